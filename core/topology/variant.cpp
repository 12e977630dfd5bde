// SPDX-License-Identifier: GPL-3.0-or-later
// The four variants of docs/DESIGN.md section 3.
//
// Which technology each fabric gets:
//   as drawn    unchanged
//   InfiniBand  compute and storage on InfiniBand; front-end and management on Ethernet
//   Ethernet    every fabric on Ethernet (compute as RoCE with the fabric's RoceTuning)
//   hybrid      compute on InfiniBand; storage, front-end and management on Ethernet
//   hybrid per unit
//               as hybrid, and the compute fabric's switches above the leaves (the
//               spines and cores between the scalable units) on Ethernet: InfiniBand
//               inside each unit, Ethernet between units
//
// Generated storage, front-end and management fabrics (topology/clusterfabrics.h) that
// are still as generated are removed first and built again, after the compute fabric,
// on the variant's nodes with the variant's technology for their purpose.
//
// How a fabric changes technology:
//  - Generated (Fabric::generated set): planned again with the same parameters, the new
//    technology and Catalog::defaultSwitchFor(technology, NIC speed in that technology).
//    buildFabric() creates its own nodes, groups and NVLink domains, so the old fabric's
//    switches, links, the nodes it connects, their NVLink domains and groups left empty
//    are removed first and the new fabric takes the old one's place in the fabric list,
//    its purpose and RoCE tuning. Links of other fabrics to the removed nodes cannot be
//    carried over (the unit structure may differ); they are dropped with a warning note.
//    When no plan exists (e.g. the NIC lacks the technology), an error note says why and
//    the fabric is translated part for part like a hand-drawn one.
//  - Hand-drawn: translated part for part. Each switch type becomes the catalog switch
//    of the new technology with at least as many ports at the speed its links run
//    (the fewest such ports; the technology's default switch on a tie); the links keep
//    their speeds. NICs stay: a node type's NIC that lacks the technology (or its
//    speed) is reported as a note. Anything that cannot be translated stays and is
//    reported in Variant::notes.
#include "topology/variant.h"

#include "topology/clusterfabrics.h"
#include "topology/generator.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace fp {

