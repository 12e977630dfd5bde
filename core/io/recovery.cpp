// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/recovery.h"

#include "io/projectio.h"
#include "version.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>

#include <algorithm>

namespace fp {

RecoveryStore::RecoveryStore(const QString &directory)
    : m_dir(directory)
    , m_id(QUuid::createUuid())
{
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

QString RecoveryStore::path(const QString &suffix) const
{
    return QDir(m_dir).filePath(m_id.toString(QUuid::WithoutBraces) + suffix);
}

QString RecoveryStore::sibling(const QString &file, const QString &suffix)
{
    const QFileInfo fi(file);
    return fi.dir().filePath(fi.completeBaseName() + suffix);
}

QString RecoveryStore::sessionFile() const
{
    return path(QStringLiteral(".fabricplan"));
}

bool RecoveryStore::write(const Project &project, const QString &originalPath, QString *error)
{
    if (!QDir().mkpath(m_dir)) {
        if (error)
            *error = QCoreApplication::translate("fp::Recovery",
                                                 "Cannot create the recovery folder \"%1\".")
                         .arg(m_dir);
        return false;
    }
    if (!m_lock) {
        m_lock = std::make_unique<QLockFile>(path(QStringLiteral(".lock")));
        m_lock->setStaleLockTime(0); // only a dead process makes it stale
        if (!m_lock->tryLock(0)) {
            m_lock.reset();
            if (error)
                *error =
                    QCoreApplication::translate("fp::Recovery", "Cannot lock the recovery copy.");
            return false;
        }
    }
    if (!saveProject(project, sessionFile(), error))
        return false;
    QFile::remove(sessionFile() + QLatin1Char('~')); // the writer's backup: not needed here
    QJsonObject meta;
    meta.insert(QStringLiteral("original_path"), originalPath);
    meta.insert(QStringLiteral("saved_at"),
                QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    meta.insert(QStringLiteral("app_version"), QStringLiteral(FABRICPLANNER_VERSION));
    QFile f(path(QStringLiteral(".json")));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        if (error)
            *error = f.errorString();
        return false;
    }
    f.write(QJsonDocument(meta).toJson());
    return true;
}

bool RecoveryStore::hasCopy() const
{
    return QFileInfo::exists(sessionFile());
}

void RecoveryStore::remove()
{
    for (const QString &s :
         {QStringLiteral(".fabricplan"), QStringLiteral(".fabricplan~"), QStringLiteral(".json")})
        QFile::remove(path(s));
    if (m_lock) {
        m_lock->unlock(); // removes the lock file
        m_lock.reset();
    }
}

std::vector<RecoveryStore::Entry> RecoveryStore::orphans() const
{
    std::vector<Entry> out;
    const QDir dir(m_dir);
    const QString own = QFileInfo(sessionFile()).fileName();
    const auto files = dir.entryInfoList({QStringLiteral("*.fabricplan")}, QDir::Files);
    for (const QFileInfo &fi : files) {
        if (fi.fileName() == own)
            continue;
        QLockFile lock(sibling(fi.filePath(), QStringLiteral(".lock")));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue; // its session still runs
        lock.unlock();
        Entry e;
        e.file = fi.filePath();
        e.savedAt = fi.lastModified().toUTC();
        QFile meta(sibling(fi.filePath(), QStringLiteral(".json")));
        if (meta.open(QIODevice::ReadOnly)) {
            const QJsonObject o = QJsonDocument::fromJson(meta.readAll()).object();
            e.originalPath = o.value(QStringLiteral("original_path")).toString();
            const QDateTime t = QDateTime::fromString(
                o.value(QStringLiteral("saved_at")).toString(), Qt::ISODateWithMs);
            if (t.isValid())
                e.savedAt = t;
        }
        out.push_back(e);
    }
    std::sort(out.begin(), out.end(),
              [](const Entry &a, const Entry &b) { return a.savedAt > b.savedAt; });
    return out;
}

void RecoveryStore::discard(const Entry &entry)
{
    QFile::remove(entry.file);
    QFile::remove(entry.file + QLatin1Char('~'));
    QFile::remove(sibling(entry.file, QStringLiteral(".json")));
    QFile::remove(sibling(entry.file, QStringLiteral(".lock")));
}

} // namespace fp
