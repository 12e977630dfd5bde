// SPDX-License-Identifier: GPL-3.0-or-later
// NCCL's algorithm and protocol choice (core/analysis/ncclmodel.h), by hand.
//
// Figures used (docs/COLLECTIVES.md):
//   NVLink ring busbw 370 GB/s (8 x H100, github.com/NVIDIA/nccl-tests/issues/212)
//   NVLS algbw 480 x 8 / 14 = 274.2857 GB/s (busbw 480 on 8 H100, same issue)
//   NIC 400 Gb/s = 50 GB/s x 0.94 = 47 GB/s per GPU; a domain of 8: 376 GB/s
//   NCCL 2.30 constants (src/graph/tuning.cc): base Ring LL 6.6, Ring Simple 8.4;
//   NVLink Ring LL 0.6, Simple 3.4, Tree Simple 4.0, NVLS 25; NET Ring Simple 14,
//   NVLSTree 20.9, Tree Simple 14; net overhead 1 us (x3 Simple); ring plateau 1.4.
#include "analysis/ncclmodel.h"

#include <QTest>

#include <cmath>

using namespace fp;

namespace {

constexpr double kGiB = 1073741824.0;
constexpr double kNvls = 480.0 * 8.0 / 14.0;

bool near(double a, double b, double rel = 1e-6)
{
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

NcclShape hgxH100(int gpus)
{
    NcclShape s;
    s.gpus = gpus;
    s.domainGpus = std::min(8, gpus);
    s.domains = (gpus + 7) / 8;
    s.nvlinkBusbwGbytePerS = 370.0;
    s.nvlsAlgbwGbytePerS = kNvls;
    s.nicGbytePerSPerGpu = 47.0;
    s.allToAllGbytePerSPerGpu = 47.0;
    s.pathLatencyUs = 3 * 0.13; // 3 switch hops x 130 ns
    return s;
}

const NcclEstimate *find(const std::vector<NcclEstimate> &all, NcclAlgorithm a, NcclProtocol p)
{
    for (const NcclEstimate &e : all)
        if (e.algorithm == a && e.protocol == p)
            return &e;
    return nullptr;
}

double busbw(CollectiveOp op, double bytes, int gpus, double seconds)
{
    return bytes / seconds / 1e9 * collectiveBusFactor(collectiveKey(op), gpus);
}

} // namespace

class TestNcclModel : public QObject
{
    Q_OBJECT

private slots:
    // One node of 8 H100, all-reduce of 1 GiB: NVLS 25 us + 2^30 / 274.29 GB/s =
    // 3.9397 ms (busbw 477 GB/s); Ring/Simple 8.4 + 14 x 3.4 = 56 us + 2^30 x 1.75 / 370
    // GB/s = 5.1344 ms. NCCL picks NVLS (nccl-tests issue 309: NVLS/Simple from 2 MB).
    void oneNodeLargeAllReducePicksNvls()
    {
        const NcclShape s = hgxH100(8);
        const NcclConstants k = ncclDefaultConstants();
        const auto all = ncclCandidates(CollectiveOp::AllReduce, kGiB, s, k);
        const NcclEstimate *ring = find(all, NcclAlgorithm::Ring, NcclProtocol::Simple);
        QVERIFY(ring);
        QVERIFY(near(ring->latencySeconds, 56e-6));
        QVERIFY(near(ring->bandwidthSeconds, kGiB * 1.75 / 370e9));
        const NcclEstimate best = ncclBest(CollectiveOp::AllReduce, kGiB, s, k);
        QCOMPARE(best.algorithm, NcclAlgorithm::Nvls);
        QCOMPARE(best.protocol, NcclProtocol::Simple);
        QVERIFY(near(best.seconds(), 25e-6 + kGiB / (kNvls * 1e9)));
        QCOMPARE(best.bottleneck, NcclBottleneck::NvlinkSharp);
        QVERIFY(near(busbw(CollectiveOp::AllReduce, kGiB, 8, best.seconds()), 477.0, 0.01));
    }

    // 1 KiB on 8 H100: Ring/LL 6.6 + 14 x 0.6 = 15.0 us plus 1792 B at the LL cap of
    // 141 GB/s (12.7 ns); Tree/LL 6.8 + 2 x 7 x 0.6 = 15.2 us; NVLS 25 us. Ring/LL wins
    // (nccl-tests issue 309: Ring/LL up to 1 MB).
    void oneNodeSmallAllReducePicksRingLl()
    {
        const NcclEstimate best =
            ncclBest(CollectiveOp::AllReduce, 1024.0, hgxH100(8), ncclDefaultConstants());
        QCOMPARE(best.algorithm, NcclAlgorithm::Ring);
        QCOMPARE(best.protocol, NcclProtocol::LL);
        QCOMPARE(best.bottleneck, NcclBottleneck::LlCap);
        QVERIFY(near(best.seconds(), 15.0e-6 + 1792.0 / 141e9));
    }

