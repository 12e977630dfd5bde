// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Manual (F1) and Help > About. The manual is a short guide in
// English and Dutch shipped as a Qt resource (ui/manual/, the README's and docs/'s
// content); it follows the language switch. About names the version, the licence and
// the catalog in use: its format version (read from the shipped catalog resource) and
// the years of its prices (read from the parts).
#pragma once

#include "model/catalog.h"

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace fp {

// The manual's HTML in `language` ("en", "nl"); English for any other.
QString manualHtml(const QString &language);

class ManualDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ManualDialog(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QTextBrowser *m_text = nullptr;
};

// The About box's rich text for `catalog` (the document's catalog).
QString aboutText(const Catalog &catalog);

} // namespace fp
