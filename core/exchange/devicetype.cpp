// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/devicetype.h"

#include "exchange/physical.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <string>

namespace fp::exchange {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("fp::exchange", text);
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// The top-level keys of devicetype-library's device-type schema
// (schema/devicetype.json); the first group is read, the rest accepted and ignored.
const QSet<QString> &knownFields()
{
    static const QSet<QString> fields{
        QStringLiteral("manufacturer"), QStringLiteral("model"), QStringLiteral("slug"),
        QStringLiteral("part_number"), QStringLiteral("u_height"), QStringLiteral("interfaces"),
        QStringLiteral("power-ports"), QStringLiteral("comments"),
        // accepted, not used
        QStringLiteral("is_full_depth"), QStringLiteral("airflow"), QStringLiteral("weight"),
        QStringLiteral("weight_unit"), QStringLiteral("description"),
        QStringLiteral("subdevice_role"), QStringLiteral("is_powered"),
        QStringLiteral("exclude_from_utilization"), QStringLiteral("console-ports"),
        QStringLiteral("console-server-ports"), QStringLiteral("power-outlets"),
        QStringLiteral("front-ports"), QStringLiteral("rear-ports"), QStringLiteral("module-bays"),
        QStringLiteral("device-bays"), QStringLiteral("inventory-items"),
        QStringLiteral("default_platform"), QStringLiteral("hardware-type")};
    return fields;
}

const QSet<QString> &knownInterfaceFields()
{
    static const QSet<QString> fields{QStringLiteral("name"),        QStringLiteral("label"),
                                      QStringLiteral("type"),        QStringLiteral("mgmt_only"),
                                      QStringLiteral("description"), QStringLiteral("poe_mode"),
                                      QStringLiteral("poe_type"),    QStringLiteral("enabled")};
    return fields;
}

// A data port's technology and speed from NetBox's interface type: "infiniband-ndr"
// (InfiniBand generations as 4x ports: EDR 100, HDR 200, NDR 400, XDR 800 Gb/s) or
// "<n>gbase-..." (Ethernet). `understood` is false for a type of neither pattern
// that is not a known slow or virtual one.
struct PortKind {
    bool data = false;
    bool infiniband = false;
    double gbitPerS = 0.0;
};
std::optional<PortKind> portKind(const QString &type)
{
    static const QMap<QString, double> ib{{QStringLiteral("edr"), 100.0},
                                          {QStringLiteral("hdr"), 200.0},
                                          {QStringLiteral("ndr"), 400.0},
                                          {QStringLiteral("xdr"), 800.0}};
    static const QRegularExpression ibType(QStringLiteral("^infiniband-([a-z0-9]+?)(-4x)?$"));
    static const QRegularExpression ethType(QStringLiteral("^([0-9.]+)(g|t)base-"));
    static const QRegularExpression slowType(
        QStringLiteral("^([0-9.]+m?base-|virtual$|lag$|bridge$|other|ieee802|[0-9]+gfc-)"));
    if (const auto m = ibType.match(type); m.hasMatch())
        return PortKind{ib.contains(m.captured(1)), true, ib.value(m.captured(1))};
    if (const auto m = ethType.match(type); m.hasMatch()) {
        const double g =
            m.captured(1).toDouble() * (m.captured(2) == QLatin1String("t") ? 1000 : 1);
        return PortKind{g >= 100.0, false, g};
    }
    if (slowType.match(type).hasMatch())
        return PortKind{};
    return std::nullopt;
}

struct Ports {
    QMap<double, int> countAt; // data ports by speed
    bool infiniband = false;
    bool ethernet = false;
};

// The data ports of `interfaces`; false with `error` at the first thing not understood.
bool readInterfaces(const YAML::Node &interfaces, Ports *ports, QString *error)
{
    if (!interfaces.IsSequence()) {
        *error = tr("field \"interfaces\" must be a list");
        return false;
    }
    for (std::size_t i = 0; i < interfaces.size(); ++i) {
        const YAML::Node itf = interfaces[i];
        if (!itf.IsMap()) {
            *error = tr("interfaces[%1] must be a mapping").arg(i);
            return false;
        }
        for (const auto &kv : itf) {
            const QString field = qs(kv.first.as<std::string>());
            if (!knownInterfaceFields().contains(field)) {
                *error = tr("interfaces[%1]: field \"%2\" is not understood").arg(i).arg(field);
                return false;
            }
        }
        const QString type = qs(itf["type"].as<std::string>(""));
        const auto kind = portKind(type);
        if (!kind) {
            *error = tr("interfaces[%1]: type \"%2\" is not understood").arg(i).arg(type);
            return false;
        }
        if (!kind->data || itf["mgmt_only"].as<bool>(false))
            continue;
        ++ports->countAt[kind->gbitPerS];
        (kind->infiniband ? ports->infiniband : ports->ethernet) = true;
    }
    return true;
}

QJsonObject figure(double value, const QString &source)
{
    return {{QStringLiteral("value"), value},
            {QStringLiteral("tag"), QStringLiteral("secondary")},
            {QStringLiteral("source"), source}};
}

QJsonObject unknown(const QString &why)
{
    return {{QStringLiteral("known"), false}, {QStringLiteral("source"), why}};
}

// The height: u_height when the device type gives a whole number of units.
QJsonObject rackUnits(const YAML::Node &doc, const QString &where)
{
    const double u = doc["u_height"].as<double>(0.0);
    if (u >= 1.0 && u == std::floor(u))
        return figure(u, where + QStringLiteral(", u_height"));
    return unknown(tr("no whole u_height in %1").arg(where));
}

double maximumDrawWatts(const YAML::Node &powerPorts)
{
    double watts = 0.0;
    if (powerPorts.IsSequence())
        for (std::size_t i = 0; i < powerPorts.size(); ++i)
            watts = std::max(watts, powerPorts[i]["maximum_draw"].as<double>(0.0));
    return watts;
}

QJsonObject switchEntry(const YAML::Node &doc, const Ports &ports, const QString &fileName)
{
    const QString model = qs(doc["model"].as<std::string>());
    const QString vendor = qs(doc["manufacturer"].as<std::string>());
    const QString where = tr("devicetype-library %1").arg(fileName);
    QJsonArray modes;
    int dataPorts = 0;
    for (auto it = ports.countAt.constEnd(); it != ports.countAt.constBegin();) {
        --it; // fastest first: the native mode
        modes.append(QJsonObject{{QStringLiteral("ports"), it.value()},
                                 {QStringLiteral("gbit_s"), it.key()}});
        dataPorts += it.value();
    }
    const double maxW = maximumDrawWatts(doc["power-ports"]);
    const QJsonObject maxPower =
        maxW > 0 ? figure(maxW, where + QStringLiteral(", power-ports maximum_draw"))
                 : unknown(tr("not in %1").arg(where));
    const QString id = slug(qs(doc["slug"].as<std::string>(doc["model"].as<std::string>())));
    return {{QStringLiteral("id"), id},
            {QStringLiteral("name"), vendor + QLatin1Char(' ') + model},
            {QStringLiteral("vendor"), vendor},
            {QStringLiteral("price_eur"), unknown(tr("no price in %1; enter a quote").arg(where))},
            {QStringLiteral("price_year"), QDate::currentDate().year()},
            {QStringLiteral("power_w"), unknown(tr("no typical power in %1").arg(where))},
            {QStringLiteral("technology"),
             ports.infiniband ? QStringLiteral("infiniband") : QStringLiteral("ethernet")},
            {QStringLiteral("cages"), dataPorts},
            {QStringLiteral("modes"), modes},
            {QStringLiteral("latency_ns"), unknown(tr("no latency in %1").arg(where))},
            {QStringLiteral("max_power_w"), maxPower},
            {QStringLiteral("buffer_mbyte"), unknown(tr("no buffer size in %1").arg(where))},
            {QStringLiteral("rack_units"), rackUnits(doc, where)},
            {QStringLiteral("user_defined"), true},
            {QStringLiteral("notes"),
             tr("Imported from %1 (part number %2): one cage per data interface listed.")
                 .arg(where, qs(doc["part_number"].as<std::string>("")))}};
}

// The checks before the entry is built: known fields, the required ones, data ports.
bool checkDocument(const YAML::Node &doc, Ports *ports, QString *error)
{
    if (!doc.IsMap()) {
        *error = tr("not a device type: the document is not a mapping");
        return false;
    }
    for (const auto &kv : doc) {
        const QString field = qs(kv.first.as<std::string>());
        if (!knownFields().contains(field)) {
            *error = tr("field \"%1\" is not understood").arg(field);
            return false;
        }
    }
    for (const char *required : {"manufacturer", "model", "interfaces"}) {
        if (!doc[required]) {
            *error = tr("field \"%1\" is missing").arg(QLatin1String(required));
            return false;
        }
    }
    if (!readInterfaces(doc["interfaces"], ports, error))
        return false;
    if (ports->countAt.isEmpty()) {
        *error = tr("no InfiniBand or 100G+ Ethernet data ports: not a switch of a fabric");
        return false;
    }
    if (ports->infiniband && ports->ethernet) {
        *error = tr("both InfiniBand and Ethernet data ports: not understood");
        return false;
    }
    return true;
}

} // namespace

std::optional<QJsonObject> deviceTypeToSwitch(const QByteArray &yaml, const QString &fileName,
                                              QString *error)
{
    QString why;
    try {
        const YAML::Node doc = YAML::Load(yaml.toStdString());
        Ports ports;
        if (!checkDocument(doc, &ports, &why)) {
            if (error)
                *error = QStringLiteral("%1: %2").arg(fileName, why);
            return std::nullopt;
        }
        return switchEntry(doc, ports, fileName);
    } catch (const YAML::Exception &e) {
        if (error)
            *error = tr("%1: not readable YAML: %2").arg(fileName, qs(e.what()));
        return std::nullopt;
    }
}

QJsonObject withOwnSwitch(const QJsonObject &ownParts, const QJsonObject &part)
{
    QJsonObject out = ownParts;
    QJsonArray switches;
    for (const QJsonValue &v : ownParts.value(QStringLiteral("switches")).toArray())
        if (v.toObject().value(QStringLiteral("id")) != part.value(QStringLiteral("id")))
            switches.append(v);
    switches.append(part);
    out.insert(QStringLiteral("switches"), switches);
    return out;
}

} // namespace fp::exchange
