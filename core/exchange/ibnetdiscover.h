// SPDX-License-Identifier: GPL-3.0-or-later
// The fabric as built against the fabric as designed (docs/EXCHANGE.md, "the fabric
// as built"). The text output of ibnetdiscover (infiniband-diags; "TOPOLOGY FILE FORMAT"
// in its manual page) is read into links between (node description, port) pairs and
// compared with the design's physical view (exchange/physical.h):
//
// - a switch is found by its NodeDescription, which must be the design's device name;
// - a host channel adapter by "<hostname> mlx5_<k>" (the Linux default), the host being
//   the design's node name and k the RDMA device (physical.h); "<hostname> HCA-<n>" is
//   read as mlx5_<n-1>.
//
// The design can be written in the same format (designToIbnetdiscover) with made-up
// GUIDs and LIDs, so that a round trip is testable and the names to set are visible.
#pragma once

#include "exchange/physical.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace fp::exchange {

// One end of a discovered or designed link: a device by its description and a port.
struct PortRef {
    QString device; // switch description, or "<host> mlx5_<k>" of an adapter
    int port = 0;
    bool isSwitch = false;
    friend bool operator==(const PortRef &, const PortRef &) = default;
};

struct DiscoveredLink {
    PortRef a;
    PortRef b;
};

struct Discovered {
    std::vector<QString> switches;     // descriptions, in file order
    std::vector<QString> adapters;     // "<host> mlx5_<k>"
    std::vector<DiscoveredLink> links; // each link once
};

// Parses ibnetdiscover output; nullopt and `error` naming the line when it is not that.
std::optional<Discovered> parseIbnetdiscover(const QByteArray &text, QString *error);

// The design's fabric in ibnetdiscover's format.
QByteArray designToIbnetdiscover(const Project &project, const PhysicalFabric &fabric);

struct FabricDifference {
    enum class Kind { Missing, Extra, Miswired };
    Kind kind = Kind::Missing;
    PortRef at;       // the switch port (or adapter) the line is sorted by
    PortRef designed; // the peer in the design (Missing, Miswired)
    PortRef built;    // the peer as built (Extra, Miswired); port 0: none
    Id linkId = NoId; // the design's link (Missing, Miswired)
};

struct FabricComparison {
    std::vector<FabricDifference> differences; // sorted by switch, then port
    std::vector<int> designedSwitchesPerTier;  // [0] leaf
    std::vector<int> builtSwitchesPerTier;     // leaf: switches with an adapter; then BFS
    std::vector<QString> unknownDevices;       // built, not in the design
    std::vector<QString> missingDevices;       // designed, not built
    bool matches() const { return differences.empty(); }
};

FabricComparison compareFabric(const PhysicalFabric &design, const Discovered &built);

// The comparison as text, one line per difference, then the tiers (translated).
QString comparisonText(const FabricComparison &c);

// The comparison as the docs/CLI.md `compare-fabric --json` object: "matches",
// "differences" [{"kind": "missing"|"extra"|"miswired", "at", "designed", "built"
// (each {"device", "port", "switch"}, null when none), "link" (the design's link id,
// null when none)}], "switches_per_tier" {"designed", "built"}, "unknown_devices",
// "missing_devices". Keys and kinds are stable; device names as in the files.
QJsonObject comparisonToJson(const FabricComparison &c);

} // namespace fp::exchange
