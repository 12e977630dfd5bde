// SPDX-License-Identifier: GPL-3.0-or-later
// Resilience of the compute fabric(s) (docs/DESIGN.md section 5): the worst single switch
// and single link failure, and free switch ports.
//
// Definitions (see analysis_resilience.cpp for the details):
//  - A NIC port is lost when its link or its switch fails, or when its switch is cut
//    off from the rest of the fabric it belonged to.
//  - A GPU is cut off when every port of the NIC(s) serving it (NodeTypeSpec rails:
//    GPU j of a node with G GPUs and K NICs is served by NIC floor(j K / G)) is lost.
//  - A job spanning the cluster survives when no GPU is cut off: NCCL does not move a
//    running communicator's traffic to another rail over NVLink (PXN) when a NIC loses
//    its only link, so one lost rail port stops the job. With two planes a NIC with two
//    ports has a port on the other plane and the job carries on at reduced bandwidth; a
//    single-port NIC sits on one plane, so its GPU is still cut off.
//  - Bandwidth lost: the larger of the injection lost and the bisection lost (the
//    maximum flow over the cut that gave the bisection, before and after).
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"

namespace fp {

ResilienceResult analyzeResilience(const Project &project, const Catalog &catalog);

struct NetworkAnalysis; // analysis_bandwidth.h

// The same from the project's network analysis (evaluate()). With the catalog, the advice
// when a required survival is not met names the node type with dual-port NICs that
// meets it and what its nodes cost more; without it, the advice is generic.
ResilienceResult analyzeResilience(const Project &project, const NetworkAnalysis &network,
                                   const Catalog *catalog = nullptr);

struct ComputeNetwork; // analysis_bandwidth.h

// Whether a job spanning the cluster survives any single switch failure: no switch
// failure cuts a GPU off. analyzeResilience()'s worstSwitchFailure.jobSurvives, from
// the compute network alone (no maximum flow: the design search checks the survival
// requirement with it before it computes any flow).
bool jobSurvivesAnySwitchFailure(const ComputeNetwork &net);

// A node type of the catalog like `t` (same GPUs, count and NVLink domain, the same
// bandwidth per NIC) whose NICs have two ports or more on `tech` (nullptr when there is
// none): the dual-port option that keeps every GPU on both of two planes.
const NodeTypeSpec *dualPortAlternative(const Catalog &catalog, const NodeTypeSpec &t,
                                        Technology tech);

} // namespace fp
