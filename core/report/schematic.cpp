// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/schematic.h"

#include "report/reportrenderer.h"

#include "model/labels.h"
#include "model/sourcenotes.h"
#include "model/storagetargets.h"
#include "render/designrenderer.h"
#include "text/i18n.h"
#include "topology/expansion.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>
#include <set>

namespace fp::report {

namespace {

// The texts live in the report's translation context.
class Texts
{
    Q_DECLARE_TR_FUNCTIONS(fp::Report)

public:
    static QString speed(double gbitPerS) { return tr("%1 Gb/s").arg(formatNumber(gbitPerS, 0)); }
    static QString speeds(const std::set<double> &s)
    {
        QStringList out;
        for (double v : s)
            out << speed(v);
        return out.join(QStringLiteral(" / "));
    }
    static QString purposeTitle(FabricPurpose p)
    {
        switch (p) {
        case FabricPurpose::Compute:
            return tr("Compute fabric");
        case FabricPurpose::Storage:
            return tr("Storage fabric");
        case FabricPurpose::FrontEnd:
            return tr("Front-end fabric");
        case FabricPurpose::Management:
            return tr("Management network");
        }
        return {};
    }
};

// "Quantum-2 QM9700" for "NVIDIA Quantum-2 QM9700": the vendor is said elsewhere.
QString shortName(const PartBase &part)
{
    QString n = partNameIn(part.name, currentLanguage());
    if (!part.vendor.isEmpty() && n.startsWith(part.vendor + QLatin1Char(' ')))
        n = n.mid(part.vendor.size() + 1);
    return n;
}

QString switchPartName(const Catalog &catalog, const QString &id)
{
    const SwitchType *t = catalog.switchType(id);
    return t ? shortName(*t) : id;
}

QString nodePartName(const Catalog &catalog, const QString &id)
{
    const NodeTypeSpec *t = catalog.nodeType(id);
    return t ? shortName(*t) : id;
}

// The count per repetition of a row's model objects, when they all sit in one group
// repeated more than once: "8 per unit x 4 units".
QString perUnit(const Project &project, const std::set<Id> &groups, long long modelObjects,
                bool nodes = false)
{
    if (groups.size() != 1 || *groups.begin() == NoId)
        return {};
    const int repeat = project.multiplicity(*groups.begin());
    if (repeat <= 1)
        return {};
    // The node row says "nodes": after "1,024 GPUs" a bare "32 per unit" reads as GPUs.
    return (nodes ? Texts::tr("%1 nodes per unit \u00d7 %2 units")
                  : Texts::tr("%1 per unit \u00d7 %2 units"))
        .arg(formatInteger(modelObjects), formatInteger(repeat));
}

// What one fabric's stack counts: per tier and per node type, from the expanded design,
// and the model objects of each row with their groups (for "per unit").
struct StackCounts {
    std::map<int, std::map<QString, long long>> switches; // tier -> part -> count
    std::map<int, std::set<int>> planes;
    std::map<int, SwitchRole> roleOfTier;
    std::map<QString, long long> nodes;
    long long nodeCount = 0, gpus = 0;
    std::map<int, long long> links; // per lower tier (-1: node to leaf)
    std::map<int, std::set<double>> speeds;
    std::map<int, std::set<Id>> tierGroups;
    std::map<int, long long> tierModel;
    std::set<Id> nodeGroups;
    long long nodeModel = 0;
    int tiers = 0;
    Id fabricId = NoId;
};

StackCounts countStack(const Project &project, const Catalog &catalog, const Fabric &fabric)
{
    StackCounts c;
    c.fabricId = fabric.id;
    const ExpandedGraph g = expandFabric(project, catalog, fabric.id);

    // Switches per tier and part, planes per tier; nodes per type.
    for (int v = 0; v < g.vertexCount(); ++v) {
        if (g.kind[size_t(v)] == ExpandedGraph::Kind::Switch) {
            const Switch *sw = project.switchById(g.modelId[size_t(v)]);
            if (!sw)
                continue;
            c.switches[g.tier[size_t(v)]][sw->switchTypeId] += 1;
            c.planes[g.tier[size_t(v)]].insert(g.plane[size_t(v)]);
            c.roleOfTier.emplace(g.tier[size_t(v)], sw->role);
        } else {
            const Node *n = project.node(g.modelId[size_t(v)]);
            c.nodes[n ? n->nodeTypeId : QString()] += 1;
            ++c.nodeCount;
            c.gpus += g.gpus[size_t(v)];
        }
    }
    // Links per lower tier (-1: node to leaf) and their speeds.
    for (int e = 0; e < g.edgeCount(); ++e) {
        const int lower = g.tier[size_t(g.edgeFrom[size_t(e)])];
        c.links[lower] += g.bundle[size_t(e)];
        c.speeds[lower].insert(g.gbitPerS[size_t(e)]);
    }
    // The model objects of each row and their groups (for "per unit").
    for (const Switch &sw : project.switches) {
        if (sw.fabricId != fabric.id)
            continue;
        c.tierGroups[sw.tier].insert(sw.groupId);
        c.tierModel[sw.tier] += 1;
    }
    QSet<Id> linked;
    for (const Link &l : project.links)
        if (l.fabricId == fabric.id && l.a.nicIndex >= 0)
            linked.insert(l.a.objectId);
    for (const Node &n : project.nodes)
        if (linked.contains(n.id)) {
            c.nodeGroups.insert(n.groupId);
            ++c.nodeModel;
        }
    c.tiers = c.switches.empty() ? 0 : c.switches.rbegin()->first + 1;
    return c;
}

// The names of a tier's switches as the failure texts give them (PDF review #20: "at worst
// Leaf 1.1" could not be found on the drawing): "named Switch-A, Switch-B", "named Leaf 1.1
// to Leaf 1.8 in each unit" when the group repeats. Empty for a management network.
QString switchNames(const Project &project, Id fabricId, int tier)
{
    QStringList names;
    bool repeated = false;
    for (const Switch &sw : project.switches) {
        if (sw.fabricId != fabricId || sw.tier != tier || sw.name.isEmpty())
            continue;
        names << sw.name;
        repeated = repeated || project.multiplicity(sw.groupId) > 1;
    }
    if (names.isEmpty())
        return {};
    const QString list = names.size() <= 3 ? names.join(QStringLiteral(", "))
                                           : Texts::tr("%1 to %2").arg(names.front(), names.back());
    return repeated ? Texts::tr("named %1 in each unit").arg(list)
                    : Texts::tr("named %1").arg(list);
}

// The switch rows, the highest tier first.
void addSwitchRows(SchematicStack &s, const Project &project, const Catalog &catalog,
                   StackCounts &c)
{
    const int tiers = c.tiers;
    for (auto it = c.switches.rbegin(); it != c.switches.rend(); ++it) {
        const int tier = it->first;
        SchematicStack::Row row;
        row.name = tierName(tier, tiers);
        row.role = c.roleOfTier.count(tier) ? c.roleOfTier[tier] : SwitchRole::Leaf;
        QStringList labels;
        for (const auto &[typeId, count] : it->second) {
            // A management network's switches stand in the node racks, in no tier.
            labels << (s.purpose == FabricPurpose::Management
                           ? Texts::tr("%1 \u00d7 %2")
                                 .arg(formatInteger(count), switchPartName(catalog, typeId))
                           : Texts::tr("%1 \u00d7 %2 %3")
                                 .arg(formatInteger(count), switchPartName(catalog, typeId),
                                      tierWord(tier, tiers)));
            row.count += count;
        }
        row.label = labels.join(QLatin1Char('\n'));
        QStringList detail;
        if (const QString u = perUnit(project, c.tierGroups[tier], c.tierModel[tier]); !u.isEmpty())
            detail << u;
        if (s.purpose != FabricPurpose::Management)
            if (const QString names = switchNames(project, c.fabricId, tier); !names.isEmpty())
                detail << names;
        if (c.planes[tier].size() > 1)
            detail << Texts::tr("%1 planes of %2")
                          .arg(formatInteger(qint64(c.planes[tier].size())),
                               formatInteger(row.count / qint64(c.planes[tier].size())));
        // The storage targets (not in the design) take the top tier's other ports.
        if (s.purpose == FabricPurpose::Storage && tier == tiers - 1)
            for (const StorageTargets &t : storageTargets(project))
                if (t.fabricId == c.fabricId)
                    detail << Texts::tr("and %1 ports of %2 Gb/s for the storage targets (not "
                                        "drawn)")
                                  .arg(formatInteger(t.ports), formatNumber(t.gbitPerS, 0));
        row.detail = detail.join(QStringLiteral("; "));
        s.rows.push_back(row);
    }
}

// The nodes' row, or the note that no node is linked.
void addNodeRow(SchematicStack &s, const Project &project, const Catalog &catalog,
                const StackCounts &c)
{
    if (c.nodeCount > 0) {
        SchematicStack::Row nodeRow;
        nodeRow.name = Texts::tr("Nodes");
        nodeRow.nodes = true;
        nodeRow.count = c.nodeCount;
        QStringList labels;
        for (const auto &[typeId, count] : c.nodes)
            labels << Texts::tr("%1 \u00d7 %2")
                          .arg(formatInteger(count), nodePartName(catalog, typeId));
        nodeRow.label = labels.join(QLatin1Char('\n'));
        QStringList detail{Texts::tr("%1 GPUs").arg(formatInteger(c.gpus))};
        if (const QString u = perUnit(project, c.nodeGroups, c.nodeModel, true); !u.isEmpty())
            detail << u;
        nodeRow.detail = detail.join(QStringLiteral("; "));
        s.rows.push_back(nodeRow);
    } else if (s.purpose == FabricPurpose::Management) {
        s.note = Texts::tr("As many as the out-of-band ports of each unit need: its nodes' BMCs, "
                           "its racks' PDUs and its switches' management ports. The bill of "
                           "materials adds those of the network racks, the 1GbE cords and two "
                           "100GbE uplinks from each to the in-band network.");
    } else {
        s.note = Texts::tr("No node is linked to this fabric in the design.");
    }
}

// Bundles between the rows, top down: tier t-1 to t, ..., nodes to leaves.
void addBundles(SchematicStack &s, StackCounts &c)
{
    const int tiers = c.tiers;
    for (size_t r = 0; r + 1 < s.rows.size(); ++r) {
        const int lower = s.rows[r + 1].nodes ? -1 : (tiers - 2 - int(r));
        const long long n = c.links.count(lower) ? c.links[lower] : 0;
        const long long below = s.rows[r + 1].count;
        QString text = n == 0 ? Texts::tr("No links in the design")
                              : Texts::tr("%1 links \u00d7 %2")
                                    .arg(formatInteger(n), Texts::speeds(c.speeds[lower]));
        if (n > 0 && below > 0 && n % below == 0)
            text += QLatin1Char('\n') +
                    (lower < 0 ? Texts::tr("%1 per node").arg(formatInteger(n / below))
                               : Texts::tr("%1 up per %2")
                                     .arg(formatInteger(n / below), tierWord(lower, tiers)));
        s.bundles.push_back(text);
        s.bundleLinks.push_back(n);
    }
}

SchematicStack buildStack(const Project &project, const Catalog &catalog, const Fabric &fabric)
{
    SchematicStack s;
    s.technology = fabric.technology;
    s.purpose = fabric.purpose;
    StackCounts c = countStack(project, catalog, fabric);

    const int tiers = c.tiers;
    int maxPlanes = 1;
    for (const auto &[tier, ps] : c.planes)
        maxPlanes = std::max(maxPlanes, int(ps.size()));
    s.title =
        Texts::tr("%1 (%2): %3, %4")
            .arg(Texts::purposeTitle(fabric.purpose), technologyName(fabric.technology),
                 tiers == 1 ? Texts::tr("1 tier") : Texts::tr("%1 tiers").arg(tiers),
                 maxPlanes == 1 ? Texts::tr("1 plane") : Texts::tr("%1 planes").arg(maxPlanes));

    addSwitchRows(s, project, catalog, c);
    addNodeRow(s, project, catalog, c);
    addBundles(s, c);
    return s;
}

// The unit drawn in detail and its first node's rail group.
struct UnitChoice {
    QHash<Id, std::vector<const Link *>> nodeLinks; // the compute links of each node
    Id group = NoId;
    std::vector<const Node *> nodes;     // the unit's linked nodes
    std::vector<Id> leaves;              // the first node's leaves, in the order of its NICs
    std::vector<const Node *> railGroup; // the unit's nodes linked to those leaves only
};

std::optional<UnitChoice> chooseUnit(const Project &project, const Fabric &fabric)
{
    UnitChoice c;
    // The compute links of each node: (nic, port) -> switch, and the switches' links.
    for (const Link &l : project.links)
        if (l.fabricId == fabric.id && l.a.nicIndex >= 0 && project.node(l.a.objectId))
            c.nodeLinks[l.a.objectId].push_back(&l);
    if (c.nodeLinks.isEmpty())
        return std::nullopt;
    // The unit: the group of linked nodes repeated most often (the first of equals; the
    // ungrouped nodes count as a group repeated once).
    // (A group repeated once counts: the first linked node's group is the start.)
    int best = 0;
    for (const Node &n : project.nodes)
        if (c.nodeLinks.contains(n.id) && project.multiplicity(n.groupId) > best) {
            best = project.multiplicity(n.groupId);
            c.group = n.groupId;
        }
    for (const Node &n : project.nodes)
        if (c.nodeLinks.contains(n.id) && n.groupId == c.group)
            c.nodes.push_back(&n);
    if (c.nodes.empty())
        return std::nullopt;
    const Node *first = c.nodes.front();

    // The leaves of the first node, in the order of its NICs.
    std::vector<const Link *> firstLinks = c.nodeLinks.value(first->id);
    std::sort(firstLinks.begin(), firstLinks.end(), [](const Link *a, const Link *b) {
        return std::pair(a->a.nicIndex, a->a.port) < std::pair(b->a.nicIndex, b->a.port);
    });
    for (const Link *l : firstLinks)
        if (std::find(c.leaves.begin(), c.leaves.end(), l->b.objectId) == c.leaves.end())
            c.leaves.push_back(l->b.objectId);
    const QSet<Id> leafSet(c.leaves.begin(), c.leaves.end());
    // Its rail group: the unit's nodes linked to those leaves only.
    for (const Node *n : c.nodes) {
        bool inside = true;
        for (const Link *l : c.nodeLinks.value(n->id))
            inside = inside && leafSet.contains(l->b.objectId);
        if (inside)
            c.railGroup.push_back(n);
    }
    return c;
}

QString unitTitle(const Project &project, const UnitChoice &c)
{
    const int repeat = project.multiplicity(c.group);
    QSet<Id> unitLeaves;
    for (const Node *n : c.nodes)
        for (const Link *l : c.nodeLinks.value(n->id))
            unitLeaves.insert(l->b.objectId);
    const QString nodesText = formatInteger(qint64(c.nodes.size()));
    if (repeat > 1)
        return unitLeaves.size() == 1
                   ? Texts::tr("One unit in detail: %1 nodes on 1 leaf (the design has %2 "
                               "such units)")
                         .arg(nodesText, formatInteger(repeat))
                   : Texts::tr("One unit in detail: %1 nodes on %2 leaves (the design has %3 "
                               "such units)")
                         .arg(nodesText, formatInteger(unitLeaves.size()), formatInteger(repeat));
    return unitLeaves.size() == 1
               ? Texts::tr("The nodes in detail: %1 nodes on 1 leaf").arg(nodesText)
               : Texts::tr("The nodes in detail: %1 nodes on %2 leaves")
                     .arg(nodesText, formatInteger(unitLeaves.size()));
}

// The leaves with their rails (and planes, "rail 1A", where the fabric has several);
// returns whether every leaf serves one rail. `planes` gets whether it has.
bool addUnitLeaves(SchematicUnit &u, const UnitChoice &c, const Project &project, bool *planes)
{
    *planes = false;
    for (const Id leaf : c.leaves)
        if (const Switch *s = project.switchById(leaf); s && s->plane > 0)
            *planes = true;
    // A leaf serves rail k when every node of the rail group reaches it from NIC k only.
    std::vector<std::set<int>> nicsAtLeaf(c.leaves.size());
    for (const Node *n : c.railGroup)
        for (const Link *l : c.nodeLinks.value(n->id)) {
            const auto it = std::find(c.leaves.begin(), c.leaves.end(), l->b.objectId);
            nicsAtLeaf[size_t(it - c.leaves.begin())].insert(l->a.nicIndex);
        }
    bool rails = true;
    u.railShort = Texts::tr("r%1", "rail number, short");
    for (size_t i = 0; i < c.leaves.size(); ++i) {
        const Switch *s = project.switchById(c.leaves[i]);
        // The design's own name, as the failure texts give it (PDF review #20); more than
        // 8 boxes in a row are narrow, so "Leaf 1.1-A" is drawn as "1.1-A" under the row's
        // name "Leaf".
        QString name = s ? s->name : QString();
        if (c.leaves.size() > 8 && name.startsWith(QLatin1String("Leaf ")))
            name = name.mid(5);
        u.leaves.push_back(name.isEmpty() ? Texts::tr("Leaf %1").arg(formatInteger(qint64(i) + 1))
                                          : name);
        const bool rail = nicsAtLeaf[i].size() == 1;
        rails = rails && rail;
        const QString plane =
            *planes && s ? QString(QChar(u'A' + std::max(0, s->plane))) : QString();
        // A leaf of several rails says its plane where the boxes are wide (a one-tier
        // design on planes: "Switch-A" over "plane A"; board review, 256-GPU Ethernet).
        const bool wide = c.leaves.size() <= 4;
        u.leafRails.push_back(rail ? Texts::tr("rail %1").arg(*nicsAtLeaf[i].begin() + 1) + plane
                              : !plane.isEmpty() && wide ? Texts::tr("plane %1").arg(plane)
                                                         : QString());
    }
    return rails;
}

// The nodes drawn: the first two and the last of the rail group.
void addUnitNodes(SchematicUnit &u, const Catalog &catalog, const Fabric &fabric,
                  const UnitChoice &c)
{
    std::vector<const Node *> drawn;
    if (c.railGroup.size() <= 3)
        drawn = c.railGroup;
    else
        drawn = {c.railGroup[0], c.railGroup[1], c.railGroup.back()};
    const auto indexOf = [&](const Node *n) {
        return qint64(std::find(c.nodes.begin(), c.nodes.end(), n) - c.nodes.begin()) + 1;
    };
    for (const Node *n : drawn) {
        SchematicUnit::NodeBox box;
        box.name = Texts::tr("Node %1").arg(formatInteger(indexOf(n)));
        const NodeTypeSpec *nt = catalog.nodeType(n->nodeTypeId);
        const NicType *nic = nt ? catalog.nic(nt->nicTypeId) : nullptr;
        const std::optional<PortMode> mode =
            nic ? nic->modeFor(fabric.technology) : std::optional<PortMode>();
        box.nics = nt ? nt->nicCount : 0;
        box.portsPerNic = mode ? std::max(1, mode->ports) : 1;
        for (const Link *l : c.nodeLinks.value(n->id))
            box.nics = std::max(box.nics, l->a.nicIndex + 1);
        box.leafOfPort.assign(size_t(box.nics * box.portsPerNic), -1);
        for (const Link *l : c.nodeLinks.value(n->id)) {
            const int idx =
                l->a.nicIndex * box.portsPerNic + std::clamp(l->a.port, 0, box.portsPerNic - 1);
            const auto it = std::find(c.leaves.begin(), c.leaves.end(), l->b.objectId);
            box.leafOfPort[size_t(idx)] = int(it - c.leaves.begin());
        }
        box.detail = Texts::tr("%1 GPUs, %2 NICs")
                         .arg(formatInteger(nt ? nt->gpuCount : 0), formatInteger(box.nics));
        u.nodes.push_back(box);
    }
    if (c.railGroup.size() > 3)
        u.omitted = Texts::tr("\u2026 %Ln more node(s)", nullptr, int(c.railGroup.size()) - 3);
}

// Uplinks of the drawn leaves: per leaf instance (a leaf outside the group carries
// its links once per repetition of a grouped lower end; inside, once).
void addUnitUplinks(SchematicUnit &u, const Project &project, const Fabric &fabric,
                    const UnitChoice &c)
{
    std::map<long long, int> upCounts;
    std::set<double> upSpeeds;
    for (Id leaf : c.leaves) {
        long long up = 0;
        for (const Link &l : project.links)
            if (l.fabricId == fabric.id && l.a.objectId == leaf) {
                up += l.bundle;
                upSpeeds.insert(l.gbitPerS);
            }
        upCounts[up] += 1;
    }
    if (upCounts.size() == 1 && upCounts.begin()->first > 0) {
        u.hasUplinks = true;
        u.uplinks = Texts::tr("Each leaf: %1 links \u00d7 %2 up to the next tier")
                        .arg(formatInteger(upCounts.begin()->first), Texts::speeds(upSpeeds));
    } else if (!upSpeeds.empty()) {
        u.hasUplinks = true;
        u.uplinks =
            Texts::tr("Leaves linked up to the next tier at %1").arg(Texts::speeds(upSpeeds));
    }
}

std::optional<SchematicUnit> buildUnit(const Project &project, const Catalog &catalog,
                                       const Fabric &fabric)
{
    const std::optional<UnitChoice> c = chooseUnit(project, fabric);
    if (!c)
        return std::nullopt;
    SchematicUnit u;
    u.technology = fabric.technology;
    u.title = unitTitle(project, *c);
    bool planes = false;
    const bool rails = addUnitLeaves(u, *c, project, &planes);
    addUnitNodes(u, catalog, fabric, *c);
    QString group =
        rails ? (planes ? Texts::tr("Rail-optimized on planes: NIC k of every node goes to the "
                                    "leaves of rail k, one on each plane its ports are on "
                                    "(rail 1A, 1B: rail 1 on planes A and B).")
                        : Texts::tr("Rail-optimized: NIC k of every node goes to the leaf of "
                                    "rail k."))
              : QString();
    if (c->railGroup.size() < c->nodes.size())
        group += (group.isEmpty() ? QString() : QStringLiteral(" ")) +
                 Texts::tr("Drawn: the %1 nodes that share node 1's %2 leaves (of the unit's %3 "
                           "nodes).")
                     .arg(formatInteger(qint64(c->railGroup.size())),
                          formatInteger(qint64(c->leaves.size())),
                          formatInteger(qint64(c->nodes.size())));
    u.note = group;
    addUnitUplinks(u, project, fabric, *c);
    return u;
}

} // namespace

Schematic buildSchematic(const Project &project, const Catalog &catalog)
{
    Schematic s;
    const Fabric *compute = project.computeFabric();
    if (compute) {
        s.compute = buildStack(project, catalog, *compute);
        s.unit = buildUnit(project, catalog, *compute);
    }
    std::set<FabricPurpose> present;
    for (const Fabric &f : project.fabrics) {
        present.insert(f.purpose);
        if (compute && f.id == compute->id)
            continue;
        s.others.push_back(buildStack(project, catalog, f));
    }
    QStringList missing;
    if (!present.count(FabricPurpose::Storage))
        missing << Texts::tr("a storage fabric");
    if (!present.count(FabricPurpose::FrontEnd))
        missing << Texts::tr("a front-end fabric");
    if (!present.count(FabricPurpose::Management))
        missing << Texts::tr("a management network");
    if (!missing.isEmpty())
        s.absent = Texts::tr("Not in this design: %1. Not drawn, and not in the costs.")
                       .arg(missing.join(QStringLiteral(", ")));
    s.legendSwitches = Texts::tr("Switches of one tier (count \u00d7 model)");
    s.legendNodes = Texts::tr("Nodes (servers)");
    s.legendBundle = Texts::tr("Link bundle (links \u00d7 speed)");
    s.legendInfiniBand = Texts::tr("InfiniBand");
    s.legendEthernet = Texts::tr("Ethernet");
    s.legendNicPort = Texts::tr("NIC port (number = NIC)");
    s.legendAbsent = Texts::tr("Not in the design");
    return s;
}

// --- Layout ------------------------------------------------------------------------

namespace {

const QColor kInk(0x1d, 0x26, 0x31);
const QColor kMuted(0x5b, 0x66, 0x73);
const QColor kFrame(0xc3, 0xcc, 0xd6);
const QColor kNodeFill(0xee, 0xf1, 0xf4);

QFont fontOf(double pt, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pt);
    f.setBold(bold);
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setKerning(false);
    return f;
}

class Layouter
{
public:
    explicit Layouter(QPaintDevice *dev)
        : m_dev(dev)
    {
    }
    SchematicLayout out;

