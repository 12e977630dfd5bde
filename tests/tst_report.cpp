// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF comparison report: content, layout and the written file, read
// back with poppler's pdftotext / pdfinfo / pdffonts; and the CLI `report` command.
//
// QTEST_MAIN (a QGuiApplication on the offscreen platform): the report lays out
// text, which needs Qt's font database.
#include "analysis/analysis_collectives.h"
#include "analysis/analysis_cost.h"
#include "analysis/dualplane.h"
#include "analysis/evaluation.h"
#include "analysis/wording.h"
#include "exchange/cablingplan.h"
#include "io/projectio.h"
#include "model/catalog.h"
#include "model/labels.h"
#include "nccl/ncclimport.h"
#include "report/comparison.h"
#include "report/executivesummary.h"
#include "report/reportcontent.h"
#include "report/reportrenderer.h"
#include "support/testsupport.h"
#include "text/i18n.h"
#include "topology/generator.h"
#include "topology/variant.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace fp;

namespace {

// The variants as generated, also when a requirement fails on all of them (evaluation.h
// searchWhenRequirementsUnmet off): these tests read how a failed requirement is
// reported; TestReportBody::requirementsMetBySearch reads the search that meets it.
EvaluationOptions asGenerated()
{
    EvaluationOptions o{defaultLocale(), nullptr};
    o.searchWhenRequirementsUnmet = false;
    return o;
}

QString rtr(const char *text)
{
    return QCoreApplication::translate("fp::Report", text);
}

QString tool(const char *name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

// Runs a poppler tool and returns its standard output ("" on failure).
QString runTool(const char *name, const QStringList &args)
{
    QProcess p;
    p.start(tool(name), args);
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// pdftotext -layout keeps a table row on one line; NFKC folds any compatibility
// characters (ligatures) back to plain letters.
QString pdfText(const QString &pdf)
{
    return runTool("pdftotext", {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
        .normalized(QString::NormalizationForm_KC);
}

int pdfPages(const QString &pdf)
{
    static const QRegularExpression re(QStringLiteral("^Pages:\\s+(\\d+)"),
                                       QRegularExpression::MultilineOption);
    const auto m = re.match(runTool("pdfinfo", {pdf}));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString pdfPageSize(const QString &pdf)
{
    static const QRegularExpression re(QStringLiteral("^Page size:\\s+(.*)$"),
                                       QRegularExpression::MultilineOption);
    const auto m = re.match(runTool("pdfinfo", {pdf}));
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

long long totalSwitches(const VariantEvaluation &v)
{
    long long n = 0;
    for (int s : v.switchesPerTier)
        n += s;
    return n;
}

QString currencyOf(const VariantEvaluation &v)
{
    return v.cost.currency.isEmpty() ? QStringLiteral("EUR") : v.cost.currency;
}

// The line of the layout text that starts with `label` (a table row), or "".
// With five variant columns a long label wraps inside its cell ("Network capital" /
// "cost"): the row's line starts with the label's first two words.
QString rowLine(const QString &text, const QString &label)
{
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(label))
            return line;
    }
    const QString head = label.section(QLatin1Char(' '), 0, 1);
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(head))
            return line;
    }
    return {};
}

// True when the values appear in `line` in this order.
bool inOrder(const QString &line, const QStringList &values)
{
    qsizetype from = 0;
    for (const QString &v : values) {
        const qsizetype at = line.indexOf(v, from);
        if (at < 0)
            return false;
        from = at + v.size();
    }
    return true;
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { setLanguage(QStringLiteral("en")); }
    void handCountedSwitches();
    void content();
    void usedFiguresCoverTheBom();
    void pdf_data();
    void pdf();
    void letterSize();
    void pageOne_data();
    void pageOne();
    void noCommandLineText();
    void tableBreaksKeepThreeRows();
    void shortOverflowTakesNextChapter();
    void shortListStaysWithItsHeading();
    void lastBulletNeverAlone();
    void noteStaysWithItsTable();
    void examplesTableBreaks();
    void numbersKeepTheirUnits();
    void sensitivityLabelsWhole();
    void glossaryAndModelBox();
    void pageOneWhenTheCheaperWins();
    void pageOneAtOwnCost_data();
    void pageOneAtOwnCost();
    void pageOneAvailabilityRiskOnTwoPlanes();
    void pageOneRedesign();
    void pageOneRunnerUpRedesign();
    void reasonsAddUpToTheLead();
    void pageOneNearestTippingPoints();
    void contentsAfterALongSummary();
    void procurementAppendix();
    void cablingPlanAppendix();
    void dutchLeftovers();
    void summaryRecommendationAsPageOne();
    void oneCurrencyStyle();
    void unwritableTarget();
    void existingFileKeptOnFailure();
    void pageImage();
    void longUnbrokenText();
    void cli();
    void cliBadInput();

private:
    Project load(const QString &name);
    const Evaluation &evaluated(const Project &example);
    Catalog m_catalog;
    Project m_small; // 1,024 GPUs, with imported nccl-tests rows
    Project m_large; // 16,384 GPUs
    QTemporaryDir m_dir;
    std::map<std::pair<const Project *, QString>, Evaluation> m_evaluations;
};

// The evaluation of m_small or m_large in the current language, computed once:
// evaluate() is deterministic and the examples do not change after initTestCase(),
// while under AddressSanitizer each 16,384-GPU evaluation takes tens of seconds.
const Evaluation &TestReport::evaluated(const Project &example)
{
    const auto key = std::make_pair(&example, currentLanguage());
    auto it = m_evaluations.find(key);
    if (it == m_evaluations.end())
        it = m_evaluations.emplace(key, evaluate(example, m_catalog, asGenerated())).first;
    return it->second;
}

Project TestReport::load(const QString &name)
{
    QString error;
    auto p = loadProject(QStringLiteral(FP_SOURCE_DIR "/examples/") + name, &error);
    if (!p)
        qFatal("cannot load example %s: %s", qPrintable(name), qPrintable(error));
    return *p;
}

void TestReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_catalog = test::shippedCatalog();
    m_small = load(QStringLiteral("example-1024-h100.json"));
    m_large = load(QStringLiteral("example-16384-h100.json"));
    // These tests read the report of an InfiniBand recommendation, as both examples give
    // with GPU time at the catalog's rental price (EUR 3.67 per GPU-hour). At the
    // cluster's own cost, the default (model.h ComparisonBasis), Ethernet/RoCE wins both;
    // pageOneAtOwnCost (tst_report) reads that report.
    m_small.comparisonBasis.gpuTimeValue = GpuTimeValue::GpuHourCost;
    m_large.comparisonBasis.gpuTimeValue = GpuTimeValue::GpuHourCost;
    // A 16-GPU all-reduce run measured on InfiniBand: rows for the table and the chart.
    QFile log(QStringLiteral(FP_TEST_DATA "/nccl/multirank_allreduce_16gpu.txt"));
    QVERIFY(log.open(QIODevice::ReadOnly));
    const NcclImportResult imported =
        importNcclTests(log.readAll(), QStringLiteral("multirank_allreduce_16gpu.txt"));
    QVERIFY(imported.ok());
    m_small.measurements =
        ncclMeasurements(imported, 1, QStringLiteral("2026-01-01"), QStringLiteral("infiniband"));
    QVERIFY(!m_small.measurements.empty());
}

// The example's InfiniBand fabric counted by hand (docs/DESIGN.md section 4): 1,024 GPUs,
// one 400G NIC per GPU, 64-port QM9700, rail-optimized, non-blocking. A leaf has 32
// ports down and 32 up: 1,024 / 32 = 32 leaves; 32 x 32 = 1,024 uplinks over 64-port
// spines: 16 spines. 48 switches in 2 tiers. For 16,384 GPUs two tiers hold at most
// 64^2 / 2 = 2,048, so three: 16,384 / 32 = 512 edge, 512 aggregation, 16,384 / 64 =
// 256 core: 1,280 switches.
void TestReport::handCountedSwitches()
{
    setLanguage(QStringLiteral("en"));
    const Evaluation small = evaluated(m_small);
    const Evaluation large = evaluated(m_large);
    for (const VariantEvaluation &v : small.variants)
        if (v.kind == VariantKind::InfiniBand)
            QCOMPARE(totalSwitches(v), 48LL);
    for (const VariantEvaluation &v : large.variants)
        if (v.kind == VariantKind::InfiniBand)
            QCOMPARE(totalSwitches(v), 1280LL);
}

void TestReport::content()
{
    setLanguage(QStringLiteral("en"));
    const Evaluation ev = evaluated(m_small);
    ReportOptions options;
    options.date = QDate(2026, 3, 14);
    const report::ReportContent c = report::buildReportContent(m_small, m_catalog, ev, options);
    QCOMPARE(c.dateText, QStringLiteral("14 March 2026"));
    // The growth plan in tables of year, GPUs and at most two variants (3 columns
    // each): one table of 2 + 3 x 4 columns broke "Year" inside the word on A4.
    int planTables = 0;
    for (const report::Section &s : c.sections)
        if (s.title == rtr("TCO along the growth plan"))
            for (const report::Block &b : s.blocks)
                if (const auto *t = std::get_if<report::Table>(&b)) {
                    ++planTables;
                    QVERIFY(t->headerRows.front().size() <= 8);
                    QCOMPARE(t->columnWeights.size(),
                             static_cast<std::size_t>(t->headerRows.front().size()));
                    for (const QStringList &r : t->rows)
                        QCOMPARE(r.size(), t->headerRows.front().size());
                }
    QCOMPARE(planTables,
             (static_cast<int>(comparison::growthPlanTable(ev).front().size()) - 2 + 5) / 6);
    QCOMPARE(c.cover.projectName, m_small.info.name);
    QVERIFY(c.cover.recommendation.contains(variantName(ev.recommendation.variant)));
    // Chapters, and in the bills of materials one table with a column per distinct bill,
    // named after every variant that has it, whose categories add up to the capital cost
    // of its total row. In the example the design as drawn, InfiniBand and the hybrid
    // (InfiniBand's design: no storage or front-end fabric) have the same one.
    QStringList level1;
    const report::Table *bills = nullptr;
    for (const report::Section &s : c.sections) {
        QCOMPARE(s.level, 1);
        level1 << s.title;
        if (s.title == rtr("Bills of materials"))
            for (const report::Block &b : s.blocks)
                if (const auto *t = std::get_if<report::Table>(&b); t && !bills)
                    bills = t;
    }
    QVERIFY(bills);
    // The TCO row's formula, and why it can be a few euros off the rounded rows (board
    // review: EUR 6,878,488 + 5 x (265,682 + 687,849) = 11,646,143 against 11,646,142).
    QVERIFY(std::any_of(c.sections.begin(), c.sections.end(), [](const report::Section &s) {
        return s.title == rtr("Bills of materials") &&
               std::any_of(s.blocks.begin(), s.blocks.end(), [](const report::Block &b) {
                   const auto *p = std::get_if<report::Paragraph>(&b);
                   return p && p->text.startsWith(QStringLiteral(
                                   "TCO over 5 years = capital cost + 5 \u00d7 (energy + "
                                   "support per year), computed before the amounts are rounded"));
               });
    }));
    // The comparison's columns of the same figures are one, and a note says why.
    for (const report::Section &s : c.sections) {
        if (s.title != rtr("Comparison of the variants"))
            continue;
        const auto *t = std::get_if<report::Table>(&s.blocks.at(1));
        QVERIFY(t);
        QCOMPARE(t->headerRows.front().size(), 4);
        QCOMPARE(t->headerRows.front().at(1).split(QLatin1Char('\n')).front(),
                 QStringLiteral("As drawn = InfiniBand = Hybrid"));
        QVERIFY(std::any_of(s.blocks.begin(), s.blocks.end(), [](const report::Block &b) {
            const auto *p = std::get_if<report::Paragraph>(&b);
            return p && p->text.startsWith(QLatin1String(
                            "One column for As drawn = InfiniBand = Hybrid: the same design"));
        }));
    }
    const QStringList head = bills->headerRows.front();
    QCOMPARE(head.size(), 4); // the category and three distinct bills
    QCOMPARE(head.at(1), QStringLiteral("As drawn = InfiniBand = Hybrid"));
    const auto totalRow =
        std::find_if(bills->rows.begin(), bills->rows.end(), [](const QStringList &r) {
            return r.front() == rtr("Capital cost of the network");
        });
    QVERIFY(totalRow != bills->rows.end());
    for (const VariantEvaluation &v : ev.variants) {
        const auto named = std::count_if(head.begin() + 1, head.end(), [&v](const QString &h) {
            return h.split(QStringLiteral(" = ")).contains(variantName(v.kind));
        });
        QCOMPARE(named, 1);
        const int col = static_cast<int>(
            std::find_if(head.begin() + 1, head.end(),
                         [&v](const QString &h) {
                             return h.split(QStringLiteral(" = ")).contains(variantName(v.kind));
                         }) -
            head.begin());
        // A part without a price (the hybrid per unit's gateways) makes it a lower bound.
        QString total = formatMoney(v.cost.capexEur, currencyOf(v));
        if (!v.cost.priceComplete())
            total += QStringLiteral(" + ") + rtr("unknown");
        QCOMPARE(totalRow->at(col), total);
        // The TCO rests on that total: a lower bound too, and marked as one.
        const auto tcoRow =
            std::find_if(bills->rows.begin(), bills->rows.end(), [](const QStringList &r) {
                return r.front().startsWith(QLatin1String("TCO"));
            });
        QVERIFY(tcoRow != bills->rows.end());
        QCOMPARE(tcoRow->at(col).endsWith(QStringLiteral(" + ") + rtr("unknown")),
                 !v.cost.priceComplete() || !v.cost.powerComplete());
        // The switches' row: the sum of the switch lines.
        double switches = 0.0;
        for (const BomLine &l : v.cost.bom)
            if (l.category == QLatin1String("switch"))
                switches += l.totalPriceEur();
        const auto switchRow =
            std::find_if(bills->rows.begin(), bills->rows.end(), [](const QStringList &r) {
                return r.front() == bomCategoryPlural(QStringLiteral("switch"));
            });
        QVERIFY(switchRow != bills->rows.end());
        QCOMPARE(switchRow->at(col), formatMoney(switches, currencyOf(v)));
    }
    for (const char *title :
         {"Summary", "The design", "Comparison of the variants", "Charts", "Bills of materials",
          "Management complexity", "RoCE configuration checklist", "Resilience and growth",
          "Assumptions and sources", "Measurements"})
        QVERIFY2(level1.contains(QString::fromLatin1(title)), title);
    // The all-reduce chart has a line per variant and the measured points.
    bool sawChart = false;
    for (const report::Section &s : c.sections) {
        for (const report::Block &b : s.blocks) {
            const auto *ch = std::get_if<report::Chart>(&b);
            if (!ch)
                continue;
            const auto *line = std::get_if<chart::LineChart>(&ch->chart);
            if (!line || sawChart)
                continue;
            sawChart = true;
            // Variants with the same curve share a line and name it together
            // ("InfiniBand = Hybrid = As drawn"): every variant is named exactly once.
            QStringList named;
            for (std::size_t i = 0; i + 1 < line->series.size(); ++i)
                named += line->series[i].name.split(QStringLiteral(" = "));
            QCOMPARE(named.size(), qsizetype(ev.variants.size()));
            for (const VariantEvaluation &v : ev.variants)
                QVERIFY(named.contains(variantName(v.kind)));
            for (std::size_t i = 0; i + 1 < line->series.size(); ++i)
                for (std::size_t j = i + 1; j + 1 < line->series.size(); ++j)
                    QVERIFY(line->series[i].points != line->series[j].points);
            QCOMPARE(line->series.front().points.size(), collectiveSizesBytes().size());
            QVERIFY(!line->series.back().points.empty());
        }
    }
    QVERIFY(sawChart);
}

void TestReport::usedFiguresCoverTheBom()
{
    setLanguage(QStringLiteral("en"));
    const Evaluation ev = evaluated(m_small);
    const std::vector<report::UsedFigure> used = report::usedFigures(m_catalog, ev);
    QSet<QString> ids;
    for (const report::UsedFigure &u : used) {
        ids.insert(u.partId);
        QVERIFY2(!u.source.isEmpty(), qPrintable(u.partId));
        if (u.field == rtr("Price"))
            QVERIFY2(u.priceYear > 2000, qPrintable(u.partId));
    }
    for (const VariantEvaluation &v : ev.variants)
        for (const BomLine &l : v.cost.bom)
            if (m_catalog.part(l.partId))
                QVERIFY2(ids.contains(l.partId), qPrintable(l.partId));
    // The model assumptions the collectives and the RoCE checklist rest on.
    for (const char *id :
         {"infiniband-efficiency", "nvlink-busbw-h100", "nvlink-busbw-h100-nvls",
          "nccl-net-latency-ring-simple-us", "nccl-nvlink-latency-nvls-tree-simple-us",
          "cable-length-default-m-tier0", "pfc-headroom-base", "ecn-min-kb"})
        QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
    // The assumptions part figures were derived with (catalog "rests_on"): the USD
    // estimates converted to EUR, the Ethernet switch prices derived from InfiniBand ones.
    for (const char *id : {"eur-per-usd", "roce-network-cost-discount"})
        QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
    // The latency assumptions of the 0.1 model are no longer read, so not listed.
    for (const char *id : {"nic-latency-ns", "software-latency-us"})
        QVERIFY2(!ids.contains(QString::fromLatin1(id)), id);
    // Nothing listed that no analysis read: the three-tier cable default (the small
    // design has at most two tiers) and the UFM figures (no QM9790 in it) stay out.
    int maxTiers = 0;
    bool ufm = false;
    for (const VariantEvaluation &v : ev.variants) {
        maxTiers = std::max(maxTiers, v.tiers);
        for (const BomLine &l : v.cost.bom)
            ufm = ufm || l.partId == QLatin1String("ufm-appliance");
    }
    QCOMPARE(ids.contains(QStringLiteral("cable-length-default-m-tier2")), maxTiers >= 3);
    QCOMPARE(ids.contains(QStringLiteral("ufm-appliance-price-eur")), ufm);
    // What the growth plan and the sensitivity cite: the re-cabling price (the example
    // has 1- and 3-year targets) and plain ECMP's efficiency (page 1's condition on
    // adaptive routing), each as listed as the report names it.
    bool targets = false, alternative = false;
    for (const VariantEvaluation &v : ev.variants)
        targets = targets || v.growthPlan.hasTargets;
    for (const SensitivityRow &r : ev.recommendation.sensitivity)
        alternative = alternative || r.alternative.has_value();
    QVERIFY(targets);
    QVERIFY(ids.contains(QStringLiteral("recabling-eur-per-link")));
    QCOMPARE(ids.contains(QStringLiteral("roce-efficiency-ecmp")), alternative);
}

void TestReport::pdf_data()
{
    QTest::addColumn<bool>("large");
    QTest::addColumn<QString>("lang");
    QTest::addColumn<int>("minPages");
    QTest::addColumn<int>("maxPages");
    // The appendices (bills, procurement, racks, sources) are most of the pages.
    QTest::newRow("1024-en") << false << QStringLiteral("en") << 14 << 48;
    QTest::newRow("1024-nl") << false << QStringLiteral("nl") << 14 << 48;
    QTest::newRow("16384-en") << true << QStringLiteral("en") << 14 << 48;
    QTest::newRow("16384-nl") << true << QStringLiteral("nl") << 14 << 48;
}

void TestReport::pdf()
{
    QFETCH(bool, large);
    QFETCH(QString, lang);
    QFETCH(int, minPages);
    QFETCH(int, maxPages);
    if (tool("pdftotext").isEmpty() || tool("pdfinfo").isEmpty() || tool("pdffonts").isEmpty())
        QSKIP("poppler-utils (pdftotext, pdfinfo, pdffonts) not installed");
    QVERIFY(setLanguage(lang));
    const Project &project = large ? m_large : m_small;
    const Evaluation ev = evaluated(project);
    const QString path =
        m_dir.filePath(QStringLiteral("report-%1-%2.pdf")
                           .arg(large ? QStringLiteral("16384") : QStringLiteral("1024"), lang));
    QString error;
    int pages = 0;
    QVERIFY2(writeReportPdf(project, m_catalog, ev, path, ReportOptions{}, &error, &pages),
             qPrintable(error));
    QVERIFY(QFileInfo::exists(path));

    // Page count: pdfinfo agrees with the renderer, within bounds.
    QCOMPARE(pdfPages(path), pages);
    QVERIFY2(pages >= minPages && pages <= maxPages, qPrintable(QString::number(pages)));
    QVERIFY(pdfPageSize(path).contains(QLatin1String("(A4)")));

    // Every font embedded.
    const QStringList fontLines = runTool("pdffonts", {path}).split(QLatin1Char('\n'));
    static const QRegularExpression fontRow(
        QStringLiteral("\\s(yes|no)\\s+(yes|no)\\s+(yes|no)\\s+\\d+\\s+\\d+\\s*$"));
    int fonts = 0;
    for (const QString &l : fontLines) {
        const auto m = fontRow.match(l);
        if (!m.hasMatch())
            continue;
        ++fonts;
        QVERIFY2(m.captured(1) == QLatin1String("yes"), qPrintable(l));
    }
    QVERIFY(fonts >= 1);

    // The key figures, as the analysis computed them, in the language's format.
    const QString text = pdfText(path);
    QVERIFY(!text.isEmpty());
    QVERIFY2(text.contains(rtr("Recommendation: %1").arg(variantName(ev.recommendation.variant))),
             "recommendation");
    // Variants whose key figures are all the same share a column ("As drawn = InfiniBand").
    const std::vector<QStringList> keyRows =
        comparison::table(project, ev,
                          {QStringLiteral("switches"), QStringLiteral("capex"),
                           QStringLiteral("tco"), QStringLiteral("tco-growth-plan"),
                           QStringLiteral("allreduce-busbw"), QStringLiteral("complexity")});
    std::vector<int> shown;
    for (int i = 0; i < static_cast<int>(ev.variants.size()); ++i)
        if (std::none_of(shown.begin(), shown.end(), [&](int j) {
                return std::all_of(keyRows.begin(), keyRows.end(), [&](const QStringList &r) {
                    return r.at(i + 1) == r.at(j + 1);
                });
            }))
            shown.push_back(i);
    QVERIFY(shown.size() < ev.variants.size()); // as drawn = InfiniBand in both examples
    QStringList switches, capex;
    for (int i : shown) {
        const VariantEvaluation &v = ev.variants[static_cast<std::size_t>(i)];
        switches << formatInteger(totalSwitches(v));
        capex << formatMoney(v.cost.capexEur, currencyOf(v));
    }
    const QString switchRow = rowLine(text, rtr("Switches"));
    QVERIFY2(inOrder(switchRow, switches), qPrintable(switchRow + switches.join(QLatin1Char('|'))));
    const QString capexRow = rowLine(text, rtr("Network capital cost"));
    // With five variant columns too an amount stays on one line with its currency
    // (a no-break space binds them, and the column is as wide as the bound amount).
    QVERIFY2(inOrder(capexRow, capex), qPrintable(capexRow + capex.join(QLatin1Char('|'))));
    // The locale, checked independently of formatMoney: "€ 12.345.678" in Dutch,
    // "EUR 12,345,678" in English.
    static const QRegularExpression nlMoney(QStringLiteral("€ \\d{1,3}(\\.\\d{3})+(?![\\d,])"));
    static const QRegularExpression enMoney(QStringLiteral("EUR \\d{1,3}(,\\d{3})+(?![\\d.])"));
    QVERIFY(capexRow.contains(lang == QLatin1String("nl") ? nlMoney : enMoney));
    // PDF review #3: the TCO the criterion scores has its own labelled row beside the TCO
    // of the design now; both examples have growth targets (16,384: 3 years, horizon 5).
    QStringList planTco;
    // (The design as drawn is not grown by the plan: its TCO is the design's.)
    QVERIFY(report::variantOf(ev, ev.recommendation.variant)->growthPlan.hasTargets);
    for (int i : shown) {
        const VariantEvaluation &v = ev.variants[static_cast<std::size_t>(i)];
        planTco << (v.growthPlan.hasTargets ? formatMoney(v.growthPlan.tcoEur, currencyOf(v))
                                            : rtr("not planned"));
    }
    const QString planRow =
        rowLine(text, rtr("TCO along the growth plan (%1 years)")
                          .arg(std::max(project.organisation.depreciationYears, 3)));
    QVERIFY2(inOrder(planRow, planTco), qPrintable(planRow + planTco.join(QLatin1Char('|'))));
    // The running header (the first line of every page after the first) is never cut
    // short: the short title, with the project's name when both fit beside the chapter.
    const QStringList pageTexts = text.split(QLatin1Char('\f'));
    for (qsizetype i = 1; i < pageTexts.size(); ++i) {
        const QString head = pageTexts.at(i).trimmed().section(QLatin1Char('\n'), 0, 0);
        if (head.isEmpty())
            continue;
        QVERIFY2(head.startsWith(rtr("Fabric comparison report")), qPrintable(head));
        QVERIFY2(!head.contains(QLatin1String("...")), qPrintable(head)); // "…" after NFKC
    }
    // Page numbers and the contents.
    QVERIFY(text.contains(rtr("Page %1 of %2").arg(2).arg(pages)));
    QVERIFY(text.contains(rtr("Contents")));
    QVERIFY(text.contains(rtr("Assumptions and sources")));
    // Real text: the report's own words come out whole, "fi" not a ligature glyph even
    // before NFKC (the design renderer's labels in the diagram are shaped).
    if (lang == QLatin1String("en")) {
        const QString raw = runTool("pdftotext", {path, QStringLiteral("-")});
        QVERIFY(raw.contains(QLatin1String("Every catalogue figure")));
        QVERIFY(raw.contains(QLatin1String("Network cost per GPU")));
    }
    if (!large) {
        QVERIFY(text.contains(QLatin1String("multirank_allreduce_16gpu.txt")));
    }
    if (lang == QLatin1String("nl")) {
        // Dutch texts when the translation is there (the .qm is built from the .ts).
        if (rtr("Summary") != QLatin1String("Summary"))
            QVERIFY(text.contains(rtr("Summary")));
    }
}

// The text of one page, its white space folded to single spaces (a sentence may wrap).
QString pageText(const QString &pdf, int page)
{
    return runTool("pdftotext", {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                 QString::number(page), pdf, QStringLiteral("-")})
        .normalized(QString::NormalizationForm_KC)
        .simplified();
}

const VariantEvaluation *variantOf(const Evaluation &ev, VariantKind kind)
{
    for (const VariantEvaluation &v : ev.variants)
        if (v.kind == kind)
            return &v;
    return nullptr;
}

// Page 1 is the executive summary: the recommendation, the trade-off in
// money (the network TCO of the recommended variant minus the runner-up's, both from
// the evaluation) and the requirement status, in both languages. The 16,384-GPU example
// requires a job to survive any single switch failure, which no variant does (a leaf
// failure cuts off its 32 GPUs): the box saying so stands above the recommendation.
void TestReport::pageOne_data()
{
    QTest::addColumn<bool>("large");
    QTest::addColumn<QString>("lang");
    QTest::newRow("1024-en") << false << QStringLiteral("en");
    QTest::newRow("1024-nl") << false << QStringLiteral("nl");
    QTest::newRow("16384-en") << true << QStringLiteral("en");
    QTest::newRow("16384-nl") << true << QStringLiteral("nl");
}

void TestReport::pageOne()
{
    QFETCH(bool, large);
    QFETCH(QString, lang);
    if (tool("pdftotext").isEmpty() || tool("pdfinfo").isEmpty())
        QSKIP("poppler-utils not installed");
    QVERIFY(setLanguage(lang));
    if (lang == QLatin1String("nl"))
        QVERIFY2(rtr("Recommendation: %1") != QLatin1String("Recommendation: %1"),
                 "the Dutch translation is not loaded");
    const Project &project = large ? m_large : m_small;
    const Evaluation ev = evaluated(project);
    QVERIFY(ev.recommends());
    const QString path =
        m_dir.filePath(QStringLiteral("page1-%1-%2.pdf")
                           .arg(large ? QStringLiteral("16384") : QStringLiteral("1024"), lang));
    QString error;
    QVERIFY2(writeReportPdf(project, m_catalog, ev, path, ReportOptions{}, &error),
             qPrintable(error));
    // A4 by default, in Dutch as in English: 595 x 842 points.
    QVERIFY2(pdfPageSize(path).contains(QLatin1String("595 x 842")), qPrintable(pdfPageSize(path)));
    const QString page1 = pageText(path, 1);
    QVERIFY(!page1.isEmpty());

    // The recommendation, InfiniBand in both examples (steps 8.07 s against 8.41 s at
    // 1,024 GPUs: the performance criterion decides).
    QCOMPARE(ev.recommendation.variant, VariantKind::InfiniBand);
    const qsizetype recAt =
        page1.indexOf(rtr("Recommendation: %1").arg(variantName(VariantKind::InfiniBand)));
    QVERIFY2(recAt >= 0, qPrintable(page1));

    // The trade-off against Ethernet/RoCE, the runner-up: the difference of the two
    // network TCOs over the depreciation period, in millions with two decimals.
    const VariantEvaluation *ib = variantOf(ev, VariantKind::InfiniBand);
    const VariantEvaluation *eth = variantOf(ev, VariantKind::Ethernet);
    QVERIFY(ib && eth);
    const double diffMillions = (ib->cost.tcoEur - eth->cost.tcoEur) / 1e6;
    QVERIFY(diffMillions > 1.0); // InfiniBand costs more in both examples
    const QLocale locale(lang == QLatin1String("nl") ? QLocale::Dutch : QLocale::English,
                         lang == QLatin1String("nl") ? QLocale::Netherlands
                                                     : QLocale::UnitedKingdom);
    const QString number =
        locale.toString(diffMillions, 'f', std::abs(diffMillions) < 10.0 ? 2 : 1);
    const QString amount = lang == QLatin1String("nl")
                               ? QStringLiteral("\u20ac %1 mln").arg(number)
                               : QStringLiteral("EUR %1 million").arg(number);
    QVERIFY2(page1.contains(amount), qPrintable(amount + QStringLiteral(" | ") + page1));
    // ... and in per cent of the runner-up's TCO.
    const QString pct =
        locale.toString((ib->cost.tcoEur - eth->cost.tcoEur) / eth->cost.tcoEur * 100.0, 'f', 1) +
        QStringLiteral(" %");
    QVERIFY2(page1.contains(amount + QStringLiteral(" (") + pct + QLatin1Char(')')),
             qPrintable(pct + QStringLiteral(" | ") + page1));

    // The requirement status: at 16,384 GPUs the box above the recommendation.
    const qsizetype boxAt = page1.indexOf(rtr("Requirement not met"));
    if (large) {
        QVERIFY(project.organisation.surviveSingleSwitchFailure);
        QVERIFY2(boxAt >= 0 && boxAt < recAt, qPrintable(page1));
        QVERIFY(page1.contains(rtr("A job survives any single switch failure")));
        // In the summary chapter, pass or fail per variant: a leaf failure cuts off
        // 32 GPUs on every variant (single plane), so none meets it.
        const report::ReportContent c = report::buildReportContent(project, m_catalog, ev);
        const report::Table *reqs = nullptr;
        for (const report::Block &b : c.sections.front().blocks)
            if (const auto *t = std::get_if<report::Table>(&b);
                t && t->caption == rtr("Requirements per variant"))
                reqs = t;
        QVERIFY(reqs);
        QCOMPARE(reqs->rows.size(), size_t(1));
        QCOMPARE(reqs->rows.front().size(), qsizetype(ev.variants.size() + 1));
        for (qsizetype i = 1; i < reqs->rows.front().size(); ++i)
            QCOMPARE(reqs->rows.front().at(i), rtr("not met"));
    } else {
        QCOMPARE(boxAt, qsizetype(-1));
        QVERIFY(page1.contains(rtr("Requirements: the project sets no mandatory requirement "
                                   "(budget, availability or bandwidth); the choice rests on the "
                                   "weighted criteria alone.")));
    }
    // Why the lead is smaller than the reasons' points: the criterion that counts most
    // against the recommendation closes the list ("Partly offset by ..."), with its
    // points as the scoring has them: weight x (winner - runner-up) / sum of weights.
    const Scoring &sc = ev.recommendation.scoring;
    const auto at = [&sc](VariantKind k) {
        return static_cast<std::size_t>(std::find(sc.candidates.begin(), sc.candidates.end(), k) -
                                        sc.candidates.begin());
    };
    double weights = 0.0;
    double worst = 0.0;
    for (const CriterionScore &c : sc.criteria)
        weights += c.weight;
    for (const CriterionScore &c : sc.criteria)
        worst = std::min(worst, c.weight *
                                    (c.points.at(at(VariantKind::InfiniBand)) -
                                     c.points.at(at(VariantKind::Ethernet))) /
                                    weights);
    QVERIFY(worst < -0.005); // both examples: TCO (1,024) or more against InfiniBand
    const QString offset = rtr("Partly offset by %1").arg(QString()).trimmed();
    const QString minus = rtr("\u2212%1 points").arg(locale.toString(-worst, 'f', 2)).simplified();
    const QString flat = page1.simplified();
    QVERIFY2(flat.contains(offset) && flat.indexOf(minus) > flat.indexOf(offset),
             qPrintable(offset + QStringLiteral(" | ") + minus + QStringLiteral(" | ") + flat));
    // ... and the lines add up to the lead: the criteria neither line names, together.
    std::vector<double> gains;
    double all = 0.0;
    for (const CriterionScore &c : sc.criteria) {
        gains.push_back(
            c.weight *
            (c.points.at(at(VariantKind::InfiniBand)) - c.points.at(at(VariantKind::Ethernet))) /
            weights);
        all += gains.back();
    }
    std::sort(gains.begin(), gains.end(), std::greater<>());
    double rest = all - gains.back();
    for (std::size_t i = 0; i < 2 && gains[i] >= 0.005; ++i)
        rest -= gains[i];
    if (std::abs(rest) >= 0.005) {
        // "The other criteria together: −0.54 points.": the figure within rounding.
        const QString prefix =
            rtr("The other criteria together: %1.").section(QStringLiteral("%1"), 0, 0);
        const qsizetype at = flat.indexOf(prefix);
        QVERIFY2(at >= 0, qPrintable(flat));
        QString figure = flat.mid(at + prefix.size()).section(QLatin1Char(' '), 0, 0);
        figure.replace(QChar(0x2212), QLatin1Char('-'));
        bool ok = false;
        const double shown = locale.toDouble(figure, &ok);
        QVERIFY2(ok && std::abs(shown - rest) < 0.011, qPrintable(figure));
    }

    // The document control fields, and no program posing as the author: on page 1 when
    // the summary leaves room, else at the top of the contents page (never a page of
    // their own, PDF review #11); the price basis stays on page 1.
    const QString page2 = pageText(path, 2);
    const QString control = page1.contains(rtr("Document control")) ? page1 : page2;
    QVERIFY(control.contains(rtr("Document control")));
    QVERIFY(control.contains(rtr("Reviewer")));
    QVERIFY(!control.contains(rtr("Author") + QStringLiteral(" FabricPlanner")));
    QVERIFY(page1.simplified().contains(priceBasisSentence(QStringLiteral("EUR"), 2025).left(25)));
    // Page 1 holds the summary: the contents are on page 2.
    QVERIFY(page2.contains(rtr("Contents")));
    QVERIFY(page2.contains(rtr("Summary")));
}

// The report addresses its reader, not the user of the program: no command line,
// no option, no program name as author, anywhere in the PDF.
void TestReport::noCommandLineText()
{
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
        QVERIFY(setLanguage(lang));
        const Evaluation ev = evaluated(m_large);
        const QString path = m_dir.filePath(QStringLiteral("nocli-%1.pdf").arg(lang));
        QString error;
        QVERIFY2(writeReportPdf(m_large, m_catalog, ev, path, ReportOptions{}, &error),
                 qPrintable(error));
        const QString text = pdfText(path).simplified();
        for (const char *cli : {"fabricplanner-cli", "import-nccl", "--gpus", "--pdf", "--lang",
                                "Author: FabricPlanner", "Auteur: FabricPlanner"})
            QVERIFY2(!text.contains(QLatin1String(cli)), cli);
    }
    // Without measurements the report says so in words (it was a command to run).
    setLanguage(QStringLiteral("en"));
    Project p = m_small;
    p.measurements.clear();
    const Evaluation ev = evaluate(p, m_catalog);
    const report::ReportContent c = report::buildReportContent(p, m_catalog, ev);
    bool said = false;
    for (const report::Section &s : c.sections)
        for (const report::Block &b : s.blocks)
            if (const auto *para = std::get_if<report::Paragraph>(&b))
                said = said || para->text.contains(QLatin1String("model values"));
    QVERIFY(said);
}

// A section of `filler` body lines and then one table of `rows` rows (a header and a
// caption): as `filler` grows, the table starts lower on the page and breaks at every
// possible row.
report::ReportContent tableProbe(int filler, int rows, bool total = false)
{
    report::ReportContent c;
    c.title = QStringLiteral("Probe");
    c.pageLabel = QStringLiteral("Page %1 of %2");
    c.continuedSuffix = QStringLiteral(" (continued)");
    report::Section s;
    s.title = QStringLiteral("Tables");
    for (int i = 0; i < filler; ++i)
        s.blocks.push_back(report::Paragraph{report::Paragraph::Style::Body,
                                             QStringLiteral("Filler line %1.").arg(i)});
    report::Table t;
    t.caption = QStringLiteral("A table of %1 rows").arg(rows);
    t.headerRows.push_back({QStringLiteral("Item"), QStringLiteral("Value")});
    for (int r = 0; r < rows; ++r)
        t.rows.push_back({QStringLiteral("Row %1").arg(r), QString::number(r)});
    if (total) // the last row a bold total, as the bills of materials end
        t.boldRows.push_back(rows - 1);
    s.blocks.push_back(t);
    c.sections.push_back(s);
    return c;
}

// The text of each page of `content` written as a PDF to `path`; empty when it could not
// be written.
QStringList probePdfPages(const report::ReportContent &content, const QString &path)
{
    QFile file(path);
    QString error;
    if (!file.open(QIODevice::WriteOnly) ||
        !report::renderPdf(content, &file, ReportOptions{}, &error))
        return {};
    file.close();
    return pdfText(path).split(QLatin1Char('\f'));
}

// Pages of a probe: chapter "A" of `lines` body lines, then (when `withB`) a chapter "B"
// of one line that asks for a new page.
int probePages(int lines, bool withB, bool withM = false)
{
    report::ReportContent c = tableProbe(lines, 0);
    c.sections.front().blocks.pop_back(); // no table
    if (withM) { // a chapter that asks for no page of its own, as "Measurements"
        report::Section m;
        m.title = QStringLiteral("M");
        m.startOnNewPage = false;
        m.blocks.push_back(report::Paragraph{report::Paragraph::Style::Body, QStringLiteral("M.")});
        c.sections.push_back(m);
    }
    if (withB) {
        report::Section b;
        b.title = QStringLiteral("B");
        b.blocks.push_back(report::Paragraph{report::Paragraph::Style::Body, QStringLiteral("B.")});
        c.sections.push_back(b);
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    int pages = 0;
    QString error;
    if (!report::renderPdf(c, &buffer, ReportOptions{}, &error, &pages))
        return -1;
    return pages;
}

// A chapter starts on a new page, except below the last lines of the previous chapter
// when those are all their page holds (under 30 % of it; the board review found pages of
// three lines and white). An A4 page holds about 60 body lines: chapter A's first line
// past a page (found by counting) leaves a page that chapter B joins; A on one page
// still puts B on a page of its own, and so does A filling half of its second page.
void TestReport::shortOverflowTakesNextChapter()
{
    setLanguage(QStringLiteral("en"));
    int spill = 0;
    for (int lines = 30; lines < 120 && spill == 0; ++lines)
        if (probePages(lines, false) > probePages(lines - 1, false))
            spill = lines; // the first line on A's second page
    QVERIFY(spill > 0);
    QCOMPARE(probePages(spill + 2, true), probePages(spill + 2, false));
    // A chapter of a few lines that asks for no page of its own, moved to a new page for
    // want of room (A fills its page), takes the next chapter below it.
    QCOMPARE(probePages(spill - 2, false, true), probePages(spill - 2, false) + 1);
    QCOMPARE(probePages(spill - 2, true, true), probePages(spill - 2, false, true));
    QCOMPARE(probePages(10, true), probePages(10, false) + 1);
    QCOMPARE(probePages(spill + spill / 2, true), probePages(spill + spill / 2, false) + 1);
}

// A short bullet list goes with its subheading: wherever the heading falls near a page's
// end, its last bullet is on the heading's page (board review: the last two bullets of "Not
// in these bills" alone on the last page). Starts from 30 to 80 body lines put the heading
// at every height near the first page's end.
void TestReport::shortListStaysWithItsHeading()
{
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    setLanguage(QStringLiteral("en"));
    for (int lines = 30; lines <= 80; ++lines) {
        report::ReportContent c = tableProbe(lines, 0);
        std::vector<report::Block> &blocks = c.sections.front().blocks;
        blocks.pop_back(); // no table
        blocks.push_back(
            report::Paragraph{report::Paragraph::Style::Subheading, QStringLiteral("Listheading")});
        const QString longer = QStringLiteral(" A bullet of two lines, as the bills' notes are, "
                                              "long enough to wrap on the page.");
        for (const char *b : {"First bullet of the list.", "Second bullet.", "Third bullet.",
                              "Fourth bullet.", "Lastbullet of the list."})
            blocks.push_back(report::Paragraph{report::Paragraph::Style::Bullet,
                                               QString::fromLatin1(b) + longer});
        const QStringList pages =
            probePdfPages(c, m_dir.filePath(QStringLiteral("list-%1.pdf").arg(lines)));
        QVERIFY(!pages.isEmpty());
        for (const QString &page : pages)
            if (page.contains(QLatin1String("Listheading")))
                QVERIFY2(page.contains(QLatin1String("Lastbullet")),
                         qPrintable(QStringLiteral("after %1 lines").arg(lines)));
    }
}

// The paginator's rule (typesetting): a table that breaks keeps at least 3
// rows on each side of every break, and a table of at most 15 rows that fits on a page
// is not broken at all. An A4 page holds about 60 body lines, so starting the table
// after 0 to 64 lines puts a break after every possible row of the tables below; the
// old paginator left 1 or 2 rows on one side for some of these starts.
void TestReport::tableBreaksKeepThreeRows()
{
    setLanguage(QStringLiteral("en"));
    int broken = 0;
    for (int rows : {2, 4, 5, 6, 7, 12, 15, 16, 23, 70, 130}) {
        for (int filler = 0; filler <= 64; ++filler) {
            const std::vector<std::vector<int>> f =
                report::tableFragments(tableProbe(filler, rows), ReportOptions{});
            QCOMPARE(f.size(), size_t(1));
            const std::vector<int> &parts = f.front();
            int sum = 0;
            for (int n : parts)
                sum += n;
            QCOMPARE(sum, rows);
            const QString where = QStringLiteral("%1 rows after %2 lines: %3")
                                      .arg(rows)
                                      .arg(filler)
                                      .arg(QString::number(parts.size()));
            if (rows <= 15)
                QVERIFY2(parts.size() == 1, qPrintable(where)); // kept together
            if (parts.size() > 1) {
                ++broken;
                for (int n : parts)
                    QVERIFY2(n >= 3, qPrintable(where + QStringLiteral(", a part of %1").arg(n)));
            }
        }
    }
    QVERIFY(broken > 100); // the long tables did break: the rule was exercised
    // A table that ends in a total keeps three rows besides the total after a break.
    int withTotal = 0;
    for (int rows : {16, 23, 70}) {
        for (int filler = 0; filler <= 64; ++filler) {
            const std::vector<int> parts =
                report::tableFragments(tableProbe(filler, rows, true), ReportOptions{}).front();
            if (parts.size() < 2)
                continue;
            ++withTotal;
            QVERIFY2(parts.back() >= 4, qPrintable(QStringLiteral("%1 rows after %2 lines: %3 last")
                                                       .arg(rows)
                                                       .arg(filler)
                                                       .arg(parts.back())));
        }
    }
    QVERIFY(withTotal > 30);
}

// A list of 5 bullets after 30 to 90 filler lines: wherever the page breaks, the last
// bullet never stands alone at the top of a page (its predecessor moves along).
void TestReport::lastBulletNeverAlone()
{
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    setLanguage(QStringLiteral("en"));
    int splitLists = 0;
    for (int filler = 30; filler <= 90; filler += 2) {
        report::ReportContent c = tableProbe(filler, 0);
        c.sections.front().blocks.pop_back(); // no table
        for (int b = 1; b <= 5; ++b)
            c.sections.front().blocks.push_back(report::Paragraph{
                report::Paragraph::Style::Bullet, QStringLiteral("Bullet number %1.").arg(b)});
        const QStringList pages =
            probePdfPages(c, m_dir.filePath(QStringLiteral("bullets-%1.pdf").arg(filler)));
        QVERIFY(!pages.isEmpty());
        for (const QString &page : pages) {
            const int bullets = static_cast<int>(page.count(QStringLiteral("Bullet number")));
            if (bullets == 0 || bullets == 5)
                continue;
            ++splitLists;
            QVERIFY2(
                bullets >= 2 || !page.contains(QStringLiteral("Bullet number 5")),
                qPrintable(QStringLiteral("%1 filler lines: the last bullet alone").arg(filler)));
        }
    }
    QVERIFY(splitLists > 0); // some starts did split the list: the rule was exercised
}

// A short note after a table (a bill's cost line) stays on the page of the table's last
// rows: for tables of 8, 13, 30 and 31 rows after 20 to 70 filler lines, the page with the note
// also holds table rows.
void TestReport::noteStaysWithItsTable()
{
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    setLanguage(QStringLiteral("en"));
    // One PDF per table size, each probe a chapter of its own (a chapter starts a page, as
    // the probe's only chapter does): 4 renderings and pdftotext runs instead of 204.
    constexpr int FirstFiller = 20, LastFiller = 70;
    for (int rows : {8, 13, 30, 31}) {
        report::ReportContent c = tableProbe(FirstFiller, rows);
        c.sections.clear();
        for (int filler = FirstFiller; filler <= LastFiller; ++filler) {
            report::Section s = tableProbe(filler, rows).sections.front();
            s.startOnNewPage = true;
            s.blocks.push_back(
                report::Paragraph{report::Paragraph::Style::Note,
                                  QStringLiteral("Closing note after %1 lines.").arg(filler)});
            c.sections.push_back(s);
        }
        const QString path = m_dir.filePath(QStringLiteral("note-%1.pdf").arg(rows));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QString error;
        QVERIFY2(report::renderPdf(c, &file, ReportOptions{}, &error), qPrintable(error));
        file.close();
        static const QRegularExpression note(QStringLiteral("Closing note after (\\d+) lines"));
        int notes = 0;
        for (const QString &page : pdfText(path).split(QLatin1Char('\f'))) {
            const QRegularExpressionMatch m = note.match(page);
            if (!m.hasMatch())
                continue;
            ++notes;
            QVERIFY2(page.contains(QStringLiteral("Row ")),
                     qPrintable(QStringLiteral("%1 rows after %2 lines: the note alone")
                                    .arg(rows)
                                    .arg(m.captured(1))));
        }
        QCOMPARE(notes, LastFiller - FirstFiller + 1);
    }
}

// The same rule on the reports of both examples in both languages.
void TestReport::examplesTableBreaks()
{
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
        QVERIFY(setLanguage(lang));
        for (const Project *p : {&m_small, &m_large}) {
            const Evaluation ev = evaluate(*p, m_catalog);
            const report::ReportContent c = report::buildReportContent(*p, m_catalog, ev);
            int tables = 0;
            for (const std::vector<int> &parts : report::tableFragments(c, ReportOptions{})) {
                ++tables;
                if (parts.size() > 1)
                    for (int n : parts)
                        QVERIFY2(n >= 3,
                                 qPrintable(lang + QStringLiteral(": a part of %1 rows").arg(n)));
            }
            QVERIFY(tables >= 10);
        }
    }
}

// No line break between a number and its unit or a currency and its amount: a no-break
// space (U+00A0) there, an ordinary space elsewhere; none inside a rate's unit.
void TestReport::numbersKeepTheirUnits()
{
    const QChar nbsp(0x00a0);
    const std::vector<std::pair<QString, QString>> cases{
        {QStringLiteral("with 35 % of the step"), QStringLiteral("with 35\u00a0% of the step")},
        {QStringLiteral("costs EUR 1,234,567 now"), QStringLiteral("costs EUR\u00a01,234,567 now")},
        {QStringLiteral("\u20ac 1.234 per jaar"), QStringLiteral("\u20ac\u00a01.234 per jaar")},
        // A word joiner (U+2060) after the slash of a rate: "343 GB/" never ends a line.
        {QStringLiteral("400 Gb/s and 370.5 GB/s"),
         QStringLiteral("400\u00a0Gb/\u2060s and 370.5\u00a0GB/\u2060s")},
        {QStringLiteral("(GB/s) and 2/3 of it"), QStringLiteral("(GB/\u2060s) and 2/3 of it")},
        {QStringLiteral("a step of 8.07 s at 1 GiB"),
         QStringLiteral("a step of 8.07\u00a0s at 1\u00a0GiB")},
        {QStringLiteral("\u20ac 1,37 mln (14,9 %)"),
         QStringLiteral("\u20ac\u00a01,37\u00a0mln (14,9\u00a0%)")},
        {QStringLiteral("EUR 6.80 million"), QStringLiteral("EUR\u00a06.80\u00a0million")},
        {QStringLiteral("2 switches in 3 tiers"), QStringLiteral("2 switches in 3 tiers")},
        {QStringLiteral("at 5 m, 94 kW"), QStringLiteral("at 5\u00a0m, 94\u00a0kW")},
    };
    for (const auto &[in, out] : cases)
        QCOMPARE(report::bindNumbersAndUnits(in), out);
    QVERIFY(!report::bindNumbersAndUnits(QStringLiteral("in 2026 the")).contains(nbsp));

    // In the Dutch PDF no line ends in a currency sign or a number whose "%" starts the
    // next line (the review found "\u20ac / 597.641" and "40 / %").
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    QVERIFY(setLanguage(QStringLiteral("nl")));
    const Evaluation ev = evaluated(m_large);
    const QString path = m_dir.filePath(QStringLiteral("units-nl.pdf"));
    QString error;
    QVERIFY2(writeReportPdf(m_large, m_catalog, ev, path, ReportOptions{}, &error),
             qPrintable(error));
    const QString raw = runTool("pdftotext", {path, QStringLiteral("-")});
    static const QRegularExpression brokenPercent(QStringLiteral("\\d[ \u00a0]*\n[ \u00a0]*%"));
    static const QRegularExpression brokenMoney(QStringLiteral("\u20ac[ \u00a0]*\n"));
    QVERIFY2(!raw.contains(brokenPercent), qPrintable(brokenPercent.match(raw).captured()));
    QVERIFY2(!raw.contains(brokenMoney), qPrintable(brokenMoney.match(raw).captured()));
    // PDF review #18: a size in its own unit ("1 GiB", not "1.024 MiB"), a power of ten
    // as a superscript, every assumption with its unit (recabling-eur-per-link, 33.73:
    // "€ 33,73 per verbinding"), no sign glued to an amount ("+€").
    const QString text = pdfText(path);
    QVERIFY(!text.contains(QStringLiteral("1.024 MiB")));
    QVERIFY(text.contains(QStringLiteral("een all-reduce van 1 GiB")));
    QVERIFY(!text.contains(QStringLiteral("10^9")));
    QVERIFY(raw.simplified().contains(QStringLiteral("10\u2079 bytes per seconde")));
    QVERIFY(text.contains(QStringLiteral("\u20ac 33,73 per"))); // "verbinding" wraps
    QVERIFY(!text.contains(QStringLiteral("+\u20ac")));
    QVERIFY(setLanguage(QStringLiteral("en")));
}

// The sensitivity table's first column held "RoCE-efficiëntie t.o.v. InfiniB": the
// bold labels were wrapped with the regular font's widths and clipped. Now every label
// is whole, in both languages.
void TestReport::sensitivityLabelsWhole()
{
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
        QVERIFY(setLanguage(lang));
        const Evaluation ev = evaluated(m_small);
        QVERIFY(!ev.recommendation.sensitivity.empty());
        const QString path = m_dir.filePath(QStringLiteral("sensitivity-%1.pdf").arg(lang));
        QString error;
        QVERIFY2(writeReportPdf(m_small, m_catalog, ev, path, ReportOptions{}, &error),
                 qPrintable(error));
        const QString text = pdfText(path).simplified();
        static const QRegularExpression cut(QStringLiteral("InfiniB(?!and)"));
        QVERIFY2(!text.contains(cut), qPrintable(lang));
        // Each assumption's name, as the table shows it, appears whole (it may wrap
        // between words, which the folded white space joins again).
        for (const SensitivityRow &r : ev.recommendation.sensitivity)
            QVERIFY2(text.contains(r.name), qPrintable(r.name));
    }
}

