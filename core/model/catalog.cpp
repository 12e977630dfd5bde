// SPDX-License-Identifier: GPL-3.0-or-later
// The component catalog: key tables, lookups, the JSON reader and writer, and
// project overrides.
//
// JSON layout (resources/catalog.json, and CatalogOverrides::ownParts):
//
//   {
//     "format": "fabricplanner-catalog", "version": 1, "currency": "EUR",
//     "gpus":     [ { PART, "nvlink_gbyte_s": FIG } ],
//     "nics":     [ { PART, "host_interface": "PCIe Gen5 x16",
//                     "modes": [ {"technology": "infiniband"|"ethernet",
//                                 "ports": 1, "gbit_s": 400} ] } ],
//     "switches": [ { PART, "technology": "infiniband"|"ethernet", "cages": 32,
//                     "modes": [ {"ports": 64, "gbit_s": 400}, ... ],   native first
//                     "latency_ns": FIG, "max_power_w": FIG, "buffer_mbyte": FIG,
//                     "subnet_manager": bool, "in_network_reduction": bool,
//                     "rack_units": FIG } ],
//     "cables":   [ { PART, "kind": "passive-copper"|"active-copper"|"aoc"|
//                                   "transceiver"|"fibre",
//                     "gbit_s": 400, "reach_m": FIG, "links_carried": 2,
//                     "fan_out": 1, "use": "switch side" } ],
//     "node_types": [ { PART, "gpu": "h100-sxm", "gpu_count": 8, "nic": "connectx7",
//                       "nic_count": 8, "rail_of_nic": [0, 1, ...],   optional: 0..n-1
//                       "nvlink_domain_nodes": 1, "other_power_w": FIG } ],
//     "assumptions": [ { "id": "infiniband-efficiency", "figure": FIG } ],
//     "defaults": { "switch_infiniband": "qm9700", "switch_ethernet": "sn5600",
//                   "node_type": "h100-8gpu" }
//   }
//
//   PART = "id": "qm9700" (lower case, digits, '.', '_', '-'), "name", "vendor",
//          "price_eur": FIG, "price_year": 2024, "power_w": FIG,
//          optional "notes": "...", optional "user_defined": true,
//          optional "opn": "MQM9700-NS2F" with "opn_source": "P ..." (the maker's
//          ordering part number and the public document it was read from)
//   FIG  = {"value": 39560, "tag": "primary"|"secondary"|"estimate"|"derived"|"user",
//           "source": "...", optional "rests_on": ["eur-per-usd", ...],
//           optional "lower_bound": true (the value is only a floor)}
//          or {"known": false, "source": "why there is none"}
//          rests_on: the assumption ids the figure was derived with (shown beside
//          it in the report's table of assumptions and sources).
//
// Every section is optional (missing = empty); every field listed above is required
// unless marked optional. Ids are unique over all sections, assumptions included.
// Units are in the key: gbit_s (Gb/s), gbyte_s (GB/s = 10^9 B/s), _w (W), _m (m),
// _ns (ns), _mbyte (MB), price_eur (EUR of price_year).
#include "model/catalog.h"

#include "model/fieldrange.h"

#include "model/keytable.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

// Q_INIT_RESOURCE cannot be used inside a namespace. fp_core is a static library, so
// the resource's static initialiser may be dropped by the linker: register it here.
static void initCatalogResource()
{
    Q_INIT_RESOURCE(catalog);
}