    // Width of the widest line of `text` at `pt`.
    double textWidth(const QString &text, double pt, bool bold) const
    {
        const QFontMetricsF fm(fontOf(pt, bold), m_dev);
        double w = 0;
        for (const QString &l : text.split(QLatin1Char('\n')))
            w = std::max(w, fm.horizontalAdvance(l));
        return w;
    }
    double lineHeight(double pt, bool bold) const
    {
        return QFontMetricsF(fontOf(pt, bold), m_dev).height();
    }
    // Height of `text` wrapped in `width`.
    double wrappedHeight(const QString &text, double pt, bool bold, double width) const
    {
        const QFontMetricsF fm(fontOf(pt, bold), m_dev);
        return fm.boundingRect(QRectF(0, 0, width, 10000), Qt::TextWordWrap, text).height();
    }
    void text(const QRectF &r, const QString &t, double pt, bool bold, QColor c, int flags)
    {
        out.texts.push_back({r, bindNumbersAndUnits(t), pt, bold, c, flags});
    }
    // A paragraph across `width` at `y`; returns its height.
    double paragraph(double x, double y, double width, const QString &t, double pt, bool bold,
                     QColor c)
    {
        const double h = wrappedHeight(bindNumbersAndUnits(t), pt, bold, width);
        text(QRectF(x, y, width, h), t, pt, bold, c, Qt::AlignLeft | Qt::TextWordWrap);
        return h;
    }

