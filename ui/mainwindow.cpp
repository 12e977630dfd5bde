// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "analysis/designwarnings.h"
#include "analysis/regenerate.h"
#include "bulkedit.h"
#include "canvas/canvasitems.h"
#include "canvas/canvasscene.h"
#include "canvas/canvasview.h"
#include "dialogs/exchangeexport.h"
#include "dialogs/exploredialog.h"
#include "dialogs/helpdialogs.h"
#include "dialogs/ncclimportui.h"
#include "dialogs/newdesigndialog.h"
#include "dialogs/pdfexport.h"
#include "dialogs/profilesdialog.h"
#include "docks/analysisdock.h"
#include "docks/bomview.h"
#include "docks/issuesdock.h"
#include "docks/palettedock.h"
#include "docks/propertiesdock.h"
#include "edit/editcommands.h"
#include "evaluationrunner.h"
#include "exchange/exchange.h"
#include "exchangeactions.h"
#include "icons.h"
#include "io/filesafety.h"
#include "io/projectio.h"
#include "io/projectjson.h"
#include "model/invariants.h"
#include "model/labels.h"
#include "prompts.h"
#include "text/i18n.h"
#include "topology/summary.h"
#include "version.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QShowEvent>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>

#include <cmath>

namespace fp {

namespace {
constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("recentFiles");
const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
const QString kAutosaveKey = QStringLiteral("autosaveSeconds");
const QString kOverviewKey = QStringLiteral("canvas/overview");
const QString kWizardGroup = QStringLiteral("wizard"); // the wizard's last settings
const QString kLegendKey = QStringLiteral("canvas/legend");
} // namespace

MainWindow::MainWindow(Catalog catalog, QWidget *parent)
    : QMainWindow(parent)
    , m_doc(new ProjectDocument(std::move(catalog), this))
    , m_prompts(std::make_unique<UiPrompts>())
    , m_recovery(std::make_unique<RecoveryStore>())
{
    setObjectName(QStringLiteral("mainWindow"));
    m_runner = new EvaluationRunner(m_doc, this);
    m_scene = new FabricScene(m_doc, this);
    m_view = new FabricView(m_scene, this);
    setCentralWidget(m_view);
    m_exchange = new ExchangeActions(this, m_doc, m_scene, [this] { return m_prompts.get(); });
    m_bulk = new BulkEdit(m_doc, m_scene, this);
    connect(m_bulk, &BulkEdit::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    createActions();
    createMenus();
    createDocks();
    setAcceptDrops(true); // nccl-tests logs and folders of them
    m_analysis = new AnalysisWidget(m_runner, this);
    setAnalysisWidget(m_analysis);
    // A "+ unknown" figure's link opens the missing part figure for editing.
    connect(m_analysis, &AnalysisWidget::fillFigureRequested, this,
            [this](const QString &partId, const QString &field) {
                showProfiles()->editFigure(partId, field);
            });
    // The BOM tab's export buttons write through File > Export's formats: the CSV
    // holds the variant the tab shows, with the lines its filter shows; the workbook
    // every variant.
    connect(m_analysis->bomView(), &BomView::exportRequested, this, [this](const QString &key) {
        const exchange::ExportFormat *format = exchange::findExportFormat(key);
        if (!format)
            return;
        const std::optional<exchange::BomSelection> selection = m_analysis->bomView()->selection();
        runExport(*format, key == QLatin1String("bom-csv") && selection ? &*selection : nullptr);
    });
    resizeDocks({m_analysisDock}, {600}, Qt::Horizontal); // the table's four columns
    resizeDocks({m_propertiesDock, m_analysisDock}, {220, 900}, Qt::Vertical);
    connect(m_runner, &EvaluationRunner::evaluationChanged, this, [this] { refreshIssues(); });

    m_zoomLabel = new QLabel(this);
    m_countLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_countLabel);
    statusBar()->addPermanentWidget(m_zoomLabel);

    m_refresh = new QTimer(this);
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(120);
    connect(m_refresh, &QTimer::timeout, this, [this] {
        refreshSummary();
        refreshIssues();
        refreshStatus();
    });
    connectViews();
    qApp->installEventFilter(this); // shortcuts that focused fields would swallow

    m_autosave = new QTimer(this);
    const int seconds = std::max(5, QSettings().value(kAutosaveKey, 60).toInt());
    m_autosave->setInterval(seconds * 1000);
    connect(m_autosave, &QTimer::timeout, this, &MainWindow::autosaveNow);
    m_autosave->start();

    m_palette->setCatalog(m_doc->catalog());
    retranslate();
    resize(1400, 900);
    const QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    m_defaultDockSizes = !restoreState(settings.value(kStateKey).toByteArray());
    m_view->setLegendVisible(settings.value(kLegendKey, true).toBool());
    m_legendAction->setChecked(m_view->isLegendVisible());
    m_overviewAction->setChecked(settings.value(kOverviewKey, true).toBool());
    m_view->setOverviewEnabled(m_overviewAction->isChecked());
    refreshSummary();
    refreshIssues();
    refreshStatus();
    updateTitle();
    updateActions();
}

// The document, the scene, the view and the issues list drive the summary, the
// issues, the status bar and the title.
void MainWindow::connectViews()
{
    connect(m_doc, &ProjectDocument::changed, this, [this](const ChangeEvent &e) {
        if (e.kind == ChangeEvent::Kind::Catalog)
            m_palette->setCatalog(m_doc->catalog()); // prices and sources in the tooltips
        scheduleRefresh();
    });
    connect(m_doc, &ProjectDocument::objectsAdded, this, [this] { scheduleRefresh(); });
    connect(m_doc, &ProjectDocument::objectsRemoved, this, [this] { scheduleRefresh(); });
    connect(m_doc, &ProjectDocument::projectReset, this, [this] {
        m_palette->setCatalog(m_doc->catalog());
        m_refresh->stop(); // a new project: show its summary at once
        refreshSummary();
        refreshIssues();
        refreshStatus();
        updateTitle();
    });
    connect(m_doc, &ProjectDocument::modifiedChanged, this, [this] { updateTitle(); });
    connect(m_doc, &ProjectDocument::filePathChanged, this, [this] { updateTitle(); });
    connect(m_doc->undoStack(), &QUndoStack::indexChanged, this, [this] { updateUndoTexts(); });
    connect(m_scene, &FabricScene::selectionIdsChanged, this, [this](const IdList &ids) {
        m_properties->setSelection(ids);
        updateActions();
        refreshStatus();
    });
    connect(m_scene, &FabricScene::statusMessage, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    connect(m_view, &FabricView::zoomChanged, this, [this] { refreshStatus(); });
    connect(m_view, &FabricView::contextMenuRequested, this,
            [this](QPointF scenePos, QPoint globalPos) {
                QMenu *menu = contextMenuAt(scenePos);
                menu->setAttribute(Qt::WA_DeleteOnClose);
                menu->popup(globalPos);
            });
    connect(m_issues, &IssuesWidget::subjectActivated, this, [this](Id id) {
        if (CanvasItem *item = m_scene->selectSubject(id))
            m_view->centerOn(item);
    });
    connect(m_issues, &IssuesWidget::countChanged, this, [this](int errors, int warnings) {
        m_issuesDock->setWindowTitle(
            errors + warnings == 0 ? tr("Issues") : tr("Issues (%1)").arg(errors + warnings));
    });
}

MainWindow::~MainWindow()
{
    // The document is a child, deleted by the base destructors after this one: its undo
    // stack's clear() then emits indexChanged while this is no longer a MainWindow
    // (UBSan: "member call ... not of type 'MainWindow'"). No calls back from here on.
    qApp->removeEventFilter(this);
    m_doc->undoStack()->disconnect(this);
    m_doc->disconnect(this);
}

void MainWindow::setPrompts(std::unique_ptr<UiPrompts> prompts)
{
    m_prompts = std::move(prompts);
}

void MainWindow::setRecoveryDirectory(const QString &directory)
{
    m_recovery->remove();
    m_recovery = std::make_unique<RecoveryStore>(directory);
}

// --- Actions and menus --------------------------------------------------------------

QAction *MainWindow::makeAction(const char *name, QKeySequence::StandardKey key,
                                QStyle::StandardPixmap icon)
{
    auto *a = new QAction(this);
    a->setObjectName(QLatin1String(name));
    if (key != QKeySequence::UnknownKey)
        a->setShortcut(key);
    if (icon != QStyle::SP_CustomBase)
        a->setIcon(style()->standardIcon(icon));
    return a;
}

void MainWindow::createActions()
{
    createFileActions();
    createEditActions();
    createToolActions();
    createViewActions();
    createHelpActions();
}

// File > Export: one action per core/exchange format (the CLI's export --format), each
// asking for a file and writing it through the same writer.
void MainWindow::createExchangeActions()
{
    for (const exchange::ExportFormat &format : exchange::exportFormats()) {
        QAction *a = new QAction(this);
        a->setObjectName(QStringLiteral("actionExport-") + QLatin1String(format.key));
        connect(a, &QAction::triggered, this, [this, &format] { runExport(format); });
        m_exchangeActions.push_back(a);
    }
}

// Asks for the output and writes one export format; a failure in a message box, success
// in the status bar.
void MainWindow::runExport(const exchange::ExportFormat &format,
                           const exchange::BomSelection *selection)
{
    const ExchangeExport result =
        exportExchange(this, *m_doc, m_runner->currentEvaluation(), format, *m_prompts, selection);
    if (!result.written && !result.error.isEmpty())
        showError(tr("Cannot export"), result.error);
    else if (result.written)
        statusBar()->showMessage(tr("Wrote \"%1\".").arg(QFileInfo(result.path).fileName()), 8000);
}

// File: new, wizard, open, save, export, import, quit.
void MainWindow::createFileActions()
{
    m_newAction = makeAction("actionNew", QKeySequence::New, QStyle::SP_FileIcon);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newDocument);
    m_wizardAction = makeAction("actionNewDesign", QKeySequence::UnknownKey);
    m_wizardAction->setIcon(icons::make(icons::Kind::NewDesign));
    m_wizardAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(m_wizardAction, &QAction::triggered, this, &MainWindow::newDesign);
    m_openAction = makeAction("actionOpen", QKeySequence::Open, QStyle::SP_DialogOpenButton);
    connect(m_openAction, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString dir = m_doc->filePath().isEmpty()
                                ? QDir::homePath()
                                : QFileInfo(m_doc->filePath()).absolutePath();
        const QString path = m_prompts->openFileName(this, dir);
        if (!path.isEmpty())
            openFile(path);
    });
    m_saveAction = makeAction("actionSave", QKeySequence::Save, QStyle::SP_DialogSaveButton);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = makeAction("actionSaveAs", QKeySequence::SaveAs);
    // The platform's Save As keys; X11 without a desktop's theme (and Windows) define
    // none, so the common Ctrl+Shift+S, as GNOME and KDE bind it.
    if (QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty())
        m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_exportPdfAction = makeAction("actionExportPdf", QKeySequence::UnknownKey);
    m_exportPdfAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportPdfAction, &QAction::triggered, this, [this] { exportPdf(false); });
    m_exportPdfCablingAction = makeAction("actionExportPdfCabling", QKeySequence::UnknownKey);
    connect(m_exportPdfCablingAction, &QAction::triggered, this, [this] { exportPdf(true); });
    m_printAction = makeAction("actionPrint", QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, [this] {
        const PrintJob job = printReport(this, *m_runner, *m_prompts);
        if (!job.printed && !job.error.isEmpty())
            showError(tr("Cannot print the report"), job.error);
        else if (job.printed)
            statusBar()->showMessage(
                tr("Sent the report to the printer (%n page(s)).", nullptr, job.pages), 8000);
    });
    createExchangeActions();
    m_importNcclAction = makeAction("actionImportNccl", QKeySequence::UnknownKey);
    connect(m_importNcclAction, &QAction::triggered, this, [this] {
        const QString dir = m_doc->filePath().isEmpty()
                                ? QDir::homePath()
                                : QFileInfo(m_doc->filePath()).absolutePath();
        const QStringList files = m_prompts->ncclLogFileNames(this, dir);
        if (!files.isEmpty())
            importMeasurements(files);
    });
    m_quitAction = makeAction("actionQuit", QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
}

