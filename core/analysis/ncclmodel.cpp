// SPDX-License-Identifier: GPL-3.0-or-later
// NCCL's algorithm and protocol choice for one collective (ncclmodel.h; the model and
// its comparison with measurements: docs/COLLECTIVES.md).
//
// Latency, microseconds, [TUNE] ncclTopoTuneModel, with p ranks in D nodes (NVLink
// domains) of ppn ranks, intra = the NVLink latency of the pair, inter = its network
// latency (the tree's when ppn = 1) plus the fabric's switch path (twice for Simple,
// as NCCL adds its inter-node graph latency twice for the flush):
//   Ring      base + (steps - interSteps) x max(intra, netOverhead) + interSteps x inter,
//             steps 2(p-1) all-reduce, p-1 otherwise; interSteps 2(D-1) resp. D-1;
//             x 1.4 (the ring plateau) for multi-node Simple all-reduce
//   Tree      base + 2 x ((ppn-1) x intra + log2(D) x inter)              (all-reduce)
//   CollNet   Direct: 2 x (min(1, ppn-1) x intra + (ppn-1) x 0.4) + inter;
//             Chain: 2 x (ppn-1) x intra + inter
//   NVLS      intra (+ inter across nodes); NVLSTree intra + 2 x log2(D) x inter
//   PAT       base + log2(D) x inter / 3.5 + p x 2.8                (ppn = 1 only)
//
// Bandwidth: the time of the slowest hop of the pipelined algorithm (the NVLink hops
// and the network hops of a ring are one pipeline, not phases one after the other),
// with S the size and f the nccl-tests bus factor [PERF]:
//   Ring      max(S f / B_nvlink, S f / (ppn x B_nic))
//   Tree      max(S f / B_nvlink, S v / (ppn x B_nic)), v = 1 on 2 nodes (each node
//             sends its data once: the 2-node tree effect), 2 beyond (a node is inner
//             in one of the two trees and leaf in the other)
//   NVLS      S / A_nvls inside the domain (NVLink SHARP algbw); across nodes (with
//             SHARP) NCCL bounds it like a ring by the network
//   NVLSTree  max(S / A_nvls, S v / (ppn x B_nic))
//   CollNet   in-network reduction: each domain sends S once and receives S once;
//             inside the domain Direct reduce-scatters and all-gathers over NVLink
//             (2(ppn-1)/ppn S), Chain passes S down and up a chain of GPUs (2 S)
//   PAT       S f / B_nic
//   P2P       all-to-all: concurrent sends, max((ppn-1)/p S / B_nvlink,
//             (p-ppn)/p S / B_a2a); latency base + intra + inter + (p - ppn) x
//             netOverhead (one proxy operation per remote peer)
// then divided by the protocol's and algorithm's factors [TUNE] and limited by the LL
// caps. B_nic is each GPU's share of its domain's NICs after efficiency.
#include "analysis/ncclmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace fp {

