// SPDX-License-Identifier: GPL-3.0-or-later
// Explore designs (ui/dialogs/exploredialog.h): the search runs off the UI thread and
// its front fills the table; using a point replaces the compute fabric as one undo step,
// which Undo takes back; a search of a project that changed since is not applied; the
// main window's Edit > Explore designs... opens the dialog. 128 GPUs, so the search takes
// well under a second.
#include "dialogs/exploredialog.h"
#include "edit/document.h"
#include "mainwindow.h"
#include "support/guisupport.h"
#include "support/testsupport.h"
#include "text/i18n.h"

#include <QAction>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace fp;

namespace {

constexpr int kTimeoutMs = 60000; // generous for the AddressSanitizer run

Project generated128()
{
    GeneratorParams params;
    params.gpus = 128;
    params.nodeTypeId = QStringLiteral("h100-8gpu");
    params.switchTypeId = QStringLiteral("qm9700");
    return test::generatedProject(params);
}

// The index into result()->front of the first InfiniBand point with `planes` planes.
std::optional<std::size_t> frontIndexOf(const ExploreResult &r, int planes)
{
    for (std::size_t f = 0; f < r.front.size(); ++f) {
        const ExploreCandidate &c = r.points[r.front[f]].candidate;
        if (c.technology == Technology::InfiniBand && c.planes == planes)
            return f;
    }
    return std::nullopt;
}

} // namespace

class TestExploreDialog : public QObject
{
    Q_OBJECT

private slots:
    void init() { setLanguage(QStringLiteral("en")); }

    void searchFillsTheTable()
    {
        ProjectDocument doc(test::shippedCatalog());
        doc.reset(generated128(), QString());
        ExploreDialog dialog(&doc);
        dialog.startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isSearching() && dialog.result(), kTimeoutMs);
        const ExploreResult &r = *dialog.result();
        QCOMPARE(r.cluster.gpus, 128);
        // One heading per technology, then one row per front point.
        QCOMPARE(dialog.table()->topLevelItemCount(), 2 + static_cast<int>(r.front.size()));
        QCOMPARE(dialog.table()->topLevelItem(0)->text(0), QStringLiteral("InfiniBand"));
    }

    // At 128 GPUs two planes of QM9700 hold 64 endpoints each: one switch per plane.
    void useReplacesTheComputeFabricAsOneUndoStep()
    {
        ProjectDocument doc(test::shippedCatalog());
        const Project original = generated128();
        doc.reset(original, QString());
        ExploreDialog dialog(&doc);
        dialog.startSearch();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isSearching() && dialog.result(), kTimeoutMs);
        const std::optional<std::size_t> two = frontIndexOf(*dialog.result(), 2);
        QVERIFY(two);
        QString why;
        QVERIFY2(dialog.useDesign(*two, &why), qPrintable(why));
        QCOMPARE(doc.undoStack()->count(), 1);
        const Fabric *compute = doc.project().computeFabric();
        QVERIFY(compute && compute->generated);
        QCOMPARE(compute->generated->planes, 2);
        QCOMPARE(expandedGpuCount(doc.project(), doc.catalog()), std::int64_t(128));
        // The search was of the project before: not applied again.
        QVERIFY(!dialog.useDesign(*two, &why));
        QVERIFY2(why.contains(QStringLiteral("search again")), qPrintable(why));
        doc.undoStack()->undo();
        QCOMPARE(test::firstDifference(doc.project(), original), QString());
        QVERIFY(doc.project() == original);
    }

    // A language switch during a search waits for it (the generator reads the default
    // locale that setLanguage() changes) and the table follows the new language.
    void languageSwitchDuringASearch()
    {
        ProjectDocument doc(test::shippedCatalog());
        doc.reset(generated128(), QString());
        ExploreDialog dialog(&doc);
        dialog.startSearch();
        setLanguage(QStringLiteral("nl"));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isSearching() && dialog.result(), kTimeoutMs);
        QTRY_COMPARE(dialog.table()->headerItem()->text(8), QStringLiteral("Voldoet aan de eisen"));
        setLanguage(QStringLiteral("en"));
    }

    void editMenuOpensTheDialog()
    {
        MainWindow window(test::shippedCatalog());
        window.setPrompts(std::make_unique<test::RecordingPrompts>());
        window.document()->reset(generated128(), QString());
        auto *action = window.findChild<QAction *>(QStringLiteral("actionExplore"));
        QVERIFY(action);
        QVERIFY(!action->text().isEmpty());
        action->trigger();
        auto *dialog = window.findChild<ExploreDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isSearching() && dialog->result(), kTimeoutMs);
    }
};

QTEST_MAIN(TestExploreDialog)
#include "tst_exploredialog.moc"
