// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers for the GUI tests (fp_testsupport_gui, links fp_ui): RecordingPrompts answers
// every question of the main window without a modal loop and records what was asked.
#pragma once

#include "prompts.h"

#include <QString>
#include <QStringList>

#include <functional>

namespace fp::test {

// Each answer is a public field a test sets before the question comes; each question
// asked is counted or recorded. Defaults: no file chosen, discard unsaved changes,
// restore a recovery copy, cancel when the file changed on disk, cancel the wizard, do not open an
// exported report, measured on "ethernet".
class RecordingPrompts : public UiPrompts
{
public:
    // Answers.
    QString openPath;                                                // openFileName
    QString savePath;                                                // saveFileName
    SaveChoice saveChoice = SaveChoice::Discard;                     // askSaveChanges
    ChangedOnDiskChoice changedChoice = ChangedOnDiskChoice::Cancel; // askChangedOnDisk
    bool restore = true;                                             // askRestore
    std::function<bool(NewDesignDialog &)> wizard; // runNewDesign (none: cancelled)
    QString pdfPath;                               // exportPdfFileName
    QString printPdfPath;      // askPrint: "print" to this PDF file (empty: cancelled)
    QString exportPath;        // exportFileName
    bool openExported = false; // askOpenExported
    QStringList files;         // ncclLogFileNames
    QString variantAnswer = QStringLiteral("ethernet"); // chooseNcclVariant
    bool cancelVariant = false;                         // chooseNcclVariant
    QString exchangePath;                               // exchangeOutputPath
    QString ibnetdiscoverPath;                          // ibnetdiscoverFileName
    QStringList deviceTypeFiles;                        // deviceTypeFileNames

    // What was asked.
    QStringList errors;      // showError: the texts
    QStringList errorTitles; // showError: the titles
    int saveQuestions = 0;
    int savePathQuestions = 0; // saveFileName: Save as, or Save without a path
    int pdfPathQuestions = 0;  // exportPdfFileName
    int printQuestions = 0;    // askPrint
    QStringList exportFilters; // exportFileName: the file dialog filters offered
    QStringList exportNames;   // exportFileName: the file names suggested
    int restoreQuestions = 0;
    int changedQuestions = 0; // askChangedOnDisk
    int openQuestions = 0;    // askOpenExported
    QStringList askedFor;     // chooseNcclVariant: the logs without a hint
    QString offeredGuess;     // chooseNcclVariant: the preselected variant
    QStringList reports;      // showReport: summary, then details

    QString openFileName(QWidget *, const QString &) override;
    QString saveFileName(QWidget *, const QString &) override;
    SaveChoice askSaveChanges(QWidget *, const QString &) override;
    ChangedOnDiskChoice askChangedOnDisk(QWidget *, const QString &) override;
    void showError(QWidget *, const QString &title, const QString &text) override;
    bool askRestore(QWidget *, const RecoveryStore::Entry &) override;
    bool runNewDesign(NewDesignDialog &dialog) override;
    QString exportPdfFileName(QWidget *, const QString &) override;
    bool askPrint(QWidget *, QPrinter *printer) override;
    QString exportFileName(QWidget *, const QString &, const QString &,
                           const QString &filter) override;
    bool askOpenExported(QWidget *, const QString &) override;
    QStringList ncclLogFileNames(QWidget *, const QString &) override;
    bool chooseNcclVariant(QWidget *, const QStringList &unguessed, const QString &guess,
                           QString *variant) override;
    QString exchangeOutputPath(QWidget *, const QString &, const QString &) override;
    QString ibnetdiscoverFileName(QWidget *, const QString &) override;
    QStringList deviceTypeFileNames(QWidget *, const QString &) override;
    void showReport(QWidget *, const QString &, const QString &summary,
                    const QString &details) override;
};

} // namespace fp::test
