// SPDX-License-Identifier: GPL-3.0-or-later
// NCCL's algorithms and protocols for one collective on one shape of cluster
// (docs/COLLECTIVES.md): the latency of each (algorithm, protocol) pair from NCCL's
// tuning model, the bandwidth from the physical bottleneck of the algorithm (NVLink,
// NVLink SHARP, the NIC rails of a domain, the bisection for all-to-all), and the pair
// NCCL's tuner would pick: the fastest predicted.
//
// Sources:
//  [TUNE] NVIDIA/nccl src/graph/tuning.cc (NCCL 2.30, commit 5067397, 2026-06-11):
//         ncclTunerConstantsDefaults (base and hardware latencies, LL bandwidth caps),
//         ncclTopoTuneModel (latency formulas, protocol and algorithm factors),
//         treeCorrectionFactor and the ring plateau in ncclTopoGetAlgoTime.
//  [PERF] NVIDIA/nccl-tests doc/PERFORMANCE.md: busbw = algbw x 2(n-1)/n for
//         all-reduce, x (n-1)/n for all-gather, reduce-scatter and all-to-all.
// The constants are catalog assumptions (nccl-*), read by the collectives analysis;
// this file holds only the formulas.
#pragma once

#include "model/collective.h"

#include <QString>

#include <array>
#include <vector>

namespace fp {

enum class NcclAlgorithm { Ring, Tree, Nvls, NvlsTree, CollNetDirect, CollNetChain, Pat, P2p };
enum class NcclProtocol { LL, LL128, Simple };

inline constexpr int kNcclTableAlgorithms = 7; // Ring .. Pat: the rows of NCCL's tables
inline constexpr int kNcclProtocols = 3;

// "ring", "tree", "nvls", "nvls-tree", "collnet-direct", "collnet-chain", "pat", "p2p"
QString ncclAlgorithmKey(NcclAlgorithm a);
// "ll", "ll128", "simple"
QString ncclProtocolKey(NcclProtocol p);

// NCCL's tuning constants [TUNE], microseconds and factors; [algorithm][protocol].
struct NcclConstants {
    using Table = std::array<std::array<double, kNcclProtocols>, kNcclTableAlgorithms>;
    Table baseLatencyUs{};
    Table nvlinkLatencyUs{};
    Table netLatencyUs{};
    double netOverheadUs = 1.0;    // per network step of a ring (x3 for Simple)
    double ringPlateau = 1.4;      // multi-node ring/Simple all-reduce latency factor
    double ringLlFactor = 0.5;     // ring LL busbw factor
    double ringLl128Factor = 0.92; // ring LL128
    double treeFactor = 0.92;      // tree all-reduce
    double treeLlFactor = 1.0 / 3.8;
    double treeLl128Factor = 120.0 / 128.0; // multi-node; 7/9 on one node
    double patFactor = 0.75;
    double collNetFactor = 0.85; // CollNet Direct on Hopper and later
    // LL busbw caps, GB/s, for 1, 2 and 4+ nodes (Hopper; Blackwell doubles them).
    std::array<double, 3> llMaxBusbw{141.0, 45.0, 35.0};
    double llMaxScale = 1.0;
};

// NCCL's defaults [TUNE]; the collectives analysis overrides them from the catalog.
NcclConstants ncclDefaultConstants();

// What one collective runs on: `gpus` GPUs in `domains` NVLink domains of
// `domainGpus` (NCCL's nNodes and ranks per node: a rack-scale NVLink domain counts as
// one node), with the bandwidths each GPU gets, after efficiency.
struct NcclShape {
    int gpus = 0;
    int domainGpus = 1;
    int domains = 1;
    double nvlinkBusbwGbytePerS = 0.0;    // ring busbw over NVLink (nvlink-busbw-*)
    double nvlsAlgbwGbytePerS = 0.0;      // NVLink SHARP all-reduce algbw; 0: no NVLS
    double nicGbytePerSPerGpu = 0.0;      // each GPU's share of its domain's NICs
    double allToAllGbytePerSPerGpu = 0.0; // network all-to-all rate (taper, bisection)
    double pathLatencyUs = 0.0;           // the fabric's switch hops on a network step
    bool inNetworkReduction = false;      // SHARP switches and enabled
};

// Which part of the machine set the bandwidth term.
enum class NcclBottleneck { None, NvLink, NvlinkSharp, Network, LlCap };
QString ncclBottleneckKey(NcclBottleneck b); // "none", "nvlink", "nvls", "network", "ll-cap"

struct NcclEstimate {
    NcclAlgorithm algorithm = NcclAlgorithm::Ring;
    NcclProtocol protocol = NcclProtocol::Simple;
    double latencySeconds = 0.0;
    double bandwidthSeconds = 0.0;
    NcclBottleneck bottleneck = NcclBottleneck::None;
    double seconds() const { return latencySeconds + bandwidthSeconds; }
};

// Every (algorithm, protocol) NCCL considers for `op` on `shape`, with its predicted
// time for `bytes` (nccl-tests "size"). Empty for fewer than 2 GPUs.
std::vector<NcclEstimate> ncclCandidates(CollectiveOp op, double bytes, const NcclShape &shape,
                                         const NcclConstants &k);

// The fastest candidate (NCCL's tuner picks the lowest predicted time). With no
// candidate (one GPU): a zero-time ring.
NcclEstimate ncclBest(CollectiveOp op, double bytes, const NcclShape &shape,
                      const NcclConstants &k);

// [TUNE] treeCorrectionFactor for `protocol` at `bytes` (1 outside its 64 B..256 MiB).
double ncclTreeCorrection(NcclProtocol protocol, double bytes);

} // namespace fp
