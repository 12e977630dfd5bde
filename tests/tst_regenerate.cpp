// SPDX-License-Identifier: GPL-3.0-or-later
// Fabric properties after generation, through the real main window
// (offscreen): the properties dock shows a generated fabric's settings; changing one
// shows the preview (switches, links, capex before -> after, hand edits kept and
// dropped) and Apply regenerates the design as one undo step; Cancel changes nothing;
// the wizard opens with the last settings. The core preview (analysis/regenerate.h)
// on its own finds the hand edits.
//
// Figures by hand (docs/DESIGN.md section 4, the shipped catalog): 2,048 H100 GPUs are
// 256 h100-8gpu nodes of 8 ConnectX-7 400 Gb/s NICs: 2,048 endpoint links. A QM9700 has
// 64 ports of 400 Gb/s. At 1:1 a leaf has 32 ports down and 32 up: 2,048 / 32 = 64
// leaves, 64 x 32 = 2,048 uplinks over 64-port spines = 32 spines; 96 switches and
// 2,048 + 2,048 = 4,096 links. At 3:1 a leaf has 64 x 3/4 = 48 ports down and 16 up,
// so fewer uplinks and fewer spines: the leaf-spine links are at most a third of the
// endpoint links (2,048 / 3 = 683, rounded up per leaf).
#include "analysis/analysis_cost.h"
#include "analysis/regenerate.h"
#include "canvas/canvasscene.h"
#include "canvas/canvasview.h"
#include "dialogs/newdesigndialog.h"
#include "dialogs/regeneratedialog.h"
#include "docks/analysisdock.h"
#include "docks/generationsettings.h"
#include "docks/propertiesdock.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "mainwindow.h"
#include "model/catalog.h"
#include "model/invariants.h"
#include "model/labels.h"
#include "support/guisupport.h"
#include "support/testsupport.h"
#include "text/i18n.h"
#include "topology/summary.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace fp;

namespace {

using test::RecordingPrompts;
using test::shippedCatalog;

GeneratorParams params2048()
{
    GeneratorParams g;
    g.gpus = 2048;
    g.nodeTypeId = QStringLiteral("h100-8gpu");
    g.technology = Technology::InfiniBand;
    g.switchTypeId = QStringLiteral("qm9700");
    g.topology = TopologyKind::RailOptimized;
    g.oversubscription = 1.0;
    g.planes = 1;
    return g;
}

struct Counts {
    long long switches = 0;
    long long links = 0;
};

Counts computeCounts(const Project &p)
{
    Counts c;
    for (const FabricSummary &f : summarize(p, shippedCatalog()).fabrics) {
        if (f.purpose != FabricPurpose::Compute)
            continue;
        for (int n : f.switchesPerTier)
            c.switches += n;
        for (long long n : f.linksPerTier)
            c.links += n;
    }
    return c;
}

const Fabric &compute(const Project &p)
{
    return *std::find_if(p.fabrics.begin(), p.fabrics.end(),
                         [](const Fabric &f) { return f.purpose == FabricPurpose::Compute; });
}

// Answers the next modal RegenerateDialog with `answer` once it is shown (the test's
// event loop runs inside the dialog's exec()).
void whenDialog(std::function<void(RegenerateDialog *)> answer)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, answer] {
        auto *d = qobject_cast<RegenerateDialog *>(QApplication::activeModalWidget());
        if (!d)
            return;
        timer->stop();
        timer->deleteLater();
        answer(d);
    });
    timer->start();
}

void clickButton(QDialog *d, QDialogButtonBox::StandardButton which)
{
    auto *box = d->findChild<QDialogButtonBox *>();
    QVERIFY(box);
    QTest::mouseClick(box->button(which), Qt::LeftButton);
}

// A preview's kept or dropped edits, one per line, for contains() checks.
QString lines(const std::vector<QString> &edits)
{
    return QStringList(edits.begin(), edits.end()).join(QLatin1Char('\n'));
}

} // namespace

