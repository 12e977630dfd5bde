// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/bodychapters.h"

#include "report/comparison.h"
#include "report/executivesummary.h"

#include "analysis/analysis_cost.h"
#include "analysis/dualplane.h"
#include "analysis/wording.h"
#include "model/labels.h"
#include "text/i18n.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <set>

namespace fp::report {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;

QString percent(double fraction, int decimals = 0)
{
    return formatNumber(fraction * 100.0, decimals) + QStringLiteral(" %");
}

Technology computeTechnology(const VariantEvaluation &v)
{
    const Fabric *f = v.project.computeFabric();
    return f ? f->technology : Technology::InfiniBand;
}

bool sameDesign(const VariantEvaluation &a, const VariantEvaluation &b)
{
    if (a.tiers != b.tiers || a.switchesPerTier != b.switchesPerTier ||
        a.linksPerTier != b.linksPerTier || a.project.fabrics.size() != b.project.fabrics.size())
        return false;
    for (size_t i = 0; i < a.project.fabrics.size(); ++i) {
        const Fabric &fa = a.project.fabrics[i];
        const Fabric &fb = b.project.fabrics[i];
        if (fa.technology != fb.technology || fa.purpose != fb.purpose)
            return false;
    }
    return sameBill(a.cost, b.cost);
}

// The texts, in the report's translation context.
class Body
{
    Q_DECLARE_TR_FUNCTIONS(fp::Report)

public:
    Body(const Project &project, const Evaluation &ev)
        : m_project(project)
        , m_ev(ev)
    {
        m_winner = m_ev.recommends() ? variantOf(ev, ev.recommendation.variant) : nullptr;
        // The runner-up: the best other candidate of the scoring (as on page 1).
        const Scoring &s = ev.recommendation.scoring;
        double best = -1.0;
        for (size_t i = 0; i < s.candidates.size() && i < s.totals.size(); ++i) {
            if (m_winner && s.candidates[i] != m_winner->kind && s.totals[i] > best) {
                best = s.totals[i];
                m_other = variantOf(ev, s.candidates[i]);
            }
        }
        for (VariantKind k : s.candidates)
            if (const VariantEvaluation *v = variantOf(ev, k))
                m_candidates.push_back(v);
        if (m_candidates.empty())
            for (const VariantEvaluation &v : ev.variants)
                if (v.kind != VariantKind::AsDrawn)
                    m_candidates.push_back(&v);
    }

    static constexpr int kWholeEuros = -2; // money(): "EUR 1,398,220", never in millions
    QString money(double v, int decimals = -1) const
    {
        return decimals == kWholeEuros ? formatMoney(v, m_currency())
                                       : moneyShort(v, m_currency(), decimals);
    }
    // What a change costs: "EUR 1.2 M more (+5.0 %)", or "EUR 1.2 M less (\u22125.0 %)"
    // when it saves (a second plane on a smaller switch can cost less); no share when
    // `base` is 0. The direction in words: no sign glued to the currency (PDF review #18).
    QString moneyDelta(double delta, double base, int decimals = -1) const
    {
        const QString amount = money(std::abs(delta), decimals);
        const QString share = base > 0.0 ? percent(std::abs(delta) / base, 1) : QString();
        if (delta < 0.0)
            return share.isEmpty() ? tr("%1 less").arg(amount)
                                   : tr("%1 less (\u2212%2)").arg(amount, share);
        return share.isEmpty() ? tr("%1 more").arg(amount) : tr("%1 more (+%2)").arg(amount, share);
    }
    QString m_currency() const
    {
        return m_ev.variants.empty() ? QStringLiteral("EUR")
                                     : comparison::currencyOf(m_ev.variants.front());
    }

    // What the variant is; for a design of only a compute fabric without the other
    // fabrics' rule (review 2026-12-07: "Compute and storage on InfiniBand ... There is
    // no storage, front-end or management fabric in the design").
    static QString definition(VariantKind k, bool onlyCompute)
    {
        if (onlyCompute && k == VariantKind::InfiniBand)
            return tr("The compute fabric on InfiniBand.");
        if (onlyCompute && k == VariantKind::Ethernet)
            return tr("The compute fabric on Ethernet, set up for RoCE (a lossless traffic class "
                      "with PFC and ECN).");
        if (onlyCompute && k == VariantKind::Hybrid)
            return tr("Compute on InfiniBand; storage, front-end and management on Ethernet "
                      "where a design has them.");
        switch (k) {
        case VariantKind::AsDrawn:
            return tr("The design exactly as drawn.");
        case VariantKind::InfiniBand:
            return tr("Compute and storage on InfiniBand; front-end and management on "
                      "Ethernet.");
        case VariantKind::Ethernet:
            return tr("Every fabric on Ethernet, the compute fabric set up for RoCE (a "
                      "lossless traffic class with PFC and ECN).");
        case VariantKind::Hybrid:
            return tr("Compute on InfiniBand; storage, front-end and management on Ethernet.");
        case VariantKind::HybridPerUnit:
            return tr("InfiniBand inside each scalable unit and Ethernet between the units, "
                      "through InfiniBand-to-Ethernet gateways (counted, price unknown); the "
                      "gateways forward IP, not RDMA, so a job that spans units runs NCCL "
                      "over TCP sockets.");
        }
        return {};
    }

