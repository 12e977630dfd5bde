// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysis_cost.h"

#include "analysis/floorplan.h"
#include "analysis/racks.h"

#include "analysis/assumptionreader.h"
#include "analysis/wording.h"
#include "topology/clusterfabrics.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <set>
#include <unordered_map>

namespace fp {

namespace {

// A figure the catalog marks as not found counts as 0 (and is reported).
double valueOf(const Figure &f)
{
    return f.known ? f.value : 0.0;
}

// A price for ranking parts: an unknown price ranks after every known one (it is
// not 0, docs/CATALOG.md "Tags and rules").
double rankPrice(const Figure &f)
{
    return f.known ? f.value : std::numeric_limits<double>::infinity();
}

// Integer ceiling of a / b for positive b.
long long ceilDiv(long long a, long long b)
{
    return b <= 0 ? a : (a + b - 1) / b;
}

// Order of the BOM categories (docs/CLI.md lists them in this order).
int categoryRank(const QString &category)
{
    static const QStringList order{QStringLiteral("switch"),      QStringLiteral("nic"),
                                   QStringLiteral("transceiver"), QStringLiteral("cable"),
                                   QStringLiteral("appliance"),   QStringLiteral("licence"),
                                   QStringLiteral("spare")};
    const auto i = order.indexOf(category);
    return i < 0 ? static_cast<int>(order.size()) : static_cast<int>(i);
}

// Collects BOM lines keyed by (category, part, detail key), recording the parts.
class BomBuilder
{
public:
    explicit BomBuilder(AssumptionReader &reader)
        : m_reader(reader)
    {
    }

    std::map<std::tuple<int, QString, QString>, BomLine> lines;
    QStringList unknownPrices; // part ids whose price the catalog lacks or gives as a floor
    QStringList unknownPowers;
    int latestPriceYear = 0;

