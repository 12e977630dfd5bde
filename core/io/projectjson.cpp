// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/projectjson.h"

#include "io/fields.h"
#include "io/projectcheck.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <limits>

namespace fp {

namespace {

const QLatin1String kFormat("fabricplanner-project");
// 2: a link's port at a switch end is UnnumberedPort (-1) unless numbered; version 1
// wrote 0 there for "not numbered" (read as -1).
constexpr int kFormatVersion = 2;

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

template <typename T> std::vector<const T *> byId(const std::vector<T> &items)
{
    std::vector<const T *> out;
    out.reserve(items.size());
    for (const T &x : items)
        out.push_back(&x);
    std::stable_sort(out.begin(), out.end(), [](const T *a, const T *b) { return a->id < b->id; });
    return out;
}

QJsonValue idValue(Id id)
{
    return QJsonValue(qint64(id));
}

// The fields of `s` as a JSON object, through its field table (fields.h).
template <typename S> QJsonObject toJson(fields::Table<S> table, const S &s)
{
    QJsonObject o;
    for (const fields::Field<S> &f : table) {
        const QVariant v = f.get(s);
        switch (f.kind) {
        case fields::Kind::Text:
        case fields::Kind::Key:
            o.insert(key(f.key), v.toString());
            break;
        case fields::Kind::Integer:
        case fields::Kind::Id:
        case fields::Kind::OptionalId:
            o.insert(key(f.key), qint64(v.toLongLong()));
            break;
        case fields::Kind::Real:
            o.insert(key(f.key), v.toDouble());
            break;
        case fields::Kind::Boolean:
            o.insert(key(f.key), v.toBool());
            break;
        }
    }
    return o;
}

template <typename S> QJsonArray toJson(fields::Table<S> table, const std::vector<S> &items)
{
    QJsonArray a;
    for (const S &x : items)
        a.append(toJson(table, x));
    return a;
}

template <typename S> QJsonArray objectsToJson(fields::Table<S> table, const std::vector<S> &items)
{
    QJsonArray a;
    for (const S *x : byId(items))
        a.append(toJson(table, *x));
    return a;
}

} // namespace

QJsonObject projectToJson(const Project &p)
{
    QJsonObject root;
    root[key("format")] = kFormat;
    root[key("format_version")] = kFormatVersion;
    root[key("info")] = toJson(fields::info(), p.info);
    root[key("next_id")] = idValue(p.nextId);
    root[key("catalog_overrides")] =
        QJsonObject{{key("figures"), toJson(fields::figureOverride(), p.catalogOverrides.figures)},
                    {key("own_parts"), p.catalogOverrides.ownParts}};
    root[key("groups")] = objectsToJson(fields::group(), p.groups);

    QJsonArray fabrics;
    for (const Fabric *f : byId(p.fabrics)) {
        QJsonObject o = toJson(fields::fabric(), *f);
        o[key("generator")] = f->generated ? QJsonValue(toJson(fields::generator(), *f->generated))
                                           : QJsonValue(QJsonValue::Null);
        fabrics.append(o);
    }
    root[key("fabrics")] = fabrics;
    root[key("nodes")] = objectsToJson(fields::node(), p.nodes);

    QJsonArray domains;
    for (const NvlinkDomain *d : byId(p.nvlinkDomains)) {
        QJsonArray members;
        for (Id n : d->nodeIds)
            members.append(idValue(n));
        QJsonObject o = toJson(fields::nvlinkDomain(), *d);
        o[key("node_ids")] = members;
        domains.append(o);
    }
    root[key("nvlink_domains")] = domains;
    root[key("switches")] = objectsToJson(fields::switches(), p.switches);
    root[key("links")] = objectsToJson(fields::link(), p.links);

    QJsonArray sizes;
    for (double b : p.workload.collectiveBytes)
        sizes.append(b);
    QJsonObject workload = toJson(fields::workload(), p.workload);
    workload[key("collective_bytes")] = sizes;
    workload[key("model")] = toJson(fields::modelPlan(), p.workload.model);
    root[key("workload")] = workload;
    root[key("organisation")] = toJson(fields::organisation(), p.organisation);
    root[key("requirements")] = toJson(fields::requirements(), p.requirements);
    root[key("decision_weights")] = toJson(fields::decisionWeights(), p.decisionWeights);
    root[key("floor_layout")] = toJson(fields::floorLayout(), p.floorLayout);
    root[key("comparison_basis")] = toJson(fields::comparisonBasis(), p.comparisonBasis);
    root[key("measurements")] = toJson(fields::measurement(), p.measurements);
    root[key("calibration")] = toJson(fields::calibration(), p.calibration);
    return root;
}

QByteArray projectToJsonText(const Project &project)
{
    return QJsonDocument(projectToJson(project)).toJson(QJsonDocument::Indented);
}

namespace {

// Reads typed values out of JSON objects, remembering the first problem with its path.
struct JsonIn {
    QString error;

