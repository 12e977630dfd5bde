// SPDX-License-Identifier: GPL-3.0-or-later
// The fabrics a real cluster has (core/topology/clusterfabrics.h): storage, front-end
// and management beside the compute fabric; the variants built from them; the hybrid
// per unit; the InfiniBand subnet manager by size. Every count below is by hand.
//
// 1,024 x H100 (h100-8gpu: 8 x ConnectX-7 compute, 2 x BlueField-3 B3220 with 2 x 200G
// each), generated rail-optimized on QM9700: 128 nodes in 4 units of 32 (a group x 4).
// Storage: port 1 of each B3220, 2 ports a node at 200 Gb/s; 4 GPUs behind a port x
// 5 GB/s x 8 = 160 Gb/s a port, so a leaf with d ports needs ceil(0.8 d) uplinks.
//   InfiniBand, QM9700 at 200G: k = 128; largest d with d + ceil(0.8 d) <= 128 is 71.
//     One switch? 256 ports + ceil(0.8 x 256) = 205 target ports = 461 > 128: no.
//     A unit has 64 ports: 1 leaf with 64 down, ceil(51.2) = 52 up; 4 leaves.
//     Spines: (4 x 52 = 208 uplinks + 208 target ports) / 128 = 3.25 -> 4. 8 switches.
//   Ethernet (the hybrid's storage on the same units of 32), SN5600 at 200G: k = 256;
//     461 > 256: 1 leaf per unit (4), spines 416 / 256 = 1.6 -> 2. 6 switches.
// Front-end (Ethernet): port 2 of each B3220, 4:1: 256 ports, no target ports,
//   256 <= 256: one SN5600, 256 links.
// Management: 4 nodes a rack: 32 nodes a unit = 8 racks, x 4 = 32 SN2201.
#include "analysis/analysis_complexity.h"
#include "analysis/analysis_cost.h"
#include "analysis/designwarnings.h"
#include "analysis/dualplane.h"
#include "analysis/evaluation.h"
#include "io/projectio.h"
#include "model/invariants.h"
#include "model/variantkind.h"
#include "support/testsupport.h"
#include "topology/clusterfabrics.h"
#include "topology/expansion.h"
#include "topology/generator.h"
#include "topology/variant.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <set>

using namespace fp;
using test::shippedCatalog;

