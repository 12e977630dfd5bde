// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/designrenderer.h"

#include "model/storagetargets.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace fp::render {

namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("fp::render", text, nullptr, n);
}

QString shortTypeName(const QString &name, const QString &id)
{
    const QString last = name.section(QLatin1Char(' '), -1);
    return last.isEmpty() ? id.toUpper() : last;
}

QFont pixelFont(double px, bool bold = false)
{
    QFont f;
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(px))));
    f.setBold(bold);
    // No ligatures: "InfiniBand" stays searchable text in the PDF (docs/BUILD-NOTES.md).
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

// Text in a rect at a pixel size that is exact even under scaling: draw scaled.
void drawText(QPainter *p, const QRectF &r, int flags, const QString &text, double px,
              bool bold = false, const QColor &color = QColor(0x22, 0x2b, 0x36))
{
    p->save();
    p->setFont(pixelFont(px, bold));
    p->setPen(color);
    const QFontMetricsF fm(p->font());
    p->drawText(r, flags, fm.elidedText(text, Qt::ElideRight, r.width()));
    p->restore();
}

QRectF rectAt(QPointF centre, const QRectF &local)
{
    return local.translated(centre);
}

} // namespace

QRectF nodeRect()
{
    return {-kNodeWidth / 2, -kNodeHeight / 2, kNodeWidth, kNodeHeight};
}
QRectF switchRect()
{
    return {-kSwitchWidth / 2, -kSwitchHeight / 2, kSwitchWidth, kSwitchHeight};
}

QColor technologyColor(Technology t)
{
    return t == Technology::InfiniBand ? QColor(0x1f, 0x6f, 0xb2) : QColor(0xc8, 0x6a, 0x12);
}

QColor roleFill(SwitchRole role)
{
    switch (role) {
    case SwitchRole::Leaf:
        return {0xdd, 0xeb, 0xf8};
    case SwitchRole::Spine:
        return {0xe8, 0xdf, 0xf6};
    case SwitchRole::Core:
        return {0xf8, 0xe4, 0xcf};
    case SwitchRole::NvlinkSwitch:
        return {0xe0, 0xf0, 0xd6};
    }
    return Qt::white;
}

QColor selectionColor()
{
    return {0xe0, 0x24, 0x5e};
}
QColor gpuColor()
{
    return {0x6a, 0xa8, 0x1e};
}

// --- DesignIndex --------------------------------------------------------------------

DesignIndex::DesignIndex(const Project &project, const Catalog &catalog)
{
    QHash<Id, const Switch *> switches;
    QHash<Id, const Node *> nodes;
    for (const Fabric &f : project.fabrics)
        m_fabricTech.insert(f.id, f.technology);
    for (const Switch &s : project.switches)
        switches.insert(s.id, &s);
    for (const Node &n : project.nodes)
        nodes.insert(n.id, &n);
    QHash<Id, double> share; // fraction of ports in use
    for (const Link &l : project.links) {
        const Technology tech = fabricTechnology(l.fabricId);
        const Node *na = nodes.value(l.a.objectId);
        const Switch *sa = switches.value(l.a.objectId);
        const Switch *sb = switches.value(l.b.objectId);
        if (na) {
            m_usedNicPorts.insert(key(na->id, l.a.nicIndex, l.a.port));
            if (!m_nodeTech.contains(na->id))
                m_nodeTech.insert(na->id, tech);
        }
        const Id groupA = na ? na->groupId : (sa ? sa->groupId : NoId);
        const int mult = project.multiplicity(groupA);
        for (const Switch *s : {sa, sb}) {
            if (!s)
                continue;
            const SwitchType *t = catalog.switchType(s->switchTypeId);
            const int ports = t ? t->portsAt(l.gbitPerS) : 0;
            PortUse &use = m_ports[s->id];
            const double m = (s == sb && s->groupId == NoId) ? mult : 1.0;
            if (use.total == 0 && ports > 0) {
                use.total = ports;
                use.gbitPerS = l.gbitPerS;
            }
            if (ports > 0)
                share[s->id] += l.bundle * m / ports;
        }
    }
    for (const Switch &s : project.switches) {
        PortUse &use = m_ports[s.id];
        if (use.total == 0) {
            const SwitchType *t = catalog.switchType(s.switchTypeId);
            if (t && !t->modes.empty()) {
                use.total = t->modes.front().ports;
                use.gbitPerS = t->modes.front().gbitPerS;
            }
        }
        use.used = share.value(s.id) * use.total;
    }
}

