// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/ibnetdiscover.h"

#include <QJsonArray>

#include <QCollator>
#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace fp::exchange {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("fp::exchange", text, disambiguation, n);
}

QString key(const PortRef &r)
{
    return r.device + QLatin1Char('\x1f') + QString::number(r.port);
}

// ---------------------------------------------------------------------------------
// Writing: made-up GUIDs (NVIDIA's OUI 0x0002c9) and LIDs, the format of
// ibnetdiscover(8), "TOPOLOGY FILE FORMAT".

QString guidOf(int device, int rdma)
{
    const quint64 base = rdma < 0 ? 0x0002c90300000000ULL : 0x0002c90400000000ULL;
    const quint64 g = base + (quint64(device) << 8) + quint64(std::max(0, rdma));
    return QStringLiteral("%1").arg(g, 16, 16, QLatin1Char('0'));
}

// InfiniBand's speed names for a 4x port: EDR 100G, HDR 200G, NDR 400G, XDR 800G.
QString widthSpeed(double gbitPerS)
{
    const int g = static_cast<int>(gbitPerS);
    const char *name = g >= 800 ? "XDR" : g >= 400 ? "NDR" : g >= 200 ? "HDR" : "EDR";
    return QStringLiteral("4x") + QLatin1String(name);
}

struct WrittenEnd {
    PhysicalEnd self;
    PhysicalEnd peer;
    double gbitPerS = 0.0;
};

QString adapterName(const PhysicalFabric &f, const PhysicalEnd &e)
{
    return f.devices[size_t(e.device)].name + QLatin1Char(' ') + portName(f, e);
}

QString peerText(const PhysicalFabric &f, const WrittenEnd &w)
{
    const PhysicalEnd &p = w.peer;
    const int lid = p.rdma < 0 ? p.device + 1 : 10000 + p.device * 16 + p.rdma;
    if (p.rdma < 0)
        return QStringLiteral("[%1]\t\"S-%2\"[%3]\t\t# \"%4\" lid %5 %6\n")
            .arg(w.self.port)
            .arg(guidOf(p.device, -1))
            .arg(p.port)
            .arg(f.devices[size_t(p.device)].name)
            .arg(lid)
            .arg(widthSpeed(w.gbitPerS));
    const QString g = guidOf(p.device, p.rdma);
    return QStringLiteral("[%1]\t\"H-%2\"[1](%2) \t\t# \"%3\" lid %4 %5\n")
        .arg(w.self.port)
        .arg(g, adapterName(f, p))
        .arg(lid)
        .arg(widthSpeed(w.gbitPerS));
}

QString switchBlock(const PhysicalFabric &f, int v, std::vector<WrittenEnd> ends)
{
    std::sort(ends.begin(), ends.end(),
              [](const WrittenEnd &x, const WrittenEnd &y) { return x.self.port < y.self.port; });
    const QString g = guidOf(v, -1);
    QString out =
        QStringLiteral("vendid=0x2c9\ndevid=0xd2f0\nsysimgguid=0x%1\nswitchguid=0x%1(%1)\n"
                       "Switch\t%2 \"S-%1\"\t\t# \"%3\" enhanced port 0 lid %4 lmc 0\n")
            .arg(g)
            .arg(f.devices[size_t(v)].portCount)
            .arg(f.devices[size_t(v)].name)
            .arg(v + 1);
    for (const WrittenEnd &w : ends)
        out += peerText(f, w);
    return out + QLatin1Char('\n');
}

QString adapterBlock(const PhysicalFabric &f, const WrittenEnd &w)
{
    const QString g = guidOf(w.self.device, w.self.rdma);
    const int lid = 10000 + w.self.device * 16 + w.self.rdma;
    return QStringLiteral("vendid=0x2c9\ndevid=0x1021\nsysimgguid=0x%1\ncaguid=0x%1\n"
                          "Ca\t1 \"H-%1\"\t\t# \"%2\"\n"
                          "[1](%1) \t\"S-%3\"[%4]\t\t# lid %5 lmc 0 \"%6\" lid %7 %8\n\n")
        .arg(g, adapterName(f, w.self), guidOf(w.peer.device, -1))
        .arg(w.peer.port)
        .arg(lid)
        .arg(f.devices[size_t(w.peer.device)].name)
        .arg(w.peer.device + 1)
        .arg(widthSpeed(w.gbitPerS));
}

} // namespace

