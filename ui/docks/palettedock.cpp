// SPDX-License-Identifier: GPL-3.0-or-later
#include "docks/palettedock.h"

#include "canvas/canvasscene.h"
#include "model/labels.h"
#include "model/sourcenotes.h"
#include "text/i18n.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QRegularExpression>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace fp {

namespace {

enum Role { KindRole = Qt::UserRole + 1, IdRole, SearchRole };

class PartTree : public QTreeWidget
{
public:
    using QTreeWidget::QTreeWidget;

protected:
    QMimeData *mimeData(const QList<QTreeWidgetItem *> &items) const override
    {
        if (items.isEmpty())
            return nullptr;
        return PaletteWidget::mimeDataFor(items.first()->data(0, KindRole).toString(),
                                          items.first()->data(0, IdRole).toString());
    }
    QStringList mimeTypes() const override { return {QLatin1String(kPartMimeType)}; }
};

// One tooltip row: label, value with unit, tag and source.
QString figureRow(const QString &label, const Figure &f, const QString &value)
{
    if (!f.known)
        return QStringLiteral("<tr><td>%1</td><td colspan=2><i>%2</i></td></tr>")
            .arg(label.toHtmlEscaped(), PaletteWidget::tr("not known").toHtmlEscaped());
    return QStringLiteral("<tr><td>%1</td><td><b>%2</b></td><td><small>%3 \u2014 "
                          "%4</small></td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped(), sourceTagWord(f.tag).toHtmlEscaped(),
             sourceNoteIn(f.source, currentLanguage()).toHtmlEscaped());
}

QString textRow(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td>%1</td><td colspan=2><b>%2</b></td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

QString money(const Figure &f)
{
    return formatMoney(f.value, QStringLiteral("EUR"));
}
QString watts(const Figure &f)
{
    return PaletteWidget::tr("%1 W").arg(formatNumber(f.value, 0));
}

QString tooltip(const PartBase &p, const QString &rows, const QString &hint)
{
    QString html = QStringLiteral("<p><b>%1</b><br>%2</p><table cellspacing=2>%3")
                       .arg(p.name.toHtmlEscaped(), p.vendor.toHtmlEscaped(), rows);
    html +=
        figureRow(PaletteWidget::tr("Price (%1)").arg(p.priceYear), p.priceEur, money(p.priceEur));
    if (p.powerWatts.known)
        html += figureRow(PaletteWidget::tr("Power"), p.powerWatts, watts(p.powerWatts));
    html += QStringLiteral("</table>");
    if (!p.notes.isEmpty())
        html += QStringLiteral("<p><small>%1</small></p>").arg(p.notes.toHtmlEscaped());
    if (!hint.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(hint.toHtmlEscaped());
    return html;
}

QString modesText(const std::vector<PortMode> &modes)
{
    QStringList out;
    for (const PortMode &m : modes)
        out << QStringLiteral("%1 \u00d7 %2G").arg(m.ports).arg(formatNumber(m.gbitPerS, 0));
    return out.join(QStringLiteral(", "));
}

// A bold category row of the tree (node types, switches, ...).
QTreeWidgetItem *category(QTreeWidget *tree, const QString &kind, const QString &title)
{
    auto *item = new QTreeWidgetItem(tree, {title});
    item->setData(0, KindRole, kind);
    item->setFlags(Qt::ItemIsEnabled);
    QFont f = item->font(0);
    f.setBold(true);
    item->setFont(0, f);
    item->setFirstColumnSpanned(true);
    return item;
}

// The words of `text` in lower case: letters and digits, split at anything else
// ("ConnectX-7 400G" -> connectx, 7, 400g).
QStringList words(const QString &text)
{
    static const QRegularExpression separator(QStringLiteral("[^\\p{L}\\p{N}]+"));
    return text.toLower().split(separator, Qt::SkipEmptyParts);
}

// The names a technology is searched by: its name in the current language, the
// usual abbreviation, and for Ethernet the RDMA protocol it runs (RoCE, RoCEv2).
QStringList technologyWords(Technology t)
{
    QStringList out = words(technologyName(t));
    if (t == Technology::InfiniBand)
        out << QStringLiteral("infiniband") << QStringLiteral("ib");
    else
        out << QStringLiteral("ethernet") << QStringLiteral("eth") << QStringLiteral("roce")
            << QStringLiteral("rocev2");
    return out;
}

// Whether every word of `query` matches a word of the part: the whole word,
// or from three letters on the start of a word ("quant" finds Quantum), never the
// middle of one ("IB" does not find "fibre"; "ib" is an InfiniBand part's alias).
bool matchesAll(const QStringList &partWords, const QStringList &query)
{
    return std::all_of(query.begin(), query.end(), [&partWords](const QString &q) {
        return std::any_of(partWords.begin(), partWords.end(), [&q](const QString &w) {
            return w == q || (q.size() >= 3 && w.startsWith(q));
        });
    });
}

// A part under its category, searchable by the words of its name, id, vendor and spec,
// its category, and `more` (technologies and their aliases, cable kinds).
void part(QTreeWidgetItem *cat, const PartBase &p, const QString &spec, const QString &tip,
          bool draggable, const QStringList &more = {})
{
    auto *item = new QTreeWidgetItem(cat, {p.name, spec});
    item->setData(0, KindRole, cat->data(0, KindRole));
    item->setData(0, IdRole, p.id);
    QStringList search =
        words(QStringList{p.name, p.id, p.vendor, spec, cat->text(0)}.join(QLatin1Char(' ')));
    for (const QString &m : more)
        search << words(m);
    search.removeDuplicates();
    item->setData(0, SearchRole, search);
    item->setToolTip(0, tip);
    item->setToolTip(1, tip);
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (draggable)
        flags |= Qt::ItemIsDragEnabled;
    item->setFlags(flags);
    item->setForeground(1, QColor(0x5a, 0x65, 0x73));
}

} // namespace

PaletteWidget::PaletteWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("palette"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("paletteSearch"));
    m_search->setClearButtonEnabled(true);
    m_tree = new PartTree(this);
    m_tree->setObjectName(QStringLiteral("paletteTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderHidden(true);
    m_tree->setRootIsDecorated(true);
    m_tree->setDragEnabled(true);
    m_tree->setDragDropMode(QAbstractItemView::DragOnly);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_noMatch = new QLabel(this);
    m_noMatch->setObjectName(QStringLiteral("paletteNoMatch"));
    m_noMatch->setWordWrap(true);
    m_noMatch->setForegroundRole(QPalette::PlaceholderText);
    m_noMatch->hide();
    layout->addWidget(m_search);
    layout->addWidget(m_noMatch);
    layout->addWidget(m_tree, 1);
    connect(m_search, &QLineEdit::textChanged, this, [this] { applyFilter(); });
    m_search->setPlaceholderText(tr("Search parts"));
}

QMimeData *PaletteWidget::mimeDataFor(const QString &kind, const QString &partId)
{
    if (kind != QLatin1String("node") && kind != QLatin1String("switch") &&
        kind != QLatin1String("cable") && kind != QLatin1String("role"))
        return nullptr;
    auto *mime = new QMimeData;
    mime->setData(QLatin1String(kPartMimeType), (kind + QLatin1Char('\n') + partId).toUtf8());
    return mime;
}

void PaletteWidget::setCatalog(const Catalog &catalog)
{
    m_catalog = catalog;
    rebuild();
}

void PaletteWidget::setFilter(const QString &text)
{
    m_search->setText(text);
}

QTreeWidgetItem *PaletteWidget::itemFor(const QString &partId) const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *cat = m_tree->topLevelItem(i);
        for (int j = 0; j < cat->childCount(); ++j) {
            if (cat->child(j)->data(0, IdRole).toString() == partId)
                return cat->child(j);
        }
    }
    return nullptr;
}

void PaletteWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_search->setPlaceholderText(tr("Search parts"));
        rebuild(); // also the no-match note
    }
    QWidget::changeEvent(event);
}

