// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation as a scoring table (docs/DESIGN.md section 5, "Recommendation";
// core/analysis/recommendation.h). The evaluations and the catalog are built by hand,
// so every figure behind a point is known and the totals are worked out in the
// comments: a storage-heavy design with an Ethernet estate and an InfiniBand team
// gets the hybrid, an inference cluster with RoCE experts Ethernet/RoCE, large
// pre-training InfiniBand; a requirement no variant meets is the first reason; and
// every "what would change the answer" statement, decided again with its changed
// input, changes the answer to the variant it names.
#include "analysis/evaluation.h"
#include "analysis/recommendation.h"
#include "support/testsupport.h"
#include "topology/clusterfabrics.h"

#include <QtTest>

#include <functional>

using namespace fp;

namespace {

constexpr double kGiB = 1024.0 * 1024 * 1024;

// The hand-made catalog: a GPU-hour at EUR 4, InfiniBand at 1.0 of line rate (the
// variants' efficiency below), untuned RoCE at 0.6 of InfiniBand, one InfiniBand switch
// vendor and two Ethernet ones.
Catalog handCatalog()
{
    Catalog c;
    Figure hour;
    hour.value = 4.0;
    Figure untuned;
    untuned.value = 0.6;
    Figure infiniband;
    infiniband.value = 1.0;
    c.assumptions = {{QStringLiteral("gpu-hour-cost-eur"), hour},
                     {QStringLiteral("roce-efficiency-untuned"), untuned},
                     {QStringLiteral("infiniband-efficiency"), infiniband}};
    auto sw = [](const char *id, const char *vendor, Technology t) {
        SwitchType s;
        s.id = QLatin1String(id);
        s.vendor = QLatin1String(vendor);
        s.technology = t;
        return s;
    };
    c.switches = {sw("ib", "NVIDIA", Technology::InfiniBand),
                  sw("eth-a", "NVIDIA", Technology::Ethernet),
                  sw("eth-b", "Broadcom", Technology::Ethernet)};
    return c;
}

struct Figures {
    double allReduceSeconds = 0.1; // at 1 GiB over all GPUs
    double allToAllSeconds = 0.1;
    double busbwGbytePerS = 100.0;
    double tcoEur = 1e6;
    double capexEur = 5e5;
    double complexity = 40.0;
    bool survives = true;
    double efficiency = 1.0; // of the compute fabric's technology
};

// A variant with a compute fabric of 32 switches on `compute` and, when `storage` is
// set, a storage fabric of 16 switches on it.
VariantEvaluation variant(VariantKind kind, long long gpus, const Figures &f, Technology compute,
                          std::optional<Technology> storage = std::nullopt)
{
    VariantEvaluation v;
    v.kind = kind;
    for (const auto &[op, seconds] : {std::pair{CollectiveOp::AllReduce, f.allReduceSeconds},
                                      std::pair{CollectiveOp::AllToAll, f.allToAllSeconds}}) {
        CollectivePoint p;
        p.op = op;
        p.bytes = kGiB;
        p.gpus = static_cast<int>(gpus);
        p.seconds = seconds;
        p.busbwGbytePerS = f.busbwGbytePerS;
        v.collectives.points.push_back(p);
    }
    v.collectives.efficiency = f.efficiency;
    v.cost.gpus = gpus;
    v.cost.tcoEur = f.tcoEur;
    v.cost.networkCapexEur = f.capexEur;
    v.cost.capexEur = f.capexEur;
    v.complexity.score = f.complexity;
    v.resilience.worstSwitchFailure.jobSurvives = f.survives;
    v.resilience.worstSwitchFailure.gpusCutOff = f.survives ? 0 : 32;
    auto addFabric = [&v](Id id, Technology t, FabricPurpose purpose, int switches) {
        Fabric fabric;
        fabric.id = id;
        fabric.technology = t;
        fabric.purpose = purpose;
        v.project.fabrics.push_back(fabric);
        Group g;
        g.id = id + 100;
        g.repeat = switches;
        v.project.groups.push_back(g);
        Switch s;
        s.id = id + 200;
        s.fabricId = id;
        s.groupId = g.id;
        v.project.switches.push_back(s);
    };
    addFabric(1, compute, FabricPurpose::Compute, 32);
    if (storage)
        addFabric(2, *storage, FabricPurpose::Storage, 16);
    return v;
}

// The design as drawn: the InfiniBand variant under its own kind.
VariantEvaluation asDrawn(VariantEvaluation ib)
{
    ib.kind = VariantKind::AsDrawn;
    return ib;
}

const Explanation *find(const std::vector<Explanation> &list, const char *id)
{
    for (const Explanation &e : list) {
        if (e.id == QLatin1String(id))
            return &e;
    }
    return nullptr;
}

double figure(const std::vector<std::pair<QString, double>> &figures, const char *name)
{
    for (const auto &[n, v] : figures) {
        if (n == QLatin1String(name))
            return v;
    }
    return qQNaN();
}

const CriterionScore *criterion(const Recommendation &r, const char *id)
{
    for (const CriterionScore &c : r.scoring.criteria) {
        if (c.id == QLatin1String(id))
            return &c;
    }
    return nullptr;
}

// One decision's inputs, copied so a test can change one and decide again.
struct Case {
    Project project;
    std::vector<VariantEvaluation> variants;
    Catalog catalog = handCatalog();
    Recommendation decide() const { return recommend(project, catalog, variants); }
};

// Applies a what-would-change statement to a copy of the case: its input (docs/CLI.md
// keys) at its threshold, written here independently of the code that made it.
Case changed(Case c, const AnswerChange &change)
{
    const QString in = change.input;
    const double t = change.threshold;
    DecisionWeights &w = c.project.decisionWeights;
    const std::vector<std::pair<const char *, double *>> weights{
        {"decision_weights.performance", &w.performance},
        {"decision_weights.tco", &w.tco},
        {"decision_weights.complexity", &w.complexity},
        {"decision_weights.integration", &w.integration},
        {"decision_weights.vendor_diversity", &w.vendorDiversity},
        {"decision_weights.risk", &w.risk}};
    for (const auto &[key, member] : weights) {
        if (in == QLatin1String(key))
            *member = t;
    }
    OrganisationProfile &o = c.project.organisation;
    if (in == QLatin1String("organisation.infiniband_skill"))
        skillFromKey(change.thresholdKey, &o.infinibandSkill);
    if (in == QLatin1String("organisation.roce_skill"))
        skillFromKey(change.thresholdKey, &o.roceSkill);
    if (in == QLatin1String("organisation.existing_ethernet_dc"))
        o.existingEthernetDc = t != 0.0;
    if (in == QLatin1String("organisation.survive_single_switch_failure"))
        o.surviveSingleSwitchFailure = t != 0.0;
    if (in == QLatin1String("workload.kind"))
        workloadFromKey(change.thresholdKey, &c.project.workload.kind);
    if (in == QLatin1String("workload.comm_share"))
        c.project.workload.commShare = t;
    if (in == QLatin1String("requirements.network_capex_budget_eur"))
        c.project.requirements.networkCapexBudgetEur = t;
    if (in == QLatin1String("requirements.min_job_all_reduce_busbw_gbyte_s"))
        c.project.requirements.minJobAllReduceBusbwGbytePerS = t;
    for (VariantEvaluation &v : c.variants) {
        if (in == QStringLiteral("tco.") + variantKey(v.kind))
            v.cost.tcoEur = t;
        // t kW for each part without a power figure: W x PUE x 8,760 h / 1000 x EUR/kWh
        // over the depreciation years (no growth plan in these cases).
        if (in != QStringLiteral("power.") + variantKey(v.kind))
            continue;
        for (const BomLine &l : v.cost.bom)
            if (!l.powerKnown)
                v.cost.tcoEur += static_cast<double>(l.quantity) * t * 1000.0 * o.pue * 8.76 *
                                 o.energyEurPerKwh * o.depreciationYears;
    }
    for (auto &[id, f] : c.catalog.assumptions) {
        if (in == QStringLiteral("assumption.") + id)
            f.value = t;
    }
    // A GPU-hour worth t: valued at that price rather than the cluster's own cost, as the
    // statement says (recommendation_whatif.cpp).
    if (in == QLatin1String("assumption.gpu-hour-cost-eur"))
        c.project.comparisonBasis.gpuTimeValue = GpuTimeValue::GpuHourCost;
    return c;
}

// Pre-training at 40 % communication on 1,024 GPUs, some InfiniBand and no RoCE
// experience, an Ethernet estate: InfiniBand 10 % faster, 25 % dearer, 10 points
// less complex. (scoringArithmeticByHand works out its totals.)
Case trainingCase()
{
    Case c;
    c.project.workload.kind = WorkloadKind::Pretraining;
    c.project.workload.commShare = 0.4;
    c.project.workload.collectiveBytes = {kGiB};
    c.project.organisation.infinibandSkill = Skill::Some;
    c.project.organisation.roceSkill = Skill::None;
    c.project.organisation.existingEthernetDc = true;
    Figures ib;
    ib.tcoEur = 10e6;
    ib.complexity = 30;
    Figures eth;
    eth.allReduceSeconds = 0.11;
    eth.tcoEur = 8e6;
    eth.complexity = 40;
    const VariantEvaluation i = variant(VariantKind::InfiniBand, 1024, ib, Technology::InfiniBand);
    c.variants = {asDrawn(i), i, variant(VariantKind::Ethernet, 1024, eth, Technology::Ethernet),
                  variant(VariantKind::Hybrid, 1024, ib, Technology::InfiniBand)};
    return c;
}

// Compute and storage fabrics (the hybrid puts storage on Ethernet), an InfiniBand
// expert team with no RoCE experience, an Ethernet estate.
Case storageCase()
{
    Case c;
    c.project.workload.kind = WorkloadKind::Pretraining;
    c.project.workload.commShare = 0.3;
    c.project.workload.collectiveBytes = {kGiB};
    c.project.organisation.infinibandSkill = Skill::Expert;
    c.project.organisation.roceSkill = Skill::None;
    c.project.organisation.existingEthernetDc = true;
    Figures ib;
    ib.tcoEur = 10e6;
    ib.complexity = 30;
    Figures hybrid = ib;
    hybrid.tcoEur = 8.5e6;
    hybrid.complexity = 38;
    Figures eth;
    eth.allReduceSeconds = 0.105;
    eth.tcoEur = 7.5e6;
    eth.complexity = 55;
    const VariantEvaluation i =
        variant(VariantKind::InfiniBand, 1024, ib, Technology::InfiniBand, Technology::InfiniBand);
    c.variants = {
        asDrawn(i), i,
        variant(VariantKind::Ethernet, 1024, eth, Technology::Ethernet, Technology::Ethernet),
        variant(VariantKind::Hybrid, 1024, hybrid, Technology::InfiniBand, Technology::Ethernet)};
    return c;
}

// Inference at 5 % communication, a RoCE expert team new to InfiniBand, an Ethernet
// estate. The all-reduce is twice as slow on Ethernet/RoCE, the all-to-all (which
// stands for inference, recommendation.h) the same.
Case inferenceCase()
{
    Case c;
    c.project.workload.kind = WorkloadKind::Inference;
    c.project.workload.commShare = 0.05;
    c.project.workload.collectiveBytes = {kGiB};
    c.project.organisation.infinibandSkill = Skill::None;
    c.project.organisation.roceSkill = Skill::Expert;
    c.project.organisation.existingEthernetDc = true;
    Figures ib;
    ib.tcoEur = 10e6;
    ib.complexity = 42;
    Figures eth;
    eth.allReduceSeconds = 0.2;
    eth.tcoEur = 8e6;
    eth.complexity = 30;
    const VariantEvaluation i = variant(VariantKind::InfiniBand, 512, ib, Technology::InfiniBand);
    c.variants = {asDrawn(i), i, variant(VariantKind::Ethernet, 512, eth, Technology::Ethernet)};
    return c;
}

// Large pre-training: 16,384 GPUs at 40 % communication, some experience of both, an
// Ethernet estate; the InfiniBand network 17 % dearer, its all-reduce 6 % faster.
Case largeTrainingCase()
{
    Case c;
    c.project.workload.kind = WorkloadKind::Pretraining;
    c.project.workload.commShare = 0.4;
    c.project.workload.collectiveBytes = {kGiB};
    c.project.organisation.infinibandSkill = Skill::Some;
    c.project.organisation.roceSkill = Skill::Some;
    c.project.organisation.existingEthernetDc = true;
    Figures ib;
    ib.tcoEur = 255e6;
    ib.complexity = 34;
    Figures eth;
    eth.allReduceSeconds = 0.106;
    eth.tcoEur = 218e6;
    eth.complexity = 52;
    const VariantEvaluation i = variant(VariantKind::InfiniBand, 16384, ib, Technology::InfiniBand);
    c.variants = {asDrawn(i), i, variant(VariantKind::Ethernet, 16384, eth, Technology::Ethernet)};
    return c;
}

} // namespace

