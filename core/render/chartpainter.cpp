// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/chartpainter.h"

#include "text/i18n.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace fp::chart {

namespace {

const QColor kAxis(0x4a, 0x55, 0x63);
const QColor kGrid(0xdd, 0xe2, 0xe8);
const QColor kText(0x22, 0x2b, 0x36);
const QColor kMuted(0x55, 0x60, 0x6e);

QFont derived(const QFont &base, double factor, bool bold)
{
    QFont f = base;
    if (base.pointSizeF() > 0)
        f.setPointSizeF(base.pointSizeF() * factor);
    else
        f.setPixelSize(std::max(1, static_cast<int>(std::lround(base.pixelSize() * factor))));
    f.setBold(bold);
    return f;
}

void drawTextIn(QPainter *p, const QRectF &r, int flags, const QString &text, const QFont &font,
                const QColor &color = kText)
{
    p->setFont(font);
    p->setPen(color);
    p->drawText(r, flags, text);
}

// The y-axis label, turned 90 degrees counter-clockwise, centred in `strip`.
void drawVerticalLabel(QPainter *p, const QRectF &strip, const QString &text, const QFont &font)
{
    p->save();
    p->translate(strip.center());
    p->rotate(-90.0);
    drawTextIn(p, QRectF(-strip.height() / 2, -strip.width() / 2, strip.height(), strip.width()),
               Qt::AlignCenter, text, font, kMuted);
    p->restore();
}

void drawMarker(QPainter *p, QPointF c, int shape, double r, const QColor &color)
{
    p->setPen(QPen(color.darker(130), r * 0.35));
    p->setBrush(color);
    switch (shape) {
    case 1:
        p->drawRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8));
        break;
    case 2: {
        QPainterPath path;
        path.moveTo(c.x(), c.y() - r * 1.15);
        path.lineTo(c.x() + r * 1.05, c.y() + r * 0.8);
        path.lineTo(c.x() - r * 1.05, c.y() + r * 0.8);
        path.closeSubpath();
        p->drawPath(path);
        break;
    }
    case 3: {
        QPainterPath path;
        path.moveTo(c.x(), c.y() - r * 1.25);
        path.lineTo(c.x() + r * 1.05, c.y());
        path.lineTo(c.x(), c.y() + r * 1.25);
        path.lineTo(c.x() - r * 1.05, c.y());
        path.closeSubpath();
        p->drawPath(path);
        break;
    }
    case 4: { // triangle pointing down
        QPainterPath path;
        path.moveTo(c.x(), c.y() + r * 1.15);
        path.lineTo(c.x() + r * 1.05, c.y() - r * 0.8);
        path.lineTo(c.x() - r * 1.05, c.y() - r * 0.8);
        path.closeSubpath();
        p->drawPath(path);
        break;
    }
    default:
        p->drawEllipse(c, r, r);
        break;
    }
}

QPen seriesPen(const LineSeries &s, double u)
{
    QPen pen(s.color, 1.7 * u);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    if (s.style == LineSeries::Style::Dashed)
        pen.setDashPattern({3.0, 2.2});
    return pen;
}

// A legend entry: a sample (drawn by `sample` into a box) and its name.
struct LegendEntry {
    QString name;
    std::function<void(QPainter *, const QRectF &)> sample;
};

