// SPDX-License-Identifier: GPL-3.0-or-later
// Explore designs (Edit > Explore designs...): the design search of
// core/analysis/explore.h (docs/EXPLORE.md) for the open document's cluster, its
// Pareto front per technology as a table, and "Use this design", which puts the chosen
// design in place of the compute fabric as one undo step (fp::edit::replaceProject,
// core's exploredDesign() builds it). The dialog computes nothing itself.
//
// The search runs off the UI thread: a copy of the project, the catalog and the locale
// goes to a job on the dialog's own one-thread pool, which waits for explore(), whose
// candidates run on the global pool; the result comes back through a QFutureWatcher on
// the UI thread. A search of a project that has changed since is not applied: "Use"
// asks to search again. The dialog waits for a running search when destroyed, and on a
// language switch before QLocale::setDefault (the generator writes its refusals with
// the default locale), as the evaluation runner does (ui/evaluationrunner.h).
#pragma once

#include "analysis/explore.h"
#include "model/model.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QThreadPool>

#include <optional>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace fp {

class ProjectDocument;

class ExploreDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ExploreDialog(ProjectDocument *doc, QWidget *parent = nullptr);
    ~ExploreDialog() override;

    // Searches the document as it is now (a running search is finished first).
    void startSearch();
    bool isSearching() const { return m_watcher->isRunning(); }
    // The last search's result (nullopt before the first or when it was refused).
    const std::optional<ExploreResult> &result() const { return m_outcome.result; }
    // Why the last search has no result (empty when it has one).
    QString error() const { return m_outcome.error; }
    QTreeWidget *table() const { return m_table; }
    // Puts front point `frontIndex` (an index into result()->front) in place of the
    // compute fabric, one undo step; false with the reason in `why` (the document
    // changed since the search, or the design cannot be built).
    bool useDesign(std::size_t frontIndex, QString *why = nullptr);

signals:
    void searchFinished();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // What a search hands back to the UI thread.
    struct Outcome {
        Project searched; // the project as it was searched
        std::optional<ExploreCluster> cluster;
        std::optional<ExploreResult> result;
        QString error;
    };
    static Outcome search(Project project, Catalog catalog, QLocale locale);
    void searchDone();
    void fillTable();
    void retranslate();
    QString busbwHeader() const;
    void useSelected();
    void updateButtons();

    ProjectDocument *m_doc = nullptr;
    QThreadPool m_pool; // the one job that waits for explore(), off the UI thread
    QFutureWatcher<Outcome> *m_watcher = nullptr;
    Outcome m_outcome;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_table = nullptr;
    QPushButton *m_searchButton = nullptr;
    QPushButton *m_useButton = nullptr;
    QPushButton *m_closeButton = nullptr;
};

} // namespace fp