class TestRecommendation : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void scoringArithmeticByHand();
    void printedMarginFromPrintedTotals();
    void performanceValueByHand();
    void interruptionsCountAsLostGpuTime();
    void hybridForStorageHeavyDesign();
    void hybridEqualToInfiniBandIsNotScored();
    void inferenceWithRoceExpertsGetsEthernet();
    void largePretrainingGetsInfiniBand();
    void requirementNoVariantMeetsComesFirst();
    void requirementExcludesTheBestScore();
    void unknownPowerThresholdByHand();
    void whatWouldChangeIsVerified_data();
    void whatWouldChangeIsVerified();
    void weightThresholdByHand();
    void teamSkillRecomputesComplexity();
    void evaluatedDesignStatementsHold_data();
    void evaluatedDesignStatementsHold();
    void decidingReasonFavoursTheWinner();
    void pointsStayWithinZeroToTen();
};

void TestRecommendation::scoringArithmeticByHand()
{
    // By hand (weights 30, 30, 22, 5, 3, 10; the design as drawn is InfiniBand):
    // - performance: Ethernet's step 1 + 0.4 x (0.11 / 0.1 - 1) = 1.04 times as long;
    //   1,024 GPUs x 8,760 h x EUR 4 = 35,880,960 a year, x (1/1.04 - 1) = -1,380,036.92,
    //   x 5 years = 6,900,184.62 behind. Money scale: the lowest TCO, EUR 8 M:
    //   Ethernet 10 x (1 - 6,900,184.62 / 8e6) = 1.374769, InfiniBand 10.
    // - TCO: InfiniBand EUR 2 M dearer: 10 x (1 - 2 / 8) = 7.5; Ethernet 10.
    // - complexity 30 and 40: InfiniBand 10, Ethernet 10 x 60 / 70 = 8.571429.
    // - integration (estate): Ethernet 1 of 1 fabrics 10, InfiniBand 0.
    // - vendors: 1 (InfiniBand) and 2 (Ethernet): 5 and 10.
    // - risk: no RoCE experience, 1 - 0.6 / 1.0 = 0.4 at stake: Ethernet 6, InfiniBand 10.
    // Totals: InfiniBand (300 + 225 + 220 + 0 + 15 + 100) / 100 = 8.6;
    // Ethernet (41.24308 + 300 + 188.57143 + 50 + 30 + 60) / 100 = 6.698145.
    const Recommendation r = trainingCase().decide();
    QCOMPARE(r.variant, VariantKind::InfiniBand);
    QCOMPARE(r.scoring.candidates,
             (std::vector<VariantKind>{VariantKind::InfiniBand, VariantKind::Ethernet}));
    const std::vector<std::pair<const char *, std::pair<double, double>>> expected{
        {"performance", {10.0, 1.374769}}, {"tco", {7.5, 10.0}},
        {"complexity", {10.0, 8.571429}},  {"integration", {0.0, 10.0}},
        {"vendor-diversity", {5.0, 10.0}}, {"risk", {10.0, 6.0}}};
    for (const auto &[id, points] : expected) {
        const CriterionScore *c = criterion(r, id);
        QVERIFY2(c, id);
        QVERIFY2(qAbs(c->points[0] - points.first) < 1e-5, id);
        QVERIFY2(qAbs(c->points[1] - points.second) < 1e-5, id);
    }
    QCOMPARE(criterion(r, "tco")->weight, 30.0);
    QVERIFY(qAbs(r.scoring.totals[0] - 8.6) < 1e-9);
    QVERIFY(qAbs(r.scoring.totals[1] - 6.698145) < 1e-5);
    QVERIFY(qAbs(r.scoring.margin - (8.6 - 6.698145)) < 1e-5);
    // The figures behind the points are listed.
    QCOMPARE(figure(criterion(r, "tco")->figures, "ethernet_tco_eur"), 8e6);
    QCOMPARE(figure(criterion(r, "performance")->figures, "ethernet_step_time_ratio"), 1.04);
    // The reasons follow the weighted contributions to the lead over Ethernet/RoCE:
    // performance 30 x 8.625231 / 100 = 2.59, TCO -0.75, integration -0.5, risk 0.4,
    // complexity 0.31, vendors -0.15; then the hybrid's note and the total.
    QStringList ids;
    for (const Explanation &e : r.reasons)
        ids << e.id;
    QCOMPARE(ids, (QStringList{QStringLiteral("performance"), QStringLiteral("tco"),
                               QStringLiteral("integration"), QStringLiteral("risk"),
                               QStringLiteral("complexity"), QStringLiteral("vendor-diversity"),
                               QStringLiteral("hybrid-same"), QStringLiteral("total")}));
    QVERIFY(qAbs(figure(r.reasons[0].figures, "contribution_points") - 2.587569) < 1e-5);
    QVERIFY(r.reasons.back().text.contains(QStringLiteral("8.60")));
    // The workload kind enters once: no reason of its own.
    QVERIFY(!find(r.reasons, "workload"));
    QVERIFY(!find(r.reasons, "cluster-size"));
}

