// SPDX-License-Identifier: GPL-3.0-or-later
// The canvas view: wheel zoom around the cursor, panning with the middle or right
// button (or Space + left drag) on the background, rubber-band selection with the
// left button, fit to window, and the legend drawn over the scene.
#pragma once

#include <QGraphicsView>

namespace fp {

class FabricScene;

class FabricView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit FabricView(FabricScene *scene, QWidget *parent = nullptr);

    void zoomIn();
    void zoomOut();
    void zoomToFit();
    void resetZoom();
    // Zoom to `zoom` (1 = 100 %) centred on a scene point.
    void zoomTo(double zoom, QPointF centre);
    double zoom() const; // 1 = 100 %
    void setLegendVisible(bool visible);
    bool isLegendVisible() const { return m_legend; }

signals:
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void scaleBy(double factor);
    void placeLegend();

    QWidget *m_legendWidget = nullptr;
    bool m_legend = true;
    bool m_panning = false;
    bool m_space = false;
    QPoint m_panLast;
};

} // namespace fp
