// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/comparison.h"

#include "analysis/racks.h"
#include "analysis/wording.h"
#include "model/labels.h"
#include "render/chartpainter.h"
#include "render/designrenderer.h"
#include "text/i18n.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace fp::comparison {

QString failoverMarker()
{
    return QStringLiteral("*");
}

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * kMiB;

using V = VariantEvaluation;
using E = std::vector<Explanation>;

long long totalSwitches(const V &v)
{
    long long n = 0;
    for (int s : v.switchesPerTier)
        n += s;
    return n;
}

Value number(double x)
{
    return Value{x, true, {}, false};
}

// The rows. A class only so that lupdate files their texts under the context
// "fp::Report" (Q_DECLARE_TR_FUNCTIONS), where they were translated when the report
// had its own table.
class Rows
{
    Q_DECLARE_TR_FUNCTIONS(fp::Report)

public:
    // --- Explanations of the rows --------------------------------------------------------

    static E bandwidthExplanations(const V &v) { return v.bandwidth.explanations; }

    static E collectiveExplanations(const V &v) { return v.collectives.explanations; }

    static E costExplanations(const V &v) { return v.cost.explanations; }

    // "TCO along the growth plan (5 years)": the depreciation period or the furthest
    // target, whichever is longer (GrowthPlan::horizonYears).
    static QString growthPlanTcoLabel(const Project &p)
    {
        const OrganisationProfile &o = p.organisation;
        int years = o.depreciationYears;
        if (o.gpusInThreeYears > 0)
            years = std::max(years, 3);
        else if (o.gpusInOneYear > 0)
            years = std::max(years, 1);
        return tr("TCO along the growth plan (%1 years)").arg(years);
    }

    static E resilienceExplanations(const V &v) { return v.resilience.explanations; }

    static E growthExplanations(const V &v) { return v.growth.explanations; }

    // The factors of the score, the heaviest first.
    static E complexityExplanations(const V &v)
    {
        E out;
        std::vector<ComplexityFactor> factors = v.complexity.factors;
        std::stable_sort(factors.begin(), factors.end(),
                         [](const auto &a, const auto &b) { return a.points > b.points; });
        for (const ComplexityFactor &f : factors)
            out.push_back({f.id,
                           tr("%1 (%2 of %3 points)")
                               .arg(f.text, formatNumber(f.points, 1), formatNumber(f.weight, 1)),
                           {}});
        return out;
    }

    // The switches per tier, then the growth analysis (which says why these tiers).
    static E structureExplanations(const V &v)
    {
        QStringList perTier;
        for (int n : v.switchesPerTier)
            perTier << formatInteger(n);
        E out{{QStringLiteral("switches-per-tier"),
               tr("Switches per tier, from the leaves up: %1.")
                   .arg(perTier.join(QStringLiteral(" + "))),
               {}}};
        const E g = v.growth.explanations;
        out.insert(out.end(), g.begin(), g.end());
        return out;
    }

    // --- Accessors -----------------------------------------------------------------------

    static Value collectivePoint(const V &v, CollectiveOp op, double bytes, bool milliseconds)
    {
        const CollectivePoint *p = findPoint(v, op, bytes);
        if (!p)
            return Value{0.0, false, {}, false};
        return number(milliseconds ? p->seconds * 1e3 : p->busbwGbytePerS);
    }

    static Row allReduceRow(const QString &key, double bytes)
    {
        return {
            key,
            Unit::GbytePerS,
            [bytes](const Project &) {
                return tr("All-reduce bus bandwidth, %1 (GB/s)").arg(chart::binarySizeLabel(bytes));
            },
            [bytes](const V &v) {
                return collectivePoint(v, CollectiveOp::AllReduce, bytes, false);
            },
            collectiveExplanations,
            {QStringLiteral("network-bandwidth"), QStringLiteral("network-latency")}};
    }

    // A structure row's label, naming the compute fabric when the design has others
    // (their switches are in the bills, not in these rows).
    static QString computeLabel(const Project &p, const QString &label)
    {
        const bool others = std::any_of(p.fabrics.begin(), p.fabrics.end(), [](const Fabric &f) {
            return f.purpose != FabricPurpose::Compute;
        });
        return others ? tr("%1 (compute fabric)").arg(label) : label;
    }

