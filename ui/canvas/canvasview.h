// SPDX-License-Identifier: GPL-3.0-or-later
// The canvas view: wheel zoom around the cursor, panning with the middle or right
// button (or Space + left drag) on the background, rubber-band selection with the
// left button, fit to window, the legend drawn over the scene, and a hint on what to
// do while the canvas is empty.
//
// Navigation:
//  - Fit frames what matters: the groups (pods, units) and the nodes outside them,
//    with the switches that stand above or below them; a switch row wider than that
//    counts only where it overlaps (fitBounds()).
//  - Zoom in/out and the wheel step through fixed levels (zoomLevels()): below 40 %,
//    where names are too small to read, each step about doubles; from 40 % on each
//    step is x1.25. A wheel notch is 120 units of angle; smaller deltas (touchpads,
//    high-resolution wheels) add up to one.
//  - An overview (canvas/canvasoverview.h) in the top-right corner while the drawing
//    does not fit: the whole design with the part shown framed; click to go there.
#pragma once

#include <QGraphicsView>

#include <vector>

class QLabel;

namespace fp {

class CanvasOverview;
class FabricScene;

class FabricView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit FabricView(FabricScene *scene, QWidget *parent = nullptr);

    void zoomIn();
    void zoomOut();
    void zoomToFit();
    // The scene rectangle Fit frames (before its margin); null on an empty canvas.
    QRectF fitBounds() const;
    // The zoom levels of Zoom in/out and the wheel, ascending (1 = 100 %).
    static const std::vector<double> &zoomLevels();
    // The level after `zoom` in `direction` (+1 in, -1 out), within the zoom limits.
    static double nextZoomLevel(double zoom, int direction);
    void resetZoom();
    // Zoom to `zoom` (1 = 100 %) centred on a scene point.
    void zoomTo(double zoom, QPointF centre);
    double zoom() const; // 1 = 100 %
    void setLegendVisible(bool visible);
    bool isLegendVisible() const { return m_legend; }
    // The overview of a large design (canvas/canvasoverview.h), top right.
    CanvasOverview *overview() const { return m_overview; }
    void setOverviewEnabled(bool on);
    // The hint shown while the canvas is empty (objectName "canvasHint").
    QLabel *emptyHint() const { return m_hint; }

signals:
    void zoomChanged(double zoom);
    // A right click that did not pan, at `scenePos` (`globalPos` on the screen).
    void contextMenuRequested(QPointF scenePos, QPoint globalPos);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void keepClearOfLegend();
    static void extendWithShift(QMouseEvent *event);
    void scaleBy(double factor);
    void stepZoom(int direction);
    void placeLegend();
    void retranslateHint();
    void updateHint();

    QWidget *m_legendWidget = nullptr;
    QLabel *m_hint = nullptr;
    CanvasOverview *m_overview = nullptr;
    int m_wheelAngle = 0; // wheel angle not yet turned into a zoom step
    bool m_legend = true;
    bool m_keepDropClear = false; // since a drop, until the next click or wheel turn
    bool m_panning = false;
    bool m_space = false;
    QPoint m_panLast;
    QPoint m_panStart;
    Qt::MouseButton m_panButton = Qt::NoButton;
};

} // namespace fp
