// SPDX-License-Identifier: GPL-3.0-or-later
// No recommendation over an invalid design or over figures that are not finite
// numbers of at least 0 (core/analysis/validity.h): evaluate() says why in
// Evaluation::refusals, the JSON marks it ("made": false, "variant": null), and the
// CLI prints the reasons as warnings on stderr and "Recommendation: none" instead of
// a variant. The reliability review's cases: a link from NIC 100 of an 8-NIC node, a
// link from a switch to itself, a node in two NVLink domains, a negative switch
// price, a PUE of 1e308.
#include "analysis/evaluation.h"
#include "io/projectio.h"
#include "model/catalog.h"
#include "report/reportcontent.h"
#include "support/testsupport.h"
#include "text/i18n.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace fp;

namespace {

Catalog defaults()
{
    return test::shippedCatalog();
}

Project example()
{
    QString error;
    auto p = loadProject(QStringLiteral(FP_SOURCE_DIR "/examples/example-1024-h100.json"), &error);
    if (!p)
        qFatal("example: %s", qPrintable(error));
    return *p;
}

bool hasRefusal(const Evaluation &ev, const QString &id)
{
    return std::any_of(ev.refusals.begin(), ev.refusals.end(),
                       [&id](const Explanation &e) { return e.id == id; });
}

// A link whose lower end is a switch (leaf to spine).
Link *switchToSwitchLink(Project &p)
{
    for (Link &l : p.links) {
        if (p.switchById(l.a.objectId))
            return &l;
    }
    return nullptr;
}

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// The CLI in English, its output as text (tests/support runCli runs it).
Run runCli(const QStringList &args)
{
    const test::CliRun r =
        test::runCli(args + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
    return Run{r.exitCode, QString::fromUtf8(r.out), QString::fromUtf8(r.err)};
}

// Recommends nothing: no variant, no reasons, and the JSON says so.
void checkRefused(const Project &project, const Evaluation &ev)
{
    QVERIFY(!ev.recommends());
    QVERIFY(ev.recommendation.reasons.empty());
    QVERIFY(ev.recommendation.whatWouldChange.empty());
    const QJsonObject rec =
        evaluationToJson(project, ev).value(QStringLiteral("recommendation")).toObject();
    QVERIFY(rec.value(QStringLiteral("variant")).isNull());
    QCOMPARE(rec.value(QStringLiteral("made")).toBool(true), false);
    QCOMPARE(rec.value(QStringLiteral("refusals")).toArray().size(), qsizetype(ev.refusals.size()));
}

} // namespace

class TestValidity : public QObject
{
    Q_OBJECT

    Catalog m_catalog;
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(setLanguage(QStringLiteral("en")));
        m_catalog = defaults();
        QVERIFY(m_dir.isValid());
    }

    void validExampleRecommends()
    {
        const Project p = example();
        const Evaluation ev = evaluate(p, m_catalog);
        QVERIFY(ev.recommends());
        QVERIFY(!ev.recommendation.reasons.empty());
        const QJsonObject rec =
            evaluationToJson(p, ev).value(QStringLiteral("recommendation")).toObject();
        // Ethernet/RoCE, with GPU time valued at the cluster's own cost (EUR 1.36 per
        // GPU-hour; model.h ComparisonBasis): InfiniBand's shorter step is worth less than
        // its dearer growth plan. At the catalog's rental price (EUR 3.67) InfiniBand is
        // recommended, also with the TCO criterion along the growth plan: its 4,096-GPU
        // 3-year target is priced on two planes of 2 tiers, the cheaper design
        // (tst_growthplan stepAcrossTheTierBoundary).
        QCOMPARE(rec.value(QStringLiteral("variant")).toString(), QStringLiteral("ethernet"));
        Project rented = p;
        rented.comparisonBasis.gpuTimeValue = GpuTimeValue::GpuHourCost;
        QCOMPARE(evaluate(rented, m_catalog).recommendation.variant, VariantKind::InfiniBand);
        QCOMPARE(rec.value(QStringLiteral("made")).toBool(false), true);
        QVERIFY(rec.value(QStringLiteral("refusals")).toArray().isEmpty());
    }

    void invalidDesigns()
    {
        {
            Project p = example(); // NIC 100 of an 8-NIC node
            p.links.front().a.nicIndex = 100;
            const Evaluation ev = evaluate(p, m_catalog);
            QVERIFY(hasRefusal(ev, QStringLiteral("nic-port-invalid")));
            checkRefused(p, ev);
            // The report says so on the cover, and no variant is marked recommended.
            const report::ReportContent c = report::buildReportContent(p, m_catalog, ev);
            QVERIFY2(c.cover.recommendation.startsWith(QLatin1String("No recommendation: ")),
                     qPrintable(c.cover.recommendation));
        }
        {
            Project p = example(); // from a switch to itself
            Link *l = switchToSwitchLink(p);
            QVERIFY(l);
            l->a = switchEnd(l->b.objectId);
            const Evaluation ev = evaluate(p, m_catalog);
            QVERIFY(hasRefusal(ev, QStringLiteral("link-self")));
            checkRefused(p, ev);
        }
        {
            Project p = example(); // one node in two NVLink domains
            const Node &n = p.nodes.front();
            p.nvlinkDomains.push_back({p.allocateId(), QStringLiteral("a"), {n.id}, n.groupId});
            p.nvlinkDomains.push_back({p.allocateId(), QStringLiteral("b"), {n.id}, n.groupId});
            const Evaluation ev = evaluate(p, m_catalog);
            QVERIFY(hasRefusal(ev, QStringLiteral("nvlink-domain-node-twice")));
            checkRefused(p, ev);
        }
    }

