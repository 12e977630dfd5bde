// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportcontent.h"

#include "report/bodychapters.h"
#include "report/comparison.h"
#include "report/executivesummary.h"

#include "analysis/analysis_collectives.h"
#include "analysis/analysis_cost.h"
#include "analysis/wording.h"
#include "exchange/cablingplan.h"
#include "model/labels.h"
#include "model/sourcenotes.h"
#include "render/designrenderer.h"
#include "text/i18n.h"
#include "topology/clusterfabrics.h"
#include "topology/generator.h"
#include "topology/summary.h"
#include "version.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

namespace fp {

bool reportPageSizeFromKey(const QString &key, ReportOptions::PageSize *out)
{
    const QString k = key.trimmed().toLower();
    if (k == QLatin1String("a4")) {
        *out = ReportOptions::PageSize::A4;
        return true;
    }
    if (k == QLatin1String("letter")) {
        *out = ReportOptions::PageSize::Letter;
        return true;
    }
    return false;
}

// US Letter is the usual paper in the United States and Canada, and in Mexico, the
// Philippines and most of Central America and the north of South America; ISO 216 (A4)
// everywhere else (ISO 216 and "Letter (paper size)": the countries that have not
// adopted A4). An unknown territory gets A4.
ReportOptions::PageSize pageSizeForTerritory(QLocale::Territory territory)
{
    static const QLocale::Territory letter[] = {QLocale::UnitedStates,
                                                QLocale::Canada,
                                                QLocale::Mexico,
                                                QLocale::PuertoRico,
                                                QLocale::Philippines,
                                                QLocale::Chile,
                                                QLocale::Colombia,
                                                QLocale::Venezuela,
                                                QLocale::CostaRica,
                                                QLocale::Guatemala,
                                                QLocale::DominicanRepublic,
                                                QLocale::Panama,
                                                QLocale::ElSalvador,
                                                QLocale::Nicaragua};
    for (QLocale::Territory t : letter)
        if (t == territory)
            return ReportOptions::PageSize::Letter;
    return ReportOptions::PageSize::A4;
}

namespace report {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * kMiB;

// The colour of a variant in every chart (comparison.h).
QColor variantColor(VariantKind k)
{
    return comparison::variantColor(k);
}

int markerShapeOf(VariantKind k)
{
    switch (k) {
    case VariantKind::AsDrawn:
        return 3;
    case VariantKind::InfiniBand:
        return 0;
    case VariantKind::Ethernet:
        return 1;
    case VariantKind::Hybrid:
        return 2;
    case VariantKind::HybridPerUnit:
        return 4;
    }
    return 0;
}

using comparison::clusterGpus;
using comparison::currencyOf;

bool collectiveOpFromKey(const QString &key, CollectiveOp *out)
{
    for (CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::AllGather,
                            CollectiveOp::ReduceScatter, CollectiveOp::AllToAll}) {
        if (collectiveKey(op) == key) {
            *out = op;
            return true;
        }
    }
    return false;
}

// Builds the report. A class only so that lupdate files every text under the one
// context "fp::Report" (Q_DECLARE_TR_FUNCTIONS).
// A source note as the assumptions table prints it (FigureTexts::sourceNote below).
QString printedSourceNote(SourceTag tag, const QString &note);
QString checklistSource(const QString &source);

class Builder
{
    Q_DECLARE_TR_FUNCTIONS(fp::Report)

public:
    Builder(const Project &project, const Catalog &catalog, const Evaluation &evaluation,
            const ReportOptions &options)
        : m_project(project)
        , m_catalog(catalog)
        , m_ev(evaluation)
        , m_options(options)
    {
        const ProjectSummary s = summarize(project, catalog);
        m_gpus = s.gpus;
        m_nodes = s.nodes;
        m_summary = s;
    }

    ReportContent build();

private:
    // Formatting helpers.
    static QString money(double v, const QString &currency) { return formatMoney(v, currency); }
    static QString percent(double fraction, int decimals = 0)
    {
        return formatNumber(fraction * 100.0, decimals) + QStringLiteral(" %");
    }
    static QString yesNo(bool b) { return b ? tr("yes") : tr("no"); }
    QString variantHeader(const VariantEvaluation &v) const
    {
        if (m_ev.recommends() && v.kind == m_ev.recommendation.variant)
            return variantName(v.kind) + QLatin1Char('\n') + tr("(recommended)");
        return variantName(v.kind);
    }
    // "Recommendation: InfiniBand", or that there is none (Evaluation::refusals): the
    // words of page 1 (executivesummary.h), one wording for the cover and the summary.
    QString recommendationLine() const { return recommendationSentence(m_ev); }
    QStringList variantHeaderRow(const QString &first) const
    {
        QStringList row{first};
        for (const VariantEvaluation &v : m_ev.variants)
            row << variantHeader(v);
        return row;
    }
    QString partName(const QString &id) const;
    QString assumptionPercent(const char *id) const;
    static QStringList mergeIdenticalColumns(Table &t);

    // Bullet lists per variant under a subheading each; variants whose lists are the
    // same (the design as drawn is often one of the others) share one.
    static bool targetInTable(const VariantEvaluation &v, const QString &id);
    static void addGroupedBullets(Section *s,
                                  const std::vector<std::pair<VariantKind, QStringList>> &lists);
    // A table with the variants as columns holding the comparison rows (comparison.h)
    // of `keys` (empty: every row); without rows when `withRows` is false.
    Table comparisonTable(const QStringList &keys = {}, bool withRows = true) const;
    void addVariantRow(Table *t, const QString &label,
                       const std::function<QString(const VariantEvaluation &)> &value) const;
    void addFailureRows(Table *t) const;
    void addGrowthRows(Table *t) const;
    void addGrowthTargetRows(Table *t) const;
    QString scopeSentence() const;
    Section summarySection() const;
    void addRequirementsTable(Section *s) const;
    static QString metText(const RequirementCheck &c);
    Section designSection() const;
    QString nodeTypeSentence(const NodeTypeSpec &nt, long long count) const;
    void addRecommendedSchematic(Section &s) const;
    Section comparisonSection() const;
    Section chartsSection() const;
    // The variants grouped by bill of materials: variants whose bills are the same,
    // line for line (analysis_cost.h sameBill), share one group, in comparison order.
    std::vector<std::vector<const VariantEvaluation *>> billGroups() const;
    static QString groupNames(const std::vector<const VariantEvaluation *> &group);
    int latestPriceYear() const;
    std::vector<Section> bomSections() const;
    QString categoryAmount(const VariantEvaluation &v, const QString &category) const;
    Table billSummaryTable(const std::vector<std::vector<const VariantEvaluation *>> &groups) const;
    void
    addRunningCostRows(Table &t,
                       const std::vector<std::vector<const VariantEvaluation *>> &groups) const;
    std::optional<Paragraph>
    incompleteBillNote(const std::vector<const VariantEvaluation *> &group) const;
    Section procurementSection() const;
    void addRackTable(Section &s, const VariantEvaluation &v, const QString &names) const;
    static void addLicencesToQuote(Section &s, const CostResult &cost);
    static void addGrowthPlanTables(Section &s, const std::vector<QStringList> &rows);
    Section cablingSection() const;
    Section complexitySection() const;
    Section roceSection() const;
    Section resilienceGrowthSection() const;
    void addCableLengthRows(Table *t) const;
    Section growthPlanSection() const;
    Section sensitivitySection() const;
    Section assumptionsSection() const;
    Section glossarySection() const;
    Paragraph performanceModelBox() const;
    QString derivedEthernetPrices() const;
    Table allReduceTimeTable() const;
    Section measurementsSection() const;
    chart::LineChart busbwChart(CollectiveOp op, const QString &title) const;
    Chart busbwChartBlock(CollectiveOp op, const QString &title, QString caption) const;

    const Project &m_project;
    const Catalog &m_catalog;
    const Evaluation &m_ev;
    const ReportOptions &m_options;
    ProjectSummary m_summary;
    long long m_gpus = 0;
    long long m_nodes = 0;
};

QString Builder::partName(const QString &id) const
{
    return bomPartName(m_catalog, id);
}

void Builder::addGroupedBullets(Section *s,
                                const std::vector<std::pair<VariantKind, QStringList>> &lists)
{
    std::vector<std::pair<QStringList, QStringList>> groups; // (variant names, texts)
    for (const auto &list : lists) {
        // Named references, not a structured binding: clang 14 cannot capture one in
        // the lambda below (a C++20 feature it lacks).
        const VariantKind kind = list.first;
        const QStringList &texts = list.second;
        if (texts.isEmpty())
            continue;
        auto it = std::find_if(groups.begin(), groups.end(),
                               [&texts](const auto &g) { return g.second == texts; });
        if (it != groups.end())
            it->first << variantName(kind);
        else
            groups.emplace_back(QStringList{variantName(kind)}, texts);
    }
    for (const auto &[names, texts] : groups) {
        s->blocks.push_back(
            Paragraph{Paragraph::Style::Subheading, names.join(QStringLiteral(" = "))});
        for (const QString &text : texts)
            s->blocks.push_back(Paragraph{Paragraph::Style::Bullet, text});
    }
}

Table Builder::comparisonTable(const QStringList &keys, bool withRows) const
{
    Table t;
    t.headerRows.push_back(variantHeaderRow(QString()));
    t.firstColumnBold = false;
    // Five variants and more: the smaller table font and a wider label column keep a
    // figure and a label on one line.
    const bool many = m_ev.variants.size() > 4;
    t.compact = many;
    t.alignment.push_back(Qt::AlignLeft);
    t.columnWeights.push_back(many ? 3.0 : 2.3);
    for (size_t i = 0; i < m_ev.variants.size(); ++i) {
        t.alignment.push_back(Qt::AlignRight);
        t.columnWeights.push_back(1.0);
    }
    if (withRows)
        t.rows = comparison::table(m_project, m_ev, keys);
    return t;
}

// Variant columns with the same cell in every row become one, headed by their names
// joined with " = " (as the charts name a shared line): the board review found three
// identical columns side by side. Returns the merged headers' names ("As drawn =
// InfiniBand"). Column 0 is the row label.
QStringList Builder::mergeIdenticalColumns(Table &t)
{
    QStringList merged;
    if (t.headerRows.size() != 1)
        return merged;
    QStringList &head = t.headerRows.front();
    const auto column = [&t](int c) {
        QStringList cells;
        for (const QStringList &r : t.rows)
            cells << (c < r.size() ? r.at(c) : QString());
        return cells;
    };
    for (int i = 1; i < head.size(); ++i) {
        for (int j = i + 1; j < head.size();) {
            if (t.rows.empty() || column(i) != column(j)) {
                ++j;
                continue;
            }
            QStringList a = head.at(i).split(QLatin1Char('\n'));
            const QStringList b = head.at(j).split(QLatin1Char('\n'));
            a.front() += QStringLiteral(" = ") + b.front();
            if (a.size() == 1 && b.size() > 1) // the "(recommended)" line
                a << b.at(1);
            head[i] = a.join(QLatin1Char('\n'));
            head.removeAt(j);
            for (QStringList &r : t.rows)
                if (j < r.size())
                    r.removeAt(j);
            if (static_cast<std::size_t>(j) < t.alignment.size())
                t.alignment.erase(t.alignment.begin() + j);
            if (static_cast<std::size_t>(j) < t.columnWeights.size())
                t.columnWeights.erase(t.columnWeights.begin() + j);
        }
    }
    for (int i = 1; i < head.size(); ++i)
        if (head.at(i).contains(QStringLiteral(" = ")))
            merged << head.at(i).split(QLatin1Char('\n')).front();
    return merged;
}

// The requirements the project sets, met or not per variant (pass/fail per option).
// "met", or "met if port failover works" where survival rests on it (results.h
// FailureImpact::gpusOnFailover, the check's gpus_on_port_failover).
QString Builder::metText(const RequirementCheck &c)
{
    for (const auto &[name, value] : c.figures)
        if (name == QLatin1String("gpus_on_port_failover") && value > 0.0)
            return tr("met if port failover works");
    return tr("met");
}

void Builder::addRequirementsTable(Section *s) const
{
    const std::vector<VariantRequirements> &reqs = m_ev.recommendation.requirements;
    if (reqs.empty() || reqs.front().checks.empty())
        return;
    Table t = comparisonTable({}, false);
    t.caption = tr("Requirements per variant");
    t.headerRows.front().front() = tr("Requirement");
    for (std::size_t i = 0; i < reqs.front().checks.size(); ++i) {
        QStringList row{requirementLabel(reqs.front().checks[i].id)};
        for (const VariantEvaluation &v : m_ev.variants) {
            QString cell = QStringLiteral("-");
            for (const VariantRequirements &r : reqs) {
                if (r.variant == v.kind && i < r.checks.size())
                    cell = r.checks[i].met ? metText(r.checks[i]) : tr("not met");
            }
            row << cell;
        }
        t.rows.push_back(row);
    }
    s->blocks.push_back(t);
}

// The summary's first sentence. The share of the step spent communicating is the step-time
// model's exposed share (its range over the variants) when every variant's step is
// modelled from the workload's parallelism plan; else the workload profile's figure,
// which the comparison then uses.
QString Builder::scopeSentence() const
{
    double low = 1.0;
    double high = 0.0;
    bool modelled = !m_ev.variants.empty();
    for (const VariantEvaluation &v : m_ev.variants) {
        modelled = modelled && v.stepTime.modelled;
        low = std::min(low, v.stepTime.commShare);
        high = std::max(high, v.stepTime.commShare);
    }
    const QString intro =
        tr("This report compares the scale-out fabric of \"%1\" in three variants: InfiniBand, "
           "Ethernet with RoCE, and a hybrid of the two, next to the design as drawn. The "
           "cluster has %2 GPUs in %3 nodes; the workload is %4")
            .arg(projectDisplayName(m_project, m_catalog), formatInteger(m_gpus),
                 formatInteger(m_nodes), workloadWord(m_project.workload.kind));
    if (!modelled)
        return tr("%1, with %2 of the step time spent communicating (the workload profile's "
                  "figure).")
            .arg(intro, percent(m_project.workload.commShare));
    const QString range = percent(low) == percent(high)
                              ? percent(low)
                              : tr("%1 to %2").arg(percent(low), percent(high));
    return tr("%1; its modelled training step spends %2 of its time waiting on the network "
              "(communication not hidden behind computation).")
        .arg(intro, range);
}

Section Builder::summarySection() const
{
    Section s;
    s.title = tr("Summary");
    const Recommendation &rec = m_ev.recommendation;
    s.blocks.push_back(Paragraph{Paragraph::Style::Body, scopeSentence()});
    s.blocks.push_back(Paragraph{Paragraph::Style::Lead, recommendationLine()});
    addRequirementsTable(&s);
    if (!m_ev.recommends()) {
        s.blocks.push_back(Paragraph{Paragraph::Style::Subheading, tr("Why none")});
        for (const Explanation &e : m_ev.refusals)
            s.blocks.push_back(Paragraph{Paragraph::Style::Bullet, e.text});
    }
    if (!rec.reasons.empty()) {
        s.blocks.push_back(Paragraph{Paragraph::Style::Subheading, tr("Main reasons")});
        for (const Explanation &e : rec.reasons)
            s.blocks.push_back(Paragraph{Paragraph::Style::Bullet, e.text});
    }
    if (std::vector<QStringList> scoring = comparison::scoringTable(m_ev); !scoring.empty()) {
        // The scoring table the reasons come from: criterion, weight, points, total.
        Table t;
        t.caption = tr("Scoring table (points 0-10, the best 10; the weighted total decides)");
        t.headerRows.push_back(scoring.front());
        t.rows.assign(scoring.begin() + 1, scoring.end());
        t.boldRows.push_back(static_cast<int>(t.rows.size()) - 1);
        t.alignment.push_back(Qt::AlignLeft);
        t.columnWeights.push_back(2.3);
        for (qsizetype c = 1; c < scoring.front().size(); ++c) {
            t.alignment.push_back(Qt::AlignRight);
            t.columnWeights.push_back(1.0);
        }
        s.blocks.push_back(t);
    }
    if (!rec.whatWouldChange.empty()) {
        s.blocks.push_back(
            Paragraph{Paragraph::Style::Subheading, tr("What would change the answer")});
        for (const Explanation &e : rec.whatWouldChange)
            s.blocks.push_back(Paragraph{Paragraph::Style::Bullet, e.text});
    }
    s.blocks.push_back(Paragraph{Paragraph::Style::Subheading, tr("Key figures")});
    Table keyFigures =
        comparisonTable({QStringLiteral("switches"), QStringLiteral("capex"), QStringLiteral("tco"),
                         QStringLiteral("tco-growth-plan"), QStringLiteral("allreduce-busbw"),
                         QStringLiteral("complexity")});
    mergeIdenticalColumns(keyFigures);
    s.blocks.push_back(keyFigures);
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Note,
        priceBasisSentence(m_ev.variants.empty() ? QString() : currencyOf(m_ev.variants.front()),
                           latestPriceYear()) +
            QLatin1Char(' ') + tr("The sources are listed under \"Assumptions and sources\".")});
    return s;
}