    // A fabric stack in the column [x, x + w) from y; returns the height used.
    double stack(const SchematicStack &s, double x, double y, double w, bool compact)
    {
        const double titlePt = compact ? 7.5 : 9.0;
        const double labelPt = compact ? 7.0 : 8.5;
        const double detailPt = compact ? 6.5 : 7.0;
        const double bundlePt = compact ? 6.5 : 7.5;
        double nameW = 0.0;
        if (!compact) {
            for (const auto &r : s.rows)
                nameW = std::max(nameW, textWidth(r.name, 8.0, true) + 12);
        }
        const double y0 = y;
        y += paragraph(x, y, w, s.title, titlePt, true, kInk) + 6;
        const double mainX = x + nameW, mainW = w - nameW;
        // Boxes as wide as the widest label, centred in the left part of the column.
        double boxW = 0;
        for (const auto &r : s.rows)
            boxW = std::max(
                {boxW, textWidth(r.label, labelPt, true), textWidth(r.detail, detailPt, false)});
        boxW = std::min(boxW + 20, compact ? mainW - 8 : mainW * 0.62);
        const double cx = compact ? mainX + mainW * 0.3 : mainX + boxW / 2 + 14;
        const double boxX = std::max(mainX + 4, cx - boxW / 2);
        const QColor tech = render::technologyColor(s.technology);
        for (size_t i = 0; i < s.rows.size(); ++i) {
            const auto &r = s.rows[i];
            const double labelH =
                wrappedHeight(bindNumbersAndUnits(r.label), labelPt, true, boxW - 12);
            const double detailH = r.detail.isEmpty() ? 0.0
                                                      : wrappedHeight(bindNumbersAndUnits(r.detail),
                                                                      detailPt, false, boxW - 12);
            const double h = labelH + detailH + 10;
            const QRectF box(boxX, y, boxW, h);
            out.shapes.push_back({box, r.nodes ? kNodeFill : render::roleFill(r.role),
                                  r.nodes ? kMuted : tech, r.count > 1 ? 2 : 0, false, 3.0});
            if (!compact)
                text(QRectF(x, y, nameW - 6, h), r.name, 8.0, true, kMuted,
                     Qt::AlignLeft | Qt::AlignVCenter);
            text(QRectF(box.left() + 6, y + 5, boxW - 12, labelH), r.label, labelPt, true, kInk,
                 Qt::AlignHCenter | Qt::TextWordWrap);
            if (detailH > 0)
                text(QRectF(box.left() + 6, y + 5 + labelH, boxW - 12, detailH), r.detail, detailPt,
                     false, kMuted, Qt::AlignHCenter | Qt::TextWordWrap);
            y += h;
            if (i < s.bundles.size()) {
                const double labelX = cx + (compact ? 12 : 26);
                const double labelW = x + w - labelX;
                // Room below this box and above the next one's deck (6 units).
                const double bh = std::max(
                    compact ? 24.0 : 32.0,
                    wrappedHeight(bindNumbersAndUnits(s.bundles[i]), bundlePt, false, labelW) + 14);
                const int strands = compact ? 1 : 3;
                for (int k = 0; k < strands; ++k) {
                    const double dx = (k - (strands - 1) / 2.0) * 9.0;
                    out.lines.push_back({QLineF(cx + dx, y, cx + dx, y + bh), tech,
                                         compact ? 1.4 : 1.8, s.bundleLinks[i] == 0});
                }
                text(QRectF(labelX, y + 2, labelW, bh - 8), s.bundles[i], bundlePt, false, kInk,
                     Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap);
                y += bh;
            }
        }
        if (!s.note.isEmpty())
            y += 4 + paragraph(x, y + 4, w, s.note, detailPt, false, kMuted);
        return y - y0;
    }