// Lays the entries out in rows across `width`; returns the height used. Draws when
// `p` is given, with the top-left corner at `origin`.
double layoutLegend(QPainter *p, const std::vector<LegendEntry> &entries, const QFont &font,
                    QPaintDevice *device, double width, QPointF origin, bool draw)
{
    const QFontMetricsF fm(font, device);
    const double sampleW = fm.height() * 1.9;
    const double gap = fm.height() * 1.1;
    const double rowH = fm.height() * 1.35;
    // Rows of entries, centred.
    std::vector<std::vector<int>> rows(1);
    double x = 0.0;
    for (int i = 0; i < static_cast<int>(entries.size()); ++i) {
        const double w = sampleW + fm.height() * 0.4 + fm.horizontalAdvance(entries[i].name);
        if (x > 0.0 && x + w > width) {
            rows.emplace_back();
            x = 0.0;
        }
        rows.back().push_back(i);
        x += w + gap;
    }
    if (draw) {
        double y = origin.y();
        for (const auto &row : rows) {
            double total = 0.0;
            for (int i : row)
                total += sampleW + fm.height() * 0.4 + fm.horizontalAdvance(entries[i].name) + gap;
            total -= gap;
            double cx = origin.x() + std::max(0.0, (width - total) / 2.0);
            for (int i : row) {
                const QRectF sample(cx, y, sampleW, rowH);
                p->save();
                entries[i].sample(p, sample);
                p->restore();
                cx += sampleW + fm.height() * 0.4;
                const double tw = fm.horizontalAdvance(entries[i].name);
                drawTextIn(p, QRectF(cx, y, tw + 2.0, rowH), Qt::AlignLeft | Qt::AlignVCenter,
                           entries[i].name, font);
                cx += tw + gap;
            }
            y += rowH;
        }
    }
    return static_cast<double>(rows.size()) * rowH;
}

QString tickLabel(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

} // namespace

std::vector<double> niceTicks(double max, int maxTicks)
{
    if (!(max > 0.0) || !std::isfinite(max))
        max = 1.0;
    maxTicks = std::max(1, maxTicks);
    const double raw = max / maxTicks;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    double step = mag * 10.0;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * mag >= raw * (1.0 - 1e-9)) {
            step = m * mag;
            break;
        }
    }
    std::vector<double> ticks;
    const int n = static_cast<int>(std::ceil(max / step - 1e-9));
    for (int i = 0; i <= n; ++i)
        ticks.push_back(step * i);
    return ticks;
}

int tickDecimals(double step)
{
    if (!(step > 0.0))
        return 0;
    for (int d = 0; d < 6; ++d) {
        const double scaled = step * std::pow(10.0, d);
        if (std::abs(scaled - std::round(scaled)) < 1e-6)
            return d;
    }
    return 6;
}

QString binarySizeLabel(double bytes)
{
    return formatBytes(bytes);
}

