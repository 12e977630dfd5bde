// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export > (bill of materials, cabling plan, diagrams, NetBox, ibnetdiscover): asks
// where to write and writes the document's project through the same core/exchange table
// as `fabricplanner-cli export --format KEY`, atomically, with the same output checks as
// the CLI.
#pragma once

#include <QString>

class QWidget;

namespace fp {

class ProjectDocument;
class UiPrompts;

struct Evaluation;
namespace exchange {
struct BomSelection;
struct ExportFormat;
} // namespace exchange

struct ExchangeExport {
    bool written = false; // false: cancelled or failed (error says which)
    QString path;         // the file, or the folder of a folder format
    QString error;        // translated, one line; empty when cancelled
};

// `evaluation`: the current evaluation of the document (the bill of materials is its
// cost analyses), or null when it is not up to date (the writer evaluates).
// `selection` (bill of materials CSV only): one variant's lines, as the BOM tab shows
// them; the suggested file name then names the variant ("NAME-bom-infiniband.csv").
ExchangeExport exportExchange(QWidget *parent, const ProjectDocument &doc,
                              const Evaluation *evaluation, const exchange::ExportFormat &format,
                              UiPrompts &prompts,
                              const exchange::BomSelection *selection = nullptr);

} // namespace fp
