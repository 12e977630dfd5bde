// SPDX-License-Identifier: GPL-3.0-or-later
// Storage, front-end and management fabrics (clusterfabrics.h).
//
// Storage and front-end: one leaf tier inside each group of nodes (so a repeated unit
// repeats its leaves), and spines outside any group when one switch cannot take every
// port. A leaf takes d node ports and u = ceil(d x demand / speed) uplinks with
// d + u <= k (k: the switch's ports at the NIC speed). Spines: the leaves' uplinks,
// plus as many ports again for the storage targets on a storage fabric (the targets
// get the bandwidth the nodes do), over k ports each. Uplink j of a leaf goes to spine
// j mod S, as the compute generator spreads them (topology/generator.cpp), so the low
// spines take one link more from a leaf whose uplinks S does not divide: S starts at
// the port-count ceiling and grows until no spine has more links than ports (at
// 131,072 H100 the front-end's 192 leaves of 43 uplinks need 43 spines, not 33: at 33,
// spines 1-10 would take 2 x 192 = 384 links on 256 ports).
//
// A leaf with fewer uplinks than S (a partial unit's) reaches spines 1..u, which every
// leaf reaches too, so any two leaves share a spine; two tiers hold while S is at most
// the uplinks of the largest leaf. Three tiers when two cannot hold (S above that): each group copy
// is a pod with its own spines (inside the group, so they repeat with it) and cores outside any
// group, as a three-tier fat tree (Al-Fares et al., SIGCOMM 2008; NVIDIA's SuperPOD RAs build their
// storage fabrics the same way at scale). A pod spine takes at most k/2 leaf uplinks and has as
// many uplinks again (1:1 above the leaves, whose uplinks already carry the demand); pod spine i of
// every pod goes to core group i, its uplink j to core j mod C_i of the group. The storage targets
// take as many core ports again as the pod spines' uplinks (the targets get the bandwidth the nodes
// do, as in two tiers). Spines per pod and cores per group start at the port count's ceiling and
// grow until no switch has more links than ports; three tiers hold while the pod's largest leaf
// reaches every spine of its pod and the largest pod spine every core of its group.
#include "topology/clusterfabrics.h"
#include "model/labels.h"
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
    bool rackScale = false;    // rack-scale nodes (GB200/GB300 NVL72 trays)
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
        out.rackScale = nt->nvlinkDomainNodes > 1;
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

    Id addSwitch(const QString &name, int tier, Id groupId, double x, int plane = 0)
    {
        Switch s;
        s.plane = plane;
        s.id = m_p.allocateId();
        s.name = name;
        s.switchTypeId = m_sw.id;
        s.role = tier == 0 ? SwitchRole::Leaf : tier == 1 ? SwitchRole::Spine : SwitchRole::Core;
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
// ports; the group's ports are spread evenly over ceil(ports / d) leaves, at least two
// when a node has two ports.
struct LeafPlan {
    int downlinks = 1; // d
    int leaves = 0;
    int uplinks = 0;    // of all its leaves
    int maxUplinks = 0; // of its most-loaded leaf
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
    // A node with two ports reaches two leaves, even where one leaf could take them all
    // (dual-homed: see addOneSwitch() for the reference designs' wording).
    if (plan.leaves == 1 && ports.portsPerNode >= 2)
        plan.leaves = 2;
    plan.maxUplinks =
        auxUplinks((total + plan.leaves - 1) / plan.leaves, ports.demandGbitPerS, ports.gbitPerS);
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
        // Ports in the order port 0 of every node, then port 1 of every node, ...: a
        // node's ports land on different leaves (dual-homed, as addOneSwitch()).
        for (int j = 0; j < here; ++j, ++port) {
            const int count = static_cast<int>(nodes.size());
            const Node *n = nodes[static_cast<std::size_t>(port % count)];
            const NodeTypeSpec *nt = c.nodeType(n->nodeTypeId);
            const int nic = nt->nicCount + port / count;
            b.addLink(LinkEnd{n->id, nic, portOf(purpose)}, leaf, 1);
        }
        out.emplace_back(leaf, auxUplinks(here, ports.demandGbitPerS, ports.gbitPerS));
    }
    return out;
}

// The name of a storage or front-end fabric's switches: "Storage leaf 3".
QString auxSwitchName(FabricPurpose purpose, const char *tierText, int number)
{
    const QString kind = purpose == FabricPurpose::Storage
                             ? QCoreApplication::translate("fp::Generator", "Storage")
                             : QCoreApplication::translate("fp::Generator", "Front-end");
    return QCoreApplication::translate("fp::Generator", tierText).arg(kind).arg(number);
}

