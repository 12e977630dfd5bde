// SPDX-License-Identifier: GPL-3.0-or-later
// Collective times against the formulas of core/analysis_collectives.cpp, computed by
// hand here with the shipped catalog's figures (resources/catalog.json):
//   infiniband-efficiency 0.94 (47 / 50 GB/s, github.com/NVIDIA/nccl-tests/issues/290)
//   nvlink-busbw-h100     370 GB/s (github.com/NVIDIA/nccl-tests/issues/212)
//   nic-latency-ns        400 ns per NIC (two per message)
//   software-latency-us   5 us per step
//   qm9700 latency        130 ns per hop
// H100 8-GPU node: 8 x ConnectX-7 400 Gb/s = 50 GB/s per GPU, NVLink domain of 8.
#include "analysis/analysis_bandwidth.h"
#include "analysis/analysis_collectives.h"
#include "model/catalog.h"
#include "support/testsupport.h"
#include "topology/generator.h"

#include <QTest>

#include <cmath>

using namespace fp;

namespace {

constexpr double kGiB = 1073741824.0;

Project generated(const Catalog &c, int gpus, Technology tech = Technology::InfiniBand,
                  RoceTuning tuning = RoceTuning::AdaptiveRouting)
{
    GeneratorParams params;
    params.gpus = gpus;
    params.nodeTypeId = QStringLiteral("h100-8gpu");
    params.technology = tech;
    params.switchTypeId =
        tech == Technology::InfiniBand ? QStringLiteral("qm9700") : QStringLiteral("sn5600");
    params.topology = TopologyKind::RailOptimized;
    Project p = test::generatedProject(params, c);
    for (Fabric &f : p.fabrics)
        f.roceTuning = tuning;
    return p;
}

const CollectivePoint *find(const CollectiveResult &r, CollectiveOp op, double bytes, int gpus)
{
    for (const CollectivePoint &pt : r.points) {
        if (pt.op == op && pt.bytes == bytes && pt.gpus == gpus)
            return &pt;
    }
    return nullptr;
}

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::abs(b);
}

} // namespace

class TestCollectives : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

