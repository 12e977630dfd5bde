// SPDX-License-Identifier: GPL-3.0-or-later
// Topology generator (docs/DESIGN.md section 4, docs/CATALOG.md "Fat tree and rail facts").
//
// The rules, exactly as implemented (tests/tst_generator.cpp pins them):
//
// Request checks (each refusal is one translated sentence naming the part or value):
//  - Empty node type / switch ids take the catalog defaults (defaultNodeType; the
//    technology's default switch that serves the NIC speed, Catalog::defaultSwitchFor,
//    else defaultSwitchInfiniBand / defaultSwitchEthernet). Unknown ids are refused.
//  - The GPU count must be a positive multiple of the node type's GPUs (the message
//    suggests the nearest valid counts). Oversubscription r must be finite and >= 1,
//    planes 1, 2, 4 or 8, and the ports per node divisible by the planes (4 or 8 planes:
//    rail-split, a plane per pair of rails or per rail, one switch each where it fits).
//  - Endpoints: a node has P = sum over its NICs of the ports of the NIC's mode for the
//    fabric technology (NicType::modeFor); the link speed is that mode's speed; the
//    switch must be of the same technology and have a mode at that speed: radix
//    k = SwitchType::portsAt(speed) > 0.
//
// Planes: port j of a node (counted over all NIC ports, NIC order, then port order
// within the NIC) goes to plane j mod planes; its rail within the plane is j / planes.
// Every plane is an identical, independent fabric with E = nodes * P/planes endpoints;
// all counts in FabricPlan are totals over the planes. (NodeTypeSpec::railOfNic is not
// used: rails are the port order, which is the identity mapping the catalog ships.)
//
// Split ports: where the NIC speed splits one module port of the switch (NDR200 nodes on
// a QM9700, whose twin-port cage carries two 400G MPO ports; SwitchType::trunkGbitPerS),
// the links between switches run at the module port's speed, m = 2 NIC links' worth, and
// every count above the leaves' downlinks uses the kn = k/m ports at that speed: a
// 200G link to another switch would take a whole 400G port (two links of one MPO cannot
// end on two switches over a straight fibre), and NVIDIA's designs run NDR between
// switches. A leaf then has u = floor(kn/(r+1)) trunk ports up and d = floor(u*r*m) links
// down; with m = 1 (and kn = k) that is the rule below.
//
// Leaf ports (2 and 3 tiers): u = floor(k/(r+1)) up, d = floor(u*r) down, so the
// ratio d:u is r:1 (exactly, up to the rounding of a non-integer r); k - d - u ports
// stay free (e.g. k=128, r=2: u=42, d=84, 2 free). For r = 1: d = u = floor(k/2).
// A 1-tier fabric has no uplinks: its single switch per plane takes every endpoint
// (downPerLeaf = k, upPerLeaf = 0 in the plan).
//
// Units (scalable units), R = P/planes rails per plane:
//  - Rail-optimized: a unit has min(d, nodes) nodes and R leaves per plane; the port of
//    rail i of every node in the unit goes to leaf i of the unit (one link per node per
//    leaf).
//  - Fat tree: a unit is one leaf per plane with min(floor(d/R), nodes) nodes; all of a
//    node's ports in that plane go to that leaf (refused if floor(d/R) == 0).
//  - Rack-scale node types (nvlinkDomainNodes D > 1): when the nodes do not fit in one
//    unit, the nodes per unit are rounded down to a multiple of D so that a unit holds
//    whole racks (refused if that leaves 0). NVLink domains are D consecutive nodes of
//    a unit (the last one of a partial unit may be smaller).
//  - Rack-scale packing (rail-optimized, D > 1): whole racks under a leaf per rail
//    leave ports idle (a GB200 NVL72 rack has 18 trays a rail, a QM9700 leaf takes 32
//    at 1:1: 1,152 GPUs on 64 leaves of 18). Instead a unit holds q = d / gcd(D x R, d)
//    racks, whose D x R x q ports fill whole leaves (GB200 on QM9700 at 1:1: 4 racks,
//    288 ports, 9 leaves of 32); the unit's P ports are taken rail by rail, node by
//    node, and port p goes to leaf p x L / P of its L leaves, so a leaf serves one rail
//    of consecutive trays or the end of one rail and the start of the next (traffic
//    between rails crosses the rack's NVLink, as in a rail-optimized design). A unit
//    smaller than q racks (the only one, or the partial last one) spreads its ports
//    evenly over ceil(ports / d) leaves, each with the uplinks of the fullest (a leaf
//    with one port fewer keeps as many). Taken where the whole fabric needs fewer
//    switches than with whole-rack units (planFabric); in 3 tiers its pods hold
//    floor(k/2 / L) units and their aggregation switches as many uplinks as downlinks.
//  - units = ceil(nodes / nodesPerUnit); the last unit may hold fewer nodes. With 2
//    tiers the leaves of every unit keep uplinks in proportion to the downlinks in use
//    (fewer than d in the partial last unit, in a single unit smaller than a full one,
//    and in rack-scale units rounded down to whole racks), so they are built at the
//    ratio asked and no spine port is bought for nothing: min(u, ceil(down in use / r)),
//    down in use = the unit's nodes (rail-optimized) or nodes x R (fat tree);
//    FabricPlan::upPerLeaf and upPerPartialLeaf hold them. With 3 tiers a full unit's
//    leaf keeps as many (one to each aggregation switch of its pod, so a pod has that
//    many aggregation switches: 18 for a GB200 NVL72 rack's rail leaves, not 32).
//
// Tiers, the fewest that fit (per plane):
//  - 1 tier: E <= k: one switch, every endpoint on it, no uplinks.
//  - 2 tiers: L = units * leavesPerUnit <= k. A leaf of a full unit has u uplinks, one
//    of the partial unit u' = upPerPartialLeaf. Spines S start at ceil(uplinks/k),
//    uplinks = lpu * (fullUnits * u + u'); uplink g = leafInUnit*u + j of a unit (u' for
//    the partial one) goes to spine g mod S and every full unit has the same pattern, so
//    a spine carries at most fullUnits * ceil(lpu*u/S) + ceil(lpu*u'/S) links; S grows
//    until that is <= k and S divides u, so a full leaf sends u/S links to every spine
//    (both hold at S = u because L <= k). The leading leaves' uplinks (the full units',
//    else the one partial unit's) may grow up to the full leaf's when that takes fewer
//    spines (31 nodes: 32 uplinks over 4 spines, not 31 over 31), and a partial unit's
//    leaves beside full ones that reach every spine round theirs up to equal bundles,
//    as NVIDIA's DGX SuperPOD H100 RA (Table 4) builds 31, 63, 95 and 127 nodes. Every
//    leaf of a full unit reaches every spine, a partial leaf min(u', S) of them. Full
//    build: k^2/2
//    endpoints, k leaves, k/2 spines.
//  - 3 tiers: a pod holds unitsPerPod = floor((k/2)/leavesPerUnit) units (refused if 0),
//    their edge (leaf) switches and u aggregation switches; every edge sends one link to
//    every aggregation switch of its pod (its u uplinks); every aggregation switch has
//    h = k/2 uplinks to the core, or as many as its downlinks (leavesPerUnit x
//    unitsPerPod) where a pod has fewer leaves (FabricPlan::aggregationUplinks; below,
//    k/2 stands for h). Pods = ceil(units/unitsPerPod) <= k. The core is u groups:
//    aggregation switch j of every pod connects only to group j; an aggregation switch
//    sends at most bmax = floor(k/pods) links to one core, so a group has
//    C = ceil((k/2)/bmax) cores and an aggregation switch spreads its k/2 uplinks evenly
//    over them (core c gets floor(k/2 / C) links, +1 for c < (k/2) mod C); a core then
//    carries at most pods * ceil((k/2)/C) <= pods * bmax <= k links. Cores = u*C.
//    Full build (r=1, pods=k): k^2/2 edges, k^2/2 aggregation, k^2/4 cores for k^3/4
//    endpoints. The last pod may hold fewer units, the last of them partial: a leaf
//    of the partial unit has upPerPartialLeaf = min(u, ceil(down/r)) uplinks, one to
//    each of the first that many aggregation switches; the partial pod builds only the
//    aggregation groups with downlinks, each with its downlinks' share of k/2
//    uplinks (partialAggregationUplinks), placed on the cores the full pods load least;
//    group j then has the fewest cores that take both (coresPerGroup), so 2,056 GPUs
//    of 64-port switches take 170 switches (72 + 65 + 33) instead of 232. Aggregation
//    groups of the partial pod share one switch while its k ports last
//    (partialAggregationOf): a leaf sends its uplinks of those groups to it as one
//    bundle, and the switch sends each group's share to that group's cores. 2,304 GPUs
//    (2 full pods and one unit) take 8 such switches, not 32 at a quarter of their
//    ports: 208 switches (72 + 72 + 64). The cores of a group stay its own: the full
//    pods' k/2 uplinks per group already fill a 64-port core, so the partial pod's
//    share needs a second one in each group. The groups are packed first-fit, largest
//    first, so two large groups and a small one share a switch where its ports allow.
//  - More than 3 tiers: refused, naming the most GPUs 3 tiers of that switch hold.
//
// Model (buildFabric): one compute Fabric; 1 tier: nodes and switches outside any
// group; 2 tiers: the full units as one Group with repeat = count and a partial last
// unit as a group of repeat 1, spines outside groups; 3 tiers: the same with pods,
// cores outside groups. A node link is one NIC port (bundle 1: LinkEnd names the
// port); switch-to-switch links between the same pair are one Link with bundle = n.
// Layout: tiers as rows (core at the top, nodes at the bottom), units and pods side
// by side, 120 scene units between switches and 60 between nodes.
#include "topology/generator.h"