// --- Looks --------------------------------------------------------------------------

NodeLook nodeLook(const Project &project, const Catalog &catalog, const DesignIndex &index,
                  const Node &node)
{
    Q_UNUSED(project);
    NodeLook look;
    look.name = node.name;
    const NodeTypeSpec *nt = catalog.nodeType(node.nodeTypeId);
    if (nt) {
        look.typeName = nt->name;
        look.gpus = nt->gpuCount;
        look.nics = nt->allNicCount();
        look.rackScaleDomain = nt->nvlinkDomainNodes > 1;
        if (const NicType *nic = catalog.nic(nt->nicTypeId)) {
            const auto mode = nic->modeFor(index.nodeTechnology(node.id));
            look.portsPerNic =
                mode ? mode->ports : (nic->modes.empty() ? 1 : nic->modes.front().port.ports);
        }
    } else {
        look.typeName = node.nodeTypeId;
    }
    look.portsPerNic = std::clamp(look.portsPerNic, 1, 8);
    look.portUsed.resize(static_cast<std::size_t>(look.nics * look.portsPerNic));
    for (int i = 0; i < look.nics; ++i)
        for (int j = 0; j < look.portsPerNic; ++j)
            look.portUsed[static_cast<std::size_t>(i * look.portsPerNic + j)] =
                index.nicPortUsed(node.id, i, j);
    return look;
}

QPointF nicPortPos(const NodeLook &look, int nic, int port)
{
    const int total = std::max(1, look.nics * look.portsPerNic);
    const double w = kNodeWidth - 8.0;
    const int i = nic * look.portsPerNic + port;
    return {-w / 2 + w * (i + 0.5) / total, -kNodeHeight / 2};
}

std::pair<int, int> nicPortAt(const NodeLook &look, QPointF local)
{
    const int total = look.nics * look.portsPerNic;
    if (total <= 0 || std::abs(local.y() + kNodeHeight / 2) > 7.0)
        return {-1, 0};
    const double w = kNodeWidth - 8.0;
    const double spacing = w / total;
    const int i = static_cast<int>(std::floor((local.x() + w / 2) / spacing));
    if (i < 0 || i >= total)
        return {-1, 0};
    return {i / look.portsPerNic, i % look.portsPerNic};
}

SwitchLook switchLook(const Catalog &catalog, const DesignIndex &index, const Switch &sw)
{
    SwitchLook look;
    look.name = sw.name;
    look.role = sw.role;
    look.technology = index.fabricTechnology(sw.fabricId);
    if (const SwitchType *t = catalog.switchType(sw.switchTypeId)) {
        look.typeName = shortTypeName(t->name, t->id);
        look.technology = t->technology;
    } else {
        look.typeName = sw.switchTypeId;
    }
    const auto use = index.switchPorts(sw.id);
    look.usedPorts = use.used;
    look.totalPorts = use.total;
    look.gbitPerS = use.gbitPerS;
    return look;
}

QPointF switchAnchor(QPointF centre, QPointF toward)
{
    const double hw = kSwitchWidth / 2 * 0.82;
    const double dx = std::clamp((toward.x() - centre.x()) * 0.12, -hw, hw);
    const bool up = toward.y() < centre.y();
    return {centre.x() + dx, centre.y() + (up ? -kSwitchHeight / 2 : kSwitchHeight / 2)};
}

QPointF linkEndPoint(const Project &project, const Catalog &catalog, const DesignIndex &index,
                     const LinkEnd &end, QPointF toward)
{
    if (const Node *n = project.node(end.objectId)) {
        const NodeLook look = nodeLook(project, catalog, index, *n);
        return n->pos + nicPortPos(look, std::max(0, end.nicIndex), end.port);
    }
    if (const Switch *s = project.switchById(end.objectId))
        return switchAnchor(s->pos, toward);
    return toward;
}

