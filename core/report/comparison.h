// SPDX-License-Identifier: GPL-3.0-or-later
// The comparison of the variants, defined once: one row per figure with its key, its
// translated label (the unit in the label), its unit, the accessor that reads the
// figure from a variant's evaluation, the explanations that belong to it, and one
// formatting rule per unit. The CLI's `evaluate` table, the analysis dock and the PDF
// report all print these rows, so a figure reads the same wherever it is shown.
//
// Texts are translated under the context "fp::Report" (the PDF's, where the labels
// came from) in the current language; numbers use the locale's format (i18n.h).
#pragma once

#include "analysis/evaluation.h"
#include "model/catalog.h"
#include "model/model.h"
#include "render/chartpainter.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace fp::comparison {

// One precision per quantity, where a quantity is printed in more than
// one place: the management complexity (0-100) with one decimal, as the complexity table
// (its factors add up to it) and the scoring's explanations print it ("33.8"), and the
// share of bandwidth at stake on RoCE tuning with one decimal, as the scoring's
// explanation prints it ("19.5 %").
constexpr int kComplexityDecimals = 1;
constexpr int kBandwidthAtStakeDecimals = 1;

enum class Unit {
    Count,         // a whole number: "1,024"
    CountPerTier,  // whole numbers from the leaves up: "32 + 16"
    GbitPerS,      // "400"
    TbitPerS,      // "204.8"
    GbytePerS,     // "370.5"
    Milliseconds,  // "35.2"
    Seconds,       // "8.07"
    Ratio,         // r in r:1: "3:1", "1.33:1"
    Money,         // in the variant's currency: "EUR 1,234,567"
    Fraction,      // shown in per cent: 0.123 -> "12.3 %"
    Kilowatts,     // "34.5"
    MegawattHours, // "412"
    PerYear,       // events a year, one decimal: "13.8"
    Score,         // 0-100: "42"
    YesNo          // 0 or 1: "yes" / "no"
};

// A figure as the accessor reads it, in the row's unit.
struct Value {
    double number = 0.0;
    bool known = true;            // false: not computed for this variant, printed "-"
    std::vector<long long> parts; // Unit::CountPerTier: the counts, leaf first
    bool lowerBound = false;      // true: leaves out parts without a figure ("X + unknown")
    QString unknownText = {};     // printed instead of "-" when not known: why
    QString qualifier = {};       // printed after a known figure: the assumption it rests on
    QString marker = {};          // printed right after it: "*", a note under the table
};

struct Row {
    QString key; // stable: "tiers", "bisection", "capex", ...
    Unit unit = Unit::Count;
    std::function<QString(const Project &)> label; // translated, with the unit
    std::function<Value(const VariantEvaluation &)> value;
    // The explanations behind the figure (the analysis that computed it) ...
    std::function<std::vector<Explanation>(const VariantEvaluation &)> explanations;
    // ... of which these ids (prefixes) are about this very figure: listed first.
    QStringList firstExplanationIds;
};

// Every row, in the order of the tables.
const std::vector<Row> &rows();
// The row of `key`, or nullptr.
const Row *rowOf(const QString &key);

// The one formatting rule of a unit. A number that is not finite prints as "invalid"
// (the evaluation then makes no recommendation, see Evaluation::refusals).
QString format(Unit unit, const Value &value, const QString &currency);
// The text of `row` for one variant: format(row.unit, row.value(v), currency of v).
QString cell(const Row &row, const VariantEvaluation &variant);
// The sign of `currency` as the amounts are written (formatMoney, text/i18n.h): "EUR"
// in English, "€" for euros in Dutch; for axis titles and units ("EUR million",
// "€ mln", "€ 0,25 per kWh"), so that a text uses one currency style throughout.
QString currencySign(const QString &currency);
// The currency of a variant's cost figures ("EUR" when not set).
QString currencyOf(const VariantEvaluation &variant);

