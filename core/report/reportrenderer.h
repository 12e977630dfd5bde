// SPDX-License-Identifier: GPL-3.0-or-later
// Lays the report content (reportcontent.h) out on PDF pages and writes the file.
// The one entry point for the GUI (File > Export PDF) and the CLI (`report`):
// both call writeReportPdf(), so their output is identical.
//
// Pages: A4 (default) or Letter; a cover, a table of contents, then the sections;
// running headers (report, project, chapter) and "Page n of N" footers on every page
// but the cover; tables break between rows and repeat their header rows; charts and
// the design diagram are vector graphics; all text is real text in DejaVu Sans
// (embedded by QPdfWriter, shaping off so "fi" stays two letters in extracted text).
//
// Needs a QGuiApplication (fonts); without one it fails with an error message
// instead of aborting. The QGuiApplication may use the offscreen platform.
#pragma once

#include "analysis/evaluation.h"
#include "model/catalog.h"
#include "model/model.h"
#include "report/reportcontent.h"

#include <QImage>
#include <QString>

#include <vector>

class QIODevice;
class QPagedPaintDevice;

namespace fp {

// Writes the report atomically: rendered into a temporary file beside `path` and
// renamed over it only when complete (AtomicFile, io/filesafety.h), so a failure never leaves a
// half-written PDF. On failure returns false and sets `error` to one translated
// sentence naming the file (e.g. the folder is not writable).
bool writeReportPdf(const Project &project, const Catalog &catalog, const Evaluation &evaluation,
                    const QString &path, const ReportOptions &options, QString *error,
                    int *pageCount = nullptr);

namespace report {

// Renders already assembled content as PDF into an open device. Returns false (and
// `error`) when painting could not start.
bool renderPdf(const ReportContent &content, QIODevice *device, const ReportOptions &options,
               QString *error, int *pageCount = nullptr);

// `text` with a no-break space between a number and its unit ("35\u00a0%",
// "400\u00a0Gb/s") and between a currency and its amount ("EUR\u00a01,234"): the
// renderer lays out every text through it, so no line breaks there.
QString bindNumbersAndUnits(const QString &text);

// The rows of each table on each page it spans, in the order of the content, as the
// PDF lays them out: a table that breaks keeps at least 3 rows on each side of every
// break (tests check the rule).
std::vector<std::vector<int>> tableFragments(const ReportContent &content,
                                             const ReportOptions &options);

// The resolution the report is laid out at (dots per inch; fonts are sized in points
// against it). A device renderPaged() paints on must have it (QPrinter::setResolution).
int resolutionDpi();

// Paints the report onto any paged device (a QPrinter for File > Print), page by page,
// laid out exactly as the PDF (the layout is made against a PDF device at the options'
// page size, as renderPageImage() does) and scaled to the device's paint rectangle.
// Returns false (and `error`) when painting could not start or the device is not at
// resolutionDpi() (the text would not fit the layout).
bool renderPaged(const ReportContent &content, QPagedPaintDevice *device,
                 const ReportOptions &options, QString *error, int *pageCount = nullptr);

// One page (0 = cover) as an image `widthPx` wide, laid out exactly as in the PDF at
// the same page size (for a preview in an export dialog). Null image when `page`
// does not exist.
QImage renderPageImage(const ReportContent &content, const ReportOptions &options, int page,
                       int widthPx);

} // namespace report
} // namespace fp
