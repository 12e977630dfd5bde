// SPDX-License-Identifier: GPL-3.0-or-later
// Sensitivity (recommendation.h, docs/DESIGN.md section 5): each main assumption is
// set to the low and the high end of a stated range and the decision is taken again
// (decide(), numbers only), giving the margin of the variant recommended now at both
// ends (a tornado); the value nearest to the one now at which another variant would
// be recommended is found by searchChange() (a grid, then bisection).
//
// What a changed assumption changes, as the analyses compute it:
//  - the Ethernet discount, the energy price and the support share: every candidate's
//    TCO (the growth plan repriced, analysis/growthplan.h);
//  - the RoCE efficiency: the collectives of the variants whose compute fabric runs
//    RoCE (the bandwidth terms of the alpha-beta model scale with 1 / efficiency,
//    docs/COLLECTIVES.md), their step time and the risk criterion's bandwidth at stake;
//  - dp-overlap-share: every variant's step time, re-run with the catalog override
//    (applyOverrides(), model/catalog.h);
//  - gpu-hour-cost-eur: the performance criterion's money.
// The network capex budget requirement keeps the capex at the catalog's prices.
#include "analysis/growthplan.h"
#include "analysis/recommendation_p.h"
#include "analysis/steptime.h"
#include "analysis/wording.h"
#include "model/labels.h"

#include <algorithm>
#include <cmath>

namespace fp::rec {

namespace {

// Points of the range tried before bisecting, and the bisection's precision as a
// share of the range (16 points and 1e-4 keep 6 assumptions x ~60 decisions fast).
constexpr int kGridSteps = 16;
constexpr double kTolerance = 1e-4;

struct Spec {
    QString id;
    QString unit;
    QString name;
    double base = 0.0;
    double lo = 0.0;
    double hi = 0.0;
    std::function<Decision(double)> at;
    std::function<QString(double)> format;
    std::optional<double> alternative = {}; // SensitivityRow::alternative
    QString alternativeName = {};
};

// The variants and candidates of a decision with a changed step time: a copy of the
// evaluation, the candidates pointing into it.
struct World {
    std::vector<VariantEvaluation> all;
    std::vector<Candidate> cands;
    const VariantEvaluation *reference = nullptr;
};

class Sensitivity
{
public:
    Sensitivity(const Inputs &in, const Catalog &catalog, const std::vector<VariantEvaluation> &all,
                const std::vector<Candidate> &cands, const VariantEvaluation &reference)
        : m_in(in)
        , m_catalog(catalog)
        , m_all(all)
        , m_cands(cands)
        , m_reference(reference)
        , m_prices(planPricesOf(in.organisation, catalog))
    {
        for (const Candidate &c : cands) {
            std::vector<PlanStage> stages = planStages(*c.v, catalog);
            if (in.growthPlanYears == 0)
                stages.resize(1); // the TCO over the depreciation years
            m_stages.push_back(std::move(stages));
        }
    }

    // The decision with every candidate's TCO at `prices`, and, where GPU time is valued
    // at the cluster's own cost, that cost at `prices` too (it holds the energy, the
    // network support and the Ethernet switches of the design as drawn): a flip found
    // with the GPU-hour held still did not flip when the project was evaluated again.
    Decision withPrices(const PlanPrices &prices) const
    {
        std::vector<Candidate> cands = m_cands;
        for (std::size_t i = 0; i < cands.size(); ++i)
            cands[i].tcoEur = priceGrowthPlan(m_stages[i], prices).tcoEur;
        Inputs in = m_in;
        in.gpuHourCostEur = ownCostAt(prices);
        return decide(in, m_all, cands, m_reference, false);
    }

    // The GPU-hour's value at `prices`: the own cost per GPU-hour (analysis_cost.cpp
    // addOwnCostPerGpuHour) with its energy scaled by the energy price, the network's
    // support by the support share, and the Ethernet switches' price (with its support)
    // by the Ethernet price factor; the catalog's price of a GPU-hour is unchanged.
    std::optional<double> ownCostAt(const PlanPrices &p) const
    {
        const VariantEvaluation *drawn = find(m_all, VariantKind::AsDrawn);
        if (!m_in.gpuHourAtOwnCost || !m_in.gpuHourCostEur || !drawn || !drawn->cost.ownCostKnown ||
            drawn->cost.gpus <= 0)
            return m_in.gpuHourCostEur;
        const CostResult &c = drawn->cost;
        const PlanPrices &b = m_prices;
        const auto ratio = [](double x, double x0) { return x0 > 0.0 ? x / x0 - 1.0 : 0.0; };
        double perYear = (c.energyEurPerYear + c.nodesEnergyEurPerYear) *
                             ratio(p.energyEurPerKwh, b.energyEurPerKwh) +
                         c.supportEurPerYear * ratio(p.supportSharePerYear, b.supportSharePerYear);
        if (p.depreciationYears > 0)
            perYear += ethernetSwitchCapexEur(c, m_catalog) * (p.ethernetSwitchPriceFactor - 1.0) *
                       (1.0 / p.depreciationYears + p.supportSharePerYear);
        return *m_in.gpuHourCostEur + perYear / (static_cast<double>(c.gpus) * HoursPerYear);
    }

