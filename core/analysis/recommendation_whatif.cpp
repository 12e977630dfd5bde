// SPDX-License-Identifier: GPL-3.0-or-later
// What would change the answer (recommendation.h): every candidate statement is
// decided again with its input changed; a numeric input is searched for the value
// where the winner changes (bisection between the value now and the end of a range),
// a discrete one is tried at each other value. Only statements whose changed input
// gives another winner are kept, each with the input, its value now, the threshold
// and the variant recommended at the threshold.
#include "analysis/recommendation_p.h"

#include "analysis/wording.h"
#include "model/labels.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace fp::rec {

namespace {

using Change = std::function<void(Inputs &, std::vector<Candidate> &, double)>;

// A numeric input: its key (docs/CLI.md), where the search starts, the range searched
// and the statement for a threshold (the variant recommended there as %1 of the text).
struct NumericInput {
    QString id;
    QString input;
    double value = 0.0; // now
    double start = 0.0; // where the search starts (value, or an end for "none")
    double lo = 0.0;
    double hi = 0.0;
    Change set;
    std::function<QString(double threshold)> text;
};

// Points of the range tried before bisecting (a change narrower than 1/32 of the range
// between two of them can be missed).
constexpr int kGridSteps = 32;

class WhatIf
{
public:
    WhatIf(const Inputs &in, const std::vector<VariantEvaluation> &all,
           const std::vector<Candidate> &cands, const VariantEvaluation &reference, VariantKind now)
        : m_in(in)
        , m_all(all)
        , m_cands(cands)
        , m_reference(reference)
        , m_now(now)
    {
    }

    VariantKind decideWith(const Change &set, double x) const
    {
        Inputs in = m_in;
        std::vector<Candidate> cands = m_cands;
        set(in, cands, x);
        return decide(in, m_all, cands, m_reference, false).variant;
    }

    // Both directions from the start; each that changes the answer gives a statement.
    void numeric(const NumericInput &n, std::vector<AnswerChange> &out) const
    {
        for (const bool up : {false, true}) {
            const double end = up ? n.hi : n.lo;
            if (up ? end <= n.start : end >= n.start)
                continue;
            const std::optional<double> found =
                searchChange(n.start, end, 1e-7 * (n.hi - n.lo), kGridSteps,
                             [&](double x) { return decideWith(n.set, x) != m_now; });
            if (!found)
                continue;
            double other = *found;
            // A rounder value past the threshold when it still changes the answer.
            const double round = roundAway(other, up);
            if (round >= n.lo && round <= n.hi && decideWith(n.set, round) != m_now)
                other = round;
            const VariantKind to = decideWith(n.set, other);
            add(out, n.id, n.input, n.value, other, {}, to, n.text(other));
        }
    }

    // One other value of a discrete input.
    struct Keys {
        QString value; // the enum keys of the value now and of the threshold, or empty
        QString threshold;
    };
    void discrete(const QString &id, const QString &input, double value, double threshold,
                  const Keys &keys, const Change &set, const QString &text,
                  std::vector<AnswerChange> &out) const
    {
        const VariantKind to = decideWith(set, threshold);
        if (to != m_now)
            add(out, id, input, value, threshold, keys, to, text);
    }

    const Inputs &in() const { return m_in; }
    const std::vector<Candidate> &cands() const { return m_cands; }

private:
    static void add(std::vector<AnswerChange> &out, const QString &id, const QString &input,
                    double value, double threshold, const Keys &keys, VariantKind to,
                    const QString &text)
    {
        AnswerChange c;
        c.id = id;
        c.input = input;
        c.value = value;
        c.threshold = threshold;
        c.valueKey = keys.value;
        c.thresholdKey = keys.threshold;
        c.variant = to;
        c.text = text.arg(variantName(to));
        c.figures = {{QStringLiteral("value"), value}, {QStringLiteral("threshold"), threshold}};
        out.push_back(std::move(c));
    }

