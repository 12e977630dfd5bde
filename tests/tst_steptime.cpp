// SPDX-License-Identifier: GPL-3.0-or-later
// The step-time model (core/analysis/steptime.cpp, docs/STEPTIME.md), checked by hand
// with the shipped catalog (resources/catalog.json):
//   h100-sxm bf16_dense_tflops 989; compute-efficiency 0.5; dp-overlap-share 0.8;
//   dp-bucket-parameters 40,000,000; gpu-hour-cost-eur 3.67.
// A GPT-class plan on 64 H100 (8 nodes, InfiniBand, rail-optimized): 8 B parameters,
// 32 layers, h 4096, s 2048, b 1, B 64 sequences, bf16; TP 8 x PP 2 x DP 4.
//   m = B / (b x DP) = 16 micro-batches; bubble (PP - 1) / m = 1/16.
//   compute: 6 x 8e9 x 64 x 2048 / (64 x 989e12 x 0.5) = 0.198795 s, x 17/16.
//   DP: 8e9 / (8 x 2) = 5e8 parameters per GPU, buckets of max(4e7, 4e6) = 4e7:
//       13 buckets (ceil 12.5) of 4e7 x 2 B, one GPU per NVLink domain (TP = 8).
//   TP: 4 x 16 layers x 16 micro-batches all-reduces of 1 x 2048 x 4096 x 2 B on 8 GPUs.
//   PP: 2 x 16 transfers of 2048 x 4096 x 2 / 8 B, across NVLink domains (stage = 32 GPUs).
#include "analysis/analysis_bandwidth.h"
#include "analysis/analysis_collectives.h"
#include "analysis/analysis_cost.h"
#include "analysis/evaluation.h"
#include "analysis/steptime.h"
#include "model/variantkind.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace fp;

namespace {

Project gptPlan(Technology tech = Technology::InfiniBand)
{
    GeneratorParams params;
    params.gpus = 64;
    params.nodeTypeId = QStringLiteral("h100-8gpu");
    params.technology = tech;
    params.switchTypeId =
        tech == Technology::InfiniBand ? QStringLiteral("qm9700") : QStringLiteral("sn5600");
    params.topology = TopologyKind::RailOptimized;
    Project p = test::generatedProject(params);
    WorkloadProfile &w = p.workload;
    w.kind = WorkloadKind::Pretraining;
    w.tensorParallel = 8;
    w.pipelineParallel = 2;
    w.dataParallel = 0;
    w.expertParallel = 1;
    w.model.parameters = 8e9;
    w.model.layers = 32;
    w.model.hiddenSize = 4096;
    w.model.sequenceLength = 2048;
    w.model.microBatchSequences = 1;
    w.model.globalBatchSequences = 64;
    w.model.bytesPerValue = 2;
    return p;
}

StepTimeResult stepOf(const Project &p, long long clusterGpus = 64)
{
    const Catalog &c = test::shippedCatalog();
    const BandwidthResult bw = analyzeBandwidth(p, c);
    const CollectiveResult coll = analyzeCollectives(p, c, bw);
    return analyzeStepTime(p, c, bw, coll, clusterGpus);
}

// Meta's paper names the interleaved schedule without its depth; 4 is an assumption.
constexpr int kLlamaInterleave = 4;

CollectiveModel reshaped(const CollectiveModel &job, int gpus, int perDomain)
{
    CollectiveModel m = job;
    m.gpus = gpus;
    m.domainGpus = perDomain;
    m.domains = gpus / perDomain;
    if (perDomain == 1)
        m.nvlsAlgbwGbytePerS = 0.0;
    return m;
}

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::abs(b);
}

} // namespace

class TestStepTime : public QObject
{
    Q_OBJECT
private slots:
    void computeByHand()
    {
        const StepTimeResult r = stepOf(gptPlan());
        QVERIFY2(r.modelled, qPrintable(r.notModelledReason));
        QCOMPARE(r.dataParallel, 4);
        QCOMPARE(r.microBatches, 16);
        QVERIFY(near(r.bubbleShare, 1.0 / 16.0));
        const double ideal = 6.0 * 8e9 * 64 * 2048 / (64 * 989e12 * 0.5);
        QVERIFY(near(ideal, 0.198795, 1e-5));
        QVERIFY(near(r.computeSeconds, ideal * 17.0 / 16.0));
    }

