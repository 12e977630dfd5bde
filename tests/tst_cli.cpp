// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI as a process: exit codes, one-line errors, and the JSON of docs/CLI.md.
#include "io/projectio.h"
#include "support/testsupport.h"
#include "version.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = fp::test::CliRun;
using fp::test::runCli;

QJsonObject parseObject(const QByteArray &bytes)
{
    QJsonParseError e;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &e);
    if (e.error != QJsonParseError::NoError || !doc.isObject())
        qWarning("not a JSON object: %s", bytes.constData());
    return doc.object();
}

QList<int> ints(const QJsonValue &v)
{
    QList<int> out;
    for (const QJsonValue &x : v.toArray())
        out << x.toInt();
    return out;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void versionAndHelp()
    {
        const Run v = runCli({QStringLiteral("--version")});
        QCOMPARE(v.exitCode, 0);
        QVERIFY(v.out.startsWith("fabricplanner-cli "));
        QVERIFY(v.out.contains(FABRICPLANNER_VERSION));
        const Run h = runCli({QStringLiteral("--help")});
        QCOMPARE(h.exitCode, 0);
        for (const char *cmd :
             {"generate", "evaluate", "report", "import-nccl", "export", "catalog", "--version"})
            QVERIFY2(h.out.contains(cmd), cmd);
    }

    // docs/CLI.md example: 1,024 GPUs with the defaults. By hand: h100-8gpu has 8 GPUs and
    // 8 x 400G NICs, so 128 nodes and 1,024 endpoints. QM9700 at 400G: k = 64, r = 1:
    // 32 down, 32 up per leaf. Rail-optimized units of 32 nodes x 8 rails: 4 units,
    // 32 leaves (1,024 / 32). 1,024 endpoints > 64 (1 tier) but 32 leaves <= 64: 2 tiers.
    // Uplinks 32 x 32 = 1,024; spines = 1,024 / 64 = 16.
    void generateJsonDefaults()
    {
        const Run r = runCli({QStringLiteral("generate"), QStringLiteral("--gpus"),
                              QStringLiteral("1024"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o.value(QStringLiteral("gpus")).toInt(), 1024);
        QCOMPARE(o.value(QStringLiteral("nodes")).toInt(), 128);
        QCOMPARE(o.value(QStringLiteral("technology")).toString(), QStringLiteral("infiniband"));
        QCOMPARE(o.value(QStringLiteral("switch_model")).toString(), QStringLiteral("qm9700"));
        QCOMPARE(o.value(QStringLiteral("topology")).toString(), QStringLiteral("rail-optimized"));
        QCOMPARE(o.value(QStringLiteral("oversubscription")).toDouble(), 1.0);
        QCOMPARE(o.value(QStringLiteral("planes")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("tiers")).toInt(), 2);
        QCOMPARE(ints(o.value(QStringLiteral("switches_per_tier"))), (QList<int>{32, 16}));
        QCOMPARE(ints(o.value(QStringLiteral("links_per_tier"))), (QList<int>{1024, 1024}));
    }

    // A project written by generate compares each technology at its best, unless
    // --compare-as-generated keeps the generated shape (docs/CLI.md).
    void generatedProjectComparesAtBest()
    {
        QTemporaryDir dir;
        for (const bool asGenerated : {false, true}) {
            const QString path =
                dir.filePath(asGenerated ? QStringLiteral("g.json") : QStringLiteral("b.json"));
            QStringList args{QStringLiteral("generate"), QStringLiteral("--gpus"),
                             QStringLiteral("64"), QStringLiteral("--output"), path};
            if (asGenerated)
                args << QStringLiteral("--compare-as-generated");
            QCOMPARE(runCli(args).exitCode, 0);
            QString error;
            const auto p = fp::loadProject(path, &error);
            QVERIFY2(p, qPrintable(error));
            QCOMPARE(p->comparisonBasis.eachTechnologyAtBest, !asGenerated);
        }
    }

    void generateJson_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<QList<int>>("switches");
        QTest::addColumn<QList<int>>("links");
        // Ethernet default SN5600 at 400G: k = 128. 1,024 endpoints: 2 tiers; units of
        // 64 nodes x 8 rails: 2 units, 16 leaves; uplinks 16 x 64 = 1,024; spines 1,024 /
        // 128 = 8; per unit 8 x 64 = 512 uplinks over 8 spines = 64 each, 2 units -> 128
        // ports per spine: fits.
        QTest::newRow("ethernet-1024")
            << QStringList{QStringLiteral("--technology"), QStringLiteral("ethernet")} << 2
            << QList<int>{16, 8} << QList<int>{1024, 1024};
        // 3:1 on QM9700: u = floor(64/4) = 16 up, d = 48 down. 1,024 endpoints, units of
        // 48 nodes: 128 nodes -> 3 units (48, 48, 32 nodes), 24 leaves; the partial unit's
        // leaves need ceil(32/3) = 11 uplinks; spines from ceil(8 x (16 + 16 + 11)/64) = 6:
        // 6 and 7 take the load (2 x 22 + 15 = 59, 2 x 19 + 13 = 51) but do not divide 16;
        // 8 does (2 x 16 + 11 = 43 <= 64) -> 8 spines. 11 uplinks over 8 spines would be
        // unequal bundles: the partial leaves round up to 16 (2 to every spine; load
        // 2 x 16 + 16 = 48), so uplinks 8 x (16 + 16 + 16) = 384.
        QTest::newRow("ib-3to1") << QStringList{QStringLiteral("--oversubscription"),
                                                QStringLiteral("3:1")}
                                 << 2 << QList<int>{24, 8} << QList<int>{1024, 384};
        // 2 planes: 512 endpoints per plane (4 rails each); units of 32 nodes x 4 leaves:
        // 4 units, 16 leaves per plane; uplinks 16 x 32 = 512, spines 8 per plane (per
        // unit 4 x 32 = 128 over 8 = 16, 4 units -> 64: fits). Totals: 32 leaves, 16 spines.
        QTest::newRow("ib-2planes") << QStringList{QStringLiteral("--planes"), QStringLiteral("2")}
                                    << 2 << QList<int>{32, 16} << QList<int>{1024, 1024};
    }

    void generateJson()
    {
        QFETCH(QStringList, args);
        QFETCH(int, tiers);
        QFETCH(QList<int>, switches);
        QFETCH(QList<int>, links);
        const Run r = runCli(QStringList{QStringLiteral("generate"), QStringLiteral("--gpus"),
                                         QStringLiteral("1024"), QStringLiteral("--json")} +
                             args);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o.value(QStringLiteral("tiers")).toInt(), tiers);
        QCOMPARE(ints(o.value(QStringLiteral("switches_per_tier"))), switches);
        QCOMPARE(ints(o.value(QStringLiteral("links_per_tier"))), links);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString g = QStringLiteral("generate");
        const QString gpus = QStringLiteral("--gpus");
        QTest::newRow("no command") << QStringList{};
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
        QTest::newRow("no gpus") << QStringList{g};
        QTest::newRow("gpus text") << QStringList{g, gpus, QStringLiteral("many")};
        QTest::newRow("gpus negative") << QStringList{g, gpus, QStringLiteral("-8")};
        QTest::newRow("gpus zero") << QStringList{g, gpus, QStringLiteral("0")};
        QTest::newRow("gpus fraction") << QStringList{g, gpus, QStringLiteral("8.5")};
        QTest::newRow("gpus huge") << QStringList{g, gpus, QStringLiteral("99999999999999")};
        QTest::newRow("gpus not multiple of 8") << QStringList{g, gpus, QStringLiteral("1020")};
        QTest::newRow("gpus missing value") << QStringList{g, gpus};
        QTest::newRow("oversub 0")
            << QStringList{g, gpus, QStringLiteral("64"), QStringLiteral("--oversubscription"),
                           QStringLiteral("0")};
        QTest::newRow("oversub x:y")
            << QStringList{g, gpus, QStringLiteral("64"), QStringLiteral("--oversubscription"),
                           QStringLiteral("x:y")};
        QTest::newRow("oversub below 1")
            << QStringList{g, gpus, QStringLiteral("64"), QStringLiteral("--oversubscription"),
                           QStringLiteral("1:3")};
        QTest::newRow("planes 3") << QStringList{g, gpus, QStringLiteral("64"),
                                                 QStringLiteral("--planes"), QStringLiteral("3")};
        QTest::newRow("unknown node type") << QStringList{
            g, gpus, QStringLiteral("64"), QStringLiteral("--node-type"), QStringLiteral("nope")};
        QTest::newRow("unknown switch") << QStringList{
            g, gpus, QStringLiteral("64"), QStringLiteral("--switch"), QStringLiteral("nope")};
        QTest::newRow("unknown technology")
            << QStringList{g, gpus, QStringLiteral("64"), QStringLiteral("--technology"),
                           QStringLiteral("token-ring")};
        QTest::newRow("unknown topology") << QStringList{
            g, gpus, QStringLiteral("64"), QStringLiteral("--topology"), QStringLiteral("torus")};
        QTest::newRow("unknown option")
            << QStringList{g, gpus, QStringLiteral("64"), QStringLiteral("--colour")};
        // Ethernet switch for an InfiniBand fabric.
        QTest::newRow("switch of other technology") << QStringList{
            g, gpus, QStringLiteral("64"), QStringLiteral("--switch"), QStringLiteral("sn5600")};
        // 64^3/4 = 65,536 endpoints is the 3-tier maximum of QM9700 with one plane;
        // 131,072 GPUs need 131,072 endpoints.
        QTest::newRow("more than 3 tiers") << QStringList{g, gpus, QStringLiteral("131072")};
        QTest::newRow("bad lang") << QStringList{QStringLiteral("--lang"), QStringLiteral("fr"),
                                                 QStringLiteral("catalog")};
        QTest::newRow("catalog extra arg")
            << QStringList{QStringLiteral("catalog"), QStringLiteral("x")};
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith("fabricplanner-cli: "), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1); // exactly one line
        QVERIFY2(r.err.size() > 30, r.err.constData());
    }

    void dutchErrors()
    {
        const Run en =
            runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("abc"),
                    QStringLiteral("--lang"), QStringLiteral("en")});
        const Run nl =
            runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("abc"),
                    QStringLiteral("--lang"), QStringLiteral("nl")});
        QCOMPARE(en.exitCode, 2);
        QCOMPARE(nl.exitCode, 2);
        QVERIFY(en.err != nl.err);
        QVERIFY2(nl.err.contains("geheel getal"), nl.err.constData());
    }

    void catalogJson()
    {
        const Run r = runCli({QStringLiteral("catalog"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QByteArray all = r.out;
        for (const char *id : {"qm9700", "qm9790", "q3400", "sn5600", "sn5400", "connectx7",
                               "connectx8", "bluefield3", "h100-8gpu", "gb200-nvl72"})
            QVERIFY2(all.contains(id), id);
        QVERIFY(!parseObject(r.out).isEmpty());
        const Run text = runCli({QStringLiteral("catalog")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("qm9700"));
    }

    // Project files: bad project files get one translated line and exit code 2, and the
    // file is never written to.
    void badProjectFiles()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.fabricplan"));
        QCOMPARE(runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64"),
                         QStringLiteral("--output"), good})
                     .exitCode,
                 0);
        QVERIFY(QFileInfo::exists(good));

        auto makeVariant = [&](const QString &name, const char *pragma) {
            const QString path = dir.filePath(name);
            QFile::copy(good, path);
            {
                QSqlDatabase db =
                    QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
                db.setDatabaseName(path);
                if (!db.open())
                    qFatal("cannot open copy");
                QSqlQuery(db).exec(QString::fromLatin1(pragma));
                db.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
            return path;
        };
        const QString foreign =
            makeVariant(QStringLiteral("foreign.fabricplan"), "PRAGMA application_id = 12345");
        const QString newer =
            makeVariant(QStringLiteral("newer.fabricplan"), "PRAGMA user_version = 999");
        const QString text = dir.filePath(QStringLiteral("text.fabricplan"));
        {
            QFile f(text);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("hello, this is not a project\n");
        }
        const QString truncated = dir.filePath(QStringLiteral("truncated.fabricplan"));
        {
            QFile in(good);
            QVERIFY(in.open(QIODevice::ReadOnly));
            QFile out(truncated);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(in.read(in.size() / 3));
        }
        struct Case {
            QString path;
            const char *word;
        };
        const Case cases[] = {{foreign, "another program"},
                              {newer, "999"},
                              {text, "not"},
                              {truncated, "truncated"},
                              {dir.filePath(QStringLiteral("missing.fabricplan")), "exist"}};
        for (const Case &c : cases) {
            const QByteArray before = [&] {
                QFile f(c.path);
                return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
            }();
            for (const QString &cmd : {QStringLiteral("evaluate"), QStringLiteral("export")}) {
                QStringList args{cmd, c.path, QStringLiteral("--lang"), QStringLiteral("en")};
                if (cmd == QLatin1String("export"))
                    args << QStringLiteral("--format") << QStringLiteral("json")
                         << QStringLiteral("--output") << dir.filePath(QStringLiteral("out.json"));
                const Run r = runCli(args);
                QCOMPARE(r.status, QProcess::NormalExit);
                QVERIFY2(r.exitCode == 2, qPrintable(c.path + QString::fromUtf8(r.err)));
                QCOMPARE(r.err.count('\n'), 1);
                QVERIFY2(r.err.toLower().contains(c.word), r.err.constData());
                QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out.json"))));
            }
            QFile f(c.path);
            if (f.open(QIODevice::ReadOnly))
                QCOMPARE(f.readAll(), before); // nothing was written to it
        }
    }

    // Text exchange: export --format json, import back, export again: identical.
    void jsonRoundTrip()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.fabricplan"));
        const QString j1 = dir.filePath(QStringLiteral("a.json"));
        const QString b = dir.filePath(QStringLiteral("b.fabricplan"));
        const QString j2 = dir.filePath(QStringLiteral("b.json"));
        QCOMPARE(runCli({QStringLiteral("generate"), QStringLiteral("--gpus"),
                         QStringLiteral("2048"), QStringLiteral("--oversubscription"),
                         QStringLiteral("3:1"), QStringLiteral("--output"), a})
                     .exitCode,
                 0);
        QCOMPARE(runCli({QStringLiteral("export"), a, QStringLiteral("--format"),
                         QStringLiteral("json"), QStringLiteral("--output"), j1})
                     .exitCode,
                 0);
        QCOMPARE(runCli({QStringLiteral("import"), j1, QStringLiteral("--output"), b}).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("export"), b, QStringLiteral("--format"),
                         QStringLiteral("json"), QStringLiteral("--output"), j2})
                     .exitCode,
                 0);
        QFile f1(j1), f2(j2);
        QVERIFY(f1.open(QIODevice::ReadOnly) && f2.open(QIODevice::ReadOnly));
        const QByteArray t1 = f1.readAll();
        QVERIFY(t1.size() > 1000);
        QCOMPARE(t1, f2.readAll());
        // GraphML of the expanded compute fabric: 2,048 GPUs at 3:1 on QM9700 (u = 16,
        // d = 48): 256 nodes, units of 48 nodes -> 6 units (5 x 48 + 16), 48 leaves; 3
        // tiers are not needed (48 leaves <= 64). Vertices = 256 nodes + 48 leaves +
        // spines; edges >= 2,048 node links.
        const QString gml = dir.filePath(QStringLiteral("a.graphml"));
        QCOMPARE(runCli({QStringLiteral("export"), a, QStringLiteral("--format"),
                         QStringLiteral("graphml"), QStringLiteral("--output"), gml})
                     .exitCode,
                 0);
        QFile g(gml);
        QVERIFY(g.open(QIODevice::ReadOnly));
        const QByteArray graphml = g.readAll();
        QVERIFY(graphml.contains("<graphml"));
        QVERIFY(graphml.count("<data key=\"kind\">node</data>") == 256);
        QVERIFY(graphml.count("<edge ") >= 2048);
    }

    void generateTextOutput()
    {
        const Run r =
            runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("16384"),
                    QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("16,384 GPUs"), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