void PaletteWidget::rebuild()
{
    QSet<QString> collapsed;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        if (!m_tree->topLevelItem(i)->isExpanded())
            collapsed.insert(m_tree->topLevelItem(i)->data(0, KindRole).toString());
    }
    m_tree->clear();
    addRoles();
    addNodeTypes();
    addSwitches();
    addComponents();
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *cat = m_tree->topLevelItem(i);
        cat->setExpanded(!collapsed.contains(cat->data(0, KindRole).toString()));
    }
    applyFilter();
    // Wide enough for the longest detail and a readable name beside it, in any language
    // (after a switch to Dutch "8 GPU's, 8 x 2 poorten" ran past the dock's edge).
    m_tree->resizeColumnToContents(1);
    const QFontMetrics fm(m_tree->font());
    m_tree->setMinimumWidth(m_tree->columnWidth(1) + fm.horizontalAdvance(QLatin1Char('M')) * 14 +
                            m_tree->indentation() * 2 +
                            m_tree->style()->pixelMetric(QStyle::PM_ScrollBarExtent) +
                            2 * m_tree->frameWidth());
}

// Switches by their place in the fabric: dropped as a leaf, spine or core of
// the design's most used switch part (the catalog's first switch in an empty design).
void PaletteWidget::addRoles()
{
    QTreeWidgetItem *roles = category(m_tree, QStringLiteral("role"), tr("Fabric switches"));
    const struct {
        const char *id;
        QString name;
        QString tip;
    } entries[] = {
        {"leaf", tr("Leaf switch"), tr("A switch in the leaf row: the nodes' NICs link to it.")},
        {"spine", tr("Spine switch"), tr("A switch in the spine row: the leaves link up to it.")},
        {"core", tr("Core switch"), tr("A switch in the core row: the spines link up to it.")},
    };
    const QString how = tr("Of the part most used in the design. Drag onto the canvas to add it.");
    for (const auto &e : entries) {
        auto *item = new QTreeWidgetItem(roles, {e.name, QString()});
        item->setData(0, KindRole, QStringLiteral("role"));
        item->setData(0, IdRole, QLatin1String(e.id));
        QStringList search = words(e.name + QLatin1Char(' ') + QLatin1String(e.id) +
                                   QLatin1Char(' ') + roles->text(0));
        search.removeDuplicates();
        item->setData(0, SearchRole, search);
        const QString tip = e.tip + QLatin1Char(' ') + how;
        item->setToolTip(0, tip);
        item->setToolTip(1, tip);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
    }
}