namespace {

int row(NcclAlgorithm a)
{
    return static_cast<int>(a); // Ring .. Pat are NCCL's table rows
}

int col(NcclProtocol p)
{
    return static_cast<int>(p);
}

double over(double bytes, double gbytePerS)
{
    return gbytePerS > 0.0 ? bytes / (gbytePerS * 1e9) : std::numeric_limits<double>::infinity();
}

int log2i(int n)
{
    int l = 0;
    while (n > 1) {
        n >>= 1;
        ++l;
    }
    return l;
}

struct Ctx {
    CollectiveOp op;
    double bytes;
    const NcclShape &s;
    const NcclConstants &k;
    bool multi() const { return s.domains > 1; }
    int ppn() const { return s.domainGpus; }
    double factor() const { return collectiveBusFactor(collectiveKey(op), s.gpus); }
    // The network latency of a step, microseconds.
    double inter(NcclAlgorithm a, NcclProtocol p) const
    {
        const int r = ppn() == 1 ? row(NcclAlgorithm::Tree) : row(a);
        const double path = p == NcclProtocol::Simple ? 2.0 * s.pathLatencyUs : s.pathLatencyUs;
        return k.netLatencyUs[r][col(p)] + path;
    }
    double intra(NcclAlgorithm a, NcclProtocol p) const
    {
        return k.nvlinkLatencyUs[row(a)][col(p)];
    }
    double base(NcclAlgorithm a, NcclProtocol p) const { return k.baseLatencyUs[row(a)][col(p)]; }
    // Each domain's network bandwidth, GB/s.
    double domainNic() const { return s.nicGbytePerSPerGpu * ppn(); }
    double llCap() const
    {
        const int i = s.domains <= 1 ? 0 : s.domains == 2 ? 1 : 2;
        return k.llMaxBusbw[i] * k.llMaxScale;
    }
};

// The slower of two hops: seconds and which one.
struct Hop {
    double seconds = 0.0;
    NcclBottleneck by = NcclBottleneck::None;
};

Hop slowest(double nvlinkSeconds, NcclBottleneck nvlinkKind, double networkSeconds)
{
    if (networkSeconds > nvlinkSeconds)
        return {networkSeconds, NcclBottleneck::Network};
    return {nvlinkSeconds, nvlinkSeconds > 0.0 ? nvlinkKind : NcclBottleneck::None};
}

// The LL protocols: divide by their factor, never faster than the LL busbw cap.
Hop withProtocol(const Ctx &c, Hop h, double factor, bool llCapped)
{
    h.seconds /= factor;
    if (llCapped) {
        const double capped = over(c.bytes * c.factor(), c.llCap());
        if (capped > h.seconds)
            h = {capped, NcclBottleneck::LlCap};
    }
    return h;
}

NcclEstimate make(NcclAlgorithm a, NcclProtocol p, double latencyUs, Hop h)
{
    return {a, p, latencyUs * 1e-6, h.seconds, h.by};
}

void addRing(const Ctx &c, std::vector<NcclEstimate> &out)
{
    const bool allReduce = c.op == CollectiveOp::AllReduce;
    const int p = c.s.gpus;
    const int steps = allReduce ? 2 * (p - 1) : p - 1;
    const int interSteps = c.multi() ? (allReduce ? 2 : 1) * (c.s.domains - 1) : 0;
    const double sf = c.bytes * c.factor();
    const Hop hop = slowest(c.ppn() > 1 ? over(sf, c.s.nvlinkBusbwGbytePerS) : 0.0,
                            NcclBottleneck::NvLink, c.multi() ? over(sf, c.domainNic()) : 0.0);
    for (NcclProtocol pr : {NcclProtocol::LL, NcclProtocol::LL128, NcclProtocol::Simple}) {
        const double overhead =
            c.multi() ? c.k.netOverheadUs * (pr == NcclProtocol::Simple ? 3.0 : 1.0) : 0.0;
        const double intra = std::max(c.intra(NcclAlgorithm::Ring, pr), overhead);
        double lat = c.base(NcclAlgorithm::Ring, pr) + (steps - interSteps) * intra +
                     interSteps * c.inter(NcclAlgorithm::Ring, pr);
        if (c.multi() && allReduce && pr == NcclProtocol::Simple)
            lat *= c.k.ringPlateau;
        const double factor = pr == NcclProtocol::LL      ? c.k.ringLlFactor
                              : pr == NcclProtocol::LL128 ? c.k.ringLl128Factor
                                                          : 1.0;
        out.push_back(make(NcclAlgorithm::Ring, pr, lat,
                           withProtocol(c, hop, factor, pr == NcclProtocol::LL)));
    }
}

// Network bytes per domain, as a multiple of S, of a tree: the 2-node tree effect.
double treeVolume(const Ctx &c)
{
    return c.s.domains == 2 ? 1.0 : 2.0;
}

void addTree(const Ctx &c, std::vector<NcclEstimate> &out)
{
    const double sf = c.bytes * c.factor();
    const Hop hop =
        slowest(c.ppn() > 1 ? over(sf, c.s.nvlinkBusbwGbytePerS) : 0.0, NcclBottleneck::NvLink,
                c.multi() ? over(c.bytes * treeVolume(c), c.domainNic()) : 0.0);
    for (NcclProtocol pr : {NcclProtocol::LL, NcclProtocol::LL128, NcclProtocol::Simple}) {
        const double lat = c.base(NcclAlgorithm::Tree, pr) +
                           2.0 * ((c.ppn() - 1) * c.intra(NcclAlgorithm::Tree, pr) +
                                  log2i(c.s.domains) * c.inter(NcclAlgorithm::Tree, pr));
        double factor = c.k.treeFactor * ncclTreeCorrection(pr, c.bytes);
        if (pr == NcclProtocol::LL)
            factor *= c.k.treeLlFactor;
        else if (pr == NcclProtocol::LL128)
            factor *= c.multi() ? c.k.treeLl128Factor : 7.0 / 9.0;
        out.push_back(make(NcclAlgorithm::Tree, pr, lat,
                           withProtocol(c, hop, factor, pr == NcclProtocol::LL)));
    }
}

void addNvls(const Ctx &c, std::vector<NcclEstimate> &out)
{
    const NcclProtocol pr = NcclProtocol::Simple;
    const double nvls = over(c.bytes, c.s.nvlsAlgbwGbytePerS);
    if (!c.multi()) {
        out.push_back(make(NcclAlgorithm::Nvls, pr, c.intra(NcclAlgorithm::Nvls, pr),
                           {nvls, NcclBottleneck::NvlinkSharp}));
        return;
    }
    if (c.s.inNetworkReduction) // NVLS across nodes needs SHARP [TUNE]
        out.push_back(make(
            NcclAlgorithm::Nvls, pr,
            c.intra(NcclAlgorithm::Nvls, pr) + c.inter(NcclAlgorithm::Nvls, pr),
            slowest(nvls, NcclBottleneck::NvlinkSharp, over(c.bytes * c.factor(), c.domainNic()))));
    const double lat = c.intra(NcclAlgorithm::NvlsTree, pr) +
                       2.0 * log2i(c.s.domains) * c.inter(NcclAlgorithm::NvlsTree, pr);
    out.push_back(make(
        NcclAlgorithm::NvlsTree, pr, lat,
        slowest(nvls, NcclBottleneck::NvlinkSharp, over(c.bytes * treeVolume(c), c.domainNic()))));
}

void addCollNet(const Ctx &c, std::vector<NcclEstimate> &out)
{
    const NcclProtocol pr = NcclProtocol::Simple;
    const int ppn = c.ppn();
    const double net = over(c.bytes, c.domainNic());
    const double direct = over(c.bytes * 2.0 * (ppn - 1) / ppn, c.s.nvlinkBusbwGbytePerS);
    const double directLat =
        2.0 * (std::min(1, ppn - 1) * c.intra(NcclAlgorithm::CollNetDirect, pr) + (ppn - 1) * 0.4) +
        c.inter(NcclAlgorithm::CollNetDirect, pr);
    out.push_back(make(
        NcclAlgorithm::CollNetDirect, pr, directLat,
        withProtocol(c, slowest(direct, NcclBottleneck::NvLink, net), c.k.collNetFactor, false)));
    const double chain = ppn > 1 ? over(c.bytes * 2.0, c.s.nvlinkBusbwGbytePerS) : 0.0;
    const double chainLat = 2.0 * (ppn - 1) * c.intra(NcclAlgorithm::CollNetChain, pr) +
                            c.inter(NcclAlgorithm::CollNetChain, pr);
    out.push_back(make(NcclAlgorithm::CollNetChain, pr, chainLat,
                       slowest(chain, NcclBottleneck::NvLink, net)));
}

void addPat(const Ctx &c, std::vector<NcclEstimate> &out)
{
    const NcclProtocol pr = NcclProtocol::Simple;
    const double lat = c.base(NcclAlgorithm::Pat, pr) +
                       log2i(c.s.domains) * c.inter(NcclAlgorithm::Pat, pr) / 3.5 +
                       c.s.gpus * 2.8; // [TUNE]: "still a linear part"
    const Hop hop{over(c.bytes * c.factor(), c.domainNic()), NcclBottleneck::Network};
    out.push_back(make(NcclAlgorithm::Pat, pr, lat, withProtocol(c, hop, c.k.patFactor, false)));
}

void addAllToAll(const Ctx &c, std::vector<NcclEstimate> &out)
{
    const NcclProtocol pr = NcclProtocol::Simple;
    const double p = c.s.gpus;
    const double g = c.ppn();
    const Hop hop = slowest(
        g > 1 ? over(c.bytes * (g - 1) / p, c.s.nvlinkBusbwGbytePerS) : 0.0, NcclBottleneck::NvLink,
        c.multi() ? over(c.bytes * (p - g) / p, c.s.allToAllGbytePerSPerGpu) : 0.0);
    double lat = c.base(NcclAlgorithm::Ring, pr) + c.intra(NcclAlgorithm::Ring, pr);
    if (c.multi())
        lat += c.inter(NcclAlgorithm::Ring, pr) + (p - g) * c.k.netOverheadUs;
    out.push_back(make(NcclAlgorithm::P2p, pr, lat, hop));
}

} // namespace