// Edit: undo, redo, clipboard, delete, select all, profiles.
void MainWindow::createEditActions()
{
    m_undoAction = makeAction("actionUndo", QKeySequence::Undo, QStyle::SP_ArrowBack);
    connect(m_undoAction, &QAction::triggered, m_doc->undoStack(), &QUndoStack::undo);
    m_redoAction = makeAction("actionRedo", QKeySequence::Redo, QStyle::SP_ArrowForward);
    // Both common Redo keys, whatever the platform's scheme binds (Windows: Ctrl+Y,
    // GNOME and KDE: Ctrl+Shift+Z).
    QList<QKeySequence> redoKeys = m_redoAction->shortcuts();
    for (const QKeySequence &k :
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}) {
        if (!redoKeys.contains(k))
            redoKeys.append(k);
    }
    m_redoAction->setShortcuts(redoKeys);
    connect(m_redoAction, &QAction::triggered, m_doc->undoStack(), &QUndoStack::redo);
    m_cutAction = makeAction("actionCut", QKeySequence::Cut);
    connect(m_cutAction, &QAction::triggered, this, &MainWindow::cutSelection);
    m_copyAction = makeAction("actionCopy", QKeySequence::Copy);
    connect(m_copyAction, &QAction::triggered, this, &MainWindow::copySelection);
    m_pasteAction = makeAction("actionPaste", QKeySequence::Paste);
    connect(m_pasteAction, &QAction::triggered, this, &MainWindow::pasteClipboard);
    m_deleteAction = makeAction("actionDelete", QKeySequence::Delete, QStyle::SP_TrashIcon);
    m_deleteAction->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    connect(m_deleteAction, &QAction::triggered, this, &MainWindow::deleteSelection);
    m_selectAllAction = makeAction("actionSelectAll", QKeySequence::SelectAll);
    connect(m_selectAllAction, &QAction::triggered, this, &MainWindow::selectAll);
    m_profilesAction = makeAction("actionProfiles", QKeySequence::UnknownKey);
    connect(m_profilesAction, &QAction::triggered, this, &MainWindow::showProfiles);
    m_exploreAction = makeAction("actionExplore", QKeySequence::UnknownKey);
    connect(m_exploreAction, &QAction::triggered, this, &MainWindow::showExplore);
}

