// SPDX-License-Identifier: GPL-3.0-or-later
// Project files (.fabricplan, SQLite) and the project's JSON: round trips, the
// version-1 fixture and its migration, files from newer versions, foreign, broken
// and damaged files, write failures, atomic saves and the backup.
#include "io/projectfile.h"
#include "io/projectjson.h"
#include "model/invariants.h"
#include "model/model.h"
#include "support/testsupport.h"
#include "version.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <algorithm>
#include <csignal>
#include <functional>
#include <sys/resource.h>
#include <unistd.h>

using namespace fp;

namespace {

// Every kind of object and field, with values that are not the defaults.
Project richProject()
{
    Project p;
    p.info.name = QStringLiteral("Cluster \u00c4 \u2713 \"north\"");
    p.info.author = QStringLiteral("J. de Vries");
    p.info.organisation = QStringLiteral("Example Research Centre");
    p.info.description = QStringLiteral("Line one\nline two; with 'quotes' and a tab\t.");

    Group g;
    g.id = p.allocateId();
    g.name = QStringLiteral("Scalable unit");
    g.repeat = 4;
    g.collapsed = false;
    g.pos = QPointF(10.5, -20.25);
    p.groups.push_back(g);

    Fabric compute;
    compute.id = p.allocateId();
    compute.name = QStringLiteral("compute");
    compute.technology = Technology::InfiniBand;
    compute.purpose = FabricPurpose::Compute;
    compute.roceTuning = RoceTuning::Untuned;
    GeneratorParams gp;
    gp.gpus = 1024;
    gp.nodeTypeId = QStringLiteral("h100-8gpu");
    gp.technology = Technology::InfiniBand;
    gp.switchTypeId = QStringLiteral("qm9700");
    gp.topology = TopologyKind::FatTree;
    gp.oversubscription = 1.5;
    gp.planes = 2;
    compute.generated = gp;
    p.fabrics.push_back(compute);

    Fabric storage;
    storage.id = p.allocateId();
    storage.name = QStringLiteral("storage");
    storage.technology = Technology::Ethernet;
    storage.purpose = FabricPurpose::Storage;
    storage.roceTuning = RoceTuning::PlainEcmp;
    p.fabrics.push_back(storage);

    std::vector<Id> nodes;
    for (int i = 0; i < 4; ++i) {
        Node n;
        n.id = p.allocateId();
        n.name = QStringLiteral("gpu-%1").arg(i);
        n.nodeTypeId = QStringLiteral("h100-8gpu");
        n.groupId = g.id;
        n.pos = QPointF(0.1 * i, 1.0 / 3.0 + i);
        p.nodes.push_back(n);
        nodes.push_back(n.id);
    }
    Node lone;
    lone.id = p.allocateId();
    lone.name = QStringLiteral("login");
    lone.nodeTypeId = QStringLiteral("my-server");
    lone.pos = QPointF(-1e6, 2.5e-3);
    p.nodes.push_back(lone);

    NvlinkDomain d;
    d.id = p.allocateId();
    d.name = QStringLiteral("NVL rack");
    d.nodeIds = {nodes[2], nodes[0], nodes[1]}; // order is kept
    d.groupId = g.id;
    p.nvlinkDomains.push_back(d);

    Switch leaf;
    leaf.id = p.allocateId();
    leaf.name = QStringLiteral("leaf-0");
    leaf.switchTypeId = QStringLiteral("qm9700");
    leaf.role = SwitchRole::Leaf;
    leaf.fabricId = compute.id;
    leaf.groupId = g.id;
    leaf.tier = 0;
    leaf.plane = 1;
    leaf.pos = QPointF(100, 50);
    p.switches.push_back(leaf);
    Switch spine = leaf;
    spine.id = p.allocateId();
    spine.name = QStringLiteral("spine-0");
    spine.role = SwitchRole::Spine;
    spine.groupId = NoId;
    spine.tier = 1;
    spine.plane = 0;
    spine.pos = QPointF(100, -50);
    p.switches.push_back(spine);
    Switch nvs;
    nvs.id = p.allocateId();
    nvs.name = QStringLiteral("nvswitch");
    nvs.switchTypeId = QStringLiteral("nvlink-switch-tray");
    nvs.role = SwitchRole::NvlinkSwitch;
    p.switches.push_back(nvs);
    Switch storageLeaf;
    storageLeaf.id = p.allocateId();
    storageLeaf.name = QStringLiteral("storage-leaf");
    storageLeaf.switchTypeId = QStringLiteral("sn5600");
    storageLeaf.fabricId = storage.id;
    p.switches.push_back(storageLeaf);

    for (int i = 0; i < 4; ++i) {
        Link l;
        l.id = p.allocateId();
        l.fabricId = compute.id;
        l.a = LinkEnd{nodes[i], i % 2, i / 2};
        l.b = switchEnd(leaf.id);
        l.gbitPerS = 400;
        p.links.push_back(l);
    }
    Link up;
    up.id = p.allocateId();
    up.fabricId = compute.id;
    up.a = switchEnd(leaf.id);
    up.b = switchEnd(spine.id);
    up.bundle = 4;
    up.gbitPerS = 400;
    up.cableTypeId = QStringLiteral("aoc-400g");
    up.lengthM = 12.5;
    p.links.push_back(up);
    Link st;
    st.id = p.allocateId();
    st.fabricId = storage.id;
    st.a = LinkEnd{lone.id, 0, 1};
    st.b = switchEnd(storageLeaf.id);
    st.gbitPerS = 200;
    p.links.push_back(st);

    Figure price;
    price.value = 23456.5;
    price.tag = SourceTag::User;
    price.source = QStringLiteral("Quote 2025-03, vendor X");
    p.catalogOverrides.figures.push_back(
        {QStringLiteral("qm9700"), QStringLiteral("priceEur"), price});
    Figure eff;
    eff.value = 0.875;
    eff.tag = SourceTag::Estimate;
    eff.source = QStringLiteral("our measurement");
    p.catalogOverrides.figures.push_back({QString(), QStringLiteral("infiniband-efficiency"), eff});
    p.catalogOverrides.figures.push_back({QStringLiteral("sn5600"), QStringLiteral("bufferMbyte"),
                                          Figure::unknown(QStringLiteral("not published"))});
    const QJsonObject ownSwitch{
        {QStringLiteral("id"), QStringLiteral("my-switch")},
        {QStringLiteral("name"), QStringLiteral("Own 64 x 400G")},
        {QStringLiteral("modes"),
         QJsonArray{QJsonObject{{QStringLiteral("ports"), 64}, {QStringLiteral("gbitPerS"), 400}}}},
        {QStringLiteral("priceEur"), QJsonObject{{QStringLiteral("value"), 19999.99},
                                                 {QStringLiteral("tag"), QStringLiteral("user")}}}};
    const QJsonObject ownNode{{QStringLiteral("id"), QStringLiteral("my-server")},
                              {QStringLiteral("gpuCount"), 0}};
    p.catalogOverrides.ownParts =
        QJsonObject{{QStringLiteral("switches"), QJsonArray{ownSwitch}},
                    {QStringLiteral("nodeTypes"), QJsonArray{ownNode}},
                    {QStringLiteral("gpus"), QJsonArray{}},
                    {QStringLiteral("comment"), QStringLiteral("a value that is not a list")}};

    p.workload.kind = WorkloadKind::FineTuning;
    p.workload.tensorParallel = 4;
    p.workload.pipelineParallel = 2;
    p.workload.dataParallel = 16;
    p.workload.expertParallel = 2;
    p.workload.commShare = 0.45;
    p.workload.collectiveBytes = {1048576.0, 3.5e9};
    p.workload.jobGpus = 512;

    OrganisationProfile &o = p.organisation;
    o.infinibandSkill = Skill::None;
    o.roceSkill = Skill::Expert;
    o.existingEthernetDc = false;
    o.surviveSingleSwitchFailure = true;
    o.gpusInOneYear = 2048;
    o.gpusInThreeYears = 8192;
    o.energyEurPerKwh = 0.1875;
    o.pue = 1.21;
    o.depreciationYears = 6;
    o.supportShareOfCapexPerYear = 0.08;
    o.sparesShare = 0.03;
    o.currency = QStringLiteral("USD");
    p.requirements.networkCapexBudgetEur = 12.5e6;
    p.requirements.minJobAllReduceBusbwGbytePerS = 180.25;
    p.decisionWeights.performance = 40;
    p.decisionWeights.tco = 25.5;
    p.decisionWeights.complexity = 10;
    p.decisionWeights.integration = 0;
    p.decisionWeights.vendorDiversity = 7;
    p.decisionWeights.risk = 17.5;
    p.comparisonBasis.eachTechnologyAtBest = true;

    const auto measurement = [](int run, const QString &source, const QString &op, int gpus,
                                qint64 bytes, double seconds, double algbw, double busbw) {
        Measurement m;
        m.run = run;
        m.source = source;
        m.op = op;
        m.gpus = gpus;
        m.bytes = bytes;
        m.seconds = seconds;
        m.algbwGbyteS = algbw;
        m.busbwGbyteS = busbw;
        return m;
    };
    Measurement big =
        measurement(1, QStringLiteral("all_reduce_16.log"), QStringLiteral("all-reduce"), 16,
                    8589934592LL, 0.0712, 120.6, 226.1);
    big.date = QStringLiteral("2025-05-01T12:00:00Z");
    big.variant = QStringLiteral("as-drawn");
    big.test = QStringLiteral("all_reduce_perf");
    big.count = 2147483648LL;
    big.type = QStringLiteral("float");
    big.redop = QStringLiteral("sum");
    big.wrong = 0;
    big.inPlaceSeconds = 0.0709;
    big.inPlaceAlgbwGbyteS = 121.1;
    big.inPlaceBusbwGbyteS = 227.0;
    big.inPlaceWrong = 0;
    big.devices = QStringLiteral("16 x NVIDIA H100 80GB HBM3");
    big.nodes = 2;
    big.avgBusbwGbyteS = 150.25;
    p.measurements.push_back(big);
    Measurement small =
        measurement(1, QStringLiteral("all_reduce_16.log"), QStringLiteral("all-reduce"), 16,
                    1048576, 0.000112, 9.36, 17.55);
    small.partial = true;
    small.root = 0;
    p.measurements.push_back(small);
    p.measurements.push_back(measurement(2, QStringLiteral("a2a.log"), QStringLiteral("all-to-all"),
                                         64, 67108864, 0.0031, 21.6, 21.3));
    return p;
}

// Which members of two projects differ (empty: equal), for the failure message of an
// assertion on the model's exact operator== (model.h).
QString difference(const Project &a, const Project &b)
{
    QStringList out;
#define FP_SAME(member)                                                                            \
    if (!(a.member == b.member))                                                                   \
        out << QStringLiteral(#member);
    FP_SAME(info)
    FP_SAME(catalogOverrides)
    FP_SAME(nodes)
    FP_SAME(nvlinkDomains)
    FP_SAME(switches)
    FP_SAME(links)
    FP_SAME(fabrics)
    FP_SAME(groups)
    FP_SAME(workload)
    FP_SAME(organisation)
    FP_SAME(requirements)
    FP_SAME(decisionWeights)
    FP_SAME(floorLayout)
    FP_SAME(comparisonBasis)
    FP_SAME(measurements)
    FP_SAME(calibration)
    FP_SAME(nextId)
#undef FP_SAME
    if (out.isEmpty() && !(a == b))
        out << QStringLiteral("?");
    return out.join(QStringLiteral(", "));
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

using test::runSql;

QVariant sqlValue(const QString &dbPath, const QString &statement)
{
    const QString name = QUuid::createUuid().toString();
    QVariant v;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(dbPath);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(statement) && q.next())
                v = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return v;
}

using test::sqlScript;

QStringList filesIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestProjectFile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void saveAndReadRoundTrip();
    void jsonRoundTripIsByteIdentical();
    void jsonErrorsNamePath_data();
    void jsonErrorsNamePath();
    void versionOneFixtureMigrates();
    void versionThreeFixtureGetsDefaultDecision();
    void versionFourFixtureUnnumbersSwitchPorts();
    void versionFiveFixtureHasNoFloorLayout();
    void versionSixFixtureComparesAsGenerated();
    void versionSevenValuesGpuTimeAtOwnCost();
    void jsonWithoutDecisionKeysReads();
    void jsonVersionOneSwitchPortsUnnumbered();
    void newerVersionRefusedAndUntouched();
    void notSqlite();
    void foreignApplicationId();
    void truncated();
    void damagedPage();
    void invalidRows_data();
    void invalidRows();
    void invalidProjectIsNotSaved();
    void readOnlyFile();
    void missingFileAndDirectory();
    void tempFileCannotBeCreated();
    void diskFullMidSave();
    void backupHoldsPreviousVersion();

private:
    QString savedRich(const QTemporaryDir &dir,
                      const QString &name = QStringLiteral("p.fabricplan"));
};

void TestProjectFile::initTestCase()
{
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
    QVERIFY(QFileInfo::exists(QStringLiteral(FP_TEST_DATA "/projectfile/v1.sql")));
}

QString TestProjectFile::savedRich(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    ProjectWriter writer;
    if (!writer.write(richProject(), path))
        qWarning("save failed: %s", qPrintable(writer.errorString()));
    return path;
}

void TestProjectFile::saveAndReadRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Project p = richProject();
    const QString path = dir.filePath(QStringLiteral("rich.fabricplan"));
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    ProjectWriter writer;
    QVERIFY2(writer.write(p, path), qPrintable(writer.errorString()));
    QCOMPARE(writer.error(), ProjectFileError::None);
    // Only the file: no temporary files or journals left, no backup on a first save.
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("rich.fabricplan")});

    QCOMPARE(sqlValue(path, QStringLiteral("PRAGMA application_id")).toLongLong(),
             qlonglong(FABRICPLANNER_APPLICATION_ID));
    QCOMPARE(sqlValue(path, QStringLiteral("PRAGMA user_version")).toInt(), ProjectSchemaVersion);
    QCOMPARE(sqlValue(path, QStringLiteral("PRAGMA journal_mode")).toString(),
             QStringLiteral("delete"));
    QCOMPARE(sqlValue(path, QStringLiteral("SELECT app_version FROM project")).toString(),
             QStringLiteral(FABRICPLANNER_VERSION));
    QCOMPARE(sqlValue(path, QStringLiteral("SELECT count(*) FROM measurement")).toInt(), 3);
    QCOMPARE(sqlValue(path, QStringLiteral("SELECT count(*) FROM own_part")).toInt(), 4);

    ProjectReader reader;
    const auto read = reader.read(path);
    QVERIFY2(read, qPrintable(reader.errorString()));
    QCOMPARE(reader.error(), ProjectFileError::None);
    QVERIFY2(p == *read, qPrintable(difference(p, *read)));
    // The JSON texts are equal: no line differs.
    QVERIFY2(test::firstDifference(*read, p).isEmpty(),
             qPrintable(test::firstDifference(*read, p)));
    QCOMPARE(reader.fileInfo().schemaVersion, ProjectSchemaVersion);
    QVERIFY(!reader.fileInfo().migrated);
    QCOMPARE(reader.fileInfo().appVersion, QStringLiteral(FABRICPLANNER_VERSION));
    QVERIFY(reader.fileInfo().savedAt.isValid());
    QVERIFY(reader.fileInfo().savedAt >= before);
    QVERIFY(reader.fileInfo().savedAt <= QDateTime::currentDateTimeUtc().addSecs(1));

    // An empty project (defaults) round-trips too.
    Project empty;
    QVERIFY2(writer.write(empty, path), qPrintable(writer.errorString()));
    const auto readEmpty = reader.read(path);
    QVERIFY2(readEmpty, qPrintable(reader.errorString()));
    QVERIFY2(empty == *readEmpty, qPrintable(difference(empty, *readEmpty)));
}

