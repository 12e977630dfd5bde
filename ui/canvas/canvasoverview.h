// SPDX-License-Identifier: GPL-3.0-or-later
// The overview of a large design: a small picture of the whole
// drawing in the canvas's top-right corner with the part the canvas shows framed.
// Click or drag in it to move the canvas there. It shows only while the drawing does
// not fit the canvas at the current zoom (and View > Show overview is on). The
// picture is the scene rendered once per change (debounced), not redrawn per scroll.
#pragma once

#include <QPixmap>
#include <QRectF>
#include <QWidget>

class QTimer;

namespace fp {

class FabricView;

class CanvasOverview : public QWidget
{
    Q_OBJECT

public:
    explicit CanvasOverview(FabricView *view);

    // Whether the user wants it (View > Show overview); shown only when needed too.
    void setEnabled(bool on);
    bool isWanted() const { return m_wanted; }
    // The scene rectangle the picture shows, and the one the canvas shows now.
    QRectF pictureSceneRect() const { return m_sceneRect; }
    QRectF shownSceneRect() const;
    // Widget <-> scene coordinates of the picture.
    QPointF toScene(QPointF widgetPos) const;
    QRectF toWidget(const QRectF &sceneRect) const;
    // Re-renders the picture now (otherwise 250 ms after the last scene change).
    void refresh();
    // Places it and shows or hides it as the view now needs.
    void place();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    QRectF pictureRect() const; // where the picture lies in the widget
    void centreAt(QPointF widgetPos);

    FabricView *m_view;
    QTimer *m_timer = nullptr;
    QPixmap m_picture;
    QRectF m_sceneRect;
    bool m_wanted = true;
};

} // namespace fp
