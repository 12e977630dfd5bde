// SPDX-License-Identifier: GPL-3.0-or-later
// qcustomplot.h (2.1) uses foreach in its templates: QT_NO_FOREACH (fp_warnings) is
// lifted for this file, before the first Qt header. Our own code never uses foreach.
#undef QT_NO_FOREACH
#include "docks/analysisdock.h"
#include "analysis/analysis_collectives.h"
#include "docks/bomview.h"
#include "edit/document.h"
#include "evaluationrunner.h"
#include "render/chartpainter.h"
#include "render/designrenderer.h"
#include "text/i18n.h"
#include "topology/variant.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QEvent>
#include <QGraphicsOpacityEffect>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fp {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * kMiB;
// Columns of the comparison table and bars of the charts: one per variant
// (model/variantkind.h: as drawn, InfiniBand, Ethernet/RoCE, hybrid, hybrid per unit).
constexpr int kVariants = 5;

// The colour of a variant in every chart: the technology colours of the design
// renderer (canvas and paper agree), grey for the design as drawn.
QColor variantColor(VariantKind k)
{
    return comparison::variantColor(k); // one colour per variant, on paper as here
}

QCPScatterStyle::ScatterShape markerOf(VariantKind k)
{
    switch (k) {
    case VariantKind::AsDrawn:
        return QCPScatterStyle::ssDiamond;
    case VariantKind::InfiniBand:
        return QCPScatterStyle::ssCircle;
    case VariantKind::Ethernet:
        return QCPScatterStyle::ssSquare;
    case VariantKind::Hybrid:
        return QCPScatterStyle::ssTriangle;
    case VariantKind::HybridPerUnit:
        return QCPScatterStyle::ssTriangleInverted;
    }
    return QCPScatterStyle::ssCircle;
}

using comparison::clusterGpus;
using comparison::currencyOf;

QString dash()
{
    return QStringLiteral("\u2013");
}

} // namespace

AnalysisWidget::AnalysisWidget(EvaluationRunner *runner, QWidget *parent)
    : QWidget(parent)
    , m_runner(runner)
    , m_rows(comparison::rows())
{
    setObjectName(QStringLiteral("analysis"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_status->setWordWrap(true);
    m_status->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_status);

    m_recommendation = new QLabel(this);
    m_recommendation->setObjectName(QStringLiteral("analysisRecommendation"));
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextFormat(Qt::RichText);
    m_recommendation->setFrameShape(QFrame::StyledPanel);
    m_recommendation->setMargin(6);
    m_recommendation->setAutoFillBackground(true);
    {
        QPalette pal = m_recommendation->palette();
        pal.setColor(QPalette::Window, QColor(0xee, 0xf4, 0xfb));
        m_recommendation->setPalette(pal);
    }
    connect(m_recommendation, &QLabel::linkActivated, this, [this] {
        m_detailsRow = -2; // the recommendation
        m_detailsColumn = -1;
        m_details->setHtml(explanationHtml(-2, -1));
    });
    layout->addWidget(m_recommendation);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    layout->addWidget(splitter, 1);

    m_tabs = new QTabWidget(splitter);
    m_tabs->setObjectName(QStringLiteral("analysisTabs"));
    m_tabs->setDocumentMode(true);

    buildTable();
    buildCharts();
    m_bom = new BomView(m_runner, m_tabs);
    m_bom->setObjectName(QStringLiteral("bomView"));
    m_tabs->addTab(m_bom, QString());

    m_details = new QTextBrowser(splitter);
    m_details->setObjectName(QStringLiteral("analysisDetails"));
    m_details->setOpenLinks(false);
    m_details->setMinimumHeight(80);
    connect(m_details, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("fill"))
            emit fillFigureRequested(url.host(), url.path().mid(1));
    });
    splitter->addWidget(m_tabs);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    connect(m_runner, &EvaluationRunner::evaluationChanged, this, &AnalysisWidget::fillAll);
    connect(m_runner, &EvaluationRunner::staleChanged, this, &AnalysisWidget::showStale);

    retranslateUi();
    fillAll();
}