void TestRecommendation::performanceValueByHand()
{
    // 0.11 s against 0.1 s at 40 %: 1.04; at EUR 4 for 1,024 GPUs: -1,380,036.92 a year.
    const Case c = trainingCase();
    const VariantEvaluation &ref = c.variants[0];
    const VariantEvaluation &eth = c.variants[2];
    QVERIFY(qAbs(stepTimeRatio(eth, ref, c.project.workload) - 1.04) < 1e-12);
    QVERIFY(qAbs(performanceValueEurPerYear(eth, ref, c.project.workload, 4.0) + 1380036.923) <
            1e-3);
    QCOMPARE(performanceValueEurPerYear(ref, ref, c.project.workload, 4.0), 0.0);
    // Inference takes the all-to-all (the same on both here): no difference.
    WorkloadProfile inference = c.project.workload;
    inference.kind = WorkloadKind::Inference;
    QCOMPARE(stepTimeRatio(eth, ref, inference), 1.0);
}

void TestRecommendation::interruptionsCountAsLostGpuTime()
{
    // The InfiniBand variants stop 10 times a year for 0.28 h of 1,024 GPUs: 2,867.2
    // GPU-hours, at EUR 4 EUR 11,468.8 a year; Ethernet/RoCE survives every failure.
    // Sums: InfiniBand -11,468.8, Ethernet -1,380,036.92 (its longer step). Ethernet's gap
    // (1,380,036.92 - 11,468.8) x 5 years = 6,842,840.62: 10 x (1 - 6,842,840.62 / 8e6)
    // = 1.446449 (1.374769 without the interruptions); InfiniBand 10.
    Case c = trainingCase();
    for (VariantEvaluation &v : c.variants) {
        v.resilience.interruptionsKnown = true;
        const bool ib = v.kind != VariantKind::Ethernet;
        v.resilience.interruptionsPerYear = ib ? 10.0 : 0.0;
        v.resilience.interruptionGpuHoursPerYear = ib ? 10.0 * 0.28 * 1024 : 0.0;
    }
    const Recommendation r = c.decide();
    const CriterionScore *perf = criterion(r, "performance");
    QVERIFY(perf);
    QCOMPARE(perf->points[0], 10.0);
    QVERIFY2(qAbs(perf->points[1] - 1.446449) < 1e-5, qPrintable(QString::number(perf->points[1])));
    QVERIFY(qAbs(figure(perf->figures, "infiniband_interruption_eur_per_year") - 11468.8) < 1e-6);
    QCOMPARE(figure(perf->figures, "ethernet_interruption_eur_per_year"), 0.0);
    QVERIFY2(perf->text.contains(QStringLiteral("InfiniBand EUR 57344")), qPrintable(perf->text));
    // The other way round: Ethernet/RoCE interrupted more than its step-time lead is
    // worth makes InfiniBand's performance the best and Ethernet's the gap.
    for (VariantEvaluation &v : c.variants) {
        const bool eth = v.kind == VariantKind::Ethernet;
        v.resilience.interruptionGpuHoursPerYear = eth ? 1e6 : 0.0;
        v.resilience.interruptionsPerYear = eth ? 1e6 / (0.28 * 1024) : 0.0;
    }
    const Recommendation second = c.decide();
    const CriterionScore *worse = criterion(second, "performance");
    QVERIFY(worse);
    QCOMPARE(worse->points[0], 10.0);
    // (1,380,036.92 + 4,000,000) x 5 > 8e6: 0 points.
    QCOMPARE(worse->points[1], 0.0);
}

