// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysis_growth.h"

#include "analysis/assumptionreader.h"
#include "analysis/wording.h"
#include "text/i18n.h"

#include "analysis/analysis_cost.h"
#include "analysis/growthplan.h"
#include "topology/clusterfabrics.h"
#include "topology/expansion.h"
#include "topology/generator.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <map>
#include <optional>

namespace fp {

namespace {

// Upper bound of the searches, in nodes: 2^21 nodes (16.7 M GPUs at 8 per node) is
// far beyond any 3-tier fat tree of the catalog's switches (k = 144: k^3/4 = 746,496
// endpoints, Al-Fares et al. 2008), so the search always ends on a real boundary.
constexpr long long MaxNodesSearched = 1LL << 21;

class Planner
{
public:
    Planner(const Project &project, const Catalog &catalog, GeneratorParams params, int gpusPerNode)
        : m_project(project)
        , m_catalog(catalog)
        , m_params(std::move(params))
        , m_gpusPerNode(gpusPerNode)
    {
    }

    const std::optional<FabricPlan> &plan(long long nodes)
    {
        auto it = m_plans.find(nodes);
        if (it != m_plans.end())
            return it->second;
        GeneratorParams p = m_params;
        p.gpus = static_cast<int>(nodes * m_gpusPerNode);
        QString error;
        return m_plans.emplace(nodes, planFabric(m_catalog, p, &error)).first->second;
    }

    // Network capital cost of the generated design at `nodes` (the compute fabric and
    // the project's generated storage, front-end and management fabrics), with the
    // project's organisation profile (spares share).
    std::optional<double> networkCapex(long long nodes)
    {
        const std::optional<StageCost> &c = cost(nodes);
        return c ? std::optional<double>(c->capexEur) : std::nullopt;
    }

    // The figures of that fabric the growth plan needs (analysis/growthplan.h).
    struct StageCost {
        double capexEur = 0.0;
        double ethernetSwitchCapexEur = 0.0;
        double energyKwhPerYear = 0.0;
    };
    const std::optional<StageCost> &cost(long long nodes)
    {
        auto it = m_costs.find(nodes);
        if (it != m_costs.end())
            return it->second;
        std::optional<StageCost> out;
        if (const auto &pl = plan(nodes)) {
            Project generated;
            generated.organisation = m_project.organisation;
            buildFabric(generated, m_catalog, *pl);
            addClusterFabricsOf(generated);
            const CostResult c = analyzeCost(generated, m_catalog);
            out = StageCost{c.networkCapexEur, ethernetSwitchCapexEur(c, m_catalog),
                            c.energyKwhPerYear};
        }
        return m_costs.emplace(nodes, out).first->second;
    }

    int tiersAt(long long nodes)
    {
        const auto &pl = plan(nodes);
        return pl ? pl->tiers : 0;
    }

    int gpusPerNode() const { return m_gpusPerNode; }
    int planes() const { return m_params.planes; }

    // The same parameters on `planes` planes.
    Planner onPlanes(int planes) const
    {
        GeneratorParams p = m_params;
        p.planes = planes;
        return Planner(m_project, m_catalog, std::move(p), m_gpusPerNode);
    }

private:
    // The cluster fabrics the project has as generated ones (topology/clusterfabrics.h),
    // built again on `generated`'s nodes with their purpose and technology: a target
    // grows its storage, front-end and management networks with its nodes, as the
    // design now has them (the step is the difference of like with like).
    void addClusterFabricsOf(Project &generated) const
    {
        for (const Fabric &f : m_project.fabrics) {
            if (isGeneratedClusterFabric(f))
                addClusterFabric(generated, m_catalog, f.purpose, f.technology);
        }
    }

