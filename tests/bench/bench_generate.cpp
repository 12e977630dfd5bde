// SPDX-License-Identifier: GPL-3.0-or-later
// Times planFabric + buildFabric + expandFabric (+ buildAdjacency) for designs of
// 1,024, 16,384 and 131,072 GPUs on the shipped catalog, and prints wall time, the
// process's peak RSS so far (getrusage ru_maxrss) and ExpandedGraph::memoryBytes().
// Peak RSS only grows, so sizes run smallest first and the figure of a size is the
// peak up to and including it. Usage: bench_generate [repetitions] (default 5; the
// fastest run is reported).
#include "topology/expansion.h"
#include "topology/generator.h"

#include <QCoreApplication>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

using namespace fp;

namespace {

struct Case {
    const char *label;
    int gpus;
    Technology technology;
    const char *switchId;
    int planes;
};

long peakRssKib()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss; // KiB on Linux
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int reps = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    QString error;
    const auto catalog = Catalog::loadDefaults(&error);
    if (!catalog) {
        std::fprintf(stderr, "cannot load the shipped catalog: %s\n", qPrintable(error));
        return 1;
    }
    const Case cases[] = {
        {"1,024 IB qm9700 1 plane", 1024, Technology::InfiniBand, "qm9700", 1},
        {"16,384 IB qm9700 1 plane", 16384, Technology::InfiniBand, "qm9700", 1},
        {"16,384 Eth sn5600 1 plane", 16384, Technology::Ethernet, "sn5600", 1},
        {"131,072 IB qm9700 2 planes", 131072, Technology::InfiniBand, "qm9700", 2},
        {"131,072 Eth sn5600 1 plane", 131072, Technology::Ethernet, "sn5600", 1},
    };
    std::printf("%-28s %5s %-22s %9s %9s %9s %9s %10s %12s %12s\n", "design", "tiers",
                "switches per tier", "plan ms", "build ms", "expand ms", "total ms", "edges",
                "graph bytes", "peak RSS KiB");
    for (const Case &c : cases) {
        GeneratorParams p;
        p.gpus = c.gpus;
        p.nodeTypeId = QStringLiteral("h100-8gpu");
        p.technology = c.technology;
        p.switchTypeId = QString::fromLatin1(c.switchId);
        p.planes = c.planes;
        double best[4] = {1e30, 1e30, 1e30, 1e30};
        FabricPlan plan;
        std::size_t bytes = 0;
        int edges = 0;
        for (int rep = 0; rep < reps; ++rep) {
            using Clock = std::chrono::steady_clock;
            const auto t0 = Clock::now();
            const auto planned = planFabric(*catalog, p, &error);
            if (!planned) {
                std::fprintf(stderr, "%s: %s\n", c.label, qPrintable(error));
                return 1;
            }
            const auto t1 = Clock::now();
            Project project;
            const Id fabric = buildFabric(project, *catalog, *planned);
            const auto t2 = Clock::now();
            ExpandedGraph g = expandFabric(project, *catalog, fabric);
            g.buildAdjacency();
            const auto t3 = Clock::now();
            const auto ms = [](auto a, auto b) {
                return std::chrono::duration<double, std::milli>(b - a).count();
            };
            best[0] = std::min(best[0], ms(t0, t1));
            best[1] = std::min(best[1], ms(t1, t2));
            best[2] = std::min(best[2], ms(t2, t3));
            best[3] = std::min(best[3], ms(t0, t3));
            plan = *planned;
            bytes = g.memoryBytes();
            edges = g.edgeCount();
        }
        QStringList tiers;
        for (int n : plan.switchesPerTier)
            tiers << QString::number(n);
        std::printf("%-28s %5d %-22s %9.3f %9.3f %9.3f %9.3f %10d %12zu %12ld\n", c.label,
                    plan.tiers, qPrintable(tiers.join(QLatin1Char(','))), best[0], best[1], best[2],
                    best[3], edges, bytes, peakRssKib());
    }
    return 0;
}
