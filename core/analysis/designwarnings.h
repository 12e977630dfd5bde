// SPDX-License-Identifier: GPL-3.0-or-later
// Design warnings beyond the model invariants (invariants.h): findings about a
// design that is valid but risky, reported as Warning issues with stable codes
// (the editor's issues list). A pure function of the project and the catalog, plus the
// evaluation for the findings that need an analysis (resilience).
//
// Codes (each text names the objects by their names; the subject is what a click
// selects):
//   nodes-without-switches   the design has nodes but no switch at all
//   node-partly-linked       a node linked through some of its NICs, not all
//   switch-unlinked          a switch without links, which still counts in the cost
//                            and power (NVLink switches excepted)
//   switch-ports-idle        (Info) switches of one type and fabric that use under half
//                            their ports: the idle ports are bought and powered
//   link-skips-tier          a node linked straight to a spine or core, or a leaf to
//                            a core
//   nvlink-rack-incomplete   an NVLink domain of rack-scale nodes (GB200 NVL72 trays)
//                            holding fewer nodes than a full rack (subject: its first
//                            node; a domain has no selectable item)
//   nvlink-rack-missing      rack-scale nodes in no NVLink domain
//   link-past-reach          a link's chosen cable is shorter than the link
//   roce-untuned             an Ethernet compute fabric runs RoCE without a tuned
//                            lossless class (RoceTuning::Untuned)
//   rack-overfull            nodes-per-rack nodes of a type and the rack's management
//                            switch need more units than the rack height (subject: the
//                            first node of that type)
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
// the untuned RoCE efficiency, the switch types whose price and power an unlinked
// switch's warning gives.
IssueList checkDesignWarnings(const Project &project, const Catalog &catalog,
                              const Evaluation *evaluation = nullptr, FiguresUsed *used = nullptr);

} // namespace fp
