// SPDX-License-Identifier: GPL-3.0-or-later
// The exchange formats of core/exchange/ (docs/EXCHANGE.md), each
// read back by an independent parser: xmllint for SVG and draw.io, a CSV split for
// NetBox (the column names from NetBox's import forms), the ibnetdiscover reader on
// files written by hand. The small test design (tests/data/exchange/small-design.json):
// node-1 and node-2 (8 x 400G NICs each) on leaf-1 and leaf-2, each leaf 4 x 400G up to
// spine-1: 16 + 8 = 24 cables.
//
// QTEST_MAIN (a QGuiApplication on the offscreen platform): the SVG draws text.
#include "exchange/cablingplan.h"
#include "exchange/devicetype.h"
#include "exchange/diagrams.h"
#include "exchange/ibnetdiscover.h"
#include "exchange/netbox.h"
#include "exchange/physical.h"
#include "io/projectio.h"
#include "support/testsupport.h"
#include "topology/generator.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

using namespace fp;
using namespace fp::exchange;

namespace {

Project load(const QString &path)
{
    QString error;
    auto p = loadProject(path, &error);
    if (!p)
        qFatal("%s", qPrintable(error));
    return *p;
}

Project smallDesign()
{
    return load(test::fixturePath(QStringLiteral("exchange/small-design.json")));
}

PhysicalFabric physicalOf(const Project &p)
{
    return physicalFabric(p, test::shippedCatalog(), exchangeFabric(p, false)->id);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// xmllint (libxml2-utils) on `path`: --noout checks it is well-formed XML; with an
// XPath expression, its value.
QString xmllint(const QString &path, const QString &xpath = QString())
{
    QProcess p;
    QStringList args{QStringLiteral("--noout"), path};
    if (!xpath.isEmpty())
        args = {QStringLiteral("--xpath"), xpath, path};
    p.start(QStringLiteral("xmllint"), args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QStringLiteral("xmllint failed: ") + QString::fromUtf8(p.readAllStandardError());
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

QList<QStringList> csvRows(const QByteArray &bytes)
{
    QList<QStringList> rows;
    for (const QString &line : QString::fromUtf8(bytes).split(QStringLiteral("\r\n"))) {
        if (!line.isEmpty())
            rows << line.split(QLatin1Char(',')); // the small design has no quoted fields
    }
    return rows;
}

PortRef sw(const char *name, int port)
{
    return {QString::fromLatin1(name), port, true};
}

PortRef hca(const char *name)
{
    return {QString::fromLatin1(name), 1, false};
}

} // namespace

class TestExchange : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("xmllint")).isEmpty())
            QSKIP("xmllint (libxml2-utils) is not installed");
    }

    // physical.h's convention, by hand: leaf-1 ports 1-8 are node-1's NICs 0-7, 9-12 its
    // 4 x 400G bundle up; spine-1 ports 1-4 are leaf-1's bundle, 5-8 leaf-2's.
    void physicalPortsFollowTheConvention()
    {
        const PhysicalFabric f = physicalOf(smallDesign());
        QCOMPARE(f.devices.size(), size_t(5));
        QCOMPARE(f.cables.size(), size_t(24));
        QCOMPARE(f.devices[0].name, QStringLiteral("node-1"));
        QCOMPARE(f.devices[4].name, QStringLiteral("spine-1"));
        const PhysicalCable &first = f.cables[0];
        QCOMPARE(portName(f, first.a), QStringLiteral("mlx5_0"));
        QCOMPARE(f.devices[size_t(first.b.device)].name, QStringLiteral("leaf-1"));
        QCOMPARE(first.b.port, 1);
        QCOMPARE(portName(f, f.cables[7].a), QStringLiteral("mlx5_7"));
        QCOMPARE(f.cables[7].b.port, 8);
        const PhysicalCable &up = f.cables[16]; // leaf-1's first uplink
        QCOMPARE(up.a.port, 9);
        QCOMPARE(up.b.port, 1);
        QCOMPARE(f.cables[23].a.port, 12); // leaf-2's last uplink
        QCOMPARE(f.cables[23].b.port, 8);
        QCOMPARE(portName(f, up.b), QStringLiteral("IB1/1"));
    }

    // Ports the model numbers (Link ends, model.h) are the ports every export names; the
    // other links take the free ports in physical.h's order. node-1 NIC 0 on leaf-1 port
    // 21 (0-based 20), leaf-1's 4 uplinks on its ports 41-44: NIC 1 then takes port 1,
    // NIC 7 port 7; the cabling plan puts port 21 in cage 11 lane 1 (a QM9700 cage
    // carries two 400G links) and port 41 in cage 21 lane 1, where NetBox and
    // ibnetdiscover say IB1/21 and IB1/41.
    void numberedSwitchPortsAreFollowed()
    {
        Project p = smallDesign();
        const Id node1 = p.nodes.front().id;
        const Id leaf1 = p.switches.front().id;
        for (Link &l : p.links) {
            if (l.a.objectId == node1 && l.a.nicIndex == 0)
                l.b.port = 20;
            if (l.a.objectId == leaf1 && l.a.nicIndex < 0)
                l.a.port = 40;
        }
        const PhysicalFabric f = physicalOf(p);
        QCOMPARE(f.devices[size_t(f.cables[0].b.device)].name, QStringLiteral("leaf-1"));
        QCOMPARE(f.cables[0].b.port, 21);
        QCOMPARE(f.cables[1].b.port, 1);
        QCOMPARE(f.cables[7].b.port, 7);
        QCOMPARE(f.cables[16].a.port, 41); // leaf-1's first uplink
        QCOMPARE(f.cables[19].a.port, 44);
        QCOMPARE(f.cables[16].b.port, 1); // spine-1's numbering is unchanged
        QCOMPARE(portName(f, f.cables[0].b), QStringLiteral("IB1/21"));

        const std::vector<CablingRow> rows = cablingPlan(p, test::shippedCatalog());
        int found = 0;
        for (const CablingRow &r : rows) {
            // NIC 1 (GPU 0) of a DGX H100 is its rear panel's OSFP4P2 (NVIDIA DGX H100
            // user guide, Table 6; the catalog's port_labels).
            if (r.a.device == QLatin1String("node-1") && r.a.port == QLatin1String("OSFP4P2")) {
                QCOMPARE(r.b.port, QStringLiteral("11"));
                QCOMPARE(r.b.lane, 1);
                ++found;
            }
            if (r.a.device == QLatin1String("leaf-1") && r.b.device == QLatin1String("spine-1") &&
                r.a.port == QLatin1String("21") && r.a.lane == 1)
                ++found;
        }
        QCOMPARE(found, 2);
        const QString text = QString::fromUtf8(designToIbnetdiscover(p, f));
        QVERIFY(text.contains(QStringLiteral("[21]")));
    }

    // 1,152 GB200 (16 racks): the storage and front-end leaves outside the racks take a
    // tray's 200G port on a 1:2 splitter of a 400G port (two legs a splitter, lanes 1-2
    // and 3-4 of a cage). A leaf takes its ports rack by rack, so a splitter's legs stay in
    // one rack, except where a rack's run on a leaf is odd. With whole-rack compute units
    // (one rack each) storage split 32 pairs across racks (18 ports of a rack on each
    // side's 4 leaves as 5, 4, 5, 4); with the packed units of 4 racks (generator.cpp,
    // "Rack-scale packing") every run is even: none. The front-end's runs are pairs:
    // none. Before 6 December: all 288 in each (ports in model order).
    void splitterLegsStayInTheirRack()
    {
        GeneratorParams params;
        params.gpus = 1152;
        params.nodeTypeId = QStringLiteral("gb200-nvl72");
        QString error;
        const auto p =
            generateProject(test::shippedCatalog(), params, &error, nullptr, ClusterFabrics::All);
        QVERIFY2(p, qPrintable(error));
        std::map<std::tuple<QString, QString, QString, int>, std::set<QString>> racksOfSplitter;
        for (const CablingRow &r : cablingPlan(*p, test::shippedCatalog()))
            // A node's end has no lane (its port is a NIC port, by its label).
            if (r.gbitPerS == 200.0 && r.b.lane > 0 && r.a.lane == 0)
                racksOfSplitter[{r.fabric, r.b.device, r.b.port, (r.b.lane - 1) / 2}].insert(
                    r.a.rack);
        // The trays' storage ports by their rear-panel labels (the catalog's port_labels,
        // NVIDIA's GB200 north-south deployment guide): port 1 of each BlueField-3, so
        // every one of the 16 x 18 trays has a "Left Bay BF3 P1" run to storage.
        int leftBay = 0;
        for (const CablingRow &r : cablingPlan(*p, test::shippedCatalog()))
            leftBay += r.fabric == QLatin1String("Storage fabric (InfiniBand)") &&
                       r.a.port == QLatin1String("Left Bay BF3 P1");
        QCOMPARE(leftBay, 16 * 18);
        std::map<QString, int> across, splitters;
        for (const auto &[key, racks] : racksOfSplitter) {
            ++splitters[std::get<0>(key)];
            across[std::get<0>(key)] += racks.size() > 1 ? 1 : 0;
        }
        const QString storage = QStringLiteral("Storage fabric (InfiniBand)");
        const QString frontEnd = QStringLiteral("Front-end fabric (Ethernet)");
        QCOMPARE(splitters[storage], 16 * 36 / 2); // every leg used: no port left half-used
        QCOMPARE(across[storage], 0);
        QCOMPARE(splitters[frontEnd], 16 * 36 / 2);
        QCOMPARE(across[frontEnd], 0);
    }

    // A group repeated 4 times: "unit-<k>-<name>", every name once (128 nodes, 32 leaves
    // and 16 spines of the 1,024-GPU example).
    void groupedNamesAreUnique()
    {
        const PhysicalFabric f = physicalOf(load(test::examplePath()));
        QCOMPARE(f.devices.size(), size_t(128 + 32 + 16));
        QSet<QString> names;
        for (const PhysicalDevice &d : f.devices)
            names.insert(d.name);
        QCOMPARE(names.size(), 176);
        QVERIFY(names.contains(QStringLiteral("unit-4-node-32")));
        QVERIFY(names.contains(QStringLiteral("spine-16")));
        QCOMPARE(f.cables.size(), size_t(1024 + 1024));
    }

    // With the floor layout on, every device of the 1,024-GPU example has its rack unit
    // (analysis/floorplan.h; 48 U racks, H100 nodes 8 U, QM9700 1 U): the 4 nodes of a
    // rack at U1, U9, U17, U25, a unit's 8 leaves at U1-U8, the spines at U1-U16.
    // NetBox gets them as position + face, the cabling plan as a/b_position_u.
    void rackPositionsReachNetboxAndTheCablingPlan()
    {
        Project p = load(test::examplePath());
        p.floorLayout.enabled = true;
        const PhysicalFabric f = physicalOf(p);
        QMap<QString, int> at;
        for (const PhysicalDevice &d : f.devices)
            at.insert(d.name, d.positionU);
        QCOMPARE(at.value(QStringLiteral("unit-1-node-1")), 1);
        QCOMPARE(at.value(QStringLiteral("unit-1-node-4")), 25);
        QCOMPARE(at.value(QStringLiteral("unit-1-node-5")), 1);
        QCOMPARE(at.value(QStringLiteral("spine-16")), 16);
        QCOMPARE(std::count_if(f.devices.begin(), f.devices.end(),
                               [](const PhysicalDevice &d) { return d.positionU <= 0; }),
                 0);
        // csvRows splits at every comma and rack names hold one ("Row 1, rack 1"): the
        // new columns are counted from the end of the row.
        const auto devices = csvRows(fabricToNetbox(p, test::shippedCatalog(), f).devices);
        QCOMPARE(devices.first().mid(devices.first().size() - 2),
                 (QStringList{QStringLiteral("position"), QStringLiteral("face")}));
        int checked = 0;
        for (const QStringList &row : devices.mid(1)) {
            if (row.first() == QLatin1String("unit-1-node-4")) {
                QCOMPARE(row.mid(row.size() - 2),
                         (QStringList{QStringLiteral("25"), QStringLiteral("front")}));
                ++checked;
            }
        }
        QCOMPARE(checked, 1);
        const auto plan = csvRows(cablingToCsv(cablingPlan(p, test::shippedCatalog())));
        QCOMPARE(plan.first().mid(plan.first().size() - 2),
                 (QStringList{QStringLiteral("a_position_u"), QStringLiteral("b_position_u")}));
        const QStringList first = plan.at(1); // unit 1's node 1, its first NIC, to a leaf
        QCOMPARE(first.at(first.size() - 2), QStringLiteral("1"));
        const int leafU = first.last().toInt();
        QVERIFY(leafU >= 1 && leafU <= 8);
        // With the layout off there is no rack, so no position.
        p.floorLayout.enabled = false;
        for (const PhysicalDevice &d : physicalOf(p).devices)
            QCOMPARE(d.positionU, 0);
    }

    // The columns of NetBox's DeviceImportForm, InterfaceImportForm and CableImportForm
    // (netbox/dcim/forms/bulk_import.py) that the export fills; a row per device, per
    // cable end and per cable.
    void netboxCsvHasTheDocumentedColumns()
    {
        QTemporaryDir dir;
        const auto r =
            test::runCli({QStringLiteral("export"),
                          test::fixturePath(QStringLiteral("exchange/small-design.json")),
                          QStringLiteral("--format"), QStringLiteral("netbox"),
                          QStringLiteral("--output"), dir.filePath(QStringLiteral("nb"))});
        QCOMPARE(r.exitCode, 0);
        const auto devices = csvRows(readFile(dir.filePath(QStringLiteral("nb/devices.csv"))));
        const auto interfaces =
            csvRows(readFile(dir.filePath(QStringLiteral("nb/interfaces.csv"))));
        const auto cables = csvRows(readFile(dir.filePath(QStringLiteral("nb/cables.csv"))));
        QCOMPARE(devices.first(), QString::fromLatin1("name,role,manufacturer,device_type,status,"
                                                      "site,rack,description,position,face")
                                      .split(QLatin1Char(',')));
        QCOMPARE(interfaces.first(),
                 QString::fromLatin1("device,name,type,speed").split(QLatin1Char(',')));
        QCOMPARE(
            cables.first(),
            QString::fromLatin1("side_a_device,side_a_type,side_a_name,side_b_device,side_b_type,"
                                "side_b_name,status,label,length,length_unit,description")
                .split(QLatin1Char(',')));
        QCOMPARE(devices.size() - 1, 5);
        QCOMPARE(interfaces.size() - 1, 48);
        QCOMPARE(cables.size() - 1, 24);
        QCOMPARE(cables[1].mid(0, 6), QString::fromLatin1("node-1,dcim.interface,mlx5_0,leaf-1,"
                                                          "dcim.interface,IB1/1")
                                          .split(QLatin1Char(',')));
        // 400 Gb/s in NetBox's kbit/s, NDR InfiniBand.
        QCOMPARE(interfaces[1].mid(2),
                 QStringList({QStringLiteral("infiniband-ndr"), QStringLiteral("400000000")}));
        QCOMPARE(netboxInterfaceType(Technology::Ethernet, 400), QStringLiteral("400gbase-x-osfp"));
    }

    // xmllint reads the SVG; the names of all five devices are text in it.
    void svgIsLegibleXml()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("d.svg"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(designToSvg(smallDesign(), test::shippedCatalog()));
        out.close();
        QCOMPARE(xmllint(path), QString());
        for (const char *name : {"node-1", "node-2", "leaf-1", "leaf-2", "spine-1"}) {
            const QString count =
                xmllint(path, QStringLiteral("count(//*[local-name()='text'][contains(., '%1')])")
                                  .arg(QLatin1String(name)));
            QVERIFY2(count.toInt() >= 1, name);
        }
    }

    // xmllint reads the draw.io file: one vertex per node, switch and group, one edge per
    // model link; the example's group stays a collapsed container (32 nodes and 24
    // switches of which 8 in the group, 1 group, 384 links).
    void drawioHasAShapePerObjectAndAnEdgePerLink_data()
    {
        QTest::addColumn<QString>("project");
        QTest::addColumn<int>("vertices");
        QTest::addColumn<int>("edges");
        QTest::addColumn<int>("collapsed");
        QTest::newRow("small") << test::fixturePath(QStringLiteral("exchange/small-design.json"))
                               << 5 << 18 << 0;
        QTest::newRow("1024") << test::examplePath() << 32 + 24 + 1 << 384 << 1;
    }
    void drawioHasAShapePerObjectAndAnEdgePerLink()
    {
        QFETCH(QString, project);
        QFETCH(int, vertices);
        QFETCH(int, edges);
        QFETCH(int, collapsed);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("d.drawio"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(designToDrawio(load(project), test::shippedCatalog()));
        out.close();
        QCOMPARE(xmllint(path), QString());
        QCOMPARE(xmllint(path, QStringLiteral("count(//mxCell[@vertex='1'])")).toInt(), vertices);
        QCOMPARE(
            xmllint(path, QStringLiteral("count(//mxCell[@edge='1'][@source][@target])")).toInt(),
            edges);
        QCOMPARE(xmllint(path, QStringLiteral("count(//mxCell[@collapsed='1'])")).toInt(),
                 collapsed);
        QCOMPARE(xmllint(path, QStringLiteral("count(/mxfile/diagram/mxGraphModel/root)")).toInt(),
                 1);
    }

    // The design written as ibnetdiscover output, read back: it matches itself.
    void ibnetdiscoverRoundTripMatches_data()
    {
        QTest::addColumn<QString>("project");
        QTest::newRow("small") << test::fixturePath(QStringLiteral("exchange/small-design.json"));
        QTest::newRow("1024") << test::examplePath();
    }
    void ibnetdiscoverRoundTripMatches()
    {
        QFETCH(QString, project);
        const Project p = load(project);
        const PhysicalFabric f = physicalOf(p);
        QString error;
        const auto built = parseIbnetdiscover(designToIbnetdiscover(p, f), &error);
        QVERIFY2(built, qPrintable(error));
        QCOMPARE(built->links.size(), f.cables.size());
        const FabricComparison c = compareFabric(f, *built);
        QVERIFY(c.matches());
        QCOMPARE(c.builtSwitchesPerTier, c.designedSwitchesPerTier);
        QVERIFY(c.unknownDevices.empty());
        QVERIFY(c.missingDevices.empty());
    }

    // tests/data/exchange/small-as-built-faults.txt, written by hand with four faults
    // (its header names them): each is found where it is, and nothing else.
    void everyInjectedFaultIsFoundAndNoOther()
    {
        QString error;
        const auto built = parseIbnetdiscover(
            readFile(test::fixturePath(QStringLiteral("exchange/small-as-built-faults.txt"))),
            &error);
        QVERIFY2(built, qPrintable(error));
        const FabricComparison c = compareFabric(physicalOf(smallDesign()), *built);
        using K = FabricDifference::Kind;
        QCOMPARE(c.differences.size(), size_t(5));
        const auto is = [&](int i, K kind, PortRef at, PortRef designed, PortRef builtPeer) {
            const FabricDifference &d = c.differences[size_t(i)];
            return d.kind == kind && d.at == at && d.designed == designed && d.built == builtPeer;
        };
        // The swap shows on both ports.
        QVERIFY(is(0, K::Miswired, sw("leaf-1", 1), hca("node-1 mlx5_0"), hca("node-1 mlx5_1")));
        QVERIFY(is(1, K::Miswired, sw("leaf-1", 2), hca("node-1 mlx5_1"), hca("node-1 mlx5_0")));
        QVERIFY(is(2, K::Extra, sw("leaf-1", 20), {}, sw("leaf-2", 20)));
        QVERIFY(is(3, K::Missing, sw("leaf-2", 8), hca("node-2 mlx5_7"), {}));
        QVERIFY(is(4, K::Miswired, sw("leaf-2", 12), sw("spine-1", 8), sw("spine-1", 9)));
        QCOMPARE(c.builtSwitchesPerTier, (std::vector<int>{2, 1}));
        QVERIFY(c.unknownDevices.empty()); // "MF0;leaf-1:..." and "HCA-<n>" were understood
        QVERIFY(c.missingDevices.empty());
        const QString text = comparisonText(c);
        QVERIFY(text.contains(QStringLiteral("links missing: 1, extra: 1, miswired: 3")));
    }

    // A sample written by hand in the manual page's format: two switches, three
    // adapters (hostb's with two ports), 2 + 2 + 2 = 6 links seen from both ends once.
    void manPageFormatSampleIsRead()
    {
        QString error;
        const auto d = parseIbnetdiscover(
            readFile(test::fixturePath(QStringLiteral("exchange/manpage-sample.txt"))), &error);
        QVERIFY2(d, qPrintable(error));
        QCOMPARE(d->switches,
                 (std::vector<QString>{QStringLiteral("sw-a"), QStringLiteral("sw-b")}));
        QCOMPARE(d->adapters.size(), size_t(3));
        QCOMPARE(d->adapters[1], QStringLiteral("hostb mlx5_0")); // "HCA-1"
        QCOMPARE(d->links.size(), size_t(6));
        int switchToSwitch = 0;
        for (const DiscoveredLink &l : d->links)
            switchToSwitch += l.a.isSwitch && l.b.isSwitch;
        QCOMPARE(switchToSwitch, 2);
    }

    void compareFabricExitCodes()
    {
        const QString design = test::fixturePath(QStringLiteral("exchange/small-design.json"));
        const auto run = [&](const QString &file) {
            return test::runCli({QStringLiteral("compare-fabric"), design, file});
        };
        QCOMPARE(run(test::fixturePath(QStringLiteral("exchange/small-as-designed.txt"))).exitCode,
                 0);
        const auto differs =
            run(test::fixturePath(QStringLiteral("exchange/small-as-built-faults.txt")));
        QCOMPARE(differs.exitCode, 1);
        QVERIFY(differs.out.contains("missing: leaf-2 port 8 - node-2 mlx5_7 port 1"));
        QTemporaryDir dir;
        const QString empty = dir.filePath(QStringLiteral("empty.txt"));
        QFile(empty).open(QIODevice::WriteOnly);
        for (const QString &bad : {design, empty, dir.filePath(QStringLiteral("missing.txt"))}) {
            const auto r = run(bad);
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(r.err.count('\n'), 1);
            QVERIFY(r.out.isEmpty());
        }
    }

    // compare-fabric --json (docs/CLI.md): the five faults of the fixture as objects,
    // with the same exit code as the text; the matching fabric gives an empty list.
    void compareFabricJson()
    {
        const QString design = test::fixturePath(QStringLiteral("exchange/small-design.json"));
        const auto run = [&](const QString &file) {
            return test::runCli(
                {QStringLiteral("compare-fabric"), design, file, QStringLiteral("--json")});
        };
        const auto differs =
            run(test::fixturePath(QStringLiteral("exchange/small-as-built-faults.txt")));
        QCOMPARE(differs.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(differs.out).object();
        QCOMPARE(o.value(QStringLiteral("matches")).toBool(true), false);
        const QJsonArray d = o.value(QStringLiteral("differences")).toArray();
        QCOMPARE(d.size(), 5);
        const QJsonObject missing = d.at(3).toObject();
        QCOMPARE(missing.value(QStringLiteral("kind")).toString(), QStringLiteral("missing"));
        QCOMPARE(missing.value(QStringLiteral("at")).toObject().value(QStringLiteral("device")),
                 QJsonValue(QStringLiteral("leaf-2")));
        QCOMPARE(missing.value(QStringLiteral("at")).toObject().value(QStringLiteral("port")),
                 QJsonValue(8));
        QCOMPARE(
            missing.value(QStringLiteral("designed")).toObject().value(QStringLiteral("device")),
            QJsonValue(QStringLiteral("node-2 mlx5_7")));
        QVERIFY(missing.value(QStringLiteral("built")).isNull());
        QVERIFY(missing.value(QStringLiteral("link")).isDouble());
        const QJsonObject extra = d.at(2).toObject();
        QCOMPARE(extra.value(QStringLiteral("kind")).toString(), QStringLiteral("extra"));
        QVERIFY(extra.value(QStringLiteral("designed")).isNull());
        QVERIFY(extra.value(QStringLiteral("link")).isNull());
        QCOMPARE(o.value(QStringLiteral("switches_per_tier"))
                     .toObject()
                     .value(QStringLiteral("built"))
                     .toArray(),
                 (QJsonArray{2, 1}));
        const auto same = run(test::fixturePath(QStringLiteral("exchange/small-as-designed.txt")));
        QCOMPARE(same.exitCode, 0);
        const QJsonObject ok = QJsonDocument::fromJson(same.out).object();
        QVERIFY(ok.value(QStringLiteral("matches")).toBool());
        QVERIFY(ok.value(QStringLiteral("differences")).toArray().isEmpty());
    }

    // devicetype-library YAML into the project's own parts: 64 NDR data ports (the
    // management port left out), the PSUs' maximum draw; a field it does not know
    // refuses the file with one line naming it.
    void deviceTypeBecomesAnOwnSwitch()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("p.json"));
        QVERIFY(
            QFile::copy(test::fixturePath(QStringLiteral("exchange/small-design.json")), project));
        const auto ok =
            test::runCli({QStringLiteral("import-devicetype"), project,
                          test::fixturePath(QStringLiteral("exchange/nvidia-mqm9790-ns2f.yaml"))});
        QCOMPARE(ok.exitCode, 0);
        const QJsonObject part = load(project)
                                     .catalogOverrides.ownParts.value(QStringLiteral("switches"))
                                     .toArray()
                                     .first()
                                     .toObject();
        QCOMPARE(part.value(QStringLiteral("id")).toString(),
                 QStringLiteral("nvidia-mqm9790-ns2f"));
        QCOMPARE(part.value(QStringLiteral("technology")).toString(), QStringLiteral("infiniband"));
        const QJsonObject mode = part.value(QStringLiteral("modes")).toArray().first().toObject();
        QCOMPARE(mode.value(QStringLiteral("ports")).toInt(), 64);
        QCOMPARE(mode.value(QStringLiteral("gbit_s")).toDouble(), 400.0);
        QCOMPARE(part.value(QStringLiteral("max_power_w"))
                     .toObject()
                     .value(QStringLiteral("value"))
                     .toDouble(),
                 1720.0);
        const auto bad =
            test::runCli({QStringLiteral("import-devicetype"), project,
                          test::fixturePath(QStringLiteral("exchange/unknown-field.yaml"))});
        QCOMPARE(bad.exitCode, 2);
        QCOMPARE(bad.err.count('\n'), 1);
        QVERIFY(bad.err.contains("\"colour\""));
        QString error;
        QVERIFY(!deviceTypeToSwitch("model: [", QStringLiteral("x.yaml"), &error));
        QVERIFY(error.startsWith(QStringLiteral("x.yaml")));
    }

    // The bill of materials is the evaluation's own cost analysis, with the evaluation's
    // options: `export --format bom-csv --best-per-technology` lists, per variant, the
    // lines and total of `evaluate --json --best-per-technology` (on the 1,024-GPU
    // example the best Ethernet fabric is one SN5600 per rail: 10 lines).
    void bomExportFollowsTheEvaluation()
    {
        QTemporaryDir dir;
        const QString csvPath = dir.filePath(QStringLiteral("bom.csv"));
        const QStringList best{QStringLiteral("--best-per-technology")};
        const auto ex = test::runCli(
            QStringList{QStringLiteral("export"), test::examplePath(), QStringLiteral("--format"),
                        QStringLiteral("bom-csv"), QStringLiteral("--output"), csvPath} +
            best);
        QCOMPARE(ex.exitCode, 0);
        const auto ev = test::runCli(
            QStringList{QStringLiteral("evaluate"), test::examplePath(), QStringLiteral("--json")} +
            best);
        QCOMPARE(ev.exitCode, 0);
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = csv.readAll().trimmed().split('\n').mid(1);
        const QJsonArray variants =
            QJsonDocument::fromJson(ev.out).object().value(QStringLiteral("variants")).toArray();
        QCOMPARE(variants.size(), 5);
        for (const QJsonValue &v : variants) {
            const QString key = v.toObject().value(QStringLiteral("variant")).toString();
            const QJsonArray bom = v.toObject().value(QStringLiteral("bom")).toArray();
            int lines = 0;
            for (const QByteArray &row : rows) {
                const QList<QByteArray> keys = row.split(',').first().split(';');
                lines += keys.contains(key.toUtf8()) ? 1 : 0;
            }
            QVERIFY2(lines == bom.size(), qPrintable(key));
            // Ethernet/RoCE at its best: one SN5600 per rail, one tier (8 planes: rail-split,
            // 128 ports a rail), their NICs, the switch-side and NIC-side modules, the
            // node-leaf fibres, and the spares of NICs, fibres, both modules and switches.
            if (key == QLatin1String("ethernet"))
                QCOMPARE(lines, 10);
        }
    }

    void badExportFormatIsRefused()
    {
        const auto r = test::runCli({QStringLiteral("export"), test::examplePath(),
                                     QStringLiteral("--format"), QStringLiteral("visio"),
                                     QStringLiteral("--output"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
    }
};

QTEST_MAIN(TestExchange)
#include "tst_exchange.moc"