    bool fail(const QString &path, const QString &problem)
    {
        if (error.isEmpty())
            error = QCoreApplication::translate("fp::ProjectFile", "%1: %2").arg(path, problem);
        return false;
    }

    static QString join(const QString &path, const char *k)
    {
        return path.isEmpty() ? key(k) : path + QLatin1Char('.') + key(k);
    }

    bool get(const QJsonObject &o, const QString &path, const char *k, QJsonValue *out)
    {
        const auto it = o.constFind(key(k));
        if (it == o.constEnd()) {
            return fail(join(path, k), QCoreApplication::translate("fp::ProjectFile", "missing"));
        }
        *out = *it;
        return true;
    }

    bool object(const QJsonObject &o, const QString &path, const char *k, QJsonObject *out)
    {
        QJsonValue v;
        if (!get(o, path, k, &v))
            return false;
        if (!v.isObject()) {
            return fail(join(path, k),
                        QCoreApplication::translate("fp::ProjectFile", "not an object"));
        }
        *out = v.toObject();
        return true;
    }

    bool array(const QJsonObject &o, const QString &path, const char *k, QJsonArray *out)
    {
        QJsonValue v;
        if (!get(o, path, k, &v))
            return false;
        if (!v.isArray()) {
            return fail(join(path, k),
                        QCoreApplication::translate("fp::ProjectFile", "not an array"));
        }
        *out = v.toArray();
        return true;
    }

    bool str(const QJsonObject &o, const QString &path, const char *k, QString *out)
    {
        QJsonValue v;
        if (!get(o, path, k, &v))
            return false;
        if (!v.isString()) {
            return fail(join(path, k),
                        QCoreApplication::translate("fp::ProjectFile", "not a string"));
        }
        *out = v.toString();
        return true;
    }

    bool boolean(const QJsonObject &o, const QString &path, const char *k, bool *out)
    {
        QJsonValue v;
        if (!get(o, path, k, &v))
            return false;
        if (!v.isBool()) {
            return fail(join(path, k),
                        QCoreApplication::translate("fp::ProjectFile", "not true or false"));
        }
        *out = v.toBool();
        return true;
    }

    bool number(const QJsonValue &v, const QString &path, double *out)
    {
        if (!v.isDouble())
            return fail(path, QCoreApplication::translate("fp::ProjectFile", "not a number"));
        *out = v.toDouble();
        return true;
    }

    bool number(const QJsonObject &o, const QString &path, const char *k, double *out)
    {
        QJsonValue v;
        return get(o, path, k, &v) && number(v, join(path, k), out);
    }

    bool integer(const QJsonValue &v, const QString &path, double min, double max, qint64 *out)
    {
        const double d = v.toDouble();
        if (!v.isDouble() || d != std::floor(d) || d < min || d > max) {
            return fail(path, QCoreApplication::translate("fp::ProjectFile",
                                                          "not a whole number from %1 to %2")
                                  .arg(qint64(min))
                                  .arg(qint64(max)));
        }
        *out = qint64(d);
        return true;
    }

