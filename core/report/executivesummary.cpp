// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/executivesummary.h"

#include "report/bodychapters.h"
#include "report/comparison.h"

#include "analysis/wording.h"
#include "model/labels.h"
#include "model/variantkind.h"
#include "text/i18n.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace fp::report {

const VariantEvaluation *variantOf(const Evaluation &ev, VariantKind kind)
{
    for (const VariantEvaluation &v : ev.variants) {
        if (v.kind == kind)
            return &v;
    }
    return nullptr;
}

std::optional<double> criterionFigure(const Evaluation &ev, const QString &criterion,
                                      const QString &name)
{
    for (const CriterionScore &c : ev.recommendation.scoring.criteria) {
        if (c.id != criterion)
            continue;
        for (const auto &f : c.figures) {
            if (f.first == name)
                return f.second;
        }
    }
    return std::nullopt;
}

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

std::optional<double> variantFigure(const Evaluation &ev, const QString &criterion,
                                    VariantKind kind, const QString &suffix)
{
    return criterionFigure(ev, criterion, variantKey(kind) + suffix);
}

// A sentence used as a clause in parentheses: "(the network capex ... budget)".
QString clause(const QString &sentence)
{
    QString out = inSentence(sentence.trimmed());
    if (out.endsWith(QLatin1Char('.')))
        out.chop(1);
    return out;
}

QString percentText(double fraction, int decimals = 1)
{
    // A difference that rounds to nothing is not 0.0 %: "less than 0.1 %".
    const double smallest = std::pow(10.0, -decimals);
    if (fraction > 0.0 && fraction * 100.0 < smallest / 2.0)
        return QCoreApplication::translate("fp::Report", "less than %1")
            .arg(formatNumber(smallest, decimals) + QStringLiteral(" %"));
    return formatNumber(fraction * 100.0, decimals) + QStringLiteral(" %");
}

// How far an input is from the value that changes the answer, as a share of its value
// now (PDF review #5: page 1 is to name the nearest tipping points): RoCE efficiency
// 100 % -> 92.4 % is 0.076, the cost per GPU-hour EUR 1.46 -> 2.63 is 0.80. An input that
// is zero now is measured in parts of the range tested.
double relativeDistance(double base, double threshold, double low, double high)
{
    if (std::abs(base) > 0.0)
        return std::abs(threshold - base) / std::abs(base);
    return high > low ? std::abs(threshold - base) / (high - low) : 1.0;
}

// Builds the summary. A class only so that lupdate files every text under the
// report's context "fp::Report".
class Summary
{
    Q_DECLARE_TR_FUNCTIONS(fp::Report)

public:
    Summary(const Project &project, const Evaluation &ev, const TwoPlaneOptions *twoPlanes,
            const Catalog *catalog)
        : m_project(project)
        , m_ev(ev)
        , m_rec(ev.recommendation)
        , m_twoPlanes(twoPlanes)
        , m_catalog(catalog)
    {
        m_winner = variantOf(ev, m_rec.variant);
        // The runner-up: the best other candidate of the scoring.
        const Scoring &s = m_rec.scoring;
        double best = -1.0;
        for (std::size_t i = 0; i < s.candidates.size() && i < s.totals.size(); ++i) {
            if (s.candidates[i] != m_rec.variant && s.totals[i] > best) {
                best = s.totals[i];
                m_other = variantOf(ev, s.candidates[i]);
            }
        }
        m_currency = m_winner ? comparison::currencyOf(*m_winner) : QStringLiteral("EUR");
    }

    ExecutiveSummary build();

private:
    void add(Paragraph::Style style, const QString &text, const QString &marker = {})
    {
        m_out.blocks.push_back(Paragraph{style, text, marker});
    }
    QString money(double v) const { return moneyShort(v, m_currency); }
    QString decisionAsked() const;
    const RequirementCheck *failedCheck(VariantKind kind) const;
    QString requirementName(const QString &id) const;
    void requirementsBox();
    QString secondPlaneCost() const;
    QString secondPlaneTcoGap() const;
    const DualPlaneOption *twoPlanesOf(const VariantEvaluation *v) const;
    QString requirementsLine() const;
    QString otherNodes() const;
    QString conditions() const;
    QString designShape(const VariantEvaluation &v) const;
    QString notAsDrawn() const;
    QString narrowLeadText() const;
    QString otherNotAsDrawn(const VariantEvaluation &drawn) const;
    QString shapesCompared(const VariantEvaluation &compared, const VariantEvaluation &drawn) const;
    bool sameDesign(const VariantEvaluation *a, const VariantEvaluation *b) const;
    bool fullerThanDrawn() const;
    struct TippingPoint {
        double distance = 0.0; // relativeDistance()
        QString text;
        const SensitivityRow *row = nullptr; // a flip of the sensitivity: flipSentence()
    };
    std::vector<TippingPoint> sensitivityTippingPoints() const;
    QString flipSentence(const SensitivityRow &r, bool first) const;
    std::vector<TippingPoint> closerTippingPoints() const;
    QString derivedPriceNote() const;
    QString capexPath() const;
    static QString budgetScope(const Project &design);
    QString sameSpan() const;
    QString tradeOff() const;
    QString moneyAlone() const;
    std::optional<double> gpuTimeGainEur() const;
    QString whatItBuys(bool cheaper) const;
    std::vector<QString> reasons() const;
    QString reasonText(const CriterionScore &c, double points) const;
    QString offsetText(const CriterionScore &c, double points) const;
    static QString signedPoints(double points); // "+1.28 points", "\u22120.46 points"
    std::vector<QString> risks() const;
    QString growthRisk(const VariantEvaluation &w) const;
    std::vector<QString> nextSteps() const;
    // "EUR 1.84 per GPU-hour" ("EUR 1.84" without `perUnit`), "40.0 %".
    QString valueWithUnit(const SensitivityRow &r, double x, bool perUnit = true) const;

    const Project &m_project;
    const Evaluation &m_ev;
    const Recommendation &m_rec;
    const TwoPlaneOptions *m_twoPlanes = nullptr;
    const Catalog *m_catalog = nullptr;
    const VariantEvaluation *m_winner = nullptr;
    const VariantEvaluation *m_other = nullptr;
    QString m_currency;
    ExecutiveSummary m_out;
};

QString Summary::decisionAsked() const
{
    long long gpus = 0;
    long long nodes = 0;
    for (const Node &n : m_project.nodes) {
        nodes += m_project.multiplicity(n.groupId);
    }
    if (m_winner)
        gpus = m_winner->cost.gpus;
    QString text =
        tr("Which network should connect the %1 GPUs in %2 nodes of this cluster for "
           "%3: InfiniBand, Ethernet with RoCE, or a hybrid of the two?")
            .arg(formatInteger(gpus), formatInteger(nodes), workloadWord(m_project.workload.kind));
    // The growth targets beyond the cluster as it is now.
    const OrganisationProfile &o = m_project.organisation;
    const long long one = o.gpusInOneYear > gpus ? o.gpusInOneYear : 0;
    const long long three = o.gpusInThreeYears > std::max(gpus, one) ? o.gpusInThreeYears : 0;
    if (one > 0 && three > 0)
        text += QLatin1Char(' ') + tr("The cluster is planned to grow to %1 GPUs within one year "
                                      "and to %2 GPUs within three years.")
                                       .arg(formatInteger(one), formatInteger(three));
    else if (three > 0)
        text +=
            QLatin1Char(' ') + tr("The cluster is planned to grow to %1 GPUs within three years.")
                                   .arg(formatInteger(three));
    else if (one > 0)
        text += QLatin1Char(' ') + tr("The cluster is planned to grow to %1 GPUs within one year.")
                                       .arg(formatInteger(one));
    return text;
}

const RequirementCheck *Summary::failedCheck(VariantKind kind) const
{
    for (const VariantRequirements &r : m_rec.requirements) {
        if (r.variant != kind)
            continue;
        for (const RequirementCheck &c : r.checks) {
            if (!c.met)
                return &c;
        }
    }
    return nullptr;
}

QString Summary::requirementName(const QString &id) const
{
    return requirementLabel(id);
}

