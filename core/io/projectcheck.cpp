// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/projectcheck.h"

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
    }
    return {"?", "?"};
}

bool finite(double v)
{
    return std::isfinite(v);
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

    bool atLeast(const Where &w, double value, double min)
    {
        if (finite(value) && value >= min)
            return true;
        return fail(w, QCoreApplication::translate("fp::ProjectFile", "%1 is not a number >= %2")
                           .arg(value)
                           .arg(min));
    }

    bool position(Collection c, int i, Id id, QPointF pos)
    {
        if (!finite(pos.x()))
            return fail(at(c, i, id, "pos_x"),
                        QCoreApplication::translate("fp::ProjectFile", "not a finite number"));
        if (!finite(pos.y()))
            return fail(at(c, i, id, "pos_y"),
                        QCoreApplication::translate("fp::ProjectFile", "not a finite number"));
        return true;
    }

    bool linkEnd(int i, const Link &l, const LinkEnd &e, bool isA)
    {
        const char *objectField = isA ? "a_object" : "b_object";
        const char *nicField = isA ? "a_nic" : "b_nic";
        const char *portField = isA ? "a_port" : "b_port";
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
        return atLeast(at(Collection::Link, i, l.id, portField), e.port, 0);
    }

    bool run()
    {
        if (p.nextId == NoId) {
            return fail(at(Collection::Info, -1, 1, "next_id"),
                        QCoreApplication::translate("fp::ProjectFile", "must be at least 1"));
        }
        if (!ids())
            return false;

        for (int i = 0; i < int(p.groups.size()); ++i) {
            const Group &g = p.groups[i];
            if (!atLeast(at(Collection::Group, i, g.id, "repeat"), g.repeat, 1) ||
                !position(Collection::Group, i, g.id, g.pos))
                return false;
        }
        for (int i = 0; i < int(p.fabrics.size()); ++i) {
            const Fabric &f = p.fabrics[i];
            if (!f.generated)
                continue;
            const GeneratorParams &gp = *f.generated;
            if (!atLeast(at(Collection::Generator, i, f.id, "gpus"), gp.gpus, 0) ||
                !atLeast(at(Collection::Generator, i, f.id, "planes"), gp.planes, 1))
                return false;
            if (!finite(gp.oversubscription) || gp.oversubscription <= 0) {
                return fail(at(Collection::Generator, i, f.id, "oversubscription"),
                            QCoreApplication::translate("fp::ProjectFile", "%1 is not a number > 0")
                                .arg(gp.oversubscription));
            }
        }
        for (int i = 0; i < int(p.nodes.size()); ++i) {
            const Node &n = p.nodes[i];
            if (!ref(at(Collection::Node, i, n.id, "group_id"), n.groupId, 'g', true) ||
                !position(Collection::Node, i, n.id, n.pos))
                return false;
        }
        for (int i = 0; i < int(p.nvlinkDomains.size()); ++i) {
            const NvlinkDomain &d = p.nvlinkDomains[i];
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
        }
        for (int i = 0; i < int(p.switches.size()); ++i) {
            const Switch &s = p.switches[i];
            if (!ref(at(Collection::Switch, i, s.id, "fabric_id"), s.fabricId, 'f', true) ||
                !ref(at(Collection::Switch, i, s.id, "group_id"), s.groupId, 'g', true) ||
                !atLeast(at(Collection::Switch, i, s.id, "tier"), s.tier, 0) ||
                !atLeast(at(Collection::Switch, i, s.id, "plane"), s.plane, 0) ||
                !position(Collection::Switch, i, s.id, s.pos))
                return false;
        }
        for (int i = 0; i < int(p.links.size()); ++i) {
            const Link &l = p.links[i];
            if (!ref(at(Collection::Link, i, l.id, "fabric_id"), l.fabricId, 'f', true) ||
                !linkEnd(i, l, l.a, true) || !linkEnd(i, l, l.b, false) ||
                !atLeast(at(Collection::Link, i, l.id, "bundle"), l.bundle, 1) ||
                !atLeast(at(Collection::Link, i, l.id, "gbit_per_s"), l.gbitPerS, 0) ||
                !atLeast(at(Collection::Link, i, l.id, "length_m"), l.lengthM, 0))
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

        const WorkloadProfile &wl = p.workload;
        const auto wAt = [](const char *field) { return at(Collection::Workload, -1, 1, field); };
        if (!atLeast(wAt("tensor_parallel"), wl.tensorParallel, 0) ||
            !atLeast(wAt("pipeline_parallel"), wl.pipelineParallel, 0) ||
            !atLeast(wAt("data_parallel"), wl.dataParallel, 0) ||
            !atLeast(wAt("expert_parallel"), wl.expertParallel, 0) ||
            !atLeast(wAt("comm_share"), wl.commShare, 0) ||
            !atLeast(wAt("job_gpus"), wl.jobGpus, 0))
            return false;
        if (wl.commShare > 1.0) {
            return fail(
                wAt("comm_share"),
                QCoreApplication::translate("fp::ProjectFile", "%1 is not a share between 0 and 1")
                    .arg(wl.commShare));
        }
        for (int j = 0; j < int(wl.collectiveBytes.size()); ++j) {
            Where w = at(Collection::CollectiveSize, -1, NoId, "bytes");
            w.sub = j;
            if (!atLeast(w, wl.collectiveBytes[j], 1))
                return false;
        }

        const OrganisationProfile &o = p.organisation;
        const auto oAt = [](const char *field) {
            return at(Collection::Organisation, -1, 1, field);
        };
        if (!atLeast(oAt("gpus_in_one_year"), o.gpusInOneYear, 0) ||
            !atLeast(oAt("gpus_in_three_years"), o.gpusInThreeYears, 0) ||
            !atLeast(oAt("energy_eur_per_kwh"), o.energyEurPerKwh, 0) ||
            !atLeast(oAt("pue"), o.pue, 0) ||
            !atLeast(oAt("depreciation_years"), o.depreciationYears, 0) ||
            !atLeast(oAt("support_share_of_capex_per_year"), o.supportShareOfCapexPerYear, 0) ||
            !atLeast(oAt("spares_share"), o.sparesShare, 0))
            return false;

        for (int i = 0; i < int(p.measurements.size()); ++i) {
            QString field;
            const QString problem = checkMeasurement(p.measurements[i], &field);
            if (!problem.isEmpty()) {
                Where w = at(Collection::Measurement, i, Id(i + 1), "");
                w.field = field;
                return fail(w, problem);
            }
        }

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

QString notAtLeast(double value, double min)
{
    return QCoreApplication::translate("fp::ProjectFile", "%1 is not a number >= %2")
        .arg(value)
        .arg(min);
}

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

QString checkMeasurement(const Measurement &m, QString *field)
{
    const auto bad = [field](const char *name, double value) {
        *field = QString::fromLatin1(name);
        return notAtLeast(value, 0);
    };
    if (m.run < 0)
        return bad("run", m.run);
    if (m.gpus < 0)
        return bad("gpus", m.gpus);
    if (m.bytes < 0)
        return bad("bytes", double(m.bytes));
    if (!finite(m.seconds) || m.seconds < 0)
        return bad("time_s", m.seconds);
    if (!finite(m.algbwGbyteS) || m.algbwGbyteS < 0)
        return bad("algbw_gbyte_s", m.algbwGbyteS);
    if (!finite(m.busbwGbyteS) || m.busbwGbyteS < 0)
        return bad("busbw_gbyte_s", m.busbwGbyteS);
    if (m.count < 0)
        return bad("count", double(m.count));
    if (m.nodes < 0)
        return bad("nodes", m.nodes);
    if (!finite(m.inPlaceSeconds) || m.inPlaceSeconds < 0)
        return bad("in_place_time_s", m.inPlaceSeconds);
    if (!finite(m.inPlaceAlgbwGbyteS) || m.inPlaceAlgbwGbyteS < 0)
        return bad("in_place_algbw_gbyte_s", m.inPlaceAlgbwGbyteS);
    if (!finite(m.inPlaceBusbwGbyteS) || m.inPlaceBusbwGbyteS < 0)
        return bad("in_place_busbw_gbyte_s", m.inPlaceBusbwGbyteS);
    // -1 means "not known" for these.
    const auto minusOne = [field](const char *name, double value) {
        *field = QString::fromLatin1(name);
        return notAtLeast(value, -1);
    };
    if (m.root < -1)
        return minusOne("root", m.root);
    if (!finite(m.wrong) || m.wrong < -1)
        return minusOne("wrong", m.wrong);
    if (!finite(m.inPlaceWrong) || m.inPlaceWrong < -1)
        return minusOne("in_place_wrong", m.inPlaceWrong);
    if (!finite(m.avgBusbwGbyteS) || m.avgBusbwGbyteS < -1)
        return minusOne("avg_busbw_gbyte_s", m.avgBusbwGbyteS);
    return {};
}

QString checkFigureOverride(const FigureOverride &f, QString *field)
{
    if (!finite(f.figure.value)) {
        *field = QStringLiteral("value");
        return QCoreApplication::translate("fp::ProjectFile", "not a finite number");
    }
    return {};
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