    // What the variant is in this design: its compute fabric, the other fabrics, cost.
    QString inThisDesign(const VariantEvaluation &v) const
    {
        QStringList tiers;
        for (size_t t = 0; t < v.switchesPerTier.size(); ++t)
            tiers << tr("%1 %2").arg(formatInteger(v.switchesPerTier[t]),
                                     tierWord(int(t), int(v.switchesPerTier.size())));
        QStringList others;
        for (const Fabric &f : v.project.fabrics) {
            if (&f == v.project.computeFabric())
                continue;
            others << tr("%1 on %2").arg(purposeWord(f.purpose), technologyName(f.technology));
        }
        QString text =
            v.tiers == 1
                ? tr("In this design: a compute fabric on %1 with 1 tier (switches: %2).")
                      .arg(technologyName(computeTechnology(v)), tiers.join(QStringLiteral(", ")))
                : tr("In this design: a compute fabric on %1 with %2 tiers (switches: %3).")
                      .arg(technologyName(computeTechnology(v)), formatInteger(v.tiers),
                           tiers.join(QStringLiteral(", ")));
        if (v.kind == VariantKind::HybridPerUnit && v.tiers > 1)
            text += QLatin1Char(' ') +
                    tr("Its switches between the scalable units (the top tier) are Ethernet "
                       "switches, reached through InfiniBand-to-Ethernet gateways.");
        text += QLatin1Char(' ') +
                (others.isEmpty()
                     ? tr("There is no storage, front-end or management fabric in the design.")
                     : tr("Other fabrics: %1.").arg(others.join(QStringLiteral(", "))));
        text +=
            QLatin1Char(' ') + tr("Network capital cost %1, TCO %2 over %3 years.")
                                   .arg(money(v.cost.capexEur), money(v.cost.tcoEur),
                                        formatInteger(m_project.organisation.depreciationYears));
        if (v.stepTime.modelled)
            text += QLatin1Char(' ') + tr("A training step takes %1 s in the model.")
                                           .arg(formatNumber(v.stepTime.stepSeconds, 2));
        return text;
    }

    // Why `b` is the same design as `a` here.
    QString whySame(const VariantEvaluation &a, const VariantEvaluation &b) const
    {
        const auto is = [&](VariantKind x, VariantKind y) {
            return (a.kind == x && b.kind == y) || (a.kind == y && b.kind == x);
        };
        bool storageOrFrontEnd = false;
        for (const Fabric &f : m_project.fabrics)
            storageOrFrontEnd = storageOrFrontEnd || f.purpose == FabricPurpose::Storage ||
                                f.purpose == FabricPurpose::FrontEnd;
        if (a.kind == VariantKind::AsDrawn || b.kind == VariantKind::AsDrawn) {
            const VariantEvaluation &o = a.kind == VariantKind::AsDrawn ? b : a;
            return tr("The design as drawn already is the %1 design: the same fabrics on the same "
                      "technologies, switches and links.")
                .arg(variantName(o.kind));
        }
        if (is(VariantKind::Hybrid, VariantKind::InfiniBand) && !storageOrFrontEnd)
            return tr("The hybrid moves only the storage and front-end fabrics to Ethernet; this "
                      "design has neither, so the hybrid is the InfiniBand design.");
        if (is(VariantKind::HybridPerUnit, VariantKind::InfiniBand) ||
            is(VariantKind::HybridPerUnit, VariantKind::Hybrid))
            return tr("The hybrid per unit puts Ethernet between the units; with one tier there "
                      "is no switch between units, so nothing changes.");
        return tr("%1 and %2 come out as the same design: the same fabrics, switches and links.")
            .arg(variantName(a.kind), variantName(b.kind));
    }

    Section options() const;
    Section risks() const;
    Section implementation() const;
    Section availability(const Catalog &catalog, const TwoPlaneOptions &twoPlanes) const;

private:
    // Rows of the risk register, in its order.
    static QString likelihood(Skill skill);
    void requirementRisks(Table &t) const;
    void roceTuningRisk(Table &t, const std::vector<const VariantEvaluation *> &roce) const;
    void infinibandRisks(Table &t, const std::vector<const VariantEvaluation *> &ib) const;
    void roceSkillsRisk(Table &t, const std::vector<const VariantEvaluation *> &roce) const;
    void singlePlaneRisk(Table &t) const;
    void growthRisk(Table &t) const;
    void estimateRisks(Table &t) const;
    // The implementation steps, in their order; `step` counts the steps.
    Paragraph stepHeading(int &step, const QString &title) const;
    void quotationSteps(Section &s, int &step) const;
    QString quoteGate() const;
    void proofOfConceptStep(Section &s, int &step) const;
    Table thresholdsTable() const;
    void decisionSteps(Section &s, int &step) const;
    // The availability table: its row labels and one option's column.
    static std::vector<QStringList> availabilityRows(int years);
    void availabilityColumn(const VariantEvaluation &v, const DualPlaneOption &d,
                            const QString &name, const Catalog &catalog,
                            std::vector<QStringList> &rows, QStringList &unavailable,
                            QStringList &meets) const;
    static QString complexities(const std::vector<const VariantEvaluation *> &vs);
    QString appliesTo(const std::vector<const VariantEvaluation *> &vs) const
    {
        QStringList names;
        for (const VariantEvaluation *v : vs)
            names << variantName(v->kind);
        return names.join(QStringLiteral(", "));
    }

    const Project &m_project;
    const Evaluation &m_ev;
    const VariantEvaluation *m_winner = nullptr;
    const VariantEvaluation *m_other = nullptr;
    std::vector<const VariantEvaluation *> m_candidates;
};

Section Body::options() const
{
    Section s;
    s.title = tr("The options in words");
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("The same GPUs, nodes and workload in every option; what differs is the network. "
           "Options that come out as the same design are described once, with the reason.")});
    for (const auto &group : sameDesignGroups(m_ev)) {
        // A technology variant leads the description, the design as drawn follows.
        std::vector<const VariantEvaluation *> ordered = group;
        std::stable_partition(ordered.begin(), ordered.end(), [](const VariantEvaluation *v) {
            return v->kind != VariantKind::AsDrawn;
        });
        QStringList names; // in the order of the other tables ("As drawn = InfiniBand")
        for (const VariantEvaluation *v : group)
            names << variantName(v->kind);
        const VariantEvaluation &lead = *ordered.front();
        s.blocks.push_back(
            Paragraph{Paragraph::Style::Subheading, names.join(QStringLiteral(" = "))});
        s.blocks.push_back(
            Paragraph{Paragraph::Style::Body,
                      definition(lead.kind, lead.project.fabrics.size() == 1 &&
                                                lead.project.fabrics.front().purpose ==
                                                    FabricPurpose::Compute) +
                          QLatin1Char(' ') + inThisDesign(lead)});
        for (size_t i = 1; i < ordered.size(); ++i)
            s.blocks.push_back(Paragraph{Paragraph::Style::Note, whySame(lead, *ordered[i])});
    }
    return s;
}

