// SPDX-License-Identifier: GPL-3.0-or-later
// Calibration from measurement: the analyses of a variant use the figures calibrated from its
// measurements when the project says so (Project::calibration). Synthetic measurements made from a
// known latency and bandwidth; the calibrated all-reduce time is the alpha-beta
// formula with the fitted values; the choice survives the project file and JSON; a
// version-2 file (before the choice existed) opens.
#include "analysis/analysis_bandwidth.h"
#include "analysis/analysis_collectives.h"
#include "analysis/calibration.h"
#include "analysis/evaluation.h"
#include "edit/document.h"
#include "edit/editcommands.h"
#include "io/projectfile.h"
#include "io/projectjson.h"
#include "model/catalog.h"
#include "nccl/ncclfiles.h"
#include "support/testsupport.h"
#include "topology/generator.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUuid>

#include <cmath>

using namespace fp;

namespace {

constexpr double kAlpha = 6e-6; // s per step
constexpr double kBus = 44.0e9; // B/s
constexpr int kMeasuredGpus = 16;

Project generated(const Catalog &c, int gpus)
{
    GeneratorParams params;
    params.gpus = gpus;
    params.nodeTypeId = QStringLiteral("h100-8gpu");
    params.technology = Technology::InfiniBand;
    params.switchTypeId = QStringLiteral("qm9700");
    params.topology = TopologyKind::RailOptimized;
    return test::generatedProject(params, c);
}

// An all-reduce run on 16 GPUs in 2 nodes, times from the alpha-beta model.
std::vector<Measurement> syntheticRun(const QString &variant)
{
    std::vector<Measurement> rows;
    const double p = kMeasuredGpus;
    for (int e = 10; e <= 33; e += 2) {
        Measurement m;
        m.run = 1;
        m.source = QStringLiteral("pilot_allreduce.txt");
        m.date = QStringLiteral("2025-02-01T12:00:00Z");
        m.variant = variant;
        m.op = QStringLiteral("all-reduce");
        m.test = QStringLiteral("all_reduce_perf");
        m.gpus = kMeasuredGpus;
        m.nodes = 2;
        m.bytes = qint64(1) << e;
        const double n = double(m.bytes);
        m.seconds = 2.0 * (p - 1.0) * kAlpha + 2.0 * (p - 1.0) / p * n / kBus;
        m.algbwGbyteS = n / m.seconds / 1e9;
        m.busbwGbyteS = m.algbwGbyteS * 2.0 * (p - 1.0) / p;
        m.count = m.bytes / 4;
        m.type = QStringLiteral("float");
        m.redop = QStringLiteral("sum");
        m.wrong = 0.0;
        rows.push_back(m);
    }
    return rows;
}

constexpr double kLatencyScale = 2.0;
constexpr double kBandwidthScale = 0.9;

// The model with NCCL's latencies and the switch path x kLatencyScale and the per-NIC
// bandwidth x kBandwidthScale (what a calibration should find).
CollectiveModel scaledModel(CollectiveModel m)
{
    for (NcclConstants::Table *t :
         {&m.constants.baseLatencyUs, &m.constants.nvlinkLatencyUs, &m.constants.netLatencyUs})
        for (auto &row : *t)
            for (double &v : row)
                v *= kLatencyScale;
    m.constants.netOverheadUs *= kLatencyScale;
    m.switchLatencySeconds *= kLatencyScale;
    m.efficiency *= kBandwidthScale;
    m.nicEffectiveGbytePerS *= kBandwidthScale;
    m.allToAllGbytePerS *= kBandwidthScale;
    return m;
}

// An all-reduce run of `m` (its GPUs in nodes of 8), 1 KiB .. 8 GiB.
std::vector<Measurement> modelRun(const CollectiveModel &m)
{
    std::vector<Measurement> rows = syntheticRun(QStringLiteral("infiniband"));
    for (Measurement &r : rows) {
        const double n = double(r.bytes);
        r.gpus = m.gpus;
        r.nodes = m.gpus / 8;
        r.seconds = collectiveSeconds(CollectiveOp::AllReduce, n, m);
        r.algbwGbyteS = n / r.seconds / 1e9;
        r.busbwGbyteS = r.algbwGbyteS * 2.0 * (m.gpus - 1.0) / m.gpus;
    }
    return rows;
}

Catalog withoutSharp(Catalog c)
{
    for (auto &[id, figure] : c.assumptions)
        if (id == QLatin1String("sharp-enabled"))
            figure.value = 0.0;
    return c;
}

const VariantEvaluation *variant(const Evaluation &e, VariantKind kind)
{
    for (const VariantEvaluation &v : e.variants)
        if (v.kind == kind)
            return &v;
    return nullptr;
}

const CollectivePoint *point(const CollectiveResult &r, CollectiveOp op, double bytes, int gpus)
{
    for (const CollectivePoint &pt : r.points)
        if (pt.op == op && pt.bytes == bytes && pt.gpus == gpus)
            return &pt;
    return nullptr;
}

const Explanation *explanation(const std::vector<Explanation> &list, const QString &id)
{
    for (const Explanation &e : list)
        if (e.id == id)
            return &e;
    return nullptr;
}

using test::runSql;
using test::sqlScript;

} // namespace