    void communicationByHand()
    {
        const Project p = gptPlan();
        const Catalog &c = test::shippedCatalog();
        const BandwidthResult bw = analyzeBandwidth(p, c);
        const CollectiveModel job = analyzeCollectives(p, c, bw).jobModel;
        QCOMPARE(job.gpus, 64);
        QCOMPARE(job.domainGpus, 8);
        const StepTimeResult r = stepOf(p);
        const double dp = 13 * collectiveSeconds(CollectiveOp::AllReduce, 8e7, reshaped(job, 4, 1));
        QVERIFY(near(r.dataParallelSeconds, dp));
        const double ideal = 6.0 * 8e9 * 64 * 2048 / (64 * 989e12 * 0.5);
        const double window = 0.8 * (2.0 / 3.0) * ideal / 16.0;
        QVERIFY(near(r.dataParallelExposedSeconds, std::max(dp - window, dp / 13)));
        const double tp =
            4.0 * 16 * 16 *
            collectiveSeconds(CollectiveOp::AllReduce, 2048.0 * 4096 * 2, reshaped(job, 8, 8));
        QVERIFY(near(r.tensorParallelSeconds, tp));
        const double pp = 2.0 * 16 *
                          collectiveSeconds(CollectiveOp::AllGather, 2.0 * 2048 * 4096 * 2 / 8,
                                            reshaped(job, 2, 1));
        QVERIFY(near(r.pipelineSeconds, pp));
        QCOMPARE(r.expertParallelSeconds, 0.0);
        QVERIFY(near(r.stepSeconds, r.computeSeconds + r.exposedCommSeconds));
        QVERIFY(near(r.exposedCommSeconds, r.dataParallelExposedSeconds + tp + pp));
        // Money: the exposed share of 64 GPUs all year at EUR 3.67 per GPU-hour.
        QCOMPARE(r.gpuHourCostEur, 3.67);
        QVERIFY(near(r.commCostEurPerYear, r.commShare * 64 * 8760 * 3.67));
    }

    void ethernetIsNotFasterThanInfiniBand()
    {
        const StepTimeResult ib = stepOf(gptPlan(Technology::InfiniBand));
        const StepTimeResult eth = stepOf(gptPlan(Technology::Ethernet));
        QVERIFY(ib.modelled && eth.modelled);
        QVERIFY(eth.dataParallelSeconds > ib.dataParallelSeconds);
        QVERIFY(eth.stepSeconds >= ib.stepSeconds);
        QCOMPARE(eth.computeSeconds, ib.computeSeconds);
    }

    void notModelledSaysWhy()
    {
        Project p = gptPlan();
        p.workload.kind = WorkloadKind::Inference;
        QVERIFY(!stepOf(p).modelled);
        QVERIFY(stepOf(p).notModelledReason.contains(QStringLiteral("inference")));
        p = gptPlan();
        p.workload.model.parameters = 0;
        QVERIFY(!stepOf(p).modelled);
        p = gptPlan();
        p.workload.tensorParallel = 3; // 64 GPUs are not 3 x 2 x DP
        const StepTimeResult r = stepOf(p);
        QVERIFY(!r.modelled);
        QVERIFY(r.notModelledReason.contains(QStringLiteral("TP 3")));
        p = gptPlan();
        p.workload.expertParallel = 3; // does not divide DP 4
        QVERIFY(!stepOf(p).modelled);
    }

    void expertAllToAllCounts()
    {
        Project p = gptPlan();
        p.workload.expertParallel = 4;
        p.workload.model.moeTopK = 2;
        const StepTimeResult r = stepOf(p);
        QVERIFY(r.modelled);
        QVERIFY(r.expertParallelSeconds > 0.0);
    }

