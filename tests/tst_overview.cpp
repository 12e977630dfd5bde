// SPDX-License-Identifier: GPL-3.0-or-later
// The canvas overview through the real main window (offscreen): on
// the 16,384-GPU example, whose 128-switch core row is wider than the pod Fit frames,
// the overview shows the whole drawing with the part in view framed; a click in it
// moves the canvas there; it hides once the whole drawing is in view, on a small
// design, and when View > Show overview is off.
#include "canvas/canvasoverview.h"
#include "canvas/canvasscene.h"
#include "canvas/canvasview.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "mainwindow.h"
#include "model/catalog.h"
#include "support/guisupport.h"
#include "support/testsupport.h"
#include "text/i18n.h"

#include <QAction>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace fp;

class TestOverview : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<MainWindow> makeWindow()
    {
        auto w = std::make_unique<MainWindow>(test::shippedCatalog());
        w->setPrompts(std::make_unique<test::RecordingPrompts>());
        w->setRecoveryDirectory(m_dir.filePath(QStringLiteral("recovery")));
        w->resize(1400, 900);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            qWarning("window not exposed");
        return w;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setLanguage(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
    }

    void overviewOfALargeDesign()
    {
        auto w = makeWindow();
        QVERIFY(w->openFile(test::examplePath(QStringLiteral("example-16384-h100.fabricplan"))));
        FabricView *view = w->view();
        CanvasOverview *overview = view->overview();
        QVERIFY(overview);
        view->zoomToFit();
        const QRectF items = w->scene()->itemsBoundingRect();
        // Fit frames the pod; the core row reaches beyond the canvas.
        QTRY_VERIFY(overview->isVisible());
        QVERIFY(overview->pictureSceneRect().contains(items));
        const QRectF shown = view->mapToScene(view->viewport()->rect()).boundingRect();
        QCOMPARE(overview->shownSceneRect(), shown);
        QVERIFY(!shown.contains(items));
        // Its place: the viewport's top-right corner, clear of the legend (bottom left).
        const QRect area = view->viewport()->geometry();
        QVERIFY(overview->geometry().right() <= area.right());
        QVERIFY(overview->geometry().top() >= area.top());
        QVERIFY(overview->geometry().left() > area.center().x());

        // A click moves the canvas's centre to the scene point under it: a point a
        // quarter in from the left of the drawing, halfway down.
        const QPointF target(items.left() + items.width() / 4, items.center().y());
        const QPointF at = overview->toWidget(QRectF(target, QSizeF(0, 0))).topLeft();
        QTest::mouseClick(overview, Qt::LeftButton, Qt::NoModifier, at.toPoint());
        const QPointF centre = view->mapToScene(view->viewport()->rect().center());
        // Within the scene distance of one overview pixel plus one canvas pixel.
        const double tolerance =
            overview->pictureSceneRect().width() / overview->width() + 1.0 / view->zoom();
        QVERIFY2(std::abs(centre.x() - target.x()) <= tolerance &&
                     std::abs(centre.y() - target.y()) <= tolerance,
                 qPrintable(QStringLiteral("centre %1,%2 target %3,%4 tolerance %5")
                                .arg(centre.x())
                                .arg(centre.y())
                                .arg(target.x())
                                .arg(target.y())
                                .arg(tolerance)));
        if (const QString shot = qEnvironmentVariable("FP_OVERVIEW_SCREENSHOT"); !shot.isEmpty()) {
            view->zoomToFit();
            QTest::qWait(400);
            QVERIFY(w->grab().save(shot));
        }

        // View > Show overview off hides it, on brings it back.
        QAction *toggle = w->findChild<QAction *>(QStringLiteral("actionOverview"));
        QVERIFY(toggle && toggle->isChecked());
        toggle->trigger();
        QVERIFY(!overview->isVisible());
        toggle->trigger();
        QVERIFY(overview->isVisible());

        // The whole drawing in view: no overview.
        view->fitInView(items.adjusted(-40, -40, 40, 40), Qt::KeepAspectRatio);
        emit view->zoomChanged(view->zoom());
        QTRY_VERIFY(!overview->isVisible());
        w->document()->undoStack()->setClean();
    }

    void noOverviewOnASmallDesign()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        edit::addNode(*doc, QStringLiteral("h100-8gpu"), QPointF(0, 200));
        edit::addSwitch(*doc, QStringLiteral("qm9700"), SwitchRole::Leaf, NoId, QPointF(0, 0));
        w->view()->resetZoom();
        w->view()->centerOn(0, 100);
        QTest::qWait(300);
        QVERIFY(!w->view()->overview()->isVisible());
        doc->undoStack()->setClean();
    }
};

QTEST_MAIN(TestOverview)
#include "tst_overview.moc"
