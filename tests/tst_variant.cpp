// SPDX-License-Identifier: GPL-3.0-or-later
// The five variants (core/topology/variant.h, docs/DESIGN.md section 3) of one design:
// 1,024 H100 GPUs on a generated rail-optimized InfiniBand compute fabric plus
// hand-drawn storage, front-end and management fabrics on Ethernet (one switch each).
//
// Technology per fabric purpose (variant.cpp, DESIGN.md section 3):
//               compute     storage     front-end   management
//   as drawn    InfiniBand  Ethernet    Ethernet    Ethernet
//   InfiniBand  InfiniBand  InfiniBand  Ethernet    Ethernet
//   Ethernet    Ethernet    Ethernet    Ethernet    Ethernet
//   hybrid      InfiniBand  Ethernet    Ethernet    Ethernet
//   hybrid per unit as hybrid (its compute spines Ethernet: tst_clusterfabrics)
//
// Compute switches by hand (docs/CATALOG.md "Fat tree and rail facts"): 128 nodes x 8
// NICs = 1,024 endpoints at 400G.
//   QM9700 (k = 64): leaves have 32 ports down, 32 up: 1,024 / 32 = 32 leaves;
//     1,024 uplinks / 64 = 16 spines.
//   SN5600 (k = 128): 64 down, 64 up: 1,024 / 64 = 16 leaves; 1,024 / 128 = 8 spines.
#include "analysis/analysis_cost.h"
#include "model/variantkind.h"
#include "support/testsupport.h"
#include "topology/expansion.h"
#include "topology/summary.h"
#include "topology/variant.h"

#include <QTest>

using namespace fp;
using test::shippedCatalog;

namespace {

// Adds a hand-drawn fabric of `purpose` on Ethernet with one switch of `switchType`.
void addDrawnFabric(Project &p, FabricPurpose purpose, const QString &switchType)
{
    Fabric f;
    f.id = p.allocateId();
    f.name = purposeKey(purpose);
    f.technology = Technology::Ethernet;
    f.purpose = purpose;
    p.fabrics.push_back(f);
    Switch s;
    s.id = p.allocateId();
    s.switchTypeId = switchType;
    s.fabricId = f.id;
    p.switches.push_back(s);
}

Project design()
{
    GeneratorParams params;
    params.gpus = 1024; // h100-8gpu, qm9700, rail-optimized, 1:1, 1 plane (the defaults)
    Project p = test::generatedProject(params);
    addDrawnFabric(p, FabricPurpose::Storage, QStringLiteral("sn5600"));
    addDrawnFabric(p, FabricPurpose::FrontEnd, QStringLiteral("sn5400"));
    addDrawnFabric(p, FabricPurpose::Management, QStringLiteral("sn5400"));
    return p;
}

const Fabric *fabricFor(const Project &p, FabricPurpose purpose)
{
    for (const Fabric &f : p.fabrics) {
        if (f.purpose == purpose)
            return &f;
    }
    return nullptr;
}

// Switches per tier with the empty upper tiers left off.
QList<int> switchesPerTier(const ExpandedGraph &g)
{
    QList<int> out;
    for (int n : g.switchesPerTier())
        out << n;
    while (!out.isEmpty() && out.back() == 0)
        out.removeLast();
    return out;
}

} // namespace

