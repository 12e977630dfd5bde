// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportrenderer.h"

#include "io/filesafety.h"
#include "render/chartpainter.h"
#include "render/designrenderer.h"
#include "report/schematic.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLinearGradient>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <limits>
#include <variant>

namespace fp {

namespace report {

// No line break between a number and its unit, or between a currency and its amount
// (typesetting): a no-break space (U+00A0) instead of the space. One pass of
// each expression over the text: linear in its length.
QString bindNumbersAndUnits(const QString &text)
{
    // "EUR 1,234", "€ 1.234", "USD -5", and the unit of an axis or table "€ mln".
    static const QRegularExpression currency(QStringLiteral(
        "(\u20ac|\\bEUR|\\bUSD|\\$) (?=[-\u2212]?\\d|(?:mln|million)(?![\\p{L}\\p{N}]))"));
    // "35 %", "400 Gb/s", "1 GiB", "8.07 s", "1,37 mln", "8 x": the units of the report.
    static const QRegularExpression unit(QStringLiteral(
        "(\\d) (?=(?:%|[kKMGTP]?i?B(?:/s)?|[kMGT]?b/s|[GT]bit/s|[kM]?Wh?|[m\u00b5un]?s|[ck]?m|h|"
        "x|\u00d7|mln|million|dB)(?![\\p{L}\\p{N}]))"));
    if (!text.contains(QLatin1Char(' ')))
        return text;
    QString out = text;
    out.replace(currency, QStringLiteral("\\1\u00a0"));
    out.replace(unit, QStringLiteral("\\1\u00a0"));
    // No break after the slash of a rate ("343 GB/" and "s" on two lines): a word joiner
    // (U+2060, drawn as nothing) after it.
    static const QRegularExpression rate(QStringLiteral("(?<=[0-9A-Za-z])/(?=s\\b)"));
    out.replace(rate, QStringLiteral("/\u2060"));
    // An exchange rate and the technology pair stay whole ("0.92 EUR/USD", not "0.92" and
    // "EUR/USD" or "EUR/" and "USD" on two lines; "Ethernet/RoCE"); a total that leaves
    // out unknown parts keeps its "+" ("1,843,176 + unknown").
    static const QRegularExpression pair(QStringLiteral("\\b(EUR|USD|Ethernet)/(USD|EUR|RoCE)\\b"));
    out.replace(pair, QStringLiteral("\\1/\u2060\\2"));
    static const QRegularExpression exchange(QStringLiteral("(\\d) (?=(?:EUR|USD)/)"));
    out.replace(exchange, QStringLiteral("\\1\u00a0"));
    static const QRegularExpression plus(QStringLiteral("(\\d) \\+ "));
    out.replace(plus, QStringLiteral("\\1\u00a0+ "));
    return out;
}

namespace {

// Device units: the PDF is written at 96 dots per inch (docs/BUILD-NOTES.md), so one
// unit is 1/96 inch; font sizes are in points and Qt converts them.
constexpr double kDpi = 96.0;
constexpr double mm(double v)
{
    return v * kDpi / 25.4;
}

const QColor kInk(0x1d, 0x26, 0x31);
const QColor kMuted(0x5b, 0x66, 0x73);
const QColor kAccent(0x1f, 0x6f, 0xb2);
const QColor kRule(0xc3, 0xcc, 0xd6);
const QColor kHeaderFill(0xe6, 0xed, 0xf4);
const QColor kZebra(0xf5, 0xf7, 0xfa);
const QColor kLeadFill(0xea, 0xf2, 0xfa);
const QColor kWarn(0xb3, 0x26, 0x1e);
const QColor kWarnFill(0xfc, 0xec, 0xea);

enum FontRole {
    Body,
    BodyBold,
    SummaryBody,
    SummaryBodyBold,
    Note,
    Lead,
    Sub,
    H1,
    H2,
    CoverTitle,
    CoverProject,
    Cell,
    CellBold,
    CompactCell,
    CompactCellBold,
    Running,
    Toc1,
    Toc2,
    ChartBase,
    FontRoleCount
};

QFont makeFont(double pt, bool bold = false, bool italic = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pt);
    f.setBold(bold);
    f.setItalic(italic);
    // Real letters in extracted text: no "fi"/"fl" ligature glyphs (docs/BUILD-NOTES.md).
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setKerning(false);
    return f;
}

struct Fonts {
    QFont f[FontRoleCount];
    Fonts()
    {
        f[Body] = makeFont(9.5);
        f[BodyBold] = makeFont(9.5, true);
        f[SummaryBody] = makeFont(9.0);
        f[SummaryBodyBold] = makeFont(9.0, true);
        f[Note] = makeFont(8.0, false, true);
        f[Lead] = makeFont(13.0, true);
        f[Sub] = makeFont(10.5, true);
        f[H1] = makeFont(17.0, true);
        f[H2] = makeFont(12.5, true);
        f[CoverTitle] = makeFont(19.0, true);
        f[CoverProject] = makeFont(13.0, true);
        f[Cell] = makeFont(8.5);
        f[CellBold] = makeFont(8.5, true);
        f[CompactCell] = makeFont(7.5);
        f[CompactCellBold] = makeFont(7.5, true);
        f[Running] = makeFont(7.5);
        f[Toc1] = makeFont(10.5, true);
        f[Toc2] = makeFont(9.5);
        f[ChartBase] = makeFont(8.0);
    }
};

// --- Display list ------------------------------------------------------------------
struct TextItem {
    QRectF rect;
    QString text;
    FontRole font = Body;
    QColor color = kInk;
    int flags = Qt::AlignLeft | Qt::AlignTop;
};
struct RectItem {
    QRectF rect;
    QColor fill;
    QColor stroke; // invalid: none
    double strokeWidth = 0.0;
};
struct LineItem {
    QLineF line;
    QColor color;
    double width = 1.0;
    Qt::PenStyle style = Qt::SolidLine;
};
struct ChartItem {
    QRectF rect;
    const Chart *chart = nullptr;
};
struct SchematicItem {
    QPointF topLeft;
    std::shared_ptr<const SchematicLayout> layout;
};
using Item = std::variant<TextItem, RectItem, LineItem, ChartItem, SchematicItem>;

struct Page {
    std::vector<Item> items;
    bool decorated = true; // running header and footer
    QString chapter;       // right side of the running header
};

struct TocEntry {
    QString number;
    QString title;
    int level = 1;
    int page = 0; // 0-based page index
};

struct Geometry {
    QSizeF page;
    QRectF content;
    double headerBaseline = 0.0;
    double footerTop = 0.0;
};

Geometry geometryFor(const QSizeF &page)
{
    Geometry g;
    g.page = page;
    const double left = mm(20), right = mm(20), top = mm(22), bottom = mm(20);
    g.content = QRectF(left, top, page.width() - left - right, page.height() - top - bottom);
    g.headerBaseline = mm(13);
    g.footerTop = page.height() - mm(14);
    return g;
}

// A word (a run without white space) longer than this is shortened in the middle
// ("abc…xyz"): no real word, part id or URL is this long, and a text field of a
// crafted file may be megabytes of one word.
constexpr qsizetype kMaxWordChars = 200;
// A paragraph is laid out in windows of this many characters (see wrapParagraph).
constexpr qsizetype kLayoutWindowChars = 2000;

// `text` with every word longer than kMaxWordChars elided in the middle. Linear.
QString elideLongWords(const QString &text)
{
    QString out;
    qsizetype wordStart = 0;
    auto flush = [&](qsizetype end) {
        const qsizetype n = end - wordStart;
        if (n > kMaxWordChars) {
            const qsizetype keep = kMaxWordChars / 2;
            out += QStringView(text).mid(wordStart, keep);
            out += QChar(0x2026);
            out += QStringView(text).mid(end - keep, keep);
        } else {
            out += QStringView(text).mid(wordStart, n);
        }
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i).isSpace()) {
            flush(i);
            out += text.at(i);
            wordStart = i + 1;
        }
    }
    flush(text.size());
    return out;
}

