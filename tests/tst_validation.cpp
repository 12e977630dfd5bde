// SPDX-License-Identifier: GPL-3.0-or-later
// One validator per field (core/io/fields.h, core/model/fieldrange.h), shared by the
// project file, JSON import, catalog overrides, own parts and the edit facade; and
// the reliability findings it closes, one test each (F4, F6, F11, F14, F18, F20).
// Each F-case builds its input like its reproducer: a generated 64-GPU project,
// changed with SQL or in its JSON text, then run through the CLI as a process.
#include "edit/document.h"
#include "edit/editcommands.h"
#include "io/fields.h"
#include "io/projectfile.h"
#include "io/projectio.h"
#include "io/projectjson.h"
#include "model/fieldrange.h"
#include "model/model.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUuid>

using namespace fp;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), QString());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FP_BIN_DIR "/fabricplanner-cli"), args);
    if (!p.waitForFinished(120000))
        qFatal("fabricplanner-cli did not finish");
    return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
               p.readAllStandardOutput(), p.readAllStandardError()};
}

// Runs SQL statements against a project file (the reproducers' sqlite3 edits).
bool runSql(const QString &path, const QStringList &statements)
{
    const QString name = QUuid::createUuid().toString();
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        for (const QString &s : statements) {
            QSqlQuery q(db);
            if (ok && !q.exec(s)) {
                qWarning("%s: %s", qPrintable(s), qPrintable(q.lastError().text()));
                ok = false;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

int lines(const QByteArray &text)
{
    return int(text.count('\n'));
}

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_project; // generated once: 64 GPUs, the defaults

    // A copy of the generated project, changed by `sql`.
    QString variant(const QString &name, const QStringList &sql)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".fabricplan"));
        QFile::remove(path);
        if (!QFile::copy(m_project, path) || !runSql(path, sql))
            qFatal("cannot make %s", qPrintable(name));
        return path;
    }

    // Evaluate refuses `path` in one line on stderr, exit 2, naming `what`.
    void refusedInOneLine(const QString &path, const QString &what)
    {
        const Run r = runCli({QStringLiteral("evaluate"), path});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(lines(r.err), 1);
        QVERIFY2(r.err.contains(what.toUtf8()), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("p.fabricplan"));
        const Run r = runCli({QStringLiteral("generate"), QStringLiteral("--gpus"),
                              QStringLiteral("64"), QStringLiteral("--output"), m_project});
        QCOMPARE(r.exitCode, 0);
    }

    // The validator: bounds inclusive unless exclusive, finite, whole when asked.
    void validatorRanges()
    {
        QVERIFY(validate(FieldRange::real(0, 1), 0).isEmpty());
        QVERIFY(validate(FieldRange::real(0, 1), 1).isEmpty());
        QVERIFY(!validate(FieldRange::real(0, 1), -0.001).isEmpty());
        QVERIFY(!validate(FieldRange::real(0, 1), qInf()).isEmpty());
        QVERIFY(!validate(FieldRange::real(0, 1), qQNaN()).isEmpty());
        QVERIFY(!validate(FieldRange::above(0, 1), 0).isEmpty());
        QVERIFY(validate(FieldRange::above(0, 1), 1e-9).isEmpty());
        QVERIFY(!validate(FieldRange::whole(1, 10), 2.5).isEmpty());
        QCOMPARE(validate(FieldRange::real(0, 100), 1e308),
                 QStringLiteral("1e+308 is not allowed here: the value must be from 0 to 100"));
        QCOMPARE(validate(FieldRange::above(0, 100000), 0),
                 QStringLiteral("0 is not allowed here: the value must be above 0 up to 100000"));
        QVERIFY(validateText(FieldRange::text(3), QStringLiteral("abc")).isEmpty());
        QVERIFY(!validateText(FieldRange::text(3), QStringLiteral("abcd")).isEmpty());
        // Efficiencies are factors in (0, 1]; prices not negative.
        QVERIFY(!validate(figureRange({}, QStringLiteral("infiniband-efficiency")), 0).isEmpty());
        QVERIFY(
            validate(figureRange(QStringLiteral("roce-efficiency-ecmp"), QStringLiteral("value")),
                     0.911)
                .isEmpty());
        QVERIFY(!validate(figureRange(QStringLiteral("qm9700"), QStringLiteral("priceEur")), -1)
                     .isEmpty());
    }

    // Model equality is exact: positions too (QPointF's own == is fuzzy).
    void modelEqualityIsExact()
    {
        Project a;
        Node n;
        n.id = 1;
        n.pos = QPointF(100.0, 200.0);
        a.nodes.push_back(n);
        a.nextId = 2;
        Project b = a;
        QVERIFY(a == b);
        b.nodes[0].pos = QPointF(100.0 + 1e-11, 200.0);
        QVERIFY(QPointF(b.nodes[0].pos) == QPointF(a.nodes[0].pos)); // fuzzy: "equal"
        QVERIFY(!(a == b));                                          // exact: not
        b = a;
        b.calibration.push_back({QStringLiteral("as-drawn"), true});
        QVERIFY(!(a == b));
    }

    // The file, JSON and the edit facade refuse the same value with the same message.
    void oneValidatorEverywhere()
    {
        const QString problem = fields::validate(fields::link(), "gbit_per_s", 0);
        QVERIFY(!problem.isEmpty());
        // The file reader.
        const QString path =
            variant(QStringLiteral("speed0"), {QStringLiteral("UPDATE link SET gbit_per_s = 0")});
        ProjectReader reader;
        QVERIFY(!reader.read(path));
        QCOMPARE(reader.error(), ProjectFileError::InvalidContent);
        QVERIFY2(reader.errorString().contains(QStringLiteral("column gbit_per_s: ") + problem),
                 qPrintable(reader.errorString()));
        // JSON import.
        const auto good = ProjectReader().read(m_project);
        QVERIFY(good);
        QJsonObject json = projectToJson(*good);
        QJsonArray links = json.value(QStringLiteral("links")).toArray();
        QJsonObject link = links.at(0).toObject();
        link.insert(QStringLiteral("gbit_per_s"), 0);
        links.replace(0, link);
        json.insert(QStringLiteral("links"), links);
        QString error;
        QVERIFY(!projectFromJson(json, &error));
        QCOMPARE(error, QStringLiteral("links[0].gbit_per_s: ") + problem);
        // The edit facade (the GUI's property editors).
        QString catalogError;
        const auto defaults = Catalog::loadDefaults(&catalogError);
        QVERIFY2(defaults, qPrintable(catalogError));
        ProjectDocument doc(*defaults);
        doc.reset(*good, QString());
        const Id linkId = good->links.front().id;
        QString why;
        QVERIFY(!edit::setLinkSpeed(doc, {linkId}, 0.0, &why));
        QCOMPARE(why, problem);
        QVERIFY(!doc.undoStack()->canUndo());
        QVERIFY(edit::setLinkSpeed(doc, {linkId}, 200.0, &why));
        QCOMPARE(doc.project().link(linkId)->gbitPerS, 200.0);
        QVERIFY(!edit::setGroupRepeat(doc, {}, 10000000, &why));
        QCOMPARE(why, fields::validate(fields::group(), "repeat", 10000000));
        // A catalog override from the profiles dialog.
        Figure negative;
        negative.value = -1000000;
        negative.tag = SourceTag::User;
        negative.source = QStringLiteral("typo");
        QVERIFY(!edit::setFigureOverride(doc, QStringLiteral("qm9700"), QStringLiteral("priceEur"),
                                         negative, &why));
        QCOMPARE(why, validate(figureRange(QStringLiteral("qm9700"), QStringLiteral("priceEur")),
                               -1000000));
        OrganisationProfile org = doc.project().organisation;
        org.pue = 1e308;
        QVERIFY(!edit::setOrganisation(doc, org, &why));
        QCOMPARE(why, validate(FieldRange::real(1, 10), 1e308));
    }

    // F4: one repeat_group row with repeat 10,000,000 (and 2^31-1): refused in one
    // line, exit 2, at once, before anything is expanded. 100,000 repeats of one
    // node stay within the limits and evaluate.
    void f04GroupRepeatBomb()
    {
        for (const qint64 repeat : {qint64(10000000), qint64(2147483647)}) {
            const QString path =
                variant(QStringLiteral("g%1").arg(repeat),
                        {QStringLiteral("INSERT INTO repeat_group VALUES (500, 'G', %1, 0, 0, 0)")
                             .arg(repeat),
                         QStringLiteral("UPDATE node SET group_id = 500 WHERE id = (SELECT min(id) "
                                        "FROM node)"),
                         QStringLiteral("UPDATE project SET next_id = 1000")});
            QElapsedTimer t;
            t.start();
            refusedInOneLine(path, QStringLiteral("column repeat: %1 is not allowed here: the "
                                                  "value must be a whole number from 1 to 1048576")
                                       .arg(repeat));
            QVERIFY2(t.elapsed() < 10000, qPrintable(QString::number(t.elapsed())));
        }
        // Within each field's range, but 2 x 1,048,576 nodes and switches in all.
        const QString path = variant(
            QStringLiteral("gmany"),
            {QStringLiteral("INSERT INTO repeat_group VALUES (500, 'G', 1048576, 0, 0, 0)"),
             QStringLiteral("UPDATE node SET group_id = 500 WHERE id IN (SELECT id FROM node "
                            "ORDER BY id LIMIT 2)"),
             QStringLiteral("UPDATE project SET next_id = 1000")});
        refusedInOneLine(path, QStringLiteral("at most 1048576 are allowed"));
        // 8 GPUs a node x 200,000 repeats: 1.6 M GPUs, over the GPU limit.
        const QString gpus = variant(
            QStringLiteral("ggpus"),
            {QStringLiteral("INSERT INTO repeat_group VALUES (500, 'G', 200000, 0, 0, 0)"),
             QStringLiteral("UPDATE node SET group_id = 500 WHERE id = (SELECT min(id) FROM node)"),
             QStringLiteral("UPDATE project SET next_id = 1000")});
        refusedInOneLine(gpus, QStringLiteral("at most 1048576 are supported"));
    }

    // F6: a negative price, a zero efficiency, a zero link speed, a PUE of 1e308:
    // refused on reading, naming the field and the allowed range.
    void f06UncheckedFigures_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("expected");
        QTest::newRow("negative price")
            << QStringLiteral("INSERT INTO figure_override VALUES (1, 'qm9700', 'priceEur', "
                              "-1000000, 'user', 'typo', 1)")
            << QStringLiteral("column value: -1000000 is not allowed here: the value must be "
                              "from 0 to 1000000000");
        QTest::newRow("zero efficiency")
            << QStringLiteral("INSERT INTO figure_override VALUES (1, '', 'infiniband-efficiency', "
                              "0, 'user', 'x', 1)")
            << QStringLiteral("column value: 0 is not allowed here: the value must be above 0 "
                              "up to 1");
        QTest::newRow("zero link speed")
            << QStringLiteral("UPDATE link SET gbit_per_s = 0")
            << QStringLiteral("column gbit_per_s: 0 is not allowed here: the value must be above "
                              "0 up to 100000");
        QTest::newRow("huge pue") << QStringLiteral("UPDATE organisation SET pue = 1e308")
                                  << QStringLiteral("column pue: 1e+308 is not allowed here: the "
                                                    "value must be from 1 to 10");
        QTest::newRow("huge energy price")
            << QStringLiteral("UPDATE organisation SET energy_eur_per_kwh = 1e308")
            << QStringLiteral("column energy_eur_per_kwh: 1e+308 is not allowed here");
    }
    void f06UncheckedFigures()
    {
        QFETCH(QString, sql);
        QFETCH(QString, expected);
        refusedInOneLine(variant(QStringLiteral("f06"), {sql}), expected);
    }

    // F11: a missing column is refused in one line (no Qt warning per row); a missing
    // optional column (switch.fabric_id) is refused, not read as "no fabric".
    void f11MissingColumn()
    {
        refusedInOneLine(variant(QStringLiteral("noauthor"),
                                 {QStringLiteral("ALTER TABLE project DROP COLUMN author")}),
                         QStringLiteral("table project cannot be read: the column author is "
                                        "missing"));
        refusedInOneLine(variant(QStringLiteral("nofabric"),
                                 {QStringLiteral("ALTER TABLE switch DROP COLUMN fabric_id")}),
                         QStringLiteral("the column fabric_id is missing"));
    }

    // F14: the reasons given are the right ones: bytes appended to a database are
    // not a truncation; a JSON project with a byte-order mark is JSON, not "not an
    // SQLite database".
    void f14MessagesGiveTheReason()
    {
        QFile in(m_project);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray bytes = in.readAll();
        const QString extended = m_dir.filePath(QStringLiteral("extended.fabricplan"));
        QFile out(extended);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes + QByteArray(100, '\0'));
        out.close();
        // SQLite reads the pages its header counts and ignores bytes after them.
        ProjectReader reader;
        QVERIFY2(reader.read(extended), qPrintable(reader.errorString()));

        const auto project = reader.read(m_project);
        QVERIFY(project);
        const QString bom = m_dir.filePath(QStringLiteral("bom.json"));
        QFile json(bom);
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write(QByteArray("\xEF\xBB\xBF") + QByteArray(100, ' ') + projectToJsonText(*project));
        json.close();
        QString error;
        const auto back = loadProject(bom, &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(*back == *project);
    }

    // F18: import accepts what evaluate accepts: an own node type with 0 GPUs is
    // refused by both; measurement bytes above 2^53 (what JSON holds exactly) are
    // refused by the file reader as by the JSON reader.
    void f18ImportAsEvaluate()
    {
        const auto project = ProjectReader().read(m_project);
        QVERIFY(project);
        QJsonObject json = projectToJson(*project);
        QFile catalogFile(QStringLiteral(FP_SOURCE_DIR "/resources/catalog.json"));
        QVERIFY(catalogFile.open(QIODevice::ReadOnly));
        QJsonObject nodeType = QJsonDocument::fromJson(catalogFile.readAll())
                                   .object()
                                   .value(QStringLiteral("node_types"))
                                   .toArray()
                                   .at(0)
                                   .toObject();
        nodeType.insert(QStringLiteral("id"), QStringLiteral("zero-gpu"));
        nodeType.insert(QStringLiteral("gpu_count"), 0);
        QJsonObject overrides = json.value(QStringLiteral("catalog_overrides")).toObject();
        overrides.insert(QStringLiteral("own_parts"),
                         QJsonObject{{QStringLiteral("node_types"), QJsonArray{nodeType}}});
        json.insert(QStringLiteral("catalog_overrides"), overrides);
        QJsonArray nodes = json.value(QStringLiteral("nodes")).toArray();
        for (int i = 0; i < nodes.size(); ++i) {
            QJsonObject n = nodes.at(i).toObject();
            n.insert(QStringLiteral("node_type_id"), QStringLiteral("zero-gpu"));
            nodes.replace(i, n);
        }
        json.insert(QStringLiteral("nodes"), nodes);
        const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(json).toJson());
        f.close();
        const QString imported = m_dir.filePath(QStringLiteral("bad.fabricplan"));
        const Run ri =
            runCli({QStringLiteral("import"), bad, QStringLiteral("--output"), imported});
        const Run re = runCli({QStringLiteral("evaluate"), bad});
        QCOMPARE(re.exitCode, 2);
        QCOMPARE(ri.exitCode, 2);
        QCOMPARE(lines(ri.err), 1);
        QVERIFY(!QFile::exists(imported));

        const QString big = variant(
            QStringLiteral("bigbytes"),
            {QStringLiteral("INSERT INTO measurement SELECT 1, 1, 'x.log', '', '', 'all-reduce', "
                            "8, 4611686018427387904, 0.1, 1, 1, '', 0, '', '', -1, -1, 0, 0, 0, "
                            "-1, '', 0, -1, 0")});
        refusedInOneLine(big, QStringLiteral("column bytes: 4.61168601843e+18 is not allowed "
                                             "here"));
    }

    // F20: values the analyses would overflow on are out of range: a growth target of
    // 2^31-1 GPUs, a link speed of 1e308.
    void f20NoOverflowingValues()
    {
        refusedInOneLine(
            variant(QStringLiteral("growth"),
                    {QStringLiteral("UPDATE organisation SET gpus_in_one_year = 2147483647")}),
            QStringLiteral("column gpus_in_one_year: 2147483647 is not allowed here: the value "
                           "must be a whole number from 0 to 1048576"));
        refusedInOneLine(
            variant(QStringLiteral("speed"),
                    {QStringLiteral("UPDATE link SET gbit_per_s = 1e308 WHERE rowid = (SELECT "
                                    "min(rowid) FROM link)")}),
            QStringLiteral("column gbit_per_s: 1e+308 is not allowed here"));
        // The largest accepted target evaluates, with a positive GPU count.
        const QString max =
            variant(QStringLiteral("growthmax"),
                    {QStringLiteral("UPDATE organisation SET gpus_in_one_year = 1048576")});
        const Run r = runCli({QStringLiteral("evaluate"), max, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.out.contains("\"gpus\": -"));
    }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
