// SPDX-License-Identifier: GPL-3.0-or-later
// The growth plan as money over time (analysis/growthplan.h) and the sensitivity of
// the recommendation (Recommendation::sensitivity): a year table worked out by hand,
// the build-out step of a design that crosses the 2-tier boundary, a flip value that
// re-run with the changed input really changes the recommendation, and the JSON keys
// of docs/CLI.md.
#include "analysis/analysis_cost.h"
#include "analysis/evaluation.h"
#include "analysis/growthplan.h"
#include "io/projectio.h"
#include "model/labels.h"
#include "support/testsupport.h"
#include "topology/clusterfabrics.h"
#include "topology/generator.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace fp;

class TestGrowthPlan : public QObject
{
    Q_OBJECT
private slots:
    void yearTableByHand();
    void stepAcrossTheTierBoundary();
    void clusterFabricsGrowWithTheNodes();
    void moreSpinesMoveLeafUplinks();
    void tcoCriterionUsesThePlan();
    void flipValueFlips();
    void jsonKeys();

private:
    Project generated(int gpus, int inOneYear, int inThreeYears, int planes = 1) const;
};

Project TestGrowthPlan::generated(int gpus, int inOneYear, int inThreeYears, int planes) const
{
    GeneratorParams params; // H100 8-GPU nodes, 8 x 400G NICs, QM9700 (k = 64), 1:1
    params.gpus = gpus;
    params.planes = planes;
    params.technology = Technology::InfiniBand;
    params.switchTypeId = QStringLiteral("qm9700");
    Project p = test::generatedProject(params);
    p.organisation.gpusInOneYear = inOneYear;
    p.organisation.gpusInThreeYears = inThreeYears;
    return p;
}

void TestGrowthPlan::yearTableByHand()
{
    // Now: EUR 1,000,000 of network, 200,000 kWh a year, 2 tiers, 100 links above the
    // leaves. In 1 year EUR 1,500,000 (2 tiers); in 3 years EUR 4,000,000 with a third
    // tier. EUR 0.25 per kWh, support 10 % of capex a year, 5 years, EUR 30 per link.
    const std::vector<PlanStage> stages{{0, 1000, 2, 1.0e6, 0.0, 200000.0, 100},
                                        {1, 2000, 2, 1.5e6, 0.0, 300000.0, 200},
                                        {3, 4000, 3, 4.0e6, 0.0, 600000.0, 800}};
    PlanPrices prices;
    prices.energyEurPerKwh = 0.25;
    prices.supportSharePerYear = 0.10;
    prices.depreciationYears = 5;
    prices.recablingEurPerLink = 30.0;
    const GrowthPlan plan = priceGrowthPlan(stages, prices);
    QVERIFY(plan.hasTargets);
    QCOMPARE(plan.horizonYears, 5);
    QCOMPARE(plan.years.size(), std::size_t(6));
    // Year 0: the design now, 1,000,000.
    QCOMPARE(plan.years[0].capexStepEur, 1.0e6);
    QCOMPARE(plan.years[0].opexEur, 0.0);
    // Year 1: opex of the design now, 200,000 x 0.25 + 0.1 x 1,000,000 = 150,000; at its
    // end the step to 1.5 M: 500,000 (no tier added, no re-cabling).
    QCOMPARE(plan.years[1].opexEur, 150000.0);
    QCOMPARE(plan.years[1].capexStepEur, 500000.0);
    QCOMPARE(plan.years[1].tcoCumulativeEur, 1650000.0);
    // Years 2 and 3: 300,000 x 0.25 + 0.1 x 1,500,000 = 225,000 each; the step at the
    // end of year 3: 4.0 M - 1.5 M = 2.5 M plus 200 links x 30 = 6,000 re-cabling.
    QCOMPARE(plan.years[2].opexEur, 225000.0);
    QCOMPARE(plan.years[3].recablingEur, 6000.0);
    QCOMPARE(plan.years[3].capexStepEur, 2506000.0);
    QCOMPARE(plan.years[3].gpus, 2000LL);
    // Years 4 and 5: 600,000 x 0.25 + 0.1 x 4,000,000 = 550,000 each, 4,000 GPUs.
    QCOMPARE(plan.years[4].opexEur, 550000.0);
    QCOMPARE(plan.years[4].gpus, 4000LL);
    // 1.65 M + 2 x 225,000 + 2,506,000 + 2 x 550,000 = 5,706,000.
    QCOMPARE(plan.tcoEur, 5706000.0);
    QCOMPARE(plan.years[5].tcoCumulativeEur, 5706000.0);

    // Without targets: the static TCO of analysis_cost.h, capex + 5 x opex =
    // 1,000,000 + 5 x 150,000 = 1,750,000.
    const GrowthPlan alone = priceGrowthPlan({stages.front()}, prices);
    QVERIFY(!alone.hasTargets);
    QCOMPARE(alone.tcoEur, 1750000.0);
}