// The comparison table: one row per comparison row, one column per variant; a
// click or the cursor shows the figure's explanation.
void AnalysisWidget::buildTable()
{
    m_table = new QTableWidget(m_tabs);
    m_table->setObjectName(QStringLiteral("analysisTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setRowCount(static_cast<int>(m_rows.size()));
    m_table->setColumnCount(kVariants);
    connect(m_table, &QTableWidget::currentCellChanged, this,
            [this](int row, int column) { explainCell(row, column); });
    connect(m_table, &QTableWidget::cellClicked, this,
            [this](int row, int column) { explainCell(row, column); });
    m_tabs->addTab(m_table, QString());
}

// The charts tab: bus bandwidth, cost and complexity, one above the other.
void AnalysisWidget::buildCharts()
{
    auto *charts = new QWidget;
    auto *chartsLayout = new QVBoxLayout(charts);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    chartsLayout->setSpacing(4);
    m_busbwPlot = new QCustomPlot(charts);
    m_busbwPlot->setObjectName(QStringLiteral("busbwPlot"));
    m_costPlot = new QCustomPlot(charts);
    m_costPlot->setObjectName(QStringLiteral("costPlot"));
    m_complexityPlot = new QCustomPlot(charts);
    m_complexityPlot->setObjectName(QStringLiteral("complexityPlot"));
    m_growthPlot = new QCustomPlot(charts);
    m_growthPlot->setObjectName(QStringLiteral("growthPlot"));
    m_tornadoPlot = new QCustomPlot(charts);
    m_tornadoPlot->setObjectName(QStringLiteral("tornadoPlot"));
    for (QCustomPlot *plot :
         {m_busbwPlot, m_costPlot, m_complexityPlot, m_growthPlot, m_tornadoPlot})
        setupPlot(plot);
    // Legends in a row of their own between title and axes: never over a curve or bar.
    for (QCustomPlot *plot : {m_busbwPlot, m_costPlot, m_growthPlot, m_tornadoPlot}) {
        plot->axisRect()->insetLayout()->take(plot->legend);
        plot->plotLayout()->insertRow(1);
        plot->plotLayout()->addElement(1, 0, plot->legend);
        plot->plotLayout()->setRowStretchFactor(1, 0.001);
        plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        plot->legend->setWrap(3);
        plot->legend->setBorderPen(Qt::NoPen);
        plot->legend->setMargins(QMargins(8, 0, 8, 0));
    }
    // One above the other at the dock's full width, so the variant names fit under
    // the bars; the tab scrolls when the dock is short.
    m_busbwPlot->setMinimumHeight(280);
    m_costPlot->setMinimumHeight(200);
    m_complexityPlot->setMinimumHeight(180);
    m_growthPlot->setMinimumHeight(220);
    m_tornadoPlot->setMinimumHeight(240);
    m_timeView = new QCheckBox(charts);
    m_timeView->setObjectName(QStringLiteral("busbwTimeView"));
    connect(m_timeView, &QCheckBox::toggled, this, [this] { fillBusbwPlot(); });
    chartsLayout->addWidget(m_timeView);
    chartsLayout->addWidget(m_busbwPlot, 5);
    chartsLayout->addWidget(m_costPlot, 4);
    chartsLayout->addWidget(m_complexityPlot, 3);
    chartsLayout->addWidget(m_growthPlot, 4);
    chartsLayout->addWidget(m_tornadoPlot, 4);
    auto *scroll = new QScrollArea(m_tabs);
    m_charts = scroll;
    scroll->setObjectName(QStringLiteral("analysisCharts"));
    scroll->setWidget(charts);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(scroll, QString());
}

AnalysisWidget::~AnalysisWidget() = default;

const Evaluation *AnalysisWidget::evaluation() const
{
    return m_runner->evaluation();
}

bool AnalysisWidget::isStale() const
{
    return m_runner->isStale();
}

// Stale figures, and figures of a design the model refuses (errors, nothing to
// compare), are greyed; the status line says which.
void AnalysisWidget::showStale(bool stale)
{
    const Evaluation *e = evaluation();
    const bool refused = !stale && e && !e->recommends();
    QPalette pal = m_table->palette();
    const QPalette base = palette();
    pal.setColor(QPalette::Text, stale || refused ? base.color(QPalette::PlaceholderText)
                                                  : base.color(QPalette::Text));
    m_table->setPalette(pal);
    greyCharts(stale || refused);
    if (stale)
        m_status->setText(tr("Updating the comparison\u2026"));
    else if (refused)
        m_status->setText(
            tr("Not a valid comparison: %1").arg(inSentence(e->refusals.front().text)));
    else
        m_status->setText(tr("Up to date. Click a figure to see how it was computed."));
}

// The charts and the bill of materials rest on the same figures as the table: faded
// while those are stale or refused, so no chart looks confident over a broken design.
void AnalysisWidget::greyCharts(bool grey)
{
    constexpr qreal kFaded = 0.35;
    for (QWidget *w : {m_charts, static_cast<QWidget *>(m_bom)}) {
        if (!grey) {
            w->setGraphicsEffect(nullptr); // deletes the effect
            continue;
        }
        if (!w->graphicsEffect()) {
            auto *effect = new QGraphicsOpacityEffect(w);
            effect->setOpacity(kFaded);
            w->setGraphicsEffect(effect);
        }
    }
}

bool AnalysisWidget::chartsGreyed() const
{
    return m_charts->graphicsEffect() != nullptr;
}

void AnalysisWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fillAll(); // numbers in the new locale at once; the runner evaluates again
        m_table->resizeColumnsToContents(); // the other language's header widths
    }
    QWidget::changeEvent(event);
}

// --- Rows ---------------------------------------------------------------------------

