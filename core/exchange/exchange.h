// SPDX-License-Identifier: GPL-3.0-or-later
// The export formats of the exchange module, in ONE table that the CLI's `export
// --format` and the GUI's File > Export share (docs/EXCHANGE.md, docs/CLI.md). Each
// writer turns the project into files in memory; the caller checks the output path and
// writes them atomically - into the one output file, or, for a format that writes
// several files, into the output folder.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"
#include "model/variantkind.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace fp::exchange {

struct ExportedFile {
    QString name; // file name inside the output folder; empty for a single-file format
    QByteArray bytes;
};

// The lines of one variant's bill that the bill-of-materials CSV writes (the GUI's BOM
// tab exports the variant it shows, and only the lines its filter shows); without it the
// CSV writes every distinct bill.
struct BomSelection {
    VariantKind variant = VariantKind::AsDrawn;
    std::vector<std::size_t> lines; // indexes into the variant's CostResult::bom; empty: all
};

// What a writer reads. `evaluation` is the caller's evaluation of this project and
// catalog when it has one (the GUI's current result, the CLI's with its options): the
// bill of materials is then the evaluation's own cost analyses, never recomputed. When
// it is null, a writer that needs it evaluates the project with the default options.
struct ExportInput {
    const Project &project;
    const Catalog &catalog;
    const Evaluation *evaluation = nullptr;
    const BomSelection *bomSelection = nullptr; // "bom-csv" only: one variant's lines
};

using ExportWriter = std::optional<std::vector<ExportedFile>> (*)(const ExportInput &,
                                                                  QString *error);

struct ExportFormat {
    const char *key;       // the --format value
    const char *extension; // of the output file ("svg"); empty for a folder
    QString (*name)();     // translated, for menus and file dialogs
    bool usesEvaluation;   // the writer reads ExportInput::evaluation
    ExportWriter write;
    bool toFolder() const { return *extension == '\0'; }
};

// Every format: xlsx, bom-csv, cabling-csv, cabling-xlsx, svg, drawio, netbox,
// ibnetdiscover, in that order.
const std::vector<ExportFormat> &exportFormats();
// The format of `key`; nullptr when there is none of that name.
const ExportFormat *findExportFormat(const QString &key);

} // namespace fp::exchange
