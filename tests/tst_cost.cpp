// SPDX-License-Identifier: GPL-3.0-or-later
// The cost analysis against a bill of materials counted by hand: 4 nodes (8 GPUs,
// 2 NICs each), 2 rail leaves, 1 spine, built link by link with a small catalog of
// made-up parts whose prices make every sum easy to check.
#include "analysis/analysis_cost.h"
#include "analysis/racks.h"
#include "analysis/wording.h"
#include "model/labels.h"
#include "report/comparison.h"
#include "support/testsupport.h"
#include "topology/clusterfabrics.h"
#include "topology/generator.h"

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
        l.b = switchEnd(b);
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
    addLink(switchEnd(l1), spine, 2, 20.0);
    addLink(switchEnd(l2), spine, 2, 40.0);
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
    void floorPriceLeavesCapexALowerBound();
    void totalsByHand();
    void onBoardSubnetManagerNeedsNoAppliance();
    void ethernetSwitchesNeedOsLicences();
    void defaultLengthsFromCatalog();
    void singlePortCagesTakeSingleLinkParts();
    void unknownFiguresAreFlaggedNotZero();
    void comparisonMarksIncompleteTotals();
    void unknownNodePriceMakesClusterCostUnknown();
    void b300DesignNicsByHand();
    void splitPortsShareModules();
    void xdrLinksTakeXdrOptics();
    void ndr200NodesTakeNdrTrunks();
    void splitBundlesFillWholePorts();
    void orderingNumbersCarryTheLength();
    void everyPriceHasItsYear();
    void ownCostPerGpuHourByHand();
    void cagesShortWhenPartsDoNotFit();
    void generatedDesignsCountedByHand_data();
    void generatedDesignsCountedByHand();
    void threeTierBillsNameTheAggregationTier();
    void twoLinkNodeCagesTakeOneModule();
    void subnetManagerPairPerPlane();
    void smallFabricSubnetManagerOnServers();
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
    // L1 - S, 2 links at 20 m: within the AOC's 30 m, but a single-link AOC would take a
    // whole twin-port cage (32 cages, 64 ports: 800 Gb/s per cage) and waste its second
    // port, so optics: the AOC is never used here.
    QCOMPARE(quantity(r, S("cable"), S("aoc")), 0LL);
    // Twin-port modules, 2 links each, counted per switch: L1 2 links -> 1, L2 2 links
    // -> 1, spine 4 links -> 2: 4. One fibre per link, 2 per leaf-spine length.
    QCOMPARE(quantity(r, S("transceiver"), S("osfp-twin"), S("switch side")), 4LL);
    QCOMPARE(quantity(r, S("cable"), S("fibre"), S("leaf-spine, 20 m")), 2LL);
    QCOMPARE(quantity(r, S("cable"), S("fibre"), S("leaf-spine, 40 m")), 2LL);
    // No NIC-side modules: every node link is copper.
    QCOMPARE(quantity(r, S("transceiver"), S("osfp-single")), 0LL);
    // The switches have no subnet manager: an HA pair of UFM appliances.
    QCOMPARE(quantity(r, S("appliance"), S("ufm-appliance")), 2LL);
    // Spares, 25 % rounded up per part, and per length for cables (a spare fits the run
    // it replaces): sw ceil(0.75) = 1, nic 8 x 0.25 = 2 exactly, dac-split 2 m
    // ceil(0.25) = 1 and 3 m ceil(0.5) = 1, acc ceil(0.25) = 1, osfp-twin 4 x 0.25 = 1,
    // fibre 20 m ceil(0.5) = 1 and 40 m 1.
    QCOMPARE(quantity(r, S("spare"), S("sw")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("nic")), 2LL);
    QCOMPARE(quantity(r, S("spare"), S("dac-split")), 2LL);
    QCOMPARE(quantity(r, S("spare"), S("dac-split"), S("cable, 3 m")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("acc")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("osfp-twin")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("fibre")), 2LL);
    QCOMPARE(quantity(r, S("spare"), S("fibre"), S("cable, 40 m")), 1LL);
    QCOMPARE(quantity(r, S("spare"), S("ufm-appliance")), 0LL);
    // Nothing else.
    long long lines = 0;
    for (const BomLine &l : r.bom)
        lines += l.quantity;
    QCOMPARE(lines, 2LL + 1 + 8 + 1 + 2 + 1 + 4 + 4 + 2 + (1 + 2 + 2 + 1 + 1 + 2));
    // Cages: L1 holds 1 splitter DAC + 1 ACC + 1 module = 3, the spine 2: all within 32.
    QCOMPARE(r.cagesShort, 0LL);
    QVERIFY(r.priceComplete() && r.powerComplete());
    // Licences to quote (no public price, not in capex): UFM Enterprise for the 4 nodes
    // UFM manages; no Ethernet switch.
    QCOMPARE(r.ufmLicenceNodes, 4LL);
    QCOMPARE(r.ethernetSwitchOsLicences, 0LL);
}

