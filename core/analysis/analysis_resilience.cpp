// SPDX-License-Identifier: GPL-3.0-or-later
// Resilience analysis (docs/DESIGN.md section 5). Definitions in analysis_resilience.h.
//
// Failures tried: every switch and every link of the model at its first and its last
// repetition (all instances of a generated tier are equivalent; the last one differs
// in partial builds), then one per distinct shape (tier, attached ports and
// capacities), so a 16,384-GPU fabric needs a handful of flows, not thousands. A link
// failure takes one link out of its bundle. The worst failure is the one that cuts
// off the most GPUs, then stops a job, then loses the most bandwidth: the bandwidth
// lost (a maximum flow) is computed only for the failures that tie with the worst on
// the first two, all over one flow graph (FlowSolver).
#include "analysis/analysis_resilience.h"

#include "analysis/wording.h"

#include "analysis/analysis_bandwidth.h"
#include "analysis/assumptionreader.h"
#include "text/i18n.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <numeric>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>

namespace fp {

namespace {

struct UnionFind {
    std::vector<int> parent;
    explicit UnionFind(int n)
        : parent(n)
    {
        std::iota(parent.begin(), parent.end(), 0);
    }
    int find(int x)
    {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
    void unite(int a, int b) { parent[find(a)] = find(b); }
};

// Switch components over the trunks that still carry a link.
UnionFind components(const ComputeNetwork &net, const NetworkFailure &f)
{
    UnionFind uf(net.switchCount());
    for (int t = 0; t < net.trunkCount(); ++t) {
        if (net.trunkLower[t] == f.switchIndex || net.trunkUpper[t] == f.switchIndex)
            continue;
        if (t == f.trunkIndex && net.trunkBundle[t] <= 1)
            continue;
        uf.unite(net.trunkLower[t], net.trunkUpper[t]);
    }
    return uf;
}

// A node's NIC after a failure: whether it had ports in the network, keeps one, lost one.
struct NicState {
    bool hadPorts = false;
    bool alive = false;
    bool lostAny = false;
};

struct Evaluated {
    FailureImpact impact;
    long long portsLost = 0;
    QString what;
};

class Analyzer
{
public:
    // Without the network's cuts: GPUs cut off and injection lost only (evaluateCutOff()).
    explicit Analyzer(const ComputeNetwork &net)
        : m_net(net)
    {
        UnionFind base = components(net, {});
        m_baseComponent.resize(net.switchCount());
        for (int s = 0; s < net.switchCount(); ++s)
            m_baseComponent[s] = base.find(s);
        // The ports of each node, in port order (counting sort by node).
        m_nodePortsStart.assign(static_cast<std::size_t>(net.nodeCount()) + 1, 0);
        for (int q = 0; q < net.portCount(); ++q)
            ++m_nodePortsStart[net.portNode[q] + 1];
        for (int n = 0; n < net.nodeCount(); ++n)
            m_nodePortsStart[n + 1] += m_nodePortsStart[n];
        m_nodePorts.resize(net.portCount());
        std::vector<int> next(m_nodePortsStart.begin(), m_nodePortsStart.end() - 1);
        for (int q = 0; q < net.portCount(); ++q)
            m_nodePorts[next[net.portNode[q]]++] = q;
        m_totalInjection = net.totalInjectionGbitPerS();
    }

    explicit Analyzer(const NetworkAnalysis &network)
        : Analyzer(network.net)
    {
        m_solver = network.solver ? network.solver : std::make_shared<FlowSolver>(network.net);
        // The cut that gives the bisection is the one failures are measured on.
        for (std::size_t i = 0; i < network.cuts.size(); ++i) {
            const double flow = network.cutFlowsGbitPerS[i];
            if (m_cut.empty() || flow < m_bisection) {
                m_bisection = flow;
                m_cut = network.cuts[i].side;
            }
        }
    }