void TestGrowthPlan::stepAcrossTheTierBoundary()
{
    // 1,024 GPUs on QM9700 (k = 64): 2 tiers hold k^2/2 = 2,048 per plane (docs/DESIGN.md
    // section 4), so a 3-year target of 4,096 GPUs needs a third tier on one plane, or
    // two planes of 2 tiers. Two planes cost less (the design search's answer,
    // tst_explore twoPlanesTwoTiersAt4096), so the step is priced on two planes. The
    // fabric above the leaves is rewired either way: 128 nodes x 8 NICs = 1,024 leaf
    // ports at 1:1, so 1,024 leaf-spine links are moved once: 1,024 x 33.73 =
    // EUR 34,539.52 of re-cabling (recabling-eur-per-link, docs/CATALOG.md).
    const Project p = generated(1024, 0, 4096);
    const Evaluation ev = evaluate(p, test::shippedCatalog());
    const VariantEvaluation *ib = nullptr;
    for (const VariantEvaluation &v : ev.variants) {
        if (v.kind == VariantKind::InfiniBand)
            ib = &v;
    }
    QVERIFY(ib);
    QCOMPARE(ib->tiers, 2);
    QCOMPARE(ib->linksPerTier.at(1), 1024LL);
    const GrowthPlan &plan = ib->growthPlan;
    QVERIFY(plan.hasTargets);
    QCOMPARE(plan.years.size(), std::size_t(6)); // years 0-5 (5 depreciation years)
    const GrowthPlanYear &y3 = plan.years[3];
    QCOMPARE(y3.recablingEur, 1024 * 33.73);
    // The step is the cheaper design at 4,096 GPUs minus the design now, plus the
    // re-cabling.
    const double onePlane =
        analyzeCost(generated(4096, 0, 0), test::shippedCatalog()).networkCapexEur;
    const double twoPlanes =
        analyzeCost(generated(4096, 0, 0, 2), test::shippedCatalog()).networkCapexEur;
    QVERIFY2(twoPlanes < onePlane,
             qPrintable(QStringLiteral("%1 %2").arg(twoPlanes).arg(onePlane)));
    QVERIFY(ib->growth.targets.at(0).planesAdded);
    QCOMPARE(ib->growth.targets.at(0).tiers, 2);
    QCOMPARE(y3.capexStepEur, twoPlanes - ib->cost.networkCapexEur + 1024 * 33.73);
    QCOMPARE(plan.years[4].gpus, 4096LL);
    QCOMPARE(plan.years[4].tiers, 2);
}