void TestRecommendation::hybridForStorageHeavyDesign()
{
    // Generated designs have only a compute fabric, so there the hybrid is the
    // InfiniBand design (hybridEqualToInfiniBandIsNotScored); this design has a storage
    // fabric the hybrid puts on Ethernet. By hand (money scale EUR 7.5 M):
    // - performance: Ethernet 1 + 0.3 x 0.05 = 1.015; 35,880,960 x (1/1.015 - 1) x 5
    //   = 2,651,302 behind: 10 x (1 - 0.353507) = 6.464931; the others 10.
    // - TCO 10 M, 8.5 M, 7.5 M: 6.666667, 8.666667, 10.
    // - complexity 30, 38, 55: 10, 10 x 62/70 = 8.857143, 10 x 45/70 = 6.428571.
    // - integration: 0 of 2, 1 of 2, 2 of 2 fabrics on Ethernet: 0, 5, 10.
    // - vendors: (32 x 1 + 16 x 1) / 48 = 1, (32 + 16 x 2) / 48 = 1.333, 2: 5, 6.667, 10.
    // - risk: Ethernet's compute on RoCE, no experience: 6; the others 10.
    // Totals: InfiniBand (300 + 200 + 220 + 0 + 15 + 100) / 100 = 8.35; hybrid (300 +
    // 260 + 194.857 + 25 + 20 + 100) / 100 = 8.998571; Ethernet (193.948 + 300 +
    // 141.429 + 50 + 30 + 60) / 100 = 7.753765.
    const Recommendation r = storageCase().decide();
    QCOMPARE(r.variant, VariantKind::Hybrid);
    QCOMPARE(r.scoring.candidates.size(), std::size_t(3));
    QVERIFY(qAbs(r.scoring.totalOf(VariantKind::InfiniBand) - 8.35) < 1e-9);
    QVERIFY(qAbs(r.scoring.totalOf(VariantKind::Hybrid) - 8.998571) < 1e-5);
    QVERIFY(qAbs(r.scoring.totalOf(VariantKind::Ethernet) - 7.753765) < 1e-5);
    // Without the estate the integration points are equal, and the hybrid still wins.
    Case noEstate = storageCase();
    noEstate.project.organisation.existingEthernetDc = false;
    QCOMPARE(noEstate.decide().variant, VariantKind::Hybrid);
    // The estate favours the hybrid over InfiniBand (it never pushes away from it).
    const CriterionScore *integration = criterion(r, "integration");
    QVERIFY(integration->points[2] > integration->points[0]);
}

