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
//   network racks in the middle of its compute racks: the network racks every fabric
//   shares (sharedNetworkRackOf below), a unit's leaves and aggregation switches of all
//   fabrics together in tier order.
// - The racks of all units follow one another, FloorLayout::racksPerRow to a row.
// - Switches outside groups (spines, cores, and leaves of an ungrouped design) stand in
//   the central network racks, side by side, in the middle row: in the middle of that
//   row (SpinePlacement::Central) or just past its end (EndOfRow).
// - One floor for every fabric (SiteDevices): each fabric's plan places the devices of
//   every fabric, so a node or a switch has one rack and unit in every fabric's view.
// - A run between two racks goes up to the tray (riseM), along the row (rack widths),
//   across the rows (row pitch), down again (riseM), plus slackM; within one rack it is
//   riseM + slackM. It is then rounded up to a length cables are sold in
//   (stockLength below).
// - Rack elevation (when the rack height is known, RackSpace): every device takes the
//   lowest free rack units of its rack, from U1 up, in the order of the design (a network
//   rack's switches in tier order). The top unit of every rack holds its out-of-band
//   management switch. A unit's or the central network rack that is full continues in
//   the next one (side by side), so a tier of 64 switches of 1 U takes two racks of 48 U. A network
//   rack is also full when its switches' provisioned power reaches the power an air-cooled rack may
//   draw (assumption "network-rack-power-kw"): 11 QM9700 of 1.72 kW in 20 kW. A device of unknown
//   height, or one that no longer fits in its node rack, has no position, nor has anything above
//   it. The trays of a rack-scale system (NVL72) have none either: its vendor fixes where they sit
//   between the NVLink switch trays and power shelves.
#pragma once

#include "model/catalog.h"
#include "model/model.h"
#include "topology/expansion.h"

#include <QString>

#include <map>
#include <utility>
#include <vector>

namespace fp {

// The rack space of the devices: the rack height and every vertex's height, in U, and
// the power a network rack may draw with every switch's power.
struct RackSpace {
    int rackHeightU = 0;                // assumption "rack-height-u"; 0: no elevation
    std::vector<int> heightU;           // per vertex; 0: unknown
    double networkRackPowerW = 0.0;     // assumption "network-rack-power-kw"; 0: no limit
    std::vector<double> powerW;         // per switch vertex, provisioned power; 0: unknown
    static constexpr int ReservedU = 1; // a rack's out-of-band management switch (top unit)
    // The heights of `graph`'s devices from the catalog (NodeTypeSpec::rackUnits,
    // SwitchType::rackUnits), with racks of `rackHeightU`, and the switches' power for a
    // network rack's budget (the catalog's assumption "network-rack-power-kw").
    static RackSpace of(const Project &project, const Catalog &catalog, const ExpandedGraph &graph,
                        int rackHeightU);
    // The power a switch's rack must be provisioned for: its maximum (NVIDIA's figure is
    // with active optics in every cage), else its typical power; 0 when neither is known.
    static double provisionedPowerW(const SwitchType &type);
};

// A switch that stands in a network rack, for the racks all fabrics share: its place
// (a unit, the group and its copy; or central: no group), its tier, part, height and
// power.
// The tier of RackedSwitch entries that are InfiniBand-to-Ethernet gateways: central,
// after every switch tier.
constexpr int kGatewayRackTier = 100;

struct RackedSwitch {
    Id group = NoId; // NoId: a central network rack
    int instance = 0;
    int tier = 0;              // kGatewayRackTier: a gateway
    int heightU = 0;           // 0: unknown
    double powerW = 0.0;       // provisioned (RackSpace::provisionedPowerW); 0: unknown
    QString partId;            // the catalog's switch type (or the gateway's bill id)
    double typicalW = 0.0;     // typical power, for the racks table
    bool typicalKnown = false; // whether the catalog has that figure
};

// The network racks that hold `switches` of every fabric together, as a SuperPOD's
// network racks mix the fabrics and tiers (NVIDIA DGX SuperPOD B200 RA, Figure 3.2):
// a run of racks per place (a unit's copy, or central), its switches in tier order (a
// unit's leaves of all fabrics, then its aggregation switches; centrally the spines,
// the cores, then the gateways). A rack holds switches up to its height less its
// management switch's unit (`rackHeightU`; 0: no limit) and up to `rackPowerW` (0: no
// limit). A place's switches are spread evenly over the fewest racks that hold them
// (20 spines that need two racks: 10 and 10, not 17 and 3): each rack takes its share
// of what is left, and one that its height or power fills first leaves the rest of its
// share to the racks after it; where that needs more racks, each is filled in order. Returns every
// switch's rack, numbered from 0 (in the order of `switches`), and the number of racks in `racks`.
// The floor plan stands the switches in these racks (FloorPlan, SiteDevices; docs/FLOORPLAN.md).
std::vector<int> sharedNetworkRackOf(const std::vector<RackedSwitch> &switches, int rackHeightU,
                                     double rackPowerW, long long *racks);
long long sharedNetworkRacks(const std::vector<RackedSwitch> &switches, int rackHeightU,
                             double rackPowerW);

// The devices of every fabric that stand on one floor: each node once (a node is in
// every fabric it has NICs on) and every switch, by model id and copy (the expanded
// graph's modelId and instance), so that a node has one rack in every fabric's plan and
// the network racks hold every fabric's switches together (sharedNetworkRackOf), as the
// cost analysis counts them.
struct SiteDevices {
    using Key = std::pair<Id, int>;   // model id, copy
    std::vector<Key> nodes;           // in the order first met
    std::vector<int> nodeHeightU;     // 0: unknown
    std::vector<Key> switchKeys;      // every switch, in fabric and vertex order
    std::vector<RackedSwitch> racked; // the same switches, for the shared racks
    int rackHeightU = 0;              // 0: no elevation
    double networkRackPowerW = 0.0;   // 0: no limit