// The likelihood of a risk that the team's experience decides.
QString Body::likelihood(Skill skill)
{
    return skill == Skill::None ? tr("High") : skill == Skill::Some ? tr("Medium") : tr("Low");
}

// Requirements the recommended option does not meet.
void Body::requirementRisks(Table &t) const
{
    for (const VariantRequirements &vr : m_ev.recommendation.requirements) {
        if (!m_winner || vr.variant != m_winner->kind)
            continue;
        for (const RequirementCheck &c : vr.checks)
            if (!c.met)
                t.rows.push_back(
                    {tr("Requirement not met: %1").arg(inSentence(requirementLabel(c.id))),
                     variantName(m_winner->kind),
                     tr("Certain: the design as compared does not meet it"), c.why,
                     tr("Change the design (for example a second network plane) and cost it, "
                        "or waive the requirement explicitly before the decision.")});
    }
}

// RoCE tuning on the options with an Ethernet compute fabric.
void Body::roceTuningRisk(Table &t, const std::vector<const VariantEvaluation *> &roce) const
{
    const OrganisationProfile &org = m_project.organisation;
    const std::optional<double> untuned =
        criterionFigure(m_ev, QStringLiteral("risk"), QStringLiteral("roce_untuned_efficiency"));
    if (!roce.empty()) {
        // The bandwidth at stake is the compute fabric's: an option with RoCE compute.
        const auto computeRoce =
            std::find_if(roce.begin(), roce.end(), [](const VariantEvaluation *v) {
                return computeTechnology(*v) == Technology::Ethernet;
            });
        const VariantEvaluation &v = computeRoce != roce.end() ? **computeRoce : *roce.front();
        QString impact =
            computeRoce != roce.end() && untuned && v.collectives.efficiency > 0.0 &&
                    *untuned < v.collectives.efficiency
                ? tr("%1 of the network bandwidth lost when the tuning misses: the untuned "
                     "efficiency is %2 against %3 as modelled.")
                      .arg(percent(1.0 - *untuned / v.collectives.efficiency),
                           formatNumber(*untuned, 2), formatNumber(v.collectives.efficiency, 2))
                : tr("Lower bandwidth and pauses spreading through the fabric when the tuning "
                     "misses.");
        t.rows.push_back(
            {tr("RoCE tuning (PFC, ECN, congestion control)"), appliesTo(roce),
             tr("%1: the team has %2 RoCE experience")
                 .arg(likelihood(org.roceSkill), skillWord(org.roceSkill)),
             impact,
             tr("Apply the lossless settings of the RoCE configuration checklist on every switch "
                "and NIC, check them automatically, test them under load in the "
                "proof of concept; vendor support for the first tuning.")});
    }
}

// The management complexity of `vs`: "46.2" for one option, "46.2 (InfiniBand), 69.2
// (Hybrid)" for several.
QString Body::complexities(const std::vector<const VariantEvaluation *> &vs)
{
    QStringList out;
    for (const VariantEvaluation *v : vs) {
        const QString score = formatNumber(v->complexity.score, comparison::kComplexityDecimals);
        out << (vs.size() == 1 ? score : tr("%1 (%2)").arg(score, variantName(v->kind)));
    }
    return out.join(QStringLiteral(", "));
}

// One InfiniBand switch vendor, and the team's experience with InfiniBand.
void Body::infinibandRisks(Table &t, const std::vector<const VariantEvaluation *> &ib) const
{
    const OrganisationProfile &org = m_project.organisation;
    // One InfiniBand switch vendor.
    const std::optional<double> ibVendors = criterionFigure(
        m_ev, QStringLiteral("vendor-diversity"), QStringLiteral("infiniband_switch_vendors"));
    if (!ib.empty() && ibVendors && *ibVendors < 1.5) {
        t.rows.push_back(
            {tr("One supplier for InfiniBand"), appliesTo(ib),
             tr("High: the catalogue lists %1 InfiniBand switch vendor")
                 .arg(formatNumber(*ibVendors, 0)),
             tr("Prices, lead times and the roadmap of a network of %1 (capital cost) depend on "
                "one supplier.")
                 .arg(money(ib.front()->cost.capexEur)),
             tr("Price protection and delivery dates in the RFQ; keep an Ethernet/RoCE option "
                "priced as the fallback.")});
    }
    // The team's experience with InfiniBand (RoCE's is in its own row).
    if (!ib.empty() && org.infinibandSkill != Skill::Expert) {
        t.rows.push_back(
            {tr("Skills gap, InfiniBand"), appliesTo(ib),
             tr("%1: the team has %2 InfiniBand experience")
                 .arg(likelihood(org.infinibandSkill), skillWord(org.infinibandSkill)),
             tr("Slower build-up and more operating errors; management complexity %1 of 100.")
                 .arg(complexities(ib)),
             tr("Training before delivery, the vendor's professional services for the "
                "installation and the first months, a support contract.")});
    }
}

// The team's experience with RoCE, unless it is expert (as InfiniBand's: a team with
// some RoCE experience still has a lossless fabric to learn to run).
void Body::roceSkillsRisk(Table &t, const std::vector<const VariantEvaluation *> &roce) const
{
    const OrganisationProfile &org = m_project.organisation;
    if (!roce.empty() && org.roceSkill != Skill::Expert) {
        t.rows.push_back(
            {tr("Skills gap, RoCE"), appliesTo(roce),
             tr("%1: the team has %2 RoCE experience")
                 .arg(likelihood(org.roceSkill), skillWord(org.roceSkill)),
             tr("Slower build-up and more operating errors; management complexity %1 of 100.")
                 .arg(complexities(roce)),
             tr("Training before delivery, the vendor's professional services for the "
                "installation and the first months, a support contract.")});
    }
}

