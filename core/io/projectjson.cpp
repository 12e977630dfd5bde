// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/projectjson.h"

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
constexpr int kFormatVersion = 1;

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

} // namespace

QJsonObject projectToJson(const Project &p)
{
    QJsonObject root;
    root[key("format")] = kFormat;
    root[key("format_version")] = kFormatVersion;
    root[key("info")] = QJsonObject{{key("name"), p.info.name},
                                    {key("author"), p.info.author},
                                    {key("organisation"), p.info.organisation},
                                    {key("description"), p.info.description}};
    root[key("next_id")] = idValue(p.nextId);

    QJsonArray figures;
    for (const FigureOverride &f : p.catalogOverrides.figures) {
        figures.append(QJsonObject{{key("part_id"), f.partId},
                                   {key("field"), f.field},
                                   {key("value"), f.figure.value},
                                   {key("tag"), sourceTagKey(f.figure.tag)},
                                   {key("source"), f.figure.source},
                                   {key("known"), f.figure.known}});
    }
    root[key("catalog_overrides")] =
        QJsonObject{{key("figures"), figures}, {key("own_parts"), p.catalogOverrides.ownParts}};

    QJsonArray groups;
    for (const Group *g : byId(p.groups)) {
        groups.append(QJsonObject{{key("id"), idValue(g->id)},
                                  {key("name"), g->name},
                                  {key("repeat"), g->repeat},
                                  {key("collapsed"), g->collapsed},
                                  {key("pos_x"), g->pos.x()},
                                  {key("pos_y"), g->pos.y()}});
    }
    root[key("groups")] = groups;

    QJsonArray fabrics;
    for (const Fabric *f : byId(p.fabrics)) {
        QJsonValue generator(QJsonValue::Null);
        if (f->generated) {
            const GeneratorParams &g = *f->generated;
            generator = QJsonObject{{key("gpus"), g.gpus},
                                    {key("node_type_id"), g.nodeTypeId},
                                    {key("technology"), technologyKey(g.technology)},
                                    {key("switch_type_id"), g.switchTypeId},
                                    {key("topology"), topologyKey(g.topology)},
                                    {key("oversubscription"), g.oversubscription},
                                    {key("planes"), g.planes}};
        }
        fabrics.append(QJsonObject{{key("id"), idValue(f->id)},
                                   {key("name"), f->name},
                                   {key("technology"), technologyKey(f->technology)},
                                   {key("purpose"), purposeKey(f->purpose)},
                                   {key("roce_tuning"), roceTuningKey(f->roceTuning)},
                                   {key("generator"), generator}});
    }
    root[key("fabrics")] = fabrics;

    QJsonArray nodes;
    for (const Node *n : byId(p.nodes)) {
        nodes.append(QJsonObject{{key("id"), idValue(n->id)},
                                 {key("name"), n->name},
                                 {key("node_type_id"), n->nodeTypeId},
                                 {key("group_id"), idValue(n->groupId)},
                                 {key("pos_x"), n->pos.x()},
                                 {key("pos_y"), n->pos.y()}});
    }
    root[key("nodes")] = nodes;

    QJsonArray domains;
    for (const NvlinkDomain *d : byId(p.nvlinkDomains)) {
        QJsonArray members;
        for (Id n : d->nodeIds)
            members.append(idValue(n));
        domains.append(QJsonObject{{key("id"), idValue(d->id)},
                                   {key("name"), d->name},
                                   {key("group_id"), idValue(d->groupId)},
                                   {key("node_ids"), members}});
    }
    root[key("nvlink_domains")] = domains;

    QJsonArray switches;
    for (const Switch *s : byId(p.switches)) {
        switches.append(QJsonObject{{key("id"), idValue(s->id)},
                                    {key("name"), s->name},
                                    {key("switch_type_id"), s->switchTypeId},
                                    {key("role"), roleKey(s->role)},
                                    {key("fabric_id"), idValue(s->fabricId)},
                                    {key("group_id"), idValue(s->groupId)},
                                    {key("tier"), s->tier},
                                    {key("plane"), s->plane},
                                    {key("pos_x"), s->pos.x()},
                                    {key("pos_y"), s->pos.y()}});
    }
    root[key("switches")] = switches;

    QJsonArray links;
    for (const Link *l : byId(p.links)) {
        links.append(QJsonObject{{key("id"), idValue(l->id)},
                                 {key("fabric_id"), idValue(l->fabricId)},
                                 {key("a_object"), idValue(l->a.objectId)},
                                 {key("a_nic"), l->a.nicIndex},
                                 {key("a_port"), l->a.port},
                                 {key("b_object"), idValue(l->b.objectId)},
                                 {key("b_nic"), l->b.nicIndex},
                                 {key("b_port"), l->b.port},
                                 {key("bundle"), l->bundle},
                                 {key("gbit_per_s"), l->gbitPerS},
                                 {key("cable_type_id"), l->cableTypeId},
                                 {key("length_m"), l->lengthM}});
    }
    root[key("links")] = links;

    const WorkloadProfile &w = p.workload;
    QJsonArray sizes;
    for (double b : w.collectiveBytes)
        sizes.append(b);
    root[key("workload")] = QJsonObject{{key("kind"), workloadKey(w.kind)},
                                        {key("tensor_parallel"), w.tensorParallel},
                                        {key("pipeline_parallel"), w.pipelineParallel},
                                        {key("data_parallel"), w.dataParallel},
                                        {key("expert_parallel"), w.expertParallel},
                                        {key("comm_share"), w.commShare},
                                        {key("collective_bytes"), sizes},
                                        {key("job_gpus"), w.jobGpus}};

    const OrganisationProfile &o = p.organisation;
    root[key("organisation")] =
        QJsonObject{{key("infiniband_skill"), skillKey(o.infinibandSkill)},
                    {key("roce_skill"), skillKey(o.roceSkill)},
                    {key("existing_ethernet_dc"), o.existingEthernetDc},
                    {key("survive_single_switch_failure"), o.surviveSingleSwitchFailure},
                    {key("gpus_in_one_year"), o.gpusInOneYear},
                    {key("gpus_in_three_years"), o.gpusInThreeYears},
                    {key("energy_eur_per_kwh"), o.energyEurPerKwh},
                    {key("pue"), o.pue},
                    {key("depreciation_years"), o.depreciationYears},
                    {key("support_share_of_capex_per_year"), o.supportShareOfCapexPerYear},
                    {key("spares_share"), o.sparesShare},
                    {key("currency"), o.currency}};

    QJsonArray measurements;
    for (const Measurement &m : p.measurements) {
        measurements.append(QJsonObject{{key("run"), m.run},
                                        {key("source"), m.source},
                                        {key("date"), m.date},
                                        {key("variant"), m.variant},
                                        {key("op"), m.op},
                                        {key("gpus"), m.gpus},
                                        {key("bytes"), m.bytes},
                                        {key("time_s"), m.seconds},
                                        {key("algbw_gbyte_s"), m.algbwGbyteS},
                                        {key("busbw_gbyte_s"), m.busbwGbyteS},
                                        {key("test"), m.test},
                                        {key("count"), m.count},
                                        {key("type"), m.type},
                                        {key("redop"), m.redop},
                                        {key("root"), m.root},
                                        {key("wrong"), m.wrong},
                                        {key("in_place_time_s"), m.inPlaceSeconds},
                                        {key("in_place_algbw_gbyte_s"), m.inPlaceAlgbwGbyteS},
                                        {key("in_place_busbw_gbyte_s"), m.inPlaceBusbwGbyteS},
                                        {key("in_place_wrong"), m.inPlaceWrong},
                                        {key("devices"), m.devices},
                                        {key("nodes"), m.nodes},
                                        {key("avg_busbw_gbyte_s"), m.avgBusbwGbyteS},
                                        {key("partial"), m.partial}});
    }
    root[key("measurements")] = measurements;

    QJsonArray calibration;
    for (const CalibrationChoice &c : p.calibration)
        calibration.append(QJsonObject{{key("variant"), c.variant}, {key("use"), c.use}});
    root[key("calibration")] = calibration;
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

bool readJson(JsonIn &in, const QJsonObject &root, Project *p)
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
    int version = 0;
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
    if (!in.object(root, {}, "info", &info) || !in.str(info, key("info"), "name", &p->info.name) ||
        !in.str(info, key("info"), "author", &p->info.author) ||
        !in.str(info, key("info"), "organisation", &p->info.organisation) ||
        !in.str(info, key("info"), "description", &p->info.description) ||
        !in.id(root, {}, "next_id", &p->nextId))
        return false;

    QJsonObject overrides;
    const QString ovPath = key("catalog_overrides");
    if (!in.object(root, {}, "catalog_overrides", &overrides) ||
        !in.object(overrides, ovPath, "own_parts", &p->catalogOverrides.ownParts))
        return false;
    if (!in.eachObject(overrides, ovPath, "figures", [&](const QJsonObject &o, const QString &at) {
            FigureOverride f;
            if (!in.str(o, at, "part_id", &f.partId) || !in.str(o, at, "field", &f.field) ||
                !in.number(o, at, "value", &f.figure.value) ||
                !in.enumKey(o, at, "tag", &sourceTagFromKey, &f.figure.tag) ||
                !in.str(o, at, "source", &f.figure.source) ||
                !in.boolean(o, at, "known", &f.figure.known))
                return false;
            p->catalogOverrides.figures.push_back(f);
            return true;
        }))
        return false;

    if (!in.eachObject(root, {}, "groups", [&](const QJsonObject &o, const QString &at) {
            Group g;
            double x = 0, y = 0;
            if (!in.id(o, at, "id", &g.id) || !in.str(o, at, "name", &g.name) ||
                !in.integer(o, at, "repeat", &g.repeat) ||
                !in.boolean(o, at, "collapsed", &g.collapsed) || !in.number(o, at, "pos_x", &x) ||
                !in.number(o, at, "pos_y", &y))
                return false;
            g.pos = QPointF(x, y);
            p->groups.push_back(g);
            return true;
        }))
        return false;

    if (!in.eachObject(root, {}, "fabrics", [&](const QJsonObject &o, const QString &at) {
            Fabric f;
            QJsonValue gen;
            if (!in.id(o, at, "id", &f.id) || !in.str(o, at, "name", &f.name) ||
                !in.enumKey(o, at, "technology", &technologyFromKey, &f.technology) ||
                !in.enumKey(o, at, "purpose", &purposeFromKey, &f.purpose) ||
                !in.enumKey(o, at, "roce_tuning", &roceTuningFromKey, &f.roceTuning) ||
                !in.get(o, at, "generator", &gen))
                return false;
            if (!gen.isNull()) {
                const QString gat = at + QStringLiteral(".generator");
                if (!gen.isObject()) {
                    return in.fail(gat, QCoreApplication::translate("fp::ProjectFile",
                                                                    "not an object or null"));
                }
                const QJsonObject g = gen.toObject();
                GeneratorParams gp;
                if (!in.integer(g, gat, "gpus", &gp.gpus) ||
                    !in.str(g, gat, "node_type_id", &gp.nodeTypeId) ||
                    !in.enumKey(g, gat, "technology", &technologyFromKey, &gp.technology) ||
                    !in.str(g, gat, "switch_type_id", &gp.switchTypeId) ||
                    !in.enumKey(g, gat, "topology", &topologyFromKey, &gp.topology) ||
                    !in.number(g, gat, "oversubscription", &gp.oversubscription) ||
                    !in.integer(g, gat, "planes", &gp.planes))
                    return false;
                f.generated = gp;
            }
            p->fabrics.push_back(f);
            return true;
        }))
        return false;

    if (!in.eachObject(root, {}, "nodes", [&](const QJsonObject &o, const QString &at) {
            Node n;
            double x = 0, y = 0;
            if (!in.id(o, at, "id", &n.id) || !in.str(o, at, "name", &n.name) ||
                !in.str(o, at, "node_type_id", &n.nodeTypeId) ||
                !in.id(o, at, "group_id", &n.groupId) || !in.number(o, at, "pos_x", &x) ||
                !in.number(o, at, "pos_y", &y))
                return false;
            n.pos = QPointF(x, y);
            p->nodes.push_back(n);
            return true;
        }))
        return false;

    if (!in.eachObject(root, {}, "nvlink_domains", [&](const QJsonObject &o, const QString &at) {
            NvlinkDomain d;
            QJsonArray members;
            if (!in.id(o, at, "id", &d.id) || !in.str(o, at, "name", &d.name) ||
                !in.id(o, at, "group_id", &d.groupId) || !in.array(o, at, "node_ids", &members))
                return false;
            for (int j = 0; j < members.size(); ++j) {
                Id n = NoId;
                if (!in.id(members.at(j), QStringLiteral("%1.node_ids[%2]").arg(at).arg(j), &n))
                    return false;
                d.nodeIds.push_back(n);
            }
            p->nvlinkDomains.push_back(d);
            return true;
        }))
        return false;

    if (!in.eachObject(root, {}, "switches", [&](const QJsonObject &o, const QString &at) {
            Switch s;
            double x = 0, y = 0;
            if (!in.id(o, at, "id", &s.id) || !in.str(o, at, "name", &s.name) ||
                !in.str(o, at, "switch_type_id", &s.switchTypeId) ||
                !in.enumKey(o, at, "role", &roleFromKey, &s.role) ||
                !in.id(o, at, "fabric_id", &s.fabricId) || !in.id(o, at, "group_id", &s.groupId) ||
                !in.integer(o, at, "tier", &s.tier) || !in.integer(o, at, "plane", &s.plane) ||
                !in.number(o, at, "pos_x", &x) || !in.number(o, at, "pos_y", &y))
                return false;
            s.pos = QPointF(x, y);
            p->switches.push_back(s);
            return true;
        }))
        return false;

    if (!in.eachObject(root, {}, "links", [&](const QJsonObject &o, const QString &at) {
            Link l;
            if (!in.id(o, at, "id", &l.id) || !in.id(o, at, "fabric_id", &l.fabricId) ||
                !in.id(o, at, "a_object", &l.a.objectId) ||
                !in.integer(o, at, "a_nic", &l.a.nicIndex) ||
                !in.integer(o, at, "a_port", &l.a.port) ||
                !in.id(o, at, "b_object", &l.b.objectId) ||
                !in.integer(o, at, "b_nic", &l.b.nicIndex) ||
                !in.integer(o, at, "b_port", &l.b.port) ||
                !in.integer(o, at, "bundle", &l.bundle) ||
                !in.number(o, at, "gbit_per_s", &l.gbitPerS) ||
                !in.str(o, at, "cable_type_id", &l.cableTypeId) ||
                !in.number(o, at, "length_m", &l.lengthM))
                return false;
            p->links.push_back(l);
            return true;
        }))
        return false;

    QJsonObject wo;
    const QString wat = key("workload");
    WorkloadProfile &w = p->workload;
    QJsonArray sizes;
    if (!in.object(root, {}, "workload", &wo) ||
        !in.enumKey(wo, wat, "kind", &workloadFromKey, &w.kind) ||
        !in.integer(wo, wat, "tensor_parallel", &w.tensorParallel) ||
        !in.integer(wo, wat, "pipeline_parallel", &w.pipelineParallel) ||
        !in.integer(wo, wat, "data_parallel", &w.dataParallel) ||
        !in.integer(wo, wat, "expert_parallel", &w.expertParallel) ||
        !in.number(wo, wat, "comm_share", &w.commShare) ||
        !in.array(wo, wat, "collective_bytes", &sizes) ||
        !in.integer(wo, wat, "job_gpus", &w.jobGpus))
        return false;
    w.collectiveBytes.clear();
    for (int j = 0; j < sizes.size(); ++j) {
        double b = 0;
        if (!in.number(sizes.at(j), QStringLiteral("workload.collective_bytes[%1]").arg(j), &b))
            return false;
        w.collectiveBytes.push_back(b);
    }

    QJsonObject oo;
    const QString oat = key("organisation");
    OrganisationProfile &org = p->organisation;
    if (!in.object(root, {}, "organisation", &oo) ||
        !in.enumKey(oo, oat, "infiniband_skill", &skillFromKey, &org.infinibandSkill) ||
        !in.enumKey(oo, oat, "roce_skill", &skillFromKey, &org.roceSkill) ||
        !in.boolean(oo, oat, "existing_ethernet_dc", &org.existingEthernetDc) ||
        !in.boolean(oo, oat, "survive_single_switch_failure", &org.surviveSingleSwitchFailure) ||
        !in.integer(oo, oat, "gpus_in_one_year", &org.gpusInOneYear) ||
        !in.integer(oo, oat, "gpus_in_three_years", &org.gpusInThreeYears) ||
        !in.number(oo, oat, "energy_eur_per_kwh", &org.energyEurPerKwh) ||
        !in.number(oo, oat, "pue", &org.pue) ||
        !in.integer(oo, oat, "depreciation_years", &org.depreciationYears) ||
        !in.number(oo, oat, "support_share_of_capex_per_year", &org.supportShareOfCapexPerYear) ||
        !in.number(oo, oat, "spares_share", &org.sparesShare) ||
        !in.str(oo, oat, "currency", &org.currency))
        return false;

    // Added after format version 1 had shipped: optional (absent: no choices).
    if (root.contains(key("calibration")) &&
        !in.eachObject(root, {}, "calibration", [&](const QJsonObject &o, const QString &at) {
            CalibrationChoice c;
            if (!in.str(o, at, "variant", &c.variant) || !in.boolean(o, at, "use", &c.use))
                return false;
            p->calibration.push_back(c);
            return true;
        }))
        return false;

    return in.eachObject(root, {}, "measurements", [&](const QJsonObject &o, const QString &at) {
        Measurement m;
        if (!in.integer(o, at, "run", &m.run) || !in.str(o, at, "source", &m.source) ||
            !in.str(o, at, "date", &m.date) || !in.str(o, at, "variant", &m.variant) ||
            !in.str(o, at, "op", &m.op) || !in.integer(o, at, "gpus", &m.gpus) ||
            !in.integer(o, at, "bytes", &m.bytes) || !in.number(o, at, "time_s", &m.seconds) ||
            !in.number(o, at, "algbw_gbyte_s", &m.algbwGbyteS) ||
            !in.number(o, at, "busbw_gbyte_s", &m.busbwGbyteS) || !in.str(o, at, "test", &m.test) ||
            !in.integer(o, at, "count", &m.count) || !in.str(o, at, "type", &m.type) ||
            !in.str(o, at, "redop", &m.redop) || !in.integer(o, at, "root", &m.root) ||
            !in.number(o, at, "wrong", &m.wrong) ||
            !in.number(o, at, "in_place_time_s", &m.inPlaceSeconds) ||
            !in.number(o, at, "in_place_algbw_gbyte_s", &m.inPlaceAlgbwGbyteS) ||
            !in.number(o, at, "in_place_busbw_gbyte_s", &m.inPlaceBusbwGbyteS) ||
            !in.number(o, at, "in_place_wrong", &m.inPlaceWrong) ||
            !in.str(o, at, "devices", &m.devices) || !in.integer(o, at, "nodes", &m.nodes) ||
            !in.number(o, at, "avg_busbw_gbyte_s", &m.avgBusbwGbyteS) ||
            !in.boolean(o, at, "partial", &m.partial))
            return false;
        p->measurements.push_back(m);
        return true;
    });
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
