// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/projectcheck.h"

#include "io/fields.h"
#include "model/variantkind.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <cmath>

namespace fp::projectcheck {

namespace {

struct Names {
    const char *table;
    const char *json;
};

Names namesOf(Collection c)
{
    switch (c) {
    case Collection::Info:
        return {"project", "info"};
    case Collection::Group:
        return {"repeat_group", "groups"};
    case Collection::Fabric:
        return {"fabric", "fabrics"};
    case Collection::Generator:
        return {"generator_params", "fabrics"};
    case Collection::Node:
        return {"node", "nodes"};
    case Collection::NvlinkDomain:
        return {"nvlink_domain", "nvlink_domains"};
    case Collection::NvlinkMember:
        return {"nvlink_domain_node", "nvlink_domains"};
    case Collection::Switch:
        return {"switch", "switches"};
    case Collection::Link:
        return {"link", "links"};
    case Collection::FigureOverride:
        return {"figure_override", "catalog_overrides.figures"};
    case Collection::OwnPart:
        return {"own_part", "catalog_overrides.own_parts"};
    case Collection::Workload:
        return {"workload", "workload"};
    case Collection::CollectiveSize:
        return {"workload_collective_size", "workload"};
    case Collection::Organisation:
        return {"organisation", "organisation"};
    case Collection::Measurement:
        return {"measurement", "measurements"};
    case Collection::Calibration:
        return {"calibration_choice", "calibration"};
    case Collection::Requirements:
        return {"requirements", "requirements"};
    case Collection::DecisionWeights:
        return {"decision_weights", "decision_weights"};
    case Collection::FloorLayout:
        return {"floor_layout", "floor_layout"};
    case Collection::ComparisonBasis:
        return {"comparison_basis", "comparison_basis"};
    }
    return {"?", "?"};
}

// The place and problem of the first failed check.
struct Checker {
    const Project &p;
    Formatter format;
    QString error;

    QHash<Id, char> kinds; // id -> 'g' group, 'f' fabric, 'n' node, 'd' domain, 's', 'l'

    bool fail(const Where &w, const QString &problem)
    {
        error = QCoreApplication::translate("fp::ProjectFile", "%1: %2").arg(format(w), problem);
        return false;
    }

    static Where at(Collection c, int index, Id id, const char *field)
    {
        Where w;
        w.collection = c;
        w.index = index;
        w.row = id;
        w.field = QString::fromLatin1(field);
        return w;
    }

    bool claim(Collection c, int index, Id id, char kind)
    {
        if (id == NoId) {
            return fail(at(c, index, id, "id"),
                        QCoreApplication::translate("fp::ProjectFile", "the id must not be 0"));
        }
        if (kinds.contains(id)) {
            return fail(at(c, index, id, "id"),
                        QCoreApplication::translate("fp::ProjectFile",
                                                    "id %1 is already used by another object")
                            .arg(id));
        }
        if (id >= p.nextId) {
            return fail(at(c, index, id, "id"),
                        QCoreApplication::translate("fp::ProjectFile",
                                                    "id %1 is not below the project's next id %2")
                            .arg(id)
                            .arg(p.nextId));
        }
        kinds.insert(id, kind);
        return true;
    }

    bool ids()
    {
        for (int i = 0; i < int(p.groups.size()); ++i) {
            if (!claim(Collection::Group, i, p.groups[i].id, 'g'))
                return false;
        }
        for (int i = 0; i < int(p.fabrics.size()); ++i) {
            if (!claim(Collection::Fabric, i, p.fabrics[i].id, 'f'))
                return false;
        }
        for (int i = 0; i < int(p.nodes.size()); ++i) {
            if (!claim(Collection::Node, i, p.nodes[i].id, 'n'))
                return false;
        }
        for (int i = 0; i < int(p.nvlinkDomains.size()); ++i) {
            if (!claim(Collection::NvlinkDomain, i, p.nvlinkDomains[i].id, 'd'))
                return false;
        }
        for (int i = 0; i < int(p.switches.size()); ++i) {
            if (!claim(Collection::Switch, i, p.switches[i].id, 's'))
                return false;
        }
        for (int i = 0; i < int(p.links.size()); ++i) {
            if (!claim(Collection::Link, i, p.links[i].id, 'l'))
                return false;
        }
        return true;
    }