int AnalysisWidget::rowOf(const QString &key) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].key == key)
            return static_cast<int>(i);
    }
    return -1;
}

// --- Filling ------------------------------------------------------------------------

void AnalysisWidget::retranslateUi()
{
    m_tabs->setTabText(0, tr("Table"));
    m_tabs->setTabText(1, tr("Charts"));
    m_tabs->setTabText(2, tr("Bill of materials"));
    m_tabs->setTabToolTip(2, tr("Every part of a variant's network, with part numbers and "
                                "prices; filter and export"));
    m_tabs->setTabToolTip(0, tr("The four variants side by side"));
    m_tabs->setTabToolTip(1, tr("Bus bandwidth, cost and complexity per variant"));
    m_busbwPlot->setToolTip(
        tr("All-reduce bus bandwidth as nccl-tests defines it, modelled per variant; "
           "imported measurements as points. Click a line for its explanation."));
    m_timeView->setText(tr("Show the time per all-reduce (logarithmic: small messages)"));
    m_timeView->setToolTip(tr("Time per all-reduce from 8 B to 16 GiB, the column nccl-tests "
                              "prints as time (us): below about 1 MiB the latency decides, "
                              "where the bus bandwidth lies near zero."));
    m_costPlot->setToolTip(tr("Network capital cost and TCO per variant. Click a bar for "
                              "the cost explanation."));
    m_complexityPlot->setToolTip(tr("Management complexity score per variant (0-100). Click "
                                    "a bar for its factors."));
    m_growthPlot->setToolTip(tr("Cumulative network TCO at the end of each year of the growth "
                                "plan: the design now, the build-out to the 1- and 3-year "
                                "targets, energy and support."));
    m_tornadoPlot->setToolTip(tr("How far the lead of the recommended variant moves when one "
                                 "assumption goes to the low or the high end of its range; "
                                 "left of zero another variant would be recommended."));
    showStale(isStale());
}

void AnalysisWidget::fillAll()
{
    fillTable();
    fillRecommendation();
    fillBusbwPlot();
    fillCostPlot();
    fillComplexityPlot();
    fillGrowthPlot();
    fillTornadoPlot();
    if (m_detailsRow == -1 && m_detailsColumn == -1)
        m_details->setHtml(
            QStringLiteral("<p style='color:gray'>%1</p>")
                .arg(tr("Click a figure in the table or a bar or line in the charts to see how "
                        "it was computed and what it rests on.")
                         .toHtmlEscaped()));
    else
        m_details->setHtml(explanationHtml(m_detailsRow, m_detailsColumn));
}

void AnalysisWidget::fillTable()
{
    const Evaluation *e = evaluation();
    const int recommended =
        e && e->recommends()
            ? static_cast<int>(std::find_if(e->variants.begin(), e->variants.end(),
                                            [e](const VariantEvaluation &v) {
                                                return v.kind == e->recommendation.variant;
                                            }) -
                               e->variants.begin())
            : -1;
    for (int c = 0; c < kVariants; ++c) {
        const auto kind = static_cast<VariantKind>(c);
        const VariantKind k = e && c < static_cast<int>(e->variants.size())
                                  ? e->variants[static_cast<size_t>(c)].kind
                                  : kind;
        auto *header = new QTableWidgetItem(variantName(k));
        if (c == recommended) {
            QFont f = header->font();
            f.setBold(true);
            header->setFont(f);
            header->setText(QStringLiteral("\u2605 ") + variantName(k));
            header->setToolTip(tr("Recommended"));
        }
        header->setForeground(variantColor(k).darker(120));
        // What the variant is when each technology is compared at its best.
        if (e && c < static_cast<int>(e->variants.size()))
            if (const QString note = bestDesignNote(e->variants[static_cast<size_t>(c)]);
                !note.isEmpty())
                header->setToolTip(header->toolTip().isEmpty()
                                       ? note
                                       : header->toolTip() + QLatin1Char('\n') + note);
        m_table->setHorizontalHeaderItem(c, header);
    }
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        m_table->setVerticalHeaderItem(static_cast<int>(r), new QTableWidgetItem(m_rows[r].label(
                                                                m_runner->document()->project())));
        for (int c = 0; c < kVariants; ++c) {
            QString text = dash();
            if (e && c < static_cast<int>(e->variants.size()))
                text = comparison::cell(m_rows[r], e->variants[static_cast<size_t>(c)]);
            QTableWidgetItem *item = m_table->item(static_cast<int>(r), c);
            if (!item) {
                item = new QTableWidgetItem;
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(static_cast<int>(r), c, item);
            }
            item->setText(text);
            item->setToolTip(e ? explanationHtml(static_cast<int>(r), c) : QString());
        }
    }
}

