// SPDX-License-Identifier: GPL-3.0-or-later
// The cost analysis against a bill of materials counted by hand: 4 nodes (8 GPUs,
// 2 NICs each), 2 rail leaves, 1 spine, built link by link with a small catalog of
// made-up parts whose prices make every sum easy to check.
#include "analysis/analysis_cost.h"

#include <QtTest>

using namespace fp;

namespace {

Figure fig(double v)
{
    Figure f;
    f.value = v;
    f.tag = SourceTag::User;
    f.source = QStringLiteral("test");
    return f;
}

CableType cable(const char *id, CableKind kind, double reachM, int linksCarried, int fanOut,
                double price, double power)
{
    CableType c;
    c.id = QString::fromLatin1(id);
    c.vendor = QStringLiteral("Test");
    c.kind = kind;
    c.gbitPerS = 400;
    c.reachM = fig(reachM);
    c.linksCarried = linksCarried;
    c.fanOut = fanOut;
    c.priceEur = fig(price);
    c.priceYear = 2025;
    c.powerWatts = fig(power);
    return c;
}

Catalog testCatalog(bool onBoardSm)
{
    Catalog c;
    GpuType gpu;
    gpu.id = QStringLiteral("gpu");
    gpu.priceEur = fig(30000);
    gpu.powerWatts = fig(700);
    c.gpus.push_back(gpu);

    NicType nic;
    nic.id = QStringLiteral("nic");
    nic.vendor = QStringLiteral("Test");
    nic.modes = {{Technology::InfiniBand, {1, 400}}, {Technology::Ethernet, {1, 400}}};
    nic.priceEur = fig(1500);
    nic.powerWatts = fig(25);
    c.nics.push_back(nic);

    SwitchType sw;
    sw.id = QStringLiteral("sw");
    sw.vendor = QStringLiteral("Test");
    sw.technology = Technology::InfiniBand;
    sw.cages = 32;
    sw.modes = {{64, 400}};
    sw.priceEur = fig(40000);
    sw.priceYear = 2024;
    sw.powerWatts = fig(750);
    sw.subnetManager = onBoardSm;
    c.switches.push_back(sw);

    c.cables.push_back(cable("dac-split", CableKind::PassiveCopper, 3, 2, 2, 300, 0));
    c.cables.push_back(cable("dac", CableKind::PassiveCopper, 2, 2, 1, 200, 0));
    c.cables.push_back(cable("acc", CableKind::ActiveCopper, 5, 2, 2, 500, 2));
    c.cables.push_back(cable("aoc", CableKind::ActiveOptical, 30, 1, 1, 800, 16));
    c.cables.push_back(cable("osfp-twin", CableKind::Transceiver, 50, 2, 1, 1000, 15));
    c.cables.push_back(cable("osfp-single", CableKind::Transceiver, 50, 1, 1, 600, 8));
    c.cables.push_back(cable("fibre", CableKind::Fibre, 50, 1, 1, 50, 0));

    NodeTypeSpec node;
    node.id = QStringLiteral("node");
    node.gpuTypeId = QStringLiteral("gpu");
    node.gpuCount = 8;
    node.nicTypeId = QStringLiteral("nic");
    node.nicCount = 2;
    node.railOfNic = {0, 1};
    node.priceEur = fig(100000);
    node.otherPowerWatts = fig(2000);
    c.nodeTypes.push_back(node);

    c.assumptions.emplace_back(ufmAppliancePriceId(), fig(30000));
    c.assumptions.emplace_back(ufmAppliancePowerId(), fig(400));
    return c;
}

// 4 nodes; NIC 0 of every node to leaf 1, NIC 1 to leaf 2 (rails); both leaves
// to one spine with 2 links each. Lengths: N1, N2 -> L1 2 m; N3, N4 -> L1 4 m;
// NIC 1 links unset (default); L1 - S 20 m; L2 - S 40 m.
Project testProject()
{
    Project p;
    p.info.name = QStringLiteral("hand-counted");
    Fabric f;
    f.id = p.allocateId();
    f.name = QStringLiteral("compute");
    f.technology = Technology::InfiniBand;
    p.fabrics.push_back(f);
    auto addSwitch = [&](int tier) {
        Switch s;
        s.id = p.allocateId();
        s.switchTypeId = QStringLiteral("sw");
        s.role = tier == 0 ? SwitchRole::Leaf : SwitchRole::Spine;
        s.fabricId = f.id;
        s.tier = tier;
        p.switches.push_back(s);
        return s.id;
    };
    const Id l1 = addSwitch(0), l2 = addSwitch(0), spine = addSwitch(1);
    auto addLink = [&](LinkEnd a, Id b, int bundle, double lengthM) {
        Link l;
        l.id = p.allocateId();
        l.fabricId = f.id;
        l.a = a;
        l.b = LinkEnd{b, -1, 0};
        l.bundle = bundle;
        l.gbitPerS = 400;
        l.lengthM = lengthM;
        p.links.push_back(l);
    };
    for (int i = 0; i < 4; ++i) {
        Node n;
        n.id = p.allocateId();
        n.nodeTypeId = QStringLiteral("node");
        p.nodes.push_back(n);
        addLink(LinkEnd{n.id, 0, 0}, l1, 1, i < 2 ? 2.0 : 4.0);
        addLink(LinkEnd{n.id, 1, 0}, l2, 1, 0.0);
    }
    addLink(LinkEnd{l1, -1, 0}, spine, 2, 20.0);
    addLink(LinkEnd{l2, -1, 0}, spine, 2, 40.0);
    p.organisation.sparesShare = 0.25;
    p.organisation.pue = 1.3;
    p.organisation.energyEurPerKwh = 0.25;
    p.organisation.supportShareOfCapexPerYear = 0.10;
    p.organisation.depreciationYears = 5;
    return p;
}

CostAssumptions testAssumptions()
{
    CostAssumptions a;
    a.nodeLeafLengthM = 3.0;
    a.ufmAppliancesPerFabric = 2;
    return a;
}

long long quantity(const CostResult &r, const QString &category, const QString &part,
                   const QString &detail = QString())
{
    long long q = 0;
    for (const BomLine &l : r.bom)
        if (l.category == category && l.partId == part &&
            (detail.isNull() || bomDetailKey(l.detail) == detail))
            q += l.quantity;
    return q;
}

} // namespace

