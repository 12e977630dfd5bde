// SPDX-License-Identifier: GPL-3.0-or-later
// Alpha-beta calibration from nccl-tests measurements. Sources:
//  [TRG05] R. Thakur, R. Rabenseifner, W. Gropp, "Optimization of Collective
//          Communication Operations in MPICH", IJHPCA 19(1), 2005: ring all-reduce
//          T = 2(p-1)a + 2(p-1)/p n b; ring all-gather / reduce-scatter and pairwise
//          all-to-all T = (p-1)a + (p-1)/p n b; b = 1/B.
//  [NCCL]  nvidia/nccl-tests doc/PERFORMANCE.md: algbw = size / time, busbw = algbw x
//          2(n-1)/n (all-reduce), (n-1)/n (all-gather, reduce-scatter, all-to-all), 1
//          (broadcast, reduce, send-recv); GB/s = 10^9 B/s.
//  [I290]  github.com/NVIDIA/nccl-tests/issues/290 (docs/CATALOG.md): a well-configured
//          400G NIC gives 46-48 GB/s busbw, 92-96 % of line rate.
#include "analysis/calibration.h"

#include "analysis/wording.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace fp {

namespace {

// "8 GiB", "64 MiB", "512 KiB", "8 B" (binary units, docs/DESIGN.md section 7).
QString sizeText(double bytes)
{
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    while (bytes >= 1024.0 && u < 4) {
        bytes /= 1024.0;
        ++u;
    }
    const bool whole = std::abs(bytes - std::round(bytes)) < 1e-9;
    return QStringLiteral("%1 %2").arg(num(bytes, whole ? 0 : 1), QLatin1String(units[u]));
}

QString variantName(const QString &variant)
{
    if (variant == QLatin1String("infiniband"))
        return tr("InfiniBand");
    if (variant == QLatin1String("ethernet"))
        return tr("Ethernet (RoCE)");
    if (variant.isEmpty())
        return tr("an unnamed fabric");
    return variant;
}

// What to look at when the fabric falls short, by technology.
QString shortfallHints(const QString &variant)
{
    if (variant == QLatin1String("infiniband"))
        return tr("check adaptive routing, the subnet manager's routing engine, cable and "
                  "port errors, and NIC placement (one NIC per GPU on the same PCIe switch)");
    if (variant == QLatin1String("ethernet"))
        return tr("check load balancing (ECMP hashing or adaptive routing), PFC/ECN settings "
                  "and NIC placement (one NIC per GPU on the same PCIe switch)");
    return tr("check load balancing, congestion control settings and NIC placement");
}

struct Solved {
    bool ok = false;
    double a = 0.0, b = 0.0; // a seconds per step, b seconds per byte of factor x n
    bool clamped = false;
};

// Weighted least squares without intercept, two regressors x1 (steps) and x2
// (factor x n): minimise sum w (T - a x1 - b x2)^2. Normal equations:
//   [S11 S12] [a]   [S1y]
//   [S12 S22] [b] = [S2y]
Solved solve(const std::vector<AlphaBetaSample> &samples)
{
    double s11 = 0, s12 = 0, s22 = 0, s1y = 0, s2y = 0;
    for (const AlphaBetaSample &s : samples) {
        const double x1 = alphaBetaLatencySteps(s.op, s.gpus);
        const double x2 = alphaBetaBandwidthFactor(s.op, s.gpus) * s.bytes;
        const double w = 1.0 / (s.seconds * s.seconds); // relative error
        s11 += w * x1 * x1;
        s12 += w * x1 * x2;
        s22 += w * x2 * x2;
        s1y += w * x1 * s.seconds;
        s2y += w * x2 * s.seconds;
    }
    Solved r;
    const double det = s11 * s22 - s12 * s12;
    if (s22 <= 0.0)
        return r;
    if (std::abs(det) > 1e-12 * s11 * s22) {
        r.a = (s1y * s22 - s2y * s12) / det;
        r.b = (s11 * s2y - s12 * s1y) / det;
    } else {
        r.a = -1.0; // singular (one size only): bandwidth alone
    }
    if (r.a < 0.0) {
        // A negative latency has no meaning: fit the bandwidth alone, a = 0.
        r.a = 0.0;
        r.b = s2y / s22;
        r.clamped = true;
    }
    r.ok = r.b > 0.0;
    return r;
}

Explanation shortfallOrMatch(const SizeComparison &c, const QString &variant)
{
    Explanation e;
    e.id = QStringLiteral("measured-vs-model");
    e.figures = {{QStringLiteral("bytes"), double(c.bytes)},
                 {QStringLiteral("measured_busbw_gbyte_s"), c.measuredBusbwGbytePerS},
                 {QStringLiteral("modelled_busbw_gbyte_s"), c.modelledBusbwGbytePerS},
                 {QStringLiteral("ratio"), c.ratio}};
    const QString head =
        tr("Measured busbw at %1 is %2 % of the modelled value (%3 against %4 "
           "GB/s)")
            .arg(sizeText(double(c.bytes)), num(c.ratio * 100.0), num(c.measuredBusbwGbytePerS, 1),
                 num(c.modelledBusbwGbytePerS, 1));
    if (c.ratio < 0.9)
        e.text = tr("%1: %2.").arg(head, shortfallHints(variant));
    else if (c.ratio > 1.1)
        e.text = tr("%1: the model is conservative for this fabric; consider using the "
                    "calibrated figures for this variant.")
                     .arg(head);
    else
        e.text = tr("%1: measurement and model agree within 10 %.").arg(head);
    return e;
}

} // namespace

