// SPDX-License-Identifier: GPL-3.0-or-later
// Headless undo/redo against ProjectDocument through the fp::edit facade: one step
// per edit, a whole drag is one step, delete + undo restores the same ids, property
// changes merge (and vanish when they return to the start), generating a design is
// one step, copy/paste gives new ids, and the fine-grained signals fire.
#include "edit/document.h"
#include "edit/editcommands.h"
#include "model/catalog.h"
#include "support/testsupport.h"
#include "topology/generator.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace fp;

namespace {

// Everything the editor changes, in vector order, as text (Project has no ==).
QString dump(const Project &p)
{
    QStringList out;
    for (const Fabric &f : p.fabrics)
        out << QStringLiteral("F%1 %2 %3").arg(f.id).arg(f.name).arg(int(f.technology));
    for (const Group &g : p.groups)
        out << QStringLiteral("G%1 %2 x%3 c%4 (%5,%6)")
                   .arg(g.id)
                   .arg(g.name)
                   .arg(g.repeat)
                   .arg(g.collapsed)
                   .arg(g.pos.x())
                   .arg(g.pos.y());
    for (const Node &n : p.nodes)
        out << QStringLiteral("N%1 %2 %3 g%4 (%5,%6)")
                   .arg(n.id)
                   .arg(n.name, n.nodeTypeId)
                   .arg(n.groupId)
                   .arg(n.pos.x())
                   .arg(n.pos.y());
    for (const Switch &s : p.switches)
        out << QStringLiteral("S%1 %2 %3 r%4 t%5 f%6 g%7 (%8,%9)")
                   .arg(s.id)
                   .arg(s.name, s.switchTypeId)
                   .arg(int(s.role))
                   .arg(s.tier)
                   .arg(s.fabricId)
                   .arg(s.groupId)
                   .arg(s.pos.x())
                   .arg(s.pos.y());
    for (const Link &l : p.links)
        out << QStringLiteral("L%1 f%2 %3/%4/%5-%6/%7/%8 x%9 %10 '%11' %12m")
                   .arg(l.id)
                   .arg(l.fabricId)
                   .arg(l.a.objectId)
                   .arg(l.a.nicIndex)
                   .arg(l.a.port)
                   .arg(l.b.objectId)
                   .arg(l.b.nicIndex)
                   .arg(l.b.port)
                   .arg(l.bundle)
                   .arg(l.gbitPerS)
                   .arg(l.cableTypeId)
                   .arg(l.lengthM);
    for (const NvlinkDomain &d : p.nvlinkDomains) {
        QStringList ids;
        for (Id id : d.nodeIds)
            ids << QString::number(id);
        out << QStringLiteral("D%1 %2 [%3]").arg(d.id).arg(d.name, ids.join(QLatin1Char(',')));
    }
    out << QStringLiteral("workload %1 %2").arg(int(p.workload.kind)).arg(p.workload.commShare);
    out << QStringLiteral("info %1").arg(p.info.name);
    return out.join(QLatin1Char('\n'));
}

using test::shippedCatalog;

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

