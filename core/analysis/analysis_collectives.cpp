// SPDX-License-Identifier: GPL-3.0-or-later
// Collective times with NCCL's algorithms and protocols (docs/COLLECTIVES.md): the
// project's cluster becomes a shape (GPUs per NVLink domain, domains, the bandwidth
// of each hop, the switch path) and NCCL's tuning constants come from the catalog;
// analysis/ncclmodel.cpp predicts every (algorithm, protocol) and keeps the fastest, as
// NCCL's tuner does.
//
// Sources:
//  [PERF]  nvidia/nccl-tests doc/PERFORMANCE.md: algbw = size / time; busbw = algbw x
//          2(n-1)/n for all-reduce, x (n-1)/n for all-gather, reduce-scatter, all-to-all;
//          GB/s = 10^9 B/s. "size" is the whole buffer (all-gather: the output).
//  [I212]  github.com/NVIDIA/nccl-tests/issues/212: 8 x H100 with NVLink SHARP reach a
//          busbw of ~480 GB/s at an algbw of ~275 GB/s (480 x 8 / 14 = 274).
//  [TUNE]  NVIDIA/nccl src/graph/tuning.cc, NCCL 2.30 (ncclmodel.h).
#include "analysis/analysis_collectives.h"

#include "analysis/analysis_bandwidth.h"
#include "analysis/assumptionreader.h"
#include "analysis/calibration.h"
#include "analysis/wording.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <unordered_map>