namespace {

// The steps both charts share: the title, a legend along the bottom, the value axis
// (ticks, grid lines, tick labels and its turned label).

// Draws the title at the top of `area` and returns what is left below it.
QRectF drawTitle(QPainter *p, QRectF area, const QString &title, const QFont &font)
{
    if (title.isEmpty())
        return area;
    const QFont titleFont = derived(font, 1.2, true);
    const QFontMetricsF tfm(titleFont, p->device());
    drawTextIn(p, QRectF(area.left(), area.top(), area.width(), tfm.height()),
               Qt::AlignLeft | Qt::AlignVCenter, title, titleFont);
    area.setTop(area.top() + tfm.height() * 1.5);
    return area;
}

// Draws `legend` along the bottom of *area and takes its height and a gap of
// `gapLines` text heights off *area.
void drawLegendAtBottom(QPainter *p, const std::vector<LegendEntry> &legend, const QFont &font,
                        QRectF *area, double gapLines)
{
    QPaintDevice *dev = p->device();
    const double lh = layoutLegend(p, legend, font, dev, area->width(), {}, false);
    layoutLegend(p, legend, font, dev, area->width(), QPointF(area->left(), area->bottom() - lh),
                 true);
    area->setBottom(area->bottom() - lh - QFontMetricsF(font, dev).height() * gapLines);
}

// The value (y) axis: its ticks up to `max`, the top tick and the width of the
// widest tick label.
struct ValueAxis {
    std::vector<double> ticks;
    double top = 0.0;
    int decimals = 0;
    double tickW = 0.0;
    ValueAxis(double max, int maxTicks, const QFontMetricsF &fm)
        : ticks(niceTicks(max, maxTicks))
        , top(ticks.back())
        , decimals(ticks.size() > 1 ? tickDecimals(ticks[1] - ticks[0]) : 0)
    {
        for (double t : ticks)
            tickW = std::max(tickW, fm.horizontalAdvance(tickLabel(t, decimals)));
    }
    // The y coordinate of value `v` in `plot`.
    double yOf(const QRectF &plot, double v) const
    {
        return plot.bottom() - plot.height() * (top > 0 ? v / top : 0.0);
    }
};

// Grid lines and tick labels of the value axis, and its label turned in the strip
// of width `axisStrip` at the left of `area`.
void drawValueGrid(QPainter *p, const QRectF &area, const QRectF &plot, double axisStrip,
                   const ValueAxis &axis, const QString &axisLabel, const QFont &font)
{
    const QFontMetricsF fm(font, p->device());
    const double u = fm.height() / 12.0;
    for (double t : axis.ticks) {
        const double y = axis.yOf(plot, t);
        p->setPen(QPen(t == 0.0 ? kAxis : kGrid, t == 0.0 ? 1.0 * u : 0.7 * u));
        p->drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        drawTextIn(p,
                   QRectF(plot.left() - axis.tickW - 6.0 * u, y - fm.height() / 2, axis.tickW,
                          fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, tickLabel(t, axis.decimals), font, kMuted);
    }
    if (!axisLabel.isEmpty())
        drawVerticalLabel(p, QRectF(area.left(), plot.top(), axisStrip, plot.height()), axisLabel,
                          font);
}

// The bars of every category with their value labels (shrunk to fit a bar's slot)
// and the category labels under the plot.
void drawBars(QPainter *p, const QRectF &plot, const BarChart &c, const ValueAxis &axis,
              const QFont &font)
{
    QPaintDevice *dev = p->device();
    const QFontMetricsF fm(font, dev);
    const double u = fm.height() / 12.0;
    const int cats = static_cast<int>(c.categories.size());
    const int nSeries = std::max<int>(1, static_cast<int>(c.series.size()));
    if (cats <= 0)
        return;
    const double groupW = plot.width() / cats;
    const double barW = groupW * 0.72 / nSeries;
    // Value labels: shrink to fit the bar slot.
    QFont valueFont = derived(font, 0.92, false);
    double widest = 0.0;
    for (const BarSeries &s : c.series)
        for (const QString &l : s.valueLabels)
            widest = std::max(widest, QFontMetricsF(valueFont, dev).horizontalAdvance(l));
    const double slot = groupW * 0.9 / nSeries;
    if (widest > slot && widest > 0.0)
        valueFont = derived(font, std::max(0.6, 0.92 * slot / widest), false);
    const QFontMetricsF vfm(valueFont, dev);
    for (int i = 0; i < cats; ++i) {
        const double gx = plot.left() + groupW * i;
        const double x0 = gx + groupW * 0.14;
        for (int s = 0; s < static_cast<int>(c.series.size()); ++s) {
            const BarSeries &series = c.series[static_cast<size_t>(s)];
            if (i >= static_cast<int>(series.values.size()))
                continue;
            const double v = std::max(0.0, series.values[static_cast<size_t>(i)]);
            const QRectF bar(x0 + barW * s + barW * 0.06, axis.yOf(plot, v), barW * 0.88,
                             plot.bottom() - axis.yOf(plot, v));
            const bool bound = static_cast<size_t>(i) < series.lowerBound.size() &&
                               series.lowerBound[static_cast<size_t>(i)];
            p->setPen(bound ? QPen(series.color, 1.0 * u) : QPen(Qt::NoPen));
            p->setBrush(bound ? QBrush(series.color, Qt::BDiagPattern) : QBrush(series.color));
            p->drawRect(bar);
            if (i < series.valueLabels.size()) {
                const QRectF lr(bar.center().x() - slot / 2 - 2.0 * u,
                                bar.top() - vfm.height() - 2.0 * u, slot + 4.0 * u, vfm.height());
                drawTextIn(p, lr, Qt::AlignHCenter | Qt::AlignBottom, series.valueLabels.at(i),
                           valueFont);
            }
        }
        drawTextIn(p,
                   QRectF(gx + 2.0 * u, plot.bottom() + fm.height() * 0.3, groupW - 4.0 * u,
                          fm.lineSpacing() * 2.0),
                   Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, c.categories.at(i), font);
    }
}

// The x range of a line chart (its ticks and points; on a log2 axis only x > 0) and
// the highest y of its points.
struct XRange {
    double min = 0.0;
    double max = 0.0;
    double yMaxData = 0.0;
};

XRange xRangeOf(const LineChart &c)
{
    XRange r;
    r.min = std::numeric_limits<double>::infinity();
    r.max = -r.min;
    for (const auto &[x, label] : c.xTicks) {
        r.min = std::min(r.min, x);
        r.max = std::max(r.max, x);
    }
    for (const LineSeries &s : c.series) {
        for (const QPointF &pt : s.points) {
            if (c.log2X && pt.x() <= 0.0)
                continue;
            r.min = std::min(r.min, pt.x());
            r.max = std::max(r.max, pt.x());
            r.yMaxData = std::max(r.yMaxData, pt.y());
        }
    }
    if (!std::isfinite(r.min) || !(r.max > r.min)) {
        r.min = c.log2X ? 1.0 : 0.0;
        r.max = c.log2X ? 2.0 : 1.0;
    }
    return r;
}

// X ticks: a small tick at every candidate, a label and grid line on every
// `stride`-th so that no two labels touch.
template <typename XOf>
void drawXTicks(QPainter *p, const QRectF &plot, const LineChart &c, XOf xOf, const QFont &font)
{
    const QFontMetricsF fm(font, p->device());
    const double u = fm.height() / 12.0;
    const int n = static_cast<int>(c.xTicks.size());
    int stride = 1;
    for (; stride < std::max(1, n); ++stride) {
        bool fits = true;
        double prevRight = -std::numeric_limits<double>::infinity();
        for (int i = 0; i < n; i += stride) {
            const double w = fm.horizontalAdvance(c.xTicks[size_t(i)].second);
            const double x = xOf(c.xTicks[size_t(i)].first);
            if (x - w / 2 < prevRight + fm.height() * 0.8) {
                fits = false;
                break;
            }
            prevRight = x + w / 2;
        }
        if (fits)
            break;
    }
    for (int i = 0; i < n; ++i) {
        const double x = xOf(c.xTicks[size_t(i)].first);
        const bool labelled = i % stride == 0;
        if (labelled && i > 0) {
            p->setPen(QPen(kGrid, 0.7 * u));
            p->drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        }
        p->setPen(QPen(kAxis, 1.0 * u));
        p->drawLine(QPointF(x, plot.bottom()),
                    QPointF(x, plot.bottom() + (labelled ? 4.0 : 2.5) * u));
        if (labelled) {
            const QString &label = c.xTicks[size_t(i)].second;
            const double w = fm.horizontalAdvance(label) + 4.0;
            drawTextIn(p, QRectF(x - w / 2, plot.bottom() + 5.0 * u, w, fm.height()),
                       Qt::AlignHCenter | Qt::AlignTop, label, font, kMuted);
        }
    }
    if (!c.xAxisLabel.isEmpty())
        drawTextIn(
            p,
            QRectF(plot.left(), plot.bottom() + fm.height() * 1.4, plot.width(), fm.height() * 1.2),
            Qt::AlignHCenter | Qt::AlignVCenter, c.xAxisLabel, font, kMuted);
}

// The series, clipped to the plot (markers may reach a little beyond it).
template <typename XOf, typename YOf>
void drawSeries(QPainter *p, const QRectF &plot, const LineChart &c, XOf xOf, YOf yOf, double u,
                double markerR)
{
    p->save();
    p->setClipRect(plot.adjusted(-markerR * 2, -markerR * 2, markerR * 2, 0.0));
    for (const LineSeries &s : c.series) {
        std::vector<QPointF> pts;
        for (const QPointF &pt : s.points) {
            if (c.log2X && pt.x() <= 0.0)
                continue;
            pts.emplace_back(xOf(pt.x()), yOf(pt.y()));
        }
        if (s.style != LineSeries::Style::MarkersOnly && pts.size() > 1) {
            p->setPen(seriesPen(s, u));
            p->setBrush(Qt::NoBrush);
            p->drawPolyline(pts.data(), static_cast<int>(pts.size()));
        }
        if (s.markers || s.style == LineSeries::Style::MarkersOnly) {
            const double r =
                s.style == LineSeries::Style::MarkersOnly ? markerR * 1.2 : markerR * 0.8;
            for (const QPointF &pt : pts)
                drawMarker(p, pt, s.markerShape, r, s.color);
        }
    }
    p->restore();
}

} // namespace

void paintBarChart(QPainter *p, const QRectF &rect, const BarChart &c, const QFont &font)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF fm(font, p->device());
    const double u = fm.height() / 12.0;
    QRectF area = drawTitle(p, rect, c.title, font);

