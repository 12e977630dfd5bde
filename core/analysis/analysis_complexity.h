// SPDX-License-Identifier: GPL-3.0-or-later
// Management complexity (docs/DESIGN.md section 5): a 0-100 score made of named
// factors, each with its points, its weight and a sentence, plus the RoCE
// configuration checklist with the values this design needs.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"

#include <optional>

namespace fp {

// The weights of the score: visible, editable assumptions (estimates of this
// project: no published scale exists). Each factor earns between 0 and its weight;
// the defaults add up to 100, so the score is 0-100.
//
// Scales: "log share" s(x, full) = min(1, log2(1 + x) / log2(1 + full)): the effort
// of looking after x items grows with x but flattens (automation pays off at scale).
struct ComplexityWeights {
    // Managed devices: switches and appliances, log share of devicesForFull.
    double managedDevices = 20.0;
    double devicesForFull = 4096.0;
    // Fabric technologies: points per technology beyond the first (two change
    // processes, two spare pools, two sets of tools).
    double perExtraTechnology = 8.0;
    // Vendors of switches and NICs: share (vendors - 1) / (vendorsForFull - 1).
    double vendors = 5.0;
    double vendorsForFull = 3.0;
    // Lossless Ethernet (RoCE fabrics only): a base share for having a lossless
    // class at all (PFC, ECN, DCQCN, DSCP trust, buffer headroom designed,
    // validated and kept consistent), the rest scaled by RoCE ports (switch and
    // NIC ends) as a log share of losslessPortsForFull.
    double losslessEthernet = 20.0;
    double losslessBaseShare = 0.5;
    double losslessPortsForFull = 16384.0;
    // InfiniBand subnet manager: on-board SM (QM9700) earns onBoardSmShare of the
    // weight, an external UFM (QM9790) the full weight.
    double subnetManager = 10.0;
    double onBoardSmShare = 0.6;
    // Skill gap, per technology the design uses (InfiniBand; RoCE for Ethernet
    // compute/storage fabrics): none = full weight, some = someSkillShare, expert = 0.
    double skillGapPerTechnology = 12.0;
    double someSkillShare = 0.5;
    // Cables and optics to look after (cables + transceivers, not spares), log share.
    double cablesOptics = 8.0;
    double cablesForFull = 100000.0;
    // Tooling and monitoring: per technology in use (UFM / fabric telemetry for
    // InfiniBand; PFC, ECN and CNP counters for RoCE; plain Ethernet monitoring).
    double toolingPerTechnology = 2.5;
};

class AssumptionReader;

// The coefficients of the PFC headroom formula, the catalog assumptions
// pfc-headroom-base (301), pfc-headroom-per-cable-m (2.16) and
// pfc-headroom-mtu-factor (2.72) (resources/catalog.json; docs/CATALOG.md).
struct PfcHeadroomFormula {
    double base = 0.0;
    double perCableM = 0.0;
    double mtuFactor = 0.0;
    // The three assumptions (recorded as used); nullopt when one is missing or unknown.
    static std::optional<PfcHeadroomFormula> fromCatalog(AssumptionReader &reader);
};

// PFC headroom (xoff) of one lossless buffer, bytes. Source: Linux
// drivers/net/ethernet/mellanox/mlx5/core/en/port_buffer.c, calculate_xoff():
// xoff = (base + perCableM * cable_m) * speed_Gbps + mtuFactor * MTU_bytes.
double pfcHeadroomBytes(const PfcHeadroomFormula &formula, double cableM, double speedGbitPerS,
                        int mtuBytes);

// The RoCE MTU the checklist assumes: 4096 bytes, the largest RoCE path MTU
// (InfiniBand transport MTU values are 256-4096; NVIDIA RoCE guides set 4096).
constexpr int RoceMtuBytes = 4096;

ComplexityResult analyzeComplexity(const Project &project, const Catalog &catalog);
ComplexityResult analyzeComplexity(const Project &project, const Catalog &catalog,
                                   const ComplexityWeights &weights);
// With the project's cost result already computed (evaluate() reuses it).
ComplexityResult analyzeComplexity(const Project &project, const Catalog &catalog,
                                   const ComplexityWeights &weights, const CostResult &cost);

// The points of the skill-gap factor ("skill-gap") for the design with the team's
// experience `infiniband` and `roce`: skillGapPerTechnology x the gap of each
// technology the design uses (InfiniBand; RoCE on an Ethernet compute or storage
// fabric). The recommendation's what-if on a team skill recomputes the score with it.
double skillGapPoints(const Project &project, Skill infiniband, Skill roce,
                      const ComplexityWeights &weights);

} // namespace fp
