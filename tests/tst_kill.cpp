// SPDX-License-Identifier: GPL-3.0-or-later
// Crash-and-kill suite for the CLI (ctest label "kill"). Every writing
// command is killed with SIGKILL at random moments, many trials each (FP_KILL_TRIALS,
// default 40); afterwards
//  - the project opens as the old or the new project (compared by the JSON export),
//    and its "~" backup, when there is one, is the old file byte for byte;
//  - export/report outputs are the old file or a complete new one (QSaveFile);
//  - after the same command then runs to completion, nothing is left in the folder but
//    the project, its backup and the outputs (no temp file of the killed run).
// A full-disk case saves over a project on a 512 KiB tmpfs (needs root to mount; skipped
// with a message otherwise): the save succeeds or fails cleanly, never half.
#include "io/projectio.h"
#include "io/projectjson.h"
#include "support/testsupport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QMap>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <functional>

namespace {

// FP_KILL_CLI runs the suite against another build of the CLI.
const QString Cli = qEnvironmentVariableIsEmpty("FP_KILL_CLI")
                        ? QStringLiteral(FP_BIN_DIR "/fabricplanner-cli")
                        : qEnvironmentVariable("FP_KILL_CLI");
const QString Log = QStringLiteral(FP_TEST_DATA "/nccl/current_allreduce_8gpu.txt");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray sha(const QString &path)
{
    return QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256);
}

int runCli(const QStringList &args, const QString &cwd = {})
{
    QProcess p;
    p.setWorkingDirectory(cwd);
    p.start(Cli, args);
    if (!p.waitForFinished(120000))
        return -1;
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

// The project's JSON text as the reader sees it, or empty when it does not open.
QByteArray projectJson(const QString &path)
{
    QString error;
    const auto project = fp::loadProject(path, &error);
    return project ? fp::projectToJsonText(*project) : QByteArray();
}

// One writing command: its arguments for a folder, the file it writes, and how a
// written file is told apart (project JSON, or the output's bytes).
struct Scenario {
    QString name;
    std::function<QStringList(const QString &dir)> args;
    QString written;    // file name in the folder
    bool writesProject; // the written file is a project
};

QList<Scenario> scenarios()
{
    const auto p = [](const QString &d) { return d + QStringLiteral("/t.fabricplan"); };
    return {
        {QStringLiteral("generate"),
         [p](const QString &d) {
             return QStringList{QStringLiteral("generate"),
                                QStringLiteral("--gpus"),
                                QStringLiteral("512"),
                                QStringLiteral("--technology"),
                                QStringLiteral("ethernet"),
                                QStringLiteral("--output"),
                                p(d)};
         },
         QStringLiteral("t.fabricplan"), true},
        {QStringLiteral("import-nccl"),
         [p](const QString &d) {
             return QStringList{QStringLiteral("import-nccl"), p(d), Log};
         },
         QStringLiteral("t.fabricplan"), true},
        {QStringLiteral("set-comm-share"),
         [p](const QString &d) {
             return QStringList{QStringLiteral("set-comm-share"), p(d),
                                QStringLiteral("--compute-s"),    QStringLiteral("9"),
                                QStringLiteral("--comm-s"),       QStringLiteral("1")};
         },
         QStringLiteral("t.fabricplan"), true},
        {QStringLiteral("export"),
         [p](const QString &d) {
             return QStringList{QStringLiteral("export"),   p(d),
                                QStringLiteral("--format"), QStringLiteral("json"),
                                QStringLiteral("--output"), d + QStringLiteral("/out.json")};
         },
         QStringLiteral("out.json"), false},
        {QStringLiteral("report"),
         [p](const QString &d) {
             return QStringList{QStringLiteral("report"), p(d), QStringLiteral("--pdf"),
                                d + QStringLiteral("/out.pdf")};
         },
         QStringLiteral("out.pdf"), false},
    };
}

// FP_KILL_TRIALS, else 40 (10 for report, whose run takes seconds: ctest's budget).
int trialCount(const Scenario &s)
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("FP_KILL_TRIALS", &ok);
    if (ok && n > 0)
        return n;
    return s.name == QLatin1String("report") ? 10 : 40;
}

} // namespace

class TestKill : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_old;               // the project every trial starts from
    QByteArray m_oldJson;        // its JSON
    QByteArray m_oldOut;         // an earlier output (export/report write over it)
    QMap<QString, int> m_states; // per trial: "old", "new", "ended" (before the kill)

    // Runs `s` to completion on a fresh copy; returns the written file's identity
    // (project JSON or bytes) and the time it took.
    QByteArray reference(const Scenario &s, qint64 *ms);
    void trial(const Scenario &s, const QByteArray &newId, qint64 ms, int k);
    QString fresh(const QString &name);

