// SPDX-License-Identifier: GPL-3.0-or-later
// The main window opens the bundled example, shows its summary, switches
// language at run time, keeps the current project when a bad file is opened,
// and closes cleanly. Drives the real widgets offscreen.
#include "catalog.h"
#include "document.h"
#include "i18n.h"
#include "mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace fp;

namespace {

QString example()
{
    return QStringLiteral(FP_BIN_DIR "/../examples/example-1024-h100.fabricplan");
}

QString valueOf(QTreeWidget *tree, const QString &key)
{
    const auto items = tree->findItems(key, Qt::MatchExactly | Qt::MatchRecursive, 0);
    return items.isEmpty() ? QString() : items.first()->text(1);
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { setLanguage(QStringLiteral("en")); }

    // The example is 1,024 H100 GPUs on QM9700, rail-optimized, 1:1 (examples/):
    // 128 nodes, 32 leaves and 16 spines (worked out in tst_cli).
    void showsExampleSummary()
    {
        QString error;
        auto catalog = Catalog::loadDefaults(&error);
        QVERIFY2(catalog, qPrintable(error));
        MainWindow w(std::move(*catalog));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY2(w.openFile(example()), qPrintable(w.lastError()));
        auto *tree = w.findChild<QTreeWidget *>(QStringLiteral("summary"));
        QVERIFY(tree);
        QCOMPARE(valueOf(tree, QStringLiteral("GPUs")), QStringLiteral("1,024"));
        QCOMPARE(valueOf(tree, QStringLiteral("Nodes")), QStringLiteral("128"));
        QCOMPARE(valueOf(tree, QStringLiteral("Leaf switches")), QStringLiteral("32"));
        QCOMPARE(valueOf(tree, QStringLiteral("Spine switches")), QStringLiteral("16"));

        // A file that is not a project: message, and the example stays open.
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.fabricplan"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not a project\n");
        f.close();
        w.hide(); // no modal message box in the test
        QVERIFY(!w.openFile(bad));
        QVERIFY(!w.lastError().isEmpty());
        QCOMPARE(w.document()->project().nodes.empty(), false);
        QCOMPARE(w.document()->filePath(), example());
        QCOMPARE(valueOf(tree, QStringLiteral("GPUs")), QStringLiteral("1,024"));

        // Language switch at run time: menus and the summary retranslate.
        setLanguage(QStringLiteral("nl"));
        QCoreApplication::processEvents();
        QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&Bestand"));
        QCOMPARE(valueOf(tree, QStringLiteral("GPU's")), QStringLiteral("1.024"));
        setLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(w.menuBar()->actions().first()->text(), QStringLiteral("&File"));
        QVERIFY(w.close());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
