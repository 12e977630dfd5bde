// SPDX-License-Identifier: GPL-3.0-or-later
// Collective times of whole designs (core/analysis/analysis_collectives.cpp with
// core/analysis/ncclmodel.cpp), computed by hand here with the shipped catalog's
// figures (resources/catalog.json):
//   infiniband-efficiency 0.94 (47 / 50 GB/s, github.com/NVIDIA/nccl-tests/issues/290)
//   nvlink-busbw-h100     370 GB/s; nvlink-busbw-h100-nvls 480 GB/s on 8 GPUs, so an
//                         NVLS algbw of 480 x 8 / 14 = 274.2857 GB/s (nccl-tests issue 212)
//   qm9700 latency        130 ns per hop; QM9700 reduces in the network (SHARP), and
//                         sharp-enabled is 1
//   NCCL 2.30 constants   (src/graph/tuning.cc) NVLS 25 us over NVLink; NVLSTree 25 us
//                         NVLink, 20.9 us network; CollNet Chain 2.8 us NVLink, 30 us
//                         network; Ring LL128 base 14, NVLink 1.9, network 4.0; Ring
//                         Simple base 8.4, NVLink 3.4, network 14; net overhead 1 us
// H100 8-GPU node: 8 x ConnectX-7 400 Gb/s = 50 GB/s per GPU, 47 after efficiency,
// 376 GB/s per node; NVLink domain of 8. A network step adds the switch path: 1 hop
// (a rail's nodes under one leaf) x 130 ns, twice for Simple.
#include "analysis/analysis_bandwidth.h"
#include "analysis/analysis_collectives.h"
#include "model/catalog.h"
#include "support/testsupport.h"
#include "topology/generator.h"
#include "topology/variant.h"

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

