// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/cablingplan.h"

#include "analysis/analysis_cost.h"
#include "analysis/floorplan.h"
#include "exchange/csvtext.h"
#include "exchange/exchangetr.h"
#include "exchange/physical.h"
#include "exchange/xlsxbook.h"
#include "topology/expansion.h"

#include <QHash>

#include <algorithm>
#include <climits>
#include <map>
#include <optional>
#include <tuple>

namespace fp::exchange {

namespace {

// Where a device stands in the plan's order: its rack (group, then repeat), then
// nodes before switches, then its place in the project.
using DeviceKey = std::tuple<int, int, int, int>;

struct Device {
    QString rack;
    QString name;
    DeviceKey key;
    int positionU = 0; // FloorPlan::positionU
};

// Hands out a switch's ports in order: a cage carries `lanes` links at the speed of
// the link (a twin-port QM9700 cage two 400G links); a link of another lane count
// starts a new cage, so that no port is given twice.
struct PortCursor {
    int cage = 0; // cages started
    int lanesInCage = 0;
    int usedLanes = 0;
    std::pair<int, int> next(int lanes)
    {
        if (usedLanes == 0 || usedLanes >= lanesInCage || lanesInCage != lanes) {
            ++cage;
            lanesInCage = lanes;
            usedLanes = 0;
        }
        const int lane = usedLanes++;
        return {cage, lanes > 1 ? lane + 1 : 0};
    }
};

// Links one cage of `type` carries at `gbitPerS`: logical ports / cages (a QM9700 at
// 400G: 64 / 32 = 2; docs/CATALOG.md, Switches table); 1 when unknown.
int lanesPerCage(const SwitchType *type, double gbitPerS)
{
    if (!type || type->cages <= 0)
        return 1;
    return std::max(1, type->portsAt(gbitPerS) / type->cages);
}

struct PlannedRow {
    CablingRow row;
    std::tuple<DeviceKey, int, int, DeviceKey, int, int> key;
};

class PlanBuilder
{
public:
    PlanBuilder(const Project &project, const Catalog &catalog)
        : m_project(project)
        , m_catalog(catalog)
        , m_assumptions(CostAssumptions::fromCatalog(catalog))
    {
        for (const Link &l : project.links)
            m_links.insert(l.id, &l);
        if (project.floorLayout.enabled) // one floor for every fabric's devices
            m_site = SiteDevices::of(project, catalog, m_assumptions.rackHeightU);
    }

    void addFabric(const Fabric &fabric);
    std::vector<CablingRow> finish();

private:
    Device device(const ExpandedGraph &g, int v) const;
    QString nodePortName(Id nodeId, int nicIndex, int nicPort) const;
    const LinkMedium &medium(const ExpandedGraph &g, int e);
    void addEdge(const ExpandedGraph &g, int e, const std::vector<Device> &devices,
                 const std::vector<std::pair<int, int>> &aPorts,
                 const std::vector<std::pair<int, int>> &bPorts, const Fabric &fabric);
    int lanesAt(const ExpandedGraph &g, int v, int e) const;
    void cagePorts(const ExpandedGraph &g, const PhysicalFabric &pf,
                   std::vector<std::pair<int, int>> &aPorts,
                   std::vector<std::pair<int, int>> &bPorts) const;