    if (c.series.size() > 1) {
        std::vector<LegendEntry> legend;
        for (const BarSeries &s : c.series) {
            const QColor color = s.color;
            legend.push_back({s.name, [color, u](QPainter *pp, const QRectF &r) {
                                  pp->setPen(Qt::NoPen);
                                  pp->setBrush(color);
                                  const double h = std::min(r.height() * 0.6, 9.0 * u);
                                  pp->drawRect(QRectF(r.left() + r.width() * 0.15,
                                                      r.center().y() - h / 2, r.width() * 0.7, h));
                              }});
        }
        drawLegendAtBottom(p, legend, font, &area, 0.5);
    }

    double maxV = c.yMax;
    if (maxV <= 0.0) {
        for (const BarSeries &s : c.series)
            for (double v : s.values)
                maxV = std::max(maxV, v);
    }
    const ValueAxis axis(maxV, 5, fm);

    // Category labels under the plot: up to two lines each.
    const double catLabelH = fm.lineSpacing() * 2.0 + fm.height() * 0.3;
    const double axisStrip = c.yAxisLabel.isEmpty() ? 0.0 : fm.height() * 1.3;
    const QRectF plot(area.left() + axisStrip + axis.tickW + 6.0 * u,
                      area.top() + fm.height() * 1.4,
                      area.width() - axisStrip - axis.tickW - 6.0 * u - 4.0 * u,
                      area.height() - fm.height() * 1.4 - catLabelH);
    if (plot.width() <= 0 || plot.height() <= 0) {
        p->restore();
        return;
    }
    drawValueGrid(p, area, plot, axisStrip, axis, c.yAxisLabel, font);
    drawBars(p, plot, c, axis, font);
    p->setPen(QPen(kAxis, 1.0 * u));
    p->drawLine(plot.bottomLeft(), plot.topLeft());
    p->restore();
}

