// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis dock, the design warnings in the issues list and the profiles dialog,
// driven through their real widgets (offscreen): editing a link through fp::edit
// updates the comparison table once the worker's result is in (stale meanwhile);
// the bus bandwidth chart has one line per variant and, after measurements were
// imported, their points; a language switch changes the dock title, a chart axis
// label and the analyses' explanation texts; an edit in the profiles dialog is one
// undoable step (undo and redo reach the dialog); the issues list shows the design
// warnings (cable past its reach, single point of failure) and a click selects the
// subject. The warnings themselves are tested in tst_designwarnings.
// qcustomplot.h (2.1) uses foreach in its templates: QT_NO_FOREACH (fp_warnings) is
// lifted for this file, before the first Qt header. Our own code never uses foreach.
#undef QT_NO_FOREACH
#include "analysis/analysis_cost.h"
#include "analysis/evaluation.h"
#include "analysis/results.h"
#include "analysis/wording.h"
#include "canvas/canvasscene.h"
#include "dialogs/profilesdialog.h"
#include "docks/analysisdock.h"
#include "docks/bomview.h"
#include "docks/issuesdock.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "evaluationrunner.h"
#include "io/projectio.h"
#include "mainwindow.h"
#include "model/catalog.h"
#include "prompts.h"
#include "support/guisupport.h"
#include "support/testsupport.h"
#include "text/i18n.h"
#include "topology/generator.h"

#include <qcustomplot.h>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QTreeWidget>
#include <QUndoStack>

#include <map>

using namespace fp;

namespace {

using test::RecordingPrompts;
using test::shippedCatalog;
using test::smallDrawnDesign;

// A passive copper cable for 400 Gb/s links with a known reach.
const CableType *shortCable(const Catalog &c)
{
    for (const CableType &t : c.cables) {
        if (t.kind == CableKind::PassiveCopper && t.gbitPerS >= 400.0 && t.reachM.known &&
            t.reachM.value < 10.0)
            return &t;
    }
    return nullptr;
}

bool hasIssue(const IssueList &issues, const QString &code)
{
    return std::any_of(issues.begin(), issues.end(),
                       [&code](const Issue &i) { return i.code == code; });
}

QString cell(AnalysisWidget *a, const char *row, int column)
{
    const int r = a->rowOf(QLatin1String(row));
    QTableWidgetItem *item = r >= 0 ? a->table()->item(r, column) : nullptr;
    return item ? item->text() : QString();
}

QCPGraph *graphNamed(QCustomPlot *plot, const QString &objectName)
{
    for (int i = 0; i < plot->graphCount(); ++i) {
        if (plot->graph(i)->objectName() == objectName)
            return plot->graph(i);
    }
    return nullptr;
}

// Translates only the analysis dock's axis label, to see that the chart follows a
// translator installed at run time.
class StubTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (qstrcmp(context, "fp::AnalysisWidget") == 0 && qstrcmp(sourceText, "Message size") == 0)
            return QStringLiteral("<size>");
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestAnalysisDock : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<MainWindow> makeWindow()
    {
        auto w = std::make_unique<MainWindow>(shippedCatalog());
        w->setPrompts(std::make_unique<UiPrompts>());
        w->setRecoveryDirectory(m_dir.filePath(QStringLiteral("recovery")));
        w->resize(1500, 950);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            qWarning("window not exposed");
        w->evaluationRunner()->setDebounceInterval(20);
        return w;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(setLanguage(QStringLiteral("en")));
        QVERIFY(m_dir.isValid());
    }
    void cleanup() { setLanguage(QStringLiteral("en")); }

    void editingALinkUpdatesTheTable()
    {
        ProjectDocument doc(shippedCatalog());
        EvaluationRunner runner(&doc);
        AnalysisWidget analysis(&runner);
        runner.setDebounceInterval(20);
        const IdList links = smallDrawnDesign(doc);
        QCOMPARE(links.size(), size_t(16));
        QVERIFY(analysis.isStale());
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isStale(), 30000);
        QVERIFY(runner.currentEvaluation());
        QCOMPARE(analysis.table()->columnCount(), 5);
        QCOMPARE(
            analysis.table()->horizontalHeaderItem(0)->text().remove(QStringLiteral("\u2605 ")),
            variantName(VariantKind::AsDrawn));
        const QString capex = cell(&analysis, "capex", 0);
        const QString injection = cell(&analysis, "injection", 0);
        QVERIFY(!capex.isEmpty() && capex != QStringLiteral("\u2013"));
        QCOMPARE(injection, QStringLiteral("400")); // the unit is in the label: "(Gb/s)"

