// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's measurement commands as a process (importing nccl-tests measurements): import-nccl
// (good logs, a file that is not nccl-tests output, a missing log, a bogus variant,
// --use-calibration, numbers out of range, a big log, the same log twice) and
// set-comm-share. A refused command leaves the project file byte-identical.
#include "support/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

#include <sys/resource.h>

namespace {

using Run = fp::test::CliRun;
using fp::test::runCli;

// A file of tests/data/nccl/.
QString fixture(const char *name)
{
    return fp::test::fixturePath(QStringLiteral("nccl/") + QLatin1String(name));
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject parseObject(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

QJsonObject variantOf(const QJsonObject &evaluation, const QString &key)
{
    for (const QJsonValue &v : evaluation.value(QStringLiteral("variants")).toArray())
        if (v.toObject().value(QStringLiteral("variant")).toString() == key)
            return v.toObject();
    return {};
}

// One line on stderr, naming what is wrong.
bool oneLine(const QByteArray &err)
{
    return err.endsWith('\n') && err.count('\n') == 1;
}

} // namespace

class TestCliNccl : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // A fresh 64-GPU InfiniBand project.
    QString newProject(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        const Run r = runCli({QStringLiteral("generate"), QStringLiteral("--gpus"),
                              QStringLiteral("64"), QStringLiteral("--output"), path});
        if (r.exitCode != 0)
            qFatal("generate failed: %s", r.err.constData());
        return path;
    }

    // import-nccl that must fail with exit 2, one line naming `needle`, and leave the
    // project byte-identical.
    void refused(const QStringList &args, const QString &project, const QString &needle)
    {
        const QByteArray before = bytesOf(project);
        const Run r = runCli(QStringList{QStringLiteral("import-nccl"), project} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(oneLine(r.err), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(needle), r.err.constData());
        QVERIFY(r.out.isEmpty());
        QCOMPARE(bytesOf(project), before);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void helpListsTheOptions()
    {
        const Run h = runCli({QStringLiteral("--help")});
        QCOMPARE(h.exitCode, 0);
        QVERIFY(h.out.contains("--use-calibration"));
        QVERIFY(h.out.contains("set-comm-share"));
        QVERIFY(h.out.contains("--overlap-s"));
    }

    void goodLogsAreListedByEvaluate()
    {
        const QString project = newProject(QStringLiteral("good.fabricplan"));
        const Run r =
            runCli({QStringLiteral("import-nccl"), project, fixture("current_allreduce_8gpu.txt"),
                    fixture("multirank_allreduce_16gpu.txt"), QStringLiteral("--variant"),
                    QStringLiteral("infiniband")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QVERIFY(r.out.contains("current_allreduce_8gpu.txt"));

        const Run e = runCli({QStringLiteral("evaluate"), project, QStringLiteral("--json")});
        QCOMPARE(e.exitCode, 0);
        const QJsonObject root = parseObject(e.out);
        const QJsonArray ms = root.value(QStringLiteral("measurements")).toArray();
        QCOMPARE(ms.size(), 11 + 25);
        int eight = 0, sixteen = 0;
        bool largest = false;
        for (const QJsonValue &v : ms) {
            const QJsonObject m = v.toObject();
            QCOMPARE(m.value(QStringLiteral("op")).toString(), QStringLiteral("all-reduce"));
            QCOMPARE(m.value(QStringLiteral("variant")).toString(), QStringLiteral("infiniband"));
            const int gpus = m.value(QStringLiteral("gpus")).toInt();
            eight += gpus == 8;
            sixteen += gpus == 16;
            if (gpus == 8 && m.value(QStringLiteral("bytes")).toDouble() == 8589934592.0) {
                largest = true;
                QCOMPARE(m.value(QStringLiteral("busbw_gbyte_s")).toDouble(), 359.04);
                QCOMPARE(m.value(QStringLiteral("algbw_gbyte_s")).toDouble(), 205.16);
                QCOMPARE(m.value(QStringLiteral("source")).toString(),
                         QStringLiteral("current_allreduce_8gpu.txt"));
            }
        }
        QCOMPARE(eight, 11);
        QCOMPARE(sixteen, 25);
        QVERIFY(largest);
        // Not calibrated unless asked.
        QVERIFY(!variantOf(root, QStringLiteral("infiniband"))
                     .value(QStringLiteral("collectives_calibrated"))
                     .toBool());
    }

    // Two tests in one log are two runs, each row once.
    void twoTestsInOneFile()
    {
        const QString project = newProject(QStringLiteral("two.fabricplan"));
        const Run r = runCli({QStringLiteral("import-nccl"), project, fixture("two_tests.txt"),
                              QStringLiteral("--variant"), QStringLiteral("ethernet")});
        QCOMPARE(r.exitCode, 0);
        const QString json = m_dir.filePath(QStringLiteral("two.json"));
        QCOMPARE(runCli({QStringLiteral("export"), project, QStringLiteral("--format"),
                         QStringLiteral("json"), QStringLiteral("--output"), json})
                     .exitCode,
                 0);
        const QJsonArray ms =
            parseObject(bytesOf(json)).value(QStringLiteral("measurements")).toArray();
        QCOMPARE(ms.size(), 8);
        QSet<QString> opsOfRun[3];
        for (const QJsonValue &v : ms) {
            const int run = v.toObject().value(QStringLiteral("run")).toInt();
            QVERIFY(run == 1 || run == 2);
            opsOfRun[run] << v.toObject().value(QStringLiteral("op")).toString();
        }
        QCOMPARE(opsOfRun[1].size(), 1);
        QCOMPARE(opsOfRun[2].size(), 1);
        QVERIFY(opsOfRun[1] != opsOfRun[2]);
    }

    void notNcclOutputIsRefused()
    {
        const QString project = newProject(QStringLiteral("bad.fabricplan"));
        refused({fixture("current_allreduce_8gpu.txt"), fixture("not_nccl.txt")}, project,
                QStringLiteral("not_nccl.txt"));
    }

    void missingLogIsRefused()
    {
        const QString project = newProject(QStringLiteral("missing.fabricplan"));
        refused({m_dir.filePath(QStringLiteral("no_such_log.txt"))}, project,
                QStringLiteral("no_such_log.txt"));
    }

    void bogusVariantIsRefused()
    {
        const QString project = newProject(QStringLiteral("bogus.fabricplan"));
        refused({fixture("current_allreduce_8gpu.txt"), QStringLiteral("--variant"),
                 QStringLiteral("bogus")},
                project, QStringLiteral("bogus"));
    }

    void useCalibration()
    {
        const QString project = newProject(QStringLiteral("cal.fabricplan"));
        const Run r = runCli({QStringLiteral("import-nccl"), project,
                              fixture("multirank_allreduce_16gpu.txt"), QStringLiteral("--variant"),
                              QStringLiteral("infiniband"), QStringLiteral("--use-calibration")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("calibrated"), r.out.constData());

        const Run e = runCli({QStringLiteral("evaluate"), project, QStringLiteral("--json")});
        QCOMPARE(e.exitCode, 0);
        const QJsonObject root = parseObject(e.out);
        const QJsonObject ib = variantOf(root, QStringLiteral("infiniband"));
        QVERIFY(ib.value(QStringLiteral("collectives_calibrated")).toBool());
        const QJsonObject cal = ib.value(QStringLiteral("calibration")).toObject();
        QVERIFY(cal.value(QStringLiteral("alpha_s")).toDouble() >= 0.0);
        QVERIFY(cal.value(QStringLiteral("busbw_gbyte_s")).toDouble() > 0.0);
        QVERIFY(cal.value(QStringLiteral("efficiency")).toDouble() > 0.0);
        QVERIFY(cal.value(QStringLiteral("source"))
                    .toString()
                    .contains(QStringLiteral("multirank_allreduce_16gpu.txt")));
        bool named = false;
        for (const QJsonValue &x : ib.value(QStringLiteral("collectives_explanations")).toArray())
            named |= x.toObject().value(QStringLiteral("id")).toString() ==
                         QLatin1String("calibrated") &&
                     x.toObject()
                         .value(QStringLiteral("text"))
                         .toString()
                         .contains(QStringLiteral("multirank_allreduce_16gpu.txt"));
        QVERIFY(named);
        QVERIFY(!variantOf(root, QStringLiteral("ethernet"))
                     .value(QStringLiteral("collectives_calibrated"))
                     .toBool());

        // The variant of a log without hints cannot be guessed: --variant is needed.
        const QString other = newProject(QStringLiteral("unguessed.fabricplan"));
        refused({fixture("current_allreduce_8gpu.txt"), QStringLiteral("--use-calibration")}, other,
                QStringLiteral("--variant"));
    }

    void setCommShare()
    {
        const QString project = newProject(QStringLiteral("share.fabricplan"));
        const Run r =
            runCli({QStringLiteral("set-comm-share"), project, QStringLiteral("--compute-s"),
                    QStringLiteral("0.8"), QStringLiteral("--comm-s"), QStringLiteral("0.4"),
                    QStringLiteral("--overlap-s"), QStringLiteral("0.2")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QString json = m_dir.filePath(QStringLiteral("share.json"));
        QCOMPARE(runCli({QStringLiteral("export"), project, QStringLiteral("--format"),
                         QStringLiteral("json"), QStringLiteral("--output"), json})
                     .exitCode,
                 0);
        // (0.4 - 0.2) / (0.8 + 0.4 - 0.2) = 0.2
        const double share = parseObject(bytesOf(json))
                                 .value(QStringLiteral("workload"))
                                 .toObject()
                                 .value(QStringLiteral("comm_share"))
                                 .toDouble();
        QVERIFY2(std::abs(share - 0.2) < 1e-12, qPrintable(QString::number(share)));

        const QByteArray before = bytesOf(project);
        const QList<QStringList> nonsense{
            {QStringLiteral("--compute-s"), QStringLiteral("1"), QStringLiteral("--comm-s"),
             QStringLiteral("-1")},
            {QStringLiteral("--compute-s"), QStringLiteral("abc"), QStringLiteral("--comm-s"),
             QStringLiteral("1")},
            {QStringLiteral("--compute-s"), QStringLiteral("0.1"), QStringLiteral("--comm-s"),
             QStringLiteral("1"), QStringLiteral("--overlap-s"), QStringLiteral("0.5")},
            {QStringLiteral("--compute-s"), QStringLiteral("0"), QStringLiteral("--comm-s"),
             QStringLiteral("0")},
            {QStringLiteral("--compute-s"), QStringLiteral("inf"), QStringLiteral("--comm-s"),
             QStringLiteral("1")},
            {QStringLiteral("--comm-s"), QStringLiteral("1")},
        };
        for (const QStringList &args : nonsense) {
            const Run bad = runCli(QStringList{QStringLiteral("set-comm-share"), project} + args);
            QCOMPARE(bad.exitCode, 2);
            QVERIFY2(oneLine(bad.err), bad.err.constData());
            QCOMPARE(bytesOf(project), before);
        }
    }

    // F8: numbers out of range in a log refuse the import with one line naming the log
    // and the line (or the JSON result), not the project; the project stays as it was.
    void f08_overflowNamesTheLog()
    {
        const QString project = newProject(QStringLiteral("overflow.fabricplan"));
        QByteArray text = bytesOf(fixture("current_allreduce_8gpu.txt"));
        text.replace("           8             2", "18446744073709551616 2");
        const QString log = m_dir.filePath(QStringLiteral("overflow.txt"));
        QFile f(log);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        refused({log}, project, QStringLiteral("overflow.txt line 18: size"));

        QJsonObject json = parseObject(bytesOf(fixture("json_allgather.json")));
        QJsonObject config = json.value(QStringLiteral("config")).toObject();
        config.remove(QStringLiteral("devices"));
        config.insert(QStringLiteral("nthreads"), 100000);
        config.insert(QStringLiteral("ngpus"), 100000);
        json.insert(QStringLiteral("config"), config);
        const QString wrap = m_dir.filePath(QStringLiteral("wrap.json"));
        QFile w(wrap);
        QVERIFY(w.open(QIODevice::WriteOnly));
        w.write(QJsonDocument(json).toJson());
        w.close();
        refused({wrap}, project, QStringLiteral("wrap.json: nthreads x ngpus"));
    }

    // F9: a 64 MB log goes through import-nccl in far less memory than its size (it
    // was about 6.5 times the size when read whole).
    void f09_bigLogBoundedMemory()
    {
        const QString project = newProject(QStringLiteral("big.fabricplan"));
        const QString log = m_dir.filePath(QStringLiteral("big.txt"));
        QFile f(log);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray noise =
            QByteArray("gpu-a01:41000:41000 [0] NCCL INFO Channel 00/32 : 0 1 2 3 4 5 6 7 via "
                       "P2P/CUMEM/read comm 0x55d5c0 nRanks 8\n")
                .repeated(10000);
        for (qint64 written = 0; written < 64 * 1024 * 1024; written += noise.size())
            f.write(noise);
        f.write(bytesOf(fixture("current_allreduce_8gpu.txt")));
        f.close();
        const Run r = runCli({QStringLiteral("import-nccl"), project, log,
                              QStringLiteral("--variant"), QStringLiteral("infiniband")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("big.txt: all-reduce on 8 GPUs, 11 sizes"), r.out.constData());
        // The largest resident set of any child so far: the CLI runs of this test.
        rusage usage{};
        QCOMPARE(getrusage(RUSAGE_CHILDREN, &usage), 0);
        qInfo("peak RSS of the CLI: %ld kB for a 64 MB log", usage.ru_maxrss);
        QFile::remove(log);
#if FP_UNDER_ASAN
        // AddressSanitizer keeps freed memory in quarantine (256 MB by default) and adds
        // shadow memory: the bound holds for the real program only (Release: about 21 MB).
        QSKIP("the memory bound is not meaningful under AddressSanitizer");
#endif
        QVERIFY2(usage.ru_maxrss < 100 * 1024, qPrintable(QString::number(usage.ru_maxrss)));
    }

    // F19: the same log twice in one command, or again later, is refused with one line
    // saying so; the project keeps its rows once.
    void f19_sameLogTwiceRefused()
    {
        const QString project = newProject(QStringLiteral("twice.fabricplan"));
        const QString log = fixture("current_allreduce_8gpu.txt");
        refused({log, log, QStringLiteral("--variant"), QStringLiteral("infiniband")}, project,
                QStringLiteral("the same log given twice"));
        QCOMPARE(runCli({QStringLiteral("import-nccl"), project, log, QStringLiteral("--variant"),
                         QStringLiteral("infiniband")})
                     .exitCode,
                 0);
        refused({log, QStringLiteral("--variant"), QStringLiteral("ethernet")}, project,
                QStringLiteral("already in the project as run 1"));
        const Run e = runCli({QStringLiteral("evaluate"), project, QStringLiteral("--json")});
        QCOMPARE(e.exitCode, 0);
        QCOMPARE(parseObject(e.out).value(QStringLiteral("measurements")).toArray().size(), 11);
    }
};

QTEST_GUILESS_MAIN(TestCliNccl)
#include "tst_cli_nccl.moc"
