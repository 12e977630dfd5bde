// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/storagetargets.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace fp {

namespace {

// The targets of one storage fabric: its top tier and the links that reach it from
// below (from a node or a lower tier), each bundle counted once per copy of its group.
StorageTargets targetsOf(const Project &project, const Fabric &fabric)
{
    StorageTargets t;
    t.fabricId = fabric.id;
    int top = -1;
    for (const Switch &s : project.switches)
        if (s.fabricId == fabric.id)
            top = std::max(top, s.tier);
    QHash<Id, int> tierOf;
    for (const Switch &s : project.switches) {
        if (s.fabricId != fabric.id)
            continue;
        tierOf.insert(s.id, s.tier);
        if (s.tier == top)
            t.switches.push_back(s.id);
    }
    double ports = 0.0;
    for (const Link &l : project.links) {
        if (l.fabricId != fabric.id || tierOf.value(l.b.objectId, -1) != top ||
            tierOf.value(l.a.objectId, -1) >= top)
            continue;
        const Node *n = project.node(l.a.objectId);
        const Switch *s = project.switchById(l.a.objectId);
        const Id group = n ? n->groupId : (s ? s->groupId : NoId);
        ports += kStorageTargetPortsPerLink * l.bundle * project.multiplicity(group);
        t.gbitPerS = std::max(t.gbitPerS, l.gbitPerS);
    }
    t.ports = std::llround(ports);
    return t;
}

} // namespace

std::vector<StorageTargets> storageTargets(const Project &project)
{
    std::vector<StorageTargets> out;
    for (const Fabric &f : project.fabrics) {
        if (f.purpose != FabricPurpose::Storage || !f.generated)
            continue;
        StorageTargets t = targetsOf(project, f);
        if (t.ports > 0)
            out.push_back(std::move(t));
    }
    return out;
}

} // namespace fp