#include "topology/clusterfabrics.h"

#include "text/i18n.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

namespace fp {

namespace {

constexpr double kEps = 1e-9;
constexpr double kSwitchDx = 120.0;
constexpr double kNodeDx = 60.0;
constexpr double kRowDy = 200.0;
constexpr double kUnitGap = 120.0;
constexpr double kWrapDy = 70.0; // between wrapped rows of one tier

// Switches of an outside tier (spines, cores) wrap into rows no wider than the groups
// below them, stacked upwards, so a 16,384-GPU design does not become one row of 256
// cores that "fit to window" shrinks to a sliver.
int switchesPerRow(double width)
{
    return std::max(8, static_cast<int>(width / kSwitchDx));
}

std::optional<FabricPlan> refuse(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return std::nullopt;
}

QString technologyName(Technology t)
{
    return t == Technology::InfiniBand ? QCoreApplication::translate("fp::Generator", "InfiniBand")
                                       : QCoreApplication::translate("fp::Generator", "Ethernet");
}

QString gbit(double v)
{
    return QString::number(v, 'g', 6);
}

QString partName(const PartBase &p)
{
    return p.name.isEmpty() ? p.id : QStringLiteral("%1 (%2)").arg(p.name, p.id);
}

QString modesText(const SwitchType &sw)
{
    QStringList parts;
    for (const PortMode &m : sw.modes)
        parts << QStringLiteral("%1 x %2").arg(m.ports).arg(gbit(m.gbitPerS));
    return parts.join(QStringLiteral(", "));
}

long long ceilDiv(long long a, long long b)
{
    return (a + b - 1) / b;
}

// The parts a plan rests on, resolved from the catalog by the request checks.
struct PlanParts {
    const NodeTypeSpec *nt = nullptr;
    const NicType *nic = nullptr;
    const SwitchType *sw = nullptr;
    double speed = 0.0;   // Gb/s of a NIC port in the fabric's technology
    int radix = 0;        // k: switch ports at that speed
    int portsPerNode = 0; // P, over all planes
    // Links between switches: the module port's speed where `speed` splits a module
    // port (SwitchType::trunkGbitPerS), else `speed`; kn ports at it.
    double trunkSpeed = 0.0;
    int trunkRadix = 0;
    // m: endpoint links per trunk port's worth (1 unless split).
    int split() const { return static_cast<int>(std::lround(trunkSpeed / speed)); }
};

// --- Request checks: the node type and the counts ----------------------------------

QString notMultipleOfNode(const GeneratorParams &params, const NodeTypeSpec &nt)
{
    const int g = nt.gpuCount;
    const long long lower = static_cast<long long>(params.gpus) / g * g;
    const long long upper = lower + g;
    return lower > 0
               ? QCoreApplication::translate(
                     "fp::Generator",
                     "%1 GPUs is not a multiple of %2, the GPU count of node type %3: use %4 "
                     "or %5 GPUs.")
                     .arg(QLocale().toString(params.gpus))
                     .arg(g)
                     .arg(partName(nt))
                     .arg(QLocale().toString(lower))
                     .arg(QLocale().toString(upper))
               : QCoreApplication::translate("fp::Generator",
                                             "%1 GPUs is not a multiple of %2, the GPU count of "
                                             "node type %3: use %4 GPUs.")
                     .arg(QLocale().toString(params.gpus))
                     .arg(g)
                     .arg(partName(nt))
                     .arg(QLocale().toString(upper));
}

// Fills in the default node type and resolves it; checks the GPU count, the
// oversubscription and the planes. The reason for a refusal, else empty.
QString checkNodeAndCounts(const Catalog &catalog, GeneratorParams &params, PlanParts &parts)
{
    if (params.nodeTypeId.isEmpty())
        params.nodeTypeId = catalog.defaultNodeType;
    const NodeTypeSpec *nt = catalog.nodeType(params.nodeTypeId);
    parts.nt = nt;
    if (!nt)
        return QCoreApplication::translate("fp::Generator", "Unknown node type \"%1\".")
            .arg(params.nodeTypeId);
    if (nt->gpuCount <= 0 || nt->nicCount <= 0)
        return QCoreApplication::translate("fp::Generator",
                                           "Node type %1 has %2 GPUs and %3 NICs; it needs both.")
            .arg(partName(*nt))
            .arg(nt->gpuCount)
            .arg(nt->nicCount);
    if (params.gpus <= 0)
        return QCoreApplication::translate(
                   "fp::Generator", "The GPU count must be positive: a %1 node has %2 GPUs, so "
                                    "the smallest valid count is %2.")
            .arg(partName(*nt))
            .arg(nt->gpuCount);
    if (params.gpus % nt->gpuCount != 0)
        return notMultipleOfNode(params, *nt);
    const double r = params.oversubscription;
    if (!std::isfinite(r) || r < 1.0)
        return QCoreApplication::translate(
                   "fp::Generator", "The oversubscription must be a finite ratio r:1 with r of at "
                                    "least 1, not %1.")
            .arg(QLocale().toString(r));
    if (params.planes != 1 && params.planes != 2 && params.planes != 4 && params.planes != 8)
        return QCoreApplication::translate("fp::Generator",
                                           "A fabric has 1, 2, 4 or 8 planes, not %1.")
            .arg(params.planes);
    return {};
}

// --- Request checks: the NIC ports and the switch ----------------------------------

// Fills in the technology's default switch for the NIC speed when none was chosen.
QString chooseDefaultSwitch(const Catalog &catalog, GeneratorParams &params, double speed)
{
    if (!params.switchTypeId.isEmpty())
        return {};
    if (const SwitchType *d = catalog.defaultSwitchFor(params.technology, speed))
        params.switchTypeId = d->id;
    else
        params.switchTypeId = params.technology == Technology::InfiniBand
                                  ? catalog.defaultSwitchInfiniBand
                                  : catalog.defaultSwitchEthernet;
    if (params.switchTypeId.isEmpty())
        return QCoreApplication::translate(
                   "fp::Generator", "The catalogue has no default %1 switch; choose a switch.")
            .arg(technologyName(params.technology));
    return {};
}

// Resolves the NIC's mode for the technology and the switch that serves its speed;
// checks that the node's ports split over the planes. The reason for a refusal.
QString checkNicAndSwitch(const Catalog &catalog, GeneratorParams &params, PlanParts &parts)
{
    const NodeTypeSpec &nt = *parts.nt;
    const NicType *nic = catalog.nic(nt.nicTypeId);
    parts.nic = nic;
    if (!nic)
        return QCoreApplication::translate("fp::Generator",
                                           "Node type %1 names an unknown NIC \"%2\".")
            .arg(partName(nt), nt.nicTypeId);
    const std::optional<PortMode> mode = nic->modeFor(params.technology);
    if (!mode || mode->ports <= 0 || !(mode->gbitPerS > 0.0))
        return QCoreApplication::translate(
                   "fp::Generator", "NIC %1 of node type %2 does not support %3, so it cannot "
                                    "join an %3 fabric.")
            .arg(partName(*nic), partName(nt), technologyName(params.technology));
    const double speed = mode->gbitPerS;
    parts.speed = speed;
    if (QString why = chooseDefaultSwitch(catalog, params, speed); !why.isEmpty())
        return why;
    const SwitchType *sw = catalog.switchType(params.switchTypeId);
    parts.sw = sw;
    if (!sw)
        return QCoreApplication::translate("fp::Generator", "Unknown switch \"%1\".")
            .arg(params.switchTypeId);
    if (sw->technology != params.technology)
        return QCoreApplication::translate(
                   "fp::Generator", "Switch %1 is an %2 switch; it cannot serve the %3 ports "
                                    "(%4 Gb/s) of NIC %5.")
            .arg(partName(*sw), technologyName(sw->technology), technologyName(params.technology),
                 gbit(speed), partName(*nic));
    parts.radix = sw->portsAt(speed);
    if (parts.radix <= 0)
        return QCoreApplication::translate(
                   "fp::Generator", "Switch %1 has no %2 Gb/s ports (its modes: %3), so it cannot "
                                    "serve the %2 Gb/s %4 ports of NIC %5.")
            .arg(partName(*sw), gbit(speed), modesText(*sw), technologyName(params.technology),
                 partName(*nic));
    parts.trunkSpeed = sw->trunkGbitPerS(speed);
    parts.trunkRadix = sw->portsAt(parts.trunkSpeed);
    parts.portsPerNode = nt.nicCount * mode->ports;
    if (parts.portsPerNode % params.planes != 0)
        return QCoreApplication::translate(
                   "fp::Generator", "A %1 node has %2 %3 ports, which cannot be split evenly over "
                                    "%4 planes.")
            .arg(partName(nt))
            .arg(parts.portsPerNode)
            .arg(technologyName(params.technology))
            .arg(params.planes);
    return {};
}

// --- Leaves and units ----------------------------------------------------------------

// Uplinks and downlinks per leaf, and the units of leaves (the file comment's "Leaf
// ports" and "Units"): fills downPerLeaf, upPerLeaf, nodesPerUnit,
// leavesPerUnitPerPlane and units; `unitSize` gets the nodes of a full unit. The
// reason for a refusal, else empty.
QString planLeavesAndUnits(const PlanParts &parts, FabricPlan &plan, int &unitSize)
{
    const GeneratorParams &params = plan.params;
    const double r = params.oversubscription;
    const int k = parts.radix;
    const int R = parts.portsPerNode / params.planes; // rails (ports per node) per plane
    // u trunk ports up, d endpoint links down on d / m trunk ports' worth (file comment,
    // "Split ports"); m = 1: u = floor(k/(r+1)), d = floor(u*r).
    const int u = static_cast<int>(std::floor(parts.trunkRadix / (r + 1.0) + kEps));
    const int d = static_cast<int>(std::floor(u * r * parts.split() + kEps));
    if (u < 1)
        return QCoreApplication::translate(
                   "fp::Generator", "With %1:1 oversubscription a leaf of %2 (%3 ports) keeps no "
                                    "uplink; %4 endpoints need more than one switch.")
            .arg(QLocale().toString(r))
            .arg(partName(*parts.sw))
            .arg(k)
            .arg(QLocale().toString(static_cast<long long>(plan.nodes) * R));
    plan.downPerLeaf = d;
    plan.upPerLeaf = u;

    int lpu = 0; // leaves per unit per plane
    if (params.topology == TopologyKind::RailOptimized) {
        lpu = R;
        unitSize = d;
    } else {
        lpu = 1;
        unitSize = d / R;
        if (unitSize == 0)
            return QCoreApplication::translate(
                       "fp::Generator", "Fat tree: a %1 node has %2 ports per plane, more than the "
                                        "%3 endpoint ports of a %4 leaf at %5:1.")
                .arg(partName(*parts.nt))
                .arg(R)
                .arg(d)
                .arg(partName(*parts.sw))
                .arg(QLocale().toString(r));
    }
    const int D = std::max(1, parts.nt->nvlinkDomainNodes);
    if (D > 1 && unitSize < plan.nodes) {
        unitSize = unitSize / D * D;
        if (unitSize == 0)
            return QCoreApplication::translate(
                       "fp::Generator", "A unit of %1 leaves cannot hold a whole rack of %2 %3 "
                                        "nodes at %4:1.")
                .arg(lpu)
                .arg(D)
                .arg(partName(*parts.nt))
                .arg(QLocale().toString(r));
    }
    const int npu = std::min(unitSize, plan.nodes);
    plan.nodesPerUnit = npu;
    plan.leavesPerUnitPerPlane = lpu;
    plan.units = static_cast<int>(ceilDiv(plan.nodes, npu));
    plan.upPerPartialLeaf = u;
    return {};
}

// Leaves per plane of a unit of `nodesInUnit` nodes: ceil(its ports / d) when packed
// (the file comment's "Rack-scale packing"), else leavesPerUnitPerPlane.
int leavesInUnit(const FabricPlan &plan, int nodesInUnit)
{
    if (!plan.packed)
        return plan.leavesPerUnitPerPlane;
    const int R = plan.portsPerNode / plan.params.planes;
    return static_cast<int>(ceilDiv(static_cast<long long>(nodesInUnit) * R, plan.downPerLeaf));
}

// Downlinks of a leaf of a unit of `nodesInUnit` nodes: the unit's ports spread evenly
// over its leaves when packed (the most any leaf takes), one per node on a rail leaf,
// every port of its nodes on a fat-tree leaf.
int leafDownlinks(const FabricPlan &plan, int nodesInUnit)
{
    const int R = plan.portsPerNode / plan.params.planes;
    if (plan.packed)
        return static_cast<int>(
            ceilDiv(static_cast<long long>(nodesInUnit) * R, leavesInUnit(plan, nodesInUnit)));
    return plan.params.topology == TopologyKind::RailOptimized ? nodesInUnit : nodesInUnit * R;
}

// The rack-scale packing of a rail-optimized plan of rack-scale nodes (the file
// comment's "Rack-scale packing"): units of q whole racks whose ports fill whole leaves.
// Nothing for other plans.
std::optional<FabricPlan> packedPlan(const PlanParts &parts, const FabricPlan &plan)
{
    const int D = std::max(1, parts.nt->nvlinkDomainNodes);
    if (D == 1 || plan.params.topology != TopologyKind::RailOptimized || plan.downPerLeaf < 1)
        return std::nullopt;
    const int R = parts.portsPerNode / plan.params.planes;
    const int d = plan.downPerLeaf;
    const int q = d / std::gcd(D * R, d);
    FabricPlan packed = plan;
    packed.packed = true;
    packed.nodesPerUnit = std::min(q * D, plan.nodes);
    packed.leavesPerUnitPerPlane = leavesInUnit(packed, packed.nodesPerUnit);
    packed.units = static_cast<int>(ceilDiv(plan.nodes, packed.nodesPerUnit));
    return packed;
}

// Switches of a planned fabric, every tier and plane.
long long switchesOf(const FabricPlan &plan)
{
    long long n = 0;
    for (const int s : plan.switchesPerTier)
        n += s;
    return n;
}

// Leaves per plane of a plan: its full units' and the partial unit's.
long long leavesOf(const FabricPlan &plan)
{
    const int rest = plan.nodes % plan.nodesPerUnit;
    return static_cast<long long>(plan.nodes / plan.nodesPerUnit) * plan.leavesPerUnitPerPlane +
           (rest > 0 ? leavesInUnit(plan, rest) : 0);
}

// Uplinks of a leaf of a 2-tier unit of `nodesInUnit` nodes (the file comment's
// "Units"): the downlinks in use at ratio r (in trunk ports' worth), rounded up, at
// most u.
int trimmedUplinks(const FabricPlan &plan, int nodesInUnit)
{
    const int u = plan.upPerLeaf;
    const int down = leafDownlinks(plan, nodesInUnit);
    const double r = plan.params.oversubscription * plan.split();
    return std::min(u, static_cast<int>(std::ceil(down / r - kEps)));
}

// --- Tiers ---------------------------------------------------------------------------

// The refusal for more than 3 tiers, naming the most GPUs 3 tiers hold.
QString tooLarge(const PlanParts &parts, const GeneratorParams &params, long long maxGpus)
{
    const QString advice =
        params.planes == 1
            ? QCoreApplication::translate(
                  "fp::Generator",
                  "use a switch with more ports, 2 planes or a higher oversubscription")
            : QCoreApplication::translate(
                  "fp::Generator", "use a switch with more ports or a higher oversubscription");
    return QCoreApplication::translate(
               "fp::Generator",
               "%1 GPUs need more than 3 tiers of %2 (%3 ports at %4 Gb/s): 3 "
               "tiers hold at most %5 GPUs at %6:1 on %n plane(s); %7.",
               nullptr, params.planes)
        .arg(QLocale().toString(params.gpus))
        .arg(partName(*parts.sw))
        .arg(parts.radix)
        .arg(gbit(parts.speed))
        .arg(QLocale().toString(maxGpus))
        .arg(QLocale().toString(params.oversubscription))
        .arg(advice);
}

// The links from one aggregation switch of the partial pod to each of the C cores of
// its group: `up` links, one at a time on the core the full pods (h uplinks spread
// evenly, the extra ones on the first cores) and the links so far load least, the last
// such core first. Empty when a core would need more than k ports.
std::vector<int> partialCoreLinks(int fullPods, int h, int C, int up, int k)
{
    std::vector<int> load(static_cast<size_t>(C)), out(static_cast<size_t>(C), 0);
    for (int c = 0; c < C; ++c)
        load[size_t(c)] = fullPods * (h / C + (c < h % C ? 1 : 0));
    for (int i = 0; i < up; ++i) {
        const auto least = std::min_element(load.rbegin(), load.rend());
        const size_t c = size_t(std::distance(least, load.rend()) - 1);
        ++out[c];
        if (++load[c] > k)
            return {};
    }
    return out;
}

// The fewest cores per group that take the full pods' h uplinks each, spread evenly,
// and the partial pod's `up` (partialCoreLinks); at most h.
int coresPerGroup(int fullPods, int h, int up, int k)
{
    const int least = static_cast<int>(ceilDiv(static_cast<long long>(fullPods) * h + up, k));
    for (int C = std::max(1, least); C < h; ++C) {
        if (fullPods * ceilDiv(h, C) <= k &&
            (up == 0 || !partialCoreLinks(fullPods, h, C, up, k).empty()))
            return C;
    }
    return h;
}

// The partial pod's aggregation switch of each group (the file comment's "3 tiers"):
// groups with downlinks share switches of k ports, packed first-fit, the groups with
// the most ports first (a switch of two large groups takes a small one in its spare
// ports); -1 for a group without downlinks. `down` and `up` per group.
std::vector<int> packPartialAggregations(const std::vector<int> &down, const std::vector<int> &up,
                                         int k)
{
    std::vector<size_t> order;
    for (size_t j = 0; j < down.size(); ++j)
        if (down[j] > 0)
            order.push_back(j);
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return down[a] + up[a] > down[b] + up[b]; });
    std::vector<int> of(down.size(), -1);
    std::vector<int> used; // ports taken on each switch so far
    for (const size_t j : order) {
        const int ports = down[j] + up[j];
        size_t m = 0;
        while (m < used.size() && used[m] + ports > k)
            ++m;
        if (m == used.size())
            used.push_back(0);
        used[m] += ports;
        of[j] = static_cast<int>(m);
    }
    return of;
}

