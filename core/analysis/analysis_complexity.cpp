// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysis_complexity.h"

#include "analysis/analysis_cost.h"
#include "analysis/assumptionreader.h"
#include "analysis/wording.h"
#include "model/labels.h"
#include "topology/expansion.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace fp {

namespace {

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
    return tr("NVIDIA Cumulus Linux 5.8 RoCE page; Onyx RoCE commands");
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

std::optional<PfcHeadroomFormula> PfcHeadroomFormula::fromCatalog(AssumptionReader &reader)
{
    const auto base = reader.value(QStringLiteral("pfc-headroom-base"));
    const auto perCableM = reader.value(QStringLiteral("pfc-headroom-per-cable-m"));
    const auto mtuFactor = reader.value(QStringLiteral("pfc-headroom-mtu-factor"));
    if (!base || !perCableM || !mtuFactor)
        return std::nullopt;
    return PfcHeadroomFormula{*base, *perCableM, *mtuFactor};
}

double pfcHeadroomBytes(const PfcHeadroomFormula &f, double cableM, double speedGbitPerS,
                        int mtuBytes)
{
    // mlx5 port_buffer.c: xoff = (301 + 216 * cable_len / 100) * speed / 1000
    //                            + 272 * mtu / 100  (speed in Mb/s there).
    return (f.base + f.perCableM * cableM) * speedGbitPerS + f.mtuFactor * mtuBytes;
}

namespace {

// What the score and the checklist count in a design.
struct DesignCounts {
    // From the bill of materials (spares excluded: they are not running).
    long long switches = 0, appliances = 0, cables = 0, transceivers = 0;
    long long ufmAppliances = 0; // of the appliances: the subnet manager's (not gateways)
    int hostManagedSubnets = 0;  // subnets run by OpenSM on servers (CostResult)
    QStringList hostSmReasons;   // why (CostResult::hostSmReasons)
    QStringList ufmReasons;      // why (CostResult::ufmReasons)
    QSet<QString> vendors;       // of switches and NICs
    bool usesInfiniBand = false, usesEthernet = false, usesRoce = false;
    bool onBoardSmOnly = true; // every InfiniBand switch runs a subnet manager
    long long rocePorts = 0;   // both ends of every RoCE link
    std::map<std::pair<double, double>, long long> roceLinkKinds; // (Gb/s, m) -> links
    int technologies() const { return (usesInfiniBand ? 1 : 0) + (usesEthernet ? 1 : 0); }
};

void countBom(DesignCounts &n, const CostResult &cost, AssumptionReader &reader)
{
    n.ufmReasons = cost.ufmReasons;
    n.hostManagedSubnets = cost.hostManagedSubnets;
    n.hostSmReasons = cost.hostSmReasons;
    for (const BomLine &line : cost.bom) {
        if (line.category == QLatin1String("switch"))
            n.switches += line.quantity;
        else if (line.category == QLatin1String("appliance")) {
            n.appliances += line.quantity;
            if (line.detail.kind == BomDetail::Kind::SubnetManager)
                n.ufmAppliances += line.quantity;
        } else if (line.category == QLatin1String("cable"))
            n.cables += line.quantity;
        else if (line.category == QLatin1String("transceiver"))
            n.transceivers += line.quantity;
        if (line.category == QLatin1String("switch") || line.category == QLatin1String("nic")) {
            if (const PartBase *p = reader.part(line.partId); p && !p->vendor.isEmpty())
                n.vendors.insert(p->vendor);
        }
    }
}

// RoCE ports and the distinct (speed, length) pairs of RoCE links.
void countRoceLinks(DesignCounts &n, const Project &project, AssumptionReader &reader)
{
    const CostAssumptions lengths = CostAssumptions::fromCatalog(reader.catalog());
    QHash<Id, const Link *> linkById;
    for (const Link &l : project.links)
        linkById.insert(l.id, &l);
    // An Ethernet switch (between the units of a hybrid per unit) in an InfiniBand
    // compute fabric: its links carry RoCE.
    QSet<Id> ethernetSwitches;
    for (const Switch &s : project.switches)
        if (const SwitchType *t = reader.switchType(s.switchTypeId);
            t && t->technology == Technology::Ethernet)
            ethernetSwitches.insert(s.id);
    const auto ethernetSwitch = [&](const ExpandedGraph &graph, int v) {
        return graph.kind[v] == ExpandedGraph::Kind::Switch &&
               ethernetSwitches.contains(graph.modelId[v]);
    };
    std::set<LinkSegment> defaultRead;
    for (const Fabric &f : project.fabrics) {
        const bool roce = carriesRoce(f);
        if (!roce && f.purpose != FabricPurpose::Compute)
            continue;
        const ExpandedGraph graph = expandFabric(project, reader.catalog(), f.id);
        for (int e = 0; e < graph.edgeCount(); ++e) {
            if (!roce && !ethernetSwitch(graph, graph.edgeFrom[e]) &&
                !ethernetSwitch(graph, graph.edgeTo[e]))
                continue;
            // Both ends of a link are configured: switch port and NIC/switch port.
            n.rocePorts += 2LL * graph.bundle[e];
            const Link *link = linkById.value(graph.linkId[e], nullptr);
            const LinkSegment segment = linkSegment(graph, e);
            // The default length is read (and recorded) once per segment, not per edge.
            if (!(link && link->lengthM > 0.0) && defaultRead.insert(segment).second)
                reader.assumption(CostAssumptions::lengthId(segment));
            n.roceLinkKinds[{graph.gbitPerS[e], linkLengthM(link, segment, lengths)}] +=
                graph.bundle[e];
        }
    }
}

DesignCounts countDesign(const Project &project, AssumptionReader &reader, const CostResult &cost)
{
    DesignCounts n;
    countBom(n, cost, reader);
    for (const Fabric &f : project.fabrics) {
        if (f.technology == Technology::InfiniBand)
            n.usesInfiniBand = true;
        else
            n.usesEthernet = true;
        n.usesRoce = n.usesRoce || carriesRoce(f);
    }
    // An Ethernet switch in an InfiniBand compute fabric (hybrid per unit: Ethernet
    // between the units) brings Ethernet and RoCE with it.
    for (const Switch &s : project.switches) {
        const Fabric *f = project.fabric(s.fabricId);
        const SwitchType *t = reader.switchType(s.switchTypeId);
        if (f && t && t->technology == Technology::Ethernet &&
            f->technology == Technology::InfiniBand) {
            n.usesEthernet = true;
            n.usesRoce = n.usesRoce || f->purpose == FabricPurpose::Compute;
        }
    }
    if (n.usesInfiniBand) {
        for (const Switch &s : project.switches) {
            const Fabric *f = project.fabric(s.fabricId);
            const SwitchType *t = reader.switchType(s.switchTypeId);
            if (f && t && f->technology == Technology::InfiniBand && !t->subnetManager)
                n.onBoardSmOnly = false;
        }
    }
    // UFM appliances in the bill: the cost analysis found a fabric the on-board SM
    // cannot run (too many nodes, SHARP, or a switch without one).
    if (n.ufmAppliances > 0 || n.hostManagedSubnets > 0)
        n.onBoardSmOnly = false;
    countRoceLinks(n, project, reader);
    return n;
}

// Where the InfiniBand subnet manager runs when not on the switches: UFM appliances,
// OpenSM on control-plane servers (small fabrics), or both.
QString subnetManagerText(const DesignCounts &n)
{
    const QString servers =
        tr("The InfiniBand subnet manager runs outside the switches (%1): OpenSM on two "
           "control-plane servers, one instance per plane, to install, make redundant "
           "and upgrade.")
            .arg(n.hostSmReasons.join(QStringLiteral("; ")));
    if (n.ufmAppliances == 0)
        return servers;
    const QString ufm = tr("The InfiniBand subnet manager runs outside the switches (%1): %n UFM "
                           "appliance(s) to install, make redundant and upgrade.",
                           nullptr, static_cast<int>(n.ufmAppliances))
                            .arg(n.ufmReasons.join(QStringLiteral("; ")));
    return n.hostManagedSubnets > 0 ? ufm + QLatin1Char(' ') + servers : ufm;
}

// Factors 1-3: managed devices, fabric technologies, vendors.
void addInventoryFactors(std::vector<ComplexityFactor> &out, const DesignCounts &n,
                         const ComplexityWeights &w)
{
    const double devices = static_cast<double>(n.switches + n.appliances);
    out.push_back(
        factor(QStringLiteral("managed-devices"), w.managedDevices,
               w.managedDevices * logShare(devices, w.devicesForFull),
               tr("%1 (%2, %3) to configure, upgrade and monitor; the full weight is reached "
                  "at %4.")
                   .arg(tr("%Ln managed device(s)", nullptr, static_cast<int>(devices)),
                        tr("%Ln switch(es)", nullptr, static_cast<int>(n.switches)),
                        tr("%Ln appliance(s)", nullptr, static_cast<int>(n.appliances)),
                        num(w.devicesForFull))));
    const int technologies = n.technologies();
    out.push_back(factor(QStringLiteral("technologies"), w.perExtraTechnology,
                         w.perExtraTechnology * std::max(0, technologies - 1),
                         technologies > 1
                             ? tr("Two fabric technologies (InfiniBand and Ethernet): two sets of "
                                  "procedures, spares and tools.")
                             : tr("One fabric technology.")));
    const double vendorCount = static_cast<double>(n.vendors.size());
    out.push_back(factor(
        QStringLiteral("vendors"), w.vendors,
        w.vendorsForFull > 1.0
            ? w.vendors * std::min(1.0, std::max(0.0, vendorCount - 1.0) / (w.vendorsForFull - 1.0))
            : 0.0,
        tr("%n vendor(s) of switches and NICs.", nullptr, static_cast<int>(vendorCount))));
}

// What the tooling factor monitors: only the technologies the design uses.
QString toolingText(const DesignCounts &n, int technologies)
{
    QStringList what;
    if (n.usesInfiniBand)
        what << (n.ufmAppliances > 0 ? tr("UFM and fabric telemetry for InfiniBand")
                                     : tr("the subnet manager's and the switches' telemetry "
                                          "for InfiniBand"));
    if (n.usesRoce)
        what << tr("PFC, ECN and CNP counters for RoCE");
    if (n.usesEthernet && !n.usesRoce)
        what << tr("switch telemetry for Ethernet");
    return tr("Monitoring and tooling for %n fabric technolog(ies) (%1).", nullptr, technologies)
        .arg(what.join(QStringLiteral("; ")));
}

// Factors 4-5: lossless Ethernet (RoCE only) and the subnet manager (InfiniBand only).
void addFabricServiceFactors(std::vector<ComplexityFactor> &out, const DesignCounts &n,
                             const ComplexityWeights &w)
{
    const double losslessPoints =
        n.usesRoce ? w.losslessEthernet *
                         (w.losslessBaseShare +
                          (1.0 - w.losslessBaseShare) *
                              logShare(static_cast<double>(n.rocePorts), w.losslessPortsForFull))
                   : 0.0;
    out.push_back(factor(QStringLiteral("lossless-ethernet"), w.losslessEthernet, losslessPoints,
                         n.usesRoce
                             ? tr("RoCE needs a lossless class kept consistent on %1 ports: PFC, "
                                  "ECN, DCQCN, DSCP trust and PFC buffer headroom per port.")
                                   .arg(num(static_cast<double>(n.rocePorts)))
                             : tr("No RoCE fabric: no lossless Ethernet configuration.")));
    const double smPoints =
        n.usesInfiniBand ? w.subnetManager * (n.onBoardSmOnly ? w.onBoardSmShare : 1.0) : 0.0;
    out.push_back(factor(QStringLiteral("subnet-manager"), w.subnetManager, smPoints,
                         !n.usesInfiniBand ? tr("No InfiniBand fabric: no subnet manager to run.")
                         : n.onBoardSmOnly
                             ? tr("The InfiniBand subnet manager runs on the switches (on-board "
                                  "SM); it must still be made redundant and watched.")
                             : subnetManagerText(n)));
}

// Factor 6: the skill gap per technology used.
ComplexityFactor skillGapFactor(const DesignCounts &n, const OrganisationProfile &org,
                                const ComplexityWeights &w)
{
    double gapPoints = 0.0;
    QStringList gapParts;
    if (n.usesInfiniBand) {
        gapPoints += w.skillGapPerTechnology * skillGapShare(org.infinibandSkill, w);
        gapParts << (org.infinibandSkill == Skill::Expert
                         ? tr("InfiniBand expertise")
                         : tr("%1 InfiniBand experience").arg(skillWord(org.infinibandSkill)));
    }
    if (n.usesRoce) {
        gapPoints += w.skillGapPerTechnology * skillGapShare(org.roceSkill, w);
        gapParts << (org.roceSkill == Skill::Expert
                         ? tr("RoCE expertise")
                         : tr("%1 RoCE experience").arg(skillWord(org.roceSkill)));
    }
    return factor(QStringLiteral("skill-gap"), 2.0 * w.skillGapPerTechnology, gapPoints,
                  gapParts.isEmpty()
                      ? tr("No InfiniBand or RoCE fabric: no specific skills needed.")
                      : tr("The team has %1; each technology in use with no experience earns %2 "
                           "points, with some experience %3.")
                            .arg(gapParts.join(tr(" and ")), num(w.skillGapPerTechnology, 1),
                                 num(w.skillGapPerTechnology * w.someSkillShare, 1)));
}

// Factors 7-8: cables and optics, tooling and monitoring.
void addUpkeepFactors(std::vector<ComplexityFactor> &out, const DesignCounts &n,
                      const ComplexityWeights &w)
{
    const double cableItems = static_cast<double>(n.cables + n.transceivers);
    out.push_back(factor(
        QStringLiteral("cables-optics"), w.cablesOptics,
        w.cablesOptics * logShare(cableItems, w.cablesForFull),
        tr("%1 cables and %2 transceivers to install, label and replace.")
            .arg(num(static_cast<double>(n.cables)), num(static_cast<double>(n.transceivers)))));
    const int technologies = n.technologies();
    out.push_back(factor(QStringLiteral("tooling"), 2.0 * w.toolingPerTechnology,
                         w.toolingPerTechnology * technologies, toolingText(n, technologies)));
}

// The RoCE checklist's priorities and ECN thresholds: catalog assumptions (so a
// project can override them); an item the catalog has no figure for is left out.
void addRoceSettings(std::vector<ChecklistItem> &c, AssumptionReader &reader)
{
    const QString cumulus = cumulusSource();
    auto figure = [&reader](const char *id) { return reader.assumption(QString::fromLatin1(id)); };
    auto known = [](const Figure *f) { return f && f->known; };
    if (const Figure *f = figure("roce-pfc-priority"); known(f))
        c.push_back(item(QStringLiteral("pfc-priority"),
                         tr("Lossless (PFC) priority for RoCE traffic"), num(f->value), f->value,
                         f->source));
    if (const Figure *f = figure("roce-cnp-priority"); known(f))
        c.push_back(item(QStringLiteral("cnp-priority"),
                         tr("Congestion notification packets (CNP), strict priority"),
                         num(f->value), f->value, f->source));
    c.push_back(item(QStringLiteral("dscp-trust"), tr("Trust mode on switch and NIC ports"),
                     QStringLiteral("DSCP"), 0, cumulus));
    if (const Figure *f = figure("ecn-min-kb"); known(f))
        c.push_back(item(QStringLiteral("ecn-min"), tr("ECN marking minimum threshold"),
                         tr("%1 KB").arg(num(f->value)), f->value, f->source));
    if (const Figure *f = figure("ecn-max-kb"); known(f))
        c.push_back(item(QStringLiteral("ecn-max"), tr("ECN marking maximum threshold"),
                         tr("%1 KB").arg(num(f->value)), f->value, f->source));
    c.push_back(item(QStringLiteral("dcqcn"), tr("Congestion control on the NICs"),
                     QStringLiteral("DCQCN"), 1, cumulus));
    // RoCEv2 runs over UDP destination port 4791 (IANA; InfiniBand Trade
    // Association RoCEv2 annex A17).
    c.push_back(item(QStringLiteral("roce-udp-port"), tr("RoCEv2 UDP destination port"),
                     QString::number(4791), 4791, cumulus));
    c.push_back(item(QStringLiteral("mtu"), tr("RoCE MTU"), tr("%1 bytes").arg(num(RoceMtuBytes)),
                     RoceMtuBytes, tr("largest RoCE path MTU (assumption)")));
}

// PFC headroom per (speed, cable length) of the design's RoCE links, from the three
// pfc-headroom-* assumptions (left out when the catalog lacks one).
void addPfcHeadroom(std::vector<ChecklistItem> &c, const DesignCounts &n, AssumptionReader &reader)
{
    const std::optional<PfcHeadroomFormula> formula = PfcHeadroomFormula::fromCatalog(reader);
    if (!formula)
        return;
    const QString mlx5 =
        QStringLiteral("Linux drivers/net/ethernet/mellanox/mlx5/core/en/port_buffer.c");
    for (const auto &[kind, links] : n.roceLinkKinds) {
        const double bytes = pfcHeadroomBytes(*formula, kind.second, kind.first, RoceMtuBytes);
        c.push_back(item(QStringLiteral("pfc-headroom-%1g-%2m")
                             .arg(QString::number(kind.first), QString::number(kind.second)),
                         tr("PFC headroom per %1 Gb/s port, %2 m cable, MTU %3 (%Ln link(s))",
                            nullptr, static_cast<int>(std::min<long long>(links, 1 << 30)))
                             .arg(num(kind.first), num(kind.second, 1), num(RoceMtuBytes)),
                         // Printed in whole bytes, rounded up: a buffer is reserved in
                         // bytes, and never less than the formula gives.
                         tr("%1 bytes (%2 KB)").arg(num(std::ceil(bytes)), num(bytes / 1000.0, 1)),
                         bytes, mlx5));
    }
}

} // namespace

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
    AssumptionReader reader(catalog);
    const DesignCounts counts = countDesign(project, reader, cost);
    addInventoryFactors(result.factors, counts, w);
    addFabricServiceFactors(result.factors, counts, w);
    result.factors.push_back(skillGapFactor(counts, project.organisation, w));
    addUpkeepFactors(result.factors, counts, w);
    for (const ComplexityFactor &f : result.factors)
        result.score += f.points;
    result.score = std::clamp(result.score, 0.0, 100.0);
    // The RoCE checklist with this design's values.
    if (counts.usesRoce) {
        addRoceSettings(result.roceChecklist, reader);
        addPfcHeadroom(result.roceChecklist, counts, reader);
    }
    result.used = reader.used();
    return result;
}

double skillGapPoints(const Project &project, Skill infiniband, Skill roce,
                      const ComplexityWeights &weights)
{
    const bool usesInfiniBand =
        std::any_of(project.fabrics.begin(), project.fabrics.end(),
                    [](const Fabric &f) { return f.technology == Technology::InfiniBand; });
    const bool usesRoce = std::any_of(project.fabrics.begin(), project.fabrics.end(), carriesRoce);
    // As skillGapFactor(): the factor is clamped to its weight of two technologies.
    const double points =
        (usesInfiniBand ? weights.skillGapPerTechnology * skillGapShare(infiniband, weights)
                        : 0.0) +
        (usesRoce ? weights.skillGapPerTechnology * skillGapShare(roce, weights) : 0.0);
    return std::clamp(points, 0.0, 2.0 * weights.skillGapPerTechnology);
}

} // namespace fp
