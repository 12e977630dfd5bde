// SPDX-License-Identifier: GPL-3.0-or-later
#include "canvas/canvasview.h"

#include "canvas/canvasscene.h"
#include "render/designrenderer.h"

#include <QEvent>
#include <QGraphicsItem>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace fp {

namespace {
constexpr double kMinZoom = 0.01;
constexpr double kMaxZoom = 8.0;

// The legend floats over the viewport (it does not scroll or zoom).
class LegendOverlay : public QWidget
{
public:
    explicit LegendOverlay(QWidget *parent)
        : QWidget(parent)
    {
        setObjectName(QStringLiteral("legend"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setColumns(1);
    }
    void setColumns(int columns)
    {
        m_columns = columns;
        resize(render::legendSize(columns).toSize() + QSize(2, 2));
        update();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        render::drawLegend(&p, QPointF(0.5, 0.5), m_columns);
    }

private:
    int m_columns = 1;
};
} // namespace

FabricView::FabricView(FabricScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
{
    setObjectName(QStringLiteral("canvas"));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontAdjustForAntialiasing);
    setAcceptDrops(true);
    setFrameShape(QFrame::NoFrame);
    m_legendWidget = new LegendOverlay(this); // not the viewport: that scrolls its children
    placeLegend();
}

void FabricView::placeLegend()
{
    const QRect area = viewport()->geometry();
    // As many columns as fit (at most five: two rows), so it takes little height.
    int columns = 5;
    while (columns > 1 && render::legendSize(columns).width() > area.width() - 24)
        --columns;
    static_cast<LegendOverlay *>(m_legendWidget)->setColumns(columns);
    m_legendWidget->move(area.left() + 12, area.bottom() - m_legendWidget->height() - 12);
    m_legendWidget->setVisible(m_legend);
    m_legendWidget->raise();
}

void FabricView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    placeLegend();
}

double FabricView::zoom() const
{
    return transform().m11();
}

void FabricView::scaleBy(double factor)
{
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    factor = target / zoom();
    if (std::abs(factor - 1.0) < 1e-9)
        return;
    scale(factor, factor);
    emit zoomChanged(zoom());
}

void FabricView::zoomIn()
{
    const auto anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    scaleBy(1.25);
    setTransformationAnchor(anchor);
}

void FabricView::zoomOut()
{
    const auto anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    scaleBy(0.8);
    setTransformationAnchor(anchor);
}

void FabricView::resetZoom()
{
    const QPointF centre = mapToScene(viewport()->rect().center());
    setTransform(QTransform());
    centerOn(centre);
    emit zoomChanged(zoom());
}

void FabricView::zoomTo(double zoom, QPointF centre)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    setTransform(QTransform::fromScale(zoom, zoom));
    centerOn(centre);
    emit zoomChanged(this->zoom());
}

void FabricView::zoomToFit()
{
    QRectF bounds;
    const auto all = scene()->items();
    for (QGraphicsItem *item : all) {
        if (item->isVisible())
            bounds = bounds.isNull() ? item->sceneBoundingRect()
                                     : bounds.united(item->sceneBoundingRect());
    }
    if (bounds.isNull()) {
        setTransform(QTransform());
        centerOn(0, 0);
        emit zoomChanged(zoom());
        return;
    }
    bounds.adjust(-30, -30, 30, 30);
    // Fit into the viewport above the legend, so the legend covers nothing.
    const double reserved = m_legend ? m_legendWidget->height() + 16.0 : 0.0;
    const QRectF area(0, 0, viewport()->width(), std::max(100.0, viewport()->height() - reserved));
    const double s = std::clamp(
        std::min(area.width() / bounds.width(), area.height() / bounds.height()), kMinZoom, 1.5);
    setTransform(QTransform::fromScale(s, s));
    // Put the bounds' centre at the centre of `area` (above the legend).
    centerOn(bounds.center() + QPointF(0, reserved / 2 / s));
    emit zoomChanged(zoom());
}

void FabricView::setLegendVisible(bool visible)
{
    m_legend = visible;
    placeLegend();
}

void FabricView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0.0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    scaleBy(std::pow(1.18, steps));
    event->accept();
}

void FabricView::mousePressEvent(QMouseEvent *event)
{
    const bool panButton = event->button() == Qt::MiddleButton ||
                           event->button() == Qt::RightButton ||
                           (event->button() == Qt::LeftButton && m_space);
    if (panButton) {
        m_panning = true;
        m_panLast = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void FabricView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint p = event->position().toPoint();
        const QPoint d = p - m_panLast;
        m_panLast = p;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void FabricView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_panning = false;
        viewport()->setCursor(m_space ? Qt::OpenHandCursor : Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void FabricView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_space = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void FabricView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_space = false;
        viewport()->setCursor(Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void FabricView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        if (auto *s = qobject_cast<FabricScene *>(scene()))
            s->resync();
        m_legendWidget->update();
        viewport()->update();
    }
    QGraphicsView::changeEvent(event);
}

} // namespace fp
