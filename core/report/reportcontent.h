// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF comparison report assembled as data: a cover, sections with
// paragraphs, tables, charts and the design diagram. buildReportContent() decides
// WHAT the report says, in the current language (fp::setLanguage) with the
// locale's number format; reportrenderer.h decides WHERE it goes on the pages.
// Keeping the two apart lets tests check the content without a PDF and lets the
// GUI show the same content elsewhere.
#pragma once

#include "analysis/evaluation.h"
#include "model/catalog.h"
#include "model/model.h"
#include "render/chartpainter.h"
#include "report/schematic.h"

#include <QDate>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <memory>
#include <variant>
#include <vector>

namespace fp {

struct ReportOptions {
    enum class PageSize { A4, Letter };
    PageSize pageSize = PageSize::A4;
    QDate date; // printed on the cover and in the footer; invalid: today
    // The cabling plan of the design as drawn as the last appendix, one row per cable
    // (exchange/cablingplan.h, the rows of `export --format cabling-csv`).
    bool cablingPlan = false;
};

// "a4" | "letter" (CLI --page-size).
bool reportPageSizeFromKey(const QString &key, ReportOptions::PageSize *out);

// The paper size where the reader is: Letter in the territories that use it (the United
// States, Canada, Mexico, ...), A4 elsewhere and when the territory is not known. The
// GUI and the CLI pass QLocale::system().territory() when the user has not chosen.
ReportOptions::PageSize pageSizeForTerritory(QLocale::Territory territory);

namespace report {

struct Paragraph {
    enum class Style {
        Body,       // running text
        Lead,       // emphasised statement (the recommendation), framed
        Bullet,     // one item of a list
        Note,       // small, muted (captions, remarks on a table)
        Subheading, // bold heading inside a section, not in the table of contents
        Warning,    // framed in red (a requirement not met): a title line, then the text
        Box         // framed, neutral (the model and its limits): a title line, then the text
    };
    Paragraph() = default;
    Paragraph(Style s, QString t, QString m = {})
        : style(s)
        , text(std::move(t))
        , marker(std::move(m))
    {
    }
    Style style = Style::Body;
    QString text;
    QString marker; // Bullet: what stands before the text ("1."); empty: a bullet
};

struct Table {
    QString caption;                     // above the table; "(continued)" is added on later pages
    std::vector<QStringList> headerRows; // repeated on every page the table spans
    std::vector<QStringList> rows;
    std::vector<Qt::Alignment> alignment; // per column; missing: left
    std::vector<double> columnWeights;    // relative widths; empty: from the content
    std::vector<int> boldRows;            // e.g. totals
    bool firstColumnBold = false;
    bool compact = false; // smaller font (wide tables)
};

struct Chart {
    std::variant<chart::BarChart, chart::LineChart, chart::TornadoChart> chart;
    double aspect = 0.55; // height / width
    QString caption;      // below the chart
};

// The design as a schematic (schematic.h): tiers, bundles, one unit with its rails,
// the other fabrics and a legend of what is drawn.
struct Diagram {
    std::shared_ptr<const Schematic> schematic;
    QString caption;
};

using Block = std::variant<Paragraph, Table, Chart, Diagram>;

struct Section {
    QString title;
    int level = 1;              // 1: chapter (new page, running header); 2: subsection
    bool startOnNewPage = true; // level 1 only
    std::vector<Block> blocks;
};

// Page 1: the title and the executive summary (executivesummary.h), with the
// document control fields at the foot of the page.
struct Cover {
    QString title;    // "Fabric comparison report"
    QString subtitle; // "InfiniBand, Ethernet/RoCE and hybrid compared"
    QString projectName;
    QString meta;           // "3 December 2026 · 1,024 GPUs in 128 nodes"
    QString recommendation; // one line (also the lead of the summary)
    std::vector<Block> summary;
    QString documentControlTitle;                             // "Document control"
    std::vector<std::pair<QString, QString>> documentControl; // (label, value); "" to fill in
    QString priceBasis;  // "Indicative prices, not a quote: ...", at the foot of page 1
    QString sourcesNote; // "The sources are listed under ...", under the document control
};

struct ReportContent {
    QString language;        // "en" | "nl"
    QString title;           // document title (PDF metadata)
    QString shortTitle;      // the running header's left side
    QString creator;         // "FabricPlanner 0.1.0"
    QString dateText;        // the report date, formatted for the language
    QString tocTitle;        // "Contents"
    QString continuedSuffix; // " (continued)"
    QString pageLabel;       // "Page %1 of %2"
    Cover cover;
    std::vector<Section> sections;
};

// Assembles the report for the evaluated project. Texts are translated in the
// current language; numbers use the locale's format (i18n.h).
ReportContent buildReportContent(const Project &project, const Catalog &catalog,
                                 const Evaluation &evaluation, const ReportOptions &options = {});

// A model assumption's name in words, in the current language ("RoCE efficiency with
// ECMP" for "roce-efficiency-ecmp"), as the report's assumptions table writes it; an id
// it does not know comes back as it is. The GUI's catalog values use it too.
QString assumptionName(const QString &id);

// One catalog figure the design uses, for the "Assumptions and sources" table.
struct UsedFigure {
    QString partId;   // part id, or the assumption id
    QString partName; // display name (the id for assumptions)
    QString field;    // translated field name ("Price", "Power", ...)
    QString value;    // formatted with its unit
    SourceTag tag = SourceTag::Estimate;
    QString source;
    int priceYear = 0; // 0: not a price
};
// Every catalog figure the analyses of the design's variants rest on, as their
// results record it (FiguresUsed, analysis/results.h): the figures of the parts they
// read, the model assumptions they read, and the assumptions those part figures
// were derived with.
std::vector<UsedFigure> usedFigures(const Catalog &catalog, const Evaluation &evaluation);

} // namespace report
} // namespace fp
