// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/document.h"

#include "io/projectio.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace fp {

namespace {
template <typename T> bool contains(const std::vector<T> &items, Id id)
{
    return std::any_of(items.begin(), items.end(), [id](const T &x) { return x.id == id; });
}
} // namespace

ObjectKind objectKind(const Project &project, Id id)
{
    if (id == NoId)
        return ObjectKind::None;
    if (contains(project.nodes, id))
        return ObjectKind::Node;
    if (contains(project.switches, id))
        return ObjectKind::Switch;
    if (contains(project.links, id))
        return ObjectKind::Link;
    if (contains(project.groups, id))
        return ObjectKind::Group;
    if (contains(project.fabrics, id))
        return ObjectKind::Fabric;
    if (contains(project.nvlinkDomains, id))
        return ObjectKind::NvlinkDomain;
    return ObjectKind::None;
}

ProjectDocument::ProjectDocument(Catalog defaults, QObject *parent)
    : QObject(parent)
    , m_defaults(std::move(defaults))
    , m_catalog(m_defaults)
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

ProjectDocument::~ProjectDocument() = default;

void ProjectDocument::setFilePath(const QString &path)
{
    if (path == m_path)
        return;
    m_path = path;
    emit filePathChanged(path);
}

QString ProjectDocument::displayName() const
{
    if (!m_project.info.name.isEmpty())
        return m_project.info.name;
    if (!m_path.isEmpty())
        return QFileInfo(m_path).fileName();
    return QCoreApplication::translate("fp::ProjectDocument", "Untitled");
}

bool ProjectDocument::isModified() const
{
    return !m_undoStack->isClean();
}

bool ProjectDocument::isEmpty() const
{
    return m_project.nodes.empty() && m_project.switches.empty() && m_project.links.empty() &&
           m_project.groups.empty() && m_project.fabrics.empty();
}

void ProjectDocument::reset(Project project, const QString &path)
{
    m_undoStack->clear(); // deletes the commands (they refer to the old project), clean
    replaceProject(std::move(project));
    setFilePath(path);
    m_diskStamp = {};
}

bool ProjectDocument::load(const QString &path, QString *error)
{
    // Taken before reading: a change during the read shows as a change at Save.
    const FileStamp stamp = fileStamp(path);
    auto project = loadProject(path, error);
    if (!project)
        return false;
    reset(std::move(*project), path);
    m_diskStamp = stamp;
    return true;
}

bool ProjectDocument::save(const QString &path, QString *error)
{
    if (!saveProject(m_project, path, error))
        return false;
    setFilePath(path);
    m_diskStamp = fileStamp(path);
    m_undoStack->setClean();
    return true;
}

void ProjectDocument::markModified()
{
    m_undoStack->resetClean(); // no clean state until the next save; emits cleanChanged
}

void ProjectDocument::restore(Project project, const QString &path, const FileStamp &stamp)
{
    reset(std::move(project), path);
    m_diskStamp = stamp;
    markModified();
}

void ProjectDocument::replaceProject(Project project)
{
    m_project = std::move(project);
    updateCatalog();
    emit projectReset();
}

void ProjectDocument::updateCatalog()
{
    m_catalogFailed = false;
    if (m_project.catalogOverrides.isEmpty()) {
        m_catalog = m_defaults;
        return;
    }
    if (auto c = applyOverrides(m_defaults, m_project.catalogOverrides, nullptr)) {
        m_catalog = std::move(*c);
    } else {
        m_catalog = m_defaults;
        m_catalogFailed = true;
    }
}

QString ProjectDocument::catalogError() const
{
    if (!m_catalogFailed)
        return {};
    // Applied again for the message, so that it follows a language switch.
    QString error;
    applyOverrides(m_defaults, m_project.catalogOverrides, &error);
    return error;
}

} // namespace fp