// The glossary explains the terms a board member meets in both
// languages, and the performance chapter carries the model's constants and limits as
// the collectives analysis computed them.
void TestReport::glossaryAndModelBox()
{
    const char *terms[] = {"All-reduce", "Bus bandwidth",    "RoCE",  "PFC, ECN", "PUE",
                           "Tier",       "Oversubscription", "Plane", "Rail"};
    std::map<QString, QStringList> meanings; // language -> the meanings, in order
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
        QVERIFY(setLanguage(lang));
        const Evaluation ev = evaluated(m_small);
        const report::ReportContent c = report::buildReportContent(m_small, m_catalog, ev);
        const report::Table *glossary = nullptr;
        const report::Paragraph *box = nullptr;
        for (const report::Section &s : c.sections) {
            for (const report::Block &b : s.blocks) {
                if (s.title == rtr("Glossary"))
                    glossary = std::get_if<report::Table>(&b);
                if (const auto *p = std::get_if<report::Paragraph>(&b);
                    p && p->style == report::Paragraph::Style::Box && !box)
                    box = p; // the first box (the procurement appendix has the price basis)
            }
        }
        QVERIFY(glossary);
        for (const char *term : terms) {
            const auto row =
                std::find_if(glossary->rows.begin(), glossary->rows.end(),
                             [&](const QStringList &r) { return r.front() == rtr(term); });
            QVERIFY2(row != glossary->rows.end(), term);
            QVERIFY(row->at(1).size() > 40);
            meanings[lang] << row->at(1);
        }
        QVERIFY(box);
        QVERIFY(box->text.startsWith(rtr("The performance model and its limits")));
        const VariantEvaluation *ib = variantOf(ev, VariantKind::InfiniBand);
        QVERIFY(ib && ib->collectives.alphaSeconds > 0.0);
        // InfiniBand's latency per network step, in microseconds with one decimal.
        QVERIFY2(box->text.contains(formatNumber(ib->collectives.alphaSeconds * 1e6, 1) +
                                    QStringLiteral(" \u00b5s")),
                 qPrintable(box->text));
        QVERIFY(box->text.contains(rtr("Confidence: the model has not been calibrated against "
                                       "measurements on this hardware. Treat the figures as "
                                       "estimates until nccl-tests runs in a proof of concept "
                                       "confirm them.")) ||
                ib->collectives.calibrated);
    }
    // Every meaning is written in Dutch, not left in English.
    for (qsizetype i = 0; i < meanings[QStringLiteral("en")].size(); ++i)
        QVERIFY2(meanings[QStringLiteral("nl")].at(i) != meanings[QStringLiteral("en")].at(i),
                 qPrintable(meanings[QStringLiteral("en")].at(i)));
}