    template <typename T>
    bool integer(const QJsonObject &o, const QString &path, const char *k, T *out)
    {
        QJsonValue v;
        qint64 x = 0;
        constexpr double maxExact = 9007199254740992.0; // 2^53
        const double lo = std::max(double(std::numeric_limits<T>::min()), -maxExact);
        const double hi = std::min(double(std::numeric_limits<T>::max()), maxExact);
        if (!get(o, path, k, &v) || !integer(v, join(path, k), lo, hi, &x))
            return false;
        *out = T(x);
        return true;
    }

    bool id(const QJsonValue &v, const QString &path, Id *out)
    {
        qint64 x = 0;
        if (!integer(v, path, 0, double(std::numeric_limits<Id>::max()), &x))
            return false;
        *out = Id(x);
        return true;
    }

    bool id(const QJsonObject &o, const QString &path, const char *k, Id *out)
    {
        QJsonValue v;
        return get(o, path, k, &v) && id(v, join(path, k), out);
    }

    template <typename E>
    bool enumKey(const QJsonObject &o, const QString &path, const char *k,
                 bool (*fromKey)(const QString &, E *), E *out)
    {
        QString s;
        if (!str(o, path, k, &s))
            return false;
        if (!fromKey(s, out)) {
            return fail(
                join(path, k),
                QCoreApplication::translate("fp::ProjectFile", "unknown value \"%1\"").arg(s));
        }
        return true;
    }

    // One value of a field's kind (fields.h), before its range is checked.
    bool typed(const QJsonValue &v, const QString &path, fields::Kind kind, QVariant *out)
    {
        using fields::Kind;
        switch (kind) {
        case Kind::Text:
        case Kind::Key:
            if (!v.isString())
                return fail(path, QCoreApplication::translate("fp::ProjectFile", "not a string"));
            *out = v.toString();
            return true;
        case Kind::Boolean:
            if (!v.isBool()) {
                return fail(path,
                            QCoreApplication::translate("fp::ProjectFile", "not true or false"));
            }
            *out = v.toBool();
            return true;
        case Kind::Integer:
        case Kind::Real: {
            double d = 0;
            if (!number(v, path, &d))
                return false;
            *out = d;
            return true;
        }
        case Kind::Id:
        case Kind::OptionalId: {
            Id x = NoId;
            if (!id(v, path, &x))
                return false;
            *out = qlonglong(x);
            return true;
        }
        }
        return false;
    }

    // Every field of `table` from `o` into `out`: present, typed, in range, a known key.
    template <typename S>
    bool fields(const QJsonObject &o, const QString &path, fields::Table<S> table, S *out)
    {
        for (const fields::Field<S> &f : table) {
            QJsonValue v;
            QVariant x;
            if (!get(o, path, f.key, &v) || !typed(v, join(path, f.key), f.kind, &x))
                return false;
            const QString problem = fields::checkValue(f.kind, f.range, x);
            if (!problem.isEmpty())
                return fail(join(path, f.key), problem);
            if (f.kind == fields::Kind::Integer)
                x = qlonglong(x.toDouble()); // whole and in range: checked above
            if (!f.set(*out, x)) {
                return fail(join(path, f.key),
                            QCoreApplication::translate("fp::ProjectFile", "unknown value \"%1\"")
                                .arg(x.toString()));
            }
        }
        return true;
    }

    // Each element of array `k` through the field table of its struct.
    template <typename S>
    bool list(const QJsonObject &o, const QString &path, const char *k, fields::Table<S> table,
              std::vector<S> *out)
    {
        return eachObject(o, path, k, [&](const QJsonObject &item, const QString &at) {
            S x;
            if (!fields(item, at, table, &x))
                return false;
            out->push_back(std::move(x));
            return true;
        });
    }

