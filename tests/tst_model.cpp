// SPDX-License-Identifier: GPL-3.0-or-later
// Model invariants (docs/DESIGN.md section 2): each rule breaks on a hand-made design
// and reports its stable code on the right subject; a clean design reports none.
#include "model/catalog.h"
#include "model/invariants.h"
#include "model/model.h"
#include "support/testsupport.h"

#include <QTest>

using namespace fp;

namespace {

// A small valid design: 2 H100 nodes (8 x ConnectX-7 400G each, docs/CATALOG.md) on one
// QM9700 leaf (64 x 400G), rail-optimized: NIC i of both nodes to the leaf.
using test::ProjectBuilder;
using test::shippedCatalog;

QStringList codes(const IssueList &issues, Severity atLeast = Severity::Error)
{
    QStringList out;
    for (const Issue &i : issues) {
        if (i.severity >= atLeast)
            out << i.code;
    }
    return out;
}

bool hasIssue(const IssueList &issues, const QString &code, Id subject)
{
    for (const Issue &i : issues) {
        if (i.code == code && i.subject == subject && !i.text.isEmpty())
            return true;
    }
    return false;
}

} // namespace

class TestModel : public QObject
{
    Q_OBJECT

private slots:
    void cleanDesignHasNoIssues()
    {
        ProjectBuilder b;
        const Id leaf = b.sw();
        b.connectAll(b.node(), leaf);
        b.connectAll(b.node(), leaf);
        const IssueList issues = checkInvariants(b.p, shippedCatalog());
        QVERIFY2(codes(issues, Severity::Info).isEmpty(),
                 qPrintable(codes(issues, Severity::Info).join(QLatin1Char(','))));
    }

    // 9 nodes x 8 ports = 72 links on a 64-port QM9700 (64 x 400G, docs/CATALOG.md).
    void switchPortsExceeded()
    {
        ProjectBuilder b;
        const Id leaf = b.sw();
        for (int n = 0; n < 9; ++n)
            b.connectAll(b.node(), leaf);
        QVERIFY(hasIssue(checkInvariants(b.p, shippedCatalog()),
                         QStringLiteral("switch-ports-exceeded"), leaf));
        // 8 nodes = exactly 64 links: allowed.
        ProjectBuilder ok;
        const Id leaf2 = ok.sw();
        for (int n = 0; n < 8; ++n)
            ok.connectAll(ok.node(), leaf2);
        QVERIFY(codes(checkInvariants(ok.p, shippedCatalog())).isEmpty());
    }

    // A group of 1 leaf repeated 33 times, each leaf with a bundle of 2 x 400G to one
    // outside spine: 33 x 2 = 66 links on 64 ports. At 32 repeats: 64, fits.
    void groupRepeatCountsOnOutsideSwitch()
    {
        for (int repeat : {32, 33}) {
            ProjectBuilder b;
            const Id g = b.group(repeat);
            const Id leaf = b.sw(QStringLiteral("qm9700"), g, 0);
            const Id spine = b.sw(QStringLiteral("qm9700"), NoId, 1);
            Link l;
            l.id = b.p.allocateId();
            l.fabricId = b.fabric;
            l.a = switchEnd(leaf);
            l.b = switchEnd(spine);
            l.bundle = 2;
            l.gbitPerS = 400;
            b.p.links.push_back(l);
            const bool exceeded = hasIssue(checkInvariants(b.p, shippedCatalog()),
                                           QStringLiteral("switch-ports-exceeded"), spine);
            QCOMPARE(exceeded, repeat == 33);
        }
    }

    void nicPortLinkedTwice()
    {
        ProjectBuilder b;
        const Id leaf = b.sw();
        const Id n = b.node();
        b.link(n, 0, leaf);
        const Id second = b.link(n, 0, leaf);
        QVERIFY(hasIssue(checkInvariants(b.p, shippedCatalog()),
                         QStringLiteral("nic-port-linked-twice"), second));
    }

    void nicIndexOutOfRange()
    {
        ProjectBuilder b;
        const Id leaf = b.sw();
        // h100-8gpu has NICs 0..7 for compute and 8..9 for storage and front-end.
        const Id l = b.link(b.node(), 10, leaf);
        QVERIFY(hasIssue(checkInvariants(b.p, shippedCatalog()), QStringLiteral("nic-port-invalid"),
                         l));
    }

    // SN5600 is an Ethernet switch (docs/CATALOG.md): not allowed in an InfiniBand fabric.
    void switchOfOtherTechnology()
    {
        ProjectBuilder b;
        const Id sw = b.sw(QStringLiteral("sn5600"));
        QVERIFY(hasIssue(checkInvariants(b.p, shippedCatalog()),
                         QStringLiteral("switch-technology-mismatch"), sw));
    }

    // ConnectX-7 ports run at 400G; QM9700 has no 800G mode.
    void linkSpeedMismatch()
    {
        ProjectBuilder b;
        const Id leaf = b.sw();
        const Id l = b.link(b.node(), 0, leaf, 800.0);
        const IssueList issues = checkInvariants(b.p, shippedCatalog());
        QVERIFY(hasIssue(issues, QStringLiteral("link-speed-mismatch"), l));
        QVERIFY(hasIssue(issues, QStringLiteral("link-speed-unsupported"), l));
    }