namespace {

QString techName(Technology t)
{
    return t == Technology::InfiniBand ? QCoreApplication::translate("fp::Variant", "InfiniBand")
                                       : QCoreApplication::translate("fp::Variant", "Ethernet");
}

QString num(double v)
{
    return QLocale().toString(v, 'f', 0);
}

Technology targetFor(VariantKind v, FabricPurpose p, Technology current)
{
    switch (v) {
    case VariantKind::AsDrawn:
        return current;
    case VariantKind::InfiniBand:
        return p == FabricPurpose::Compute || p == FabricPurpose::Storage ? Technology::InfiniBand
                                                                          : Technology::Ethernet;
    case VariantKind::Ethernet:
        return Technology::Ethernet;
    case VariantKind::Hybrid:
    case VariantKind::HybridPerUnit:
        return p == FabricPurpose::Compute ? Technology::InfiniBand : Technology::Ethernet;
    }
    return current;
}

void note(IssueList &notes, Severity s, const char *code, const QString &text, Id subject)
{
    notes.push_back({s, QString::fromLatin1(code), text, subject});
}

// What a fabric is made of, without names, ids and positions: its switches (type,
// tier, plane, repeat of their group), its links (speed, bundle, cable, length, the
// repeat of the group of each end) and the nodes it connects (node type, repeat). Two
// fabrics with the same shape describe the same cluster.
using FabricShape = std::vector<QString>;

FabricShape shapeOf(const Project &p, Id fabricId)
{
    std::unordered_map<Id, int> repeatOf;
    for (const Group &g : p.groups)
        repeatOf[g.id] = g.repeat;
    std::unordered_map<Id, QString> what; // node or switch id -> its description
    auto rep = [&](Id group) { return group == NoId ? 1 : repeatOf[group]; };
    for (const Node &n : p.nodes)
        what[n.id] = QStringLiteral("n|%1|%2").arg(n.nodeTypeId).arg(rep(n.groupId));
    FabricShape shape;
    for (const Switch &s : p.switches) {
        if (s.fabricId != fabricId)
            continue;
        what[s.id] = QStringLiteral("s|%1|%2|%3|%4")
                         .arg(s.switchTypeId)
                         .arg(s.tier)
                         .arg(s.plane)
                         .arg(rep(s.groupId));
        shape.push_back(what[s.id]);
    }
    for (const Link &l : p.links) {
        if (l.fabricId != fabricId)
            continue;
        shape.push_back(QStringLiteral("l|%1|%2|%3|%4|%5|%6|%7")
                            .arg(what[l.a.objectId], what[l.b.objectId])
                            .arg(l.a.nicIndex)
                            .arg(l.bundle)
                            .arg(l.gbitPerS)
                            .arg(l.cableTypeId)
                            .arg(l.lengthM));
    }
    std::sort(shape.begin(), shape.end());
    return shape;
}

// Whether generated fabric `f` is still what the generator built from its parameters:
// an edit (a group's repeat, a deleted spine, another switch type, a link) makes the
// parameters stale, and a variant built from them would compare another cluster.
bool stillAsGenerated(const Project &project, const Catalog &catalog, const Fabric &f)
{
    QString error;
    const std::optional<FabricPlan> plan = planFabric(catalog, *f.generated, &error);
    if (!plan)
        return false;
    Project fresh;
    const Id id = buildFabric(fresh, catalog, *plan);
    return shapeOf(fresh, id) == shapeOf(project, f.id);
}

// The plan that builds generated fabric `old` again for `tech` with the technology's
// default switch for its NIC; nullopt with an error note when there is none.
std::optional<FabricPlan> regenerationPlan(const Catalog &catalog, const Fabric &old,
                                           Technology tech, IssueList &notes)
{
    GeneratorParams params = *old.generated;
    const NodeTypeSpec *nt = catalog.nodeType(params.nodeTypeId);
    const NicType *nic = nt ? catalog.nic(nt->nicTypeId) : nullptr;
    const std::optional<PortMode> mode = nic ? nic->modeFor(tech) : std::nullopt;
    const SwitchType *sw = mode ? catalog.defaultSwitchFor(tech, mode->gbitPerS) : nullptr;
    if (!sw) {
        note(notes, Severity::Error, "fabric-not-regenerated",
             QCoreApplication::translate("fp::Variant",
                                         "The fabric \"%1\" could not be generated again: its "
                                         "NIC %2 or the catalogue has no %3 switch for it; it was "
                                         "translated part for part instead.")
                 .arg(old.name, nic ? nic->name : params.nodeTypeId, techName(tech)),
             old.id);
        return std::nullopt;
    }
    params.technology = tech;
    params.switchTypeId = sw->id;
    QString error;
    std::optional<FabricPlan> plan = planFabric(catalog, params, &error);
    if (!plan)
        note(notes, Severity::Error, "fabric-not-regenerated",
             QCoreApplication::translate("fp::Variant",
                                         "The fabric \"%1\" could not be generated again: no "
                                         "%2 design with %3 fits (%4); it was translated part "
                                         "for part instead.")
                 .arg(old.name, techName(tech), sw->name, error),
             old.id);
    return plan;
}

// Groups that hold no node, switch or NVLink domain any more.
void removeEmptyGroups(Project &project)
{
    std::set<Id> usedGroups;
    for (const Node &n : project.nodes)
        usedGroups.insert(n.groupId);
    for (const Switch &s : project.switches)
        usedGroups.insert(s.groupId);
    for (const NvlinkDomain &d : project.nvlinkDomains)
        usedGroups.insert(d.groupId);
    std::erase_if(project.groups, [&](const Group &g) { return usedGroups.count(g.id) == 0; });
}

// Removes fabric `fabricId` (not its entry in project.fabrics), its switches and links,
// the nodes it connects with their NVLink domains, and the groups left empty. Returns
// how many links of other fabrics ended on those nodes (dropped with them).
long long removeFabricAndItsNodes(Project &project, Id fabricId)
{
    std::unordered_set<Id> nodeIds; // (Project::node() is a linear search)
    nodeIds.reserve(project.nodes.size());
    for (const Node &n : project.nodes)
        nodeIds.insert(n.id);
    std::set<Id> nodesOfFabric;
    for (const Link &l : project.links) {
        if (l.fabricId != fabricId)
            continue;
        for (const LinkEnd &end : {l.a, l.b}) {
            if (nodeIds.count(end.objectId))
                nodesOfFabric.insert(end.objectId);
        }
    }
    long long dropped = 0;
    std::erase_if(project.links, [&](const Link &l) {
        if (l.fabricId == fabricId)
            return true;
        if (nodesOfFabric.count(l.a.objectId) || nodesOfFabric.count(l.b.objectId)) {
            ++dropped;
            return true;
        }
        return false;
    });
    std::erase_if(project.switches, [&](const Switch &s) { return s.fabricId == fabricId; });
    std::erase_if(project.nodes, [&](const Node &n) { return nodesOfFabric.count(n.id) > 0; });
    std::erase_if(project.nvlinkDomains, [&](const NvlinkDomain &d) {
        return std::any_of(d.nodeIds.begin(), d.nodeIds.end(),
                           [&](Id n) { return nodesOfFabric.count(n) > 0; });
    });
    removeEmptyGroups(project);
    return dropped;
}

// The notes of a regeneration: what was built, and the links it dropped.
void noteRegenerated(IssueList &notes, const Catalog &catalog, const Fabric &old,
                     const FabricPlan &plan, Technology tech, Id newId, long long dropped)
{
    const SwitchType *sw = catalog.switchType(plan.params.switchTypeId);
    int switches = 0;
    for (int n : plan.switchesPerTier)
        switches += n;
    note(notes, Severity::Info, "fabric-regenerated",
         QCoreApplication::translate("fp::Variant",
                                     "The fabric \"%1\" was generated again for %2 with %3: a "
                                     "%4-tier design, %5 switches for %6 GPUs.")
             .arg(old.name, techName(tech), sw ? sw->name : plan.params.switchTypeId,
                  QString::number(plan.tiers), num(switches), num(plan.params.gpus)),
         newId);
    if (dropped > 0) {
        const int links = static_cast<int>(dropped); // lupdate reads no cast in translate()
        note(notes, Severity::Warning, "links-dropped",
             QCoreApplication::translate("fp::Variant",
                                         "%Ln link(s) of other fabrics to the nodes of \"%1\" "
                                         "dropped because those nodes were generated again.",
                                         nullptr, links)
                 .arg(old.name),
             newId);
    }
}

// Regenerates generated fabric `fabricId` for `tech`. Returns false (and leaves the
// project unchanged) when no plan exists.
bool regenerate(Project &project, const Catalog &catalog, Id fabricId, Technology tech,
                IssueList &notes)
{
    const Fabric old = *project.fabric(fabricId);
    const std::optional<FabricPlan> plan = regenerationPlan(catalog, old, tech, notes);
    if (!plan)
        return false;
    const long long dropped = removeFabricAndItsNodes(project, fabricId);
    const auto pos = std::find_if(project.fabrics.begin(), project.fabrics.end(),
                                  [&](const Fabric &f) { return f.id == fabricId; }) -
                     project.fabrics.begin();
    project.fabrics.erase(project.fabrics.begin() + pos);

    const Id newId = buildFabric(project, catalog, *plan);
    Fabric *built = project.fabric(newId);
    if (!built)
        return false; // cannot happen with a plan from planFabric
    built->purpose = old.purpose;
    built->roceTuning = old.roceTuning;
    Fabric moved = *built;
    project.fabrics.erase(project.fabrics.end() - 1);
    project.fabrics.insert(project.fabrics.begin() + pos, moved);
    noteRegenerated(notes, catalog, old, *plan, tech, newId, dropped);
    return true;
}

// The switch of `tech` replacing `from` whose links run at `gbitPerS`.
const SwitchType *equivalentSwitch(const Catalog &catalog, const SwitchType &from, double gbitPerS,
                                   Technology tech, bool *fewerPorts)
{
    const int needed = from.portsAt(gbitPerS);
    const QString preferred = tech == Technology::InfiniBand ? catalog.defaultSwitchInfiniBand
                                                             : catalog.defaultSwitchEthernet;
    const SwitchType *best = nullptr;
    const SwitchType *largest = nullptr;
    for (const SwitchType &s : catalog.switches) {
        const int ports = s.portsAt(gbitPerS);
        if (s.technology != tech || ports <= 0)
            continue;
        if (!largest || ports > largest->portsAt(gbitPerS))
            largest = &s;
        if (ports < needed)
            continue;
        const int bestPorts = best ? best->portsAt(gbitPerS) : 0;
        if (!best || ports < bestPorts || (ports == bestPorts && s.id == preferred))
            best = &s;
    }
    *fewerPorts = !best && largest;
    return best ? best : largest;
}

// What translate() needs of a fabric: the speed each switch's links run at (the
// fastest) and the node types it connects.
struct FabricUse {
    std::map<Id, double> speedOf;
    std::set<QString> nodeTypes;
};

FabricUse fabricUse(const Project &project, Id fabricId)
{
    FabricUse use;
    // Look-ups by id (Project::switchById() and node() are linear searches; the first
    // object with an id wins, as there).
    std::unordered_set<Id> switchIds;
    switchIds.reserve(project.switches.size());
    for (const Switch &s : project.switches)
        switchIds.insert(s.id);
    std::unordered_map<Id, const Node *> nodeById;
    nodeById.reserve(project.nodes.size());
    for (const Node &n : project.nodes)
        nodeById.emplace(n.id, &n);
    for (const Link &l : project.links) {
        if (l.fabricId != fabricId)
            continue;
        for (const LinkEnd &end : {l.a, l.b}) {
            if (switchIds.count(end.objectId))
                use.speedOf[end.objectId] = std::max(use.speedOf[end.objectId], l.gbitPerS);
            else if (const auto n = nodeById.find(end.objectId); n != nodeById.end())
                use.nodeTypes.insert(n->second->nodeTypeId);
        }
    }
    return use;
}

// The switch of `tech` for switches of type `from` at `speed`, with its note.
const SwitchType *translatedSwitch(const Catalog &catalog, const SwitchType &from, double speed,
                                   Technology tech, const Fabric &fabric, Id subject,
                                   IssueList &notes)
{
    bool fewer = false;
    const SwitchType *to = equivalentSwitch(catalog, from, speed, tech, &fewer);
    if (!to) {
        note(notes, Severity::Error, "switch-untranslatable",
             QCoreApplication::translate("fp::Variant",
                                         "No %1 switch in the catalogue has %2 Gb/s ports; "
                                         "the %3 switches of \"%4\" were kept.")
                 .arg(techName(tech), num(speed), from.name, fabric.name),
             subject);
    } else {
        note(notes, fewer ? Severity::Warning : Severity::Info,
             fewer ? "switch-fewer-ports" : "switch-translated",
             QCoreApplication::translate("fp::Variant",
                                         "In \"%1\" every %2 (%3 ports of %4 Gb/s) became "
                                         "a %5 (%6 ports of %4 Gb/s).")
                 .arg(fabric.name, from.name, num(from.portsAt(speed)), num(speed), to->name,
                      num(to->portsAt(speed))),
             subject);
    }
    return to;
}

// A note for each node type whose NIC cannot run `tech`.
void noteUnsupportedNics(const Catalog &catalog, const std::set<QString> &nodeTypes,
                         const Fabric &fabric, Technology tech, IssueList &notes)
{
    for (const QString &ntId : nodeTypes) {
        const NodeTypeSpec *nt = catalog.nodeType(ntId);
        const NicType *nic = nt ? catalog.nic(nt->nicTypeId) : nullptr;
        if (!nic || nic->modeFor(tech))
            continue;
        note(notes, Severity::Error, "nic-unsupported",
             QCoreApplication::translate("fp::Variant",
                                         "The NIC %1 of node type %2 does not support %3; the "
                                         "nodes in \"%4\" keep it.")
                 .arg(nic->name, nt->name, techName(tech), fabric.name),
             fabric.id);
    }
}

// Translates fabric `fabric` part for part to `tech`: each switch type to its
// equivalent at the speed of its links (one note per type and speed).
void translate(Project &project, const Catalog &catalog, Fabric &fabric, Technology tech,
               IssueList &notes)
{
    const FabricUse use = fabricUse(project, fabric.id);
    std::map<std::pair<QString, double>, const SwitchType *> done;
    for (Switch &s : project.switches) {
        if (s.fabricId != fabric.id)
            continue;
        const SwitchType *from = catalog.switchType(s.switchTypeId);
        if (!from) {
            note(notes, Severity::Warning, "switch-type-unknown",
                 QCoreApplication::translate("fp::Variant",
                                             "The switch \"%1\" has type \"%2\", which the "
                                             "catalogue does not know; it was kept.")
                     .arg(s.name, s.switchTypeId),
                 s.id);
            continue;
        }
        if (from->technology == tech)
            continue;
        double speed = use.speedOf.count(s.id) ? use.speedOf.at(s.id) : 0.0;
        if (speed <= 0.0 && !from->modes.empty())
            speed = from->modes.front().gbitPerS;
        const auto key = std::make_pair(from->id, speed);
        auto it = done.find(key);
        if (it == done.end())
            it = done.emplace(key,
                              translatedSwitch(catalog, *from, speed, tech, fabric, s.id, notes))
                     .first;
        if (it->second)
            s.switchTypeId = it->second->id;
    }
    noteUnsupportedNics(catalog, use.nodeTypes, fabric, tech, notes);
    fabric.technology = tech;
}

// Whether generated cluster fabric `f` is still what addClusterFabric() builds on the
// project's nodes (an edit makes it a hand-drawn fabric).
bool clusterFabricAsGenerated(const Project &project, const Catalog &catalog, const Fabric &f)
{
    Project fresh = project;
    std::erase_if(fresh.links, [&](const Link &l) { return l.fabricId == f.id; });
    std::erase_if(fresh.switches, [&](const Switch &s) { return s.fabricId == f.id; });
    std::erase_if(fresh.fabrics, [&](const Fabric &x) { return x.id == f.id; });
    const Id id = addClusterFabric(fresh, catalog, f.purpose, f.technology);
    return id != NoId && shapeOf(fresh, id) == shapeOf(project, f.id);
}

// The generated cluster fabrics of `project` that are still as generated.
std::vector<Fabric> rebuildableClusterFabrics(const Project &project, const Catalog &catalog)
{
    std::vector<Fabric> out;
    for (const Fabric &f : project.fabrics)
        if (isGeneratedClusterFabric(f) && clusterFabricAsGenerated(project, catalog, f))
            out.push_back(f);
    return out;
}

void removeFabrics(Project &project, const std::vector<Fabric> &fabrics)
{
    std::set<Id> gone;
    for (const Fabric &f : fabrics)
        gone.insert(f.id);
    std::erase_if(project.links, [&](const Link &l) { return gone.count(l.fabricId) > 0; });
    std::erase_if(project.switches, [&](const Switch &s) { return gone.count(s.fabricId) > 0; });
    std::erase_if(project.fabrics, [&](const Fabric &f) { return gone.count(f.id) > 0; });
}

// The fabrics of `project` other than the rebuilt cluster fabrics, to the variant's
// technologies: generated ones planned again, the others translated.
void convertFabrics(Variant &v, const Project &project, const Catalog &catalog,
                    const std::unordered_map<Id, bool> &asGenerated)
{
    for (const Fabric &original : project.fabrics) {
        if (!v.project.fabric(original.id))
            continue; // a rebuilt cluster fabric
        const Technology tech = targetFor(v.kind, original.purpose, original.technology);
        if (tech == original.technology)
            continue;
        if (original.generated && !asGenerated.at(original.id))
            note(v.notes, Severity::Info, "fabric-edited",
                 QCoreApplication::translate(
                     "fp::Variant",
                     "The fabric \"%1\" was edited after it was generated, so it is "
                     "translated part for part to %2 instead of generated again: the "
                     "variant keeps the nodes, switches and links as they are now.")
                     .arg(original.name, techName(tech)),
                 original.id);
        else if (original.generated && original.purpose == FabricPurpose::Compute &&
                 regenerate(v.project, catalog, original.id, tech, v.notes))
            continue;
        if (Fabric *f = v.project.fabric(original.id)) {
            f->generated.reset(); // no longer what the generator built
            translate(v.project, catalog, *f, tech, v.notes);
        }
    }
}

} // namespace

