// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/invariants.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <cmath>
#include <map>
#include <optional>

namespace fp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("fp::Checker", text);
}

struct Checker {
    const Project &p;
    const Catalog &c;
    IssueList out;

    QHash<Id, const Node *> nodes;
    QHash<Id, const Switch *> switches;
    QHash<Id, const Fabric *> fabrics;

    void add(Severity s, const char *code, const QString &text, Id subject)
    {
        out.push_back(Issue{s, QString::fromLatin1(code), text, subject});
    }

    QString nodeName(const Node &n) const
    {
        return n.name.isEmpty() ? tr("node %1").arg(n.id) : n.name;
    }
    QString switchName(const Switch &s) const
    {
        return s.name.isEmpty() ? tr("switch %1").arg(s.id) : s.name;
    }
    QString endName(Id id) const
    {
        if (const Node *n = nodes.value(id, nullptr))
            return nodeName(*n);
        if (const Switch *sw = switches.value(id, nullptr))
            return switchName(*sw);
        return tr("object %1").arg(id);
    }
    // A link by its ends' names, so a reader finds it: "41 (Node 3 to Leaf 1)".
    QString linkName(const Link &l) const
    {
        return tr("%1 (%2 to %3)")
            .arg(QString::number(l.id), endName(l.a.objectId), endName(l.b.objectId));
    }

    void index()
    {
        for (const Node &n : p.nodes)
            nodes.insert(n.id, &n);
        for (const Switch &s : p.switches)
            switches.insert(s.id, &s);
        for (const Fabric &f : p.fabrics)
            fabrics.insert(f.id, &f);
    }

    void checkIds()
    {
        QSet<Id> seen;
        auto claim = [&](Id id, const char *what) {
            if (id == NoId || id >= p.nextId || seen.contains(id)) {
                add(Severity::Error, "id-invalid",
                    tr("The %1 with id %2 has an id that is missing, duplicated or not below "
                       "the project's next id (%3).")
                        .arg(QString::fromLatin1(what))
                        .arg(id)
                        .arg(p.nextId),
                    id);
            }
            seen.insert(id);
        };
        for (const Node &n : p.nodes)
            claim(n.id, "node");
        for (const Switch &s : p.switches)
            claim(s.id, "switch");
        for (const Link &l : p.links)
            claim(l.id, "link");
        for (const Fabric &f : p.fabrics)
            claim(f.id, "fabric");
        for (const Group &g : p.groups)
            claim(g.id, "group");
        for (const NvlinkDomain &d : p.nvlinkDomains)
            claim(d.id, "NVLink domain");
    }

    void checkGroups()
    {
        for (const Group &g : p.groups) {
            if (g.repeat < 1) {
                add(Severity::Error, "group-repeat-invalid",
                    tr("Group \"%1\" is repeated %2 times; a group must be repeated at least "
                       "once.")
                        .arg(g.name)
                        .arg(g.repeat),
                    g.id);
            }
        }
        for (const Node &n : p.nodes) {
            if (n.groupId != NoId && !p.group(n.groupId))
                add(Severity::Error, "group-missing",
                    tr("%1 belongs to group %2, which does not exist.")
                        .arg(nodeName(n))
                        .arg(n.groupId),
                    n.id);
        }
        for (const Switch &s : p.switches) {
            if (s.groupId != NoId && !p.group(s.groupId))
                add(Severity::Error, "group-missing",
                    tr("%1 belongs to group %2, which does not exist.")
                        .arg(switchName(s))
                        .arg(s.groupId),
                    s.id);
        }
    }

    void checkParts()
    {
        for (const Node &n : p.nodes) {
            if (!c.nodeType(n.nodeTypeId))
                add(Severity::Error, "node-type-unknown",
                    tr("%1 is of node type \"%2\", which the catalogue does not have.")
                        .arg(nodeName(n), n.nodeTypeId),
                    n.id);
        }
        for (const Switch &s : p.switches) {
            const SwitchType *t = c.switchType(s.switchTypeId);
            if (!t) {
                add(Severity::Error, "switch-type-unknown",
                    tr("%1 is of switch type \"%2\", which the catalogue does not have.")
                        .arg(switchName(s), s.switchTypeId),
                    s.id);
                continue;
            }
            const Fabric *f = fabrics.value(s.fabricId);
            if (!f) {
                add(Severity::Error, "fabric-missing",
                    tr("%1 belongs to fabric %2, which does not exist.")
                        .arg(switchName(s))
                        .arg(s.fabricId),
                    s.id);
            } else if (f->technology != t->technology) {
                add(Severity::Error, "switch-technology-mismatch",
                    tr("%1 is a %2 switch in the %3 fabric \"%4\".")
                        .arg(switchName(s), t->name, technologyKey(f->technology), f->name),
                    s.id);
            }
        }
    }