    void linkBetweenFabrics()
    {
        ProjectBuilder b;
        Fabric eth;
        eth.id = b.p.allocateId();
        eth.technology = Technology::Ethernet;
        eth.purpose = FabricPurpose::Storage;
        b.p.fabrics.push_back(eth);
        const Id ibLeaf = b.sw();
        const Id ethLeaf = b.sw(QStringLiteral("sn5600"), NoId, 1, eth.id);
        Link l;
        l.id = b.p.allocateId();
        l.fabricId = b.fabric;
        l.a = switchEnd(ibLeaf);
        l.b = switchEnd(ethLeaf);
        l.gbitPerS = 400;
        b.p.links.push_back(l);
        QVERIFY(hasIssue(checkInvariants(b.p, shippedCatalog()),
                         QStringLiteral("link-technology-mismatch"), l.id));
    }

    void nvlinkDomainMixedGpus()
    {
        ProjectBuilder b;
        NvlinkDomain d;
        d.id = b.p.allocateId();
        d.name = QStringLiteral("mixed");
        d.nodeIds = {b.node(QStringLiteral("h100-8gpu")), b.node(QStringLiteral("b200-8gpu"))};
        b.p.nvlinkDomains.push_back(d);
        QVERIFY(hasIssue(checkInvariants(b.p, shippedCatalog()),
                         QStringLiteral("nvlink-domain-mixed-gpus"), d.id));
    }

    void linkCrossesGroups()
    {
        ProjectBuilder b;
        const Id g1 = b.group(2);
        const Id g2 = b.group(2);
        const Id n = b.node(QStringLiteral("h100-8gpu"), g1);
        const Id leaf = b.sw(QStringLiteral("qm9700"), g2);
        const Id l = b.link(n, 0, leaf);
        QVERIFY(hasIssue(checkInvariants(b.p, shippedCatalog()),
                         QStringLiteral("link-crosses-groups"), l));
    }

    void badValues()
    {
        ProjectBuilder b;
        const Id g = b.group(0);
        const Id leaf = b.sw();
        const Id l = b.link(b.node(), 0, leaf, 400.0, 0);
        const Id unknown = b.sw(QStringLiteral("no-such-switch"));
        const IssueList issues = checkInvariants(b.p, shippedCatalog());
        QVERIFY(hasIssue(issues, QStringLiteral("group-repeat-invalid"), g));
        QVERIFY(hasIssue(issues, QStringLiteral("link-values-invalid"), l));
        QVERIFY(hasIssue(issues, QStringLiteral("switch-type-unknown"), unknown));
    }

    void danglingReferencesDoNotCrash()
    {
        ProjectBuilder b;
        Link l;
        l.id = b.p.allocateId();
        l.fabricId = b.fabric;
        l.a = LinkEnd{9999, 0, 0};
        l.b = switchEnd(8888);
        l.gbitPerS = 400;
        b.p.links.push_back(l);
        Node n;
        n.id = 5; // duplicates nothing yet, but is >= nextId after the reset below
        b.p.nextId = 3;
        b.p.nodes.push_back(n);
        const IssueList issues = checkInvariants(b.p, shippedCatalog());
        QVERIFY(hasIssue(issues, QStringLiteral("link-end-invalid"), l.id));
        QVERIFY(hasIssue(issues, QStringLiteral("id-invalid"), 5));
    }

    void unconnectedNodeIsAWarning()
    {
        ProjectBuilder b;
        const Id n = b.node();
        const IssueList issues = checkInvariants(b.p, shippedCatalog());
        QVERIFY(codes(issues).isEmpty());
        QVERIFY(hasIssue(issues, QStringLiteral("node-unconnected"), n));
    }

    void multiplicity()
    {
        ProjectBuilder b;
        const Id g = b.group(7);
        QCOMPARE(b.p.multiplicity(NoId), 1);
        QCOMPARE(b.p.multiplicity(g), 7);
        QCOMPARE(b.p.multiplicity(4242), 0);
    }

    void keysRoundTrip()
    {
        for (auto p : {FabricPurpose::Compute, FabricPurpose::Storage, FabricPurpose::FrontEnd,
                       FabricPurpose::Management}) {
            FabricPurpose back{};
            QVERIFY(purposeFromKey(purposeKey(p), &back));
            QCOMPARE(back, p);
        }
        for (auto r :
             {SwitchRole::Leaf, SwitchRole::Spine, SwitchRole::Core, SwitchRole::NvlinkSwitch}) {
            SwitchRole back{};
            QVERIFY(roleFromKey(roleKey(r), &back));
            QCOMPARE(back, r);
        }
        TopologyKind t{};
        QVERIFY(topologyFromKey(QStringLiteral("rail-optimized"), &t));
        QCOMPARE(t, TopologyKind::RailOptimized);
        QVERIFY(!topologyFromKey(QStringLiteral("torus"), &t));
    }
};

QTEST_GUILESS_MAIN(TestModel)
#include "tst_model.moc"
