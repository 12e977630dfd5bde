// SPDX-License-Identifier: GPL-3.0-or-later
// Language choice for the GUI and the CLI: Dutch or English, with the translations
// compiled into the program (:/i18n/fabricplanner_<lang>.qm) and Qt's own texts.
#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace fp {

// "nl" for a Dutch system locale (nl_*), else "en".
QString languageForLocale(const QLocale &locale);
// Valid language codes: "en", "nl".
bool isSupportedLanguage(const QString &lang);

// Installs the translators for `lang` on the application, replacing earlier ones,
// and sets QLocale::setDefault so numbers follow the language (nl: 1.234,5;
// en: 1,234.5). Returns false for an unknown language (nothing changes).
bool setLanguage(const QString &lang);
QString currentLanguage();

// The locale numbers are written in for `lang` ("nl": Dutch, Netherlands; else
// English, United Kingdom): what setLanguage() makes the default.
QLocale localeForLanguage(const QString &lang);
// The process-wide default locale (QLocale()). Only for callers on the thread that
// sets the language; a worker thread gets its locale passed in (analysis/wording.h).
QLocale defaultLocale();

// Locale-correct formatting for texts shown to users (never for JSON).
QString formatNumber(double value, int decimals);
QString formatInteger(long long value);
QString formatMoney(double amount, const QString &currency); // "€ 1.234" / "EUR 1,234"
// A message size in binary units as nccl-tests prints them: "8 B", "4 KiB", "1 GiB"
// (1,073,741,824 bytes is "1 GiB", never "1,024 MiB"), in `locale` (a worker thread
// passes its own: analysis/wording.h).
QString formatBytes(double bytes, const QLocale &locale = QLocale());

// `source` of `context` translated into `lang` ("en" or "nl") whatever the current
// language is: the source itself for English, else the compiled-in translation (the
// source where it has none). For texts that must be recognised in every language, such
// as a generated project name.
QString translateIn(const QString &lang, const char *context, const char *source);

// A sentence or label placed after a colon or inside another sentence: its first letter
// in lower case ("The design has ..." -> "the design has ...", "Energy price" -> "energy
// price"), unless its first word holds another capital (an acronym or a name: "GPU's",
// "InfiniBand", "RoCE"). Dutch and English both write lower case after a colon.
QString inSentence(const QString &text);

} // namespace fp