// The canvas tools: select and connect, one checked at a time.
void MainWindow::createToolActions()
{
    m_toolGroup = new QActionGroup(this);
    m_selectToolAction = makeAction("actionSelectTool", QKeySequence::UnknownKey);
    m_selectToolAction->setIcon(icons::make(icons::Kind::Select));
    m_selectToolAction->setShortcut(QKeySequence(Qt::Key_V));
    m_connectToolAction = makeAction("actionConnectTool", QKeySequence::UnknownKey);
    m_connectToolAction->setIcon(icons::make(icons::Kind::Connect));
    m_connectToolAction->setShortcut(QKeySequence(Qt::Key_L));
    for (QAction *a : {m_selectToolAction, m_connectToolAction}) {
        a->setCheckable(true);
        m_toolGroup->addAction(a);
    }
    m_selectToolAction->setChecked(true);
    connect(m_selectToolAction, &QAction::triggered, this,
            [this] { m_scene->setTool(FabricScene::Tool::Select); });
    connect(m_connectToolAction, &QAction::triggered, this,
            [this] { m_scene->setTool(FabricScene::Tool::Connect); });
}

// View: zoom, groups, legend.
void MainWindow::createViewActions()
{
    m_zoomInAction = makeAction("actionZoomIn", QKeySequence::ZoomIn);
    m_zoomInAction->setIcon(icons::make(icons::Kind::ZoomIn));
    connect(m_zoomInAction, &QAction::triggered, m_view, &FabricView::zoomIn);
    m_zoomOutAction = makeAction("actionZoomOut", QKeySequence::ZoomOut);
    m_zoomOutAction->setIcon(icons::make(icons::Kind::ZoomOut));
    connect(m_zoomOutAction, &QAction::triggered, m_view, &FabricView::zoomOut);
    m_zoomFitAction = makeAction("actionZoomFit", QKeySequence::UnknownKey);
    m_zoomFitAction->setIcon(icons::make(icons::Kind::ZoomFit));
    m_zoomFitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_zoomFitAction, &QAction::triggered, m_view, &FabricView::zoomToFit);
    m_zoomResetAction = makeAction("actionZoomReset", QKeySequence::UnknownKey);
    m_zoomResetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    connect(m_zoomResetAction, &QAction::triggered, m_view, &FabricView::resetZoom);
    m_expandAllAction = makeAction("actionExpandGroups", QKeySequence::UnknownKey);
    connect(m_expandAllAction, &QAction::triggered, this, [this] {
        IdList ids;
        for (const Group &g : m_doc->project().groups)
            ids.push_back(g.id);
        edit::setGroupCollapsed(*m_doc, ids, false);
    });
    m_collapseAllAction = makeAction("actionCollapseGroups", QKeySequence::UnknownKey);
    connect(m_collapseAllAction, &QAction::triggered, this, [this] {
        IdList ids;
        for (const Group &g : m_doc->project().groups)
            ids.push_back(g.id);
        edit::setGroupCollapsed(*m_doc, ids, true);
    });
    m_overviewAction = makeAction("actionOverview", QKeySequence::UnknownKey);
    m_overviewAction->setCheckable(true);
    connect(m_overviewAction, &QAction::toggled, this, [this](bool on) {
        m_view->setOverviewEnabled(on);
        QSettings().setValue(kOverviewKey, on);
    });
    m_legendAction = makeAction("actionLegend", QKeySequence::UnknownKey);
    m_legendAction->setCheckable(true);
    connect(m_legendAction, &QAction::toggled, this, [this](bool on) {
        m_view->setLegendVisible(on);
        QSettings().setValue(kLegendKey, on);
    });
}

// Help and language.
void MainWindow::createHelpActions()
{
    m_aboutAction = makeAction("actionAbout", QKeySequence::UnknownKey);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About FabricPlanner"), aboutText(m_doc->catalog()));
    });
    m_manualAction = makeAction("actionManual", QKeySequence::HelpContents);
    if (m_manualAction->shortcuts().isEmpty())
        m_manualAction->setShortcut(QKeySequence(Qt::Key_F1));
    connect(m_manualAction, &QAction::triggered, this, &MainWindow::showManual);
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
}