    // Structure and bandwidth: tiers, switches, injection, bisection, oversubscription.
    static std::vector<Row> structureRows()
    {
        return {
            {QStringLiteral("tiers"),
             Unit::Count,
             [](const Project &p) { return computeLabel(p, tr("Switch tiers")); },
             [](const V &v) { return number(v.tiers); },
             structureExplanations,
             {QStringLiteral("switches-per-tier"), QStringLiteral("max-same-tiers")}},
            {QStringLiteral("switches"),
             Unit::Count,
             [](const Project &p) { return computeLabel(p, tr("Switches")); },
             [](const V &v) { return number(static_cast<double>(totalSwitches(v))); },
             structureExplanations,
             {QStringLiteral("switches-per-tier")}},
            {QStringLiteral("switches-per-tier"),
             Unit::CountPerTier,
             [](const Project &p) { return computeLabel(p, tr("Switches per tier")); },
             [](const V &v) {
                 Value out{static_cast<double>(totalSwitches(v)), true, {}, false};
                 out.parts.assign(v.switchesPerTier.begin(), v.switchesPerTier.end());
                 return out;
             },
             structureExplanations,
             {QStringLiteral("switches-per-tier")}},
            {QStringLiteral("injection"),
             Unit::GbitPerS,
             [](const Project &) { return tr("Injection per GPU (Gb/s)"); },
             [](const V &v) { return number(v.bandwidth.injectionGbitPerSPerGpu); },
             bandwidthExplanations,
             {QStringLiteral("injection"), QStringLiteral("nvlink")}},
            {QStringLiteral("bisection"),
             Unit::TbitPerS,
             [](const Project &) { return tr("Bisection bandwidth (Tb/s)"); },
             [](const V &v) { return number(v.bandwidth.bisectionGbitPerS / 1000.0); },
             bandwidthExplanations,
             {QStringLiteral("bisection")}},
            {QStringLiteral("oversubscription"),
             Unit::Ratio,
             [](const Project &) { return tr("Oversubscription"); },
             [](const V &v) { return number(v.bandwidth.oversubscription); },
             bandwidthExplanations,
             {QStringLiteral("oversubscription")}},
            // The tier as built (TierOversubscription::overall): a partial unit's leaves
            // may have more uplinks than the ratio asked needs.
            {QStringLiteral("oversubscription-as-built"),
             Unit::Ratio,
             [](const Project &) { return tr("Oversubscription as built (whole tier)"); },
             [](const V &v) { return number(v.bandwidth.oversubscriptionOverall); },
             bandwidthExplanations,
             {QStringLiteral("oversubscription")}},
        };
    }

    // Collectives: all-reduce bus bandwidth at 1 and 16 GiB, all-to-all time at 1 GiB.
    static std::vector<Row> collectiveRows()
    {
        return {
            allReduceRow(QStringLiteral("allreduce-busbw"), kGiB),
            allReduceRow(QStringLiteral("allreduce-busbw-16gib"), 16.0 * kGiB),
            {QStringLiteral("alltoall-time"),
             Unit::Milliseconds,
             [](const Project &) {
                 return tr("All-to-all time, %1 (ms)").arg(chart::binarySizeLabel(kGiB));
             },
             [](const V &v) { return collectivePoint(v, CollectiveOp::AllToAll, kGiB, true); },
             collectiveExplanations,
             {QStringLiteral("network-latency"), QStringLiteral("network-bandwidth")}},
            {QStringLiteral("step-time-relative"),
             Unit::Fraction,
             [](const Project &) { return tr("Training step time, fastest option = 100 %"); },
             [](const V &v) {
                 Value out = number(v.stepTime.relativeToFastest);
                 out.known = v.stepTime.relativeToFastest > 0.0;
                 return out;
             },
             [](const V &v) {
                 std::vector<Explanation> out{v.stepTime.relativeExplanation};
                 for (const Explanation &e : stepExplanations(v))
                     out.push_back(e);
                 return out;
             },
             {QStringLiteral("step-time-relative")}},
            {QStringLiteral("step-time"),
             Unit::Seconds,
             [](const Project &) { return tr("Training step time (seconds)"); },
             [](const V &v) { return stepFigure(v, v.stepTime.stepSeconds); },
             stepExplanations,
             {QStringLiteral("step-time")}},
            {QStringLiteral("gpu-time-lost"),
             Unit::Money,
             [](const Project &) { return tr("GPU time lost against the fastest, per year"); },
             [](const V &v) {
                 Value out = number(std::max(0.0, v.stepTime.lostEurPerYear));
                 out.known = v.stepTime.lostKnown;
                 return out;
             },
             [](const V &v) { return std::vector<Explanation>{v.stepTime.relativeExplanation}; },
             {QStringLiteral("step-time-relative")}},
            {QStringLiteral("comm-cost"),
             Unit::Money,
             [](const Project &) { return tr("Exposed communication per year"); },
             [](const V &v) { return stepFigure(v, v.stepTime.commCostEurPerYear); },
             stepExplanations,
             {QStringLiteral("step-time-money")}},
        };
    }

    // A step-time figure: "not modelled" when the step time is not (its explanation
    // says why: no model plan, inference, a plan that does not fit the job).
    static Value stepFigure(const V &v, double x)
    {
        Value out = number(x);
        out.known = v.stepTime.modelled;
        if (!out.known)
            out.unknownText = tr("not modelled");
        return out;
    }

    static std::vector<Explanation> stepExplanations(const V &v)
    {
        if (v.stepTime.modelled)
            return v.stepTime.explanations;
        return {{QStringLiteral("step-time"), v.stepTime.notModelledReason, {}}};
    }

