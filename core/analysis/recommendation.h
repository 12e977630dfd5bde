// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation (docs/DESIGN.md sections 1 and 5): which variant fits, with the
// reasons behind it (each an id, its figures and a sentence) and what would change
// the answer. A pure function of the project and the evaluated variants.
//
// Decision logic (docs/DESIGN.md section 1): every criterion gives points, positive
// for InfiniBand, negative for Ethernet/RoCE:
//   workload kind            pre-training / mixed HPC +2, fine-tuning +1, inference -2
//   communication share      >= commHeavyShare +1, <= commLightShare -1
//   cluster size             >= largeClusterGpus with a communication-heavy workload +1,
//                            < smallClusterGpus -1
//   collective time          step-time change commShare x (t_ethernet / t_infiniband - 1):
//                            > stepTimeThreshold +1, > 5 x stepTimeThreshold +2,
//                            < -stepTimeThreshold -1
//   network TCO              Ethernet cheaper by > tcoThreshold -1, dearer +1
//   team skills              skill(InfiniBand) - skill(RoCE), none 0 / some 1 / expert 2
//   existing Ethernet DC     -1
//   fault tolerance          when required: +2 / -2 if only one variant survives a switch failure
//   growth                   the 3-year (else 1-year) target needs more tiers on one: -1 / +1
//   complexity               score difference > complexityThreshold: -1 / +1
// The sum decides (> 0 InfiniBand, < 0 Ethernet/RoCE, 0: the lower TCO). Hybrid is
// chosen over InfiniBand only when its TCO saving exceeds its extra complexity
// priced at tcoFractionPerComplexityPoint of the InfiniBand TCO per point.
#pragma once

#include "analysis/results.h"
#include "model/model.h"

#include <vector>

namespace fp {

// The thresholds of the decision: named, editable assumptions (estimates of this
// project, no published source; the report lists them).
struct RecommendationAssumptions {
    double commHeavyShare = 0.25;      // share of step time communicating: heavy at or above
    double commLightShare = 0.10;      // light at or below
    long long smallClusterGpus = 256;  // below: small (one or two switch tiers either way)
    long long largeClusterGpus = 1024; // at or above: large multi-node training
    double stepTimeThreshold = 0.02;   // step-time change that counts (2 %)
    double tcoThreshold = 0.15;        // relative network TCO difference that counts
    double complexityThreshold = 10.0; // complexity points difference that counts
    // Hybrid: one complexity point weighs this share of the InfiniBand network TCO.
    double tcoFractionPerComplexityPoint = 0.01;
};

Recommendation recommend(const Project &project, const std::vector<VariantEvaluation> &variants);
Recommendation recommend(const Project &project, const std::vector<VariantEvaluation> &variants,
                         const RecommendationAssumptions &assumptions);

} // namespace fp