// A GPU on one switch port (a single plane, or single-port NICs on two): one switch
// failure cuts GPUs off (per option: its leaves differ).
void Body::singlePlaneRisk(Table &t) const
{
    std::vector<const VariantEvaluation *> single;
    QStringList cut;
    QStringList often;       // the network's interruptions a year (ResilienceResult), by option
    std::set<QString> rates; // the figures alone: one figure when every option has it
    for (const VariantEvaluation *v : m_candidates) {
        const FailureImpact &f = v->resilience.worstSwitchFailure;
        if (!f.jobSurvives && f.gpusCutOff > 0) {
            single.push_back(v);
            cut << tr("%1 (%2)").arg(formatInteger(f.gpusCutOff), variantName(v->kind));
            if (v->resilience.interruptionsKnown) {
                const QString rate = formatNumber(v->resilience.interruptionsPerYear, 1);
                often << tr("%1 (%2)").arg(rate, variantName(v->kind));
                rates.insert(rate);
            }
        }
    }
    const bool allKnown = often.size() == qsizetype(single.size());
    if (allKnown && rates.size() == 1)
        often = QStringList{*rates.begin()};
    if (!single.empty()) {
        const QString likelihood =
            allKnown ? tr("About %1 interruptions of a cluster-wide job a year from network "
                          "switches and cables, at the rate of Meta's Llama 3 run")
                           .arg(often.join(QStringLiteral(", ")))
                     : tr("Not quantified: the catalogue has no failure rate for the network");
        t.rows.push_back(
            {tr("A GPU on one switch port"), appliesTo(single), likelihood,
             tr("At worst one switch failure cuts GPUs off (%1, of %2) and stops a job that "
                "spans the cluster.")
                 .arg(cut.join(QStringLiteral(", ")), formatInteger(single.front()->cost.gpus)),
             tr("A NIC port per GPU on each of two network planes (dual-port NICs) where a job "
                "must survive it; spares on site (%1 of the network parts, in the bills); a "
                "tested replacement procedure.")
                 .arg(percent(m_project.organisation.sparesShare))});
    }
}

// Options whose tiers are full for the growth plan's targets (or, without targets, full
// now): the next GPUs need another tier and re-cabling (page 1 names it for the winner).
void Body::growthRisk(Table &t) const
{
    std::vector<const VariantEvaluation *> full;
    QStringList what;
    for (const VariantEvaluation *v : m_candidates) {
        const GrowthResult &g = v->growth;
        int tiers = 0;
        for (const GrowthTarget &target : g.targets)
            if (target.gpus > g.currentGpus && target.tiers > g.currentTiers)
                tiers = std::max(tiers, target.tiers);
        const bool fullNow =
            g.targets.empty() && g.maxGpusSameTiers > 0 && g.maxGpusSameTiers <= g.currentGpus;
        if (tiers > 0 || fullNow) {
            full.push_back(v);
            what << (tiers > 0 ? tr("%1: %2 tiers instead of %3")
                                     .arg(variantName(v->kind))
                                     .arg(tiers)
                                     .arg(g.currentTiers)
                               : tr("%1: full at %2 GPUs")
                                     .arg(variantName(v->kind), formatInteger(g.currentGpus)));
        }
    }
    if (full.empty())
        return;
    // Targets are the project's, so either every full option is full for them or, without
    // targets, every one is full now (review: a report without a growth plan called the
    // tier "given by the growth plan" and said its TCO counted it).
    const bool planned = !full.front()->growth.targets.empty();
    t.rows.push_back(
        {tr("Growth needs another tier"), appliesTo(full),
         planned ? tr("Certain on the growth plan")
                 : tr("Unknown: the project sets no growth target; any growth beyond the "
                      "design needs it"),
         planned ? tr("A new switch tier, re-cabling of the links between the tiers and a "
                      "maintenance window (%1); the TCO along the growth plan counts the "
                      "capital cost.")
                       .arg(what.join(QStringLiteral("; ")))
                 : tr("A new switch tier, re-cabling of the links between the tiers and a "
                      "maintenance window (%1); the TCO in this report does not count it.")
                       .arg(what.join(QStringLiteral("; "))),
         tr("Reserve rack space, power and cable paths for the tier now; order the leaves with "
            "the uplink optics the next tier needs.")});
}

// Performance that is modelled, not measured, and prices that are estimates.
void Body::estimateRisks(Table &t) const
{
    // Modelled, not measured.
    if (m_winner && !m_winner->collectives.calibrated) {
        QString impact = tr("The bandwidths and step times are model estimates.");
        if (m_other && m_winner->stepTime.modelled && m_other->stepTime.modelled &&
            m_other->stepTime.stepSeconds > 0.0)
            impact += QLatin1Char(' ') +
                      tr("The step-time difference between %1 and %2 (%3) may be larger or "
                         "smaller.")
                          .arg(variantName(m_winner->kind), variantName(m_other->kind),
                               percent(std::abs(m_other->stepTime.stepSeconds -
                                                m_winner->stepTime.stepSeconds) /
                                           m_other->stepTime.stepSeconds,
                                       1));
        t.rows.push_back({tr("Performance modelled, not measured"), appliesTo(m_candidates),
                          tr("Not quantified: no measurements imported"), impact,
                          tr("The proof of concept under \"Implementation steps\", with the "
                             "model's bus bandwidths as thresholds.")});
    }
    // Prices are estimates.
    QString priceImpact = tr("The network cost of every option can move once suppliers quote.");
    // Both TCO bases, labelled (PDF review #3): the design now and, where the project
    // has targets, the growth plan the TCO criterion scores.
    if (m_winner && m_other) {
        const QString years = formatInteger(m_project.organisation.depreciationYears);
        const QString now = money(std::abs(m_winner->cost.tcoEur - m_other->cost.tcoEur));
        const bool plan = m_winner->growthPlan.hasTargets && m_other->growthPlan.hasTargets;
        priceImpact =
            (plan ? tr("The network TCO difference between %1 and %2, %3 over %4 years for the "
                       "design now and %5 along the growth plan, can change or reverse; the "
                       "sensitivity chapter gives the values at which the advice changes.")
                        .arg(variantName(m_winner->kind), variantName(m_other->kind), now, years,
                             money(std::abs(m_winner->growthPlan.tcoEur -
                                            m_other->growthPlan.tcoEur)))
                  : tr("The network TCO difference between %1 and %2, %3 over %4 years, can "
                       "change or reverse; the sensitivity chapter gives the values at which "
                       "the advice changes.")
                        .arg(variantName(m_winner->kind), variantName(m_other->kind), now, years));
    }
    t.rows.push_back({tr("Prices are estimates"), appliesTo(m_candidates),
                      tr("Given: catalogue estimates, not quotes"), priceImpact,
                      tr("Quotes from at least two suppliers per option; compare again with the "
                         "quoted prices.")});
}