void AnalysisWidget::fillRecommendation()
{
    const Evaluation *e = evaluation();
    if (!e) {
        m_recommendation->setText(tr("The recommendation appears when the first comparison "
                                     "is ready."));
        return;
    }
    if (!e->recommends()) {
        m_recommendation->setText(tr("<b>No recommendation</b>: %1")
                                      .arg(inSentence(e->refusals.front().text).toHtmlEscaped()));
        return;
    }
    const Recommendation &rec = e->recommendation;
    QString text = rec.scoring.narrowLead(rec.variant)
                       ? tr("Recommended: <b>%1</b>, by a narrow margin")
                             .arg(variantName(rec.variant).toHtmlEscaped())
                       : tr("Recommended: <b>%1</b>").arg(variantName(rec.variant).toHtmlEscaped());
    if (const Explanation *why = rec.decidingExplanation())
        text += QStringLiteral(" \u2014 ") + why->text.toHtmlEscaped();
    text += QStringLiteral(" <a href='why'>%1</a>").arg(tr("All reasons\u2026").toHtmlEscaped());
    m_recommendation->setText(text);
}

void AnalysisWidget::setupPlot(QCustomPlot *plot)
{
    plot->setBackground(palette().color(QPalette::Base));
    plot->setInteraction(QCP::iSelectPlottables, false);
    plot->setNoAntialiasingOnDrag(true);
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        axis->setTickLabelFont(font);
        axis->setLabelFont(font);
        axis->grid()->setPen(QPen(QColor(0xe3, 0xe6, 0xea), 0));
        axis->setBasePen(QPen(QColor(0x8a, 0x93, 0x9e), 0));
        axis->setTickPen(QPen(QColor(0x8a, 0x93, 0x9e), 0));
        axis->setSubTickPen(QPen(QColor(0x8a, 0x93, 0x9e), 0));
    }
    plot->legend->setFont(font);
    plot->legend->setBorderPen(QPen(QColor(0xc8, 0xcd, 0xd3)));
    plot->legend->setBrush(QColor(255, 255, 255, 230));
    plot->plotLayout()->insertRow(0);
    QFont titleFont = this->font();
    titleFont.setBold(true);
    auto *title = new QCPTextElement(plot, QString(), titleFont);
    title->setObjectName(QStringLiteral("title"));
    plot->plotLayout()->addElement(0, 0, title);
    connect(plot, &QCustomPlot::plottableClick, this,
            [this, plot](QCPAbstractPlottable *p, int dataIndex, QMouseEvent *) {
                const QVariant v = p->property("variantIndex");
                plotClicked(plot, v.isValid() ? v.toInt() : dataIndex);
            });
}

namespace {
QCPTextElement *titleOf(QCustomPlot *plot)
{
    return qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0));
}
} // namespace