// The 3-tier counts (the file comment's "3 tiers"): the partial pod's aggregation
// switches with their downlinks' share of the uplinks (none where a switch has no
// downlinks), the cores per group, the switches and links per tier.
void planPods(FabricPlan &plan, int k)
{
    const int u = plan.upPerLeaf;
    const int lpu = plan.leavesPerUnitPerPlane;
    const int upp = plan.unitsPerPod;
    const int npu = plan.nodesPerUnit;
    const int h = k / 2;
    const int planes = plan.params.planes;
    const int fullPods = plan.nodes / (upp * npu);
    const int restNodes = plan.nodes % (upp * npu);
    const int partialUnitNodes = restNodes % npu;
    const int lpuPartial = partialUnitNodes > 0 ? leavesInUnit(plan, partialUnitNodes) : lpu;
    plan.upPerPartialLeaf = partialUnitNodes > 0 ? trimmedUplinks(plan, partialUnitNodes) : u;
    // A full pod's aggregation switch: k/2 up, or as many as its downlinks where a pod
    // has fewer leaves (packed units of 9 leaves, 3 a pod: 27), so it is built at 1:1.
    const int hAgg = std::min(h, lpu * upp);
    plan.aggregationUplinks = hAgg;
    plan.partialAggregationUplinks.clear();
    plan.partialAggregationOf.clear();
    long long aggregations = static_cast<long long>(fullPods) * u;
    if (restNodes > 0) {
        const int fullUnitsThere = restNodes / npu;
        std::vector<int> downs;
        for (int j = 0; j < u; ++j) {
            const int down = lpu * fullUnitsThere +
                             (partialUnitNodes > 0 && j < plan.upPerPartialLeaf ? lpuPartial : 0);
            downs.push_back(down);
            plan.partialAggregationUplinks.push_back(
                static_cast<int>(ceilDiv(static_cast<long long>(hAgg) * down, lpu * upp)));
        }
        plan.partialAggregationOf =
            packPartialAggregations(downs, plan.partialAggregationUplinks, k);
        aggregations += 1 + *std::max_element(plan.partialAggregationOf.begin(),
                                              plan.partialAggregationOf.end());
    }
    plan.coresPerGroup.assign(size_t(u), 0);
    long long cores = 0;
    long long coreLinks = static_cast<long long>(fullPods) * u * hAgg;
    for (int j = 0; j < u; ++j) {
        const int up = restNodes > 0 ? plan.partialAggregationUplinks[size_t(j)] : 0;
        plan.coresPerGroup[size_t(j)] = coresPerGroup(fullPods, hAgg, up, k);
        cores += plan.coresPerGroup[size_t(j)];
        coreLinks += up;
    }
    const long long L = leavesOf(plan);
    const long long leafUplinks =
        partialUnitNodes > 0
            ? (L - lpuPartial) * u + static_cast<long long>(lpuPartial) * plan.upPerPartialLeaf
            : L * u;
    plan.switchesPerTier = {static_cast<int>(L * planes), static_cast<int>(aggregations * planes),
                            static_cast<int>(cores * planes)};
    plan.linksPerTier = {static_cast<long long>(plan.nodes) * plan.portsPerNode,
                         leafUplinks * planes, coreLinks * planes};
}

