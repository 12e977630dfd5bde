// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/physical.h"

#include "analysis/analysis_cost.h"
#include "analysis/floorplan.h"
#include "topology/expansion.h"

#include <QHash>

#include <algorithm>
#include <optional>

namespace fp::exchange {

namespace {

// The device name before duplicates are resolved (physical.h, "Device names").
QString baseName(const Project &project, const QString &name, Id groupId, int instance)
{
    const Group *group = project.group(groupId);
    if (!group || group->repeat <= 1)
        return slug(name);
    return slug(QStringLiteral("%1 %2 %3").arg(group->name).arg(instance + 1).arg(name));
}

// Appends "-<model id>" (and "-<instance>") to every name that occurs more than once.
void makeNamesUnique(std::vector<PhysicalDevice> &devices)
{
    QHash<QString, int> count;
    for (const PhysicalDevice &d : devices)
        ++count[d.name];
    for (PhysicalDevice &d : devices) {
        if (count.value(d.name) > 1)
            d.name += QStringLiteral("-%1-%2").arg(d.modelId).arg(d.instance + 1);
    }
}

PhysicalDevice deviceOf(const Project &project, const Catalog &catalog, const ExpandedGraph &g,
                        int v, Technology technology)
{
    PhysicalDevice d;
    d.modelId = g.modelId[size_t(v)];
    d.instance = g.instance[size_t(v)];
    d.isSwitch = g.kind[size_t(v)] == ExpandedGraph::Kind::Switch;
    d.tier = d.isSwitch ? g.tier[size_t(v)] : -1;
    if (d.isSwitch) {
        const Switch *s = project.switchById(d.modelId);
        d.name = baseName(project, s->name, s->groupId, d.instance);
        d.partId = s->switchTypeId;
    } else {
        const Node *n = project.node(d.modelId);
        d.name = baseName(project, n->name, n->groupId, d.instance);
        d.partId = n->nodeTypeId;
        const NodeTypeSpec *nt = catalog.nodeType(n->nodeTypeId);
        const NicType *nic = nt ? catalog.nic(nt->nicTypeId) : nullptr;
        const auto mode = nic ? nic->modeFor(technology) : std::nullopt;
        d.portsPerNic = mode ? std::max(1, mode->ports) : 1;
    }
    return d;
}

// The model links by id.
using LinkIndex = QHash<Id, const Link *>;

// The node end of edge e: its RDMA device from the model link's NIC and port.
PhysicalEnd nodeEnd(const LinkIndex &links, const PhysicalFabric &f, const ExpandedGraph &g, int e,
                    int v)
{
    PhysicalEnd end;
    end.device = v;
    end.port = 1;
    end.rdma = 0;
    const Link *l = links.value(g.linkId[size_t(e)], nullptr);
    if (!l)
        return end;
    const LinkEnd &le = (l && l->a.objectId == g.modelId[size_t(v)]) ? l->a : l->b;
    end.rdma = std::max(0, le.nicIndex) * f.devices[size_t(v)].portsPerNic + std::max(0, le.port);
    return end;
}

// The switch port (from 1) of every bundle member at each end of its edge: member k of
// edge e is offset[e] + k; `lower` is the edgeFrom end, `upper` the edgeTo end (0 at a
// node).
struct SwitchPorts {
    std::vector<std::size_t> offset;
    std::vector<int> lower, upper;
};

// The first port (0-based) the model numbers for edge e at switch vertex v, or
// UnnumberedPort.
int modelPort(const LinkIndex &links, const ExpandedGraph &g, int e, int v)
{
    const Link *l = links.value(g.linkId[size_t(e)], nullptr);
    if (!l)
        return UnnumberedPort;
    const Id id = g.modelId[size_t(v)];
    return l->a.objectId == id ? l->a.port : l->b.objectId == id ? l->b.port : UnnumberedPort;
}

// The rack a node vertex stands in, as far as the graph tells: its group and the copy
// (a group copy is a unit of racks); {NoId, 0} for a switch.
using RackKey = std::pair<Id, int>;

// The unnumbered links of switch v in the order they take ports: down, then up; the
// links down to nodes ordered by the nodes' rack (stable), so that the ports of one cage,
// and the legs of one splitter cable, go to one rack (docs/EXCHANGE.md).
std::vector<int> portOrder(const ExpandedGraph &g, int v, const std::vector<char> &placed,
                           const std::vector<RackKey> &rackOf)
{
    const int begin = g.adjOffset[size_t(v)];
    std::vector<int> down, up; // adjacency positions
    for (int i = begin; i < g.adjOffset[size_t(v) + 1]; ++i) {
        if (placed[size_t(i - begin)])
            continue;
        (g.edgeTo[size_t(g.adjEdge[size_t(i)])] == v ? down : up).push_back(i);
    }
    auto lowerOf = [&g](int i) { return g.edgeFrom[size_t(g.adjEdge[size_t(i)])]; };
    const bool allNodes = std::all_of(down.begin(), down.end(), [&](int i) {
        return g.kind[size_t(lowerOf(i))] == ExpandedGraph::Kind::Node;
    });
    if (allNodes)
        std::stable_sort(down.begin(), down.end(), [&](int x, int y) {
            return rackOf[size_t(lowerOf(x))] < rackOf[size_t(lowerOf(y))];
        });
    down.insert(down.end(), up.begin(), up.end());
    return down;
}

// Numbers the ports of switch v (physical.h, "Switch ports"): the ports the model
// numbers first (a range that is taken or not free is treated as unnumbered); then the
// other links in portOrder, each bundle member on the next free port. Returns the
// highest port used.
int numberPortsOf(const LinkIndex &links, const ExpandedGraph &g, int v,
                  const std::vector<RackKey> &rackOf, SwitchPorts &out)
{
    std::vector<char> taken;
    auto isFree = [&taken](int first, int count) {
        for (int q = first; q < first + count; ++q)
            if (q < int(taken.size()) && taken[size_t(q)])
                return false;
        return true;
    };
    auto take = [&](int e, int k, int port) { // member k of edge e on `port` (from 1)
        (g.edgeTo[size_t(e)] == v ? out.upper : out.lower)[out.offset[size_t(e)] + size_t(k)] =
            port;
        if (int(taken.size()) <= port)
            taken.resize(size_t(port) + 1, 0);
        taken[size_t(port)] = 1;
    };
    const int begin = g.adjOffset[size_t(v)];
    const int end = g.adjOffset[size_t(v) + 1];
    std::vector<char> placed(size_t(end - begin), 0);
    for (int i = begin; i < end; ++i) {
        const int e = g.adjEdge[size_t(i)];
        const int first = modelPort(links, g, e, v);
        if (first == UnnumberedPort || first < 0 || !isFree(first + 1, g.bundle[size_t(e)]))
            continue;
        for (int k = 0; k < g.bundle[size_t(e)]; ++k)
            take(e, k, first + 1 + k);
        placed[size_t(i - begin)] = 1;
    }
    int next = 1;
    for (const int i : portOrder(g, v, placed, rackOf)) {
        const int e = g.adjEdge[size_t(i)];
        for (int k = 0; k < g.bundle[size_t(e)]; ++k) {
            while (!isFree(next, 1))
                ++next;
            take(e, k, next);
        }
    }
    return int(taken.size()) - 1;
}

std::vector<RackKey> racksOf(const Project &project, const ExpandedGraph &g)
{
    std::vector<RackKey> rackOf(size_t(g.vertexCount()), RackKey{NoId, 0});
    for (int v = 0; v < g.vertexCount(); ++v) {
        if (g.kind[size_t(v)] != ExpandedGraph::Kind::Node)
            continue;
        const Node *n = project.node(g.modelId[size_t(v)]);
        rackOf[size_t(v)] = {n ? n->groupId : NoId, g.instance[size_t(v)]};
    }
    return rackOf;
}

SwitchPorts numberSwitchPorts(const Project &project, const LinkIndex &links,
                              const Catalog &catalog, const ExpandedGraph &g, PhysicalFabric &f)
{
    const std::vector<RackKey> rackOf = racksOf(project, g);
    SwitchPorts ports;
    ports.offset.resize(size_t(g.edgeCount()) + 1, 0);
    for (int e = 0; e < g.edgeCount(); ++e)
        ports.offset[size_t(e) + 1] = ports.offset[size_t(e)] + size_t(g.bundle[size_t(e)]);
    ports.lower.assign(ports.offset.back(), 0);
    ports.upper.assign(ports.offset.back(), 0);
    for (int v = 0; v < g.vertexCount(); ++v) {
        PhysicalDevice &d = f.devices[size_t(v)];
        if (!d.isSwitch)
            continue;
        const int used = std::max(0, numberPortsOf(links, g, v, rackOf, ports));
        const SwitchType *st = catalog.switchType(d.partId);
        d.portCount = used;
        if (st && g.adjOffset[size_t(v)] < g.adjOffset[size_t(v) + 1]) {
            const int e = g.adjEdge[size_t(g.adjOffset[size_t(v)])];
            d.portCount = std::max(used, st->portsAt(g.gbitPerS[size_t(e)]));
        }
    }
    return ports;
}

} // namespace

QString slug(const QString &text)
{
    QString out;
    for (const QChar c : text.toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
            (c >= QLatin1Char('0') && c <= QLatin1Char('9')))
            out += c;
        else if (!out.isEmpty() && !out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out.isEmpty() ? QStringLiteral("device") : out;
}

PhysicalFabric physicalFabric(const Project &project, const Catalog &catalog, Id fabricId,
                              const SiteDevices *site)
{
    PhysicalFabric f;
    f.fabricId = fabricId;
    const Fabric *fabric = project.fabric(fabricId);
    f.technology = fabric ? fabric->technology : Technology::InfiniBand;
    ExpandedGraph g = expandFabric(project, catalog, fabricId);
    g.buildAdjacency();
    for (int v = 0; v < g.vertexCount(); ++v)
        f.devices.push_back(deviceOf(project, catalog, g, v, f.technology));
    makeNamesUnique(f.devices);

    LinkIndex linkById; // looked up per edge and cable: once
    for (const Link &l : project.links)
        linkById.insert(l.id, &l);
    const SwitchPorts ports = numberSwitchPorts(project, linkById, catalog, g, f);
    std::optional<FloorPlan> plan;
    if (project.floorLayout.enabled) {
        const CostAssumptions a = CostAssumptions::fromCatalog(catalog);
        // Every fabric's devices on one floor: a device's rack and unit are the same in
        // every fabric's view.
        std::optional<SiteDevices> own;
        if (!site)
            site = &own.emplace(SiteDevices::of(project, catalog, a.rackHeightU));
        plan.emplace(project, g, a.nodesPerRack, RackSpace::of(project, catalog, g, a.rackHeightU),
                     site);
        for (int v = 0; v < g.vertexCount(); ++v) {
            f.devices[size_t(v)].rack = plan->rackName(v);
            f.devices[size_t(v)].positionU = plan->positionU(v);
        }
    }
    for (int e = 0; e < g.edgeCount(); ++e) {
        const int from = g.edgeFrom[size_t(e)];
        const int to = g.edgeTo[size_t(e)];
        for (int k = 0; k < g.bundle[size_t(e)]; ++k) {
            PhysicalCable c;
            c.gbitPerS = g.gbitPerS[size_t(e)];
            c.linkId = g.linkId[size_t(e)];
            const Link *l = linkById.value(c.linkId, nullptr);
            c.lengthM = l && l->lengthM > 0.0 ? l->lengthM : plan ? plan->stockLengthM(e) : 0.0;
            const std::size_t member = ports.offset[size_t(e)] + size_t(k);
            c.a = f.devices[size_t(from)].isSwitch ? PhysicalEnd{from, ports.lower[member], -1}
                                                   : nodeEnd(linkById, f, g, e, from);
            c.b = f.devices[size_t(to)].isSwitch ? PhysicalEnd{to, ports.upper[member], -1}
                                                 : nodeEnd(linkById, f, g, e, to);
            f.cables.push_back(c);
        }
    }
    return f;
}

QString portName(const PhysicalFabric &fabric, const PhysicalEnd &end)
{
    if (end.rdma >= 0)
        return QStringLiteral("mlx5_%1").arg(end.rdma);
    return fabric.technology == Technology::InfiniBand ? QStringLiteral("IB1/%1").arg(end.port)
                                                       : QStringLiteral("swp%1").arg(end.port);
}

const Fabric *exchangeFabric(const Project &project, bool infinibandOnly)
{
    const Fabric *compute = project.computeFabric();
    if (!infinibandOnly || !compute || compute->technology == Technology::InfiniBand)
        return compute;
    for (const Fabric &f : project.fabrics)
        if (f.technology == Technology::InfiniBand)
            return &f;
    return nullptr;
}

} // namespace fp::exchange
