// SPDX-License-Identifier: GPL-3.0-or-later
// The comparison of the variants is defined once (core/report/comparison.h): the CLI's
// `evaluate` table, the analysis dock and the PDF report print the same label and the
// same cells for every row of the bundled example, in English and in Dutch; and the
// one formatting rule per unit, on figures computed by hand.
#include "analysis/evaluation.h"
#include "docks/analysisdock.h"
#include "edit/document.h"
#include "evaluationrunner.h"
#include "io/projectio.h"
#include "model/catalog.h"
#include "report/comparison.h"
#include "report/reportcontent.h"
#include "support/testsupport.h"
#include "text/i18n.h"

#include <QCoreApplication>
#include <QLabel>
#include <QProcess>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace fp;

namespace {

Catalog defaults()
{
    return test::shippedCatalog();
}

QString exampleJson()
{
    return QStringLiteral(FP_SOURCE_DIR "/examples/example-1024-h100.json");
}

// The CLI's `evaluate` text of the example (the same design as the JSON, built into
// build/examples by the examples target).
QString cliText(const QString &lang)
{
    const test::CliRun r = test::runCli(
        {QStringLiteral("evaluate"), test::examplePath(), QStringLiteral("--lang"), lang});
    if (r.exitCode != 0)
        qFatal("fabricplanner-cli evaluate failed");
    return QString::fromUtf8(r.out);
}

// The line of `text` that starts with `label` and a column gap, simplified.
QString cliLine(const QString &text, const QString &label)
{
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.startsWith(label + QStringLiteral("  ")))
            return line.simplified();
    }
    return {};
}

// The rows of the report's comparison table (the chapter "Comparison of the variants").
std::vector<QStringList> pdfRows(const Project &project, const Catalog &catalog,
                                 const Evaluation &ev)
{
    const report::ReportContent c = report::buildReportContent(project, catalog, ev);
    const QString title = QCoreApplication::translate("fp::Report", "Comparison of the variants");
    for (const report::Section &s : c.sections) {
        if (s.title != title)
            continue;
        for (const report::Block &b : s.blocks) {
            const auto *t = std::get_if<report::Table>(&b);
            if (!t)
                continue;
            // A column the PDF shares between variants of the same figures ("As drawn =
            // InfiniBand") stands for each of them: repeated, the rows are the dock's.
            const QStringList &head = t->headerRows.front();
            std::vector<QStringList> rows;
            for (const QStringList &r : t->rows) {
                QStringList out{r.front()};
                for (const VariantEvaluation &v : ev.variants)
                    for (int c = 1; c < r.size(); ++c)
                        if (head.at(c)
                                .split(QLatin1Char('\n'))
                                .front()
                                .split(QStringLiteral(" = "))
                                .contains(variantName(v.kind)))
                            out << r.at(c);
                rows.push_back(out);
            }
            return rows;
        }
    }
    return {};
}

