// SPDX-License-Identifier: GPL-3.0-or-later
// Single failures, one case per topology: 1 tier, 2-tier rail-optimized, 2 planes.
// Definitions in core/analysis_resilience.h.
#include "analysis/analysis_bandwidth.h"
#include "analysis/analysis_resilience.h"
#include "analysis/wording.h"
#include "model/catalog.h"
#include "model/model.h"
#include "support/testsupport.h"
#include "text/i18n.h"
#include "topology/generator.h"

#include <QElapsedTimer>
#include <QTest>

using namespace fp;

namespace {

Figure fig(double v)
{
    return Figure{v, SourceTag::User, QStringLiteral("test figure"), true, {}, false};
}

// One 8 x 400G switch, four 1-GPU / 1-NIC nodes.
Catalog smallCatalog()
{
    Catalog c;
    GpuType g;
    g.id = QStringLiteral("tgpu");
    g.nvlinkGbytePerS = fig(900);
    c.gpus.push_back(g);
    NicType n;
    n.id = QStringLiteral("tnic");
    n.modes = {{Technology::InfiniBand, {1, 400}}};
    c.nics.push_back(n);
    SwitchType s;
    s.id = QStringLiteral("t8");
    s.name = QStringLiteral("Test switch");
    s.technology = Technology::InfiniBand;
    s.modes = {{8, 400}};
    s.latencyNs = fig(100);
    c.switches.push_back(s);
    NodeTypeSpec n1;
    n1.id = QStringLiteral("n1");
    n1.gpuTypeId = g.id;
    n1.gpuCount = 1;
    n1.nicTypeId = n.id;
    n1.nicCount = 1;
    n1.railOfNic = {0};
    c.nodeTypes.push_back(n1);
    return c;
}

Project generated(const Catalog &c, int gpus, const QString &nodeType, Technology tech,
                  const QString &switchType, int planes)
{
    GeneratorParams params;
    params.gpus = gpus;
    params.nodeTypeId = nodeType;
    params.technology = tech;
    params.switchTypeId = switchType;
    params.topology = TopologyKind::RailOptimized;
    params.planes = planes;
    return test::generatedProject(params, c);
}

const Explanation *explanationOf(const ResilienceResult &r, const char *id)
{
    for (const Explanation &e : r.explanations)
        if (e.id == QLatin1String(id))
            return &e;
    return nullptr;
}

double figureOf(const Explanation &e, const char *name)
{
    for (const auto &[key, value] : e.figures)
        if (key == QLatin1String(name))
            return value;
    return -1.0;
}

} // namespace

class TestResilience : public QObject
{
    Q_OBJECT

private:
    Catalog m_shipped;

private slots:
    void initTestCase() { m_shipped = test::shippedCatalog(); }

    // 1 tier: four nodes on one 8-port switch.
    //  - Switch: all 4 GPUs cut off, all bandwidth lost, the job stops.
    //  - Link: the node's only port: 1 GPU cut off; injection lost 1/4; the bisection
    //    (nodes 0-1 vs 2-3: 2 x 400 = 800 Gb/s) drops to 400 with one side down to one
    //    port: lost 1/2 = the larger of the two.
    //  - Free ports: 8 - 4 = 4.
    void oneTier()
    {
        const Catalog c = smallCatalog();
        Project p;
        Fabric f;
        f.id = p.allocateId();
        f.purpose = FabricPurpose::Compute;
        p.fabrics.push_back(f);
        Switch s;
        s.id = p.allocateId();
        s.name = QStringLiteral("the switch");
        s.switchTypeId = QStringLiteral("t8");
        s.fabricId = f.id;
        p.switches.push_back(s);
        for (int i = 0; i < 4; ++i) {
            Node n;
            n.id = p.allocateId();
            n.nodeTypeId = QStringLiteral("n1");
            p.nodes.push_back(n);
            Link l;
            l.id = p.allocateId();
            l.fabricId = f.id;
            l.a = LinkEnd{n.id, 0, 0};
            l.b = switchEnd(s.id);
            l.gbitPerS = 400;
            p.links.push_back(l);
        }
        const ResilienceResult r = analyzeResilience(p, c);
        QCOMPARE(r.worstSwitchFailure.subject, s.id);
        QCOMPARE(r.worstSwitchFailure.gpusCutOff, 4LL);
        QCOMPARE(r.worstSwitchFailure.bandwidthLostFraction, 1.0);
        QVERIFY(!r.worstSwitchFailure.jobSurvives);
        QCOMPARE(r.worstLinkFailure.gpusCutOff, 1LL);
        QCOMPARE(r.worstLinkFailure.bandwidthLostFraction, 0.5);
        QVERIFY(!r.worstLinkFailure.jobSurvives);
        QCOMPARE(r.freeSwitchPorts, 4LL);
        QVERIFY(!r.explanations.empty());
    }