namespace fp {

namespace {

// The effective NVLink busbw of a GPU type, GB/s: "nvlink-busbw-<gpu id>", then
// "nvlink-busbw-<gpu id up to the first '-'>" (h100-sxm -> h100), else the H100 figure
// scaled by the ratio of NVLink specs (derived; e.g. B200 1,800 / 900 x 370 GB/s).
double nvlinkBusbw(AssumptionReader &reader, const GpuType *gpu, QString *assumptionId)
{
    if (!gpu)
        return 0.0;
    const QString prefix = QStringLiteral("nvlink-busbw-");
    for (const QString &id : {prefix + gpu->id, prefix + gpu->id.section(QLatin1Char('-'), 0, 0)}) {
        if (const std::optional<double> v = reader.value(id)) {
            *assumptionId = id;
            return *v;
        }
    }
    const std::optional<double> h100 = reader.value(prefix + QStringLiteral("h100"));
    const GpuType *ref = reader.gpu(QStringLiteral("h100-sxm"));
    if (h100 && ref && ref->nvlinkGbytePerS.known && ref->nvlinkGbytePerS.value > 0.0 &&
        gpu->nvlinkGbytePerS.known) {
        *assumptionId = prefix + QStringLiteral("h100");
        return *h100 * gpu->nvlinkGbytePerS.value / ref->nvlinkGbytePerS.value;
    }
    *assumptionId = gpu->id + QStringLiteral(".nvlinkGbytePerS");
    return gpu->nvlinkGbytePerS.value; // no effective figure: the spec (optimistic)
}

const GpuType *mainGpu(const ComputeNetwork &net, AssumptionReader &reader)
{
    // GPUs by node type first (few types, many nodes), then by GPU type.
    std::unordered_map<const NodeTypeSpec *, long long> byNodeType;
    for (int n = 0; n < net.nodeCount(); ++n) {
        if (const NodeTypeSpec *nt = net.nodeType[n])
            byNodeType[nt] += net.nodeGpus[n];
    }
    std::map<const GpuType *, long long> byType;
    for (const auto &[nt, gpus] : byNodeType)
        byType[reader.gpu(nt->gpuTypeId)] += gpus;
    byType.erase(nullptr);
    if (byType.empty())
        return nullptr;
    return std::max_element(byType.begin(), byType.end(),
                            [](const auto &a, const auto &b) { return a.second < b.second; })
        ->first;
}

// The most nodes one leaf reaches (best placement of a job under one leaf).
int nodesUnderOneLeaf(const ComputeNetwork &net)
{
    // Distinct nodes per leaf: the ports node by node (counting sort), each leaf
    // counting a node the first time one of its ports appears.
    std::vector<int> start(static_cast<std::size_t>(net.nodeCount()) + 1, 0);
    for (int q = 0; q < net.portCount(); ++q)
        ++start[net.portNode[q] + 1];
    for (int n = 0; n < net.nodeCount(); ++n)
        start[n + 1] += start[n];
    std::vector<int> portsByNode(net.portCount());
    {
        std::vector<int> next(start.begin(), start.end() - 1);
        for (int q = 0; q < net.portCount(); ++q)
            portsByNode[next[net.portNode[q]]++] = q;
    }
    std::vector<int> nodes(net.switchCount(), 0);
    std::vector<int> lastNode(net.switchCount(), -1);
    for (int n = 0; n < net.nodeCount(); ++n) {
        for (int i = start[n]; i < start[n + 1]; ++i) {
            const int s = net.portSwitch[portsByNode[i]];
            if (net.switchTier[s] == 0 && lastNode[s] != n) {
                lastNode[s] = n;
                ++nodes[s];
            }
        }
    }
    return nodes.empty() ? 0 : *std::max_element(nodes.begin(), nodes.end());
}

struct Efficiency {
    double value = 1.0;
    QString assumptionId;
    QString text;
};

// Whether fabric `fabricId` has switches and all of them in the first tier.
bool oneTier(const Project &project, Id fabricId)
{
    bool any = false;
    for (const Switch &s : project.switches) {
        if (s.fabricId != fabricId)
            continue;
        if (s.tier > 0)
            return false;
        any = true;
    }
    return any;
}

// InfiniBand: infiniband-efficiency. Ethernet/RoCE: roce-efficiency-<tuning>, which
// the catalog states relative to InfiniBand, times infiniband-efficiency. With several
// compute fabrics the lowest efficiency applies.
Efficiency technologyEfficiency(const Project &project, AssumptionReader &reader)
{
    const QString ibId = QStringLiteral("infiniband-efficiency");
    const double ib = reader.valueOr(ibId, 0.0);
    Efficiency best;
    bool any = false;
    for (const Fabric &f : project.fabrics) {
        if (f.purpose != FabricPurpose::Compute)
            continue;
        Efficiency e;
        if (f.technology == Technology::InfiniBand) {
            e.value = ib;
            e.assumptionId = ibId;
            e.text = QCoreApplication::translate(
                         "fp::Collectives",
                         "The compute fabric runs InfiniBand: the network bandwidth is taken "
                         "at %1 of line rate (assumption %2).")
                         .arg(num(ib, 3), ibId);
        } else {
            // One tier: every NIC pair of a plane meets at one switch, so there are no paths
            // for ECMP's hash to collide on and adaptive routing has none to choose from;
            // the lossless class still matters (Untuned keeps its figure).
            const bool noPaths = f.roceTuning == RoceTuning::PlainEcmp && oneTier(project, f.id);
            const RoceTuning tuning = noPaths ? RoceTuning::AdaptiveRouting : f.roceTuning;
            const QString id = QStringLiteral("roce-efficiency-") + roceTuningKey(tuning);
            const double rel = reader.valueOr(id, 0.0);
            e.value = rel * ib;
            e.assumptionId = id;
            e.text = QCoreApplication::translate(
                         "fp::Collectives",
                         "The compute fabric runs Ethernet/RoCE tuned as \"%1\": the network "
                         "bandwidth is taken at %2 (assumption %3) x %4 (assumption %5) = %6 "
                         "of line rate.")
                         .arg(roceTuningKey(f.roceTuning), num(rel, 3), id, num(ib, 3), ibId,
                              num(e.value, 3));
            if (noPaths)
                e.text += QLatin1Char(' ') +
                          QCoreApplication::translate(
                              "fp::Collectives",
                              "With one tier there are no paths between switches for ECMP to "
                              "hash onto, so plain ECMP loses nothing to adaptive routing here.");
        }
        if (!any || e.value < best.value)
            best = e;
        any = true;
    }
    return best;
}

// NVLink SHARP all-reduce algbw, GB/s: the measured 8-GPU busbw of assumption
// "nvlink-busbw-<gpu>-nvls" (or its prefix) x 8 / 14 [I212]; for a GPU of at least
// H100's NVLink bandwidth (NVSwitch with SHARP) without a figure, the H100 figure scaled
// by the NVLink ratio; 0 (no NVLS) below that.
double nvlsAlgbw(AssumptionReader &reader, const GpuType *gpu)
{
    if (!gpu)
        return 0.0;
    const double toAlgbw = 8.0 / 14.0; // busbw = algbw x 2(8-1)/8 [PERF]
    const QString prefix = QStringLiteral("nvlink-busbw-");
    const QString suffix = QStringLiteral("-nvls");
    for (const QString &id :
         {prefix + gpu->id + suffix, prefix + gpu->id.section(QLatin1Char('-'), 0, 0) + suffix}) {
        if (const std::optional<double> v = reader.value(id))
            return *v * toAlgbw;
    }
    const GpuType *ref = reader.gpu(QStringLiteral("h100-sxm"));
    if (!ref || !ref->nvlinkGbytePerS.known || !gpu->nvlinkGbytePerS.known ||
        gpu->nvlinkGbytePerS.value < ref->nvlinkGbytePerS.value)
        return 0.0;
    const std::optional<double> h100 = reader.value(prefix + QStringLiteral("h100") + suffix);
    return h100 ? *h100 * toAlgbw * gpu->nvlinkGbytePerS.value / ref->nvlinkGbytePerS.value : 0.0;
}

// NCCL's constants: the defaults of ncclmodel.cpp, each replaced by its catalog
// assumption (nccl-<hw>-latency-<algorithm>-<protocol>-us, ...) when the catalog has it.
NcclConstants readConstants(AssumptionReader &reader, const GpuType *gpu)
{
    NcclConstants k = ncclDefaultConstants();
    const NcclAlgorithm algs[] = {
        NcclAlgorithm::Ring,     NcclAlgorithm::Tree,          NcclAlgorithm::Nvls,
        NcclAlgorithm::NvlsTree, NcclAlgorithm::CollNetDirect, NcclAlgorithm::CollNetChain,
        NcclAlgorithm::Pat};
    const NcclProtocol protos[] = {NcclProtocol::LL, NcclProtocol::LL128, NcclProtocol::Simple};
    auto read = [&](double *target, const QString &id) {
        if (const std::optional<double> v = reader.value(id))
            *target = *v;
    };
    for (NcclAlgorithm a : algs) {
        for (NcclProtocol p : protos) {
            const int i = static_cast<int>(a), j = static_cast<int>(p);
            const QString tail =
                ncclAlgorithmKey(a) + QLatin1Char('-') + ncclProtocolKey(p) + QStringLiteral("-us");
            read(&k.baseLatencyUs[i][j], QStringLiteral("nccl-base-latency-") + tail);
            read(&k.nvlinkLatencyUs[i][j], QStringLiteral("nccl-nvlink-latency-") + tail);
            read(&k.netLatencyUs[i][j], QStringLiteral("nccl-net-latency-") + tail);
        }
    }
    read(&k.netOverheadUs, QStringLiteral("nccl-net-overhead-us"));
    read(&k.ringPlateau, QStringLiteral("nccl-ring-plateau"));
    read(&k.ringLlFactor, QStringLiteral("nccl-ring-ll-busbw-factor"));
    read(&k.ringLl128Factor, QStringLiteral("nccl-ring-ll128-busbw-factor"));
    read(&k.treeFactor, QStringLiteral("nccl-tree-busbw-factor"));
    read(&k.treeLlFactor, QStringLiteral("nccl-tree-ll-busbw-factor"));
    read(&k.treeLl128Factor, QStringLiteral("nccl-tree-ll128-busbw-factor"));
    read(&k.patFactor, QStringLiteral("nccl-pat-busbw-factor"));
    read(&k.collNetFactor, QStringLiteral("nccl-collnet-busbw-factor"));
    read(&k.llMaxBusbw[0], QStringLiteral("nccl-ll-max-busbw-1-node"));
    read(&k.llMaxBusbw[1], QStringLiteral("nccl-ll-max-busbw-2-nodes"));
    read(&k.llMaxBusbw[2], QStringLiteral("nccl-ll-max-busbw-4-nodes"));
    // Blackwell (NVLink 5, 1.8 TB/s per GPU) doubles the LL caps [TUNE].
    if (gpu && gpu->nvlinkGbytePerS.known && gpu->nvlinkGbytePerS.value >= 1800.0)
        read(&k.llMaxScale, QStringLiteral("nccl-ll-max-busbw-blackwell-factor"));
    return k;
}

// InfiniBand SHARP: every switch of the compute network reduces in the network, the
// compute fabrics are InfiniBand, and the project leaves sharp-enabled at 1.
bool sharpAvailable(const Project &project, const ComputeNetwork &net, AssumptionReader &reader)
{
    for (const Fabric &f : project.fabrics)
        if (f.purpose == FabricPurpose::Compute && f.technology != Technology::InfiniBand)
            return false;
    if (net.switchCount() == 0)
        return false;
    for (const SwitchType *st : net.switchType)
        if (!st || !st->inNetworkReduction)
            return false;
    return reader.valueOr(QStringLiteral("sharp-enabled"), 0.0) >= 0.5;
}

// InfiniBand units joined by Ethernet switches (the hybrid per unit,
// topology/variant.h joinUnitsByEthernet): an InfiniBand compute fabric whose network
// has an Ethernet switch. Its InfiniBand HCAs reach the other units only as IP through
// InfiniBand-to-Ethernet gateways, which forward IP, not RDMA.
bool unitsJoinedOverIp(const Project &project, const ComputeNetwork &net)
{
    const bool infiniband =
        std::any_of(project.fabrics.begin(), project.fabrics.end(), [](const Fabric &f) {
            return f.purpose == FabricPurpose::Compute && f.technology == Technology::InfiniBand;
        });
    return infiniband &&
           std::any_of(net.switchType.begin(), net.switchType.end(), [](const SwitchType *st) {
               return st && st->technology == Technology::Ethernet;
           });
}

// The job's network over IP: NCCL runs one network transport for a communicator, and
// InfiniBand verbs do not cross an IP gateway, so a job that spans units runs NCCL's
// socket transport (TCP) on every network step: nccl-socket-efficiency of line rate.
void takeIpPath(CollectiveModel &m, AssumptionReader &reader)
{
    m.overIpGateways = true;
    m.efficiency = reader.valueOr(QStringLiteral("nccl-socket-efficiency"), 0.0);
    m.nicEffectiveGbytePerS = m.nicGbytePerS * m.efficiency;
}

// The switches a network step of a job crosses: one leaf when the job's nodes fit
// under one leaf (rail-aligned placement), else up to the top tier and down.
int stepHops(const ComputeNetwork &net, bool crossesLeaves)
{
    return crossesLeaves ? std::max(1, 2 * net.tiers - 1) : 1;
}

// The network side of the model: per-GPU rates, bisection share, taper, switch path.
void fillNetwork(CollectiveModel &m, const Project &project, AssumptionReader &reader,
                 const BandwidthResult &bandwidth, const NetworkAnalysis &network)
{
    const ComputeNetwork &net = network.net;
    const long long clusterGpus = net.gpuCount();
    m.nicGbytePerS = bandwidth.injectionGbitPerSPerGpu / 8.0;
    m.efficiency = technologyEfficiency(project, reader).value;
    m.nicEffectiveGbytePerS = m.nicGbytePerS * m.efficiency;
    // The share comes from the node cuts only: NCCL sends all-to-all traffic to the
    // peer on the same rail and crosses rails over NVLink inside the node (PXN), so the
    // rail cut (no relaying through nodes) does not bound it.
    double nodeBisection = bandwidth.bisectionGbitPerS;
    bool firstCut = true;
    for (std::size_t i = 0; i < network.cuts.size(); ++i) {
        if (network.cuts[i].key == QLatin1String("rails"))
            continue;
        const double flow = network.cutFlowsGbitPerS[i];
        nodeBisection = firstCut ? flow : std::min(nodeBisection, flow);
        firstCut = false;
    }
    m.nodeBisectionGbitPerS = nodeBisection;
    m.bisectionShareGbytePerS = 2.0 * nodeBisection / static_cast<double>(clusterGpus) / 8.0;
    m.taper = std::max(1.0, bandwidth.oversubscription);
    const double gpusPerNode = static_cast<double>(clusterGpus) / std::max(1, net.nodeCount());
    const int jobNodes = static_cast<int>(std::ceil(m.gpus / gpusPerNode));
    // job-placement-random: 0 (topology-aware, the catalog's default) or 1.
    m.randomPlacement = reader.valueOr(QStringLiteral("job-placement-random"), 0.0) >= 0.5;
    const int underOneLeaf = nodesUnderOneLeaf(net);
    const bool crossesLeaves =
        m.domains > 1 &&
        (jobNodes > underOneLeaf || (m.randomPlacement && net.nodeCount() > underOneLeaf));
    m.crossesTaperedTier = crossesLeaves && m.taper > 1.0;
    if (crossesLeaves && unitsJoinedOverIp(project, net))
        takeIpPath(m, reader);
    // Rings and trees placed rail-aligned stay on their rail below the taper (their
    // traffic is between neighbours); all-to-all sends (p - g)/p of its data to every
    // other domain, so it pays the taper and its bisection share.
    const double tapered = m.crossesTaperedTier ? m.nicGbytePerS / m.taper : m.nicGbytePerS;
    m.allToAllGbytePerS = std::min(tapered, m.bisectionShareGbytePerS) * m.efficiency;
    double switchNs = 0.0;
    for (const SwitchType *st : net.switchType) {
        if (st && st->latencyNs.known)
            switchNs = std::max(switchNs, st->latencyNs.value);
    }
    m.switchLatencySeconds = switchNs * 1e-9;
    m.hops = stepHops(net, crossesLeaves);
    m.inNetworkReduction = sharpAvailable(project, net, reader);
}

// collectiveModel() with the project's network analysis at hand.
CollectiveModel modelOf(const Project &project, AssumptionReader &reader,
                        const BandwidthResult &bandwidth, int gpus, const NetworkAnalysis &network)
{
    CollectiveModel m;
    const ComputeNetwork &net = network.net;
    m.gpus = gpus;
    if (gpus <= 0 || net.gpuCount() == 0)
        return m;
    m.domainGpus = std::clamp(bandwidth.nvlinkDomainGpus, 1, gpus);
    m.domains = (gpus + m.domainGpus - 1) / m.domainGpus;
    const GpuType *gpu = mainGpu(net, reader);
    QString nvId;
    m.nvlinkGbytePerS = nvlinkBusbw(reader, gpu, &nvId);
    m.nvlsAlgbwGbytePerS = nvlsAlgbw(reader, gpu);
    m.constants = readConstants(reader, gpu);
    fillNetwork(m, project, reader, bandwidth, network);
    return m;
}

// The model with calibrated latencies (x latencyScale) and per-NIC bandwidth
// (x bandwidthScale, never above line rate).
CollectiveModel scaled(CollectiveModel m, double latencyScale, double bandwidthScale)
{
    auto scaleTable = [&](NcclConstants::Table &t) {
        for (auto &r : t)
            for (double &v : r)
                v *= latencyScale;
    };
    scaleTable(m.constants.baseLatencyUs);
    scaleTable(m.constants.nvlinkLatencyUs);
    scaleTable(m.constants.netLatencyUs);
    m.constants.netOverheadUs *= latencyScale;
    m.switchLatencySeconds *= latencyScale;
    const double bw = std::min(bandwidthScale, m.efficiency > 0.0 ? 1.0 / m.efficiency : 1.0);
    m.efficiency *= bw;
    m.nicEffectiveGbytePerS *= bw;
    m.allToAllGbytePerS *= bw;
    return m;
}

} // namespace

NcclShape CollectiveModel::shape() const
{
    NcclShape s;
    s.gpus = gpus;
    s.domainGpus = domainGpus;
    s.domains = domains;
    s.nvlinkBusbwGbytePerS = nvlinkGbytePerS;
    s.nvlsAlgbwGbytePerS = nvlsAlgbwGbytePerS;
    // Placed at random, rings and trees cross the taper like all-to-all does.
    s.nicGbytePerSPerGpu = randomPlacement && crossesTaperedTier ? nicEffectiveGbytePerS / taper
                                                                 : nicEffectiveGbytePerS;
    s.allToAllGbytePerSPerGpu = allToAllGbytePerS;
    s.pathLatencyUs = hops * switchLatencySeconds * 1e6;
    s.inNetworkReduction = inNetworkReduction;
    return s;
}

double busBandwidthFactor(CollectiveOp op, int gpus)
{
    // [PERF] (model/collective.h); a single GPU moves nothing.
    return gpus <= 1 ? 0.0 : collectiveBusFactor(collectiveKey(op), gpus);
}

// nccl-tests' range from its smallest message (8 B, where latency decides: TP and EP
// messages of decoding, small MoE all-to-alls) to 16 GiB, each power of two.
std::vector<double> collectiveSizesBytes()
{
    std::vector<double> sizes;
    for (int e = 3; e <= 34; ++e) // 8 B .. 16 GiB
        sizes.push_back(std::ldexp(1.0, e));
    return sizes;
}

NcclEstimate collectiveEstimate(CollectiveOp op, double bytes, const CollectiveModel &model)
{
    return ncclBest(op, bytes, model.shape(), model.constants);
}

double collectiveSeconds(CollectiveOp op, double bytes, const CollectiveModel &model)
{
    return collectiveEstimate(op, bytes, model).seconds();
}

CollectiveModel collectiveModel(const Project &project, const Catalog &catalog,
                                const BandwidthResult &bandwidth, int gpus)
{
    return collectiveModel(project, catalog, bandwidth, gpus, analyzeNetwork(project, catalog));
}

CollectiveModel collectiveModel(const Project &project, const Catalog &catalog,
                                const BandwidthResult &bandwidth, int gpus,
                                const NetworkAnalysis &network)
{
    AssumptionReader reader(catalog);
    return modelOf(project, reader, bandwidth, gpus, network);
}

CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog, int jobGpus)
{
    const NetworkAnalysis network = analyzeNetwork(project, catalog);
    return analyzeCollectives(project, catalog, analyzeBandwidth(project, catalog, network),
                              jobGpus, network);
}

CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog,
                                    const BandwidthResult &bandwidth, int jobGpus)
{
    return analyzeCollectives(project, catalog, bandwidth, jobGpus,
                              analyzeNetwork(project, catalog));
}

CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog,
                                    const BandwidthResult &bandwidth, int jobGpus,
                                    const NetworkAnalysis &network)
{
    return analyzeCollectives(project, catalog, bandwidth, jobGpus, network, nullptr);
}

namespace {

// NCCL's names of algorithms and protocols (the same in every language).
QString algorithmName(NcclAlgorithm a)
{
    switch (a) {
    case NcclAlgorithm::Ring:
        return QStringLiteral("Ring");
    case NcclAlgorithm::Tree:
        return QStringLiteral("Tree");
    case NcclAlgorithm::Nvls:
        return QStringLiteral("NVLS");
    case NcclAlgorithm::NvlsTree:
        return QStringLiteral("NVLSTree");
    case NcclAlgorithm::CollNetDirect:
        return QStringLiteral("CollNet Direct");
    case NcclAlgorithm::CollNetChain:
        return QStringLiteral("CollNet Chain");
    case NcclAlgorithm::Pat:
        return QStringLiteral("PAT");
    case NcclAlgorithm::P2p:
        return tr("point-to-point");
    }
    return {};
}

QString protocolName(NcclProtocol p)
{
    return p == NcclProtocol::LL      ? QStringLiteral("LL")
           : p == NcclProtocol::LL128 ? QStringLiteral("LL128")
                                      : QStringLiteral("Simple");
}

QString bottleneckText(NcclBottleneck b)
{
    switch (b) {
    case NcclBottleneck::None:
        return tr("latency, not bandwidth");
    case NcclBottleneck::NvLink:
        return tr("NVLink");
    case NcclBottleneck::NvlinkSharp:
        return tr("NVLink SHARP in the NVSwitches");
    case NcclBottleneck::Network:
        return tr("the NICs of each NVLink domain");
    case NcclBottleneck::LlCap:
        return tr("the LL protocol's bandwidth limit");
    }
    return {};
}

// A calibration: latency and per-NIC bandwidth scales fitted to measured runs.
struct ScaleFit {
    bool ok = false;
    double latency = 1.0;
    double bandwidth = 1.0;
    // Whether the runs say anything about each: a run that never waits on the NICs (an
    // NVLink-bound 2-node NVLSTree, say) cannot measure them; its scale stays 1.
    bool latencyMeasured = false;
    bool bandwidthMeasured = false;
    int points = 0;
    int maxDomains = 0;
    double rmsLogError = 0.0;
};

struct FitSample {
    const CollectiveModel *model = nullptr;
    CollectiveOp op = CollectiveOp::AllReduce;
    double bytes = 0.0;
    double seconds = 0.0;
};

// The squared log errors, plus a pull of 10^-6 towards the catalog (scales 1) that
// only decides where the runs leave a scale free.
double fitCost(const std::vector<FitSample> &samples, double latency, double bandwidth)
{
    double sum = 1e-6 * (std::pow(std::log(latency), 2) + std::pow(std::log(bandwidth), 2));
    for (const FitSample &s : samples) {
        const double t = collectiveSeconds(s.op, s.bytes, scaled(*s.model, latency, bandwidth));
        const double e = std::log(t / s.seconds);
        sum += e * e;
    }
    return sum;
}

// Grid search of the two scales in log space, then a finer grid around the best:
// minimises the squared log error of the time, so small and large sizes count alike.
ScaleFit searchScales(const std::vector<FitSample> &samples, double maxBandwidth)
{
    ScaleFit f;
    double lo[2] = {std::log(0.1), std::log(0.1)};
    double hi[2] = {std::log(10.0), std::log(std::max(0.11, maxBandwidth))};
    double best = std::numeric_limits<double>::infinity();
    for (int round = 0; round < 2; ++round) {
        const int n = 40;
        const double step[2] = {(hi[0] - lo[0]) / n, (hi[1] - lo[1]) / n};
        double bestL = f.latency, bestB = f.bandwidth;
        for (int i = 0; i <= n; ++i) {
            for (int j = 0; j <= n; ++j) {
                const double l = std::exp(lo[0] + i * step[0]);
                const double b = std::exp(lo[1] + j * step[1]);
                const double c = fitCost(samples, l, b);
                if (c < best) {
                    best = c;
                    bestL = l;
                    bestB = b;
                }
            }
        }
        f.latency = bestL;
        f.bandwidth = bestB;
        lo[0] = std::log(bestL) - step[0];
        hi[0] = std::log(bestL) + step[0];
        lo[1] = std::log(bestB) - step[1];
        hi[1] = std::min(std::log(maxBandwidth), std::log(bestB) + step[1]);
    }
    f.points = static_cast<int>(samples.size());
    f.rmsLogError = std::sqrt(best / std::max<std::size_t>(1, samples.size()));
    f.ok = std::isfinite(best);
    return f;
}

// A scale is measured when, at the fitted values, some run waits on the NICs
// (bandwidth) or spends a tenth of its time in latency; an unmeasured one goes back
// to 1.
void markMeasured(ScaleFit &f, const std::vector<FitSample> &samples)
{
    for (const FitSample &s : samples) {
        const NcclEstimate e =
            collectiveEstimate(s.op, s.bytes, scaled(*s.model, f.latency, f.bandwidth));
        f.bandwidthMeasured = f.bandwidthMeasured || e.bottleneck == NcclBottleneck::Network;
        f.latencyMeasured = f.latencyMeasured || e.latencySeconds >= 0.1 * e.seconds();
    }
    if (!f.bandwidthMeasured)
        f.bandwidth = 1.0;
    if (!f.latencyMeasured)
        f.latency = 1.0;
}

// The variant's measured runs across NVLink domains (runs within one domain measure
// NVLink, not the fabric), their model at the run's GPU count, and the fit.
ScaleFit fitScales(const Project &project, AssumptionReader &reader,
                   const BandwidthResult &bandwidth, const NetworkAnalysis &network,
                   const QString &variant)
{
    std::map<int, CollectiveModel> models;
    std::vector<std::pair<const Measurement *, CollectiveOp>> rows;
    for (const Measurement &m : project.measurements) {
        CollectiveOp op;
        if (m.variant != variant || !collectiveFromKey(m.op, &op) || m.gpus < 2 || m.wrong >= 1.0 ||
            !(m.seconds > 0.0) || m.bytes <= 0)
            continue;
        auto it = models.find(m.gpus);
        if (it == models.end())
            it = models.emplace(m.gpus, modelOf(project, reader, bandwidth, m.gpus, network)).first;
        if (it->second.domains > 1)
            rows.push_back({&m, op});
    }
    std::vector<FitSample> samples;
    ScaleFit f;
    for (const auto &[m, op] : rows) {
        const CollectiveModel &model = models.at(m->gpus);
        samples.push_back({&model, op, double(m->bytes), m->seconds});
        f.maxDomains = std::max(f.maxDomains, model.domains);
    }
    if (samples.size() < 2)
        return f;
    const double eff = models.begin()->second.efficiency;
    const int maxDomains = f.maxDomains;
    f = searchScales(samples, eff > 0.0 ? 1.0 / eff : 1.0);
    f.maxDomains = maxDomains;
    markMeasured(f, samples);
    return f;
}

} // namespace