    // A reference that may be NoId ("none") or must name an object of `kind`.
    bool ref(const Where &w, Id id, char kind, bool optional)
    {
        if (id == NoId && optional)
            return true;
        if (kinds.value(id) == kind)
            return true;
        QString what;
        switch (kind) {
        case 'g':
            what = QCoreApplication::translate("fp::ProjectFile", "no group has id %1");
            break;
        case 'f':
            what = QCoreApplication::translate("fp::ProjectFile", "no fabric has id %1");
            break;
        default:
            what = QCoreApplication::translate("fp::ProjectFile", "no node has id %1");
            break;
        }
        return fail(w, what.arg(id));
    }

    // Every field of `s` in the range its table gives (fields.h).
    template <typename S> bool inRange(Collection c, int i, Id id, const S &s, fields::Table<S> t)
    {
        const char *field = nullptr;
        const QString problem = fields::check(s, t, &field);
        return problem.isEmpty() || fail(at(c, i, id, field), problem);
    }

    template <typename S>
    bool allInRange(Collection c, const std::vector<S> &items, fields::Table<S> t, bool byRow)
    {
        for (int i = 0; i < int(items.size()); ++i) {
            Id row = byRow ? Id(i + 1) : NoId;
            if constexpr (requires { items[i].id; })
                row = byRow ? Id(i + 1) : items[i].id;
            if (!inRange(c, i, row, items[i], t))
                return false;
        }
        return true;
    }

    bool linkEnd(int i, const Link &l, const LinkEnd &e, bool isA)
    {
        const char *objectField = isA ? "a_object" : "b_object";
        const char *nicField = isA ? "a_nic" : "b_nic";
        const char kind = kinds.value(e.objectId);
        if (kind == 'n') {
            if (e.nicIndex < 0) {
                return fail(at(Collection::Link, i, l.id, nicField),
                            QCoreApplication::translate(
                                "fp::ProjectFile", "a link end at a node needs a NIC index >= 0, "
                                                   "not %1")
                                .arg(e.nicIndex));
            }
        } else if (kind == 's') {
            if (e.nicIndex != -1) {
                return fail(
                    at(Collection::Link, i, l.id, nicField),
                    QCoreApplication::translate("fp::ProjectFile",
                                                "a link end at a switch has NIC index -1, not %1")
                        .arg(e.nicIndex));
            }
        } else {
            return fail(
                at(Collection::Link, i, l.id, objectField),
                QCoreApplication::translate("fp::ProjectFile", "no node or switch has id %1")
                    .arg(e.objectId));
        }
        return true; // the port's range: fields.cpp
    }

    // Every value in the range its field table gives.
    bool ranges()
    {
        if (!allInRange(Collection::Group, p.groups, fields::group(), false) ||
            !allInRange(Collection::Fabric, p.fabrics, fields::fabric(), false) ||
            !allInRange(Collection::Node, p.nodes, fields::node(), false) ||
            !allInRange(Collection::NvlinkDomain, p.nvlinkDomains, fields::nvlinkDomain(), false) ||
            !allInRange(Collection::Switch, p.switches, fields::switches(), false) ||
            !allInRange(Collection::Link, p.links, fields::link(), false) ||
            !allInRange(Collection::Measurement, p.measurements, fields::measurement(), true) ||
            !allInRange(Collection::Calibration, p.calibration, fields::calibration(), true) ||
            !inRange(Collection::Info, -1, 1, p.info, fields::info()) ||
            !inRange(Collection::Workload, -1, 1, p.workload, fields::workload()) ||
            !inRange(Collection::Workload, -1, 1, p.workload.model, fields::modelPlan()) ||
            !inRange(Collection::Organisation, -1, 1, p.organisation, fields::organisation()) ||
            !inRange(Collection::Requirements, -1, 1, p.requirements, fields::requirements()) ||
            !inRange(Collection::DecisionWeights, -1, 1, p.decisionWeights,
                     fields::decisionWeights()) ||
            !inRange(Collection::FloorLayout, -1, 1, p.floorLayout, fields::floorLayout()) ||
            !inRange(Collection::ComparisonBasis, -1, 1, p.comparisonBasis,
                     fields::comparisonBasis()))
            return false;
        for (int i = 0; i < int(p.fabrics.size()); ++i) {
            const Fabric &f = p.fabrics[i];
            if (f.generated &&
                !inRange(Collection::Generator, i, f.id, *f.generated, fields::generator()))
                return false;
        }
        for (int i = 0; i < int(p.catalogOverrides.figures.size()); ++i) {
            QString field;
            const QString problem = checkFigureOverride(p.catalogOverrides.figures[i], &field);
            if (!problem.isEmpty()) {
                Where w = at(Collection::FigureOverride, i, Id(i + 1), "");
                w.field = field;
                return fail(w, problem);
            }
        }
        const std::vector<double> &sizes = p.workload.collectiveBytes;
        for (int j = 0; j < int(sizes.size()); ++j) {
            Where w = at(Collection::CollectiveSize, -1, NoId, "bytes");
            w.sub = j;
            if (const QString problem = validate(fields::collectiveBytesRange(), sizes[j]);
                !problem.isEmpty())
                return fail(w, problem);
        }
        return true;
    }