// The lines of one paragraph (no "\n"), appended to `out`, at most `maxLines` in all.
// QTextLayout looks for a line's break from the line's start to the paragraph's end,
// which made a report with a long unbroken text quadratic (1,000,000 characters: 85 s).
// So the paragraph is laid out in windows of kLayoutWindowChars: of each window the
// lines but the last are kept, and the next window starts where that last line
// started (it may have been cut by the window's end). Linear in the paragraph length.
void wrapParagraph(const QString &para, const QFont &font, double width, QPaintDevice *dev,
                   qsizetype maxLines, QStringList *out)
{
    qsizetype start = 0;
    while (start < para.size() && out->size() < maxLines) {
        const qsizetype end = std::min(para.size(), start + kLayoutWindowChars);
        const bool lastWindow = end == para.size();
        QTextLayout layout(para.mid(start, end - start), font, dev);
        QTextOption opt;
        opt.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(opt);
        layout.beginLayout();
        std::vector<std::pair<qsizetype, qsizetype>> lines; // (start, length) in the window
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max(1.0, width));
            lines.emplace_back(line.textStart(), line.textLength());
        }
        layout.endLayout();
        qsizetype next = end;
        if (!lastWindow && lines.size() > 1) {
            next = start + lines.back().first;
            lines.pop_back();
        }
        for (const auto &[from, length] : lines) {
            if (out->size() >= maxLines)
                break;
            QString piece = para.mid(start + from, length);
            while (!piece.isEmpty() && piece.back().isSpace())
                piece.chop(1);
            *out << piece;
        }
        start = next;
    }
}

// Breaks `text` into lines of at most `width` (at word boundaries, or inside a word
// that is wider than the line), at most `maxLines`. "\n" starts a new line. Words
// longer than kMaxWordChars are shortened (elideLongWords).
QStringList wrap(const QString &text, const QFont &font, double width, QPaintDevice *dev,
                 qsizetype maxLines = std::numeric_limits<qsizetype>::max())
{
    QStringList lines;
    const QStringList paragraphs =
        elideLongWords(bindNumbersAndUnits(text)).split(QLatin1Char('\n'));
    for (const QString &para : paragraphs) {
        if (lines.size() >= maxLines)
            break;
        if (para.isEmpty())
            lines << QString();
        else
            wrapParagraph(para, font, width, dev, maxLines, &lines);
    }
    return lines;
}

// Table breaks (typesetting): at least this many rows on each side of a page
// break, and a table of at most kKeepTogetherRows rows that fits on a page is kept on one.
constexpr size_t kMinRowsAtBreak = 3;
constexpr size_t kKeepTogetherRows = 15;
// ... and at most this share of a page high: a taller one (the procurement appendix's
// bills of 14 rows of three to five lines) breaks like a long one, or it left the page
// before it three quarters empty (board review).
constexpr double kKeepTogetherShare = 0.5;

// A table's columns as laid out: count, fonts, padding, widths and left edges.
struct TableGeometry {
    size_t cols = 0;
    FontRole cellFont = Cell;
    FontRole boldFont = CellBold;
    double padX = 0.0;
    double padY = 0.0;
    QFontMetricsF cellMetrics;
    QFontMetricsF boldMetrics;
    std::vector<double> w; // widths
    std::vector<double> x; // left edges, and the right edge of the last column
    std::vector<Qt::Alignment> alignment;
};

// One table row broken into lines per cell.
struct LaidRow {
    std::vector<QStringList> cells;
    double height = 0.0;
    bool bold = false;
};

class Paginator
{
public:
    Paginator(const ReportContent &content, const Geometry &g, QPaintDevice *dev)
        : m_c(content)
        , m_g(g)
        , m_dev(dev)
    {
    }

    std::vector<Page> run();
    // The rows of each table on each page it spans, in the order laid out.
    const std::vector<std::vector<int>> &tableFragments() const { return m_tableFragments; }

private:
    const QFont &font(FontRole r) const { return m_fonts.f[r]; }
    QFontMetricsF fm(FontRole r) const { return QFontMetricsF(font(r), m_dev); }
    double line(FontRole r) const { return fm(r).lineSpacing(); }
    double top() const { return m_g.content.top(); }
    double bottom() const { return m_g.content.bottom(); }
    double left() const { return m_g.content.left(); }
    double width() const { return m_g.content.width(); }
    double remaining() const { return bottom() - m_y; }
    bool atPageTop() const { return m_y <= top() + 0.5; }
    Page &page() { return m_pages.back(); }

    void newPage()
    {
        m_pages.emplace_back();
        m_pages.back().chapter = m_chapter;
        m_y = top();
        m_overflowPage = true;
    }
    // A chapter that would start on a new page starts below the previous one's last
    // lines instead where those lines are all its page holds (under 30 % of it): the
    // board review found pages of three lines and white.
    bool joinsOverflowPage(const Section &s) const
    {
        return m_overflowPage && m_pages.size() > m_coverPages && !atPageTop() &&
               m_y - top() < 0.3 * (bottom() - top()) && s.startOnNewPage;
    }
    // Starts a new page unless `h` fits below the cursor (or the page is empty).
    void ensure(double h)
    {
        if (m_y + h > bottom() && !atPageTop())
            newPage();
    }
    void text(const QRectF &r, const QString &t, FontRole f, const QColor &c = kInk,
              int flags = Qt::AlignLeft | Qt::AlignTop)
    {
        page().items.push_back(TextItem{r, t, f, c, flags});
    }

    void cover();
    void documentControl();
    void documentControlTable(const QStringList &basis);
    void basisAtFootOfPageOne(const QStringList &basis, double y);
    void toc(int tocPages);
    int tocPagesNeeded() const;
    void section(const Section &s, const QString &number);
    void paragraph(const Paragraph &p);
    void framedParagraph(const Paragraph &p);
    void leadParagraph(const Paragraph &p);
    void lines(const QStringList &ls, FontRole f, double x, double w, const QColor &c);
    void table(const Table &t, double trailingH = 0.0);
    double tableStartHeight(const Table &t) const;
    // What a heading keeps with it: the start of the table after it, else three lines.
    double keepWithHeading(const Section &s, size_t block) const;
    bool keptTogether(size_t rows, double height) const;
    double bulletHeight(const Paragraph &p) const;
    double noteAfter(const Section &s, size_t block) const;
    double tableKeepHeight(const Table &t, double trailingH) const;
    double keepLastBullets(const Section &s, size_t block) const;
    std::vector<size_t> tableBreaks(const std::vector<LaidRow> &body, double firstY,
                                    double continuedY) const;
    double captionHeight(const Table &t, bool continued) const;
    TableGeometry tableGeometry(const Table &t) const;
    LaidRow layoutRow(const TableGeometry &g, const QStringList &r, bool bold,
                      bool firstColumnBold) const;
    void drawTableRow(const TableGeometry &g, const LaidRow &r, bool isHeader, bool zebra,
                      bool firstColumnBold);
    void drawTableCaption(const Table &t, bool continued);
    void chart(const Chart &c);
    void diagram(const Diagram &d);
    double diagramHeight(const Diagram &d) const;

    const ReportContent &m_c;
    Geometry m_g;
    QPaintDevice *m_dev;
    Fonts m_fonts;
    std::vector<Page> m_pages;
    std::vector<TocEntry> m_toc;
    QString m_chapter;
    double m_y = 0.0;
    bool m_overflowPage = false; // the current page began inside a chapter, not with one
    std::vector<std::vector<int>> m_tableFragments;
    size_t m_coverPages = 1; // page 1 and any page its summary ran onto
    // The document control when page 1 has no room left for it: drawn at the top of the
    // contents page instead of on a page of its own (its items, placed from top()).
    std::vector<Item> m_controlItems;
    double m_controlHeight = 0.0;
    FontRole m_body = Body; // running text (a smaller size on page 1)
    FontRole m_bodyBold = BodyBold;
};

