// SPDX-License-Identifier: GPL-3.0-or-later
// Design warnings (core/analysis/designwarnings.h) as a pure function of the project,
// the catalog and, for the single point of failure, its evaluation. A core test, so
// the sanitizer run covers it; tst_analysisdock checks that the issues list shows them.
//
// The design: one QM9700 leaf and two H100 nodes, every NIC port linked to the leaf
// (16 links; tests/support smallDrawnDesign). By hand: both nodes hang on the one leaf,
// so its failure cuts off all 2 x 8 = 16 GPUs.
#include "analysis/designwarnings.h"
#include "analysis/evaluation.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "model/invariants.h"
#include "support/testsupport.h"
#include "topology/generator.h"

#include <QTest>

using namespace fp;
using test::ProjectBuilder;
using test::shippedCatalog;
using test::smallDrawnDesign;

namespace {

// A passive copper cable for 400 Gb/s links with a known reach under 10 m.
const CableType *shortCable(const Catalog &c)
{
    for (const CableType &t : c.cables) {
        if (t.kind == CableKind::PassiveCopper && t.gbitPerS >= 400.0 && t.reachM.known &&
            t.reachM.value < 10.0)
            return &t;
    }
    return nullptr;
}

// The design warnings without the Info finding "switch-ports-idle": the small designs
// of these tests leave most of a 64-port switch idle (idlePortsAreCounted checks it).
IssueList check(const Project &p, const Catalog &c, const Evaluation *e = nullptr,
                FiguresUsed *used = nullptr)
{
    IssueList out;
    for (const Issue &i : checkDesignWarnings(p, c, e, used)) {
        if (i.code != QLatin1String("switch-ports-idle"))
            out.push_back(i);
    }
    return out;
}

QStringList codes(const IssueList &issues)
{
    QStringList out;
    for (const Issue &i : issues)
        out << i.code;
    return out;
}

// The issues of one code.
IssueList only(const IssueList &issues, const QString &code)
{
    IssueList out;
    for (const Issue &i : issues) {
        if (i.code == code)
            out.push_back(i);
    }
    return out;
}

// Names the object `id` of the builder's project, as a user would.
void name(ProjectBuilder &b, Id id, const QString &text)
{
    if (Node *n = b.p.node(id))
        n->name = text;
    else if (Switch *s = b.p.switchById(id))
        s->name = text;
}

// A hand-made design to build on: Leaf 1 (QM9700) under Spine 1 (QM9700), both linked;
// no warnings of their own.
struct Fixture {
    ProjectBuilder b;
    Id leaf = NoId;
    Id spine = NoId;
    Fixture()
    {
        leaf = b.sw();
        spine = b.sw(QStringLiteral("qm9700"), NoId, 1);
        name(b, leaf, QStringLiteral("Leaf 1"));
        name(b, spine, QStringLiteral("Spine 1"));
        b.link(leaf, -1, spine, 400.0, 4);
    }
    Id node(const QString &text)
    {
        const Id id = b.node();
        name(b, id, text);
        return id;
    }
    IssueList warnings() const { return check(b.p, shippedCatalog()); }
};

const QStringList kNewCodes{
    QStringLiteral("nodes-without-switches"), QStringLiteral("node-partly-linked"),
    QStringLiteral("switch-unlinked"),        QStringLiteral("link-skips-tier"),
    QStringLiteral("nvlink-rack-incomplete"), QStringLiteral("nvlink-rack-missing"),
    QStringLiteral("rack-overfull")};

// `catalog` with assumption `id` overridden by the user to `value`.
std::optional<Catalog> withAssumption(const Catalog &catalog, const QString &id, double value)
{
    CatalogOverrides ov;
    Figure f;
    f.value = value;
    f.tag = SourceTag::User;
    f.source = QStringLiteral("test override");
    ov.figures.push_back({QString(), id, f});
    QString error;
    std::optional<Catalog> c = applyOverrides(catalog, ov, &error);
    if (!c)
        qWarning("%s", qPrintable(error));
    return c;
}

} // namespace

