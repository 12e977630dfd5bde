// SPDX-License-Identifier: GPL-3.0-or-later
// The painters of core/render/ drawn into a QImage (offscreen) and read back pixel by
// pixel: charts (chartpainter.h) and the design renderer (designrenderer.h). Each test
// checks where the ink went and something the data decides (a bar twice as tall for
// twice the value, a port bar filled to the share of used ports, a title drawn).
//
// QTEST_MAIN (a QGuiApplication on the offscreen platform): text needs Qt's font
// database.
#include "render/chartpainter.h"
#include "render/designrenderer.h"
#include "support/testsupport.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <functional>

using namespace fp;

namespace {

const QColor kBackground(Qt::white);

QImage blankImage(int width, int height)
{
    QImage image(width, height, QImage::Format_ARGB32);
    image.fill(kBackground);
    return image;
}

// Pixels of `image` for which `pick` holds, as points.
QList<QPoint> pixels(const QImage &image, const std::function<bool(QRgb)> &pick)
{
    QList<QPoint> out;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (pick(image.pixel(x, y)))
                out << QPoint(x, y);
        }
    }
    return out;
}

QList<QPoint> inked(const QImage &image)
{
    return pixels(image, [](QRgb c) { return c != kBackground.rgb(); });
}

QList<QPoint> exactly(const QImage &image, const QColor &color)
{
    return pixels(image, [&](QRgb c) { return c == color.rgb(); });
}

// True when every point lies in `rect` grown by `margin` pixels on each side.
bool allInside(const QList<QPoint> &points, const QRect &rect, int margin = 1)
{
    const QRect grown = rect.adjusted(-margin, -margin, margin, margin);
    return std::all_of(points.begin(), points.end(),
                       [&](const QPoint &p) { return grown.contains(p); });
}

// Height in pixels of the tallest column of `points` with x in [from, to).
int tallestColumn(const QList<QPoint> &points, int from, int to)
{
    QHash<int, int> perColumn;
    for (const QPoint &p : points) {
        if (p.x() >= from && p.x() < to)
            ++perColumn[p.x()];
    }
    int best = 0;
    for (int n : perColumn)
        best = std::max(best, n);
    return best;
}

QFont baseFont()
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(10);
    return f;
}

chart::BarChart twoBars(const QString &title)
{
    chart::BarChart c;
    c.title = title;
    c.yAxisLabel = QStringLiteral("EUR million");
    c.categories = {QStringLiteral("A"), QStringLiteral("B")};
    c.series.push_back({QStringLiteral("cost"), QColor(Qt::red), {1.0, 2.0}, {}, {}});
    return c;
}

render::SwitchLook leafLook(double usedPorts)
{
    render::SwitchLook look;
    look.name = QStringLiteral("leaf-1");
    look.typeName = QStringLiteral("QM9700");
    look.role = SwitchRole::Leaf;
    look.technology = Technology::InfiniBand;
    look.usedPorts = usedPorts;
    look.totalPorts = 64;
    look.gbitPerS = 400.0;
    return look;
}

const QColor kPortsUsed(0x4f, 0x9d, 0x69); // designrenderer.cpp: the port bar's fill
const QColor kPortsOver(0xd6, 0x33, 0x33); // ... when more ports are used than exist

// The switch drawn at the centre of a 300 x 200 image, at level of detail 0.4 (names
// and the port bar, no port count text over the bar).
QImage switchImage(const render::SwitchLook &look)
{
    QImage image = blankImage(300, 200);
    QPainter p(&image);
    p.translate(150, 100);
    render::drawSwitch(&p, look, 0.4, false);
    p.end();
    return image;
}

} // namespace

class TestRender : public QObject
{
    Q_OBJECT

private slots:
    // Values 1 and 2 on an axis from 0: the second bar is twice as tall; all ink stays
    // in the chart's rectangle.
    void barChartBarsInTheirRectangle()
    {
        QImage image = blankImage(400, 300);
        const QRect rect(100, 60, 240, 180);
        QPainter p(&image);
        chart::paintBarChart(&p, rect, twoBars(QStringLiteral("Network cost")), baseFont());
        p.end();
        QVERIFY(allInside(inked(image), rect));
        const QList<QPoint> red = exactly(image, Qt::red);
        QVERIFY(!red.isEmpty());
        QVERIFY(allInside(red, rect, 0));
        const int middle = rect.center().x();
        const int a = tallestColumn(red, rect.left(), middle);
        const int b = tallestColumn(red, middle, rect.right() + 1);
        QVERIFY2(a > 10, qPrintable(QString::number(a)));
        QVERIFY2(std::abs(b - 2 * a) <= 2, qPrintable(QStringLiteral("%1 vs %2").arg(a).arg(b)));
    }

    // The title is drawn: with and without it, the band at the top of the chart differs.
    void barChartDrawsItsTitle()
    {
        const QRect rect(0, 0, 300, 200);
        QImage with = blankImage(300, 200);
        QImage without = blankImage(300, 200);
        QPainter p1(&with);
        chart::paintBarChart(&p1, rect, twoBars(QStringLiteral("Network cost")), baseFont());
        p1.end();
        QPainter p2(&without);
        chart::paintBarChart(&p2, rect, twoBars(QString()), baseFont());
        p2.end();
        const QRect topBand(0, 0, 300, 20);
        QVERIFY(with.copy(topBand) != without.copy(topBand));
        QVERIFY(!inked(with.copy(topBand)).isEmpty());
    }