class TestCost : public QObject
{
    Q_OBJECT
private slots:
    void bomCountedByHand();
    void totalsByHand();
    void onBoardSubnetManagerNeedsNoAppliance();
    void defaultLengthsFromCatalog();
};

void TestCost::bomCountedByHand()
{
    const CostResult r = analyzeCost(testProject(), testCatalog(false), testAssumptions());
    const auto S = [](const char *s) { return QString::fromLatin1(s); };
    // Switches by tier: 2 leaves, 1 spine.
    QCOMPARE(quantity(r, S("switch"), S("sw"), S("leaf")), 2LL);
    QCOMPARE(quantity(r, S("switch"), S("sw"), S("spine")), 1LL);
    // NICs: 4 nodes x 2.
    QCOMPARE(quantity(r, S("nic"), S("nic")), 8LL);
    // N1, N2 -> L1 at 2 m: passive splitter DAC (reach 3 m), 2 links / 2 per cable = 1.
    QCOMPARE(quantity(r, S("cable"), S("dac-split"), S("node-leaf, 2 m")), 1LL);
    // NIC 1 links at the 3 m default: the splitter again, 4 links at L2 / 2 = 2.
    QCOMPARE(quantity(r, S("cable"), S("dac-split"), S("node-leaf, 3 m")), 2LL);
    // N3, N4 -> L1 at 4 m: past passive reach, active copper splitter: 1.
    QCOMPARE(quantity(r, S("cable"), S("acc"), S("node-leaf, 4 m")), 1LL);
    // The straight DAC is never used for NICs.
    QCOMPARE(quantity(r, S("cable"), S("dac")), 0LL);
    // L1 - S, 2 links at 20 m: AOC, one per link.
    QCOMPARE(quantity(r, S("cable"), S("aoc"), S("leaf-spine, 20 m")), 2LL);
    // L2 - S, 2 links at 40 m: optics. One twin-port module at L2 and one at the
    // spine (2 links each / 2), one fibre per link.
    QCOMPARE(quantity(r, S("transceiver"), S("osfp-twin"), S("switch side")), 2LL);
    QCOMPARE(quantity(r, S("cable"), S("fibre"), S("leaf-spine, 40 m")), 2LL);
    // No NIC-side modules: every node link is copper.
    QCOMPARE(quantity(r, S("transceiver"), S("osfp-single")), 0LL);
    // The switches have no subnet manager: an HA pair of UFM appliances.
    QCOMPARE(quantity(r, S("appliance"), S("ufm-appliance")), 2LL);
    // Spares, 25 % rounded up per part: sw ceil(0.75) = 1, nic 8 x 0.25 = 2 exactly,
    // dac-split ceil(0.75) = 1, acc ceil(0.25) = 1, aoc, osfp-twin, fibre ceil(0.5) = 1.
    QCOMPARE(quantity(r, S("spare"), S("sw")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("nic")), 2LL);
    QCOMPARE(quantity(r, S("spare"), S("dac-split")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("acc")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("aoc")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("osfp-twin")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("fibre")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("ufm-appliance")), 0LL);
    // Nothing else.
    long long lines = 0;
    for (const BomLine &l : r.bom)
        lines += l.quantity;
    QCOMPARE(lines, 2LL + 1 + 8 + 1 + 2 + 1 + 2 + 2 + 2 + 2 + (1 + 2 + 1 + 1 + 1 + 1 + 1));
}

