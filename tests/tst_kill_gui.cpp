// SPDX-License-Identifier: GPL-3.0-or-later
// Crash-and-kill suite for the GUI's Save and autosave (ctest label
// "kill"). The test starts itself again as a child (FP_KILL_GUI_CHILD=<folder>): the
// child opens t.fabricplan in the real MainWindow (offscreen), then repeats "add a
// node (one undo step), autosave (the recovery copy), File > Save" until it is killed.
// The parent kills it with SIGKILL at random moments (FP_KILL_TRIALS, default 40) and
// checks that
//  - the project opens, with the original nodes plus some number of added ones (each
//    save is a version: the old file or one of the new ones, never a broken one);
//  - the "~" backup, when there is one, opens too;
//  - every recovery copy left in the recovery folder opens;
//  - after the project is saved again (a successful save of the same project),
//    nothing but the project and its backup is left in its folder.
#include "edit/editcommands.h"
#include "io/projectio.h"
#include "mainwindow.h"
#include "model/catalog.h"
#include "support/testsupport.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

namespace {

const char *ChildVariable = "FP_KILL_GUI_CHILD";

// The child: saves until it is killed. Prints "ready" once the first save is done.
int runChild(int argc, char **argv, const QString &dir)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QString error;
    auto catalog = fp::Catalog::loadDefaults(&error);
    if (!catalog)
        return 1;
    const QString nodeType = catalog->defaultNodeType;
    fp::MainWindow w(std::move(*catalog));
    w.setRecoveryDirectory(dir + QStringLiteral("/recovery"));
    const QString path = dir + QStringLiteral("/t.fabricplan");
    if (!w.openFile(path))
        return 1;
    for (int i = 0;; ++i) {
        fp::edit::addNode(*w.document(), nodeType, QPointF(10.0 * i, 0.0));
        w.autosaveNow();
        if (!w.saveFile(path))
            return 1;
        if (i == 0) {
            std::fputs("ready\n", stdout);
            std::fflush(stdout);
        }
    }
}

int nodeCount(const QString &path)
{
    QString error;
    const auto project = fp::loadProject(path, &error);
    return project ? int(project->nodes.size()) : -1;
}

int trialCount()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("FP_KILL_TRIALS", &ok);
    return ok && n > 0 ? n : 40;
}

} // namespace

class TestKillGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_old;
    int m_oldNodes = 0;
    int m_oldFiles = 0;      // trials that left the file as it was
    int m_newFiles = 0;      // trials that left a saved version
    int m_recoveryFiles = 0; // recovery copies checked

    void trial(int k);

private slots:
    void initTestCase();
    void killSaveAndAutosave();
};

void TestKillGui::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    m_old = m_tmp.filePath(QStringLiteral("old.fabricplan"));
    QProcess p;
    p.start(QStringLiteral(FP_BIN_DIR "/fabricplanner-cli"),
            {QStringLiteral("generate"), QStringLiteral("--gpus"), QStringLiteral("512"),
             QStringLiteral("--output"), m_old});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    m_oldNodes = nodeCount(m_old);
    QVERIFY(m_oldNodes > 0);
}

void TestKillGui::killSaveAndAutosave()
{
    const int n = trialCount();
    for (int k = 0; k < n && !QTest::currentTestFailed(); ++k)
        trial(k);
    qInfo("%d kills: %d left the old file, %d a saved version; %d recovery copies opened", n,
          m_oldFiles, m_newFiles, m_recoveryFiles);
}

void TestKillGui::trial(int k)
{
    const QString dir = m_tmp.filePath(QStringLiteral("t%1").arg(k));
    QVERIFY(QDir().mkpath(dir + QStringLiteral("/recovery")));
    const QString project = dir + QStringLiteral("/t.fabricplan");
    QVERIFY(QFile::copy(m_old, project));
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(ChildVariable), dir);
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForStarted());
    // Half the trials are killed before the first save ends, half while it repeats.
    QRandomGenerator *rng = QRandomGenerator::global();
    if (rng->bounded(2))
        QVERIFY2(child.waitForReadyRead(60000), "the child never saved");
    const int delayMs = int(rng->bounded(1500));
    child.waitForFinished(delayMs);
    QVERIFY2(child.state() != QProcess::NotRunning, "the child ended by itself");
    child.kill();
    child.waitForFinished(10000);
    const QString where =
        QStringLiteral("trial %1 (killed %2 ms after start or first save)").arg(k).arg(delayMs);

    const int nodes = nodeCount(project);
    QVERIFY2(nodes >= m_oldNodes, qPrintable(where + QStringLiteral(": project broken")));
    ++(nodes == m_oldNodes ? m_oldFiles : m_newFiles);
    if (QFile::exists(project + QLatin1Char('~')))
        QVERIFY2(nodeCount(project + QLatin1Char('~')) >= m_oldNodes,
                 qPrintable(where + QStringLiteral(": backup broken")));
    const QDir recovery(dir + QStringLiteral("/recovery"));
    for (const QString &copy : recovery.entryList({QStringLiteral("*.fabricplan")}, QDir::Files)) {
        QVERIFY2(nodeCount(recovery.filePath(copy)) > m_oldNodes,
                 qPrintable(where + QStringLiteral(": recovery copy broken")));
        ++m_recoveryFiles;
    }

    // A successful save of the same project: then only the project and its backup.
    QString error;
    const auto reread = fp::loadProject(project, &error);
    QVERIFY2(reread && fp::saveProject(*reread, project, &error), qPrintable(error));
    QStringList left =
        fp::test::withoutLiveSavers(QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System));
    left.removeAll(QStringLiteral("t.fabricplan"));
    left.removeAll(QStringLiteral("t.fabricplan~"));
    QVERIFY2(left.isEmpty(), qPrintable(where + QStringLiteral(": left ") + left.join(u' ')));
    QDir(dir).removeRecursively();
}

int main(int argc, char **argv)
{
    const QByteArray child = qgetenv(ChildVariable);
    if (!child.isEmpty())
        return runChild(argc, argv, QString::fromLocal8Bit(child));
    QCoreApplication app(argc, argv);
    TestKillGui test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_kill_gui.moc"