namespace {

void addPoints(CollectiveResult &r, const CollectiveModel &m)
{
    const CollectiveOp ops[] = {CollectiveOp::AllReduce, CollectiveOp::AllGather,
                                CollectiveOp::ReduceScatter, CollectiveOp::AllToAll};
    for (CollectiveOp op : ops) {
        for (double bytes : collectiveSizesBytes()) {
            const NcclEstimate e = collectiveEstimate(op, bytes, m);
            CollectivePoint pt;
            pt.op = op;
            pt.bytes = bytes;
            pt.gpus = m.gpus;
            pt.seconds = e.seconds();
            pt.latencySeconds = e.latencySeconds;
            pt.algorithm = e.algorithm;
            pt.protocol = e.protocol;
            pt.bottleneck = e.bottleneck;
            // [PERF]: algbw = size / time, GB/s = 10^9 B/s.
            pt.algbwGbytePerS = pt.seconds > 0.0 ? bytes / pt.seconds / 1e9 : 0.0;
            pt.busbwGbytePerS = pt.algbwGbytePerS * busBandwidthFactor(op, m.gpus);
            r.points.push_back(pt);
        }
    }
}

double ringSimpleNetLatencySeconds(const CollectiveModel &m)
{
    const int ring = static_cast<int>(NcclAlgorithm::Ring);
    const int simple = static_cast<int>(NcclProtocol::Simple);
    // As ncclmodel.cpp: the Simple protocol pays the switch path twice (the flush).
    return m.constants.netLatencyUs[ring][simple] * 1e-6 + 2.0 * m.hops * m.switchLatencySeconds;
}

Explanation ipPathExplanation(const CollectiveModel &m)
{
    return {QStringLiteral("efficiency"),
            tr("InfiniBand inside each unit, Ethernet between units: the job spans units, and "
               "InfiniBand verbs do not cross the InfiniBand-to-Ethernet gateways, which "
               "forward IP. NCCL runs one network transport for the whole job, so every "
               "network step goes over its socket transport (TCP): the network bandwidth is "
               "taken at %1 of line rate (assumption nccl-socket-efficiency), with no RDMA "
               "and no SHARP. A job inside one unit keeps InfiniBand.")
                .arg(num(m.efficiency, 3)),
            {{QStringLiteral("efficiency"), m.efficiency}}};
}

Explanation nvlinkExplanation(const CollectiveModel &m)
{
    const QString nvls = m.nvlsAlgbwGbytePerS > 0.0
                             ? tr("NVLink SHARP all-reduce at %1 GB/s algorithm bandwidth")
                                   .arg(num(m.nvlsAlgbwGbytePerS, 0))
                             : tr("no NVLink SHARP");
    return {QStringLiteral("nvlink-phase"),
            tr("Inside each NVLink domain of %1 GPUs: a ring at %2 GB/s bus bandwidth "
               "(assumption nvlink-busbw-*), %3; %4 domains exchange over the network. The "
               "NVLink hops and the network hops of an algorithm are one pipeline, so the "
               "slowest hop sets the bandwidth (NCCL 2.30 tuning model).")
                .arg(num(m.domainGpus), num(m.nvlinkGbytePerS), nvls, num(m.domains)),
            {{QStringLiteral("nvlink_gbyte_s"), m.nvlinkGbytePerS},
             {QStringLiteral("nvls_algbw_gbyte_s"), m.nvlsAlgbwGbytePerS},
             {QStringLiteral("domain_gpus"), static_cast<double>(m.domainGpus)},
             {QStringLiteral("domains"), static_cast<double>(m.domains)}}};
}

Explanation bandwidthExplanation(const CollectiveModel &m)
{
    const QString taper =
        m.taper <= 1.0 ? tr("the fabric has no taper")
        : m.crossesTaperedTier && m.randomPlacement
            ? tr("the job's nodes are placed at random (assumption job-placement-random = 1), so "
                 "rings, trees and all-to-all all cross the %1:1 taper and run at 1/%1 of the NIC "
                 "rate across it")
                  .arg(num(m.taper, 2))
        : m.crossesTaperedTier
            ? tr("all-to-all crosses the %1:1 taper because the job spans more than one leaf; "
                 "rings and trees placed rail-aligned stay on their rail and do not pay it")
                  .arg(num(m.taper, 2))
            : tr("the %1:1 taper is not crossed because the job fits under one leaf")
                  .arg(num(m.taper, 2));
    return {QStringLiteral("network-bandwidth"),
            tr("Each GPU reaches the network at %1 GB/s through its NIC, %2 GB/s after the "
               "efficiency of %3; each NVLink domain of %4 GPUs has %5 GB/s of NICs; %6. An "
               "all-to-all gets %7 GB/s per GPU (bisection share %8 GB/s).")
                .arg(num(m.nicGbytePerS, 1), num(m.nicEffectiveGbytePerS, 1), num(m.efficiency, 3),
                     num(m.domainGpus), num(m.nicEffectiveGbytePerS * m.domainGpus, 0), taper,
                     num(m.allToAllGbytePerS, 1), num(m.bisectionShareGbytePerS, 1)),
            {{QStringLiteral("nic_gbyte_s_per_gpu"), m.nicGbytePerS},
             {QStringLiteral("nic_effective_gbyte_s_per_gpu"), m.nicEffectiveGbytePerS},
             {QStringLiteral("bisection_share_gbyte_s_per_gpu"), m.bisectionShareGbytePerS},
             {QStringLiteral("all_to_all_gbyte_s_per_gpu"), m.allToAllGbytePerS}}};
}

Explanation latencyExplanation(const CollectiveModel &m)
{
    return {
        QStringLiteral("network-latency"),
        tr("A network step costs NCCL's %1 µs (Ring/Simple, assumption "
           "nccl-net-latency-ring-simple-us) plus %Ln switch hop(s) x %2 ns, twice for the "
           "Simple protocol (NCCL counts the network path again for the flush). A ring pays one "
           "step per domain, a tree or NVLSTree 2 x log2(%3) steps, so at small sizes NCCL "
           "picks a tree and the LL or LL128 protocol.",
           nullptr, m.hops)
            .arg(num(m.constants.netLatencyUs[1][2], 1), num(m.switchLatencySeconds * 1e9),
                 num(m.domains)),
        {{QStringLiteral("alpha_seconds"), ringSimpleNetLatencySeconds(m)},
         {QStringLiteral("hops"), static_cast<double>(m.hops)}}};
}

Explanation sharpExplanation(const CollectiveModel &m)
{
    return {QStringLiteral("sharp"),
            m.inNetworkReduction
                ? tr("The InfiniBand switches reduce in the network (SHARP, assumption "
                     "sharp-enabled): NCCL can use CollNet and NVLS across nodes, where each "
                     "domain sends its data once instead of twice and the latency does not "
                     "grow with the cluster. It needs the SHARP aggregation manager (UFM).")
                : tr("No in-network reduction: SHARP needs InfiniBand switches that support it "
                     "on the whole compute fabric and assumption sharp-enabled = 1."),
            {{QStringLiteral("in_network_reduction"), m.inNetworkReduction ? 1.0 : 0.0}}};
}

// Two domains: the tree sends each domain's data once, beating the ring's bound.
Explanation twoDomainExplanation()
{
    return {QStringLiteral("two-domain-tree"),
            tr("On two NVLink domains NCCL's tree (or NVLSTree) sends each domain's data over "
               "the network once instead of twice, so its bus bandwidth can exceed the NICs' "
               "ring bound. Beyond two domains this effect is gone: a 2-node pilot overstates "
               "larger clusters."),
            {}};
}

Explanation headline(const CollectivePoint &pt)
{
    const bool large = pt.bytes >= std::ldexp(1.0, 30);
    const QString id =
        large ? QStringLiteral("all-reduce-1gib-%1") : QStringLiteral("all-reduce-1mib-%1");
    return {id.arg(pt.gpus),
            tr("An all-reduce of %1 over %2 GPUs takes %3 ms with %4/%5 (%6 µs of it latency): "
               "%7 GB/s algorithm bandwidth, %8 GB/s bus bandwidth (nccl-tests definition); "
               "limited by %9.")
                .arg(large ? QStringLiteral("1 GiB") : QStringLiteral("1 MiB"), num(pt.gpus),
                     num(pt.seconds * 1e3, large ? 2 : 3), algorithmName(pt.algorithm),
                     protocolName(pt.protocol), num(pt.latencySeconds * 1e6, 1),
                     num(pt.algbwGbytePerS, 1), num(pt.busbwGbytePerS, 1))
                .arg(bottleneckText(pt.bottleneck)),
            {{QStringLiteral("gpus"), static_cast<double>(pt.gpus)},
             {QStringLiteral("seconds"), pt.seconds},
             {QStringLiteral("busbw_gbyte_s"), pt.busbwGbytePerS}}};
}

Explanation calibrationExplanation(const ScaleFit &f, const CollectiveModel &m,
                                   const Calibration &cal)
{
    return {QStringLiteral("calibrated"),
            tr("Collectives calibrated from measurement %1: with the algorithms NCCL would "
               "pick, %2 sizes fit best with a per-NIC efficiency of %3 % of line rate "
               "(catalogue: %4 %) and NCCL's latencies x %5 (RMS error %6 %).")
                .arg(cal.sourceFiles.join(QStringLiteral(", ")), num(f.points),
                     num(m.efficiency * 100.0), num(m.efficiency / f.bandwidth * 100.0),
                     num(f.latency, 2), num((std::exp(f.rmsLogError) - 1.0) * 100.0)),
            {{QStringLiteral("latency_scale"), f.latency},
             {QStringLiteral("bandwidth_scale"), f.bandwidth},
             {QStringLiteral("efficiency"), m.efficiency}}};
}

Explanation pilotExplanation(const ScaleFit &f, int domains)
{
    return {QStringLiteral("calibration-pilot"),
            tr("The calibrating runs span at most %Ln NVLink domain(s) while this cluster has "
               "%1: on two domains NCCL's tree sends each domain's data once, which the model "
               "separates from the per-NIC efficiency, but congestion and routing at scale "
               "are not in a small run. Treat the calibrated figures as optimistic until a "
               "run on more nodes confirms them.",
               nullptr, f.maxDomains)
                .arg(num(domains)),
            {{QStringLiteral("calibration_domains"), static_cast<double>(f.maxDomains)}}};
}

Explanation unmeasuredExplanation(const ScaleFit &f)
{
    QStringList what;
    if (!f.bandwidthMeasured)
        what << tr("the NICs' bandwidth (no run was limited by the network; NVLink set the "
                   "pace), so the catalogue's per-NIC efficiency stands");
    if (!f.latencyMeasured)
        what << tr("the latency (no run had small enough sizes), so NCCL's latencies stand");
    return {QStringLiteral("calibration-unmeasured"),
            tr("The calibrating runs do not measure %1.").arg(what.join(tr("; nor "))),
            {}};
}

void addCalibration(CollectiveResult &r, const ScaleFit &f, const CollectiveModel &cluster,
                    const Calibration &cal)
{
    r.calibrated = true;
    r.calibrationSource =
        tr("Calibrated from measurement: the per-NIC efficiency (x %1) and NCCL's latencies "
           "(x %2) scaled so that the model fits %3 sizes of %4.")
            .arg(num(f.bandwidth, 2), num(f.latency, 2), num(f.points),
                 cal.sourceFiles.join(QStringLiteral(", ")));
    r.latencyScale = f.latency;
    r.bandwidthScale = f.bandwidth;
    r.calibrationNodes = f.maxDomains;
    r.efficiencyAssumptionId = QStringLiteral("calibrated");
    r.explanations.push_back(calibrationExplanation(f, cluster, cal));
    if (!f.bandwidthMeasured || !f.latencyMeasured)
        r.explanations.push_back(unmeasuredExplanation(f));
    if (f.maxDomains <= 2 && cluster.domains > f.maxDomains)
        r.explanations.push_back(pilotExplanation(f, cluster.domains));
}

} // namespace

CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog,
                                    const BandwidthResult &bandwidth, int jobGpus,
                                    const NetworkAnalysis &network, const Calibration *calibration)
{
    CollectiveResult r;
    const long long clusterGpus = network.net.gpuCount();
    if (clusterGpus == 0) {
        r.explanations.push_back({QStringLiteral("no-compute-gpus"),
                                  tr("The design has no GPUs on a compute fabric, so no "
                                     "collective times are computed."),
                                  {}});
        return r;
    }
    if (jobGpus <= 0)
        jobGpus = project.workload.jobGpus;
    std::vector<int> scopes{static_cast<int>(clusterGpus)};
    if (jobGpus > 0 && jobGpus < clusterGpus)
        scopes.push_back(jobGpus);

    AssumptionReader reader(catalog);
    const Efficiency eff = technologyEfficiency(project, reader);
    ScaleFit fit;
    if (calibration && calibration->valid())
        fit = fitScales(project, reader, bandwidth, network, calibration->variant);
    const double ls = fit.ok ? fit.latency : 1.0;
    const double bs = fit.ok ? fit.bandwidth : 1.0;
    const CollectiveModel cluster =
        scaled(modelOf(project, reader, bandwidth, scopes.front(), network), ls, bs);
    for (int gpus : scopes) {
        r.jobModel = gpus == scopes.front()
                         ? cluster
                         : scaled(modelOf(project, reader, bandwidth, gpus, network), ls, bs);
        addPoints(r, r.jobModel);
    }
    r.alphaSeconds = ringSimpleNetLatencySeconds(cluster);
    r.networkGbytePerSPerGpu = cluster.nicEffectiveGbytePerS;
    r.efficiency = cluster.efficiency;
    r.efficiencyAssumptionId = eff.assumptionId;

    if (cluster.overIpGateways)
        r.efficiencyAssumptionId = QStringLiteral("nccl-socket-efficiency");
    if (fit.ok)
        addCalibration(r, fit, cluster, *calibration);
    else if (cluster.overIpGateways)
        r.explanations.push_back(ipPathExplanation(cluster));
    else
        r.explanations.push_back(
            {QStringLiteral("efficiency"), eff.text, {{QStringLiteral("efficiency"), eff.value}}});
    if (calibration && calibration->valid() && !fit.ok)
        r.explanations.push_back(
            {QStringLiteral("calibration-not-applied"),
             tr("The measurements do not calibrate the network: no run spans more than one "
                "NVLink domain with at least two sizes, so the catalogue's figures stand."),
             {}});
    r.explanations.push_back(nvlinkExplanation(cluster));
    if (cluster.domains > 1) {
        r.explanations.push_back(bandwidthExplanation(cluster));
        r.explanations.push_back(latencyExplanation(cluster));
        r.explanations.push_back(sharpExplanation(cluster));
    }
    if (cluster.domains == 2 ||
        (scopes.size() > 1 && (scopes.back() + cluster.domainGpus - 1) / cluster.domainGpus == 2))
        r.explanations.push_back(twoDomainExplanation());
    for (const CollectivePoint &pt : r.points)
        if (pt.op == CollectiveOp::AllReduce &&
            (pt.bytes == std::ldexp(1.0, 30) || pt.bytes == std::ldexp(1.0, 20)))
            r.explanations.push_back(headline(pt));
    r.used = reader.used();
    return r;
}

} // namespace fp
