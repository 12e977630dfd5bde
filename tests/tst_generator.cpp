// SPDX-License-Identifier: GPL-3.0-or-later
// Generator and expansion tests: plan counts worked out by hand against the formulas
// of docs/DESIGN.md section 4 and docs/CATALOG.md "Fat tree and rail facts", then the built
// project expanded and checked port by port.
#include "support/testsupport.h"
#include "topology/expansion.h"
#include "topology/generator.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

using namespace fp;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// A catalog built in code so these tests do not depend on resources/catalog.json.
Catalog testCatalog()
{
    Catalog c;
    GpuType gpu;
    gpu.id = s("tgpu");
    gpu.name = s("Acme T100");
    gpu.vendor = s("Acme");
    c.gpus.push_back(gpu);

    const auto nic = [&](const char *id, std::vector<NicMode> modes) {
        NicType n;
        n.id = s(id);
        n.name = s(id);
        n.modes = std::move(modes);
        c.nics.push_back(n);
    };
    nic("nic400", {{Technology::InfiniBand, {1, 400}}, {Technology::Ethernet, {1, 400}}});
    nic("nic800", {{Technology::InfiniBand, {1, 800}}, {Technology::Ethernet, {2, 400}}});
    nic("ibonly", {{Technology::InfiniBand, {1, 400}}});

    const auto sw = [&](const char *id, Technology t, std::vector<PortMode> modes) {
        SwitchType x;
        x.id = s(id);
        x.name = s(id);
        x.technology = t;
        x.modes = std::move(modes);
        c.switches.push_back(x);
    };
    sw("sw8", Technology::InfiniBand, {{8, 400}});
    sw("sw36", Technology::InfiniBand, {{36, 400}});
    sw("sw64", Technology::InfiniBand, {{64, 400}, {128, 200}});
    sw("sw128", Technology::Ethernet, {{64, 800}, {128, 400}, {256, 200}});
    sw("sw144", Technology::InfiniBand, {{144, 400}});
    sw("ib800", Technology::InfiniBand, {{64, 800}});

    const auto node = [&](const char *id, int gpus, const char *nicId, int nics, int domain) {
        NodeTypeSpec n;
        n.id = s(id);
        n.name = s(id);
        n.gpuTypeId = s("tgpu");
        n.gpuCount = gpus;
        n.nicTypeId = s(nicId);
        n.nicCount = nics;
        for (int i = 0; i < nics; ++i)
            n.railOfNic.push_back(i);
        n.nvlinkDomainNodes = domain;
        c.nodeTypes.push_back(n);
    };
    node("n8", 8, "nic400", 8, 1);     // HGX-like: 8 GPUs, 8 x 400G, rail i = NIC i
    node("n1", 1, "nic400", 1, 1);     // one port per node: a plain fat tree
    node("nvl", 4, "nic400", 4, 18);   // NVL72-like tray: 4 GPUs, 4 NICs, racks of 18
    node("n4x800", 4, "nic800", 4, 1); // CX-8-like: Ethernet 2 x 400 per NIC
    node("n8ib", 8, "ibonly", 8, 1);   // InfiniBand-only NICs
    c.defaultSwitchInfiniBand = s("sw64");
    c.defaultSwitchEthernet = s("sw128");
    c.defaultNodeType = s("n8");
    return c;
}

GeneratorParams params(const QString &sw, const QString &nodeType, bool rail, bool ethernet,
                       double r, int planes, int gpus)
{
    GeneratorParams p;
    p.gpus = gpus;
    p.nodeTypeId = nodeType;
    p.technology = ethernet ? Technology::Ethernet : Technology::InfiniBand;
    p.switchTypeId = sw;
    p.topology = rail ? TopologyKind::RailOptimized : TopologyKind::FatTree;
    p.oversubscription = r;
    p.planes = planes;
    return p;
}

template <typename T> QList<T> toList(const std::vector<T> &v)
{
    return QList<T>(v.begin(), v.end());
}

} // namespace

class TestGenerator : public QObject
{
    Q_OBJECT

private slots:
    void plans_data();
    void plans();
    void refusals_data();
    void refusals();
    void cliExample();
    void defaultsFilled();
    void projectNameAndLayout();
    void expansionEdgeCases();
    void shippedCatalog();
    void rackScaleThreeTiersAtTheRatioAsked();
};

