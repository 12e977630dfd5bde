// SPDX-License-Identifier: GPL-3.0-or-later
// Bandwidth analysis (DESIGN.md section 5). The only translation unit that includes
// Boost.Graph: it is heavy to compile, so every max-flow of the program goes through
// maxFlowGbitPerS() here.
#include "analysis_bandwidth.h"

#include "expansion.h"

#include <QCoreApplication>
#include <QLocale>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <unordered_map>

namespace fp {

namespace {

QString num(double v, int decimals = 0)
{
    return QLocale().toString(v, 'f', decimals);
}

// Capacities are exact integers in Mb/s inside the flow: link speeds are whole (or
// at worst 1/1000) Gb/s, and integer arithmetic keeps push-relabel exact.
long long toMbit(double gbitPerS)
{
    return std::llround(gbitPerS * 1000.0);
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2.0;
}

} // namespace

long long ComputeNetwork::gpuCount() const
{
    return std::accumulate(nodeGpus.begin(), nodeGpus.end(), 0LL);
}

double ComputeNetwork::totalInjectionGbitPerS() const
{
    double sum = 0.0;
    for (int q = 0; q < portCount(); ++q)
        sum += portCapacityGbitPerS(q);
    return sum;
}

ComputeNetwork buildComputeNetwork(const Project &project, const Catalog &catalog)
{
    ComputeNetwork net;
    std::unordered_map<Id, const Link *> links;
    links.reserve(project.links.size());
    for (const Link &l : project.links)
        links.emplace(l.id, &l);
    std::unordered_map<Id, std::size_t> nodeIndex; // position in Project::nodes
    for (std::size_t i = 0; i < project.nodes.size(); ++i)
        nodeIndex.emplace(project.nodes[i].id, i);

    // (node model id, instance) -> node index in `net` (before sorting)
    std::unordered_map<std::uint64_t, int> nodeOf;
    auto nodeKey = [](Id id, std::int32_t inst) {
        return (static_cast<std::uint64_t>(id) << 32) | static_cast<std::uint32_t>(inst);
    };

    for (const Fabric &fabric : project.fabrics) {
        if (fabric.purpose != FabricPurpose::Compute)
            continue;
        net.fabricIds.push_back(fabric.id);
        const ExpandedGraph g = expandFabric(project, fabric.id);
        std::vector<int> local(g.vertexCount(), -1); // vertex -> switch or node index
        for (int v = 0; v < g.vertexCount(); ++v) {
            if (g.kind[v] == ExpandedGraph::Kind::Switch) {
                local[v] = net.switchCount();
                const Switch *sw = project.switchById(g.modelId[v]);
                net.switchModelId.push_back(g.modelId[v]);
                net.switchInstance.push_back(g.instance[v]);
                net.switchTier.push_back(g.tier[v]);
                net.switchPlane.push_back(g.plane[v]);
                net.switchType.push_back(sw ? catalog.switchType(sw->switchTypeId) : nullptr);
                net.tiers = std::max(net.tiers, g.tier[v] + 1);
                net.planes = std::max(net.planes, g.plane[v] + 1);
            } else {
                const std::uint64_t key = nodeKey(g.modelId[v], g.instance[v]);
                auto it = nodeOf.find(key);
                if (it == nodeOf.end()) {
                    const Node *node = project.node(g.modelId[v]);
                    it = nodeOf.emplace(key, net.nodeCount()).first;
                    net.nodeModelId.push_back(g.modelId[v]);
                    net.nodeInstance.push_back(g.instance[v]);
                    const NodeTypeSpec *nt = node ? catalog.nodeType(node->nodeTypeId) : nullptr;
                    net.nodeGpus.push_back(nt ? nt->gpuCount : 0);
                    net.nodeType.push_back(nt);
                }
                local[v] = it->second;
            }
        }
        for (int e = 0; e < g.edgeCount(); ++e) {
            const int a = g.edgeFrom[e];
            const int b = g.edgeTo[e];
            const bool aNode = g.kind[a] == ExpandedGraph::Kind::Node;
            const bool bNode = g.kind[b] == ExpandedGraph::Kind::Node;
            if (aNode && bNode)
                continue; // not a fabric link
            if (!aNode && !bNode) {
                const bool aLower = g.tier[a] <= g.tier[b];
                net.trunkLower.push_back(local[aLower ? a : b]);
                net.trunkUpper.push_back(local[aLower ? b : a]);
                net.trunkBundle.push_back(g.bundle[e]);
                net.trunkGbitPerS.push_back(g.gbitPerS[e]);
                net.trunkLinkId.push_back(g.linkId[e]);
                net.trunkInstance.push_back(g.instance[aLower ? a : b]);
                continue;
            }
            const int nv = aNode ? a : b;
            const int sv = aNode ? b : a;
            int nic = 0;
            if (auto it = links.find(g.linkId[e]); it != links.end()) {
                const Link *l = it->second;
                nic = l->a.objectId == g.modelId[nv] ? l->a.nicIndex : l->b.nicIndex;
            }
            nic = std::max(nic, 0);
            const int n = local[nv];
            const NodeTypeSpec *nt = net.nodeType[n];
            int rail = nic;
            if (nt && nic < static_cast<int>(nt->railOfNic.size()))
                rail = nt->railOfNic[nic];
            net.portNode.push_back(n);
            net.portSwitch.push_back(local[sv]);
            net.portBundle.push_back(g.bundle[e]);
            net.portGbitPerS.push_back(g.gbitPerS[e]);
            net.portNic.push_back(static_cast<std::int16_t>(nic));
            net.portRail.push_back(static_cast<std::int16_t>(rail));
            net.portLinkId.push_back(g.linkId[e]);
            net.portInstance.push_back(g.instance[nv]);
        }
    }

    // Group order: groups in project order (ungrouped nodes first), then the
    // repetition index, then the node's place in Project::nodes.
    std::unordered_map<Id, int> groupRank;
    for (std::size_t i = 0; i < project.groups.size(); ++i)
        groupRank.emplace(project.groups[i].id, static_cast<int>(i));
    struct Key {
        int group;
        std::int32_t instance;
        std::size_t index;
    };
    std::vector<Key> keys(net.nodeCount());
    for (int n = 0; n < net.nodeCount(); ++n) {
        const Node *node = project.node(net.nodeModelId[n]);
        int rank = -1;
        if (node && node->groupId != NoId) {
            if (auto it = groupRank.find(node->groupId); it != groupRank.end())
                rank = it->second;
        }
        keys[n] = {rank, net.nodeInstance[n],
                   nodeIndex.count(net.nodeModelId[n]) ? nodeIndex[net.nodeModelId[n]]
                                                       : project.nodes.size()};
    }
    std::vector<int> order(net.nodeCount());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
        return std::tie(keys[x].group, keys[x].instance, keys[x].index) <
               std::tie(keys[y].group, keys[y].instance, keys[y].index);
    });
    std::vector<int> newIndex(net.nodeCount());
    for (int i = 0; i < net.nodeCount(); ++i)
        newIndex[order[i]] = i;
    auto permute = [&order](auto &v) {
        auto copy = v;
        for (std::size_t i = 0; i < order.size(); ++i)
            v[i] = copy[order[i]];
    };
    permute(net.nodeModelId);
    permute(net.nodeInstance);
    permute(net.nodeGpus);
    permute(net.nodeType);
    for (auto &n : net.portNode)
        n = newIndex[n];

    std::vector<std::int16_t> rails = net.portRail;
    std::sort(rails.begin(), rails.end());
    net.rails = static_cast<int>(std::unique(rails.begin(), rails.end()) - rails.begin());
    return net;
}