void paintLineChart(QPainter *p, const QRectF &rect, const LineChart &c, const QFont &font)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF fm(font, p->device());
    const double u = fm.height() / 12.0;
    const double markerR = 2.6 * u;
    QRectF area = drawTitle(p, rect, c.title, font);

    // Legend at the bottom.
    std::vector<LegendEntry> legend;
    for (const LineSeries &s : c.series) {
        if (s.name.isEmpty())
            continue;
        legend.push_back({s.name, [s, u, markerR](QPainter *pp, const QRectF &r) {
                              const double y = r.center().y();
                              if (s.style != LineSeries::Style::MarkersOnly) {
                                  pp->setPen(seriesPen(s, u));
                                  pp->drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
                              }
                              if (s.markers || s.style == LineSeries::Style::MarkersOnly)
                                  drawMarker(pp, r.center(), s.markerShape, markerR, s.color);
                          }});
    }
    if (!legend.empty())
        drawLegendAtBottom(p, legend, font, &area, 0.6);

    const XRange xr = xRangeOf(c);
    auto tx = [&](double x) { return c.log2X ? std::log2(x) : x; };
    const double txMin = tx(xr.min);
    const double txMax = tx(xr.max);
    const ValueAxis axis(c.yMax > 0.0 ? c.yMax : xr.yMaxData * 1.05, 6, fm);

    const double axisStrip = c.yAxisLabel.isEmpty() ? 0.0 : fm.height() * 1.3;
    const double xLabelsH = fm.height() * 1.4 + (c.xAxisLabel.isEmpty() ? 0.0 : fm.height() * 1.3);
    // Room on the right for half of the last tick label.
    double lastHalf = 0.0;
    if (!c.xTicks.empty())
        lastHalf = fm.horizontalAdvance(c.xTicks.back().second) / 2.0;
    const QRectF plot(area.left() + axisStrip + axis.tickW + 6.0 * u,
                      area.top() + fm.height() * 0.6,
                      area.width() - axisStrip - axis.tickW - 6.0 * u - std::max(6.0 * u, lastHalf),
                      area.height() - fm.height() * 0.6 - xLabelsH);
    if (plot.width() <= 0 || plot.height() <= 0) {
        p->restore();
        return;
    }
    auto xOf = [&](double x) {
        return plot.left() + plot.width() * (tx(x) - txMin) / (txMax - txMin);
    };
    auto yOf = [&](double v) { return axis.yOf(plot, v); };

    drawValueGrid(p, area, plot, axisStrip, axis, c.yAxisLabel, font);
    drawXTicks(p, plot, c, xOf, font);
    p->setPen(QPen(kAxis, 1.0 * u));
    p->drawLine(plot.bottomLeft(), plot.topLeft());
    drawSeries(p, plot, c, xOf, yOf, u, markerR);
    p->restore();
}