// Leaves outside the groups, shared by small groups and their copies. A rack-scale unit
// (18 GB200 trays, one rack) has 36 storage ports, a tenth of a leaf: two leaves of its
// own in every rack would be mostly idle. A leaf outside a group takes the same node
// port of every copy (a link from a repeated group to a switch outside it takes a port
// per copy, model.h), so a node port of a group of R copies takes R of its d downlinks.
// The groups of which one copy fills at most half a leaf ("small"; of rack-scale nodes at
// most a leaf: a packed GB200 unit of 4 racks, generator.cpp, has 144 front-end ports)
// put their node ports
// in order (per group, port 0 of every node, then port 1, ...) on as few leaves as filling
// them to d takes, spread evenly (evenLeaves()); port i goes to the leaves of side i mod 2,
// so a node with two ports reaches two leaves (dual-homed). Used when that takes fewer
// leaves than the small groups' own (leafPlan() per copy); else no group shares.
struct SharedPort {
    const Node *node = nullptr;
    int port = 0;   // storage NIC index from 0
    int copies = 1; // of its group: downlinks it takes
};
using SharedLeaf = std::vector<SharedPort>;
struct SharedLeaves {
    std::vector<SharedLeaf> leaves;
    std::set<Id> groups; // whose node ports are on them
};

int downlinksOf(const SharedLeaf &leaf)
{
    int d = 0;
    for (const SharedPort &x : leaf)
        d += x.copies;
    return d;
}

// `ports` in order on leaves of at most `cap` downlinks each, one after the other.
std::vector<SharedLeaf> fillLeaves(const std::vector<SharedPort> &ports, int cap)
{
    std::vector<SharedLeaf> leaves;
    for (const SharedPort &x : ports) {
        if (leaves.empty() || downlinksOf(leaves.back()) + x.copies > cap)
            leaves.emplace_back();
        leaves.back().push_back(x);
    }
    return leaves;
}

// As few leaves of at most d downlinks as filling them does, evened out: the ports in
// order, as many on each (review: 192 and 96 ports on two front-end leaves where 144 each
// do); filled one after the other if an even share would not fit.
// The ports go to the leaves in pairs, so that a rack's ports on a leaf fill whole 1:2
// splitter cables where a port is split (200G on a 400G port, docs/EXCHANGE.md); one by
// one where pairs would overfill a leaf.
std::vector<SharedLeaf> evenLeaves(const std::vector<SharedPort> &ports, int d)
{
    const std::vector<SharedLeaf> full = fillLeaves(ports, d);
    const std::size_t n = full.size();
    if (n < 2)
        return full;
    for (const std::size_t run : {std::size_t(2), std::size_t(1)}) {
        const std::size_t runs = (ports.size() + run - 1) / run;
        std::vector<SharedLeaf> even(n);
        for (std::size_t i = 0; i < ports.size(); ++i)
            even[(i / run) * n / runs].push_back(ports[i]);
        if (std::all_of(even.begin(), even.end(),
                        [d](const SharedLeaf &leaf) { return downlinksOf(leaf) <= d; }))
            return even;
    }
    return full;
}

SharedLeaves sharedLeavesOf(const Project &p, const AuxPorts &ports, int k)
{
    const int d = leafPlan(ports, 1, k).downlinks;
    std::vector<SharedPort> side[2];
    SharedLeaves out;
    long long own = 0;
    for (const auto &[group, nodes] : ports.nodesOfGroup) {
        const int copies = p.multiplicity(group);
        const int perCopy = static_cast<int>(nodes.size()) * ports.portsPerNode;
        if ((ports.rackScale ? perCopy : 2 * perCopy) > d || copies > d)
            continue;
        own += static_cast<long long>(copies) * leafPlan(ports, nodes.size(), k).leaves;
        out.groups.insert(group);
        for (int port = 0; port < ports.portsPerNode; ++port)
            for (const Node *n : nodes)
                side[port % 2].push_back(SharedPort{n, port, copies});
    }
    out.leaves = evenLeaves(side[0], d);
    const std::vector<SharedLeaf> second = evenLeaves(side[1], d);
    out.leaves.insert(out.leaves.end(), second.begin(), second.end());
    if (static_cast<long long>(out.leaves.size()) >= own)
        return {};
    return out;
}