void MainWindow::createMenus()
{
    createFileMenu();
    createEditMenu();
    createViewMenu();

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addAction(m_englishAction);
    m_languageMenu->addAction(m_dutchAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_manualAction);
    m_helpMenu->addAction(m_aboutAction);

    createToolBar();
}

void MainWindow::createFileMenu()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_wizardAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addAction(m_exportPdfAction);
    m_fileMenu->addAction(m_exportPdfCablingAction);
    m_fileMenu->addAction(m_printAction);
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->setObjectName(QStringLiteral("exportMenu"));
    for (std::size_t i = 0; i < m_exchangeActions.size(); ++i) {
        if (i > 0 && exchange::exportFormats()[i].usesEvaluation !=
                         exchange::exportFormats()[i - 1].usesEvaluation)
            m_exportMenu->addSeparator(); // the bills apart from the drawings and lists
        m_exportMenu->addAction(m_exchangeActions[i]);
    }
    m_fileMenu->addAction(m_importNcclAction);
    m_fileMenu->addAction(m_exchange->importDeviceTypesAction());
    m_fileMenu->addAction(m_exchange->compareAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
}

void MainWindow::createEditMenu()
{
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_cutAction);
    m_editMenu->addAction(m_copyAction);
    m_editMenu->addAction(m_pasteAction);
    m_editMenu->addAction(m_deleteAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_selectAllAction);
    m_editMenu->addMenu(m_bulk->selectMenu());
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_bulk->connectRailsAction());
    m_editMenu->addMenu(m_bulk->partMenu());
    m_editMenu->addAction(m_bulk->makeGroupAction());
    m_editMenu->addAction(m_bulk->ungroupAction());
    m_editMenu->addMenu(m_bulk->arrangeMenu());
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_selectToolAction);
    m_editMenu->addAction(m_connectToolAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_profilesAction);
    m_editMenu->addAction(m_exploreAction);
}

void MainWindow::createViewMenu()
{
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_zoomFitAction);
    m_viewMenu->addAction(m_zoomResetAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_expandAllAction);
    m_viewMenu->addAction(m_collapseAllAction);
    m_viewMenu->addAction(m_legendAction);
    m_viewMenu->addAction(m_overviewAction);
    m_viewMenu->addSeparator();
    m_panelsMenu = m_viewMenu->addMenu(QString());
}

void MainWindow::createToolBar()
{
    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->setMovable(false);
    m_toolBar->addAction(m_wizardAction);
    m_toolBar->addAction(m_openAction);
    m_toolBar->addAction(m_saveAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_undoAction);
    m_toolBar->addAction(m_redoAction);
    m_toolBar->addAction(m_deleteAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_selectToolAction);
    m_toolBar->addAction(m_connectToolAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_zoomInAction);
    m_toolBar->addAction(m_zoomOutAction);
    m_toolBar->addAction(m_zoomFitAction);
}

void MainWindow::createDocks()
{
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    // The side columns run to the bottom and the issues list sits under the canvas only:
    // the properties and the analysis get the window's full height.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    auto dock = [this](const char *name, QWidget *content, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(content);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                       QDockWidget::DockWidgetClosable);
        addDockWidget(area, d);
        m_panelsMenu->addAction(d->toggleViewAction());
        return d;
    };
    m_palette = new PaletteWidget(this);
    m_paletteDock = dock("paletteDock", m_palette, Qt::LeftDockWidgetArea);
    m_properties = new PropertiesWidget(m_doc, this);
    m_propertiesDock = dock("propertiesDock", m_properties, Qt::RightDockWidgetArea);
    m_summary = new QTreeWidget(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setColumnCount(2);
    m_summary->setRootIsDecorated(true);
    m_summary->header()->setStretchLastSection(false);
    m_summary->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_summary->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_summaryDock = dock("summaryDock", m_summary, Qt::RightDockWidgetArea);
    m_issues = new IssuesWidget(this);
    m_issuesDock = dock("issuesDock", m_issues, Qt::BottomDockWidgetArea);
    resizeDocks({m_paletteDock, m_propertiesDock}, {360, 340}, Qt::Horizontal);
    resizeDocks({m_issuesDock}, {130}, Qt::Vertical);
}

