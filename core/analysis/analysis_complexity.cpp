// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysis_complexity.h"

#include "analysis/analysis_cost.h"
#include "topology/expansion.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace fp {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("fp", text, disambiguation, n);
}

QString num(double v, int decimals = 0)
{
    return QLocale().toString(v, 'f', decimals);
}

// min(1, log2(1 + x) / log2(1 + full)): see ComplexityWeights.
double logShare(double x, double full)
{
    if (x <= 0.0 || full <= 0.0)
        return 0.0;
    return std::min(1.0, std::log2(1.0 + x) / std::log2(1.0 + full));
}

double skillGapShare(Skill s, const ComplexityWeights &w)
{
    switch (s) {
    case Skill::None:
        return 1.0;
    case Skill::Some:
        return w.someSkillShare;
    case Skill::Expert:
        return 0.0;
    }
    return 1.0;
}

QString skillText(Skill s)
{
    switch (s) {
    case Skill::None:
        return tr("no");
    case Skill::Some:
        return tr("some");
    case Skill::Expert:
        return tr("expert");
    }
    return {};
}

ComplexityFactor factor(const QString &id, double weight, double points, const QString &text)
{
    ComplexityFactor f;
    f.id = id;
    f.weight = weight;
    f.points = std::clamp(points, 0.0, weight);
    f.text = text;
    return f;
}

// RoCE: Ethernet fabrics that carry GPU or storage traffic (front-end and
// management networks run plain TCP, no lossless class).
bool carriesRoce(const Fabric &f)
{
    return f.technology == Technology::Ethernet &&
           (f.purpose == FabricPurpose::Compute || f.purpose == FabricPurpose::Storage);
}

QString cumulusSource()
{
    return QStringLiteral(
        "NVIDIA Cumulus Linux 5.8 RoCE page; Onyx RoCE commands (docs/CATALOG.md)");
}

ChecklistItem item(const QString &id, const QString &setting, const QString &value, double number,
                   const QString &source)
{
    ChecklistItem c;
    c.id = id;
    c.setting = setting;
    c.value = value;
    c.number = number;
    c.source = source;
    return c;
}

} // namespace

double pfcHeadroomBytes(double cableM, double speedGbitPerS, int mtuBytes)
{
    // mlx5 port_buffer.c: xoff = (301 + 216 * cable_len / 100) * speed / 1000
    //                            + 272 * mtu / 100  (speed in Mb/s there).
    return (301.0 + 2.16 * cableM) * speedGbitPerS + 2.72 * mtuBytes;
}

ComplexityResult analyzeComplexity(const Project &project, const Catalog &catalog)
{
    return analyzeComplexity(project, catalog, ComplexityWeights{});
}

ComplexityResult analyzeComplexity(const Project &project, const Catalog &catalog,
                                   const ComplexityWeights &weights)
{
    return analyzeComplexity(project, catalog, weights, analyzeCost(project, catalog));
}

