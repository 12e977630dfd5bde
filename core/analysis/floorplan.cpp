// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/floorplan.h"

#include "model/tr.h"

#include <QHash>

#include <algorithm>
#include <cmath>

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

FloorPlan::FloorPlan(const Project &project, const ExpandedGraph &graph, int nodesPerRack)
    : m_graph(graph)
    , m_layout(project.floorLayout)
    , m_place(size_t(graph.vertexCount()))
{
    placeUnits(project, nodesPerRack);
    placeCentral();
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
        // One network rack per switch tier of the unit, side by side in the middle of its
        // node racks: the leaves first, a pod's aggregation switches in the next one.
        int network = 0;
        for (const int v : u.switchVertices)
            network = std::max(network, std::max(0, int(m_graph.tier[size_t(v)])) + 1);
        const int middle = u.nodeRacks / 2; // the first network rack's local index
        for (size_t i = 0; i < u.nodeVertices.size(); ++i) {
            const int local = u.localRack[i];
            place(u.nodeVertices[i], m_racks + local + (local >= middle ? network : 0));
        }
        for (const int v : u.switchVertices)
            place(v, m_racks + middle + std::max(0, int(m_graph.tier[size_t(v)])));
        m_racks += u.nodeRacks + network;
    }
    m_rows = std::max(1, (m_racks + perRow - 1) / perRow);
}

// The switches outside groups: one central network rack per tier, side by side, in the
// middle row; in the middle of it, or just past the end of the rows.
void FloorPlan::placeCentral()
{
    const double middleRow = (m_rows - 1) / 2.0;
    const int perRow = std::max(1, m_layout.racksPerRow);
    const double firstColumn =
        m_layout.spines == SpinePlacement::Central ? (perRow - 1) / 2.0 : double(perRow);
    for (int v = 0; v < m_graph.vertexCount(); ++v) {
        Place &p = m_place[size_t(v)];
        if (p.rack >= 0)
            continue;
        const int tier = std::max(0, int(m_graph.tier[size_t(v)]));
        p.row = 0;
        p.column = firstColumn + tier;
        p.centralRack = tier;
        p.rowPosition = middleRow;
    }
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