private slots:
    void initTestCase();
    void killWritingCommands_data();
    void killWritingCommands();
    void fullDisk();
};

QString TestKill::fresh(const QString &name)
{
    const QString dir = m_tmp.filePath(name);
    QDir(dir).removeRecursively();
    QDir().mkpath(dir);
    QFile::copy(m_old, dir + QStringLiteral("/t.fabricplan"));
    for (const QString &out : {QStringLiteral("out.json"), QStringLiteral("out.pdf")}) {
        QFile f(dir + QLatin1Char('/') + out);
        if (f.open(QIODevice::WriteOnly))
            f.write(m_oldOut);
    }
    return dir;
}

void TestKill::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    QVERIFY2(QFile::exists(Cli), qPrintable(Cli));
    // An old project with measurements, so that reading and saving take a moment.
    m_old = m_tmp.filePath(QStringLiteral("old.fabricplan"));
    QCOMPARE(runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("256"),
                     QStringLiteral("--output"), m_old}),
             0);
    QCOMPARE(runCli({QStringLiteral("import-nccl"), m_old,
                     QStringLiteral(FP_TEST_DATA "/nccl/two_tests.txt")}),
             0);
    QFile::remove(m_old + QLatin1Char('~'));
    m_oldJson = projectJson(m_old);
    QVERIFY(!m_oldJson.isEmpty());
    m_oldOut = QByteArrayLiteral("an earlier output\n");
}

QByteArray TestKill::reference(const Scenario &s, qint64 *ms)
{
    const QString dir = fresh(QStringLiteral("ref-") + s.name);
    QElapsedTimer t;
    t.start();
    const int rc = runCli(s.args(dir), dir);
    *ms = t.elapsed();
    if (rc != 0)
        return {};
    const QString w = dir + QLatin1Char('/') + s.written;
    return s.writesProject ? projectJson(w) : readAll(w);
}

void TestKill::killWritingCommands_data()
{
    QTest::addColumn<int>("index");
    const QList<Scenario> all = scenarios();
    for (int i = 0; i < all.size(); ++i)
        QTest::newRow(qPrintable(all.at(i).name)) << i;
}

void TestKill::killWritingCommands()
{
    QFETCH(int, index);
    const Scenario s = scenarios().at(index);
    qint64 ms = 0;
    const QByteArray newId = reference(s, &ms);
    QVERIFY2(!newId.isEmpty(), "the command fails without a kill");
    const int n = trialCount(s);
    m_states.clear();
    for (int k = 0; k < n; ++k) {
        trial(s, newId, ms, k);
        if (QTest::currentTestFailed())
            return;
    }
    qInfo("%s: %d trials (%d killed: %d left the old file, %d the new one; %d ended before "
          "the kill), %lld ms per complete run",
          qPrintable(s.name), n, n - m_states.value(QStringLiteral("ended")),
          m_states.value(QStringLiteral("old")), m_states.value(QStringLiteral("new")),
          m_states.value(QStringLiteral("ended")), ms);
}

