// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/growthplan.h"

#include "analysis/assumptionreader.h"

#include <algorithm>
#include <numeric>

namespace fp {

double ethernetSwitchCapexEur(const CostResult &cost, const Catalog &catalog)
{
    double eur = 0.0;
    for (const BomLine &line : cost.bom) {
        const SwitchType *s = catalog.switchType(line.partId);
        if (s && s->technology == Technology::Ethernet && line.priceKnown)
            eur += line.totalPriceEur();
    }
    return eur;
}

std::vector<PlanStage> planStages(const VariantEvaluation &v, const Catalog &catalog)
{
    PlanStage now;
    now.gpus = v.cost.gpus;
    now.tiers = v.tiers;
    now.capexEur = v.cost.networkCapexEur;
    now.ethernetSwitchCapexEur = ethernetSwitchCapexEur(v.cost, catalog);
    now.energyKwhPerYear = v.cost.energyKwhPerYear;
    // linksPerTier: [endpoint-leaf, leaf-spine, spine-core] (evaluation.h).
    if (v.linksPerTier.size() > 1) {
        now.switchLinks = std::accumulate(v.linksPerTier.begin() + 1, v.linksPerTier.end(), 0LL);
        now.leafSpineLinks = v.linksPerTier[1];
    }
    now.spines = v.switchesPerTier.size() > 1 ? v.switchesPerTier[1] : 0;
    std::vector<PlanStage> out{now};
    for (const GrowthTarget &t : v.growth.targets) {
        if (!t.priced)
            continue;
        PlanStage s;
        s.year = t.years;
        s.gpus = t.gpus;
        s.tiers = t.tiers;
        s.capexEur = t.networkCapexEur;
        s.ethernetSwitchCapexEur = t.ethernetSwitchCapexEur;
        s.energyKwhPerYear = t.energyKwhPerYear;
        s.switchLinks = t.switchLinks;
        s.planesAdded = t.planesAdded;
        s.spines = t.spines;
        s.leafSpineLinks = t.leafSpineLinks;
        out.push_back(s);
    }
    std::stable_sort(out.begin() + 1, out.end(),
                     [](const PlanStage &a, const PlanStage &b) { return a.year < b.year; });
    return out;
}

PlanPrices planPricesOf(const OrganisationProfile &organisation, const Catalog &catalog)
{
    PlanPrices p;
    p.energyEurPerKwh = organisation.energyEurPerKwh;
    p.supportSharePerYear = organisation.supportShareOfCapexPerYear;
    p.depreciationYears = organisation.depreciationYears;
    AssumptionReader reader(catalog);
    p.recablingEurPerLink = reader.valueOr(QStringLiteral("recabling-eur-per-link"), 0.0);
    return p;
}

namespace {

double capexAt(const PlanStage &s, const PlanPrices &prices)
{
    return s.capexEur + (prices.ethernetSwitchPriceFactor - 1.0) * s.ethernetSwitchCapexEur;
}

// The links of `before` that a step to `after` moves: when a tier or a plane is added,
// every link above the leaves (a leaf-spine fabric rewired into pods under a core tier,
// or split over two planes); when a two-tier design gets more spines, the leaves'
// uplinks spread over them, so the share 1 - S_before / S_after of the leaf-spine links
// moves to the new spines (16 -> 32 spines: each leaf's 2 links a spine become 1).
double linksMoved(const PlanStage &before, const PlanStage &after)
{
    if (after.tiers > before.tiers || after.planesAdded)
        return static_cast<double>(before.switchLinks);
    if (before.tiers == 2 && after.tiers == 2 && before.spines > 0 && after.spines > before.spines)
        return static_cast<double>(before.leafSpineLinks) *
               (1.0 - static_cast<double>(before.spines) / static_cast<double>(after.spines));
    return 0.0;
}

// The step from `before` to `after`: the network added (a design never sells parts
// back, so at least 0) and the links it moves, at the re-cabling price.
std::pair<double, double> stepEur(const PlanStage &before, const PlanStage &after,
                                  const PlanPrices &prices)
{
    const double added = std::max(0.0, capexAt(after, prices) - capexAt(before, prices));
    const double recabling = prices.recablingEurPerLink * linksMoved(before, after);
    return {added + recabling, recabling};
}

} // namespace

GrowthPlan priceGrowthPlan(const std::vector<PlanStage> &stages, const PlanPrices &prices)
{
    GrowthPlan plan;
    if (stages.empty())
        return plan;
    plan.hasTargets = stages.size() > 1;
    plan.horizonYears = std::max(prices.depreciationYears, stages.back().year);
    std::size_t inPlace = 0; // the stage in place during the year
    double cumulative = 0.0;
    for (int y = 0; y <= plan.horizonYears; ++y) {
        GrowthPlanYear row;
        row.year = y;
        const PlanStage &s = stages[inPlace];
        row.gpus = s.gpus;
        row.tiers = s.tiers;
        if (y == 0) {
            row.capexStepEur = capexAt(s, prices);
        } else {
            row.energyEur = s.energyKwhPerYear * prices.energyEurPerKwh;
            row.supportEur = prices.supportSharePerYear * capexAt(s, prices);
            row.opexEur = row.energyEur + row.supportEur;
        }
        // The steps to the targets of this year, bought at its end.
        while (inPlace + 1 < stages.size() && stages[inPlace + 1].year <= y && y > 0) {
            const auto [eur, recabling] = stepEur(stages[inPlace], stages[inPlace + 1], prices);
            row.capexStepEur += eur;
            row.recablingEur += recabling;
            ++inPlace;
        }
        cumulative += row.capexStepEur + row.opexEur;
        row.tcoCumulativeEur = cumulative;
        plan.years.push_back(row);
    }
    plan.tcoEur = cumulative;
    return plan;
}

GrowthPlan growthPlanOf(const VariantEvaluation &v, const Catalog &catalog)
{
    return priceGrowthPlan(planStages(v, catalog), planPricesOf(v.project.organisation, catalog));
}

} // namespace fp