    const Project &m_project;
    const Catalog &m_catalog;
    GeneratorParams m_params;
    int m_gpusPerNode;
    std::map<long long, std::optional<FabricPlan>> m_plans;
    std::map<long long, std::optional<StageCost>> m_costs;
};

// The largest node count with `tiers` tiers (and, when spines >= 0, that many
// spines), from `from` on (which satisfies it).
long long largestWith(Planner &planner, long long from, int tiers, int spines)
{
    auto ok = [&](long long nodes) {
        const auto &pl = planner.plan(nodes);
        if (!pl || pl->tiers != tiers)
            return false;
        if (spines < 0)
            return true;
        const int s = pl->switchesPerTier.size() > 1 ? pl->switchesPerTier[1] : 0;
        return s == spines;
    };
    // Exponential probe for a failing count, then binary search below it.
    long long hi = std::max<long long>(from, 1);
    while (hi < MaxNodesSearched && ok(hi))
        hi = std::min(MaxNodesSearched, hi * 2);
    if (ok(hi))
        return hi;
    return largestTrue(from, hi - 1, ok);
}

// `planner`, or `twoPlanes` when the target needs another tier on one plane and two
// planes reach it with fewer tiers for less money: each technology at its cheapest,
// as the design search finds it (two planes of 2 tiers at 4,096 H100 on InfiniBand
// against one plane of 3, docs/EXPLORE.md).
Planner *cheaperOnTwoPlanes(Planner &planner, Planner &twoPlanes, long long nodes, int tiersNow)
{
    if (planner.planes() != 1 || planner.tiersAt(nodes) <= tiersNow)
        return &planner;
    const int tiers = twoPlanes.tiersAt(nodes);
    if (tiers <= 0 || tiers >= planner.tiersAt(nodes))
        return &planner;
    const auto one = planner.networkCapex(nodes);
    const auto two = twoPlanes.networkCapex(nodes);
    return one && two && *two < *one ? &twoPlanes : &planner;
}

void addTargets(GrowthResult &result, Planner &planner, const Project &project)
{
    Planner twoPlanes = planner.onPlanes(2);
    const OrganisationProfile &org = project.organisation;
    const std::pair<int, int> targets[] = {{1, org.gpusInOneYear}, {3, org.gpusInThreeYears}};
    const int g = planner.gpusPerNode();
    for (const auto &[years, gpus] : targets) {
        if (gpus <= 0)
            continue;
        // Whole nodes: ceil(gpus / GPUs per node), in 64 bits (the sum overflows int
        // near INT_MAX; the project file limits targets to kMaxGpus, fieldrange.h).
        const long long nodes = (static_cast<long long>(gpus) + g - 1) / g;
        GrowthTarget t;
        t.years = years;
        t.gpus = nodes * g;
        t.tiers = planner.tiersAt(nodes);
        t.sameTiers = t.tiers == result.currentTiers;
        Planner *priced = cheaperOnTwoPlanes(planner, twoPlanes, nodes, result.currentTiers);
        t.planesAdded = priced != &planner;
        t.planes = priced->planes();
        if (t.planesAdded)
            t.tiers = twoPlanes.tiersAt(nodes);
        const auto cost = t.tiers > 0 ? priced->cost(nodes) : std::nullopt;
        if (cost) {
            t.priced = true;
            t.networkCapexEur = cost->capexEur;
            t.ethernetSwitchCapexEur = cost->ethernetSwitchCapexEur;
            t.energyKwhPerYear = cost->energyKwhPerYear;
            // linksPerTier: [endpoint-leaf, leaf-spine, spine-core] (generator.h).
            const FabricPlan &plan = *priced->plan(nodes);
            const std::vector<long long> &links = plan.linksPerTier;
            for (std::size_t i = 1; i < links.size(); ++i)
                t.switchLinks += links[i];
            t.leafSpineLinks = links.size() > 1 ? links[1] : 0;
            t.spines = plan.switchesPerTier.size() > 1 ? plan.switchesPerTier[1] : 0;
        }
        result.targets.push_back(t);
        const QString id = QStringLiteral("target-%1y").arg(years);
        std::vector<std::pair<QString, double>> figures{
            {QStringLiteral("years"), years},
            {QStringLiteral("target_gpus"), static_cast<double>(t.gpus)},
            {QStringLiteral("tiers"), t.tiers},
            {QStringLiteral("network_capex_eur"), t.networkCapexEur}};
        if (t.tiers == 0)
            result.explanations.push_back(
                explain(id,
                        tr("In %n year(s) the plan is %1 GPUs: no fabric of the chosen switch "
                           "can be built that large.",
                           nullptr, years)
                            .arg(num(static_cast<double>(t.gpus))),
                        figures));
        else
            result.explanations.push_back(explain(
                id,
                (t.planesAdded
                     ? tr("In %n year(s) the plan is %1 GPUs: one plane would need another "
                          "tier, two planes of %2 tiers cost less (%3-tier now, every link "
                          "above the leaves rewired) and the network costs EUR %4.",
                          nullptr, years)
                     : tr("In %n year(s) the plan is %1 GPUs: the fabric then needs a %2-tier "
                          "design (%3-tier now) and its network costs EUR %4.",
                          nullptr, years))
                    .arg(num(static_cast<double>(t.gpus)), QString::number(t.tiers),
                         QString::number(result.currentTiers), num(t.networkCapexEur)),
                figures));
    }
}

// The cost step assumes the planes of today; a growth target past it that is priced on
// two planes of fewer tiers (addTargets) is said there too, or the bullet "a tier is
// added on 1 plane" contradicts the plan's "2 tiers on 2 planes" (board review).
void noteTargetsOnTwoPlanes(GrowthResult &result)
{
    if (result.costStepAtGpus <= 0)
        return;
    for (Explanation &e : result.explanations) {
        if (e.id != QLatin1String("cost-step"))
            continue;
        for (const GrowthTarget &t : result.targets)
            if (t.planesAdded && t.priced && t.gpus >= result.costStepAtGpus)
                e.text += QLatin1Char(' ') +
                          tr("The growth plan builds its %1 GPUs on %2 planes of %3 tiers "
                             "instead, which costs less (EUR %4).")
                              .arg(num(static_cast<double>(t.gpus)), QString::number(t.planes),
                                   QString::number(t.tiers), num(t.networkCapexEur));
    }
}

// The next increment: one more scalable unit of the plan `now`, priced as the plan at
// +1 unit minus the plan now.
void addNextIncrement(GrowthResult &result, Planner &planner, const FabricPlan &now)
{
    const int g = planner.gpusPerNode();
    const long long nodesNow = now.nodes;
    const long long unitNodes = std::max(1, now.nodesPerUnit);
    result.nextIncrementGpus = static_cast<int>(unitNodes * g);
    const auto costNow = planner.networkCapex(nodesNow);
    const auto costNext = planner.networkCapex(nodesNow + unitNodes);
    if (costNow && costNext) {
        // Cost of the plan at +1 unit minus the plan now.
        result.nextIncrementCostEur = *costNext - *costNow;
        result.nextIncrementPriced = true;
        result.explanations.push_back(explain(
            QStringLiteral("next-increment"),
            tr("The next increment is one scalable unit as the generator builds it (%5 "
               "nodes, %1 GPUs); it adds EUR %2 of network (EUR %3 per added GPU) to the EUR "
               "%4 of the network now.")
                .arg(num(static_cast<double>(result.nextIncrementGpus)),
                     num(result.nextIncrementCostEur),
                     num(result.nextIncrementCostEur / result.nextIncrementGpus), num(*costNow),
                     num(static_cast<double>(unitNodes))),
            {{QStringLiteral("increment_gpus"), result.nextIncrementGpus},
             {QStringLiteral("increment_network_capex_eur"), result.nextIncrementCostEur},
             {QStringLiteral("network_capex_eur"), *costNow}}));
    } else {
        result.explanations.push_back(
            explain(QStringLiteral("next-increment"),
                    tr("One more unit of %1 GPUs cannot be built with the chosen switch.")
                        .arg(num(static_cast<double>(result.nextIncrementGpus))),
                    {{QStringLiteral("increment_gpus"), result.nextIncrementGpus}}));
    }
}

// Where the cost per GPU steps up: the first node count past `maxNodes` (the largest
// with the tiers of `now`) that needs another tier. Only priced when a design exists
// there.
void addCostStep(GrowthResult &result, Planner &planner, const FabricPlan &now, long long maxNodes)
{
    const int g = planner.gpusPerNode();
    if (maxNodes < MaxNodesSearched && planner.tiersAt(maxNodes + 1) > now.tiers) {
        result.costStepAtGpus = (maxNodes + 1) * g;
        const auto before = planner.networkCapex(maxNodes);
        const auto after = planner.networkCapex(maxNodes + 1);
        if (before && after) {
            const double perGpuBefore = *before / static_cast<double>(maxNodes * g);
            const double perGpuAfter = *after / static_cast<double>((maxNodes + 1) * g);
            result.explanations.push_back(explain(
                QStringLiteral("cost-step"),
                tr("Past %1 GPUs a tier is added on %n plane(s) (%2 instead of %3): the "
                   "network cost per GPU steps from EUR %4 at %1 GPUs to EUR %5 at %6.",
                   nullptr, planner.planes())
                    .arg(num(static_cast<double>(maxNodes * g)),
                         QString::number(planner.tiersAt(maxNodes + 1)), QString::number(now.tiers),
                         num(perGpuBefore), num(perGpuAfter),
                         num(static_cast<double>(result.costStepAtGpus))),
                {{QStringLiteral("step_at_gpus"), static_cast<double>(result.costStepAtGpus)},
                 {QStringLiteral("cost_per_gpu_before_eur"), perGpuBefore},
                 {QStringLiteral("cost_per_gpu_after_eur"), perGpuAfter}}));
        }
    }
}

// "With 2 tiers the fabric takes up to 2,048 GPUs (1,024 now); another spine is needed
// after 512 more GPUs." One tier has no spines: its switches fill, then a tier is added.
QString maxSameTiersText(const GrowthResult &r)
{
    const QString most = num(static_cast<double>(r.maxGpusSameTiers));
    const QString now = num(static_cast<double>(r.currentGpus));
    const QString more = num(static_cast<double>(r.gpusAddableBeforeNewSpine));
    if (r.currentTiers < 2)
        return r.gpusAddableBeforeNewSpine > 0
                   ? tr("With 1 tier the fabric takes up to %1 GPUs (%2 now); a second tier is "
                        "needed after %3 more GPUs.")
                         .arg(most, now, more)
                   : tr("With 1 tier the fabric takes up to %1 GPUs (%2 now); its switches are "
                        "full, so the next GPUs need a second tier.")
                         .arg(most, now);
    return r.gpusAddableBeforeNewSpine > 0
               ? tr("With %n tier(s) the fabric takes up to %1 GPUs (%2 now); another spine is "
                    "needed after %3 more GPUs.",
                    nullptr, r.currentTiers)
                     .arg(most, now, more)
               : tr("With %n tier(s) the fabric takes up to %1 GPUs (%2 now); the spines are "
                    "full, so the next GPUs need another spine.",
                    nullptr, r.currentTiers)
                     .arg(most, now);
}

GrowthResult growGenerated(const Project &project, const Catalog &catalog, const Fabric &fabric)
{
    GrowthResult result;
    const GeneratorParams &params = *fabric.generated;
    QString error;
    const std::optional<FabricPlan> now = planFabric(catalog, params, &error);
    AssumptionReader reader(catalog);
    const NodeTypeSpec *type =
        now ? reader.nodeType(now->params.nodeTypeId) : reader.nodeType(params.nodeTypeId);
    if (now)
        reader.switchType(now->params.switchTypeId); // its ports bound every plan
    result.used = reader.used();
    if (!now || !type || type->gpuCount <= 0) {
        result.explanations.push_back(explain(
            QStringLiteral("growth-unplanned"),
            tr("The generated fabric cannot be re-planned: %1").arg(inSentence(error)), {}));
        return result;
    }
    const int g = type->gpuCount;
    Planner planner(project, catalog, now->params, g);
    const long long nodesNow = now->nodes;
    result.currentGpus = nodesNow * g;
    result.currentTiers = now->tiers;

    // Largest design with the same tiers (docs/DESIGN.md section 4: 2 tiers hold k^2/2
    // endpoints per plane non-blocking, k^2*r/(r+1) with an r:1 taper).
    const long long maxNodes = largestWith(planner, nodesNow, now->tiers, -1);
    result.maxGpusSameTiers = maxNodes * g;
    // Before another spine (the tier above the leaves) is needed.
    if (now->tiers >= 2) {
        const int spines = now->switchesPerTier[1];
        const long long maxSameSpines = largestWith(planner, nodesNow, now->tiers, spines);
        result.gpusAddableBeforeNewSpine = (maxSameSpines - nodesNow) * g;
    } else {
        result.gpusAddableBeforeNewSpine = (maxNodes - nodesNow) * g;
    }

    addNextIncrement(result, planner, *now);
    result.explanations.push_back(explain(
        QStringLiteral("max-same-tiers"), maxSameTiersText(result),
        {{QStringLiteral("tiers"), now->tiers},
         {QStringLiteral("max_gpus_same_tiers"), static_cast<double>(result.maxGpusSameTiers)},
         {QStringLiteral("gpus"), static_cast<double>(result.currentGpus)},
         {QStringLiteral("gpus_before_new_spine"),
          static_cast<double>(result.gpusAddableBeforeNewSpine)}}));

    addCostStep(result, planner, *now, maxNodes);
    addTargets(result, planner, project);
    noteTargetsOnTwoPlanes(result);
    return result;
}

// The free switch ports of a drawn fabric: all of them, and those on leaves.
struct FreePorts {
    long long leaf = 0;
    long long all = 0;
};

// Free ports per switch: its ports at the speed of its links minus the links it
// terminates.
FreePorts countFreePorts(const Project &project, const ExpandedGraph &graph,
                         AssumptionReader &reader)
{
    // The switch of each id (the last of equal ids, as a QHash insert keeps it) and its
    // type, read when a switch of the fabric needs it.
    QHash<Id, const Switch *> switchOf;
    for (const Switch &s : project.switches)
        switchOf.insert(s.id, &s);
    QHash<Id, const SwitchType *> typeOf;
    FreePorts out;
    for (int v = 0; v < graph.vertexCount(); ++v) {
        if (graph.kind[v] != ExpandedGraph::Kind::Switch)
            continue;
        const Id id = graph.modelId[v];
        if (!typeOf.contains(id)) {
            const Switch *s = switchOf.value(id, nullptr);
            typeOf.insert(id, s ? reader.switchType(s->switchTypeId) : nullptr);
        }
        const SwitchType *type = typeOf.value(id, nullptr);
        if (!type)
            continue;
        long long used = 0;
        double speed = 0.0;
        for (int i = graph.adjOffset[v]; i < graph.adjOffset[v + 1]; ++i) {
            const int e = graph.adjEdge[i];
            used += graph.bundle[e];
            speed = std::max(speed, graph.gbitPerS[e]);
        }
        if (speed <= 0.0 && !type->modes.empty())
            speed = type->modes.front().gbitPerS;
        const long long free = std::max(0LL, type->portsAt(speed) - used);
        out.all += free;
        if (graph.tier[v] == 0)
            out.leaf += free;
    }
    return out;
}

// GPUs and NIC ports per node of the fabric's nodes (the first node's type); zeros
// when no node's type and NIC are in the catalog.
std::pair<int, int> gpusAndPortsPerNode(const Project &project, const Fabric &fabric,
                                        const ExpandedGraph &graph, AssumptionReader &reader)
{
    for (int v = 0; v < graph.vertexCount(); ++v) {
        if (graph.kind[v] != ExpandedGraph::Kind::Node)
            continue;
        const Node *n = project.node(graph.modelId[v]);
        const NodeTypeSpec *type = n ? reader.nodeType(n->nodeTypeId) : nullptr;
        const NicType *nic = type ? reader.nic(type->nicTypeId) : nullptr;
        if (!type || !nic)
            continue;
        const auto mode = nic->modeFor(fabric.technology);
        return {type->gpuCount, type->nicCount * (mode ? mode->ports : 1)};
    }
    return {0, 0};
}

GrowthResult growHandDrawn(const Project &project, const Catalog &catalog, const Fabric &fabric)
{
    GrowthResult result;
    AssumptionReader reader(catalog);
    ExpandedGraph graph = expandFabric(project, catalog, fabric.id);
    graph.buildAdjacency();
    result.currentGpus = graph.gpuCount();
    const std::vector<int> perTier = graph.switchesPerTier();
    result.currentTiers = static_cast<int>(
        std::count_if(perTier.begin(), perTier.end(), [](int n) { return n > 0; }));

    const FreePorts free = countFreePorts(project, graph, reader);
    const long long freeLeafPorts = free.leaf, freePorts = free.all;
    const auto [gpusPerNode, portsPerNode] = gpusAndPortsPerNode(project, fabric, graph, reader);
    result.used = reader.used();
    const long long nodesAddable = portsPerNode > 0 ? freeLeafPorts / portsPerNode : 0;
    result.maxGpusSameTiers = result.currentGpus + nodesAddable * gpusPerNode;
    result.gpusAddableBeforeNewSpine = nodesAddable * gpusPerNode;
    result.nextIncrementGpus = gpusPerNode;
    const QString leafPorts = tr("%Ln free leaf port(s)", nullptr, static_cast<int>(freeLeafPorts));
    const QString switchPorts = tr("%Ln free switch port(s)", nullptr, static_cast<int>(freePorts));
    result.explanations.push_back(explain(
        QStringLiteral("free-ports"),
        nodesAddable > 0
            ? tr("The drawn fabric has %1 (%2 in all): room for %3 of %4, %5, before leaves "
                 "must be added.")
                  .arg(leafPorts, switchPorts,
                       tr("%Ln more node(s)", nullptr, static_cast<int>(nodesAddable)),
                       tr("%Ln NIC port(s)", nullptr, portsPerNode),
                       tr("%Ln GPU(s)", nullptr, static_cast<int>(nodesAddable * gpusPerNode)))
            : tr("The drawn fabric has %1 (%2 in all): no room for another node; leaves must be "
                 "added first.")
                  .arg(leafPorts, switchPorts),
        {{QStringLiteral("free_leaf_ports"), static_cast<double>(freeLeafPorts)},
         {QStringLiteral("free_switch_ports"), static_cast<double>(freePorts)},
         {QStringLiteral("gpus_addable"), static_cast<double>(nodesAddable * gpusPerNode)}}));

    const OrganisationProfile &org = project.organisation;
    const std::pair<int, int> targets[] = {{1, org.gpusInOneYear}, {3, org.gpusInThreeYears}};
    for (const auto &[years, gpus] : targets) {
        if (gpus <= 0)
            continue;
        GrowthTarget t;
        t.years = years;
        t.gpus = gpus;
        t.sameTiers = gpus <= result.maxGpusSameTiers;
        t.tiers = t.sameTiers ? result.currentTiers : 0;
        result.targets.push_back(t);
        result.explanations.push_back(explain(
            QStringLiteral("target-%1y").arg(years),
            t.sameTiers ? tr("In %n year(s) the plan is %1 GPUs: the free ports of the drawn "
                             "fabric take them.",
                             nullptr, years)
                              .arg(num(gpus))
                        : tr("In %n year(s) the plan is %1 GPUs: more than the %2 the drawn "
                             "fabric's free ports take; leaves and possibly a tier must be "
                             "added, which is not planned for a fabric without generator "
                             "settings (drawn or changed by hand, or changed by the variant).",
                             nullptr, years)
                              .arg(num(gpus), num(static_cast<double>(result.maxGpusSameTiers))),
            {{QStringLiteral("years"), years},
             {QStringLiteral("target_gpus"), gpus},
             {QStringLiteral("max_gpus_same_tiers"),
              static_cast<double>(result.maxGpusSameTiers)}}));
    }
    return result;
}

} // namespace

GrowthResult analyzeGrowth(const Project &project, const Catalog &catalog)
{
    const Fabric *fabric = project.computeFabric();
    if (!fabric)
        return {};
    if (fabric->generated)
        return growGenerated(project, catalog, *fabric);
    return growHandDrawn(project, catalog, *fabric);
}

} // namespace fp
