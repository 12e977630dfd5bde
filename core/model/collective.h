// SPDX-License-Identifier: GPL-3.0-or-later
// The collective operations, once: their keys (docs/CLI.md, the measurement rows of a
// project), nccl-tests bus-bandwidth factors and ring latency step counts. The
// analyses model the four ops of CollectiveOp; measurements may also carry
// broadcast, reduce and send-recv, which travel as keys.
#pragma once

#include <QString>

namespace fp {

enum class CollectiveOp { AllReduce, AllGather, ReduceScatter, AllToAll };

// "all-reduce" | "all-gather" | "reduce-scatter" | "all-to-all"
QString collectiveKey(CollectiveOp op);
// The modelled op of `key`; false for other keys (broadcast, reduce, send-recv, ...).
bool collectiveFromKey(const QString &key, CollectiveOp *out);

// nccl-tests doc/PERFORMANCE.md, "Bus bandwidth": busbw = algbw x factor with
// all-reduce 2(n-1)/n; all-gather, reduce-scatter, all-to-all (n-1)/n; broadcast,
// reduce, send-recv 1. 0 for an unknown key or n < 1.
double collectiveBusFactor(const QString &key, int gpus);

// Latency steps of the ring algorithms (Thakur, Rabenseifner and Gropp 2005):
// all-reduce 2(p-1); all-gather, reduce-scatter, all-to-all, broadcast and reduce
// (pipelined ring) p-1; send-recv one transfer. 0 for an unknown key, for p < 2
// (send-recv: p < 1).
double collectiveLatencySteps(const QString &key, int gpus);

} // namespace fp
