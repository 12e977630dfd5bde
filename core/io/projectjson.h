// SPDX-License-Identifier: GPL-3.0-or-later
// The whole project as stable, diffable JSON (CLI export --format json, tests,
// text exchange). Layout (keys are the SQLite column names of projectschema.md):
//
//   {"format": "fabricplanner-project", "format_version": 1,
//    "info": {"name", "author", "organisation", "description"}, "next_id": N,
//    "catalog_overrides": {"figures": [{"part_id", "field", "value", "tag", "source",
//                                       "known"}], "own_parts": {<catalog.json layout>}},
//    "groups": [{"id", "name", "repeat", "collapsed", "pos_x", "pos_y"}],
//    "fabrics": [{"id", "name", "technology", "purpose", "roce_tuning",
//                 "generator": null | {"gpus", "node_type_id", "technology",
//                 "switch_type_id", "topology", "oversubscription", "planes"}}],
//    "nodes": [{"id", "name", "node_type_id", "group_id", "pos_x", "pos_y"}],
//    "nvlink_domains": [{"id", "name", "group_id", "node_ids": [..]}],
//    "switches": [{"id", "name", "switch_type_id", "role", "fabric_id", "group_id",
//                  "tier", "plane", "pos_x", "pos_y"}],
//    "links": [{"id", "fabric_id", "a_object", "a_nic", "a_port", "b_object", "b_nic",
//               "b_port", "bundle", "gbit_per_s", "cable_type_id", "length_m"}],
//    "workload": {"kind", "tensor_parallel", "pipeline_parallel", "data_parallel",
//                 "expert_parallel", "comm_share", "collective_bytes": [..], "job_gpus"},
//    "organisation": {"infiniband_skill", "roce_skill", "existing_ethernet_dc",
//                     "survive_single_switch_failure", "gpus_in_one_year",
//                     "gpus_in_three_years", "energy_eur_per_kwh", "pue",
//                     "depreciation_years", "support_share_of_capex_per_year",
//                     "spares_share", "currency"},
//    "measurements": [{"run", "source", "date", "variant", "op", "gpus", "bytes",
//                      "time_s", "algbw_gbyte_s", "busbw_gbyte_s", "test", "count",
//                      "type", "redop", "root", "wrong", "in_place_time_s",
//                      "in_place_algbw_gbyte_s", "in_place_busbw_gbyte_s",
//                      "in_place_wrong", "devices", "nodes", "avg_busbw_gbyte_s",
//                      "partial"}],
//    "calibration": [{"variant", "use"}]}   (optional when reading: absent = none)
//
// Object arrays are sorted by id; figures, measurements, calibration, node_ids and
// collective_bytes keep the project's order. A reference of 0 means "none" (no
// group, no fabric). Enum values are the model's stable keys ("rail-optimized").
// Numbers are plain JSON numbers. QJsonDocument sorts keys, so
// project -> JSON -> project -> JSON is byte-identical.
#pragma once

#include "model/model.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace fp {

QJsonObject projectToJson(const Project &project);

// The JSON text (indented, UTF-8) of projectToJson.
QByteArray projectToJsonText(const Project &project);

// Parse and validate like ProjectReader: every key listed above is required
// (unknown keys are ignored). On failure returns nullopt and sets `error` to a
// translated message that names the path: "links[3].bundle: 0 is not a number >= 1".
std::optional<Project> projectFromJson(const QJsonObject &json, QString *error);

} // namespace fp
