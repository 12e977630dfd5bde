// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/csvtext.h"

namespace fp::exchange {

void CsvText::addRow(const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &f : fields) {
        const bool needsQuotes = f.contains(QLatin1Char(',')) || f.contains(QLatin1Char('"')) ||
                                 f.contains(QLatin1Char('\n')) || f.contains(QLatin1Char('\r'));
        if (!needsQuotes) {
            quoted.append(f);
            continue;
        }
        QString q = f;
        q.replace(QLatin1String("\""), QLatin1String("\"\""));
        quoted.append(QLatin1Char('"') + q + QLatin1Char('"'));
    }
    m_bytes += quoted.join(QLatin1Char(',')).toUtf8();
    m_bytes += "\r\n";
}

QString CsvText::number(double value, bool known)
{
    return known ? QString::number(value, 'g', 15) : QString();
}

} // namespace fp::exchange