    // A cost figure, marked as a lower bound when it leaves out unknown figures.
    static Value bounded(double x, bool complete)
    {
        Value v = number(x);
        v.lowerBound = !complete;
        return v;
    }

    // Cost: capital cost, per GPU, share, power, energy, TCO.
    static std::vector<Row> costRows()
    {
        const QStringList capex{QStringLiteral("network-capex")};
        const QStringList energy{QStringLiteral("energy")};
        return {
            {QStringLiteral("capex"), Unit::Money,
             [](const Project &) { return tr("Network capital cost"); },
             [](const V &v) { return bounded(v.cost.capexEur, v.cost.priceComplete()); },
             costExplanations, capex},
            {QStringLiteral("cost-per-gpu"), Unit::Money,
             [](const Project &) { return tr("Network cost per GPU"); },
             [](const V &v) {
                 return bounded(v.cost.networkCostPerGpuEur, v.cost.priceComplete());
             },
             costExplanations, capex},
            {QStringLiteral("network-share"), Unit::Fraction,
             [](const Project &) { return tr("Network share of cluster cost"); },
             [](const V &v) {
                 // Unknown (never smaller) when a node type or GPU has no price.
                 Value out = bounded(v.cost.networkShareOfCluster, v.cost.priceComplete());
                 out.known = v.cost.clusterPriceComplete();
                 return out;
             },
             costExplanations, capex},
            {QStringLiteral("power"), Unit::Kilowatts,
             [](const Project &) { return tr("Network power (kW)"); },
             [](const V &v) {
                 return bounded(v.cost.networkPowerWatts / 1000.0, v.cost.powerComplete());
             },
             costExplanations, energy},
            {QStringLiteral("energy"), Unit::MegawattHours,
             [](const Project &) { return tr("Energy per year (MWh, with PUE)"); },
             [](const V &v) {
                 return bounded(v.cost.energyKwhPerYear / 1000.0, v.cost.powerComplete());
             },
             costExplanations, energy},
            {QStringLiteral("energy-cost"), Unit::Money,
             [](const Project &) { return tr("Energy cost per year"); },
             [](const V &v) { return bounded(v.cost.energyEurPerYear, v.cost.powerComplete()); },
             costExplanations, energy},
            {QStringLiteral("tco"),
             Unit::Money,
             [](const Project &p) {
                 return tr("TCO over %1 years").arg(p.organisation.depreciationYears);
             },
             [](const V &v) {
                 return bounded(v.cost.tcoEur, v.cost.priceComplete() && v.cost.powerComplete());
             },
             costExplanations,
             {QStringLiteral("tco")}},
            // The basis the TCO criterion scores (PDF review #3: three TCO bases without
            // labels): the design now and the growth plan's build-out steps over its
            // horizon (analysis/growthplan.h); without a target, the design now.
            {QStringLiteral("tco-growth-plan"),
             Unit::Money,
             growthPlanTcoLabel,
             [](const V &v) {
                 // The row shows only when some variant has a plan (table()); one without
                 // (a drawn fabric the generator cannot grow, the hybrid per unit) has no
                 // figure here, not its TCO of the design now (review of 2026-12-07).
                 if (!v.growthPlan.hasTargets) {
                     Value out;
                     out.known = false;
                     out.unknownText = tr("not planned");
                     return out;
                 }
                 return bounded(v.growthPlan.tcoEur,
                                v.cost.priceComplete() && v.cost.powerComplete());
             },
             costExplanations,
             {QStringLiteral("growth-plan"), QStringLiteral("tco")}},
        };
    }

