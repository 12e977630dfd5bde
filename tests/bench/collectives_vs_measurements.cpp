// SPDX-License-Identifier: GPL-3.0-or-later
// The collectives model against public nccl-tests results (tests/bench/measurements.tsv):
// for each row the shipped catalog's design of that many GPUs (generator, rail-optimized,
// QM9700 for InfiniBand, SN5600 for RoCE) and the model's busbw at that size, with the
// algorithm NCCL would pick or the one the run forced. Writes a Markdown table
// (docs/collectives-vs-measurements.md is this output; tests/bench/collectives_table.sh
// regenerates it).
//
//   fp_collectives_table [measurements.tsv] [--check]
//
// --check: exit 1 when a row that is an independent check misses its target: within
// 15 % from 256 MiB up, within a factor 2 below (the targets of docs/COLLECTIVES.md).
#include "analysis/analysis_bandwidth.h"
#include "analysis/analysis_collectives.h"
#include "model/catalog.h"
#include "support/testsupport.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>
#include <QTextStream>

#include <cmath>
#include <cstdio>

using namespace fp;

namespace {

struct Row {
    QString nodeType;
    int gpus = 0;
    QString fabric;
    bool sharp = false;
    QString algorithm; // "-": NCCL's choice
    QString op;
    double bytes = 0.0;
    double measured = 0.0;
    QString source;
    QString note;
};

bool parse(const QString &line, Row *r)
{
    const QStringList f = line.split(QLatin1Char('\t'));
    if (f.size() < 9 || line.startsWith(QLatin1Char('#')))
        return false;
    r->nodeType = f[0];
    r->gpus = f[1].toInt();
    r->fabric = f[2];
    r->sharp = f[3] == QLatin1String("1");
    r->algorithm = f[4];
    r->op = f[5];
    r->bytes = f[6].toDouble();
    r->measured = f[7].toDouble();
    r->source = f[8];
    r->note = f.size() > 9 ? f[9] : QString();
    return r->gpus > 0 && r->bytes > 0.0 && r->measured > 0.0;
}

Catalog catalogWithSharp(bool sharp)
{
    Catalog c = test::shippedCatalog();
    for (auto &[id, figure] : c.assumptions)
        if (id == QLatin1String("sharp-enabled"))
            figure.value = sharp ? 1.0 : 0.0;
    return c;
}

// The design the row ran on: whole nodes of its type, at least the row's GPUs.
Project design(const Row &r, const Catalog &c)
{
    const NodeTypeSpec *nt = c.nodeType(r.nodeType);
    const int perNode = nt ? std::max(1, nt->gpuCount) : 8;
    GeneratorParams params;
    params.gpus = (r.gpus + perNode - 1) / perNode * perNode;
    params.nodeTypeId = r.nodeType;
    const bool ib = r.fabric == QLatin1String("ib");
    params.technology = ib ? Technology::InfiniBand : Technology::Ethernet;
    params.switchTypeId = ib ? QStringLiteral("qm9700") : QStringLiteral("sn5600");
    params.topology = TopologyKind::RailOptimized;
    Project p = test::generatedProject(params, c);
    for (Fabric &f : p.fabrics)
        f.roceTuning = r.fabric == QLatin1String("roce-ecmp") ? RoceTuning::PlainEcmp
                                                              : RoceTuning::AdaptiveRouting;
    return p;
}

// The model's estimate: NCCL's choice, or the fastest protocol of the forced algorithm.
NcclEstimate estimate(const Row &r, CollectiveOp op, const CollectiveModel &m)
{
    if (r.algorithm == QLatin1String("-"))
        return collectiveEstimate(op, r.bytes, m);
    NcclEstimate best;
    bool found = false;
    for (const NcclEstimate &e : ncclCandidates(op, r.bytes, m.shape(), m.constants)) {
        if (ncclAlgorithmKey(e.algorithm) != r.algorithm)
            continue;
        if (!found || e.seconds() < best.seconds())
            best = e;
        found = true;
    }
    return found ? best : NcclEstimate{};
}

QString sizeText(double bytes)
{
    const double mib = bytes / 1048576.0;
    return mib >= 1024.0 ? QStringLiteral("%1 GiB").arg(mib / 1024.0)
                         : QStringLiteral("%1 MiB").arg(mib);
}

bool independent(const Row &r)
{
    return !r.note.startsWith(QLatin1String("source of")) &&
           !r.note.startsWith(QLatin1String("expected ceiling"));
}

bool knownMiss(const Row &r)
{
    return r.note.startsWith(QLatin1String("known miss"));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QString path = QStringLiteral(FP_SOURCE_DIR "/tests/bench/measurements.tsv");
    bool check = false;
    for (const QString &a : app.arguments().mid(1)) {
        if (a == QLatin1String("--check"))
            check = true;
        else
            path = a;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        return 2;
    }
    QTextStream out(stdout);
    out << "| system | GPUs | fabric | op | size | NCCL_ALGO | measured GB/s | model GB/s | "
           "model algorithm/protocol | error | source | note |\n"
        << "|---|---:|---|---|---:|---|---:|---:|---|---:|---|---|\n";
    int misses = 0;
    const Catalog withSharp = catalogWithSharp(true), without = catalogWithSharp(false);
    QTextStream in(&f);
    while (!in.atEnd()) {
        Row r;
        CollectiveOp op;
        if (!parse(in.readLine(), &r) || !collectiveFromKey(r.op, &op))
            continue;
        const Catalog &c = r.sharp ? withSharp : without;
        const Project p = design(r, c);
        const CollectiveModel m = collectiveModel(p, c, analyzeBandwidth(p, c), r.gpus);
        const NcclEstimate e = estimate(r, op, m);
        const double busbw =
            e.seconds() > 0.0 ? r.bytes / e.seconds() / 1e9 * busBandwidthFactor(op, r.gpus) : 0.0;
        const double error = busbw / r.measured - 1.0;
        const double ratio = busbw / r.measured;
        const bool miss = independent(r) && (r.bytes >= 268435456.0 ? std::abs(error) > 0.15
                                                                    : (ratio > 2.0 || ratio < 0.5));
        misses += miss && !knownMiss(r) ? 1 : 0;
        out << "| " << r.nodeType << " | " << r.gpus << " | " << r.fabric
            << (r.sharp ? QStringLiteral(" + SHARP") : QString()) << " | " << r.op << " | "
            << sizeText(r.bytes) << " | " << r.algorithm << " | " << r.measured << " | "
            << QString::number(busbw, 'f', 1) << " | " << ncclAlgorithmKey(e.algorithm) << "/"
            << ncclProtocolKey(e.protocol) << " | " << QString::number(error * 100.0, 'f', 1)
            << " %" << (miss ? QStringLiteral(" (miss)") : QString()) << " | " << r.source << " | "
            << r.note << " |\n";
    }
    out.flush();
    if (check && misses > 0) {
        std::fprintf(stderr, "%d row(s) outside the target\n", misses);
        return 1;
    }
    return 0;
}
