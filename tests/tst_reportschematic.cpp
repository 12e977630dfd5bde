// SPDX-License-Identifier: GPL-3.0-or-later
// The report's schematic of the design (report/schematic.h): its texts
// are legible on the page (6 pt or more as painted, for 16 to 131,072 GPUs), they fit
// their boxes, the drawing fits an A4 and a Letter page, the boxes name the real counts
// (the 1,024- and 16,384-GPU examples counted by hand), the legend names only what is
// drawn, and the PDF carries the schematic's labels as text in English and Dutch.
//
// QTEST_MAIN (a QGuiApplication on the offscreen platform): the layout measures text.
#include "analysis/evaluation.h"
#include "io/projectio.h"
#include "model/catalog.h"
#include "report/reportcontent.h"
#include "report/reportrenderer.h"
#include "report/schematic.h"
#include "support/testsupport.h"
#include "text/i18n.h"
#include "topology/clusterfabrics.h"
#include "topology/generator.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace fp;
using namespace fp::report;

namespace {

// Device units of the report: 1/96 inch (reportrenderer.cpp).
constexpr double kDpi = 96.0;
double mm(double v)
{
    return v * kDpi / 25.4;
}

// A paint device that records the font of every text painted on it: the sizes in
// points as the painter hands them to the engine, i.e. as they land on the page.
class RecordingEngine : public QPaintEngine
{
public:
    struct Run {
        QString text;
        double pt = 0.0;
    };
    std::vector<Run> runs;
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override {}
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawTextItem(const QPointF &, const QTextItem &item) override
    {
        runs.push_back({item.text(), item.font().pointSizeF()});
    }
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    Type type() const override { return QPaintEngine::User; }
};

class RecordingDevice : public QPaintDevice
{
public:
    RecordingEngine engine;
    QPaintEngine *paintEngine() const override { return const_cast<RecordingEngine *>(&engine); }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
            return int(mm(210));
        case PdmHeight:
            return int(mm(297));
        case PdmWidthMM:
            return 210;
        case PdmHeightMM:
            return 297;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return int(kDpi);
        case PdmDepth:
            return 32;
        case PdmNumColors:
            return 0x7fffffff;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        default:
            break;
        }
        return 0;
    }
};

QString tool(const char *name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

QString run(const char *name, const QStringList &args)
{
    QProcess p;
    p.start(tool(name), args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString rtr(const char *text)
{
    return QCoreApplication::translate("fp::Report", text);
}

} // namespace

class TestReportSchematic : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { setLanguage(QStringLiteral("en")); }
    void legibleAtEveryScale_data();
    void legibleAtEveryScale();
    void handCounted1024();
    void handCounted16384();
    void fatTreeUnit();
    void railsOnPlanes();
    void oneTierOnPlanes();
    void otherFabricsAndLegend();
    void pdfCarriesTheLabels_data();
    void pdfCarriesTheLabels();

private:
    Project load(const QString &name) const;
    Project generated(int gpus, int planes, Technology technology = Technology::InfiniBand,
                      const QString &nodeType = QString()) const;
    Catalog m_catalog;
    QTemporaryDir m_dir;
};

void TestReportSchematic::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_catalog = test::shippedCatalog();
    setLanguage(QStringLiteral("en"));
}

Project TestReportSchematic::load(const QString &name) const
{
    QString error;
    auto p = loadProject(QStringLiteral(FP_SOURCE_DIR "/examples/") + name, &error);
    if (!p)
        qFatal("cannot load example %s: %s", qPrintable(name), qPrintable(error));
    return *p;
}

Project TestReportSchematic::generated(int gpus, int planes, Technology technology,
                                       const QString &nodeType) const
{
    GeneratorParams params;
    params.nodeTypeId = nodeType;
    params.gpus = gpus;
    params.planes = planes;
    params.technology = technology;
    QString error;
    auto p = generateProject(m_catalog, params, &error);
    if (!p)
        qFatal("cannot generate %d GPUs: %s", gpus, qPrintable(error));
    return *p;
}