namespace fp {

namespace {

using keytable::fromKey;
using keytable::keyOf;

constexpr int FormatVersion = 1;

constexpr std::array<std::pair<SourceTag, const char *>, 5> TagKeys{{
    {SourceTag::Primary, "primary"},
    {SourceTag::Secondary, "secondary"},
    {SourceTag::Estimate, "estimate"},
    {SourceTag::Derived, "derived"},
    {SourceTag::User, "user"},
}};

constexpr std::array<std::pair<Technology, const char *>, 2> TechnologyKeys{{
    {Technology::InfiniBand, "infiniband"},
    {Technology::Ethernet, "ethernet"},
}};

constexpr std::array<std::pair<CableKind, const char *>, 5> CableKindKeys{{
    {CableKind::PassiveCopper, "passive-copper"},
    {CableKind::ActiveCopper, "active-copper"},
    {CableKind::ActiveOptical, "aoc"},
    {CableKind::Transceiver, "transceiver"},
    {CableKind::Fibre, "fibre"},
}};

template <typename T> const T *findById(const std::vector<T> &parts, const QString &id)
{
    for (const T &p : parts) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

template <typename T> T *findById(std::vector<T> &parts, const QString &id)
{
    for (T &p : parts) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

bool sameSpeed(double a, double b)
{
    return std::abs(a - b) < 1e-6;
}

QString L(const char *s)
{
    return QString::fromLatin1(s);
}

// ---------------------------------------------------------------------------
// Figure fields: override key (camelCase, FigureOverride::field) <-> JSON key.

enum class PartKind { Gpu, Nic, Switch, Cable, NodeType };

struct FigureField {
    const char *key;  // "priceEur"
    const char *json; // "price_eur"
    bool positive;    // value must be > 0 (else >= 0)
};

constexpr FigureField PriceField{"priceEur", "price_eur", false};
constexpr FigureField PowerField{"powerWatts", "power_w", false};
constexpr FigureField NvlinkField{"nvlinkGbytePerS", "nvlink_gbyte_s", true};
constexpr FigureField TflopsField{"bf16DenseTflops", "bf16_dense_tflops", true};
constexpr FigureField LatencyField{"latencyNs", "latency_ns", false};
constexpr FigureField MaxPowerField{"maxPowerWatts", "max_power_w", false};
constexpr FigureField BufferField{"bufferMbyte", "buffer_mbyte", false};
constexpr FigureField ReachField{"reachM", "reach_m", true};
constexpr FigureField OtherPowerField{"otherPowerWatts", "other_power_w", false};
constexpr FigureField RackUnitsField{"rackUnits", "rack_units", true};

// The valid range of a part's figure (model/fieldrange.h), for own parts and overrides.
FieldRange rangeOf(const FigureField &f)
{
    return figureRange(QStringLiteral("part"), QString::fromLatin1(f.key));
}

// The figures of a part, by field, for overrides and lookups.
std::vector<std::pair<FigureField, Figure *>> figuresOf(PartBase &p, PartKind kind)
{
    std::vector<std::pair<FigureField, Figure *>> out{{PriceField, &p.priceEur},
                                                      {PowerField, &p.powerWatts}};
    switch (kind) {
    case PartKind::Gpu:
        out.emplace_back(NvlinkField, &static_cast<GpuType &>(p).nvlinkGbytePerS);
        out.emplace_back(TflopsField, &static_cast<GpuType &>(p).bf16DenseTflops);
        break;
    case PartKind::Switch: {
        auto &s = static_cast<SwitchType &>(p);
        out.emplace_back(LatencyField, &s.latencyNs);
        out.emplace_back(MaxPowerField, &s.maxPowerWatts);
        out.emplace_back(BufferField, &s.bufferMbyte);
        out.emplace_back(RackUnitsField, &s.rackUnits);
        break;
    }
    case PartKind::Cable:
        out.emplace_back(ReachField, &static_cast<CableType &>(p).reachM);
        break;
    case PartKind::NodeType:
        out.emplace_back(OtherPowerField, &static_cast<NodeTypeSpec &>(p).otherPowerWatts);
        out.emplace_back(RackUnitsField, &static_cast<NodeTypeSpec &>(p).rackUnits);
        break;
    case PartKind::Nic:
        break;
    }
    return out;
}

// Finds a part of any kind by id, with its kind.
std::optional<std::pair<PartBase *, PartKind>> findPart(Catalog &c, const QString &id)
{
    if (auto *p = findById(c.gpus, id))
        return std::make_pair(static_cast<PartBase *>(p), PartKind::Gpu);
    if (auto *p = findById(c.nics, id))
        return std::make_pair(static_cast<PartBase *>(p), PartKind::Nic);
    if (auto *p = findById(c.switches, id))
        return std::make_pair(static_cast<PartBase *>(p), PartKind::Switch);
    if (auto *p = findById(c.cables, id))
        return std::make_pair(static_cast<PartBase *>(p), PartKind::Cable);
    if (auto *p = findById(c.nodeTypes, id))
        return std::make_pair(static_cast<PartBase *>(p), PartKind::NodeType);
    return std::nullopt;
}

Figure *findAssumption(Catalog &c, const QString &id)
{
    for (auto &[key, fig] : c.assumptions) {
        if (key == id)
            return &fig;
    }
    return nullptr;
}

// Figure addressed as in FigureOverride (see catalog.h).
Figure *findFigure(Catalog &c, const QString &partId, const QString &field)
{
    if (partId.isEmpty() || partId == QLatin1String("assumptions"))
        return findAssumption(c, field);
    if (auto found = findPart(c, partId)) {
        for (auto &[f, fig] : figuresOf(*found->first, found->second)) {
            if (field == QLatin1String(f.key))
                return fig;
        }
        return nullptr;
    }
    if (field.isEmpty() || field == QLatin1String("value"))
        return findAssumption(c, partId);
    return nullptr;
}

// ---------------------------------------------------------------------------
// Reading

QJsonObject figureToJson(const Figure &f)
{
    QJsonObject o;
    if (!f.known) {
        o.insert(L("known"), false);
        if (f.value != 0.0)
            o.insert(L("value"), f.value);
        if (f.tag != SourceTag::Estimate)
            o.insert(L("tag"), sourceTagKey(f.tag));
    } else {
        o.insert(L("value"), f.value);
        o.insert(L("tag"), sourceTagKey(f.tag));
    }
    o.insert(L("source"), f.source);
    if (!f.restsOn.isEmpty())
        o.insert(L("rests_on"), QJsonArray::fromStringList(f.restsOn));
    if (f.lowerBound)
        o.insert(L("lower_bound"), true);
    return o;
}

// Reads the fields of one entry; the first failure is kept in *error and every
// later call returns false.
class EntryReader
{
public:
    EntryReader(const QJsonObject &o, QString where, QString *error)
        : m_o(o)
        , m_where(std::move(where))
        , m_error(error)
    {
    }

    const QString &where() const { return m_where; }
    const QJsonObject &object() const { return m_o; }
    bool has(const char *key) const { return m_o.contains(L(key)); }
    void setWhere(const QString &w) { m_where = w; }
    bool ok() const { return m_error->isEmpty(); }

    bool fail(const QString &message)
    {
        if (m_error->isEmpty())
            *m_error = message;
        return false;
    }

    bool missing(const QString &field)
    {
        return fail(QCoreApplication::translate("fp::Catalog", "%1: field '%2' is missing")
                        .arg(m_where, field));
    }

    bool string(const char *key, QString *out, bool required = true)
    {
        if (!ok())
            return false;
        const QString field = L(key);
        const QJsonValue v = m_o.value(field);
        if (v.isUndefined()) {
            if (!required)
                return true;
            return missing(field);
        }
        if (!v.isString()) {
            return fail(
                QCoreApplication::translate("fp::Catalog", "%1: field '%2' must be a string")
                    .arg(m_where, field));
        }
        *out = v.toString();
        return true;
    }

    bool nonEmptyString(const char *key, QString *out)
    {
        if (!string(key, out))
            return false;
        if (out->trimmed().isEmpty()) {
            return fail(
                QCoreApplication::translate("fp::Catalog", "%1: field '%2' must not be empty")
                    .arg(m_where, L(key)));
        }
        return true;
    }

    bool boolean(const char *key, bool *out)
    {
        if (!ok())
            return false;
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined())
            return true; // all booleans are optional, default false
        if (!v.isBool()) {
            return fail(
                QCoreApplication::translate("fp::Catalog", "%1: field '%2' must be true or false")
                    .arg(m_where, L(key)));
        }
        *out = v.toBool();
        return true;
    }

    static bool positiveIntValue(const QJsonValue &v, int *out)
    {
        if (!v.isDouble())
            return false;
        const double d = v.toDouble();
        if (!(d >= 1.0) || d > 1e9 || d != std::floor(d))
            return false;
        *out = static_cast<int>(d);
        return true;
    }

    bool positiveInt(const char *key, int *out) { return positiveIntAt(m_o, L(key), key, out); }

    // A positive integer in `o` (the entry or a nested object), reported as `field`.
    bool positiveIntAt(const QJsonObject &o, const QString &field, const char *key, int *out)
    {
        if (!ok())
            return false;
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return missing(field);
        if (!positiveIntValue(v, out)) {
            return fail(QCoreApplication::translate("fp::Catalog",
                                                    "%1: field '%2' must be a positive integer")
                            .arg(m_where, field));
        }
        return true;
    }

    bool positiveNumberAt(const QJsonObject &o, const QString &field, const char *key, double *out)
    {
        if (!ok())
            return false;
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return missing(field);
        const double d = v.toDouble(-1.0);
        if (!v.isDouble() || !(d > 0.0) || !std::isfinite(d)) {
            return fail(QCoreApplication::translate("fp::Catalog",
                                                    "%1: field '%2' must be a positive number")
                            .arg(m_where, field));
        }
        *out = d;
        return true;
    }

    bool positiveNumber(const char *key, double *out)
    {
        return positiveNumberAt(m_o, L(key), key, out);
    }

    bool technologyAt(const QJsonObject &o, const QString &field, const char *key, Technology *out)
    {
        if (!ok())
            return false;
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return missing(field);
        if (!technologyFromKey(v.toString(), out)) {
            return fail(QCoreApplication::translate(
                            "fp::Catalog", "%1: field '%2' has unknown technology '%3' (expected "
                                           "'infiniband' or 'ethernet')")
                            .arg(m_where, field, v.toVariant().toString()));
        }
        return true;
    }

    bool cableKind(const char *key, CableKind *out)
    {
        if (!ok())
            return false;
        const QString field = L(key);
        const QJsonValue v = m_o.value(field);
        if (v.isUndefined())
            return missing(field);
        if (!cableKindFromKey(v.toString(), out)) {
            return fail(QCoreApplication::translate(
                            "fp::Catalog",
                            "%1: field '%2' has unknown kind '%3' (expected 'passive-copper', "
                            "'active-copper', 'aoc', 'transceiver' or 'fibre')")
                            .arg(m_where, field, v.toVariant().toString()));
        }
        return true;
    }

    // A FIG object whose known value lies in `range` (figureRange()).
    bool figure(const char *key, Figure *out, const FieldRange &range)
    {
        if (!ok())
            return false;
        const QString field = L(key);
        const QJsonValue v = m_o.value(field);
        if (v.isUndefined())
            return missing(field);
        if (!v.isObject()) {
            return fail(QCoreApplication::translate(
                            "fp::Catalog",
                            "%1: field '%2' must be an object {value, tag, source} or "
                            "{known: false, source}")
                            .arg(m_where, field));
        }
        const QJsonObject o = v.toObject();
        Figure f;
        const QJsonValue known = o.value(QLatin1String("known"));
        if (!known.isUndefined() && !known.isBool()) {
            return fail(QCoreApplication::translate("fp::Catalog",
                                                    "%1: field '%2': 'known' must be true or false")
                            .arg(m_where, field));
        }
        f.known = known.toBool(true);
        const QJsonValue source = o.value(QLatin1String("source"));
        if (!source.isString() || source.toString().trimmed().isEmpty()) {
            return fail(QCoreApplication::translate(
                            "fp::Catalog", "%1: field '%2' has no source (every figure needs one)")
                            .arg(m_where, field));
        }
        f.source = source.toString();
        const QJsonValue restsOn = o.value(QLatin1String("rests_on"));
        if (!restsOn.isUndefined()) {
            const QJsonArray ids = restsOn.toArray();
            for (const QJsonValue &id : ids)
                f.restsOn.append(id.toString());
            if (!restsOn.isArray() || f.restsOn.contains(QString()))
                return fail(QCoreApplication::translate(
                                "fp::Catalog",
                                "%1: field '%2': 'rests_on' must be a list of assumption ids")
                                .arg(m_where, field));
        }
        const QJsonValue lowerBound = o.value(QLatin1String("lower_bound"));
        if (!lowerBound.isUndefined() && !lowerBound.isBool()) {
            return fail(QCoreApplication::translate(
                            "fp::Catalog", "%1: field '%2': 'lower_bound' must be true or false")
                            .arg(m_where, field));
        }
        f.lowerBound = f.known && lowerBound.toBool(false);
        const QJsonValue tag = o.value(QLatin1String("tag"));
        if (tag.isUndefined()) {
            if (f.known) {
                return fail(QCoreApplication::translate("fp::Catalog", "%1: field '%2' has no tag")
                                .arg(m_where, field));
            }
        } else if (!sourceTagFromKey(tag.toString(), &f.tag)) {
            return fail(QCoreApplication::translate(
                            "fp::Catalog",
                            "%1: field '%2' has unknown tag '%3' (expected 'primary', "
                            "'secondary', 'estimate', 'derived' or 'user')")
                            .arg(m_where, field, tag.toVariant().toString()));
        }
        const QJsonValue value = o.value(QLatin1String("value"));
        if (value.isUndefined()) {
            if (f.known) {
                return fail(
                    QCoreApplication::translate("fp::Catalog", "%1: field '%2' has no value")
                        .arg(m_where, field));
            }
        } else {
            const double d = value.toDouble();
            if (!value.isDouble() || !std::isfinite(d)) {
                return fail(QCoreApplication::translate("fp::Catalog",
                                                        "%1: field '%2': value must be a number")
                                .arg(m_where, field));
            }
            // The same ranges as an override of the figure (model/fieldrange.h).
            const QString problem = f.known ? validate(range, d) : QString();
            if (!problem.isEmpty()) {
                return fail(QCoreApplication::translate("fp::Catalog", "%1: field '%2': %3")
                                .arg(m_where, field, problem));
            }
            f.value = d;
        }
        *out = f;
        return true;
    }

private:
    QJsonObject m_o;
    QString m_where;
    QString *m_error;
};

// Reads one catalog document into `cat` (appending). `ids` holds the ids already
// in use; `shipped` those of the base catalog (own parts may not reuse them).
class DocumentReader
{
public:
    DocumentReader(Catalog *cat, const QSet<QString> &shipped, bool userDefined, QString *error)
        : m_cat(cat)
        , m_shipped(shipped)
        , m_userDefined(userDefined)
        , m_error(error)
    {
        for (const QString &id : cat->allIds())
            m_ids.insert(id, id);
        for (const auto &a : cat->assumptions)
            m_ids.insert(a.first, a.first);
    }

    bool read(const QJsonObject &doc)
    {
        const QJsonValue version = doc.value(QLatin1String("version"));
        if (!version.isUndefined() && version.toInt(0) > FormatVersion) {
            return fail(QCoreApplication::translate(
                            "fp::Catalog",
                            "catalog format version %1 is newer than this program reads (%2)")
                            .arg(version.toInt())
                            .arg(FormatVersion));
        }
        return section(doc, "gpus", [this](EntryReader &r) { return readGpu(r); }) &&
               section(doc, "nics", [this](EntryReader &r) { return readNic(r); }) &&
               section(doc, "switches", [this](EntryReader &r) { return readSwitch(r); }) &&
               section(doc, "cables", [this](EntryReader &r) { return readCable(r); }) &&
               section(doc, "node_types", [this](EntryReader &r) { return readNodeType(r); }) &&
               section(doc, "assumptions", [this](EntryReader &r) { return readAssumption(r); }) &&
               readDefaults(doc);
    }

private:
    bool fail(const QString &message)
    {
        if (m_error->isEmpty())
            *m_error = message;
        return false;
    }

    template <typename F> bool section(const QJsonObject &doc, const char *name, F readEntry)
    {
        const QJsonValue v = doc.value(QLatin1String(name));
        if (v.isUndefined())
            return true;
        if (!v.isArray()) {
            return fail(QCoreApplication::translate("fp::Catalog", "section '%1' must be an array")
                            .arg(L(name)));
        }
        const QJsonArray entries = v.toArray();
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const QString at = QStringLiteral("%1[%2]").arg(L(name)).arg(i);
            if (!entries.at(i).isObject()) {
                return fail(
                    QCoreApplication::translate("fp::Catalog", "%1: entry must be an object")
                        .arg(at));
            }
            EntryReader r(entries.at(i).toObject(), at, m_error);
            if (!readId(r, at) || !readEntry(r))
                return false;
        }
        return true;
    }

    // Reads "id", checks it and names the entry "section[i] (id)" from then on.
    bool readId(EntryReader &r, const QString &at)
    {
        if (!r.nonEmptyString("id", &m_id))
            return false;
        r.setWhere(QStringLiteral("%1 (%2)").arg(at, m_id));
        static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9][a-z0-9._-]*$"));
        if (!idPattern.match(m_id).hasMatch()) {
            return r.fail(QCoreApplication::translate(
                              "fp::Catalog",
                              "%1: field 'id' must be lower case letters, digits, '.', '_' "
                              "or '-'")
                              .arg(r.where()));
        }
        if (m_shipped.contains(m_id)) {
            return r.fail(QCoreApplication::translate(
                              "fp::Catalog",
                              "%1: field 'id': '%2' is already used by a shipped part or "
                              "assumption")
                              .arg(r.where(), m_id));
        }
        if (m_ids.contains(m_id)) {
            return r.fail(QCoreApplication::translate(
                              "fp::Catalog", "%1: field 'id': duplicate id '%2' (also in %3)")
                              .arg(r.where(), m_id, m_ids.value(m_id)));
        }
        m_ids.insert(m_id, r.where());
        return true;
    }