    // Everything but the bisection lost (bandwidthLostFraction is the injection lost
    // so far); `lost` receives the ports lost.
    Evaluated evaluateCutOff(const NetworkFailure &f, std::vector<char> &lost) const
    {
        Evaluated ev;
        // Ports lost: on the failed switch, the failed single link, or cut off from the
        // largest surviving part of the component they belonged to.
        const std::vector<int> mainPart = mainParts(f);
        lost.assign(m_net.portCount(), 0);
        double injectionLost = 0.0;
        for (int q = 0; q < m_net.portCount(); ++q) {
            const int s = m_net.portSwitch[q];
            const bool dead = s == f.switchIndex ||
                              (q == f.portIndex && m_net.portBundle[q] <= 1) || mainPart[s] == 0;
            if (dead) {
                lost[q] = 1;
                ++ev.portsLost;
                injectionLost += m_net.portCapacityGbitPerS(q);
            } else if (q == f.portIndex) {
                injectionLost += m_net.portGbitPerS[q]; // one link of the bundle
            }
        }

        // GPUs cut off: NIC -> alive if any of its ports survives.
        std::vector<int> touched;
        {
            std::vector<char> seen(m_net.nodeCount(), 0);
            for (int q = 0; q < m_net.portCount(); ++q) {
                const int n = m_net.portNode[q];
                if (lost[q] && !seen[n]) {
                    seen[n] = 1;
                    touched.push_back(n);
                }
            }
        }
        for (int n : touched) {
            std::map<int, NicState> nic;
            for (int i = m_nodePortsStart[n]; i < m_nodePortsStart[n + 1]; ++i) {
                const int q = m_nodePorts[i];
                NicState &st = nic[m_net.portNic[q]];
                st.hadPorts = true;
                st.alive = st.alive || !lost[q];
                st.lostAny = st.lostAny || lost[q];
            }
            const int gpus = m_net.nodeGpus[n];
            const NodeTypeSpec *nt = m_net.nodeType[n];
            const int nics = nt && nt->nicCount > 0 ? nt->nicCount : std::max<int>(1, nic.size());
            for (int j = 0; j < gpus; ++j) {
                // The NICs serving GPU j (rails of NodeTypeSpec: NIC i serves GPU i when
                // counts match; otherwise evenly).
                bool served = false;
                bool hadAny = false;
                bool lostAny = false;
                for (int i = 0; i < nics; ++i) {
                    const bool serves = nics <= gpus ? i == j * nics / gpus : i * gpus / nics == j;
                    auto it = nic.find(i);
                    if (!serves || it == nic.end())
                        continue;
                    hadAny = hadAny || it->second.hadPorts;
                    served = served || it->second.alive;
                    lostAny = lostAny || it->second.lostAny;
                }
                if (hadAny && !served)
                    ++ev.impact.gpusCutOff;
                else if (lostAny && served)
                    ++ev.impact.gpusOnFailover;
            }
        }
        ev.impact.jobSurvives = ev.impact.gpusCutOff == 0;
        ev.impact.bandwidthLostFraction =
            m_totalInjection > 0.0 ? injectionLost / m_totalInjection : 0.0;
        return ev;
    }

    // The whole impact: with the bisection lost (the maximum flow over the bisection's
    // cut without the lost ports and the failed part).
    Evaluated evaluate(const NetworkFailure &f)
    {
        std::vector<char> lost;
        Evaluated ev = evaluateCutOff(f, lost);
        const double injFraction = ev.impact.bandwidthLostFraction;
        double bisectionLost = 0.0;
        if (m_bisection > 0.0) {
            std::vector<std::int8_t> side = m_cut;
            for (int q = 0; q < m_net.portCount(); ++q) {
                if (lost[q])
                    side[q] = -1;
            }
            NetworkFailure flowFailure = f;
            if (f.portIndex >= 0 && lost[f.portIndex])
                flowFailure.portIndex = -1; // already left out
            const double flow = m_solver->maxFlowGbitPerS(side, flowFailure);
            bisectionLost = std::max(0.0, 1.0 - flow / m_bisection);
        }
        ev.impact.bandwidthLostFraction = std::max(injFraction, bisectionLost);
        return ev;
    }

private:
    // Per switch: 1 when it is in the largest surviving part (by ports) of the
    // component it belonged to before the failure, else 0.
    std::vector<int> mainParts(const NetworkFailure &f) const
    {
        const int switches = m_net.switchCount();
        UnionFind after = components(m_net, f);
        std::vector<int> root(switches);
        for (int s = 0; s < switches; ++s)
            root[s] = after.find(s);
        std::vector<long long> ports(switches, 0); // surviving part (root) -> ports
        for (int q = 0; q < m_net.portCount(); ++q) {
            const int s = m_net.portSwitch[q];
            if (s != f.switchIndex)
                ++ports[root[s]];
        }
        // The part with the most ports of each component (parts only split components:
        // a part's root lies in the component of its switches).
        std::vector<int> best(switches, -1); // base component -> part
        bool tie = false;
        for (int r = 0; r < switches; ++r) {
            if (ports[r] == 0)
                continue;
            int &b = best[m_baseComponent[r]];
            if (b < 0 || ports[r] > ports[b])
                b = r;
            else if (ports[r] == ports[b])
                tie = true;
        }
        if (tie)
            return mainPartsTied(f, after);
        std::vector<int> main(switches, 0);
        for (int s = 0; s < switches; ++s)
            main[s] = best[m_baseComponent[s]] == root[s] ? 1 : 0;
        return main;
    }

    // mainParts() when two parts of a component have as many ports: the first of them
    // in the iteration order of the hash maps below decides, as it always has.
    std::vector<int> mainPartsTied(const NetworkFailure &f, UnionFind &after) const
    {
        std::unordered_map<int, std::unordered_map<int, long long>> portsIn; // base -> new -> ports
        for (int q = 0; q < m_net.portCount(); ++q) {
            const int s = m_net.portSwitch[q];
            if (s != f.switchIndex)
                ++portsIn[m_baseComponent[s]][after.find(s)];
        }
        std::unordered_map<int, int> mainPart; // base component -> surviving part
        for (const auto &[base, parts] : portsIn) {
            const auto best =
                std::max_element(parts.begin(), parts.end(),
                                 [](const auto &a, const auto &b) { return a.second < b.second; });
            mainPart[base] = best->first;
        }
        std::vector<int> main(m_net.switchCount(), 0);
        for (int s = 0; s < m_net.switchCount(); ++s) {
            const auto it = mainPart.find(m_baseComponent[s]);
            main[s] = it != mainPart.end() && after.find(s) == it->second ? 1 : 0;
        }
        return main;
    }

