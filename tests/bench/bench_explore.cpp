// SPDX-License-Identifier: GPL-3.0-or-later
// Times the design search (analysis/explore.h, docs/EXPLORE.md) for clusters of 1,024,
// 4,096, 16,384 and 131,072 H100 GPUs on the shipped catalog, each on 1 and on 2 threads
// (QThreadPool::globalInstance()->setMaxThreadCount), and prints the candidates searched
// and built, the front's size, the wall and CPU time of the search and the peak RSS.
//
// Every size and thread count runs in its own child process (fork before any Qt object
// exists), so the peak RSS (getrusage ru_maxrss in the child) is that of one run, the
// generation of the starting design included. Of `repetitions` runs (default 3) the
// fastest wall time is reported (the machine may be shared), with the CPU time of that
// run (all threads of the process).
//
// The starting design only gives the cluster (GPUs, node type) and the workload: an
// InfiniBand QM9700 fabric, two planes at 131,072 GPUs (one plane of 3 tiers holds
// 64^3/4 = 65,536 endpoints).
//
// Usage: bench_explore [repetitions] [--only N] [--workload pretraining|fine-tuning|
//                      inference|mixed-hpc] [--detail]
//   --only N      run size N (0-based) only, on both thread counts
//   --workload K  the project's workload kind (default pretraining: 1:1 only)
//   --detail      also time each candidate alone, one after the other (on 1 thread only)
#include "analysis/explore.h"
#include "topology/generator.h"

#include <QCoreApplication>
#include <QThreadPool>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

using namespace fp;

namespace {

struct Case {
    const char *label;
    int gpus;
    int planes;
};

const Case kCases[] = {
    {"1,024 H100", 1024, 1},
    {"4,096 H100", 4096, 1},
    {"16,384 H100", 16384, 1},
    {"131,072 H100", 131072, 2},
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

// Each candidate evaluated alone, one after the other: its wall time, slowest first.
void printDetail(const Project &project, const Catalog &catalog, const ExploreCluster &cluster)
{
    std::vector<std::pair<double, QString>> times;
    for (Technology t : {Technology::InfiniBand, Technology::Ethernet}) {
        for (const ExploreCandidate &c : exploreCandidates(cluster, catalog, t)) {
            const auto t0 = Clock::now();
            const ExplorePoint p = evaluateCandidate(project, catalog, cluster, c);
            const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
            times.emplace_back(ms, QStringLiteral("%1 %2 %3 plane(s) %4:1 %5")
                                       .arg(c.switchTypeId, topologyKey(c.topology))
                                       .arg(c.planes)
                                       .arg(c.oversubscription)
                                       .arg(p.built ? QStringLiteral("%1 tiers").arg(p.tiers)
                                                    : QStringLiteral("refused")));
        }
    }
    std::sort(times.rbegin(), times.rend());
    for (const auto &[ms, what] : times)
        std::printf("    %10.1f ms  %s\n", ms, qPrintable(what));
    std::fflush(stdout); // the child ends with _Exit, which flushes nothing
}

// Runs one size on `threads` threads in this process; prints one table row.
int runCase(int argc, char **argv, const Case &c, int threads, int reps, WorkloadKind workload,
            bool detail)
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
    p.switchTypeId = QStringLiteral("qm9700");
    p.planes = c.planes;
    std::optional<Project> project = generateProject(*catalog, p, &error);
    if (!project) {
        std::fprintf(stderr, "%s: %s\n", c.label, qPrintable(error));
        return 1;
    }
    project->workload.kind = workload;
    const std::optional<ExploreCluster> cluster = exploreCluster(*project, *catalog, &error);
    if (!cluster) {
        std::fprintf(stderr, "%s: %s\n", c.label, qPrintable(error));
        return 1;
    }
    QThreadPool::globalInstance()->setMaxThreadCount(threads);

    double bestWall = 1e300, cpuOfBest = 0.0;
    ExploreResult result;
    for (int rep = 0; rep < reps; ++rep) {
        const auto w0 = Clock::now();
        const double c0 = cpuMs();
        ExploreResult r = explore(*project, *catalog, *cluster);
        const double cpu = cpuMs() - c0;
        const double wall = std::chrono::duration<double, std::milli>(Clock::now() - w0).count();
        if (wall < bestWall) {
            bestWall = wall;
            cpuOfBest = cpu;
        }
        if (rep == 0)
            result = std::move(r);
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("%-14s %7d %10zu %6lld %6zu | %10.1f %10.1f %8.2f | %7.0f\n", c.label, threads,
                result.points.size(), result.builtCount(), result.front.size(), bestWall, cpuOfBest,
                cpuOfBest / bestWall, static_cast<double>(usage.ru_maxrss) / 1024.0);
    std::fflush(stdout);
    if (detail && threads == 1)
        printDetail(*project, *catalog, *cluster);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    int reps = 3;
    int only = -1;
    WorkloadKind workload = WorkloadKind::Pretraining;
    bool detail = false;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--only") && hasValue) {
            only = std::atoi(argv[++i]);
        } else if (!std::strcmp(argv[i], "--workload") && hasValue) {
            if (!workloadFromKey(QString::fromLocal8Bit(argv[++i]), &workload)) {
                std::fprintf(stderr, "unknown workload %s\n", argv[i]);
                return 1;
            }
        } else if (!std::strcmp(argv[i], "--detail")) {
            detail = true;
        } else {
            reps = std::max(1, std::atoi(argv[i]));
        }
    }
    std::printf("Design search, workload %s: wall time in ms, the fastest of %d runs; CPU: "
                "process CPU time of that run; RSS: peak of the process that generated the "
                "design and searched.\n",
                qPrintable(workloadKey(workload)), reps);
    std::printf("%-14s %7s %10s %6s %6s | %10s %10s %8s | %7s\n", "cluster", "threads",
                "candidates", "built", "front", "wall ms", "CPU ms", "CPU/wall", "RSS MiB");
    std::fflush(stdout);
    int status = 0;
    for (int i = 0; i < kCaseCount; ++i) {
        if (only >= 0 && i != only)
            continue;
        for (int threads : {1, 2}) {
            const pid_t pid = fork();
            if (pid < 0) {
                std::perror("fork");
                return 1;
            }
            if (pid == 0)
                std::_Exit(runCase(argc, argv, kCases[i], threads, reps, workload, detail));
            int childStatus = 0;
            if (waitpid(pid, &childStatus, 0) < 0 || !WIFEXITED(childStatus) ||
                WEXITSTATUS(childStatus) != 0) {
                std::fprintf(stderr, "%s on %d threads failed\n", kCases[i].label, threads);
                status = 1;
            }
        }
    }
    return status;
}
