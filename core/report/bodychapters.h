// SPDX-License-Identifier: GPL-3.0-or-later
// Three chapters of the report's body that a consultancy's network
// design comparison has and the analyses' findings fill:
//
// - "The options in words": what each variant is in THIS design (its fabrics and their
//   technology, the tiers and switches of its compute fabric, its network cost), with
//   variants that come out as the same design merged under one heading and one
//   sentence saying why (the hybrid equals InfiniBand when there is no storage or
//   front-end fabric to move to Ethernet, ...).
// - "Risk register": likelihood, impact and mitigation of the risks the analyses
//   found: the RoCE tuning (PFC/ECN) with the bandwidth at stake, one InfiniBand
//   switch vendor, the team's experience per technology, a single network plane with
//   the GPUs one switch cuts off, an unmet requirement, performance that is modelled
//   and not measured, and prices that are estimates.
// - "Implementation steps": the request for quotation, the proof of concept with
//   nccl-tests and the bus bandwidths the model predicts as its thresholds, and the
//   decision gates with the figures each gate decides on.
//
// Every figure is a result value (analysis/results.h) or a project input; the levels of
// likelihood follow stated rules from inputs (the team's experience, the number of
// vendors, the network's interruptions a year at the catalog's rate), and a likelihood
// the inputs do not give is said to be not quantified rather than guessed.
#pragma once

#include "analysis/dualplane.h"
#include "analysis/evaluation.h"
#include "model/catalog.h"
#include "model/model.h"
#include "report/reportcontent.h"

namespace fp::report {

Section optionsSection(const Project &project, const Evaluation &evaluation);
Section riskRegisterSection(const Project &project, const Evaluation &evaluation);
Section implementationSection(const Project &project, const Evaluation &evaluation);
// What a second network plane takes and costs for each variant (analysis/dualplane.h),
// computed once per distinct design (sameDesignGroups()) for page 1 and the
// availability chapter: generating and analysing a two-plane design is the dearest step
// of a report.
struct TwoPlaneOptions {
    std::vector<std::pair<VariantKind, DualPlaneOption>> options; // one per variant
    // nullptr when `kind` was not evaluated.
    const DualPlaneOption *of(VariantKind kind) const;
};
TwoPlaneOptions twoPlaneOptions(const Evaluation &evaluation, const Catalog &catalog);

// Availability: per option the worst single switch failure (ResilienceResult) and what
// the design on two planes would take and cost (`twoPlanes`).
Section availabilitySection(const Project &project, const Catalog &catalog,
                            const Evaluation &evaluation, const TwoPlaneOptions &twoPlanes);

// Groups of variants (in comparison order) that are the same design: the same fabrics
// with the same technologies, the same switches and links per tier, the same bill.
std::vector<std::vector<const VariantEvaluation *>> sameDesignGroups(const Evaluation &evaluation);

} // namespace fp::report
