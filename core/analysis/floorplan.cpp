// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/floorplan.h"

#include "model/tr.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <tuple>

namespace fp {

namespace {

// The node racks of one unit, local to it, in the order of its nodes.
struct UnitRacks {
    std::vector<size_t> nodes;  // indices into SiteDevices::nodes
    std::vector<int> localRack; // per node: its node rack 0..nodeRacks-1
    int nodeRacks = 0;
};

// Fills the node racks of `unit`: `nodesPerRack` nodes a rack, the nodes of a
// multi-node NVLink domain (by domain) in a rack of their own.
void fillRacks(UnitRacks &unit, const SiteDevices &site, const QHash<Id, Id> &domainOf,
               int nodesPerRack)
{
    QHash<Id, int> domainRack;
    int open = -1;  // the rack being filled with nodes outside domains
    int inOpen = 0; // nodes in it
    for (const size_t i : unit.nodes) {
        const Id domain = domainOf.value(site.nodes[i].first, NoId);
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
                     const RackSpace &space, const SiteDevices *site)
    : m_graph(graph)
    , m_layout(project.floorLayout)
    , m_space(space)
    , m_place(size_t(graph.vertexCount()))
{
    SiteDevices own;
    if (!site) {
        own.rackHeightU = space.rackHeightU;
        own.networkRackPowerW = space.networkRackPowerW;
        own.add(project, graph, space);
        site = &own;
    }
    placeSite(project, *site, std::max(1, nodesPerRack));
    placeVertices(project);
}

// Units in project order (each group's copies, then the nodes outside groups), their
// node racks one after the other with the unit's shared network racks in their middle,
// racksPerRow to a row; the switches outside groups in central network racks, side by
// side in the middle row: in the middle of it, or just past the end of the rows.
void FloorPlan::placeSite(const Project &project, const SiteDevices &site, int nodesPerRack)
{
    QHash<Id, Id> groupOf;  // node -> group
    QHash<Id, Id> domainOf; // node -> its multi-node NVLink domain
    for (const Node &n : project.nodes)
        groupOf.insert(n.id, n.groupId);
    for (const NvlinkDomain &d : project.nvlinkDomains) {
        if (d.nodeIds.size() > 1)
            for (const Id n : d.nodeIds)
                domainOf.insert(n, d.id);
    }
    std::vector<Key> unitKeys; // (group, copy) of each unit; the last: nodes outside groups
    QHash<Id, int> firstUnit;  // group -> the unit of its copy 0
    for (const Group &gr : project.groups) {
        firstUnit.insert(gr.id, int(unitKeys.size()));
        for (int copy = 0; copy < std::max(1, gr.repeat); ++copy)
            unitKeys.emplace_back(gr.id, copy);
    }
    std::vector<UnitRacks> unit(unitKeys.size() + 1);
    for (size_t i = 0; i < site.nodes.size(); ++i) {
        const auto &[id, copy] = site.nodes[i];
        const Id group = groupOf.value(id, NoId);
        const size_t u = group == NoId ? unitKeys.size() : size_t(firstUnit.value(group) + copy);
        unit[std::min(u, unitKeys.size())].nodes.push_back(i);
    }
    // The shared network racks: per place (group, copy; central NoId) its first and count.
    long long total = 0;
    const std::vector<int> sharedRack =
        sharedNetworkRackOf(site.racked, site.rackHeightU, site.networkRackPowerW, &total);
    std::map<Key, std::pair<int, int>> racksOf; // place -> first shared rack, racks
    for (size_t i = 0; i < site.racked.size(); ++i) {
        const Key key{site.racked[i].group, site.racked[i].instance};
        auto [it, fresh] = racksOf.try_emplace(key, sharedRack[i], 1);
        const int first = std::min(it->second.first, sharedRack[i]);
        const int last = std::max(it->second.first + it->second.second - 1, sharedRack[i]);
        it->second = {first, last - first + 1};
    }
    const int perRow = std::max(1, m_layout.racksPerRow);
    const auto at = [perRow](int globalRack) {
        Place p;
        p.row = globalRack / perRow;
        p.rowPosition = p.row;
        p.column = globalRack % perRow;
        p.rack = globalRack;
        return p;
    };
    std::map<Key, int> unitFirstRack; // place -> global rack of its first network rack
    for (size_t u = 0; u < unit.size(); ++u) {
        fillRacks(unit[u], site, domainOf, nodesPerRack);
        const Key key = u < unitKeys.size() ? unitKeys[u] : Key{NoId, -1};
        const auto found = racksOf.find(key);
        const int network = found == racksOf.end() ? 0 : found->second.second;
        const int middle = unit[u].nodeRacks / 2; // the first network rack's local index
        for (size_t k = 0; k < unit[u].nodes.size(); ++k) {
            const int local = unit[u].localRack[k];
            Place p = at(m_racks + local + (local >= middle ? network : 0));
            p.rackScale = domainOf.contains(site.nodes[unit[u].nodes[k]].first);
            m_nodes[site.nodes[unit[u].nodes[k]]] = p;
        }
        if (u < unitKeys.size() && unit[u].nodeRacks + network > 0) { // racks of its own
            unitFirstRack[key] = m_racks + middle;
            m_unitMiddle[key] = at(m_racks + middle);
        }
        m_racks += unit[u].nodeRacks + network;
    }
    m_rows = std::max(1, (m_racks + perRow - 1) / perRow);
    const double firstColumn =
        m_layout.spines == SpinePlacement::Central ? (perRow - 1) / 2.0 : double(perRow);
    for (size_t i = 0; i < site.racked.size(); ++i) {
        const RackedSwitch &r = site.racked[i];
        const Key key{r.group, r.instance};
        const int local = sharedRack[i] - racksOf.at(key).first;
        Place p;
        if (r.group == NoId) {
            p.column = firstColumn + local;
            p.centralRack = local;
            p.rowPosition = (m_rows - 1) / 2.0;
        } else {
            p = at(unitFirstRack.count(key) ? unitFirstRack.at(key) + local : m_racks);
        }
        m_switches[site.switchKeys[i]] = p;
    }
    stack(site, sharedRack);
}

// Every place of m_graph's vertices from the site; a switch the site does not hold (a
// management network's, which takes a rack's top unit) in its unit's first network rack,
// or the first central one, in no rack unit.
void FloorPlan::placeVertices(const Project &project)
{
    QHash<Id, Id> switchGroup;
    for (const Switch &s : project.switches)
        switchGroup.insert(s.id, s.groupId);
    const int perRow = std::max(1, m_layout.racksPerRow);
    for (int v = 0; v < m_graph.vertexCount(); ++v) {
        const bool node = m_graph.kind[size_t(v)] == ExpandedGraph::Kind::Node;
        const Key key{m_graph.modelId[size_t(v)], m_graph.instance[size_t(v)]};
        const std::map<Key, Place> &known = node ? m_nodes : m_switches;
        if (const auto it = known.find(key); it != known.end()) {
            m_place[size_t(v)] = it->second;
            continue;
        }
        Place p;
        const Id group = switchGroup.value(key.first, NoId);
        if (const auto unit = m_unitMiddle.find(Key{group, key.second});
            group != NoId && unit != m_unitMiddle.end()) {
            p = unit->second;
        } else {
            p.column =
                m_layout.spines == SpinePlacement::Central ? (perRow - 1) / 2.0 : double(perRow);
            p.centralRack = 0;
            p.rowPosition = (m_rows - 1) / 2.0;
        }
        p.positionU = 0;
        m_place[size_t(v)] = p;
    }
}

namespace {

// One place's switches (indices into `all`, in tier order) into racks from 0: a new
// rack when the last one has no room for the next switch's height or power, or holds
// `limit(rack, placed)` switches already (`placed`: those in the racks before it).
// Returns the rack of each.
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
        const int before = int(rackOf.size()) - held; // in the racks before this one
        if (held > 0 && (noSpace || noPower || held >= limit(rack, before))) {
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
        const auto none = [](int, int) { return std::numeric_limits<int>::max(); };
        std::vector<int> rackOf = fillPlace(switches, place, rackHeightU, rackPowerW, none);
        const int r = rackOf.back() + 1;
        // The even split over those r racks: what is left shared by the racks left, so n / r
        // each and the first n mod r one more, and a rack that its height or power fills
        // first leaves its share to the others (14 switches at 30 kW, then 23 and 22
        // gateways, not 23 and a last rack of 10).
        const int n = int(place.size());
        const auto even = [n, r](int rack, int placed) {
            const int racksLeft = std::max(1, r - rack);
            return (n - placed + racksLeft - 1) / racksLeft;
        };
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

// The rack elevation: every device at the lowest free units of its rack, from U1 up:
// the nodes in the site's order, a network rack's switches in the order the shared racks
// were filled (tier order).
void FloorPlan::stack(const SiteDevices &site, const std::vector<int> &sharedRack)
{
    if (site.rackHeightU <= 0)
        return;
    const int capacity = site.rackHeightU - RackSpace::ReservedU; // the top: management
    std::map<int, int> taken; // rack key (central racks negative) -> top unit; -1: stop
    const auto put = [&](Place &p, int h) {
        int &top = taken[p.rack >= 0 ? p.rack : -1 - p.centralRack];
        if (top < 0 || h <= 0 || top + h > capacity || p.rackScale) {
            top = -1; // unknown or full: no position here nor above
            return;
        }
        p.positionU = top + 1;
        top += h;
    };
    for (size_t i = 0; i < site.nodes.size(); ++i)
        put(m_nodes[site.nodes[i]], site.nodeHeightU[i]);
    std::vector<size_t> order(site.racked.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return std::pair(sharedRack[a], site.racked[a].tier) <
               std::pair(sharedRack[b], site.racked[b].tier);
    });
    for (const size_t i : order)
        put(m_switches[site.switchKeys[i]], site.racked[i].heightU);
}

void SiteDevices::add(const Project &project, const ExpandedGraph &graph, const RackSpace &space,
                      bool withSwitches)
{
    QHash<Id, Id> switchGroup;
    QHash<Id, QString> switchPart;
    for (const Switch &s : project.switches) {
        switchGroup.insert(s.id, s.groupId);
        switchPart.insert(s.id, s.switchTypeId);
    }
    std::set<Key> seen(nodes.begin(), nodes.end());
    for (int v = 0; v < graph.vertexCount(); ++v) {
        const Key key{graph.modelId[size_t(v)], graph.instance[size_t(v)]};
        const int h = space.heightU.empty() ? 0 : space.heightU[size_t(v)];
        if (graph.kind[size_t(v)] == ExpandedGraph::Kind::Node) {
            if (seen.insert(key).second) {
                nodes.push_back(key);
                nodeHeightU.push_back(h);
            }
            continue;
        }
        if (!withSwitches)
            continue;
        RackedSwitch r;
        r.group = switchGroup.value(key.first, NoId);
        r.instance = r.group == NoId ? 0 : key.second;
        r.tier = graph.tier[size_t(v)];
        r.heightU = h;
        r.powerW = space.powerW.empty() ? 0.0 : space.powerW[size_t(v)];
        r.partId = switchPart.value(key.first);
        switchKeys.push_back(key);
        racked.push_back(r);
    }
}

SiteDevices SiteDevices::of(const Project &project, const Catalog &catalog, int rackHeightU)
{
    SiteDevices site;
    site.rackHeightU = rackHeightU;
    for (const Fabric &f : project.fabrics) {
        const ExpandedGraph g = expandFabric(project, catalog, f.id);
        RackSpace space = RackSpace::of(project, catalog, g, rackHeightU);
        site.networkRackPowerW = std::max(site.networkRackPowerW, space.networkRackPowerW);
        // The management network's switches take a rack's top unit: its nodes only.
        site.add(project, g, space, f.purpose != FabricPurpose::Management);
    }
    return site;
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