void MainWindow::setAnalysisWidget(QWidget *widget)
{
    if (!m_analysisDock) {
        m_analysisDock = new QDockWidget(this);
        m_analysisDock->setObjectName(QStringLiteral("analysisDock"));
        addDockWidget(Qt::RightDockWidgetArea, m_analysisDock);
        tabifyDockWidget(m_summaryDock, m_analysisDock);
        m_panelsMenu->addAction(m_analysisDock->toggleViewAction());
        m_analysisDock->setWindowTitle(tr("Analysis"));
    }
    delete m_analysisDock->widget();
    m_analysisDock->setWidget(widget);
    m_analysisDock->raise();
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_panelsMenu->setTitle(tr("&Panels"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Main toolbar"));

    retranslateFileActions();
    retranslateEditActions();
    retranslateViewActions();
    m_paletteDock->setWindowTitle(tr("Catalog"));
    m_propertiesDock->setWindowTitle(tr("Properties"));
    m_summaryDock->setWindowTitle(tr("Summary"));
    m_issuesDock->setWindowTitle(tr("Issues"));
    if (m_analysisDock)
        m_analysisDock->setWindowTitle(tr("Analysis"));
    m_summary->setHeaderLabels({tr("Item"), tr("Value")});
    updateUndoTexts();
    updateTitle();
    refreshSummary();
    refreshIssues();
    refreshStatus();
}

// The texts of the File menu's actions.
void MainWindow::retranslateFileActions()
{
    m_newAction->setText(tr("&New"));
    m_newAction->setToolTip(tr("Start an empty project"));
    m_wizardAction->setText(tr("New &design..."));
    m_wizardAction->setIconText(tr("New design"));
    m_wizardAction->setToolTip(tr("Generate a fabric from a few choices (Ctrl+Shift+N)"));
    m_openAction->setText(tr("&Open..."));
    m_openAction->setIconText(tr("Open"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &as..."));
    m_exportPdfAction->setText(tr("&Export PDF report..."));
    m_exportPdfAction->setToolTip(
        tr("Write the comparison report for decision makers as a PDF (Ctrl+E)"));
    m_exportPdfAction->setStatusTip(m_exportPdfAction->toolTip());
    m_exportPdfCablingAction->setText(tr("Export PDF report with &cabling plan..."));
    m_exportPdfCablingAction->setToolTip(
        tr("The same report with the cabling plan of the design as drawn as its last appendix: "
           "one row per cable, for the installers"));
    m_exportPdfCablingAction->setStatusTip(m_exportPdfCablingAction->toolTip());
    m_printAction->setText(tr("&Print report..."));
    m_printAction->setToolTip(tr("Print the comparison report, laid out as the PDF (Ctrl+P)"));
    m_printAction->setStatusTip(m_printAction->toolTip());
    m_exportMenu->setTitle(tr("Export for o&ther tools"));
    for (std::size_t i = 0; i < m_exchangeActions.size(); ++i)
        m_exchangeActions[i]->setText(exchange::exportFormats()[i].name() + QStringLiteral("..."));
    m_importNcclAction->setText(tr("&Import nccl-tests logs..."));
    m_importNcclAction->setToolTip(tr("Add measured collective results (nccl-tests output) to "
                                      "set beside the model; logs and folders can also be "
                                      "dropped on the window"));
    m_importNcclAction->setStatusTip(m_importNcclAction->toolTip());
    m_quitAction->setText(tr("&Quit"));
    m_exchange->retranslate();
}

// The texts of the Edit menu's actions and of the tools.
void MainWindow::retranslateEditActions()
{
    m_bulk->retranslate();
    m_cutAction->setText(tr("Cu&t"));
    m_copyAction->setText(tr("&Copy"));
    m_pasteAction->setText(tr("&Paste"));
    m_deleteAction->setText(tr("&Delete"));
    m_selectAllAction->setText(tr("Select &all"));
    m_profilesAction->setText(tr("Pro&files and assumptions..."));
    m_profilesAction->setToolTip(
        tr("Workload, organisation, RoCE tuning and the catalogue figures the analyses use"));
    m_exploreAction->setText(tr("E&xplore designs..."));
    m_exploreAction->setToolTip(tr("The cheapest, fastest and simplest compute fabrics of each "
                                   "technology for this cluster; use one as the design"));
    m_selectToolAction->setText(tr("&Select and move"));
    m_selectToolAction->setIconText(tr("Select"));
    m_selectToolAction->setToolTip(tr("Select, move and rubber-band select (V)"));
    m_connectToolAction->setText(tr("Co&nnect"));
    m_connectToolAction->setIconText(tr("Connect"));
    m_connectToolAction->setToolTip(
        tr("Drag from a node or switch to a switch to link them (L). In select mode, drag "
           "from a NIC port or a switch's port bar."));
}

// The texts of the View and Help menus' actions.
void MainWindow::retranslateViewActions()
{
    m_zoomInAction->setText(tr("Zoom &in"));
    m_zoomOutAction->setText(tr("Zoom &out"));
    m_zoomFitAction->setText(tr("&Fit to window"));
    m_zoomFitAction->setIconText(tr("Fit"));
    m_zoomResetAction->setText(tr("&Actual size"));
    m_expandAllAction->setText(tr("&Expand all groups"));
    m_collapseAllAction->setText(tr("&Collapse all groups"));
    m_legendAction->setText(tr("Show &legend"));
    m_overviewAction->setText(tr("Show o&verview"));
    m_overviewAction->setToolTip(
        tr("A small picture of the whole design in the canvas's corner while it does not fit; "
           "click it to go there"));
    m_aboutAction->setText(tr("&About FabricPlanner"));
    m_manualAction->setText(tr("&Manual"));
    m_manualAction->setToolTip(tr("A short guide to FabricPlanner (F1)"));
}

// Shortcuts wherever the focus is. A text field asks first for the keys it
// edits with (QEvent::ShortcutOverride), so a focused name field or spin box would
// swallow Ctrl+Z and, on X11, Ctrl+E (end of line). The rule:
//  - Undo and Redo go to the field while it holds typing not applied yet (a line edit
//    that is modified and can undo, resp. redo, it); otherwise - the field shows
//    what the design holds (nothing typed, or applied with Enter), or it is a spin box,
//    whose value is applied as it is typed - they undo and redo the design.
//  - Export PDF (Ctrl+E) always goes to the window; End still ends the line.
//  - Every other key (cut, copy, paste, select all, letters) stays the field's.
// Only widgets of this window and its floating docks; a dialog keeps its keys.
bool MainWindow::windowTakesKey(const QKeyEvent *event) const
{
    const QKeySequence pressed(event->keyCombination());
    auto bound = [&pressed](const QAction *a) { return a->shortcuts().contains(pressed); };
    if (bound(m_exportPdfAction))
        return true;
    const bool undo = bound(m_undoAction);
    if (!undo && !bound(m_redoAction))
        return false;
    const auto *field = qobject_cast<const QLineEdit *>(QApplication::focusWidget());
    if (!field || field->isReadOnly() ||
        qobject_cast<const QAbstractSpinBox *>(field->parentWidget()))
        return true;
    const bool fieldCan = undo ? field->isUndoAvailable() : field->isRedoAvailable();
    return !(field->isModified() && fieldCan);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
        return QMainWindow::eventFilter(watched, event);
    const QWidget *top = static_cast<QWidget *>(watched)->window();
    const bool ours = top == this || (qobject_cast<const QDockWidget *>(top) &&
                                      top->parentWidget() == this); // a floating dock
    if (ours && windowTakesKey(static_cast<QKeyEvent *>(event))) {
        // Not overridden: the event goes up the widget chain without anyone accepting
        // it, and the window's action gets the key.
        event->ignore();
        return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // Numbers in fields (spin boxes) follow the language: a widget keeps the locale
        // it was made with, so every window gets the new default (setLanguage() has set
        // it by the time this posted event arrives); their children inherit it.
        const QLocale now;
        for (QWidget *top : QApplication::topLevelWidgets())
            if (top->locale() != now)
                top->setLocale(now);
        // The undo history in the new language too (retranslate() shows its texts).
        edit::retranslateUndoStack(*m_doc->undoStack());
        retranslate();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::switchLanguage(const QString &lang)
{
    setLanguage(lang); // posts LanguageChange to every widget
    QSettings().setValue(QStringLiteral("language"), lang);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] - FabricPlanner").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
}

void MainWindow::updateUndoTexts()
{
    QUndoStack *stack = m_doc->undoStack();
    m_undoAction->setEnabled(stack->canUndo());
    m_redoAction->setEnabled(stack->canRedo());
    m_undoAction->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    m_redoAction->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    m_undoAction->setIconText(tr("Undo"));
    m_redoAction->setIconText(tr("Redo"));
    m_undoAction->setToolTip(m_undoAction->text().remove(QLatin1Char('&')));
    m_redoAction->setToolTip(m_redoAction->text().remove(QLatin1Char('&')));
}

void MainWindow::updateActions()
{
    const bool any = !m_scene->selectedIds().empty();
    m_cutAction->setEnabled(any);
    m_copyAction->setEnabled(any);
    m_deleteAction->setEnabled(any);
    m_bulk->updateActions();
}

void MainWindow::scheduleRefresh()
{
    m_refresh->start();
}

void MainWindow::refreshSummary()
{
    m_summary->clear();
    const Project &p = m_doc->project();
    const ProjectSummary s = summarize(p, m_doc->catalog());
    auto add = [this](QTreeWidgetItem *parent, const QString &k, const QString &v) {
        auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_summary);
        item->setText(0, k);
        item->setText(1, v);
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        return item;
    };
    add(nullptr, tr("GPUs"), formatInteger(s.gpus));
    add(nullptr, tr("Nodes"), formatInteger(s.nodes));
    for (const FabricSummary &f : s.fabrics) {
        const QString tech = technologyName(f.technology);
        auto *fi = add(nullptr, f.name, QString());
        add(fi, tr("Technology"), tech);
        add(fi, tr("Tiers"), formatInteger(f.tiers));
        for (int t = 0; t < f.tiers && t < static_cast<int>(f.switchesPerTier.size()); ++t) {
            add(fi, tr("%1 switches").arg(tierName(t, f.tiers)),
                formatInteger(f.switchesPerTier[size_t(t)]));
        }
        fi->setExpanded(true);
    }
}

void MainWindow::refreshIssues()
{
    IssueList issues = checkInvariants(m_doc->project(), m_doc->catalog());
    const QString catalogError = m_doc->catalogError();
    if (!catalogError.isEmpty()) {
        // The CLI refuses such a project; the GUI analyses it with the shipped
        // catalog and says so, so that the user can repair the overrides.
        issues.insert(issues.begin(),
                      Issue{Severity::Error, QStringLiteral("catalog-overrides-invalid"),
                            tr("The project's catalogue overrides are not applied, so the shipped "
                               "catalogue is used: %1")
                                .arg(catalogError),
                            NoId});
    }
    const IssueList warnings =
        checkDesignWarnings(m_doc->project(), m_doc->catalog(), m_runner->currentEvaluation());
    issues.insert(issues.end(), warnings.begin(), warnings.end());
    m_issues->setIssues(issues);
}

ExploreDialog *MainWindow::showExplore()
{
    if (!m_explore)
        m_explore = new ExploreDialog(m_doc, this);
    m_explore->show();
    m_explore->raise();
    m_explore->activateWindow();
    if (!m_explore->isSearching())
        m_explore->startSearch();
    return m_explore;
}

ProfilesDialog *MainWindow::showProfiles()
{
    if (!m_profiles)
        m_profiles = new ProfilesDialog(m_doc, this);
    m_profiles->show();
    m_profiles->raise();
    m_profiles->activateWindow();
    return m_profiles;
}

void MainWindow::refreshStatus()
{
    m_zoomLabel->setText(tr("Zoom %1 %").arg(formatNumber(m_view->zoom() * 100, 0)));
    const auto selected = m_scene->selectedIds().size();
    const ProjectSummary s = summarize(m_doc->project(), m_doc->catalog());
    QString text = tr("%1 GPUs, %2 nodes").arg(formatInteger(s.gpus), formatInteger(s.nodes));
    if (selected > 0)
        text += QStringLiteral("  \u00b7  ") + tr("%1 selected").arg(selected);
    m_countLabel->setText(text);
}

// --- Files --------------------------------------------------------------------------

void MainWindow::showError(const QString &title, const QString &text)
{
    m_lastError = text;
    statusBar()->showMessage(text, 10000);
    if (isVisible())
        m_prompts->showError(this, title, text);
}

bool MainWindow::openFile(const QString &path)
{
    QString error;
    if (!m_doc->load(path, &error)) {
        showError(tr("Cannot open project"), error);
        return false;
    }
    m_lastError.clear();
    addRecentFile(QFileInfo(path).absoluteFilePath());
    m_recovery->remove();
    statusBar()->showMessage(tr("Opened \"%1\".").arg(QFileInfo(path).fileName()), 5000);
    m_view->zoomToFit();
    return true;
}

bool MainWindow::saveFile(const QString &path)
{
    QString error;
    // Held from the check to the rename, so a CLI command that reads, changes and
    // writes the same project (import-nccl, set-comm-share) cannot come in between.
    ProjectLock lock;
    if (fileStamp(path).exists && !lock.lock(path, kSaveLockTimeoutMs, &error)) {
        showError(tr("Cannot save project"), error);
        return false;
    }
    if (!confirmOverwriteChanged(path))
        return false;
    if (!m_doc->save(path, &error)) {
        showError(tr("Cannot save project"), error);
        return false;
    }
    m_lastError.clear();
    addRecentFile(QFileInfo(path).absoluteFilePath());
    m_recovery->remove(); // nothing left to recover
    statusBar()->showMessage(tr("Saved \"%1\".").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::confirmOverwriteChanged(const QString &path)
{
    const FileStamp known = m_doc->diskStamp();
    if (!known.exists || resolveSavePath(path) != resolveSavePath(m_doc->filePath()) ||
        fileStamp(path) == known)
        return true;
    switch (m_prompts->askChangedOnDisk(this, path)) {
    case UiPrompts::ChangedOnDiskChoice::Overwrite:
        return true;
    case UiPrompts::ChangedOnDiskChoice::Reload: {
        QString error;
        if (!m_doc->load(path, &error)) {
            showError(tr("Cannot open project"), error);
            return false;
        }
        m_recovery->remove(); // the user chose the file's version
        statusBar()->showMessage(tr("Reloaded \"%1\".").arg(QFileInfo(path).fileName()), 5000);
        return false;
    }
    case UiPrompts::ChangedOnDiskChoice::Cancel:
        break;
    }
    return false;
}

void MainWindow::exportPdf(bool cablingPlan)
{
    const PdfExport result = exportPdfReport(this, *m_runner, *m_prompts, cablingPlan);
    if (!result.written && !result.error.isEmpty())
        showError(tr("Cannot export the PDF report"), result.error);
    else if (result.written)
        statusBar()->showMessage(tr("Wrote the report \"%1\" (%n page(s)).", nullptr, result.pages)
                                     .arg(QFileInfo(result.path).fileName()),
                                 8000);
}

bool MainWindow::save()
{
    const QString path = m_doc->filePath();
    if (path.isEmpty() || !path.endsWith(QLatin1String(".fabricplan"), Qt::CaseInsensitive))
        return saveAs(); // never write SQLite into a .json file
    return saveFile(path);
}

bool MainWindow::saveAs()
{
    QString suggested = m_doc->filePath();
    if (suggested.isEmpty())
        suggested = QDir(QDir::homePath()).filePath(m_doc->displayName());
    const QFileInfo fi(suggested);
    suggested = fi.dir().filePath(fi.completeBaseName() + QStringLiteral(".fabricplan"));
    QString path = m_prompts->saveFileName(this, suggested);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".fabricplan");
    return saveFile(path);
}

void MainWindow::newDocument()
{
    if (!maybeSave())
        return;
    m_doc->reset(Project(), QString());
    m_recovery->remove();
    m_view->resetZoom();
    m_view->centerOn(0, 0);
}

// The wizard's last settings: the open project's generated fabric when it
// has one, else the last settings the wizard was finished with (QSettings), else the
// wizard's defaults.
std::optional<GeneratorParams> MainWindow::lastGeneratorParams() const
{
    if (const auto fromProject =
            generationSettings(m_doc->project(), firstGeneratedFabric(m_doc->project())))
        return fromProject;
    QSettings settings;
    settings.beginGroup(kWizardGroup);
    if (!settings.contains(QStringLiteral("gpus")))
        return std::nullopt;
    GeneratorParams p;
    p.gpus = settings.value(QStringLiteral("gpus")).toInt();
    p.nodeTypeId = settings.value(QStringLiteral("nodeType")).toString();
    p.technology = settings.value(QStringLiteral("technology")).toString() ==
                           technologyKey(Technology::Ethernet)
                       ? Technology::Ethernet
                       : Technology::InfiniBand;
    p.switchTypeId = settings.value(QStringLiteral("switchType")).toString();
    topologyFromKey(settings.value(QStringLiteral("topology")).toString(), &p.topology);
    p.oversubscription = settings.value(QStringLiteral("oversubscription"), 1.0).toDouble();
    p.planes = settings.value(QStringLiteral("planes"), 1).toInt();
    return p;
}

bool MainWindow::newDesign()
{
    NewDesignDialog dialog(m_doc->catalog(), this);
    if (const std::optional<GeneratorParams> last = lastGeneratorParams())
        dialog.setParams(*last);
    if (!m_prompts->runNewDesign(dialog))
        return false;
    {
        const GeneratorParams p = dialog.params();
        QSettings settings;
        settings.beginGroup(kWizardGroup);
        settings.setValue(QStringLiteral("gpus"), p.gpus);
        settings.setValue(QStringLiteral("nodeType"), p.nodeTypeId);
        settings.setValue(QStringLiteral("technology"), technologyKey(p.technology));
        settings.setValue(QStringLiteral("switchType"), p.switchTypeId);
        settings.setValue(QStringLiteral("topology"), topologyKey(p.topology));
        settings.setValue(QStringLiteral("oversubscription"), p.oversubscription);
        settings.setValue(QStringLiteral("planes"), p.planes);
    }
    QString error;
    auto project = dialog.buildProject(&error);
    if (!project) {
        showError(tr("Cannot generate the design"), error);
        return false;
    }
    // A new, untitled document: never the open file's path or name, so
    // Save asks where to write it. The generation is its one undo step, which
    // brings back the empty document.
    if (!maybeSave())
        return false;
    m_doc->reset(Project(), QString());
    m_recovery->remove();
    edit::replaceProject(*m_doc, std::move(*project),
                         edit::undoText(QT_TRANSLATE_NOOP("fp::Edit", "Generate design")));
    m_view->zoomToFit();
    statusBar()->showMessage(
        tr("Design generated as a new, untitled document. Save it to keep it."), 8000);
    return true;
}

void MainWindow::showManual()
{
    if (!m_manual) {
        m_manual = new ManualDialog(this);
        m_manual->setAttribute(Qt::WA_DeleteOnClose, false);
    }
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

bool MainWindow::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    switch (m_prompts->askSaveChanges(this, m_doc->displayName())) {
    case UiPrompts::SaveChoice::Save:
        return save();
    case UiPrompts::SaveChoice::Discard:
        return true;
    case UiPrompts::SaveChoice::Cancel:
        break;
    }
    return false;
}

void MainWindow::importMeasurements(const QStringList &paths)
{
    const NcclUiImport result = importNcclLogs(*m_doc, *m_prompts, this, paths);
    if (!result.status.isEmpty())
        statusBar()->showMessage(result.status, 10000);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!ncclDropPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        QMainWindow::dragEnterEvent(event);
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = ncclDropPaths(event->mimeData());
    if (paths.isEmpty()) {
        QMainWindow::dropEvent(event);
        return;
    }
    event->acceptProposedAction();
    importMeasurements(paths);
}

// First run: the docks' sizes as shares of the window as it is shown (resizeDocks() in
// the constructor works on a window not yet laid out, which left the properties three
// rows high and the canvas a quarter of the width at 1,400 x 900): the canvas gets about
// half the width, the properties about half the right column, so a fabric's generation
// settings show without scrolling.
void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_defaultDockSizes)
        return;
    m_defaultDockSizes = false;
    const int w = width();
    const int h = height();
    resizeDocks({m_paletteDock, m_propertiesDock}, {w * 16 / 100, w * 40 / 100}, Qt::Horizontal);
    resizeDocks({m_propertiesDock, m_analysisDock}, {h * 40 / 100, h * 60 / 100}, Qt::Vertical);
    resizeDocks({m_issuesDock}, {h * 15 / 100}, Qt::Vertical);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    m_recovery->remove(); // a clean exit leaves no recovery copy
    event->accept();
}

void MainWindow::autosaveNow()
{
    if (!m_doc->isModified()) {
        if (m_recovery->hasCopy())
            m_recovery->remove();
        return;
    }
    QString error;
    if (!m_recovery->write(m_doc->project(), m_doc->filePath(), m_doc->diskStamp(), &error))
        statusBar()->showMessage(tr("Could not write the recovery copy: %1").arg(error), 8000);
}

bool MainWindow::offerRecovery()
{
    for (const RecoveryStore::Entry &entry : m_recovery->orphans()) {
        if (!m_prompts->askRestore(this, entry)) {
            RecoveryStore::discard(entry);
            continue;
        }
        QString error;
        auto project = loadProject(entry.file, &error);
        if (!project) {
            showError(tr("Cannot restore the recovery copy"), error);
            RecoveryStore::discard(entry);
            continue;
        }
        if (!maybeSave())
            return false;
        // Modified (not saved yet), and still tied to the file's version it was based on.
        m_doc->restore(std::move(*project), entry.originalPath,
                       RecoveryStore::restoredStamp(entry));
        // The crashed session's copy goes only once this session holds its own copy
        // of the work; else it stays, to be offered again.
        if (m_recovery->write(m_doc->project(), m_doc->filePath(), m_doc->diskStamp(), &error))
            RecoveryStore::discard(entry);
        else
            statusBar()->showMessage(tr("Could not write the recovery copy: %1").arg(error), 8000);
        m_view->zoomToFit();
        statusBar()->showMessage(tr("Restored unsaved work. Save it to keep it."), 10000);
        return true;
    }
    return false;
}

void MainWindow::startUp(const QString &fileArgument)
{
    if (!fileArgument.isEmpty())
        openFile(fileArgument); // shows its own message
    offerRecovery();            // after: a restored copy replaces the file, never the reverse
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void MainWindow::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    int n = 0;
    for (const QString &path : files) {
        QAction *a = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(++n).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        a->setStatusTip(path);
        a->setEnabled(QFileInfo::exists(path));
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openFile(path);
        });
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    connect(m_recentMenu->addAction(tr("&Clear the list")), &QAction::triggered, this,
            [] { QSettings().remove(kRecentKey); });
}

// --- Editing ------------------------------------------------------------------------

void MainWindow::copySelection()
{
    const IdList ids = m_scene->selectedIds();
    if (ids.empty())
        return;
    const Project fragment = edit::copyFragment(m_doc->project(), ids);
    auto *mime = new QMimeData;
    mime->setData(QLatin1String(kFragmentMimeType), projectToJsonText(fragment));
    QApplication::clipboard()->setMimeData(mime);
    m_pasteCount = 0;
    m_copiedBounds = QRectF();
    for (Id id : ids) {
        if (const CanvasItem *item = m_scene->itemFor(id);
            item && item->type() != int(CanvasItemType::Link))
            m_copiedBounds = m_copiedBounds.united(item->sceneBoundingRect());
    }
}

void MainWindow::cutSelection()
{
    copySelection();
    deleteSelection();
}

void MainWindow::pasteClipboard()
{
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    if (!mime || !mime->hasFormat(QLatin1String(kFragmentMimeType)))
        return;
    const QJsonDocument json =
        QJsonDocument::fromJson(mime->data(QLatin1String(kFragmentMimeType)));
    QString error;
    auto fragment = projectFromJson(json.object(), &error);
    if (!fragment) {
        statusBar()->showMessage(tr("The clipboard holds no usable objects: %1").arg(error), 8000);
        return;
    }
    ++m_pasteCount;
    // Clear of the copied objects: each paste one width (plus a gap) further
    // right, on the grid. A fragment copied elsewhere (another window) steps 40, 40.
    QPointF step(40, 40);
    if (!m_copiedBounds.isEmpty())
        step = QPointF(std::ceil((m_copiedBounds.width() + 40) / render::kGrid) * render::kGrid, 0);
    const IdList ids = edit::paste(*m_doc, *fragment, step * m_pasteCount);
    m_scene->setSelectedIds(ids);
}

QMenu *MainWindow::contextMenuAt(QPointF scenePos)
{
    // The object under the cursor joins the selection's place when it is not in it.
    for (QGraphicsItem *item = m_scene->itemAt(scenePos, QTransform()); item;
         item = item->parentItem()) {
        if (auto *c = dynamic_cast<CanvasItem *>(item)) {
            if (!c->isSelected())
                m_scene->setSelectedIds({c->id()});
            break;
        }
    }
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("canvasContextMenu"));
    m_bulk->fillContextMenu(menu);
    menu->addSeparator();
    menu->addAction(m_cutAction);
    menu->addAction(m_copyAction);
    menu->addAction(m_pasteAction);
    menu->addAction(m_deleteAction);
    return menu;
}

void MainWindow::deleteSelection()
{
    const IdList ids = m_scene->selectedIds();
    if (!ids.empty())
        edit::removeObjects(*m_doc, ids);
}

void MainWindow::selectAll()
{
    IdList ids;
    const auto items = m_scene->items();
    for (QGraphicsItem *item : items) {
        if (auto *c = dynamic_cast<CanvasItem *>(item);
            c && c->isVisible() && (c->flags() & QGraphicsItem::ItemIsSelectable))
            ids.push_back(c->id());
    }
    m_scene->setSelectedIds(ids);
}

} // namespace fp