QByteArray designToIbnetdiscover(const Project &project, const PhysicalFabric &fabric)
{
    std::vector<std::vector<WrittenEnd>> ofSwitch(fabric.devices.size());
    std::vector<WrittenEnd> adapters;
    for (const PhysicalCable &c : fabric.cables) {
        for (const auto &[self, peer] : {std::pair(c.a, c.b), std::pair(c.b, c.a)}) {
            const WrittenEnd w{self, peer, c.gbitPerS};
            if (self.rdma < 0)
                ofSwitch[size_t(self.device)].push_back(w);
            else
                adapters.push_back(w);
        }
    }
    QString out = QStringLiteral("#\n# Topology file: written by FabricPlanner from the design "
                                 "\"%1\" (GUIDs and LIDs made up)\n#\n\n")
                      .arg(project.info.name);
    for (std::size_t v = 0; v < fabric.devices.size(); ++v)
        if (fabric.devices[v].isSwitch)
            out += switchBlock(fabric, int(v), ofSwitch[v]);
    for (const WrittenEnd &w : adapters)
        out += adapterBlock(fabric, w);
    return out.toUtf8();
}

// ---------------------------------------------------------------------------------
// Reading.

namespace {

// A switch's NodeDescription as NVIDIA sets it ("MF0;leaf-1:MQM9700/U1") is read as
// its name ("leaf-1"); an adapter's "<host> HCA-<n>" as "<host> mlx5_<n-1>".
QString normalDescription(const QString &text, bool isSwitch)
{
    const QString d = text.simplified();
    static const QRegularExpression mellanox(QStringLiteral("^MF0;([^:]+):"));
    static const QRegularExpression hca(QStringLiteral("^(\\S+) HCA-(\\d+)$"));
    if (isSwitch) {
        const auto m = mellanox.match(d);
        return m.hasMatch() ? m.captured(1) : d;
    }
    const auto m = hca.match(d);
    if (m.hasMatch())
        return QStringLiteral("%1 mlx5_%2").arg(m.captured(1)).arg(m.captured(2).toInt() - 1);
    return d;
}

struct RawLink {
    QString guid;
    int port = 0;
    QString peerGuid;
    int peerPort = 0;
    QString peerComment; // the peer's description from the comment, when it has no block
    bool peerIsSwitch = false;
};

struct ParseState {
    QHash<QString, QString> descriptionOf; // GUID -> description
    QHash<QString, bool> switchOf;         // GUID -> is a switch
    QString current;                       // GUID of the node whose ports follow
    bool currentIsSwitch = false;
    std::vector<RawLink> raw;
    std::vector<QString> order;
};

bool skippable(const QString &line)
{
    static const QRegularExpression keyValue(QStringLiteral("^[A-Za-z]+=\\S*$"));
    return line.isEmpty() || line.startsWith(QLatin1Char('#')) || keyValue.match(line).hasMatch() ||
           line.startsWith(QLatin1String("Chassis")) ||
           line.startsWith(QLatin1String("Non-Chassis Nodes"));
}

// One line of the file into `s`; false when it is none of the format's lines.
bool parseLine(const QString &line, ParseState &s)
{
    static const QRegularExpression header(QStringLiteral(
        "^(Switch|Ca|Rt)\\s+(\\d+)\\s+\"([SHR])-([0-9A-Fa-f]+)\"(?:\\s*#\\s*\"([^\"]*)\")?"));
    static const QRegularExpression port(QStringLiteral(
        "^\\[(\\d+)\\](?:\\([0-9A-Fa-f]+\\))?\\s+\"([SHR])-([0-9A-Fa-f]+)\"\\[(\\d+)\\]"
        "(?:\\([0-9A-Fa-f]+\\))?(.*)$"));
    static const QRegularExpression quoted(QStringLiteral("\"([^\"]*)\""));
    if (skippable(line))
        return true;
    if (const auto m = header.match(line); m.hasMatch()) {
        s.current = m.captured(4).toLower();
        s.currentIsSwitch = m.captured(1) == QLatin1String("Switch");
        s.descriptionOf.insert(s.current, normalDescription(m.captured(5), s.currentIsSwitch));
        s.switchOf.insert(s.current, s.currentIsSwitch);
        s.order.push_back(s.current);
        return true;
    }
    const auto m = port.match(line);
    if (!m.hasMatch() || s.current.isEmpty())
        return false;
    RawLink r{s.current,
              m.captured(1).toInt(),
              m.captured(3).toLower(),
              m.captured(4).toInt(),
              QString(),
              m.captured(2) == QLatin1String("S")};
    if (const auto q = quoted.match(m.captured(5)); q.hasMatch())
        r.peerComment = normalDescription(q.captured(1), r.peerIsSwitch);
    s.raw.push_back(r);
    return true;
}

Discovered linksOf(const ParseState &s)
{
    Discovered d;
    for (const QString &g : s.order)
        (s.switchOf.value(g) ? d.switches : d.adapters).push_back(s.descriptionOf.value(g));
    QSet<QString> seen;
    for (const RawLink &r : s.raw) {
        const QString one = r.guid + QLatin1Char('/') + QString::number(r.port);
        const QString two = r.peerGuid + QLatin1Char('/') + QString::number(r.peerPort);
        if (seen.contains(one < two ? one + two : two + one))
            continue;
        seen.insert(one < two ? one + two : two + one);
        const QString peer = s.descriptionOf.value(r.peerGuid, r.peerComment);
        d.links.push_back({{s.descriptionOf.value(r.guid), r.port, s.switchOf.value(r.guid)},
                           {peer, r.peerPort, r.peerIsSwitch}});
    }
    return d;
}

} // namespace

