// SPDX-License-Identifier: GPL-3.0-or-later
// Resilience analysis (DESIGN.md section 5). Definitions in analysis_resilience.h.
//
// Failures tried: every switch and every link of the model at its first and its last
// repetition (all instances of a generated tier are equivalent; the last one differs
// in partial builds), then one per distinct shape (tier, attached ports and
// capacities), so a 16,384-GPU fabric needs a handful of flows, not thousands. A link
// failure takes one link out of its bundle.
#include "analysis_resilience.h"

#include "analysis_bandwidth.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>
#include <tuple>
#include <unordered_map>

namespace fp {

namespace {

QString num(double v, int decimals = 0)
{
    return QLocale().toString(v, 'f', decimals);
}

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

struct Evaluated {
    FailureImpact impact;
    long long portsLost = 0;
    QString what;
};

class Analyzer
{
public:
    explicit Analyzer(const ComputeNetwork &net)
        : m_net(net)
    {
        UnionFind base = components(net, {});
        m_baseComponent.resize(net.switchCount());
        for (int s = 0; s < net.switchCount(); ++s)
            m_baseComponent[s] = base.find(s);
        m_portsOfNode.resize(net.nodeCount());
        for (int q = 0; q < net.portCount(); ++q)
            m_portsOfNode[net.portNode[q]].push_back(q);
        m_totalInjection = net.totalInjectionGbitPerS();
        // The cut that gives the bisection is the one failures are measured on.
        for (const PortCut &cut : balancedCuts(net)) {
            const double flow = maxFlowGbitPerS(net, cut.side);
            if (m_cut.empty() || flow < m_bisection) {
                m_bisection = flow;
                m_cut = cut.side;
            }
        }
    }

