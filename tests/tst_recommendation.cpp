// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation flips with the profile (docs/DESIGN.md section 1): an
// inference-heavy, Ethernet-skilled team in an Ethernet data centre with a small
// cluster gets Ethernet/RoCE; large pre-training with InfiniBand experts gets
// InfiniBand. Hybrid only when it returns more than its extra management cost.
// The evaluations are built by hand so the figures behind each reason are known.
#include "analysis/recommendation.h"

#include <QtTest>

using namespace fp;

namespace {

struct Figures {
    double allReduceSeconds = 0.1;
    double tcoEur = 1e6;
    double complexity = 40;
    bool survives = true;
    long long maxGpusSameTiers = 2048;
    int tiers = 2;
};

VariantEvaluation variant(VariantKind kind, long long gpus, const Figures &f)
{
    VariantEvaluation v;
    v.kind = kind;
    v.tiers = f.tiers;
    CollectivePoint p;
    p.op = CollectiveOp::AllReduce;
    p.bytes = 1024.0 * 1024 * 1024;
    p.gpus = static_cast<int>(gpus);
    p.seconds = f.allReduceSeconds;
    v.collectives.points.push_back(p);
    v.cost.gpus = gpus;
    v.cost.tcoEur = f.tcoEur;
    v.complexity.score = f.complexity;
    v.resilience.worstSwitchFailure.jobSurvives = f.survives;
    v.growth.maxGpusSameTiers = f.maxGpusSameTiers;
    Fabric compute;
    compute.id = 1;
    compute.technology =
        kind == VariantKind::Ethernet ? Technology::Ethernet : Technology::InfiniBand;
    v.project.fabrics.push_back(compute);
    if (kind == VariantKind::Hybrid) {
        Fabric storage;
        storage.id = 2;
        storage.technology = Technology::Ethernet;
        storage.purpose = FabricPurpose::Storage;
        v.project.fabrics.push_back(storage);
    }
    return v;
}

const Explanation *find(const std::vector<Explanation> &list, const char *id)
{
    for (const Explanation &e : list)
        if (e.id == QLatin1String(id))
            return &e;
    return nullptr;
}

Project inferenceShop()
{
    Project p;
    p.workload.kind = WorkloadKind::Inference;
    p.workload.commShare = 0.05;
    p.workload.collectiveBytes = {1024.0 * 1024 * 1024};
    p.organisation.infinibandSkill = Skill::None;
    p.organisation.roceSkill = Skill::Expert;
    p.organisation.existingEthernetDc = true;
    return p;
}

Project trainingLab()
{
    Project p;
    p.workload.kind = WorkloadKind::Pretraining;
    p.workload.commShare = 0.4;
    p.workload.collectiveBytes = {1024.0 * 1024 * 1024};
    p.organisation.infinibandSkill = Skill::Expert;
    p.organisation.roceSkill = Skill::None;
    p.organisation.existingEthernetDc = false;
    return p;
}

} // namespace

class TestRecommendation : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void inferenceEthernetTeamGetsEthernet();
    void largeTrainingWithExpertsGetsInfiniBand();
    void hybridOnlyWhenItPays();
    void faultToleranceCounts();
    void whatWouldChange();
};

void TestRecommendation::inferenceEthernetTeamGetsEthernet()
{
    // Same modelled figures for both fabrics: the profile decides.
    const long long gpus = 64;
    std::vector<VariantEvaluation> vs{variant(VariantKind::InfiniBand, gpus, {}),
                                      variant(VariantKind::Ethernet, gpus, {}),
                                      variant(VariantKind::Hybrid, gpus, {})};
    const Recommendation r = recommend(inferenceShop(), vs);
    QCOMPARE(r.variant, VariantKind::Ethernet);
    for (const char *id : {"workload", "cluster-size", "team-skills", "existing-ethernet",
                           "collective-time", "tco", "complexity", "total"}) {
        const Explanation *e = find(r.reasons, id);
        QVERIFY2(e, id);
        QVERIFY(!e->text.isEmpty());
        QVERIFY(!e->figures.empty());
    }
    // The workload reason carries its figure and says so in the text.
    const Explanation *w = find(r.reasons, "workload");
    QCOMPARE(w->figures.front().first, QStringLiteral("comm_share"));
    QCOMPARE(w->figures.front().second, 0.05);
    QVERIFY(w->text.contains(QStringLiteral("5.0 %")));
}

