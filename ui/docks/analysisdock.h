// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis dock: the comparison of the four variants (as
// drawn, InfiniBand, Ethernet/RoCE, hybrid) as a table, charts (cost and complexity
// as bars, all-reduce bus bandwidth against message size as lines with imported
// measurements as points), the recommendation with its reasons, and for every
// figure the explanation behind it (tooltip, and the details pane on a click).
//
// It follows the document without blocking the UI: edits are debounced, evaluate()
// runs on a copy of the project and catalog in a worker thread, at most one at a
// time; while a newer computation is due the shown figures are marked stale, and a
// result that is older than the document when it arrives is thrown away. A language
// change retranslates the labels and evaluates again, so the explanations (which
// the analyses translate as they compute them) follow the language.
//
// Ownership: the widget owns its worker thread and waits for it when destroyed; it
// only reads the document.
#pragma once

#include "analysis/evaluation.h"
#include "report/comparison.h"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QCustomPlot;
class QLabel;
class QTabWidget;
class QTableWidget;
class QTextBrowser;
class QThread;
class QTimer;

namespace fp {

class ProjectDocument;

class AnalysisWidget : public QWidget
{
    Q_OBJECT

public:
    explicit AnalysisWidget(ProjectDocument *doc, QWidget *parent = nullptr);
    ~AnalysisWidget() override;

    // The evaluation shown (nullptr before the first result).
    const Evaluation *evaluation() const { return m_evaluation ? &*m_evaluation : nullptr; }
    // The evaluation when it is of the document as it is now, else nullptr.
    const Evaluation *currentEvaluation() const;
    // True while the shown figures are older than the document (an update is due or
    // running).
    bool isStale() const { return m_stale; }
    // Edits within this many milliseconds make one evaluation (default 300).
    void setDebounceInterval(int ms);

    QTableWidget *table() const { return m_table; }
    QCustomPlot *costPlot() const { return m_costPlot; }
    QCustomPlot *complexityPlot() const { return m_complexityPlot; }
    QCustomPlot *busbwPlot() const { return m_busbwPlot; }
    QTextBrowser *details() const { return m_details; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *recommendationLabel() const { return m_recommendation; }

    // Row of the table that shows metric `key` (a key of comparison::rows(): "tiers",
    // "bisection", "capex", ...); -1 when unknown.
    int rowOf(const QString &key) const;
    // Shows the explanations behind the figure in the table cell (column 0..3: the
    // variants in the evaluation's order) in the details pane.
    void explainCell(int row, int column);

public slots:
    // Starts an evaluation now (no debounce).
    void refreshNow();

signals:
    // A new evaluation is shown (it is current: the document has not changed since).
    void evaluationChanged();
    // The shown figures became stale (true) or current again (false).
    void staleChanged(bool stale);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Job;
    void documentChanged();
    void startWorker();
    void workerFinished(const std::shared_ptr<Job> &job);
    void setStale(bool stale);
    void retranslateUi();
    void fillAll();
    void fillTable();
    void fillRecommendation();
    void fillCostPlot();
    void fillComplexityPlot();
    void fillBusbwPlot();
    void setupPlot(QCustomPlot *plot);
    void plotClicked(QCustomPlot *plot, int variantIndex);
    QString explanationHtml(int row, int column) const;

    ProjectDocument *m_doc = nullptr;
    QTimer *m_debounce = nullptr;
    QThread *m_thread = nullptr;
    bool m_restartWhenDone = false;
    quint64 m_revision = 0;      // bumped by every change of the document
    quint64 m_shownRevision = 0; // revision of m_evaluation
    bool m_stale = true;
    std::optional<Evaluation> m_evaluation;
    const std::vector<comparison::Row> &m_rows; // comparison.h: one definition
    int m_detailsRow = -1;
    int m_detailsColumn = -1;

    QLabel *m_status = nullptr;
    QLabel *m_recommendation = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_table = nullptr;
    QCustomPlot *m_costPlot = nullptr;
    QCustomPlot *m_complexityPlot = nullptr;
    QCustomPlot *m_busbwPlot = nullptr;
    QTextBrowser *m_details = nullptr;
};

} // namespace fp
