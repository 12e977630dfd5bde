// SPDX-License-Identifier: GPL-3.0-or-later
// Everything the main window asks the user in a modal dialog, behind one interface
// so tests can answer without a modal loop (MainWindow::setPrompts).
#pragma once

#include "io/recovery.h"

#include <QString>
#include <QStringList>

class QPrinter;
class QWidget;

namespace fp {

class NewDesignDialog;

class UiPrompts
{
public:
    enum class SaveChoice { Save, Discard, Cancel };
    enum class ChangedOnDiskChoice { Overwrite, Reload, Cancel };

    virtual ~UiPrompts();
    // A file to open; empty when cancelled.
    virtual QString openFileName(QWidget *parent, const QString &directory);
    // Where to save; empty when cancelled.
    virtual QString saveFileName(QWidget *parent, const QString &suggested);
    virtual SaveChoice askSaveChanges(QWidget *parent, const QString &documentName);
    // The file at `path` changed on disk since it was opened or saved (another
    // program, e.g. the CLI, wrote it): overwrite it, reload it (dropping the
    // unsaved changes) or cancel the save.
    virtual ChangedOnDiskChoice askChangedOnDisk(QWidget *parent, const QString &path);
    virtual void showError(QWidget *parent, const QString &title, const QString &text);
    // Whether to restore a recovery copy left by a crashed session.
    virtual bool askRestore(QWidget *parent, const RecoveryStore::Entry &entry);
    // Runs the new design wizard; true when the user finished it.
    virtual bool runNewDesign(NewDesignDialog &dialog);
    // Where to write the PDF report; empty when cancelled.
    virtual QString exportPdfFileName(QWidget *parent, const QString &suggested);
    // Where to write an export of `title` (File > Export), with a file dialog filter
    // such as "Cabling plan (CSV) (*.csv)"; empty when cancelled.
    virtual QString exportFileName(QWidget *parent, const QString &title, const QString &suggested,
                                   const QString &filter);
    // File > Print: the print dialog for `printer` (QPrintDialog); false when cancelled.
    virtual bool askPrint(QWidget *parent, QPrinter *printer);
    // Whether to open the report just written at `path`.
    virtual bool askOpenExported(QWidget *parent, const QString &path);
    // nccl-tests logs to import (File > Import nccl-tests logs...); empty when cancelled.
    virtual QStringList ncclLogFileNames(QWidget *parent, const QString &directory);
    // The variant the logs were measured on, `guess` preselected (variantKey; may be
    // empty). `unguessed` names the logs without a hint. False when cancelled.
    virtual bool chooseNcclVariant(QWidget *parent, const QStringList &unguessed,
                                   const QString &guess, QString *variant);
    // Where to export a design for other tools (File > Export for other tools): a file
    // name for one file (`filter` such as "SVG drawings (*.svg)"), a folder when
    // `filter` is empty. Empty when cancelled.
    virtual QString exchangeOutputPath(QWidget *parent, const QString &suggested,
                                       const QString &filter);
    // devicetype-library YAML files to import as own switch types; empty when cancelled.
    virtual QStringList deviceTypeFileNames(QWidget *parent, const QString &directory);
    // The ibnetdiscover output to compare the design with; empty when cancelled.
    virtual QString ibnetdiscoverFileName(QWidget *parent, const QString &directory);
    // A report of several lines: `summary` shown, `details` behind a button.
    virtual void showReport(QWidget *parent, const QString &title, const QString &summary,
                            const QString &details);
};

} // namespace fp