QString ncclAlgorithmKey(NcclAlgorithm a)
{
    switch (a) {
    case NcclAlgorithm::Ring:
        return QStringLiteral("ring");
    case NcclAlgorithm::Tree:
        return QStringLiteral("tree");
    case NcclAlgorithm::Nvls:
        return QStringLiteral("nvls");
    case NcclAlgorithm::NvlsTree:
        return QStringLiteral("nvls-tree");
    case NcclAlgorithm::CollNetDirect:
        return QStringLiteral("collnet-direct");
    case NcclAlgorithm::CollNetChain:
        return QStringLiteral("collnet-chain");
    case NcclAlgorithm::Pat:
        return QStringLiteral("pat");
    case NcclAlgorithm::P2p:
        return QStringLiteral("p2p");
    }
    return {};
}

QString ncclProtocolKey(NcclProtocol p)
{
    switch (p) {
    case NcclProtocol::LL:
        return QStringLiteral("ll");
    case NcclProtocol::LL128:
        return QStringLiteral("ll128");
    case NcclProtocol::Simple:
        return QStringLiteral("simple");
    }
    return {};
}

QString ncclBottleneckKey(NcclBottleneck b)
{
    switch (b) {
    case NcclBottleneck::None:
        return QStringLiteral("none");
    case NcclBottleneck::NvLink:
        return QStringLiteral("nvlink");
    case NcclBottleneck::NvlinkSharp:
        return QStringLiteral("nvls");
    case NcclBottleneck::Network:
        return QStringLiteral("network");
    case NcclBottleneck::LlCap:
        return QStringLiteral("ll-cap");
    }
    return {};
}

