// SPDX-License-Identifier: GPL-3.0-or-later
// Bandwidth analysis: injection, NVLink, oversubscription per tier and bisection by
// maximum flow, checked against hand computations and the fat-tree closed form
// N/2 x link speed / r (Al-Fares et al., SIGCOMM 2008; docs/DESIGN.md section 4).
#include "analysis/analysis_bandwidth.h"
#include "model/catalog.h"
#include "model/model.h"
#include "support/testsupport.h"
#include "topology/generator.h"

#include <QElapsedTimer>
#include <QTest>

using namespace fp;

namespace {

Figure fig(double v)
{
    return Figure{v, SourceTag::User, QStringLiteral("test figure"), true, {}, false};
}

// A small catalog whose numbers keep the hand computations short: an 8-port 400G
// switch ("k = 8"), 1-GPU/1-NIC and 2-GPU/2-NIC nodes.
Catalog smallCatalog()
{
    Catalog c;
    GpuType g;
    g.id = QStringLiteral("tgpu");
    g.name = QStringLiteral("Test GPU");
    g.nvlinkGbytePerS = fig(900);
    c.gpus.push_back(g);
    NicType n;
    n.id = QStringLiteral("tnic");
    n.name = QStringLiteral("Test NIC");
    n.modes = {{Technology::InfiniBand, {1, 400}}, {Technology::Ethernet, {1, 400}}};
    c.nics.push_back(n);
    SwitchType s;
    s.id = QStringLiteral("t8");
    s.name = QStringLiteral("Test switch 8 x 400G");
    s.technology = Technology::InfiniBand;
    s.cages = 8;
    s.modes = {{8, 400}};
    s.latencyNs = fig(100);
    c.switches.push_back(s);
    NodeTypeSpec n1;
    n1.id = QStringLiteral("n1");
    n1.gpuTypeId = g.id;
    n1.gpuCount = 1;
    n1.nicTypeId = n.id;
    n1.nicCount = 1;
    n1.railOfNic = {0};
    c.nodeTypes.push_back(n1);
    NodeTypeSpec n2 = n1;
    n2.id = QStringLiteral("n2");
    n2.gpuCount = 2;
    n2.nicCount = 2;
    n2.railOfNic = {0, 1};
    c.nodeTypes.push_back(n2);
    c.defaultSwitchInfiniBand = s.id;
    c.defaultNodeType = n1.id;
    return c;
}

Id addFabric(Project &p)
{
    Fabric f;
    f.id = p.allocateId();
    f.name = QStringLiteral("compute");
    f.purpose = FabricPurpose::Compute;
    p.fabrics.push_back(f);
    return f.id;
}

Id addGroup(Project &p, int repeat)
{
    Group g;
    g.id = p.allocateId();
    g.name = QStringLiteral("unit");
    g.repeat = repeat;
    p.groups.push_back(g);
    return g.id;
}

Id addNode(Project &p, const QString &type, Id group = NoId)
{
    Node n;
    n.id = p.allocateId();
    n.name = QStringLiteral("node %1").arg(n.id);
    n.nodeTypeId = type;
    n.groupId = group;
    p.nodes.push_back(n);
    return n.id;
}

Id addSwitch(Project &p, Id fabric, int tier, Id group = NoId)
{
    Switch s;
    s.id = p.allocateId();
    s.name = QStringLiteral("switch %1").arg(s.id);
    s.switchTypeId = QStringLiteral("t8");
    s.role = tier == 0 ? SwitchRole::Leaf : SwitchRole::Spine;
    s.fabricId = fabric;
    s.groupId = group;
    s.tier = tier;
    p.switches.push_back(s);
    return s.id;
}

void addLink(Project &p, Id fabric, LinkEnd a, Id upper, int bundle = 1)
{
    appendUplink(p, fabric, a, upper, bundle, 400);
}

// 2-tier fat tree of k-port switches as `leaves` copies of a group {1 leaf, `down`
// nodes}, each leaf with one link to each of `spines` spines outside the group.
Project twoTier(int leaves, int down, int spines)
{
    Project p;
    const Id f = addFabric(p);
    const Id g = addGroup(p, leaves);
    const Id leaf = addSwitch(p, f, 0, g);
    for (int i = 0; i < down; ++i)
        addLink(p, f, LinkEnd{addNode(p, QStringLiteral("n1"), g), 0, 0}, leaf);
    for (int s = 0; s < spines; ++s)
        addLink(p, f, switchEnd(leaf), addSwitch(p, f, 1));
    return p;
}

Project generated(const Catalog &c, int gpus, double r, TopologyKind topology)
{
    GeneratorParams params;
    params.gpus = gpus;
    params.nodeTypeId = QStringLiteral("h100-8gpu");
    params.technology = Technology::InfiniBand;
    params.switchTypeId = QStringLiteral("qm9700");
    params.topology = topology;
    params.oversubscription = r;
    return test::generatedProject(params, c);
}

double cutFlow(const ComputeNetwork &net, const QString &key)
{
    for (const PortCut &cut : balancedCuts(net)) {
        if (cut.key == key)
            return maxFlowGbitPerS(net, cut.side);
    }
    return -1.0;
}

} // namespace