// With the weight on network TCO alone, Ethernet/RoCE (the cheaper) is recommended: the
// trade-off then says what it saves and what it costs in step time.
void TestReport::pageOneWhenTheCheaperWins()
{
    setLanguage(QStringLiteral("en"));
    Project p = m_small;
    p.measurements.clear();
    p.decisionWeights = DecisionWeights{0.0, 100.0, 0.0, 0.0, 0.0, 0.0};
    const Evaluation ev = evaluate(p, m_catalog);
    QCOMPARE(ev.recommendation.variant, VariantKind::Ethernet);
    const report::ReportContent c = report::buildReportContent(p, m_catalog, ev);
    QString summary;
    for (const report::Block &b : c.cover.summary)
        if (const auto *para = std::get_if<report::Paragraph>(&b))
            summary += para->text + QLatin1Char('\n');
    const VariantEvaluation *ib = variantOf(ev, VariantKind::InfiniBand);
    const VariantEvaluation *eth = variantOf(ev, VariantKind::Ethernet);
    QVERIFY(ib && eth && eth->cost.tcoEur < ib->cost.tcoEur);
    // "Ethernet/RoCE costs EUR 1.50 million less than InfiniBand ... (InfiniBand costs
    // 15.0 % more ...)": the difference of the two TCOs, in per cent of the cheaper one's
    // (the base the scoring's texts use).
    const QLocale uk(QLocale::English, QLocale::UnitedKingdom);
    const QString amount =
        QStringLiteral("EUR %1 million less than InfiniBand")
            .arg(uk.toString((ib->cost.tcoEur - eth->cost.tcoEur) / 1e6, 'f', 2));
    QVERIFY2(summary.contains(
                 QStringLiteral("(InfiniBand costs %1 %")
                     .arg(uk.toString(
                         (ib->cost.tcoEur - eth->cost.tcoEur) / eth->cost.tcoEur * 100.0, 'f', 1))),
             qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("Ethernet/RoCE costs ") + amount),
             qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String("In exchange a training step takes")),
             qPrintable(summary));
    // The TCO criterion's basis is named (PDF review #3): the growth plan's, as the
    // example has targets.
    QVERIFY(ib->growthPlan.hasTargets);
    QVERIFY2(summary.contains(QLatin1String("Cost: a network TCO along the growth plan of")),
             qPrintable(summary));

    // A winner both cheaper and faster gets no "in return" (review 2026-12-07: "costs
    // EUR 6.30 million less ... In return the training step is an estimated 3.2 %
    // shorter"): 1,152 B300 GPUs on Quantum-X800, where InfiniBand is both.
    GeneratorParams b300;
    b300.gpus = 1152;
    b300.nodeTypeId = QStringLiteral("b300-8gpu");
    b300.switchTypeId = QStringLiteral("q3400");
    Project q = fp::test::generatedProject(b300);
    q.comparisonBasis.eachTechnologyAtBest = true; // as a new project compares
    const Evaluation qev = evaluate(q, m_catalog);
    QCOMPARE(qev.recommendation.variant, VariantKind::InfiniBand);
    const VariantEvaluation *qib = variantOf(qev, VariantKind::InfiniBand);
    const VariantEvaluation *qeth = variantOf(qev, VariantKind::Ethernet);
    QVERIFY(qib && qeth && qib->cost.tcoEur < qeth->cost.tcoEur);
    QString both;
    for (const report::Block &b : report::executiveSummary(q, qev).blocks)
        if (const auto *para = std::get_if<report::Paragraph>(&b))
            both += para->text + QLatin1Char('\n');
    QVERIFY2(both.contains(QLatin1String("Besides, ")), qPrintable(both));
    QVERIFY2(!both.contains(QLatin1String("In return")), qPrintable(both));
}

