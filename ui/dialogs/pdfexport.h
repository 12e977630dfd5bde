// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export PDF report... and File > Print... (the PDF comparison report from the GUI): asks
// where to write, writes the report through writeReportPdf() (the same call as `fabricplanner-cli
// report`, so the output is identical) in the current language, and offers to open the result.
#pragma once

#include <QString>

class QPrinter;
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
// `cablingPlan`: with the cabling plan appendix (ReportOptions::cablingPlan).
PdfExport exportPdfReport(QWidget *parent, const EvaluationRunner &runner, UiPrompts &prompts,
                          bool cablingPlan = false);

// File > Print: the same report through the same renderer as the PDF
// (report::renderPaged(), laid out as writeReportPdf() lays it out), on a printer the
// user chose in the print dialog (`prompts`). The page size follows the printer's
// (Letter or A4). `printed` false with an empty error: cancelled.
struct PrintJob {
    bool printed = false;
    QString error; // translated
    int pages = 0;
};
PrintJob printReport(QWidget *parent, const EvaluationRunner &runner, UiPrompts &prompts);
// The printing itself, without a dialog, on a printer set up by the caller.
PrintJob printReportOn(QPrinter &printer, const EvaluationRunner &runner);

} // namespace fp