class TestBandwidth : public QObject
{
    Q_OBJECT

private:
    Catalog m_shipped;

private slots:
    void initTestCase() { m_shipped = test::shippedCatalog(); }

    // b300-8gpu (docs/CATALOG.md: 8 x B300, 8 x ConnectX-8): on InfiniBand one 800G XDR
    // port per NIC (Q3400), on Ethernet 2 x 400GbE per NIC (SN5610 at 128 x 400G). Either
    // way a GPU injects 800 Gb/s and a node 8 x 800 = 6,400 Gb/s; 1,024 GPUs inject
    // 1,024 x 800 = 819,200 Gb/s.
    void b300Injection_data()
    {
        QTest::addColumn<int>("technology");
        QTest::addColumn<QString>("switchType");
        QTest::newRow("infiniband") << int(Technology::InfiniBand) << QStringLiteral("q3400");
        QTest::newRow("ethernet") << int(Technology::Ethernet) << QStringLiteral("sn5610");
    }
    void b300Injection()
    {
        QFETCH(int, technology);
        QFETCH(QString, switchType);
        GeneratorParams params;
        params.gpus = 1024;
        params.nodeTypeId = QStringLiteral("b300-8gpu");
        params.technology = static_cast<Technology>(technology);
        params.switchTypeId = switchType;
        const Project p = test::generatedProject(params, m_shipped);
        const BandwidthResult r = analyzeBandwidth(p, m_shipped);
        QCOMPARE(r.injectionGbitPerSPerGpu, 800.0);
        QCOMPARE(r.injectionGbitPerSPerNode, 6400.0);
        QCOMPARE(r.totalInjectionGbitPerS, 819200.0);
    }

    // 1,024 H100 GPUs at 3:1 on QM9700 (k = 64: 16 up, 48 down): 128 nodes in units of
    // 48, 48 and 32, 24 rail leaves, 8 spines. A full unit's leaf has 48 down and 16 up
    // (3:1); the partial unit's 32 down keep 16 up (equal bundles of 2 to the 8 spines,
    // generator.cpp "2 tiers"): 2:1. Worst and median 3:1; the tier as built 1,024 / (24 x 16) =
    // 2.67:1, the ratio the bisection follows: 204.8 Tb/s / 2.67 = 76.8 Tb/s
    // (numbers review #6: 3:1 alone was reported).
    void oversubscriptionAsBuilt()
    {
        GeneratorParams params;
        params.gpus = 1024;
        params.oversubscription = 3.0;
        const Project p = test::generatedProject(params, m_shipped);
        const BandwidthResult r = analyzeBandwidth(p, m_shipped);
        QCOMPARE(r.tiers.size(), size_t(1));
        QCOMPARE(r.tiers.front().worst, 3.0);
        QCOMPARE(r.tiers.front().typical, 3.0);
        QVERIFY(std::abs(r.tiers.front().overall - 1024.0 / 384.0) < 1e-9);
        QCOMPARE(r.oversubscription, 3.0);
        QVERIFY(std::abs(r.oversubscriptionOverall - 1024.0 / 384.0) < 1e-9);
        QVERIFY(std::abs(r.bisectionGbitPerS - 76800.0) < 1e-6);
    }

