// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation (docs/DESIGN.md sections 1 and 5, "Recommendation"): which variant
// fits, why, and what would change the answer. A pure function of the project, the
// catalog and the evaluated variants.
//
// 1. Requirements are hard constraints (Project::requirements and
//    OrganisationProfile::surviveSingleSwitchFailure), checked on every variant. The
//    recommendation is the best-scoring variant among those that fail the fewest; when
//    it fails one (no variant meets them all), or another variant fails one, the first
//    reason (id "requirements") names the requirement and the variants that fail it.
// 2. A scoring table decides among InfiniBand, Ethernet/RoCE and the hybrid (when its
//    design differs from InfiniBand's): six criteria each give every candidate 0-10
//    points, the best 10 and the others in proportion to their gap; the weighted mean
//    (Project::decisionWeights) is the total, the highest total wins, and the margin
//    is its lead. The reasons are the criteria in the order of their weighted
//    contribution to that lead.
// 3. "What would change the answer": every candidate statement (a weight, a team
//    skill, the Ethernet estate, a requirement, a variant's TCO, the cost per GPU-hour,
//    the workload) is decided again with the changed input; numeric inputs get their
//    threshold by bisection. Only statements that change the winner are listed.
#pragma once

#include "analysis/analysis_cost.h" // HoursPerYear
#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"

#include <vector>

namespace fp {

// The step time of `v` over that of `reference` for the project's workload: the
// communicating share of the step scales with the time of the collective that stands
// for the workload (collectiveOf()), the rest stays (docs/DESIGN.md section 5):
//   T_v / T_ref = 1 + commShare x (t_v / t_ref - 1).
// 1 when either variant lacks the collective. When the step-time model covers both
// variants (analysis/steptime.h), the ratio of their modelled steps instead.
double stepTimeRatio(const VariantEvaluation &v, const VariantEvaluation &reference,
                     const WorkloadProfile &workload);

// Sets StepTimeResult::relativeToFastest and its explanation of every variant: the
// fastest is the one with the lowest stepTimeRatio() against the first, and each
// variant's value is stepTimeRatio(v, fastest).
void compareStepTimes(std::vector<VariantEvaluation> &variants, const WorkloadProfile &workload);

// The money a year that the speed of `v` is worth against `reference` (negative when
// slower): with steps r = stepTimeRatio() times as long, a year of the cluster's GPU
// time does 1/r of the reference's work, so the share (1 - 1/r) of
//   GPUs x 8,760 h x gpuHourCostEur
// is lost: value = GPUs x 8,760 h x gpuHourCostEur x (1/r - 1). The one place where
// performance becomes money: a step-time model replaces this function.
double performanceValueEurPerYear(const VariantEvaluation &v, const VariantEvaluation &reference,
                                  const WorkloadProfile &workload, double gpuHourCostEur);

// The collective that stands for the workload's communication, and its size: the
// gradient all-reduce of training and HPC, the all-to-all of inference (MoE expert
// dispatch); the workload's largest collective size, else 1 GiB. This is where the
// workload kind enters the decision, once.
CollectiveOp collectiveOf(const WorkloadProfile &workload);
double collectiveBytesOf(const WorkloadProfile &workload);

// `sensitivityMs`, when not null, gets the wall time of the sensitivity (bench_evaluate).
Recommendation recommend(const Project &project, const Catalog &catalog,
                         const std::vector<VariantEvaluation> &variants,
                         double *sensitivityMs = nullptr);

} // namespace fp
