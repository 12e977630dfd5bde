// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/evaluation.h"

#include "analysis/analysis_bandwidth.h"
#include "analysis/analysis_collectives.h"
#include "analysis/analysis_complexity.h"
#include "analysis/analysis_cost.h"
#include "analysis/analysis_growth.h"
#include "analysis/analysis_resilience.h"
#include "analysis/calibration.h"
#include "analysis/dualplane.h"
#include "analysis/explore.h"
#include "analysis/growthplan.h"
#include "analysis/recommendation.h"
#include "analysis/steptime.h"
#include "analysis/validity.h"
#include "analysis/wording.h"
#include "model/labels.h"
#include "text/i18n.h"
#include "topology/expansion.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <chrono>
#include <optional>
#include <tuple>

namespace fp {

namespace {

// Adds the wall time since the last call to *slot (when timing).
class StepTimer
{
public:
    explicit StepTimer(bool on)
        : m_on(on)
    {
        if (m_on)
            m_last = Clock::now();
    }
    void lap(double *slot)
    {
        if (!m_on)
            return;
        const auto now = Clock::now();
        *slot += std::chrono::duration<double, std::milli>(now - m_last).count();
        m_last = now;
    }

private:
    using Clock = std::chrono::steady_clock;
    bool m_on;
    Clock::time_point m_last;
};

// Whether the two designs have the same fabrics (by id) on the same technologies.
bool sameTechnologies(const Project &a, const Project &b)
{
    return std::equal(a.fabrics.begin(), a.fabrics.end(), b.fabrics.begin(), b.fabrics.end(),
                      [](const Fabric &x, const Fabric &y) {
                          return x.id == y.id && x.technology == y.technology;
                      });
}

// Figures as an object: name (with its unit) -> value.
QJsonObject figuresJson(const std::vector<std::pair<QString, double>> &figures)
{
    QJsonObject out;
    for (const auto &[name, value] : figures)
        out.insert(name, value);
    return out;
}

QJsonObject explanationJson(const Explanation &e)
{
    return QJsonObject{{QStringLiteral("id"), e.id},
                       {QStringLiteral("text"), e.text},
                       {QStringLiteral("figures"), figuresJson(e.figures)}};
}

QJsonArray explanationsJson(const std::vector<Explanation> &list)
{
    QJsonArray out;
    for (const Explanation &e : list)
        out.append(explanationJson(e));
    return out;
}

// The network's interruptions of a cluster-wide job (ResilienceResult; docs/CLI.md),
// "unknown" where an assumption is.
QJsonValue interruptionsJson(const VariantEvaluation &v)
{
    const ResilienceResult &r = v.resilience;
    if (!r.interruptionsKnown)
        return QStringLiteral("unknown");
    const bool valued = v.stepTime.gpuHourCostEur > 0.0;
    QJsonObject out{{QStringLiteral("links"), static_cast<double>(r.links)},
                    {QStringLiteral("per_year"), r.interruptionsPerYear},
                    {QStringLiteral("gpu_hours_per_year"), r.interruptionGpuHoursPerYear},
                    {QStringLiteral("eur_per_year"), valued
                                                         ? QJsonValue(r.interruptionEurPerYear)
                                                         : QJsonValue(QStringLiteral("unknown"))},
                    {QStringLiteral("assumes_port_failover"), r.survivalNeedsFailover}};
    if (r.survivalNeedsFailover) {
        out.insert(QStringLiteral("per_year_without_failover"),
                   r.interruptionsWithoutFailoverPerYear);
        out.insert(QStringLiteral("eur_per_year_without_failover"),
                   valued ? QJsonValue(r.interruptionEurWithoutFailoverPerYear)
                          : QJsonValue(QStringLiteral("unknown")));
    }
    return out;
}

QJsonObject failureJson(const FailureImpact &f)
{
    return QJsonObject{
        {QStringLiteral("subject"), static_cast<double>(f.subject)},
        {QStringLiteral("gpus_cut_off"), static_cast<double>(f.gpusCutOff)},
        {QStringLiteral("bandwidth_lost_fraction"), f.bandwidthLostFraction},
        {QStringLiteral("job_survives"), f.jobSurvives},
        {QStringLiteral("gpus_on_port_failover"), static_cast<double>(f.gpusOnFailover)},
        {QStringLiteral("failover_subject"),
         f.failoverSubject == NoId ? QJsonValue()
                                   : QJsonValue(static_cast<double>(f.failoverSubject))},
    };
}

template <typename T> QJsonArray numbers(const std::vector<T> &values)
{
    QJsonArray out;
    for (T v : values)
        out.append(static_cast<double>(v));
    return out;
}

// variantJson() in its parts (docs/CLI.md "evaluate --json"): the fabric and its
// bandwidth, the cost with its BOM, complexity, resilience and growth, each inserted
// into the variant's object `o`.
void insertBandwidth(QJsonObject &o, const VariantEvaluation &v)
{
    // What building the variant changed or could not (topology/variant.h notes, and
    // EvaluationOptions::bestPerTechnology's choice).
    QJsonArray notes;
    for (const Issue &i : v.issues)
        notes.append(QJsonObject{{QStringLiteral("severity"), severityKey(i.severity)},
                                 {QStringLiteral("code"), i.code},
                                 {QStringLiteral("text"), i.text}});
    o.insert(QStringLiteral("notes"), notes);
    o.insert(QStringLiteral("tiers"), v.tiers);
    o.insert(QStringLiteral("switches_per_tier"), numbers(v.switchesPerTier));
    o.insert(QStringLiteral("links_per_tier"), numbers(v.linksPerTier));
    o.insert(QStringLiteral("injection_gbit_s_per_gpu"), v.bandwidth.injectionGbitPerSPerGpu);
    o.insert(QStringLiteral("injection_gbit_s_per_node"), v.bandwidth.injectionGbitPerSPerNode);
    o.insert(QStringLiteral("bisection_gbit_s"), v.bandwidth.bisectionGbitPerS);
    o.insert(QStringLiteral("bisection_cut"), v.bandwidth.bisectionCut);
    o.insert(QStringLiteral("oversubscription"), v.bandwidth.oversubscription);
    o.insert(QStringLiteral("oversubscription_as_built"), v.bandwidth.oversubscriptionOverall);
    o.insert(QStringLiteral("nvlink_gbyte_s_per_gpu"), v.bandwidth.nvlinkGbytePerSPerGpu);
}

void insertCollectives(QJsonObject &o, const VariantEvaluation &v)
{
    QJsonArray collectives;
    for (const CollectivePoint &p : v.collectives.points)
        collectives.append(
            QJsonObject{{QStringLiteral("op"), collectiveKey(p.op)},
                        {QStringLiteral("bytes"), p.bytes},
                        {QStringLiteral("gpus"), p.gpus},
                        {QStringLiteral("seconds"), p.seconds},
                        {QStringLiteral("algbw_gbyte_s"), p.algbwGbytePerS},
                        {QStringLiteral("busbw_gbyte_s"), p.busbwGbytePerS},
                        {QStringLiteral("algorithm"), ncclAlgorithmKey(p.algorithm)},
                        {QStringLiteral("protocol"), ncclProtocolKey(p.protocol)},
                        {QStringLiteral("bottleneck"), ncclBottleneckKey(p.bottleneck)},
                        {QStringLiteral("latency_s"), p.latencySeconds}});
    o.insert(QStringLiteral("collectives"), collectives);
    o.insert(QStringLiteral("collectives_calibrated"), v.collectives.calibrated);
    if (v.collectives.calibrated)
        o.insert(
            QStringLiteral("calibration"),
            QJsonObject{{QStringLiteral("alpha_s"), v.collectives.alphaSeconds},
                        {QStringLiteral("busbw_gbyte_s"), v.collectives.networkGbytePerSPerGpu},
                        {QStringLiteral("efficiency"), v.collectives.efficiency},
                        {QStringLiteral("latency_scale"), v.collectives.latencyScale},
                        {QStringLiteral("bandwidth_scale"), v.collectives.bandwidthScale},
                        {QStringLiteral("calibration_nodes"), v.collectives.calibrationNodes},
                        {QStringLiteral("source"), v.collectives.calibrationSource}});
    o.insert(QStringLiteral("collectives_explanations"),
             explanationsJson(v.collectives.explanations));
}

void insertCost(QJsonObject &o, const VariantEvaluation &v)
{
    // BOM lines: unit_price and power_w are per unit; the totals are given too. A
    // figure the catalog lacks is the string "unknown", never 0 (docs/CLI.md).
    const QJsonValue unknown(QStringLiteral("unknown"));
    auto figureOrUnknown = [&unknown](bool known, double value) {
        return known ? QJsonValue(value) : unknown;
    };
    QJsonArray bom;
    for (const BomLine &l : v.cost.bom)
        bom.append(QJsonObject{
            {QStringLiteral("part"), l.partId},
            {QStringLiteral("category"), l.category},
            {QStringLiteral("detail"), bomDetailKey(l.detail)},
            {QStringLiteral("quantity"), static_cast<double>(l.quantity)},
            {QStringLiteral("unit_price"), figureOrUnknown(l.priceKnown, l.unitPriceEur)},
            {QStringLiteral("power_w"), figureOrUnknown(l.powerKnown, l.unitPowerWatts)},
            {QStringLiteral("total_price"), figureOrUnknown(l.priceKnown, l.totalPriceEur())},
            {QStringLiteral("total_power_w"), figureOrUnknown(l.powerKnown, l.totalPowerWatts())}});
    o.insert(QStringLiteral("bom"), bom);
    // capex, power and the figures made from them leave unknown figures out: then
    // they are lower bounds and *_complete is false.
    QJsonArray unknownPrices;
    for (const QString &id : v.cost.unknownPriceParts)
        unknownPrices.append(id);
    QJsonArray unknownPowers;
    for (const QString &id : v.cost.unknownPowerParts)
        unknownPowers.append(id);
    o.insert(QStringLiteral("capex_complete"), v.cost.priceComplete());
    o.insert(QStringLiteral("power_complete"), v.cost.powerComplete());
    o.insert(QStringLiteral("unknown_price_parts"), unknownPrices);
    o.insert(QStringLiteral("unknown_power_parts"), unknownPowers);
    o.insert(QStringLiteral("cages_short"), static_cast<double>(v.cost.cagesShort));
    // Software without a public price, not in capex: what to ask a quote for.
    o.insert(QStringLiteral("licences_to_quote"),
             QJsonObject{
                 {QStringLiteral("ufm_managed_nodes"), static_cast<double>(v.cost.ufmLicenceNodes)},
                 {QStringLiteral("ethernet_switch_os"),
                  static_cast<double>(v.cost.ethernetSwitchOsLicences)}});
    o.insert(QStringLiteral("capex"), v.cost.capexEur);
    o.insert(QStringLiteral("currency"),
             v.cost.currency.isEmpty() ? QStringLiteral("EUR") : v.cost.currency);
    o.insert(QStringLiteral("price_year"), v.cost.priceYear);
    o.insert(QStringLiteral("power_w"), v.cost.networkPowerWatts);
    o.insert(QStringLiteral("energy_per_year"), v.cost.energyEurPerYear);
    o.insert(QStringLiteral("support_per_year"), v.cost.supportEurPerYear);
    o.insert(QStringLiteral("tco"), v.cost.tcoEur);
    // The cluster's own cost per GPU-hour (CostResult::ownCostPerGpuHourEur), null when
    // a price or power figure is unknown.
    o.insert(QStringLiteral("own_cost_per_gpu_hour"),
             v.cost.ownCostKnown ? QJsonValue(v.cost.ownCostPerGpuHourEur) : QJsonValue());
    // A node type or GPU without a price makes the cluster capex unknown, never smaller.
    const bool clusterKnown = v.cost.clusterPriceComplete();
    QJsonArray unknownCluster;
    for (const QString &id : v.cost.unknownClusterPriceParts)
        unknownCluster.append(id);
    o.insert(QStringLiteral("unknown_cluster_price_parts"), unknownCluster);
    o.insert(QStringLiteral("cluster_capex"),
             figureOrUnknown(clusterKnown, v.cost.clusterCapexEur));
    o.insert(QStringLiteral("network_cost_per_gpu"), v.cost.networkCostPerGpuEur);
    o.insert(QStringLiteral("network_share_of_cluster"),
             figureOrUnknown(clusterKnown, v.cost.networkShareOfCluster));
}

void insertComplexityAndResilience(QJsonObject &o, const VariantEvaluation &v)
{
    QJsonArray factors;
    for (const ComplexityFactor &f : v.complexity.factors)
        factors.append(QJsonObject{{QStringLiteral("id"), f.id},
                                   {QStringLiteral("points"), f.points},
                                   {QStringLiteral("weight"), f.weight},
                                   {QStringLiteral("text"), f.text}});
    QJsonArray checklist;
    for (const ChecklistItem &c : v.complexity.roceChecklist)
        checklist.append(QJsonObject{{QStringLiteral("id"), c.id},
                                     {QStringLiteral("setting"), c.setting},
                                     {QStringLiteral("value"), c.value},
                                     {QStringLiteral("number"), c.number},
                                     {QStringLiteral("source"), c.source}});
    o.insert(QStringLiteral("complexity"),
             QJsonObject{{QStringLiteral("score"), v.complexity.score},
                         {QStringLiteral("factors"), factors},
                         {QStringLiteral("roce_checklist"), checklist}});

    o.insert(
        QStringLiteral("resilience"),
        QJsonObject{
            {QStringLiteral("worst_switch_failure"), failureJson(v.resilience.worstSwitchFailure)},
            {QStringLiteral("worst_link_failure"), failureJson(v.resilience.worstLinkFailure)},
            {QStringLiteral("free_switch_ports"),
             static_cast<double>(v.resilience.freeSwitchPorts)},
            {QStringLiteral("interruptions"), interruptionsJson(v)},
        });
}

// A money figure, or "unknown" where it could not be computed (docs/CLI.md).
QJsonValue moneyOrUnknown(bool known, double eur)
{
    return known ? QJsonValue(eur) : QJsonValue(QStringLiteral("unknown"));
}

void insertGrowth(QJsonObject &o, const VariantEvaluation &v)
{
    QJsonArray targets;
    for (const GrowthTarget &t : v.growth.targets)
        targets.append(
            QJsonObject{{QStringLiteral("years"), t.years},
                        {QStringLiteral("gpus"), static_cast<double>(t.gpus)},
                        {QStringLiteral("tiers"), t.tiers},
                        {QStringLiteral("capex"), moneyOrUnknown(t.priced, t.networkCapexEur)},
                        {QStringLiteral("same_tiers"), t.sameTiers}});
    o.insert(
        QStringLiteral("growth"),
        QJsonObject{
            {QStringLiteral("max_gpus_same_tiers"), static_cast<double>(v.growth.maxGpusSameTiers)},
            {QStringLiteral("gpus_addable_before_new_spine"),
             static_cast<double>(v.growth.gpusAddableBeforeNewSpine)},
            {QStringLiteral("next_increment_gpus"), v.growth.nextIncrementGpus},
            {QStringLiteral("next_increment_cost"),
             moneyOrUnknown(v.growth.nextIncrementPriced, v.growth.nextIncrementCostEur)},
            {QStringLiteral("cost_step_at_gpus"), static_cast<double>(v.growth.costStepAtGpus)},
            {QStringLiteral("targets"), targets},
            {QStringLiteral("explanations"), explanationsJson(v.growth.explanations)},
        });
}

// docs/CLI.md "step_time": null figures when not modelled, with the reason.
void insertStepTime(QJsonObject &o, const VariantEvaluation &v)
{
    const StepTimeResult &r = v.stepTime;
    QJsonObject st{{QStringLiteral("modelled"), r.modelled}};
    // What a GPU-hour was valued at (model.h ComparisonBasis::gpuTimeValue).
    st.insert(
        QStringLiteral("gpu_hour_valued_at"),
        gpuTimeValueKey(r.gpuHourAtOwnCost ? GpuTimeValue::OwnCost : GpuTimeValue::GpuHourCost));
    if (r.relativeToFastest > 0.0)
        st.insert(QStringLiteral("relative_to_fastest"), r.relativeToFastest);
    if (r.lostKnown)
        st.insert(QStringLiteral("lost_eur_per_year"), r.lostEurPerYear);
    if (!r.modelled) {
        st.insert(QStringLiteral("reason"), r.notModelledReason);
        o.insert(QStringLiteral("step_time"), st);
        return;
    }
    const std::pair<const char *, double> figures[] = {
        {"job_gpus", r.jobGpus},
        {"data_parallel", r.dataParallel},
        {"micro_batches", r.microBatches},
        {"compute_s", r.computeSeconds},
        {"bubble_share", r.bubbleShare},
        {"data_parallel_s", r.dataParallelSeconds},
        {"data_parallel_exposed_s", r.dataParallelExposedSeconds},
        {"tensor_parallel_s", r.tensorParallelSeconds},
        {"pipeline_s", r.pipelineSeconds},
        {"expert_parallel_s", r.expertParallelSeconds},
        {"exposed_comm_s", r.exposedCommSeconds},
        {"seconds", r.stepSeconds},
        {"comm_share", r.commShare},
        {"tokens_per_s", r.tokensPerSecond},
        {"gpu_hour_cost", r.gpuHourCostEur},
        {"comm_cost_per_year", r.commCostEurPerYear},
    };
    for (const auto &[key, value] : figures)
        st.insert(QLatin1String(key), value);
    st.insert(QStringLiteral("explanations"), explanationsJson(r.explanations));
    o.insert(QStringLiteral("step_time"), st);
}

// docs/CLI.md "growth_plan": each variant's TCO year by year along the growth plan.
QJsonArray growthPlanJson(const Evaluation &evaluation)
{
    QJsonArray out;
    for (const VariantEvaluation &v : evaluation.variants) {
        const GrowthPlan &plan = v.growthPlan;
        QJsonArray years;
        for (const GrowthPlanYear &y : plan.years)
            years.append(QJsonObject{{QStringLiteral("year"), y.year},
                                     {QStringLiteral("gpus"), static_cast<double>(y.gpus)},
                                     {QStringLiteral("tiers"), y.tiers},
                                     {QStringLiteral("capex_step"), y.capexStepEur},
                                     {QStringLiteral("recabling"), y.recablingEur},
                                     {QStringLiteral("energy"), y.energyEur},
                                     {QStringLiteral("support"), y.supportEur},
                                     {QStringLiteral("opex"), y.opexEur},
                                     {QStringLiteral("tco_cumulative"), y.tcoCumulativeEur}});
        out.append(QJsonObject{{QStringLiteral("variant"), variantKey(v.kind)},
                               {QStringLiteral("has_targets"), plan.hasTargets},
                               {QStringLiteral("horizon_years"), plan.horizonYears},
                               {QStringLiteral("tco"), plan.tcoEur},
                               {QStringLiteral("years"), years}});
    }
    return out;
}

// docs/CLI.md "sensitivity": the tornado rows, largest margin swing first.
QJsonArray sensitivityJson(const Recommendation &rec)
{
    QJsonArray out;
    for (const SensitivityRow &r : rec.sensitivity) {
        const QJsonValue flip = r.flipValue ? QJsonValue(*r.flipValue) : QJsonValue();
        const QJsonValue to = r.flipValue ? QJsonValue(variantKey(r.flipVariant)) : QJsonValue();
        out.append(QJsonObject{{QStringLiteral("assumption"), r.assumption},
                               {QStringLiteral("unit"), r.unit},
                               {QStringLiteral("name"), r.name},
                               {QStringLiteral("base"), r.base},
                               {QStringLiteral("low"), r.low},
                               {QStringLiteral("high"), r.high},
                               {QStringLiteral("margin_low"), r.marginLow},
                               {QStringLiteral("margin_high"), r.marginHigh},
                               {QStringLiteral("flip_value"), flip},
                               {QStringLiteral("flip_variant"), to},
                               {QStringLiteral("text"), r.text}});
    }
    return out;
}

// The recommendation's parts (docs/CLI.md): the requirements per variant, the scoring
// table and the verified what-would-change statements.
QJsonArray requirementsJson(const Recommendation &rec)
{
    QJsonArray out;
    for (const VariantRequirements &r : rec.requirements) {
        QJsonArray checks;
        for (const RequirementCheck &c : r.checks)
            checks.append(QJsonObject{{QStringLiteral("id"), c.id},
                                      {QStringLiteral("met"), c.met},
                                      {QStringLiteral("why"), c.why},
                                      {QStringLiteral("figures"), figuresJson(c.figures)}});
        out.append(QJsonObject{{QStringLiteral("variant"), variantKey(r.variant)},
                               {QStringLiteral("met"), r.failed() == 0},
                               {QStringLiteral("checks"), checks}});
    }
    return out;
}

// Values per candidate as an object keyed by variant ("infiniband": 8.6, ...).
QJsonObject perCandidate(const Scoring &s, const std::vector<double> &values)
{
    QJsonObject o;
    for (std::size_t i = 0; i < s.candidates.size() && i < values.size(); ++i)
        o.insert(variantKey(s.candidates[i]), values[i]);
    return o;
}

QJsonObject scoringJson(const Evaluation &evaluation)
{
    const Scoring &s = evaluation.recommendation.scoring;
    QJsonArray candidates;
    for (VariantKind k : s.candidates)
        candidates.append(variantKey(k));
    QJsonArray criteria;
    for (const CriterionScore &c : s.criteria)
        criteria.append(QJsonObject{{QStringLiteral("id"), c.id},
                                    {QStringLiteral("weight"), c.weight},
                                    {QStringLiteral("points"), perCandidate(s, c.points)},
                                    {QStringLiteral("text"), c.text},
                                    {QStringLiteral("figures"), figuresJson(c.figures)}});
    const bool made = evaluation.recommends() && !s.candidates.empty();
    return QJsonObject{
        {QStringLiteral("candidates"), candidates},
        {QStringLiteral("criteria"), criteria},
        {QStringLiteral("totals"), perCandidate(s, s.totals)},
        {QStringLiteral("winner"), made ? QJsonValue(variantKey(evaluation.recommendation.variant))
                                        : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("margin"), s.margin}};
}

QJsonArray answerChangesJson(const std::vector<AnswerChange> &changes)
{
    QJsonArray out;
    for (const AnswerChange &c : changes) {
        QJsonObject o = explanationJson(c);
        o.insert(QStringLiteral("input"), c.input);
        o.insert(QStringLiteral("value"),
                 c.valueKey.isEmpty() ? QJsonValue(c.value) : QJsonValue(c.valueKey));
        o.insert(QStringLiteral("threshold"),
                 c.thresholdKey.isEmpty() ? QJsonValue(c.threshold) : QJsonValue(c.thresholdKey));
        o.insert(QStringLiteral("variant"), variantKey(c.variant));
        out.append(o);
    }
    return out;
}

QJsonObject variantJson(const VariantEvaluation &v)
{
    QJsonObject o;
    o.insert(QStringLiteral("variant"), variantKey(v.kind));
    o.insert(QStringLiteral("name"), variantName(v.kind));
    insertBandwidth(o, v);

    insertCollectives(o, v);
    insertCost(o, v);
    insertComplexityAndResilience(o, v);
    insertGrowth(o, v);
    insertStepTime(o, v);
    return o;
}

} // namespace

Evaluation evaluate(const Project &project, const Catalog &catalog)
{
    return evaluate(project, catalog, EvaluationOptions{defaultLocale(), nullptr});
}

Evaluation evaluate(const Project &project, const Catalog &catalog, EvaluationTimings *timings)
{
    return evaluate(project, catalog, EvaluationOptions{defaultLocale(), timings});
}

namespace {

// Whether the variant's collectives depend on its own measurements: imported runs
// of it or its calibration chosen (then a variant with an equal design cannot share
// them).
bool measuredVariant(const Project &p, VariantKind kind)
{
    const QString key = variantKey(kind);
    if (p.usesCalibration(key))
        return true;
    return std::any_of(p.measurements.begin(), p.measurements.end(),
                       [&](const Measurement &m) { return m.variant == key; });
}

// The modelled busbw curve of a measured run: the collectives model at the run's GPU
// count on this variant's design (a 16-GPU pilot compares with 16 GPUs, not with the
// cluster), uncalibrated: the comparison shows how far the catalog's figures are from
// the run.
BusbwModel runModel(const VariantEvaluation &v, const Catalog &catalog, const Measurement &head)
{
    CollectiveOp op;
    if (!collectiveFromKey(head.op, &op) || head.gpus < 2)
        return {};
    const CollectiveModel m = collectiveModel(v.project, catalog, v.bandwidth, head.gpus);
    return [m, op](double bytes) {
        const double t = collectiveSeconds(op, bytes, m);
        return t > 0.0 ? bytes / t / 1e9 * busBandwidthFactor(op, m.gpus) : 0.0;
    };
}

// The collectives of one variant: calibrated from its measurements when the project
// says so, and each of its measured runs compared with the model (calibration.h).
void analyzeVariantCollectives(VariantEvaluation &v, const Catalog &catalog,
                               const NetworkAnalysis &network)
{
    const Project &p = v.project;
    const QString key = variantKey(v.kind);
    const double lineRate = v.bandwidth.injectionGbitPerSPerGpu;
    std::optional<Calibration> calibration;
    std::vector<Explanation> calibrationNotes;
    if (p.usesCalibration(key))
        calibration = calibrateVariant(p.measurements, key, lineRate, &calibrationNotes);
    v.collectives = analyzeCollectives(p, catalog, v.bandwidth, p.workload.jobGpus, network,
                                       calibration ? &*calibration : nullptr);
    std::vector<Explanation> &out = v.collectives.explanations;
    out.insert(out.end(), calibrationNotes.begin(), calibrationNotes.end());
    for (const std::vector<Measurement> &series : measurementSeries(p.measurements)) {
        const Measurement &head = series.front();
        if (head.variant != key)
            continue;
        const RunCalibration run = calibrateRun(series, lineRate, runModel(v, catalog, head));
        for (Explanation e : run.explanations) {
            e.id = QStringLiteral("measurement-%1-%2").arg(run.run).arg(e.id);
            out.push_back(std::move(e));
        }
    }
}

// What a GPU-hour lost to a slower network is worth when the project values it at the
// cluster's own cost (model.h ComparisonBasis::gpuTimeValue): the design as drawn's own
// cost per GPU-hour (CostResult::ownCostPerGpuHourEur), the same for every variant.
// nullopt: the catalog's gpu-hour-cost-eur (asked for, or the own cost is unknown).
std::optional<double> ownGpuHourValue(const Project &project, const Catalog &catalog)
{
    if (project.comparisonBasis.gpuTimeValue != GpuTimeValue::OwnCost)
        return std::nullopt;
    const CostResult cost = analyzeCost(project, catalog);
    if (!cost.ownCostKnown || cost.ownCostPerGpuHourEur <= 0.0)
        return std::nullopt;
    return cost.ownCostPerGpuHourEur;
}

// Every analysis of one variant, its design in v.project.
void analyzeVariant(VariantEvaluation &v, const Catalog &catalog, EvaluationTimings &t, bool timing,
                    std::optional<double> ownGpuHourEur)
{
    StepTimer timer(timing);
    const Project &p = v.project;
    // Tiers, switches and links per tier of the expanded compute fabric
    // (docs/CLI.md: [0] leaf / endpoint-leaf, [1] spine / leaf-spine, [2] core).
    if (const Fabric *compute = p.computeFabric()) {
        const ExpandedGraph graph = expandFabric(p, catalog, compute->id);
        v.switchesPerTier = graph.switchesPerTier();
        v.linksPerTier = graph.linksPerTier();
        while (!v.switchesPerTier.empty() && v.switchesPerTier.back() == 0)
            v.switchesPerTier.pop_back();
        v.linksPerTier.resize(v.switchesPerTier.size(), 0);
        v.tiers = static_cast<int>(v.switchesPerTier.size());
    }
    timer.lap(&t.tiersMs);
    // The compute network, its cuts and their flows: for bandwidth, collectives and
    // resilience (timed with the bandwidth, which needs all of it).
    const NetworkAnalysis network = analyzeNetwork(p, catalog);
    v.bandwidth = analyzeBandwidth(p, catalog, network);
    timer.lap(&t.bandwidthMs);
    analyzeVariantCollectives(v, catalog, network);
    timer.lap(&t.collectivesMs);
    v.cost = analyzeCost(p, catalog);
    timer.lap(&t.costMs);
    v.stepTime =
        analyzeStepTime(p, catalog, v.bandwidth, v.collectives, v.cost.gpus, ownGpuHourEur);
    timer.lap(&t.collectivesMs); // the step time times the collectives of the plan
    v.complexity = analyzeComplexity(p, catalog, ComplexityWeights{}, v.cost);
    timer.lap(&t.complexityMs);
    v.resilience = analyzeResilience(p, network, &catalog);
    // The GPU time the network's interruptions lose, at the step time's GPU-hour.
    v.resilience.interruptionEurPerYear =
        v.resilience.interruptionGpuHoursPerYear * v.stepTime.gpuHourCostEur;
    v.resilience.interruptionEurWithoutFailoverPerYear =
        v.resilience.interruptionGpuHoursWithoutFailoverPerYear * v.stepTime.gpuHourCostEur;
    timer.lap(&t.resilienceMs);
    v.growth = analyzeGrowth(p, catalog);
    timer.lap(&t.growthMs);
}

// The note on a variant that EvaluationOptions::bestPerTechnology changed or kept.
void noteBest(VariantEvaluation &v, Severity severity, const char *code, const QString &text)
{
    v.issues.push_back({severity, QString::fromLatin1(code), text, NoId});
}

// Whether the variants have a hybrid per unit that differs from InfiniBand (its units
// were joined by Ethernet).
bool hasHybridPerUnit(const std::vector<VariantEvaluation> &variants)
{
    for (const VariantEvaluation &v : variants)
        if (v.kind == VariantKind::HybridPerUnit)
            return std::any_of(v.issues.begin(), v.issues.end(), [](const Issue &i) {
                return i.code == QLatin1String("units-joined-by-ethernet");
            });
    return false;
}

// What the search chose for a variant, in one sentence.
QString bestDesignText(const VariantEvaluation &v, const Catalog &catalog,
                       const ExplorePoint &point)
{
    const SwitchType *sw = catalog.switchType(point.candidate.switchTypeId);
    const QString searched =
        v.kind == VariantKind::HybridPerUnit
            ? QCoreApplication::translate("fp::Evaluation",
                                          "hybrid (InfiniBand in each unit, Ethernet between)")
            : technologyName(point.candidate.technology);
    // "that meets the requirements" only where the project sets one (review: a report
    // without requirements said so on its options page).
    const Requirements &req = v.project.requirements;
    const bool requirementsSet = v.project.organisation.surviveSingleSwitchFailure ||
                                 req.networkCapexBudgetEur > 0.0 ||
                                 req.minJobAllReduceBusbwGbytePerS > 0.0;
    const QString text =
        (requirementsSet ? QCoreApplication::translate(
                               "fp::Evaluation",
                               "Compared at its best: of the %1 designs searched, the cheapest "
                               "that meets the requirements, %2 in %Ln tier(s), %3, %4:1, %5.",
                               nullptr, point.tiers)
                         : QCoreApplication::translate(
                               "fp::Evaluation",
                               "Compared at its best: of the %1 designs searched, the cheapest "
                               "(no requirements are set), %2 in %Ln tier(s), %3, %4:1, %5.",
                               nullptr, point.tiers))
            .arg(searched)
            .arg(sw ? partNameInWords(*sw) : point.candidate.switchTypeId)
            .arg(QCoreApplication::translate("fp::Evaluation", "%n plane(s)", nullptr,
                                             point.candidate.planes))
            .arg(num(point.candidate.oversubscription, 0))
            .arg(topologyName(point.candidate.topology).toLower());
    const NodeTypeSpec *dual = catalog.nodeType(point.candidate.nodeTypeId);
    if (!dual)
        return text;
    // The survival requirement, which single-port NICs cannot meet on any design.
    return text + QLatin1Char(' ') +
           QCoreApplication::translate(
               "fp::Evaluation",
               "Its nodes are of type %1, with each NIC's ports on both planes, so that a job "
               "survives any single switch failure as the organisation requires.")
               .arg(partNameInWords(*dual));
}

// Whether requirements are set and no variant the recommendation scored meets them all.
bool noScoredVariantMeetsRequirements(const Evaluation &evaluation)
{
    const Recommendation &r = evaluation.recommendation;
    bool anySet = false;
    for (const VariantRequirements &req : r.requirements) {
        const bool scored = std::find(r.scoring.candidates.begin(), r.scoring.candidates.end(),
                                      req.variant) != r.scoring.candidates.end();
        if (!scored || req.checks.empty())
            continue;
        anySet = true;
        if (req.failed() == 0)
            return false;
    }
    return anySet;
}

// EvaluationOptions::bestPerTechnology: one search over both technologies (explore.h),
// and over the hybrid per unit when the design has one, then per variant with a
// compute fabric the cheapest point of its technology (for the hybrid per unit: of the
// InfiniBand designs joined by Ethernet between units) on the front that meets the
// requirements, built in place of that fabric (exploredDesign()).
void useBestDesigns(std::vector<VariantEvaluation> &variants, const Project &project,
                    const Catalog &catalog, const QLocale &locale)
{
    QString error;
    const std::optional<ExploreCluster> cluster = exploreCluster(project, catalog, &error);
    std::optional<ExploreResult> result;
    const bool perUnit = hasHybridPerUnit(variants);
    if (cluster)
        result = exploreCheapest(
            project, catalog, *cluster,
            ExploreOptions{locale, {Technology::InfiniBand, Technology::Ethernet}, perUnit});
    const VariantEvaluation *hybrid = nullptr;
    for (VariantEvaluation &v : variants) {
        const Fabric *compute = v.project.computeFabric();
        const bool joined = v.kind == VariantKind::HybridPerUnit;
        hybrid = v.kind == VariantKind::Hybrid ? &v : hybrid;
        // A hybrid per unit with nothing to join (one unit: variant.h joinUnitsByEthernet)
        // is the hybrid, compared as the hybrid is, so the two merge.
        if (joined && !perUnit && hybrid && hybrid->project.computeFabric() && compute) {
            v.project = hybrid->project;
            continue;
        }
        if (v.kind == VariantKind::AsDrawn || (joined && !perUnit) || !compute)
            continue;
        const Technology technology = joined ? Technology::InfiniBand : compute->technology;
        const int best = result ? result->cheapestMeetingRequirements(technology, joined) : -1;
        if (best < 0) {
            noteBest(v, Severity::Warning, "best-design-none",
                     QCoreApplication::translate(
                         "fp::Evaluation",
                         "Not compared at its best: %1 (the generated shape is compared).")
                         .arg(!cluster ? error
                                       : QCoreApplication::translate(
                                             "fp::Evaluation",
                                             "no %1 design of the search meets the requirements")
                                             .arg(technologyName(technology))));
            continue;
        }
        const ExplorePoint &point = result->points[static_cast<std::size_t>(best)];
        IssueList joinNotes;
        std::optional<Project> design = exploredDesign(
            v.project, catalog, *cluster, point.candidate, &error, nullptr, &joinNotes);
        if (!design) {
            noteBest(v, Severity::Warning, "best-design-none",
                     QCoreApplication::translate(
                         "fp::Evaluation",
                         "Not compared at its best: %1 (the generated shape is compared).")
                         .arg(error));
            continue;
        }
        v.project = std::move(*design);
        if (joined) { // the note of the design compared, not of the generated shape
            std::erase_if(v.issues, [](const Issue &i) {
                return i.code == QLatin1String("units-joined-by-ethernet");
            });
            v.issues.insert(v.issues.end(), joinNotes.begin(), joinNotes.end());
        }
        noteBest(v, Severity::Info, "best-design", bestDesignText(v, catalog, point));
    }
}

// Every analysis is a pure function of (design, catalog): a variant whose design
// equals an earlier variant's (the InfiniBand and hybrid variants of a design whose
// only fabric is InfiniBand compute, say) takes that variant's results.
// buildVariants() changes a design only by moving fabrics to another technology, so
// designs whose fabrics' technologies differ are different; the others are compared
// with the model's exact operator== (model.h). Returns, per variant, the index of the
// first variant with the same design (itself when none before it).
std::vector<std::size_t> sameDesignAs(const std::vector<VariantEvaluation> &variants)
{
    std::vector<std::size_t> sameAs(variants.size());
    std::vector<std::size_t> distinct;
    for (std::size_t i = 0; i < variants.size(); ++i) {
        const Project &p = variants[i].project;
        sameAs[i] = i;
        for (std::size_t j : distinct) {
            const Project &q = variants[j].project;
            if (sameTechnologies(p, q) && p == q) {
                sameAs[i] = j;
                break;
            }
        }
        if (sameAs[i] == i)
            distinct.push_back(i);
    }
    return sameAs;
}

// The variant of `previous` of v's kind with v's design; nullptr when there is none.
const VariantEvaluation *sameInPrevious(const VariantEvaluation &v, const Evaluation *previous)
{
    if (!previous)
        return nullptr;
    for (const VariantEvaluation &w : previous->variants)
        if (w.kind == v.kind && sameTechnologies(w.project, v.project) && w.project == v.project)
            return &w;
    return nullptr;
}

// Every analysis analyzeVariant() runs, from an evaluation of the same design and kind.
void takeAnalysesOf(VariantEvaluation &v, const VariantEvaluation &same)
{
    v.tiers = same.tiers;
    v.switchesPerTier = same.switchesPerTier;
    v.linksPerTier = same.linksPerTier;
    v.bandwidth = same.bandwidth;
    v.collectives = same.collectives;
    v.cost = same.cost;
    v.stepTime = same.stepTime;
    v.complexity = same.complexity;
    v.resilience = same.resilience;
    v.growth = same.growth;
}

// Variant v takes the results of `same`, whose design is the same; its collectives
// and step time are its own when either variant has measurements (calibration).
void takeResultsOf(VariantEvaluation &v, const VariantEvaluation &same, const Catalog &catalog)
{
    takeAnalysesOf(v, same);
    if (measuredVariant(v.project, v.kind) || measuredVariant(same.project, same.kind)) {
        analyzeVariantCollectives(v, catalog, analyzeNetwork(v.project, catalog));
        v.stepTime = analyzeStepTime(v.project, catalog, v.bandwidth, v.collectives, v.cost.gpus,
                                     ownGpuHourOf(same.stepTime));
    }
}

} // namespace

QString bestDesignNote(const VariantEvaluation &v, bool *chosen)
{
    for (const Issue &i : v.issues) {
        if (!i.code.startsWith(QLatin1String("best-design")))
            continue;
        if (chosen)
            *chosen = i.code == QLatin1String("best-design");
        return i.text;
    }
    if (chosen)
        *chosen = false;
    return {};
}

Evaluation evaluate(const Project &project, const Catalog &catalog,
                    const EvaluationOptions &options)
{
    // Every number the analyses write is in options.locale, on this thread only.
    const AnalysisLocale locale(options.locale);
    EvaluationTimings *timings = options.timings;
    EvaluationTimings unused;
    EvaluationTimings &t = timings ? *timings : unused;
    StepTimer timer(timings != nullptr);
    Evaluation evaluation;
    std::vector<Variant> variants = buildVariants(project, catalog);
    evaluation.variants.resize(variants.size());
    for (std::size_t i = 0; i < variants.size(); ++i) {
        VariantEvaluation &v = evaluation.variants[i];
        v.kind = variants[i].kind;
        v.project = std::move(variants[i].project);
        v.issues = std::move(variants[i].notes);
    }

    if (options.bestPerTechnology || project.comparisonBasis.eachTechnologyAtBest)
        useBestDesigns(evaluation.variants, project, catalog, options.locale);
    const std::vector<std::size_t> sameAs = sameDesignAs(evaluation.variants);
    timer.lap(&t.variantsMs);

    const std::optional<double> ownGpuHour = ownGpuHourValue(project, catalog);
    // The distinct variants, one after the other. (Two threads, one variant each,
    // gave the same results but no gain on the shared 2-core machine, with both
    // variants' networks in memory at once: +50 % peak RSS at 131,072 GPUs.)
    for (std::size_t i = 0; i < variants.size(); ++i) {
        if (sameAs[i] != i)
            continue;
        VariantEvaluation &v = evaluation.variants[i];
        if (const VariantEvaluation *same = sameInPrevious(v, options.previous))
            takeAnalysesOf(v, *same);
        else
            analyzeVariant(v, catalog, t, timings != nullptr, ownGpuHour);
    }
    double analysesWallMs = 0.0; // (analyzeVariant() times the steps)
    timer.lap(&analysesWallMs);

    for (std::size_t i = 0; i < variants.size(); ++i)
        if (sameAs[i] != i)
            takeResultsOf(evaluation.variants[i], evaluation.variants[sameAs[i]], catalog);
    timer.lap(&t.variantsMs);
    for (VariantEvaluation &v : evaluation.variants)
        v.growthPlan = growthPlanOf(v, catalog);
    timer.lap(&t.growthMs);
    compareStepTimes(evaluation.variants, project.workload);
    evaluation.recommendation =
        recommend(project, catalog, evaluation.variants, timings ? &t.sensitivityMs : nullptr);
    evaluation.refusals = recommendationRefusals(project, catalog, evaluation);
    if (!evaluation.recommends())
        evaluation.recommendation = Recommendation{};
    timer.lap(&t.recommendationMs);
    const bool atBest = options.bestPerTechnology || project.comparisonBasis.eachTechnologyAtBest;
    if (!atBest && options.searchWhenRequirementsUnmet && evaluation.recommends() &&
        noScoredVariantMeetsRequirements(evaluation)) {
        EvaluationOptions best = options;
        best.bestPerTechnology = true;
        best.previous = &evaluation;
        Evaluation searched = evaluate(project, catalog, best);
        if (searched.recommends() && !noScoredVariantMeetsRequirements(searched)) {
            searched.atBestForRequirements = true;
            return searched;
        }
    }
    return evaluation;
}

namespace {

// The recommended variant's two-plane design (dualplane.h), as page 1 and the
// availability chapter of the report weigh it.
QJsonObject twoPlanesJson(const VariantEvaluation &w, const Catalog &catalog)
{
    const DualPlaneOption d = dualPlaneOption(w, catalog);
    QJsonObject o{{QStringLiteral("available"), d.available}};
    if (!d.available) {
        o.insert(QStringLiteral("reason"), d.notAvailableReason);
        return o;
    }
    o.insert(QStringLiteral("node_type"), d.nodeTypeId);
    o.insert(QStringLiteral("tiers"), d.tiers);
    o.insert(QStringLiteral("switches"), static_cast<double>(d.switches));
    o.insert(QStringLiteral("capex"), d.capexEur);
    o.insert(QStringLiteral("capex_complete"), d.capexComplete);
    o.insert(QStringLiteral("capex_change"), d.capexEur - w.cost.capexEur);
    o.insert(QStringLiteral("tco"), d.tcoEur);
    o.insert(QStringLiteral("gpus_cut_off"), static_cast<double>(d.worstSwitchFailure.gpusCutOff));
    o.insert(QStringLiteral("job_survives"), d.worstSwitchFailure.jobSurvives);
    return o;
}

} // namespace

QJsonObject evaluationToJson(const Project &project, const Evaluation &evaluation,
                             const Catalog *catalog)
{
    QJsonObject root;
    long long nodes = 0;
    for (const Node &n : project.nodes)
        nodes += project.multiplicity(n.groupId);
    long long gpus = 0;
    for (const VariantEvaluation &v : evaluation.variants)
        gpus = std::max(gpus, v.cost.gpus);
    root.insert(QStringLiteral("project"),
                QJsonObject{{QStringLiteral("name"), project.info.name},
                            {QStringLiteral("gpus"), static_cast<double>(gpus)},
                            {QStringLiteral("nodes"), static_cast<double>(nodes)}});

    QJsonArray variants;
    for (const VariantEvaluation &v : evaluation.variants)
        variants.append(variantJson(v));
    root.insert(QStringLiteral("variants"), variants);
    root.insert(QStringLiteral("compared_at_best_for_requirements"),
                evaluation.atBestForRequirements);

    const Recommendation &rec = evaluation.recommendation;
    QJsonArray reasons;
    for (const Explanation &e : rec.reasons)
        reasons.append(explanationJson(e));
    // Without a recommendation (Evaluation::refusals): "variant" is null, "made" false,
    // and "refusals" says why (docs/CLI.md).
    root.insert(
        QStringLiteral("recommendation"),
        QJsonObject{
            {QStringLiteral("variant"), evaluation.recommends()
                                            ? QJsonValue(variantKey(rec.variant))
                                            : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("reasons"), reasons},
            {QStringLiteral("deciding_reason"), rec.decidingExplanation() && evaluation.recommends()
                                                    ? QJsonValue(rec.decidingExplanation()->id)
                                                    : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("what_would_change"), answerChangesJson(rec.whatWouldChange)},
            {QStringLiteral("made"), evaluation.recommends()},
            {QStringLiteral("refusals"), explanationsJson(evaluation.refusals)}});

    if (catalog && evaluation.recommends())
        for (const VariantEvaluation &v : evaluation.variants)
            if (v.kind == rec.variant) {
                QJsonObject r = root.value(QStringLiteral("recommendation")).toObject();
                r.insert(QStringLiteral("two_planes"), twoPlanesJson(v, *catalog));
                root.insert(QStringLiteral("recommendation"), r);
                break;
            }
    root.insert(QStringLiteral("requirements"), requirementsJson(rec));
    root.insert(QStringLiteral("scoring"), scoringJson(evaluation));
    root.insert(QStringLiteral("growth_plan"), growthPlanJson(evaluation));
    root.insert(QStringLiteral("sensitivity"), sensitivityJson(rec));

    // Imported nccl-tests measurements (docs/CLI.md).
    QJsonArray measurements;
    for (const Measurement &m : project.measurements)
        measurements.append(QJsonObject{{QStringLiteral("op"), m.op},
                                        {QStringLiteral("gpus"), m.gpus},
                                        {QStringLiteral("bytes"), static_cast<double>(m.bytes)},
                                        {QStringLiteral("seconds"), m.seconds},
                                        {QStringLiteral("algbw_gbyte_s"), m.algbwGbyteS},
                                        {QStringLiteral("busbw_gbyte_s"), m.busbwGbyteS},
                                        {QStringLiteral("variant"), m.variant},
                                        {QStringLiteral("source"), m.source}});
    root.insert(QStringLiteral("measurements"), measurements);
    return root;
}

} // namespace fp
