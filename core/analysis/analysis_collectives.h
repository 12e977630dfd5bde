// SPDX-License-Identifier: GPL-3.0-or-later
// Collective times (docs/DESIGN.md section 5): all-reduce, all-gather, reduce-scatter and
// all-to-all by a hierarchical alpha-beta model, bus bandwidth as nccl-tests defines
// it. The pieces of the model are public so tests and reports can recompute a point.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"

#include <QString>

namespace fp {

// Everything one collective time depends on, for a group of `gpus` GPUs.
struct CollectiveModel {
    int gpus = 0;       // p: GPUs taking part
    int domainGpus = 1; // g: GPUs per NVLink domain taking part (min(domain, p))
    int domains = 1;    // D = ceil(p / g); 1: no network phase
    // NVLink phase: effective per-GPU bus bandwidth (assumption nvlink-busbw-*) and the
    // per-step latency (the software latency: the NVLink hop itself is far below it).
    double nvlinkGbytePerS = 0.0;
    double nvlinkAlphaSeconds = 0.0;
    // Network phase: a = NIC + hops x switch + software latency.
    double nicLatencySeconds = 0.0;
    double switchLatencySeconds = 0.0; // per hop
    int hops = 0;                      // 2 x tiers - 1 (worst path up and down the tree)
    double softwareLatencySeconds = 0.0;
    double alphaSeconds = 0.0;
    // Per-GPU bottleneck before efficiency (GB/s, 10^9 B/s).
    double nicGbytePerS = 0.0;            // injection per GPU / 8
    double nodeBisectionGbitPerS = 0.0;   // W: least flow over the node cuts (not rails)
    double bisectionShareGbytePerS = 0.0; // 2 x W / N / 8
    double taper = 1.0;                   // r applied when traffic crosses the tapered tier
    bool crossesTaperedTier = false;      // the group spans more than one leaf
    double efficiency = 1.0;
    // B after efficiency: ring-based ops (all-reduce, all-gather, reduce-scatter) and
    // all-to-all (which also crosses the bisection).
    double ringGbytePerS = 0.0;
    double allToAllGbytePerS = 0.0;
};

// Builds the model for `gpus` GPUs of the project's compute fabric(s).
// `bandwidth` is analyzeBandwidth() of the same project.
CollectiveModel collectiveModel(const Project &project, const Catalog &catalog,
                                const BandwidthResult &bandwidth, int gpus);

// Time of one collective of `bytes` (nccl-tests "size") under `model`.
double collectiveSeconds(CollectiveOp op, double bytes, const CollectiveModel &model);

// nccl-tests doc/PERFORMANCE.md: busbw = algbw x factor; all-reduce 2(n-1)/n, all-gather,
// reduce-scatter and all-to-all (n-1)/n.
double busBandwidthFactor(CollectiveOp op, int gpus);

// The message sizes analysed: 1 MiB to 16 GiB, powers of 2.
std::vector<double> collectiveSizesBytes();

// All ops x sizes for the whole cluster, and for a job of `jobGpus` GPUs (0: the
// workload's jobGpus) when that is set and smaller than the cluster.
CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog,
                                    int jobGpus = 0);
// The same with the bandwidth analysis already done (evaluate() runs it anyway).
CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog,
                                    const BandwidthResult &bandwidth, int jobGpus = 0);

struct NetworkAnalysis; // analysis_bandwidth.h
struct Calibration;     // calibration.h

// The same with the project's network analysis at hand too (evaluate()).
CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog,
                                    const BandwidthResult &bandwidth, int jobGpus,
                                    const NetworkAnalysis &network);

// The same with the network figures calibrated from measurement (when `calibration`
// is valid): every scope that crosses the network uses the flat alpha-beta model
// T = steps(op, p) a + factor(op, p) n / B of calibration.h with the fitted a and B
// (the busbw a multi-node nccl-tests run tends to is end to end, NVLink phase
// included), B divided by the design's taper when the job crosses the tapered tier
// and, for all-to-all, limited by the design's bisection share as in the catalog
// model. Scopes within one NVLink domain keep the NVLink model. The result is marked
// `calibrated` and its explanations name the measurement.
CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog,
                                    const BandwidthResult &bandwidth, int jobGpus,
                                    const NetworkAnalysis &network, const Calibration *calibration);

} // namespace fp