// "128 nodes of type HGX/DGX H100 8-GPU server. Per node: 8 × NVIDIA H100 SXM, 8 ×
// NVIDIA ConnectX-7 (...) for the compute fabric and 2 × NVIDIA BlueField-3 (...) for
// storage and the front-end." The type's name already says its GPU count, so the
// parts follow as counts once.
QString Builder::nodeTypeSentence(const NodeTypeSpec &nt, long long count) const
{
    const auto nicName = [this](const QString &id) {
        const NicType *nic = m_catalog.nic(id);
        return nic ? partNameInWords(*nic) : id;
    };
    const QString gpus =
        QStringLiteral("%1\u00a0\u00d7 %2").arg(formatInteger(nt.gpuCount), partName(nt.gpuTypeId));
    const QString compute =
        QStringLiteral("%1\u00a0\u00d7 %2").arg(formatInteger(nt.nicCount), nicName(nt.nicTypeId));
    // Storage and front-end NICs without those fabrics in the design are not connected
    // (review: "for storage and the front-end" beside "not in this design: a storage
    // fabric, a front-end fabric").
    const bool auxDrawn =
        std::any_of(m_project.fabrics.begin(), m_project.fabrics.end(), [](const Fabric &f) {
            return f.purpose == FabricPurpose::Storage || f.purpose == FabricPurpose::FrontEnd;
        });
    if (nt.storageNicCount > 0 && !nt.storageNicTypeId.isEmpty())
        return (auxDrawn ? tr("%1 nodes of type %2. Per node: %3, %4 for the compute fabric and "
                              "%5 for storage and the front-end.")
                         : tr("%1 nodes of type %2. Per node: %3, %4 for the compute fabric and "
                              "%5 for storage and the front-end, not connected in this design."))
            .arg(formatInteger(count), partNameInWords(nt), gpus, compute,
                 QStringLiteral("%1\u00a0\u00d7 %2")
                     .arg(formatInteger(nt.storageNicCount), nicName(nt.storageNicTypeId)));
    return tr("%1 nodes of type %2. Per node: %3 and %4 for the compute fabric.")
        .arg(formatInteger(count), partNameInWords(nt), gpus, compute);
}

Section Builder::designSection() const
{
    Section s;
    s.title = tr("The design");
    if (!m_project.info.description.isEmpty())
        s.blocks.push_back(Paragraph{Paragraph::Style::Body, m_project.info.description});
    Diagram d;
    d.schematic = std::make_shared<const Schematic>(buildSchematic(m_project, m_catalog));
    d.caption = tr("Schematic of the design as drawn: one row per tier with the number of "
                   "switches and their model, the links between the rows with their number and "
                   "speed, one unit in detail with its rails, and the other networks. The counts "
                   "are those of the whole design, every repeated unit included.");
    s.blocks.push_back(d);
    addRecommendedSchematic(s);

    Table t;
    t.caption = tr("Fabrics of the design as drawn");
    t.headerRows.push_back({tr("Fabric"), tr("Technology"), tr("Purpose"), tr("Tiers"),
                            tr("Switches per tier"), tr("Links per tier")});
    t.alignment = {Qt::AlignLeft,  Qt::AlignLeft,  Qt::AlignLeft,
                   Qt::AlignRight, Qt::AlignRight, Qt::AlignRight};
    t.columnWeights = {2.6, 1.3, 1.2, 0.7, 1.6, 1.8};
    for (const FabricSummary &f : m_summary.fabrics) {
        QStringList sw, li;
        for (int n : f.switchesPerTier)
            sw << formatInteger(n);
        for (long long n : f.linksPerTier)
            li << formatInteger(n);
        t.rows.push_back({fabricDisplayName(f.name, f.purpose, f.technology),
                          technologyName(f.technology), purposeWord(f.purpose),
                          formatInteger(f.tiers), sw.join(QStringLiteral(" / ")),
                          li.join(QStringLiteral(" / "))});
    }
    s.blocks.push_back(t);
    s.blocks.push_back(Paragraph{Paragraph::Style::Note,
                                 tr("Per tier: leaf first, then spine, then core. A link is one "
                                    "port-speed connection.")});

    // Node types.
    std::map<QString, long long> nodesByType;
    for (const Node &n : m_project.nodes)
        nodesByType[n.nodeTypeId] += m_project.multiplicity(n.groupId);
    for (const auto &[typeId, count] : nodesByType) {
        const NodeTypeSpec *nt = m_catalog.nodeType(typeId);
        if (!nt)
            continue;
        s.blocks.push_back(Paragraph{Paragraph::Style::Body, nodeTypeSentence(*nt, count)});
    }
    return s;
}

// Whether two variants' compute fabrics look different in a schematic: another
// technology, other switches or links per tier, or other node types.
static bool drawnDifferently(const VariantEvaluation &a, const VariantEvaluation &b)
{
    const Fabric *fa = a.project.computeFabric();
    const Fabric *fb = b.project.computeFabric();
    if (!fa || !fb)
        return false;
    std::set<QString> ta, tb;
    for (const Node &n : a.project.nodes)
        ta.insert(n.nodeTypeId);
    for (const Node &n : b.project.nodes)
        tb.insert(n.nodeTypeId);
    return fa->technology != fb->technology || a.switchesPerTier != b.switchesPerTier ||
           a.linksPerTier != b.linksPerTier || ta != tb;
}

// The recommended variant's design, drawn as well when it is not the design as drawn
// (another technology, the design search's shape, dual-port nodes on two planes): the
// board signs that design, not the one the project started from.
void Builder::addRecommendedSchematic(Section &s) const
{
    if (!m_ev.recommends())
        return;
    const VariantEvaluation *won = variantOf(m_ev, m_ev.recommendation.variant);
    const VariantEvaluation *drawn = variantOf(m_ev, VariantKind::AsDrawn);
    if (!won || !drawn || won == drawn || !drawnDifferently(*won, *drawn))
        return;
    Diagram d;
    d.schematic = std::make_shared<const Schematic>(buildSchematic(won->project, m_catalog));
    d.caption = tr("Schematic of the recommended option, %1, as it is compared: the design the "
                   "recommendation and the bill of materials are for.")
                    .arg(variantName(won->kind));
    s.blocks.push_back(Paragraph{Paragraph::Style::Subheading,
                                 tr("The recommended option: %1").arg(variantName(won->kind))});
    s.blocks.push_back(d);
}

Section Builder::comparisonSection() const
{
    Section s;
    s.title = tr("Comparison of the variants");
    // What the variants change, for the fabrics this design has (a review found the
    // storage, front-end and management rule above a design of only a compute fabric).
    bool otherFabrics = false;
    for (const Fabric &f : m_project.fabrics)
        otherFabrics = otherFabrics || f.purpose != FabricPurpose::Compute;
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        (otherFabrics
             ? tr("The same GPUs, nodes and workload in each variant. InfiniBand puts the "
                  "compute and storage fabrics on InfiniBand, Ethernet/RoCE puts every fabric "
                  "on Ethernet, and the hybrid keeps the compute fabric on InfiniBand and "
                  "storage on Ethernet; the front-end and management networks are Ethernet in "
                  "every variant. Collective figures are for all %1 GPUs.")
             : tr("The same GPUs, nodes and workload in each variant. The design has only a "
                  "compute fabric, so the variants differ only there: InfiniBand or Ethernet "
                  "with RoCE. Collective figures are for all %1 GPUs."))
            .arg(formatInteger(m_gpus))});
    // Each technology at its best (model.h ComparisonBasis): the shape each was found in
    // (a variant the search could not improve says so under "Points to check").
    for (const VariantEvaluation &v : m_ev.variants) {
        bool chosen = false;
        const QString note = bestDesignNote(v, &chosen);
        if (chosen)
            s.blocks.push_back(Paragraph{Paragraph::Style::Bullet,
                                         variantName(v.kind) + QStringLiteral(": ") + note});
    }
    // The step time in seconds and the exposed communication are "not modelled" in every
    // column without a model plan: those rows go, and a line says why (review: rows of
    // nothing but "not modelled" beside a footnote explaining them).
    const bool anyModelled =
        std::any_of(m_ev.variants.begin(), m_ev.variants.end(),
                    [](const VariantEvaluation &v) { return v.stepTime.modelled; });
    QStringList keys;
    if (!anyModelled)
        for (const comparison::Row &r : comparison::rows())
            if (r.key != QLatin1String("step-time") && r.key != QLatin1String("comm-cost"))
                keys << r.key;
    Table all = comparisonTable(keys);
    const QStringList merged = mergeIdenticalColumns(all);
    s.blocks.push_back(all);
    if (!merged.isEmpty())
        s.blocks.push_back(
            Paragraph{Paragraph::Style::Note,
                      tr("One column for %1: the same design, so the same figures in every row.")
                          .arg(merged.join(QStringLiteral("; ")))});
    if (!anyModelled && !m_ev.variants.empty())
        s.blocks.push_back(
            Paragraph{Paragraph::Style::Note,
                      tr("The training step is compared in per cent only (the relative row): %1")
                          .arg(m_ev.variants.front().stepTime.notModelledReason)});
    // The cost per GPU-hour the money rows rest on (StepTime::gpuHourCostEur, the same
    // for every variant); unknown when the project and the catalog give none.
    double gpuHour = 0.0;
    for (const VariantEvaluation &v : m_ev.variants)
        gpuHour = std::max(gpuHour, v.stepTime.gpuHourCostEur);
    // Two decimals, as page 1 prints it ("EUR 3.67").
    QString rate = gpuHour > 0.0 ? comparison::currencySign(currencyOf(m_ev.variants.front())) +
                                       QLatin1Char(' ') + formatNumber(gpuHour, 2)
                                 : tr("unknown");
    // The cluster's own cost per GPU-hour beside it (CostResult::ownCostPerGpuHourEur), as
    // page 1 gives it when the answer turns on the GPU-hour's value.
    const VariantEvaluation *winner = nullptr;
    for (const VariantEvaluation &v : m_ev.variants)
        if (m_ev.recommends() && v.kind == m_ev.recommendation.variant)
            winner = &v;
    const bool atOwnCost =
        !m_ev.variants.empty() && m_ev.variants.front().stepTime.gpuHourAtOwnCost;
    if (gpuHour > 0.0 && atOwnCost)
        rate += QLatin1Char(' ') +
                tr("(this cluster's own cost per GPU-hour: its capital cost over %1 years, "
                   "energy, support and data-centre space, staff not included)")
                    .arg(m_project.organisation.depreciationYears);
    else if (gpuHour > 0.0 && winner && winner->cost.ownCostKnown)
        rate += QLatin1Char(' ') +
                tr("(this cluster's own cost: %1 per GPU-hour, its capital cost over %2 years, "
                   "energy, support and data-centre space, staff not included)")
                    .arg(comparison::currencySign(currencyOf(*winner)) + QLatin1Char(' ') +
                         formatNumber(winner->cost.ownCostPerGpuHourEur, 2))
                    .arg(m_project.organisation.depreciationYears);
    QString note =
        tr("Bus bandwidth as nccl-tests defines it (GB/s = 10\u2079 bytes per second), from the "
           "alpha-beta model of the analysis. Costs cover the network only: switches, NICs, "
           "optics, cables, appliances and spares. TCO adds energy (with PUE) and support over "
           "the depreciation period. The GPU time lost against the fastest is the work a year "
           "of the cluster's GPU time does not get done with longer steps, at a cost per "
           "GPU-hour of %1.")
            .arg(rate);
    if (anyModelled)
        note += QLatin1Char(' ') +
                tr("The exposed communication is the cost of the share of each variant's own "
                   "step spent waiting on the network, so the difference between two variants' "
                   "exposed communication is smaller than the GPU time lost.");
    if (const QString failover = comparison::failoverNote(m_ev); !failover.isEmpty())
        note += QLatin1Char(' ') + failover;
    s.blocks.push_back(Paragraph{Paragraph::Style::Note, note});

    // Points to check: warnings and errors the analyses found, per variant.
    bool any = false;
    for (const VariantEvaluation &v : m_ev.variants) {
        QSet<QString> seen;
        std::vector<QString> texts;
        for (const Issue &i : v.issues) {
            if (i.severity == Severity::Info || seen.contains(i.text))
                continue;
            seen.insert(i.text);
            texts.push_back(i.text);
        }
        if (texts.empty())
            continue;
        if (!any)
            s.blocks.push_back(Paragraph{Paragraph::Style::Subheading, tr("Points to check")});
        any = true;
        const size_t shown = std::min<size_t>(texts.size(), 8);
        for (size_t k = 0; k < shown; ++k)
            s.blocks.push_back(Paragraph{Paragraph::Style::Bullet,
                                         variantName(v.kind) + QStringLiteral(": ") + texts[k]});
        if (texts.size() > shown)
            s.blocks.push_back(Paragraph{Paragraph::Style::Note,
                                         tr("%1: %Ln more point(s) in the editor's issues list.",
                                            nullptr, static_cast<int>(texts.size() - shown))
                                             .arg(variantName(v.kind))});
    }
    return s;
}