    // Complexity, resilience and growth.
    static std::vector<Row> riskRows()
    {
        const QStringList failure{QStringLiteral("worst-switch-failure"),
                                  QStringLiteral("survival")};
        return {
            {QStringLiteral("complexity"),
             Unit::Score,
             [](const Project &) { return tr("Management complexity (0-100)"); },
             [](const V &v) { return number(v.complexity.score); },
             complexityExplanations,
             {}},
            {QStringLiteral("worst-switch-failure"), Unit::Count,
             [](const Project &) { return tr("Worst switch failure: GPUs cut off"); },
             [](const V &v) {
                 return number(static_cast<double>(v.resilience.worstSwitchFailure.gpusCutOff));
             },
             resilienceExplanations, failure},
            {QStringLiteral("bandwidth-lost"), Unit::Fraction,
             [](const Project &) { return tr("Worst switch failure: bandwidth lost"); },
             [](const V &v) {
                 return number(v.resilience.worstSwitchFailure.bandwidthLostFraction);
             },
             resilienceExplanations, failure},
            {QStringLiteral("job-survives"),
             Unit::YesNo,
             [](const Project &) { return tr("A cluster-wide job survives it"); },
             [](const V &v) {
                 const FailureImpact &f = v.resilience.worstSwitchFailure;
                 Value out = number(f.jobSurvives ? 1 : 0);
                 if (f.jobSurvives && f.gpusOnFailover > 0)
                     out.marker = failoverMarker();
                 return out;
             },
             resilienceExplanations,
             {QStringLiteral("survival"), QStringLiteral("worst-switch-failure")}},
            {QStringLiteral("interruptions"),
             Unit::PerYear,
             [](const Project &) {
                 return tr("Interruptions of a cluster-wide job by the network, per year");
             },
             [](const V &v) {
                 const ResilienceResult &r = v.resilience;
                 Value out = number(r.interruptionsPerYear);
                 out.known = r.interruptionsKnown;
                 if (r.survivalNeedsFailover)
                     out.marker = failoverMarker();
                 return out;
             },
             resilienceExplanations,
             {QStringLiteral("interruptions")}},
            {QStringLiteral("interruption-cost"),
             Unit::Money,
             [](const Project &) { return tr("GPU time those interruptions lose, per year"); },
             [](const V &v) {
                 const ResilienceResult &r = v.resilience;
                 Value out = number(r.interruptionEurPerYear);
                 out.known = r.interruptionsKnown && v.stepTime.gpuHourCostEur > 0.0;
                 if (r.survivalNeedsFailover)
                     out.marker = failoverMarker(); // the note under the table
                 return out;
             },
             resilienceExplanations,
             {QStringLiteral("interruptions")}},
            {QStringLiteral("growth"),
             Unit::Count,
             [](const Project &) { return tr("GPUs before another tier is needed"); },
             [](const V &v) { return number(static_cast<double>(v.growth.maxGpusSameTiers)); },
             growthExplanations,
             {QStringLiteral("max-same-tiers"), QStringLiteral("next-increment"),
              QStringLiteral("cost-step")}},
        };
    }

    static QString format(Unit unit, const Value &value, const QString &currency);
};

std::vector<Row> allRows()
{
    std::vector<Row> out;
    for (std::vector<Row> part :
         {Rows::structureRows(), Rows::collectiveRows(), Rows::costRows(), Rows::riskRows()})
        out.insert(out.end(), part.begin(), part.end());
    return out;
}

// A ratio r:1 with two decimals, or none when those would be ".00" (3:1, 1.33:1).
QString ratio(double r)
{
    return formatNumber(r, std::abs(r - std::round(r)) < 0.005 ? 0 : 2) + QStringLiteral(":1");
}

} // namespace

const std::vector<Row> &rows()
{
    static const std::vector<Row> all = allRows();
    return all;
}

const Row *rowOf(const QString &key)
{
    for (const Row &r : rows()) {
        if (r.key == key)
            return &r;
    }
    return nullptr;
}

QString Rows::format(Unit unit, const Value &value, const QString &currency)
{
    if (!value.known)
        return value.unknownText.isEmpty() ? QStringLiteral("-") : value.unknownText;
    if (!value.qualifier.isEmpty()) {
        Value bare = value;
        bare.qualifier.clear();
        return tr("%1 (%2)").arg(format(unit, bare, currency), value.qualifier);
    }
    if (!value.marker.isEmpty()) {
        Value bare = value;
        bare.marker.clear();
        return format(unit, bare, currency) + value.marker;
    }
    if (value.lowerBound && std::isfinite(value.number)) {
        Value complete = value;
        complete.lowerBound = false;
        // A total that leaves out parts without a price or power figure
        // (analysis/results.h CostResult::priceComplete).
        return tr("%1 + unknown").arg(format(unit, complete, currency));
    }
    const double x = value.number;
    if (!std::isfinite(x))
        return tr("invalid");
    switch (unit) {
    case Unit::Count:
        return formatInteger(std::llround(x));
    case Unit::CountPerTier: {
        QStringList parts;
        for (long long n : value.parts)
            parts << formatInteger(n);
        return parts.join(QStringLiteral(" + "));
    }
    case Unit::GbitPerS:
    case Unit::MegawattHours:
        return formatNumber(x, 0);
    case Unit::Score:
        return formatNumber(x, kComplexityDecimals);
    case Unit::TbitPerS:
    case Unit::GbytePerS:
    case Unit::Milliseconds:
    case Unit::Kilowatts:
    case Unit::PerYear:
        return formatNumber(x, 1);
    case Unit::Seconds:
        return formatNumber(x, 2);
    case Unit::Ratio:
        return ratio(x);
    case Unit::Money:
        return formatMoney(x, currency);
    case Unit::Fraction:
        return formatNumber(x * 100.0, 1) + QStringLiteral(" %");
    case Unit::YesNo:
        return x != 0.0 ? tr("yes") : tr("no");
    }
    return {};
}

QString format(Unit unit, const Value &value, const QString &currency)
{
    return Rows::format(unit, value, currency);
}

QString currencySign(const QString &currency)
{
    // The amount's text without its number: one rule for amounts and their units.
    QString sign = formatMoney(0.0, currency);
    sign.chop(1);
    return sign.trimmed();
}

QString currencyOf(const VariantEvaluation &variant)
{
    return variant.cost.currency.isEmpty() ? QStringLiteral("EUR") : variant.cost.currency;
}

