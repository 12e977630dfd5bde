// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export > (bill of materials, cabling plan): asks where to write and writes the
// document's project through the same core/exchange writers as `fabricplanner-cli
// export --format KEY`, atomically; the same output file checks as the CLI.
#pragma once

#include <QString>

class QWidget;

namespace fp {

class ProjectDocument;
class UiPrompts;

namespace exchange {
struct ExchangeFormat;
}

struct ExchangeExport {
    bool written = false; // false: cancelled or failed (error says which)
    QString path;
    QString error; // translated, one line; empty when cancelled
};

ExchangeExport exportExchange(QWidget *parent, const ProjectDocument &doc,
                              const exchange::ExchangeFormat &format, UiPrompts &prompts);

} // namespace fp
