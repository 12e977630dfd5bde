// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: the canvas in the centre; docks for the catalog palette, the
// properties of the selection, the issues list and the summary (the analysis dock
// goes beside the summary: setAnalysisWidget()); menus and a toolbar with the
// standard shortcuts; file handling (new, open, save, save as, recent files),
// autosave to a recovery copy, and run-time language switching.
//
// Ownership: the window owns one ProjectDocument; the scene, view and docks are
// views of it and edit it only through fp::edit.
#pragma once

#include "edit/document.h"
#include "io/recovery.h"
#include "model/catalog.h"

#include <QKeySequence>
#include <QMainWindow>
#include <QRectF>
#include <QStyle>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QDockWidget;
class QKeyEvent;
class QLabel;
class QMenu;
class QTimer;
class QToolBar;
class QTreeWidget;

namespace fp {

class AnalysisWidget;
class BulkEdit;
class EvaluationRunner;
class ExchangeActions;
class ExploreDialog;
class FabricScene;
class FabricView;
class IssuesWidget;
class ManualDialog;
class PaletteWidget;
class ProfilesDialog;
class PropertiesWidget;
class UiPrompts;
namespace exchange {
struct BomSelection;
struct ExportFormat;
} // namespace exchange

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(Catalog catalog, QWidget *parent = nullptr);
    ~MainWindow() override;

    ProjectDocument *document() const { return m_doc; }
    FabricScene *scene() const { return m_scene; }
    FabricView *view() const { return m_view; }
    PaletteWidget *palette() const { return m_palette; }
    BulkEdit *bulkEdit() const { return m_bulk; }
    PropertiesWidget *properties() const { return m_properties; }
    IssuesWidget *issues() const { return m_issues; }
    AnalysisWidget *analysis() const { return m_analysis; }
    // The evaluation of the document (debounced, in a worker thread): the analysis
    // dock, the issues list and the PDF export read it.
    EvaluationRunner *evaluationRunner() const { return m_runner; }
    // The profiles and assumptions dialog (modeless, created on first use).
    ProfilesDialog *showProfiles();
    // The design search (Edit > Explore designs...; modeless, created on first use):
    // shows the dialog and searches the document as it is now.
    ExploreDialog *showExplore();

    // Replaces the dialogs (file choosers, questions, wizard) - for tests.
    void setPrompts(std::unique_ptr<UiPrompts> prompts);
    // Where recovery copies go (default RecoveryStore::defaultDirectory()).
    void setRecoveryDirectory(const QString &directory);
    RecoveryStore &recovery() { return *m_recovery; }

    // The analysis dock's content (owned by the window from then on); it is placed
    // beside the summary. The dock's objectName is "analysisDock".
    void setAnalysisWidget(QWidget *widget);

    // Opens a project; on failure shows the message and keeps the current document.
    bool openFile(const QString &path);
    // Saves to `path` (sets the document's path); false with the message shown.
    bool saveFile(const QString &path);
    bool save();   // to the document's path, or asks for one
    bool saveAs(); // asks for a path
    void newDocument();
    // Runs the wizard; the generated design becomes a new, untitled document (after
    // the question to save unsaved changes) whose one undo step is the generation.
    // False when the wizard or the question was cancelled.
    bool newDesign();
    // The settings the wizard opens with: the open project's generated fabric's, else
    // the last ones it was finished with (QSettings group "wizard"), else none (the
    // wizard's defaults).
    std::optional<GeneratorParams> lastGeneratorParams() const;
    // Help > Manual (F1): the manual window, made on first use (non-modal).
    void showManual();
    // Asks to save unsaved changes; false when the user cancels.
    bool maybeSave();
    // Offers a recovery copy left by a crashed session; true when one was restored.
    // The crashed session's copy is deleted only once this session has its own.
    bool offerRecovery();
    // What the program does on start: opens `fileArgument` (if any), then offers
    // recovery, so restored work is never replaced by the file from disk.
    void startUp(const QString &fileArgument);
    // Writes the recovery copy now if the document is modified (the timer's job).
    void autosaveNow();
    QString lastError() const { return m_lastError; }
    // How long Save waits for a CLI command that is changing the same file.
    static constexpr int kSaveLockTimeoutMs = 5000;
    QStringList recentFiles() const;
    // Imports the nccl-tests logs `paths` stand for (files, folders searched
    // recursively) as one undo step (File > Import nccl-tests logs..., drops).
    void importMeasurements(const QStringList &paths);