namespace {

// The model's all-reduce bus bandwidth per variant, one line each, the design as
// drawn last so its dashed line shows on the variant it equals. Returns the GPUs of
// the largest cluster; raises *yMax to the highest value.
// A model or measured point as the chart shows it: bus bandwidth (GB/s) or, with
// `time`, the time per call in microseconds (nccl-tests' "time (us)" column).
struct Axis {
    bool time = false;
    double yMin = 0.0; // the smallest value shown (a logarithmic axis starts there)
    double yMax = 0.0;
    void take(double y)
    {
        yMin = yMin > 0.0 ? std::min(yMin, y) : y;
        yMax = std::max(yMax, y);
    }
};

int addModelSeries(QCustomPlot *plot, const Evaluation &e, Axis *axis)
{
    std::vector<int> order;
    for (const bool asDrawn : {false, true})
        for (int i = 0; i < static_cast<int>(e.variants.size()); ++i)
            if ((e.variants[static_cast<size_t>(i)].kind == VariantKind::AsDrawn) == asDrawn)
                order.push_back(i);
    int gpus = 0;
    std::vector<std::pair<QCPGraph *, QVector<double>>> shown; // in the legend, with its y
    for (int i : order) {
        const VariantEvaluation &v = e.variants[static_cast<size_t>(i)];
        const int g = clusterGpus(v);
        gpus = std::max(gpus, g);
        std::vector<std::pair<double, double>> pts;
        for (const CollectivePoint &p : v.collectives.points)
            if (p.op == CollectiveOp::AllReduce && p.gpus == g)
                pts.emplace_back(p.bytes, axis->time ? p.seconds * 1e6 : p.busbwGbytePerS);
        std::sort(pts.begin(), pts.end());
        QVector<double> x, y;
        for (const auto &[bytes, value] : pts) {
            x << bytes;
            y << value;
            axis->take(value);
        }
        QCPGraph *graph = plot->addGraph();
        graph->setObjectName(QStringLiteral("model-") + variantKey(v.kind));
        graph->setProperty("variantIndex", i);
        graph->setName(variantName(v.kind));
        QPen pen(variantColor(v.kind), v.kind == VariantKind::AsDrawn ? 1.5 : 2.0);
        if (v.kind == VariantKind::AsDrawn)
            pen.setStyle(Qt::DashLine);
        graph->setPen(pen);
        graph->setScatterStyle(QCPScatterStyle(markerOf(v.kind), 5));
        graph->setData(x, y, true);
        // A curve equal to one already in the legend is named there ("InfiniBand =
        // Hybrid"): one visible line should not have two legend entries.
        // Within 0.1 %, as the report's charts (reportcontent.cpp addOrMerge).
        const auto close = [&y](const QVector<double> &other) {
            if (other.size() != y.size())
                return false;
            for (qsizetype i = 0; i < y.size(); ++i)
                if (std::abs(other[i] - y[i]) > 1e-3 * std::abs(y[i]))
                    return false;
            return true;
        };
        const auto same = std::find_if(shown.begin(), shown.end(),
                                       [&close](const auto &g) { return close(g.second); });
        if (same != shown.end() && !y.isEmpty()) {
            same->first->setName(same->first->name() + QStringLiteral(" = ") + graph->name());
            graph->removeFromLegend();
        } else {
            shown.emplace_back(graph, y);
        }
    }
    return gpus;
}

// A point series for the measurements of variant key `variant`.
QCPGraph *addMeasuredGraph(QCustomPlot *plot, const Evaluation &e, const QString &variant)
{
    VariantKind k = VariantKind::AsDrawn;
    const bool known = variantFromKey(variant, &k);
    QCPGraph *graph = plot->addGraph();
    graph->setObjectName(QStringLiteral("measured-") +
                         (known ? variantKey(k) : QStringLiteral("unknown")));
    graph->setName(known ? AnalysisWidget::tr("Measured (%1)").arg(variantName(k))
                         : AnalysisWidget::tr("Measured"));
    const QColor color = known ? variantColor(k).darker(140) : QColor(0x22, 0x2b, 0x36);
    graph->setLineStyle(QCPGraph::lsNone);
    graph->setPen(QPen(color, 1.5));
    graph->setScatterStyle(QCPScatterStyle(known ? markerOf(k) : QCPScatterStyle::ssCross,
                                           QPen(color, 1.5), QBrush(Qt::white), 7));
    for (int i = 0; known && i < static_cast<int>(e.variants.size()); ++i)
        if (e.variants[static_cast<size_t>(i)].kind == k)
            graph->setProperty("variantIndex", i);
    return graph;
}

// Imported all-reduce measurements from 0.5 MiB to 32 GiB, one point series per
// variant measured; raises *yMax to the highest value.
void addMeasuredSeries(QCustomPlot *plot, const Evaluation &e,
                       const std::vector<Measurement> &measurements, Axis *axis)
{
    std::vector<std::pair<QString, QCPGraph *>> measured;
    for (const Measurement &m : measurements) {
        const double value = axis->time ? m.seconds * 1e6 : m.busbwGbyteS;
        if (m.op != collectiveKey(CollectiveOp::AllReduce) || m.bytes < 4.0 ||
            m.bytes > 32.0 * kGiB || !(value > 0.0))
            continue;
        auto it = std::find_if(measured.begin(), measured.end(),
                               [&m](const auto &x) { return x.first == m.variant; });
        if (it == measured.end()) {
            measured.emplace_back(m.variant, addMeasuredGraph(plot, e, m.variant));
            it = measured.end() - 1;
        }
        it->second->addData(static_cast<double>(m.bytes), value);
        axis->take(value);
    }
}

// A logarithmic message-size axis over the model's sizes (8 B .. 16 GiB): "64 B",
// "1 KiB" ... "1 GiB", "16 GiB", every fourth power of two from the largest labelled
// (the report's labels, chart::binarySizeLabel).
void setMessageSizeAxis(QCPAxis *axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    const std::vector<double> sizes = collectiveSizesBytes();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (size_t i = sizes.size(); i-- > 0;)
        if ((sizes.size() - 1 - i) % 4 == 0)
            ticker->addTick(sizes[i], chart::binarySizeLabel(sizes[i]));
    ticker->setSubTickCount(3);
    axis->setTicker(ticker);
    axis->setRange(sizes.front() / 1.25, sizes.back() * 1.25);
    axis->setLabel(AnalysisWidget::tr("Message size"));
}

} // namespace

