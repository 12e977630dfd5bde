// SPDX-License-Identifier: GPL-3.0-or-later
// Storage, front-end and management fabrics (clusterfabrics.h).
//
// Storage and front-end: one leaf tier inside each group of nodes (so a repeated unit
// repeats its leaves), and spines outside any group when one switch cannot take every
// port. A leaf takes d node ports and u = ceil(d x demand / speed) uplinks with
// d + u <= k (k: the switch's ports at the NIC speed). Spines: the leaves' uplinks,
// plus as many ports again for the storage targets on a storage fabric (the targets
// get the bandwidth the nodes do), over k ports each. Uplink j of a leaf goes to spine
// j mod S, as the compute generator spreads them (topology/generator.cpp).
#include "topology/clusterfabrics.h"
#include "topology/generator.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <vector>

namespace fp {

namespace {

constexpr double kSwitchDx = 120.0; // as topology/generator.cpp
constexpr double kRowDy = 150.0;

// What one fabric connects: per group (NoId: no group) the nodes and their ports.
struct AuxPorts {
    std::map<Id, std::vector<const Node *>> nodesOfGroup;
    double gbitPerS = 0.0;
    int portsPerNode = 0;      // storage NICs (one port of each)
    double demandGbitPerS = 0; // per port
    long long totalPorts = 0;  // over all group copies
};

double assumption(const Catalog &c, const char *id)
{
    const Figure *f = c.assumption(QString::fromLatin1(id));
    return f && f->known ? f->value : 0.0;
}

int portOf(FabricPurpose purpose)
{
    return purpose == FabricPurpose::Storage ? 0 : 1;
}

// The nodes with a storage NIC that has port portOf(purpose) in `tech`.
AuxPorts collectPorts(const Project &p, const Catalog &c, FabricPurpose purpose, Technology tech)
{
    AuxPorts out;
    for (const Node &n : p.nodes) {
        const NodeTypeSpec *nt = c.nodeType(n.nodeTypeId);
        const NicType *nic = nt && nt->storageNicCount > 0 ? c.nic(nt->storageNicTypeId) : nullptr;
        const std::optional<PortMode> mode = nic ? nic->modeFor(tech) : std::nullopt;
        if (!mode || mode->ports <= portOf(purpose))
            continue;
        if (out.gbitPerS > 0.0 && mode->gbitPerS != out.gbitPerS)
            continue; // one speed per fabric: the first node type's
        out.gbitPerS = mode->gbitPerS;
        out.portsPerNode = nt->storageNicCount;
        const double perPort = static_cast<double>(nt->gpuCount) / nt->storageNicCount;
        // Storage: GB/s per GPU x 8 bit; front-end: the port over the oversubscription.
        const double frontEndRatio = std::max(1.0, assumption(c, "front-end-oversubscription"));
        out.demandGbitPerS = purpose == FabricPurpose::Storage
                                 ? perPort * assumption(c, "storage-gbyte-per-s-per-gpu") * 8.0
                                 : mode->gbitPerS / frontEndRatio;
        out.nodesOfGroup[n.groupId].push_back(&n);
        out.totalPorts += static_cast<long long>(p.multiplicity(n.groupId)) * nt->storageNicCount;
    }
    return out;
}

QString purposeName(FabricPurpose p, Technology t)
{
    const QString tech = t == Technology::InfiniBand
                             ? QCoreApplication::translate("fp::Generator", "InfiniBand")
                             : QCoreApplication::translate("fp::Generator", "Ethernet");
    switch (p) {
    case FabricPurpose::Storage:
        return QCoreApplication::translate("fp::Generator", "Storage fabric (%1)").arg(tech);
    case FabricPurpose::FrontEnd:
        return QCoreApplication::translate("fp::Generator", "Front-end fabric (%1)").arg(tech);
    case FabricPurpose::Management:
        return QCoreApplication::translate("fp::Generator", "Management network (%1)").arg(tech);
    case FabricPurpose::Compute:
        break;
    }
    return {};
}

// Lowest y below every node and switch, and the first x of each group's nodes.
double bottomOf(const Project &p)
{
    double y = 0.0;
    for (const Node &n : p.nodes)
        y = std::max(y, n.pos.y());
    for (const Switch &s : p.switches)
        y = std::max(y, s.pos.y());
    return y;
}

double groupX(const std::vector<const Node *> &nodes)
{
    double x = nodes.empty() ? 0.0 : nodes.front()->pos.x();
    for (const Node *n : nodes)
        x = std::min(x, n->pos.x());
    return x;
}

class AuxBuilder
{
public:
    AuxBuilder(Project &p, Id fabricId, const SwitchType &sw, double gbitPerS, double y)
        : m_p(p)
        , m_fabricId(fabricId)
        , m_sw(sw)
        , m_gbitPerS(gbitPerS)
        , m_y(y)
    {
    }