QString failoverNote(const Evaluation &evaluation)
{
    QStringList without;
    for (const VariantEvaluation &v : evaluation.variants)
        if (v.resilience.survivalNeedsFailover)
            without << Rows::tr("%1 %2").arg(
                variantName(v.kind),
                formatNumber(v.resilience.interruptionsWithoutFailoverPerYear, 1));
    if (without.isEmpty())
        return {};
    return Rows::tr("%1 If NCCL's port failover works (NCCL 2.29.7 and later, off by default: "
                    "NCCL_IB_RESILIENCY_PORT_FAILOVER=1), untested here; without it a "
                    "cluster-wide job is interrupted this many times a year: %2.")
        .arg(failoverMarker(), without.join(QStringLiteral(", ")));
}

QString cell(const Row &row, const VariantEvaluation &variant)
{
    return format(row.unit, row.value(variant), currencyOf(variant));
}

std::vector<QStringList> table(const Project &project, const Evaluation &evaluation,
                               const QStringList &keys)
{
    std::vector<const Row *> picked;
    if (keys.isEmpty()) {
        for (const Row &r : rows())
            picked.push_back(&r);
    } else {
        for (const QString &k : keys) {
            if (const Row *r = rowOf(k))
                picked.push_back(r);
        }
    }
    // Without a growth target the plan's TCO is the design's TCO: one row, not two.
    const bool targets =
        std::any_of(evaluation.variants.begin(), evaluation.variants.end(),
                    [](const VariantEvaluation &v) { return v.growthPlan.hasTargets; });
    if (!targets)
        picked.erase(
            std::remove_if(picked.begin(), picked.end(),
                           [](const Row *r) { return r->key == QLatin1String("tco-growth-plan"); }),
            picked.end());
    std::vector<QStringList> out;
    for (const Row *r : picked) {
        QStringList line{r->label(project)};
        for (const VariantEvaluation &v : evaluation.variants)
            line << cell(*r, v);
        out.push_back(line);
    }
    return out;
}

namespace {
// Texts of the scoring table, in the context of the comparison rows.
class Scores
{
    Q_DECLARE_TR_FUNCTIONS(fp::Report)

public:
    static QString name(const QString &id)
    {
        if (id == QLatin1String("performance"))
            return tr("Performance value");
        if (id == QLatin1String("tco"))
            return tr("Network TCO");
        if (id == QLatin1String("complexity"))
            return tr("Management complexity");
        if (id == QLatin1String("integration"))
            return tr("Integration with the existing network");
        if (id == QLatin1String("vendor-diversity"))
            return tr("Vendor diversity");
        if (id == QLatin1String("risk"))
            return tr("Risk");
        return id;
    }
    static QString criterion() { return tr("Criterion"); }
    static QString weight() { return tr("Weight"); }
    static QString total() { return tr("Weighted total (0-10)"); }
};
} // namespace

QString criterionName(const QString &id)
{
    return Scores::name(id);
}

std::vector<QStringList> scoringTable(const Evaluation &evaluation)
{
    const Scoring &s = evaluation.recommendation.scoring;
    std::vector<QStringList> out;
    if (s.candidates.empty())
        return out;
    QStringList head{Scores::criterion(), Scores::weight()};
    for (VariantKind k : s.candidates)
        head << variantName(k);
    out.push_back(head);
    // Points with the totals' two decimals, so that a reader who weighs them gets the
    // printed totals (board review 12: from points to one decimal InfiniBand came out
    // 8.84 against Ethernet's 8.83, the reverse of the printed 8.83 and 8.84).
    for (const CriterionScore &c : s.criteria) {
        QStringList row{Scores::name(c.id), formatNumber(c.weight, 1)};
        for (double p : c.points)
            row << formatNumber(p, 2);
        out.push_back(row);
    }
    QStringList total{Scores::total(), QString()};
    for (double t : s.totals)
        total << formatNumber(t, 2);
    out.push_back(total);
    return out;
}

namespace {
// Texts of the bill of materials, in the context where the report has always had them.
class Bom
{
    Q_DECLARE_TR_FUNCTIONS(fp::Report)

public:
    static QStringList header()
    {
        return {tr("Part number"), tr("Part"),       tr("Category"), tr("Detail"),
                tr("Quantity"),    tr("Unit price"), tr("Total"),    tr("Power (W)")};
    }
    static QStringList procurementHeader()
    {
        return {tr("Part number"), tr("Description"), tr("Quantity"),
                tr("Unit price"),  tr("Total"),       tr("Price source")};
    }
    // What a line is and where it goes, under the part's name.
    static QString role(const BomLine &line)
    {
        const QString detail = bomDetailName(line.detail);
        if (line.category == QLatin1String("spare"))
            return tr("Spare: %1, on the shelf")
                .arg(line.detail.category == QLatin1String("transceiver")
                         ? tr("optics (transceiver)")
                         : detail);
        const QString what = line.category == QLatin1String("transceiver")
                                 ? tr("Optics (transceiver)")
                                 : bomCategoryName(line.category);
        return detail.isEmpty() ? what : tr("%1, %2").arg(what, detail);
    }
    static QString unknown() { return tr("unknown"); }
    static QString noPartNumber()
    {
        return tr("No public part number: the catalogue id stands in; ask for it in the quote");
    }
    static QString total() { return tr("Total"); }
    static QString incomplete(const QString &figure) { return tr("%1 + unknown").arg(figure); }
};
} // namespace

