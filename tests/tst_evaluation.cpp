// SPDX-License-Identifier: GPL-3.0-or-later
// evaluationToJson() carries every key of docs/CLI.md's `evaluate --json` object with
// the right JSON type (numbers as plain numbers), on a hand-built evaluation and
// on a full evaluate() of a generated design.
#include "analysis/evaluation.h"
#include "support/testsupport.h"
#include "topology/generator.h"

#include <QJsonArray>
#include <QtTest>

using namespace fp;

namespace {

using Type = QJsonValue::Type;

void expectKeys(const QJsonObject &o, const std::vector<std::pair<const char *, Type>> &keys,
                const char *where)
{
    for (const auto &[key, type] : keys) {
        const QString k = QString::fromLatin1(key);
        QVERIFY2(
            o.contains(k),
            qPrintable(QStringLiteral("%1: missing key %2").arg(QString::fromLatin1(where), k)));
        QVERIFY2(o.value(k).type() == type,
                 qPrintable(QStringLiteral("%1: key %2 has JSON type %3")
                                .arg(QString::fromLatin1(where), k)
                                .arg(static_cast<int>(o.value(k).type()))));
    }
}

void checkContract(const QJsonObject &root)
{
    expectKeys(root,
               {{"project", Type::Object},
                {"variants", Type::Array},
                {"recommendation", Type::Object},
                {"measurements", Type::Array}},
               "root");
    expectKeys(root.value(QStringLiteral("project")).toObject(),
               {{"name", Type::String}, {"gpus", Type::Double}, {"nodes", Type::Double}},
               "project");
    const QJsonArray variants = root.value(QStringLiteral("variants")).toArray();
    QVERIFY(!variants.isEmpty());
    const QStringList variantKeys{QStringLiteral("as-drawn"), QStringLiteral("infiniband"),
                                  QStringLiteral("ethernet"), QStringLiteral("hybrid"),
                                  QStringLiteral("hybrid-per-unit")};
    for (const QJsonValue &vv : variants) {
        const QJsonObject v = vv.toObject();
        expectKeys(v,
                   {{"variant", Type::String},
                    {"tiers", Type::Double},
                    {"switches_per_tier", Type::Array},
                    {"links_per_tier", Type::Array},
                    {"injection_gbit_s_per_gpu", Type::Double},
                    {"bisection_gbit_s", Type::Double},
                    {"oversubscription", Type::Double},
                    {"collectives", Type::Array},
                    {"bom", Type::Array},
                    {"capex", Type::Double},
                    {"capex_complete", Type::Bool},
                    {"power_complete", Type::Bool},
                    {"unknown_price_parts", Type::Array},
                    {"unknown_power_parts", Type::Array},
                    {"cages_short", Type::Double},
                    {"licences_to_quote", Type::Object},
                    {"currency", Type::String},
                    {"power_w", Type::Double},
                    {"tco", Type::Double},
                    {"complexity", Type::Object},
                    {"resilience", Type::Object},
                    {"growth", Type::Object}},
                   "variant");
        QVERIFY(variantKeys.contains(v.value(QStringLiteral("variant")).toString()));
        for (const QJsonValue &n : v.value(QStringLiteral("switches_per_tier")).toArray())
            QVERIFY(n.isDouble());
        for (const QJsonValue &n : v.value(QStringLiteral("links_per_tier")).toArray())
            QVERIFY(n.isDouble());
        const QStringList ops{QStringLiteral("all-reduce"), QStringLiteral("all-gather"),
                              QStringLiteral("reduce-scatter"), QStringLiteral("all-to-all")};
        for (const QJsonValue &c : v.value(QStringLiteral("collectives")).toArray()) {
            expectKeys(c.toObject(),
                       {{"op", Type::String},
                        {"bytes", Type::Double},
                        {"gpus", Type::Double},
                        {"seconds", Type::Double},
                        {"busbw_gbyte_s", Type::Double}},
                       "collective");
            QVERIFY(ops.contains(c.toObject().value(QStringLiteral("op")).toString()));
        }
        const QStringList categories{QStringLiteral("switch"),      QStringLiteral("nic"),
                                     QStringLiteral("transceiver"), QStringLiteral("cable"),
                                     QStringLiteral("appliance"),   QStringLiteral("licence"),
                                     QStringLiteral("spare")};
        for (const QJsonValue &b : v.value(QStringLiteral("bom")).toArray()) {
            expectKeys(
                b.toObject(),
                {{"part", Type::String}, {"category", Type::String}, {"quantity", Type::Double}},
                "bom");
            // docs/CLI.md: a figure is a number, or "unknown" where the catalog has none.
            for (const char *key : {"unit_price", "power_w", "total_price", "total_power_w"}) {
                const QJsonValue f = b.toObject().value(QString::fromLatin1(key));
                QVERIFY2(f.isDouble() || f.toString() == QLatin1String("unknown"), key);
            }
            QVERIFY(categories.contains(b.toObject().value(QStringLiteral("category")).toString()));
        }
        expectKeys(v.value(QStringLiteral("licences_to_quote")).toObject(),
                   {{"ufm_managed_nodes", Type::Double}, {"ethernet_switch_os", Type::Double}},
                   "licences_to_quote");
        const QJsonObject cx = v.value(QStringLiteral("complexity")).toObject();
        expectKeys(cx, {{"score", Type::Double}, {"factors", Type::Array}}, "complexity");
        for (const QJsonValue &f : cx.value(QStringLiteral("factors")).toArray())
            expectKeys(f.toObject(),
                       {{"id", Type::String}, {"points", Type::Double}, {"text", Type::String}},
                       "factor");
        const QJsonObject res = v.value(QStringLiteral("resilience")).toObject();
        expectKeys(res, {{"worst_switch_failure", Type::Object}}, "resilience");
        expectKeys(res.value(QStringLiteral("worst_switch_failure")).toObject(),
                   {{"gpus_cut_off", Type::Double}, {"bandwidth_lost_fraction", Type::Double}},
                   "worst_switch_failure");
        // The failure that leaves GPUs on port failover: none with single-port NICs.
        const QJsonValue failover = res.value(QStringLiteral("worst_switch_failure"))
                                        .toObject()
                                        .value(QStringLiteral("failover_subject"));
        QVERIFY(failover.isNull() || failover.isDouble());
        QVERIFY(res.value(QStringLiteral("worst_switch_failure"))
                    .toObject()
                    .contains(QStringLiteral("failover_subject")));
        expectKeys(v.value(QStringLiteral("growth")).toObject(),
                   {{"max_gpus_same_tiers", Type::Double}}, "growth");
    }
    const QJsonObject rec = root.value(QStringLiteral("recommendation")).toObject();
    expectKeys(rec, {{"variant", Type::String}, {"reasons", Type::Array}}, "recommendation");
    QVERIFY(variantKeys.contains(rec.value(QStringLiteral("variant")).toString()));
    for (const QJsonValue &r : rec.value(QStringLiteral("reasons")).toArray())
        expectKeys(r.toObject(), {{"id", Type::String}, {"text", Type::String}}, "reason");
    // The verified statements: the changed input, its value now, the threshold (a
    // number, or a key for a skill or workload kind) and the variant then recommended.
    for (const QJsonValue &w : rec.value(QStringLiteral("what_would_change")).toArray()) {
        const QJsonObject o = w.toObject();
        expectKeys(o,
                   {{"id", Type::String},
                    {"text", Type::String},
                    {"figures", Type::Object},
                    {"input", Type::String},
                    {"variant", Type::String}},
                   "what_would_change");
        QVERIFY(o.value(QStringLiteral("threshold")).isDouble() ||
                o.value(QStringLiteral("threshold")).isString());
        QVERIFY(o.value(QStringLiteral("value")).isDouble() ||
                o.value(QStringLiteral("value")).isString());
        QVERIFY(variantKeys.contains(o.value(QStringLiteral("variant")).toString()));
    }
    // Requirements per variant, and the scoring table.
    expectKeys(root, {{"requirements", Type::Array}, {"scoring", Type::Object}}, "root");
    for (const QJsonValue &r : root.value(QStringLiteral("requirements")).toArray()) {
        expectKeys(r.toObject(),
                   {{"variant", Type::String}, {"met", Type::Bool}, {"checks", Type::Array}},
                   "requirements");
        for (const QJsonValue &c : r.toObject().value(QStringLiteral("checks")).toArray())
            expectKeys(c.toObject(),
                       {{"id", Type::String},
                        {"met", Type::Bool},
                        {"why", Type::String},
                        {"figures", Type::Object}},
                       "requirement check");
    }
    const QJsonObject scoring = root.value(QStringLiteral("scoring")).toObject();
    expectKeys(scoring,
               {{"candidates", Type::Array},
                {"criteria", Type::Array},
                {"totals", Type::Object},
                {"margin", Type::Double}},
               "scoring");
    for (const QJsonValue &c : scoring.value(QStringLiteral("criteria")).toArray())
        expectKeys(c.toObject(),
                   {{"id", Type::String},
                    {"weight", Type::Double},
                    {"points", Type::Object},
                    {"text", Type::String},
                    {"figures", Type::Object}},
                   "criterion");
    for (const QJsonValue &m : root.value(QStringLiteral("measurements")).toArray())
        expectKeys(m.toObject(),
                   {{"op", Type::String},
                    {"gpus", Type::Double},
                    {"bytes", Type::Double},
                    {"busbw_gbyte_s", Type::Double},
                    {"source", Type::String}},
                   "measurement");
}

} // namespace