std::vector<PortCut> balancedCuts(const ComputeNetwork &net)
{
    std::vector<PortCut> cuts;
    if (net.nodeCount() < 2 && net.rails < 2)
        return cuts;
    const long long total = net.gpuCount();

    if (net.nodeCount() >= 2) {
        // (a) group order: the first nodes holding at most half of the GPUs vs the rest.
        std::vector<std::int8_t> nodeSide(net.nodeCount(), 1);
        long long before = 0;
        for (int n = 0; n < net.nodeCount(); ++n) {
            if (2 * (before + net.nodeGpus[n]) <= total || n == 0)
                nodeSide[n] = 0;
            else
                break;
            before += net.nodeGpus[n];
        }
        PortCut a;
        a.key = QStringLiteral("group-order");
        a.name = QCoreApplication::translate("fp::Bandwidth",
                                             "first half of the nodes in group order vs the rest");
        a.side.resize(net.portCount());
        for (int q = 0; q < net.portCount(); ++q)
            a.side[q] = nodeSide[net.portNode[q]];
        cuts.push_back(std::move(a));

        // (b) interleaved: even vs odd nodes in group order.
        PortCut b;
        b.key = QStringLiteral("interleaved");
        b.name = QCoreApplication::translate("fp::Bandwidth", "even vs odd nodes in group order");
        b.side.resize(net.portCount());
        for (int q = 0; q < net.portCount(); ++q)
            b.side[q] = static_cast<std::int8_t>(net.portNode[q] % 2);
        cuts.push_back(std::move(b));
    }

    if (net.rails >= 2) {
        // (c) rail cut: every node's lower half of rails vs its upper half. Traffic
        // between rails must then cross the fabric (no relaying through the node).
        std::vector<std::int16_t> rails = net.portRail;
        std::sort(rails.begin(), rails.end());
        rails.erase(std::unique(rails.begin(), rails.end()), rails.end());
        const std::size_t half = rails.size() / 2;
        PortCut c;
        c.key = QStringLiteral("rails");
        c.name = QCoreApplication::translate("fp::Bandwidth", "rails %1-%2 vs rails %3-%4")
                     .arg(rails.front())
                     .arg(rails[half - 1])
                     .arg(rails[half])
                     .arg(rails.back());
        c.side.resize(net.portCount());
        for (int q = 0; q < net.portCount(); ++q)
            c.side[q] = net.portRail[q] < rails[half] ? 0 : 1;
        cuts.push_back(std::move(c));
    }
    return cuts;
}

