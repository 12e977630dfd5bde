// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"

#include "cli/cliparse.h"

#include "analysis/calibration.h"
#include "analysis/evaluation.h"
#include "analysis/explore.h"
#include "exchange/devicetype.h"
#include "exchange/exchange.h"
#include "exchange/ibnetdiscover.h"
#include "exchange/physical.h"
#include "io/filesafety.h"
#include "io/projectio.h"
#include "io/projectjson.h"
#include "model/catalog.h"
#include "model/fieldrange.h"
#include "model/labels.h"
#include "model/measurements.h"
#include "nccl/ncclfiles.h"
#include "render/chartpainter.h"
#include "report/comparison.h"
#include "report/reportrenderer.h"
#include "text/i18n.h"
#include "topology/expansion.h"
#include "topology/generator.h"
#include "topology/graphml.h"
#include "topology/summary.h"
#include "topology/variant.h"
#include "version.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

#include <cstdio>
#include <optional>

namespace fp::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("fp::cli", text);
}

void writeOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

// One line on stderr, after the program's name.
void writeErrLine(const QString &message)
{
    const QByteArray bytes =
        (QStringLiteral("fabricplanner-cli: ") + message.simplified() + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stderr);
}

// One clear line on stderr (docs/CLI.md "Exit codes and errors").
int fail(const QString &message, int code = BadInput)
{
    writeErrLine(message);
    return code;
}

// Why the evaluation makes no recommendation (Evaluation::refusals: the design's
// invariant errors, as the GUI lists them, and figures that are not finite and at
// least 0): one warning line each on stderr (the first kMaxWarnings, then how many
// more), then one line saying so. Nothing when the recommendation stands.
void warnRefusals(const Evaluation &ev)
{
    constexpr std::size_t kMaxWarnings = 20;
    for (std::size_t i = 0; i < ev.refusals.size() && i < kMaxWarnings; ++i)
        writeErrLine(tr("warning: %1").arg(ev.refusals[i].text));
    if (ev.refusals.size() > kMaxWarnings)
        writeErrLine(
            tr("warning: and %1 more like these")
                .arg(formatInteger(static_cast<long long>(ev.refusals.size() - kMaxWarnings))));
    if (!ev.recommends())
        writeErrLine(tr("warning: no variant is recommended until the design gives a valid "
                        "comparison (the warnings above say why)"));
}

std::optional<Catalog> loadCatalog(int *code)
{
    QString error;
    auto catalog = Catalog::loadDefaults(&error);
    if (!catalog) {
        *code = fail(tr("the built-in catalog is damaged: %1").arg(error), InternalFailure);
        return std::nullopt;
    }
    return catalog;
}

// The catalog a project is analysed with: the shipped defaults plus the project's
// overrides and own parts. A bad override is bad input (exit 2).
std::optional<Catalog> effectiveCatalogForCli(const Project &project, int *code)
{
    const auto catalog = loadCatalog(code);
    if (!catalog)
        return std::nullopt;
    QString error;
    auto effective = applyOverrides(*catalog, project.catalogOverrides, &error);
    if (!effective) {
        *code = fail(error);
        return effective;
    }
    // Bounded expansion: the GPUs are counted before any analysis expands the design.
    if (const qint64 gpus = expandedGpuCount(project, *effective); gpus > kMaxGpus) {
        *code = fail(tr("the design has %1 GPUs with its groups repeated; at most %2 are "
                        "supported")
                         .arg(gpus)
                         .arg(kMaxGpus));
        return std::nullopt;
    }
    return effective;
}

// Writes a project file; never leaves a partial file (saveProject is atomic).
int saveProjectForCli(const Project &project, const QString &path)
{
    QString error;
    if (!saveProject(project, path, &error))
        return fail(error);
    return Ok;
}

// The one check of every output path before a command writes it (filesafety.h): new
// or a regular file, never one of `inputs`, and for exports and reports never an
// existing project. Ok, or BadInput after printing why.
int checkOutputForCli(const QString &output, const QStringList &inputs, bool mayReplaceProject)
{
    QString error;
    if (!checkOutputFile(output, inputs, mayReplaceProject, &error))
        return fail(error);
    return Ok;
}

// How long a read-modify-write command waits for another writer of its project.
constexpr int kProjectLockTimeoutMs = 30000;

// Locks the project of a read-modify-write command (import-nccl, set-comm-share)
// from before it is read until after it is saved, so that two of them never drop
// each other's change. Ok, or BadInput after printing why.
int lockProjectForCli(ProjectLock *lock, const QString &path)
{
    QString error;
    if (!lock->lock(path, kProjectLockTimeoutMs, &error))
        return fail(error);
    return Ok;
}

// Opens a project (.fabricplan or its JSON text); maps failures to exit codes.
std::optional<Project> openProjectForCli(const QString &path, int *code)
{
    QString error;
    ProjectIoStatus status = ProjectIoStatus::Ok;
    auto project = loadProject(path, &error, &status);
    if (!project)
        *code =
            fail(error, status == ProjectIoStatus::InternalFailure ? InternalFailure : BadInput);
    return project;
}

// A project opened for reading with its effective catalog (its overrides applied,
// its size checked): openProjectForCli() and effectiveCatalogForCli() in one step;
// nullopt with *code set when either fails.
struct OpenProject {
    Project project;
    Catalog catalog;
};

std::optional<OpenProject> openWithCatalog(const QString &path, int *code)
{
    auto project = openProjectForCli(path, code);
    if (!project)
        return std::nullopt;
    auto catalog = effectiveCatalogForCli(*project, code);
    if (!catalog)
        return std::nullopt;
    return OpenProject{std::move(*project), std::move(*catalog)};
}

// The evaluation of a command: --best-per-technology compares each technology at its
// best (EvaluationOptions::bestPerTechnology).
Evaluation evaluateForCli(const Project &project, const Catalog &catalog, const Options &o)
{
    EvaluationOptions options{defaultLocale(), nullptr};
    options.bestPerTechnology = o.has(QStringLiteral("best-per-technology"));
    return evaluate(project, catalog, options);
}