private slots:
    void initTestCase() { m_catalog = test::shippedCatalog(); }

    // nccl-tests doc/PERFORMANCE.md.
    void busbwFactors()
    {
        QCOMPARE(busBandwidthFactor(CollectiveOp::AllReduce, 16), 2.0 * 15 / 16);
        QCOMPARE(busBandwidthFactor(CollectiveOp::AllGather, 16), 15.0 / 16);
        QCOMPARE(busBandwidthFactor(CollectiveOp::ReduceScatter, 16), 15.0 / 16);
        QCOMPARE(busBandwidthFactor(CollectiveOp::AllToAll, 16), 15.0 / 16);
        const std::vector<double> sizes = collectiveSizesBytes();
        QCOMPARE(sizes.size(), std::size_t(15));
        QCOMPARE(sizes.front(), 1048576.0);
        QCOMPARE(sizes.back(), 16.0 * kGiB);
    }

    // 2 nodes, 16 GPUs: one QM9700 (1 tier, 1 hop). g = 8, D = 2.
    //   a    = 2 x 400 ns + 1 x 130 ns + 5 us = 5.93 us
    //   B    = 50 GB/s x 0.94 = 47 GB/s
    //   T(1 GiB) = 2(8-1) x 5 us + 2(8-1)/8 x 2^30 / 370e9
    //            + 2(2-1) x 5.93 us + 2(2-1)/2 x (2^30 / 8) / 47e9
    //            = 0.008016064967 s
    //   algbw = 2^30 / T = 133.95 GB/s; busbw = algbw x 2 x 15/16 = 251.15 GB/s
    void allReduceTwoNodes()
    {
        const Project p = generated(m_catalog, 16);
        const BandwidthResult bw = analyzeBandwidth(p, m_catalog);
        const CollectiveModel m = collectiveModel(p, m_catalog, bw, 16);
        QCOMPARE(m.domainGpus, 8);
        QCOMPARE(m.domains, 2);
        QCOMPARE(m.hops, 1);
        QVERIFY(near(m.alphaSeconds, 5.93e-6));
        QVERIFY(near(m.nicGbytePerS, 50.0));
        QVERIFY(near(m.bisectionShareGbytePerS, 50.0));
        QVERIFY(near(m.efficiency, 0.94));
        QVERIFY(near(m.ringGbytePerS, 47.0));
        QVERIFY(near(m.allToAllGbytePerS, 47.0));
        QVERIFY(near(m.nvlinkGbytePerS, 370.0));

        const CollectiveResult r = analyzeCollectives(p, m_catalog);
        const CollectivePoint *pt = find(r, CollectiveOp::AllReduce, kGiB, 16);
        QVERIFY(pt);
        QVERIFY(near(pt->seconds, 0.008016064967452559));
        QVERIFY(near(pt->algbwGbytePerS, 133.9487427259745));
        QVERIFY(near(pt->busbwGbytePerS, 251.1538926112022));
        QVERIFY(near(pt->busbwGbytePerS, pt->algbwGbytePerS * 2.0 * 15.0 / 16.0));
        QVERIFY(near(r.alphaSeconds, 5.93e-6));
        QVERIFY(near(r.networkGbytePerSPerGpu, 47.0));
        QCOMPARE(r.efficiencyAssumptionId, QStringLiteral("infiniband-efficiency"));
        // 4 ops x 15 sizes, cluster only (no job size set).
        QCOMPARE(r.points.size(), std::size_t(60));
    }

    // 16 nodes, 128 GPUs: 2 tiers (8 rail leaves, spines), 3 hops. g = 8, D = 16.
    //   a    = 2 x 400 ns + 3 x 130 ns + 5 us = 6.19 us
    //   T(1 GiB) = 2 x 7 x 5 us + 1.75 x 2^30 / 370e9 + 2 x 15 x 6.19 us
    //            + 2 x 15/16 x (2^30 / 8) / 47e9 = 0.010688639265 s
    //   algbw = 100.456 GB/s; busbw = algbw x 2 x 127/128 = 199.343 GB/s
    // All-gather: 7 x 5 us + 7/8 x 2^30/370e9 + 15 x 6.19 us + 15/16 x 2^27/47e9
    //            = 0.005344319633 s (busbw x 127/128 = 199.343 GB/s, as all-reduce)
    // All-to-all: 7 x 5 us + 7/128 x 2^30/370e9 + 120 x 6.19 us + 120/128 x 2^30/47e9
    //            = 0.022354225948 s, busbw 47.658 GB/s
    void sixteenNodes()
    {
        const Project p = generated(m_catalog, 128);
        const CollectiveResult r = analyzeCollectives(p, m_catalog);
        QVERIFY(near(r.alphaSeconds, 6.19e-6));
        const CollectivePoint *ar = find(r, CollectiveOp::AllReduce, kGiB, 128);
        QVERIFY(ar);
        QVERIFY(near(ar->seconds, 0.010688639265324899));
        QVERIFY(near(ar->algbwGbytePerS, 100.45636281161948));
        QVERIFY(near(ar->busbwGbytePerS, 199.34309495430742));
        const CollectivePoint *ag = find(r, CollectiveOp::AllGather, kGiB, 128);
        QVERIFY(near(ag->seconds, 0.00534431963266245));
        QVERIFY(near(ag->busbwGbytePerS, 199.3430949543074));
        const CollectivePoint *rs = find(r, CollectiveOp::ReduceScatter, kGiB, 128);
        QCOMPARE(rs->seconds, ag->seconds);
        const CollectivePoint *a2a = find(r, CollectiveOp::AllToAll, kGiB, 128);
        QVERIFY(near(a2a->seconds, 0.022354225947786084));
        QVERIFY(near(a2a->busbwGbytePerS, 47.65779940170599));

        // A job of 16 GPUs on the same fabric: same model as above with p = 16 but 3
        // hops (the worst path of this fabric): 2 x 5.93 -> 2 x 6.19 us in the network
        // term: T = 0.008016064967 + 2 x (6.19 - 5.93) us.
        const CollectiveResult j = analyzeCollectives(p, m_catalog, 16);
        QCOMPARE(j.points.size(), std::size_t(120));
        const CollectivePoint *jar = find(j, CollectiveOp::AllReduce, kGiB, 16);
        QVERIFY(jar);
        QVERIFY(near(jar->seconds, 0.008016064967452559 + 2 * 0.26e-6));
    }

    // One node: no network phase. T = 2 x 7 x 5 us + 1.75 x 2^30 / 370e9
    //   = 0.005148508627 s; busbw = 2^30/T x 1.75 = 364.97 GB/s (~ the 370 GB/s assumed).
    void singleNode()
    {
        const Project p = generated(m_catalog, 8);
        const CollectiveResult r = analyzeCollectives(p, m_catalog);
        const CollectivePoint *pt = find(r, CollectiveOp::AllReduce, kGiB, 8);
        QVERIFY(pt);
        QVERIFY(near(pt->seconds, 0.005148508627027027));
        QVERIFY(near(pt->busbwGbytePerS, 364.96941699504237));
        const BandwidthResult bw = analyzeBandwidth(p, m_catalog);
        QCOMPARE(collectiveModel(p, m_catalog, bw, 8).domains, 1);
        // And a 1-GPU job does nothing.
        CollectiveModel one;
        one.gpus = 1;
        QCOMPARE(collectiveSeconds(CollectiveOp::AllReduce, kGiB, one), 0.0);
    }

    // RoCE efficiency follows the stated tuning: roce-efficiency-<tuning> x 0.94
    // (ecmp 0.911, untuned 0.61; relative to InfiniBand in the catalog).
    void roceTuning()
    {
        const Project ecmp = generated(m_catalog, 128, Technology::Ethernet, RoceTuning::PlainEcmp);
        const CollectiveResult r = analyzeCollectives(ecmp, m_catalog);
        QVERIFY(near(r.efficiency, 0.911 * 0.94));
        QCOMPARE(r.efficiencyAssumptionId, QStringLiteral("roce-efficiency-ecmp"));
        QVERIFY(near(r.networkGbytePerSPerGpu, 50.0 * 0.911 * 0.94));
        const Project untuned =
            generated(m_catalog, 128, Technology::Ethernet, RoceTuning::Untuned);
        QVERIFY(near(analyzeCollectives(untuned, m_catalog).efficiency, 0.61 * 0.94));
        // Larger messages never run slower per byte (times grow with the size).
        double last = 0.0;
        for (const CollectivePoint &pt : r.points) {
            if (pt.op != CollectiveOp::AllReduce)
                continue;
            QVERIFY(pt.seconds > last);
            last = pt.seconds;
        }
    }
};

QTEST_GUILESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