    void add(const PartBase &part, const QString &category, const BomDetail &detail,
             long long quantity)
    {
        if (quantity <= 0)
            return;
        if (m_reader.catalog().part(part.id))
            m_reader.usePart(part.id);
        auto key = std::make_tuple(categoryRank(category), part.id, bomDetailKey(detail));
        auto it = lines.find(key);
        if (it == lines.end()) {
            BomLine line;
            line.partId = part.id;
            line.category = category;
            line.detail = detail;
            line.unitPriceEur = valueOf(part.priceEur);
            line.unitPowerWatts = valueOf(part.powerWatts);
            line.priceKnown = part.priceEur.known;
            line.powerKnown = part.powerWatts.known;
            if ((!part.priceEur.known || part.priceEur.lowerBound) &&
                !unknownPrices.contains(part.id))
                unknownPrices.append(part.id);
            if (!part.powerWatts.known && !unknownPowers.contains(part.id))
                unknownPowers.append(part.id);
            latestPriceYear = std::max(latestPriceYear, part.priceYear);
            it = lines.emplace(key, line).first;
        } else if (it->second.detail.tiers != detail.tiers) {
            it->second.detail.tiers = 0; // fabrics of 2 and 3 tiers: no one tier name
        }
        it->second.quantity += quantity;
    }

private:
    AssumptionReader &m_reader;
};

// Links one cable of `c` carries: a twin-port cable or a splitter serves
// max(linksCarried, fanOut) links (docs/CATALOG.md: "a twin-port switch module carries
// two links"; MCP7Y00 is one 800G cage to two 400G NICs).
int linksPerPart(const CableType &c)
{
    return std::max({1, c.linksCarried, c.fanOut});
}

// 400G lanes of `part` one link of `gbitPerS` needs: an 800G link on parts rated
// 400G per link takes two (docs/CATALOG.md: "count one cable per 400G link").
long long lanesPerLink(const CableType &part, double gbitPerS)
{
    if (part.gbitPerS <= 0.0 || gbitPerS <= part.gbitPerS)
        return 1;
    return static_cast<long long>(std::ceil(gbitPerS / part.gbitPerS - 1e-9));
}

bool reaches(const CableType &c, double lengthM)
{
    return c.reachM.known && c.reachM.value + 1e-9 >= lengthM;
}

// Gb/s one physical cage of `t` carries: logical ports x speed / cages. A QM9700
// (32 twin-port OSFP cages, 64 x 400G) and an SN5600 (64 cages, 128 x 400G or 64 x
// 800G) give 800 Gb/s per cage; an SN5400 (64 cages, 64 x 400G) 400 Gb/s
// (docs/CATALOG.md, Switches table). 0 when the switch type or its cages are unknown.
double cageGbitPerS(const SwitchType *t, double linkGbitPerS)
{
    if (!t || t->cages <= 0)
        return 0.0;
    return static_cast<double>(t->portsAt(linkGbitPerS)) * linkGbitPerS /
           static_cast<double>(t->cages);
}

// Gb/s one part carries at its switch end: links x speed per link.
double partGbitPerS(const CableType &c)
{
    return static_cast<double>(linksPerPart(c)) * c.gbitPerS;
}

// Gb/s of a switch-end part that one link of `gbitPerS` occupies: whole ports of the
// part (an 800G link on a 400G-per-port module takes two), or its own speed where the
// link is below the part's port speed and the switch splits its cages at that speed
// (`cageGbit`, cageGbitPerS(), fills the part: a QM9700 runs 128 x 200G, so a twin-port
// 2 x 400G OSFP module serves four NDR200 links through 1:2 splitter fibres; NVIDIA
// "NDR cables and transceivers" / QM9700 user manual, port split). A switch that runs a
// slower link on a whole port (an SN5400 at 200G) leaves the rest of that port unused.
long long gbitPerLinkAtSwitch(const CableType &part, double gbitPerS, double cageGbit)
{
    const bool splits = gbitPerS < part.gbitPerS && cageGbit + 1e-9 >= partGbitPerS(part);
    const double taken =
        splits ? gbitPerS : static_cast<double>(lanesPerLink(part, gbitPerS)) * part.gbitPerS;
    return std::llround(taken);
}

// Parts of `part` needed for `gbit` Gb/s at one switch.
long long partsForGbit(const CableType &part, long long gbit)
{
    const long long perPart = std::max(1LL, std::llround(partGbitPerS(part)));
    return (gbit + perPart - 1) / perPart;
}

// A cable with integrated ends fits a switch cage when its switch end carries what
// the cage does: a single-link 400G AOC in a twin-port 800G cage would leave the
// cage's second port unusable (the BOM would need more cages than the switch has),
// and an 800G twin-port end does not fit a 400G cage (docs/CATALOG.md, "Cages").
bool fillsCage(const CableType &c, double cageGbit)
{
    return cageGbit <= 0.0 || std::abs(partGbitPerS(c) - cageGbit) < 1e-9;
}

// The shape wanted of a part: a splitter from one switch cage to several NICs, a
// straight cable between two switches, a twin-port switch-side module or a
// single-port NIC-side module.
enum class Shape { Splitter, Straight, TwinModule, SingleModule };

bool hasShape(const CableType &c, Shape shape)
{
    switch (shape) {
    case Shape::Splitter:
        return c.fanOut > 1;
    case Shape::Straight:
        return c.fanOut <= 1;
    case Shape::TwinModule:
        return c.linksCarried > 1;
    case Shape::SingleModule:
        return c.linksCarried <= 1;
    }
    return true;
}

// The end of a link at a node's NIC; nullptr for a link between switches.
const LinkEnd *nodeEnd(const Link *link)
{
    if (!link)
        return nullptr;
    return link->a.nicIndex >= 0 ? &link->a : link->b.nicIndex >= 0 ? &link->b : nullptr;
}

// The cage of NIC `nicIndex` of `node` ("osfp", "qsfp112"; empty: not known): the
// system's own cage of its compute NICs where the node type names one (DGX H100:
// "osfp-twin-flat", NodeTypeSpec::computeNicCage), else the NIC's.
QString nicCage(const Catalog &catalog, const Node *node, int nicIndex)
{
    const NodeTypeSpec *t = node ? catalog.nodeType(node->nodeTypeId) : nullptr;
    if (t && nicIndex >= 0 && nicIndex < t->nicCount && !t->computeNicCage.isEmpty())
        return t->computeNicCage;
    const NicType *nic = t ? catalog.nic(t->nicTypeAt(nicIndex)) : nullptr;
    return nic ? nic->cage : QString();
}

// What a run needs of its part: the length, the link speed, the shape and the Gb/s of
// the switch cage it plugs into (0: any).
struct RunNeed {
    double lengthM = 0.0;
    double gbitPerS = 0.0;
    Shape shape = Shape::Straight;
    double cageGbit = 0.0;
    QString nicCage;         // the plug of the NIC at the node end ("osfp", "qsfp112"; empty: any)
    int nicLinksPerCage = 0; // links the node's cage carries (0: no node end)
    QString switchCage;      // the switch cages' plug when not OSFP ("qsfp-dd"; empty: OSFP)
    bool atSwitch = true;    // the part plugs into the switch's cage (false: the NIC module)
    // The fibre the run's switch module takes: a NIC module on the same fibre goes first
    // (multimode SR optics do not link to single-mode DR ones); nullptr: any.
    const CableType *fibre = nullptr;
};

// The links one cage at the node end carries: two in a DGX H100's twin-port cages (two
// ConnectX-7 per OSFP cage, DGX H100 user guide, Network Modules: "Each DensiLink cable has
// two ports, one from each ConnectX-7 card"), the NIC's ports in `tech` in an OSFP NIC's
// one cage (ConnectX-8 as 2 x 400G), one in each QSFP112 cage of a dual-port card.
int linksPerNicCage(const Catalog &catalog, const Node *node, int nicIndex, Technology tech)
{
    const NodeTypeSpec *t = node ? catalog.nodeType(node->nodeTypeId) : nullptr;
    if (!t || nicIndex < 0)
        return 0;
    if (nicIndex < t->nicCount && !t->computeNicCage.isEmpty())
        return t->computeNicCage.contains(QLatin1String("twin")) ? 2 : 1;
    const NicType *nic = catalog.nic(t->nicTypeAt(nicIndex));
    if (!nic || nic->cage == QLatin1String("qsfp112"))
        return 1;
    const std::optional<PortMode> mode = nic->modeFor(tech);
    return mode ? std::max(1, mode->ports) : 1;
}

// A cable with integrated ends fits the node's cage only when its end there carries
// the links the cage does: a single-link 400G AOC in a DGX H100's twin-port cage would
// leave the second ConnectX-7 without a link (review 2026-12-07: 2,056 AOCs on 1,028
// twin-port cages). A splitter's legs carry one link each.
// A NIC-side module likewise: one twin-port module in a cage of two links.
bool fitsNicCage(const CableType &c, int nicLinksPerCage)
{
    if (nicLinksPerCage <= 0 || c.kind == CableKind::Fibre)
        return true;
    const int atNode = c.fanOut > 1 ? 1 : std::max(1, c.linksCarried);
    return atNode == nicLinksPerCage;
}

// A part fits the switch's cages. A module: in a named cage (the SN5400's "qsfp-dd")
// only a module of that plug; in an OSFP cage (empty) an OSFP one (no form factor: the
// finned twin-port switch modules, or "osfp"), never a QSFP112 or QSFP-DD module. A
// cable with integrated ends to a node (`toNode`) does not fit a QSFP-DD cage: its 8 x
// 50G lanes cannot meet a NIC's 4 x 100G ones ("HDR transceivers based on 50G-PAM4 cannot
// be directly linked to 100G-PAM4 NDR transceivers", NVIDIA LinkX 100G-PAM4 overview);
// between two such switches it does.
bool fitsSwitchCage(const CableType &c, const QString &switchCage, bool toNode)
{
    if (c.kind == CableKind::Fibre)
        return true;
    if (c.kind != CableKind::Transceiver)
        return !(toNode && switchCage == QLatin1String("qsfp-dd"));
    if (switchCage.isEmpty())
        return c.formFactor.isEmpty() || c.formFactor == QLatin1String("osfp");
    return c.formFactor == switchCage;
}

// A part's named plug fits the NIC's cage (empty cage: any): its own, or a flat-top
// twin-port module in an OSFP NIC cage (a plug made for NIC cages with a riding heat
// sink: a ConnectX-8 at 2 x 400G takes one, as a DGX H100's cages do).
bool plugsInto(const CableType &c, const QString &nicCage)
{
    return nicCage.isEmpty() || c.formFactor == nicCage ||
           (nicCage == QLatin1String("osfp") && c.formFactor == QLatin1String("osfp-twin-flat"));
}

// Whether a part's NIC end fits the NIC's cage: a QSFP112 NIC (ConnectX-7 dual-port,
// BlueField-3) takes QSFP112 modules, an OSFP one OSFP modules and OSFP splitter ends
// (NVIDIA LinkX user guide for 400G 100G-PAM4: ConnectX-7 and BlueField-3 use
// "single-port flat top OSFP or QSFP112 cages"). Any part fits when either is not given.
bool fitsNic(const CableType &c, const QString &nicCage)
{
    return c.formFactor.isEmpty() || plugsInto(c, nicCage);
}

const CableType *pickFibre(const Catalog &catalog, const CableType *module, double lengthM,
                           Shape shape = Shape::Straight);

// The best catalog part of `kind` for a run: within reach, then a part that fills
// the cage exactly, the wanted shape, the link speed, the lowest price. With
// `anyReach` the longest-reaching part is taken when none reaches; with `mustFill`
// only parts that fill the cage are taken.
const CableType *pickPart(const Catalog &catalog, CableKind kind, const RunNeed &need,
                          bool anyReach, bool mustFill = false)
{
    const CableType *best = nullptr;
    auto rank = [&](const CableType &c) {
        // Lower is better: (NIC cage named by another part, cage mismatch, shape
        // mismatch, speed mismatch, price). A part made for the NIC's cage (the DGX
        // H100's flat-top twin-port module) goes before one that names no cage.
        const bool exactNic = plugsInto(c, need.nicCage);
        const bool exactCage =
            need.cageGbit <= 0.0 || std::abs(partGbitPerS(c) - need.cageGbit) < 1e-9;
        const bool sameFibre = !need.fibre || pickFibre(catalog, &c, need.lengthM) == need.fibre;
        return std::make_tuple(
            exactNic ? 0 : 1, sameFibre ? 0 : 1, exactCage ? 0 : 1, hasShape(c, need.shape) ? 0 : 1,
            std::abs(c.gbitPerS - need.gbitPerS) < 1e-9 ? 0 : 1, rankPrice(c.priceEur));
    };
    const double lengthM = need.lengthM;
    for (const CableType &c : catalog.cables) {
        if (c.kind != kind || !reaches(c, lengthM) || (mustFill && !fillsCage(c, need.cageGbit)) ||
            !fitsNic(c, need.nicCage) || !fitsNicCage(c, need.nicLinksPerCage) ||
            (need.atSwitch && !fitsSwitchCage(c, need.switchCage, need.nicLinksPerCage > 0)))
            continue;
        if (!best || rank(c) < rank(*best))
            best = &c;
    }
    if (best || !anyReach)
        return best;
    for (const CableType &c : catalog.cables) {
        if (c.kind != kind || (mustFill && !fillsCage(c, need.cageGbit)) ||
            !fitsNic(c, need.nicCage) || !fitsNicCage(c, need.nicLinksPerCage) ||
            (need.atSwitch && !fitsSwitchCage(c, need.switchCage, need.nicLinksPerCage > 0)))
            continue;
        if (!best || valueOf(c.reachM) > valueOf(best->reachM))
            best = &c;
    }
    return best;
}

// The fibre between two modules: a straight one (or a 1:2 splitter, `shape`) that
// reaches, of the modules' kind (multimode SR with MFP7E10 or MFP7E20, single-mode DR
// with MFP7E30 or MFP7E40: the fibre whose reach is nearest the module's,
// docs/CATALOG.md), then the cheapest.
const CableType *pickFibre(const Catalog &catalog, const CableType *module, double lengthM,
                           Shape shape)
{
    const double moduleReach = module ? valueOf(module->reachM) : 0.0;
    const CableType *best = nullptr;
    auto rank = [&](const CableType &c) {
        return std::make_tuple(hasShape(c, shape) ? 0 : 1,
                               std::abs(valueOf(c.reachM) - moduleReach), rankPrice(c.priceEur));
    };
    for (const CableType &c : catalog.cables)
        if (c.kind == CableKind::Fibre && reaches(c, lengthM) && (!best || rank(c) < rank(*best)))
            best = &c;
    if (best)
        return best;
    RunNeed need;
    need.lengthM = lengthM;
    return pickPart(catalog, CableKind::Fibre, need, true);
}

using Medium = LinkMedium; // analysis_cost.h

// docs/DESIGN.md section 5 / docs/CATALOG.md rule of thumb: passive copper within its reach,
// else active copper, else AOC, else optics and fibre; a cable with integrated ends only
// where it fills the switch cage (`cageGbit`, see fillsCage).
Medium chooseMedium(const Catalog &catalog, const Link *link, LinkSegment segment,
                    const RunNeed &run)
{
    Medium m;
    const bool nodeSide = segment == LinkSegment::NodeLeaf;
    const double lengthM = run.lengthM;
    if (link && !link->cableTypeId.isEmpty()) {
        if (const CableType *c = catalog.cable(link->cableTypeId)) {
            if (c->kind == CableKind::Transceiver || c->kind == CableKind::Fibre) {
                if (c->kind == CableKind::Transceiver && linksPerPart(*c) > 1)
                    m.switchModule = c;
                else if (c->kind == CableKind::Transceiver)
                    m.nicModule = c;
            } else {
                m.cable = c;
                m.beyondReach = !reaches(*c, lengthM);
                return m;
            }
        }
    }
    if (!m.switchModule && !m.nicModule) {
        RunNeed need = run;
        // Node side: a splitter from one switch cage to two NICs; switch to
        // switch: a straight cable.
        need.shape = nodeSide ? Shape::Splitter : Shape::Straight;
        for (CableKind kind :
             {CableKind::PassiveCopper, CableKind::ActiveCopper, CableKind::ActiveOptical}) {
            if (const CableType *c = pickPart(catalog, kind, need, false, true)) {
                m.cable = c;
                return m;
            }
        }
    }
    RunNeed module = run;
    // At the switch: the module that fills the cage (twin-port in a twin-port cage,
    // single-port in a single-port one) and has its plug, whatever the NIC's.
    module.shape = Shape::TwinModule;
    module.nicCage.clear();
    module.nicLinksPerCage = 0;
    if (!m.switchModule)
        m.switchModule = pickPart(catalog, CableKind::Transceiver, module, true);
    // At the NIC: a module with the NIC's plug carrying the links of its cage.
    module.shape = run.nicLinksPerCage > 1 ? Shape::TwinModule : Shape::SingleModule;
    module.cageGbit = 0.0;
    module.nicCage = run.nicCage;
    module.nicLinksPerCage = run.nicLinksPerCage;
    module.atSwitch = false;
    module.fibre = m.switchModule ? pickFibre(catalog, m.switchModule, lengthM) : nullptr;
    if (nodeSide && !m.nicModule)
        m.nicModule = pickPart(catalog, CableKind::Transceiver, module, true);
    // Fibre: a straight one per link; to NICs at half a switch port's speed where the
    // switch splits its ports (a QM9700 at 200G), a 1:2 splitter per switch port: NVIDIA,
    // MMS4X00-NS overview, "Linking Twin-port transceivers with 1:2 fiber splitter cables
    // to 400G transceivers automatically creates 200Gb/s transceivers".
    const bool split = nodeSide && m.switchModule && run.gbitPerS < m.switchModule->gbitPerS &&
                       run.cageGbit + 1e-9 >= partGbitPerS(*m.switchModule);
    m.fibre =
        pickFibre(catalog, m.switchModule, lengthM, split ? Shape::Splitter : Shape::Straight);
    if (m.fibre && split && !hasShape(*m.fibre, Shape::Splitter))
        m.fibre = pickFibre(catalog, m.switchModule, lengthM); // no splitter: straight ones
    m.beyondReach = (m.switchModule && !reaches(*m.switchModule, lengthM)) ||
                    (m.nicModule && !reaches(*m.nicModule, lengthM));
    return m;
}

BomDetail detailOf(BomDetail::Kind kind)
{
    BomDetail d;
    d.kind = kind;
    return d;
}

BomDetail tierDetail(int tier, int tiers)
{
    BomDetail d = detailOf(BomDetail::Kind::Tier);
    d.tier = tier;
    d.tiers = tiers;
    return d;
}

BomDetail segmentDetail(LinkSegment segment, double lengthM, int tiers)
{
    BomDetail d = detailOf(BomDetail::Kind::Segment);
    d.segment = segment;
    d.lengthM = lengthM;
    d.tiers = tiers;
    return d;
}

// The tiers of a fabric's switches (the highest tier + 1; 0 without switches).
int tiersOf(const ExpandedGraph &graph)
{
    int tiers = 0;
    for (int v = 0; v < graph.vertexCount(); ++v)
        if (graph.kind[v] == ExpandedGraph::Kind::Switch)
            tiers = std::max(tiers, graph.tier[v] + 1);
    return tiers;
}

QString money(double eur)
{
    return num(eur, 0);
}

} // namespace

QString bomDetailKey(const BomDetail &detail)
{
    switch (detail.kind) {
    case BomDetail::Kind::None:
        return {};
    case BomDetail::Kind::Tier:
        return detail.tier == 0   ? QStringLiteral("leaf")
               : detail.tier == 1 ? QStringLiteral("spine")
                                  : QStringLiteral("core");
    case BomDetail::Kind::Segment: {
        const QString segment =
            detail.segment == LinkSegment::NodeLeaf    ? QStringLiteral("node-leaf")
            : detail.segment == LinkSegment::LeafSpine ? QStringLiteral("leaf-spine")
                                                       : QStringLiteral("spine-core");
        return QStringLiteral("%1, %2 m").arg(segment, QString::number(detail.lengthM));
    }
    case BomDetail::Kind::SwitchSide:
        return QStringLiteral("switch side");
    case BomDetail::Kind::NodeSide:
        return QStringLiteral("node side");
    case BomDetail::Kind::Technology:
        return technologyKey(detail.technology);
    case BomDetail::Kind::SubnetManager:
        return QStringLiteral("subnet manager (HA)");
    case BomDetail::Kind::NetworkRackManagement:
        return QStringLiteral("network racks");
    case BomDetail::Kind::NodeRackManagement:
        return QStringLiteral("node racks");
    case BomDetail::Kind::OutOfBand:
        return QStringLiteral("out-of-band management");
    case BomDetail::Kind::Gateway:
        return QStringLiteral("gateways");
    case BomDetail::Kind::SpareOf:
        return detail.lengthM > 0.0 ? QStringLiteral("%1, %2 m")
                                          .arg(detail.category, QString::number(detail.lengthM))
                                    : detail.category;
    }
    return {};
}

QString CostAssumptions::lengthId(LinkSegment segment)
{
    switch (segment) {
    case LinkSegment::NodeLeaf:
        return QStringLiteral("cable-length-default-m-tier0");
    case LinkSegment::LeafSpine:
        return QStringLiteral("cable-length-default-m-tier1");
    case LinkSegment::SpineCore:
        return QStringLiteral("cable-length-default-m-tier2");
    }
    return {};
}

CostAssumptions CostAssumptions::fromCatalog(const Catalog &catalog)
{
    CostAssumptions a;
    auto take = [&catalog](const char *id, double *out) {
        if (const Figure *f = catalog.assumption(QString::fromLatin1(id)); f && f->known)
            *out = f->value;
    };
    take("cable-length-default-m-tier0", &a.nodeLeafLengthM);
    take("cable-length-default-m-tier1", &a.leafSpineLengthM);
    take("cable-length-default-m-tier2", &a.spineCoreLengthM);
    double appliances = a.ufmAppliancesPerFabric;
    take("ufm-appliances-per-fabric", &appliances);
    a.ufmAppliancesPerFabric = static_cast<int>(std::lround(appliances));
    double perRack = a.nodesPerRack;
    take("nodes-per-rack", &perRack);
    a.nodesPerRack = std::max(1, static_cast<int>(std::lround(perRack)));
    double heightU = 0.0;
    take("rack-height-u", &heightU);
    a.rackHeightU = std::max(0, static_cast<int>(std::lround(heightU)));
    return a;
}

QString ufmAppliancePriceId()
{
    return QStringLiteral("ufm-appliance-price-eur");
}
QString oobPatchCordId()
{
    return QStringLiteral("oob-patch-cord");
}

QString gatewayPartId()
{
    return QStringLiteral("ib-ethernet-gateway");
}

namespace {

QString gatewayPortLinkPartId()
{
    return QStringLiteral("gateway-port-run");
}

// A bill part that is not in the catalogue and has no public price or power figure: both
// unknown, with the reason, so the totals are lower bounds rather than the part left out.
PartBase unknownPart(const QString &id, const QString &name, const QString &whyNoPrice,
                     const QString &whyNoPower)
{
    PartBase part;
    part.id = id;
    part.name = name;
    part.priceEur = Figure::unknown(whyNoPrice);
    part.powerWatts = Figure::unknown(whyNoPower);
    return part;
}

} // namespace

QString oobUplinkCableId()
{
    return QStringLiteral("aoc-100g-oob");
}

QString oobPatchCordPriceId()
{
    return QStringLiteral("oob-patch-cord-price-eur");
}

QString ufmAppliancePowerId()
{
    return QStringLiteral("ufm-appliance-power-w");
}

LinkSegment linkSegment(const ExpandedGraph &graph, int e)
{
    const int lower = graph.edgeFrom[e];
    if (graph.kind[lower] == ExpandedGraph::Kind::Node)
        return LinkSegment::NodeLeaf;
    return graph.tier[lower] <= 0 ? LinkSegment::LeafSpine : LinkSegment::SpineCore;
}

double linkLengthM(const Link *link, LinkSegment segment, const CostAssumptions &assumptions)
{
    if (link && link->lengthM > 0.0)
        return link->lengthM;
    switch (segment) {
    case LinkSegment::NodeLeaf:
        return assumptions.nodeLeafLengthM;
    case LinkSegment::LeafSpine:
        return assumptions.leafSpineLengthM;
    case LinkSegment::SpineCore:
        return assumptions.spineCoreLengthM;
    }
    return assumptions.nodeLeafLengthM;
}

double linkLengthM(const Project &project, const ExpandedGraph &graph, int e,
                   const CostAssumptions &assumptions)
{
    return linkLengthM(project.link(graph.linkId[e]), linkSegment(graph, e), assumptions);
}

double runLengthM(const Link *link, const ExpandedGraph &graph, int e,
                  const CostAssumptions &assumptions, const FloorPlan *plan)
{
    if (plan && !(link && link->lengthM > 0.0))
        return plan->stockLengthM(e);
    return linkLengthM(link, linkSegment(graph, e), assumptions);
}

LinkMedium linkMedium(const Project &project, const Catalog &catalog, const ExpandedGraph &graph,
                      int e, const CostAssumptions &assumptions, const FloorPlan *plan)
{
    const Link *link = project.link(graph.linkId[e]);
    const LinkSegment segment = linkSegment(graph, e);
    RunNeed run;
    run.lengthM = runLengthM(link, graph, e, assumptions, plan);
    run.gbitPerS = graph.gbitPerS[e];
    if (const LinkEnd *end = nodeEnd(link))
        run.nicCage = nicCage(catalog, project.node(end->objectId), end->nicIndex);
    // The cage at the switch ends, as CostBuilder::cageGbitOf reads it.
    for (const int v : {graph.edgeFrom[e], graph.edgeTo[e]}) {
        if (graph.kind[v] != ExpandedGraph::Kind::Switch)
            continue;
        const Switch *s = project.switchById(graph.modelId[v]);
        const SwitchType *t = s ? catalog.switchType(s->switchTypeId) : nullptr;
        run.cageGbit = std::max(run.cageGbit, cageGbitPerS(t, run.gbitPerS));
    }
    return chooseMedium(catalog, link, segment, run);
}

CostResult analyzeCost(const Project &project, const Catalog &catalog)
{
    return analyzeCost(project, catalog, CostAssumptions::fromCatalog(catalog));
}

namespace {

// The cost analysis in its steps (docs/DESIGN.md section 5, "Cost"): switches,
// cables and optics per fabric, NICs and the cluster, subnet managers, spares, then
// the totals and their explanations.
class CostBuilder
{
    // Its texts are in context "fp" like the rest of the analyses (lupdate reads this).
    Q_DECLARE_TR_FUNCTIONS(fp)

public:
    CostBuilder(const Project &project, const Catalog &catalog, const CostAssumptions &assumptions)
        : m_project(project)
        , m_reader(catalog)
        , m_assumptions(assumptions)
        , m_bom(m_reader)
    {
        // Link lookup by id, once (Project::link is a linear search).
        m_linkById.reserve(static_cast<qsizetype>(project.links.size()));
        for (const Link &l : project.links)
            m_linkById.insert(l.id, &l);
        for (const Node &n : project.nodes)
            m_nodeById.insert(n.id, &n);
        for (const Switch &s : project.switches) {
            const SwitchType *t = catalog.switchType(s.switchTypeId);
            if (!t)
                missing(s.switchTypeId);
            m_switchTypeOf.insert(s.id, t);
            m_switchGroupOf.insert(s.id, s.groupId);
        }
    }

