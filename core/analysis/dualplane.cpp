// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/dualplane.h"

#include "analysis/analysis_cost.h"
#include "analysis/analysis_resilience.h"
#include "analysis/explore.h"
#include "analysis/wording.h"
#include "model/labels.h"
#include "topology/expansion.h"

#include <algorithm>
#include <numeric>
#include <optional>

namespace fp {

namespace {

// Switches of the expanded compute fabric(s) (groups multiplied out), as evaluate()
// counts a variant's switches per tier; the highest tier count of one fabric.
long long computeSwitches(const Project &p, const Catalog &catalog, int *tiers)
{
    long long switches = 0;
    for (const Fabric &f : p.fabrics) {
        if (f.purpose != FabricPurpose::Compute)
            continue;
        const ExpandedGraph graph = expandFabric(p, catalog, f.id);
        std::vector<int> perTier = graph.switchesPerTier();
        while (!perTier.empty() && perTier.back() == 0)
            perTier.pop_back();
        switches += std::accumulate(perTier.begin(), perTier.end(), 0LL);
        if (tiers)
            *tiers = std::max(*tiers, static_cast<int>(perTier.size()));
    }
    return switches;
}

} // namespace

DualPlaneOption dualPlaneOption(const VariantEvaluation &variant, const Catalog &catalog)
{
    DualPlaneOption o;
    const Project &project = variant.project;
    o.switchesSinglePlane =
        std::accumulate(variant.switchesPerTier.begin(), variant.switchesPerTier.end(), 0LL);
    const Fabric *fabric = project.computeFabric();
    if (!fabric || !fabric->generated) {
        o.notAvailableReason = tr("The compute fabric has no generator settings (drawn by hand, or "
                                  "changed by the variant), so it cannot be generated again on "
                                  "two planes.");
        return o;
    }
    const GeneratorParams &settings = *fabric->generated;
    QString error;
    std::optional<ExploreCluster> cluster = exploreCluster(project, catalog, &error);
    if (!cluster) {
        o.notAvailableReason = error;
        return o;
    }
    o.singlePlaneNodeTypeId = cluster->nodeTypeId;
    const NodeTypeSpec *type = catalog.nodeType(cluster->nodeTypeId);
    const NicType *nic = type ? catalog.nic(type->nicTypeId) : nullptr;
    const std::optional<PortMode> mode =
        nic ? nic->modeFor(fabric->technology) : std::optional<PortMode>{};
    // Two planes or more with NICs of two ports: every GPU keeps a port already. With
    // single-port NICs on them (a one-tier design of two switches, each taking half the
    // rails), the option is the same planes on the dual-port node type.
    if (settings.planes >= 2 && mode && mode->ports >= 2) {
        o.notAvailableReason =
            tr("The compute fabric already has %1 planes, with each NIC's ports on them.")
                .arg(num(static_cast<double>(settings.planes)));
        return o;
    }
    const NodeTypeSpec *dual = type;
    if (!mode || mode->ports < 2)
        dual = type ? dualPortAlternative(catalog, *type, fabric->technology) : nullptr;
    if (!dual) {
        o.notAvailableReason =
            tr("The catalogue has no node type like %1 with dual-port NICs on %2; single-port "
               "NICs on two planes still lose the GPU on a failed switch's rail.")
                .arg(type ? partNameInWords(*type) : cluster->nodeTypeId,
                     technologyName(fabric->technology));
        return o;
    }
    const NicType *dualNic = catalog.nic(dual->nicTypeId);
    const std::optional<PortMode> dualMode =
        dualNic ? dualNic->modeFor(fabric->technology) : std::optional<PortMode>{};
    o.nodeTypeId = dual->id;
    o.nodeTypeName = partNameInWords(*dual);
    o.nodeTypeChanged = dual != type;
    o.nicPorts = dualMode ? dualMode->ports : 0;
    o.nicPortGbitPerS = dualMode ? dualMode->gbitPerS : 0.0;

    cluster->nodeTypeId = dual->id;
    ExploreCandidate candidate;
    candidate.technology = fabric->technology;
    candidate.switchTypeId = settings.switchTypeId;
    candidate.topology = settings.topology;
    candidate.oversubscription = settings.oversubscription;
    candidate.planes = std::max(2, settings.planes);
    const std::optional<Project> design =
        exploredDesign(project, catalog, *cluster, candidate, &error);
    if (!design) {
        o.notAvailableReason = error;
        return o;
    }
    const CostResult cost = analyzeCost(*design, catalog);
    o.capexEur = cost.capexEur;
    o.capexComplete = cost.priceComplete();
    o.tcoEur = cost.tcoEur;
    o.switches = computeSwitches(*design, catalog, &o.tiers);
    o.worstSwitchFailure = analyzeResilience(*design, catalog).worstSwitchFailure;
    o.available = true;
    return o;
}

} // namespace fp