    const Project &m_project;
    const Catalog &m_catalog;
    CostAssumptions m_assumptions;
    QHash<Id, const Link *> m_links;
    QHash<Id, LinkMedium> m_media;     // one choice per model link (its instances share it)
    std::optional<SiteDevices> m_site; // every fabric's devices (layout on)
    const FloorPlan *m_plan = nullptr; // the fabric's floor plan while it is added (layout on)
    std::map<std::pair<Id, double>, LinkMedium> m_planMedia; // on the floor plan
    std::vector<PlannedRow> m_rows;
};

Device PlanBuilder::device(const ExpandedGraph &g, int v) const
{
    const bool isNode = g.kind[v] == ExpandedGraph::Kind::Node;
    const Id id = g.modelId[v];
    QString name;
    Id groupId = NoId;
    int index = 0;
    if (isNode) {
        const auto it = std::find_if(m_project.nodes.begin(), m_project.nodes.end(),
                                     [id](const Node &n) { return n.id == id; });
        index = static_cast<int>(it - m_project.nodes.begin());
        name = it != m_project.nodes.end() ? it->name : QString();
        groupId = it != m_project.nodes.end() ? it->groupId : NoId;
    } else {
        const auto it = std::find_if(m_project.switches.begin(), m_project.switches.end(),
                                     [id](const Switch &s) { return s.id == id; });
        index = static_cast<int>(it - m_project.switches.begin());
        name = it != m_project.switches.end() ? it->name : QString();
        groupId = it != m_project.switches.end() ? it->groupId : NoId;
    }
    if (name.isEmpty())
        name = QStringLiteral("#%1").arg(id);
    const auto group = std::find_if(m_project.groups.begin(), m_project.groups.end(),
                                    [groupId](const Group &gr) { return gr.id == groupId; });
    if (group == m_project.groups.end())
        return {QCoreApplication::translate("fp::exchange", "Central"),
                name,
                {INT_MAX, 0, isNode ? 0 : 1, index}};
    const int instance = g.instance[v];
    const QString rack = QStringLiteral("%1 %2").arg(group->name).arg(instance + 1);
    return {rack,
            rack + QLatin1Char('/') + name,
            {static_cast<int>(group - m_project.groups.begin()), instance, isNode ? 0 : 1, index}};
}

const LinkMedium &PlanBuilder::medium(const ExpandedGraph &g, int e)
{
    if (m_plan) { // every length its own choice: one per model link and length
        const std::pair<Id, double> key{g.linkId[e], m_plan->stockLengthM(e)};
        auto it = m_planMedia.find(key);
        if (it == m_planMedia.end())
            it = m_planMedia
                     .emplace(key, linkMedium(m_project, m_catalog, g, e, m_assumptions, m_plan))
                     .first;
        return it->second;
    }
    auto it = m_media.find(g.linkId[e]);
    if (it == m_media.end())
        it = m_media.insert(g.linkId[e], linkMedium(m_project, m_catalog, g, e, m_assumptions));
    return *it;
}

int PlanBuilder::lanesAt(const ExpandedGraph &g, int v, int e) const
{
    const Switch *s = m_project.switchById(g.modelId[v]);
    return lanesPerCage(s ? m_catalog.switchType(s->switchTypeId) : nullptr, g.gbitPerS[e]);
}

// The cage and lane of every bundle member at its switch ends, from the logical port
// numbers of the physical view (physical.h: the ports the model numbers, then at every
// switch its downlinks, then its uplinks), so that the cabling plan, NetBox and
// ibnetdiscover name the same port. Port p of a switch whose links all take L links per
// cage is cage (p - 1) / L + 1, lane (p - 1) % L + 1 (lane 0 when L is 1). A switch with
// links of different lane counts gets its cages in port order, a new cage at each change
// of lane count, so that no cage is given twice.
void PlanBuilder::cagePorts(const ExpandedGraph &g, const PhysicalFabric &pf,
                            std::vector<std::pair<int, int>> &aPorts,
                            std::vector<std::pair<int, int>> &bPorts) const
{
    std::vector<int> lanes(static_cast<std::size_t>(g.vertexCount()), 0); // -1: mixed
    auto note = [&](int v, int e) {
        if (g.kind[v] != ExpandedGraph::Kind::Switch)
            return;
        const int l = lanesAt(g, v, e);
        int &u = lanes[static_cast<std::size_t>(v)];
        u = (u == 0 || u == l) ? l : -1;
    };
    for (int e = 0; e < g.edgeCount(); ++e) {
        note(g.edgeFrom[e], e);
        note(g.edgeTo[e], e);
    }
    aPorts.assign(pf.cables.size(), {0, 0});
    bPorts.assign(pf.cables.size(), {0, 0});
    // Mixed switches: (switch, port, lanes, member, upper end) in port order.
    std::vector<std::tuple<int, int, int, std::size_t, bool>> mixed;
    std::size_t member = 0;
    for (int e = 0; e < g.edgeCount(); ++e) {
        for (int k = 0; k < g.bundle[e]; ++k, ++member) {
            const PhysicalCable &c = pf.cables[member];
            for (const bool upper : {false, true}) {
                const PhysicalEnd &end = upper ? c.b : c.a;
                const int v = upper ? g.edgeTo[e] : g.edgeFrom[e];
                if (end.rdma >= 0 || g.kind[v] != ExpandedGraph::Kind::Switch)
                    continue;
                const int l = lanes[static_cast<std::size_t>(v)];
                auto &out = upper ? bPorts[member] : aPorts[member];
                if (l > 0)
                    out = {(end.port - 1) / l + 1, l > 1 ? (end.port - 1) % l + 1 : 0};
                else
                    mixed.emplace_back(v, end.port, lanesAt(g, v, e), member, upper);
            }
        }
    }
    std::sort(mixed.begin(), mixed.end());
    std::vector<PortCursor> cursors(static_cast<std::size_t>(g.vertexCount()));
    for (const auto &[v, port, l, m, upper] : mixed)
        (upper ? bPorts[m] : aPorts[m]) = cursors[static_cast<std::size_t>(v)].next(l);
}

// A node's port: "nic<NIC>/<port>" from 1, or the label its node type gives that port
// on the system's rear panel (NodeTypeSpec::portLabels: "OSFP4P2" on a DGX H100).
QString PlanBuilder::nodePortName(Id nodeId, int nicIndex, int nicPort) const
{
    const QString key = QStringLiteral("%1/%2").arg(nicIndex + 1).arg(nicPort + 1);
    const Node *node = m_project.node(nodeId);
    const NodeTypeSpec *type = node ? m_catalog.nodeType(node->nodeTypeId) : nullptr;
    if (type)
        if (const auto it = type->portLabels.find(key); it != type->portLabels.end())
            return it->second;
    return QStringLiteral("nic") + key;
}

void PlanBuilder::addFabric(const Fabric &fabric)
{
    const ExpandedGraph g = expandFabric(m_project, m_catalog, fabric.id);
    std::optional<FloorPlan> plan;
    if (m_site)
        plan.emplace(m_project, g, m_assumptions.nodesPerRack,
                     RackSpace::of(m_project, m_catalog, g, m_assumptions.rackHeightU), &*m_site);
    m_plan = plan ? &*plan : nullptr;
    std::vector<Device> devices;
    devices.reserve(static_cast<std::size_t>(g.vertexCount()));
    for (int v = 0; v < g.vertexCount(); ++v) {
        devices.push_back(device(g, v));
        if (m_plan) { // the rack on the floor instead of the unit
            devices.back().rack = m_plan->rackName(v);
            devices.back().positionU = m_plan->positionU(v);
        }
    }
    std::vector<std::pair<int, int>> aPorts; // per link instance, in edge order
    std::vector<std::pair<int, int>> bPorts;
    cagePorts(g, physicalFabric(m_project, m_catalog, fabric.id, m_site ? &*m_site : nullptr),
              aPorts, bPorts);
    std::size_t first = 0;
    for (int e = 0; e < g.edgeCount(); ++e) {
        addEdge(g, e, devices,
                std::vector<std::pair<int, int>>(aPorts.begin() + first,
                                                 aPorts.begin() + first + g.bundle[e]),
                std::vector<std::pair<int, int>>(bPorts.begin() + first,
                                                 bPorts.begin() + first + g.bundle[e]),
                fabric);
        first += static_cast<std::size_t>(g.bundle[e]);
    }
    m_plan = nullptr;
}

void PlanBuilder::addEdge(const ExpandedGraph &g, int e, const std::vector<Device> &devices,
                          const std::vector<std::pair<int, int>> &aPorts,
                          const std::vector<std::pair<int, int>> &bPorts, const Fabric &fabric)
{
    const int from = g.edgeFrom[e];
    const int to = g.edgeTo[e];
    const Link *link = m_links.value(g.linkId[e], nullptr);
    const bool nodeEnd = g.kind[from] == ExpandedGraph::Kind::Node;
    const LinkEnd *nic = link ? (link->a.nicIndex >= 0 ? &link->a : &link->b) : nullptr;
    const LinkMedium &m = medium(g, e);
    const CableType *aPart = m.cable ? m.cable : nodeEnd ? m.nicModule : m.switchModule;
    const CableType *bPart = m.cable ? m.cable : m.switchModule;
    const CableType *run = m.cable ? m.cable : m.fibre;
    const Device &a = devices[static_cast<std::size_t>(from)];
    const Device &b = devices[static_cast<std::size_t>(to)];
    for (int member = 0; member < g.bundle[e]; ++member) {
        PlannedRow p;
        CablingRow &r = p.row;
        const auto [aCage, aLane] = aPorts[static_cast<std::size_t>(member)];
        const auto [bCage, bLane] = bPorts[static_cast<std::size_t>(member)];
        const int nicPort = nic ? nic->port + member : member;
        r.a = {a.rack,
               a.name,
               nodeEnd ? nodePortName(g.modelId[from], nic ? nic->nicIndex : 0, nicPort)
                       : QString::number(aCage),
               nodeEnd ? 0 : aLane,
               aPart ? aPart->id : QString(),
               a.positionU};
        r.b = {b.rack,     b.name, QString::number(bCage), bLane, bPart ? bPart->id : QString(),
               b.positionU};
        r.medium = m.cable   ? cableKindKey(m.cable->kind)
                   : m.fibre ? QStringLiteral("fibre")
                             : QString();
        r.cablePartId = run ? run->id : QString();
        r.lengthM = runLengthM(link, g, e, m_assumptions, m_plan);
        r.gbitPerS = g.gbitPerS[e];
        r.fabric = fabric.name;
        const int aPortKey =
            nodeEnd ? ((nic ? nic->nicIndex : 0) * 1000 + nicPort) : aCage * 100 + aLane;
        p.key = {a.key, aPortKey, 0, b.key, bCage, bLane};
        m_rows.push_back(std::move(p));
    }
}

std::vector<CablingRow> PlanBuilder::finish()
{
    std::stable_sort(m_rows.begin(), m_rows.end(),
                     [](const PlannedRow &x, const PlannedRow &y) { return x.key < y.key; });
    const int width = std::max(5, static_cast<int>(QString::number(m_rows.size()).size()));
    std::vector<CablingRow> out;
    out.reserve(m_rows.size());
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        out.push_back(std::move(m_rows[i].row));
        out.back().label = QStringLiteral("FP-%1").arg(i + 1, width, 10, QLatin1Char('0'));
    }
    return out;
}

QStringList csvHeader()
{
    return {QStringLiteral("label"),        QStringLiteral("a_rack"),
            QStringLiteral("a_device"),     QStringLiteral("a_port"),
            QStringLiteral("a_lane"),       QStringLiteral("a_part"),
            QStringLiteral("b_rack"),       QStringLiteral("b_device"),
            QStringLiteral("b_port"),       QStringLiteral("b_lane"),
            QStringLiteral("b_part"),       QStringLiteral("medium"),
            QStringLiteral("cable_part"),   QStringLiteral("length_m"),
            QStringLiteral("gbit_per_s"),   QStringLiteral("fabric"),
            QStringLiteral("a_position_u"), QStringLiteral("b_position_u")};
}

// A rack unit ("12"); empty when not known (no floor layout, unknown height, full rack).
QString positionText(int positionU)
{
    return positionU > 0 ? QString::number(positionU) : QString();
}

QString laneText(int lane)
{
    return lane > 0 ? QString::number(lane) : QString();
}

QStringList rowFields(const CablingRow &r)
{
    return {r.label,
            r.a.rack,
            r.a.device,
            r.a.port,
            laneText(r.a.lane),
            r.a.partId.toUpper(),
            r.b.rack,
            r.b.device,
            r.b.port,
            laneText(r.b.lane),
            r.b.partId.toUpper(),
            r.medium,
            r.cablePartId.toUpper(),
            CsvText::number(r.lengthM),
            CsvText::number(r.gbitPerS),
            r.fabric,
            positionText(r.a.positionU),
            positionText(r.b.positionU)};
}

} // namespace