    CostResult build()
    {
        const SwitchType *management = managementSwitchType();
        // One floor for every fabric: a node and a shared network rack stand in one place
        // whichever fabric's cable is measured.
        std::optional<SiteDevices> site;
        if (m_project.floorLayout.enabled)
            site = SiteDevices::of(m_project, m_reader.catalog(), m_assumptions.rackHeightU);
        for (const Fabric &fabric : m_project.fabrics) {
            const ExpandedGraph graph = expandFabric(m_project, m_reader.catalog(), fabric.id);
            typeVertices(graph);
            // Every fabric's switches but the management network's own stand in the
            // network racks (theirs take a rack's top unit).
            const bool racks = fabric.purpose != FabricPurpose::Management;
            const std::optional<RackSpace> space = rackSpaceOf(graph, racks);
            std::optional<FloorPlan> plan;
            if (m_project.floorLayout.enabled)
                plan.emplace(m_project, graph, m_assumptions.nodesPerRack, *space, &*site);
            addSwitches(fabric, graph);
            addCablesAndOptics(graph, m_project.floorLayout.enabled ? &*plan : nullptr);
            if (fabric.purpose == FabricPurpose::Management)
                m_managementSwitches +=
                    std::count(graph.kind.begin(), graph.kind.end(), ExpandedGraph::Kind::Switch);
            if (racks) {
                addRackedSwitches(graph, *space);
                m_managedSwitches +=
                    std::count(graph.kind.begin(), graph.kind.end(), ExpandedGraph::Kind::Switch);
                countCentralSwitches(graph);
            }
            countGatewayTraffic(graph);
            if (fabric.purpose == FabricPurpose::FrontEnd)
                m_inBandFreePorts = m_inBandFreePorts.value_or(0) + freeTopTierPorts(graph);
        }
        rackGateways();
        m_result.networkRacks =
            networkRackKinds(m_racked, m_assumptions.rackHeightU, m_rackPowerW, management);
        for (const RackKind &k : m_result.networkRacks)
            m_networkRacks += k.racks;
        addNicsAndNodes();
        addSubnetManagers();
        addNetworkRackManagement(management);
        addOutOfBandCords(management);
        addOutOfBandUplinks(management);
        addGateways();
        for (const auto &[key, line] : m_bom.lines)
            m_result.bom.push_back(line);
        addSpares();
        addTotals();
        addExplanations();
        m_result.used = m_reader.used();
        return m_result;
    }

private:
    // The price year of a price assumption; 0 when the catalog names none.
    int assumptionPriceYear(const QString &id) const
    {
        const auto &years = m_reader.catalog().assumptionPriceYears;
        const auto it = years.find(id);
        return it == years.end() ? 0 : it->second;
    }

    void missing(const QString &id)
    {
        if (!m_missingParts.contains(id))
            m_missingParts.append(id);
    }

    // Link::lengthM, else the run measured on the floor plan when the project has one,
    // else the default of the segment (an assumption, recorded).
    double lengthOf(const Link *link, LinkSegment segment, const FloorPlan *plan, int e)
    {
        if (link && link->lengthM > 0.0)
            return link->lengthM;
        if (plan)
            return plan->stockLengthM(e);
        m_reader.assumption(CostAssumptions::lengthId(segment));
        return linkLengthM(link, segment, m_assumptions);
    }

    // (switch vertex, cable index, detail) of CableCounts::perSwitchGbit.
    using LaneKey = std::tuple<int, std::size_t, int>;
    struct LaneKeyHash {
        std::size_t operator()(const LaneKey &k) const noexcept
        {
            const auto &[vertex, part, detail] = k;
            return (static_cast<std::size_t>(static_cast<unsigned>(vertex)) * 1000003u) ^
                   (part * 131u) ^ static_cast<std::size_t>(static_cast<unsigned>(detail + 1));
        }
    };
    // Cable and module counts of one fabric, before rounding up per part.
    struct CableCounts {
        // (switch vertex, cable index, detail) -> Gb/s of that part's switch ends the
        // links at that switch occupy (gbitPerLinkAtSwitch). Hashed: one entry per
        // switch instance and part (131,072 GPUs: tens of thousands), read only into
        // sums, so the order does not matter (an ordered map was 9 % of a 131,072-GPU
        // evaluation).
        std::unordered_map<LaneKey, long long, LaneKeyHash> perSwitchGbit;
        // (cable index, detail, node side) -> parts
        std::map<std::tuple<std::size_t, int, bool>, long long> direct;
        // switch vertex -> cages its direct (per-edge) cables take
        std::map<int, long long> directCages;
    };

    std::size_t cableIndex(const CableType *c) const
    {
        return static_cast<std::size_t>(c - m_reader.catalog().cables.data());
    }

