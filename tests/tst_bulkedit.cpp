// SPDX-License-Identifier: GPL-3.0-or-later
// Bulk editing through the real main window (offscreen): a 4-node,
// 2-leaf, 1-spine cluster built and wired rail by rail in under 12 user actions, each
// bulk step one undo step; the refusals of the core functions; select by kind, tier,
// fabric and part; Shift/Ctrl-click extending the selection; changing the part of the
// selected switches; a group x N from the selection; Arrange; arrow-key nudges; the
// palette's leaf, spine and core entries; the canvas context menu.
//
// Figures by hand: an h100-8gpu node has 8 ConnectX-7 NICs of one 400 Gb/s InfiniBand
// port each (catalog), a QM9700 64 ports at 400 Gb/s. Rail r of a node goes to leaf
// r mod 2: each leaf takes 4 rails x 4 nodes = 16 links (6,400 Gb/s), so 1:1 needs
// 16 uplinks of 400 Gb/s, one link of bundle 16 to the one spine (32 of its 64 ports).
#include "bulkedit.h"
#include "canvas/canvasitems.h"
#include "canvas/canvasscene.h"
#include "canvas/canvasview.h"
#include "docks/analysisdock.h"
#include "docks/palettedock.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "mainwindow.h"
#include "model/catalog.h"
#include "model/invariants.h"
#include "prompts.h"
#include "support/guisupport.h"
#include "support/testsupport.h"
#include "text/i18n.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace fp;

namespace {

using test::RecordingPrompts;
using test::shippedCatalog;

QAction *action(MainWindow &w, const char *name)
{
    return w.findChild<QAction *>(QLatin1String(name));
}

// Drags a palette entry onto the canvas as a drop on the view's viewport.
void dropEntry(MainWindow &w, QTreeWidgetItem *item, QPointF scenePos)
{
    QTreeWidget *tree = w.palette()->tree();
    QVERIFY(item);
    const QModelIndex index = tree->indexFromItem(item);
    std::unique_ptr<QMimeData> mime(tree->model()->mimeData({index}));
    QVERIFY(mime);
    QWidget *viewport = w.view()->viewport();
    const QPoint at = w.view()->mapFromScene(scenePos);
    QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &drop);
}

int linksAt(const Project &p, Id switchId)
{
    int n = 0;
    for (const Link &l : p.links) {
        if (l.a.objectId == switchId || l.b.objectId == switchId)
            n += l.bundle;
    }
    return n;
}

} // namespace