BomTable bomTable(const VariantEvaluation &variant, const Catalog &catalog)
{
    BomTable t;
    t.header = Bom::header();
    const QString currency = currencyOf(variant);
    const QString unknown = Bom::unknown();
    for (const BomLine &l : variant.cost.bom)
        t.rows.push_back({bomPartNumber(catalog, l), bomPartName(catalog, l.partId),
                          bomCategoryName(l.category), bomDetailName(l.detail),
                          formatInteger(l.quantity),
                          l.priceKnown ? formatMoney(l.unitPriceEur, currency) : unknown,
                          l.priceKnown ? formatMoney(l.totalPriceEur(), currency) : unknown,
                          l.powerKnown ? formatNumber(l.totalPowerWatts(), 0) : unknown});
    const QString capex = formatMoney(variant.cost.capexEur, currency);
    const QString power = formatNumber(variant.cost.networkPowerWatts, 0);
    t.rows.push_back({Bom::total(), QString(), QString(), QString(), QString(), QString(),
                      variant.cost.priceComplete() ? capex : Bom::incomplete(capex),
                      variant.cost.powerComplete() ? power : Bom::incomplete(power)});
    return t;
}

ProcurementTable procurementTable(const VariantEvaluation &variant, const Catalog &catalog)
{
    ProcurementTable t;
    t.header = Bom::procurementHeader();
    const QString currency = currencyOf(variant);
    const QString unknown = Bom::unknown();
    for (const BomLine &l : variant.cost.bom) {
        // The price's source as the spreadsheet export states it (bomexport.cpp).
        QString source = unknown;
        if (const Figure *price = bomPriceFigure(catalog, l.partId); price && l.priceKnown) {
            source = sourceTagWord(price->tag);
            if (const int year = bomPriceYear(catalog, l.partId); year > 0)
                source += QLatin1Char(' ') + QString::number(year);
        }
        // A part without a public ordering number: the catalogue's id stands in, and the
        // line says so (the supplier's quote gives the number).
        const QString noNumber = bomHasPartNumber(catalog, l.partId)
                                     ? QString()
                                     : QLatin1Char('\n') + Bom::noPartNumber();
        t.rows.push_back(
            {bomPartNumber(catalog, l),
             bomPartName(catalog, l.partId) + QLatin1Char('\n') + Bom::role(l) + noNumber,
             formatInteger(l.quantity),
             l.priceKnown ? formatMoney(l.unitPriceEur, currency) : unknown,
             l.priceKnown ? formatMoney(l.totalPriceEur(), currency) : unknown, source});
    }
    const QString capex = formatMoney(variant.cost.capexEur, currency);
    t.rows.push_back({Bom::total(), QString(), QString(), QString(),
                      variant.cost.priceComplete() ? capex : Bom::incomplete(capex), QString()});
    return t;
}

namespace {
// Texts of the rack table, in the context of the report.
class Racks
{
    Q_DECLARE_TR_FUNCTIONS(fp::Report)

public:
    static QStringList header()
    {
        return {tr("Rack"), tr("One rack holds"), tr("Racks"), tr("Rack units"),
                tr("Power per rack")};
    }
    static QString role(bool nodeRack) { return nodeRack ? tr("Node rack") : tr("Network rack"); }
    static QString holds(const RackKind &k, const Catalog &catalog)
    {
        QStringList parts;
        for (const auto &[id, count] : k.parts) {
            const PartBase *part = catalog.part(id);
            parts << tr("%1 \u00d7 %2")
                         .arg(count)
                         .arg(part ? partNameInWords(*part) : bomPartName(catalog, id));
        }
        if (k.wholeRack)
            parts << tr("as a rack-scale system with its NVLink switch trays and power shelves");
        else
            parts << tr("the top unit for the out-of-band network (a management switch or its "
                        "patch panel)");
        return parts.join(QStringLiteral("\n"));
    }
    static QString units(const RackKind &k, const Catalog &catalog)
    {
        if (!k.usedKnown)
            return tr("unknown");
        const Figure *height = catalog.assumption(QStringLiteral("rack-height-u"));
        return height && height->known
                   ? tr("%1 of %2 U").arg(k.usedU).arg(formatNumber(height->value, 0))
                   : tr("%1 U").arg(k.usedU);
    }
    static QString power(const RackKind &k)
    {
        if (!k.powerKnown)
            return tr("unknown");
        // A rack-scale system's NVLink switch trays and power shelves draw power the
        // catalog's compute trays leave out (resources/catalog.json, gb200-nvl72).
        const QString kw = formatNumber(k.powerW / 1000.0, 1);
        return k.wholeRack ? tr("at least %1 kW").arg(kw) : tr("%1 kW").arg(kw);
    }
};
} // namespace