    bool references()
    {
        for (int i = 0; i < int(p.nodes.size()); ++i) {
            const Node &n = p.nodes[i];
            if (!ref(at(Collection::Node, i, n.id, "group_id"), n.groupId, 'g', true))
                return false;
        }
        for (int i = 0; i < int(p.nvlinkDomains.size()); ++i) {
            if (!domain(i, p.nvlinkDomains[i]))
                return false;
        }
        for (int i = 0; i < int(p.switches.size()); ++i) {
            const Switch &s = p.switches[i];
            if (!ref(at(Collection::Switch, i, s.id, "fabric_id"), s.fabricId, 'f', true) ||
                !ref(at(Collection::Switch, i, s.id, "group_id"), s.groupId, 'g', true))
                return false;
        }
        for (int i = 0; i < int(p.links.size()); ++i) {
            const Link &l = p.links[i];
            if (!ref(at(Collection::Link, i, l.id, "fabric_id"), l.fabricId, 'f', true) ||
                !linkEnd(i, l, l.a, true) || !linkEnd(i, l, l.b, false))
                return false;
        }
        return true;
    }

    bool domain(int i, const NvlinkDomain &d)
    {
        if (!ref(at(Collection::NvlinkDomain, i, d.id, "group_id"), d.groupId, 'g', true))
            return false;
        QSet<Id> seen;
        for (int j = 0; j < int(d.nodeIds.size()); ++j) {
            Where w = at(Collection::NvlinkMember, i, d.id, "node_id");
            w.sub = j;
            if (!ref(w, d.nodeIds[j], 'n', false))
                return false;
            if (seen.contains(d.nodeIds[j])) {
                return fail(
                    w, QCoreApplication::translate("fp::ProjectFile", "node %1 is listed twice")
                           .arg(d.nodeIds[j]));
            }
            seen.insert(d.nodeIds[j]);
        }
        return true;
    }

    // The expanded design stays within the limits of model/fieldrange.h, counted in
    // 64 bits before anything is expanded: each object counts once per repeat of its
    // group (Project::multiplicity), each link once per copy.
    bool expansion()
    {
        QHash<Id, qint64> repeat;
        for (const Group &g : p.groups)
            repeat.insert(g.id, g.repeat);
        const auto times = [&](Id groupId) { return groupId == NoId ? 1 : repeat.value(groupId); };
        QHash<Id, Id> groupOf;
        qint64 vertices = 0;
        for (const Node &n : p.nodes) {
            vertices += times(n.groupId);
            groupOf.insert(n.id, n.groupId);
        }
        for (const Switch &s : p.switches) {
            vertices += times(s.groupId);
            groupOf.insert(s.id, s.groupId);
        }
        qint64 links = 0;
        for (const Link &l : p.links)
            links +=
                std::max(times(groupOf.value(l.a.objectId)), times(groupOf.value(l.b.objectId)));
        const auto over = [&](const QString &what, qint64 count, qint64 limit) {
            error = QCoreApplication::translate("fp::ProjectFile",
                                                "the design with its groups repeated has %1 %2; "
                                                "at most %3 are allowed")
                        .arg(count)
                        .arg(what)
                        .arg(limit);
            return false;
        };
        if (vertices > kMaxVertices)
            return over(QCoreApplication::translate("fp::ProjectFile", "nodes and switches"),
                        vertices, kMaxVertices);
        if (links > kMaxLinks)
            return over(QCoreApplication::translate("fp::ProjectFile", "links"), links, kMaxLinks);
        return true;
    }