void TestGrowthPlan::clusterFabricsGrowWithTheNodes()
{
    // A design with its storage, front-end and management networks grows them with its
    // nodes: the step to 2,048 GPUs is the whole cluster network generated at 2,048 GPUs
    // minus the one now (like with like; before, the target had a compute fabric only,
    // so the step left out the storage, front-end and management of the new nodes). The
    // hybrid's target has its storage on Ethernet, so its plan is not InfiniBand's.
    GeneratorParams params;
    params.gpus = 1024;
    params.technology = Technology::InfiniBand;
    params.switchTypeId = QStringLiteral("qm9700");
    const Catalog &catalog = test::shippedCatalog();
    QString error;
    std::optional<Project> p =
        generateProject(catalog, params, &error, nullptr, ClusterFabrics::All);
    QVERIFY2(p, qPrintable(error));
    p->organisation.gpusInOneYear = 2048;
    const Evaluation ev = evaluate(*p, catalog);

    params.gpus = 2048;
    const std::optional<Project> ibAt2048 =
        generateProject(catalog, params, &error, nullptr, ClusterFabrics::All);
    std::optional<Project> hybridAt2048 = generateProject(catalog, params, &error);
    QVERIFY(ibAt2048 && hybridAt2048);
    addClusterFabrics(*hybridAt2048, catalog, Technology::Ethernet);
    hybridAt2048->organisation = p->organisation;
    const double ibTarget = analyzeCost(*ibAt2048, catalog).networkCapexEur;
    const double hybridTarget = analyzeCost(*hybridAt2048, catalog).networkCapexEur;
    int checked = 0;
    for (const VariantEvaluation &v : ev.variants) {
        if (v.kind != VariantKind::InfiniBand && v.kind != VariantKind::Hybrid)
            continue;
        const double target = v.kind == VariantKind::InfiniBand ? ibTarget : hybridTarget;
        QVERIFY(v.growthPlan.hasTargets);
        // Plus the leaf uplinks that move to the 16 new spines (moreSpinesMoveLeafUplinks).
        QCOMPARE(v.growthPlan.years.at(1).capexStepEur,
                 target - v.cost.networkCapexEur + v.growthPlan.years.at(1).recablingEur);
        QCOMPARE(v.growthPlan.years.at(1).recablingEur, 512 * 33.73);
        ++checked;
    }
    QCOMPARE(checked, 2);
    QVERIFY(ibTarget != hybridTarget);
}

void TestGrowthPlan::moreSpinesMoveLeafUplinks()
{
    // A two-tier design of 16 spines and 1,024 leaf-spine links grows to 32 spines: each
    // leaf's uplinks spread over twice the spines, so half its links (1 - 16/32) move to
    // the new ones: 512 x EUR 30 = EUR 15,360 of re-cabling, bought with the step.
    PlanStage now{0, 1024, 2, 1.0e6, 0.0, 0.0, 1024};
    now.spines = 16;
    now.leafSpineLinks = 1024;
    PlanStage year1{1, 2048, 2, 2.0e6, 0.0, 0.0, 2048};
    year1.spines = 32;
    year1.leafSpineLinks = 2048;
    PlanPrices prices;
    prices.depreciationYears = 1;
    prices.recablingEurPerLink = 30.0;
    GrowthPlan plan = priceGrowthPlan({now, year1}, prices);
    QCOMPARE(plan.years[1].recablingEur, 512 * 30.0);
    QCOMPARE(plan.years[1].capexStepEur, 1.0e6 + 512 * 30.0);
    // The same spines (a design with room to grow): nothing moves.
    year1.spines = 16;
    plan = priceGrowthPlan({now, year1}, prices);
    QCOMPARE(plan.years[1].recablingEur, 0.0);
    // The 1,024-GPU example on InfiniBand (16 -> 32 spines at 2,048 GPUs in year 1):
    // 512 links at EUR 33.73 (recabling-eur-per-link, docs/CATALOG.md).
    const Evaluation ev = evaluate(generated(1024, 2048, 0), test::shippedCatalog());
    for (const VariantEvaluation &v : ev.variants)
        if (v.kind == VariantKind::InfiniBand)
            QCOMPARE(v.growthPlan.years.at(1).recablingEur, 512 * 33.73);
}

void TestGrowthPlan::tcoCriterionUsesThePlan()
{
    const Project p = generated(1024, 2048, 4096);
    const Evaluation ev = evaluate(p, test::shippedCatalog());
    const Scoring &s = ev.recommendation.scoring;
    const CriterionScore *tco = nullptr;
    for (const CriterionScore &c : s.criteria) {
        if (c.id == QLatin1String("tco"))
            tco = &c;
    }
    QVERIFY(tco);
    for (const VariantEvaluation &v : ev.variants) {
        for (const auto &[name, value] : tco->figures) {
            if (name == variantKey(v.kind) + QStringLiteral("_tco_eur"))
                QCOMPARE(value, v.growthPlan.tcoEur);
        }
    }
    bool years = false;
    for (const auto &[name, value] : tco->figures)
        years = years || (name == QLatin1String("growth_plan_years") && value == 5.0);
    QVERIFY(years);
}

