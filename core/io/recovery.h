// SPDX-License-Identifier: GPL-3.0-or-later
// Recovery copies of unsaved work (autosave and crash recovery). The GUI writes the open
// document every minute while it is modified; a clean exit removes the copy; a
// copy whose session is gone (a crash) is offered at the next start.
//
// Files, in one folder (default: QStandardPaths::AppDataLocation + "/recovery"):
//   <uuid>.fabricplan  the project, written by saveProject()
//   <uuid>.json        {"original_path", "original_stamp", "saved_at", "app_version"}
//   <uuid>.lock        a QLockFile held while the session runs
// A copy is an orphan when nobody holds its lock: QLockFile treats the lock of a
// dead process as stale, so a crashed session's copy becomes an orphan at once.
#pragma once

#include "io/filesafety.h"
#include "model/model.h"

#include <QDateTime>
#include <QString>
#include <QUuid>

#include <memory>
#include <vector>

class QLockFile;

namespace fp {

class RecoveryStore
{
public:
    explicit RecoveryStore(const QString &directory = defaultDirectory());
    ~RecoveryStore(); // releases the lock but keeps the copy (as a crash would)
    RecoveryStore(const RecoveryStore &) = delete;
    RecoveryStore &operator=(const RecoveryStore &) = delete;

    static QString defaultDirectory();
    QString directory() const { return m_dir; }
    // This session's copy: <dir>/<uuid>.fabricplan.
    QString sessionFile() const;

    // Writes this session's copy of `project`; `originalPath` is where the document
    // lives (empty when it was never saved) and `originalStamp` that file's stamp when
    // the document last read or saved it (ProjectDocument::diskStamp()), so that a
    // restored copy still notices another program's change to the file.
    bool write(const Project &project, const QString &originalPath, const FileStamp &originalStamp,
               QString *error);
    bool hasCopy() const;
    // Removes this session's copy (clean exit, or the document was saved).
    void remove();

    struct Entry {
        QString file;            // the .fabricplan copy
        QString originalPath;    // empty: an unsaved document
        FileStamp originalStamp; // exists false: not recorded (unsaved, or an older copy)
        QDateTime savedAt;       // UTC
    };
    // Copies left by sessions that no longer run, newest first.
    std::vector<Entry> orphans() const;
    // Deletes an orphan's files.
    static void discard(const Entry &entry);
    // The stamp a document restored from `entry` compares its file with at Save: the
    // recorded one, or the file's current stamp when only the device number differs
    // (a device may be numbered anew at a reboot; inode, size and modification time
    // to the nanosecond stay).
    static FileStamp restoredStamp(const Entry &entry);

private:
    QString path(const QString &suffix) const;
    static QString sibling(const QString &file, const QString &suffix);

    QString m_dir;
    QUuid m_id;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace fp
