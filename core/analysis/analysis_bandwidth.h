// SPDX-License-Identifier: GPL-3.0-or-later
// Bandwidth analysis of the compute fabric(s) (docs/DESIGN.md section 5): injection,
// NVLink, oversubscription per tier and bisection bandwidth by maximum flow.
//
// The flow machinery (Boost.Graph) lives in analysis_bandwidth.cpp only; the
// resilience analysis reuses it through ComputeNetwork and maxFlowGbitPerS().
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace fp {

// The compute fabric(s) of a project, expanded, reduced to what the analyses
// need: switch instances, switch-to-switch trunks and endpoint ports.
//
// Endpoints are NIC ports, not nodes: a node does not forward traffic between its
// NICs in this model (no PXN relaying), so a cut that puts some of a node's rails on
// one side and the others on the other side is meaningful (the rail cut). A cut
// attaches the source to every port on side A and the sink to every port on side B
// through the port's own link capacity; that is the same as "source -> node with the
// node's injection" when all ports of a node are on one side.
struct ComputeNetwork {
    // Switch instances (index s).
    std::vector<Id> switchModelId;
    std::vector<std::int32_t> switchInstance;
    std::vector<std::int8_t> switchTier;
    std::vector<std::int8_t> switchPlane;
    std::vector<const SwitchType *> switchType; // nullptr when not in the catalog

    // Switch-to-switch link instances (index t): lower and upper switch.
    std::vector<std::int32_t> trunkLower;
    std::vector<std::int32_t> trunkUpper;
    std::vector<std::int32_t> trunkBundle;
    std::vector<double> trunkGbitPerS; // per link; capacity = bundle x speed
    std::vector<Id> trunkLinkId;
    std::vector<std::int32_t> trunkInstance;

    // Node instances (index n) in group order: groups in project order, then the
    // repetition index, then the node's position in Project::nodes.
    std::vector<Id> nodeModelId;
    std::vector<std::int32_t> nodeInstance;
    std::vector<int> nodeGpus;
    std::vector<const NodeTypeSpec *> nodeType;

    // Endpoint ports (index q): one per node-to-switch link instance.
    std::vector<std::int32_t> portNode;
    std::vector<std::int32_t> portSwitch;
    std::vector<std::int32_t> portBundle;
    std::vector<double> portGbitPerS; // per link; capacity = bundle x speed
    std::vector<std::int16_t> portNic;
    std::vector<std::int16_t> portRail; // NodeTypeSpec::railOfNic, else the NIC index
    std::vector<Id> portLinkId;
    std::vector<std::int32_t> portInstance;

    std::vector<Id> fabricIds; // the compute fabrics included
    int tiers = 0;             // highest switch tier + 1
    int planes = 1;
    int rails = 0; // distinct rails among the ports
    // Every node's GPUs share an NVLink domain (more than one GPU, NVLink bandwidth
    // known above 0), so traffic between rails can cross the node (NCCL's PXN).
    bool nodesRelayBetweenRails = true;
    FiguresUsed used; // the switch and node types read (AssumptionReader)

    int switchCount() const { return static_cast<int>(switchModelId.size()); }
    int trunkCount() const { return static_cast<int>(trunkLower.size()); }
    int nodeCount() const { return static_cast<int>(nodeModelId.size()); }
    int portCount() const { return static_cast<int>(portNode.size()); }
    double portCapacityGbitPerS(int q) const { return portBundle[q] * portGbitPerS[q]; }
    double trunkCapacityGbitPerS(int t) const { return trunkBundle[t] * trunkGbitPerS[t]; }
    long long gpuCount() const;
    double totalInjectionGbitPerS() const;
};

// Expands every fabric of purpose compute (docs/DESIGN.md: "the compute fabric") into one
// network; nodes shared by several compute fabrics appear once.
ComputeNetwork buildComputeNetwork(const Project &project, const Catalog &catalog);

// A balanced cut of the endpoint ports: side[q] = 0 (source side A), 1 (sink side
// B) or -1 (left out, e.g. a failed port).
struct PortCut {
    QString key;  // stable: "group-order", "interleaved", "rails"
    QString name; // translated description, e.g. "rails 0-3 vs 4-7"
    std::vector<std::int8_t> side;
};

// The balanced cuts tried for the bisection: group order (first half of the nodes
// by GPUs vs the rest), interleaved (even vs odd nodes) and, with two or more
// rails, the rail cut (each node's lower rails vs its upper rails).
std::vector<PortCut> balancedCuts(const ComputeNetwork &net);

// What a failure removes from the network before a flow is computed.
struct NetworkFailure {
    int switchIndex = -1; // a switch instance that is down
    int trunkIndex = -1;  // a trunk that loses one of its bundled links
    int portIndex = -1;   // an endpoint port that loses one of its bundled links
};

// Maximum flow from side A to side B (Gb/s), each undirected link a pair of arcs of
// its capacity (full duplex), by Boost.Graph push-relabel (Goldberg and Tarjan 1988).
double maxFlowGbitPerS(const ComputeNetwork &net, const std::vector<std::int8_t> &side,
                       const NetworkFailure &failure = {});

// maxFlowGbitPerS() over one network many times (the bisection's cuts, the failures
// of the resilience analysis): the flow graph is built once (from a copy of what it
// needs of `net`), a run only sets its capacities. One run at a time.
class FlowSolver
{
public:
    explicit FlowSolver(const ComputeNetwork &net);
    ~FlowSolver();
    FlowSolver(const FlowSolver &) = delete;
    FlowSolver &operator=(const FlowSolver &) = delete;

    double maxFlowGbitPerS(const std::vector<std::int8_t> &side,
                           const NetworkFailure &failure = {});

private:
    struct Graph;
    std::unique_ptr<Graph> m_graph;
};

// The compute network of a project with its balanced cuts and their maximum flows:
// what the bandwidth, collective and resilience analyses share. evaluate() makes it
// once per variant and hands it to the three.
struct NetworkAnalysis {
    ComputeNetwork net;                   // buildComputeNetwork()
    std::vector<PortCut> cuts;            // balancedCuts(net)
    std::vector<double> cutFlowsGbitPerS; // maxFlowGbitPerS(net, cut.side) of each cut
    std::shared_ptr<FlowSolver> solver;   // over net, for more flows (one at a time)
};
NetworkAnalysis analyzeNetwork(const Project &project, const Catalog &catalog);

// Closed form for a full fat tree with `endpoints` ports of `linkGbitPerS` and an r:1
// taper: N/2 x link speed / r (Leiserson 1985; Al-Fares et al., SIGCOMM 2008).
double fatTreeBisectionGbitPerS(long long endpoints, double linkGbitPerS,
                                double oversubscription = 1.0);

BandwidthResult analyzeBandwidth(const Project &project, const Catalog &catalog);
// The same from the project's network analysis.
BandwidthResult analyzeBandwidth(const Project &project, const Catalog &catalog,
                                 const NetworkAnalysis &network);

} // namespace fp
