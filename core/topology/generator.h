// SPDX-License-Identifier: GPL-3.0-or-later
// Topology generators (docs/DESIGN.md section 4): fat tree / folded Clos with 1-3 tiers
// (the fewest that fit), r:1 oversubscription at the leaf, rail-optimized units,
// 1, 2, 4 or 8 planes, for InfiniBand and Ethernet.
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <QString>

#include <optional>
#include <vector>

namespace fp {

// What the generator decided, before it is turned into model objects. All counts
// are totals over all planes.
struct FabricPlan {
    GeneratorParams params; // with defaults filled in (switch id, node type)
    int nodes = 0;
    int endpointsPerPlane = 0; // NIC ports attached to one plane
    int radix = 0;             // k: switch ports at the NIC speed
    double linkGbitPerS = 0.0;
    // Links between switches: at the module port's speed where the NIC speed splits one
    // (NDR200 nodes on QM9700: 400G trunks, SwitchType::trunkGbitPerS), else the NIC
    // speed; kn switch ports at it. Every tier above the leaves' downlinks counts in kn.
    double uplinkGbitPerS = 0.0;
    int trunkRadix = 0;
    // Endpoint links per trunk port's worth of leaf ports: 1, or 2 where split.
    int split() const
    {
        return linkGbitPerS > 0.0 && uplinkGbitPerS > linkGbitPerS
                   ? static_cast<int>(uplinkGbitPerS / linkGbitPerS + 0.5)
                   : 1;
    }
    int tiers = 0;
    int downPerLeaf = 0; // leaf ports facing endpoints (k*r/(r+1), rounded down)
    // Leaf ports facing up: k/(r+1) rounded down; with 2 tiers min(that, ceil(downlinks
    // in use / r)) (fewer in a unit smaller than d nodes, e.g. whole-rack units).
    int upPerLeaf = 0;
    // Uplinks of a leaf of the partial last unit: min(k/(r+1), ceil(its downlinks in use
    // / r)), so it is built at the ratio asked (with 3 tiers one to each of the first
    // that many aggregation switches of its pod); without a partial unit, upPerLeaf.
    int upPerPartialLeaf = 0;
    std::vector<int> switchesPerTier;    // [leaf, spine, core]
    std::vector<long long> linksPerTier; // [endpoint-leaf, leaf-spine, spine-core]
    int nodesPerUnit = 0;                // nodes in one scalable unit
    int leavesPerUnitPerPlane = 0;
    // Rack-scale packing (generator.cpp, "Rack-scale packing"): a unit's node ports, rail
    // by rail, fill its leaves in order (a GB200 NVL72 rack's 72 ports are not one rail
    // leaf each of 18); false: leaf i of a unit takes rail i (or, fat tree, its nodes).
    bool packed = false;
    int units = 0;
    int podsPerPlane = 0; // 3 tiers only
    // Added by the generator implementation (not in the first interface):
    int portsPerNode = 0; // P: fabric ports of one node over all its NICs (all planes)
    int unitsPerPod = 0;  // 3 tiers only: units under one set of aggregation switches
    // 3 tiers, the partial last pod: per aggregation switch j (0..upPerLeaf-1) its
    // uplinks, its downlinks' share of k/2 (ceil(k/2 x downlinks / leaves of a full
    // pod)), so the pod is built at the ratio asked; 0: the switch has no downlinks and
    // is not built. Empty without a partial pod.
    std::vector<int> partialAggregationUplinks;
    // 3 tiers, the partial last pod: per aggregation group j the partial pod's
    // aggregation switch that serves it (0, 1, ...), -1 where group j has no downlinks
    // there. Groups share a switch while its ports last, packed first-fit, largest
    // first (generator.cpp, "3 tiers"): 2,304 GPUs on 64 ports, a partial pod of one unit, 8
    // switches for 32 groups. Empty without a partial pod.
    std::vector<int> partialAggregationOf;
    // 3 tiers: the uplinks of a full pod's aggregation switch, k/2 or its downlinks
    // where a pod has fewer leaves (packed rack-scale units; generator.cpp, "3 tiers").
    int aggregationUplinks = 0;
    // 3 tiers: the cores of each group j (aggregation switch j of every pod connects to
    // group j only); the fewest that take the group's uplinks.
    std::vector<int> coresPerGroup;
};

// Checks the request and plans the fabric. Returns nullopt with a translated,
// one-sentence reason when no design meets it with the chosen parts.
std::optional<FabricPlan> planFabric(const Catalog &catalog, GeneratorParams params,
                                     QString *error);

// Builds the plan into `project`: adds the nodes (in groups), one compute fabric,
// its switches and links, and rack-scale NVLink domains where the node type has
// them, laid out tidily (tiers as rows, units side by side). Returns the fabric id.
Id buildFabric(Project &project, const Catalog &catalog, const FabricPlan &plan);

// Appends one link of `bundle` connections from `lower` (a node's NIC port or a lower
// switch) up to the switch `upper` in fabric `fabricId`; nothing when bundle <= 0. The
// generator's and the cluster fabrics' builders share it.
void appendUplink(Project &project, Id fabricId, const LinkEnd &lower, Id upper, int bundle,
                  double gbitPerS);

// Whether generateProject() adds the storage, front-end and management fabrics
// (topology/clusterfabrics.h) beside the compute fabric.
enum class ClusterFabrics { ComputeOnly, All };

// Convenience: a new project holding just the generated design: the compute fabric,
// and with ClusterFabrics::All the storage fabric (on the compute fabric's technology),
// the Ethernet front-end and the Ethernet management network.
// The name generateProject() gives a design: "256 x H100 SXM Ethernet rail-optimized" in
// the current language, or in English (as a file written in English holds it).
QString generatedProjectName(const Catalog &catalog, const GeneratorParams &params, bool english);
// The same name in `lang` ("en", "nl"), whatever the current language.
QString generatedProjectNameIn(const Catalog &catalog, const GeneratorParams &params,
                               const QString &lang);
// The project's name for a reader: a generated name that was written in English
// ("256 x H100 SXM Ethernet rail-optimized") in the current language ("256 x H100 SXM
// Ethernet rail-geoptimaliseerd", PDF review #17), any other name as it is.
QString projectDisplayName(const Project &project, const Catalog &catalog);

std::optional<Project> generateProject(const Catalog &catalog, const GeneratorParams &params,
                                       QString *error, FabricPlan *planOut = nullptr,
                                       ClusterFabrics fabrics = ClusterFabrics::ComputeOnly);

} // namespace fp