void TestProjectFile::jsonRoundTripIsByteIdentical()
{
    const Project p = richProject();
    const QByteArray first = projectToJsonText(p);
    QString error;
    const auto back = projectFromJson(QJsonDocument::fromJson(first).object(), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY2(p == *back, qPrintable(difference(p, *back)));
    QCOMPARE(projectToJsonText(*back), first);

    // Arrays are ordered by id whatever the vector order; numbers are plain numbers.
    Project shuffled = p;
    std::reverse(shuffled.links.begin(), shuffled.links.end());
    std::reverse(shuffled.nodes.begin(), shuffled.nodes.end());
    QCOMPARE(projectToJsonText(shuffled), first);
    const QJsonObject json = projectToJson(p);
    QCOMPARE(json.value(QStringLiteral("links"))
                 .toArray()
                 .at(4)
                 .toObject()
                 .value(QStringLiteral("bundle")),
             QJsonValue(4));
    QVERIFY(json.value(QStringLiteral("measurements"))
                .toArray()
                .at(0)
                .toObject()
                .value(QStringLiteral("bytes"))
                .isDouble());
    QCOMPARE(json.value(QStringLiteral("fabrics"))
                 .toArray()
                 .at(1)
                 .toObject()
                 .value(QStringLiteral("generator")),
             QJsonValue(QJsonValue::Null));
}

void TestProjectFile::jsonErrorsNamePath_data()
{
    QTest::addColumn<QString>("path");     // where to change, "links/3/bundle"
    QTest::addColumn<QJsonValue>("value"); // Undefined: remove the key
    QTest::addColumn<QString>("expected");

    QTest::newRow("negative bundle")
        << QStringLiteral("links/3/bundle") << QJsonValue(-2) << QStringLiteral("links[3].bundle");
    QTest::newRow("dangling link end")
        << QStringLiteral("links/0/b_object") << QJsonValue(999)
        << QStringLiteral("links[0].b_object: no node or switch has id 999");
    QTest::newRow("unknown technology")
        << QStringLiteral("fabrics/0/technology") << QJsonValue(QStringLiteral("token-ring"))
        << QStringLiteral("fabrics[0].technology: unknown value \"token-ring\"");
    QTest::newRow("missing key") << QStringLiteral("nodes/1/name")
                                 << QJsonValue(QJsonValue::Undefined)
                                 << QStringLiteral("nodes[1].name: missing");
    QTest::newRow("not a number") << QStringLiteral("groups/0/repeat")
                                  << QJsonValue(QStringLiteral("four"))
                                  << QStringLiteral("groups[0].repeat");
    QTest::newRow("duplicate id") << QStringLiteral("switches/1/id") << QJsonValue(1)
                                  << QStringLiteral("switches[1].id: id 1 is already used");
    QTest::newRow("domain member")
        << QStringLiteral("nvlink_domains/0/node_ids") << QJsonValue(QJsonArray{4, 5, 77})
        << QStringLiteral("nvlink_domains[0].node_ids[2]: no node has id 77");
    QTest::newRow("generator planes")
        << QStringLiteral("fabrics/0/generator/planes") << QJsonValue(0)
        << QStringLiteral("fabrics[0].generator.planes");
    QTest::newRow("measurement bytes") << QStringLiteral("measurements/2/bytes") << QJsonValue(-1)
                                       << QStringLiteral("measurements[2].bytes");
    QTest::newRow("other format") << QStringLiteral("format") << QJsonValue(QStringLiteral("x"))
                                  << QStringLiteral("format");
    QTest::newRow("weight above 100") << QStringLiteral("decision_weights/risk") << QJsonValue(101)
                                      << QStringLiteral("decision_weights.risk");
    QTest::newRow("negative budget")
        << QStringLiteral("requirements/network_capex_budget_eur") << QJsonValue(-1)
        << QStringLiteral("requirements.network_capex_budget_eur");
    QTest::newRow("missing weight")
        << QStringLiteral("decision_weights/tco") << QJsonValue(QJsonValue::Undefined)
        << QStringLiteral("decision_weights.tco: missing");
}

void TestProjectFile::jsonErrorsNamePath()
{
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);

    // Rewrite one value deep inside the document.
    const std::function<QJsonValue(QJsonValue, QStringList)> set =
        [&](QJsonValue at, QStringList steps) -> QJsonValue {
        const QString step = steps.takeFirst();
        if (at.isArray()) {
            QJsonArray a = at.toArray();
            const int i = step.toInt();
            a[i] = steps.isEmpty() ? value : set(a.at(i), steps);
            return a;
        }
        QJsonObject o = at.toObject();
        if (steps.isEmpty() && value.isUndefined())
            o.remove(step);
        else
            o[step] = steps.isEmpty() ? value : set(o.value(step), steps);
        return o;
    };
    const QJsonObject json =
        set(projectToJson(richProject()), path.split(QLatin1Char('/'))).toObject();
    QString error;
    QVERIFY(!projectFromJson(json, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestProjectFile::versionOneFixtureMigrates()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.fabricplan"));
    QString error;
    QVERIFY2(runSql(path, sqlScript(QStringLiteral(FP_TEST_DATA "/projectfile/v1.sql")), &error),
             qPrintable(error));
    QCOMPARE(sqlValue(path, QStringLiteral("PRAGMA user_version")).toInt(), 1);
    const QByteArray bytes = bytesOf(path);
    const QDateTime mtime = QFileInfo(path).lastModified();

    ProjectReader reader;
    const auto p = reader.read(path);
    QVERIFY2(p, qPrintable(reader.errorString()));
    QCOMPARE(reader.fileInfo().schemaVersion, 1);
    QVERIFY(reader.fileInfo().migrated);
    QCOMPARE(reader.fileInfo().appVersion, QStringLiteral("0.0.9"));
    QVERIFY(!reader.fileInfo().savedAt.isValid());
    QCOMPARE(p->info.name, QStringLiteral("Pilot pod v1"));
    QCOMPARE(p->nextId, Id(12));
    QCOMPARE(p->nodes.size(), size_t(2));
    QCOMPARE(p->switches.size(), size_t(2));
    QCOMPARE(p->links.size(), size_t(3));
    QCOMPARE(p->links[2].bundle, 2);
    QCOMPARE(p->links[1].cableTypeId, QStringLiteral("my-dac"));
    QCOMPARE(p->switches[1].groupId, NoId);
    QVERIFY(p->fabrics.at(0).generated);
    QCOMPARE(p->fabrics.at(0).generated->topology, TopologyKind::RailOptimized);
    QCOMPARE(p->nvlinkDomains.at(0).nodeIds, (std::vector<Id>{4, 3}));
    QCOMPARE(p->workload.kind, WorkloadKind::Inference);
    QCOMPARE(p->workload.collectiveBytes, (std::vector<double>{1048576.0, 67108864.0}));
    QCOMPARE(p->organisation.roceSkill, Skill::Expert);
    QCOMPARE(p->catalogOverrides.figures.size(), size_t(1));
    QCOMPARE(p->catalogOverrides.ownParts.value(QStringLiteral("cables")).toArray().size(), 1);
    QVERIFY(p->measurements.empty());

    // Reading never wrote to the file (migration happens in a private copy).
    QCOMPARE(bytesOf(path), bytes);
    QCOMPARE(QFileInfo(path).lastModified(), mtime);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("v1.fabricplan")});

    // Saving writes the current version; the result reads back the same.
    const QString saved = dir.filePath(QStringLiteral("v2.fabricplan"));
    ProjectWriter writer;
    QVERIFY2(writer.write(*p, saved), qPrintable(writer.errorString()));
    const auto again = reader.read(saved);
    QVERIFY2(again, qPrintable(reader.errorString()));
    QCOMPARE(reader.fileInfo().schemaVersion, ProjectSchemaVersion);
    QVERIFY2(*p == *again, qPrintable(difference(*p, *again)));

    // The fixture's tables are those of migration 1: every table but the ones that
    // a later version added, altered or rebuilt (link, version 5) has the same CREATE
    // statement as a new file.
    const QStringList tables{QStringLiteral("figure_override"),
                             QStringLiteral("own_part"),
                             QStringLiteral("repeat_group"),
                             QStringLiteral("fabric"),
                             QStringLiteral("generator_params"),
                             QStringLiteral("node"),
                             QStringLiteral("nvlink_domain"),
                             QStringLiteral("nvlink_domain_node"),
                             QStringLiteral("switch"),
                             QStringLiteral("workload"),
                             QStringLiteral("workload_collective_size"),
                             QStringLiteral("organisation")};
    for (const QString &t : tables) {
        const QString q = QStringLiteral("SELECT sql FROM sqlite_master WHERE name = '%1'").arg(t);
        QCOMPARE(sqlValue(path, q).toString(), sqlValue(saved, q).toString());
    }
}