// The fewest spines that take the load of `fullUnits` units of `lpu` leaves with `uFull`
// uplinks each and a partial unit's leaves with `uPartial`, and divide the leading
// leaves' uplinks (uFull, or uPartial without a full unit) evenly: equal bundles to
// every spine, as NVIDIA's reference designs build them (S = the lead always does).
long long spinesFor(long long fullUnits, int lpu, int uFull, long long uPartial, int k,
                    int lpuPartial)
{
    const long long lead = fullUnits > 0 ? uFull : uPartial;
    const long long uplinks = lpu * fullUnits * uFull + lpuPartial * uPartial;
    long long S = std::max(1LL, ceilDiv(uplinks, k));
    while (fullUnits * ceilDiv(static_cast<long long>(lpu) * uFull, S) +
                   ceilDiv(lpuPartial * uPartial, S) >
               k ||
           (lead > 0 && lead % S != 0))
        ++S;
    return S;
}

// 2 tiers when the leaves fit one spine layer, else 3 (the file comment's "Tiers").
// Fills tiers, switchesPerTier, linksPerTier and for 3 tiers the pods; the reason
// for a refusal, else empty.
QString planUpperTiers(const PlanParts &parts, int unitSize, FabricPlan &plan)
{
    const int k = parts.trunkRadix;
    const int planes = plan.params.planes;
    const int lpu = plan.leavesPerUnitPerPlane;
    const int units = plan.units;
    const long long L = leavesOf(plan);
    const long long allPorts = static_cast<long long>(plan.nodes) * parts.portsPerNode;
    if (L <= k) {
        // Full units with u uplinks per leaf (fewer when one unit holds every node), a
        // partial one with upPerPartialLeaf.
        const int npu = plan.nodesPerUnit;
        const long long fullUnits = plan.nodes / npu;
        const int rest = plan.nodes % npu;
        const int lpuPartial = rest > 0 ? leavesInUnit(plan, rest) : lpu;
        const int uMax = plan.upPerLeaf; // a full leaf's uplinks at the ratio asked
        int uFull = trimmedUplinks(plan, npu);
        int uPartial = rest > 0 ? trimmedUplinks(plan, rest) : uFull;
        // The leaves that set the spines' bundles: the full units', else the one partial
        // unit's. Their uplinks may grow up to uMax when that takes fewer spines: 31
        // nodes of 8 rails (248 GPUs, 1:1) send 32 uplinks per leaf over 4 spines, as
        // NVIDIA's DGX SuperPOD H100 RA (Table 4: 31 nodes, 8 leaves, 4 spines) builds
        // them, not 31 uplinks over 31 spines.
        int &lead = fullUnits > 0 ? uFull : uPartial;
        const int fewest = lead;
        long long S =
            spinesFor(fullUnits, lpu, uFull, fullUnits < units ? uPartial : 0, k, lpuPartial);
        for (int v = fewest + 1; v <= uMax; ++v) {
            const int before = lead;
            lead = v;
            const long long sv =
                spinesFor(fullUnits, lpu, uFull, fullUnits < units ? uPartial : 0, k, lpuPartial);
            if (sv < S)
                S = sv;
            else
                lead = before;
        }
        // A partial unit beside full ones whose leaves reach every spine with unequal
        // bundles: their uplinks rounded up to equal ones, when the leaf has the ports and
        // the spines the room (the RA's 127 nodes: 32 uplinks on the partial unit's
        // leaves as on the others, 1,024 in all). Fewer uplinks than spines stay as they
        // are (one node left over does not buy a bundle to every spine).
        if (fullUnits > 0 && fullUnits < units && uPartial > S && uPartial % S != 0) {
            const int even = static_cast<int>(ceilDiv(uPartial, S) * S);
            if (even <= uMax && spinesFor(fullUnits, lpu, uFull, even, k, lpuPartial) == S)
                uPartial = even;
        }
        plan.upPerLeaf = uFull;
        plan.upPerPartialLeaf = uPartial;
        const long long partialUp = fullUnits < units ? uPartial : 0;
        const long long uplinks = lpu * fullUnits * uFull + lpuPartial * partialUp;
        plan.tiers = 2;
        plan.switchesPerTier = {static_cast<int>(L * planes), static_cast<int>(S * planes)};
        plan.linksPerTier = {allPorts, uplinks * planes};
        return {};
    }
    const int g = parts.nt->gpuCount;
    const int h = k / 2;
    const int upp = h / lpu;
    if (upp == 0) // a pod cannot take even one unit: 2 tiers are the limit
        return tooLarge(parts, plan.params, static_cast<long long>(k / lpu) * unitSize * g);
    const long long pods = ceilDiv(units, upp);
    if (pods > k)
        return tooLarge(parts, plan.params, static_cast<long long>(k) * upp * unitSize * g);
    plan.tiers = 3;
    plan.podsPerPlane = static_cast<int>(pods);
    plan.unitsPerPod = upp;
    // A full unit's leaves keep the uplinks their downlinks in use need (as with 2 tiers),
    // so a pod has as many aggregation switches: a GB200 NVL72 rack's rail leaf serves 18
    // trays, so 18 uplinks and 18 aggregation switches a pod, not 32 at 0.56:1.
    plan.upPerLeaf = trimmedUplinks(plan, plan.nodesPerUnit);
    planPods(plan, k);
    return {};
}

} // namespace

