// SPDX-License-Identifier: GPL-3.0-or-later
// Bandwidth analysis (docs/DESIGN.md section 5). The only translation unit that includes
// Boost.Graph: it is heavy to compile, so every max-flow of the program goes through
// maxFlowGbitPerS() here.
#include "analysis/analysis_bandwidth.h"

#include "analysis/assumptionreader.h"
#include "analysis/wording.h"

#include "topology/expansion.h"

#include <QCoreApplication>

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/push_relabel_max_flow.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <unordered_map>

namespace fp {

namespace {

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

namespace {

// buildComputeNetwork() in its steps: the switch and node instances of each compute
// fabric, its trunks and endpoint ports, then the nodes in group order. Catalog types
// are read through an AssumptionReader (recorded in ComputeNetwork::used).
class NetworkBuilder
{
public:
    NetworkBuilder(const Project &project, const Catalog &catalog)
        : m_project(project)
        , m_reader(catalog)
    {
        m_links.reserve(project.links.size());
        for (const Link &l : project.links)
            m_links.emplace(l.id, &l);
        // Look-ups by id, once (Project::node() and switchById() are linear searches;
        // the first object with an id wins, as there).
        m_nodeIndex.reserve(project.nodes.size());
        for (std::size_t i = 0; i < project.nodes.size(); ++i)
            m_nodeIndex.emplace(project.nodes[i].id, i);
        m_switchOf.reserve(project.switches.size());
        for (const Switch &s : project.switches)
            m_switchOf.emplace(s.id, SwitchEntry{&s, nullptr, false});
    }

    ComputeNetwork build()
    {
        for (const Fabric &fabric : m_project.fabrics) {
            if (fabric.purpose == FabricPurpose::Compute)
                addFabric(fabric);
        }
        sortNodesInGroupOrder();
        std::vector<std::int16_t> rails = m_net.portRail;
        std::sort(rails.begin(), rails.end());
        m_net.rails = static_cast<int>(std::unique(rails.begin(), rails.end()) - rails.begin());
        m_net.used = m_reader.used();
        return std::move(m_net);
    }

private:
    struct SwitchEntry {
        const Switch *model;
        const SwitchType *type;
        bool resolved; // type looked up
    };

    const Node *nodeById(Id id) const
    {
        const auto it = m_nodeIndex.find(id);
        return it == m_nodeIndex.end() ? nullptr : &m_project.nodes[it->second];
    }

    const SwitchType *switchTypeOf(Id switchId)
    {
        const auto it = m_switchOf.find(switchId);
        if (it == m_switchOf.end())
            return nullptr;
        SwitchEntry &e = it->second;
        if (!e.resolved) {
            e.type = m_reader.switchType(e.model->switchTypeId);
            e.resolved = true;
        }
        return e.type;
    }

    const NodeTypeSpec *nodeTypeOf(Id nodeId)
    {
        auto type = m_nodeTypeOf.find(nodeId);
        if (type == m_nodeTypeOf.end()) {
            const Node *node = nodeById(nodeId);
            type =
                m_nodeTypeOf.emplace(nodeId, node ? m_reader.nodeType(node->nodeTypeId) : nullptr)
                    .first;
        }
        return type->second;
    }

    void addFabric(const Fabric &fabric)
    {
        m_net.fabricIds.push_back(fabric.id);
        const ExpandedGraph g = expandFabric(m_project, fabric.id);
        std::vector<int> local(g.vertexCount(), -1); // vertex -> switch or node index
        for (int v = 0; v < g.vertexCount(); ++v)
            local[v] = g.kind[v] == ExpandedGraph::Kind::Switch ? addSwitch(g, v) : addNode(g, v);
        for (int e = 0; e < g.edgeCount(); ++e)
            addEdge(g, e, local);
    }