    const QString kNodeType = QStringLiteral("h100-8gpu");
    const QString kLeafType = QStringLiteral("qm9700");

private slots:
    void addNodeUndoRedo()
    {
        ProjectDocument doc(shippedCatalog());
        QSignalSpy added(&doc, &ProjectDocument::objectsAdded);
        QSignalSpy removed(&doc, &ProjectDocument::objectsRemoved);
        QVERIFY(!doc.isModified());
        const Id id = edit::addNode(doc, kNodeType, QPointF(10, 20));
        QVERIFY(id != NoId);
        QCOMPARE(doc.project().nodes.size(), size_t(1));
        QCOMPARE(doc.project().nodes[0].pos, QPointF(10, 20));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Add node"));
        QCOMPARE(added.count(), 1);
        QCOMPARE(added.at(0).at(0).value<IdList>(), IdList{id});
        QVERIFY(doc.isModified());

        doc.undoStack()->undo();
        QVERIFY(doc.project().nodes.empty());
        QCOMPARE(removed.count(), 1);
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(doc.project().nodes.size(), size_t(1));
        QCOMPARE(doc.project().nodes[0].id, id); // the same id after redo
        QCOMPARE(added.count(), 2);

        // Unknown types add nothing and push nothing.
        QCOMPARE(edit::addNode(doc, QStringLiteral("no-such-node"), QPointF()), NoId);
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void addSwitchCreatesFabricInOneStep()
    {
        ProjectDocument doc(shippedCatalog());
        const Id sw = edit::addSwitch(doc, kLeafType, SwitchRole::Leaf, NoId, QPointF(0, -200));
        QVERIFY(sw != NoId);
        QCOMPARE(doc.project().fabrics.size(), size_t(1));
        QCOMPARE(doc.project().switches.size(), size_t(1));
        QCOMPARE(doc.project().switches[0].fabricId, doc.project().fabrics[0].id);
        QCOMPARE(doc.project().fabrics[0].technology, Technology::InfiniBand);
        QCOMPARE(doc.undoStack()->count(), 1);
        // A second switch of the same technology joins that fabric.
        const Id spine = edit::addSwitch(doc, kLeafType, SwitchRole::Spine, NoId, QPointF(0, -400));
        QCOMPARE(doc.project().fabrics.size(), size_t(1));
        QCOMPARE(doc.project().switchById(spine)->tier, 1);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.project().fabrics.empty());
        QVERIFY(doc.project().switches.empty());
    }

    void linkNodeToSwitch()
    {
        ProjectDocument doc(shippedCatalog());
        const Id node = edit::addNode(doc, kNodeType, QPointF(0, 0));
        const Id leaf = edit::addSwitch(doc, kLeafType, SwitchRole::Leaf, NoId, QPointF(0, -200));
        const LinkEnd port = edit::freeNicPort(doc.project(), doc.catalog(), node);
        QCOMPARE(port.nicIndex, 0);
        QString why;
        const Id link = edit::addLink(doc, port, switchEnd(leaf), 1, 0.0, &why);
        QVERIFY2(link != NoId, qPrintable(why));
        const Link *l = doc.project().link(link);
        QVERIFY(l);
        QCOMPARE(l->gbitPerS, 400.0); // the ConnectX-7 port speed
        QCOMPARE(l->fabricId, doc.project().switchById(leaf)->fabricId);
        QCOMPARE(doc.undoStack()->count(), 3);
        // The port is taken now: refused with a reason, nothing pushed.
        QCOMPARE(edit::addLink(doc, port, switchEnd(leaf), 1, 0.0, &why), NoId);
        QVERIFY(!why.isEmpty());
        QCOMPARE(doc.undoStack()->count(), 3);
        QCOMPARE(edit::freeNicPort(doc.project(), doc.catalog(), node).nicIndex, 1);
        // A link must end on a switch.
        QVERIFY(!edit::canLink(doc.project(), doc.catalog(), switchEnd(leaf), LinkEnd{node, 0, 0},
                               &why));

        // Switch to switch: ordered by tier; a second drag raises the bundle.
        const Id spine = edit::addSwitch(doc, kLeafType, SwitchRole::Spine, NoId, QPointF(0, -400));
        const Id up = edit::addLink(doc, switchEnd(spine), switchEnd(leaf));
        QVERIFY(up != NoId);
        QCOMPARE(doc.project().link(up)->a.objectId, leaf);
        QCOMPARE(doc.project().link(up)->b.objectId, spine);
        QCOMPARE(edit::addLink(doc, switchEnd(leaf), switchEnd(spine)), up);
        QCOMPARE(doc.project().link(up)->bundle, 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.project().link(up)->bundle, 1);
    }