// Page 1: the title block, then the executive summary laid out like a section's blocks,
// and the document control fields at the foot of the page (below the summary when it
// runs that far down).
void Paginator::cover()
{
    m_pages.emplace_back();
    page().decorated = false;
    // No footer on page 1: its text may run closer to the foot of the page.
    const Geometry body = m_g;
    m_g.content.setBottom(m_g.page.height() - mm(12));
    // The summary in a slightly smaller size, so that it and the document control fit.
    m_body = SummaryBody;
    m_bodyBold = SummaryBodyBold;
    const Cover &cv = m_c.cover;
    // Accent band.
    page().items.push_back(RectItem{QRectF(0, 0, m_g.page.width(), mm(9)), kAccent, {}, 0.0});
    m_y = mm(14);
    const double x = left();
    const double w = width();
    for (const QString &l : wrap(cv.title, font(CoverTitle), w, m_dev)) {
        text(QRectF(x, m_y, w, line(CoverTitle)), l, CoverTitle, kInk);
        m_y += line(CoverTitle);
    }
    for (const QString &l : wrap(cv.subtitle, font(Body), w, m_dev)) {
        text(QRectF(x, m_y, w, line(Body)), l, Body, kMuted);
        m_y += line(Body);
    }
    m_y += mm(2.5);
    for (const QString &l : wrap(cv.projectName, font(CoverProject), w, m_dev, 2)) {
        text(QRectF(x, m_y, w, line(CoverProject)), l, CoverProject, kAccent);
        m_y += line(CoverProject);
    }
    if (!cv.meta.isEmpty()) {
        text(QRectF(x, m_y, w, line(Body)), cv.meta, Body, kMuted);
        m_y += line(Body);
    }
    m_y += mm(1.5);
    page().items.push_back(LineItem{QLineF(x, m_y, x + w, m_y), kRule, 1.0});
    m_y += mm(2);
    // The price basis has a place of its own in page 1's foot, where the other pages
    // have their footer, so it stays on page 1 however long the summary is (board review:
    // "Indicative prices, not a quote" went to page 2 with the document control, and page
    // 1 read as firm prices).
    const double pageOneBottom = bottom();
    for (const Block &b : cv.summary) {
        if (const auto *p = std::get_if<Paragraph>(&b))
            paragraph(*p);
        else if (const auto *t = std::get_if<Table>(&b))
            table(*t);
    }
    const QStringList basis = wrap(cv.priceBasis, font(Note), w, m_dev);
    basisAtFootOfPageOne(basis, std::max(pageOneBottom + mm(1),
                                         m_g.page.height() - mm(4.5) - basis.size() * line(Note)));
    // A summary that ran onto a second page: that page has the running header and the
    // footer of the body's pages, so the document control at its foot keeps clear of the
    // footer (it ran through the footer rule: review of 2026-12-07, e256-nl page 2).
    if (m_pages.size() > 1)
        m_g = body;
    documentControl();
    m_g = body;
    m_body = Body;
    m_bodyBold = BodyBold;
}

// The document control block: label and value pairs in two columns, the empty values
// as lines to fill in, the note on the sources under them (the price basis has its own
// place at the foot of page 1).
void Paginator::documentControl()
{
    const Cover &cv = m_c.cover;
    if (cv.documentControl.empty())
        return;
    const double w = width();
    const size_t rows = (cv.documentControl.size() + 1) / 2;
    const double rowH = line(Cell) + mm(1.8);
    const QStringList sources = wrap(cv.sourcesNote, font(Note), w, m_dev);
    const double tableH = line(Sub) + mm(1.5) + rows * rowH + mm(1.5);
    const double sourcesH = sources.size() * line(Note);
    if (m_y + mm(3) + tableH + sourcesH <= bottom()) {
        // At the foot of the page, or below the summary when that runs further.
        m_y = std::max(m_y + mm(3), bottom() - tableH - sourcesH);
        documentControlTable(sources);
        return;
    }
    // No room: the table goes to the contents page (a page of its own would hold only
    // it: PDF review #11).
    m_pages.emplace_back();
    m_y = top();
    documentControlTable(sources);
    m_controlHeight = m_y - top();
    m_controlItems = std::move(m_pages.back().items);
    m_pages.pop_back();
}

// The price basis at `y` on page 1, in its foot below the summary's area (also when a
// later page is the current one): written straight onto page 1, no page break.
void Paginator::basisAtFootOfPageOne(const QStringList &basis, double y)
{
    const std::size_t before = page().items.size();
    const double h = line(Note);
    for (const QString &l : basis) {
        text(QRectF(left(), y, width(), h), l, Note, kMuted);
        y += h;
    }
    if (m_pages.size() == 1)
        return; // written on page 1 itself
    auto &items = page().items;
    auto &first = m_pages.front().items;
    first.insert(first.end(), std::make_move_iterator(items.begin() + static_cast<long>(before)),
                 std::make_move_iterator(items.end()));
    items.erase(items.begin() + static_cast<long>(before), items.end());
}

// The document control's title, its fields and `basis` under them, from m_y down.
void Paginator::documentControlTable(const QStringList &basis)
{
    const Cover &cv = m_c.cover;
    const double x = left();
    const double w = width();
    const size_t rows = (cv.documentControl.size() + 1) / 2;
    const double rowH = line(Cell) + mm(1.8);
    text(QRectF(x, m_y, w, line(Sub)), cv.documentControlTitle, Sub, kInk);
    m_y += line(Sub) + mm(1.5);
    double labelW = 0.0;
    for (const auto &[label, value] : cv.documentControl)
        labelW = std::max(labelW, fm(CellBold).horizontalAdvance(label));
    labelW += mm(3);
    const double colW = (w - mm(6)) / 2;
    for (size_t i = 0; i < cv.documentControl.size(); ++i) {
        const auto &[label, value] = cv.documentControl[i];
        const double cx = x + (i % 2 == 0 ? 0.0 : colW + mm(6));
        const double cy = m_y + static_cast<double>(i / 2) * rowH;
        text(QRectF(cx, cy + mm(0.8), labelW, line(Cell)), label, CellBold, kMuted);
        text(QRectF(cx + labelW, cy + mm(0.8), colW - labelW, line(Cell)),
             fm(Cell).elidedText(value, Qt::ElideRight, colW - labelW), Cell, kInk);
        // The line to write on.
        page().items.push_back(LineItem{
            QLineF(cx + labelW, cy + rowH - mm(0.4), cx + colW, cy + rowH - mm(0.4)), kRule, 0.8});
    }
    m_y += static_cast<double>(rows) * rowH + mm(1.5);
    lines(basis, Note, x, w, kMuted);
}

int Paginator::tocPagesNeeded() const
{
    const double control = m_controlItems.empty() ? 0.0 : m_controlHeight + mm(6);
    const double avail = m_g.content.height() - line(H1) - mm(8) - control;
    double need = 0.0;
    for (const Section &s : m_c.sections)
        need += s.level == 1 ? line(Toc1) + mm(2.2) : line(Toc2) + mm(0.8);
    return std::max(1, static_cast<int>(std::ceil(need / std::max(1.0, avail))));
}

void Paginator::toc(int tocPages)
{
    // Placed as page 1.. after the cover; the body already knows its pages.
    std::vector<Page> tocList(static_cast<size_t>(tocPages));
    size_t current = 0;
    double y = top();
    auto add = [&](const Item &item) { tocList[current].items.push_back(item); };
    if (!m_controlItems.empty()) {
        for (const Item &item : m_controlItems)
            add(item);
        y += m_controlHeight + mm(6);
    }
    add(TextItem{QRectF(left(), y, width(), line(H1)), m_c.tocTitle, H1, kInk,
                 Qt::AlignLeft | Qt::AlignTop});
    y += line(H1) + mm(8);
    const double numberW = fm(Toc1).horizontalAdvance(QStringLiteral("00.00")) + mm(2);
    const double pageW = fm(Toc1).horizontalAdvance(QStringLiteral("000")) + mm(1);
    for (const TocEntry &e : m_toc) {
        const FontRole f = e.level == 1 ? Toc1 : Toc2;
        const double h = line(f) + (e.level == 1 ? mm(2.2) : mm(0.8));
        if (y + h > bottom() && current + 1 < tocList.size()) {
            ++current;
            y = top();
        }
        if (e.level == 1)
            y += mm(1.4);
        const double indent = e.level == 1 ? 0.0 : mm(8);
        const double x = left() + indent;
        const QString pageText = QString::number(e.page + 1);
        const double titleW = width() - indent - numberW - pageW - mm(4);
        const QString title =
            fm(f).elidedText(e.title, Qt::ElideRight, titleW); // one line per entry
        add(TextItem{QRectF(x, y, numberW, line(f)), e.number, f, kInk,
                     Qt::AlignLeft | Qt::AlignTop});
        add(TextItem{QRectF(x + numberW, y, titleW, line(f)), title, f, kInk,
                     Qt::AlignLeft | Qt::AlignTop});
        add(TextItem{QRectF(left() + width() - pageW, y, pageW, line(f)), pageText, f, kInk,
                     Qt::AlignRight | Qt::AlignTop});
        // Dotted leader from the title to the page number (a drawn line, not text).
        const double lx0 = x + numberW + fm(f).horizontalAdvance(title) + mm(2);
        const double lx1 = left() + width() - fm(f).horizontalAdvance(pageText) - mm(2);
        if (lx1 > lx0) {
            const double ly = y + fm(f).ascent();
            add(LineItem{QLineF(lx0, ly, lx1, ly), kRule, 1.0, Qt::DotLine});
        }
        y += h - (e.level == 1 ? mm(1.4) : 0.0) + (e.level == 1 ? 0.0 : 0.0);
    }
    for (Page &p : tocList)
        p.chapter = m_c.tocTitle;
    // After page 1 (and the page its summary ran onto, if it did).
    m_pages.insert(m_pages.begin() + static_cast<std::ptrdiff_t>(m_coverPages), tocList.begin(),
                   tocList.end());
}

