// SPDX-License-Identifier: GPL-3.0-or-later
// The racks of one fabric, as the floor plan places them (analysis/floorplan.h,
// docs/FLOORPLAN.md), grouped by what they hold: the quantities per rack a request for
// quotation and the facility need (devices, rack units, typical power per rack).
#pragma once

#include "analysis/floorplan.h"
#include "model/catalog.h"
#include "model/model.h"

#include <QString>

#include <utility>
#include <vector>

namespace fp {

struct RackKind {
    bool nodeRack = true;                       // else a network rack (a unit's or a central one)
    std::vector<std::pair<QString, int>> parts; // part id and its devices per rack, by id
    int racks = 0;                              // racks that hold exactly these parts
    // Rack units taken per rack (a node rack's top unit for its management switch
    // included); unknown when a part has no height. A rack-scale system (an NVL72 rack,
    // its NVLink switch trays and power shelves with the compute trays) takes the whole
    // rack: usedU is the rack height.
    int usedU = 0;
    bool usedKnown = true;
    bool wholeRack = false;
    // Typical power per rack of the devices drawn (a node: its GPUs, NICs and the rest;
    // a switch: its typical power; the rack's management switch, of the project's
    // management network, included when the project has one); unknown when a
    // part has no figure.
    double powerW = 0.0;
    bool powerKnown = true;
    friend bool operator==(const RackKind &, const RackKind &) = default;
};

// The rack kinds of `fabricId`'s devices (all groups expanded): node racks first, then
// network racks, each by decreasing count. The catalog's "nodes-per-rack" and
// "rack-height-u" place them.
std::vector<RackKind> rackKinds(const Project &project, const Catalog &catalog, Id fabricId);

// The network racks all fabrics share (sharedNetworkRackOf, analysis/floorplan.h) as
// rack kinds: each rack's switches by part, its units (its management switch's top unit
// included) and typical power (with `management`'s, the project's out-of-band switch
// type, when it has one), by decreasing count.
std::vector<RackKind> networkRackKinds(const std::vector<RackedSwitch> &switches, int rackHeightU,
                                       double rackPowerW, const SwitchType *management);

// The typical power of one device of part `partId` (a node type or a switch type) in W;
// false when the catalog has no figure for it or one of its parts.
bool devicePowerWatts(const Catalog &catalog, const QString &partId, double *watts);

} // namespace fp