int sharedUplinks(const AuxPorts &ports, const SharedLeaf &leaf)
{
    return auxUplinks(downlinksOf(leaf), ports.demandGbitPerS, ports.gbitPerS);
}

// The shared leaves, outside every group.
std::vector<std::pair<Id, int>> addSharedLeaves(AuxBuilder &b, const AuxPorts &ports,
                                                const std::vector<SharedLeaf> &shared,
                                                FabricPurpose purpose, const Catalog &c)
{
    std::vector<std::pair<Id, int>> out;
    for (std::size_t i = 0; i < shared.size(); ++i) {
        const Id leaf = b.addSwitch(
            auxSwitchName(purpose, QT_TRANSLATE_NOOP("fp::Generator", "%1 shared leaf %2"),
                          static_cast<int>(i) + 1),
            0, NoId, static_cast<double>(i) * kSwitchDx);
        for (const SharedPort &x : shared[i])
            b.addLink(LinkEnd{x.node->id, c.nodeType(x.node->nodeTypeId)->nicCount + x.port,
                              portOf(purpose)},
                      leaf, 1);
        out.emplace_back(leaf, sharedUplinks(ports, shared[i]));
    }
    return out;
}

// Spines of a two-tier fabric whose leaves have `uplinks` in all (group copies
// counted), plus `targetShare` as many ports again for storage targets. Two tiers
// hold while the largest leaf reaches every spine: spines <= its uplinks.
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

// The leaves' uplink counts of one group copy, as addLeaves() builds them.
std::vector<int> leafUplinks(const AuxPorts &ports, std::size_t nodes, int k)
{
    const int total = static_cast<int>(nodes) * ports.portsPerNode;
    const int leaves = leafPlan(ports, nodes, k).leaves;
    std::vector<int> out;
    for (int i = 0; i < leaves; ++i)
        out.push_back(auxUplinks(total / leaves + (i < total % leaves ? 1 : 0),
                                 ports.demandGbitPerS, ports.gbitPerS));
    return out;
}

// Links on target t of n when every source sends its count c in turn over n targets
// (source j to target j mod n): c / n, plus one for the first c mod n targets.
int share(int count, int n, int t)
{
    return count / n + (t < count % n ? 1 : 0);
}

// A three-tier storage or front-end fabric: per group the pod spines, per core group
// (pod spine index) the cores. Empty `why` when it fits.
struct ThreeTierPlan {
    std::map<Id, int> podSpines; // per group
    std::vector<int> cores;      // per core group
    QString why;
};

// The fewest pod spines (each leaf uplink j to spine j mod S) with at most k/2 leaf
// uplinks on each; 0 when that needs more spines than the largest leaf has uplinks.
int podSpinesFor(const std::vector<int> &uplinks, int k)
{
    if (uplinks.empty())
        return 0;
    const int most = *std::max_element(uplinks.begin(), uplinks.end());
    long long all = 0;
    for (const int u : uplinks)
        all += u;
    for (int s = static_cast<int>(std::max<long long>(1, (all + k / 2 - 1) / (k / 2))); s <= most;
         ++s) {
        int most = 0;
        for (const int u : uplinks)
            most += share(u, s, 0); // spine 0 carries the most
        if (most <= k / 2)
            return s;
    }
    return 0;
}

// Uplinks of pod spine i (as many as its leaf downlinks).
int podSpineUplinks(const std::vector<int> &leafUps, int spines, int i)
{
    int down = 0;
    for (const int u : leafUps)
        down += share(u, spines, i);
    return down;
}

// The switches of an upper tier that every lower switch reaches (its uplink j to upper
// switch j mod C): cores of core group i over the pods' spines i, or the spines of a
// two-tier fabric over its leaves. The lower switches come as (copies, uplinks); an
// upper switch's links plus the target ports they bring stay within k. 0 when C would
// exceed the uplinks of the largest lower switch.
int upperTierFor(const std::vector<std::pair<long long, int>> &copiesAndUplinks, double targetShare,
                 int k)
{
    long long links = 0;
    int most = 0;
    for (const auto &[copies, up] : copiesAndUplinks) {
        links += copies * up;
        most = std::max(most, up);
    }
    const auto withTargets = [&](long long l) {
        return l + static_cast<long long>(std::ceil(targetShare * static_cast<double>(l)));
    };
    for (int c = static_cast<int>(std::max<long long>(1, (withTargets(links) + k - 1) / k));
         c <= most; ++c) {
        long long most = 0;
        for (const auto &[copies, up] : copiesAndUplinks)
            most += copies * share(up, c, 0);
        if (withTargets(most) <= k)
            return c;
    }
    return 0;
}

