// SPDX-License-Identifier: GPL-3.0-or-later
// Page 1 of the PDF report: the executive summary a board reads before it signs.
// The decision asked; a box when a requirement is not met, above
// the recommendation; the recommendation with its conditions; the trade-off in money
// and per cent, now and along the growth plan, and what it buys; the three criteria
// that weigh most for the recommended variant; the main risks; the next steps; and
// the document control fields the reader fills in.
//
// Every figure comes from the evaluation (analysis/results.h): the summary only
// formats result values and takes differences between two variants' values. It never
// prints a command line or addresses the user of the program.
#pragma once

#include "analysis/evaluation.h"
#include "model/model.h"
#include "report/reportcontent.h"

#include <optional>
#include <utility>
#include <vector>

namespace fp::report {

struct ExecutiveSummary {
    std::vector<Block> blocks;                                // top to bottom
    std::vector<std::pair<QString, QString>> documentControl; // (label, value); "" to fill in
    QString priceBasis;  // "Indicative prices, not a quote: ...", at the foot of page 1
    QString sourcesNote; // "The sources are listed under ...", under the document control
};

struct TwoPlaneOptions; // report/bodychapters.h

// The summary of `evaluation` in the current language (fp::setLanguage). With
// `twoPlanes`, an unmet "survive a switch failure" requirement is given the cost of a
// second plane for every option, and the TCO gap on two planes. With `catalog`, a
// recommended design that is not the design as drawn names its switches.
ExecutiveSummary executiveSummary(const Project &project, const Evaluation &evaluation,
                                  const TwoPlaneOptions *twoPlanes = nullptr,
                                  const Catalog *catalog = nullptr);

// The recommendation in one line, as page 1 and the summary chapter state it (one
// wording): "Recommendation: InfiniBand", "..., once the unmet requirement is
// resolved" when the recommended variant fails a requirement, or why there is none.
QString recommendationSentence(const Evaluation &evaluation);

// The name of a requirement (RequirementCheck::id) as a heading or table label: "A job
// survives any single switch failure".
QString requirementLabel(const QString &id);

// A sum of money as a board reads it: "EUR 1.37 million" / "€ 1,37 mln" from one
// million up (two decimals below ten million, one above), else to the unit; with
// `decimals`, in millions with that many decimals whatever the amount (one precision for
// the amounts of one sentence).
QString moneyShort(double amount, const QString &currency, int decimals = -1);
// The evaluated variant of `kind` (nullptr when the evaluation has none), and the figure
// `name` of a scoring criterion (analysis/results.h CriterionScore), for page 1 and the
// body chapters alike.
const VariantEvaluation *variantOf(const Evaluation &ev, VariantKind kind);
std::optional<double> criterionFigure(const Evaluation &ev, const QString &criterion,
                                      const QString &name);

} // namespace fp::report
