// SPDX-License-Identifier: GPL-3.0-or-later
// When the evaluation makes no recommendation: the design breaks a model invariant
// (model/invariants.h, the Error issues the GUI lists), or a figure an analysis
// computed is not a finite number of at least 0 (a negative price, a zero link
// speed or efficiency, a PUE of 1e308 give negative costs, "inf" times and "nan %"
// differences). A recommendation resting on such figures would be made up, so
// evaluate() leaves it out and says why (Evaluation::refusals).
#pragma once

#include "analysis/evaluation.h"
#include "model/catalog.h"
#include "model/model.h"

#include <vector>

namespace fp {

// Every reason not to recommend, in order: the design's invariant errors (id: the
// issue's code), then the figures that are not finite and at least 0 (id
// "figure-invalid"). Empty when the recommendation stands. Texts are translated
// (context "fp::Validity").
std::vector<Explanation> recommendationRefusals(const Project &project, const Catalog &catalog,
                                                const Evaluation &evaluation);

} // namespace fp
