-- SPDX-License-Identifier: GPL-3.0-or-later
-- A .fabricplan file as FabricPlanner wrote it in schema version 6, before the
-- comparison basis (the v5 fixture after migration 6, with a floor layout laid out).
-- tst_projectfile loads this script into a temporary database and checks that
-- migration 7 adds an empty comparison_basis table, so the file reads with the variants
-- compared as generated and keeps its floor layout. The CREATE and ALTER statements are
-- migrations 1 to 6 of core/io/projectfile.cpp, verbatim: never change them.
-- Statements end with ";" at the end of a line.
PRAGMA application_id = 1179675758;
PRAGMA user_version = 6;
CREATE TABLE project ( id INTEGER PRIMARY KEY CHECK (id = 1), name TEXT NOT NULL, author TEXT NOT NULL, organisation TEXT NOT NULL, description TEXT NOT NULL, app_version TEXT NOT NULL, next_id INTEGER NOT NULL);
CREATE TABLE figure_override ( id INTEGER PRIMARY KEY, part_id TEXT NOT NULL, field TEXT NOT NULL, value REAL NOT NULL, tag TEXT NOT NULL, source TEXT NOT NULL, known INTEGER NOT NULL);
CREATE TABLE own_part ( id INTEGER PRIMARY KEY, kind TEXT NOT NULL, seq INTEGER, part_id TEXT, json TEXT NOT NULL);
CREATE TABLE repeat_group ( id INTEGER PRIMARY KEY, name TEXT NOT NULL, repeat INTEGER NOT NULL, collapsed INTEGER NOT NULL, pos_x REAL NOT NULL, pos_y REAL NOT NULL);
CREATE TABLE fabric ( id INTEGER PRIMARY KEY, name TEXT NOT NULL, technology TEXT NOT NULL, purpose TEXT NOT NULL, roce_tuning TEXT NOT NULL);
CREATE TABLE generator_params ( fabric_id INTEGER PRIMARY KEY REFERENCES fabric(id) ON DELETE CASCADE, gpus INTEGER NOT NULL, node_type_id TEXT NOT NULL, technology TEXT NOT NULL, switch_type_id TEXT NOT NULL, topology TEXT NOT NULL, oversubscription REAL NOT NULL, planes INTEGER NOT NULL);
CREATE TABLE node ( id INTEGER PRIMARY KEY, name TEXT NOT NULL, node_type_id TEXT NOT NULL, group_id INTEGER REFERENCES repeat_group(id), pos_x REAL NOT NULL, pos_y REAL NOT NULL);
CREATE TABLE nvlink_domain ( id INTEGER PRIMARY KEY, name TEXT NOT NULL, group_id INTEGER REFERENCES repeat_group(id));
CREATE TABLE nvlink_domain_node ( domain_id INTEGER NOT NULL REFERENCES nvlink_domain(id) ON DELETE CASCADE, seq INTEGER NOT NULL, node_id INTEGER NOT NULL REFERENCES node(id), PRIMARY KEY (domain_id, seq));
CREATE TABLE switch ( id INTEGER PRIMARY KEY, name TEXT NOT NULL, switch_type_id TEXT NOT NULL, role TEXT NOT NULL, fabric_id INTEGER REFERENCES fabric(id), group_id INTEGER REFERENCES repeat_group(id), tier INTEGER NOT NULL, plane INTEGER NOT NULL, pos_x REAL NOT NULL, pos_y REAL NOT NULL);
CREATE TABLE link ( id INTEGER PRIMARY KEY, fabric_id INTEGER REFERENCES fabric(id), a_object INTEGER NOT NULL, a_nic INTEGER NOT NULL, a_port INTEGER NOT NULL, b_object INTEGER NOT NULL, b_nic INTEGER NOT NULL, b_port INTEGER NOT NULL, bundle INTEGER NOT NULL, gbit_per_s REAL NOT NULL, cable_type_id TEXT NOT NULL, length_m REAL NOT NULL);
CREATE TABLE workload ( id INTEGER PRIMARY KEY CHECK (id = 1), kind TEXT NOT NULL, tensor_parallel INTEGER NOT NULL, pipeline_parallel INTEGER NOT NULL, data_parallel INTEGER NOT NULL, expert_parallel INTEGER NOT NULL, comm_share REAL NOT NULL, job_gpus INTEGER NOT NULL);
CREATE TABLE workload_collective_size (seq INTEGER PRIMARY KEY, bytes REAL NOT NULL);
CREATE TABLE organisation ( id INTEGER PRIMARY KEY CHECK (id = 1), infiniband_skill TEXT NOT NULL, roce_skill TEXT NOT NULL, existing_ethernet_dc INTEGER NOT NULL, survive_single_switch_failure INTEGER NOT NULL, gpus_in_one_year INTEGER NOT NULL, gpus_in_three_years INTEGER NOT NULL, energy_eur_per_kwh REAL NOT NULL, pue REAL NOT NULL, depreciation_years INTEGER NOT NULL, support_share_of_capex_per_year REAL NOT NULL, spares_share REAL NOT NULL, currency TEXT NOT NULL);