class TestDesignWarnings : public QObject
{
    Q_OBJECT

private slots:
    void designWarningsAreAPureFunction()
    {
        ProjectDocument doc(shippedCatalog());
        smallDrawnDesign(doc);
        Project p = doc.project();
        QVERIFY(check(p, doc.catalog()).empty());
        // An untuned Ethernet compute fabric.
        Fabric f;
        f.id = p.allocateId();
        f.name = QStringLiteral("RoCE");
        f.technology = Technology::Ethernet;
        f.roceTuning = RoceTuning::Untuned;
        p.fabrics.push_back(f);
        Switch s;
        s.id = p.allocateId();
        s.switchTypeId = QStringLiteral("sn5600");
        s.fabricId = f.id;
        p.switches.push_back(s);
        // The switch has no link yet: that is a warning of its own (switch-unlinked).
        const IssueList issues = check(p, doc.catalog());
        QCOMPARE(codes(issues),
                 (QStringList{QStringLiteral("switch-unlinked"), QStringLiteral("roce-untuned")}));
        QCOMPARE(issues[1].severity, Severity::Warning);
        QCOMPARE(issues[1].subject, s.id);
        QVERIFY(issues[1].text.contains(QStringLiteral("\"RoCE\"")));
        // Tuned: no RoCE warning.
        p.fabrics.back().roceTuning = RoceTuning::PlainEcmp;
        QCOMPARE(codes(check(p, doc.catalog())), QStringList{QStringLiteral("switch-unlinked")});
    }

    // A link exactly as long as its cable reaches is fine; 10 m longer is a warning on
    // that link that names the cable.
    void linkPastReach()
    {
        ProjectDocument doc(shippedCatalog());
        const IdList links = smallDrawnDesign(doc);
        QCOMPARE(links.size(), size_t(16));
        const CableType *dac = shortCable(doc.catalog());
        QVERIFY(dac);
        const Id link = links[3];
        edit::setLinkCable(doc, {link}, dac->id);
        edit::setLinkLength(doc, {link}, dac->reachM.value);
        QVERIFY(check(doc.project(), doc.catalog()).empty());

        edit::setLinkLength(doc, {link}, dac->reachM.value + 10.0);
        const IssueList issues = check(doc.project(), doc.catalog());
        QCOMPARE(codes(issues), QStringList{QStringLiteral("link-past-reach")});
        QCOMPARE(issues[0].severity, Severity::Warning);
        QCOMPARE(issues[0].subject, link);
        QVERIFY2(issues[0].text.contains(dac->name), qPrintable(issues[0].text));
    }