    // Adds the devices of `graph` (one fabric of `project`) with their heights and power
    // from `space` (RackSpace::of for that graph; empty: unknown); its nodes only when
    // not `withSwitches`.
    void add(const Project &project, const ExpandedGraph &graph, const RackSpace &space,
             bool withSwitches = true);
    // Every fabric's devices but the management network's switches (they take a rack's
    // top unit, not a place in a network rack), with racks of `rackHeightU`.
    static SiteDevices of(const Project &project, const Catalog &catalog, int rackHeightU);
};

class FloorPlan
{
public:
    // The places of `graph`'s vertices (one fabric of `project`, expanded), with
    // `nodesPerRack` nodes a rack (the catalog's "nodes-per-rack"), stacked in `space`
    // (none given: no rack elevation). `site`: the devices of every fabric of the floor
    // (SiteDevices::of), so that every fabric's plan puts a device in the same rack and
    // unit; none given: this fabric's devices only. A vertex that is not in `site` (a
    // management network's switch, which takes a rack's top unit) stands in its unit's
    // first network rack, or the first central one, in no rack unit.
    FloorPlan(const Project &project, const ExpandedGraph &graph, int nodesPerRack,
              const RackSpace &space = {}, const SiteDevices *site = nullptr);

    // The measured run of edge e, in metres (before rounding).
    double runLengthM(int e) const;
    // The run rounded up to a length cables are sold in: whole metres up to 10 m, then
    // steps of 5 m up to 50 m, then of 10 m (an estimate of the usual stock lengths of
    // pre-terminated copper and fibre; docs/FLOORPLAN.md).
    double stockLengthM(int e) const;
    // "Row 2, rack 7" (both from 1); a central rack says so: "Row 2, network rack 1".
    QString rackName(int v) const;
    int rowCount() const { return m_rows; }
    // Which rack vertex v stands in: a compute or unit network rack from 0, a central
    // network rack negative (-1, -2, ...).
    int rackKey(int v) const
    {
        const Place &p = m_place[size_t(v)];
        return p.rack >= 0 ? p.rack : -1 - p.centralRack;
    }
    // Whether vertex v is a node of a multi-node NVLink domain (an NVL72 tray), whose
    // rack is the vendor's rack-scale system.
    bool rackScale(int v) const { return m_place[size_t(v)].rackScale; }
    // The lowest rack unit vertex v occupies (U1 at the bottom); 0 when not known.
    int positionU(int v) const { return m_place[size_t(v)].positionU; }
    // The rack space the plan was made with (heights, power, the rack's limits).
    const RackSpace &space() const { return m_space; }

    static double stockLength(double metres);

private:
    struct Place {
        int row = 0;              // the row of a compute or unit network rack
        double rowPosition = 0.0; // in row pitches from the first row
        double column = 0.0;      // in rack widths from the row's start
        int rack = -1;            // global rack index; -1: a central network rack
        int centralRack = 0;      // which central network rack (sharedNetworkRackOf)
        int positionU = 0;        // lowest rack unit; 0: not known
        bool rackScale = false;   // a node of a multi-node NVLink domain (NVL72 tray)
    };
    using Key = SiteDevices::Key;
    void placeSite(const Project &project, const SiteDevices &site, int nodesPerRack);
    void stack(const SiteDevices &site, const std::vector<int> &sharedRack);
    void placeVertices(const Project &project);
    Place &place(const Key &key, bool node) { return (node ? m_nodes : m_switches)[key]; }

    const ExpandedGraph &m_graph;
    FloorLayout m_layout;
    RackSpace m_space;
    std::map<Key, Place> m_nodes;      // the site's nodes
    std::map<Key, Place> m_switches;   // the site's switches
    std::map<Key, Place> m_unitMiddle; // per unit (group, copy): its network racks' place
    std::vector<Place> m_place;        // per vertex of m_graph
    int m_racks = 0;                   // compute and unit network racks laid out
    int m_rows = 1;
};

} // namespace fp
