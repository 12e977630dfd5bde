// SPDX-License-Identifier: GPL-3.0-or-later
// The text helpers every analysis unit shares: tr() (model/tr.h), num() and explain().
//
// Numbers are written in the locale of the innermost AnalysisLocale on the calling
// thread. evaluate() opens one from its explicit locale argument, so the analyses
// never read the process-wide QLocale default, which the GUI changes on a language
// switch while the worker thread may be evaluating (QLocale::setDefault is not
// thread-safe: "the default locale should be set at application startup, before any
// non-GUI threads are created", Qt 6 QLocale documentation). Without one (tests,
// single-threaded callers) the analyses use fp::defaultLocale() (text/i18n.h).
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/tr.h"

#include <QLocale>
#include <QString>

#include <utility>
#include <vector>

namespace fp {

// Sets the locale of analysis texts on this thread for its lifetime (scopes nest).
class AnalysisLocale
{
public:
    explicit AnalysisLocale(const QLocale &locale);
    ~AnalysisLocale();
    AnalysisLocale(const AnalysisLocale &) = delete;
    AnalysisLocale &operator=(const AnalysisLocale &) = delete;

    // The locale of the innermost scope on this thread, else defaultLocale().
    static QLocale current();

private:
    QLocale m_locale;
    const AnalysisLocale *m_outer;
};

// `value` with `decimals` decimals in the analysis locale (1.234,5 in Dutch).
QString num(double value, int decimals = 0);

// An explained finding (analysis/results.h Explanation).
Explanation explain(const QString &id, const QString &text,
                    std::vector<std::pair<QString, double>> figures = {});

// A BOM line's detail (results.h BomDetail) in words, in context "fp::Report" where the
// PDF report's bill of materials has always had them: "leaf", "node to leaf, 10 m",
// "switch side", ... (the report and the spreadsheet export say it the same way).
QString bomDetailName(const BomDetail &detail);

// A part's catalog name in the reader's language (model/sourcenotes.h partNameIn), its
// id when it has no name: the report, the GUI and the exports name parts this way.
QString partNameInWords(const PartBase &part);

// A BOM line's part in words: the catalog's name, else the appliance or licence the
// cost analysis adds by id, else the id (the report, the GUI and the exports alike).
QString bomPartName(const Catalog &catalog, const QString &partId);

// A part number as the catalog knows it: the maker's ordering part number where the
// catalog has one with its source ("MQM9700-NS2F"), else the id in capitals
// ("MMA4Z00-NS", the ordering family of a LinkX part; docs/EXCHANGE.md).
QString bomPartNumber(const Catalog &catalog, const QString &partId);
// Whether the part has a public ordering number (the catalog's, or the gateway's, which
// is not a catalog part); else bomPartNumber() prints the catalogue id in capitals.
bool bomHasPartNumber(const Catalog &catalog, const QString &partId);
// The ordering number of a BOM line: a catalog number with "{m}" (a cable sold by
// length, "MFP7E10-N{m}") gets the line's length in whole metres, three digits
// ("MFP7E10-N030" for 30 m); a line without a length keeps the number's stem
// ("MFP7E10").
QString bomPartNumber(const Catalog &catalog, const BomLine &line);

// The catalog figure a BOM line's unit price comes from: the part's price, or the UFM
// appliance's catalog assumption (analysis_cost.cpp addSubnetManagers); nullptr when
// neither. Its tag (P/S/E/D/U) is the line's price source in the report and the exports.
const Figure *bomPriceFigure(const Catalog &catalog, const QString &partId);

// The price year of a BOM line's part; 0 when the catalog gives none (an appliance
// priced by an assumption).
int bomPriceYear(const Catalog &catalog, const QString &partId);

// The price basis every bill of materials states (the report's summary, its
// procurement appendix and the spreadsheet export), in context "fp::Report":
// "Indicative prices, not a quote: catalogue estimates in euros excluding VAT, price
// level up to 2025." `currency` "EUR" (or empty) is written as the word for euros.
QString priceBasisSentence(const QString &currency, int priceYear);

} // namespace fp
