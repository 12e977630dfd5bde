// SPDX-License-Identifier: GPL-3.0-or-later
// Management complexity: the factors move as ComplexityWeights documents when the
// team's skills change; a hybrid never scores below either single technology; the
// RoCE checklist's PFC headroom follows the mlx5 formula, hand-computed.
#include "analysis/analysis_complexity.h"
#include "analysis/analysis_cost.h"
#include "analysis/assumptionreader.h"
#include "support/testsupport.h"
#include "topology/generator.h"

#include <QtTest>

using namespace fp;

namespace {

const ComplexityFactor *factor(const ComplexityResult &r, const char *id)
{
    for (const ComplexityFactor &f : r.factors)
        if (f.id == QLatin1String(id))
            return &f;
    return nullptr;
}

// A storage fabric of `technology`: one switch of the technology's default part per
// 16 nodes, each node's storage NIC port (NIC index nicCount) linked to it at
// 400 Gb/s. Hybrid designs put it on Ethernet beside an InfiniBand compute fabric.
void addStorageFabric(Project &p, const Catalog &c, Technology technology)
{
    Fabric f;
    f.id = p.allocateId();
    f.name = QStringLiteral("storage");
    f.technology = technology;
    f.purpose = FabricPurpose::Storage;
    p.fabrics.push_back(f);
    const SwitchType *type = c.defaultSwitchFor(technology, 400);
    QVERIFY(type);
    std::vector<Node> nodes = p.nodes;
    Id sw = NoId;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (i % 16 == 0) {
            Switch s;
            s.id = p.allocateId();
            s.switchTypeId = type->id;
            s.fabricId = f.id;
            s.groupId = nodes[i].groupId;
            p.switches.push_back(s);
            sw = s.id;
        }
        const NodeTypeSpec *nt = c.nodeType(nodes[i].nodeTypeId);
        Link l;
        l.id = p.allocateId();
        l.fabricId = f.id;
        l.a = LinkEnd{nodes[i].id, nt ? nt->nicCount : 8, 0};
        l.b = switchEnd(sw);
        l.gbitPerS = 400;
        p.links.push_back(l);
    }
}

} // namespace

class TestComplexity : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void pfcHeadroomByHand();
    void checklistValues();
    void pfcHeadroomFollowsOverrides_data();
    void pfcHeadroomFollowsOverrides();
    void skillsChangeTheSkillFactor();
    void subnetManagerFactorSaysWhy();
    void hybridNeverBelowEither_data();
    void hybridNeverBelowEither();

private:
    Catalog m_catalog;
    Project generated(int gpus, Technology t);
};

void TestComplexity::initTestCase()
{
    m_catalog = test::shippedCatalog();
    QLocale::setDefault(QLocale::c());
}

Project TestComplexity::generated(int gpus, Technology t)
{
    GeneratorParams params;
    params.gpus = gpus;
    params.technology = t;
    return test::generatedProject(params, m_catalog);
}

void TestComplexity::pfcHeadroomByHand()
{
    // (301 + 2.16 x 5) x 400 + 2.72 x 4096 = 311.8 x 400 + 11,141.12
    //                                      = 124,720 + 11,141.12 = 135,861.12 bytes.
    // The three coefficients are the catalog's pfc-headroom-* assumptions.
    AssumptionReader reader(m_catalog);
    const std::optional<PfcHeadroomFormula> formula = PfcHeadroomFormula::fromCatalog(reader);
    QVERIFY(formula);
    QCOMPARE(reader.used().assumptions,
             (std::vector<QString>{QStringLiteral("pfc-headroom-base"),
                                   QStringLiteral("pfc-headroom-per-cable-m"),
                                   QStringLiteral("pfc-headroom-mtu-factor")}));
    QVERIFY(qAbs(pfcHeadroomBytes(*formula, 5.0, 400.0, 4096) - 135861.12) < 1e-6);
    // 30 m at 400 Gb/s: (301 + 64.8) x 400 + 11,141.12 = 157,461.12.
    QVERIFY(qAbs(pfcHeadroomBytes(*formula, 30.0, 400.0, RoceMtuBytes) - 157461.12) < 1e-6);
}

// The subnet manager's factor names the reasons of the bill's UFM appliances (it listed
// every possible one: "a switch without one, more nodes than the on-board SM handles, or
// SHARP"): 1,024 GPUs on QM9700 with SHARP on (the catalogue's default) run UFM for SHARP
// only.
void TestComplexity::subnetManagerFactorSaysWhy()
{
    const Project p = generated(1024, Technology::InfiniBand);
    const ComplexityResult r = analyzeComplexity(p, m_catalog);
    const auto sm = std::find_if(r.factors.begin(), r.factors.end(), [](const ComplexityFactor &f) {
        return f.id == QLatin1String("subnet-manager");
    });
    QVERIFY(sm != r.factors.end());
    QVERIFY2(sm->text.contains(QLatin1String(
                 "(SHARP, which the on-board subnet manager does not run): 2 UFM appliance")),
             qPrintable(sm->text));
    QCOMPARE(analyzeCost(p, m_catalog).ufmReasons,
             QStringList{QStringLiteral("SHARP, which the on-board subnet manager does not run")});
}