    void checkDomains()
    {
        QHash<Id, QString> domainOf; // node -> the first domain that lists it
        for (const NvlinkDomain &d : p.nvlinkDomains) {
            QString gpuType;
            for (Id nid : d.nodeIds) {
                const Node *n = nodes.value(nid);
                if (!n) {
                    add(Severity::Error, "nvlink-domain-node-missing",
                        tr("NVLink domain \"%1\" lists node %2, which does not exist.")
                            .arg(d.name)
                            .arg(nid),
                        d.id);
                    continue;
                }
                if (domainOf.contains(nid)) {
                    add(Severity::Error, "nvlink-domain-node-twice",
                        tr("%1 is in two NVLink domains (\"%2\" and \"%3\"); a node belongs to "
                           "at most one.")
                            .arg(nodeName(*n), domainOf.value(nid), d.name),
                        d.id);
                    continue;
                }
                domainOf.insert(nid, d.name);
                const NodeTypeSpec *nt = c.nodeType(n->nodeTypeId);
                if (!nt)
                    continue;
                if (gpuType.isEmpty()) {
                    gpuType = nt->gpuTypeId;
                } else if (gpuType != nt->gpuTypeId) {
                    add(Severity::Error, "nvlink-domain-mixed-gpus",
                        tr("NVLink domain \"%1\" spans GPUs of different types (%2 and %3); "
                           "NVLink connects GPUs of one type only.")
                            .arg(d.name, gpuType, nt->gpuTypeId),
                        d.id);
                    break;
                }
                if (n->groupId != d.groupId) {
                    add(Severity::Error, "nvlink-domain-group-mismatch",
                        tr("NVLink domain \"%1\" holds %2, which is in another group than "
                           "the domain.")
                            .arg(d.name, nodeName(*n)),
                        d.id);
                }
            }
        }
    }

    // The technology and port speed of a node's NIC port, if it exists.
    std::optional<PortMode> nicPort(const Node &n, const LinkEnd &end, Technology tech,
                                    QString *why) const
    {
        const NodeTypeSpec *nt = c.nodeType(n.nodeTypeId);
        if (!nt)
            return std::nullopt; // reported as node-type-unknown
        if (end.nicIndex < 0 || end.nicIndex >= nt->allNicCount()) {
            *why = tr("%1 has no NIC %2 (its type has %3).")
                       .arg(nodeName(n))
                       .arg(end.nicIndex + 1)
                       .arg(nt->allNicCount());
            return std::nullopt;
        }
        const NicType *nic = c.nic(nt->nicTypeAt(end.nicIndex));
        if (!nic)
            return std::nullopt;
        const auto mode = nic->modeFor(tech);
        if (!mode) {
            *why = tr("NIC %1 of %2 is a %3, which does not support %4.")
                       .arg(end.nicIndex + 1)
                       .arg(nodeName(n), nic->name, technologyKey(tech));
            return std::nullopt;
        }
        if (end.port < 0 || end.port >= mode->ports) {
            *why = tr("NIC %1 of %2 has no port %3 in %4 mode (it has %5).")
                       .arg(end.nicIndex + 1)
                       .arg(nodeName(n))
                       .arg(end.port + 1)
                       .arg(technologyKey(tech))
                       .arg(mode->ports);
            return std::nullopt;
        }
        return mode;
    }

    using SwitchPortOwners = std::map<std::pair<Id, int>, std::vector<Id>>;

    // checkLinks() in its steps: each link's ends, fabric, NIC end and the switch
    // ports it takes; then the switches' port totals and the unconnected nodes.
    struct LinkEnds {
        const Fabric *fabric = nullptr;
        const Node *na = nullptr;   // end a when a node
        const Switch *sa = nullptr; // end a when a switch
        const Switch *sb = nullptr; // end b, always a switch
        Id groupA = NoId;           // group of end a
    };