RackTable rackTable(const VariantEvaluation &variant, const Catalog &catalog)
{
    RackTable t;
    t.header = Racks::header();
    const Fabric *compute = variant.project.computeFabric();
    if (!compute)
        return t;
    const auto add = [&](const RackKind &k) {
        t.rows.push_back({Racks::role(k.nodeRack), Racks::holds(k, catalog), formatInteger(k.racks),
                          Racks::units(k, catalog), Racks::power(k)});
    };
    // The node racks as the compute fabric's floor plan fills them; the network racks
    // all fabrics share, as the cost analysis counts them (the out-of-band ports and
    // cords of their PDUs and management switches).
    for (const RackKind &k : rackKinds(variant.project, catalog, compute->id))
        if (k.nodeRack)
            add(k);
    for (const RackKind &k : variant.cost.networkRacks)
        add(k);
    return t;
}

int clusterGpus(const VariantEvaluation &variant)
{
    int g = 0;
    for (const CollectivePoint &p : variant.collectives.points)
        g = std::max(g, p.gpus);
    return g;
}

const CollectivePoint *findPoint(const VariantEvaluation &variant, CollectiveOp op, double bytes)
{
    const int gpus = clusterGpus(variant);
    for (const CollectivePoint &p : variant.collectives.points) {
        if (p.op == op && p.gpus == gpus && std::abs(p.bytes - bytes) < 0.5)
            return &p;
    }
    return nullptr;
}

namespace {
// Texts of the growth plan and the sensitivity, in the context of the comparison rows.
class Plans
{
    Q_DECLARE_TR_FUNCTIONS(fp::Report)

public:
    static QString year() { return tr("Year"); }
    static QString gpus() { return tr("GPUs in service"); }
    static QString capex(const QString &variant) { return tr("%1 capex").arg(variant); }
    static QString opex(const QString &variant) { return tr("%1 opex").arg(variant); }
    static QString tco(const QString &variant) { return tr("%1 TCO to date").arg(variant); }
    static QString chartTitle(bool plan)
    {
        return plan ? tr("Network TCO along the growth plan")
                    : tr("Network TCO over the depreciation period");
    }
    static QString chartAxis(const QString &currency)
    {
        return tr("%1 million").arg(currencySign(currency));
    }
    static QString yearLabel(int y) { return tr("Year %1").arg(y); }
    static QString assumption() { return tr("Assumption"); }
    static QString now() { return tr("Now"); }
    static QString range() { return tr("Range"); }
    static QString leadLow() { return tr("Lead at low"); }
    static QString leadHigh() { return tr("Lead at high"); }
    static QString flips() { return tr("Changes at"); }
    static QString noFlip() { return tr("not in range"); }
    static QString tornadoTitle(const QString &variant)
    {
        return tr("Lead of %1 when one assumption changes").arg(variant);
    }
    static QString tornadoAxis() { return tr("Lead in points (0-10 scale)"); }
    static QString lowEnd() { return tr("At the low end"); }
    static QString highEnd() { return tr("At the high end"); }
    static QString zeroLine() { return tr("0: the options tie"); }
};

// The variants the plan tables show: the scored ones, else all but the design as drawn.
std::vector<const VariantEvaluation *> planVariants(const Evaluation &ev)
{
    std::vector<const VariantEvaluation *> out;
    const std::vector<VariantKind> &scored = ev.recommendation.scoring.candidates;
    for (const VariantEvaluation &v : ev.variants) {
        const bool shown = scored.empty()
                               ? v.kind != VariantKind::AsDrawn
                               : std::find(scored.begin(), scored.end(), v.kind) != scored.end();
        if (shown && !v.growthPlan.years.empty())
            out.push_back(&v);
    }
    return out;
}

// A sensitivity value in its unit ("40.0 %", "EUR 0.250", "EUR 3.67", "1.50").
QString sensitivityValue(const SensitivityRow &r, double x)
{
    // Money with its currency sign ("EUR 3.67", "€ 0,250"): the catalog's figures are EUR.
    if (r.unit.startsWith(QLatin1String("eur_")))
        return currencySign(QStringLiteral("EUR")) + QLatin1Char(' ') +
               formatNumber(x, r.unit == QLatin1String("eur_per_kwh") ? 3 : 2);
    if (r.unit.startsWith(QLatin1String("fraction")))
        return formatNumber(x * 100.0, 1) + QStringLiteral(" %");
    return formatNumber(x, 2);
}

} // namespace