void TestComplexity::checklistValues()
{
    Project p = generated(64, Technology::Ethernet);
    QVERIFY(!p.links.empty());
    for (Link &l : p.links)
        l.lengthM = 5.0;
    QLocale::setDefault(QLocale(QLocale::Dutch, QLocale::Netherlands));
    const ComplexityResult r = analyzeComplexity(p, m_catalog);
    QLocale::setDefault(QLocale::c());
    QVERIFY(!r.roceChecklist.empty());
    bool headroom = false, ecn = false, pfc = false, cnp = false, udp = false;
    for (const ChecklistItem &i : r.roceChecklist) {
        if (i.id == QLatin1String("pfc-headroom-400g-5m")) {
            headroom = true;
            QVERIFY(qAbs(i.number - 135861.12) < 1e-6);
            // Dutch number format ('.' groups thousands), in whole bytes rounded up.
            QVERIFY2(i.value.contains(QStringLiteral("135.862 bytes")), qPrintable(i.value));
        }
        if (i.id == QLatin1String("ecn-min"))
            ecn = i.number == 150.0;
        if (i.id == QLatin1String("pfc-priority"))
            pfc = i.number == 3.0;
        if (i.id == QLatin1String("cnp-priority"))
            cnp = i.number == 6.0;
        if (i.id == QLatin1String("roce-udp-port"))
            udp = i.number == 4791.0;
        QVERIFY(!i.source.isEmpty());
    }
    QVERIFY(headroom && ecn && pfc && cnp && udp);
    // InfiniBand has no RoCE checklist.
    QVERIFY(
        analyzeComplexity(generated(64, Technology::InfiniBand), m_catalog).roceChecklist.empty());
}

void TestComplexity::pfcHeadroomFollowsOverrides_data()
{
    QTest::addColumn<QString>("assumption");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("bytes");
    // 400 Gb/s port, 5 m cable, MTU 4096; shipped: 135,861.12 bytes (pfcHeadroomByHand).
    // base 9,999: (9,999 + 10.8) x 400 + 11,141.12 = 4,003,920 + 11,141.12 = 4,015,061.12.
    QTest::newRow("base") << QStringLiteral("pfc-headroom-base") << 9999.0 << 4015061.12;
    // per metre 10: (301 + 50) x 400 + 11,141.12 = 140,400 + 11,141.12 = 151,541.12.
    QTest::newRow("per-cable-m") << QStringLiteral("pfc-headroom-per-cable-m") << 10.0 << 151541.12;
    // MTU factor 3: 311.8 x 400 + 3 x 4,096 = 124,720 + 12,288 = 137,008.
    QTest::newRow("mtu-factor") << QStringLiteral("pfc-headroom-mtu-factor") << 3.0 << 137008.0;
}

// An override of a pfc-headroom-* assumption reaches the checklist (it used to be
// shown as applied in the report while the analysis kept 301 / 2.16 / 2.72), and the
// result records the assumption as used.
void TestComplexity::pfcHeadroomFollowsOverrides()
{
    QFETCH(QString, assumption);
    QFETCH(double, value);
    QFETCH(double, bytes);
    Project p = generated(64, Technology::Ethernet);
    QVERIFY(!p.links.empty());
    for (Link &l : p.links)
        l.lengthM = 5.0;
    CatalogOverrides ov;
    Figure f;
    f.value = value;
    f.tag = SourceTag::User;
    f.source = QStringLiteral("test override");
    ov.figures.push_back({QString(), assumption, f});
    QString error;
    const std::optional<Catalog> c = applyOverrides(m_catalog, ov, &error);
    QVERIFY2(c, qPrintable(error));
    auto headroom = [](const ComplexityResult &r) {
        for (const ChecklistItem &i : r.roceChecklist)
            if (i.id == QLatin1String("pfc-headroom-400g-5m"))
                return i.number;
        return -1.0;
    };
    QVERIFY(qAbs(headroom(analyzeComplexity(p, m_catalog)) - 135861.12) < 1e-6);
    const ComplexityResult r = analyzeComplexity(p, *c);
    QVERIFY2(qAbs(headroom(r) - bytes) < 1e-6, qPrintable(QString::number(headroom(r), 'f', 2)));
    const std::vector<QString> &used = r.used.assumptions;
    QVERIFY(std::find(used.begin(), used.end(), assumption) != used.end());
}

