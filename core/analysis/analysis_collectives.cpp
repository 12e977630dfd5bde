// SPDX-License-Identifier: GPL-3.0-or-later
// Collective times by a hierarchical alpha-beta model (docs/DESIGN.md section 5).
//
// Sources:
//  [TRG05] R. Thakur, R. Rabenseifner, W. Gropp, "Optimization of Collective
//          Communication Operations in MPICH", IJHPCA 19(1), 2005: ring all-reduce
//          T = 2(p-1)a + 2(p-1)/p n b; ring all-gather / reduce-scatter
//          T = (p-1)a + (p-1)/p n b; pairwise-exchange all-to-all T = (p-1)a + (p-1)/p n b
//          (n the bytes of one process's buffer, b = 1/B the time per byte).
//  [NCCL]  nvidia/nccl-tests doc/PERFORMANCE.md: algbw = size / time; busbw = algbw x
//          2(n-1)/n for all-reduce, x (n-1)/n for all-gather, reduce-scatter, all-to-all;
//          GB/s = 10^9 B/s. "size" is the whole buffer (all-gather: the output).
//
// Hierarchical form (the two-level scheme NCCL and MPI use on NVLink + network
// clusters): p GPUs in D = ceil(p/g) NVLink domains of g GPUs. GPU j of every domain
// sits on rail j, so the D GPUs of one rail form the network ring and the g rails run
// in parallel, each carrying 1/g of the data.
//  all-reduce      = reduce-scatter in the domain, all-reduce of n/g between the
//                    domains over the rails, all-gather in the domain:
//     T = 2(g-1) a_nv + 2(g-1)/g n/B_nv  +  2(D-1) a + 2(D-1)/D (n/g)/B
//  all-gather      = all-gather of the n/p pieces between the domains over the rails
//                    (each GPU ends with n/g), then all-gather in the domain:
//     T = (g-1) a_nv + (g-1)/g n/B_nv  +  (D-1) a + (D-1)/D (n/g)/B
//  reduce-scatter  = the same steps in reverse order, same T.
//  all-to-all      = pairwise exchange: (g-1) partners over NVLink, (p-g) over the network:
//     T = (g-1) a_nv + (g-1)/p n/B_nv  +  (p-g) a + (p-g)/p n/B_a2a
// With g = 1 these are exactly the [TRG05] flat forms, so busbw [NCCL] equals B.
// B_nv is the effective NVLink bus bandwidth (assumption nvlink-busbw-*), which already
// is a busbw: the time of a ring step at it is what nccl-tests measures in one node.
// The phases are added, not overlapped: an upper bound on the time (NCCL pipelines
// them partly), stated in the explanation.
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
            const QString id = QStringLiteral("roce-efficiency-") + roceTuningKey(f.roceTuning);
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
        }
        if (!any || e.value < best.value)
            best = e;
        any = true;
    }
    return best;
}

} // namespace

double busBandwidthFactor(CollectiveOp op, int gpus)
{
    // [NCCL] doc/PERFORMANCE.md (model/collective.h); a single GPU moves nothing.
    return gpus <= 1 ? 0.0 : collectiveBusFactor(collectiveKey(op), gpus);
}

std::vector<double> collectiveSizesBytes()
{
    std::vector<double> sizes;
    for (int e = 20; e <= 34; ++e) // 1 MiB .. 16 GiB
        sizes.push_back(std::ldexp(1.0, e));
    return sizes;
}