// The mark ("*") of a figure that holds only if NCCL's port failover works
// (ResilienceResult::survivalNeedsFailover), and the note under a table that explains
// it with the interruptions a year without failover, per variant; empty when no variant
// of `evaluation` needs it.
QString failoverMarker();
QString failoverNote(const Evaluation &evaluation);

// The comparison as text rows: the label, then one cell per variant in the
// evaluation's order. `keys` picks rows (in the given order); empty: every row.
std::vector<QStringList> table(const Project &project, const Evaluation &evaluation,
                               const QStringList &keys = {});

// The recommendation's scoring table (analysis/results.h Scoring) as text rows: a
// header (criterion, weight, one column per candidate), one row per criterion with
// its weight and points, and the weighted total last. Empty without a scoring.
std::vector<QStringList> scoringTable(const Evaluation &evaluation);
// The TCO along the growth plan (VariantEvaluation::growthPlan) of the scored
// variants (every variant but the design as drawn without a scoring) as text rows: a
// header (year, GPUs, then capex, opex and cumulative TCO per variant; the figures in
// millions of the variants' currency) and
// one row per year. Empty without variants.
std::vector<QStringList> growthPlanTable(const Evaluation &evaluation);
// The cumulative TCO per year and variant as a bar chart, in millions.
chart::BarChart growthPlanChart(const Evaluation &evaluation);
// The recommendation's sensitivity (Recommendation::sensitivity) as text rows: a
// header, then per assumption its value now, the range, the lead of the recommended
// variant at both ends and the value at which the recommendation changes.
std::vector<QStringList> sensitivityTable(const Evaluation &evaluation);
// The same as a tornado of the lead (in points) at the ends of each range.
chart::TornadoChart sensitivityChart(const Evaluation &evaluation);
// A variant's bill of materials as text rows, as the PDF report and the GUI show it:
// the header (part number, part, category, detail, quantity, unit price, total, power
// in W), one row per BOM line (a figure the catalog lacks is "unknown", never 0) and
// a totals row last, which says "+ unknown" when it leaves a part out. Columns from
// `firstNumberColumn` on are figures (right-aligned).
struct BomTable {
    QStringList header;
    std::vector<QStringList> rows; // the lines, then the totals row
    static constexpr int firstNumberColumn = 4;
};
BomTable bomTable(const VariantEvaluation &variant, const Catalog &catalog);
// The same lines for a request for quotation (the report's procurement appendix):
// part number, description (the part's name, then on a second line what it is and
// where it goes: "Optics (transceiver), switch side", "Spare: switch"), quantity, unit
// price, total and the price's source (its P/S/E/D/U tag in words and its price year,
// as the spreadsheet export writes them), and a totals row last. Columns from
// `firstNumberColumn` to `lastNumberColumn` are figures (right-aligned).
struct ProcurementTable {
    QStringList header;
    std::vector<QStringList> rows; // the lines, then the totals row
    static constexpr int firstNumberColumn = 2;
    static constexpr int lastNumberColumn = 4;
};
ProcurementTable procurementTable(const VariantEvaluation &variant, const Catalog &catalog);
// The racks of a variant's compute fabric (analysis/racks.h) as text rows: a header
// (rack, what one rack holds, racks, rack units per rack, typical power per rack), then
// one row per kind of rack; empty without a compute fabric. Columns from
// `firstNumberColumn` on are figures.
struct RackTable {
    QStringList header;
    std::vector<QStringList> rows;
    static constexpr int firstNumberColumn = 2;
};
RackTable rackTable(const VariantEvaluation &variant, const Catalog &catalog);
// A variant's colour in every chart (the fabric colours of the design renderer).
QColor variantColor(VariantKind kind);
// A criterion's display name ("Network TCO"); an unknown id as it is.
QString criterionName(const QString &id);

// GPUs of the cluster-wide collective points (the job points use fewer), and the
// cluster-wide point of `op` at `bytes` (nullptr when the analysis has none).
int clusterGpus(const VariantEvaluation &variant);
const CollectivePoint *findPoint(const VariantEvaluation &variant, CollectiveOp op, double bytes);

} // namespace fp::comparison
