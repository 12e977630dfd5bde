// SPDX-License-Identifier: GPL-3.0-or-later
// Expansion of groups into one graph of endpoints, switches and capacities that
// the analyses read. Compact structure-of-arrays: a 131,072-GPU design is a few
// tens of MB.
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <cstdint>
#include <vector>

namespace fp {

struct ExpandedGraph {
    enum class Kind : std::uint8_t { Node, Switch };

    // Vertices (index v): a node or switch instance.
    std::vector<Kind> kind;
    std::vector<Id> modelId;            // the Node or Switch it instantiates
    std::vector<std::int32_t> instance; // repetition index within its group (0..repeat-1)
    std::vector<std::int8_t> tier;      // switch tier (0 leaf...), -1 for nodes
    std::vector<std::int8_t> plane;     // switch plane, -1 for nodes
    std::vector<std::uint16_t> gpus;    // GPUs in a node, 0 for switches

    // Edges (index e): one model link instance, undirected, a bundle of links.
    std::vector<std::int32_t> edgeFrom; // lower end (node or lower-tier switch)
    std::vector<std::int32_t> edgeTo;
    std::vector<std::int32_t> bundle;
    std::vector<double> gbitPerS; // per link; capacity = bundle * gbitPerS
    std::vector<Id> linkId;

    // Adjacency (CSR) over edges, built by buildAdjacency().
    std::vector<std::int32_t> adjOffset; // size vertexCount()+1
    std::vector<std::int32_t> adjEdge;

    int vertexCount() const { return static_cast<int>(kind.size()); }
    int edgeCount() const { return static_cast<int>(edgeFrom.size()); }
    double capacityGbitPerS(int e) const { return bundle[e] * gbitPerS[e]; }
    int otherEnd(int e, int v) const { return edgeFrom[e] == v ? edgeTo[e] : edgeFrom[e]; }
    void buildAdjacency();
    std::size_t memoryBytes() const;

    // Summaries by tier: switch count per tier and links (bundle members) per tier,
    // where links tier 0 = endpoint-leaf, 1 = leaf-spine, 2 = spine-core.
    std::vector<int> switchesPerTier() const;
    std::vector<long long> linksPerTier() const;
    long long gpuCount() const;
    int nodeCount() const;
};

// Expands one fabric (its switches and links, and every node that links to it).
// GPUs per node come from the shipped catalog with the project's overrides applied.
ExpandedGraph expandFabric(const Project &project, Id fabricId);
// The same with the catalog given (GPUs per node from its node types; 0 if unknown).
ExpandedGraph expandFabric(const Project &project, const Catalog &catalog, Id fabricId);

} // namespace fp
