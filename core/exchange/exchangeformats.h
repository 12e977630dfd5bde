// SPDX-License-Identifier: GPL-3.0-or-later
// The exchange formats of core/exchange as one table, shared by the CLI's `export
// --format` and the GUI's File > Export submenu (docs/CLI.md, docs/EXCHANGE.md).
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace fp::exchange {

struct ExchangeFormat {
    QString key;       // the CLI's --format value: "xlsx", "bom-csv", ...
    QString extension; // of the file written: "xlsx", "csv"
    QString (*name)(); // translated, for menus and file dialogs
    // The file's bytes, or nullopt with `error` set (one line).
    std::optional<QByteArray> (*write)(const Project &project, const Catalog &catalog,
                                       QString *error);
};

// xlsx, bom-csv, cabling-csv, cabling-xlsx, in that order.
const std::vector<ExchangeFormat> &exchangeFormats();
// The format of `key`, or nullptr.
const ExchangeFormat *exchangeFormat(const QString &key);

} // namespace fp::exchange
