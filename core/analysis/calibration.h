// SPDX-License-Identifier: GPL-3.0-or-later
// Calibration of the collectives model with measurement (docs/DESIGN.md section 5):
// a least-squares fit of the alpha-beta model to imported nccl-tests times, the
// resulting efficiency against line rate, measured vs modelled busbw per size with
// explanations, and the workload's communication share from a measured step breakdown.
//
// Model ([TRG05] R. Thakur, R. Rabenseifner, W. Gropp, "Optimization of Collective
// Communication Operations in MPICH", IJHPCA 19(1), 2005; busbw from nvidia/nccl-tests
// doc/PERFORMANCE.md), for p GPUs and a buffer of n bytes (nccl-tests "size"):
//   T(n) = steps(op, p) x a + factor(op, p) x n / B
//   all-reduce (ring)                      steps 2(p-1), factor 2(p-1)/p
//   all-gather, reduce-scatter (ring)      steps (p-1),  factor (p-1)/p
//   all-to-all (pairwise exchange)         steps (p-1),  factor (p-1)/p
//   broadcast, reduce (pipelined ring)     steps (p-1),  factor 1
//   send-recv (one transfer)               steps 1,      factor 1
// factor is exactly the nccl-tests bus factor, so B is the busbw the run tends to at
// large sizes, and busbw(n) = B x n / (n + steps x a x B / factor).
#pragma once

#include "analysis/results.h"
#include "model/model.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace fp {

// Figures of one variant calibrated from measurement, for the collectives analysis to
// use instead of its efficiency assumption (and to mark as such, with `source`).
struct Calibration {
    QString variant;           // "infiniband" | "ethernet" | ... (Measurement::variant)
    double alphaSeconds = 0.0; // fitted per-step latency a
    double busGbytePerS = 0.0; // fitted bandwidth B per GPU, 10^9 B/s
    double efficiency = 0.0;   // B / line rate per GPU; 0 when no line rate was given
    QString source;            // translated: what was fitted, from which logs
    QStringList sourceFiles;   // the logs fitted, in the order first seen
    int points = 0;            // sizes used in the fit
    double rmsRelativeResidual = 0.0;
    bool valid() const { return points >= 2 && busGbytePerS > 0.0; }
};

// The factors of the table above; 0 for an unknown op or p < 2 (p < 1 for send-recv).
double alphaBetaLatencySteps(const QString &op, int gpus);
double alphaBetaBandwidthFactor(const QString &op, int gpus);

struct AlphaBetaSample {
    QString op;
    int gpus = 0;
    double bytes = 0.0;
    double seconds = 0.0;
};

struct AlphaBetaFit {
    bool ok = false;
    double alphaSeconds = 0.0;
    double busGbytePerS = 0.0;
    // For a single (op, p): the fitted line T = c0 + c1 n, c0 = steps a, c1 = factor / B.
    double c0Seconds = 0.0;
    double c1SecondsPerByte = 0.0;
    int points = 0;
    double rmsRelativeResidual = 0.0; // sqrt(mean((T_fit - T) / T)^2)
    bool latencyClamped = false;      // the free fit gave a < 0; refitted with a = 0
    QString error;                    // translated, when !ok
};

// Weighted least squares of T = a x steps + (1/B) x factor x n over the samples, with
// weights 1/T^2: it minimises the relative error, so the microsecond times of small
// sizes (which set a) and the second-long times of large sizes (which set B) count
// alike; an unweighted fit would let the largest sizes decide a as well.
AlphaBetaFit fitAlphaBeta(const std::vector<AlphaBetaSample> &samples);

// The busbw the fitted model gives at `bytes`, GB/s.
double fittedBusbwGbytePerS(const AlphaBetaFit &fit, const QString &op, int gpus, double bytes);

// A modelled busbw curve: GB/s at a size; <= 0 where the model has no figure.
using BusbwModel = std::function<double(double bytes)>;

// The curve of the collectives analysis for `op` ("all-reduce", ...) and `gpus`,
// interpolated linearly in log(size) between its points (clamped at the ends). When no
// point has exactly `gpus`, the points of the nearest GPU count are used.
BusbwModel busbwModelFromPoints(const std::vector<CollectivePoint> &points, const QString &op,
                                int gpus);

struct SizeComparison {
    qint64 bytes = 0;
    double measuredBusbwGbytePerS = 0.0;
    double modelledBusbwGbytePerS = 0.0; // 0 when no model was given
    double fittedBusbwGbytePerS = 0.0;
    double ratio = 0.0; // measured / modelled; 0 when no model
};

struct RunCalibration {
    int run = 0;
    QString source;
    QString op;
    QString variant;
    int gpus = 0;
    int nodes = 0;
    AlphaBetaFit fit;
    double lineRateGbytePerSPerGpu = 0.0;
    double efficiency = 0.0; // fit.busGbytePerS / line rate; 0 when unknown
    std::vector<SizeComparison> sizes;
    std::vector<Explanation> explanations;
};

// The measurements grouped into series of one run, source, op and GPU count, in the
// order they first appear.
std::vector<std::vector<Measurement>> measurementSeries(const std::vector<Measurement> &all);

// Fits one series (the out-of-place times; sizes that failed the data check are left
// out), compares it with `model` when given, and explains the result.
// `lineRateGbitPerSPerGpu`: the NIC line rate per GPU in Gb/s (bits), e.g. 400.
RunCalibration calibrateRun(const std::vector<Measurement> &series, double lineRateGbitPerSPerGpu,
                            const BusbwModel &model = {});

// One fit over all runs measured on `variant` (every op and GPU count together, by the
// table above). Runs within one node (nodes == 1) measure NVLink, not the fabric, and
// are left out unless nothing else is there. `explanations` (optional) gets the summary.
Calibration calibrateVariant(const std::vector<Measurement> &all, const QString &variant,
                             double lineRateGbitPerSPerGpu,
                             std::vector<Explanation> *explanations = nullptr);

// A measured training step: compute, communication, and the part of the communication
// hidden behind compute (all seconds).
struct StepBreakdown {
    double computeSeconds = 0.0;
    double communicationSeconds = 0.0;
    double overlapSeconds = 0.0;
};

struct CommShare {
    bool ok = false;
    double share = 0.0;       // exposed communication / step time, for WorkloadProfile::commShare
    double totalShare = 0.0;  // all communication / step time (overlapped included)
    double stepSeconds = 0.0; // compute + communication - overlap
    double exposedSeconds = 0.0; // communication - overlap
    QString error;               // translated, when !ok
    Explanation explanation;
};

// commShare = (communication - overlap) / (compute + communication - overlap): the
// share of the step the network holds up, which is what a faster or slower fabric
// changes. The overlap must not exceed the compute or the communication time.
CommShare commShareFromBreakdown(const StepBreakdown &step);

} // namespace fp