void TestRecommendation::hybridEqualToInfiniBandIsNotScored()
{
    const Recommendation r = trainingCase().decide();
    QCOMPARE(r.scoring.totalOf(VariantKind::Hybrid), -1.0);
    const Explanation *same = find(r.reasons, "hybrid-same");
    QVERIFY(same);
    QVERIFY(same->text.contains(QStringLiteral("InfiniBand")));
}

void TestRecommendation::inferenceWithRoceExpertsGetsEthernet()
{
    // The all-to-all is the same on both: performance 10 and 10. TCO 7.5 / 10,
    // complexity 42 and 30: 10 x 58/70 = 8.285714 / 10; integration 0 / 10; vendors
    // 5 / 10; risk (expert: nothing at stake) 10 / 10. InfiniBand (300 + 225 + 182.286
    // + 0 + 15 + 100) / 100 = 8.222857, Ethernet 10.
    const Recommendation r = inferenceCase().decide();
    QCOMPARE(r.variant, VariantKind::Ethernet);
    QVERIFY(qAbs(r.scoring.totalOf(VariantKind::InfiniBand) - 8.222857) < 1e-5);
    QVERIFY(qAbs(r.scoring.totalOf(VariantKind::Ethernet) - 10.0) < 1e-9);
    // The slow all-reduce does not count for inference.
    QCOMPARE(criterion(r, "performance")->points, (std::vector<double>{10.0, 10.0}));
}

void TestRecommendation::largePretrainingGetsInfiniBand()
{
    // 16,384 GPUs x 8,760 h x EUR 4 = 574,095,360 a year; Ethernet's step
    // 1 + 0.4 x 0.06 = 1.024: x (1/1.024 - 1) = -13,455,360 a year, 67,276,800 over
    // 5 years; scale EUR 218 M: 10 x (1 - 0.308609) = 6.913908. TCO: InfiniBand
    // 10 x (1 - 37/218) = 8.302752. Complexity 34 / 52: 10 / 10 x 48/66 = 7.272727.
    // Risk (some experience): 0.5 x 0.4 = 0.2 at stake: 8. InfiniBand (300 + 249.083
    // + 220 + 0 + 15 + 100) / 100 = 8.840826; Ethernet (207.417 + 300 + 160 + 50 + 30
    // + 80) / 100 = 8.274172.
    const Recommendation r = largeTrainingCase().decide();
    QCOMPARE(r.variant, VariantKind::InfiniBand);
    QVERIFY(qAbs(r.scoring.totalOf(VariantKind::InfiniBand) - 8.840826) < 1e-5);
    QVERIFY(qAbs(r.scoring.totalOf(VariantKind::Ethernet) - 8.274172) < 1e-5);
    QCOMPARE(r.reasons.front().id, QStringLiteral("performance"));
}

