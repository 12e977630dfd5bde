// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectio.h"

#include "projectjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace fp {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("fp::ProjectIo", text);
}
} // namespace

std::optional<Project> loadProject(const QString &path, QString *error, ProjectIoStatus *status)
{
    auto failWith = [&](const QString &message, ProjectIoStatus s) -> std::optional<Project> {
        if (error)
            *error = message;
        if (status)
            *status = s;
        return std::nullopt;
    };
    QFile file(path);
    if (!QFileInfo::exists(path))
        return failWith(tr("The file \"%1\" does not exist.").arg(path), ProjectIoStatus::BadInput);
    if (!file.open(QIODevice::ReadOnly))
        return failWith(tr("The file \"%1\" cannot be read: %2").arg(path, file.errorString()),
                        ProjectIoStatus::BadInput);
    const QByteArray head = file.peek(64);
    if (head.trimmed().startsWith('{')) {
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &pe);
        if (pe.error != QJsonParseError::NoError || !doc.isObject())
            return failWith(tr("\"%1\" is not a FabricPlanner project: the JSON is invalid at "
                               "byte %2 (%3).")
                                .arg(path)
                                .arg(pe.offset)
                                .arg(pe.errorString()),
                            ProjectIoStatus::BadInput);
        QString why;
        auto project = projectFromJson(doc.object(), &why);
        if (!project)
            return failWith(tr("\"%1\" is not a valid FabricPlanner project: %2").arg(path, why),
                            ProjectIoStatus::BadInput);
        if (status)
            *status = ProjectIoStatus::Ok;
        return project;
    }
    return failWith(tr("\"%1\" is not a FabricPlanner project.").arg(path),
                    ProjectIoStatus::BadInput);
}

bool saveProject(const Project &project, const QString &path, QString *error)
{
    Q_UNUSED(project);
    if (error)
        *error = tr("Saving \"%1\" is not possible yet.").arg(path);
    return false;
}

} // namespace fp