double alphaBetaLatencySteps(const QString &op, int gpus)
{
    return collectiveLatencySteps(op, gpus); // [TRG05], model/collective.h
}

double alphaBetaBandwidthFactor(const QString &op, int gpus)
{
    // [TRG05] bandwidth terms, equal to the [NCCL] bus factors (model/collective.h);
    // nothing to fit below two GPUs, except a send-recv transfer.
    if (gpus < 2 && op != QLatin1String("send-recv"))
        return 0.0;
    return collectiveBusFactor(op, gpus);
}

AlphaBetaFit fitAlphaBeta(const std::vector<AlphaBetaSample> &samples)
{
    AlphaBetaFit fit;
    std::vector<AlphaBetaSample> usable;
    std::set<double> sizes;
    for (const AlphaBetaSample &s : samples) {
        if (s.seconds > 0.0 && std::isfinite(s.seconds) && s.bytes > 0.0 &&
            alphaBetaBandwidthFactor(s.op, s.gpus) > 0.0) {
            usable.push_back(s);
            sizes.insert(s.bytes);
        }
    }
    fit.points = int(usable.size());
    if (sizes.size() < 2) {
        fit.error = tr("The fit needs at least two message sizes with a time and a known "
                       "operation; %Ln usable row(s) given.",
                       nullptr, static_cast<int>(usable.size()));
        return fit;
    }
    const Solved s = solve(usable);
    if (!s.ok) {
        fit.error = tr("The times do not grow with the message size, so no bandwidth can be "
                       "fitted.");
        return fit;
    }
    fit.ok = true;
    fit.alphaSeconds = s.a;
    fit.busGbytePerS = 1.0 / s.b / 1e9;
    fit.latencyClamped = s.clamped;
    double sum = 0.0;
    for (const AlphaBetaSample &x : usable) {
        const double t = s.a * alphaBetaLatencySteps(x.op, x.gpus) +
                         s.b * alphaBetaBandwidthFactor(x.op, x.gpus) * x.bytes;
        const double rel = (t - x.seconds) / x.seconds;
        sum += rel * rel;
    }
    fit.rmsRelativeResidual = std::sqrt(sum / double(usable.size()));
    // The linear form of one (op, p), as in T = c0 + c1 n.
    const AlphaBetaSample &first = usable.front();
    const bool single = std::all_of(usable.begin(), usable.end(), [&](const AlphaBetaSample &x) {
        return x.op == first.op && x.gpus == first.gpus;
    });
    if (single) {
        fit.c0Seconds = s.a * alphaBetaLatencySteps(first.op, first.gpus);
        fit.c1SecondsPerByte = s.b * alphaBetaBandwidthFactor(first.op, first.gpus);
    }
    return fit;
}

double fittedBusbwGbytePerS(const AlphaBetaFit &fit, const QString &op, int gpus, double bytes)
{
    if (!fit.ok || fit.busGbytePerS <= 0.0 || bytes <= 0.0)
        return 0.0;
    const double factor = alphaBetaBandwidthFactor(op, gpus);
    const double t = fit.alphaSeconds * alphaBetaLatencySteps(op, gpus) +
                     factor * bytes / (fit.busGbytePerS * 1e9);
    // [NCCL] busbw = size / time x factor.
    return t > 0.0 ? bytes / t * factor / 1e9 : 0.0;
}

