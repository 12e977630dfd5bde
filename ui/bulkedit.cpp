// SPDX-License-Identifier: GPL-3.0-or-later
#include "bulkedit.h"

#include "canvas/canvasitems.h"
#include "canvas/canvasscene.h"
#include "edit/editcommands.h"
#include "model/labels.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QSet>
#include <QWidget>

#include <algorithm>
#include <set>

namespace fp {

BulkEdit::BulkEdit(ProjectDocument *doc, FabricScene *scene, QWidget *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_scene(scene)
{
    m_connectRails = new QAction(parent);
    m_connectRails->setObjectName(QStringLiteral("actionConnectRails"));
    m_connectRails->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(m_connectRails, &QAction::triggered, this, &BulkEdit::connectRails);

    m_makeGroup = new QAction(parent);
    m_makeGroup->setObjectName(QStringLiteral("actionMakeGroup"));
    m_makeGroup->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_repeatPrompt = [](QWidget *parentWidget) {
        bool ok = false;
        const int n =
            QInputDialog::getInt(parentWidget, BulkEdit::tr("Make group"),
                                 BulkEdit::tr("Repeat the selection (× N):"), 2, 1, 100000, 1, &ok);
        return ok ? n : 0;
    };
    connect(m_makeGroup, &QAction::triggered, this, [this, parent] {
        if (const int n = m_repeatPrompt(parent); n > 0)
            makeGroup(n);
    });

    m_ungroup = new QAction(parent);
    m_ungroup->setObjectName(QStringLiteral("actionUngroup"));
    m_ungroup->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    connect(m_ungroup, &QAction::triggered, this, &BulkEdit::ungroup);

    m_selectMenu = new QMenu(parent);
    m_selectMenu->setObjectName(QStringLiteral("menuSelectBy"));
    m_selectKind = m_selectMenu->addMenu(QString());
    m_selectKind->setObjectName(QStringLiteral("menuSelectKind"));
    m_selectTier = m_selectMenu->addMenu(QString());
    m_selectTier->setObjectName(QStringLiteral("menuSelectTier"));
    m_selectFabric = m_selectMenu->addMenu(QString());
    m_selectFabric->setObjectName(QStringLiteral("menuSelectFabric"));
    m_selectPart = m_selectMenu->addMenu(QString());
    m_selectPart->setObjectName(QStringLiteral("menuSelectPart"));
    // The fabrics and parts in use change with the design: filled when shown.
    connect(m_selectMenu, &QMenu::aboutToShow, this, &BulkEdit::fillSelectMenus);

    m_arrangeMenu = new QMenu(parent);
    m_arrangeMenu->setObjectName(QStringLiteral("menuArrange"));
    const edit::Arrange arrangements[] = {edit::Arrange::Row, edit::Arrange::Column,
                                          edit::Arrange::SpreadHorizontally,
                                          edit::Arrange::SpreadVertically};
    for (int i = 0; i < 4; ++i) {
        m_arrange[i] = m_arrangeMenu->addAction(QString());
        const edit::Arrange how = arrangements[i];
        connect(m_arrange[i], &QAction::triggered, this,
                [this, how] { edit::arrangeObjects(*m_doc, m_scene->selectedIds(), how); });
    }

    m_partMenu = new QMenu(parent);
    m_partMenu->setObjectName(QStringLiteral("menuChangePart"));
    connect(m_partMenu, &QMenu::aboutToShow, this, &BulkEdit::fillPartMenu);
    retranslate();
}

bool BulkEdit::connectRails()
{
    QString why;
    const int n = edit::connectRailByRail(*m_doc, m_scene->selectedIds(), &why);
    if (n == 0) {
        emit message(why);
        return false;
    }
    emit message(tr("Connected rail by rail: %n link(s) added or widened.", nullptr, n));
    return true;
}

bool BulkEdit::changePart(const QString &switchTypeId)
{
    QString why;
    if (!edit::changeSwitchPart(*m_doc, m_scene->selectedIds(), switchTypeId, &why)) {
        emit message(why);
        return false;
    }
    return true;
}

bool BulkEdit::makeGroup(int repeat)
{
    QString why;
    const Id group = edit::groupSelection(*m_doc, m_scene->selectedIds(), repeat, &why);
    if (group == NoId) {
        emit message(why);
        return false;
    }
    m_scene->setSelectedIds({group});
    return true;
}

bool BulkEdit::ungroup()
{
    IdList members;
    QString why;
    if (edit::ungroupSelection(*m_doc, m_scene->selectedIds(), &why, &members) == 0) {
        emit message(why);
        return false;
    }
    m_scene->setSelectedIds(members);
    return true;
}

void BulkEdit::select(SelectBy by, const QVariant &key)
{
    const Project &p = m_doc->project();
    IdList ids;
    switch (by) {
    case SelectBy::Kind: {
        const auto kind = static_cast<ObjectKind>(key.toInt());
        if (kind == ObjectKind::Node)
            for (const Node &n : p.nodes)
                ids.push_back(n.id);
        if (kind == ObjectKind::Switch)
            for (const Switch &s : p.switches)
                ids.push_back(s.id);
        if (kind == ObjectKind::Link)
            for (const Link &l : p.links)
                ids.push_back(l.id);
        if (kind == ObjectKind::Group)
            for (const Group &g : p.groups)
                ids.push_back(g.id);
        break;
    }
    case SelectBy::Tier:
        for (const Switch &s : p.switches) {
            if (s.tier == key.toInt() && s.role != SwitchRole::NvlinkSwitch)
                ids.push_back(s.id);
        }
        break;
    case SelectBy::Fabric:
        for (const Switch &s : p.switches) {
            if (s.fabricId == key.value<Id>())
                ids.push_back(s.id);
        }
        for (const Link &l : p.links) {
            if (l.fabricId == key.value<Id>())
                ids.push_back(l.id);
        }
        break;
    case SelectBy::Part:
        for (const Node &n : p.nodes) {
            if (n.nodeTypeId == key.toString())
                ids.push_back(n.id);
        }
        for (const Switch &s : p.switches) {
            if (s.switchTypeId == key.toString())
                ids.push_back(s.id);
        }
        break;
    }
    m_scene->setSelectedIds(ids); // the visible ones (not inside collapsed groups)
}

void BulkEdit::addSelectAction(QMenu *menu, const QString &text, SelectBy by, const QVariant &key)
{
    QAction *a = menu->addAction(text);
    connect(a, &QAction::triggered, this, [this, by, key] { select(by, key); });
}

void BulkEdit::fillKindAndTierMenus()
{
    auto add = [this](QMenu *menu, const QString &text, SelectBy by, const QVariant &key) {
        addSelectAction(menu, text, by, key);
    };
    m_selectKind->clear();
    add(m_selectKind, tr("Nodes"), SelectBy::Kind, int(ObjectKind::Node));
    add(m_selectKind, tr("Switches"), SelectBy::Kind, int(ObjectKind::Switch));
    add(m_selectKind, tr("Links"), SelectBy::Kind, int(ObjectKind::Link));
    add(m_selectKind, tr("Groups"), SelectBy::Kind, int(ObjectKind::Group));
    m_selectTier->clear();
    add(m_selectTier, tr("Leaf switches"), SelectBy::Tier, 0);
    add(m_selectTier, tr("Spine switches"), SelectBy::Tier, 1);
    add(m_selectTier, tr("Core switches"), SelectBy::Tier, 2);
}

// The fabrics and parts of the design, when the menu is shown (they are data, not
// translated, and change with every edit).
void BulkEdit::fillSelectMenus()
{
    const Project &p = m_doc->project();
    const Catalog &c = m_doc->catalog();
    auto add = [this](QMenu *menu, const QString &text, SelectBy by, const QVariant &key) {
        addSelectAction(menu, text, by, key);
    };
    m_selectFabric->clear();
    for (const Fabric &f : p.fabrics)
        add(m_selectFabric, f.name, SelectBy::Fabric, QVariant::fromValue<Id>(f.id));
    m_selectFabric->setEnabled(!p.fabrics.empty());
    m_selectPart->clear();
    QSet<QString> seen;
    for (const Node &n : p.nodes) {
        if (!seen.contains(n.nodeTypeId)) {
            seen.insert(n.nodeTypeId);
            const NodeTypeSpec *t = c.nodeType(n.nodeTypeId);
            add(m_selectPart, t ? t->name : n.nodeTypeId, SelectBy::Part, n.nodeTypeId);
        }
    }
    for (const Switch &s : p.switches) {
        if (!seen.contains(s.switchTypeId)) {
            seen.insert(s.switchTypeId);
            const SwitchType *t = c.switchType(s.switchTypeId);
            add(m_selectPart, t ? t->name : s.switchTypeId, SelectBy::Part, s.switchTypeId);
        }
    }
    m_selectPart->setEnabled(!seen.isEmpty());
}

void BulkEdit::fillPartMenu()
{
    m_partMenu->clear();
    const Project &p = m_doc->project();
    // The parts of the selected switches' technology (all when they have several) with
    // ports at every speed of their links: a 1GbE management switch is no 400G leaf.
    QSet<int> technologies;
    QSet<Id> selected;
    for (Id id : m_scene->selectedIds()) {
        if (const Switch *s = p.switchById(id)) {
            selected.insert(id);
            if (const Fabric *f = p.fabric(s->fabricId))
                technologies.insert(int(f->technology));
        }
    }
    std::set<double> speeds;
    for (const Link &l : p.links)
        if (selected.contains(l.a.objectId) || selected.contains(l.b.objectId))
            speeds.insert(l.gbitPerS);
    for (const SwitchType &t : m_doc->catalog().switches) {
        if (technologies.size() == 1 && !technologies.contains(int(t.technology)))
            continue;
        if (std::any_of(speeds.begin(), speeds.end(),
                        [&t](double gbitPerS) { return t.portsAt(gbitPerS) <= 0; }))
            continue;
        QAction *a = m_partMenu->addAction(t.name);
        a->setData(t.id);
        const QString id = t.id;
        connect(a, &QAction::triggered, this, [this, id] { changePart(id); });
    }
    m_partMenu->setEnabled(!technologies.isEmpty());
}

void BulkEdit::fillContextMenu(QMenu *menu)
{
    const Project &p = m_doc->project();
    bool nodes = false;
    int leaves = 0;
    bool spines = false;
    bool switches = false;
    for (Id id : m_scene->selectedIds()) {
        nodes = nodes || p.node(id);
        if (const Switch *s = p.switchById(id)) {
            switches = true;
            leaves += s->role == SwitchRole::Leaf ? 1 : 0;
            spines = spines || s->role == SwitchRole::Spine;
        }
    }
    if (leaves > 0 && (nodes || spines))
        menu->addAction(m_connectRails);
    bool grouped = false;
    for (Id id : m_scene->selectedIds()) {
        const Node *n = p.node(id);
        const Switch *s = p.switchById(id);
        grouped = grouped || p.group(id) || (n && n->groupId != NoId) || (s && s->groupId != NoId);
    }
    if (grouped)
        menu->addAction(m_ungroup);
    if (nodes || switches) {
        menu->addAction(m_makeGroup);
        menu->addMenu(m_arrangeMenu);
    }
    if (switches) {
        fillPartMenu();
        menu->addMenu(m_partMenu);
    }
    fillSelectMenus();
    menu->addMenu(m_selectMenu);
}

void BulkEdit::updateActions()
{
    bool switches = false;
    for (Id id : m_scene->selectedIds())
        switches = switches || m_doc->project().switchById(id);
    m_partMenu->setEnabled(switches);
    bool members = false;
    for (Id id : m_scene->selectedIds())
        members = members || m_doc->project().node(id) || m_doc->project().switchById(id);
    m_makeGroup->setEnabled(members);
    bool grouped = false;
    for (Id id : m_scene->selectedIds()) {
        const Project &p = m_doc->project();
        const Node *n = p.node(id);
        const Switch *s = p.switchById(id);
        grouped = grouped || p.group(id) || (n && n->groupId != NoId) || (s && s->groupId != NoId);
    }
    m_ungroup->setEnabled(grouped);
    m_arrangeMenu->setEnabled(m_scene->selectedIds().size() > 1);
}

void BulkEdit::retranslate()
{
    m_connectRails->setText(tr("Connect rail &by rail"));
    m_connectRails->setToolTip(
        tr("Link the free NIC ports of the selected nodes to the selected leaves rail by rail "
           "(NIC i to leaf i mod leaves; with one leaf per rail and several units, the nodes "
           "are split over the units), and the selected leaves evenly to the selected spines "
           "(Ctrl+Shift+L)"));
    m_connectRails->setStatusTip(m_connectRails->toolTip());
    m_makeGroup->setText(tr("Make &group × N..."));
    m_makeGroup->setToolTip(tr("Turn the selected nodes and switches into a group repeated N "
                               "times (Ctrl+G)"));
    m_makeGroup->setStatusTip(m_makeGroup->toolTip());
    m_ungroup->setText(tr("Ungr&oup"));
    m_ungroup->setToolTip(tr("Let the members of the selected group leave it and remove the "
                             "group; only a group repeated once (Ctrl+Shift+G)"));
    m_ungroup->setStatusTip(m_ungroup->toolTip());
    m_arrangeMenu->setTitle(tr("Arrang&e"));
    m_arrange[0]->setText(tr("In a &row"));
    m_arrange[0]->setToolTip(tr("Give the selected objects the height of the top-most one"));
    m_arrange[1]->setText(tr("In a &column"));
    m_arrange[1]->setToolTip(tr("Give the selected objects the place across of the left-most one"));
    m_arrange[2]->setText(tr("Spread &horizontally"));
    m_arrange[2]->setToolTip(
        tr("Keep the left-most and right-most objects and space the others evenly between them"));
    m_arrange[3]->setText(tr("Spread &vertically"));
    m_arrange[3]->setToolTip(
        tr("Keep the top-most and bottom-most objects and space the others evenly between them"));
    m_selectMenu->setTitle(tr("Se&lect by"));
    m_selectKind->setTitle(tr("&Kind"));
    m_selectTier->setTitle(tr("&Tier"));
    m_selectFabric->setTitle(tr("&Fabric"));
    m_selectPart->setTitle(tr("&Part"));
    m_partMenu->setTitle(tr("C&hange switch part"));
    fillKindAndTierMenus();
}

} // namespace fp
