// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/racks.h"

#include "analysis/analysis_cost.h"
#include "analysis/floorplan.h"
#include "topology/expansion.h"

#include <QHash>

#include <algorithm>
#include <map>

namespace fp {

namespace {

// One rack's content while it is counted.
struct Content {
    bool nodes = false;
    bool rackScale = false;
    std::map<QString, int> parts;
    int usedU = 0;
    bool usedKnown = true;
    double powerW = 0.0;
    bool powerKnown = true;

    // The rack's top unit, kept for its out-of-band management switch, with the power of
    // `management` (the project's management switch type; none drawn: its unit only).
    void addManagementUnit(const SwitchType *management)
    {
        usedU += RackSpace::ReservedU;
        if (management) {
            powerW += management->powerWatts.known ? management->powerWatts.value : 0.0;
            powerKnown = powerKnown && management->powerWatts.known;
        }
    }
};

// The racks of `g` by their key on the floor plan (central racks negative).
std::map<int, Content> rackContents(const Project &project, const Catalog &catalog,
                                    const ExpandedGraph &g)
{
    const CostAssumptions a = CostAssumptions::fromCatalog(catalog);
    const RackSpace space = RackSpace::of(project, catalog, g, a.rackHeightU);
    const FloorPlan plan(project, g, a.nodesPerRack, space);
    QHash<Id, QString> partIds;
    for (const Node &n : project.nodes)
        partIds.insert(n.id, n.nodeTypeId);
    for (const Switch &s : project.switches)
        partIds.insert(s.id, s.switchTypeId);
    QHash<QString, std::pair<bool, double>> power; // part -> known, W
    std::map<int, Content> racks;
    for (int v = 0; v < g.vertexCount(); ++v) {
        const QString part = partIds.value(g.modelId[size_t(v)]);
        Content &c = racks[plan.rackKey(v)];
        c.nodes = c.nodes || g.kind[size_t(v)] == ExpandedGraph::Kind::Node;
        c.rackScale = c.rackScale || plan.rackScale(v);
        ++c.parts[part];
        const int h = space.heightU[size_t(v)];
        c.usedU += h;
        c.usedKnown = c.usedKnown && h > 0;
        auto it = power.find(part);
        if (it == power.end()) {
            double w = 0.0;
            const bool known = devicePowerWatts(catalog, part, &w);
            it = power.insert(part, {known, w});
        }
        c.powerW += it->second;
        c.powerKnown = c.powerKnown && it->first;
    }
    // The top unit of every rack kept for the out-of-band network, counted with a
    // management switch's power (an upper bound: switches are sized by ports, not one per
    // rack, docs/DESIGN.md); the type of the project's management network (none drawn:
    // no power counted, its unit still kept).
    const SwitchType *management = nullptr;
    for (const Switch &s : project.switches)
        if (const Fabric *f = project.fabric(s.fabricId);
            !management && f && f->purpose == FabricPurpose::Management)
            management = catalog.switchType(s.switchTypeId);
    for (auto &[key, c] : racks) {
        if (c.rackScale) { // the vendor's rack, whatever its trays' heights add up to
            c.usedU = space.rackHeightU;
            c.usedKnown = space.rackHeightU > 0;
            continue;
        }
        c.addManagementUnit(management); // node or network rack
    }
    return racks;
}

// Counts one rack of `kind` in `kinds`: with the racks of the same parts, or a new row.
void countKind(std::vector<RackKind> &kinds, const RackKind &kind)
{
    auto same = std::find_if(kinds.begin(), kinds.end(), [&kind](const RackKind &k) {
        return k.nodeRack == kind.nodeRack && k.parts == kind.parts;
    });
    if (same == kinds.end())
        same = kinds.insert(kinds.end(), kind);
    ++same->racks;
}

} // namespace

bool devicePowerWatts(const Catalog &catalog, const QString &partId, double *watts)
{
    if (const SwitchType *s = catalog.switchType(partId)) {
        *watts = s->powerWatts.known ? s->powerWatts.value : 0.0;
        return s->powerWatts.known;
    }
    const NodeTypeSpec *n = catalog.nodeType(partId);
    const GpuType *gpu = n ? catalog.gpu(n->gpuTypeId) : nullptr;
    const NicType *nic = n ? catalog.nic(n->nicTypeId) : nullptr;
    if (!gpu || !nic || !gpu->powerWatts.known || !nic->powerWatts.known ||
        !n->otherPowerWatts.known) {
        *watts = 0.0;
        return false;
    }
    // Catalog::nodeTypePowerWatts: the GPUs, the compute NICs and everything else.
    *watts = n->gpuCount * gpu->powerWatts.value + n->nicCount * nic->powerWatts.value +
             n->otherPowerWatts.value;
    return true;
}

std::vector<RackKind> networkRackKinds(const std::vector<RackedSwitch> &switches, int rackHeightU,
                                       double rackPowerW, const SwitchType *management)
{
    long long count = 0;
    const std::vector<int> rackOf = sharedNetworkRackOf(switches, rackHeightU, rackPowerW, &count);
    std::map<int, Content> racks;
    for (size_t i = 0; i < switches.size(); ++i) {
        const RackedSwitch &s = switches[i];
        Content &c = racks[rackOf[i]];
        ++c.parts[s.partId];
        c.usedU += s.heightU;
        c.usedKnown = c.usedKnown && s.heightU > 0;
        c.powerW += s.typicalW;
        c.powerKnown = c.powerKnown && s.typicalKnown;
    }
    std::vector<RackKind> out;
    for (auto &[key, c] : racks) {
        c.addManagementUnit(management);
        RackKind kind;
        kind.nodeRack = false;
        kind.parts.assign(c.parts.begin(), c.parts.end());
        kind.usedU = c.usedU;
        kind.usedKnown = c.usedKnown;
        kind.powerW = c.powerW;
        kind.powerKnown = c.powerKnown;
        countKind(out, kind);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const RackKind &x, const RackKind &y) { return x.racks > y.racks; });
    return out;
}

std::vector<RackKind> rackKinds(const Project &project, const Catalog &catalog, Id fabricId)
{
    const ExpandedGraph g = expandFabric(project, catalog, fabricId);
    std::vector<RackKind> out;
    for (const auto &[key, c] : rackContents(project, catalog, g)) {
        RackKind kind;
        kind.nodeRack = c.nodes;
        kind.parts.assign(c.parts.begin(), c.parts.end());
        kind.usedU = c.usedU;
        kind.usedKnown = c.usedKnown;
        kind.wholeRack = c.rackScale;
        kind.powerW = c.powerW;
        kind.powerKnown = c.powerKnown;
        countKind(out, kind);
    }
    std::stable_sort(out.begin(), out.end(), [](const RackKind &x, const RackKind &y) {
        return x.nodeRack != y.nodeRack ? x.nodeRack : x.racks > y.racks;
    });
    return out;
}

} // namespace fp
