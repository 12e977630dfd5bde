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
// - The spines (tier 1) stand in the second central network rack of the middle row
//   (row 2, rack position 8.5; the first, 7.5, is for tier 0 switches outside units).
//   Leaf racks: unit 0 row 1 rack 5: 4.5 racks + 1 row = 11.7 m -> 15 m; unit 1 row 1
//   rack 14: 4.5 racks + 1 row -> 15 m; unit 2 row 2 rack 7: 2.5 racks = 7.5 m -> 8 m;
//   unit 3 row 2 rack 16: 6.5 racks = 9.9 m -> 10 m. 256 uplinks a unit: 8 m 256,
//   10 m 256, 15 m 512.
#include "analysis/analysis_cost.h"
#include "analysis/floorplan.h"
#include "io/projectio.h"
#include "support/testsupport.h"
#include "topology/expansion.h"

#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace fp;
using test::shippedCatalog;

namespace {

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
        QVERIFY(qAbs(up - 11.7) < 1e-9);
        QCOMPARE(plan.rackName(g.edgeTo[0]), QStringLiteral("Row 1, rack 5"));
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
                                           {{leafSpine, 8.0}, 256},
                                           {{leafSpine, 10.0}, 256},
                                           {{leafSpine, 15.0}, 512}}));
        p.floorLayout.enabled = false;
        QCOMPARE(fibres(analyzeCost(p, shippedCatalog())),
                 (std::map<Key, long long>{{{nodeLeaf, 10.0}, 1024}, {{leafSpine, 30.0}, 1024}}));
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
