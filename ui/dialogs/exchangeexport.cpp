// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/exchangeexport.h"

#include "edit/document.h"
#include "exchange/exchange.h"
#include "io/filesafety.h"
#include "model/tr.h"
#include "prompts.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>

namespace fp {

namespace {

// Writes atomically (AtomicFile): never a partial file, no temporary file left behind.
bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    AtomicFile out(path);
    if (out.open() && out.device()->write(bytes) == bytes.size() && out.commit())
        return true;
    const QString folder = QFileInfo(path).absolutePath();
    *error = tr("cannot write \"%1\": %2")
                 .arg(path, lacksSpaceFor(folder, bytes.size() + 4096) ? diskFullText(folder)
                                                                       : out.errorString());
    return false;
}

// Asks for the output file (or folder), suggested beside the project: "NAME-KEY.EXT", or
// the folder "NAME-KEY". Empty when cancelled.
QString askOutput(QWidget *parent, const ProjectDocument &doc, const exchange::ExportFormat &format,
                  UiPrompts &prompts, const exchange::BomSelection *selection)
{
    QString suggested = doc.filePath();
    if (suggested.isEmpty())
        suggested = QDir(QDir::homePath()).filePath(doc.displayName());
    const QFileInfo fi(suggested);
    const QString extension = QLatin1String(format.extension);
    const QString base =
        selection
            ? QStringLiteral("%1-bom-%2").arg(fi.completeBaseName(), variantKey(selection->variant))
            : QStringLiteral("%1-%2").arg(fi.completeBaseName(), QLatin1String(format.key));
    if (format.toFolder())
        return prompts.exchangeOutputPath(parent, fi.dir().filePath(base), QString());
    const QString filter = QStringLiteral("%1 (*.%2)").arg(format.name(), extension);
    QString path = prompts.exportFileName(
        parent, format.name(), fi.dir().filePath(base + QLatin1Char('.') + extension), filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + extension;
    return path;
}

// Writes the files into `out.path` (a folder for a folder format), each checked as the
// CLI checks an output: never the open project, never a folder or a device.
bool writeFiles(const std::vector<exchange::ExportedFile> &files, bool toFolder,
                const QStringList &inputs, ExchangeExport &out)
{
    if (toFolder && !QDir().mkpath(out.path)) {
        out.error = tr("cannot make the folder \"%1\"").arg(out.path);
        return false;
    }
    for (const exchange::ExportedFile &f : files) {
        const QString path = toFolder ? QDir(out.path).filePath(f.name) : out.path;
        if (!checkOutputFile(path, inputs, false, &out.error) ||
            !writeAtomically(path, f.bytes, &out.error))
            return false;
    }
    return true;
}

} // namespace

ExchangeExport exportExchange(QWidget *parent, const ProjectDocument &doc,
                              const Evaluation *evaluation, const exchange::ExportFormat &format,
                              UiPrompts &prompts, const exchange::BomSelection *selection)
{
    ExchangeExport out;
    out.path = askOutput(parent, doc, format, prompts, selection);
    if (out.path.isEmpty())
        return out;
    const QStringList inputs =
        doc.filePath().isEmpty() ? QStringList() : QStringList{doc.filePath()};
    if (!format.toFolder() && !checkOutputFile(out.path, inputs, false, &out.error))
        return out;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto files = format.write(
        exchange::ExportInput{doc.project(), doc.catalog(), evaluation, selection}, &out.error);
    out.written = files && writeFiles(*files, format.toFolder(), inputs, out);
    QApplication::restoreOverrideCursor();
    out.error = out.error.simplified();
    return out;
}

} // namespace fp
