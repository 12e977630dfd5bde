// SPDX-License-Identifier: GPL-3.0-or-later
// The storage targets of a generated storage fabric: not objects of the design, but the
// ports its top tier keeps for them (topology/clusterfabrics.h builds the fabric so the
// targets get the bandwidth the nodes do). The canvas, the overview and the report's
// schematic show them from here, so every view counts them alike.
#pragma once

#include "model/model.h"

#include <vector>

namespace fp {

// A generated storage fabric's top tier (its spines, or cores with three tiers, or its
// one switch) keeps this many ports for the storage targets per link from below.
constexpr double kStorageTargetPortsPerLink = 1.0;

struct StorageTargets {
    Id fabricId = NoId;
    long long ports = 0;      // ports kept for the targets, all copies of groups counted
    double gbitPerS = 0.0;    // their speed: that of the links from below
    std::vector<Id> switches; // the top tier's switches, in the order of the design
};

// One entry per generated storage fabric with a top tier that has links from below.
std::vector<StorageTargets> storageTargets(const Project &project);

} // namespace fp
