// SPDX-License-Identifier: GPL-3.0-or-later
// Importing nccl-tests logs in the GUI (measured communication patterns): a list of files as the
// import action gets it from its file dialog, a folder as a drop brings it; the variant question
// answered through UiPrompts; the import is one undo step.
#include "dialogs/ncclimportui.h"
#include "edit/document.h"
#include "mainwindow.h"
#include "model/catalog.h"
#include "prompts.h"
#include "support/guisupport.h"
#include "support/testsupport.h"

#include <QAction>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

using namespace fp;

namespace {

using test::RecordingPrompts;

// A file of tests/data/nccl/.
QString fixture(const char *name)
{
    return test::fixturePath(QStringLiteral("nccl/") + QLatin1String(name));
}

} // namespace

class TestNcclImportUi : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = test::shippedCatalog(); }

    void filesAsOneUndoStep()
    {
        ProjectDocument doc(m_catalog);
        RecordingPrompts prompts;
        const NcclUiImport r = importNcclLogs(
            doc, prompts, nullptr,
            {fixture("current_allreduce_8gpu.txt"), fixture("multirank_allreduce_16gpu.txt")});
        QCOMPARE(r.runs, 2);
        QVERIFY(!r.status.isEmpty());
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(QLatin1Char('\n'))));
        // The 8-GPU log has no fabric hint: asked, with the other log's guess offered.
        QCOMPARE(prompts.askedFor, QStringList{QStringLiteral("current_allreduce_8gpu.txt")});
        QCOMPARE(prompts.offeredGuess, QStringLiteral("infiniband"));
        const std::vector<Measurement> &ms = doc.project().measurements;
        QCOMPARE(ms.size(), size_t(11 + 25));
        QCOMPARE(ms.front().variant, QStringLiteral("ethernet"));  // answered
        QCOMPARE(ms.back().variant, QStringLiteral("infiniband")); // guessed
        QCOMPARE(ms.front().run, 1);
        QCOMPARE(ms.back().run, 2);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(doc.project().measurements.empty());
        doc.undoStack()->redo();
        QCOMPARE(doc.project().measurements.size(), size_t(36));
    }

    void cancelledQuestionChangesNothing()
    {
        ProjectDocument doc(m_catalog);
        RecordingPrompts prompts;
        prompts.cancelVariant = true;
        const NcclUiImport r =
            importNcclLogs(doc, prompts, nullptr, {fixture("current_allreduce_8gpu.txt")});
        QVERIFY(r.cancelled);
        QVERIFY(doc.project().measurements.empty());
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void notNcclNamesTheFile()
    {
        ProjectDocument doc(m_catalog);
        RecordingPrompts prompts;
        const NcclUiImport r = importNcclLogs(doc, prompts, nullptr, {fixture("not_nccl.txt")});
        QCOMPARE(r.runs, 0);
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.first().contains(QStringLiteral("not_nccl.txt")),
                 qPrintable(prompts.errors.first()));
        QVERIFY2(prompts.errors.first().contains(QStringLiteral("line")),
                 qPrintable(prompts.errors.first()));
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void droppedFolder()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("pilot/roce")));
        QVERIFY(QFile::copy(fixture("noise_allreduce_roce.txt"),
                            dir.filePath(QStringLiteral("pilot/roce/run1.log"))));
        QVERIFY(QFile::copy(fixture("multirank_allreduce_16gpu.txt"),
                            dir.filePath(QStringLiteral("pilot/ib.txt"))));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("pilot"))),
                      QUrl(QStringLiteral("https://example.org/x.txt"))});
        const QStringList paths = ncclDropPaths(&mime);
        QCOMPARE(paths, QStringList{dir.filePath(QStringLiteral("pilot"))});

        ProjectDocument doc(m_catalog);
        RecordingPrompts prompts;
        const NcclUiImport r = importNcclLogs(doc, prompts, nullptr, paths);
        QCOMPARE(r.runs, 2);
        QCOMPARE(r.files, 2);
        QVERIFY(prompts.askedFor.isEmpty()); // both logs name their fabric
        QCOMPARE(doc.project().measurements.size(), size_t(25 + 11));
        QCOMPARE(doc.project().measurements.front().variant, QStringLiteral("infiniband"));
        QCOMPARE(doc.project().measurements.back().variant, QStringLiteral("ethernet"));
        QCOMPARE(doc.undoStack()->count(), 1);

        QMimeData project;
        project.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("x.fabricplan")))});
        QVERIFY(ncclDropPaths(&project).isEmpty());
    }

    // F19 in the GUI: importing a log whose results are already in the project adds
    // nothing and says which run holds them.
    void sameLogTwiceIsReported()
    {
        ProjectDocument doc(m_catalog);
        RecordingPrompts prompts;
        QCOMPARE(
            importNcclLogs(doc, prompts, nullptr, {fixture("multirank_allreduce_16gpu.txt")}).runs,
            1);
        const NcclUiImport again =
            importNcclLogs(doc, prompts, nullptr, {fixture("multirank_allreduce_16gpu.txt")});
        QCOMPARE(again.runs, 0);
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.first().contains(QStringLiteral("already in the project as run 1")),
                 qPrintable(prompts.errors.first()));
        QCOMPARE(doc.project().measurements.size(), size_t(25));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    // The window: File > Import nccl-tests logs... with an injected file list, undo,
    // and a folder dropped on the window.
    void mainWindowActionAndDrop()
    {
        MainWindow w(m_catalog);
        auto owned = std::make_unique<RecordingPrompts>();
        RecordingPrompts *prompts = owned.get();
        prompts->files = {fixture("multirank_allreduce_16gpu.txt"),
                          fixture("noise_allreduce_roce.txt")};
        w.setPrompts(std::move(owned));
        auto *action = w.findChild<QAction *>(QStringLiteral("actionImportNccl"));
        QVERIFY(action);
        QVERIFY(!action->text().isEmpty());
        action->trigger();
        QCOMPARE(w.document()->project().measurements.size(), size_t(25 + 11));
        QVERIFY(prompts->errors.isEmpty());
        w.document()->undoStack()->undo();
        QVERIFY(w.document()->project().measurements.empty());

        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("logs/ib")));
        QVERIFY(QFile::copy(fixture("multirank_allreduce_16gpu.txt"),
                            dir.filePath(QStringLiteral("logs/ib/a.txt"))));
        QVERIFY(QFile::copy(fixture("json_allgather.json"),
                            dir.filePath(QStringLiteral("logs/b.json"))));
        prompts->variantAnswer = QStringLiteral("infiniband");
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("logs")))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&w, &drop);
        QVERIFY(drop.isAccepted());
        const std::vector<Measurement> &ms = w.document()->project().measurements;
        QVERIFY(ms.size() > 25);
        QCOMPARE(w.document()->undoStack()->count(), 1); // the undone import was replaced
        for (const Measurement &m : ms)
            QVERIFY2(!m.variant.isEmpty(), qPrintable(m.source));
    }
};

QTEST_MAIN(TestNcclImportUi)
#include "tst_ncclimportui.moc"
