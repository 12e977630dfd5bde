// SPDX-License-Identifier: GPL-3.0-or-later
// Where every device of one fabric stands on the floor, and so how long each cable run
// is (docs/FLOORPLAN.md). Used when the project's floor layout is on (model.h
// FloorLayout); the cost analysis and the cabling plan then take a run's length from
// here instead of the catalog's per-tier default, and choose its medium by that length.
//
// The placement, in the order a SuperPOD is built (NVIDIA DGX SuperPOD RAs: one
// scalable unit of compute racks around its leaf rack, the spines in network racks of
// their own):
// - Units: every copy of a group is a unit; the nodes outside groups form one more. A
//   unit's nodes fill racks of `nodesPerRack` in order (the nodes of one
//   multi-node NVLink domain share a rack of their own); the unit's switches stand in
//   network racks in the middle of its compute racks, one rack per tier (a pod's leaves
//   in one, its aggregation switches in the next).
// - The racks of all units follow one another, FloorLayout::racksPerRow to a row.
// - Switches outside groups (spines, cores, and leaves of an ungrouped design) stand in
//   central network racks, one rack per tier side by side, in the middle row: in the
//   middle of that row (SpinePlacement::Central) or just past its end (EndOfRow).
// - A run between two racks goes up to the tray (riseM), along the row (rack widths),
//   across the rows (row pitch), down again (riseM), plus slackM; within one rack it is
//   riseM + slackM. It is then rounded up to a length cables are sold in
//   (stockLength below).
#pragma once

#include "model/model.h"
#include "topology/expansion.h"

#include <QString>

#include <vector>

namespace fp {

class FloorPlan
{
public:
    // The places of `graph`'s vertices (one fabric of `project`, expanded), with
    // `nodesPerRack` nodes a rack (the catalog's "nodes-per-rack").
    FloorPlan(const Project &project, const ExpandedGraph &graph, int nodesPerRack);

    // The measured run of edge e, in metres (before rounding).
    double runLengthM(int e) const;
    // The run rounded up to a length cables are sold in: whole metres up to 10 m, then
    // steps of 5 m up to 50 m, then of 10 m (an estimate of the usual stock lengths of
    // pre-terminated copper and fibre; docs/FLOORPLAN.md).
    double stockLengthM(int e) const;
    // "Row 2, rack 7" (both from 1); a central rack says so: "Row 2, network rack 1".
    QString rackName(int v) const;
    int rowCount() const { return m_rows; }

    static double stockLength(double metres);

private:
    struct Place {
        int row = 0;              // the row of a compute or unit network rack
        double rowPosition = 0.0; // in row pitches from the first row
        double column = 0.0;      // in rack widths from the row's start
        int rack = -1;            // global rack index; -1: a central network rack
        int centralRack = 0;      // which central rack (its tier)
    };
    void placeUnits(const Project &project, int nodesPerRack);
    void placeCentral();

    const ExpandedGraph &m_graph;
    FloorLayout m_layout;
    std::vector<Place> m_place; // per vertex
    int m_racks = 0;            // compute and unit network racks laid out
    int m_rows = 1;
};

} // namespace fp