    // Where the unit's leaves were drawn, for the nodes' links to them.
    struct LeafRow {
        std::vector<double> centreX;
        double width = 0;
        double bottom = 0;
    };

    // The uplink stubs above the leaves, with their label; returns the height used.
    double unitUplinks(const SchematicUnit &u, double x, double y, double w, double lx0,
                       double leafW, double gap)
    {
        const QColor tech = render::technologyColor(u.technology);
        const double uh = lineHeight(7.0, false) + 10;
        for (size_t i = 0; i < u.leaves.size(); ++i) {
            const double cx = lx0 + double(i) * (leafW + gap) + leafW / 2;
            out.lines.push_back({QLineF(cx, y + 4, cx, y + uh), tech, 1.2, false});
        }
        // The label on a white ground across the stubs.
        const double tw = textWidth(bindNumbersAndUnits(u.uplinks), 7.0, false) + 10;
        const QRectF lr(x + (w - tw) / 2, y, std::min(tw, w), uh - 6);
        out.shapes.push_back({lr, Qt::white, Qt::white, 0, false, 2.0});
        text(lr, u.uplinks, 7.0, false, kInk, Qt::AlignCenter);
        return uh;
    }

    // Leaves in a row, their uplinks above them.
    LeafRow unitLeaves(const SchematicUnit &u, double x, double &y, double w)
    {
        const QColor tech = render::technologyColor(u.technology);
        const size_t nl = std::max<size_t>(1, u.leaves.size());
        const double gap = 6;
        const double leafW = std::min(78.0, (w - gap * double(nl - 1)) / double(nl));
        const double leavesW = leafW * double(nl) + gap * double(nl - 1);
        const double lx0 = x + (w - leavesW) / 2;
        if (u.hasUplinks)
            y += unitUplinks(u, x, y, w, lx0, leafW, gap);
        const double leafH = lineHeight(7.0, true) + lineHeight(6.5, false) + 8;
        LeafRow row;
        row.width = leafW;
        // Many leaves in a row: their numbers alone when "Leaf 12" or "rail 6" does not
        // fit (the unit's title says they are leaves, the note what a rail is).
        bool numbersOnly = false;
        for (size_t i = 0; i < u.leaves.size(); ++i)
            numbersOnly = numbersOnly || textWidth(u.leaves[i], 7.0, true) > leafW - 4 ||
                          textWidth(u.leafRails[i], 6.5, false) > leafW - 4;
        static const QRegularExpression lastNumber(QStringLiteral("(\\d+[A-H]?)$"));
        const auto number = [&](const QString &label) {
            const QRegularExpressionMatch m = lastNumber.match(label);
            return m.hasMatch() ? m.captured(1) : label;
        };
        for (size_t i = 0; i < u.leaves.size(); ++i) {
            const QRectF r(lx0 + double(i) * (leafW + gap), y, leafW, leafH);
            row.centreX.push_back(r.center().x());
            out.shapes.push_back({r, render::roleFill(SwitchRole::Leaf), tech, 0, false, 3.0});
            text(QRectF(r.left() + 2, r.top() + 3, r.width() - 4, lineHeight(7.0, true)),
                 numbersOnly ? number(u.leaves[i]) : u.leaves[i], 7.0, true, kInk,
                 Qt::AlignHCenter);
            if (!u.leafRails[i].isEmpty())
                text(QRectF(r.left() + 2, r.top() + 3 + lineHeight(7.0, true), r.width() - 4,
                            lineHeight(6.5, false)),
                     numbersOnly ? u.railShort.arg(number(u.leafRails[i])) : u.leafRails[i], 6.5,
                     false, kMuted, Qt::AlignHCenter);
        }
        row.bottom = y + leafH;
        return row;
    }

