// SPDX-License-Identifier: GPL-3.0-or-later
// Every edit of a ProjectDocument goes through this facade (CODINGSTYLE.md 7-10). Each call
// pushes one undo command (or merges into the previous one); the command classes are
// private to editcommands.cpp. Commands refer to objects by id and keep copies of
// what they removed, so undo after redo after delete restores the same ids.
//
// Undo texts are translated in one context, "fp::Edit".
//
// Merging:
//  - moveObjects(..., commit = false) calls of one drag merge into one step; the call
//    with commit = true ends the step (a later drag is a new step). A drag that ends
//    where it started leaves no step.
//  - the property setters (setLinkBundle, setName, ...) merge consecutive changes of
//    the same property on the same objects (a spin box stepped ten times is one step);
//    a change back to the starting value removes the step.
#pragma once

#include "edit/document.h"
#include "model/model.h"

#include <QPointF>
#include <QSet>
#include <QString>

#include <optional>

class QUndoStack;

namespace fp::edit {

// Translated undo text (context "fp::Edit"). The source is remembered, so the text
// can be given again in another language (retranslateUndoStack()).
QString undoText(const char *sourceText, int n = -1);

// After a language switch: the texts of the commands on `stack` in the current
// language. A text not made by undoText() stays as it is; one
// completed with arg() ("Delete %1 objects") keeps its values.
void retranslateUndoStack(QUndoStack &stack);

// Several edits as one undo step, for as long as the guard lives:
//   { edit::UndoMacro step(doc, edit::undoText("Add unit")); addNode(...); ... }
class UndoMacro
{
public:
    UndoMacro(ProjectDocument &doc, const QString &text);
    ~UndoMacro();
    UndoMacro(const UndoMacro &) = delete;
    UndoMacro &operator=(const UndoMacro &) = delete;

private:
    ProjectDocument &m_doc;
};

// --- Adding -------------------------------------------------------------------------

// A node of the catalog node type at `pos` (canvas units), named "Node <n>".
Id addNode(ProjectDocument &doc, const QString &nodeTypeId, QPointF pos, Id groupId = NoId);

// A switch of the catalog switch type. `fabricId` NoId: the first compute fabric of
// the switch's technology, which is created (in the same step) when there is none.
// The tier follows the role (leaf 0, spine 1, core 2).
Id addSwitch(ProjectDocument &doc, const QString &switchTypeId, SwitchRole role, Id fabricId,
             QPointF pos, Id groupId = NoId);

int tierForRole(SwitchRole role);

// Whether a link from `a` (a node's NIC port, or a switch) to the switch `b` may be
// drawn: the ends exist, the NIC port is free and serves the fabric's technology,
// both switches are of one fabric, the groups allow it (model.h). When it may not,
// returns false and sets `why` to a translated sentence.
bool canLink(const Project &project, const Catalog &catalog, LinkEnd a, LinkEnd b, QString *why);

// Adds a link (one step). Two switches are ordered by tier (the lower one becomes
// `a`); a second link between the same two switches raises the bundle of the first.
// `gbitPerS` 0: the NIC port's speed, or the fastest speed both switches serve.
// Returns the link's id, or NoId with `why` set when canLink() refuses.
Id addLink(ProjectDocument &doc, LinkEnd a, LinkEnd b, int bundle = 1, double gbitPerS = 0.0,
           QString *why = nullptr);

// The first NIC port of the node that has no link (nicIndex -1 when all are used or
// the node is unknown). The port count follows the fabric `technology`.
LinkEnd freeNicPort(const Project &project, const Catalog &catalog, Id nodeId,
                    Technology technology = Technology::InfiniBand);

// --- Removing and moving ------------------------------------------------------------

// Removes the objects and what depends on them: a node's or switch's links, a group's
// members, a fabric's switches and links; nodes leave their NVLink domains (an empty
// domain goes too).
void removeObjects(ProjectDocument &doc, const IdList &ids);

// Moves nodes, switches and groups (a group with its members) by `delta`.
void moveObjects(ProjectDocument &doc, const IdList &ids, QPointF delta, bool commit);
// The same move for an arrow key: one step per key press. `continuing` (the key's
// auto-repeat while held) merges into the previous nudge of the same objects
// (QUndoCommand::mergeWith); a new press, or other objects, start a new step.
void nudgeObjects(ProjectDocument &doc, const IdList &ids, QPointF delta, bool continuing);

// --- Properties (generic change-value command) --------------------------------------

void setName(ProjectDocument &doc, const IdList &ids, const QString &name);
void setNodeType(ProjectDocument &doc, const IdList &ids, const QString &nodeTypeId);
void setSwitchType(ProjectDocument &doc, const IdList &ids, const QString &switchTypeId);
void setSwitchRole(ProjectDocument &doc, const IdList &ids, SwitchRole role); // and tier
// Numbers are checked with the project file's validator (io/fields.h): a value out
// of its range is refused (false, no step) with `why` set to the one-line message
// the file reader would give ("0 is not allowed here: the value must be above 0 up
// to 100000").
bool setLinkBundle(ProjectDocument &doc, const IdList &ids, int bundle, QString *why = nullptr);
bool setLinkSpeed(ProjectDocument &doc, const IdList &ids, double gbitPerS, QString *why = nullptr);
void setLinkCable(ProjectDocument &doc, const IdList &ids, const QString &cableTypeId);
bool setLinkLength(ProjectDocument &doc, const IdList &ids, double lengthM, QString *why = nullptr);
bool setGroupRepeat(ProjectDocument &doc, const IdList &ids, int repeat, QString *why = nullptr);
// How a group is drawn (one block or its members) is a view state: it is
// saved with the project, but changing it is no edit - no undo step, and the document
// stays as modified as it was. Emits changed() with ChangeEvent::Collapsed.
void setGroupCollapsed(ProjectDocument &doc, const IdList &ids, bool collapsed);
void setFabricRoceTuning(ProjectDocument &doc, const IdList &fabricIds, RoceTuning tuning);

// --- Whole project and profiles -----------------------------------------------------

// Replaces the project (e.g. "Generate design") as one step.
void replaceProject(ProjectDocument &doc, Project project, const QString &text);
// Refused like the setters above when a field is out of its range.
bool setWorkload(ProjectDocument &doc, const WorkloadProfile &workload, QString *why = nullptr);
bool setOrganisation(ProjectDocument &doc, const OrganisationProfile &organisation,
                     QString *why = nullptr);
// The recommendation's requirements and criterion weights (ChangeEvent::Kind::Organisation).
bool setRequirements(ProjectDocument &doc, const Requirements &requirements,
                     QString *why = nullptr);
bool setDecisionWeights(ProjectDocument &doc, const DecisionWeights &weights,
                        QString *why = nullptr);
// The floor layout the cable lengths are measured on (docs/FLOORPLAN.md); one step,
// ChangeEvent::Kind::Organisation so the analyses re-run. Refused out of kFloorLayout's ranges.
bool setFloorLayout(ProjectDocument &doc, const FloorLayout &layout, QString *why = nullptr);

// What the variants are compared as (model.h ComparisonBasis); one undo step, as
// ChangeEvent::Kind::Organisation so the analyses re-run.
void setComparisonBasis(ProjectDocument &doc, const ComparisonBasis &basis);
void setProjectInfo(ProjectDocument &doc, const ProjectInfo &info);

// Adds imported nccl-tests rows (ncclMeasurements()) as one step. The rows' run
// numbers are renumbered in order of appearance from the project's next free run, so
// runs imported at different times never share a number. Emits changed() with
// ChangeEvent::Kind::Measurements. No step when `rows` is empty.
void addMeasurements(ProjectDocument &doc, std::vector<Measurement> rows);
// Whether the analyses of `variant` (variantKey) use the figures calibrated from its
// measurements (Project::calibration), as one step; no step when nothing changes.
void setUsesCalibration(ProjectDocument &doc, const QString &variant, bool use);

// Sets the project's override of one catalog figure, addressed as in FigureOverride
// (Catalog::figure()), as one step; `figure` nullopt removes the override (the shipped
// value applies again). Refused (false, `why` set to a translated sentence) when the
// catalog has no such figure or the value is out of the figure's range (figureRange()); no step
// when nothing changes. Emits changed() with ChangeEvent::Kind::Catalog after the document's
// catalog was recomputed.
bool setFigureOverride(ProjectDocument &doc, const QString &partId, const QString &field,
                       const std::optional<Figure> &figure, QString *why = nullptr);

// --- Bulk editing ---------------------------------------------------------

// Connects the selection rail by rail, as one step (core/topology/generator.cpp wires
// rails the same way): every free compute NIC port of the selected nodes goes to a
// selected leaf, rail r (the node's r-th NIC port in port order) to leaf r mod L of the
// L selected leaves in project order, at the NIC's speed. When L is a multiple of the
// R rails (L > R), the leaves form L/R units of R and the nodes (in project order) are
// split evenly over them: rail r to leaf r of the node's unit. Then every selected leaf
// gets uplinks to the selected spines until its uplink bandwidth equals its downlink
// bandwidth (1:1), at the leaf's downlink speed when both switch types serve it
// (else the fastest speed both serve); uplink g (counted over the leaves) goes to
// spine g mod S, so a leaf's uplinks are split evenly over the spines and the uplinks
// to one spine form one link with a bundle, as the generator builds them. Refused
// (NoId-free: returns 0 and sets `why` to one translated line) when there is nothing
// to connect, a link is not allowed (canLink()), or a switch would use more ports than
// it has (the invariants' port count, model/invariants.cpp). Returns the number of
// links added or widened.
int connectRailByRail(ProjectDocument &doc, const IdList &selection, QString *why = nullptr);

// Changes the part (switch type) of every selected switch as one step. Refused (false,
// `why` one translated line) when the part is not in the catalog, its technology
// differs from a switch's fabric, a switch's links run at a speed the part has no
// ports for, or no switch is selected.
bool changeSwitchPart(ProjectDocument &doc, const IdList &selection, const QString &switchTypeId,
                      QString *why = nullptr);

// Turns the selected nodes and switches into a group repeated `repeat` times, as one
// step; returns the group's id. NVLink domains whose nodes are all selected join it.
// Refused (NoId, `why` one translated line) when nothing is selected, an object is
// already in a group, a domain would be split, a link would enter the group from an
// object left outside (only a member's link up to an ungrouped switch may leave it,
// model.h), or `repeat` is out of its range (the project file's rule).
Id groupSelection(ProjectDocument &doc, const IdList &selection, int repeat,
                  QString *why = nullptr);

// The inverse of groupSelection, as one step: the members of the selected groups (and of
// the groups of selected members) leave them, keeping their places, and the groups are
// removed; returns how many groups were removed. Refused (0, `why` one translated line)
// when no group is selected or a group repeats more than once: its copies would vanish
// with it, so its repeat is to be set to 1 first. `members` (when given) gets the nodes and
// switches that left the groups.
int ungroupSelection(ProjectDocument &doc, const IdList &selection, QString *why = nullptr,
                     IdList *members = nullptr);

// Lines the selected nodes, switches and groups up, as one step (a group moves with its
// members; a member whose group is selected too moves with the group): Row gives them
// the top-most one's y, Column the left-most one's x; Spread keeps the first and the last
// (by x, or by y) and spaces the others evenly between them. Positions as stored
// (model.h). Returns how many objects moved (0: no step).
enum class Arrange { Row, Column, SpreadHorizontally, SpreadVertically };
int arrangeObjects(ProjectDocument &doc, const IdList &selection, Arrange how);

// --- Clipboard ----------------------------------------------------------------------

// The selected objects as a small project of their own: nodes, switches, groups (with
// their members), links with both ends selected, NVLink domains whose nodes are all
// selected, and the fabrics they use.
Project copyFragment(const Project &project, const IdList &ids);
// Inserts a fragment with new ids, shifted by `offset`, as one step. Fabrics are
// matched to the document's fabrics by technology and purpose (created when none
// matches). A node, switch or group whose name is taken in the document gets the next
// free number of its name (pastedName()). Returns the new ids of the pasted nodes,
// switches, groups and links.
IdList paste(ProjectDocument &doc, const Project &fragment, QPointF offset);

// The name a pasted object gets when `name` is in `taken` (the names of the document's
// nodes, switches and groups, and of the objects pasted before it), which then holds
// the result: a name ending in a number takes 1 + the highest number in use after the
// same stem, as addNode() and the generator number them ("Node 1" beside Node 1-4 ->
// "Node 5", "Leaf 1.2" beside Leaf 1.1-1.8 -> "Leaf 1.9"); another name gets " 2", " 3",
// ... ("Storage" -> "Storage 2"). A free or empty name stays.
QString pastedName(const QString &name, QSet<QString> &taken);

} // namespace fp::edit