ThreeTierPlan threeTierPlan(const Project &p, const AuxPorts &ports, int k, double targetShare)
{
    ThreeTierPlan plan;
    std::map<int, std::vector<std::pair<long long, int>>> spineUplinks; // per core group
    for (const auto &[group, nodes] : ports.nodesOfGroup) {
        const std::vector<int> ups = leafUplinks(ports, nodes.size(), k);
        const int s = podSpinesFor(ups, k);
        if (s == 0) {
            plan.why =
                QCoreApplication::translate(
                    "fp::Generator",
                    "its %1 node ports in one group need more spines than its largest leaf has "
                    "uplinks (%2); a smaller repeated group would make three tiers "
                    "possible")
                    .arg(nodes.size() * static_cast<std::size_t>(ports.portsPerNode))
                    .arg(ups.empty() ? 0 : *std::max_element(ups.begin(), ups.end()));
            return plan;
        }
        plan.podSpines[group] = s;
        for (int i = 0; i < s; ++i)
            spineUplinks[i].emplace_back(p.multiplicity(group), podSpineUplinks(ups, s, i));
    }
    for (const auto &[index, members] : spineUplinks) {
        const int c = upperTierFor(members, targetShare, k);
        if (c == 0) {
            plan.why = QCoreApplication::translate(
                "fp::Generator",
                "its pods need more cores than their largest spine has uplinks; three tiers cannot "
                "connect it to every core of its group");
            return plan;
        }
        plan.cores.push_back(c);
    }
    return plan;
}

// The shape of a storage or front-end fabric on switches of k ports: one switch, or
// leaves in the groups and spines outside them (see spinesFor() and upperTierFor()).
struct PortFabricShape {
    long long oneSwitchPorts = 0; // node ports plus target ports
    long long leaves = 0;         // group copies counted
    int spines = 0;               // the port-count ceiling (spinesFor())
    int evenSpines = 0;           // two tiers as built (upperTierFor()); 0: two tiers cannot
    int maxUplinks = 0;           // of the most-loaded leaf
};

PortFabricShape shapeOf(const Project &p, const AuxPorts &ports, int k, double targetShare)
{
    PortFabricShape shape;
    shape.oneSwitchPorts =
        ports.totalPorts + static_cast<long long>(std::ceil(targetShare * ports.totalPorts *
                                                            ports.demandGbitPerS / ports.gbitPerS));
    long long uplinks = 0;
    shape.maxUplinks = 0;
    std::vector<std::pair<long long, int>> leafUps;
    const SharedLeaves shared = sharedLeavesOf(p, ports, k);
    for (const SharedLeaf &leaf : shared.leaves) {
        const int u = sharedUplinks(ports, leaf);
        leafUps.emplace_back(1, u);
        uplinks += u;
        ++shape.leaves;
        shape.maxUplinks = std::max(shape.maxUplinks, u);
    }
    for (const auto &[group, nodes] : ports.nodesOfGroup) {
        if (shared.groups.count(group) > 0)
            continue;
        for (const int u : leafUplinks(ports, nodes.size(), k))
            leafUps.emplace_back(p.multiplicity(group), u);
        const LeafPlan plan = leafPlan(ports, nodes.size(), k);
        uplinks += static_cast<long long>(p.multiplicity(group)) * plan.uplinks;
        shape.leaves += static_cast<long long>(p.multiplicity(group)) * plan.leaves;
        shape.maxUplinks = std::max(shape.maxUplinks, plan.maxUplinks);
    }
    shape.spines = spinesFor(uplinks, targetShare, k);
    shape.evenSpines = upperTierFor(leafUps, targetShare, k);
    return shape;
}