GroupLook groupLook(const Project &project, const Catalog &catalog, const Group &group)
{
    GroupLook look;
    look.name = group.name;
    look.repeat = group.repeat;
    look.collapsed = group.collapsed;
    QRectF box;
    int nodes = 0;
    long long gpus = 0;
    int switches = 0;
    for (const Node &n : project.nodes) {
        if (n.groupId != group.id)
            continue;
        const QRectF r = rectAt(n.pos, nodeRect());
        box = box.isNull() ? r : box.united(r);
        look.silhouettes.push_back(r);
        ++nodes;
        if (const NodeTypeSpec *nt = catalog.nodeType(n.nodeTypeId))
            gpus += nt->gpuCount;
    }
    for (const Switch &s : project.switches) {
        if (s.groupId != group.id)
            continue;
        const QRectF r = rectAt(s.pos, switchRect());
        box = box.isNull() ? r : box.united(r);
        look.silhouettes.push_back(r);
        ++switches;
    }
    if (box.isNull())
        box = QRectF(group.pos, QSizeF(kSwitchWidth * 2, kSwitchHeight * 2));
    look.frame =
        box.adjusted(-kGroupMargin, -kGroupMargin - kGroupHeader, kGroupMargin, kGroupMargin);
    const QLocale locale;
    // English and Dutch share the one/many plural rule.
    look.summary = (nodes == 1 ? tr("1 node") : tr("%1 nodes").arg(nodes)) + QStringLiteral(" (") +
                   tr("%1 GPUs").arg(locale.toString(gpus)) + QStringLiteral("), ") +
                   (switches == 1 ? tr("1 switch") : tr("%1 switches").arg(switches));
    return look;
}

QRectF domainFrame(const Project &project, const NvlinkDomain &domain)
{
    QRectF box;
    for (Id id : domain.nodeIds) {
        if (const Node *n = project.node(id)) {
            const QRectF r = rectAt(n->pos, nodeRect());
            box = box.isNull() ? r : box.united(r);
        }
    }
    return box.isNull()
               ? box
               : box.adjusted(-kDomainMargin, -kDomainMargin - 12, kDomainMargin, kDomainMargin);
}

// --- Painting -----------------------------------------------------------------------

void drawNode(QPainter *p, const NodeLook &look, double lod, bool selected)
{
    const QRectF r = nodeRect();
    p->save();
    p->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    const QColor border = selected ? selectionColor() : QColor(0x5f, 0x6b, 0x7a);
    QPen pen(border, selected ? 2.4 : 1.1);
    pen.setCosmetic(lod < 0.3);
    p->setPen(pen);
    p->setBrush(QColor(0xfa, 0xfb, 0xfc));
    if (lod < 0.15) {
        p->setBrush(selected ? selectionColor() : QColor(0x9a, 0xa5, 0xb1));
        p->drawRect(r);
        p->restore();
        return;
    }
    p->drawRoundedRect(r, 4, 4);

    // GPUs as a grid inside the in-node NVLink frame.
    const QRectF gpuArea = r.adjusted(6, 11, -6, -17);
    if (look.gpus > 0) {
        const int cols = look.gpus >= 2 ? 2 : 1;
        const int rows = (look.gpus + cols - 1) / cols;
        const double cell = std::min(gpuArea.width() / cols, gpuArea.height() / rows);
        const double gw = cell * cols;
        const double gh = cell * rows;
        const QRectF grid(gpuArea.center().x() - gw / 2, gpuArea.center().y() - gh / 2, gw, gh);
        if (!look.rackScaleDomain && lod >= 0.4) {
            QPen nv(gpuColor().darker(115), 1.0, Qt::SolidLine);
            p->setPen(nv);
            p->setBrush(Qt::NoBrush);
            p->drawRoundedRect(grid.adjusted(-2.5, -2.5, 2.5, 2.5), 3, 3);
        }
        p->setPen(Qt::NoPen);
        p->setBrush(gpuColor());
        for (int i = 0; i < look.gpus; ++i) {
            const int row = i / cols;
            const int col = i % cols;
            p->drawRect(QRectF(grid.left() + col * cell + 1.2, grid.top() + row * cell + 1.2,
                               cell - 2.4, cell - 2.4));
        }
    }
    // NIC ports on the top edge.
    if (lod >= 0.3) {
        const int total = look.nics * look.portsPerNic;
        const double radius = std::min(2.8, (kNodeWidth - 8.0) / std::max(1, total) / 2.4);
        for (int nic = 0; nic < look.nics; ++nic) {
            for (int port = 0; port < look.portsPerNic; ++port) {
                const bool used =
                    look.portUsed[static_cast<std::size_t>(nic * look.portsPerNic + port)];
                p->setPen(QPen(QColor(0x2d, 0x3e, 0x50), 0.9));
                p->setBrush(used ? QColor(0x2d, 0x3e, 0x50) : QColor(Qt::white));
                p->drawEllipse(nicPortPos(look, nic, port), radius, radius);
            }
        }
    }
    if (lod >= 0.45)
        drawText(p, QRectF(r.left() + 2, r.bottom() - 16, r.width() - 4, 14), Qt::AlignCenter,
                 look.name, 8.5);
    p->restore();
}

