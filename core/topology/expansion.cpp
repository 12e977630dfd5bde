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

namespace {

// expandFabric() in its steps: the fabric's linked nodes, its vertices (one per group
// instance), then its edges (every link resolved once, counted, then filled).
class Expander
{
public:
    Expander(const Project &project, const Catalog &catalog, Id fabricId)
        : m_project(project)
        , m_catalog(catalog)
        , m_fabricId(fabricId)
    {
        m_repeatOf.reserve(project.groups.size());
        for (const Group &grp : project.groups)
            m_repeatOf.emplace(grp.id, std::max(0, grp.repeat));
    }

    ExpandedGraph run()
    {
        markLinkedNodes();
        placeVertices();
        resolveEdges();
        fillEdges();
        return std::move(m_g);
    }

private:
    struct Resolved {
        const Link *link;
        Placed lo;
        Placed hi;
    };

    int multiplicity(Id groupId) const
    {
        if (groupId == NoId)
            return 1;
        const auto it = m_repeatOf.find(groupId);
        return it == m_repeatOf.end() ? 0 : it->second;
    }

    // Which nodes have a link in this fabric.
    void markLinkedNodes()
    {
        std::unordered_map<Id, std::int32_t> nodeIndex;
        nodeIndex.reserve(m_project.nodes.size());
        for (std::size_t i = 0; i < m_project.nodes.size(); ++i)
            nodeIndex.emplace(m_project.nodes[i].id, static_cast<std::int32_t>(i));
        m_linked.assign(m_project.nodes.size(), 0);
        for (const Link &l : m_project.links) {
            if (l.fabricId != m_fabricId)
                continue;
            for (const Id end : {l.a.objectId, l.b.objectId}) {
                const auto it = nodeIndex.find(end);
                if (it != nodeIndex.end())
                    m_linked[static_cast<std::size_t>(it->second)] = 1;
            }
        }
    }

    int gpusOf(const QString &typeId)
    {
        const auto it = m_gpusOfType.constFind(typeId);
        if (it != m_gpusOfType.constEnd())
            return *it;
        const NodeTypeSpec *nt = m_catalog.nodeType(typeId);
        const int n = nt ? std::clamp(nt->gpuCount, 0, 65535) : 0;
        m_gpusOfType.insert(typeId, n);
        return n;
    }

    void place(Id id, Id groupId, ExpandedGraph::Kind kind, int tier, int plane, int gpus)
    {
        const int n = multiplicity(groupId);
        m_placed.emplace(id, Placed{static_cast<std::int32_t>(m_g.kind.size()), n, groupId});
        for (int i = 0; i < n; ++i) {
            m_g.kind.push_back(kind);
            m_g.modelId.push_back(id);
            m_g.instance.push_back(i);
            m_g.tier.push_back(static_cast<std::int8_t>(tier));
            m_g.plane.push_back(static_cast<std::int8_t>(plane));
            m_g.gpus.push_back(static_cast<std::uint16_t>(gpus));
        }
    }

    void placeVertices()
    {
        m_placed.reserve(m_project.nodes.size() + m_project.switches.size());
        std::size_t vertices = 0;
        for (std::size_t i = 0; i < m_project.nodes.size(); ++i)
            if (m_linked[i])
                vertices += static_cast<std::size_t>(multiplicity(m_project.nodes[i].groupId));
        for (const Switch &s : m_project.switches)
            if (s.fabricId == m_fabricId)
                vertices += static_cast<std::size_t>(multiplicity(s.groupId));
        m_g.kind.reserve(vertices);
        m_g.modelId.reserve(vertices);
        m_g.instance.reserve(vertices);
        m_g.tier.reserve(vertices);
        m_g.plane.reserve(vertices);
        m_g.gpus.reserve(vertices);
        for (std::size_t i = 0; i < m_project.nodes.size(); ++i) {
            if (!m_linked[i])
                continue;
            const Node &n = m_project.nodes[i];
            place(n.id, n.groupId, ExpandedGraph::Kind::Node, -1, -1, gpusOf(n.nodeTypeId));
        }
        for (const Switch &s : m_project.switches) {
            if (s.fabricId == m_fabricId)
                place(s.id, s.groupId, ExpandedGraph::Kind::Switch, std::clamp(s.tier, 0, 127),
                      std::clamp(s.plane, 0, 127), 0);
        }
    }

    int rank(const Placed &p) const
    {
        return m_g.kind[p.base] == ExpandedGraph::Kind::Node ? -1 : int(m_g.tier[p.base]);
    }

    // Every link of the fabric between two placed objects, lower end first.
    void resolveEdges()
    {
        for (const Link &l : m_project.links) {
            if (l.fabricId != m_fabricId || l.a.objectId == l.b.objectId)
                continue;
            const auto ia = m_placed.find(l.a.objectId);
            const auto ib = m_placed.find(l.b.objectId);
            if (ia == m_placed.end() || ib == m_placed.end())
                continue;
            Placed a = ia->second;
            Placed b = ib->second;
            if (a.count == 0 || b.count == 0)
                continue;
            if (a.group != b.group && a.group != NoId && b.group != NoId)
                continue; // between two different groups: not allowed, invariants report it
            if (rank(b) < rank(a))
                std::swap(a, b);
            m_resolved.push_back(Resolved{&l, a, b});
            m_edges += static_cast<std::size_t>(std::max(a.count, b.count));
        }
    }

    void fillEdges()
    {
        m_g.edgeFrom.reserve(m_edges);
        m_g.edgeTo.reserve(m_edges);
        m_g.bundle.reserve(m_edges);
        m_g.gbitPerS.reserve(m_edges);
        m_g.linkId.reserve(m_edges);
        for (const Resolved &r : m_resolved) {
            const int n = std::max(r.lo.count, r.hi.count);
            const bool loRepeats = r.lo.count > 1 || r.lo.group != NoId;
            const bool hiRepeats = r.hi.count > 1 || r.hi.group != NoId;
            for (int i = 0; i < n; ++i) {
                m_g.edgeFrom.push_back(r.lo.base + (loRepeats ? i : 0));
                m_g.edgeTo.push_back(r.hi.base + (hiRepeats ? i : 0));
                m_g.bundle.push_back(r.link->bundle);
                m_g.gbitPerS.push_back(r.link->gbitPerS);
                m_g.linkId.push_back(r.link->id);
            }
        }
    }

    const Project &m_project;
    const Catalog &m_catalog;
    Id m_fabricId;
    std::unordered_map<Id, int> m_repeatOf;
    std::vector<char> m_linked;
    std::unordered_map<Id, Placed> m_placed;
    QHash<QString, int> m_gpusOfType;
    std::vector<Resolved> m_resolved;
    std::size_t m_edges = 0;
    ExpandedGraph m_g;
};

} // namespace

ExpandedGraph expandFabric(const Project &project, const Catalog &catalog, Id fabricId)
{
    return Expander(project, catalog, fabricId).run();
}

} // namespace fp