void TestCost::totalsByHand()
{
    const CostResult r = analyzeCost(testProject(), testCatalog(false), testAssumptions());
    const double parts = 3 * 40000.0   // switches
                         + 8 * 1500.0  // NICs
                         + 3 * 300.0   // splitter DACs
                         + 1 * 500.0   // active copper
                         + 4 * 1000.0  // twin-port modules
                         + 4 * 50.0    // fibres
                         + 2 * 30000.0 // UFM appliances
        ;
    const double spares = 40000.0 + 2 * 1500.0 + 2 * 300 + 500 + 1000 + 2 * 50;
    const double capex = parts + spares;
    QCOMPARE(capex, 242800.0);
    QCOMPARE(r.networkCapexEur, capex);
    QCOMPARE(r.capexEur, capex);

    const double powerW = 3 * 750.0 + 8 * 25.0 + 1 * 2.0 + 4 * 15.0 + 2 * 400.0;
    QCOMPARE(powerW, 3312.0);
    QCOMPARE(r.networkPowerWatts, powerW);
    // kWh/year = W / 1000 x PUE x 8,760 h; EUR = kWh x price.
    const double kwh = 3.312 * 1.3 * 8760.0;
    QVERIFY(qAbs(r.energyKwhPerYear - kwh) < 1e-6);
    QVERIFY(qAbs(r.energyEurPerYear - kwh * 0.25) < 1e-6);
    QVERIFY(qAbs(r.supportEurPerYear - 24280.0) < 1e-6);
    // TCO = capex + (energy + support) x 5 years = 242,800 + (9,429.264 + 24,280) x 5.
    const double tco = 242800.0 + (kwh * 0.25 + 24280.0) * 5;
    QVERIFY(qAbs(r.tcoEur - tco) < 1e-6);
    QVERIFY(qAbs(r.tcoEur - 411346.32) < 0.01);

    QCOMPARE(r.gpus, 32LL);
    QCOMPARE(r.networkCostPerGpuEur, 242800.0 / 32);
    // Cluster: network + 4 nodes x (100,000 + 8 GPUs x 30,000).
    QCOMPARE(r.clusterCapexEur, 242800.0 + 4 * (100000.0 + 8 * 30000.0));
    QCOMPARE(r.networkShareOfCluster, 242800.0 / 1602800.0);
    QCOMPARE(r.priceYear, 2025);
    QCOMPARE(r.currency, QStringLiteral("EUR"));
    QVERIFY(!r.explanations.empty());
}

void TestCost::onBoardSubnetManagerNeedsNoAppliance()
{
    const CostResult r = analyzeCost(testProject(), testCatalog(true), testAssumptions());
    QCOMPARE(quantity(r, QStringLiteral("appliance"), QStringLiteral("ufm-appliance")), 0LL);
    QCOMPARE(r.ufmLicenceNodes, 0LL); // the on-board SM: no UFM licence to quote
}

