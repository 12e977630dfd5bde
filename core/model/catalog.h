// SPDX-License-Identifier: GPL-3.0-or-later
// The component catalog: part types with specs, price and power, each figure
// tagged with its source (docs/CATALOG.md). Shipped defaults live in
// resources/catalog.json (compiled in as :/catalog/catalog.json); a project can
// override any figure and add its own parts (CatalogOverrides).
#pragma once

#include "model/figure.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace fp {

enum class Technology { InfiniBand, Ethernet };
QString technologyKey(Technology t); // "infiniband" | "ethernet"
bool technologyFromKey(const QString &key, Technology *out);

// One way a port can run: `ports` logical ports of `gbitPerS` each.
// A QM9700 has modes {64 x 400, 128 x 200}; an SN5600 {64 x 800, 128 x 400, 256 x 200}.
struct PortMode {
    int ports = 0;
    double gbitPerS = 0.0;
    friend bool operator==(const PortMode &, const PortMode &) = default;
};

struct PartBase {
    QString id;      // stable, lower-case, e.g. "qm9700"
    QString name;    // display name, e.g. "NVIDIA Quantum-2 QM9700"
    QString vendor;  // "NVIDIA", "Broadcom-based (several)", ...
    Figure priceEur; // list price or estimate, in EUR of priceYear
    int priceYear = 0;
    Figure powerWatts;        // typical power
    bool userDefined = false; // added by the project, not shipped
    QString notes;            // free text shown with the part (what was assumed), may be empty
    QString opn;              // the maker's ordering part number, empty when not known
    QString opnSource;        // the public document the ordering number was read from
    friend bool operator==(const PartBase &, const PartBase &) = default;
};

struct GpuType : PartBase {
    Figure nvlinkGbytePerS; // NVLink bandwidth per GPU, GB/s (10^9 B/s)
    // Dense BF16 tensor throughput, TFLOPS (10^12 FLOP/s), for the step-time model;
    // optional in catalog files (absent: unknown).
    Figure bf16DenseTflops;
    friend bool operator==(const GpuType &, const GpuType &) = default;
};

struct NicMode {
    Technology technology = Technology::InfiniBand;
    PortMode port; // e.g. CX-8: InfiniBand 1 x 800, Ethernet 2 x 400
    friend bool operator==(const NicMode &, const NicMode &) = default;
};

struct NicType : PartBase {
    std::vector<NicMode> modes;
    QString hostInterface; // "PCIe Gen5 x16"
    // The plug its ports take: "osfp" or "qsfp112" (catalog "cage"; empty: not given,
    // any fits). A QSFP112 NIC takes QSFP112 modules, never OSFP ones.
    QString cage;
    // The mode for a technology, if the NIC supports it.
    std::optional<PortMode> modeFor(Technology t) const;
    friend bool operator==(const NicType &, const NicType &) = default;
};

struct SwitchType : PartBase {
    Technology technology = Technology::InfiniBand;
    int cages = 0; // physical cages (OSFP)
    // The plug its cages take when they are not OSFP (catalog "cage_form_factor": an
    // SN5400's "qsfp-dd"); empty: OSFP, as NVIDIA's twin-port switches.
    QString cageFormFactor;
    std::vector<PortMode> modes; // native first, then splits
    Figure latencyNs;            // per hop, an assumption (docs/CATALOG.md)
    Figure maxPowerWatts;
    Figure bufferMbyte;         // shared buffer, where known
    bool subnetManager = false; // runs an on-board InfiniBand subnet manager
    // Reduces in the network (InfiniBand SHARP: Quantum-2 SHARPv3 and later), which
    // NCCL uses as CollNet and NVLS across nodes (docs/COLLECTIVES.md).
    bool inNetworkReduction = false;
    // Height in rack units ("rack_units": a figure with its source; a plain number in files
    // written before is read as a user figure).
    Figure rackUnits;
    // Logical ports at a given speed (0 if no mode serves it).
    int portsAt(double gbitPerS) const;
    // Logical ports of its widest mode (an SN2201's 48 x 1G: what an out-of-band
    // management switch offers the management ports it collects).
    int mostPorts() const;
    // The speed of one module port (one MPO connector): a twin-port OSFP cage of 800G
    // and up carries two (a QM9700 cage 2 x 400G, a Q3400 cage 2 x 800G), a smaller
    // cage one (QSFP112: 400G). 0 without cages or modes.
    double modulePortGbitPerS() const;
    // The speed of links between switches when endpoints attach at `linkGbitPerS`: the
    // module port's speed where `linkGbitPerS` splits a module port (NDR200 on a QM9700
    // port, whose two halves cannot go to two switches on one straight fibre) and the
    // switch has a mode at that speed; else `linkGbitPerS`.
    double trunkGbitPerS(double linkGbitPerS) const;
    friend bool operator==(const SwitchType &, const SwitchType &) = default;
};