    Id addSwitch(const QString &name, int tier, Id groupId, double x)
    {
        Switch s;
        s.id = m_p.allocateId();
        s.name = name;
        s.switchTypeId = m_sw.id;
        s.role = tier == 0 ? SwitchRole::Leaf : SwitchRole::Spine;
        s.fabricId = m_fabricId;
        s.groupId = groupId;
        s.tier = tier;
        s.pos = QPointF(x, m_y - tier * kRowDy);
        m_p.switches.push_back(s);
        return s.id;
    }

    void addLink(const LinkEnd &a, Id b, int bundle)
    {
        appendUplink(m_p, m_fabricId, a, b, bundle, m_gbitPerS);
    }

private:
    Project &m_p;
    Id m_fabricId;
    const SwitchType &m_sw;
    double m_gbitPerS;
    double m_y;
};

// The leaves of one group: a leaf takes d node ports and their uplinks within its k
// ports; the group's ports are spread evenly over ceil(ports / d) leaves.
struct LeafPlan {
    int downlinks = 1; // d
    int leaves = 0;
    int uplinks = 0;    // of all its leaves
    int minUplinks = 0; // of its least-loaded leaf
};

LeafPlan leafPlan(const AuxPorts &ports, std::size_t nodes, int k)
{
    LeafPlan plan;
    int d = k;
    while (d > 1 && d + auxUplinks(d, ports.demandGbitPerS, ports.gbitPerS) > k)
        --d;
    const int total = static_cast<int>(nodes) * ports.portsPerNode;
    plan.downlinks = d;
    plan.leaves = (total + d - 1) / d;
    if (plan.leaves == 0)
        return plan;
    plan.minUplinks = auxUplinks(total / plan.leaves, ports.demandGbitPerS, ports.gbitPerS);
    for (int i = 0; i < plan.leaves; ++i)
        plan.uplinks += auxUplinks(total / plan.leaves + (i < total % plan.leaves ? 1 : 0),
                                   ports.demandGbitPerS, ports.gbitPerS);
    return plan;
}

// Leaves of one group as leafPlan() plans them. Returns (leaf, uplinks) pairs.
std::vector<std::pair<Id, int>> addLeaves(AuxBuilder &b, const AuxPorts &ports, Id groupId,
                                          const std::vector<const Node *> &nodes, int k,
                                          FabricPurpose purpose, const Catalog &c)
{
    const int total = static_cast<int>(nodes.size()) * ports.portsPerNode;
    const int leaves = leafPlan(ports, nodes.size(), k).leaves;
    std::vector<std::pair<Id, int>> out;
    const double x0 = groupX(nodes);
    int port = 0;
    for (int i = 0; i < leaves; ++i) {
        const int here = total / leaves + (i < total % leaves ? 1 : 0);
        const Id leaf =
            b.addSwitch(QCoreApplication::translate("fp::Generator", "%1 leaf %2")
                            .arg(purpose == FabricPurpose::Storage
                                     ? QCoreApplication::translate("fp::Generator", "Storage")
                                     : QCoreApplication::translate("fp::Generator", "Front-end"))
                            .arg(i + 1),
                        0, groupId, x0 + i * kSwitchDx);
        for (int j = 0; j < here; ++j, ++port) {
            const Node *n = nodes[static_cast<std::size_t>(port / ports.portsPerNode)];
            const NodeTypeSpec *nt = c.nodeType(n->nodeTypeId);
            const int nic = nt->nicCount + port % ports.portsPerNode;
            b.addLink(LinkEnd{n->id, nic, portOf(purpose)}, leaf, 1);
        }
        out.emplace_back(leaf, auxUplinks(here, ports.demandGbitPerS, ports.gbitPerS));
    }
    return out;
}

// Spines of a two-tier fabric whose leaves have `uplinks` in all (group copies
// counted), plus `targetShare` as many ports again for storage targets. Two tiers
// hold while every leaf reaches every spine: spines <= the fewest uplinks of a leaf.
int spinesFor(long long uplinks, double targetShare, int k)
{
    return static_cast<int>(std::max<long long>(
        1, (uplinks + static_cast<long long>(targetShare * uplinks) + k - 1) / k));
}

Id newFabric(Project &p, FabricPurpose purpose, Technology tech, const SwitchType &sw, int gpus,
             const QString &nodeTypeId, double ratio)
{
    Fabric f;
    f.id = p.allocateId();
    f.name = purposeName(purpose, tech);
    f.technology = tech;
    f.purpose = purpose;
    GeneratorParams g;
    g.gpus = gpus;
    g.nodeTypeId = nodeTypeId;
    g.technology = tech;
    g.switchTypeId = sw.id;
    g.topology = TopologyKind::FatTree;
    g.oversubscription = ratio;
    f.generated = g;
    p.fabrics.push_back(f);
    return f.id;
}

int gpusOf(const Project &p, const Catalog &c)
{
    long long gpus = 0;
    for (const Node &n : p.nodes)
        if (const NodeTypeSpec *nt = c.nodeType(n.nodeTypeId))
            gpus += static_cast<long long>(p.multiplicity(n.groupId)) * nt->gpuCount;
    return static_cast<int>(std::min<long long>(gpus, 1 << 30));
}

// The shape of a storage or front-end fabric on switches of k ports: one switch, or
// leaves in the groups and spines outside them (see spinesFor()).
struct PortFabricShape {
    long long oneSwitchPorts = 0; // node ports plus target ports
    long long leaves = 0;         // group copies counted
    int spines = 0;
    int minUplinks = 0; // of the least-loaded leaf
};

PortFabricShape shapeOf(const Project &p, const AuxPorts &ports, int k, double targetShare)
{
    PortFabricShape shape;
    shape.oneSwitchPorts =
        ports.totalPorts + static_cast<long long>(std::ceil(targetShare * ports.totalPorts *
                                                            ports.demandGbitPerS / ports.gbitPerS));
    long long uplinks = 0;
    shape.minUplinks = k;
    for (const auto &[group, nodes] : ports.nodesOfGroup) {
        const LeafPlan plan = leafPlan(ports, nodes.size(), k);
        uplinks += static_cast<long long>(p.multiplicity(group)) * plan.uplinks;
        shape.leaves += static_cast<long long>(p.multiplicity(group)) * plan.leaves;
        shape.minUplinks = std::min(shape.minUplinks, plan.minUplinks);
    }
    shape.spines = spinesFor(uplinks, targetShare, k);
    return shape;
}

// Every node port on the one switch of the fabric.
void addOneSwitch(AuxBuilder &b, const AuxPorts &ports, const Catalog &c, FabricPurpose purpose,
                  Technology tech)
{
    const Id only = b.addSwitch(purposeName(purpose, tech), 0, NoId, 0.0);
    for (const auto &entry : ports.nodesOfGroup)
        for (const Node *n : entry.second)
            for (int i = 0; i < ports.portsPerNode; ++i)
                b.addLink(LinkEnd{n->id, c.nodeType(n->nodeTypeId)->nicCount + i, portOf(purpose)},
                          only, 1);
}

// Leaves in each group, spines outside; uplink j of a leaf to spine j mod S.
void addLeavesAndSpines(AuxBuilder &b, const AuxPorts &ports, int k, int spines,
                        FabricPurpose purpose, const Catalog &c)
{
    std::vector<std::vector<std::pair<Id, int>>> leavesOfGroup;
    for (const auto &[group, nodes] : ports.nodesOfGroup)
        leavesOfGroup.push_back(addLeaves(b, ports, group, nodes, k, purpose, c));
    std::vector<Id> spineIds;
    for (int s = 0; s < spines; ++s)
        spineIds.push_back(
            b.addSwitch(QCoreApplication::translate("fp::Generator", "%1 spine %2")
                            .arg(purpose == FabricPurpose::Storage
                                     ? QCoreApplication::translate("fp::Generator", "Storage")
                                     : QCoreApplication::translate("fp::Generator", "Front-end"))
                            .arg(s + 1),
                        1, NoId, s * kSwitchDx));
    for (const auto &leaves : leavesOfGroup) {
        for (const auto &[leaf, u] : leaves) {
            std::vector<int> bundle(static_cast<std::size_t>(spines), 0);
            for (int j = 0; j < u; ++j)
                ++bundle[static_cast<std::size_t>(j % spines)];
            for (int s = 0; s < spines; ++s)
                b.addLink(switchEnd(leaf), spineIds[static_cast<std::size_t>(s)],
                          bundle[static_cast<std::size_t>(s)]);
        }
    }
}

// Why a fabric of `purpose` is not built (the catalog lacks a switch, or two tiers
// cannot hold it); empty when it can be.
QString refusalOf(const SwitchType *sw, int k, const AuxPorts &ports, const PortFabricShape &shape,
                  FabricPurpose purpose, Technology tech)
{
    if (k < 2)
        return QCoreApplication::translate("fp::Generator",
                                           "The catalog has no %1 switch with %2 Gb/s ports for "
                                           "the %3.")
            .arg(technologyKey(tech), QString::number(ports.gbitPerS), purposeName(purpose, tech));
    if (shape.oneSwitchPorts > k && shape.spines > shape.minUplinks)
        return QCoreApplication::translate(
                   "fp::Generator",
                   "%1 not built: its %2 leaves need %3 spines of %4, more than the %5 uplinks "
                   "of one leaf; two tiers cannot connect every leaf to every spine, and "
                   "FabricPlanner does not generate a third tier for this fabric yet.")
            .arg(purposeName(purpose, tech))
            .arg(shape.leaves)
            .arg(shape.spines)
            .arg(sw->name)
            .arg(shape.minUplinks);
    return {};
}

// Storage or front-end fabric.
Id addPortFabric(Project &p, const Catalog &c, FabricPurpose purpose, Technology tech,
                 QString *error)
{
    const AuxPorts ports = collectPorts(p, c, purpose, tech);
    if (ports.totalPorts <= 0)
        return NoId;
    const SwitchType *sw = c.defaultSwitchFor(tech, ports.gbitPerS);
    const int k = sw ? sw->portsAt(ports.gbitPerS) : 0;
    // Targets on the storage fabric take as many spine ports as the nodes' uplinks.
    const double targetShare = purpose == FabricPurpose::Storage ? 1.0 : 0.0;
    const PortFabricShape shape = k >= 2 ? shapeOf(p, ports, k, targetShare) : PortFabricShape{};
    if (const QString why = refusalOf(sw, k, ports, shape, purpose, tech); !why.isEmpty()) {
        if (error)
            *error = why;
        return NoId;
    }
    const Node *first = ports.nodesOfGroup.begin()->second.front();
    const double ratio = ports.demandGbitPerS > 0 ? ports.gbitPerS / ports.demandGbitPerS : 1.0;
    const Id fabricId = newFabric(p, purpose, tech, *sw, gpusOf(p, c), first->nodeTypeId, ratio);
    const double y = bottomOf(p) + (purpose == FabricPurpose::Storage ? 2 : 4) * kRowDy;
    AuxBuilder b(p, fabricId, *sw, ports.gbitPerS, y);
    if (shape.oneSwitchPorts <= k)
        addOneSwitch(b, ports, c, purpose, tech);
    else
        addLeavesAndSpines(b, ports, k, shape.spines, purpose, c);
    return fabricId;
}

// The management network: one switch per rack of each group.
Id addManagement(Project &p, const Catalog &c, QString *error)
{
    const SwitchType *sw = c.switchType(QStringLiteral("sn2201"));
    if (!sw || p.nodes.empty()) {
        if (error && !sw)
            *error = QCoreApplication::translate("fp::Generator",
                                                 "The catalog has no management switch (sn2201).");
        return NoId;
    }
    std::map<Id, std::vector<const Node *>> nodesOfGroup;
    for (const Node &n : p.nodes)
        nodesOfGroup[n.groupId].push_back(&n);
    const int perRack = std::max(1, static_cast<int>(assumption(c, "nodes-per-rack")));
    const Id fabricId = newFabric(p, FabricPurpose::Management, Technology::Ethernet, *sw,
                                  gpusOf(p, c), p.nodes.front().nodeTypeId, 1.0);
    AuxBuilder b(p, fabricId, *sw, 1.0, bottomOf(p) + 2 * kRowDy);
    for (const auto &[group, nodes] : nodesOfGroup) {
        const NodeTypeSpec *nt = c.nodeType(nodes.front()->nodeTypeId);
        const int rackNodes = nt && nt->nvlinkDomainNodes > 1 ? nt->nvlinkDomainNodes : perRack;
        const int racks = (static_cast<int>(nodes.size()) + rackNodes - 1) / rackNodes;
        for (int r = 0; r < racks; ++r)
            b.addSwitch(QCoreApplication::translate("fp::Generator", "Management %1").arg(r + 1), 0,
                        group, groupX(nodes) + r * kSwitchDx);
    }
    return fabricId;
}

} // namespace

int auxUplinks(int downlinks, double demandGbitPerS, double gbitPerS)
{
    if (downlinks <= 0 || gbitPerS <= 0.0)
        return 0;
    // ceil(d x demand / speed), with a little slack for rounding of exact multiples.
    return static_cast<int>(std::ceil(downlinks * demandGbitPerS / gbitPerS - 1e-9));
}

Id addClusterFabric(Project &project, const Catalog &catalog, FabricPurpose purpose,
                    Technology technology, QString *error)
{
    switch (purpose) {
    case FabricPurpose::Storage:
    case FabricPurpose::FrontEnd:
        return addPortFabric(project, catalog, purpose, technology, error);
    case FabricPurpose::Management:
        return addManagement(project, catalog, error);
    case FabricPurpose::Compute:
        break;
    }
    return NoId;
}

int addClusterFabrics(Project &project, const Catalog &catalog, Technology storageTech,
                      QString *error)
{
    int added = 0;
    added += addClusterFabric(project, catalog, FabricPurpose::Storage, storageTech, error) != NoId;
    added += addClusterFabric(project, catalog, FabricPurpose::FrontEnd, Technology::Ethernet,
                              error) != NoId;
    added += addClusterFabric(project, catalog, FabricPurpose::Management, Technology::Ethernet,
                              error) != NoId;
    return added;
}

bool isGeneratedClusterFabric(const Fabric &f)
{
    return f.generated.has_value() && f.purpose != FabricPurpose::Compute;
}

void removeClusterFabrics(Project &project)
{
    std::set<Id> gone;
    for (const Fabric &f : project.fabrics)
        if (isGeneratedClusterFabric(f))
            gone.insert(f.id);
    if (gone.empty())
        return;
    std::erase_if(project.links, [&](const Link &l) { return gone.count(l.fabricId) > 0; });
    std::erase_if(project.switches, [&](const Switch &s) { return gone.count(s.fabricId) > 0; });
    std::erase_if(project.fabrics, [&](const Fabric &f) { return gone.count(f.id) > 0; });
}

} // namespace fp
