// SPDX-License-Identifier: GPL-3.0-or-later
// The six criteria of the recommendation's scoring table (recommendation.h,
// docs/DESIGN.md section 5): each gives every candidate 0-10 points, the best 10 and
// the others in proportion to their gap, and lists the figures it rests on.
#include "analysis/recommendation_p.h"

#include "analysis/analysis_complexity.h"
#include "analysis/wording.h"
#include "model/labels.h"
#include "text/i18n.h"

#include <QStringList>

#include <algorithm>
#include <functional>

namespace fp::rec {

namespace {

CriterionScore scoreOf(const char *id, double weight)
{
    CriterionScore s;
    s.id = QLatin1String(id);
    s.weight = weight;
    return s;
}

QString keyOf(const Candidate &c)
{
    return variantKey(c.v->kind);
}

// "InfiniBand 10.0, Ethernet/RoCE 8.6", one item per candidate.
QString perCandidate(const Context &c, const std::function<QString(std::size_t)> &item)
{
    QStringList parts;
    for (std::size_t i = 0; i < c.cands.size(); ++i)
        parts << tr("%1 %2", "a variant and its figure")
                     .arg(variantName(c.cands[i].v->kind), item(i));
    return parts.join(QStringLiteral(", "));
}

QString pointsText(const Context &c, const std::vector<double> &points)
{
    return perCandidate(c, [&](std::size_t i) { return num(points[i], 1); });
}

// The money scale both money criteria share: a gap as large as the lowest network
// TCO of the candidates costs all 10 points, so one point is a tenth of it and a
// 40 % TCO gap costs 4 points where a 15 % gap costs 1.5. 0 when no TCO is known.
double moneyScale(const Context &c)
{
    double lowest = 0.0;
    for (const Candidate &k : c.cands) {
        if (k.tcoEur > 0.0 && (lowest == 0.0 || k.tcoEur < lowest))
            lowest = k.tcoEur;
    }
    return lowest;
}

// 10 x (1 - gap / scale), at least 0: every criterion scores 0 to 10 (docs/CLI.md
// "scoring"). Unbounded, a performance loss of 10 x the lowest TCO gave -87.4 points,
// weighted totals below 0 under the heading "(0-10)" and a margin of 0.00 (an
// inference cluster on InfiniBand at 3:1); the text keeps the amounts themselves.
std::vector<double> moneyPoints(const std::vector<double> &gapsEur, double scale)
{
    std::vector<double> out;
    for (double gap : gapsEur)
        out.push_back(scale > 0.0 ? std::max(0.0, 10.0 * (1.0 - gap / scale)) : 10.0);
    return out;
}

// 10 x value / the largest value (10 for all when the largest is 0).
std::vector<double> proportionalPoints(const std::vector<double> &values)
{
    const double most = values.empty() ? 0.0 : *std::max_element(values.begin(), values.end());
    std::vector<double> out;
    for (double v : values)
        out.push_back(most > 0.0 ? 10.0 * v / most : 10.0);
    return out;
}

// The period the GPU time lost is counted over: the depreciation period, or the growth
// plan's years in years of today's GPUs (the cluster grows, so a year later counts more).
QString lostPeriod(const Context &c)
{
    if (c.in.growthPlanYears > 0)
        return tr("over the %1 years of the growth plan (%2 years of today's GPUs)")
            .arg(QString::number(c.in.growthPlanYears), num(c.in.growthPlanGpuYears, 2));
    return tr("over %1 years").arg(QString::number(c.in.organisation.depreciationYears));
}

// The performance criterion from the step-time model (docs/STEPTIME.md).
// The value of a GPU-hour the performance criterion uses, saying when it is the
// cluster's own cost (model.h ComparisonBasis).
QString gpuHourText(const Context &c)
{
    const QString eur = num(*c.in.gpuHourCostEur, 2);
    return c.in.gpuHourAtOwnCost ? tr("EUR %1 (the cluster's own cost)").arg(eur)
                                 : tr("EUR %1").arg(eur);
}

QString stepTimeText(const Context &c, const std::vector<double> &gaps)
{
    const QString steps = perCandidate(c, [&](std::size_t i) {
        return tr("%1 s").arg(num(c.cands[i].v->stepTime.stepSeconds, 3));
    });
    const QString lost = perCandidate(c, [&](std::size_t i) { return money(gaps[i]); });
    return tr("Performance as money, from the step-time model of the workload's plan: the "
              "modelled training step, %1. GPU time lost against the fastest %2 at %3 "
              "per GPU-hour, %4 GPUs and 8,760 hours a year: %5.")
        .arg(steps, lostPeriod(c), gpuHourText(c), num(static_cast<double>(c.reference.cost.gpus)),
             lost);
}

QString performanceText(const Context &c, const std::vector<double> &ratios,
                        const std::vector<double> &gaps)
{
    if (!c.in.gpuHourCostEur)
        return tr("Performance is not valued: the catalogue has no cost per GPU-hour "
                  "(gpu-hour-cost-eur), so every variant gets 10 points.");
    if (std::all_of(c.cands.begin(), c.cands.end(),
                    [](const Candidate &k) { return k.v->stepTime.modelled; }) &&
        c.reference.stepTime.modelled)
        return stepTimeText(c, gaps);
    const WorkloadProfile &w = c.in.workload;
    const long long scope = jobScope(w, c.reference.cost.gpus);
    const CollectiveOp op = collectiveOf(w);
    const double bytes = collectiveBytesOf(w);
    const QString times = perCandidate(c, [&](std::size_t i) {
        const CollectivePoint *p = pointAt(*c.cands[i].v, op, bytes, scope);
        return p ? tr("%1 ms").arg(num(p->seconds * 1e3, 3)) : tr("not modelled");
    });
    const double fastest = *std::min_element(ratios.begin(), ratios.end());
    const QString first = (op == CollectiveOp::AllToAll
                               ? tr("Performance as money. An all-to-all of %1 over %2 GPUs: %3.")
                               : tr("Performance as money. An all-reduce of %1 over %2 GPUs: %3."))
                              .arg(formatBytes(bytes, AnalysisLocale::current()),
                                   num(static_cast<double>(scope)), times);
    const QString longer = perCandidate(
        c, [&](std::size_t i) { return tr("%1 %").arg(pct(ratios[i] / fastest - 1.0)); });
    const QString lost = perCandidate(c, [&](std::size_t i) { return money(gaps[i]); });
    return first + QLatin1Char(' ') +
           tr("With %1 % of step time communicating (as set for the design as drawn), a step "
              "takes longer than on the fastest variant by: %2. GPU time lost %3 at "
              "%4 per GPU-hour, %5 GPUs and 8,760 hours a year: %6.")
               .arg(pct(w.commShare), longer, lostPeriod(c), gpuHourText(c),
                    num(static_cast<double>(c.reference.cost.gpus)), lost);
}

// The GPU time the network's job interruptions take (ResilienceResult: links x the
// rate per link and year x interruption-lost-hours x GPUs), in money over the period;
// empty when no candidate has any.
QString interruptionText(const Context &c, const std::vector<double> &eurOverPeriod)
{
    if (std::all_of(eurOverPeriod.begin(), eurOverPeriod.end(), [](double x) { return x <= 0.0; }))
        return {};
    const auto [low, high] = std::minmax_element(eurOverPeriod.begin(), eurOverPeriod.end());
    if (*high - *low < 1.0)
        return tr("Job interruptions by the network (%1 a year: a failed switch or link stops the "
                  "job) take the same GPU time on every variant, %2 %3, so they move no points.")
            .arg(num(c.cands.front().v->resilience.interruptionsPerYear, 1), money(*high),
                 lostPeriod(c));
    const QString counts = perCandidate(
        c, [&](std::size_t i) { return num(c.cands[i].v->resilience.interruptionsPerYear, 1); });
    const QString eur = perCandidate(c, [&](std::size_t i) { return money(eurOverPeriod[i]); });
    return tr("Job interruptions by the network take GPU time as well (a failed switch or link "
              "stops the job, which restarts from its last checkpoint): interruptions a year, "
              "%1; their GPU time %2: %3. The points count both.")
        .arg(counts, lostPeriod(c), eur);
}

} // namespace

Candidate candidateOf(const VariantEvaluation &v, const Inputs &in)
{
    Candidate c;
    c.v = &v;
    c.tcoEur = v.cost.tcoEur;
    const Project &p = v.project;
    if (!p.fabrics.empty()) {
        const auto ethernet =
            std::count_if(p.fabrics.begin(), p.fabrics.end(),
                          [](const Fabric &f) { return f.technology == Technology::Ethernet; });
        c.ethernetFabricShare =
            static_cast<double>(ethernet) / static_cast<double>(p.fabrics.size());
    }
    double weighted = 0.0;
    double switches = 0.0;
    for (const Switch &s : p.switches) {
        const Fabric *f = p.fabric(s.fabricId);
        if (!f || s.role == SwitchRole::NvlinkSwitch)
            continue;
        const double n = p.multiplicity(s.groupId);
        weighted +=
            n * (f->technology == Technology::Ethernet ? in.ethernetVendors : in.infinibandVendors);
        switches += n;
    }
    // The bill's switches the design does not draw: the Ethernet management switches of
    // the network racks (analysis_cost.cpp), so the weights match the bill.
    for (const BomLine &l : v.cost.bom)
        if (l.detail.kind == BomDetail::Kind::NetworkRackManagement) {
            weighted += static_cast<double>(l.quantity) * in.ethernetVendors;
            switches += static_cast<double>(l.quantity);
        }
    c.vendorChoice = switches > 0.0 ? weighted / switches : 0.0;
    for (const ComplexityFactor &f : v.complexity.factors) {
        if (f.id == QLatin1String("skill-gap"))
            c.complexityWithoutSkillGap = v.complexity.score - f.points;
    }
    // A RoCE compute fabric that misses its tuning runs at the untuned efficiency;
    // measured (calibrated) collectives have shown their tuning.
    const Fabric *compute = p.computeFabric();
    const double stated = v.collectives.efficiency;
    if (compute && compute->technology == Technology::Ethernet && !v.collectives.calibrated &&
        in.roceUntunedEfficiency && stated > 0.0)
        c.roceBandwidthAtStake = std::max(0.0, 1.0 - *in.roceUntunedEfficiency / stated);
    return c;
}

namespace {

// Takes the candidates without `keep` out when at least one has it; returns their kinds.
template <class Keep> std::vector<VariantKind> dropUnless(std::vector<Candidate> &cands, Keep keep)
{
    std::vector<VariantKind> dropped;
    if (std::none_of(cands.begin(), cands.end(), keep))
        return dropped;
    for (const Candidate &c : cands) {
        if (!keep(c))
            dropped.push_back(c.v->kind);
    }
    std::erase_if(cands, [&keep](const Candidate &c) { return !keep(c); });
    return dropped;
}

} // namespace

std::vector<VariantKind> dropUnpriced(std::vector<Candidate> &cands)
{
    return dropUnless(cands, [](const Candidate &c) { return c.v->cost.priceComplete(); });
}

std::vector<VariantKind> useGrowthPlans(Inputs &in, std::vector<Candidate> &cands)
{
    std::vector<VariantKind> dropped =
        dropUnless(cands, [](const Candidate &c) { return c.v->growthPlan.hasTargets; });
    if (cands.empty() || !cands.front().v->growthPlan.hasTargets)
        return dropped;
    const GrowthPlan &plan = cands.front().v->growthPlan;
    in.growthPlanYears = plan.horizonYears;
    double gpuYears = 0.0;
    for (const GrowthPlanYear &y : plan.years) {
        if (y.year > 0 && plan.years.front().gpus > 0)
            gpuYears += static_cast<double>(y.gpus) / static_cast<double>(plan.years.front().gpus);
    }
    in.growthPlanGpuYears = gpuYears;
    for (Candidate &c : cands)
        c.tcoEur = c.v->growthPlan.tcoEur;
    return dropped;
}

double complexityOf(const Candidate &c, const Inputs &in)
{
    const OrganisationProfile &evaluated = c.v->project.organisation;
    if (!c.complexityWithoutSkillGap ||
        (in.organisation.infinibandSkill == evaluated.infinibandSkill &&
         in.organisation.roceSkill == evaluated.roceSkill))
        return c.v->complexity.score;
    return *c.complexityWithoutSkillGap +
           skillGapPoints(c.v->project, in.organisation.infinibandSkill, in.organisation.roceSkill,
                          ComplexityWeights{});
}

CriterionScore performanceCriterion(const Context &c)
{
    CriterionScore s = scoreOf("performance", c.in.weights.performance);
    const bool plan = c.in.growthPlanYears > 0;
    const double years = plan ? c.in.growthPlanGpuYears : c.in.organisation.depreciationYears;
    const double cost = c.in.gpuHourCostEur.value_or(0.0);
    // Against the fastest candidate, as compareStepTimes() sets relativeToFastest: the
    // step-time ratio without a model (1 + share x (t / t_ref - 1)) is not symmetric, so
    // against another reference the percentages and amounts would differ from the table's.
    const VariantEvaluation *fastest = &c.reference;
    double fastestRatio = 1.0;
    for (const Candidate &k : c.cands) {
        const double r = stepTimeRatio(*k.v, c.reference, c.in.workload);
        if (r < fastestRatio) {
            fastestRatio = r;
            fastest = k.v;
        }
    }
    std::vector<double> ratios;
    std::vector<double> values;
    std::vector<double> interrupted; // EUR a year of GPU time lost to interruptions
    for (const Candidate &k : c.cands) {
        ratios.push_back(stepTimeRatio(*k.v, *fastest, c.in.workload));
        values.push_back(performanceValueEurPerYear(*k.v, *fastest, c.in.workload, cost));
        const ResilienceResult &r = k.v->resilience;
        interrupted.push_back(r.interruptionsKnown ? r.interruptionGpuHoursPerYear * cost : 0.0);
    }
    // The step-time gap against the fastest, and the sum with the interruptions'
    // GPU time against the best sum, which the points rest on.
    const double bestStep = *std::max_element(values.begin(), values.end());
    double bestSum = values.front() - interrupted.front();
    for (std::size_t i = 0; i < values.size(); ++i)
        bestSum = std::max(bestSum, values[i] - interrupted[i]);
    std::vector<double> stepGaps;
    std::vector<double> gaps;
    std::vector<double> interruptedOverPeriod;
    for (std::size_t i = 0; i < values.size(); ++i) {
        stepGaps.push_back((bestStep - values[i]) * years);
        gaps.push_back((bestSum - values[i] + interrupted[i]) * years);
        interruptedOverPeriod.push_back(interrupted[i] * years);
    }
    s.points = moneyPoints(gaps, moneyScale(c));
    s.figures = {{QStringLiteral("gpu_hour_cost_eur"), cost},
                 {QStringLiteral("comm_share"), c.in.workload.commShare},
                 {QStringLiteral("years_counted"), years}, // depreciation years or plan GPU-years
                 {QStringLiteral("money_scale_eur"), moneyScale(c)}};
    for (std::size_t i = 0; i < c.cands.size(); ++i) {
        s.figures.emplace_back(keyOf(c.cands[i]) + QStringLiteral("_step_time_ratio"), ratios[i]);
        s.figures.emplace_back(keyOf(c.cands[i]) + QStringLiteral("_value_eur_per_year"),
                               values[i]);
        s.figures.emplace_back(keyOf(c.cands[i]) + QStringLiteral("_interruption_eur_per_year"),
                               interrupted[i]);
    }
    if (plan)
        s.figures.emplace_back(QStringLiteral("growth_plan_gpu_years"), years);
    if (c.texts) {
        s.text = performanceText(c, ratios, stepGaps);
        if (!c.in.gpuHourCostEur)
            return s;
        const QString interruptions = interruptionText(c, interruptedOverPeriod);
        if (!interruptions.isEmpty())
            s.text += QLatin1Char(' ') + interruptions;
        s.text += QLatin1Char(' ') +
                  tr("Points (one point is %1, a tenth of the lowest network TCO): %2.")
                      .arg(money(moneyScale(c) / 10), pointsText(c, s.points));
        if (plan)
            s.text += QLatin1Char(' ') +
                      tr("Along the growth plan the cluster grows, so the money lost counts %1 "
                         "years of today's GPUs (%2 years of the plan) instead of %3.")
                          .arg(num(years, 2), QString::number(c.in.growthPlanYears),
                               QString::number(c.in.organisation.depreciationYears));
    }
    return s;
}

CriterionScore tcoCriterion(const Context &c)
{
    CriterionScore s = scoreOf("tco", c.in.weights.tco);
    double lowest = c.cands.front().tcoEur;
    for (const Candidate &k : c.cands)
        lowest = std::min(lowest, k.tcoEur);
    std::vector<double> gaps;
    for (const Candidate &k : c.cands)
        gaps.push_back(k.tcoEur - lowest);
    s.points = moneyPoints(gaps, moneyScale(c));
    s.figures = {{QStringLiteral("money_scale_eur"), moneyScale(c)}};
    for (const Candidate &k : c.cands)
        s.figures.emplace_back(keyOf(k) + QStringLiteral("_tco_eur"), k.tcoEur);
    s.figures.emplace_back(QStringLiteral("growth_plan_years"), c.in.growthPlanYears);
    if (!c.texts)
        return s;
    const QString tcos = perCandidate(c, [&](std::size_t i) {
        return lowest > 0.0 && gaps[i] > 0.0
                   ? tr("%1 (%2 % more)").arg(money(c.cands[i].tcoEur), pct(gaps[i] / lowest))
                   : money(c.cands[i].tcoEur);
    });
    const QString points = pointsText(c, s.points);
    if (c.in.growthPlanYears > 0)
        s.text =
            tr("Network TCO along the growth plan over %1 years (the design now, the build-out "
               "steps to the 1- and 3-year targets with re-cabling, energy and support "
               "year by year): %2. Points (one point is %3, a tenth of the lowest TCO): %4.")
                .arg(QString::number(c.in.growthPlanYears), tcos, money(moneyScale(c) / 10),
                     points);
    else
        s.text = tr("Network TCO over %1 years: %2. Points (one point is %3, a tenth of the "
                    "lowest TCO): %4.")
                     .arg(QString::number(c.in.organisation.depreciationYears), tcos,
                          money(moneyScale(c) / 10), points);
    return s;
}

CriterionScore complexityCriterion(const Context &c)
{
    CriterionScore s = scoreOf("complexity", c.in.weights.complexity);
    double lowest = 100.0;
    for (const Candidate &k : c.cands)
        lowest = std::min(lowest, complexityOf(k, c.in));
    // 10 for the lowest score, 0 at 100, linear in between.
    for (const Candidate &k : c.cands)
        s.points.push_back(
            lowest < 100.0 ? 10.0 * (100.0 - complexityOf(k, c.in)) / (100.0 - lowest) : 10.0);
    for (const Candidate &k : c.cands)
        s.figures.emplace_back(keyOf(k) + QStringLiteral("_complexity"), complexityOf(k, c.in));
    if (c.texts)
        s.text =
            tr("Management complexity out of 100, the team's skill gap included: %1. Points "
               "(10 for the lowest score, 0 at 100): %2.")
                .arg(perCandidate(
                         c, [&](std::size_t i) { return num(complexityOf(c.cands[i], c.in), 1); }),
                     pointsText(c, s.points));
    return s;
}

CriterionScore integrationCriterion(const Context &c)
{
    CriterionScore s = scoreOf("integration", c.in.weights.integration);
    const bool estate = c.in.organisation.existingEthernetDc;
    std::vector<double> shares;
    for (const Candidate &k : c.cands)
        shares.push_back(k.ethernetFabricShare);
    s.points = estate ? proportionalPoints(shares) : std::vector<double>(c.cands.size(), 10.0);
    s.figures = {{QStringLiteral("existing_ethernet_dc"), estate ? 1.0 : 0.0}};
    for (std::size_t i = 0; i < c.cands.size(); ++i)
        s.figures.emplace_back(keyOf(c.cands[i]) + QStringLiteral("_ethernet_fabric_share"),
                               shares[i]);
    if (!c.texts)
        return s;
    s.text = estate
                 ? tr("The data centre runs Ethernet: every fabric on Ethernet shares its "
                      "tools, processes and spares, and a storage or front-end fabric its "
                      "network. Share of each variant's fabrics on Ethernet: %1. Points (10 "
                      "for the highest share, the others in proportion): %2.")
                       .arg(perCandidate(
                                c, [&](std::size_t i) { return tr("%1 %").arg(pct(shares[i])); }),
                            pointsText(c, s.points))
                 : tr("The data centre has no Ethernet network to integrate with: every "
                      "variant gets 10 points.");
    return s;
}

CriterionScore vendorCriterion(const Context &c)
{
    CriterionScore s = scoreOf("vendor-diversity", c.in.weights.vendorDiversity);
    std::vector<double> choice;
    for (const Candidate &k : c.cands)
        choice.push_back(k.vendorChoice);
    s.points = proportionalPoints(choice);
    s.figures = {{QStringLiteral("infiniband_switch_vendors"), c.in.infinibandVendors},
                 {QStringLiteral("ethernet_switch_vendors"), c.in.ethernetVendors}};
    for (std::size_t i = 0; i < c.cands.size(); ++i)
        s.figures.emplace_back(keyOf(c.cands[i]) + QStringLiteral("_vendor_choice"), choice[i]);
    if (c.texts)
        s.text =
            tr("Switch vendors to choose from for the same fabric (the catalogue lists %1 for "
               "InfiniBand and %2 for Ethernet; the bills price one vendor's parts, the others "
               "can be quoted), per variant weighted by its switches: %3. Points (10 for the "
               "most, the others in proportion): %4.")
                .arg(QString::number(c.in.infinibandVendors), QString::number(c.in.ethernetVendors),
                     perCandidate(c, [&](std::size_t i) { return num(choice[i], 2); }),
                     pointsText(c, s.points));
    return s;
}

CriterionScore riskCriterion(const Context &c)
{
    CriterionScore s = scoreOf("risk", c.in.weights.risk);
    const double gap = skillGap(c.in.organisation.roceSkill);
    std::vector<double> atStake;
    for (const Candidate &k : c.cands)
        atStake.push_back(gap * k.roceBandwidthAtStake);
    // 10 less 10 per whole bandwidth at stake.
    for (double x : atStake)
        s.points.push_back(10.0 * (1.0 - x));
    s.figures = {
        {QStringLiteral("roce_skill_gap"), gap},
        {QStringLiteral("roce_untuned_efficiency"), c.in.roceUntunedEfficiency.value_or(0.0)}};
    for (std::size_t i = 0; i < c.cands.size(); ++i)
        s.figures.emplace_back(keyOf(c.cands[i]) + QStringLiteral("_bandwidth_at_stake"),
                               atStake[i]);
    if (c.texts)
        s.text = tr("RoCE tuning risk: a RoCE compute fabric that misses its tuning runs at the "
                    "untuned efficiency (%1) instead of the one it is modelled with. The team "
                    "has %2 RoCE experience, so %3 % of that loss counts. Bandwidth at stake: "
                    "%4. Points (10 x (1 - the share at stake)): %5.")
                     .arg(num(c.in.roceUntunedEfficiency.value_or(0.0), 2),
                          skillWord(c.in.organisation.roceSkill), pct(gap),
                          perCandidate(
                              c, [&](std::size_t i) { return tr("%1 %").arg(pct(atStake[i])); }),
                          pointsText(c, s.points));
    return s;
}

} // namespace fp::rec