// Each Ethernet switch needs its OS licence (a quote), counted by the switch's
// technology: the design on Ethernet has 3 and no UFM; on InfiniBand with an Ethernet
// spine between the leaves (hybrid per unit), 1.
void TestCost::ethernetSwitchesNeedOsLicences()
{
    Catalog c = testCatalog(false);
    SwitchType eth = c.switches.front();
    eth.id = QStringLiteral("eth-sw");
    eth.technology = Technology::Ethernet;
    c.switches.push_back(eth);
    Project p = testProject();
    p.fabrics.front().technology = Technology::Ethernet;
    for (Switch &s : p.switches)
        s.switchTypeId = eth.id;
    CostResult r = analyzeCost(p, c, testAssumptions());
    QCOMPARE(r.ethernetSwitchOsLicences, 3LL);
    QCOMPARE(r.ufmLicenceNodes, 0LL);
    QCOMPARE(quantity(r, QStringLiteral("appliance"), QStringLiteral("ufm-appliance")), 0LL);

    p = testProject();
    p.switches.back().switchTypeId = eth.id; // the spine
    r = analyzeCost(p, c, testAssumptions());
    QCOMPARE(r.ethernetSwitchOsLicences, 1LL);
    QCOMPARE(r.ufmLicenceNodes, 4LL);
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

void TestCost::singlePortCagesTakeSingleLinkParts()
{
    // 64 cages for 64 x 400G: one port per cage (400 Gb/s per cage, like an SN5400).
    Catalog c = testCatalog(false);
    c.switches[0].cages = 64;
    const CostResult r = analyzeCost(testProject(), c, testAssumptions());
    const auto S = [](const char *s) { return QString::fromLatin1(s); };
    // The 800G splitters do not fit a 400G cage: node links of 2-3 m have no copper
    // part of that shape in the test catalog, and the single-link AOC (30 m) is taken:
    // one per link, 8 node links + L1 - S 2 links at 20 m.
    QCOMPARE(quantity(r, S("cable"), S("dac-split")), 0LL);
    QCOMPARE(quantity(r, S("cable"), S("acc")), 0LL);
    QCOMPARE(quantity(r, S("cable"), S("aoc")), 8LL + 2);
    // L2 - S at 40 m: single-port modules at both switch ends, one per link: 2 + 2.
    QCOMPARE(quantity(r, S("transceiver"), S("osfp-single"), S("switch side")), 4LL);
    QCOMPARE(quantity(r, S("transceiver"), S("osfp-twin")), 0LL);
    QCOMPARE(quantity(r, S("cable"), S("fibre"), S("leaf-spine, 40 m")), 2LL);
    QCOMPARE(r.cagesShort, 0LL);
}

void TestCost::unknownFiguresAreFlaggedNotZero()
{
    Catalog c = testCatalog(false);
    c.switches[0].powerWatts = Figure::unknown(QStringLiteral("not found"));
    c.nics[0].priceEur = Figure::unknown(QStringLiteral("not found"));
    const CostResult r = analyzeCost(testProject(), c, testAssumptions());
    // Every line of the part says so, spares too (their price is the part's).
    for (const BomLine &l : r.bom) {
        if (l.partId == QLatin1String("sw") && l.category == QLatin1String("switch"))
            QVERIFY(!l.powerKnown);
        if (l.partId == QLatin1String("nic"))
            QVERIFY(!l.priceKnown);
        if (l.partId == QLatin1String("fibre"))
            QVERIFY(l.priceKnown && l.powerKnown);
    }
    QVERIFY(!r.priceComplete());
    QVERIFY(!r.powerComplete());
    QCOMPARE(r.unknownPriceParts, std::vector<QString>{QStringLiteral("nic")});
    QCOMPARE(r.unknownPowerParts, std::vector<QString>{QStringLiteral("sw")});
    // The totals leave them out (a lower bound, flagged): 242,800 - 8 NICs x 1,500 -
    // 2 spare NICs x 1,500 = 227,800; 3,312 W - 3 switches x 750 W = 1,062 W.
    QCOMPARE(r.networkCapexEur, 227800.0);
    QCOMPARE(r.networkPowerWatts, 1062.0);
    bool priceNote = false;
    bool powerNote = false;
    for (const Explanation &e : r.explanations) {
        priceNote = priceNote || e.id == QLatin1String("unknown-prices");
        powerNote = powerNote || e.id == QLatin1String("unknown-power");
    }
    QVERIFY(priceNote && powerNote);
}

// The comparison table (CLI text, report, GUI) shows a total that leaves out unknown
// figures as "X + unknown", never as the smaller number alone.
void TestCost::comparisonMarksIncompleteTotals()
{
    Catalog c = testCatalog(false);
    c.switches[0].powerWatts = Figure::unknown(QStringLiteral("not found"));
    VariantEvaluation v;
    v.cost = analyzeCost(testProject(), c, testAssumptions());
    const comparison::Row *power = comparison::rowOf(QStringLiteral("power"));
    const comparison::Row *capex = comparison::rowOf(QStringLiteral("capex"));
    QVERIFY(power && capex);
    // 1,062 W without the 3 switches: "1.1 + unknown" (kW); the capex is complete.
    QCOMPARE(comparison::cell(*power, v), QStringLiteral("1.1 + unknown"));
    QVERIFY(!comparison::cell(*capex, v).contains(QLatin1String("unknown")));
}

// docs/CATALOG.md, Unknown figures: a node type or GPU without a price makes the
// cluster's capital cost and the network's share of it unknown, never smaller; the
// network capex (which holds neither) stays complete.
void TestCost::unknownNodePriceMakesClusterCostUnknown()
{
    Catalog c = testCatalog(false);
    c.nodeTypes[0].priceEur = Figure::unknown(QStringLiteral("not found"));
    c.gpus[0].priceEur = Figure::unknown(QStringLiteral("not found"));
    VariantEvaluation v;
    v.cost = analyzeCost(testProject(), c, testAssumptions());
    QCOMPARE(v.cost.unknownClusterPriceParts,
             (std::vector<QString>{QStringLiteral("node"), QStringLiteral("gpu")}));
    QVERIFY(!v.cost.clusterPriceComplete());
    QVERIFY(v.cost.priceComplete());
    bool note = false;
    for (const Explanation &e : v.cost.explanations)
        note = note || e.id == QLatin1String("unknown-cluster-prices");
    QVERIFY(note);
    const comparison::Row *share = comparison::rowOf(QStringLiteral("network-share"));
    QVERIFY(share);
    QCOMPARE(comparison::cell(*share, v), QStringLiteral("-"));
    // With the prices known the share is a number again.
    v.cost = analyzeCost(testProject(), testCatalog(false), testAssumptions());
    QVERIFY(v.cost.clusterPriceComplete());
    QVERIFY(comparison::cell(*share, v) != QLatin1String("-"));
}

void TestCost::cagesShortWhenPartsDoNotFit()
{
    // 3 cages for 6 x 400G (800 Gb/s per cage). L1 - S is drawn with the AOC: a cage per
    // link at each end. L1 then holds 1 splitter DAC (N1, N2) + 1 ACC (N3, N4) + 2 AOCs
    // = 4 cages, one more than it has; the spine 2 AOCs + 1 twin module = 3; L2 two
    // splitters + 1 twin module = 3.
    Catalog c = testCatalog(false);
    c.switches[0].cages = 3;
    c.switches[0].modes = {{6, 400}};
    Project p = testProject();
    for (Link &l : p.links)
        if (qFuzzyCompare(l.lengthM, 20.0))
            l.cableTypeId = QStringLiteral("aoc");
    const CostResult r = analyzeCost(p, c, testAssumptions());
    QCOMPARE(quantity(r, QStringLiteral("cable"), QStringLiteral("aoc")), 2LL);
    QCOMPARE(r.cagesShort, 1LL);
    bool note = false;
    for (const Explanation &e : r.explanations)
        note = note || e.id == QLatin1String("cages-exceeded");
    QVERIFY(note);
}

// Generated H100 InfiniBand rail-optimized 1:1 designs on the shipped catalog (QM9700:
// 32 twin-port OSFP cages, 64 x 400G; H100 node: 8 x ConnectX-7 OSFP 400G). Default
// lengths: node-leaf 10 m and leaf-spine 30 m (past copper reach, within multimode:
// MMA4Z00-NS SR8 twin-port at the switch, MFP7E10 fibre; at the node the DGX H100's
// twin-port flat-top cages, one MMA4Z00-NS-FLT per two NIC ports), spine-core 60 m
// (past 50 m multimode: MMS4X00-NS DR8 at both ends, MFP7E30). Twin-port modules are
// counted per switch and per node: ceil(links at it / 2).
void TestCost::generatedDesignsCountedByHand_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<long long>("sr8"); // MMA4Z00-NS, switch side
    QTest::addColumn<long long>("dr8"); // MMS4X00-NS, switch side
    QTest::addColumn<long long>("flt"); // MMA4Z00-NS-FLT, node side
    QTest::addColumn<long long>("mmf"); // MFP7E10 fibres
    QTest::addColumn<long long>("smf"); // MFP7E30 fibres
    // 2 nodes: 16 NIC ports on one leaf, 1 tier. Leaf: 16 links / 2 = 8 SR8 in 8 of its
    // 32 cages; 2 x 8 / 2 = 8 flat-top modules at the nodes; 16 fibres.
    QTest::newRow("2 nodes") << 16 << 8LL << 0LL << 8LL << 16LL << 0LL;
    // 4 SUs (128 nodes): 32 leaves (32 down, 32 up) + 16 spines (64 down). Leaf down
    // 32 x 32 / 2 = 512, leaf up 512, spine 16 x 64 / 2 = 512: 1,536 SR8, 32 cages on
    // every switch; 128 x 4 = 512 flat-top modules at the nodes; 1,024 + 1,024 fibres.
    QTest::newRow("4 SUs") << 1024 << 1536LL << 0LL << 512LL << 2048LL << 0LL;
    // A partial unit (16 nodes): 8 rail leaves with 16 NICs each keep 16 uplinks (1:1,
    // core/topology/generator.cpp, "Units"), 2 spines with 64 links. Leaf down 8 x 16 / 2 = 64,
    // leaf up 8 x 16 / 2 = 64, spines 2 x 64 / 2 = 64: 192 SR8, 8 + 8 cages per leaf;
    // 16 x 4 = 64 flat-top modules at the nodes; 128 + 128 fibres.
    QTest::newRow("partial unit") << 128 << 192LL << 0LL << 64LL << 256LL << 0LL;
    // A partial pod (257 nodes, 3 tiers): 9 units of 8 rail leaves, the ninth with one
    // node; pods of 4 units under 32 aggregation switches. The partial unit's leaves
    // have 1 node link and min(32, ceil(1/1)) = 1 uplink, to aggregation switch 1 of the
    // partial pod, the only one it builds (8 down, 8 up). Cores: group 1 needs 2 (2 x 32
    // + 8 > 64), the other 31 groups 1 (2 full pods x 32 = 64): 33.
    // SR8 (twin-port, per switch): full leaves 64 x (32 + 32) / 2 = 2,048, partial
    // leaves 8 x ceil(2 / 2) = 8, aggregation switches down 64 x 16 + 1 x 4 = 1,028:
    // 3,084. Aggregation-core (60 m, DR8): 2 x 32 x 32 + 8 = 2,056 links; modules 64 x 16
    // + 4 at the aggregation switches, 2 x 18 + 31 x 32 = 1,028 at the cores: 2,056.
    // Fibres: 2,056 + 2,056 multimode, 2,056 single-mode; 257 x 4 = 1,028 flat-top
    // modules at the nodes.
    QTest::newRow("partial pod") << 2056 << 3084LL << 2056LL << 1028LL << 4112LL << 2056LL;
}