BusbwModel busbwModelFromPoints(const std::vector<CollectivePoint> &points, const QString &op,
                                int gpus)
{
    std::map<int, std::vector<std::pair<double, double>>> byGpus; // gpus -> (log size, busbw)
    for (const CollectivePoint &p : points)
        if (collectiveKey(p.op) == op && p.bytes > 0.0)
            byGpus[p.gpus].emplace_back(std::log(p.bytes), p.busbwGbytePerS);
    if (byGpus.empty())
        return {};
    auto best = byGpus.begin();
    for (auto it = byGpus.begin(); it != byGpus.end(); ++it)
        if (std::abs(it->first - gpus) < std::abs(best->first - gpus))
            best = it;
    std::vector<std::pair<double, double>> curve = best->second;
    std::sort(curve.begin(), curve.end());
    return [curve](double bytes) {
        if (bytes <= 0.0)
            return 0.0;
        const double x = std::log(bytes);
        if (x <= curve.front().first)
            return curve.front().second;
        if (x >= curve.back().first)
            return curve.back().second;
        const auto hi = std::lower_bound(curve.begin(), curve.end(), std::make_pair(x, -1e300));
        const auto lo = hi - 1;
        const double f = (x - lo->first) / (hi->first - lo->first);
        return lo->second + f * (hi->second - lo->second);
    };
}

std::vector<std::vector<Measurement>> measurementSeries(const std::vector<Measurement> &all)
{
    std::vector<std::vector<Measurement>> out;
    std::map<std::tuple<int, QString, QString, QString, int>, std::size_t> index;
    for (const Measurement &m : all) {
        const auto key = std::make_tuple(m.run, m.source, m.test, m.op, m.gpus);
        auto it = index.find(key);
        if (it == index.end()) {
            index.emplace(key, out.size());
            out.push_back({m});
        } else {
            out[it->second].push_back(m);
        }
    }
    return out;
}

namespace {

// The fit and what qualifies it: the latency clamped, sizes that failed the data
// check, a table cut short, a run inside one node.
void explainFit(RunCalibration &r, const QString &what, int failedCheck, bool partial)
{
    r.explanations.push_back(
        {QStringLiteral("fit"),
         tr("%1: a least-squares fit of the alpha-beta model over %2 sizes gives a latency of "
            "%3 µs per step and a bus bandwidth of %4 GB/s per GPU (root-mean-square error "
            "%5 %).")
             .arg(what)
             .arg(r.fit.points)
             .arg(num(r.fit.alphaSeconds * 1e6, 2), num(r.fit.busGbytePerS, 1),
                  num(r.fit.rmsRelativeResidual * 100.0, 1)),
         {{QStringLiteral("alpha_us"), r.fit.alphaSeconds * 1e6},
          {QStringLiteral("busbw_gbyte_s"), r.fit.busGbytePerS},
          {QStringLiteral("points"), double(r.fit.points)},
          {QStringLiteral("rms_relative_error"), r.fit.rmsRelativeResidual}}});
    if (r.fit.latencyClamped)
        r.explanations.push_back(
            {QStringLiteral("latency-clamped"),
             tr("The times of the smallest sizes do not show a latency the model can fit, so "
                "the latency was set to 0 and only the bandwidth was fitted."),
             {}});
    if (failedCheck > 0)
        r.explanations.push_back(
            {QStringLiteral("data-check"),
             tr("Left out of the fit for failing the nccl-tests data check: %Ln size(s).", nullptr,
                static_cast<int>(failedCheck)),
             {{QStringLiteral("sizes"), double(failedCheck)}}});
    if (partial)
        r.explanations.push_back(
            {QStringLiteral("partial"),
             tr("The run's table was cut short or lost rows; the fit uses the %1 sizes that "
                "were read.")
                 .arg(r.fit.points),
             {{QStringLiteral("points"), double(r.fit.points)}}});
    if (r.nodes == 1)
        r.explanations.push_back(
            {QStringLiteral("single-node"),
             tr("All GPUs of this run are in one node: it measures NVLink, not the network "
                "fabric."),
             {}});
}

// Efficiency: B against the NIC line rate per GPU ([I290] for what to expect).
void explainEfficiency(RunCalibration &r, double lineRateGbitPerSPerGpu)
{
    if (r.lineRateGbytePerSPerGpu > 0.0) {
        r.efficiency = r.fit.busGbytePerS / r.lineRateGbytePerSPerGpu;
        QString text = tr("The fitted bandwidth is %1 % of the %2 GB/s line rate per GPU (%3 "
                          "Gb/s).")
                           .arg(num(r.efficiency * 100.0), num(r.lineRateGbytePerSPerGpu, 1),
                                num(lineRateGbitPerSPerGpu));
        if (r.nodes != 1 && r.efficiency < 0.85)
            text += QLatin1Char(' ') + tr("A well-configured fabric reaches 92-96 % "
                                          "(github.com/NVIDIA/nccl-tests/issues/290): %1.")
                                           .arg(shortfallHints(r.variant));
        r.explanations.push_back(
            {QStringLiteral("efficiency"),
             text,
             {{QStringLiteral("efficiency"), r.efficiency},
              {QStringLiteral("line_rate_gbyte_s"), r.lineRateGbytePerSPerGpu}}});
    }
}

// Per size: measured, modelled, fitted; and the explanation at the largest size with a
// modelled value, where bandwidth, not latency, decides.
void compareSizes(RunCalibration &r, const std::vector<Measurement> &series,
                  const BusbwModel &model)
{
    for (const Measurement &m : series) {
        SizeComparison c;
        c.bytes = m.bytes;
        c.measuredBusbwGbytePerS = m.busbwGbyteS;
        c.fittedBusbwGbytePerS = fittedBusbwGbytePerS(r.fit, m.op, m.gpus, double(m.bytes));
        if (model) {
            c.modelledBusbwGbytePerS = std::max(0.0, model(double(m.bytes)));
            if (c.modelledBusbwGbytePerS > 0.0)
                c.ratio = c.measuredBusbwGbytePerS / c.modelledBusbwGbytePerS;
        }
        r.sizes.push_back(c);
    }
    const SizeComparison *largest = nullptr;
    for (const SizeComparison &c : r.sizes)
        if (c.ratio > 0.0 && (!largest || c.bytes > largest->bytes))
            largest = &c;
    if (largest)
        r.explanations.push_back(shortfallOrMatch(*largest, r.variant));
}

} // namespace