    // One node box at (nx, y) with its NIC ports along the top edge and their links to
    // the leaves; `k` is its place among the nodes drawn.
    void unitNode(const SchematicUnit &u, size_t k, double nx, double y, double nodeW, double nodeH,
                  const LeafRow &leaves)
    {
        const QColor tech = render::technologyColor(u.technology);
        const auto &n = u.nodes[k];
        const QRectF box(nx, y, nodeW, nodeH);
        out.shapes.push_back({box, kNodeFill, kMuted, 0, false, 3.0});
        const int ports = std::max(1, int(n.leafOfPort.size()));
        const double pitch = (nodeW - 8) / ports;
        const double ps = std::min(8.0, pitch - 2);
        for (int p = 0; p < ports; ++p) {
            const double pcx = box.left() + 4 + pitch * (p + 0.5);
            const QRectF port(pcx - ps / 2, box.top() + 3, ps, ps);
            const int leaf = n.leafOfPort[size_t(p)];
            out.shapes.push_back({port, leaf >= 0 ? tech : Qt::white, tech, 0, false, 1.0});
            if (leaf >= 0 && size_t(leaf) < leaves.centreX.size()) {
                // Spread the ends on the leaf so the three nodes' links stay apart.
                const double spread = std::min(6.0, leaves.width / 8);
                const double ex = leaves.centreX[size_t(leaf)] + (double(k) - 1.0) * spread;
                out.lines.push_back({QLineF(pcx, port.top(), ex, leaves.bottom), tech, 0.8, false});
            }
            // The NIC number under its first port, when there is room for it.
            if (p % n.portsPerNic == 0 && pitch * n.portsPerNic >= 10)
                text(QRectF(pcx - pitch / 2, port.bottom(), pitch * n.portsPerNic, 9),
                     QString::number(p / n.portsPerNic + 1), 6.0, false, kMuted,
                     n.portsPerNic == 1 ? Qt::AlignHCenter : Qt::AlignLeft);
        }
        const double ty = box.top() + 23; // below the ports and their NIC numbers
        text(QRectF(box.left() + 3, ty, nodeW - 6, lineHeight(7.0, true)), n.name, 7.0, true, kInk,
             Qt::AlignHCenter);
        text(QRectF(box.left() + 3, ty + lineHeight(7.0, true), nodeW - 6, lineHeight(6.5, false)),
             n.detail, 6.5, false, kMuted, Qt::AlignHCenter);
    }