// Every node port on one switch, or, when a node has two or more ports, on a pair: port
// i on switch i mod 2 (planes 0 and 1), so that no single switch cuts a node off, as
// NVIDIA's reference designs dual-home the in-band and storage ports ("two 200 GbE ports
// to two separate switches to provide redundancy", HGX AI Factory RA, Network Logical
// Architecture; DGX SuperPOD H100 RA: "Each pair of in-band management and storage
// ports provide parallel pathways").
void addOneSwitch(AuxBuilder &b, const AuxPorts &ports, const Catalog &c, FabricPurpose purpose,
                  Technology tech)
{
    const int switches = ports.portsPerNode >= 2 ? 2 : 1;
    std::vector<Id> ids;
    for (int i = 0; i < switches; ++i)
        ids.push_back(switches == 1 ? b.addSwitch(purposeName(purpose, tech), 0, NoId, 0.0)
                                    : b.addSwitch(auxSwitchName(purpose,
                                                                QT_TRANSLATE_NOOP("fp::Generator",
                                                                                  "%1 switch %2"),
                                                                i + 1),
                                                  0, NoId, i * kSwitchDx, i));
    for (const auto &entry : ports.nodesOfGroup)
        for (const Node *n : entry.second)
            for (int i = 0; i < ports.portsPerNode; ++i)
                b.addLink(LinkEnd{n->id, c.nodeType(n->nodeTypeId)->nicCount + i, portOf(purpose)},
                          ids[static_cast<std::size_t>(i % switches)], 1);
}

