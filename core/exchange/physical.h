// SPDX-License-Identifier: GPL-3.0-or-later
// The physical view of one fabric that the exchange formats share (docs/EXCHANGE.md):
// every device instance with a unique name, and every cable (one bundle member) with a
// port number on each end. A link may number its first port at a switch (LinkEnd::port,
// model.h); the other ports follow one documented convention, so that the cabling plan,
// NetBox, ibnetdiscover and compare-fabric agree:
//
// - Device names: the object's name as a slug (lower case, a-z 0-9 and "-"); a member
//   of a group repeated n > 1 times is "<group>-<k>-<name>" (k = 1..n). A name that
//   would repeat gets "-<model id>" (and the instance) appended.
// - Switch ports: numbered from 1. A link that numbers its port keeps it (port + 1 ...
//   port + bundle; a range already taken is treated as unnumbered). The others take the
//   free ports in the order of the expanded graph, the links down (to nodes or lower
//   tiers) first, then the links up; every member of a bundle takes the next free port.
//   Links down to nodes go in the order of the nodes' racks (group and copy, stable), so
//   that the ports of one cage go to one rack where the counts allow.
// - Node ports: NIC i port p is the RDMA device mlx5_<i * ports per NIC + p>, port 1
//   (each port of a ConnectX adapter is its own PCI function and RDMA device).
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <QString>

#include <vector>

namespace fp {
struct SiteDevices; // analysis/floorplan.h
}

namespace fp::exchange {

struct PhysicalDevice {
    QString name; // unique within the fabric (the naming convention above)
    bool isSwitch = false;
    Id modelId = NoId;
    int instance = 0;
    int tier = -1;       // switch tier (0 leaf), -1 for a node
    QString partId;      // switch type or node type id
    int portsPerNic = 1; // node: ports of each NIC in the fabric's technology
    int portCount = 0;   // switch: ports at the speed of its links (catalog), or used
    QString rack;        // its rack on the floor plan (analysis/floorplan.h); empty: no layout
    int positionU = 0;   // its lowest rack unit there (FloorPlan::positionU); 0: not known
};

// One end of a cable: a switch port (1-based) or a node's RDMA device (nic, port).
struct PhysicalEnd {
    int device = -1; // index into PhysicalFabric::devices
    int port = 0;    // switch: port number from 1; node: 1 (the RDMA device's port)
    int rdma = -1;   // node: the RDMA device index (mlx5_<rdma>); -1 on a switch
};

struct PhysicalCable {
    PhysicalEnd a; // the lower end: a node, else the lower-tier switch
    PhysicalEnd b;
    double gbitPerS = 0.0;
    Id linkId = NoId;
    double lengthM = 0.0; // the link's own length, else the floor plan's run; 0: not known
};

struct PhysicalFabric {
    Id fabricId = NoId;
    Technology technology = Technology::InfiniBand;
    std::vector<PhysicalDevice> devices; // nodes first, then switches (expansion order)
    std::vector<PhysicalCable> cables;
};

// The physical view of `fabricId` (all its groups expanded). With the floor layout on,
// its devices' racks come from `site` (every fabric's devices, SiteDevices::of), made
// here when none is given.
PhysicalFabric physicalFabric(const Project &project, const Catalog &catalog, Id fabricId,
                              const SiteDevices *site = nullptr);

// "Unit 2 / Node 1" -> "unit-2-node-1"; "device" when nothing is left.
QString slug(const QString &text);

// The interface name of an end: "mlx5_<k>" on a node; on a switch "IB1/<n>"
// (InfiniBand) or "swp<n>" (Ethernet).
QString portName(const PhysicalFabric &fabric, const PhysicalEnd &end);

// The fabric the exchange formats take: the compute fabric; nullptr without fabrics.
// With `infinibandOnly`, the first InfiniBand fabric (the compute one first).
const Fabric *exchangeFabric(const Project &project, bool infinibandOnly);

} // namespace fp::exchange