void TestReportSchematic::legibleAtEveryScale_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("language");
    for (const char *lang : {"en", "nl"}) {
        QTest::addRow("16 %s", lang) << QString() << 16 << QString::fromLatin1(lang);
        QTest::addRow("1024 %s", lang)
            << QStringLiteral("example-1024-h100.json") << 1024 << QString::fromLatin1(lang);
        QTest::addRow("16384 %s", lang)
            << QStringLiteral("example-16384-h100.json") << 16384 << QString::fromLatin1(lang);
        QTest::addRow("131072 %s", lang) << QString() << 131072 << QString::fromLatin1(lang);
        QTest::addRow("256 ethernet %s", lang)
            << QStringLiteral("ethernet") << 256 << QString::fromLatin1(lang);
        // Dual-port NICs on two planes: node 1 reaches 16 leaves, drawn in one row.
        QTest::addRow("1024 dual-port %s", lang)
            << QStringLiteral("dual") << 1024 << QString::fromLatin1(lang);
    }
}

// Every text of the schematic, as painted, is at least 6 pt: the type scale does not
// shrink with the design (the old drawing scaled the canvas: ~2 pt labels at 1,024
// GPUs, a sliver at 16,384). Every text fits its box, and the drawing fits the
// content area of an A4 page (170 x 255 mm) and of a Letter page (176 x 237 mm).
void TestReportSchematic::legibleAtEveryScale()
{
    QFETCH(QString, source);
    QFETCH(int, gpus);
    QFETCH(QString, language);
    setLanguage(language);
    // 131,072 GPUs of 64-port switches need two planes (3 tiers hold 65,536 on one).
    Project project;
    if (source.isEmpty())
        project = generated(gpus, gpus > 65536 ? 2 : 1);
    else if (source == QLatin1String("ethernet"))
        project = generated(gpus, 1, Technology::Ethernet);
    else if (source == QLatin1String("dual"))
        project = generated(gpus, 2, Technology::InfiniBand, QStringLiteral("h100-8gpu-dual"));
    else
        project = load(source);
    const Schematic s = buildSchematic(project, m_catalog);
    QVERIFY(!s.compute.rows.empty());
    QVERIFY(s.unit.has_value());

    RecordingDevice dev;
    const double width = mm(170);
    const SchematicLayout layout = layoutSchematic(s, width, &dev);
    QVERIFY2(layout.size.height() <= mm(237),
             qPrintable(QStringLiteral("%1 mm").arg(layout.size.height() * 25.4 / kDpi)));
    QVERIFY(layout.texts.size() >= 10);
    for (const SchematicLayout::Text &t : layout.texts) {
        QVERIFY2(t.pt >= 6.0, qPrintable(t.text));
        QVERIFY2(t.rect.left() >= -0.5 && t.rect.right() <= width + 0.5, qPrintable(t.text));
        // It fits: one line per line break within the width, or wrapped within the height.
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setPointSizeF(t.pt);
        f.setBold(t.bold);
        f.setStyleStrategy(QFont::PreferNoShaping);
        f.setKerning(false);
        const QFontMetricsF fm(f, &dev);
        const QRectF need = fm.boundingRect(t.rect, t.flags, t.text);
        QVERIFY2(
            need.width() <= t.rect.width() + 0.5,
            qPrintable(
                QStringLiteral("%1: %2 > %3").arg(t.text).arg(need.width()).arg(t.rect.width())));
        QVERIFY2(
            need.height() <= t.rect.height() + 0.5,
            qPrintable(
                QStringLiteral("%1: %2 > %3").arg(t.text).arg(need.height()).arg(t.rect.height())));
    }

    // As painted: every text run reaches the engine at 6 pt or more.
    QPainter p(&dev);
    paintSchematic(&p, QPointF(mm(20), mm(22)), layout);
    p.end();
    QVERIFY(dev.engine.runs.size() >= layout.texts.size());
    double smallest = 100.0;
    for (const RecordingEngine::Run &r : dev.engine.runs)
        smallest = std::min(smallest, r.pt);
    QVERIFY2(smallest >= 6.0, qPrintable(QString::number(smallest)));
}