    // Idle ports: smallDrawnDesign's QM9700 leaf takes 16 links at 400 Gb/s of its 64
    // ports (25 %), so 48 ports are idle; a second leaf of the same type with 32 links
    // (exactly half) is not named; the Info finding names the leaf and the idle ports.
    void idlePortsAreCounted()
    {
        ProjectDocument doc(shippedCatalog());
        smallDrawnDesign(doc);
        const IssueList issues = only(checkDesignWarnings(doc.project(), doc.catalog()),
                                      QStringLiteral("switch-ports-idle"));
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].severity, Severity::Info);
        const Switch &leaf = doc.project().switches.front();
        QCOMPARE(issues[0].subject, leaf.id);
        const QString &text = issues[0].text;
        QVERIFY2(text.startsWith(QStringLiteral("1 NVIDIA Quantum-2 QM9700 switch")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("(25\u00a0%)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("About 48 ports at 400 Gb/s are idle")),
                 qPrintable(text));

        // In a group repeated 3 times a leaf with 32 of 64 ports taken is at half (not
        // named); the spine outside takes 3 x 4 = 12 links: 52 idle.
        ProjectBuilder b;
        const Id g = b.group(3);
        const Id leaf2 = b.sw(QStringLiteral("qm9700"), g);
        const Id spine = b.sw(QStringLiteral("qm9700"), NoId, 1);
        for (int i = 0; i < 4; ++i)
            b.connectAll(b.node(QStringLiteral("h100-8gpu"), g), leaf2);
        b.link(leaf2, -1, spine, 400.0, 4);
        const IssueList idle =
            only(checkDesignWarnings(b.p, shippedCatalog()), QStringLiteral("switch-ports-idle"));
        QCOMPARE(idle.size(), std::size_t(1));
        QCOMPARE(idle[0].subject, spine);
        QVERIFY2(idle[0].text.contains(QStringLiteral("(19\u00a0%)")), qPrintable(idle[0].text));
        QVERIFY2(idle[0].text.contains(QStringLiteral("About 52 ports")), qPrintable(idle[0].text));

        // The storage spines of the generated 1,024-GPU cluster carry 208 leaf links on
        // 4 x 128 ports at 200G (41 %), and keep as many ports for the storage targets
        // (topology/clusterfabrics.h, not drawn): 81 % in use, no finding (it said 41 %
        // and "about 152 ports idle").
        GeneratorParams params;
        params.gpus = 1024;
        QString error;
        const auto cluster =
            generateProject(shippedCatalog(), params, &error, nullptr, ClusterFabrics::All);
        QVERIFY2(cluster, qPrintable(error));
        for (const Issue &i : only(checkDesignWarnings(*cluster, shippedCatalog()),
                                   QStringLiteral("switch-ports-idle")))
            QVERIFY2(!i.text.contains(QLatin1String("Storage")), qPrintable(i.text));

        // Its storage leaves take a unit's 32 nodes on port 0 (leaf 1) and port 1 (leaf 2):
        // 32 + 4 uplinks of 64 ports, 45 % (in words above: one leaf could hold both),
        // but dual-homed, so not named. Without leaf 2's links the nodes of leaf 1 have one
        // path and leaf 1 is named at 45 %.
        Project single = *cluster;
        const Switch *storageLeaf2 = nullptr;
        for (const Switch &s : single.switches)
            if (s.name == QLatin1String("Storage leaf 2") && !storageLeaf2)
                storageLeaf2 = &s;
        QVERIFY(storageLeaf2);
        const Id gone = storageLeaf2->id;
        std::erase_if(single.links, [&](const Link &l) {
            return l.b.objectId == gone && single.node(l.a.objectId);
        });
        bool named = false;
        for (const Issue &i : only(checkDesignWarnings(single, shippedCatalog()),
                                   QStringLiteral("switch-ports-idle")))
            named = named || i.text.contains(QStringLiteral("Storage leaf 1 (45\u00a0%)"));
        QVERIFY(named);
    }

    // The warnings read the catalog through an AssumptionReader and say what they read:
    // the untuned RoCE share (0.61 shipped, docs/CATALOG.md; an override moves the text),
    // a chosen cable and the default length of a link without its own.
    void warningsRecordWhatTheyRead()
    {
        ProjectDocument doc(shippedCatalog());
        const IdList links = smallDrawnDesign(doc);
        const CableType *dac = shortCable(doc.catalog());
        QVERIFY(dac);
        edit::setLinkCable(doc, {links[3]}, dac->id);
        Project p = doc.project();
        FiguresUsed used;
        check(p, doc.catalog(), nullptr, &used);
        // The idle-port finding reads the leaf's switch type (its ports).
        QCOMPARE(used.parts, (std::vector<QString>{QStringLiteral("qm9700"), dac->id}));
        // The rack space check (rack-overfull) reads the rack's nodes and height.
        QCOMPARE(used.assumptions,
                 (std::vector<QString>{QStringLiteral("cable-length-default-m-tier0"),
                                       QStringLiteral("nodes-per-rack"),
                                       QStringLiteral("rack-height-u")}));

        Fabric f;
        f.id = p.allocateId();
        f.name = QStringLiteral("RoCE");
        f.technology = Technology::Ethernet;
        f.roceTuning = RoceTuning::Untuned;
        p.fabrics.push_back(f);
        p.links.clear();
        // Nothing else to warn about: no unlinked switch, no nodes without switches.
        p.switches.clear();
        p.nodes.clear();
        IssueList issues = check(p, doc.catalog(), nullptr, &used);
        QCOMPARE(codes(issues), QStringList{QStringLiteral("roce-untuned")});
        QVERIFY2(issues[0].text.contains(QStringLiteral("about 61 %")), qPrintable(issues[0].text));
        QCOMPARE(used.assumptions, std::vector<QString>{QStringLiteral("roce-efficiency-untuned")});
        QVERIFY(used.parts.empty());

        const std::optional<Catalog> c =
            withAssumption(doc.catalog(), QStringLiteral("roce-efficiency-untuned"), 0.5);
        QVERIFY(c);
        issues = check(p, *c);
        QCOMPARE(codes(issues), QStringList{QStringLiteral("roce-untuned")});
        QVERIFY2(issues[0].text.contains(QStringLiteral("about 50 %")), qPrintable(issues[0].text));
    }

    // Four 10 U B200 nodes and the management switch need 41 U: silent in a 48 U rack,
    // a warning on the first B200 node in a 40 U one, naming both figures.
    void rackOverfull()
    {
        GeneratorParams params;
        params.gpus = 64;
        params.nodeTypeId = QStringLiteral("b200-8gpu");
        params.switchTypeId = QStringLiteral("qm9700");
        const Project p = test::generatedProject(params);
        QVERIFY(!codes(check(p, shippedCatalog())).contains(QStringLiteral("rack-overfull")));
        const std::optional<Catalog> c =
            withAssumption(shippedCatalog(), QStringLiteral("rack-height-u"), 40);
        QVERIFY(c);
        IssueList issues = check(p, *c);
        std::erase_if(issues,
                      [](const Issue &i) { return i.code != QLatin1String("rack-overfull"); });
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues[0].subject, p.nodes.front().id);
        QVERIFY2(issues[0].text.contains(QStringLiteral("needs 41 U")) &&
                     issues[0].text.contains(QStringLiteral("40 U")),
                 qPrintable(issues[0].text));
    }

    // The fixture itself is clean; every new check stays silent on it.
    void fixtureIsClean()
    {
        Fixture f;
        const Id node = f.node(QStringLiteral("Node 1"));
        f.b.connectAll(node, f.leaf);
        QVERIFY(f.warnings().empty());
        QVERIFY(checkInvariants(f.b.p, shippedCatalog()).empty());
    }

    // A node linked through 1 of its 8 NICs (review item 3c), and one through NICs 1, 3
    // and 5: each a warning on that node that names it and its free NICs (numbered from
    // 1). A node with all 8 linked, or none (the invariant node-unconnected), is not.
    void partlyLinkedNodes()
    {
        Fixture f;
        f.b.connectAll(f.node(QStringLiteral("Node 1")), f.leaf);
        const Id lone = f.node(QStringLiteral("Node 2"));
        f.b.link(lone, 0, f.leaf);
        const Id odd = f.node(QStringLiteral("Node 3"));
        for (int nic : {0, 2, 4})
            f.b.link(odd, nic, f.leaf);
        f.node(QStringLiteral("Node 4")); // no link at all
        const IssueList issues = f.warnings();
        QCOMPARE(codes(issues), (QStringList{QStringLiteral("node-partly-linked"),
                                             QStringLiteral("node-partly-linked")}));
        QCOMPARE(issues[0].subject, lone);
        QCOMPARE(issues[0].severity, Severity::Warning);
        QVERIFY2(issues[0].text.startsWith(QStringLiteral("Node 2 is linked through only 1 of its "
                                                          "8 NICs (no link on NIC 2\u20138)")),
                 qPrintable(issues[0].text));
        QCOMPARE(issues[1].subject, odd);
        QVERIFY2(issues[1].text.contains(QStringLiteral("3 of its 8 NICs (no link on NIC 2, 4 and "
                                                        "6\u20138)")),
                 qPrintable(issues[1].text));
    }

    // Nodes and no switch at all (review item 3a): one warning.
    void nodesWithoutSwitches()
    {
        ProjectBuilder b;
        for (int i = 0; i < 4; ++i)
            b.node();
        const IssueList issues = check(b.p, shippedCatalog());
        QCOMPARE(codes(issues), QStringList{QStringLiteral("nodes-without-switches")});
        QCOMPARE(issues[0].subject, b.p.nodes.front().id);
    }

    // An unlinked spine still costs (review item 3b): the warning names it and gives
    // the QM9700's catalog figures, EUR 39,560 and 750 W (resources/catalog.json,
    // docs/CATALOG.md: price an estimate, power a secondary source), and records the part.
    // Inside a group repeated 4 times it counts 4 times. An unlinked NVLink switch is
    // part of its rack and no warning.
    void unlinkedSwitchesStillCost()
    {
        Fixture f;
        const Id spare = f.b.sw(QStringLiteral("qm9700"), NoId, 1);
        name(f.b, spare, QStringLiteral("Spine 2"));
        FiguresUsed used;
        IssueList issues = check(f.b.p, shippedCatalog(), nullptr, &used);
        QCOMPARE(codes(issues), QStringList{QStringLiteral("switch-unlinked")});
        QCOMPARE(issues[0].subject, spare);
        QCOMPARE(
            issues[0].text,
            QStringLiteral("Spine 2 has no links, yet it counts in the network's cost and "
                           "power: one NVIDIA Quantum-2 QM9700 at EUR 39,560 and 750 W. Link it "
                           "or delete it."));
        QCOMPARE(used.parts, std::vector<QString>{QStringLiteral("qm9700")});

        const Id group = f.b.group(4);
        const Id grouped = f.b.sw(QStringLiteral("qm9700"), group, 0);
        name(f.b, grouped, QStringLiteral("Leaf 2"));
        f.b.p.switchById(spare)->role = SwitchRole::NvlinkSwitch;
        issues = f.warnings();
        QCOMPARE(codes(issues), QStringList{QStringLiteral("switch-unlinked")});
        QCOMPARE(issues[0].subject, grouped);
        QVERIFY2(issues[0].text.contains(QStringLiteral("Leaf 2 has no links")) &&
                     issues[0].text.contains(QStringLiteral(" 4 times ")) &&
                     issues[0].text.contains(QStringLiteral("4 \u00d7 NVIDIA Quantum-2 QM9700")) &&
                     issues[0].text.contains(QStringLiteral("each")),
                 qPrintable(issues[0].text));
    }

    // A node wired straight to a spine (review item 3d) and a leaf straight to a core:
    // a warning on each link, naming both ends. Node to leaf and leaf to spine are fine.
    void linksThatSkipATier()
    {
        Fixture f;
        const Id node = f.node(QStringLiteral("Node 1"));
        f.b.connectAll(node, f.leaf);
        const Id other = f.node(QStringLiteral("Node 2"));
        for (int nic = 0; nic < 7; ++nic)
            f.b.link(other, nic, f.leaf);
        const Id toSpine = f.b.link(other, 7, f.spine);
        const Id core = f.b.sw(QStringLiteral("qm9700"), NoId, 2);
        f.b.p.switchById(core)->role = SwitchRole::Core;
        name(f.b, core, QStringLiteral("Core 1"));
        f.b.link(f.spine, -1, core, 400.0, 2);
        const Id past = f.b.link(f.leaf, -1, core, 400.0, 1);
        const IssueList issues = f.warnings();
        QCOMPARE(codes(issues), (QStringList{QStringLiteral("link-skips-tier"),
                                             QStringLiteral("link-skips-tier")}));
        QCOMPARE(issues[0].subject, toSpine);
        QVERIFY2(issues[0].text.startsWith(QStringLiteral(
                     "The link from Node 2 to Spine 1 skips the leaf tier: Spine 1 is a spine")),
                 qPrintable(issues[0].text));
        QCOMPARE(issues[1].subject, past);
        QVERIFY2(issues[1].text.startsWith(
                     QStringLiteral("The link from Leaf 1 (a leaf) to Core 1 (a core) skips")),
                 qPrintable(issues[1].text));
    }

    // GB200 NVL72 trays (4 GPUs, 18 to a rack: resources/catalog.json gb200-nvl72). A full
    // rack is fine; a domain of 10 trays is incomplete: 10 x 4 = 40 GPUs instead of
    // 18 x 4 = 72. A lone tray in no domain (review item 3e) is a warning naming it;
    // three such trays are one warning naming all three.
    void incompleteNvl72Racks()
    {
        ProjectBuilder b;
        const QString tray = QStringLiteral("gb200-nvl72");
        auto rack = [&b, &tray](const QString &rackName, int trays) {
            NvlinkDomain d;
            d.id = b.p.allocateId();
            d.name = rackName;
            for (int i = 0; i < trays; ++i)
                d.nodeIds.push_back(b.node(tray));
            b.p.nvlinkDomains.push_back(d);
            return d.id;
        };
        rack(QStringLiteral("Rack 1"), 18);
        rack(QStringLiteral("Rack 2"), 10);
        const Id lone = b.node(tray);
        name(b, lone, QStringLiteral("Tray 1"));
        IssueList issues =
            only(check(b.p, shippedCatalog()), QStringLiteral("nvlink-rack-incomplete"));
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues[0].subject, b.p.nvlinkDomains[1].nodeIds.front()); // selectable
        QVERIFY2(issues[0].text.startsWith(QStringLiteral("NVLink domain \"Rack 2\" holds 10 of "
                                                          "the 18 nodes of a full rack")),
                 qPrintable(issues[0].text));
        QVERIFY2(issues[0].text.contains(QStringLiteral("spans 40 GPUs instead of 72")),
                 qPrintable(issues[0].text));
        issues = only(check(b.p, shippedCatalog()), QStringLiteral("nvlink-rack-missing"));
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues[0].subject, lone);
        QVERIFY2(issues[0].text.startsWith(QStringLiteral("Tray 1 is a ")),
                 qPrintable(issues[0].text));

        name(b, b.node(tray), QStringLiteral("Tray 2"));
        name(b, b.node(tray), QStringLiteral("Tray 3"));
        issues = only(check(b.p, shippedCatalog()), QStringLiteral("nvlink-rack-missing"));
        QCOMPARE(issues.size(), size_t(1));
        QVERIFY2(issues[0].text.startsWith(QStringLiteral("3 nodes of type ")) &&
                     issues[0].text.contains(QStringLiteral("(Tray 1, Tray 2, Tray 3)")),
                 qPrintable(issues[0].text));
    }

    // Ports over-used are an invariant (checkInvariants, an error), in the same issues
    // list: 65 links of 400 Gb/s on a QM9700 (64 ports at 400 Gb/s), and 129 of 200 Gb/s
    // (128 ports at 200 Gb/s: docs/CATALOG.md), each naming the leaf and the ports at
    // the links' speed.
    void portsOverUsed()
    {
        Fixture f;
        for (int n = 0; n < 8; ++n)
            f.b.connectAll(f.node(QStringLiteral("Node %1").arg(n + 1)), f.leaf); // 64 + 4 up
        IssueList issues =
            only(checkInvariants(f.b.p, shippedCatalog()), QStringLiteral("switch-ports-exceeded"));
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues[0].subject, f.leaf);
        QCOMPARE(issues[0].text, QStringLiteral("Leaf 1 has 68 links at 400 Gb/s but only 64 ports "
                                                "at that speed (NVIDIA Quantum-2 QM9700)."));
        for (Link &l : f.b.p.links)
            l.gbitPerS = 200.0;
        f.b.link(f.leaf, -1, f.spine, 200.0, 61); // 64 + 65 = 129
        issues =
            only(checkInvariants(f.b.p, shippedCatalog()), QStringLiteral("switch-ports-exceeded"));
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues[0].text, QStringLiteral("Leaf 1 has 129 links at 200 Gb/s but only 128 "
                                                "ports at that speed (NVIDIA Quantum-2 QM9700)."));
    }

    // Generated designs raise none of these: rail-optimized and fat tree, 1:1 and 3:1,
    // one and two planes, GB200 NVL72 racks of 18 trays (1,152 GPUs = 16 racks), and
    // the 16,384-GPU three-tier fabric.
    void generatedDesignsRaiseNone_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("nodeType");
        QTest::addColumn<int>("topology");
        QTest::addColumn<double>("oversubscription");
        QTest::addColumn<int>("planes");
        QTest::addColumn<int>("idleSwitches"); // named by "switch-ports-idle"
        const int rail = int(TopologyKind::RailOptimized);
        const int tree = int(TopologyKind::FatTree);
        QTest::newRow("1024 rail") << 1024 << "h100-8gpu" << rail << 1.0 << 1 << 0;
        // 1,024 node ports over leaves of 48 down and 16 up: 21 full leaves and a 22nd
        // with 16 node ports and 6 uplinks (22 of 64 ports, 34 %).
        QTest::newRow("1024 tree 3:1") << 1024 << "h100-8gpu" << tree << 3.0 << 1 << 1;
        QTest::newRow("2048 two planes") << 2048 << "h100-8gpu" << rail << 1.0 << 2 << 0;
        QTest::newRow("1152 GB200") << 1152 << "gb200-nvl72" << rail << 1.0 << 1 << 0;
        QTest::newRow("16384 rail") << 16384 << "h100-8gpu" << rail << 1.0 << 1 << 0;
        QTest::newRow("128 rail") << 128 << "h100-8gpu" << rail << 1.0 << 1 << 0;
        QTest::newRow("992 rail") << 992 << "h100-8gpu" << rail << 1.0 << 1 << 0;
        // 257 nodes: the 257th alone in a ninth unit, its 8 rail leaves each with one
        // node port and one uplink (2 of 64 ports, 3 %), and one aggregation switch at
        // 25 %: 9 switches named.
        QTest::newRow("2056 rail") << 2056 << "h100-8gpu" << rail << 1.0 << 1 << 9;
    }
    void generatedDesignsRaiseNone()
    {
        QFETCH(int, gpus);
        QFETCH(QString, nodeType);
        QFETCH(int, topology);
        QFETCH(double, oversubscription);
        QFETCH(int, planes);
        QFETCH(int, idleSwitches);
        GeneratorParams params;
        params.gpus = gpus;
        params.nodeTypeId = nodeType;
        params.switchTypeId = QStringLiteral("qm9700");
        params.topology = TopologyKind(topology);
        params.oversubscription = oversubscription;
        params.planes = planes;
        const Project p = test::generatedProject(params);
        const IssueList issues = check(p, shippedCatalog());
        for (const Issue &i : issues)
            QVERIFY2(!kNewCodes.contains(i.code), qPrintable(i.text));
        const IssueList idle =
            only(checkDesignWarnings(p, shippedCatalog()), QStringLiteral("switch-ports-idle"));
        QCOMPARE(idle.empty(), idleSwitches == 0);
        for (const Issue &i : idle) {
            QVERIFY2(i.text.startsWith(QString::number(idleSwitches) + QLatin1Char(' ')),
                     qPrintable(i.text));
        }
    }

    // One leaf cannot survive its own failure: a warning only when the organisation
    // asks for survival and only with an evaluation to read the failure from.
    void singlePointOfFailure()
    {
        ProjectDocument doc(shippedCatalog());
        smallDrawnDesign(doc);
        Project p = doc.project();
        const Evaluation relaxed = evaluate(p, doc.catalog());
        QVERIFY(check(p, doc.catalog(), &relaxed).empty());

        p.organisation.surviveSingleSwitchFailure = true;
        QVERIFY(check(p, doc.catalog()).empty()); // no evaluation given
        const Evaluation strict = evaluate(p, doc.catalog());
        const IssueList issues = check(p, doc.catalog(), &strict);
        QCOMPARE(codes(issues), QStringList{QStringLiteral("single-point-of-failure")});
        QCOMPARE(issues[0].subject, p.switches.front().id);
        QVERIFY2(issues[0].text.contains(QStringLiteral("16 GPUs")), qPrintable(issues[0].text));
    }

    // 32,768 H100 GPUs at 1:1: 4,096 nodes, more than the on-board subnet manager's 2,048,
    // so a UFM pair manages the compute fabric (analysis_cost.cpp), and each appliance
    // needs a port in it. Three full tiers (32,768 / 32 = 1,024 leaves, as many
    // aggregation switches, 512 core switches, every port in use) leave none: the
    // warning says so and how NVIDIA's RA keeps ports free.
    void subnetManagersNeedPorts()
    {
        GeneratorParams params;
        params.gpus = 32768;
        const Project p = test::generatedProject(params);
        const Evaluation e = evaluate(p, shippedCatalog());
        const VariantEvaluation &drawn = e.variants.front();
        QCOMPARE(drawn.switchesPerTier, (std::vector<int>{1024, 1024, 512}));
        QCOMPARE(drawn.resilience.freeSwitchPorts, 0);
        QCOMPARE(drawn.cost.subnetManagerPorts.at(p.computeFabric()->id), 2);
        const IssueList issues = only(checkDesignWarnings(p, shippedCatalog(), &e),
                                      QStringLiteral("subnet-manager-ports"));
        QCOMPARE(issues.size(), size_t(1));
        QVERIFY2(issues[0].text.contains(QStringLiteral("need 2 ports")) &&
                     issues[0].text.contains(QStringLiteral("only 0 switch ports are free")),
                 qPrintable(issues[0].text));
        QCOMPARE(issues[0].subject, p.computeFabric()->id);
    }
};

QTEST_GUILESS_MAIN(TestDesignWarnings)
#include "tst_designwarnings.moc"