    // k = 8, non-blocking: 8 leaves x 4 endpoints, 4 spines: 32 endpoints.
    // Closed form: 32 / 2 x 400 = 6,400 Gb/s. Group order puts leaves 0-3 on side A:
    // their 4 x 4 = 16 uplinks of 400 Gb/s cross: 6,400 Gb/s (the flow agrees).
    void fullFatTreeSmall()
    {
        const Catalog c = smallCatalog();
        const Project p = twoTier(8, 4, 4);
        const ComputeNetwork net = buildComputeNetwork(p, c);
        QCOMPARE(net.portCount(), 32);
        QCOMPARE(net.switchCount(), 12);
        QCOMPARE(net.tiers, 2);
        QCOMPARE(cutFlow(net, QStringLiteral("group-order")), 6400.0);
        // Interleaved: every leaf holds 2 + 2, all of it crosses inside the leaf.
        QCOMPARE(cutFlow(net, QStringLiteral("interleaved")), 6400.0);

        const BandwidthResult r = analyzeBandwidth(p, c);
        QCOMPARE(r.bisectionGbitPerS, 6400.0);
        QCOMPARE(r.bisectionGbitPerS, fatTreeBisectionGbitPerS(32, 400));
        QCOMPARE(r.injectionGbitPerSPerGpu, 400.0);
        QCOMPARE(r.injectionGbitPerSPerNode, 400.0);
        QCOMPARE(r.totalInjectionGbitPerS, 12800.0);
        QCOMPARE(r.nvlinkGbytePerSPerGpu, 900.0);
        QCOMPARE(r.nvlinkDomainGpus, 1);
        // Leaves: 4 x 400 down : 4 x 400 up = 1; spines have no uplinks.
        QCOMPARE(r.tiers.size(), std::size_t(1));
        QCOMPARE(r.tiers[0].tier, 0);
        QCOMPARE(r.tiers[0].worst, 1.0);
        QCOMPARE(r.tiers[0].typical, 1.0);
        QCOMPARE(r.oversubscription, 1.0);
        QVERIFY(!r.explanations.empty());
    }

    // k = 8, 3:1 taper: 4 leaves x 6 endpoints, 2 uplinks each to 2 spines.
    // Group order: leaves 0-1 (12 endpoints) vs 2-3; crossing = 2 leaves x 2 x 400 =
    // 1,600 Gb/s = 24 / 2 x 400 / 3 (closed form divided by r = 3).
    // Interleaved: 3 + 3 per leaf, crossing inside the leaves: 12 x 400 = 4,800.
    void taperedFatTreeSmall()
    {
        const Catalog c = smallCatalog();
        const Project p = twoTier(4, 6, 2);
        const ComputeNetwork net = buildComputeNetwork(p, c);
        QCOMPARE(cutFlow(net, QStringLiteral("group-order")), 1600.0);
        QCOMPARE(cutFlow(net, QStringLiteral("interleaved")), 4800.0);
        const BandwidthResult r = analyzeBandwidth(p, c);
        QCOMPARE(r.bisectionGbitPerS, 1600.0);
        QCOMPARE(r.bisectionGbitPerS, fatTreeBisectionGbitPerS(24, 400, 3.0));
        QVERIFY(r.bisectionCut.contains(QStringLiteral("group order")));
        QCOMPARE(r.tiers.size(), std::size_t(1));
        QCOMPARE(r.tiers[0].worst, 3.0);
        QCOMPARE(r.tiers[0].typical, 3.0);
        QCOMPARE(r.oversubscription, 3.0);
    }