    Evaluated evaluate(const NetworkFailure &f) const
    {
        Evaluated ev;
        // Ports lost: on the failed switch, the failed single link, or cut off from the
        // largest surviving part of the component they belonged to.
        UnionFind after = components(m_net, f);
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
        std::vector<char> lost(m_net.portCount(), 0);
        double injectionLost = 0.0;
        for (int q = 0; q < m_net.portCount(); ++q) {
            const int s = m_net.portSwitch[q];
            const bool dead = s == f.switchIndex ||
                              (q == f.portIndex && m_net.portBundle[q] <= 1) ||
                              after.find(s) != mainPart[m_baseComponent[s]];
            if (dead) {
                lost[q] = 1;
                ++ev.portsLost;
                injectionLost += m_net.portCapacityGbitPerS(q);
            } else if (q == f.portIndex) {
                injectionLost += m_net.portGbitPerS[q]; // one link of the bundle
            }
        }

        // GPUs cut off: NIC -> alive if any of its ports survives.
        std::set<int> touched;
        for (int q = 0; q < m_net.portCount(); ++q) {
            if (lost[q])
                touched.insert(m_net.portNode[q]);
        }
        for (int n : touched) {
            std::map<int, std::pair<bool, bool>> nic; // nic -> (had ports, alive)
            for (int q : m_portsOfNode[n]) {
                auto &st = nic[m_net.portNic[q]];
                st.first = true;
                st.second = st.second || !lost[q];
            }
            const int gpus = m_net.nodeGpus[n];
            const NodeTypeSpec *nt = m_net.nodeType[n];
            const int nics = nt && nt->nicCount > 0 ? nt->nicCount : std::max<int>(1, nic.size());
            for (int j = 0; j < gpus; ++j) {
                // The NICs serving GPU j (rails of NodeTypeSpec: NIC i serves GPU i when
                // counts match; otherwise evenly).
                bool served = false;
                bool hadAny = false;
                for (int i = 0; i < nics; ++i) {
                    const bool serves = nics <= gpus ? i == j * nics / gpus : i * gpus / nics == j;
                    auto it = nic.find(i);
                    if (!serves || it == nic.end())
                        continue;
                    hadAny = hadAny || it->second.first;
                    served = served || it->second.second;
                }
                if (hadAny && !served)
                    ++ev.impact.gpusCutOff;
            }
        }
        ev.impact.jobSurvives = ev.impact.gpusCutOff == 0;

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
            const double flow = maxFlowGbitPerS(m_net, side, flowFailure);
            bisectionLost = std::max(0.0, 1.0 - flow / m_bisection);
        }
        const double injFraction = m_totalInjection > 0.0 ? injectionLost / m_totalInjection : 0.0;
        ev.impact.bandwidthLostFraction = std::max(injFraction, bisectionLost);
        return ev;
    }

private:
    const ComputeNetwork &m_net;
    std::vector<int> m_baseComponent;
    std::vector<std::vector<int>> m_portsOfNode;
    double m_totalInjection = 0.0;
    double m_bisection = 0.0;
    std::vector<std::int8_t> m_cut;
};

bool worse(const FailureImpact &a, const FailureImpact &b)
{
    return std::make_tuple(a.gpusCutOff, !a.jobSurvives, a.bandwidthLostFraction) >
           std::make_tuple(b.gpusCutOff, !b.jobSurvives, b.bandwidthLostFraction);
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

} // namespace

ResilienceResult analyzeResilience(const Project &project, const Catalog &catalog)
{
    ResilienceResult r;
    const ComputeNetwork net = buildComputeNetwork(project, catalog);
    if (net.portCount() == 0) {
        r.explanations.push_back(
            {QStringLiteral("no-compute-fabric"),
             QCoreApplication::translate("fp::Resilience",
                                         "The design has no compute fabric with connected "
                                         "nodes, so there is no failure to analyse."),
             {}});
        return r;
    }
    const Analyzer analyzer(net);

    // Shapes: what a switch or link looks like to the analysis.
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

    // Switch failures.
    std::set<std::tuple<int, int, double, double, double>> seenSwitch;
    QString worstSwitchName;
    bool anySwitch = false;
    for (int s : firstAndLast(
             net.switchCount(), [&](int i) { return net.switchModelId[i]; },
             [&](int i) { return net.switchInstance[i]; })) {
        if (!seenSwitch.emplace(net.switchTier[s], portsOf[s], portCapOf[s], upCap[s], downCap[s])
                 .second)
            continue;
        NetworkFailure f;
        f.switchIndex = s;
        Evaluated ev = analyzer.evaluate(f);
        ev.impact.subject = net.switchModelId[s];
        if (!anySwitch || worse(ev.impact, r.worstSwitchFailure)) {
            r.worstSwitchFailure = ev.impact;
            const Switch *sw = project.switchById(net.switchModelId[s]);
            worstSwitchName = sw ? sw->name : QString::number(net.switchModelId[s]);
            anySwitch = true;
        }
    }

    // Link failures: endpoint links and switch-to-switch links.
    std::set<std::tuple<int, int, int, double>> seenLink; // kind, tier, bundle, speed
    QString worstLinkWhat;
    bool anyLink = false;
    auto consider = [&](const NetworkFailure &f, Id linkId, const QString &what) {
        Evaluated ev = analyzer.evaluate(f);
        ev.impact.subject = linkId;
        if (!anyLink || worse(ev.impact, r.worstLinkFailure)) {
            r.worstLinkFailure = ev.impact;
            worstLinkWhat = what;
            anyLink = true;
        }
    };
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
        consider(f, net.portLinkId[q],
                 QCoreApplication::translate("fp::Resilience", "a node-to-switch link"));
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
        consider(f, net.trunkLinkId[t],
                 QCoreApplication::translate("fp::Resilience", "a switch-to-switch link"));
    }