// The 1,024-GPU example counted by hand: 128 nodes of 8 GPUs with one 400G NIC per
// GPU give 1,024 node links. A 64-port QM9700 leaf has 32 ports down and 32 up:
// 1,024 / 32 = 32 leaves and 32 x 32 = 1,024 uplinks onto 1,024 / 64 = 16 spines.
// The example repeats a unit of 32 nodes and 8 leaves (one per rail) 4 times.
void TestReportSchematic::handCounted1024()
{
    setLanguage(QStringLiteral("en"));
    const Schematic s = buildSchematic(load(QStringLiteral("example-1024-h100.json")), m_catalog);
    QCOMPARE(s.compute.rows.size(), size_t(3));
    QCOMPARE(s.compute.rows[0].label, QStringLiteral("16 \u00d7 Quantum-2 QM9700 spine"));
    QCOMPARE(s.compute.rows[1].label, QStringLiteral("32 \u00d7 Quantum-2 QM9700 leaf"));
    // The rows name their switches as the failure texts do (PDF review #20: "at worst
    // Leaf 1.1" could not be found on the drawing); the unit's leaves carry those names.
    QCOMPARE(s.compute.rows[0].detail, QStringLiteral("named Spine 1 to Spine 16"));
    QCOMPARE(s.compute.rows[1].detail,
             QStringLiteral("8 per unit \u00d7 4 units; named Leaf 1.1 to Leaf 1.8 in each unit"));
    QCOMPARE(s.compute.rows[2].label, QStringLiteral("128 \u00d7 HGX/DGX H100 8-GPU server"));
    QCOMPARE(s.compute.rows[2].detail,
             QStringLiteral("1,024 GPUs; 32 nodes per unit \u00d7 4 units"));
    QCOMPARE(s.compute.bundles.size(), size_t(2));
    QCOMPARE(s.compute.bundles[0], QStringLiteral("1,024 links \u00d7 400 Gb/s\n32 up per leaf"));
    QCOMPARE(s.compute.bundles[1], QStringLiteral("1,024 links \u00d7 400 Gb/s\n8 per node"));
    QCOMPARE(s.compute.title, QStringLiteral("Compute fabric (InfiniBand): 2 tiers, 1 plane"));

    // The unit: 32 nodes on 8 leaves, rail k on leaf k; nodes 1, 2 and 32 drawn.
    QVERIFY(s.unit);
    const SchematicUnit &u = *s.unit;
    QCOMPARE(u.leaves.size(), size_t(8));
    for (int r = 0; r < 8; ++r) {
        QCOMPARE(u.leafRails[size_t(r)], QStringLiteral("rail %1").arg(r + 1));
        QCOMPARE(u.leaves[size_t(r)], QStringLiteral("Leaf 1.%1").arg(r + 1));
    }
    // The switch page 1 and the availability chapter name as the worst failure is on
    // the drawing.
    const Project p = load(QStringLiteral("example-1024-h100.json"));
    const Evaluation ev = evaluate(p, m_catalog);
    const VariantEvaluation &drawn = ev.variants.front();
    const Switch *worst = drawn.project.switchById(drawn.resilience.worstSwitchFailure.subject);
    QVERIFY(worst);
    QVERIFY2(std::find(u.leaves.begin(), u.leaves.end(), worst->name) != u.leaves.end(),
             qPrintable(worst->name));
    QCOMPARE(u.nodes.size(), size_t(3));
    QCOMPARE(u.nodes[0].name, QStringLiteral("Node 1"));
    QCOMPARE(u.nodes[2].name, QStringLiteral("Node 32"));
    QCOMPARE(u.omitted, QStringLiteral("\u2026 29 more nodes"));
    for (const SchematicUnit::NodeBox &n : u.nodes) {
        QCOMPARE(n.leafOfPort.size(), size_t(8));
        for (int k = 0; k < 8; ++k)
            QCOMPARE(n.leafOfPort[size_t(k)], k);
    }
    QVERIFY2(u.title.contains(QLatin1String("32 nodes on 8 leaves")), qPrintable(u.title));
    QVERIFY2(u.title.contains(QLatin1String("4 such units")), qPrintable(u.title));
    QCOMPARE(u.uplinks, QStringLiteral("Each leaf: 32 links \u00d7 400 Gb/s up to the next tier"));
    // No other fabric: said, not drawn.
    QVERIFY(s.others.empty());
    QVERIFY2(s.absent.contains(QLatin1String("storage")) &&
                 s.absent.contains(QLatin1String("front-end")) &&
                 s.absent.contains(QLatin1String("management")),
             qPrintable(s.absent));
}