    // 2-tier rail-optimized, shipped catalog: 2,048 H100 GPUs, QM9700 (k = 64), full:
    // 8 units of 32 nodes, 64 leaves, 32 spines, every port used (0 free).
    //  - A leaf takes rail i of 32 nodes: 32 GPUs cut off (one per node), the job stops.
    //    Injection lost 32/2,048; bisection (group order, 1,024 ports a side) loses 32
    //    ports of side A: 992/1,024, i.e. 1/32 = 0.03125.
    //  - A spine: no GPU cut off, 1/32 of every crossing: also 0.03125, so the leaf
    //    (GPUs cut off) is the worst.
    //  - A node link: 1 GPU cut off, the job stops.
    void twoTierRail()
    {
        const Project p = generated(m_shipped, 2048, QStringLiteral("h100-8gpu"),
                                    Technology::InfiniBand, QStringLiteral("qm9700"), 1);
        QElapsedTimer timer;
        timer.start();
        const ResilienceResult r = analyzeResilience(p, m_shipped);
        qInfo("analyzeResilience at 2,048 GPUs: %lld ms", timer.elapsed());
        const Switch *worst = p.switchById(r.worstSwitchFailure.subject);
        QVERIFY(worst);
        QCOMPARE(worst->tier, 0);
        QCOMPARE(r.worstSwitchFailure.gpusCutOff, 32LL);
        QVERIFY(!r.worstSwitchFailure.jobSurvives);
        QCOMPARE(r.worstSwitchFailure.bandwidthLostFraction, 0.03125);
        QCOMPARE(r.worstLinkFailure.gpusCutOff, 1LL);
        QVERIFY(!r.worstLinkFailure.jobSurvives);
        QCOMPARE(r.freeSwitchPorts, 0LL);
        // What it rests on (analysis/assumptionreader.h): the node type's GPUs and NICs
        // and the QM9700's ports, in the order the compute network read them.
        QCOMPARE(r.used.parts,
                 (std::vector<QString>{QStringLiteral("h100-8gpu"), QStringLiteral("qm9700")}));
    }

    // 2 planes with dual-port NICs: H100 nodes with ConnectX-8 on Ethernet (2 x 400GbE
    // per NIC, docs/CATALOG.md), SN5600 at 128 x 400G. 1,024 GPUs = 128 nodes x 16 ports;
    // port 0 of every NIC on plane 0, port 1 on plane 1. Per plane: units of 64 nodes,
    // 8 rail leaves per unit (64 down, 64 up), 16 leaves, 8 spines.
    //  - A leaf: its 64 ports are lost, but every NIC keeps its other port: 0 GPUs cut
    //    off, the job survives. Bisection (group order: unit 0 = 1,024 ports vs unit 1)
    //    loses 64 of side A's 1,024 ports (and that leaf's 64 uplinks): 960/1,024, i.e.
    //    0.0625. A spine costs 64 of the 1,024 crossing links: also 0.0625.
    //  - A node link: one port of a dual-port NIC; the GPU keeps its other port.
    void twoPlanes()
    {
        Catalog c = m_shipped;
        NodeTypeSpec cx8 = *c.nodeType(QStringLiteral("h100-8gpu"));
        cx8.id = QStringLiteral("h100-8gpu-cx8");
        cx8.nicTypeId = QStringLiteral("connectx8");
        c.nodeTypes.push_back(cx8);
        const Project p =
            generated(c, 1024, cx8.id, Technology::Ethernet, QStringLiteral("sn5600"), 2);
        const ResilienceResult r = analyzeResilience(p, c);
        QCOMPARE(r.worstSwitchFailure.gpusCutOff, 0LL);
        QVERIFY(r.worstSwitchFailure.jobSurvives);
        QCOMPARE(r.worstSwitchFailure.bandwidthLostFraction, 0.0625);
        QCOMPARE(r.worstLinkFailure.gpusCutOff, 0LL);
        QVERIFY(r.worstLinkFailure.jobSurvives);
    }