enum class CableKind { PassiveCopper, ActiveCopper, ActiveOptical, Transceiver, Fibre };
// "passive-copper", "active-copper", "aoc", "transceiver", "fibre"
QString cableKindKey(CableKind k);
bool cableKindFromKey(const QString &key, CableKind *out);

struct CableType : PartBase {
    CableKind kind = CableKind::PassiveCopper;
    double gbitPerS = 0.0; // per link carried
    Figure reachM;         // maximum length
    int linksCarried = 1;  // twin-port module: 2
    int fanOut = 1;        // splitter: 2 or 4 far ends
    QString use;           // "switch side", "NIC side", "switch to switch", ...
    // The plug at its NIC end (a NIC-side module's own plug, a splitter cable's far
    // ends): "osfp" or "qsfp112" (catalog "form_factor"; empty: not given, fits any).
    QString formFactor;
    friend bool operator==(const CableType &, const CableType &) = default;
};

// A server model: GPUs, NICs and which rail each NIC serves.
struct NodeTypeSpec : PartBase {
    QString gpuTypeId;
    int gpuCount = 0;
    QString nicTypeId;
    int nicCount = 0;
    std::vector<int> railOfNic; // size nicCount; rail index of NIC i (default i)
    // Storage and front-end NICs (a DGX H100/B200 has two BlueField-3 beside its eight
    // compute NICs): NIC indexes nicCount .. nicCount + storageNicCount - 1 of a node.
    // Optional in catalog files ("storage_nic", "storage_nic_count"; absent: none).
    QString storageNicTypeId;
    int storageNicCount = 0;
    // The cage the system gives its compute NIC ports where it is not the NIC's own
    // ("compute_nic_cage", optional): a DGX H100/H200 brings its eight ConnectX-7 out on
    // four twin-port flat-top OSFP cages, "osfp-twin-flat" (NVIDIA MCP4Y10 product
    // specification: flat-top ends "for ... DGX H100 systems"). Empty: the NIC's cage.
    QString computeNicCage;
    // The labels on the system's rear panel of its NIC ports ("port_labels", optional),
    // keyed "<NIC>/<port>" from 1 as the cabling plan numbers them otherwise ("1/1":
    // "OSFP4P2" on a DGX H100, NVIDIA DGX H100 user guide, Table 6); the cabling plan
    // names a node's port by its label where it has one.
    std::map<QString, QString> portLabels;
    int allNicCount() const { return nicCount + storageNicCount; }
    // The NIC type of NIC `index` (compute first, then storage); empty when out of range.
    QString nicTypeAt(int index) const
    {
        if (index >= 0 && index < nicCount)
            return nicTypeId;
        return index >= nicCount && index < allNicCount() ? storageNicTypeId : QString();
    }
    int nvlinkDomainNodes = 1; // 1: in-node domain (HGX); 18: rack-scale (NVL72 tray)
    Figure otherPowerWatts;    // CPUs, memory, fans: everything but GPUs and NICs
    // Height in rack units ("rack_units", optional in catalog files; absent: unknown).
    // Places the node in its rack (analysis/floorplan.h, the NetBox position).
    Figure rackUnits;
    // priceEur of a node type is the price without its GPUs and NICs. powerWatts of a
    // node type is not used (known = false): a node draws its GPUs + NICs +
    // otherPowerWatts (Catalog::nodeTypePowerWatts).
    friend bool operator==(const NodeTypeSpec &, const NodeTypeSpec &) = default;
};

