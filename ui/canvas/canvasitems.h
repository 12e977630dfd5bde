// SPDX-License-Identifier: GPL-3.0-or-later
// Canvas items: thin views of model objects keyed by id (CODINGSTYLE.md 4). Each item
// holds only its id and what it last drew; sync() reads the model through the
// scene, paint() delegates to the renderer (core/designrenderer.h).
#pragma once

#include "model/model.h"
#include "render/designrenderer.h"

#include <QCoreApplication>
#include <QGraphicsItem>

namespace fp {

class FabricScene;

enum class CanvasItemType {
    Node = QGraphicsItem::UserType + 1,
    Switch,
    Link,
    Group,
    Domain,
    GroupLink,      // a collapsed group's links to one switch outside it
    StorageTargets, // the ports a storage fabric keeps for its targets
};

class CanvasItem : public QGraphicsItem
{
public:
    CanvasItem(FabricScene *scene, Id id);
    Id id() const { return m_id; }
    virtual void sync() = 0;
    // Nodes, switches and groups move with the mouse.
    virtual bool isMovable() const { return false; }

protected:
    static double lodOf(const QPainter *painter);
    FabricScene *m_scene;
    Id m_id;
};

class NodeItem : public CanvasItem
{
    Q_DECLARE_TR_FUNCTIONS(fp::NodeItem)

public:
    NodeItem(FabricScene *scene, Id id);
    int type() const override { return int(CanvasItemType::Node); }
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;
    void sync() override;
    bool isMovable() const override { return true; }
    // The NIC port at a scene position ((-1, 0) when none).
    std::pair<int, int> portAt(QPointF scenePos) const;
    const render::NodeLook &look() const { return m_look; }

private:
    render::NodeLook m_look;
};

class SwitchItem : public CanvasItem
{
    Q_DECLARE_TR_FUNCTIONS(fp::SwitchItem)

public:
    SwitchItem(FabricScene *scene, Id id);
    int type() const override { return int(CanvasItemType::Switch); }
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;
    void sync() override;
    bool isMovable() const override { return true; }
    // Whether a scene position is on the port bar (where links are drawn from).
    bool onPortBar(QPointF scenePos) const;

private:
    render::SwitchLook m_look;
};

class LinkItem : public CanvasItem
{
    Q_DECLARE_TR_FUNCTIONS(fp::LinkItem)

public:
    LinkItem(FabricScene *scene, Id id);
    int type() const override { return int(CanvasItemType::Link); }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;
    void sync() override;
    Id endA() const { return m_a; }
    Id endB() const { return m_b; }

private:
    render::LinkLook m_look;
    Id m_a = NoId;
    Id m_b = NoId;
};

class GroupItem : public CanvasItem
{
    Q_DECLARE_TR_FUNCTIONS(fp::GroupItem)

public:
    GroupItem(FabricScene *scene, Id id);
    int type() const override { return int(CanvasItemType::Group); }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;
    void sync() override;
    bool isMovable() const override { return true; }
    bool isCollapsed() const { return m_look.collapsed; }
    // The +/- box in the header (scene coordinates).
    QRectF toggleRect() const;
    QRectF frame() const { return m_look.frame; }

private:
    render::GroupLook m_look;
};

class DomainItem : public CanvasItem
{
    Q_DECLARE_TR_FUNCTIONS(fp::DomainItem)

public:
    DomainItem(FabricScene *scene, Id id);
    int type() const override { return int(CanvasItemType::Domain); }
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;
    void sync() override;

private:
    QRectF m_frame;
    QString m_label;
};

// Not a model object: the links of a collapsed group to one switch outside it.
class GroupLinkItem : public QGraphicsItem
{
    Q_DECLARE_TR_FUNCTIONS(fp::GroupLinkItem)

public:
    explicit GroupLinkItem(const render::LinkLook &look);
    int type() const override { return int(CanvasItemType::GroupLink); }
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    render::LinkLook m_look;
};

// Not a model object: the ports a generated storage fabric keeps for its storage
// targets (model/storagetargets.h), beside its top tier.
class StorageTargetsItem : public QGraphicsItem
{
public:
    explicit StorageTargetsItem(const render::TargetsLook &look);
    int type() const override { return int(CanvasItemType::StorageTargets); }
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override;

private:
    render::TargetsLook m_look;
};

} // namespace fp