    // The ends of `l` when they are valid; else the error is added and nothing returned.
    std::optional<LinkEnds> linkEnds(const Link &l)
    {
        const Fabric *f = fabrics.value(l.fabricId);
        if (!f) {
            add(Severity::Error, "fabric-missing",
                tr("Link %1 belongs to fabric %2, which does not exist.")
                    .arg(linkName(l))
                    .arg(l.fabricId),
                l.id);
            return std::nullopt;
        }
        if (l.bundle < 1 || !(l.gbitPerS > 0.0) || !std::isfinite(l.gbitPerS) || l.lengthM < 0.0 ||
            !std::isfinite(l.lengthM)) {
            add(Severity::Error, "link-values-invalid",
                tr("Link %1 has %2 x %3 Gb/s over %4 m; a link needs at least one "
                   "connection of a positive speed and a length of zero or more.")
                    .arg(linkName(l))
                    .arg(l.bundle)
                    .arg(l.gbitPerS)
                    .arg(l.lengthM),
                l.id);
            return std::nullopt;
        }
        const Switch *sb = switches.value(l.b.objectId);
        if (!sb) {
            add(Severity::Error, "link-end-invalid",
                tr("Link %1 must end on a switch, but object %2 is not one.")
                    .arg(linkName(l))
                    .arg(l.b.objectId),
                l.id);
            return std::nullopt;
        }
        if (l.a.objectId == l.b.objectId) {
            add(Severity::Error, "link-self",
                tr("Link %1 runs from %2 to itself.").arg(linkName(l)).arg(switchName(*sb)), l.id);
            return std::nullopt;
        }
        const Node *na = nodes.value(l.a.objectId);
        const Switch *sa = switches.value(l.a.objectId);
        if (!na && !sa) {
            add(Severity::Error, "link-end-invalid",
                tr("Link %1 starts at object %2, which is neither a node nor a switch.")
                    .arg(linkName(l))
                    .arg(l.a.objectId),
                l.id);
            return std::nullopt;
        }
        const Id groupA = na ? na->groupId : sa->groupId;
        if (groupA != NoId && sb->groupId != NoId && groupA != sb->groupId) {
            add(Severity::Error, "link-crosses-groups",
                tr("Link %1 joins two different groups; links may only stay inside one "
                   "group or go from a group to a switch outside any group.")
                    .arg(linkName(l)),
                l.id);
            return std::nullopt;
        }
        if (groupA == NoId && sb->groupId != NoId) {
            add(Severity::Error, "link-crosses-groups",
                tr("Link %1 goes from an object outside any group into a group; draw it "
                   "from the group member instead.")
                    .arg(linkName(l)),
                l.id);
            return std::nullopt;
        }
        return LinkEnds{f, na, sa, sb, groupA};
    }

    void checkLinkFabric(const Link &l, const LinkEnds &e)
    {
        if (e.sa && e.sa->fabricId != e.sb->fabricId) {
            add(Severity::Error, "link-technology-mismatch",
                tr("Link %1 joins switches of two different fabrics.").arg(linkName(l)), l.id);
        }
        if (e.sb->fabricId != l.fabricId || (e.sa && e.sa->fabricId != l.fabricId)) {
            add(Severity::Error, "link-fabric-mismatch",
                tr("Link %1 is in fabric \"%2\" but ends on a switch of another fabric.")
                    .arg(linkName(l))
                    .arg(e.fabric->name),
                l.id);
        }
    }

    // A link from a node: its NIC port exists, runs at the link's speed, carries one
    // link and is not linked twice (nicPortOwner: "node/nic/port" -> link id).
    void checkNicEnd(const Link &l, const LinkEnds &e, QHash<QString, Id> &nicPortOwner)
    {
        QString why;
        const auto mode = nicPort(*e.na, l.a, e.fabric->technology, &why);
        if (!mode && !why.isEmpty()) {
            add(Severity::Error, "nic-port-invalid", why, l.id);
        } else if (mode && std::abs(mode->gbitPerS - l.gbitPerS) > 1e-9) {
            add(Severity::Error, "link-speed-mismatch",
                tr("Link %1 runs at %2 Gb/s, but the NIC port it starts at runs at %3 "
                   "Gb/s.")
                    .arg(linkName(l))
                    .arg(l.gbitPerS)
                    .arg(mode->gbitPerS),
                l.id);
        }
        if (l.bundle != 1) {
            add(Severity::Error, "nic-port-bundle",
                tr("Link %1 bundles %2 connections from one NIC port; a NIC port "
                   "carries one link.")
                    .arg(linkName(l))
                    .arg(l.bundle),
                l.id);
        }
        const QString key =
            QStringLiteral("%1/%2/%3").arg(e.na->id).arg(l.a.nicIndex).arg(l.a.port);
        if (nicPortOwner.contains(key)) {
            add(Severity::Error, "nic-port-linked-twice",
                tr("Port %1 of NIC %2 on %3 is linked twice (links %4 and %5).")
                    .arg(l.a.port + 1)
                    .arg(l.a.nicIndex + 1)
                    .arg(nodeName(*e.na))
                    .arg(nicPortOwner.value(key))
                    .arg(linkName(l)),
                l.id);
        } else {
            nicPortOwner.insert(key, l.id);
        }
    }

