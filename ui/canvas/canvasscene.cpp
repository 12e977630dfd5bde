// SPDX-License-Identifier: GPL-3.0-or-later
#include "canvas/canvasscene.h"

#include "canvas/canvasitems.h"
#include "edit/editcommands.h"

#include <QAction>
#include <QCursor>
#include <QGraphicsLineItem>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMenu>
#include <QMimeData>
#include <QSet>

#include <cmath>

namespace fp {

namespace {
double snap(double v)
{
    return std::round(v / render::kGrid) * render::kGrid;
}
} // namespace

FabricScene::FabricScene(ProjectDocument *document, QObject *parent)
    : QGraphicsScene(parent)
    , m_doc(document)
{
    setBackgroundBrush(QColor(0xf7, 0xf8, 0xfa));
    connect(m_doc, &ProjectDocument::projectReset, this, &FabricScene::rebuild);
    connect(m_doc, &ProjectDocument::objectsAdded, this, &FabricScene::onAdded);
    connect(m_doc, &ProjectDocument::objectsAboutToBeRemoved, this,
            &FabricScene::onAboutToBeRemoved);
    connect(m_doc, &ProjectDocument::objectsRemoved, this, &FabricScene::onRemoved);
    connect(m_doc, &ProjectDocument::changed, this, &FabricScene::onChanged);
    connect(this, &QGraphicsScene::selectionChanged, this,
            [this] { emit selectionIdsChanged(selectedIds()); });
    rebuild();
}

FabricScene::~FabricScene()
{
    // Items go with the scene; nothing refers back to them.
    blockSignals(true);
}

QPointF FabricScene::objectPos(Id id) const
{
    if (const Node *n = project().node(id))
        return n->pos;
    if (const Switch *s = project().switchById(id))
        return s->pos;
    return {};
}

// --- Building -----------------------------------------------------------------------

CanvasItem *FabricScene::createItem(Id id)
{
    CanvasItem *item = nullptr;
    switch (objectKind(project(), id)) {
    case ObjectKind::Node:
        item = new NodeItem(this, id);
        break;
    case ObjectKind::Switch:
        item = new SwitchItem(this, id);
        break;
    case ObjectKind::Link:
        item = new LinkItem(this, id);
        break;
    case ObjectKind::Group:
        item = new GroupItem(this, id);
        break;
    case ObjectKind::NvlinkDomain:
        item = new DomainItem(this, id);
        break;
    case ObjectKind::None:
    case ObjectKind::Fabric:
        return nullptr;
    }
    addItem(item);
    m_items.insert(id, item);
    return item;
}

void FabricScene::rebuild()
{
    const QSignalBlocker block(this);
    for (GroupLinkItem *g : m_groupLinks)
        delete g;
    m_groupLinks.clear();
    for (StorageTargetsItem *t : m_storageTargets)
        delete t;
    m_storageTargets.clear();
    for (CanvasItem *item : std::as_const(m_items))
        delete item;
    m_items.clear();
    const Project &p = project();
    m_index = render::DesignIndex(p, catalog());
    for (const Group &g : p.groups)
        createItem(g.id);
    for (const NvlinkDomain &d : p.nvlinkDomains)
        createItem(d.id);
    for (const Node &n : p.nodes)
        createItem(n.id);
    for (const Switch &s : p.switches)
        createItem(s.id);
    for (const Link &l : p.links)
        createItem(l.id);
    for (CanvasItem *item : std::as_const(m_items))
        item->sync();
    updateVisibility();
    rebuildOverlays();
    const QRectF bounds = itemsBoundingRect();
    setSceneRect(bounds.adjusted(-2000, -2000, 2000, 2000));
    blockSignals(false);
    emit selectionIdsChanged({});
}

void FabricScene::resync()
{
    for (CanvasItem *item : std::as_const(m_items))
        item->sync();
    rebuildOverlays();
}

void FabricScene::onAdded(const IdList &ids)
{
    for (Id id : ids) {
        if (!m_items.contains(id))
            createItem(id);
    }
    refreshDerived();
    const QRectF bounds = itemsBoundingRect().adjusted(-2000, -2000, 2000, 2000);
    if (!sceneRect().contains(bounds))
        setSceneRect(sceneRect().united(bounds));
}

void FabricScene::onAboutToBeRemoved(const IdList &ids)
{
    // End gestures that refer to objects about to go.
    if (m_gesture != Gesture::None) {
        m_gesture = Gesture::None;
        delete m_linkLine;
        m_linkLine = nullptr;
    }
    const QSignalBlocker block(this);
    for (Id id : ids) {
        if (CanvasItem *item = m_items.take(id))
            delete item;
    }
}

void FabricScene::onRemoved(const IdList &ids)
{
    Q_UNUSED(ids);
    refreshDerived();
    emit selectionIdsChanged(selectedIds());
}

void FabricScene::refreshDerived()
{
    m_index = render::DesignIndex(project(), catalog());
    for (CanvasItem *item : std::as_const(m_items))
        item->sync();
    updateVisibility();
    rebuildOverlays();
}

void FabricScene::onChanged(const ChangeEvent &event)
{
    if (event.kind != ChangeEvent::Kind::Objects)
        return;
    if (event.properties == ChangeEvent::Position) {
        syncAfterMove(event.ids);
        return;
    }
    // Names and cables change one item; anything that changes port use, types or
    // visibility changes its neighbours too.
    const auto local = ChangeEvent::Name | ChangeEvent::Cable | ChangeEvent::Length;
    if ((event.properties & ~local) == 0) {
        for (Id id : event.ids) {
            if (CanvasItem *item = m_items.value(id))
                item->sync();
        }
        return;
    }
    refreshDerived();
}

void FabricScene::syncAfterMove(const IdList &ids)
{
    const QSet<Id> moved(ids.begin(), ids.end());
    QSet<Id> groups;
    for (Id id : ids) {
        if (CanvasItem *item = m_items.value(id))
            item->sync();
        if (const Node *n = project().node(id))
            groups.insert(n->groupId);
        else if (const Switch *s = project().switchById(id))
            groups.insert(s->groupId);
    }
    for (const Link &l : project().links) {
        if (moved.contains(l.a.objectId) || moved.contains(l.b.objectId)) {
            if (CanvasItem *item = m_items.value(l.id))
                item->sync();
        }
    }
    for (const NvlinkDomain &d : project().nvlinkDomains) {
        if (std::any_of(d.nodeIds.begin(), d.nodeIds.end(),
                        [&moved](Id n) { return moved.contains(n); })) {
            if (CanvasItem *item = m_items.value(d.id))
                item->sync();
        }
    }
    groups.remove(NoId);
    for (Id g : std::as_const(groups)) {
        if (CanvasItem *item = m_items.value(g))
            item->sync();
    }
    rebuildOverlays();
}

void FabricScene::updateVisibility()
{
    const Project &p = project();
    QSet<Id> collapsed;
    for (const Group &g : p.groups) {
        if (g.collapsed)
            collapsed.insert(g.id);
    }
    QSet<Id> hidden;
    for (const Node &n : p.nodes) {
        if (collapsed.contains(n.groupId))
            hidden.insert(n.id);
    }
    for (const Switch &s : p.switches) {
        if (collapsed.contains(s.groupId))
            hidden.insert(s.id);
    }
    for (CanvasItem *item : std::as_const(m_items)) {
        bool visible = true;
        switch (CanvasItemType(item->type())) {
        case CanvasItemType::Node:
        case CanvasItemType::Switch:
            visible = !hidden.contains(item->id());
            break;
        case CanvasItemType::Link: {
            auto *link = static_cast<LinkItem *>(item);
            visible = !hidden.contains(link->endA()) && !hidden.contains(link->endB());
            break;
        }
        case CanvasItemType::Domain: {
            const auto it =
                std::find_if(p.nvlinkDomains.begin(), p.nvlinkDomains.end(),
                             [item](const NvlinkDomain &d) { return d.id == item->id(); });
            visible = it != p.nvlinkDomains.end() && !collapsed.contains(it->groupId);
            break;
        }
        case CanvasItemType::Group:
        case CanvasItemType::GroupLink:
        case CanvasItemType::StorageTargets:
            break;
        }
        if (item->isVisible() != visible)
            item->setVisible(visible);
    }
}

void FabricScene::rebuildStorageTargets()
{
    for (StorageTargetsItem *t : m_storageTargets)
        delete t;
    m_storageTargets.clear();
    for (const render::TargetsLook &look : render::storageTargetsLooks(project())) {
        auto *item = new StorageTargetsItem(look);
        addItem(item);
        m_storageTargets.push_back(item);
    }
}

void FabricScene::rebuildGroupLinks()
{
    for (GroupLinkItem *g : m_groupLinks)
        delete g;
    m_groupLinks.clear();
    const Project &p = project();
    QHash<Id, Id> collapsedGroupOf; // member -> its collapsed group
    for (const Group &g : p.groups) {
        if (!g.collapsed)
            continue;
        for (const Node &n : p.nodes) {
            if (n.groupId == g.id)
                collapsedGroupOf.insert(n.id, g.id);
        }
        for (const Switch &s : p.switches) {
            if (s.groupId == g.id)
                collapsedGroupOf.insert(s.id, g.id);
        }
    }
    if (collapsedGroupOf.isEmpty())
        return;
    QHash<QPair<Id, Id>, int> bundles;
    for (const Link &l : p.links) {
        const Id ga = collapsedGroupOf.value(l.a.objectId, NoId);
        const Id gb = collapsedGroupOf.value(l.b.objectId, NoId);
        if (ga != NoId && gb == NoId)
            bundles[qMakePair(ga, l.b.objectId)] += l.bundle;
    }
    for (auto it = bundles.cbegin(); it != bundles.cend(); ++it) {
        auto *group = static_cast<GroupItem *>(m_items.value(it.key().first));
        const Switch *sw = p.switchById(it.key().second);
        if (!group || !sw)
            continue;
        const QRectF frame = group->frame();
        render::LinkLook look;
        look.from = QPointF(std::clamp(sw->pos.x(), frame.left() + 30, frame.right() - 30),
                            sw->pos.y() < frame.top() ? frame.top() : frame.bottom());
        look.to = render::switchAnchor(sw->pos, look.from);
        look.bundle = it.value();
        look.technology = m_index.fabricTechnology(sw->fabricId);
        look.aggregate = true;
        auto *item = new GroupLinkItem(look);
        addItem(item);
        m_groupLinks.push_back(item);
    }
}

// --- Selection ----------------------------------------------------------------------

IdList FabricScene::selectedIds() const
{
    IdList ids;
    const auto items = selectedItems();
    for (QGraphicsItem *item : items) {
        if (item->type() >= int(CanvasItemType::Node) &&
            item->type() <= int(CanvasItemType::Domain))
            ids.push_back(static_cast<CanvasItem *>(item)->id());
    }
    std::sort(ids.begin(), ids.end());
    return ids;
}

void FabricScene::setSelectedIds(const IdList &ids)
{
    {
        const QSignalBlocker block(this);
        clearSelection();
        for (Id id : ids) {
            if (CanvasItem *item = m_items.value(id); item && item->isVisible())
                item->setSelected(true);
        }
    }
    emit selectionIdsChanged(selectedIds());
}

// The group that holds `id` (a node, a switch, or a link by its first end).
Id FabricScene::groupOf(Id id) const
{
    if (const Node *n = project().node(id))
        return n->groupId;
    if (const Switch *s = project().switchById(id))
        return s->groupId;
    if (const Link *l = project().link(id))
        return groupOf(l->a.objectId);
    return NoId;
}

CanvasItem *FabricScene::selectSubject(Id id)
{
    CanvasItem *item = m_items.value(id);
    if (item && !item->isVisible()) {
        // Hidden in a collapsed group: open the group (a view change, no edit) so the
        // subject itself is selected and shown; fall back to the group if it stays hidden.
        const Id group = groupOf(id);
        if (const Group *g = project().group(group); g && g->collapsed)
            edit::setGroupCollapsed(*m_doc, {group}, false);
        item = m_items.value(id);
        if (!item || !item->isVisible())
            item = m_items.value(group);
    }
    if (!item || !(item->flags() & QGraphicsItem::ItemIsSelectable)) {
        setSelectedIds({});
        return nullptr;
    }
    setSelectedIds({item->id()});
    return item;
}

void FabricScene::setTool(Tool tool)
{
    m_tool = tool;
}

// --- Mouse --------------------------------------------------------------------------

template <typename T> T *FabricScene::topItemAt(QPointF scenePos) const
{
    const auto found = items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder);
    for (QGraphicsItem *item : found) {
        if (auto *t = dynamic_cast<T *>(item); t && t->isVisible())
            return t;
    }
    return nullptr;
}