std::vector<CablingRow> cablingPlan(const Project &project, const Catalog &catalog)
{
    PlanBuilder builder(project, catalog);
    for (const Fabric &f : project.fabrics)
        builder.addFabric(f);
    return builder.finish();
}

QByteArray cablingToCsv(const std::vector<CablingRow> &rows)
{
    CsvText csv;
    csv.addRow(csvHeader());
    for (const CablingRow &r : rows)
        csv.addRow(rowFields(r));
    return csv.bytes();
}

std::optional<QByteArray> cablingToXlsx(const Project &project, const std::vector<CablingRow> &rows,
                                        QString *error)
{
    XlsxBook book;
    if (!book.isValid())
        return book.finish(error);
    lxw_worksheet *sheet = book.addSheet(tr("Cabling plan"));
    lxw_format *bold = book.bold();
    const QString name = project.info.name.isEmpty() ? tr("Untitled project") : project.info.name;
    writeText(sheet, 0, 0, tr("Cabling plan: %1").arg(name), bold);
    const QStringList headers{
        tr("Label"),  tr("A rack"),         tr("A device"),      tr("A port"),     tr("A lane"),
        tr("A part"), tr("B rack"),         tr("B device"),      tr("B port"),     tr("B lane"),
        tr("B part"), tr("Medium"),         tr("Cable part"),    tr("Length (m)"), tr("Gbit/s"),
        tr("Fabric"), tr("A position (U)"), tr("B position (U)")};
    constexpr int HeaderRow = 2;
    for (int c = 0; c < static_cast<int>(headers.size()); ++c)
        writeText(sheet, HeaderRow, c, headers[c], bold);
    // Numbers stay numbers: lanes, length, speed and rack units.
    const QList<int> numeric{4, 9, 13, 14, 16, 17};
    int row = HeaderRow + 1;
    for (const CablingRow &r : rows) {
        const QStringList fields = rowFields(r);
        for (int c = 0; c < static_cast<int>(fields.size()); ++c) {
            if (fields[c].isEmpty())
                continue;
            if (numeric.contains(c))
                writeNumber(sheet, row, c, fields[c].toDouble());
            else
                writeText(sheet, row, c, fields[c]);
        }
        ++row;
    }
    worksheet_repeat_rows(sheet, HeaderRow, HeaderRow);
    worksheet_freeze_panes(sheet, HeaderRow + 1, 0);
    worksheet_set_landscape(sheet);
    worksheet_set_column(sheet, 0, 17, 14, nullptr);
    return book.finish(error);
}

} // namespace fp::exchange
