// SPDX-License-Identifier: GPL-3.0-or-later
#include "nccl/ncclfiles.h"

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

QString tr(const char *text)
{
    return QCoreApplication::translate("fp", text);
}

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

NcclFilesImport importNcclFiles(const QStringList &files, const QString &date)
{
    NcclFilesImport out;
    int run = 1;
    for (const QString &path : files) {
        const QString name = QFileInfo(path).fileName();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            out.errors << tr("%1: cannot be read: %2").arg(name, file.errorString());
            continue;
        }
        const NcclImportResult result = importNcclTests(file.readAll(), name);
        if (!result.ok()) {
            out.errors << tr("%1: %2").arg(name, result.errors.empty()
                                                     ? tr("no nccl-tests results found")
                                                     : result.errors.front().text);
            continue;
        }
        const QString fileDate =
            date.isEmpty() ? QFileInfo(path).lastModified().toUTC().toString(Qt::ISODate) : date;
        // The rows of every run of the file, run after run.
        std::vector<Measurement> rows = ncclMeasurements(result, run, fileDate);
        std::size_t at = 0;
        for (std::size_t r = 0; r < result.runs.size(); ++r) {
            const NcclRun &nr = result.runs[r];
            for (std::size_t k = 0; k < nr.rows.size() && at < rows.size(); ++k, ++at) {
                Measurement &m = rows[at];
                m.run = run;
                out.rows.push_back(std::move(m));
            }
            out.runs.push_back({name, nr.op, nr.gpus, int(nr.rows.size()), nr.variant});
            ++run;
        }
        for (const NcclMessage &w : result.warnings)
            out.warnings << tr("%1: %2").arg(name, w.text);
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