double maxFlowGbitPerS(const ComputeNetwork &net, const std::vector<std::int8_t> &side,
                       const NetworkFailure &failure)
{
    using Traits = boost::adjacency_list_traits<boost::vecS, boost::vecS, boost::directedS>;
    using Graph = boost::adjacency_list<
        boost::vecS, boost::vecS, boost::directedS, boost::no_property,
        boost::property<
            boost::edge_capacity_t, long long,
            boost::property<boost::edge_residual_capacity_t, long long,
                            boost::property<boost::edge_reverse_t, Traits::edge_descriptor>>>>;

    const int switches = net.switchCount();
    const int source = switches;
    const int sink = switches + 1;

    // Ports attach to their switch: the source feeds every side-A port's switch with
    // the port's capacity, every side-B port's switch drains to the sink.
    std::vector<long long> fromSource(switches, 0);
    std::vector<long long> toSink(switches, 0);
    for (int q = 0; q < net.portCount(); ++q) {
        const int s = net.portSwitch[q];
        if (side[q] < 0 || s == failure.switchIndex)
            continue;
        const int bundle = net.portBundle[q] - (q == failure.portIndex ? 1 : 0);
        const long long cap = toMbit(bundle * net.portGbitPerS[q]);
        (side[q] == 0 ? fromSource : toSink)[s] += cap;
    }
    const long long sourceTotal = std::accumulate(fromSource.begin(), fromSource.end(), 0LL);
    const long long sinkTotal = std::accumulate(toSink.begin(), toSink.end(), 0LL);
    if (sourceTotal == 0 || sinkTotal == 0)
        return 0.0;

    Graph g(switches + 2);
    auto capacity = boost::get(boost::edge_capacity, g);
    auto reverse = boost::get(boost::edge_reverse, g);
    // One arc u -> v of capacity `cap` with its zero-capacity residual partner (the
    // form push-relabel's flow check expects).
    auto addArc = [&](int u, int v, long long cap) {
        const auto e1 = boost::add_edge(u, v, g).first;
        const auto e2 = boost::add_edge(v, u, g).first;
        capacity[e1] = cap;
        capacity[e2] = 0;
        reverse[e1] = e2;
        reverse[e2] = e1;
    };
    for (int t = 0; t < net.trunkCount(); ++t) {
        const int lo = net.trunkLower[t];
        const int hi = net.trunkUpper[t];
        if (lo == failure.switchIndex || hi == failure.switchIndex)
            continue;
        const int bundle = net.trunkBundle[t] - (t == failure.trunkIndex ? 1 : 0);
        const long long cap = toMbit(bundle * net.trunkGbitPerS[t]);
        if (cap > 0) { // full duplex: the same capacity each way
            addArc(lo, hi, cap);
            addArc(hi, lo, cap);
        }
    }
    for (int s = 0; s < switches; ++s) {
        if (fromSource[s] > 0)
            addArc(source, s, fromSource[s]);
        if (toSink[s] > 0)
            addArc(s, sink, toSink[s]);
    }
    const long long flow = boost::push_relabel_max_flow(g, source, sink);
    return static_cast<double>(flow) / 1000.0;
}