Section Body::risks() const
{
    Section s;
    s.title = tr("Risk register");
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("The risks the analyses found, for the options compared. Likelihood follows from "
           "the project's inputs (the team's experience, the number of vendors); where the "
           "inputs give no basis, it says so. The impact is the analyses' figure.")});
    Table t;
    t.caption = tr("Risk register");
    t.headerRows.push_back(
        {tr("Risk"), tr("Applies to"), tr("Likelihood"), tr("Impact"), tr("Mitigation")});
    t.columnWeights = {1.2, 1.0, 1.4, 1.9, 2.1};
    t.compact = true;
    t.firstColumnBold = true;

    requirementRisks(t);
    // The options that run RoCE on any fabric (the hybrid's storage too: its complexity has
    // a RoCE checklist) and those with any InfiniBand fabric; the hybrid is in both.
    std::vector<const VariantEvaluation *> roce, ib;
    for (const VariantEvaluation *v : m_candidates) {
        if (!v->complexity.roceChecklist.empty())
            roce.push_back(v);
        if (std::any_of(v->project.fabrics.begin(), v->project.fabrics.end(),
                        [](const Fabric &f) { return f.technology == Technology::InfiniBand; }))
            ib.push_back(v);
    }
    roceTuningRisk(t, roce);
    infinibandRisks(t, ib);
    roceSkillsRisk(t, roce);
    singlePlaneRisk(t);
    growthRisk(t);
    estimateRisks(t);
    s.blocks.push_back(t);
    return s;
}

// The heading of the next step.
Paragraph Body::stepHeading(int &step, const QString &title) const
{
    return Paragraph{Paragraph::Style::Subheading,
                     tr("Step %1: %2").arg(QString::number(++step), title)};
}

// The unmet requirement (if any), the request for quotation and its decision gate.
void Body::quotationSteps(Section &s, int &step) const
{
    const QString winner = variantName(m_winner->kind);
    const QString other = m_other ? variantName(m_other->kind) : QString();
    bool unmet = false;
    for (const VariantRequirements &vr : m_ev.recommendation.requirements)
        if (vr.variant == m_winner->kind && vr.failed() > 0)
            unmet = true;
    if (unmet) {
        s.blocks.push_back(stepHeading(step, tr("Resolve the unmet requirement")));
        s.blocks.push_back(Paragraph{
            Paragraph::Style::Body,
            tr("%1 does not meet every requirement (see the summary). Have the change designed "
               "and costed, or waive the requirement explicitly, before the quotes are "
               "requested.")
                .arg(winner)});
    }

    s.blocks.push_back(stepHeading(step, tr("Request for quotation (RFQ)")));
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        m_other
            ? tr("Send the bills of materials of %1 and %2 (the procurement appendix: part "
                 "numbers, quantities, optics and cables, spares) to at least two suppliers "
                 "each. Ask for prices excluding VAT with their validity, lead times, support "
                 "levels and price protection. The indicative network capital costs are %3 "
                 "and %4.")
                  .arg(winner, other, money(m_winner->cost.capexEur), money(m_other->cost.capexEur))
            : tr("Send the bill of materials of %1 (the procurement appendix) to at least two "
                 "suppliers. Ask for prices excluding VAT with their validity, lead times, "
                 "support levels and price protection. The indicative network capital cost "
                 "is %2.")
                  .arg(winner, money(m_winner->cost.capexEur))});
    s.blocks.push_back(Paragraph{Paragraph::Style::Box,
                                 tr("Decision gate %1").arg(1) + QLatin1Char('\n') + quoteGate()});
}

// What decision gate 1 checks after the quotes.
QString Body::quoteGate() const
{
    const QString winner = variantName(m_winner->kind);
    const QString other = m_other ? variantName(m_other->kind) : QString();
    if (m_project.requirements.networkCapexBudgetEur > 0.0)
        return tr("After the quotes: the quoted network capital cost of %1 stays within the "
                  "budget of %2.")
            .arg(winner, money(m_project.requirements.networkCapexBudgetEur));
    // The TCO the scoring compares: along the growth plan where it has targets
    // (recommendation_criteria.cpp), else the design as it is over the depreciation years.
    const bool plan = m_other && m_winner->growthPlan.hasTargets && m_other->growthPlan.hasTargets;
    const auto tco = [plan](const VariantEvaluation *v) {
        return plan ? v->growthPlan.tcoEur : v->cost.tcoEur;
    };
    if (m_other && plan && tco(m_other) > tco(m_winner))
        return tr("After the quotes: %1 stays cheaper than %2 over the growth plan's %3 years "
                  "with the quoted prices (now %4 less in TCO along the plan).")
            .arg(winner, other, formatInteger(m_winner->growthPlan.horizonYears),
                 money(tco(m_other) - tco(m_winner)));
    if (m_other && tco(m_other) > tco(m_winner))
        return tr("After the quotes: %1 stays cheaper than %2 over %3 years with the quoted "
                  "prices (now %4 less in TCO).")
            .arg(winner, other, formatInteger(m_project.organisation.depreciationYears),
                 money(tco(m_other) - tco(m_winner)));
    if (m_other)
        return tr("After the quotes: the extra TCO of %1 over %2 stays at or below the %3 "
                  "this report is based on; if it grows, compare again with the quoted "
                  "prices.")
            .arg(winner, other, money(tco(m_winner) - tco(m_other)));
    return tr("After the quotes: the quoted network capital cost stays near the "
              "indicative %1; if not, compare again with the quoted prices.")
        .arg(money(m_winner->cost.capexEur));
}

