// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/projectio.h"

#include "io/filesafety.h"
#include "io/projectfile.h"
#include "io/projectjson.h"
#include "model/tr.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace fp {

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
    QString notAFile;
    if (!checkInputFile(path, &notAFile)) // never open a pipe: it would block
        return failWith(notAFile, ProjectIoStatus::BadInput);
    removeStaleSaveFiles(resolveSavePath(path));
    if (!file.open(QIODevice::ReadOnly))
        return failWith(tr("The file \"%1\" cannot be read: %2").arg(path, file.errorString()),
                        ProjectIoStatus::BadInput);
    // JSON text may start with a UTF-8 byte-order mark and any amount of blanks.
    static const QByteArray bom("\xEF\xBB\xBF");
    const QByteArray head = file.peek(4096);
    const qsizetype skip = head.startsWith(bom) ? bom.size() : 0;
    if (head.mid(skip).trimmed().startsWith('{')) {
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll().mid(skip), &pe);
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
    file.close();
    // Everything else goes to the SQLite reader, which names what is wrong (not
    // SQLite, another program's database, a newer version, a damaged page...).
    ProjectReader reader;
    auto project = reader.read(path);
    if (!project) {
        return failWith(reader.errorString(), reader.error() == ProjectFileError::Internal
                                                  ? ProjectIoStatus::InternalFailure
                                                  : ProjectIoStatus::BadInput);
    }
    if (status)
        *status = ProjectIoStatus::Ok;
    return project;
}

ProjectFormat projectFormatForSave(const QString &path)
{
    QFile file(resolveSavePath(path));
    if (QFileInfo(file.fileName()).isFile() && file.open(QIODevice::ReadOnly))
        return file.peek(4096).trimmed().startsWith('{') ? ProjectFormat::Json
                                                         : ProjectFormat::Sqlite;
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? ProjectFormat::Json
                                                                      : ProjectFormat::Sqlite;
}

bool saveProject(const Project &project, const QString &path, QString *error)
{
    ProjectWriter writer;
    if (writer.write(project, path, projectFormatForSave(path)))
        return true;
    if (error)
        *error = writer.errorString();
    return false;
}

} // namespace fp