// A file of schema version 3 (before the requirements and decision_weights tables)
// opens with no budget, no minimum bandwidth and the default weights, keeps the rest,
// and saves as the current version.
void TestProjectFile::versionThreeFixtureGetsDefaultDecision()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v3.fabricplan"));
    QString error;
    QVERIFY2(runSql(path, sqlScript(QStringLiteral(FP_TEST_DATA "/projectfile/v3.sql")), &error),
             qPrintable(error));
    QCOMPARE(sqlValue(path, QStringLiteral("PRAGMA user_version")).toInt(), 3);
    ProjectReader reader;
    const auto p = reader.read(path);
    QVERIFY2(p, qPrintable(reader.errorString()));
    QVERIFY(reader.fileInfo().migrated);
    QCOMPARE(p->requirements, Requirements{});
    QCOMPARE(p->decisionWeights, DecisionWeights{});
    QVERIFY(p->organisation.surviveSingleSwitchFailure); // the fixture's requirement
    QCOMPARE(p->calibration.size(), std::size_t(1));
    QCOMPARE(p->measurements.size(), std::size_t(2));

    Project changed = *p;
    changed.requirements.networkCapexBudgetEur = 2e6;
    changed.decisionWeights.tco = 50;
    const QString saved = dir.filePath(QStringLiteral("v4.fabricplan"));
    ProjectWriter writer;
    QVERIFY2(writer.write(changed, saved), qPrintable(writer.errorString()));
    const auto again = reader.read(saved);
    QVERIFY2(again, qPrintable(reader.errorString()));
    QCOMPARE(reader.fileInfo().schemaVersion, ProjectSchemaVersion);
    QVERIFY2(changed == *again, qPrintable(difference(changed, *again)));
}