    void wholeDragIsOneStep()
    {
        ProjectDocument doc(shippedCatalog());
        const Id a = edit::addNode(doc, kNodeType, QPointF(0, 0));
        const Id b = edit::addNode(doc, kNodeType, QPointF(60, 0));
        const int before = doc.undoStack()->count();
        QSignalSpy changed(&doc, &ProjectDocument::changed);
        for (int i = 0; i < 5; ++i)
            edit::moveObjects(doc, {a, b}, QPointF(10, 5), false);
        edit::moveObjects(doc, {a, b}, QPointF(), true);
        QCOMPARE(doc.undoStack()->count(), before + 1);
        QCOMPARE(doc.project().node(a)->pos, QPointF(50, 25));
        QCOMPARE(doc.project().node(b)->pos, QPointF(110, 25));
        QCOMPARE(changed.count(), 5);
        const auto ev = changed.last().at(0).value<ChangeEvent>();
        QVERIFY(ev.properties.testFlag(ChangeEvent::Position));
        QCOMPARE(ev.ids.size(), size_t(2));

        // The next drag is a step of its own.
        edit::moveObjects(doc, {a, b}, QPointF(0, 10), false);
        edit::moveObjects(doc, {a, b}, QPointF(), true);
        QCOMPARE(doc.undoStack()->count(), before + 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.project().node(a)->pos, QPointF(50, 25));
        doc.undoStack()->undo();
        QCOMPARE(doc.project().node(a)->pos, QPointF(0, 0));
        doc.undoStack()->redo();
        QCOMPARE(doc.project().node(b)->pos, QPointF(110, 25));

        // A drag that ends where it started, or a click, leaves no step.
        const int now = doc.undoStack()->index();
        edit::moveObjects(doc, {a}, QPointF(20, 0), false);
        edit::moveObjects(doc, {a}, QPointF(-20, 0), false);
        edit::moveObjects(doc, {a}, QPointF(), true);
        QCOMPARE(doc.undoStack()->index(), now);
        QCOMPARE(doc.undoStack()->count(), now);
        edit::moveObjects(doc, {a}, QPointF(), true);
        QCOMPARE(doc.undoStack()->count(), now);
    }

    void deleteThenUndoRestoresSameIds()
    {
        ProjectDocument doc(shippedCatalog());
        QString error;
        FabricPlan plan;
        GeneratorParams params;
        params.gpus = 256;
        params.nodeTypeId = kNodeType;
        params.switchTypeId = kLeafType;
        auto project = generateProject(doc.catalog(), params, &error, &plan);
        QVERIFY2(project, qPrintable(error));
        doc.reset(*project, QString());
        const QString original = dump(doc.project());
        QVERIFY(!doc.project().switches.empty());

        // Delete one switch and one node: their links go with them.
        const Id sw = doc.project().switches.front().id;
        const Id node = doc.project().nodes.back().id;
        QSignalSpy about(&doc, &ProjectDocument::objectsAboutToBeRemoved);
        QSignalSpy removed(&doc, &ProjectDocument::objectsRemoved);
        edit::removeObjects(doc, {sw, node});
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(!doc.project().switchById(sw));
        QVERIFY(!doc.project().node(node));
        for (const Link &l : doc.project().links) {
            QVERIFY(l.a.objectId != sw && l.b.objectId != sw);
            QVERIFY(l.a.objectId != node);
        }
        QCOMPARE(about.count(), 1);
        QCOMPARE(removed.count(), 1);
        const auto ids = removed.at(0).at(0).value<IdList>();
        QVERIFY(std::find(ids.begin(), ids.end(), sw) != ids.end());
        QVERIFY(ids.size() > 2); // the links too
        const QString afterDelete = dump(doc.project());

        doc.undoStack()->undo();
        QCOMPARE(dump(doc.project()), original);
        doc.undoStack()->redo();
        QCOMPARE(dump(doc.project()), afterDelete);
        doc.undoStack()->undo();
        QCOMPARE(dump(doc.project()), original);

        // A whole group with its members.
        QVERIFY(!doc.project().groups.empty());
        const Id group = doc.project().groups.front().id;
        edit::removeObjects(doc, {group});
        for (const Node &n : doc.project().nodes)
            QVERIFY(n.groupId != group);
        doc.undoStack()->undo();
        QCOMPARE(dump(doc.project()), original);
    }