void drawSwitch(QPainter *p, const SwitchLook &look, double lod, bool selected)
{
    const QRectF r = switchRect();
    p->save();
    p->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    QPen pen(selected ? selectionColor() : technologyColor(look.technology), selected ? 2.6 : 1.5);
    pen.setCosmetic(lod < 0.3);
    p->setPen(pen);
    p->setBrush(roleFill(look.role));
    if (lod < 0.15) {
        p->setBrush(selected ? selectionColor() : technologyColor(look.technology).lighter(140));
        p->drawRect(r);
        p->restore();
        return;
    }
    p->drawRoundedRect(r, 5, 5);
    if (lod >= 0.3) {
        drawText(p, QRectF(r.left() + 6, r.top() + 3, r.width() - 12, 15),
                 Qt::AlignLeft | Qt::AlignVCenter, look.name, 11.5, true);
        drawText(p, QRectF(r.left() + 6, r.top() + 17, r.width() - 12, 12),
                 Qt::AlignLeft | Qt::AlignVCenter, look.typeName, 9.5, false,
                 QColor(0x4a, 0x55, 0x63));
    }
    // Port usage bar: used / total ports at the link speed.
    const QRectF bar(r.left() + 6, r.bottom() - 14, r.width() - 12, 9);
    const double fill = look.totalPorts > 0 ? look.usedPorts / look.totalPorts : 0.0;
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0xff, 0xff, 0xff, 200));
    p->drawRect(bar);
    const bool over = fill > 1.0 + 1e-9;
    p->setBrush(over ? QColor(0xd6, 0x33, 0x33) : QColor(0x4f, 0x9d, 0x69));
    p->drawRect(QRectF(bar.left(), bar.top(), bar.width() * std::min(1.0, fill), bar.height()));
    p->setPen(QPen(QColor(0x7a, 0x86, 0x9a), 0.6));
    p->setBrush(Qt::NoBrush);
    p->drawRect(bar);
    if (lod >= 0.5) {
        const QString text = tr("%1 / %2 ports")
                                 .arg(QLocale().toString(std::ceil(look.usedPorts - 1e-9), 'f', 0))
                                 .arg(look.totalPorts);
        drawText(p, bar, Qt::AlignCenter, text, 7.5, false, QColor(0x1b, 0x22, 0x2c));
    }
    p->restore();
}

void drawLink(QPainter *p, const LinkLook &look, double lod, bool selected)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    QColor c = selected ? selectionColor() : technologyColor(look.technology);
    if (!selected)
        c.setAlpha(look.aggregate ? 200 : 150);
    const double width =
        selected ? 2.4 : (look.aggregate ? 2.2 : 0.9 + std::min(look.bundle, 8) * 0.22);
    QPen pen(c, width);
    pen.setCosmetic(lod < 0.3);
    if (look.aggregate)
        pen.setStyle(Qt::SolidLine);
    p->setPen(pen);
    p->drawLine(look.from, look.to);
    if ((look.bundle > 1 || look.aggregate) && lod >= 0.45) {
        const QPointF mid = (look.from + look.to) / 2;
        const QString text = QStringLiteral("\u00d7%1").arg(look.bundle);
        const QFont f = pixelFont(9, true);
        const QFontMetricsF fm(f);
        const QRectF box(mid.x() - fm.horizontalAdvance(text) / 2 - 3, mid.y() - 7,
                         fm.horizontalAdvance(text) + 6, 14);
        p->setPen(QPen(c, 0.8));
        p->setBrush(Qt::white);
        p->drawRoundedRect(box, 3, 3);
        drawText(p, box, Qt::AlignCenter, text, 9, true, c.darker(130));
    }
    p->restore();
}

QString collapsedLabel(const GroupLook &look)
{
    return tr("%1 \u00d7 %2").arg(look.name).arg(look.repeat);
}

