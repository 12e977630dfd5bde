// SPDX-License-Identifier: GPL-3.0-or-later
// Every persisted field of the model, described once: its SQLite column and JSON key,
// how to read and write it in the struct, its kind and its valid range
// (model/fieldrange.h). The SQLite reader and writer (projectfile.cpp), the JSON
// reader and writer (projectjson.cpp) and the range checks (projectcheck.cpp) all
// walk these tables. Adding a field to a persisted struct means: the struct
// (model.h), one line in its table (fields.cpp) and a migration (projectfile.cpp,
// projectschema.md).
//
// Not in the tables: row ids of tables without an object id (figure_override,
// measurement, ...), the owning key of a nested row (generator_params.fabric_id),
// lists (nvlink_domain_node, workload_collective_size) and the own parts' JSON.
#pragma once

#include "model/fieldrange.h"
#include "model/model.h"

#include <QString>
#include <QVariant>

#include <span>

namespace fp::fields {

enum class Kind {
    Text,       // QString, at most range.maxLength characters
    Integer,    // a whole number in range (qlonglong)
    Real,       // a finite number in range (double)
    Boolean,    // 0 / 1 in SQLite, true / false in JSON
    Id,         // an object id >= 1
    OptionalId, // an object id, or none (NULL in SQLite, 0 in JSON)
    Key,        // an enum's stable key ("rail-optimized")
};

template <typename S> struct Field {
    const char *column;                 // SQLite column
    const char *key;                    // JSON key
    Kind kind;                          //
    FieldRange range;                   // Text, Integer, Real
    QVariant (*get)(const S &);         // QString, qlonglong, double or bool
    bool (*set)(S &, const QVariant &); // false: an unknown key
};

template <typename S> using Table = std::span<const Field<S>>;

Table<ProjectInfo> info();
Table<FigureOverride> figureOverride(); // value: also figureRange() of its address
Table<Group> group();
Table<Fabric> fabric();
Table<GeneratorParams> generator();
Table<Node> node();
Table<NvlinkDomain> nvlinkDomain();
Table<Switch> switches();
Table<Link> link();
Table<WorkloadProfile> workload();
Table<ModelPlan> modelPlan(); // workload_model (SQLite), workload.model (JSON)
Table<OrganisationProfile> organisation();
Table<Requirements> requirements();
Table<DecisionWeights> decisionWeights();
Table<FloorLayout> floorLayout();
Table<ComparisonBasis> comparisonBasis();
Table<Measurement> measurement();
Table<CalibrationChoice> calibration();

// Ranges of the values outside the struct tables.
FieldRange nextIdRange();          // project.next_id
FieldRange collectiveBytesRange(); // workload_collective_size.bytes
FieldRange ownPartJsonRange();     // own_part.json

// The range of `column` in `table` (a programming error when it has no such column:
// an empty range that refuses everything).
template <typename S> FieldRange rangeOf(Table<S> table, const char *column)
{
    for (const Field<S> &f : table) {
        if (qstrcmp(f.column, column) == 0)
            return f.range;
    }
    return FieldRange::whole(1, 0);
}

// The one validator for a number of a persisted field, by table and column
// ("link", "gbit_per_s"): empty when fine, else the problem in one translated line
// (model/fieldrange.h) that gives the allowed range.
template <typename S> QString validate(Table<S> table, const char *column, double value)
{
    return fp::validate(rangeOf(table, column), value);
}

// The first field of `s` out of its range (texts too): the problem in one line, and
// `field` set to its column; empty when every field is in range.
QString checkValue(Kind kind, const FieldRange &range, const QVariant &value);
template <typename S> QString check(const S &s, Table<S> table, const char **field)
{
    for (const Field<S> &f : table) {
        const QString problem = checkValue(f.kind, f.range, f.get(s));
        if (!problem.isEmpty()) {
            *field = f.column;
            return problem;
        }
    }
    return {};
}

} // namespace fp::fields