// The proof of concept with nccl-tests, its thresholds and decision gate 2.
void Body::proofOfConceptStep(Section &s, int &step) const
{
    const QString winner = variantName(m_winner->kind);
    const QString other = m_other ? variantName(m_other->kind) : QString();
    s.blocks.push_back(stepHeading(step, tr("Proof of concept with nccl-tests")));
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("Borrow or rent at least two nodes with a leaf switch of %1%2 and run nccl-tests "
           "(all_reduce_perf and alltoall_perf) from 1 MiB to 1 GiB. The table gives the bus "
           "bandwidth the model predicts for the whole cluster of %3 GPUs. In the model a "
           "test on fewer nodes has fewer latency steps, so it should not come out lower.")
            .arg(winner,
                 m_other ? tr(" (and of %1 where the suppliers can)").arg(other) : QString(),
                 formatInteger(comparison::clusterGpus(*m_winner)))});
    s.blocks.push_back(thresholdsTable());
    if (m_winner->resilience.survivalNeedsFailover)
        s.blocks.push_back(Paragraph{
            Paragraph::Style::Body,
            tr("%1 survives a switch or link failure only if NCCL's port failover works. "
               "Test it with two leaf switches, one per plane, and "
               "NCCL_IB_RESILIENCY_PORT_FAILOVER=1: during all_reduce_perf on two nodes pull "
               "one cable of a node, then switch one leaf off. The test should go on at lower "
               "bandwidth (after a stall of up to about 30 s at NCCL's default time-outs) and "
               "not stop. If it stops, count %2 interruptions a year, as for a single plane, "
               "and compare the options again.")
                .arg(winner,
                     formatNumber(m_winner->resilience.interruptionsWithoutFailoverPerYear, 1))});
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Box,
        tr("Decision gate %1").arg(2) + QLatin1Char('\n') +
            tr("After the proof of concept: the measured bus bandwidths at "
               "1 GiB reach the figures above. Lower figures mean the model is optimistic: "
               "import the measurements into the design and compare again before ordering.") +
            (m_winner->resilience.survivalNeedsFailover
                 ? QLatin1Char(' ') + tr("The test goes on when a cable is pulled and when a "
                                         "leaf is switched off.")
                 : QString())});
}

// The bus bandwidths the model predicts, as the proof of concept's thresholds.
Table Body::thresholdsTable() const
{
    Table t;
    t.caption = tr("Thresholds for the proof of concept: bus bandwidth the model predicts "
                   "(GB/s)");
    QStringList header{tr("Message size")};
    std::vector<const VariantEvaluation *> shown{m_winner};
    if (m_other)
        shown.push_back(m_other);
    for (const VariantEvaluation *v : shown)
        header << tr("All-reduce, %1").arg(variantName(v->kind));
    for (const VariantEvaluation *v : shown)
        header << tr("All-to-all, %1").arg(variantName(v->kind));
    t.headerRows.push_back(header);
    t.alignment.push_back(Qt::AlignLeft);
    for (qsizetype c = 1; c < header.size(); ++c)
        t.alignment.push_back(Qt::AlignRight);
    // One precision for the whole table: a decimal when any figure is below 10.
    const std::vector<double> sizes{16.0 * kMiB, 256.0 * kMiB, 1024.0 * kMiB};
    int decimals = 0;
    for (double bytes : sizes)
        for (CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::AllToAll})
            for (const VariantEvaluation *v : shown)
                if (const CollectivePoint *p = comparison::findPoint(*v, op, bytes);
                    p && p->busbwGbytePerS < 10.0)
                    decimals = 1;
    for (double bytes : sizes) {
        QStringList row{bytes < 1024.0 * kMiB
                            ? tr("%1 MiB").arg(formatNumber(bytes / kMiB, 0))
                            : tr("%1 GiB").arg(formatNumber(bytes / 1024.0 / kMiB, 0))};
        for (CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::AllToAll})
            for (const VariantEvaluation *v : shown) {
                const CollectivePoint *p = comparison::findPoint(*v, op, bytes);
                row << (p ? formatNumber(p->busbwGbytePerS, decimals) : tr("not modelled"));
            }
        t.rows.push_back(row);
    }
    return t;
}

// The decision (gate 3), delivery and acceptance.
void Body::decisionSteps(Section &s, int &step) const
{
    const QString winner = variantName(m_winner->kind);
    s.blocks.push_back(stepHeading(step, tr("Decision")));
    s.blocks.push_back(
        Paragraph{Paragraph::Style::Box,
                  tr("Decision gate %1").arg(3) + QLatin1Char('\n') +
                      tr("Approve %1 with a network capital cost of %2 and a TCO of %3 "
                         "over %4 years for the cluster as designed now (indicative; replace "
                         "them with the quoted figures).")
                          .arg(winner, money(m_winner->cost.capexEur), money(m_winner->cost.tcoEur),
                               formatInteger(m_project.organisation.depreciationYears))});

    s.blocks.push_back(stepHeading(step, tr("Delivery and acceptance")));
    s.blocks.push_back(
        Paragraph{Paragraph::Style::Body,
                  (computeTechnology(*m_winner) == Technology::Ethernet
                       ? tr("Check the lossless settings of the RoCE configuration checklist on "
                            "every switch and NIC "
                            "first. ")
                       : QString()) +
                      tr("Accept the fabric with the same nccl-tests over all %1 GPUs, against the "
                         "model's figures for the whole cluster in the table above.")
                          .arg(formatInteger(comparison::clusterGpus(*m_winner)))});
}

Section Body::implementation() const
{
    Section s;
    s.title = tr("Implementation steps");
    if (!m_winner) {
        s.blocks.push_back(Paragraph{
            Paragraph::Style::Body,
            tr("No option is recommended yet (see the summary); the steps below start once "
               "one is.")});
        return s;
    }
    int step = 0;
    quotationSteps(s, step);
    proofOfConceptStep(s, step);
    decisionSteps(s, step);
    return s;
}