// 16,384 GPUs (docs/DESIGN.md section 4): 2,048 nodes, 16,384 node links onto 512
// leaves (32 down each), 512 x 32 = 16,384 links onto 512 aggregation switches (32
// down, 32 up), 16,384 links onto 16,384 / 64 = 256 core switches.
void TestReportSchematic::handCounted16384()
{
    setLanguage(QStringLiteral("en"));
    const Schematic s = buildSchematic(load(QStringLiteral("example-16384-h100.json")), m_catalog);
    QCOMPARE(s.compute.rows.size(), size_t(4));
    QCOMPARE(s.compute.rows[0].label, QStringLiteral("256 \u00d7 Quantum-2 QM9700 core"));
    QCOMPARE(s.compute.rows[1].label, QStringLiteral("512 \u00d7 Quantum-2 QM9700 aggregation"));
    QCOMPARE(s.compute.rows[2].label, QStringLiteral("512 \u00d7 Quantum-2 QM9700 leaf"));
    QVERIFY2(s.compute.rows[3].label.startsWith(QStringLiteral("2,048 \u00d7 ")),
             qPrintable(s.compute.rows[3].label));
    for (const QString &b : s.compute.bundles)
        QVERIFY2(b.startsWith(QStringLiteral("16,384 links \u00d7 400 Gb/s")), qPrintable(b));
}

// A fat tree of 1,024 GPUs: a 64-port leaf takes 32 NIC links down, the 8 NICs of 4
// nodes; the generator repeats that unit (4 nodes on 1 leaf) 32 times. No rails: each
// node's 8 NICs go to the one leaf.
void TestReportSchematic::fatTreeUnit()
{
    setLanguage(QStringLiteral("en"));
    GeneratorParams params;
    params.gpus = 1024;
    params.topology = TopologyKind::FatTree;
    QString error;
    const auto p = generateProject(m_catalog, params, &error);
    QVERIFY2(p, qPrintable(error));
    const Schematic s = buildSchematic(*p, m_catalog);
    QVERIFY(s.unit);
    QCOMPARE(s.unit->title, QStringLiteral("One unit in detail: 4 nodes on 1 leaf (the design has "
                                           "32 such units)"));
    QCOMPARE(s.unit->leaves.size(), size_t(1));
    QVERIFY(s.unit->leafRails.front().isEmpty());
    QVERIFY(s.unit->note.isEmpty());
    QCOMPARE(s.compute.rows[1].label, QStringLiteral("32 \u00d7 Quantum-2 QM9700 leaf"));
    QCOMPARE(s.compute.rows[1].detail,
             QStringLiteral("1 per unit \u00d7 32 units; named Leaf 1.1 in each unit"));
}

// A design with the cluster's other networks draws them, each with its technology's
// colour in the legend; the 1,024-GPU example (InfiniBand only) has no Ethernet entry
// and no "not in the design" box once every network is there.
void TestReportSchematic::otherFabricsAndLegend()
{
    setLanguage(QStringLiteral("en"));
    Project p = load(QStringLiteral("example-1024-h100.json"));
    RecordingDevice dev;
    const auto texts = [&](const Schematic &s) {
        QStringList out;
        for (const SchematicLayout::Text &t : layoutSchematic(s, mm(170), &dev).texts)
            out << t.text;
        return out.join(QLatin1Char('|'));
    };
    const QString plain = texts(buildSchematic(p, m_catalog));
    QVERIFY(plain.contains(QLatin1String("InfiniBand")));
    QVERIFY2(!plain.contains(QLatin1String("Ethernet")), qPrintable(plain));
    QVERIFY(plain.contains(QLatin1String("Not in the design")));

    QString error;
    QVERIFY2(addClusterFabrics(p, m_catalog, Technology::InfiniBand, &error) == 3,
             qPrintable(error));
    const Schematic s = buildSchematic(p, m_catalog);
    QCOMPARE(s.others.size(), size_t(3));
    QVERIFY(s.absent.isEmpty());
    QCOMPARE(s.others[0].purpose, FabricPurpose::Storage);
    const QString all = texts(s);
    QVERIFY(all.contains(QLatin1String("Storage fabric (InfiniBand)")));
    QVERIFY(all.contains(QLatin1String("Front-end fabric (Ethernet)")));
    QVERIFY(all.contains(QLatin1String("Management network (Ethernet)")));
    QVERIFY(all.contains(QStringLiteral("Link bundle (links \u00d7 speed): Ethernet")));
    QVERIFY2(!all.contains(QLatin1String("Not in the design")), qPrintable(all));
}

void TestReportSchematic::pdfCarriesTheLabels_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("nl") << QStringLiteral("nl");
}