std::vector<Variant> buildVariants(const Project &project, const Catalog &catalog)
{
    std::vector<Variant> out;
    // Once per fabric, not per variant: the generator runs again to compare.
    std::unordered_map<Id, bool> asGenerated;
    for (const Fabric &f : project.fabrics)
        asGenerated[f.id] = f.generated && (isGeneratedClusterFabric(f)
                                                ? clusterFabricAsGenerated(project, catalog, f)
                                                : stillAsGenerated(project, catalog, f));
    const std::vector<Fabric> cluster = rebuildableClusterFabrics(project, catalog);
    for (const VariantKind kind :
         {VariantKind::AsDrawn, VariantKind::InfiniBand, VariantKind::Ethernet, VariantKind::Hybrid,
          VariantKind::HybridPerUnit}) {
        Variant v;
        v.kind = kind;
        v.project = project;
        if (kind != VariantKind::AsDrawn) {
            removeFabrics(v.project, cluster);
            convertFabrics(v, project, catalog, asGenerated);
            if (kind == VariantKind::HybridPerUnit)
                joinUnitsByEthernet(v.project, catalog, v.notes);
            for (const Fabric &f : cluster) {
                QString why;
                if (addClusterFabric(v.project, catalog, f.purpose,
                                     targetFor(kind, f.purpose, f.technology), &why) == NoId &&
                    !why.isEmpty())
                    note(v.notes, Severity::Error, "fabric-not-regenerated", why, f.id);
            }
        }
        out.push_back(std::move(v));
    }
    return out;
}