    // Dual-port NICs on two planes (b300-8gpu-dual: ConnectX-8 as 2 x 400G, port 0 of
    // every NIC on plane A, port 1 on plane B), InfiniBand on QM9700 at 400G. 256 GPUs =
    // 32 nodes x 16 ports. A switch sits in one plane, so every NIC keeps the port on the
    // other: no GPU is cut off by any single switch or link failure.
    void dualPortB300OnTwoPlanesSurvives()
    {
        Project p = generated(m_shipped, 256, QStringLiteral("b300-8gpu-dual"),
                              Technology::InfiniBand, QStringLiteral("qm9700"), 2);
        p.organisation.surviveSingleSwitchFailure = true;
        const ResilienceResult r = analyzeResilience(p, m_shipped);
        QCOMPARE(r.worstSwitchFailure.gpusCutOff, 0LL);
        QVERIFY(r.worstSwitchFailure.jobSurvives);
        QCOMPARE(r.worstLinkFailure.gpusCutOff, 0LL);
        QVERIFY(!explanationOf(r, "survival-requirement-not-met"));
        // The check without flows the design search uses says the same, here and on the
        // single-port design of twoTierRail, where a leaf cuts 32 GPUs off.
        QVERIFY(jobSurvivesAnySwitchFailure(buildComputeNetwork(p, m_shipped)));
        const Project single = generated(m_shipped, 256, QStringLiteral("h100-8gpu"),
                                         Technology::InfiniBand, QStringLiteral("qm9700"), 2);
        QVERIFY(!analyzeResilience(single, m_shipped).worstSwitchFailure.jobSurvives);
        QVERIFY(!jobSurvivesAnySwitchFailure(buildComputeNetwork(single, m_shipped)));
    }