void AnalysisWidget::fillBusbwPlot()
{
    QCustomPlot *plot = m_busbwPlot;
    plot->clearGraphs();
    const Evaluation *e = evaluation();
    int gpus = 0;
    Axis axis;
    axis.time = m_timeView->isChecked();
    if (e) {
        gpus = addModelSeries(plot, *e, &axis);
        addMeasuredSeries(plot, *e, m_runner->document()->project().measurements, &axis);
    }
    setMessageSizeAxis(plot->xAxis);
    if (axis.time) {
        plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
        plot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        plot->yAxis->setNumberFormat(QStringLiteral("gb")); // 10,000 as 1 x 10 to the 4th
        plot->yAxis->setRange(axis.yMin > 0.0 ? axis.yMin / 1.5 : 1.0,
                              axis.yMax > 0.0 ? axis.yMax * 1.5 : 10.0);
        plot->yAxis->setLabel(tr("Time per all-reduce (\u00b5s)"));
        titleOf(plot)->setText(gpus > 0 ? tr("All-reduce time, %1 GPUs").arg(formatInteger(gpus))
                                        : tr("All-reduce time"));
    } else {
        plot->yAxis->setScaleType(QCPAxis::stLinear);
        plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
        plot->yAxis->setNumberFormat(QStringLiteral("gbd"));
        plot->yAxis->setRange(0.0, axis.yMax > 0.0 ? axis.yMax * 1.12 : 1.0);
        plot->yAxis->setLabel(tr("Bus bandwidth (GB/s)"));
        titleOf(plot)->setText(
            gpus > 0 ? tr("All-reduce bus bandwidth, %1 GPUs").arg(formatInteger(gpus))
                     : tr("All-reduce bus bandwidth"));
    }
    plot->legend->setVisible(plot->graphCount() > 0);
    plot->replot();
}

void AnalysisWidget::fillCostPlot()
{
    QCustomPlot *plot = m_costPlot;
    plot->clearPlottables();
    const Evaluation *e = evaluation();
    const QString currency =
        e && !e->variants.empty() ? currencyOf(e->variants.front()) : QStringLiteral("EUR");
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double yMax = 0.0;
    if (e) {
        auto *group = new QCPBarsGroup(plot);
        group->setSpacingType(QCPBarsGroup::stAbsolute);
        group->setSpacing(2);
        auto *capex = new QCPBars(plot->xAxis, plot->yAxis);
        capex->setObjectName(QStringLiteral("capex"));
        capex->setName(tr("Capital cost"));
        capex->setBrush(QColor(0x1f, 0x6f, 0xb2));
        capex->setPen(Qt::NoPen);
        auto *tco = new QCPBars(plot->xAxis, plot->yAxis);
        tco->setObjectName(QStringLiteral("tco"));
        tco->setName(tr("TCO over %n year(s)", nullptr,
                        m_runner->document()->project().organisation.depreciationYears));
        tco->setBrush(QColor(0x9d, 0xbf, 0xdf));
        tco->setPen(Qt::NoPen);
        for (QCPBars *b : {capex, tco}) {
            b->setWidth(0.36);
            b->setBarsGroup(group);
        }
        for (int i = 0; i < static_cast<int>(e->variants.size()); ++i) {
            const VariantEvaluation &v = e->variants[static_cast<size_t>(i)];
            capex->addData(i + 1, v.cost.capexEur / 1e6);
            tco->addData(i + 1, v.cost.tcoEur / 1e6);
            yMax = std::max(yMax, v.cost.tcoEur / 1e6);
            // A lower bound (parts without a price) says so under its bars.
            ticker->addTick(i + 1, v.cost.priceComplete()
                                       ? variantName(v.kind)
                                       : variantName(v.kind) + QLatin1Char('\n') +
                                             tr("(at least: prices unknown)"));
        }
    }
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(0.4, kVariants + 0.6);
    plot->xAxis->grid()->setVisible(false);
    plot->yAxis->setRange(0.0, yMax > 0.0 ? yMax * 1.1 : 1.0);
    plot->yAxis->setLabel(tr("%1 million").arg(currency));
    titleOf(plot)->setText(tr("Network cost per variant"));
    plot->legend->setVisible(plot->plottableCount() > 0);
    plot->replot();
}

void AnalysisWidget::fillComplexityPlot()
{
    QCustomPlot *plot = m_complexityPlot;
    plot->clearPlottables();
    plot->clearItems();
    const Evaluation *e = evaluation();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    if (e) {
        for (int i = 0; i < static_cast<int>(e->variants.size()); ++i) {
            const VariantEvaluation &v = e->variants[static_cast<size_t>(i)];
            // One bar series per variant, in the variant's colour.
            auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
            bars->setObjectName(QStringLiteral("complexity-") + variantKey(v.kind));
            bars->setProperty("variantIndex", i);
            bars->setName(variantName(v.kind));
            bars->setBrush(variantColor(v.kind));
            bars->setPen(Qt::NoPen);
            bars->setWidth(0.55);
            bars->addData(i + 1, v.complexity.score);
            ticker->addTick(i + 1, variantName(v.kind));
            auto *label = new QCPItemText(plot);
            label->position->setCoords(i + 1, v.complexity.score);
            label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            label->setText(formatNumber(v.complexity.score, 0));
            label->setFont(plot->xAxis->tickLabelFont());
            label->setPadding(QMargins(0, 0, 0, 2));
        }
    }
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(0.4, kVariants + 0.6);
    plot->xAxis->grid()->setVisible(false);
    plot->yAxis->setRange(0.0, 100.0);
    plot->yAxis->setLabel(tr("Score (0-100)"));
    titleOf(plot)->setText(tr("Management complexity per variant"));
    plot->yAxis->setTickLabels(true);
    plot->legend->setVisible(false);
    plot->replot();
}