double fatTreeBisectionGbitPerS(long long endpoints, double linkGbitPerS, double oversubscription)
{
    // Leiserson, "Fat-trees", IEEE Trans. Computers 1985; Al-Fares et al., SIGCOMM 2008:
    // a full (non-blocking) fat tree carries N/2 x link speed across any bisection; an
    // r:1 taper divides what crosses the tapered tier by r (DESIGN.md section 4).
    const double r = std::max(1.0, oversubscription);
    return static_cast<double>(endpoints) / 2.0 * linkGbitPerS / r;
}

BandwidthResult analyzeBandwidth(const Project &project, const Catalog &catalog)
{
    BandwidthResult r;
    const ComputeNetwork net = buildComputeNetwork(project, catalog);
    const long long gpus = net.gpuCount();
    const int nodes = net.nodeCount();
    if (net.fabricIds.empty() || nodes == 0 || gpus == 0) {
        r.explanations.push_back(
            {QStringLiteral("no-compute-fabric"),
             QCoreApplication::translate(
                 "fp::Bandwidth", "The design has no compute fabric with GPU nodes, so there is no "
                                  "bandwidth to analyse."),
             {}});
        return r;
    }

    // Injection: the sum of the node-side link capacities in the compute fabric(s).
    r.totalInjectionGbitPerS = net.totalInjectionGbitPerS();
    r.injectionGbitPerSPerGpu = r.totalInjectionGbitPerS / static_cast<double>(gpus);
    r.injectionGbitPerSPerNode = r.totalInjectionGbitPerS / nodes;
    r.explanations.push_back(
        {QStringLiteral("injection"),
         QCoreApplication::translate("fp::Bandwidth",
                                     "Each GPU can send %1 Gb/s into the compute fabric "
                                     "(%2 Gb/s per node); the %3 GPUs inject %4 Gb/s in total.")
             .arg(num(r.injectionGbitPerSPerGpu), num(r.injectionGbitPerSPerNode), num(gpus),
                  num(r.totalInjectionGbitPerS)),
         {{QStringLiteral("injection_gbit_s_per_gpu"), r.injectionGbitPerSPerGpu},
          {QStringLiteral("injection_gbit_s_per_node"), r.injectionGbitPerSPerNode},
          {QStringLiteral("total_injection_gbit_s"), r.totalInjectionGbitPerS},
          {QStringLiteral("gpus"), static_cast<double>(gpus)}}});

    // NVLink: GPU type of the node types (catalog), domain from the NvlinkDomain
    // objects, else the node type (in-node domain x nvlinkDomainNodes). The domain
    // size reported is the one that holds the most GPUs.
    {
        std::map<int, long long> gpusByDomainSize;
        std::map<const GpuType *, long long> gpusByType;
        std::unordered_map<Id, int> domainGpus; // node id -> GPUs of its domain
        for (const NvlinkDomain &d : project.nvlinkDomains) {
            int sum = 0;
            for (Id nid : d.nodeIds) {
                const Node *node = project.node(nid);
                const NodeTypeSpec *nt = node ? catalog.nodeType(node->nodeTypeId) : nullptr;
                sum += nt ? nt->gpuCount : 0;
            }
            for (Id nid : d.nodeIds)
                domainGpus[nid] = sum;
        }
        for (int n = 0; n < nodes; ++n) {
            const NodeTypeSpec *nt = net.nodeType[n];
            int size = net.nodeGpus[n];
            if (auto it = domainGpus.find(net.nodeModelId[n]); it != domainGpus.end())
                size = it->second;
            else if (nt && nt->nvlinkDomainNodes > 1)
                size = nt->gpuCount * nt->nvlinkDomainNodes;
            gpusByDomainSize[size] += net.nodeGpus[n];
            if (const GpuType *gt = nt ? catalog.gpu(nt->gpuTypeId) : nullptr)
                gpusByType[gt] += net.nodeGpus[n];
        }
        auto byCount = [](const auto &x, const auto &y) { return x.second < y.second; };
        if (!gpusByDomainSize.empty())
            r.nvlinkDomainGpus =
                std::max_element(gpusByDomainSize.begin(), gpusByDomainSize.end(), byCount)->first;
        if (!gpusByType.empty()) {
            const GpuType *gt =
                std::max_element(gpusByType.begin(), gpusByType.end(), byCount)->first;
            r.nvlinkGbytePerSPerGpu = gt->nvlinkGbytePerS.value;
            r.explanations.push_back(
                {QStringLiteral("nvlink"),
                 QCoreApplication::translate(
                     "fp::Bandwidth",
                     "Inside an NVLink domain of %1 GPUs each %2 has %3 GB/s of NVLink "
                     "bandwidth (catalog), %4 times its network injection of %5 GB/s.")
                     .arg(num(r.nvlinkDomainGpus), gt->name, num(r.nvlinkGbytePerSPerGpu),
                          num(r.nvlinkGbytePerSPerGpu / (r.injectionGbitPerSPerGpu / 8.0), 1),
                          num(r.injectionGbitPerSPerGpu / 8.0)),
                 {{QStringLiteral("nvlink_gbyte_s_per_gpu"), r.nvlinkGbytePerSPerGpu},
                  {QStringLiteral("nvlink_domain_gpus"), static_cast<double>(r.nvlinkDomainGpus)},
                  {QStringLiteral("injection_gbyte_s_per_gpu"), r.injectionGbitPerSPerGpu / 8.0}}});
        }
    }

    // Oversubscription per switch: capacity facing down (endpoints and lower tiers)
    // over capacity facing up (DESIGN.md section 4: r:1 at the leaf).
    {
        std::vector<double> down(net.switchCount(), 0.0);
        std::vector<double> up(net.switchCount(), 0.0);
        for (int q = 0; q < net.portCount(); ++q)
            down[net.portSwitch[q]] += net.portCapacityGbitPerS(q);
        for (int t = 0; t < net.trunkCount(); ++t) {
            const double cap = net.trunkCapacityGbitPerS(t);
            down[net.trunkUpper[t]] += cap;
            up[net.trunkLower[t]] += cap;
        }
        std::vector<std::vector<double>> ratios(std::max(net.tiers, 1));
        for (int s = 0; s < net.switchCount(); ++s) {
            if (up[s] > 0.0 && down[s] > 0.0 && net.switchTier[s] >= 0)
                ratios[net.switchTier[s]].push_back(down[s] / up[s]);
        }
        for (int t = 0; t < static_cast<int>(ratios.size()); ++t) {
            if (ratios[t].empty()) {
                // A single-tier fabric has no uplinks: every leaf is non-blocking.
                if (t == 0 && net.tiers <= 1)
                    r.tiers.push_back({0, 1.0, 1.0});
                continue;
            }
            TierOversubscription tier;
            tier.tier = t;
            tier.worst = *std::max_element(ratios[t].begin(), ratios[t].end());
            tier.typical = median(ratios[t]);
            r.tiers.push_back(tier);
        }
        r.oversubscription = 1.0;
        if (!r.tiers.empty()) {
            r.oversubscription = 0.0;
            for (const TierOversubscription &t : r.tiers)
                r.oversubscription = std::max(r.oversubscription, t.worst);
        }
        for (const TierOversubscription &t : r.tiers) {
            r.explanations.push_back(
                {QStringLiteral("oversubscription-tier-%1").arg(t.tier),
                 QCoreApplication::translate(
                     "fp::Bandwidth",
                     "Tier %1 switches have %2:1 of downlink to uplink capacity at worst and "
                     "%3:1 typically (median); traffic that crosses this tier gets 1/%2 of "
                     "the injection bandwidth in the worst case.")
                     .arg(QString::number(t.tier), num(t.worst, 2), num(t.typical, 2)),
                 {{QStringLiteral("tier"), static_cast<double>(t.tier)},
                  {QStringLiteral("worst_ratio"), t.worst},
                  {QStringLiteral("typical_ratio"), t.typical}}});
        }
    }

    // Bisection: the minimum over the balanced cuts of the maximum A -> B flow.
    const std::vector<PortCut> cuts = balancedCuts(net);
    bool first = true;
    for (const PortCut &cut : cuts) {
        const double flow = maxFlowGbitPerS(net, cut.side);
        if (first || flow < r.bisectionGbitPerS) {
            r.bisectionGbitPerS = flow;
            r.bisectionCut = cut.name;
            first = false;
        }
    }
    const double halfInjection = r.totalInjectionGbitPerS / 2.0;
    if (!cuts.empty()) {
        r.explanations.push_back(
            {QStringLiteral("bisection"),
             QCoreApplication::translate(
                 "fp::Bandwidth",
                 "The bisection bandwidth is %1 Gb/s, the smallest maximum flow over %2 "
                 "balanced cuts of the expanded fabric (the smallest was %3); that is %4 % "
                 "of half the total injection (%5 Gb/s), or %6 Gb/s per GPU when every GPU on "
                 "one side sends across the cut at once.")
                 .arg(num(r.bisectionGbitPerS), QString::number(cuts.size()), r.bisectionCut,
                      num(halfInjection > 0 ? 100.0 * r.bisectionGbitPerS / halfInjection : 0.0, 1),
                      num(halfInjection),
                      num(2.0 * r.bisectionGbitPerS / static_cast<double>(gpus), 1)),
             {{QStringLiteral("bisection_gbit_s"), r.bisectionGbitPerS},
              {QStringLiteral("half_injection_gbit_s"), halfInjection},
              {QStringLiteral("cuts_tried"), static_cast<double>(cuts.size())}}});

        // The closed form, when every endpoint link runs at one speed.
        const double speed = net.portGbitPerS.empty() ? 0.0 : net.portGbitPerS.front();
        const bool uniform =
            std::all_of(net.portGbitPerS.begin(), net.portGbitPerS.end(),
                        [speed](double s) { return s == speed; }) &&
            std::all_of(net.portBundle.begin(), net.portBundle.end(), [](int b) { return b == 1; });
        if (uniform && speed > 0.0) {
            const double closed =
                fatTreeBisectionGbitPerS(net.portCount(), speed, r.oversubscription);
            r.explanations.push_back(
                {QStringLiteral("bisection-closed-form"),
                 QCoreApplication::translate(
                     "fp::Bandwidth",
                     "For comparison, a fat tree with %1 endpoint links of %2 Gb/s and a "
                     "%3:1 taper carries N/2 x %2 / %3 = %4 Gb/s across its bisection "
                     "(Al-Fares et al., SIGCOMM 2008).")
                     .arg(num(net.portCount()), num(speed), num(r.oversubscription, 2),
                          num(closed)),
                 {{QStringLiteral("endpoints"), static_cast<double>(net.portCount())},
                  {QStringLiteral("link_gbit_s"), speed},
                  {QStringLiteral("closed_form_gbit_s"), closed}}});
        }
    }
    return r;
}

} // namespace fp
