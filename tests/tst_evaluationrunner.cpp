// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation runner (ui/evaluationrunner.h, library fp_runner) on its own: edits
// made before the event loop turns make one evaluation; a result that arrives after
// the document changed is dropped and the newest state evaluated; a language switch
// evaluates again in the new language and drops a result in the old one. That the
// analysis dock and the issues list follow the runner is tst_analysisdock's
// dockAndIssuesFollowTheRunner. tests/tsan.supp and FP_TSAN run this test under
// ThreadSanitizer (quickstart.sh test), built with the core only.
#include "edit/document.h"
#include "edit/editcommands.h"
#include "evaluationrunner.h"
#include "model/catalog.h"
#include "support/testsupport.h"
#include "text/i18n.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace fp;
using namespace fp::test;

namespace {

constexpr int kTimeoutMs = 60000; // generous: the TSan run is several times slower

} // namespace

class TestEvaluationRunner : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(setLanguage(QStringLiteral("en")));
        QVERIFY(m_dir.isValid());
    }
    void cleanup() { setLanguage(QStringLiteral("en")); }

    // 2 nodes + 1 switch + 16 links, then 5 length changes, all before the event
    // loop turns: one debounce, one evaluation, one result.
    void editsCoalesceIntoOneEvaluation()
    {
        ProjectDocument doc(shippedCatalog());
        EvaluationRunner runner(&doc);
        runner.setDebounceInterval(50);
        QCOMPARE(runner.debounceInterval(), 50);
        QSignalSpy results(&runner, &EvaluationRunner::evaluationChanged);
        const IdList links = smallDrawnDesign(doc);
        QCOMPARE(links.size(), size_t(16));
        for (double length : {1.0, 2.0, 3.0, 4.0, 5.0})
            edit::setLinkLength(doc, links, length);
        QVERIFY(runner.isStale());
        QVERIFY(!runner.evaluation());
        QCOMPARE(runner.evaluationsStarted(), 0); // the debounce is still running

        QTRY_VERIFY_WITH_TIMEOUT(!runner.isStale(), kTimeoutMs);
        QCOMPARE(runner.evaluationsStarted(), 1);
        QCOMPARE(results.count(), 1);
        QCOMPARE(runner.resultsDropped(), 0);
        QCOMPARE(runner.evaluatedRevision(), runner.revision());
        QVERIFY(runner.currentEvaluation());
        QCOMPARE(runner.currentEvaluation()->variants.size(), size_t(5));
        QTest::qWait(200); // nothing more follows
        QCOMPARE(runner.evaluationsStarted(), 1);

        // Moving objects changes no figure: no evaluation.
        edit::moveObjects(doc, {doc.project().nodes.front().id}, QPointF(10, 0), true);
        QVERIFY(!runner.isStale());
        QVERIFY(runner.currentEvaluation());
    }

    // The worker's finished signal is queued, so an edit made right after
    // refreshNow() always lands before the result: the result is dropped and the
    // edited state is evaluated (200 Gb/s links: 200 Gb/s injection per GPU).
    void staleResultIsDropped()
    {
        ProjectDocument doc(shippedCatalog());
        EvaluationRunner runner(&doc);
        runner.setDebounceInterval(50);
        const IdList links = smallDrawnDesign(doc);
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isStale(), kTimeoutMs);
        QCOMPARE(runner.currentEvaluation()->variants[0].bandwidth.injectionGbitPerSPerGpu, 400.0);
        const int started = runner.evaluationsStarted();
        QSignalSpy results(&runner, &EvaluationRunner::evaluationChanged);

        runner.refreshNow();
        QCOMPARE(runner.evaluationsStarted(), started + 1);
        const quint64 revisionOfRunningJob = runner.revision();
        edit::setLinkSpeed(doc, links, 200.0);
        QVERIFY(runner.revision() > revisionOfRunningJob);
        QVERIFY(runner.isStale());
        QVERIFY(!runner.currentEvaluation());
        QVERIFY(runner.evaluation()); // the old result stays readable meanwhile

        QTRY_VERIFY_WITH_TIMEOUT(!runner.isStale(), kTimeoutMs);
        QCOMPARE(runner.resultsDropped(), 1);
        QCOMPARE(runner.evaluationsStarted(), started + 2);
        QCOMPARE(results.count(), 1);
        QCOMPARE(runner.currentEvaluation()->variants[0].bandwidth.injectionGbitPerSPerGpu, 200.0);
    }

    // A language switch while a worker runs: the worker is waited for before the
    // default locale changes, its English result is dropped and the next one is in
    // Dutch (the explanations are translated as the analyses compute).
    void languageSwitchEvaluatesAgain()
    {
        ProjectDocument doc(shippedCatalog());
        EvaluationRunner runner(&doc);
        runner.setDebounceInterval(50);
        smallDrawnDesign(doc);
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isStale(), kTimeoutMs);
        const QString english =
            runner.currentEvaluation()->variants[1].bandwidth.explanations.front().text;
        const int started = runner.evaluationsStarted();
        const int dropped = runner.resultsDropped();

        runner.refreshNow(); // running while the language changes
        QVERIFY(setLanguage(QStringLiteral("nl")));
        QVERIFY(runner.isStale());
        QVERIFY(!runner.currentEvaluation());
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isStale(), kTimeoutMs);
        QCOMPARE(runner.resultsDropped(), dropped + 1);
        QCOMPARE(runner.evaluationsStarted(), started + 2);
        const QString dutch =
            runner.currentEvaluation()->variants[1].bandwidth.explanations.front().text;
        QVERIFY2(dutch != english, qPrintable(dutch));
    }
};

QTEST_MAIN(TestEvaluationRunner)
#include "tst_evaluationrunner.moc"
