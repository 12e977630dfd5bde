// SPDX-License-Identifier: GPL-3.0-or-later
// The bill of materials as a spreadsheet (xlsx) and as CSV for scripts
// (docs/EXCHANGE.md). One BOM per distinct variant: variants whose bills are
// the same line for line (the design as drawn is often one of the others) share one.
// The lines are the cost analysis's (analysis/analysis_cost.h), never recounted here.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"
#include "model/variantkind.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace fp::exchange {

struct VariantBom {
    std::vector<VariantKind> variants; // the variants with this bill, in comparison order
    CostResult cost;
};

// The bills of the evaluation's variants (their cost analyses, as evaluated: with the
// evaluation's options), identical bills merged.
std::vector<VariantBom> variantBoms(const Evaluation &evaluation);

// One CSV row per line and bill: variants (keys joined by ';'), part, description,
// category, detail (the docs/CLI.md key), quantity, unit and total price in EUR (empty
// when unknown), the price's tag and year.
QByteArray bomToCsv(const std::vector<VariantBom> &boms, const Catalog &catalog);

// The bill of `variant` among `boms` (with the other variants that share it), keeping
// only the lines at `lines` (indexes into its CostResult::bom, in that order; empty:
// every line). nullopt when no bill holds the variant.
std::optional<VariantBom> selectBom(const std::vector<VariantBom> &boms, VariantKind variant,
                                    const std::vector<std::size_t> &lines);

// A summary sheet and one sheet per bill: numbers as numbers, prices in a currency
// format, totals as formulas, the price basis in each header.
std::optional<QByteArray> bomToXlsx(const Project &project, const std::vector<VariantBom> &boms,
                                    const Catalog &catalog, QString *error);

} // namespace fp::exchange