void TestCost::generatedDesignsCountedByHand()
{
    QFETCH(int, gpus);
    QFETCH(long long, sr8);
    QFETCH(long long, dr8);
    QFETCH(long long, flt);
    QFETCH(long long, mmf);
    QFETCH(long long, smf);
    GeneratorParams params;
    params.gpus = gpus;
    const Catalog &catalog = fp::test::shippedCatalog();
    const CostResult r = analyzeCost(fp::test::generatedProject(params), catalog);
    const auto S = [](const char *s) { return QString::fromLatin1(s); };
    QCOMPARE(quantity(r, S("transceiver"), S("mma4z00-ns"), S("switch side")), sr8);
    QCOMPARE(quantity(r, S("transceiver"), S("mms4x00-ns"), S("switch side")), dr8);
    QCOMPARE(quantity(r, S("transceiver"), S("mma4z00-ns-flt"), S("node side")), flt);
    QCOMPARE(quantity(r, S("transceiver"), S("mma4z00-ns400")), 0LL);
    QCOMPARE(quantity(r, S("cable"), S("mfp7e10")), mmf);
    QCOMPARE(quantity(r, S("cable"), S("mfp7e30")), smf);
    // No single-link AOC in a twin-port cage, no switch short of cages, nothing unknown.
    QCOMPARE(quantity(r, S("cable"), S("aoc-400g")), 0LL);
    QCOMPARE(r.cagesShort, 0LL);
    QVERIFY(r.priceComplete() && r.powerComplete());
}

// A node cage that carries two links takes one twin-port module, never two single-link
// cables (review 2026-12-07: 2,056 single-link AOCs on 1,028 DGX H100 twin-port cages),
// and the SN5400's QSFP-DD ports (8 x 50G) take QSFP-DD DR4 modules, single-mode, with
// single-mode optics at the NIC.
void TestCost::twoLinkNodeCagesTakeOneModule()
{
    const Catalog &catalog = fp::test::shippedCatalog();
    const auto S = [](const char *s) { return QString::fromLatin1(s); };
    // 2 DGX H100 on one SN5400 (16 x 400G, 10 m node-leaf runs): 2 x 4 twin-port cages,
    // one flat-top DR8 module each, 8; at the switch 16 QSFP-DD DR4 modules; 16
    // single-mode fibres; no AOC, no OSFP module in the switch.
    GeneratorParams h100;
    h100.gpus = 16;
    h100.technology = Technology::Ethernet;
    h100.switchTypeId = S("sn5400");
    const CostResult a = analyzeCost(fp::test::generatedProject(h100), catalog);
    QCOMPARE(quantity(a, S("transceiver"), S("mms4x00-ns-flt"), S("node side")), 8LL);
    QCOMPARE(quantity(a, S("transceiver"), S("qsfp-dd-400g-dr4"), S("switch side")), 16LL);
    QCOMPARE(quantity(a, S("cable"), S("mfp7e30")), 16LL);
    QCOMPARE(quantity(a, S("cable"), S("aoc-400g")), 0LL);
    QCOMPARE(quantity(a, S("transceiver"), S("mma4z00-ns400")), 0LL);
    QCOMPARE(a.cagesShort, 0LL);
    // 2 B300 nodes with ConnectX-8 as 2 x 400G (b300-8gpu-dual) on two SN5600 planes:
    // 16 NICs, each one OSFP cage with two 400G links, so 16 flat-top twin-port modules
    // (not 32 single-port ones or 32 AOCs); 32 links into twin-port switch cages: 16 SR8.
    GeneratorParams b300;
    b300.gpus = 16;
    b300.nodeTypeId = S("b300-8gpu-dual");
    b300.technology = Technology::Ethernet;
    b300.switchTypeId = S("sn5600");
    b300.planes = 2;
    const CostResult b = analyzeCost(fp::test::generatedProject(b300), catalog);
    QCOMPARE(quantity(b, S("transceiver"), S("mma4z00-ns-flt"), S("node side")), 16LL);
    QCOMPARE(quantity(b, S("transceiver"), S("mma4z00-ns"), S("switch side")), 16LL);
    QCOMPARE(quantity(b, S("cable"), S("mfp7e10")), 32LL);
    QCOMPARE(quantity(b, S("cable"), S("aoc-400g")), 0LL);
    QCOMPARE(b.cagesShort, 0LL);
    // 2 DGX B200 on an SN5400: like the DGX H100, four twin-port OSFP cages for its 8
    // ConnectX-7 ('4 x OSFP ports for 8 x NVIDIA ConnectX-7 Single Port Cards', DGX B200
    // user guide; 'a two-port transceiver', SuperPOD B200 RA): 8 flat-top DR8 modules, not
    // 16 single-port ones; no AOC, whose 8 x 50G end at the switch cannot meet the NIC's
    // 4 x 100G lanes; 16 QSFP-DD DR4 at the switch, 16 single-mode fibres.
    GeneratorParams b200 = h100;
    b200.nodeTypeId = S("b200-8gpu");
    const CostResult c = analyzeCost(fp::test::generatedProject(b200), catalog);
    QCOMPARE(quantity(c, S("cable"), S("aoc-400g")), 0LL);
    QCOMPARE(quantity(c, S("transceiver"), S("qsfp-dd-400g-dr4"), S("switch side")), 16LL);
    QCOMPARE(quantity(c, S("transceiver"), S("mms4x00-ns-flt"), S("node side")), 8LL);
    QCOMPARE(quantity(c, S("transceiver"), S("mms4x00-ns400"), S("node side")), 0LL);
    QCOMPARE(quantity(c, S("cable"), S("mfp7e30")), 16LL);
    // The Jericho-3 class chassis' OSFP cages at 60 m take OSFP DR4 modules, never the
    // QSFP-DD one of the same price (review of this change).
    GeneratorParams jericho = b200;
    jericho.switchTypeId = S("jericho3-chassis");
    Project far = fp::test::generatedProject(jericho);
    for (Link &l : far.links)
        l.lengthM = 60.0;
    const CostResult d = analyzeCost(far, catalog);
    QCOMPARE(quantity(d, S("transceiver"), S("qsfp-dd-400g-dr4")), 0LL);
    QCOMPARE(quantity(d, S("transceiver"), S("mms4x00-ns400"), S("switch side")), 16LL);
}