        // Halving the speed of every link: the design as drawn injects 200 Gb/s per GPU.
        edit::setLinkSpeed(doc, links, 200.0);
        QVERIFY(analysis.isStale());
        QVERIFY(!runner.currentEvaluation()); // the shown figures are older than the doc
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isStale(), 30000);
        QCOMPARE(cell(&analysis, "injection", 0), QStringLiteral("200"));
        QVERIFY(cell(&analysis, "allreduce-busbw", 0) != QString());

        // Undo brings the figures back.
        doc.undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isStale(), 30000);
        QCOMPARE(cell(&analysis, "injection", 0), injection);
        QCOMPARE(cell(&analysis, "capex", 0), capex);

        // The explanation of a figure on demand: the bandwidth analysis' texts.
        analysis.explainCell(analysis.rowOf(QStringLiteral("bisection")), 1);
        const Evaluation *e = analysis.evaluation();
        QVERIFY(!e->variants[1].bandwidth.explanations.empty());
        QVERIFY(analysis.details()->toPlainText().contains(
            e->variants[1].bandwidth.explanations.front().text.left(40)));
        QVERIFY(!analysis.table()->item(0, 0)->toolTip().isEmpty());
    }

    // The charts tab shows the TCO along the growth plan (one bar series per scored
    // variant: InfiniBand and Ethernet/RoCE, the hybrid being InfiniBand's design here)
    // and the sensitivity tornado (low and high end, one row per assumption), both from
    // core's chart data. FP_DOCK_SCREENSHOT=FILE.png saves the charts tab.
    void growthAndTornadoChartsShown()
    {
        ProjectDocument doc(shippedCatalog());
        EvaluationRunner runner(&doc);
        AnalysisWidget analysis(&runner);
        runner.setDebounceInterval(20);
        GeneratorParams params;
        params.gpus = 1024;
        Project p = test::generatedProject(params);
        p.organisation.gpusInOneYear = 2048;
        p.organisation.gpusInThreeYears = 4096;
        edit::replaceProject(doc, p, QStringLiteral("Generate"));
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isStale(), 30000);
        const Evaluation *e = analysis.evaluation();
        QVERIFY(e && e->recommends());
        QCOMPARE(analysis.growthPlot()->plottableCount(), 2);
        auto *years = qobject_cast<QCPBars *>(analysis.growthPlot()->plottable(0));
        QVERIFY(years);
        QCOMPARE(years->dataCount(), 6); // years 0-5
        QCOMPARE(analysis.tornadoPlot()->plottableCount(), 2);
        auto ticker = analysis.tornadoPlot()->yAxis->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        // One row per assumption whose range moves the lead (comparison.cpp
        // sensitivityChart); the others are in the table only.
        const double base = e->recommendation.scoring.margin;
        const auto moving =
            std::count_if(e->recommendation.sensitivity.begin(),
                          e->recommendation.sensitivity.end(), [base](const SensitivityRow &r) {
                              return std::abs(r.marginLow - base) >= 0.005 ||
                                     std::abs(r.marginHigh - base) >= 0.005;
                          });
        QVERIFY(moving > 0);
        QCOMPARE(static_cast<long>(ticker->ticks().size()), static_cast<long>(moving));
        QVERIFY(!analysis.growthPlot()->isHidden() && !analysis.tornadoPlot()->isHidden());
        // A variant whose bill lacks prices is marked under its cost bars as a lower
        // bound; a complete one is named alone.
        const auto costTicks =
            analysis.costPlot()->xAxis->ticker().dynamicCast<QCPAxisTickerText>()->ticks();
        const Evaluation *ev = e;
        QVERIFY(ev);
        int bounded = 0;
        for (int i = 0; i < static_cast<int>(ev->variants.size()); ++i) {
            const bool complete = ev->variants[size_t(i)].cost.priceComplete();
            QCOMPARE(costTicks.value(i + 1).contains(QStringLiteral("(at least: prices unknown)")),
                     !complete);
            bounded += complete ? 0 : 1;
        }
        QCOMPARE(bounded, 1); // the hybrid per unit: its gateways have no price
        if (qEnvironmentVariableIsSet("FP_DOCK_SCREENSHOT")) {
            analysis.resize(760, 1900);
            analysis.tabs()->setCurrentIndex(1);
            analysis.show();
            QTest::qWait(200);
            QWidget *charts = analysis.tabs()->currentWidget();
            if (auto *scroll = qobject_cast<QScrollArea *>(charts))
                charts = scroll->widget();
            QVERIFY(charts->grab().save(qEnvironmentVariable("FP_DOCK_SCREENSHOT")));
        }
    }

    // Undoing every edit leaves an empty design: the dock greys the table, fades the
    // charts, says why in its status line and recommends nothing.
    void emptyDesignRecommendsNothing()
    {
        ProjectDocument doc(shippedCatalog());
        EvaluationRunner runner(&doc);
        AnalysisWidget analysis(&runner);
        runner.setDebounceInterval(20);
        smallDrawnDesign(doc);
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isStale(), 30000);
        auto *status = analysis.findChild<QLabel *>(QStringLiteral("analysisStatus"));
        auto *recommendation =
            analysis.findChild<QLabel *>(QStringLiteral("analysisRecommendation"));
        QVERIFY(status && recommendation);
        QVERIFY2(recommendation->text().startsWith(QLatin1String("Recommended")),
                 qPrintable(recommendation->text()));
        QVERIFY(!analysis.chartsGreyed());
        // "All reasons..." open in the details pane while the design empties.
        emit recommendation->linkActivated(QStringLiteral("why"));
        QVERIFY(analysis.details()->toPlainText().startsWith(QLatin1String("Recommended")));
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(doc.project().nodes.empty());
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isStale(), 30000);
        QVERIFY2(status->text().startsWith(QLatin1String("Not a valid comparison: the design has "
                                                         "no GPUs yet")),
                 qPrintable(status->text()));
        QVERIFY2(recommendation->text().contains(QLatin1String("No recommendation")),
                 qPrintable(recommendation->text()));
        QVERIFY(!analysis.table()->horizontalHeaderItem(0)->text().startsWith(u'\u2605'));
        // The charts and the bill of materials are faded as the table is greyed.
        QVERIFY(analysis.chartsGreyed());
        // The details pane says so too (it showed "Recommended: InfiniBand" with no
        // reasons), with the reason.
        const QString details = analysis.details()->toPlainText();
        QVERIFY2(details.startsWith(QLatin1String("No recommendation")), qPrintable(details));
        QVERIFY2(!details.contains(QLatin1String("Recommended")), qPrintable(details));
        QVERIFY2(details.contains(QLatin1String("no GPUs yet")), qPrintable(details));
    }

    // The bundled example leads by 0.01 points at the cluster's own cost (8.84 against
    // 8.83): the banner says the margin is narrow, as the report's lead line does
    // (Scoring::narrowLead); the 16,384 example (0.19 points) does not.
    void bannerSaysANarrowMargin()
    {
        ProjectDocument doc(shippedCatalog());
        EvaluationRunner runner(&doc);
        AnalysisWidget analysis(&runner);
        auto *banner = analysis.findChild<QLabel *>(QStringLiteral("analysisRecommendation"));
        QVERIFY(banner);
        for (const auto &[file, narrow] :
             {std::pair<QString, bool>{QStringLiteral("example-1024-h100.json"), true},
              {QStringLiteral("example-16384-h100.json"), false}}) {
            QString error;
            const std::optional<Project> p =
                loadProject(QStringLiteral(FP_SOURCE_DIR "/examples/") + file, &error);
            QVERIFY2(p, qPrintable(error));
            edit::replaceProject(doc, *p, QStringLiteral("Open"));
            QTRY_VERIFY_WITH_TIMEOUT(!analysis.isStale() && analysis.evaluation() &&
                                         analysis.evaluation()->variants.size() > 1,
                                     60000);
            QTRY_COMPARE_WITH_TIMEOUT(
                banner->text().contains(QLatin1String("</b>, by a narrow margin")), narrow, 60000);
            QVERIFY(banner->text().startsWith(QLatin1String("Recommended: <b>Ethernet/RoCE</b>")));
        }
    }

    // In the main window the dock shows the runner's result and the issues list
    // takes its evaluation-based warnings from it: with the organisation asking to
    // survive a switch failure, the one leaf is a single point of failure, which
    // only the evaluation can tell.
    void dockAndIssuesFollowTheRunner()
    {
        MainWindow w(shippedCatalog()); // moved from tst_evaluationrunner
        w.setPrompts(std::make_unique<UiPrompts>());
        w.setRecoveryDirectory(m_dir.filePath(QStringLiteral("recovery")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        EvaluationRunner *runner = w.evaluationRunner();
        QVERIFY(runner);
        QCOMPARE(w.analysis()->runner(), runner);
        runner->setDebounceInterval(50);
        ProjectDocument *doc = w.document();
        smallDrawnDesign(*doc);
        QTRY_VERIFY_WITH_TIMEOUT(!runner->isStale(), 30000);
        QCOMPARE(w.analysis()->evaluation(), runner->currentEvaluation());
        QVERIFY(!w.analysis()->isStale());
        QVERIFY(!hasIssue(w.issues()->issues(), QStringLiteral("single-point-of-failure")));

        // A long debounce: the window's own 120 ms refresh of the issues comes while the
        // runner has no current result, so the warning cannot be there yet.
        runner->setDebounceInterval(60000);
        QSignalSpy results(runner, &EvaluationRunner::evaluationChanged);
        OrganisationProfile o = doc->project().organisation;
        o.surviveSingleSwitchFailure = true;
        edit::setOrganisation(*doc, o);
        QVERIFY(w.analysis()->isStale());
        QTest::qWait(300);
        QVERIFY(runner->isStale());
        QVERIFY(!hasIssue(w.issues()->issues(), QStringLiteral("single-point-of-failure")));
        runner->refreshNow();
        QTRY_VERIFY_WITH_TIMEOUT(results.count() == 1, 30000);
        QVERIFY(hasIssue(w.issues()->issues(), QStringLiteral("single-point-of-failure")));
        QCOMPARE(w.analysis()->evaluation(), runner->currentEvaluation());
        const int row = w.analysis()->rowOf(QStringLiteral("injection"));
        // 400 Gb/s per GPU (the unit is in the row label).
        QCOMPARE(w.analysis()->table()->item(row, 0)->text(), QStringLiteral("400"));
        doc->undoStack()->setClean();
    }
    void quickEditsAreCoalescedAndOldResultsDropped()
    {
        ProjectDocument doc(shippedCatalog());
        EvaluationRunner runner(&doc);
        AnalysisWidget analysis(&runner);
        runner.setDebounceInterval(20);
        const IdList links = smallDrawnDesign(doc);
        int results = 0;
        connect(&runner, &EvaluationRunner::evaluationChanged, this, [&results] { ++results; });
        for (double length : {1.0, 2.0, 3.0, 4.0, 5.0})
            edit::setLinkLength(doc, links, length); // while a computation may be running
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isStale(), 30000);
        QVERIFY(results >= 1);
        QVERIFY(runner.currentEvaluation());
        QTest::qWait(100);
        QVERIFY(!analysis.isStale());
    }

    void busbwChartHasVariantsAndMeasurements()
    {
        ProjectDocument doc(shippedCatalog());
        EvaluationRunner runner(&doc);
        AnalysisWidget analysis(&runner);
        runner.setDebounceInterval(20);
        smallDrawnDesign(doc);
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isStale(), 30000);
        QCustomPlot *plot = analysis.busbwPlot();
        QCOMPARE(plot->graphCount(), 5);
        for (const char *key :
             {"as-drawn", "infiniband", "ethernet", "hybrid", "hybrid-per-unit"}) {
            QCPGraph *g = graphNamed(plot, QStringLiteral("model-") + QLatin1String(key));
            QVERIFY2(g, key);
            QCOMPARE(g->dataCount(), 32); // 8 B .. 16 GiB
        }
        // Curves that coincide share one legend entry that names them all.
        QStringList named;
        for (int i = 0; i < plot->legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(plot->legend->item(i)))
                named += item->plottable()->name().split(QStringLiteral(" = "));
        QCOMPARE(named.size(), 5);
        QCOMPARE(graphNamed(plot, QStringLiteral("model-infiniband"))->name(),
                 QStringLiteral("InfiniBand = Hybrid = Hybrid per unit = As drawn"));
        QCOMPARE(plot->xAxis->scaleType(), QCPAxis::stLogarithmic);
        auto ticker = plot->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
        QVERIFY(ticker);
        QCOMPARE(ticker->ticks().value(64.0), QStringLiteral("64 B"));
        QCOMPARE(ticker->ticks().value(1024.0), QStringLiteral("1 KiB"));
        QCOMPARE(ticker->ticks().value(1024.0 * 1024.0 * 1024.0), QStringLiteral("1 GiB"));
        QCOMPARE(ticker->ticks().value(16.0 * 1024.0 * 1024.0 * 1024.0), QStringLiteral("16 GiB"));
        QCOMPARE(analysis.costPlot()->plottableCount(), 2); // capital cost, TCO

        QCOMPARE(analysis.complexityPlot()->plottableCount(), 5); // one bar per variant

        // Import measurements: three sizes on InfiniBand, two on Ethernet/RoCE.
        Project p = doc.project();
        auto row = [](const char *variant, qint64 bytes, double busbw) {
            Measurement m;
            m.run = 1;
            m.source = QStringLiteral("pilot.log");
            m.variant = QLatin1String(variant);
            m.op = QStringLiteral("all-reduce");
            m.gpus = 16;
            m.bytes = bytes;
            m.busbwGbyteS = busbw;
            m.algbwGbyteS = busbw / 1.875;
            m.seconds = 1e-3;
            return m;
        };
        p.measurements = {row("infiniband", 1 << 20, 5.0), row("infiniband", 1 << 26, 30.0),
                          row("infiniband", 1 << 30, 44.0), row("ethernet", 1 << 26, 27.0),
                          row("ethernet", 1 << 30, 41.0)};
        edit::replaceProject(doc, p, QStringLiteral("Import"));
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isStale(), 30000);
        QCOMPARE(plot->graphCount(), 7);
        QCPGraph *ib = graphNamed(plot, QStringLiteral("measured-infiniband"));
        QCPGraph *eth = graphNamed(plot, QStringLiteral("measured-ethernet"));
        QVERIFY(ib && eth);
        QCOMPARE(ib->dataCount(), 3);
        QCOMPARE(eth->dataCount(), 2);
        QCOMPARE(ib->lineStyle(), QCPGraph::lsNone); // points, not a line
        QCOMPARE(ib->data()->at(2)->value, 44.0);

        // The time view (review finding 4: 8 B..512 KiB lay near zero on the bandwidth
        // axis): a click shows the model's time per all-reduce in microseconds on a
        // logarithmic axis, the measurements' times beside it; a second click goes back.
        QCheckBox *time = analysis.busbwTimeView();
        QVERIFY(time && !time->isChecked());
        QTest::mouseClick(time, Qt::LeftButton, {}, QPoint(6, time->height() / 2));
        QVERIFY(time->isChecked());
        QCOMPARE(plot->yAxis->scaleType(), QCPAxis::stLogarithmic);
        QCOMPARE(plot->yAxis->label(), QStringLiteral("Time per all-reduce (\u00b5s)"));
        const VariantEvaluation *ibModel = nullptr;
        for (const VariantEvaluation &v : analysis.evaluation()->variants)
            ibModel = v.kind == VariantKind::InfiniBand ? &v : ibModel;
        QVERIFY(ibModel);
        const CollectivePoint *smallest = nullptr;
        for (const CollectivePoint &pt : ibModel->collectives.points)
            if (pt.op == CollectiveOp::AllReduce && pt.bytes == 8.0 && pt.gpus == 16)
                smallest = &pt;
        QVERIFY(smallest && smallest->seconds > 0.0);
        QCPGraph *model = graphNamed(plot, QStringLiteral("model-infiniband"));
        QCOMPARE(model->data()->at(0)->key, 8.0);
        QCOMPARE(model->data()->at(0)->value, smallest->seconds * 1e6);
        QCOMPARE(graphNamed(plot, QStringLiteral("measured-infiniband"))->data()->at(2)->value,
                 1000.0); // 1 ms
        QTest::mouseClick(time, Qt::LeftButton, {}, QPoint(6, time->height() / 2));
        QCOMPARE(plot->yAxis->scaleType(), QCPAxis::stLinear);
        QCOMPARE(graphNamed(plot, QStringLiteral("measured-infiniband"))->data()->at(2)->value,
                 44.0);
    }

    void languageSwitchRetranslatesTheDock()
    {
        auto w = makeWindow();
        smallDrawnDesign(*w->document());
        AnalysisWidget *analysis = w->analysis();
        QTRY_VERIFY_WITH_TIMEOUT(!analysis->isStale(), 30000);
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("analysisDock"));
        QVERIFY(dock);
        QCOMPARE(dock->windowTitle(), QStringLiteral("Analysis"));
        QCOMPARE(analysis->busbwPlot()->xAxis->label(), QStringLiteral("Message size"));
        const QString english =
            analysis->evaluation()->variants[1].bandwidth.explanations.front().text;
        analysis->explainCell(analysis->rowOf(QStringLiteral("bisection")), 1);
        QVERIFY(analysis->details()->toPlainText().contains(english.left(30)));

        QVERIFY(setLanguage(QStringLiteral("nl")));
        QTRY_VERIFY(dock->windowTitle() != QStringLiteral("Analysis"));
        QCOMPARE(dock->windowTitle(), QCoreApplication::translate("fp::MainWindow", "Analysis"));
        // The chart follows the translation of its labels ...
        QTRY_COMPARE(analysis->busbwPlot()->xAxis->label(),
                     QCoreApplication::translate("fp::AnalysisWidget", "Message size"));
        // ... and the analyses run again, so their explanations come in Dutch.
        QTRY_VERIFY_WITH_TIMEOUT(!analysis->isStale(), 30000);
        const QString dutch =
            analysis->evaluation()->variants[1].bandwidth.explanations.front().text;
        QVERIFY2(dutch != english, qPrintable(dutch));
        QVERIFY(analysis->details()->toPlainText().contains(dutch.left(30)));

        // A translator installed at run time reaches the axis label too.
        StubTranslator stub;
        QVERIFY(QCoreApplication::installTranslator(&stub));
        QTRY_COMPARE(analysis->busbwPlot()->xAxis->label(), QStringLiteral("<size>"));
        QCoreApplication::removeTranslator(&stub);
        QTRY_VERIFY_WITH_TIMEOUT(!analysis->isStale(), 30000);
        w->document()->undoStack()->setClean();
    }

    // The floor layout page of the profiles dialog: turning the layout on re-measures the
    // node-leaf fibres of the generated 1,024-GPU design (rail-optimized on QM9700), one
    // undo step restores the catalog's 10 m default. The lengths on: counted by hand in
    // tst_floorplan.cpp's header (7 m 224, 8 m 416, 9 m 192, 20 m 192).
    void floorLayoutPageChangesTheBill()
    {
        ProjectDocument doc(shippedCatalog());
        GeneratorParams params;
        params.gpus = 1024;
        params.nodeTypeId = QStringLiteral("h100-8gpu");
        params.switchTypeId = QStringLiteral("qm9700");
        edit::replaceProject(doc, test::generatedProject(params), QStringLiteral("Generate"));
        EvaluationRunner runner(&doc);
        runner.setDebounceInterval(20);
        ProfilesDialog dialog(&doc);
        dialog.show();
        using Lengths = std::map<double, long long>; // stock length (m) -> fibres
        auto nodeLeaf = [&runner]() -> Lengths {
            const Evaluation *e = runner.currentEvaluation();
            if (!e)
                return {};
            Lengths out;
            for (const VariantEvaluation &v : e->variants)
                if (v.kind == VariantKind::AsDrawn)
                    for (const BomLine &l : v.cost.bom)
                        if (l.category == QLatin1String("cable") &&
                            l.detail.segment == LinkSegment::NodeLeaf)
                            out[l.detail.lengthM] += l.quantity;
            return out;
        };
        const Lengths defaults{{10.0, 1024}};
        const Lengths laidOut{{7.0, 224}, {8.0, 416}, {9.0, 192}, {20.0, 192}};
        QTRY_COMPARE_WITH_TIMEOUT(nodeLeaf(), defaults, 60000);

        auto *on = dialog.findChild<QCheckBox *>(QStringLiteral("floorLayoutEnabled"));
        QVERIFY(on);
        QVERIFY(!on->isChecked());
        QVERIFY(!on->toolTip().isEmpty());
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("floorLayoutNote"));
        QVERIFY(note);
        QVERIFY(note->text().contains(QStringLiteral("10/30/60 m")));
        auto *racks = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("floorRacksPerRow"));
        QVERIFY(racks);
        QCOMPARE(racks->minimum(), 1.0); // fields.cpp kFloorLayout
        QCOMPARE(racks->maximum(), 1000.0);
        QCOMPARE(racks->value(), 16.0);
        QVERIFY(!racks->isEnabled()); // the floor's figures count only while it is laid out
        QVERIFY(dialog.findChild<QComboBox *>(QStringLiteral("floorSpines")));

        QUndoStack *undo = doc.undoStack();
        const int steps = undo->count();
        on->setChecked(true);
        QCOMPARE(undo->count(), steps + 1);
        QVERIFY(doc.project().floorLayout.enabled);
        QVERIFY(racks->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(nodeLeaf(), laidOut, 60000);

        undo->undo();
        QVERIFY(!doc.project().floorLayout.enabled);
        QVERIFY(!on->isChecked());
        QVERIFY(!racks->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(nodeLeaf(), defaults, 60000);

        // A field out of kFloorLayout's range is refused in the edit layer too.
        FloorLayout bad = doc.project().floorLayout;
        bad.rackWidthM = 0.1;
        QString why;
        QVERIFY(!edit::setFloorLayout(doc, bad, &why));
        QVERIFY(!why.isEmpty());
        QCOMPARE(undo->count(), steps + 1);
    }

    // The decision page's "Compare each technology at its best" (model.h ComparisonBasis):
    // one undo step; on, the InfiniBand column of the comparison is the design search's
    // cheapest InfiniBand design (its header says which), as evaluate() with
    // EvaluationOptions::bestPerTechnology gives it; undone, the generated shape again.
    void comparisonBasisTurnsTheSearchOn()
    {
        ProjectDocument doc(shippedCatalog());
        GeneratorParams params;
        params.gpus = 256;
        params.nodeTypeId = QStringLiteral("h100-8gpu");
        params.switchTypeId = QStringLiteral("qm9700");
        edit::replaceProject(doc, test::generatedProject(params), QStringLiteral("Generate"));
        EvaluationRunner runner(&doc);
        runner.setDebounceInterval(20);
        AnalysisWidget analysis(&runner);
        ProfilesDialog dialog(&doc);
        dialog.show();
        auto *table = analysis.findChild<QTableWidget *>(QStringLiteral("analysisTable"));
        QVERIFY(table);
        static constexpr int ib = static_cast<int>(VariantKind::InfiniBand);
        auto ibHeader = [table] {
            const QTableWidgetItem *h = table->horizontalHeaderItem(ib);
            return h ? h->toolTip() : QString();
        };
        auto ibCapex = [&runner] {
            const Evaluation *e = runner.currentEvaluation();
            return e ? e->variants[static_cast<std::size_t>(ib)].cost.capexEur : -1.0;
        };
        QTRY_VERIFY_WITH_TIMEOUT(ibCapex() > 0.0, 60000);
        const double generatedCapex = ibCapex();
        QVERIFY(!ibHeader().contains(QStringLiteral("at its best")));

        EvaluationOptions best;
        best.bestPerTechnology = true;
        const Evaluation expected = evaluate(doc.project(), doc.catalog(), best);
        const double bestCapex = expected.variants[static_cast<std::size_t>(ib)].cost.capexEur;
        const QString note = bestDesignNote(expected.variants[static_cast<std::size_t>(ib)]);
        QVERIFY(note.startsWith(QStringLiteral("Compared at its best")));

        auto *box = dialog.findChild<QCheckBox *>(QStringLiteral("eachTechnologyAtBest"));
        QVERIFY(box);
        QVERIFY(!box->isChecked());
        QVERIFY(!box->toolTip().isEmpty());
        QUndoStack *undo = doc.undoStack();
        const int steps = undo->count();
        box->setChecked(true);
        QCOMPARE(undo->count(), steps + 1);
        QVERIFY(doc.project().comparisonBasis.eachTechnologyAtBest);
        QTRY_VERIFY_WITH_TIMEOUT(ibHeader().contains(note), 60000);
        QCOMPARE(ibCapex(), bestCapex);

        undo->undo();
        QVERIFY(!doc.project().comparisonBasis.eachTechnologyAtBest);
        QVERIFY(!box->isChecked());
        QTRY_VERIFY_WITH_TIMEOUT(!ibHeader().contains(note), 60000);
        QCOMPARE(ibCapex(), generatedCapex);
    }

    // The decision page's "Value GPU time lost at" (model.h ComparisonBasis::gpuTimeValue):
    // own cost by default; the price is one undo step, and the step times then carry the
    // catalog's EUR 3.67 per GPU-hour instead of the design's own cost; undone, own cost.
    void gpuTimeValueIsOneUndoStep()
    {
        ProjectDocument doc(shippedCatalog());
        GeneratorParams params;
        params.gpus = 256;
        edit::replaceProject(doc, test::generatedProject(params), QStringLiteral("Generate"));
        EvaluationRunner runner(&doc);
        runner.setDebounceInterval(20);
        ProfilesDialog dialog(&doc);
        dialog.show();
        auto gpuHour = [&runner] {
            const Evaluation *e = runner.currentEvaluation();
            return e ? e->variants.front().stepTime.gpuHourCostEur : -1.0;
        };
        const double own = analyzeCost(doc.project(), doc.catalog()).ownCostPerGpuHourEur;
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(gpuHour() - own) < 1e-9, 60000);
        auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("gpuTimeValue"));
        QVERIFY(combo);
        QCOMPARE(combo->currentData().toInt(), static_cast<int>(GpuTimeValue::OwnCost));
        QVERIFY(!combo->toolTip().isEmpty());
        QUndoStack *undo = doc.undoStack();
        const int steps = undo->count();
        combo->setCurrentIndex(combo->findData(static_cast<int>(GpuTimeValue::GpuHourCost)));
        QCOMPARE(undo->count(), steps + 1);
        QCOMPARE(doc.project().comparisonBasis.gpuTimeValue, GpuTimeValue::GpuHourCost);
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(gpuHour() - 3.67) < 1e-9, 60000);
        undo->undo();
        QCOMPARE(doc.project().comparisonBasis.gpuTimeValue, GpuTimeValue::OwnCost);
        QCOMPARE(combo->currentData().toInt(), static_cast<int>(GpuTimeValue::OwnCost));
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(gpuHour() - own) < 1e-9, 60000);
    }

    void profilesEditUndoRedo()
    {
        ProjectDocument doc(shippedCatalog());
        smallDrawnDesign(doc);
        ProfilesDialog dialog(&doc);
        dialog.show();
        QUndoStack *undo = doc.undoStack();
        const int steps = undo->count();

        auto *pue = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("pue"));
        QVERIFY(pue);
        QCOMPARE(pue->value(), 1.3);
        QVERIFY(!pue->toolTip().isEmpty()); // meaning and source
        pue->setValue(1.55);
        QCOMPARE(doc.project().organisation.pue, 1.55);
        QCOMPARE(undo->count(), steps + 1);
        undo->undo();
        QCOMPARE(doc.project().organisation.pue, 1.3);
        QCOMPARE(pue->value(), 1.3);
        undo->redo();
        QCOMPARE(doc.project().organisation.pue, 1.55);
        QCOMPARE(pue->value(), 1.55);

        auto *share = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("commShare"));
        QVERIFY(share);
        share->setValue(45);
        QCOMPARE(doc.project().workload.commShare, 0.45);
        QCOMPARE(undo->count(), steps + 2);

        auto *survive = dialog.findChild<QCheckBox *>(QStringLiteral("surviveSingleSwitchFailure"));
        QVERIFY(survive);
        survive->setChecked(true);
        QVERIFY(doc.project().organisation.surviveSingleSwitchFailure);
        undo->undo();
        QVERIFY(!survive->isChecked());

        // A catalog figure typed into the tree becomes an override tagged as the user's.
        QTreeWidgetItem *item =
            dialog.figureItem(QString(), QStringLiteral("infiniband-efficiency"));
        QVERIFY(item);
        QCOMPARE(doc.catalog().assumption(QStringLiteral("infiniband-efficiency"))->value, 0.94);
        item->setText(1, QStringLiteral("0.9"));
        QTRY_COMPARE(doc.project().catalogOverrides.figures.size(), size_t(1));
        const FigureOverride &o = doc.project().catalogOverrides.figures.front();
        QCOMPARE(o.figure.value, 0.9);
        QCOMPARE(o.figure.tag, SourceTag::User);
        QCOMPARE(o.figure.source, QStringLiteral("Entered by the user"));
        QCOMPARE(doc.catalog().assumption(QStringLiteral("infiniband-efficiency"))->value, 0.9);
        QCOMPARE(dialog.figureItem(QString(), QStringLiteral("infiniband-efficiency"))->text(2),
                 QStringLiteral("your figure"));
        undo->undo();
        QVERIFY(doc.project().catalogOverrides.figures.empty());
        QCOMPARE(doc.catalog().assumption(QStringLiteral("infiniband-efficiency"))->value, 0.94);
        QCOMPARE(dialog.figureItem(QString(), QStringLiteral("infiniband-efficiency"))->text(1),
                 QStringLiteral("0.94"));
        undo->redo();
        QCOMPARE(doc.catalog().assumption(QStringLiteral("infiniband-efficiency"))->value, 0.9);

        // The complexity weights are shown read-only.
        auto *weights = dialog.findChild<QTableWidget *>(QStringLiteral("complexityWeights"));
        QVERIFY(weights && weights->rowCount() >= 8);
        QCOMPARE(weights->editTriggers(), QAbstractItemView::NoEditTriggers);

        // The recommendation's requirements and criterion weights: one step each, undone.
        auto *budget = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("networkCapexBudget"));
        auto *tco = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("weightTco"));
        QVERIFY(budget && tco);
        QCOMPARE(tco->value(), DecisionWeights{}.tco);
        const int before = undo->count();
        budget->setValue(2500000);
        QCOMPARE(doc.project().requirements.networkCapexBudgetEur, 2500000.0);
        tco->setValue(45);
        QCOMPARE(doc.project().decisionWeights.tco, 45.0);
        QCOMPARE(undo->count(), before + 2);
        undo->undo();
        QCOMPARE(doc.project().decisionWeights.tco, DecisionWeights{}.tco);
        QCOMPARE(tco->value(), DecisionWeights{}.tco);
        undo->undo();
        QCOMPARE(doc.project().requirements.networkCapexBudgetEur, 0.0);
    }

    // Calibration from measurement: a variant with imported runs gets a switch in the profiles
    // dialog that makes its collectives use the fitted figures; one undo step each way.
    void calibrationSwitchInProfiles()
    {
        ProjectDocument doc(shippedCatalog());
        smallDrawnDesign(doc);
        ProfilesDialog dialog(&doc);
        dialog.show();
        QVERIFY(!dialog.findChild<QCheckBox *>(QStringLiteral("useCalibration-infiniband")));
        std::vector<Measurement> rows;
        for (qint64 bytes : {qint64(1) << 20, qint64(1) << 26, qint64(1) << 30}) {
            Measurement m;
            m.run = 1;
            m.source = QStringLiteral("pilot.log");
            m.variant = QStringLiteral("infiniband");
            m.op = QStringLiteral("all-reduce");
            m.gpus = 16;
            m.bytes = bytes;
            // T = 2(p-1)a + 2(p-1)/p n/B with a = 10 us, B = 40 GB/s, p = 16.
            m.seconds = 30 * 10e-6 + 1.875 * double(bytes) / 40e9;
            m.algbwGbyteS = double(bytes) / m.seconds / 1e9;
            m.busbwGbyteS = m.algbwGbyteS * 1.875;
            rows.push_back(m);
        }
        Project p = doc.project();
        p.measurements = rows;
        edit::replaceProject(doc, p, QStringLiteral("Import"));
        QCheckBox *check = nullptr;
        QTRY_VERIFY((check = dialog.findChild<QCheckBox *>(
                         QStringLiteral("useCalibration-infiniband"))) != nullptr);
        QVERIFY(!check->isChecked());
        QVERIFY(!check->toolTip().isEmpty());
        const int steps = doc.undoStack()->count();
        check->setChecked(true);
        QTRY_VERIFY(doc.project().usesCalibration(QStringLiteral("infiniband")));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.undoStack()->undo();
        QVERIFY(!doc.project().usesCalibration(QStringLiteral("infiniband")));
        QTRY_VERIFY((check = dialog.findChild<QCheckBox *>(
                         QStringLiteral("useCalibration-infiniband"))) != nullptr &&
                    !check->isChecked());
    }

    void designWarningsInTheIssuesList()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        const IdList links = smallDrawnDesign(*doc);
        const CableType *dac = shortCable(doc->catalog());
        QVERIFY(dac);
        const Id link = links[3];
        edit::setLinkCable(*doc, {link}, dac->id);
        edit::setLinkLength(*doc, {link}, dac->reachM.value + 10.0);

        QTreeWidget *tree = w->issues()->tree();
        QTreeWidgetItem *hit = nullptr;
        QTRY_VERIFY([&] {
            hit = nullptr;
            const IssueList &issues = w->issues()->issues();
            for (int i = 0; i < tree->topLevelItemCount() && i < int(issues.size()); ++i) {
                if (issues[size_t(i)].code == QStringLiteral("link-past-reach"))
                    hit = tree->topLevelItem(i);
            }
            return hit != nullptr;
        }());
        QCOMPARE(hit->data(0, Qt::UserRole).value<Id>(), link);
        QVERIFY(hit->text(1).contains(dac->name));
        tree->scrollToItem(hit);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(hit).center());
        QCOMPARE(w->scene()->selectedIds(), IdList{link});

        // The organisation demands survival of a switch failure; one leaf cannot give it.
        OrganisationProfile o = doc->project().organisation;
        o.surviveSingleSwitchFailure = true;
        edit::setOrganisation(*doc, o);
        auto hasCode = [&](const QString &code) {
            const IssueList &issues = w->issues()->issues();
            return std::any_of(issues.begin(), issues.end(),
                               [&](const Issue &i) { return i.code == code; });
        };
        QTRY_VERIFY_WITH_TIMEOUT(hasCode(QStringLiteral("single-point-of-failure")), 30000);
        doc->undoStack()->setClean();
    }

    void exportPdfThroughTheMenu()
    {
        auto w = makeWindow();
        auto prompts = std::make_unique<RecordingPrompts>();
        RecordingPrompts *answers = prompts.get();
        w->setPrompts(std::move(prompts));
        smallDrawnDesign(*w->document());
        QTRY_VERIFY_WITH_TIMEOUT(!w->analysis()->isStale(), 30000);
        auto *action = w->findChild<QAction *>(QStringLiteral("actionExportPdf"));
        QVERIFY(action && action->isEnabled());
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
        answers->pdfPath = m_dir.filePath(QStringLiteral("report")); // ".pdf" is added
        action->trigger();
        QVERIFY2(answers->errors.isEmpty(), qPrintable(answers->errors.join(QLatin1Char('\n'))));
        QFile pdf(m_dir.filePath(QStringLiteral("report.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QCOMPARE(answers->openQuestions, 1);
        // An unwritable target: a clear message, nothing written.
        answers->pdfPath = m_dir.filePath(QStringLiteral("no/such/folder/report.pdf"));
        action->trigger();
        QCOMPARE(answers->errors.size(), 1);
        QCOMPARE(answers->openQuestions, 1);

        // With the cabling plan: the same report and one more appendix, a row per cable.
        auto *cabling = w->findChild<QAction *>(QStringLiteral("actionExportPdfCabling"));
        QVERIFY(cabling && cabling->isEnabled());
        QVERIFY(w->menuBar()->actions().first()->menu()->actions().contains(cabling));
        answers->pdfPath = m_dir.filePath(QStringLiteral("report-cabling.pdf"));
        cabling->trigger();
        QCOMPARE(answers->errors.size(), 1);
        const QFileInfo plain(m_dir.filePath(QStringLiteral("report.pdf")));
        const QFileInfo withPlan(m_dir.filePath(QStringLiteral("report-cabling.pdf")));
        QVERIFY(withPlan.exists());
        QVERIFY2(withPlan.size() > plain.size(),
                 qPrintable(QStringLiteral("%1 <= %2").arg(withPlan.size()).arg(plain.size())));
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (!pdftotext.isEmpty()) {
            QProcess p;
            p.start(pdftotext, {withPlan.filePath(), QStringLiteral("-")});
            QVERIFY(p.waitForFinished(30000));
            const QByteArray text = p.readAllStandardOutput();
            QVERIFY(text.contains("Appendix: cabling plan"));
            QVERIFY(text.contains("FP-00001"));
        }
        w->document()->undoStack()->setClean();
    }

    // File > Export: one action per exchange format, the same table as the CLI
    // (tst_exchange reads their files back); an unwritable target is one error line.
    void exportExchangeThroughTheMenu()
    {
        auto w = makeWindow();
        auto prompts = std::make_unique<RecordingPrompts>();
        RecordingPrompts *answers = prompts.get();
        w->setPrompts(std::move(prompts));
        smallDrawnDesign(*w->document());
        auto *menu = w->findChild<QMenu *>(QStringLiteral("exportMenu"));
        QVERIFY(menu);
        // The eight formats of exchange/exchange.h and the separator after the bills.
        QCOMPARE(menu->actions().size(), 9);
        const QList<std::pair<QString, QByteArray>> formats{
            {QStringLiteral("xlsx"), QByteArray("PK")}, // a zip archive
            {QStringLiteral("bom-csv"), QByteArray("variants,part,")},
            {QStringLiteral("cabling-csv"), QByteArray("label,a_rack,")},
            {QStringLiteral("cabling-xlsx"), QByteArray("PK")}};
        for (const auto &[key, start] : formats) {
            auto *action = w->findChild<QAction *>(QStringLiteral("actionExport-") + key);
            QVERIFY2(action && menu->actions().contains(action), qPrintable(key));
            answers->exportPath = m_dir.filePath(key); // the extension is added
            action->trigger();
            QVERIFY2(answers->errors.isEmpty(), qPrintable(answers->errors.join(u'\n')));
            const QString ext = key.endsWith(QLatin1String("csv")) ? QStringLiteral(".csv")
                                                                   : QStringLiteral(".xlsx");
            QFile file(m_dir.filePath(key + ext));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            QVERIFY2(file.read(start.size()) == start, qPrintable(key));
        }
        QVERIFY(answers->exportFilters.first().endsWith(QLatin1String("(*.xlsx)")));
        answers->exportPath = m_dir.filePath(QStringLiteral("no/such/folder/plan.csv"));
        w->findChild<QAction *>(QStringLiteral("actionExport-cabling-csv"))->trigger();
        QCOMPARE(answers->errors.size(), 1);
        QVERIFY(!answers->errors.first().contains(u'\n'));
        w->document()->undoStack()->setClean();
    }

    // The bill of materials tab: the recommended variant first, one
    // row per BOM line of the chosen variant plus its total, part numbers in column 0;
    // the filter keeps the lines with the text and the total; the CSV button writes the
    // variant shown with the lines shown through File > Export's writer (and is off
    // when the filter hides every line).
    // A figure that leaves out a part without a catalog figure ("+ unknown") offers to
    // fill it in: the cell's details link to the part's figure, the link opens the
    // profiles dialog on that figure, and the value typed there (one undo step) makes
    // the figure complete. The 1,024-GPU cluster generated on Ethernet with Jericho3-class
    // chassis: the chassis has no public power figure, the only unknown power of the
    // design as drawn.
    void unknownFigureFilledFromItsCell()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        GeneratorParams params;
        params.gpus = 1024;
        params.technology = Technology::Ethernet;
        params.switchTypeId = QStringLiteral("jericho3-chassis");
        QString error;
        const auto p =
            generateProject(shippedCatalog(), params, &error, nullptr, ClusterFabrics::All);
        QVERIFY2(p, qPrintable(error));
        edit::replaceProject(*doc, *p, QStringLiteral("Generate"));
        auto *analysis = w->findChild<AnalysisWidget *>();
        QTRY_VERIFY_WITH_TIMEOUT(!analysis->isStale() && analysis->evaluation(), 30000);
        const int power = analysis->rowOf(QStringLiteral("power"));
        QVERIFY(power >= 0);
        QVERIFY2(analysis->table()->item(power, 0)->text().contains(QLatin1String("unknown")),
                 qPrintable(analysis->table()->item(power, 0)->text()));
        analysis->explainCell(power, 0);
        const QString html = analysis->details()->toHtml();
        QVERIFY2(html.contains(QLatin1String("fill://jericho3-chassis/powerWatts")),
                 qPrintable(html));
        QVERIFY(analysis->details()->toPlainText().contains(
            QLatin1String("Enter the power of ") +
            shippedCatalog().part(QStringLiteral("jericho3-chassis"))->name));
        if (const QString shots = qEnvironmentVariable("FP_SHOT_DIR"); !shots.isEmpty()) {
            w->resize(1500, 950);
            w->show();
            QTest::qWait(200);
            w->grab().save(shots + QStringLiteral("/unknown-figure-link.png"));
        }
        // The bisection figure is complete: no such offer.
        analysis->explainCell(analysis->rowOf(QStringLiteral("bisection")), 0);
        QVERIFY(!analysis->details()->toHtml().contains(QLatin1String("fill://")));

        emit analysis->details()->anchorClicked(
            QUrl(QStringLiteral("fill://jericho3-chassis/powerWatts")));
        auto *dialog = w->findChild<ProfilesDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QTreeWidgetItem *item =
            dialog->figureItem(QStringLiteral("jericho3-chassis"), QStringLiteral("powerWatts"));
        QVERIFY(item);
        QCOMPARE(dialog->assumptionsTree()->currentItem(), item);
        QCOMPARE(dialog->tabs()->currentWidget(), dialog->assumptionsTree()->parentWidget());
        const int steps = doc->undoStack()->count();
        dialog->assumptionsTree()->closePersistentEditor(item, 1);
        item->setText(1, QStringLiteral("120"));
        QTRY_COMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->catalog().switchType(QStringLiteral("jericho3-chassis"))->powerWatts.value,
                 120.0);
        QTRY_VERIFY_WITH_TIMEOUT(
            !analysis->isStale() &&
                !analysis->table()->item(power, 0)->text().contains(QLatin1String("unknown")),
            30000);
        doc->undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(
            !analysis->isStale() &&
                analysis->table()->item(power, 0)->text().contains(QLatin1String("unknown")),
            30000);
        doc->undoStack()->setClean();
    }

    void bomTabShowsEachVariantsBill()
    {
        auto w = makeWindow();
        auto prompts = std::make_unique<RecordingPrompts>();
        RecordingPrompts *answers = prompts.get();
        w->setPrompts(std::move(prompts));
        smallDrawnDesign(*w->document());
        auto *analysis = w->findChild<AnalysisWidget *>();
        QVERIFY(analysis);
        QTRY_VERIFY_WITH_TIMEOUT(!analysis->isStale(), 30000);
        QCOMPARE(analysis->tabs()->tabText(2), QStringLiteral("Bill of materials"));
        BomView *bom = analysis->bomView();
        const Evaluation *e = analysis->evaluation();
        QCOMPARE(bom->variantBox()->count(), static_cast<int>(e->variants.size()));
        if (e->recommends())
            QCOMPARE(bom->variantBox()->currentText(), variantName(e->recommendation.variant));
        for (int i = 0; i < bom->variantBox()->count(); ++i) {
            bom->variantBox()->setCurrentIndex(i);
            const VariantEvaluation &v = e->variants[static_cast<std::size_t>(i)];
            QCOMPARE(bom->table()->rowCount(), static_cast<int>(v.cost.bom.size()) + 1);
            // The ordering number where the catalog has one ("MQM9700-NS2F"), else the id.
            QCOMPARE(bom->table()->item(0, 0)->text(),
                     bomPartNumber(w->document()->catalog(), v.cost.bom.front().partId));
            QCOMPARE(bom->table()->item(bom->table()->rowCount() - 1, 6)->text(),
                     formatMoney(v.cost.capexEur, comparison::currencyOf(v)));
        }
        bom->variantBox()->setCurrentIndex(0);
        const QString part = e->variants.front().cost.bom.front().partId;
        QTest::keyClicks(bom->filter(), part);
        const int shown = bom->visibleRows();
        QVERIFY(shown >= 2 && shown < bom->table()->rowCount());
        for (int r = 0; r + 1 < bom->table()->rowCount(); ++r) {
            if (bom->table()->isRowHidden(r))
                continue;
            bool has = false;
            for (int c = 0; c < bom->table()->columnCount(); ++c)
                has = has || bom->table()->item(r, c)->text().contains(part, Qt::CaseInsensitive);
            QVERIFY2(has, qPrintable(bom->table()->item(r, 1)->text()));
        }
        // The CSV holds the variant shown and only the lines the filter shows.
        answers->exportPath = m_dir.filePath(QStringLiteral("bom-tab")); // File > Export's prompt
        analysis->tabs()->setCurrentIndex(2);
        auto *csvButton = bom->findChild<QPushButton *>(QStringLiteral("bomExportCsv"));
        csvButton->click();
        const QString shownKey = variantKey(e->variants.front().kind);
        QVERIFY2(answers->exportNames.last().endsWith(QLatin1String("-bom-") + shownKey +
                                                      QLatin1String(".csv")),
                 qPrintable(answers->exportNames.last()));
        QFile csv(m_dir.filePath(QStringLiteral("bom-tab.csv")));
        QVERIFY2(csv.open(QIODevice::ReadOnly), qPrintable(answers->errors.join(u'\n')));
        QVERIFY(csv.readLine().startsWith("variants,part,"));
        int lines = 0;
        while (!csv.atEnd()) {
            const QByteArray line = csv.readLine();
            QVERIFY2(line.split(',').front().split(';').contains(shownKey.toUtf8()),
                     line.constData());
            QVERIFY2(line.toLower().contains(part.toLower().toUtf8()), line.constData());
            ++lines;
        }
        QCOMPARE(lines, shown - 1); // the lines shown, without the totals row
        csv.close();
        bom->filter()->setText(QStringLiteral("no part is called this"));
        QCOMPARE(bom->visibleRows(), 1); // the total
        QVERIFY(!csvButton->isEnabled());
        bom->filter()->clear();
        QVERIFY(csvButton->isEnabled());
        w->document()->undoStack()->setClean();
    }
};

QTEST_MAIN(TestAnalysisDock)
#include "tst_analysisdock.moc"