void TestComplexity::skillsChangeTheSkillFactor()
{
    const ComplexityWeights w;
    Project ib = generated(1024, Technology::InfiniBand);
    const CostResult cost = analyzeCost(ib, m_catalog);
    auto score = [&](Skill ibSkill, Skill roceSkill) {
        ib.organisation.infinibandSkill = ibSkill;
        ib.organisation.roceSkill = roceSkill;
        return analyzeComplexity(ib, m_catalog, w, cost);
    };
    const ComplexityResult none = score(Skill::None, Skill::Expert);
    const ComplexityResult some = score(Skill::Some, Skill::Expert);
    const ComplexityResult expert = score(Skill::Expert, Skill::Expert);
    // Documented: none = full weight per technology, some = someSkillShare, expert = 0.
    QCOMPARE(factor(none, "skill-gap")->points, w.skillGapPerTechnology);
    QCOMPARE(factor(some, "skill-gap")->points, w.skillGapPerTechnology * w.someSkillShare);
    QCOMPARE(factor(expert, "skill-gap")->points, 0.0);
    // Only that factor moves.
    QCOMPARE(none.score - expert.score, w.skillGapPerTechnology);
    QCOMPARE(some.score - expert.score, w.skillGapPerTechnology * w.someSkillShare);
    // RoCE skills do not matter to an InfiniBand-only design.
    QCOMPARE(score(Skill::Expert, Skill::None).score, expert.score);
    // On Ethernet/RoCE it is the RoCE skill that counts.
    Project eth = generated(1024, Technology::Ethernet);
    eth.organisation.infinibandSkill = Skill::Expert;
    eth.organisation.roceSkill = Skill::None;
    const ComplexityResult ethNone = analyzeComplexity(eth, m_catalog);
    eth.organisation.roceSkill = Skill::Expert;
    const ComplexityResult ethExpert = analyzeComplexity(eth, m_catalog);
    QCOMPARE(ethNone.score - ethExpert.score, w.skillGapPerTechnology);
    // The lossless factor is RoCE only, the subnet manager factor InfiniBand only.
    QCOMPARE(factor(expert, "lossless-ethernet")->points, 0.0);
    QVERIFY(factor(ethExpert, "lossless-ethernet")->points >=
            w.losslessEthernet * w.losslessBaseShare);
    QCOMPARE(factor(ethExpert, "subnet-manager")->points, 0.0);
    QVERIFY(factor(expert, "subnet-manager")->points > 0.0);
    // Scores stay within 0-100 and equal the sum of the factors.
    for (const ComplexityResult *r : {&none, &some, &expert, &ethNone, &ethExpert}) {
        double sum = 0;
        for (const ComplexityFactor &f : r->factors) {
            QVERIFY(f.points >= 0.0 && f.points <= f.weight);
            sum += f.points;
        }
        QVERIFY(qAbs(sum - r->score) < 1e-9);
        QVERIFY(r->score >= 0.0 && r->score <= 100.0);
    }
}

void TestComplexity::hybridNeverBelowEither_data()
{
    QTest::addColumn<int>("gpus");
    QTest::newRow("64") << 64;
    QTest::newRow("1024") << 1024;
    QTest::newRow("4096") << 4096;
}

void TestComplexity::hybridNeverBelowEither()
{
    QFETCH(int, gpus);
    Project ib = generated(gpus, Technology::InfiniBand);
    Project eth = generated(gpus, Technology::Ethernet);
    QVERIFY(!ib.nodes.empty() && !eth.nodes.empty());
    Project hybrid = ib;
    addStorageFabric(ib, m_catalog, Technology::InfiniBand);
    addStorageFabric(eth, m_catalog, Technology::Ethernet);
    addStorageFabric(hybrid, m_catalog, Technology::Ethernet);
    const Skill skills[] = {Skill::None, Skill::Some, Skill::Expert};
    for (Skill ibSkill : skills) {
        for (Skill roceSkill : skills) {
            for (Project *p : {&ib, &eth, &hybrid}) {
                p->organisation.infinibandSkill = ibSkill;
                p->organisation.roceSkill = roceSkill;
            }
            const double si = analyzeComplexity(ib, m_catalog).score;
            const double se = analyzeComplexity(eth, m_catalog).score;
            const double sh = analyzeComplexity(hybrid, m_catalog).score;
            QVERIFY2(sh >= si && sh >= se,
                     qPrintable(QStringLiteral("ib %1 eth %2 hybrid %3 (skills %4/%5)")
                                    .arg(si)
                                    .arg(se)
                                    .arg(sh)
                                    .arg(skillKey(ibSkill), skillKey(roceSkill))));
        }
    }
}

QTEST_GUILESS_MAIN(TestComplexity)
#include "tst_complexity.moc"
