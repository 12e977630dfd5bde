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
#include <QSaveFile>
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

namespace {

// The stamp as JSON; 64-bit numbers as decimal text (a JSON number keeps 53 bits).
QJsonObject stampToJson(const FileStamp &s)
{
    QJsonObject o;
    o.insert(QStringLiteral("device"), QString::number(s.device));
    o.insert(QStringLiteral("inode"), QString::number(s.inode));
    o.insert(QStringLiteral("size_bytes"), QString::number(s.sizeBytes));
    o.insert(QStringLiteral("modified_ns"), QString::number(s.modifiedNs));
    return o;
}

// The stamp stampToJson() wrote; exists false when any field is missing or not a number.
FileStamp stampFromJson(const QJsonObject &o)
{
    bool ok[4] = {};
    FileStamp s;
    s.device = o.value(QStringLiteral("device")).toString().toULongLong(&ok[0]);
    s.inode = o.value(QStringLiteral("inode")).toString().toULongLong(&ok[1]);
    s.sizeBytes = o.value(QStringLiteral("size_bytes")).toString().toLongLong(&ok[2]);
    s.modifiedNs = o.value(QStringLiteral("modified_ns")).toString().toLongLong(&ok[3]);
    s.exists = ok[0] && ok[1] && ok[2] && ok[3];
    return s.exists ? s : FileStamp{};
}

} // namespace

QString RecoveryStore::sessionFile() const
{
    return path(QStringLiteral(".fabricplan"));
}

bool RecoveryStore::write(const Project &project, const QString &originalPath,
                          const FileStamp &originalStamp, QString *error)
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
    if (originalStamp.exists)
        meta.insert(QStringLiteral("original_stamp"), stampToJson(originalStamp));
    meta.insert(QStringLiteral("saved_at"),
                QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    meta.insert(QStringLiteral("app_version"), QStringLiteral(FABRICPLANNER_VERSION));
    // Replaced whole (QSaveFile): a kill while writing keeps the previous text, so a
    // copy never loses the path and stamp of the file it belongs to.
    QSaveFile f(path(QStringLiteral(".json")));
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(meta).toJson()) < 0 || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
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
            e.originalStamp = stampFromJson(o.value(QStringLiteral("original_stamp")).toObject());
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

FileStamp RecoveryStore::restoredStamp(const Entry &entry)
{
    if (!entry.originalStamp.exists || entry.originalPath.isEmpty())
        return {};
    FileStamp now = fileStamp(entry.originalPath);
    now.device = entry.originalStamp.device;
    return now == entry.originalStamp ? fileStamp(entry.originalPath) : entry.originalStamp;
}

void RecoveryStore::discard(const Entry &entry)
{
    QFile::remove(entry.file);
    QFile::remove(entry.file + QLatin1Char('~'));
    QFile::remove(sibling(entry.file, QStringLiteral(".json")));
    QFile::remove(sibling(entry.file, QStringLiteral(".lock")));
}

} // namespace fp