// The red box above the recommendation: every requirement some scored variant does not
// meet, with the recommended variant's figures and which variants meet it.
void Summary::requirementsBox()
{
    const VariantRequirements *mine = nullptr;
    for (const VariantRequirements &r : m_rec.requirements) {
        if (r.variant == m_rec.variant)
            mine = &r;
    }
    if (!mine)
        return;
    QStringList lines;
    for (std::size_t i = 0; i < mine->checks.size(); ++i) {
        const RequirementCheck &c = mine->checks[i];
        QStringList meeting;
        bool anyFails = !c.met;
        for (VariantKind k : m_rec.scoring.candidates) {
            const VariantRequirements *r = nullptr;
            for (const VariantRequirements &x : m_rec.requirements) {
                if (x.variant == k)
                    r = &x;
            }
            if (!r || i >= r->checks.size())
                continue;
            if (r->checks[i].met)
                meeting << variantName(k);
            else
                anyFails = true;
        }
        if (!anyFails)
            continue;
        QString line = requirementName(c.id) + QStringLiteral(": ");
        if (c.met)
            line +=
                tr("met by %1 (%2), not by every option.").arg(variantName(m_rec.variant), c.why);
        else if (meeting.isEmpty())
            line += tr("no option meets it. On %1: %2")
                        .arg(variantName(m_rec.variant), inSentence(c.why));
        else
            line += tr("not met by %1 (%2); met by %3.")
                        .arg(variantName(m_rec.variant), clause(c.why),
                             meeting.join(QStringLiteral(", ")));
        if (c.id == QLatin1String("survive-switch-failure") && !c.met) {
            if (const QString cost = secondPlaneCost(); !cost.isEmpty())
                line += QLatin1Char(' ') + cost;
        }
        lines << line;
    }
    if (lines.isEmpty())
        return;
    add(Paragraph::Style::Warning,
        (lines.size() == 1 ? tr("Requirement not met") : tr("Requirements not met")) +
            QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
}

const DualPlaneOption *Summary::twoPlanesOf(const VariantEvaluation *v) const
{
    if (!m_twoPlanes || !v)
        return nullptr;
    const DualPlaneOption *d = m_twoPlanes->of(v->kind);
    return d && d->available ? d : nullptr;
}

// What a second plane (dual-port NICs, analysis/dualplane.h) adds to the capital cost of
// the recommended option and of the runner-up when it fails the requirement too, and the
// TCO gap between the two once both meet it.
QString Summary::secondPlaneCost() const
{
    const DualPlaneOption *w = twoPlanesOf(m_winner);
    if (!w)
        return {};
    // "rises by EUR 15.8 million" / "falls by EUR 19.8 million" (a two-plane design
    // can need fewer tiers: twice the ports per switch at half the speed).
    const auto change = [this](const DualPlaneOption &d, const VariantEvaluation &v) {
        const double delta = d.capexEur - v.cost.capexEur;
        const QString amount = money(std::abs(delta));
        if (delta < 0.0)
            return d.capexComplete ? tr("falls by %1").arg(amount)
                                   : tr("falls by at most %1").arg(amount);
        return d.capexComplete ? tr("rises by %1").arg(amount)
                               : tr("rises by at least %1").arg(amount);
    };
    const bool otherFails = m_other && failedCheck(m_other->kind);
    const DualPlaneOption *o = otherFails ? twoPlanesOf(m_other) : nullptr;
    QString text =
        o ? tr("A second network plane with dual-port NICs meets it: the network capital cost "
               "of %1 %2, that of %3 %4.")
                .arg(variantName(m_winner->kind), change(*w, *m_winner), variantName(m_other->kind),
                     change(*o, *m_other))
          : tr("A second network plane with dual-port NICs meets it: the network capital cost "
               "of %1 %2.")
                .arg(variantName(m_winner->kind), change(*w, *m_winner));
    if (const QString gap = secondPlaneTcoGap(); !gap.isEmpty())
        text += QLatin1Char(' ') + gap;
    return text;
}

// "With the requirement met, the network TCO of InfiniBand over 5 years is EUR x more than
// that of ... (now EUR y more)": the trade-off of tradeOff() once both options meet it, the
// runner-up on two planes when it fails the requirement too, else as designed.
QString Summary::secondPlaneTcoGap() const
{
    const DualPlaneOption *w = twoPlanesOf(m_winner);
    if (!w || !w->capexComplete || !m_other)
        return {};
    double otherTco = m_other->cost.tcoEur;
    if (failedCheck(m_other->kind)) {
        const DualPlaneOption *o = twoPlanesOf(m_other);
        if (!o || !o->capexComplete)
            return {};
        otherTco = o->tcoEur;
    }
    if (!(otherTco > 0.0))
        return {};
    const double gap = w->tcoEur - otherTco;
    const double gapNow = m_winner->cost.tcoEur - m_other->cost.tcoEur;
    const QString years = QString::number(m_project.organisation.depreciationYears);
    const QString nowText = gapNow >= 0.0 ? tr("now %1 more").arg(money(gapNow))
                                          : tr("now %1 less").arg(money(-gapNow));
    return (gap >= 0.0 ? tr("With the requirement met, the network TCO of %1 over %2 years is "
                            "%3 (%4) more than that of %5 (%6).")
                       : tr("With the requirement met, the network TCO of %1 over %2 years is "
                            "%3 (%4) less than that of %5 (%6)."))
        .arg(variantName(m_winner->kind), years, money(std::abs(gap)),
             percentText(std::abs(gap) / otherTco), variantName(m_other->kind), nowText);
}

// The node type of most of a design's nodes ("" without nodes).
QString mainNodeType(const Project &p)
{
    std::map<QString, long long> count;
    for (const Node &n : p.nodes)
        count[n.nodeTypeId] += p.multiplicity(n.groupId);
    QString best;
    long long most = 0;
    for (const auto &[id, n] : count)
        if (n > most) {
            most = n;
            best = id;
        }
    return best;
}

// " The servers change too: ..." when the recommended design found by the search has
// other nodes than the design as drawn (dual-port NICs for two planes; a review found
// page 1 silent that the server order changes).
QString Summary::otherNodes() const
{
    const VariantEvaluation *drawn = variantOf(m_ev, VariantKind::AsDrawn);
    if (!drawn || !m_winner)
        return {};
    const QString mine = mainNodeType(m_winner->project);
    const QString theirs = mainNodeType(drawn->project);
    if (mine.isEmpty() || theirs.isEmpty() || mine == theirs)
        return {};
    const auto name = [this](const QString &id) {
        const NodeTypeSpec *t = m_catalog ? m_catalog->nodeType(id) : nullptr;
        return t ? partNameInWords(*t) : id;
    };
    return QLatin1Char(' ') + tr("The servers change too: %1.").arg(name(mine));
}

// "Requirements: ... met" when every requirement is met, or that none is set.
QString Summary::requirementsLine() const
{
    for (const VariantRequirements &r : m_rec.requirements) {
        if (r.variant != m_rec.variant)
            continue;
        if (r.checks.empty())
            break;
        QStringList names;
        for (const RequirementCheck &c : r.checks) {
            if (!c.met)
                return {}; // in the box above the recommendation
            names << inSentence(requirementName(c.id));
            // Survival that rests on NCCL's port failover (results.h) is a condition.
            if (c.id == QLatin1String("survive-switch-failure") && m_winner &&
                m_winner->resilience.worstSwitchFailure.gpusOnFailover > 0)
                names.back() += tr(", if NCCL's port failover works, to be tested in the proof of "
                                   "concept");
        }
        const QString line = tr("Requirements: %1 meets every requirement set (%2).")
                                 .arg(variantName(m_rec.variant), names.join(QStringLiteral("; ")));
        if (!m_ev.atBestForRequirements)
            return line;
        return line + QLatin1Char(' ') +
               tr("The designs first generated for the options did not meet them; each "
                  "technology is therefore compared as the cheapest design found that does "
                  "(chapter \"%1\").")
                   .arg(tr("Comparison of the variants")) +
               otherNodes();
    }
    return tr("Requirements: the project sets no mandatory requirement (budget, availability "
              "or bandwidth); the choice rests on the weighted criteria alone.");
}

QString Summary::valueWithUnit(const SensitivityRow &r, double x, bool perUnit) const
{
    const QString sign = comparison::currencySign(m_currency);
    if (r.unit == QLatin1String("eur_per_kwh")) {
        const QString amount = sign + QLatin1Char(' ') + formatNumber(x, 3);
        return perUnit ? tr("%1 per kWh").arg(amount) : amount;
    }
    if (r.unit == QLatin1String("eur_per_gpu_hour")) {
        const QString amount = sign + QLatin1Char(' ') + formatNumber(x, 2);
        return perUnit ? tr("%1 per GPU-hour").arg(amount) : amount;
    }
    if (r.unit.startsWith(QLatin1String("fraction")))
        return percentText(x);
    return formatNumber(x, 2);
}

// The compute fabric of a variant in a few words: "2 tiers: 8 \u00d7 SN5600 leaf, 2 \u00d7
// SN5600 spine", "1 tier: 2 \u00d7 SN5600 leaf on 2 planes".
QString Summary::designShape(const VariantEvaluation &v) const
{
    const Fabric *compute = v.project.computeFabric();
    if (!compute)
        return {};
    std::map<int, std::map<QString, long long>> perTier; // tier -> part -> switches
    int tiers = 0;
    for (const Switch &sw : v.project.switches) {
        if (sw.fabricId != compute->id)
            continue;
        perTier[sw.tier][sw.switchTypeId] += v.project.multiplicity(sw.groupId);
        tiers = std::max(tiers, sw.tier + 1);
    }
    QStringList rows;
    for (const auto &[tier, parts] : perTier)
        for (const auto &[part, count] : parts) {
            const SwitchType *type = m_catalog ? m_catalog->switchType(part) : nullptr;
            QString name = type ? partNameInWords(*type) : part;
            // The model number alone where the name ends in one ("SN5600" for "Spectrum-4
            // SN5600"): page 1 has little room.
            static const QRegularExpression modelNumber(
                QStringLiteral("^[A-Z]{1,4}[0-9]{3,5}[A-Z0-9-]*$"));
            if (const QString last = name.section(QLatin1Char(' '), -1);
                type && modelNumber.match(last).hasMatch())
                name = last;
            rows << tr("%1 \u00d7 %2 %3").arg(formatInteger(count), name, tierWord(tier, tiers));
        }
    QString text = tr("%n tier(s): %1", nullptr, tiers).arg(rows.join(QStringLiteral(", ")));
    if (const int planes = v.project.planesOf(compute->id); planes > 1)
        text = tr("%1 on %2 planes").arg(text, formatInteger(planes));
    return text;
}

// Whether the recommended design, of the technology drawn but not the design as drawn, is
// full where the drawn one could grow without another tier (the redesign box says so; the growth
// risk then does not repeat it).
bool Summary::fullerThanDrawn() const
{
    const VariantEvaluation *drawn = variantOf(m_ev, VariantKind::AsDrawn);
    if (!drawn || !m_winner || drawn == m_winner || !drawn->project.computeFabric() ||
        !m_winner->project.computeFabric() ||
        drawn->project.computeFabric()->technology != m_winner->project.computeFabric()->technology)
        return false;
    const long long full = m_winner->growth.maxGpusSameTiers;
    const long long drawnFull = drawn->growth.maxGpusSameTiers;
    return full > 0 && drawnFull > 0 && full < drawnFull;
}

// PDF review #4: the board approves a redesign when the recommended option is of the
// technology drawn but not the design as drawn; page 1 says so with both compute
// fabrics, their capital cost, and what changes for growth and for a switch failure.
// When another technology wins, the option of the technology drawn that it is weighed
// against can be a redesign too (a 2-tier InfiniBand drawing compared as 1 tier on 4
// planes); page 1 says that as well, or the board reads the drawing's figures into it.
QString Summary::notAsDrawn() const
{
    const VariantEvaluation *drawn = variantOf(m_ev, VariantKind::AsDrawn);
    if (!drawn || !m_winner || !drawn->project.computeFabric() ||
        !m_winner->project.computeFabric())
        return {};
    if (sameDesign(drawn, m_winner))
        return {};
    // Another technology is a redesign by definition, which the recommendation says.
    if (drawn->project.computeFabric()->technology != m_winner->project.computeFabric()->technology)
        return otherNotAsDrawn(*drawn);
    QString text = tr("A redesign, not the design as drawn") + QLatin1Char('\n') +
                   shapesCompared(*m_winner, *drawn);
    // What the redesign gives up, against the design as drawn.
    QStringList worse;
    if (fullerThanDrawn())
        worse << tr("full at %1 GPUs without another tier (as drawn: %2)")
                     .arg(formatInteger(m_winner->growth.maxGpusSameTiers),
                          formatInteger(drawn->growth.maxGpusSameTiers));
    const long long cut = m_winner->resilience.worstSwitchFailure.gpusCutOff;
    const long long drawnCut = drawn->resilience.worstSwitchFailure.gpusCutOff;
    if (cut > drawnCut)
        worse << tr("one switch failure cuts off up to %1 GPUs (as drawn: %2)")
                     .arg(formatInteger(cut), formatInteger(drawnCut));
    if (!worse.isEmpty())
        text += QLatin1Char(' ') + tr("It is %1.").arg(worse.join(tr(" and ")));
    return text;
}

// The box when the runner-up is of the technology drawn but not the design as drawn.
// Where the requirements line says every technology is compared as a redesign that meets
// the requirements (the 16,384 example), page 1 has said it already.
QString Summary::otherNotAsDrawn(const VariantEvaluation &drawn) const
{
    if (m_ev.atBestForRequirements || !m_other || !m_other->project.computeFabric() ||
        sameDesign(&drawn, m_other) ||
        m_other->project.computeFabric()->technology != drawn.project.computeFabric()->technology)
        return {};
    return tr("%1 is compared as a redesign").arg(variantName(m_other->kind)) + QLatin1Char('\n') +
           shapesCompared(*m_other, drawn);
}

// "The InfiniBand design compared here has 1 tier: ... (network capital cost EUR x); the
// design as drawn has 2 tiers: ... (EUR y)."
QString Summary::shapesCompared(const VariantEvaluation &compared,
                                const VariantEvaluation &drawn) const
{
    return tr("The %1 design compared here has %2 (network capital cost %3); the design "
              "as drawn has %4 (%5).")
        .arg(variantName(compared.kind), designShape(compared), money(compared.cost.capexEur),
             designShape(drawn), money(drawn.cost.capexEur));
}

// Whether two variants share one design (one column of the report's tables).
bool Summary::sameDesign(const VariantEvaluation *a, const VariantEvaluation *b) const
{
    if (a == b)
        return true;
    for (const auto &group : sameDesignGroups(m_ev))
        if (std::find(group.begin(), group.end(), a) != group.end() &&
            std::find(group.begin(), group.end(), b) != group.end())
            return true;
    return false;
}

// A narrow lead (Scoring::narrowLead) said for what it is (board review: 0.01 points of
// 10 read as a decision, while a 2 % change of any of seven inputs flips it).
QString Summary::narrowLeadText() const
{
    if (!m_other || !m_rec.scoring.narrowLead(m_rec.variant))
        return {};
    return tr("%1 and %2 are level within the model's accuracy (a lead of %3 points of 10): let "
              "the quotes and the proof of concept decide.")
        .arg(variantName(m_rec.variant), variantName(m_other->kind),
             formatNumber(m_rec.scoring.printedMargin(m_rec.variant), 2));
}

// What the recommendation depends on: the (at most three) inputs that change the answer
// with the smallest change, from the sensitivity rows and the verified what-would-change
// statements, nearest first.
QString Summary::conditions() const
{
    std::vector<TippingPoint> points = sensitivityTippingPoints();
    const std::vector<TippingPoint> others = closerTippingPoints();
    points.insert(points.end(), others.begin(), others.end());
    std::stable_sort(
        points.begin(), points.end(),
        [](const TippingPoint &a, const TippingPoint &b) { return a.distance < b.distance; });
    if (points.size() > 3)
        points.resize(3);
    QStringList parts;
    bool first = true;
    for (const TippingPoint &t : points) {
        if (t.row)
            parts << flipSentence(*t.row, first);
        if (!t.text.isEmpty())
            parts << t.text;
        first = first && !t.row;
    }
    if (points.empty() && !m_rec.sensitivity.empty())
        parts << tr("The advice holds over the whole range tested of every assumption in the "
                    "sensitivity analysis.");
    return parts.join(QLatin1Char(' '));
}

// The sensitivity rows whose assumption flips the answer within its range, or whose
// named alternative (plain ECMP for adaptive routing) does.
std::vector<Summary::TippingPoint> Summary::sensitivityTippingPoints() const
{
    std::vector<TippingPoint> out;
    for (const SensitivityRow &r : m_rec.sensitivity) {
        const bool alternative = r.alternative && r.alternativeVariant;
        if (!r.flipValue && !alternative)
            continue;
        TippingPoint t;
        t.row = r.flipValue ? &r : nullptr;
        t.distance =
            relativeDistance(r.base, r.flipValue ? *r.flipValue : *r.alternative, r.low, r.high);
        // A named alternative that changes the answer: "with plain ECMP ... InfiniBand".
        if (alternative)
            t.text = tr("With %1 (%2 %3) %4 would be recommended.")
                         .arg(r.alternativeName, inSentence(r.name),
                              valueWithUnit(r, *r.alternative, false),
                              variantName(*r.alternativeVariant));
        out.push_back(t);
    }
    return out;
}

// "The advice holds as long as the ... stays below ... (now ...)", and for the cost per
// GPU-hour what the GPU-hour's value is, so that the reader can judge the condition: the
// cluster's own cost (the default, model.h ComparisonBasis), or a price with the own cost
// beside it.
QString Summary::flipSentence(const SensitivityRow &r, bool first) const
{
    const QString name = inSentence(r.name);
    const QString flip = valueWithUnit(r, *r.flipValue, false);
    const QString now = valueWithUnit(r, r.base, false);
    const bool below = *r.flipValue < r.base;
    QString text;
    if (first)
        text = below ? tr("The advice holds as long as the %1 stays above %2 (now %3); below "
                          "that, %4 would be recommended.")
                     : tr("The advice holds as long as the %1 stays below %2 (now %3); above "
                          "that, %4 would be recommended.");
    else
        text = below ? tr("It also needs the %1 to stay above %2 (now %3); below that, %4 would "
                          "be recommended.")
                     : tr("It also needs the %1 to stay below %2 (now %3); above that, %4 would "
                          "be recommended.");
    text = text.arg(name, flip, now, variantName(r.flipVariant));
    if (r.assumption != QLatin1String("gpu-hour-cost-eur") || !m_winner)
        return text;
    // At the cluster's own cost the trade-off says so (tradeOff()).
    if (!m_winner->stepTime.gpuHourAtOwnCost && m_winner->cost.ownCostKnown)
        text += QLatin1Char(' ') +
                tr("This cluster's own cost is about %1 per GPU-hour.")
                    .arg(valueWithUnit(r, m_winner->cost.ownCostPerGpuHourEur, false));
    return text;
}

// The verified what-would-change statements (recommendation_whatif.cpp) other than
// those on an assumption the sensitivity rows cover: a skill or workload one step away
// and a requirement at the level the winner just misses count as 0.1; a figure by its
// relative change, up to half its value.
std::vector<Summary::TippingPoint> Summary::closerTippingPoints() const
{
    std::set<QString> covered;
    for (const SensitivityRow &r : m_rec.sensitivity)
        covered.insert(QLatin1String("assumption.") + r.assumption);
    std::vector<TippingPoint> out;
    for (const AnswerChange &c : m_rec.whatWouldChange) {
        // A variant's TCO moves with its prices, which the discount's row covers.
        if (covered.count(c.input) || c.input.startsWith(QLatin1String("tco.")))
            continue;
        const bool requirement = c.input.startsWith(QLatin1String("requirements."));
        if (requirement && c.value == 0.0)
            continue; // a requirement the project does not set: no tipping point of its own
        double distance = 0.0;
        if (!c.valueKey.isEmpty() || requirement)
            distance = 0.1;
        else if (std::abs(c.value) > 0.0)
            distance = std::abs(c.threshold - c.value) / std::abs(c.value);
        else
            continue;
        if (distance <= 0.5)
            out.push_back(TippingPoint{distance, c.text});
    }
    return out;
}

// Ethernet switch prices derived from the InfiniBand ones (catalog
// roce-network-cost-discount), and where the answer turns on that discount (PDF review
// #6: the largest price line of the recommended option was an assumption).
QString Summary::derivedPriceNote() const
{
    for (const SensitivityRow &r : m_rec.sensitivity) {
        if (r.assumption != QLatin1String("roce-network-cost-discount"))
            continue;
        if (r.flipValue)
            return tr("Get quotes for the Ethernet switches first: their prices here are set "
                      "%1 below InfiniBand per 400 Gb/s port, not taken from a price list; if "
                      "the quotes per port come in less than %2 below InfiniBand, the advice "
                      "changes.")
                .arg(percentText(r.base, 0), percentText(*r.flipValue, 1));
        return tr("The Ethernet switch prices here are set %1 below InfiniBand per 400 Gb/s "
                  "port, not taken from a price list; the advice holds for any difference "
                  "from %2 to %3.")
            .arg(percentText(r.base, 0), percentText(r.low, 0), percentText(r.high, 0));
    }
    return {};
}

// The capital the growth plan adds after the purchase now (PDF review #2: page 1 asked
// for the first purchase only), with the other option's total beside it.
QString Summary::capexPath() const
{
    if (!m_winner || !m_winner->growthPlan.hasTargets)
        return {};
    double total = 0.0;
    bool anyStep = false;
    for (const GrowthPlanYear &y : m_winner->growthPlan.years) {
        total += y.capexStepEur;
        anyStep = anyStep || (y.year > 0 && y.capexStepEur > 0.0);
    }
    if (!anyStep)
        return {};
    double other = 0.0;
    const bool withOther = m_other && m_other->growthPlan.hasTargets;
    if (withOther)
        for (const GrowthPlanYear &y : m_other->growthPlan.years)
            other += y.capexStepEur;
    // One precision for the sentence (a review read "EUR 7.41 million ... EUR 14.4
    // million"): two decimals while every amount is below 10 million, else one.
    const int decimals = std::max(total, other) < 1e7 ? 2 : 1;
    const auto amount = [&](double v) { return moneyShort(v, m_currency, decimals); };
    QStringList steps;
    for (const GrowthPlanYear &y : m_winner->growthPlan.years)
        if (y.year > 0 && y.capexStepEur > 0.0)
            steps << tr("%1 at the end of year\u00a0%2").arg(amount(y.capexStepEur)).arg(y.year);
    QString text =
        tr("Growth plan: a further %1 (%2 in all").arg(steps.join(tr(" and ")), amount(total));
    if (withOther)
        text += tr("; %1 %2").arg(variantName(m_other->kind), amount(other));
    return text + tr(").");
}

// The cost side of the trade-off: network TCO now and along the growth plan.
QString Summary::tradeOff() const
{
    if (!m_winner || !m_other || !(m_other->cost.tcoEur > 0.0))
        return {};
    const int years = m_project.organisation.depreciationYears;
    const double diffNow = m_winner->cost.tcoEur - m_other->cost.tcoEur;
    const QString winner = variantName(m_winner->kind);
    const QString other = variantName(m_other->kind);
    // Per cent of the cheaper option's figure, as the scoring's texts give it ("x % more
    // than Ethernet/RoCE"; when the winner is the cheaper: "InfiniBand costs x % more").
    const QString now = money(std::abs(diffNow));
    const QString nowPct =
        percentText(std::abs(diffNow) / std::min(m_winner->cost.tcoEur, m_other->cost.tcoEur));
    const GrowthPlan &pw = m_winner->growthPlan;
    const GrowthPlan &po = m_other->growthPlan;
    QString text;
    if (pw.hasTargets && po.hasTargets && po.tcoEur > 0.0) {
        long long targetGpus = 0;
        int targetYear = 0;
        for (const GrowthTarget &t : m_winner->growth.targets) {
            if (t.years > targetYear) {
                targetYear = t.years;
                targetGpus = t.gpus;
            }
        }
        const double diffPlan = pw.tcoEur - po.tcoEur;
        const char *sentence = nullptr;
        if (diffNow >= 0.0)
            sentence = diffPlan >= 0.0
                           ? QT_TR_NOOP("%1 costs %2 (%3) more than %4 in network TCO over %5 "
                                        "years for the cluster as designed now, and %6 (%7) more "
                                        "along the growth plan to %8 GPUs in year %9.")
                           : QT_TR_NOOP("%1 costs %2 (%3) more than %4 in network TCO over %5 "
                                        "years for the cluster as designed now, but %6 less "
                                        "along the growth plan to %8 GPUs in year %9 (%4 costs "
                                        "%7 more there).");
        else
            sentence = diffPlan >= 0.0
                           ? QT_TR_NOOP("%1 costs %2 less than %4 in network TCO over %5 years "
                                        "for the cluster as designed now (%4 costs %3 more), but "
                                        "%6 (%7) more along the growth plan to %8 GPUs in year "
                                        "%9.")
                           : QT_TR_NOOP("%1 costs %2 less than %4 in network TCO over %5 years "
                                        "for the cluster as designed now and %6 less along the "
                                        "growth plan to %8 GPUs in year %9 (%4 costs %3 and %7 "
                                        "more).");
        text = tr(sentence).arg(winner, now, nowPct, other, QString::number(years),
                                money(std::abs(diffPlan)),
                                percentText(std::abs(diffPlan) / std::min(pw.tcoEur, po.tcoEur)),
                                formatInteger(targetGpus), QString::number(targetYear));
        if (pw.horizonYears != years)
            text += QLatin1Char(' ') +
                    tr("The TCO along the growth plan covers %1 years.").arg(pw.horizonYears);
    } else {
        text = (diffNow >= 0.0 ? tr("%1 costs %2 (%3) more than %4 in network TCO over %5 years.")
                               : tr("%1 costs %2 less than %4 in network TCO over %5 years (%4 "
                                    "costs %3 more)."))
                   .arg(winner, now, nowPct, other, QString::number(years));
    }
    const QString buys = whatItBuys(diffNow <= 0.0);
    if (!buys.isEmpty())
        text += QLatin1Char(' ') + buys;
    const QString same = sameSpan();
    if (!same.isEmpty())
        text += QLatin1Char(' ') + same;
    // What the GPU time in the trade-off is worth an hour: the cluster's own cost unless
    // the project values it at a price (model.h ComparisonBasis).
    if (!buys.isEmpty() && m_winner->stepTime.gpuHourAtOwnCost && m_winner->cost.ownCostKnown)
        text += QLatin1Char(' ') +
                tr("GPU time is valued at the cluster's own cost, %1 per GPU-hour; rented GPU "
                   "time costs more.")
                    .arg(comparison::currencySign(m_currency) + QLatin1Char(' ') +
                         formatNumber(m_winner->stepTime.gpuHourCostEur, 2));
    const QString net = moneyAlone();
    if (!net.isEmpty())
        text += QLatin1Char(' ') + net;
    // A TCO with parts of no power or price figure is a lower bound (review: page 1 gave
    // "EUR 2.14 million" where the comparison says "+ unknown").
    for (const VariantEvaluation *v : {m_winner, m_other})
        if (!v->cost.powerComplete() || !v->cost.priceComplete())
            text += QLatin1Char(' ') +
                    tr("%1's TCO is a lower bound: parts of its bill have no power or price "
                       "figure (chapter \"%2\").")
                        .arg(variantName(v->kind), tr("Bills of materials"));
    return text;
}

// The GPU time the winner gains on the runner-up over the years the performance criterion
// counts (its value a year, times the depreciation years or the growth plan's GPU-years);
// nullopt without those figures.
std::optional<double> Summary::gpuTimeGainEur() const
{
    const QString perf = QStringLiteral("performance");
    const std::optional<double> valueW =
        variantFigure(m_ev, perf, m_winner->kind, QStringLiteral("_value_eur_per_year"));
    const std::optional<double> valueO =
        variantFigure(m_ev, perf, m_other->kind, QStringLiteral("_value_eur_per_year"));
    const std::optional<double> years =
        criterionFigure(m_ev, perf, QStringLiteral("years_counted"));
    if (!valueW || !valueO || !years || !(*years > 0.0))
        return std::nullopt;
    return (*valueW - *valueO) * *years;
}

// The two money criteria together over the span the score compares them on (network TCO
// and GPU time): the reader sees whether the winner also wins on money, or on the other
// criteria (review: Ethernet/RoCE saved EUR 5.52 million of TCO and lost EUR 6.74 million
// of GPU time, which page 1 did not add up).
QString Summary::moneyAlone() const
{
    const std::optional<double> gpuTime = gpuTimeGainEur();
    if (!gpuTime)
        return {};
    const GrowthPlan &pw = m_winner->growthPlan;
    const GrowthPlan &po = m_other->growthPlan;
    const bool plan = pw.hasTargets && po.hasTargets && po.tcoEur > 0.0;
    const double tcoGain =
        plan ? po.tcoEur - pw.tcoEur : m_other->cost.tcoEur - m_winner->cost.tcoEur;
    const double net = tcoGain + *gpuTime;
    // Said when the winner is behind on money: it is recommended for something else
    // (when it is ahead, the sentences before already say so, and page 1 has no room).
    if (net > -0.5)
        return {};
    return tr("On money alone (TCO and GPU time) %1 is %2 ahead; %3 wins on the other "
              "criteria.")
        .arg(variantName(m_other->kind), money(-net), variantName(m_winner->kind));
}

// The GPU time and the network TCO over the one span the score compares them on (the
// growth plan, else the depreciation period): a reader must not weigh a yearly amount
// against a five-year one.
QString Summary::sameSpan() const
{
    const QString perf = QStringLiteral("performance");
    const std::optional<double> gain = gpuTimeGainEur();
    const std::optional<double> hourCost =
        criterionFigure(m_ev, perf, QStringLiteral("gpu_hour_cost_eur"));
    if (!gain || !hourCost || !(*hourCost > 0.0) || std::abs(*gain) < 0.5)
        return {};
    const QString gpuTime = money(std::abs(*gain));
    if (criterionFigure(m_ev, perf, QStringLiteral("growth_plan_gpu_years")))
        return tr("Along the growth plan (the span of the score and the TCO): %1 of GPU time.")
            .arg(gpuTime);
    return tr("Over the %1 years of the TCO: %2 of GPU time.")
        .arg(QString::number(m_project.organisation.depreciationYears), gpuTime);
}

// The performance side: the step time of both and its value in GPU time per year
// (the difference of the performance criterion's value figures). "In return" and "in
// exchange" only where the step weighs against the money (`cheaper`: the winner's TCO
// is the lower); a winner cheaper and faster gets "besides", dearer and slower "also"
// (review: "costs EUR 6.30 million less ... In return the step is 3.2 % shorter").
QString Summary::whatItBuys(bool cheaper) const
{
    const VariantEvaluation &w = *m_winner;
    const VariantEvaluation &o = *m_other;
    const QString perf = QStringLiteral("performance");
    const std::optional<double> valueW =
        variantFigure(m_ev, perf, w.kind, QStringLiteral("_value_eur_per_year"));
    const std::optional<double> valueO =
        variantFigure(m_ev, perf, o.kind, QStringLiteral("_value_eur_per_year"));
    const std::optional<double> hourCost =
        criterionFigure(m_ev, perf, QStringLiteral("gpu_hour_cost_eur"));
    const bool worth = valueW && valueO && hourCost && *hourCost > 0.0;
    const QString value = worth ? money(std::abs(*valueW - *valueO)) : QString();
    if (w.stepTime.modelled && o.stepTime.modelled && o.stepTime.stepSeconds > 0.0) {
        const double sw = w.stepTime.stepSeconds;
        const double so = o.stepTime.stepSeconds;
        const QString change = percentText(std::abs(so - sw) / so);
        const QString a = formatNumber(sw, 2) + QStringLiteral(" s");
        const QString b = formatNumber(so, 2) + QStringLiteral(" s");
        if (std::abs(so - sw) < 0.0005 * so)
            return tr("A training step takes the same time (%1) on both.").arg(a);
        if (sw < so && cheaper)
            return worth ? tr("Besides, a training step takes %1 instead of %2 (%3 shorter), "
                              "worth %4 a year in GPU time.")
                               .arg(a, b, change, value)
                         : tr("Besides, a training step takes %1 instead of %2 (%3 shorter).")
                               .arg(a, b, change);
        if (sw < so)
            return worth ? tr("In return a training step takes %1 instead of %2 (%3 shorter), "
                              "worth %4 a year in GPU time.")
                               .arg(a, b, change, value)
                         : tr("In return a training step takes %1 instead of %2 (%3 shorter).")
                               .arg(a, b, change);
        if (!cheaper)
            return worth ? tr("Also, a training step takes %1 instead of %2 (%3 longer), "
                              "which costs %4 a year in GPU time.")
                               .arg(a, b, change, value)
                         : tr("Also, a training step takes %1 instead of %2 (%3 longer).")
                               .arg(a, b, change);
        return worth ? tr("In exchange a training step takes %1 instead of %2 (%3 longer), "
                          "which costs %4 a year in GPU time.")
                           .arg(a, b, change, value)
                     : tr("In exchange a training step takes %1 instead of %2 (%3 longer).")
                           .arg(a, b, change);
    }
    const std::optional<double> rw =
        variantFigure(m_ev, perf, w.kind, QStringLiteral("_step_time_ratio"));
    const std::optional<double> ro =
        variantFigure(m_ev, perf, o.kind, QStringLiteral("_step_time_ratio"));
    if (!rw || !ro || !(*ro > 0.0))
        return {};
    const QString change = percentText(std::abs(*ro - *rw) / *ro);
    if (*rw <= *ro && cheaper)
        return worth ? tr("Besides, the training step is an estimated %1 shorter, worth %2 a year "
                          "in GPU time.")
                           .arg(change, value)
                     : tr("Besides, the training step is an estimated %1 shorter.").arg(change);
    if (*rw <= *ro)
        return worth ? tr("In return the training step is an estimated %1 shorter, worth %2 a year "
                          "in GPU time.")
                           .arg(change, value)
                     : tr("In return the training step is an estimated %1 shorter.").arg(change);
    if (!cheaper)
        return worth ? tr("Also, the training step is an estimated %1 longer, which costs %2 a "
                          "year in GPU time.")
                           .arg(change, value)
                     : tr("Also, the training step is an estimated %1 longer.").arg(change);
    return worth ? tr("In exchange the training step is an estimated %1 longer, which costs %2 a "
                      "year in GPU time.")
                       .arg(change, value)
                 : tr("In exchange the training step is an estimated %1 longer.").arg(change);
}

QString Summary::signedPoints(double points)
{
    return points >= 0.0 ? tr("+%1 points").arg(formatNumber(points, 2))
                         : tr("\u2212%1 points").arg(formatNumber(-points, 2));
}

QString Summary::reasonText(const CriterionScore &c, double points) const
{
    const VariantKind w = m_winner->kind;
    const VariantKind o = m_other->kind;
    const QString other = variantName(o);
    // A criterion against the winner (the offset line of reasons()) has negative points.
    const QString gain = signedPoints(points);
    auto fig = [&](VariantKind k, const char *suffix) {
        return variantFigure(m_ev, c.id, k, QString::fromLatin1(suffix));
    };
    if (c.id == QLatin1String("performance")) {
        if (m_winner->stepTime.modelled && m_other->stepTime.modelled)
            return tr("Performance: a training step of %1 against %2 on %3 (%4).")
                .arg(formatNumber(m_winner->stepTime.stepSeconds, 2) + QStringLiteral(" s"),
                     formatNumber(m_other->stepTime.stepSeconds, 2) + QStringLiteral(" s"), other,
                     gain);
        const auto a = fig(w, "_step_time_ratio");
        const auto b = fig(o, "_step_time_ratio");
        if (a && b && *b > 0.0 && *a <= *b)
            return tr("Performance: a training step an estimated %1 shorter than on %2 (%3).")
                .arg(percentText((*b - *a) / *b), other, gain);
        if (a && b && *b > 0.0) // the offset line: the winner's step is the longer one
            return tr("Performance: a training step an estimated %1 longer than on %2 (%3).")
                .arg(percentText((*a - *b) / *b), other, gain);
        return tr("Performance: the shorter estimated training step (%1).").arg(gain);
    }
    if (c.id == QLatin1String("tco")) {
        const auto a = fig(w, "_tco_eur");
        const auto b = fig(o, "_tco_eur");
        // The basis said (PDF review #3): the growth plan's when it has targets.
        if (a && b && m_winner->growthPlan.hasTargets)
            return tr("Cost: a network TCO along the growth plan of %1 against %2 on %3 (%4).")
                .arg(money(*a), money(*b), other, gain);
        if (a && b)
            return tr("Cost: a network TCO over %1 years of %2 against %3 on %4 (%5).")
                .arg(QString::number(m_project.organisation.depreciationYears), money(*a),
                     money(*b), other, gain);
    }
    if (c.id == QLatin1String("complexity")) {
        const auto a = fig(w, "_complexity");
        const auto b = fig(o, "_complexity");
        if (a && b)
            return tr("Operations: a management complexity of %1 against %2 out of 100 on %3 "
                      "(%4).")
                .arg(formatNumber(*a, comparison::kComplexityDecimals),
                     formatNumber(*b, comparison::kComplexityDecimals), other, gain);
    }
    if (c.id == QLatin1String("integration")) {
        const auto a = fig(w, "_ethernet_fabric_share");
        const auto b = fig(o, "_ethernet_fabric_share");
        if (a && b)
            return tr("Integration: %1 of its fabrics on the Ethernet the data centre already "
                      "runs, against %2 on %3 (%4).")
                .arg(percentText(*a, 0), percentText(*b, 0), other, gain);
    }
    if (c.id == QLatin1String("vendor-diversity")) {
        const auto a = fig(w, "_vendor_choice");
        const auto b = fig(o, "_vendor_choice");
        if (a && b)
            return tr("Suppliers: the number of switch vendors to choose from is %1, against %2 "
                      "on %3 (%4).")
                .arg(formatNumber(*a, 0), formatNumber(*b, 0), other, gain);
    }
    if (c.id == QLatin1String("risk")) {
        const auto a = fig(w, "_bandwidth_at_stake");
        const auto b = fig(o, "_bandwidth_at_stake");
        if (a && b && *a <= 0.0)
            return tr("Risk: no RoCE tuning to get right, against %1 of the bandwidth at stake "
                      "on %2 if its tuning falls short (%3).")
                .arg(percentText(*b, comparison::kBandwidthAtStakeDecimals), other, gain);
        if (a && b)
            return tr("Risk: %1 of the bandwidth at stake if the RoCE tuning falls short, "
                      "against %2 on %3 (%4).")
                .arg(percentText(*a, comparison::kBandwidthAtStakeDecimals),
                     percentText(*b, comparison::kBandwidthAtStakeDecimals), other, gain);
    }
    return tr("%1 (%2).").arg(comparison::criterionName(c.id), gain);
}

// The criterion that takes most off the lead, as its reason line seen from the winner:
// "Partly offset by cost: a network TCO of ... (-0.79 points)."
QString Summary::offsetText(const CriterionScore &c, double points) const
{
    QString text = reasonText(c, points);
    if (!text.isEmpty())
        text[0] = text[0].toLower();
    return tr("Partly offset by %1").arg(text);
}

// The criteria that add most to the recommended variant's lead over the runner-up:
// weight x (its points - the runner-up's points) / the sum of the weights, as in the
// weighted total of the scoring (docs/DESIGN.md section 5). When criteria count against
// it, the last line is the one that takes most off the lead ("Partly offset by ..."), so
// a reader sees why the lead is smaller than the reasons' points: two reasons and the
// offset, or up to three reasons.
std::vector<QString> Summary::reasons() const
{
    std::vector<QString> out;
    const Scoring &s = m_rec.scoring;
    if (!m_winner || !m_other)
        return out;
    std::size_t iw = s.candidates.size();
    std::size_t io = s.candidates.size();
    for (std::size_t i = 0; i < s.candidates.size(); ++i) {
        if (s.candidates[i] == m_winner->kind)
            iw = i;
        if (s.candidates[i] == m_other->kind)
            io = i;
    }
    double weights = 0.0;
    for (const CriterionScore &c : s.criteria)
        weights += c.weight;
    if (iw == s.candidates.size() || io == s.candidates.size() || !(weights > 0.0))
        return out;
    std::vector<std::pair<double, const CriterionScore *>> gains;
    for (const CriterionScore &c : s.criteria) {
        if (iw < c.points.size() && io < c.points.size())
            gains.emplace_back(c.weight * (c.points[iw] - c.points[io]) / weights, &c);
    }
    std::stable_sort(gains.begin(), gains.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    const bool offset = !gains.empty() && gains.back().first <= -0.005;
    const std::size_t reasons = offset ? 2 : 3;
    // What the lines leave out: the lead as the heading prints it less the lines' points
    // as printed, so that the lines add up to that lead (board review 12: +0.50 + 0.43 -
    // 0.74 - 0.19 = 0.00 under "0.01 points ahead"; earlier, "+0.13" against the table's
    // +0.12 + 0.20 - 0.20).
    const auto printed = [](double points) { return std::round(points * 100.0) / 100.0; };
    double rest = s.printedMargin(m_winner->kind);
    for (const auto &g : gains) {
        if (out.size() == reasons || g.first < 0.005)
            break;
        out.push_back(reasonText(*g.second, g.first));
        rest -= printed(g.first);
    }
    if (offset && !out.empty()) {
        out.push_back(offsetText(*gains.back().second, gains.back().first));
        rest -= printed(gains.back().first);
    }
    // On the last line, not a line of its own: page 1 has no room to spare.
    if (!out.empty() && std::abs(rest) >= 0.005)
        out.back() +=
            QLatin1Char(' ') + tr("The other criteria together: %1.").arg(signedPoints(rest));
    return out;
}

// The recommended design's room to grow: a growth target that needs another tier (its
// re-cabling is in the TCO along the plan, but a board should see it), or, without
// targets, a design whose tiers are full.
QString Summary::growthRisk(const VariantEvaluation &w) const
{
    const GrowthResult &g = w.growth;
    for (const GrowthTarget &t : g.targets)
        if (t.gpus > g.currentGpus && t.tiers > g.currentTiers)
            return tr("Growth: the %1-year target of %2 GPUs needs %3 tiers instead of %4, "
                      "with a new switch tier and re-cabling; the TCO along the growth plan "
                      "counts them.")
                .arg(QString::number(t.years), formatInteger(t.gpus), QString::number(t.tiers),
                     QString::number(g.currentTiers));
    if (!g.targets.empty() || g.maxGpusSameTiers <= 0 || g.maxGpusSameTiers > g.currentGpus)
        return {};
    // Which design is full (board review: "the design" read as the one drawn, which had
    // room), and the room the drawn one has when it has more.
    const VariantEvaluation *drawn = variantOf(m_ev, VariantKind::AsDrawn);
    if (drawn && !sameDesign(drawn, &w) && drawn->growth.maxGpusSameTiers > g.maxGpusSameTiers)
        return tr("Growth: the %1 design compared is full; more than %2 GPUs need another "
                  "switch tier and re-cabling (as drawn: up to %3 GPUs).")
            .arg(variantName(w.kind), formatInteger(g.maxGpusSameTiers),
                 formatInteger(drawn->growth.maxGpusSameTiers));
    return tr("Growth: the %1 design is full; more than %2 GPUs need another switch tier and "
              "re-cabling.")
        .arg(variantName(w.kind), formatInteger(g.maxGpusSameTiers));
}

std::vector<QString> Summary::risks() const
{
    std::vector<QString> out;
    if (!m_winner)
        return out;
    const VariantEvaluation &w = *m_winner;
    // A single point of failure the requirements box does not already name.
    const FailureImpact &f = w.resilience.worstSwitchFailure;
    const bool surviveRequired = m_project.organisation.surviveSingleSwitchFailure;
    if (!surviveRequired && !f.jobSurvives && f.gpusCutOff > 0) {
        const Switch *sw = w.project.switchById(f.subject);
        const QString name = sw ? sw->name : tr("a leaf");
        // A second plane alone does not help single-port NICs (a 256-GPU design on two
        // planes still lost 128 GPUs while this said "a second plane prevents this").
        const Fabric *compute = w.project.computeFabric();
        const int planes = compute ? w.project.planesOf(compute->id) : 1;
        const bool twoPlanes = planes > 1;
        // What it costs, when the availability chapter has the figure.
        const DualPlaneOption *d = m_twoPlanes ? m_twoPlanes->of(w.kind) : nullptr;
        const bool priced = d && d->available && d->capexComplete && w.cost.priceComplete() &&
                            w.cost.capexEur > 0.0;
        const double extra = priced ? d->capexEur - w.cost.capexEur : 0.0;
        // The cause, then what prevents it and at what cost (one sentence per case, so
        // that each reads whole in every language).
        // How often it happens (analysis_resilience: links x the rate per link and year),
        // when the rate is known and the GPU time valued.
        const ResilienceResult &r = w.resilience;
        QString risk =
            r.interruptionsKnown && r.interruptionsPerYear > 0.0 && r.interruptionEurPerYear > 0.0
                ? tr("Availability: the failure of one switch (at worst %1) cuts off %2 GPUs and "
                     "stops a job that spans the cluster; switch and link failures stop it about "
                     "%3 times a year (%4 of GPU time a year).")
                      .arg(name, formatInteger(f.gpusCutOff), num(r.interruptionsPerYear, 0),
                           money(r.interruptionEurPerYear))
                : tr("Availability: the failure of one switch (at worst %1) cuts off %2 "
                     "GPUs and stops a job that spans the cluster.")
                      .arg(name, formatInteger(f.gpusCutOff));
        if (twoPlanes)
            risk += QLatin1Char(' ') + tr("The design's %1 planes split each node's NICs "
                                          "between them (one port per NIC): they add capacity, "
                                          "not redundancy.")
                                           .arg(planes);
        const QString remedy = twoPlanes ? tr("NICs with a port on each plane")
                                         : tr("Two network planes with a NIC port per GPU on each");
        QString cost;
        if (!priced)
            cost =
                tr("%1 prevent this if NCCL's port failover works; the availability chapter gives "
                   "their cost.")
                    .arg(remedy);
        else if (extra < 0.0) // cheaper and redundant: say so, as a step to take
            cost = tr("%1 prevent this if NCCL's port failover works, and even lower the network "
                      "capital cost, by %2 (%3): "
                      "evaluate that design before ordering (the availability chapter).")
                       .arg(remedy, money(-extra), percentText(-extra / w.cost.capexEur));
        else // the rise in words, not a sign that a line break parts from the amount
            cost = tr("%1 prevent this if NCCL's port failover works, at %2 (%3) more network "
                      "capital cost.")
                       .arg(remedy, money(extra), percentText(extra / w.cost.capexEur));
        risk += QLatin1Char(' ') + cost;
        out.push_back(risk);
    }
    // Survival that rests on port failover (board review 12: the requirement was met "if
    // NCCL's port failover works", and no risk said what happens if it does not).
    const ResilienceResult &res = w.resilience;
    if (res.survivalNeedsFailover && res.interruptionsWithoutFailoverPerYear > 0.0)
        out.push_back(tr("Port failover: a job survives a switch failure only if NCCL moves the "
                         "failed port's traffic to the other port (NCCL 2.29.7 and later, off by "
                         "default); without it, failures stop a job about %1 times a year.")
                          .arg(num(res.interruptionsWithoutFailoverPerYear, 0)));
    // (The redesign box above says when the recommended design is full.)
    if (QString growth = growthRisk(w);
        !growth.isEmpty() && !(fullerThanDrawn() && !notAsDrawn().isEmpty()))
        out.push_back(growth);
    // The supplier or technology risk of the recommended compute fabric.
    const Fabric *compute = w.project.computeFabric();
    if (compute && compute->technology == Technology::InfiniBand) {
        const auto vendors = criterionFigure(m_ev, QStringLiteral("vendor-diversity"),
                                             QStringLiteral("infiniband_switch_vendors"));
        if (vendors && *vendors < 1.5)
            out.push_back(tr("Supplier dependence: InfiniBand switches come from one vendor "
                             "(NVIDIA), so prices, lead times and the product roadmap depend "
                             "on it."));
    } else if (compute) {
        const auto stake = variantFigure(m_ev, QStringLiteral("risk"), w.kind,
                                         QStringLiteral("_bandwidth_at_stake"));
        // The criterion counts the loss times the team's skill gap; the risk register gives
        // the loss itself, so page 1 gives both (review: "19.5 %" here, "39 %" there).
        const auto gap =
            criterionFigure(m_ev, QStringLiteral("risk"), QStringLiteral("roce_skill_gap"));
        if (stake && *stake > 0.0 && gap && *gap > 0.0 && *gap < 1.0)
            out.push_back(
                tr("RoCE tuning: lossless settings (PFC, ECN, congestion control) that are not "
                   "tuned and kept consistent lose up to %1 of the modelled bandwidth (%2 "
                   "counted, given the team's RoCE experience).")
                    .arg(percentText(*stake / *gap, comparison::kBandwidthAtStakeDecimals),
                         percentText(*stake, comparison::kBandwidthAtStakeDecimals)));
        else if (stake && *stake > 0.0)
            out.push_back(tr("RoCE tuning: if the lossless configuration (PFC, ECN, congestion "
                             "control) is not tuned and kept consistent, %1 of the modelled "
                             "bandwidth is at stake.")
                              .arg(percentText(*stake, comparison::kBandwidthAtStakeDecimals)));
    }
    if (!w.collectives.calibrated)
        out.push_back(tr("Performance is modelled, not measured: the step times and bandwidths "
                         "are estimates from a network model until a proof of concept "
                         "confirms them."));
    out.push_back(tr("Prices are catalogue estimates, not quotes: the cost difference can move "
                     "once suppliers quote."));
    return out; // four steps when a requirement must be resolved first: the gate stays
}

std::vector<QString> Summary::nextSteps() const
{
    std::vector<QString> out;
    const QString winner = variantName(m_rec.variant);
    const RequirementCheck *failed = failedCheck(m_rec.variant);
    const DualPlaneOption *planes = twoPlanesOf(m_winner);
    if (failed && failed->id == QLatin1String("survive-switch-failure") && planes)
        out.push_back(tr("Resolve the unmet requirement: add the second network plane to the "
                         "design of %1 (network capital cost %2 instead of %3) and compare the "
                         "options again on two planes, or waive the requirement explicitly.")
                          .arg(winner, money(planes->capexEur), money(m_winner->cost.capexEur)));
    else if (failed)
        out.push_back(tr("Resolve the unmet requirement: have the change (for example a second "
                         "network plane) designed and costed, or waive the requirement "
                         "explicitly."));
    QString quotes =
        m_other ? tr("Request quotes for %1 and, for comparison, %2 from at least two suppliers, "
                     "and compare again with the quoted prices.")
                      .arg(winner, variantName(m_other->kind))
                : tr("Request quotes for %1 from at least two suppliers, and compare again "
                     "with the quoted prices.")
                      .arg(winner);
    if (const QString derived = derivedPriceNote(); !derived.isEmpty())
        quotes += QLatin1Char(' ') + derived;
    out.push_back(quotes);
    QString poc = tr("Run a proof of concept of %1 with nccl-tests (all-reduce and all-to-all), "
                     "on two nodes and then on one scalable unit, and compare the results with "
                     "the model.")
                      .arg(winner);
    if (m_winner) {
        if (const CollectivePoint *p =
                comparison::findPoint(*m_winner, CollectiveOp::AllReduce, kGiB)) {
            poc = tr("Run a proof of concept of %1 with nccl-tests on two nodes, then on one "
                     "scalable unit, and compare its bus bandwidth with the model's (for the "
                     "whole cluster %2 GB/s at an all-reduce of 1 GiB).")
                      .arg(winner, formatNumber(p->busbwGbytePerS, 0));
        }
    }
    if (m_winner && m_winner->resilience.survivalNeedsFailover)
        poc += QLatin1Char(' ') + tr("Pull a cable and switch a leaf off during the test: it "
                                     "must go on (NCCL's port failover).");
    out.push_back(poc);
    if (m_winner) {
        QString gate = tr("Decision gate: approve a network capital budget of %1 now (%2 with "
                          "optics, cables and spares) once the quotes and the proof of concept "
                          "confirm this advice.")
                           .arg(money(m_winner->cost.capexEur), budgetScope(m_winner->project));
        if (const QString path = capexPath(); !path.isEmpty())
            gate += QLatin1Char(' ') + path;
        out.push_back(gate);
    }
    if (out.size() > 3)
        out.resize(3);
    return out;
}

// What the budget covers: the fabrics of the design, in words.
QString Summary::budgetScope(const Project &design)
{
    std::set<FabricPurpose> purposes;
    for (const Fabric &f : design.fabrics)
        purposes.insert(f.purpose);
    const bool all = purposes.count(FabricPurpose::Storage) &&
                     purposes.count(FabricPurpose::FrontEnd) &&
                     purposes.count(FabricPurpose::Management);
    if (all)
        return tr("the compute, storage, front-end and management networks");
    if (purposes.size() <= 1)
        return tr("the compute fabric alone");
    return tr("the networks in the design");
}

ExecutiveSummary Summary::build()
{
    add(Paragraph::Style::Subheading, tr("Decision asked"));
    add(Paragraph::Style::Body, decisionAsked());
    if (!m_ev.recommends()) {
        add(Paragraph::Style::Lead, recommendationSentence(m_ev));
        for (const Explanation &e : m_ev.refusals)
            add(Paragraph::Style::Bullet, e.text);
    } else {
        requirementsBox();
        add(Paragraph::Style::Lead, recommendationSentence(m_ev));
        if (const QString d = notAsDrawn(); !d.isEmpty())
            add(Paragraph::Style::Box, d);
        // A narrow lead is said first, then what would undo it.
        QStringList lead{narrowLeadText(), conditions()};
        lead.removeAll(QString());
        if (!lead.isEmpty())
            add(Paragraph::Style::Body, lead.join(QLatin1Char(' ')));
        if (const QString t = tradeOff(); !t.isEmpty()) {
            add(Paragraph::Style::Subheading, tr("The trade-off"));
            add(Paragraph::Style::Body, t);
        }
        if (const QString r = requirementsLine(); !r.isEmpty())
            add(Paragraph::Style::Body, r);
        if (const std::vector<QString> rs = reasons(); !rs.empty()) {
            // What "points" are, for a reader who stops after page 1: the reasons' points
            // add up to the lead on the weighted score.
            add(Paragraph::Style::Subheading,
                tr("Why %1 (%2 points ahead on a weighted score of 0-10)")
                    .arg(variantName(m_rec.variant),
                         formatNumber(m_rec.scoring.printedMargin(m_rec.variant), 2)));
            for (const QString &r : rs)
                add(Paragraph::Style::Bullet, r);
        }
        add(Paragraph::Style::Subheading, tr("Main risks"));
        for (const QString &r : risks())
            add(Paragraph::Style::Bullet, r);
        add(Paragraph::Style::Subheading, tr("Next steps"));
        int n = 0;
        for (const QString &s : nextSteps())
            add(Paragraph::Style::Bullet, s, QStringLiteral("%1.").arg(++n));
    }
    // Document control: the fields a reviewer fills in; no program name as the author.
    // (The date and the organisation are in the title block.)
    m_out.documentControl = {{tr("Version"), QStringLiteral("0.1")},
                             {tr("Author"), m_project.info.author},
                             {tr("Status"), tr("Draft for review")},
                             {tr("Reviewer"), QString()},
                             {tr("Confidentiality"), tr("Confidential, internal use")},
                             {tr("Approved by"), QString()}};
    int year = 0;
    for (const VariantEvaluation &v : m_ev.variants)
        year = std::max(year, v.cost.priceYear);
    m_out.priceBasis = priceBasisSentence(m_currency, year);
    m_out.sourcesNote = tr("The sources are listed under \"Assumptions and sources\".");
    return m_out;
}

} // namespace

QString recommendationSentence(const Evaluation &evaluation)
{
    if (!evaluation.recommends())
        return QCoreApplication::translate(
            "fp::Report", "No recommendation: the design breaks a rule of the "
                          "model or a figure is not a finite number of at least 0.");
    const Recommendation &rec = evaluation.recommendation;
    const bool fails = std::any_of(
        rec.requirements.begin(), rec.requirements.end(),
        [&rec](const VariantRequirements &r) { return r.variant == rec.variant && r.failed(); });
    if (fails)
        return QCoreApplication::translate(
                   "fp::Report", "Recommendation: %1, once the unmet requirement is resolved")
            .arg(variantName(rec.variant));
    // A narrow lead (Scoring::narrowLead): the lead line says so before the conditions
    // (the lead itself is in the heading of the reasons).
    if (rec.scoring.narrowLead(rec.variant))
        return QCoreApplication::translate("fp::Report", "Recommendation: %1, by a narrow margin")
            .arg(variantName(rec.variant));
    return QCoreApplication::translate("fp::Report", "Recommendation: %1")
        .arg(variantName(rec.variant));
}

QString requirementLabel(const QString &id)
{
    if (id == QLatin1String("survive-switch-failure"))
        return QCoreApplication::translate("fp::Report",
                                           "A job survives any single switch failure");
    if (id == QLatin1String("network-capex-budget"))
        return QCoreApplication::translate("fp::Report", "Network capital cost within the budget");
    if (id == QLatin1String("min-job-busbw"))
        return QCoreApplication::translate("fp::Report",
                                           "Minimum all-reduce bus bandwidth of a job");
    return id;
}

QString moneyShort(double amount, const QString &currency, int decimals)
{
    if (decimals < 0 && std::abs(amount) < 1e6)
        return formatMoney(amount, currency);
    const double millions = amount / 1e6;
    const QString number = formatNumber(millions, decimals >= 0               ? decimals
                                                  : std::abs(millions) < 10.0 ? 2
                                                                              : 1);
    if (currentLanguage() == QLatin1String("nl") && currency == QLatin1String("EUR"))
        return QStringLiteral("€ %1 mln").arg(number);
    return QCoreApplication::translate("fp::Report", "%1 %2 million").arg(currency, number);
}

ExecutiveSummary executiveSummary(const Project &project, const Evaluation &evaluation,
                                  const TwoPlaneOptions *twoPlanes, const Catalog *catalog)
{
    return Summary(project, evaluation, twoPlanes, catalog).build();
}

} // namespace fp::report