    bool readBase(EntryReader &r, PartBase *p)
    {
        p->id = m_id;
        p->userDefined = m_userDefined;
        bool user = false;
        r.nonEmptyString("name", &p->name) && r.string("vendor", &p->vendor) &&
            r.figure("price_eur", &p->priceEur, rangeOf(PriceField)) &&
            r.positiveInt("price_year", &p->priceYear) &&
            r.figure("power_w", &p->powerWatts, rangeOf(PowerField)) &&
            r.string("notes", &p->notes, false) && r.string("opn", &p->opn, false) &&
            r.string("opn_source", &p->opnSource, false) && r.boolean("user_defined", &user);
        p->userDefined = m_userDefined || user;
        return r.ok();
    }

    bool readGpu(EntryReader &r)
    {
        GpuType g;
        if (!readBase(r, &g) ||
            !r.figure("nvlink_gbyte_s", &g.nvlinkGbytePerS, rangeOf(NvlinkField)))
            return false;
        // Added after the catalog format had shipped: optional.
        if (r.has("bf16_dense_tflops")) {
            if (!r.figure("bf16_dense_tflops", &g.bf16DenseTflops, rangeOf(TflopsField)))
                return false;
        } else {
            g.bf16DenseTflops = Figure::unknown(
                QCoreApplication::translate("fp::Catalog", "no tensor throughput given"));
        }
        m_cat->gpus.push_back(std::move(g));
        return true;
    }