    void linkBundleMergesAndVanishesAtStart()
    {
        ProjectDocument doc(shippedCatalog());
        const Id leaf = edit::addSwitch(doc, kLeafType, SwitchRole::Leaf, NoId, QPointF(0, 0));
        const Id spine = edit::addSwitch(doc, kLeafType, SwitchRole::Spine, NoId, QPointF(0, -200));
        const Id link = edit::addLink(doc, switchEnd(leaf), switchEnd(spine));
        const int base = doc.undoStack()->count();
        QSignalSpy changed(&doc, &ProjectDocument::changed);
        for (int n = 2; n <= 6; ++n)
            edit::setLinkBundle(doc, {link}, n);
        QCOMPARE(doc.undoStack()->count(), base + 1); // merged
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Change link bundle"));
        QCOMPARE(doc.project().link(link)->bundle, 6);
        QVERIFY(changed.last().at(0).value<ChangeEvent>().properties.testFlag(ChangeEvent::Bundle));
        doc.undoStack()->undo();
        QCOMPARE(doc.project().link(link)->bundle, 1);
        doc.undoStack()->redo();
        QCOMPARE(doc.project().link(link)->bundle, 6);
        // Further changes still merge into that step; back at the start value the
        // step disappears.
        edit::setLinkBundle(doc, {link}, 3);
        QCOMPARE(doc.undoStack()->count(), base + 1);
        edit::setLinkBundle(doc, {link}, 1);
        QCOMPARE(doc.undoStack()->count(), base);
        QCOMPARE(doc.project().link(link)->bundle, 1);
        // A different property does not merge; invalid values push nothing.
        edit::setLinkLength(doc, {link}, 12.5);
        edit::setLinkLength(doc, {link}, 15.0);
        QCOMPARE(doc.undoStack()->count(), base + 1);
        edit::setLinkBundle(doc, {link}, 0);
        QCOMPARE(doc.undoStack()->count(), base + 1);
        edit::setLinkCable(doc, {link}, QStringLiteral("not-a-cable"));
        QCOMPARE(doc.undoStack()->count(), base + 1);
        edit::setLinkSpeed(doc, {link}, 200.0);
        QCOMPARE(doc.project().link(link)->gbitPerS, 200.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.project().link(link)->gbitPerS, 400.0);
    }

