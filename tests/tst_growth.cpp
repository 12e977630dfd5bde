// SPDX-License-Identifier: GPL-3.0-or-later
// Growth thresholds at exactly k^2/2 endpoints and k^2/2 + one node (docs/DESIGN.md
// section 4: 2 tiers hold k^2/2 non-blocking; docs/CATALOG.md k = 64 -> 2,048), the next
// increment, the 1- and 3-year targets, and the free-port rule for drawn fabrics.
#include "analysis/analysis_growth.h"
#include "support/testsupport.h"
#include "topology/generator.h"

#include <QtTest>

using namespace fp;

class TestGrowth : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void largestTrue();
    void thresholdAtHalfKSquared();
    void onePastTheThreshold();
    void oneTierFullNamesTheSecondTier();
    void partialBuildAndTargets();
    void handDrawnFreePorts();

private:
    Catalog m_catalog;
    Project generated(int gpus);
};

void TestGrowth::initTestCase()
{
    m_catalog = test::shippedCatalog();
}

Project TestGrowth::generated(int gpus)
{
    GeneratorParams params; // H100 8-GPU nodes, 8 x 400G NICs, QM9700 (k = 64), 1:1, 1 plane
    params.gpus = gpus;
    params.technology = Technology::InfiniBand;
    params.switchTypeId = QStringLiteral("qm9700");
    return test::generatedProject(params, m_catalog);
}

void TestGrowth::largestTrue()
{
    QCOMPARE(fp::largestTrue(0, 100, [](long long n) { return n <= 37; }), 37LL);
    QCOMPARE(fp::largestTrue(5, 5, [](long long) { return true; }), 5LL);
    QCOMPARE(fp::largestTrue(0, 100, [](long long) { return true; }), 100LL);
}

void TestGrowth::thresholdAtHalfKSquared()
{
    // k = 64: 2 tiers hold 64^2/2 = 2,048 endpoints = 256 nodes x 8 NICs = 2,048 GPUs.
    const Project p = generated(2048);
    QVERIFY(!p.nodes.empty());
    const GrowthResult g = analyzeGrowth(p, m_catalog);
    QCOMPARE(g.currentGpus, 2048LL);
    QCOMPARE(g.currentTiers, 2);
    QCOMPARE(g.maxGpusSameTiers, 2048LL);
    QCOMPARE(g.gpusAddableBeforeNewSpine, 0LL);
    // One more node (8 GPUs) needs the third tier: that is where cost per GPU steps.
    QCOMPARE(g.costStepAtGpus, 2056LL);
    bool step = false;
    for (const Explanation &e : g.explanations) {
        if (e.id != QLatin1String("cost-step"))
            continue;
        step = true;
        double before = 0, after = 0;
        for (const auto &[name, value] : e.figures) {
            if (name == QLatin1String("cost_per_gpu_before_eur"))
                before = value;
            if (name == QLatin1String("cost_per_gpu_after_eur"))
                after = value;
        }
        QVERIFY2(after > before, "a third tier makes every GPU's share of the network dearer");
    }
    QVERIFY(step);
}

void TestGrowth::onePastTheThreshold()
{
    // 2,056 GPUs = k^2/2 + one node: 3 tiers, up to k^3/4 = 65,536 endpoints.
    const Project p = generated(2056);
    QVERIFY(!p.nodes.empty());
    const GrowthResult g = analyzeGrowth(p, m_catalog);
    QCOMPARE(g.currentTiers, 3);
    QCOMPARE(g.maxGpusSameTiers, 65536LL);
    QCOMPARE(g.costStepAtGpus, 0LL); // no fourth tier
}

void TestGrowth::oneTierFullNamesTheSecondTier()
{
    // 64 GPUs = 8 nodes x 8 NICs = 64 ports: one QM9700 (k = 64), full. One tier has no
    // spines, so the next GPUs need a second tier, not "another spine".
    const Project p = generated(64);
    const GrowthResult g = analyzeGrowth(p, m_catalog);
    QCOMPARE(g.currentTiers, 1);
    QCOMPARE(g.maxGpusSameTiers, 64LL);
    QCOMPARE(g.gpusAddableBeforeNewSpine, 0LL);
    bool said = false;
    for (const Explanation &e : g.explanations)
        if (e.id == QLatin1String("max-same-tiers")) {
            QVERIFY2(!e.text.contains(QStringLiteral("spine")), qPrintable(e.text));
            said = e.text.contains(QStringLiteral("need a second tier"));
        }
    QVERIFY(said);
}