class TestCalibratedEval : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    Project m_project; // 64 GPUs on InfiniBand, measured on the InfiniBand variant

private slots:
    void initTestCase()
    {
        m_catalog = test::shippedCatalog();
        m_project = generated(m_catalog, 64);
        m_project.measurements = syntheticRun(QStringLiteral("infiniband"));
    }

    // Measurements made by the catalog model of the design at 32 GPUs (4 nodes, where
    // NVLSTree and the ring wait on the NICs) with NCCL's latencies x 2 and a per-NIC
    // efficiency x 0.9: the calibration recovers both scales, and the 64-GPU
    // collectives are the model with them (not a flat alpha-beta line).
    // Without SHARP: with it, CollNet Chain is bound by NVLink at every large size and
    // the NICs' speed would be measured by the mid sizes only.
    void calibratedAllReduceIsTheScaledModel()
    {
        Project p = m_project;
        const Catalog catalog = withoutSharp(m_catalog);
        const BandwidthResult bw = analyzeBandwidth(p, catalog);
        p.measurements = modelRun(scaledModel(collectiveModel(p, catalog, bw, 32)));
        p.setUsesCalibration(QStringLiteral("infiniband"), true);
        QVERIFY(p.usesCalibration(QStringLiteral("infiniband")));
        QVERIFY(!p.usesCalibration(QStringLiteral("ethernet")));
        const Evaluation e = evaluate(p, catalog);
        const VariantEvaluation *ib = variant(e, VariantKind::InfiniBand);
        QVERIFY(ib);
        QVERIFY(ib->collectives.calibrated);
        QVERIFY2(std::abs(ib->collectives.latencyScale / kLatencyScale - 1.0) < 0.02,
                 qPrintable(QString::number(ib->collectives.latencyScale)));
        QVERIFY2(std::abs(ib->collectives.bandwidthScale / kBandwidthScale - 1.0) < 0.02,
                 qPrintable(QString::number(ib->collectives.bandwidthScale)));
        QCOMPARE(ib->collectives.calibrationNodes, 4);
        QVERIFY(std::abs(ib->collectives.efficiency / (0.94 * kBandwidthScale) - 1.0) < 0.02);
        QVERIFY(std::abs(ib->collectives.networkGbytePerSPerGpu / (47.0 * kBandwidthScale) - 1.0) <
                0.02);

        const CollectiveModel m64 = scaledModel(collectiveModel(ib->project, catalog, bw, 64));
        for (double bytes : {std::ldexp(1.0, 20), std::ldexp(1.0, 30), std::ldexp(1.0, 34)}) {
            const CollectivePoint *pt = point(ib->collectives, CollectiveOp::AllReduce, bytes, 64);
            QVERIFY(pt);
            const double expected = collectiveSeconds(CollectiveOp::AllReduce, bytes, m64);
            QVERIFY2(std::abs(pt->seconds - expected) <= 0.02 * expected,
                     qPrintable(QStringLiteral("%1 vs %2").arg(pt->seconds).arg(expected)));
        }
        // A fit from 4 nodes is not a 2-node pilot.
        QVERIFY(!explanation(ib->collectives.explanations, QStringLiteral("calibration-pilot")));

        // Explanations say where the figures come from.
        const Explanation *calibrated =
            explanation(ib->collectives.explanations, QStringLiteral("calibrated"));
        QVERIFY(calibrated);
        QVERIFY2(calibrated->text.contains(QStringLiteral("pilot_allreduce.txt")),
                 qPrintable(calibrated->text));
        QVERIFY2(calibrated->text.contains(QStringLiteral("calibrated from measurement")),
                 qPrintable(calibrated->text));
        QVERIFY2(calibrated->text.contains(QStringLiteral("% of line rate")),
                 qPrintable(calibrated->text));
        QVERIFY(!explanation(ib->collectives.explanations, QStringLiteral("efficiency")));
        // The run compared with the model, per variant.
        QVERIFY(explanation(ib->collectives.explanations, QStringLiteral("measurement-1-fit")));
        QVERIFY(explanation(ib->collectives.explanations,
                            QStringLiteral("measurement-1-measured-vs-model")));

        // The other variants keep the catalog model, even the as-drawn one whose design
        // equals the InfiniBand variant's.
        const VariantEvaluation *asDrawn = variant(e, VariantKind::AsDrawn);
        QVERIFY(asDrawn);
        QVERIFY(!asDrawn->collectives.calibrated);
        QVERIFY(
            !explanation(asDrawn->collectives.explanations, QStringLiteral("measurement-1-fit")));

        // evaluate --json marks it.
        const QJsonObject json = evaluationToJson(p, e);
        bool seen = false;
        for (const QJsonValue &vv : json.value(QStringLiteral("variants")).toArray()) {
            const QJsonObject v = vv.toObject();
            const bool isIb =
                v.value(QStringLiteral("variant")).toString() == QLatin1String("infiniband");
            QCOMPARE(v.value(QStringLiteral("collectives_calibrated")).toBool(), isIb);
            if (!isIb)
                continue;
            seen = true;
            const QJsonObject c = v.value(QStringLiteral("calibration")).toObject();
            QCOMPARE(c.value(QStringLiteral("alpha_s")).toDouble(), ib->collectives.alphaSeconds);
            QCOMPARE(c.value(QStringLiteral("busbw_gbyte_s")).toDouble(),
                     ib->collectives.networkGbytePerSPerGpu);
            QCOMPARE(c.value(QStringLiteral("latency_scale")).toDouble(),
                     ib->collectives.latencyScale);
            QCOMPARE(c.value(QStringLiteral("calibration_nodes")).toInt(), 4);
            QVERIFY(c.value(QStringLiteral("efficiency")).toDouble() > 0.0);
            QVERIFY(c.value(QStringLiteral("source"))
                        .toString()
                        .contains(QStringLiteral("pilot_allreduce.txt")));
        }
        QVERIFY(seen);
    }

    // A 2-node pilot (16 GPUs): NCCL runs NVLSTree there, bound by NVLink SHARP, so the
    // run never waits on the NICs: the bandwidth scale stays 1 and says so, the latency
    // scale is fitted, and using it for the 64 GPUs is flagged as a pilot.
    void twoNodePilotIsFlagged()
    {
        Project p = m_project;
        const BandwidthResult bw = analyzeBandwidth(p, m_catalog);
        p.measurements = modelRun(scaledModel(collectiveModel(p, m_catalog, bw, 16)));
        p.setUsesCalibration(QStringLiteral("infiniband"), true);
        const Evaluation e = evaluate(p, m_catalog);
        const VariantEvaluation *ib = variant(e, VariantKind::InfiniBand);
        QVERIFY(ib && ib->collectives.calibrated);
        QCOMPARE(ib->collectives.bandwidthScale, 1.0);
        QVERIFY2(std::abs(ib->collectives.latencyScale / kLatencyScale - 1.0) < 0.02,
                 qPrintable(QString::number(ib->collectives.latencyScale)));
        QCOMPARE(ib->collectives.calibrationNodes, 2);
        QVERIFY(explanation(ib->collectives.explanations, QStringLiteral("calibration-pilot")));
        QVERIFY(
            explanation(ib->collectives.explanations, QStringLiteral("calibration-unmeasured")));
    }

    void uncalibratedUsesTheCatalog()
    {
        Project p = m_project;
        p.setUsesCalibration(QStringLiteral("infiniband"), true);
        p.setUsesCalibration(QStringLiteral("infiniband"), false);
        QCOMPARE(p.calibration.size(), size_t(1));
        const Evaluation e = evaluate(p, m_catalog);
        const VariantEvaluation *ib = variant(e, VariantKind::InfiniBand);
        QVERIFY(ib);
        QVERIFY(!ib->collectives.calibrated);
        const CollectiveResult catalogModel = analyzeCollectives(ib->project, m_catalog);
        QCOMPARE(ib->collectives.points.size(), catalogModel.points.size());
        for (std::size_t i = 0; i < catalogModel.points.size(); ++i)
            QCOMPARE(ib->collectives.points[i].seconds, catalogModel.points[i].seconds);
        QCOMPARE(ib->collectives.efficiency, catalogModel.efficiency);
        QVERIFY(explanation(ib->collectives.explanations, QStringLiteral("efficiency")));
        // Measured against the catalog model all the same.
        QVERIFY(explanation(ib->collectives.explanations,
                            QStringLiteral("measurement-1-measured-vs-model")));
        const QJsonObject json = evaluationToJson(p, e);
        for (const QJsonValue &vv : json.value(QStringLiteral("variants")).toArray()) {
            QVERIFY(!vv.toObject().value(QStringLiteral("collectives_calibrated")).toBool());
            QVERIFY(!vv.toObject().contains(QStringLiteral("calibration")));
        }
    }

    // Calibration chosen but nothing to fit: the catalog model, and a note why.
    void calibrationWithoutMeasurements()
    {
        Project p = m_project;
        p.measurements.clear();
        p.setUsesCalibration(QStringLiteral("infiniband"), true);
        const Evaluation e = evaluate(p, m_catalog);
        const VariantEvaluation *ib = variant(e, VariantKind::InfiniBand);
        QVERIFY(ib);
        QVERIFY(!ib->collectives.calibrated);
        QVERIFY(explanation(ib->collectives.explanations, QStringLiteral("calibration-failed")));
    }

    void fileAndJsonKeepTheChoice()
    {
        Project p = m_project;
        p.setUsesCalibration(QStringLiteral("infiniband"), true);
        p.setUsesCalibration(QStringLiteral("ethernet"), false);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cal.fabricplan"));
        ProjectWriter writer;
        QVERIFY2(writer.write(p, path), qPrintable(writer.errorString()));
        ProjectReader reader;
        const auto back = reader.read(path);
        QVERIFY2(back, qPrintable(reader.errorString()));
        QCOMPARE(back->calibration, p.calibration);
        QCOMPARE(back->measurements, p.measurements);

        const QByteArray text = projectToJsonText(p);
        QString error;
        const auto fromJson = projectFromJson(QJsonDocument::fromJson(text).object(), &error);
        QVERIFY2(fromJson, qPrintable(error));
        QCOMPARE(fromJson->calibration, p.calibration);
        // The JSON texts are equal: no line differs.
        QVERIFY2(test::firstDifference(*fromJson, p).isEmpty(),
                 qPrintable(test::firstDifference(*fromJson, p)));
        QVERIFY2(test::firstDifference(*back, p).isEmpty(),
                 qPrintable(test::firstDifference(*back, p)));

        // JSON written before the choice existed: no choices.
        QJsonObject old = QJsonDocument::fromJson(text).object();
        old.remove(QStringLiteral("calibration"));
        const auto oldProject = projectFromJson(old, &error);
        QVERIFY2(oldProject, qPrintable(error));
        QVERIFY(oldProject->calibration.empty());

        // A variant that does not exist, or one listed twice, is refused.
        Project bad = p;
        bad.calibration.push_back({QStringLiteral("bogus"), true});
        QVERIFY(!writer.write(bad, dir.filePath(QStringLiteral("bad.fabricplan"))));
        QVERIFY2(writer.errorString().contains(QStringLiteral("bogus")),
                 qPrintable(writer.errorString()));
        QJsonObject twice = QJsonDocument::fromJson(text).object();
        QJsonArray list = twice.value(QStringLiteral("calibration")).toArray();
        list.append(list.first());
        twice.insert(QStringLiteral("calibration"), list);
        QVERIFY(!projectFromJson(twice, &error));
        QVERIFY2(error.contains(QStringLiteral("calibration[2].variant")), qPrintable(error));
    }

    // fp::edit: an import is one undoable step with fresh run numbers; the choice too.
    void undoableImportAndChoice()
    {
        ProjectDocument doc(m_catalog);
        QSignalSpy changed(&doc, &ProjectDocument::changed);
        std::vector<Measurement> rows = syntheticRun(QStringLiteral("infiniband"));
        std::vector<Measurement> second = syntheticRun(QStringLiteral("ethernet"));
        for (Measurement &m : second)
            m.run = 7;
        rows.insert(rows.end(), second.begin(), second.end());
        edit::addMeasurements(doc, rows);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.project().measurements.size(), rows.size());
        QCOMPARE(doc.project().measurements.front().run, 1);
        QCOMPARE(doc.project().measurements.back().run, 2);
        QCOMPARE(changed.last().at(0).value<ChangeEvent>().kind, ChangeEvent::Kind::Measurements);
        edit::addMeasurements(doc, syntheticRun(QStringLiteral("infiniband")));
        QCOMPARE(doc.project().measurements.back().run, 3);
        edit::addMeasurements(doc, {});
        QCOMPARE(doc.undoStack()->count(), 2);

        edit::setUsesCalibration(doc, QStringLiteral("infiniband"), true);
        QVERIFY(doc.project().usesCalibration(QStringLiteral("infiniband")));
        edit::setUsesCalibration(doc, QStringLiteral("infiniband"), true); // no change
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undoStack()->undo();
        QVERIFY(!doc.project().usesCalibration(QStringLiteral("infiniband")));
        doc.undoStack()->undo();
        QCOMPARE(doc.project().measurements.size(), rows.size());
        doc.undoStack()->undo();
        QVERIFY(doc.project().measurements.empty());
        doc.undoStack()->redo();
        QCOMPARE(doc.project().measurements.size(), rows.size());
    }

    // A dropped folder: its logs, recursively; errors name the file and line.
    void folderOfLogs()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("ib/deeper")));
        QVERIFY(QFile::copy(QStringLiteral(FP_TEST_DATA "/nccl/multirank_allreduce_16gpu.txt"),
                            dir.filePath(QStringLiteral("ib/deeper/a.log"))));
        QVERIFY(QFile::copy(QStringLiteral(FP_TEST_DATA "/nccl/json_allgather.json"),
                            dir.filePath(QStringLiteral("ib/b.json"))));
        QVERIFY(QFile::copy(QStringLiteral(FP_TEST_DATA "/nccl/two_tests.txt"),
                            dir.filePath(QStringLiteral("c.txt"))));
        QFile other(dir.filePath(QStringLiteral("notes.md")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("not a log\n");
        other.close();
        const QStringList files = ncclLogFiles({dir.path()});
        QCOMPARE(files.size(), 3);
        QVERIFY(files.at(0).endsWith(QLatin1String("c.txt")));
        QVERIFY(files.at(1).endsWith(QLatin1String("ib/b.json")));
        QVERIFY(files.at(2).endsWith(QLatin1String("ib/deeper/a.log")));

        NcclFilesImport imported = importNcclFiles(files, QStringLiteral("2025-03-01T00:00:00Z"));
        QVERIFY2(imported.errors.isEmpty(), qPrintable(imported.errors.join(QLatin1Char('\n'))));
        QCOMPARE(imported.runs.size(), size_t(4)); // two in c.txt, one each in the others
        QCOMPARE(imported.rows.back().run, 4);
        QCOMPARE(imported.rows.back().source, QStringLiteral("a.log"));
        QCOMPARE(imported.runs.back().guessed, QStringLiteral("infiniband"));
        setNcclVariant(imported, QStringLiteral("ethernet"), true);
        QCOMPARE(imported.rows.back().variant, QStringLiteral("infiniband"));
        QCOMPARE(imported.rows.front().variant, imported.runs.front().guessed.isEmpty()
                                                    ? QStringLiteral("ethernet")
                                                    : imported.runs.front().guessed);

        const NcclFilesImport bad =
            importNcclFiles({QStringLiteral(FP_TEST_DATA "/nccl/not_nccl.txt"),
                             dir.filePath(QStringLiteral("missing.txt"))});
        QCOMPARE(bad.errors.size(), 2);
        QVERIFY2(bad.errors.at(0).startsWith(QLatin1String("not_nccl.txt: ")),
                 qPrintable(bad.errors.at(0)));
        QVERIFY2(bad.errors.at(1).startsWith(QLatin1String("missing.txt: ")),
                 qPrintable(bad.errors.at(1)));
        QVERIFY(bad.rows.empty());
    }

    void versionTwoFileMigrates()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v2.fabricplan"));
        QString error;
        QVERIFY2(
            runSql(path, sqlScript(QStringLiteral(FP_TEST_DATA "/projectfile/v2.sql")), &error),
            qPrintable(error));
        ProjectReader reader;
        const auto p = reader.read(path);
        QVERIFY2(p, qPrintable(reader.errorString()));
        QCOMPARE(reader.fileInfo().schemaVersion, 2);
        QVERIFY(reader.fileInfo().migrated);
        QCOMPARE(p->info.name, QStringLiteral("Pilot pod v2"));
        QCOMPARE(p->measurements.size(), size_t(2));
        QCOMPARE(p->measurements[1].bytes, qint64(1073741824));
        QCOMPARE(p->measurements[1].variant, QStringLiteral("infiniband"));
        QVERIFY(p->calibration.empty());

        // Saved in the current version, with a choice, and read back.
        Project q = *p;
        q.setUsesCalibration(QStringLiteral("infiniband"), true);
        const QString saved = dir.filePath(QStringLiteral("v3.fabricplan"));
        ProjectWriter writer;
        QVERIFY2(writer.write(q, saved), qPrintable(writer.errorString()));
        const auto again = reader.read(saved);
        QVERIFY2(again, qPrintable(reader.errorString()));
        QCOMPARE(reader.fileInfo().schemaVersion, ProjectSchemaVersion);
        QCOMPARE(again->calibration, q.calibration);
        QCOMPARE(again->measurements, q.measurements);
    }
};

QTEST_GUILESS_MAIN(TestCalibratedEval)
#include "tst_calibrated_eval.moc"