    int addSwitch(const ExpandedGraph &g, int v)
    {
        ComputeNetwork &net = m_net;
        const int index = net.switchCount();
        net.switchModelId.push_back(g.modelId[v]);
        net.switchInstance.push_back(g.instance[v]);
        net.switchTier.push_back(g.tier[v]);
        net.switchPlane.push_back(g.plane[v]);
        net.switchType.push_back(switchTypeOf(g.modelId[v]));
        net.tiers = std::max(net.tiers, g.tier[v] + 1);
        net.planes = std::max(net.planes, g.plane[v] + 1);
        return index;
    }

    // The node instance of vertex `v` (once: nodes shared by compute fabrics).
    int addNode(const ExpandedGraph &g, int v)
    {
        const std::uint64_t key = (static_cast<std::uint64_t>(g.modelId[v]) << 32) |
                                  static_cast<std::uint32_t>(g.instance[v]);
        auto it = m_nodeOf.find(key);
        if (it == m_nodeOf.end()) {
            it = m_nodeOf.emplace(key, m_net.nodeCount()).first;
            m_net.nodeModelId.push_back(g.modelId[v]);
            m_net.nodeInstance.push_back(g.instance[v]);
            const NodeTypeSpec *nt = nodeTypeOf(g.modelId[v]);
            m_net.nodeGpus.push_back(nt ? nt->gpuCount : 0);
            m_net.nodeType.push_back(nt);
            const GpuType *gpu = nt ? m_reader.catalog().gpu(nt->gpuTypeId) : nullptr;
            m_net.nodesRelayBetweenRails = m_net.nodesRelayBetweenRails && nt && nt->gpuCount > 1 &&
                                           gpu && gpu->nvlinkGbytePerS.known &&
                                           gpu->nvlinkGbytePerS.value > 0.0;
        }
        return it->second;
    }

