// SPDX-License-Identifier: GPL-3.0-or-later
#include "canvas/canvasitems.h"

#include "canvas/canvasscene.h"
#include "model/labels.h"
#include "model/tr.h"
#include "text/i18n.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

namespace fp {

namespace {

QString objectName(const Project &p, Id id)
{
    if (const Node *n = p.node(id))
        return n->name;
    if (const Switch *s = p.switchById(id))
        return s->name;
    return QString::number(id);
}
} // namespace

CanvasItem::CanvasItem(FabricScene *scene, Id id)
    : m_scene(scene)
    , m_id(id)
{
}

double CanvasItem::lodOf(const QPainter *painter)
{
    return QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
}

// --- Node ---------------------------------------------------------------------------

NodeItem::NodeItem(FabricScene *scene, Id id)
    : CanvasItem(scene, id)
{
    setFlag(ItemIsSelectable);
    setZValue(10);
}

QRectF NodeItem::boundingRect() const
{
    return render::nodeRect().adjusted(-4, -4, 4, 4);
}

void NodeItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::drawNode(p, m_look, lodOf(p), isSelected());
}

void NodeItem::sync()
{
    const Node *n = m_scene->project().node(m_id);
    if (!n)
        return;
    setPos(n->pos);
    m_look = render::nodeLook(m_scene->project(), m_scene->catalog(), m_scene->index(), *n);
    int used = 0;
    for (bool u : m_look.portUsed)
        used += u ? 1 : 0;
    setToolTip(QStringLiteral("<b>%1</b><br>%2<br>%3<br>%4")
                   .arg(n->name.toHtmlEscaped(), m_look.typeName.toHtmlEscaped(),
                        tr("%1 GPUs, %2 NICs").arg(m_look.gpus).arg(m_look.nics),
                        tr("%1 of %2 NIC ports linked; drag from a free port to a switch to "
                           "link it.")
                            .arg(used)
                            .arg(m_look.portUsed.size())));
    update();
}

std::pair<int, int> NodeItem::portAt(QPointF scenePos) const
{
    return render::nicPortAt(m_look, mapFromScene(scenePos));
}

// --- Switch -------------------------------------------------------------------------

SwitchItem::SwitchItem(FabricScene *scene, Id id)
    : CanvasItem(scene, id)
{
    setFlag(ItemIsSelectable);
    setZValue(10);
}

QRectF SwitchItem::boundingRect() const
{
    return render::switchRect().adjusted(-3, -3, 3, 3);
}

void SwitchItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::drawSwitch(p, m_look, lodOf(p), isSelected());
}

void SwitchItem::sync()
{
    const Switch *s = m_scene->project().switchById(m_id);
    if (!s)
        return;
    setPos(s->pos);
    m_look = render::switchLook(m_scene->catalog(), m_scene->index(), *s);
    const SwitchType *t = m_scene->catalog().switchType(s->switchTypeId);
    setToolTip(QStringLiteral("<b>%1</b><br>%2<br>%3<br>%4")
                   .arg(s->name.toHtmlEscaped(), (t ? t->name : s->switchTypeId).toHtmlEscaped(),
                        tr("Role: %1, tier %2").arg(roleWord(s->role)).arg(s->tier + 1),
                        tr("%1 of %2 ports at %3 Gb/s in use; drag from the port bar to "
                           "another switch to link them.")
                            .arg(formatNumber(std::ceil(m_look.usedPorts - 1e-9), 0))
                            .arg(m_look.totalPorts)
                            .arg(formatNumber(m_look.gbitPerS, 0))));
    update();
}

bool SwitchItem::onPortBar(QPointF scenePos) const
{
    const QPointF local = mapFromScene(scenePos);
    const QRectF r = render::switchRect();
    return local.y() > r.bottom() - 16 && local.y() <= r.bottom() + 2 &&
           std::abs(local.x()) <= r.width() / 2;
}

// --- Link ---------------------------------------------------------------------------

LinkItem::LinkItem(FabricScene *scene, Id id)
    : CanvasItem(scene, id)
{
    setFlag(ItemIsSelectable);
    setZValue(0);
}

QRectF LinkItem::boundingRect() const
{
    return QRectF(m_look.from, m_look.to).normalized().adjusted(-14, -10, 14, 10);
}

QPainterPath LinkItem::shape() const
{
    QPainterPath path(m_look.from);
    path.lineTo(m_look.to);
    QPainterPathStroker stroker;
    stroker.setWidth(7);
    return stroker.createStroke(path);
}

void LinkItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::drawLink(p, m_look, lodOf(p), isSelected());
}

