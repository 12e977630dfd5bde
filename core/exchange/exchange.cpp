// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/exchange.h"

#include "exchange/diagrams.h"
#include "exchange/ibnetdiscover.h"
#include "exchange/netbox.h"
#include "exchange/physical.h"

#include <QCoreApplication>

namespace fp::exchange {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("fp::exchange", text);
}

std::optional<std::vector<ExportedFile>> one(QByteArray bytes)
{
    return std::vector<ExportedFile>{{QString(), std::move(bytes)}};
}

std::optional<std::vector<ExportedFile>> writeSvg(const Project &p, const Catalog &c, QString *)
{
    return one(designToSvg(p, c));
}

std::optional<std::vector<ExportedFile>> writeDrawio(const Project &p, const Catalog &c, QString *)
{
    return one(designToDrawio(p, c));
}

std::optional<std::vector<ExportedFile>> writeNetbox(const Project &p, const Catalog &c,
                                                     QString *error)
{
    const Fabric *fabric = exchangeFabric(p, false);
    if (!fabric) {
        *error = tr("the design has no fabric to export");
        return std::nullopt;
    }
    const NetboxFiles files = fabricToNetbox(p, c, physicalFabric(p, c, fabric->id));
    return std::vector<ExportedFile>{{QStringLiteral("devices.csv"), files.devices},
                                     {QStringLiteral("interfaces.csv"), files.interfaces},
                                     {QStringLiteral("cables.csv"), files.cables}};
}

std::optional<std::vector<ExportedFile>> writeIbnetdiscover(const Project &p, const Catalog &c,
                                                            QString *error)
{
    const Fabric *fabric = exchangeFabric(p, true);
    if (!fabric) {
        *error = tr("the design has no InfiniBand fabric");
        return std::nullopt;
    }
    return one(designToIbnetdiscover(p, physicalFabric(p, c, fabric->id)));
}

} // namespace

const std::vector<ExportFormat> &exportFormats()
{
    static const std::vector<ExportFormat> formats{
        {"svg", "svg", writeSvg},
        {"drawio", "drawio", writeDrawio},
        {"netbox", "", writeNetbox},
        {"ibnetdiscover", "txt", writeIbnetdiscover},
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