Id FabricScene::groupAt(QPointF scenePos) const
{
    for (const Group &g : project().groups) {
        auto *item = static_cast<GroupItem *>(m_items.value(g.id));
        if (item && !item->isCollapsed() && item->frame().contains(scenePos))
            return g.id;
    }
    return NoId;
}

void FabricScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    const QPointF pos = event->scenePos();
    QGraphicsItem *top = itemAt(pos, QTransform());

    // Group header box: collapse / expand.
    if (auto *group = dynamic_cast<GroupItem *>(top); group && group->toggleRect().contains(pos)) {
        edit::setGroupCollapsed(*m_doc, {group->id()}, !group->isCollapsed());
        event->accept();
        return;
    }

    // Drawing a link: from a NIC port, from a switch's port bar, or anything in the
    // connect tool.
    LinkEnd from;
    if (auto *node = dynamic_cast<NodeItem *>(top)) {
        const auto [nic, port] = node->portAt(pos);
        if (nic >= 0)
            from = LinkEnd{node->id(), nic, port};
        else if (m_tool == Tool::Connect)
            from = edit::freeNicPort(project(), catalog(), node->id(),
                                     m_index.nodeTechnology(node->id()));
        if (from.objectId != NoId && from.nicIndex < 0) {
            emit statusMessage(
                tr("All NIC ports of %1 are linked.").arg(project().node(node->id())->name));
            event->accept();
            return;
        }
    } else if (auto *sw = dynamic_cast<SwitchItem *>(top)) {
        if (m_tool == Tool::Connect || sw->onPortBar(pos))
            from = switchEnd(sw->id());
    }
    if (from.objectId != NoId) {
        m_gesture = Gesture::Link;
        m_linkFrom = from;
        QPointF start = objectPos(from.objectId);
        if (auto *node = dynamic_cast<NodeItem *>(m_items.value(from.objectId)); node)
            start += render::nicPortPos(node->look(), from.nicIndex, from.port);
        m_linkLine = addLine(QLineF(start, pos), QPen(render::selectionColor(), 1.6, Qt::DashLine));
        m_linkLine->setZValue(100);
        event->accept();
        return;
    }

    QGraphicsScene::mousePressEvent(event); // selection, rubber band on the background
    auto *canvasItem = dynamic_cast<CanvasItem *>(top);
    if (canvasItem && canvasItem->isMovable() && canvasItem->isSelected()) {
        m_gesture = Gesture::Move;
        m_moveIds.clear();
        for (Id id : selectedIds()) {
            if (CanvasItem *item = m_items.value(id); item && item->isMovable())
                m_moveIds.push_back(id);
        }
        m_pressPos = pos;
        m_anchorStart = canvasItem->type() == int(CanvasItemType::Group)
                            ? QPointF(project().group(canvasItem->id())->pos)
                            : objectPos(canvasItem->id());
        m_applied = QPointF();
    }
}

void FabricScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    switch (m_gesture) {
    case Gesture::Link:
        m_linkLine->setLine(QLineF(m_linkLine->line().p1(), event->scenePos()));
        event->accept();
        return;
    case Gesture::Move: {
        const QPointF raw = m_anchorStart + (event->scenePos() - m_pressPos);
        const QPointF total = QPointF(snap(raw.x()), snap(raw.y())) - m_anchorStart;
        const QPointF step = total - m_applied;
        if (!step.isNull()) {
            const IdList ids = m_moveIds;
            m_applied = total;
            edit::moveObjects(*m_doc, ids, step, false);
        }
        event->accept();
        return;
    }
    case Gesture::None:
        break;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void FabricScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    const Gesture gesture = m_gesture;
    m_gesture = Gesture::None;
    if (gesture == Gesture::Link) {
        delete m_linkLine;
        m_linkLine = nullptr;
        if (auto *sw = topItemAt<SwitchItem>(event->scenePos());
            sw && sw->id() != m_linkFrom.objectId) {
            QString why;
            const Id link = edit::addLink(*m_doc, m_linkFrom, switchEnd(sw->id()), 1, 0.0, &why);
            if (link == NoId)
                emit statusMessage(why);
            else
                setSelectedIds({link});
        }
        event->accept();
        return;
    }
    if (gesture == Gesture::Move) {
        edit::moveObjects(*m_doc, m_moveIds, QPointF(), true);
        event->accept();
    }
    QGraphicsScene::mouseReleaseEvent(event);
}

void FabricScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    if (auto *group = dynamic_cast<GroupItem *>(itemAt(event->scenePos(), QTransform()))) {
        edit::setGroupCollapsed(*m_doc, {group->id()}, !group->isCollapsed());
        event->accept();
        return;
    }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

// --- Drops from the palette ---------------------------------------------------------

void FabricScene::dragEnterEvent(QGraphicsSceneDragDropEvent *event)
{
    event->setAccepted(event->mimeData()->hasFormat(QLatin1String(kPartMimeType)));
}

void FabricScene::dragMoveEvent(QGraphicsSceneDragDropEvent *event)
{
    event->setAccepted(event->mimeData()->hasFormat(QLatin1String(kPartMimeType)));
}

void FabricScene::dragLeaveEvent(QGraphicsSceneDragDropEvent *event)
{
    event->accept();
}

void FabricScene::dropEvent(QGraphicsSceneDragDropEvent *event)
{
    const QString data = QString::fromUtf8(event->mimeData()->data(QLatin1String(kPartMimeType)));
    const QStringList parts = data.split(QLatin1Char('\n'));
    if (parts.size() != 2) {
        event->ignore();
        return;
    }
    event->setDropAction(Qt::CopyAction);
    event->accept();
    dropPart(parts[0], parts[1], event->scenePos());
}