// A file of schema version 5 has no floor_layout table: it opens with the layout off
// (model.h defaults), and saved it carries the table with that one row.
void TestProjectFile::versionFiveFixtureHasNoFloorLayout()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v5.fabricplan"));
    QString error;
    QVERIFY2(runSql(path, sqlScript(QStringLiteral(FP_TEST_DATA "/projectfile/v5.sql")), &error),
             qPrintable(error));
    QCOMPARE(sqlValue(path, QStringLiteral("PRAGMA user_version")).toInt(), 5);
    ProjectReader reader;
    const auto p = reader.read(path);
    QVERIFY2(p, qPrintable(reader.errorString()));
    QVERIFY(reader.fileInfo().migrated);
    QCOMPARE(p->floorLayout, FloorLayout{});
    QVERIFY(!p->floorLayout.enabled);
    QCOMPARE(p->links.size(), std::size_t(3));
    QCOMPARE(p->links[0].b, switchEnd(5));
    const QString saved = dir.filePath(QStringLiteral("v6.fabricplan"));
    ProjectWriter writer;
    QVERIFY2(writer.write(*p, saved), qPrintable(writer.errorString()));
    QCOMPARE(sqlValue(saved, QStringLiteral("SELECT racks_per_row FROM floor_layout")).toInt(), 16);
    QCOMPARE(sqlValue(saved, QStringLiteral("SELECT spines FROM floor_layout")).toString(),
             QStringLiteral("central"));
}

