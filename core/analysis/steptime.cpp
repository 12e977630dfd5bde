// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/steptime.h"

#include "analysis/analysis_collectives.h"
#include "analysis/assumptionreader.h"
#include "analysis/wording.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace fp {

namespace {

constexpr double HoursPerYear = 8760.0;

// The parallelism plan on the job's GPUs.
struct Plan {
    int tp = 1, pp = 1, dp = 1, ep = 1;
    int microBatches = 1; // m = B / (b x DP), rounded up
    double layersPerStage = 0.0;
};

// Why the plan cannot be modelled (translated), or empty with *out filled in.
QString planProblem(const WorkloadProfile &w, int jobGpus, Plan *out)
{
    const ModelPlan &m = w.model;
    if (w.kind == WorkloadKind::Inference)
        return tr("The step-time model covers training; for inference the KV-cache transfers "
                  "and per-token expert all-to-all are not modelled.");
    if (!m.given() || m.layers <= 0 || m.hiddenSize <= 0 || m.sequenceLength <= 0 ||
        m.globalBatchSequences <= 0)
        return tr("No model plan is given (parameters, layers, hidden size, sequence length "
                  "and global batch), so the step time is not modelled.");
    Plan p;
    p.tp = std::max(1, w.tensorParallel);
    p.pp = std::max(1, w.pipelineParallel);
    p.ep = std::max(1, w.expertParallel);
    const long long modelRanks = 1LL * p.tp * p.pp;
    p.dp = w.dataParallel > 0 ? w.dataParallel : int(jobGpus / modelRanks);
    if (p.dp < 1 || modelRanks * p.dp != jobGpus)
        return tr("TP %1 x PP %2 x DP %3 does not make the job's %4 GPUs, so the step time is "
                  "not modelled.")
            .arg(p.tp)
            .arg(p.pp)
            .arg(p.dp)
            .arg(num(jobGpus));
    if (p.dp % p.ep != 0)
        return tr("The expert-parallel size %1 does not divide the data-parallel size %2, so "
                  "the step time is not modelled.")
            .arg(p.ep)
            .arg(p.dp);
    const long long perStep = 1LL * m.microBatchSequences * p.dp;
    p.microBatches = int((m.globalBatchSequences + perStep - 1) / perStep);
    p.layersPerStage = double(m.layers) / p.pp;
    *out = p;
    return {};
}

// The job's model reshaped for a group of `gpus` ranks with `perDomain` of them in
// each NVLink domain (NCCL's nNodes x ranks per node).
CollectiveModel groupModel(const CollectiveModel &job, int gpus, int perDomain)
{
    CollectiveModel m = job;
    m.gpus = gpus;
    m.domainGpus = std::clamp(perDomain, 1, std::max(1, gpus));
    m.domains = (gpus + m.domainGpus - 1) / m.domainGpus;
    if (m.domainGpus == 1)
        m.nvlsAlgbwGbytePerS = 0.0; // NVLink SHARP needs GPUs of the group in a domain
    return m;
}

// Ranks `stride` apart in [SC21]'s order: how many of a group of `size` share a domain
// of `domainGpus`.
int perDomain(int domainGpus, long long stride, int size)
{
    if (stride >= domainGpus)
        return 1;
    return std::clamp(int(domainGpus / stride), 1, std::max(1, size));
}

struct Inputs {
    const ModelPlan &model;
    const CollectiveModel &job;
    Plan plan;
    double tflops = 0.0;
    double efficiency = 0.0;
    double overlap = 0.0;
    double bucketParameters = 0.0;
};

// [KAPLAN] 6 N FLOPs per token over the job's GPUs at `efficiency` of the dense peak;
// the per-GPU compute of the step without the bubble.
double idealComputeSeconds(const Inputs &in)
{
    const ModelPlan &m = in.model;
    const double active = m.activeParameters > 0.0 ? m.activeParameters : m.parameters;
    const double tokens = double(m.globalBatchSequences) * m.sequenceLength;
    return 6.0 * active * tokens / (double(in.job.gpus) * in.tflops * 1e12 * in.efficiency);
}

// [MCORE] The data-parallel gradient reduction: buckets of max(bucket, 1 M x DP)
// parameters, each an all-reduce over the DP group. Parameters per GPU: N / (TP x PP),
// and / EP for an MoE model (its expert weights dominate).
void dataParallel(const Inputs &in, double idealSeconds, StepTimeResult &r)
{
    const Plan &p = in.plan;
    if (p.dp < 2)
        return;
    const int moeShards = in.model.moeTopK > 0 ? p.ep : 1;
    const double perGpu = in.model.parameters / (double(p.tp) * p.pp * moeShards);
    const double bucket = std::max(in.bucketParameters, 1e6 * p.dp);
    const double buckets = std::ceil(perGpu / bucket);
    const CollectiveModel g = groupModel(in.job, p.dp, perDomain(in.job.domainGpus, p.tp, p.dp));
    const double bucketBytes = std::min(bucket, perGpu) * in.model.bytesPerValue;
    r.dataParallelSeconds = buckets * collectiveSeconds(CollectiveOp::AllReduce, bucketBytes, g);
    // Hidden behind the backward pass (2/3 of the compute, [KAPLAN]) of the last
    // micro-batch, at most `overlap` of it; the last bucket is never hidden.
    const double window = in.overlap * (2.0 / 3.0) * idealSeconds / p.microBatches;
    r.dataParallelExposedSeconds =
        std::max(r.dataParallelSeconds - window, r.dataParallelSeconds / buckets);
}

// [MLM] 4 all-reduces of b x s x h per layer and micro-batch over the TP group.
void tensorParallel(const Inputs &in, StepTimeResult &r)
{
    const Plan &p = in.plan;
    if (p.tp < 2)
        return;
    const ModelPlan &m = in.model;
    const double bytes =
        double(m.microBatchSequences) * m.sequenceLength * m.hiddenSize * m.bytesPerValue;
    const CollectiveModel g = groupModel(in.job, p.tp, perDomain(in.job.domainGpus, 1, p.tp));
    r.tensorParallelSeconds = 4.0 * p.layersPerStage * p.microBatches *
                              collectiveSeconds(CollectiveOp::AllReduce, bytes, g);
}

// [SC21] Each micro-batch sends its activations forward and their gradients back
// across a stage boundary: b x s x h / TP per GPU (scatter/gather). Timed as a
// two-rank all-gather, which moves the same bytes once each way.
void pipeline(const Inputs &in, StepTimeResult &r)
{
    const Plan &p = in.plan;
    if (p.pp < 2)
        return;
    const ModelPlan &m = in.model;
    const double bytes =
        double(m.microBatchSequences) * m.sequenceLength * m.hiddenSize * m.bytesPerValue / p.tp;
    const long long stageGpus = in.job.gpus / p.pp;
    const CollectiveModel g = groupModel(in.job, 2, perDomain(in.job.domainGpus, stageGpus, 2));
    // The interleaved schedule sends v times as often ([SC21] 2.2.2).
    r.pipelineSeconds = 2.0 * p.microBatches * std::max(1, m.pipelineInterleave) *
                        collectiveSeconds(CollectiveOp::AllGather, 2.0 * bytes, g);
}

// [GSHARD] 4 all-to-alls per MoE layer and micro-batch over the EP group, each GPU
// sending its b x s / TP tokens to top-k experts.
void expertParallel(const Inputs &in, StepTimeResult &r)
{
    const Plan &p = in.plan;
    const ModelPlan &m = in.model;
    if (p.ep < 2 || m.moeTopK <= 0)
        return;
    const double bytes = double(m.microBatchSequences) * m.sequenceLength / p.tp * m.moeTopK *
                         m.hiddenSize * m.bytesPerValue;
    const CollectiveModel g = groupModel(in.job, p.ep, perDomain(in.job.domainGpus, p.tp, p.ep));
    r.expertParallelSeconds = 4.0 * p.layersPerStage * p.microBatches *
                              collectiveSeconds(CollectiveOp::AllToAll, bytes, g);
}

Explanation summary(const WorkloadProfile &w, const StepTimeResult &r)
{
    return explain(
        QStringLiteral("step-time"),
        tr("One step of the plan (TP %1 x PP %2 x DP %3 on %4 GPUs) takes %5 s: %6 s compute "
           "(with a %7 % pipeline bubble) and %8 s communication that compute does not hide "
           "(data-parallel gradients %9 s of %10 s, tensor-parallel %11 s, pipeline %12 s, "
           "expert all-to-all %13 s), %14 % of the step.")
            .arg(w.tensorParallel)
            .arg(w.pipelineParallel)
            .arg(r.dataParallel)
            .arg(num(r.jobGpus), num(r.stepSeconds, 3), num(r.computeSeconds, 3),
                 num(100.0 * r.bubbleShare, 1), num(r.exposedCommSeconds, 3),
                 num(r.dataParallelExposedSeconds, 3), num(r.dataParallelSeconds, 3),
                 num(r.tensorParallelSeconds, 3), num(r.pipelineSeconds, 3))
            .arg(num(r.expertParallelSeconds, 3), num(100.0 * r.commShare, 1)),
        {{QStringLiteral("step_s"), r.stepSeconds},
         {QStringLiteral("compute_s"), r.computeSeconds},
         {QStringLiteral("exposed_comm_s"), r.exposedCommSeconds}});
}

Explanation money(const StepTimeResult &r, long long clusterGpus)
{
    const QString text =
        r.gpuHourAtOwnCost
            ? tr("If the %1 GPUs run jobs like this all year, the exposed communication "
                 "costs %2 GPU-hours a year, EUR %3 at EUR %4 per GPU-hour (the cluster's own "
                 "cost per GPU-hour as drawn).")
            : tr("If the %1 GPUs run jobs like this all year, the exposed communication "
                 "costs %2 GPU-hours a year, EUR %3 at EUR %4 per GPU-hour "
                 "(gpu-hour-cost-eur).");
    return explain(QStringLiteral("step-time-money"),
                   text.arg(num(double(clusterGpus)),
                            num(r.commShare * double(clusterGpus) * HoursPerYear),
                            num(r.commCostEurPerYear), num(r.gpuHourCostEur, 2)),
                   {{QStringLiteral("comm_cost_eur_per_year"), r.commCostEurPerYear},
                    {QStringLiteral("gpu_hour_cost_eur"), r.gpuHourCostEur}});
}

void total(const Inputs &in, double idealSeconds, StepTimeResult &r)
{
    // [SC21] 2.2.1 and 2.2.2: (p - 1) / m, divided by v with the interleaved schedule.
    r.bubbleShare = double(in.plan.pp - 1) /
                    (double(in.plan.microBatches) * std::max(1, in.model.pipelineInterleave));
    r.computeSeconds = idealSeconds * (1.0 + r.bubbleShare);
    r.exposedCommSeconds = r.dataParallelExposedSeconds + r.tensorParallelSeconds +
                           r.pipelineSeconds + r.expertParallelSeconds;
    r.stepSeconds = r.computeSeconds + r.exposedCommSeconds;
    r.commShare = r.stepSeconds > 0.0 ? r.exposedCommSeconds / r.stepSeconds : 0.0;
    r.tokensPerSecond = double(in.model.globalBatchSequences) * in.model.sequenceLength /
                        std::max(r.stepSeconds, 1e-12);
}

// The step-time assumptions; false (with the reason in r) when one is unknown. The cost
// per GPU-hour is read only when the cluster's own cost does not stand in for it.
bool readAssumptions(AssumptionReader &reader, Inputs &in, StepTimeResult &r)
{
    std::vector<std::pair<const char *, double *>> wanted = {
        {"compute-efficiency", &in.efficiency},
        {"dp-overlap-share", &in.overlap},
        {"dp-bucket-parameters", &in.bucketParameters},
    };
    if (!r.gpuHourAtOwnCost)
        wanted.emplace_back("gpu-hour-cost-eur", &r.gpuHourCostEur);
    for (const auto &[id, out] : wanted) {
        const std::optional<double> v = reader.value(QLatin1String(id));
        if (!v || (*v <= 0.0 && out != &in.overlap)) {
            r.notModelledReason =
                tr("The assumption %1 is unknown, so the step time is not modelled.")
                    .arg(QLatin1String(id));
            return false;
        }
        *out = *v;
    }
    return true;
}

} // namespace