double collectiveSeconds(CollectiveOp op, double bytes, const CollectiveModel &m)
{
    // Formulas and sources: see the comment at the top of this file.
    if (m.gpus <= 1)
        return 0.0;
    const double p = m.gpus;
    const double g = m.domainGpus;
    const double d = m.domains;
    const double bNv = m.nvlinkGbytePerS * 1e9; // B/s
    const bool network = m.domains > 1;
    const bool nvlink = m.domainGpus > 1; // (avoid 0 x infinity when a rate is unknown)
    // No bandwidth at all (a disconnected fabric): the collective never completes.
    auto over = [](double b, double rate) {
        return rate > 0.0 ? b / rate : std::numeric_limits<double>::infinity();
    };
    double t = 0.0;
    switch (op) {
    case CollectiveOp::AllReduce:
        if (nvlink)
            t = 2.0 * (g - 1.0) * m.nvlinkAlphaSeconds + 2.0 * (g - 1.0) / g * over(bytes, bNv);
        if (network)
            t += 2.0 * (d - 1.0) * m.alphaSeconds +
                 2.0 * (d - 1.0) / d * over(bytes / g, m.ringGbytePerS * 1e9);
        break;
    case CollectiveOp::AllGather:
    case CollectiveOp::ReduceScatter:
        if (nvlink)
            t = (g - 1.0) * m.nvlinkAlphaSeconds + (g - 1.0) / g * over(bytes, bNv);
        if (network)
            t +=
                (d - 1.0) * m.alphaSeconds + (d - 1.0) / d * over(bytes / g, m.ringGbytePerS * 1e9);
        break;
    case CollectiveOp::AllToAll:
        if (nvlink)
            t = (g - 1.0) * m.nvlinkAlphaSeconds + (g - 1.0) / p * over(bytes, bNv);
        if (network)
            t += (p - g) * m.alphaSeconds + (p - g) / p * over(bytes, m.allToAllGbytePerS * 1e9);
        break;
    }
    return t;
}

namespace {

// collectiveModel() with the project's network analysis at hand.
CollectiveModel modelOf(const Project &project, AssumptionReader &reader,
                        const BandwidthResult &bandwidth, int gpus, const NetworkAnalysis &network)
{
    CollectiveModel m;
    const ComputeNetwork &net = network.net;
    const long long clusterGpus = net.gpuCount();
    m.gpus = gpus;
    if (gpus <= 0 || clusterGpus == 0)
        return m;
    m.domainGpus = std::clamp(bandwidth.nvlinkDomainGpus, 1, gpus);
    m.domains = (gpus + m.domainGpus - 1) / m.domainGpus;

    QString nvId;
    m.nvlinkGbytePerS = nvlinkBusbw(reader, mainGpu(net, reader), &nvId);
    // Latency assumptions: nic-latency-ns is one NIC traversal; a message crosses two
    // (its source gives "two NICs and one switch hop ~1 us").
    const double softwareUs = reader.valueOr(QStringLiteral("software-latency-us"), 0.0);
    m.softwareLatencySeconds = softwareUs * 1e-6;
    m.nvlinkAlphaSeconds = m.softwareLatencySeconds;
    m.nicLatencySeconds = 2.0 * reader.valueOr(QStringLiteral("nic-latency-ns"), 0.0) * 1e-9;
    double switchNs = 0.0;
    for (const SwitchType *st : net.switchType) {
        if (st && st->latencyNs.known)
            switchNs = std::max(switchNs, st->latencyNs.value);
    }
    m.switchLatencySeconds = switchNs * 1e-9;
    m.hops = std::max(1, 2 * net.tiers - 1); // worst path: up to the top tier and down
    m.alphaSeconds =
        m.nicLatencySeconds + m.hops * m.switchLatencySeconds + m.softwareLatencySeconds;

    // Bottleneck per GPU, GB/s: the NIC rails, the bisection share (2W/N: what each of
    // the N/2 GPUs on one side gets when all send across the cut), the taper.
    m.nicGbytePerS = bandwidth.injectionGbitPerSPerGpu / 8.0;
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
    const int jobNodes = static_cast<int>(std::ceil(gpus / gpusPerNode));
    m.crossesTaperedTier = m.domains > 1 && jobNodes > nodesUnderOneLeaf(net);
    m.efficiency = technologyEfficiency(project, reader).value;
    const double tapered = m.crossesTaperedTier ? m.nicGbytePerS / m.taper : m.nicGbytePerS;
    // Ring traffic runs between neighbours; it meets the taper (docs/DESIGN.md section 4:
    // "bandwidth that crosses the tapered tier is divided by r") once the ring leaves a
    // leaf, conservatively for every hop (placement not topology-aware).
    m.ringGbytePerS = tapered * m.efficiency;
    // All-to-all sends half its traffic across any bisection.
    m.allToAllGbytePerS = std::min(tapered, m.bisectionShareGbytePerS) * m.efficiency;
    return m;
}

} // namespace