// Each plane of an InfiniBand fabric is a subnet of its own, so it has its own subnet
// manager pair (review 2026-12-07: a two-plane fabric had one pair). 1,024 GPUs on the
// dual-port DGX H100 node type, two QM9700 planes, SHARP on: 2 planes x 2 appliances.
void TestCost::subnetManagerPairPerPlane()
{
    const Catalog &catalog = fp::test::shippedCatalog();
    GeneratorParams one;
    one.gpus = 1024;
    const CostResult a = analyzeCost(fp::test::generatedProject(one), catalog);
    QCOMPARE(quantity(a, QStringLiteral("appliance"), QStringLiteral("ufm-appliance")), 2LL);
    GeneratorParams two = one;
    two.nodeTypeId = QStringLiteral("h100-8gpu-dual");
    two.planes = 2;
    const Project p = fp::test::generatedProject(two);
    QCOMPARE(p.planesOf(p.computeFabric()->id), 2);
    const CostResult b = analyzeCost(p, catalog);
    QCOMPARE(quantity(b, QStringLiteral("appliance"), QStringLiteral("ufm-appliance")), 4LL);
}

// A fabric of at most host-sm-max-nodes (16) nodes that uses SHARP runs OpenSM and the
// SHARP aggregation manager on two control-plane servers (NVIDIA's DGX BasePOD RA:
// 2-16 nodes, no UFM appliance): 16 GPUs on one QM9700 have no appliance; 17 nodes
// (136 GPUs) get the UFM pair, unless planes keep each subnet within the BasePOD's size.
// The complexity still counts a subnet manager off the switches.
void TestCost::smallFabricSubnetManagerOnServers()
{
    const Catalog &catalog = fp::test::shippedCatalog();
    GeneratorParams small;
    small.gpus = 16;
    const CostResult a = analyzeCost(fp::test::generatedProject(small), catalog);
    QCOMPARE(quantity(a, QStringLiteral("appliance"), QStringLiteral("ufm-appliance")), 0LL);
    QCOMPARE(a.hostManagedSubnets, 1);
    QCOMPARE(a.ufmLicenceNodes, 0LL);
    bool explained = false;
    for (const Explanation &e : a.explanations)
        explained = explained || e.id == QLatin1String("host-subnet-manager");
    QVERIFY(explained);
    QVERIFY(a.hostSmReasons.join(QString()).contains(QLatin1String("SHARP")));
    QVERIFY(a.ufmReasons.isEmpty());
    // 16 nodes, the limit itself: still on the servers.
    GeneratorParams limit = small;
    limit.gpus = 16 * 8;
    const CostResult l = analyzeCost(fp::test::generatedProject(limit), catalog);
    QCOMPARE(quantity(l, QStringLiteral("appliance"), QStringLiteral("ufm-appliance")), 0LL);
    QCOMPARE(l.hostManagedSubnets, 1);
    GeneratorParams past = small;
    past.gpus = 17 * 8;
    const CostResult b = analyzeCost(fp::test::generatedProject(past), catalog);
    QCOMPARE(quantity(b, QStringLiteral("appliance"), QStringLiteral("ufm-appliance")), 2LL);
    QCOMPARE(b.hostManagedSubnets, 0);
    QVERIFY(b.ufmReasons.join(QString()).contains(QLatin1String("SHARP")));
    QVERIFY(b.hostSmReasons.isEmpty());
    // 32 nodes (256 GPUs) on four planes of one QM9700 each: 256 node ports, 64 a plane,
    // no plane larger than the BasePOD's subnet of 16 x 8 = 128 compute ports, so OpenSM
    // on the two servers, an instance per plane (it was a UFM pair per plane: 8
    // appliances for 4 switches). On one plane the same 256 ports get the UFM pair.
    GeneratorParams planes = small;
    planes.gpus = 256;
    planes.planes = 4;
    const Project p4 = fp::test::generatedProject(planes);
    QCOMPARE(p4.planesOf(p4.computeFabric()->id), 4);
    const CostResult c = analyzeCost(p4, catalog);
    QCOMPARE(quantity(c, QStringLiteral("appliance"), QStringLiteral("ufm-appliance")), 0LL);
    QCOMPARE(c.hostManagedSubnets, 4);
    QCOMPARE(c.subnetManagerPorts.at(p4.computeFabric()->id), 8); // 2 servers x 4 planes
    GeneratorParams onePlane = planes;
    onePlane.planes = 1;
    const CostResult d = analyzeCost(fp::test::generatedProject(onePlane), catalog);
    QCOMPARE(quantity(d, QStringLiteral("appliance"), QStringLiteral("ufm-appliance")), 2LL);
    QCOMPARE(d.hostManagedSubnets, 0);
}