void TestGenerator::plans_data()
{
    QTest::addColumn<QString>("sw");
    QTest::addColumn<QString>("nodeType");
    QTest::addColumn<bool>("rail");
    QTest::addColumn<bool>("ethernet");
    QTest::addColumn<double>("r");
    QTest::addColumn<int>("planes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("tiers");
    QTest::addColumn<QList<int>>("switches");
    QTest::addColumn<QList<long long>>("links");
    QTest::addColumn<int>("nodesPerUnit");
    QTest::addColumn<int>("leavesPerUnit");
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("pods");

    using LL = QList<long long>;
    const QString n1 = s("n1"), n8 = s("n8");
    const QString sw36 = s("sw36"), sw64 = s("sw64"), sw128 = s("sw128"), sw144 = s("sw144");

    // ---- 1 tier: E <= k, one switch per plane.
    // k=36, 36 one-port nodes: E = 36 <= 36 -> 1 switch, 36 links.
    QTest::newRow("k36 1 tier full") << sw36 << n1 << false << false << 1.0 << 1 << 36 << 36 << 1
                                     << QList<int>{1} << LL{36} << 36 << 1 << 1 << 0;
    // k=64, 8 nodes x 8 ports: E = 64 <= 64 -> 1 switch, 64 links.
    QTest::newRow("k64 1 tier rail") << sw64 << n8 << true << false << 1.0 << 1 << 64 << 8 << 1
                                     << QList<int>{1} << LL{64} << 8 << 1 << 1 << 0;
    // k=64, 2 planes, 16 nodes: E = 16 * 8/2 = 64 per plane -> 1 switch per plane = 2,
    // links 16 * 8 = 128.
    QTest::newRow("k64 1 tier 2 planes") << sw64 << n8 << true << false << 1.0 << 2 << 128 << 16
                                         << 1 << QList<int>{2} << LL{128} << 16 << 1 << 1 << 0;

    // ---- 2 tiers, full builds (k^2/2 endpoints -> k leaves + k/2 spines).
    // k=36, r=1: u = d = 18; fat tree of one-port nodes: unit = 18 nodes, 1 leaf;
    // 648 = 36^2/2 -> 36 units = 36 leaves; spines = 36*18/36 = 18 (load 36*1 = 36).
    // Links 648 and 36*18 = 648. 54 switches = 3*36/2.
    QTest::newRow("k36 2 tier full fat tree")
        << sw36 << n1 << false << false << 1.0 << 1 << 648 << 648 << 2 << QList<int>{36, 18}
        << LL{648, 648} << 18 << 1 << 36 << 0;
    // k=64, r=1: u = d = 32; rail unit = 32 nodes x 8 leaves; 2,048 GPUs = 256 nodes ->
    // 8 units = 64 leaves; spines = ceil(64*32/64) = 32, load 8*ceil(8*32/32) = 64 <= 64.
    QTest::newRow("k64 2 tier full rail")
        << sw64 << n8 << true << false << 1.0 << 1 << 2048 << 256 << 2 << QList<int>{64, 32}
        << LL{2048, 2048} << 32 << 8 << 8 << 0;
    // k=128 (Ethernet 128 x 400), r=1: u = d = 64; unit 64 nodes x 8 leaves; 8,192 GPUs =
    // 1,024 nodes -> 16 units = 128 leaves; spines = 128*64/128 = 64, load 16*8 = 128.
    QTest::newRow("k128 2 tier full rail ethernet")
        << sw128 << n8 << true << true << 1.0 << 1 << 8192 << 1024 << 2 << QList<int>{128, 64}
        << LL{8192, 8192} << 64 << 8 << 16 << 0;
    // k=144, r=1: u = d = 72; fat tree of 8-port nodes: unit = floor(72/8) = 9 nodes,
    // 1 leaf; 10,368 = 144^2/2 endpoints = 1,296 nodes -> 144 units = 144 leaves;
    // spines = 144*72/144 = 72, load 144*ceil(72/72) = 144.
    QTest::newRow("k144 2 tier full fat tree")
        << sw144 << n8 << false << false << 1.0 << 1 << 10368 << 1296 << 2 << QList<int>{144, 72}
        << LL{10368, 10368} << 9 << 1 << 144 << 0;
    // k=64, r=3: u = 16, d = 48; 3,072 = 64*48 endpoints = 384 nodes -> units of 48 nodes
    // x 8 leaves, 8 units = 64 leaves; spines = 64*16/64 = 16, load 8*ceil(128/16) = 64.
    // Links 3,072 and 64*16 = 1,024.
    QTest::newRow("k64 r3 2 tier full")
        << sw64 << n8 << true << false << 3.0 << 1 << 3072 << 384 << 2 << QList<int>{64, 16}
        << LL{3072, 1024} << 48 << 8 << 8 << 0;
    // k=64, r=7: u = 8, d = 56; 8 units of 56 nodes (448 nodes = 3,584 GPUs) x 8 leaves
    // = 64 leaves; spines = 64*8/64 = 8, load 8*ceil(64/8) = 64. Links 3,584 and 512.
    QTest::newRow("k64 r7 2 tier full")
        << sw64 << n8 << true << false << 7.0 << 1 << 3584 << 448 << 2 << QList<int>{64, 8}
        << LL{3584, 512} << 56 << 8 << 8 << 0;

    // ---- 2 tiers, partial builds.
    // 1,000 GPUs = 125 nodes, k=64 r=1: units of 32 -> 4 units (last 29 nodes) = 32 leaves;
    // the partial unit's leaves need 29 uplinks (29 downlinks at 1:1); spines =
    // ceil((3*8*32 + 8*29)/64) = 16, and 29 over 16 spines would leave unequal bundles, so
    // they round up to 32 (2 to every spine), as the DGX SuperPOD H100 RA cables its
    // partial SUs (Table 4: 127 nodes, 1,024 leaf-spine cables). Uplinks 3*8*32 + 8*32 =
    // 1,024; load 3*ceil(256/16) + ceil(256/16) = 64 <= 64.
    QTest::newRow("k64 partial last unit")
        << sw64 << n8 << true << false << 1.0 << 1 << 1000 << 125 << 2 << QList<int>{32, 16}
        << LL{1000, 1024} << 32 << 8 << 4 << 0;
    // 128 GPUs = 16 nodes, k=64 r=1: one unit of 16 nodes (less than a full unit of 32):
    // 8 rail leaves with 16 downlinks keep 16 uplinks, not 32. Uplinks 8*16 = 128;
    // spines = ceil(128/64) = 2, load 1*ceil(128/2) = 64. 8 + 2 switches (a full-uplink
    // build would need 8 + 4, at 0.5:1).
    QTest::newRow("k64 one small unit") << sw64 << n8 << true << false << 1.0 << 1 << 128 << 16 << 2
                                        << QList<int>{8, 2} << LL{128, 128} << 16 << 8 << 1 << 0;
    // 248 GPUs = 31 nodes, k=64 r=1, one unit: 31 uplinks per leaf would need 31 spines
    // (31 is prime, and one spine cannot take 8 x 31 = 248 links); 32 uplinks divide over
    // ceil(256/64) = 4 spines (load 8 x 8 = 64): 8 + 4 switches, as the DGX SuperPOD H100
    // RA's 1 SU of 31 nodes (Table 4: 8 leaves, 4 spines, 256 leaf-spine cables).
    QTest::newRow("k64 31 nodes") << sw64 << n8 << true << false << 1.0 << 1 << 248 << 31 << 2
                                  << QList<int>{8, 4} << LL{248, 256} << 31 << 8 << 1 << 0;
    // The same at 3:1: u = 16, d = 48; 16 downlinks need ceil(16/3) = 6 uplinks per leaf
    // (2.67:1); uplinks 48, one spine (load 48 <= 64).
    QTest::newRow("k64 r3 one small unit")
        << sw64 << n8 << true << false << 3.0 << 1 << 128 << 16 << 2 << QList<int>{8, 1}
        << LL{128, 48} << 16 << 8 << 1 << 0;
    // k=128, r=2: u = floor(128/3) = 42, d = 84 (2 ports free); 1,024 nodes -> 13 units
    // (12 x 84 = 1,008, last 16) = 104 leaves; the partial unit's leaves keep
    // ceil(16/2) = 8 uplinks. Uplinks 8*(12*42 + 8) = 4,096. Spines start at
    // ceil(4,096/128) = 32: load 12*ceil(336/32 = 10.5) + ceil(64/32) = 134 > 128; 33:
    // 134; 34: 12*ceil(9.88) + ceil(1.88) = 122 fits, but 42 mod 34 != 0; the next S
    // dividing 42 is 42 (load 12*8 + 2 = 98): one link from every full leaf per spine.
    QTest::newRow("k128 r2 spine search")
        << sw128 << n8 << true << true << 2.0 << 1 << 8192 << 1024 << 2 << QList<int>{104, 42}
        << LL{8192, 4096} << 84 << 8 << 13 << 0;
    // k=36, r=2: u = 12, d = 24; fat tree of 8-port nodes: unit = floor(24/8) = 3 nodes;
    // 800 GPUs = 100 nodes -> 34 units (last 1 node) = 34 leaves; the partial leaf has 8
    // downlinks and keeps ceil(8/2) = 4 uplinks. Uplinks 33*12 + 4 = 400; spines =
    // ceil(400/36) = 12, load 33*ceil(12/12) + ceil(4/12) = 34.
    QTest::newRow("k36 r2 fat tree partial")
        << sw36 << n8 << false << false << 2.0 << 1 << 800 << 100 << 2 << QList<int>{34, 12}
        << LL{800, 400} << 3 << 1 << 34 << 0;
    // 2 planes, k=64, r=1: R = 8/2 = 4 rails per plane; 128 nodes, E = 512 per plane;
    // units of 32 nodes x 4 leaves -> 4 units = 16 leaves per plane; spines =
    // ceil(16*32/64) = 8, load 4*ceil(128/8) = 64. Totals: leaves 32, spines 16, links
    // 2 * [512, 16*32 = 512].
    QTest::newRow("k64 2 planes rail")
        << sw64 << n8 << true << false << 1.0 << 2 << 1024 << 128 << 2 << QList<int>{32, 16}
        << LL{1024, 1024} << 32 << 4 << 4 << 0;
    // 2 planes, k=64, r=3, fat tree: u = 16, d = 48, R = 4; unit = floor(48/4) = 12
    // nodes; 64 nodes -> 6 units (last 4) = 6 leaves per plane; the partial leaf has
    // 4*4 = 16 downlinks and keeps ceil(16/3) = 6 uplinks. Uplinks 5*16 + 6 = 86 per
    // plane; spines = ceil(86/64) = 2, load 5*ceil(16/2) + ceil(6/2) = 43. Totals: [12, 4];
    // links 2 * [64*4 = 256, 86].
    QTest::newRow("k64 r3 2 planes fat tree partial")
        << sw64 << n8 << false << false << 3.0 << 2 << 512 << 64 << 2 << QList<int>{12, 4}
        << LL{512, 172} << 12 << 1 << 6 << 0;
    // Ethernet dual-port NICs (2 x 400 per NIC), 2 planes: P = 8, R = 4; 1,024 nodes,
    // E = 4,096 per plane; k=128: unit 64 nodes x 4 leaves, 16 units = 64 leaves per
    // plane; spines = ceil(64*64/128) = 32, load 16*ceil(256/32) = 128. Totals [128, 64],
    // links 2 * [4,096, 64*64 = 4,096].
    QTest::newRow("k128 dual-port NIC 2 planes")
        << sw128 << s("n4x800") << true << true << 1.0 << 2 << 4096 << 1024 << 2
        << QList<int>{128, 64} << LL{8192, 8192} << 64 << 4 << 16 << 0;
    // Rack-scale trays (4 GPUs, 4 NICs, racks of 18), k=64, d = 32, packed (generator.cpp,
    // "Rack-scale packing"): q = 32 / gcd(18 x 4, 32) = 4 racks = 72 trays a unit, whose
    // 288 ports fill 9 leaves of 32; 1,152 GPUs = 288 trays -> 4 units, 36 leaves (64
    // rail leaves of 18 trays before). Uplinks 36 x 32 = 1,152; spines from
    // ceil(1,152/64) = 18 up to the first that divides a leaf's 32 uplinks: 32, load
    // 4 x ceil(288/32) = 36. 68 switches (82 with a rail leaf per rack).
    QTest::newRow("k64 rack-scale units")
        << sw64 << s("nvl") << true << false << 1.0 << 1 << 1152 << 288 << 2 << QList<int>{36, 32}
        << LL{1152, 1152} << 72 << 9 << 4 << 0;
    // One rack (72 GPUs, 18 trays, 72 ports > 64): one unit, its 72 ports spread over
    // ceil(72/32) = 3 leaves of 24, 24 uplinks each; spines ceil(72/64) = 2 (2 divides
    // 24), load 36. 5 switches (4 rail leaves + 2 spines before).
    QTest::newRow("k64 rack-scale one rack")
        << sw64 << s("nvl") << true << false << 1.0 << 1 << 72 << 18 << 2 << QList<int>{3, 2}
        << LL{72, 72} << 18 << 3 << 1 << 0;
    // 2,000 GPUs = 500 trays: 6 full units (432 trays, 54 leaves of 32) and a partial one
    // of 68 trays (3 racks and 14 trays): 272 ports over ceil(272/32) = 9 leaves, at most
    // ceil(272/9) = 31 each, so 31 uplinks. 63 leaves <= 64: 2 tiers (3 with rail
    // leaves per rack: 112 leaves). Uplinks 54 x 32 + 9 x 31 = 1,728 + 279 = 2,007;
    // spines from ceil(2,007/64) = 32 (divides 32), load 6 x ceil(288/32) + ceil(279/32)
    // = 54 + 9 = 63.
    QTest::newRow("k64 rack-scale partial unit")
        << sw64 << s("nvl") << true << false << 1.0 << 1 << 2000 << 500 << 2 << QList<int>{63, 32}
        << LL{2000, 2007} << 72 << 9 << 7 << 0;

    // ---- 3 tiers, full builds (k^3/4 endpoints -> k^2/2 + k^2/2 + k^2/4 switches).
    // k=36, one-port nodes: 11,664 = 36^3/4; units of 18 nodes, 648 leaves > 36; pods of
    // floor(18/1) = 18 units -> 36 pods; 18 aggs per pod = 648; bmax = 36/36 = 1,
    // C = 18/1 = 18 per group, 18 groups -> 324 cores. 1,620 = 5*36^2/4.
    // Links 11,664, 648*18 = 11,664, 648*18 = 11,664.
    QTest::newRow("k36 3 tier full")
        << sw36 << n1 << true << false << 1.0 << 1 << 11664 << 11664 << 3
        << QList<int>{648, 648, 324} << LL{11664, 11664, 11664} << 18 << 1 << 648 << 36;
    // k=64, 8-GPU rail: 65,536 = 64^3/4 GPUs = 8,192 nodes; units 32 x 8 -> 256 units =
    // 2,048 leaves; pods of floor(32/8) = 4 units -> 64 pods; aggs 64*32 = 2,048;
    // bmax = 1, C = 32, cores 32*32 = 1,024 = 64^2/4. Links 65,536 at every tier.
    QTest::newRow("k64 3 tier full rail")
        << sw64 << n8 << true << false << 1.0 << 1 << 65536 << 8192 << 3
        << QList<int>{2048, 2048, 1024} << LL{65536, 65536, 65536} << 32 << 8 << 256 << 64;

    // ---- 3 tiers, partial builds.
    // k=36, 8-GPU rail: 144 nodes -> 8 units of 18 x 8 = 64 leaves > 36; pods of
    // floor(18/8) = 2 units -> 4 pods, 4*18 = 72 aggs, each with 2 x 8 = 16 leaves down
    // and so 16 up (not k/2 = 18: 0.89:1); a core group takes 4 x 16 = 64 links, C =
    // ceil(64/36) = 2, 18*2 = 36 cores. Links 1,152, 64*18 = 1,152, 72*16 = 1,152.
    QTest::newRow("k36 3 tier rail")
        << sw36 << n8 << true << false << 1.0 << 1 << 1152 << 144 << 3 << QList<int>{64, 72, 36}
        << LL{1152, 1152, 1152} << 18 << 8 << 8 << 4;
    // k=64, r=7: u = 8, d = 56; 512 nodes -> 10 units (9 x 56 = 504, last 8) = 80 leaves
    // > 64; pods of 4 units -> 3 pods (4, 4, 2), 3*8 = 24 aggs; bmax = floor(64/3) = 21,
    // C = ceil(32/21) = 2, 8*2 = 16 cores. The partial pod: a full unit of 56 and a
    // partial one of 8 nodes, whose leaves get min(8, ceil(8/7)) = 2 uplinks, to
    // aggregation switches 1 and 2. Those have 16 downlinks, the other 6 have 8, and each
    // as many uplinks (their share of 32 for 32 down): 2 x 16 + 6 x 8 = 80. Consecutive
    // groups share a switch while 64 ports last: groups 1-2 (2 x 32 ports), 3-6 and 7-8
    // (4 x 16): 3 switches, 2 x 8 + 3 = 19. Cores: 2 a group (2 full pods x 16 + 8 <=
    // 64). Links 4,096, 72 x 8 + 8 x 2 = 592, 2 x 8 x 32 + 80 = 592.
    QTest::newRow("k64 r7 3 tier partial")
        << sw64 << n8 << true << false << 7.0 << 1 << 4096 << 512 << 3 << QList<int>{80, 19, 16}
        << LL{4096, 592, 592} << 56 << 8 << 10 << 3;
    // k=64, 2,304 GPUs = 288 nodes -> 9 units of 32 = 72 leaves > 64; pods of 4 units ->
    // 3 pods (4, 4, 1). The partial pod is one full unit: 8 leaves, each with 32
    // uplinks, so each of the 32 groups has 8 downlinks and 8 uplinks there; four
    // groups share a 64-port switch: 8 aggregation switches, not 32 at a quarter of
    // their ports (numbers review: 232 switches). 2 x 32 + 8 = 72. A group's cores take
    // 2 x 32 + 8 = 72 links: 2 each, 64. Links 2,304, 72 x 32 = 2,304, 2 x 32 x 32 + 32
    // x 8 = 2,304.
    QTest::newRow("k64 3 tier partial pod of one unit")
        << sw64 << n8 << true << false << 1.0 << 1 << 2304 << 288 << 3 << QList<int>{72, 72, 64}
        << LL{2304, 2304, 2304} << 32 << 8 << 9 << 3;
    // k=144: 2,048 nodes -> 29 units of 72 (last 32) = 232 leaves > 144; pods of
    // floor(72/8) = 9 units -> 4 pods, 4*72 = 288 aggs; bmax = 144/4 = 36, C = 72/36 = 2,
    // 72*2 = 144 cores. 3 full pods of 648 nodes; the partial pod's 104 nodes are a full
    // unit and one of 32, whose leaves get 32 uplinks (1:1), to aggregation switches
    // 1-32: those have 16 downlinks, the other 40 have 8, each with as many uplinks
    // (32 x 16 + 40 x 8 = 832). Shared switches of 144 ports, first-fit largest first:
    // groups 1-32 four to a switch (4 x 32 ports) = 8, each with room for one group of
    // 16 ports (groups 33-40), the other 32 groups nine to a switch (9 x 16) = 4, so 3 x
    // 72 + 12 = 228 aggregation switches. C stays 2 (3 x 36 + 8 <= 144). Links 16,384, 224 x
    // 72 + 8 x 32 = 16,384, 3 x 72 x 72 + 832 = 16,384.
    QTest::newRow("k144 3 tier partial")
        << sw144 << n8 << true << false << 1.0 << 1 << 16384 << 2048 << 3
        << QList<int>{232, 228, 144} << LL{16384, 16384, 16384} << 72 << 8 << 29 << 4;
    // k=128 Ethernet fat tree, 2 planes: R = 4, unit = floor(64/4) = 16 nodes, 1 leaf per
    // plane; 2,500 nodes -> 157 units (last 4) = 157 leaves > 128; pods of 64 units ->
    // 3 pods, 3*64 = 192 aggs; bmax = floor(128/3) = 42, C = ceil(64/42) = 2, 64*2 = 128
    // cores per plane. 2 full pods of 1,024 nodes; the partial pod's 452 nodes are 28
    // full units and one of 4 nodes, whose leaf gets min(64, 4 x 4) = 16 uplinks: 16
    // aggregation groups have 29 downlinks, 48 have 28, each as many uplinks (C stays
    // 2); two groups share a 128-port switch (58 or 56 ports each): 8 + 24 = 32, so 128
    // + 32 = 160 a plane. Totals [314, 320, 256]; links 2 x [10,000, 156 x 64 + 16 =
    // 10,000, 2 x 64 x 64 + 16 x 29 + 48 x 28 = 10,000].
    QTest::newRow("k128 fat tree 3 tier 2 planes")
        << sw128 << n8 << false << true << 1.0 << 2 << 20000 << 2500 << 3
        << QList<int>{314, 320, 256} << LL{20000, 20000, 20000} << 16 << 1 << 157 << 3;
    // k=128 Ethernet rail-optimized, 9,472 GPUs = 1,184 nodes: units of 64 nodes, 8
    // leaves -> 19 units (last 32) = 152 leaves > 128; pods of 8 units -> 3. The partial
    // pod: 2 full units and one of 32 nodes, whose leaves send 32 uplinks: groups 1-32
    // have 24 down and 24 up (48 ports), groups 33-64 16 and 16 (32 ports). First-fit,
    // largest first, on 128 ports: 16 switches of two large groups and one small (128),
    // then the other 16 small four to a switch, 4: 2 x 64 + 20 = 148 (review of the
    // first packing, consecutive groups only: 24). Cores: 2 x 64 + 24 or 16 > 128, so 2 a
    // group, 128. Links 9,472 at every tier.
    QTest::newRow("k128 rail 3 tier partial pod, groups packed largest first")
        << sw128 << n8 << true << true << 1.0 << 1 << 9472 << 1184 << 3 << QList<int>{152, 148, 128}
        << LL{9472, 9472, 9472} << 64 << 8 << 19 << 3;
    // 131,072 GPUs on 2 planes of k=64: 16,384 nodes, R = 4, E = 65,536 = 64^3/4 per
    // plane; units 32 x 4 -> 512 units = 2,048 leaves; pods of floor(32/4) = 8 units ->
    // 64 pods; aggs 2,048, bmax 1, C 32, cores 1,024 per plane. Totals doubled.
    QTest::newRow("k64 3 tier 2 planes 131072")
        << sw64 << n8 << true << false << 1.0 << 2 << 131072 << 16384 << 3
        << QList<int>{4096, 4096, 2048} << LL{131072, 131072, 131072} << 32 << 4 << 512 << 64;
}

void TestGenerator::plans()
{
    QFETCH(QString, sw);
    QFETCH(QString, nodeType);
    QFETCH(bool, rail);
    QFETCH(bool, ethernet);
    QFETCH(double, r);
    QFETCH(int, planes);
    QFETCH(int, gpus);
    QFETCH(int, nodes);
    QFETCH(int, tiers);
    QFETCH(QList<int>, switches);
    QFETCH(QList<long long>, links);
    QFETCH(int, nodesPerUnit);
    QFETCH(int, leavesPerUnit);
    QFETCH(int, units);
    QFETCH(int, pods);

    const Catalog catalog = testCatalog();
    QString error;
    const auto plan =
        planFabric(catalog, params(sw, nodeType, rail, ethernet, r, planes, gpus), &error);
    QVERIFY2(plan, qPrintable(error));
    QCOMPARE(plan->nodes, nodes);
    QCOMPARE(plan->tiers, tiers);
    QCOMPARE(toList(plan->switchesPerTier), switches);
    QCOMPARE(toList(plan->linksPerTier), links);
    QCOMPARE(plan->nodesPerUnit, nodesPerUnit);
    QCOMPARE(plan->leavesPerUnitPerPlane, leavesPerUnit);
    QCOMPARE(plan->units, units);
    QCOMPARE(plan->podsPerPlane, pods);
    const NodeTypeSpec *nt = catalog.nodeType(nodeType);
    QVERIFY(nt);
    const int P = plan->portsPerNode;
    QCOMPARE(plan->endpointsPerPlane, nodes * P / planes);

    // Build and expand: the expanded counts equal the plan.
    Project project;
    const Id fabricId = buildFabric(project, catalog, *plan);
    QVERIFY(fabricId != NoId);
    const Fabric *fabric = project.fabric(fabricId);
    QVERIFY(fabric && fabric->generated);
    QCOMPARE(fabric->purpose, FabricPurpose::Compute);
    QCOMPARE(*fabric->generated, plan->params);
    ExpandedGraph g = expandFabric(project, catalog, fabricId);
    QCOMPARE(toList(g.switchesPerTier()), switches);
    QCOMPARE(toList(g.linksPerTier()), links);
    QCOMPARE(g.nodeCount(), nodes);
    QCOMPARE(g.gpuCount(), static_cast<long long>(gpus));
    g.buildAdjacency();

    // Groups: 2 tiers = units, 3 tiers = pods; a full group and at most one partial one.
    if (tiers > 1) {
        int instances = 0;
        for (const Group &grp : project.groups)
            instances += grp.repeat;
        QVERIFY(project.groups.size() <= 2);
        QCOMPARE(instances, tiers == 2 ? units : pods);
    }

    // Model: every node port is linked exactly once, to a leaf of plane j mod planes;
    // no link joins two different groups.
    std::unordered_map<Id, const Switch *> switchOf;
    for (const Switch &x : project.switches)
        switchOf.emplace(x.id, &x);
    std::unordered_map<Id, const Node *> nodeOf;
    for (const Node &n : project.nodes)
        nodeOf.emplace(n.id, &n);
    std::unordered_map<Id, int> ordinalOfLink; // node link -> port ordinal j
    std::unordered_map<Id, std::vector<int>> portUse;
    const int portsPerNic = P / nt->nicCount;
    for (const Link &l : project.links) {
        QCOMPARE(l.fabricId, fabricId);
        const auto hi = switchOf.find(l.b.objectId);
        QVERIFY(hi != switchOf.end());
        const auto n = nodeOf.find(l.a.objectId);
        if (n != nodeOf.end()) {
            const int j = l.a.nicIndex * portsPerNic + l.a.port;
            QVERIFY(j >= 0 && j < P);
            auto &use = portUse[l.a.objectId];
            use.resize(P, 0);
            use[j] += l.bundle;
            QCOMPARE(hi->second->plane, j % planes);
            QCOMPARE(hi->second->tier, 0);
            ordinalOfLink.emplace(l.id, j);
            QVERIFY(n->second->groupId == hi->second->groupId);
        } else {
            const auto lo = switchOf.find(l.a.objectId);
            QVERIFY(lo != switchOf.end());
            QVERIFY(lo->second->groupId == hi->second->groupId || hi->second->groupId == NoId);
            QCOMPARE(lo->second->plane, hi->second->plane);
        }
    }
    QCOMPARE(portUse.size(), project.nodes.size());
    for (const auto &[id, use] : portUse)
        for (int j = 0; j < P; ++j)
            QCOMPARE(use[j], 1);

    // 3 tiers: the partial last pod's group (the last group), NoId without one.
    const bool partialPod =
        tiers == 3 && plan->nodes % (plan->unitsPerPod * plan->nodesPerUnit) != 0;
    const Id partialPodGroup = partialPod ? project.groups.back().id : NoId;

    // Expanded graph: no switch port overcommitted; every node instance has P/planes
    // links on each plane, all to leaves.
    const int k = plan->radix;
    std::vector<int> spinesOfPlane(planes, 0);
    for (int v = 0; v < g.vertexCount(); ++v)
        if (g.kind[v] == ExpandedGraph::Kind::Switch && g.tier[v] == 1)
            ++spinesOfPlane[g.plane[v]];
    std::vector<int> seen(g.vertexCount(), -1);
    for (int v = 0; v < g.vertexCount(); ++v) {
        long long used = 0;
        long long down = 0; // a leaf's links to nodes
        long long up = 0;   // a leaf's links to spines
        std::vector<int> perPlane(planes, 0);
        std::map<int, long long> upBundles; // a leaf's links to each switch above it
        int upNeighbours = 0;
        std::unordered_set<int> rails;
        for (int a = g.adjOffset[v]; a < g.adjOffset[v + 1]; ++a) {
            const int e = g.adjEdge[a];
            const int w = g.otherEnd(e, v);
            used += g.bundle[e];
            if (g.kind[v] == ExpandedGraph::Kind::Node) {
                QCOMPARE(g.kind[w], ExpandedGraph::Kind::Switch);
                QCOMPARE(int(g.tier[w]), 0);
                perPlane[g.plane[w]] += g.bundle[e];
            } else if (g.tier[v] == 0) {
                if (g.kind[w] == ExpandedGraph::Kind::Node) {
                    rails.insert(ordinalOfLink.at(g.linkId[e]));
                    down += g.bundle[e];
                } else if (g.tier[w] == 1) {
                    up += g.bundle[e];
                    upBundles[w] += g.bundle[e];
                    if (seen[w] != v) {
                        QCOMPARE(g.plane[w], g.plane[v]);
                        seen[w] = v;
                        ++upNeighbours;
                    }
                }
            } else if (g.tier[v] == 1 && g.kind[w] == ExpandedGraph::Kind::Switch) {
                (g.tier[w] == 0 ? down : up) += g.bundle[e]; // an aggregation switch
            }
        }
        // 3 tiers: an aggregation switch has its downlinks' share of the k/2 uplinks of a
        // full pod's (core/topology/generator.cpp, "3 tiers"), the partial pod's too.
        if (tiers == 3 && g.kind[v] == ExpandedGraph::Kind::Switch && g.tier[v] == 1) {
            const long long fullDown =
                static_cast<long long>(plan->leavesPerUnitPerPlane) * plan->unitsPerPod;
            // k/2, or the full pod's leaves where fewer (packed rack-scale units).
            const long long hAgg = std::min<long long>(k / 2, fullDown);
            QCOMPARE(plan->aggregationUplinks, static_cast<int>(hAgg));
            QCOMPARE(up, (down * hAgg + fullDown - 1) / fullDown);
        }
        if (g.kind[v] == ExpandedGraph::Kind::Node) {
            for (int p = 0; p < planes; ++p)
                QCOMPARE(perPlane[p], P / planes);
            continue;
        }
        QVERIFY2(
            used <= k,
            qPrintable(
                QStringLiteral("switch vertex %1 uses %2 of %3 ports").arg(v).arg(used).arg(k)));
        if (g.tier[v] == 0) {
            if (tiers == 2) {
                // A leaf reaches every spine of its plane, or one spine per uplink.
                QCOMPARE(static_cast<long long>(upNeighbours),
                         std::min<long long>(up, spinesOfPlane[g.plane[v]]));
                // Built at the ratio asked, never above it, and without uplinks the
                // downlinks in use do not need (core/topology/generator.cpp, "Units"):
                // down / up <= r and up = min(u, ceil(down / r)), or more, up to u, only
                // to give every spine an equal bundle (generator.cpp, "2 tiers").
                QVERIFY(static_cast<double>(down) <= r * static_cast<double>(up) + 1e-9);
                const long long u = static_cast<long long>(std::floor(k / (r + 1.0) + 1e-9));
                const long long needed =
                    std::min<long long>(u, static_cast<long long>(std::ceil(down / r - 1e-9)));
                // A packed unit's leaves take the uplinks of its fullest leaf (generator.cpp,
                // "Rack-scale packing"): one with a port fewer keeps as many.
                const long long fullest = plan->packed ? down + 1 : down;
                const long long neededPacked =
                    std::min<long long>(u, static_cast<long long>(std::ceil(fullest / r - 1e-9)));
                QVERIFY(up >= needed && up <= u);
                if (up > neededPacked)
                    QCOMPARE(up % spinesOfPlane[g.plane[v]], 0LL);
            }
            if (tiers == 3) {
                // An edge sends one link to each of its first `up` aggregation groups:
                // all u of its pod, a partial unit's leaf up = min(u, ceil(down / r)). In
                // a full pod each group is a switch: one link to each of `up` switches.
                // In the partial pod groups share one (generator.cpp, "3
                // tiers"): one bundle to each shared switch, as many links as its groups
                // among the leaf's first `up`.
                std::vector<long long> bundles, expected;
                for (const auto &[w, b] : upBundles)
                    bundles.push_back(b);
                const bool inPartialPod = switchOf.at(g.modelId[v])->groupId == partialPodGroup;
                if (inPartialPod) {
                    std::map<int, long long> perSwitch;
                    for (int j = 0; j < up; ++j)
                        ++perSwitch[plan->partialAggregationOf.at(size_t(j))];
                    for (const auto &[m, b] : perSwitch)
                        expected.push_back(b);
                } else {
                    expected.assign(size_t(up), 1);
                }
                std::sort(bundles.begin(), bundles.end());
                std::sort(expected.begin(), expected.end());
                QCOMPARE(bundles, expected);
                QCOMPARE(up, std::min<long long>(plan->upPerLeaf, static_cast<long long>(
                                                                      std::ceil(down / r - 1e-9))));
            }
            // A rail-optimized leaf serves one rail; a packed one (rack-scale nodes) the
            // end of one and the start of the next at most.
            if (rail && tiers > 1)
                QVERIFY(int(rails.size()) <= (plan->packed ? 2 : 1));
        }
    }

    // Rack-scale domains cover every node once.
    if (nt->nvlinkDomainNodes > 1) {
        long long covered = 0;
        for (const NvlinkDomain &d : project.nvlinkDomains) {
            QVERIFY(int(d.nodeIds.size()) <= nt->nvlinkDomainNodes);
            covered += static_cast<long long>(d.nodeIds.size()) * project.multiplicity(d.groupId);
        }
        QCOMPARE(covered, static_cast<long long>(nodes));
    } else {
        QVERIFY(project.nvlinkDomains.empty());
    }
}

void TestGenerator::refusals_data()
{
    QTest::addColumn<QString>("sw");
    QTest::addColumn<QString>("nodeType");
    QTest::addColumn<bool>("rail");
    QTest::addColumn<bool>("ethernet");
    QTest::addColumn<double>("r");
    QTest::addColumn<int>("planes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QStringList>("mentions"); // parts of the reason

    const QString n8 = s("n8");
    // k=36, 8-GPU rail: units of 18 nodes x 8 leaves, pods of 2 units, at most 36 pods:
    // 36*2*18*8 = 10,368 GPUs in 3 tiers; 20,000 GPUs = 2,500 nodes = 139 units = 70 pods.
    QTest::newRow("more than 3 tiers")
        << s("sw36") << n8 << true << false << 1.0 << 1 << 20000
        << QStringList{s("more than 3 tiers"), QLocale().toString(10368), s("2 planes")};
    // k=64 on 2 planes holds 2 * 65,536 GPUs; 262,144 needs 128 pods per plane.
    QTest::newRow("more than 3 tiers with 2 planes")
        << s("sw64") << n8 << true << false << 1.0 << 2 << 262144
        << QStringList{s("more than 3 tiers"), QLocale().toString(131072)};
    QTest::newRow("400G NIC on 800G-only switch")
        << s("ib800") << n8 << true << false << 1.0 << 1 << 1024
        << QStringList{s("ib800"), s("400 Gb/s"), s("nic400")};
    QTest::newRow("800G NIC on 400G switch") << s("sw64") << s("n4x800") << true << false << 1.0
                                             << 1 << 1024 << QStringList{s("sw64"), s("800 Gb/s")};
    QTest::newRow("InfiniBand-only NIC in Ethernet fabric")
        << s("sw128") << s("n8ib") << true << true << 1.0 << 1 << 1024
        << QStringList{s("ibonly"), s("Ethernet")};
    QTest::newRow("InfiniBand fabric on Ethernet switch")
        << s("sw128") << n8 << true << false << 1.0 << 1 << 1024
        << QStringList{s("sw128"), s("Ethernet"), s("InfiniBand")};
    QTest::newRow("r below 1") << s("sw64") << n8 << true << false << 0.5 << 1 << 1024
                               << QStringList{s("0.5")};
    QTest::newRow("r not a number")
        << s("sw64") << n8 << true << false << std::numeric_limits<double>::quiet_NaN() << 1 << 1024
        << QStringList{s("oversubscription")};
    QTest::newRow("r infinite") << s("sw64") << n8 << true << false
                                << std::numeric_limits<double>::infinity() << 1 << 1024
                                << QStringList{s("oversubscription")};
    QTest::newRow("3 planes") << s("sw64") << n8 << true << false << 1.0 << 3 << 1024
                              << QStringList{s("3")};
    // 1,020 is between 127 and 128 nodes: suggest 1,016 and 1,024.
    QTest::newRow("not a multiple of 8")
        << s("sw64") << n8 << true << false << 1.0 << 1 << 1020
        << QStringList{QLocale().toString(1016), QLocale().toString(1024)};
    QTest::newRow("4 GPUs") << s("sw64") << n8 << true << false << 1.0 << 1 << 4
                            << QStringList{s("8")};
    QTest::newRow("0 GPUs") << s("sw64") << n8 << true << false << 1.0 << 1 << 0
                            << QStringList{s("positive"), s("8")};
    QTest::newRow("negative GPUs")
        << s("sw64") << n8 << true << false << 1.0 << 1 << -8 << QStringList{s("positive")};
    QTest::newRow("unknown switch")
        << s("nope") << n8 << true << false << 1.0 << 1 << 1024 << QStringList{s("nope")};
    QTest::newRow("unknown node type")
        << s("sw64") << s("gone") << true << false << 1.0 << 1 << 1024 << QStringList{s("gone")};
    QTest::newRow("one port on 2 planes")
        << s("sw64") << s("n1") << true << false << 1.0 << 2 << 1024 << QStringList{s("2 planes")};
    // k=8, r=1: d = 4 endpoint ports, fewer than the 8 ports of one fat-tree node.
    QTest::newRow("fat tree leaf smaller than a node")
        << s("sw8") << n8 << false << false << 1.0 << 1 << 16 << QStringList{s("Fat tree")};
}

void TestGenerator::refusals()
{
    QFETCH(QString, sw);
    QFETCH(QString, nodeType);
    QFETCH(bool, rail);
    QFETCH(bool, ethernet);
    QFETCH(double, r);
    QFETCH(int, planes);
    QFETCH(int, gpus);
    QFETCH(QStringList, mentions);

    const Catalog catalog = testCatalog();
    QString error;
    const auto p = params(sw, nodeType, rail, ethernet, r, planes, gpus);
    QVERIFY(!planFabric(catalog, p, &error));
    QVERIFY(!error.isEmpty());
    for (const QString &m : mentions)
        QVERIFY2(error.contains(m), qPrintable(error));
    QString error2;
    QVERIFY(!generateProject(catalog, p, &error2));
    QCOMPARE(error2, error);
}

void TestGenerator::cliExample()
{
    // docs/CLI.md: 1,024 H100-like GPUs, 64-port switch, rail-optimized, r=1, 1 plane:
    // 128 nodes, 4 units of 32 nodes x 8 leaves = 32 leaves, 16 spines, [1024, 1024].
    const Catalog catalog = testCatalog();
    FabricPlan plan;
    QString error;
    const auto project = generateProject(
        catalog, params(s("sw64"), s("n8"), true, false, 1.0, 1, 1024), &error, &plan);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(plan.tiers, 2);
    QCOMPARE(toList(plan.switchesPerTier), (QList<int>{32, 16}));
    QCOMPARE(toList(plan.linksPerTier), (QList<long long>{1024, 1024}));
    // One group "Unit" x4 holding 32 nodes and 8 leaves; 16 spines outside.
    QCOMPARE(project->groups.size(), std::size_t(1));
    QCOMPARE(project->groups[0].repeat, 4);
    QCOMPARE(project->nodes.size(), std::size_t(32));
    QCOMPARE(project->switches.size(), std::size_t(8 + 16));
    // Leaf i reaches spine s over 32 uplinks spread on 16 spines: bundles of 2.
    // 32*8 node links + 8*16 leaf-spine links.
    QCOMPARE(project->links.size(), std::size_t(32 * 8 + 8 * 16));
    for (const Link &l : project->links)
        QVERIFY(l.bundle == (project->node(l.a.objectId) ? 1 : 2));
}

void TestGenerator::defaultsFilled()
{
    const Catalog catalog = testCatalog();
    GeneratorParams p;
    p.gpus = 64;
    QString error;
    const auto plan = planFabric(catalog, p, &error);
    QVERIFY2(plan, qPrintable(error));
    QCOMPARE(plan->params.nodeTypeId, s("n8"));
    QCOMPARE(plan->params.switchTypeId, s("sw64"));
    QCOMPARE(plan->radix, 64);
    QCOMPARE(plan->linkGbitPerS, 400.0);
    p.technology = Technology::Ethernet;
    const auto eth = planFabric(catalog, p, &error);
    QVERIFY2(eth, qPrintable(error));
    QCOMPARE(eth->params.switchTypeId, s("sw128"));
    QCOMPARE(eth->radix, 128);
}

void TestGenerator::projectNameAndLayout()
{
    const Catalog catalog = testCatalog();
    QString error;
    // k=36, 8-GPU rail, 1,000 GPUs = 125 nodes: 7 units of 18 (last 17) = 56 leaves > 36,
    // 3 tiers: pods of 2 units -> 4 pods (2, 2, 2, 1): a full "Pod" x3 and a partial pod.
    const auto project =
        generateProject(catalog, params(s("sw36"), s("n8"), true, false, 1.0, 1, 1000), &error);
    QVERIFY2(project, qPrintable(error));
    QVERIFY(project->info.name.contains(s("T100")));
    QVERIFY(project->info.name.contains(s("InfiniBand")));
    QCOMPARE(project->groups.size(), std::size_t(2));
    QCOMPARE(project->groups[0].repeat, 3);
    QCOMPARE(project->groups[1].repeat, 1);

    // Tiers as rows: core above aggregation above leaves above nodes; no two objects at
    // the same place.
    QSet<QPair<qreal, qreal>> used;
    double rowOf[3] = {0, 0, 0};
    for (const Switch &x : project->switches) {
        rowOf[x.tier] = x.pos.y();
        QVERIFY(!used.contains({x.pos.x(), x.pos.y()}));
        used.insert({x.pos.x(), x.pos.y()});
    }
    QVERIFY(rowOf[2] < rowOf[1] && rowOf[1] < rowOf[0]);
    for (const Node &n : project->nodes) {
        QVERIFY(n.pos.y() > rowOf[0]);
        QVERIFY(!used.contains({n.pos.x(), n.pos.y()}));
        used.insert({n.pos.x(), n.pos.y()});
    }
}

void TestGenerator::expansionEdgeCases()
{
    // A hand-made project: group G x3 with a node and a leaf, a spine outside, a second
    // group H x2, a link between G and H (skipped), a link to a missing object
    // (skipped), and a link of another fabric (ignored).
    Catalog catalog = testCatalog();
    Project p;
    const Id f = p.allocateId();
    const Id other = p.allocateId();
    p.fabrics.push_back(Fabric{f, s("f"), Technology::InfiniBand, FabricPurpose::Compute,
                               RoceTuning::AdaptiveRouting, std::nullopt});
    const Id g = p.allocateId(), h = p.allocateId();
    p.groups.push_back(Group{g, s("G"), 3, true, {}});
    p.groups.push_back(Group{h, s("H"), 2, true, {}});
    const Id node = p.allocateId(), lonely = p.allocateId();
    p.nodes.push_back(Node{node, s("n"), s("n8"), g, {}});
    p.nodes.push_back(Node{lonely, s("unlinked"), s("n8"), NoId, {}});
    const Id leaf = p.allocateId(), spine = p.allocateId(), leafH = p.allocateId();
    p.switches.push_back(Switch{leaf, s("leaf"), s("sw64"), SwitchRole::Leaf, f, g, 0, 0, {}});
    p.switches.push_back(
        Switch{spine, s("spine"), s("sw64"), SwitchRole::Spine, f, NoId, 1, 0, {}});
    p.switches.push_back(Switch{leafH, s("leafH"), s("sw64"), SwitchRole::Leaf, f, h, 0, 0, {}});
    const auto link = [&](Id a, Id b, int bundle, Id fabric) {
        Link l;
        l.id = p.allocateId();
        l.fabricId = fabric;
        l.a.objectId = a;
        l.b.objectId = b;
        l.bundle = bundle;
        l.gbitPerS = 400;
        p.links.push_back(l);
    };
    link(node, leaf, 1, f);       // 3 edges (same group)
    link(spine, leaf, 4, f);      // 3 edges to the one spine, stored leaf first
    link(leafH, spine, 2, f);     // 2 edges
    link(leaf, leafH, 1, f);      // two different groups: skipped
    link(node, 9999, 1, f);       // missing object: skipped
    link(lonely, leaf, 1, other); // another fabric: ignored

    ExpandedGraph x = expandFabric(p, catalog, f);
    // Vertices: node x3, leaf x3, spine x1, leafH x2 (the unlinked node is left out).
    QCOMPARE(x.vertexCount(), 9);
    QCOMPARE(x.nodeCount(), 3);
    QCOMPARE(x.gpuCount(), 24LL);
    QCOMPARE(x.edgeCount(), 3 + 3 + 2);
    QCOMPARE(toList(x.switchesPerTier()), (QList<int>{5, 1}));
    QCOMPARE(toList(x.linksPerTier()), (QList<long long>{3, 3 * 4 + 2 * 2}));
    x.buildAdjacency();
    int spineV = -1;
    for (int v = 0; v < x.vertexCount(); ++v)
        if (x.modelId[v] == spine)
            spineV = v;
    QVERIFY(spineV >= 0);
    QCOMPARE(x.adjOffset[spineV + 1] - x.adjOffset[spineV], 5);
    for (int e = 0; e < x.edgeCount(); ++e) {
        QVERIFY(x.edgeFrom[e] != spineV); // the spine is always the upper end
        if (x.linkId[e] == p.links[0].id) // node instance i -> leaf instance i
            QCOMPARE(x.instance[x.edgeFrom[e]], x.instance[x.edgeTo[e]]);
    }
    QVERIFY(x.memoryBytes() > sizeof(ExpandedGraph));

    // Group of repeat 0 and an unknown fabric: empty, no crash.
    p.groups[0].repeat = 0;
    const ExpandedGraph y = expandFabric(p, catalog, f);
    QCOMPARE(y.nodeCount(), 0);
    QCOMPARE(y.edgeCount(), 2);
    QCOMPARE(expandFabric(p, catalog, 12345).vertexCount(), 0);
}

void TestGenerator::shippedCatalog()
{
    const Catalog &catalog = test::shippedCatalog();
    QString error;
    // docs/CLI.md example with the shipped defaults: h100-8gpu, qm9700 (64 x 400G).
    GeneratorParams p;
    p.gpus = 1024;
    FabricPlan plan;
    const auto project = generateProject(catalog, p, &error, &plan);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(plan.params.switchTypeId, s("qm9700"));
    QCOMPARE(plan.tiers, 2);
    QCOMPARE(toList(plan.switchesPerTier), (QList<int>{32, 16}));
    QCOMPARE(toList(plan.linksPerTier), (QList<long long>{1024, 1024}));
    const ExpandedGraph g = expandFabric(*project, project->fabrics.front().id);
    QCOMPARE(g.gpuCount(), 1024LL);
    QCOMPARE(toList(g.linksPerTier()), (QList<long long>{1024, 1024}));
}

// 2,304 GB200 GPUs = 32 NVL72 racks of 18 trays x 4 rails. With a rail leaf per rack
// (the rack is the unit): 18 trays down, 18 uplinks at 1:1, 128 leaves, 3 tiers, pods of
// 8 racks with 18 aggregation switches each, 128 + 72 + 36 = 236 switches (320 when
// every leaf kept 32 uplinks). Packed (generator.cpp, "Rack-scale packing"), taken as it
// needs fewer: units of 4 racks, 9 leaves of 32 down and 32 up, 8 units = 72 leaves;
// pods of floor(32 / 9) = 3 units (27 leaves), so 32 aggregation switches a pod with 27
// down and 27 up; 2 full pods and one of 2 units (18 leaves: 18 up each): 96
// aggregation switches; core group j takes 2 x 27 + 18 = 72 links, 2 cores of 64 ports:
// 64 cores. 72 + 96 + 64 = 232 switches, links 2,304 on every tier.
void TestGenerator::rackScaleThreeTiersAtTheRatioAsked()
{
    GeneratorParams p;
    p.gpus = 2304;
    p.nodeTypeId = s("gb200-nvl72");
    QString error;
    FabricPlan plan;
    const auto project = generateProject(test::shippedCatalog(), p, &error, &plan);
    QVERIFY2(project, qPrintable(error));
    QCOMPARE(plan.tiers, 3);
    QCOMPARE(plan.upPerLeaf, 32);
    QCOMPARE(plan.aggregationUplinks, 27);
    QCOMPARE(toList(plan.switchesPerTier), (QList<int>{72, 96, 64}));
    QCOMPARE(toList(plan.linksPerTier), (QList<long long>{2304, 2304, 2304}));
    const ExpandedGraph g = expandFabric(*project, project->fabrics.front().id);
    QCOMPARE(toList(g.linksPerTier()), (QList<long long>{2304, 2304, 2304}));
}

QTEST_GUILESS_MAIN(TestGenerator)
#include "tst_generator.moc"
