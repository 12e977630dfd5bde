// SPDX-License-Identifier: GPL-3.0-or-later
#include "prompts.h"

#include "dialogs/newdesigndialog.h"
#include "topology/variant.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QVBoxLayout>

namespace fp {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("fp::UiPrompts", text);
}
} // namespace

UiPrompts::~UiPrompts() = default;

QString UiPrompts::openFileName(QWidget *parent, const QString &directory)
{
    return QFileDialog::getOpenFileName(
        parent, tr("Open project"), directory,
        tr("FabricPlanner projects (*.fabricplan *.json);;All files (*)"));
}

QString UiPrompts::saveFileName(QWidget *parent, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, tr("Save project"), suggested,
                                        tr("FabricPlanner projects (*.fabricplan)"));
}

UiPrompts::SaveChoice UiPrompts::askSaveChanges(QWidget *parent, const QString &documentName)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("Save the changes to \"%1\" before closing?").arg(documentName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Your changes are lost if you don't save them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return SaveChoice::Save;
    case QMessageBox::Discard:
        return SaveChoice::Discard;
    default:
        return SaveChoice::Cancel;
    }
}

UiPrompts::ChangedOnDiskChoice UiPrompts::askChangedOnDisk(QWidget *parent, const QString &path)
{
    QMessageBox box(QMessageBox::Warning, tr("File changed on disk"),
                    tr("\"%1\" was changed by another program since you opened or saved it.")
                        .arg(QFileInfo(path).fileName()),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(tr("Overwrite it with your version, or reload it and lose your "
                              "unsaved changes?"));
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    QPushButton *overwrite = box.addButton(tr("Overwrite"), QMessageBox::DestructiveRole);
    QPushButton *reload = box.addButton(tr("Reload"), QMessageBox::ActionRole);
    box.setDefaultButton(cancel);
    box.exec();
    if (box.clickedButton() == overwrite)
        return ChangedOnDiskChoice::Overwrite;
    if (box.clickedButton() == reload)
        return ChangedOnDiskChoice::Reload;
    return ChangedOnDiskChoice::Cancel;
}

void UiPrompts::showError(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox::warning(parent, title, text);
}

bool UiPrompts::askRestore(QWidget *parent, const RecoveryStore::Entry &entry)
{
    const QString what =
        entry.originalPath.isEmpty()
            ? tr("an unsaved project")
            : QStringLiteral("\"%1\"").arg(QFileInfo(entry.originalPath).fileName());
    QMessageBox box(
        QMessageBox::Question, tr("Restore unsaved work"),
        tr("FabricPlanner did not close properly. A recovery copy of %1 from %2 "
           "was found.")
            .arg(what, QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat)),
        QMessageBox::NoButton, parent);
    box.setInformativeText(tr("Restore it? If you discard it, the copy is deleted."));
    QPushButton *restore = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
    box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    box.exec();
    return box.clickedButton() == restore;
}

bool UiPrompts::runNewDesign(NewDesignDialog &dialog)
{
    return dialog.exec() == QDialog::Accepted;
}

QString UiPrompts::exportPdfFileName(QWidget *parent, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, tr("Export PDF report"), suggested,
                                        tr("PDF documents (*.pdf)"));
}

bool UiPrompts::askPrint(QWidget *parent, QPrinter *printer)
{
    QPrintDialog dialog(printer, parent);
    dialog.setWindowTitle(tr("Print the report"));
    return dialog.exec() == QDialog::Accepted;
}

QString UiPrompts::exportFileName(QWidget *parent, const QString &title, const QString &suggested,
                                  const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, title, suggested, filter);
}

QString UiPrompts::exchangeOutputPath(QWidget *parent, const QString &suggested,
                                      const QString &filter)
{
    if (filter.isEmpty())
        return QFileDialog::getExistingDirectory(parent, tr("Export to folder"), suggested);
    return QFileDialog::getSaveFileName(parent, tr("Export for other tools"), suggested, filter);
}

QStringList UiPrompts::deviceTypeFileNames(QWidget *parent, const QString &directory)
{
    return QFileDialog::getOpenFileNames(parent, tr("Import device types"), directory,
                                         tr("devicetype-library YAML (*.yaml *.yml)"));
}

QString UiPrompts::ibnetdiscoverFileName(QWidget *parent, const QString &directory)
{
    return QFileDialog::getOpenFileName(
        parent, tr("Compare with built fabric"), directory,
        tr("ibnetdiscover output (*.txt *.out *.topo);;All files (*)"));
}

void UiPrompts::showReport(QWidget *parent, const QString &title, const QString &summary,
                           const QString &details)
{
    QMessageBox box(QMessageBox::Information, title, summary, QMessageBox::Close, parent);
    box.setDetailedText(details);
    box.exec();
}

bool UiPrompts::askOpenExported(QWidget *parent, const QString &path)
{
    QMessageBox box(QMessageBox::Information, tr("Report written"),
                    tr("The report was written to \"%1\".").arg(QFileInfo(path).fileName()),
                    QMessageBox::Open | QMessageBox::Close, parent);
    box.setInformativeText(tr("Open it now?"));
    box.setDefaultButton(QMessageBox::Open);
    return box.exec() == QMessageBox::Open;
}

QStringList UiPrompts::ncclLogFileNames(QWidget *parent, const QString &directory)
{
    return QFileDialog::getOpenFileNames(
        parent, tr("Import nccl-tests logs"), directory,
        tr("nccl-tests output (*.txt *.log *.json);;All files (*)"));
}

bool UiPrompts::chooseNcclVariant(QWidget *parent, const QStringList &unguessed,
                                  const QString &guess, QString *variant)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("ncclVariantDialog"));
    dialog.setWindowTitle(tr("Measured on which fabric?"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *label = new QLabel(
        tr("The fabric could not be told from these logs:\n%1\n\nWhich variant of the design "
           "were they measured on?")
            .arg(unguessed.join(QLatin1Char('\n'))),
        &dialog);
    label->setWordWrap(true);
    layout->addWidget(label);
    auto *combo = new QComboBox(&dialog);
    combo->setObjectName(QStringLiteral("ncclVariantCombo"));
    for (VariantKind k : {VariantKind::InfiniBand, VariantKind::Ethernet, VariantKind::Hybrid,
                          VariantKind::HybridPerUnit, VariantKind::AsDrawn})
        combo->addItem(variantName(k), variantKey(k));
    const int at = combo->findData(guess);
    combo->setCurrentIndex(at >= 0 ? at : 0);
    layout->addWidget(combo);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *variant = combo->currentData().toString();
    return true;
}

} // namespace fp
