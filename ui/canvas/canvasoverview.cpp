// SPDX-License-Identifier: GPL-3.0-or-later
#include "canvas/canvasoverview.h"

#include "canvas/canvasview.h"

#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>

namespace fp {

namespace {
constexpr int kMaxWidth = 240; // the widget, pixels: a quarter of the canvas width
constexpr int kMinWidth = 120; // within these
constexpr int kMargin = 8;     // from the viewport's corner
} // namespace

CanvasOverview::CanvasOverview(FabricView *view)
    : QWidget(view) // not the viewport: that scrolls its children
    , m_view(view)
{
    setObjectName(QStringLiteral("canvasOverview"));
    resize(kMaxWidth, kMaxWidth * 2 / 3);
    setCursor(Qt::PointingHandCursor);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    connect(m_timer, &QTimer::timeout, this, &CanvasOverview::refresh);
    connect(view->scene(), &QGraphicsScene::changed, m_timer, qOverload<>(&QTimer::start));
    auto moved = [this] {
        place();
        update();
    };
    connect(view->horizontalScrollBar(), &QScrollBar::valueChanged, this, moved);
    connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this, moved);
    connect(view, &FabricView::zoomChanged, this, moved);
    hide();
}

void CanvasOverview::setEnabled(bool on)
{
    m_wanted = on;
    if (on)
        refresh();
    place();
}

QRectF CanvasOverview::shownSceneRect() const
{
    return m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
}

void CanvasOverview::refresh()
{
    m_timer->stop();
    QGraphicsScene *scene = m_view->scene();
    if (!scene) // the scene is going (the window closes)
        return;
    m_sceneRect = scene->itemsBoundingRect();
    if (m_sceneRect.isEmpty()) {
        m_picture = QPixmap();
        place();
        return;
    }
    m_sceneRect.adjust(-20, -20, 20, 20);
    const QRectF target = pictureRect();
    m_picture = QPixmap(target.size().toSize() * devicePixelRatioF());
    m_picture.setDevicePixelRatio(devicePixelRatioF());
    m_picture.fill(palette().base().color());
    QPainter p(&m_picture);
    p.setRenderHint(QPainter::Antialiasing);
    scene->render(&p, QRectF(QPointF(0, 0), target.size()), m_sceneRect, Qt::KeepAspectRatio);
    p.end();
    place();
    update();
}

// The picture keeps the scene's aspect ratio, centred in the widget.
QRectF CanvasOverview::pictureRect() const
{
    const QRectF inner = QRectF(rect()).adjusted(2, 2, -2, -2);
    if (m_sceneRect.isEmpty())
        return inner;
    const double s =
        std::min(inner.width() / m_sceneRect.width(), inner.height() / m_sceneRect.height());
    const QSizeF size = m_sceneRect.size() * s;
    return QRectF(inner.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

QPointF CanvasOverview::toScene(QPointF widgetPos) const
{
    const QRectF r = pictureRect();
    if (r.isEmpty() || m_sceneRect.isEmpty())
        return {};
    const double s = m_sceneRect.width() / r.width();
    return m_sceneRect.topLeft() + (widgetPos - r.topLeft()) * s;
}

QRectF CanvasOverview::toWidget(const QRectF &sceneRect) const
{
    const QRectF r = pictureRect();
    if (r.isEmpty() || m_sceneRect.isEmpty())
        return {};
    const double s = r.width() / m_sceneRect.width();
    return QRectF(r.topLeft() + (sceneRect.topLeft() - m_sceneRect.topLeft()) * s,
                  sceneRect.size() * s);
}

void CanvasOverview::place()
{
    if (!m_view->scene()) { // the scene is going (the window closes)
        hide();
        return;
    }
    const QRect area = m_view->viewport()->geometry();
    const QRectF items = m_view->scene()->itemsBoundingRect();
    // A quarter of the canvas wide, as tall as the drawing's shape needs (a wide, flat
    // design gets a slim strip), within limits.
    const int w = std::clamp(area.width() / 4, kMinWidth, kMaxWidth);
    const double ratio = items.width() > 0 ? items.height() / items.width() : 2.0 / 3.0;
    const int h = std::clamp(static_cast<int>(w * ratio) + 12, 40, w * 2 / 3);
    if (w != width() || h != height()) {
        resize(w, h);
        m_picture = QPixmap(); // rendered again at the new size
    }
    move(area.right() - width() - kMargin, area.top() + kMargin);
    // Needed while the drawing does not fit what the canvas shows.
    const QRectF shown = shownSceneRect();
    const bool needed = !items.isEmpty() && !shown.contains(items.adjusted(2, 2, -2, -2));
    const bool show =
        m_wanted && needed && area.width() > 3 * width() && area.height() > 2 * height();
    if (show && m_picture.isNull())
        refresh();
    setVisible(show);
    if (show)
        raise();
}

void CanvasOverview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const QRectF r = pictureRect();
    if (!m_picture.isNull())
        p.drawPixmap(r.topLeft(), m_picture);
    // What the canvas shows, framed (clipped to the picture).
    p.setClipRect(r.adjusted(-1, -1, 1, 1));
    const QRectF shown = toWidget(shownSceneRect());
    p.setPen(QPen(palette().highlight().color(), 1.5));
    QColor fill = palette().highlight().color();
    fill.setAlpha(40);
    p.setBrush(fill);
    p.drawRect(shown.adjusted(0.5, 0.5, -0.5, -0.5));
    p.setClipping(false);
    p.setPen(palette().mid().color());
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
}

void CanvasOverview::centreAt(QPointF widgetPos)
{
    m_view->centerOn(toScene(widgetPos));
    update();
}

void CanvasOverview::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        centreAt(event->position());
    event->accept();
}

void CanvasOverview::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        centreAt(event->position());
    event->accept();
}

} // namespace fp