void Paginator::lines(const QStringList &ls, FontRole f, double x, double w, const QColor &c)
{
    const double h = line(f);
    for (qsizetype i = 0; i < ls.size(); ++i) {
        // Keep the last two lines of a paragraph together (no widow).
        if (i == ls.size() - 2)
            ensure(2 * h);
        else
            ensure(h);
        text(QRectF(x, m_y, w, h), ls.at(i), f, c);
        m_y += h;
    }
}

void Paginator::paragraph(const Paragraph &p)
{
    switch (p.style) {
    case Paragraph::Style::Body: {
        const QStringList ls = wrap(p.text, font(m_body), width(), m_dev);
        ensure(std::min<double>(2, ls.size()) * line(m_body));
        lines(ls, m_body, left(), width(), kInk);
        m_y += line(m_body) * 0.6;
        break;
    }
    case Paragraph::Style::Note: {
        const QStringList ls = wrap(p.text, font(Note), width(), m_dev);
        lines(ls, Note, left(), width(), kMuted);
        m_y += line(Note) * 0.8;
        break;
    }
    case Paragraph::Style::Bullet: {
        const double indent = p.marker.isEmpty() ? mm(5) : mm(6);
        const QStringList ls = wrap(p.text, font(m_body), width() - indent, m_dev);
        ensure(std::min<double>(2, ls.size()) * line(m_body));
        if (p.marker.isEmpty())
            text(QRectF(left() + mm(1), m_y, indent, line(m_body)), QStringLiteral("\u2022"),
                 m_body, kAccent);
        else
            text(QRectF(left(), m_y, indent, line(m_body)), p.marker, m_bodyBold, kAccent);
        lines(ls, m_body, left() + indent, width() - indent, kInk);
        m_y += line(m_body) * 0.3;
        break;
    }
    case Paragraph::Style::Warning:
    case Paragraph::Style::Box:
        framedParagraph(p);
        break;
    case Paragraph::Style::Subheading: {
        m_y += atPageTop() ? 0.0 : mm(2.5);
        // Keep the heading with at least three lines of what follows.
        ensure(line(Sub) + 3 * line(m_body));
        text(QRectF(left(), m_y, width(), line(Sub)), p.text, Sub, kInk);
        m_y += line(Sub) + mm(1.2);
        break;
    }
    case Paragraph::Style::Lead:
        leadParagraph(p);
        break;
    }
}

// A Warning or Box paragraph.
void Paginator::framedParagraph(const Paragraph &p)
{
    // A title line, then the text, framed: kept on one page. Red for a requirement
    // not met, the accent colour for an explanation.
    const bool warn = p.style == Paragraph::Style::Warning;
    const QColor frame = warn ? kWarn : kAccent;
    const QString title = p.text.section(QLatin1Char('\n'), 0, 0);
    const QStringList paras = p.text.section(QLatin1Char('\n'), 1).split(QLatin1Char('\n'));
    QStringList ls;
    for (const QString &para : paras) {
        if (!ls.isEmpty())
            ls << QString(); // a half line between paragraphs
        ls << wrap(para, font(m_body), width() - mm(12), m_dev);
    }
    double textH = 0.0;
    for (const QString &l : ls)
        textH += l.isEmpty() ? line(m_body) * 0.4 : line(m_body);
    const double h = line(Sub) + textH + mm(6);
    m_y += mm(1.5);
    ensure(h + mm(3));
    page().items.push_back(
        RectItem{QRectF(left(), m_y, width(), h), warn ? kWarnFill : kLeadFill, frame, 0.8});
    page().items.push_back(RectItem{QRectF(left(), m_y, mm(1.6), h), frame, {}, 0.0});
    double y = m_y + mm(3);
    text(QRectF(left() + mm(6), y, width() - mm(12), line(Sub)), title, Sub, frame);
    y += line(Sub);
    for (const QString &l : ls) {
        if (l.isEmpty()) {
            y += line(m_body) * 0.4;
            continue;
        }
        text(QRectF(left() + mm(6), y, width() - mm(12), line(m_body)), l, m_body, kInk);
        y += line(m_body);
    }
    m_y += h + mm(2);
}

// The lead paragraph: on a tinted band with an accent bar.
void Paginator::leadParagraph(const Paragraph &p)
{
    const QStringList ls = wrap(p.text, font(Lead), width() - mm(12), m_dev);
    const double h = ls.size() * line(Lead) + mm(7);
    m_y += mm(1.5);
    ensure(h + mm(3));
    page().items.push_back(RectItem{QRectF(left(), m_y, width(), h), kLeadFill, {}, 0.0});
    page().items.push_back(RectItem{QRectF(left(), m_y, mm(1.6), h), kAccent, {}, 0.0});
    double y = m_y + mm(3.5);
    for (const QString &l : ls) {
        text(QRectF(left() + mm(6), y, width() - mm(12), line(Lead)), l, Lead, kInk);
        y += line(Lead);
    }
    m_y += h + mm(3);
}

// --- Tables -------------------------------------------------------------------------

size_t columnCount(const Table &t)
{
    size_t cols = 0;
    for (const QStringList &r : t.headerRows)
        cols = std::max(cols, static_cast<size_t>(r.size()));
    for (const QStringList &r : t.rows)
        cols = std::max(cols, static_cast<size_t>(r.size()));
    return cols;
}

bool isBoldRow(const Table &t, size_t row)
{
    return std::find(t.boldRows.begin(), t.boldRows.end(), int(row)) != t.boldRows.end();
}

Qt::Alignment alignmentOf(const Table &t, size_t column)
{
    return column < t.alignment.size() ? t.alignment[column] : Qt::AlignLeft;
}

// Column widths summing to `total`: the weights given, else the natural widths of
// the content (each at most 60 % of the text width).
std::vector<double> weightedWidths(const Table &t, const TableGeometry &g, double total)
{
    std::vector<double> w(g.cols, 1.0);
    if (t.columnWeights.size() == g.cols) {
        w = t.columnWeights;
    } else {
        std::vector<double> natural(g.cols, 0.0);
        auto measure = [&](const QStringList &r, const QFontMetricsF &m) {
            for (qsizetype c = 0; c < r.size(); ++c)
                for (const QString &part : r.at(c).split(QLatin1Char('\n')))
                    natural[size_t(c)] = std::max(natural[size_t(c)], m.horizontalAdvance(part));
        };
        for (const QStringList &r : t.headerRows)
            measure(r, g.boldMetrics);
        for (const QStringList &r : t.rows)
            measure(r, g.cellMetrics);
        for (size_t c = 0; c < g.cols; ++c)
            w[c] = std::min(natural[c], total * 0.6) + 2 * g.padX;
    }
    double sum = 0.0;
    for (double v : w)
        sum += v;
    for (double &v : w)
        v = v / sum * total;
    return w;
}