// The PDF of the 1,024-GPU example carries the schematic's labels as text on one page,
// at 6 pt or more on the page (pdftotext -bbox: a word's box is as high as its font's
// ascent plus descent, 1.16 em for DejaVu Sans, so a 6 pt word is at least 6 pt high).
void TestReportSchematic::pdfCarriesTheLabels()
{
    QFETCH(QString, language);
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    setLanguage(language);
    const Project project = load(QStringLiteral("example-1024-h100.json"));
    const Evaluation ev = evaluate(project, m_catalog);
    const QString path = m_dir.filePath(QStringLiteral("schematic-%1.pdf").arg(language));
    QString error;
    QVERIFY2(writeReportPdf(project, m_catalog, ev, path, ReportOptions{}, &error),
             qPrintable(error));
    const QString text =
        run("pdftotext", {path, QStringLiteral("-")}).replace(QChar(0x00a0), QLatin1Char(' '));
    const QString leaf =
        rtr("%1 \u00d7 %2 %3")
            .arg(QStringLiteral("32"), QStringLiteral("Quantum-2 QM9700"), rtr("leaf"));
    QVERIFY2(text.contains(leaf), qPrintable(leaf));
    const QString links = rtr("%1 links \u00d7 %2")
                              .arg(formatInteger(1024), rtr("%1 Gb/s").arg(QStringLiteral("400")));
    QVERIFY2(text.contains(links), qPrintable(links));
    QVERIFY(text.contains(rtr("rail %1").arg(8)));

    // Word heights of the schematic's part names on the page.
    const QString bbox = run("pdftotext", {QStringLiteral("-bbox"), path, QStringLiteral("-")});
    static const QRegularExpression word(
        QStringLiteral("<word xMin=\"[\\d.]+\" yMin=\"([\\d.]+)\" xMax=\"[\\d.]+\" "
                       "yMax=\"([\\d.]+)\">(QM9700)</word>"));
    int seen = 0;
    for (auto it = word.globalMatch(bbox); it.hasNext();) {
        const auto m = it.next();
        const double h = m.captured(2).toDouble() - m.captured(1).toDouble();
        QVERIFY2(h >= 6.0, qPrintable(QStringLiteral("%1: %2 pt").arg(m.captured(3)).arg(h)));
        ++seen;
    }
    QVERIFY2(seen >= 2, qPrintable(QString::number(seen)));
}

// Two planes of dual-port nodes (h100-8gpu-dual, 256 GPUs: 32 nodes, a unit of 16 rail
// leaves, 8 a plane): NIC k's two ports go to the leaves of rail k on planes A and B, so
// the unit's leaves read "rail 1A", "rail 1B", ... (both read "rail 1", review: "r1 r1
// r2 r2" with no plane), and the note says what the letter is.
void TestReportSchematic::railsOnPlanes()
{
    const Schematic s = buildSchematic(
        generated(256, 2, Technology::InfiniBand, QStringLiteral("h100-8gpu-dual")), m_catalog);
    QVERIFY(s.unit);
    const SchematicUnit &u = *s.unit;
    QCOMPARE(u.leafRails.size(), std::size_t(16));
    QCOMPARE(u.leafRails[0], QStringLiteral("rail 1A"));
    QCOMPARE(u.leafRails[1], QStringLiteral("rail 1B"));
    QCOMPARE(u.leafRails[15], QStringLiteral("rail 8B"));
    QVERIFY2(u.note.contains(QLatin1String("Rail-optimized on planes")), qPrintable(u.note));
}

// One tier on two planes (256 GPUs on Ethernet: one 128 x 400G SN5600 a plane, each
// taking four NICs of every node): each leaf box says its plane (board review: the
// 256-GPU Ethernet schematic showed no plane per switch).
void TestReportSchematic::oneTierOnPlanes()
{
    setLanguage(QStringLiteral("en"));
    const Schematic s = buildSchematic(generated(256, 2, Technology::Ethernet), m_catalog);
    QVERIFY(s.unit);
    const SchematicUnit &u = *s.unit;
    QCOMPARE(s.compute.title, QStringLiteral("Compute fabric (Ethernet): 1 tier, 2 planes"));
    QCOMPARE(u.leaves.size(), std::size_t(2));
    QCOMPARE(u.leafRails[0], QStringLiteral("plane A"));
    QCOMPARE(u.leafRails[1], QStringLiteral("plane B"));
}

QTEST_MAIN(TestReportSchematic)
#include "tst_reportschematic.moc"