// The first link between two switches (a leaf-spine link in a generated design).
static Link *firstSwitchToSwitchLink(Project &p)
{
    for (Link &l : p.links)
        if (p.switchById(l.a.objectId) && p.switchById(l.b.objectId))
            return &l;
    return nullptr;
}

class TestRegenerate : public QObject
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
        return w;
    }

    // A window on a generated 2,048-GPU design, nothing selected: the properties show the
    // project with its generation settings.
    std::unique_ptr<MainWindow> windowWith2048()
    {
        auto w = makeWindow();
        edit::replaceProject(*w->document(), test::generatedProject(params2048()),
                             QStringLiteral("Generate design"));
        w->scene()->setSelectedIds({});
        QCoreApplication::processEvents();
        return w;
    }

    static GenerationSettingsBox *projectBox(MainWindow &w)
    {
        // The project page's box (the switch page has its own).
        const auto boxes = w.findChildren<GenerationSettingsBox *>();
        for (GenerationSettingsBox *b : boxes)
            if (b->isVisibleTo(w.findChild<PropertiesWidget *>()))
                return b;
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        setLanguage(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
    }

    // The core preview on the design as generated: the figures by hand, no hand edits.
    void previewOfAPristineDesign()
    {
        const Project p = test::generatedProject(params2048());
        const Counts before = computeCounts(p);
        QCOMPARE(before.switches, 96LL);
        QCOMPARE(before.links, 4096LL);
        GeneratorParams after = params2048();
        after.oversubscription = 3.0;
        const RegenerationPreview r =
            previewRegeneration(p, shippedCatalog(), compute(p).id, after);
        QVERIFY2(r.project, qPrintable(r.error));
        QCOMPARE(r.switchesBefore, 96LL);
        QCOMPARE(r.linksBefore, 4096LL);
        QCOMPARE(r.gpusBefore, 2048LL);
        QCOMPARE(r.gpusAfter, 2048LL);
        // 3:1: the 2,048 endpoint links stay; the uplinks are at most a third of them
        // rounded up per leaf, and fewer spines carry them.
        QVERIFY(r.linksAfter >= 2048 + 683 && r.linksAfter < 2048 + 2048);
        QVERIFY(r.switchesAfter < 96);
        QCOMPARE(r.capexBeforeEur, analyzeCost(p, shippedCatalog()).capexEur);
        QCOMPARE(r.capexAfterEur, analyzeCost(*r.project, shippedCatalog()).capexEur);
        QVERIFY(r.capexAfterEur < r.capexBeforeEur);
        QVERIFY2(
            r.droppedEdits.empty(),
            qPrintable(
                QStringList(r.droppedEdits.begin(), r.droppedEdits.end()).join(QLatin1Char(';'))));
        QVERIFY(r.keptEdits.empty());
        QCOMPARE(compute(*r.project).generated->oversubscription, 3.0);
        // The generator's name follows the settings (topology/generator.cpp).
        QCOMPARE(p.info.name, QStringLiteral("2,048 x H100 SXM InfiniBand rail-optimized"));
        QCOMPARE(r.project->info.name,
                 QStringLiteral("2,048 x H100 SXM InfiniBand rail-optimized, 3:1"));
    }

    // Hand edits are found: a renamed spine keeps its name (the new design has a switch
    // of that generated name), a deleted spine comes back, a changed bundle that fits is kept.
    void previewFindsHandEdits()
    {
        Project p = test::generatedProject(params2048());
        std::vector<Switch *> spines;
        for (Switch &s : p.switches)
            if (s.role == SwitchRole::Spine)
                spines.push_back(&s);
        QVERIFY(spines.size() >= 2);
        const QString renamedFrom = spines[0]->name;
        spines[0]->name = QStringLiteral("Row 7 spine A");
        const QString deleted = spines[1]->name;
        const Id deletedId = spines[1]->id;
        std::erase_if(p.links, [deletedId](const Link &l) {
            return l.a.objectId == deletedId || l.b.objectId == deletedId;
        });
        std::erase_if(p.switches, [deletedId](const Switch &s) { return s.id == deletedId; });
        // One leaf-spine link's bundle changed.
        for (Link &l : p.links)
            if (p.switchById(l.a.objectId)) {
                l.bundle += 1;
                break;
            }
        GeneratorParams after = params2048();
        after.technology = Technology::Ethernet;
        after.switchTypeId.clear();
        const RegenerationPreview r =
            previewRegeneration(p, shippedCatalog(), compute(p).id, after);
        QVERIFY2(r.project, qPrintable(r.error));
        const QString dropped = lines(r.droppedEdits);
        QVERIFY2(dropped.contains(deleted), qPrintable(dropped));
        // The Ethernet leaf has the ports for the raised bundle, so the change still applies:
        // a changed link counts as the generated one deleted and the user's drawn.
        const QString kept = lines(r.keptEdits);
        QCOMPARE(r.keptEdits.size(), std::size_t(3));
        QVERIFY2(kept.contains(QStringLiteral("Links drawn by hand: 1.")), qPrintable(kept));
        QVERIFY2(kept.contains(QStringLiteral("Links deleted by hand: 1.")), qPrintable(kept));
        QVERIFY(r.keptEdits.front().contains(QStringLiteral("Row 7 spine A")));
        // The new design carries the name where the generated one was.
        const bool named =
            std::any_of(r.project->switches.begin(), r.project->switches.end(),
                        [](const Switch &s) { return s.name == QStringLiteral("Row 7 spine A"); });
        QVERIFY(named);
        QVERIFY(std::none_of(r.project->switches.begin(), r.project->switches.end(),
                             [&renamedFrom](const Switch &s) { return s.name == renamedFrom; }));
        QCOMPARE(compute(*r.project).technology, Technology::Ethernet);
        QCOMPARE(compute(*r.project).generated->technology, Technology::Ethernet);
        // A name of the user's own stays.
        Project own = p;
        own.info.name = QStringLiteral("Cluster West");
        QCOMPARE(
            previewRegeneration(own, shippedCatalog(), compute(p).id, after).project->info.name,
            QStringLiteral("Cluster West"));
    }

    // A length set by hand on a leaf-spine link stays on that link when the design is
    // regenerated with fewer GPUs (the same units and spines, fewer copies); the preview
    // says it is kept and no longer counts it as dropped.
    void handSetLengthIsKept()
    {
        Project p = test::generatedProject(params2048());
        Link *edited = firstSwitchToSwitchLink(p);
        QVERIFY(edited);
        edited->lengthM = 42.0;
        const QString a = p.switchById(edited->a.objectId)->name;
        const QString b = p.switchById(edited->b.objectId)->name;
        GeneratorParams after = params2048();
        after.gpus = 1024;
        const RegenerationPreview r =
            previewRegeneration(p, shippedCatalog(), compute(p).id, after);
        QVERIFY2(r.project, qPrintable(r.error));
        const QString kept = lines(r.keptEdits);
        QVERIFY2(kept.contains(QStringLiteral("given by hand on 1 link the new design still has")),
                 qPrintable(kept));
        QVERIFY(std::none_of(r.droppedEdits.begin(), r.droppedEdits.end(), [](const QString &t) {
            return t.contains(QStringLiteral("Links drawn"));
        }));
        int carried = 0;
        for (const Link &l : r.project->links) {
            const Switch *x = r.project->switchById(l.a.objectId);
            const Switch *y = r.project->switchById(l.b.objectId);
            if (x && y && x->name == a && y->name == b) {
                QCOMPARE(l.lengthM, 42.0);
                ++carried;
            } else {
                QCOMPARE(l.lengthM, 0.0);
            }
        }
        QCOMPARE(carried, 1);
    }

    // Hand edits that still apply are carried into the design regenerated with 1,024 GPUs
    // (the same unit, leaf and node names, half the units; 16 spines instead of 32):
    // - a spine moved by hand keeps its position;
    // - a leaf changed to a QM9790 (64 x 400 Gb/s, as the QM9700) keeps that part;
    // - a node's rail-1 link deleted by hand stays deleted;
    // - its rail-0 link deleted and drawn again to the same leaf (a new link) is kept once;
    // - a second link drawn from a NIC port that is already linked is an error in the new
    //   design (nic-port-linked-twice) and is dropped, and the preview says so;
    // - a leaf-spine link whose bundle was raised to 2 breaks no invariant of the new design
    //   and is kept (each edit is checked on its own, so the bad link on the same leaf does
    //   not take the part or the good links with it).
    void handEditsThatStillApplyAreKept()
    {
        Project p = test::generatedProject(params2048());
        const auto byName = [](const Project &q, const QString &name) {
            return std::find_if(q.switches.begin(), q.switches.end(),
                                [&name](const Switch &s) { return s.name == name; });
        };
        const auto nodeNamed = [](const Project &q, const QString &name) {
            for (const Node &n : q.nodes)
                if (n.name == name)
                    return n.id;
            return NoId;
        };
        Switch *spine = nullptr, *leaf = nullptr;
        for (Switch &s : p.switches) {
            if (!spine && s.role == SwitchRole::Spine)
                spine = &s;
            if (!leaf && s.role == SwitchRole::Leaf)
                leaf = &s;
        }
        QVERIFY(spine && leaf);
        const QString spineName = spine->name, leafName = leaf->name;
        spine->pos = Position(5000.0, 7000.0);
        leaf->switchTypeId = QStringLiteral("qm9790");
        const Node &node = p.nodes.front();
        const QString nodeName = node.name;
        const Id nodeId = node.id;
        const auto nicLink = [&p, nodeId](int nic) {
            return std::find_if(p.links.begin(), p.links.end(), [nodeId, nic](const Link &l) {
                return l.a.objectId == nodeId && l.a.nicIndex == nic;
            });
        };
        p.links.erase(nicLink(1));
        Link redrawn = *nicLink(0);
        p.links.erase(nicLink(0));
        redrawn.id = p.allocateId();
        p.links.push_back(redrawn);
        Link twice = redrawn;
        twice.id = p.allocateId();
        p.links.push_back(twice);
        Link *uplink = firstSwitchToSwitchLink(p);
        QVERIFY(uplink);
        const QString upA = p.switchById(uplink->a.objectId)->name;
        const QString upB = p.switchById(uplink->b.objectId)->name;
        uplink->bundle = 2;

        GeneratorParams after = params2048();
        after.gpus = 1024;
        const RegenerationPreview r =
            previewRegeneration(p, shippedCatalog(), compute(p).id, after);
        QVERIFY2(r.project, qPrintable(r.error));
        const QString kept = lines(r.keptEdits);
        const QString dropped = lines(r.droppedEdits);
        QVERIFY2(kept.contains(QStringLiteral("Positions of 1 object moved by hand.")),
                 qPrintable(kept));
        QVERIFY2(kept.contains(QStringLiteral("Switch part chosen by hand on 1 switch.")),
                 qPrintable(kept + QLatin1Char('|') + dropped));
        // Drawn: rail 0 again and the raised bundle; deleted: rail 1, rail 0 and the
        // bundle's original (a changed link is its original deleted and a new one drawn).
        QVERIFY2(kept.contains(QStringLiteral("Links drawn by hand: 2.")), qPrintable(kept));
        QVERIFY2(kept.contains(QStringLiteral("Links deleted by hand: 3.")), qPrintable(kept));
        QVERIFY2(dropped.contains(QStringLiteral(
                     "Links drawn or changed by hand that do not fit the new design: 1.")),
                 qPrintable(dropped));

        const Project &q = *r.project;
        QCOMPARE(byName(q, spineName)->pos, Position(5000.0, 7000.0));
        QCOMPARE(byName(q, leafName)->switchTypeId, QStringLiteral("qm9790"));
        const Id qNode = nodeNamed(q, nodeName);
        QVERIFY(qNode != NoId);
        int rail0 = 0, rail1 = 0;
        for (const Link &l : q.links) {
            if (l.a.objectId != qNode)
                continue;
            rail0 += l.a.nicIndex == 0 ? 1 : 0;
            rail1 += l.a.nicIndex == 1 ? 1 : 0;
        }
        QCOMPARE(rail0, 1);
        QCOMPARE(rail1, 0);
        int bundles = 0;
        for (const Link &l : q.links) {
            const Switch *x = q.switchById(l.a.objectId);
            const Switch *y = q.switchById(l.b.objectId);
            if (x && y && x->name == upA && y->name == upB) {
                QCOMPARE(l.bundle, 2);
                ++bundles;
            }
        }
        QCOMPARE(bundles, 1);
        // Nothing carried over breaks the model: the new design has no error.
        for (const Issue &i : checkInvariants(q, shippedCatalog()))
            QVERIFY2(i.severity != Severity::Error, qPrintable(i.text));
    }

    // The fabric properties' acceptance case: a generated 2,048-GPU design moved to 3:1 and then to
    // Ethernet from its properties, each one undo step after the preview.
    void propertiesMoveTo3to1AndEthernet()
    {
        auto w = windowWith2048();
        ProjectDocument *doc = w->document();
        GenerationSettingsBox *box = projectBox(*w);
        QVERIFY(box);
        auto *over = box->findChild<QDoubleSpinBox *>(QStringLiteral("genOversubscription"));
        auto *tech = box->findChild<QComboBox *>(QStringLiteral("genTechnology"));
        auto *gpus = box->findChild<QSpinBox *>(QStringLiteral("genGpus"));
        auto *sw = box->findChild<QComboBox *>(QStringLiteral("genSwitchType"));
        QVERIFY(over && tech && gpus && sw);
        QCOMPARE(over->value(), 1.0);
        QCOMPARE(gpus->value(), 2048);
        QCOMPARE(tech->currentData().toInt(), int(Technology::InfiniBand));
        QCOMPARE(sw->currentData().toString(), QStringLiteral("qm9700"));

        const int steps = doc->undoStack()->count();
        const double capex1to1 = analyzeCost(doc->project(), shippedCatalog()).capexEur;
        QString shown;
        whenDialog([&shown](RegenerateDialog *d) {
            shown = d->text();
            clickButton(d, QDialogButtonBox::Apply);
        });
        over->setFocus();
        over->selectAll();
        QTest::keyClicks(over, QStringLiteral("3"));
        QTest::keyClick(over, Qt::Key_Return);
        QTRY_VERIFY(!shown.isEmpty());
        // The preview says what changes: 96 switches before, 4,096 links, the capex.
        QVERIFY2(shown.contains(QStringLiteral("96")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("4,096")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("3:1")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("None: the fabric is as it was generated.")),
                 qPrintable(shown));
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Regenerate fabric"));
        QCOMPARE(compute(doc->project()).generated->oversubscription, 3.0);
        QVERIFY(computeCounts(doc->project()).switches < 96);
        QVERIFY(analyzeCost(doc->project(), shippedCatalog()).capexEur < capex1to1);
        QCOMPARE(over->value(), 3.0);

        // To Ethernet: the generator's default Ethernet switch.
        shown.clear();
        whenDialog([&shown](RegenerateDialog *d) {
            shown = d->text();
            clickButton(d, QDialogButtonBox::Apply);
        });
        tech->setFocus();
        QTest::keyClick(tech, Qt::Key_Down); // InfiniBand -> Ethernet/RoCE (activated)
        QTRY_VERIFY(!shown.isEmpty());
        QVERIFY2(shown.contains(technologyName(Technology::Ethernet).toHtmlEscaped()),
                 qPrintable(shown));
        QCOMPARE(doc->undoStack()->count(), steps + 2);
        const Fabric &f = compute(doc->project());
        QCOMPARE(f.technology, Technology::Ethernet);
        QCOMPARE(f.generated->technology, Technology::Ethernet);
        QCOMPARE(f.generated->oversubscription, 3.0);
        const SwitchType *part = shippedCatalog().switchType(f.generated->switchTypeId);
        QVERIFY(part);
        QCOMPARE(part->technology, Technology::Ethernet);
        for (const Switch &s : doc->project().switches)
            if (s.fabricId == f.id)
                QCOMPARE(s.switchTypeId, f.generated->switchTypeId);
        QCOMPARE(tech->currentData().toInt(), int(Technology::Ethernet));
        QCOMPARE(sw->currentData().toString(), f.generated->switchTypeId);

        // Each Apply was one step: two undos bring back the 1:1 InfiniBand design.
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(compute(doc->project()).generated.value(), params2048());
        QCOMPARE(computeCounts(doc->project()).switches, 96LL);
        QCOMPARE(over->value(), 1.0);
    }

    // docs/screenshot-regenerate.png: FP_REGENERATE_SCREENSHOT=<png> under xvfb-run. The
    // Dutch UI: the design's generation settings in the properties dock and the preview
    // of moving the 2,048-GPU design to 3:1 (the whole screen, window and dialog).
    void screenshotDutchPreview()
    {
        const QString shot = qEnvironmentVariable("FP_REGENERATE_SCREENSHOT");
        if (shot.isEmpty())
            QSKIP("FP_REGENERATE_SCREENSHOT not set");
        setLanguage(QStringLiteral("nl"));
        auto w = makeWindow();
        w->resize(1600, 1000);
        w->move(0, 0);
        ProjectDocument *doc = w->document();
        edit::replaceProject(*doc, test::generatedProject(params2048()),
                             QStringLiteral("Generate design"));
        w->scene()->setSelectedIds({});
        w->view()->zoomToFit();
        // Room for the settings in the properties dock, and the analysis up to date.
        auto *properties = w->findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
        QVERIFY(properties);
        w->resizeDocks({properties}, {560}, Qt::Vertical);
        QTRY_VERIFY_WITH_TIMEOUT(!w->findChild<AnalysisWidget *>()->isStale(), 30000);
        QCoreApplication::processEvents();
        GenerationSettingsBox *box = projectBox(*w);
        QVERIFY(box);
        auto *over = box->findChild<QDoubleSpinBox *>(QStringLiteral("genOversubscription"));
        bool saved = false;
        whenDialog([&saved, &shot, &w](RegenerateDialog *d) {
            d->move(380, 330); // over the canvas, clear of the properties dock
            QTest::qWait(400);
            QScreen *screen = QGuiApplication::primaryScreen();
            QPixmap pixmap = QGuiApplication::platformName() == QLatin1String("xcb")
                                 ? screen->grabWindow(0)
                                 : w->grab();
            if (QGuiApplication::platformName() != QLatin1String("xcb")) {
                QPainter painter(&pixmap);
                painter.drawPixmap(d->pos(), d->grab());
            }
            saved = pixmap.save(shot);
            clickButton(d, QDialogButtonBox::Cancel);
        });
        over->setFocus();
        over->selectAll();
        QTest::keyClicks(over, QStringLiteral("3"));
        QTest::keyClick(over, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(saved, 10000);
        setLanguage(QStringLiteral("en"));
    }

    // First run at 1,400 x 900 (no saved window state): the project's generation settings
    // start in view in the properties dock (review: three rows showed, the settings below
    // the fold), the side columns run to the bottom with the issues list under the canvas
    // alone, and the canvas has at least a third of the width (it had a quarter).
    void settingsInViewOnFirstRun()
    {
        auto w = windowWith2048();
        GenerationSettingsBox *box = projectBox(*w);
        QVERIFY(box);
        auto *properties = w->findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
        auto *scroll = properties ? properties->findChild<QScrollArea *>() : nullptr;
        QVERIFY(scroll);
        for (const char *name : {"genTechnology", "genSwitchType", "genTopology"}) {
            auto *field = box->findChild<QWidget *>(QLatin1String(name));
            QVERIFY(field);
            const int bottom = field->mapTo(scroll->viewport(), QPoint(0, field->height())).y();
            QVERIFY2(bottom <= scroll->viewport()->height(),
                     qPrintable(QStringLiteral("%1 ends at %2 of %3 px")
                                    .arg(QLatin1String(name))
                                    .arg(bottom)
                                    .arg(scroll->viewport()->height())));
        }
        auto *issues = w->findChild<QDockWidget *>(QStringLiteral("issuesDock"));
        QVERIFY(issues);
        QVERIFY(issues->geometry().right() < properties->geometry().left());
        QVERIFY2(w->view()->viewport()->width() * 3 >= w->width(),
                 qPrintable(QString::number(w->view()->viewport()->width())));
    }

    // Cancel changes nothing: the design, the undo stack and the field are as before.
    void cancelChangesNothing()
    {
        auto w = windowWith2048();
        ProjectDocument *doc = w->document();
        GenerationSettingsBox *box = projectBox(*w);
        QVERIFY(box);
        auto *planes = box->findChild<QComboBox *>(QStringLiteral("genPlanes"));
        QVERIFY(planes);
        const Project before = doc->project();
        const int steps = doc->undoStack()->count();
        bool asked = false;
        whenDialog([&asked](RegenerateDialog *d) {
            asked = true;
            clickButton(d, QDialogButtonBox::Cancel);
        });
        planes->setFocus();
        QTest::keyClick(planes, Qt::Key_Down); // 1 plane -> 2 planes
        QTRY_VERIFY(asked);
        QCOMPARE(doc->undoStack()->count(), steps);
        QVERIFY(doc->project() == before);
        QCOMPARE(planes->currentData().toInt(), 1);
    }

    // Selecting switches of the generated fabric shows its settings on the switch page.
    void switchSelectionShowsItsFabricSettings()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        edit::replaceProject(*doc, test::generatedProject(params2048()),
                             QStringLiteral("Generate design"));
        const Project &p = doc->project();
        const auto spine = std::find_if(p.switches.begin(), p.switches.end(), [](const Switch &s) {
            return s.role == SwitchRole::Spine;
        });
        QVERIFY(spine != p.switches.end());
        w->scene()->setSelectedIds({spine->id});
        QCoreApplication::processEvents();
        GenerationSettingsBox *shown = projectBox(*w);
        QVERIFY(shown);
        QCOMPARE(shown->fabric(), compute(p).id);
        QCOMPARE(shown->fieldParams(), params2048());
    }

    // The wizard opens with the project's generation settings, else the last ones used.
    void wizardStartsFromTheLastSettings()
    {
        auto w = makeWindow();
        auto prompts = std::make_unique<RecordingPrompts>();
        RecordingPrompts *answers = prompts.get();
        w->setPrompts(std::move(prompts));
        GeneratorParams offered;
        answers->wizard = [&offered](NewDesignDialog &d) {
            offered = d.params();
            return false;
        };
        // From the project.
        GeneratorParams g = params2048();
        g.oversubscription = 2.0;
        g.planes = 2;
        edit::replaceProject(*w->document(), test::generatedProject(g),
                             QStringLiteral("Generate design"));
        QVERIFY(!w->newDesign());
        QCOMPARE(offered, g);
        // Finishing the wizard stores its settings; an empty project then offers them.
        GeneratorParams small;
        small.gpus = 128;
        small.nodeTypeId = QStringLiteral("h100-8gpu");
        small.technology = Technology::Ethernet;
        small.oversubscription = 1.0;
        answers->wizard = [&small](NewDesignDialog &d) {
            d.setParams(small);
            return true;
        };
        QVERIFY(w->newDesign());
        w->newDocument();
        answers->wizard = [&offered](NewDesignDialog &d) {
            offered = d.params();
            return false;
        };
        QVERIFY(!w->newDesign());
        QCOMPARE(offered.gpus, 128);
        QCOMPARE(offered.technology, Technology::Ethernet);
        QCOMPARE(offered.nodeTypeId, QStringLiteral("h100-8gpu"));
    }
};

QTEST_MAIN(TestRegenerate)
#include "tst_regenerate.moc"
