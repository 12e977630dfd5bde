// SPDX-License-Identifier: GPL-3.0-or-later
// What a second network plane would take and cost for one variant (the report's
// "Availability" chapter): the variant's compute fabric generated again with the same
// generator settings (technology, switch type, topology, oversubscription) on two
// planes, on a node type whose NICs have two ports on the fabric's technology (the
// variant's own node type when its NICs already have two, else the catalog's
// dual-port counterpart: analysis_resilience.h dualPortAlternative(), e.g.
// h100-8gpu-dual), in place of the variant's compute fabric and nodes
// (explore.h exploredDesign()). The design is analysed as evaluate() analyses a
// variant: network capex and TCO (analysis_cost.h) and the worst single switch failure
// (analysis_resilience.h). A figure that cannot be had is said to be unavailable with
// the reason, never estimated.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"

#include <QString>

namespace fp {

struct DualPlaneOption {
    bool available = false;
    QString notAvailableReason; // translated, when !available
    QString nodeTypeId;         // the node type of the two-plane design
    QString nodeTypeName;
    bool nodeTypeChanged = false;  // the variant's nodes have single-port NICs
    QString singlePlaneNodeTypeId; // the variant's node type
    int nicPorts = 0;              // ports per NIC of that node type on the technology
    double nicPortGbitPerS = 0.0;
    int tiers = 0;          // of each plane
    long long switches = 0; // compute-fabric switches, both planes
    long long switchesSinglePlane = 0;
    double capexEur = 0.0;            // network capex of the whole design (analyzeCost)
    bool capexComplete = true;        // false: a part has no price, a lower bound
    double tcoEur = 0.0;              // over the depreciation period
    FailureImpact worstSwitchFailure; // on two planes
};

// The two-plane design of `variant` (its project is the variant's design). Not
// available when its compute fabric was not generated (drawn by hand: no settings to
// generate it again), when its nodes are of several or unknown node types, when the
// catalog has no node type with the same GPUs and dual-port NICs, or when the
// generator cannot build it (its reason).
DualPlaneOption dualPlaneOption(const VariantEvaluation &variant, const Catalog &catalog);

} // namespace fp
