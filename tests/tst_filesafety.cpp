// SPDX-License-Identifier: GPL-3.0-or-later
// File safety (the reliability review's file defects): one test per defect of the reliability
// review, so none comes back. F2 an output that is the input, F3 two writers of one project, F5 a
// save through a symbolic link (and a project with a second hard link), F12 temporary files of dead
// savers, F13 a pipe as project or output, F15 -wal/-shm beside a WAL-mode project, F16 a full
// disk, F17 a JSON project written back as JSON; and F14's messages about files. The CLI runs as a
// process; the core directly.
#include "io/filesafety.h"
#include "io/projectfile.h"
#include "io/projectio.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace fp;

namespace {

struct Run {
    int exitCode = -1;
    bool finished = false;
    QByteArray out;
    QByteArray err;
};

QString cliPath()
{
    return QStringLiteral(FP_BIN_DIR "/fabricplanner-cli");
}

Run runCli(const QStringList &args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(cliPath(), args);
    Run r;
    r.finished = p.waitForFinished(timeoutMs);
    if (!r.finished) {
        p.kill();
        p.waitForFinished();
    }
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QByteArray sha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// A 64-GPU project made by the CLI (generate), as the reproducers do.
QString makeProject(const QDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    const Run r = runCli({QStringLiteral("generate"), QStringLiteral("--gpus"),
                          QStringLiteral("64"), QStringLiteral("--output"), path});
    if (r.exitCode != 0)
        qWarning("generate failed: %s", r.err.constData());
    return path;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Hidden temporary files of saves beside the project.
QStringList savingFiles(const QDir &dir)
{
    return dir.entryList({QStringLiteral("*.saving*")}, QDir::Files | QDir::Hidden);
}

// A process id that is not running: a child that has exited and been reaped.
qint64 deadPid()
{
    QProcess p;
    p.start(QStringLiteral("/bin/true"), {});
    p.waitForFinished();
    return p.processId() > 0 ? p.processId() : 999999;
}

int oneLine(const QByteArray &err)
{
    return int(err.count('\n'));
}

} // namespace

class TestFileSafety : public QObject
{
    Q_OBJECT

private slots:
    // F2: export and report to their own input (also through another name) exit 2
    // with one line and leave the project as it was; an export over another
    // project is refused the same way; import --output over its JSON input too.
    void f02OutputThatIsTheInputIsRefused()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString p = makeProject(dir, QStringLiteral("p.fabricplan"));
        const QString q = makeProject(dir, QStringLiteral("q.fabricplan"));
        QVERIFY(QFile::link(p, dir.filePath(QStringLiteral("alias.fabricplan"))));
        const QByteArray before = sha256(p);
        const QList<QStringList> runs = {
            {QStringLiteral("export"), p, QStringLiteral("--format"), QStringLiteral("graphml"),
             QStringLiteral("--output"), p},
            {QStringLiteral("export"), p, QStringLiteral("--format"), QStringLiteral("json"),
             QStringLiteral("--output"), dir.filePath(QStringLiteral("alias.fabricplan"))},
            {QStringLiteral("report"), p, QStringLiteral("--pdf"), p},
            {QStringLiteral("export"), p, QStringLiteral("--format"), QStringLiteral("json"),
             QStringLiteral("--output"), q},
        };
        for (const QStringList &args : runs) {
            const Run r = runCli(args);
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(oneLine(r.err), 1);
            QVERIFY2(r.err.contains("choose another output file"), r.err.constData());
        }
        QCOMPARE(sha256(p), before);
        QVERIFY(!QFileInfo::exists(p + QLatin1Char('~')));
        QVERIFY(loadProject(q, nullptr).has_value());

        const QString json = dir.filePath(QStringLiteral("p.json"));
        QCOMPARE(runCli({QStringLiteral("export"), p, QStringLiteral("--format"),
                         QStringLiteral("json"), QStringLiteral("--output"), json})
                     .exitCode,
                 0);
        const Run imp = runCli({QStringLiteral("import"), json, QStringLiteral("--output"), json});
        QCOMPARE(imp.exitCode, 2);
        QVERIFY(imp.err.contains("is the input file"));
    }

    // F13: a named pipe as project, log or output is refused at once with one line
    // and exit 2 (the pipe is never opened: nothing writes to it, so an open would
    // block and the run would hit the 10 s limit).
    void f13PipeIsRefusedAtOnce()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString p = makeProject(dir, QStringLiteral("p.fabricplan"));
        const QString fifo = dir.filePath(QStringLiteral("f.fabricplan"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QList<QStringList> runs = {
            {QStringLiteral("evaluate"), fifo},
            {QStringLiteral("set-comm-share"), fifo, QStringLiteral("--compute-s"),
             QStringLiteral("9"), QStringLiteral("--comm-s"), QStringLiteral("1")},
            {QStringLiteral("import-nccl"), p, fifo},
            {QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("64"),
             QStringLiteral("--output"), fifo},
            {QStringLiteral("export"), p, QStringLiteral("--format"), QStringLiteral("json"),
             QStringLiteral("--output"), fifo},
            {QStringLiteral("report"), p, QStringLiteral("--pdf"), fifo},
        };
        for (const QStringList &args : runs) {
            const Run r = runCli(args, 10000);
            QVERIFY2(r.finished, qPrintable(args.join(QLatin1Char(' '))));
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(oneLine(r.err), 1);
            QVERIFY2(r.err.contains("not a regular file"), r.err.constData());
        }
        QVERIFY(savingFiles(dir).isEmpty());
        // The core refuses it too, before opening it.
        QString error;
        QVERIFY(!loadProject(fifo, &error));
        QVERIFY(error.contains(QLatin1String("not a regular file")));
        ProjectWriter writer;
        QVERIFY(!writer.write(*loadProject(p, nullptr), fifo));
        QCOMPARE(writer.error(), ProjectFileError::WriteFailed);
    }

    // F5: a save through a symbolic link replaces the file the link leads to (with
    // its backup beside it); the link stays a link.
    void f05SaveThroughSymlinkReplacesTheTarget()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        QVERIFY(dir.mkpath(QStringLiteral("shared")));
        const QString real = makeProject(dir, QStringLiteral("shared/p.fabricplan"));
        const QString link = dir.filePath(QStringLiteral("link.fabricplan"));
        QVERIFY(QFile::link(QStringLiteral("shared/p.fabricplan"), link));
        const Run r =
            runCli({QStringLiteral("set-comm-share"), link, QStringLiteral("--compute-s"),
                    QStringLiteral("10"), QStringLiteral("--comm-s"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        // 2 s of communication in a 12 s step: 1/6 (commShareFromBreakdown).
        QCOMPARE(loadProject(real, nullptr)->workload.commShare, 2.0 / 12.0);
        QVERIFY(QFileInfo::exists(real + QLatin1Char('~')));
        QVERIFY(!QFileInfo::exists(link + QLatin1Char('~')));
        // A link to a file not there yet: the save creates the target.
        const QString dangling = dir.filePath(QStringLiteral("new.fabricplan"));
        QVERIFY(QFile::link(QStringLiteral("shared/new.fabricplan"), dangling));
        QVERIFY(saveProject(*loadProject(real, nullptr), dangling, nullptr));
        QVERIFY(QFileInfo(dangling).isSymLink());
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("shared/new.fabricplan"))).isFile());
    }

    // F5, hard links: a save would give one name the new version and leave the other
    // on the old one, so it is refused in one line (exit 2) and both names keep one
    // file, unchanged. The writer's own backup names of the file do not count.
    void f05HardLinkedProjectIsNotSplit()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString p = makeProject(dir, QStringLiteral("p.fabricplan"));
        const QString other = dir.filePath(QStringLiteral("other.fabricplan"));
        QCOMPARE(::link(QFile::encodeName(p).constData(), QFile::encodeName(other).constData()), 0);
        const QByteArray before = sha256(p);
        const Run r =
            runCli({QStringLiteral("set-comm-share"), other, QStringLiteral("--compute-s"),
                    QStringLiteral("10"), QStringLiteral("--comm-s"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(oneLine(r.err), 1);
        QVERIFY2(r.err.contains("other names (hard links)"), r.err.constData());
        QVERIFY(fileStamp(p) == fileStamp(other)); // one file under two names
        QCOMPARE(sha256(p), before);
        QVERIFY(!QFileInfo::exists(other + QLatin1Char('~')));
        QVERIFY(savingFiles(dir).isEmpty());
        ProjectWriter writer;
        QVERIFY(!writer.write(*loadProject(p, nullptr), p));
        QCOMPARE(writer.error(), ProjectFileError::WriteFailed);

        // The other name gone, the one left saves; so does a file whose second name is
        // the temporary backup name of a saver still running (this process).
        QVERIFY(QFile::remove(other));
        const QString backupTemp = saveTempPath(p, true);
        QCOMPARE(
            ::link(QFile::encodeName(p).constData(), QFile::encodeName(backupTemp).constData()), 0);
        QString error;
        QVERIFY2(saveProject(*loadProject(p, nullptr), p, &error), qPrintable(error));
        QVERIFY(QFile::remove(backupTemp));
        // A save killed after its backup's rename leaves "p~" as a second name of p:
        // the next save goes ahead, and p~ keeps the version it replaced.
        const QString backup = ProjectWriter::backupPath(p);
        QVERIFY(QFile::remove(backup));
        QCOMPARE(::link(QFile::encodeName(p).constData(), QFile::encodeName(backup).constData()),
                 0);
        const QByteArray replaced = sha256(p);
        auto changed = loadProject(p, nullptr);
        changed->workload.commShare = 0.5;
        QVERIFY2(saveProject(*changed, p, &error), qPrintable(error));
        QCOMPARE(sha256(backup), replaced);
        QCOMPARE(loadProject(p, nullptr)->workload.commShare, 0.5);
        QVERIFY2(savingFiles(dir).isEmpty(), qPrintable(savingFiles(dir).join(QLatin1Char(' '))));
    }

    // F17: a project kept as JSON stays JSON when a command writes it back; a new
    // file named .json is written as JSON; SQLite stays SQLite.
    void f17JsonProjectStaysJson()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString p = makeProject(dir, QStringLiteral("p.fabricplan"));
        const QString json = dir.filePath(QStringLiteral("proj.json"));
        QCOMPARE(runCli({QStringLiteral("export"), p, QStringLiteral("--format"),
                         QStringLiteral("json"), QStringLiteral("--output"), json})
                     .exitCode,
                 0);
        const Run r =
            runCli({QStringLiteral("set-comm-share"), json, QStringLiteral("--compute-s"),
                    QStringLiteral("9"), QStringLiteral("--comm-s"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(1) == "{");
        f.close();
        QCOMPARE(loadProject(json, nullptr)->workload.commShare, 0.1); // 1 s of 10 s
        QCOMPARE(projectFormatForSave(json), ProjectFormat::Json);
        QCOMPARE(projectFormatForSave(p), ProjectFormat::Sqlite);
        QCOMPARE(projectFormatForSave(dir.filePath(QStringLiteral("new.json"))),
                 ProjectFormat::Json);
        QCOMPARE(projectFormatForSave(dir.filePath(QStringLiteral("new.fabricplan"))),
                 ProjectFormat::Sqlite);
    }

    // F3: read-modify-write commands take an advisory lock on the project. While
    // the test holds it, two imports wait; released, both logs end up in the file.
    // A lock that is not released in time gives one line, not a lost update.
    void f03ConcurrentWritersAreSerialised()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString p = makeProject(dir, QStringLiteral("p.fabricplan"));
        QString error;
        auto held = std::make_unique<ProjectLock>();
        QVERIFY2(held->lock(p, 1000, &error), qPrintable(error));
        ProjectLock second;
        QVERIFY(!second.lock(p, 100, &error));
        QVERIFY(error.contains(QLatin1String("being changed by another program")));

        const QStringList logs = {QStringLiteral(FP_TEST_DATA "/nccl/current_allreduce_8gpu.txt"),
                                  QStringLiteral(FP_TEST_DATA "/nccl/na_broadcast.txt")};
        std::vector<std::unique_ptr<QProcess>> runs;
        for (const QString &log : logs) {
            auto proc = std::make_unique<QProcess>();
            proc->start(cliPath(), {QStringLiteral("import-nccl"), p, log,
                                    QStringLiteral("--variant"), QStringLiteral("infiniband")});
            QVERIFY(proc->waitForStarted());
            runs.push_back(std::move(proc));
        }
        QTest::qWait(500);
        for (const auto &proc : runs)
            QCOMPARE(proc->state(), QProcess::Running); // waiting for the lock
        held.reset();
        for (const auto &proc : runs) {
            QVERIFY(proc->waitForFinished(60000));
            QCOMPARE(proc->exitCode(), 0);
        }
        QSet<QString> sources;
        const auto saved = loadProject(p, nullptr);
        QVERIFY(saved);
        for (const Measurement &m : saved->measurements)
            sources.insert(m.source);
        QCOMPARE(sources.size(), 2);
    }

    // F12: temporary files of savers on this host whose process is gone are removed
    // by the next save or open; those of a running process (pid 1) stay.
    void f12StaleTempFilesAreRemoved()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString p = makeProject(dir, QStringLiteral("p.fabricplan"));
        const QString own = QStringLiteral("-%1.").arg(qint64(::getpid()));
        const auto fake = [&](bool backup, qint64 pid) {
            QString name = saveTempPath(p, backup);
            name.replace(own, QStringLiteral("-%1.").arg(pid));
            QFile f(name);
            f.open(QIODevice::WriteOnly);
            f.write("partial");
            return name;
        };
        const qint64 dead = deadPid();
        const QString staleTemp = fake(false, dead);
        const QString staleJournal = staleTemp + QStringLiteral("-journal");
        QFile(staleTemp).copy(staleJournal);
        const QString staleBackup = fake(true, dead);
        const QString alive = fake(false, 1);
        QCOMPARE(savingFiles(dir).size(), 4);
        QVERIFY(saveProject(*loadProject(p, nullptr), p, nullptr));
        QCOMPARE(savingFiles(dir), QStringList{QFileInfo(alive).fileName()});

        // Opening (a read-only command) tidies up as well.
        fake(false, dead);
        QVERIFY(loadProject(p, nullptr));
        QCOMPARE(savingFiles(dir), QStringList{QFileInfo(alive).fileName()});
        // Names of other programs, or of another host, are left alone.
        QVERIFY(QRegularExpression(QStringLiteral("^\\.p\\.fabricplan\\.[0-9a-f]{8}-[0-9]+\\."
                                                  "[0-9a-f]{8}\\.saving$"))
                    .match(QFileInfo(saveTempPath(p, false)).fileName())
                    .hasMatch());
    }

    // F12 for outputs (exports, reports): AtomicFile writes through the savers'
    // temporary name, so a writer killed before its rename leaves a file the next write
    // of the same output removes (QSaveFile's "out.json.XXXXXX" stayed for good: the
    // kill suite found one). A cancelled write keeps the old output and leaves nothing;
    // a committed one keeps the old file's permissions.
    void f12OutputTempFilesOfDeadWritersAreRemoved()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString out = dir.filePath(QStringLiteral("out.json"));
        {
            QFile old(out);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old");
        }
        QVERIFY(QFile::setPermissions(out, QFile::ReadOwner | QFile::WriteOwner));
        const QString own = QStringLiteral("-%1.").arg(qint64(::getpid()));
        QString stale = saveTempPath(out, false);
        stale.replace(own, QStringLiteral("-%1.").arg(deadPid()));
        {
            QFile f(stale);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("partial");
        }
        {
            AtomicFile cancelled(out);
            QVERIFY(cancelled.open());
            cancelled.device()->write("half");
            cancelled.cancel();
        }
        QCOMPARE(savingFiles(dir), QStringList{}); // open() removed the dead writer's file
        QCOMPARE(readFile(out), QByteArray("old"));
        {
            AtomicFile dropped(out);
            QVERIFY(dropped.open());
            dropped.device()->write("never committed");
        } // destroyed without commit: as cancel()
        QCOMPARE(savingFiles(dir), QStringList{});
        QCOMPARE(readFile(out), QByteArray("old"));
        AtomicFile file(out);
        QVERIFY(file.open());
        QCOMPARE(file.device()->write("new"), qint64(3));
        QVERIFY2(file.commit(), qPrintable(file.errorString()));
        QCOMPARE(readFile(out), QByteArray("new"));
        // 0600 kept (a new file would be 0644 under the usual umask 022).
        QCOMPARE(QFile::permissions(out) & (QFile::ReadGroup | QFile::ReadOther),
                 QFileDevice::Permissions());
        QCOMPARE(dir.entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("out.json")});
    }

