// SPDX-License-Identifier: GPL-3.0-or-later
// The checks every reader and writer of user files shares:
// only regular files are read or replaced (never a pipe or device, which would block
// or be destroyed), an output is never one of the command's inputs, a save follows
// symbolic links to the real file, read-modify-write is serialised by an advisory
// lock on the project file itself, and the hidden temporary files of savers that
// died (kill -9, power loss) are removed by the next one.
#pragma once

#include <QFile>
#include <QString>
#include <QStringList>

namespace fp {

// What identifies a file's content on disk: device, inode, size and modification
// time. Equal stamps mean "not changed since" (to the file system's time resolution).
struct FileStamp {
    bool exists = false;
    quint64 device = 0;
    quint64 inode = 0;
    qint64 sizeBytes = 0;
    qint64 modifiedNs = 0;
    bool operator==(const FileStamp &) const = default;
};

// The stamp of the file `path` names (symbolic links followed).
FileStamp fileStamp(const QString &path);

// The real file a save to `path` replaces: symbolic links followed to their end (also
// a link to a file not yet there), as an absolute path. `path` itself otherwise.
QString resolveSavePath(const QString &path);

// An input must exist and be a regular file (after links). False with a one-line,
// translated message naming the file otherwise.
bool checkInputFile(const QString &path, QString *error);

// An output may be new or an existing regular file, and must not be any of `inputs`
// (same device and inode, so also through another name or a link). With
// `mayReplaceProject` false an existing FabricPlanner project is refused as well
// (an export or report written over a project by a slip of the tab key).
bool checkOutputFile(const QString &path, const QStringList &inputs, bool mayReplaceProject,
                     QString *error);

// True when the file system of `dirPath` has less than `bytes` free for this user
// (statvfs), to name a full disk where the error says only "Unknown error".
bool lacksSpaceFor(const QString &dirPath, qint64 bytes);

// The one-line reason for a write into `dirPath` that failed on a full disk.
QString diskFullText(const QString &dirPath);

// An exclusive advisory lock (flock) on an existing project file, held until
// destruction. The kernel releases it when the process dies, so nothing is left
// behind. A save renames a new file over the locked one; lock() therefore checks,
// after locking, that the name still leads to the locked file, and retries if not.
class ProjectLock
{
public:
    ProjectLock() = default;
    ~ProjectLock();
    ProjectLock(const ProjectLock &) = delete;
    ProjectLock &operator=(const ProjectLock &) = delete;

    // Waits up to `timeoutMs` for other writers. False with a one-line message when
    // the file cannot be opened or another program keeps it locked.
    bool lock(const QString &path, int timeoutMs, QString *error);
    void unlock();

private:
    int m_fd = -1;
};

// Temporary files of one save sit beside the target as hidden files named after it,
// this host and this process: ".NAME.HOST-PID.RANDOM.saving" (".NAME~..." for the
// backup). `backup` selects the backup's temporary name.
QString saveTempPath(const QString &targetPath, bool backup);

// True when the existing file `targetPath` has names besides this one (hard links,
// st_nlink > 1) other than the writer's backup names (saveTempPath(..., true) and
// "NAME~", which a save killed between its backup and its rename leaves on the file).
// A save renames a new file over the name, so those other names would keep the old
// version without a word: the writer refuses such a save (core/io/projectschema.md,
// "Saving").
bool hasOtherHardLinks(const QString &targetPath);

// Removes the temporary files (and their SQLite journals) that savers of
// `targetPath` on this host left when they died. Returns how many were removed.
int removeStaleSaveFiles(const QString &targetPath);

// An output file (export, report) written whole or not at all, as QSaveFile does, but
// through the savers' temporary name (saveTempPath), so that the temporary file of a
// writer killed before its rename is recognised and removed by the next writer of the
// same target (removeStaleSaveFiles); QSaveFile's "NAME.XXXXXX" stays forever. The
// target is the real file behind symbolic links (resolveSavePath); an existing target
// keeps its permissions. Not committed on destruction: the temporary file is removed.
class AtomicFile
{
public:
    explicit AtomicFile(const QString &path);
    ~AtomicFile();
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    bool open();                 // the temporary file, for writing
    QIODevice *device();         // write here between open() and commit()
    bool commit();               // flush, fsync, rename over the target
    void cancel();               // drop what was written; the target stays as it was
    QString errorString() const; // why open() or commit() failed
    QString targetPath() const { return m_target; }

private:
    QString m_target;
    QFile *m_file = nullptr;
    QString m_error;
};

} // namespace fp