    World world() const
    {
        World w{m_all, m_cands, nullptr};
        for (Candidate &c : w.cands)
            c.v = &w.all[static_cast<std::size_t>(c.v - m_all.data())];
        w.reference = &w.all[static_cast<std::size_t>(&m_reference - m_all.data())];
        return w;
    }

    // The decision with each variant's step time re-run on `catalog`, after `reshape`
    // changed its collectives (from the evaluated ones) and candidate.
    Decision
    withStepTimes(World &w, const Catalog &catalog,
                  const std::function<void(VariantEvaluation &, Candidate *)> &reshape) const
    {
        for (std::size_t i = 0; i < w.all.size(); ++i) {
            VariantEvaluation &v = w.all[i];
            v.collectives = m_all[i].collectives;
            Candidate *cand = nullptr;
            for (std::size_t k = 0; k < w.cands.size(); ++k) {
                if (w.cands[k].v == &v) {
                    w.cands[k] = m_cands[k];
                    w.cands[k].v = &v;
                    cand = &w.cands[k];
                }
            }
            if (reshape)
                reshape(v, cand);
            v.stepTime = analyzeStepTime(v.project, catalog, v.bandwidth, v.collectives,
                                         v.cost.gpus, ownGpuHourOf(v.stepTime));
        }
        return decide(m_in, w.all, w.cands, *w.reference, false);
    }