// Leaves in each group (or shared by the small groups, sharedLeavesOf()), spines outside;
// uplink j of a leaf to spine j mod S.
void addLeavesAndSpines(AuxBuilder &b, const Project &p, const AuxPorts &ports, int k, int spines,
                        FabricPurpose purpose, const Catalog &c)
{
    const SharedLeaves shared = sharedLeavesOf(p, ports, k);
    std::vector<std::vector<std::pair<Id, int>>> leavesOfGroup{
        addSharedLeaves(b, ports, shared.leaves, purpose, c)};
    for (const auto &[group, nodes] : ports.nodesOfGroup)
        if (shared.groups.count(group) == 0)
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

// Leaves in each group with their pod spines, cores outside any group (the header).
void addThreeTiers(AuxBuilder &b, const AuxPorts &ports, int k, const ThreeTierPlan &plan,
                   FabricPurpose purpose, const Catalog &c)
{
    std::map<int, std::vector<Id>> coresOfGroup;
    int coreNumber = 0;
    for (std::size_t i = 0; i < plan.cores.size(); ++i)
        for (int n = 0; n < plan.cores[i]; ++n, ++coreNumber)
            coresOfGroup[static_cast<int>(i)].push_back(
                b.addSwitch(auxSwitchName(purpose, QT_TRANSLATE_NOOP("fp::Generator", "%1 core %2"),
                                          coreNumber + 1),
                            2, NoId, coreNumber * kSwitchDx));
    for (const auto &[group, nodes] : ports.nodesOfGroup) {
        const std::vector<std::pair<Id, int>> leaves =
            addLeaves(b, ports, group, nodes, k, purpose, c);
        const int spines = plan.podSpines.at(group);
        std::vector<int> ups;
        for (const auto &leaf : leaves)
            ups.push_back(leaf.second);
        for (int i = 0; i < spines; ++i) {
            const Id spine = b.addSwitch(
                auxSwitchName(purpose, QT_TRANSLATE_NOOP("fp::Generator", "%1 spine %2"), i + 1), 1,
                group, groupX(nodes) + i * kSwitchDx);
            for (const auto &[leaf, u] : leaves)
                b.addLink(switchEnd(leaf), spine, share(u, spines, i));
            const std::vector<Id> &cores = coresOfGroup[i];
            const int up = podSpineUplinks(ups, spines, i);
            for (std::size_t n = 0; n < cores.size(); ++n)
                b.addLink(switchEnd(spine), cores[n],
                          share(up, static_cast<int>(cores.size()), static_cast<int>(n)));
        }
    }
}

// Why a fabric of `purpose` is not built (the catalog lacks a switch, or neither two
// nor three tiers can hold it); empty when it can be.
QString refusalOf(const SwitchType *sw, int k, const AuxPorts &ports, const PortFabricShape &shape,
                  const ThreeTierPlan &three, FabricPurpose purpose, Technology tech)
{
    if (k < 2)
        return QCoreApplication::translate("fp::Generator",
                                           "The catalogue has no %1 switch with %2 Gb/s ports for "
                                           "the %3.")
            .arg(technologyKey(tech), QString::number(ports.gbitPerS), purposeName(purpose, tech));
    if (shape.oneSwitchPorts > k && shape.evenSpines == 0 && !three.why.isEmpty())
        return QCoreApplication::translate(
                   "fp::Generator",
                   "%1 not built: two tiers of %2 cannot hold it (its %3 leaves need %4 spines, "
                   "more than the %5 uplinks of its largest leaf) and neither can three: %6.")
            .arg(purposeName(purpose, tech), sw->name)
            .arg(shape.leaves)
            .arg(shape.spines)
            .arg(shape.maxUplinks)
            .arg(three.why);
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
    const double targetShare = purpose == FabricPurpose::Storage ? kStorageTargetPortsPerLink : 0.0;
    const PortFabricShape shape = k >= 2 ? shapeOf(p, ports, k, targetShare) : PortFabricShape{};
    const bool twoTiers = shape.oneSwitchPorts > k && shape.evenSpines > 0;
    const bool threeTiers = k >= 2 && shape.oneSwitchPorts > k && !twoTiers;
    const ThreeTierPlan three =
        threeTiers ? threeTierPlan(p, ports, k, targetShare) : ThreeTierPlan{};
    if (const QString why = refusalOf(sw, k, ports, shape, three, purpose, tech); !why.isEmpty()) {
        if (error)
            *error = why;
        return NoId;
    }
    const Node *first = ports.nodesOfGroup.begin()->second.front();
    const double ratio = ports.demandGbitPerS > 0 ? ports.gbitPerS / ports.demandGbitPerS : 1.0;
    const Id fabricId = newFabric(p, purpose, tech, *sw, gpusOf(p, c), first->nodeTypeId, ratio);
    // Two rows below the lowest object for the leaves, one more for a third tier.
    const double y =
        bottomOf(p) + ((purpose == FabricPurpose::Storage ? 2 : 4) + (threeTiers ? 1 : 0)) * kRowDy;
    AuxBuilder b(p, fabricId, *sw, ports.gbitPerS, y);
    if (shape.oneSwitchPorts <= k)
        addOneSwitch(b, ports, c, purpose, tech);
    else if (twoTiers)
        addLeavesAndSpines(b, p, ports, k, shape.evenSpines, purpose, c);
    else
        addThreeTiers(b, ports, k, three, purpose, c);
    return fabricId;
}

// The racks `nodes` (of one group copy) fill: `nodes-per-rack` a rack, or one rack per
// NVLink domain for a rack-scale node type.
int racksOf(const std::vector<const Node *> &nodes, const Catalog &c)
{
    if (nodes.empty())
        return 0;
    const int perRack = std::max(1, static_cast<int>(assumption(c, "nodes-per-rack")));
    const NodeTypeSpec *nt = c.nodeType(nodes.front()->nodeTypeId);
    const int rackNodes = nt && nt->nvlinkDomainNodes > 1 ? nt->nvlinkDomainNodes : perRack;
    return (static_cast<int>(nodes.size()) + rackNodes - 1) / rackNodes;
}

// The management network: per group copy, as many SN2201 as its out-of-band ports need
// (48 x 1G each): the nodes' BMCs, the PDUs of its racks (`pdus-per-node-rack`) and the
// management ports of the group's own switches of the other fabrics (its leaves; the
// central switches' ports are the network racks' management switches', analysis_cost.cpp),
// as NVIDIA's DGX SuperPOD H100 RA sizes it (Table 7: 8 SN2201 for 127 nodes, 64
// InfiniBand and 8 in-band switches and 108 PDUs; Table 8: 317 1 Gbps cables), not one
// per rack.
Id addManagement(Project &p, const Catalog &c, QString *error)
{
    const SwitchType *sw = c.switchType(QStringLiteral("sn2201"));
    if (!sw || p.nodes.empty()) {
        if (error && !sw)
            *error = QCoreApplication::translate(
                "fp::Generator", "The catalogue has no management switch (sn2201).");
        return NoId;
    }
    std::map<Id, std::vector<const Node *>> nodesOfGroup;
    for (const Node &n : p.nodes)
        nodesOfGroup[n.groupId].push_back(&n);
    std::map<Id, int> switchesOfGroup;
    for (const Switch &s : p.switches)
        if (s.groupId != NoId)
            ++switchesOfGroup[s.groupId];
    const int ports = std::max(1, sw->mostPorts());
    const double pdus = assumption(c, "pdus-per-node-rack");
    const double rackPorts = assumption(c, "rack-scale-management-ports");
    const Id fabricId = newFabric(p, FabricPurpose::Management, Technology::Ethernet, *sw,
                                  gpusOf(p, c), p.nodes.front().nodeTypeId, 1.0);
    AuxBuilder b(p, fabricId, *sw, 1.0, bottomOf(p) + 2 * kRowDy);
    for (const auto &[group, nodes] : nodesOfGroup) {
        const NodeTypeSpec *type = c.nodeType(nodes.front()->nodeTypeId);
        const bool rackScale = type && type->nvlinkDomainNodes > 1;
        const double oob = static_cast<double>(nodes.size()) +
                           racksOf(nodes, c) * (pdus + (rackScale ? rackPorts : 0.0)) +
                           (group == NoId ? 0 : switchesOfGroup[group]);
        int count = std::max(1, static_cast<int>(std::ceil(oob / ports - 1e-9)));
        // A rack-scale rack (GB200/GB300 NVL72) has two management switches of its own:
        // "2x TOR Switches for management" (NVIDIA DGX GB200 User Guide, Hardware); "2
        // SN2201 OOB switches for integrated management access of rack components"
        // (NVIDIA GB300 NVL72 Enterprise RA, Components).
        const NodeTypeSpec *nt = c.nodeType(nodes.front()->nodeTypeId);
        if (nt && nt->nvlinkDomainNodes > 1)
            count = std::max(count, 2 * racksOf(nodes, c));
        for (int r = 0; r < count; ++r)
            b.addSwitch(QCoreApplication::translate("fp::Generator", "Management %1").arg(r + 1), 0,
                        group, groupX(nodes) + r * kSwitchDx);
    }
    return fabricId;
}

} // namespace