    bool readNic(EntryReader &r)
    {
        NicType n;
        if (!readBase(r, &n) || !r.string("host_interface", &n.hostInterface) ||
            !r.string("cage", &n.cage, false))
            return false;
        if (!readNicModes(r, &n))
            return false;
        m_cat->nics.push_back(std::move(n));
        return true;
    }

    static QJsonArray modesArray(const QJsonObject &entry, bool *ok)
    {
        const QJsonValue v = entry.value(QLatin1String("modes"));
        *ok = v.isArray() && !v.toArray().isEmpty();
        return v.toArray();
    }

    bool readNicModes(EntryReader &r, NicType *n)
    {
        bool ok = false;
        const QJsonArray modes = modesArray(r.object(), &ok);
        const QString badModes =
            QCoreApplication::translate(
                "fp::Catalog",
                "%1: field 'modes' must be a non-empty array of {technology, ports, gbit_s}")
                .arg(r.where());
        if (!ok)
            return r.fail(badModes);
        for (qsizetype i = 0; i < modes.size(); ++i) {
            if (!modes.at(i).isObject())
                return r.fail(badModes);
            const QJsonObject m = modes.at(i).toObject();
            const QString f = QStringLiteral("modes[%1].").arg(i);
            NicMode mode;
            if (!r.technologyAt(m, f + L("technology"), "technology", &mode.technology) ||
                !r.positiveIntAt(m, f + L("ports"), "ports", &mode.port.ports) ||
                !r.positiveNumberAt(m, f + L("gbit_s"), "gbit_s", &mode.port.gbitPerS))
                return false;
            for (const NicMode &other : n->modes) {
                if (other.technology == mode.technology) {
                    return r.fail(
                        QCoreApplication::translate("fp::Catalog",
                                                    "%1: field 'modes' lists technology '%2' twice")
                            .arg(r.where(), technologyKey(mode.technology)));
                }
            }
            n->modes.push_back(mode);
        }
        return true;
    }

    bool readSwitchModes(EntryReader &r, SwitchType *s)
    {
        bool ok = false;
        const QJsonArray modes = modesArray(r.object(), &ok);
        const QString badModes =
            QCoreApplication::translate(
                "fp::Catalog", "%1: field 'modes' must be a non-empty array of {ports, gbit_s}")
                .arg(r.where());
        if (!ok)
            return r.fail(badModes);
        for (qsizetype i = 0; i < modes.size(); ++i) {
            if (!modes.at(i).isObject())
                return r.fail(badModes);
            const QJsonObject m = modes.at(i).toObject();
            const QString f = QStringLiteral("modes[%1].").arg(i);
            PortMode mode;
            if (!r.positiveIntAt(m, f + L("ports"), "ports", &mode.ports) ||
                !r.positiveNumberAt(m, f + L("gbit_s"), "gbit_s", &mode.gbitPerS))
                return false;
            s->modes.push_back(mode);
        }
        return true;
    }

    // "rack_units" of a switch: a figure, or a plain positive integer (own parts and
    // catalogs written before it had a source), read as a user figure.
    static bool readSwitchRackUnits(EntryReader &r, SwitchType &s)
    {
        if (!r.object().value(QLatin1String("rack_units")).isDouble())
            return r.figure("rack_units", &s.rackUnits, rangeOf(RackUnitsField));
        int units = 0;
        if (!r.positiveInt("rack_units", &units))
            return false;
        s.rackUnits.value = units;
        s.rackUnits.tag = SourceTag::User;
        s.rackUnits.source = QStringLiteral("given as a number in the catalog entry");
        return true;
    }

    bool readSwitch(EntryReader &r)
    {
        SwitchType s;
        if (!readBase(r, &s) ||
            !r.technologyAt(r.object(), L("technology"), "technology", &s.technology) ||
            !r.positiveInt("cages", &s.cages) ||
            !r.string("cage_form_factor", &s.cageFormFactor, false) || !readSwitchModes(r, &s) ||
            !r.figure("latency_ns", &s.latencyNs, rangeOf(LatencyField)) ||
            !r.figure("max_power_w", &s.maxPowerWatts, rangeOf(MaxPowerField)) ||
            !r.figure("buffer_mbyte", &s.bufferMbyte, rangeOf(BufferField)) ||
            !r.boolean("subnet_manager", &s.subnetManager) ||
            !r.boolean("in_network_reduction", &s.inNetworkReduction) || !readSwitchRackUnits(r, s))
            return false;
        m_cat->switches.push_back(std::move(s));
        return true;
    }