    // Port usage per switch as a fraction of its ports at each link's speed.
    // `speedOn`: the one speed of a switch's links, -1 when they run at several.
    void countSwitchPorts(const Link &l, const LinkEnds &e, QHash<Id, double> &portShare,
                          QHash<Id, double> &linksOn, QHash<Id, double> &speedOn)
    {
        // Ports used on each switch end. A link from a group member to an outside
        // switch is repeated once per group instance.
        const double mult = p.multiplicity(e.groupA);
        for (const Switch *s : {e.sa, e.sb}) {
            if (!s)
                continue;
            const SwitchType *t = c.switchType(s->switchTypeId);
            if (!t)
                continue;
            const int ports = t->portsAt(l.gbitPerS);
            if (ports <= 0) {
                add(Severity::Error, "link-speed-unsupported",
                    tr("%1 (%2) has no ports at %3 Gb/s, the speed of link %4.")
                        .arg(switchName(*s), t->name)
                        .arg(l.gbitPerS)
                        .arg(linkName(l)),
                    l.id);
                continue;
            }
            const double m = (s == e.sb && s->groupId == NoId) ? mult : 1.0;
            portShare[s->id] += l.bundle * m / ports;
            linksOn[s->id] += l.bundle * m;
            const auto known = speedOn.constFind(s->id);
            if (known == speedOn.constEnd())
                speedOn.insert(s->id, l.gbitPerS);
            else if (*known != l.gbitPerS)
                speedOn.insert(s->id, -1.0);
        }
    }

    // A switch end with a numbered port (LinkEnd::port, model.h): ports port ..
    // port + bundle - 1 exist at the link's speed, and a link repeated by its group
    // does not number a port of a switch outside the group (every copy would take it).
    // switchPortOwners: (switch, port) -> the links on it.
    void numberedSwitchPorts(const Link &l, const LinkEnds &e, SwitchPortOwners &switchPortOwners)
    {
        const std::pair<const Switch *, const LinkEnd *> ends[] = {{e.sa, &l.a}, {e.sb, &l.b}};
        for (const auto &[s, end] : ends) {
            if (!s || end->port == UnnumberedPort)
                continue;
            const SwitchType *t = c.switchType(s->switchTypeId);
            const int ports = t ? t->portsAt(l.gbitPerS) : 0;
            if (end->port < 0 || (ports > 0 && end->port + l.bundle > ports)) {
                add(Severity::Error, "switch-port-invalid",
                    tr("Link %1 takes ports %2 to %3 of %4, which has %5 ports at %6 Gb/s.")
                        .arg(linkName(l))
                        .arg(end->port + 1)
                        .arg(end->port + l.bundle)
                        .arg(switchName(*s))
                        .arg(ports)
                        .arg(l.gbitPerS),
                    l.id);
                continue;
            }
            const double copies = s->groupId == NoId ? p.multiplicity(e.groupA) : 1.0;
            if (copies > 1.0) {
                add(Severity::Error, "switch-port-repeated",
                    tr("Link %1 is repeated %2 times by its group but numbers port %3 of %4, "
                       "which only one copy can take; leave the port unnumbered.")
                        .arg(linkName(l))
                        .arg(copies)
                        .arg(end->port + 1)
                        .arg(switchName(*s)),
                    l.id);
                continue;
            }
            for (int k = 0; k < l.bundle; ++k)
                switchPortOwners[{s->id, end->port + k}].push_back(l.id);
        }
    }

