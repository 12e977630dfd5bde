// SPDX-License-Identifier: GPL-3.0-or-later
// Design warnings beyond the model invariants (invariants.h): findings about a
// design that is valid but risky, reported as Warning issues with stable codes
// (the editor's issues list). A pure function of the project and the catalog, plus the
// evaluation for the findings that need an analysis (resilience).
//
// Codes:
//   link-past-reach          a link's chosen cable is shorter than the link
//   roce-untuned             an Ethernet compute fabric runs RoCE without a tuned
//                            lossless class (RoceTuning::Untuned)
//   single-point-of-failure  the organisation requires jobs to survive a switch
//                            failure, and the design as drawn does not
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/issue.h"
#include "model/model.h"

namespace fp {

// Every design warning of `project`. `evaluation` (optional) is an evaluation of this
// very project; without it the warnings that need an analysis are left out. Texts are
// translated (context "fp::DesignWarnings"). Never throws: ids that do not resolve are
// skipped. `used` (optional) receives the catalog ids the warnings read
// (AssumptionReader, analysis/assumptionreader.h): cable types, default cable lengths,
// the untuned RoCE efficiency.
IssueList checkDesignWarnings(const Project &project, const Catalog &catalog,
                              const Evaluation *evaluation = nullptr, FiguresUsed *used = nullptr);

} // namespace fp
