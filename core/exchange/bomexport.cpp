// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/bomexport.h"

#include "analysis/analysis_cost.h"
#include "analysis/wording.h"
#include "exchange/csvtext.h"
#include "exchange/exchangetr.h"
#include "exchange/xlsxbook.h"
#include "model/labels.h"

#include <algorithm>

namespace fp::exchange {

namespace {

QString variantNames(const VariantBom &bom)
{
    QStringList names;
    for (const VariantKind v : bom.variants)
        names.append(variantName(v));
    return names.join(QStringLiteral(", "));
}

// The price basis every sheet states in its header (the report's sentence).
QString priceBasis(const CostResult &cost)
{
    return priceBasisSentence(cost.currency, cost.priceYear);
}

} // namespace

std::vector<VariantBom> variantBoms(const Evaluation &evaluation)
{
    std::vector<VariantBom> out;
    for (const VariantEvaluation &v : evaluation.variants) {
        auto same = std::find_if(out.begin(), out.end(),
                                 [&](const VariantBom &b) { return sameBill(b.cost, v.cost); });
        if (same != out.end()) {
            same->variants.push_back(v.kind);
            continue;
        }
        out.push_back(VariantBom{{v.kind}, v.cost});
    }
    return out;
}

QByteArray bomToCsv(const std::vector<VariantBom> &boms, const Catalog &catalog)
{
    CsvText csv;
    csv.addRow({QStringLiteral("variants"), QStringLiteral("part"), QStringLiteral("description"),
                QStringLiteral("category"), QStringLiteral("detail"), QStringLiteral("quantity"),
                QStringLiteral("unit_price_eur"), QStringLiteral("total_price_eur"),
                QStringLiteral("price_tag"), QStringLiteral("price_year")});
    for (const VariantBom &bom : boms) {
        QStringList keys;
        for (const VariantKind v : bom.variants)
            keys.append(variantKey(v));
        for (const BomLine &l : bom.cost.bom) {
            const Figure *price = bomPriceFigure(catalog, l.partId);
            const int year = bomPriceYear(catalog, l.partId);
            csv.addRow(
                {keys.join(QLatin1Char(';')), bomPartNumber(catalog, l),
                 bomPartName(catalog, l.partId), l.category, bomDetailKey(l.detail),
                 QString::number(l.quantity), CsvText::number(l.unitPriceEur, l.priceKnown),
                 CsvText::number(l.totalPriceEur(), l.priceKnown),
                 price && l.priceKnown ? sourceTagKey(price->tag) : QStringLiteral("unknown"),
                 year > 0 ? QString::number(year) : QString()});
        }
    }
    return csv.bytes();
}

std::optional<VariantBom> selectBom(const std::vector<VariantBom> &boms, VariantKind variant,
                                    const std::vector<std::size_t> &lines)
{
    for (const VariantBom &bom : boms) {
        if (std::find(bom.variants.begin(), bom.variants.end(), variant) == bom.variants.end())
            continue;
        if (lines.empty())
            return bom;
        VariantBom out{bom.variants, bom.cost};
        out.cost.bom.clear();
        for (std::size_t i : lines) {
            if (i < bom.cost.bom.size())
                out.cost.bom.push_back(bom.cost.bom[i]);
        }
        return out;
    }
    return std::nullopt;
}

namespace {

// Columns of a bill's sheet (0-based): A part number ... I price year.
enum Column {
    PartCol,
    DescriptionCol,
    CategoryCol,
    DetailCol,
    QuantityCol,
    UnitCol,
    TotalCol,
    TagCol,
    YearCol,
    ColumnCount
};
constexpr int HeaderRow = 4; // rows 0-3: title, variants, price basis, completeness

// One bill on its own sheet. Returns the row of its total (column TotalCol).
int writeBomSheet(XlsxBook &book, lxw_worksheet *sheet, const Project &project,
                  const VariantBom &bom, const Catalog &catalog)
{
    lxw_format *bold = book.bold();
    lxw_format *money = book.currency();
    const QString name = project.info.name.isEmpty() ? tr("Untitled project") : project.info.name;
    writeText(sheet, 0, 0, tr("Bill of materials: %1").arg(name), bold);
    writeText(sheet, 1, 0, tr("Variants with this bill: %1").arg(variantNames(bom)));
    writeText(sheet, 2, 0, priceBasis(bom.cost));
    if (!bom.cost.priceComplete())
        writeText(sheet, 3, 0,
                  tr("Incomplete: parts without a price are marked unknown; the total leaves "
                     "them out and is a lower bound."));
    const QStringList headers{tr("Part number"), tr("Description"), tr("Category"),
                              tr("Detail"),      tr("Quantity"),    tr("Unit price"),
                              tr("Total"),       tr("Price tag"),   tr("Price year")};
    for (int c = 0; c < ColumnCount; ++c)
        writeText(sheet, HeaderRow, c, headers[c], bold);
    int row = HeaderRow + 1;
    for (const BomLine &l : bom.cost.bom) {
        const Figure *price = bomPriceFigure(catalog, l.partId);
        writeText(sheet, row, PartCol, bomPartNumber(catalog, l));
        writeText(sheet, row, DescriptionCol, bomPartName(catalog, l.partId));
        writeText(sheet, row, CategoryCol, bomCategoryName(l.category));
        writeText(sheet, row, DetailCol, bomDetailName(l.detail));
        writeNumber(sheet, row, QuantityCol, static_cast<double>(l.quantity), book.integer());
        if (l.priceKnown) {
            writeNumber(sheet, row, UnitCol, l.unitPriceEur, money);
            writeFormula(
                sheet, row, TotalCol,
                QStringLiteral("=%1*%2").arg(cellName(row, QuantityCol), cellName(row, UnitCol)),
                l.totalPriceEur(), money);
        } else {
            writeText(sheet, row, UnitCol, tr("unknown"));
            writeText(sheet, row, TotalCol, tr("unknown"));
        }
        writeText(sheet, row, TagCol,
                  price && l.priceKnown ? sourceTagWord(price->tag) : tr("unknown"));
        if (const int year = bomPriceYear(catalog, l.partId); year > 0)
            writeNumber(sheet, row, YearCol, year);
        ++row;
    }
    writeText(sheet, row, PartCol, tr("Total"), bold);
    // SUM skips the text "unknown": the total of the known prices (a lower bound).
    writeFormula(sheet, row, TotalCol,
                 QStringLiteral("=SUM(%1:%2)")
                     .arg(cellName(HeaderRow + 1, TotalCol), cellName(row - 1, TotalCol)),
                 bom.cost.networkCapexEur, book.currencyBold());
    worksheet_set_column(sheet, PartCol, PartCol, 18, nullptr);
    worksheet_set_column(sheet, DescriptionCol, DescriptionCol, 60, nullptr);
    worksheet_set_column(sheet, CategoryCol, TagCol, 16, nullptr);
    return row;
}

} // namespace

std::optional<QByteArray> bomToXlsx(const Project &project, const std::vector<VariantBom> &boms,
                                    const Catalog &catalog, QString *error)
{
    XlsxBook book;
    if (!book.isValid())
        return book.finish(error);
    lxw_worksheet *summary = book.addSheet(tr("Summary"));
    lxw_format *bold = book.bold();
    const QString name = project.info.name.isEmpty() ? tr("Untitled project") : project.info.name;
    writeText(summary, 0, 0, tr("Bill of materials: %1").arg(name), bold);
    if (!boms.empty())
        writeText(summary, 1, 0, priceBasis(boms.front().cost));
    const QStringList headers{tr("Sheet"), tr("Variants"), tr("Network capital cost"),
                              tr("Complete")};
    for (int c = 0; c < static_cast<int>(headers.size()); ++c)
        writeText(summary, 3, c, headers[c], bold);
    int row = 4;
    for (const VariantBom &bom : boms) {
        QString sheetName;
        lxw_worksheet *sheet = book.addSheet(variantNames(bom), &sheetName);
        const int totalRow = writeBomSheet(book, sheet, project, bom, catalog);
        writeText(summary, row, 0, sheetName);
        writeText(summary, row, 1, variantNames(bom));
        writeFormula(summary, row, 2, QLatin1Char('=') + sheetCell(sheetName, totalRow, TotalCol),
                     bom.cost.networkCapexEur, book.currency());
        writeText(summary, row, 3,
                  bom.cost.priceComplete() ? tr("yes") : tr("no: a lower bound, prices unknown"));
        ++row;
    }
    worksheet_set_column(summary, 0, 1, 40, nullptr);
    worksheet_set_column(summary, 2, 3, 22, nullptr);
    return book.finish(error);
}

} // namespace fp::exchange