    void groupRepeatAndCollapse()
    {
        ProjectDocument doc(shippedCatalog());
        QString error;
        GeneratorParams params;
        params.gpus = 1024;
        params.nodeTypeId = kNodeType;
        params.switchTypeId = kLeafType;
        auto project = generateProject(doc.catalog(), params, &error);
        QVERIFY2(project, qPrintable(error));
        doc.reset(*project, QString());
        const Id g = doc.project().groups.front().id;
        const int repeat = doc.project().group(g)->repeat;
        edit::setGroupRepeat(doc, {g}, repeat + 1);
        edit::setGroupRepeat(doc, {g}, repeat + 2);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.project().group(g)->repeat, repeat + 2);
        // Collapsing and expanding is a view state: no step, no change of the
        // modified flag, but the change is signalled (the canvas redraws).
        doc.undoStack()->setClean();
        QSignalSpy changed(&doc, &ProjectDocument::changed);
        edit::setGroupCollapsed(doc, {g}, false);
        QCOMPARE(doc.project().group(g)->collapsed, false);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed[0][0].value<ChangeEvent>().properties,
                 ChangeEvent::Properties(ChangeEvent::Collapsed));
        edit::setGroupCollapsed(doc, {g}, false); // no change, no signal
        QCOMPARE(changed.size(), 1);
        edit::setGroupCollapsed(doc, {g}, true);
        QCOMPARE(doc.project().group(g)->collapsed, true);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(!doc.isModified());
        doc.undoStack()->undo();
        QCOMPARE(doc.project().group(g)->repeat, repeat);
        QCOMPARE(doc.project().group(g)->collapsed, true); // undo leaves the view alone
    }

    void replaceProjectIsOneStep()
    {
        ProjectDocument doc(shippedCatalog());
        edit::addNode(doc, kNodeType, QPointF());
        const QString before = dump(doc.project());
        QSignalSpy reset(&doc, &ProjectDocument::projectReset);
        QString error;
        GeneratorParams params;
        params.gpus = 1024;
        params.nodeTypeId = kNodeType;
        params.switchTypeId = kLeafType;
        auto project = generateProject(doc.catalog(), params, &error);
        QVERIFY2(project, qPrintable(error));
        const QString generated = dump(*project);
        edit::replaceProject(doc, *project, QStringLiteral("Generate design"));
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(dump(doc.project()), generated);
        QCOMPARE(doc.project().nodes.size(), size_t(32)); // one unit of 32 nodes, x 4
        doc.undoStack()->undo();
        QCOMPARE(dump(doc.project()), before);
        doc.undoStack()->redo();
        QCOMPARE(dump(doc.project()), generated);
    }

    void profilesAndInfo()
    {
        ProjectDocument doc(shippedCatalog());
        WorkloadProfile w = doc.project().workload;
        w.kind = WorkloadKind::Inference;
        w.commShare = 0.1;
        QSignalSpy changed(&doc, &ProjectDocument::changed);
        edit::setWorkload(doc, w);
        QCOMPARE(doc.project().workload.kind, WorkloadKind::Inference);
        QCOMPARE(changed.last().at(0).value<ChangeEvent>().kind, ChangeEvent::Kind::Workload);
        doc.undoStack()->undo();
        QCOMPARE(doc.project().workload.kind, WorkloadKind::Pretraining);
        ProjectInfo info;
        info.name = QStringLiteral("Cluster A");
        edit::setProjectInfo(doc, info);
        QCOMPARE(doc.displayName(), QStringLiteral("Cluster A"));
        OrganisationProfile o;
        o.roceSkill = Skill::Expert;
        edit::setOrganisation(doc, o);
        QCOMPARE(doc.project().organisation.roceSkill, Skill::Expert);
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void copyPasteGivesNewIds()
    {
        ProjectDocument doc(shippedCatalog());
        const Id node = edit::addNode(doc, kNodeType, QPointF(0, 0));
        const Id leaf = edit::addSwitch(doc, kLeafType, SwitchRole::Leaf, NoId, QPointF(0, -200));
        edit::addLink(doc, edit::freeNicPort(doc.project(), doc.catalog(), node), switchEnd(leaf));
        const Project fragment = edit::copyFragment(doc.project(), {node, leaf});
        QCOMPARE(fragment.nodes.size(), size_t(1));
        QCOMPARE(fragment.links.size(), size_t(1));
        const int steps = doc.undoStack()->count();
        const IdList pasted = edit::paste(doc, fragment, QPointF(200, 0));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        QCOMPARE(pasted.size(), size_t(3));
        QCOMPARE(doc.project().nodes.size(), size_t(2));
        QCOMPARE(doc.project().switches.size(), size_t(2));
        QCOMPARE(doc.project().fabrics.size(), size_t(1)); // matched, not duplicated
        QCOMPARE(doc.project().links.size(), size_t(2));
        const Link &copy = doc.project().links.back();
        QVERIFY(copy.a.objectId != node && copy.b.objectId != leaf);
        QCOMPARE(doc.project().node(copy.a.objectId)->pos, QPointF(200, 0));
        doc.undoStack()->undo();
        QCOMPARE(doc.project().nodes.size(), size_t(1));
    }

    // Pasted objects whose names are taken get the next free number of their stem, as
    // addNode() and the generator number them; free names stay.
    void pastedNames_data()
    {
        QTest::addColumn<QStringList>("taken");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expected");
        const QStringList nodes{QStringLiteral("Node 1"), QStringLiteral("Node 2"),
                                QStringLiteral("Node 3"), QStringLiteral("Node 4")};
        QTest::newRow("next after the highest") << nodes << "Node 1"
                                                << "Node 5";
        QTest::newRow("free name stays") << nodes << "Node 9"
                                         << "Node 9";
        QTest::newRow("gap not reused")
            << QStringList{QStringLiteral("Node 1"), QStringLiteral("Node 7")} << "Node 1"
            << "Node 8";
        QTest::newRow("generator leaf")
            << QStringList{QStringLiteral("Leaf 1.1"), QStringLiteral("Leaf 1.8"),
                           QStringLiteral("Leaf 2.9")}
            << "Leaf 1.1"
            << "Leaf 1.9";
        QTest::newRow("no number") << QStringList{QStringLiteral("Storage")} << "Storage"
                                   << "Storage 2";
        QTest::newRow("no number, 2 taken")
            << QStringList{QStringLiteral("Storage"), QStringLiteral("Storage 2")} << "Storage"
            << "Storage 3";
        QTest::newRow("other stems ignored")
            << QStringList{QStringLiteral("Spine 1"), QStringLiteral("Spine 12"),
                           QStringLiteral("Leaf 1")}
            << "Leaf 1"
            << "Leaf 2";
        QTest::newRow("empty stays") << QStringList{QString()} << ""
                                     << "";
    }
    void pastedNames()
    {
        QFETCH(QStringList, taken);
        QFETCH(QString, name);
        QFETCH(QString, expected);
        QSet<QString> set(taken.begin(), taken.end());
        QCOMPARE(edit::pastedName(name, set), expected);
        QVERIFY(set.contains(expected));
    }

    // Pasting the same node twice: Node 2, then Node 3.
    void pasteRenames()
    {
        ProjectDocument doc(shippedCatalog());
        const Id node = edit::addNode(doc, kNodeType, QPointF(0, 0));
        QCOMPARE(doc.project().node(node)->name, QStringLiteral("Node 1"));
        const Project fragment = edit::copyFragment(doc.project(), {node});
        const IdList first = edit::paste(doc, fragment, QPointF(300, 0));
        const IdList second = edit::paste(doc, fragment, QPointF(600, 0));
        QCOMPARE(doc.project().node(first.at(0))->name, QStringLiteral("Node 2"));
        QCOMPARE(doc.project().node(second.at(0))->name, QStringLiteral("Node 3"));
        QCOMPARE(doc.project().node(node)->name, QStringLiteral("Node 1"));
    }

    void macroIsOneStep()
    {
        ProjectDocument doc(shippedCatalog());
        {
            edit::UndoMacro step(doc, QStringLiteral("Add a rack"));
            for (int i = 0; i < 4; ++i)
                edit::addNode(doc, kNodeType, QPointF(i * 60, 0));
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.project().nodes.size(), size_t(4));
        doc.undoStack()->undo();
        QVERIFY(doc.project().nodes.empty());
    }

    void modifiedFollowsCleanState()
    {
        ProjectDocument doc(shippedCatalog());
        QSignalSpy modified(&doc, &ProjectDocument::modifiedChanged);
        edit::addNode(doc, kNodeType, QPointF());
        QVERIFY(doc.isModified());
        QCOMPARE(modified.count(), 1);
        doc.undoStack()->setClean();
        QVERIFY(!doc.isModified());
        doc.markModified(); // a restored copy stays modified until saved
        QVERIFY(doc.isModified());
        doc.reset(Project(), QString());
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.undoStack()->count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
