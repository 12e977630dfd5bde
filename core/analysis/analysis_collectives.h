// SPDX-License-Identifier: GPL-3.0-or-later
// Collective times (docs/COLLECTIVES.md): all-reduce, all-gather, reduce-scatter and
// all-to-all with the algorithm and protocol NCCL would pick (analysis/ncclmodel.h),
// bus bandwidth as nccl-tests defines it. The pieces of the model are public so tests and reports
// can recompute a point.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"

#include <QString>

namespace fp {

// Everything one collective time depends on, for a group of `gpus` GPUs placed
// topology-aware: whole NVLink domains first, the same rail of every domain under the
// same leaf, as few leaves as the job needs (docs/COLLECTIVES.md).
struct CollectiveModel {
    int gpus = 0;       // p: GPUs taking part
    int domainGpus = 1; // g: GPUs per NVLink domain taking part (min(domain, p))
    int domains = 1;    // D = ceil(p / g): NCCL's nodes; 1: no network
    // NVLink: ring busbw (assumption nvlink-busbw-*) and NVLink SHARP all-reduce algbw
    // (nvlink-busbw-*-nvls on 8 GPUs x 8 / 14; 0 without NVLink SHARP).
    double nvlinkGbytePerS = 0.0;
    double nvlsAlgbwGbytePerS = 0.0;
    // The network: each GPU's NIC line rate, the efficiency, the result.
    double nicGbytePerS = 0.0;            // injection per GPU / 8
    double efficiency = 1.0;              // infiniband-efficiency (x roce-efficiency-*)
    double nicEffectiveGbytePerS = 0.0;   // nicGbytePerS x efficiency
    double switchLatencySeconds = 0.0;    // per hop (the slowest switch model)
    int hops = 0;                         // switches on a network step of the job
    double nodeBisectionGbitPerS = 0.0;   // W: least flow over the node cuts (not rails)
    double bisectionShareGbytePerS = 0.0; // 2 x W / N / 8
    double taper = 1.0;                   // r, paid by all-to-all traffic across the tapered tier
    bool crossesTaperedTier = false;      // the job spans more than one leaf
    double allToAllGbytePerS = 0.0;       // per GPU, after taper, bisection and efficiency
    bool inNetworkReduction = false;      // InfiniBand SHARP on every switch and sharp-enabled
    // job-placement-random = 1: the scheduler scatters the job's nodes over the leaves,
    // so rings and trees cross the tapered tier too (their NIC rate / r).
    bool randomPlacement = false;
    NcclConstants constants; // NCCL's tuning constants from the catalog
    NcclShape shape() const;
};

// Builds the model for `gpus` GPUs of the project's compute fabric(s).
// `bandwidth` is analyzeBandwidth() of the same project.
CollectiveModel collectiveModel(const Project &project, const Catalog &catalog,
                                const BandwidthResult &bandwidth, int gpus);

// NCCL's choice and time for one collective of `bytes` (nccl-tests "size").
NcclEstimate collectiveEstimate(CollectiveOp op, double bytes, const CollectiveModel &model);
// Its time in seconds (0 for fewer than 2 GPUs).
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

// collectiveModel() with the project's network analysis at hand (analysis/explore.h):
// the network is not analysed again.
CollectiveModel collectiveModel(const Project &project, const Catalog &catalog,
                                const BandwidthResult &bandwidth, int gpus,
                                const NetworkAnalysis &network);

// The same with the project's network analysis at hand too (evaluate()).
CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog,
                                    const BandwidthResult &bandwidth, int jobGpus,
                                    const NetworkAnalysis &network);

// The same calibrated from measurement when `calibration` is valid: the per-NIC
// efficiency and NCCL's latencies are scaled so that the model, with the algorithms
// it picks, fits the variant's measured runs (calibration.h, docs/COLLECTIVES.md);
// the result is marked `calibrated`, its explanations name the measurements and flag
// a fit from runs on two NVLink domains or fewer used for a larger cluster.
CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog,
                                    const BandwidthResult &bandwidth, int jobGpus,
                                    const NetworkAnalysis &network, const Calibration *calibration);

} // namespace fp