std::optional<FabricPlan> planFabric(const Catalog &catalog, GeneratorParams params, QString *error)
{
    PlanParts parts;
    if (QString why = checkNodeAndCounts(catalog, params, parts); !why.isEmpty())
        return refuse(error, why);
    if (QString why = checkNicAndSwitch(catalog, params, parts); !why.isEmpty())
        return refuse(error, why);

    const int k = parts.radix;
    const int nodes = params.gpus / parts.nt->gpuCount;
    const long long E = static_cast<long long>(nodes) * (parts.portsPerNode / params.planes);
    FabricPlan plan;
    plan.params = params;
    plan.nodes = nodes;
    plan.radix = k;
    plan.linkGbitPerS = parts.speed;
    plan.trunkRadix = parts.trunkRadix;
    plan.uplinkGbitPerS = parts.trunkSpeed;
    plan.portsPerNode = parts.portsPerNode;

    // 1 tier: one switch per plane takes every endpoint.
    if (E <= k) {
        plan.endpointsPerPlane = static_cast<int>(E);
        plan.tiers = 1;
        plan.downPerLeaf = k;
        plan.upPerLeaf = 0;
        plan.switchesPerTier = {params.planes};
        plan.linksPerTier = {static_cast<long long>(nodes) * parts.portsPerNode};
        plan.nodesPerUnit = nodes;
        plan.leavesPerUnitPerPlane = 1;
        plan.units = 1;
        return plan;
    }
    int unitSize = 0; // nodes per full unit (before capping to the node count)
    if (QString why = planLeavesAndUnits(parts, plan, unitSize); !why.isEmpty())
        return refuse(error, why);
    // Rack-scale nodes: packed units where they take fewer switches.
    std::optional<FabricPlan> packed = packedPlan(parts, plan);
    QString why = planUpperTiers(parts, unitSize, plan);
    if (packed && planUpperTiers(parts, packed->nodesPerUnit, *packed).isEmpty() &&
        (!why.isEmpty() || switchesOf(*packed) < switchesOf(plan))) {
        plan = *packed;
        why.clear();
    }
    if (!why.isEmpty())
        return refuse(error, why);
    plan.endpointsPerPlane = static_cast<int>(E);
    return plan;
}

