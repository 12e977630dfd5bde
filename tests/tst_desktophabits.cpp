// SPDX-License-Identifier: GPL-3.0-or-later
// Desktop habits through the real main window (offscreen): File >
// Print prints the report through the PDF's renderer (here to a PDF file through
// QPrinter, no dialog); Help > Manual (F1) shows the bilingual manual shipped as a
// resource and follows the language switch; About names the licence and the catalog
// read from the catalog itself.
#include "dialogs/helpdialogs.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "mainwindow.h"
#include "model/catalog.h"
#include "report/reportrenderer.h"
#include "support/guisupport.h"
#include "support/testsupport.h"
#include "text/i18n.h"
#include "version.h"

#include <QAction>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace fp;

namespace {

using test::RecordingPrompts;
using test::shippedCatalog;

// Pages of a PDF file: its /Type /Page objects (not /Pages).
int pdfPages(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray data = f.readAll();
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
    return static_cast<int>(QString::fromLatin1(data).count(page));
}

GeneratorParams small()
{
    GeneratorParams g;
    g.gpus = 128;
    g.nodeTypeId = QStringLiteral("h100-8gpu");
    return g;
}

} // namespace

class TestDesktopHabits : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<MainWindow> makeWindow(RecordingPrompts **prompts)
    {
        auto w = std::make_unique<MainWindow>(shippedCatalog());
        auto p = std::make_unique<RecordingPrompts>();
        *prompts = p.get();
        w->setPrompts(std::move(p));
        w->setRecoveryDirectory(m_dir.filePath(QStringLiteral("recovery")));
        w->resize(1400, 900);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            qWarning("window not exposed");
        QApplication::setActiveWindow(w.get());
        if (!QTest::qWaitForWindowActive(w.get()))
            qWarning("window not active");
        return w;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setLanguage(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
    }

    // File > Print on a QPrinter writing a PDF: the same pages as the exported PDF.
    void printGoesThroughTheReportRenderer()
    {
        RecordingPrompts *prompts = nullptr;
        auto w = makeWindow(&prompts);
        edit::replaceProject(*w->document(), test::generatedProject(small()),
                             QStringLiteral("Generate design"));
        QAction *print = w->findChild<QAction *>(QStringLiteral("actionPrint"));
        QVERIFY(print);
        QCOMPARE(print->shortcut(), QKeySequence(QKeySequence::Print));
        // Cancelled: nothing printed.
        print->trigger();
        QCOMPARE(prompts->printQuestions, 1);
        const QString printed = m_dir.filePath(QStringLiteral("printed.pdf"));
        QVERIFY(!QFile::exists(printed));
        prompts->printPdfPath = printed;
        print->trigger();
        QCOMPARE(prompts->printQuestions, 2);
        QVERIFY(QFile::exists(printed));
        // The report as the PDF export writes it, A4 like the printer.
        const QString exported = m_dir.filePath(QStringLiteral("exported.pdf"));
        QString error;
        int pages = 0;
        const Evaluation e = evaluate(w->document()->project(), shippedCatalog());
        QVERIFY2(writeReportPdf(w->document()->project(), shippedCatalog(), e, exported,
                                ReportOptions{}, &error, &pages),
                 qPrintable(error));
        QVERIFY(pages >= 10);
        QCOMPARE(pdfPages(exported), pages);
        QCOMPARE(pdfPages(printed), pages);
        // A4: 595 x 842 points (ISO 216, 210 x 297 mm).
        QFile f(printed);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        QVERIFY(data.contains("/MediaBox [0 0 595") || data.contains("/MediaBox [0 0 594"));
        QVERIFY(w->statusBar()->currentMessage().contains(QString::number(pages)));
        if (const QString keep = qEnvironmentVariable("FP_KEEP_PRINTED"); !keep.isEmpty())
            QFile::copy(printed, keep);
    }

    // F1 opens the manual, in the UI's language, and it follows the switch.
    void manualOnF1FollowsTheLanguage()
    {
        RecordingPrompts *prompts = nullptr;
        auto w = makeWindow(&prompts);
        QAction *manual = w->findChild<QAction *>(QStringLiteral("actionManual"));
        QVERIFY(manual);
        QVERIFY(manual->shortcuts().contains(QKeySequence(Qt::Key_F1)));
        QTest::keyClick(w.get(), Qt::Key_F1);
        auto *dialog = w->findChild<ManualDialog *>();
        QTRY_VERIFY(dialog && dialog->isVisible());
        auto *text = dialog->findChild<QTextBrowser *>(QStringLiteral("manualText"));
        QVERIFY(text);
        // Names of the real menu entries (the English texts of ui/bulkedit.cpp and
        // ui/mainwindow.cpp, without their accelerators).
        QVERIFY(text->toPlainText().contains(QStringLiteral("Connect rail by rail")));
        QVERIFY(text->toPlainText().contains(QStringLiteral("generation settings")));
        setLanguage(QStringLiteral("nl"));
        QTRY_VERIFY(text->toPlainText().contains(QStringLiteral("Rail voor rail bekabelen")));
        QVERIFY(text->toPlainText().contains(QStringLiteral("generatie-instellingen")));
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Handleiding van FabricPlanner"));
        setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(text->toPlainText().contains(QStringLiteral("Connect rail by rail")));
        // Both languages are shipped.
        QVERIFY(!manualHtml(QStringLiteral("en")).isEmpty());
        QVERIFY(manualHtml(QStringLiteral("nl")) != manualHtml(QStringLiteral("en")));
    }

    // About: the version, the licence, and the catalog as read from it.
    void aboutNamesLicenceAndCatalog()
    {
        const QString text = aboutText(shippedCatalog());
        QVERIFY(text.contains(QStringLiteral(FABRICPLANNER_VERSION)));
        QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
        // resources/catalog.json: "version": 1; its parts' price_year are 2024 and 2025.
        QVERIFY2(text.contains(QStringLiteral("format version 1")), qPrintable(text));
        // ... and its "date" (the review of 2026-12-07: no catalog date), in the locale.
        QVERIFY2(text.contains(QStringLiteral("Catalog of ") +
                               QLocale().toString(QDate(2026, 12, 7), QLocale::LongFormat)),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("2024\u20132025")), qPrintable(text));
        // Read from the catalog, not written in: a newer price shows.
        Catalog newer = shippedCatalog();
        newer.switches.front().priceYear = 2026;
        QVERIFY(aboutText(newer).contains(QStringLiteral("2024\u20132026")));
    }
};

QTEST_MAIN(TestDesktopHabits)
#include "tst_desktophabits.moc"