    double unit(const SchematicUnit &u, double x, double y, double w)
    {
        const double y0 = y;
        y += paragraph(x, y, w, u.title, 8.5, true, kInk) + 2;
        if (!u.note.isEmpty())
            y += paragraph(x, y, w, u.note, 7.0, false, kMuted) + 4;
        const LeafRow leaves = unitLeaves(u, x, y, w);
        y = leaves.bottom + 64;

        // Nodes: boxes with their NIC ports along the top edge.
        const size_t nn = u.nodes.size();
        const double omitW = u.omitted.isEmpty() ? 0.0 : textWidth(u.omitted, 7.0, false) + 16;
        const double nodeGap = 14;
        const double nodeW =
            std::min(150.0, (w - omitW - nodeGap * double(nn)) / double(std::max<size_t>(1, nn)));
        const double rowW = nodeW * double(nn) + nodeGap * double(nn - 1) + omitW;
        double nx = x + (w - rowW) / 2;
        const double nodeH = 23 + lineHeight(7.0, true) + lineHeight(6.5, false) + 6;
        for (size_t k = 0; k < nn; ++k) {
            if (k == 2 && !u.omitted.isEmpty()) {
                text(QRectF(nx, y, omitW, nodeH), u.omitted, 7.0, false, kMuted, Qt::AlignCenter);
                nx += omitW;
            }
            unitNode(u, k, nx, y, nodeW, nodeH, leaves);
            nx += nodeW + nodeGap;
        }
        y += nodeH;
        return y - y0;
    }