    bool readCable(EntryReader &r)
    {
        CableType c;
        if (!readBase(r, &c) || !r.cableKind("kind", &c.kind) ||
            !r.positiveNumber("gbit_s", &c.gbitPerS) ||
            !r.figure("reach_m", &c.reachM, rangeOf(ReachField)) ||
            !r.positiveInt("links_carried", &c.linksCarried) ||
            !r.positiveInt("fan_out", &c.fanOut) || !r.string("use", &c.use) ||
            !r.string("form_factor", &c.formFactor, false))
            return false;
        m_cat->cables.push_back(std::move(c));
        return true;
    }

    // The optional storage/front-end NICs of a node type: both fields or neither.
    bool readStorageNics(EntryReader &r, NodeTypeSpec &n)
    {
        const QJsonObject &o = r.object();
        if (!o.contains(QLatin1String("storage_nic")) &&
            !o.contains(QLatin1String("storage_nic_count")))
            return true;
        if (!r.nonEmptyString("storage_nic", &n.storageNicTypeId) ||
            !r.positiveInt("storage_nic_count", &n.storageNicCount))
            return false;
        if (!m_cat->nic(n.storageNicTypeId)) {
            return r.fail(
                QCoreApplication::translate(
                    "fp::Catalog", "%1: field 'storage_nic' refers to unknown NIC type '%2'")
                    .arg(r.where(), n.storageNicTypeId));
        }
        return true;
    }

    // The optional "port_labels" of a node type: an object of "<NIC>/<port>" (from 1, a
    // NIC of the node type) to a label of 1 to 64 characters.
    static bool readPortLabels(EntryReader &r, NodeTypeSpec &n)
    {
        const QJsonValue v = r.object().value(QLatin1String("port_labels"));
        if (v.isUndefined())
            return true;
        const auto bad = [&r] {
            return r.fail(QCoreApplication::translate(
                              "fp::Catalog",
                              "%1: field 'port_labels' must map \"NIC/port\" (from 1, a NIC of the "
                              "node type) to a label of 1 to 64 characters")
                              .arg(r.where()));
        };
        if (!v.isObject())
            return bad();
        static const QRegularExpression key(QStringLiteral("^([1-9][0-9]{0,2})/([1-9][0-9]?)$"));
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QRegularExpressionMatch m = key.match(it.key());
            const QString label = it.value().toString();
            if (!m.hasMatch() || m.captured(1).toInt() > n.allNicCount() ||
                !it.value().isString() || label.trimmed().isEmpty() || label.size() > 64)
                return bad();
            n.portLabels.emplace(it.key(), label);
        }
        return true;
    }

    // "rack_units" of a node type: optional (own parts written before it existed).
    static bool readRackUnits(EntryReader &r, NodeTypeSpec &n)
    {
        if (!r.object().contains(QLatin1String("rack_units"))) {
            n.rackUnits = Figure::unknown(QStringLiteral("not given in the catalog entry"));
            return true;
        }
        return r.figure("rack_units", &n.rackUnits, rangeOf(RackUnitsField));
    }

    bool readNodeType(EntryReader &r)
    {
        NodeTypeSpec n;
        if (!readBase(r, &n) || !r.nonEmptyString("gpu", &n.gpuTypeId) ||
            !r.positiveInt("gpu_count", &n.gpuCount) || !r.nonEmptyString("nic", &n.nicTypeId) ||
            !r.positiveInt("nic_count", &n.nicCount) ||
            !r.positiveInt("nvlink_domain_nodes", &n.nvlinkDomainNodes) ||
            !r.figure("other_power_w", &n.otherPowerWatts, rangeOf(OtherPowerField)) ||
            !readRackUnits(r, n))
            return false;
        if (!m_cat->gpu(n.gpuTypeId)) {
            return r.fail(QCoreApplication::translate(
                              "fp::Catalog", "%1: field 'gpu' refers to unknown GPU type '%2'")
                              .arg(r.where(), n.gpuTypeId));
        }
        if (!m_cat->nic(n.nicTypeId)) {
            return r.fail(QCoreApplication::translate(
                              "fp::Catalog", "%1: field 'nic' refers to unknown NIC type '%2'")
                              .arg(r.where(), n.nicTypeId));
        }
        if (!readStorageNics(r, n) || !r.string("compute_nic_cage", &n.computeNicCage, false) ||
            !readPortLabels(r, n))
            return false;
        const QJsonValue rails = r.object().value(QLatin1String("rail_of_nic"));
        if (rails.isUndefined()) {
            for (int i = 0; i < n.nicCount; ++i)
                n.railOfNic.push_back(i);
        } else {
            if (!rails.isArray()) {
                return r.fail(
                    QCoreApplication::translate(
                        "fp::Catalog", "%1: field 'rail_of_nic' must be an array of rail indexes")
                        .arg(r.where()));
            }
            const QJsonArray a = rails.toArray();
            if (a.size() != n.nicCount) {
                return r.fail(QCoreApplication::translate(
                                  "fp::Catalog",
                                  "%1: field 'rail_of_nic' has %2 entries but 'nic_count' is %3")
                                  .arg(r.where())
                                  .arg(a.size())
                                  .arg(n.nicCount));
            }
            for (const QJsonValue &v : a) {
                const double d = v.toDouble(-1.0);
                if (!v.isDouble() || d < 0.0 || d != std::floor(d) || d > 1e6) {
                    return r.fail(
                        QCoreApplication::translate(
                            "fp::Catalog", "%1: field 'rail_of_nic' must hold integers >= 0")
                            .arg(r.where()));
                }
                n.railOfNic.push_back(static_cast<int>(d));
            }
        }
        m_cat->nodeTypes.push_back(std::move(n));
        return true;
    }

    bool readAssumption(EntryReader &r)
    {
        Figure f;
        if (!r.figure("figure", &f, figureRange(QString(), m_id)))
            return false;
        // A price assumption names the year of its price level (the BOM prints it).
        if (r.has("price_year")) {
            int year = 0;
            if (!r.positiveInt("price_year", &year))
                return false;
            m_cat->assumptionPriceYears[m_id] = year;
        }
        m_cat->assumptions.emplace_back(m_id, f);
        return true;
    }