    // An empty design, and nodes without a network, recommend nothing.
    void nothingToCompare()
    {
        {
            Project p = example();
            p.links.clear();
            p.switches.clear();
            p.nvlinkDomains.clear();
            p.nodes.clear();
            const Evaluation ev = evaluate(p, m_catalog);
            QVERIFY(hasRefusal(ev, QStringLiteral("design-empty")));
            checkRefused(p, ev);
        }
        {
            Project p = example();
            p.links.clear();
            p.switches.clear();
            const Evaluation ev = evaluate(p, m_catalog);
            QVERIFY(!hasRefusal(ev, QStringLiteral("design-empty")));
            QVERIFY(hasRefusal(ev, QStringLiteral("design-without-network")));
            checkRefused(p, ev);
        }
        {
            // Switches placed but nothing wired: no network either.
            Project p = example();
            p.links.clear();
            const Evaluation ev = evaluate(p, m_catalog);
            QVERIFY(!hasRefusal(ev, QStringLiteral("design-without-network")));
            QVERIFY(hasRefusal(ev, QStringLiteral("design-not-linked")));
            checkRefused(p, ev);
        }
    }

    void figuresNotFiniteOrNegative()
    {
        {
            // qm9700 at -1,000,000 EUR: 48 of them make the network capital cost negative.
            Catalog c = m_catalog;
            for (SwitchType &s : c.switches)
                if (s.id == QLatin1String("qm9700"))
                    s.priceEur.value = -1e6;
            const Project p = example();
            const Evaluation ev = evaluate(p, c);
            QVERIFY(hasRefusal(ev, QStringLiteral("figure-invalid")));
            QVERIFY(ev.refusals.front().text.contains(QLatin1String("is -")));
            checkRefused(p, ev);
        }
        {
            // PUE 1e308: energy per year = power x 1e308 x 8,760 h overflows to inf.
            Project p = example();
            p.organisation.pue = 1e308;
            const Evaluation ev = evaluate(p, m_catalog);
            QVERIFY(hasRefusal(ev, QStringLiteral("figure-invalid")));
            QVERIFY(ev.refusals.front().text.contains(QLatin1String("inf")));
            checkRefused(p, ev);
        }
    }

    // The CLI: every reason a warning line on stderr, one line saying there is no
    // recommendation, "Recommendation: none" in the text, the figures still printed.
    void cliWarnsAndRecommendsNothing()
    {
        Project p = example();
        p.links.front().a.nicIndex = 100;
        const QString path = m_dir.filePath(QStringLiteral("nic100.fabricplan"));
        QString error;
        QVERIFY2(saveProject(p, path, &error), qPrintable(error));
        for (const char *command : {"evaluate", "report"}) {
            QStringList args{QString::fromLatin1(command), path};
            if (qstrcmp(command, "report") == 0)
                args << QStringLiteral("--pdf") << m_dir.filePath(QStringLiteral("nic100.pdf"));
            const Run r = runCli(args);
            QCOMPARE(r.exitCode, 0);
            const QStringList lines = r.err.trimmed().split(QLatin1Char('\n'));
            QCOMPARE(lines.size(), 2); // the one invariant error, then "no variant ..."
            for (const QString &line : lines)
                QVERIFY2(line.startsWith(QLatin1String("fabricplanner-cli: warning: ")),
                         qPrintable(line));
            QVERIFY2(lines.front().contains(QLatin1String("NIC")), qPrintable(lines.front()));
            QVERIFY(lines.back().contains(QLatin1String("no variant is recommended")));
        }
        const Run text = runCli({QStringLiteral("evaluate"), path});
        QVERIFY2(text.out.contains(QLatin1String("Recommendation: none, because:")),
                 qPrintable(text.out));
        QVERIFY(!text.out.contains(QLatin1String("Recommendation: InfiniBand")));
        QVERIFY(text.out.contains(QLatin1String("Bisection bandwidth (Tb/s)")));
        const Run json = runCli({QStringLiteral("evaluate"), path, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject rec = QJsonDocument::fromJson(json.out.toUtf8())
                                    .object()
                                    .value(QStringLiteral("recommendation"))
                                    .toObject();
        QVERIFY(rec.value(QStringLiteral("variant")).isNull());
        QCOMPARE(rec.value(QStringLiteral("made")).toBool(true), false);

        // A valid design: nothing on stderr.
        const QString valid = m_dir.filePath(QStringLiteral("valid.fabricplan"));
        QVERIFY2(saveProject(example(), valid, &error), qPrintable(error));
        const Run ok = runCli({QStringLiteral("evaluate"), valid});
        QCOMPARE(ok.exitCode, 0);
        QCOMPARE(ok.err, QString());
        QVERIFY(ok.out.contains(QLatin1String("Recommendation: Ethernet/RoCE")));
    }

    // Many violations: at most 20 warning lines, then how many more, then the verdict.
    void cliCapsTheWarnings()
    {
        Project p = example();
        // Every node-side link end on a NIC the node type does not have: one invariant
        // error per link, which the file accepts (a link speed of 0 the reader refuses).
        for (Link &l : p.links)
            if (l.a.nicIndex >= 0)
                l.a.nicIndex = 100;
        const QString path = m_dir.filePath(QStringLiteral("nic100-all.fabricplan"));
        QString error;
        QVERIFY2(saveProject(p, path, &error), qPrintable(error));
        const Run r = runCli({QStringLiteral("evaluate"), path});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.err.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 22);
        QVERIFY2(lines.at(20).contains(QLatin1String("more like these")), qPrintable(lines.at(20)));
    }
};

QTEST_GUILESS_MAIN(TestValidity)
#include "tst_validity.moc"
