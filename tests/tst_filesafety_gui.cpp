// SPDX-License-Identifier: GPL-3.0-or-later
// File safety in the GUI (the reliability review's file defects), on the real main window
// offscreen: F1 restored work survives a start with a file argument, and the crashed session's copy
// goes only once this session holds its own; F3 Save notices that another program changed the file
// since it was opened and asks (overwrite, reload, cancel) instead of dropping that change, also
// for work restored from a recovery copy (the copy carries the stamp of the file it belongs to).
#include "edit/document.h"
#include "edit/editcommands.h"
#include "io/projectio.h"
#include "io/recovery.h"
#include "mainwindow.h"
#include "model/catalog.h"
#include "prompts.h"
#include "support/guisupport.h"
#include "support/testsupport.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace fp;

namespace {

using test::examplePath;
using test::RecordingPrompts;
using test::runCli;
using test::shippedCatalog;

// The CLI changes the project as another program would: a comm share of 1 s of
// communication in a 3 + 1 s step, 1 / (3 + 1) = 0.25 (core/analysis/calibration.h).
bool cliSetsCommShareQuarter(const QString &file)
{
    const test::CliRun run =
        runCli({QStringLiteral("set-comm-share"), file, QStringLiteral("--compute-s"),
                QStringLiteral("3"), QStringLiteral("--comm-s"), QStringLiteral("1")});
    if (run.exitCode != 0)
        qWarning("set-comm-share: %s", run.err.constData());
    return run.exitCode == 0;
}

// How many node objects the example holds (the edits below add to it).
size_t exampleNodes()
{
    const auto project = loadProject(examplePath(), nullptr);
    return project ? project->nodes.size() : 0;
}

} // namespace

class TestFileSafetyGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    RecordingPrompts *m_prompts = nullptr;

    std::unique_ptr<MainWindow> makeWindow(const QString &recovery)
    {
        auto w = std::make_unique<MainWindow>(shippedCatalog());
        auto prompts = std::make_unique<RecordingPrompts>();
        m_prompts = prompts.get();
        w->setPrompts(std::move(prompts));
        w->setRecoveryDirectory(recovery);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            qWarning("window not exposed");
        return w;
    }

    // A copy of the example in the test folder; the window "crashes" with one node
    // added to it (autosaved, destroyed without closing).
    QString crashWithOneNodeAdded(const QString &recovery)
    {
        const QString file = m_dir.filePath(QStringLiteral("p.fabricplan"));
        QFile::remove(file);
        QFile::copy(examplePath(), file);
        auto w = makeWindow(recovery);
        if (!w->openFile(file))
            qWarning("cannot open %s", qPrintable(file));
        edit::addNode(*w->document(), QStringLiteral("h100-8gpu"), QPointF(0, 0));
        w->autosaveNow();
        w->hide();
        return file;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // F1: started with the project as its argument after a crash, Restore keeps the
    // restored work (one node more than the file, modified), and a copy of it stays safe under the
    // new session; the crashed session's copy is gone only then.
    void f01RestoreSurvivesStartWithFile()
    {
        const QString recovery = m_dir.filePath(QStringLiteral("recovery1"));
        const QString file = crashWithOneNodeAdded(recovery);
        const size_t n = exampleNodes();
        auto w = makeWindow(recovery);
        QCOMPARE(w->recovery().orphans().size(), size_t(1));
        w->startUp(file);
        QCOMPARE(m_prompts->restoreQuestions, 1);
        QCOMPARE(w->document()->project().nodes.size(), n + 1);
        QVERIFY(w->document()->isModified());
        QCOMPARE(w->document()->filePath(), file);
        QVERIFY(w->recovery().hasCopy());
        QCOMPARE(loadProject(w->recovery().sessionFile(), nullptr)->nodes.size(), n + 1);
        QVERIFY(w->recovery().orphans().empty());
        w->hide();
        m_prompts->saveChoice = UiPrompts::SaveChoice::Discard;
        QVERIFY(w->close());
    }

    // F1: declining the restore shows the file and deletes the copy (the user's
    // choice); the file on disk is untouched either way.
    void f01DeclinedRestoreShowsTheFile()
    {
        const QString recovery = m_dir.filePath(QStringLiteral("recovery2"));
        const QString file = crashWithOneNodeAdded(recovery);
        const size_t n = exampleNodes();
        auto w = makeWindow(recovery);
        m_prompts->restore = false;
        w->startUp(file);
        QCOMPARE(m_prompts->restoreQuestions, 1);
        QCOMPARE(w->document()->project().nodes.size(), n);
        QVERIFY(!w->document()->isModified());
        QVERIFY(w->recovery().orphans().empty());
        QVERIFY(w->close());
    }

    // F3: another program saves the open project (as a CLI import would); Save asks.
    // Cancel keeps the other program's file; Reload shows it; Overwrite writes ours.
    void f03SaveAsksWhenFileChangedOnDisk()
    {
        const QString file = m_dir.filePath(QStringLiteral("shared.fabricplan"));
        QFile::remove(file);
        QVERIFY(QFile::copy(examplePath(), file));
        const size_t n = exampleNodes();
        auto w = makeWindow(m_dir.filePath(QStringLiteral("recovery3")));
        w->hide();
        QVERIFY(w->openFile(file));
        edit::addNode(*w->document(), QStringLiteral("h100-8gpu"), QPointF(0, 0));

        // Unchanged on disk: no question.
        QVERIFY(w->save());
        QCOMPARE(m_prompts->changedQuestions, 0);
        edit::addNode(*w->document(), QStringLiteral("h100-8gpu"), QPointF(0, 0)); // n + 2 nodes

        auto other = loadProject(file, nullptr);
        QVERIFY(other);
        other->workload.commShare = 0.25;
        QVERIFY(saveProject(*other, file, nullptr));

        m_prompts->changedChoice = UiPrompts::ChangedOnDiskChoice::Cancel;
        QVERIFY(!w->save());
        QCOMPARE(m_prompts->changedQuestions, 1);
        QCOMPARE(loadProject(file, nullptr)->workload.commShare, 0.25);
        QVERIFY(w->document()->isModified());

        m_prompts->changedChoice = UiPrompts::ChangedOnDiskChoice::Reload;
        QVERIFY(!w->save());
        QCOMPARE(w->document()->project().workload.commShare, 0.25);
        QCOMPARE(w->document()->project().nodes.size(), n + 1);
        QVERIFY(!w->document()->isModified());

        edit::addNode(*w->document(), QStringLiteral("h100-8gpu"), QPointF(0, 0));
        other->workload.commShare = 0.5;
        QVERIFY(saveProject(*other, file, nullptr));
        m_prompts->changedChoice = UiPrompts::ChangedOnDiskChoice::Overwrite;
        QVERIFY(w->save());
        QCOMPARE(m_prompts->changedQuestions, 3);
        QCOMPARE(loadProject(file, nullptr)->nodes.size(), n + 2);
        QVERIFY(w->close());
    }

    // F3 after a crash: the CLI changes the project between the crash and the restart.
    // The restored work (one node more) still belongs to the file's old version, so
    // Save asks; Cancel keeps the CLI's change, Overwrite writes the restored work.
    void f03RestoredWorkAsksWhenFileChangedBeforeRestart()
    {
        const QString recovery = m_dir.filePath(QStringLiteral("recovery4"));
        const QString file = crashWithOneNodeAdded(recovery);
        const size_t n = exampleNodes();
        QVERIFY(cliSetsCommShareQuarter(file));
        auto w = makeWindow(recovery);
        w->hide();
        w->startUp(file);
        QCOMPARE(w->document()->project().nodes.size(), n + 1);

        m_prompts->changedChoice = UiPrompts::ChangedOnDiskChoice::Cancel;
        QVERIFY(!w->save());
        QCOMPARE(m_prompts->changedQuestions, 1);
        QCOMPARE(loadProject(file, nullptr)->workload.commShare, 0.25);
        QCOMPARE(loadProject(file, nullptr)->nodes.size(), n);
        QVERIFY(w->document()->isModified());

        m_prompts->changedChoice = UiPrompts::ChangedOnDiskChoice::Overwrite;
        QVERIFY(w->save());
        QCOMPARE(m_prompts->changedQuestions, 2);
        QCOMPARE(loadProject(file, nullptr)->nodes.size(), n + 1);
        QVERIFY(w->close());
    }

    // F3 after a crash, the change made while the restored work is open: the first
    // Save (file unchanged since the crashed session read it) does not ask; after a
    // CLI change the next one does, and Reload shows the CLI's version.
    void f03RestoredWorkAsksWhenFileChangedAfterRestore()
    {
        const QString recovery = m_dir.filePath(QStringLiteral("recovery5"));
        const QString file = crashWithOneNodeAdded(recovery);
        const size_t n = exampleNodes();
        auto w = makeWindow(recovery);
        w->hide();
        w->startUp(QString()); // no file argument: the copy names its file
        QCOMPARE(w->document()->filePath(), file);
        QVERIFY(w->document()->diskStamp().exists);
        edit::addNode(*w->document(), QStringLiteral("h100-8gpu"), QPointF(0, 0));
        QVERIFY(cliSetsCommShareQuarter(file));

        m_prompts->changedChoice = UiPrompts::ChangedOnDiskChoice::Reload;
        QVERIFY(!w->save());
        QCOMPARE(m_prompts->changedQuestions, 1);
        QCOMPARE(w->document()->project().workload.commShare, 0.25);
        QCOMPARE(w->document()->project().nodes.size(), n);
        QVERIFY(!w->document()->isModified());
        QVERIFY(w->close());
    }

    // A restored copy of a file nobody changed saves without a question.
    void restoredWorkOfUnchangedFileSavesWithoutQuestion()
    {
        const QString recovery = m_dir.filePath(QStringLiteral("recovery6"));
        const QString file = crashWithOneNodeAdded(recovery);
        const size_t n = exampleNodes();
        auto w = makeWindow(recovery);
        w->hide();
        w->startUp(file);
        QVERIFY(w->save());
        QCOMPARE(m_prompts->changedQuestions, 0);
        QCOMPARE(loadProject(file, nullptr)->nodes.size(), n + 1);
        QVERIFY(w->close());
    }
};

QTEST_MAIN(TestFileSafetyGui)
#include "tst_filesafety_gui.moc"
