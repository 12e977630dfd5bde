// SPDX-License-Identifier: GPL-3.0-or-later
// The report's body chapters of issue 17 point 2 (report/bodychapters.h): the options
// in words (identical variants merged with the reason), the risk register (likelihood,
// impact, mitigation from the analyses' findings) and the implementation steps (RFQ,
// proof of concept with nccl-tests and the model's thresholds, decision gates); read
// back from the PDF with pdftotext in English and Dutch.
//
// QTEST_MAIN (a QGuiApplication on the offscreen platform): the report lays out text.
#include "analysis/evaluation.h"
#include "io/projectio.h"
#include "model/catalog.h"
#include "report/bodychapters.h"
#include "report/comparison.h"
#include "report/executivesummary.h"
#include "report/reportcontent.h"
#include "report/reportrenderer.h"
#include "support/testsupport.h"
#include "text/i18n.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace fp;
using namespace fp::report;

namespace {

QString rtr(const char *text)
{
    return QCoreApplication::translate("fp::Report", text);
}

QString tool(const char *name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

// The PDF's text with every run of white space (line breaks, no-break spaces) as one
// space, so a sentence wrapped over lines is found whole.
QString pdfText(const QString &path)
{
    QProcess p;
    p.start(tool("pdftotext"), {path, QStringLiteral("-")});
    p.waitForFinished(60000);
    QString text = QString::fromUtf8(p.readAllStandardOutput());
    static const QRegularExpression space(QStringLiteral("[\\s\u00a0]+"));
    text.replace(space, QStringLiteral(" "));
    // A word broken at a hyphen at the end of a line comes back as "a- b".
    return text;
}

QString flat(QString s)
{
    static const QRegularExpression space(QStringLiteral("[\\s\u00a0]+"));
    return s.replace(space, QStringLiteral(" "));
}

const Section *sectionTitled(const ReportContent &c, const QString &title)
{
    for (const Section &s : c.sections)
        if (s.title == title)
            return &s;
    return nullptr;
}

const Table *firstTable(const Section &s)
{
    for (const Block &b : s.blocks)
        if (const auto *t = std::get_if<Table>(&b))
            return t;
    return nullptr;
}

QString textOf(const Section &s)
{
    QStringList out;
    for (const Block &b : s.blocks) {
        if (const auto *p = std::get_if<Paragraph>(&b))
            out << p->text;
        else if (const auto *t = std::get_if<Table>(&b)) {
            out << t->caption;
            for (const QStringList &r : t->headerRows)
                out << r;
            for (const QStringList &r : t->rows)
                out << r;
        }
    }
    return flat(out.join(QLatin1Char(' ')));
}

} // namespace

class TestReportBody : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { setLanguage(QStringLiteral("en")); }
    void sameDesignsMerged();
    void chaptersInThePdf_data();
    void chaptersInThePdf();
    void unmetRequirementFirst();
    void pageSizeByTerritory();

private:
    Project load(const QString &name) const;
    const Evaluation &evaluated(const Project &p, const QString &key);
    Catalog m_catalog;
    Project m_small;
    Project m_large;
    QTemporaryDir m_dir;
    std::map<QString, Evaluation> m_evaluations;
};

void TestReportBody::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_catalog = test::shippedCatalog();
    m_small = load(QStringLiteral("example-1024-h100.json"));
    m_large = load(QStringLiteral("example-16384-h100.json"));
}

Project TestReportBody::load(const QString &name) const
{
    QString error;
    auto p = loadProject(QStringLiteral(FP_SOURCE_DIR "/examples/") + name, &error);
    if (!p)
        qFatal("cannot load example %s: %s", qPrintable(name), qPrintable(error));
    return *p;
}

const Evaluation &TestReportBody::evaluated(const Project &p, const QString &key)
{
    const QString k = key + currentLanguage();
    auto it = m_evaluations.find(k);
    if (it == m_evaluations.end())
        it = m_evaluations.emplace(k, evaluate(p, m_catalog)).first;
    return it->second;
}

// The 1,024-GPU example has only a compute fabric: the hybrid (which moves storage and
// front-end to Ethernet) is the InfiniBand design, and so is the design as drawn (it
// was generated on InfiniBand). Ethernet/RoCE and the hybrid per unit (Ethernet spines
// over 2 tiers) differ: three groups.
void TestReportBody::sameDesignsMerged()
{
    setLanguage(QStringLiteral("en"));
    const Evaluation &ev = evaluated(m_small, QStringLiteral("small"));
    const auto groups = sameDesignGroups(ev);
    QCOMPARE(groups.size(), size_t(3));
    std::vector<VariantKind> first;
    for (const VariantEvaluation *v : groups[0])
        first.push_back(v->kind);
    QCOMPARE(first, (std::vector<VariantKind>{VariantKind::AsDrawn, VariantKind::InfiniBand,
                                              VariantKind::Hybrid}));
    QCOMPARE(groups[1].front()->kind, VariantKind::Ethernet);
    QCOMPARE(groups[2].front()->kind, VariantKind::HybridPerUnit);

    const Section s = optionsSection(m_small, ev);
    const QString text = textOf(s);
    QVERIFY2(text.contains(QStringLiteral("InfiniBand = Hybrid = As drawn")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("this design has neither, so the hybrid is the "
                                         "InfiniBand design")));
    // The InfiniBand design counted by hand (tst_report handCountedSwitches): 32 leaves,
    // 16 spines.
    QVERIFY2(text.contains(QStringLiteral("2 tiers (32 leaf, 16 spine switches)")),
             qPrintable(text));
}

