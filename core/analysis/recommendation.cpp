// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation: requirements, the scoring table, the reasons and the verified
// "what would change the answer" (recommendation.h; docs/DESIGN.md section 5). The
// criteria are in recommendation_criteria.cpp, the what-if search in
// recommendation_whatif.cpp; this file holds the decision and its reasons.
#include "analysis/recommendation.h"

#include "analysis/analysis_complexity.h"
#include "analysis/assumptionreader.h"
#include "analysis/recommendation_p.h"

#include "analysis/wording.h"
#include "text/i18n.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <set>

namespace fp {

int VariantRequirements::failed() const
{
    return static_cast<int>(std::count_if(checks.begin(), checks.end(),
                                          [](const RequirementCheck &c) { return !c.met; }));
}

double Scoring::totalOf(VariantKind kind) const
{
    for (std::size_t i = 0; i < candidates.size() && i < totals.size(); ++i) {
        if (candidates[i] == kind)
            return totals[i];
    }
    return -1.0;
}

double Scoring::printedLead(double lead, VariantKind recommended, int decimals) const
{
    return std::abs(lead - margin) < 1e-9 ? printedMargin(recommended, decimals) : lead;
}

bool Scoring::narrowLead(VariantKind recommended) const
{
    constexpr double kNarrowMarginPoints = 0.1;
    return candidates.size() > 1 && printedMargin(recommended) < kNarrowMarginPoints;
}

double Scoring::printedMargin(VariantKind recommended, int decimals) const
{
    const double scale = std::pow(10.0, decimals);
    const auto rounded = [scale](double x) { return std::round(x * scale) / scale; };
    double best = 0.0;
    bool any = false;
    for (std::size_t i = 0; i < candidates.size() && i < totals.size(); ++i) {
        if (candidates[i] == recommended)
            continue;
        best = any ? std::max(best, totals[i]) : totals[i];
        any = true;
    }
    return any ? rounded(totalOf(recommended)) - rounded(best) : margin;
}

CollectiveOp collectiveOf(const WorkloadProfile &workload)
{
    return workload.kind == WorkloadKind::Inference ? CollectiveOp::AllToAll
                                                    : CollectiveOp::AllReduce;
}

double collectiveBytesOf(const WorkloadProfile &workload)
{
    const std::vector<double> &sizes = workload.collectiveBytes;
    return sizes.empty() ? 1024.0 * 1024 * 1024 : *std::max_element(sizes.begin(), sizes.end());
}

double stepTimeRatio(const VariantEvaluation &v, const VariantEvaluation &reference,
                     const WorkloadProfile &workload)
{
    // The step-time model (analysis/steptime.h) when it covers both variants: the ratio
    // of their modelled training steps.
    if (v.stepTime.modelled && reference.stepTime.modelled && reference.stepTime.stepSeconds > 0.0)
        return v.stepTime.stepSeconds / reference.stepTime.stepSeconds;
    const long long scope = rec::jobScope(workload, std::max(v.cost.gpus, reference.cost.gpus));
    const CollectiveOp op = collectiveOf(workload);
    const double bytes = collectiveBytesOf(workload);
    const CollectivePoint *pv = rec::pointAt(v, op, bytes, scope);
    const CollectivePoint *pr = rec::pointAt(reference, op, bytes, scope);
    if (!pv || !pr || pr->seconds <= 0.0)
        return 1.0;
    // The communicating share scales with the collective's time, the rest stays
    // (recommendation.h; no overlap of compute and communication is modelled).
    return 1.0 + workload.commShare * (pv->seconds / pr->seconds - 1.0);
}

namespace {

// "103.7 % of the step of InfiniBand (the fastest): ..." (recommendation.h).
QString relativeStepText(const VariantEvaluation &v, const VariantEvaluation &fastest,
                         const WorkloadProfile &w, double ratio)
{
    const QString head =
        QCoreApplication::translate("fp::rec", "%1 % of the step of %2, the fastest option: ")
            .arg(num(100.0 * ratio, 1), variantName(fastest.kind));
    if (v.stepTime.modelled && fastest.stepTime.modelled && fastest.stepTime.stepSeconds > 0.0)
        return head +
               QCoreApplication::translate("fp::rec", "the modelled steps, %1 s against %2 s.")
                   .arg(num(v.stepTime.stepSeconds, 3), num(fastest.stepTime.stepSeconds, 3));
    const long long scope = rec::jobScope(w, std::max(v.cost.gpus, fastest.cost.gpus));
    const CollectiveOp op = collectiveOf(w);
    const double bytes = collectiveBytesOf(w);
    const CollectivePoint *pv = rec::pointAt(v, op, bytes, scope);
    const CollectivePoint *pf = rec::pointAt(fastest, op, bytes, scope);
    if (!pv || !pf || pf->seconds <= 0.0)
        return head + QCoreApplication::translate(
                          "fp::rec",
                          "the collective that stands for the workload is not modelled for both, "
                          "so the steps count as equal.");
    // DESIGN.md section 5: T / T_fastest = 1 + share x (t / t_fastest - 1).
    return head + QCoreApplication::translate(
                      "fp::rec",
                      "no parallelism plan is set, so the communicating share of the step (%1 %, "
                      "an input of the workload) scales with the time of the %2 over %3 GPUs "
                      "(%4 ms against %5 ms) and the rest stays: 1 + %1 % x (%4 / %5 - 1).")
                      .arg(num(100.0 * w.commShare, 1), collectiveKey(op),
                           num(static_cast<double>(scope)), num(pv->seconds * 1e3, 3),
                           num(pf->seconds * 1e3, 3));
}

} // namespace

void compareStepTimes(std::vector<VariantEvaluation> &variants, const WorkloadProfile &workload)
{
    if (variants.empty())
        return;
    const VariantEvaluation *fastest = &variants.front();
    double best = 1.0;
    for (const VariantEvaluation &v : variants) {
        const double r = stepTimeRatio(v, variants.front(), workload);
        if (r < best) {
            best = r;
            fastest = &v;
        }
    }
    for (VariantEvaluation &v : variants) {
        const double r = stepTimeRatio(v, *fastest, workload);
        v.stepTime.relativeToFastest = r;
        v.stepTime.lostKnown = r > 0.0 && v.stepTime.gpuHourCostEur > 0.0;
        v.stepTime.lostEurPerYear =
            v.stepTime.lostKnown
                ? -performanceValueEurPerYear(v, *fastest, workload, v.stepTime.gpuHourCostEur)
                : 0.0;
        v.stepTime.relativeExplanation = {QStringLiteral("step-time-relative"),
                                          relativeStepText(v, *fastest, workload, r),
                                          {{QStringLiteral("relative_to_fastest"), r}}};
    }
}

double performanceValueEurPerYear(const VariantEvaluation &v, const VariantEvaluation &reference,
                                  const WorkloadProfile &workload, double gpuHourCostEur)
{
    const double ratio = stepTimeRatio(v, reference, workload);
    if (ratio <= 0.0)
        return 0.0;
    // GPUs x 8,760 h x cost per GPU-hour x (1/r - 1) (recommendation.h).
    return static_cast<double>(v.cost.gpus) * HoursPerYear * gpuHourCostEur * (1.0 / ratio - 1.0);
}

namespace rec {

QString tr(const char *text, const char *disambiguation, int n)
{
    return QCoreApplication::translate("fp::rec", text, disambiguation, n);
}

long long jobScope(const WorkloadProfile &w, long long gpus)
{
    return w.jobGpus > 0 && w.jobGpus < gpus ? w.jobGpus : gpus;
}

const CollectivePoint *pointAt(const VariantEvaluation &v, CollectiveOp op, double bytes,
                               long long gpus)
{
    // The point of `op` over `gpus` at the size nearest to `bytes`: the largest not
    // above it, else the smallest.
    const CollectivePoint *best = nullptr;
    for (const CollectivePoint &p : v.collectives.points) {
        if (p.op != op || (gpus > 0 && p.gpus != gpus))
            continue;
        const bool fits = p.bytes <= bytes * (1 + 1e-9);
        if (!best) {
            best = &p;
            continue;
        }
        const bool bestFits = best->bytes <= bytes * (1 + 1e-9);
        if ((fits && (!bestFits || p.bytes > best->bytes)) ||
            (!fits && !bestFits && p.bytes < best->bytes))
            best = &p;
    }
    return best;
}

const VariantEvaluation *find(const std::vector<VariantEvaluation> &vs, VariantKind k)
{
    for (const VariantEvaluation &v : vs) {
        if (v.kind == k)
            return &v;
    }
    return nullptr;
}

QString pct(double fraction)
{
    return num(100.0 * fraction, 1);
}

QString money(double eur)
{
    return tr("EUR %1").arg(num(eur));
}

double skillGap(Skill s)
{
    // The complexity score's scale (analysis_complexity.h, skill gap): none the whole
    // gap, some half of it, expert none.
    switch (s) {
    case Skill::None:
        return 1.0;
    case Skill::Some:
        return ComplexityWeights{}.someSkillShare;
    case Skill::Expert:
        return 0.0;
    }
    return 1.0;
}

QString criterionName(const QString &id)
{
    if (id == QLatin1String("performance"))
        return tr("performance value");
    if (id == QLatin1String("tco"))
        return tr("network TCO");
    if (id == QLatin1String("complexity"))
        return tr("management complexity");
    if (id == QLatin1String("integration"))
        return tr("integration with the existing network");
    if (id == QLatin1String("vendor-diversity"))
        return tr("vendor diversity");
    if (id == QLatin1String("risk"))
        return tr("risk");
    return id;
}

// ---------------------------------------------------------------------------------
// Requirements.

namespace {

RequirementCheck survivalCheck(const VariantEvaluation &v, bool texts)
{
    const FailureImpact &f = v.resilience.worstSwitchFailure;
    RequirementCheck c;
    c.id = QStringLiteral("survive-switch-failure");
    c.met = f.jobSurvives;
    c.figures = {{QStringLiteral("gpus_cut_off"), static_cast<double>(f.gpusCutOff)},
                 {QStringLiteral("job_survives"), f.jobSurvives ? 1.0 : 0.0}};
    c.figures.push_back(
        {QStringLiteral("gpus_on_port_failover"), static_cast<double>(f.gpusOnFailover)});
    if (texts && c.met && f.gpusOnFailover > 0)
        c.why = tr("A job survives any single switch failure if NCCL's port failover works "
                   "(NCCL 2.29.7 and later, NCCL_IB_RESILIENCY_PORT_FAILOVER=1); to be tested "
                   "in the proof of concept.");
    else if (texts)
        c.why = c.met ? tr("A job survives any single switch failure.")
                      : tr("The worst single switch failure cuts off %1 GPUs, and a job over "
                           "the whole cluster stops.")
                            .arg(num(static_cast<double>(f.gpusCutOff)));
    return c;
}

RequirementCheck budgetCheck(const VariantEvaluation &v, double budgetEur, bool texts)
{
    const double capex = v.cost.networkCapexEur;
    const bool complete = v.cost.priceComplete();
    RequirementCheck c;
    c.id = QStringLiteral("network-capex-budget");
    // Unknown prices leave capex a lower bound: the budget cannot be confirmed.
    c.met = complete && capex <= budgetEur;
    c.figures = {{QStringLiteral("network_capex_eur"), capex},
                 {QStringLiteral("budget_eur"), budgetEur},
                 {QStringLiteral("capex_complete"), complete ? 1.0 : 0.0}};
    if (!texts)
        return c;
    if (!complete)
        c.why = tr("The network capex is at least %1 (some prices are unknown), so the budget "
                   "of %2 cannot be confirmed.")
                    .arg(money(capex), money(budgetEur));
    else if (c.met)
        c.why = tr("The network capex of %1 is within the budget of %2.")
                    .arg(money(capex), money(budgetEur));
    else
        c.why = tr("The network capex of %1 exceeds the budget of %2 by %3.")
                    .arg(money(capex), money(budgetEur), money(capex - budgetEur));
    return c;
}

RequirementCheck busbwCheck(const Inputs &in, const VariantEvaluation &v, bool texts)
{
    const double minimum = in.requirements.minJobAllReduceBusbwGbytePerS;
    const double bytes = collectiveBytesOf(in.workload);
    const long long scope = jobScope(in.workload, v.cost.gpus);
    const CollectivePoint *p = pointAt(v, CollectiveOp::AllReduce, bytes, scope);
    const double busbw = p ? p->busbwGbytePerS : 0.0;
    RequirementCheck c;
    c.id = QStringLiteral("min-job-busbw");
    c.met = p && busbw >= minimum;
    c.figures = {{QStringLiteral("busbw_gbyte_s"), busbw},
                 {QStringLiteral("min_busbw_gbyte_s"), minimum},
                 {QStringLiteral("bytes"), p ? p->bytes : bytes},
                 {QStringLiteral("gpus"), static_cast<double>(scope)}};
    if (!texts)
        return c;
    if (!p)
        c.why = tr("The model has no all-reduce over %1 GPUs to check the minimum bus bandwidth "
                   "of %2 GB/s against.")
                    .arg(num(static_cast<double>(scope)), num(minimum, 1));
    else
        c.why = (c.met ? tr("An all-reduce of %1 over %2 GPUs reaches %3 GB/s bus bandwidth; "
                            "at least %4 GB/s is required.")
                       : tr("An all-reduce of %1 over %2 GPUs reaches only %3 GB/s bus "
                            "bandwidth; at least %4 GB/s is required."))
                    .arg(formatBytes(static_cast<double>(p->bytes), AnalysisLocale::current()),
                         num(p->gpus), num(busbw, 1), num(minimum, 1));
    return c;
}

} // namespace

std::vector<RequirementCheck> checkRequirements(const Inputs &in, const VariantEvaluation &v,
                                                bool texts)
{
    std::vector<RequirementCheck> out;
    if (in.organisation.surviveSingleSwitchFailure)
        out.push_back(survivalCheck(v, texts));
    if (in.requirements.networkCapexBudgetEur > 0.0)
        out.push_back(budgetCheck(v, in.requirements.networkCapexBudgetEur, texts));
    if (in.requirements.minJobAllReduceBusbwGbytePerS > 0.0)
        out.push_back(busbwCheck(in, v, texts));
    return out;
}

QString requirementName(const QString &id, const Inputs &in)
{
    if (id == QLatin1String("survive-switch-failure"))
        return tr("surviving any single switch failure");
    if (id == QLatin1String("network-capex-budget"))
        return tr("the network capex budget of %1")
            .arg(money(in.requirements.networkCapexBudgetEur));
    if (id == QLatin1String("min-job-busbw"))
        return tr("a job all-reduce bus bandwidth of at least %1 GB/s")
            .arg(num(in.requirements.minJobAllReduceBusbwGbytePerS, 1));
    return id;
}

// ---------------------------------------------------------------------------------
// The decision.

namespace {

int failedBy(const std::vector<VariantRequirements> &reqs, VariantKind k)
{
    for (const VariantRequirements &r : reqs) {
        if (r.variant == k)
            return r.failed();
    }
    return 0;
}

std::vector<double> weightedTotals(const std::vector<CriterionScore> &criteria, std::size_t n)
{
    double weights = 0.0;
    for (const CriterionScore &c : criteria)
        weights += c.weight;
    std::vector<double> totals(n, 0.0);
    if (weights <= 0.0)
        return totals;
    for (const CriterionScore &c : criteria) {
        for (std::size_t i = 0; i < n; ++i)
            totals[i] += c.weight * c.points[i] / weights;
    }
    return totals;
}

// The candidate that fails the fewest requirements and, among those, has the highest
// total; ties go to the lower TCO, then to the order of the candidates.
std::size_t pickWinner(const Decision &d, const std::vector<Candidate> &cands)
{
    std::size_t best = 0;
    for (std::size_t i = 1; i < cands.size(); ++i) {
        const int fi = failedBy(d.requirements, cands[i].v->kind);
        const int fb = failedBy(d.requirements, cands[best].v->kind);
        const double ti = d.scoring.totals[i];
        const double tb = d.scoring.totals[best];
        if (fi < fb ||
            (fi == fb && (ti > tb || (ti == tb && cands[i].tcoEur < cands[best].tcoEur))))
            best = i;
    }
    return best;
}

} // namespace

Decision decide(const Inputs &in, const std::vector<VariantEvaluation> &all,
                const std::vector<Candidate> &cands, const VariantEvaluation &reference, bool texts)
{
    Decision d;
    for (const VariantEvaluation &v : all)
        d.requirements.push_back(VariantRequirements{v.kind, checkRequirements(in, v, texts)});
    const Context c{in, cands, reference, texts};
    Scoring &s = d.scoring;
    for (const Candidate &k : cands)
        s.candidates.push_back(k.v->kind);
    s.criteria = {performanceCriterion(c), tcoCriterion(c),    complexityCriterion(c),
                  integrationCriterion(c), vendorCriterion(c), riskCriterion(c)};
    s.totals = weightedTotals(s.criteria, cands.size());
    d.winner = pickWinner(d, cands);
    d.variant = cands[d.winner].v->kind;
    double other = -1.0;
    for (std::size_t i = 0; i < cands.size(); ++i) {
        if (i != d.winner)
            other = std::max(other, s.totals[i]);
    }
    s.margin = other < 0.0 ? 0.0 : s.totals[d.winner] - other;
    return d;
}

} // namespace rec

// ---------------------------------------------------------------------------------
// The reasons and the entry point.

namespace rec {
namespace {

// The fabrics (purpose and technology) and switch types of a design, sorted.
std::vector<QString> designSignature(const Project &p)
{
    std::vector<QString> out;
    for (const Fabric &f : p.fabrics)
        out.push_back(purposeKey(f.purpose) + QLatin1Char('/') + technologyKey(f.technology));
    for (const Switch &s : p.switches)
        out.push_back(s.switchTypeId);
    std::sort(out.begin(), out.end());
    return out;
}

// Whether variant `kind` is InfiniBand's design (the same fabrics on the same switch
// types: no storage fabric to put on Ethernet, no switch between units), so it is not
// scored twice.
bool sameAsInfiniBand(const std::vector<VariantEvaluation> &variants, VariantKind kind)
{
    const VariantEvaluation *v = find(variants, kind);
    const VariantEvaluation *ib = find(variants, VariantKind::InfiniBand);
    return v && ib && designSignature(v->project) == designSignature(ib->project);
}

// The hybrid per unit with nothing between units to join (one unit): the hybrid's design.
bool perUnitSameAsHybrid(const std::vector<VariantEvaluation> &variants)
{
    const VariantEvaluation *v = find(variants, VariantKind::HybridPerUnit);
    const VariantEvaluation *h = find(variants, VariantKind::Hybrid);
    return v && h && designSignature(v->project) == designSignature(h->project);
}

// Switch vendors the catalog offers for a technology (at least 1).
int vendorsOf(const Catalog &catalog, Technology t)
{
    std::set<QString> vendors;
    for (const SwitchType &s : catalog.switches) {
        if (s.technology == t && !s.vendor.isEmpty())
            vendors.insert(s.vendor);
    }
    return std::max(1, static_cast<int>(vendors.size()));
}

Inputs inputsOf(const Project &project, const Catalog &catalog, AssumptionReader &reader,
                const std::vector<VariantEvaluation> &variants)
{
    Inputs in;
    in.catalog = &catalog;
    in.workload = project.workload;
    in.organisation = project.organisation;
    in.requirements = project.requirements;
    in.weights = project.decisionWeights;
    // The value of a GPU-hour the step times were given (the cluster's own cost,
    // model.h ComparisonBasis), else the catalog's.
    const VariantEvaluation *drawn = find(variants, VariantKind::AsDrawn);
    in.gpuHourAtOwnCost = drawn && drawn->stepTime.gpuHourAtOwnCost;
    if (in.gpuHourAtOwnCost)
        in.gpuHourCostEur = drawn->stepTime.gpuHourCostEur;
    else
        in.gpuHourCostEur = reader.value(QStringLiteral("gpu-hour-cost-eur"));
    // The catalog's untuned RoCE efficiency is relative to InfiniBand (docs/CATALOG.md),
    // the collectives' efficiency absolute (RoCE: relative x infiniband-efficiency,
    // analysis_collectives.cpp technologyEfficiency): compared in the same unit.
    const auto untuned = reader.value(QStringLiteral("roce-efficiency-untuned"));
    const auto infiniband = reader.value(QStringLiteral("infiniband-efficiency"));
    if (untuned && infiniband)
        in.roceUntunedEfficiency = *untuned * *infiniband;
    in.infinibandVendors = vendorsOf(catalog, Technology::InfiniBand);
    in.ethernetVendors = vendorsOf(catalog, Technology::Ethernet);
    return in;
}

// InfiniBand, Ethernet/RoCE and the hybrid when its design has an Ethernet fabric
// (else it is InfiniBand's design and not scored twice).
std::vector<Candidate> candidatesOf(const std::vector<VariantEvaluation> &variants,
                                    const Inputs &in)
{
    std::vector<Candidate> out;
    for (VariantKind kind : {VariantKind::InfiniBand, VariantKind::Ethernet, VariantKind::Hybrid,
                             VariantKind::HybridPerUnit}) {
        const VariantEvaluation *v = find(variants, kind);
        const bool hybrid = kind == VariantKind::Hybrid || kind == VariantKind::HybridPerUnit;
        if (!v || (hybrid && sameAsInfiniBand(variants, kind)) ||
            (kind == VariantKind::HybridPerUnit && perUnitSameAsHybrid(variants)))
            continue;
        out.push_back(candidateOf(*v, in));
    }
    return out;
}

QString listNames(const std::vector<VariantKind> &kinds)
{
    QStringList names;
    for (VariantKind k : kinds)
        names << variantName(k);
    return names.join(QStringLiteral(", "));
}

// The first reason when a candidate fails a requirement: which requirement, which
// variants, and whether the recommended one is among them.
std::optional<Explanation> requirementsReason(const Decision &d, const Inputs &in)
{
    std::vector<QString> ids;
    std::vector<std::vector<VariantKind>> failing;
    for (const VariantRequirements &r : d.requirements) {
        if (std::find(d.scoring.candidates.begin(), d.scoring.candidates.end(), r.variant) ==
            d.scoring.candidates.end())
            continue;
        for (const RequirementCheck &c : r.checks) {
            if (c.met)
                continue;
            auto it = std::find(ids.begin(), ids.end(), c.id);
            if (it == ids.end()) {
                ids.push_back(c.id);
                failing.emplace_back();
                it = ids.end() - 1;
            }
            failing[static_cast<std::size_t>(it - ids.begin())].push_back(r.variant);
        }
    }
    if (ids.empty())
        return std::nullopt;
    QStringList parts;
    Figures figures;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        parts << tr("%1 (not met by %2)").arg(requirementName(ids[i], in), listNames(failing[i]));
        figures.emplace_back(ids[i] + QStringLiteral("_failing_variants"),
                             static_cast<double>(failing[i].size()));
    }
    const int failed = failedBy(d.requirements, d.variant);
    figures.emplace_back(QStringLiteral("failed_by_recommended"), failed);
    const QString text =
        failed > 0
            ? tr("No variant meets every requirement: %1. %2 is recommended as the best-scoring "
                 "variant, although it does not meet every requirement.")
                  .arg(parts.join(QStringLiteral("; ")), variantName(d.variant))
            : tr("Requirements: %1. %2 meets every requirement and is recommended among the "
                 "variants that do.")
                  .arg(parts.join(QStringLiteral("; ")), variantName(d.variant));
    return explain(QStringLiteral("requirements"), text, std::move(figures));
}

// The runner-up: the candidate with the highest total besides the winner.
std::optional<std::size_t> runnerUp(const Scoring &s, std::size_t winner)
{
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < s.totals.size(); ++i) {
        if (i != winner && (!best || s.totals[i] > s.totals[*best]))
            best = i;
    }
    return best;
}

// The criteria as reasons, ordered by their weighted contribution to the lead of the
// winner over the runner-up (those that contribute nothing are left out).
void addCriteriaReasons(Recommendation &rec, const Decision &d)
{
    const Scoring &s = d.scoring;
    const std::optional<std::size_t> r = runnerUp(s, d.winner);
    if (!r)
        return;
    double weights = 0.0;
    for (const CriterionScore &c : s.criteria)
        weights += c.weight;
    std::vector<std::pair<double, const CriterionScore *>> order;
    for (const CriterionScore &c : s.criteria) {
        const double contribution =
            weights > 0.0 ? c.weight * (c.points[d.winner] - c.points[*r]) / weights : 0.0;
        if (std::abs(contribution) >= 0.005)
            order.emplace_back(contribution, &c);
    }
    std::stable_sort(order.begin(), order.end(), [](const auto &a, const auto &b) {
        return std::abs(a.first) > std::abs(b.first);
    });
    for (const auto &[contribution, c] : order) {
        const VariantKind ahead = contribution > 0 ? d.variant : s.candidates[*r];
        const VariantKind behind = contribution > 0 ? s.candidates[*r] : d.variant;
        Figures figures = c->figures;
        figures.emplace_back(QStringLiteral("weight"), c->weight);
        figures.emplace_back(QStringLiteral("contribution_points"), contribution);
        rec.reasons.push_back(
            explain(c->id,
                    c->text + QLatin1Char(' ') +
                        tr("With its weight of %1 this gives %2 %3 points more than %4.")
                            .arg(num(c->weight, 1), variantName(ahead),
                                 num(std::abs(contribution), 2), variantName(behind)),
                    std::move(figures)));
    }
}

Explanation totalReason(const Decision &d)
{
    const Scoring &s = d.scoring;
    QStringList totals;
    Figures figures;
    for (std::size_t i = 0; i < s.candidates.size(); ++i) {
        totals << tr("%1 %2", "a variant and its figure")
                      .arg(variantName(s.candidates[i]), num(s.totals[i], 2));
        figures.emplace_back(variantKey(s.candidates[i]) + QStringLiteral("_total"), s.totals[i]);
    }
    figures.emplace_back(QStringLiteral("margin"), s.margin);
    const std::optional<std::size_t> r = runnerUp(s, d.winner);
    QString text;
    if (!r)
        text = tr("Weighted total (0-10): %1; it is the only variant to compare.")
                   .arg(totals.join(QStringLiteral(", ")));
    else if (s.margin >= 0.0)
        text = tr("Weighted totals (0-10): %1. %2 is recommended, %3 points ahead of %4.")
                   .arg(totals.join(QStringLiteral(", ")), variantName(d.variant),
                        num(s.printedMargin(d.variant), 2), variantName(s.candidates[*r]));
    else
        text = tr("Weighted totals (0-10): %1. %2 is recommended because it fails fewer "
                  "requirements, although %3 scores %4 points more.")
                   .arg(totals.join(QStringLiteral(", ")), variantName(d.variant),
                        variantName(s.candidates[*r]), num(-s.margin, 2));
    return explain(QStringLiteral("total"), text, std::move(figures));
}

// Recommendation::decidingReason: the requirements reason, else the first criterion
// with a positive contribution to the winner's lead, else the totals (the last).
std::size_t decidingReasonOf(const std::vector<Explanation> &reasons)
{
    for (std::size_t i = 0; i < reasons.size(); ++i) {
        if (reasons[i].id == QLatin1String("requirements"))
            return i;
        for (const auto &[key, value] : reasons[i].figures)
            if (key == QLatin1String("contribution_points") && value > 0.0)
                return i;
    }
    return reasons.empty() ? 0 : reasons.size() - 1;
}

Explanation hybridSameReason()
{
    return explain(QStringLiteral("hybrid-same"),
                   tr("The hybrid is the InfiniBand design here: the design has no storage or "
                      "front-end fabric to put on Ethernet, so the hybrid is not scored on its "
                      "own."));
}

Explanation hybridPerUnitSameReason()
{
    return explain(QStringLiteral("hybrid-per-unit-same"),
                   tr("The hybrid per unit is the InfiniBand design here: the compute fabric has "
                      "no switches between its units to put on Ethernet, so it is not scored on "
                      "its own."));
}

Explanation hybridPerUnitIsHybridReason()
{
    return explain(QStringLiteral("hybrid-per-unit-is-hybrid"),
                   tr("The hybrid per unit is the hybrid design here: the compute fabric has one "
                      "scalable unit, so no switches lie between units to put on Ethernet, and "
                      "it is not scored on its own."));
}

Explanation unplannedReason(VariantKind kind)
{
    return explain(QStringLiteral("growth-plan-unpriced"),
                   tr("%1 is not scored: its build-out along the growth plan cannot be priced "
                      "yet, and the network TCO compares every variant along the same plan.")
                       .arg(variantName(kind)));
}

Explanation unpricedReason(const VariantEvaluation &v, const Catalog &catalog)
{
    QStringList parts;
    for (const QString &id : v.cost.unknownPriceParts)
        parts << bomPartName(catalog, id);
    return explain(QStringLiteral("capex-unpriced"),
                   tr("%1 is not scored: parts on its bill have no price (%2), so its network "
                      "TCO is only a lower bound and would count them as free.")
                       .arg(variantName(v.kind), parts.join(QStringLiteral(", "))));
}

// A scored variant whose bill has parts without a power figure: its TCO leaves their
// energy out; the what-if (recommendation_whatif.cpp, "unknown-power") found the draw
// per part that would change the answer, or none up to its 50 kW.
Explanation unknownPowerReason(const VariantEvaluation &v, const Catalog &catalog,
                               const std::vector<AnswerChange> &changes)
{
    QStringList parts;
    for (const QString &id : v.cost.unknownPowerParts)
        parts << bomPartName(catalog, id);
    const QString input = QStringLiteral("power.") + variantKey(v.kind);
    const auto flip = std::find_if(changes.begin(), changes.end(),
                                   [&](const AnswerChange &c) { return c.input == input; });
    const QString head = tr("%1's network TCO leaves out the energy of parts without a power "
                            "figure (%2).")
                             .arg(variantName(v.kind), parts.join(QStringLiteral(", ")));
    const QString tail = flip == changes.end()
                             ? tr("The answer stays the same even if each of them drew 50 kW.")
                             : tr("If each of them drew %1 kW, %2 would be recommended.")
                                   .arg(num(flip->threshold, 1), variantName(flip->variant));
    return explain(
        QStringLiteral("power-unknown"), head + QLatin1Char(' ') + tail,
        {{QStringLiteral("flip_kw_per_part"), flip == changes.end() ? 0.0 : flip->threshold}});
}

} // namespace
} // namespace rec