// import FILE.json --output FILE.fabricplan: the JSON text of a project (as written
// by export --format json) into a project file.
int cmdImport(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("import"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (o.positional.size() != 1)
        return fail(tr("import needs one project file (JSON) and --output FILE.fabricplan"));
    if (o.value(QStringLiteral("output")).isEmpty())
        return fail(tr("import needs --output FILE.fabricplan"));
    int code = checkOutputForCli(o.value(QStringLiteral("output")), o.positional, true);
    if (code != Ok)
        return code;
    const auto project = openProjectForCli(o.positional.first(), &code);
    if (!project)
        return code;
    // Import accepts what evaluate accepts: the catalog with the project's overrides
    // and own parts must build (the same check as every command that analyses).
    if (!effectiveCatalogForCli(*project, &code))
        return code;
    return saveProjectForCli(*project, o.value(QStringLiteral("output")));
}

// Writes bytes atomically (AtomicFile: temporary file, then rename): never a
// partial output file, and no temporary file left by a killed run.
int writeFileForCli(const QString &path, const QByteArray &bytes)
{
    AtomicFile out(path);
    // A write error may say only "Unknown error": a full disk is named from statvfs,
    // when the folder lacks room for the bytes and one block (4 KiB) of slack.
    const auto failed = [&]() {
        const QString folder = QFileInfo(path).absolutePath();
        const qint64 neededBytes = bytes.size() + 4096;
        return fail(tr("cannot write \"%1\": %2")
                        .arg(path, lacksSpaceFor(folder, neededBytes) ? diskFullText(folder)
                                                                      : out.errorString()));
    };
    if (!out.open())
        return failed();
    if (out.device()->write(bytes) != bytes.size() || !out.commit())
        return failed();
    return Ok;
}

// Reads an input file whole (a regular file only: a pipe would block). nullopt after
// printing why.
std::optional<QByteArray> readInputForCli(const QString &path)
{
    QString error;
    if (!checkInputFile(path, &error)) {
        fail(error);
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(tr("cannot read \"%1\": %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    return file.readAll();
}

// export --format KEY for a format of core/exchange (exchange.h: the same table as the
// GUI's File > Export): checked output paths, the files written atomically. The bill of
// materials is the evaluation's (with --best-per-technology when given).
int exportExchange(const exchange::ExportFormat &format, const Options &o)
{
    const QString output = o.value(QStringLiteral("output"));
    if (output.isEmpty())
        return fail(tr("export needs --output OUT"));
    int code = format.toFolder() ? Ok : checkOutputForCli(output, o.positional, false);
    if (code != Ok)
        return code;
    const auto opened = openWithCatalog(o.positional.first(), &code);
    if (!opened)
        return code;
    std::optional<Evaluation> evaluation;
    if (format.usesEvaluation)
        evaluation = evaluateForCli(opened->project, opened->catalog, o);
    const exchange::ExportInput input{opened->project, opened->catalog,
                                      evaluation ? &*evaluation : nullptr};
    QString error;
    const auto files = format.write(input, &error);
    if (!files)
        return fail(tr("\"%1\": %2").arg(o.positional.first(), error));
    if (format.toFolder() && !QDir().mkpath(output))
        return fail(tr("cannot make the folder \"%1\"").arg(output));
    for (const exchange::ExportedFile &f : *files) {
        const QString path = format.toFolder() ? QDir(output).filePath(f.name) : output;
        if (format.toFolder() && (code = checkOutputForCli(path, o.positional, false)) != Ok)
            return code;
        if ((code = writeFileForCli(path, f.bytes)) != Ok)
            return code;
    }
    return Ok;
}

// export FILE --format json|graphml|xlsx|bom-csv|cabling-csv|cabling-xlsx|svg|drawio|
// netbox|ibnetdiscover --output OUT
int cmdExport(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("export"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (o.positional.size() != 1)
        return fail(tr("export needs one project file, --format FORMAT and --output OUT"));
    const QString format = o.value(QStringLiteral("format"));
    if (const exchange::ExportFormat *f = exchange::findExportFormat(format))
        return exportExchange(*f, o);
    if (format != QLatin1String("json") && format != QLatin1String("graphml"))
        return fail(tr("--format must be json, graphml, xlsx, bom-csv, cabling-csv, "
                       "cabling-xlsx, svg, drawio, netbox or ibnetdiscover, not \"%1\"")
                        .arg(format));
    const QString output = o.value(QStringLiteral("output"));
    if (output.isEmpty())
        return fail(tr("export needs --output OUT"));
    int code = checkOutputForCli(output, o.positional, false);
    if (code != Ok)
        return code;
    const auto project = openProjectForCli(o.positional.first(), &code);
    if (!project)
        return code;
    if (format == QLatin1String("json"))
        return writeFileForCli(output, projectToJsonText(*project));
    const Fabric *fabric = project->computeFabric();
    if (!fabric)
        return fail(tr("\"%1\" has no fabric to export").arg(o.positional.first()));
    const auto effective = effectiveCatalogForCli(*project, &code);
    if (!effective)
        return code;
    const ExpandedGraph graph = expandFabric(*project, *effective, fabric->id);
    return writeFileForCli(output, expandedGraphToGraphml(*project, graph));
}

// import-devicetype FILE.fabricplan TYPE.yaml...: device types of the community
// devicetype-library as the project's own switch types (exchange/devicetype.h). Every
// file is read before the project is written; one it does not understand refuses the
// whole command with one line naming the file and the field.
int cmdImportDevicetype(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("import-devicetype"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (o.positional.size() < 2)
        return fail(tr("import-devicetype needs a project file and at least one device type "
                       "(YAML)"));
    const QString projectPath = o.positional.first();
    ProjectLock lock;
    int code = lockProjectForCli(&lock, projectPath);
    if (code != Ok)
        return code;
    auto project = openProjectForCli(projectPath, &code);
    if (!project)
        return code;
    QString report;
    for (const QString &path : o.positional.mid(1)) {
        const auto yaml = readInputForCli(path);
        if (!yaml)
            return BadInput;
        QString error;
        const auto part = exchange::deviceTypeToSwitch(*yaml, QFileInfo(path).fileName(), &error);
        if (!part)
            return fail(error);
        project->catalogOverrides.ownParts =
            exchange::withOwnSwitch(project->catalogOverrides.ownParts, *part);
        report += tr("added switch type %1 (%2)\n")
                      .arg(part->value(QStringLiteral("id")).toString(),
                           part->value(QStringLiteral("name")).toString());
    }
    if (!effectiveCatalogForCli(*project, &code))
        return code;
    if ((code = saveProjectForCli(*project, projectPath)) != Ok)
        return code;
    writeOut(report);
    return Ok;
}

// compare-fabric FILE.fabricplan IBNETDISCOVER.txt: the fabric as built against the
// design (exchange/ibnetdiscover.h). Exit 0 when they match, 1 when they differ, 2 on
// unreadable input.
int cmdCompareFabric(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("compare-fabric"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (o.positional.size() != 2)
        return fail(tr("compare-fabric needs a project file and the output of ibnetdiscover"));
    int code = Ok;
    const auto opened = openWithCatalog(o.positional.first(), &code);
    if (!opened)
        return code;
    const Project *project = &opened->project;
    const Catalog *effective = &opened->catalog;
    const Fabric *fabric = exchange::exchangeFabric(*project, true);
    if (!fabric)
        return fail(tr("\"%1\" has no InfiniBand fabric").arg(o.positional.first()));
    const auto text = readInputForCli(o.positional.at(1));
    if (!text)
        return BadInput;
    QString error;
    const auto built = exchange::parseIbnetdiscover(*text, &error);
    if (!built)
        return fail(tr("%1: %2").arg(QFileInfo(o.positional.at(1)).fileName(), error));
    const exchange::FabricComparison c =
        exchange::compareFabric(exchange::physicalFabric(*project, *effective, fabric->id), *built);
    if (o.has(QStringLiteral("json")))
        writeOut(QString::fromUtf8(
            QJsonDocument(exchange::comparisonToJson(c)).toJson(QJsonDocument::Indented)));
    else
        writeOut(exchange::comparisonText(c));
    return c.matches() ? Ok : Differs;
}

// import-nccl FILE.fabricplan LOG... [--variant ID] [--use-calibration]: adds
// nccl-tests runs to the project (and with --use-calibration has the analyses of the
// imported variant use the figures calibrated from its measurements). The logs are
// read and numbered by the same core functions as the GUI's import (importNcclFiles,
// mergeMeasurements); unlike the GUI, any log that cannot be imported (unreadable, not
// nccl-tests output, a number out of range, results already in the project) refuses
// the whole command. Every log is read before anything is written; the project is
// saved atomically, so a bad log leaves the project untouched.
int cmdImportNccl(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("import-nccl"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (o.positional.size() < 2)
        return fail(tr("import-nccl needs a project file and at least one nccl-tests log"));
    const QString variant = o.value(QStringLiteral("variant"));
    if (o.has(QStringLiteral("variant")) && !variantFromKey(variant, nullptr))
        return fail(tr("--variant must be as-drawn, infiniband, ethernet, hybrid or "
                       "hybrid-per-unit, not \"%1\"")
                        .arg(variant));
    const QString projectPath = o.positional.first();
    ProjectLock lock;
    int code = lockProjectForCli(&lock, projectPath);
    if (code != Ok)
        return code;
    auto project = openProjectForCli(projectPath, &code);
    if (!project)
        return code;

    NcclFilesImport imported = importNcclFiles(o.positional.mid(1), project->measurements);
    if (!imported.errors.isEmpty())
        return fail(imported.errors.first());
    if (!variant.isEmpty())
        setNcclVariant(imported, variant, false);
    QString report;
    QStringList importedVariants; // of the runs, "" when unknown
    for (const NcclFileRun &r : imported.runs) {
        const QString v = !variant.isEmpty() ? variant : r.guessed;
        if (!importedVariants.contains(v))
            importedVariants << v;
        report += tr("%1: %2 on %3 GPUs, %4 sizes, variant %5%6\n")
                      .arg(r.source, r.op)
                      .arg(r.gpus)
                      .arg(r.sizes)
                      .arg(v.isEmpty() ? tr("unknown (use --variant)") : v,
                           r.partial ? tr(" (partial table)") : QString());
    }
    for (const QString &w : imported.warnings)
        report += tr("warning: %1\n").arg(w);
    if (o.has(QStringLiteral("use-calibration"))) {
        for (const QString &v : importedVariants) {
            if (!variantFromKey(v, nullptr))
                return fail(tr("--use-calibration needs the variant the logs were measured on: "
                               "it could not be guessed from every log, so give --variant"));
        }
        for (const QString &v : importedVariants) {
            project->setUsesCalibration(v, true);
            report += tr("The analyses of variant %1 now use the figures calibrated from its "
                         "measurements.\n")
                          .arg(v);
        }
    }
    project->measurements = mergeMeasurements(project->measurements, std::move(imported.rows));
    const int saved = saveProjectForCli(*project, projectPath);
    if (saved != Ok)
        return saved;
    writeOut(report);
    return Ok;
}

// set-comm-share FILE.fabricplan --compute-s X --comm-s Y [--overlap-s Z]: the
// workload's communication share from a measured step breakdown
// (commShareFromBreakdown), written atomically.
int cmdSetCommShare(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("set-comm-share"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (o.positional.size() != 1 || !o.has(QStringLiteral("compute-s")) ||
        !o.has(QStringLiteral("comm-s")))
        return fail(tr("set-comm-share needs a project file, --compute-s SECONDS and --comm-s "
                       "SECONDS"));
    StepBreakdown step;
    const struct {
        const char *name;
        double *out;
    } fields[] = {{"compute-s", &step.computeSeconds},
                  {"comm-s", &step.communicationSeconds},
                  {"overlap-s", &step.overlapSeconds}};
    for (const auto &f : fields) {
        const QString name = QLatin1String(f.name);
        if (!o.has(name))
            continue;
        const auto v = parseSeconds(o.value(name));
        if (!v)
            return fail(tr("--%1 must be a number of seconds, 0 or more, not \"%2\"")
                            .arg(name, o.value(name)));
        *f.out = *v;
    }
    const CommShare share = commShareFromBreakdown(step);
    if (!share.ok)
        return fail(share.error);
    const QString projectPath = o.positional.first();
    ProjectLock lock;
    int code = lockProjectForCli(&lock, projectPath);
    if (code != Ok)
        return code;
    auto project = openProjectForCli(projectPath, &code);
    if (!project)
        return code;
    project->workload.commShare = share.share;
    const int saved = saveProjectForCli(*project, projectPath);
    if (saved != Ok)
        return saved;
    writeOut(share.explanation.text + QLatin1Char('\n'));
    return Ok;
}

// A fixed-width text table: first column left-aligned, the rest right-aligned.
QString textTable(const std::vector<QStringList> &rows)
{
    std::vector<qsizetype> width;
    for (const QStringList &r : rows) {
        for (qsizetype c = 0; c < r.size(); ++c) {
            if (size_t(c) >= width.size())
                width.push_back(0);
            width[size_t(c)] = std::max(width[size_t(c)], r.at(c).size());
        }
    }
    QString out;
    for (const QStringList &r : rows) {
        QString line;
        for (qsizetype c = 0; c < r.size(); ++c) {
            const int w = static_cast<int>(width[size_t(c)]);
            line += c == 0 ? r.at(c).leftJustified(w)
                           : QStringLiteral("  ") + r.at(c).rightJustified(w);
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out += line + QLatin1Char('\n');
    }
    return out;
}

QString evaluationText(const Project &project, const Evaluation &ev, long long gpus,
                       long long nodes)
{
    QString text;
    text += tr("Project: %1\n").arg(project.info.name);
    text += tr("%1 GPUs in %2 nodes\n\n").arg(formatInteger(gpus), formatInteger(nodes));
    std::vector<QStringList> rows;
    QStringList head{QString()};
    for (const VariantEvaluation &v : ev.variants)
        head << variantName(v.kind);
    rows.push_back(head);
    for (const QStringList &r : comparison::table(project, ev))
        rows.push_back(r);
    text += textTable(rows);
    // What --best-per-technology chose (EvaluationOptions::bestPerTechnology).
    for (const VariantEvaluation &v : ev.variants)
        if (const QString note = bestDesignNote(v); !note.isEmpty())
            text += tr("%1: %2\n").arg(variantName(v.kind), note);
    if (!ev.recommends()) {
        text += QLatin1Char('\n') + tr("Recommendation: none, because:\n");
        for (const Explanation &e : ev.refusals)
            text += QStringLiteral("  - ") + e.text + QLatin1Char('\n');
        return text;
    }
    text +=
        QLatin1Char('\n') + tr("Recommendation: %1\n").arg(variantName(ev.recommendation.variant));
    for (const Explanation &e : ev.recommendation.reasons)
        text += QStringLiteral("  - ") + e.text + QLatin1Char('\n');
    const std::vector<QStringList> scoring = comparison::scoringTable(ev);
    if (!scoring.empty())
        text += tr("Scoring table:\n") + textTable(scoring);
    for (const VariantRequirements &r : ev.recommendation.requirements) {
        for (const RequirementCheck &c : r.checks) {
            if (!c.met)
                text += tr("Requirement not met by %1: %2\n")
                            .arg(variantName(r.variant), inSentence(c.why));
        }
    }
    if (!ev.recommendation.whatWouldChange.empty()) {
        text += tr("What would change the answer:\n");
        for (const Explanation &e : ev.recommendation.whatWouldChange)
            text += QStringLiteral("  - ") + e.text + QLatin1Char('\n');
    }
    const std::vector<QStringList> plan = comparison::growthPlanTable(ev);
    if (!plan.empty())
        text += tr("TCO along the growth plan (in millions of %1):\n")
                    .arg(comparison::currencyOf(ev.variants.front())) +
                textTable(plan);
    const std::vector<QStringList> sensitivity = comparison::sensitivityTable(ev);
    if (!sensitivity.empty())
        text += tr("Sensitivity (lead of %1 in points):\n")
                    .arg(variantName(ev.recommendation.variant)) +
                textTable(sensitivity);
    return text;
}

// evaluate FILE [--json]
int cmdEvaluate(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("evaluate"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (o.positional.size() != 1)
        return fail(tr("evaluate needs one project file"));
    int code = Ok;
    const auto opened = openWithCatalog(o.positional.first(), &code);
    if (!opened)
        return code;
    const Project *project = &opened->project;
    const Catalog *effective = &opened->catalog;
    if (project->fabrics.empty())
        return fail(tr("\"%1\" has no fabric to evaluate").arg(o.positional.first()));
    const Evaluation ev = evaluateForCli(*project, *effective, o);
    warnRefusals(ev);
    if (o.has(QStringLiteral("json"))) {
        writeOut(QString::fromUtf8(QJsonDocument(evaluationToJson(*project, ev, effective))
                                       .toJson(QJsonDocument::Indented)));
        return Ok;
    }
    const ProjectSummary summary = summarize(*project, *effective);
    writeOut(evaluationText(*project, ev, summary.gpus, summary.nodes));
    return Ok;
}

// Front points of one technology that the model cannot tell apart (same switch, tiers,
// oversubscription and figures: a fat tree of H100 nodes has as many leaves and links
// as the rail-optimized build, say), as one row of the explore table.
struct ExploreRow {
    const ExplorePoint *point = nullptr;
    QStringList topologies;
    QStringList planes;
    bool cheapest = false;
    bool sameFigures(const ExplorePoint &q) const
    {
        const ExplorePoint &p = *point;
        return p.candidate.switchTypeId == q.candidate.switchTypeId && p.tiers == q.tiers &&
               p.candidate.oversubscription == q.candidate.oversubscription &&
               p.capexEur == q.capexEur && p.busbwGbytePerS == q.busbwGbytePerS &&
               p.collectiveBusbwGbytePerS == q.collectiveBusbwGbytePerS &&
               p.complexity == q.complexity && p.meetsRequirements == q.meetsRequirements;
    }
};

// The front points of `technology`, of the hybrid per unit when `joined`.
std::vector<ExploreRow> exploreRows(const ExploreResult &r, Technology technology, bool joined)
{
    std::vector<ExploreRow> rows;
    const int cheapest = r.cheapestMeetingRequirements(technology, joined);
    for (std::size_t i : r.front) {
        const ExplorePoint &p = r.points[i];
        if (p.candidate.technology != technology || p.candidate.ethernetBetweenUnits != joined)
            continue;
        auto row = std::find_if(rows.begin(), rows.end(),
                                [&](const ExploreRow &x) { return x.sameFigures(p); });
        if (row == rows.end())
            row = rows.insert(rows.end(), ExploreRow{&p, {}, {}, false});
        const QString topology = topologyName(p.candidate.topology);
        const QString planes = formatInteger(p.candidate.planes);
        if (!row->topologies.contains(topology))
            row->topologies << topology;
        if (!row->planes.contains(planes))
            row->planes << planes;
        row->cheapest = row->cheapest || static_cast<int>(i) == cheapest;
    }
    return rows;
}

// One technology's part of the explore table (the hybrid per unit's when `joined`): its
// front, or why it has none.
QString exploreSection(const ExploreResult &r, Technology technology, bool joined,
                       const Catalog &catalog)
{
    QString text = QLatin1Char('\n') +
                   (joined ? variantName(VariantKind::HybridPerUnit) : technologyName(technology)) +
                   QLatin1Char('\n');
    const auto ofTechnology = [technology, joined](const ExplorePoint &p) {
        return p.candidate.technology == technology && p.candidate.ethernetBetweenUnits == joined;
    };
    if (std::none_of(r.points.begin(), r.points.end(), ofTechnology)) {
        const NodeTypeSpec *nt = catalog.nodeType(r.cluster.nodeTypeId);
        return text + tr("  none: the NIC of node type %1 does not support %2, or the catalog "
                         "has no %2 switch at its speed\n")
                          .arg(nt ? nt->name : r.cluster.nodeTypeId, technologyName(technology));
    }
    const std::vector<ExploreRow> front = exploreRows(r, technology, joined);
    if (front.empty()) {
        const auto refused = std::find_if(r.points.begin(), r.points.end(), ofTechnology);
        return text + tr("  none could be built: %1\n").arg(refused->refusal);
    }
    // An inference workload is scored, and its front found, on all-to-all: that column
    // too (the all-reduce one stays for the requirement).
    const bool allToAll = r.cluster.collective == CollectiveOp::AllToAll;
    QStringList header{tr("Switch"),
                       tr("Topology"),
                       tr("Tiers"),
                       tr("Planes"),
                       tr("Oversubscription"),
                       tr("Capex"),
                       tr("All-reduce busbw (GB/s)")};
    if (allToAll)
        header << tr("All-to-all busbw (GB/s)");
    header << tr("Complexity") << tr("Meets requirements");
    std::vector<QStringList> rows{header};
    for (const ExploreRow &row : front) {
        const ExplorePoint &p = *row.point;
        QStringList cells{p.candidate.switchTypeId,
                          row.topologies.join(QStringLiteral(" / ")),
                          formatInteger(p.tiers),
                          row.planes.join(QStringLiteral(" / ")),
                          tr("%1:1").arg(formatNumber(p.candidate.oversubscription, 0)),
                          formatMoney(p.capexEur, QStringLiteral("EUR")) +
                              (p.capexComplete ? QString() : QStringLiteral(" +")),
                          formatNumber(p.busbwGbytePerS, 1)};
        if (allToAll)
            cells << formatNumber(p.collectiveBusbwGbytePerS, 1);
        cells << formatNumber(p.complexity, 1)
              << (p.meetsRequirements ? tr("yes") : tr("no")) +
                     (row.cheapest ? QStringLiteral(" *") : QStringLiteral("  "));
        rows.push_back(cells);
    }
    return text + textTable(rows);
}

// The explore table: the cluster, the rules of the search, each technology's front.
QString exploreText(const Project &project, const ExploreResult &r, const Catalog &catalog)
{
    const ExploreCluster &c = r.cluster;
    QString text;
    text += tr("Project: %1\n").arg(project.info.name);
    text += tr("%1 GPUs in %2 nodes (%3), workload: %4\n")
                .arg(formatInteger(c.gpus), formatInteger(c.nodes), c.nodeTypeId,
                     workloadWord(c.workload));
    text += tr("Busbw: all-reduce of %1 on the job's %2 GPUs. Oversubscription up to %3:1 "
               "(assumption %4).\n")
                .arg(chart::binarySizeLabel(c.collectiveBytes), formatInteger(c.jobGpus),
                     formatNumber(c.maxOversubscription, 0), c.maxOversubscriptionId);
    if (c.collective == CollectiveOp::AllToAll)
        text += tr("The inference workload is scored on all-to-all, so each front keeps the "
                   "designs that are cheapest, fastest at all-to-all of %1 and simplest.\n")
                    .arg(chart::binarySizeLabel(c.collectiveBytes));
    QStringList requirements;
    if (project.organisation.surviveSingleSwitchFailure)
        requirements << tr("a job survives any single switch failure");
    if (project.requirements.networkCapexBudgetEur > 0.0)
        requirements << tr("network capex at most %1")
                            .arg(formatMoney(project.requirements.networkCapexBudgetEur,
                                             QStringLiteral("EUR")));
    if (project.requirements.minJobAllReduceBusbwGbytePerS > 0.0)
        requirements << tr("the job's all-reduce busbw at least %1 GB/s")
                            .arg(formatNumber(project.requirements.minJobAllReduceBusbwGbytePerS,
                                              1));
    text += requirements.isEmpty()
                ? tr("Requirements: none set.\n")
                : tr("Requirements: %1.\n").arg(requirements.join(QStringLiteral("; ")));
    text += tr("Searched %1 designs, %2 could be built. The Pareto front of each technology: "
               "no other design of the technology is at least as cheap, fast and simple and "
               "better in one of them.\n")
                .arg(formatInteger(static_cast<long long>(r.points.size())),
                     formatInteger(r.builtCount()));
    for (Technology t : {Technology::InfiniBand, Technology::Ethernet})
        text += exploreSection(r, t, false, catalog);
    if (std::any_of(r.points.begin(), r.points.end(),
                    [](const ExplorePoint &p) { return p.candidate.ethernetBetweenUnits; }))
        text += exploreSection(r, Technology::InfiniBand, true, catalog);
    text += QLatin1Char('\n') +
            tr("* the cheapest design of its technology that meets the requirements\n"
               "+ a part has no price: the capex is a lower bound\n"
               "Designs the model cannot tell apart share a row (topologies and planes "
               "separated by /).\n");
    return text;
}

// explore FILE [--json] [--hybrid-per-unit]: the Pareto front of the compute fabrics of
// each technology for the design's cluster as it is now (analysis/explore.h,
// docs/EXPLORE.md); with --hybrid-per-unit also of the InfiniBand designs joined by
// Ethernet between their units.
int cmdExplore(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("explore"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (o.positional.size() != 1)
        return fail(tr("explore needs one project file"));
    int code = Ok;
    const auto opened = openWithCatalog(o.positional.first(), &code);
    if (!opened)
        return code;
    const Project *project = &opened->project;
    const Catalog *effective = &opened->catalog;
    QString error;
    const std::optional<ExploreCluster> cluster = exploreCluster(*project, *effective, &error);
    if (!cluster)
        return fail(error);
    const ExploreResult result =
        explore(*project, *effective, *cluster,
                ExploreOptions{defaultLocale(),
                               {Technology::InfiniBand, Technology::Ethernet},
                               o.has(QStringLiteral("hybrid-per-unit"))});
    if (result.builtCount() == 0) {
        const auto refused = std::find_if(result.points.begin(), result.points.end(),
                                          [](const ExplorePoint &p) { return !p.built; });
        return fail(refused == result.points.end()
                        ? tr("no fabric of either technology fits the node type's NIC")
                        : tr("no design could be built: %1").arg(refused->refusal));
    }
    if (o.has(QStringLiteral("json"))) {
        writeOut(QString::fromUtf8(
            QJsonDocument(exploreToJson(result)).toJson(QJsonDocument::Indented)));
        return Ok;
    }
    writeOut(exploreText(*project, result, *effective));
    return Ok;
}

// report FILE --pdf OUT.pdf [--page-size a4|letter] [--cabling-plan]: the PDF
// comparison report, the same writeReportPdf() the GUI's File > Export PDF calls;
// written atomically. --cabling-plan adds the cabling plan appendix.
int cmdReport(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("report"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (o.positional.size() != 1)
        return fail(tr("report needs one project file and --pdf OUT.pdf"));
    const QString output = o.value(QStringLiteral("pdf"));
    if (output.isEmpty())
        return fail(tr("report needs --pdf OUT.pdf"));
    ReportOptions options;
    // Letter where the system's country uses it, A4 elsewhere (one rule, core/report).
    options.pageSize = pageSizeForTerritory(QLocale::system().territory());
    if (o.has(QStringLiteral("page-size")) &&
        !reportPageSizeFromKey(o.value(QStringLiteral("page-size")), &options.pageSize))
        return fail(tr("--page-size must be a4 or letter, not \"%1\"")
                        .arg(o.value(QStringLiteral("page-size"))));
    options.cablingPlan = o.has(QStringLiteral("cabling-plan"));
    int code = checkOutputForCli(output, o.positional, false);
    if (code != Ok)
        return code;
    const auto opened = openWithCatalog(o.positional.first(), &code);
    if (!opened)
        return code;
    const Project *project = &opened->project;
    const Catalog *effective = &opened->catalog;
    if (project->fabrics.empty())
        return fail(tr("\"%1\" has no fabric to report on").arg(o.positional.first()));
    const Evaluation ev = evaluateForCli(*project, *effective, o);
    warnRefusals(ev);
    QString error;
    if (!writeReportPdf(*project, *effective, ev, output, options, &error))
        return fail(error);
    return Ok;
}

QString helpText()
{
    return tr(
        "Usage:\n"
        "  fabricplanner-cli generate --gpus N [--node-type ID] [--technology "
        "infiniband|ethernet]\n"
        "                    [--switch ID] [--topology fat-tree|rail-optimized]\n"
        "                    [--oversubscription R] [--planes 1|2|4|8] [--output "
        "FILE.fabricplan] [--json]\n"
        "                    [--cluster-fabrics] [--compare-as-generated]\n"
        "  fabricplanner-cli evaluate FILE.fabricplan [--json] [--best-per-technology] "
        "[--lang en|nl]\n"
        "  fabricplanner-cli explore FILE.fabricplan [--json] [--hybrid-per-unit] [--lang en|nl]\n"
        "  fabricplanner-cli report FILE.fabricplan --pdf OUT.pdf [--page-size a4|letter]\n"
        "                    [--best-per-technology] [--cabling-plan] [--lang en|nl]\n"
        "  fabricplanner-cli import-nccl FILE.fabricplan LOG... [--variant ID] "
        "[--use-calibration]\n"
        "  fabricplanner-cli set-comm-share FILE.fabricplan --compute-s X --comm-s Y "
        "[--overlap-s Z]\n"
        "  fabricplanner-cli export FILE.fabricplan --format "
        "json|graphml|xlsx|bom-csv|cabling-csv|cabling-xlsx\n"
        "                    --output OUT [--best-per-technology]\n"
        "  fabricplanner-cli export FILE.fabricplan --format svg|drawio|ibnetdiscover "
        "--output OUT\n"
        "  fabricplanner-cli export FILE.fabricplan --format netbox --output FOLDER\n"
        "  fabricplanner-cli import FILE.json --output FILE.fabricplan\n"
        "  fabricplanner-cli import-devicetype FILE.fabricplan TYPE.yaml...\n"
        "  fabricplanner-cli compare-fabric FILE.fabricplan IBNETDISCOVER.txt [--json]\n"
        "  fabricplanner-cli catalog [--json]\n"
        "  fabricplanner-cli --help | --version\n"
        "\n"
        "Defaults for generate: node type h100-8gpu (8 x H100 SXM, 8 x 400G NICs), "
        "technology infiniband,\n"
        "the technology's default switch (qm9700: 64 x 400G InfiniBand; sn5600: 128 x "
        "400G Ethernet),\n"
        "topology rail-optimized, oversubscription 1 (written 1, 3 or 3:1), planes 1.\n"
        "IDs are the catalog's: fabricplanner-cli catalog lists them.\n"
        "import-nccl --use-calibration: the analyses of the imported variant use the "
        "latency and bandwidth fitted to its measurements.\n"
        "explore: the cheapest, fastest and simplest compute fabrics of each "
        "technology for the design's\n"
        "GPUs, node type and workload (the Pareto front; docs/EXPLORE.md).\n"
        "set-comm-share: the workload's share of step time in communication from a "
        "measured step\n"
        "(compute, communication and overlapping seconds).\n"
        "evaluate: also the network TCO per year along the growth plan (1- and 3-year "
        "targets)\n"
        "and the sensitivity of the recommendation to its main assumptions; --json adds "
        "them as\n"
        "\"growth_plan\" and \"sensitivity\" (docs/CLI.md).\n"
        "\n"
        "Every command takes --lang en|nl (default: the system language).\n"
        "compare-fabric: the fabric as built (ibnetdiscover output) against the design; "
        "exit 1 when they differ.\n"
        "Exit codes: 0 success, 2 bad input (one line on stderr), 1 internal "
        "failure.\n");
}

QJsonArray intArray(const std::vector<int> &v)
{
    QJsonArray a;
    for (int x : v)
        a.append(x);
    return a;
}

QJsonArray longArray(const std::vector<long long> &v)
{
    QJsonArray a;
    for (long long x : v)
        a.append(static_cast<double>(x));
    return a;
}

// docs/CLI.md: the generate --json object.
QJsonObject planJson(const FabricPlan &plan, long long gpus)
{
    QJsonObject o;
    o.insert(QStringLiteral("gpus"), static_cast<double>(gpus));
    o.insert(QStringLiteral("nodes"), plan.nodes);
    o.insert(QStringLiteral("technology"), technologyKey(plan.params.technology));
    o.insert(QStringLiteral("switch_model"), plan.params.switchTypeId);
    o.insert(QStringLiteral("node_type"), plan.params.nodeTypeId);
    o.insert(QStringLiteral("topology"), topologyKey(plan.params.topology));
    o.insert(QStringLiteral("oversubscription"), plan.params.oversubscription);
    o.insert(QStringLiteral("planes"), plan.params.planes);
    o.insert(QStringLiteral("tiers"), plan.tiers);
    o.insert(QStringLiteral("link_gbit_s"), plan.linkGbitPerS);
    o.insert(QStringLiteral("radix"), plan.radix);
    o.insert(QStringLiteral("uplink_gbit_s"), plan.uplinkGbitPerS);
    o.insert(QStringLiteral("switches_per_tier"), intArray(plan.switchesPerTier));
    o.insert(QStringLiteral("links_per_tier"), longArray(plan.linksPerTier));
    return o;
}

// The generator's choices from the options of `generate` (docs/CLI.md): Ok, or the
// exit code of the error reported.
int generatorParams(const Options &o, const Catalog &catalog, int gpus, GeneratorParams *params)
{
    params->gpus = gpus;
    params->nodeTypeId = o.has(QStringLiteral("node-type")) ? o.value(QStringLiteral("node-type"))
                                                            : catalog.defaultNodeType;
    if (o.has(QStringLiteral("technology"))) {
        if (!technologyFromKey(o.value(QStringLiteral("technology")), &params->technology))
            return fail(tr("--technology must be infiniband or ethernet, not \"%1\"")
                            .arg(o.value(QStringLiteral("technology"))));
    }
    params->switchTypeId = o.value(QStringLiteral("switch")); // empty: the default
    if (o.has(QStringLiteral("topology"))) {
        if (!topologyFromKey(o.value(QStringLiteral("topology")), &params->topology))
            return fail(tr("--topology must be fat-tree or rail-optimized, not \"%1\"")
                            .arg(o.value(QStringLiteral("topology"))));
    }
    if (o.has(QStringLiteral("oversubscription"))) {
        const auto r = parseOversubscription(o.value(QStringLiteral("oversubscription")));
        if (!r)
            return fail(tr("--oversubscription must be a ratio of at least 1, written 1, 3 or "
                           "3:1, not \"%1\"")
                            .arg(o.value(QStringLiteral("oversubscription"))));
        params->oversubscription = *r;
    }
    if (o.has(QStringLiteral("planes"))) {
        const QString p = o.value(QStringLiteral("planes"));
        if (p != QLatin1String("1") && p != QLatin1String("2") && p != QLatin1String("4") &&
            p != QLatin1String("8"))
            return fail(tr("--planes must be 1, 2, 4 or 8, not \"%1\"").arg(p));
        params->planes = p.toInt();
    }
    return Ok;
}

// The plan of `generate` in words: GPUs and nodes, fabric, oversubscription, tiers.
QString planText(const FabricPlan &plan, long long gpus, const Catalog &catalog)
{
    const SwitchType *sw = catalog.switchType(plan.params.switchTypeId);
    QString text;
    text += tr("%1 GPUs in %2 nodes (%3)\n")
                .arg(formatInteger(gpus), formatInteger(plan.nodes), plan.params.nodeTypeId);
    text += tr("Fabric: %1, %2, %3 x %4 Gb/s ports per switch (%5)\n")
                .arg(technologyName(plan.params.technology), topologyName(plan.params.topology))
                .arg(plan.radix)
                .arg(formatNumber(plan.linkGbitPerS, 0), sw ? sw->name : plan.params.switchTypeId);
    if (plan.tiers > 1 && plan.uplinkGbitPerS != plan.linkGbitPerS)
        text += tr("Links between switches: %1 Gb/s (%2 ports per switch; a %3 Gb/s port is "
                   "split for the nodes)\n")
                    .arg(formatNumber(plan.uplinkGbitPerS, 0))
                    .arg(plan.trunkRadix)
                    .arg(formatNumber(plan.uplinkGbitPerS, 0));
    text +=
        tr("Oversubscription %1:1, %2, %3\n")
            .arg(formatNumber(plan.params.oversubscription, 2),
                 QCoreApplication::translate("fp::cli", "%n plane(s)", nullptr, plan.params.planes),
                 QCoreApplication::translate("fp::cli", "%n tier(s)", nullptr, plan.tiers));
    for (int t = 0; t < plan.tiers; ++t) {
        text += tr("  %1: %2 switches, %3 links below\n")
                    .arg(tierWord(t, plan.tiers), formatInteger(plan.switchesPerTier[size_t(t)]),
                         formatInteger(plan.linksPerTier[size_t(t)]));
    }
    return text;
}

int cmdGenerate(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("generate"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (!o.positional.isEmpty())
        return fail(tr("generate takes no file argument: \"%1\"").arg(o.positional.first()));
    if (!o.has(QStringLiteral("gpus")))
        return fail(tr("generate needs --gpus N"));
    const auto gpus = parseCount(o.value(QStringLiteral("gpus")), 10'000'000);
    if (!gpus)
        return fail(tr("--gpus must be a whole number from 1 to 10,000,000, not \"%1\"")
                        .arg(o.value(QStringLiteral("gpus"))));
    int code = Ok;
    const auto catalog = loadCatalog(&code);
    if (!catalog)
        return code;

    GeneratorParams params;
    if (const int c = generatorParams(o, *catalog, static_cast<int>(*gpus), &params); c != Ok)
        return c;

    QString error;
    FabricPlan plan;
    // --cluster-fabrics: also the storage, front-end and management fabrics.
    const ClusterFabrics fabrics = o.has(QStringLiteral("cluster-fabrics"))
                                       ? ClusterFabrics::All
                                       : ClusterFabrics::ComputeOnly;
    auto project = generateProject(*catalog, params, &error, &plan, fabrics);
    if (!project)
        return fail(error);
    // A new project compares each technology at its best (docs/EXPLORE.md), as the GUI's
    // new design does; --compare-as-generated keeps the generated shape, translated.
    project->comparisonBasis.eachTechnologyAtBest = !o.has(QStringLiteral("compare-as-generated"));

    if (o.has(QStringLiteral("output"))) {
        const QString path = o.value(QStringLiteral("output"));
        if (path.isEmpty())
            return fail(tr("--output needs a file name"));
        if (const int checked = checkOutputForCli(path, {}, true); checked != Ok)
            return checked;
        const int saved = saveProjectForCli(*project, path);
        if (saved != Ok)
            return saved;
    }

    if (o.has(QStringLiteral("json"))) {
        writeOut(
            QString::fromUtf8(QJsonDocument(planJson(plan, *gpus)).toJson(QJsonDocument::Compact)) +
            QLatin1Char('\n'));
        return Ok;
    }
    writeOut(planText(plan, *gpus, *catalog));
    return Ok;
}

int cmdCatalog(const QStringList &args)
{
    Options o;
    const QString err = parseCommandOptions(QStringLiteral("catalog"), args, &o);
    if (!err.isEmpty())
        return fail(err);
    if (!o.positional.isEmpty())
        return fail(tr("catalog takes no arguments: \"%1\"").arg(o.positional.first()));
    int code = Ok;
    const auto catalog = loadCatalog(&code);
    if (!catalog)
        return code;
    if (o.has(QStringLiteral("json"))) {
        writeOut(
            QString::fromUtf8(QJsonDocument(catalog->toJson()).toJson(QJsonDocument::Indented)));
        return Ok;
    }
    QString text;
    auto section = [&](const QString &title) {
        text += QLatin1Char('\n') + title + QLatin1Char('\n');
    };
    auto price = [](const PartBase &p) {
        if (!p.priceEur.known)
            return tr("price unknown");
        return tr("%1 (%2, %3)")
            .arg(formatMoney(p.priceEur.value, QStringLiteral("EUR")), sourceTagKey(p.priceEur.tag))
            .arg(p.priceYear);
    };
    section(tr("Switches"));
    for (const SwitchType &s : catalog->switches) {
        QStringList modes;
        for (const PortMode &m : s.modes)
            modes << QStringLiteral("%1 x %2G").arg(m.ports).arg(m.gbitPerS);
        text += QStringLiteral("  %1  %2 [%3] %4; %5\n")
                    .arg(s.id, -14)
                    .arg(s.name, technologyKey(s.technology), modes.join(QStringLiteral(", ")),
                         price(s));
    }
    section(tr("NICs"));
    for (const NicType &n : catalog->nics) {
        QStringList modes;
        for (const NicMode &m : n.modes)
            modes << QStringLiteral("%1 %2 x %3G")
                         .arg(technologyKey(m.technology))
                         .arg(m.port.ports)
                         .arg(m.port.gbitPerS);
        text += QStringLiteral("  %1  %2 [%3]; %4\n")
                    .arg(n.id, -14)
                    .arg(n.name, modes.join(QStringLiteral(", ")), price(n));
    }
    section(tr("GPUs"));
    for (const GpuType &g : catalog->gpus)
        text += QStringLiteral("  %1  %2, NVLink %3 GB/s; %4\n")
                    .arg(g.id, -14)
                    .arg(g.name, formatNumber(g.nvlinkGbytePerS.value, 0), price(g));
    section(tr("Node types"));
    for (const NodeTypeSpec &n : catalog->nodeTypes)
        text += QStringLiteral("  %1  %2: %3 x %4, %5 x %6\n")
                    .arg(n.id, -14)
                    .arg(n.name)
                    .arg(n.gpuCount)
                    .arg(n.gpuTypeId)
                    .arg(n.nicCount)
                    .arg(n.nicTypeId);
    section(tr("Cables and transceivers"));
    for (const CableType &c : catalog->cables)
        text +=
            QStringLiteral("  %1  %2 [%3, %4G, %5 m]; %6\n")
                .arg(c.id, -14)
                .arg(c.name, cableKindKey(c.kind))
                .arg(c.gbitPerS)
                .arg(c.reachM.known ? formatNumber(c.reachM.value, 1) : tr("unknown"), price(c));
    writeOut(text);
    return Ok;
}

} // namespace

int run(const QStringList &argsIn)
{
    // --lang may appear anywhere; it is taken out before the command parses.
    const CommandLine line = takeLanguage(argsIn);
    if (line.langMissingValue) {
        setLanguage(languageForLocale(QLocale::system()));
        return fail(tr("option --lang needs a value: en or nl"));
    }
    QStringList args = line.args;
    const QString &lang = line.lang;
    if (lang.isEmpty()) {
        setLanguage(languageForLocale(QLocale::system()));
    } else if (!setLanguage(lang)) {
        setLanguage(languageForLocale(QLocale::system()));
        return fail(tr("--lang must be en or nl, not \"%1\"").arg(lang));
    }

    if (args.isEmpty()) {
        writeOut(helpText());
        return fail(tr("no command given"));
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help")) {
        writeOut(helpText());
        return Ok;
    }
    if (command == QLatin1String("--version")) {
        writeOut(
            QStringLiteral("fabricplanner-cli %1\n").arg(QStringLiteral(FABRICPLANNER_VERSION)));
        return Ok;
    }
    if (args.contains(QLatin1String("--help"))) {
        writeOut(helpText());
        return Ok;
    }
    if (command == QLatin1String("generate"))
        return cmdGenerate(args);
    if (command == QLatin1String("catalog"))
        return cmdCatalog(args);
    if (command == QLatin1String("import"))
        return cmdImport(args);
    if (command == QLatin1String("export"))
        return cmdExport(args);
    if (command == QLatin1String("evaluate"))
        return cmdEvaluate(args);
    if (command == QLatin1String("explore"))
        return cmdExplore(args);
    if (command == QLatin1String("import-nccl"))
        return cmdImportNccl(args);
    if (command == QLatin1String("set-comm-share"))
        return cmdSetCommShare(args);
    if (command == QLatin1String("report"))
        return cmdReport(args);
    if (command == QLatin1String("import-devicetype"))
        return cmdImportDevicetype(args);
    if (command == QLatin1String("compare-fabric"))
        return cmdCompareFabric(args);
    return fail(tr("unknown command \"%1\" (see fabricplanner-cli --help)").arg(command));
}

} // namespace fp::cli