namespace {

// The value range of a tornado: every end, the base and zero (where the answer would
// change), widened by a fifth on each side for the end labels.
std::pair<double, double> tornadoRange(const TornadoChart &c)
{
    double lo = std::min(c.base, 0.0), hi = std::max(c.base, 0.0);
    for (const TornadoRow &r : c.rows) {
        lo = std::min({lo, r.low, r.high});
        hi = std::max({hi, r.low, r.high});
    }
    const double pad = hi > lo ? (hi - lo) / 5.0 : 1.0;
    return {lo - pad, hi + pad};
}

// A bar and its end's label outside it; a label the dashed zero line at `zeroX` would
// cross moves past the line (PDF review #13: "0.0 %" and "EUR 0.050" were crossed).
void drawTornadoBar(QPainter *p, QRectF bar, const QColor &color, const QString &label,
                    bool labelLeft, double zeroX, const QFont &font)
{
    p->setPen(Qt::NoPen);
    p->setBrush(color);
    p->drawRect(bar.normalized());
    if (label.isEmpty())
        return;
    const QFontMetricsF fm(font, p->device());
    const double w = fm.horizontalAdvance(label) + 4.0;
    double x =
        labelLeft ? std::min(bar.left(), bar.right()) - w : std::max(bar.left(), bar.right()) + 2.0;
    if (zeroX > x - 1.0 && zeroX < x + w + 1.0)
        x = labelLeft ? zeroX - w - 2.0 : zeroX + 3.0;
    drawTextIn(p, QRectF(x, bar.top(), w, bar.height()), Qt::AlignCenter, label, font, kMuted);
}

} // namespace