    bool run()
    {
        if (p.nextId == NoId) {
            return fail(at(Collection::Info, -1, 1, "next_id"),
                        QCoreApplication::translate("fp::ProjectFile", "must be at least 1"));
        }
        if (!ids() || !ranges() || !references() || !expansion())
            return false;

        QSet<QString> calibrated;
        for (int i = 0; i < int(p.calibration.size()); ++i) {
            const QString &v = p.calibration[i].variant;
            if (!variantFromKey(v, nullptr))
                return fail(at(Collection::Calibration, i, Id(i + 1), "variant"),
                            QCoreApplication::translate("fp::ProjectFile", "unknown variant \"%1\"")
                                .arg(v));
            if (calibrated.contains(v))
                return fail(
                    at(Collection::Calibration, i, Id(i + 1), "variant"),
                    QCoreApplication::translate("fp::ProjectFile", "variant \"%1\" is listed twice")
                        .arg(v));
            calibrated.insert(v);
        }
        return true;
    }
};

} // namespace

QString jsonPath(const Where &w)
{
    const Names n = namesOf(w.collection);
    QString s = QString::fromLatin1(n.json);
    if (w.index >= 0)
        s += QStringLiteral("[%1]").arg(w.index);
    if (w.collection == Collection::Generator)
        s += QStringLiteral(".generator");
    if (w.collection == Collection::NvlinkMember)
        s += QStringLiteral(".node_ids[%1]").arg(w.sub);
    else if (w.collection == Collection::CollectiveSize)
        s += QStringLiteral(".collective_bytes[%1]").arg(w.sub);
    else if (!w.field.isEmpty())
        s += QLatin1Char('.') + w.field;
    if (w.collection == Collection::Info && w.field == QLatin1String("next_id"))
        s = QStringLiteral("next_id");
    return s;
}

QString sqlPlace(const Where &w)
{
    const QString table = QString::fromLatin1(namesOf(w.collection).table);
    QString row;
    switch (w.collection) {
    case Collection::NvlinkMember:
        row = QCoreApplication::translate("fp::ProjectFile", "domain_id %1, seq %2")
                  .arg(w.row)
                  .arg(w.sub);
        break;
    case Collection::CollectiveSize:
        row = QCoreApplication::translate("fp::ProjectFile", "seq %1").arg(w.sub);
        break;
    case Collection::Generator:
        row = QCoreApplication::translate("fp::ProjectFile", "fabric_id %1").arg(w.row);
        break;
    default:
        row = QCoreApplication::translate("fp::ProjectFile", "row %1").arg(w.row);
        break;
    }
    if (w.field.isEmpty())
        return QCoreApplication::translate("fp::ProjectFile", "table %1, %2").arg(table, row);
    return QCoreApplication::translate("fp::ProjectFile", "table %1, %2, column %3")
        .arg(table, row, w.field);
}

QString checkFigureOverride(const FigureOverride &f, QString *field)
{
    const char *name = nullptr;
    QString problem = fields::check(f, fields::figureOverride(), &name);
    if (problem.isEmpty() && f.figure.known) {
        name = "value";
        problem = validate(figureRange(f.partId, f.field), f.figure.value);
    }
    if (!problem.isEmpty())
        *field = QString::fromLatin1(name);
    return problem;
}

bool checkProject(const Project &project, Formatter format, QString *error)
{
    Checker c{project, format, {}, {}};
    const bool ok = c.run();
    if (!ok && error)
        *error = c.error;
    return ok;
}

} // namespace fp::projectcheck