// The row labels of the availability table, one row per figure.
std::vector<QStringList> Body::availabilityRows(int years)
{
    std::vector<QStringList> rows(14);
    rows[0] << tr("Switch that fails");
    rows[1] << tr("GPUs cut off");
    rows[2] << tr("Bandwidth lost");
    rows[3] << tr("Cluster-wide job survives");
    rows[4] << tr("As designed: switches (tiers)");
    rows[5] << tr("Two planes: node type");
    rows[6] << tr("Two planes: NIC ports per GPU");
    rows[7] << tr("Two planes: switches in all (per plane; tiers)");
    rows[8] << tr("Two planes: network capital cost");
    rows[9] << tr("Two planes: capital cost against one");
    rows[10] << tr("Two planes: TCO over %n years against one", nullptr, years);
    rows[11] << tr("Two planes: GPUs cut off");
    rows[12] << tr("Two planes: bandwidth lost");
    rows[13] << tr("Two planes: cluster-wide job survives");
    return rows;
}

// The column of option `v` (named `name`): one plane, then two; what cannot be built on
// two planes goes to `unavailable`, an option that survives only on two to `meets`.
void Body::availabilityColumn(const VariantEvaluation &v, const DualPlaneOption &d,
                              const QString &name, const Catalog &catalog,
                              std::vector<QStringList> &rows, QStringList &unavailable,
                              QStringList &meets) const
{
    // Whole euros, as the text under the table and page 1 give them (board review: "EUR
    // 948,003 more" beside "EUR 1.40 million", and then "EUR 0.57 million" for both
    // 570,507 and 565,355).
    constexpr int moneyDecimals = kWholeEuros;
    const QString no = tr("no");
    // A job that survives only by NCCL's port failover says so (results.h).
    const auto survives = [](const FailureImpact &impact) {
        return impact.gpusOnFailover > 0 ? tr("yes, if port failover works") : tr("yes");
    };
    const FailureImpact &f = v.resilience.worstSwitchFailure;
    const Switch *sw = v.project.switchById(f.subject);
    rows[0] << (sw ? sw->name : tr("none"));
    rows[1] << formatInteger(f.gpusCutOff);
    rows[2] << percent(f.bandwidthLostFraction, 1);
    rows[3] << (f.jobSurvives ? survives(f) : no);
    // The design as it is: a design that already has two planes (single-port NICs split
    // between them) says so, as the row is not "one plane" then.
    const Fabric *compute = v.project.computeFabric();
    const int planes = compute ? v.project.planesOf(compute->id) : 1;
    const QString switches =
        formatInteger(std::accumulate(v.switchesPerTier.begin(), v.switchesPerTier.end(), 0LL));
    rows[4] << (planes > 1 ? tr("%1 (%2; %3 planes)")
                                 .arg(switches, formatInteger(v.tiers), formatInteger(planes))
                           : tr("%1 (%2)").arg(switches, formatInteger(v.tiers)));
    if (!d.available) {
        const QString na = tr("not available");
        for (size_t r = 5; r < rows.size(); ++r)
            rows[r] << na;
        unavailable << tr("%1: %2").arg(name, d.notAvailableReason);
        return;
    }
    const QString atLeast = d.capexComplete ? QString() : tr("at least") + QLatin1Char(' ');
    const double extraCapex = d.capexEur - v.cost.capexEur;
    const double extraTco = d.tcoEur - v.cost.tcoEur;
    // The node types by their catalogue names, not their ids.
    const auto typeName = [&](const QString &id) {
        const NodeTypeSpec *t = catalog.nodeType(id);
        return t ? partNameInWords(*t) : id;
    };
    rows[5] << (d.nodeTypeChanged
                    ? tr("%1 (instead of %2)")
                          .arg(typeName(d.nodeTypeId), typeName(d.singlePlaneNodeTypeId))
                    : typeName(d.nodeTypeId));
    rows[6]
        << tr("%1 x %2 Gb/s").arg(formatInteger(d.nicPorts), formatNumber(d.nicPortGbitPerS, 0));
    rows[7] << tr("%1 (%2 per plane; %n tier(s))", nullptr, d.tiers)
                   .arg(formatInteger(d.switches), formatInteger(d.switches / 2));
    rows[8] << atLeast + money(d.capexEur, moneyDecimals);
    rows[9] << moneyDelta(extraCapex, v.cost.capexEur, moneyDecimals);
    rows[10] << moneyDelta(extraTco, 0.0, moneyDecimals);
    rows[11] << formatInteger(d.worstSwitchFailure.gpusCutOff);
    rows[12] << percent(d.worstSwitchFailure.bandwidthLostFraction, 1);
    rows[13] << (d.worstSwitchFailure.jobSurvives ? survives(d.worstSwitchFailure) : no);
    if (!f.jobSurvives && d.worstSwitchFailure.jobSurvives)
        meets << tr("%1: %2").arg(name, moneyDelta(extraCapex, v.cost.capexEur, moneyDecimals));
}