    // Whether the window's action takes the key press `event` although a text field of
    // this window has the focus (the rule is at MainWindow::eventFilter()).
    bool windowTakesKey(const QKeyEvent *event) const;
    // The canvas context menu for a right click at `scenePos` (the object there is
    // selected unless it already is): the bulk actions that apply, then the clipboard.
    // The caller shows and owns it.
    QMenu *contextMenuAt(QPointF scenePos);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    QAction *makeAction(const char *name, QKeySequence::StandardKey key,
                        QStyle::StandardPixmap icon = QStyle::SP_CustomBase);
    void createActions();
    void createFileActions();
    void createExchangeActions();
    void runExport(const exchange::ExportFormat &format,
                   const exchange::BomSelection *selection = nullptr);
    void createEditActions();
    void createToolActions();
    void createViewActions();
    void createHelpActions();
    void createMenus();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createToolBar();
    void createDocks();
    void connectViews();
    void retranslate();
    void retranslateFileActions();
    void retranslateEditActions();
    void retranslateViewActions();
    void updateTitle();
    void updateActions();
    void updateUndoTexts();
    void scheduleRefresh();
    void refreshSummary();
    void refreshIssues();
    void refreshStatus();
    void addRecentFile(const QString &path);
    void fillRecentMenu();
    void switchLanguage(const QString &lang);
    void copySelection();
    void cutSelection();
    void pasteClipboard();
    void deleteSelection();
    void selectAll();
    void showError(const QString &title, const QString &text);
    // File > Export PDF report (with the cabling plan appendix when `cablingPlan`).
    void exportPdf(bool cablingPlan);
    // Before saving over the document's own file: when another program changed it
    // since it was opened or saved here, asks to overwrite, reload or cancel. True
    // to go on with the save.
    bool confirmOverwriteChanged(const QString &path);

    ProjectDocument *m_doc = nullptr;
    EvaluationRunner *m_runner = nullptr;
    FabricScene *m_scene = nullptr;
    FabricView *m_view = nullptr;
    PaletteWidget *m_palette = nullptr;
    PropertiesWidget *m_properties = nullptr;
    IssuesWidget *m_issues = nullptr;
    AnalysisWidget *m_analysis = nullptr;
    ProfilesDialog *m_profiles = nullptr;
    ExploreDialog *m_explore = nullptr;
    QTreeWidget *m_summary = nullptr;
    QDockWidget *m_paletteDock = nullptr;
    QDockWidget *m_propertiesDock = nullptr;
    QDockWidget *m_issuesDock = nullptr;
    QDockWidget *m_summaryDock = nullptr;
    QDockWidget *m_analysisDock = nullptr;
    std::unique_ptr<UiPrompts> m_prompts;
    std::unique_ptr<RecoveryStore> m_recovery;
    QTimer *m_autosave = nullptr;
    QTimer *m_refresh = nullptr;
    QString m_lastError;
    int m_pasteCount = 0;
    QRectF m_copiedBounds; // on the canvas, of the objects copied last here

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_exportMenu = nullptr; // File > Export: the core/exchange formats
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_panelsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QLabel *m_zoomLabel = nullptr;
    // Whether the docks still need their first-run sizes (no saved window state).
    bool m_defaultDockSizes = false;
    QLabel *m_countLabel = nullptr;

    QAction *m_newAction = nullptr;
    QAction *m_wizardAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_exportPdfAction = nullptr;
    QAction *m_exportPdfCablingAction = nullptr; // the same with the cabling plan appendix
    QAction *m_printAction = nullptr;
    QAction *m_overviewAction = nullptr;
    QAction *m_manualAction = nullptr;
    ManualDialog *m_manual = nullptr;         // Help > Manual, made on first use
    std::vector<QAction *> m_exchangeActions; // one per exchange::exportFormats()
    QAction *m_importNcclAction = nullptr;
    ExchangeActions *m_exchange = nullptr;
    BulkEdit *m_bulk = nullptr; // Edit > Connect rail by rail, Select by, Change part // File >
                                // Export for other tools, Compare
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_cutAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_pasteAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_selectAllAction = nullptr;
    QAction *m_profilesAction = nullptr;
    QAction *m_exploreAction = nullptr;
    QAction *m_selectToolAction = nullptr;
    QAction *m_connectToolAction = nullptr;
    QActionGroup *m_toolGroup = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_zoomFitAction = nullptr;
    QAction *m_zoomResetAction = nullptr;
    QAction *m_expandAllAction = nullptr;
    QAction *m_collapseAllAction = nullptr;
    QAction *m_legendAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_dutchAction = nullptr;
    QAction *m_englishAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace fp