void TestRecommendation::requirementNoVariantMeetsComesFirst()
{
    Case c = largeTrainingCase();
    c.project.organisation.surviveSingleSwitchFailure = true;
    for (VariantEvaluation &v : c.variants) {
        v.resilience.worstSwitchFailure.jobSurvives = false;
        v.resilience.worstSwitchFailure.gpusCutOff = 32;
    }
    const Recommendation r = c.decide();
    QCOMPARE(r.variant, VariantKind::InfiniBand); // the best score, as before
    QVERIFY(!r.reasons.empty());
    const Explanation &first = r.reasons.front();
    QCOMPARE(first.id, QStringLiteral("requirements"));
    QVERIFY2(first.text.contains(QStringLiteral("No variant meets every requirement")),
             qPrintable(first.text));
    QVERIFY2(first.text.contains(QStringLiteral("surviving any single switch failure")),
             qPrintable(first.text));
    QVERIFY(first.text.contains(QStringLiteral("InfiniBand")));
    QVERIFY(first.text.contains(QStringLiteral("Ethernet/RoCE")));
    QCOMPARE(figure(first.figures, "failed_by_recommended"), 1.0);
    // Every variant is checked and says why.
    QCOMPARE(r.requirements.size(), c.variants.size());
    for (const VariantRequirements &v : r.requirements) {
        QCOMPARE(v.checks.size(), std::size_t(1));
        QCOMPARE(v.checks[0].id, QStringLiteral("survive-switch-failure"));
        QVERIFY(!v.checks[0].met);
        QVERIFY(v.checks[0].why.contains(QStringLiteral("32 GPUs")));
    }

    // A minimum bus bandwidth neither reaches: the same, with both requirements named.
    c.project.requirements.minJobAllReduceBusbwGbytePerS = 150.0;
    const Recommendation both = c.decide();
    QCOMPARE(both.reasons.front().id, QStringLiteral("requirements"));
    QVERIFY(both.reasons.front().text.contains(QStringLiteral("at least 150.0 GB/s")));
    QCOMPARE(both.requirements[1].checks.size(), std::size_t(2));
    QCOMPARE(figure(both.requirements[1].checks[1].figures, "busbw_gbyte_s"), 100.0);
}

void TestRecommendation::requirementExcludesTheBestScore()
{
    // InfiniBand scores best (largePretrainingGetsInfiniBand), but a capex budget of
    // EUR 400,000 only Ethernet/RoCE meets (capex 350,000 against 500,000).
    Case c = largeTrainingCase();
    c.variants[2].cost.networkCapexEur = 350000;
    c.project.requirements.networkCapexBudgetEur = 400000;
    const Recommendation r = c.decide();
    QCOMPARE(r.variant, VariantKind::Ethernet);
    QCOMPARE(r.reasons.front().id, QStringLiteral("requirements"));
    QVERIFY(r.reasons.front().text.contains(QStringLiteral("not met by InfiniBand")));
    QVERIFY(r.scoring.margin < 0.0); // InfiniBand still has the higher total
    QVERIFY(r.reasons.back().text.contains(QStringLiteral("fails fewer requirements")));
    // Unknown prices: the capex is a lower bound and the budget is not confirmed.
    c.variants[2].cost.unknownPriceParts = {QStringLiteral("x")};
    const Recommendation unknown = c.decide();
    QVERIFY(!unknown.requirements[2].checks[0].met);
    QVERIFY(unknown.requirements[2].checks[0].why.contains(QStringLiteral("cannot be confirmed")));
}

// InfiniBand wins the training case by 8.6 - 6.698145 = 1.901855 points (scoring
// arithmetic above). Give its bill 10 switches without a power figure: each watt of them
// costs PUE 1.5 x 8.76 kWh x EUR 0.25 x 5 years = EUR 16.425, so k kW each add
// 164,250 k to its TCO and take 30 x 10 x 164,250 k / 8e6 / 100 = 0.0615938 k points
// (the money scale stays Ethernet's EUR 8 M): the answer turns at k = 30.877 kW,
// listed at 30.9 (rounded away from now). Ethernet, complete, has no such statement.
void TestRecommendation::unknownPowerThresholdByHand()
{
    Case c = trainingCase();
    c.project.organisation.pue = 1.5;
    c.project.organisation.energyEurPerKwh = 0.25;
    c.project.organisation.depreciationYears = 5;
    for (VariantEvaluation &v : c.variants) {
        if (v.kind != VariantKind::InfiniBand)
            continue;
        BomLine line;
        line.partId = QStringLiteral("qm9700");
        line.category = QStringLiteral("switch");
        line.quantity = 10;
        line.powerKnown = false;
        v.cost.bom.push_back(line);
        v.cost.unknownPowerParts = {QStringLiteral("qm9700")};
    }
    const Recommendation r = c.decide();
    QCOMPARE(r.variant, VariantKind::InfiniBand);
    const AnswerChange *power = nullptr;
    for (const AnswerChange &change : r.whatWouldChange) {
        QVERIFY(change.input != QLatin1String("power.ethernet"));
        if (change.input == QLatin1String("power.infiniband"))
            power = &change;
    }
    QVERIFY(power);
    QCOMPARE(power->id, QStringLiteral("unknown-power"));
    QCOMPARE(power->variant, VariantKind::Ethernet);
    QVERIFY(qAbs(power->threshold - 30.9) < 1e-9);
    QCOMPARE(changed(c, *power).decide().variant, VariantKind::Ethernet);
    AnswerChange below = *power;
    below.threshold = 30.8;
    QCOMPARE(changed(c, below).decide().variant, VariantKind::InfiniBand);
    // The reason names the parts and the threshold.
    const Explanation *reason = find(r.reasons, "power-unknown");
    QVERIFY(reason);
    QVERIFY2(reason->text.contains(QStringLiteral("30.9 kW")), qPrintable(reason->text));
    QCOMPARE(figure(reason->figures, "flip_kw_per_part"), 30.9);
}