class TestEvaluation : public QObject
{
    Q_OBJECT
private slots:
    void handBuiltJsonHasEveryKey();
    void evaluateGeneratedDesign();
};

void TestEvaluation::handBuiltJsonHasEveryKey()
{
    Project p;
    p.info.name = QStringLiteral("keys");
    Measurement m;
    m.op = QStringLiteral("all-reduce");
    m.gpus = 16;
    m.bytes = 8589934592LL;
    m.busbwGbyteS = 180.5;
    m.source = QStringLiteral("run.log");
    p.measurements.push_back(m);

    Evaluation e;
    for (VariantKind k : {VariantKind::AsDrawn, VariantKind::InfiniBand, VariantKind::Ethernet,
                          VariantKind::Hybrid}) {
        VariantEvaluation v;
        v.kind = k;
        v.tiers = 2;
        v.switchesPerTier = {32, 16};
        v.linksPerTier = {1024, 1024};
        CollectivePoint c;
        c.bytes = 1073741824.0;
        c.gpus = 1024;
        v.collectives.points.push_back(c);
        BomLine b;
        b.partId = QStringLiteral("qm9700");
        b.category = QStringLiteral("switch");
        b.quantity = 48;
        v.cost.bom.push_back(b);
        // A part without a price or power figure (docs/CLI.md: "unknown", never 0).
        BomLine unknown;
        unknown.partId = QStringLiteral("q3400");
        unknown.category = QStringLiteral("switch");
        unknown.quantity = 2;
        unknown.priceKnown = false;
        unknown.powerKnown = false;
        v.cost.bom.push_back(unknown);
        v.cost.unknownPriceParts = {QStringLiteral("q3400")};
        v.cost.unknownPowerParts = {QStringLiteral("q3400")};
        v.cost.currency = QStringLiteral("EUR");
        ComplexityFactor f;
        f.id = QStringLiteral("managed-devices");
        f.text = QStringLiteral("x");
        v.complexity.factors.push_back(f);
        e.variants.push_back(v);
    }
    Explanation r;
    r.id = QStringLiteral("workload");
    r.text = QStringLiteral("y");
    r.figures = {{QStringLiteral("comm_share"), 0.3}};
    e.recommendation.reasons.push_back(r);
    const QJsonObject root = evaluationToJson(p, e);
    checkContract(root);
    const QJsonArray ms = root.value(QStringLiteral("measurements")).toArray();
    QCOMPARE(ms.size(), 1);
    QCOMPARE(ms.at(0).toObject().value(QStringLiteral("bytes")).toDouble(), 8589934592.0);
    QCOMPARE(root.value(QStringLiteral("variants"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QStringLiteral("switches_per_tier"))
                 .toArray()
                 .at(1)
                 .toDouble(),
             16.0);
    const QJsonObject v0 = root.value(QStringLiteral("variants")).toArray().at(0).toObject();
    const QJsonObject line = v0.value(QStringLiteral("bom")).toArray().at(1).toObject();
    QCOMPARE(line.value(QStringLiteral("unit_price")).toString(), QStringLiteral("unknown"));
    QCOMPARE(line.value(QStringLiteral("total_power_w")).toString(), QStringLiteral("unknown"));
    QCOMPARE(v0.value(QStringLiteral("capex_complete")).toBool(), false);
    QCOMPARE(v0.value(QStringLiteral("power_complete")).toBool(), false);
    QCOMPARE(v0.value(QStringLiteral("unknown_price_parts")).toArray().at(0).toString(),
             QStringLiteral("q3400"));
}

void TestEvaluation::evaluateGeneratedDesign()
{
    GeneratorParams params;
    params.gpus = 1024;
    Project project = test::generatedProject(params);
    project.info.name = QStringLiteral("1024");
    project.organisation.surviveSingleSwitchFailure = true;
    project.requirements.networkCapexBudgetEur = 1e9;
    const Evaluation e = evaluate(project, test::shippedCatalog());
    QCOMPARE(e.variants.size(), std::size_t(5));
    const QJsonObject root = evaluationToJson(project, e);
    checkContract(root);
    // Two requirements on each of the five variants; the scoring compares InfiniBand and
    // Ethernet/RoCE (the hybrid of a compute-only design is InfiniBand's; the hybrid per
    // unit's gateways have no price, so its TCO is a lower bound and it is not scored:
    // reason capex-unpriced).
    const QJsonArray reqs = root.value(QStringLiteral("requirements")).toArray();
    QCOMPARE(reqs.size(), 5);
    QCOMPARE(reqs.at(1).toObject().value(QStringLiteral("checks")).toArray().size(), 2);
    const QJsonObject scoring = root.value(QStringLiteral("scoring")).toObject();
    QCOMPARE(scoring.value(QStringLiteral("candidates")).toArray().size(), 2);
    bool unpriced = false;
    for (const QJsonValue r : root.value(QStringLiteral("recommendation"))
                                  .toObject()
                                  .value(QStringLiteral("reasons"))
                                  .toArray())
        unpriced = unpriced || r.toObject().value(QStringLiteral("id")).toString() ==
                                   QLatin1String("capex-unpriced");
    QVERIFY(unpriced);
    QCOMPARE(scoring.value(QStringLiteral("criteria")).toArray().size(), 6);
    QCOMPARE(scoring.value(QStringLiteral("winner")).toString(),
             root.value(QStringLiteral("recommendation"))
                 .toObject()
                 .value(QStringLiteral("variant"))
                 .toString());
    QCOMPARE(root.value(QStringLiteral("project")).toObject().value(QStringLiteral("gpus")).toInt(),
             1024);
    QCOMPARE(
        root.value(QStringLiteral("project")).toObject().value(QStringLiteral("nodes")).toInt(),
        128);
    // With the catalog, the recommendation carries the winner's two-plane design, the
    // figures page 1 of the report weighs against a switch failure. Here survival is
    // required, so the winner was searched at its best for it and already is on two
    // planes with a port of each NIC on each: nothing to add, and the key says why.
    const QJsonObject rec = evaluationToJson(project, e, &test::shippedCatalog())
                                .value(QStringLiteral("recommendation"))
                                .toObject();
    const QJsonObject already = rec.value(QStringLiteral("two_planes")).toObject();
    QVERIFY(!already.value(QStringLiteral("available")).toBool());
    QVERIFY(!already.value(QStringLiteral("reason")).toString().isEmpty());
    // Without that requirement InfiniBand wins as generated (QM9700, one plane); its
    // two-plane design on h100-8gpu-dual (a ConnectX-7 2 x 200G per GPU, a port on each
    // plane) has per plane 1,024 ports of 200 Gb/s on QM9700 of 128 x 200G: 16 leaves of
    // 64 down and 64 up and 16 x 64 / 128 = 8 spines (tst_cost splitPortsShareModules),
    // 48 switches on both planes, 2 tiers, and a switch failure cuts no GPU off.
    // (GPU time valued at the catalog's rental price, as these figures were counted: at
    // the cluster's own cost, the default, Ethernet/RoCE wins here.)
    Project open = test::generatedProject(params);
    open.comparisonBasis.gpuTimeValue = GpuTimeValue::GpuHourCost;
    const Evaluation e2 = evaluate(open, test::shippedCatalog());
    const QJsonObject rec2 = evaluationToJson(open, e2, &test::shippedCatalog())
                                 .value(QStringLiteral("recommendation"))
                                 .toObject();
    QCOMPARE(rec2.value(QStringLiteral("variant")).toString(), QStringLiteral("infiniband"));
    const QJsonObject two = rec2.value(QStringLiteral("two_planes")).toObject();
    QVERIFY2(two.value(QStringLiteral("available")).toBool(),
             qPrintable(two.value(QStringLiteral("reason")).toString()));
    QCOMPARE(two.value(QStringLiteral("node_type")).toString(), QStringLiteral("h100-8gpu-dual"));
    QCOMPARE(two.value(QStringLiteral("switches")).toDouble(), 48.0);
    QCOMPARE(two.value(QStringLiteral("tiers")).toInt(), 2);
    QCOMPARE(two.value(QStringLiteral("gpus_cut_off")).toDouble(), 0.0);
    QVERIFY(two.value(QStringLiteral("job_survives")).toBool());
    QCOMPARE(two.value(QStringLiteral("capex_change")).toDouble(),
             two.value(QStringLiteral("capex")).toDouble() - e2.variants[1].cost.capexEur);
    // Without the catalog (the hand-built evaluation above), no such key.
    QVERIFY(!root.value(QStringLiteral("recommendation"))
                 .toObject()
                 .contains(QStringLiteral("two_planes")));
    for (const VariantEvaluation &v : e.variants) {
        QVERIFY(v.cost.capexEur > 0.0);
        QVERIFY(v.tiers >= 1);
        QVERIFY(v.growth.maxGpusSameTiers >= 1024);
        QVERIFY(v.complexity.score > 0.0 && v.complexity.score <= 100.0);
    }
}

QTEST_GUILESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