    const Inputs &in() const { return m_in; }
    const Catalog &catalog() const { return m_catalog; }
    const std::vector<VariantEvaluation> &all() const { return m_all; }
    const std::vector<Candidate> &cands() const { return m_cands; }
    const VariantEvaluation &reference() const { return m_reference; }
    const PlanPrices &prices() const { return m_prices; }

private:
    const Inputs &m_in;
    const Catalog &m_catalog;
    const std::vector<VariantEvaluation> &m_all;
    const std::vector<Candidate> &m_cands;
    const VariantEvaluation &m_reference;
    PlanPrices m_prices;
    std::vector<std::vector<PlanStage>> m_stages;
};

QString eur(double x)
{
    return tr("EUR %1").arg(num(x, 2));
}

QString percent(double x)
{
    return tr("%1 %").arg(pct(x));
}

// The three TCO assumptions.
void tcoSpecs(const Sensitivity &s, std::vector<Spec> &out)
{
    const PlanPrices base = s.prices();
    const Figure *discount = s.catalog().assumption(QStringLiteral("roce-network-cost-discount"));
    if (discount && discount->known && discount->value < 1.0) {
        const double d0 = discount->value;
        // Ethernet switch prices were derived at d0: at d they scale by (1 - d) / (1 - d0).
        out.push_back({QStringLiteral("roce-network-cost-discount"), QStringLiteral("fraction"),
                       tr("Ethernet price discount against InfiniBand"), d0, 0.0, 0.7,
                       [&s, base, d0](double d) {
                           PlanPrices p = base;
                           p.ethernetSwitchPriceFactor = (1.0 - d) / (1.0 - d0);
                           return s.withPrices(p);
                       },
                       percent});
    }
    out.push_back({QStringLiteral("energy-eur-per-kwh"), QStringLiteral("eur_per_kwh"),
                   tr("Energy price"), base.energyEurPerKwh, 0.05, 0.5,
                   [&s, base](double x) {
                       PlanPrices p = base;
                       p.energyEurPerKwh = x;
                       return s.withPrices(p);
                   },
                   [](double x) { return tr("EUR %1 per kWh").arg(num(x, 3)); }});
    out.push_back({QStringLiteral("support-share-per-year"), QStringLiteral("fraction_per_year"),
                   tr("Support per year, share of capex"), base.supportSharePerYear, 0.0, 0.25,
                   [&s, base](double x) {
                       PlanPrices p = base;
                       p.supportSharePerYear = x;
                       return s.withPrices(p);
                   },
                   percent});
}

// The RoCE efficiency of the tuning the Ethernet variant's compute fabric has.
void roceSpec(const Sensitivity &s, std::vector<Spec> &out)
{
    const VariantEvaluation *eth = find(s.all(), VariantKind::Ethernet);
    if (!eth || eth->collectives.calibrated ||
        !eth->collectives.efficiencyAssumptionId.startsWith(QLatin1String("roce-efficiency-")))
        return;
    const QString id = eth->collectives.efficiencyAssumptionId;
    const Figure *f = s.catalog().assumption(id);
    if (!f || !f->known || f->value <= 0.0)
        return;
    const double x0 = f->value;
    auto world = std::make_shared<World>(s.world());
    // With adaptive routing assumed, what plain ECMP would give (the design may not get
    // the switch features and NIC configuration adaptive routing needs; the NICs are not
    // the condition: NVIDIA's Spectrum-X takes ConnectX-7 NICs as well as ConnectX-8 and
    // BlueField-3 SuperNICs, NVIDIA Network Operator v26.7 "Spectrum-X NIC Configuration").
    // One tier has no paths for ECMP to hash onto: plain ECMP changes nothing there
    // (analysis_collectives.cpp technologyEfficiency), so it is no end to name.
    std::optional<double> ecmp;
    if (id == QLatin1String("roce-efficiency-adaptive-routing") && eth->tiers > 1)
        if (const Figure *e = s.catalog().assumption(QStringLiteral("roce-efficiency-ecmp"));
            e && e->known && e->value > 0.0)
            ecmp = e->value;
    out.push_back(
        {id, QStringLiteral("fraction"), tr("RoCE efficiency against InfiniBand"), x0, 0.5, 1.0,
         [&s, world, x0](double x) {
             const double factor = x / x0;
             return s.withStepTimes(*world, s.catalog(), [&](VariantEvaluation &v, Candidate *c) {
                 const Fabric *compute = v.project.computeFabric();
                 if (!compute || compute->technology != Technology::Ethernet ||
                     v.collectives.calibrated)
                     return;
                 scaleEfficiency(v.collectives, factor);
                 if (c && c->roceBandwidthAtStake > 0.0 && s.in().roceUntunedEfficiency)
                     c->roceBandwidthAtStake = std::max(0.0, 1.0 - *s.in().roceUntunedEfficiency /
                                                                       v.collectives.efficiency);
             });
         },
         percent, ecmp, ecmp ? tr("plain ECMP instead of adaptive routing") : QString()});
}

// dp-overlap-share and gpu-hour-cost-eur.
void stepSpecs(const Sensitivity &s, std::vector<Spec> &out)
{
    const QString overlapId = QStringLiteral("dp-overlap-share");
    const Figure *overlap = s.catalog().assumption(overlapId);
    const bool modelled = std::all_of(s.cands().begin(), s.cands().end(),
                                      [](const Candidate &c) { return c.v->stepTime.modelled; });
    if (overlap && overlap->known && modelled) {
        auto world = std::make_shared<World>(s.world());
        out.push_back({overlapId, QStringLiteral("fraction"),
                       tr("Hidden share of the gradient reduction"), overlap->value, 0.0, 1.0,
                       [&s, world, overlapId](double x) {
                           CatalogOverrides ov;
                           Figure f;
                           f.value = x;
                           f.source = QStringLiteral("sensitivity");
                           ov.figures.push_back({QString(), overlapId, f});
                           QString error;
                           const std::optional<Catalog> changed =
                               applyOverrides(s.catalog(), ov, &error);
                           return s.withStepTimes(*world, changed ? *changed : s.catalog(), {});
                       },
                       percent});
    }
    if (const std::optional<double> cost = s.in().gpuHourCostEur)
        out.push_back({QStringLiteral("gpu-hour-cost-eur"), QStringLiteral("eur_per_gpu_hour"),
                       tr("Cost per GPU-hour"), *cost, 0.0, std::max(20.0, 2.0 * *cost),
                       [&s](double x) {
                           Inputs in = s.in();
                           in.gpuHourCostEur = x;
                           return decide(in, s.all(), s.cands(), s.reference(), false);
                       },
                       eur});
}

double marginOf(const Decision &d, VariantKind kind)
{
    const Scoring &sc = d.scoring;
    double other = -1.0;
    for (std::size_t i = 0; i < sc.candidates.size(); ++i) {
        if (sc.candidates[i] != kind)
            other = std::max(other, sc.totals[i]);
    }
    return other < 0.0 ? 0.0 : sc.totalOf(kind) - other;
}

SensitivityRow rowOf(const Spec &spec, VariantKind now)
{
    SensitivityRow r;
    r.assumption = spec.id;
    r.unit = spec.unit;
    r.name = spec.name;
    r.base = spec.base;
    r.low = std::min(spec.lo, spec.base);
    r.high = std::max(spec.hi, spec.base);
    r.marginLow = marginOf(spec.at(r.low), now);
    r.marginHigh = marginOf(spec.at(r.high), now);
    const auto changes = [&](double x) { return spec.at(x).variant != now; };
    const double tolerance = kTolerance * (r.high - r.low);
    std::optional<double> down, up;
    if (r.low < r.base)
        down = searchChange(r.base, r.low, tolerance, kGridSteps, changes);
    if (r.high > r.base)
        up = searchChange(r.base, r.high, tolerance, kGridSteps, changes);
    if (down && (!up || r.base - *down <= *up - r.base))
        r.flipValue = down;
    else
        r.flipValue = up;
    if (r.flipValue) {
        // A rounder value past the flip when the answer still changes there, as the
        // what-would-change statements do: "at EUR 1.86" was printed for a flip at
        // 1.858 below which the answer changes (where it does not), beside "EUR 1.85".
        const double round = roundAway(*r.flipValue, *r.flipValue > r.base);
        if (round >= r.low && round <= r.high && changes(round))
            r.flipValue = round;
        r.flipVariant = spec.at(*r.flipValue).variant;
    }
    if (spec.alternative) {
        r.alternative = spec.alternative;
        r.alternativeName = spec.alternativeName;
        if (const VariantKind there = spec.at(*spec.alternative).variant; there != now)
            r.alternativeVariant = there;
    }
    return r;
}

QString textOf(const SensitivityRow &r, const Spec &spec, const Decision &decision)
{
    const VariantKind now = decision.variant;
    const Scoring &s = decision.scoring;
    const QString range =
        tr("%1 from %2 to %3 (now %4): the lead of %5 goes from %6 to %7 points")
            .arg(r.name, spec.format(r.low), spec.format(r.high), spec.format(r.base),
                 variantName(now), num(s.printedLead(r.marginLow, now), 2),
                 num(s.printedLead(r.marginHigh, now), 2));
    if (!r.flipValue)
        return tr("%1; the recommendation does not change in this range.").arg(range);
    return tr("%1; at %2 %3 would be recommended.")
        .arg(range, spec.format(*r.flipValue), variantName(r.flipVariant));
}

} // namespace

void scaleEfficiency(CollectiveResult &c, double factor)
{
    // The bandwidth terms of the alpha-beta model go with 1 / efficiency, the latency
    // stays (docs/COLLECTIVES.md).
    c.efficiency *= factor;
    c.networkGbytePerSPerGpu *= factor;
    CollectiveModel &m = c.jobModel;
    m.efficiency *= factor;
    m.nicEffectiveGbytePerS *= factor;
    m.allToAllGbytePerS *= factor;
    for (CollectivePoint &p : c.points) {
        const double before = p.seconds;
        p.seconds = p.latencySeconds + (p.seconds - p.latencySeconds) / factor;
        if (p.seconds > 0.0) {
            p.algbwGbytePerS *= before / p.seconds;
            p.busbwGbytePerS *= before / p.seconds;
        }
    }
}

std::vector<SensitivityRow> sensitivity(const Inputs &in, const Catalog &catalog,
                                        const std::vector<VariantEvaluation> &all,
                                        const std::vector<Candidate> &cands,
                                        const VariantEvaluation &reference, const Decision &now)
{
    std::vector<SensitivityRow> out;
    if (cands.size() < 2)
        return out;
    const Sensitivity s(in, catalog, all, cands, reference);
    std::vector<Spec> specs;
    tcoSpecs(s, specs);
    roceSpec(s, specs);
    stepSpecs(s, specs);
    for (const Spec &spec : specs) {
        SensitivityRow r = rowOf(spec, now.variant);
        r.text = textOf(r, spec, now);
        out.push_back(std::move(r));
    }
    std::stable_sort(out.begin(), out.end(), [](const SensitivityRow &a, const SensitivityRow &b) {
        return std::abs(a.marginHigh - a.marginLow) > std::abs(b.marginHigh - b.marginLow);
    });
    return out;
}

} // namespace fp::rec