// The cumulative TCO per year and variant: core's chart data (comparison.h) as
// grouped bars.
void AnalysisWidget::fillGrowthPlot()
{
    QCustomPlot *plot = m_growthPlot;
    plot->clearPlottables();
    const Evaluation *e = evaluation();
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const chart::BarChart c = comparison::growthPlanChart(e ? *e : Evaluation{});
    double yMax = 0.0;
    auto *group = new QCPBarsGroup(plot);
    group->setSpacingType(QCPBarsGroup::stAbsolute);
    group->setSpacing(1);
    const double width = 0.8 / static_cast<double>(std::max<std::size_t>(1, c.series.size()));
    for (const chart::BarSeries &s : c.series) {
        auto *bars = new QCPBars(plot->xAxis, plot->yAxis);
        bars->setName(s.name);
        bars->setBrush(s.color);
        bars->setPen(Qt::NoPen);
        bars->setWidth(width);
        bars->setBarsGroup(group);
        for (std::size_t i = 0; i < s.values.size(); ++i) {
            bars->addData(static_cast<double>(i + 1), s.values[i]);
            yMax = std::max(yMax, s.values[i]);
        }
    }
    for (int i = 0; i < c.categories.size(); ++i)
        ticker->addTick(i + 1, c.categories.at(i));
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(0.4, std::max<double>(1.0, c.categories.size()) + 0.6);
    plot->xAxis->grid()->setVisible(false);
    plot->yAxis->setRange(0.0, yMax > 0.0 ? yMax * 1.1 : 1.0);
    plot->yAxis->setLabel(c.yAxisLabel);
    titleOf(plot)->setText(c.title);
    plot->legend->setVisible(plot->plottableCount() > 0);
    plot->replot();
}

// The sensitivity tornado: core's rows (comparison.h) as horizontal bars from the lead
// now to the lead at each end of the range, the largest swing on top.
void AnalysisWidget::fillTornadoPlot()
{
    QCustomPlot *plot = m_tornadoPlot;
    plot->clearPlottables();
    plot->clearItems();
    const Evaluation *e = evaluation();
    const chart::TornadoChart c = e ? comparison::sensitivityChart(*e) : chart::TornadoChart{};
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int n = static_cast<int>(c.rows.size());
    double lo = c.base, hi = c.base;
    if (n > 0) {
        auto *low = new QCPBars(plot->yAxis, plot->xAxis);
        low->setName(c.lowName);
        low->setBrush(c.lowColor);
        auto *high = new QCPBars(plot->yAxis, plot->xAxis);
        high->setName(c.highName);
        high->setBrush(c.highColor);
        for (QCPBars *b : {low, high}) {
            b->setPen(Qt::NoPen);
            b->setWidth(0.6);
            b->setBaseValue(c.base);
        }
        for (int i = 0; i < n; ++i) {
            const chart::TornadoRow &r = c.rows[static_cast<std::size_t>(i)];
            low->addData(n - i, r.low);
            high->addData(n - i, r.high);
            ticker->addTick(n - i, r.label);
            lo = std::min({lo, r.low, r.high});
            hi = std::max({hi, r.low, r.high});
        }
        auto *line = new QCPItemStraightLine(plot);
        line->point1->setCoords(c.base, 0.0);
        line->point2->setCoords(c.base, 1.0);
        line->setPen(QPen(QColor(0x22, 0x2b, 0x36), 1.2));
    }
    const double pad = hi > lo ? (hi - lo) / 10.0 : 1.0;
    plot->yAxis->setTicker(ticker);
    plot->yAxis->setRange(0.4, std::max(1, n) + 0.6);
    plot->yAxis->grid()->setVisible(false);
    plot->xAxis->setRange(lo - pad, hi + pad);
    plot->xAxis->setLabel(c.xAxisLabel);
    titleOf(plot)->setText(c.title);
    plot->legend->setVisible(n > 0);
    plot->replot();
}

// --- Explanations -------------------------------------------------------------------

void AnalysisWidget::plotClicked(QCustomPlot *plot, int variantIndex)
{
    int row = -1;
    if (plot == m_busbwPlot)
        row = rowOf(QStringLiteral("allreduce-busbw"));
    else if (plot == m_costPlot)
        row = rowOf(QStringLiteral("capex"));
    else if (plot == m_complexityPlot)
        row = rowOf(QStringLiteral("complexity"));
    if (row >= 0 && variantIndex >= 0 && variantIndex < kVariants)
        explainCell(row, variantIndex);
}

void AnalysisWidget::explainCell(int row, int column)
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()) || column < 0 || column >= kVariants)
        return;
    m_detailsRow = row;
    m_detailsColumn = column;
    m_details->setHtml(explanationHtml(row, column));
}

