// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/summary.h"

#include "topology/expansion.h"

namespace fp {

ProjectSummary summarize(const Project &project, const Catalog &catalog)
{
    ProjectSummary s;
    for (const Node &n : project.nodes) {
        const long long mult = project.multiplicity(n.groupId);
        s.nodes += mult;
        if (const NodeTypeSpec *nt = catalog.nodeType(n.nodeTypeId))
            s.gpus += mult * nt->gpuCount;
    }
    for (const Fabric &f : project.fabrics) {
        const ExpandedGraph g = expandFabric(project, f.id);
        FabricSummary fs;
        fs.fabricId = f.id;
        fs.name = f.name;
        fs.technology = f.technology;
        fs.purpose = f.purpose;
        fs.switchesPerTier = g.switchesPerTier();
        fs.linksPerTier = g.linksPerTier();
        fs.tiers = static_cast<int>(fs.switchesPerTier.size());
        s.fabrics.push_back(std::move(fs));
    }
    return s;
}

} // namespace fp
