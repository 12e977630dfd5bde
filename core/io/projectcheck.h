// SPDX-License-Identifier: GPL-3.0-or-later
// Structural checks shared by the project file reader and writer and the JSON
// reader: what a stored project must satisfy to be a model at all (ids unique and
// resolvable, enum-free ranges such as bundle >= 1). Design rules (ports, reach,
// ...) are not checked here: that is checkInvariants() (invariants.h).
//
// A problem is reported with its place, formatted for the medium it came from:
// "links[3].bundle" for JSON, "table link, row 12, column bundle" for the file.
#pragma once

#include "model/model.h"

#include <QString>

namespace fp::projectcheck {

// Where a value lives. `field` is the snake_case name used both as the SQLite
// column and as the JSON key (projectschema.md).
enum class Collection {
    Info,            // project row / "info" (plus "next_id")
    Group,           // repeat_group / "groups"
    Fabric,          // fabric / "fabrics"
    Generator,       // generator_params / "fabrics[i].generator"
    Node,            // node / "nodes"
    NvlinkDomain,    // nvlink_domain / "nvlink_domains"
    NvlinkMember,    // nvlink_domain_node / "nvlink_domains[i].node_ids[j]"
    Switch,          // switch / "switches"
    Link,            // link / "links"
    FigureOverride,  // figure_override / "catalog_overrides.figures"
    OwnPart,         // own_part / "catalog_overrides.own_parts"
    Workload,        // workload / "workload"
    CollectiveSize,  // workload_collective_size / "workload.collective_bytes[j]"
    Organisation,    // organisation / "organisation"
    Measurement,     // measurement / "measurements"
    Calibration,     // calibration_choice / "calibration"
    Requirements,    // requirements / "requirements"
    DecisionWeights, // decision_weights / "decision_weights"
    FloorLayout,     // floor_layout / "floor_layout"
    ComparisonBasis, // comparison_basis / "comparison_basis"
};

struct Where {
    Collection collection = Collection::Info;
    int index = -1;  // position in the project's vector (JSON array index)
    qint64 row = -1; // SQLite row id (object id for id tables; index + 1 otherwise)
    int sub = -1;    // position in a nested list (domain member, collective size)
    QString field;   // column / key; empty: the whole row
};

// "links[3].bundle"
QString jsonPath(const Where &w);
// "table link, row 12, column bundle" (translated)
QString sqlPlace(const Where &w);

using Formatter = QString (*)(const Where &);

// Row-local check of a figure override (its fields and the range of the figure it
// addresses, figureRange()), shared so that each reader can run it where it knows the row. Return
// an empty string when fine, else the problem text (without place); `field` is set to the offending
// field.
QString checkFigureOverride(const FigureOverride &f, QString *field);

// Every structural check. On the first problem returns false and sets `error` to
// "<place>: <problem>" with the place formatted by `format`.
bool checkProject(const Project &project, Formatter format, QString *error);

} // namespace fp::projectcheck