namespace {

// Adds `s` to `series`, or, when an earlier series has the same points within 1 % (a
// variant that equals another in this figure, or differs by less than a line's width on
// the chart), names it there instead ("InfiniBand = Hybrid"): two lines on top of each
// other would show one line under two legend entries (board review 12: InfiniBand's
// all-to-all line, 0.3 % off Ethernet's, lay hidden under it).
void addOrMerge(std::vector<chart::LineSeries> &series, chart::LineSeries s)
{
    const auto same = [&s](const chart::LineSeries &t) {
        if (t.points.size() != s.points.size() || s.points.empty())
            return false;
        for (std::size_t i = 0; i < s.points.size(); ++i)
            if (t.points[i].x() != s.points[i].x() ||
                std::abs(t.points[i].y() - s.points[i].y()) > 1e-2 * std::abs(s.points[i].y()))
                return false;
        return true;
    };
    const auto it = std::find_if(series.begin(), series.end(), same);
    if (it == series.end())
        series.push_back(std::move(s));
    else
        it->name += QStringLiteral(" = ") + s.name;
}

} // namespace

chart::LineChart Builder::busbwChart(CollectiveOp op, const QString &title) const
{
    chart::LineChart c;
    c.title = title;
    c.xAxisLabel = tr("Message size");
    c.yAxisLabel = tr("Bus bandwidth (GB/s)");
    c.log2X = true;
    for (double b : collectiveSizesBytes())
        c.xTicks.emplace_back(b, chart::binarySizeLabel(b));
    // The design as drawn last, so its dashed line shows on top of the variant it
    // usually equals.
    std::vector<const VariantEvaluation *> order;
    for (const VariantEvaluation &v : m_ev.variants)
        if (v.kind != VariantKind::AsDrawn)
            order.push_back(&v);
    for (const VariantEvaluation &v : m_ev.variants)
        if (v.kind == VariantKind::AsDrawn)
            order.push_back(&v);
    for (const VariantEvaluation *vp : order) {
        const VariantEvaluation &v = *vp;
        chart::LineSeries s;
        s.name = variantName(v.kind);
        s.color = variantColor(v.kind);
        s.markerShape = markerShapeOf(v.kind);
        s.style = v.kind == VariantKind::AsDrawn ? chart::LineSeries::Style::Dashed
                                                 : chart::LineSeries::Style::Solid;
        const int gpus = clusterGpus(v);
        for (const CollectivePoint &p : v.collectives.points)
            if (p.op == op && p.gpus == gpus)
                s.points.emplace_back(p.bytes, p.busbwGbytePerS);
        std::sort(s.points.begin(), s.points.end(),
                  [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
        addOrMerge(c.series, std::move(s));
    }
    // Imported measurements of this operation, per variant measured.
    std::map<QString, chart::LineSeries> measured;
    for (const Measurement &m : m_project.measurements) {
        CollectiveOp mop;
        if (!collectiveOpFromKey(m.op, &mop) || mop != op || m.bytes < 4.0 ||
            m.bytes > 32.0 * kGiB || !(m.busbwGbyteS > 0.0))
            continue;
        auto it = measured.find(m.variant);
        if (it == measured.end()) {
            chart::LineSeries s;
            VariantKind k;
            const bool known = variantFromKey(m.variant, &k);
            s.name = known ? tr("Measured (%1)").arg(variantName(k)) : tr("Measured");
            s.color = known ? variantColor(k).darker(135) : QColor(0x22, 0x2b, 0x36);
            s.style = chart::LineSeries::Style::MarkersOnly;
            s.markerShape = known ? markerShapeOf(k) : 3;
            it = measured.emplace(m.variant, s).first;
        }
        it->second.points.emplace_back(static_cast<double>(m.bytes), m.busbwGbyteS);
    }
    for (auto &[key, s] : measured)
        c.series.push_back(s);
    // A merged name in the variants' order, as the tables name a shared column ("As drawn
    // = InfiniBand", not "InfiniBand = As drawn", whose line was drawn last).
    for (chart::LineSeries &s : c.series) {
        QStringList names = s.name.split(QStringLiteral(" = "));
        if (names.size() < 2)
            continue;
        const auto rank = [this](const QString &name) {
            for (std::size_t i = 0; i < m_ev.variants.size(); ++i)
                if (variantName(m_ev.variants[i].kind) == name)
                    return static_cast<int>(i);
            return static_cast<int>(m_ev.variants.size());
        };
        std::stable_sort(names.begin(), names.end(),
                         [&rank](const QString &a, const QString &b) { return rank(a) < rank(b); });
        s.name = names.join(QStringLiteral(" = "));
    }
    return c;
}

Section Builder::chartsSection() const
{
    Section s;
    s.title = tr("Charts");
    const QString currency =
        m_ev.variants.empty() ? QStringLiteral("EUR") : currencyOf(m_ev.variants.front());

    chart::BarChart cost;
    cost.title = tr("Network cost per variant");
    cost.yAxisLabel = tr("%1 million").arg(comparison::currencySign(currency));
    chart::BarSeries capex{tr("Capital cost"), QColor(0x1f, 0x6f, 0xb2), {}, {}, {}};
    chart::BarSeries tco{tr("TCO over %1 years").arg(m_project.organisation.depreciationYears),
                         QColor(0x9d, 0xbf, 0xdf),
                         {},
                         {},
                         {}};
    // A total that leaves out parts without a figure is a lower bound: its label says
    // so ("\u2265 2.1", short enough for a bar; the caption explains the sign).
    bool bounded = false;
    const auto label = [&bounded](double eur, bool complete) {
        // Two decimals below EUR 10 million, where one hid the difference that decides
        // (1.10 against 1.04 read "1.1" and "1.0"; board review 12).
        const QString x = formatNumber(eur / 1e6, eur < 10e6 ? 2 : 1);
        bounded = bounded || !complete;
        return complete ? x : QStringLiteral("\u2265 %1").arg(x);
    };
    // One bar per distinct design, named as the tables name a shared column ("As drawn =
    // InfiniBand"): the same design twice would be two bars of one figure.
    for (const auto &group : sameDesignGroups(m_ev)) {
        const VariantEvaluation &v = *group.front();
        cost.categories << groupNames(group);
        capex.values.push_back(v.cost.capexEur / 1e6);
        capex.valueLabels << label(v.cost.capexEur, v.cost.priceComplete());
        capex.lowerBound.push_back(!v.cost.priceComplete());
        tco.values.push_back(v.cost.tcoEur / 1e6);
        tco.valueLabels << label(v.cost.tcoEur, v.cost.priceComplete() && v.cost.powerComplete());
        tco.lowerBound.push_back(!(v.cost.priceComplete() && v.cost.powerComplete()));
    }
    cost.series = {capex, tco};
    QString caption = tr("Capital cost of the network and its total cost of ownership "
                         "(energy with PUE and support added), in millions of %1.")
                          .arg(comparison::currencySign(currency));
    if (bounded)
        caption += QLatin1Char(' ') + tr("\u2265 and hatched: at least this much; parts without "
                                         "a price or power figure are left out.");
    s.blocks.push_back(Chart{cost, 0.5, caption});

    chart::BarChart cx;
    cx.title = tr("Management complexity per variant");
    cx.yAxisLabel = tr("Score (0-100)");
    cx.yMax = 100.0;
    chart::BarSeries score{tr("Score"), QColor(0x7a, 0x4f, 0xa3), {}, {}, {}};
    for (const auto &group : sameDesignGroups(m_ev)) {
        const VariantEvaluation &v = *group.front();
        cx.categories << groupNames(group);
        score.values.push_back(v.complexity.score);
        score.valueLabels << formatNumber(v.complexity.score, comparison::kComplexityDecimals);
    }
    cx.series = {score};
    s.blocks.push_back(Chart{cx, 0.42,
                             tr("Higher means more for the operations team to run: devices, "
                                "technologies, lossless Ethernet, subnet managers, skill gaps, "
                                "cables and tools (see \"Management complexity\").")});

    s.blocks.push_back(performanceModelBox());
    const bool anyMeasured = !m_project.measurements.empty();
    s.blocks.push_back(busbwChartBlock(
        CollectiveOp::AllReduce,
        tr("All-reduce bus bandwidth against message size, %1 GPUs").arg(formatInteger(m_gpus)),
        anyMeasured ? tr("Lines: the model for the whole cluster. Markers without a line: "
                         "imported nccl-tests measurements (they may use fewer GPUs; see "
                         "\"Measurements\").")
                    : tr("The model for the whole cluster; the message size axis is "
                         "logarithmic. No measurements have been imported.")));
    s.blocks.push_back(allReduceTimeTable());
    s.blocks.push_back(busbwChartBlock(
        CollectiveOp::AllToAll,
        tr("All-to-all bus bandwidth against message size, %1 GPUs").arg(formatInteger(m_gpus)),
        tr("All-to-all crosses the bisection of the fabric: it shows the effect of "
           "oversubscription and of the technology's efficiency.")));
    return s;
}

// A bandwidth chart with its caption. In a legend, "A = B" is one line for options whose
// curves coincide, which need not be the same design (as "A = B" means in a table's
// header): the caption says so where a legend has one.
Chart Builder::busbwChartBlock(CollectiveOp op, const QString &title, QString caption) const
{
    chart::LineChart c = busbwChart(op, title);
    if (std::any_of(c.series.begin(), c.series.end(), [](const chart::LineSeries &l) {
            return l.name.contains(QStringLiteral(" = "));
        }))
        caption += QLatin1Char(' ') + tr("\"A = B\" in the legend: one line for options whose "
                                         "curves coincide.");
    return Chart{c, 0.6, caption};
}

std::vector<std::vector<const VariantEvaluation *>> Builder::billGroups() const
{
    std::vector<std::vector<const VariantEvaluation *>> groups;
    for (const VariantEvaluation &v : m_ev.variants) {
        auto same = std::find_if(groups.begin(), groups.end(),
                                 [&v](const auto &g) { return sameBill(g.front()->cost, v.cost); });
        if (same != groups.end())
            same->push_back(&v);
        else
            groups.push_back({&v});
    }
    return groups;
}

QString Builder::groupNames(const std::vector<const VariantEvaluation *> &group)
{
    QStringList names;
    for (const VariantEvaluation *g : group)
        names << variantName(g->kind);
    return names.join(QStringLiteral(" = ")); // as the tables name a shared column
}

int Builder::latestPriceYear() const
{
    int year = 0;
    for (const VariantEvaluation &v : m_ev.variants)
        year = std::max(year, v.cost.priceYear);
    return year;
}

// The bills of materials side by side: per distinct bill (variants with the same parts
// in the same quantities share a column) what it spends per category, its power and its
// running cost. The lines themselves, with part numbers, are in the procurement appendix,
// each bill once (review: the bills were printed twice, here and in the appendix).
std::vector<Section> Builder::bomSections() const
{
    const std::vector<std::vector<const VariantEvaluation *>> groups = billGroups();
    Section s;
    s.title = tr("Bills of materials");
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("What the network of each variant costs, by kind of part: switches, NICs, "
           "transceivers on the switch and node side, cables, appliances and spares (%1 of "
           "the network parts, on the shelf, drawing no power). Unit prices are the "
           "catalogue's; the sources are listed under \"Assumptions and sources\". \"%2\" "
           "lists every line with its part number, quantity and price source, each bill once.")
            .arg(percent(m_project.organisation.sparesShare),
                 tr("Appendix: procurement bill of materials"))});
    s.blocks.push_back(billSummaryTable(groups));
    if (std::any_of(groups.begin(), groups.end(), [](const auto &g) { return g.size() > 1; }))
        s.blocks.push_back(
            Paragraph{Paragraph::Style::Note,
                      tr("A column that names several variants is one bill of materials: "
                         "their networks consist of the same parts in the same quantities.")});
    // Board review: the TCO row was a few euros off the sum of the rows above it.
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Note,
        tr("TCO over %1 years = capital cost + %1 \u00d7 (energy + support per year), "
           "computed before the amounts are rounded to whole euros, so it can differ by a few "
           "euros from the formula applied to the printed rows.")
            .arg(m_project.organisation.depreciationYears)});
    for (const std::vector<const VariantEvaluation *> &group : groups)
        if (const std::optional<Paragraph> note = incompleteBillNote(group))
            s.blocks.push_back(*note);
    return {s};
}

// The amount a bill spends on one category; "unknown" where a line of it has no price.
QString Builder::categoryAmount(const VariantEvaluation &v, const QString &category) const
{
    double sum = 0.0;
    bool any = false;
    bool unknown = false;
    for (const BomLine &l : v.cost.bom) {
        if (l.category != category)
            continue;
        any = true;
        if (l.priceKnown)
            sum += l.totalPriceEur();
        else
            unknown = true;
    }
    if (!any)
        return QStringLiteral("-");
    const QString amount = money(sum, currencyOf(v));
    if (!unknown)
        return amount;
    return sum > 0.0 ? tr("%1 + unknown").arg(amount) : tr("unknown");
}