NcclConstants ncclDefaultConstants()
{
    // [TUNE] ncclTunerConstantsDefaults; rows Tree, Ring, CollNetDirect, CollNetChain,
    // NVLS, NVLSTree, PAT in NCCL's order, mapped to NcclAlgorithm's order below.
    NcclConstants k;
    auto set = [](NcclConstants::Table &t, NcclAlgorithm a, std::array<double, 3> v) {
        t[row(a)] = v;
    };
    set(k.baseLatencyUs, NcclAlgorithm::Tree, {6.8, 14.0, 8.4});
    set(k.baseLatencyUs, NcclAlgorithm::Ring, {6.6, 14.0, 8.4});
    set(k.baseLatencyUs, NcclAlgorithm::Pat, {8.0, 8.0, 8.0});
    set(k.nvlinkLatencyUs, NcclAlgorithm::Tree, {0.6, 1.25, 4.0});
    set(k.nvlinkLatencyUs, NcclAlgorithm::Ring, {0.6, 1.9, 3.4});
    set(k.nvlinkLatencyUs, NcclAlgorithm::CollNetDirect, {0, 0, 3.7});
    set(k.nvlinkLatencyUs, NcclAlgorithm::CollNetChain, {0, 0, 2.8});
    set(k.nvlinkLatencyUs, NcclAlgorithm::Nvls, {0, 0, 25});
    set(k.nvlinkLatencyUs, NcclAlgorithm::NvlsTree, {0, 0, 25});
    set(k.nvlinkLatencyUs, NcclAlgorithm::Pat, {0, 0, 4.0});
    set(k.netLatencyUs, NcclAlgorithm::Tree, {5.0, 8.5, 14});
    set(k.netLatencyUs, NcclAlgorithm::Ring, {2.7, 4.0, 14.0});
    set(k.netLatencyUs, NcclAlgorithm::CollNetDirect, {0, 0, 31});
    set(k.netLatencyUs, NcclAlgorithm::CollNetChain, {0, 0, 30});
    set(k.netLatencyUs, NcclAlgorithm::Nvls, {0, 0, 18});
    set(k.netLatencyUs, NcclAlgorithm::NvlsTree, {0, 0, 20.9});
    set(k.netLatencyUs, NcclAlgorithm::Pat, {0, 0, 14});
    return k;
}