// What each column must hold on one line: its longest word (left aligned text and
// headers may wrap between words; a word counts up to 30 % of the text width), or its
// whole text when numbers (right aligned or centred, never wrapped).
std::vector<double> neededWidths(const Table &t, const TableGeometry &g, double total)
{
    std::vector<double> need(g.cols, 0.0);
    auto consider = [&](const QStringList &r, const QFontMetricsF &rowMetrics, bool isHeader) {
        for (qsizetype c = 0; c < r.size() && size_t(c) < g.cols; ++c) {
            const bool words = isHeader || (alignmentOf(t, size_t(c)) & Qt::AlignLeft);
            const QFontMetricsF &m = c == 0 && t.firstColumnBold ? g.boldMetrics : rowMetrics;
            for (const QString &part : bindNumbersAndUnits(r.at(c)).split(QLatin1Char('\n'))) {
                if (!words) {
                    // A figure wraps only at an ordinary space ("EUR 1,234 + unknown");
                    // an amount with its currency or a number with its unit is bound.
                    for (const QString &piece : part.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                        need[size_t(c)] = std::max(need[size_t(c)], m.horizontalAdvance(piece));
                    continue;
                }
                // Lines break at spaces and hyphens; "GB/s" and "Ethernet/RoCE" stay
                // whole (a break after their "/" split units, "(GB/ s)").
                static const QRegularExpression breaks(QStringLiteral("[ -]"));
                for (const QString &word : part.split(breaks, Qt::SkipEmptyParts))
                    need[size_t(c)] =
                        std::max(need[size_t(c)], std::min(m.horizontalAdvance(word), total * 0.3));
            }
        }
    };
    for (const QStringList &r : t.headerRows)
        consider(r, g.boldMetrics, true);
    for (size_t i = 0; i < t.rows.size(); ++i)
        consider(t.rows[i], isBoldRow(t, i) ? g.boldMetrics : g.cellMetrics, false);
    for (double &n : need)
        n += 2 * g.padX + 1.0;
    return need;
}

// Widens the columns narrower than they need with room taken from the columns with
// slack, in proportion (all of the deficit when the slack suffices).
void shareSlack(std::vector<double> *w, const std::vector<double> &need)
{
    double deficit = 0.0;
    double slack = 0.0;
    for (size_t c = 0; c < w->size(); ++c) {
        if ((*w)[c] < need[c])
            deficit += need[c] - (*w)[c];
        else
            slack += (*w)[c] - need[c];
    }
    if (deficit <= 0.0 || slack <= 0.0)
        return;
    const double take = std::min(1.0, deficit / slack);
    for (size_t c = 0; c < w->size(); ++c) {
        double &wc = (*w)[c];
        if (wc < need[c])
            wc = need[c] - (deficit > slack ? (need[c] - wc) * (1.0 - slack / deficit) : 0.0);
        else
            wc -= (wc - need[c]) * take;
    }
}

TableGeometry Paginator::tableGeometry(const Table &t) const
{
    const FontRole cellFont = t.compact ? CompactCell : Cell;
    const FontRole boldFont = t.compact ? CompactCellBold : CellBold;
    TableGeometry g{columnCount(t), cellFont,     boldFont, mm(1.4), mm(0.9),
                    fm(cellFont),   fm(boldFont), {},       {},      {}};
    if (g.cols == 0)
        return g;
    g.w = weightedWidths(t, g, width());
    shareSlack(&g.w, neededWidths(t, g, width()));
    g.x.assign(g.cols + 1, left());
    for (size_t c = 0; c < g.cols; ++c) {
        g.x[c + 1] = g.x[c] + g.w[c];
        g.alignment.push_back(alignmentOf(t, c));
    }
    return g;
}

// A row's cells broken into lines. A cell keeps at most the lines that fit on a page
// below the header, its last line ending in "…" when cut.
LaidRow Paginator::layoutRow(const TableGeometry &g, const QStringList &r, bool bold,
                             bool firstColumnBold) const
{
    LaidRow lr;
    lr.bold = bold;
    const FontRole f = bold ? g.boldFont : g.cellFont;
    const qsizetype pageLines =
        std::max<qsizetype>(1, static_cast<qsizetype>(m_g.content.height() / line(f)) - 8);
    qsizetype maxLines = 1;
    for (size_t c = 0; c < g.cols; ++c) {
        const QString cell = c < size_t(r.size()) ? r.at(qsizetype(c)) : QString();
        // Wrapped in the font it is drawn in (a bold first column is wider).
        const FontRole cf = c == 0 && firstColumnBold ? g.boldFont : f;
        QStringList ls = wrap(cell, font(cf), g.w[c] - 2 * g.padX, m_dev, pageLines + 1);
        if (ls.size() > pageLines) {
            ls.resize(pageLines);
            ls.back() += QChar(0x2026);
        }
        maxLines = std::max(maxLines, ls.size());
        lr.cells.push_back(ls);
    }
    lr.height = static_cast<double>(maxLines) * line(f) + 2 * g.padY;
    return lr;
}

void Paginator::drawTableRow(const TableGeometry &g, const LaidRow &r, bool isHeader, bool zebra,
                             bool firstColumnBold)
{
    const QRectF band(left(), m_y, width(), r.height);
    if (isHeader)
        page().items.push_back(RectItem{band, kHeaderFill, {}, 0.0});
    else if (zebra)
        page().items.push_back(RectItem{band, kZebra, {}, 0.0});
    if (r.bold && !isHeader)
        page().items.push_back(LineItem{QLineF(left(), m_y, left() + width(), m_y), kMuted, 0.8});
    for (size_t c = 0; c < g.cols; ++c) {
        const bool bold = r.bold || isHeader || (firstColumnBold && c == 0);
        const FontRole f = bold ? g.boldFont : g.cellFont;
        const int flags =
            static_cast<int>((g.alignment[c] & Qt::AlignHorizontal_Mask) | Qt::AlignTop);
        double y = m_y + g.padY;
        for (const QString &l : r.cells[c]) {
            text(QRectF(g.x[c] + g.padX, y, g.w[c] - 2 * g.padX, line(f)), l, f, kInk, flags);
            y += line(f);
        }
    }
    m_y += r.height;
    if (isHeader)
        page().items.push_back(LineItem{QLineF(left(), m_y, left() + width(), m_y), kMuted, 0.8});
}

// The height drawTableCaption() takes.
double Paginator::captionHeight(const Table &t, bool continued) const
{
    const QString textValue = continued ? t.caption + m_c.continuedSuffix : t.caption;
    if (textValue.trimmed().isEmpty())
        return 0.0;
    const FontRole f = continued ? Note : BodyBold;
    return static_cast<double>(wrap(textValue, font(f), width(), m_dev).size()) * line(f) + mm(1);
}

// The caption above the table; on a later page the caption with " (continued)".
void Paginator::drawTableCaption(const Table &t, bool continued)
{
    const QString textValue = continued ? t.caption + m_c.continuedSuffix : t.caption;
    if (textValue.trimmed().isEmpty())
        return;
    const FontRole f = continued ? Note : BodyBold;
    for (const QString &l : wrap(textValue, font(f), width(), m_dev)) {
        text(QRectF(left(), m_y, width(), line(f)), l, f, continued ? kMuted : kInk);
        m_y += line(f);
    }
    m_y += mm(1);
}

// The caption, the header and the first row start together; the header (and the
// caption, continued) repeats on every page the rows run onto.
// Where the rows of a table break across pages when its first row starts at `firstY`
// and a continuation's first row at `continuedY`: the index of the first row of every
// page after the first. A break leaves at least kMinRowsAtBreak rows on each side: when
// fewer would follow, the break moves up (the caller moves the whole table to the next
// page when its first page would then keep fewer).
std::vector<size_t> Paginator::tableBreaks(const std::vector<LaidRow> &body, double firstY,
                                           double continuedY) const
{
    std::vector<size_t> breaks;
    const size_t n = body.size();
    double y = firstY;
    size_t fragmentStart = 0;
    size_t i = 0;
    while (i < n) {
        if (y + body[i].height > bottom() && i > fragmentStart) {
            size_t at = i;
            if (n - at < kMinRowsAtBreak)
                at = n > kMinRowsAtBreak ? n - kMinRowsAtBreak : 0;
            at = std::max(at, fragmentStart + 1); // never an empty page
            breaks.push_back(at);
            fragmentStart = at;
            i = at;
            y = continuedY;
            continue;
        }
        y += body[i].height;
        ++i;
    }
    return breaks;
}

// The caption, the header and the first rows start together; the header (and the
// caption, continued) repeats on every page the rows run onto. A table of at most
// kKeepTogetherRows rows that fits on a page is not broken; a longer one breaks with at
// least kMinRowsAtBreak rows on each side of every break.
// The height a table needs from its caption down before the first break may come:
// the whole table when it is kept together, else the caption, the header and the first
// kMinRowsAtBreak rows. A heading before the table keeps this much with it.
double Paginator::tableStartHeight(const Table &t) const
{
    const TableGeometry g = tableGeometry(t);
    if (g.cols == 0)
        return 0.0;
    double headerH = 0.0;
    for (const QStringList &r : t.headerRows)
        headerH += layoutRow(g, r, true, false).height;
    std::vector<double> rows;
    double bodyH = 0.0;
    for (size_t i = 0; i < t.rows.size(); ++i) {
        rows.push_back(layoutRow(g, t.rows[i], isBoldRow(t, i), t.firstColumnBold).height);
        bodyH += rows.back();
    }
    const double startH = captionHeight(t, false) + headerH;
    if (keptTogether(rows.size(), startH + bodyH))
        return startH + bodyH;
    double firstRows = 0.0;
    for (size_t i = 0; i < std::min(rows.size(), kMinRowsAtBreak); ++i)
        firstRows += rows[i];
    return startH + firstRows;
}

// The caption, the header and the first rows start together; the header (and the
// caption, continued) repeats on every page the rows run onto. A table of at most
// kKeepTogetherRows rows that fits on a page is not broken; a longer one breaks with at
// least kMinRowsAtBreak rows on each side of every break.
// `trailingH`: the height of a short note that follows the table and stays on the page
// of its last rows (a table's total line alone at the top of the next page said nothing).
void Paginator::table(const Table &t, double trailingH)
{
    const TableGeometry g = tableGeometry(t);
    if (g.cols == 0)
        return;
    std::vector<LaidRow> header;
    double headerH = 0.0;
    for (const QStringList &r : t.headerRows) {
        header.push_back(layoutRow(g, r, true, false));
        headerH += header.back().height;
    }
    std::vector<LaidRow> body;
    for (size_t i = 0; i < t.rows.size(); ++i)
        body.push_back(layoutRow(g, t.rows[i], isBoldRow(t, i), t.firstColumnBold));
    const double startH = captionHeight(t, false) + headerH;
    const double continuedH = captionHeight(t, true) + headerH;
    // A table kept together keeps the note with it; a longer one breaks as if its last
    // row were as tall as itself and the note after it.
    double bodyH = 0.0;
    for (const LaidRow &r : body)
        bodyH += r.height;
    const bool together = keptTogether(body.size(), startH + bodyH);
    ensure(tableStartHeight(t) +
           (together && startH + bodyH + trailingH <= m_g.content.height() ? trailingH : 0.0));
    if (together)
        trailingH = 0.0;
    if (!body.empty())
        body.back().height += trailingH;
    // A closing total row (bold) goes with the row before it: the rows after a break are
    // kMinRowsAtBreak rows and the total, never two rows and the total.
    std::vector<LaidRow> units = body;
    if (units.size() >= 2 && isBoldRow(t, units.size() - 1)) {
        units[units.size() - 2].height += units.back().height;
        units.pop_back();
    }
    std::vector<size_t> breaks = tableBreaks(units, m_y + startH, top() + continuedH);
    if (!breaks.empty() && breaks.front() < kMinRowsAtBreak && !atPageTop()) {
        newPage();
        breaks = tableBreaks(units, m_y + startH, top() + continuedH);
    }
    if (!body.empty())
        body.back().height -= trailingH;
    drawTableCaption(t, false);
    for (const LaidRow &h : header)
        drawTableRow(g, h, true, false, false);
    std::vector<int> fragments{0};
    size_t nextBreak = 0;
    for (size_t i = 0; i < body.size(); ++i) {
        if (nextBreak < breaks.size() && breaks[nextBreak] == i) {
            ++nextBreak;
            page().items.push_back(
                LineItem{QLineF(left(), m_y, left() + width(), m_y), kRule, 0.8});
            newPage();
            if (!t.caption.isEmpty())
                drawTableCaption(t, true);
            for (const LaidRow &h : header)
                drawTableRow(g, h, true, false, false);
            fragments.push_back(0);
        }
        drawTableRow(g, body[i], false, i % 2 == 1, t.firstColumnBold);
        ++fragments.back();
    }
    m_tableFragments.push_back(fragments);
    page().items.push_back(LineItem{QLineF(left(), m_y, left() + width(), m_y), kMuted, 0.8});
    m_y += mm(4);
}

void Paginator::chart(const Chart &c)
{
    const QStringList caption = wrap(c.caption, font(Note), width(), m_dev);
    double h = width() * c.aspect;
    const double captionH = caption.size() * line(Note) + mm(2);
    h = std::min(h, m_g.content.height() - captionH - mm(4));
    ensure(h + captionH + mm(2));
    page().items.push_back(ChartItem{QRectF(left(), m_y, width(), h), &c});
    m_y += h + mm(2);
    lines(caption, Note, left(), width(), kMuted);
    m_y += mm(6);
}

// The height a schematic and its caption take (at most a page).
double Paginator::diagramHeight(const Diagram &d) const
{
    if (!d.schematic)
        return 0.0;
    const double h = layoutSchematic(*d.schematic, width(), m_dev).size.height();
    const auto captionLines = wrap(d.caption, font(Note), width(), m_dev).size();
    return std::min(m_g.content.height(),
                    h + mm(4) + static_cast<double>(captionLines) * line(Note));
}

void Paginator::diagram(const Diagram &d)
{
    if (!d.schematic)
        return;
    // The schematic has its own type scale (6 pt and up): laid out across the width,
    // on a page of its own when it does not fit below what precedes it.
    auto layout =
        std::make_shared<const SchematicLayout>(layoutSchematic(*d.schematic, width(), m_dev));
    const QStringList caption = wrap(d.caption, font(Note), width(), m_dev);
    const double h = layout->size.height();
    const double need = h + mm(4) + double(caption.size()) * line(Note);
    if (need > remaining())
        newPage();
    page().items.push_back(SchematicItem{QPointF(left(), m_y), layout});
    m_y += h + mm(3);
    lines(caption, Note, left(), width(), kMuted);
    m_y += mm(6);
}

void Paginator::section(const Section &s, const QString &number)
{
    if (s.level == 1) {
        m_chapter = number + QStringLiteral("  ") + s.title;
        const bool ownPage = (s.startOnNewPage && !joinsOverflowPage(s)) || m_pages.size() <= 1;
        if (ownPage) {
            newPage();
        } else {
            m_y += mm(6);
            ensure(line(H1) + mm(6) + 5 * line(Body));
        }
        if (atPageTop())
            page().chapter = m_chapter;
        m_toc.push_back({number, s.title, 1, static_cast<int>(m_pages.size()) - 1});
        text(QRectF(left(), m_y, width(), line(H1)), number + QStringLiteral("  ") + s.title, H1,
             kInk);
        m_y += line(H1) + mm(1.5);
        page().items.push_back(LineItem{QLineF(left(), m_y, left() + width(), m_y), kAccent, 1.6});
        m_y += mm(5);
        // A page this chapter was given is its own; one it continues, or was moved to for
        // want of room (a chapter that asks for no page of its own), still takes the next
        // chapter below a few lines.
        if (ownPage)
            m_overflowPage = false;
    } else {
        m_y += atPageTop() ? 0.0 : mm(4);
        ensure(line(H2) + mm(2.5) + std::max(6 * line(Cell), keepWithHeading(s, 0)));
        m_toc.push_back({number, s.title, 2, static_cast<int>(m_pages.size()) - 1});
        text(QRectF(left(), m_y, width(), line(H2)), number + QStringLiteral("  ") + s.title, H2,
             kInk);
        m_y += line(H2) + mm(2.5);
    }
    for (size_t i = 0; i < s.blocks.size(); ++i) {
        const Block &b = s.blocks[i];
        if (const auto *p = std::get_if<Paragraph>(&b)) {
            if (p->style == Paragraph::Style::Subheading)
                ensure((atPageTop() ? 0.0 : mm(2.5)) + line(Sub) + mm(1.2) +
                       keepWithHeading(s, i + 1));
            if (p->style == Paragraph::Style::Bullet)
                ensure(keepLastBullets(s, i));
            paragraph(*p);
        } else if (const auto *t = std::get_if<Table>(&b))
            table(*t, noteAfter(s, i + 1));
        else if (const auto *c = std::get_if<Chart>(&b))
            chart(*c);
        else if (const auto *d = std::get_if<Diagram>(&b))
            diagram(*d);
    }
}

// What a heading keeps on its page: the start of a table that follows it, also after
// one short introduction (a body paragraph or note of at most three lines), else three
// lines of text.
// What a table needs on the page where it starts: tableStartHeight(), and the note
// after it (`trailingH`) when the table is kept together and both fit on a page.
double Paginator::tableKeepHeight(const Table &t, double trailingH) const
{
    const double h = tableStartHeight(t);
    const bool together = keptTogether(t.rows.size(), h);
    return together && h + trailingH <= m_g.content.height() ? h + trailingH : h;
}

// Whether a table of `rows` rows, `height` high from its caption down, is kept on one
// page: at most kKeepTogetherRows rows and kKeepTogetherShare of a page.
bool Paginator::keptTogether(size_t rows, double height) const
{
    return rows <= kKeepTogetherRows && height <= kKeepTogetherShare * m_g.content.height();
}

// The height of a note of at most four lines at `block` (with the table's closing space),
// else 0: what a table keeps on the page of its last rows.
double Paginator::noteAfter(const Section &s, size_t block) const
{
    if (block >= s.blocks.size())
        return 0.0;
    const auto *p = std::get_if<Paragraph>(&s.blocks[block]);
    if (!p || p->style != Paragraph::Style::Note)
        return 0.0;
    const auto lineCount = wrap(p->text, font(Note), width(), m_dev).size();
    return lineCount <= 4 ? mm(4) + static_cast<double>(lineCount) * line(Note) : 0.0;
}

// The height paragraph() gives a bullet.
double Paginator::bulletHeight(const Paragraph &p) const
{
    const double indent = p.marker.isEmpty() ? mm(5) : mm(6);
    const auto lineCount = wrap(p.text, font(m_body), width() - indent, m_dev).size();
    return static_cast<double>(lineCount) * line(m_body) + line(m_body) * 0.3;
}

// No list ends with its last bullet alone at the top of a page: the one before it keeps
// it company (the height both take when `block` is the last but one of its run, else
// the first two lines of `block`, as paragraph() keeps).
double Paginator::keepLastBullets(const Section &s, size_t block) const
{
    const auto bulletAt = [&s](size_t i) -> const Paragraph * {
        if (i >= s.blocks.size())
            return nullptr;
        const auto *p = std::get_if<Paragraph>(&s.blocks[i]);
        return p && p->style == Paragraph::Style::Bullet ? p : nullptr;
    };
    const Paragraph *here = bulletAt(block);
    const Paragraph *last = bulletAt(block + 1);
    if (!here || !last || bulletAt(block + 2))
        return 2 * line(m_body);
    return bulletHeight(*here) + bulletHeight(*last);
}

double Paginator::keepWithHeading(const Section &s, size_t block) const
{
    if (block >= s.blocks.size())
        return 3 * line(m_body);
    if (const auto *t = std::get_if<Table>(&s.blocks[block]))
        return tableKeepHeight(*t, noteAfter(s, block + 1));
    if (const auto *d = std::get_if<Diagram>(&s.blocks[block]))
        return diagramHeight(*d); // a schematic is never split: the heading goes with it
    const auto *p = std::get_if<Paragraph>(&s.blocks[block]);
    if (p != nullptr && p->style == Paragraph::Style::Bullet) {
        // A short list goes with its heading (board review: the last two bullets of "Not
        // in these bills" alone on the report's last page).
        double list = 0.0;
        for (size_t i = block; i < s.blocks.size(); ++i) {
            const auto *b = std::get_if<Paragraph>(&s.blocks[i]);
            if (b == nullptr || b->style != Paragraph::Style::Bullet)
                break;
            list += bulletHeight(*b);
        }
        if (list <= 0.25 * (bottom() - top()))
            return list;
    }
    const bool intro =
        p != nullptr && (p->style == Paragraph::Style::Body || p->style == Paragraph::Style::Note);
    if (intro && block + 1 < s.blocks.size()) {
        const auto *t = std::get_if<Table>(&s.blocks[block + 1]);
        const FontRole f = p->style == Paragraph::Style::Body ? m_body : Note;
        const auto lineCount = wrap(p->text, font(f), width(), m_dev).size();
        if (t != nullptr && lineCount <= 3)
            return static_cast<double>(lineCount) * line(f) + line(f) * 0.8 +
                   tableKeepHeight(*t, noteAfter(s, block + 2));
    }
    return 3 * line(m_body);
}

std::vector<Page> Paginator::run()
{
    cover();
    m_coverPages = m_pages.size();
    m_overflowPage = false;
    const int tocPages = tocPagesNeeded();
    // The body is laid out first (pages after the cover), the contents pages are
    // inserted after, and page indices in the contents shifted by their count.
    int chapter = 0;
    int sub = 0;
    for (const Section &s : m_c.sections) {
        QString number;
        if (s.level == 1) {
            ++chapter;
            sub = 0;
            number = QString::number(chapter);
        } else {
            ++sub;
            number = QStringLiteral("%1.%2").arg(chapter).arg(sub);
        }
        section(s, number);
    }
    for (TocEntry &e : m_toc)
        e.page += tocPages;
    toc(tocPages);
    return m_pages;
}

// --- Painting -------------------------------------------------------------------------
void paintPage(QPainter *p, const Page &page, int index, int count, const ReportContent &c,
               const Geometry &g, const Fonts &fonts)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    for (const Item &item : page.items) {
        if (const auto *t = std::get_if<TextItem>(&item)) {
            p->setFont(fonts.f[t->font]);
            p->setPen(t->color);
            p->drawText(t->rect, t->flags, t->text);
        } else if (const auto *r = std::get_if<RectItem>(&item)) {
            p->setPen(r->stroke.isValid() ? QPen(r->stroke, r->strokeWidth) : QPen(Qt::NoPen));
            p->setBrush(r->fill.isValid() ? QBrush(r->fill) : QBrush(Qt::NoBrush));
            p->drawRect(r->rect);
        } else if (const auto *l = std::get_if<LineItem>(&item)) {
            QPen pen(l->color, l->width);
            pen.setStyle(l->style);
            p->setPen(pen);
            p->drawLine(l->line);
        } else if (const auto *ch = std::get_if<ChartItem>(&item)) {
            p->save();
            if (const auto *bar = std::get_if<chart::BarChart>(&ch->chart->chart))
                chart::paintBarChart(p, ch->rect, *bar, fonts.f[ChartBase]);
            else if (const auto *ln = std::get_if<chart::LineChart>(&ch->chart->chart))
                chart::paintLineChart(p, ch->rect, *ln, fonts.f[ChartBase]);
            else if (const auto *td = std::get_if<chart::TornadoChart>(&ch->chart->chart))
                chart::paintTornadoChart(p, ch->rect, *td, fonts.f[ChartBase]);
            p->restore();
        } else if (const auto *sc = std::get_if<SchematicItem>(&item)) {
            paintSchematic(p, sc->topLeft, *sc->layout);
        }
    }
    if (page.decorated) {
        const QFontMetricsF rfm(fonts.f[Running], p->device());
        const double x = g.content.left();
        const double w = g.content.width();
        const double hy = g.headerBaseline - rfm.ascent();
        p->setFont(fonts.f[Running]);
        p->setPen(kMuted);
        // The short title and the project's name when both fit beside the chapter,
        // else the short title alone: never a name cut in the middle of a word.
        const double half = w / 2 - mm(2);
        const double chapterW = std::min(half, rfm.horizontalAdvance(page.chapter) + 1.0);
        const double leftW = w - chapterW - mm(6);
        const QString shortTitle = c.shortTitle.isEmpty() ? c.title : c.shortTitle;
        const QString both = shortTitle + QStringLiteral(" \u00b7 ") + c.cover.projectName;
        const QString leftText = rfm.horizontalAdvance(both) <= leftW ? both : shortTitle;
        p->drawText(QRectF(x, hy, leftW, rfm.height()), Qt::AlignLeft | Qt::AlignTop,
                    rfm.elidedText(leftText, Qt::ElideRight, leftW));
        p->drawText(QRectF(x + w - chapterW, hy, chapterW, rfm.height()),
                    Qt::AlignRight | Qt::AlignTop,
                    rfm.elidedText(page.chapter, Qt::ElideRight, half));
        p->setPen(QPen(kRule, 0.8));
        const double ruleY = g.headerBaseline + rfm.descent() + mm(1.2);
        p->drawLine(QPointF(x, ruleY), QPointF(x + w, ruleY));
        p->drawLine(QPointF(x, g.footerTop), QPointF(x + w, g.footerTop));
        p->setPen(kMuted);
        const double fy = g.footerTop + mm(1.5);
        p->drawText(QRectF(x, fy, half, rfm.height()), Qt::AlignLeft | Qt::AlignTop,
                    c.creator + QStringLiteral(" \u00b7 ") + c.dateText);
        p->drawText(QRectF(x + w / 2, fy, w / 2, rfm.height()), Qt::AlignRight | Qt::AlignTop,
                    c.pageLabel.arg(index + 1).arg(count));
    }
    p->restore();
}

