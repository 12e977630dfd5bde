// SPDX-License-Identifier: GPL-3.0-or-later
// The preview of regenerating a fabric with other settings: what
// changes (settings, GPUs, switches, links, network capital cost, before -> after, all
// from analysis/regenerate.h), the hand edits kept and those dropped. Apply or Cancel.
#pragma once

#include "analysis/regenerate.h"

#include <QDialog>

class QLabel;
class QDialogButtonBox;

namespace fp {

class RegenerateDialog : public QDialog
{
    Q_OBJECT

public:
    RegenerateDialog(const Catalog &catalog, const RegenerationPreview &preview,
                     QWidget *parent = nullptr);
    // The preview as rich text (what the dialog shows; tests read it).
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    const Catalog &m_catalog;
    const RegenerationPreview &m_preview;
    QLabel *m_text = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace fp