namespace {

// Builds the model objects of a plan. Positions: switch tier t on row
// (tiers-1-t), nodes on row `tiers`, so the core is at the top.
class FabricBuilder
{
public:
    FabricBuilder(Project &project, const FabricPlan &plan, const NodeTypeSpec &nt, Id fabricId,
                  int portsPerNic)
        : m_p(project)
        , m_plan(plan)
        , m_nt(nt)
        , m_fabricId(fabricId)
        , m_portsPerNic(portsPerNic)
        , m_planes(plan.params.planes)
        , m_rail(plan.params.topology == TopologyKind::RailOptimized)
    {
    }

    double rowY(int tier) const { return (m_plan.tiers - 1 - tier) * kRowDy; }
    double nodeY() const { return m_plan.tiers * kRowDy; }

    QString planeSuffix(int plane) const
    {
        return m_planes == 1
                   ? QString()
                   : QStringLiteral("-%1").arg(QChar(static_cast<char16_t>(u'A' + plane)));
    }

    Id addSwitch(const QString &name, SwitchRole role, int tier, int plane, Id groupId, double x)
    {
        Switch s;
        s.id = m_p.allocateId();
        s.name = name;
        s.switchTypeId = m_plan.params.switchTypeId;
        s.role = role;
        s.fabricId = m_fabricId;
        s.groupId = groupId;
        s.tier = tier;
        s.plane = plane;
        s.pos = QPointF(x, rowY(tier));
        m_p.switches.push_back(s);
        return s.id;
    }

    // Places switches (all planes, in order) in rows of `perRow`, the first row at
    // `y`, further rows above it.
    void wrapRow(const std::vector<std::vector<Id>> &ids, int perRow, double x0, double y)
    {
        int index = 0;
        for (const auto &plane : ids) {
            for (Id id : plane) {
                if (Switch *sw = m_p.switchById(id)) {
                    const int row = index / perRow;
                    sw->pos = QPointF(x0 + (index % perRow) * kSwitchDx, y - row * kWrapDy);
                }
                ++index;
            }
        }
    }

    // A switch-to-switch bundle, at the trunk speed (FabricPlan::uplinkGbitPerS).
    void addLink(const LinkEnd &a, Id b, int bundle)
    {
        appendUplink(m_p, m_fabricId, a, b, bundle, m_plan.uplinkGbitPerS);
    }
    // A node port's link, at the NIC speed.
    void addNodeLink(const LinkEnd &a, Id leaf)
    {
        appendUplink(m_p, m_fabricId, a, leaf, 1, m_plan.linkGbitPerS);
    }

    Id addGroup(const QString &name, int repeat, double x)
    {
        Group grp;
        grp.id = m_p.allocateId();
        grp.name = name;
        grp.repeat = repeat;
        grp.collapsed = true;
        grp.pos = QPointF(x, rowY(0));
        m_p.groups.push_back(grp);
        return grp.id;
    }

    // Width of one unit on the canvas.
    double unitWidth() const
    {
        const double leaves = m_plan.leavesPerUnitPerPlane * m_planes * kSwitchDx;
        const double nodes = m_plan.nodesPerUnit * kNodeDx;
        return std::max(leaves, nodes) + kUnitGap;
    }

    // Nodes [0, n) at x0..., linked port by port to `leaves[plane][leafInUnit]` (or to
    // leaves[plane][0] for a fat tree); NVLink domains of whole racks.
    void addNodes(int n, Id groupId, double x0, int firstNumber,
                  const std::vector<std::vector<Id>> &leaves)
    {
        const int D = std::max(1, m_nt.nvlinkDomainNodes);
        std::vector<Id> domain;
        int domainNumber = (firstNumber - 1) / D + 1;
        for (int i = 0; i < n; ++i) {
            Node node;
            node.id = m_p.allocateId();
            node.name =
                QCoreApplication::translate("fp::Generator", "Node %1").arg(firstNumber + i);
            node.nodeTypeId = m_plan.params.nodeTypeId;
            node.groupId = groupId;
            node.pos = QPointF(x0 + i * kNodeDx, nodeY());
            m_p.nodes.push_back(node);
            for (int j = 0; j < m_plan.portsPerNode; ++j) {
                const int plane = j % m_planes;
                const int rail = j / m_planes;
                const auto &row = leaves[plane];
                // Packed: port p = rail x n + i of the unit's n x R ports on leaf
                // p x L / (n x R) of its L leaves (whole leaves in a full unit, else
                // spread evenly).
                const long long unitPorts =
                    static_cast<long long>(n) * (m_plan.portsPerNode / m_planes);
                const int packedLeaf =
                    m_plan.packed ? static_cast<int>(static_cast<long long>(rail * n + i) *
                                                     static_cast<long long>(row.size()) / unitPorts)
                                  : 0;
                const Id leaf = row[m_plan.packed              ? packedLeaf
                                    : m_rail && row.size() > 1 ? rail
                                                               : 0];
                addNodeLink(LinkEnd{node.id, j / m_portsPerNic, j % m_portsPerNic}, leaf);
            }
            if (D > 1) {
                domain.push_back(node.id);
                if (static_cast<int>(domain.size()) == D || i == n - 1) {
                    NvlinkDomain dom;
                    dom.id = m_p.allocateId();
                    dom.name = QCoreApplication::translate("fp::Generator", "NVLink domain %1")
                                   .arg(domainNumber++);
                    dom.nodeIds = std::move(domain);
                    dom.groupId = groupId;
                    m_p.nvlinkDomains.push_back(std::move(dom));
                    domain.clear();
                }
            }
        }
    }

    // One unit of `n` nodes in `groupId` at x0: its leaves (all planes) and nodes.
    // Returns leaves[plane][leafInUnit].
    std::vector<std::vector<Id>> addUnit(int n, Id groupId, double x0, int unitNumber)
    {
        const int lpu = leavesInUnit(m_plan, n);
        std::vector<std::vector<Id>> leaves(m_planes);
        for (int plane = 0; plane < m_planes; ++plane) {
            for (int i = 0; i < lpu; ++i) {
                const QString name = QCoreApplication::translate("fp::Generator", "Leaf %1.%2%3")
                                         .arg(unitNumber)
                                         .arg(i + 1)
                                         .arg(planeSuffix(plane));
                const double x = x0 + (plane * lpu + i) * kSwitchDx;
                leaves[plane].push_back(addSwitch(name, SwitchRole::Leaf, 0, plane, groupId, x));
            }
        }
        addNodes(n, groupId, x0, (unitNumber - 1) * m_plan.nodesPerUnit + 1, leaves);
        return leaves;
    }

    void build1Tier()
    {
        std::vector<std::vector<Id>> sw(m_planes);
        for (int plane = 0; plane < m_planes; ++plane)
            sw[plane].push_back(addSwitch(
                QCoreApplication::translate("fp::Generator", "Switch%1").arg(planeSuffix(plane)),
                SwitchRole::Leaf, 0, plane, NoId, plane * kSwitchDx));
        addNodes(m_plan.nodes, NoId, 0.0, 1, sw);
    }