std::optional<Discovered> parseIbnetdiscover(const QByteArray &text, QString *error)
{
    ParseState s;
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines[i]).trimmed();
        if (!parseLine(line, s)) {
            if (error)
                *error = tr("line %1 is not ibnetdiscover output: \"%2\"")
                             .arg(QLocale().toString(i + 1), line.left(60));
            return std::nullopt;
        }
    }
    if (s.order.empty()) {
        if (error)
            *error = tr("no switch or adapter found: not ibnetdiscover output");
        return std::nullopt;
    }
    return linksOf(s);
}

// ---------------------------------------------------------------------------------
// Comparing.

namespace {

PortRef refOf(const PhysicalFabric &f, const PhysicalEnd &e)
{
    if (e.rdma < 0)
        return {f.devices[size_t(e.device)].name, e.port, true};
    return {adapterName(f, e), 1, false};
}

// Leaves are the switches with an adapter; each further tier the switches next to the
// tier below that have no tier yet (breadth first).
std::vector<int> builtTiers(const Discovered &d)
{
    QHash<QString, int> tier;
    QHash<QString, QSet<QString>> next;
    for (const DiscoveredLink &l : d.links) {
        if (l.a.isSwitch && l.b.isSwitch) {
            next[l.a.device].insert(l.b.device);
            next[l.b.device].insert(l.a.device);
        } else if (l.a.isSwitch != l.b.isSwitch) {
            tier.insert(l.a.isSwitch ? l.a.device : l.b.device, 0);
        }
    }
    QStringList frontier = tier.keys();
    for (int t = 1; !frontier.isEmpty(); ++t) {
        QStringList found;
        for (const QString &sw : frontier)
            for (const QString &n : next.value(sw))
                if (!tier.contains(n)) {
                    tier.insert(n, t);
                    found << n;
                }
        frontier = found;
    }
    std::vector<int> counts;
    for (const int t : tier) {
        if (counts.size() <= size_t(t))
            counts.resize(size_t(t) + 1, 0);
        ++counts[size_t(t)];
    }
    return counts;
}

void sortDifferences(std::vector<FabricDifference> &diffs)
{
    QCollator collator;
    collator.setNumericMode(true);
    std::sort(diffs.begin(), diffs.end(),
              [&](const FabricDifference &x, const FabricDifference &y) {
                  const int c = collator.compare(x.at.device, y.at.device);
                  return c != 0 ? c < 0 : x.at.port < y.at.port;
              });
}

void compareDevices(const PhysicalFabric &design, const Discovered &built, FabricComparison &c)
{
    QSet<QString> designed;
    QSet<QString> hosts;
    for (const PhysicalDevice &d : design.devices)
        (d.isSwitch ? designed : hosts).insert(d.name);
    QSet<QString> seen;
    for (const QString &s : built.switches) {
        seen.insert(s);
        if (!designed.contains(s))
            c.unknownDevices.push_back(s);
    }
    for (const QString &a : built.adapters) {
        seen.insert(a.section(QLatin1Char(' '), 0, 0));
        if (!hosts.contains(a.section(QLatin1Char(' '), 0, 0)))
            c.unknownDevices.push_back(a);
    }
    for (const PhysicalDevice &d : design.devices)
        if (!seen.contains(d.name))
            c.missingDevices.push_back(d.name);
    std::vector<int> &tiers = c.designedSwitchesPerTier;
    for (const PhysicalDevice &d : design.devices) {
        if (!d.isSwitch || d.tier < 0)
            continue;
        if (tiers.size() <= size_t(d.tier))
            tiers.resize(size_t(d.tier) + 1, 0);
        ++tiers[size_t(d.tier)];
    }
}

} // namespace

