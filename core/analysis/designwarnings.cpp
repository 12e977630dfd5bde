// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/designwarnings.h"

#include "analysis/wording.h"

#include "analysis/analysis_cost.h"
#include "analysis/assumptionreader.h"
#include "analysis/floorplan.h"
#include "model/labels.h"
#include "text/i18n.h"
#include "topology/clusterfabrics.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QStringList>

#include <cmath>
#include <map>

namespace fp {

namespace {

QString switchName(const Switch &s)
{
    return s.name.isEmpty()
               ? QCoreApplication::translate("fp::DesignWarnings", "switch %1").arg(s.id)
               : s.name;
}

QString endName(const Project &p, const LinkEnd &end)
{
    if (const Node *n = p.node(end.objectId))
        return n->name.isEmpty()
                   ? QCoreApplication::translate("fp::DesignWarnings", "node %1").arg(n->id)
                   : n->name;
    if (const Switch *s = p.switchById(end.objectId))
        return switchName(*s);
    return QString::number(end.objectId);
}

// The length the cost analysis uses for `link`: its own, else the default of its
// stretch (node-leaf, leaf-spine, spine-core), whose assumption is then recorded.
double effectiveLengthM(const Project &p, const Link &link, const CostAssumptions &a,
                        AssumptionReader &reader)
{
    if (link.lengthM > 0.0)
        return link.lengthM;
    LinkSegment segment = LinkSegment::NodeLeaf;
    if (!p.node(link.a.objectId)) {
        const Switch *lower = p.switchById(link.a.objectId);
        segment = lower && lower->tier >= 1 ? LinkSegment::SpineCore : LinkSegment::LeafSpine;
    }
    reader.assumption(CostAssumptions::lengthId(segment));
    return linkLengthM(nullptr, segment, a);
}

void checkReach(const Project &p, AssumptionReader &reader, IssueList &out)
{
    const CostAssumptions assumptions = CostAssumptions::fromCatalog(reader.catalog());
    for (const Link &link : p.links) {
        if (link.cableTypeId.isEmpty())
            continue; // chosen by the cost analysis to fit the length
        const CableType *cable = reader.cable(link.cableTypeId);
        if (!cable || !cable->reachM.known || cable->reachM.value <= 0.0)
            continue;
        const double length = effectiveLengthM(p, link, assumptions, reader);
        if (length <= cable->reachM.value + 1e-9)
            continue;
        const QString text =
            link.lengthM > 0.0
                ? QCoreApplication::translate(
                      "fp::DesignWarnings",
                      "The link from %1 to %2 is %3 m long, but its cable %4 reaches only %5 m. "
                      "Choose a longer-reaching cable (optics) or shorten the run.")
                : QCoreApplication::translate(
                      "fp::DesignWarnings",
                      "The link from %1 to %2 has no length of its own and gets the default of "
                      "%3 m, but its cable %4 reaches only %5 m. Enter the real length or "
                      "choose a longer-reaching cable.");
        out.push_back(
            Issue{Severity::Warning, QStringLiteral("link-past-reach"),
                  text.arg(endName(p, link.a), endName(p, link.b),
                           formatNumber(length, length < 10.0 ? 1 : 0), partNameInWords(*cable),
                           formatNumber(cable->reachM.value, cable->reachM.value < 10.0 ? 1 : 0)),
                  link.id});
    }
}

void checkRoce(const Project &p, AssumptionReader &reader, IssueList &out)
{
    for (const Fabric &f : p.fabrics) {
        if (f.technology != Technology::Ethernet || f.purpose != FabricPurpose::Compute ||
            f.roceTuning != RoceTuning::Untuned)
            continue;
        // The subject: the fabric's first leaf (fabrics have no item on the canvas).
        Id subject = NoId;
        for (const Switch &s : p.switches) {
            if (s.fabricId == f.id && (subject == NoId || s.tier == 0)) {
                subject = s.id;
                if (s.tier == 0)
                    break;
            }
        }
        const double share = reader.valueOr(QStringLiteral("roce-efficiency-untuned"), 0.0);
        QString text =
            QCoreApplication::translate(
                "fp::DesignWarnings",
                "The Ethernet compute fabric \"%1\" runs RoCE untuned: without a lossless "
                "traffic class (PFC on the RoCE priority, ECN marking, DCQCN) and adaptive "
                "routing, collectives reach about %2 % of InfiniBand's bus bandwidth. Plan "
                "the lossless class from the RoCE checklist and set the fabric's tuning.")
                .arg(f.name.isEmpty() ? QString::number(f.id) : f.name,
                     formatNumber(100.0 * share, 0));
        out.push_back(Issue{Severity::Warning, QStringLiteral("roce-untuned"), text, subject});
    }
}

QString nodeName(const Node &n)
{
    return n.name.isEmpty() ? QCoreApplication::translate("fp::DesignWarnings", "node %1").arg(n.id)
                            : n.name;
}

// "3", "2\u20138", "1, 3 and 5\u20138" for the 1-based numbers of `indexes` (ascending).
QString numberRanges(const QList<int> &indexes)
{
    QStringList parts;
    for (qsizetype i = 0; i < indexes.size();) {
        qsizetype j = i;
        while (j + 1 < indexes.size() && indexes[j + 1] == indexes[j] + 1)
            ++j;
        parts << (j == i ? QString::number(indexes[i] + 1)
                         : QStringLiteral("%1\u2013%2").arg(indexes[i] + 1).arg(indexes[j] + 1));
        i = j + 1;
    }
    if (parts.size() < 2)
        return parts.join(QString());
    const QString last = parts.takeLast();
    return QCoreApplication::translate("fp::DesignWarnings", "%1 and %2")
        .arg(parts.join(QStringLiteral(", ")), last);
}

// The NICs of each node that have at least one linked port (node id -> NIC indexes).
QHash<Id, QSet<int>> linkedNics(const Project &p)
{
    QHash<Id, QSet<int>> out;
    for (const Link &l : p.links) {
        if (p.node(l.a.objectId) && l.a.nicIndex >= 0)
            out[l.a.objectId].insert(l.a.nicIndex);
    }
    return out;
}

// A node linked through some of its NICs but not all (review: "7 of 8 NICs unlinked").
// A node with no link at all is the invariant "node-unconnected" (invariants.h).
void checkPartlyLinkedNodes(const Project &p, const Catalog &c, IssueList &out)
{
    const QHash<Id, QSet<int>> linked = linkedNics(p);
    for (const Node &n : p.nodes) {
        const NodeTypeSpec *nt = c.nodeType(n.nodeTypeId);
        const QSet<int> nics = linked.value(n.id);
        if (!nt || nics.isEmpty() || nics.size() >= nt->nicCount)
            continue;
        QList<int> free;
        for (int i = 0; i < nt->nicCount; ++i) {
            if (!nics.contains(i))
                free << i;
        }
        out.push_back(
            Issue{Severity::Warning, QStringLiteral("node-partly-linked"),
                  QCoreApplication::translate(
                      "fp::DesignWarnings",
                      "%1 is linked through only %2 of its %3 NICs (no link on NIC %4): the GPUs "
                      "of the other rails have no NIC of their own on the fabric. Link the free "
                      "NICs, one per rail, or remove the node's links.")
                      .arg(nodeName(n))
                      .arg(nics.size())
                      .arg(nt->nicCount)
                      .arg(numberRanges(free)),
                  n.id});
    }
}

// Nodes but no switch: nothing connects them, and the comparison has no network.
void checkNodesWithoutSwitches(const Project &p, IssueList &out)
{
    if (p.nodes.empty() || !p.switches.empty())
        return;
    out.push_back(Issue{Severity::Warning, QStringLiteral("nodes-without-switches"),
                        QCoreApplication::translate(
                            "fp::DesignWarnings",
                            "The design has nodes but no switch, so no fabric connects them and "
                            "there is no network to compare. Add leaf switches and link the "
                            "nodes to them."),
                        p.nodes.front().id});
}

// A switch without any link still counts in the cost and power (docs/DESIGN.md
// section 5: every switch of a fabric is bought), once per instance of its group.
// NVLink switches sit inside their racks and have no links.
void checkUnlinkedSwitches(const Project &p, AssumptionReader &reader, IssueList &out)
{
    QSet<Id> linked;
    for (const Link &l : p.links) {
        linked.insert(l.a.objectId);
        linked.insert(l.b.objectId);
    }
    for (const Switch &s : p.switches) {
        if (linked.contains(s.id) || s.role == SwitchRole::NvlinkSwitch)
            continue;
        // A management switch's 1GbE patch cables to the BMCs are not modelled.
        if (const Fabric *f = p.fabric(s.fabricId); f && f->purpose == FabricPurpose::Management)
            continue;
        const SwitchType *t = reader.switchType(s.switchTypeId);
        if (!t)
            continue; // the invariant "switch-type-unknown"
        const QString price =
            t->priceEur.known
                ? formatMoney(t->priceEur.value, QStringLiteral("EUR"))
                : QCoreApplication::translate("fp::DesignWarnings", "an unknown price");
        const QString power =
            t->powerWatts.known
                ? QCoreApplication::translate("fp::DesignWarnings", "%1 W")
                      .arg(formatNumber(t->powerWatts.value, 0))
                : QCoreApplication::translate("fp::DesignWarnings", "unknown power");
        const int copies = p.multiplicity(s.groupId);
        const QString text =
            copies > 1
                ? QCoreApplication::translate(
                      "fp::DesignWarnings",
                      "%1 has no links, yet it counts in the network's cost and power %2 times "
                      "(its group is repeated): %2 \u00d7 %3 at %4 and %5 each. Link it or "
                      "delete it.")
                      .arg(switchName(s), formatInteger(copies), partNameInWords(*t), price, power)
                : QCoreApplication::translate(
                      "fp::DesignWarnings",
                      "%1 has no links, yet it counts in the network's cost and power: one %2 "
                      "at %3 and %4. Link it or delete it.")
                      .arg(switchName(s), partNameInWords(*t), price, power);
        out.push_back(Issue{Severity::Warning, QStringLiteral("switch-unlinked"), text, s.id});
    }
}

// A link past a tier: a node straight to a spine or core, a leaf straight to a core.
// Tiers as the model numbers them (leaf 0, spine 1, core 2; docs/DESIGN.md section 4).
void checkTierSkips(const Project &p, IssueList &out)
{
    for (const Link &l : p.links) {
        const Switch *upper = p.switchById(l.b.objectId);
        if (!upper || upper->role == SwitchRole::NvlinkSwitch)
            continue;
        if (const Node *n = p.node(l.a.objectId)) {
            if (upper->tier < 1)
                continue;
            out.push_back(Issue{
                Severity::Warning, QStringLiteral("link-skips-tier"),
                QCoreApplication::translate(
                    "fp::DesignWarnings",
                    "The link from %1 to %2 skips the leaf tier: %2 is a %3, and nodes link to "
                    "leaves. Link %1 to a leaf, and the leaf to %2.")
                    .arg(nodeName(*n), switchName(*upper), roleWord(upper->role)),
                l.id});
            continue;
        }
        const Switch *lower = p.switchById(l.a.objectId);
        if (!lower || lower->role == SwitchRole::NvlinkSwitch ||
            std::abs(upper->tier - lower->tier) < 2)
            continue;
        out.push_back(Issue{Severity::Warning, QStringLiteral("link-skips-tier"),
                            QCoreApplication::translate(
                                "fp::DesignWarnings",
                                "The link from %1 (a %2) to %3 (a %4) skips the tier between "
                                "them: a leaf links to a spine, and a spine to a core. Link "
                                "through a switch of the tier between.")
                                .arg(switchName(*lower), roleWord(lower->role), switchName(*upper),
                                     roleWord(upper->role)),
                            l.id});
    }
}

// Up to five names, then an ellipsis.
QString someNames(const QStringList &names)
{
    constexpr int kShown = 5;
    QString out = names.mid(0, kShown).join(QStringLiteral(", "));
    if (names.size() > kShown)
        out += QStringLiteral(", \u2026");
    return out;
}

// The share of each switch's ports its links take, per copy of the switch: a link from
// a repeated group to a switch outside it takes a port once per copy of the group, as
// the invariant "switch-ports-exceeded" counts (model/invariants.cpp countSwitchPorts).
QHash<Id, double> portShares(const Project &p, AssumptionReader &reader)
{
    auto groupOf = [&p](Id id) {
        if (const Node *n = p.node(id))
            return n->groupId;
        const Switch *s = p.switchById(id);
        return s ? s->groupId : NoId;
    };
    QHash<Id, double> share;
    for (const Link &l : p.links) {
        const double copies = p.multiplicity(groupOf(l.a.objectId));
        for (const LinkEnd *end : {&l.a, &l.b}) {
            const Switch *s = p.switchById(end->objectId);
            const SwitchType *t = s ? reader.switchType(s->switchTypeId) : nullptr;
            const int ports = t ? t->portsAt(l.gbitPerS) : 0;
            if (ports <= 0)
                continue; // the invariant "link-speed-unsupported"
            const double m = (end == &l.b && s->groupId == NoId) ? copies : 1.0;
            share[s->id] += l.bundle * m / ports;
        }
    }
    return share;
}

// The storage and front-end leaves every one of whose nodes reaches another switch of
// the same fabric too: dual-homed, as NVIDIA's reference designs build these fabrics
// (topology/clusterfabrics.cpp addOneSwitch()). Such a leaf is half of a pair; one
// switch with all the ports would leave the nodes without a second path.
QSet<Id> dualHomedLeaves(const Project &p)
{
    QHash<Id, QSet<Id>> switchesOfNode; // node -> switches in its fabric (keyed per fabric)
    QHash<Id, QSet<Id>> nodesOfSwitch;
    for (const Link &l : p.links) {
        const bool nodeFirst = p.node(l.a.objectId) != nullptr;
        const Node *n = p.node(nodeFirst ? l.a.objectId : l.b.objectId);
        const Switch *s = p.switchById(nodeFirst ? l.b.objectId : l.a.objectId);
        const Fabric *f = s ? p.fabric(s->fabricId) : nullptr;
        if (!n || !f ||
            (f->purpose != FabricPurpose::Storage && f->purpose != FabricPurpose::FrontEnd))
            continue;
        switchesOfNode[n->id].insert(s->id);
        nodesOfSwitch[s->id].insert(n->id);
    }
    QSet<Id> out;
    for (auto it = nodesOfSwitch.cbegin(); it != nodesOfSwitch.cend(); ++it) {
        const Id fabric = p.switchById(it.key())->fabricId;
        bool all = true;
        for (const Id node : it.value()) {
            int others = 0;
            for (const Id other : switchesOfNode.value(node))
                others += other != it.key() && p.switchById(other)->fabricId == fabric;
            all = all && others > 0;
        }
        if (all)
            out.insert(it.key());
    }
    return out;
}

// Switches that use under half their ports (review: "unused ports"), one finding per
// fabric and switch type: the idle ports are bought and powered. Info, not a warning:
// a partial unit or ports kept for growth are legitimate, the reader decides. NVLink
// switches, management switches (whose patch cables are not modelled) and dual-homed
// storage and front-end leaves (dualHomedLeaves()) are left out.
void checkIdlePorts(const Project &p, AssumptionReader &reader, IssueList &out)
{
    constexpr double kUnderUsed = 0.5;
    QHash<Id, double> share = portShares(p, reader);
    // The top tier of a generated storage fabric keeps ports for the storage targets,
    // which are not drawn (topology/clusterfabrics.h): they are in use.
    std::map<Id, int> topTier;
    for (const Switch &s : p.switches)
        if (const Fabric *f = p.fabric(s.fabricId);
            f && f->purpose == FabricPurpose::Storage && isGeneratedClusterFabric(*f))
            topTier[s.fabricId] = std::max(topTier[s.fabricId], s.tier);
    for (const Switch &s : p.switches)
        if (const auto top = topTier.find(s.fabricId);
            top != topTier.end() && s.tier == top->second)
            share[s.id] *= 1.0 + kStorageTargetPortsPerLink;
    const QSet<Id> paired = dualHomedLeaves(p);
    std::map<std::pair<Id, QString>, std::vector<const Switch *>> byKind;
    for (const Switch &s : p.switches) {
        const double used = share.value(s.id);
        const Fabric *f = p.fabric(s.fabricId);
        if (used <= 0.0 || used >= kUnderUsed || s.role == SwitchRole::NvlinkSwitch ||
            (f && f->purpose == FabricPurpose::Management) || paired.contains(s.id))
            continue;
        byKind[{s.fabricId, s.switchTypeId}].push_back(&s);
    }
    for (const auto &[key, switches] : byKind) {
        const SwitchType *t = reader.switchType(key.second);
        const Fabric *f = p.fabric(key.first);
        if (!t || t->modes.empty())
            continue;
        QStringList names;
        double idle = 0.0;
        long long count = 0;
        for (const Switch *s : switches) {
            const double used = share.value(s->id);
            names << QStringLiteral("%1 (%2\u00a0%)")
                         .arg(switchName(*s), formatNumber(100.0 * used, 0));
            const int copies = p.multiplicity(s->groupId);
            idle += copies * (1.0 - used) * t->modes.front().ports;
            count += copies;
        }
        const int n = static_cast<int>(count); // lupdate cannot read a cast in the call
        const QString text =
            QCoreApplication::translate(
                "fp::DesignWarnings",
                "%n %1 switch(es) in \"%2\" use under half their ports: %3. About %4 ports at "
                "%5 Gb/s are idle, yet bought and powered. Fewer or smaller switches would do, "
                "unless the ports are kept for growth.",
                nullptr, n)
                .arg(partNameInWords(*t), f ? f->name : QString(), someNames(names),
                     formatInteger(std::llround(idle)), formatNumber(t->modes.front().gbitPerS, 0));
        out.push_back(
            Issue{Severity::Info, QStringLiteral("switch-ports-idle"), text, switches.front()->id});
    }
}

// Rack-scale node types (a GB200 NVL72 tray: 18 trays share one NVLink domain): an
// NVLink domain of such nodes that holds fewer than a rack's trays, and such nodes in
// no NVLink domain at all.
void checkRackDomains(const Project &p, const Catalog &c, IssueList &out)
{
    QSet<Id> inDomain;
    for (const NvlinkDomain &d : p.nvlinkDomains) {
        const NodeTypeSpec *nt = nullptr;
        int nodes = 0;
        Id first = NoId; // the subject: a domain has no selectable item on the canvas
        for (Id id : d.nodeIds) {
            if (const Node *n = p.node(id)) {
                inDomain.insert(id);
                ++nodes;
                if (!nt) {
                    nt = c.nodeType(n->nodeTypeId);
                    first = id;
                }
            }
        }
        if (!nt || nt->nvlinkDomainNodes <= 1 || nodes >= nt->nvlinkDomainNodes)
            continue;
        out.push_back(Issue{
            Severity::Warning, QStringLiteral("nvlink-rack-incomplete"),
            QCoreApplication::translate(
                "fp::DesignWarnings",
                "NVLink domain \"%1\" holds %2 of the %3 nodes of a full rack (%4): its "
                "NVLink domain spans %5 GPUs instead of %6. Complete the rack, or plan for the "
                "smaller domain.")
                .arg(d.name)
                .arg(nodes)
                .arg(nt->nvlinkDomainNodes)
                .arg(partNameInWords(*nt))
                .arg(formatInteger(static_cast<long long>(nodes) * nt->gpuCount))
                .arg(formatInteger(static_cast<long long>(nt->nvlinkDomainNodes) * nt->gpuCount)),
            first});
    }
    for (const NodeTypeSpec &nt : c.nodeTypes) {
        if (nt.nvlinkDomainNodes <= 1)
            continue;
        QStringList names;
        Id first = NoId;
        for (const Node &n : p.nodes) {
            if (n.nodeTypeId != nt.id || inDomain.contains(n.id))
                continue;
            names << nodeName(n);
            first = first == NoId ? n.id : first;
        }
        if (names.isEmpty())
            continue;
        const QString rack = formatInteger(static_cast<long long>(nt.nvlinkDomainNodes));
        const QString text =
            names.size() == 1
                ? QCoreApplication::translate(
                      "fp::DesignWarnings",
                      "%1 is a %2, built for an NVLink domain of %3 nodes in one rack, but it is "
                      "in "
                      "no NVLink domain: its GPUs reach other nodes only over the network.")
                      .arg(names.front(), partNameInWords(nt), rack)
                : QCoreApplication::translate(
                      "fp::DesignWarnings",
                      "%1 nodes of type %2 (%3), built for an NVLink domain of %4 nodes in one "
                      "rack, are in no NVLink domain: their GPUs reach other nodes only over the "
                      "network.")
                      .arg(formatInteger(names.size()), partNameInWords(nt), someNames(names),
                           rack);
        out.push_back(Issue{Severity::Warning, QStringLiteral("nvlink-rack-missing"), text, first});
    }
}

void checkSinglePointOfFailure(const Project &p, const Evaluation &e, IssueList &out)
{
    if (!p.organisation.surviveSingleSwitchFailure)
        return;
    for (const VariantEvaluation &v : e.variants) {
        if (v.kind != VariantKind::AsDrawn)
            continue;
        const FailureImpact &f = v.resilience.worstSwitchFailure;
        if (f.jobSurvives || f.subject == NoId)
            return;
        const Switch *s = p.switchById(f.subject);
        if (!s)
            return; // the evaluation is of an older state of the project
        // The resilience analysis says what would meet the requirement (the node type
        // with dual-port NICs and its extra cost, or two planes), so the warning repeats it.
        QString advice;
        for (const Explanation &x : v.resilience.explanations)
            if (x.id == QLatin1String("survival-requirement-not-met"))
                advice = x.text;
        const QString text =
            advice.isEmpty()
                ? QCoreApplication::translate(
                      "fp::DesignWarnings",
                      "Single point of failure: when %1 fails %2 GPUs are cut off and a job "
                      "spanning the cluster stops.")
                      .arg(switchName(*s), formatInteger(f.gpusCutOff))
                : QCoreApplication::translate("fp::DesignWarnings", "Single point of failure: %1")
                      .arg(inSentence(advice));
        out.push_back(
            Issue{Severity::Warning, QStringLiteral("single-point-of-failure"), text, s->id});
        return;
    }
}

// The subnet managers off the switches (UFM appliances, or OpenSM on two control-plane
// servers) each take a port in every subnet they manage (CostResult::subnetManagerPorts);
// a compute fabric whose switch ports are all in use has none for them. NVIDIA's DGX
// SuperPOD H100 RA keeps them free by building 31 nodes per scalable unit (127 in four).
void checkSubnetManagerPorts(const Project &p, const Evaluation &e, IssueList &out)
{
    const Fabric *compute = p.computeFabric();
    if (!compute)
        return;
    for (const VariantEvaluation &v : e.variants) {
        if (v.kind != VariantKind::AsDrawn)
            continue;
        const auto it = v.cost.subnetManagerPorts.find(compute->id);
        const long long needed = it == v.cost.subnetManagerPorts.end() ? 0 : it->second;
        const long long free = v.resilience.freeSwitchPorts;
        if (needed <= 0 || free >= needed)
            return;
        const QString text =
            QCoreApplication::translate(
                "fp::DesignWarnings",
                "The InfiniBand subnet managers need %1 ports on %2, one in each plane for each "
                "UFM appliance or OpenSM server, but only %3 switch ports are free: leave a "
                "node per scalable unit unlinked (NVIDIA's DGX SuperPOD RA builds 31 nodes per "
                "unit, 127 in four) or add a leaf.")
                .arg(formatInteger(needed), compute->name, formatInteger(free));
        out.push_back(
            Issue{Severity::Warning, QStringLiteral("subnet-manager-ports"), text, compute->id});
        return;
    }
}

// Node racks that cannot hold their nodes: nodes-per-rack x the node type's height + the
// unit of the rack's management switch above the rack height (docs/FLOORPLAN.md, "Rack
// elevation"). Rack-scale node types (NVL72 trays) fill their vendor's rack instead.
void checkRackSpace(const Project &project, AssumptionReader &reader, IssueList &out)
{
    if (project.nodes.empty())
        return;
    const Figure *perRack = reader.assumption(QStringLiteral("nodes-per-rack"));
    const Figure *height = reader.assumption(QStringLiteral("rack-height-u"));
    if (!perRack || !height || !perRack->known || !height->known)
        return;
    QSet<QString> seen;
    for (const Node &n : project.nodes) {
        const NodeTypeSpec *t = reader.catalog().nodeType(n.nodeTypeId);
        if (seen.contains(n.nodeTypeId) || !t || !t->rackUnits.known || t->nvlinkDomainNodes > 1)
            continue;
        seen.insert(n.nodeTypeId);
        const long nodes = std::lround(perRack->value);
        const long need = nodes * std::lround(t->rackUnits.value) + RackSpace::ReservedU;
        if (need <= std::lround(height->value))
            continue;
        const QString text =
            QCoreApplication::translate(
                "fp::DesignWarnings",
                "A rack of %1 nodes of type %2 (%3 U each) and its management switch needs %4 "
                "U, more than the rack height of %5 U: set fewer nodes per rack or a taller "
                "rack under Profiles and assumptions; the nodes that do not fit get no rack "
                "position.")
                .arg(nodes)
                .arg(partNameInWords(*t))
                .arg(formatNumber(t->rackUnits.value, 0))
                .arg(need)
                .arg(formatNumber(height->value, 0));
        out.push_back(Issue{Severity::Warning, QStringLiteral("rack-overfull"), text, n.id});
    }
}

} // namespace

IssueList checkDesignWarnings(const Project &project, const Catalog &catalog,
                              const Evaluation *evaluation, FiguresUsed *used)
{
    IssueList out;
    AssumptionReader reader(catalog);
    checkNodesWithoutSwitches(project, out);
    checkPartlyLinkedNodes(project, catalog, out);
    checkUnlinkedSwitches(project, reader, out);
    checkTierSkips(project, out);
    checkIdlePorts(project, reader, out);
    checkRackDomains(project, catalog, out);
    checkReach(project, reader, out);
    checkRoce(project, reader, out);
    checkRackSpace(project, reader, out);
    if (evaluation) {
        checkSinglePointOfFailure(project, *evaluation, out);
        checkSubnetManagerPorts(project, *evaluation, out);
    }
    if (used)
        *used = reader.used();
    return out;
}

} // namespace fp