double ncclTreeCorrection(NcclProtocol protocol, double bytes)
{
    // [TUNE] treeCorrectionFactor, rows LL, LL128, Simple; index log2(bytes / 64),
    // applied below 2^23 (NCCL: logSize < 23).
    static const double table[kNcclProtocols][24] = {
        {1.0, 1.0, 1.0, 1.0, .9, .8, .7, .7,  .7,  .7,  .6,  .5,
         .4,  .4,  .5,  .6,  .7, .8, .9, 1.0, 1.0, 1.0, 1.0, 1.0},
        {1.0, 1.0, 1.0, 1.0, 1.0, .9, .8, .8, .8, .7,  .6,  .6,
         .6,  .6,  .6,  .6,  .8,  .9, .9, .9, .9, 1.0, 1.0, 1.0},
        {.9, .9, .9, .9, .9, .9, .9, .8, .7, .6, .6, .5,
         .5, .5, .5, .6, .7, .8, .7, .7, .8, .9, .9, .9}};
    if (bytes < 64.0)
        return 1.0;
    const int logSize = static_cast<int>(std::floor(std::log2(bytes / 64.0)));
    return logSize >= 0 && logSize < 23 ? table[col(protocol)][logSize] : 1.0;
}

std::vector<NcclEstimate> ncclCandidates(CollectiveOp op, double bytes, const NcclShape &shape,
                                         const NcclConstants &k)
{
    std::vector<NcclEstimate> out;
    if (shape.gpus < 2)
        return out;
    const Ctx c{op, bytes, shape, k};
    if (op == CollectiveOp::AllToAll) {
        addAllToAll(c, out);
        return out;
    }
    addRing(c, out);
    const bool nvls = shape.nvlsAlgbwGbytePerS > 0.0 && shape.domainGpus > 1;
    if (op == CollectiveOp::AllReduce) {
        addTree(c, out);
        if (nvls)
            addNvls(c, out);
        if (c.multi() && shape.inNetworkReduction)
            addCollNet(c, out);
    } else if (c.multi() && shape.domainGpus == 1) {
        addPat(c, out); // NCCL runs PAT with one GPU per node only
    }
    return out;
}

NcclEstimate ncclBest(CollectiveOp op, double bytes, const NcclShape &shape, const NcclConstants &k)
{
    const std::vector<NcclEstimate> all = ncclCandidates(op, bytes, shape, k);
    if (all.empty())
        return {};
    return *std::min_element(all.begin(), all.end(), [](const auto &a, const auto &b) {
        return a.seconds() < b.seconds();
    });
}

} // namespace fp