// A file of schema version 6 has no comparison_basis table: it opens with the variants
// compared as generated (model.h default) and its floor layout kept; saved, it carries
// the table with that one row, and a change to the basis survives the next read.
void TestProjectFile::versionSixFixtureComparesAsGenerated()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v6.fabricplan"));
    QString error;
    QVERIFY2(runSql(path, sqlScript(QStringLiteral(FP_TEST_DATA "/projectfile/v6.sql")), &error),
             qPrintable(error));
    QCOMPARE(sqlValue(path, QStringLiteral("PRAGMA user_version")).toInt(), 6);
    ProjectReader reader;
    const auto p = reader.read(path);
    QVERIFY2(p, qPrintable(reader.errorString()));
    QVERIFY(reader.fileInfo().migrated);
    QVERIFY(!p->comparisonBasis.eachTechnologyAtBest);
    QVERIFY(p->floorLayout.enabled);
    QCOMPARE(p->floorLayout.racksPerRow, 12);
    QCOMPARE(p->floorLayout.spines, SpinePlacement::EndOfRow);
    const QString saved = dir.filePath(QStringLiteral("v7.fabricplan"));
    ProjectWriter writer;
    QVERIFY2(writer.write(*p, saved), qPrintable(writer.errorString()));
    QCOMPARE(sqlValue(saved, QStringLiteral("SELECT each_technology_at_best FROM comparison_basis"))
                 .toInt(),
             0);
    Project changed = *p;
    changed.comparisonBasis.eachTechnologyAtBest = true;
    QVERIFY2(writer.write(changed, saved), qPrintable(writer.errorString()));
    const auto again = reader.read(saved);
    QVERIFY2(again, qPrintable(reader.errorString()));
    QVERIFY(again->comparisonBasis.eachTechnologyAtBest);
    QVERIFY2(changed == *again, qPrintable(difference(changed, *again)));
}

// A file of schema version 7 (the v6 fixture with its comparison_basis row, each
// technology at its best) has no gpu_time_valued_at: it opens valuing GPU time at the
// cluster's own cost (model.h default) with its row kept; saved, the column is there, and
// the price chosen instead survives the next read.
void TestProjectFile::versionSevenValuesGpuTimeAtOwnCost()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v7.fabricplan"));
    QString error;
    QStringList script = sqlScript(QStringLiteral(FP_TEST_DATA "/projectfile/v6.sql"));
    script << QStringLiteral("CREATE TABLE comparison_basis (id INTEGER PRIMARY KEY CHECK (id = "
                             "1), each_technology_at_best INTEGER NOT NULL)")
           << QStringLiteral("INSERT INTO comparison_basis VALUES (1, 1)")
           << QStringLiteral("PRAGMA user_version = 7");
    QVERIFY2(runSql(path, script, &error), qPrintable(error));
    ProjectReader reader;
    const auto p = reader.read(path);
    QVERIFY2(p, qPrintable(reader.errorString()));
    QVERIFY(reader.fileInfo().migrated);
    QVERIFY(p->comparisonBasis.eachTechnologyAtBest);
    QCOMPARE(p->comparisonBasis.gpuTimeValue, GpuTimeValue::OwnCost);
    const QString saved = dir.filePath(QStringLiteral("v8.fabricplan"));
    ProjectWriter writer;
    Project changed = *p;
    changed.comparisonBasis.gpuTimeValue = GpuTimeValue::GpuHourCost;
    QVERIFY2(writer.write(changed, saved), qPrintable(writer.errorString()));
    QCOMPARE(sqlValue(saved, QStringLiteral("SELECT gpu_time_valued_at FROM comparison_basis"))
                 .toString(),
             QStringLiteral("gpu-hour-cost"));
    const auto again = reader.read(saved);
    QVERIFY2(again, qPrintable(reader.errorString()));
    QVERIFY2(changed == *again, qPrintable(difference(changed, *again)));
}

