// SPDX-License-Identifier: GPL-3.0-or-later
#include "icons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <tuple>

namespace fp::icons {

namespace {

void paint(QPainter &p, Kind kind, const QColor &ink)
{
    p.setRenderHint(QPainter::Antialiasing);
    QPen pen(ink, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    switch (kind) {
    case Kind::NewDesign: {
        // Two tiers of switches over nodes: a generated fabric.
        p.setBrush(QColor(0xe8, 0xdf, 0xf6));
        p.drawRect(QRectF(8, 2.5, 8, 4.5));
        p.setBrush(QColor(0xdd, 0xeb, 0xf8));
        p.drawRect(QRectF(2.5, 10, 7, 4.5));
        p.drawRect(QRectF(14.5, 10, 7, 4.5));
        p.drawLine(QPointF(12, 7), QPointF(6, 10));
        p.drawLine(QPointF(12, 7), QPointF(18, 10));
        p.setBrush(QColor(0x6a, 0xa8, 0x1e));
        p.setPen(QPen(ink, 1.2));
        for (int i = 0; i < 4; ++i)
            p.drawRect(QRectF(2.5 + i * 5, 18, 3.5, 3.5));
        break;
    }
    case Kind::Select: {
        QPainterPath arrow;
        arrow.moveTo(6, 3);
        arrow.lineTo(6, 19);
        arrow.lineTo(10, 15);
        arrow.lineTo(13, 21);
        arrow.lineTo(15.5, 20);
        arrow.lineTo(12.5, 14);
        arrow.lineTo(18, 14);
        arrow.closeSubpath();
        p.setBrush(Qt::white);
        p.drawPath(arrow);
        break;
    }
    case Kind::Connect:
        p.drawLine(QPointF(6, 18), QPointF(18, 6));
        p.setBrush(Qt::white);
        p.drawEllipse(QPointF(6, 18), 3.2, 3.2);
        p.setBrush(QColor(0x1f, 0x6f, 0xb2));
        p.drawRect(QRectF(14, 3, 8, 6));
        break;
    case Kind::ZoomIn:
    case Kind::ZoomOut:
        p.drawEllipse(QPointF(10, 10), 6.5, 6.5);
        p.setPen(QPen(ink, 2.6, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(15, 15), QPointF(21, 21));
        p.setPen(pen);
        p.drawLine(QPointF(7, 10), QPointF(13, 10));
        if (kind == Kind::ZoomIn)
            p.drawLine(QPointF(10, 7), QPointF(10, 13));
        break;
    case Kind::ZoomFit:
        for (const auto &[x, y, dx, dy] :
             {std::tuple{3.0, 3.0, 1.0, 1.0}, std::tuple{21.0, 3.0, -1.0, 1.0},
              std::tuple{3.0, 21.0, 1.0, -1.0}, std::tuple{21.0, 21.0, -1.0, -1.0}}) {
            p.drawLine(QPointF(x, y), QPointF(x + 5 * dx, y));
            p.drawLine(QPointF(x, y), QPointF(x, y + 5 * dy));
        }
        p.drawRect(QRectF(8, 8, 8, 8));
        break;
    }
}

QPixmap render(Kind kind, const QColor &ink, qreal dpr)
{
    QPixmap pm(QSize(24, 24) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    paint(p, kind, ink);
    return pm;
}

} // namespace

QIcon make(Kind kind)
{
    QIcon icon;
    for (qreal dpr : {1.0, 2.0}) {
        icon.addPixmap(render(kind, QColor(0x2d, 0x3e, 0x50), dpr), QIcon::Normal);
        icon.addPixmap(render(kind, QColor(0xa0, 0xa8, 0xb2), dpr), QIcon::Disabled);
    }
    return icon;
}

} // namespace fp::icons