QPageSize pageSizeOf(const ReportOptions &o)
{
    return QPageSize(o.pageSize == ReportOptions::PageSize::Letter ? QPageSize::Letter
                                                                   : QPageSize::A4);
}

void setUpWriter(QPdfWriter *w, const ReportContent &c, const ReportOptions &o)
{
    w->setResolution(static_cast<int>(kDpi));
    w->setPageSize(pageSizeOf(o));
    w->setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
    w->setTitle(c.title + QStringLiteral(" - ") + c.cover.projectName);
    w->setCreator(c.creator);
}

QSizeF pageSizeUnits(const ReportOptions &o)
{
    const QSizeF pt = pageSizeOf(o).size(QPageSize::Point);
    return QSizeF(pt.width() * kDpi / 72.0, pt.height() * kDpi / 72.0);
}

bool haveGuiApp(QString *error)
{
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return true;
    if (error)
        *error = QCoreApplication::translate(
            "fp::Report", "The PDF report needs the graphical part of Qt (a QGuiApplication); "
                          "this program did not start it.");
    return false;
}

} // namespace

bool renderPdf(const ReportContent &content, QIODevice *device, const ReportOptions &options,
               QString *error, int *pageCount)
{
    if (!haveGuiApp(error))
        return false;
    QPdfWriter writer(device);
    setUpWriter(&writer, content, options);
    const Geometry g = geometryFor(pageSizeUnits(options));
    Paginator paginator(content, g, &writer);
    const std::vector<Page> pages = paginator.run();
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = QCoreApplication::translate("fp::Report", "The PDF could not be started.");
        return false;
    }
    const Fonts fonts;
    const int count = static_cast<int>(pages.size());
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            writer.newPage();
        paintPage(&painter, pages[size_t(i)], i, count, content, g, fonts);
    }
    painter.end();
    if (pageCount)
        *pageCount = count;
    return true;
}