// A file of schema version 4 stored 0 at every switch end for "not numbered": it opens
// with those ports unnumbered and the node ports kept; saved, its link rows are numbered
// 1, 2, 3 in id order; and a switch port numbered twice is an error of the design.
void TestProjectFile::versionFourFixtureUnnumbersSwitchPorts()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v4.fabricplan"));
    QString error;
    QVERIFY2(runSql(path, sqlScript(QStringLiteral(FP_TEST_DATA "/projectfile/v4.sql")), &error),
             qPrintable(error));
    QCOMPARE(sqlValue(path, QStringLiteral("PRAGMA user_version")).toInt(), 4);
    ProjectReader reader;
    const auto p = reader.read(path);
    QVERIFY2(p, qPrintable(reader.errorString()));
    QVERIFY(reader.fileInfo().migrated);
    QCOMPARE(p->requirements.networkCapexBudgetEur, 2500000.0);
    QCOMPARE(p->links.size(), std::size_t(3));
    QCOMPARE(p->links[0].a, (LinkEnd{3, 0, 0}));
    QCOMPARE(p->links[0].b, switchEnd(5));
    QCOMPARE(p->links[2].a, switchEnd(5));
    QCOMPARE(p->links[2].b, switchEnd(6));

    const QString saved = dir.filePath(QStringLiteral("v5.fabricplan"));
    ProjectWriter writer;
    QVERIFY2(writer.write(*p, saved), qPrintable(writer.errorString()));
    QCOMPARE(sqlValue(saved, QStringLiteral("PRAGMA user_version")).toInt(), ProjectSchemaVersion);
    QCOMPARE(sqlValue(saved, QStringLiteral("SELECT id FROM link WHERE rowid = 1")).toInt(), 7);
    QCOMPARE(sqlValue(saved, QStringLiteral("SELECT id FROM link WHERE rowid = 3")).toInt(), 9);
    QCOMPARE(sqlValue(saved, QStringLiteral("SELECT b_port FROM link WHERE rowid = 1")).toInt(),
             UnnumberedPort);
    const auto again = reader.read(saved);
    QVERIFY2(again, qPrintable(reader.errorString()));
    QVERIFY2(*p == *again, qPrintable(difference(*p, *again)));

    // Both node links on port 1 of leaf-1: one error naming the port and both links.
    Project twice = *p;
    twice.links[0].b.port = 0;
    twice.links[1].b.port = 0;
    const auto issues = checkInvariants(twice, test::shippedCatalog());
    const auto taken = std::find_if(issues.begin(), issues.end(), [](const Issue &i) {
        return i.code == QLatin1String("switch-port-linked-twice");
    });
    QVERIFY(taken != issues.end());
    QVERIFY2(taken->text.contains(QStringLiteral("Port 1 of leaf-1")) &&
                 taken->text.contains(QStringLiteral("(7, 8)")),
             qPrintable(taken->text));
    // Ports 1 and 2 are distinct: no error.
    twice.links[1].b.port = 1;
    for (const Issue &i : checkInvariants(twice, test::shippedCatalog()))
        QVERIFY2(!i.code.startsWith(QLatin1String("switch-port")), qPrintable(i.text));

    // Link 9 bundles 2 links from leaf-1 (group x2) to spine-1 (outside the group): at
    // port 64 of a 64-port QM9700 its second link has no port; numbered at the spine,
    // both copies of the group would take the same port.
    const auto codeFor = [](const Project &project) {
        QStringList codes;
        for (const Issue &i : checkInvariants(project, test::shippedCatalog()))
            if (i.code.startsWith(QLatin1String("switch-port")))
                codes << i.code + QLatin1Char(':') + i.text;
        return codes;
    };
    Project beyond = *p;
    beyond.links[2].a.port = 63;
    QCOMPARE(codeFor(beyond), QStringList{QStringLiteral(
                                  "switch-port-invalid:Link 9 (leaf-1 to spine-1) takes ports 64 "
                                  "to 65 of leaf-1, which has 64 ports at 400 Gb/s.")});
    Project repeated = *p;
    repeated.links[2].b.port = 0;
    QCOMPARE(codeFor(repeated),
             QStringList{QStringLiteral(
                 "switch-port-repeated:Link 9 (leaf-1 to spine-1) is repeated 2 times by its group "
                 "but numbers port "
                 "1 of spine-1, which only one copy can take; leave the port unnumbered.")});
}

// The JSON form before the decision keys: absent "requirements" and
// "decision_weights" read as the defaults.
// JSON format version 1 wrote port 0 at every switch end for "not numbered": read as
// UnnumberedPort. Version 2 keeps a 0 there as port 1 of the switch.
void TestProjectFile::jsonVersionOneSwitchPortsUnnumbered()
{
    const Project rich = richProject();
    QJsonObject json = projectToJson(rich);
    QCOMPARE(json.value(QStringLiteral("format_version")).toInt(), 2);
    QJsonArray links = json.value(QStringLiteral("links")).toArray();
    QVERIFY(!links.isEmpty());
    for (qsizetype i = 0; i < links.size(); ++i) {
        QJsonObject l = links.at(i).toObject();
        for (const char *end : {"a", "b"}) {
            const QString nic = QStringLiteral("%1_nic").arg(QLatin1String(end));
            if (l.value(nic).toInt() == -1)
                l.insert(QStringLiteral("%1_port").arg(QLatin1String(end)), 0);
        }
        links.replace(i, l);
    }
    json.insert(QStringLiteral("links"), links);
    QString error;
    const auto asVersion2 = projectFromJson(json, &error);
    QVERIFY2(asVersion2, qPrintable(error));
    QCOMPARE(asVersion2->links.back().b.port, 0);
    json.insert(QStringLiteral("format_version"), 1);
    const auto asVersion1 = projectFromJson(json, &error);
    QVERIFY2(asVersion1, qPrintable(error));
    QVERIFY2(*asVersion1 == rich, qPrintable(difference(*asVersion1, rich)));
}

void TestProjectFile::jsonWithoutDecisionKeysReads()
{
    QJsonObject json = projectToJson(richProject());
    json.remove(QStringLiteral("requirements"));
    json.remove(QStringLiteral("decision_weights"));
    QString error;
    const auto p = projectFromJson(json, &error);
    QVERIFY2(p, qPrintable(error));
    QCOMPARE(p->requirements, Requirements{});
    QCOMPARE(p->decisionWeights, DecisionWeights{});
}

void TestProjectFile::newerVersionRefusedAndUntouched()
{
    QTemporaryDir dir;
    const QString path = savedRich(dir);
    QVERIFY(
        runSql(path, {QStringLiteral("PRAGMA user_version = %1").arg(ProjectSchemaVersion + 1)}));
    const QByteArray bytes = bytesOf(path);
    const QDateTime mtime = QFileInfo(path).lastModified();
    QTest::qSleep(20);

    ProjectReader reader;
    QVERIFY(!reader.read(path));
    QCOMPARE(reader.error(), ProjectFileError::NewerVersion);
    const QString msg = reader.errorString();
    QVERIFY2(msg.contains(QLatin1String("newer")), qPrintable(msg));
    QVERIFY2(msg.contains(QStringLiteral("version %1").arg(ProjectSchemaVersion + 1)),
             qPrintable(msg));
    QVERIFY2(msg.contains(QStringLiteral("up to %1").arg(ProjectSchemaVersion)), qPrintable(msg));
    QCOMPARE(reader.fileInfo().schemaVersion, ProjectSchemaVersion + 1);
    QCOMPARE(bytesOf(path), bytes);
    QCOMPARE(QFileInfo(path).lastModified(), mtime);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("p.fabricplan")});
}

void TestProjectFile::notSqlite()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("text.fabricplan"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("This is a text file, not a project.\n").repeated(20));
    }
    ProjectReader reader;
    QVERIFY(!reader.read(path));
    QCOMPARE(reader.error(), ProjectFileError::NotSqlite);
    QVERIFY2(reader.errorString().contains(QLatin1String("not an SQLite database")),
             qPrintable(reader.errorString()));

    const QString empty = dir.filePath(QStringLiteral("empty.fabricplan"));
    {
        QFile f(empty);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    QVERIFY(!reader.read(empty));
    QCOMPARE(reader.error(), ProjectFileError::NotSqlite);
    QVERIFY2(reader.errorString().contains(QLatin1String("empty")),
             qPrintable(reader.errorString()));
}