    const Inputs &m_in;
    const std::vector<VariantEvaluation> &m_all;
    const std::vector<Candidate> &m_cands;
    const VariantEvaluation &m_reference;
    VariantKind m_now;
};

// The six weights, 0 to 100 (fields.cpp).
void weights(const WhatIf &w, std::vector<AnswerChange> &out)
{
    struct W {
        const char *id;
        const char *key;
        double DecisionWeights::*member;
    };
    static constexpr W all[] = {
        {"performance", "performance", &DecisionWeights::performance},
        {"tco", "tco", &DecisionWeights::tco},
        {"complexity", "complexity", &DecisionWeights::complexity},
        {"integration", "integration", &DecisionWeights::integration},
        {"vendor-diversity", "vendor_diversity", &DecisionWeights::vendorDiversity},
        {"risk", "risk", &DecisionWeights::risk}};
    for (const W &x : all) {
        const double now = w.in().weights.*(x.member);
        const QString name = criterionName(QLatin1String(x.id));
        NumericInput n;
        n.id = QStringLiteral("weight-") + QLatin1String(x.id);
        n.input = QStringLiteral("decision_weights.") + QLatin1String(x.key);
        n.value = n.start = now;
        n.lo = 0.0;
        n.hi = 100.0;
        n.set = [member = x.member](Inputs &in, std::vector<Candidate> &, double v) {
            in.weights.*member = v;
        };
        n.text = [name, now](double t) {
            return tr("With the weight of %1 at %2 (now %3), %4 would be recommended.")
                .arg(name, num(t, 2), num(now, 2), QStringLiteral("%1"));
        };
        w.numeric(n, out);
    }
}

// The team's experience with each technology: each other value.
void skills(const WhatIf &w, std::vector<AnswerChange> &out)
{
    const OrganisationProfile &o = w.in().organisation;
    for (const Skill s : {Skill::None, Skill::Some, Skill::Expert}) {
        if (s != o.infinibandSkill)
            w.discrete(
                QStringLiteral("infiniband-skill"), QStringLiteral("organisation.infiniband_skill"),
                static_cast<int>(o.infinibandSkill), static_cast<int>(s),
                {skillKey(o.infinibandSkill), skillKey(s)},
                [s](Inputs &in, std::vector<Candidate> &, double) {
                    in.organisation.infinibandSkill = s;
                },
                tr("With %1 InfiniBand experience in the team (now %2), %3 would be "
                   "recommended.")
                    .arg(skillWord(s), skillWord(o.infinibandSkill), QStringLiteral("%1")),
                out);
        if (s != o.roceSkill)
            w.discrete(
                QStringLiteral("roce-skill"), QStringLiteral("organisation.roce_skill"),
                static_cast<int>(o.roceSkill), static_cast<int>(s),
                {skillKey(o.roceSkill), skillKey(s)},
                [s](Inputs &in, std::vector<Candidate> &, double) {
                    in.organisation.roceSkill = s;
                },
                tr("With %1 RoCE experience in the team (now %2), %3 would be "
                   "recommended.")
                    .arg(skillWord(s), skillWord(o.roceSkill), QStringLiteral("%1")),
                out);
    }
}

// The Ethernet estate, the survival requirement and the workload kind.
void toggles(const WhatIf &w, std::vector<AnswerChange> &out)
{
    const OrganisationProfile &o = w.in().organisation;
    const bool estate = o.existingEthernetDc;
    w.discrete(
        QStringLiteral("existing-ethernet"), QStringLiteral("organisation.existing_ethernet_dc"),
        estate ? 1 : 0, estate ? 0 : 1, {},
        [](Inputs &in, std::vector<Candidate> &, double v) {
            in.organisation.existingEthernetDc = v != 0.0;
        },
        estate ? tr("Without an existing Ethernet data-centre network, %1 would be recommended.")
               : tr("With an existing Ethernet data-centre network, %1 would be recommended."),
        out);
    const bool survive = o.surviveSingleSwitchFailure;
    w.discrete(
        QStringLiteral("survive-switch-failure"),
        QStringLiteral("organisation.survive_single_switch_failure"), survive ? 1 : 0,
        survive ? 0 : 1, {},
        [](Inputs &in, std::vector<Candidate> &, double v) {
            in.organisation.surviveSingleSwitchFailure = v != 0.0;
        },
        survive ? tr("If jobs need not survive a single switch failure, %1 would be recommended.")
                : tr("If jobs had to survive any single switch failure, %1 would be recommended."),
        out);
    const WorkloadKind kind = w.in().workload.kind;
    for (const WorkloadKind k : {WorkloadKind::Pretraining, WorkloadKind::FineTuning,
                                 WorkloadKind::Inference, WorkloadKind::MixedHpc}) {
        if (k != kind)
            w.discrete(
                QStringLiteral("workload-kind"), QStringLiteral("workload.kind"),
                static_cast<int>(kind), static_cast<int>(k), {workloadKey(kind), workloadKey(k)},
                [k](Inputs &in, std::vector<Candidate> &, double) { in.workload.kind = k; },
                tr("If the workload were %1 (now %2), %3 would be recommended.")
                    .arg(workloadWord(k), workloadWord(kind), QStringLiteral("%1")),
                out);
    }
}

// The budget and the minimum bandwidth: "none" (0) searches from the range's top.
void requirements(const WhatIf &w, std::vector<AnswerChange> &out)
{
    double capex = 0.0;
    double busbw = 0.0;
    const WorkloadProfile &wl = w.in().workload;
    for (const Candidate &c : w.cands()) {
        capex = std::max(capex, c.v->cost.networkCapexEur);
        if (const CollectivePoint *p = pointAt(*c.v, CollectiveOp::AllReduce, collectiveBytesOf(wl),
                                               jobScope(wl, c.v->cost.gpus)))
            busbw = std::max(busbw, p->busbwGbytePerS);
    }
    const Requirements &r = w.in().requirements;
    if (capex > 1.0) {
        NumericInput n;
        n.id = QStringLiteral("budget");
        n.input = QStringLiteral("requirements.network_capex_budget_eur");
        n.value = r.networkCapexBudgetEur;
        n.lo = 1.0;
        n.hi = std::max(2.0 * capex, n.value);
        n.start = n.value > 0.0 ? n.value : n.hi;
        n.set = [](Inputs &in, std::vector<Candidate> &, double v) {
            in.requirements.networkCapexBudgetEur = v;
        };
        const QString now = n.value > 0.0 ? money(n.value) : tr("none");
        n.text = [now](double t) {
            return tr("With a network capex budget of %1 (now %2), %3 would be recommended.")
                .arg(money(t), now, QStringLiteral("%1"));
        };
        w.numeric(n, out);
    }
    if (busbw > 0.0) {
        NumericInput n;
        n.id = QStringLiteral("min-busbw");
        n.input = QStringLiteral("requirements.min_job_all_reduce_busbw_gbyte_s");
        n.value = n.start = r.minJobAllReduceBusbwGbytePerS;
        n.lo = 0.0;
        n.hi = std::max(2.0 * busbw, n.value);
        n.set = [](Inputs &in, std::vector<Candidate> &, double v) {
            in.requirements.minJobAllReduceBusbwGbytePerS = v;
        };
        const QString now = n.value > 0.0 ? tr("%1 GB/s").arg(num(n.value, 1)) : tr("none");
        n.text = [now](double t) {
            return tr("With a minimum job all-reduce bus bandwidth of %1 GB/s (now %2), %3 would "
                      "be recommended.")
                .arg(num(t, 1), now, QStringLiteral("%1"));
        };
        w.numeric(n, out);
    }
}

// Each candidate's TCO, from half to twice its value.
void tcos(const WhatIf &w, std::vector<AnswerChange> &out)
{
    for (std::size_t i = 0; i < w.cands().size(); ++i) {
        const Candidate &c = w.cands()[i];
        if (c.tcoEur <= 0.0)
            continue;
        NumericInput n;
        n.id = QStringLiteral("tco");
        n.input = QStringLiteral("tco.") + variantKey(c.v->kind);
        n.value = n.start = c.tcoEur;
        n.lo = 0.5 * c.tcoEur;
        n.hi = 2.0 * c.tcoEur;
        n.set = [i](Inputs &, std::vector<Candidate> &cands, double v) { cands[i].tcoEur = v; };
        const QString name = variantName(c.v->kind);
        const double now = c.tcoEur;
        n.text = [name, now](double t) {
            return tr("If the network TCO of %1 were %2 (now %3), %4 would be recommended.")
                .arg(name, money(t), money(now), QStringLiteral("%1"));
        };
        w.numeric(n, out);
    }
}

// The power of the parts a candidate's bill has without a power figure (their energy is
// left out of its TCO, a lower bound): the draw per part, 0 to 50 kW (a 16-slot modular
// chassis stays below that), at which another variant would be recommended. Their energy
// is counted over the years the TCO covers at the parts' count now.
void unknownPowers(const WhatIf &w, std::vector<AnswerChange> &out)
{
    const OrganisationProfile &org = w.in().organisation;
    const int years = w.in().growthPlanYears > 0 ? w.in().growthPlanYears : org.depreciationYears;
    // EUR for one watt over the years: W / 1000 x PUE x 8,760 h x EUR/kWh (analysis_cost.cpp).
    const double eurPerWatt = org.pue * HoursPerYear / 1000.0 * org.energyEurPerKwh * years;
    for (std::size_t i = 0; i < w.cands().size(); ++i) {
        const Candidate &c = w.cands()[i];
        double parts = 0.0;
        for (const BomLine &l : c.v->cost.bom)
            if (!l.powerKnown)
                parts += static_cast<double>(l.quantity);
        if (parts <= 0.0 || eurPerWatt <= 0.0)
            continue;
        NumericInput n;
        n.id = QStringLiteral("unknown-power");
        n.input = QStringLiteral("power.") + variantKey(c.v->kind);
        n.value = n.start = n.lo = 0.0;
        n.hi = 50.0;
        n.set = [i, base = c.tcoEur, eurPerKw = parts * 1000.0 * eurPerWatt](
                    Inputs &, std::vector<Candidate> &cands, double kw) {
            cands[i].tcoEur = base + kw * eurPerKw;
        };
        const QString name = variantName(c.v->kind);
        QStringList names;
        for (const QString &id : c.v->cost.unknownPowerParts)
            names << (w.in().catalog ? bomPartName(*w.in().catalog, id) : id);
        const QString ids = names.join(QStringLiteral(", "));
        n.text = [name, ids, parts](double kw) {
            return tr("%1's TCO leaves out the energy of %n part(s) without a power figure "
                      "(%2); if each drew %3 kW, %4 would be recommended.",
                      nullptr, static_cast<int>(parts))
                .arg(name, ids, num(kw, 1), QStringLiteral("%1"));
        };
        w.numeric(n, out);
    }
}

// The cost per GPU-hour (0 to 20 EUR or twice its value) and the communication share.
void assumptions(const WhatIf &w, std::vector<AnswerChange> &out)
{
    if (const std::optional<double> cost = w.in().gpuHourCostEur) {
        NumericInput n;
        n.id = QStringLiteral("gpu-hour-cost");
        n.input = QStringLiteral("assumption.gpu-hour-cost-eur");
        n.value = n.start = *cost;
        n.lo = 0.0;
        n.hi = std::max(20.0, 2.0 * *cost); // on-demand H100 prices reach about 12 EUR
        n.set = [](Inputs &in, std::vector<Candidate> &, double v) { in.gpuHourCostEur = v; };
        n.text = [now = *cost, own = w.in().gpuHourAtOwnCost](double t) {
            return (own ? tr("At %1 per GPU-hour (now %2, the own cost of the cluster as "
                             "drawn; a rental price can be chosen in the project's decision "
                             "settings), %3 would be recommended.")
                        : tr("At %1 per GPU-hour (now %2), %3 would be recommended."))
                .arg(tr("EUR %1").arg(num(t, 2)), tr("EUR %1").arg(num(now, 2)),
                     QStringLiteral("%1"));
        };
        w.numeric(n, out);
    }
    NumericInput n;
    n.id = QStringLiteral("comm-share");
    n.input = QStringLiteral("workload.comm_share");
    n.value = n.start = w.in().workload.commShare;
    n.lo = 0.0;
    n.hi = 1.0;
    n.set = [](Inputs &in, std::vector<Candidate> &, double v) { in.workload.commShare = v; };
    n.text = [now = n.value](double t) {
        return tr("With %1 % of step time communicating (now %2 %), %3 would be recommended.")
            .arg(pct(t), pct(now), QStringLiteral("%1"));
    };
    w.numeric(n, out);
}

} // namespace

