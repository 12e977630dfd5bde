// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/exchangeexport.h"

#include "edit/document.h"
#include "exchange/exchangeformats.h"
#include "io/filesafety.h"
#include "model/tr.h"
#include "prompts.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace fp {

namespace {

// Writes atomically (QSaveFile): never a partial file.
bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile out(path);
    if (out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size() && out.commit())
        return true;
    const QString folder = QFileInfo(path).absolutePath();
    *error = tr("cannot write \"%1\": %2")
                 .arg(path, lacksSpaceFor(folder, bytes.size() + 4096) ? diskFullText(folder)
                                                                       : out.errorString());
    return false;
}

} // namespace

ExchangeExport exportExchange(QWidget *parent, const ProjectDocument &doc,
                              const exchange::ExchangeFormat &format, UiPrompts &prompts)
{
    ExchangeExport out;
    QString suggested = doc.filePath();
    if (suggested.isEmpty())
        suggested = QDir(QDir::homePath()).filePath(doc.displayName());
    const QFileInfo fi(suggested);
    suggested = fi.dir().filePath(
        QStringLiteral("%1-%2.%3").arg(fi.completeBaseName(), format.key, format.extension));
    const QString filter = QStringLiteral("%1 (*.%2)").arg(format.name(), format.extension);
    QString path = prompts.exportFileName(parent, format.name(), suggested, filter);
    if (path.isEmpty())
        return out;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + format.extension;
    out.path = path;
    const QStringList inputs =
        doc.filePath().isEmpty() ? QStringList() : QStringList{doc.filePath()};
    if (!checkOutputFile(path, inputs, false, &out.error))
        return out;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const auto bytes = format.write(doc.project(), doc.catalog(), &out.error);
    out.written = bytes && writeAtomically(path, *bytes, &out.error);
    QApplication::restoreOverrideCursor();
    out.error = out.error.simplified();
    return out;
}

} // namespace fp