    // Edge `e`: a trunk between two switches or an endpoint port of a node.
    void addEdge(const ExpandedGraph &g, int e, const std::vector<int> &local)
    {
        ComputeNetwork &net = m_net;
        const int a = g.edgeFrom[e];
        const int b = g.edgeTo[e];
        const bool aNode = g.kind[a] == ExpandedGraph::Kind::Node;
        const bool bNode = g.kind[b] == ExpandedGraph::Kind::Node;
        if (aNode && bNode)
            return; // not a fabric link
        if (!aNode && !bNode) {
            const bool aLower = g.tier[a] <= g.tier[b];
            net.trunkLower.push_back(local[aLower ? a : b]);
            net.trunkUpper.push_back(local[aLower ? b : a]);
            net.trunkBundle.push_back(g.bundle[e]);
            net.trunkGbitPerS.push_back(g.gbitPerS[e]);
            net.trunkLinkId.push_back(g.linkId[e]);
            net.trunkInstance.push_back(g.instance[aLower ? a : b]);
            return;
        }
        const int nv = aNode ? a : b;
        const int sv = aNode ? b : a;
        int nic = 0;
        if (auto it = m_links.find(g.linkId[e]); it != m_links.end()) {
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

    // Group order: groups in project order (ungrouped nodes first), then the
    // repetition index, then the node's place in Project::nodes.
    void sortNodesInGroupOrder()
    {
        ComputeNetwork &net = m_net;
        std::unordered_map<Id, int> groupRank;
        for (std::size_t i = 0; i < m_project.groups.size(); ++i)
            groupRank.emplace(m_project.groups[i].id, static_cast<int>(i));
        struct Key {
            int group;
            std::int32_t instance;
            std::size_t index;
        };
        std::vector<Key> keys(net.nodeCount());
        for (int n = 0; n < net.nodeCount(); ++n) {
            const Node *node = nodeById(net.nodeModelId[n]);
            int rank = -1;
            if (node && node->groupId != NoId) {
                if (auto it = groupRank.find(node->groupId); it != groupRank.end())
                    rank = it->second;
            }
            const auto index = m_nodeIndex.find(net.nodeModelId[n]);
            keys[n] = {rank, net.nodeInstance[n],
                       index != m_nodeIndex.end() ? index->second : m_project.nodes.size()};
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
    }

    const Project &m_project;
    AssumptionReader m_reader;
    ComputeNetwork m_net;
    std::unordered_map<Id, const Link *> m_links;
    std::unordered_map<Id, std::size_t> m_nodeIndex; // position in Project::nodes
    std::unordered_map<Id, SwitchEntry> m_switchOf;
    std::unordered_map<Id, const NodeTypeSpec *> m_nodeTypeOf; // node id -> its type
    // (node model id, instance) -> node index in m_net (before sorting)
    std::unordered_map<std::uint64_t, int> m_nodeOf;
};

} // namespace

ComputeNetwork buildComputeNetwork(const Project &project, const Catalog &catalog)
{
    return NetworkBuilder(project, catalog).build();
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
        // (c) rail cut: every node's lower half of rails vs its upper half, with traffic
        // between rails crossing the fabric (no relaying through the node; addBisection
        // leaves it out for a rail-only fabric of NVLink nodes, which relay).
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

// The flow graph: switches 0..S-1, the source S and the sink S+1, as a compressed
// sparse row graph with 32-bit vertex and arc indices (a few flat arrays, no
// allocation per arc).
//
// Every arc has a zero-capacity residual partner (the form push-relabel's flow check
// expects). A full-duplex link of capacity c is an arc u -> v and an arc v -> u of
// capacity c each. The source has an arc to every switch with endpoint ports, every
// such switch one to the sink; a run sets the capacities from the cut and the
// failure, so the graph is built once.
struct FlowSolver::Graph {
    using Csr =
        boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, boost::no_property,
                                           boost::no_property, std::uint32_t, std::uint32_t>;
    using Arc = boost::graph_traits<Csr>::edge_descriptor;

    int switches = 0;
    // Of the network: the switch of each port, the ends of each trunk.
    std::vector<std::int32_t> portSwitch, trunkLower, trunkUpper;
    // Capacities in Mb/s, whole and with one link of the bundle down.
    std::vector<long long> portMbit, portLessMbit, trunkMbit, trunkLessMbit;
    Csr csr;
    std::vector<long long> capacity;
    std::vector<long long> residual;
    std::vector<Arc> reverse;
    std::vector<std::uint32_t> trunkArc;       // trunk t: 2t lower -> upper, 2t+1 back
    std::vector<std::int64_t> sourceArc;       // switch s: source -> s, -1 without ports
    std::vector<std::int64_t> sinkArc;         // switch s: s -> sink, -1 without ports
    std::vector<long long> fromSource, toSink; // of a run

    explicit Graph(const ComputeNetwork &network)
        : switches(network.switchCount())
        , portSwitch(network.portSwitch)
        , trunkLower(network.trunkLower)
        , trunkUpper(network.trunkUpper)
    {
        const ComputeNetwork &net = network;
        const std::vector<char> hasPorts = readCapacities(net);

        // Arc pairs (from, to); the first arc of pair i is from -> to.
        const auto source = static_cast<std::uint32_t>(switches);
        const auto sink = source + 1;
        std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
        pairs.reserve(2 * static_cast<std::size_t>(net.trunkCount()) + 2 * switches);
        for (int t = 0; t < net.trunkCount(); ++t) {
            pairs.emplace_back(net.trunkLower[t], net.trunkUpper[t]);
            pairs.emplace_back(net.trunkUpper[t], net.trunkLower[t]);
        }
        for (int s = 0; s < switches; ++s) {
            if (hasPorts[s]) {
                pairs.emplace_back(source, s);
                pairs.emplace_back(s, sink);
            }
        }
        // Counting sort of the arcs by tail: arc i in that order is arc i of the graph,
        // so capacities and reverse arcs are arrays by arc index.
        const std::size_t vertices = static_cast<std::size_t>(switches) + 2;
        std::vector<std::uint32_t> start(vertices + 1, 0);
        for (const auto &[from, to] : pairs) {
            ++start[from + 1];
            ++start[to + 1];
        }
        for (std::size_t v = 0; v < vertices; ++v)
            start[v + 1] += start[v];
        const std::size_t arcs = 2 * pairs.size();
        std::vector<std::pair<std::uint32_t, std::uint32_t>> ends(arcs);
        reverse.resize(arcs);
        std::vector<std::uint32_t> first(pairs.size());
        {
            std::vector<std::uint32_t> next(start.begin(), start.end() - 1);
            for (std::size_t i = 0; i < pairs.size(); ++i) {
                const auto [from, to] = pairs[i];
                const std::uint32_t a = next[from]++;
                const std::uint32_t b = next[to]++;
                ends[a] = {from, to};
                ends[b] = {to, from};
                reverse[a] = Arc(to, b);
                reverse[b] = Arc(from, a);
                first[i] = a;
            }
        }
        csr = Csr(boost::edges_are_sorted, ends.begin(), ends.end(),
                  static_cast<Csr::vertices_size_type>(vertices));
        capacity.assign(arcs, 0);
        residual.assign(arcs, 0);
        trunkArc.assign(first.begin(), first.begin() + 2 * net.trunkCount());
        sourceArc.assign(switches, -1);
        sinkArc.assign(switches, -1);
        std::size_t i = 2 * static_cast<std::size_t>(net.trunkCount());
        for (int s = 0; s < switches; ++s) {
            if (hasPorts[s]) {
                sourceArc[s] = first[i++];
                sinkArc[s] = first[i++];
            }
        }
        fromSource.resize(switches);
        toSink.resize(switches);
    }

    // The port and trunk capacities, whole and less one link; which switches have ports.
    std::vector<char> readCapacities(const ComputeNetwork &net)
    {
        portMbit.resize(net.portCount());
        portLessMbit.resize(net.portCount());
        std::vector<char> hasPorts(switches, 0);
        for (int q = 0; q < net.portCount(); ++q) {
            portMbit[q] = toMbit(net.portBundle[q] * net.portGbitPerS[q]);
            portLessMbit[q] = toMbit((net.portBundle[q] - 1) * net.portGbitPerS[q]);
            hasPorts[net.portSwitch[q]] = 1;
        }
        trunkMbit.resize(net.trunkCount());
        trunkLessMbit.resize(net.trunkCount());
        for (int t = 0; t < net.trunkCount(); ++t) {
            trunkMbit[t] = toMbit(net.trunkBundle[t] * net.trunkGbitPerS[t]);
            trunkLessMbit[t] = toMbit((net.trunkBundle[t] - 1) * net.trunkGbitPerS[t]);
        }
        return hasPorts;
    }

    // Capacity of `arc` (its partner keeps 0).
    void set(std::uint32_t arc, long long cap) { capacity[arc] = cap; }
};

FlowSolver::FlowSolver(const ComputeNetwork &net)
    : m_graph(std::make_unique<Graph>(net))
{
}

FlowSolver::~FlowSolver() = default;

double FlowSolver::maxFlowGbitPerS(const std::vector<std::int8_t> &side,
                                   const NetworkFailure &failure)
{
    Graph &g = *m_graph;
    const int switches = g.switches;

    // Ports attach to their switch: the source feeds every side-A port's switch with
    // the port's capacity, every side-B port's switch drains to the sink.
    std::fill(g.fromSource.begin(), g.fromSource.end(), 0);
    std::fill(g.toSink.begin(), g.toSink.end(), 0);
    for (std::size_t q = 0; q < g.portSwitch.size(); ++q) {
        const int s = g.portSwitch[q];
        if (side[q] < 0 || s == failure.switchIndex)
            continue;
        const long long cap =
            static_cast<int>(q) == failure.portIndex ? g.portLessMbit[q] : g.portMbit[q];
        (side[q] == 0 ? g.fromSource : g.toSink)[s] += cap;
    }
    const long long sourceTotal = std::accumulate(g.fromSource.begin(), g.fromSource.end(), 0LL);
    const long long sinkTotal = std::accumulate(g.toSink.begin(), g.toSink.end(), 0LL);
    if (sourceTotal == 0 || sinkTotal == 0)
        return 0.0;

    // A switch with ports on both sides carries min(A, B) straight from the source to
    // the sink: every cut crosses one of its two arcs, so taking that much off both
    // and adding it to the flow leaves the maximum flow unchanged (exact; most of the
    // work for cuts that split a leaf's ports, such as even vs odd nodes).
    long long flow = 0;
    bool anySource = false, anySink = false;
    for (int s = 0; s < switches; ++s) {
        long long &in = g.fromSource[s];
        long long &out = g.toSink[s];
        if (in > 0 && out > 0) {
            const long long direct = std::min(in, out);
            flow += direct;
            in -= direct;
            out -= direct;
        }
        if (g.sourceArc[s] >= 0) {
            g.set(static_cast<std::uint32_t>(g.sourceArc[s]), std::max(in, 0LL));
            g.set(static_cast<std::uint32_t>(g.sinkArc[s]), std::max(out, 0LL));
        }
        anySource = anySource || in > 0;
        anySink = anySink || out > 0;
    }
    if (!anySource || !anySink)
        return static_cast<double>(flow) / 1000.0;

    for (int t = 0; t < static_cast<int>(g.trunkLower.size()); ++t) {
        long long cap = t == failure.trunkIndex ? g.trunkLessMbit[t] : g.trunkMbit[t];
        if (g.trunkLower[t] == failure.switchIndex || g.trunkUpper[t] == failure.switchIndex ||
            cap < 0)
            cap = 0;
        g.set(g.trunkArc[2 * t], cap); // full duplex: the same capacity each way
        g.set(g.trunkArc[2 * t + 1], cap);
    }

    const auto arcIndex = boost::get(boost::edge_index, g.csr);
    flow += boost::push_relabel_max_flow(
        g.csr, static_cast<std::uint32_t>(switches), static_cast<std::uint32_t>(switches + 1),
        boost::make_iterator_property_map(g.capacity.begin(), arcIndex),
        boost::make_iterator_property_map(g.residual.begin(), arcIndex),
        boost::make_iterator_property_map(g.reverse.begin(), arcIndex),
        boost::get(boost::vertex_index, g.csr));
    return static_cast<double>(flow) / 1000.0;
}

double maxFlowGbitPerS(const ComputeNetwork &net, const std::vector<std::int8_t> &side,
                       const NetworkFailure &failure)
{
    return FlowSolver(net).maxFlowGbitPerS(side, failure);
}

NetworkAnalysis analyzeNetwork(const Project &project, const Catalog &catalog)
{
    NetworkAnalysis a;
    a.net = buildComputeNetwork(project, catalog);
    a.cuts = balancedCuts(a.net);
    a.solver = std::make_shared<FlowSolver>(a.net);
    for (const PortCut &cut : a.cuts)
        a.cutFlowsGbitPerS.push_back(a.solver->maxFlowGbitPerS(cut.side));
    return a;
}

double fatTreeBisectionGbitPerS(long long endpoints, double linkGbitPerS, double oversubscription)
{
    // Leiserson, "Fat-trees", IEEE Trans. Computers 1985; Al-Fares et al., SIGCOMM 2008:
    // a full (non-blocking) fat tree carries N/2 x link speed across any bisection; an
    // r:1 taper divides what crosses the tapered tier by r (docs/DESIGN.md section 4).
    const double r = std::max(1.0, oversubscription);
    return static_cast<double>(endpoints) / 2.0 * linkGbitPerS / r;
}

BandwidthResult analyzeBandwidth(const Project &project, const Catalog &catalog)
{
    return analyzeBandwidth(project, catalog, analyzeNetwork(project, catalog));
}

namespace {

// analyzeBandwidth() in its steps: injection, NVLink, oversubscription per tier and
// the bisection, each adding its figures and explanation to `r`.

// Injection: the sum of the node-side link capacities in the compute fabric(s).
void addInjection(BandwidthResult &r, const ComputeNetwork &net)
{
    const long long gpus = net.gpuCount();
    r.totalInjectionGbitPerS = net.totalInjectionGbitPerS();
    r.injectionGbitPerSPerGpu = r.totalInjectionGbitPerS / static_cast<double>(gpus);
    r.injectionGbitPerSPerNode = r.totalInjectionGbitPerS / net.nodeCount();
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
}

// NVLink: GPU type of the node types (catalog), domain from the NvlinkDomain
// objects, else the node type (in-node domain x nvlinkDomainNodes). The domain
// size reported is the one that holds the most GPUs.
void addNvlink(BandwidthResult &r, const Project &project, const ComputeNetwork &net,
               AssumptionReader &reader)
{
    std::map<int, long long> gpusByDomainSize;
    std::map<const GpuType *, long long> gpusByType;
    std::unordered_map<Id, int> domainGpus; // node id -> GPUs of its domain
    for (const NvlinkDomain &d : project.nvlinkDomains) {
        int sum = 0;
        for (Id nid : d.nodeIds) {
            const Node *node = project.node(nid);
            const NodeTypeSpec *nt = node ? reader.nodeType(node->nodeTypeId) : nullptr;
            sum += nt ? nt->gpuCount : 0;
        }
        for (Id nid : d.nodeIds)
            domainGpus[nid] = sum;
    }
    for (int n = 0; n < net.nodeCount(); ++n) {
        const NodeTypeSpec *nt = net.nodeType[n];
        int size = net.nodeGpus[n];
        if (auto it = domainGpus.find(net.nodeModelId[n]); it != domainGpus.end())
            size = it->second;
        else if (nt && nt->nvlinkDomainNodes > 1)
            size = nt->gpuCount * nt->nvlinkDomainNodes;
        gpusByDomainSize[size] += net.nodeGpus[n];
        if (const GpuType *gt = nt ? reader.gpu(nt->gpuTypeId) : nullptr)
            gpusByType[gt] += net.nodeGpus[n];
    }
    auto byCount = [](const auto &x, const auto &y) { return x.second < y.second; };
    if (!gpusByDomainSize.empty())
        r.nvlinkDomainGpus =
            std::max_element(gpusByDomainSize.begin(), gpusByDomainSize.end(), byCount)->first;
    if (gpusByType.empty())
        return;
    const GpuType *gt = std::max_element(gpusByType.begin(), gpusByType.end(), byCount)->first;
    r.nvlinkGbytePerSPerGpu = gt->nvlinkGbytePerS.value;
    r.gpuTypeId = gt->id;
    r.explanations.push_back(
        {QStringLiteral("nvlink"),
         QCoreApplication::translate(
             "fp::Bandwidth", "Inside an NVLink domain of %1 GPUs each %2 has %3 GB/s of NVLink "
                              "bandwidth (catalogue), %4 times its network injection of %5 GB/s.")
             .arg(num(r.nvlinkDomainGpus), partNameInWords(*gt), num(r.nvlinkGbytePerSPerGpu),
                  num(r.nvlinkGbytePerSPerGpu / (r.injectionGbitPerSPerGpu / 8.0), 1),
                  num(r.injectionGbitPerSPerGpu / 8.0)),
         {{QStringLiteral("nvlink_gbyte_s_per_gpu"), r.nvlinkGbytePerSPerGpu},
          {QStringLiteral("nvlink_domain_gpus"), static_cast<double>(r.nvlinkDomainGpus)},
          {QStringLiteral("injection_gbyte_s_per_gpu"), r.injectionGbitPerSPerGpu / 8.0}}});
}

// Oversubscription per switch: capacity facing down (endpoints and lower tiers)
// over capacity facing up (docs/DESIGN.md section 4: r:1 at the leaf).
void addOversubscription(BandwidthResult &r, const ComputeNetwork &net)
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
    // Per tier: capacity down and up of its switches together (TierOversubscription::overall).
    std::vector<std::pair<double, double>> sums(ratios.size(), {0.0, 0.0});
    for (int s = 0; s < net.switchCount(); ++s) {
        if (up[s] > 0.0 && down[s] > 0.0 && net.switchTier[s] >= 0) {
            ratios[net.switchTier[s]].push_back(down[s] / up[s]);
            sums[size_t(net.switchTier[s])].first += down[s];
            sums[size_t(net.switchTier[s])].second += up[s];
        }
    }
    for (int t = 0; t < static_cast<int>(ratios.size()); ++t) {
        if (ratios[t].empty()) {
            // A single-tier fabric has no uplinks: every leaf is non-blocking.
            if (t == 0 && net.tiers <= 1)
                r.tiers.push_back({0, 1.0, 1.0, 1.0});
            continue;
        }
        TierOversubscription tier;
        tier.tier = t;
        tier.worst = *std::max_element(ratios[t].begin(), ratios[t].end());
        tier.typical = median(ratios[t]);
        tier.overall = sums[size_t(t)].first / sums[size_t(t)].second;
        r.tiers.push_back(tier);
    }
    r.oversubscription = 1.0;
    r.oversubscriptionOverall = 1.0;
    if (!r.tiers.empty()) {
        r.oversubscription = 0.0;
        r.oversubscriptionOverall = 0.0;
        for (const TierOversubscription &t : r.tiers) {
            r.oversubscription = std::max(r.oversubscription, t.worst);
            r.oversubscriptionOverall = std::max(r.oversubscriptionOverall, t.overall);
        }
    }
    for (const TierOversubscription &t : r.tiers) {
        r.explanations.push_back(
            {QStringLiteral("oversubscription-tier-%1").arg(t.tier),
             QCoreApplication::translate(
                 "fp::Bandwidth",
                 "Tier %1 switches have %2:1 of downlink to uplink capacity at worst, "
                 "%3:1 typically (median) and %4:1 over the tier as built; traffic that "
                 "crosses this tier gets 1/%2 of the injection bandwidth in the worst case.")
                 .arg(QString::number(t.tier), num(t.worst, 2), num(t.typical, 2),
                      num(t.overall, 2)),
             {{QStringLiteral("tier"), static_cast<double>(t.tier)},
              {QStringLiteral("overall_ratio"), t.overall},
              {QStringLiteral("worst_ratio"), t.worst},
              {QStringLiteral("typical_ratio"), t.typical}}});
    }
}

// The closed form, when every endpoint link runs at one speed.
void addClosedFormBisection(BandwidthResult &r, const ComputeNetwork &net)
{
    const double speed = net.portGbitPerS.empty() ? 0.0 : net.portGbitPerS.front();
    const bool uniform =
        std::all_of(net.portGbitPerS.begin(), net.portGbitPerS.end(),
                    [speed](double s) { return s == speed; }) &&
        std::all_of(net.portBundle.begin(), net.portBundle.end(), [](int b) { return b == 1; });
    if (!uniform || speed <= 0.0)
        return;
    const double closed = fatTreeBisectionGbitPerS(net.portCount(), speed, r.oversubscription);
    r.explanations.push_back(
        {QStringLiteral("bisection-closed-form"),
         QCoreApplication::translate(
             "fp::Bandwidth", "For comparison, a fat tree with %1 endpoint links of %2 Gb/s and a "
                              "%3:1 taper carries N/2 x %2 / %3 = %4 Gb/s across its bisection "
                              "(Al-Fares et al., SIGCOMM 2008).")
             .arg(num(net.portCount()), num(speed), num(r.oversubscription, 2), num(closed)),
         {{QStringLiteral("endpoints"), static_cast<double>(net.portCount())},
          {QStringLiteral("link_gbit_s"), speed},
          {QStringLiteral("closed_form_gbit_s"), closed}}});
}

// Bisection: the minimum over the balanced cuts of the maximum A -> B flow.
void addBisection(BandwidthResult &r, const NetworkAnalysis &network)
{
    const ComputeNetwork &net = network.net;
    const std::vector<PortCut> &cuts = network.cuts;
    // A rail-only fabric (planes of one or a few rails each) joins no two rails: the cut
    // between rails carries nothing, and the traffic between rails crosses each node's
    // NVLink (NCCL's PXN, docs/EXPLORE.md), so that cut is left out when a cut between
    // nodes carries traffic (review 2026-12-07: "0.0 Tb/s" beside "1:1").
    bool nodeCutFlows = false;
    for (std::size_t i = 0; i < cuts.size(); ++i)
        nodeCutFlows = nodeCutFlows ||
                       (cuts[i].key != QLatin1String("rails") && network.cutFlowsGbitPerS[i] > 0.0);
    bool railOnly = false;
    bool first = true;
    int counted = 0;
    for (std::size_t i = 0; i < cuts.size(); ++i) {
        const PortCut &cut = cuts[i];
        const double flow = network.cutFlowsGbitPerS[i];
        if (cut.key == QLatin1String("rails") && flow <= 0.0 && nodeCutFlows &&
            net.nodesRelayBetweenRails) {
            railOnly = true;
            continue;
        }
        ++counted;
        if (first || flow < r.bisectionGbitPerS) {
            r.bisectionGbitPerS = flow;
            r.bisectionCut = cut.name;
            first = false;
        }
    }
    if (cuts.empty())
        return;
    const double halfInjection = r.totalInjectionGbitPerS / 2.0;
    r.explanations.push_back(
        {QStringLiteral("bisection"),
         QCoreApplication::translate(
             "fp::Bandwidth",
             "The bisection bandwidth is %1 Gb/s, the smallest maximum flow over %2 "
             "balanced cuts of the expanded fabric (the smallest was %3); that is %4 % "
             "of half the total injection (%5 Gb/s), or %6 Gb/s per GPU when every GPU on "
             "one side sends across the cut at once.")
             .arg(num(r.bisectionGbitPerS), QString::number(counted), r.bisectionCut,
                  num(halfInjection > 0 ? 100.0 * r.bisectionGbitPerS / halfInjection : 0.0, 1),
                  num(halfInjection),
                  num(2.0 * r.bisectionGbitPerS / static_cast<double>(net.gpuCount()), 1)),
         {{QStringLiteral("bisection_gbit_s"), r.bisectionGbitPerS},
          {QStringLiteral("half_injection_gbit_s"), halfInjection},
          {QStringLiteral("cuts_tried"), static_cast<double>(counted)}}});
    if (railOnly)
        r.explanations.back().text +=
            QLatin1Char(' ') +
            QCoreApplication::translate(
                "fp::Bandwidth",
                "The fabric joins no two rails (rail-only): traffic between rails crosses each "
                "node's NVLink (NCCL's PXN), so the cut between rails, which the fabric carries "
                "nothing across, is not counted.");
    addClosedFormBisection(r, net);
}

} // namespace

BandwidthResult analyzeBandwidth(const Project &project, const Catalog &catalog,
                                 const NetworkAnalysis &network)
{
    BandwidthResult r;
    const ComputeNetwork &net = network.net;
    r.used = net.used;
    if (net.fabricIds.empty() || net.nodeCount() == 0 || net.gpuCount() == 0) {
        r.explanations.push_back(
            {QStringLiteral("no-compute-fabric"),
             QCoreApplication::translate(
                 "fp::Bandwidth", "The design has no compute fabric with GPU nodes, so there is no "
                                  "bandwidth to analyse."),
             {}});
        return r;
    }
    AssumptionReader reader(catalog);
    addInjection(r, net);
    addNvlink(r, project, net, reader);
    addOversubscription(r, net);
    addBisection(r, network);
    r.used.add(reader.used());
    return r;
}

} // namespace fp