void paintTornadoChart(QPainter *p, const QRectF &rect, const TornadoChart &c, const QFont &font)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF fm(font, p->device());
    const double u = fm.height() / 12.0;
    QRectF area = drawTitle(p, rect, c.title, font);
    std::vector<LegendEntry> legend;
    const std::pair<QString, QColor> entries[] = {{c.lowName, c.lowColor},
                                                  {c.highName, c.highColor}};
    for (const auto &[name, color] : entries)
        legend.push_back({name, [color = color, u](QPainter *pp, const QRectF &r) {
                              pp->setPen(Qt::NoPen);
                              pp->setBrush(color);
                              pp->drawRect(
                                  QRectF(r.left(), r.center().y() - 4.0 * u, r.width(), 8.0 * u));
                          }});
    drawLegendAtBottom(p, legend, font, &area, 0.5);
    double labelW = 0.0;
    for (const TornadoRow &r : c.rows)
        labelW = std::min(area.width() * 0.4, std::max(labelW, fm.horizontalAdvance(r.label)));
    // A strip above the bars for the zero line's label.
    const double strip = c.zeroName.isEmpty() ? 0.0 : fm.height() * 1.2;
    const QRectF plot(area.left() + labelW + 8.0 * u, area.top() + strip,
                      area.width() - labelW - 8.0 * u, area.height() - fm.height() * 2.6 - strip);
    if (plot.width() <= 0 || plot.height() <= 0 || c.rows.empty()) {
        p->restore();
        return;
    }
    // Plain names, not a structured binding: clang 14 cannot capture one in a lambda.
    const std::pair<double, double> range = tornadoRange(c);
    const double lo = range.first;
    const double hi = range.second;
    const auto xOf = [&](double v) { return plot.left() + plot.width() * (v - lo) / (hi - lo); };
    const double rowH = plot.height() / static_cast<double>(c.rows.size());
    const double zeroX = xOf(0.0);
    for (std::size_t i = 0; i < c.rows.size(); ++i) {
        const TornadoRow &r = c.rows[i];
        const double top = plot.top() + rowH * static_cast<double>(i);
        drawTextIn(p, QRectF(area.left(), top, labelW, rowH), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(r.label, Qt::ElideRight, labelW), font);
        const double barTop = top + rowH * 0.2, barH = rowH * 0.6;
        const double x0 = xOf(c.base);
        // An end at the value now has no bar: its label goes to the side the other
        // bar leaves free.
        const auto atBase = [&](double v) { return std::abs(v - c.base) < 1e-6; };
        const auto leftOf = [&](double end, double other) {
            return atBase(end) ? other > c.base : end < c.base;
        };
        // Neither end moves the lead: one label with the whole range, not two on top of
        // each other.
        if (atBase(r.low) && atBase(r.high)) {
            drawTornadoBar(p, QRectF(QPointF(x0, barTop), QPointF(x0, barTop + barH)), c.lowColor,
                           r.lowLabel + QStringLiteral(" \u2013 ") + r.highLabel, false, zeroX,
                           font);
            continue;
        }
        drawTornadoBar(p, QRectF(QPointF(x0, barTop), QPointF(xOf(r.low), barTop + barH)),
                       c.lowColor, r.lowLabel, leftOf(r.low, r.high), zeroX, font);
        drawTornadoBar(p, QRectF(QPointF(x0, barTop), QPointF(xOf(r.high), barTop + barH)),
                       c.highColor, r.highLabel, leftOf(r.high, r.low), zeroX, font);
    }
    // The axis: ticks at nice steps over the range, the base as a line.
    const std::vector<double> steps = niceTicks(hi - lo, 5);
    const double step = steps.size() > 1 ? steps[1] : hi - lo;
    const int decimals = tickDecimals(step);
    p->setPen(QPen(kAxis, 1.0 * u));
    p->drawLine(plot.bottomLeft(), plot.bottomRight());
    for (double t = std::ceil(lo / step) * step; t <= hi + 1e-9; t += step) {
        const double x = xOf(t);
        p->drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3.0 * u));
        drawTextIn(p, QRectF(x - 30.0 * u, plot.bottom() + 3.0 * u, 60.0 * u, fm.height()),
                   Qt::AlignCenter, tickLabel(t, decimals), font, kMuted);
    }
    drawTextIn(p, QRectF(plot.left(), plot.bottom() + fm.height() * 1.3, plot.width(), fm.height()),
               Qt::AlignCenter, c.xAxisLabel, font, kMuted);
    p->setPen(QPen(kText, 1.2 * u));
    p->drawLine(QPointF(xOf(c.base), plot.top()), QPointF(xOf(c.base), plot.bottom()));
    // Zero: left of it another option leads. Dashed, labelled above the plot.
    p->setPen(QPen(kMuted, 1.0 * u, Qt::DashLine));
    p->drawLine(QPointF(xOf(0.0), plot.top() - strip * 0.2), QPointF(xOf(0.0), plot.bottom()));
    if (!c.zeroName.isEmpty()) {
        const double w = fm.horizontalAdvance(c.zeroName) + 4.0;
        const double x = std::clamp(xOf(0.0) - w / 2.0, plot.left(), plot.right() - w);
        drawTextIn(p, QRectF(x, plot.top() - strip, w, fm.height()), Qt::AlignCenter, c.zeroName,
                   font, kMuted);
    }
    p->restore();
}

} // namespace fp::chart
