// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/exchange.h"

#include "analysis/evaluation.h"
#include "exchange/bomexport.h"
#include "exchange/cablingplan.h"
#include "exchange/diagrams.h"
#include "exchange/exchangetr.h"
#include "exchange/ibnetdiscover.h"
#include "exchange/netbox.h"
#include "exchange/physical.h"

namespace fp::exchange {

namespace {

using Files = std::optional<std::vector<ExportedFile>>;

Files one(std::optional<QByteArray> bytes)
{
    if (!bytes)
        return std::nullopt;
    return std::vector<ExportedFile>{{QString(), std::move(*bytes)}};
}

// The bills of the caller's evaluation, or of one made here.
std::vector<VariantBom> boms(const ExportInput &in)
{
    if (in.evaluation)
        return variantBoms(*in.evaluation);
    return variantBoms(evaluate(in.project, in.catalog));
}

Files writeBomXlsx(const ExportInput &in, QString *error)
{
    return one(bomToXlsx(in.project, boms(in), in.catalog, error));
}

Files writeBomCsv(const ExportInput &in, QString *error)
{
    if (!in.bomSelection)
        return one(bomToCsv(boms(in), in.catalog));
    const std::optional<VariantBom> bom =
        selectBom(boms(in), in.bomSelection->variant, in.bomSelection->lines);
    if (!bom) {
        *error =
            tr("the evaluation has no variant \"%1\"").arg(variantName(in.bomSelection->variant));
        return std::nullopt;
    }
    return one(bomToCsv({*bom}, in.catalog));
}

Files writeCablingCsv(const ExportInput &in, QString *)
{
    return one(cablingToCsv(cablingPlan(in.project, in.catalog)));
}

Files writeCablingXlsx(const ExportInput &in, QString *error)
{
    return one(cablingToXlsx(in.project, cablingPlan(in.project, in.catalog), error));
}

Files writeSvg(const ExportInput &in, QString *)
{
    return one(designToSvg(in.project, in.catalog));
}

Files writeDrawio(const ExportInput &in, QString *)
{
    return one(designToDrawio(in.project, in.catalog));
}

Files writeNetbox(const ExportInput &in, QString *error)
{
    const Fabric *fabric = exchangeFabric(in.project, false);
    if (!fabric) {
        *error = tr("the design has no fabric to export");
        return std::nullopt;
    }
    const NetboxFiles files =
        fabricToNetbox(in.project, in.catalog, physicalFabric(in.project, in.catalog, fabric->id));
    return std::vector<ExportedFile>{{QStringLiteral("devices.csv"), files.devices},
                                     {QStringLiteral("interfaces.csv"), files.interfaces},
                                     {QStringLiteral("cables.csv"), files.cables}};
}

Files writeIbnetdiscover(const ExportInput &in, QString *error)
{
    const Fabric *fabric = exchangeFabric(in.project, true);
    if (!fabric) {
        *error = tr("the design has no InfiniBand fabric");
        return std::nullopt;
    }
    return one(
        designToIbnetdiscover(in.project, physicalFabric(in.project, in.catalog, fabric->id)));
}

} // namespace

const std::vector<ExportFormat> &exportFormats()
{
    static const std::vector<ExportFormat> formats{
        {"xlsx", "xlsx", [] { return tr("Bill of materials (Excel)"); }, true, writeBomXlsx},
        {"bom-csv", "csv", [] { return tr("Bill of materials (CSV)"); }, true, writeBomCsv},
        {"cabling-csv", "csv", [] { return tr("Cabling plan (CSV)"); }, false, writeCablingCsv},
        {"cabling-xlsx", "xlsx", [] { return tr("Cabling plan (Excel)"); }, false,
         writeCablingXlsx},
        {"svg", "svg", [] { return tr("SVG drawing"); }, false, writeSvg},
        {"drawio", "drawio", [] { return tr("draw.io diagram"); }, false, writeDrawio},
        {"netbox", "", [] { return tr("NetBox import files (folder)"); }, false, writeNetbox},
        {"ibnetdiscover", "txt", [] { return tr("ibnetdiscover output as designed"); }, false,
         writeIbnetdiscover},
    };
    return formats;
}

const ExportFormat *findExportFormat(const QString &key)
{
    for (const ExportFormat &f : exportFormats())
        if (key == QLatin1String(f.key))
            return &f;
    return nullptr;
}

} // namespace fp::exchange
