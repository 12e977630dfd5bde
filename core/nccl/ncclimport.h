// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the output of NVIDIA's nccl-tests (all_reduce_perf, all_gather_perf, ...) into
// plain values, and turns them into the project's Measurement rows (docs/DESIGN.md section 5,
// measured communication patterns). Format: github.com/NVIDIA/nccl-tests src/common.cu and
// src/util.cu, summed up in docs/CATALOG.md "nccl-tests output":
//  - text: '#' comment lines; a column header naming the columns (size count type
//    redop [root] time algbw busbw #wrong|error, once for out-of-place and once for
//    in-place); whitespace-separated data rows; a footer "# Out of bounds values : N OK"
//    and "# Avg bus bandwidth : X". One "#  Rank r Group g Pid p on host device d [bus]
//    name" line per rank. Times in microseconds, bandwidths in GB/s (10^9 B/s).
//  - JSON (-J): an object with config, devices, results[] (size, count, type, redop,
//    root, out_of_place{time, alg_bw, bus_bw, nwrong}, in_place{...}) and
//    average_bus_bandwidth.
// The reader is lenient with what surrounds the tables (MPI output prefixes, NCCL INFO
// lines, shell noise, several tests in one file) and strict with the tables: a row it
// cannot read is reported with its line number and the run is flagged partial; a number
// outside NcclLimits is an error. Every message starts with the log's name and line:
// "LOG line N: ..." ("LOG: ..." for the whole file, "LOG, result N: ..." in JSON).
// Text logs are read line by line (memory bounded by NcclLimits, whatever the file size).
#pragma once

#include "model/model.h"

#include <QByteArray>
#include <QString>

#include <vector>

class QIODevice;

namespace fp {

// What the reader accepts. nccl-tests prints sizes and counts as size_t and ranks as
// int (src/common.cu); these bounds keep every figure far inside the types the
// project stores (qint64, int, double) and inside what a cluster can measure.
struct NcclLimits {
    static constexpr qint64 maxBytes = qint64(1) << 62;      // a row's size and element count
    static constexpr int maxGpus = 1 << 24;                  // ranks, threads x GPUs, nranks
    static constexpr double maxTimeUs = 1e12;                // about 11.6 days per operation
    static constexpr double maxGbytePerS = 1e9;              // bandwidths: 1 EB/s
    static constexpr int maxLineBytes = 64 * 1024;           // longer text lines are skipped
    static constexpr qint64 maxJsonBytes = 16 * 1024 * 1024; // JSON output is read whole
    static constexpr int maxRows = 100000;                   // result rows of one log
    static constexpr int maxDevices = 131072;                // rank lines of one log
    static constexpr int maxWarnings = 200;                  // more are summed up in one
};

// One side of a result row: out-of-place or in-place.
struct NcclResult {
    bool present = false;
    double timeUs = 0.0;         // microseconds per operation
    double algbwGbytePerS = 0.0; // size / time, 10^9 B/s
    double busbwGbytePerS = 0.0; // algbw x the test's bus factor (PERFORMANCE.md)
    double wrong = -1.0;         // "#wrong" count, or the old "error" value; -1: N/A
    friend bool operator==(const NcclResult &, const NcclResult &) = default;
};

struct NcclRow {
    int line = 0;     // 1-based line of the source (0 for JSON)
    qint64 bytes = 0; // "size": the whole buffer, bytes
    qint64 count = 0; // elements
    QString type;     // "float", "half", ...
    QString redop;    // "sum", "none", ...
    int root = -1;    // -1: no root (or no root column)
    NcclResult outOfPlace;
    NcclResult inPlace;
};

struct NcclDevice {
    int rank = 0;
    QString host;
    int device = 0;
    QString busId; // "0000:1a:00"
    QString name;  // "NVIDIA H100 80GB HBM3"
};

struct NcclRun {
    QString format; // "text" | "json"
    QString test;   // "all_reduce_perf", ...; empty when not found
    QString op;     // "all-reduce" | "all-gather" | "reduce-scatter" |
                    // "all-to-all" | "send-recv" | "broadcast" | "reduce"
    int gpus = 0;   // ranks taking part; 0 when the log does not say
    std::vector<NcclDevice> devices;
    std::vector<NcclRow> rows;       // in the order of the log
    double avgBusbwGbytePerS = -1.0; // "Avg bus bandwidth"; -1 when the footer is missing
    int outOfBounds = -1;            // "Out of bounds values"; -1 when missing
    bool errorIsRelative = false;    // old layout: the "error" column is a relative error
    bool partial = false;            // rows were dropped or the table is cut short
    int firstLine = 0;               // where the run starts and ends in the source
    int lastLine = 0;
    QString date;                  // ISO 8601 when the log states it, else empty
    QString variant;               // guessed from the log: "infiniband" | "ethernet" | ""
    QString variantEvidence;       // the log line that gave the guess
    int nodes() const;             // distinct hosts in the rank lines; 0 when none
    QString deviceSummary() const; // "16 x NVIDIA H100 80GB HBM3"
};

struct NcclMessage {
    int line = 0; // 1-based; 0 when it concerns the whole file
    QString text; // translated: "LOG line N: sentence" ("LOG: sentence" for line 0)
};

struct NcclImportResult {
    QString sourceName;
    std::vector<NcclRun> runs;
    std::vector<NcclMessage> errors;   // nothing usable could be read
    std::vector<NcclMessage> warnings; // rows skipped, runs flagged, guesses made
    QString variant;                   // whole-file guess: "infiniband" | "ethernet" | ""
    QString variantEvidence;
    bool ok() const { return errors.empty() && !runs.empty(); }
};

// Reads nccl-tests text or JSON output from `device` (open for reading), text line by
// line. `sourceName` (a file name) starts every message, and names the test when the
// log does not.
NcclImportResult importNcclTests(QIODevice &device, const QString &sourceName);
NcclImportResult importNcclTests(const QByteArray &content, const QString &sourceName);

// "all_reduce_perf" (or "all_reduce") -> "all-reduce"; empty when not a known test.
QString ncclOpKey(const QString &test);

// nccl-tests doc/PERFORMANCE.md: busbw = algbw x factor. all-reduce 2(n-1)/n;
// all-gather, reduce-scatter, all-to-all (n-1)/n; broadcast, reduce, send-recv 1.
// 0 for an unknown op or n < 1.
double ncclBusFactor(const QString &op, int gpus);

// One Measurement per (run, size) of `result`, from the out-of-place figures (the
// in-place ones in the extra fields). All rows get `run`; `date` is used where the log
// has none; `variant` overrides the guess when not empty.
std::vector<Measurement> ncclMeasurements(const NcclImportResult &result, int run,
                                          const QString &date, const QString &variant = {});

// The next free Measurement::run of a project (1 for none).
int nextMeasurementRun(const Project &project);

} // namespace fp
