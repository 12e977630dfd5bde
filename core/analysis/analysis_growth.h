// SPDX-License-Identifier: GPL-3.0-or-later
// Growth (docs/DESIGN.md section 5): how many GPUs the compute fabric takes before
// another tier or another spine is needed, the next increment (one more scalable
// unit) and its cost, where the cost per GPU steps up, and the organisation's 1-
// and 3-year targets.
//
// Generated fabrics are re-planned with planFabric() at larger GPU counts (GPU
// counts step by whole nodes). Hand-drawn fabrics are judged by their free leaf
// ports.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"

namespace fp {

GrowthResult analyzeGrowth(const Project &project, const Catalog &catalog);

// The largest node count n in [lo, hi] for which `ok(n)` holds, given ok(lo) and
// that ok is monotone (true up to a point, false after). Exposed for the tests.
template <typename Pred> long long largestTrue(long long lo, long long hi, Pred ok)
{
    while (lo < hi) {
        const long long mid = lo + (hi - lo + 1) / 2;
        if (ok(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

} // namespace fp