    // Rail cut, no spine ("rail-only"): 2 nodes x 2 rails, leaf i takes rail i.
    // Node cuts cross inside each leaf (2 x 400 = 800); the rail cut (rail 0 vs 1) has
    // no path at all: 0, which is not the bisection while the nodes' GPUs share NVLink
    // (traffic between rails crosses the node, NCCL's PXN): 800, the node cut, and the
    // explanation says why; without NVLink in the node the rail cut counts, 0 (review
    // 2026-12-07: "0.0 Tb/s" beside "1:1" for a rail-only B300 design). With a 400G uplink from
    // each leaf to one spine, the rail cut carries 400 Gb/s and is the minimum (node cuts: 4 nodes,
    // each leaf 2 + 2 local, 2 leaves x 2 x 400 = 1,600).
    void railCut()
    {
        const Catalog c = smallCatalog();
        {
            Project p;
            const Id f = addFabric(p);
            const Id leaf0 = addSwitch(p, f, 0);
            const Id leaf1 = addSwitch(p, f, 0);
            for (int i = 0; i < 2; ++i) {
                const Id n = addNode(p, QStringLiteral("n2"));
                addLink(p, f, LinkEnd{n, 0, 0}, leaf0);
                addLink(p, f, LinkEnd{n, 1, 0}, leaf1);
            }
            const ComputeNetwork net = buildComputeNetwork(p, c);
            QCOMPARE(net.rails, 2);
            QCOMPARE(cutFlow(net, QStringLiteral("group-order")), 800.0);
            QCOMPARE(cutFlow(net, QStringLiteral("rails")), 0.0);
            const BandwidthResult r = analyzeBandwidth(p, c);
            QCOMPARE(r.bisectionGbitPerS, 800.0);
            QVERIFY(r.bisectionCut.contains(QStringLiteral("group order")));
            QVERIFY(
                std::any_of(r.explanations.begin(), r.explanations.end(), [](const Explanation &e) {
                    return e.id == QLatin1String("bisection") &&
                           e.text.contains(QLatin1String("(rail-only)"));
                }));
            Catalog noNvlink = c;
            noNvlink.gpus.front().nvlinkGbytePerS = fig(0);
            const BandwidthResult pcie = analyzeBandwidth(p, noNvlink);
            QCOMPARE(pcie.bisectionGbitPerS, 0.0);
            QVERIFY(pcie.bisectionCut.contains(QStringLiteral("rails 0-0 vs rails 1-1")));
        }
        {
            Project p;
            const Id f = addFabric(p);
            const Id leaf0 = addSwitch(p, f, 0);
            const Id leaf1 = addSwitch(p, f, 0);
            const Id spine = addSwitch(p, f, 1);
            for (int i = 0; i < 4; ++i) {
                const Id n = addNode(p, QStringLiteral("n2"));
                addLink(p, f, LinkEnd{n, 0, 0}, leaf0);
                addLink(p, f, LinkEnd{n, 1, 0}, leaf1);
            }
            addLink(p, f, switchEnd(leaf0), spine);
            addLink(p, f, switchEnd(leaf1), spine);
            const ComputeNetwork net = buildComputeNetwork(p, c);
            QCOMPARE(cutFlow(net, QStringLiteral("group-order")), 1600.0);
            QCOMPARE(cutFlow(net, QStringLiteral("rails")), 400.0);
            const BandwidthResult r = analyzeBandwidth(p, c);
            QCOMPARE(r.bisectionGbitPerS, 400.0);
            // Leaves: 4 x 400 down : 400 up = 4:1.
            QCOMPARE(r.tiers[0].worst, 4.0);
        }
    }

    // Shipped catalog: QM9700 64 x 400G (k = 64), H100 8-GPU nodes with 8 x 400G
    // ConnectX-7, rail-optimized, r = 1. 2,048 GPUs = k^2/2 endpoints, the 2-tier
    // maximum: bisection 2,048 / 2 x 400 = 409,600 Gb/s, for every cut (group order,
    // interleaved, rails 0-3 vs 4-7).
    void fullFatTreeK64()
    {
        const Project p = generated(m_shipped, 2048, 1.0, TopologyKind::RailOptimized);
        const ComputeNetwork net = buildComputeNetwork(p, m_shipped);
        QCOMPARE(net.portCount(), 2048);
        QCOMPARE(net.rails, 8);
        QCOMPARE(cutFlow(net, QStringLiteral("group-order")), 409600.0);
        QCOMPARE(cutFlow(net, QStringLiteral("interleaved")), 409600.0);
        QCOMPARE(cutFlow(net, QStringLiteral("rails")), 409600.0);
        QElapsedTimer timer;
        timer.start();
        const BandwidthResult r = analyzeBandwidth(p, m_shipped);
        qInfo("analyzeBandwidth at 2,048 GPUs: %lld ms", timer.elapsed());
        QCOMPARE(r.bisectionGbitPerS, 409600.0);
        QCOMPARE(r.bisectionGbitPerS, fatTreeBisectionGbitPerS(2048, 400));
        QCOMPARE(r.injectionGbitPerSPerGpu, 400.0);
        QCOMPARE(r.injectionGbitPerSPerNode, 3200.0);
        QCOMPARE(r.totalInjectionGbitPerS, 819200.0);
        // docs/CATALOG.md: H100 SXM 900 GB/s NVLink, 8-GPU domain.
        QCOMPARE(r.nvlinkGbytePerSPerGpu, 900.0);
        QCOMPARE(r.nvlinkDomainGpus, 8);
        QCOMPARE(r.tiers[0].worst, 1.0);
        QCOMPARE(r.oversubscription, 1.0);
        // The catalog types it read (analysis/assumptionreader.h), each once, in the
        // order read: the node type h100-8gpu and the QM9700 of the leaves and spines
        // while building the network (the expansion lists the nodes first), then the
        // node type's GPU h100-sxm for NVLink; no assumption.
        QCOMPARE(net.used.parts,
                 (std::vector<QString>{QStringLiteral("h100-8gpu"), QStringLiteral("qm9700")}));
        QCOMPARE(r.used.parts,
                 (std::vector<QString>{QStringLiteral("h100-8gpu"), QStringLiteral("qm9700"),
                                       QStringLiteral("h100-sxm")}));
        QVERIFY(r.used.assumptions.empty());
    }