void TestReportBody::chaptersInThePdf_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("nl") << QStringLiteral("nl");
}

// The three chapters in the PDF of the 1,024-GPU example, in both languages, with
// figures from the evaluation.
void TestReportBody::chaptersInThePdf()
{
    QFETCH(QString, language);
    if (tool("pdftotext").isEmpty())
        QSKIP("pdftotext not installed");
    setLanguage(language);
    const Evaluation &ev = evaluated(m_small, QStringLiteral("small"));
    const ReportContent content = buildReportContent(m_small, m_catalog, ev);
    const Section *risks = sectionTitled(content, rtr("Risk register"));
    const Section *steps = sectionTitled(content, rtr("Implementation steps"));
    const Section *options = sectionTitled(content, rtr("The options in words"));
    QVERIFY(risks && steps && options);

    // Risk register: five columns, the RoCE tuning row with the bandwidth lost when
    // the tuning misses, as the risk criterion defines it (1 - untuned / modelled
    // efficiency, both of line rate): the catalogue's untuned efficiency is 0.61 of
    // InfiniBand's, so 0.61 x 0.94 = 0.5734 of line rate, against the modelled RoCE
    // efficiency, InfiniBand's 0.94 x 1.0 with adaptive routing (analysis_collectives
    // technologyEfficiency): 1 - 0.5734 / 0.94 = 39.0 %, printed "39 %". (Before, the
    // relative 0.61 was divided by the absolute 0.94: 35 %, a wrong figure.)
    const Table *reg = firstTable(*risks);
    QVERIFY(reg);
    QCOMPARE(reg->headerRows.front().size(), qsizetype(5));
    const double untuned = m_catalog.assumption(QStringLiteral("roce-efficiency-untuned"))->value;
    const double tuned =
        m_catalog.assumption(QStringLiteral("infiniband-efficiency"))->value *
        m_catalog.assumption(QStringLiteral("roce-efficiency-adaptive-routing"))->value;
    QCOMPARE(untuned, 0.61);
    QCOMPARE(tuned, 0.94);
    bool roce = false, vendor = false, plane = false;
    for (const QStringList &r : reg->rows) {
        QCOMPARE(r.size(), qsizetype(5));
        for (const QString &cell : r)
            QVERIFY2(!cell.isEmpty(), qPrintable(r.join(QLatin1Char('|'))));
        if (r[0] == rtr("RoCE tuning (PFC, ECN, congestion control)")) {
            roce = true;
            QVERIFY2(flat(r[3]).startsWith(flat(formatNumber(39, 0) + QStringLiteral(" %"))),
                     qPrintable(r[3]));
            QCOMPARE(r[1], variantName(VariantKind::Ethernet));
        }
        if (r[0] == rtr("One supplier for InfiniBand"))
            vendor = true;
        // One leaf cuts off the GPUs it serves: a QM9700 leaf has 32 ports down (32 GPUs
        // on InfiniBand), an SN5600 64 at 400G (64 GPUs on Ethernet/RoCE).
        if (r[0] == rtr("Single network plane")) {
            plane = true;
            QVERIFY2(r[3].contains(rtr("%1 (%2)").arg(QStringLiteral("32"),
                                                      variantName(VariantKind::InfiniBand))),
                     qPrintable(r[3]));
            QVERIFY2(r[3].contains(rtr("%1 (%2)").arg(QStringLiteral("64"),
                                                      variantName(VariantKind::Ethernet))),
                     qPrintable(r[3]));
        }
    }
    QVERIFY(roce && vendor && plane);

    // Implementation steps: the thresholds are the model's bus bandwidths at 1 GiB.
    const Table *thresholds = firstTable(*steps);
    QVERIFY(thresholds);
    QCOMPARE(thresholds->rows.size(), size_t(3));
    const VariantEvaluation *ib = nullptr;
    for (const VariantEvaluation &v : ev.variants)
        if (v.kind == VariantKind::InfiniBand)
            ib = &v;
    QVERIFY(ib);
    const CollectivePoint *p =
        comparison::findPoint(*ib, CollectiveOp::AllReduce, 1024.0 * 1024.0 * 1024.0);
    QVERIFY(p);
    QCOMPARE(thresholds->rows[2][1], formatNumber(p->busbwGbytePerS, 0));
    const QString stepsText = textOf(*steps);
    QVERIFY(stepsText.contains(QStringLiteral("nccl-tests")));
    QVERIFY(stepsText.contains(rtr("Decision gate %1").arg(3)));
    QVERIFY2(stepsText.contains(moneyShort(ib->cost.capexEur, QStringLiteral("EUR"))),
             qPrintable(stepsText));

    // The PDF carries them, with their titles in the contents.
    const QString path = m_dir.filePath(QStringLiteral("body-%1.pdf").arg(language));
    QString error;
    QVERIFY2(writeReportPdf(m_small, m_catalog, ev, path, ReportOptions{}, &error),
             qPrintable(error));
    const QString pdf = pdfText(path);
    for (const char *title : {"The options in words", "Risk register", "Implementation steps"})
        QVERIFY2(pdf.count(rtr(title)) >= 2, title); // contents and chapter
    QVERIFY(pdf.contains(flat(rtr("The hybrid moves only the storage and front-end fabrics to "
                                  "Ethernet; this design has neither, so the hybrid is the "
                                  "InfiniBand design."))));
    QVERIFY(pdf.contains(rtr("Proof of concept with nccl-tests")));
    QVERIFY(pdf.contains(formatNumber(p->busbwGbytePerS, 0)));
    if (language == QLatin1String("nl")) {
        // No English left in the new chapters of the Dutch report.
        for (const char *english :
             {"Risk register", "Likelihood", "Mitigation", "Decision gate", "Applies to",
              "options in words", "Implementation steps", "Request for quotation", "Not quantified",
              "Skills gap", "Single network plane", "Prices are estimates"})
            QVERIFY2(!pdf.contains(QLatin1String(english)), english);
        QVERIFY(pdf.contains(QStringLiteral("Risicoregister")));
        QVERIFY(pdf.contains(QStringLiteral("Beslismoment 2")));
    }
}