void TestReport::pageOneAtOwnCost_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("nl") << QStringLiteral("nl");
}

// The bundled example as shipped values GPU time at the cluster's own cost (model.h
// ComparisonBasis): Ethernet/RoCE is recommended, and page 1 says what a GPU-hour is
// worth, where the advice flips and on what basis, in both languages.
void TestReport::pageOneAtOwnCost()
{
    QFETCH(QString, lang);
    if (tool("pdftotext").isEmpty())
        QSKIP("poppler-utils not installed");
    QVERIFY(setLanguage(lang));
    Project p = m_small;
    p.comparisonBasis = ComparisonBasis{};
    const Evaluation ev = evaluate(p, m_catalog);
    QCOMPARE(ev.recommendation.variant, VariantKind::Ethernet);
    // Every variant's step time at the design as drawn's own cost per GPU-hour.
    const double own = analyzeCost(p, m_catalog).ownCostPerGpuHourEur;
    for (const VariantEvaluation &v : ev.variants) {
        QVERIFY(v.stepTime.gpuHourAtOwnCost);
        QVERIFY(std::abs(v.stepTime.gpuHourCostEur - own) < 1e-9);
    }
    const SensitivityRow *gpuHour = nullptr;
    for (const SensitivityRow &r : ev.recommendation.sensitivity)
        if (r.assumption == QLatin1String("gpu-hour-cost-eur"))
            gpuHour = &r;
    QVERIFY(gpuHour && gpuHour->flipValue && *gpuHour->flipValue > own);
    QCOMPARE(gpuHour->flipVariant, VariantKind::InfiniBand);
    const QString path = m_dir.filePath(QStringLiteral("own-cost-%1.pdf").arg(lang));
    QString error;
    QVERIFY2(writeReportPdf(p, m_catalog, ev, path, ReportOptions{}, &error), qPrintable(error));
    const QString page1 = pageText(path, 1).simplified();
    QVERIFY2(page1.contains(rtr("Recommendation: %1").arg(variantName(VariantKind::Ethernet))),
             qPrintable(page1));
    // Ethernet/RoCE leads by 0.01 points (8.84 against 8.83, with the servers' support and
    // data-centre space in the own cost): under a tenth of a point, the lead line says the
    // margin is narrow.
    QVERIFY(ev.recommendation.scoring.printedMargin(VariantKind::Ethernet) < 0.1);
    QVERIFY2(
        page1.contains(
            rtr("Recommendation: %1, by a narrow margin").arg(variantName(VariantKind::Ethernet))),
        qPrintable(page1));
    // ... and says what it means for the board (review: a 0.01 lead read as a decision).
    const QString level =
        rtr("%1 and %2 are level within the model's accuracy (a lead of %3 points of 10): let "
            "the quotes and the proof of concept decide.")
            .arg(variantName(VariantKind::Ethernet), variantName(VariantKind::InfiniBand),
                 formatNumber(ev.recommendation.scoring.printedMargin(VariantKind::Ethernet), 2));
    QVERIFY2(page1.contains(level), qPrintable(level + QStringLiteral(" | ") + page1));
    // The trade-off values GPU time at that own cost and says so, with the figure.
    const QString basis =
        rtr("GPU time is valued at the cluster's own cost, %1 per GPU-hour; rented GPU time "
            "costs more.")
            .arg(comparison::currencySign(QStringLiteral("EUR")) + QLatin1Char(' ') +
                 formatNumber(own, 2));
    QVERIFY2(page1.contains(basis), qPrintable(basis + QStringLiteral(" | ") + page1));

    // The bundled cluster example as quickstart.sh opens it (its Dutch twin in Dutch):
    // Ethernet/RoCE behind InfiniBand on money alone (TCO along the growth plan EUR 5.47
    // million lower, GPU time EUR 6.74 million more), which page 1 says, and the page
    // still ends with the document control.
    QString error2;
    const auto cluster = loadProject(
        test::examplePath(lang == QLatin1String("nl")
                              ? QStringLiteral("example-1024-h100-cluster-nl.fabricplan")
                              : QStringLiteral("example-1024-h100-cluster.fabricplan")),
        &error2);
    QVERIFY2(cluster, qPrintable(error2));
    const Evaluation cev = evaluate(*cluster, m_catalog);
    QCOMPARE(cev.recommendation.variant, VariantKind::Ethernet);
    const QString cpath = m_dir.filePath(QStringLiteral("own-cost-cluster-%1.pdf").arg(lang));
    QVERIFY2(writeReportPdf(*cluster, m_catalog, cev, cpath, ReportOptions{}, &error2),
             qPrintable(error2));
    const QString cpage1 = pageText(cpath, 1).simplified();
    const QString money = rtr("On money alone (TCO and GPU time) %1 is %2 ahead; %3 wins on the "
                              "other criteria.");
    QVERIFY2(cpage1.contains(money.left(money.indexOf(QLatin1String("%1"))).simplified()),
             qPrintable(cpage1));
    // PDF review #5: besides the farthest tipping point, the nearest other (the team's
    // RoCE experience one step lower, verified by tst_recommendation's what-if tests);
    // #6: the Ethernet prices rest on the assumed discount, with the value that flips the
    // answer; #2: the capital the growth plan adds after the purchase now.
    const auto skill = std::find_if(
        cev.recommendation.whatWouldChange.begin(), cev.recommendation.whatWouldChange.end(),
        [](const AnswerChange &c) { return c.id == QLatin1String("roce-skill"); });
    QVERIFY(skill != cev.recommendation.whatWouldChange.end());
    QVERIFY2(cpage1.contains(skill->text.simplified()), qPrintable(cpage1));
    const auto prefix = [](const char *source) {
        return rtr(source).section(QStringLiteral("%1"), 0, 0).simplified();
    };
    QVERIFY(cpage1.contains(prefix("Get quotes for the Ethernet switches first: their prices "
                                   "here are set %1 below InfiniBand per 400 Gb/s port, not "
                                   "taken from a price list; if the quotes per port come in less "
                                   "than %2 below InfiniBand, the advice changes.")));
    QVERIFY(cpage1.contains(prefix("Growth plan: a further %1 (%2 in all")));
    // The summary fills page 1: the document control opens the contents page.
    QVERIFY2(cpage1.contains(rtr("Document control")) ||
                 pageText(cpath, 2).contains(rtr("Document control")),
             qPrintable(cpage1));
    // The availability risk says how often the network stops the job: 2,048 links x
    // 0.00674 = 13.8, about 14 times a year (tst_resilience interruptionsByHand).
    const QString often =
        rtr("Availability: the failure of one switch (at worst %1) cuts off %2 GPUs and stops a "
            "job that spans the cluster; switch and link failures stop it about %3 times a year "
            "(%4 of GPU time a year).");
    const qsizetype from = often.indexOf(QLatin1String("%2")) + 2;
    const QString middle = often.mid(from, often.indexOf(QLatin1String("%3")) - from);
    QVERIFY2(cpage1.contains(middle.simplified() + QLatin1String(" 14 ")), qPrintable(cpage1));
}

