// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis dock: the comparison of the four variants (as
// drawn, InfiniBand, Ethernet/RoCE, hybrid) as a table, the bill of materials
// (docks/bomview.h), charts (cost and complexity
// as bars, all-reduce bus bandwidth against message size as lines with imported
// measurements as points), the recommendation with its reasons, and for every
// figure the explanation behind it (tooltip, and the details pane on a click).
//
// It shows what the EvaluationRunner (evaluationrunner.h) holds and computes
// nothing itself: a new result fills the table and charts, and while the runner's
// result is older than the document the figures are greyed out as stale. A
// language change retranslates the labels and refills the figures in the new
// locale at once; the runner evaluates again, so the explanations follow.
//
// Ownership: the runner belongs to the main window (or a test) and outlives the
// widget; the widget only reads it.
#pragma once

#include "analysis/evaluation.h"
#include "report/comparison.h"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <vector>

class QCustomPlot;
class QCheckBox;
class QLabel;
class QTabWidget;
class QTableWidget;
class QTextBrowser;

namespace fp {

class BomView;
class EvaluationRunner;

class AnalysisWidget : public QWidget
{
    Q_OBJECT

public:
    explicit AnalysisWidget(EvaluationRunner *runner, QWidget *parent = nullptr);
    ~AnalysisWidget() override;

    EvaluationRunner *runner() const { return m_runner; }
    // The evaluation shown: the runner's newest result (nullptr before the first).
    const Evaluation *evaluation() const;
    // True while the shown figures are older than the document (an update is due or
    // running).
    bool isStale() const;

    QTableWidget *table() const { return m_table; }
    QCustomPlot *costPlot() const { return m_costPlot; }
    QCustomPlot *complexityPlot() const { return m_complexityPlot; }
    QCustomPlot *busbwPlot() const { return m_busbwPlot; }
    // Shows the all-reduce chart as time per call on a logarithmic axis (small messages,
    // where the bus bandwidth lies near zero) instead of bus bandwidth.
    QCheckBox *busbwTimeView() const { return m_timeView; }
    QCustomPlot *growthPlot() const { return m_growthPlot; }
    QCustomPlot *tornadoPlot() const { return m_tornadoPlot; }
    QTextBrowser *details() const { return m_details; }
    QTabWidget *tabs() const { return m_tabs; }
    BomView *bomView() const { return m_bom; }
    // True while the charts and the bill of materials are faded: the figures are stale
    // or the design is refused (no valid comparison).
    bool chartsGreyed() const;
    QLabel *recommendationLabel() const { return m_recommendation; }

    // Row of the table that shows metric `key` (a key of comparison::rows(): "tiers",
    // "bisection", "capex", ...); -1 when unknown.
    int rowOf(const QString &key) const;
    // Shows the explanations behind the figure in the table cell (column 0..3: the
    // variants in the evaluation's order) in the details pane.
    void explainCell(int row, int column);

signals:
    // A link in the details pane of a figure that leaves out parts without a catalog
    // figure ("+ unknown"): the user asks to enter that part's figure (field key as
    // Catalog::figure(): "powerWatts", "priceEur").
    void fillFigureRequested(const QString &partId, const QString &field);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showStale(bool stale);
    void buildTable();
    void buildCharts();
    void retranslateUi();
    void fillAll();
    void fillTable();
    void fillRecommendation();
    void fillCostPlot();
    void fillComplexityPlot();
    void fillBusbwPlot();
    void fillGrowthPlot();
    void fillTornadoPlot();
    void setupPlot(QCustomPlot *plot);
    QString unknownFiguresHtml(const VariantEvaluation &v) const;
    void greyCharts(bool grey);
    void plotClicked(QCustomPlot *plot, int variantIndex);
    QString explanationHtml(int row, int column) const;

    EvaluationRunner *m_runner = nullptr;
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
    QCheckBox *m_timeView = nullptr;      // the all-reduce chart as time (log) or bus bandwidth
    QCustomPlot *m_growthPlot = nullptr;  // TCO along the growth plan (comparison.h)
    QCustomPlot *m_tornadoPlot = nullptr; // sensitivity of the recommendation
    QTextBrowser *m_details = nullptr;
    BomView *m_bom = nullptr;    // the bill of materials tab
    QWidget *m_charts = nullptr; // the charts tab (a scroll area)
};

} // namespace fp