// At 16,384 GPUs the requirement that a job survive any single switch failure is met by
// no variant (tst_report pageOne): the register names it first and the steps start by
// resolving it.
void TestReportBody::unmetRequirementFirst()
{
    setLanguage(QStringLiteral("nl"));
    const Evaluation &ev = evaluated(m_large, QStringLiteral("large"));
    QVERIFY(m_large.organisation.surviveSingleSwitchFailure);
    const Section risks = riskRegisterSection(m_large, ev);
    const Table *reg = firstTable(risks);
    QVERIFY(reg && !reg->rows.empty());
    QCOMPARE(reg->rows.front().front(),
             rtr("Requirement not met: %1")
                 .arg(requirementLabel(QStringLiteral("survive-switch-failure"))));
    QVERIFY(reg->rows.front().front().startsWith(QLatin1String("Eis niet gehaald")));
    const Section steps = implementationSection(m_large, ev);
    bool first = false;
    for (const Block &b : steps.blocks)
        if (const auto *p = std::get_if<Paragraph>(&b);
            p && p->style == Paragraph::Style::Subheading) {
            first =
                p->text ==
                rtr("Step %1: %2").arg(QStringLiteral("1"), rtr("Resolve the unmet requirement"));
            break;
        }
    QVERIFY(first);
}

// Letter where it is the usual paper (the United States, Canada, Mexico, ...), A4
// elsewhere and for an unknown territory; a Letter report in Dutch is 612 x 792 points.
void TestReportBody::pageSizeByTerritory()
{
    using PS = ReportOptions::PageSize;
    for (QLocale::Territory t : {QLocale::UnitedStates, QLocale::Canada, QLocale::Mexico,
                                 QLocale::Philippines, QLocale::Chile})
        QCOMPARE(pageSizeForTerritory(t), PS::Letter);
    for (QLocale::Territory t :
         {QLocale::Netherlands, QLocale::Belgium, QLocale::Germany, QLocale::UnitedKingdom,
          QLocale::Australia, QLocale::Brazil, QLocale::AnyTerritory})
        QCOMPARE(pageSizeForTerritory(t), PS::A4);
    // The default stays A4 whatever the machine (the GUI and the CLI choose).
    QCOMPARE(ReportOptions{}.pageSize, PS::A4);

    if (tool("pdfinfo").isEmpty())
        QSKIP("pdfinfo not installed");
    setLanguage(QStringLiteral("nl"));
    ReportOptions options;
    options.pageSize = pageSizeForTerritory(QLocale::UnitedStates);
    const QString path = m_dir.filePath(QStringLiteral("letter-nl.pdf"));
    QString error;
    QVERIFY2(writeReportPdf(m_small, m_catalog, evaluated(m_small, QStringLiteral("small")), path,
                            options, &error),
             qPrintable(error));
    QProcess p;
    p.start(tool("pdfinfo"), {path});
    p.waitForFinished(60000);
    const QString info = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(info.contains(QLatin1String("612 x 792")), qPrintable(info));
    QVERIFY(pdfText(path).contains(rtr("Risk register")));
}

QTEST_MAIN(TestReportBody)
#include "tst_reportbody.moc"