    bool readDefaults(const QJsonObject &doc)
    {
        const QJsonValue v = doc.value(QLatin1String("defaults"));
        if (v.isUndefined())
            return true;
        if (!v.isObject()) {
            return fail(
                QCoreApplication::translate("fp::Catalog", "section 'defaults' must be an object"));
        }
        EntryReader r(v.toObject(), L("defaults"), m_error);
        QString ib = m_cat->defaultSwitchInfiniBand;
        QString eth = m_cat->defaultSwitchEthernet;
        QString node = m_cat->defaultNodeType;
        if (!r.string("switch_infiniband", &ib, false) ||
            !r.string("switch_ethernet", &eth, false) || !r.string("node_type", &node, false))
            return false;
        const auto checkSwitch = [&](const QString &id, const char *field, Technology t) {
            if (id.isEmpty())
                return true;
            const SwitchType *s = m_cat->switchType(id);
            if (!s) {
                return r.fail(QCoreApplication::translate(
                                  "fp::Catalog", "%1: field '%2' refers to unknown switch '%3'")
                                  .arg(r.where(), L(field), id));
            }
            if (s->technology != t) {
                return r.fail(QCoreApplication::translate("fp::Catalog",
                                                          "%1: field '%2': switch '%3' is not %4")
                                  .arg(r.where(), L(field), id, technologyKey(t)));
            }
            return true;
        };
        if (!checkSwitch(ib, "switch_infiniband", Technology::InfiniBand) ||
            !checkSwitch(eth, "switch_ethernet", Technology::Ethernet))
            return false;
        if (!node.isEmpty() && !m_cat->nodeType(node)) {
            return r.fail(
                QCoreApplication::translate(
                    "fp::Catalog", "%1: field 'node_type' refers to unknown node type '%2'")
                    .arg(r.where(), node));
        }
        m_cat->defaultSwitchInfiniBand = ib;
        m_cat->defaultSwitchEthernet = eth;
        m_cat->defaultNodeType = node;
        return true;
    }

    Catalog *m_cat;
    QSet<QString> m_shipped;
    bool m_userDefined;
    QString *m_error;
    QHash<QString, QString> m_ids; // id -> where it was defined
    QString m_id;                  // id of the entry being read
};

} // namespace

// ---------------------------------------------------------------------------
// Key tables

QString sourceTagKey(SourceTag tag)
{
    return keyOf(TagKeys, tag);
}

bool sourceTagFromKey(const QString &key, SourceTag *out)
{
    return fromKey(TagKeys, key, out);
}

QString technologyKey(Technology t)
{
    return keyOf(TechnologyKeys, t);
}

bool technologyFromKey(const QString &key, Technology *out)
{
    return fromKey(TechnologyKeys, key, out);
}

QString cableKindKey(CableKind k)
{
    return keyOf(CableKindKeys, k);
}

bool cableKindFromKey(const QString &key, CableKind *out)
{
    return fromKey(CableKindKeys, key, out);
}

// ---------------------------------------------------------------------------
// Parts

std::optional<PortMode> NicType::modeFor(Technology t) const
{
    for (const NicMode &m : modes) {
        if (m.technology == t)
            return m.port;
    }
    return std::nullopt;
}

int SwitchType::portsAt(double gbitPerS) const
{
    int ports = 0;
    for (const PortMode &m : modes) {
        if (sameSpeed(m.gbitPerS, gbitPerS))
            ports = std::max(ports, m.ports);
    }
    return ports;
}

double SwitchType::modulePortGbitPerS() const
{
    if (cages <= 0)
        return 0.0;
    double cageGbit = 0.0;
    for (const PortMode &m : modes)
        cageGbit = std::max(cageGbit, m.ports * m.gbitPerS / cages);
    // NVIDIA twin-port OSFP: "two transceiver engines in a single OSFP form-factor plug
    // creating 800Gb/s electrical to the switch and 2x400G optics using two MPO/-12/APC
    // optical connectors" (MMA4Z00-NS overview); the 1.6T XDR cage likewise 2 x 800G.
    return cageGbit >= 800.0 - 1e-9 ? cageGbit / 2.0 : cageGbit;
}

double SwitchType::trunkGbitPerS(double linkGbitPerS) const
{
    const double port = modulePortGbitPerS();
    if (!(linkGbitPerS > 0.0) || port <= linkGbitPerS + 1e-9 || portsAt(port) <= 0)
        return linkGbitPerS;
    const double ratio = port / linkGbitPerS;
    return std::abs(ratio - std::round(ratio)) < 1e-9 ? port : linkGbitPerS;
}

int SwitchType::mostPorts() const
{
    int ports = 0;
    for (const PortMode &m : modes)
        ports = std::max(ports, m.ports);
    return ports;
}

// ---------------------------------------------------------------------------
// Catalog lookups

std::vector<const SwitchType *> Catalog::switchesFor(Technology t, double gbitPerS) const
{
    std::vector<const SwitchType *> out;
    for (const SwitchType &s : switches)
        if (s.technology == t && (gbitPerS <= 0.0 || s.portsAt(gbitPerS) > 0))
            out.push_back(&s);
    return out;
}

double Catalog::nicGbitPerS(const QString &nodeTypeId, Technology t) const
{
    const NodeTypeSpec *type = nodeType(nodeTypeId);
    const NicType *n = type ? nic(type->nicTypeId) : nullptr;
    const std::optional<PortMode> mode = n ? n->modeFor(t) : std::nullopt;
    return mode ? mode->gbitPerS : 0.0;
}

const GpuType *Catalog::gpu(const QString &id) const
{
    return findById(gpus, id);
}

const NicType *Catalog::nic(const QString &id) const
{
    return findById(nics, id);
}

const SwitchType *Catalog::switchType(const QString &id) const
{
    return findById(switches, id);
}

const CableType *Catalog::cable(const QString &id) const
{
    return findById(cables, id);
}

const NodeTypeSpec *Catalog::nodeType(const QString &id) const
{
    return findById(nodeTypes, id);
}

const Figure *Catalog::assumption(const QString &id) const
{
    for (const auto &[key, fig] : assumptions) {
        if (key == id)
            return &fig;
    }
    return nullptr;
}

const PartBase *Catalog::part(const QString &id) const
{
    if (const PartBase *p = gpu(id))
        return p;
    if (const PartBase *p = nic(id))
        return p;
    if (const PartBase *p = switchType(id))
        return p;
    if (const PartBase *p = cable(id))
        return p;
    return nodeType(id);
}

QStringList Catalog::allIds() const
{
    QStringList ids;
    const auto add = [&ids](const auto &parts) {
        for (const auto &p : parts)
            ids.append(p.id);
    };
    add(gpus);
    add(nics);
    add(switches);
    add(cables);
    add(nodeTypes);
    return ids;
}

const Figure *Catalog::figure(const QString &partId, const QString &field) const
{
    // findFigure only reads through the pointer it returns; the const_cast keeps one
    // implementation for reading and overriding.
    return findFigure(const_cast<Catalog &>(*this), partId, field);
}

QStringList Catalog::figureFields(const QString &partId) const
{
    QStringList keys;
    if (auto found = findPart(const_cast<Catalog &>(*this), partId)) {
        for (const auto &f : figuresOf(*found->first, found->second))
            keys.append(L(f.first.key));
    }
    return keys;
}