    const SwitchType *managementSwitchType() const;
    // The cage of the NIC at a link's node end ("osfp", "qsfp112"; empty: not known).
    QString nicCageOf(const Link *link) const
    {
        const LinkEnd *end = nodeEnd(link);
        return end ? nicCage(m_reader.catalog(), m_nodeById.value(end->objectId, nullptr),
                             end->nicIndex)
                   : QString();
    }
    // The links of the node's cage at edge `e`'s node end, in the technology of the
    // switch at its other end (0: no node end).
    int nicLinksPerCageOf(const ExpandedGraph &graph, int e, const Link *link) const
    {
        const LinkEnd *end = nodeEnd(link);
        const SwitchType *t = m_vertexType[static_cast<std::size_t>(graph.edgeTo[e])];
        if (!end || !t)
            return 0;
        return linksPerNicCage(m_reader.catalog(), m_nodeById.value(end->objectId, nullptr),
                               end->nicIndex, t->technology);
    }
    // The plug of the switch cages at edge `e`'s switch ends when they agree (empty:
    // OSFP, or ends of two kinds, where one module model cannot serve both).
    QString switchCageOf(const ExpandedGraph &graph, int e) const
    {
        QString cage;
        bool first = true;
        for (const int v : {graph.edgeFrom[e], graph.edgeTo[e]}) {
            const SwitchType *t = m_vertexType[static_cast<std::size_t>(v)];
            if (graph.kind[v] != ExpandedGraph::Kind::Switch || !t)
                continue;
            if (!first && t->cageFormFactor != cage)
                return {};
            cage = t->cageFormFactor;
            first = false;
        }
        return cage;
    }
    void typeVertices(const ExpandedGraph &graph)
    {
        m_vertexType.assign(static_cast<std::size_t>(graph.vertexCount()), nullptr);
        for (int v = 0; v < graph.vertexCount(); ++v)
            if (graph.kind[v] == ExpandedGraph::Kind::Switch)
                m_vertexType[static_cast<std::size_t>(v)] =
                    m_switchTypeOf.value(graph.modelId[v], nullptr);
    }
    std::optional<RackSpace> rackSpaceOf(const ExpandedGraph &graph, bool forRacks);
    void addRackedSwitches(const ExpandedGraph &graph, const RackSpace &space);
    void addNetworkRackManagement(const SwitchType *management);
    void addOutOfBandCords(const SwitchType *management);
    void addOutOfBandUplinks(const SwitchType *management);
    long long freeTopTierPorts(const ExpandedGraph &graph) const;
    QString inBandPortsSentence(long long uplinks) const;
    void addSwitches(const Fabric &fabric, const ExpandedGraph &graph);
    void addCablesAndOptics(const ExpandedGraph &graph, const FloorPlan *plan);
    double cageGbitOf(const ExpandedGraph &graph, int e) const;
    void checkCages(const CableCounts &n);
    void countEdge(const ExpandedGraph &graph, int e, const Medium &m, int detail, CableCounts &n);
    void addCounted(const CableCounts &n, const std::vector<BomDetail> &details);
    void addNicsAndNodes();
    void unknownClusterPrice(const Figure &price, const QString &id);
    void addSubnetManagers();
    void explainHostSubnetManagers();
    QStringList ufmReasonTexts(const std::set<int> &reasons) const;
    static bool hostManagedSubnets(const ExpandedGraph &graph, long long nodes, int planes,
                                   double hostLimit);
    void countGatewayTraffic(const ExpandedGraph &graph);
    long long gatewayCount();
    void rackGateways();
    void addGateways();
    void addGatewayPortLinks(long long gateways);
    void addSpares();
    void addTotals();
    void addOwnCostPerGpuHour();
    void addExplanations();

    const Project &m_project;
    AssumptionReader m_reader;
    const CostAssumptions &m_assumptions;
    BomBuilder m_bom;
    CostResult m_result;
    QHash<Id, const Link *> m_linkById;
    QHash<Id, const SwitchType *> m_switchTypeOf;
    QHash<Id, const Node *> m_nodeById;
    // The switch type of each vertex of the fabric being counted (nullptr: a node or
    // an unknown type): one lookup per vertex, not one per edge end.
    std::vector<const SwitchType *> m_vertexType;
    QStringList m_missingParts;
    bool m_anyBeyondReach = false;
    long long m_cagesExceeded = 0;         // most cages a switch lacks for its counted parts
    int m_infinibandSubnetsNeedingUfm = 0; // fabrics x planes needing UFM
    // Fabrics x planes whose subnet manager runs as OpenSM on control-plane servers
    // (small fabrics: "host-sm-max-nodes").
    int m_hostManagedSubnets = 0;
    long long m_ufmManagedNodes = 0;  // nodes on the fabrics UFM manages
    long long m_ethernetSwitches = 0; // switches of Ethernet fabrics (an OS licence each)
    std::set<int> m_ufmReasons;    // 0 no on-board SM, 1 too many nodes, 2 SHARP, 3 storage AR/CC
    std::set<int> m_hostSmReasons; // the same for the fabrics run by OpenSM on servers
    double m_nodesAndGpusEur = 0.0;
    double m_gatewayGbit = 0.0;         // on links between switches of two technologies
    QHash<Id, Id> m_switchGroupOf;      // switch id -> its group (NoId: none)
    long long m_networkRacks = 0;       // network racks of the fabrics other than management
    std::vector<RackedSwitch> m_racked; // their switches (sharedNetworkRacks)
    std::optional<long long> m_inBandFreePorts; // free ports of the front-end's top tier
    double m_rackPowerW = 0.0;                  // a network rack's power budget (RackSpace)
    long long m_managedSwitches = 0;    // switches of those fabrics (a management port each)
    long long m_managementSwitches = 0; // the management fabric's own (per group copy)
    long long m_centralSwitches = 0;    // of those fabrics, outside any group
    long long m_networkManagement = 0;  // management switches of the network racks
    int m_ufmAppliances = 0;