    // The network's interruptions of a cluster-wide job (results.h), by hand: 1,024 H100
    // on one plane of QM9700, 2 tiers: 1,024 node links and 32 leaves x 32 uplinks =
    // 2,048 links x 0.00674 a link and year (catalog, from Meta's Llama 3 run: 35 / 35,109
    // / 54 x 365) = 13.80 a year, each 0.28 h of the 1,024 GPUs: 3,957.7 GPU-hours. The
    // dual-port design above survives every single failure: none. Without the catalog's
    // rate: unknown, never 0.
    void interruptionsByHand()
    {
        const Project p = generated(m_shipped, 1024, QStringLiteral("h100-8gpu"),
                                    Technology::InfiniBand, QStringLiteral("qm9700"), 1);
        const ResilienceResult r = analyzeResilience(p, m_shipped);
        QVERIFY(r.interruptionsKnown);
        QCOMPARE(r.links, 2048LL);
        QVERIFY(qAbs(r.interruptionsPerYear - 2048 * 0.00674) < 1e-9);
        QVERIFY(qAbs(r.interruptionGpuHoursPerYear - 2048 * 0.00674 * 0.28 * 1024) < 1e-6);
        QVERIFY(qAbs(r.interruptionGpuHoursPerYear - 3957.7) < 0.1);
        const Explanation *why = explanationOf(r, "interruptions");
        QVERIFY(why && why->text.contains(QLatin1String("13.8 times a year")));
        // In Dutch from the translation's own context (it sat in another one, unused).
        QVERIFY(setLanguage(QStringLiteral("nl")));
        const Explanation *nl = explanationOf(analyzeResilience(p, m_shipped), "interruptions");
        QVERIFY(nl && nl->text.contains(QLatin1String("13,8 keer per jaar")));
        QVERIFY(setLanguage(QStringLiteral("en")));
        Project dual = generated(m_shipped, 256, QStringLiteral("b300-8gpu-dual"),
                                 Technology::InfiniBand, QStringLiteral("qm9700"), 2);
        const ResilienceResult survives = analyzeResilience(dual, m_shipped);
        QVERIFY(survives.interruptionsKnown && survives.links > 0);
        QCOMPARE(survives.interruptionsPerYear, 0.0);
        QCOMPARE(survives.interruptionGpuHoursPerYear, 0.0);
        // That zero is NCCL's port failover (NCCL 2.29.7 and later), not a tested fact: a
        // leaf of a plane (32 of its 64 ports down) leaves its 32 GPUs on their other port;
        // without failover the 2 x (256 node links + 8 leaves x 32 uplinks) = 1,024 links
        // give 1,024 x 0.00674 = 6.9, about 7 interruptions a year.
        QVERIFY(survives.survivalNeedsFailover);
        QCOMPARE(survives.worstSwitchFailure.gpusOnFailover, 32LL);
        // The failure that leaves them on failover is a leaf's, named as such, whichever
        // switch is the worst by bandwidth (issue 15: the worst named a spine beside the
        // leaf's 32 GPUs on failover).
        const Switch *onFailover = dual.switchById(survives.worstSwitchFailure.failoverSubject);
        QVERIFY(onFailover);
        QCOMPARE(onFailover->tier, 0);
        const Explanation *worst = explanationOf(survives, "worst-switch-failure");
        QVERIFY(worst);
        // On 2 tiers (4,096 GPUs: 64 leaves and 32 spines a plane) a spine takes more of
        // the bandwidth (1.6 %) than a leaf, but a leaf leaves 64 GPUs on port failover:
        // for a cluster-wide job the leaf is the worst (board review: the spine was named).
        {
            const Project two = generated(m_shipped, 4096, QStringLiteral("h100-8gpu-dual"),
                                          Technology::InfiniBand, QStringLiteral("qm9700"), 2);
            const ResilienceResult t = analyzeResilience(two, m_shipped);
            const Switch *worstSwitch = two.switchById(t.worstSwitchFailure.subject);
            QVERIFY(worstSwitch);
            QCOMPARE(worstSwitch->tier, 0);
            QCOMPARE(t.worstSwitchFailure.gpusOnFailover, 64LL);
            QCOMPARE(t.worstSwitchFailure.failoverSubject, t.worstSwitchFailure.subject);
        }
        // Here the leaf is also the worst by bandwidth (6.3 % of it): "It leaves".
        QCOMPARE(survives.worstSwitchFailure.subject, onFailover->id);
        QVERIFY2(worst->text.contains(QStringLiteral("The worst single switch failure is %1: it "
                                                     "cuts off none of the 256 GPUs")
                                          .arg(onFailover->name)) &&
                     worst->text.contains(QLatin1String(
                         "It leaves 32 GPUs on their other port: they go on only if NCCL's port "
                         "failover moves the failed port's traffic.")),
                 qPrintable(worst->text));
        QCOMPARE(survives.links, 1024LL);
        QVERIFY(qAbs(survives.interruptionsWithoutFailoverPerYear - 1024 * 0.00674) < 1e-9);
        const Explanation *failover = explanationOf(survives, "interruptions");
        QVERIFY(failover && failover->text.contains(QLatin1String("only if NCCL moves")) &&
                failover->text.contains(QLatin1String("7 times a year")) &&
                failover->text.contains(QLatin1String("NCCL_IB_RESILIENCY_PORT_FAILOVER=1")));
        QVERIFY(!r.survivalNeedsFailover && r.worstSwitchFailure.gpusOnFailover == 0);
        Catalog noRate = m_shipped;
        for (auto &[id, fig] : noRate.assumptions)
            if (id == QLatin1String("network-interruptions-per-link-year"))
                fig = Figure::unknown(QStringLiteral("not known"));
        const ResilienceResult unknown = analyzeResilience(p, noRate);
        QVERIFY(!unknown.interruptionsKnown);
        QVERIFY(!explanationOf(unknown, "interruptions"));
    }

