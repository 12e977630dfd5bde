// SPDX-License-Identifier: GPL-3.0-or-later
// Cable lengths from a floor layout (analysis/floorplan.h, docs/FLOORPLAN.md), counted
// by hand on the 1,024-GPU design generated rail-optimized on QM9700 (4 units of 32
// nodes and 8 leaves, 16 spines outside the units), with the defaults of model.h
// (16 racks a row, 0.6 m racks, rows 3 m apart, 2 m up and down at each end, 2 m
// slack) and the catalog's 4 nodes a rack. A run is the racks along the row x 0.6 m +
// the rows across x 3 m + 6 m, sold rounded up (whole metres to 10 m, then 5 m steps).
// - A unit has 32 / 4 = 8 node racks and its leaf rack in their middle (local racks
//   0-3 nodes, 4 leaves, 5-8 nodes); the units follow one another, 16 racks a row:
//   unit 0 racks 0-8, unit 1 9-17, unit 2 18-26, unit 3 27-35; 36 racks, 3 rows.
// - Node racks 1, 2, 3, 4 racks from their leaf rack: 6.6, 7.2, 7.8, 8.4 m, sold as 7,
//   8, 8, 9 m; 32 links a node rack (4 nodes x 8 rails). Unit 0 and unit 2 (racks
//   18-26 all in row 2): 7 m 64, 8 m 128, 9 m 64 each. Unit 1: leaf rack 13 of row 1;
//   racks 9-12, 14, 15 as above (9 m 32, 8 m 96, 7 m 64), racks 16 and 17 are racks 1
//   and 2 of row 2: 13 and 12 racks back and a row across, 16.8 and 16.2 m -> 20 m, 64
//   links. Unit 3: leaf rack 31 = row 2 rack 16; racks 27-30 (9 m 32, 8 m 64, 7 m 32);
//   racks 32-35 are racks 1-4 of row 3, 15 to 12 racks back and a row across, 18.0 to
//   16.2 m -> 20 m, 128 links. In all: 7 m 224, 8 m 416, 9 m 192, 20 m 192.
// - The spines (tier 1) stand in the central network rack of the middle row (row 2,
//   rack position 7.5; the network racks all fabrics share, sharedNetworkRackOf, so no
//   empty rack is kept for tier 0 switches outside units, as it was until 2026-12-07).
//   Leaf racks: unit 0 row 1 rack 5: 3.5 racks + 1 row = 11.1 m -> 15 m; unit 1 row 1
//   rack 14: 5.5 racks + 1 row = 12.3 m -> 15 m; unit 2 row 2 rack 7: 1.5 racks =
//   6.9 m -> 7 m; unit 3 row 2 rack 16: 7.5 racks = 10.5 m -> 15 m. 256 uplinks a unit:
//   7 m 256, 15 m 768.
#include "analysis/analysis_cost.h"
#include "analysis/floorplan.h"
#include "analysis/racks.h"
#include "exchange/cablingplan.h"
#include "io/projectio.h"
#include "support/testsupport.h"
#include "topology/expansion.h"

#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <numeric>
#include <set>

using namespace fp;
using test::shippedCatalog;

namespace {

QString S(const char *text)
{
    return QString::fromLatin1(text);
}

// The positions of every rack's devices, in vertex order, by rack name.
std::map<QString, std::vector<int>> positionsByRack(const FloorPlan &plan, const ExpandedGraph &g)
{
    std::map<QString, std::vector<int>> out;
    for (int v = 0; v < g.vertexCount(); ++v)
        out[plan.rackName(v)].push_back(plan.positionU(v));
    return out;
}

Project generated1024()
{
    GeneratorParams params;
    params.gpus = 1024;
    params.nodeTypeId = QStringLiteral("h100-8gpu");
    params.switchTypeId = QStringLiteral("qm9700");
    Project p = test::generatedProject(params);
    p.floorLayout.enabled = true;
    return p;
}

} // namespace