RunCalibration calibrateRun(const std::vector<Measurement> &series, double lineRateGbitPerSPerGpu,
                            const BusbwModel &model)
{
    RunCalibration r;
    if (series.empty())
        return r;
    const Measurement &head = series.front();
    r.run = head.run;
    r.source = head.source;
    r.op = head.op;
    r.variant = head.variant;
    r.gpus = head.gpus;
    r.nodes = head.nodes;
    r.lineRateGbytePerSPerGpu = lineRateGbitPerSPerGpu / 8.0; // bits to bytes

    std::vector<AlphaBetaSample> samples;
    int failedCheck = 0;
    for (const Measurement &m : series) {
        if (m.wrong >= 1.0) {
            ++failedCheck; // "#wrong" counts elements that failed the data check
            continue;
        }
        samples.push_back({m.op, m.gpus, double(m.bytes), m.seconds});
    }
    r.fit = fitAlphaBeta(samples);

    const QString what = tr("Run %1 of %2 (%3, %4 GPUs on %5)")
                             .arg(r.run)
                             .arg(r.source, r.op.isEmpty() ? tr("unknown operation") : r.op)
                             .arg(r.gpus)
                             .arg(variantName(r.variant));
    if (!r.fit.ok) {
        r.explanations.push_back({QStringLiteral("fit-failed"),
                                  tr("%1: no calibration. %2").arg(what, r.fit.error),
                                  {}});
        return r;
    }
    explainFit(r, what, failedCheck, head.partial);
    explainEfficiency(r, lineRateGbitPerSPerGpu);
    compareSizes(r, series, model);
    return r;
}