bool hasExplanation(const CollectiveResult &r, const QString &id)
{
    for (const Explanation &e : r.explanations)
        if (e.id == id)
            return true;
    return false;
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
        QCOMPARE(sizes.size(), std::size_t(32)); // 8 B .. 16 GiB, as nccl-tests
        QCOMPARE(sizes.front(), 8.0);
        QCOMPARE(sizes.back(), 16.0 * kGiB);
    }

    // 2 nodes, 16 GPUs: one QM9700 (1 tier, 1 hop). g = 8, D = 2. All-reduce of 1 GiB:
    //   NVLSTree: each node sends its data once over the network (2^30 / 376 GB/s =
    //   2.856 ms), NVLS inside the node 2^30 / 274.2857 GB/s = 3.914685 ms sets the
    //   pace; latency 25 + 2 x log2(2) x (20.9 + 2 x 0.13) = 67.32 us: T = 3.982005 ms,
    //   busbw 2^30 / T x 2 x 15/16 = 505.6 GB/s (above the NICs' 376: the 2-node effect).
    //   The ring would be NVLink-bound: 2^30 x 1.875 / 370 GB/s = 5.441 ms.
    void allReduceTwoNodes()
    {
        const Project p = generated(m_catalog, 16);
        const BandwidthResult bw = analyzeBandwidth(p, m_catalog);
        const CollectiveModel m = collectiveModel(p, m_catalog, bw, 16);
        QCOMPARE(m.domainGpus, 8);
        QCOMPARE(m.domains, 2);
        QCOMPARE(m.hops, 1);
        QVERIFY(near(m.nicGbytePerS, 50.0));
        QVERIFY(near(m.nicEffectiveGbytePerS, 47.0));
        QVERIFY(near(m.bisectionShareGbytePerS, 50.0));
        QVERIFY(near(m.efficiency, 0.94));
        QVERIFY(near(m.allToAllGbytePerS, 47.0));
        QVERIFY(near(m.nvlinkGbytePerS, 370.0));
        QVERIFY(near(m.nvlsAlgbwGbytePerS, 480.0 * 8 / 14));
        QVERIFY(m.inNetworkReduction);

        const CollectiveResult r = analyzeCollectives(p, m_catalog);
        const CollectivePoint *pt = find(r, CollectiveOp::AllReduce, kGiB, 16);
        QVERIFY(pt);
        QCOMPARE(pt->algorithm, NcclAlgorithm::NvlsTree);
        QCOMPARE(pt->protocol, NcclProtocol::Simple);
        QCOMPARE(pt->bottleneck, NcclBottleneck::NvlinkSharp);
        const double t = 67.32e-6 + kGiB / (480.0 * 8 / 14 * 1e9);
        QVERIFY(near(pt->seconds, t, 1e-9));
        QVERIFY(near(pt->latencySeconds, 67.32e-6, 1e-9));
        QVERIFY(near(pt->busbwGbytePerS, kGiB / t / 1e9 * 2.0 * 15.0 / 16.0, 1e-9));
        QVERIFY(near(pt->busbwGbytePerS, 505.6, 1e-3));
        // r.alphaSeconds: a network step of Ring/Simple, 14 us + 2 x 0.13 us.
        QVERIFY(near(r.alphaSeconds, 14.26e-6));
        QVERIFY(near(r.networkGbytePerSPerGpu, 47.0));
        QCOMPARE(r.efficiencyAssumptionId, QStringLiteral("infiniband-efficiency"));
        // 4 ops x 32 sizes, cluster only (no job size set).
        QCOMPARE(r.points.size(), std::size_t(128));
        // 8 B: latency alone, Tree/LL ([TUNE] base 6.8 us, NVLink 0.6 us a GPU step,
        // network 5.0 us + 0.13 us for the one switch): 6.8 + 2 x (7 x 0.6 + log2(2) x
        // 5.13) = 25.46 us, within the 15-30 us nccl-tests shows on 2 nodes of 8 GPUs
        // (numbers review #7; NVLS/Simple would cost 67.32 us).
        const CollectivePoint *small = find(r, CollectiveOp::AllReduce, 8.0, 16);
        QVERIFY(small);
        QCOMPARE(small->algorithm, NcclAlgorithm::Tree);
        QCOMPARE(small->protocol, NcclProtocol::LL);
        QVERIFY(near(small->latencySeconds, 25.46e-6));
        QVERIFY(near(small->seconds, 25.46e-6, 1e-3)); // + 8 B at LL speed
        QVERIFY(hasExplanation(r, QStringLiteral("two-domain-tree")));
    }

    // InfiniBand units joined by Ethernet (the hybrid per unit): a job that spans units
    // crosses IP gateways, so NCCL runs its socket transport on every network step at
    // nccl-socket-efficiency 0.4 of line rate: 50 x 0.4 = 20 GB/s per GPU, no SHARP. The
    // 1,024 GPUs' all-to-all of 1 GiB sends 1016/1024 of it over the network: 2^30 x
    // 1016/1024 / 20 GB/s = 53.27 ms and the latency (47 GB/s on InfiniBand: 22.67 ms and
    // the same latency of about 1 ms). A job of
    // 256 GPUs (32 nodes, one unit: each rail leaf reaches them all) stays on
    // InfiniBand: 2^30 x 248/256 / 47 GB/s = 22.13 ms plus about 1 us a peer.
    void unitsJoinedByEthernetRunOverIp()
    {
        Project p = generated(m_catalog, 1024);
        IssueList notes;
        QVERIFY(joinUnitsByEthernet(p, m_catalog, notes) > 0);
        const CollectiveResult r = analyzeCollectives(p, m_catalog, 256);
        QCOMPARE(r.efficiencyAssumptionId, QStringLiteral("nccl-socket-efficiency"));
        QVERIFY(near(r.efficiency, 0.4));
        QVERIFY(near(r.networkGbytePerSPerGpu, 20.0));
        const CollectivePoint *a2a = find(r, CollectiveOp::AllToAll, kGiB, 1024);
        QVERIFY(a2a);
        const double network = kGiB * 1016.0 / 1024.0 / 20e9;
        // Plus about 1 us a peer (1,016 peers over the network): 54.3 ms.
        QVERIFY(a2a->seconds >= network + 1016e-6 && a2a->seconds < network * 1.03);
        const CollectivePoint *job = find(r, CollectiveOp::AllToAll, kGiB, 256);
        QVERIFY(job);
        const double onIb = kGiB * 248.0 / 256.0 / 47e9;
        QVERIFY(job->seconds >= onIb + 248e-6 && job->seconds < onIb * 1.03);
        QVERIFY(near(r.jobModel.efficiency, 0.94));
        QVERIFY(!r.jobModel.overIpGateways);
        // The same design on InfiniBand throughout: 47 GB/s for the 1,024 GPUs too.
        const CollectiveResult ib = analyzeCollectives(generated(m_catalog, 1024), m_catalog);
        QCOMPARE(ib.efficiencyAssumptionId, QStringLiteral("infiniband-efficiency"));
        const CollectivePoint *ibA2a = find(ib, CollectiveOp::AllToAll, kGiB, 1024);
        QVERIFY(ibA2a->seconds < kGiB * 1016.0 / 1024.0 / 47e9 * 1.06);
    }

    // 16 nodes, 128 GPUs: 2 tiers (8 rail leaves, spines); each rail leaf reaches all
    // 16 nodes, so a step crosses 1 hop. g = 8, D = 16, SHARP on.
    // All-reduce 1 GiB: NVLS across nodes with SHARP, which NCCL bounds like a ring by
    // the network: 2^30 x 254/128 / 376 GB/s = 5.666769 ms (NVLS inside the node needs
    // 2^30 / 274.2857 GB/s = 3.914685 ms); latency 25 + 18 + 2 x 0.13 = 43.26 us:
    // T = 5.710029 ms, busbw 373.1 GB/s. CollNet Chain passes 2 S down and up a chain
    // of 8 GPUs, 2 x 2^30 / 370 GB/s = 5.804010 ms + 69.46 us; NVLSTree 2 x 2^30 / 376
    // GB/s = 5.711393 ms + 25 + 2 x 4 x 21.16 = 194.28 us.
    // All-gather 1 GiB: ring only; LL128 (x 0.92): 2^30 x 127/128 / 370 GB/s / 0.92 =
    // 3.129733 ms + 14 + 112 x 1.9 + 15 x (4.0 + 0.13) = 288.75 us = 3.418483 ms;
    // Simple: 2.879354 ms + 8.4 + 112 x 3.4 + 15 x 14.26 = 603.1 us = 3.482454 ms.
    // All-to-all 1 GiB: 120/128 of the data over the network at 47 GB/s = 21.418
    // ms; latency 8.4 + 3.4 + 14.26 + 120 x 1 = 146.06 us.
    void sixteenNodes()
    {
        const Project p = generated(m_catalog, 128);
        const CollectiveResult r = analyzeCollectives(p, m_catalog);
        const CollectivePoint *ar = find(r, CollectiveOp::AllReduce, kGiB, 128);
        QVERIFY(ar);
        QCOMPARE(ar->algorithm, NcclAlgorithm::Nvls);
        QCOMPARE(ar->bottleneck, NcclBottleneck::Network);
        QVERIFY(near(ar->seconds, 43.26e-6 + kGiB * 254.0 / 128.0 / 376e9, 1e-9));
        QVERIFY(near(ar->busbwGbytePerS, 373.1, 1e-3));
        const CollectivePoint *ag = find(r, CollectiveOp::AllGather, kGiB, 128);
        QCOMPARE(ag->algorithm, NcclAlgorithm::Ring);
        QCOMPARE(ag->protocol, NcclProtocol::LL128);
        QVERIFY(near(ag->seconds, 288.75e-6 + kGiB * 127.0 / 128.0 / 370e9 / 0.92, 1e-9));
        const CollectivePoint *rs = find(r, CollectiveOp::ReduceScatter, kGiB, 128);
        QCOMPARE(rs->seconds, ag->seconds);
        const CollectivePoint *a2a = find(r, CollectiveOp::AllToAll, kGiB, 128);
        QCOMPARE(a2a->algorithm, NcclAlgorithm::P2p);
        QVERIFY(near(a2a->seconds, 146.06e-6 + kGiB * 120.0 / 128.0 / 47e9, 1e-9));

        // A job of 16 GPUs placed rail-aligned on the same fabric runs as 2 nodes alone.
        const CollectiveResult j = analyzeCollectives(p, m_catalog, 16);
        QCOMPARE(j.points.size(), std::size_t(256));
        const CollectivePoint *jar = find(j, CollectiveOp::AllReduce, kGiB, 16);
        QVERIFY(jar);
        QVERIFY(near(jar->seconds, 67.32e-6 + kGiB / (480.0 * 8 / 14 * 1e9), 1e-9));
    }

    // Without SHARP (sharp-enabled = 0) the 128 GPUs run NVLSTree: 5.905673 ms.
    void sharpDisabled()
    {
        Catalog c = m_catalog;
        for (auto &[id, figure] : c.assumptions)
            if (id == QLatin1String("sharp-enabled"))
                figure.value = 0.0;
        const Project p = generated(c, 128);
        const CollectiveResult r = analyzeCollectives(p, c);
        const CollectivePoint *ar = find(r, CollectiveOp::AllReduce, kGiB, 128);
        QCOMPARE(ar->algorithm, NcclAlgorithm::NvlsTree);
        QVERIFY(near(ar->seconds, 194.28e-6 + 2.0 * kGiB / 376e9, 1e-9));
    }

    // 512 GPUs at 3:1 (64 nodes over more than one leaf): placed topology-aware, an
    // all-gather of 16 GiB runs at the NVLink ring bound (~370 GB/s), because its rings
    // stay on their rails; placed at random (job-placement-random = 1) the rings cross
    // the taper and the domain's NICs give 8 x 47 / 3 = 125.3 GB/s at most.
    void randomPlacementPaysTheTaper()
    {
        GeneratorParams params;
        params.gpus = 512;
        params.nodeTypeId = QStringLiteral("h100-8gpu");
        params.switchTypeId = QStringLiteral("qm9700");
        params.oversubscription = 3.0;
        Catalog random = m_catalog;
        for (auto &[id, figure] : random.assumptions)
            if (id == QLatin1String("job-placement-random"))
                figure.value = 1.0;
        const Project p = test::generatedProject(params, m_catalog);
        const double bytes = 16.0 * kGiB;
        const CollectiveResult aware = analyzeCollectives(p, m_catalog);
        const CollectiveResult scattered = analyzeCollectives(p, random);
        const CollectivePoint *a = find(aware, CollectiveOp::AllGather, bytes, 512);
        const CollectivePoint *s = find(scattered, CollectiveOp::AllGather, bytes, 512);
        QVERIFY(a && s);
        QVERIFY2(a->busbwGbytePerS > 330.0, qPrintable(QString::number(a->busbwGbytePerS)));
        QVERIFY2(s->busbwGbytePerS <= 8.0 * 47.0 / 3.0 && s->busbwGbytePerS > 110.0,
                 qPrintable(QString::number(s->busbwGbytePerS)));
        QCOMPARE(s->bottleneck, NcclBottleneck::Network);
    }

    // One node: no network. NVLS: 25 us + 2^30 / 274.2857 GB/s = 3.939685 ms, busbw
    // 2^30 / T x 1.75 = 476.9 GB/s (nccl-tests issue 309 measured 482.12).
    void singleNode()
    {
        const Project p = generated(m_catalog, 8);
        const CollectiveResult r = analyzeCollectives(p, m_catalog);
        const CollectivePoint *pt = find(r, CollectiveOp::AllReduce, kGiB, 8);
        QVERIFY(pt);
        QCOMPARE(pt->algorithm, NcclAlgorithm::Nvls);
        QVERIFY(near(pt->seconds, 25e-6 + kGiB / (480.0 * 8 / 14 * 1e9), 1e-9));
        QVERIFY(near(pt->busbwGbytePerS, 476.9, 1e-3));
        const BandwidthResult bw = analyzeBandwidth(p, m_catalog);
        QCOMPARE(collectiveModel(p, m_catalog, bw, 8).domains, 1);
        // And a 1-GPU job does nothing.
        CollectiveModel one;
        one.gpus = 1;
        QCOMPARE(collectiveSeconds(CollectiveOp::AllReduce, kGiB, one), 0.0);
    }

    // RoCE efficiency follows the stated tuning: roce-efficiency-<tuning> x 0.94
    // (ecmp 0.911, untuned 0.61; relative to InfiniBand in the catalog). With one tier
    // there are no paths for ECMP to hash onto, so plain ECMP gets adaptive routing's
    // figure there (1.0 x 0.94); untuned keeps its own (the lossless class still matters).
    void roceTuning()
    {
        const Project oneTier =
            generated(m_catalog, 128, Technology::Ethernet, RoceTuning::PlainEcmp);
        const CollectiveResult flat = analyzeCollectives(oneTier, m_catalog);
        QVERIFY(near(flat.efficiency, 1.0 * 0.94));
        QCOMPARE(flat.efficiencyAssumptionId, QStringLiteral("roce-efficiency-adaptive-routing"));
        const Project ecmp =
            generated(m_catalog, 1024, Technology::Ethernet, RoceTuning::PlainEcmp);
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