QString FabricScene::choosePart(const QStringList &partIds) const
{
    QMenu menu;
    menu.setObjectName(QStringLiteral("switchPartMenu"));
    menu.addSection(tr("Switch part"));
    for (const QString &id : partIds) {
        const SwitchType *t = catalog().switchType(id);
        QAction *a = menu.addAction(t ? t->name : id);
        a->setData(id);
    }
    const QAction *picked = menu.exec(QCursor::pos());
    return picked ? picked->data().toString() : QString();
}

Id FabricScene::dropPart(const QString &kind, const QString &partId, QPointF scenePos)
{
    const QPointF pos(snap(scenePos.x()), snap(scenePos.y()));
    if (kind == QLatin1String("node")) {
        const Id id = edit::addNode(*m_doc, partId, pos, groupAt(pos));
        if (id != NoId)
            setSelectedIds({id});
        return id;
    }
    if (kind == QLatin1String("role")) {
        // A leaf, spine or core (palette "Fabric switches") of the design's most used
        // switch part, in that part's fabric; the catalog's first switch when none.
        const SwitchRole role = partId == QLatin1String("spine")  ? SwitchRole::Spine
                                : partId == QLatin1String("core") ? SwitchRole::Core
                                                                  : SwitchRole::Leaf;
        QHash<QString, int> uses;
        QString type = catalog().switches.empty() ? QString() : catalog().switches.front().id;
        Id fabric = NoId;
        for (const Switch &s : project().switches) {
            const int n = ++uses[s.switchTypeId];
            if (n > uses.value(type) || fabric == NoId) {
                type = s.switchTypeId;
                fabric = s.fabricId;
            }
        }
        // Which part: the catalog's switches of that fabric's technology (any when the
        // design has no fabric yet), the most used one first.
        const Fabric *f = project().fabric(fabric);
        QStringList offered;
        if (!type.isEmpty())
            offered << type;
        for (const SwitchType &t : catalog().switches)
            if ((!f || t.technology == f->technology) && t.id != type)
                offered << t.id;
        if (offered.size() > 1) {
            type = m_partChooser ? m_partChooser(offered) : choosePart(offered);
            if (type.isEmpty())
                return NoId; // cancelled
            const SwitchType *chosen = catalog().switchType(type);
            if (!chosen || (f && chosen->technology != f->technology))
                return NoId;
        }
        const Id id = edit::addSwitch(*m_doc, type, role, fabric, pos, groupAt(pos));
        if (id != NoId)
            setSelectedIds({id});
        return id;
    }
    if (kind == QLatin1String("switch")) {
        // The role of the switches on the nearest row (leaf when there are none).
        SwitchRole role = SwitchRole::Leaf;
        double best = 80.0;
        Id fabric = NoId;
        const SwitchType *type = catalog().switchType(partId);
        for (const Switch &s : project().switches) {
            const double dy = std::abs(s.pos.y() - pos.y());
            if (dy < best) {
                best = dy;
                role = s.role;
                const Fabric *f = project().fabric(s.fabricId);
                fabric = (f && type && f->technology == type->technology) ? f->id : NoId;
            }
        }
        const Id id = edit::addSwitch(*m_doc, partId, role, fabric, pos, groupAt(pos));
        if (id != NoId)
            setSelectedIds({id});
        return id;
    }
    if (kind == QLatin1String("cable")) {
        if (auto *link = topItemAt<LinkItem>(scenePos)) {
            edit::setLinkCable(*m_doc, {link->id()}, partId);
            setSelectedIds({link->id()});
            return link->id();
        }
        emit statusMessage(tr("Drop a cable on a link to use it for that link."));
        return NoId;
    }
    emit statusMessage(tr("GPUs and NICs come with a node type: drag a node type instead."));
    return NoId;
}

} // namespace fp