    // One error per numbered switch port that more than one link takes.
    void checkSwitchPortsTakenTwice(const SwitchPortOwners &switchPortOwners)
    {
        for (const auto &[switchAndPort, links] : switchPortOwners) {
            if (links.size() < 2)
                continue;
            const Switch *s = p.switchById(switchAndPort.first);
            QStringList ids;
            for (std::size_t i = 0; i < links.size() && i < 6; ++i)
                ids << QString::number(links[i]);
            if (links.size() > 6)
                ids << QStringLiteral("...");
            add(Severity::Error, "switch-port-linked-twice",
                tr("Port %1 of %2 is taken by %3 links (%4); a port carries one.")
                    .arg(switchAndPort.second + 1)
                    .arg(s ? switchName(*s) : QString::number(switchAndPort.first))
                    .arg(links.size())
                    .arg(ids.join(QStringLiteral(", "))),
                links.front());
        }
    }

    void checkLinks()
    {
        QHash<Id, double> portShare;
        QHash<Id, double> linksOn;
        QHash<QString, Id> nicPortOwner; // "node/nic/port" -> link id
        SwitchPortOwners switchPortOwners;
        QHash<Id, double> speedOn;
        for (const Link &l : p.links) {
            const std::optional<LinkEnds> e = linkEnds(l);
            if (!e)
                continue;
            checkLinkFabric(l, *e);
            if (e->na)
                checkNicEnd(l, *e, nicPortOwner);
            numberedSwitchPorts(l, *e, switchPortOwners);
            countSwitchPorts(l, *e, portShare, linksOn, speedOn);
        }
        checkSwitchPortsTakenTwice(switchPortOwners);
        for (const Switch &s : p.switches) {
            const SwitchType *t = c.switchType(s.switchTypeId);
            if (t && portShare.value(s.id) > 1.0 + 1e-9)
                add(Severity::Error, "switch-ports-exceeded",
                    portsExceeded(s, *t, linksOn, speedOn), s.id);
        }
        checkUnconnectedNodes(nicPortOwner);
    }

    // The ports at the links' speed when they share one (a QM9700 has 64 at 400 Gb/s,
    // 128 at 200 Gb/s: docs/CATALOG.md), else the native ports.
    QString portsExceeded(const Switch &s, const SwitchType &t, const QHash<Id, double> &linksOn,
                          const QHash<Id, double> &speedOn) const
    {
        const double speed = speedOn.value(s.id, -1.0);
        if (speed > 0.0)
            return tr("%1 has %2 links at %3 Gb/s but only %4 ports at that speed (%5).")
                .arg(switchName(s))
                .arg(linksOn.value(s.id))
                .arg(speed)
                .arg(t.portsAt(speed))
                .arg(t.name);
        return tr("%1 has %2 links but only %3 ports (%4).")
            .arg(switchName(s))
            .arg(linksOn.value(s.id))
            .arg(t.modes.empty() ? 0 : t.modes.front().ports)
            .arg(t.name);
    }

    // Legal but worth a look: NIC ports left unconnected in a compute fabric.
    void checkUnconnectedNodes(const QHash<QString, Id> &nicPortOwner)
    {
        bool hasCompute = false;
        for (const Fabric &f : p.fabrics)
            hasCompute = hasCompute || f.purpose == FabricPurpose::Compute;
        if (!hasCompute)
            return;
        for (const Node &n : p.nodes) {
            const NodeTypeSpec *nt = c.nodeType(n.nodeTypeId);
            if (!nt)
                continue;
            int linked = 0;
            for (int i = 0; i < nt->nicCount; ++i) {
                for (int port = 0; port < 4; ++port) {
                    if (nicPortOwner.contains(
                            QStringLiteral("%1/%2/%3").arg(n.id).arg(i).arg(port)))
                        ++linked;
                }
            }
            if (linked == 0) {
                add(Severity::Warning, "node-unconnected",
                    tr("%1 has no link to any fabric.").arg(nodeName(n)), n.id);
            }
        }
    }
};

} // namespace

QString severityKey(Severity s)
{
    switch (s) {
    case Severity::Info:
        return QStringLiteral("info");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Error:
        break;
    }
    return QStringLiteral("error");
}

IssueList checkInvariants(const Project &project, const Catalog &catalog)
{
    Checker ch{project, catalog, {}, {}, {}, {}};
    ch.index();
    ch.checkIds();
    ch.checkGroups();
    ch.checkParts();
    ch.checkDomains();
    ch.checkLinks();
    return std::move(ch.out);
}

} // namespace fp
