// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/testsupport.h"

#include "edit/editcommands.h"
#include "io/projectjson.h"
#include "topology/generator.h"

#include <QFile>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <algorithm>

#include <cerrno>
#include <csignal>

namespace fp::test {

const Catalog &shippedCatalog()
{
    static const Catalog catalog = [] {
        QString error;
        std::optional<Catalog> loaded = Catalog::loadDefaults(&error);
        if (!loaded)
            qFatal("catalog: %s", qPrintable(error));
        return *loaded;
    }();
    return catalog;
}

Project generatedProject(const GeneratorParams &params, const Catalog &catalog,
                         ClusterFabrics fabrics)
{
    QString error;
    std::optional<Project> p = generateProject(catalog, params, &error, nullptr, fabrics);
    if (!p)
        qFatal("generateProject failed: %s", qPrintable(error));
    return *p;
}

ProjectBuilder::ProjectBuilder()
{
    Fabric f;
    f.id = p.allocateId();
    f.name = QStringLiteral("compute");
    f.technology = Technology::InfiniBand;
    p.fabrics.push_back(f);
    fabric = f.id;
}

Id ProjectBuilder::node(const QString &type, Id group)
{
    Node n;
    n.id = p.allocateId();
    n.nodeTypeId = type;
    n.groupId = group;
    p.nodes.push_back(n);
    return n.id;
}

Id ProjectBuilder::sw(const QString &type, Id group, int tier, Id inFabric)
{
    Switch s;
    s.id = p.allocateId();
    s.switchTypeId = type;
    s.fabricId = inFabric == NoId ? fabric : inFabric;
    s.groupId = group;
    s.tier = tier;
    s.role = tier == 0 ? SwitchRole::Leaf : SwitchRole::Spine;
    p.switches.push_back(s);
    return s.id;
}

Id ProjectBuilder::group(int repeat)
{
    Group g;
    g.id = p.allocateId();
    g.repeat = repeat;
    p.groups.push_back(g);
    return g.id;
}

Id ProjectBuilder::link(Id a, int nic, Id b, double gbit, int bundle)
{
    Link l;
    l.id = p.allocateId();
    l.fabricId = fabric;
    l.a = LinkEnd{a, nic, 0};
    l.b = switchEnd(b);
    l.gbitPerS = gbit;
    l.bundle = bundle;
    p.links.push_back(l);
    return l.id;
}

void ProjectBuilder::connectAll(Id nodeId, Id leaf)
{
    for (int i = 0; i < 8; ++i)
        link(nodeId, i, leaf);
}

IdList smallDrawnDesign(ProjectDocument &doc)
{
    const Id sw =
        edit::addSwitch(doc, QStringLiteral("qm9700"), SwitchRole::Leaf, NoId, QPointF(0, -200));
    IdList links;
    for (int n = 0; n < 2; ++n) {
        const Id node = edit::addNode(doc, QStringLiteral("h100-8gpu"), QPointF(300 * n, 0));
        for (;;) {
            const LinkEnd port = edit::freeNicPort(doc.project(), doc.catalog(), node);
            if (port.nicIndex < 0)
                break;
            const Id link = edit::addLink(doc, port, switchEnd(sw));
            if (link == NoId)
                break;
            links.push_back(link);
        }
    }
    return links;
}

CliRun runCli(const QStringList &args, const QByteArray &locale)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QString::fromLatin1(locale));
    env.insert(QStringLiteral("LANG"), QString::fromLatin1(locale));
    env.insert(QStringLiteral("LANGUAGE"), QString());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(FP_BIN_DIR "/fabricplanner-cli"), args);
    if (!p.waitForFinished(300000))
        qFatal("fabricplanner-cli did not finish");
    CliRun run;
    run.status = p.exitStatus();
    run.exitCode = run.status == QProcess::NormalExit ? p.exitCode() : -1;
    run.out = p.readAllStandardOutput();
    run.err = p.readAllStandardError();
    return run;
}

QString examplePath(const QString &name)
{
    return QStringLiteral(FP_BIN_DIR "/../examples/") + name;
}

QString fixturePath(const QString &relative)
{
    return QStringLiteral(FP_TEST_DATA "/") + relative;
}

bool runSql(const QString &dbPath, const QStringList &statements, QString *error)
{
    const QString name = QUuid::createUuid().toString();
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(dbPath);
        ok = db.open();
        for (const QString &s : statements) {
            if (!ok)
                break;
            QSqlQuery q(db);
            ok = q.exec(s);
            if (!ok && error)
                *error = q.lastError().text() + QStringLiteral(" in ") + s;
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

QStringList sqlScript(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList statements;
    QString current;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(QLatin1String("--")) || line.trimmed().isEmpty())
            continue;
        current += line + QLatin1Char('\n');
        if (line.trimmed().endsWith(QLatin1Char(';'))) {
            statements << current.trimmed();
            current.clear();
        }
    }
    return statements;
}

QString firstDifference(const Project &a, const Project &b)
{
    const QList<QByteArray> left = projectToJsonText(a).split('\n');
    const QList<QByteArray> right = projectToJsonText(b).split('\n');
    const qsizetype common = std::min(left.size(), right.size());
    for (qsizetype i = 0; i < common; ++i) {
        if (left[i] != right[i])
            return QStringLiteral("line %1: %2 | %3")
                .arg(i + 1)
                .arg(QString::fromUtf8(left[i].trimmed()), QString::fromUtf8(right[i].trimmed()));
    }
    if (left.size() != right.size())
        return QStringLiteral("line %1: one text ends, the other goes on").arg(common + 1);
    return {};
}

QStringList withoutLiveSavers(QStringList files)
{
    static const QRegularExpression saver(
        QStringLiteral("-([0-9]+)\\.[0-9a-f]{8}\\.saving(-journal)?$"));
    files.removeIf([](const QString &name) {
        const auto m = saver.match(name);
        if (!m.hasMatch())
            return false;
        const pid_t pid = pid_t(m.captured(1).toLongLong());
        return pid > 0 && (::kill(pid, 0) == 0 || errno != ESRCH);
    });
    return files;
}

} // namespace fp::test