    void countCentralSwitches(const ExpandedGraph &graph)
    {
        for (int v = 0; v < graph.vertexCount(); ++v)
            if (graph.kind[v] == ExpandedGraph::Kind::Switch &&
                m_switchGroupOf.value(graph.modelId[v], NoId) == NoId)
                ++m_centralSwitches;
    }
};

// The switch type of the project's out-of-band management network (the first switch
// of a management fabric); none when the design has no management network.
const SwitchType *CostBuilder::managementSwitchType() const
{
    for (const Fabric &f : m_project.fabrics) {
        if (f.purpose != FabricPurpose::Management)
            continue;
        for (const Switch &s : m_project.switches)
            if (s.fabricId == f.id)
                return m_switchTypeOf.value(s.id, nullptr);
    }
    return nullptr;
}

// The rack space of one fabric's devices (heights, power): for its floor plan when the
// project's floor layout is on, and for its network racks when `forRacks`
// (docs/FLOORPLAN.md).
std::optional<RackSpace> CostBuilder::rackSpaceOf(const ExpandedGraph &graph, bool forRacks)
{
    if (!m_project.floorLayout.enabled && !forRacks)
        return std::nullopt;
    m_reader.assumption(QStringLiteral("nodes-per-rack"));
    m_reader.assumption(QStringLiteral("rack-height-u"));
    return RackSpace::of(m_project, m_reader.catalog(), graph, m_assumptions.rackHeightU);
}

// A fabric's switches, for the network racks all fabrics share (sharedNetworkRackOf):
// a floor plan stands every switch in a network rack, its unit's (its group and copy)
// or a central one (no group).
void CostBuilder::addRackedSwitches(const ExpandedGraph &graph, const RackSpace &space)
{
    m_rackPowerW = space.networkRackPowerW;
    for (int v = 0; v < graph.vertexCount(); ++v) {
        if (graph.kind[v] != ExpandedGraph::Kind::Switch)
            continue;
        RackedSwitch s;
        s.group = m_switchGroupOf.value(graph.modelId[v], NoId);
        s.instance = s.group == NoId ? 0 : graph.instance[v];
        s.tier = graph.tier[v];
        s.heightU = space.heightU[size_t(v)];
        s.powerW = space.powerW.empty() ? 0.0 : space.powerW[size_t(v)];
        if (const SwitchType *type = m_switchTypeOf.value(graph.modelId[v], nullptr)) {
            s.partId = type->id;
            s.typicalKnown = devicePowerWatts(m_reader.catalog(), type->id, &s.typicalW);
        }
        m_racked.push_back(s);
    }
}

// The out-of-band management network's patch cords: one from every node's BMC, every
// switch's management port and every UFM appliance to the management switch of its
// rack (NVIDIA DGX SuperPOD RA, "Out-of-band management network": the BMCs and the
// switches' management ports on the SN2201 of each rack). Within a rack, so one stock
// length; the management switches' own uplinks are counted by addOutOfBandUplinks.
void CostBuilder::addOutOfBandCords(const SwitchType *management)
{
    if (!management)
        return;
    long long nodes = 0;
    for (const Node &n : m_project.nodes)
        nodes += m_project.multiplicity(n.groupId);
    const long long pdus =
        std::llround(static_cast<double>(nodeRacksOf(m_project, m_reader.catalog())) *
                         m_reader.valueOr(QStringLiteral("pdus-per-node-rack"), 0.0) +
                     static_cast<double>(m_networkRacks) *
                         m_reader.valueOr(QStringLiteral("pdus-per-network-rack"), 0.0));
    const long long gateways = gatewayCount();
    // An NVL72 rack's NVLink switch trays and power shelves (rack-scale-management-ports;
    // read only where the design has such racks, so other designs do not list it).
    const long long rackScaleRacks = rackScaleRacksOf(m_project, m_reader.catalog());
    const long long rackPorts =
        rackScaleRacks > 0
            ? std::llround(static_cast<double>(rackScaleRacks) *
                           m_reader.valueOr(QStringLiteral("rack-scale-management-ports"), 0.0))
            : 0;
    const long long cords =
        nodes + m_managedSwitches + m_ufmAppliances + gateways + pdus + rackPorts;
    if (cords <= 0)
        return;
    PartBase cord;
    cord.id = oobPatchCordId();
    cord.name = QStringLiteral("1GbE patch cord (Cat6A, RJ45)");
    if (const Figure *p = m_reader.assumption(oobPatchCordPriceId())) {
        cord.priceEur = *p;
        cord.priceYear = assumptionPriceYear(oobPatchCordPriceId());
    } else
        cord.priceEur = Figure::unknown(oobPatchCordPriceId());
    cord.powerWatts.value = 0.0; // a passive copper cord
    cord.powerWatts.tag = SourceTag::Primary;
    cord.powerWatts.source = QStringLiteral("passive copper: draws no power");
    m_bom.add(cord, QStringLiteral("cable"), detailOf(BomDetail::Kind::OutOfBand), cords);
    m_result.explanations.push_back(explain(
        QStringLiteral("out-of-band-cords"),
        tr("%n 1GbE patch cord(s) of the out-of-band management network: one from each of "
           "the %1 nodes' BMCs, the management ports of the %2 switches, %3 UFM appliances "
           "and %4 gateways, and the %5 rack PDUs to an out-of-band management switch.",
           nullptr, static_cast<int>(cords))
            .arg(num(static_cast<double>(nodes)), num(static_cast<double>(m_managedSwitches)),
                 num(static_cast<double>(m_ufmAppliances)), num(static_cast<double>(gateways)),
                 num(static_cast<double>(pdus))),
        {{QStringLiteral("oob_patch_cords"), static_cast<double>(cords)}}));
    if (rackPorts > 0)
        m_result.explanations.back().text +=
            QLatin1Char(' ') +
            tr("They include %n management port(s) of the rack-scale racks' NVLink switch trays "
               "and power shelves.",
               nullptr, static_cast<int>(rackPorts));
}

// The out-of-band management switches' uplinks to the in-band network: two 100GbE active
// optical cables of 10 m from each (NVIDIA DGX BasePOD RA V5, Table 4.2: "100GbE AOC
// 10 m, OOB to in-band", 980-9I13N-00C010, two per SN2201), for the node racks' and the
// network racks' management switches alike.
void CostBuilder::addOutOfBandUplinks(const SwitchType *management)
{
    const long long switches = m_managementSwitches + (management ? m_networkManagement : 0);
    if (!management || switches <= 0)
        return;
    const CableType *aoc = m_reader.catalog().cable(oobUplinkCableId());
    if (!aoc) {
        missing(oobUplinkCableId());
        return;
    }
    const long long uplinks = 2 * switches;
    m_bom.add(*aoc, QStringLiteral("cable"), detailOf(BomDetail::Kind::OutOfBand), uplinks);
    std::vector<std::pair<QString, double>> figures{
        {QStringLiteral("oob_uplinks"), static_cast<double>(uplinks)}};
    if (m_inBandFreePorts)
        figures.emplace_back(QStringLiteral("in_band_free_ports"),
                             static_cast<double>(*m_inBandFreePorts));
    m_result.explanations.push_back(explain(
        QStringLiteral("out-of-band-uplinks"),
        tr("%n 100GbE active optical cable(s) of 10 m: two uplinks from each of the %1 "
           "out-of-band management switches to the in-band network, as NVIDIA's DGX BasePOD "
           "reference architecture has them.",
           nullptr, static_cast<int>(uplinks))
                .arg(num(static_cast<double>(switches))) +
            QLatin1Char(' ') + inBandPortsSentence(uplinks),
        figures));
}

// Where the out-of-band uplinks land: free ports of the front-end (in-band) fabric's top
// tier, one each, or the ports it lacks for them (a larger or another front-end switch,
// not added to the bill); without a front-end fabric, ports of an in-band network the
// design does not hold.
QString CostBuilder::inBandPortsSentence(long long uplinks) const
{
    if (!m_inBandFreePorts)
        return tr("The design has no front-end (in-band) fabric: the in-band switch ports they "
                  "take are not counted.");
    if (*m_inBandFreePorts >= uplinks)
        return tr("They take %1 of the %2 free ports of the front-end fabric's top tier.")
            .arg(num(static_cast<double>(uplinks)), num(static_cast<double>(*m_inBandFreePorts)));
    return tr("The front-end fabric's top tier has %1 free ports for them: %2 more are "
              "needed (a larger or an additional front-end switch, not on this bill).")
        .arg(num(static_cast<double>(*m_inBandFreePorts)),
             num(static_cast<double>(uplinks - *m_inBandFreePorts)));
}

// The ports of `graph`'s top-tier switches no link takes, each switch's ports counted at
// the speed of its links (SwitchType::portsAt); a switch of unknown type adds none.
long long CostBuilder::freeTopTierPorts(const ExpandedGraph &graph) const
{
    int top = 0;
    for (int v = 0; v < graph.vertexCount(); ++v)
        if (graph.kind[v] == ExpandedGraph::Kind::Switch)
            top = std::max(top, static_cast<int>(graph.tier[v]));
    std::vector<long long> used(static_cast<std::size_t>(graph.vertexCount()), 0);
    std::vector<double> gbit(static_cast<std::size_t>(graph.vertexCount()), 0.0);
    for (int e = 0; e < graph.edgeCount(); ++e)
        for (const int v : {graph.edgeFrom[size_t(e)], graph.edgeTo[size_t(e)]}) {
            used[size_t(v)] += graph.bundle[size_t(e)];
            gbit[size_t(v)] = graph.gbitPerS[size_t(e)];
        }
    long long free = 0;
    for (int v = 0; v < graph.vertexCount(); ++v) {
        const SwitchType *t = m_vertexType[size_t(v)];
        if (graph.kind[v] != ExpandedGraph::Kind::Switch || graph.tier[v] != top || !t)
            continue;
        free +=
            std::max(0LL, static_cast<long long>(t->portsAt(gbit[size_t(v)])) - used[size_t(v)]);
    }
    return free;
}

// The out-of-band management switches of the network racks, as many as their ports need
// (SwitchType::mostPorts: 48 x 1G on an SN2201): the management ports of the
// switches outside any group (the central ones; a unit's leaves are on its own
// management switches, clusterfabrics.cpp), the UFM appliances and the network racks'
// PDUs (`pdus-per-network-rack`), as NVIDIA's DGX SuperPOD H100 RA sizes the
// out-of-band network by its ports (Table 7: 8 SN2201 for 38 racks), not one per rack.
void CostBuilder::addNetworkRackManagement(const SwitchType *management)
{
    if (!management || m_networkRacks <= 0)
        return;
    const double pdus = m_reader.valueOr(QStringLiteral("pdus-per-network-rack"), 0.0);
    const long long gateways = gatewayCount();
    const double ports =
        static_cast<double>(m_centralSwitches + m_ufmAppliances + gateways) + m_networkRacks * pdus;
    const int perSwitch = std::max(1, management->mostPorts());
    m_networkManagement = static_cast<long long>(std::ceil(ports / perSwitch - 1e-9));
    if (m_networkManagement <= 0)
        return;
    m_bom.add(*management, QStringLiteral("switch"),
              detailOf(BomDetail::Kind::NetworkRackManagement), m_networkManagement);
    if (management->technology == Technology::Ethernet) // an OS licence each, as the others
        m_ethernetSwitches += m_networkManagement;
    m_result.explanations.push_back(explain(
        QStringLiteral("network-rack-management"),
        tr("%n out-of-band management switch(es) (%1) for the %2 network racks: the "
           "management ports of their %3 central switches, %4 UFM appliances and %5 gateways "
           "and their %6 PDUs, %7 ports on switches of %8 (a unit's leaves are on its own "
           "management switches).",
           nullptr, static_cast<int>(m_networkManagement))
            .arg(partNameInWords(*management), num(static_cast<double>(m_networkRacks)),
                 num(static_cast<double>(m_centralSwitches)),
                 num(static_cast<double>(m_ufmAppliances)), num(static_cast<double>(gateways)),
                 num(m_networkRacks * pdus), num(ports), num(static_cast<double>(perSwitch))),
        {{QStringLiteral("network_racks"), static_cast<double>(m_networkRacks)},
         {QStringLiteral("network_rack_management_switches"),
          static_cast<double>(m_networkManagement)}}));
}

// Switches by part and tier: one per expanded switch instance.
void CostBuilder::addSwitches(const Fabric &fabric, const ExpandedGraph &graph)
{
    std::map<std::pair<const SwitchType *, int>, long long> switchCount;
    bool onBoardSm = true, sharp = true;
    long long nodes = 0;
    for (int v = 0; v < graph.vertexCount(); ++v) {
        if (graph.kind[v] == ExpandedGraph::Kind::Node)
            ++nodes;
        if (graph.kind[v] != ExpandedGraph::Kind::Switch)
            continue;
        const SwitchType *t = m_switchTypeOf.value(graph.modelId[v], nullptr);
        if (!t)
            continue;
        ++switchCount[{t, graph.tier[v]}];
        // The subnet manager and SHARP are the InfiniBand switches' (the hybrid per unit's
        // Ethernet spines have neither, and do not need them: review, "a switch has no
        // on-board subnet manager" for a fabric of QM9700 leaves).
        if (t->technology != Technology::InfiniBand)
            continue;
        onBoardSm = onBoardSm && t->subnetManager;
        sharp = sharp && t->inNetworkReduction;
    }
    for (const auto &[key, count] : switchCount) {
        // A management network's switches stand in the node racks, not in a tier.
        m_bom.add(*key.first, QStringLiteral("switch"),
                  fabric.purpose == FabricPurpose::Management
                      ? detailOf(BomDetail::Kind::NodeRackManagement)
                      : tierDetail(key.second, tiersOf(graph)),
                  count);
        if (key.first->technology == Technology::Ethernet) // also between hybrid units
            m_ethernetSwitches += count;
    }
    if (fabric.technology != Technology::InfiniBand || switchCount.empty())
        return;
    // docs/CATALOG.md, MLNX-OS manual "Subnet Manager": the on-board SM manages up to
    // 2,048 nodes and runs no SHARP, adaptive routing or congestion control; a QM9790 has
    // none. Else UFM in an HA pair. A storage fabric runs adaptive routing and congestion
    // control (DGX SuperPOD H100 RA, "Storage Fabric": "advanced fabric management
    // features, such as congestion control and AR, provide significant benefits for the
    // storage fabric"; its Table 7 lists 4 UFM appliances, a pair per fabric).
    sharp = sharp && fabric.purpose == FabricPurpose::Compute &&
            m_reader.valueOr(QStringLiteral("sharp-enabled"), 0.0) >= 0.5;
    const double limit = m_reader.valueOr(QStringLiteral("onboard-sm-max-nodes"), 0.0);
    const bool tooLarge = limit > 0.0 && static_cast<double>(nodes) > limit;
    const bool storage = fabric.purpose == FabricPurpose::Storage;
    if (!onBoardSm || tooLarge || sharp || storage) {
        const int reason = !onBoardSm ? 0 : tooLarge ? 1 : sharp ? 2 : 3;
        // A small fabric runs OpenSM (and SHARP's aggregation manager) on two of the
        // control-plane servers every cluster has, as NVIDIA's DGX BasePOD RA does
        // (catalog "host-sm-max-nodes"): one instance per plane on each server, a port
        // in each plane's subnet. Larger ones get UFM: each plane is a subnet of its own
        // (its switches share no link with another plane's, and a subnet manager
        // manages the subnet its port reaches), a pair each.
        const double hostLimit = m_reader.valueOr(QStringLiteral("host-sm-max-nodes"), 0.0);
        const int planes = m_project.planesOf(fabric.id);
        if (hostManagedSubnets(graph, nodes, planes, hostLimit)) {
            m_hostManagedSubnets += planes;
            m_hostSmReasons.insert(reason);
            m_result.subnetManagerPorts[fabric.id] += 2 * planes; // two servers per plane
            return;
        }
        m_ufmReasons.insert(reason);
        m_infinibandSubnetsNeedingUfm += planes;
        m_ufmManagedNodes += nodes;
        m_result.subnetManagerPorts[fabric.id] += m_assumptions.ufmAppliancesPerFabric * planes;
    }
}

// Whether OpenSM on the control-plane servers runs each plane's subnet: the fabric has
// at most `hostLimit` nodes, or each plane is no larger than the subnet the DGX BasePOD
// RA runs that way (catalog "host-sm-max-nodes": 16 DGX of 8 compute ports, so 128
// endpoint ports). A subnet manager's work grows with the ports and switches of its
// subnet, not with the planes beside it: 32 nodes on four one-switch planes of 64 ports
// each need no UFM appliance, let alone a pair per plane (issue 15: 8 appliances,
// EUR 316,480, for 4 switches).
bool CostBuilder::hostManagedSubnets(const ExpandedGraph &graph, long long nodes, int planes,
                                     double hostLimit)
{
    if (static_cast<double>(nodes) <= hostLimit)
        return true;
    constexpr double kBasePodPortsPerNode = 8.0; // DGX H100: 8 compute NIC ports
                                                 // (explainHostSubnetManagers says it)
    long long endpointPorts = 0;
    for (int e = 0; e < graph.edgeCount(); ++e)
        if (graph.kind[size_t(graph.edgeFrom[size_t(e)])] == ExpandedGraph::Kind::Node)
            endpointPorts += graph.bundle[size_t(e)];
    const double perPlane = static_cast<double>(endpointPorts) / std::max(1, planes);
    return planes > 1 && perPlane <= hostLimit * kBasePodPortsPerNode;
}

// Cables and optics, link by link. Parts that serve several links from one switch
// cage (splitter DACs, twin-port modules) are counted per switch instance:
// ceil(links at that switch / links per part). The medium depends only on
// (segment, length, speed, chosen cable), so it is chosen once per distinct
// combination.
void CostBuilder::addCablesAndOptics(const ExpandedGraph &graph, const FloorPlan *plan)
{
    struct Choice {
        Medium medium;
        int detail = 0; // index into `details`
    };
    std::map<std::tuple<int, double, double, QString, double, QString, int, QString>, Choice>
        choices;
    // Details 0 and 1: the switch and node sides (countEdge: SwitchSide, NodeSideDetail).
    std::vector<BomDetail> details{detailOf(BomDetail::Kind::SwitchSide),
                                   detailOf(BomDetail::Kind::NodeSide)};
    const int tiers = tiersOf(graph);
    CableCounts counts;
    // The instances of one model link are consecutive edges with the same
    // segment and speed: their choice is looked up once - unless the floor plan gives
    // each instance a length of its own.
    Id lastLinkId = NoId;
    LinkSegment lastSegment = LinkSegment::NodeLeaf;
    double lastSpeed = 0.0;
    auto it = choices.end();
    for (int e = 0; e < graph.edgeCount(); ++e) {
        const LinkSegment segment = linkSegment(graph, e);
        const double speed = graph.gbitPerS[e];
        if (it == choices.end() || plan || graph.linkId[e] != lastLinkId ||
            segment != lastSegment || speed != lastSpeed) {
            const Link *link = m_linkById.value(graph.linkId[e], nullptr);
            const double lengthM = lengthOf(link, segment, plan, e);
            const QString cableId = link ? link->cableTypeId : QString();
            RunNeed run;
            run.lengthM = lengthM;
            run.gbitPerS = speed;
            run.cageGbit = cageGbitOf(graph, e);
            run.nicCage = nicCageOf(link);
            run.nicLinksPerCage = nicLinksPerCageOf(graph, e, link);
            run.switchCage = switchCageOf(graph, e);
            const auto key =
                std::make_tuple(static_cast<int>(segment), lengthM, speed, cableId, run.cageGbit,
                                run.nicCage, run.nicLinksPerCage, run.switchCage);
            it = choices.find(key);
            if (it == choices.end()) {
                Choice c;
                c.medium = chooseMedium(m_reader.catalog(), link, segment, run);
                c.detail = static_cast<int>(details.size());
                details.push_back(segmentDetail(segment, lengthM, tiers));
                it = choices.emplace(key, c).first;
            }
            lastLinkId = graph.linkId[e];
            lastSegment = segment;
            lastSpeed = speed;
        }
        countEdge(graph, e, it->second.medium, it->second.detail, counts);
    }
    checkCages(counts);
    addCounted(counts, details);
}

// Cages in use per switch: the modules and splitters counted at it plus its direct
// cables. More than the switch has means the BOM cannot be built as counted.
void CostBuilder::checkCages(const CableCounts &n)
{
    std::map<int, long long> used = n.directCages;
    for (const auto &[key, gbit] : n.perSwitchGbit) {
        const auto &[vertex, part, detail] = key;
        const CableType &c = m_reader.catalog().cables[part];
        if (c.kind != CableKind::Fibre) // a fibre plugs into a module, not a cage
            used[vertex] += partsForGbit(c, gbit);
    }
    for (const auto &[vertex, cages] : used) {
        const SwitchType *t = m_vertexType[static_cast<std::size_t>(vertex)];
        if (t && t->cages > 0 && cages > t->cages)
            m_cagesExceeded = std::max(m_cagesExceeded, cages - t->cages);
    }
}

// Gb/s per cage at the switch ends of edge `e`: the larger of the two ends (a node
// end has no switch cage).
double CostBuilder::cageGbitOf(const ExpandedGraph &graph, int e) const
{
    double cage = 0.0;
    for (const int v : {graph.edgeFrom[e], graph.edgeTo[e]})
        if (graph.kind[v] == ExpandedGraph::Kind::Switch)
            cage = std::max(
                cage, cageGbitPerS(m_vertexType[static_cast<std::size_t>(v)], graph.gbitPerS[e]));
    return cage;
}

// One expanded edge's parts on `medium`; `detail` indexes the details of
// addCablesAndOptics (0: switch side).
void CostBuilder::countEdge(const ExpandedGraph &graph, int e, const Medium &m, int detail,
                            CableCounts &n)
{
    constexpr int SwitchSide = 0;
    constexpr int NodeSideDetail = 1;
    const LinkSegment segment = linkSegment(graph, e);
    const double speed = graph.gbitPerS[e];
    const long long links = graph.bundle[e];
    m_anyBeyondReach = m_anyBeyondReach || m.beyondReach;
    const int lower = graph.edgeFrom[e];
    const int upper = graph.edgeTo[e];
    if (m.cable) {
        const long long lanes = links * lanesPerLink(*m.cable, speed);
        if (segment == LinkSegment::NodeLeaf && linksPerPart(*m.cable) > 1) {
            // A cable's ends are its own: each link takes a whole leg (no split).
            n.perSwitchGbit[{upper, cableIndex(m.cable), detail}] +=
                lanes * std::llround(m.cable->gbitPerS);
        } else {
            const long long parts = ceilDiv(lanes, linksPerPart(*m.cable));
            n.direct[{cableIndex(m.cable), detail, false}] += parts;
            // Each such cable takes a cage at each switch end.
            n.directCages[upper] += parts;
            if (segment != LinkSegment::NodeLeaf)
                n.directCages[lower] += parts;
        }
        return;
    }
    if (!m.switchModule) {
        missing(QStringLiteral("transceiver"));
        return;
    }
    // Between switches that split their module ports (200G links on 400G ports), a bundle
    // of b links fills whole ports, ceil(b / r) at each end (r links a port) and as many
    // straight fibres: each port's links end on one port of the other switch, an odd
    // bundle leaves half a port idle (review: two links of one connector ending on two
    // spines cannot be cabled with a straight fibre).
    const long long perPort =
        std::max(1LL, std::llround(m.switchModule->gbitPerS / std::max(speed, 1.0)));
    const auto moduleGbit = [&](int vertex) {
        const SwitchType *t = m_vertexType[static_cast<std::size_t>(vertex)];
        const long long perLink =
            gbitPerLinkAtSwitch(*m.switchModule, speed, cageGbitPerS(t, speed));
        if (segment == LinkSegment::NodeLeaf || perPort < 2 ||
            perLink * perPort != std::llround(m.switchModule->gbitPerS))
            return links * perLink;
        return ceilDiv(links, perPort) * std::llround(m.switchModule->gbitPerS);
    };
    n.perSwitchGbit[{upper, cableIndex(m.switchModule), SwitchSide}] += moduleGbit(upper);
    if (segment == LinkSegment::NodeLeaf) {
        // Node side: one single-port module per NIC port (per 400G lane); in a node's
        // twin-port cages (DGX H100) one module per two NIC ports, counted per node.
        if (m.nicModule && linksPerPart(*m.nicModule) > 1)
            n.perSwitchGbit[{lower, cableIndex(m.nicModule), NodeSideDetail}] +=
                links * std::llround(speed);
        else if (m.nicModule)
            n.direct[{cableIndex(m.nicModule), -1, true}] +=
                links * lanesPerLink(*m.nicModule, speed);
    } else {
        n.perSwitchGbit[{lower, cableIndex(m.switchModule), SwitchSide}] += moduleGbit(lower);
    }
    // Fibre: one per module port a link takes (docs/CATALOG.md: "count one cable per 400G
    // link" of NDR modules; an XDR module port carries 800G on the same MPO-12 fibre,
    // NVIDIA: "The same single mode, straight and 1:2 splitter crossover fiber cables are
    // used for both XDR and NDR/400GbE", 800g200gpam4list); a
    // 1:2 splitter serves two split links of one switch port, counted per switch; between
    // switches that split their ports, one straight fibre carries the two links of a
    // port pair (counted at the lower switch).
    const bool splitPorts = speed < m.switchModule->gbitPerS &&
                            moduleGbit(upper) < links * std::llround(m.switchModule->gbitPerS);
    if (m.fibre && hasShape(*m.fibre, Shape::Splitter) && segment == LinkSegment::NodeLeaf)
        n.perSwitchGbit[{upper, cableIndex(m.fibre), detail}] += links * std::llround(speed);
    else if (m.fibre && splitPorts && segment != LinkSegment::NodeLeaf)
        n.perSwitchGbit[{lower, cableIndex(m.fibre), detail}] +=
            ceilDiv(links, perPort) * perPort * std::llround(speed);
    else if (m.fibre)
        n.direct[{cableIndex(m.fibre), detail, false}] +=
            links * lanesPerLink(*m.switchModule, speed);
    else
        missing(QStringLiteral("fibre"));
}

void CostBuilder::addCounted(const CableCounts &n, const std::vector<BomDetail> &details)
{
    const Catalog &catalog = m_reader.catalog();
    std::map<std::tuple<std::size_t, int>, long long> perSwitchParts;
    for (const auto &[key, gbit] : n.perSwitchGbit) {
        const auto &[vertex, part, detail] = key;
        perSwitchParts[{part, detail}] += partsForGbit(catalog.cables[part], gbit);
    }
    for (const auto &[key, count] : perSwitchParts) {
        const CableType &part = catalog.cables[std::get<0>(key)];
        const bool module = part.kind == CableKind::Transceiver;
        m_bom.add(part, module ? QStringLiteral("transceiver") : QStringLiteral("cable"),
                  details[static_cast<std::size_t>(std::get<1>(key))], count);
    }
    for (const auto &[key, count] : n.direct) {
        const CableType &part = catalog.cables[std::get<0>(key)];
        const bool nodeSide = std::get<2>(key);
        m_bom.add(part, nodeSide ? QStringLiteral("transceiver") : QStringLiteral("cable"),
                  nodeSide ? detailOf(BomDetail::Kind::NodeSide)
                           : details[static_cast<std::size_t>(std::get<1>(key))],
                  count);
    }
}

// A node type's or GPU's price that is unknown: the cluster capital cost is then
// unknown ("Unknown is never zero", docs/CATALOG.md, Unknown figures).
void CostBuilder::unknownClusterPrice(const Figure &price, const QString &id)
{
    std::vector<QString> &ids = m_result.unknownClusterPriceParts;
    if (!price.known && std::find(ids.begin(), ids.end(), id) == ids.end())
        ids.push_back(id);
}

// NICs and the cluster: every node instance of the project, with its node type's
// NICs (docs/DESIGN.md section 2: a node type lists GPUs and NICs; its price is
// without them).
void CostBuilder::addNicsAndNodes()
{
    BomDetail nicDetail;
    if (const Fabric *f = m_project.computeFabric()) {
        nicDetail.kind = BomDetail::Kind::Technology;
        nicDetail.technology = f->technology;
    }
    long long gpus = 0;
    for (const Node &node : m_project.nodes) {
        const NodeTypeSpec *type = m_reader.nodeType(node.nodeTypeId);
        if (!type) {
            missing(node.nodeTypeId);
            continue;
        }
        const long long count = m_project.multiplicity(node.groupId);
        gpus += count * type->gpuCount;
        m_nodesAndGpusEur += static_cast<double>(count) * valueOf(type->priceEur);
        unknownClusterPrice(type->priceEur, type->id);
        if (const GpuType *gpu = m_reader.gpu(type->gpuTypeId)) {
            m_nodesAndGpusEur +=
                static_cast<double>(count * type->gpuCount) * valueOf(gpu->priceEur);
            unknownClusterPrice(gpu->priceEur, gpu->id);
        } else {
            missing(type->gpuTypeId);
        }
        if (const NicType *nic = m_reader.nic(type->nicTypeId))
            m_bom.add(*nic, QStringLiteral("nic"), nicDetail, count * type->nicCount);
        else if (type->nicCount > 0)
            missing(type->nicTypeId);
    }
    m_result.gpus = gpus;
}

// Small fabrics whose subnet manager the on-board SM cannot run (addSwitches): OpenSM
// on control-plane servers, no appliance in the bill; the explanation says why.
void CostBuilder::explainHostSubnetManagers()
{
    if (m_hostManagedSubnets <= 0)
        return;
    m_result.hostSmReasons = ufmReasonTexts(m_hostSmReasons);
    m_result.explanations.push_back(explain(
        QStringLiteral("host-subnet-manager"),
        tr("The InfiniBand subnet manager runs as OpenSM (with SHARP's aggregation manager "
           "where SHARP is on) as master and standby on two of the cluster's control-plane "
           "servers, one instance per plane on each, because of: %1. A fabric of at most %2 "
           "nodes, or planes of at most %3 node ports each, needs no UFM appliance (NVIDIA's "
           "DGX BasePOD RA, 2 to 16 nodes of 8 compute ports in one subnet, has none); "
           "those servers belong to every variant's cluster, and neither they nor their "
           "fabric ports and cables are in the network's bill.")
            .arg(m_result.hostSmReasons.join(QStringLiteral("; ")),
                 QString::number(m_reader.valueOr(QStringLiteral("host-sm-max-nodes"), 0.0)),
                 QString::number(8.0 * m_reader.valueOr(QStringLiteral("host-sm-max-nodes"), 0.0))),
        {{QStringLiteral("host_managed_subnets"), static_cast<double>(m_hostManagedSubnets)}}));
}

// Why the subnet manager does not run on the switches (reasons as m_ufmReasons), in words.
QStringList CostBuilder::ufmReasonTexts(const std::set<int> &reasons) const
{
    QStringList why;
    if (reasons.count(0))
        why << tr("a switch has no on-board subnet manager");
    if (reasons.count(1))
        why << tr("more nodes than the on-board subnet manager's limit");
    if (reasons.count(2))
        why << tr("SHARP, which the on-board subnet manager does not run");
    if (reasons.count(3))
        why << tr("adaptive routing and congestion control on the storage fabric, which the "
                  "on-board subnet manager does not run");
    return why;
}

// Subnet managers: a UFM HA pair per InfiniBand fabric the on-board SM cannot run
// (addSwitches). The subnet manager and the SHARP aggregation manager they run are open
// source (OpenSM, in NVIDIA DOCA/MLNX_OFED and HPC-X); a UFM Enterprise licence is
// optional and has no public price, so it is not counted (the explanation says so).
void CostBuilder::addSubnetManagers()
{
    m_result.hostManagedSubnets = m_hostManagedSubnets;
    explainHostSubnetManagers();
    if (m_infinibandSubnetsNeedingUfm <= 0)
        return;
    PartBase ufm;
    ufm.id = QStringLiteral("ufm-appliance");
    ufm.name = QStringLiteral("NVIDIA UFM Enterprise appliance");
    if (const Figure *p = m_reader.assumption(ufmAppliancePriceId())) {
        ufm.priceEur = *p;
        ufm.priceYear = assumptionPriceYear(ufmAppliancePriceId());
    } else
        ufm.priceEur = Figure::unknown(ufmAppliancePriceId());
    if (const Figure *w = m_reader.assumption(ufmAppliancePowerId()))
        ufm.powerWatts = *w;
    else
        ufm.powerWatts = Figure::unknown(ufmAppliancePowerId());
    m_reader.assumption(QStringLiteral("ufm-appliances-per-fabric"));
    const int appliances = m_infinibandSubnetsNeedingUfm * m_assumptions.ufmAppliancesPerFabric;
    m_ufmAppliances = appliances;
    m_bom.add(ufm, QStringLiteral("appliance"), detailOf(BomDetail::Kind::SubnetManager),
              appliances);
    const QStringList why = ufmReasonTexts(m_ufmReasons);
    m_result.ufmReasons = why;
    m_result.explanations.push_back(explain(
        QStringLiteral("ufm-appliances"),
        tr("%n UFM appliance(s) run the InfiniBand subnet manager in a high-availability "
           "pair per fabric and plane (each plane is a subnet of its own; %1 managed nodes), "
           "because of: %2. A UFM Enterprise licence per "
           "node is not counted: it has no public price (enter a quote).",
           nullptr, appliances)
            .arg(QString::number(m_ufmManagedNodes), why.join(QStringLiteral("; "))),
        {{QStringLiteral("ufm_appliances"), appliances},
         {QStringLiteral("ufm_managed_nodes"), static_cast<double>(m_ufmManagedNodes)}}));
}

// Links between switches of two technologies (the hybrid per unit: InfiniBand leaves,
// Ethernet spines) carry their traffic through InfiniBand-to-Ethernet gateways.
void CostBuilder::countGatewayTraffic(const ExpandedGraph &graph)
{
    for (int e = 0; e < graph.edgeCount(); ++e) {
        const int a = graph.edgeFrom[size_t(e)];
        const int b = graph.edgeTo[size_t(e)];
        if (graph.kind[size_t(a)] != ExpandedGraph::Kind::Switch ||
            graph.kind[size_t(b)] != ExpandedGraph::Kind::Switch)
            continue;
        const SwitchType *ta = m_vertexType[size_t(a)];
        const SwitchType *tb = m_vertexType[size_t(b)];
        if (ta && tb && ta->technology != tb->technology)
            m_gatewayGbit += graph.bundle[size_t(e)] * graph.gbitPerS[size_t(e)];
    }
}

// The gateways those links need: their Gb/s (each way) over one gateway's throughput
// each way (assumption ib-ethernet-gateway-gbit: NVIDIA Skyway GA100, 8 InfiniBand and
// 8 Ethernet ports forwarding 100 Gb/s each, so 800 Gb/s each way), rounded up; 0
// without such links or the assumption.
long long CostBuilder::gatewayCount()
{
    if (m_gatewayGbit <= 0.0)
        return 0;
    const std::optional<double> perGateway =
        m_reader.value(QStringLiteral("ib-ethernet-gateway-gbit"));
    if (!perGateway || *perGateway <= 0.0)
        return 0;
    return static_cast<long long>(std::ceil(m_gatewayGbit / *perGateway - 1e-9));
}

// The gateways stand in the central network racks, after the switches,
// ib-ethernet-gateway-height-u each (a Skyway GA100 is 2U); their power is unknown, so
// only their height fills a rack.
void CostBuilder::rackGateways()
{
    const long long gateways = gatewayCount();
    const std::optional<double> heightU =
        m_reader.value(QStringLiteral("ib-ethernet-gateway-height-u"));
    if (gateways <= 0 || !heightU || *heightU <= 0.0)
        return;
    RackedSwitch g;
    g.tier = kGatewayRackTier;
    g.heightU = static_cast<int>(std::ceil(*heightU));
    g.partId = gatewayPartId();
    m_racked.insert(m_racked.end(), static_cast<std::size_t>(gateways), g);
}

// The gateways on the bill. No public price or power: both unknown, so the capex is a
// lower bound rather than the gateways left out.
void CostBuilder::addGateways()
{
    const long long gateways = gatewayCount();
    if (gateways <= 0)
        return;
    const double perGateway = m_reader.value(QStringLiteral("ib-ethernet-gateway-gbit")).value();
    m_bom.add(unknownPart(gatewayPartId(),
                          QStringLiteral("NVIDIA Skyway GA100 InfiniBand-to-Ethernet gateway"),
                          tr("No public price for an NVIDIA Skyway GA100 was found: enter a "
                             "quote."),
                          tr("No public power figure for an NVIDIA Skyway GA100 was found.")),
              QStringLiteral("appliance"), detailOf(BomDetail::Kind::Gateway), gateways);
    m_result.explanations.push_back(explain(
        QStringLiteral("ib-ethernet-gateways"),
        tr("%n InfiniBand-to-Ethernet gateway(s) (NVIDIA Skyway GA100, 2U each, in the central "
           "network racks) carry the %1 Gb/s each way between the InfiniBand and the "
           "Ethernet switches, at %2 Gb/s each way each; price and power unknown. The gateway "
           "forwards IP, not RDMA: a job that spans units runs NCCL's socket transport (TCP) "
           "on every network step, as the collective times take it.",
           nullptr, static_cast<int>(gateways))
            .arg(num(m_gatewayGbit), num(perGateway)),
        {{QStringLiteral("gateways"), static_cast<double>(gateways)},
         {QStringLiteral("gateway_traffic_gbit_s"), m_gatewayGbit}}));
    addGatewayPortLinks(gateways);
}

// Each link between the two technologies runs through a gateway, so every gateway port
// takes a cable run of its own (board review: the bill had the gateways but none of
// their links). The leaf and spine ends are counted with the links as drawn; the
// gateway's 100 Gb/s ports take parts the catalogue does not price, so each run (and
// its spares) is listed at an unknown price rather than left out.
void CostBuilder::addGatewayPortLinks(long long gateways)
{
    const std::optional<double> ports = m_reader.value(QStringLiteral("ib-ethernet-gateway-ports"));
    if (!ports || *ports <= 0.0)
        return;
    const auto runs = gateways * static_cast<long long>(std::llround(*ports));
    m_bom.add(unknownPart(
                  gatewayPortLinkPartId(),
                  QStringLiteral("Cable run to a gateway port (cable, or transceivers and fibre)"),
                  tr("No priced part in the catalogue fits the 100 Gb/s ports of an NVIDIA "
                     "Skyway GA100: enter a quote."),
                  tr("The modules of a gateway port's cable run have no power figure in the "
                     "catalogue.")),
              QStringLiteral("cable"), detailOf(BomDetail::Kind::Gateway), runs);
    m_result.explanations.push_back(explain(
        QStringLiteral("ib-ethernet-gateway-links"),
        tr("Each of the %1 gateways has %2 ports (half InfiniBand, half Ethernet), each with a "
           "cable run of its own to a leaf or a spine: %3 runs, listed at an unknown price. "
           "The leaf and spine ends are counted with the links as drawn.")
            .arg(num(static_cast<double>(gateways)), num(*ports), num(static_cast<double>(runs))),
        {{QStringLiteral("gateway_port_runs"), static_cast<double>(runs)}}));
}

// Spares: organisation.sparesShare of every network part, rounded up per part
// (docs/DESIGN.md section 5: "spares (a set percentage)"). On the shelf: no power.
void CostBuilder::addSpares()
{
    // Per part, and for cables per length too (a spare must fit the run it replaces).
    std::map<std::pair<QString, double>, std::pair<const BomLine *, long long>> sparesBase;
    for (const auto &[key, line] : m_bom.lines) {
        // The gateways too: each carries a unit's traffic, as a switch does (board review:
        // their cable runs had spares, the gateways none).
        if (line.category == QLatin1String("switch") || line.category == QLatin1String("nic") ||
            line.category == QLatin1String("transceiver") ||
            line.category == QLatin1String("cable") || line.partId == gatewayPartId()) {
            const double lengthM = line.category == QLatin1String("cable") &&
                                           line.detail.kind == BomDetail::Kind::Segment
                                       ? line.detail.lengthM
                                       : 0.0;
            auto &entry = sparesBase[{line.partId, lengthM}];
            entry.first = &line;
            entry.second += line.quantity;
        }
    }
    const double share = std::max(0.0, m_project.organisation.sparesShare);
    for (const auto &[part, entry] : sparesBase) {
        const auto qty =
            static_cast<long long>(std::ceil(static_cast<double>(entry.second) * share - 1e-9));
        if (qty <= 0)
            continue;
        BomLine spare;
        spare.partId = part.first;
        spare.category = QStringLiteral("spare");
        spare.detail = detailOf(BomDetail::Kind::SpareOf);
        spare.detail.category = entry.first->category;
        spare.detail.lengthM = part.second;
        spare.quantity = qty;
        spare.unitPriceEur = entry.first->unitPriceEur;
        spare.priceKnown = entry.first->priceKnown;
        spare.unitPowerWatts = 0.0; // on the shelf: known to be 0
        m_result.bom.push_back(spare);
    }
}

// Totals. Sources: docs/DESIGN.md section 5 "Cost"; analysis/results.h CostResult.
void CostBuilder::addTotals()
{
    CostResult &r = m_result;
    for (const BomLine &line : r.bom) {
        r.networkCapexEur += line.totalPriceEur();
        r.networkPowerWatts += line.totalPowerWatts();
    }
    const OrganisationProfile &org = m_project.organisation;
    r.capexEur = r.networkCapexEur;
    r.clusterCapexEur = r.networkCapexEur + m_nodesAndGpusEur;
    // Energy: W / 1000 x PUE x 8,760 h x EUR/kWh.
    r.energyKwhPerYear = r.networkPowerWatts / 1000.0 * org.pue * HoursPerYear;
    r.energyEurPerYear = r.energyKwhPerYear * org.energyEurPerKwh;
    // Support: a yearly share of the capital cost (organisation profile).
    r.supportEurPerYear = org.supportShareOfCapexPerYear * r.networkCapexEur;
    // TCO = capex + (energy + support) x depreciation years.
    r.tcoEur = r.networkCapexEur +
               (r.energyEurPerYear + r.supportEurPerYear) * std::max(0, org.depreciationYears);
    r.networkCostPerGpuEur = r.gpus > 0 ? r.networkCapexEur / static_cast<double>(r.gpus) : 0;
    r.networkShareOfCluster = r.clusterCapexEur > 0.0 ? r.networkCapexEur / r.clusterCapexEur : 0.0;
    addOwnCostPerGpuHour();
    for (const QString &id : m_bom.unknownPrices)
        r.unknownPriceParts.push_back(id);
    for (const QString &id : m_bom.unknownPowers)
        r.unknownPowerParts.push_back(id);
    r.cagesShort = m_cagesExceeded;
    r.ufmLicenceNodes = m_infinibandSubnetsNeedingUfm > 0 ? m_ufmManagedNodes : 0;
    r.ethernetSwitchOsLicences = m_ethernetSwitches;
    r.priceYear = m_bom.latestPriceYear;
    r.currency = QStringLiteral("EUR"); // catalog prices are EUR (catalog.h PartBase)
}

// CostResult::ownCostPerGpuHourEur: (cluster capex / D + network energy and support +
// node energy) / (GPUs x 8,760 h), node power from the catalog (racks.h
// devicePowerWatts: GPUs, NICs and the rest of the node type).
// The cluster's own cost per GPU-hour (docs/STEPTIME.md): (cluster capex / depreciation
// years + network energy and support + node energy + node support + facility) / (GPUs x
// 8,760 h). Node support: node-support-share-per-year of the servers' and GPUs' price
// (4-8 % a year for HPC systems, CTWatch 2006); facility: facility-eur-per-kw-month x 12
// for every kW of IT load, nodes and network (colocation rates, electricity apart: CBRE
// Global Data Center Trends 2023). Staff is not included, so it stays a floor.
void CostBuilder::addOwnCostPerGpuHour()
{
    CostResult &r = m_result;
    const OrganisationProfile &org = m_project.organisation;
    const std::optional<double> nodeSupport =
        m_reader.value(QStringLiteral("node-support-share-per-year"));
    const std::optional<double> facility =
        m_reader.value(QStringLiteral("facility-eur-per-kw-month"));
    if (r.gpus <= 0 || org.depreciationYears <= 0 || !m_bom.unknownPrices.isEmpty() ||
        !m_bom.unknownPowers.isEmpty() || !r.unknownClusterPriceParts.empty() || !nodeSupport ||
        !facility)
        return;
    double nodesW = 0.0;
    for (const Node &n : m_project.nodes) {
        double w = 0.0;
        if (!devicePowerWatts(m_reader.catalog(), n.nodeTypeId, &w))
            return;
        nodesW += w * static_cast<double>(m_project.multiplicity(n.groupId));
    }
    const double nodesEnergyEur = nodesW / 1000.0 * org.pue * HoursPerYear * org.energyEurPerKwh;
    r.nodesEnergyEurPerYear = nodesEnergyEur;
    r.nodeSupportEurPerYear = *nodeSupport * m_nodesAndGpusEur;
    r.facilityEurPerYear = (nodesW + r.networkPowerWatts) / 1000.0 * *facility * 12.0;
    const double perYear = r.clusterCapexEur / org.depreciationYears + r.energyEurPerYear +
                           r.supportEurPerYear + nodesEnergyEur + r.nodeSupportEurPerYear +
                           r.facilityEurPerYear;
    r.ownCostPerGpuHourEur = perYear / (static_cast<double>(r.gpus) * HoursPerYear);
    r.ownCostKnown = true;
    r.explanations.push_back(explain(
        QStringLiteral("own-cost-per-gpu-hour"),
        tr("The cluster's own cost is %1 EUR per GPU-hour: a year of its capital cost (%2 EUR "
           "over %3 years), the energy of nodes and network (%4 EUR), the network's support "
           "(%5 EUR), the servers' support (%6 EUR, %7 % of their price) and data-centre space "
           "for %8 kW of IT load (%9 EUR), over %10 GPUs x 8,760 hours. Staff is not "
           "included.")
            .arg(num(r.ownCostPerGpuHourEur, 2), money(r.clusterCapexEur),
                 QString::number(org.depreciationYears), money(r.energyEurPerYear + nodesEnergyEur),
                 money(r.supportEurPerYear), money(r.nodeSupportEurPerYear),
                 num(100.0 * *nodeSupport, 1), num((nodesW + r.networkPowerWatts) / 1000.0, 1),
                 money(r.facilityEurPerYear))
            .arg(QString::number(r.gpus)),
        {{QStringLiteral("own_cost_per_gpu_hour_eur"), r.ownCostPerGpuHourEur},
         {QStringLiteral("node_support_eur_per_year"), r.nodeSupportEurPerYear},
         {QStringLiteral("facility_eur_per_year"), r.facilityEurPerYear}}));
}

void CostBuilder::addExplanations()
{
    CostResult &r = m_result;
    const OrganisationProfile &org = m_project.organisation;
    r.explanations.push_back(
        explain(QStringLiteral("network-capex"),
                tr("The network costs %1 EUR (%2 EUR per GPU, %3 % of the cluster's %4 EUR), "
                   "at catalogue prices of %5 or earlier.")
                    .arg(money(r.networkCapexEur), money(r.networkCostPerGpuEur),
                         num(100.0 * r.networkShareOfCluster, 1), money(r.clusterCapexEur),
                         QString::number(r.priceYear)),
                {{QStringLiteral("network_capex_eur"), r.networkCapexEur},
                 {QStringLiteral("network_cost_per_gpu_eur"), r.networkCostPerGpuEur},
                 {QStringLiteral("network_share_of_cluster"), r.networkShareOfCluster},
                 {QStringLiteral("cluster_capex_eur"), r.clusterCapexEur}}));
    r.explanations.push_back(
        explain(QStringLiteral("energy"),
                tr("The network draws %1 W; with a PUE of %2 over 8,760 hours that is %3 kWh, "
                   "or %4 EUR a year at %5 EUR/kWh.")
                    .arg(money(r.networkPowerWatts), num(org.pue, 2), money(r.energyKwhPerYear),
                         money(r.energyEurPerYear), num(org.energyEurPerKwh, 3)),
                {{QStringLiteral("network_power_w"), r.networkPowerWatts},
                 {QStringLiteral("pue"), org.pue},
                 {QStringLiteral("energy_kwh_per_year"), r.energyKwhPerYear},
                 {QStringLiteral("energy_eur_per_year"), r.energyEurPerYear}}));
    r.explanations.push_back(explain(
        QStringLiteral("tco"),
        tr("Over %1 years the network costs %2 EUR: capital %3 EUR plus %4 EUR energy and "
           "%5 EUR support (%6 % of capital) per year.")
            .arg(QString::number(org.depreciationYears), money(r.tcoEur), money(r.networkCapexEur),
                 money(r.energyEurPerYear), money(r.supportEurPerYear),
                 num(100.0 * org.supportShareOfCapexPerYear, 1)),
        {{QStringLiteral("tco_eur"), r.tcoEur},
         {QStringLiteral("depreciation_years"), org.depreciationYears},
         {QStringLiteral("support_eur_per_year"), r.supportEurPerYear}}));
    if (!m_bom.unknownPrices.isEmpty())
        r.explanations.push_back(explain(
            QStringLiteral("unknown-prices"),
            tr("The catalogue has no price for %1: the capital cost, the cost per GPU and the "
               "TCO leave them out and are incomplete (a lower bound) until a quote is "
               "entered.")
                .arg(m_bom.unknownPrices.join(QStringLiteral(", ")))));
    if (!r.unknownClusterPriceParts.empty())
        r.explanations.push_back(explain(
            QStringLiteral("unknown-cluster-prices"),
            tr("The catalogue has no price for %1: the cluster's capital cost and the network's "
               "share of it are unknown until a quote is entered.")
                .arg(QStringList(r.unknownClusterPriceParts.begin(),
                                 r.unknownClusterPriceParts.end())
                         .join(QStringLiteral(", ")))));
    if (!m_bom.unknownPowers.isEmpty())
        r.explanations.push_back(explain(
            QStringLiteral("unknown-power"),
            tr("The catalogue has no power figure for %1: the network power, the energy and "
               "the TCO leave them out and are incomplete (a lower bound) until a vendor "
               "figure is entered.")
                .arg(m_bom.unknownPowers.join(QStringLiteral(", ")))));
    if (m_cagesExceeded > 0)
        r.explanations.push_back(
            explain(QStringLiteral("cages-exceeded"),
                    tr("At least one switch needs %n cage(s) more than it has for the modules "
                       "and cables counted at it: the cabling cannot be built as drawn.",
                       nullptr, static_cast<int>(m_cagesExceeded)),
                    {{QStringLiteral("cages_short"), static_cast<double>(m_cagesExceeded)}}));
    if (!m_missingParts.isEmpty())
        r.explanations.push_back(
            explain(QStringLiteral("missing-parts"),
                    tr("No catalogue part was found for %1; the bill of materials leaves them out.")
                        .arg(m_missingParts.join(QStringLiteral(", ")))));
    if (m_anyBeyondReach)
        r.explanations.push_back(
            explain(QStringLiteral("beyond-reach"),
                    tr("Some links are longer than any catalogue cable or module reaches; the "
                       "longest-reaching part was counted.")));
}

} // namespace

CostResult analyzeCost(const Project &project, const Catalog &catalog,
                       const CostAssumptions &assumptions)
{
    return CostBuilder(project, catalog, assumptions).build();
}

bool sameBill(const CostResult &a, const CostResult &b)
{
    if (a.bom.size() != b.bom.size() || a.capexEur != b.capexEur ||
        a.networkPowerWatts != b.networkPowerWatts)
        return false;
    for (std::size_t i = 0; i < a.bom.size(); ++i) {
        const BomLine &x = a.bom[i];
        const BomLine &y = b.bom[i];
        if (x.partId != y.partId || x.category != y.category || x.quantity != y.quantity ||
            x.unitPriceEur != y.unitPriceEur || x.unitPowerWatts != y.unitPowerWatts ||
            x.priceKnown != y.priceKnown || x.powerKnown != y.powerKnown ||
            bomDetailKey(x.detail) != bomDetailKey(y.detail))
            return false;
    }
    return true;
}

} // namespace fp