INSERT INTO project VALUES (1, 'Pilot pod v4', 'A. Architect', 'Example Lab', 'Two H100 nodes on one leaf.', '0.0.9', 12);
INSERT INTO figure_override VALUES (1, 'qm9700', 'priceEur', 21000.0, 'user', 'Quote 2024-11', 1);
INSERT INTO own_part VALUES (1, 'cables', 0, 'my-dac', '{"id":"my-dac","name":"Lab DAC 1 m"}');
INSERT INTO repeat_group VALUES (1, 'Unit', 2, 0, 0.0, 0.0);
INSERT INTO fabric VALUES (2, 'compute', 'infiniband', 'compute', 'adaptive-routing');
INSERT INTO generator_params VALUES (2, 16, 'h100-8gpu', 'infiniband', 'qm9700', 'rail-optimized', 1.0, 1);
INSERT INTO node VALUES (3, 'node-1', 'h100-8gpu', 1, 100.0, 200.0);
INSERT INTO node VALUES (4, 'node-2', 'h100-8gpu', 1, 300.0, 200.0);
INSERT INTO nvlink_domain VALUES (11, 'tray pair', 1);
INSERT INTO nvlink_domain_node VALUES (11, 0, 4);
INSERT INTO nvlink_domain_node VALUES (11, 1, 3);
INSERT INTO switch VALUES (5, 'leaf-1', 'qm9700', 'leaf', 2, 1, 0, 0, 200.0, 50.5);
INSERT INTO switch VALUES (6, 'spine-1', 'qm9700', 'spine', 2, NULL, 1, 0, 200.0, -100.0);
INSERT INTO link VALUES (7, 2, 3, 0, 0, 5, -1, 0, 1, 400.0, '', 0.0);
INSERT INTO link VALUES (8, 2, 4, 0, 0, 5, -1, 0, 1, 400.0, 'my-dac', 1.0);
INSERT INTO link VALUES (9, 2, 5, -1, 0, 6, -1, 0, 2, 400.0, '', 25.0);
INSERT INTO workload VALUES (1, 'inference', 8, 1, 0, 1, 0.15, 0);
INSERT INTO workload_collective_size VALUES (0, 1048576.0);
INSERT INTO workload_collective_size VALUES (1, 67108864.0);
INSERT INTO organisation VALUES (1, 'some', 'expert', 1, 1, 32, 128, 0.3, 1.4, 4, 0.12, 0.05, 'EUR');
ALTER TABLE project ADD COLUMN saved_at TEXT NOT NULL DEFAULT '';
CREATE TABLE measurement ( id INTEGER PRIMARY KEY, run INTEGER NOT NULL, source TEXT NOT NULL, date TEXT NOT NULL, variant TEXT NOT NULL, op TEXT NOT NULL, gpus INTEGER NOT NULL, bytes INTEGER NOT NULL, time_s REAL NOT NULL, algbw_gbyte_s REAL NOT NULL, busbw_gbyte_s REAL NOT NULL, test TEXT NOT NULL, count INTEGER NOT NULL, type TEXT NOT NULL, redop TEXT NOT NULL, root INTEGER NOT NULL, wrong REAL NOT NULL, in_place_time_s REAL NOT NULL, in_place_algbw_gbyte_s REAL NOT NULL, in_place_busbw_gbyte_s REAL NOT NULL, in_place_wrong REAL NOT NULL, devices TEXT NOT NULL, nodes INTEGER NOT NULL, avg_busbw_gbyte_s REAL NOT NULL, partial INTEGER NOT NULL);
UPDATE project SET saved_at = '2025-01-15T10:00:00Z';
INSERT INTO measurement VALUES (1, 1, 'allreduce.txt', '2025-01-14T09:00:00Z', 'infiniband', 'all-reduce', 16, 1048576, 0.0001, 10.48576, 19.66, 'all_reduce_perf', 262144, 'float', 'sum', -1, 0.0, 0.0001, 10.48576, 19.66, 0.0, '16 x NVIDIA H100 80GB HBM3', 2, 19.66, 0);
INSERT INTO measurement VALUES (2, 1, 'allreduce.txt', '2025-01-14T09:00:00Z', 'infiniband', 'all-reduce', 16, 1073741824, 0.025, 42.95, 80.53, 'all_reduce_perf', 268435456, 'float', 'sum', -1, 0.0, 0.025, 42.95, 80.53, 0.0, '16 x NVIDIA H100 80GB HBM3', 2, 19.66, 0);
CREATE TABLE calibration_choice ( id INTEGER PRIMARY KEY, variant TEXT NOT NULL UNIQUE, use_calibration INTEGER NOT NULL);
INSERT INTO calibration_choice VALUES (1, 'infiniband', 1);
CREATE TABLE workload_model ( id INTEGER PRIMARY KEY CHECK (id = 1), parameters REAL NOT NULL, active_parameters REAL NOT NULL, layers INTEGER NOT NULL, hidden_size INTEGER NOT NULL, sequence_length INTEGER NOT NULL, micro_batch_sequences INTEGER NOT NULL, global_batch_sequences INTEGER NOT NULL, bytes_per_value INTEGER NOT NULL, moe_top_k INTEGER NOT NULL, pipeline_interleave INTEGER NOT NULL);
CREATE TABLE requirements ( id INTEGER PRIMARY KEY CHECK (id = 1), network_capex_budget_eur REAL NOT NULL, min_job_all_reduce_busbw_gbyte_s REAL NOT NULL);
CREATE TABLE decision_weights ( id INTEGER PRIMARY KEY CHECK (id = 1), performance REAL NOT NULL, tco REAL NOT NULL, complexity REAL NOT NULL, integration REAL NOT NULL, vendor_diversity REAL NOT NULL, risk REAL NOT NULL);
INSERT INTO requirements VALUES (1, 2500000.0, 0.0);
CREATE TABLE link_v5 ( id INTEGER NOT NULL UNIQUE, fabric_id INTEGER REFERENCES fabric(id), a_object INTEGER NOT NULL, a_nic INTEGER NOT NULL, a_port INTEGER NOT NULL, b_object INTEGER NOT NULL, b_nic INTEGER NOT NULL, b_port INTEGER NOT NULL, bundle INTEGER NOT NULL, gbit_per_s REAL NOT NULL, cable_type_id TEXT NOT NULL, length_m REAL NOT NULL);
INSERT INTO link_v5 (id, fabric_id, a_object, a_nic, a_port, b_object, b_nic, b_port, bundle, gbit_per_s, cable_type_id, length_m) SELECT id, fabric_id, a_object, a_nic, CASE WHEN a_nic = -1 THEN -1 ELSE a_port END, b_object, b_nic, CASE WHEN b_nic = -1 THEN -1 ELSE b_port END, bundle, gbit_per_s, cable_type_id, length_m FROM link ORDER BY id;
DROP TABLE link;
ALTER TABLE link_v5 RENAME TO link;
CREATE TABLE floor_layout ( id INTEGER PRIMARY KEY CHECK (id = 1), enabled INTEGER NOT NULL, racks_per_row INTEGER NOT NULL, rack_width_m REAL NOT NULL, row_pitch_m REAL NOT NULL, rise_m REAL NOT NULL, slack_m REAL NOT NULL, spines TEXT NOT NULL);
INSERT INTO floor_layout VALUES (1, 1, 12, 0.6, 3.0, 2.0, 2.0, 'end-of-row');