QString AnalysisWidget::explanationHtml(int row, int column) const
{
    const Evaluation *e = evaluation();
    if (!e)
        return {};
    QString html;
    auto list = [](const auto &items) {
        QString out = QStringLiteral("<ul style='margin-left:-20px'>");
        for (const Explanation &x : items)
            out += QStringLiteral("<li>%1</li>").arg(x.text.toHtmlEscaped());
        return out + QStringLiteral("</ul>");
    };
    if (row == -2 && !e->recommends()) // an invalid or empty design: no recommendation
        return QStringLiteral("<p><b>%1</b></p>").arg(tr("No recommendation").toHtmlEscaped()) +
               list(e->refusals);
    if (row == -2) {
        const Recommendation &rec = e->recommendation;
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(tr("Recommended: %1").arg(variantName(rec.variant)).toHtmlEscaped());
        html += QStringLiteral("<p>%1</p>").arg(tr("Reasons:").toHtmlEscaped()) + list(rec.reasons);
        // The scoring table the reasons come from (criteria, weights, points, totals).
        const std::vector<QStringList> scoring = comparison::scoringTable(*e);
        if (!scoring.empty()) {
            html += QStringLiteral("<p>%1</p><table cellspacing='0' cellpadding='2'>")
                        .arg(tr("Scoring table:").toHtmlEscaped());
            for (std::size_t i = 0; i < scoring.size(); ++i) {
                html += QStringLiteral("<tr>");
                for (qsizetype c = 0; c < scoring[i].size(); ++c)
                    html += QStringLiteral("<td align='%1'>%2%3%4</td>")
                                .arg(c == 0 ? QStringLiteral("left") : QStringLiteral("right"),
                                     i == 0 ? QStringLiteral("<b>") : QString(),
                                     scoring[i].at(c).toHtmlEscaped(),
                                     i == 0 ? QStringLiteral("</b>") : QString());
                html += QStringLiteral("</tr>");
            }
            html += QStringLiteral("</table>");
        }
        if (!rec.whatWouldChange.empty())
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("What would change the recommendation:").toHtmlEscaped()) +
                    list(rec.whatWouldChange);
        return html;
    }
    if (row < 0 || row >= static_cast<int>(m_rows.size()) || column < 0 ||
        column >= static_cast<int>(e->variants.size()))
        return {};
    const comparison::Row &r = m_rows[static_cast<size_t>(row)];
    const VariantEvaluation &v = e->variants[static_cast<size_t>(column)];
    html += QStringLiteral("<p><b>%1 \u2014 %2: %3</b></p>")
                .arg(r.label(m_runner->document()->project()).toHtmlEscaped(),
                     variantName(v.kind).toHtmlEscaped(), comparison::cell(r, v).toHtmlEscaped());
    if (const QString note = bestDesignNote(v); !note.isEmpty())
        html += QStringLiteral("<p style='color:gray'>%1</p>").arg(note.toHtmlEscaped());
    std::vector<Explanation> items = r.explanations(v);
    auto about = [&r](const Explanation &x) {
        return std::any_of(r.firstExplanationIds.begin(), r.firstExplanationIds.end(),
                           [&x](const QString &id) { return x.id.startsWith(id); });
    };
    const auto split = std::stable_partition(items.begin(), items.end(), about);
    const std::vector<Explanation> direct(items.begin(), split);
    const std::vector<Explanation> context(split, items.end());
    if (items.empty())
        html += QStringLiteral("<p>%1</p>").arg(tr("No explanation was recorded.").toHtmlEscaped());
    if (!direct.empty())
        html += list(direct);
    if (!context.empty()) {
        if (!direct.empty())
            html += QStringLiteral("<p style='color:gray'>%1</p>")
                        .arg(tr("The rest of this analysis:").toHtmlEscaped());
        html += list(context);
    }
    if (r.value(v).lowerBound)
        html += unknownFiguresHtml(v);
    return html;
}

// The parts a "+ unknown" figure leaves out, each a link that opens its figure for
// editing (fillFigureRequested).
QString AnalysisWidget::unknownFiguresHtml(const VariantEvaluation &v) const
{
    const Catalog &catalog = m_runner->document()->catalog();
    QString items;
    auto add = [&](const std::vector<QString> &ids, const QString &field, const char *what) {
        for (const QString &id : ids) {
            const PartBase *part = catalog.part(id);
            items += QStringLiteral("<li><a href='fill://%1/%2'>%3</a></li>")
                         .arg(id, field, tr(what).arg(part ? part->name : id).toHtmlEscaped());
        }
    };
    add(v.cost.unknownPowerParts, QStringLiteral("powerWatts"),
        QT_TR_NOOP("Enter the power of %1"));
    add(v.cost.unknownPriceParts, QStringLiteral("priceEur"), QT_TR_NOOP("Enter the price of %1"));
    if (items.isEmpty())
        return {};
    return QStringLiteral("<p><b>%1</b></p><ul style='margin-left:-20px'>%2</ul>")
        .arg(tr("This figure leaves out parts the catalogue has no figure for:").toHtmlEscaped(),
             items);
}

} // namespace fp
