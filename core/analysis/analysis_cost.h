// SPDX-License-Identifier: GPL-3.0-or-later
// Cost analysis (docs/DESIGN.md section 5, "Cost"): the bill of materials of every
// fabric, counted on the expanded graph, and the capital cost, power, energy,
// support, TCO, cost per GPU and network share of the cluster cost derived from it.
// Pure function of (Project, Catalog); prices and power come from the catalog.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"
#include "topology/expansion.h"

namespace fp {

// Assumptions of the cost analysis that the catalog does not hold as parts.
// Every one is a named, editable assumption; fromCatalog() takes the value of the
// catalog assumption with the id given in the comment when the catalog has it.
struct CostAssumptions {
    // Cable run lengths used when a link has no length (Link::lengthM == 0).
    // Estimates (E) shipped in resources/catalog.json, which these defaults mirror:
    // node-to-leaf 10 m (leaves in a rack of the same row), leaf-to-spine 30 m
    // (across a row), spine-to-core 60 m (between rows). Set them per site.
    double nodeLeafLengthM = 10.0;  // assumption "cable-length-default-m-tier0"
    double leafSpineLengthM = 30.0; // assumption "cable-length-default-m-tier1"
    double spineCoreLengthM = 60.0; // assumption "cable-length-default-m-tier2"
    // External subnet managers for an InfiniBand fabric whose switches do not run
    // one (QM9790): a high-availability pair of UFM appliances, master and standby
    // (NVIDIA UFM Enterprise HA; estimate of the usual deployment).
    int ufmAppliancesPerFabric = 2; // assumption "ufm-appliances-per-fabric"
    // Nodes in a rack on the floor plan (analysis/floorplan.h): 4 DGX/HGX systems
    // (NVIDIA DGX SuperPOD RAs), the catalog's secondary-source figure.
    int nodesPerRack = 4; // assumption "nodes-per-rack"
    // The height of a rack in U, for the rack elevation (analysis/floorplan.h); 0 (the
    // catalog has no known figure): no elevation.
    int rackHeightU = 0; // assumption "rack-height-u"

    static CostAssumptions fromCatalog(const Catalog &catalog);
    // The catalog id of the default length of `segment` ("cable-length-default-m-tier0").
    static QString lengthId(LinkSegment segment);
};

// 8,760 hours in a (non-leap) year: 365 x 24.
constexpr double HoursPerYear = 8760.0;

// The segment of expanded edge `e` (from its lower end) and the length used for it:
// Link::lengthM when set, else the per-segment default of `assumptions`.
LinkSegment linkSegment(const ExpandedGraph &graph, int e);
double linkLengthM(const Link *link, LinkSegment segment, const CostAssumptions &assumptions);
// Convenience (looks the link up by id: linear in the project's links).
double linkLengthM(const Project &project, const ExpandedGraph &graph, int e,
                   const CostAssumptions &assumptions);

// The parts of one link, as the cost analysis chooses them (docs/DESIGN.md section 5):
// a cable with integrated ends (DAC, ACC, AOC), or a module at each end and a fibre.
struct LinkMedium {
    const CableType *cable = nullptr;        // DAC / ACC / AOC, both ends
    const CableType *switchModule = nullptr; // module in a switch cage (twin-port)
    const CableType *nicModule = nullptr;    // module in the NIC cage (node side)
    const CableType *fibre = nullptr;        // between the two modules
    bool beyondReach = false;                // longer than the part reaches
};
// The medium of expanded edge `e` (every link of its bundle): the same choice the
// bill of materials counts. Looks the link and switches up by id (linear). With the
// project's floor plan (analysis/floorplan.h, when its layout is on) a link without a
// length of its own takes the run measured there.
class FloorPlan;
LinkMedium linkMedium(const Project &project, const Catalog &catalog, const ExpandedGraph &graph,
                      int e, const CostAssumptions &assumptions, const FloorPlan *plan = nullptr);
// The length the bill of materials counts for edge `e`: Link::lengthM, else the floor
// plan's run (rounded to a stock length) when `plan` is given, else the segment default.
double runLengthM(const Link *link, const ExpandedGraph &graph, int e,
                  const CostAssumptions &assumptions, const FloorPlan *plan);

// Catalog ids of the UFM appliance figures (assumptions in resources/catalog.json).
QString ufmAppliancePriceId(); // "ufm-appliance-price-eur"
QString ufmAppliancePowerId(); // "ufm-appliance-power-w"
QString oobPatchCordId();      // "oob-patch-cord": the BOM part of the management cords
QString gatewayPartId();       // "ib-ethernet-gateway": the BOM part of the IB-Ethernet gateways
QString oobPatchCordPriceId(); // "oob-patch-cord-price-eur"
QString oobUplinkCableId();    // "aoc-100g-oob": a management switch's uplink, a catalog cable

CostResult analyzeCost(const Project &project, const Catalog &catalog);
// Whether two bills of materials are the same line for line (part, category, detail,
// quantity, unit price and power, known or not) and in their totals: the report and the
// spreadsheet print such bills once for the variants that share them.
bool sameBill(const CostResult &a, const CostResult &b);
CostResult analyzeCost(const Project &project, const Catalog &catalog,
                       const CostAssumptions &assumptions);

} // namespace fp
