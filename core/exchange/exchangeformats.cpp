// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/exchangeformats.h"

#include "exchange/bomexport.h"
#include "exchange/cablingplan.h"
#include "exchange/exchangetr.h"

namespace fp::exchange {

namespace {

std::optional<QByteArray> writeBomXlsx(const Project &p, const Catalog &c, QString *error)
{
    return bomToXlsx(p, variantBoms(p, c), c, error);
}

std::optional<QByteArray> writeBomCsv(const Project &p, const Catalog &c, QString *)
{
    return bomToCsv(variantBoms(p, c), c);
}

std::optional<QByteArray> writeCablingCsv(const Project &p, const Catalog &c, QString *)
{
    return cablingToCsv(cablingPlan(p, c));
}

std::optional<QByteArray> writeCablingXlsx(const Project &p, const Catalog &c, QString *error)
{
    return cablingToXlsx(p, cablingPlan(p, c), error);
}

} // namespace

const std::vector<ExchangeFormat> &exchangeFormats()
{
    static const std::vector<ExchangeFormat> formats{
        {QStringLiteral("xlsx"), QStringLiteral("xlsx"),
         [] { return tr("Bill of materials (Excel)"); }, writeBomXlsx},
        {QStringLiteral("bom-csv"), QStringLiteral("csv"),
         [] { return tr("Bill of materials (CSV)"); }, writeBomCsv},
        {QStringLiteral("cabling-csv"), QStringLiteral("csv"),
         [] { return tr("Cabling plan (CSV)"); }, writeCablingCsv},
        {QStringLiteral("cabling-xlsx"), QStringLiteral("xlsx"),
         [] { return tr("Cabling plan (Excel)"); }, writeCablingXlsx},
    };
    return formats;
}

const ExchangeFormat *exchangeFormat(const QString &key)
{
    for (const ExchangeFormat &f : exchangeFormats())
        if (f.key == key)
            return &f;
    return nullptr;
}

} // namespace fp::exchange