    // A rising series: its line is higher on the right (smaller y) than on the left.
    void lineChartRises()
    {
        chart::LineChart c;
        c.xAxisLabel = QStringLiteral("Message size");
        c.yAxisLabel = QStringLiteral("GB/s");
        c.series.push_back({QStringLiteral("model"),
                            QColor(Qt::blue),
                            {{1 << 20, 10.0}, {1 << 24, 200.0}, {1 << 28, 400.0}},
                            chart::LineSeries::Style::Solid,
                            0,
                            false});
        QImage image = blankImage(400, 300);
        const QRect rect(40, 30, 320, 240);
        QPainter p(&image);
        chart::paintLineChart(&p, rect, c, baseFont());
        p.end();
        QVERIFY(allInside(inked(image), rect));
        // Blue-ish: the line is antialiased, so its edges mix with the background.
        const QList<QPoint> blue = pixels(
            image, [](QRgb c) { return qBlue(c) > 180 && qRed(c) < 140 && qGreen(c) < 140; });
        QVERIFY(blue.size() > 20);
        int minX = rect.right(), maxX = rect.left();
        for (const QPoint &pt : blue) {
            minX = std::min(minX, pt.x());
            maxX = std::max(maxX, pt.x());
        }
        double leftY = 0, rightY = 0;
        int left = 0, right = 0;
        for (const QPoint &pt : blue) {
            if (pt.x() < minX + (maxX - minX) / 4) {
                leftY += pt.y();
                ++left;
            } else if (pt.x() > maxX - (maxX - minX) / 4) {
                rightY += pt.y();
                ++right;
            }
        }
        QVERIFY(left > 0 && right > 0);
        QVERIFY(rightY / right < leftY / left - 50.0);
    }

    // 16 of 64 ports used: the green part of the port bar is a quarter of the bar
    // (92 px wide: switch 104 px minus 2 x 6 px): 23 px. All ink inside the switch.
    void switchPortBarShowsUse()
    {
        const QImage image = switchImage(leafLook(16.0));
        const QRect box = render::switchRect().translated(150, 100).toAlignedRect();
        QVERIFY(allInside(inked(image), box, 2));
        const QList<QPoint> green = exactly(image, kPortsUsed);
        QVERIFY(!green.isEmpty());
        int minX = image.width(), maxX = 0;
        for (const QPoint &pt : green) {
            minX = std::min(minX, pt.x());
            maxX = std::max(maxX, pt.x());
        }
        const int width = maxX - minX + 1;
        QVERIFY2(std::abs(width - 23) <= 2, qPrintable(QString::number(width)));
        QVERIFY(exactly(image, kPortsOver).isEmpty());
    }

    // 80 of 64 ports: the bar turns red; the name is drawn (the image differs from the
    // same switch without a name, in the name's line).
    void switchOvercommittedAndNamed()
    {
        const QImage over = switchImage(leafLook(80.0));
        QVERIFY(exactly(over, kPortsUsed).isEmpty());
        QVERIFY(exactly(over, kPortsOver).size() > 300); // about 92 x 9 px
        render::SwitchLook unnamed = leafLook(80.0);
        unnamed.name.clear();
        const QImage blank = switchImage(unnamed);
        const QRect nameLine =
            render::switchRect().translated(150, 100).toAlignedRect().adjusted(4, 2, -4, 0);
        const QRect nameBand(nameLine.left(), nameLine.top(), nameLine.width(), 16);
        QVERIFY(over.copy(nameBand) != blank.copy(nameBand));
    }

    // A whole hand-built design (2 nodes, 1 leaf, 16 links) scaled into a target
    // rectangle: ink only there, and the InfiniBand colour present (switch border,
    // links).
    void designIntoTarget()
    {
        test::ProjectBuilder b;
        const Id leaf = b.sw();
        const Id n1 = b.node();
        const Id n2 = b.node();
        b.connectAll(n1, leaf);
        b.connectAll(n2, leaf);
        b.p.switches.front().pos = QPointF(150, -200);
        b.p.nodes[0].pos = QPointF(0, 0);
        b.p.nodes[1].pos = QPointF(300, 0);
        QVERIFY(!render::designBounds(b.p, test::shippedCatalog()).isEmpty());

        QImage image = blankImage(400, 300);
        const QRect target(50, 40, 300, 220);
        QPainter p(&image);
        render::drawDesign(&p, b.p, test::shippedCatalog(), target);
        p.end();
        const QList<QPoint> ink = inked(image);
        QVERIFY(ink.size() > 500);
        QVERIFY(allInside(ink, target));
        const QColor ib = render::technologyColor(Technology::InfiniBand);
        QVERIFY(!pixels(image, [&](QRgb c) {
                     return qAbs(qRed(c) - ib.red()) + qAbs(qGreen(c) - ib.green()) +
                                qAbs(qBlue(c) - ib.blue()) <
                            24;
                 }).isEmpty());
    }
};

QTEST_MAIN(TestRender)
#include "tst_render.moc"