double roundAway(double x, bool up)
{
    if (x == 0.0 || !std::isfinite(x))
        return x;
    const double unit = std::pow(10.0, std::floor(std::log10(std::abs(x))) - 2.0);
    return (up ? std::ceil(x / unit) : std::floor(x / unit)) * unit;
}

std::optional<double> searchChange(double start, double end, double tolerance, int gridSteps,
                                   const std::function<bool(double)> &changes)
{
    // The first of gridSteps points toward the end that changes the answer (an answer
    // may change and change back, as a budget does between two capexes), then
    // bisection: `same` keeps the answer, `other` changes it.
    double same = start;
    std::optional<double> other;
    for (int k = 1; k <= gridSteps && !other; ++k) {
        const double x = start + (end - start) * k / gridSteps;
        if (changes(x))
            other = x;
        else
            same = x;
    }
    if (!other)
        return std::nullopt;
    for (int i = 0; i < 64 && std::abs(*other - same) > tolerance; ++i) {
        const double mid = 0.5 * (same + *other);
        (changes(mid) ? *other : same) = mid;
    }
    return other;
}

std::vector<AnswerChange> whatWouldChange(const Inputs &in,
                                          const std::vector<VariantEvaluation> &all,
                                          const std::vector<Candidate> &cands,
                                          const VariantEvaluation &reference, VariantKind now)
{
    std::vector<AnswerChange> out;
    if (cands.size() < 2)
        return out;
    const WhatIf w(in, all, cands, reference, now);
    weights(w, out);
    skills(w, out);
    toggles(w, out);
    requirements(w, out);
    tcos(w, out);
    unknownPowers(w, out);
    assumptions(w, out);
    return out;
}

} // namespace fp::rec
