// SPDX-License-Identifier: GPL-3.0-or-later
// The canvas scene: one item per visible model object, kept in an id -> item map and
// synced from the document's change signals. Selection is offered in model terms
// (ids). Mouse edits (move, draw a link, drop a part, collapse a group) go through
// fp::edit, never into the model directly.
#pragma once

#include "edit/document.h"
#include "render/designrenderer.h"

#include <QGraphicsScene>
#include <QHash>

#include <functional>

class QGraphicsLineItem;

namespace fp {

class CanvasItem;
class GroupLinkItem;
class StorageTargetsItem;

// MIME type of a catalog part dragged from the palette: "<kind>\n<part id>", kind one
// of "node", "switch", "cable", "nic", "gpu".
inline constexpr char kPartMimeType[] = "application/x-fabricplanner-part";
// MIME type of copied objects: the fragment as project JSON (projectjson.h).
inline constexpr char kFragmentMimeType[] = "application/x-fabricplanner-fragment";

class FabricScene : public QGraphicsScene
{
    Q_OBJECT

public:
    enum class Tool { Select, Connect };

    explicit FabricScene(ProjectDocument *document, QObject *parent = nullptr);
    ~FabricScene() override;

    ProjectDocument *document() const { return m_doc; }
    const Project &project() const { return m_doc->project(); }
    const Catalog &catalog() const { return m_doc->catalog(); }
    const render::DesignIndex &index() const { return m_index; }

    CanvasItem *itemFor(Id id) const { return m_items.value(id); }
    int itemCount() const { return static_cast<int>(m_items.size()); }
    // Position of a node or switch (its model pos).
    QPointF objectPos(Id id) const;

    IdList selectedIds() const;
    void setSelectedIds(const IdList &ids);
    // Selects `id`; when it is hidden inside a collapsed group, expands the group
    // first (a view change, not an edit). Returns the item that got selected (nullptr
    // when none).
    CanvasItem *selectSubject(Id id);
    // The group that holds a node, a switch or a link (NoId when none).
    Id groupOf(Id id) const;

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);

    // Adds a catalog part at `scenePos` as one undo step, as a drop from the palette
    // does. Returns the new object's id (or the link a cable was put on), NoId when
    // nothing happened (statusMessage() says why).
    Id dropPart(const QString &kind, const QString &partId, QPointF scenePos);

    // Which switch part a palette leaf, spine or core entry drops: asked among `partIds`
    // (the catalog's switches of the fabric's technology, the design's most used part
    // first); returns the chosen id, empty when cancelled (nothing is dropped). A menu at
    // the cursor unless replaced (tests). Not asked when there is only one part.
    using PartChooser = std::function<QString(const QStringList &partIds)>;
    void setPartChooser(PartChooser chooser) { m_partChooser = std::move(chooser); }

    // Re-reads everything (texts after a language change).
    void resync();

signals:
    void selectionIdsChanged(const fp::IdList &ids);
    void statusMessage(const QString &text);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void dragEnterEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragLeaveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dropEvent(QGraphicsSceneDragDropEvent *event) override;

private:
    void rebuild();
    void onAdded(const IdList &ids);
    void onAboutToBeRemoved(const IdList &ids);
    void onRemoved(const IdList &ids);
    void onChanged(const ChangeEvent &event);
    CanvasItem *createItem(Id id);
    void refreshDerived(); // port usage, visibility, group frames, group links
    void updateVisibility();
    void rebuildGroupLinks();
    void rebuildStorageTargets();
    void rebuildOverlays() // the items that are not model objects
    {
        rebuildGroupLinks();
        rebuildStorageTargets();
    }
    void syncAfterMove(const IdList &ids);
    template <typename T> T *topItemAt(QPointF scenePos) const;
    Id groupAt(QPointF scenePos) const;

    QString choosePart(const QStringList &partIds) const;
    PartChooser m_partChooser;
    ProjectDocument *m_doc;
    render::DesignIndex m_index;
    QHash<Id, CanvasItem *> m_items;
    std::vector<GroupLinkItem *> m_groupLinks;
    std::vector<StorageTargetsItem *> m_storageTargets;
    Tool m_tool = Tool::Select;

    // Mouse gestures in progress.
    enum class Gesture { None, Move, Link };
    Gesture m_gesture = Gesture::None;
    IdList m_moveIds;
    QPointF m_pressPos;
    QPointF m_anchorStart; // model pos of the pressed object
    QPointF m_applied;     // delta already sent to the document
    LinkEnd m_linkFrom;
    QGraphicsLineItem *m_linkLine = nullptr;
};

} // namespace fp