    // Free ports: per switch instance, the ports at its link speed minus those used.
    std::vector<std::map<double, long long>> linksAt(net.switchCount()); // speed -> links
    for (int q = 0; q < net.portCount(); ++q)
        linksAt[net.portSwitch[q]][net.portGbitPerS[q]] += net.portBundle[q];
    for (int t = 0; t < net.trunkCount(); ++t) {
        linksAt[net.trunkLower[t]][net.trunkGbitPerS[t]] += net.trunkBundle[t];
        linksAt[net.trunkUpper[t]][net.trunkGbitPerS[t]] += net.trunkBundle[t];
    }
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
        r.freeSwitchPorts += std::max(0LL, ports - static_cast<long long>(used));
    }

    const long long gpus = net.gpuCount();
    auto impactText = [&](const FailureImpact &f) {
        return f.jobSurvives ? QCoreApplication::translate(
                                   "fp::Resilience", "a job spanning the cluster keeps running")
                             : QCoreApplication::translate("fp::Resilience",
                                                           "a job spanning the cluster stops");
    };
    if (anySwitch) {
        const FailureImpact &f = r.worstSwitchFailure;
        r.explanations.push_back(
            {QStringLiteral("worst-switch-failure"),
             QCoreApplication::translate(
                 "fp::Resilience",
                 "The worst single switch failure is %1: it cuts off %2 of the %3 GPUs and "
                 "%4 % of the bandwidth, and %5.")
                 .arg(worstSwitchName, num(static_cast<double>(f.gpusCutOff)),
                      num(static_cast<double>(gpus)), num(100.0 * f.bandwidthLostFraction, 1),
                      impactText(f)),
             {{QStringLiteral("gpus_cut_off"), static_cast<double>(f.gpusCutOff)},
              {QStringLiteral("bandwidth_lost_fraction"), f.bandwidthLostFraction},
              {QStringLiteral("job_survives"), f.jobSurvives ? 1.0 : 0.0}}});
    }
    if (anyLink) {
        const FailureImpact &f = r.worstLinkFailure;
        r.explanations.push_back(
            {QStringLiteral("worst-link-failure"),
             QCoreApplication::translate(
                 "fp::Resilience",
                 "The worst single link failure is %1: it cuts off %2 of the %3 GPUs and %4 % "
                 "of the bandwidth, and %5.")
                 .arg(worstLinkWhat, num(static_cast<double>(f.gpusCutOff)),
                      num(static_cast<double>(gpus)), num(100.0 * f.bandwidthLostFraction, 1),
                      impactText(f)),
             {{QStringLiteral("gpus_cut_off"), static_cast<double>(f.gpusCutOff)},
              {QStringLiteral("bandwidth_lost_fraction"), f.bandwidthLostFraction},
              {QStringLiteral("job_survives"), f.jobSurvives ? 1.0 : 0.0}}});
    }
    r.explanations.push_back(
        {QStringLiteral("survival-rule"),
         QCoreApplication::translate(
             "fp::Resilience",
             "A GPU counts as cut off when the NIC on its rail has no working port left. A job "
             "survives only if no GPU is cut off: NCCL does not move a running job's traffic "
             "to another rail over NVLink when a NIC loses its link. The fabric has %n "
             "plane(s); with two planes every NIC keeps a port on the other plane.",
             nullptr, net.planes),
         {{QStringLiteral("planes"), static_cast<double>(net.planes)}}});
    if (project.organisation.surviveSingleSwitchFailure && anySwitch &&
        !r.worstSwitchFailure.jobSurvives) {
        r.explanations.push_back(
            {QStringLiteral("survival-requirement-not-met"),
             QCoreApplication::translate(
                 "fp::Resilience",
                 "The organisation requires jobs to survive any single switch failure, but "
                 "this design loses %1 GPUs when %2 fails; two planes or dual-homed nodes "
                 "would meet the requirement.")
                 .arg(num(r.worstSwitchFailure.gpusCutOff), worstSwitchName),
             {{QStringLiteral("gpus_cut_off"),
               static_cast<double>(r.worstSwitchFailure.gpusCutOff)}}});
    }
    r.explanations.push_back(
        {QStringLiteral("free-ports"),
         QCoreApplication::translate("fp::Resilience",
                                     "The compute fabric's %1 switches have %2 free ports at "
                                     "their link speed.")
             .arg(num(net.switchCount()), num(static_cast<double>(r.freeSwitchPorts))),
         {{QStringLiteral("free_switch_ports"), static_cast<double>(r.freeSwitchPorts)},
          {QStringLiteral("switches"), static_cast<double>(net.switchCount())}}});
    return r;
}

} // namespace fp
