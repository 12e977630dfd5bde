// SPDX-License-Identifier: GPL-3.0-or-later
// The step time of a training job (docs/STEPTIME.md): the workload's model plan
// (parameters, layers, hidden size, sequence length, batch) and parallelism plan
// (TP x PP x DP, EP) mapped onto the NVLink domains and the rails of a variant, its
// collectives timed with the variant's (calibrated) NCCL model, and the part of them
// that is not hidden behind compute.
//
// Sources:
//  [KAPLAN] Kaplan et al., Scaling Laws for Neural Language Models (2020), section 2.1:
//           training compute C = 6 N per token (forward 2 N, backward 4 N).
//  [SC21]   Narayanan et al., Efficient Large-Scale Language Model Training on GPU
//           Clusters Using Megatron-LM, SC21: ranks ordered TP, DP, PP (section 3), the
//           1F1B pipeline bubble (p - 1) / m (section 2.2.1), / v interleaved with v
//           times the pipeline messages (section 2.2.2), the scatter/gather of
//           pipeline activations to 1/t per GPU (section 4.1).
//  [MLM]    Shoeybi et al., Megatron-LM (2019), section 3: two all-reduces of b x s x h
//           in the forward and two in the backward pass of each transformer layer.
//  [MCORE]  NVIDIA/Megatron-LM megatron/core/distributed: gradients reduced in buckets
//           of max(40 M, 1 M x DP) parameters, overlapped with the backward pass of the
//           last micro-batch (--overlap-grad-reduce).
//  [GSHARD] Lepikhin et al., GShard (2020): one all-to-all to dispatch and one to
//           combine the tokens of each MoE layer, the same again backward.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"
#include <optional>

namespace fp {

// The step time of the project's workload on a variant whose bandwidth and
// collectives have been analysed (`collectives.jobModel`, calibrated if asked).
// `clusterGpus` prices the exposed communication for the whole cluster.
// Not modelled (with the reason) for inference, without a model plan, without the
// GPU's tensor throughput, or for a plan that does not divide the job.
// `ownGpuHourEur`: the cluster's own cost per GPU-hour when the project values GPU time
// at it (model.h ComparisonBasis); without it the catalog's gpu-hour-cost-eur.
StepTimeResult analyzeStepTime(const Project &project, const Catalog &catalog,
                               const BandwidthResult &bandwidth,
                               const CollectiveResult &collectives, long long clusterGpus,
                               std::optional<double> ownGpuHourEur = std::nullopt);

// The own cost a step time was valued at, to analyse another step time the same way.
inline std::optional<double> ownGpuHourOf(const StepTimeResult &r)
{
    return r.gpuHourAtOwnCost ? std::optional<double>(r.gpuHourCostEur) : std::nullopt;
}

} // namespace fp