namespace {
// 256 H100 GPUs generated on Ethernet (2 tiers: 8 SN5600 leaves, 2 spines), compared with
// each technology at its best, as a new project is.
Project ethernet256AtBest()
{
    GeneratorParams params;
    params.gpus = 256;
    params.technology = Technology::Ethernet;
    Project p = fp::test::generatedProject(params);
    p.comparisonBasis.eachTechnologyAtBest = true;
    return p;
}
} // namespace

// The availability risk on page 1 of a design that already has several planes of
// single-port NICs (256 GPUs on Ethernet at its best: one tier, two planes of SN5600, a
// plane per four rails; four planes of SN5400 before the bill counted a module per DGX
// H100 twin-port cage, 2026-12-07) said "a second network plane prevents this"; it says what
// does: a NIC port on each plane.
void TestReport::pageOneAvailabilityRiskOnTwoPlanes()
{
    setLanguage(QStringLiteral("en"));
    const Project p = ethernet256AtBest();
    const Evaluation ev = evaluate(p, m_catalog);
    const VariantEvaluation *winner = variantOf(ev, ev.recommendation.variant);
    QVERIFY(winner);
    QVERIFY(std::any_of(winner->project.switches.begin(), winner->project.switches.end(),
                        [](const Switch &s) { return s.plane > 0; }));
    QVERIFY(!winner->resilience.worstSwitchFailure.jobSurvives);
    const report::ExecutiveSummary sum = report::executiveSummary(p, ev);
    QString text;
    for (const report::Block &b : sum.blocks)
        if (const auto *para = std::get_if<report::Paragraph>(&b))
            text += para->text + QLatin1Char('\n');
    QVERIFY2(text.contains(QLatin1String("The design's 2 planes split each node's NICs")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("they add capacity, not redundancy")), qPrintable(text));
    // One switch per plane, every port in use and no growth target: page 1 says the design
    // is full (review: the summary hid that the recommended design cannot grow), in the
    // redesign box (the design as drawn, 2 tiers, could grow) rather than as a risk too.
    QVERIFY2(text.contains(QLatin1String("It is full at 256 GPUs without another tier")),
             qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("Growth: the Ethernet/RoCE design")), qPrintable(text));
    // The SN5600's power is known: the winner's TCO is complete. Without that figure page 1 says
    // the TCO is a lower bound, as the comparison's "+ unknown" does.
    QVERIFY(winner->cost.powerComplete());
    QVERIFY2(!text.contains(QLatin1String("TCO is a lower bound")), qPrintable(text));
    Catalog withoutFigure = m_catalog;
    for (SwitchType &s : withoutFigure.switches)
        if (s.id == QLatin1String("sn5600") || s.id == QLatin1String("sn5610"))
            s.powerWatts = Figure::unknown(QStringLiteral("not found"));
    const Evaluation unknownPower = evaluate(p, withoutFigure);
    // (Without its power figure the Ethernet design may lose: the runner-up's TCO is on
    // page 1 too.)
    const VariantEvaluation *lowerBound = variantOf(unknownPower, VariantKind::Ethernet);
    QVERIFY(lowerBound && !lowerBound->cost.powerComplete());
    QString unknownText;
    for (const report::Block &b : report::executiveSummary(p, unknownPower).blocks)
        if (const auto *para = std::get_if<report::Paragraph>(&b))
            unknownText += para->text + QLatin1Char('\n');
    QVERIFY2(unknownText.contains(QLatin1String("Ethernet/RoCE's TCO is a lower bound")),
             qPrintable(unknownText));
    // One tier has no paths for ECMP to hash onto: page 1 names no plain-ECMP condition
    // (it did, for a design where plain ECMP and adaptive routing are the same).
    QCOMPARE(winner->tiers, 1);
    QVERIFY2(!text.contains(QLatin1String("With plain ECMP instead of adaptive routing")),
             qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("a second network plane prevents")), qPrintable(text));
    // The availability table says the design is on two planes already (it said "One
    // plane: switches (tiers)" for it).
    const report::ReportContent content = report::buildReportContent(p, m_catalog, ev);
    bool planesSaid = false;
    for (const report::Section &sec : content.sections)
        for (const report::Block &b : sec.blocks)
            if (const auto *t = std::get_if<report::Table>(&b))
                for (const QStringList &r : t->rows)
                    if (!r.isEmpty() && r.front() == rtr("As designed: switches (tiers)"))
                        planesSaid =
                            planesSaid ||
                            r.join(QLatin1Char('|')).contains(QStringLiteral("(1; 2 planes)"));
    QVERIFY(planesSaid);
    // ... and the availability chapter gives that cost, as page 1 says: the same two
    // planes on the dual-port node type, where no GPU is cut off.
    const DualPlaneOption d = dualPlaneOption(*winner, m_catalog);
    QVERIFY2(d.available, qPrintable(d.notAvailableReason));
    QCOMPARE(d.nodeTypeId, QStringLiteral("h100-8gpu-dual"));
    QCOMPARE(d.worstSwitchFailure.gpusCutOff, 0);
    QVERIFY(d.worstSwitchFailure.jobSurvives);
}