double collapsedLabelSize(const GroupLook &look, double lod)
{
    const QRectF body = look.frame.adjusted(12, kGroupHeader + 8, -12, -8);
    const double base = std::clamp(body.height() / 5, 14.0, 40.0);
    const double onScreen = 16.0 / std::max(lod, 1e-6); // 16 px at this zoom
    double px = std::max(base, std::min(onScreen, body.height() / 2.5));
    const double width =
        QFontMetricsF(pixelFont(px, true)).horizontalAdvance(collapsedLabel(look)) + px;
    if (width > body.width() * 0.9)
        px = std::max(base, px * body.width() * 0.9 / width);
    return px;
}

void drawGroup(QPainter *p, const GroupLook &look, double lod, bool selected)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    const QRectF r = look.frame;
    const QColor border = selected ? selectionColor() : QColor(0x6b, 0x77, 0x8c);
    QPen pen(border, selected ? 2.4 : 1.3, look.collapsed ? Qt::SolidLine : Qt::DashLine);
    pen.setCosmetic(lod < 0.3);
    p->setPen(pen);
    p->setBrush(look.collapsed ? QColor(0xee, 0xf1, 0xf5) : QColor(0xee, 0xf1, 0xf5, 90));
    p->drawRoundedRect(r, 8, 8);
    if (look.collapsed) {
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0xd5, 0xdc, 0xe4));
        for (const QRectF &s : look.silhouettes)
            p->drawRect(s);
    }
    // Header: toggle box, name, "x N" badge.
    const QRectF header(r.left(), r.top(), r.width(), kGroupHeader);
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0xdf, 0xe5, 0xec));
    QPainterPath hp;
    hp.addRoundedRect(header, 8, 8);
    hp.addRect(header.adjusted(0, 8, 0, 0));
    p->drawPath(hp.simplified());
    if (lod >= 0.12) {
        const QRectF toggle(header.left() + 8, header.top() + 7, 20, 20);
        p->setPen(QPen(QColor(0x4a, 0x55, 0x63), 1.0));
        p->setBrush(Qt::white);
        p->drawRect(toggle);
        p->drawLine(QPointF(toggle.left() + 4, toggle.center().y()),
                    QPointF(toggle.right() - 4, toggle.center().y()));
        if (look.collapsed)
            p->drawLine(QPointF(toggle.center().x(), toggle.top() + 4),
                        QPointF(toggle.center().x(), toggle.bottom() - 4));
        const QString badge = QStringLiteral("\u00d7 %1").arg(look.repeat);
        const QFont bf = pixelFont(18, true);
        const double bw = QFontMetricsF(bf).horizontalAdvance(badge) + 18;
        const QRectF badgeRect(header.right() - bw - 8, header.top() + 5, bw, 24);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0x3b, 0x4a, 0x5e));
        p->drawRoundedRect(badgeRect, 12, 12);
        drawText(p, badgeRect, Qt::AlignCenter, badge, 18, true, Qt::white);
        drawText(p,
                 QRectF(toggle.right() + 8, header.top(), badgeRect.left() - toggle.right() - 16,
                        header.height()),
                 Qt::AlignLeft | Qt::AlignVCenter,
                 look.name + QStringLiteral("  \u2014  ") + look.summary, 13, true);
    }
    if (look.collapsed && lod * collapsedLabelSize(look, lod) >= 2.0) {
        const QRectF body = r.adjusted(12, kGroupHeader + 8, -12, -8);
        const double px = collapsedLabelSize(look, lod);
        QRectF textBox(body.center().x() - body.width() / 2, body.center().y() - px, body.width(),
                       px * 2.2);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0xff, 0xff, 0xff, 210));
        const QFont f = pixelFont(px, true);
        const QString text = collapsedLabel(look);
        const double tw = QFontMetricsF(f).horizontalAdvance(text) + px;
        p->drawRoundedRect(
            QRectF(textBox.center().x() - tw / 2, textBox.top(), tw, textBox.height()), 6, 6);
        drawText(p, textBox, Qt::AlignCenter, text, px, true, QColor(0x2a, 0x33, 0x40));
    }
    p->restore();
}