void TestRecommendation::largeTrainingWithExpertsGetsInfiniBand()
{
    const long long gpus = 4096;
    Figures ib, eth;
    ib.tcoEur = 10e6;
    eth.tcoEur = 7e6; // Ethernet 30 % cheaper: counts for Ethernet, but not enough
    eth.allReduceSeconds = 0.11;
    std::vector<VariantEvaluation> vs{variant(VariantKind::InfiniBand, gpus, ib),
                                      variant(VariantKind::Ethernet, gpus, eth)};
    const Recommendation r = recommend(trainingLab(), vs);
    QCOMPARE(r.variant, VariantKind::InfiniBand);
    const Explanation *tco = find(r.reasons, "tco");
    QVERIFY(tco);
    bool minusOne = false;
    for (const auto &[name, value] : tco->figures)
        minusOne = minusOne || (name == QLatin1String("points") && value == -1.0);
    QVERIFY(minusOne);
    // Step-time change: 0.4 x (0.11 / 0.1 - 1) = 4 %: > 2 % counts for InfiniBand.
    const Explanation *ct = find(r.reasons, "collective-time");
    QVERIFY(ct);
    for (const auto &[name, value] : ct->figures)
        if (name == QLatin1String("step_time_change_fraction"))
            QVERIFY(qAbs(value - 0.04) < 1e-12);

    // The same figures with the inference profile flip to Ethernet.
    QCOMPARE(recommend(inferenceShop(), vs).variant, VariantKind::Ethernet);
}

void TestRecommendation::hybridOnlyWhenItPays()
{
    const long long gpus = 4096;
    Figures ib, eth, cheapHybrid, busyHybrid;
    ib.tcoEur = 1e6;
    ib.complexity = 40;
    eth.tcoEur = 1e6;
    // Saves 10 % of TCO for 5 points (5 %): pays.
    cheapHybrid.tcoEur = 0.9e6;
    cheapHybrid.complexity = 45;
    // Saves 10 % for 15 points (15 %): does not.
    busyHybrid.tcoEur = 0.9e6;
    busyHybrid.complexity = 55;
    const Project p = trainingLab();
    std::vector<VariantEvaluation> vs{variant(VariantKind::InfiniBand, gpus, ib),
                                      variant(VariantKind::Ethernet, gpus, eth),
                                      variant(VariantKind::Hybrid, gpus, cheapHybrid)};
    Recommendation r = recommend(p, vs);
    QCOMPARE(r.variant, VariantKind::Hybrid);
    QVERIFY(find(r.reasons, "hybrid"));
    vs[2] = variant(VariantKind::Hybrid, gpus, busyHybrid);
    r = recommend(p, vs);
    QCOMPARE(r.variant, VariantKind::InfiniBand);
    QVERIFY(find(r.reasons, "hybrid"));
}

void TestRecommendation::faultToleranceCounts()
{
    // A balanced profile (score 0 without fault tolerance) tips to the fabric whose
    // jobs survive a switch failure.
    Project p;
    p.workload.kind = WorkloadKind::FineTuning; // +1
    p.workload.commShare = 0.15;                // neither heavy nor light
    p.organisation.infinibandSkill = Skill::Some;
    p.organisation.roceSkill = Skill::Some;
    p.organisation.existingEthernetDc = true; // -1
    p.organisation.surviveSingleSwitchFailure = true;
    Figures ib, eth;
    ib.survives = false;
    eth.survives = true;
    std::vector<VariantEvaluation> vs{variant(VariantKind::InfiniBand, 512, ib),
                                      variant(VariantKind::Ethernet, 512, eth)};
    QCOMPARE(recommend(p, vs).variant, VariantKind::Ethernet);
    vs[0].resilience.worstSwitchFailure.jobSurvives = true;
    vs[1].resilience.worstSwitchFailure.jobSurvives = false;
    QCOMPARE(recommend(p, vs).variant, VariantKind::InfiniBand);
}

void TestRecommendation::whatWouldChange()
{
    // 1,536 GPUs: doubled (3,072) InfiniBand (k = 64: 2,048 in two tiers) needs a
    // third tier while Ethernet (k = 128: 8,192) stays at two.
    const long long gpus = 1536;
    Figures ib, eth;
    ib.maxGpusSameTiers = 2048;
    eth.maxGpusSameTiers = 8192;
    std::vector<VariantEvaluation> vs{variant(VariantKind::InfiniBand, gpus, ib),
                                      variant(VariantKind::Ethernet, gpus, eth)};
    Project p = trainingLab();
    p.organisation.infinibandSkill = Skill::Some;
    p.organisation.roceSkill = Skill::Some;
    const Recommendation r = recommend(p, vs);
    QCOMPARE(r.variant, VariantKind::InfiniBand);
    const Explanation *twice = find(r.whatWouldChange, "double-gpus");
    QVERIFY(twice);
    QVERIFY(twice->text.contains(QStringLiteral("3,072")) ||
            twice->text.contains(QStringLiteral("3072")));
    // An inference workload would flip it: listed.
    QVERIFY(find(r.whatWouldChange, "workload"));
}

QTEST_GUILESS_MAIN(TestRecommendation)
#include "tst_recommendation.moc"