void TestRecommendation::whatWouldChangeIsVerified_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("training") << 0;
    QTest::newRow("storage-heavy, hybrid") << 1;
    QTest::newRow("inference") << 2;
    QTest::newRow("large pre-training") << 3;
    QTest::newRow("no variant meets a requirement") << 4;
    QTest::newRow("a budget decides") << 5;
}

void TestRecommendation::whatWouldChangeIsVerified()
{
    QFETCH(int, which);
    Case c = which == 0   ? trainingCase()
             : which == 1 ? storageCase()
             : which == 2 ? inferenceCase()
                          : largeTrainingCase();
    if (which == 4) {
        c.project.organisation.surviveSingleSwitchFailure = true;
        for (VariantEvaluation &v : c.variants)
            v.resilience.worstSwitchFailure.jobSurvives = false;
    }
    if (which == 5) {
        c.variants[2].cost.networkCapexEur = 350000;
        c.project.requirements.networkCapexBudgetEur = 400000;
    }
    const Recommendation r = c.decide();
    QVERIFY(!r.whatWouldChange.empty());
    for (const AnswerChange &change : r.whatWouldChange) {
        QVERIFY2(change.variant != r.variant, qPrintable(change.text));
        const Recommendation again = changed(c, change).decide();
        QVERIFY2(again.variant == change.variant,
                 qPrintable(QStringLiteral("%1 -> %2: %3")
                                .arg(change.input, variantKey(again.variant), change.text)));
        QVERIFY2(change.text.contains(variantName(change.variant)), qPrintable(change.text));
    }
}

void TestRecommendation::weightThresholdByHand()
{
    // trainingCase: InfiniBand leads by (560 + 10 w) - (628.5714 + 1.374769 w) in
    // weighted points with w the weight of performance: 0 at w = 68.5714 / 8.625231
    // = 7.950; below it Ethernet/RoCE wins.
    const Recommendation r = trainingCase().decide();
    const AnswerChange *performance = nullptr;
    for (const AnswerChange &c : r.whatWouldChange) {
        if (c.input == QLatin1String("decision_weights.performance"))
            performance = &c;
    }
    QVERIFY(performance);
    QCOMPARE(performance->value, 30.0);
    QVERIFY2(qAbs(performance->threshold - 7.950) < 0.01,
             qPrintable(QString::number(performance->threshold)));
    QCOMPARE(performance->variant, VariantKind::Ethernet);
    QVERIFY2(performance->text.contains(QStringLiteral("at 7.95 (now 30.00)")),
             qPrintable(performance->text));
}

void TestRecommendation::teamSkillRecomputesComplexity()
{
    // The evaluated scores carry the skill-gap factor of the skills they were made with
    // (analysis_complexity.h: 12 points per technology with no experience, 6 with
    // some): InfiniBand 6 of its 30 (some), Ethernet/RoCE 12 of its 40 (no RoCE).
    Case c = trainingCase();
    for (VariantEvaluation &v : c.variants) {
        v.project.organisation = c.project.organisation;
        ComplexityFactor gap;
        gap.id = QStringLiteral("skill-gap");
        gap.points = v.kind == VariantKind::Ethernet ? 12.0 : 6.0;
        v.complexity.factors.push_back(gap);
    }
    QCOMPARE(figure(criterion(c.decide(), "complexity")->figures, "ethernet_complexity"), 40.0);
    // A RoCE expert team: Ethernet/RoCE 40 - 12 + 0 = 28; InfiniBand (no RoCE) stays 30.
    c.project.organisation.roceSkill = Skill::Expert;
    const Recommendation r = c.decide();
    QCOMPARE(figure(criterion(r, "complexity")->figures, "ethernet_complexity"), 28.0);
    QCOMPARE(figure(criterion(r, "complexity")->figures, "infiniband_complexity"), 30.0);
    // Every what-would-change statement of this case still holds when re-decided.
    for (const AnswerChange &change : r.whatWouldChange)
        QCOMPARE(changed(c, change).decide().variant, change.variant);
}

namespace {

// A reason's contribution to the winner's lead (criteria reasons; 0 for the others).
double contributionOf(const Explanation &x)
{
    for (const auto &[key, value] : x.figures)
        if (key == QLatin1String("contribution_points"))
            return value;
    return 0.0;
}

// Recommendation::decidingReason: the requirements, a criterion that adds to the
// winner's lead, or the totals.
bool favoursTheWinner(const Recommendation &r)
{
    const Explanation *why = r.decidingExplanation();
    return why && (why->id == QLatin1String("requirements") || why->id == QLatin1String("total") ||
                   contributionOf(*why) > 0.0);
}

} // namespace

void TestRecommendation::evaluatedDesignStatementsHold_data()
{
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("roceSkill");
    QTest::newRow("1,024 GPUs, some RoCE") << 1024 << static_cast<int>(Skill::Some);
    QTest::newRow("256 GPUs, no RoCE") << 256 << static_cast<int>(Skill::None);
}