QImage renderPageImage(const ReportContent &content, const ReportOptions &options, int page,
                       int widthPx)
{
    if (!haveGuiApp(nullptr) || widthPx <= 0)
        return {};
    // Lay out against a PDF device exactly as renderPdf does, then paint the page.
    QBuffer sink;
    sink.open(QIODevice::WriteOnly);
    QPdfWriter writer(&sink);
    setUpWriter(&writer, content, options);
    const Geometry g = geometryFor(pageSizeUnits(options));
    Paginator paginator(content, g, &writer);
    const std::vector<Page> pages = paginator.run();
    if (page < 0 || page >= static_cast<int>(pages.size()))
        return {};
    const double scale = widthPx / g.page.width();
    QImage image(widthPx, static_cast<int>(std::lround(g.page.height() * scale)),
                 QImage::Format_ARGB32_Premultiplied);
    const int dpm = static_cast<int>(std::lround(kDpi / 0.0254));
    image.setDotsPerMeterX(dpm);
    image.setDotsPerMeterY(dpm);
    image.fill(Qt::white);
    QPainter p(&image);
    p.scale(scale, scale);
    paintPage(&p, pages[size_t(page)], page, static_cast<int>(pages.size()), content, g, Fonts());
    p.end();
    return image;
}

int resolutionDpi()
{
    return static_cast<int>(kDpi);
}

