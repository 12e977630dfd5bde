// SPDX-License-Identifier: GPL-3.0-or-later
// The inside of recommend() (recommendation.h), shared by its three files:
// recommendation.cpp (requirements, the decision, the reasons),
// recommendation_criteria.cpp (the six criteria of the scoring table) and
// recommendation_whatif.cpp (what would change the answer). Not an interface.
#pragma once

#include "analysis/recommendation.h"

#include <QString>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace fp::rec {

using Figures = std::vector<std::pair<QString, double>>;

// What the decision reads besides the variants: the project's profiles and the
// catalog's figures, copied so that a what-if can change one of them.
struct Inputs {
    WorkloadProfile workload;
    OrganisationProfile organisation;
    Requirements requirements;
    DecisionWeights weights;
    std::optional<double> gpuHourCostEur; // catalog gpu-hour-cost-eur, or the own cost
    bool gpuHourAtOwnCost = false;        // the cluster's own cost (model.h ComparisonBasis)
    // Of line rate, as the collectives' efficiency: catalog roce-efficiency-untuned (relative
    // to InfiniBand) x infiniband-efficiency.
    std::optional<double> roceUntunedEfficiency;
    int infinibandVendors = 1; // switch vendors in the catalog
    int ethernetVendors = 1;
    // The TCO criterion reads each candidate's growth-plan TCO (analysis/growthplan.h)
    // when every candidate has a priced 1- or 3-year target, over this many years;
    // 0: the TCO over the depreciation years of analysis_cost.h.
    int growthPlanYears = 0;
    // With a growth plan, the performance criterion's years: the plan's GPU-years
    // (years 1 .. growthPlanYears) over the GPUs now, so that a slower step costs the
    // GPUs the plan will have, over the horizon the TCO covers.
    double growthPlanGpuYears = 0.0;
    const Catalog *catalog = nullptr; // for the parts' names in texts
};

// A variant the scoring table compares, with the figures a what-if cannot change
// worked out once.
struct Candidate {
    const VariantEvaluation *v = nullptr;
    double tcoEur = 0.0;               // the variant's network TCO (a what-if may change it)
    double ethernetFabricShare = 0.0;  // its fabrics on Ethernet, each fabric counting once
    double vendorChoice = 0.0;         // switch vendors per fabric, weighted by switches
    double roceBandwidthAtStake = 0.0; // 1 - untuned / modelled efficiency (RoCE compute)
    // The complexity score without its skill-gap factor, when the evaluation has that
    // factor (a what-if on a team skill adds the factor for the changed skills).
    std::optional<double> complexityWithoutSkillGap;
};
Candidate candidateOf(const VariantEvaluation &v, const Inputs &in);
// The candidate's complexity score for the team's skills in `in` (the evaluated score
// when they are the skills it was evaluated with).
double complexityOf(const Candidate &c, const Inputs &in);

struct Context {
    const Inputs &in;
    const std::vector<Candidate> &cands;
    const VariantEvaluation &reference; // the design as drawn: commShare was set for it
    bool texts = true;                  // false inside the what-if search (numbers only)
};

// The six criteria (recommendation_criteria.cpp; docs/DESIGN.md section 5).
CriterionScore performanceCriterion(const Context &c);
CriterionScore tcoCriterion(const Context &c);
CriterionScore complexityCriterion(const Context &c);
CriterionScore integrationCriterion(const Context &c);
CriterionScore vendorCriterion(const Context &c);
CriterionScore riskCriterion(const Context &c);

struct Decision {
    std::vector<VariantRequirements> requirements; // every variant
    Scoring scoring;
    VariantKind variant = VariantKind::InfiniBand;
    std::size_t winner = 0; // index into the candidates
};

std::vector<RequirementCheck> checkRequirements(const Inputs &in, const VariantEvaluation &v,
                                                bool texts);
Decision decide(const Inputs &in, const std::vector<VariantEvaluation> &all,
                const std::vector<Candidate> &cands, const VariantEvaluation &reference,
                bool texts);

// Every candidate's TCO along its growth plan (sets in.growthPlanYears and the
// candidates' tcoEur). When some candidates have a priced plan and others do not (the
// hybrid per unit cannot be re-planned yet), those without are taken out of the
// comparison, so that one TCO horizon holds for all; returns the variants taken out.
std::vector<VariantKind> useGrowthPlans(Inputs &in, std::vector<Candidate> &cands);
// Takes the candidates whose capital cost leaves out parts without a price (a lower
// bound, e.g. the hybrid per unit's gateways) out of the scoring when another candidate
// is priced in full: a lower bound would score as if the unknown cost nothing.
// Returns the kinds taken out.
std::vector<VariantKind> dropUnpriced(std::vector<Candidate> &cands);

// The collectives at `factor` times their network efficiency
// (recommendation_sensitivity.cpp).
void scaleEfficiency(CollectiveResult &c, double factor);

// How each main assumption moves the decision (recommendation_sensitivity.cpp).
std::vector<SensitivityRow> sensitivity(const Inputs &in, const Catalog &catalog,
                                        const std::vector<VariantEvaluation> &all,
                                        const std::vector<Candidate> &cands,
                                        const VariantEvaluation &reference, const Decision &now);

// `x` rounded to three significant digits, away from the start of a search (up: toward
// higher values), so that a printed threshold lies past the exact one.
double roundAway(double x, bool up);

// The first value from `start` toward `end` at which `changes` holds: `gridSteps`
// points of the way, then bisection to `tolerance` (recommendation_whatif.cpp).
// nullopt when none of the points changes the answer.
std::optional<double> searchChange(double start, double end, double tolerance, int gridSteps,
                                   const std::function<bool(double)> &changes);

// The verified statements (recommendation_whatif.cpp).
std::vector<AnswerChange> whatWouldChange(const Inputs &in,
                                          const std::vector<VariantEvaluation> &all,
                                          const std::vector<Candidate> &cands,
                                          const VariantEvaluation &reference, VariantKind now);

// The texts of these files, in the translation context "fp::rec" (where lupdate files
// a free tr() inside this namespace; model/tr.h).
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1);

// Helpers.
long long jobScope(const WorkloadProfile &w, long long gpus);
const CollectivePoint *pointAt(const VariantEvaluation &v, CollectiveOp op, double bytes,
                               long long gpus);
const VariantEvaluation *find(const std::vector<VariantEvaluation> &vs, VariantKind k);
QString pct(double fraction); // 0.153 -> "15.3"
QString money(double eur);    // "EUR 1,234" (Dutch "€ 1.234")
double skillGap(Skill s);     // none 1, some 0.5, expert 0
QString criterionName(const QString &id);
QString requirementName(const QString &id, const Inputs &in);

} // namespace fp::rec
