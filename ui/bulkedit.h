// SPDX-License-Identifier: GPL-3.0-or-later
// The bulk editing actions of the main window: connect the selection
// rail by rail, select by kind, tier, fabric or part, change the part of the selected
// switches, and the context menu of the canvas with the actions that apply. Each edit
// is one call of the fp::edit facade (one undo step); a refusal is one translated line
// sent through message().
#pragma once

#include "edit/document.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace fp {

class FabricScene;

class BulkEdit : public QObject
{
    Q_OBJECT

public:
    BulkEdit(ProjectDocument *doc, FabricScene *scene, QWidget *parent);

    // Edit menu entries.
    QAction *connectRailsAction() const { return m_connectRails; }
    QMenu *selectMenu() const { return m_selectMenu; }
    QMenu *partMenu() const { return m_partMenu; }
    QAction *makeGroupAction() const { return m_makeGroup; }
    QAction *ungroupAction() const { return m_ungroup; }
    QMenu *arrangeMenu() const { return m_arrangeMenu; }
    // How "Make group × N..." asks for N (0: cancelled); a QInputDialog unless replaced
    // (tests).
    using RepeatPrompt = std::function<int(QWidget *parent)>;
    void setRepeatPrompt(RepeatPrompt prompt) { m_repeatPrompt = std::move(prompt); }

    // What the actions do, also for tests and the context menu.
    bool connectRails();
    bool changePart(const QString &switchTypeId);
    // The selected nodes and switches as a group × `repeat`, which becomes the selection.
    bool makeGroup(int repeat);
    // The selected groups (and the groups of selected members) dissolved, their members
    // selected; refused in one line (message()) for a group that repeats more than once.
    bool ungroup();
    enum class SelectBy { Kind, Tier, Fabric, Part };
    // Selects the visible objects whose kind (ObjectKind as int), tier, fabric id or part
    // id equals `key`.
    void select(SelectBy by, const QVariant &key);

    // The actions that apply to the current selection, added to `menu`.
    void fillContextMenu(QMenu *menu);
    void retranslate();
    void updateActions();

signals:
    void message(const QString &text);

private:
    void addSelectAction(QMenu *menu, const QString &text, SelectBy by, const QVariant &key);
    void fillKindAndTierMenus();
    void fillSelectMenus();
    void fillPartMenu();

    ProjectDocument *m_doc;
    FabricScene *m_scene;
    QAction *m_connectRails = nullptr;
    QAction *m_makeGroup = nullptr;
    QAction *m_ungroup = nullptr;
    RepeatPrompt m_repeatPrompt;
    QMenu *m_selectMenu = nullptr;
    QMenu *m_selectKind = nullptr;
    QMenu *m_selectTier = nullptr;
    QMenu *m_selectFabric = nullptr;
    QMenu *m_selectPart = nullptr;
    QMenu *m_partMenu = nullptr;
    QMenu *m_arrangeMenu = nullptr; // row, column, spread horizontally, spread vertically
    QAction *m_arrange[4] = {};
};

} // namespace fp