// In three tiers the middle tier is the aggregation tier in the bill as in the
// schematic (labels.h tierWord): its switches and the runs to and from it are named so;
// in two tiers it is the spine. The machine key stays "spine" (docs/CLI.md).
void TestCost::threeTierBillsNameTheAggregationTier()
{
    const Catalog &catalog = fp::test::shippedCatalog();
    for (const int gpus : {1024, 2056}) {
        GeneratorParams params;
        params.gpus = gpus;
        const CostResult r = analyzeCost(fp::test::generatedProject(params), catalog);
        const bool three = gpus > 2048;
        QStringList names;
        for (const BomLine &l : r.bom)
            if (l.detail.kind == BomDetail::Kind::Tier || l.detail.kind == BomDetail::Kind::Segment)
                names << bomDetailName(l.detail);
        const QString all = names.join(QStringLiteral(" | "));
        QVERIFY2(names.contains(three ? tierWord(1, 3) : tierWord(1, 2)), qPrintable(all));
        QCOMPARE(all.contains(QStringLiteral("leaf to aggregation")), three);
        QCOMPARE(all.contains(QStringLiteral("aggregation to core")), three);
        QCOMPARE(all.contains(QStringLiteral("leaf to spine")), !three);
        QCOMPARE(quantity(r, QStringLiteral("switch"), QStringLiteral("qm9700"),
                          QStringLiteral("spine")) > 0,
                 true);
    }
}

// 1,024 GPUs on two Jericho-3 class chassis (two planes of one tier, 512 of 576 x 400G
// each, the design the search found cheapest at the floor price): the bill counts
// each at its floor price (EUR 213,624, the fixed switches' per-port rule) and lists it
// among the parts without a price, so the capex is "at least" its sum.
void TestCost::floorPriceLeavesCapexALowerBound()
{
    GeneratorParams params;
    params.gpus = 1024;
    params.technology = Technology::Ethernet;
    params.switchTypeId = QStringLiteral("jericho3-chassis");
    params.planes = 2;
    const Catalog &catalog = fp::test::shippedCatalog();
    const CostResult r = analyzeCost(fp::test::generatedProject(params), catalog);
    QCOMPARE(quantity(r, QStringLiteral("switch"), QStringLiteral("jericho3-chassis")), 2LL);
    QVERIFY(!r.priceComplete());
    QCOMPARE(r.unknownPriceParts, std::vector<QString>{QStringLiteral("jericho3-chassis")});
    double chassis = 0.0;
    for (const BomLine &l : r.bom)
        if (l.partId == QLatin1String("jericho3-chassis") && l.category == QLatin1String("switch"))
            chassis += l.totalPriceEur();
    QCOMPARE(chassis, 2 * 213624.0);
    QVERIFY(r.capexEur > chassis);
}

// Two planes of NDR200 (1,024 GPUs of h100-8gpu-dual: one ConnectX-7 2 x 200G per GPU, a
// port on each plane): the QM9700 runs 128 x 200G, so a twin-port 2 x 400G OSFP module
// serves four 200G links through splitter fibres. Per plane 16 leaves (64 down, 64 up)
// and 8 spines (128 down): switch ends 2 x (1,024 + 2 x 1,024) = 6,144 at 200G =
// 1,228,800 Gb/s / 800 Gb/s per module = 1,536 SR8 - 32 on each of the 48 switches, all
// its cages. Before, each 200G link took a whole 400G port: 3,072 modules, twice the
// cages a QM9700 has. At the NICs one module per port: 2,048, of the NIC's QSFP112 plug
// (MMA1Z00-NS400; an OSFP module does not fit). The 2,048 node links at 200G take a
// 1:2 splitter fibre per switch port: 1,024 MFP7E20; leaf to spine 2,048 links, two
// on each split port, so one straight fibre per port pair: 1,024 MFP7E10.
void TestCost::splitPortsShareModules()
{
    GeneratorParams params;
    params.gpus = 1024;
    params.nodeTypeId = QStringLiteral("h100-8gpu-dual");
    params.planes = 2;
    const Catalog &catalog = fp::test::shippedCatalog();
    const CostResult r = analyzeCost(fp::test::generatedProject(params), catalog);
    const auto S = [](const char *s) { return QString::fromLatin1(s); };
    QCOMPARE(quantity(r, S("switch"), S("qm9700")), 48LL);
    QCOMPARE(quantity(r, S("transceiver"), S("mma4z00-ns"), S("switch side")), 1536LL);
    QCOMPARE(quantity(r, S("transceiver"), S("mma1z00-ns400"), S("node side")), 2048LL);
    QCOMPARE(quantity(r, S("transceiver"), S("mma4z00-ns400")), 0LL);
    QCOMPARE(quantity(r, S("cable"), S("mfp7e20")), 1024LL);
    QCOMPARE(quantity(r, S("cable"), S("mfp7e10")), 1024LL);
    QCOMPARE(r.cagesShort, 0LL);
}

// 1,024 GPUs of b300-8gpu on InfiniBand (Q3400): 1,024 / 8 = 128 nodes x 8 ConnectX-8
// = 1,024 NICs on the BOM (spares are their own lines), every price and power known
// (the Q3400's power is an estimate with its basis, docs/CATALOG.md).
void TestCost::b300DesignNicsByHand()
{
    GeneratorParams params;
    params.gpus = 1024;
    params.nodeTypeId = QStringLiteral("b300-8gpu");
    params.technology = Technology::InfiniBand;
    params.switchTypeId = QStringLiteral("q3400");
    const Catalog &catalog = fp::test::shippedCatalog();
    const CostResult r = analyzeCost(fp::test::generatedProject(params, catalog), catalog);
    QCOMPARE(quantity(r, QStringLiteral("nic"), QStringLiteral("connectx8")), 1024LL);
    QCOMPARE(r.gpus, 1024LL);
    QVERIFY(r.priceComplete() && r.powerComplete() && r.clusterPriceComplete());
}

