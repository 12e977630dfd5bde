// SPDX-License-Identifier: GPL-3.0-or-later
// Growth as money over time (docs/DESIGN.md section 5, "Growth plan"): the design now
// and the organisation's 1- and 3-year targets as build-out steps of one variant, each
// step priced as the network of the design generated at the target size with the same
// parameters minus the network before it (analysis_growth.cpp), plus the re-cabling of
// the links above the leaves when the step adds a tier or a plane, or of the leaves'
// uplinks that move to new spines of a two-tier design (assumption
// recabling-eur-per-link). Energy and support are paid each year for the design in
// place, so the TCO is shown year by year:
//   year 0: the design now is bought;
//   year y >= 1: opex of the design in place during year y, and the step to a target
//   of y years bought at its end.
// Over max(depreciation years, furthest target) years. Without a target the last
// year's cumulative TCO is the static TCO of analysis_cost.h (capex + D x opex).
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"

#include <vector>

namespace fp {

// A design of the plan: the one now (year 0) or a target's.
struct PlanStage {
    int year = 0;
    long long gpus = 0;
    int tiers = 0;
    double capexEur = 0.0;
    double ethernetSwitchCapexEur = 0.0; // the Ethernet switches (and their spares) in capexEur
    double energyKwhPerYear = 0.0;
    long long switchLinks = 0; // links above the leaves
    bool planesAdded = false;  // a second plane: the fabric above the leaves is rewired
    int spines = 0;            // switches of the tier above the leaves
    long long leafSpineLinks = 0;
};

// The prices the plan is worked out with: the organisation profile's and the
// catalog's, or a sensitivity's changed value (recommendation_sensitivity.cpp).
struct PlanPrices {
    double energyEurPerKwh = 0.0;
    double supportSharePerYear = 0.0;
    int depreciationYears = 0;
    double recablingEurPerLink = 0.0;
    // Ethernet switch prices relative to the catalog's: (1 - d) / (1 - d0) for an
    // Ethernet discount d against InfiniBand, d0 the catalog's
    // (roce-network-cost-discount).
    double ethernetSwitchPriceFactor = 1.0;
};

// The price of the Ethernet switches on a BOM (spares of them included).
double ethernetSwitchCapexEur(const CostResult &cost, const Catalog &catalog);

// The stages of a variant: the design now, then each priced target in order of years.
std::vector<PlanStage> planStages(const VariantEvaluation &v, const Catalog &catalog);

// The prices of the project and the catalog (recabling-eur-per-link; 0 when absent).
PlanPrices planPricesOf(const OrganisationProfile &organisation, const Catalog &catalog);

// The year table of `stages` at `prices`.
GrowthPlan priceGrowthPlan(const std::vector<PlanStage> &stages, const PlanPrices &prices);

// planStages() priced at planPricesOf() of the variant's project.
GrowthPlan growthPlanOf(const VariantEvaluation &v, const Catalog &catalog);

} // namespace fp