namespace {
QString summaryText(const Project &p, const Evaluation &ev, const Catalog *catalog)
{
    QString text;
    for (const report::Block &b : report::executiveSummary(p, ev, nullptr, catalog).blocks)
        if (const auto *para = std::get_if<report::Paragraph>(&b))
            text += para->text + QLatin1Char('\n');
    return text;
}
} // namespace

// Board review 12: the reasons on page 1 add up to the lead their heading prints, and
// the scoring table's points, weighed, give its printed totals. Both examples at their
// own cost: the 1,024 example leads by 0.01 (the bullets summed to 0.00), the 16,384
// example by 0.19.
void TestReport::reasonsAddUpToTheLead()
{
    setLanguage(QStringLiteral("en"));
    for (Project p : {m_small, m_large}) {
        p.comparisonBasis = ComparisonBasis{};
        const Evaluation ev = evaluate(p, m_catalog);
        const Scoring &sc = ev.recommendation.scoring;
        const double lead = sc.printedMargin(ev.recommendation.variant);
        const QString text = summaryText(p, ev, &m_catalog);
        const qsizetype from = text.indexOf(QLatin1String("points ahead on a weighted score"));
        const qsizetype to = text.indexOf(QLatin1String("Main risks"));
        QVERIFY(from > 0 && to > from);
        static const QRegularExpression pts(QStringLiteral("([+\u2212-])(\\d+\\.\\d\\d) points"));
        double sum = 0.0;
        int n = 0;
        for (auto it = pts.globalMatch(text.mid(from, to - from)); it.hasNext(); ++n) {
            const auto m = it.next();
            sum += (m.captured(1) == QLatin1String("+") ? 1.0 : -1.0) * m.captured(2).toDouble();
        }
        QVERIFY(n >= 3);
        QVERIFY2(std::abs(sum - lead) < 1e-6,
                 qPrintable(QStringLiteral("%1 against %2").arg(sum).arg(lead)));
        // The table's points as printed, weighed: the printed totals, to the cent.
        const std::vector<QStringList> table = comparison::scoringTable(ev);
        for (int col = 2; col < table.front().size(); ++col) {
            double weighted = 0.0, weights = 0.0;
            for (std::size_t r = 1; r + 1 < table.size(); ++r) {
                weighted += table[r].at(1).toDouble() * table[r].at(col).toDouble();
                weights += table[r].at(1).toDouble();
            }
            QCOMPARE(formatNumber(weighted / weights, 2), table.back().at(col));
        }
    }
}

// PDF review #4: the 256-GPU Ethernet design drawn with 2 tiers (8 leaves, 2 spines) is
// recommended as a 1-tier design of one switch per plane; page 1 says the board approves a
// redesign, with both shapes, both capital costs, the growth limit and the failure domain.
// Where the recommendation is of another technology than drawn (the 1,024 example,
// InfiniBand drawn) or is the drawn design, there is no such box.
void TestReport::pageOneRedesign()
{
    setLanguage(QStringLiteral("en"));
    const Project p = ethernet256AtBest();
    const Evaluation ev = evaluate(p, m_catalog);
    QCOMPARE(ev.recommendation.variant, VariantKind::Ethernet);
    const VariantEvaluation *winner = variantOf(ev, VariantKind::Ethernet);
    const VariantEvaluation *drawn = variantOf(ev, VariantKind::AsDrawn);
    QVERIFY(winner && drawn);
    // By hand: 256 GPUs, one 400G port each; a 64 x 800G SN5600 splits to 128 x 400G.
    // Drawn at 1:1 on 2 tiers: 256 / 32 down-ports = 8 leaves, 8 x 32 / 128 = 2 spines.
    // At best: one SN5600 per plane takes 128 GPUs, 2 planes.
    QCOMPARE(drawn->switchesPerTier, (std::vector<int>{8, 2}));
    QCOMPARE(winner->switchesPerTier, (std::vector<int>{2}));
    const QString text = summaryText(p, ev, &m_catalog).simplified();
    QVERIFY2(text.contains(QLatin1String("A redesign, not the design as drawn")), qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("has 1 tier: 2 \u00d7 SN5600 leaf on 2 planes "
                                     "(network capital cost %1)")
                          .arg(report::moneyShort(winner->cost.capexEur, QStringLiteral("EUR")))),
        qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("the design as drawn has 2 tiers: 8 \u00d7 SN5600 leaf, 2 "
                                     "\u00d7 SN5600 spine (%1)")
                          .arg(report::moneyShort(drawn->cost.capexEur, QStringLiteral("EUR")))),
        qPrintable(text));
    QCOMPARE(winner->growth.maxGpusSameTiers, 256);
    QCOMPARE(winner->resilience.worstSwitchFailure.gpusCutOff, 128);
    QCOMPARE(drawn->resilience.worstSwitchFailure.gpusCutOff, 32);
    QVERIFY2(text.contains(QLatin1String("It is full at 256 GPUs without another tier (as drawn: "
                                         "8,192) and one switch failure cuts off up to 128 GPUs "
                                         "(as drawn: 32).")),
             qPrintable(text));
    // The 1,024 example: InfiniBand drawn and recommended as drawn.
    const Evaluation &small = evaluated(m_small);
    QCOMPARE(small.recommendation.variant, VariantKind::InfiniBand);
    QVERIFY(!summaryText(m_small, small, &m_catalog).contains(QLatin1String("A redesign")));
    // The 16,384 example at its own cost: Ethernet/RoCE recommended, InfiniBand drawn.
    Project large = m_large;
    large.comparisonBasis = ComparisonBasis{};
    const Evaluation lev = evaluate(large, m_catalog);
    QCOMPARE(lev.recommendation.variant, VariantKind::Ethernet);
    QVERIFY(!summaryText(large, lev, &m_catalog).contains(QLatin1String("A redesign")));
}

// Board review 2026-12-07: the 256-GPU InfiniBand drawing (2 tiers) loses to Ethernet/RoCE,
// and the InfiniBand option it is weighed against is its 1-tier, 4-plane redesign; page 1
// says so, with both shapes and both capital costs, or the board reads the drawing's
// figures into "InfiniBand". The Ethernet winner being full is then a risk of its own.
void TestReport::pageOneRunnerUpRedesign()
{
    setLanguage(QStringLiteral("en"));
    GeneratorParams params;
    params.gpus = 256;
    params.technology = Technology::InfiniBand;
    Project p = fp::test::generatedProject(params);
    p.comparisonBasis.eachTechnologyAtBest = true;
    const Evaluation ev = evaluate(p, m_catalog);
    QCOMPARE(ev.recommendation.variant, VariantKind::Ethernet);
    const VariantEvaluation *ib = variantOf(ev, VariantKind::InfiniBand);
    const VariantEvaluation *drawn = variantOf(ev, VariantKind::AsDrawn);
    QVERIFY(ib && drawn);
    // By hand: 256 GPUs, one 400G port each; a QM9700 has 64 x 400G ports. Drawn at 1:1
    // on 2 tiers: 256 / 32 down-ports = 8 leaves, 8 x 32 / 64 = 4 spines. At best: one
    // QM9700 per plane takes 64 GPUs, 4 planes.
    QCOMPARE(drawn->switchesPerTier, (std::vector<int>{8, 4}));
    QCOMPARE(ib->switchesPerTier, (std::vector<int>{4}));
    const QString text = summaryText(p, ev, &m_catalog).simplified();
    QVERIFY2(text.contains(QLatin1String("InfiniBand is compared as a redesign")),
             qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("The InfiniBand design compared here has 1 tier: 4 "
                                     "\u00d7 QM9700 leaf on 4 planes (network capital "
                                     "cost %1); the design as drawn has 2 tiers: 8 \u00d7 "
                                     "QM9700 leaf, 4 \u00d7 QM9700 spine (%2).")
                          .arg(report::moneyShort(ib->cost.capexEur, QStringLiteral("EUR")),
                               report::moneyShort(drawn->cost.capexEur, QStringLiteral("EUR")))),
        qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("A redesign, not the design as drawn")),
             qPrintable(text));
    // Which design is full, and the room the drawn one has (board review: "the design is
    // full" read as the drawing, which takes 2,048 GPUs).
    QVERIFY2(text.contains(QLatin1String("Growth: the Ethernet/RoCE design compared is full; "
                                         "more than 256 GPUs need another switch tier and "
                                         "re-cabling (as drawn: up to 2,048 GPUs).")),
             qPrintable(text));
}

// PDF review #5: page 1 names the nearest tipping points, measured as a share of the
// value now. The 16,384 example at its own cost: the RoCE efficiency flips the answer at
// 96.3 % (now 100 %, 3.7 % away), the cost per GPU-hour at EUR 2.63 (now EUR 1.90 with
// the servers' support and data-centre space, 39 % away): the efficiency comes first, and
// at most three conditions are given (the team's RoCE experience and the weight of the
// network TCO, 32 % away, are nearer than the GPU-hour).
void TestReport::pageOneNearestTippingPoints()
{
    setLanguage(QStringLiteral("en"));
    Project large = m_large;
    large.comparisonBasis = ComparisonBasis{};
    const Evaluation ev = evaluate(large, m_catalog);
    const SensitivityRow *efficiency = nullptr, *gpuHour = nullptr;
    for (const SensitivityRow &r : ev.recommendation.sensitivity) {
        if (r.assumption == QLatin1String("roce-efficiency-adaptive-routing"))
            efficiency = &r;
        if (r.assumption == QLatin1String("gpu-hour-cost-eur"))
            gpuHour = &r;
    }
    QVERIFY(efficiency && efficiency->flipValue && gpuHour && gpuHour->flipValue);
    const double dEff = std::abs(*efficiency->flipValue - efficiency->base) / efficiency->base;
    const double dHour = std::abs(*gpuHour->flipValue - gpuHour->base) / gpuHour->base;
    QVERIFY2(dEff < 0.1 && dHour > 0.3, qPrintable(QStringLiteral("%1 %2").arg(dEff).arg(dHour)));
    const QString text = summaryText(large, ev, &m_catalog).simplified();
    const QString first =
        QStringLiteral("The advice holds as long as the RoCE efficiency against "
                       "InfiniBand stays above %1 (now 100.0 %)")
            .arg(formatNumber(*efficiency->flipValue * 100.0, 1) + QStringLiteral(" %"));
    QVERIFY2(text.contains(first), qPrintable(text));
    // Its switch-failure survival rests on NCCL's port failover: a risk of its own, with
    // what happens without it (board review 12).
    const ResilienceResult &res = variantOf(ev, ev.recommendation.variant)->resilience;
    QVERIFY(res.survivalNeedsFailover && res.interruptionsWithoutFailoverPerYear > 100.0);
    QVERIFY2(text.contains(QStringLiteral("Port failover: a job survives a switch failure only if "
                                          "NCCL moves the failed port's traffic to the other "
                                          "port (NCCL 2.29.7 and later, off by default); without "
                                          "it, failures stop a job about %1 times a year.")
                               .arg(formatNumber(res.interruptionsWithoutFailoverPerYear, 0))),
             qPrintable(text));
    // 0.19 points ahead: not a narrow margin.
    QVERIFY(ev.recommendation.scoring.printedMargin(ev.recommendation.variant) >= 0.1);
    QVERIFY2(!text.contains(QLatin1String("by a narrow margin")), qPrintable(text));
    // Only the three nearest: the GPU-hour, 39 % away, is not among them.
    QVERIFY2(!text.contains(QLatin1String("cost per GPU-hour to stay below")) &&
                 !text.contains(QLatin1String("cost per GPU-hour stays below")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("With the weight of network TCO at 20.40 (now 30.00), "
                                         "InfiniBand would be recommended.")),
             qPrintable(text));
}

