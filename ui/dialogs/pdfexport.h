// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export PDF report... (the PDF comparison report from the GUI): asks where to write, writes
// the report through writeReportPdf() (the same call as `fabricplanner-cli report`, so the output
// is identical) in the current language, and offers to open the result.
#pragma once

#include <QString>

class QWidget;

namespace fp {

class EvaluationRunner;
class UiPrompts;

struct PdfExport {
    bool written = false; // false: cancelled or failed (error says which)
    QString path;
    QString error; // translated; empty when cancelled
    int pages = 0;
};

// Exports the runner's document with the runner's current evaluation; while that is
// stale (an edit since, or a language switch) it evaluates here, since the report
// must show what the document holds. Asks through `prompts` for the file and, once
// written, whether to open it; opening is left to QDesktopServices.
PdfExport exportPdfReport(QWidget *parent, const EvaluationRunner &runner, UiPrompts &prompts);

} // namespace fp