void TestProjectFile::foreignApplicationId()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("other.db"));
    QVERIFY(runSql(path, {QStringLiteral("PRAGMA application_id = 1234"),
                          QStringLiteral("CREATE TABLE t (x)"),
                          QStringLiteral("INSERT INTO t VALUES (1)")}));
    ProjectReader reader;
    QVERIFY(!reader.read(path));
    QCOMPARE(reader.error(), ProjectFileError::Foreign);
    QVERIFY2(reader.errorString().contains(QLatin1String("another program")),
             qPrintable(reader.errorString()));

    // A plain SQLite file (application id 0) is foreign as well.
    const QString plain = dir.filePath(QStringLiteral("plain.db"));
    QVERIFY(runSql(plain, {QStringLiteral("CREATE TABLE t (x)")}));
    QVERIFY(!reader.read(plain));
    QCOMPARE(reader.error(), ProjectFileError::Foreign);
}

void TestProjectFile::truncated()
{
    QTemporaryDir dir;
    const QString path = savedRich(dir);
    const QByteArray bytes = bytesOf(path);
    QVERIFY(bytes.size() > 8192);
    const int pageSize = sqlValue(path, QStringLiteral("PRAGMA page_size")).toInt();
    ProjectReader reader;
    for (const qint64 size : {qint64(bytes.size() / 2 + 7), qint64(pageSize * 2), qint64(60)}) {
        QVERIFY(QFile::resize(path, size));
        QVERIFY(!reader.read(path));
        QCOMPARE(reader.error(), ProjectFileError::Truncated);
        QVERIFY2(reader.errorString().contains(QLatin1String("truncated")),
                 qPrintable(reader.errorString()));
    }
}

void TestProjectFile::damagedPage()
{
    QTemporaryDir dir;
    // Enough links that the link table spans full leaf pages.
    Project p = richProject();
    for (int i = 0; i < 400; ++i) {
        Link l = p.links.front();
        l.id = p.allocateId();
        l.cableTypeId = QStringLiteral("cable-with-a-long-name-%1").arg(i);
        p.links.push_back(l);
    }
    const QString path = dir.filePath(QStringLiteral("damaged.fabricplan"));
    ProjectWriter writer;
    QVERIFY2(writer.write(p, path), qPrintable(writer.errorString()));
    const int pageSize = sqlValue(path, QStringLiteral("PRAGMA page_size")).toInt();
    // The root of the link table is an interior page now; its first child a full leaf.
    const int root =
        sqlValue(path, QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = 'link'"))
            .toInt();
    QByteArray bytes = bytesOf(path);
    QCOMPARE(quint8(bytes[(root - 1) * pageSize]), quint8(0x05)); // interior table b-tree page
    const qint64 rightChild = (quint32(quint8(bytes[(root - 1) * pageSize + 8])) << 24) |
                              (quint32(quint8(bytes[(root - 1) * pageSize + 9])) << 16) |
                              (quint32(quint8(bytes[(root - 1) * pageSize + 10])) << 8) |
                              quint32(quint8(bytes[(root - 1) * pageSize + 11]));
    // A leaf of the link table that is not the last one (full), damaged in its middle.
    const qint64 leaf = rightChild - 1;
    QCOMPARE(quint8(bytes[(leaf - 1) * pageSize]), quint8(0x0d)); // leaf table b-tree page
    const qint64 middle = (leaf - 1) * pageSize + pageSize / 2;
    for (int i = 0; i < 64; ++i)
        bytes[middle + i] = char(0xff);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    ProjectReader reader;
    QVERIFY(!reader.read(path));
    QCOMPARE(reader.error(), ProjectFileError::Corrupt);
    QVERIFY2(reader.errorString().contains(QLatin1String("damaged")),
             qPrintable(reader.errorString()));
    QVERIFY2(reader.errorString().contains(QLatin1String("integrity check")),
             qPrintable(reader.errorString()));
}

void TestProjectFile::invalidRows_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("expected");

    const Project p = richProject();
    const Id link = p.links.front().id;
    QTest::newRow("dangling link end")
        << QStringLiteral("UPDATE link SET b_object = 999 WHERE id = %1").arg(link)
        << QStringLiteral("table link, row %1, column b_object: no node or switch has id 999")
               .arg(link);
    QTest::newRow("negative bundle")
        << QStringLiteral("UPDATE link SET bundle = -3 WHERE id = %1").arg(link)
        << QStringLiteral("table link, row %1, column bundle").arg(link);
    QTest::newRow("unknown enum key") << QStringLiteral("UPDATE switch SET role = 'router'")
                                      << QStringLiteral("column role: unknown value \"router\"");
    QTest::newRow("text in a number column") << QStringLiteral("UPDATE node SET pos_x = 'left'")
                                             << QStringLiteral("column pos_x: not a number");
    QTest::newRow("dangling group") << QStringLiteral("UPDATE node SET group_id = 4242")
                                    << QStringLiteral("column group_id: no group has id 4242");
    QTest::newRow("orphan generator params")
        << QStringLiteral("UPDATE generator_params SET fabric_id = 555")
        << QStringLiteral("table generator_params, fabric_id 555, column fabric_id");
    QTest::newRow("dangling domain member")
        << QStringLiteral("UPDATE nvlink_domain_node SET node_id = 31337 WHERE seq = 1")
        << QStringLiteral("table nvlink_domain_node, domain_id %1, seq 1, column node_id")
               .arg(p.nvlinkDomains.front().id);
    QTest::newRow("missing workload row")
        << QStringLiteral("DELETE FROM workload") << QStringLiteral("table workload");
    QTest::newRow("id at or above next id")
        << QStringLiteral("UPDATE project SET next_id = 3")
        << QStringLiteral("is not below the project's next id 3");
    QTest::newRow("negative measurement")
        << QStringLiteral("UPDATE measurement SET time_s = -1 WHERE id = 2")
        << QStringLiteral("table measurement, row 2, column time_s");
    QTest::newRow("broken own part json")
        << QStringLiteral("UPDATE own_part SET json = '{\"id\": ' WHERE id = 1")
        << QStringLiteral("table own_part, row 1, column json: not valid JSON");
}

void TestProjectFile::invalidRows()
{
    QFETCH(QString, statement);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = savedRich(dir);
    QString error;
    QVERIFY2(runSql(path, {statement}, &error), qPrintable(error));
    ProjectReader reader;
    QVERIFY(!reader.read(path));
    QCOMPARE(reader.error(), ProjectFileError::InvalidContent);
    QVERIFY2(reader.errorString().contains(expected), qPrintable(reader.errorString()));
    QVERIFY2(reader.errorString().contains(QLatin1String("p.fabricplan")),
             qPrintable(reader.errorString()));
}