class TestVariant : public QObject
{
    Q_OBJECT

private slots:
    // After an edit of a generated design every variant describes the cluster as it is
    // now: the GPUs and nodes of the design, and the edit itself (a spine fewer, another
    // switch type) instead of a fresh design from the stale generator parameters.
    void variantsFollowEdits_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::newRow("none") << QStringLiteral("none");
        QTest::newRow("group repeat halved") << QStringLiteral("repeat");
        QTest::newRow("a spine deleted") << QStringLiteral("spine");
        QTest::newRow("a switch type changed") << QStringLiteral("switch-type");
    }

    void variantsFollowEdits()
    {
        QFETCH(QString, edit);
        GeneratorParams params;
        params.gpus = 512; // 64 nodes, 2 tiers on QM9700
        Project p = test::generatedProject(params);
        const Catalog &c = shippedCatalog();
        if (edit == QLatin1String("repeat")) {
            for (Group &g : p.groups)
                if (g.repeat > 1) {
                    g.repeat /= 2;
                    break;
                }
        } else if (edit == QLatin1String("spine")) {
            const auto spine = std::find_if(p.switches.begin(), p.switches.end(),
                                            [](const Switch &s) { return s.tier == 1; });
            QVERIFY(spine != p.switches.end());
            const Id id = spine->id;
            std::erase_if(p.links, [&](const Link &l) { return l.b.objectId == id; });
            p.switches.erase(spine);
        } else if (edit == QLatin1String("switch-type")) {
            for (Switch &s : p.switches)
                s.switchTypeId = QStringLiteral("qm9790");
        }
        const ProjectSummary now = summarize(p, c);
        const long long spines = std::count_if(p.switches.begin(), p.switches.end(),
                                               [](const Switch &s) { return s.tier == 1; });
        for (const Variant &v : buildVariants(p, c)) {
            const ProjectSummary s = summarize(v.project, c);
            QCOMPARE(s.gpus, now.gpus);
            QCOMPARE(s.nodes, now.nodes);
            if (edit == QLatin1String("none"))
                continue;
            // The structure stays: as many spines (translated, not regenerated).
            QCOMPARE(std::count_if(v.project.switches.begin(), v.project.switches.end(),
                                   [](const Switch &sw) { return sw.tier == 1; }),
                     spines);
            if (v.kind == VariantKind::Ethernet)
                QVERIFY(std::any_of(v.notes.begin(), v.notes.end(), [](const Issue &i) {
                    return i.code == QLatin1String("fabric-edited");
                }));
        }
        if (edit == QLatin1String("none")) {
            // Unedited, the Ethernet variant is generated again (its own default switch).
            const std::vector<Variant> vs = buildVariants(p, c);
            QVERIFY(std::any_of(vs[2].notes.begin(), vs[2].notes.end(), [](const Issue &i) {
                return i.code == QLatin1String("fabric-regenerated");
            }));
        }
    }

    void fiveVariantsInOrder()
    {
        const std::vector<Variant> variants = buildVariants(design(), shippedCatalog());
        QCOMPARE(variants.size(), std::size_t(5));
        QCOMPARE(variants[0].kind, VariantKind::AsDrawn);
        QCOMPARE(variants[1].kind, VariantKind::InfiniBand);
        QCOMPARE(variants[2].kind, VariantKind::Ethernet);
        QCOMPARE(variants[3].kind, VariantKind::Hybrid);
        QCOMPARE(variants[4].kind, VariantKind::HybridPerUnit);
        // As drawn: the project itself, unchanged.
        const QString diff = test::firstDifference(variants[0].project, design());
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void technologyPerPurpose_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("purpose");
        QTest::addColumn<bool>("infiniband");
        const Technology ib = Technology::InfiniBand;
        const Technology eth = Technology::Ethernet;
        const struct {
            const char *name;
            VariantKind kind;
            Technology compute, storage, frontEnd, management;
        } rows[] = {{"as-drawn", VariantKind::AsDrawn, ib, eth, eth, eth},
                    {"infiniband", VariantKind::InfiniBand, ib, ib, eth, eth},
                    {"ethernet", VariantKind::Ethernet, eth, eth, eth, eth},
                    {"hybrid", VariantKind::Hybrid, ib, eth, eth, eth},
                    {"hybrid-per-unit", VariantKind::HybridPerUnit, ib, eth, eth, eth}};
        for (const auto &r : rows) {
            const std::pair<FabricPurpose, Technology> cells[] = {
                {FabricPurpose::Compute, r.compute},
                {FabricPurpose::Storage, r.storage},
                {FabricPurpose::FrontEnd, r.frontEnd},
                {FabricPurpose::Management, r.management}};
            for (const auto &[purpose, tech] : cells)
                QTest::addRow("%s/%s", r.name, qPrintable(purposeKey(purpose)))
                    << int(r.kind) << int(purpose) << (tech == ib);
        }
    }

    // The fabric of each purpose has the table's technology, and every switch in it is a
    // catalog switch of that technology.
    void technologyPerPurpose()
    {
        QFETCH(int, variant);
        QFETCH(int, purpose);
        QFETCH(bool, infiniband);
        const Technology expected = infiniband ? Technology::InfiniBand : Technology::Ethernet;
        const std::vector<Variant> variants = buildVariants(design(), shippedCatalog());
        const Project &p = variants[std::size_t(variant)].project;
        const Fabric *f = fabricFor(p, FabricPurpose(purpose));
        QVERIFY(f);
        QCOMPARE(f->technology, expected);
        int switches = 0;
        for (const Switch &s : p.switches) {
            if (s.fabricId != f->id)
                continue;
            const SwitchType *t = shippedCatalog().switchType(s.switchTypeId);
            QVERIFY2(t, qPrintable(s.switchTypeId));
            // Hybrid per unit: the compute switches between units run Ethernet.
            const bool betweenUnits = VariantKind(variant) == VariantKind::HybridPerUnit &&
                                      FabricPurpose(purpose) == FabricPurpose::Compute &&
                                      s.tier >= 1;
            QCOMPARE(t->technology, betweenUnits ? Technology::Ethernet : expected);
            ++switches;
        }
        QVERIFY(switches > 0);
    }

    // Every variant carries the same 1,024 GPUs; the compute fabric is generated again
    // with the technology's default switch (counts by hand in the header).
    void sameGpusAndRegeneratedCompute()
    {
        const std::vector<Variant> variants = buildVariants(design(), shippedCatalog());
        // Hybrid per unit: the InfiniBand design with its 16 spines as SN5400 (64 x 400G).
        const QList<QList<int>> expected{{32, 16}, {32, 16}, {16, 8}, {32, 16}, {32, 16}};
        const QStringList computeSwitch{QStringLiteral("qm9700"), QStringLiteral("qm9700"),
                                        QStringLiteral("sn5600"), QStringLiteral("qm9700"),
                                        QStringLiteral("qm9700")};
        for (std::size_t i = 0; i < variants.size(); ++i) {
            const Project &p = variants[i].project;
            const Fabric *compute = fabricFor(p, FabricPurpose::Compute);
            QVERIFY(compute);
            const ExpandedGraph g = expandFabric(p, shippedCatalog(), compute->id);
            QCOMPARE(g.gpuCount(), 1024LL);
            QCOMPARE(g.nodeCount(), 128);
            QCOMPARE(switchesPerTier(g), expected[qsizetype(i)]);
            for (const Switch &s : p.switches) {
                if (s.fabricId != compute->id)
                    continue;
                const bool ethernetSpine =
                    variants[i].kind == VariantKind::HybridPerUnit && s.tier >= 1;
                QCOMPARE(s.switchTypeId,
                         ethernetSpine ? QStringLiteral("sn5400") : computeSwitch[qsizetype(i)]);
            }
            // The hybrid per unit's leaf-to-spine links cross from InfiniBand to Ethernet:
            // 32 leaves x 32 uplinks x 400 Gb/s = 409,600 Gb/s each way through gateways
            // of 800 Gb/s each way (NVIDIA Skyway GA100: 8 InfiniBand and 8 Ethernet
            // ports of 100 Gb/s) = 512, price unknown; none elsewhere.
            const CostResult cost = analyzeCost(p, shippedCatalog());
            long long gateways = 0;
            for (const BomLine &l : cost.bom)
                if (l.partId == QStringLiteral("ib-ethernet-gateway") &&
                    l.category != QLatin1String("spare")) {
                    gateways += l.quantity;
                    QVERIFY(!l.priceKnown);
                }
            const bool perUnit = variants[i].kind == VariantKind::HybridPerUnit;
            QCOMPARE(gateways, perUnit ? 512LL : 0LL);
            // Each gateway port has a cable run of its own (board review: the bill had the
            // gateways without their links): 512 x 16 = 8,192 runs, and 5 % spares rounded
            // up = 410, both at an unknown price.
            long long runs = 0, spareRuns = 0;
            for (const BomLine &l : cost.bom)
                if (l.partId == QStringLiteral("gateway-port-run")) {
                    (l.category == QLatin1String("spare") ? spareRuns : runs) += l.quantity;
                    QVERIFY(!l.priceKnown);
                }
            QCOMPARE(runs, perUnit ? 8192LL : 0LL);
            QCOMPARE(spareRuns, perUnit ? 410LL : 0LL);
            // And 5 % spare gateways, rounded up: 512 x 0.05 = 25.6, 26.
            long long spareGateways = 0;
            for (const BomLine &l : cost.bom)
                if (l.partId == QStringLiteral("ib-ethernet-gateway") &&
                    l.category == QLatin1String("spare"))
                    spareGateways += l.quantity;
            QCOMPARE(spareGateways, perUnit ? 26LL : 0LL);
            // The gateways stand in the central network racks after the switches (2U
            // each, Skyway user manual, no power figure): with the 16 SN5400 spines and
            // the drawn SN5400 and SN5600 (2U each, 2,092 W at most: the SN5400 has the
            // SN5600's figures as an upper bound), 530 devices of 2U, 23 in the 47U a 48U
            // rack has below its management switch: ceil(530 / 23) = 24 racks at least. The
            // switches' power fills the first rack with 14 (14 x 2,092 W = 29.3 kW in
            // 30 kW), the next takes the other 4 and 19 gateways (23), and the 493 gateways
            // left are spread over the 22 racks left: 9 of 23 and 13 of 22 (512 = 19 + 9 x
            // 23 + 13 x 22); 24 racks beside the 4 units' leaf racks. Their out-of-band ports: the
            // 16 spines, the drawn storage and front-end switches, the compute fabric's 2
            // UFM appliances, the 512 gateways and 2 PDUs in each of the 28 racks: 588, on
            // management switches of this design's type (the drawn SN5400, 128 ports in
            // its widest mode): ceil(588 / 128) = 5.
            if (perUnit) {
                long long rackManagement = 0;
                for (const BomLine &l : cost.bom)
                    if (l.detail.kind == BomDetail::Kind::NetworkRackManagement)
                        rackManagement += l.quantity;
                QCOMPARE(rackManagement, 5LL);
                // The racks table's rows, units with the management switch's top unit.
                const auto row = [](std::vector<std::pair<QString, int>> parts, int racks,
                                    int usedU) {
                    RackKind k;
                    k.nodeRack = false;
                    k.parts = std::move(parts);
                    k.racks = racks;
                    k.usedU = usedU;
                    return k;
                };
                const QString gateway = QStringLiteral("ib-ethernet-gateway");
                std::vector<RackKind> expected{
                    row({{gateway, 22}}, 13, 45), row({{gateway, 23}}, 9, 47),
                    row({{QStringLiteral("qm9700"), 8}}, 4, 9),
                    row({{QStringLiteral("sn5400"), 13}, {QStringLiteral("sn5600"), 1}}, 1, 29),
                    row({{gateway, 19}, {QStringLiteral("sn5400"), 4}}, 1, 47)};
                QCOMPARE(cost.networkRacks.size(), expected.size());
                for (std::size_t r = 0; r < expected.size(); ++r) {
                    QCOMPARE(cost.networkRacks[r].parts, expected[r].parts);
                    QCOMPARE(cost.networkRacks[r].racks, expected[r].racks);
                    QCOMPARE(cost.networkRacks[r].usedU, expected[r].usedU);
                    // A rack with gateways has no power figure (the gateway has none).
                    QCOMPARE(cost.networkRacks[r].powerKnown,
                             expected[r].parts.front().first != gateway);
                }
            }
            QCOMPARE(cost.priceComplete(), !perUnit);
        }
    }
};

QTEST_GUILESS_MAIN(TestVariant)
#include "tst_variant.moc"