void drawDomain(QPainter *p, const QRectF &frame, const QString &label, double lod)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    QPen pen(gpuColor().darker(120), 1.4, Qt::DotLine);
    pen.setCosmetic(lod < 0.3);
    p->setPen(pen);
    p->setBrush(QColor(0x6a, 0xa8, 0x1e, 18));
    p->drawRoundedRect(frame, 6, 6);
    if (lod >= 0.4)
        drawText(p, QRectF(frame.left() + 6, frame.top() + 1, frame.width() - 12, 12),
                 Qt::AlignLeft | Qt::AlignVCenter, label, 9, true, gpuColor().darker(150));
    p->restore();
}

namespace {
constexpr double kLegendRow = 20.0;
constexpr double kLegendSymbol = 42.0; // symbol and gap before the label
constexpr int kLegendEntries = 9;

QStringList legendLabels()
{
    return {tr("GPU (NVLink frame)"),
            tr("NIC port: linked, free"),
            tr("Leaf switch"),
            tr("Spine switch"),
            tr("Core switch"),
            tr("InfiniBand link"),
            tr("Ethernet link"),
            tr("Group, repeated \u00d7 N"),
            tr("Rack-scale NVLink domain")};
}

// Column widths for `columns` columns, entries placed row by row.
std::vector<double> legendColumns(int columns)
{
    const QFontMetricsF fm(pixelFont(11));
    const QStringList labels = legendLabels();
    std::vector<double> widths(static_cast<std::size_t>(columns), 0.0);
    for (int i = 0; i < labels.size(); ++i) {
        double &w = widths[static_cast<std::size_t>(i % columns)];
        w = std::max(w, kLegendSymbol + fm.horizontalAdvance(labels[i]) + 16);
    }
    return widths;
}
} // namespace

QSizeF legendSize(int columns)
{
    columns = std::clamp(columns, 1, kLegendEntries);
    const int rows = (kLegendEntries + columns - 1) / columns;
    double width = 0;
    for (double w : legendColumns(columns))
        width += w;
    return {width + 12, rows * kLegendRow + 12};
}

QSizeF drawLegend(QPainter *p, QPointF topLeft, int columns)
{
    columns = std::clamp(columns, 1, kLegendEntries);
    const QSizeF size = legendSize(columns);
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    const QRectF box(topLeft, size);
    p->setPen(QPen(QColor(0xb8, 0xc2, 0xcc), 1));
    p->setBrush(QColor(0xff, 0xff, 0xff, 235));
    p->drawRoundedRect(box, 6, 6);
    const std::vector<double> widths = legendColumns(columns);
    int entry = 0;
    double sx = 0;
    double y = 0;
    // Places the next entry; the symbol is drawn at (sx, y) .. (sx + 34, y + row).
    auto next = [&] {
        sx = box.left() + 10;
        for (int c = 0; c < entry % columns; ++c)
            sx += widths[static_cast<std::size_t>(c)];
        y = box.top() + 6 + (entry / columns) * kLegendRow;
    };
    auto label = [&](const QString &text) {
        drawText(p,
                 QRectF(sx + kLegendSymbol, y,
                        widths[static_cast<std::size_t>(entry % columns)] - kLegendSymbol,
                        kLegendRow),
                 Qt::AlignLeft | Qt::AlignVCenter, text, 11);
        ++entry;
    };
    next();
    p->setPen(Qt::NoPen);
    p->setBrush(gpuColor());
    p->drawRect(QRectF(sx + 12, y + 5, 10, 10));
    label(tr("GPU (NVLink frame)"));
    next();
    p->setPen(QPen(QColor(0x2d, 0x3e, 0x50), 1));
    p->setBrush(QColor(0x2d, 0x3e, 0x50));
    p->drawEllipse(QPointF(sx + 10, y + kLegendRow / 2), 3.5, 3.5);
    p->setBrush(Qt::white);
    p->drawEllipse(QPointF(sx + 24, y + kLegendRow / 2), 3.5, 3.5);
    label(tr("NIC port: linked, free"));
    const std::pair<SwitchRole, QString> roles[] = {{SwitchRole::Leaf, tr("Leaf switch")},
                                                    {SwitchRole::Spine, tr("Spine switch")},
                                                    {SwitchRole::Core, tr("Core switch")}};
    for (const auto &[role, text] : roles) {
        next();
        p->setPen(QPen(QColor(0x6b, 0x77, 0x8c), 1));
        p->setBrush(roleFill(role));
        p->drawRoundedRect(QRectF(sx, y + 3, 34, 14), 3, 3);
        label(text);
    }
    for (Technology t : {Technology::InfiniBand, Technology::Ethernet}) {
        next();
        p->setPen(QPen(technologyColor(t), 2.2));
        p->drawLine(QPointF(sx, y + kLegendRow / 2), QPointF(sx + 34, y + kLegendRow / 2));
        label(t == Technology::InfiniBand ? tr("InfiniBand link") : tr("Ethernet link"));
    }
    next();
    p->setPen(QPen(QColor(0x6b, 0x77, 0x8c), 1.2, Qt::DashLine));
    p->setBrush(Qt::NoBrush);
    p->drawRoundedRect(QRectF(sx, y + 3, 34, 14), 3, 3);
    label(tr("Group, repeated \u00d7 N"));
    next();
    p->setPen(QPen(gpuColor().darker(120), 1.4, Qt::DotLine));
    p->drawRoundedRect(QRectF(sx, y + 3, 34, 14), 3, 3);
    label(tr("Rack-scale NVLink domain"));
    p->restore();
    return size;
}