    // 2 x 8 H100 on InfiniBand, 16 GiB: the ring is NVLink-bound, 2^34 x 1.875 / 370
    // GB/s = 87.06 ms (busbw 370); NVLSTree sends each node's data once over the
    // network (2^34 / 376 GB/s = 45.69 ms) and is bound by NVLS, 2^34 / 274.29 GB/s =
    // 62.64 ms: busbw 514 GB/s, above the NICs' ring bound of 376 (the 2-node effect).
    void twoNodesBeatTheRingBound()
    {
        const double bytes = 16.0 * kGiB;
        const NcclShape s = hgxH100(16);
        const NcclConstants k = ncclDefaultConstants();
        const auto all = ncclCandidates(CollectiveOp::AllReduce, bytes, s, k);
        const NcclEstimate *ring = find(all, NcclAlgorithm::Ring, NcclProtocol::Simple);
        QVERIFY(ring);
        QVERIFY(near(ring->bandwidthSeconds, bytes * 1.875 / 370e9));
        QCOMPARE(ring->bottleneck, NcclBottleneck::NvLink);
        const NcclEstimate best = ncclBest(CollectiveOp::AllReduce, bytes, s, k);
        QCOMPARE(best.algorithm, NcclAlgorithm::NvlsTree);
        QVERIFY(near(best.bandwidthSeconds, bytes / (kNvls * 1e9)));
        // latency: NVLSTree 25 + 2 x log2(2) x (20.9 + 2 x 0.39) = 68.36 us
        QVERIFY(near(best.latencySeconds, (25.0 + 2.0 * (20.9 + 0.78)) * 1e-6));
        QVERIFY(busbw(CollectiveOp::AllReduce, bytes, 16, best.seconds()) > 376.0 * 1.3);
    }

    // 128 x 8 H100 (1,024 GPUs), 1 GiB: NVLSTree, bound by the network at 2 x 2^30 /
    // 376 GB/s = 5.7114 ms, latency 25 + 2 x 7 x 21.68 = 328.52 us: 6.0399 ms, busbw
    // 355 GB/s (MEASUREMENTS: 248 x 8 H200, 512 MiB "typically around 350").
    // Ring/Simple would pay (2046 - 254) x 3.4 + 254 x 14.78 + 8.4 = 9,855 us x 1.4.
    void largeClusterPicksNvlsTree()
    {
        const NcclShape s = hgxH100(1024);
        const NcclConstants k = ncclDefaultConstants();
        const auto all = ncclCandidates(CollectiveOp::AllReduce, kGiB, s, k);
        const NcclEstimate *ring = find(all, NcclAlgorithm::Ring, NcclProtocol::Simple);
        QVERIFY(near(ring->latencySeconds, (1792 * 3.4 + 254 * 14.78 + 8.4) * 1.4e-6, 1e-4));
        const NcclEstimate best = ncclBest(CollectiveOp::AllReduce, kGiB, s, k);
        QCOMPARE(best.algorithm, NcclAlgorithm::NvlsTree);
        QCOMPARE(best.bottleneck, NcclBottleneck::Network);
        QVERIFY(near(best.latencySeconds, (25.0 + 14.0 * 21.68) * 1e-6, 1e-4));
        QVERIFY(near(best.bandwidthSeconds, 2.0 * kGiB / 376e9));
        QVERIFY(near(busbw(CollectiveOp::AllReduce, kGiB, 1024, best.seconds()), 355.2, 0.005));
    }

    // 1 MiB on 1,024 GPUs: a tree, never a ring. Tree/LL: 6.8 + 2 x (7 x 0.6 + 7 x
    // (5.0 + 0.39)) = 90.66 us of latency, and 2 x 1 MiB at the LL cap of 35 GB/s for 4
    // or more nodes = 59.9 us: 150.5 us. Ring/LL: 6.6 + 1,792 x 1.0 + 254 x 3.09 =
    // 2,583 us of latency alone.
    void smallMessagesAtScaleUseATree()
    {
        const double mib = 1048576.0;
        const NcclEstimate best =
            ncclBest(CollectiveOp::AllReduce, mib, hgxH100(1024), ncclDefaultConstants());
        QCOMPARE(best.algorithm, NcclAlgorithm::Tree);
        QCOMPARE(best.protocol, NcclProtocol::LL);
        QCOMPARE(best.bottleneck, NcclBottleneck::LlCap);
        QVERIFY(near(best.latencySeconds, 90.66e-6));
        QVERIFY(near(best.seconds(), 90.66e-6 + mib * 2046.0 / 1024.0 / 35e9));
    }

