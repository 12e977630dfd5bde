// SPDX-License-Identifier: GPL-3.0-or-later
// Comma-separated text as RFC 4180 describes it (www.rfc-editor.org/rfc/rfc4180):
// fields with a comma, a quote or a line break in double quotes, quotes doubled,
// lines ended by CRLF, UTF-8. Numbers are written with a point, never localised.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace fp::exchange {

class CsvText
{
public:
    void addRow(const QStringList &fields);
    const QByteArray &bytes() const { return m_bytes; }

    // A number for a CSV field: shortest exact form, "" when not `known`.
    static QString number(double value, bool known = true);

private:
    QByteArray m_bytes;
};

} // namespace fp::exchange