// Categories as rows (in the order the bills list them), then the totals and the running
// cost; a column per distinct bill.
Table Builder::billSummaryTable(
    const std::vector<std::vector<const VariantEvaluation *>> &groups) const
{
    Table t;
    QStringList head{tr("Category")};
    std::vector<QString> categories;
    for (const auto &group : groups) {
        head << groupNames(group);
        for (const BomLine &l : group.front()->cost.bom)
            if (std::find(categories.begin(), categories.end(), l.category) == categories.end())
                categories.push_back(l.category);
    }
    t.headerRows.push_back(head);
    t.alignment.assign(static_cast<std::size_t>(head.size()), Qt::AlignRight);
    t.alignment.front() = Qt::AlignLeft;
    t.columnWeights.assign(static_cast<std::size_t>(head.size()), 1.0);
    t.columnWeights.front() = 1.4;
    const auto row = [&](const QString &label, const auto &cell) {
        QStringList r{label};
        for (const auto &group : groups)
            r << cell(*group.front());
        t.rows.push_back(r);
    };
    for (const QString &category : categories)
        row(bomCategoryPlural(category),
            [&](const VariantEvaluation &v) { return categoryAmount(v, category); });
    row(tr("Capital cost of the network"), [&](const VariantEvaluation &v) {
        const QString capex = money(v.cost.capexEur, currencyOf(v));
        return v.cost.priceComplete() ? capex : tr("%1 + unknown").arg(capex);
    });
    t.boldRows.push_back(static_cast<int>(t.rows.size()) - 1);
    addRunningCostRows(t, groups);
    return t;
}

// The power and running cost rows under a bill summary.
void Builder::addRunningCostRows(
    Table &t, const std::vector<std::vector<const VariantEvaluation *>> &groups) const
{
    const auto row = [&](const QString &label, const auto &cell) {
        QStringList r{label};
        for (const auto &group : groups)
            r << cell(*group.front());
        t.rows.push_back(r);
    };
    // A figure made from a total that leaves parts out is a lower bound, as in the
    // comparison ("+ unknown"; review: the bills chapter printed them bare).
    const auto bound = [](const QString &figure, bool complete) {
        return complete ? figure : tr("%1 + unknown").arg(figure);
    };
    row(tr("Network cost per GPU"), [&](const VariantEvaluation &v) {
        return bound(money(v.cost.networkCostPerGpuEur, currencyOf(v)), v.cost.priceComplete());
    });
    row(tr("Network power"), [&](const VariantEvaluation &v) {
        return bound(tr("%1 kW").arg(formatNumber(v.cost.networkPowerWatts / 1000.0, 1)),
                     v.cost.powerComplete());
    });
    row(tr("Energy per year (PUE %1)").arg(formatNumber(m_project.organisation.pue, 2)),
        [&](const VariantEvaluation &v) {
            return bound(tr("%1 MWh, %2")
                             .arg(formatNumber(v.cost.energyKwhPerYear / 1000.0, 0),
                                  money(v.cost.energyEurPerYear, currencyOf(v))),
                         v.cost.powerComplete());
        });
    row(tr("Support per year"), [&](const VariantEvaluation &v) {
        return bound(money(v.cost.supportEurPerYear, currencyOf(v)), v.cost.priceComplete());
    });
    row(tr("TCO over %1 years").arg(formatInteger(m_project.organisation.depreciationYears)),
        [&](const VariantEvaluation &v) {
            return bound(money(v.cost.tcoEur, currencyOf(v)),
                         v.cost.priceComplete() && v.cost.powerComplete());
        });
    t.boldRows.push_back(static_cast<int>(t.rows.size()) - 1);
}

// The note under the bills for a bill with parts of no price or power figure.
std::optional<Paragraph>
Builder::incompleteBillNote(const std::vector<const VariantEvaluation *> &group) const
{
    const VariantEvaluation &v = *group.front();
    if (v.cost.priceComplete() && v.cost.powerComplete())
        return std::nullopt;
    QStringList ids;
    for (const QString &id : v.cost.unknownPriceParts)
        ids.append(id);
    for (const QString &id : v.cost.unknownPowerParts)
        ids.append(id);
    ids.removeDuplicates();
    QStringList parts;
    for (const QString &id : ids)
        parts.append(partName(id));
    return Paragraph{Paragraph::Style::Note,
                     tr("%1, incomplete: the catalogue has no price or no power figure for %2. "
                        "The totals and the figures made from them (cost per GPU, energy, TCO) "
                        "leave these parts out and are lower bounds until a quote or a vendor "
                        "figure is entered.")
                         .arg(groupNames(group), parts.join(QStringLiteral(", ")))};
}

// The cabling plan appendix (ReportOptions::cablingPlan): the rows of the cabling plan
// export (exchange/cablingplan.h) for the design as drawn, one per cable, in the
// installer's order, with the end parts and the length the cost analysis counted.
Section Builder::cablingSection() const
{
    Section s;
    s.title = tr("Appendix: cabling plan");
    const std::vector<exchange::CablingRow> plan = exchange::cablingPlan(m_project, m_catalog);
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("The design as drawn, one row per cable (%1 in all): each link of each fabric, "
           "bundles and the lanes of a split port counted one row each, sorted as an installer "
           "works, by rack, then device, then port. The label is printed on both ends of the "
           "cable. A device's name begins with its rack (its unit). A port is a switch's cage "
           "(with the lane of a split cage after the slash) or a node's NIC and port; the part "
           "is the transceiver or cable end in that port, the cable the cable or fibre "
           "between them. The same rows as the cabling plan export (CSV or spreadsheet), which "
           "also "
           "has the racks, the medium and the speed as columns.")
            .arg(formatInteger(static_cast<qint64>(plan.size())))});
    Table t;
    t.compact = true;
    // Nine columns fit a portrait page at the compact font; the medium is the cable
    // part's (and a column of the export).
    t.headerRows.push_back({tr("Label"), tr("A device"), tr("A port"), tr("A part"), tr("B device"),
                            tr("B port"), tr("B part"), tr("Cable"), tr("Length (m)")});
    t.columnWeights = {1.25, 1.75, 0.8, 1.95, 2.0, 0.65, 1.8, 1.25, 0.85};
    t.alignment.assign(t.headerRows.front().size(), Qt::AlignLeft);
    t.alignment.back() = Qt::AlignRight;
    const auto port = [](const exchange::CableEnd &e) {
        return e.lane > 0 ? e.port + QLatin1Char('/') + QString::number(e.lane) : e.port;
    };
    for (const exchange::CablingRow &r : plan)
        t.rows.push_back({r.label, r.a.device, port(r.a), r.a.partId.toUpper(), r.b.device,
                          port(r.b), r.b.partId.toUpper(), r.cablePartId.toUpper(),
                          formatNumber(r.lengthM, 1)});
    if (t.rows.empty())
        s.blocks.push_back(
            Paragraph{Paragraph::Style::Note, tr("The design as drawn has no links yet.")});
    else
        s.blocks.push_back(std::move(t));
    return s;
}

// The racks of a bill's compute fabric: what one rack holds, how many, its units and
// typical power (analysis/racks.h), so a supplier can quote per rack and the facility
// can check floor space and power.
// The software a bill needs that has no public price (analysis/results.h
// CostResult::ufmLicenceNodes), with its quantity, so that it can be put in a request
// for quotation; not in the total.
void Builder::addLicencesToQuote(Section &s, const CostResult &cost)
{
    QStringList items;
    if (cost.ufmLicenceNodes > 0)
        items << tr("UFM Enterprise licences for %1 managed nodes, counted once for each "
                    "fabric UFM manages (optional: the subnet manager itself, OpenSM, is free "
                    "and runs on the UFM appliances listed)")
                     .arg(formatInteger(cost.ufmLicenceNodes));
    if (cost.ethernetSwitchOsLicences > 0)
        items << tr("a network operating system licence or subscription for each of the %1 "
                    "Ethernet switches (Cumulus Linux, SONiC with support or the vendor's own "
                    "system), and NetQ or equivalent monitoring if wanted")
                     .arg(formatInteger(cost.ethernetSwitchOsLicences));
    if (items.isEmpty())
        return;
    s.blocks.push_back(Paragraph{Paragraph::Style::Note,
                                 tr("Licences to quote, not in the total (no public price): %1.")
                                     .arg(items.join(QStringLiteral("; ")))});
}

void Builder::addRackTable(Section &s, const VariantEvaluation &v, const QString &names) const
{
    const comparison::RackTable racks = comparison::rackTable(v, m_catalog);
    if (racks.rows.empty())
        return;
    Table t;
    t.caption = tr("Racks for %1 (every network's switches)").arg(names);
    t.compact = true;
    t.headerRows.push_back(racks.header);
    for (int c = 0; c < static_cast<int>(racks.header.size()); ++c)
        t.alignment.push_back(c >= racks.firstNumberColumn ? Qt::AlignRight : Qt::AlignLeft);
    t.columnWeights = {1.4, 4.2, 0.9, 1.3, 1.4};
    t.rows = racks.rows;
    s.blocks.push_back(t);
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Note,
        tr("Power per rack: the devices' typical power as the catalogue gives it; a switch's "
           "figure leaves out the optics in its cages, which draw their own (per module in "
           "the bill above). Network racks are filled up to \"%1\" against each switch's "
           "maximum power, optics included. The switches of every network (compute, storage, "
           "front-end) and the gateways share the network racks: a unit's leaves stand in its "
           "own, the spines and cores in central ones, spread evenly over the fewest racks "
           "that hold them.")
            .arg(tr("Power a network rack may draw (kW)"))});
}

// The Ethernet switch prices derived from the InfiniBand ones (catalog
// roce-network-cost-discount, "rests_on"), and whether the answer turns on them, for the
// price basis (a review found the appendix silent where page 1 warns): " The Ethernet
// switch prices ...", or empty when no sensitivity row has the discount.
QString Builder::derivedEthernetPrices() const
{
    for (const SensitivityRow &r : m_ev.recommendation.sensitivity) {
        if (r.assumption != QLatin1String("roce-network-cost-discount"))
            continue;
        const QString text =
            r.flipValue
                ? tr("The Ethernet switch prices are not list prices: they are set %1 below "
                     "InfiniBand per 400 Gb/s port; if the quotes per port come in less than %2 "
                     "below InfiniBand, the advice changes.")
                      .arg(percent(r.base), percent(*r.flipValue, 1))
                : tr("The Ethernet switch prices are not list prices: they are set %1 below "
                     "InfiniBand per 400 Gb/s port; the advice holds for any difference from "
                     "%2 to %3.")
                      .arg(percent(r.base), percent(r.low), percent(r.high));
        return QLatin1Char(' ') + text;
    }
    return {};
}

// The procurement appendix: each distinct bill once, as a request
// for quotation needs it, with the price basis and what the bills leave out.
Section Builder::procurementSection() const
{
    Section s;
    s.title = tr("Appendix: procurement bill of materials");
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("The bills of materials as a request for quotation needs them: each distinct bill "
           "once, with per part its part number, the quantity, the catalogue unit price, the "
           "line total and the source of the price (how it was established and its price "
           "year; the sources themselves are listed under \"Assumptions and sources\"). "
           "Optics (transceivers) are listed by the side they plug into, cables and fibres by "
           "link type and length. Spares are %1 of the network parts, rounded up per part, "
           "and are listed as spares.")
            .arg(percent(m_project.organisation.sparesShare))});
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Box,
        tr("Price basis") + QLatin1Char('\n') +
            priceBasisSentence(m_ev.variants.empty() ? QString()
                                                     : currencyOf(m_ev.variants.front()),
                               latestPriceYear()) +
            QLatin1Char(' ') +
            tr("The unit prices are before any discount and have no validity date: ask the "
               "suppliers for quotes that state both.") +
            derivedEthernetPrices()});
    for (const std::vector<const VariantEvaluation *> &group : billGroups()) {
        const VariantEvaluation &v = *group.front();
        const comparison::ProcurementTable bom = comparison::procurementTable(v, m_catalog);
        Table t;
        t.caption = group.size() > 1 ? tr("Bill of materials for %1 (one bill: the same parts "
                                          "in the same quantities)")
                                           .arg(groupNames(group))
                                     : tr("Bill of materials for %1").arg(groupNames(group));
        t.compact = true;
        t.headerRows.push_back(bom.header);
        for (int c = 0; c < static_cast<int>(bom.header.size()); ++c)
            t.alignment.push_back(c >= bom.firstNumberColumn && c <= bom.lastNumberColumn
                                      ? Qt::AlignRight
                                      : Qt::AlignLeft);
        // "MCX75310AAS-NEAT" and "IB-ETHERNET-GATEWAY" on one line.
        t.columnWeights = {2.6, 2.85, 0.95, 1.3, 1.5, 1.55};
        t.rows = bom.rows;
        t.boldRows.push_back(static_cast<int>(t.rows.size()) - 1);
        s.blocks.push_back(t);
        if (!v.cost.priceComplete()) {
            QStringList parts;
            for (const QString &id : v.cost.unknownPriceParts)
                parts.append(partName(id));
            s.blocks.push_back(Paragraph{
                Paragraph::Style::Note,
                tr("Incomplete: the catalogue has no price for %1; the total leaves these parts "
                   "out and is a lower bound until a quote is entered.")
                    .arg(parts.join(QStringLiteral(", ")))});
        }
        addLicencesToQuote(s, v.cost);
        addRackTable(s, v, groupNames(group));
    }
    s.blocks.push_back(Paragraph{Paragraph::Style::Subheading, tr("Not in these bills")});
    for (const QString &item :
         {tr("Installation, cabling labour, testing and commissioning."),
          tr("Racks, power distribution units (PDUs), cable management and patch panels."),
          tr("The control-plane servers that run OpenSM where no UFM appliance is listed, and "
             "the fabric ports and cables of the subnet managers (servers or appliances): a "
             "port on each plane for each."),
          tr("The nodes' storage and front-end NICs (on a DGX, its BlueField-3 DPUs): they "
             "come with the servers, whose price is not in these bills; the bills list "
             "the compute NICs, and the cables and optics of every link drawn."),
          tr("Storage or front-end networks that the design does not draw, the storage "
             "targets and their cables, and in-band switch ports for the out-of-band uplinks "
             "where the front-end fabric has too few free ones."),
          tr("Software licences and support contracts without a public price (their "
             "quantities are listed under each bill); the TCO counts support as %1 of the "
             "capital cost per year, not as a quoted contract.")
              .arg(percent(m_project.organisation.supportShareOfCapexPerYear))})
        s.blocks.push_back(Paragraph{Paragraph::Style::Bullet, item});
    return s;
}