QColor variantColor(VariantKind k)
{
    switch (k) {
    case VariantKind::AsDrawn:
        return {0x6b, 0x74, 0x80};
    case VariantKind::InfiniBand:
        return render::technologyColor(Technology::InfiniBand);
    case VariantKind::Ethernet:
        return render::technologyColor(Technology::Ethernet);
    case VariantKind::Hybrid:
        return {0x7a, 0x4f, 0xa3};
    case VariantKind::HybridPerUnit:
        return {0x2a, 0x9d, 0x8f}; // teal: apart from Ethernet's orange and the hybrid's purple
    }
    return Qt::black;
}

std::vector<QStringList> growthPlanTable(const Evaluation &evaluation)
{
    const std::vector<const VariantEvaluation *> vs = planVariants(evaluation);
    std::vector<QStringList> out;
    if (vs.empty())
        return out;
    QStringList head{Plans::year(), Plans::gpus()};
    for (const VariantEvaluation *v : vs) {
        const QString name = variantName(v->kind);
        head << Plans::capex(name) << Plans::opex(name) << Plans::tco(name);
    }
    out.push_back(head);
    for (std::size_t y = 0; y < vs.front()->growthPlan.years.size(); ++y) {
        const GrowthPlanYear &first = vs.front()->growthPlan.years[y];
        QStringList row{QString::number(first.year), formatInteger(first.gpus)};
        for (const VariantEvaluation *v : vs) {
            const std::vector<GrowthPlanYear> &years = v->growthPlan.years;
            if (y >= years.size()) {
                row << QStringLiteral("-") << QStringLiteral("-") << QStringLiteral("-");
                continue;
            }
            row << formatNumber(years[y].capexStepEur / 1e6, 2)
                << formatNumber(years[y].opexEur / 1e6, 2)
                << formatNumber(years[y].tcoCumulativeEur / 1e6, 2);
        }
        out.push_back(row);
    }
    return out;
}

chart::BarChart growthPlanChart(const Evaluation &evaluation)
{
    const std::vector<const VariantEvaluation *> vs = planVariants(evaluation);
    chart::BarChart c;
    c.title = Plans::chartTitle(!vs.empty() && vs.front()->growthPlan.hasTargets);
    c.yAxisLabel = Plans::chartAxis(vs.empty() ? QStringLiteral("EUR") : currencyOf(*vs.front()));
    if (vs.empty())
        return c;
    for (const GrowthPlanYear &y : vs.front()->growthPlan.years)
        c.categories << Plans::yearLabel(y.year);
    for (const VariantEvaluation *v : vs) {
        chart::BarSeries s{variantName(v->kind), variantColor(v->kind), {}, {}, {}};
        for (const GrowthPlanYear &y : v->growthPlan.years)
            s.values.push_back(y.tcoCumulativeEur / 1e6);
        c.series.push_back(std::move(s));
    }
    return c;
}

std::vector<QStringList> sensitivityTable(const Evaluation &evaluation)
{
    std::vector<QStringList> out;
    const std::vector<SensitivityRow> &rows = evaluation.recommendation.sensitivity;
    if (rows.empty() || !evaluation.recommends())
        return out;
    out.push_back({Plans::assumption(), Plans::now(), Plans::range(), Plans::leadLow(),
                   Plans::leadHigh(), Plans::flips()});
    const Recommendation &rec = evaluation.recommendation;
    const auto lead = [&rec](double margin) {
        return formatNumber(rec.scoring.printedLead(margin, rec.variant), 2);
    };
    for (const SensitivityRow &r : rows) {
        const QString flip = r.flipValue
                                 ? QStringLiteral("%1 (%2)").arg(sensitivityValue(r, *r.flipValue),
                                                                 variantName(r.flipVariant))
                                 : Plans::noFlip();
        out.push_back(
            {r.name, sensitivityValue(r, r.base),
             sensitivityValue(r, r.low) + QStringLiteral(" - ") + sensitivityValue(r, r.high),
             lead(r.marginLow), lead(r.marginHigh), flip});
    }
    return out;
}

chart::TornadoChart sensitivityChart(const Evaluation &evaluation)
{
    chart::TornadoChart c;
    const Recommendation &rec = evaluation.recommendation;
    c.title = Plans::tornadoTitle(variantName(rec.variant));
    c.xAxisLabel = Plans::tornadoAxis();
    c.base = rec.scoring.margin;
    c.lowName = Plans::lowEnd();
    c.highName = Plans::highEnd();
    c.zeroName = Plans::zeroLine();
    if (!evaluation.recommends())
        return c;
    // An assumption whose whole range leaves the lead where it is, to the table's two
    // decimals, has no bar to show (review: "0.29 -> 0.29" took a row); the table lists it.
    const auto moves = [&](double margin) { return std::abs(margin - c.base) >= 0.005; };
    for (const SensitivityRow &r : rec.sensitivity)
        if (moves(r.marginLow) || moves(r.marginHigh))
            c.rows.push_back({r.name, r.marginLow, r.marginHigh, sensitivityValue(r, r.low),
                              sensitivityValue(r, r.high)});
    return c;
}

} // namespace fp::comparison