    // Single-port NICs on two planes (b300-8gpu: ConnectX-8 as 1 x 800G XDR) on the
    // Q3400 (144 x 800G). 256 GPUs = 32 nodes x 8 ports, 128 per plane: one switch per
    // plane takes them all (1 tier). NIC j goes to plane j mod 2, so the plane-A switch
    // cuts off the GPUs of NICs 0, 2, 4, 6: 4 x 32 = 128 GPUs, and the job stops. The
    // advice names b300-8gpu-dual. With its NIC priced 4,000 EUR here against the
    // ConnectX-8's 3,220 EUR (same node and GPUs): 8 x 780 = 6,240 EUR more per node,
    // 32 x 6,240 = 199,680 EUR for the cluster.
    void singlePortAdviceNamesTheDualPortNodeType()
    {
        Catalog c = m_shipped;
        for (NicType &n : c.nics)
            if (n.id == QLatin1String("connectx8-2x400"))
                n.priceEur.value = 4000.0;
        QCOMPARE(c.nic(QStringLiteral("connectx8"))->priceEur.value, 3220.0);
        Project p = generated(c, 256, QStringLiteral("b300-8gpu"), Technology::InfiniBand,
                              QStringLiteral("q3400"), 2);
        p.organisation.surviveSingleSwitchFailure = true;
        const ResilienceResult r = analyzeResilience(p, c);
        QCOMPARE(r.worstSwitchFailure.gpusCutOff, 128LL);
        QVERIFY(!r.worstSwitchFailure.jobSurvives);
        const Explanation *advice = explanationOf(r, "survival-requirement-not-met");
        QVERIFY(advice);
        QVERIFY2(
            advice->text.contains(partNameInWords(*c.nodeType(QStringLiteral("b300-8gpu-dual")))),
            qPrintable(advice->text));
        QVERIFY2(advice->text.contains(QLatin1String("EUR 6,240 more each, EUR 199,680 for the "
                                                     "32 nodes")),
                 qPrintable(advice->text));
        QVERIFY2(!advice->text.contains(QLatin1String("b300-8gpu-dual")), qPrintable(advice->text));
        QCOMPARE(figureOf(*advice, "nic_ports"), 1.0);
        QCOMPARE(figureOf(*advice, "alternative_nic_ports"), 2.0);
        QCOMPARE(figureOf(*advice, "extra_eur_per_node"), 6240.0);
        QCOMPARE(figureOf(*advice, "extra_eur"), 199680.0);
        // Without the catalog the advice stays generic, and still not "two planes".
        const ResilienceResult generic = analyzeResilience(p, analyzeNetwork(p, c));
        const Explanation *g = explanationOf(generic, "survival-requirement-not-met");
        QVERIFY(g && g->text.contains(QLatin1String("Dual-port NICs")));
    }

    // The advice for a GPU type without a dual-port node type in the catalog says so.
    void singlePortAdviceWithoutAlternative()
    {
        Catalog c = m_shipped;
        std::erase_if(c.nodeTypes, [](const NodeTypeSpec &n) {
            return n.id == QLatin1String("h100-8gpu-dual");
        });
        Project p = generated(c, 256, QStringLiteral("h100-8gpu"), Technology::InfiniBand,
                              QStringLiteral("qm9700"), 2);
        p.organisation.surviveSingleSwitchFailure = true;
        const ResilienceResult result = analyzeResilience(p, c); // the advice points into it
        const Explanation *advice = explanationOf(result, "survival-requirement-not-met");
        QVERIFY(advice);
        QVERIFY2(advice->text.contains(QLatin1String("no node type")), qPrintable(advice->text));
        // With the shipped catalog it names h100-8gpu-dual (dual-port ConnectX-7 2 x 200G).
        const ResilienceResult shipped = analyzeResilience(p, m_shipped);
        const Explanation *named = explanationOf(shipped, "survival-requirement-not-met");
        QVERIFY(named && named->text.contains(partNameInWords(
                             *m_shipped.nodeType(QStringLiteral("h100-8gpu-dual")))));
        // The shipped estimates price the dual-port NIC as the single-port one: no "EUR 0
        // more each", and no catalogue id in the text.
        QVERIFY2(named->text.contains(QLatin1String("its nodes cost the same")),
                 qPrintable(named->text));
        QVERIFY2(!named->text.contains(QLatin1String("h100-8gpu-dual")), qPrintable(named->text));
    }
};

QTEST_GUILESS_MAIN(TestResilience)
#include "tst_resilience.moc"