double Catalog::nodeTypePowerWatts(const QString &nodeTypeId) const
{
    const NodeTypeSpec *n = nodeType(nodeTypeId);
    if (!n)
        return 0.0;
    const auto value = [](const Figure &f) { return f.known ? f.value : 0.0; };
    double w = value(n->otherPowerWatts);
    if (const GpuType *g = gpu(n->gpuTypeId))
        w += n->gpuCount * value(g->powerWatts);
    if (const NicType *c = nic(n->nicTypeId))
        w += n->nicCount * value(c->powerWatts);
    return w;
}

double Catalog::nodeTypePriceEur(const QString &nodeTypeId) const
{
    const NodeTypeSpec *n = nodeType(nodeTypeId);
    if (!n)
        return 0.0;
    const auto value = [](const Figure &f) { return f.known ? f.value : 0.0; };
    double eur = value(n->priceEur);
    if (const GpuType *g = gpu(n->gpuTypeId))
        eur += n->gpuCount * value(g->priceEur);
    if (const NicType *c = nic(n->nicTypeId))
        eur += n->nicCount * value(c->priceEur);
    return eur;
}

const SwitchType *Catalog::defaultSwitchFor(Technology t, double gbitPerS) const
{
    const QString &preferred =
        t == Technology::InfiniBand ? defaultSwitchInfiniBand : defaultSwitchEthernet;
    if (const SwitchType *s = switchType(preferred);
        s && s->technology == t && s->portsAt(gbitPerS) > 0)
        return s;
    for (const SwitchType &s : switches) {
        if (s.technology == t && s.portsAt(gbitPerS) > 0)
            return &s;
    }
    return nullptr;
}

// ---------------------------------------------------------------------------
// Reading and writing

std::optional<Catalog> Catalog::loadDefaults(QString *error)
{
    initCatalogResource();
    QString err;
    QFile file(QStringLiteral(":/catalog/catalog.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        err = QCoreApplication::translate("fp::Catalog", "cannot open the shipped catalog %1: %2")
                  .arg(file.fileName(), file.errorString());
    } else {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
        if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            err = QCoreApplication::translate("fp::Catalog",
                                              "the shipped catalog is not valid JSON (offset "
                                              "%1): %2")
                      .arg(parseError.offset)
                      .arg(parseError.errorString());
        } else if (auto c = fromJson(doc.object(), &err)) {
            return c;
        }
    }
    if (error)
        *error = err;
    return std::nullopt;
}

std::optional<Catalog> Catalog::fromJson(const QJsonObject &doc, QString *error)
{
    Catalog c;
    QString err;
    DocumentReader reader(&c, {}, false, &err);
    if (!reader.read(doc)) {
        if (error)
            *error = err;
        return std::nullopt;
    }
    return c;
}

namespace {

void writeBase(QJsonObject &o, const PartBase &p)
{
    o.insert(L("id"), p.id);
    o.insert(L("name"), p.name);
    o.insert(L("vendor"), p.vendor);
    o.insert(L("price_eur"), figureToJson(p.priceEur));
    o.insert(L("price_year"), p.priceYear);
    o.insert(L("power_w"), figureToJson(p.powerWatts));
    if (!p.notes.isEmpty())
        o.insert(L("notes"), p.notes);
    if (!p.opn.isEmpty()) {
        o.insert(L("opn"), p.opn);
        o.insert(L("opn_source"), p.opnSource);
    }
    if (p.userDefined)
        o.insert(L("user_defined"), true);
}

QJsonObject portModeToJson(const PortMode &m)
{
    QJsonObject o;
    o.insert(L("ports"), m.ports);
    o.insert(L("gbit_s"), m.gbitPerS);
    return o;
}

// Catalog::toJson() per kind of part (docs/CATALOG.md, the catalog format).
QJsonObject gpuToJson(const GpuType &g)
{
    QJsonObject o;
    writeBase(o, g);
    o.insert(L("nvlink_gbyte_s"), figureToJson(g.nvlinkGbytePerS));
    o.insert(L("bf16_dense_tflops"), figureToJson(g.bf16DenseTflops));
    return o;
}

QJsonObject nicToJson(const NicType &n)
{
    QJsonObject o;
    writeBase(o, n);
    o.insert(L("host_interface"), n.hostInterface);
    if (!n.cage.isEmpty())
        o.insert(L("cage"), n.cage);
    QJsonArray modeArray;
    for (const NicMode &m : n.modes) {
        QJsonObject mo = portModeToJson(m.port);
        mo.insert(L("technology"), technologyKey(m.technology));
        modeArray.append(mo);
    }
    o.insert(L("modes"), modeArray);
    return o;
}

QJsonObject switchToJson(const SwitchType &s)
{
    QJsonObject o;
    writeBase(o, s);
    o.insert(L("technology"), technologyKey(s.technology));
    o.insert(L("cages"), s.cages);
    if (!s.cageFormFactor.isEmpty())
        o.insert(L("cage_form_factor"), s.cageFormFactor);
    QJsonArray modeArray;
    for (const PortMode &m : s.modes)
        modeArray.append(portModeToJson(m));
    o.insert(L("modes"), modeArray);
    o.insert(L("latency_ns"), figureToJson(s.latencyNs));
    o.insert(L("max_power_w"), figureToJson(s.maxPowerWatts));
    o.insert(L("buffer_mbyte"), figureToJson(s.bufferMbyte));
    o.insert(L("subnet_manager"), s.subnetManager);
    o.insert(L("in_network_reduction"), s.inNetworkReduction);
    o.insert(L("rack_units"), figureToJson(s.rackUnits));
    return o;
}

QJsonObject cableToJson(const CableType &c)
{
    QJsonObject o;
    writeBase(o, c);
    o.insert(L("kind"), cableKindKey(c.kind));
    o.insert(L("gbit_s"), c.gbitPerS);
    o.insert(L("reach_m"), figureToJson(c.reachM));
    o.insert(L("links_carried"), c.linksCarried);
    o.insert(L("fan_out"), c.fanOut);
    o.insert(L("use"), c.use);
    if (!c.formFactor.isEmpty())
        o.insert(L("form_factor"), c.formFactor);
    return o;
}

QJsonObject nodeTypeToJson(const NodeTypeSpec &n)
{
    QJsonObject o;
    writeBase(o, n);
    o.insert(L("gpu"), n.gpuTypeId);
    o.insert(L("gpu_count"), n.gpuCount);
    o.insert(L("nic"), n.nicTypeId);
    o.insert(L("nic_count"), n.nicCount);
    QJsonArray rails;
    for (int r : n.railOfNic)
        rails.append(r);
    o.insert(L("rail_of_nic"), rails);
    if (n.storageNicCount > 0) {
        o.insert(L("storage_nic"), n.storageNicTypeId);
        o.insert(L("storage_nic_count"), n.storageNicCount);
    }
    if (!n.computeNicCage.isEmpty())
        o.insert(L("compute_nic_cage"), n.computeNicCage);
    if (!n.portLabels.empty()) {
        QJsonObject labels;
        for (const auto &[port, label] : n.portLabels)
            labels.insert(port, label);
        o.insert(L("port_labels"), labels);
    }
    o.insert(L("nvlink_domain_nodes"), n.nvlinkDomainNodes);
    o.insert(L("other_power_w"), figureToJson(n.otherPowerWatts));
    if (n.rackUnits.known)
        o.insert(L("rack_units"), figureToJson(n.rackUnits));
    return o;
}

template <typename T, typename ToJson> QJsonArray jsonArray(const std::vector<T> &parts, ToJson f)
{
    QJsonArray out;
    for (const T &part : parts)
        out.append(f(part));
    return out;
}

} // namespace