// The dock's table: the row label, then the cells.
std::vector<QStringList> dockRows(AnalysisWidget *a)
{
    std::vector<QStringList> out;
    QTableWidget *t = a->table();
    for (int r = 0; r < t->rowCount(); ++r) {
        QStringList row{t->verticalHeaderItem(r)->text()};
        for (int c = 0; c < t->columnCount(); ++c)
            row << t->item(r, c)->text();
        out.push_back(row);
    }
    return out;
}

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanupTestCase() { setLanguage(QStringLiteral("en")); }

    void sameTextEverywhere_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("nl") << QStringLiteral("nl");
    }

    void sameTextEverywhere()
    {
        QFETCH(QString, lang);
        QVERIFY(setLanguage(lang));
        const Catalog catalog = defaults();
        QString error;
        const auto project = loadProject(exampleJson(), &error);
        QVERIFY2(project, qPrintable(error));
        const Evaluation ev = evaluate(*project, catalog);
        QVERIFY(ev.recommends());

        ProjectDocument doc(catalog);
        QVERIFY2(doc.load(exampleJson(), &error), qPrintable(error));
        EvaluationRunner runner(&doc);
        AnalysisWidget dock(&runner);
        runner.setDebounceInterval(1);
        runner.refreshNow();
        QTRY_VERIFY_WITH_TIMEOUT(runner.currentEvaluation(), 60000);

        const std::vector<QStringList> pdf = pdfRows(*project, catalog, ev);
        const std::vector<QStringList> gui = dockRows(&dock);
        const QString cli = cliText(lang);
        const std::vector<comparison::Row> &rows = comparison::rows();
        QCOMPARE(pdf.size(), rows.size());
        QCOMPARE(gui.size(), rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const QStringList &expected = pdf[i];
            QCOMPARE(expected.size(), qsizetype(ev.variants.size() + 1));
            QCOMPARE(expected.front(), rows[i].label(*project));
            QCOMPARE(gui[i], expected);
            QCOMPARE(cliLine(cli, expected.front()), expected.join(QLatin1Char(' ')).simplified());
            QCOMPARE(dock.rowOf(rows[i].key), static_cast<int>(i));
        }
        // The example counted by hand (tst_cli_i18n): 1,024 GPUs at 400 Gb/s, 1:1,
        // 32 + 16 InfiniBand switches; bisection 1,024 x 400 / 2 = 204,800 Gb/s.
        const int ib = 1;
        QCOMPARE(ev.variants[ib].kind, VariantKind::InfiniBand);
        QCOMPARE(pdf[size_t(dock.rowOf(QStringLiteral("switches-per-tier")))].at(ib + 1),
                 QStringLiteral("32 + 16"));
        QCOMPARE(pdf[size_t(dock.rowOf(QStringLiteral("bisection")))].at(ib + 1),
                 lang == QLatin1String("nl") ? QStringLiteral("204,8") : QStringLiteral("204.8"));
        QCOMPARE(pdf[size_t(dock.rowOf(QStringLiteral("oversubscription")))].at(ib + 1),
                 QStringLiteral("1:1"));
    }

    // An invalid design (a link from NIC 100 of an 8-NIC node): the dock shows no
    // recommendation and stars no variant.
    void dockShowsNoRecommendation()
    {
        QVERIFY(setLanguage(QStringLiteral("en")));
        QString error;
        auto project = loadProject(exampleJson(), &error);
        QVERIFY2(project, qPrintable(error));
        project->links.front().a.nicIndex = 100;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nic100.fabricplan"));
        QVERIFY2(saveProject(*project, path, &error), qPrintable(error));
        ProjectDocument doc(defaults());
        QVERIFY2(doc.load(path, &error), qPrintable(error));
        EvaluationRunner runner(&doc);
        AnalysisWidget dock(&runner);
        runner.setDebounceInterval(1);
        runner.refreshNow();
        QTRY_VERIFY_WITH_TIMEOUT(runner.currentEvaluation(), 60000);
        QVERIFY(!runner.currentEvaluation()->recommends());
        QVERIFY2(dock.recommendationLabel()->text().contains(QLatin1String("No recommendation")),
                 qPrintable(dock.recommendationLabel()->text()));
        for (int c = 0; c < dock.table()->columnCount(); ++c)
            QVERIFY(!dock.table()->horizontalHeaderItem(c)->text().contains(QChar(0x2605)));
    }

    // One rule per unit, on figures computed by hand.
    void formattingRules()
    {
        using comparison::format;
        using comparison::Unit;
        using comparison::Value;
        QVERIFY(setLanguage(QStringLiteral("en")));
        const QString eur = QStringLiteral("EUR");
        // Oversubscription: 3 downlinks per uplink is 3:1; 4:3 is 1.33:1; a ratio
        // within 0.005 of a whole number prints whole (64 / 21.3334 = 2.99999).
        QCOMPARE(format(Unit::Ratio, Value{3.0, true, {}, false}, eur), QStringLiteral("3:1"));
        QCOMPARE(format(Unit::Ratio, Value{4.0 / 3.0, true, {}, false}, eur),
                 QStringLiteral("1.33:1"));
        QCOMPARE(format(Unit::Ratio, Value{64.0 / 21.3334, true, {}, false}, eur),
                 QStringLiteral("3:1"));
        QCOMPARE(format(Unit::TbitPerS, Value{204.8, true, {}, false}, eur),
                 QStringLiteral("204.8"));
        QCOMPARE(format(Unit::Count, Value{1024.0, true, {}, false}, eur), QStringLiteral("1,024"));
        QCOMPARE(format(Unit::CountPerTier, Value{48.0, true, {32, 16}, false}, eur),
                 QStringLiteral("32 + 16"));
        QCOMPARE(format(Unit::Money, Value{5976412.4, true, {}, false}, eur),
                 QStringLiteral("EUR 5,976,412"));
        QCOMPARE(format(Unit::Fraction, Value{0.0625, true, {}, false}, eur),
                 QStringLiteral("6.3 %"));
        QCOMPARE(format(Unit::Milliseconds, Value{29.04, true, {}, false}, eur),
                 QStringLiteral("29.0"));
        QCOMPARE(format(Unit::YesNo, Value{0.0, true, {}, false}, eur), QStringLiteral("no"));
        // A total that leaves out parts without a figure (analysis/results.h).
        QCOMPARE(format(Unit::Kilowatts, Value{34.56, true, {}, true}, eur),
                 QStringLiteral("34.6 + unknown"));
        QCOMPARE(format(Unit::GbytePerS, Value{0.0, false, {}, false}, eur), QStringLiteral("-"));
        QCOMPARE(format(Unit::Money,
                        Value{std::numeric_limits<double>::infinity(), true, {}, false}, eur),
                 QStringLiteral("invalid"));
        QVERIFY(setLanguage(QStringLiteral("nl")));
        QCOMPARE(format(Unit::Ratio, Value{4.0 / 3.0, true, {}, false}, eur),
                 QStringLiteral("1,33:1"));
        QCOMPARE(format(Unit::Kilowatts, Value{34.56, true, {}, true}, eur),
                 QStringLiteral("34,6 + onbekend"));
        QCOMPARE(format(Unit::Money, Value{5976412.4, true, {}, false}, eur),
                 QStringLiteral("€ 5.976.412"));
        QCOMPARE(format(Unit::YesNo, Value{1.0, true, {}, false}, eur), QStringLiteral("ja"));
    }
};

QTEST_MAIN(TestComparison)
#include "tst_comparison.moc"