void TestProjectFile::invalidProjectIsNotSaved()
{
    QTemporaryDir dir;
    Project p = richProject();
    p.links[3].bundle = 0;
    const QString path = dir.filePath(QStringLiteral("x.fabricplan"));
    ProjectWriter writer;
    QVERIFY(!writer.write(p, path));
    QCOMPARE(writer.error(), ProjectFileError::InvalidContent);
    QVERIFY2(writer.errorString().contains(QLatin1String("links[3].bundle")),
             qPrintable(writer.errorString()));
    QVERIFY(filesIn(dir.path()).isEmpty());
}

void TestProjectFile::readOnlyFile()
{
    QTemporaryDir dir;
    const QString path = savedRich(dir);
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    const QByteArray bytes = bytesOf(path);

    ProjectReader reader;
    const auto p = reader.read(path);
    QVERIFY2(p, qPrintable(reader.errorString()));

    Project changed = *p;
    changed.info.name = QStringLiteral("changed");
    ProjectWriter writer;
    QVERIFY(!writer.write(changed, path));
    QCOMPARE(writer.error(), ProjectFileError::WriteFailed);
    QVERIFY2(writer.errorString().contains(QLatin1String("read-only")),
             qPrintable(writer.errorString()));
    QCOMPARE(bytesOf(path), bytes);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("p.fabricplan")});
}

void TestProjectFile::missingFileAndDirectory()
{
    QTemporaryDir dir;
    ProjectWriter writer;
    const QString inMissing = dir.filePath(QStringLiteral("no/such/dir/p.fabricplan"));
    QVERIFY(!writer.write(richProject(), inMissing));
    QCOMPARE(writer.error(), ProjectFileError::WriteFailed);
    QVERIFY2(writer.errorString().contains(QLatin1String("does not exist")),
             qPrintable(writer.errorString()));
    QVERIFY(filesIn(dir.path()).isEmpty());

    ProjectReader reader;
    QVERIFY(!reader.read(inMissing));
    QCOMPARE(reader.error(), ProjectFileError::NotFound);
    QVERIFY2(reader.errorString().contains(QLatin1String("folder")),
             qPrintable(reader.errorString()));
    QVERIFY(!reader.read(dir.filePath(QStringLiteral("absent.fabricplan"))));
    QCOMPARE(reader.error(), ProjectFileError::NotFound);
    QVERIFY2(reader.errorString().contains(QLatin1String("does not exist")),
             qPrintable(reader.errorString()));
}

void TestProjectFile::tempFileCannotBeCreated()
{
    QTemporaryDir dir;
    const QString path = savedRich(dir);
    const QByteArray bytes = bytesOf(path);
    Project changed = richProject();
    changed.info.name = QStringLiteral("changed");
    ProjectWriter writer;

    // An unwritable folder. Root may write anyway: then the case is covered by the
    // file-descriptor limit below alone.
    QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner));
    const bool permissionsBite = ::access(QFile::encodeName(dir.path()).constData(), W_OK) != 0;
    if (permissionsBite) {
        QVERIFY(!writer.write(changed, path));
        QCOMPARE(writer.error(), ProjectFileError::WriteFailed);
        QVERIFY2(writer.errorString().contains(QLatin1String("cannot create")),
                 qPrintable(writer.errorString()));
        QCOMPARE(bytesOf(path), bytes);
    }
    QVERIFY(
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));

    // No file can be opened at all: the temporary file cannot be created.
    rlimit old{};
    QCOMPARE(::getrlimit(RLIMIT_NOFILE, &old), 0);
    const int lowestFree = ::dup(0);
    QVERIFY(lowestFree >= 0);
    ::close(lowestFree);
    rlimit tight = old;
    tight.rlim_cur = rlim_t(lowestFree);
    QCOMPARE(::setrlimit(RLIMIT_NOFILE, &tight), 0);
    const bool saved = writer.write(changed, path);
    ::setrlimit(RLIMIT_NOFILE, &old);
    QVERIFY(!saved);
    QCOMPARE(writer.error(), ProjectFileError::WriteFailed);
    QVERIFY2(writer.errorString().contains(QLatin1String("cannot create")),
             qPrintable(writer.errorString()));
    QCOMPARE(bytesOf(path), bytes);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("p.fabricplan")});
}

void TestProjectFile::diskFullMidSave()
{
    QTemporaryDir dir;
    const QString path = savedRich(dir);
    const QByteArray bytes = bytesOf(path);
    Project bigger = richProject();
    bigger.info.description = QString(20000, QLatin1Char('x'));

    // Writes past 8 KiB fail (EFBIG) as on a full disk, in the middle of the save.
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit old{};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &old), 0);
    rlimit tight = old;
    tight.rlim_cur = 8192;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &tight), 0);
    ProjectWriter writer;
    const bool saved = writer.write(bigger, path);
    ::setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, oldHandler);

    QVERIFY(!saved);
    QCOMPARE(writer.error(), ProjectFileError::WriteFailed);
    QVERIFY2(writer.errorString().contains(QLatin1String("Cannot save")),
             qPrintable(writer.errorString()));
    QCOMPARE(bytesOf(path), bytes);
    QCOMPARE(filesIn(dir.path()), QStringList{QStringLiteral("p.fabricplan")});
    ProjectReader reader;
    QVERIFY2(reader.read(path), qPrintable(reader.errorString()));
}

void TestProjectFile::backupHoldsPreviousVersion()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("b.fabricplan"));
    const QString backup = ProjectWriter::backupPath(path);
    QCOMPARE(backup, path + QLatin1Char('~'));
    Project p = richProject();
    ProjectWriter writer;
    ProjectReader reader;

    p.info.name = QStringLiteral("first");
    QVERIFY2(writer.write(p, path), qPrintable(writer.errorString()));
    QVERIFY(!QFileInfo::exists(backup));
    const QByteArray first = bytesOf(path);

    p.info.name = QStringLiteral("second");
    QVERIFY2(writer.write(p, path), qPrintable(writer.errorString()));
    QCOMPARE(bytesOf(backup), first);
    QCOMPARE(reader.read(backup)->info.name, QStringLiteral("first"));
    QCOMPARE(reader.read(path)->info.name, QStringLiteral("second"));
    const QByteArray second = bytesOf(path);

    p.info.name = QStringLiteral("third");
    QVERIFY2(writer.write(p, path), qPrintable(writer.errorString()));
    QCOMPARE(bytesOf(backup), second);
    QCOMPARE(reader.read(path)->info.name, QStringLiteral("third"));
    QCOMPARE(filesIn(dir.path()),
             (QStringList{QStringLiteral("b.fabricplan"), QStringLiteral("b.fabricplan~")}));

    // The saved file keeps the permissions of the one it replaces.
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    QVERIFY2(writer.write(p, path), qPrintable(writer.errorString()));
    QCOMPARE(QFile::permissions(path) & 0x7777,
             QFile::Permissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser |
                                QFile::WriteUser));
}

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_projectfile.moc"