    double legend(const Schematic &s, double x, double y, double w, bool ib, bool eth, bool nic,
                  bool absent)
    {
        struct Entry {
            int kind;
            QString text;
            QColor color;
        };
        std::vector<Entry> entries{
            {0, s.legendSwitches, render::technologyColor(s.compute.technology)},
            {1, s.legendNodes, kMuted}};
        if (ib)
            entries.push_back({2, s.legendBundle + QStringLiteral(": ") + s.legendInfiniBand,
                               render::technologyColor(Technology::InfiniBand)});
        if (eth)
            entries.push_back({2, s.legendBundle + QStringLiteral(": ") + s.legendEthernet,
                               render::technologyColor(Technology::Ethernet)});
        if (nic)
            entries.push_back(
                {3, s.legendNicPort,
                 render::technologyColor(s.unit ? s.unit->technology : s.compute.technology)});
        if (absent)
            entries.push_back({4, s.legendAbsent, kMuted});
        const double pt = 7.0;
        const double lh = lineHeight(pt, false) + 4;
        double cx = x, cy = y + 4;
        for (const Entry &e : entries) {
            const QString t = bindNumbersAndUnits(e.text);
            const double ew = 30 + textWidth(t, pt, false) + 16;
            if (cx + ew > x + w && cx > x) {
                cx = x;
                cy += lh;
            }
            const QRectF sym(cx, cy + 2, 20, lh - 8);
            switch (e.kind) {
            case 0:
                out.shapes.push_back(
                    {sym, render::roleFill(SwitchRole::Leaf), e.color, 2, false, 2.0});
                break;
            case 1:
                out.shapes.push_back({sym, kNodeFill, kMuted, 0, false, 2.0});
                break;
            case 2:
                out.lines.push_back(
                    {QLineF(sym.left(), sym.center().y(), sym.right(), sym.center().y()), e.color,
                     1.8, false});
                break;
            case 3:
                out.shapes.push_back({QRectF(sym.center().x() - 4, sym.center().y() - 4, 8, 8),
                                      e.color, e.color, 0, false, 1.0});
                break;
            default:
                out.shapes.push_back({sym, Qt::white, kMuted, 0, true, 2.0});
                break;
            }
            text(QRectF(cx + 30, cy, ew - 30, lh), t, pt, false, kInk,
                 Qt::AlignLeft | Qt::AlignVCenter);
            cx += ew;
        }
        return cy + lh - y;
    }

private:
    QPaintDevice *m_dev;
};

} // namespace