namespace {

// The groups that hold the leaves of `fabric` (its scalable units, or the pods that hold
// them), and whether a leaf stands outside every group.
std::set<Id> unitGroupsOf(const Project &project, const Fabric &fabric, bool *loose)
{
    std::set<Id> groups;
    *loose = false;
    for (const Switch &s : project.switches) {
        if (s.fabricId != fabric.id || s.tier != 0)
            continue;
        if (s.groupId == NoId)
            *loose = true;
        else
            groups.insert(s.groupId);
    }
    return groups;
}

// The scalable units of `fabric`: the copies of the groups that hold its leaves, and one
// for leaves outside every group.
long long unitsOf(const Project &project, const Fabric &fabric)
{
    bool loose = false;
    long long units = 0;
    for (const Id g : unitGroupsOf(project, fabric, &loose))
        units += project.multiplicity(g);
    return units + (loose ? 1 : 0);
}

} // namespace

long long joinUnitsByEthernet(Project &project, const Catalog &catalog, IssueList &notes)
{
    long long total = 0;
    for (Fabric &fabric : project.fabrics) {
        if (fabric.purpose != FabricPurpose::Compute || fabric.technology != Technology::InfiniBand)
            continue;
        // One unit has nothing between units: its spines join its own rails, and
        // gateways there would put a single unit's traffic on IP (review: 256 GPUs, one
        // unit, 128 gateways). The variant stays InfiniBand.
        if (unitsOf(project, fabric) < 2) {
            note(notes, Severity::Info, "one-unit-not-joined",
                 QCoreApplication::translate(
                     "fp::Variant", "\"%1\" has one scalable unit, so no switch lies between "
                                    "units: InfiniBand in each unit is InfiniBand throughout.")
                     .arg(fabric.name),
                 fabric.id);
            continue;
        }
        std::map<Id, double> speedOf;
        for (const Link &l : project.links)
            if (l.fabricId == fabric.id)
                speedOf[l.b.objectId] = std::max(speedOf[l.b.objectId], l.gbitPerS);
        // A switch in a unit's own group (the aggregation switches of a 3-tier pod) is
        // inside the unit and stays InfiniBand; those outside every unit join them.
        bool loose = false;
        const std::set<Id> units = unitGroupsOf(project, fabric, &loose);
        long long moved = 0;
        for (Switch &s : project.switches) {
            const SwitchType *from = catalog.switchType(s.switchTypeId);
            if (s.fabricId != fabric.id || s.tier < 1 || !from || units.count(s.groupId) > 0)
                continue;
            bool fewer = false;
            const SwitchType *to =
                equivalentSwitch(catalog, *from, speedOf[s.id], Technology::Ethernet, &fewer);
            if (to) {
                s.switchTypeId = to->id;
                moved += project.multiplicity(s.groupId);
            }
        }
        if (moved == 0)
            continue;
        total += moved;
        fabric.generated.reset();
        fabric.name = QCoreApplication::translate(
            "fp::Variant", "Compute fabric (InfiniBand in each unit, Ethernet between units)");
        note(
            notes, Severity::Warning, "units-joined-by-ethernet",
            QCoreApplication::translate(
                "fp::Variant",
                "%1 switches between the scalable units of \"%2\" became Ethernet switches; "
                "the InfiniBand switches' links to them then need InfiniBand-to-Ethernet gateways, "
                "which the bill of materials counts without a price (none is public) and "
                "which forward IP, not RDMA.")
                .arg(num(static_cast<double>(moved)), fabric.name),
            fabric.id);
    }
    return total;
}

} // namespace fp
