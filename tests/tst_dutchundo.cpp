// SPDX-License-Identifier: GPL-3.0-or-later
// Dutch UI through the real main window (offscreen): the undo and
// redo texts follow a language switch at run time, also those completed with a number
// ("Delete 2 objects"), and back; the catalog values show model assumptions by name
// in the UI's language, not by their raw ids. Expected Dutch: the committed
// translations (translations/fabricplanner_nl.ts), which tst_translations checks.
#include "canvas/canvasscene.h"
#include "dialogs/profilesdialog.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "mainwindow.h"
#include "model/catalog.h"
#include "render/designrenderer.h"
#include "support/guisupport.h"
#include "support/testsupport.h"
#include "text/i18n.h"
#include "topology/generator.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace fp;

class TestDutchUndo : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<MainWindow> makeWindow()
    {
        auto w = std::make_unique<MainWindow>(test::shippedCatalog());
        w->setPrompts(std::make_unique<test::RecordingPrompts>());
        w->setRecoveryDirectory(m_dir.filePath(QStringLiteral("recovery")));
        w->resize(1400, 900);
        w->show();
        if (!QTest::qWaitForWindowExposed(w.get()))
            qWarning("window not exposed");
        return w;
    }

    static QStringList texts(const QUndoStack &stack)
    {
        QStringList out;
        for (int i = 0; i < stack.count(); ++i)
            out << stack.text(i);
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setLanguage(QStringLiteral("en"));
        QVERIFY(m_dir.isValid());
    }

    void cleanup() { setLanguage(QStringLiteral("en")); }

    // The canvas legend is laid out again after a switch: its size is the Dutch
    // legend's at the columns that fit, not the English one's.
    void legendFollowsTheLanguage()
    {
        auto w = makeWindow();
        QWidget *legend = w->findChild<QWidget *>(QStringLiteral("legend"));
        QVERIFY(legend);
        const auto laidOut = [legend] {
            for (int columns = 1; columns <= 5; ++columns)
                if (legend->size() == render::legendSize(columns).toSize() + QSize(2, 2))
                    return true;
            return false;
        };
        QVERIFY(laidOut());
        const QSize english = legend->size();
        setLanguage(QStringLiteral("nl"));
        QTRY_VERIFY(legend->size() != english);
        QVERIFY(laidOut());
    }

    void undoTextsFollowTheLanguage()
    {
        auto w = makeWindow();
        ProjectDocument *doc = w->document();
        QUndoStack *stack = doc->undoStack();
        const Id a = edit::addNode(*doc, QStringLiteral("h100-8gpu"), QPointF(0, 0));
        const Id b = edit::addNode(*doc, QStringLiteral("h100-8gpu"), QPointF(300, 0));
        edit::removeObjects(*doc, {a, b});
        GeneratorParams g;
        g.gpus = 64;
        g.nodeTypeId = QStringLiteral("h100-8gpu");
        edit::replaceProject(*doc, test::generatedProject(g),
                             edit::undoText(QT_TRANSLATE_NOOP("fp::Edit", "Generate design")));
        stack->undo(); // a redo text too
        const QStringList english{QStringLiteral("Add node"), QStringLiteral("Add node"),
                                  QStringLiteral("Delete 2 objects"),
                                  QStringLiteral("Generate design")};
        QCOMPARE(texts(*stack), english);
        QAction *undo = w->findChild<QAction *>(QStringLiteral("actionUndo"));
        QAction *redo = w->findChild<QAction *>(QStringLiteral("actionRedo"));
        QCOMPARE(undo->text(), QStringLiteral("&Undo Delete 2 objects"));

        setLanguage(QStringLiteral("nl"));
        QTRY_COMPARE(texts(*stack), (QStringList{QStringLiteral("Node toevoegen"),
                                                 QStringLiteral("Node toevoegen"),
                                                 QStringLiteral("2 objecten verwijderen"),
                                                 QStringLiteral("Ontwerp genereren")}));
        QCOMPARE(undo->text(), QStringLiteral("&Ongedaan maken: 2 objecten verwijderen"));
        QVERIFY2(redo->text().contains(QStringLiteral("Ontwerp genereren")),
                 qPrintable(redo->text()));
        // A step made in Dutch, then back to English: all of them follow.
        edit::addNode(*doc, QStringLiteral("h100-8gpu"), QPointF(600, 0));
        QCOMPARE(stack->undoText(), QStringLiteral("Node toevoegen"));
        setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(texts(*stack),
                     (QStringList{QStringLiteral("Add node"), QStringLiteral("Add node"),
                                  QStringLiteral("Delete 2 objects"), QStringLiteral("Add node")}));
        QCOMPARE(undo->text(), QStringLiteral("&Undo Add node"));
    }

    // Profiles > catalog values: assumptions by name, in Dutch after the switch.
    // Numbers in fields follow a live switch too: the generation settings of a generated
    // 2,048-GPU design show "2,048" and "1.0:1" in English, "2.048" and "1,0:1" in Dutch,
    // and so does the profiles dialog, a window of its own.
    void fieldNumbersFollowTheLanguage()
    {
        auto w = makeWindow();
        GeneratorParams params;
        params.gpus = 2048;
        edit::replaceProject(*w->document(), test::generatedProject(params),
                             QStringLiteral("Generate design"));
        w->scene()->setSelectedIds({});
        QCoreApplication::processEvents();
        ProfilesDialog *dialog = w->showProfiles();
        QSpinBox *gpus = nullptr;
        for (auto *box : w->findChildren<QSpinBox *>(QStringLiteral("genGpus")))
            if (box->value() == 2048)
                gpus = box;
        auto *over = gpus ? gpus->parentWidget()->findChild<QDoubleSpinBox *>(
                                QStringLiteral("genOversubscription"))
                          : nullptr;
        QVERIFY(gpus && over);
        auto *anyDouble = dialog->findChild<QDoubleSpinBox *>();
        QVERIFY(anyDouble);
        QCOMPARE(gpus->text(), QStringLiteral("2,048"));
        QCOMPARE(over->text(), QStringLiteral("1.0:1"));
        setLanguage(QStringLiteral("nl"));
        QTRY_COMPARE(gpus->text(), QStringLiteral("2.048"));
        QCOMPARE(over->text(), QStringLiteral("1,0:1"));
        QCOMPARE(anyDouble->locale().decimalPoint(), QStringLiteral(","));
        setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(gpus->text(), QStringLiteral("2,048"));
        w->document()->undoStack()->setClean();
    }

    void assumptionNamesInTheUiLanguage()
    {
        auto w = makeWindow();
        ProfilesDialog *dialog = w->showProfiles();
        QVERIFY(dialog);
        auto *tree = dialog->findChild<QTreeWidget *>(QStringLiteral("assumptionsTree"));
        QVERIFY(tree);
        auto find = [tree](const QString &id) -> QTreeWidgetItem * {
            for (QTreeWidgetItemIterator it(tree); *it; ++it)
                if ((*it)->data(0, Qt::UserRole + 1).toString() == id &&
                    (*it)->data(0, Qt::UserRole).toString().isEmpty())
                    return *it;
            return nullptr;
        };
        QTreeWidgetItem *ecmp = find(QStringLiteral("roce-efficiency-ecmp"));
        QVERIFY(ecmp);
        QCOMPARE(ecmp->text(0), QStringLiteral("RoCE efficiency with ECMP"));
        setLanguage(QStringLiteral("nl"));
        QTRY_VERIFY(find(QStringLiteral("roce-efficiency-ecmp")) &&
                    find(QStringLiteral("roce-efficiency-ecmp"))->text(0) ==
                        QStringLiteral("Efficiëntie van RoCE met ECMP"));
        QCOMPARE(find(QStringLiteral("nccl-busbw-per-400g-nic"))->text(0),
                 QStringLiteral("NCCL-busbandbreedte per 400G-NIC"));
        // No assumption row shows its raw id as its name.
        const Catalog &c = test::shippedCatalog();
        int raw = 0;
        for (const auto &[id, figure] : c.assumptions)
            if (QTreeWidgetItem *item = find(id); item && item->text(0) == id)
                ++raw;
        QCOMPARE(raw, 0);
    }
};

QTEST_MAIN(TestDutchUndo)
#include "tst_dutchundo.moc"
