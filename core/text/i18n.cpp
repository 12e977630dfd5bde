// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/i18n.h"

#include <cmath>

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

#include <map>
#include <memory>

namespace fp {

namespace {

struct LanguageState {
    QString lang = QStringLiteral("en");
    std::unique_ptr<QTranslator> own;
    std::unique_ptr<QTranslator> qtBase;
};

LanguageState &state()
{
    static LanguageState s;
    return s;
}

} // namespace

QString languageForLocale(const QLocale &locale)
{
    return locale.language() == QLocale::Dutch ? QStringLiteral("nl") : QStringLiteral("en");
}

bool isSupportedLanguage(const QString &lang)
{
    return lang == QLatin1String("en") || lang == QLatin1String("nl");
}

bool setLanguage(const QString &lang)
{
    if (!isSupportedLanguage(lang))
        return false;
    LanguageState &s = state();
    if (QCoreApplication *app = QCoreApplication::instance()) {
        if (s.own)
            QCoreApplication::removeTranslator(s.own.get());
        if (s.qtBase)
            QCoreApplication::removeTranslator(s.qtBase.get());
        s.own = std::make_unique<QTranslator>();
        if (s.own->load(QStringLiteral(":/i18n/fabricplanner_%1.qm").arg(lang)))
            QCoreApplication::installTranslator(s.own.get());
        s.qtBase = std::make_unique<QTranslator>();
        if (lang != QLatin1String("en") &&
            s.qtBase->load(QStringLiteral("qtbase_%1").arg(lang),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(s.qtBase.get());
        Q_UNUSED(app);
    }
    s.lang = lang;
    QLocale::setDefault(localeForLanguage(lang));
    return true;
}

QString translateIn(const QString &lang, const char *context, const char *source)
{
    if (lang == currentLanguage())
        return QCoreApplication::translate(context, source);
    if (lang == QLatin1String("en") || !isSupportedLanguage(lang))
        return QString::fromUtf8(source);
    // One translator per language, loaded on first use (the compiled-in .qm files).
    static std::map<QString, std::unique_ptr<QTranslator>> translators;
    std::unique_ptr<QTranslator> &t = translators[lang];
    if (!t) {
        t = std::make_unique<QTranslator>();
        if (!t->load(QStringLiteral(":/i18n/fabricplanner_%1.qm").arg(lang)))
            return QString::fromUtf8(source);
    }
    const QString out = t->translate(context, source);
    return out.isEmpty() ? QString::fromUtf8(source) : out;
}

QLocale localeForLanguage(const QString &lang)
{
    return lang == QLatin1String("nl") ? QLocale(QLocale::Dutch, QLocale::Netherlands)
                                       : QLocale(QLocale::English, QLocale::UnitedKingdom);
}

QLocale defaultLocale()
{
    return QLocale();
}

QString currentLanguage()
{
    return state().lang;
}

QString formatNumber(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString inSentence(const QString &text)
{
    if (text.size() < 2 || !text.at(0).isUpper())
        return text;
    const QString firstWord = text.section(QLatin1Char(' '), 0, 0);
    // Names keep their capital: "the Ethernet price discount", "de Ethernet-prijs".
    for (const char *name : {"Ethernet", "Spectrum", "Quantum"}) {
        const QLatin1String n(name);
        if (firstWord.startsWith(n) &&
            (firstWord.size() == n.size() || !firstWord.at(n.size()).isLetter()))
            return text;
    }
    for (qsizetype i = 1; i < firstWord.size(); ++i) {
        if (firstWord.at(i).isUpper())
            return text;
    }
    return text.at(0).toLower() + text.mid(1);
}

QString formatInteger(long long value)
{
    return QLocale().toString(value);
}

QString formatBytes(double bytes, const QLocale &locale)
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    double v = bytes;
    while (v >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    const bool whole = std::abs(v - std::round(v)) < 1e-9;
    return locale.toString(v, 'f', whole ? 0 : 1) + QLatin1Char(' ') + QLatin1String(units[u]);
}

QString formatMoney(double amount, const QString &currency)
{
    const QString number = QLocale().toString(amount, 'f', 0);
    if (state().lang == QLatin1String("nl") && currency == QLatin1String("EUR"))
        return QStringLiteral("€ ") + number;
    return currency + QLatin1Char(' ') + number;
}

} // namespace fp