Section Builder::complexitySection() const
{
    Section s;
    s.title = tr("Management complexity");
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("A score from 0 to 100 made of named factors, each earning up to its weight. The "
           "weights are editable assumptions of this project; the sentences below give the "
           "figures behind each factor.")});
    // Points per factor and variant.
    std::vector<QString> ids;
    for (const VariantEvaluation &v : m_ev.variants)
        for (const ComplexityFactor &f : v.complexity.factors)
            if (std::find(ids.begin(), ids.end(), f.id) == ids.end())
                ids.push_back(f.id);
    Table t;
    t.headerRows.push_back(variantHeaderRow(tr("Factor (weight)")));
    t.alignment.push_back(Qt::AlignLeft);
    t.columnWeights.push_back(2.3);
    for (size_t i = 0; i < m_ev.variants.size(); ++i) {
        t.alignment.push_back(Qt::AlignRight);
        t.columnWeights.push_back(1.0);
    }
    for (const QString &id : ids) {
        double weight = 0.0;
        QStringList r;
        for (const VariantEvaluation &v : m_ev.variants) {
            QString cell = QStringLiteral("-");
            for (const ComplexityFactor &f : v.complexity.factors) {
                if (f.id == id) {
                    cell = formatNumber(f.points, 1);
                    weight = std::max(weight, f.weight);
                }
            }
            r << cell;
        }
        r.prepend(tr("%1 (%2)").arg(complexityFactorName(id), formatNumber(weight, 1)));
        t.rows.push_back(r);
    }
    QStringList total{tr("Score")};
    for (const VariantEvaluation &v : m_ev.variants)
        total << formatNumber(v.complexity.score, comparison::kComplexityDecimals);
    t.rows.push_back(total);
    t.boldRows.push_back(static_cast<int>(t.rows.size()) - 1);
    mergeIdenticalColumns(t);
    s.blocks.push_back(t);

    std::vector<std::pair<VariantKind, QStringList>> lists;
    for (const VariantEvaluation &v : m_ev.variants) {
        QStringList texts;
        for (const ComplexityFactor &f : v.complexity.factors)
            texts << complexityFactorName(f.id) + QStringLiteral(": ") + f.text;
        lists.emplace_back(v.kind, texts);
    }
    addGroupedBullets(&s, lists);
    return s;
}

Section Builder::roceSection() const
{
    Section s;
    s.title = tr("RoCE configuration checklist");
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("An Ethernet fabric carries RDMA well only when it is engineered for it: a lossless "
           "traffic class with PFC, ECN marking and congestion control, trusted DSCP markings "
           "and enough buffer headroom per port, configured the same on every switch and NIC. "
           "These are the settings this design needs.")});
    // Variants with the same checklist share one table.
    std::vector<std::pair<QStringList, const ComplexityResult *>> groups;
    for (const VariantEvaluation &v : m_ev.variants) {
        if (v.complexity.roceChecklist.empty())
            continue;
        bool merged = false;
        for (auto &[names, cr] : groups) {
            const auto &a = cr->roceChecklist;
            const auto &b = v.complexity.roceChecklist;
            const bool same = a.size() == b.size() &&
                              std::equal(a.begin(), a.end(), b.begin(),
                                         [](const ChecklistItem &x, const ChecklistItem &y) {
                                             return x.id == y.id && x.value == y.value;
                                         });
            if (same) {
                names << variantName(v.kind);
                merged = true;
                break;
            }
        }
        if (!merged)
            groups.push_back({QStringList{variantName(v.kind)}, &v.complexity});
    }
    if (groups.empty()) {
        s.blocks.push_back(Paragraph{Paragraph::Style::Body,
                                     tr("No variant of this design runs RoCE: nothing to set.")});
        return s;
    }
    for (const auto &[names, cr] : groups) {
        Table t;
        t.caption = names.join(QStringLiteral(" = "));
        t.headerRows.push_back({tr("Setting"), tr("Value"), tr("Source")});
        t.columnWeights = {2.6, 1.5, 3.2};
        t.compact = true;
        for (const ChecklistItem &c : cr->roceChecklist)
            t.rows.push_back({c.setting, c.value, checklistSource(c.source)});
        s.blocks.push_back(t);
    }
    return s;
}

void Builder::addVariantRow(Table *t, const QString &label,
                            const std::function<QString(const VariantEvaluation &)> &value) const
{
    QStringList r{label};
    for (const VariantEvaluation &v : m_ev.variants)
        r << value(v);
    t->rows.push_back(r);
}

// The worst switch failure (the comparison's rows), then the worst link failure and
// the free ports.
void Builder::addFailureRows(Table *t) const
{
    for (const QStringList &r :
         comparison::table(m_project, m_ev,
                           {QStringLiteral("worst-switch-failure"),
                            QStringLiteral("bandwidth-lost"), QStringLiteral("job-survives")}))
        t->rows.push_back(r);
    addVariantRow(t, tr("Worst link failure: GPUs cut off"), [](const VariantEvaluation &v) {
        return formatInteger(v.resilience.worstLinkFailure.gpusCutOff);
    });
    addVariantRow(t, tr("Worst link failure: bandwidth lost"), [](const VariantEvaluation &v) {
        return percent(v.resilience.worstLinkFailure.bandwidthLostFraction, 1);
    });
    addVariantRow(t, tr("A cluster-wide job survives it"), [](const VariantEvaluation &v) {
        const FailureImpact &f = v.resilience.worstLinkFailure;
        return yesNo(f.jobSurvives) +
               (f.jobSurvives && f.gpusOnFailover > 0 ? comparison::failoverMarker() : QString());
    });
    addVariantRow(t, tr("Free switch ports"), [](const VariantEvaluation &v) {
        return formatInteger(v.resilience.freeSwitchPorts);
    });
}

// Room to grow: GPUs before another tier (the comparison's row), another spine, the
// next increment and where the cost per GPU steps up.
void Builder::addGrowthRows(Table *t) const
{
    for (const QStringList &r : comparison::table(m_project, m_ev, {QStringLiteral("growth")}))
        t->rows.push_back(r);
    addVariantRow(t, tr("GPUs addable before another spine"), [](const VariantEvaluation &v) {
        return formatInteger(v.growth.gpusAddableBeforeNewSpine);
    });
    addVariantRow(t, tr("Next increment (GPUs)"), [](const VariantEvaluation &v) {
        return formatInteger(v.growth.nextIncrementGpus);
    });
    // Not known is not EUR 0: a drawn fabric (the hybrid per unit) is not planned.
    addVariantRow(t, tr("Cost of the next increment"), [](const VariantEvaluation &v) {
        return v.growth.nextIncrementPriced ? money(v.growth.nextIncrementCostEur, currencyOf(v))
                                            : tr("not known");
    });
    addVariantRow(t, tr("Cost per GPU steps up at (GPUs)"), [](const VariantEvaluation &v) {
        return v.growth.costStepAtGpus > 0 ? formatInteger(v.growth.costStepAtGpus)
                                           : QStringLiteral("-");
    });
}

// The organisation's growth targets: tiers and network capital cost at each.
void Builder::addGrowthTargetRows(Table *t) const
{
    std::vector<std::pair<int, long long>> targets;
    for (const VariantEvaluation &v : m_ev.variants)
        for (const GrowthTarget &g : v.growth.targets)
            if (std::find(targets.begin(), targets.end(), std::make_pair(g.years, g.gpus)) ==
                targets.end())
                targets.emplace_back(g.years, g.gpus);
    for (const auto &[years, gpus] : targets) {
        const int y = years;
        const long long g = gpus;
        // The shape the target's TCO is priced on: tiers and, where more than one, planes
        // (review: "2 tiers" at 4,096 GPUs read as one plane, which needs 3).
        addVariantRow(t, tr("%1 GPUs (target, year %2): tiers").arg(formatInteger(g)).arg(y),
                      [y, g](const VariantEvaluation &v) {
                          for (const GrowthTarget &x : v.growth.targets)
                              if (x.years == y && x.gpus == g && x.tiers > 0)
                                  return x.planes > 1 ? tr("%1 on %n plane(s)", nullptr, x.planes)
                                                            .arg(formatInteger(x.tiers))
                                                      : formatInteger(x.tiers);
                          return QStringLiteral("-");
                      });
        addVariantRow(
            t, tr("%1 GPUs (target, year %2): network capital cost").arg(formatInteger(g)).arg(y),
            [y, g](const VariantEvaluation &v) {
                for (const GrowthTarget &x : v.growth.targets)
                    if (x.years == y && x.gpus == g && x.tiers > 0)
                        return x.priced ? money(x.networkCapexEur, currencyOf(v)) : tr("not known");
                return QStringLiteral("-");
            });
    }
}

Section Builder::resilienceGrowthSection() const
{
    Section s;
    s.title = tr("Resilience and growth");
    Table t = comparisonTable({}, false);
    addFailureRows(&t);
    addGrowthRows(&t);
    addGrowthTargetRows(&t);
    mergeIdenticalColumns(t);
    s.blocks.push_back(t);
    const QString failover = comparison::failoverNote(m_ev);
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Note,
        tr("A GPU is cut off when every port of its NIC is lost. Bandwidth lost is the larger of "
           "the injection and the bisection lost; the bisection is the capacity between the "
           "cluster's two halves, and a failed leaf's links all sit in one half, so it takes up "
           "to twice its share of the GPUs from the bisection. A job spanning the cluster survives "
           "a failure "
           "only when no GPU is cut off: NICs with two ports, each on another plane "
           "(single-port NICs on two planes still lose the GPU on a failed switch's rail).") +
            (failover.isEmpty() ? QString() : QLatin1Char(' ') + failover)});
    // Per option what the table and the note do not say: the note gives the survival
    // rule once (each option repeated it), the table each growth target it priced.
    std::vector<std::pair<VariantKind, QStringList>> lists;
    for (const VariantEvaluation &v : m_ev.variants) {
        QStringList texts;
        for (const Explanation &e : v.resilience.explanations)
            if (e.id != QLatin1String("survival-rule"))
                texts << e.text;
        for (const Explanation &e : v.growth.explanations)
            if (!targetInTable(v, e.id))
                texts << e.text;
        lists.emplace_back(v.kind, texts);
    }
    addGroupedBullets(&s, lists);
    return s;
}

// Whether growth explanation `id` ("target-<years>y") is a target the growth rows of
// the resilience table prices (a generated fabric's tiers and capital cost).
bool Builder::targetInTable(const VariantEvaluation &v, const QString &id)
{
    for (const GrowthTarget &t : v.growth.targets)
        if (t.tiers > 0 && t.priced && id == QStringLiteral("target-%1y").arg(t.years))
            return true;
    return false;
}

// A table of text rows (comparison.h) with its first row as header, numbers right.
Table rowsTable(const QString &caption, const std::vector<QStringList> &rows)
{
    Table t;
    t.caption = caption;
    t.compact = true;
    t.firstColumnBold = true;
    if (rows.empty())
        return t;
    t.headerRows = {rows.front()};
    t.rows.assign(rows.begin() + 1, rows.end());
    t.alignment.assign(static_cast<std::size_t>(rows.front().size()), Qt::AlignRight);
    t.alignment.front() = Qt::AlignLeft;
    return t;
}

// The growth-plan table (year, GPUs, then capex step, opex and cumulative TCO per
// variant), two variants per table: with four or five variants one table of up to 17
// columns broke "Year" and "GPUs" inside the word on A4.
void Builder::addGrowthPlanTables(Section &s, const std::vector<QStringList> &rows)
{
    constexpr qsizetype kLead = 2, kSpan = 3 * 2; // year and GPUs; 2 variants x 3
    const qsizetype columns = rows.empty() ? 0 : rows.front().size();
    if (columns <= kLead) {
        s.blocks.push_back(rowsTable(tr("Network TCO per year, in millions"), rows));
        return;
    }
    for (qsizetype first = kLead; first < columns; first += kSpan) {
        std::vector<QStringList> part;
        for (const QStringList &r : rows)
            part.push_back(r.mid(0, kLead) + r.mid(first, kSpan));
        Table t = rowsTable(first == kLead ? tr("Network TCO per year, in millions")
                                           : tr("Network TCO per year, in millions (continued)"),
                            part);
        t.columnWeights.assign(static_cast<std::size_t>(part.front().size()), 1.0);
        t.columnWeights[0] = 0.6; // the year
        t.columnWeights[1] = 0.9; // GPUs
        s.blocks.push_back(std::move(t));
    }
}

// An assumption's value as the text prints it ("0.911"), "not known" when the catalog
// has none.
// A fraction assumption in per cent, one decimal ("91.1 %").
QString Builder::assumptionPercent(const char *id) const
{
    const Figure *f = m_catalog.assumption(QLatin1String(id));
    return f && f->known ? percent(f->value, 1) : tr("not known");
}

Section Builder::growthPlanSection() const
{
    Section s;
    const OrganisationProfile &org = m_project.organisation;
    const bool targets = org.gpusInOneYear > 0 || org.gpusInThreeYears > 0;
    s.title = targets ? tr("TCO along the growth plan") : tr("TCO year by year");
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        targets ? tr("Year 0 is the purchase of the design now. The build-out to the 1- and "
                     "3-year targets is bought at the end of that year: the network of the design "
                     "generated at the target size with the same parameters, minus the network "
                     "already in place, plus moving every link above the leaves when a tier or "
                     "a plane is added, or the leaves' uplinks that move to new spines "
                     "(assumption \"%1\"). Energy and support are paid each year for the "
                     "design in place, so a build-out bought at the end of year 1 is in service "
                     "from year 2. The recommendation's TCO criterion uses the last year's "
                     "cumulative TCO.")
                      .arg(tr("Re-cabling cost per link"))
                : tr("The organisation profile sets no 1- or 3-year target: the table shows the "
                     "design now over the depreciation period, year by year.")});
    addGrowthPlanTables(s, comparison::growthPlanTable(m_ev));
    s.blocks.push_back(Chart{comparison::growthPlanChart(m_ev), 0.5,
                             tr("Cumulative network TCO at the end of each year of the plan.")});
    return s;
}