    const ComputeNetwork &m_net;
    std::shared_ptr<FlowSolver> m_solver;
    std::vector<int> m_baseComponent;
    std::vector<int> m_nodePortsStart; // node n: m_nodePorts[start[n] .. start[n + 1])
    std::vector<int> m_nodePorts;
    double m_totalInjection = 0.0;
    double m_bisection = 0.0;
    std::vector<std::int8_t> m_cut;
};

// The order of failures for a job over the whole cluster: GPUs cut off, then whether the
// job stops, then the GPUs left on port failover (the job then depends on an untested
// NCCL feature and runs at the pace of its halved ranks: board review, a spine's 0.8 % of
// the bandwidth was named the worst beside a leaf's 128 GPUs on failover), then the
// bandwidth lost.
bool worse(const FailureImpact &a, const FailureImpact &b)
{
    return std::make_tuple(a.gpusCutOff, !a.jobSurvives, a.gpusOnFailover,
                           a.bandwidthLostFraction) >
           std::make_tuple(b.gpusCutOff, !b.jobSurvives, b.gpusOnFailover, b.bandwidthLostFraction);
}

// A failure to try, the object that fails and how the explanation names it.
struct Candidate {
    NetworkFailure failure;
    Id subject = NoId;
    QString what;
};

// The worst of `candidates` (worse(); the first of equals): its index, -1 when there
// are none, with its impact in *worst. The order is GPUs cut off, then whether a job
// survives, then the GPUs on port failover, then the bandwidth lost; only candidates
// that tie on the first three with the worst need the bandwidth lost, which takes a
// maximum flow, so the others are left at their GPUs cut off.
int worstOf(Analyzer &analyzer, const std::vector<Candidate> &candidates, FailureImpact *worst)
{
    std::vector<FailureImpact> cutOff;
    cutOff.reserve(candidates.size());
    std::vector<char> lost;
    for (const Candidate &c : candidates)
        cutOff.push_back(analyzer.evaluateCutOff(c.failure, lost).impact);
    const auto key = [](const FailureImpact &f) {
        return std::make_tuple(f.gpusCutOff, !f.jobSurvives, f.gpusOnFailover);
    };
    std::tuple<long long, bool, long long> top{-1, false, -1};
    for (const FailureImpact &f : cutOff)
        top = std::max(top, key(f));
    int index = -1;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (key(cutOff[i]) != top)
            continue;
        Evaluated ev = analyzer.evaluate(candidates[i].failure);
        ev.impact.subject = candidates[i].subject;
        if (index < 0 || worse(ev.impact, *worst)) {
            *worst = ev.impact;
            index = static_cast<int>(i);
        }
    }
    // The most GPUs any of these failures leaves on port failover (a spine's failure,
    // the worst by bandwidth, leaves none; a leaf's does), and which failure that is.
    if (index >= 0)
        for (std::size_t i = 0; i < candidates.size(); ++i)
            if (cutOff[i].gpusOnFailover > worst->gpusOnFailover ||
                (cutOff[i].gpusOnFailover > 0 && static_cast<int>(i) == index &&
                 cutOff[i].gpusOnFailover == worst->gpusOnFailover)) {
                worst->gpusOnFailover = cutOff[i].gpusOnFailover;
                worst->failoverSubject = candidates[i].subject;
            }
    return index;
}

// First and last repetition of each model object among `count` instances.
template <typename IdOf, typename InstanceOf>
std::vector<int> firstAndLast(int count, IdOf idOf, InstanceOf instanceOf)
{
    std::unordered_map<Id, std::pair<int, int>> range; // id -> (index of min, index of max)
    for (int i = 0; i < count; ++i) {
        auto [it, inserted] = range.emplace(idOf(i), std::make_pair(i, i));
        if (!inserted) {
            if (instanceOf(i) < instanceOf(it->second.first))
                it->second.first = i;
            if (instanceOf(i) > instanceOf(it->second.second))
                it->second.second = i;
        }
    }
    std::vector<int> out;
    for (const auto &[id, r] : range) {
        out.push_back(r.first);
        if (r.second != r.first)
            out.push_back(r.second);
    }
    std::sort(out.begin(), out.end());
    return out;
}

// analyzeResilience() in its steps: the switch failures and the link failures to try
// (one per shape), the free ports, then the explanations.

// Switch failures: first and last repetition of each switch, one per shape (tier,
// attached ports and their capacity, capacity up and down).
std::vector<Candidate> switchFailures(const ComputeNetwork &net)
{
    std::vector<double> portCapOf(net.switchCount(), 0.0), upCap(net.switchCount(), 0.0),
        downCap(net.switchCount(), 0.0);
    std::vector<int> portsOf(net.switchCount(), 0);
    for (int q = 0; q < net.portCount(); ++q) {
        portCapOf[net.portSwitch[q]] += net.portCapacityGbitPerS(q);
        ++portsOf[net.portSwitch[q]];
    }
    for (int t = 0; t < net.trunkCount(); ++t) {
        upCap[net.trunkLower[t]] += net.trunkCapacityGbitPerS(t);
        downCap[net.trunkUpper[t]] += net.trunkCapacityGbitPerS(t);
    }
    std::set<std::tuple<int, int, double, double, double>> seenSwitch;
    std::vector<Candidate> failures;
    for (int s : firstAndLast(
             net.switchCount(), [&](int i) { return net.switchModelId[i]; },
             [&](int i) { return net.switchInstance[i]; })) {
        if (!seenSwitch.emplace(net.switchTier[s], portsOf[s], portCapOf[s], upCap[s], downCap[s])
                 .second)
            continue;
        NetworkFailure f;
        f.switchIndex = s;
        failures.push_back({f, net.switchModelId[s], {}});
    }
    return failures;
}

// Link failures: endpoint links and switch-to-switch links, one per shape (kind,
// tier, bundle, speed).
std::vector<Candidate> linkFailures(const ComputeNetwork &net)
{
    std::set<std::tuple<int, int, int, double>> seenLink; // kind, tier, bundle, speed
    std::vector<Candidate> failures;
    for (int q : firstAndLast(
             net.portCount(), [&](int i) { return net.portLinkId[i]; },
             [&](int i) { return net.portInstance[i]; })) {
        if (!seenLink
                 .emplace(0, net.switchTier[net.portSwitch[q]], net.portBundle[q],
                          net.portGbitPerS[q])
                 .second)
            continue;
        NetworkFailure f;
        f.portIndex = q;
        failures.push_back(
            {f, net.portLinkId[q],
             QCoreApplication::translate("fp::Resilience", "a node-to-switch link")});
    }
    for (int t : firstAndLast(
             net.trunkCount(), [&](int i) { return net.trunkLinkId[i]; },
             [&](int i) { return net.trunkInstance[i]; })) {
        if (!seenLink
                 .emplace(1, net.switchTier[net.trunkLower[t]], net.trunkBundle[t],
                          net.trunkGbitPerS[t])
                 .second)
            continue;
        NetworkFailure f;
        f.trunkIndex = t;
        failures.push_back(
            {f, net.trunkLinkId[t],
             QCoreApplication::translate("fp::Resilience", "a switch-to-switch link")});
    }
    return failures;
}

// Free ports: per switch instance, the ports at its link speed minus those used.
long long freeSwitchPorts(const ComputeNetwork &net)
{
    std::vector<std::map<double, long long>> linksAt(net.switchCount()); // speed -> links
    for (int q = 0; q < net.portCount(); ++q)
        linksAt[net.portSwitch[q]][net.portGbitPerS[q]] += net.portBundle[q];
    for (int t = 0; t < net.trunkCount(); ++t) {
        linksAt[net.trunkLower[t]][net.trunkGbitPerS[t]] += net.trunkBundle[t];
        linksAt[net.trunkUpper[t]][net.trunkGbitPerS[t]] += net.trunkBundle[t];
    }
    long long free = 0;
    for (int s = 0; s < net.switchCount(); ++s) {
        const SwitchType *st = net.switchType[s];
        if (!st || st->modes.empty())
            continue;
        double speed = st->modes.front().gbitPerS;
        long long most = -1;
        for (const auto &[sp, n] : linksAt[s]) {
            if (n > most) {
                most = n;
                speed = sp;
            }
        }
        int ports = st->portsAt(speed);
        if (ports <= 0) {
            ports = st->modes.front().ports;
            speed = st->modes.front().gbitPerS;
        }
        double used = 0.0; // in ports of `speed`; faster links take several
        for (const auto &[sp, n] : linksAt[s])
            used += std::ceil(sp / speed - 1e-9) * static_cast<double>(n);
        free += std::max(0LL, ports - static_cast<long long>(used));
    }
    return free;
}

QString impactText(const FailureImpact &f)
{
    return f.jobSurvives
               ? QCoreApplication::translate("fp::Resilience",
                                             "a job spanning the cluster keeps running")
               : QCoreApplication::translate("fp::Resilience", "a job spanning the cluster stops");
}

// The worst failures found: whether there was any switch (link) to fail, and how the
// explanations name it.
struct WorstFailures {
    bool anySwitch = false;
    QString switchName;
    QString switchFailoverName; // the switch whose failure leaves the most on failover
    bool anyLink = false;
    QString linkWhat;
    QString linkFailoverWhat;
};

// A failure that cuts no GPU off, in words ("it cuts off 0 of the 16,384 GPUs" read as a
// loss in Dutch).
QString noGpuCutOffText(bool link, const QString &what, long long gpus, const FailureImpact &f)
{
    const char *text =
        link ? QT_TRANSLATE_NOOP("fp::Resilience",
                                 "The worst single link failure is %1: it cuts off none of the %2 "
                                 "GPUs, takes %3 % of the bandwidth, and %4.")
             : QT_TRANSLATE_NOOP("fp::Resilience",
                                 "The worst single switch failure is %1: it cuts off none of the "
                                 "%2 GPUs, takes %3 % of the bandwidth, and %4.");
    return QCoreApplication::translate("fp::Resilience", text)
        .arg(what, num(static_cast<double>(gpus)), num(100.0 * f.bandwidthLostFraction, 1),
             impactText(f));
}

// The GPUs the worst failure of a kind leaves on port failover, and which failure that is
// (" It leaves 32 GPUs on their other port: ..."); empty when none is named.
QString failoverText(const FailureImpact &f, const QString &failoverWhat)
{
    const int n = static_cast<int>(f.gpusOnFailover);
    if (f.failoverSubject == f.subject)
        return QLatin1Char(' ') +
               QCoreApplication::translate("fp::Resilience",
                                           "It leaves %n GPU(s) on their other port: they go on "
                                           "only if NCCL's port failover moves the failed "
                                           "port's traffic.",
                                           nullptr, n);
    if (failoverWhat.isEmpty())
        return {};
    return QLatin1Char(' ') + QCoreApplication::translate("fp::Resilience",
                                                          "A failure of %1 leaves %n GPU(s) on "
                                                          "their other port: they go on only if "
                                                          "NCCL's port failover moves the "
                                                          "failed port's traffic.",
                                                          nullptr, n)
                                  .arg(failoverWhat);
}

// What the worst switch (or link) failure does, as an explanation with its figures.
Explanation worstFailureExplanation(bool link, const QString &what, long long gpus,
                                    const FailureImpact &f, const QString &failoverWhat)
{
    const char *text =
        link ? QT_TRANSLATE_NOOP("fp::Resilience",
                                 "The worst single link failure is %1: it cuts off %2 of the %3 "
                                 "GPUs and %4 % of the bandwidth, and %5.")
             : QT_TRANSLATE_NOOP("fp::Resilience",
                                 "The worst single switch failure is %1: it cuts off %2 of the %3 "
                                 "GPUs and %4 % of the bandwidth, and %5.");
    QString words =
        f.gpusCutOff == 0
            ? noGpuCutOffText(link, what, gpus, f)
            : QCoreApplication::translate("fp::Resilience", text)
                  .arg(what, num(static_cast<double>(f.gpusCutOff)), num(static_cast<double>(gpus)),
                       num(100.0 * f.bandwidthLostFraction, 1), impactText(f));
    // The failure that leaves GPUs on port failover need not be the worst by bandwidth (a
    // leaf's, where the worst is a spine's): it is named on its own (issue 15).
    if (f.gpusOnFailover > 0)
        words += failoverText(f, failoverWhat);
    return {link ? QStringLiteral("worst-link-failure") : QStringLiteral("worst-switch-failure"),
            words,
            {{QStringLiteral("gpus_cut_off"), static_cast<double>(f.gpusCutOff)},
             {QStringLiteral("bandwidth_lost_fraction"), f.bandwidthLostFraction},
             {QStringLiteral("job_survives"), f.jobSurvives ? 1.0 : 0.0}}};
}

// What the worst switch and link failure do.
void explainWorstFailures(ResilienceResult &r, const ComputeNetwork &net, const WorstFailures &w)
{
    const long long gpus = net.gpuCount();
    if (w.anySwitch)
        r.explanations.push_back(worstFailureExplanation(
            false, w.switchName, gpus, r.worstSwitchFailure, w.switchFailoverName));
    if (w.anyLink)
        r.explanations.push_back(worstFailureExplanation(true, w.linkWhat, gpus, r.worstLinkFailure,
                                                         w.linkFailoverWhat));
}

// The node type most of the compute network's nodes are of (nullptr when none is known).
const NodeTypeSpec *mainNodeType(const ComputeNetwork &net)
{
    std::map<const NodeTypeSpec *, long long> count;
    for (const NodeTypeSpec *t : net.nodeType)
        if (t)
            ++count[t];
    const auto best =
        std::max_element(count.begin(), count.end(),
                         [](const auto &a, const auto &b) { return a.second < b.second; });
    return best == count.end() ? nullptr : best->first;
}

// The NIC port mode of node type `t` on `tech` (nullopt when the catalog lacks it).
std::optional<PortMode> nicModeOf(const Catalog &catalog, const NodeTypeSpec &t, Technology tech)
{
    const NicType *nic = catalog.nic(t.nicTypeId);
    return nic ? nic->modeFor(tech) : std::nullopt;
}

} // namespace

// A node type of the catalog like `t` (same GPUs, count and NVLink domain, the same
// bandwidth per NIC) whose NICs have two ports or more on `tech`: the dual-port option
// that lets every GPU keep a port on each of two planes (catalog notes of
// b300-8gpu-dual and h100-8gpu-dual; NVIDIA DGX B300 reference architecture, dual plane).
const NodeTypeSpec *dualPortAlternative(const Catalog &catalog, const NodeTypeSpec &t,
                                        Technology tech)
{
    const std::optional<PortMode> mode = nicModeOf(catalog, t, tech);
    if (!mode)
        return nullptr;
    for (const NodeTypeSpec &n : catalog.nodeTypes) {
        const std::optional<PortMode> m = nicModeOf(catalog, n, tech);
        if (m && m->ports >= 2 && n.gpuTypeId == t.gpuTypeId && n.gpuCount == t.gpuCount &&
            n.nicCount == t.nicCount && n.nvlinkDomainNodes == t.nvlinkDomainNodes &&
            std::abs(m->ports * m->gbitPerS - mode->ports * mode->gbitPerS) < 1e-9)
            return &n;
    }
    return nullptr;
}

namespace {

// Whether every price a node of type `t` is made of (the node, its GPUs, its NICs) is known.
bool nodePriceKnown(const Catalog &catalog, const NodeTypeSpec &t)
{
    const GpuType *gpu = catalog.gpu(t.gpuTypeId);
    const NicType *nic = catalog.nic(t.nicTypeId);
    return t.priceEur.known && gpu && gpu->priceEur.known && nic && nic->priceEur.known;
}

// survivalAdvice() for single-port NICs when the catalog has `alt`, the same node with
// dual-port NICs: names it and what its nodes cost more (unknown when a price is).
Explanation dualPortAdvice(const Catalog &catalog, const ComputeNetwork &net,
                           const NodeTypeSpec &type, const NodeTypeSpec &alt, Technology tech,
                           const QString &lost, std::vector<std::pair<QString, double>> figures)
{
    const long long nodes = std::count(net.nodeType.begin(), net.nodeType.end(), &type);
    const PortMode altMode = *nicModeOf(catalog, alt, tech);
    QString cost = QCoreApplication::translate(
        "fp::Resilience", "what its nodes cost more is unknown (a price is missing)");
    if (nodePriceKnown(catalog, type) && nodePriceKnown(catalog, alt)) {
        const double extraEur =
            catalog.nodeTypePriceEur(alt.id) - catalog.nodeTypePriceEur(type.id);
        cost = std::abs(extraEur) < 0.5
                   ? QCoreApplication::translate(
                         "fp::Resilience",
                         "its nodes cost the same (the catalogue's estimates price the two NICs "
                         "alike)")
                   : QCoreApplication::translate("fp::Resilience",
                                                 "its nodes cost EUR %1 more each, EUR %2 for "
                                                 "the %3 nodes")
                         .arg(num(extraEur), num(extraEur * static_cast<double>(nodes)),
                              num(static_cast<double>(nodes)));
        figures.emplace_back(QStringLiteral("extra_eur_per_node"), extraEur);
        figures.emplace_back(QStringLiteral("extra_eur"), extraEur * static_cast<double>(nodes));
    }
    figures.emplace_back(QStringLiteral("alternative_nic_ports"), altMode.ports);
    return explain(
        QStringLiteral("survival-requirement-not-met"),
        lost + QLatin1Char(' ') +
            QCoreApplication::translate(
                "fp::Resilience",
                "Two planes alone do not help: the %1 has one single-port NIC per GPU, so the "
                "GPU on a failed switch's rail is cut off on any plane. The %2 (NICs with %3 x "
                "%4 Gb/s), with each NIC's ports on two planes, survives any single switch "
                "failure; %5, besides the second plane's switches and links.")
                .arg(partNameInWords(type), partNameInWords(alt), num(altMode.ports),
                     num(altMode.gbitPerS), cost),
        std::move(figures));
}

// The advice when a switch failure stops a job although the organisation requires
// survival: two planes when the NICs have two ports; otherwise the catalog's node type
// with dual-port NICs and what its nodes cost more (Catalog::nodeTypePriceEur, the
// node without GPUs and NICs plus both), or that the catalog has none.
Explanation survivalAdvice(const Project &project, const ComputeNetwork &net,
                           const Catalog *catalog, const ResilienceResult &r,
                           const WorstFailures &w)
{
    const QString lost =
        QCoreApplication::translate("fp::Resilience",
                                    "The organisation requires jobs to survive any single switch "
                                    "failure, but this design loses %1 GPUs when %2 fails.")
            .arg(num(r.worstSwitchFailure.gpusCutOff), w.switchName);
    std::vector<std::pair<QString, double>> figures = {
        {QStringLiteral("gpus_cut_off"), static_cast<double>(r.worstSwitchFailure.gpusCutOff)}};
    const NodeTypeSpec *type = mainNodeType(net);
    const Fabric *fabric = project.computeFabric();
    if (!catalog || !type || !fabric)
        return explain(QStringLiteral("survival-requirement-not-met"),
                       lost + QLatin1Char(' ') +
                           QCoreApplication::translate(
                               "fp::Resilience", "Dual-port NICs, each port on another plane, "
                                                 "would meet the requirement."),
                       figures);
    const std::optional<PortMode> mode = nicModeOf(*catalog, *type, fabric->technology);
    const int portsPerNic = mode ? mode->ports : 1;
    figures.emplace_back(QStringLiteral("nic_ports"), portsPerNic);
    if (portsPerNic >= 2)
        return explain(
            QStringLiteral("survival-requirement-not-met"),
            lost + QLatin1Char(' ') +
                QCoreApplication::translate(
                    "fp::Resilience",
                    "The NICs of %1 have %2 ports: with each NIC's ports on two planes (the "
                    "generator's 2 planes) a job survives any single switch failure.")
                    .arg(partNameInWords(*type), num(portsPerNic)),
            figures);
    const NodeTypeSpec *alt = dualPortAlternative(*catalog, *type, fabric->technology);
    if (!alt)
        return explain(QStringLiteral("survival-requirement-not-met"),
                       lost + QLatin1Char(' ') +
                           QCoreApplication::translate(
                               "fp::Resilience",
                               "Two planes alone do not help: the %1 has one single-port NIC "
                               "per GPU, so the GPU on a failed switch's rail is cut off on any "
                               "plane. The catalogue has no node type with the same GPUs and "
                               "dual-port NICs; add one (a dual-port NIC per GPU, each port on "
                               "another plane) to meet the requirement.")
                               .arg(partNameInWords(*type)),
                       figures);
    return dualPortAdvice(*catalog, net, *type, *alt, fabric->technology, lost, figures);
}

// The survival rule, the organisation's requirement (when not met) and the free ports.
void explainRulesAndPorts(ResilienceResult &r, const Project &project, const ComputeNetwork &net,
                          const Catalog *catalog, const WorstFailures &w)
{
    r.explanations.push_back(
        {QStringLiteral("survival-rule"),
         QCoreApplication::translate(
             "fp::Resilience",
             "A GPU counts as cut off when the NIC on its rail has no working port left. A job "
             "survives only if no GPU is cut off: NCCL does not move a running job's traffic "
             "to another rail over NVLink when a NIC loses its link. The fabric has %n "
             "plane(s); a NIC with its ports on two planes keeps a port when a switch fails, a "
             "single-port NIC sits on one plane only.",
             nullptr, net.planes),
         {{QStringLiteral("planes"), static_cast<double>(net.planes)}}});
    if (project.organisation.surviveSingleSwitchFailure && w.anySwitch &&
        !r.worstSwitchFailure.jobSurvives)
        r.explanations.push_back(survivalAdvice(project, net, catalog, r, w));
    // Plain ints: lupdate reads no cast as translate()'s count.
    const int switches = static_cast<int>(net.switchCount());
    const int freePorts = static_cast<int>(r.freeSwitchPorts);
    r.explanations.push_back(
        {QStringLiteral("free-ports"),
         QCoreApplication::translate("fp::Resilience",
                                     "The compute fabric has %1 with %2 at the link speed.")
             .arg(
                 QCoreApplication::translate("fp::Resilience", "%Ln switch(es)", nullptr, switches),
                 QCoreApplication::translate("fp::Resilience", "%Ln free port(s)", nullptr,
                                             freePorts)),
         {{QStringLiteral("free_switch_ports"), static_cast<double>(r.freeSwitchPorts)},
          {QStringLiteral("switches"), static_cast<double>(net.switchCount())}}});
}

} // namespace

namespace {

// ResilienceResult's interruptions (results.h): the compute fabric's links at the
// catalog's rate per link and year (Meta, The Llama 3 Herd of Models, 2024, Table 5:
// network switches and cables), none where a job survives any single switch and link
// failure, each costing interruption-lost-hours of every GPU.
void addInterruptions(ResilienceResult &r, const ComputeNetwork &net, const Catalog &catalog)
{
    for (const std::int32_t b : net.portBundle)
        r.links += b;
    for (const std::int32_t b : net.trunkBundle)
        r.links += b;
    AssumptionReader reader(catalog);
    const std::optional<double> rate =
        reader.value(QStringLiteral("network-interruptions-per-link-year"));
    const std::optional<double> lostHours = reader.value(QStringLiteral("interruption-lost-hours"));
    r.used.add(reader.used());
    if (!rate || !lostHours || *rate < 0.0 || *lostHours < 0.0)
        return;
    const long long gpus = std::accumulate(net.nodeGpus.begin(), net.nodeGpus.end(), 0LL);
    const bool survives = r.worstSwitchFailure.jobSurvives && r.worstLinkFailure.jobSurvives;
    const double withoutSurvival = static_cast<double>(r.links) * *rate;
    const double hoursPerInterruption = *lostHours * static_cast<double>(gpus);
    r.interruptionsKnown = true;
    r.interruptionsPerYear = survives ? 0.0 : withoutSurvival;
    r.interruptionGpuHoursPerYear = r.interruptionsPerYear * hoursPerInterruption;
    r.survivalNeedsFailover = survives && (r.worstSwitchFailure.gpusOnFailover > 0 ||
                                           r.worstLinkFailure.gpusOnFailover > 0);
    if (r.survivalNeedsFailover) {
        r.interruptionsWithoutFailoverPerYear = withoutSurvival;
        r.interruptionGpuHoursWithoutFailoverPerYear = withoutSurvival * hoursPerInterruption;
    }
    const QString text =
        r.survivalNeedsFailover
            ? QCoreApplication::translate(
                  "fp::Resilience",
                  "A job spanning the cluster survives any single switch or link failure here "
                  "only if NCCL moves a failed port's traffic to the GPU's other port: port "
                  "failover, in NCCL 2.29.7 and later for the two ports of a NIC (one device by "
                  "default), switched on with NCCL_IB_RESILIENCY_PORT_FAILOVER=1 (off by "
                  "default); the job then runs at about half its bus bandwidth until the port "
                  "is repaired. NVIDIA's DGX B300 SuperPOD RA describes this for its Spectrum-X "
                  "two-plane design. It is assumed, not tested in this design: no interruptions "
                  "are counted for the network. Without failover its %1 links would interrupt "
                  "the job about %2 times a year (%3 GPU-hours). Test it in the proof of "
                  "concept.")
                  .arg(formatInteger(r.links), num(withoutSurvival, 0),
                       formatInteger(std::llround(r.interruptionGpuHoursWithoutFailoverPerYear)))
        : survives
            ? QCoreApplication::translate(
                  "fp::Resilience",
                  "A job spanning the cluster survives any single switch or link failure here: a "
                  "failed part slows it instead of stopping it, so no interruptions are counted "
                  "for the network (%1 links).")
                  .arg(formatInteger(r.links))
            : QCoreApplication::translate(
                  "fp::Resilience",
                  "The network interrupts a job spanning the cluster about %1 times a year: its "
                  "%2 links at %3 interruptions a link and year (Meta's Llama 3 run: 35 network "
                  "switch and cable interruptions in 54 days on 16,384 GPUs, about 35,109 "
                  "links). Each loses %4 h of all %5 GPUs (restart, checkpoint reload, work "
                  "redone): %6 GPU-hours a year.")
                  .arg(num(r.interruptionsPerYear, 1), formatInteger(r.links), num(*rate, 5),
                       num(*lostHours, 2), formatInteger(gpus),
                       formatInteger(std::llround(r.interruptionGpuHoursPerYear)));
    r.explanations.push_back(
        {QStringLiteral("interruptions"),
         text,
         {{QStringLiteral("links"), static_cast<double>(r.links)},
          {QStringLiteral("interruptions_per_year"), r.interruptionsPerYear},
          {QStringLiteral("gpu_hours_per_year"), r.interruptionGpuHoursPerYear},
          {QStringLiteral("per_year_without_failover"), r.interruptionsWithoutFailoverPerYear}}});
}

} // namespace

ResilienceResult analyzeResilience(const Project &project, const Catalog &catalog)
{
    return analyzeResilience(project, analyzeNetwork(project, catalog), &catalog);
}

bool jobSurvivesAnySwitchFailure(const ComputeNetwork &net)
{
    const Analyzer analyzer(net);
    std::vector<char> lost;
    for (const Candidate &c : switchFailures(net))
        if (analyzer.evaluateCutOff(c.failure, lost).impact.gpusCutOff > 0)
            return false;
    return true;
}

ResilienceResult analyzeResilience(const Project &project, const NetworkAnalysis &network,
                                   const Catalog *catalog)
{
    ResilienceResult r;
    const ComputeNetwork &net = network.net;
    if (net.portCount() == 0) {
        r.explanations.push_back(
            {QStringLiteral("no-compute-fabric"),
             QCoreApplication::translate("fp::Resilience",
                                         "The design has no compute fabric with connected "
                                         "nodes, so there is no failure to analyse."),
             {}});
        return r;
    }
    // What the analysis reads of the catalog are the switch types (ports) and node
    // types (GPUs, NICs) of the compute network, read when it was built.
    r.used = net.used;
    Analyzer analyzer(network);

    WorstFailures w;
    const std::vector<Candidate> switches = switchFailures(net);
    const int worstSwitch = worstOf(analyzer, switches, &r.worstSwitchFailure);
    w.anySwitch = worstSwitch >= 0;
    const auto switchName = [&project](Id id) {
        const Switch *sw = project.switchById(id);
        return sw ? sw->name : QString::number(id);
    };
    if (w.anySwitch) {
        w.switchName = switchName(switches[static_cast<std::size_t>(worstSwitch)].subject);
        if (r.worstSwitchFailure.failoverSubject != NoId)
            w.switchFailoverName = switchName(r.worstSwitchFailure.failoverSubject);
    }
    const std::vector<Candidate> links = linkFailures(net);
    const int worstLink = worstOf(analyzer, links, &r.worstLinkFailure);
    w.anyLink = worstLink >= 0;
    if (w.anyLink) {
        w.linkWhat = links[static_cast<std::size_t>(worstLink)].what;
        for (const Candidate &c : links)
            if (c.subject == r.worstLinkFailure.failoverSubject &&
                r.worstLinkFailure.failoverSubject != NoId)
                w.linkFailoverWhat = c.what;
    }

    r.freeSwitchPorts = freeSwitchPorts(net);
    explainWorstFailures(r, net, w);
    if (catalog)
        addInterruptions(r, net, *catalog);
    explainRulesAndPorts(r, project, net, catalog, w);
    return r;
}

} // namespace fp
