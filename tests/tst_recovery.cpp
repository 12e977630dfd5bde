// SPDX-License-Identifier: GPL-3.0-or-later
// Recovery copies: a running session's copy is not offered, a crashed session's
// copy is (with the path of the document it came from), a clean exit removes the
// copy, and a restored copy opens as the project that was written.
#include "io/projectio.h"
#include "io/recovery.h"
#include "support/testsupport.h"
#include "topology/generator.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace fp;

class TestRecovery : public QObject
{
    Q_OBJECT

    static Project smallProject()
    {
        GeneratorParams params;
        params.gpus = 64;
        params.nodeTypeId = QStringLiteral("h100-8gpu");
        params.switchTypeId = QStringLiteral("qm9700");
        Project p = test::generatedProject(params);
        p.info.name = QStringLiteral("Recovered cluster");
        return p;
    }

private slots:
    void crashLeavesAnOrphan()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(QStringLiteral("recovery"));
        const Project project = smallProject();
        QString file;
        {
            RecoveryStore crashed(folder);
            QString error;
            QVERIFY2(
                crashed.write(project, QStringLiteral("/home/a/cluster.fabricplan"), {}, &error),
                qPrintable(error));
            QVERIFY(crashed.hasCopy());
            file = crashed.sessionFile();
            QVERIFY(QFileInfo::exists(file));
            // While that session runs, another one does not offer its copy.
            RecoveryStore other(folder);
            QVERIFY(other.orphans().empty());
            // Nor does the session offer its own.
            QVERIFY(crashed.orphans().empty());
        } // the session ends without remove(): what a crash leaves behind

        RecoveryStore next(folder);
        const auto orphans = next.orphans();
        QCOMPARE(orphans.size(), size_t(1));
        QCOMPARE(orphans[0].file, file);
        QCOMPARE(orphans[0].originalPath, QStringLiteral("/home/a/cluster.fabricplan"));
        QVERIFY(orphans[0].savedAt.isValid());

        QString error;
        auto restored = loadProject(orphans[0].file, &error);
        QVERIFY2(restored, qPrintable(error));
        QCOMPARE(restored->info.name, QStringLiteral("Recovered cluster"));
        QCOMPARE(restored->nodes.size(), project.nodes.size());
        QCOMPARE(restored->links.size(), project.links.size());

        RecoveryStore::discard(orphans[0]);
        QVERIFY(!QFileInfo::exists(file));
        QVERIFY(next.orphans().empty());
    }

    void cleanExitRemovesTheCopy()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("recovery"));
        RecoveryStore store(folder);
        QVERIFY(!store.hasCopy());
        QString error;
        QVERIFY2(store.write(smallProject(), QString(), {}, &error), qPrintable(error));
        QVERIFY2(store.write(smallProject(), QString(), {}, &error), qPrintable(error)); // again
        QVERIFY(store.hasCopy());
        store.remove();
        QVERIFY(!store.hasCopy());
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden).size(), 0);
        RecoveryStore later(folder);
        QVERIFY(later.orphans().empty());
    }

    // The copy carries the stamp of the file it belongs to, 64-bit fields exact (a
    // modification time in nanoseconds needs 61 bits: more than a JSON number holds).
    void copyCarriesTheFileStamp()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("recovery"));
        const QString original = dir.filePath(QStringLiteral("cluster.fabricplan"));
        QVERIFY(test::runSql(original, {QStringLiteral("CREATE TABLE t(x)")}));
        FileStamp stamp = fileStamp(original);
        QVERIFY(stamp.exists);
        stamp.modifiedNs = 1764668400123456789; // 2025-12-02T09:40:00.123456789Z
        stamp.device = 18446744073709551615ULL; // 2^64 - 1
        {
            RecoveryStore crashed(folder);
            QString error;
            QVERIFY2(crashed.write(smallProject(), original, stamp, &error), qPrintable(error));
        }
        const auto orphans = RecoveryStore(folder).orphans();
        QCOMPARE(orphans.size(), size_t(1));
        QVERIFY(orphans[0].originalStamp == stamp);
    }

    // A restored document compares its file with the recorded stamp; only a device
    // number changed (a reboot) adopts the file's current stamp.
    void restoredStampFollowsOnlyADeviceChange()
    {
        QTemporaryDir dir;
        RecoveryStore::Entry e;
        e.originalPath = dir.filePath(QStringLiteral("cluster.fabricplan"));
        QVERIFY(test::runSql(e.originalPath, {QStringLiteral("CREATE TABLE t(x)")}));
        const FileStamp now = fileStamp(e.originalPath);
        e.originalStamp = now;
        e.originalStamp.device = now.device + 1;
        QVERIFY(RecoveryStore::restoredStamp(e) == now);
        e.originalStamp.modifiedNs = now.modifiedNs - 1; // written after the copy was made
        QVERIFY(RecoveryStore::restoredStamp(e) == e.originalStamp);
        e.originalStamp = {}; // an older copy without a stamp: nothing to compare
        QVERIFY(!RecoveryStore::restoredStamp(e).exists);
    }

    void defaultFolderIsInAppData()
    {
        QVERIFY(RecoveryStore::defaultDirectory().endsWith(QStringLiteral("/recovery")));
    }
};

QTEST_GUILESS_MAIN(TestRecovery)
#include "tst_recovery.moc"