class TestFloorPlan : public QObject
{
    Q_OBJECT

private slots:
    void stockLengths()
    {
        QCOMPARE(FloorPlan::stockLength(0.4), 1.0);
        QCOMPARE(FloorPlan::stockLength(6.6), 7.0);
        QCOMPARE(FloorPlan::stockLength(10.0), 10.0);
        QCOMPARE(FloorPlan::stockLength(10.5), 15.0);
        QCOMPARE(FloorPlan::stockLength(50.0), 50.0);
        QCOMPARE(FloorPlan::stockLength(51.0), 60.0);
    }

    void unitZeroByHand()
    {
        const Project p = generated1024();
        const ExpandedGraph g = expandFabric(p, shippedCatalog(), p.computeFabric()->id);
        const FloorPlan plan(p, g, 4);
        QCOMPARE(plan.rowCount(), 3);
        // Unit 0: node racks 1-4 and 6-9 of row 1 around its leaf rack 5.
        std::map<double, int> nodeLeaf; // unit 0: stock length -> links
        std::map<double, int> leafSpine;
        for (int e = 0; e < g.edgeCount(); ++e) {
            const int lower = g.edgeFrom[size_t(e)];
            if (g.instance[size_t(lower)] != 0)
                continue;
            if (g.kind[size_t(lower)] == ExpandedGraph::Kind::Node)
                nodeLeaf[plan.stockLengthM(e)] += g.bundle[size_t(e)];
            else
                leafSpine[plan.stockLengthM(e)] += g.bundle[size_t(e)];
        }
        QCOMPARE(nodeLeaf, (std::map<double, int>{{7.0, 64}, {8.0, 128}, {9.0, 64}}));
        QCOMPARE(leafSpine, (std::map<double, int>{{15.0, 256}}));
        // The runs themselves, unrounded: 6.6 m the shortest node-leaf, 11.1 m leaf-spine.
        double shortest = 1e9, up = 0.0;
        for (int e = 0; e < g.edgeCount(); ++e) {
            const int lower = g.edgeFrom[size_t(e)];
            if (g.instance[size_t(lower)] != 0)
                continue;
            if (g.kind[size_t(lower)] == ExpandedGraph::Kind::Node)
                shortest = std::min(shortest, plan.runLengthM(e));
            else
                up = plan.runLengthM(e);
        }
        QVERIFY(qAbs(shortest - 6.6) < 1e-9);
        QVERIFY(qAbs(up - 11.1) < 1e-9);
        QCOMPARE(plan.rackName(g.edgeTo[0]), QStringLiteral("Row 1, rack 5"));
    }