Section Builder::sensitivitySection() const
{
    Section s;
    s.title = tr("Sensitivity");
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("Each assumption below is set to the low and the high end of its range while the "
           "others stay as they are, and the decision is taken again. The bars show the lead in "
           "points of %1 over the best other variant; a bar left of zero means another variant "
           "would then be recommended. The last column gives the value, nearest to the current "
           "one, at which the recommendation changes.")
            .arg(variantName(m_ev.recommendation.variant))});
    // At the cluster's own cost the energy price, the support share and the Ethernet
    // discount move the value of a GPU-hour too (recommendation_sensitivity.cpp
    // ownCostAt): dearer energy can then favour the faster, not the frugal, network
    // (board review 12: it read as an error).
    if (!m_ev.variants.empty() && m_ev.variants.front().stepTime.gpuHourAtOwnCost)
        s.blocks.push_back(Paragraph{
            Paragraph::Style::Note,
            tr("GPU time is valued at the cluster's own cost, which holds the energy, the "
               "support and the switches: a dearer energy price or support share also makes a "
               "GPU-hour worth more, and so a faster training step. That can outweigh a lower "
               "network power or price, and move the answer the other way.")});
    Table sensitivity =
        rowsTable(tr("Sensitivity of the recommendation"), comparison::sensitivityTable(m_ev));
    // The assumptions' names are long ("RoCE efficiency against InfiniBand"): the widest
    // column, so that they wrap at most once.
    sensitivity.columnWeights = {3.2, 1.0, 1.7, 1.15, 1.15, 1.7};
    s.blocks.push_back(sensitivity);
    s.blocks.push_back(
        Chart{comparison::sensitivityChart(m_ev), 0.55,
              tr("Tornado: the solid line is the lead now, the dashed line zero, where another "
                 "option would be recommended; the largest swing is on top. An assumption "
                 "whose range does not move the lead is in the table only.")});
    for (const SensitivityRow &r : m_ev.recommendation.sensitivity)
        s.blocks.push_back(Paragraph{Paragraph::Style::Bullet, r.text});
    return s;
}

// Where the cable lengths come from (docs/FLOORPLAN.md): the project's floor layout with
// its values when it is on, else the catalog's per-tier default lengths. A link's own
// length (length_m) wins in both cases.
void Builder::addCableLengthRows(Table *t) const
{
    const FloorLayout &f = m_project.floorLayout;
    const auto metres = [](double m, int decimals) {
        return tr("%1 m").arg(formatNumber(m, decimals));
    };
    if (!f.enabled) {
        QStringList lengths;
        const char *const names[] = {QT_TR_NOOP("node to leaf"), QT_TR_NOOP("leaf to spine"),
                                     QT_TR_NOOP("spine to core")};
        for (int tier = 0; tier < 3; ++tier) {
            const Figure *fig =
                m_catalog.assumption(QStringLiteral("cable-length-default-m-tier%1").arg(tier));
            lengths << tr("%1 %2").arg(tr(names[tier]),
                                       fig && fig->known ? metres(fig->value, 0) : tr("unknown"));
        }
        t->rows.push_back({tr("Cable lengths"), tr("Per-tier default lengths (no floor layout): %1")
                                                    .arg(lengths.join(QStringLiteral(", ")))});
        return;
    }
    t->rows.push_back(
        {tr("Cable lengths"), tr("Measured on the floor layout, rounded up to a stock length")});
    const Figure *perRack = m_catalog.assumption(QStringLiteral("nodes-per-rack"));
    t->rows.push_back({tr("Floor layout: nodes per rack"), perRack && perRack->known
                                                               ? formatNumber(perRack->value, 0)
                                                               : tr("unknown")});
    const Figure *height = m_catalog.assumption(QStringLiteral("rack-height-u"));
    t->rows.push_back({tr("Floor layout: rack height"),
                       height && height->known ? tr("%1 U").arg(formatNumber(height->value, 0))
                                               : tr("unknown (no rack elevation)")});
    t->rows.push_back({tr("Floor layout: racks per row"), formatInteger(f.racksPerRow)});
    t->rows.push_back({tr("Floor layout: rack width"), metres(f.rackWidthM, 1)});
    t->rows.push_back({tr("Floor layout: row pitch"), metres(f.rowPitchM, 1)});
    t->rows.push_back({tr("Floor layout: rise to the cable tray, each end"), metres(f.riseM, 1)});
    t->rows.push_back({tr("Floor layout: slack per run"), metres(f.slackM, 1)});
    t->rows.push_back({tr("Floor layout: spine and core racks"),
                       f.spines == SpinePlacement::Central ? tr("in the middle of the floor")
                                                           : tr("at the end of the row")});
}

Section Builder::assumptionsSection() const
{
    Section s;
    s.title = tr("Assumptions and sources");
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("Every catalogue figure the analyses of this design use, with its confidence and "
           "source. Tags: P primary (vendor documentation, measurements), S secondary "
           "(press, reports), E estimate, D derived by arithmetic from other figures, U set in "
           "this project. Prices are in EUR of the price year shown.")});
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Note,
        tr("Each source note starts with its tag in words, followed by the catalogue's own "
           "note; the citation in it (title, web address, part number) is given as published, "
           "so that every source can be checked.")});
    Table t;
    t.compact = true;
    t.headerRows.push_back(
        {tr("Part or assumption"), tr("Figure"), tr("Value"), tr("Tag"), tr("Source"), tr("Year")});
    t.alignment = {Qt::AlignLeft,    Qt::AlignLeft, Qt::AlignRight,
                   Qt::AlignHCenter, Qt::AlignLeft, Qt::AlignRight};
    t.columnWeights = {2.2, 1.15, 1.2, 0.5, 5.0, 0.65};
    for (const UsedFigure &f : usedFigures(m_catalog, m_ev))
        t.rows.push_back({f.partName, f.field, f.value, sourceTagLetter(f.tag),
                          printedSourceNote(f.tag, f.source),
                          f.priceYear > 0 ? QString::number(f.priceYear) : QString()});
    s.blocks.push_back(t);

    // The project's own assumptions (organisation and workload profile).
    s.blocks.push_back(Paragraph{Paragraph::Style::Subheading, tr("Project assumptions")});
    const OrganisationProfile &o = m_project.organisation;
    const WorkloadProfile &w = m_project.workload;
    Table p;
    p.headerRows.push_back({tr("Assumption"), tr("Value")});
    p.columnWeights = {2.0, 2.0};
    p.rows.push_back({tr("Workload"), workloadWord(w.kind)});
    // With a model plan the step-time model gives the share (board review 12: the 35 %
    // input sat beside the summary's modelled 14 % to 24 % with no word on which counts).
    const bool modelled =
        !m_ev.variants.empty() &&
        std::all_of(m_ev.variants.begin(), m_ev.variants.end(),
                    [](const VariantEvaluation &v) { return v.stepTime.modelled; });
    p.rows.push_back({tr("Share of step time spent communicating"),
                      modelled ? tr("%1 (not used: the workload's parallel plan gives the step "
                                    "time)")
                                     .arg(percent(w.commShare))
                               : percent(w.commShare)});
    p.rows.push_back({tr("Parallelism (tensor / pipeline / expert)"), QStringLiteral("%1 / %2 / %3")
                                                                          .arg(w.tensorParallel)
                                                                          .arg(w.pipelineParallel)
                                                                          .arg(w.expertParallel)});
    p.rows.push_back(
        {tr("GPUs per job"), w.jobGpus > 0 ? formatInteger(w.jobGpus) : tr("the whole cluster")});
    p.rows.push_back({tr("Team experience with InfiniBand"), skillName(o.infinibandSkill)});
    p.rows.push_back({tr("Team experience with RoCE"), skillName(o.roceSkill)});
    p.rows.push_back({tr("Existing Ethernet data-centre network"), yesNo(o.existingEthernetDc)});
    p.rows.push_back(
        {tr("A job must survive any single switch failure"), yesNo(o.surviveSingleSwitchFailure)});
    if (o.gpusInOneYear > 0)
        p.rows.push_back({tr("GPUs in one year"), formatInteger(o.gpusInOneYear)});
    if (o.gpusInThreeYears > 0)
        p.rows.push_back({tr("GPUs in three years"), formatInteger(o.gpusInThreeYears)});
    p.rows.push_back(
        {tr("Energy price"), tr("%1 per kWh")
                                 .arg(comparison::currencySign(o.currency) + QLatin1Char(' ') +
                                      formatNumber(o.energyEurPerKwh, 2))});
    p.rows.push_back({tr("PUE (cooling overhead)"), formatNumber(o.pue, 2)});
    p.rows.push_back({tr("Depreciation period"), tr("%1 years").arg(o.depreciationYears)});
    p.rows.push_back(
        {tr("Support per year, share of capital cost"), percent(o.supportShareOfCapexPerYear)});
    p.rows.push_back({tr("Spares, share of network parts"), percent(o.sparesShare)});
    addCableLengthRows(&p);
    s.blocks.push_back(p);
    return s;
}

// NCCL's name of a protocol, as NCCL_PROTO takes it.
QString ncclProtocolName(NcclProtocol p)
{
    switch (p) {
    case NcclProtocol::LL:
        return QStringLiteral("LL");
    case NcclProtocol::LL128:
        return QStringLiteral("LL128");
    case NcclProtocol::Simple:
        return QStringLiteral("Simple");
    }
    return {};
}

// NCCL's name of an algorithm (not translated: the names the NCCL documentation uses).
QString ncclName(NcclAlgorithm a)
{
    switch (a) {
    case NcclAlgorithm::Ring:
        return QStringLiteral("Ring");
    case NcclAlgorithm::Tree:
        return QStringLiteral("Tree");
    case NcclAlgorithm::Nvls:
        return QStringLiteral("NVLS");
    case NcclAlgorithm::NvlsTree:
        return QStringLiteral("NVLSTree");
    case NcclAlgorithm::CollNetDirect:
        return QStringLiteral("CollNet Direct");
    case NcclAlgorithm::CollNetChain:
        return QStringLiteral("CollNet Chain");
    case NcclAlgorithm::Pat:
        return QStringLiteral("PAT");
    case NcclAlgorithm::P2p:
        return QStringLiteral("P2P");
    }
    return {};
}

// The time per all-reduce the model gives for the whole cluster, with the algorithm and
// protocol NCCL's tuner would pick, from 8 B up (the column nccl-tests prints as
// "time (us)"): the latency that decides small messages, which the bus-bandwidth chart
// shows as a line near zero. One column per distinct option.
Table Builder::allReduceTimeTable() const
{
    Table t;
    t.caption = tr("Time per all-reduce the model predicts for the whole cluster (\u00b5s), "
                   "with NCCL's algorithm and protocol");
    QStringList header{tr("Message size")};
    std::vector<const VariantEvaluation *> shown;
    for (const VariantEvaluation &v : m_ev.variants) {
        if (v.kind == VariantKind::AsDrawn)
            continue;
        const auto sameTimes = [&v](const VariantEvaluation *o) {
            const auto &a = o->collectives.points;
            const auto &b = v.collectives.points;
            return a.size() == b.size() &&
                   std::equal(a.begin(), a.end(), b.begin(), [](const auto &x, const auto &y) {
                       return x.seconds == y.seconds && x.algorithm == y.algorithm &&
                              x.protocol == y.protocol;
                   });
        };
        const bool same = std::any_of(shown.begin(), shown.end(), sameTimes);
        if (same || !comparison::findPoint(v, CollectiveOp::AllReduce, 8.0))
            continue;
        shown.push_back(&v);
        header << variantName(v.kind);
    }
    t.headerRows.push_back(header);
    t.alignment.push_back(Qt::AlignLeft);
    for (qsizetype c = 1; c < header.size(); ++c)
        t.alignment.push_back(Qt::AlignRight);
    for (double bytes : {8.0, 64.0 * 1024.0, kMiB, 16.0 * kMiB, 256.0 * kMiB, kGiB}) {
        QStringList row{chart::binarySizeLabel(bytes)};
        for (const VariantEvaluation *v : shown) {
            const CollectivePoint *p = comparison::findPoint(*v, CollectiveOp::AllReduce, bytes);
            if (!p) {
                row << tr("unknown");
                continue;
            }
            const double us = p->seconds * 1e6;
            row << tr("%1 (%2, %3)")
                       .arg(formatNumber(us, us < 100.0 ? 1 : 0), ncclName(p->algorithm),
                            ncclProtocolName(p->protocol));
        }
        t.rows.push_back(row);
    }
    return t;
}

// The box "The performance model and its limits": how the collective and step-time
// figures are made, the model's constants per variant (from the collectives result),
// what it leaves out and how far to trust it (calibrated from measurement or not).
Paragraph Builder::performanceModelBox() const
{
    QStringList paras;
    paras << tr("The bandwidth and time figures come from a model of NCCL on this fabric, not "
                "from measurements. For every operation and message size the model picks the "
                "algorithm and protocol NCCL's tuner would pick, and adds the latency of each "
                "network step to the time it takes to move the data at the NICs' bandwidth after "
                "the technology's efficiency.");
    // Variants with the same constants (the hybrid is often InfiniBand's design) share one.
    std::vector<std::pair<QStringList, QString>> groups; // (variant names, constants)
    for (const VariantEvaluation &v : m_ev.variants) {
        if (v.kind == VariantKind::AsDrawn)
            continue;
        const CollectivePoint *p = comparison::findPoint(v, CollectiveOp::AllReduce, kGiB);
        QString figures =
            tr("%1 \u00b5s per network step, %2 GB/s per GPU after an efficiency of %3, "
               "all-reduce of 1 GiB with %4")
                .arg(formatNumber(v.collectives.alphaSeconds * 1e6, 1),
                     formatNumber(v.collectives.networkGbytePerSPerGpu, 1),
                     formatNumber(v.collectives.efficiency, 2),
                     p ? ncclName(p->algorithm) : QStringLiteral("-"));
        if (v.collectives.efficiencyAssumptionId == QLatin1String("nccl-socket-efficiency"))
            figures += tr(" (NCCL over TCP sockets between units, no SHARP)");
        auto same = std::find_if(groups.begin(), groups.end(),
                                 [&figures](const auto &g) { return g.second == figures; });
        if (same != groups.end())
            same->first << variantName(v.kind);
        else
            groups.emplace_back(QStringList{variantName(v.kind)}, figures);
    }
    QStringList constants;
    for (const auto &[names, figures] : groups)
        constants << names.join(QStringLiteral(", ")) + QStringLiteral(": ") + figures;
    if (!constants.isEmpty())
        paras << tr("Model constants: %1.").arg(constants.join(QStringLiteral("; ")));
    bool stepTime = false;
    for (const VariantEvaluation &v : m_ev.variants)
        stepTime = stepTime || v.stepTime.modelled;
    if (stepTime)
        paras << tr("The training step time adds the communication the workload's parallel plan "
                    "cannot hide behind computation to the compute time of the step.");
    paras << tr("Not modelled path by path: traffic of other jobs, congestion and hash "
                "collisions in the fabric, failures, and differences between software versions. "
                "Routing enters as one efficiency factor per fabric: Ethernet/RoCE with adaptive "
                "routing at %1 of InfiniBand's efficiency (a vendor-sponsored measurement; plain "
                "ECMP at %2 of it, untuned at %3), so the Ethernet/RoCE figures assume the "
                "routing and tuning the project sets, which the proof of concept must confirm.")
                 .arg(assumptionPercent("roce-efficiency-adaptive-routing"),
                      assumptionPercent("roce-efficiency-ecmp"),
                      assumptionPercent("roce-efficiency-untuned"));
    const VariantEvaluation *calibrated = nullptr;
    for (const VariantEvaluation &v : m_ev.variants) {
        if (v.collectives.calibrated && !calibrated)
            calibrated = &v;
    }
    paras << (calibrated
                  ? tr("Confidence: %1").arg(inSentence(calibrated->collectives.calibrationSource))
                  : tr("Confidence: the model has not been calibrated against measurements "
                       "on this hardware. Treat the figures as estimates until nccl-tests "
                       "runs in a proof of concept confirm them."));
    return Paragraph{Paragraph::Style::Box, tr("The performance model and its limits") +
                                                QLatin1Char('\n') + paras.join(QLatin1Char('\n'))};
}