Calibration calibrateVariant(const std::vector<Measurement> &all, const QString &variant,
                             double lineRateGbitPerSPerGpu, std::vector<Explanation> *explanations)
{
    Calibration cal;
    cal.variant = variant;
    std::vector<const Measurement *> rows;
    bool anyMultiNode = false;
    for (const Measurement &m : all)
        if (m.variant == variant && m.nodes != 1 && alphaBetaBandwidthFactor(m.op, m.gpus) > 0.0)
            anyMultiNode = true;
    for (const Measurement &m : all) {
        if (m.variant != variant || alphaBetaBandwidthFactor(m.op, m.gpus) <= 0.0)
            continue;
        if (anyMultiNode && m.nodes == 1)
            continue;
        if (m.wrong >= 1.0)
            continue; // failed the data check
        rows.push_back(&m);
    }
    std::vector<AlphaBetaSample> samples;
    QStringList sources;
    std::set<std::pair<int, QString>> runs;
    for (const Measurement *m : rows) {
        samples.push_back({m->op, m->gpus, double(m->bytes), m->seconds});
        if (!sources.contains(m->source))
            sources << m->source;
        runs.insert({m->run, m->source});
    }
    const AlphaBetaFit fit = fitAlphaBeta(samples);
    if (!fit.ok) {
        if (explanations)
            explanations->push_back(
                {QStringLiteral("calibration-failed"),
                 tr("No calibration for %1: %2").arg(variantName(variant), fit.error),
                 {}});
        return cal;
    }
    cal.alphaSeconds = fit.alphaSeconds;
    cal.busGbytePerS = fit.busGbytePerS;
    cal.sourceFiles = sources;
    cal.points = fit.points;
    cal.rmsRelativeResidual = fit.rmsRelativeResidual;
    if (lineRateGbitPerSPerGpu > 0.0)
        cal.efficiency = fit.busGbytePerS / (lineRateGbitPerSPerGpu / 8.0);
    cal.source = tr("Calibrated from measurement: least-squares fit of the alpha-beta model "
                    "(Thakur, Rabenseifner, Gropp 2005) to %1 sizes of %Ln run(s) (%2).",
                    nullptr, static_cast<int>(runs.size()))
                     .arg(fit.points)
                     .arg(sources.join(QStringLiteral(", ")));
    if (explanations) {
        QString text = tr("Measurements on %1 give a latency of %2 µs per step and a bus "
                          "bandwidth of %3 GB/s per GPU.")
                           .arg(variantName(variant), num(fit.alphaSeconds * 1e6, 2),
                                num(fit.busGbytePerS, 1));
        if (cal.efficiency > 0.0)
            text += QLatin1Char(' ') +
                    tr("That is %1 % of the %2 Gb/s line rate per GPU.")
                        .arg(num(cal.efficiency * 100.0), num(lineRateGbitPerSPerGpu));
        if (!anyMultiNode)
            text += QLatin1Char(' ') + tr("All runs are within one node, so the figures "
                                          "describe NVLink rather than the network fabric.");
        explanations->push_back({QStringLiteral("calibration"),
                                 text,
                                 {{QStringLiteral("alpha_us"), fit.alphaSeconds * 1e6},
                                  {QStringLiteral("busbw_gbyte_s"), fit.busGbytePerS},
                                  {QStringLiteral("efficiency"), cal.efficiency},
                                  {QStringLiteral("points"), double(fit.points)}}});
    }
    return cal;
}

CommShare commShareFromBreakdown(const StepBreakdown &step)
{
    CommShare r;
    const double compute = step.computeSeconds;
    const double comm = step.communicationSeconds;
    const double overlap = step.overlapSeconds;
    if (!std::isfinite(compute) || !std::isfinite(comm) || !std::isfinite(overlap) ||
        compute < 0.0 || comm < 0.0 || overlap < 0.0) {
        r.error = tr("The step breakdown needs compute, communication and overlap times of 0 "
                     "seconds or more.");
        return r;
    }
    if (overlap > compute || overlap > comm) {
        r.error = tr("The overlap (%1 s) cannot be longer than the compute time (%2 s) or the "
                     "communication time (%3 s).")
                      .arg(num(overlap, 3), num(compute, 3), num(comm, 3));
        return r;
    }
    r.stepSeconds = compute + comm - overlap;
    if (r.stepSeconds <= 0.0) {
        r.error = tr("The step breakdown adds up to a step of 0 seconds.");
        return r;
    }
    r.exposedSeconds = comm - overlap;
    r.share = r.exposedSeconds / r.stepSeconds;
    r.totalShare = comm / r.stepSeconds;
    r.ok = true;
    r.explanation = {
        QStringLiteral("comm-share"),
        tr("Of a measured step of %1 s, %2 s is communication that compute does not hide "
           "(%3 s of %4 s overlaps): the network holds up %5 % of the step.")
            .arg(num(r.stepSeconds, 3), num(r.exposedSeconds, 3), num(overlap, 3), num(comm, 3),
                 num(r.share * 100.0)),
        {{QStringLiteral("step_s"), r.stepSeconds},
         {QStringLiteral("exposed_communication_s"), r.exposedSeconds},
         {QStringLiteral("comm_share"), r.share}}};
    return r;
}

} // namespace fp
