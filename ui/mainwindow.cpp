// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "i18n.h"
#include "projectio.h"
#include "summary.h"
#include "version.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace fp {

MainWindow::MainWindow(Catalog catalog, QWidget *parent)
    : QMainWindow(parent)
    , m_catalog(std::move(catalog))
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_title = new QLabel(central);
    m_title->setObjectName(QStringLiteral("projectTitle"));
    QFont f = m_title->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    m_title->setFont(f);
    m_summary = new QTreeWidget(central);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setColumnCount(2);
    m_summary->setRootIsDecorated(true);
    m_summary->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    layout->addWidget(m_title);
    layout->addWidget(m_summary, 1);
    setCentralWidget(central);
    createActions();
    retranslate();
    resize(900, 600);
}

void MainWindow::createActions()
{
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_aboutAction = new QAction(this);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About FabricPlanner"),
                           tr("FabricPlanner %1\nPlan and compare InfiniBand, Ethernet/RoCE and "
                              "hybrid fabrics for AI clusters.")
                               .arg(QStringLiteral(FABRICPLANNER_VERSION)));
    });
    m_languageGroup = new QActionGroup(this);
    m_englishAction = new QAction(QStringLiteral("English"), m_languageGroup);
    m_dutchAction = new QAction(QStringLiteral("Nederlands"), m_languageGroup);
    for (QAction *a : {m_englishAction, m_dutchAction})
        a->setCheckable(true);
    (currentLanguage() == QLatin1String("nl") ? m_dutchAction : m_englishAction)->setChecked(true);
    connect(m_englishAction, &QAction::triggered, this,
            [this] { switchLanguage(QStringLiteral("en")); });
    connect(m_dutchAction, &QAction::triggered, this,
            [this] { switchLanguage(QStringLiteral("nl")); });

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addAction(m_englishAction);
    m_languageMenu->addAction(m_dutchAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_openAction->setText(tr("&Open..."));
    m_quitAction->setText(tr("&Quit"));
    m_aboutAction->setText(tr("&About FabricPlanner"));
    m_summary->setHeaderLabels({tr("Item"), tr("Value")});
    refreshSummary();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::switchLanguage(const QString &lang)
{
    setLanguage(lang); // posts LanguageChange to every widget
    QSettings().setValue(QStringLiteral("language"), lang);
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open project"), QFileInfo(m_path).absolutePath(),
        tr("FabricPlanner projects (*.fabricplan *.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    QString error;
    auto project = loadProject(path, &error);
    if (!project) {
        m_lastError = error;
        if (isVisible())
            QMessageBox::warning(this, tr("Cannot open project"), error);
        else
            statusBar()->showMessage(error);
        return false;
    }
    m_lastError.clear();
    setProject(std::move(*project), path);
    return true;
}

void MainWindow::setProject(Project project, const QString &path)
{
    m_project = std::move(project);
    m_path = path;
    refreshSummary();
}

void MainWindow::refreshSummary()
{
    m_summary->clear();
    if (!m_project) {
        m_title->setText(tr("No project open"));
        setWindowTitle(QStringLiteral("FabricPlanner"));
        return;
    }
    const QString name =
        m_project->info.name.isEmpty() ? QFileInfo(m_path).fileName() : m_project->info.name;
    m_title->setText(name);
    setWindowTitle(tr("%1 - FabricPlanner").arg(name));
    const ProjectSummary s = summarize(*m_project, m_catalog);
    auto add = [this](QTreeWidgetItem *parent, const QString &k, const QString &v) {
        auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_summary);
        item->setText(0, k);
        item->setText(1, v);
        return item;
    };
    add(nullptr, tr("GPUs"), formatInteger(s.gpus));
    add(nullptr, tr("Nodes"), formatInteger(s.nodes));
    for (const FabricSummary &f : s.fabrics) {
        auto *fi = add(nullptr, tr("Fabric \"%1\"").arg(f.name),
                       tr("%1, %n tier(s)", nullptr, f.tiers)
                           .arg(f.technology == Technology::InfiniBand ? tr("InfiniBand")
                                                                       : tr("Ethernet/RoCE")));
        const QStringList tierNames = f.tiers == 3
                                          ? QStringList{tr("Leaf"), tr("Aggregation"), tr("Core")}
                                          : QStringList{tr("Leaf"), tr("Spine"), tr("Core")};
        for (int t = 0; t < f.tiers; ++t) {
            add(fi, tr("%1 switches").arg(tierNames.value(t)),
                formatInteger(f.switchesPerTier[size_t(t)]));
        }
        fi->setExpanded(true);
    }
}

} // namespace fp