    // F15: reading a project in WAL mode leaves no -wal or -shm beside it.
    void f15WalProjectLeavesNoSidecarFiles()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString p = makeProject(dir, QStringLiteral("p.fabricplan"));
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("wal"));
            db.setDatabaseName(p);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("wal"));
        const QStringList before = dir.entryList(QDir::Files | QDir::Hidden);
        const QByteArray hash = sha256(p);
        QString error;
        QVERIFY2(loadProject(p, &error), qPrintable(error));
        QCOMPARE(runCli({QStringLiteral("evaluate"), p}).exitCode, 0);
        QCOMPARE(dir.entryList(QDir::Files | QDir::Hidden), before);
        QCOMPARE(sha256(p), hash);
    }

    // F14 (the file parts): bytes appended after the last page are not "truncated"
    // (SQLite reads the file), an integrity finding reported in one row with its
    // "*** in database main ***" header is named, a file of /proc (size 0, content
    // text) is "not an SQLite database" rather than "empty", and JSON text after a
    // UTF-8 byte-order mark is read as JSON.
    void f14FileMessagesGiveTheRightReason()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString p = makeProject(dir, QStringLiteral("p.fabricplan"));
        QFile in(p);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray bytes = in.readAll();
        in.close();
        const auto write = [&](const QString &name, const QByteArray &content) {
            QFile f(dir.filePath(name));
            f.open(QIODevice::WriteOnly);
            f.write(content);
            return f.fileName();
        };
        QString error;
        QVERIFY2(
            loadProject(write(QStringLiteral("extended.fabricplan"), bytes + QByteArray(100, 0)),
                        &error),
            qPrintable(error));
        QByteArray incvac = bytes;
        incvac[67] = 1; // incremental-vacuum flag without auto-vacuum (fileformat.html)
        QVERIFY(!loadProject(write(QStringLiteral("incvac.fabricplan"), incvac), &error));
        QVERIFY2(error.contains(QLatin1String("incremental_vacuum")), qPrintable(error));
        if (QFileInfo(QStringLiteral("/proc/self/status")).isFile()) {
            QVERIFY(!loadProject(QStringLiteral("/proc/self/status"), &error));
            QVERIFY2(error.contains(QLatin1String("not an SQLite database")), qPrintable(error));
        }
        const QString json = dir.filePath(QStringLiteral("p.json"));
        QCOMPARE(runCli({QStringLiteral("export"), p, QStringLiteral("--format"),
                         QStringLiteral("json"), QStringLiteral("--output"), json})
                     .exitCode,
                 0);
        QFile j(json);
        QVERIFY(j.open(QIODevice::ReadOnly));
        const QString bom = write(QStringLiteral("bom.json"), "\xEF\xBB\xBF" + j.readAll());
        QVERIFY2(loadProject(bom, &error), qPrintable(error));
    }

    // F14: a project with a hot rollback journal beside it (another program's write
    // cut short: a snapshot taken in the middle of a transaction) is read as it was
    // before that write, rolled back in a private copy; the file and the journal
    // stay as they were.
    void f14HotJournalIsRolledBackInACopy()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString p = makeProject(dir, QStringLiteral("p.fabricplan"));
        const QString h = dir.filePath(QStringLiteral("h.fabricplan"));
        const auto original = loadProject(p, nullptr);
        QVERIFY(original && !original->links.empty());
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("hot"));
            db.setDatabaseName(p);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA cache_size = 1"))); // spill to the file
            QVERIFY(db.transaction());
            QVERIFY(q.exec(QStringLiteral("DELETE FROM link")));
            QVERIFY(QFile::copy(p, h));
            QVERIFY(QFile::copy(p + QStringLiteral("-journal"), h + QStringLiteral("-journal")));
            QVERIFY(db.rollback());
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("hot"));
        const QByteArray file = sha256(h);
        const QByteArray journal = sha256(h + QStringLiteral("-journal"));
        QString error;
        const auto read = loadProject(h, &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->links.size(), original->links.size());
        QCOMPARE(sha256(h), file);
        QCOMPARE(sha256(h + QStringLiteral("-journal")), journal);
    }

    // F16: on a small file system (tmpfs of 1 MiB; needs root) a save whose new
    // file fits succeeds without room for a copy of the old one (the backup is a
    // second name of the old file), and one that does not fit says "not enough free
    // space" in one line, leaving the old file as it was and nothing behind; so do an
    // export and a PDF report that do not fit.
    void f16FullDiskIsNamedAndKeepsTheOldFile()
    {
        QTemporaryDir tmp;
        const QDir dir(tmp.path());
        const QString small = dir.filePath(QStringLiteral("small"));
        QVERIFY(dir.mkpath(QStringLiteral("small")));
        if (::geteuid() != 0 ||
            ::mount("tmpfs", QFile::encodeName(small).constData(), "tmpfs", 0, "size=1m") != 0)
            QSKIP("needs root to mount a 1 MiB tmpfs: the full-disk case is not run");
        struct Unmount {
            QString path;
            ~Unmount() { ::umount(QFile::encodeName(path).constData()); }
        } unmount{small};
        const QString example = QStringLiteral(FP_SOURCE_DIR "/examples/example-16384-h100.json");
        const QString p = small + QStringLiteral("/p.fabricplan");
        QCOMPARE(
            runCli({QStringLiteral("import"), example, QStringLiteral("--output"), p}).exitCode, 0);
        const qint64 projectBytes = QFileInfo(p).size();
        // Leave room for one new file but not for two.
        const auto fill = [&](qint64 leaveBytes) {
            QFile::remove(small + QStringLiteral("/fill"));
            QFile f(small + QStringLiteral("/fill"));
            f.open(QIODevice::WriteOnly);
            const QByteArray block(4096, '\0');
            while (!lacksSpaceFor(small, leaveBytes + 4096) && f.write(block) == block.size())
                f.flush();
        };
        fill(projectBytes + projectBytes / 2);
        QString error;
        QVERIFY2(saveProject(*loadProject(p, nullptr), p, &error), qPrintable(error));
        QVERIFY(QFileInfo::exists(p + QLatin1Char('~')));

        fill(projectBytes / 4);
        const QByteArray before = sha256(p);
        const Run r =
            runCli({QStringLiteral("set-comm-share"), p, QStringLiteral("--compute-s"),
                    QStringLiteral("9"), QStringLiteral("--comm-s"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(oneLine(r.err), 1);
        QVERIFY2(r.err.contains("not enough free space"), r.err.constData());
        QCOMPARE(sha256(p), before);
        QVERIFY(savingFiles(QDir(small)).isEmpty());

        // An export that does not fit names the full disk too (not "Unknown error").
        const Run e =
            runCli({QStringLiteral("export"), p, QStringLiteral("--format"), QStringLiteral("json"),
                    QStringLiteral("--output"), small + QStringLiteral("/p.json")});
        QCOMPARE(e.exitCode, 2);
        QCOMPARE(oneLine(e.err), 1);
        QVERIFY2(e.err.contains("not enough free space"), e.err.constData());

        // The PDF report: one line with the system's reason (not "Unknown error"), the
        // previous report kept, nothing left beside it.
        const QString pdf = small + QStringLiteral("/p.pdf");
        QFile old(pdf);
        QVERIFY(old.open(QIODevice::WriteOnly) && old.write("old") == 3);
        old.close();
        fill(0);
        const QStringList names = QDir(small).entryList(QDir::Files | QDir::Hidden);
        const Run rep = runCli({QStringLiteral("report"), p, QStringLiteral("--pdf"), pdf});
        QCOMPARE(rep.exitCode, 2);
        QCOMPARE(oneLine(rep.err), 1);
        QVERIFY2(rep.err.contains("No space left on device"), rep.err.constData());
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old"));
        QCOMPARE(QDir(small).entryList(QDir::Files | QDir::Hidden), names);
    }
};

QTEST_GUILESS_MAIN(TestFileSafety)
#include "tst_filesafety.moc"