SchematicLayout layoutSchematic(const Schematic &s, double width, QPaintDevice *metrics)
{
    Layouter l(metrics);
    double y = 0;
    bool ib = false, eth = false;
    const auto note = [&](Technology t) { (t == Technology::InfiniBand ? ib : eth) = true; };
    if (!s.compute.rows.empty()) {
        note(s.compute.technology);
        y += l.stack(s.compute, 0, y, width, false) + 14;
    }
    if (s.unit) {
        note(s.unit->technology);
        l.out.lines.push_back({QLineF(0, y, width, y), kFrame, 0.8, false});
        y += 8;
        y += l.unit(*s.unit, 0, y, width) + 14;
    }
    if (!s.others.empty()) {
        l.out.lines.push_back({QLineF(0, y, width, y), kFrame, 0.8, false});
        y += 8;
        const size_t perRow = std::min<size_t>(3, s.others.size());
        const double gap = 12;
        const double colW = (width - gap * double(perRow - 1)) / double(perRow);
        for (size_t i = 0; i < s.others.size(); i += perRow) {
            double rowH = 0;
            for (size_t k = i; k < std::min(s.others.size(), i + perRow); ++k) {
                note(s.others[k].technology);
                rowH = std::max(rowH,
                                l.stack(s.others[k], double(k - i) * (colW + gap), y, colW, true));
            }
            y += rowH + 10;
        }
    }
    if (!s.absent.isEmpty()) {
        const double h =
            l.wrappedHeight(bindNumbersAndUnits(s.absent), 7.5, false, width - 16) + 10;
        l.out.shapes.push_back({QRectF(0, y, width, h), Qt::white, kMuted, 0, true, 3.0});
        l.text(QRectF(8, y + 5, width - 16, h - 10), s.absent, 7.5, false, kMuted,
               Qt::AlignLeft | Qt::TextWordWrap);
        y += h + 10;
    }
    l.out.lines.push_back({QLineF(0, y, width, y), kFrame, 0.8, false});
    y += 2;
    y += l.legend(s, 0, y, width, ib, eth, s.unit.has_value(), !s.absent.isEmpty());
    l.out.size = QSizeF(width, y);
    return std::move(l.out);
}

void paintSchematic(QPainter *p, QPointF topLeft, const SchematicLayout &layout)
{
    p->save();
    p->translate(topLeft);
    for (const auto &l : layout.lines) {
        QPen pen(l.color, l.width);
        pen.setStyle(l.dashed ? Qt::DashLine : Qt::SolidLine);
        pen.setCapStyle(Qt::FlatCap);
        p->setPen(pen);
        p->drawLine(l.line);
    }
    for (const auto &s : layout.shapes) {
        QPen pen(s.stroke, 1.0);
        pen.setStyle(s.dashed ? Qt::DashLine : Qt::SolidLine);
        p->setPen(pen);
        p->setBrush(s.fill);
        for (int k = s.deck; k >= 1; --k)
            p->drawRoundedRect(s.rect.translated(3.0 * k, -3.0 * k), s.radius, s.radius);
        p->drawRoundedRect(s.rect, s.radius, s.radius);
    }
    for (const auto &t : layout.texts) {
        p->setFont(fontOf(t.pt, t.bold));
        p->setPen(t.color);
        p->drawText(t.rect, t.flags, t.text);
    }
    p->restore();
}

} // namespace fp::report
