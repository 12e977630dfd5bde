// SPDX-License-Identifier: GPL-3.0-or-later
// Charts drawn with a QPainter as vector graphics: grouped bar charts (cost,
// complexity per variant) and line charts with a log-2 x axis (bus bandwidth
// against message size, with measured points). Core code: the PDF report (CLI and
// GUI) draws them, and the GUI may reuse them on screen. No Widgets, no QCustomPlot.
//
// The chart data is plain; every text on it (title, axis labels, legend, value
// labels) is given already translated and formatted by the caller. Tick numbers on
// the value axis are formatted with the default QLocale (fp::setLanguage sets it).
#pragma once

#include <QColor>
#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

class QPainter;

namespace fp::chart {

// One series of a grouped bar chart: a value (and optional label) per category.
struct BarSeries {
    QString name; // legend entry (legend shown with two or more series)
    QColor color;
    std::vector<double> values;
    QStringList valueLabels; // drawn above the bars; empty: none
    // Bars whose value is a lower bound (a total that leaves out parts without a figure):
    // drawn hatched, so a reader does not take them for the whole (board review 12).
    std::vector<bool> lowerBound;
};

struct BarChart {
    QString title;
    QString yAxisLabel;     // with its unit, e.g. "EUR million"
    QStringList categories; // x axis, one group of bars each
    std::vector<BarSeries> series;
    double yMax = 0.0; // fixed top of the axis (0: from the data)
};

struct LineSeries {
    enum class Style { Solid, Dashed, MarkersOnly };
    QString name;
    QColor color;
    std::vector<QPointF> points; // (x in data units, y)
    Style style = Style::Solid;
    int markerShape = 0; // 0 circle, 1 square, 2 triangle, 3 diamond, 4 triangle down
    bool markers = true;
};

struct LineChart {
    QString title;
    QString xAxisLabel;
    QString yAxisLabel;
    std::vector<LineSeries> series;
    bool log2X = true;                              // x axis logarithmic, base 2
    std::vector<std::pair<double, QString>> xTicks; // candidate labelled ticks (x, label)
    double yMax = 0.0;                              // 0: from the data
};

// A tornado chart: one horizontal bar per row from the value now (`base`, the
// vertical line) to the value at the row's low and at its high end, the row with the
// largest swing on top (the caller orders the rows).
struct TornadoRow {
    QString label;     // the row's name, left of the bars
    double low = 0.0;  // the value at the low end of the row's range
    double high = 0.0; // at the high end
    QString lowLabel;  // drawn at the bar's ends; may be empty
    QString highLabel;
};

struct TornadoChart {
    QString title;
    QString xAxisLabel; // with its unit
    double base = 0.0;
    std::vector<TornadoRow> rows;
    QColor lowColor{0x9d, 0xbf, 0xdf};
    QColor highColor{0x1f, 0x6f, 0xb2};
    QString lowName; // legend: "low end of the range"
    QString highName;
    // The label of the zero line, where the lead changes sign (another option would be
    // recommended); the axis always reaches zero so a reader sees how far off it is.
    QString zeroName;
};

// Both draw into `rect` (device coordinates). `font` is the base font (tick labels,
// legend); the title is drawn one step larger and bold.
void paintBarChart(QPainter *p, const QRectF &rect, const BarChart &chart, const QFont &font);
void paintLineChart(QPainter *p, const QRectF &rect, const LineChart &chart, const QFont &font);
void paintTornadoChart(QPainter *p, const QRectF &rect, const TornadoChart &chart,
                       const QFont &font);

// "Nice" ticks from 0 to at least `max`, steps of 1, 2, 2.5 or 5 x 10^k, at most
// `maxTicks` intervals. Returns the tick values (first 0).
std::vector<double> niceTicks(double max, int maxTicks);
// Decimals needed to print the ticks of `step` without rounding them together.
int tickDecimals(double step);
// A binary size label: "1 MiB", "512 MiB", "16 GiB" (powers of two; else with
// decimals in the default locale).
QString binarySizeLabel(double bytes);

} // namespace fp::chart
