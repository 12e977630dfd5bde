// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/physical.h"

#include "topology/expansion.h"

#include <QHash>

#include <algorithm>

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

// The node end of edge e: its RDMA device from the model link's NIC and port.
PhysicalEnd nodeEnd(const Project &project, const PhysicalFabric &f, const ExpandedGraph &g, int e,
                    int v)
{
    PhysicalEnd end;
    end.device = v;
    end.port = 1;
    const Link *l = project.link(g.linkId[size_t(e)]);
    const LinkEnd &le = (l && l->a.objectId == g.modelId[size_t(v)]) ? l->a : l->b;
    end.rdma = std::max(0, le.nicIndex) * f.devices[size_t(v)].portsPerNic + std::max(0, le.port);
    return end;
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

PhysicalFabric physicalFabric(const Project &project, const Catalog &catalog, Id fabricId)
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

    // Switch ports (physical.h): per switch, links down first, then links up.
    std::vector<std::vector<int>> firstPort(size_t(g.edgeCount()), std::vector<int>(2, 0));
    for (int v = 0; v < g.vertexCount(); ++v) {
        if (!f.devices[size_t(v)].isSwitch)
            continue;
        int next = 1;
        for (const bool down : {true, false}) {
            for (int i = g.adjOffset[size_t(v)]; i < g.adjOffset[size_t(v) + 1]; ++i) {
                const int e = g.adjEdge[size_t(i)];
                if ((g.edgeTo[size_t(e)] == v) != down)
                    continue;
                firstPort[size_t(e)][down ? 1 : 0] = next;
                next += g.bundle[size_t(e)];
            }
        }
        const SwitchType *st = catalog.switchType(f.devices[size_t(v)].partId);
        f.devices[size_t(v)].portCount = next - 1;
        if (st && g.adjOffset[size_t(v)] < g.adjOffset[size_t(v) + 1]) {
            const int e = g.adjEdge[size_t(g.adjOffset[size_t(v)])];
            f.devices[size_t(v)].portCount = std::max(next - 1, st->portsAt(g.gbitPerS[size_t(e)]));
        }
    }
    for (int e = 0; e < g.edgeCount(); ++e) {
        const int from = g.edgeFrom[size_t(e)];
        const int to = g.edgeTo[size_t(e)];
        for (int k = 0; k < g.bundle[size_t(e)]; ++k) {
            PhysicalCable c;
            c.gbitPerS = g.gbitPerS[size_t(e)];
            c.linkId = g.linkId[size_t(e)];
            c.a = f.devices[size_t(from)].isSwitch
                      ? PhysicalEnd{from, firstPort[size_t(e)][0] + k, -1}
                      : nodeEnd(project, f, g, e, from);
            c.b = f.devices[size_t(to)].isSwitch ? PhysicalEnd{to, firstPort[size_t(e)][1] + k, -1}
                                                 : nodeEnd(project, f, g, e, to);
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