QJsonObject Catalog::toJson() const
{
    QJsonArray assumptionArray;
    for (const auto &[id, fig] : assumptions) {
        QJsonObject o;
        o.insert(L("id"), id);
        o.insert(L("figure"), figureToJson(fig));
        if (const auto year = assumptionPriceYears.find(id); year != assumptionPriceYears.end())
            o.insert(L("price_year"), year->second);
        assumptionArray.append(o);
    }
    QJsonObject defaults;
    defaults.insert(L("switch_infiniband"), defaultSwitchInfiniBand);
    defaults.insert(L("switch_ethernet"), defaultSwitchEthernet);
    defaults.insert(L("node_type"), defaultNodeType);

    QJsonObject doc;
    doc.insert(L("format"), L("fabricplanner-catalog"));
    doc.insert(L("version"), FormatVersion);
    doc.insert(L("currency"), L("EUR"));
    doc.insert(L("gpus"), jsonArray(gpus, gpuToJson));
    doc.insert(L("nics"), jsonArray(nics, nicToJson));
    doc.insert(L("switches"), jsonArray(switches, switchToJson));
    doc.insert(L("cables"), jsonArray(cables, cableToJson));
    doc.insert(L("node_types"), jsonArray(nodeTypes, nodeTypeToJson));
    doc.insert(L("assumptions"), assumptionArray);
    doc.insert(L("defaults"), defaults);
    return doc;
}

// ---------------------------------------------------------------------------
// Overrides

namespace {

// How a figure derived with assumption `id` (catalog key "rests_on") follows a change of
// it from `before` to `after`: the factor its value is multiplied by, or nullopt for an
// assumption no shipped figure rests on in a known way. USD prices converted at
// eur-per-usd scale with the rate; the Ethernet switch prices derived from the
// InfiniBand per-port price at a discount d scale with (1 - d) (docs/CATALOG.md).
std::optional<double> rederivationFactor(const QString &id, double before, double after)
{
    if (id == QLatin1String("eur-per-usd") && before > 0.0)
        return after / before;
    if (id == QLatin1String("roce-network-cost-discount") && before < 1.0)
        return (1.0 - after) / (1.0 - before);
    return std::nullopt;
}

// An overridden assumption re-derives the figures that rest on it and that the user did
// not override themselves (an override of the Ethernet discount did nothing: the
// switch prices stayed those derived at 40 %, issue 16 audit).
void rederive(Catalog &c, const Catalog &base, const CatalogOverrides &ov)
{
    for (const FigureOverride &o : ov.figures) {
        const bool assumption = o.partId.isEmpty() || o.partId == QLatin1String("assumptions");
        const QString id = assumption ? o.field : QString();
        const Figure *before = id.isEmpty() ? nullptr : base.assumption(id);
        if (!before || !before->known || !o.figure.known)
            continue;
        const std::optional<double> factor = rederivationFactor(id, before->value, o.figure.value);
        if (!factor || *factor == 1.0)
            continue;
        for (const QString &partId : base.allIds()) {
            auto found = findPart(c, partId);
            if (!found)
                continue;
            for (auto &[field, fig] : figuresOf(*found->first, found->second)) {
                // A copy: clang 14 cannot capture a structured binding in a lambda.
                const QLatin1String key(field.key);
                const bool ownOverride =
                    std::any_of(ov.figures.begin(), ov.figures.end(), [&](const FigureOverride &x) {
                        return x.partId == partId && x.field == key;
                    });
                if (ownOverride || !fig->known || !fig->restsOn.contains(id))
                    continue;
                fig->value *= *factor;
                // Language-neutral, after the note (model/sourcenotes.h keeps it when it
                // gives the note in Dutch).
                fig->source +=
                    QStringLiteral(" [x %1: %2 = %3]")
                        .arg(QString::number(*factor, 'g', 4), id, QString::number(o.figure.value));
            }
        }
    }
}

} // namespace

std::optional<Catalog> applyOverrides(const Catalog &base, const CatalogOverrides &ov,
                                      QString *error)
{
    Catalog c = base;
    QString err;
    const auto failed = [&]() -> std::optional<Catalog> {
        if (error)
            *error = err;
        return std::nullopt;
    };

    // Own parts first, so that figure overrides can address them too.
    if (!ov.ownParts.isEmpty()) {
        QSet<QString> shipped;
        for (const QString &id : base.allIds())
            shipped.insert(id);
        for (const auto &a : base.assumptions)
            shipped.insert(a.first);
        DocumentReader reader(&c, shipped, true, &err);
        if (!reader.read(ov.ownParts)) {
            err = QCoreApplication::translate("fp::Catalog", "own parts: %1").arg(err);
            return failed();
        }
    }

    for (const FigureOverride &o : ov.figures) {
        Figure *target = findFigure(c, o.partId, o.field);
        const QString problem = target && o.figure.known
                                    ? validate(figureRange(o.partId, o.field), o.figure.value)
                                    : QString();
        if (!problem.isEmpty()) {
            err = QCoreApplication::translate("fp::Catalog", "override of '%1' '%2': %3")
                      .arg(o.partId, o.field, problem);
            return failed();
        }
        if (target) {
            *target = o.figure;
            continue;
        }
        if (o.partId.isEmpty() || o.partId == QLatin1String("assumptions")) {
            err = QCoreApplication::translate("fp::Catalog", "override of unknown assumption '%1'")
                      .arg(o.field);
        } else if (auto found = findPart(c, o.partId)) {
            QStringList fields;
            for (const auto &f : figuresOf(*found->first, found->second))
                fields.append(L(f.first.key));
            err =
                QCoreApplication::translate(
                    "fp::Catalog", "override of part '%1': unknown field '%2' (expected one of %3)")
                    .arg(o.partId, o.field, fields.join(QStringLiteral(", ")));
        } else if (findAssumption(c, o.partId)) {
            err = QCoreApplication::translate(
                      "fp::Catalog",
                      "override of assumption '%1': unknown field '%2' (expected 'value')")
                      .arg(o.partId, o.field);
        } else {
            err = QCoreApplication::translate("fp::Catalog",
                                              "override of unknown part '%1' (field '%2')")
                      .arg(o.partId, o.field);
        }
        return failed();
    }
    rederive(c, base, ov);
    return c;
}

} // namespace fp
