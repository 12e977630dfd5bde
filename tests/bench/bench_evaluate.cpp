// SPDX-License-Identifier: GPL-3.0-or-later
// Times the full evaluation (evaluate(): the four variants, every analysis, the
// recommendation) of generated designs of 1,024, 16,384 and 131,072 GPUs on the
// shipped catalog, and prints the wall time of each step (summed over the variants),
// the total and the peak RSS of the process that evaluated that size.
//
// Every size runs in its own child process (fork before any Qt object exists), so
// the peak RSS (getrusage ru_maxrss in the child) is that of one size, project
// generation included.
// Of `repetitions` runs (default 3) the fastest time of each step and of the total is
// reported (the machine may be shared), with the CPU time of the process.
//
// The organisation's growth targets are set to twice the GPUs in 1 year and four
// times in 3 years, so the growth plan prices two build-out steps; the sensitivity of
// the recommendation (part of the recommendation step) is also printed on its own.
//
// Usage: bench_evaluate [repetitions] [--only N] [--json DIR] [--graphml DIR]
//   --only N      run case N (0-based) only
//   --json DIR    write evaluationToJson() of every case to DIR/<case>.json (compare
//                 two builds' results with diff)
//   --graphml DIR write the GraphML export of the compute fabric (as drawn) to
//                 DIR/<case>.graphml and our group-order maximum flow with its time to
//                 DIR/<case>.ours.json (read by compare_networkx.py)
#include "analysis/analysis_bandwidth.h"
#include "analysis/evaluation.h"
#include "topology/expansion.h"
#include "topology/generator.h"
#include "topology/graphml.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <iterator>
#include <string>

using namespace fp;