    // SHARP on 64 H100 (8 nodes), 8 GiB: CollNet Chain passes 2 S through a chain of
    // NVLink hops (2^33 x 2 / 370 GB/s = 46.43 ms; busbw 2^33 x 126/64 / 46.43 ms = 364)
    // where coreweave/nccl-tests measured 386.56 (CollNet chain). The network is not the
    // bound: each node sends S once (2^33 / 376 = 22.85 ms).
    void sharpCollNetChain()
    {
        NcclShape s = hgxH100(64);
        s.inNetworkReduction = true;
        const double bytes = 8.0 * kGiB;
        const auto all = ncclCandidates(CollectiveOp::AllReduce, bytes, s, ncclDefaultConstants());
        const NcclEstimate *chain = find(all, NcclAlgorithm::CollNetChain, NcclProtocol::Simple);
        QVERIFY(chain);
        QVERIFY(near(chain->bandwidthSeconds, bytes * 2.0 / 370e9));
        // latency 2 x 7 x 2.8 + 30 + 2 x 0.39 = 69.98 us
        QVERIFY(near(chain->latencySeconds, 69.98e-6, 1e-6));
        const double bw = busbw(CollectiveOp::AllReduce, bytes, 64, chain->seconds());
        QVERIFY2(std::abs(bw / 386.56 - 1.0) < 0.15, qPrintable(QString::number(bw)));
        // Without SHARP there is no CollNet.
        s.inNetworkReduction = false;
        QVERIFY(!find(ncclCandidates(CollectiveOp::AllReduce, bytes, s, ncclDefaultConstants()),
                      NcclAlgorithm::CollNetChain, NcclProtocol::Simple));
    }

    // All-to-all over two NVL72 racks: half of each GPU's data leaves the rack at
    // 47 GB/s instead of NVLink's 682: the step from one rack to two.
    void nvl72RackStepInAllToAll()
    {
        NcclShape rack;
        rack.gpus = 72;
        rack.domainGpus = 72;
        rack.domains = 1;
        rack.nvlinkBusbwGbytePerS = 682.2;
        rack.nvlsAlgbwGbytePerS = 838.0 * 8 / 14;
        rack.nicGbytePerSPerGpu = 47.0;
        rack.allToAllGbytePerSPerGpu = 47.0;
        NcclShape two = rack;
        two.gpus = 144;
        two.domains = 2;
        const NcclConstants k = ncclDefaultConstants();
        const double bytes = kGiB;
        const NcclEstimate one = ncclBest(CollectiveOp::AllToAll, bytes, rack, k);
        const NcclEstimate both = ncclBest(CollectiveOp::AllToAll, bytes, two, k);
        QCOMPARE(one.algorithm, NcclAlgorithm::P2p);
        // one rack: 71/72 x 2^30 / 682.2 GB/s; two racks: 72/144 x 2^30 / 47 GB/s
        QVERIFY(near(one.bandwidthSeconds, bytes * 71.0 / 72.0 / 682.2e9));
        QVERIFY(near(both.bandwidthSeconds, bytes * 72.0 / 144.0 / 47e9));
        QVERIFY(both.seconds() > 7.0 * one.seconds());
    }

    // [TUNE] treeCorrectionFactor, Simple row: 64 KiB -> log2(1024) = 10 -> 0.6;
    // 256 MiB -> 22 -> 0.9; 512 MiB -> 23: not corrected.
    void treeCorrection()
    {
        QCOMPARE(ncclTreeCorrection(NcclProtocol::Simple, 65536.0), 0.6);
        QCOMPARE(ncclTreeCorrection(NcclProtocol::Simple, 268435456.0), 0.9);
        QCOMPARE(ncclTreeCorrection(NcclProtocol::Simple, 536870912.0), 1.0);
        QCOMPARE(ncclTreeCorrection(NcclProtocol::LL, 64.0), 1.0);
    }

    // Properties over sizes 8 B .. 16 GiB and 8 .. 131,072 GPUs: time grows with size;
    // busbw never exceeds its algorithm's physical bound (NVLS: 2 x its algbw; else
    // the NVLink ring, or twice the NICs of a domain on two domains / with SHARP).
    void properties()
    {
        const NcclConstants k = ncclDefaultConstants();
        for (int gpus : {8, 16, 64, 1024, 16384, 131072}) {
            const NcclShape s = hgxH100(gpus);
            for (CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::AllGather,
                                    CollectiveOp::ReduceScatter, CollectiveOp::AllToAll}) {
                double last = 0.0;
                for (int e = 3; e <= 34; ++e) {
                    const double bytes = std::ldexp(1.0, e);
                    const double t = ncclBest(op, bytes, s, k).seconds();
                    QVERIFY2(t > last, qPrintable(QStringLiteral("%1 GPUs %2 B %3")
                                                      .arg(gpus)
                                                      .arg(bytes)
                                                      .arg(collectiveKey(op))));
                    last = t;
                    const double bound =
                        op == CollectiveOp::AllReduce ? std::max(2.0 * kNvls, 2.0 * 376.0) : 370.0;
                    QVERIFY(busbw(op, bytes, gpus, t) <= bound * (1 + 1e-9));
                }
            }
        }
    }

    // More GPUs never make an all-reduce of the same size faster beyond two nodes.
    void moreGpusNeverFaster()
    {
        const NcclConstants k = ncclDefaultConstants();
        for (int e = 10; e <= 34; e += 4) {
            const double bytes = std::ldexp(1.0, e);
            double last = 0.0;
            for (int gpus : {32, 64, 256, 1024, 8192, 65536}) {
                const double t =
                    ncclBest(CollectiveOp::AllReduce, bytes, hgxH100(gpus), k).seconds();
                QVERIFY(t >= last * (1 - 1e-9));
                last = t;
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestNcclModel)
#include "tst_ncclmodel.moc"