    // Rack elevation (floorplan.h), by hand: 48 U racks, an H100 node 8 U, a QM9700 1 U.
    // A node rack holds its 4 nodes at U1, U9, U17 and U25 (U48 is its management
    // switch's); unit 0's 8 leaves stand at U1-U8 of its leaf rack; the 16 spines at
    // U1-U16 of central network rack 1.
    void rackElevationByHand()
    {
        const Project p = generated1024();
        const ExpandedGraph g = expandFabric(p, shippedCatalog(), p.computeFabric()->id);
        const FloorPlan plan(p, g, 4, RackSpace::of(p, shippedCatalog(), g, 48));
        const auto racks = positionsByRack(plan, g);
        QCOMPARE(racks.at(S("Row 1, rack 1")), (std::vector<int>{1, 9, 17, 25}));
        QCOMPARE(racks.at(S("Row 1, rack 5")), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}));
        std::vector<int> spines(16);
        std::iota(spines.begin(), spines.end(), 1);
        QCOMPARE(racks.at(S("Network rack 1")), spines);
        QVERIFY(!racks.count(S("Network rack 2")));
        // Without a rack height there is no elevation.
        const FloorPlan flat(p, g, 4);
        QCOMPARE(flat.positionU(0), 0);
    }

    // A network rack holds no more switches than its power allows (assumption
    // "network-rack-power-kw", 30 kW, against each switch's maximum power): the
    // 2,048-GPU design's 32 spines (QM9700, 1.72 kW with optics, 1 U) would fit one
    // rack's 47 U, but 17 take 29.24 kW and an 18th would pass 30 kW, so two racks, and
    // spread evenly over them: U1-U16 of central network racks 1 and 2 (27.52 kW each).
    // Without the limit all 32 share rack 1.
    void networkRackPowerLimit()
    {
        GeneratorParams params;
        params.gpus = 2048;
        params.nodeTypeId = QStringLiteral("h100-8gpu");
        params.switchTypeId = QStringLiteral("qm9700");
        const Project p = test::generatedProject(params);
        const ExpandedGraph g = expandFabric(p, shippedCatalog(), p.computeFabric()->id);
        const RackSpace space = RackSpace::of(p, shippedCatalog(), g, 48);
        QCOMPARE(space.networkRackPowerW, 30000.0);
        const auto racks = positionsByRack(FloorPlan(p, g, 4, space), g);
        std::vector<int> half(16);
        std::iota(half.begin(), half.end(), 1);
        QCOMPARE(racks.at(S("Network rack 1")), half);
        QCOMPARE(racks.at(S("Network rack 2")), half);
        RackSpace unlimited = space;
        unlimited.networkRackPowerW = 0.0;
        const auto oneRack = positionsByRack(FloorPlan(p, g, 4, unlimited), g);
        QCOMPARE(oneRack.at(S("Network rack 1")).size(), size_t(32));
        QVERIFY(!oneRack.count(S("Network rack 2")));
        // The provisioned power: the maximum when known, else the typical.
        QCOMPARE(RackSpace::provisionedPowerW(*shippedCatalog().switchType(S("qm9700"))), 1720.0);
        QCOMPARE(RackSpace::provisionedPowerW(*shippedCatalog().switchType(S("sn2201"))), 98.0);
    }

    // The network racks all fabrics share (sharedNetworkRackOf), by hand: a unit's 9
    // leaves of 1 U and 1,720 W (two fabrics) fit one rack of 48 U and 30 kW. Centrally a
    // tier-0 switch of 2 U and 2,092 W and 20 spines of the same 1 U, 1,720 W: in tier
    // order, 2,092 + 16 x 1,720 = 29,612 W fills a first rack with 17, so two racks; the
    // even split over two, 11 and 10 (2,092 + 10 x 1,720 = 19,292 W; 17,200 W), fits, and
    // is taken. 2 + 1 = 3. Without the power limit the 21 share one rack (22 U): 2.
    // 12 U racks (11 U for switches): the first rack's even share (11: 2 + 10 = 12 U)
    // does not fit, so it holds 10 and the second the other 11: 2 + 1 = 3. A rack that
    // its power fills early leaves its share to the racks after it: 3 switches of 14 kW
    // and 60 devices of 1 U and no power figure take 3 racks in order (2 at 28 kW, then 1
    // and 46, then 14); spread, 2, then 1 and 30, then 30.
    void sharedNetworkRacksByHand()
    {
        std::vector<RackedSwitch> s;
        const Id unit = 7;
        const auto racked = [](Id group, int copy, int tier, int heightU, double powerW) {
            RackedSwitch r;
            r.group = group;
            r.instance = copy;
            r.tier = tier;
            r.heightU = heightU;
            r.powerW = powerW;
            return r;
        };
        for (int i = 0; i < 9; ++i)
            s.push_back(racked(unit, 0, 0, 1, 1720.0));
        for (int i = 0; i < 20; ++i)
            s.push_back(racked(NoId, 0, 1, 1, 1720.0));
        s.push_back(racked(NoId, 0, 0, 2, 2092.0));
        long long racks = 0;
        const std::vector<int> rackOf = sharedNetworkRackOf(s, 48, 30000.0, &racks);
        QCOMPARE(racks, 3LL);
        // The central place (no group) first: racks 0 and 1; the unit's rack 2.
        QCOMPARE(std::count(rackOf.begin(), rackOf.end(), 0), 11L);
        QCOMPARE(std::count(rackOf.begin(), rackOf.end(), 1), 10L);
        QCOMPARE(std::count(rackOf.begin(), rackOf.end(), 2), 9L);
        QCOMPARE(rackOf.back(), 0); // the tier-0 switch leads the central racks
        QCOMPARE(sharedNetworkRacks(s, 48, 0.0), 2LL);
        const std::vector<int> small = sharedNetworkRackOf(s, 12, 0.0, &racks);
        QCOMPARE(racks, 3LL);
        QCOMPARE(std::count(small.begin(), small.end(), 0), 10L);
        QCOMPARE(std::count(small.begin(), small.end(), 1), 11L);
        std::vector<RackedSwitch> heavy(3, racked(NoId, 0, 0, 1, 14000.0));
        heavy.insert(heavy.end(), 60, racked(NoId, 0, 1, 1, 0.0));
        const std::vector<int> spread = sharedNetworkRackOf(heavy, 48, 30000.0, &racks);
        QCOMPARE(racks, 3LL);
        QCOMPARE(std::count(spread.begin(), spread.end(), 0), 2L);
        QCOMPARE(std::count(spread.begin(), spread.end(), 1), 31L);
        QCOMPARE(std::count(spread.begin(), spread.end(), 2), 30L);
        // The same unit's second copy is a place of its own.
        s.push_back(racked(unit, 1, 0, 1, 1720.0));
        QCOMPARE(sharedNetworkRacks(s, 48, 30000.0), 4LL);
        QCOMPARE(sharedNetworkRacks({}, 48, 30000.0), 0LL);
    }

    // The racks table's network rows (networkRackKinds): the two central racks above as
    // kinds, parts by id, units with the management switch's top unit, typical power with
    // a 98 W SN2201's.
    void networkRackKindsByHand()
    {
        std::vector<RackedSwitch> s;
        for (int i = 0; i < 20; ++i) {
            RackedSwitch r;
            r.tier = 1;
            r.heightU = 1;
            r.powerW = 1720.0;
            r.partId = QStringLiteral("qm9700");
            r.typicalW = 750.0;
            r.typicalKnown = true;
            s.push_back(r);
        }
        const SwitchType *sn2201 = shippedCatalog().switchType(QStringLiteral("sn2201"));
        QVERIFY(sn2201 && sn2201->powerWatts.known);
        // 20 x 1,720 W = 34,400 W > 30 kW: two racks, 10 and 10, one kind.
        const std::vector<RackKind> kinds = networkRackKinds(s, 48, 30000.0, sn2201);
        QCOMPARE(kinds.size(), size_t(1));
        QCOMPARE(kinds[0].racks, 2);
        QCOMPARE(kinds[0].parts,
                 (std::vector<std::pair<QString, int>>{{QStringLiteral("qm9700"), 10}}));
        QCOMPARE(kinds[0].usedU, 11);
        QVERIFY(kinds[0].powerKnown);
        QCOMPARE(kinds[0].powerW, 10 * 750.0 + sn2201->powerWatts.value);
        // A part without a typical figure makes its racks' power unknown, not lower.
        for (RackedSwitch &r : s)
            r.typicalKnown = false;
        QVERIFY(!networkRackKinds(s, 48, 30000.0, sn2201)[0].powerKnown);
    }

    // 12 U racks: one 8 U node fits under the management switch's unit, the next three
    // have no position; the 16 spines need two racks of 11 U (under their management
    // switches) and are spread evenly, U1-U8 of network racks 1 and 2, the second one rack
    // width (0.6 m) further along the middle row: a spine there is 4.5 racks and a row
    // from unit 0's leaf rack (row 1, rack 5): 2.7 + 3 + 4 + 2 = 11.7 m.
    void fullRacksContinueInTheNext()
    {
        const Project p = generated1024();
        const ExpandedGraph g = expandFabric(p, shippedCatalog(), p.computeFabric()->id);
        RackSpace space = RackSpace::of(p, shippedCatalog(), g, 12);
        space.networkRackPowerW = 0.0; // the height alone
        const FloorPlan plan(p, g, 4, space);
        const auto racks = positionsByRack(plan, g);
        QCOMPARE(racks.at(S("Row 1, rack 1")), (std::vector<int>{1, 0, 0, 0}));
        QCOMPARE(racks.at(S("Network rack 1")), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}));
        QCOMPARE(racks.at(S("Network rack 2")), (std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8}));
        int checked = 0;
        for (int e = 0; e < g.edgeCount(); ++e) {
            const int lower = g.edgeFrom[size_t(e)];
            if (g.kind[size_t(lower)] == ExpandedGraph::Kind::Node ||
                g.instance[size_t(lower)] != 0 ||
                plan.rackName(g.edgeTo[size_t(e)]) != S("Network rack 2"))
                continue;
            QVERIFY(qAbs(plan.runLengthM(e) - 11.7) < 1e-9);
            ++checked;
        }
        QCOMPARE(checked, 8 * 8); // each of unit 0's 8 leaves to each of the 8 spines
    }

    // The trays of an NVL72 rack keep no position (their vendor's elevation); the
    // leaves of the design still stand at U1 upward.
    void rackScaleTraysHaveNoPosition()
    {
        GeneratorParams params;
        params.gpus = 144;
        params.nodeTypeId = QStringLiteral("gb200-nvl72");
        params.switchTypeId = QStringLiteral("qm9700");
        Project p = test::generatedProject(params);
        p.floorLayout.enabled = true;
        const ExpandedGraph g = expandFabric(p, shippedCatalog(), p.computeFabric()->id);
        const FloorPlan plan(p, g, 4, RackSpace::of(p, shippedCatalog(), g, 48));
        int nodes = 0, placedSwitches = 0;
        for (int v = 0; v < g.vertexCount(); ++v) {
            if (g.kind[size_t(v)] == ExpandedGraph::Kind::Node) {
                QCOMPARE(plan.positionU(v), 0);
                ++nodes;
            } else if (plan.positionU(v) > 0) {
                ++placedSwitches;
            }
        }
        QCOMPARE(nodes, 36);
        QVERIFY(placedSwitches > 0);
        // In the racks table an NVL72 rack takes the whole rack (its switch trays and
        // power shelves are not drawn): 2 racks of 18 trays, 48 of 48 U.
        const auto kinds = rackKinds(p, shippedCatalog(), p.computeFabric()->id);
        QVERIFY(!kinds.empty() && kinds.front().nodeRack);
        QCOMPARE(kinds.front().racks, 2);
        QCOMPARE(kinds.front().parts,
                 (std::vector<std::pair<QString, int>>{{S("gb200-nvl72"), 18}}));
        QVERIFY(kinds.front().wholeRack);
        QCOMPARE(kinds.front().usedU, 48);
    }

    // The racks by kind (analysis/racks.h), by hand on the 1,024-GPU design: 32 node
    // racks of 4 H100 nodes (4 x 8 U + the management unit = 33 U; 4 x (8 x 700 W GPU +
    // 8 x 25 W NIC + 2,500 W) = 33,200 W), 4 unit leaf racks of 8 QM9700 (8 U + the
    // management unit = 9 U, 8 x 750 W) and the central spine rack of 16 (17 U,
    // 12,000 W).
    void rackKindsByHand()
    {
        const Project p = generated1024();
        const auto kinds = rackKinds(p, shippedCatalog(), p.computeFabric()->id);
        const std::vector<RackKind> expected{
            {true, {{S("h100-8gpu"), 4}}, 32, 33, true, false, 33200.0, true},
            {false, {{S("qm9700"), 8}}, 4, 9, true, false, 6000.0, true},
            {false, {{S("qm9700"), 16}}, 1, 17, true, false, 12000.0, true}};
        QCOMPARE(kinds.size(), expected.size());
        for (size_t i = 0; i < kinds.size(); ++i)
            QVERIFY2(kinds[i] == expected[i], qPrintable(QString::number(i)));
        // A part without a power figure makes its racks' power unknown, not smaller.
        Project unknownPower = p;
        for (Switch &s : unknownPower.switches)
            s.switchTypeId = S("jericho3-chassis");
        for (const RackKind &k : rackKinds(unknownPower, shippedCatalog(), p.computeFabric()->id))
            QCOMPARE(k.powerKnown, k.nodeRack);
    }

    // The bill of materials counts the fibres by those lengths (the whole design, by hand
    // in the header); with the layout off, the per-tier defaults (10 m and 30 m).
    void billFollowsTheLayout()
    {
        Project p = generated1024();
        using Key = std::pair<int, double>; // segment, length
        auto fibres = [](const CostResult &cost) {
            std::map<Key, long long> out;
            for (const BomLine &l : cost.bom)
                if (l.category == QLatin1String("cable"))
                    out[{int(l.detail.segment), l.detail.lengthM}] += l.quantity;
            return out;
        };
        const int nodeLeaf = int(LinkSegment::NodeLeaf);
        const int leafSpine = int(LinkSegment::LeafSpine);
        QCOMPARE(fibres(analyzeCost(p, shippedCatalog())),
                 (std::map<Key, long long>{{{nodeLeaf, 7.0}, 224},
                                           {{nodeLeaf, 8.0}, 416},
                                           {{nodeLeaf, 9.0}, 192},
                                           {{nodeLeaf, 20.0}, 192},
                                           {{leafSpine, 7.0}, 256},
                                           {{leafSpine, 15.0}, 768}}));
        p.floorLayout.enabled = false;
        QCOMPARE(fibres(analyzeCost(p, shippedCatalog())),
                 (std::map<Key, long long>{{{nodeLeaf, 10.0}, 1024}, {{leafSpine, 30.0}, 1024}}));
    }

    // Every fabric's devices on one floor (SiteDevices): the 1,024-GPU design with its
    // storage and front-end fabrics in the cabling plan names one rack for each device,
    // whichever fabric's cable ends there, and never two devices at one rack unit (the
    // plan of each fabric placed its own devices: unit 1's node 17 stood in rack 5 for the
    // compute fabric and in rack 6 for the storage fabric, and its compute and storage
    // leaves shared U1). The network racks holding switches are the cost analysis's
    // shared racks: 4 unit racks (8 compute and 2 storage leaves each) and 2 central ones
    // (20 spines and the 2 front-end switches, 11 and 11).
    void oneFloorForEveryFabric()
    {
        GeneratorParams params;
        params.gpus = 1024;
        Project p = test::generatedProject(params, shippedCatalog(), ClusterFabrics::All);
        p.floorLayout.enabled = true;
        QCOMPARE(p.fabrics.size(), size_t(4));        // compute, storage, front-end, management
        std::map<QString, std::set<QString>> racksOf; // device -> racks named
        std::map<std::pair<QString, int>, std::set<QString>> atUnit; // (rack, U) -> devices
        std::map<QString, std::set<QString>> fabricsOf;              // device -> fabrics
        std::set<QString> switchRacks;
        for (const exchange::CablingRow &r : exchange::cablingPlan(p, shippedCatalog())) {
            for (const exchange::CableEnd *end : {&r.a, &r.b}) {
                racksOf[end->device].insert(end->rack);
                fabricsOf[end->device].insert(r.fabric);
                if (end->positionU > 0)
                    atUnit[{end->rack, end->positionU}].insert(end->device);
            }
            if (!r.fabric.startsWith(QLatin1String("Management"))) // theirs: a top unit
                switchRacks.insert(r.b.rack); // every link's upper end is a switch
        }
        int inSeveralFabrics = 0;
        for (const auto &[device, racks] : racksOf) {
            QVERIFY2(racks.size() == 1, qPrintable(device));
            inSeveralFabrics += fabricsOf[device].size() > 1 ? 1 : 0;
        }
        QCOMPARE(inSeveralFabrics, 128); // every node: compute, storage and front-end
        for (const auto &[place, devices] : atUnit)
            QVERIFY2(devices.size() == 1,
                     qPrintable(place.first + QLatin1Char(' ') + QString::number(place.second)));
        const CostResult cost = analyzeCost(p, shippedCatalog());
        long long networkRacks = 0;
        for (const RackKind &k : cost.networkRacks)
            networkRacks += k.racks;
        QCOMPARE(networkRacks, 6LL);
        QCOMPARE(qsizetype(switchRacks.size()), qsizetype(networkRacks));
    }

    // A management switch takes a rack's top unit, not a place in a network rack: in its
    // unit's first network rack, or the first central one, with no rack unit. A group of
    // management switches only has no racks of its own: they stand centrally (they stood
    // in "Row 3, rack 5", a rack past the last of the design, until 2026-12-07).
    void managementSwitchesTakeNoRackUnit()
    {
        GeneratorParams params;
        params.gpus = 1024;
        Project p = test::generatedProject(params, shippedCatalog(), ClusterFabrics::All);
        p.floorLayout.enabled = true;
        const Fabric *management = nullptr;
        for (const Fabric &f : p.fabrics)
            if (f.purpose == FabricPurpose::Management)
                management = &f;
        QVERIFY(management);
        Group own;
        own.id = p.allocateId();
        own.name = QStringLiteral("Management only");
        p.groups.push_back(own);
        int moved = 0;
        std::set<Id> ids;
        for (Switch &s : p.switches)
            if (s.fabricId == management->id) {
                s.groupId = own.id;
                ids.insert(s.id);
                ++moved;
            }
        QVERIFY(moved > 0);
        // Their links leave with them (a group's switches link within it or up).
        std::erase_if(p.links, [&ids](const Link &l) {
            return ids.count(l.a.objectId) > 0 || ids.count(l.b.objectId) > 0;
        });
        const SiteDevices site = SiteDevices::of(p, shippedCatalog(), 48);
        const ExpandedGraph g = expandFabric(p, shippedCatalog(), management->id);
        const FloorPlan plan(p, g, 4, RackSpace::of(p, shippedCatalog(), g, 48), &site);
        int switches = 0;
        for (int v = 0; v < g.vertexCount(); ++v) {
            if (g.kind[size_t(v)] != ExpandedGraph::Kind::Switch)
                continue;
            ++switches;
            QCOMPARE(plan.positionU(v), 0);
            if (p.switchById(g.modelId[size_t(v)])->groupId == own.id)
                QCOMPARE(plan.rackName(v), S("Network rack 1"));
        }
        QVERIFY(switches >= moved);
    }

    // Saved and read back in both forms; a file without the table reads with it off.
    void persisted()
    {
        Project p = generated1024();
        p.floorLayout.racksPerRow = 12;
        p.floorLayout.rowPitchM = 3.6;
        p.floorLayout.spines = SpinePlacement::EndOfRow;
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("p.fabricplan"), QStringLiteral("p.json")}) {
            QString error;
            QVERIFY2(saveProject(p, dir.filePath(name), &error), qPrintable(error));
            const auto back = loadProject(dir.filePath(name), &error);
            QVERIFY2(back, qPrintable(error));
            QCOMPARE(back->floorLayout, p.floorLayout);
        }
    }
};

QTEST_GUILESS_MAIN(TestFloorPlan)
#include "tst_floorplan.moc"