void LinkItem::sync()
{
    const Project &project = m_scene->project();
    const Link *l = project.link(m_id);
    if (!l)
        return;
    prepareGeometryChange();
    m_a = l->a.objectId;
    m_b = l->b.objectId;
    const QPointF pa = m_scene->objectPos(m_a);
    const QPointF pb = m_scene->objectPos(m_b);
    m_look.from = render::linkEndPoint(project, m_scene->catalog(), m_scene->index(), l->a, pb);
    m_look.to = render::linkEndPoint(project, m_scene->catalog(), m_scene->index(), l->b, pa);
    m_look.bundle = l->bundle;
    m_look.gbitPerS = l->gbitPerS;
    m_look.technology = m_scene->index().fabricTechnology(l->fabricId);
    QString from = objectName(project, m_a);
    if (l->a.nicIndex >= 0)
        from = tr("%1, NIC %2 port %3").arg(from).arg(l->a.nicIndex + 1).arg(l->a.port + 1);
    const CableType *cable = m_scene->catalog().cable(l->cableTypeId);
    setToolTip(
        QStringLiteral("<b>%1 \u2192 %2</b><br>%3<br>%4")
            .arg(from.toHtmlEscaped(), objectName(project, m_b).toHtmlEscaped(),
                 tr("%1 \u00d7 %2 Gb/s").arg(l->bundle).arg(formatNumber(l->gbitPerS, 0)),
                 cable ? cable->name.toHtmlEscaped() : tr("Cable chosen by length and speed")));
    update();
}

// --- Group --------------------------------------------------------------------------

GroupItem::GroupItem(FabricScene *scene, Id id)
    : CanvasItem(scene, id)
{
    setFlag(ItemIsSelectable);
}

QRectF GroupItem::boundingRect() const
{
    return m_look.frame.adjusted(-3, -3, 3, 3);
}

QPainterPath GroupItem::shape() const
{
    QPainterPath path;
    if (m_look.collapsed) {
        path.addRect(m_look.frame);
        return path;
    }
    // Expanded: the header and the border, so clicks inside reach the members or
    // start a rubber band.
    path.addRect(
        QRectF(m_look.frame.topLeft(), QSizeF(m_look.frame.width(), render::kGroupHeader)));
    QPainterPath outline;
    outline.addRect(m_look.frame);
    QPainterPathStroker stroker;
    stroker.setWidth(10);
    return path.united(stroker.createStroke(outline));
}

void GroupItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::drawGroup(p, m_look, lodOf(p), isSelected());
}

void GroupItem::sync()
{
    const Group *g = m_scene->project().group(m_id);
    if (!g)
        return;
    prepareGeometryChange();
    m_look = render::groupLook(m_scene->project(), m_scene->catalog(), *g);
    setZValue(m_look.collapsed ? 5 : -10);
    setToolTip(QStringLiteral("<b>%1 \u00d7 %2</b><br>%3<br>%4")
                   .arg(g->name.toHtmlEscaped())
                   .arg(g->repeat)
                   .arg(m_look.summary.toHtmlEscaped(),
                        m_look.collapsed ? tr("Double-click or use the + box to expand.")
                                         : tr("Double-click or use the \u2212 box to collapse.")));
    update();
}

QRectF GroupItem::toggleRect() const
{
    return QRectF(m_look.frame.left() + 8, m_look.frame.top() + 7, 20, 20).adjusted(-3, -3, 3, 3);
}

// --- NVLink domain ------------------------------------------------------------------

DomainItem::DomainItem(FabricScene *scene, Id id)
    : CanvasItem(scene, id)
{
    setZValue(-5);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF DomainItem::boundingRect() const
{
    return m_frame.adjusted(-2, -2, 2, 2);
}

void DomainItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_frame.isNull())
        render::drawDomain(p, m_frame, m_label, lodOf(p));
}

void DomainItem::sync()
{
    const Project &project = m_scene->project();
    const auto it = std::find_if(project.nvlinkDomains.begin(), project.nvlinkDomains.end(),
                                 [this](const NvlinkDomain &d) { return d.id == m_id; });
    if (it == project.nvlinkDomains.end())
        return;
    prepareGeometryChange();
    m_frame = render::domainFrame(project, *it);
    int gpus = 0;
    for (Id n : it->nodeIds) {
        if (const Node *node = project.node(n))
            if (const NodeTypeSpec *nt = m_scene->catalog().nodeType(node->nodeTypeId))
                gpus += nt->gpuCount;
    }
    m_label = tr("%1 \u00b7 %2 GPUs").arg(it->name).arg(gpus);
    update();
}

// --- Group links --------------------------------------------------------------------

GroupLinkItem::GroupLinkItem(const render::LinkLook &look)
    : m_look(look)
{
    setZValue(1);
    setAcceptedMouseButtons(Qt::NoButton);
    setToolTip(look.bundle == 1 ? tr("1 link per group copy to this switch")
                                : tr("%1 links per group copy to this switch").arg(look.bundle));
}

QRectF GroupLinkItem::boundingRect() const
{
    return QRectF(m_look.from, m_look.to).normalized().adjusted(-16, -10, 16, 10);
}

void GroupLinkItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::drawLink(p, m_look,
                     QStyleOptionGraphicsItem::levelOfDetailFromTransform(p->worldTransform()),
                     false);
}

StorageTargetsItem::StorageTargetsItem(const render::TargetsLook &look)
    : m_look(look)
{
    setZValue(6); // over a collapsed group (5), whose frame may span the storage spines
    setAcceptedMouseButtons(Qt::NoButton);
    setToolTip(look.title + QStringLiteral(": ") + look.detail + QStringLiteral(", ") + look.note);
}

QRectF StorageTargetsItem::boundingRect() const
{
    return m_look.box.united(QRectF(m_look.from, m_look.to).normalized()).adjusted(-4, -4, 4, 4);
}

void StorageTargetsItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    render::drawStorageTargets(
        p, m_look, QStyleOptionGraphicsItem::levelOfDetailFromTransform(p->worldTransform()));
}

} // namespace fp