void TestCost::totalsByHand()
{
    const CostResult r = analyzeCost(testProject(), testCatalog(false), testAssumptions());
    const double parts = 3 * 40000.0   // switches
                         + 8 * 1500.0  // NICs
                         + 3 * 300.0   // splitter DACs
                         + 1 * 500.0   // active copper
                         + 2 * 800.0   // AOCs
                         + 2 * 1000.0  // twin-port modules
                         + 2 * 50.0    // fibres
                         + 2 * 30000.0 // UFM appliances
        ;
    const double spares = 40000.0 + 2 * 1500.0 + 300 + 500 + 800 + 1000 + 50;
    const double capex = parts + spares;
    QCOMPARE(capex, 242750.0);
    QCOMPARE(r.networkCapexEur, capex);
    QCOMPARE(r.capexEur, capex);

    const double powerW = 3 * 750.0 + 8 * 25.0 + 1 * 2.0 + 2 * 16.0 + 2 * 15.0 + 2 * 400.0;
    QCOMPARE(powerW, 3314.0);
    QCOMPARE(r.networkPowerWatts, powerW);
    // kWh/year = W / 1000 x PUE x 8,760 h; EUR = kWh x price.
    const double kwh = 3.314 * 1.3 * 8760.0;
    QVERIFY(qAbs(r.energyKwhPerYear - kwh) < 1e-6);
    QVERIFY(qAbs(r.energyEurPerYear - kwh * 0.25) < 1e-6);
    QVERIFY(qAbs(r.supportEurPerYear - 24275.0) < 1e-6);
    // TCO = capex + (energy + support) x 5 years.
    const double tco = 242750.0 + (kwh * 0.25 + 24275.0) * 5;
    QVERIFY(qAbs(r.tcoEur - tco) < 1e-6);
    QVERIFY(qAbs(r.tcoEur - 411299.79) < 0.01);

    QCOMPARE(r.gpus, 32LL);
    QCOMPARE(r.networkCostPerGpuEur, 242750.0 / 32);
    // Cluster: network + 4 nodes x (100,000 + 8 GPUs x 30,000).
    QCOMPARE(r.clusterCapexEur, 242750.0 + 4 * (100000.0 + 8 * 30000.0));
    QCOMPARE(r.networkShareOfCluster, 242750.0 / 1602750.0);
    QCOMPARE(r.priceYear, 2025);
    QCOMPARE(r.currency, QStringLiteral("EUR"));
    QVERIFY(!r.explanations.empty());
}

void TestCost::onBoardSubnetManagerNeedsNoAppliance()
{
    const CostResult r = analyzeCost(testProject(), testCatalog(true), testAssumptions());
    QCOMPARE(quantity(r, QStringLiteral("appliance"), QStringLiteral("ufm-appliance")), 0LL);
}

void TestCost::defaultLengthsFromCatalog()
{
    Catalog c = testCatalog(true);
    Figure f;
    f.value = 4.0;
    c.assumptions.emplace_back(QStringLiteral("cable-length-default-m-tier0"), f);
    const CostAssumptions a = CostAssumptions::fromCatalog(c);
    QCOMPARE(a.nodeLeafLengthM, 4.0);
    // The four NIC 1 links now run 4 m: active copper, 4 links / 2 = 2 (+1 for N3, N4).
    const CostResult r = analyzeCost(testProject(), c);
    QCOMPARE(quantity(r, QStringLiteral("cable"), QStringLiteral("acc")), 3LL);
}

QTEST_GUILESS_MAIN(TestCost)
#include "tst_cost.moc"
