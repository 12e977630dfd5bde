// SPDX-License-Identifier: GPL-3.0-or-later
// Alpha-beta calibration: the fit recovers a and B from times generated with known
// values, efficiency and comm share worked out by hand in the comments.
#include "analysis/calibration.h"
#include "nccl/ncclimport.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace fp;

namespace {

constexpr double kKiB = 1024.0;

// T = steps a + factor n / B ([TRG05]), with a relative disturbance `noise` that
// alternates in sign so the fit has something to average.
std::vector<Measurement> synthetic(const QString &op, int gpus, double aSeconds, double bGbytePerS,
                                   double noise = 0.0, int run = 1, int nodes = 2,
                                   const QString &variant = QStringLiteral("infiniband"))
{
    std::vector<Measurement> out;
    const double steps = alphaBetaLatencySteps(op, gpus);
    const double factor = alphaBetaBandwidthFactor(op, gpus);
    int i = 0;
    for (double n = kKiB; n <= 16.0 * kKiB * kKiB * kKiB; n *= 2.0, ++i) {
        Measurement m;
        m.run = run;
        m.source = QStringLiteral("synthetic-%1.log").arg(run);
        m.variant = variant;
        m.op = op;
        m.gpus = gpus;
        m.nodes = nodes;
        m.bytes = qint64(n);
        m.seconds = (steps * aSeconds + factor * n / (bGbytePerS * 1e9)) *
                    (1.0 + (i % 2 == 0 ? noise : -noise));
        m.algbwGbyteS = n / m.seconds / 1e9;
        m.busbwGbyteS = m.algbwGbyteS * factor;
        m.wrong = 0;
        out.push_back(m);
    }
    return out;
}

bool within(double value, double expected, double relative)
{
    return std::abs(value - expected) <= relative * std::abs(expected);
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT
private slots:
    void factors()
    {
        // [TRG05] ring all-reduce 2(p-1) steps, 2(p-1)/p; all-gather (p-1), (p-1)/p.
        QCOMPARE(alphaBetaLatencySteps(QStringLiteral("all-reduce"), 16), 30.0);
        QCOMPARE(alphaBetaBandwidthFactor(QStringLiteral("all-reduce"), 16), 30.0 / 16.0);
        QCOMPARE(alphaBetaLatencySteps(QStringLiteral("all-gather"), 8), 7.0);
        QCOMPARE(alphaBetaBandwidthFactor(QStringLiteral("reduce-scatter"), 8), 7.0 / 8.0);
        QCOMPARE(alphaBetaLatencySteps(QStringLiteral("all-to-all"), 8), 7.0);
        QCOMPARE(alphaBetaBandwidthFactor(QStringLiteral("broadcast"), 8), 1.0);
        QCOMPARE(alphaBetaLatencySteps(QStringLiteral("send-recv"), 2), 1.0);
        QCOMPARE(alphaBetaBandwidthFactor(QStringLiteral("all-reduce"), 1), 0.0);
    }

    void fitRecoversExact()
    {
        // all-reduce on 16 GPUs, a = 12 us, B = 46 GB/s, 1 KiB .. 16 GiB.
        const std::vector<Measurement> ms =
            synthetic(QStringLiteral("all-reduce"), 16, 12e-6, 46.0);
        const RunCalibration r = calibrateRun(ms, 400.0);
        QVERIFY(r.fit.ok);
        QCOMPARE(r.fit.points, 25);
        QVERIFY(within(r.fit.alphaSeconds, 12e-6, 1e-6));
        QVERIFY(within(r.fit.busGbytePerS, 46.0, 1e-6));
        // The linear form: c0 = 2(p-1) a = 30 x 12 us = 360 us;
        // c1 = 2(p-1)/p / B = 1.875 / 46e9 s per byte.
        QVERIFY(within(r.fit.c0Seconds, 360e-6, 1e-6));
        QVERIFY(within(r.fit.c1SecondsPerByte, 1.875 / 46e9, 1e-6));
        QVERIFY(r.fit.rmsRelativeResidual < 1e-9);
        // Efficiency: 400 Gb/s / 8 = 50 GB/s per GPU; 46 / 50 = 0.92.
        QVERIFY(within(r.lineRateGbytePerSPerGpu, 50.0, 1e-12));
        QVERIFY(within(r.efficiency, 0.92, 1e-6));
    }

    void fitRecoversWithNoise_data()
    {
        QTest::addColumn<QString>("op");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<double>("a");
        QTest::addColumn<double>("b");
        QTest::newRow("all-reduce 16") << QStringLiteral("all-reduce") << 16 << 12e-6 << 46.0;
        QTest::newRow("all-reduce 256") << QStringLiteral("all-reduce") << 256 << 8e-6 << 44.0;
        QTest::newRow("all-gather 64") << QStringLiteral("all-gather") << 64 << 10e-6 << 40.0;
        QTest::newRow("reduce-scatter 8")
            << QStringLiteral("reduce-scatter") << 8 << 20e-6 << 300.0;
        QTest::newRow("all-to-all 32") << QStringLiteral("all-to-all") << 32 << 15e-6 << 35.0;
        QTest::newRow("broadcast 16") << QStringLiteral("broadcast") << 16 << 6e-6 << 45.0;
        QTest::newRow("send-recv 2") << QStringLiteral("send-recv") << 2 << 9e-6 << 48.0;
    }
    void fitRecoversWithNoise()
    {
        QFETCH(QString, op);
        QFETCH(int, gpus);
        QFETCH(double, a);
        QFETCH(double, b);
        // +-0.5 % alternating noise: both figures within 1 %.
        const RunCalibration r = calibrateRun(synthetic(op, gpus, a, b, 0.005), 400.0);
        QVERIFY(r.fit.ok);
        QVERIFY2(within(r.fit.alphaSeconds, a, 0.01),
                 qPrintable(QString::number(r.fit.alphaSeconds * 1e6)));
        QVERIFY2(within(r.fit.busGbytePerS, b, 0.01),
                 qPrintable(QString::number(r.fit.busGbytePerS)));
    }

    void fitOnFixture()
    {
        // tests/data/nccl/multirank_allreduce_16gpu.txt was written with a = 12 us and
        // B = 46 GB/s (make_fixtures.py); the printed figures are rounded.
        QFile f(QStringLiteral(FP_TEST_DATA "/nccl/multirank_allreduce_16gpu.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const NcclImportResult r = importNcclTests(f.readAll(), QStringLiteral("ib.log"));
        const std::vector<Measurement> ms = ncclMeasurements(r, 1, QStringLiteral("2025-01-01"));
        const RunCalibration c = calibrateRun(ms, 400.0);
        QVERIFY(c.fit.ok);
        QVERIFY(within(c.fit.alphaSeconds, 12e-6, 0.01));
        QVERIFY(within(c.fit.busGbytePerS, 46.0, 0.01));
        QCOMPARE(c.variant, QStringLiteral("infiniband"));
        QCOMPARE(c.nodes, 2);
    }

    void fitFailures()
    {
        std::vector<AlphaBetaSample> one{{QStringLiteral("all-reduce"), 8, 1e6, 1e-4}};
        const AlphaBetaFit f = fitAlphaBeta(one);
        QVERIFY(!f.ok);
        QVERIFY(!f.error.isEmpty());
        std::vector<AlphaBetaSample> unknown{{QStringLiteral("gather"), 8, 1e6, 1e-4},
                                             {QStringLiteral("gather"), 8, 2e6, 2e-4}};
        QVERIFY(!fitAlphaBeta(unknown).ok);
        // Pure bandwidth (no latency at all): a clamps at 0, B still right.
        std::vector<AlphaBetaSample> noLatency;
        for (double n = 1e6; n <= 1e9; n *= 10)
            noLatency.push_back(
                {QStringLiteral("send-recv"), 2, n, n / 40e9 * (n > 1e7 ? 1.0 : 0.98)});
        const AlphaBetaFit g = fitAlphaBeta(noLatency);
        QVERIFY(g.ok);
        QVERIFY(g.latencyClamped);
        QCOMPARE(g.alphaSeconds, 0.0);
        QVERIFY(within(g.busGbytePerS, 40.0, 0.02));
    }

    void dataCheckFailuresLeftOut()
    {
        std::vector<Measurement> ms = synthetic(QStringLiteral("all-reduce"), 16, 12e-6, 46.0);
        ms[20].wrong = 12;     // failed the data check ...
        ms[20].seconds *= 0.5; // ... and its time is nonsense
        const RunCalibration r = calibrateRun(ms, 400.0);
        QCOMPARE(r.fit.points, 24);
        QVERIFY(within(r.fit.busGbytePerS, 46.0, 1e-6));
        bool said = false;
        for (const Explanation &e : r.explanations)
            said = said || e.id == QLatin1String("data-check");
        QVERIFY(said);
    }

    void modelledVsMeasured()
    {
        // Measured: a = 14 us, B = 42 GB/s on Ethernet; model: flat 50 GB/s. At 16 GiB
        // the measured busbw is 42 x n / (n + steps a B / factor) ~ 41.99 GB/s, so the
        // ratio is ~84 %: below 90 %, an explanation with the Ethernet hints.
        const std::vector<Measurement> ms = synthetic(QStringLiteral("all-reduce"), 16, 14e-6, 42.0,
                                                      0.0, 2, 2, QStringLiteral("ethernet"));
        const RunCalibration r = calibrateRun(ms, 400.0, [](double) { return 50.0; });
        QCOMPARE(r.sizes.size(), ms.size());
        const SizeComparison &last = r.sizes.back();
        QCOMPARE(last.bytes, qint64(16.0 * kKiB * kKiB * kKiB));
        QCOMPARE(last.modelledBusbwGbytePerS, 50.0);
        QVERIFY(within(last.ratio, 0.84, 0.001));
        QVERIFY(within(last.fittedBusbwGbytePerS, last.measuredBusbwGbytePerS, 1e-6));
        const Explanation *e = nullptr;
        for (const Explanation &x : r.explanations)
            if (x.id == QLatin1String("measured-vs-model"))
                e = &x;
        QVERIFY(e);
        QVERIFY2(e->text.contains(QLatin1String("16 GiB")), qPrintable(e->text));
        QVERIFY2(e->text.contains(QLatin1String("84 %")), qPrintable(e->text));
        QVERIFY(e->text.contains(QLatin1String("PFC/ECN")));
        // 42 / 50 = 84 % of line rate: below what a well-configured fabric reaches.
        QVERIFY(within(r.efficiency, 0.84, 1e-6));
        bool effText = false;
        for (const Explanation &x : r.explanations)
            effText = effText || (x.id == QLatin1String("efficiency") &&
                                  x.text.contains(QLatin1String("92-96 %")));
        QVERIFY(effText);
    }

    void modelFromPoints()
    {
        // Points at 1 MiB (10 GB/s) and 4 MiB (30 GB/s): 2 MiB is halfway in log(size),
        // so 20 GB/s; outside the range the end value holds.
        std::vector<CollectivePoint> pts;
        for (auto [bytes, bw] : {std::pair{1048576.0, 10.0}, std::pair{4194304.0, 30.0}}) {
            CollectivePoint p;
            p.op = CollectiveOp::AllReduce;
            p.gpus = 16;
            p.bytes = bytes;
            p.busbwGbytePerS = bw;
            pts.push_back(p);
        }
        CollectivePoint other = pts[0];
        other.gpus = 1024;
        other.busbwGbytePerS = 99.0;
        pts.push_back(other);
        const BusbwModel m = busbwModelFromPoints(pts, QStringLiteral("all-reduce"), 16);
        QVERIFY(m);
        QVERIFY(within(m(2097152.0), 20.0, 1e-12));
        QCOMPARE(m(1024.0), 10.0);
        QCOMPARE(m(1e12), 30.0);
        QVERIFY(!busbwModelFromPoints(pts, QStringLiteral("all-to-all"), 16));
        // 20 GPUs: the nearest curve is the 16-GPU one.
        QVERIFY(within(busbwModelFromPoints(pts, QStringLiteral("all-reduce"), 20)(2097152.0), 20.0,
                       1e-12));
    }

    void variantCalibration()
    {
        // Two multi-node runs on InfiniBand with the same a and B (all-reduce on 16 and
        // all-gather on 64 GPUs) and a single-node run that must be left out; one RoCE run.
        std::vector<Measurement> all = synthetic(QStringLiteral("all-reduce"), 16, 12e-6, 46.0);
        for (const Measurement &m :
             synthetic(QStringLiteral("all-gather"), 64, 12e-6, 46.0, 0.0, 2))
            all.push_back(m);
        for (const Measurement &m :
             synthetic(QStringLiteral("all-reduce"), 8, 5e-6, 360.0, 0.0, 3, 1))
            all.push_back(m);
        for (const Measurement &m : synthetic(QStringLiteral("all-reduce"), 16, 15e-6, 42.0, 0.0, 4,
                                              2, QStringLiteral("ethernet")))
            all.push_back(m);
        QCOMPARE(measurementSeries(all).size(), std::size_t(4));

        std::vector<Explanation> ex;
        const Calibration ib = calibrateVariant(all, QStringLiteral("infiniband"), 400.0, &ex);
        QVERIFY(ib.valid());
        QCOMPARE(ib.points, 50);
        QVERIFY(within(ib.alphaSeconds, 12e-6, 1e-6));
        QVERIFY(within(ib.busGbytePerS, 46.0, 1e-6));
        QVERIFY(within(ib.efficiency, 0.92, 1e-6));
        QVERIFY(ib.source.contains(QLatin1String("synthetic-1.log")));
        QVERIFY(ib.source.contains(QLatin1String("synthetic-2.log")));
        QVERIFY(!ib.source.contains(QLatin1String("synthetic-3.log")));
        QCOMPARE(ex.size(), std::size_t(1));

        const Calibration eth = calibrateVariant(all, QStringLiteral("ethernet"), 400.0);
        QVERIFY(within(eth.busGbytePerS, 42.0, 1e-6));
        QVERIFY(within(eth.alphaSeconds, 15e-6, 1e-6));
        QVERIFY(!calibrateVariant(all, QStringLiteral("hybrid"), 400.0).valid());
    }

    void commShare()
    {
        // compute 0.6 s, communication 0.5 s, of which 0.3 s overlaps compute:
        // step = 0.6 + 0.5 - 0.3 = 0.8 s; exposed = 0.2 s; share = 0.2 / 0.8 = 0.25;
        // all communication 0.5 / 0.8 = 0.625.
        const CommShare c = commShareFromBreakdown({0.6, 0.5, 0.3});
        QVERIFY(c.ok);
        QVERIFY(within(c.stepSeconds, 0.8, 1e-12));
        QVERIFY(within(c.exposedSeconds, 0.2, 1e-12));
        QVERIFY(within(c.share, 0.25, 1e-12));
        QVERIFY(within(c.totalShare, 0.625, 1e-12));
        QVERIFY(c.explanation.text.contains(QLatin1String("25 %")));
        WorkloadProfile w;
        w.commShare = c.share;
        QCOMPARE(w.commShare, 0.25);
        // No overlap: 0.3 / (0.7 + 0.3) = 0.3.
        QVERIFY(within(commShareFromBreakdown({0.7, 0.3, 0.0}).share, 0.3, 1e-12));
        QVERIFY(!commShareFromBreakdown({0.6, 0.2, 0.3}).ok); // overlap > communication
        QVERIFY(!commShareFromBreakdown({0.0, 0.0, 0.0}).ok);
        QVERIFY(!commShareFromBreakdown({-1.0, 0.2, 0.0}).ok);
    }
};

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