void TestKill::trial(const Scenario &s, const QByteArray &newId, qint64 ms, int k)
{
    const QString dir = fresh(s.name);
    const QString project = dir + QStringLiteral("/t.fabricplan");
    const QString written = dir + QLatin1Char('/') + s.written;
    const QByteArray oldSha = sha(project);
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(Cli, s.args(dir));
    QVERIFY(p.waitForStarted());
    // Half the kills uniform over the run's time, half in its last half, where the file
    // is written (runs vary: some end before the kill).
    QRandomGenerator *rng = QRandomGenerator::global();
    const double at = rng->bounded(2) ? rng->bounded(1.0) : 0.5 + rng->bounded(0.45);
    const int delayMs = int(at * double(ms));
    p.waitForFinished(delayMs);
    const bool ended = p.state() == QProcess::NotRunning;
    if (!ended)
        p.kill(); // SIGKILL on Unix
    p.waitForFinished(10000);
    const QString where =
        QStringLiteral("%1 trial %2, killed at %3 ms").arg(s.name).arg(k).arg(delayMs);

    if (s.writesProject) {
        if (sha(project) != oldSha) {
            const QByteArray now = projectJson(project);
            QVERIFY2(now == newId || now == m_oldJson,
                     qPrintable(where + QStringLiteral(": neither old nor new")));
        }
        const QString backup = project + QLatin1Char('~');
        if (QFile::exists(backup))
            QVERIFY2(sha(backup) == oldSha, qPrintable(where + QStringLiteral(": bad backup")));
    } else {
        QVERIFY2(sha(project) == oldSha, qPrintable(where + QStringLiteral(": input changed")));
        const QByteArray out = readAll(written);
        const bool completePdf = s.written.endsWith(QLatin1String(".pdf")) &&
                                 out.startsWith("%PDF-") && out.trimmed().endsWith("%%EOF");
        QVERIFY2(out == m_oldOut || out == newId || completePdf,
                 qPrintable(where + QStringLiteral(": output neither old nor complete")));
    }
    const bool isOld = s.writesProject ? sha(project) == oldSha : readAll(written) == m_oldOut;
    ++m_states[ended   ? QStringLiteral("ended")
               : isOld ? QStringLiteral("old")
                       : QStringLiteral("new")];
    // A following successful save (set-comm-share for a project: import-nccl refuses a
    // log it already holds; the same command for an output): then no temp file of the
    // killed run may be left.
    const QStringList again =
        s.writesProject ? QStringList{QStringLiteral("set-comm-share"), project,
                                      QStringLiteral("--compute-s"),    QStringLiteral("4"),
                                      QStringLiteral("--comm-s"),       QStringLiteral("1")}
                        : s.args(dir);
    QCOMPARE(runCli(again, dir), 0);
    QStringList left =
        fp::test::withoutLiveSavers(QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System));
    for (const QString &keep : {QStringLiteral("t.fabricplan"), QStringLiteral("t.fabricplan~"),
                                QStringLiteral("out.json"), QStringLiteral("out.pdf")})
        left.removeAll(keep);
    QVERIFY2(left.isEmpty(), qPrintable(where + QStringLiteral(": left ") + left.join(u' ')));
}

void TestKill::fullDisk()
{
    const QString mnt = m_tmp.filePath(QStringLiteral("small"));
    QDir().mkpath(mnt);
    QProcess mount;
    mount.start(QStringLiteral("mount"),
                {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                 QStringLiteral("size=512k"), QStringLiteral("tmpfs"), mnt});
    if (!mount.waitForFinished(10000) || mount.exitStatus() != QProcess::NormalExit ||
        mount.exitCode() != 0)
        QSKIP("cannot mount a 512 KiB tmpfs (needs root): full-disk case not run");
    const auto unmount = qScopeGuard([&mnt] {
        QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), mnt});
    });
    // A small project, then the disk filled to several levels; each save either works
    // (the new project) or is refused (the old one), and leaves nothing behind.
    const QString p = mnt + QStringLiteral("/p.fabricplan");
    QCOMPARE(runCli({QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64"),
                     QStringLiteral("--output"), p}),
             0);
    const QByteArray oldJson = projectJson(p);
    int saved = 0;
    int refused = 0;
    for (int freeKiB = 0; freeKiB <= 320; freeKiB += 32) {
        // Reserve freeKiB, fill the rest, free the reserve.
        QFile::remove(p + QLatin1Char('~'));
        QProcess::execute(
            QStringLiteral("sh"),
            {QStringLiteral("-c"), QStringLiteral("cd '%1' && rm -f fill keep && head -c %2k "
                                                  "/dev/zero > keep; head -c 1024k /dev/zero > "
                                                  "fill 2>/dev/null; rm -f keep")
                                       .arg(mnt)
                                       .arg(freeKiB)});
        const QByteArray before = projectJson(p);
        const int rc =
            runCli({QStringLiteral("set-comm-share"), p, QStringLiteral("--compute-s"),
                    QStringLiteral("3"), QStringLiteral("--comm-s"), QStringLiteral("1")});
        const QByteArray after = projectJson(p);
        QVERIFY2(!after.isEmpty(),
                 qPrintable(QStringLiteral("broken at %1 KiB free").arg(freeKiB)));
        if (rc == 0) {
            ++saved;
            QVERIFY(after != oldJson);
        } else {
            ++refused;
            QCOMPARE(rc, 2);
            QCOMPARE(after, before);
        }
        QStringList left = QDir(mnt).entryList(QDir::Files | QDir::Hidden | QDir::System);
        for (const QString &keep : {QStringLiteral("p.fabricplan"), QStringLiteral("p.fabricplan~"),
                                    QStringLiteral("fill")})
            left.removeAll(keep);
        QVERIFY2(
            left.isEmpty(),
            qPrintable(QStringLiteral("%1 KiB free: left %2").arg(freeKiB).arg(left.join(u' '))));
    }
    qInfo("full disk: %d saves done, %d refused cleanly", saved, refused);
    QVERIFY(refused > 0);
}

QTEST_GUILESS_MAIN(TestKill)
#include "tst_kill.moc"