std::vector<TargetsLook> storageTargetsLooks(const Project &project)
{
    std::vector<TargetsLook> out;
    for (const StorageTargets &t : storageTargets(project)) {
        const Switch *last = nullptr;
        for (Id id : t.switches)
            if (const Switch *s = project.switchById(id);
                s && (!last || s->pos.x() > last->pos.x()))
                last = s;
        if (!last)
            continue;
        TargetsLook look;
        const QRectF sw = rectAt(last->pos, switchRect());
        look.box = QRectF(sw.right() + 80.0, last->pos.y() - 38.0, 320.0, 76.0);
        look.from = QPointF(sw.right(), last->pos.y());
        look.to = QPointF(look.box.left(), last->pos.y());
        look.title = tr("Storage targets");
        look.detail = tr("%1 ports of %2 Gb/s on the top tier (%3 switches)")
                          .arg(QLocale().toString(t.ports), QLocale().toString(t.gbitPerS, 'f', 0),
                               QLocale().toString(qlonglong(t.switches.size())));
        look.note = tr("kept for them; not objects of the design");
        out.push_back(std::move(look));
    }
    return out;
}

void drawStorageTargets(QPainter *p, const TargetsLook &look, double lod)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    QPen line(QColor(0x6b, 0x76, 0x85), 2.0, Qt::DashLine);
    line.setCosmetic(lod < 0.3);
    p->setPen(line);
    p->drawLine(look.from, look.to);
    p->setBrush(QColor(0xf4, 0xf6, 0xf9));
    p->drawRoundedRect(look.box, 8, 8);
    if (lod >= 0.12) {
        const QRectF inner = look.box.adjusted(10, 6, -10, -6);
        drawText(p, QRectF(inner.left(), inner.top(), inner.width(), 20),
                 Qt::AlignLeft | Qt::AlignVCenter, look.title, 14, true);
        const QColor muted(0x4a, 0x55, 0x63);
        drawText(p, QRectF(inner.left(), inner.top() + 22, inner.width(), 18),
                 Qt::AlignLeft | Qt::AlignVCenter, look.detail, 11, false, muted);
        drawText(p, QRectF(inner.left(), inner.top() + 42, inner.width(), 18),
                 Qt::AlignLeft | Qt::AlignVCenter, look.note, 11, false, muted);
    }
    p->restore();
}

QRectF designBounds(const Project &project, const Catalog &catalog)
{
    QRectF box;
    auto unite = [&box](const QRectF &r) { box = box.isNull() ? r : box.united(r); };
    for (const Node &n : project.nodes)
        unite(rectAt(n.pos, nodeRect()));
    for (const Switch &s : project.switches)
        unite(rectAt(s.pos, switchRect()));
    for (const Group &g : project.groups)
        unite(groupLook(project, catalog, g).frame);
    for (const TargetsLook &t : storageTargetsLooks(project))
        unite(t.box);
    return box;
}

