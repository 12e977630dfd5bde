// SPDX-License-Identifier: GPL-3.0-or-later
// The open project as one QObject: the plain model (model.h), the effective
// catalog (shipped defaults + the project's overrides), the undo stack, the file
// path and the modified flag (the undo stack's clean state).
//
// Ownership: the document owns the Project and the QUndoStack; every undo command
// belongs to the stack and refers to model objects by id only (editcommands.cpp).
// Views never change the model directly: they call fp::edit::... and follow the
// signals below.
//
// Signals are fine grained (CODINGSTYLE.md 3):
//   changed(ChangeEvent)        - properties of existing objects, a profile, or the
//                                 catalog overrides
//   objectsAdded(ids)           - after objects were inserted
//   objectsAboutToBeRemoved(ids)- before objects leave the model (still readable)
//   objectsRemoved(ids)         - after they left
//   projectReset()              - the whole project was replaced (open, new, generate)
// Ids are unique over all object kinds of a project, so an id names its object.
#pragma once

#include "io/filesafety.h"
#include "model/catalog.h"
#include "model/model.h"

#include <QFlags>
#include <QObject>
#include <QString>

#include <vector>

class QUndoStack;

namespace fp {

using IdList = std::vector<Id>;

enum class ObjectKind { None, Node, Switch, Link, Group, Fabric, NvlinkDomain };
// What kind of object `id` is in `project` (None when there is no such object).
ObjectKind objectKind(const Project &project, Id id);

struct ChangeEvent {
    enum class Kind {
        Objects,      // nodes, switches, links, groups, domains, fabrics: see ids
        Workload,     // Project::workload
        Organisation, // Project::organisation, requirements and decisionWeights
        Info,         // Project::info
        Catalog,      // Project::catalogOverrides (the effective catalog was recomputed)
        Measurements, // Project::measurements and Project::calibration
    };
    enum Property : unsigned {
        NoProperty = 0,
        Position = 1u << 0,
        Name = 1u << 1,
        Type = 1u << 2, // node type or switch type
        Role = 1u << 3,
        Bundle = 1u << 4,
        Speed = 1u << 5,
        Cable = 1u << 6,
        Length = 1u << 7,
        Repeat = 1u << 8,
        Collapsed = 1u << 9,
        Members = 1u << 10,    // an NVLink domain's node list, a group's members
        RoceTuning = 1u << 11, // a fabric's RoCE tuning
        AllProperties = 0xffffffffu,
    };
    Q_DECLARE_FLAGS(Properties, Property)

    Kind kind = Kind::Objects;
    IdList ids;
    Properties properties;
};

Q_DECLARE_OPERATORS_FOR_FLAGS(ChangeEvent::Properties)

class ProjectDocument : public QObject
{
    Q_OBJECT

public:
    explicit ProjectDocument(Catalog defaults, QObject *parent = nullptr);
    ~ProjectDocument() override;

    const Project &project() const { return m_project; }
    // Defaults with the project's overrides applied; the defaults alone when the
    // overrides do not apply (catalogError() says why).
    const Catalog &catalog() const { return m_catalog; }
    const Catalog &defaultCatalog() const { return m_defaults; }
    // Why the project's catalog overrides do not apply, in the current language
    // (the CLI refuses such a project); empty when they apply.
    QString catalogError() const;

    QUndoStack *undoStack() const { return m_undoStack; }

    QString filePath() const { return m_path; }
    void setFilePath(const QString &path);
    // The project's name, else the file name, else "Untitled".
    QString displayName() const;
    bool isModified() const;
    // True when the project holds no objects at all (a fresh "New").
    bool isEmpty() const;

    // Replaces everything without undo (open, new, restore): clears the undo stack
    // and marks the document unmodified.
    void reset(Project project, const QString &path);
    // Opens `path` through loadProject(); on failure the current project stays and
    // `error` says why.
    bool load(const QString &path, QString *error);
    // Saves through saveProject(); on success the path is set and the document is
    // unmodified.
    bool save(const QString &path, QString *error);
    // Marks the document modified until the next save (a restored recovery copy).
    void markModified();
    // A recovery copy's project, restored as modified work on `path` whose stamp was
    // `stamp` when the crashed session read or saved it (RecoveryStore::restoredStamp):
    // a Save still notices another program's change to the file made since.
    void restore(Project project, const QString &path, const FileStamp &stamp);
    // The file's stamp when it was last opened or saved here, or by the session a
    // restored recovery copy came from (exists false when the document has no file or
    // the stamp is unknown). A save
    // compares it with the file on disk to notice another program's change.
    FileStamp diskStamp() const { return m_diskStamp; }

signals:
    void changed(const fp::ChangeEvent &event);
    void objectsAdded(const fp::IdList &ids);
    void objectsAboutToBeRemoved(const fp::IdList &ids);
    void objectsRemoved(const fp::IdList &ids);
    void projectReset();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

private:
    friend class DocumentAccess;
    void replaceProject(Project project);
    void updateCatalog();

    Catalog m_defaults;
    Catalog m_catalog;
    bool m_catalogFailed = false; // the overrides do not apply
    Project m_project;
    QString m_path;
    FileStamp m_diskStamp;
    QUndoStack *m_undoStack = nullptr;
};

// The one way edit commands (editcommands.cpp) reach the mutable model. Nothing
// else should use it: views call fp::edit::... instead.
class DocumentAccess
{
public:
    static Project &project(ProjectDocument &doc) { return doc.m_project; }
    // Replaces the project (recomputes the catalog) and emits projectReset().
    static void replaceProject(ProjectDocument &doc, Project project)
    {
        doc.replaceProject(std::move(project));
    }
    // Replaces the catalog overrides and recomputes the effective catalog (no signal:
    // the command emits changed() with Kind::Catalog).
    static void setCatalogOverrides(ProjectDocument &doc, CatalogOverrides overrides)
    {
        doc.m_project.catalogOverrides = std::move(overrides);
        doc.updateCatalog();
    }
};

} // namespace fp

Q_DECLARE_METATYPE(fp::ChangeEvent)
