// SPDX-License-Identifier: GPL-3.0-or-later
// The fabrics a real cluster has besides its compute fabric (docs/DESIGN.md section 4,
// "Storage, front-end and management"), as NVIDIA's DGX SuperPOD designs have them:
//  - a storage fabric on port 1 of every storage NIC (NodeTypeSpec::storageNicTypeId),
//    its leaf uplinks sized from the storage bandwidth per GPU (catalog assumption
//    "storage-gbyte-per-s-per-gpu"), storage targets attached at the spines;
//  - an in-band front-end fabric (Ethernet) on port 2 of every storage NIC, its leaves
//    at the oversubscription of assumption "front-end-oversubscription";
//  - an out-of-band management network (Ethernet): one management switch per rack
//    (assumption "nodes-per-rack"; a rack-scale node type fills one rack per NVLink
//    domain). Its 1GbE patch cables to the nodes' BMCs are not modelled (no links).
// Each is a fabric of the model with Fabric::generated set, so the variants build them
// again on their own nodes (topology/variant.h).
#pragma once

#include "model/catalog.h"
#include "model/model.h"
#include "model/storagetargets.h"

#include <QString>

namespace fp {

// The storage and front-end leaf: ports facing the nodes, ports facing up.
struct AuxLeafPlan {
    int downlinks = 0;
    int uplinks = 0;
};

// A generated storage fabric's top tier keeps kStorageTargetPortsPerLink ports for the
// storage targets per link from below (model/storagetargets.h): the targets get the
// bandwidth the nodes do. Those ports carry no link of the design.

// Uplinks a leaf with `downlinks` node ports of `gbitPerS` needs when each port brings
// `demandGbitPerS` (storage: the GPUs behind it x the storage bandwidth per GPU).
int auxUplinks(int downlinks, double demandGbitPerS, double gbitPerS);

// The racks the project's nodes fill, group copies counted: `nodes-per-rack` nodes a rack,
// or one rack per NVLink domain for a rack-scale node type (as the management network
// and the out-of-band PDU cords count them).
long long nodeRacksOf(const Project &project, const Catalog &catalog);

// The racks of rack-scale nodes (one per NVLink domain, group copies counted): each has
// `rack-scale-management-ports` out-of-band ports of its own (NVLink switch trays,
// power shelves) besides its trays' BMCs.
long long rackScaleRacksOf(const Project &project, const Catalog &catalog);

// Adds the storage fabric (technology `storageTech`), the front-end fabric (Ethernet)
// and the management network (Ethernet) on the project's nodes. Nodes without storage
// NICs get only the management network. Returns the number of fabrics added; `error`
// (may be null) names what could not be built (no switch in the catalog for a speed).
int addClusterFabrics(Project &project, const Catalog &catalog, Technology storageTech,
                      QString *error = nullptr);

// Adds one of them: `purpose` Storage, FrontEnd or Management. NoId when nothing to
// build (no node with the NICs, or no switch for them).
Id addClusterFabric(Project &project, const Catalog &catalog, FabricPurpose purpose,
                    Technology technology, QString *error = nullptr);

// Whether fabric `f` is one addClusterFabric() built (generated, not compute).
bool isGeneratedClusterFabric(const Fabric &f);

// Removes every generated cluster fabric with its switches and links.
void removeClusterFabrics(Project &project);

// The name to show for a fabric named `name`: a name the generator gave in English and the user
// kept ("Storage fabric (Ethernet)") in the current language ("Opslagfabric
// (Ethernet)"), so a Dutch report of a design generated in English reads Dutch; any
// other name as the user wrote it.
QString fabricDisplayName(const QString &name, FabricPurpose purpose, Technology technology);

} // namespace fp
