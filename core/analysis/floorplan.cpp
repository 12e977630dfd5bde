// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/floorplan.h"

#include "model/tr.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

namespace fp {

namespace {

// The racks of one unit, local to it: node racks first, the network rack in their middle.
struct UnitRacks {
    std::vector<int> nodeVertices;
    std::vector<int> localRack; // per node vertex: its node rack 0..nodeRacks-1
    std::vector<int> switchVertices;
    int nodeRacks = 0;
};

// Fills the node racks of `unit`: `nodesPerRack` nodes a rack, the nodes of a
// multi-node NVLink domain (by domain) in a rack of their own.
void fillRacks(UnitRacks &unit, const ExpandedGraph &g, const QHash<Id, Id> &domainOf,
               int nodesPerRack)
{
    QHash<Id, int> domainRack;
    int open = -1;  // the rack being filled with nodes outside domains
    int inOpen = 0; // nodes in it
    for (const int v : unit.nodeVertices) {
        const Id domain = domainOf.value(g.modelId[size_t(v)], NoId);
        if (domain != NoId) {
            auto it = domainRack.find(domain);
            if (it == domainRack.end())
                it = domainRack.insert(domain, unit.nodeRacks++);
            unit.localRack.push_back(*it);
            continue;
        }
        if (open < 0 || inOpen >= nodesPerRack) {
            open = unit.nodeRacks++;
            inOpen = 0;
        }
        ++inOpen;
        unit.localRack.push_back(open);
    }
}

// The rack names (free functions: their texts are in context "fp" like the analyses').
QString centralRackText(int tier)
{
    return tr("Network rack %1").arg(tier + 1);
}

QString rackText(int row, int column)
{
    return tr("Row %1, rack %2").arg(row + 1).arg(column + 1);
}

} // namespace

FloorPlan::FloorPlan(const Project &project, const ExpandedGraph &graph, int nodesPerRack,
                     const RackSpace &space)
    : m_graph(graph)
    , m_layout(project.floorLayout)
    , m_space(space)
    , m_place(size_t(graph.vertexCount()))
{
    placeUnits(project, nodesPerRack);
    placeCentral();
    stack();
}

// Units in project order (each group's copies, then the nodes outside groups), their
// racks one after the other, racksPerRow to a row.
void FloorPlan::placeUnits(const Project &project, int nodesPerRack)
{
    QHash<Id, Id> groupOf;  // node or switch -> group
    QHash<Id, Id> domainOf; // node -> its multi-node NVLink domain
    for (const Node &n : project.nodes)
        groupOf.insert(n.id, n.groupId);
    for (const Switch &s : project.switches)
        groupOf.insert(s.id, s.groupId);
    for (const NvlinkDomain &d : project.nvlinkDomains) {
        if (d.nodeIds.size() > 1)
            for (const Id n : d.nodeIds)
                domainOf.insert(n, d.id);
    }
    QHash<Id, int> firstUnit; // group -> the unit of its copy 0
    int units = 0;
    for (const Group &gr : project.groups) {
        firstUnit.insert(gr.id, units);
        units += std::max(1, gr.repeat);
    }
    std::vector<UnitRacks> unit(size_t(units) + 1); // the last: nodes outside groups
    for (int v = 0; v < m_graph.vertexCount(); ++v) {
        const Id group = groupOf.value(m_graph.modelId[size_t(v)], NoId);
        const bool isNode = m_graph.kind[size_t(v)] == ExpandedGraph::Kind::Node;
        if (group == NoId && !isNode) {
            m_place[size_t(v)].rack = -1; // central (placeCentral)
            continue;
        }
        const int u = group == NoId ? units : firstUnit.value(group) + m_graph.instance[size_t(v)];
        (isNode ? unit[size_t(u)].nodeVertices : unit[size_t(u)].switchVertices).push_back(v);
    }
    const int perRow = std::max(1, m_layout.racksPerRow);
    auto place = [&](int v, int globalRack) {
        Place &p = m_place[size_t(v)];
        p.row = globalRack / perRow;
        p.rowPosition = p.row;
        p.column = globalRack % perRow;
        p.rack = globalRack;
    };
    for (UnitRacks &u : unit) {
        fillRacks(u, m_graph, domainOf, std::max(1, nodesPerRack));
        // The unit's network racks side by side in the middle of its node racks: the
        // leaves first, a pod's aggregation switches in the next one (networkRacks).
        int network = 0;
        const std::vector<int> networkRack = networkRacks(u.switchVertices, &network);
        const int middle = u.nodeRacks / 2; // the first network rack's local index
        for (size_t i = 0; i < u.nodeVertices.size(); ++i) {
            const int v = u.nodeVertices[i];
            const int local = u.localRack[i];
            place(v, m_racks + local + (local >= middle ? network : 0));
            m_place[size_t(v)].rackScale = domainOf.contains(m_graph.modelId[size_t(v)]);
        }
        for (size_t i = 0; i < u.switchVertices.size(); ++i)
            place(u.switchVertices[i], m_racks + middle + networkRack[i]);
        m_racks += u.nodeRacks + network;
    }
    m_rows = std::max(1, (m_racks + perRow - 1) / perRow);
}

// The switches outside groups: central network racks (networkRacks), side by side, in
// the middle row; in the middle of it, or just past the end of the rows.
void FloorPlan::placeCentral()
{
    const double middleRow = (m_rows - 1) / 2.0;
    const int perRow = std::max(1, m_layout.racksPerRow);
    const double firstColumn =
        m_layout.spines == SpinePlacement::Central ? (perRow - 1) / 2.0 : double(perRow);
    std::vector<int> central;
    for (int v = 0; v < m_graph.vertexCount(); ++v) {
        if (m_place[size_t(v)].rack < 0)
            central.push_back(v);
    }
    int racks = 0;
    const std::vector<int> networkRack = networkRacks(central, &racks);
    for (size_t i = 0; i < central.size(); ++i) {
        Place &p = m_place[size_t(central[i])];
        p.row = 0;
        p.column = firstColumn + networkRack[i];
        p.centralRack = networkRack[i];
        p.rowPosition = middleRow;
    }
}

// The network racks of `switches` (a unit's, or the central ones), numbered from 0:
// every tier up to the highest one present gets a rack of its own (an empty one
// included, so a tier keeps its place), and a tier whose switches do not fit in one
// rack's height, or within its power (RackSpace::networkRackPowerW), continues in the
// next. Returns the rack of every switch; `racks` is
// the number of racks.
std::vector<int> FloorPlan::networkRacks(const std::vector<int> &switches, int *racks) const
{
    const auto tierOf = [this](int v) { return std::max(0, int(m_graph.tier[size_t(v)])); };
    int tiers = 0;
    for (const int v : switches)
        tiers = std::max(tiers, tierOf(v) + 1);
    std::vector<int> count(size_t(tiers), 1);      // racks per tier
    std::vector<int> filled(size_t(tiers), 0);     // U taken in the tier's last rack
    std::vector<double> drawn(size_t(tiers), 0.0); // W provisioned in the tier's last rack
    std::vector<int> inTier(switches.size());
    for (size_t i = 0; i < switches.size(); ++i) {
        const size_t t = size_t(tierOf(switches[i]));
        const int h = m_space.heightU.empty() ? 0 : m_space.heightU[size_t(switches[i])];
        const double w = m_space.powerW.empty() ? 0.0 : m_space.powerW[size_t(switches[i])];
        // The top unit is the rack's out-of-band management switch, as in a node rack.
        const int capacity = m_space.rackHeightU - RackSpace::ReservedU;
        const bool noSpace = m_space.rackHeightU > 0 && filled[t] + h > capacity;
        const bool noPower =
            m_space.networkRackPowerW > 0.0 && drawn[t] + w > m_space.networkRackPowerW;
        if ((filled[t] > 0 || drawn[t] > 0.0) && (noSpace || noPower)) {
            ++count[t];
            filled[t] = 0;
            drawn[t] = 0.0;
        }
        filled[t] += h;
        drawn[t] += w;
        inTier[i] = count[t] - 1;
    }
    std::vector<int> first(size_t(tiers), 0);
    for (size_t t = 1; t < first.size(); ++t)
        first[t] = first[t - 1] + count[t - 1];
    *racks = tiers == 0 ? 0 : first.back() + count.back();
    std::vector<int> out(switches.size());
    for (size_t i = 0; i < switches.size(); ++i)
        out[i] = first[size_t(tierOf(switches[i]))] + inTier[i];
    return out;
}

namespace {

// One place's switches (indices into `all`, in tier order) into racks from 0: a new
// rack when the last one has no room for the next switch's height or power, or holds
// `limit(rack)` switches already. Returns the rack of each.
template <typename Limit>
std::vector<int> fillPlace(const std::vector<RackedSwitch> &all, const std::vector<size_t> &place,
                           int rackHeightU, double rackPowerW, Limit limit)
{
    const int capacity = rackHeightU - RackSpace::ReservedU; // its top unit: management
    std::vector<int> rackOf;
    int rack = 0;
    int filled = 0;
    int held = 0;
    double drawn = 0.0;
    for (const size_t i : place) {
        const RackedSwitch &s = all[i];
        const bool noSpace = rackHeightU > 0 && filled + s.heightU > capacity;
        const bool noPower = rackPowerW > 0.0 && drawn + s.powerW > rackPowerW;
        if (held > 0 && (noSpace || noPower || held >= limit(rack))) {
            ++rack;
            filled = 0;
            held = 0;
            drawn = 0.0;
        }
        filled += s.heightU;
        drawn += s.powerW;
        ++held;
        rackOf.push_back(rack);
    }
    return rackOf;
}

} // namespace

std::vector<int> sharedNetworkRackOf(const std::vector<RackedSwitch> &switches, int rackHeightU,
                                     double rackPowerW, long long *racks)
{
    std::map<std::pair<Id, int>, std::vector<size_t>> places; // (group, copy) -> switches
    for (size_t i = 0; i < switches.size(); ++i)
        places[{switches[i].group, switches[i].instance}].push_back(i);
    std::vector<int> out(switches.size(), 0);
    *racks = 0;
    for (auto &[key, place] : places) {
        std::stable_sort(place.begin(), place.end(),
                         [&](size_t a, size_t b) { return switches[a].tier < switches[b].tier; });
        const auto none = [](int) { return std::numeric_limits<int>::max(); };
        std::vector<int> rackOf = fillPlace(switches, place, rackHeightU, rackPowerW, none);
        const int r = rackOf.back() + 1;
        // The even split over those r racks: n / r each, the first n mod r one more.
        const int n = int(place.size());
        const auto even = [n, r](int rack) { return n / r + (rack < n % r ? 1 : 0); };
        if (std::vector<int> split = fillPlace(switches, place, rackHeightU, rackPowerW, even);
            split.back() + 1 == r)
            rackOf = std::move(split);
        for (size_t k = 0; k < place.size(); ++k)
            out[place[k]] = int(*racks) + rackOf[k];
        *racks += r;
    }
    return out;
}

long long sharedNetworkRacks(const std::vector<RackedSwitch> &switches, int rackHeightU,
                             double rackPowerW)
{
    long long racks = 0;
    sharedNetworkRackOf(switches, rackHeightU, rackPowerW, &racks);
    return racks;
}

// The rack elevation: every device at the lowest free units of its rack, from U1 up.
void FloorPlan::stack()
{
    if (m_space.rackHeightU <= 0 || m_space.heightU.size() != m_place.size())
        return;
    QHash<int, int> taken; // rack (central racks negative) -> top unit taken; -1: stop
    for (int v = 0; v < m_graph.vertexCount(); ++v) {
        Place &p = m_place[size_t(v)];
        int &top = taken[rackKey(v)];
        // Every rack keeps its top unit for its out-of-band management switch.
        const int capacity = m_space.rackHeightU - RackSpace::ReservedU;
        const int h = m_space.heightU[size_t(v)];
        if (top < 0 || h <= 0 || top + h > capacity || p.rackScale) {
            top = -1; // unknown or full: no position here nor above
            continue;
        }
        p.positionU = top + 1;
        top += h;
    }
}

RackSpace RackSpace::of(const Project &project, const Catalog &catalog, const ExpandedGraph &graph,
                        int rackHeightU)
{
    QHash<Id, int> height; // node or switch id -> its height in U (0: unknown)
    for (const Node &n : project.nodes) {
        const NodeTypeSpec *t = catalog.nodeType(n.nodeTypeId);
        const bool known = t && t->rackUnits.known;
        height.insert(n.id, known ? int(std::lround(t->rackUnits.value)) : 0);
    }
    for (const Switch &s : project.switches) {
        const SwitchType *t = catalog.switchType(s.switchTypeId);
        height.insert(s.id, t && t->rackUnits.known ? int(std::lround(t->rackUnits.value)) : 0);
    }
    RackSpace space;
    space.rackHeightU = rackHeightU;
    space.heightU.resize(size_t(graph.vertexCount()));
    for (int v = 0; v < graph.vertexCount(); ++v)
        space.heightU[size_t(v)] = height.value(graph.modelId[size_t(v)], 0);
    const Figure *budget = catalog.assumption(QStringLiteral("network-rack-power-kw"));
    if (budget && budget->known && budget->value > 0.0) {
        QHash<Id, double> power; // switch id -> provisioned W (0: unknown)
        for (const Switch &s : project.switches) {
            const SwitchType *t = catalog.switchType(s.switchTypeId);
            power.insert(s.id, t ? provisionedPowerW(*t) : 0.0);
        }
        space.networkRackPowerW = budget->value * 1000.0;
        space.powerW.resize(size_t(graph.vertexCount()));
        for (int v = 0; v < graph.vertexCount(); ++v)
            space.powerW[size_t(v)] = power.value(graph.modelId[size_t(v)], 0.0);
    }
    return space;
}

double RackSpace::provisionedPowerW(const SwitchType &type)
{
    if (type.maxPowerWatts.known)
        return type.maxPowerWatts.value;
    return type.powerWatts.known ? type.powerWatts.value : 0.0;
}

double FloorPlan::runLengthM(int e) const
{
    const Place &a = m_place[size_t(m_graph.edgeFrom[size_t(e)])];
    const Place &b = m_place[size_t(m_graph.edgeTo[size_t(e)])];
    const bool sameRack = (a.rack >= 0 && a.rack == b.rack) ||
                          (a.rack < 0 && b.rack < 0 && a.centralRack == b.centralRack);
    if (sameRack)
        return m_layout.riseM + m_layout.slackM;
    const double alongRow = std::abs(a.column - b.column) * m_layout.rackWidthM;
    const double acrossRows = std::abs(a.rowPosition - b.rowPosition) * m_layout.rowPitchM;
    return alongRow + acrossRows + 2.0 * m_layout.riseM + m_layout.slackM;
}

double FloorPlan::stockLength(double metres)
{
    const double m = metres - 1e-9; // 10.0 stays 10
    if (m <= 10.0)
        return std::max(1.0, std::ceil(m));
    if (m <= 50.0)
        return 5.0 * std::ceil(m / 5.0);
    return 10.0 * std::ceil(m / 10.0);
}

double FloorPlan::stockLengthM(int e) const
{
    return stockLength(runLengthM(e));
}

QString FloorPlan::rackName(int v) const
{
    const Place &p = m_place[size_t(v)];
    return p.rack < 0 ? centralRackText(p.centralRack) : rackText(p.row, int(p.column));
}

} // namespace fp