// Three requirements no variant meets (a budget of EUR 1, 10,000 GB/s all-reduce, and
// surviving a switch failure) make page 1 long. Wherever its summary ends, the contents
// follow it and point at the pages the chapters are on.
void TestReport::contentsAfterALongSummary()
{
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    setLanguage(QStringLiteral("en"));
    Project p = m_large;
    p.requirements.networkCapexBudgetEur = 1.0;
    p.requirements.minJobAllReduceBusbwGbytePerS = 10000.0;
    p.info.name = QStringLiteral("A project whose name is long enough to take two lines on the "
                                 "first page of the report, as some real project names do");
    const Evaluation ev = evaluate(p, m_catalog);
    const QString path = m_dir.filePath(QStringLiteral("long-summary.pdf"));
    QString error;
    int pages = 0;
    ReportOptions letter; // 18 mm shorter than A4: the summary runs onto a second page
    letter.pageSize = ReportOptions::PageSize::Letter;
    QVERIFY2(writeReportPdf(p, m_catalog, ev, path, letter, &error, &pages), qPrintable(error));
    QVERIFY(pageText(path, 1).contains(rtr("Requirements not met")));
    // The page holding the contents, and the page its line for chapter 1 names.
    int contentsPage = 0;
    for (int i = 1; i <= 3 && contentsPage == 0; ++i)
        if (pageText(path, i).contains(rtr("Contents") + QStringLiteral(" 1 ") + rtr("Summary")))
            contentsPage = i;
    QVERIFY(contentsPage >= 2);
    // Page 1's summary runs onto page 2 here (Letter): its document control comes
    // before the contents, not after them.
    int controlPage = 0;
    for (int i = 1; i <= 3 && controlPage == 0; ++i)
        if (pageText(path, i).contains(rtr("Document control")))
            controlPage = i;
    QVERIFY(controlPage >= 1);
    QVERIFY2(controlPage < contentsPage, qPrintable(QString::number(controlPage)));
    // The price basis stays at the foot of page 1 however far the summary runs (board
    // review: it went to page 2 with the document control), and only there.
    const QString basis = priceBasisSentence(QStringLiteral("EUR"), 2025).simplified();
    QVERIFY2(pageText(path, 1).simplified().contains(basis), qPrintable(pageText(path, 1)));
    QVERIFY(!pageText(path, 2).simplified().contains(basis));
    const QString toc = pageText(path, contentsPage).remove(QLatin1Char('.'));
    static const QRegularExpression first(QStringLiteral("1 Summary (\\d+) 2 The design"));
    const auto m = first.match(toc.simplified());
    QVERIFY2(m.hasMatch(), qPrintable(toc));
    const int summaryPage = m.captured(1).toInt();
    QVERIFY(summaryPage > contentsPage);
    QVERIFY2(pageText(path, summaryPage).contains(QStringLiteral("1 Summary This report")),
             qPrintable(pageText(path, summaryPage).left(200)));
}

// The procurement appendix in both languages: each distinct bill once
// (the 1,024-GPU example has three: as drawn = InfiniBand = hybrid, Ethernet/RoCE, hybrid
// per unit), every line with its part number, the price source in words with its price
// year, the spares as spares, the price basis and what the bills leave out, in the PDF.
// ReportOptions::cablingPlan (CLI report --cabling-plan): the last appendix holds one
// row per row of the cabling plan export (exchange/cablingplan.h), in its order;
// without the option there is no such appendix. The 1,024-GPU
// example: 1,024 node-to-leaf and 32 x 32 = 1,024 leaf-to-spine cables.
void TestReport::cablingPlanAppendix()
{
    const std::vector<exchange::CablingRow> plan = exchange::cablingPlan(m_small, m_catalog);
    QCOMPARE(plan.size(), std::size_t(2048));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
        QVERIFY(setLanguage(lang));
        const Evaluation &ev = evaluated(m_small);
        const QString title = rtr("Appendix: cabling plan");
        const report::ReportContent without = report::buildReportContent(m_small, m_catalog, ev);
        QVERIFY(std::none_of(without.sections.begin(), without.sections.end(),
                             [&](const report::Section &s) { return s.title == title; }));
        ReportOptions options;
        options.cablingPlan = true;
        const report::ReportContent with =
            report::buildReportContent(m_small, m_catalog, ev, options);
        QCOMPARE(with.sections.size(), without.sections.size() + 1);
        const report::Section &appendix = with.sections.back();
        QCOMPARE(appendix.title, title);
        const report::Table *table = nullptr;
        for (const report::Block &b : appendix.blocks)
            if (const auto *t = std::get_if<report::Table>(&b))
                table = t;
        QVERIFY(table);
        QCOMPARE(table->headerRows.front().size(), qsizetype(9));
        QCOMPARE(table->rows.size(), plan.size());
        for (std::size_t i : {std::size_t(0), plan.size() - 1}) {
            const QStringList &row = table->rows[i];
            QCOMPARE(row.at(0), plan[i].label);
            QCOMPARE(row.at(1), plan[i].a.device);
            QVERIFY(row.at(1).startsWith(plan[i].a.rack)); // the rack is the device's unit
            QCOMPARE(row.at(5).section(QLatin1Char('/'), 0, 0), plan[i].b.port);
            QCOMPARE(row.at(7), plan[i].cablePartId.toUpper());
            QCOMPARE(row.at(8), formatNumber(plan[i].lengthM, 1));
        }
        QCOMPARE(table->rows.front().at(0), QStringLiteral("FP-00001"));
    }
    QVERIFY(setLanguage(QStringLiteral("en")));
}

void TestReport::procurementAppendix()
{
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
        QVERIFY(setLanguage(lang));
        const Evaluation ev = evaluated(m_small);
        const report::ReportContent c = report::buildReportContent(m_small, m_catalog, ev);
        const report::Section *appendix = nullptr;
        for (const report::Section &s : c.sections)
            if (s.title == rtr("Appendix: procurement bill of materials"))
                appendix = &s;
        QVERIFY2(appendix, qPrintable(lang));
        std::vector<const report::Table *> tables; // the bills
        std::vector<const report::Table *> racks;  // after each bill, its racks
        for (const report::Block &b : appendix->blocks)
            if (const auto *t = std::get_if<report::Table>(&b))
                (t->headerRows.front().front() == rtr("Rack") ? racks : tables).push_back(t);
        QCOMPARE(tables.size(), std::size_t(3));
        QCOMPARE(tables[0]->headerRows.front().front(), rtr("Part number"));
        // Racks (analysis/racks.h; tst_floorplan rackKindsByHand counts them): 32 node
        // racks of 4 H100 nodes at 33 of 48 U and 33.2 kW for the InfiniBand bill.
        QCOMPARE(racks.size(), std::size_t(3));
        QCOMPARE(racks[0]->rows.front(),
                 (QStringList{rtr("Node rack"),
                              rtr("%1 \u00d7 %2")
                                      .arg(4)
                                      .arg(partNameInWords(
                                          *m_catalog.nodeType(QStringLiteral("h100-8gpu")))) +
                                  QLatin1Char('\n') +
                                  rtr("the top unit for the out-of-band network (a management "
                                      "switch or its patch panel)"),
                              QStringLiteral("32"), rtr("%1 of %2 U").arg(33).arg(48),
                              rtr("%1 kW").arg(formatNumber(33.2, 1))}));
        // Spares: 5 % of the switches, rounded up per part: InfiniBand 48 QM9700
        // (32 leaves + 16 spines) -> 2.4 -> 3; Ethernet/RoCE 24 SN5600 -> 1.2 -> 2.
        const QString spareSwitch =
            rtr("Spare: %1, on the shelf").arg(bomCategoryName(QStringLiteral("switch")).toLower());
        const auto spareQuantity = [&](const report::Table *t) {
            for (const QStringList &r : t->rows)
                if (r.at(1).endsWith(spareSwitch))
                    return r.at(2);
            return QString();
        };
        QCOMPARE(spareQuantity(tables[0]), QStringLiteral("3"));
        QCOMPARE(spareQuantity(tables[1]), QStringLiteral("2"));

        const QString path = m_dir.filePath(QStringLiteral("procurement-%1.pdf").arg(lang));
        QString error;
        QVERIFY2(writeReportPdf(m_small, m_catalog, ev, path, ReportOptions{}, &error),
                 qPrintable(error));
        const QString all = pdfText(path).simplified();
        // The first bill (14 rows of three to five lines, most of a page) starts on the
        // appendix's first page under its introduction and breaks, rather than going
        // whole to the next page and leaving this one three quarters empty (board review).
        const QString firstCaption = rtr("Bill of materials for %1").arg(QString()).trimmed();
        bool sawFirstPage = false;
        for (int i = 3; i < 60 && !sawFirstPage; ++i) {
            const QString page = pageText(path, i).simplified();
            if (page.isEmpty())
                break;
            if (!page.contains(rtr("Price basis")) ||
                !page.contains(rtr("Appendix: procurement bill of materials")))
                continue;
            sawFirstPage = true;
            QVERIFY2(page.contains(firstCaption), qPrintable(lang + QLatin1Char(' ') + page));
        }
        QVERIFY2(sawFirstPage, qPrintable(lang));
        // The title's first use is the contents line, the second the appendix's first page.
        const QString title = rtr("Appendix: procurement bill of materials");
        const qsizetype at = all.indexOf(title, all.indexOf(title) + 1);
        QVERIFY2(at > 0, qPrintable(lang));
        const QString text = all.mid(at);
        int year = 0;
        for (const VariantEvaluation &v : ev.variants) {
            year = std::max(year, v.cost.priceYear);
            for (const BomLine &l : v.cost.bom) {
                QVERIFY2(text.contains(bomPartNumber(m_catalog, l)), qPrintable(l.partId));
                if (!l.priceKnown) // the gateways of the hybrid per unit: no public price
                    continue;
                const Figure *price = bomPriceFigure(m_catalog, l.partId);
                QVERIFY(price);
                const int y = bomPriceYear(m_catalog, l.partId);
                const QString source =
                    sourceTagWord(price->tag) + (y > 0 ? QStringLiteral(" %1").arg(y) : QString());
                QVERIFY2(text.contains(source), qPrintable(source));
            }
        }
        QCOMPARE(year, 2025);
        QVERIFY2(text.contains(priceBasisSentence(QStringLiteral("EUR"), year)), qPrintable(lang));
        QVERIFY(text.contains(rtr("Not in these bills")));
        // What each line is, written out (not through a placeholder the translation
        // tools may fill with a guess): the leaves and the switch-side optics.
        const bool nl = lang == QLatin1String("nl");
        for (const QString &role : {QStringLiteral("Switch, leaf"),
                                    nl ? QStringLiteral("Optiek (transceiver), switchzijde")
                                       : QStringLiteral("Optics (transceiver), switch side")})
            QVERIFY2(text.contains(role), qPrintable(role));
        QVERIFY(text.contains(rtr("Installation, cabling labour, testing and commissioning.")));
        // The licences without a public price, with their quantities (1,024 GPUs: 128
        // nodes under UFM on InfiniBand, 24 SN5600 on Ethernet/RoCE).
        for (const VariantEvaluation &v : ev.variants) {
            const bool ib = v.kind == VariantKind::InfiniBand;
            const bool eth = v.kind == VariantKind::Ethernet;
            if (ib || eth) {
                QCOMPARE(v.cost.ufmLicenceNodes, ib ? 128LL : 0LL);
                QCOMPARE(v.cost.ethernetSwitchOsLicences, eth ? 24LL : 0LL);
            }
        }
        const QString lead =
            rtr("Licences to quote, not in the total (no public price): %1.").section(u'%', 0, 0);
        QCOMPARE(text.count(lead), 3);
        QVERIFY(text.contains(rtr("UFM Enterprise licences for %1 managed nodes, counted once "
                                  "for each fabric UFM manages (optional: the subnet manager "
                                  "itself, OpenSM, is free and runs on the UFM appliances "
                                  "listed)")
                                  .arg(formatInteger(128))));
    }
}