CollectiveModel collectiveModel(const Project &project, const Catalog &catalog,
                                const BandwidthResult &bandwidth, int gpus)
{
    AssumptionReader reader(catalog);
    return modelOf(project, reader, bandwidth, gpus, analyzeNetwork(project, catalog));
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

// The per-GPU bandwidths of the calibrated model: the fitted B with the design's taper
// and, for all-to-all, its bisection share relative to the tapered NIC rate.
double calibratedRingGbytePerS(const CollectiveModel &m, const Calibration &cal)
{
    return m.crossesTaperedTier ? cal.busGbytePerS / m.taper : cal.busGbytePerS;
}

double calibratedAllToAllGbytePerS(const CollectiveModel &m, const Calibration &cal)
{
    const double tapered = m.crossesTaperedTier ? m.nicGbytePerS / m.taper : m.nicGbytePerS;
    const double ring = calibratedRingGbytePerS(m, cal);
    if (tapered <= 0.0)
        return ring;
    return ring * std::min(1.0, m.bisectionShareGbytePerS / tapered);
}

// collectiveSeconds() with the calibrated figures (see analysis_collectives.h).
double calibratedSeconds(CollectiveOp op, double bytes, const CollectiveModel &m,
                         const Calibration &cal)
{
    if (m.domains <= 1)
        return collectiveSeconds(op, bytes, m); // within one NVLink domain
    const QString key = collectiveKey(op);
    const double steps = alphaBetaLatencySteps(key, m.gpus);
    const double factor = alphaBetaBandwidthFactor(key, m.gpus);
    const double b = (op == CollectiveOp::AllToAll ? calibratedAllToAllGbytePerS(m, cal)
                                                   : calibratedRingGbytePerS(m, cal)) *
                     1e9;
    if (b <= 0.0)
        return std::numeric_limits<double>::infinity();
    return steps * cal.alphaSeconds + factor * bytes / b;
}

} // namespace