FabricComparison compareFabric(const PhysicalFabric &design, const Discovered &built)
{
    FabricComparison c;
    QHash<QString, PortRef> builtPeer;
    for (const DiscoveredLink &l : built.links) {
        builtPeer.insert(key(l.a), l.b);
        builtPeer.insert(key(l.b), l.a);
    }
    QSet<QString> designEnds;
    for (const PhysicalCable &cable : design.cables) {
        const PortRef a = refOf(design, cable.a);
        const PortRef b = refOf(design, cable.b);
        designEnds << key(a) << key(b);
        const auto ba = builtPeer.constFind(key(a));
        const auto bb = builtPeer.constFind(key(b));
        if (ba != builtPeer.constEnd() && *ba == b)
            continue;
        // Reported at the switch end (the higher one for a switch-to-switch link).
        const bool atB = !a.isSwitch || b.isSwitch;
        const PortRef &at = atB ? b : a;
        const PortRef &other = atB ? a : b;
        const auto atPeer = atB ? bb : ba;
        const auto otherPeer = atB ? ba : bb;
        if (ba == builtPeer.constEnd() && bb == builtPeer.constEnd())
            c.differences.push_back({FabricDifference::Kind::Missing, at, other, {}, cable.linkId});
        else if (atPeer != builtPeer.constEnd())
            c.differences.push_back(
                {FabricDifference::Kind::Miswired, at, other, *atPeer, cable.linkId});
        else
            c.differences.push_back(
                {FabricDifference::Kind::Miswired, other, at, *otherPeer, cable.linkId});
    }
    for (const DiscoveredLink &l : built.links) {
        if (designEnds.contains(key(l.a)) || designEnds.contains(key(l.b)))
            continue; // part of a miswiring reported above
        const bool atB = !l.a.isSwitch && l.b.isSwitch;
        c.differences.push_back(
            {FabricDifference::Kind::Extra, atB ? l.b : l.a, {}, atB ? l.a : l.b, NoId});
    }
    sortDifferences(c.differences);
    c.builtSwitchesPerTier = builtTiers(built);
    compareDevices(design, built, c);
    return c;
}

namespace {

QString portText(const PortRef &r)
{
    return tr("%1 port %2").arg(r.device).arg(r.port);
}

QString tiersText(const std::vector<int> &tiers)
{
    QStringList parts;
    for (std::size_t t = 0; t < tiers.size(); ++t)
        parts << tr("tier %1: %2").arg(t + 1).arg(QLocale().toString(tiers[t]));
    return parts.isEmpty() ? tr("none") : parts.join(QStringLiteral(", "));
}

QString namesText(const std::vector<QString> &names)
{
    constexpr std::size_t kShown = 10;
    QStringList shown;
    for (std::size_t i = 0; i < names.size() && i < kShown; ++i)
        shown << names[i];
    QString text = shown.join(QStringLiteral(", "));
    if (names.size() > kShown)
        text += tr(" and %Ln more", nullptr, int(names.size() - kShown));
    return text;
}

} // namespace

