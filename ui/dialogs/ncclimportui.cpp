// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/ncclimportui.h"

#include "edit/document.h"
#include "edit/editcommands.h"
#include "model/tr.h"
#include "nccl/ncclfiles.h"
#include "prompts.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMimeData>
#include <QUrl>

namespace fp {

namespace {

} // namespace

NcclUiImport importNcclLogs(ProjectDocument &doc, UiPrompts &prompts, QWidget *parent,
                            const QStringList &paths)
{
    NcclUiImport result;
    const QString title = tr("Import nccl-tests logs");
    const QStringList files = ncclLogFiles(paths);
    if (files.isEmpty()) {
        prompts.showError(parent, title,
                          tr("No nccl-tests logs (*.txt, *.log, *.json) were found in %1.")
                              .arg(paths.join(QStringLiteral(", "))));
        return result;
    }
    // Runs already in the project are left out with a message (the same log twice).
    NcclFilesImport imported = importNcclFiles(files, doc.project().measurements);
    result.files = int(files.size());
    if (imported.runs.empty()) {
        prompts.showError(
            parent, title,
            tr("Nothing was imported:\n%1").arg(imported.errors.join(QLatin1Char('\n'))));
        return result;
    }
    if (!imported.allGuessed()) {
        QStringList unguessed;
        for (const NcclFileRun &r : imported.runs)
            if (r.guessed.isEmpty() && !unguessed.contains(r.source))
                unguessed << r.source;
        QString variant;
        if (!prompts.chooseNcclVariant(parent, unguessed, imported.guessedVariant(), &variant)) {
            result.cancelled = true;
            return result;
        }
        setNcclVariant(imported, variant, true);
    }
    result.runs = int(imported.runs.size());
    edit::addMeasurements(doc, std::move(imported.rows));
    result.status = tr("Imported %n nccl-tests run(s)", nullptr, result.runs);
    if (!imported.warnings.isEmpty())
        result.status +=
            QLatin1Char(' ') + tr("(%n warning(s): %1)", nullptr, int(imported.warnings.size()))
                                   .arg(imported.warnings.first());
    if (!imported.errors.isEmpty())
        prompts.showError(
            parent, title,
            tr("These files were not imported:\n%1").arg(imported.errors.join(QLatin1Char('\n'))));
    return result;
}

QStringList ncclDropPaths(const QMimeData *mime)
{
    QStringList out;
    if (!mime || !mime->hasUrls())
        return out;
    for (const QUrl &url : mime->urls()) {
        if (!url.isLocalFile())
            continue;
        const QString path = url.toLocalFile();
        const QFileInfo info(path);
        const QString suffix = info.suffix().toLower();
        if (info.isDir() || suffix == QLatin1String("txt") || suffix == QLatin1String("log") ||
            suffix == QLatin1String("json"))
            out << path;
    }
    return out;
}

} // namespace fp