// The statements of a generated design, each applied to the project (or the catalog)
// and evaluated again from scratch: the full evaluation recommends the variant the
// statement names. (A variant's TCO is a figure of the evaluation, not an input of
// the project: those statements are checked on hand-built evaluations above.)
void TestRecommendation::evaluatedDesignStatementsHold()
{
    QFETCH(int, gpus);
    QFETCH(int, roceSkill);
    GeneratorParams params;
    params.gpus = gpus;
    Case c;
    c.project = test::generatedProject(params);
    c.project.organisation.roceSkill = static_cast<Skill>(roceSkill);
    c.catalog = test::shippedCatalog();
    const Evaluation e = evaluate(c.project, c.catalog);
    QVERIFY(e.recommends());
    int checked = 0;
    for (const AnswerChange &change : e.recommendation.whatWouldChange) {
        if (change.input.startsWith(QLatin1String("tco.")))
            continue;
        const Case other = changed(c, change);
        const Evaluation again = evaluate(other.project, other.catalog);
        QVERIFY2(again.recommendation.variant == change.variant,
                 qPrintable(QStringLiteral("%1: %2").arg(change.input, change.text)));
        ++checked;
    }
    QVERIFY(checked > 0);
    QVERIFY(favoursTheWinner(e.recommendation));
}

// Every criterion scores 0 to 10 and so does the weighted total: an inference cluster
// whose InfiniBand design (3:1, the search's cheapest) loses ten times the lowest TCO in
// all-to-all time got -87.4 performance points, totals of -21.5 under "(0-10)" and a
// margin of 0.00.
void TestRecommendation::pointsStayWithinZeroToTen()
{
    GeneratorParams params;
    params.gpus = 1024;
    Project p = test::generatedProject(params);
    p.workload.kind = WorkloadKind::Inference;
    p.organisation.roceSkill = Skill::Expert;
    p.organisation.infinibandSkill = Skill::None;
    EvaluationOptions options;
    options.bestPerTechnology = true;
    const Evaluation e = evaluate(p, test::shippedCatalog(), options);
    QVERIFY(e.recommends());
    const Scoring &s = e.recommendation.scoring;
    for (const CriterionScore &c : s.criteria)
        for (double points : c.points)
            QVERIFY2(points >= 0.0 && points <= 10.0 + 1e-9,
                     qPrintable(QStringLiteral("%1: %2").arg(c.id).arg(points)));
    for (double total : s.totals)
        QVERIFY2(total >= 0.0 && total <= 10.0 + 1e-9, qPrintable(QString::number(total)));
    QVERIFY(s.margin > 0.0);
}

// The one-line summary (the GUI's banner, evaluate --json "deciding_reason") names the
// reason that decided, not the first one: 2,048 GPUs with storage, front-end and
// management fabrics, each technology at its best, recommend Ethernet/RoCE on its TCO
// although performance, the reason with the largest effect, favours InfiniBand (the
// banner said "Recommended: Ethernet/RoCE - ... gives InfiniBand 0.82 points more").
void TestRecommendation::decidingReasonFavoursTheWinner()
{
    GeneratorParams params;
    params.gpus = 2048;
    Project p = test::generatedProject(params);
    // GPU time at the catalog's rental price and performance weighed 28 (30 by default),
    // the case the review found: performance counts most and favours InfiniBand, the TCO
    // decides for Ethernet/RoCE (totals 9.06 and 9.08; at 30 InfiniBand wins since the
    // Ethernet bill counts a module per cage at the DGX H100's twin-port cages and the
    // SN5400's QSFP-DD DR4 optics, where it counted single-link AOCs before 2026-12-07;
    // at the cluster's own cost every reason down to performance favours Ethernet/RoCE).
    p.comparisonBasis.gpuTimeValue = GpuTimeValue::GpuHourCost;
    p.decisionWeights.performance = 28.0;
    const Catalog &catalog = test::shippedCatalog();
    QString error;
    QVERIFY2(addClusterFabrics(p, catalog, Technology::InfiniBand, &error) == 3, qPrintable(error));
    EvaluationOptions options;
    options.bestPerTechnology = true;
    const Evaluation e = evaluate(p, catalog, options);
    QVERIFY(e.recommends());
    QVERIFY(favoursTheWinner(e.recommendation));
    const std::vector<Explanation> &reasons = e.recommendation.reasons;
    QVERIFY(!reasons.empty());
    // This case is the one the review found: the first reason favours the runner-up.
    QVERIFY2(contributionOf(reasons.front()) < 0.0, qPrintable(reasons.front().text));
    QVERIFY(e.recommendation.decidingReason > 0);
}

// The lead a reader sees: totals 8.8349 and 8.0451 print as 8.83 and 8.05, and the lead
// as their difference, 0.78 (the unrounded 0.7898 printed as 0.79 beside them).
void TestRecommendation::printedMarginFromPrintedTotals()
{
    Scoring s;
    s.candidates = {VariantKind::InfiniBand, VariantKind::Ethernet, VariantKind::Hybrid};
    s.totals = {8.8349, 8.0451, 7.2};
    s.margin = 8.8349 - 8.0451;
    QVERIFY(std::abs(s.printedMargin(VariantKind::InfiniBand) - 0.78) < 1e-9);
    QVERIFY(std::abs(s.printedMargin(VariantKind::Ethernet) - (8.05 - 8.83)) < 1e-9);
    Scoring alone;
    alone.candidates = {VariantKind::InfiniBand};
    alone.totals = {9.0};
    alone.margin = 0.0;
    QCOMPARE(alone.printedMargin(VariantKind::InfiniBand), 0.0);
    // A sensitivity end at the value now is the margin itself: printed as the page-1 lead
    // (0.78), not as 0.79; any other lead as it is.
    QVERIFY(std::abs(s.printedLead(s.margin, VariantKind::InfiniBand) - 0.78) < 1e-9);
    QCOMPARE(s.printedLead(0.7912, VariantKind::InfiniBand), 0.7912);
}

QTEST_GUILESS_MAIN(TestRecommendation)
#include "tst_recommendation.moc"