    void build2Tier()
    {
        const int npu = m_plan.nodesPerUnit;
        const int fullU = m_plan.upPerLeaf;
        const int S = m_plan.switchesPerTier[1] / m_planes;
        const int fullUnits = m_plan.nodes / npu;
        const int rest = m_plan.nodes % npu;

        const double width = unitWidth() * (fullUnits > 0 ? 1 : 0) + unitWidth() * (rest > 0);
        std::vector<std::vector<Id>> spines(m_planes);
        const double spineX0 = std::max(0.0, (width - S * m_planes * kSwitchDx) / 2);
        for (int plane = 0; plane < m_planes; ++plane)
            for (int s = 0; s < S; ++s)
                spines[plane].push_back(
                    addSwitch(QCoreApplication::translate("fp::Generator", "Spine %1%2")
                                  .arg(s + 1)
                                  .arg(planeSuffix(plane)),
                              SwitchRole::Spine, 1, plane, NoId, 0.0));
        {
            const int perRow = switchesPerRow(width);
            const double x0 = S * m_planes <= perRow ? spineX0 : 0.0;
            wrapRow(spines, perRow, x0, rowY(1));
        }

        // Uplink g = leafInUnit*u + j goes to spine g mod S: bundles per (leaf, spine).
        const auto uplinks = [&](const std::vector<std::vector<Id>> &leaves, int u) {
            for (int plane = 0; plane < m_planes; ++plane) {
                for (int i = 0; i < static_cast<int>(leaves[plane].size()); ++i) {
                    std::vector<int> bundle(S, 0);
                    for (int j = 0; j < u; ++j)
                        ++bundle[(i * u + j) % S];
                    for (int s = 0; s < S; ++s)
                        addLink(switchEnd(leaves[plane][i]), spines[plane][s], bundle[s]);
                }
            }
        };

        double x = 0.0;
        if (fullUnits > 0) {
            const Id grp =
                addGroup(QCoreApplication::translate("fp::Generator", "Unit"), fullUnits, x);
            uplinks(addUnit(npu, grp, x, 1), fullU);
            x += unitWidth();
        }
        if (rest > 0) {
            const Id grp =
                addGroup(QCoreApplication::translate("fp::Generator", "Unit %1 (partial)")
                             .arg(fullUnits + 1),
                         1, x);
            uplinks(addUnit(rest, grp, x, fullUnits + 1),
                    m_plan.upPerPartialLeaf > 0 ? m_plan.upPerPartialLeaf : fullU);
        }
    }

    void build3Tier()
    {
        const int nodesPerPod = m_plan.unitsPerPod * m_plan.nodesPerUnit;
        const int fullPods = m_plan.nodes / nodesPerPod;
        const int restNodes = m_plan.nodes % nodesPerPod;
        const double podWidth = std::max(m_plan.unitsPerPod * unitWidth(),
                                         m_plan.upPerLeaf * m_planes * kSwitchDx + kUnitGap) +
                                kUnitGap;
        const Cores cores = addCores(podWidth * ((fullPods > 0 ? 1 : 0) + (restNodes > 0 ? 1 : 0)));
        double x = 0.0;
        if (fullPods > 0) {
            const Id grp =
                addGroup(QCoreApplication::translate("fp::Generator", "Pod"), fullPods, x);
            addPod(cores, nodesPerPod, grp, x, 1);
            x += podWidth;
        }
        if (restNodes > 0) {
            const Id grp = addGroup(
                QCoreApplication::translate("fp::Generator", "Pod %1 (partial)").arg(fullPods + 1),
                1, x);
            addPod(cores, restNodes, grp, x, fullPods + 1);
        }
    }

    // cores[plane][group j][c]: m_plan.coresPerGroup[j] cores in group j.
    using Cores = std::vector<std::vector<std::vector<Id>>>;
    Cores addCores(double visibleWidth)
    {
        const int u = m_plan.upPerLeaf;
        Cores cores(static_cast<size_t>(m_planes));
        for (int plane = 0; plane < m_planes; ++plane) {
            cores[size_t(plane)].resize(size_t(u));
            for (int j = 0; j < u; ++j)
                for (int c = 0; c < m_plan.coresPerGroup[size_t(j)]; ++c)
                    cores[size_t(plane)][size_t(j)].push_back(
                        addSwitch(QCoreApplication::translate("fp::Generator", "Core %1.%2%3")
                                      .arg(j + 1)
                                      .arg(c + 1)
                                      .arg(planeSuffix(plane)),
                                  SwitchRole::Core, 2, plane, NoId, 0.0));
        }
        std::vector<std::vector<Id>> flat(static_cast<size_t>(m_planes));
        for (int plane = 0; plane < m_planes; ++plane)
            for (const auto &group : cores[size_t(plane)])
                flat[size_t(plane)].insert(flat[size_t(plane)].end(), group.begin(), group.end());
        wrapRow(flat, switchesPerRow(visibleWidth), 0.0, rowY(2));
        return cores;
    }

    // The links from aggregation switch j of a pod to each core of group j: a full
    // pod's h spread evenly (the extra ones on the first cores), the partial pod's share
    // where the full pods leave room (partialCoreLinks).
    std::vector<int> coreLinks(int j, bool partialPod) const
    {
        const int C = m_plan.coresPerGroup[size_t(j)];
        const int h = m_plan.aggregationUplinks;
        if (partialPod) {
            const int fullPods = m_plan.nodes / (m_plan.unitsPerPod * m_plan.nodesPerUnit);
            return partialCoreLinks(fullPods, h, C, m_plan.partialAggregationUplinks[size_t(j)],
                                    m_plan.trunkRadix);
        }
        std::vector<int> out(static_cast<size_t>(C));
        for (int c = 0; c < C; ++c)
            out[size_t(c)] = h / C + (c < h % C ? 1 : 0);
        return out;
    }

    // The aggregation switch of each group j in a pod: j in a full pod, the shared one
    // of the partial pod (FabricPlan::partialAggregationOf, -1 for none).
    std::vector<int> aggregationOfGroup(bool partialPod) const
    {
        if (partialPod)
            return m_plan.partialAggregationOf;
        std::vector<int> of(size_t(m_plan.upPerLeaf));
        std::iota(of.begin(), of.end(), 0);
        return of;
    }

    // One pod: its aggregation switches (in a partial pod those its groups share), their
    // links to each group's cores, its units and their leaves' links up (a leaf of the
    // partial unit to the first upPerPartialLeaf groups only; the uplinks of groups that
    // share a switch as one bundle).
    void addPod(const Cores &cores, int nodes, Id grp, double x0, int podNumber)
    {
        const int u = m_plan.upPerLeaf;
        const int npu = m_plan.nodesPerUnit;
        const bool partialPod = nodes < m_plan.unitsPerPod * npu;
        const std::vector<int> of = aggregationOfGroup(partialPod);
        const int count = 1 + *std::max_element(of.begin(), of.end());
        std::vector<std::vector<Id>> aggs(size_t(m_planes), std::vector<Id>(size_t(count), NoId));
        for (int plane = 0; plane < m_planes; ++plane) {
            for (int m = 0; m < count; ++m)
                aggs[size_t(plane)][size_t(m)] =
                    addSwitch(QCoreApplication::translate("fp::Generator", "Aggregation %1.%2%3")
                                  .arg(podNumber)
                                  .arg(m + 1)
                                  .arg(planeSuffix(plane)),
                              SwitchRole::Spine, 1, plane, grp, x0 + (plane * u + m) * kSwitchDx);
            for (int j = 0; j < u; ++j) {
                if (of[size_t(j)] < 0)
                    continue;
                const std::vector<int> links = coreLinks(j, partialPod);
                for (size_t c = 0; c < links.size(); ++c)
                    addLink(switchEnd(aggs[size_t(plane)][size_t(of[size_t(j)])]),
                            cores[size_t(plane)][size_t(j)][c], links[c]);
            }
        }
        const int firstUnit = (podNumber - 1) * m_plan.unitsPerPod + 1;
        int unit = 0;
        for (int left = nodes; left > 0; left -= npu, ++unit) {
            const int inUnit = std::min(npu, left);
            const auto leaves = addUnit(inUnit, grp, x0 + unit * unitWidth(), firstUnit + unit);
            const int up = inUnit < npu ? m_plan.upPerPartialLeaf : u;
            for (int plane = 0; plane < m_planes; ++plane)
                for (const Id leaf : leaves[size_t(plane)])
                    addLeafUplinks(leaf, aggs[size_t(plane)], of, up);
        }
    }

