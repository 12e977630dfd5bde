// SPDX-License-Identifier: GPL-3.0-or-later
// Expansion of a fabric's groups into one flat graph (expansion.h).
//
// Vertices: every instance of every switch of the fabric and of every node that has a
// link in the fabric, in project order (nodes first, then switches). An object in a
// group of repeat n occupies n consecutive vertices (instance 0..n-1); an object in
// no group one; an object in a group that does not exist none (Project::multiplicity).
// Edges: one per link instance. Both ends in the same group (or both in none): n
// edges pairing instance i with instance i. One end in a group of repeat n, the other
// outside any group: n edges, all ending on the single outside instance. Ends in two
// different groups (invariants report these), links to missing objects or to
// switches of another fabric, and links from an object to itself are skipped.
// An edge is stored lower end first (node, else the lower-tier switch).
#include "topology/expansion.h"

#include <QHash>

#include <algorithm>
#include <unordered_map>

namespace fp {

namespace {

struct Placed {
    std::int32_t base = 0;  // first vertex
    std::int32_t count = 0; // instances
    Id group = NoId;
};

template <typename T> std::size_t bytesOf(const std::vector<T> &v)
{
    return v.capacity() * sizeof(T);
}

const Catalog *defaultCatalog()
{
    static const std::optional<Catalog> catalog = Catalog::loadDefaults(nullptr);
    return catalog ? &*catalog : nullptr;
}

} // namespace

void ExpandedGraph::buildAdjacency()
{
    const int n = vertexCount();
    const int m = edgeCount();
    adjOffset.assign(static_cast<std::size_t>(n) + 1, 0);
    for (int e = 0; e < m; ++e) {
        ++adjOffset[edgeFrom[e] + 1];
        ++adjOffset[edgeTo[e] + 1];
    }
    for (int v = 0; v < n; ++v)
        adjOffset[v + 1] += adjOffset[v];
    adjEdge.assign(static_cast<std::size_t>(2) * m, 0);
    std::vector<std::int32_t> cursor(adjOffset.begin(), adjOffset.end() - 1);
    for (int e = 0; e < m; ++e) {
        adjEdge[cursor[edgeFrom[e]]++] = e;
        adjEdge[cursor[edgeTo[e]]++] = e;
    }
}

std::size_t ExpandedGraph::memoryBytes() const
{
    return sizeof(*this) + bytesOf(kind) + bytesOf(modelId) + bytesOf(instance) + bytesOf(tier) +
           bytesOf(plane) + bytesOf(gpus) + bytesOf(edgeFrom) + bytesOf(edgeTo) + bytesOf(bundle) +
           bytesOf(gbitPerS) + bytesOf(linkId) + bytesOf(adjOffset) + bytesOf(adjEdge);
}

std::vector<int> ExpandedGraph::switchesPerTier() const
{
    std::vector<int> out;
    for (int v = 0; v < vertexCount(); ++v) {
        if (kind[v] != Kind::Switch || tier[v] < 0)
            continue;
        const auto t = static_cast<std::size_t>(tier[v]);
        if (out.size() <= t)
            out.resize(t + 1, 0);
        ++out[t];
    }
    return out;
}

std::vector<long long> ExpandedGraph::linksPerTier() const
{
    std::vector<long long> out;
    for (int e = 0; e < edgeCount(); ++e) {
        const int a = edgeFrom[e];
        const int b = edgeTo[e];
        int t = 0;
        if (kind[a] == Kind::Switch && kind[b] == Kind::Switch)
            t = std::max(0, std::min<int>(tier[a], tier[b])) + 1;
        const auto ut = static_cast<std::size_t>(t);
        if (out.size() <= ut)
            out.resize(ut + 1, 0);
        out[ut] += bundle[e];
    }
    return out;
}

long long ExpandedGraph::gpuCount() const
{
    long long total = 0;
    for (int v = 0; v < vertexCount(); ++v)
        total += gpus[v];
    return total;
}

int ExpandedGraph::nodeCount() const
{
    return static_cast<int>(std::count(kind.begin(), kind.end(), Kind::Node));
}

ExpandedGraph expandFabric(const Project &project, Id fabricId)
{
    const Catalog *base = defaultCatalog();
    if (!base)
        return expandFabric(project, Catalog{}, fabricId);
    if (project.catalogOverrides.isEmpty())
        return expandFabric(project, *base, fabricId);
    const std::optional<Catalog> withOverrides =
        applyOverrides(*base, project.catalogOverrides, nullptr);
    return expandFabric(project, withOverrides ? *withOverrides : *base, fabricId);
}

ExpandedGraph expandFabric(const Project &project, const Catalog &catalog, Id fabricId)
{
    ExpandedGraph g;

    std::unordered_map<Id, int> repeatOf;
    repeatOf.reserve(project.groups.size());
    for (const Group &grp : project.groups)
        repeatOf.emplace(grp.id, std::max(0, grp.repeat));
    const auto multiplicity = [&](Id groupId) {
        if (groupId == NoId)
            return 1;
        const auto it = repeatOf.find(groupId);
        return it == repeatOf.end() ? 0 : it->second;
    };

    // Which nodes have a link in this fabric.
    std::unordered_map<Id, std::int32_t> nodeIndex;
    nodeIndex.reserve(project.nodes.size());
    for (std::size_t i = 0; i < project.nodes.size(); ++i)
        nodeIndex.emplace(project.nodes[i].id, static_cast<std::int32_t>(i));
    std::vector<char> linked(project.nodes.size(), 0);
    for (const Link &l : project.links) {
        if (l.fabricId != fabricId)
            continue;
        for (const Id end : {l.a.objectId, l.b.objectId}) {
            const auto it = nodeIndex.find(end);
            if (it != nodeIndex.end())
                linked[static_cast<std::size_t>(it->second)] = 1;
        }
    }

    // Vertices.
    std::unordered_map<Id, Placed> placed;
    placed.reserve(project.nodes.size() + project.switches.size());
    std::size_t vertices = 0;
    for (std::size_t i = 0; i < project.nodes.size(); ++i)
        if (linked[i])
            vertices += static_cast<std::size_t>(multiplicity(project.nodes[i].groupId));
    for (const Switch &s : project.switches)
        if (s.fabricId == fabricId)
            vertices += static_cast<std::size_t>(multiplicity(s.groupId));
    g.kind.reserve(vertices);
    g.modelId.reserve(vertices);
    g.instance.reserve(vertices);
    g.tier.reserve(vertices);
    g.plane.reserve(vertices);
    g.gpus.reserve(vertices);

    QHash<QString, int> gpusOfType;
    const auto gpusOf = [&](const QString &typeId) {
        const auto it = gpusOfType.constFind(typeId);
        if (it != gpusOfType.constEnd())
            return *it;
        const NodeTypeSpec *nt = catalog.nodeType(typeId);
        const int n = nt ? std::clamp(nt->gpuCount, 0, 65535) : 0;
        gpusOfType.insert(typeId, n);
        return n;
    };
    const auto place = [&](Id id, Id groupId, ExpandedGraph::Kind kind, int tier, int plane,
                           int gpus) {
        const int n = multiplicity(groupId);
        placed.emplace(id, Placed{static_cast<std::int32_t>(g.kind.size()), n, groupId});
        for (int i = 0; i < n; ++i) {
            g.kind.push_back(kind);
            g.modelId.push_back(id);
            g.instance.push_back(i);
            g.tier.push_back(static_cast<std::int8_t>(tier));
            g.plane.push_back(static_cast<std::int8_t>(plane));
            g.gpus.push_back(static_cast<std::uint16_t>(gpus));
        }
    };
    for (std::size_t i = 0; i < project.nodes.size(); ++i) {
        if (!linked[i])
            continue;
        const Node &n = project.nodes[i];
        place(n.id, n.groupId, ExpandedGraph::Kind::Node, -1, -1, gpusOf(n.nodeTypeId));
    }
    for (const Switch &s : project.switches) {
        if (s.fabricId == fabricId)
            place(s.id, s.groupId, ExpandedGraph::Kind::Switch, std::clamp(s.tier, 0, 127),
                  std::clamp(s.plane, 0, 127), 0);
    }

    // Edges: resolve every link once, count, then fill.
    struct Resolved {
        const Link *link;
        Placed lo;
        Placed hi;
    };
    std::vector<Resolved> resolved;
    std::size_t edges = 0;
    const auto rank = [&](const Placed &p) {
        return g.kind[p.base] == ExpandedGraph::Kind::Node ? -1 : int(g.tier[p.base]);
    };
    for (const Link &l : project.links) {
        if (l.fabricId != fabricId || l.a.objectId == l.b.objectId)
            continue;
        const auto ia = placed.find(l.a.objectId);
        const auto ib = placed.find(l.b.objectId);
        if (ia == placed.end() || ib == placed.end())
            continue;
        Placed a = ia->second;
        Placed b = ib->second;
        if (a.count == 0 || b.count == 0)
            continue;
        if (a.group != b.group && a.group != NoId && b.group != NoId)
            continue; // between two different groups: not allowed, invariants report it
        if (rank(b) < rank(a))
            std::swap(a, b);
        resolved.push_back(Resolved{&l, a, b});
        edges += static_cast<std::size_t>(std::max(a.count, b.count));
    }
    g.edgeFrom.reserve(edges);
    g.edgeTo.reserve(edges);
    g.bundle.reserve(edges);
    g.gbitPerS.reserve(edges);
    g.linkId.reserve(edges);
    for (const Resolved &r : resolved) {
        const int n = std::max(r.lo.count, r.hi.count);
        const bool loRepeats = r.lo.count > 1 || r.lo.group != NoId;
        const bool hiRepeats = r.hi.count > 1 || r.hi.group != NoId;
        for (int i = 0; i < n; ++i) {
            g.edgeFrom.push_back(r.lo.base + (loRepeats ? i : 0));
            g.edgeTo.push_back(r.hi.base + (hiRepeats ? i : 0));
            g.bundle.push_back(r.link->bundle);
            g.gbitPerS.push_back(r.link->gbitPerS);
            g.linkId.push_back(r.link->id);
        }
    }
    return g;
}

} // namespace fp
