// SPDX-License-Identifier: GPL-3.0-or-later
// The model of one group of GPUs running collectives (docs/COLLECTIVES.md): what
// analysis_collectives.h builds from a project and the step-time model
// (analysis/steptime.h) reshapes for its data-, tensor- and expert-parallel groups.
#pragma once

#include "analysis/ncclmodel.h"

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
    // The job crosses from InfiniBand units over Ethernet switches (the hybrid per unit):
    // its network traffic is IP through gateways, NCCL's socket transport at
    // nccl-socket-efficiency instead of the technology's efficiency.
    bool overIpGateways = false;
    // job-placement-random = 1: the scheduler scatters the job's nodes over the leaves,
    // so rings and trees cross the tapered tier too (their NIC rate / r).
    bool randomPlacement = false;
    NcclConstants constants; // NCCL's tuning constants from the catalog
    NcclShape shape() const;
};

} // namespace fp
