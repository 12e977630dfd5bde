// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/guisupport.h"

#include <QPageSize>
#include <QPrinter>

namespace fp::test {

QString RecordingPrompts::openFileName(QWidget *, const QString &)
{
    return openPath;
}

QString RecordingPrompts::saveFileName(QWidget *, const QString &)
{
    ++savePathQuestions;
    return savePath;
}

UiPrompts::SaveChoice RecordingPrompts::askSaveChanges(QWidget *, const QString &)
{
    ++saveQuestions;
    return saveChoice;
}

UiPrompts::ChangedOnDiskChoice RecordingPrompts::askChangedOnDisk(QWidget *, const QString &)
{
    ++changedQuestions;
    return changedChoice;
}

void RecordingPrompts::showError(QWidget *, const QString &title, const QString &text)
{
    errorTitles << title;
    errors << text;
}

bool RecordingPrompts::askRestore(QWidget *, const RecoveryStore::Entry &)
{
    ++restoreQuestions;
    return restore;
}

bool RecordingPrompts::runNewDesign(NewDesignDialog &dialog)
{
    return wizard && wizard(dialog);
}

QString RecordingPrompts::exportPdfFileName(QWidget *, const QString &)
{
    ++pdfPathQuestions;
    return pdfPath;
}

bool RecordingPrompts::askPrint(QWidget *, QPrinter *printer)
{
    ++printQuestions;
    if (printPdfPath.isEmpty())
        return false;
    printer->setOutputFormat(QPrinter::PdfFormat);
    printer->setPageSize(QPageSize(QPageSize::A4));
    printer->setOutputFileName(printPdfPath);
    return true;
}

QString RecordingPrompts::exportFileName(QWidget *, const QString &, const QString &suggested,
                                         const QString &filter)
{
    exportFilters.append(filter);
    exportNames.append(suggested);
    return exportPath;
}

bool RecordingPrompts::askOpenExported(QWidget *, const QString &)
{
    ++openQuestions;
    return openExported;
}

QStringList RecordingPrompts::ncclLogFileNames(QWidget *, const QString &)
{
    return files;
}

QString RecordingPrompts::exchangeOutputPath(QWidget *, const QString &, const QString &)
{
    return exchangePath;
}

QString RecordingPrompts::ibnetdiscoverFileName(QWidget *, const QString &)
{
    return ibnetdiscoverPath;
}

QStringList RecordingPrompts::deviceTypeFileNames(QWidget *, const QString &)
{
    return deviceTypeFiles;
}

void RecordingPrompts::showReport(QWidget *, const QString &, const QString &summary,
                                  const QString &details)
{
    reports << summary << details;
}

bool RecordingPrompts::chooseNcclVariant(QWidget *, const QStringList &unguessed,
                                         const QString &guess, QString *variant)
{
    askedFor = unguessed;
    offeredGuess = guess;
    if (cancelVariant)
        return false;
    *variant = variantAnswer;
    return true;
}

} // namespace fp::test
