// SPDX-License-Identifier: GPL-3.0-or-later
// The export formats of the exchange module, in one table that the CLI's `export
// --format` and the GUI's File > Export share (docs/EXCHANGE.md). Each writer turns the
// project into files in memory; the caller writes them (atomically) - into the one
// output file, or for a format that writes several files into the output folder.
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace fp::exchange {

struct ExportedFile {
    QString name; // file name inside the output folder; empty for a single-file format
    QByteArray bytes;
};

using ExportWriter = std::optional<std::vector<ExportedFile>> (*)(const Project &, const Catalog &,
                                                                  QString *error);

struct ExportFormat {
    const char *key;       // the --format value
    const char *extension; // of the output file ("svg"); empty for a folder
    ExportWriter write;
};

// Every format of this module: svg, drawio, netbox, ibnetdiscover.
const std::vector<ExportFormat> &exportFormats();
// The format of `key`; nullptr when this module has none of that name.
const ExportFormat *findExportFormat(const QString &key);

} // namespace fp::exchange