    // 3:1 at the leaf with k = 64: 48 down, 16 up; 2-tier maximum k^2 r/(r+1) = 3,072
    // endpoints (docs/CATALOG.md). Group order: 4 of 8 units (32 leaves) on side A, their
    // 32 x 16 uplinks of 400G cross: 204,800 Gb/s = 3,072 / 2 x 400 / 3.
    void taperedFatTreeK64()
    {
        const Project p = generated(m_shipped, 3072, 3.0, TopologyKind::RailOptimized);
        const BandwidthResult r = analyzeBandwidth(p, m_shipped);
        QCOMPARE(r.bisectionGbitPerS, 204800.0);
        QCOMPARE(r.bisectionGbitPerS, fatTreeBisectionGbitPerS(3072, 400, 3.0));
        QCOMPARE(r.tiers[0].worst, 3.0);
        QCOMPARE(r.tiers[0].typical, 3.0);
        QCOMPARE(r.oversubscription, 3.0);
    }

    // Property: a balanced cut can never carry more than the smaller side injects.
    void bisectionAtMostHalfInjection_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("r");
        QTest::addColumn<int>("topology");
        QTest::newRow("16 rail") << 16 << 1.0 << int(TopologyKind::RailOptimized);
        QTest::newRow("128 rail") << 128 << 1.0 << int(TopologyKind::RailOptimized);
        QTest::newRow("1024 fat tree 2:1") << 1024 << 2.0 << int(TopologyKind::FatTree);
        QTest::newRow("2056 rail") << 2056 << 1.0 << int(TopologyKind::RailOptimized);
        QTest::newRow("4096 rail 3 tiers") << 4096 << 1.0 << int(TopologyKind::RailOptimized);
        QTest::newRow("1000 rail 3:1") << 1000 << 3.0 << int(TopologyKind::RailOptimized);
    }
    void bisectionAtMostHalfInjection()
    {
        QFETCH(int, gpus);
        QFETCH(double, r);
        QFETCH(int, topology);
        const Project p = generated(m_shipped, gpus, r, static_cast<TopologyKind>(topology));
        const BandwidthResult b = analyzeBandwidth(p, m_shipped);
        QVERIFY(b.bisectionGbitPerS > 0.0);
        QVERIFY(b.bisectionGbitPerS <= b.totalInjectionGbitPerS / 2.0);
        // And at least what the taper leaves of the smaller side (an odd node count
        // leaves one node's injection on the larger side).
        QVERIFY(b.bisectionGbitPerS >=
                (b.totalInjectionGbitPerS / 2.0 - b.injectionGbitPerSPerNode) / r - 1e-6);
    }

    void timing_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::newRow("1024") << 1024;
        QTest::newRow("16384") << 16384;
    }
    void timing()
    {
        QFETCH(int, gpus);
        const Project p = generated(m_shipped, gpus, 1.0, TopologyKind::RailOptimized);
        QElapsedTimer timer;
        timer.start();
        const BandwidthResult r = analyzeBandwidth(p, m_shipped);
        qInfo("analyzeBandwidth at %d GPUs: %lld ms (bisection %.0f Gb/s)", gpus, timer.elapsed(),
              r.bisectionGbitPerS);
        QCOMPARE(r.bisectionGbitPerS, fatTreeBisectionGbitPerS(gpus, 400));
    }
};

QTEST_GUILESS_MAIN(TestBandwidth)
#include "tst_bandwidth.moc"