Recommendation recommend(const Project &project, const Catalog &catalog,
                         const std::vector<VariantEvaluation> &variants, double *sensitivityMs)
{
    using namespace rec;
    Recommendation rec;
    AssumptionReader reader(catalog);
    Inputs in = inputsOf(project, catalog, reader, variants);
    std::vector<Candidate> cands = candidatesOf(variants, in);
    if (cands.empty())
        return rec;
    const std::vector<VariantKind> unpriced = dropUnpriced(cands);
    const std::vector<VariantKind> unplanned = useGrowthPlans(in, cands);
    const VariantEvaluation *asDrawn = find(variants, VariantKind::AsDrawn);
    const VariantEvaluation &reference = asDrawn ? *asDrawn : *cands.front().v;
    const Decision d = decide(in, variants, cands, reference, true);
    rec.variant = d.variant;
    rec.requirements = d.requirements;
    rec.scoring = d.scoring;
    if (std::optional<Explanation> first = requirementsReason(d, in))
        rec.reasons.push_back(std::move(*first));
    addCriteriaReasons(rec, d);
    if (find(variants, VariantKind::Hybrid) && sameAsInfiniBand(variants, VariantKind::Hybrid))
        rec.reasons.push_back(hybridSameReason());
    if (find(variants, VariantKind::HybridPerUnit) &&
        sameAsInfiniBand(variants, VariantKind::HybridPerUnit))
        rec.reasons.push_back(hybridPerUnitSameReason());
    else if (perUnitSameAsHybrid(variants))
        rec.reasons.push_back(hybridPerUnitIsHybridReason());
    for (VariantKind k : unpriced)
        rec.reasons.push_back(unpricedReason(*find(variants, k), catalog));
    for (VariantKind k : unplanned)
        rec.reasons.push_back(unplannedReason(k));
    rec.whatWouldChange = whatWouldChange(in, variants, cands, reference, d.variant);
    for (const Candidate &c : cands)
        if (!c.v->cost.powerComplete())
            rec.reasons.push_back(unknownPowerReason(*c.v, catalog, rec.whatWouldChange));
    rec.reasons.push_back(totalReason(d));
    rec.decidingReason = decidingReasonOf(rec.reasons);
    QElapsedTimer timer;
    timer.start();
    rec.sensitivity = sensitivity(in, catalog, variants, cands, reference, d);
    if (sensitivityMs)
        *sensitivityMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    // Figures the growth plan and the sensitivity read from the catalog themselves, so
    // that the assumptions table lists what the report cites.
    if (std::any_of(variants.begin(), variants.end(),
                    [](const VariantEvaluation &v) { return v.growthPlan.hasTargets; }))
        reader.assumption(QStringLiteral("recabling-eur-per-link"));
    if (std::any_of(rec.sensitivity.begin(), rec.sensitivity.end(),
                    [](const SensitivityRow &r) { return r.alternative.has_value(); }))
        reader.assumption(QStringLiteral("roce-efficiency-ecmp"));
    rec.used = reader.used();
    return rec;
}

} // namespace fp