ComplexityResult analyzeComplexity(const Project &project, const Catalog &catalog,
                                   const ComplexityWeights &w, const CostResult &cost)
{
    ComplexityResult result;
    const OrganisationProfile &org = project.organisation;

    // Counts from the bill of materials (spares excluded: they are not running).
    long long switches = 0, appliances = 0, cables = 0, transceivers = 0;
    QSet<QString> vendors;
    for (const BomLine &line : cost.bom) {
        if (line.category == QLatin1String("switch"))
            switches += line.quantity;
        else if (line.category == QLatin1String("appliance"))
            appliances += line.quantity;
        else if (line.category == QLatin1String("cable"))
            cables += line.quantity;
        else if (line.category == QLatin1String("transceiver"))
            transceivers += line.quantity;
        if (line.category == QLatin1String("switch") || line.category == QLatin1String("nic")) {
            if (const PartBase *p = catalog.part(line.partId); p && !p->vendor.isEmpty())
                vendors.insert(p->vendor);
        }
    }

    bool usesInfiniBand = false, usesEthernet = false, usesRoce = false;
    bool onBoardSmOnly = true;
    for (const Fabric &f : project.fabrics) {
        if (f.technology == Technology::InfiniBand)
            usesInfiniBand = true;
        else
            usesEthernet = true;
        usesRoce = usesRoce || carriesRoce(f);
    }
    if (usesInfiniBand) {
        for (const Switch &s : project.switches) {
            const Fabric *f = project.fabric(s.fabricId);
            const SwitchType *t = catalog.switchType(s.switchTypeId);
            if (f && t && f->technology == Technology::InfiniBand && !t->subnetManager)
                onBoardSmOnly = false;
        }
    }

    // RoCE ports and the distinct (speed, length) pairs of RoCE links.
    long long rocePorts = 0;
    std::map<std::pair<double, double>, long long> roceLinkKinds; // (Gb/s, m) -> links
    const CostAssumptions lengths = CostAssumptions::fromCatalog(catalog);
    QHash<Id, const Link *> linkById;
    for (const Link &l : project.links)
        linkById.insert(l.id, &l);
    for (const Fabric &f : project.fabrics) {
        if (!carriesRoce(f))
            continue;
        const ExpandedGraph graph = expandFabric(project, catalog, f.id);
        for (int e = 0; e < graph.edgeCount(); ++e) {
            // Both ends of a link are configured: switch port and NIC/switch port.
            rocePorts += 2LL * graph.bundle[e];
            const double lengthM = linkLengthM(linkById.value(graph.linkId[e], nullptr),
                                               linkSegment(graph, e), lengths);
            roceLinkKinds[{graph.gbitPerS[e], lengthM}] += graph.bundle[e];
        }
    }
    const int technologies = (usesInfiniBand ? 1 : 0) + (usesEthernet ? 1 : 0);

    // 1. Managed devices.
    const double devices = static_cast<double>(switches + appliances);
    result.factors.push_back(
        factor(QStringLiteral("managed-devices"), w.managedDevices,
               w.managedDevices * logShare(devices, w.devicesForFull),
               tr("%1 managed devices (%2 switches, %3 appliances) to configure, upgrade and "
                  "monitor; the full weight is reached at %4.")
                   .arg(num(devices), num(static_cast<double>(switches)),
                        num(static_cast<double>(appliances)), num(w.devicesForFull))));

    // 2. Fabric technologies.
    result.factors.push_back(factor(
        QStringLiteral("technologies"), w.perExtraTechnology,
        w.perExtraTechnology * std::max(0, technologies - 1),
        technologies > 1 ? tr("Two fabric technologies (InfiniBand and Ethernet): two sets of "
                              "procedures, spares and tools.")
                         : tr("One fabric technology.")));

    // 3. Vendors.
    const double vendorCount = static_cast<double>(vendors.size());
    result.factors.push_back(factor(
        QStringLiteral("vendors"), w.vendors,
        w.vendorsForFull > 1.0
            ? w.vendors * std::min(1.0, std::max(0.0, vendorCount - 1.0) / (w.vendorsForFull - 1.0))
            : 0.0,
        tr("%n vendor(s) of switches and NICs.", nullptr, static_cast<int>(vendorCount))));

    // 4. Lossless Ethernet configuration burden (RoCE only).
    const double losslessPoints =
        usesRoce ? w.losslessEthernet *
                       (w.losslessBaseShare +
                        (1.0 - w.losslessBaseShare) *
                            logShare(static_cast<double>(rocePorts), w.losslessPortsForFull))
                 : 0.0;
    result.factors.push_back(
        factor(QStringLiteral("lossless-ethernet"), w.losslessEthernet, losslessPoints,
               usesRoce ? tr("RoCE needs a lossless class kept consistent on %1 ports: PFC, ECN, "
                             "DCQCN, DSCP trust and PFC buffer headroom per port.")
                              .arg(num(static_cast<double>(rocePorts)))
                        : tr("No RoCE fabric: no lossless Ethernet configuration.")));

    // 5. Subnet manager / UFM (InfiniBand only).
    const double smPoints =
        usesInfiniBand ? w.subnetManager * (onBoardSmOnly ? w.onBoardSmShare : 1.0) : 0.0;
    result.factors.push_back(
        factor(QStringLiteral("subnet-manager"), w.subnetManager, smPoints,
               !usesInfiniBand ? tr("No InfiniBand fabric: no subnet manager to run.")
               : onBoardSmOnly ? tr("The InfiniBand subnet manager runs on the switches (on-board "
                                    "SM); it must still be made redundant and watched.")
                               : tr("The InfiniBand switches need an external subnet manager: "
                                    "%n UFM appliance(s) to install, make redundant and upgrade.",
                                    nullptr, static_cast<int>(appliances))));

    // 6. Skill gap per technology used.
    double gapPoints = 0.0;
    QStringList gapParts;
    if (usesInfiniBand) {
        gapPoints += w.skillGapPerTechnology * skillGapShare(org.infinibandSkill, w);
        gapParts << tr("%1 InfiniBand experience").arg(skillText(org.infinibandSkill));
    }
    if (usesRoce) {
        gapPoints += w.skillGapPerTechnology * skillGapShare(org.roceSkill, w);
        gapParts << tr("%1 RoCE experience").arg(skillText(org.roceSkill));
    }
    result.factors.push_back(
        factor(QStringLiteral("skill-gap"), 2.0 * w.skillGapPerTechnology, gapPoints,
               gapParts.isEmpty()
                   ? tr("No InfiniBand or RoCE fabric: no specific skills needed.")
                   : tr("The team has %1; each technology in use with no experience earns %2 "
                        "points, with some experience %3.")
                         .arg(gapParts.join(tr(" and ")), num(w.skillGapPerTechnology, 1),
                              num(w.skillGapPerTechnology * w.someSkillShare, 1))));

    // 7. Cables and optics.
    const double cableItems = static_cast<double>(cables + transceivers);
    result.factors.push_back(
        factor(QStringLiteral("cables-optics"), w.cablesOptics,
               w.cablesOptics * logShare(cableItems, w.cablesForFull),
               tr("%1 cables and %2 transceivers to install, label and replace.")
                   .arg(num(static_cast<double>(cables)), num(static_cast<double>(transceivers)))));

    // 8. Tooling and monitoring.
    result.factors.push_back(factor(
        QStringLiteral("tooling"), 2.0 * w.toolingPerTechnology,
        w.toolingPerTechnology * technologies,
        tr("Monitoring and tooling for %n fabric technolog(ies) (UFM and fabric telemetry for "
           "InfiniBand; PFC, ECN and CNP counters for RoCE).",
           nullptr, technologies)));

    for (const ComplexityFactor &f : result.factors)
        result.score += f.points;
    result.score = std::clamp(result.score, 0.0, 100.0);

    // The RoCE checklist with this design's values. Figures the catalog carries
    // as assumptions (so a project can override them) are taken from it; the
    // fallbacks are the same published defaults (docs/CATALOG.md).
    if (usesRoce) {
        auto figure = [&catalog](const char *id, double fallback, QString *source) {
            if (const Figure *f = catalog.assumption(QString::fromLatin1(id)); f && f->known) {
                *source = f->source;
                return f->value;
            }
            return fallback;
        };
        QString cumulus = cumulusSource();
        QString src = cumulus;
        auto &c = result.roceChecklist;
        const double pfcPriority = figure("roce-pfc-priority", 3, &src);
        c.push_back(item(QStringLiteral("pfc-priority"),
                         tr("Lossless (PFC) priority for RoCE traffic"), num(pfcPriority),
                         pfcPriority, src));
        src = cumulus;
        const double cnpPriority = figure("roce-cnp-priority", 6, &src);
        c.push_back(item(QStringLiteral("cnp-priority"),
                         tr("Congestion notification packets (CNP), strict priority"),
                         num(cnpPriority), cnpPriority, src));
        c.push_back(item(QStringLiteral("dscp-trust"), tr("Trust mode on switch and NIC ports"),
                         QStringLiteral("DSCP"), 0, cumulus));
        src = cumulus;
        const double ecnMin = figure("ecn-min-kb", 150, &src);
        c.push_back(item(QStringLiteral("ecn-min"), tr("ECN marking minimum threshold"),
                         tr("%1 KB").arg(num(ecnMin)), ecnMin, src));
        src = cumulus;
        const double ecnMax = figure("ecn-max-kb", 1500, &src);
        c.push_back(item(QStringLiteral("ecn-max"), tr("ECN marking maximum threshold"),
                         tr("%1 KB").arg(num(ecnMax)), ecnMax, src));
        c.push_back(item(QStringLiteral("dcqcn"), tr("Congestion control on the NICs"),
                         QStringLiteral("DCQCN"), 1, cumulus));
        // RoCEv2 runs over UDP destination port 4791 (IANA; InfiniBand Trade
        // Association RoCEv2 annex A17).
        c.push_back(item(QStringLiteral("roce-udp-port"), tr("RoCEv2 UDP destination port"),
                         QString::number(4791), 4791, cumulus));
        c.push_back(item(QStringLiteral("mtu"), tr("RoCE MTU"),
                         tr("%1 bytes").arg(num(RoceMtuBytes)), RoceMtuBytes,
                         QStringLiteral("largest RoCE path MTU (assumption)")));
        const QString mlx5 =
            QStringLiteral("Linux drivers/net/ethernet/mellanox/mlx5/core/en/port_buffer.c");
        for (const auto &[kind, links] : roceLinkKinds) {
            const double bytes = pfcHeadroomBytes(kind.second, kind.first, RoceMtuBytes);
            c.push_back(item(QStringLiteral("pfc-headroom-%1g-%2m")
                                 .arg(QString::number(kind.first), QString::number(kind.second)),
                             tr("PFC headroom per %1 Gb/s port, %2 m cable, MTU %3 (%Ln link(s))",
                                nullptr, static_cast<int>(std::min<long long>(links, 1 << 30)))
                                 .arg(num(kind.first), num(kind.second, 1), num(RoceMtuBytes)),
                             tr("%1 bytes (%2 KB)").arg(num(bytes, 2), num(bytes / 1000.0, 1)),
                             bytes, mlx5));
        }
    }
    return result;
}

} // namespace fp
