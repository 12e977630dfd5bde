// SPDX-License-Identifier: GPL-3.0-or-later
// A small owner of one libxlsxwriter workbook (libxlsxwriter.github.io): sheets with
// Excel-safe names, UTF-8 text from QString, and the finished file read back as
// bytes, so that callers write it atomically like every other output
// (core/io/filesafety.h). libxlsxwriter 1.1 writes only to a file name: the workbook
// is written in a temporary folder that is removed afterwards.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include <optional>

namespace fp::exchange {

class XlsxBook
{
public:
    XlsxBook();
    ~XlsxBook();
    XlsxBook(const XlsxBook &) = delete;
    XlsxBook &operator=(const XlsxBook &) = delete;

    bool isValid() const { return m_book != nullptr; }
    // A new sheet named `name` made safe (no []:*?/\, at most 31 characters, unique).
    lxw_worksheet *addSheet(const QString &name, QString *usedName = nullptr);
    lxw_format *bold();
    lxw_format *currency(); // #,##0.00 with the euro sign
    lxw_format *currencyBold();
    lxw_format *integer(); // #,##0
    // Closes the workbook and returns its bytes; nullopt and `error` set on failure.
    std::optional<QByteArray> finish(QString *error);

private:
    lxw_format *numberFormat(const char *format, bool isBold);

    QTemporaryDir m_dir;
    QString m_path;
    lxw_workbook *m_book = nullptr;
    QStringList m_sheetNames;
};

// Text and numbers into a cell (row and column 0-based, as libxlsxwriter counts).
void writeText(lxw_worksheet *sheet, int row, int col, const QString &text,
               lxw_format *format = nullptr);
void writeNumber(lxw_worksheet *sheet, int row, int col, double value,
                 lxw_format *format = nullptr);
// A formula with its value as computed here, so that a reader that does not
// recalculate (openpyxl, a preview) still shows the right figure.
void writeFormula(lxw_worksheet *sheet, int row, int col, const QString &formula, double value,
                  lxw_format *format = nullptr);
// "G7": column `col` and row `row` (0-based) in A1 notation (columns A-Z).
QString cellName(int row, int col);
// 'Sheet name'!G7
QString sheetCell(const QString &sheet, int row, int col);

} // namespace fp::exchange