QString comparisonText(const FabricComparison &c)
{
    QString out;
    int counts[3] = {0, 0, 0};
    for (const FabricDifference &d : c.differences) {
        ++counts[int(d.kind)];
        switch (d.kind) {
        case FabricDifference::Kind::Missing:
            out += tr("missing: %1 - %2\n").arg(portText(d.at), portText(d.designed));
            break;
        case FabricDifference::Kind::Extra:
            out += tr("extra: %1 - %2\n").arg(portText(d.at), portText(d.built));
            break;
        case FabricDifference::Kind::Miswired:
            out += tr("miswired: %1 goes to %2; the design has %3\n")
                       .arg(portText(d.at), portText(d.built), portText(d.designed));
            break;
        }
    }
    if (!c.unknownDevices.empty())
        out += tr("devices not in the design: %1\n").arg(namesText(c.unknownDevices));
    if (!c.missingDevices.empty())
        out += tr("devices of the design not found: %1\n").arg(namesText(c.missingDevices));
    out += tr("switches per tier: designed %1; found %2\n")
               .arg(tiersText(c.designedSwitchesPerTier), tiersText(c.builtSwitchesPerTier));
    if (c.matches())
        out += tr("the fabric as built matches the design\n");
    else
        out += tr("links missing: %1, extra: %2, miswired: %3\n")
                   .arg(QLocale().toString(counts[0]), QLocale().toString(counts[1]),
                        QLocale().toString(counts[2]));
    return out;
}

namespace {

QJsonValue portToJson(const PortRef &p)
{
    if (p.device.isEmpty())
        return QJsonValue(QJsonValue::Null);
    return QJsonObject{{QStringLiteral("device"), p.device},
                       {QStringLiteral("port"), p.port},
                       {QStringLiteral("switch"), p.isSwitch}};
}

QString differenceKey(FabricDifference::Kind k)
{
    switch (k) {
    case FabricDifference::Kind::Missing:
        return QStringLiteral("missing");
    case FabricDifference::Kind::Extra:
        return QStringLiteral("extra");
    case FabricDifference::Kind::Miswired:
        return QStringLiteral("miswired");
    }
    return {};
}

QJsonArray intsToJson(const std::vector<int> &v)
{
    QJsonArray a;
    for (int x : v)
        a.append(x);
    return a;
}

QJsonArray stringsToJson(const std::vector<QString> &v)
{
    QJsonArray a;
    for (const QString &x : v)
        a.append(x);
    return a;
}

} // namespace

QJsonObject comparisonToJson(const FabricComparison &c)
{
    QJsonArray differences;
    for (const FabricDifference &d : c.differences)
        differences.append(QJsonObject{
            {QStringLiteral("kind"), differenceKey(d.kind)},
            {QStringLiteral("at"), portToJson(d.at)},
            {QStringLiteral("designed"), portToJson(d.designed)},
            {QStringLiteral("built"),
             d.built.port > 0 ? portToJson(d.built) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("link"), d.linkId != NoId ? QJsonValue(static_cast<double>(d.linkId))
                                                      : QJsonValue(QJsonValue::Null)}});
    return QJsonObject{
        {QStringLiteral("matches"), c.matches()},
        {QStringLiteral("differences"), differences},
        {QStringLiteral("switches_per_tier"),
         QJsonObject{{QStringLiteral("designed"), intsToJson(c.designedSwitchesPerTier)},
                     {QStringLiteral("built"), intsToJson(c.builtSwitchesPerTier)}}},
        {QStringLiteral("unknown_devices"), stringsToJson(c.unknownDevices)},
        {QStringLiteral("missing_devices"), stringsToJson(c.missingDevices)}};
}

} // namespace fp::exchange
