#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Cross-checks our bisection flow with networkx on the GraphML export.

Reads DIR/<case>.graphml and DIR/<case>.ours.json as written by
`bench_evaluate --graphml DIR` (the export of `fabricplanner-cli export FILE
--format graphml` for the compute fabric, and our "group order" maximum flow with
its time), computes the maximum flow over the same cut with networkx and prints
both values and times and their ratio.

The cut, as analysis_bandwidth.cpp balancedCuts() builds it: the nodes in group
order (groups in project order, then the repetition index, then the node's place
in the project), the first ones holding at most half of the GPUs on side A, the
rest on side B. GraphML has no group, so the order is rebuilt from model_id and
instance as the generator lays designs out: model ids grow in project order, and
consecutive model ids with the same number of instances are one group (a full
group and a partial one of the same repeat count can only be repeat 1, where
the order is the same either way).

Our flow attaches the source to every NIC port on side A through the port's
link. At node level (GraphML vertices are nodes, not ports) that is a super
source -> node arc of the sum of the node's link capacities (super sink the
same for side B); with every port of a node on one side the two are the same
network. The node's links are read as the undirected edges GraphML gives, so
networkx may relay flow through a node from one of its links to another, which
our model does not (no PXN relaying in the fabric); --no-relay makes the node's
links one-way (node -> switch on side A, switch -> node on side B) to mirror ours
exactly. Capacities are integer Mb/s, as in our solver, so both are exact.

Usage: compare_networkx.py DIR [--no-relay] [case ...]
Needs python3-networkx (Debian 12: 2.8).
"""

import json
import os
import sys
import time

import networkx as nx
from networkx.algorithms.flow import preflow_push


def group_order(nodes):
    """nodes: list of (vertex, model_id, instance); returns vertices in group order."""
    count = {}
    for _, model, _ in nodes:
        count[model] = count.get(model, 0) + 1
    rank, last, group = {}, None, -1
    for model in sorted(count):
        if count[model] != last:
            group += 1
            last = count[model]
        rank[model] = group
    return [v for v, model, inst in sorted(nodes, key=lambda n: (rank[n[1]], n[2], n[1]))]


def flow_network(graph, relay):
    """The cut's flow network: (digraph, source, sink)."""
    nodes = [(v, int(d["model_id"]), int(d["instance"]))
             for v, d in graph.nodes(data=True) if d.get("kind") == "node"]
    order = group_order(nodes)
    gpus = {v: int(graph.nodes[v].get("gpus", 0)) for v in order}
    total = sum(gpus.values())
    side, before = {}, 0
    for i, v in enumerate(order):  # analysis_bandwidth.cpp balancedCuts(), (a)
        if i == 0 or 2 * (before + gpus[v]) <= total:
            side[v] = 0
            before += gpus[v]
        else:
            break
    for v in order:
        side.setdefault(v, 1)

    flow = nx.DiGraph()
    source, sink = "source", "sink"

    def add(u, v, cap):
        if flow.has_edge(u, v):
            flow[u][v]["capacity"] += cap
        else:
            flow.add_edge(u, v, capacity=cap)

    injection = {}
    for u, v, d in graph.edges(data=True):
        cap = round(float(d["capacity_gbit_s"]) * 1000)  # Mb/s, as our solver
        node_u, node_v = u in side, v in side
        if node_u and node_v:
            continue  # not a fabric link (our model skips these too)
        if not node_u and not node_v:
            add(u, v, cap)  # full duplex
            add(v, u, cap)
            continue
        n, s = (u, v) if node_u else (v, u)
        injection[n] = injection.get(n, 0) + cap
        if relay or side[n] == 0:
            add(n, s, cap)
        if relay or side[n] == 1:
            add(s, n, cap)
    for n, cap in injection.items():
        if side[n] == 0:
            add(source, n, cap)
        else:
            add(n, sink, cap)
    return flow, source, sink


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    relay = "--no-relay" not in argv
    if not args:
        print(__doc__)
        return 2
    folder, wanted = args[0], args[1:]
    cases = sorted(f[:-len(".graphml")] for f in os.listdir(folder) if f.endswith(".graphml"))
    cases = [c for c in cases if not wanted or c in wanted]
    print(f"networkx {nx.__version__}, preflow_push, node links "
          f"{'undirected (relaying possible)' if relay else 'one-way (no relaying)'}")
    print(f"{'case':<28} {'ours Gb/s':>12} {'networkx Gb/s':>14} {'same':>5} "
          f"{'ours ms':>9} {'nx ms':>10} {'nx/ours':>8} {'our build':>9} {'nx read+build':>13}")
    status = 0
    for case in cases:
        with open(os.path.join(folder, case + ".ours.json")) as f:
            ours = json.load(f)
        t0 = time.perf_counter()
        graph = nx.read_graphml(os.path.join(folder, case + ".graphml"))
        network, source, sink = flow_network(graph, relay)
        t1 = time.perf_counter()
        value = nx.maximum_flow_value(network, source, sink, flow_func=preflow_push)
        t2 = time.perf_counter()
        nx_gbit = value / 1000.0
        nx_ms = (t2 - t1) * 1000.0
        same = nx_gbit == ours["group_order_flow_gbit_s"]
        status |= 0 if same else 1
        print(f"{ours['case']:<28} {ours['group_order_flow_gbit_s']:>12.0f} {nx_gbit:>14.0f} "
              f"{'yes' if same else 'NO':>5} {ours['flow_ms']:>9.2f} {nx_ms:>10.1f} "
              f"{nx_ms / ours['flow_ms']:>8.0f} {ours['network_build_ms']:>9.2f} "
              f"{(t1 - t0) * 1000.0:>13.0f}", flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