// Between switches that split their 400G module ports into 200G links (QM9700 at NDR200),
// a bundle's links fill whole ports: a leaf with 7 links to each of two spines takes 4
// ports for each bundle (the 4th half used), 8 straight fibres; the leaf 8 ports, 4
// twin-port modules, each spine 4 ports, 2 modules. Before, the leaf's 14 links counted
// as 7 ports and 7 fibres, one of them carrying a link to each spine, which no straight
// fibre can. 6 links a spine: 3 ports each, 6 fibres either way.
void TestCost::splitBundlesFillWholePorts()
{
    const auto S = [](const char *s) { return QString::fromLatin1(s); };
    for (const auto &[bundle, fibres] : {std::pair{7, 8LL}, std::pair{6, 6LL}}) {
        fp::test::ProjectBuilder b;
        const Id leaf = b.sw(S("qm9700"));
        for (int i = 0; i < 2; ++i)
            b.link(leaf, -1, b.sw(S("qm9700"), NoId, 1), 200.0, bundle);
        const CostResult r = analyzeCost(b.p, fp::test::shippedCatalog());
        long long modules = 0, cables = 0;
        for (const BomLine &l : r.bom) {
            if (l.category == S("transceiver"))
                modules += l.quantity;
            if (l.category == S("cable"))
                cables += l.quantity;
        }
        QCOMPARE(cables, fibres);
        QCOMPARE(modules, (fibres + 1) / 2 + 2 * ((fibres / 2 + 1) / 2));
    }
}

// 1,152 B300 on Quantum-X800 (Q3400, 144 x 800G in 72 twin-port OSFP cages), every link
// 800G XDR: 144 nodes, 16 leaves of 72 down and 72 up, 8 spines of 144 down. The switch
// ports: 1,152 + 1,152 + 1,152 = 3,456, two links a 1.6T twin-port module (MMS4A00-XM):
// 1,728 modules, one in each of the 24 x 72 cages; one 800G flat-top module (MMS4A20) on
// each of the 1,152 NICs; one single-mode fibre (MFP7E30, as NVIDIA uses for NDR and XDR)
// per link, 2,304. Before the XDR parts an 800G link took a 400G NDR twin-port module of
// its own, two in a 1.6T cage (3,456 multimode SR8 modules) and a 400G module at the NIC.
// 16,384 H100 on two planes of dual-port 2 x 200G nodes (h100-8gpu-dual): NDR200 to the
// nodes on split QM9700 ports, 400G between the switches (SwitchType::trunkGbitPerS), as
// one 200G link cannot share a twin-port module's MPO port with a link to another switch.
// Per plane, by hand: a leaf has u = 64/2 = 32 trunk ports up and d = 64 NDR200 links
// down; 8 rails, so a unit is 64 nodes and 8 leaves, 32 units, 256 leaves: 3 tiers; a pod
// takes 32/8 = 4 units, 8 pods, 32 aggregation switches each (256); a core group j takes
// 8 pods x 32 uplinks on C = 4 cores (8 x 8 = 64 ports each): 128 cores. 640 a plane,
// 1,280 in all. Cages: a leaf 16 for 64 split links (4 a cage) + 16 for 32 trunks; an
// aggregation switch and a core 32 each: every cage of the 1,280 switches filled once,
// 40,960 twin-port modules, none short. Before: 200G links between switches, each on a
// whole 400G port: 57,344 modules for 40,960 cages (16 short on a switch), EUR 19 M more.
void TestCost::ndr200NodesTakeNdrTrunks()
{
    GeneratorParams params;
    params.gpus = 16384;
    params.nodeTypeId = QStringLiteral("h100-8gpu-dual");
    params.technology = Technology::InfiniBand;
    params.planes = 2;
    const Catalog &catalog = fp::test::shippedCatalog();
    QString error;
    FabricPlan plan;
    const auto p = generateProject(catalog, params, &error, &plan);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(plan.linkGbitPerS, 200.0);
    QCOMPARE(plan.uplinkGbitPerS, 400.0);
    QCOMPARE(plan.trunkRadix, 64);
    QCOMPARE(plan.tiers, 3);
    QCOMPARE(plan.switchesPerTier, (std::vector<int>{512, 512, 256}));
    QCOMPARE(plan.linksPerTier, (std::vector<long long>{32768, 16384, 16384}));
    for (const Link &l : p->links)
        QCOMPARE(l.gbitPerS, p->node(l.a.objectId) ? 200.0 : 400.0);
    const CostResult r = analyzeCost(*p, catalog);
    const auto S = [](const char *s) { return QString::fromLatin1(s); };
    QCOMPARE(r.cagesShort, 0LL);
    QCOMPARE(quantity(r, S("transceiver"), S("mma4z00-ns"), S("switch side")) +
                 quantity(r, S("transceiver"), S("mms4x00-ns"), S("switch side")),
             1280LL * 32);
    // The same switches as one plane of 400G nodes (8 ports, 2,048 nodes): 512 + 512 + 256.
    params.nodeTypeId = QStringLiteral("h100-8gpu");
    params.planes = 1;
    const auto single = planFabric(catalog, params, &error);
    QVERIFY2(single, qPrintable(error));
    QCOMPARE(single->switchesPerTier, plan.switchesPerTier);
}

void TestCost::xdrLinksTakeXdrOptics()
{
    GeneratorParams params;
    params.gpus = 1152;
    params.nodeTypeId = QStringLiteral("b300-8gpu");
    params.technology = Technology::InfiniBand;
    params.switchTypeId = QStringLiteral("q3400");
    const Catalog &catalog = fp::test::shippedCatalog();
    const CostResult r = analyzeCost(fp::test::generatedProject(params, catalog), catalog);
    const auto S = [](const char *s) { return QString::fromLatin1(s); };
    QCOMPARE(quantity(r, S("switch"), S("q3400")), 24LL);
    QCOMPARE(quantity(r, S("transceiver"), S("mms4a00-xm"), S("switch side")), 1728LL);
    QCOMPARE(quantity(r, S("transceiver"), S("mms4a20"), S("node side")), 1152LL);
    QCOMPARE(quantity(r, S("transceiver"), S("mma4z00-ns")), 0LL);
    QCOMPARE(quantity(r, S("transceiver"), S("mma4z00-ns400")), 0LL);
    QCOMPARE(quantity(r, S("cable"), S("mfp7e30")), 2304LL);
    QCOMPARE(r.cagesShort, 0LL);
}