class TestBulkEdit : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<MainWindow> makeWindow()
    {
        auto w = std::make_unique<MainWindow>(shippedCatalog());
        w->setPrompts(std::make_unique<RecordingPrompts>());
        w->setRecoveryDirectory(m_dir.filePath(QStringLiteral("recovery")));
        w->resize(1400, 900);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            qWarning("window not exposed");
        // Shortcuts need the active window (on a real X server as well as offscreen).
        QApplication::setActiveWindow(w.get());
        if (!QTest::qWaitForWindowActive(w.get()))
            qWarning("window not active");
        w->view()->resetZoom();
        w->view()->centerOn(0, 200);
        return w;
    }

    // 4 h100-8gpu nodes, 2 QM9700 leaves and 1 spine through the edit facade.
    struct Cluster {
        IdList nodes;
        IdList leaves;
        Id spine = NoId;
    };
    static Cluster buildCluster(ProjectDocument &doc, int nodes = 4)
    {
        Cluster c;
        for (int i = 0; i < nodes; ++i)
            c.nodes.push_back(
                edit::addNode(doc, QStringLiteral("h100-8gpu"), QPointF(i * 240, 300)));
        for (int i = 0; i < 2; ++i)
            c.leaves.push_back(edit::addSwitch(doc, QStringLiteral("qm9700"), SwitchRole::Leaf,
                                               NoId, QPointF(i * 400, 0)));
        c.spine = edit::addSwitch(doc, QStringLiteral("qm9700"), SwitchRole::Spine, NoId,
                                  QPointF(200, -300));
        return c;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setLanguage(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
    }

    // The core function: rails, bundles, speeds, refusals, one undo step.
    void connectRailByRailWiresRailsAndUplinks()
    {
        ProjectDocument doc(shippedCatalog());
        const Cluster c = buildCluster(doc);
        IdList all = c.nodes;
        all.insert(all.end(), c.leaves.begin(), c.leaves.end());
        all.push_back(c.spine);
        const int steps = doc.undoStack()->count();
        QString why;
        QCOMPARE(edit::connectRailByRail(doc, all, &why), 34); // 32 NIC links + 2 uplinks
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        const Project &p = doc.project();
        QCOMPARE(p.links.size(), size_t(34));
        for (const Link &l : p.links) {
            if (l.a.nicIndex >= 0) {
                // NIC i of every node on leaf i mod 2, at the NIC's 400 Gb/s.
                QCOMPARE(l.b.objectId, c.leaves[size_t(l.a.nicIndex % 2)]);
                QCOMPARE(l.gbitPerS, 400.0);
                QCOMPARE(l.bundle, 1);
            } else {
                QCOMPARE(l.b.objectId, c.spine);
                QCOMPARE(l.bundle, 16);
                QCOMPARE(l.gbitPerS, 400.0);
            }
        }
        QCOMPARE(linksAt(p, c.leaves[0]), 32); // 16 down + 16 up of 64
        QCOMPARE(linksAt(p, c.leaves[1]), 32);
        QCOMPARE(linksAt(p, c.spine), 32);
        for (const Issue &issue : checkInvariants(p, doc.catalog()))
            QVERIFY2(issue.severity != Severity::Error, qPrintable(issue.text));

        // Again: nothing left to connect, refused in one line, no step.
        QCOMPARE(edit::connectRailByRail(doc, all, &why), 0);
        QVERIFY(why.startsWith(QStringLiteral("Nothing to connect")));
        QVERIFY(!why.contains(QLatin1Char('\n')));
        QCOMPARE(doc.undoStack()->count(), steps + 1);

        // One undo removes the whole wiring.
        doc.undoStack()->undo();
        QVERIFY(doc.project().links.empty());
        doc.undoStack()->redo();
        QCOMPARE(doc.project().links.size(), size_t(34));

        // Nothing but nodes: refused.
        QCOMPARE(edit::connectRailByRail(doc, c.nodes, &why), 0);
        QVERIFY(why.startsWith(QStringLiteral("Nothing to connect")));
    }

    void connectRailByRailRefusesOverusedPorts()
    {
        // 9 nodes x 8 rails = 72 links on one 64-port leaf: refused, no step.
        ProjectDocument doc(shippedCatalog());
        const Cluster c = buildCluster(doc, 9);
        IdList sel = c.nodes;
        sel.push_back(c.leaves[0]);
        const int steps = doc.undoStack()->count();
        QString why;
        QCOMPARE(edit::connectRailByRail(doc, sel, &why), 0);
        QVERIFY2(why.startsWith(QStringLiteral("Not connected: ")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("Leaf 1")), qPrintable(why));
        QCOMPARE(doc.undoStack()->count(), steps);
        QVERIFY(doc.project().links.empty());
        // With both leaves the 72 links fit (36 each).
        sel.push_back(c.leaves[1]);
        QCOMPARE(edit::connectRailByRail(doc, sel, &why), 72);
        QCOMPARE(linksAt(doc.project(), c.leaves[0]), 36);
    }

    // Three spines: uplink g (counted over the leaves) goes to spine g mod 3. Leaf 1's
    // 16 uplinks are g = 0..15: 6, 5, 5 to spines 1-3; leaf 2's g = 16..31: 5, 6, 5.
    void connectRailByRailSpreadsUplinksEvenly()
    {
        ProjectDocument doc(shippedCatalog());
        const Cluster c = buildCluster(doc);
        IdList spines{c.spine};
        for (int i = 0; i < 2; ++i)
            spines.push_back(edit::addSwitch(doc, QStringLiteral("qm9700"), SwitchRole::Spine, NoId,
                                             QPointF(i * 300, -300)));
        IdList sel = c.nodes;
        sel.insert(sel.end(), c.leaves.begin(), c.leaves.end());
        sel.insert(sel.end(), spines.begin(), spines.end());
        QCOMPARE(edit::connectRailByRail(doc, sel), 32 + 6);
        auto bundle = [&doc](Id leaf, Id spine) {
            for (const Link &l : doc.project().links) {
                if (l.a.objectId == leaf && l.b.objectId == spine)
                    return l.bundle;
            }
            return 0;
        };
        QCOMPARE(bundle(c.leaves[0], spines[0]), 6);
        QCOMPARE(bundle(c.leaves[0], spines[1]), 5);
        QCOMPARE(bundle(c.leaves[0], spines[2]), 5);
        QCOMPARE(bundle(c.leaves[1], spines[0]), 5);
        QCOMPARE(bundle(c.leaves[1], spines[1]), 6);
        QCOMPARE(bundle(c.leaves[1], spines[2]), 5);
    }

    // A flat design of 1,024 nodes and 128 leaves (8,192 GPUs, no groups): 128 leaves are
    // 16 units of the 8 rails, 64 nodes per unit; 8,192 links planned, checked and added
    // in one step quickly, each leaf full (64 of 64 ports),
    // and the second call finds nothing to connect quickly too.
    void connectRailByRailOnALargeFlatDesign()
    {
        ProjectDocument doc(shippedCatalog());
        IdList all;
        for (int i = 0; i < 1024; ++i)
            all.push_back(edit::addNode(doc, QStringLiteral("h100-8gpu"), QPointF(i * 240, 300)));
        for (int i = 0; i < 128; ++i)
            all.push_back(edit::addSwitch(doc, QStringLiteral("qm9700"), SwitchRole::Leaf, NoId,
                                          QPointF(i * 400, 0)));
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(edit::connectRailByRail(doc, all), 8192);
        const qint64 wireMs = clock.restart();
        // 16 units of 8 leaves, 64 nodes each: node k's rail r on leaf 8 x (k / 64) + r.
        for (std::size_t i = 1024; i < all.size(); ++i)
            QCOMPARE(linksAt(doc.project(), all[i]), 64);
        for (const Link &l : doc.project().links) {
            const std::size_t k =
                std::size_t(std::find(all.begin(), all.end(), l.a.objectId) - all.begin());
            QCOMPARE(l.b.objectId, all[1024 + 8 * (k / 64) + std::size_t(l.a.nicIndex)]);
        }
        clock.restart();
        QString why;
        QCOMPARE(edit::connectRailByRail(doc, all, &why), 0);
        const qint64 againMs = clock.elapsed();
        qInfo("8,192 links wired in %lld ms; nothing to connect found in %lld ms", wireMs, againMs);
        QVERIFY2(why.startsWith(QStringLiteral("Nothing to connect")), qPrintable(why));
        QVERIFY2(wireMs < 10000 && againMs < 5000, qPrintable(QString::number(wireMs)));
    }

    // Dual-port NICs: a ConnectX-8 runs 2 x 400 Gb/s on Ethernet (catalog), so a
    // b300-8gpu node has 16 rails, rail r = 2 x NIC + port; with 2 leaves rail r mod 2
    // is the port: port 0 of every NIC on leaf 1, port 1 on leaf 2. Each SN5600 leaf
    // takes 2 nodes x 8 = 16 links of 400 Gb/s and as many uplinks at 400 Gb/s (the
    // SN5600 runs 128 x 400), one link of bundle 16 to the spine.
    void connectRailByRailDualPortEthernet()
    {
        ProjectDocument doc(shippedCatalog());
        IdList sel;
        for (int i = 0; i < 2; ++i)
            sel.push_back(edit::addNode(doc, QStringLiteral("b300-8gpu"), QPointF(i * 240, 300)));
        IdList leaves;
        for (int i = 0; i < 2; ++i)
            leaves.push_back(edit::addSwitch(doc, QStringLiteral("sn5600"), SwitchRole::Leaf, NoId,
                                             QPointF(i * 400, 0)));
        const Id spine = edit::addSwitch(doc, QStringLiteral("sn5600"), SwitchRole::Spine, NoId,
                                         QPointF(200, -300));
        sel.insert(sel.end(), leaves.begin(), leaves.end());
        sel.push_back(spine);
        QCOMPARE(edit::connectRailByRail(doc, sel), 34);
        int nicLinks = 0;
        for (const Link &l : doc.project().links) {
            QCOMPARE(l.gbitPerS, 400.0);
            if (l.a.nicIndex >= 0) {
                ++nicLinks;
                QCOMPARE(l.b.objectId, leaves[size_t(l.a.port)]);
            } else {
                QCOMPARE(l.b.objectId, spine);
                QCOMPARE(l.bundle, 16);
            }
        }
        QCOMPARE(nicLinks, 32);
        for (const Issue &issue : checkInvariants(doc.project(), doc.catalog()))
            QVERIFY2(issue.severity != Severity::Error, qPrintable(issue.text));
    }

    // NDR200 nodes (h100-8gpu-dual: 8 x 2 x 200G) on QM9700 leaves: the leaves run split
    // ports for the nodes, and the uplinks run at 400G, the whole module port
    // (SwitchType::trunkGbitPerS): 2 nodes x 16 ports on 2 leaves, 16 x 200G = 3,200 Gb/s
    // down per leaf, so 8 uplinks of 400G to the spine (16 of 200G before, each taking a
    // whole 400G port).
    void connectRailByRailSplitPortsTakeWholeUplinks()
    {
        ProjectDocument doc(shippedCatalog());
        IdList sel;
        for (int i = 0; i < 2; ++i)
            sel.push_back(
                edit::addNode(doc, QStringLiteral("h100-8gpu-dual"), QPointF(i * 240, 300)));
        for (int i = 0; i < 2; ++i)
            sel.push_back(edit::addSwitch(doc, QStringLiteral("qm9700"), SwitchRole::Leaf, NoId,
                                          QPointF(i * 400, 0)));
        sel.push_back(edit::addSwitch(doc, QStringLiteral("qm9700"), SwitchRole::Spine, NoId,
                                      QPointF(200, -300)));
        QCOMPARE(edit::connectRailByRail(doc, sel), 32 + 2);
        for (const Link &l : doc.project().links) {
            if (l.a.nicIndex >= 0) {
                QCOMPARE(l.gbitPerS, 200.0);
            } else {
                QCOMPARE(l.gbitPerS, 400.0);
                QCOMPARE(l.bundle, 8);
            }
        }
    }

    // The issue's walkthrough in the real window: drops from the palette, Select all,
    // Connect rail by rail from the Edit menu's action; under 12 user actions.
    void fourNodeClusterInUnderTwelveActions()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        QUndoStack *undo = doc->undoStack();
        int actions = 0;
        for (int i = 0; i < 4; ++i, ++actions)
            dropEntry(*w, w->palette()->itemFor(QStringLiteral("h100-8gpu")),
                      QPointF(i * 240, 300));
        for (int i = 0; i < 2; ++i, ++actions)
            dropEntry(*w, w->palette()->itemFor(QStringLiteral("qm9700")),
                      QPointF(120 + i * 480, 0));
        // The spine from the palette's "Fabric switches": the drop asks for the part among
        // the InfiniBand switches, the design's QM9700 first; picking it is one more action.
        QStringList offered;
        w->scene()->setPartChooser([&offered](const QStringList &ids) {
            offered = ids;
            return ids.front();
        });
        dropEntry(*w, w->palette()->itemFor(QStringLiteral("spine")), QPointF(360, -300));
        actions += 2;
        QCOMPARE(offered.front(), QStringLiteral("qm9700"));
        const Project &p = doc->project();
        QCOMPARE(p.switches.size(), size_t(3));
        QCOMPARE(p.switches[2].switchTypeId, QStringLiteral("qm9700"));
        QCOMPARE(p.switches[2].tier, 1);
        QCOMPARE(p.switches[2].name, QStringLiteral("Spine 1"));
        QCOMPARE(p.switches[2].role, SwitchRole::Spine);

        QTest::keyClick(w->view()->viewport(), Qt::Key_A, Qt::ControlModifier); // Select all
        ++actions;
        QCOMPARE(w->scene()->selectedIds().size(), size_t(7));
        const int before = undo->count();
        QAction *connect = action(*w, "actionConnectRails");
        QVERIFY(connect && connect->isEnabled());
        QTest::keyClick(w->view()->viewport(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        ++actions;
        QCOMPARE(actions, 10); // 4 nodes, 2 leaves, 1 spine and its part, select all, connect
        QCOMPARE(undo->count(), before + 1);
        QCOMPARE(p.links.size(), size_t(34));
        QCOMPARE(linksAt(p, p.switches[0].id), 32);
        QCOMPARE(linksAt(p, p.switches[2].id), 32);
        QVERIFY(w->statusBar()->currentMessage().contains(QStringLiteral("34")));
        QCOMPARE(action(*w, "actionUndo")->text(), QStringLiteral("&Undo Connect rail by rail"));
        // docs/screenshot-bulk-wiring.png: FP_BULK_SCREENSHOT=<png> under xvfb-run.
        if (const QString shot = qEnvironmentVariable("FP_BULK_SCREENSHOT"); !shot.isEmpty()) {
            w->scene()->setSelectedIds({});
            w->view()->zoomToFit();
            // The dock's figures of the wired cluster, not of the empty design before.
            QTRY_VERIFY_WITH_TIMEOUT(!w->findChild<AnalysisWidget *>()->isStale(), 30000);
            QTest::qWait(300);
            QVERIFY(w->grab().save(shot));
        }
        undo->undo();
        QVERIFY(p.links.empty());
        QCOMPARE(p.nodes.size(), size_t(4));
        undo->redo();
        QCOMPARE(p.links.size(), size_t(34));
        undo->setClean();
    }

    // Edit > Select by: kind, tier, fabric and part, from the menus' actions.
    void selectByKindTierFabricAndPart()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        const Cluster c = buildCluster(*doc);
        IdList all = c.nodes;
        all.insert(all.end(), c.leaves.begin(), c.leaves.end());
        all.push_back(c.spine);
        QCOMPARE(edit::connectRailByRail(*doc, all), 34);
        auto pick = [&w](const char *menuName, int index) {
            auto *menu = w->findChild<QMenu *>(QLatin1String(menuName));
            QVERIFY(menu);
            emit w->bulkEdit()->selectMenu()->aboutToShow(); // filled when shown
            QVERIFY(index < menu->actions().size());
            menu->actions().at(index)->trigger();
        };
        auto sorted = [](IdList ids) {
            std::sort(ids.begin(), ids.end());
            return ids;
        };
        pick("menuSelectKind", 0); // Nodes
        QCOMPARE(sorted(w->scene()->selectedIds()), c.nodes);
        pick("menuSelectTier", 0); // Leaf switches
        QCOMPARE(sorted(w->scene()->selectedIds()), c.leaves);
        pick("menuSelectTier", 1); // Spine switches
        QCOMPARE(w->scene()->selectedIds(), IdList{c.spine});
        pick("menuSelectKind", 2); // Links
        QCOMPARE(w->scene()->selectedIds().size(), size_t(34));
        pick("menuSelectFabric", 0); // the one fabric: its 3 switches and 34 links
        QCOMPARE(w->scene()->selectedIds().size(), size_t(37));
        auto *parts = w->findChild<QMenu *>(QStringLiteral("menuSelectPart"));
        QCOMPARE(parts->actions().size(), 2); // the node type, the switch type
        QVERIFY(parts->actions().at(1)->text().contains(QStringLiteral("QM9700")));
        pick("menuSelectPart", 1);
        QCOMPARE(w->scene()->selectedIds().size(), size_t(3));
        doc->undoStack()->setClean();
    }

    // Shift+click and Ctrl+click add to the selection; a plain click replaces it.
    void shiftAndCtrlClickExtendTheSelection()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        const Cluster c = buildCluster(*doc);
        QWidget *viewport = w->view()->viewport();
        auto at = [&w](Id id) {
            return w->view()->mapFromScene(w->scene()->itemFor(id)->sceneBoundingRect().center());
        };
        QTest::mouseClick(viewport, Qt::LeftButton, {}, at(c.nodes[0]));
        QCOMPARE(w->scene()->selectedIds(), IdList{c.nodes[0]});
        QTest::mouseClick(viewport, Qt::LeftButton, Qt::ShiftModifier, at(c.nodes[1]));
        QCOMPARE(w->scene()->selectedIds().size(), size_t(2));
        QTest::mouseClick(viewport, Qt::LeftButton, Qt::ControlModifier, at(c.leaves[0]));
        QCOMPARE(w->scene()->selectedIds().size(), size_t(3));
        QTest::mouseClick(viewport, Qt::LeftButton, Qt::ShiftModifier, at(c.nodes[1])); // off again
        QCOMPARE(w->scene()->selectedIds().size(), size_t(2));
        QTest::mouseClick(viewport, Qt::LeftButton, {}, at(c.spine));
        QCOMPARE(w->scene()->selectedIds(), IdList{c.spine});
        doc->undoStack()->setClean();
    }

    // A right click on a switch offers the actions that apply to it.
    void contextMenuOffersTheActionsThatApply()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        const Cluster c = buildCluster(*doc);
        const QPointF leaf = w->scene()->itemFor(c.leaves[0])->sceneBoundingRect().center();
        std::unique_ptr<QMenu> menu(w->contextMenuAt(leaf));
        QCOMPARE(w->scene()->selectedIds(), IdList{c.leaves[0]});
        QStringList names;
        for (QAction *a : menu->actions())
            names << (a->menu() ? a->menu()->objectName() : a->objectName());
        QVERIFY2(names.contains(QStringLiteral("menuChangePart")),
                 qPrintable(names.join(QLatin1Char(' '))));
        QVERIFY(names.contains(QStringLiteral("actionDelete")));
        QVERIFY(!names.contains(QStringLiteral("actionConnectRails"))); // a leaf alone
        // With the nodes selected too, Connect rail by rail applies.
        IdList sel = c.nodes;
        sel.push_back(c.leaves[0]);
        w->scene()->setSelectedIds(sel);
        menu.reset(w->contextMenuAt(leaf));
        QCOMPARE(w->scene()->selectedIds().size(), size_t(5)); // kept: the leaf is in it
        QVERIFY(menu->actions().contains(action(*w, "actionConnectRails")));
        menu.reset();

        // A real right click (no pan) on the spine pops the menu up for it.
        const QPoint spine =
            w->view()->mapFromScene(w->scene()->itemFor(c.spine)->sceneBoundingRect().center());
        QTest::mouseClick(w->view()->viewport(), Qt::RightButton, {}, spine);
        QMenu *popup = nullptr;
        QTRY_VERIFY((popup = w->findChild<QMenu *>(QStringLiteral("canvasContextMenu"))) &&
                    popup->isVisible());
        QCOMPARE(w->scene()->selectedIds(), IdList{c.spine});
        popup->close();
        doc->undoStack()->setClean();
    }

    // Edit > Change switch part: all selected switches in one step; refusals in one line.
    void changePartOfTheSelectedSwitches()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        const Cluster c = buildCluster(*doc);
        IdList all = c.nodes;
        all.insert(all.end(), c.leaves.begin(), c.leaves.end());
        all.push_back(c.spine);
        QCOMPARE(edit::connectRailByRail(*doc, all), 34);
        IdList switches = c.leaves;
        switches.push_back(c.spine);
        w->scene()->setSelectedIds(switches);
        QMenu *parts = w->bulkEdit()->partMenu();
        QVERIFY(parts->isEnabled());
        emit parts->aboutToShow();
        // The InfiniBand switches of the catalog with 400 Gb/s ports, the links' speed:
        // QM9700 and QM9790; not the Q3400 (144 x 800 only).
        QStringList ids;
        for (QAction *a : parts->actions())
            ids << a->data().toString();
        QCOMPARE(ids, (QStringList{QStringLiteral("qm9700"), QStringLiteral("qm9790")}));
        const int steps = doc->undoStack()->count();
        parts->actions().at(1)->trigger(); // QM9790
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        for (Id id : switches)
            QCOMPARE(doc->project().switchById(id)->switchTypeId, QStringLiteral("qm9790"));
        doc->undoStack()->undo();
        for (Id id : switches)
            QCOMPARE(doc->project().switchById(id)->switchTypeId, QStringLiteral("qm9700"));

        // The Q3400 has no 400 Gb/s ports (144 x 800): refused in the edit layer too, no
        // step.
        QString why;
        QVERIFY(!edit::changeSwitchPart(*doc, switches, QStringLiteral("q3400"), &why));
        QCOMPARE(doc->undoStack()->index(), steps);
        QVERIFY(doc->undoStack()->canRedo()); // nothing was pushed over the undone step
        QCOMPARE(why, QStringLiteral("NVIDIA Quantum-X800 Q3400 has no ports at 400 Gb/s, the "
                                     "speed of the links of Leaf 1."));
        // Another technology, and a part the catalog lacks.
        QVERIFY(!edit::changeSwitchPart(*doc, switches, QStringLiteral("sn5600"), &why));
        QCOMPARE(why, doc->catalog().switchType(QStringLiteral("sn5600"))->name +
                          QStringLiteral(" is for Ethernet, but Leaf 1 is in the InfiniBand "
                                         "fabric."));
        QVERIFY(!edit::changeSwitchPart(*doc, switches, QStringLiteral("no-such-switch"), &why));
        QCOMPARE(why, QStringLiteral("The catalogue has no switch \"no-such-switch\"."));
        QVERIFY(!edit::changeSwitchPart(*doc, c.nodes, QStringLiteral("qm9790"), &why));
        QCOMPARE(doc->undoStack()->index(), steps);
        QVERIFY(doc->undoStack()->canRedo());
        doc->undoStack()->setClean();
    }

    // The part menu of Ethernet leaves at 400 Gb/s offers no 1GbE management switch
    // (SN2201: 48 x 1 and 4 x 100 Gb/s), and the new-design dialog none either.
    void partMenuOffersSwitchesForTheLinkSpeed()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        GeneratorParams params;
        params.gpus = 64;
        params.nodeTypeId = QStringLiteral("h100-8gpu");
        params.technology = Technology::Ethernet;
        params.switchTypeId = QStringLiteral("sn5600");
        edit::replaceProject(*doc, test::generatedProject(params), QStringLiteral("Generate"));
        IdList leaves;
        for (const Switch &s : doc->project().switches)
            if (s.tier == 0)
                leaves.push_back(s.id);
        QVERIFY(!leaves.empty());
        w->scene()->setSelectedIds(leaves);
        QMenu *parts = w->bulkEdit()->partMenu();
        emit parts->aboutToShow();
        QStringList ids;
        for (QAction *a : parts->actions())
            ids << a->data().toString();
        QVERIFY2(ids.contains(QStringLiteral("sn5600")), qPrintable(ids.join(u',')));
        QVERIFY2(!ids.contains(QStringLiteral("sn2201")), qPrintable(ids.join(u',')));
        const Catalog &c = doc->catalog();
        for (const SwitchType *s : c.switchesFor(Technology::Ethernet, 400))
            QVERIFY(ids.contains(s->id));
        QCOMPARE(ids.size(),
                 static_cast<qsizetype>(c.switchesFor(Technology::Ethernet, 400).size()));
        doc->undoStack()->setClean();
    }

    // Edit > Make group x N: the nodes and leaves as one unit x 4, one step.
    void selectionBecomesAGroupTimesN()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        const Cluster c = buildCluster(*doc);
        IdList all = c.nodes;
        all.insert(all.end(), c.leaves.begin(), c.leaves.end());
        all.push_back(c.spine);
        QCOMPARE(edit::connectRailByRail(*doc, all), 34);
        QCOMPARE(expandedGpuCount(doc->project(), doc->catalog()), 32); // 4 nodes x 8 GPUs

        // The leaves alone: the nodes below them would link in from outside.
        w->scene()->setSelectedIds(c.leaves);
        int asked = 0;
        w->bulkEdit()->setRepeatPrompt([&asked](QWidget *) {
            ++asked;
            return 4;
        });
        const int steps = doc->undoStack()->index();
        action(*w, "actionMakeGroup")->trigger();
        QCOMPARE(asked, 1);
        QCOMPARE(doc->undoStack()->index(), steps);
        QVERIFY(doc->project().groups.empty());
        QCOMPARE(w->statusBar()->currentMessage(),
                 QStringLiteral("Leaf 1 links into the group from Node 1, which is left outside: "
                                "select it too."));

        IdList unit = c.nodes;
        unit.insert(unit.end(), c.leaves.begin(), c.leaves.end());
        w->scene()->setSelectedIds(unit);
        action(*w, "actionMakeGroup")->trigger();
        QCOMPARE(doc->undoStack()->index(), steps + 1);
        const Project &p = doc->project();
        QCOMPARE(p.groups.size(), size_t(1));
        const Group g = p.groups.front();
        QCOMPARE(g.repeat, 4);
        for (Id id : c.nodes)
            QCOMPARE(p.node(id)->groupId, g.id);
        for (Id id : c.leaves)
            QCOMPARE(p.switchById(id)->groupId, g.id);
        QCOMPARE(p.switchById(c.spine)->groupId, NoId);
        QCOMPARE(p.links.size(), size_t(34));               // the links stay
        QCOMPARE(expandedGpuCount(p, doc->catalog()), 128); // 4 x 32
        QCOMPARE(w->scene()->selectedIds(), IdList{g.id});
        QCOMPARE(action(*w, "actionUndo")->text(), QStringLiteral("&Undo Make group × 4"));

        doc->undoStack()->undo();
        QVERIFY(doc->project().groups.empty());
        for (Id id : c.nodes)
            QCOMPARE(doc->project().node(id)->groupId, NoId);
        QCOMPARE(expandedGpuCount(doc->project(), doc->catalog()), 32);

        // Already grouped, and a repeat out of range: refused.
        doc->undoStack()->redo();
        QString why;
        QCOMPARE(edit::groupSelection(*doc, c.nodes, 2, &why), NoId);
        QVERIFY2(why.startsWith(QStringLiteral("Node 1 is already in the group")), qPrintable(why));
        doc->undoStack()->undo();
        QCOMPARE(edit::groupSelection(*doc, c.nodes, 0, &why), NoId);
        QVERIFY(!why.isEmpty());
        doc->undoStack()->setClean();
    }

    // Edit > Ungroup, the inverse of Make group: refused in one line while the group
    // repeats 4 times (3 copies would vanish); at repeat 1 the members leave the group,
    // the group row goes, one step, the members selected; undo brings the group back.
    void ungroupAGroupOfRepeatOne()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        const Cluster c = buildCluster(*doc);
        IdList all = c.nodes;
        all.insert(all.end(), c.leaves.begin(), c.leaves.end());
        all.push_back(c.spine);
        QCOMPARE(edit::connectRailByRail(*doc, all), 34);
        IdList unit = c.nodes;
        unit.insert(unit.end(), c.leaves.begin(), c.leaves.end());
        const Id g = edit::groupSelection(*doc, unit, 4);
        QVERIFY(g != NoId);
        QCOMPARE(expandedGpuCount(doc->project(), doc->catalog()), 128); // 4 x 4 nodes x 8

        QAction *ungroup = action(*w, "actionUngroup");
        w->scene()->setSelectedIds({c.spine}); // not grouped: nothing to ungroup
        QVERIFY(!ungroup->isEnabled());
        // A member selected stands for its group; the context menu offers Ungroup.
        w->scene()->setSelectedIds({c.nodes[0]});
        QVERIFY(ungroup->isEnabled());
        const QPointF node = w->scene()->itemFor(c.nodes[1])->sceneBoundingRect().center();
        std::unique_ptr<QMenu> menu(w->contextMenuAt(node));
        QCOMPARE(w->scene()->selectedIds(), IdList{c.nodes[1]});
        QVERIFY(menu->actions().contains(ungroup));
        menu.reset(w->contextMenuAt(w->scene()->itemFor(c.spine)->sceneBoundingRect().center()));
        QVERIFY(!menu->actions().contains(ungroup));
        menu.reset();
        w->scene()->setSelectedIds({g});
        QVERIFY(ungroup->isEnabled());

        const int steps = doc->undoStack()->index();
        ungroup->trigger();
        QCOMPARE(doc->undoStack()->index(), steps);
        QCOMPARE(doc->project().groups.size(), size_t(1));
        QCOMPARE(w->statusBar()->currentMessage(),
                 QStringLiteral("Group 1 repeats 4 times: set its repeat to 1 first, or its "
                                "other copies would be lost."));

        QVERIFY(edit::setGroupRepeat(*doc, {g}, 1));
        w->scene()->setSelectedIds({g});
        ungroup->trigger();
        QCOMPARE(doc->undoStack()->index(), steps + 2); // the repeat, then the ungroup
        const Project &p = doc->project();
        QVERIFY(p.groups.empty());
        for (Id id : c.nodes)
            QCOMPARE(p.node(id)->groupId, NoId);
        for (Id id : c.leaves)
            QCOMPARE(p.switchById(id)->groupId, NoId);
        QCOMPARE(p.links.size(), size_t(34));
        QCOMPARE(expandedGpuCount(p, doc->catalog()), 32);
        QCOMPARE(w->scene()->selectedIds(), unit);
        QCOMPARE(action(*w, "actionUndo")->text(), QStringLiteral("&Undo Ungroup"));

        doc->undoStack()->undo();
        QCOMPARE(doc->project().groups.size(), size_t(1));
        for (Id id : unit)
            QVERIFY(doc->project().node(id) ? doc->project().node(id)->groupId == g
                                            : doc->project().switchById(id)->groupId == g);
        // Nothing selected that is grouped: refused in one line by the edit layer.
        QString why;
        QCOMPARE(edit::ungroupSelection(*doc, {c.spine}, &why), 0);
        QCOMPARE(why, QStringLiteral("Select a group to ungroup."));
        doc->undoStack()->setClean();
    }

    // Edit > Arrange: a row at the top-most one's height, evenly spread, one step each.
    void arrangeInARowAndSpread()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        IdList ids;
        const QPointF at[] = {{0, 300}, {100, 340}, {700, 320}};
        for (const QPointF &p : at)
            ids.push_back(edit::addNode(*doc, QStringLiteral("h100-8gpu"), p));
        w->scene()->setSelectedIds(ids);
        auto *arrange = w->findChild<QMenu *>(QStringLiteral("menuArrange"));
        QVERIFY(arrange && arrange->isEnabled());
        const int steps = doc->undoStack()->index();
        arrange->actions().at(0)->trigger(); // In a row
        QCOMPARE(doc->undoStack()->index(), steps + 1);
        for (Id id : ids)
            QCOMPARE(doc->project().node(id)->pos.y(), 300.0);
        arrange->actions().at(2)->trigger(); // Spread horizontally: 0, 350, 700
        QCOMPARE(doc->undoStack()->index(), steps + 2);
        QCOMPARE(doc->project().node(ids[1])->pos, QPointF(350, 300));
        QCOMPARE(doc->project().node(ids[2])->pos, QPointF(700, 300));
        doc->undoStack()->undo();
        QCOMPARE(doc->project().node(ids[1])->pos, QPointF(100, 300));
        doc->undoStack()->undo();
        QCOMPARE(doc->project().node(ids[1])->pos, QPointF(100, 340));
        // Lined up already: no step.
        w->scene()->setSelectedIds({ids[0]});
        QCOMPARE(edit::arrangeObjects(*doc, {ids[0]}, edit::Arrange::Row), 0);
        doc->undoStack()->setClean();
    }

    // Arrow keys: one step per press, a held key's repeats merged into it.
    void arrowKeysNudgeOneStepPerPress()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        const Cluster c = buildCluster(*doc);
        const QPointF start = doc->project().switchById(c.spine)->pos;
        w->scene()->setSelectedIds({c.spine});
        w->view()->setFocus();
        QUndoStack *undo = doc->undoStack();
        const int steps = undo->index();
        QTest::keyClick(w->view(), Qt::Key_Right);
        QCOMPARE(undo->index(), steps + 1);
        QCOMPARE(doc->project().switchById(c.spine)->pos, start + QPointF(10, 0));
        QTest::keyClick(w->view(), Qt::Key_Right); // a new press: a new step
        QCOMPARE(undo->index(), steps + 2);
        // Held: the auto-repeats join the press before them.
        for (int i = 0; i < 3; ++i) {
            QKeyEvent repeat(QEvent::KeyPress, Qt::Key_Right, Qt::NoModifier, QString(), true);
            QApplication::sendEvent(w->view(), &repeat);
        }
        QCOMPARE(undo->index(), steps + 2);
        QCOMPARE(doc->project().switchById(c.spine)->pos, start + QPointF(50, 0));
        QTest::keyClick(w->view(), Qt::Key_Down, Qt::ShiftModifier); // five grid steps
        QCOMPARE(doc->project().switchById(c.spine)->pos, start + QPointF(50, 50));
        QCOMPARE(undo->index(), steps + 3);
        undo->undo();
        undo->undo(); // the held key's press and repeats at once
        QCOMPARE(doc->project().switchById(c.spine)->pos, start + QPointF(10, 0));
        // Without a selection the arrows scroll and move nothing.
        w->scene()->setSelectedIds({});
        QTest::keyClick(w->view(), Qt::Key_Left);
        QCOMPARE(undo->index(), steps + 1);
        undo->setClean();
    }

    // The palette's leaf, spine and core entries drop a switch of that tier.
    void paletteDropsLeafSpineAndCore()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        // The drop asks which part: in an empty design every switch of the catalog (12 in
        // resources/catalog.json), its first one first; cancelled, nothing is dropped.
        QStringList offered;
        QString pick;
        w->scene()->setPartChooser([&offered, &pick](const QStringList &ids) {
            offered = ids;
            return pick;
        });
        dropEntry(*w, w->palette()->itemFor(QStringLiteral("core")), QPointF(0, -600));
        QCOMPARE(offered.size(), 12);
        QCOMPARE(offered.front(), QStringLiteral("qm9700"));
        QVERIFY(doc->project().switches.empty());
        // An Ethernet part picked: the core is an SN5600.
        pick = QStringLiteral("sn5600");
        dropEntry(*w, w->palette()->itemFor(QStringLiteral("core")), QPointF(0, -600));
        QCOMPARE(doc->project().switches.size(), size_t(1));
        const Switch core = doc->project().switches[0];
        QCOMPARE(core.role, SwitchRole::Core);
        QCOMPARE(core.tier, 2);
        QCOMPARE(core.switchTypeId, QStringLiteral("sn5600"));
        // Now only the Ethernet switches of the catalog (9 of the 12), the SN5600 first;
        // an InfiniBand part cannot join the Ethernet fabric and is not offered.
        pick = QStringLiteral("tomahawk5");
        dropEntry(*w, w->palette()->itemFor(QStringLiteral("leaf")), QPointF(0, 0));
        QCOMPARE(offered.size(), 9);
        QCOMPARE(offered.front(), QStringLiteral("sn5600"));
        QVERIFY(!offered.contains(QStringLiteral("qm9700")));
        QCOMPARE(doc->project().switches[1].switchTypeId, QStringLiteral("tomahawk5"));
        QCOMPARE(doc->project().switches[1].role, SwitchRole::Leaf);
        QCOMPARE(doc->project().switches[1].tier, 0);
        QCOMPARE(doc->project().switches[1].fabricId, core.fabricId);
        // The entries are found by their names.
        QVERIFY(w->palette()->itemFor(QStringLiteral("spine"))->text(0) ==
                QStringLiteral("Spine switch"));
        doc->undoStack()->setClean();
    }
};

QTEST_MAIN(TestBulkEdit)
#include "tst_bulkedit.moc"