namespace {

// The racks of the nodes `counted` keeps, group copies counted (racksOf per group).
template <typename Keep>
long long racksOfNodes(const Project &project, const Catalog &catalog, Keep counted)
{
    std::map<Id, std::vector<const Node *>> nodesOfGroup;
    for (const Node &n : project.nodes)
        if (counted(n))
            nodesOfGroup[n.groupId].push_back(&n);
    long long racks = 0;
    for (const auto &[group, nodes] : nodesOfGroup)
        racks += static_cast<long long>(project.multiplicity(group)) * racksOf(nodes, catalog);
    return racks;
}

} // namespace

long long nodeRacksOf(const Project &project, const Catalog &catalog)
{
    return racksOfNodes(project, catalog, [](const Node &) { return true; });
}

long long rackScaleRacksOf(const Project &project, const Catalog &catalog)
{
    return racksOfNodes(project, catalog, [&](const Node &n) {
        const NodeTypeSpec *t = catalog.nodeType(n.nodeTypeId);
        return t && t->nvlinkDomainNodes > 1;
    });
}

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

QString fabricDisplayName(const QString &name, FabricPurpose purpose, Technology technology)
{
    // The generator's names (generator.cpp, purposeName() above, variant.cpp), with
    // the technology as the generator writes it.
    static constexpr struct {
        FabricPurpose purpose;
        const char *context;
        const char *source;
    } names[] = {
        {FabricPurpose::Compute, "fp::Generator",
         QT_TRANSLATE_NOOP("fp::Generator", "Compute fabric (%1)")},
        {FabricPurpose::Storage, "fp::Generator",
         QT_TRANSLATE_NOOP("fp::Generator", "Storage fabric (%1)")},
        {FabricPurpose::FrontEnd, "fp::Generator",
         QT_TRANSLATE_NOOP("fp::Generator", "Front-end fabric (%1)")},
        {FabricPurpose::Management, "fp::Generator",
         QT_TRANSLATE_NOOP("fp::Generator", "Management network (%1)")},
        {FabricPurpose::Compute, "fp::Variant",
         QT_TRANSLATE_NOOP("fp::Variant",
                           "Compute fabric (InfiniBand in each unit, Ethernet between units)")},
    };
    const QString englishTech = technology == Technology::InfiniBand ? QStringLiteral("InfiniBand")
                                                                     : QStringLiteral("Ethernet");
    for (const auto &n : names) {
        if (n.purpose != purpose)
            continue;
        const QString source = QString::fromUtf8(n.source);
        const bool withTech = source.contains(QLatin1String("%1"));
        const QString english = withTech ? source.arg(englishTech) : source;
        if (name != english)
            continue;
        const QString shown = QCoreApplication::translate(n.context, n.source);
        return withTech ? shown.arg(technologyName(technology)) : shown;
    }
    return name;
}

} // namespace fp
