// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/wording.h"

#include "text/i18n.h"

#include <QCoreApplication>

namespace fp {

namespace {

thread_local const AnalysisLocale *innermost = nullptr;

} // namespace

AnalysisLocale::AnalysisLocale(const QLocale &locale)
    : m_locale(locale)
    , m_outer(innermost)
{
    innermost = this;
}

AnalysisLocale::~AnalysisLocale()
{
    innermost = m_outer;
}

QLocale AnalysisLocale::current()
{
    return innermost ? innermost->m_locale : defaultLocale();
}

QString num(double value, int decimals)
{
    return AnalysisLocale::current().toString(value, 'f', decimals);
}

Explanation explain(const QString &id, const QString &text,
                    std::vector<std::pair<QString, double>> figures)
{
    Explanation e;
    e.id = id;
    e.text = text;
    e.figures = std::move(figures);
    return e;
}

} // namespace fp