bool renderPaged(const ReportContent &content, QPagedPaintDevice *device,
                 const ReportOptions &options, QString *error, int *pageCount)
{
    if (!haveGuiApp(error))
        return false;
    if (device->logicalDpiY() != resolutionDpi()) {
        if (error)
            *error = QCoreApplication::translate(
                "fp::Report", "The printer is not set to the report's resolution.");
        return false;
    }
    QBuffer sink;
    sink.open(QIODevice::WriteOnly);
    QPdfWriter writer(&sink);
    setUpWriter(&writer, content, options);
    const Geometry g = geometryFor(pageSizeUnits(options));
    Paginator paginator(content, g, &writer);
    const std::vector<Page> pages = paginator.run();
    QPainter painter;
    if (!painter.begin(device)) {
        if (error)
            *error = QCoreApplication::translate("fp::Report", "Printing could not be started.");
        return false;
    }
    // The page in the device's pixels, whole and undistorted.
    const double scale =
        std::min(device->width() / g.page.width(), device->height() / g.page.height());
    const Fonts fonts;
    const int count = static_cast<int>(pages.size());
    for (int i = 0; i < count; ++i) {
        if (i > 0)
            device->newPage();
        painter.save();
        painter.scale(scale, scale);
        paintPage(&painter, pages[size_t(i)], i, count, content, g, fonts);
        painter.restore();
    }
    painter.end();
    if (pageCount)
        *pageCount = count;
    return true;
}

std::vector<std::vector<int>> tableFragments(const ReportContent &content,
                                             const ReportOptions &options)
{
    if (!haveGuiApp(nullptr))
        return {};
    QBuffer sink;
    sink.open(QIODevice::WriteOnly);
    QPdfWriter writer(&sink);
    setUpWriter(&writer, content, options);
    Paginator paginator(content, geometryFor(pageSizeUnits(options)), &writer);
    paginator.run();
    return paginator.tableFragments();
}

} // namespace report

bool writeReportPdf(const Project &project, const Catalog &catalog, const Evaluation &evaluation,
                    const QString &path, const ReportOptions &options, QString *error,
                    int *pageCount)
{
    QString why;
    if (!report::haveGuiApp(&why)) {
        if (error)
            *error = why;
        return false;
    }
    const QString shown = QDir::toNativeSeparators(path);
    AtomicFile file(path);
    if (!file.open()) {
        if (error)
            *error =
                QCoreApplication::translate("fp::Report", "Cannot write the report to \"%1\": %2")
                    .arg(shown, file.errorString());
        return false;
    }
    const report::ReportContent content =
        report::buildReportContent(project, catalog, evaluation, options);
    if (!report::renderPdf(content, file.device(), options, &why, pageCount)) {
        file.cancel();
        if (error)
            *error =
                QCoreApplication::translate("fp::Report", "Cannot write the report to \"%1\": %2")
                    .arg(shown, why);
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error =
                QCoreApplication::translate("fp::Report", "Cannot write the report to \"%1\": %2")
                    .arg(shown, file.errorString());
        return false;
    }
    return true;
}

} // namespace fp