    // Meta, The Llama 3 Herd of Models (2024), Table 4: Llama 3 405B (126 layers,
    // h 16,384, s 8,192, 16 M tokens per step = 2,048 sequences) on H100 over 400G RoCE
    // with TP 8, PP 16: 43 % BF16 MFU on 8,192 GPUs (DP 64), 41 % on 16,384 (DP 128).
    // The model must land near it (docs/STEPTIME.md has the comparison).
    void llama3Reference_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("dataParallel");
        QTest::addColumn<double>("metaMfu");
        QTest::newRow("8,192 GPUs") << 8192 << 64 << 0.43;
        QTest::newRow("16,384 GPUs") << 16384 << 128 << 0.41;
    }

    void llama3Reference()
    {
        QFETCH(int, gpus);
        QFETCH(int, dataParallel);
        QFETCH(double, metaMfu);
        GeneratorParams params;
        params.gpus = gpus;
        params.nodeTypeId = QStringLiteral("h100-8gpu");
        params.technology = Technology::Ethernet;
        params.switchTypeId = QStringLiteral("sn5600");
        params.topology = TopologyKind::RailOptimized;
        Project p = test::generatedProject(params);
        WorkloadProfile &w = p.workload;
        w.tensorParallel = 8;
        w.pipelineParallel = 16;
        w.dataParallel = dataParallel;
        w.model.parameters = 405e9;
        w.model.layers = 126;
        w.model.hiddenSize = 16384;
        w.model.sequenceLength = 8192;
        w.model.globalBatchSequences = 2048;
        w.model.pipelineInterleave = kLlamaInterleave;
        const StepTimeResult r = stepOf(p, gpus);
        QVERIFY2(r.modelled, qPrintable(r.notModelledReason));
        const double mfu = 6.0 * 405e9 * 2048 * 8192 / (gpus * 989e12 * r.stepSeconds);
        qInfo("Llama 3 405B on %d H100: step %.2f s, compute %.2f s (bubble %.1f %%), exposed "
              "comm %.2f s (DP %.2f of %.2f, TP %.2f, PP %.2f), MFU %.1f %% (Meta: %.0f %%)",
              gpus, r.stepSeconds, r.computeSeconds, 100.0 * r.bubbleShare, r.exposedCommSeconds,
              r.dataParallelExposedSeconds, r.dataParallelSeconds, r.tensorParallelSeconds,
              r.pipelineSeconds, 100.0 * mfu, 100.0 * metaMfu);
        QVERIFY(mfu > metaMfu * 0.8 && mfu < metaMfu * 1.2);
    }

    void evaluateJsonCarriesStepTime()
    {
        const Project p = gptPlan();
        const Evaluation e = evaluate(p, test::shippedCatalog());
        const QJsonObject json = evaluationToJson(p, e);
        for (const QJsonValue &v : json.value(QStringLiteral("variants")).toArray()) {
            const QJsonObject st = v.toObject().value(QStringLiteral("step_time")).toObject();
            QVERIFY(st.value(QStringLiteral("modelled")).toBool());
            QVERIFY(st.value(QStringLiteral("seconds")).toDouble() > 0.0);
            QVERIFY(st.contains(QStringLiteral("comm_cost_per_year")));
            QVERIFY(st.value(QStringLiteral("relative_to_fastest")).toDouble() >= 1.0);
        }
    }

    // Every variant's step against the fastest one's. With a plan: the ratio of the
    // modelled steps. Without one (the plan's parameters removed), DESIGN.md section 5:
    // 1 + share x (t / t_fastest - 1) for the all-reduce of 1 GiB over the 64 GPUs, at
    // the workload's communicating share (40 % here). The fastest is at exactly 1.
    void stepTimeAgainstTheFastest()
    {
        Project p = gptPlan();
        p.comparisonBasis.gpuTimeValue = GpuTimeValue::GpuHourCost;
        const Evaluation planned = evaluate(p, test::shippedCatalog());
        double fastest = 0.0;
        for (const VariantEvaluation &v : planned.variants)
            if (fastest == 0.0 || v.stepTime.stepSeconds < fastest)
                fastest = v.stepTime.stepSeconds;
        // The GPU time lost against the fastest, per year: a year of 64 GPUs x 8,760 h at
        // the catalog's EUR 3.67 per GPU-hour does 1/r of the fastest's work.
        const double yearEur = 64 * 8760.0 * 3.67;
        for (const VariantEvaluation &v : planned.variants) {
            const double r = v.stepTime.stepSeconds / fastest;
            QVERIFY(near(v.stepTime.relativeToFastest, r));
            QVERIFY(v.stepTime.lostKnown);
            QVERIFY(!v.stepTime.gpuHourAtOwnCost);
            QVERIFY2(std::abs(v.stepTime.lostEurPerYear - yearEur * (1.0 - 1.0 / r)) < 0.01,
                     qPrintable(QString::number(v.stepTime.lostEurPerYear, 'f', 2)));
        }

        // Valued at the cluster's own cost (the default, model.h ComparisonBasis): every
        // variant at the design as drawn's own cost per GPU-hour, its capital cost over the
        // depreciation years, energy and network support (analysis_cost.cpp), for the
        // time lost and for the exposed communication (share x 64 x 8,760 h x cost).
        p.comparisonBasis.gpuTimeValue = GpuTimeValue::OwnCost;
        const Evaluation owned = evaluate(p, test::shippedCatalog());
        const CostResult drawnCost = analyzeCost(p, test::shippedCatalog());
        QVERIFY(drawnCost.ownCostKnown);
        const double own = drawnCost.ownCostPerGpuHourEur;
        QVERIFY2(own > 0.5 && own < 3.67, qPrintable(QString::number(own)));
        for (const VariantEvaluation &v : owned.variants) {
            QVERIFY(v.stepTime.gpuHourAtOwnCost);
            QVERIFY(near(v.stepTime.gpuHourCostEur, own));
            const double r = v.stepTime.relativeToFastest;
            QVERIFY(std::abs(v.stepTime.lostEurPerYear - 64 * 8760.0 * own * (1.0 - 1.0 / r)) <
                    0.01);
            QVERIFY(std::abs(v.stepTime.commCostEurPerYear -
                             v.stepTime.commShare * 64 * 8760.0 * own) < 0.01);
        }
        p.comparisonBasis.gpuTimeValue = GpuTimeValue::GpuHourCost;

        p.workload.model.parameters = 0;
        p.workload.commShare = 0.4;
        const Evaluation unplanned = evaluate(p, test::shippedCatalog());
        const auto allReduce = [](const VariantEvaluation &v) {
            for (const CollectivePoint &c : v.collectives.points)
                if (c.op == CollectiveOp::AllReduce && c.gpus == 64 &&
                    std::abs(c.bytes - 1024.0 * 1024.0 * 1024.0) < 1.0)
                    return c.seconds;
            return 0.0;
        };
        double tFastest = 0.0;
        bool slower = false;
        for (const VariantEvaluation &v : unplanned.variants)
            if (tFastest == 0.0 || allReduce(v) < tFastest)
                tFastest = allReduce(v);
        QVERIFY(tFastest > 0.0);
        for (const VariantEvaluation &v : unplanned.variants) {
            QVERIFY(!v.stepTime.modelled);
            const double expected = 1.0 + 0.4 * (allReduce(v) / tFastest - 1.0);
            QVERIFY2(near(v.stepTime.relativeToFastest, expected, 1e-9),
                     qPrintable(QString::number(v.stepTime.relativeToFastest, 'f', 6)));
            slower = slower || expected > 1.001;
            QVERIFY(v.stepTime.relativeExplanation.text.contains(QStringLiteral("40.0 %")));
            // Valued without a step model too.
            QVERIFY(v.stepTime.lostKnown);
            QVERIFY(std::abs(v.stepTime.lostEurPerYear -
                             64 * 8760.0 * 3.67 * (1.0 - 1.0 / expected)) < 0.01);
        }
        QVERIFY(slower); // Ethernet/RoCE's all-reduce is slower than InfiniBand's
        // The performance criterion values each variant against the same fastest one: its
        // money a year is minus the GPU time lost of the table (the ratio without a model
        // is not symmetric, so against another reference the two differed: 93,771 / 95,217).
        int valued = 0;
        for (const CriterionScore &cs : unplanned.recommendation.scoring.criteria) {
            if (cs.id != QLatin1String("performance"))
                continue;
            for (const VariantEvaluation &v : unplanned.variants)
                for (const auto &[key, value] : cs.figures)
                    if (key == variantKey(v.kind) + QStringLiteral("_value_eur_per_year")) {
                        QVERIFY(std::abs(value + v.stepTime.lostEurPerYear) < 0.01);
                        ++valued;
                    }
        }
        QVERIFY(valued >= 2);
    }
};

QTEST_GUILESS_MAIN(TestStepTime)
#include "tst_steptime.moc"
