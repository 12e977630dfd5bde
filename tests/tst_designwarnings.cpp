// SPDX-License-Identifier: GPL-3.0-or-later
// Design warnings (core/analysis/designwarnings.h) as a pure function of the project,
// the catalog and, for the single point of failure, its evaluation. A core test, so
// the sanitizer run covers it; tst_analysisdock checks that the issues list shows them.
//
// The design: one QM9700 leaf and two H100 nodes, every NIC port linked to the leaf
// (16 links; tests/support smallDrawnDesign). By hand: both nodes hang on the one leaf,
// so its failure cuts off all 2 x 8 = 16 GPUs.
#include "analysis/designwarnings.h"
#include "analysis/evaluation.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "support/testsupport.h"

#include <QTest>

using namespace fp;
using test::shippedCatalog;
using test::smallDrawnDesign;

namespace {

// A passive copper cable for 400 Gb/s links with a known reach under 10 m.
const CableType *shortCable(const Catalog &c)
{
    for (const CableType &t : c.cables) {
        if (t.kind == CableKind::PassiveCopper && t.gbitPerS >= 400.0 && t.reachM.known &&
            t.reachM.value < 10.0)
            return &t;
    }
    return nullptr;
}

QStringList codes(const IssueList &issues)
{
    QStringList out;
    for (const Issue &i : issues)
        out << i.code;
    return out;
}

} // namespace

class TestDesignWarnings : public QObject
{
    Q_OBJECT

private slots:
    void designWarningsAreAPureFunction()
    {
        ProjectDocument doc(shippedCatalog());
        smallDrawnDesign(doc);
        Project p = doc.project();
        QVERIFY(checkDesignWarnings(p, doc.catalog()).empty());
        // An untuned Ethernet compute fabric.
        Fabric f;
        f.id = p.allocateId();
        f.name = QStringLiteral("RoCE");
        f.technology = Technology::Ethernet;
        f.roceTuning = RoceTuning::Untuned;
        p.fabrics.push_back(f);
        Switch s;
        s.id = p.allocateId();
        s.switchTypeId = QStringLiteral("sn5600");
        s.fabricId = f.id;
        p.switches.push_back(s);
        const IssueList issues = checkDesignWarnings(p, doc.catalog());
        QCOMPARE(issues.size(), size_t(1));
        QCOMPARE(issues[0].code, QStringLiteral("roce-untuned"));
        QCOMPARE(issues[0].severity, Severity::Warning);
        QCOMPARE(issues[0].subject, s.id);
        QVERIFY(issues[0].text.contains(QStringLiteral("\"RoCE\"")));
        // Tuned: no warning.
        p.fabrics.back().roceTuning = RoceTuning::PlainEcmp;
        QVERIFY(checkDesignWarnings(p, doc.catalog()).empty());
    }

    // A link exactly as long as its cable reaches is fine; 10 m longer is a warning on
    // that link that names the cable.
    void linkPastReach()
    {
        ProjectDocument doc(shippedCatalog());
        const IdList links = smallDrawnDesign(doc);
        QCOMPARE(links.size(), size_t(16));
        const CableType *dac = shortCable(doc.catalog());
        QVERIFY(dac);
        const Id link = links[3];
        edit::setLinkCable(doc, {link}, dac->id);
        edit::setLinkLength(doc, {link}, dac->reachM.value);
        QVERIFY(checkDesignWarnings(doc.project(), doc.catalog()).empty());

        edit::setLinkLength(doc, {link}, dac->reachM.value + 10.0);
        const IssueList issues = checkDesignWarnings(doc.project(), doc.catalog());
        QCOMPARE(codes(issues), QStringList{QStringLiteral("link-past-reach")});
        QCOMPARE(issues[0].severity, Severity::Warning);
        QCOMPARE(issues[0].subject, link);
        QVERIFY2(issues[0].text.contains(dac->name), qPrintable(issues[0].text));
    }

    // The warnings read the catalog through an AssumptionReader and say what they read:
    // the untuned RoCE share (0.61 shipped, docs/CATALOG.md; an override moves the text),
    // a chosen cable and the default length of a link without its own.
    void warningsRecordWhatTheyRead()
    {
        ProjectDocument doc(shippedCatalog());
        const IdList links = smallDrawnDesign(doc);
        const CableType *dac = shortCable(doc.catalog());
        QVERIFY(dac);
        edit::setLinkCable(doc, {links[3]}, dac->id);
        Project p = doc.project();
        FiguresUsed used;
        checkDesignWarnings(p, doc.catalog(), nullptr, &used);
        QCOMPARE(used.parts, std::vector<QString>{dac->id});
        QCOMPARE(used.assumptions,
                 std::vector<QString>{QStringLiteral("cable-length-default-m-tier0")});

        Fabric f;
        f.id = p.allocateId();
        f.name = QStringLiteral("RoCE");
        f.technology = Technology::Ethernet;
        f.roceTuning = RoceTuning::Untuned;
        p.fabrics.push_back(f);
        p.links.clear();
        IssueList issues = checkDesignWarnings(p, doc.catalog(), nullptr, &used);
        QCOMPARE(codes(issues), QStringList{QStringLiteral("roce-untuned")});
        QVERIFY2(issues[0].text.contains(QStringLiteral("about 61 %")), qPrintable(issues[0].text));
        QCOMPARE(used.assumptions, std::vector<QString>{QStringLiteral("roce-efficiency-untuned")});
        QVERIFY(used.parts.empty());

        CatalogOverrides ov;
        Figure share;
        share.value = 0.5;
        share.tag = SourceTag::User;
        share.source = QStringLiteral("test override");
        ov.figures.push_back({QString(), QStringLiteral("roce-efficiency-untuned"), share});
        QString error;
        const std::optional<Catalog> c = applyOverrides(doc.catalog(), ov, &error);
        QVERIFY2(c, qPrintable(error));
        issues = checkDesignWarnings(p, *c);
        QCOMPARE(codes(issues), QStringList{QStringLiteral("roce-untuned")});
        QVERIFY2(issues[0].text.contains(QStringLiteral("about 50 %")), qPrintable(issues[0].text));
    }

    // One leaf cannot survive its own failure: a warning only when the organisation
    // asks for survival and only with an evaluation to read the failure from.
    void singlePointOfFailure()
    {
        ProjectDocument doc(shippedCatalog());
        smallDrawnDesign(doc);
        Project p = doc.project();
        const Evaluation relaxed = evaluate(p, doc.catalog());
        QVERIFY(checkDesignWarnings(p, doc.catalog(), &relaxed).empty());

        p.organisation.surviveSingleSwitchFailure = true;
        QVERIFY(checkDesignWarnings(p, doc.catalog()).empty()); // no evaluation given
        const Evaluation strict = evaluate(p, doc.catalog());
        const IssueList issues = checkDesignWarnings(p, doc.catalog(), &strict);
        QCOMPARE(codes(issues), QStringList{QStringLiteral("single-point-of-failure")});
        QCOMPARE(issues[0].subject, p.switches.front().id);
        QVERIFY2(issues[0].text.contains(QStringLiteral("16 GPUs")), qPrintable(issues[0].text));
    }
};

QTEST_GUILESS_MAIN(TestDesignWarnings)
#include "tst_designwarnings.moc"