namespace {

// drawDesign()'s links: each link with a visible end, and for links from members of a
// collapsed group one aggregate link per (group, outside switch).
void drawDesignLinks(QPainter *p, const Project &project, const Catalog &catalog,
                     const DesignIndex &index, const QSet<Id> &hidden, const QHash<Id, Id> &groupOf,
                     double scale)
{
    QHash<QPair<Id, Id>, int> aggregate; // (group, outside switch) -> links
    for (const Link &l : project.links) {
        const bool ha = hidden.contains(l.a.objectId);
        const bool hb = hidden.contains(l.b.objectId);
        if (ha && hb)
            continue;
        const Technology tech = index.fabricTechnology(l.fabricId);
        if (ha) {
            aggregate[qMakePair(groupOf.value(l.a.objectId), l.b.objectId)] += l.bundle;
            continue;
        }
        const Switch *sb = project.switchById(l.b.objectId);
        const Node *na = project.node(l.a.objectId);
        const Switch *sa = project.switchById(l.a.objectId);
        const QPointF pa = na ? QPointF(na->pos) : (sa ? QPointF(sa->pos) : QPointF());
        const QPointF pb = sb ? QPointF(sb->pos) : QPointF();
        LinkLook look;
        look.from = linkEndPoint(project, catalog, index, l.a, pb);
        look.to = linkEndPoint(project, catalog, index, l.b, pa);
        look.bundle = l.bundle;
        look.gbitPerS = l.gbitPerS;
        look.technology = tech;
        drawLink(p, look, scale, false);
    }
    for (auto it = aggregate.cbegin(); it != aggregate.cend(); ++it) {
        const Group *g = project.group(it.key().first);
        const Switch *sb = project.switchById(it.key().second);
        if (!g || !sb)
            continue;
        const QRectF frame = groupLook(project, catalog, *g).frame;
        LinkLook look;
        look.from =
            QPointF(std::clamp(sb->pos.x(), frame.left() + 20, frame.right() - 20), frame.top());
        look.to = switchAnchor(sb->pos, look.from);
        look.bundle = it.value();
        look.technology = index.fabricTechnology(sb->fabricId);
        look.aggregate = true;
        drawLink(p, look, scale, false);
    }
}

// drawDesign()'s nodes and switches, but those inside collapsed groups.
void drawDesignObjects(QPainter *p, const Project &project, const Catalog &catalog,
                       const DesignIndex &index, const QSet<Id> &hidden, double scale)
{
    for (const Node &n : project.nodes) {
        if (hidden.contains(n.id))
            continue;
        p->save();
        p->translate(n.pos);
        drawNode(p, nodeLook(project, catalog, index, n), scale, false);
        p->restore();
    }
    for (const Switch &s : project.switches) {
        if (hidden.contains(s.id))
            continue;
        p->save();
        p->translate(s.pos);
        drawSwitch(p, switchLook(catalog, index, s), scale, false);
        p->restore();
    }
}

} // namespace

void drawDesign(QPainter *p, const Project &project, const Catalog &catalog, const QRectF &target)
{
    const QRectF bounds = designBounds(project, catalog).adjusted(-20, -20, 20, 20);
    if (bounds.isEmpty() || target.isEmpty())
        return;
    const double scale =
        std::min(target.width() / bounds.width(), target.height() / bounds.height());
    p->save();
    p->translate(target.center());
    p->scale(scale, scale);
    p->translate(-bounds.center());
    const DesignIndex index(project, catalog);
    QSet<Id> hidden; // members of collapsed groups
    QHash<Id, Id> groupOf;
    for (const Group &g : project.groups) {
        const GroupLook look = groupLook(project, catalog, g);
        drawGroup(p, look, scale, false);
    }
    for (const Node &n : project.nodes) {
        groupOf.insert(n.id, n.groupId);
        if (const Group *g = project.group(n.groupId); g && g->collapsed)
            hidden.insert(n.id);
    }
    for (const Switch &s : project.switches) {
        groupOf.insert(s.id, s.groupId);
        if (const Group *g = project.group(s.groupId); g && g->collapsed)
            hidden.insert(s.id);
    }
    for (const NvlinkDomain &d : project.nvlinkDomains) {
        if (const Group *g = project.group(d.groupId); g && g->collapsed)
            continue;
        drawDomain(p, domainFrame(project, d), d.name, scale);
    }
    drawDesignLinks(p, project, catalog, index, hidden, groupOf, scale);
    for (const TargetsLook &t : storageTargetsLooks(project))
        drawStorageTargets(p, t, scale);
    drawDesignObjects(p, project, catalog, index, hidden, scale);
    p->restore();
}

} // namespace fp::render