    // Each element of array `k` as an object, with its path "k[i]".
    template <typename F>
    bool eachObject(const QJsonObject &o, const QString &path, const char *k, F &&f)
    {
        QJsonArray a;
        if (!array(o, path, k, &a))
            return false;
        for (int i = 0; i < a.size(); ++i) {
            const QString itemPath = QStringLiteral("%1[%2]").arg(join(path, k)).arg(i);
            if (!a.at(i).isObject()) {
                return fail(itemPath,
                            QCoreApplication::translate("fp::ProjectFile", "not an object"));
            }
            if (!f(a.at(i).toObject(), itemPath))
                return false;
        }
        return true;
    }
};

bool readHeader(JsonIn &in, const QJsonObject &root, Project *p, int *formatVersion)
{
    QString format;
    if (!in.str(root, {}, "format", &format))
        return false;
    if (format != kFormat) {
        return in.fail(
            key("format"),
            QCoreApplication::translate("fp::ProjectFile", "\"%1\" is not a FabricPlanner project")
                .arg(format));
    }
    int &version = *formatVersion;
    if (!in.integer(root, {}, "format_version", &version))
        return false;
    if (version > kFormatVersion || version < 1) {
        return in.fail(
            key("format_version"),
            QCoreApplication::translate(
                "fp::ProjectFile", "format version %1 is not supported (this version reads %2)")
                .arg(version)
                .arg(kFormatVersion));
    }
    QJsonObject info;
    return in.object(root, {}, "info", &info) &&
           in.fields(info, key("info"), fields::info(), &p->info) &&
           in.id(root, {}, "next_id", &p->nextId);
}

bool readOverrides(JsonIn &in, const QJsonObject &root, Project *p)
{
    QJsonObject overrides;
    const QString ovPath = key("catalog_overrides");
    return in.object(root, {}, "catalog_overrides", &overrides) &&
           in.object(overrides, ovPath, "own_parts", &p->catalogOverrides.ownParts) &&
           in.list(overrides, ovPath, "figures", fields::figureOverride(),
                   &p->catalogOverrides.figures);
}

bool readFabrics(JsonIn &in, const QJsonObject &root, Project *p)
{
    return in.eachObject(root, {}, "fabrics", [&](const QJsonObject &o, const QString &at) {
        Fabric f;
        QJsonValue gen;
        if (!in.fields(o, at, fields::fabric(), &f) || !in.get(o, at, "generator", &gen))
            return false;
        if (!gen.isNull()) {
            const QString gat = at + QStringLiteral(".generator");
            if (!gen.isObject()) {
                return in.fail(
                    gat, QCoreApplication::translate("fp::ProjectFile", "not an object or null"));
            }
            GeneratorParams gp;
            if (!in.fields(gen.toObject(), gat, fields::generator(), &gp))
                return false;
            f.generated = gp;
        }
        p->fabrics.push_back(f);
        return true;
    });
}

bool readDomains(JsonIn &in, const QJsonObject &root, Project *p)
{
    return in.eachObject(root, {}, "nvlink_domains", [&](const QJsonObject &o, const QString &at) {
        NvlinkDomain d;
        QJsonArray members;
        if (!in.fields(o, at, fields::nvlinkDomain(), &d) || !in.array(o, at, "node_ids", &members))
            return false;
        for (int j = 0; j < members.size(); ++j) {
            Id n = NoId;
            if (!in.id(members.at(j), QStringLiteral("%1.node_ids[%2]").arg(at).arg(j), &n))
                return false;
            d.nodeIds.push_back(n);
        }
        p->nvlinkDomains.push_back(d);
        return true;
    });
}

bool readWorkload(JsonIn &in, const QJsonObject &root, Project *p)
{
    QJsonObject wo;
    const QString wat = key("workload");
    WorkloadProfile &w = p->workload;
    QJsonArray sizes;
    if (!in.object(root, {}, "workload", &wo) || !in.fields(wo, wat, fields::workload(), &w) ||
        !in.array(wo, wat, "collective_bytes", &sizes))
        return false;
    w.collectiveBytes.clear();
    for (int j = 0; j < sizes.size(); ++j) {
        const QString at = QStringLiteral("workload.collective_bytes[%1]").arg(j);
        double b = 0;
        if (!in.number(sizes.at(j), at, &b))
            return false;
        if (const QString problem = validate(fields::collectiveBytesRange(), b); !problem.isEmpty())
            return in.fail(at, problem);
        w.collectiveBytes.push_back(b);
    }
    // Added after format version 1 had shipped: optional (absent: not given).
    QJsonObject model;
    if (wo.contains(key("model")) &&
        (!in.object(wo, wat, "model", &model) ||
         !in.fields(model, wat + QStringLiteral(".model"), fields::modelPlan(), &w.model)))
        return false;
    return true;
}

// Format version 1 wrote port 0 at every switch end, where it meant "not numbered".
void unnumberVersion1SwitchPorts(std::vector<Link> &links)
{
    for (Link &l : links) {
        for (LinkEnd *end : {&l.a, &l.b}) {
            if (end->nicIndex < 0 && end->port == 0)
                end->port = UnnumberedPort;
        }
    }
}

bool readJson(JsonIn &in, const QJsonObject &root, Project *p)
{
    QJsonObject organisation;
    int version = 0;
    if (!readHeader(in, root, p, &version) || !readOverrides(in, root, p) ||
        !in.list(root, {}, "groups", fields::group(), &p->groups) || !readFabrics(in, root, p) ||
        !in.list(root, {}, "nodes", fields::node(), &p->nodes) || !readDomains(in, root, p) ||
        !in.list(root, {}, "switches", fields::switches(), &p->switches) ||
        !in.list(root, {}, "links", fields::link(), &p->links) || !readWorkload(in, root, p) ||
        !in.object(root, {}, "organisation", &organisation) ||
        !in.fields(organisation, key("organisation"), fields::organisation(), &p->organisation))
        return false;
    if (version < 2)
        unnumberVersion1SwitchPorts(p->links);
    // Added after format version 1 had shipped: optional (absent: no choices, no
    // requirements, the default weights).
    if (root.contains(key("calibration")) &&
        !in.list(root, {}, "calibration", fields::calibration(), &p->calibration))
        return false;
    QJsonObject o;
    if (root.contains(key("requirements")) &&
        (!in.object(root, {}, "requirements", &o) ||
         !in.fields(o, key("requirements"), fields::requirements(), &p->requirements)))
        return false;
    if (root.contains(key("floor_layout")) &&
        (!in.object(root, {}, "floor_layout", &o) ||
         !in.fields(o, key("floor_layout"), fields::floorLayout(), &p->floorLayout)))
        return false;
    if (root.contains(key("comparison_basis"))) {
        if (!in.object(root, {}, "comparison_basis", &o))
            return false;
        // gpu_time_valued_at came after comparison_basis had shipped: optional (absent:
        // the default, own cost).
        if (!o.contains(key("gpu_time_valued_at")))
            o.insert(key("gpu_time_valued_at"), gpuTimeValueKey(ComparisonBasis{}.gpuTimeValue));
        if (!in.fields(o, key("comparison_basis"), fields::comparisonBasis(), &p->comparisonBasis))
            return false;
    }
    if (root.contains(key("decision_weights")) &&
        (!in.object(root, {}, "decision_weights", &o) ||
         !in.fields(o, key("decision_weights"), fields::decisionWeights(), &p->decisionWeights)))
        return false;
    return in.list(root, {}, "measurements", fields::measurement(), &p->measurements);
}

} // namespace

std::optional<Project> projectFromJson(const QJsonObject &json, QString *error)
{
    JsonIn in;
    Project p;
    if (!readJson(in, json, &p)) {
        if (error)
            *error = in.error;
        return std::nullopt;
    }
    if (!projectcheck::checkProject(p, &projectcheck::jsonPath, error))
        return std::nullopt;
    return p;
}

} // namespace fp