// Node types: GPUs, NICs, NVLink domain and other power in the tooltip.
void PaletteWidget::addNodeTypes()
{
    const QString dragHint = tr("Drag onto the canvas to add it.");
    QTreeWidgetItem *nodes = category(m_tree, QStringLiteral("node"), tr("Node types"));
    for (const NodeTypeSpec &n : m_catalog.nodeTypes) {
        const GpuType *gpu = m_catalog.gpu(n.gpuTypeId);
        const NicType *nic = m_catalog.nic(n.nicTypeId);
        // The ports per NIC tell a dual-port node type (two planes) from its single-port
        // twin, whose name differs only at the end the column cuts off.
        const int nicPorts = nic && !nic->modes.empty() ? nic->modes.front().port.ports : 1;
        const QString spec =
            nicPorts > 1
                ? tr("%1 GPUs, %2 \u00d7 %3 ports").arg(n.gpuCount).arg(n.nicCount).arg(nicPorts)
                : tr("%1 GPUs, %2 NICs").arg(n.gpuCount).arg(n.nicCount);
        QString rows = textRow(
            tr("GPUs"),
            QStringLiteral("%1 \u00d7 %2").arg(n.gpuCount).arg(gpu ? gpu->name : n.gpuTypeId));
        rows += textRow(
            tr("NICs"),
            QStringLiteral("%1 \u00d7 %2").arg(n.nicCount).arg(nic ? nic->name : n.nicTypeId));
        if (n.nvlinkDomainNodes > 1)
            rows += textRow(tr("NVLink domain"), tr("%1 nodes (%2 GPUs)")
                                                     .arg(n.nvlinkDomainNodes)
                                                     .arg(n.nvlinkDomainNodes * n.gpuCount));
        rows += figureRow(tr("Other power"), n.otherPowerWatts, watts(n.otherPowerWatts));
        rows += figureRow(tr("Height"), n.rackUnits,
                          tr("%1 U").arg(formatNumber(n.rackUnits.value, 0)));
        QStringList more;
        if (nic) {
            more << nic->name;
            for (const NicMode &m : nic->modes)
                more << technologyWords(m.technology);
        }
        part(nodes, n, spec, tooltip(n, rows, dragHint), true, more);
    }
}