// Terms a reader outside networking meets in this report, in plain words.
Section Builder::glossarySection() const
{
    Section s;
    s.title = tr("Glossary");
    Table t;
    t.headerRows.push_back({tr("Term"), tr("Meaning")});
    t.columnWeights = {1.3, 5.0};
    t.firstColumnBold = true;
    t.rows = {
        {tr("All-reduce"),
         tr("A collective operation in which every GPU contributes data and every GPU receives "
            "the combined result (for example the sum of the gradients): the main communication "
            "of data-parallel training.")},
        {tr("Bus bandwidth"),
         tr("The bandwidth figure of nccl-tests: the data each GPU moves per second, corrected "
            "for the operation so that it compares with the link speed; in GB/s (10\u2079 bytes "
            "per second).")},
        {tr("NCCL, nccl-tests"),
         tr("NVIDIA's library for communication between GPUs, and its benchmark programs: the "
            "reference for the bandwidth figures in this report.")},
        {tr("InfiniBand"),
         tr("A network technology built for HPC and AI: lossless by design, with its own "
            "switches, cables and a subnet manager; today from one vendor (NVIDIA).")},
        {tr("RoCE"),
         tr("RDMA over Converged Ethernet: GPUs read and write each other's memory over an "
            "Ethernet network. It performs well only on a lossless, carefully tuned network.")},
        {tr("PFC, ECN"),
         tr("Priority Flow Control pauses a traffic class on a link before its buffers "
            "overflow, so that no packet is lost; Explicit Congestion Notification marks "
            "packets when queues fill up, so that the senders slow down. Together they make "
            "Ethernet suitable for RoCE.")},
        {tr("Hybrid"),
         tr("The compute fabric on InfiniBand, the storage and front-end networks on Ethernet.")},
        {tr("Tier"),
         tr("A layer of switches: leaves connect the servers, spines connect the leaves, and "
            "in large fabrics a core tier connects the spines. More tiers mean more switches, "
            "links and latency.")},
        {tr("Oversubscription"),
         tr("The ratio of the bandwidth towards the servers to the bandwidth towards the next "
            "tier, for example 2:1. At 1:1 (non-blocking) every server can send at full speed "
            "at the same time.")},
        {tr("Plane"),
         tr("A complete, separate copy of the fabric. When every NIC has a port on each plane "
            "(dual-port NICs), the failure of a switch in one plane cuts off no GPU; when each "
            "node's single-port NICs are split between the planes, they add capacity, not "
            "redundancy.")},
        {tr("Rail"),
         tr("In a rail-optimized design NIC n of every server connects to the same leaf (rail "
            "n), so GPUs of the same rank in different servers talk through one switch.")},
        {tr("PUE"),
         tr("Power usage effectiveness: the total power of the data centre divided by the power "
            "of its IT equipment; 1.3 means 30 % more for cooling and power distribution.")},
        {tr("TCO"), tr("Total cost of ownership: the capital cost plus energy and support over the "
                       "depreciation period.")},
    };
    s.blocks.push_back(t);
    return s;
}

Section Builder::measurementsSection() const
{
    Section s;
    s.title = tr("Measurements");
    if (m_project.measurements.empty()) {
        s.startOnNewPage = false; // two lines: no page of their own
        s.blocks.push_back(
            Paragraph{Paragraph::Style::Body,
                      tr("No nccl-tests measurements have been imported into this project yet: the "
                         "bandwidth figures in this report are model values.")});
        return s;
    }
    s.blocks.push_back(Paragraph{
        Paragraph::Style::Body,
        tr("Results imported from nccl-tests logs, beside the model for the same operation, "
           "size and number of GPUs on the variant measured (the design as drawn when the log "
           "does not say).")});
    Table t;
    t.compact = true;
    t.headerRows.push_back({tr("Source"), tr("Variant"), tr("Operation"), tr("GPUs"), tr("Size"),
                            tr("Time (\u00b5s)"), tr("Measured busbw (GB/s)"),
                            tr("Model busbw (GB/s)")});
    t.alignment = {Qt::AlignLeft,  Qt::AlignLeft,  Qt::AlignLeft,  Qt::AlignRight,
                   Qt::AlignRight, Qt::AlignRight, Qt::AlignRight, Qt::AlignRight};
    t.columnWeights = {2.4, 1.3, 1.3, 0.7, 1.0, 1.1, 1.25, 1.25};
    // Models per (variant, GPUs), built once.
    std::map<std::pair<int, int>, CollectiveModel> models;
    for (const Measurement &m : m_project.measurements) {
        VariantKind k = VariantKind::AsDrawn;
        const bool known = variantFromKey(m.variant, &k);
        const VariantEvaluation *v = nullptr;
        for (const VariantEvaluation &e : m_ev.variants)
            if (e.kind == k)
                v = &e;
        QString model = QStringLiteral("-");
        CollectiveOp op;
        if (v && m.gpus > 0 && m.bytes > 0 && collectiveOpFromKey(m.op, &op)) {
            const auto key = std::make_pair(static_cast<int>(k), m.gpus);
            auto it = models.find(key);
            if (it == models.end())
                it = models
                         .emplace(key, collectiveModel(v->project, m_catalog, v->bandwidth, m.gpus))
                         .first;
            const double secs = collectiveSeconds(op, static_cast<double>(m.bytes), it->second);
            if (secs > 0.0)
                model = formatNumber(
                    static_cast<double>(m.bytes) / secs / 1e9 * busBandwidthFactor(op, m.gpus), 1);
        }
        t.rows.push_back({m.source, known ? variantName(k) : tr("not stated"), m.op,
                          formatInteger(m.gpus), chart::binarySizeLabel(double(m.bytes)),
                          formatNumber(m.seconds * 1e6, 1), formatNumber(m.busbwGbyteS, 1), model});
    }
    s.blocks.push_back(t);
    return s;
}

ReportContent Builder::build()
{
    ReportContent c;
    c.language = currentLanguage();
    c.title = tr("Fabric comparison report");
    c.creator = QStringLiteral("FabricPlanner %1").arg(QStringLiteral(FABRICPLANNER_VERSION));
    const QDate date = m_options.date.isValid() ? m_options.date : QDate::currentDate();
    c.dateText = QLocale().toString(date, QStringLiteral("d MMMM yyyy"));
    c.tocTitle = tr("Contents");
    c.continuedSuffix = tr(" (continued)");
    c.pageLabel = tr("Page %1 of %2");

    Cover &cover = c.cover;
    cover.title = c.title;
    cover.subtitle = tr("InfiniBand, Ethernet/RoCE and hybrid compared");
    cover.projectName = m_project.info.name.isEmpty() ? tr("Untitled project")
                                                      : projectDisplayName(m_project, m_catalog);
    c.shortTitle = c.title;
    QStringList meta;
    if (!m_project.info.organisation.isEmpty())
        meta << m_project.info.organisation;
    meta << c.dateText
         << tr("%1 GPUs in %2 nodes").arg(formatInteger(m_gpus), formatInteger(m_nodes));
    cover.meta = meta.join(QStringLiteral(" \u00b7 "));
    cover.recommendation = recommendationLine();
    const TwoPlaneOptions twoPlanes = twoPlaneOptions(m_ev, m_catalog);
    ExecutiveSummary summary = executiveSummary(m_project, m_ev, &twoPlanes, &m_catalog);
    cover.summary = std::move(summary.blocks);
    cover.documentControlTitle = tr("Document control");
    cover.documentControl = std::move(summary.documentControl);
    cover.priceBasis = summary.priceBasis;
    cover.sourcesNote = summary.sourcesNote;

    c.sections.push_back(summarySection());
    c.sections.push_back(designSection());
    c.sections.push_back(optionsSection(m_project, m_ev));
    c.sections.push_back(comparisonSection());
    c.sections.push_back(chartsSection());
    for (Section &s : bomSections())
        c.sections.push_back(std::move(s));
    c.sections.push_back(complexitySection());
    Section roce = roceSection();
    c.sections.push_back(std::move(roce));
    c.sections.push_back(resilienceGrowthSection());
    c.sections.push_back(availabilitySection(m_project, m_catalog, m_ev, twoPlanes));
    c.sections.push_back(growthPlanSection());
    if (m_ev.recommends() && !m_ev.recommendation.sensitivity.empty())
        c.sections.push_back(sensitivitySection());
    c.sections.push_back(riskRegisterSection(m_project, m_ev));
    c.sections.push_back(implementationSection(m_project, m_ev));
    c.sections.push_back(assumptionsSection());
    c.sections.push_back(measurementsSection());
    c.sections.push_back(glossarySection());
    c.sections.push_back(procurementSection());
    if (m_options.cablingPlan)
        c.sections.push_back(cablingSection());
    return c;
}

