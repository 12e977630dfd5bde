// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccl/ncclfiles.h"

#include "model/measurements.h"
#include "model/tr.h"
#include "nccl/ncclimport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace fp {

namespace {

} // namespace

QStringList ncclLogFiles(const QStringList &paths)
{
    QStringList out;
    QSet<QString> seen;
    const auto add = [&](const QString &path) {
        const QString clean = QFileInfo(path).absoluteFilePath();
        if (!seen.contains(clean)) {
            seen.insert(clean);
            out << clean;
        }
    };
    const QStringList patterns{QStringLiteral("*.txt"), QStringLiteral("*.log"),
                               QStringLiteral("*.json")};
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.isDir()) {
            add(path); // a missing file is reported when it is read
            continue;
        }
        QStringList found;
        QDirIterator it(path, patterns, QDir::Files | QDir::Readable,
                        QDirIterator::Subdirectories | QDirIterator::FollowSymlinks);
        while (it.hasNext())
            found << it.next();
        std::sort(found.begin(), found.end());
        for (const QString &f : found)
            add(f);
    }
    return out;
}

QString NcclFilesImport::guessedVariant() const
{
    QString guess;
    for (const NcclFileRun &r : runs) {
        if (r.guessed.isEmpty())
            continue;
        if (!guess.isEmpty() && guess != r.guessed)
            return {};
        guess = r.guessed;
    }
    return guess;
}

bool NcclFilesImport::allGuessed() const
{
    return std::all_of(runs.begin(), runs.end(),
                       [](const NcclFileRun &r) { return !r.guessed.isEmpty(); });
}

namespace {

// Runs already taken: those of the project and those read before in this import.
struct TakenRuns {
    MeasurementRunIndex inProject;
    MeasurementRunIndex inImport; // by the run number in this import
    QStringList where;            // "LOG line N" of each run of this import, by run number - 1
};

// The runs of one file read into `out`, numbered from out.runs.size() + 1; a run
// that is already taken is left out with a message (an error when none is left).
void addFile(const NcclImportResult &result, const QString &fileDate, TakenRuns *taken,
             NcclFilesImport *out)
{
    const QString &name = result.sourceName;
    std::vector<Measurement> rows = ncclMeasurements(result, 0, fileDate);
    auto next = rows.begin();
    QStringList skipped;
    for (const NcclRun &nr : result.runs) {
        std::vector<Measurement> runRows(std::make_move_iterator(next),
                                         std::make_move_iterator(next + qsizetype(nr.rows.size())));
        next += qsizetype(nr.rows.size());
        const int line = nr.format == QLatin1String("json") ? 0 : nr.firstLine;
        const QString here = line > 0 ? tr("%1 line %2").arg(name).arg(line) : name;
        if (const int p = taken->inProject.find(runRows)) {
            skipped << tr("%1: the same results are already in the project as run %2 (the "
                          "log was imported before); they are not imported again.")
                           .arg(here)
                           .arg(p);
            continue;
        }
        if (const int b = taken->inImport.find(runRows)) {
            skipped << tr("%1: the same results as %2, read before (the same log given "
                          "twice).")
                           .arg(here, taken->where.at(b - 1));
            continue;
        }
        const int run = int(out->runs.size()) + 1;
        taken->inImport.add(runRows, run);
        taken->where << here;
        for (Measurement &m : runRows) {
            m.run = run;
            out->rows.push_back(std::move(m));
        }
        out->runs.push_back({name, nr.op, nr.gpus, int(nr.rows.size()), nr.variant, nr.partial});
    }
    if (skipped.size() == qsizetype(result.runs.size())) {
        out->errors << skipped.first();
        return;
    }
    out->warnings << skipped;
    for (const NcclMessage &w : result.warnings)
        out->warnings << w.text;
}

} // namespace

NcclFilesImport importNcclFiles(const QStringList &files, const QString &date)
{
    return importNcclFiles(files, std::vector<Measurement>(), date);
}

NcclFilesImport importNcclFiles(const QStringList &files, const std::vector<Measurement> &existing,
                                const QString &date)
{
    NcclFilesImport out;
    TakenRuns taken{MeasurementRunIndex(existing), {}, {}};
    for (const QString &path : files) {
        const QString name = QFileInfo(path).fileName();
        const QFileInfo info(path);
        if (info.exists() && !info.isFile() && !info.isDir()) { // never open a pipe: it blocks
            out.errors << tr("%1: cannot be read: %2")
                              .arg(name, tr("it is not a regular file (a pipe, device or socket)"));
            continue;
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            out.errors << tr("%1: cannot be read: %2").arg(name, file.errorString());
            continue;
        }
        const NcclImportResult result = importNcclTests(file, name);
        if (!result.ok()) {
            out.errors << (result.errors.empty()
                               ? tr("%1: %2").arg(name, tr("no nccl-tests results found"))
                               : result.errors.front().text);
            continue;
        }
        const QString fileDate =
            date.isEmpty() ? QFileInfo(path).lastModified().toUTC().toString(Qt::ISODate) : date;
        addFile(result, fileDate, &taken, &out);
    }
    return out;
}

void setNcclVariant(NcclFilesImport &import, const QString &variant, bool onlyUnguessed)
{
    for (Measurement &m : import.rows) {
        const NcclFileRun &r = import.runs[std::size_t(m.run - 1)];
        if (!onlyUnguessed || r.guessed.isEmpty())
            m.variant = variant;
    }
}

} // namespace fp