// Switches: technology, ports, latency, buffer, subnet manager.
void PaletteWidget::addSwitches()
{
    const QString dragHint = tr("Drag onto the canvas to add it.");
    QTreeWidgetItem *switches = category(m_tree, QStringLiteral("switch"), tr("Switches"));
    for (const SwitchType &s : m_catalog.switches) {
        const QString spec =
            QStringLiteral("%1 \u00b7 %2")
                .arg(s.technology == Technology::InfiniBand ? QStringLiteral("IB")
                                                            : QStringLiteral("Eth"),
                     s.modes.empty() ? QString() : modesText({s.modes.front()}));
        QString rows = textRow(tr("Technology"), technologyName(s.technology));
        rows += textRow(tr("Ports"), modesText(s.modes));
        rows += figureRow(tr("Latency"), s.latencyNs,
                          tr("%1 ns").arg(formatNumber(s.latencyNs.value, 0)));
        if (s.bufferMbyte.known)
            rows += figureRow(tr("Buffer"), s.bufferMbyte,
                              tr("%1 MB").arg(formatNumber(s.bufferMbyte.value, 0)));
        if (s.subnetManager)
            rows += textRow(tr("Subnet manager"), tr("on board"));
        part(switches, s, spec, tooltip(s, rows, dragHint), true, technologyWords(s.technology));
    }
}

// NICs and GPUs (they come with a node type) and cables.
void PaletteWidget::addComponents()
{
    QTreeWidgetItem *nics = category(m_tree, QStringLiteral("nic"), tr("NICs"));
    for (const NicType &n : m_catalog.nics) {
        QStringList modes;
        for (const NicMode &m : n.modes)
            modes << QStringLiteral("%1 %2").arg(technologyName(m.technology), modesText({m.port}));
        QString rows = textRow(tr("Modes"), modes.join(QStringLiteral("; ")));
        if (!n.hostInterface.isEmpty())
            rows += textRow(tr("Host interface"), n.hostInterface);
        const QString spec = n.modes.empty() ? QString() : modesText({n.modes.front().port});
        QStringList more;
        for (const NicMode &m : n.modes)
            more << technologyWords(m.technology);
        part(nics, n, spec, tooltip(n, rows, tr("NICs come with a node type.")), false, more);
    }
    QTreeWidgetItem *gpus = category(m_tree, QStringLiteral("gpu"), tr("GPUs"));
    for (const GpuType &g : m_catalog.gpus) {
        const QString rows = figureRow(tr("NVLink"), g.nvlinkGbytePerS,
                                       tr("%1 GB/s").arg(formatNumber(g.nvlinkGbytePerS.value, 0)));
        part(gpus, g, tr("NVLink %1 GB/s").arg(formatNumber(g.nvlinkGbytePerS.value, 0)),
             tooltip(g, rows, tr("GPUs come with a node type.")), false);
    }
    QTreeWidgetItem *cables = category(m_tree, QStringLiteral("cable"), tr("Cables and optics"));
    for (const CableType &c : m_catalog.cables) {
        QString rows = textRow(tr("Kind"), cableKindWord(c.kind));
        rows += textRow(tr("Speed"), tr("%1 Gb/s").arg(formatNumber(c.gbitPerS, 0)));
        rows += figureRow(tr("Reach"), c.reachM, tr("%1 m").arg(formatNumber(c.reachM.value, 1)));
        if (c.linksCarried > 1)
            rows += textRow(tr("Links carried"), QString::number(c.linksCarried));
        if (!c.use.isEmpty())
            rows += textRow(tr("Use"), c.use);
        const QString spec = QStringLiteral("%1G \u00b7 %2 m")
                                 .arg(formatNumber(c.gbitPerS, 0), formatNumber(c.reachM.value, 1));
        part(cables, c, spec, tooltip(c, rows, tr("Drop on a link to use this cable for it.")),
             true, {cableKindWord(c.kind), c.use});
    }
}

void PaletteWidget::applyFilter()
{
    const QString text = m_search->text().trimmed();
    const QStringList query = words(text);
    int total = 0;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *cat = m_tree->topLevelItem(i);
        int shown = 0;
        for (int j = 0; j < cat->childCount(); ++j) {
            QTreeWidgetItem *item = cat->child(j);
            const bool match = matchesAll(item->data(0, SearchRole).toStringList(), query);
            item->setHidden(!match);
            shown += match ? 1 : 0;
        }
        cat->setHidden(shown == 0);
        if (!query.isEmpty() && shown > 0)
            cat->setExpanded(true);
        total += shown;
    }
    m_noMatch->setText(tr("No part matches \"%1\". Search by name, vendor, speed or "
                          "technology (InfiniBand, IB, Ethernet, RoCE).")
                           .arg(text));
    m_noMatch->setVisible(total == 0 && !text.isEmpty());
}

int PaletteWidget::visiblePartCount() const
{
    int n = 0;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *cat = m_tree->topLevelItem(i);
        for (int j = 0; j < cat->childCount(); ++j)
            n += cat->isHidden() || cat->child(j)->isHidden() ? 0 : 1;
    }
    return n;
}

} // namespace fp