// Field names of the figures, for the assumptions table.
class FigureTexts
{
    Q_DECLARE_TR_FUNCTIONS(fp::Report)

public:
    static QString fieldName(const QString &field)
    {
        if (field == QLatin1String("priceEur"))
            return tr("Price");
        if (field == QLatin1String("powerWatts"))
            return tr("Power");
        if (field == QLatin1String("nvlinkGbytePerS"))
            return tr("NVLink bandwidth");
        if (field == QLatin1String("latencyNs"))
            return tr("Latency per hop");
        if (field == QLatin1String("reachM"))
            return tr("Reach");
        if (field == QLatin1String("otherPowerWatts"))
            return tr("Other power");
        if (field == QLatin1String("maxPowerWatts"))
            return tr("Maximum power");
        if (field == QLatin1String("bufferMbyte"))
            return tr("Buffer");
        if (field == QLatin1String("bf16DenseTflops"))
            return tr("BF16 compute, dense (TFLOPS)");
        if (field == QLatin1String("rackUnits"))
            return tr("Height");
        return field;
    }
    static QString value(const QString &field, const Figure &f)
    {
        if (!f.known)
            return tr("not known");
        if (field == QLatin1String("priceEur"))
            return formatMoney(f.value, QStringLiteral("EUR"));
        if (field == QLatin1String("powerWatts") || field == QLatin1String("otherPowerWatts") ||
            field == QLatin1String("maxPowerWatts"))
            return tr("%1 W").arg(formatNumber(f.value, f.value < 10 ? 1 : 0));
        if (field == QLatin1String("nvlinkGbytePerS"))
            return tr("%1 GB/s").arg(formatNumber(f.value, 0));
        if (field == QLatin1String("latencyNs"))
            return tr("%1 ns").arg(formatNumber(f.value, 0));
        if (field == QLatin1String("reachM"))
            return tr("%1 m").arg(formatNumber(f.value, 0));
        if (field == QLatin1String("bufferMbyte"))
            return tr("%1 MB").arg(formatNumber(f.value, 0));
        if (field == QLatin1String("rackUnits")) // rack units, 1U = 44.45 mm (EIA-310)
            return tr("%1 U").arg(formatNumber(f.value, f.value == std::round(f.value) ? 0 : 1));
        // Others (BF16 TFLOPS, factors): the catalog's own precision, no trailing zeros
        // ("989", not "989.00"; "989.4" where the datasheet gives a decimal).
        return formatNumber(f.value, f.value == std::round(f.value)                 ? 0
                                     : f.value * 10.0 == std::round(f.value * 10.0) ? 1
                                                                                    : 2);
    }
    // The assumptions named by their id alone: {id, name}. A table, not code: one line per
    // assumption of the catalog, so its length is that of the catalog's list.
    static const std::vector<std::pair<const char *, const char *>> &assumptionNameTable()
    {
        static const std::vector<std::pair<const char *, const char *>> names = {
            {"nccl-busbw-per-400g-nic", QT_TR_NOOP("NCCL bus bandwidth per 400G NIC")},
            {"explore-max-oversubscription-pretraining",
             QT_TR_NOOP("Highest oversubscription explored, pre-training")},
            {"explore-max-oversubscription-fine-tuning",
             QT_TR_NOOP("Highest oversubscription explored, fine-tuning")},
            {"explore-max-oversubscription-inference",
             QT_TR_NOOP("Highest oversubscription explored, inference")},
            {"explore-max-oversubscription-mixed-hpc",
             QT_TR_NOOP("Highest oversubscription explored, mixed with HPC")},
            {"infiniband-efficiency", QT_TR_NOOP("InfiniBand efficiency (share of line rate)")},
            {"roce-efficiency-adaptive-routing",
             QT_TR_NOOP("RoCE efficiency with adaptive routing")},
            {"roce-efficiency-ecmp", QT_TR_NOOP("RoCE efficiency with ECMP")},
            {"roce-efficiency-untuned", QT_TR_NOOP("RoCE efficiency, untuned")},
            {"nvlink-busbw-h100", QT_TR_NOOP("NVLink bus bandwidth, H100")},
            {"nvlink-busbw-h100-nvls", QT_TR_NOOP("NVLink bus bandwidth, H100 with NVLS")},
            {"nvlink-busbw-b200", QT_TR_NOOP("NVLink bus bandwidth, B200")},
            {"nvlink-busbw-b200-nvls", QT_TR_NOOP("NVLink bus bandwidth, B200 with NVLS")},
            {"nic-latency-ns", QT_TR_NOOP("NIC latency")},
            {"software-latency-us", QT_TR_NOOP("Software latency per step")},
            {"nccl-net-overhead-us", QT_TR_NOOP("NCCL network overhead per step")},
            {"nccl-ring-plateau", QT_TR_NOOP("NCCL ring bandwidth plateau")},
            {"nccl-ll-max-busbw-blackwell-factor",
             QT_TR_NOOP("NCCL LL maximum bus bandwidth, Blackwell factor")},
            {"job-placement-random", QT_TR_NOOP("Jobs placed at random (1 = yes)")},
            {"sharp-enabled", QT_TR_NOOP("InfiniBand SHARP in use (1 = yes)")},
            {"pfc-headroom-base", QT_TR_NOOP("PFC headroom, fixed part")},
            {"pfc-headroom-per-cable-m", QT_TR_NOOP("PFC headroom per metre of cable")},
            {"pfc-headroom-mtu-factor", QT_TR_NOOP("PFC headroom, MTU factor")},
            {"ecn-min-kb", QT_TR_NOOP("ECN marking, minimum threshold")},
            {"ecn-max-kb", QT_TR_NOOP("ECN marking, maximum threshold")},
            {"roce-pfc-priority", QT_TR_NOOP("RoCE PFC priority")},
            {"roce-cnp-priority", QT_TR_NOOP("RoCE CNP priority")},
            {"default-spares-share", QT_TR_NOOP("Spares, default share")},
            {"eur-per-usd", QT_TR_NOOP("Exchange rate (EUR per USD)")},
            {"roce-network-cost-discount", QT_TR_NOOP("RoCE network cost discount")},
            {"gpu-hour-cost-eur", QT_TR_NOOP("Cost of a GPU-hour")},
            {"node-support-share-per-year", QT_TR_NOOP("Server support a year (share of price)")},
            {"facility-eur-per-kw-month",
             QT_TR_NOOP("Data-centre space per kW of IT load a month")},
            {"network-interruptions-per-link-year",
             QT_TR_NOOP("Job interruptions from the network per link and year")},
            {"interruption-lost-hours", QT_TR_NOOP("Hours of the whole job lost per interruption")},
            {"recabling-eur-per-link", QT_TR_NOOP("Re-cabling cost per link")},
            {"ufm-appliances-per-fabric", QT_TR_NOOP("UFM appliances per fabric")},
            {"ufm-appliance-price-eur", QT_TR_NOOP("UFM appliance, price")},
            {"ufm-appliance-power-w", QT_TR_NOOP("UFM appliance, power")},
            {"oob-patch-cord-price-eur", QT_TR_NOOP("1GbE management patch cord, price")},
            {"ib-ethernet-gateway-gbit",
             QT_TR_NOOP("InfiniBand-to-Ethernet gateway throughput each way (Gb/s)")},
            {"ib-ethernet-gateway-height-u",
             QT_TR_NOOP("InfiniBand-to-Ethernet gateway height (U)")},
            {"ib-ethernet-gateway-ports",
             QT_TR_NOOP("InfiniBand-to-Ethernet gateway ports (InfiniBand and Ethernet)")},
            {"storage-gbyte-per-s-per-gpu", QT_TR_NOOP("Storage bandwidth per GPU")},
            {"front-end-oversubscription", QT_TR_NOOP("Front-end oversubscription")},
            {"nodes-per-rack", QT_TR_NOOP("Nodes per rack")},
            {"pdus-per-node-rack", QT_TR_NOOP("PDUs per rack of nodes")},
            {"pdus-per-network-rack", QT_TR_NOOP("PDUs per network rack")},
            {"rack-scale-management-ports",
             QT_TR_NOOP("Management ports of a rack-scale rack besides its trays")},
            {"rack-height-u", QT_TR_NOOP("Rack height (U)")},
            {"network-rack-power-kw", QT_TR_NOOP("Power a network rack may draw (kW)")},
            {"nccl-socket-efficiency", QT_TR_NOOP("NCCL over TCP sockets, share of line rate")},
            {"onboard-sm-max-nodes", QT_TR_NOOP("Nodes the on-board subnet manager handles")},
            {"host-sm-max-nodes",
             QT_TR_NOOP("Most nodes a subnet manager on control-plane servers serves "
                        "(on planes: 8 times this in node ports per plane)")},
            {"compute-efficiency", QT_TR_NOOP("Compute efficiency (share of peak)")},
            {"dp-overlap-share", QT_TR_NOOP("Data-parallel traffic hidden behind compute")},
            {"dp-bucket-parameters", QT_TR_NOOP("Data-parallel bucket size (parameters)")},
        };
        return names;
    }
    // An assumption's name in words (no raw ids in the report); an id
    // this list does not know is shown as it is.
    static QString assumptionName(const QString &id)
    {
        static const QRegularExpression nccl(
            QStringLiteral("^nccl-(base|nvlink|net)-latency-([a-z-]+)-(ll|ll128|simple)-us$"));
        if (const QRegularExpressionMatch m = nccl.match(id); m.hasMatch()) {
            const QString where = m.captured(1) == QLatin1String("base") ? tr("NCCL base latency")
                                  : m.captured(1) == QLatin1String("nvlink")
                                      ? tr("NCCL latency per NVLink step")
                                      : tr("NCCL latency per network step");
            const QString protocol = m.captured(3) == QLatin1String("simple")
                                         ? QStringLiteral("Simple")
                                         : m.captured(3).toUpper();
            return QStringLiteral("%1, %2 %3")
                .arg(where, m.captured(2).replace(QLatin1Char('-'), QLatin1Char(' ')), protocol);
        }
        static const QRegularExpression factor(QStringLiteral("^nccl-([a-z0-9-]+)-busbw-factor$"));
        if (const QRegularExpressionMatch m = factor.match(id); m.hasMatch())
            return tr("NCCL bus bandwidth factor, %1")
                .arg(m.captured(1).replace(QLatin1Char('-'), QLatin1Char(' ')));
        static const QRegularExpression llMax(QStringLiteral("^nccl-ll-max-busbw-(\\d+)-nodes?$"));
        if (const QRegularExpressionMatch m = llMax.match(id); m.hasMatch())
            return tr("NCCL LL maximum bus bandwidth (nodes: %1)").arg(m.captured(1));
        if (id.startsWith(QLatin1String("cable-length-default-m-tier"))) {
            const QChar tier = id.back();
            return tr("Default cable length, %1")
                .arg(tier == QLatin1Char('0')   ? tr("node to leaf")
                     : tier == QLatin1Char('1') ? tr("leaf to spine")
                                                : tr("spine to core"));
        }
        for (const auto &[key, name] : assumptionNameTable())
            if (id == QLatin1String(key))
                return tr(name);
        return id;
    }
    // A source note as the report prints it: its tag in words in the report's language,
    // then the catalogue's note in that language (model/sourcenotes.h: the citation
    // kept), without the note's own leading tag letter ("E: ...").
    static QString sourceNote(SourceTag tag, const QString &note)
    {
        static const QRegularExpression lead(QStringLiteral("^[PSEDU][:,]?\\s+"));
        QString text = sourceNoteIn(note, currentLanguage());
        text.remove(lead);
        QString word = sourceTagWord(tag);
        if (!word.isEmpty())
            word[0] = word[0].toUpper();
        return text.isEmpty() ? word : tr("%1: %2").arg(word, text);
    }
    static QString assumptionValue(const QString &id, const Figure &f)
    {
        if (!f.known)
            return tr("not known");
        const auto decimals = [](double v) {
            if (v == std::round(v))
                return 0;
            return std::abs(v * 100 - std::round(v * 100)) < 1e-9 ? 2 : 3;
        };
        // Cents where the figure has them (a GPU-hour at EUR 3.67, not "EUR 4").
        const auto euros = [&](double v) {
            const int cents = decimals(v);
            if (cents == 0)
                return formatMoney(v, QStringLiteral("EUR"));
            const QString number = formatNumber(v, std::min(cents, 2));
            return currentLanguage() == QLatin1String("nl") ? QStringLiteral("€ ") + number
                                                            : QStringLiteral("EUR ") + number;
        };
        if (id.endsWith(QLatin1String("-eur")))
            return euros(f.value);
        // Every figure with its unit (PDF review #18: "Re-cabling cost per link 33.73").
        if (id.endsWith(QLatin1String("-eur-per-link")))
            return tr("%1 per link").arg(euros(f.value));
        // Shares and efficiencies as page 1 gives them ("40 %", "91.1 %", not 0.40).
        if (id.endsWith(QLatin1String("-share")) || id.endsWith(QLatin1String("-discount")) ||
            id.contains(QLatin1String("-efficiency")))
            return formatNumber(f.value * 100.0, std::max(0, decimals(f.value) - 2)) +
                   QStringLiteral(" %");
        if (id.startsWith(QLatin1String("nccl-ll-max-busbw")) &&
            !id.endsWith(QLatin1String("-factor")))
            return tr("%1 GB/s").arg(formatNumber(f.value, decimals(f.value)));
        if (id.endsWith(QLatin1String("-per-link-year")))
            return tr("%1 per link and year").arg(formatNumber(f.value, decimals(f.value)));
        if (id.endsWith(QLatin1String("-hours")))
            return tr("%1 h").arg(formatNumber(f.value, decimals(f.value)));
        if (id.endsWith(QLatin1String("-gbyte-per-s-per-gpu")))
            return tr("%1 GB/s per GPU").arg(formatNumber(f.value, decimals(f.value)));
        if (id.endsWith(QLatin1String("-ns")))
            return tr("%1 ns").arg(formatNumber(f.value, decimals(f.value)));
        if (id.endsWith(QLatin1String("-us")))
            return tr("%1 \u00b5s").arg(formatNumber(f.value, decimals(f.value)));
        if (id.endsWith(QLatin1String("-kb")))
            return tr("%1 KB").arg(formatNumber(f.value, decimals(f.value)));
        if (id.endsWith(QLatin1String("-w")))
            return tr("%1 W").arg(formatNumber(f.value, decimals(f.value)));
        if (id.contains(QLatin1String("-m-tier")))
            return tr("%1 m").arg(formatNumber(f.value, decimals(f.value)));
        if (id.startsWith(QLatin1String("nvlink-busbw")) ||
            id.startsWith(QLatin1String("nccl-busbw")))
            return tr("%1 GB/s").arg(formatNumber(f.value, decimals(f.value)));
        return formatNumber(f.value, decimals(f.value));
    }
};

QString printedSourceNote(SourceTag tag, const QString &note)
{
    return FigureTexts::sourceNote(tag, note);
}

// A RoCE checklist item's source: a catalog note's tag letter ("P: ...") in words, as
// the assumptions table prints it; a plain citation as it is, in the reader's language.
QString checklistSource(const QString &source)
{
    static const QRegularExpression tagged(QStringLiteral("^([PSEDU]):\\s"));
    const QRegularExpressionMatch m = tagged.match(source);
    if (m.hasMatch()) {
        for (SourceTag t : {SourceTag::Primary, SourceTag::Secondary, SourceTag::Estimate,
                            SourceTag::Derived, SourceTag::User})
            if (sourceTagLetter(t) == m.captured(1))
                return printedSourceNote(t, source);
    }
    return sourceNoteIn(source, currentLanguage());
}

} // namespace

std::vector<UsedFigure> usedFigures(const Catalog &catalog, const Evaluation &evaluation)
{
    std::vector<UsedFigure> out;
    QSet<QString> seen; // "part|field"

    auto addAssumption = [&](const QString &id) {
        const QString key = QStringLiteral("|") + id;
        if (seen.contains(key))
            return;
        const Figure *f = catalog.assumption(id);
        if (!f)
            return;
        seen.insert(key);
        UsedFigure u;
        u.partId = id;
        u.partName = FigureTexts::assumptionName(id);
        u.field = QCoreApplication::translate("fp::Report", "Assumption");
        u.value = FigureTexts::assumptionValue(id, *f);
        u.tag = f->tag;
        u.source = f->source;
        out.push_back(u);
    };
    QStringList restsOn; // assumptions the listed part figures were derived with
    auto addPartFigure = [&](const PartBase &part, const QString &field, const Figure &f) {
        const QString key = part.id + QLatin1Char('|') + field;
        if (seen.contains(key))
            return;
        seen.insert(key);
        UsedFigure u;
        u.partId = part.id;
        u.partName = partNameInWords(part);
        u.field = FigureTexts::fieldName(field);
        u.value = FigureTexts::value(field, f);
        u.tag = f.tag;
        u.source = f.source;
        u.priceYear = field == QLatin1String("priceEur") ? part.priceYear : 0;
        out.push_back(u);
        for (const QString &id : f.restsOn)
            if (!restsOn.contains(id))
                restsOn.append(id);
    };
    // The figures of a part the analyses read (not maximum power or buffer size,
    // which no analysis uses; not the power of a node type, which is derived).
    auto addPart = [&](const QString &id) {
        const PartBase *part = catalog.part(id);
        if (!part)
            return;
        const bool nodeType = catalog.nodeType(id) != nullptr;
        for (const QString &field : catalog.figureFields(id)) {
            if (field == QLatin1String("maxPowerWatts") || field == QLatin1String("bufferMbyte"))
                continue;
            if (nodeType && field == QLatin1String("powerWatts"))
                continue;
            if (const Figure *f = catalog.figure(id, field))
                addPartFigure(*part, field, *f);
        }
    };

    // Exactly what the analyses of the variants say they read
    // (analysis/assumptionreader.h): parts first, then the assumptions, then the
    // assumptions the part figures were derived with (catalog "rests_on").
    FiguresUsed used;
    for (const VariantEvaluation &v : evaluation.variants) {
        used.add(v.cost.used);
        used.add(v.bandwidth.used);
        used.add(v.collectives.used);
        used.add(v.complexity.used);
        used.add(v.resilience.used);
        used.add(v.growth.used);
    }
    used.add(evaluation.recommendation.used);
    for (const QString &id : used.parts)
        addPart(id);
    for (const QString &id : used.assumptions)
        addAssumption(id);
    for (const QString &id : std::as_const(restsOn))
        addAssumption(id);
    return out;
}

ReportContent buildReportContent(const Project &project, const Catalog &catalog,
                                 const Evaluation &evaluation, const ReportOptions &options)
{
    return Builder(project, catalog, evaluation, options).build();
}

QString assumptionName(const QString &id)
{
    return FigureTexts::assumptionName(id);
}

} // namespace report
} // namespace fp
