// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/pdfexport.h"

#include "edit/document.h"
#include "evaluationrunner.h"
#include "prompts.h"
#include "report/reportrenderer.h"

#include <QApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QPageSize>
#include <QPrinter>
#include <QUrl>

#include <optional>

namespace fp {

PdfExport exportPdfReport(QWidget *parent, const EvaluationRunner &runner, UiPrompts &prompts,
                          bool cablingPlan)
{
    const ProjectDocument &doc = *runner.document();
    const Evaluation *current = runner.currentEvaluation();
    PdfExport out;
    QString suggested = doc.filePath();
    if (suggested.isEmpty())
        suggested = QDir(QDir::homePath()).filePath(doc.displayName());
    const QFileInfo fi(suggested);
    suggested = fi.dir().filePath(fi.completeBaseName() + QStringLiteral(".pdf"));
    QString path = prompts.exportPdfFileName(parent, suggested);
    if (path.isEmpty())
        return out;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    out.path = path;

    ReportOptions options;
    // Letter where it is the usual paper size, A4 elsewhere (one rule, core/report).
    options.pageSize = pageSizeForTerritory(QLocale::system().territory());
    options.cablingPlan = cablingPlan;

    QApplication::setOverrideCursor(Qt::WaitCursor);
    std::optional<Evaluation> fresh;
    if (!current) {
        fresh = evaluate(doc.project(), doc.catalog());
        current = &*fresh;
    }
    out.written = writeReportPdf(doc.project(), doc.catalog(), *current, path, options, &out.error,
                                 &out.pages);
    QApplication::restoreOverrideCursor();
    if (out.written && prompts.askOpenExported(parent, path))
        QDesktopServices::openUrl(QUrl::fromLocalFile(path));
    return out;
}

PrintJob printReportOn(QPrinter &printer, const EvaluationRunner &runner)
{
    const ProjectDocument &doc = *runner.document();
    const Evaluation *current = runner.currentEvaluation();
    ReportOptions options;
    if (printer.pageLayout().pageSize().id() == QPageSize::Letter)
        options.pageSize = ReportOptions::PageSize::Letter;
    // The report's own margins and resolution, as in the PDF.
    printer.setFullPage(true);
    printer.setResolution(report::resolutionDpi());
    printer.setDocName(doc.displayName());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    std::optional<Evaluation> fresh;
    if (!current) {
        fresh = evaluate(doc.project(), doc.catalog());
        current = &*fresh;
    }
    PrintJob job;
    const report::ReportContent content =
        report::buildReportContent(doc.project(), doc.catalog(), *current, options);
    job.printed = report::renderPaged(content, &printer, options, &job.error, &job.pages);
    QApplication::restoreOverrideCursor();
    return job;
}

PrintJob printReport(QWidget *parent, const EvaluationRunner &runner, UiPrompts &prompts)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(runner.document()->displayName());
    if (!prompts.askPrint(parent, &printer))
        return {};
    return printReportOn(printer, runner);
}

} // namespace fp