StepTimeResult analyzeStepTime(const Project &project, const Catalog &catalog,
                               const BandwidthResult &bandwidth,
                               const CollectiveResult &collectives, long long clusterGpus,
                               std::optional<double> ownGpuHourEur)
{
    StepTimeResult r;
    if (ownGpuHourEur && *ownGpuHourEur > 0.0) {
        r.gpuHourCostEur = *ownGpuHourEur;
        r.gpuHourAtOwnCost = true;
    }
    const WorkloadProfile &w = project.workload;
    const CollectiveModel &job = collectives.jobModel;
    AssumptionReader reader(catalog);
    Inputs in{w.model, job, Plan{}, 0.0, 0.0, 0.0, 0.0};
    r.notModelledReason = planProblem(w, job.gpus, &in.plan);
    const GpuType *gpu = reader.gpu(bandwidth.gpuTypeId);
    if (r.notModelledReason.isEmpty() && (!gpu || !gpu->bf16DenseTflops.known))
        r.notModelledReason = tr("The catalogue gives no tensor throughput for the GPU, so the "
                                 "step time is not modelled.");
    if (!r.notModelledReason.isEmpty()) {
        // The GPU time lost against the fastest still has its value without a model of
        // the step (compareStepTimes: the ratio from the workload's collective).
        // (Unless the cluster's own cost stands in for the catalog's.)
        const std::optional<double> cost =
            r.gpuHourAtOwnCost ? std::nullopt : reader.value(QStringLiteral("gpu-hour-cost-eur"));
        if (cost)
            r.gpuHourCostEur = std::max(0.0, *cost);
        r.used = reader.used();
        return r;
    }
    in.tflops = gpu->bf16DenseTflops.value;
    if (!readAssumptions(reader, in, r)) {
        r.used = reader.used();
        return r;
    }
    r.modelled = true;
    r.jobGpus = job.gpus;
    r.dataParallel = in.plan.dp;
    r.microBatches = in.plan.microBatches;
    const double ideal = idealComputeSeconds(in);
    dataParallel(in, ideal, r);
    tensorParallel(in, r);
    pipeline(in, r);
    expertParallel(in, r);
    total(in, ideal, r);
    r.commCostEurPerYear = r.commShare * double(clusterGpus) * HoursPerYear * r.gpuHourCostEur;
    r.explanations.push_back(summary(w, r));
    r.explanations.push_back(money(r, clusterGpus));
    r.used = reader.used();
    return r;
}

} // namespace fp