namespace {

struct Case {
    const char *slug;
    const char *label;
    int gpus;
    Technology technology;
    const char *switchId;
    int planes;
    ClusterFabrics fabrics = ClusterFabrics::ComputeOnly;
};

// 131,072 GPUs: a QM9700 fat tree of 3 tiers holds 64^3/4 = 65,536 endpoints per
// plane, so the InfiniBand design needs two planes; the SN5600 at 400G (k = 128)
// holds them in one.
const Case kCases[] = {
    {"ib-1024", "1,024 IB qm9700 1 plane", 1024, Technology::InfiniBand, "qm9700", 1},
    {"ib-16384", "16,384 IB qm9700 1 plane", 16384, Technology::InfiniBand, "qm9700", 1},
    {"ib-131072", "131,072 IB qm9700 2 planes", 131072, Technology::InfiniBand, "qm9700", 2},
    {"eth-131072", "131,072 Eth sn5600 1 plane", 131072, Technology::Ethernet, "sn5600", 1},
    // The same InfiniBand design with the storage, front-end and management fabrics a
    // real cluster has (generate --cluster-fabrics).
    {"ib-131072-all", "131,072 IB + cluster fabrics", 131072, Technology::InfiniBand, "qm9700", 2,
     ClusterFabrics::All},
};
constexpr int kCaseCount = static_cast<int>(sizeof(kCases) / sizeof(kCases[0]));

using Clock = std::chrono::steady_clock;

// CPU time of the process (all threads), ms.
double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

double msSince(Clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return f.write(data) == data.size();
}

// Runs one case in this process; prints one table row. Returns the exit code.
int runCase(int argc, char **argv, const Case &c, int reps, const QString &jsonDir,
            const QString &graphmlDir)
{
    QCoreApplication app(argc, argv);
    QString error;
    const auto catalog = Catalog::loadDefaults(&error);
    if (!catalog) {
        std::fprintf(stderr, "cannot load the shipped catalog: %s\n", qPrintable(error));
        return 1;
    }
    GeneratorParams p;
    p.gpus = c.gpus;
    p.nodeTypeId = QStringLiteral("h100-8gpu");
    p.technology = c.technology;
    p.switchTypeId = QString::fromLatin1(c.switchId);
    p.planes = c.planes;
    const auto t0 = Clock::now();
    FabricPlan plan;
    std::optional<Project> project = generateProject(*catalog, p, &error, &plan, c.fabrics);
    const double generateMs = msSince(t0);
    if (project) {
        project->organisation.gpusInOneYear = 2 * c.gpus;
        project->organisation.gpusInThreeYears = 4 * c.gpus;
    }
    if (!project) {
        std::fprintf(stderr, "%s: %s\n", c.label, qPrintable(error));
        return 1;
    }

    // The fastest of the runs, step by step (the machine is shared: the minimum is
    // the least disturbed figure), and the total and its CPU time.
    constexpr double Never = 1e300;
    EvaluationTimings best{Never, Never, Never, Never, Never, Never, Never, Never, Never, Never};
    double bestTotal = Never, bestCpu = Never;
    Evaluation result;
    for (int rep = 0; rep < reps; ++rep) {
        EvaluationTimings t;
        const auto e0 = Clock::now();
        const double c0 = cpuMs();
        Evaluation ev = evaluate(*project, *catalog, &t);
        bestCpu = std::min(bestCpu, cpuMs() - c0);
        bestTotal = std::min(bestTotal, msSince(e0));
        double *const steps[] = {&best.variantsMs,    &best.tiersMs,  &best.bandwidthMs,
                                 &best.collectivesMs, &best.costMs,   &best.complexityMs,
                                 &best.resilienceMs,  &best.growthMs, &best.recommendationMs,
                                 &best.sensitivityMs};
        const double values[] = {
            t.variantsMs,   t.tiersMs,      t.bandwidthMs, t.collectivesMs,    t.costMs,
            t.complexityMs, t.resilienceMs, t.growthMs,    t.recommendationMs, t.sensitivityMs};
        for (std::size_t i = 0; i < std::size(values); ++i)
            *steps[i] = std::min(*steps[i], values[i]);
        if (rep == 0)
            result = std::move(ev);
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);

    QStringList tiers;
    for (int n : plan.switchesPerTier)
        tiers << QString::number(n);
    std::printf("%-27s %-14s %7.1f | %8.1f %8.1f %8.1f %8.1f %8.1f %8.1f %8.1f %8.1f %8.1f "
                "(sens %7.1f) | %9.1f %9.1f | %7.0f\n",
                c.label, qPrintable(tiers.join(QLatin1Char(','))), generateMs, best.variantsMs,
                best.tiersMs, best.bandwidthMs, best.collectivesMs, best.costMs, best.complexityMs,
                best.resilienceMs, best.growthMs, best.recommendationMs, best.sensitivityMs,
                bestTotal, bestCpu, static_cast<double>(usage.ru_maxrss) / 1024.0);
    std::fflush(stdout);

    const QString slug = QString::fromLatin1(c.slug);
    if (!jsonDir.isEmpty()) {
        const QByteArray json =
            QJsonDocument(evaluationToJson(*project, result)).toJson(QJsonDocument::Indented);
        if (!writeFile(QDir(jsonDir).filePath(slug + QStringLiteral(".json")), json)) {
            std::fprintf(stderr, "cannot write to %s\n", qPrintable(jsonDir));
            return 1;
        }
    }
    if (!graphmlDir.isEmpty()) {
        // The compute fabric as the CLI exports it, and our flow over the same cut
        // (group order) with its time: building the network (expansion, group order)
        // and the maximum flow alone.
        const Fabric *compute = nullptr;
        for (const Fabric &f : project->fabrics)
            if (f.purpose == FabricPurpose::Compute && !compute)
                compute = &f;
        if (!compute) {
            std::fprintf(stderr, "%s: no compute fabric\n", c.label);
            return 1;
        }
        const ExpandedGraph graph = expandFabric(*project, *catalog, compute->id);
        if (!writeFile(QDir(graphmlDir).filePath(slug + QStringLiteral(".graphml")),
                       expandedGraphToGraphml(*project, graph))) {
            std::fprintf(stderr, "cannot write to %s\n", qPrintable(graphmlDir));
            return 1;
        }
        double buildMs = 1e300, flowMs = 1e300, flow = 0.0;
        for (int rep = 0; rep < reps; ++rep) {
            const auto b0 = Clock::now();
            const ComputeNetwork net = buildComputeNetwork(*project, *catalog);
            const std::vector<PortCut> cuts = balancedCuts(net);
            buildMs = std::min(buildMs, msSince(b0));
            for (const PortCut &cut : cuts) {
                if (cut.key != QLatin1String("group-order"))
                    continue;
                const auto f0 = Clock::now();
                flow = maxFlowGbitPerS(net, cut.side);
                flowMs = std::min(flowMs, msSince(f0));
            }
        }
        const QJsonObject ours{{QStringLiteral("case"), QString::fromLatin1(c.label)},
                               {QStringLiteral("group_order_flow_gbit_s"), flow},
                               {QStringLiteral("flow_ms"), flowMs},
                               {QStringLiteral("network_build_ms"), buildMs}};
        if (!writeFile(QDir(graphmlDir).filePath(slug + QStringLiteral(".ours.json")),
                       QJsonDocument(ours).toJson())) {
            std::fprintf(stderr, "cannot write to %s\n", qPrintable(graphmlDir));
            return 1;
        }
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    int reps = 3;
    int only = -1;
    QString jsonDir, graphmlDir;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--only") && hasValue)
            only = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--json") && hasValue)
            jsonDir = QString::fromLocal8Bit(argv[++i]);
        else if (!std::strcmp(argv[i], "--graphml") && hasValue)
            graphmlDir = QString::fromLocal8Bit(argv[++i]);
        else
            reps = std::max(1, std::atoi(argv[i]));
    }
    std::printf("Wall times in ms, each the fastest of %d runs, summed over the 4 variants; total "
                "CPU: process CPU time of the fastest run; RSS: peak of the process that "
                "generated and evaluated that size.\n",
                reps);
    std::printf("%-27s %-14s %7s | %8s %8s %8s %8s %8s %8s %8s %8s %8s | %9s %9s | %7s\n", "design",
                "switches/tier", "gen", "variants", "tiers", "bandwid", "collect", "cost",
                "complex", "resil", "growth", "recomm", "total", "total CPU", "RSS MiB");
    std::fflush(stdout);
    int status = 0;
    for (int i = 0; i < kCaseCount; ++i) {
        if (only >= 0 && i != only)
            continue;
        const pid_t pid = fork();
        if (pid < 0) {
            std::perror("fork");
            return 1;
        }
        if (pid == 0)
            std::_Exit(runCase(argc, argv, kCases[i], reps, jsonDir, graphmlDir));
        int childStatus = 0;
        if (waitpid(pid, &childStatus, 0) < 0 || !WIFEXITED(childStatus) ||
            WEXITSTATUS(childStatus) != 0) {
            std::fprintf(stderr, "%s failed\n", kCases[i].label);
            status = 1;
        }
    }
    return status;
}
