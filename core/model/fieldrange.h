// SPDX-License-Identifier: GPL-3.0-or-later
// The valid range of every number and text the model stores, and the one validator
// that checks a value against it. The project file and JSON readers (io/fields.h),
// catalog overrides and own parts (catalog.cpp), the profiles and the GUI editors
// (edit/editcommands.cpp) all call validate(), so a value is accepted or refused
// with the same one-line message wherever it enters.
//
// The limits (core/io/projectschema.md, "Limits") keep every analysis inside 64-bit
// arithmetic and every expansion inside memory: at most kMaxGpus GPUs, kMaxVertices
// expanded nodes and switches, kMaxLinks expanded links.
#pragma once

#include <QString>

#include <cstdint>

namespace fp {

// Limits of one project, checked before anything is expanded or allocated.
constexpr std::int64_t kMaxGpus = 1048576;              // 2^20 GPUs in the expanded design
constexpr std::int64_t kMaxVertices = 1048576;          // expanded nodes + switches
constexpr std::int64_t kMaxLinks = 8388608;             // expanded links (bundles counted once)
constexpr int kMaxTextLength = 4096;                    // a name, id, source, ... (characters)
constexpr int kMaxLongTextLength = 1048576;             // a description, an own part's JSON
constexpr double kMaxExactInteger = 9007199254740992.0; // 2^53: exact in a double (JSON)

// Where a value may lie. Numbers: min <= v <= max (or min < v when minExclusive),
// finite, whole when `integer`. Texts: at most maxLength characters.
struct FieldRange {
    double min = 0.0;
    double max = 0.0;
    bool minExclusive = false; // a divisor or a factor that must not be 0
    bool integer = false;
    int maxLength = 0; // texts only

    static constexpr FieldRange whole(double lo, double hi) { return {lo, hi, false, true, 0}; }
    static constexpr FieldRange real(double lo, double hi) { return {lo, hi, false, false, 0}; }
    // lo < v <= hi
    static constexpr FieldRange above(double lo, double hi) { return {lo, hi, true, false, 0}; }
    static constexpr FieldRange text(int maxLength = kMaxTextLength)
    {
        return {0, 0, false, false, maxLength};
    }
};

// An empty string when `value` lies in `range`, else the problem in one translated
// line (context "fp::Validation"): "1e+308 is not a number from 0 to 100".
QString validate(const FieldRange &range, double value);
// The same for a text: "the text has 5000 characters; at most 4096 are allowed".
QString validateText(const FieldRange &range, const QString &value);
// "from 0 to 100", "above 0 up to 1": the allowed range in words (translated).
QString describe(const FieldRange &range);

// The range of a catalog figure, addressed like FigureOverride (catalog.h): a part's
// field key ("priceEur", "reachM", ...) or an assumption's id (partId "" and field
// the id, or partId the id and field "value"). Unknown addresses get [0, 1e12].
FieldRange figureRange(const QString &partId, const QString &field);

} // namespace fp