// A catalog as loaded: defaults plus a project's overrides and own parts.
class Catalog
{
public:
    std::vector<GpuType> gpus;
    std::vector<NicType> nics;
    std::vector<SwitchType> switches;
    std::vector<CableType> cables;
    std::vector<NodeTypeSpec> nodeTypes;
    // Model assumptions (efficiencies, latencies) as named figures.
    std::vector<std::pair<QString, Figure>> assumptions;
    // The price year of a price assumption (its entry's "price_year"), e.g. the UFM
    // appliance's price, which the BOM prints beside the parts' price years.
    std::map<QString, int> assumptionPriceYears;
    QString defaultSwitchInfiniBand; // "qm9700"
    QString defaultSwitchEthernet;   // "sn5600"
    QString defaultNodeType;         // "h100-8gpu"

    const GpuType *gpu(const QString &id) const;
    const NicType *nic(const QString &id) const;
    const SwitchType *switchType(const QString &id) const;
    const CableType *cable(const QString &id) const;
    const NodeTypeSpec *nodeType(const QString &id) const;
    const Figure *assumption(const QString &id) const;
    const PartBase *part(const QString &id) const; // any kind
    QStringList allIds() const;                    // every part id (not assumptions)

    // A figure addressed like a FigureOverride: (part id, field key) with field keys
    // "priceEur", "powerWatts", "nvlinkGbytePerS" (GPU), "latencyNs", "maxPowerWatts",
    // "bufferMbyte" (switch), "reachM" (cable), "otherPowerWatts" (node type); an
    // assumption as ("", assumption id) or (assumption id, "value"). nullptr if none.
    const Figure *figure(const QString &partId, const QString &field) const;
    // Field keys a part of this id has ("priceEur", ...); empty for an unknown id.
    QStringList figureFields(const QString &partId) const;

    // Whole node, derived from the node type's GPUs, NICs and other figures (0 for an
    // unknown id; unknown figures count as 0).
    double nodeTypePowerWatts(const QString &nodeTypeId) const;
    double nodeTypePriceEur(const QString &nodeTypeId) const;

    // The default switch of a technology that serves `gbitPerS` ports, or nullptr.
    const SwitchType *defaultSwitchFor(Technology t, double gbitPerS) const;
    // The switch types of technology `t` with ports at `gbitPerS`, in catalog order:
    // the parts a fabric's switches can be at that link speed (the design search, the
    // new-design dialog, a generated fabric's settings and the part menu offer these;
    // the 1GbE management switch is no leaf of a 400G fabric). gbitPerS 0: every
    // switch of the technology.
    std::vector<const SwitchType *> switchesFor(Technology t, double gbitPerS) const;
    // The port speed of the compute NICs of node type `nodeTypeId` on technology `t`
    // (Gb/s); 0 when the node type or its NIC is unknown or has no mode on `t`.
    double nicGbitPerS(const QString &nodeTypeId, Technology t) const;

    // The shipped catalog (resource :/catalog/catalog.json). Aborts nothing:
    // a broken resource is a programming error reported through `error`.
    static std::optional<Catalog> loadDefaults(QString *error);
    // Parse a catalog document. On failure returns nullopt and sets `error` to a
    // message naming the entry and the field ("switches[2] (qm9700): field
    // 'modes' ...").
    static std::optional<Catalog> fromJson(const QJsonObject &doc, QString *error);
    QJsonObject toJson() const;

    friend bool operator==(const Catalog &, const Catalog &) = default;
};

// A project's changes to the catalog: figure overrides and its own parts.
// Overrides are addressed as (part id, field key), e.g. ("qm9700", "priceEur");
// an assumption as ("", "infiniband-efficiency") or ("infiniband-efficiency", "value").
struct FigureOverride {
    QString partId;
    QString field;
    Figure figure;
    friend bool operator==(const FigureOverride &, const FigureOverride &) = default;
};

struct CatalogOverrides {
    std::vector<FigureOverride> figures;
    QJsonObject ownParts; // same layout as catalog.json ("gpus": [...], ...)
    bool isEmpty() const { return figures.empty() && ownParts.isEmpty(); }
    friend bool operator==(const CatalogOverrides &, const CatalogOverrides &) = default;
};

// Defaults + overrides. Fails (naming part and field) when an override points at
// an unknown part or field, or an own part is malformed or reuses a shipped id.
std::optional<Catalog> applyOverrides(const Catalog &base, const CatalogOverrides &ov,
                                      QString *error);

} // namespace fp
