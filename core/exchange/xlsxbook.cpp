// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/xlsxbook.h"

#include "exchange/exchangetr.h"

#include <QFile>

namespace fp::exchange {

XlsxBook::XlsxBook()
{
    if (!m_dir.isValid())
        return;
    m_path = m_dir.filePath(QStringLiteral("book.xlsx"));
    m_book = workbook_new(QFile::encodeName(m_path).constData());
}

XlsxBook::~XlsxBook()
{
    if (m_book)
        workbook_close(m_book); // frees it; the folder goes with m_dir
}

lxw_worksheet *XlsxBook::addSheet(const QString &name, QString *usedName)
{
    QString safe = name;
    for (const QChar c : QStringLiteral("[]:*?/\\"))
        safe.replace(c, QLatin1Char(' '));
    safe = safe.simplified().left(31);
    const QString base = safe.left(27);
    for (int n = 2; m_sheetNames.contains(safe, Qt::CaseInsensitive); ++n)
        safe = QStringLiteral("%1 %2").arg(base).arg(n);
    m_sheetNames.append(safe);
    if (usedName)
        *usedName = safe;
    return workbook_add_worksheet(m_book, safe.toUtf8().constData());
}

lxw_format *XlsxBook::numberFormat(const char *format, bool isBold)
{
    lxw_format *f = workbook_add_format(m_book);
    if (format)
        format_set_num_format(f, format);
    if (isBold)
        format_set_bold(f);
    return f;
}

lxw_format *XlsxBook::bold()
{
    return numberFormat(nullptr, true);
}

// Excel's built-in euro format, [$€-2] (the currency symbol before the number).
lxw_format *XlsxBook::currency()
{
    return numberFormat("[$\xe2\x82\xac-2] #,##0.00", false);
}

lxw_format *XlsxBook::currencyBold()
{
    return numberFormat("[$\xe2\x82\xac-2] #,##0.00", true);
}

lxw_format *XlsxBook::integer()
{
    return numberFormat("#,##0", false);
}

std::optional<QByteArray> XlsxBook::finish(QString *error)
{
    if (!m_book) {
        *error = QCoreApplication::translate(
            "fp::exchange", "cannot create a temporary folder for the spreadsheet");
        return std::nullopt;
    }
    const lxw_error status = workbook_close(m_book);
    m_book = nullptr;
    QFile file(m_path);
    if (status != LXW_NO_ERROR || !file.open(QIODevice::ReadOnly)) {
        *error =
            tr("cannot write the spreadsheet: %1").arg(QString::fromUtf8(lxw_strerror(status)));
        return std::nullopt;
    }
    return file.readAll();
}

void writeText(lxw_worksheet *sheet, int row, int col, const QString &text, lxw_format *format)
{
    worksheet_write_string(sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(col),
                           text.toUtf8().constData(), format);
}

void writeNumber(lxw_worksheet *sheet, int row, int col, double value, lxw_format *format)
{
    worksheet_write_number(sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(col), value,
                           format);
}

void writeFormula(lxw_worksheet *sheet, int row, int col, const QString &formula, double value,
                  lxw_format *format)
{
    worksheet_write_formula_num(sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(col),
                                formula.toUtf8().constData(), format, value);
}

QString cellName(int row, int col)
{
    return QStringLiteral("%1%2").arg(QChar(u'A' + col)).arg(row + 1);
}

QString sheetCell(const QString &sheet, int row, int col)
{
    QString quoted = sheet;
    quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QStringLiteral("'%1'!%2").arg(quoted, cellName(row, col));
}

} // namespace fp::exchange