    // A leaf's first `up` uplinks, group j to the aggregation switch of(j), those to one
    // switch as one bundle.
    void addLeafUplinks(Id leaf, const std::vector<Id> &aggs, const std::vector<int> &of, int up)
    {
        std::vector<int> bundle(aggs.size(), 0);
        for (int j = 0; j < up; ++j)
            ++bundle[size_t(of[size_t(j)])];
        for (size_t m = 0; m < aggs.size(); ++m)
            if (bundle[m] > 0)
                addLink(switchEnd(leaf), aggs[m], bundle[m]);
    }

private:
    Project &m_p;
    const FabricPlan &m_plan;
    const NodeTypeSpec &m_nt;
    Id m_fabricId;
    int m_portsPerNic;
    int m_planes;
    bool m_rail;
};

} // namespace

void appendUplink(Project &project, Id fabricId, const LinkEnd &lower, Id upper, int bundle,
                  double gbitPerS)
{
    if (bundle <= 0)
        return;
    Link l;
    l.id = project.allocateId();
    l.fabricId = fabricId;
    l.a = lower;
    l.b = switchEnd(upper);
    l.bundle = bundle;
    l.gbitPerS = gbitPerS;
    project.links.push_back(l);
}

Id buildFabric(Project &project, const Catalog &catalog, const FabricPlan &plan)
{
    const NodeTypeSpec *nt = catalog.nodeType(plan.params.nodeTypeId);
    if (!nt || nt->nicCount <= 0 || plan.tiers < 1 || plan.tiers > 3 || plan.nodes <= 0)
        return NoId;
    const int planes = plan.params.planes;
    const int portsPerNic = plan.portsPerNode / nt->nicCount;
    if (planes < 1 || portsPerNic <= 0 || plan.portsPerNode % nt->nicCount != 0)
        return NoId;

    Fabric fabric;
    fabric.id = project.allocateId();
    fabric.name = QCoreApplication::translate("fp::Generator", "Compute fabric (%1)")
                      .arg(technologyName(plan.params.technology));
    fabric.technology = plan.params.technology;
    fabric.purpose = FabricPurpose::Compute;
    fabric.generated = plan.params;
    project.fabrics.push_back(fabric);

    // Reserve roughly: the model holds one template unit/pod plus a partial one.
    const std::size_t templNodes =
        static_cast<std::size_t>(plan.tiers == 3 ? 2LL * plan.unitsPerPod * plan.nodesPerUnit
                                                 : std::min(plan.nodes, 2 * plan.nodesPerUnit));
    project.nodes.reserve(project.nodes.size() + templNodes);
    project.links.reserve(project.links.size() + templNodes * plan.portsPerNode + 4096);

    FabricBuilder b(project, plan, *nt, fabric.id, portsPerNic);
    switch (plan.tiers) {
    case 1:
        b.build1Tier();
        break;
    case 2:
        b.build2Tier();
        break;
    default:
        b.build3Tier();
        break;
    }
    return fabric.id;
}

QString generatedProjectNameIn(const Catalog &catalog, const GeneratorParams &params,
                               const QString &lang)
{
    const QLocale locale = localeForLanguage(lang);
    const auto word = [&lang](const char *source) {
        return translateIn(lang, "fp::Generator", source);
    };
    const NodeTypeSpec *nt = catalog.nodeType(params.nodeTypeId);
    QString gpuName = nt ? nt->name : params.nodeTypeId;
    if (nt) {
        if (const GpuType *gpu = catalog.gpu(nt->gpuTypeId)) {
            gpuName = gpu->name.isEmpty() ? gpu->id : gpu->name;
            const QString vendor = gpu->vendor + QLatin1Char(' ');
            if (!gpu->vendor.isEmpty() && gpuName.startsWith(vendor) && gpuName != vendor)
                gpuName = gpuName.mid(vendor.size());
        }
    }
    // (The words are translated in technologyName() of this file and in the .ts files.)
    const QString technology = params.technology == Technology::InfiniBand
                                   ? word(QT_TRANSLATE_NOOP("fp::Generator", "InfiniBand"))
                                   : word(QT_TRANSLATE_NOOP("fp::Generator", "Ethernet"));
    const QString topology = params.topology == TopologyKind::RailOptimized
                                 ? word(QT_TRANSLATE_NOOP("fp::Generator", "rail-optimized"))
                                 : word(QT_TRANSLATE_NOOP("fp::Generator", "fat-tree"));
    QString name = word(QT_TRANSLATE_NOOP("fp::Generator", "%1 x %2 %3 %4"))
                       .arg(locale.toString(params.gpus), gpuName, technology, topology);
    if (params.oversubscription != 1.0)
        name += word(QT_TRANSLATE_NOOP("fp::Generator", ", %1:1"))
                    .arg(locale.toString(params.oversubscription));
    if (params.planes > 1)
        name += word(QT_TRANSLATE_NOOP("fp::Generator", ", %1 planes")).arg(params.planes);
    return name;
}

QString generatedProjectName(const Catalog &catalog, const GeneratorParams &params, bool english)
{
    return generatedProjectNameIn(catalog, params,
                                  english ? QStringLiteral("en") : currentLanguage());
}

QString projectDisplayName(const Project &project, const Catalog &catalog)
{
    // A name generated in either language reads in the current one (PDF review finding
    // 8: a name generated in Dutch stayed Dutch in an English report).
    const Fabric *compute = project.computeFabric();
    if (!compute || !compute->generated)
        return project.info.name;
    for (const char *lang : {"en", "nl"})
        if (project.info.name ==
            generatedProjectNameIn(catalog, *compute->generated, QString::fromLatin1(lang)))
            return generatedProjectName(catalog, *compute->generated, false);
    return project.info.name;
}

std::optional<Project> generateProject(const Catalog &catalog, const GeneratorParams &params,
                                       QString *error, FabricPlan *planOut, ClusterFabrics fabrics)
{
    std::optional<FabricPlan> plan = planFabric(catalog, params, error);
    if (!plan)
        return std::nullopt;

    Project project;
    project.info.name = generatedProjectName(catalog, plan->params, false);

    if (buildFabric(project, catalog, *plan) == NoId) {
        if (error)
            *error = QCoreApplication::translate("fp::Generator",
                                                 "The plan could not be built into a project.");
        return std::nullopt;
    }
    if (fabrics == ClusterFabrics::All) {
        QString why;
        addClusterFabrics(project, catalog, plan->params.technology, &why);
        if (!why.isEmpty()) {
            if (error)
                *error = why;
            return std::nullopt;
        }
    }
    if (planOut)
        *planOut = *plan;
    return project;
}

} // namespace fp