// The Dutch report without the leftovers the review found: the
// variant "Zoals getekend", literal translations ("pleit voor geen van beide", "snijdt
// ... af", "op de plank", ...), an English source label of the RoCE MTU, and the
// assumptions table naming assumptions by their raw catalogue ids.
void TestReport::dutchLeftovers()
{
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    QVERIFY(setLanguage(QStringLiteral("nl")));
    const Evaluation ev = evaluated(m_small);
    const QString path = m_dir.filePath(QStringLiteral("leftovers-nl.pdf"));
    QString error;
    QVERIFY2(writeReportPdf(m_small, m_catalog, ev, path, ReportOptions{}, &error),
             qPrintable(error));
    const QString text = pdfText(path).simplified();
    QVERIFY(text.contains(QStringLiteral("Getekend ontwerp")));
    for (const char *leftover :
         {"Zoals getekend", "pleit voor geen van beide", "Wat het advies zou veranderen",
          "Ervaringstekort", "ervaringstekort", "op de plank", "koeloverhead",
          "tegen berichtgrootte", "Veerkracht en groei", "die snijdt", "is afgesneden",
          "Injectie per GPU", "largest RoCE path MTU", "Een job over het hele cluster overleeft",
          "benoemde factoren", "PFC-bufferheadroom", "gekoppeld, vrij", "Gegeven",
          // English catalogue source notes (resources/catalog_sources_nl.json)
          "midpoint", "enter a quote", "No credible public", "at 0.92 EUR/USD", "Licences to quote",
          // English part names (resources/catalog_sources_nl.json "names") and terms a
          // review found: "supportcontract", "Afgesneden", "Tooling en bewaking".
          "8-GPU server", "single-port OSFP", "twin-port", "fibre, straight", "dual-port",
          "supportcontract", "professional services", "Afgesneden", "Tooling en bewaking",
          "om uit te kiezen", "Single network plane",
          // The board review of 2026-12-07: English terms in Dutch sentences.
          "adaptive routing", "port failover", "load balancing", "voldoet niet",
          // and literal translations it found on every report.
          "Zekerheid:", "Voorsprong bij laag", "TCO tot dan", "Gevraagde beslissing"})
        QVERIFY2(!text.contains(QString::fromUtf8(leftover)), leftover);
    // No assumption under its catalogue id, and no source note with a bare tag letter
    // in front: the tag in Dutch words labels it.
    const report::ReportContent c = report::buildReportContent(m_small, m_catalog, ev);
    const report::Table *assumptions = nullptr;
    for (const report::Section &s : c.sections)
        if (s.title == rtr("Assumptions and sources"))
            for (const report::Block &b : s.blocks)
                if (const auto *t = std::get_if<report::Table>(&b); t && !assumptions)
                    assumptions = t;
    QVERIFY(assumptions);
    int assumptionRows = 0;
    static const QRegularExpression bareTag(QStringLiteral("^[PSEDU][:,]? "));
    for (const QStringList &r : assumptions->rows) {
        QVERIFY2(!m_catalog.assumption(r.at(0)), qPrintable(r.at(0)));
        QVERIFY2(!r.at(4).contains(bareTag), qPrintable(r.at(4)));
        // No figure under its catalogue field name ("rackUnits").
        static const QRegularExpression fieldId(QStringLiteral("^[a-z]+[A-Z]"));
        QVERIFY2(!r.at(1).contains(fieldId), qPrintable(r.at(1)));
        if (r.at(1) == rtr("Assumption"))
            ++assumptionRows;
    }
    QVERIFY(assumptionRows > 10);
    setLanguage(QStringLiteral("en"));
}

// The summary chapter states the recommendation in the words of page 1 (one sentence
// builder): at 16,384 GPUs the recommended variant misses the switch-failure
// requirement, and both say it is recommended once that is resolved (the chapter said
// "although it does not meet every requirement" while page 1 set the condition).
void TestReport::summaryRecommendationAsPageOne()
{
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
        QVERIFY(setLanguage(lang));
        const Evaluation ev = evaluated(m_large);
        QVERIFY(ev.recommends());
        const report::ReportContent c = report::buildReportContent(m_large, m_catalog, ev);
        const auto lead = [](const std::vector<report::Block> &blocks) {
            for (const report::Block &b : blocks)
                if (const auto *p = std::get_if<report::Paragraph>(&b);
                    p && p->style == report::Paragraph::Style::Lead)
                    return p->text;
            return QString();
        };
        const QString expected = rtr("Recommendation: %1, once the unmet requirement is resolved")
                                     .arg(variantName(ev.recommendation.variant));
        QCOMPARE(lead(c.cover.summary), expected);
        QVERIFY(!c.sections.empty());
        QCOMPARE(lead(c.sections.front().blocks), expected);
        QCOMPARE(c.cover.recommendation, expected);

        const QString path = m_dir.filePath(QStringLiteral("recommendation-%1.pdf").arg(lang));
        QString error;
        QVERIFY2(writeReportPdf(m_large, m_catalog, ev, path, ReportOptions{}, &error),
                 qPrintable(error));
        const QString text = pdfText(path).simplified();
        QVERIFY2(text.count(expected) >= 2, qPrintable(lang));
    }
    setLanguage(QStringLiteral("en"));
}

// One currency style per language in the report's own text: English
// writes "EUR 1,234" (never "1,234 EUR", as the growth sentences did) and "EUR million"
// on the axes; Dutch writes "€ 1.234", "€ mln" and "€ 0,25 per kWh" (never "miljoen
// EUR" or "EUR 0,25 per kWh"). The catalogue's source notes, quoted as written, are
// left out of the check.
void TestReport::oneCurrencyStyle()
{
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
        QVERIFY(setLanguage(lang));
        const Evaluation ev = evaluated(m_small);
        const report::ReportContent c = report::buildReportContent(m_small, m_catalog, ev);
        QStringList texts;
        const auto collect = [&texts](const std::vector<report::Block> &blocks, bool sources) {
            for (const report::Block &b : blocks) {
                if (const auto *p = std::get_if<report::Paragraph>(&b))
                    texts << p->text;
                if (const auto *t = std::get_if<report::Table>(&b)) {
                    texts << t->caption;
                    for (const QStringList &r : t->rows)
                        for (qsizetype i = 0; i < r.size(); ++i)
                            if (!sources || i != 4) // the assumptions table's source notes
                                texts << r.at(i);
                }
                if (const auto *ch = std::get_if<report::Chart>(&b)) {
                    texts << ch->caption;
                    if (const auto *bar = std::get_if<chart::BarChart>(&ch->chart))
                        texts << bar->yAxisLabel;
                }
            }
        };
        collect(c.cover.summary, false);
        for (const report::Section &s : c.sections)
            collect(s.blocks, s.title == rtr("Assumptions and sources"));
        QVERIFY(texts.size() > 100);
        static const QRegularExpression amountThenCode(QStringLiteral("\\d EUR\\b"));
        static const QRegularExpression code(QStringLiteral("\\bEUR\\b(?![ /]per |/USD)"));
        for (const QString &t : std::as_const(texts)) {
            QVERIFY2(!t.contains(amountThenCode), qPrintable(t));
            if (lang == QLatin1String("nl"))
                QVERIFY2(!t.contains(code), qPrintable(t));
        }
        const QString expected =
            lang == QLatin1String("nl") ? QStringLiteral("€ mln") : QStringLiteral("EUR million");
        QVERIFY2(texts.contains(expected), qPrintable(lang));
    }
    setLanguage(QStringLiteral("en"));
}

void TestReport::letterSize()
{
    if (tool("pdfinfo").isEmpty())
        QSKIP("pdfinfo not installed");
    setLanguage(QStringLiteral("en"));
    const Evaluation ev = evaluated(m_small);
    const QString path = m_dir.filePath(QStringLiteral("letter.pdf"));
    ReportOptions options;
    options.pageSize = ReportOptions::PageSize::Letter;
    QString error;
    QVERIFY2(writeReportPdf(m_small, m_catalog, ev, path, options, &error), qPrintable(error));
    QVERIFY2(pdfPageSize(path).contains(QLatin1String("612 x 792")), qPrintable(pdfPageSize(path)));
}

void TestReport::unwritableTarget()
{
    setLanguage(QStringLiteral("en"));
    const Evaluation ev = evaluated(m_small);
    // A folder that does not exist, and a folder without write permission.
    const QString missing = m_dir.filePath(QStringLiteral("no-such-folder/report.pdf"));
    QString error;
    QVERIFY(!writeReportPdf(m_small, m_catalog, ev, missing, {}, &error));
    QVERIFY(error.contains(QLatin1String("report.pdf")));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QVERIFY(!QFileInfo::exists(missing));

    const QString locked = m_dir.filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(locked));
    QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    const QString target = locked + QStringLiteral("/report.pdf");
    error.clear();
    const bool ok = writeReportPdf(m_small, m_catalog, ev, target, {}, &error);
    QFile::setPermissions(locked,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (ok)
        QSKIP("running with permission to write anywhere (root)");
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFileInfo::exists(target));
    QVERIFY(QDir(locked).entryList(QDir::Files | QDir::Hidden).isEmpty()); // no temporary left
}

void TestReport::existingFileKeptOnFailure()
{
    // The target is a folder: nothing can be renamed over it; it stays as it was.
    setLanguage(QStringLiteral("en"));
    const Evaluation ev = evaluated(m_small);
    const QString folder = m_dir.filePath(QStringLiteral("a-folder.pdf"));
    QVERIFY(QDir().mkpath(folder));
    QString error;
    QVERIFY(!writeReportPdf(m_small, m_catalog, ev, folder, {}, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(QFileInfo(folder).isDir());
    QVERIFY(QDir(m_dir.path()).entryList({QStringLiteral("*.pdf.*")}, QDir::Files).isEmpty());
}

void TestReport::pageImage()
{
    setLanguage(QStringLiteral("en"));
    const Evaluation ev = evaluated(m_small);
    const report::ReportContent c = report::buildReportContent(m_small, m_catalog, ev);
    const QImage cover = report::renderPageImage(c, {}, 0, 420);
    QCOMPARE(cover.width(), 420);
    QCOMPARE(cover.height(), 594); // A4 is 210 x 297 mm: 420 x 594
    QVERIFY(report::renderPageImage(c, {}, 10000, 420).isNull());
}

// The layout is linear in the length of an unbroken text (the reliability review's
// F10: a description of 1,000,000 'x' took 63-85 s, 10 MB did not finish). With a
// 1,000,000-character description and a 300,000-character name the report takes
// about as long as the plain one: words over 200 characters are shortened in the
// middle, paragraphs are laid out in windows, a table cell holds at most a page.
void TestReport::longUnbrokenText()
{
    setLanguage(QStringLiteral("en"));
    Project p = m_small;
    QString error;
    QElapsedTimer clock;
    const Evaluation plain = evaluate(p, m_catalog);
    clock.start();
    QVERIFY2(writeReportPdf(p, m_catalog, plain, m_dir.filePath(QStringLiteral("plain.pdf")), {},
                            &error),
             qPrintable(error));
    const qint64 plainMs = clock.elapsed();

    p.info.description = QString(1'000'000, QLatin1Char('x'));
    p.info.name = QString(300'000, QLatin1Char('y'));
    p.fabrics.front().name = QString(200'000, QLatin1Char('z')); // a table cell
    const Evaluation ev = evaluate(p, m_catalog);
    const QString path = m_dir.filePath(QStringLiteral("long.pdf"));
    clock.restart();
    int pages = 0;
    QVERIFY2(writeReportPdf(p, m_catalog, ev, path, {}, &error, &pages), qPrintable(error));
    const qint64 longMs = clock.elapsed();
    qInfo("plain report %lld ms, with long texts %lld ms, %d pages", plainMs, longMs, pages);
    QVERIFY2(longMs < 2 * plainMs + 10000, qPrintable(QString::number(longMs)));
    if (!tool("pdftotext").isEmpty()) {
        const QString text = pdfText(path);
        QVERIFY(text.contains(QLatin1String("yyy..."))); // "yyy…yyy" after NFKC
        QVERIFY2(text.count(QLatin1Char('y')) < 20000,   // of 300,000 in each place
                 qPrintable(QString::number(text.count(QLatin1Char('y')))));
    }
}

void TestReport::cli()
{
    const QString example = test::examplePath();
    QVERIFY2(QFileInfo::exists(example), "build the examples target");
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
        const QString out = m_dir.filePath(QStringLiteral("cli-%1.pdf").arg(lang));
        const test::CliRun r =
            test::runCli({QStringLiteral("report"), example, QStringLiteral("--pdf"), out,
                          QStringLiteral("--lang"), lang});
        QCOMPARE(r.status, QProcess::NormalExit);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.err.isEmpty());
        QVERIFY(QFileInfo(out).size() > 10000);
        if (!tool("pdfinfo").isEmpty())
            QVERIFY(pdfPages(out) >= 10);
    }
    // Letter through the option.
    const QString letter = m_dir.filePath(QStringLiteral("cli-letter.pdf"));
    const test::CliRun r =
        test::runCli({QStringLiteral("report"), example, QStringLiteral("--pdf"), letter,
                      QStringLiteral("--page-size"), QStringLiteral("letter"),
                      QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(r.exitCode, 0);
    if (!tool("pdfinfo").isEmpty())
        QVERIFY(pdfPageSize(letter).contains(QLatin1String("612 x 792")));
    // --cabling-plan: the same report with the cabling plan as its last appendix.
    const QString cabling = m_dir.filePath(QStringLiteral("cli-cabling.pdf"));
    const test::CliRun c = test::runCli({QStringLiteral("report"), example, QStringLiteral("--pdf"),
                                         cabling, QStringLiteral("--cabling-plan"),
                                         QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(c.exitCode == 0, c.err.constData());
    if (!tool("pdftotext").isEmpty()) {
        const QString text = pdfText(cabling);
        QVERIFY(text.contains(QLatin1String("Appendix: cabling plan")));
        QVERIFY(text.contains(QLatin1String("FP-02048")));
        QVERIFY(!pdfText(m_dir.filePath(QStringLiteral("cli-en.pdf")))
                     .contains(QLatin1String("FP-00001")));
    }
    if (!tool("pdfinfo").isEmpty())
        QVERIFY(pdfPages(cabling) > pdfPages(m_dir.filePath(QStringLiteral("cli-en.pdf"))) + 20);
}

void TestReport::cliBadInput()
{
    const QString example = QStringLiteral(FP_SOURCE_DIR "/examples/example-1024-h100.json");
    struct Case {
        QStringList args;
        QString noFile;
    };
    const QString badTarget = m_dir.filePath(QStringLiteral("missing-folder/out.pdf"));
    const QString noPdf = m_dir.filePath(QStringLiteral("never.pdf"));
    const std::vector<Case> cases{
        {{QStringLiteral("report"), example, QStringLiteral("--pdf"), badTarget}, badTarget},
        {{QStringLiteral("report"), example}, QString()},
        {{QStringLiteral("report"), m_dir.filePath(QStringLiteral("nope.fabricplan")),
          QStringLiteral("--pdf"), noPdf},
         noPdf},
        {{QStringLiteral("report"), example, QStringLiteral("--pdf"), noPdf,
          QStringLiteral("--page-size"), QStringLiteral("a3")},
         noPdf},
    };
    for (const Case &c : cases) {
        const test::CliRun r =
            test::runCli(c.args + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line
        QVERIFY(err.startsWith(QLatin1String("fabricplanner-cli: ")));
        if (!c.noFile.isEmpty())
            QVERIFY(!QFileInfo::exists(c.noFile));
    }
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