Section Body::availability(const Catalog &catalog, const TwoPlaneOptions &twoPlanes) const
{
    Section s;
    s.title = tr("Availability");
    const int years = m_project.organisation.depreciationYears;
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("The failure domain assessed is one switch: per option the worst single switch "
           "failure, and what two planes with a dual-port NIC per GPU would take and cost "
           "(what changes is the NIC: a design on several planes with single-port NICs has "
           "no redundancy). The two-plane design is the option's compute fabric generated "
           "again with the same switch, topology and oversubscription on two planes, with a "
           "dual-port NIC per GPU whose ports sit on different planes, and analysed as the "
           "options are.")});

    Table t;
    t.caption =
        tr("Worst single switch failure, as designed against two planes with dual-port NICs");
    t.firstColumnBold = true;
    t.compact = true;
    QStringList header{QString()};
    std::vector<QStringList> rows = availabilityRows(years);
    QStringList unavailable;
    QStringList meets; // options that survive only with two planes, with the extra cost
    for (const auto &group : sameDesignGroups(m_ev)) {
        std::vector<const VariantEvaluation *> ordered = group;
        std::stable_partition(ordered.begin(), ordered.end(), [](const VariantEvaluation *v) {
            return v->kind != VariantKind::AsDrawn;
        });
        QStringList names; // in the order of the other tables ("As drawn = InfiniBand")
        for (const VariantEvaluation *v : group)
            names << variantName(v->kind);
        const QString name = names.join(QStringLiteral(" = "));
        header << name;
        const DualPlaneOption *d = twoPlanes.of(ordered.front()->kind);
        availabilityColumn(*ordered.front(), d ? *d : DualPlaneOption{}, name, catalog, rows,
                           unavailable, meets);
    }
    t.headerRows = {header};
    t.rows = rows;
    t.alignment.assign(static_cast<size_t>(header.size()), Qt::AlignRight);
    t.alignment.front() = Qt::AlignLeft;
    t.columnWeights.assign(static_cast<size_t>(header.size()), 1.0);
    t.columnWeights.front() = 1.6;
    s.blocks.push_back(t);
    QString note =
        tr("A GPU is cut off when every port of its NIC is lost; bandwidth lost is the larger "
           "of the injection and the bisection lost (the capacity between the cluster's two "
           "halves, of which a failed leaf's links all sit in one). The capital cost includes "
           "the NICs, so the dual-port NICs are in it; the TCO adds energy and support over the "
           "depreciation period.");
    // A saving needs its reason, or a reader takes it for an error: a tier less per
    // plane where that is so, else the same switches and the NICs, optics and cables.
    bool fewerTiers = false;
    bool sameSwitches = false;
    for (const auto &[kind, d] : twoPlanes.options) {
        const VariantEvaluation *v = variantOf(m_ev, kind);
        if (!d.available || !v || d.capexEur >= v->cost.capexEur)
            continue;
        fewerTiers = fewerTiers || d.tiers < v->tiers;
        sameSwitches = sameSwitches || (d.tiers == v->tiers && d.switches == d.switchesSinglePlane);
    }
    if (fewerTiers)
        note += QLatin1Char(' ') +
                tr("Two planes can cost less than one: on ports of half the speed a switch has "
                   "twice the ports, so each plane may need a tier less (fewer switches and "
                   "optics).");
    if (sameSwitches)
        note += QLatin1Char(' ') +
                tr("Where two planes cost less with as many switches and tiers as one plane, "
                   "the difference is in the dual-port node type's NICs and in the optics and "
                   "cables of its ports of half the speed.");
    // "yes, if port failover works": an assumption, said where the table shows it.
    // From the figures, not from the table's text.
    bool onFailover = false;
    for (const auto &group : sameDesignGroups(m_ev))
        onFailover = onFailover || group.front()->resilience.worstSwitchFailure.gpusOnFailover > 0;
    for (const auto &[kind, d] : twoPlanes.options)
        onFailover = onFailover || (d.available && d.worstSwitchFailure.gpusOnFailover > 0);
    // Who tests it: the proof of concept of chapter "Implementation steps" when the
    // recommended design rests on it (proofOfConceptStep), else whoever orders a two-plane
    // design (a review found "so the proof of concept does" above a proof of concept
    // without the test).
    const bool testedHere = m_winner && m_winner->resilience.survivalNeedsFailover;
    if (onFailover)
        note += QLatin1Char(' ') +
                tr("\"Yes, if port failover works\": the job goes on only if NCCL moves a "
                   "failed port's traffic to the GPU's other port (NCCL 2.29.7 and later, "
                   "switched on with NCCL_IB_RESILIENCY_PORT_FAILOVER=1), and then at about "
                   "half its bus bandwidth until the repair, as a collective runs at the pace of "
                   "its slowest rank. NVIDIA's DGX B300 SuperPOD RA describes this for its "
                   "Spectrum-X two-plane design.") +
                QLatin1Char(' ') +
                (testedHere ? tr("This report cannot test it, so the proof of concept does.")
                            : tr("This report cannot test it: before a two-plane design is "
                                 "ordered, a proof of concept with two leaves, one per plane, "
                                 "must show that all_reduce_perf goes on when a cable is pulled "
                                 "and a leaf is switched off."));
    s.blocks.push_back(Paragraph{Paragraph::Style::Note, note});
    if (!meets.isEmpty())
        s.blocks.push_back(Paragraph{
            Paragraph::Style::Body,
            tr("With two planes a job spanning the cluster survives any single switch failure "
               "if NCCL's port failover works; the network capital cost changes by: %1.")
                .arg(meets.join(QStringLiteral("; ")))});
    for (const QString &u : unavailable)
        s.blocks.push_back(
            Paragraph{Paragraph::Style::Note, tr("No two-plane figure for %1").arg(u)});
    return s;
}

} // namespace

std::vector<std::vector<const VariantEvaluation *>> sameDesignGroups(const Evaluation &evaluation)
{
    std::vector<std::vector<const VariantEvaluation *>> groups;
    for (const VariantEvaluation &v : evaluation.variants) {
        bool placed = false;
        for (auto &g : groups)
            if (sameDesign(*g.front(), v)) {
                g.push_back(&v);
                placed = true;
                break;
            }
        if (!placed)
            groups.push_back({&v});
    }
    return groups;
}

const DualPlaneOption *TwoPlaneOptions::of(VariantKind kind) const
{
    for (const auto &[k, option] : options) {
        if (k == kind)
            return &option;
    }
    return nullptr;
}

TwoPlaneOptions twoPlaneOptions(const Evaluation &evaluation, const Catalog &catalog)
{
    TwoPlaneOptions out;
    for (const auto &group : sameDesignGroups(evaluation)) {
        // A generated variant rather than the design as drawn: its settings build planes.
        const auto generated =
            std::find_if(group.begin(), group.end(), [](const VariantEvaluation *v) {
                return v->kind != VariantKind::AsDrawn;
            });
        const DualPlaneOption option =
            dualPlaneOption(generated != group.end() ? **generated : *group.front(), catalog);
        for (const VariantEvaluation *v : group)
            out.options.emplace_back(v->kind, option);
    }
    return out;
}

Section availabilitySection(const Project &project, const Catalog &catalog,
                            const Evaluation &evaluation, const TwoPlaneOptions &twoPlanes)
{
    return Body(project, evaluation).availability(catalog, twoPlanes);
}

Section optionsSection(const Project &project, const Evaluation &evaluation)
{
    return Body(project, evaluation).options();
}

Section riskRegisterSection(const Project &project, const Evaluation &evaluation)
{
    return Body(project, evaluation).risks();
}

Section implementationSection(const Project &project, const Evaluation &evaluation)
{
    return Body(project, evaluation).implementation();
}

} // namespace fp::report