namespace {

Project cluster(int gpus, Technology tech = Technology::InfiniBand,
                ClusterFabrics fabrics = ClusterFabrics::All)
{
    GeneratorParams params;
    params.gpus = gpus;
    params.technology = tech;
    QString error;
    const auto p = generateProject(shippedCatalog(), params, &error, nullptr, fabrics);
    if (!p)
        qFatal("%s", qPrintable(error));
    return *p;
}

const Fabric *fabricFor(const Project &p, FabricPurpose purpose)
{
    for (const Fabric &f : p.fabrics)
        if (f.purpose == purpose)
            return &f;
    return nullptr;
}

// Expanded switches of the fabric of `purpose`, by switch type.
std::map<QString, int> switchesOf(const Project &p, FabricPurpose purpose)
{
    std::map<QString, int> out;
    const Fabric *f = fabricFor(p, purpose);
    if (!f)
        return out;
    const ExpandedGraph g = expandFabric(p, shippedCatalog(), f->id);
    for (int v = 0; v < g.vertexCount(); ++v)
        if (g.kind[v] == ExpandedGraph::Kind::Switch)
            ++out[p.switchById(g.modelId[v])->switchTypeId];
    return out;
}

// The out-of-band switches of the management network, restated: per group copy
// ceil((nodes + 3 PDUs per rack of 4 nodes + the group's switches of other fabrics) / 48).
int managementSwitchesByHand(const Project &p)
{
    std::map<Id, int> nodes, switches;
    for (const Node &n : p.nodes)
        ++nodes[n.groupId];
    for (const Switch &s : p.switches) {
        const Fabric *f = p.fabric(s.fabricId);
        if (s.groupId != NoId && f && f->purpose != FabricPurpose::Management)
            ++switches[s.groupId];
    }
    int total = 0;
    for (const auto &[group, n] : nodes) {
        const int ports = n + 3 * ((n + 3) / 4) + (group == NoId ? 0 : switches[group]);
        total += p.multiplicity(group) * ((ports + 47) / 48);
    }
    return total;
}

const Variant &variantOf(const std::vector<Variant> &vs, VariantKind k)
{
    for (const Variant &v : vs)
        if (v.kind == k)
            return v;
    qFatal("no variant");
    return vs.front();
}

// 1,152 GB200 GPUs (16 NVL72 racks) with the cluster fabrics.
std::optional<Project> gb200Cluster(QString *error)
{
    GeneratorParams params;
    params.gpus = 1152;
    params.nodeTypeId = QStringLiteral("gb200-nvl72");
    return generateProject(shippedCatalog(), params, error, nullptr, ClusterFabrics::All);
}

long long bomQuantity(const CostResult &c, const QString &partId)
{
    long long n = 0;
    for (const BomLine &l : c.bom)
        if (l.partId == partId && l.category != QLatin1String("spare"))
            n += l.quantity;
    return n;
}

bool has(const std::vector<QString> &ids, const QString &id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// The first error the model invariants find, empty when none.
QString firstError(const Project &p)
{
    for (const Issue &i : checkInvariants(p, shippedCatalog()))
        if (i.severity == Severity::Error)
            return i.code + QStringLiteral(": ") + i.text;
    return {};
}

Catalog withAssumption(const QString &id, double value)
{
    CatalogOverrides ov;
    Figure f;
    f.value = value;
    f.tag = SourceTag::User;
    f.source = QStringLiteral("test");
    ov.figures.push_back({QString(), id, f});
    QString error;
    const auto c = applyOverrides(shippedCatalog(), ov, &error);
    if (!c)
        qFatal("%s", qPrintable(error));
    return *c;
}

} // namespace

class TestClusterFabrics : public QObject
{
    Q_OBJECT

private slots:
    void nodeTypesCarryStorageNics();
    void storageAndFrontEndByHand();
    void b300ClusterByHand();
    void twoPlaneOptionKeepsTheClusterFabrics();
    void gb200ClusterSharesLeaves();
    void rackScaleRacksOwnManagementPorts();
    void managementSwitchesByPorts();
    void vendorChoiceWeighsTheBillsSwitches();
    void variantsPutEachPurposeOnItsTechnology();
    void hybridDiffersFromInfiniBand();
    void hybridPerUnitSmallDesignByHand();
    void subnetManagerBySize();
    void computeOnlyDesignsUnchanged();
    void storageTwoTierLimitByHand();
    void storageThreeTiersByHand();
    void frontEndSpinesDivideTheLinks();
    void threeTiersNeedPods();
    void bundledClusterExample();
    void storageTargetsByHand();
};

// DGX H100: 8 x ConnectX-7 for compute, 2 dual-port ConnectX-7 for storage and in-band
// (DGX BasePOD deployment guide); a DGX B200 2 x BlueField-3 B3220.
void TestClusterFabrics::nodeTypesCarryStorageNics()
{
    const NodeTypeSpec *nt = shippedCatalog().nodeType(QStringLiteral("h100-8gpu"));
    QVERIFY(nt);
    QCOMPARE(nt->nicCount, 8);
    QCOMPARE(nt->storageNicCount, 2);
    QCOMPARE(nt->allNicCount(), 10);
    QCOMPARE(nt->nicTypeAt(7), QStringLiteral("connectx7"));
    QCOMPARE(nt->nicTypeAt(8), QStringLiteral("connectx7-2x200"));
    QCOMPARE(shippedCatalog().nodeType(QStringLiteral("b200-8gpu"))->nicTypeAt(8),
             QStringLiteral("bluefield3-b3220"));
    QCOMPARE(nt->nicTypeAt(10), QString());
    // Written and read back through the catalog JSON (own parts of a project file).
    QString error;
    const auto again = Catalog::fromJson(shippedCatalog().toJson(), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(*again->nodeType(QStringLiteral("h100-8gpu")), *nt);
    // A node type without the fields (every file before them) has none.
    QJsonObject json = shippedCatalog().toJson();
    QJsonArray types = json.value(QStringLiteral("node_types")).toArray();
    for (QJsonValueRef t : types) {
        QJsonObject o = t.toObject();
        o.remove(QStringLiteral("storage_nic"));
        o.remove(QStringLiteral("storage_nic_count"));
        o.remove(QStringLiteral("port_labels")); // newer still; names the storage NICs' ports
        t = o;
    }
    json.insert(QStringLiteral("node_types"), types);
    const auto without = Catalog::fromJson(json, &error);
    QVERIFY2(without, qPrintable(error));
    QCOMPARE(without->nodeType(QStringLiteral("gb200-nvl72"))->storageNicCount, 0);
    // The B300 servers and the GB200/GB300 trays carry the DGX's two BlueField-3 too (DGX
    // GB200 user guide: "Storage/management network: 2x NVIDIA BlueField-3"); the
    // dual-port H100 the H100's two dual-port ConnectX-7.
    for (const char *id : {"b300-8gpu", "b300-8gpu-dual", "gb200-nvl72", "gb300-nvl72"}) {
        const NodeTypeSpec *b300 = shippedCatalog().nodeType(QLatin1String(id));
        QCOMPARE(b300->storageNicCount, 2);
        QCOMPARE(b300->nicTypeAt(b300->nicCount), QStringLiteral("bluefield3-b3220"));
    }
    const NodeTypeSpec *dual = shippedCatalog().nodeType(QStringLiteral("h100-8gpu-dual"));
    QCOMPARE(dual->storageNicCount, 2);
    QCOMPARE(dual->nicTypeAt(dual->nicCount), QStringLiteral("connectx7-2x200"));
}

// 1,152 GB200 (16 NVL72 racks, a unit per rack: 18 trays on each of its 4 rail leaves)
// with the other networks, by hand. A tray's two BlueField-3 (2 x 200G) give a rack 36
// storage and 36 front-end ports, a fraction of a leaf, so the leaves are shared by the 16
// racks (sharedLeavesOf) instead of two in every rack (32 storage and 32 front-end leaves,
// the front-end's 9 % used). A tray port takes 16 leaf ports (one per rack), port 0 on
// the leaves of one side, port 1 on the other. Storage (QM9700 at 200G, k = 128; 2 GPUs x
// 5 GB/s = 80 Gb/s a port): d = 91 (91 + ceil(0.4 x 91) = 128), 5 tray ports a leaf, per
// side 18 in 4 leaves, evened out to 5, 4, 5 and 4 (80, 64, 80 and 64 down; 32, 26, 32
// and 26 up): 8 leaves, 232 uplinks + 232 target ports on ceil(464 / 128) = 4 spines.
// Front-end (SN5600 at 200G, k = 256, 4:1): d = 204, 12 tray ports a leaf, per side 2
// leaves of 9 (144 down, 36 up): 4 leaves, 144 uplinks on 1 spine. Management: per rack
// 18 BMCs, 3 PDUs and its 4 compute leaves = 25 ports, one SN2201 would do, but an NVL72
// rack has two management switches of its own (DGX GB200 user guide: "2x TOR Switches for
// management"): 32.
// An NVL72 rack's 9 NVLink switch trays and 8 power shelves are on the out-of-band
// network beside its 18 trays' BMCs (rack-scale-management-ports, 17): 1,152 GB200 GPUs
// in 16 racks take 16 x 17 = 272 more patch cords than without them; the rack's two
// management switches (2 x 48 ports) still take its 18 + 3 PDU + 17 ports.
void TestClusterFabrics::rackScaleRacksOwnManagementPorts()
{
    QString error;
    const auto p = gb200Cluster(&error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(rackScaleRacksOf(*p, shippedCatalog()), 16LL);
    Catalog without = shippedCatalog();
    for (auto &[id, figure] : without.assumptions)
        if (id == QLatin1String("rack-scale-management-ports"))
            figure.value = 0.0;
    const long long cords = bomQuantity(analyzeCost(*p, shippedCatalog()), oobPatchCordId());
    const long long cordsWithout = bomQuantity(analyzeCost(*p, without), oobPatchCordId());
    QCOMPARE(cords - cordsWithout, 16LL * 17);
    QCOMPARE(switchesOf(*p, FabricPurpose::Management),
             (std::map<QString, int>{{QStringLiteral("sn2201"), 2 * 16}}));
    // A DGX design has no such racks: the figure is not read (not listed as used).
    GeneratorParams dgx;
    dgx.gpus = 256;
    const auto q = generateProject(shippedCatalog(), dgx, &error, nullptr, ClusterFabrics::All);
    QVERIFY2(q, qPrintable(error));
    QCOMPARE(rackScaleRacksOf(*q, shippedCatalog()), 0LL);
}

void TestClusterFabrics::gb200ClusterSharesLeaves()
{
    QString error;
    const auto p = gb200Cluster(&error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->groups.size(), std::size_t(1));
    // Units of 4 racks (72 trays; generator.cpp, "Rack-scale packing"), 4 of them.
    QCOMPARE(p->groups.front().repeat, 4);
    QCOMPARE(switchesOf(*p, FabricPurpose::Storage),
             (std::map<QString, int>{{QStringLiteral("qm9700"), 8 + 4}}));
    QCOMPARE(switchesOf(*p, FabricPurpose::FrontEnd),
             (std::map<QString, int>{{QStringLiteral("sn5600"), 4 + 1}}));
    QCOMPARE(switchesOf(*p, FabricPurpose::Management),
             (std::map<QString, int>{{QStringLiteral("sn2201"), 2 * 16}}));
    // A unit's 72 trays have 144 storage ports: two leaves of its own in the unit (one
    // per side, a tray's two ports on different leaves), 72 down each; the front-end's
    // leaves are shared, outside the unit (a rack-scale copy of up to a leaf's ports).
    const Fabric *storage = fabricFor(*p, FabricPurpose::Storage);
    std::map<Id, std::set<Id>> leavesOfNode;
    for (const Link &l : p->links) {
        const Switch *s = p->switchById(l.b.objectId);
        if (s && s->fabricId == storage->id && p->node(l.a.objectId)) {
            QCOMPARE(s->groupId, p->groups.front().id);
            leavesOfNode[l.a.objectId].insert(s->id);
        }
    }
    QCOMPARE(leavesOfNode.size(), std::size_t(72));
    std::map<Id, int> traysOfLeaf;
    for (const auto &[node, leaves] : leavesOfNode) {
        QCOMPARE(leaves.size(), std::size_t(2));
        for (const Id leaf : leaves)
            ++traysOfLeaf[leaf];
    }
    QCOMPARE(traysOfLeaf.size(), std::size_t(2));
    for (const auto &[leaf, trays] : traysOfLeaf)
        QCOMPARE(trays, 72);
    const Fabric *frontEnd = fabricFor(*p, FabricPurpose::FrontEnd);
    for (const Switch &s : p->switches)
        if (s.fabricId == frontEnd->id)
            QCOMPARE(s.groupId, NoId);
    const ExpandedGraph g = expandFabric(*p, shippedCatalog(), storage->id);
    QCOMPARE(g.edgeCount(), 16 * 36 + 8 * 4); // node links of every rack, leaf-spine bundles
    QCOMPARE(firstError(*p), QString());
    // No storage or front-end switch is under half used.
    for (const Issue &i : checkDesignWarnings(*p, shippedCatalog()))
        QVERIFY2(i.code != QLatin1String("switch-ports-idle") ||
                     (!i.text.contains(QLatin1String("Storage")) &&
                      !i.text.contains(QLatin1String("Front-end"))),
                 qPrintable(i.text));
}

// The two-plane option (dualplane.h) of the 1,024-GPU cluster rebuilds its storage,
// front-end and management fabrics on the dual-port nodes, which carry the same two
// BlueField-3: same storage switches, dearer than one plane. With a dual-port node type
// without storage NICs the option is not offered, with the reason: it priced 1,024 H100
// without storage and front-end, EUR 447,547 (5.6 %) below the one-plane design.
void TestClusterFabrics::twoPlaneOptionKeepsTheClusterFabrics()
{
    const Evaluation e = evaluate(cluster(1024), shippedCatalog());
    const VariantEvaluation *ib = nullptr;
    for (const VariantEvaluation &v : e.variants)
        if (v.kind == VariantKind::InfiniBand)
            ib = &v;
    QVERIFY(ib);
    const DualPlaneOption d = dualPlaneOption(*ib, shippedCatalog());
    QVERIFY2(d.available, qPrintable(d.notAvailableReason));
    QCOMPARE(d.nodeTypeId, QStringLiteral("h100-8gpu-dual"));
    QVERIFY(d.capexEur > ib->cost.capexEur);
    Catalog noStorage = shippedCatalog();
    for (NodeTypeSpec &t : noStorage.nodeTypes)
        if (t.id == QLatin1String("h100-8gpu-dual"))
            t.storageNicCount = 0;
    const DualPlaneOption without = dualPlaneOption(*ib, noStorage);
    QVERIFY(!without.available);
    QVERIFY2(without.notAvailableReason.contains(QLatin1String("Storage fabric")),
             qPrintable(without.notAvailableReason));
}

// 1,152 B300 (144 DGX, two units of 72 on Q3400) with the other networks, by hand.
// Storage (QM9700 at 200G, k = 128): a port carries 4 GPUs x 5 GB/s = 160 Gb/s, so a
// leaf takes d + ceil(0.8 d) <= 128: d = 71; a unit's 144 ports on ceil(144 / 71) = 3
// leaves of 48 down and 39 up; 2 x 117 uplinks + as many target ports on
// ceil(468 / 128) = 4 spines. Front-end (SN5600 at 200G, k = 256, 4:1): 144 ports would
// fit one leaf, but a node's two ports go to two (dual-homed): 2 leaves a unit of 72 down
// and 18 up, 72 uplinks on 1 spine. Management: per unit 72 BMCs, 18 racks x 3 PDUs and
// 8 + 3 + 2 leaves = 139 ports, 3 SN2201.
void TestClusterFabrics::b300ClusterByHand()
{
    GeneratorParams params;
    params.gpus = 1152;
    params.nodeTypeId = QStringLiteral("b300-8gpu");
    QString error;
    const auto p = generateProject(shippedCatalog(), params, &error, nullptr, ClusterFabrics::All);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->groups.size(), std::size_t(1));
    QCOMPARE(p->groups.front().repeat, 2);
    QCOMPARE(switchesOf(*p, FabricPurpose::Storage),
             (std::map<QString, int>{{QStringLiteral("qm9700"), 2 * 3 + 4}}));
    QCOMPARE(switchesOf(*p, FabricPurpose::FrontEnd),
             (std::map<QString, int>{{QStringLiteral("sn5600"), 2 * 2 + 1}}));
    QCOMPARE(switchesOf(*p, FabricPurpose::Management),
             (std::map<QString, int>{{QStringLiteral("sn2201"), 2 * 3}}));
    QCOMPARE(firstError(*p), QString());
}

void TestClusterFabrics::storageAndFrontEndByHand()
{
    const Project p = cluster(1024);
    QCOMPARE(p.fabrics.size(), std::size_t(4));
    QCOMPARE(fabricFor(p, FabricPurpose::Storage)->technology, Technology::InfiniBand);
    // Storage: a unit's 32 nodes have 64 ports of 200 Gb/s (2 x BlueField-3), which one
    // QM9700 (128 ports at 200G) could take, but a node's two ports go to two leaves
    // (dual-homed, as the RAs build it): 2 leaves of 32 down + ceil(32 x 160 / 200) = 26
    // up (storageTargetsByHand); 8 leaves, 208 uplinks + 208 target ports on 4 spines.
    QCOMPARE(switchesOf(p, FabricPurpose::Storage),
             (std::map<QString, int>{{QStringLiteral("qm9700"), 12}}));
    QCOMPARE(fabricFor(p, FabricPurpose::FrontEnd)->technology, Technology::Ethernet);
    // The front-end's 256 ports of 200 Gb/s fit one SN5600, but a node's two in-band ports
    // go to two switches (port i on switch i mod 2), so no one switch cuts a node off.
    QCOMPARE(switchesOf(p, FabricPurpose::FrontEnd),
             (std::map<QString, int>{{QStringLiteral("sn5600"), 2}}));
    const ExpandedGraph fe =
        expandFabric(p, shippedCatalog(), fabricFor(p, FabricPurpose::FrontEnd)->id);
    QCOMPARE(fe.edgeCount(), 256);
    // Generated on Ethernet the units are of 64 nodes (SN5600, 128 x 400G): 128 storage
    // ports a unit, 2 leaves (64 down, ceil(51.2) = 52 up each) x 2 units; spines
    // (208 + 208) / 256 -> 2. 6 switches.
    const Project eth = cluster(1024, Technology::Ethernet);
    QCOMPARE(switchesOf(eth, FabricPurpose::Storage),
             (std::map<QString, int>{{QStringLiteral("sn5600"), 6}}));
    // The generated design keeps every model invariant (storage NIC ports included).
    QCOMPARE(firstError(p), QString());
}

void TestClusterFabrics::managementSwitchesByPorts()
{
    // As many SN2201 (48 x 1G) as the out-of-band ports need, as the DGX SuperPOD H100 RA
    // sizes them (Table 7: 8 SN2201 for 127 nodes in 38 racks), not one per rack. A unit of
    // 32 nodes in 8 racks: 32 BMCs, 8 x 3 PDUs (`pdus-per-node-rack`) and its 8 compute
    // and 2 storage leaves: 66 ports, 2 switches; x 4 units = 8.
    const Project p = cluster(1024);
    QCOMPARE(switchesOf(p, FabricPurpose::Management),
             (std::map<QString, int>{{QStringLiteral("sn2201"), 8}}));
    // 256 GPUs = 32 nodes, one unit of 8 racks: 66 ports again, 2.
    QCOMPARE(switchesOf(cluster(256), FabricPurpose::Management),
             (std::map<QString, int>{{QStringLiteral("sn2201"), 2}}));
    const CostResult cost = analyzeCost(p, shippedCatalog());
    // And those of the network racks all fabrics share (floorplan.h sharedNetworkRackOf):
    // each unit's 8 compute and 2 storage leaves in one rack (10 U, 10 x 1.72 = 17.2 kW) x 4;
    // central, the two front-end SN5600 (2 x 2.092 kW at their maximum) and the 16 compute
    // and 4 storage spines (20 x 1.72 kW): 38.6 kW, two racks of 30 kW, 11 and 11
    // (19.7 and 18.9 kW): 6 racks, and with the 32 node racks 38, the RA's count for
    // 4 scalable units. Their ports: the 22 central switches, the 4 UFM appliances and
    // 6 x 2 PDUs (`pdus-per-network-rack`): 38, one switch. 8 + 1 = 9 (the RA: 8).
    QCOMPARE(bomQuantity(cost, QStringLiteral("sn2201")), 9LL);
    long long onNetworkRacks = 0;
    for (const BomLine &l : cost.bom)
        if (l.detail.kind == BomDetail::Kind::NetworkRackManagement)
            onNetworkRacks += l.quantity;
    QCOMPARE(onNetworkRacks, 1LL);
    // An Ethernet OS licence for each Ethernet switch: the 8 + 1 management switches and
    // the two front-end SN5600.
    QCOMPARE(cost.ethernetSwitchOsLicences, 11LL);
    // Its patch cords: 128 nodes' BMCs, the management ports of the compute (32 + 16),
    // storage (8 + 4) and front-end (2) switches, the 4 UFM appliances (a pair for the
    // compute and one for the storage fabric) and the PDUs of 32 node racks (x 3) and 6
    // network racks (x 2): 128 + 62 + 4 + 108 = 302 (the RA: 317 with its management
    // servers).
    QCOMPARE(bomQuantity(cost, oobPatchCordId()), 302LL);
    // The racks table (CostResult::networkRacks): the 4 leaf racks, the 2 central ones.
    QCOMPARE(cost.networkRacks.size(), size_t(3));
    QCOMPARE(cost.networkRacks[0].racks, 4);
    QCOMPARE(cost.networkRacks[0].parts,
             (std::vector<std::pair<QString, int>>{{QStringLiteral("qm9700"), 10}}));
    QCOMPARE(cost.networkRacks[1].racks, 1);
    QCOMPARE(cost.networkRacks[1].parts,
             (std::vector<std::pair<QString, int>>{{QStringLiteral("qm9700"), 9},
                                                   {QStringLiteral("sn5600"), 2}}));
    QCOMPARE(cost.networkRacks[2].racks, 1);
    QCOMPARE(cost.networkRacks[2].parts,
             (std::vector<std::pair<QString, int>>{{QStringLiteral("qm9700"), 11}}));
    // A design without a management network gets neither.
    const CostResult bare = analyzeCost(
        cluster(1024, Technology::InfiniBand, ClusterFabrics::ComputeOnly), shippedCatalog());
    QCOMPARE(bomQuantity(bare, QStringLiteral("sn2201")), 0LL);
    QCOMPARE(bomQuantity(bare, oobPatchCordId()), 0LL);
    // Two 100GbE uplinks from each of the 9 management switches to the in-band network
    // (NVIDIA DGX BasePOD RA V5, Table 4.2): 18 (the H100 RA: 16), none without the
    // management network.
    QCOMPARE(bomQuantity(cost, oobUplinkCableId()), 18LL);
    QCOMPARE(bomQuantity(bare, oobUplinkCableId()), 0LL);
    // They land on the front-end fabric's top tier: its two SN5600 have 256 ports of
    // 200 Gb/s each (64 cages split in four), 128 of each taken by the nodes (port 2 of
    // each of their 2 BlueField-3, one on each switch), so 256 are free and the 18
    // uplinks fit (with one SN5600 for all 256 node ports, none would be free).
    const Explanation *uplinks = nullptr;
    for (const Explanation &e : cost.explanations)
        if (e.id == QLatin1String("out-of-band-uplinks"))
            uplinks = &e;
    QVERIFY(uplinks);
    double freePorts = -1.0;
    for (const auto &[name, value] : uplinks->figures)
        if (name == QLatin1String("in_band_free_ports"))
            freePorts = value;
    QCOMPARE(freePorts, 256.0);
    QVERIFY2(uplinks->text.contains(QStringLiteral("They take 18 of the 256 free ports")),
             qPrintable(uplinks->text));
    // At 256 GPUs (32 nodes, 64 front-end ports on two switches of 256) the uplinks fit
    // in the free ports.
    const CostResult small = analyzeCost(cluster(256), shippedCatalog());
    bool fits = false;
    for (const Explanation &e : small.explanations)
        fits = fits || (e.id == QLatin1String("out-of-band-uplinks") &&
                        e.text.contains(QStringLiteral("of the 448 free ports")));
    QVERIFY(fits);
    // The SN2201's 98 W typical (its user manual): the management network's power is known.
    QVERIFY(!has(cost.unknownPowerParts, QStringLiteral("sn2201")));
    QVERIFY(cost.powerComplete());
}

void TestClusterFabrics::variantsPutEachPurposeOnItsTechnology()
{
    const std::vector<Variant> vs = buildVariants(cluster(1024), shippedCatalog());
    QCOMPARE(vs.size(), std::size_t(5));
    struct Row {
        VariantKind kind;
        Technology storage;
    };
    for (const Row &r : {Row{VariantKind::InfiniBand, Technology::InfiniBand},
                         Row{VariantKind::Ethernet, Technology::Ethernet},
                         Row{VariantKind::Hybrid, Technology::Ethernet},
                         Row{VariantKind::HybridPerUnit, Technology::Ethernet}}) {
        const Project &p = variantOf(vs, r.kind).project;
        QCOMPARE(fabricFor(p, FabricPurpose::Storage)->technology, r.storage);
        QCOMPARE(fabricFor(p, FabricPurpose::FrontEnd)->technology, Technology::Ethernet);
        QCOMPARE(fabricFor(p, FabricPurpose::Management)->technology, Technology::Ethernet);
        QCOMPARE(switchesOf(p, FabricPurpose::Management).at(QStringLiteral("sn2201")),
                 managementSwitchesByHand(p));
        // The hybrid per unit breaks one rule on purpose: Ethernet switches above the
        // InfiniBand leaves of one compute fabric (the gateways are not modelled).
        if (r.kind != VariantKind::HybridPerUnit)
            QCOMPARE(firstError(p), QString());
    }
    // Hybrid: the Ethernet storage fabric on the InfiniBand design's 4 units of 32 nodes.
    // An SN5600 at 200G (k = 256) takes d = 142 node ports (142 + ceil(0.8 x 142) <= 256);
    // a unit's 64 ports fill under half of that, so leaves are shared by the 4 units
    // (sharedLeavesOf): floor(142 / 4) = 35 ports of a unit a leaf, ceil(64 / 35) = 2
    // leaves (port 0 of every node on one, port 1 on the other) of 4 x 32 = 128 down and
    // ceil(128 x 0.8) = 103 up; 206 uplinks + 206 target ports on 2 spines: 4 x SN5600
    // (10 with two leaves in every unit).
    QCOMPARE(switchesOf(variantOf(vs, VariantKind::Hybrid).project, FabricPurpose::Storage),
             (std::map<QString, int>{{QStringLiteral("sn5600"), 4}}));
}

// The hybrid is no longer InfiniBand's design: its storage runs on Ethernet, so the
// capital cost differs and the recommendation scores it on its own.
void TestClusterFabrics::hybridDiffersFromInfiniBand()
{
    const Evaluation e = evaluate(cluster(1024), shippedCatalog());
    const VariantEvaluation *ib = nullptr, *hybrid = nullptr;
    for (const VariantEvaluation &v : e.variants) {
        if (v.kind == VariantKind::InfiniBand)
            ib = &v;
        if (v.kind == VariantKind::Hybrid)
            hybrid = &v;
    }
    QVERIFY(ib && hybrid);
    QVERIFY(ib->cost.networkCapexEur != hybrid->cost.networkCapexEur);
    for (const Explanation &r : e.recommendation.reasons)
        QVERIFY(r.id != QLatin1String("hybrid-same"));
    // Both carry Ethernet (front-end, management): two technologies in each.
    auto technologies = [](const VariantEvaluation &v) {
        for (const ComplexityFactor &f : v.complexity.factors)
            if (f.id == QLatin1String("technologies"))
                return f.points;
        return -1.0;
    };
    QCOMPARE(technologies(*ib), technologies(*hybrid));
}

// 512 x H100 on QM9700, rail-optimized: a unit is 32 nodes (8 leaves, one per rail, 32
// down, 32 up), 2 units, 16 leaves, 512 uplinks / 64 = 8 spines. Hybrid per unit: the 8
// spines become the smallest Ethernet switch with 64 x 400G, the SN5400 (sn5600 and
// tomahawk5 have 128); the 16 leaves stay QM9700. 256 x H100 is one unit (8 leaves, 4
// spines): nothing lies between units, so the hybrid per unit stays InfiniBand in its
// compute fabric (it put the 4 spines on Ethernet behind 128 gateways, review), and the
// evaluation scores it once, as the hybrid.
void TestClusterFabrics::hybridPerUnitSmallDesignByHand()
{
    GeneratorParams params;
    params.gpus = 512;
    const std::vector<Variant> vs = buildVariants(test::generatedProject(params), shippedCatalog());
    const Project &p = variantOf(vs, VariantKind::HybridPerUnit).project;
    QCOMPARE(
        switchesOf(p, FabricPurpose::Compute),
        (std::map<QString, int>{{QStringLiteral("qm9700"), 16}, {QStringLiteral("sn5400"), 8}}));
    QCOMPARE(switchesOf(variantOf(vs, VariantKind::InfiniBand).project, FabricPurpose::Compute),
             (std::map<QString, int>{{QStringLiteral("qm9700"), 24}}));
    bool noted = false;
    for (const Issue &i : variantOf(vs, VariantKind::HybridPerUnit).notes)
        noted = noted || i.code == QLatin1String("units-joined-by-ethernet");
    QVERIFY(noted);
    // The Ethernet between the units is counted: the lossless class on both ends of the
    // 512 leaf-spine links (1,024 ports), and an OS licence to quote for each of the 8
    // SN5400 (the review found "consistent on 0 ports" and no licence).
    const ComplexityResult cx = analyzeComplexity(p, shippedCatalog());
    const auto lossless =
        std::find_if(cx.factors.begin(), cx.factors.end(), [](const ComplexityFactor &f) {
            return f.id == QLatin1String("lossless-ethernet");
        });
    QVERIFY(lossless != cx.factors.end());
    QVERIFY(lossless->points > 0.0);
    QVERIFY2(lossless->text.contains(QLatin1String(" 1,024 ")), qPrintable(lossless->text));
    const CostResult cost = analyzeCost(p, shippedCatalog());
    QCOMPARE(cost.ethernetSwitchOsLicences, 8LL);
    // The subnet manager is off the switches for SHARP, not because the SN5400 spines have
    // none (the review: "a switch has no on-board subnet manager" beside QM9700 leaves).
    const QString why =
        cost.ufmReasons.join(QStringLiteral("; ")) + cost.hostSmReasons.join(QStringLiteral("; "));
    QVERIFY2(why.contains(QLatin1String("SHARP")), qPrintable(why));
    QVERIFY2(!why.contains(QLatin1String("has no on-board subnet manager")), qPrintable(why));
    // 3 tiers (16,384 GPUs: 512 leaves, 512 aggregation switches in 16 pods, 256 cores): a
    // pod's aggregation switches are in its group, inside the unit, and stay InfiniBand;
    // only the 256 cores between the pods become SN5400 (all 768 did).
    params.gpus = 16384;
    const std::vector<Variant> three =
        buildVariants(test::generatedProject(params), shippedCatalog());
    QCOMPARE(
        switchesOf(variantOf(three, VariantKind::HybridPerUnit).project, FabricPurpose::Compute),
        (std::map<QString, int>{{QStringLiteral("qm9700"), 1024},
                                {QStringLiteral("sn5400"), 256}}));
    // One unit: not joined, said so, and scored once, as the hybrid.
    params.gpus = 256;
    const std::vector<Variant> one =
        buildVariants(test::generatedProject(params), shippedCatalog());
    QCOMPARE(switchesOf(variantOf(one, VariantKind::HybridPerUnit).project, FabricPurpose::Compute),
             (std::map<QString, int>{{QStringLiteral("qm9700"), 12}}));
    bool oneUnit = false;
    for (const Issue &i : variantOf(one, VariantKind::HybridPerUnit).notes)
        oneUnit = oneUnit || i.code == QLatin1String("one-unit-not-joined");
    QVERIFY(oneUnit);
    QString error;
    std::optional<Project> small =
        generateProject(shippedCatalog(), params, &error, nullptr, ClusterFabrics::All);
    QVERIFY2(small, qPrintable(error));
    small->comparisonBasis.eachTechnologyAtBest = true;
    const Evaluation asHybrid = evaluate(*small, shippedCatalog());
    bool isHybrid = false;
    for (const Explanation &r : asHybrid.recommendation.reasons)
        isHybrid = isHybrid || r.id == QLatin1String("hybrid-per-unit-is-hybrid");
    QVERIFY(isHybrid);
    QVERIFY(std::find(asHybrid.recommendation.scoring.candidates.begin(),
                      asHybrid.recommendation.scoring.candidates.end(),
                      VariantKind::HybridPerUnit) ==
            asHybrid.recommendation.scoring.candidates.end());
    // 64 GPUs = 8 nodes x 8 ports = 64 endpoints: one QM9700, nothing between units:
    // the hybrid per unit is InfiniBand's design and is not scored twice.
    params.gpus = 64;
    const Evaluation e = evaluate(test::generatedProject(params), shippedCatalog());
    bool same = false;
    for (const Explanation &r : e.recommendation.reasons)
        same = same || r.id == QLatin1String("hybrid-per-unit-same");
    QVERIFY(same);
}

// MLNX-OS: the on-board SM manages up to 2,048 nodes and runs no SHARP.
void TestClusterFabrics::subnetManagerBySize()
{
    GeneratorParams params;
    params.gpus = 1024; // 128 nodes
    const Project p = test::generatedProject(params);
    // SHARP on (the catalog default): UFM, an HA pair managing 128 nodes.
    CostResult c = analyzeCost(p, shippedCatalog());
    QCOMPARE(bomQuantity(c, QStringLiteral("ufm-appliance")), 2LL);
    double managed = 0.0;
    for (const Explanation &e : c.explanations)
        for (const auto &[key, value] : e.figures)
            if (key == QLatin1String("ufm_managed_nodes"))
                managed = value;
    QCOMPARE(managed, 128.0);
    // Without SHARP, 128 nodes <= the limit: the on-board SM, nothing to buy.
    const Catalog noSharp = withAssumption(QStringLiteral("sharp-enabled"), 0.0);
    c = analyzeCost(p, noSharp);
    QCOMPARE(bomQuantity(c, QStringLiteral("ufm-appliance")), 0LL);
    // A limit of 127 nodes: 128 is above it, UFM again.
    CatalogOverrides ov;
    Figure f;
    f.value = 127;
    f.tag = SourceTag::User;
    f.source = QStringLiteral("test");
    ov.figures.push_back({QString(), QStringLiteral("onboard-sm-max-nodes"), f});
    QString error;
    const auto small = applyOverrides(noSharp, ov, &error);
    QVERIFY2(small, qPrintable(error));
    c = analyzeCost(p, *small);
    QCOMPARE(bomQuantity(c, QStringLiteral("ufm-appliance")), 2LL);
    // The storage fabric (InfiniBand, no SHARP, 128 nodes) runs adaptive routing and
    // congestion control, which the on-board SM does not: a pair of its own, 4 in all, as
    // the DGX SuperPOD H100 RA's Table 7 lists for 127 nodes.
    c = analyzeCost(cluster(1024), shippedCatalog());
    QCOMPARE(bomQuantity(c, QStringLiteral("ufm-appliance")), 4LL);
    // Storage on Ethernet (the hybrid's): the compute fabric's pair only.
    const std::vector<Variant> vs = buildVariants(cluster(1024), shippedCatalog());
    c = analyzeCost(variantOf(vs, VariantKind::Hybrid).project, shippedCatalog());
    QCOMPARE(bomQuantity(c, QStringLiteral("ufm-appliance")), 2LL);
}

// A design of the compute fabric only (every file before the cluster fabrics) keeps it:
// no fabric is added by the variants, and the hybrid is InfiniBand's design.
void TestClusterFabrics::computeOnlyDesignsUnchanged()
{
    GeneratorParams params;
    params.gpus = 1024;
    const std::vector<Variant> vs = buildVariants(test::generatedProject(params), shippedCatalog());
    for (const Variant &v : vs)
        QCOMPARE(v.project.fabrics.size(), std::size_t(1));
}

// Two tiers hold while every leaf reaches every spine (spines <= a leaf's uplinks).
// 16,384 x H100 on 2 planes: units of 256 nodes (a group x 8), 512 storage ports a unit
// -> ceil(512 / 71) = 8 leaves of 64 ports, ceil(0.8 x 64) = 52 uplinks each; 64 leaves,
// 3,328 uplinks + 3,328 target ports over 128 = 52 spines = 52 uplinks: it fits, and
// each spine takes one uplink from each of the 64 leaves (its other 64 ports: targets).
void TestClusterFabrics::storageTwoTierLimitByHand()
{
    GeneratorParams params;
    params.gpus = 16384;
    params.planes = 2;
    QString error;
    const auto fits =
        generateProject(shippedCatalog(), params, &error, nullptr, ClusterFabrics::All);
    QVERIFY2(fits, qPrintable(error));
    const Fabric *storage = fabricFor(*fits, FabricPurpose::Storage);
    QVERIFY(storage);
    std::map<Id, double> uplinksOn;
    for (const Switch &s : fits->switches)
        if (s.fabricId == storage->id && s.tier == 1)
            uplinksOn[s.id] = 0.0;
    for (const Link &l : fits->links) {
        if (uplinksOn.count(l.b.objectId) == 0)
            continue;
        const Switch *leaf = fits->switchById(l.a.objectId);
        uplinksOn[l.b.objectId] += l.bundle * fits->multiplicity(leaf->groupId);
    }
    QCOMPARE(uplinksOn.size(), std::size_t(52));
    for (const auto &entry : uplinksOn)
        QCOMPARE(entry.second, 64.0);
    QCOMPARE(firstError(*fits), QString());
}

// 32,768 GPUs: 16 units, 128 leaves, 6,656 uplinks -> 104 spines > 52: two tiers cannot
// connect every leaf to every spine, so each unit (a group x 16) is a pod with spines
// of its own and cores outside. Per pod: 8 leaves x 52 uplinks = 416 over spines of
// 64 down: ceil(6.5) = 7; leaf uplink j to spine j mod 7 sends 8 links to spines 1-3
// (8 x 8 = 64 down) and 7 to spines 4-7 (56 down), as many up. Core group of spine 1-3:
// 16 pods x 64 = 1,024 links + 1,024 target ports over 128 = 16 cores, 4 links from
// each spine; spines 4-7: 16 x 56 = 896 x 2 / 128 = 14 cores, 4 links each. Cores:
// 3 x 16 + 4 x 14 = 104; switches 128 + 16 x 7 + 104 = 344, every core 64 links from
// the pods (and 64 ports for the targets).
void TestClusterFabrics::storageThreeTiersByHand()
{
    GeneratorParams params;
    params.gpus = 32768;
    params.planes = 2;
    QString error;
    const auto p = generateProject(shippedCatalog(), params, &error, nullptr, ClusterFabrics::All);
    QVERIFY2(p, qPrintable(error));
    const Fabric *storage = fabricFor(*p, FabricPurpose::Storage);
    QVERIFY(storage);
    std::map<int, long long> perTier;
    std::map<Id, long long> linksOn; // per expanded core: links from the pods
    for (const Switch &s : p->switches)
        if (s.fabricId == storage->id) {
            perTier[s.tier] += p->multiplicity(s.groupId);
            if (s.tier == 2)
                linksOn[s.id] = 0;
        }
    QCOMPARE(perTier, (std::map<int, long long>{{0, 128}, {1, 112}, {2, 104}}));
    std::map<long long, int> spineDown; // leaf links on each pod spine of one pod
    std::map<Id, long long> down;
    for (const Link &l : p->links) {
        const Switch *upper = p->switchById(l.b.objectId);
        const Switch *lower = p->switchById(l.a.objectId);
        if (!upper || !lower || upper->fabricId != storage->id)
            continue;
        if (upper->tier == 2)
            linksOn[upper->id] += l.bundle * p->multiplicity(lower->groupId);
        if (upper->tier == 1)
            down[upper->id] += l.bundle;
    }
    for (const auto &entry : down)
        ++spineDown[entry.second];
    QCOMPARE(spineDown, (std::map<long long, int>{{56, 4}, {64, 3}}));
    for (const auto &entry : linksOn)
        QCOMPARE(entry.second, 64LL);
    QCOMPARE(switchesOf(*p, FabricPurpose::Storage),
             (std::map<QString, int>{{QStringLiteral("qm9700"), 344}}));
    QCOMPARE(firstError(*p), QString());
}

// The spines of two tiers divide the leaves' links so that none has more than its
// ports. 131,072 H100 on 2 planes: the front-end's units of 256 nodes have 512 ports at
// 200G on SN5600 (k = 256, 4:1): d = 204, so 3 leaves of 171, 171 and 170 down and
// ceil(171 / 4) = 43 up each (ceil(42.5) = 43 for 170); 64 units: 192 leaves, 8,256
// uplinks over 256 ports = 33 spines. At 33, leaf uplink j to spine j mod 33 puts 2
// links of every leaf on spines 1-10: 384 links on 256 ports. The fewest spines with
// at most 256 links each is 43 (one link from every leaf, 192 each). The storage
// fabric has three tiers: 512 + 448 + 416 (storageThreeTiersByHand's pod, x 64).
void TestClusterFabrics::frontEndSpinesDivideTheLinks()
{
    GeneratorParams params;
    params.gpus = 131072;
    params.planes = 2;
    QString error;
    const auto p = generateProject(shippedCatalog(), params, &error, nullptr, ClusterFabrics::All);
    QVERIFY2(p, qPrintable(error));
    const Fabric *fe = fabricFor(*p, FabricPurpose::FrontEnd);
    const Fabric *storage = fabricFor(*p, FabricPurpose::Storage);
    QVERIFY(fe && storage);
    std::map<std::pair<Id, int>, long long> perTier;
    for (const Switch &s : p->switches)
        perTier[{s.fabricId, s.tier}] += p->multiplicity(s.groupId);
    QCOMPARE(perTier[std::make_pair(fe->id, 0)], 192LL);
    QCOMPARE(perTier[std::make_pair(fe->id, 1)], 43LL);
    QCOMPARE(perTier[std::make_pair(storage->id, 0)], 512LL);
    QCOMPARE(perTier[std::make_pair(storage->id, 1)], 448LL);
    QCOMPARE(perTier[std::make_pair(storage->id, 2)], 416LL);
    QCOMPARE(firstError(*p), QString());
}

// Three tiers need pods: 4,096 H100 nodes in no group are one pod whose 8,192 storage
// ports take ceil(8,192 / 71) = 116 leaves (72 of 71 down and 57 up, 44 of 70 down and
// 56 up: 6,568 uplinks), which need ceil(6,568 / 64) = 103 pod spines (two tiers the
// same: 13,136 / 128), more than the 57 uplinks of its largest leaf: refused in one line naming
// both limits.
void TestClusterFabrics::threeTiersNeedPods()
{
    Project p;
    for (int i = 0; i < 4096; ++i) {
        Node n;
        n.id = p.allocateId();
        n.name = QStringLiteral("n%1").arg(i);
        n.nodeTypeId = QStringLiteral("h100-8gpu");
        p.nodes.push_back(n);
    }
    QString error;
    QCOMPARE(addClusterFabric(p, shippedCatalog(), FabricPurpose::Storage, Technology::InfiniBand,
                              &error),
             NoId);
    QVERIFY2(error.contains(QStringLiteral("116 leaves need 103 spines")) &&
                 error.contains(QStringLiteral("8192 node ports in one group")) &&
                 error.contains(QStringLiteral("(57)")) && !error.contains(u'\n'),
             qPrintable(error));
}

// The bundled example-1024-h100-cluster (examples/, the project quickstart.sh opens) is
// the generated cluster of storageAndFrontEndByHand and managementSwitchesByPorts:
// the same fabrics and switch counts, no broken invariant, and a hybrid that is a
// design of its own (storage on 4 x SN5600 instead of 12 x QM9700).
void TestClusterFabrics::bundledClusterExample()
{
    QString error;
    const auto p = loadProject(
        test::examplePath(QStringLiteral("example-1024-h100-cluster.fabricplan")), &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->fabrics.size(), std::size_t(4));
    QCOMPARE(switchesOf(*p, FabricPurpose::Storage),
             (std::map<QString, int>{{QStringLiteral("qm9700"), 12}}));
    QCOMPARE(switchesOf(*p, FabricPurpose::FrontEnd),
             (std::map<QString, int>{{QStringLiteral("sn5600"), 2}}));
    QCOMPARE(switchesOf(*p, FabricPurpose::Management),
             (std::map<QString, int>{{QStringLiteral("sn2201"), 8}}));
    QCOMPARE(firstError(*p), QString());
    const std::vector<Variant> vs = buildVariants(*p, shippedCatalog());
    QCOMPARE(switchesOf(variantOf(vs, VariantKind::Hybrid).project, FabricPurpose::Storage),
             (std::map<QString, int>{{QStringLiteral("sn5600"), 4}}));
}

QTEST_GUILESS_MAIN(TestClusterFabrics)
// The storage targets (model/storagetargets.h) take one top-tier port per link from below:
// at 1,024 GPUs each unit's two storage leaves have 32 node ports of 200 Gb/s (one of each
// node's two), each bringing 4 GPUs x 5 GB/s = 160 Gb/s, so ceil(32 x 160 / 200) = 26
// uplinks; 8 leaves: 208 ports of 200 Gb/s on the 4 spines, as many as the expansion's
// links into the top tier.
void TestClusterFabrics::storageTargetsByHand()
{
    const Project p = cluster(1024);
    const std::vector<StorageTargets> targets = storageTargets(p);
    QCOMPARE(targets.size(), std::size_t(1));
    const Fabric *storage = fabricFor(p, FabricPurpose::Storage);
    QCOMPARE(targets.front().fabricId, storage->id);
    const ExpandedGraph g = expandFabric(p, shippedCatalog(), storage->id);
    int top = 0;
    for (int v = 0; v < g.vertexCount(); ++v)
        top = std::max(top, int(g.tier[size_t(v)]));
    long long fromBelow = 0;
    for (int e = 0; e < g.edgeCount(); ++e)
        if (g.tier[size_t(g.edgeTo[size_t(e)])] == top)
            fromBelow += g.bundle[size_t(e)];
    QCOMPARE(targets.front().ports, 208LL);
    QCOMPARE(targets.front().ports, fromBelow);
    QCOMPARE(targets.front().gbitPerS, 200.0);
    QCOMPARE(targets.front().switches.size(), std::size_t(4));
    // The compute-only design has none.
    QVERIFY(
        storageTargets(cluster(1024, Technology::InfiniBand, ClusterFabrics::ComputeOnly)).empty());
}

// The vendor criterion weighs the switches the bill counts, the network racks' management
// switches included: InfiniBand at 1,024 GPUs has 48 compute and 12 storage switches on
// InfiniBand (1 vendor), the two front-end SN5600, 8 node-rack and 1 network-rack SN2201
// on Ethernet (5 vendors): ((48 + 12) x 1 + 11 x 5) / 71 = 1.6197.
void TestClusterFabrics::vendorChoiceWeighsTheBillsSwitches()
{
    const Evaluation ev = evaluate(cluster(1024), shippedCatalog());
    double choice = 0.0;
    for (const CriterionScore &c : ev.recommendation.scoring.criteria)
        if (c.id == QLatin1String("vendor-diversity"))
            for (const auto &[name, value] : c.figures)
                if (name == QLatin1String("infiniband_vendor_choice"))
                    choice = value;
    QVERIFY(std::abs(choice - 115.0 / 71.0) < 1e-9);
}

#include "tst_clusterfabrics.moc"