void TestGrowth::partialBuildAndTargets()
{
    Project p = generated(1024);
    QVERIFY(!p.nodes.empty());
    p.organisation.gpusInOneYear = 2048;
    p.organisation.gpusInThreeYears = 4096;
    const GrowthResult g = analyzeGrowth(p, m_catalog);
    QCOMPARE(g.currentGpus, 1024LL);
    QCOMPARE(g.maxGpusSameTiers, 2048LL);
    QVERIFY(g.gpusAddableBeforeNewSpine >= 0);
    QVERIFY(g.gpusAddableBeforeNewSpine <= g.maxGpusSameTiers - g.currentGpus);
    QVERIFY(g.nextIncrementGpus > 0 && g.nextIncrementGpus % 8 == 0);
    QVERIFY(g.nextIncrementPriced && g.nextIncrementCostEur > 0.0);
    // The increment is the generator's scalable unit (32 nodes a leaf per rail on a 64-port
    // QM9700 at 1:1), said with its nodes: a drawn design's groups may be larger (review:
    // "one unit of 256 GPUs" beside units of 1,024).
    QCOMPARE(g.nextIncrementGpus, 256);
    bool unitSaid = false;
    for (const Explanation &e : g.explanations)
        if (e.id == QLatin1String("next-increment"))
            unitSaid = e.text.contains(QLatin1String("one scalable unit as the generator builds "
                                                     "it (32 nodes, 256 GPUs)"));
    QVERIFY(unitSaid);
    QCOMPARE(g.targets.size(), std::size_t(2));
    QCOMPARE(g.targets[0].years, 1);
    QCOMPARE(g.targets[0].gpus, 2048LL);
    QCOMPARE(g.targets[0].tiers, 2);
    QVERIFY(g.targets[0].sameTiers);
    QCOMPARE(g.targets[1].years, 3);
    // One plane would need a third tier at 4,096 GPUs; two planes of 2 tiers cost less,
    // so the target is priced on them (tst_growthplan stepAcrossTheTierBoundary).
    QVERIFY(g.targets[1].planesAdded);
    QCOMPARE(g.targets[1].tiers, 2);
    QCOMPARE(g.targets[1].planes, 2);
    QCOMPARE(g.targets[0].planes, 1);
    QVERIFY(!g.targets[1].sameTiers);
    QVERIFY(g.targets[1].networkCapexEur > g.targets[0].networkCapexEur);
    // The cost step (a third tier past 2,048 GPUs on one plane) says that the plan builds
    // its 4,096 GPUs on two planes of 2 tiers instead (board review: the two contradicted).
    QCOMPARE(g.costStepAtGpus, 2056LL);
    const auto step =
        std::find_if(g.explanations.begin(), g.explanations.end(),
                     [](const Explanation &e) { return e.id == QLatin1String("cost-step"); });
    QVERIFY(step != g.explanations.end());
    QVERIFY2(step->text.contains(
                 QLatin1String("The growth plan builds its 4,096 GPUs on 2 planes of 2 tiers")),
             qPrintable(step->text));
    // What the plans rest on (analysis/assumptionreader.h): the node type (GPUs per
    // node) and the switch (its ports bound every plan).
    QCOMPARE(g.used.parts,
             (std::vector<QString>{QStringLiteral("h100-8gpu"), QStringLiteral("qm9700")}));
}

void TestGrowth::handDrawnFreePorts()
{
    // 4 nodes x 8 NICs on one 64-port leaf: 32 free ports = 4 more nodes = 32 GPUs.
    Project p = generated(32);
    QVERIFY(!p.fabrics.empty());
    for (Fabric &f : p.fabrics)
        f.generated.reset();
    p.organisation.gpusInOneYear = 64;
    p.organisation.gpusInThreeYears = 72;
    const GrowthResult g = analyzeGrowth(p, m_catalog);
    QCOMPARE(g.currentGpus, 32LL);
    QCOMPARE(g.gpusAddableBeforeNewSpine, 32LL);
    QCOMPARE(g.maxGpusSameTiers, 64LL);
    QCOMPARE(g.targets.size(), std::size_t(2));
    QVERIFY(g.targets[0].sameTiers);
    QVERIFY(!g.targets[1].sameTiers);
    // A drawn fabric is not planned: the cost of the next increment and of the targets
    // is not known (the report printed EUR 0 for the hybrid per unit).
    QVERIFY(!g.nextIncrementPriced);
    QVERIFY(!g.targets[0].priced && !g.targets[1].priced);
    // What the free ports rest on (analysis/assumptionreader.h): the leaf's QM9700 ports,
    // the node type's NICs (ConnectX-7, one port at InfiniBand) and GPUs.
    QCOMPARE(g.used.parts,
             (std::vector<QString>{QStringLiteral("qm9700"), QStringLiteral("h100-8gpu"),
                                   QStringLiteral("connectx7")}));

    // 8 nodes fill the leaf's 64 ports: no room, said as such (it said "room for 0 more
    // nodes ..., 0 GPUs").
    Project full = generated(64);
    for (Fabric &f : full.fabrics)
        f.generated.reset();
    const GrowthResult none = analyzeGrowth(full, m_catalog);
    QCOMPARE(none.gpusAddableBeforeNewSpine, 0LL);
    bool said = false;
    for (const Explanation &e : none.explanations)
        said = said || (e.id == QLatin1String("free-ports") &&
                        e.text.contains(QStringLiteral("no room for another node")) &&
                        !e.text.contains(QStringLiteral("room for 0")));
    QVERIFY(said);
}

QTEST_GUILESS_MAIN(TestGrowth)
#include "tst_growth.moc"