void TestGrowthPlan::flipValueFlips()
{
    // Every row with a flip value: set the input there, evaluate again from the start,
    // and the recommendation is the variant the row names (and not the one now). The
    // 1,024-GPU example (a GPT-class plan, 2,048 GPUs in 1 year, 4,096 in 3) flips on
    // the cost per GPU-hour.
    QString error;
    const std::optional<Project> example = loadProject(test::examplePath(), &error);
    QVERIFY2(example, qPrintable(error));
    const Project &p = *example;
    const Catalog &catalog = test::shippedCatalog();
    const Evaluation ev = evaluate(p, catalog);
    QVERIFY(ev.recommends());
    int checked = 0;
    for (const SensitivityRow &r : ev.recommendation.sensitivity) {
        if (!r.flipValue)
            continue;
        Project changed = p;
        Catalog cat = catalog;
        if (r.assumption == QLatin1String("energy-eur-per-kwh"))
            changed.organisation.energyEurPerKwh = *r.flipValue;
        else if (r.assumption == QLatin1String("support-share-per-year"))
            changed.organisation.supportShareOfCapexPerYear = *r.flipValue;
        else if (r.assumption == QLatin1String("gpu-hour-cost-eur") ||
                 r.assumption == QLatin1String("dp-overlap-share")) {
            // A GPU-hour valued at the flip value, not at the cluster's own cost.
            if (r.assumption == QLatin1String("gpu-hour-cost-eur"))
                changed.comparisonBasis.gpuTimeValue = GpuTimeValue::GpuHourCost;
            CatalogOverrides ov;
            Figure f;
            f.value = *r.flipValue;
            f.source = QStringLiteral("test");
            ov.figures.push_back({QString(), r.assumption, f});
            QString error;
            const std::optional<Catalog> withOverride = applyOverrides(catalog, ov, &error);
            QVERIFY2(withOverride, qPrintable(error));
            cat = *withOverride;
        } else {
            continue; // modelled inside the decision only (docs/DESIGN.md section 5)
        }
        const Evaluation again = evaluate(changed, cat);
        QVERIFY2(again.recommendation.variant == r.flipVariant, qPrintable(r.assumption));
        QVERIFY(again.recommendation.variant != ev.recommendation.variant);
        ++checked;
    }
    QVERIFY2(checked > 0, "at least one re-run assumption flips the 1,024-GPU design");
}

void TestGrowthPlan::jsonKeys()
{
    const Project p = generated(1024, 2048, 4096);
    const Evaluation ev = evaluate(p, test::shippedCatalog());
    const QJsonObject root = evaluationToJson(p, ev);
    const QJsonArray plan = root.value(QStringLiteral("growth_plan")).toArray();
    QCOMPARE(plan.size(), static_cast<qsizetype>(ev.variants.size()));
    for (const QJsonValue &v : plan) {
        const QJsonObject o = v.toObject();
        QVERIFY(o.contains(QStringLiteral("variant")));
        const QJsonArray years = o.value(QStringLiteral("years")).toArray();
        QCOMPARE(years.size(), 6);
        for (const char *key : {"year", "gpus", "capex_step", "opex", "tco_cumulative"})
            QVERIFY2(years.first().toObject().contains(QLatin1String(key)), key);
    }
    const QJsonArray rows = root.value(QStringLiteral("sensitivity")).toArray();
    QVERIFY(rows.size() >= 5);
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        for (const char *key : {"assumption", "unit", "base", "low", "high", "margin_low",
                                "margin_high", "flip_value"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
    }
}

QTEST_GUILESS_MAIN(TestGrowthPlan)
#include "tst_growthplan.moc"