QTEST_GUILESS_MAIN(TestCost)
// A cable sold by length carries it in its ordering number (catalog "MFP7E10-N{m}"):
// 30 m -> MFP7E10-N030, 2 m -> MCP4Y10-N002; a line without a whole length keeps the
// stem; a transceiver's number is its own; a part without one shows its catalogue id.
void TestCost::orderingNumbersCarryTheLength()
{
    const Catalog &c = test::shippedCatalog();
    BomLine l;
    l.partId = QStringLiteral("mfp7e10");
    l.detail.lengthM = 30.0;
    QCOMPARE(bomPartNumber(c, l), QStringLiteral("MFP7E10-N030"));
    l.partId = QStringLiteral("mcp4y10");
    l.detail.lengthM = 2.0;
    QCOMPARE(bomPartNumber(c, l), QStringLiteral("MCP4Y10-N002"));
    l.detail.lengthM = 0.0;
    QCOMPARE(bomPartNumber(c, l), QStringLiteral("MCP4Y10"));
    l.detail.lengthM = 1.5;
    QCOMPARE(bomPartNumber(c, l), QStringLiteral("MCP4Y10"));
    l.partId = QStringLiteral("mma4z00-ns");
    QCOMPARE(bomPartNumber(c, l), QStringLiteral("MMA4Z00-NS"));
    l.partId = QStringLiteral("aoc-400g");
    QCOMPARE(bomPartNumber(c, l), QStringLiteral("AOC-400G"));
    QVERIFY(!bomHasPartNumber(c, l.partId));
    // The gateway is not a catalog part but has a public number (Skyway user manual);
    // the procurement appendix then does not say "no public part number".
    QCOMPARE(bomPartNumber(c, QStringLiteral("ib-ethernet-gateway")), QStringLiteral("MGA100-HS2"));
    QVERIFY(bomHasPartNumber(c, QStringLiteral("ib-ethernet-gateway")));
    QVERIFY(bomHasPartNumber(c, QStringLiteral("qm9700")));
    QVERIFY(!bomHasPartNumber(c, QStringLiteral("ufm-appliance")));
}

void TestCost::everyPriceHasItsYear()
{
    // The price basis a reseller reads: every BOM line with a price names its price
    // year, the parts priced by an assumption too (the UFM appliance: the QM9700-class
    // price of August 2024; the patch cord: distributors' prices of 2025).
    GeneratorParams params;
    params.gpus = 256;
    params.technology = Technology::InfiniBand;
    params.switchTypeId = QStringLiteral("qm9700");
    params.planes = 1;
    const Catalog &c = test::shippedCatalog();
    Project p = test::generatedProject(params, c, ClusterFabrics::All);
    const CostResult r = analyzeCost(p, c);
    int assumptionPriced = 0;
    for (const BomLine &l : r.bom) {
        if (!l.priceKnown)
            continue;
        QVERIFY2(bomPriceYear(c, l.partId) >= 2024, qPrintable(l.partId));
        assumptionPriced +=
            l.partId == QLatin1String("ufm-appliance") || l.partId == oobPatchCordId();
    }
    QVERIFY(assumptionPriced >= 2);
    QCOMPARE(bomPriceYear(c, QStringLiteral("ufm-appliance")), 2024);
    QCOMPARE(bomPriceYear(c, oobPatchCordId()), 2025);
}

void TestCost::ownCostPerGpuHourByHand()
{
    // 256 H100 GPUs in 32 nodes with their cluster fabrics: (cluster capex / 5 years +
    // network energy and support + 32 nodes' power x PUE x 8,760 h x energy price + the
    // servers' support, 5 % of their price a year + data-centre space, EUR 150 per kW of
    // IT load a month) / (256 x 8,760 h). An owned H100 cluster's own cost per GPU-hour
    // lies below the on-demand price the performance criterion uses (EUR 3.67).
    GeneratorParams params;
    params.gpus = 256;
    params.technology = Technology::InfiniBand;
    params.switchTypeId = QStringLiteral("qm9700");
    const Catalog &c = test::shippedCatalog();
    Project p = test::generatedProject(params, c, ClusterFabrics::All);
    const CostResult r = analyzeCost(p, c);
    QVERIFY(r.ownCostKnown);
    double nodeW = 0.0;
    QVERIFY(devicePowerWatts(c, p.nodes.front().nodeTypeId, &nodeW));
    const OrganisationProfile &o = p.organisation;
    const double serversEur = r.clusterCapexEur - r.networkCapexEur;
    const double itKw = (32 * nodeW + r.networkPowerWatts) / 1000.0;
    const double perYear = r.clusterCapexEur / o.depreciationYears + r.energyEurPerYear +
                           r.supportEurPerYear +
                           32 * nodeW / 1000.0 * o.pue * 8760.0 * o.energyEurPerKwh +
                           0.05 * serversEur + itKw * 150.0 * 12.0;
    QCOMPARE(r.nodeSupportEurPerYear, 0.05 * serversEur);
    QCOMPARE(r.facilityEurPerYear, itKw * 150.0 * 12.0);
    QCOMPARE(r.ownCostPerGpuHourEur, perYear / (256 * 8760.0));
    QVERIFY(r.ownCostPerGpuHourEur > 1.0 && r.ownCostPerGpuHourEur < 3.0);
    // An unknown power figure (a catalog without the QM9700's) leaves it unknown, never a
    // smaller number; the prices are all known, so the power is what decides.
    Catalog noPower = c;
    for (SwitchType &s : noPower.switches)
        if (s.id == QLatin1String("qm9700"))
            s.powerWatts = Figure::unknown(QStringLiteral("not known"));
    const CostResult unknown = analyzeCost(p, noPower);
    QVERIFY(unknown.priceComplete());
    QVERIFY(!unknown.powerComplete());
    QVERIFY(!unknown.ownCostKnown);
}

#include "tst_cost.moc"