CollectiveResult analyzeCollectives(const Project &project, const Catalog &catalog,
                                    const BandwidthResult &bandwidth, int jobGpus,
                                    const NetworkAnalysis &network, const Calibration *calibration)
{
    CollectiveResult r;
    const Calibration *cal = calibration && calibration->valid() ? calibration : nullptr;
    const long long clusterGpus = network.net.gpuCount();
    if (clusterGpus == 0) {
        r.explanations.push_back(
            {QStringLiteral("no-compute-gpus"),
             QCoreApplication::translate("fp::Collectives",
                                         "The design has no GPUs on a compute fabric, so no "
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
    r.efficiency = eff.value;
    r.efficiencyAssumptionId = eff.assumptionId;
    const CollectiveModel cluster = modelOf(project, reader, bandwidth, scopes.front(), network);
    r.alphaSeconds = cluster.alphaSeconds;
    r.networkGbytePerSPerGpu = cluster.ringGbytePerS;

    const std::vector<double> sizes = collectiveSizesBytes();
    const CollectiveOp ops[] = {CollectiveOp::AllReduce, CollectiveOp::AllGather,
                                CollectiveOp::ReduceScatter, CollectiveOp::AllToAll};
    for (int gpus : scopes) {
        const CollectiveModel m =
            gpus == scopes.front() ? cluster : modelOf(project, reader, bandwidth, gpus, network);
        for (CollectiveOp op : ops) {
            for (double bytes : sizes) {
                CollectivePoint pt;
                pt.op = op;
                pt.bytes = bytes;
                pt.gpus = gpus;
                pt.seconds =
                    cal ? calibratedSeconds(op, bytes, m, *cal) : collectiveSeconds(op, bytes, m);
                // [NCCL]: algbw = size / time, GB/s = 10^9 B/s.
                pt.algbwGbytePerS = pt.seconds > 0.0 ? bytes / pt.seconds / 1e9 : 0.0;
                pt.busbwGbytePerS = pt.algbwGbytePerS * busBandwidthFactor(op, gpus);
                r.points.push_back(pt);
            }
        }
    }

    if (cal) {
        r.calibrated = true;
        r.calibrationSource = cal->source;
        r.alphaSeconds = cal->alphaSeconds;
        r.networkGbytePerSPerGpu = calibratedRingGbytePerS(cluster, *cal);
        r.efficiency = cal->efficiency;
        r.efficiencyAssumptionId = QStringLiteral("calibrated");
        const QString files = cal->sourceFiles.join(QStringLiteral(", "));
        const QString rate =
            cal->efficiency > 0.0
                ? QCoreApplication::translate("fp::Collectives", " (%1 % of line rate)")
                      .arg(num(cal->efficiency * 100.0))
                : QString();
        r.explanations.push_back(
            {QStringLiteral("calibrated"),
             QCoreApplication::translate(
                 "fp::Collectives",
                 "Network collectives calibrated from measurement %1, fitted a = %2 µs, B = %3 "
                 "GB/s%4: they replace the catalog's efficiency and latency assumptions, "
                 "T = steps x a + factor x size / B (Thakur, Rabenseifner, Gropp 2005).")
                 .arg(files, num(cal->alphaSeconds * 1e6, 2), num(cal->busGbytePerS, 1), rate),
             {{QStringLiteral("alpha_seconds"), cal->alphaSeconds},
              {QStringLiteral("busbw_gbyte_s"), cal->busGbytePerS},
              {QStringLiteral("efficiency"), cal->efficiency}}});
        if (cluster.domains > 1) {
            QString design;
            if (cluster.crossesTaperedTier)
                design =
                    QCoreApplication::translate(
                        "fp::Collectives",
                        "The design's %1:1 taper divides the calibrated bandwidth to %2 GB/s "
                        "per GPU because the job spans more than one leaf.")
                        .arg(num(cluster.taper, 2), num(calibratedRingGbytePerS(cluster, *cal), 1));
            const double a2a = calibratedAllToAllGbytePerS(cluster, *cal);
            if (a2a < calibratedRingGbytePerS(cluster, *cal))
                design += (design.isEmpty() ? QString() : QStringLiteral(" ")) +
                          QCoreApplication::translate(
                              "fp::Collectives",
                              "The design's bisection limits an all-to-all to %1 GB/s per GPU.")
                              .arg(num(a2a, 1));
            if (!design.isEmpty())
                r.explanations.push_back({QStringLiteral("calibrated-design"),
                                          design,
                                          {{QStringLiteral("ring_gbyte_s_per_gpu"),
                                            calibratedRingGbytePerS(cluster, *cal)},
                                           {QStringLiteral("all_to_all_gbyte_s_per_gpu"), a2a}}});
        }
    } else {
        r.explanations.push_back(
            {QStringLiteral("efficiency"), eff.text, {{QStringLiteral("efficiency"), eff.value}}});
    }
    if (cluster.domains > 1 && !cal) {
        r.explanations.push_back(
            {QStringLiteral("network-latency"),
             QCoreApplication::translate(
                 "fp::Collectives",
                 "Each network step costs a = 2 NICs x %1 ns + %2 switch hops x %3 ns + %4 us "
                 "of software = %5 us (assumptions nic-latency-ns, software-latency-us and the "
                 "switches' latency).")
                 .arg(num(cluster.nicLatencySeconds / 2.0 * 1e9), num(cluster.hops),
                      num(cluster.switchLatencySeconds * 1e9),
                      num(cluster.softwareLatencySeconds * 1e6, 1),
                      num(cluster.alphaSeconds * 1e6, 2)),
             {{QStringLiteral("alpha_seconds"), cluster.alphaSeconds},
              {QStringLiteral("hops"), static_cast<double>(cluster.hops)}}});
        r.explanations.push_back(
            {QStringLiteral("network-bandwidth"),
             QCoreApplication::translate(
                 "fp::Collectives",
                 "Each GPU reaches the network at %1 GB/s through its rail; the bisection "
                 "leaves %2 GB/s per GPU; %3 After the efficiency of %4 a ring step runs at "
                 "%5 GB/s and an all-to-all at %6 GB/s per GPU.")
                 .arg(num(cluster.nicGbytePerS, 1), num(cluster.bisectionShareGbytePerS, 1),
                      cluster.taper <= 1.0 ? QCoreApplication::translate("fp::Collectives",
                                                                         "the fabric has no taper.")
                      : cluster.crossesTaperedTier
                          ? QCoreApplication::translate("fp::Collectives",
                                                        "the %1:1 taper divides it by %1 because "
                                                        "the job spans more than one leaf.")
                                .arg(num(cluster.taper, 2))
                          : QCoreApplication::translate("fp::Collectives",
                                                        "the %1:1 taper does not apply because "
                                                        "the job fits under one leaf.")
                                .arg(num(cluster.taper, 2)),
                      num(cluster.efficiency, 3), num(cluster.ringGbytePerS, 1),
                      num(cluster.allToAllGbytePerS, 1)),
             {{QStringLiteral("nic_gbyte_s_per_gpu"), cluster.nicGbytePerS},
              {QStringLiteral("bisection_share_gbyte_s_per_gpu"), cluster.bisectionShareGbytePerS},
              {QStringLiteral("ring_gbyte_s_per_gpu"), cluster.ringGbytePerS},
              {QStringLiteral("all_to_all_gbyte_s_per_gpu"), cluster.allToAllGbytePerS}}});
    }
    r.explanations.push_back(
        {QStringLiteral("nvlink-phase"),
         QCoreApplication::translate(
             "fp::Collectives",
             "Inside each NVLink domain of %1 GPUs the collective runs at %2 GB/s bus bandwidth "
             "per GPU with %3 us per step; %4 domains then exchange over the network. The two "
             "phases are added, so the times are an upper bound.")
             .arg(num(cluster.domainGpus), num(cluster.nvlinkGbytePerS),
                  num(cluster.nvlinkAlphaSeconds * 1e6, 1), num(cluster.domains)),
         {{QStringLiteral("nvlink_gbyte_s"), cluster.nvlinkGbytePerS},
          {QStringLiteral("domain_gpus"), static_cast<double>(cluster.domainGpus)},
          {QStringLiteral("domains"), static_cast<double>(cluster.domains)}}});

    // One headline point per scope: all-reduce of 1 GiB.
    for (int gpus : scopes) {
        for (const CollectivePoint &pt : r.points) {
            if (pt.gpus != gpus || pt.op != CollectiveOp::AllReduce ||
                pt.bytes != std::ldexp(1.0, 30))
                continue;
            r.explanations.push_back(
                {QStringLiteral("all-reduce-1gib-%1").arg(gpus),
                 QCoreApplication::translate(
                     "fp::Collectives",
                     "An all-reduce of 1 GiB over %1 GPUs takes %2 ms: %3 GB/s algorithm "
                     "bandwidth, %4 GB/s bus bandwidth (nccl-tests definition).")
                     .arg(num(gpus), num(pt.seconds * 1e3, 2), num(pt.algbwGbytePerS, 1),
                          num(pt.busbwGbytePerS, 1)),
                 {{QStringLiteral("gpus"), static_cast<double>(gpus)},
                  {QStringLiteral("seconds"), pt.seconds},
                  {QStringLiteral("busbw_gbyte_s"), pt.busbwGbytePerS}}});
        }
    }
    r.used = reader.used();
    return r;
}

} // namespace fp
