// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/netbox.h"

namespace fp::exchange {

namespace {

QByteArray csvRow(const QStringList &fields)
{
    QStringList out;
    for (const QString &f : fields)
        out << csvField(f);
    return (out.join(QLatin1Char(',')) + QStringLiteral("\r\n")).toUtf8();
}

// The device role, by name as NetBox matches it (created once in NetBox).
QString roleName(const Project &project, const PhysicalDevice &d)
{
    if (!d.isSwitch)
        return QStringLiteral("GPU server");
    const Switch *s = project.switchById(d.modelId);
    switch (s ? s->role : SwitchRole::Leaf) {
    case SwitchRole::Leaf:
        return QStringLiteral("Leaf switch");
    case SwitchRole::Spine:
        return QStringLiteral("Spine switch");
    case SwitchRole::Core:
        return QStringLiteral("Core switch");
    case SwitchRole::NvlinkSwitch:
        return QStringLiteral("NVLink switch");
    }
    return QStringLiteral("Switch");
}

QByteArray deviceRows(const Project &project, const Catalog &catalog, const PhysicalFabric &f,
                      const QString &site)
{
    QByteArray out = csvRow(netboxDeviceColumns());
    for (const PhysicalDevice &d : f.devices) {
        const PartBase *part = catalog.part(d.partId);
        // NetBox takes a position (the lowest unit) only with the face it is mounted on.
        const bool placed = !d.rack.isEmpty() && d.positionU > 0;
        out += csvRow({d.name, roleName(project, d), part ? part->vendor : QString(),
                       part ? part->name : d.partId, QStringLiteral("planned"), site, d.rack,
                       d.partId, placed ? QString::number(d.positionU) : QString(),
                       placed ? QStringLiteral("front") : QString()});
    }
    return out;
}

QByteArray interfaceRows(const PhysicalFabric &f)
{
    QByteArray out = csvRow(netboxInterfaceColumns());
    for (const PhysicalCable &c : f.cables) {
        // NetBox's interface speed is in kbit/s.
        const QString kbps = QString::number(static_cast<qint64>(c.gbitPerS * 1e6));
        const QString type = netboxInterfaceType(f.technology, c.gbitPerS);
        for (const PhysicalEnd &e : {c.a, c.b})
            out += csvRow({f.devices[size_t(e.device)].name, portName(f, e), type, kbps});
    }
    return out;
}

QByteArray cableRows(const Project &project, const Catalog &catalog, const PhysicalFabric &f)
{
    QByteArray out = csvRow(netboxCableColumns());
    const QString iface = QStringLiteral("dcim.interface");
    int number = 0;
    for (const PhysicalCable &c : f.cables) {
        const Link *l = project.link(c.linkId);
        const CableType *ct = l ? catalog.cable(l->cableTypeId) : nullptr;
        const bool knownLength = c.lengthM > 0.0;
        out += csvRow({f.devices[size_t(c.a.device)].name, iface, portName(f, c.a),
                       f.devices[size_t(c.b.device)].name, iface, portName(f, c.b),
                       QStringLiteral("planned"),
                       QStringLiteral("C%1").arg(++number, 5, 10, QLatin1Char('0')),
                       knownLength ? QString::number(c.lengthM) : QString(),
                       knownLength ? QStringLiteral("m") : QString(), ct ? ct->name : QString()});
    }
    return out;
}

} // namespace

QStringList netboxDeviceColumns()
{
    return {QStringLiteral("name"),         QStringLiteral("role"),
            QStringLiteral("manufacturer"), QStringLiteral("device_type"),
            QStringLiteral("status"),       QStringLiteral("site"),
            QStringLiteral("rack"),         QStringLiteral("description"),
            QStringLiteral("position"),     QStringLiteral("face")};
}

QStringList netboxInterfaceColumns()
{
    return {QStringLiteral("device"), QStringLiteral("name"), QStringLiteral("type"),
            QStringLiteral("speed")};
}

QStringList netboxCableColumns()
{
    return {QStringLiteral("side_a_device"), QStringLiteral("side_a_type"),
            QStringLiteral("side_a_name"),   QStringLiteral("side_b_device"),
            QStringLiteral("side_b_type"),   QStringLiteral("side_b_name"),
            QStringLiteral("status"),        QStringLiteral("label"),
            QStringLiteral("length"),        QStringLiteral("length_unit"),
            QStringLiteral("description")};
}

// NetBox's InterfaceTypeChoices (netbox/dcim/choices.py): InfiniBand by generation
// (EDR 100G, HDR 200G, NDR 400G, XDR 800G as 4x ports), Ethernet by the cage.
QString netboxInterfaceType(Technology technology, double gbitPerS)
{
    const int g = static_cast<int>(gbitPerS);
    if (technology == Technology::InfiniBand) {
        switch (g) {
        case 100:
            return QStringLiteral("infiniband-edr");
        case 200:
            return QStringLiteral("infiniband-hdr");
        case 400:
            return QStringLiteral("infiniband-ndr");
        case 800:
            return QStringLiteral("infiniband-xdr");
        default:
            return QStringLiteral("other");
        }
    }
    switch (g) {
    case 100:
        return QStringLiteral("100gbase-x-qsfp28");
    case 200:
        return QStringLiteral("200gbase-x-qsfp56");
    case 400:
        return QStringLiteral("400gbase-x-osfp");
    case 800:
        return QStringLiteral("800gbase-x-osfp");
    default:
        return QStringLiteral("other");
    }
}

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

NetboxFiles fabricToNetbox(const Project &project, const Catalog &catalog,
                           const PhysicalFabric &fabric)
{
    const QString site =
        project.info.name.isEmpty() ? QStringLiteral("FabricPlanner") : project.info.name;
    return {deviceRows(project, catalog, fabric, site), interfaceRows(fabric),
            cableRows(project, catalog, fabric)};
}

} // namespace fp::exchange
