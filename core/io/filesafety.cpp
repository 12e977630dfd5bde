// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/filesafety.h"

#include "version.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSysInfo>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace fp {

namespace {

QString quoted(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

bool statPath(const QString &path, struct stat *st)
{
    return ::stat(QFile::encodeName(path).constData(), st) == 0;
}

// A stable tag of this host (the hash of its name), so that a saver on another
// machine sharing the folder is never taken for a dead one here.
QString hostTag()
{
    static const QString tag = QString::fromLatin1(
        QCryptographicHash::hash(QSysInfo::machineHostName().toUtf8(), QCryptographicHash::Md5)
            .toHex()
            .left(8));
    return tag;
}

// The first bytes of an SQLite file whose application_id (big-endian at offset 68,
// sqlite.org/fileformat.html "The Database Header") is FabricPlanner's.
bool isFabricPlannerProject(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = file.read(72);
    if (header.size() < 72 || !header.startsWith(QByteArray("SQLite format 3\0", 16)))
        return false;
    quint32 id = 0;
    for (int i = 68; i < 72; ++i)
        id = (id << 8) | quint8(header[i]);
    return id == FABRICPLANNER_APPLICATION_ID;
}

QString notRegularText(const QString &path)
{
    return QCoreApplication::translate(
               "fp::FileSafety",
               "\"%1\" is not a regular file (a pipe, device or socket); give a file.")
        .arg(quoted(path));
}

} // namespace

FileStamp fileStamp(const QString &path)
{
    struct stat st {
    };
    FileStamp s;
    if (!statPath(path, &st))
        return s;
    s.exists = true;
    s.device = quint64(st.st_dev);
    s.inode = quint64(st.st_ino);
    s.sizeBytes = qint64(st.st_size);
    s.modifiedNs = qint64(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    return s;
}

QString resolveSavePath(const QString &path)
{
    QString current = QFileInfo(path).absoluteFilePath();
    // 40 links at most, as the kernel's own limit (MAXSYMLINKS in path_resolution(7)).
    for (int hop = 0; hop < 40; ++hop) {
        const QFileInfo fi(current);
        if (!fi.isSymLink())
            break;
        const QString canonical = fi.canonicalFilePath();
        if (!canonical.isEmpty())
            return canonical; // the whole chain leads to an existing file
        current = QFileInfo(fi.symLinkTarget()).absoluteFilePath(); // dangling: follow by hand
    }
    const QFileInfo fi(current);
    const QString folder = QFileInfo(fi.absolutePath()).canonicalFilePath();
    return folder.isEmpty() ? current : QDir(folder).filePath(fi.fileName());
}

bool checkInputFile(const QString &path, QString *error)
{
    struct stat st {
    };
    if (!statPath(path, &st)) {
        const int e = errno;
        *error = e == ENOENT ? QCoreApplication::translate("fp::FileSafety",
                                                           "The file \"%1\" does not exist.")
                                   .arg(quoted(path))
                             : QCoreApplication::translate("fp::FileSafety",
                                                           "The file \"%1\" cannot be read: %2")
                                   .arg(quoted(path), QString::fromLocal8Bit(std::strerror(e)));
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        *error = QCoreApplication::translate("fp::FileSafety", "\"%1\" is a folder, not a file.")
                     .arg(quoted(path));
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        *error = notRegularText(path);
        return false;
    }
    return true;
}

bool checkOutputFile(const QString &path, const QStringList &inputs, bool mayReplaceProject,
                     QString *error)
{
    struct stat out {
    };
    if (!statPath(path, &out))
        return true; // a new file (a missing folder is reported by the writer)
    if (S_ISDIR(out.st_mode)) {
        *error = QCoreApplication::translate("fp::FileSafety",
                                             "the output \"%1\" is a folder, not a file.")
                     .arg(quoted(path));
        return false;
    }
    if (!S_ISREG(out.st_mode)) {
        *error = notRegularText(path);
        return false;
    }
    for (const QString &input : inputs) {
        struct stat in {
        };
        if (statPath(input, &in) && in.st_dev == out.st_dev && in.st_ino == out.st_ino) {
            *error = QCoreApplication::translate(
                         "fp::FileSafety",
                         "the output \"%1\" is the input file \"%2\"; choose another output file.")
                         .arg(quoted(path), quoted(input));
            return false;
        }
    }
    if (!mayReplaceProject && isFabricPlannerProject(path)) {
        *error = QCoreApplication::translate(
                     "fp::FileSafety",
                     "the output \"%1\" is a FabricPlanner project and would be overwritten; "
                     "choose another output file.")
                     .arg(quoted(path));
        return false;
    }
    return true;
}

bool lacksSpaceFor(const QString &dirPath, qint64 bytes)
{
    struct statvfs fs {
    };
    if (::statvfs(QFile::encodeName(dirPath).constData(), &fs) != 0)
        return false;
    return qint64(fs.f_bavail) * qint64(fs.f_frsize) < bytes;
}

QString diskFullText(const QString &dirPath)
{
    return QCoreApplication::translate("fp::FileSafety",
                                       "there is not enough free space in the folder \"%1\" (the "
                                       "disk is full); the file is unchanged.")
        .arg(quoted(dirPath));
}

// --- ProjectLock --------------------------------------------------------------------

ProjectLock::~ProjectLock()
{
    unlock();
}

void ProjectLock::unlock()
{
    if (m_fd >= 0)
        ::close(m_fd); // releases the flock
    m_fd = -1;
}

bool ProjectLock::lock(const QString &path, int timeoutMs, QString *error)
{
    unlock();
    if (!checkInputFile(path, error))
        return false;
    const QByteArray native = QFile::encodeName(resolveSavePath(path));
    QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        // O_NONBLOCK: checkInputFile said "regular file", but the name may have changed.
        const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
        if (fd < 0) {
            *error =
                QCoreApplication::translate("fp::FileSafety", "The file \"%1\" cannot be read: %2")
                    .arg(quoted(path), QString::fromLocal8Bit(std::strerror(errno)));
            return false;
        }
        while (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            if ((errno != EWOULDBLOCK && errno != EINTR) || deadline.hasExpired()) {
                ::close(fd);
                *error = QCoreApplication::translate(
                             "fp::FileSafety",
                             "\"%1\" is being changed by another program; try again when it "
                             "has finished.")
                             .arg(quoted(path));
                return false;
            }
            QThread::msleep(20);
        }
        // Still the file the name leads to? A writer may have renamed a new one over it.
        struct stat held {
        }, named{};
        if (::fstat(fd, &held) == 0 && ::stat(native.constData(), &named) == 0 &&
            held.st_dev == named.st_dev && held.st_ino == named.st_ino) {
            m_fd = fd;
            return true;
        }
        ::close(fd);
    }
}

// --- Temporary files ----------------------------------------------------------------

QString saveTempPath(const QString &targetPath, bool backup)
{
    const QFileInfo fi(targetPath);
    return QStringLiteral("%1/.%2%3.%4-%5.%6.saving")
        .arg(fi.absolutePath(), fi.fileName(), backup ? QStringLiteral("~") : QString(), hostTag())
        .arg(qint64(::getpid()))
        .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
}

bool hasOtherHardLinks(const QString &targetPath)
{
    struct stat target {
    };
    if (!statPath(targetPath, &target) || target.st_nlink <= 1)
        return false;
    // The backup is made as a second name of the old file (ProjectWriter's keepBackup):
    // its temporary names, and "NAME~" itself when a save died before its rename, are
    // the writer's, not the user's.
    const QFileInfo fi(targetPath);
    const QDir dir(fi.absolutePath());
    nlink_t saverNames = 0;
    QStringList names = dir.entryList({QStringLiteral(".%1~.*.saving").arg(fi.fileName())},
                                      QDir::Files | QDir::Hidden | QDir::System);
    names.append(fi.fileName() + QLatin1Char('~'));
    for (const QString &name : names) {
        struct stat st {
        };
        if (statPath(dir.filePath(name), &st) && st.st_dev == target.st_dev &&
            st.st_ino == target.st_ino)
            ++saverNames;
    }
    return target.st_nlink > 1 + saverNames;
}

AtomicFile::AtomicFile(const QString &path)
    : m_target(resolveSavePath(path))
{
}

AtomicFile::~AtomicFile()
{
    cancel();
}

bool AtomicFile::open()
{
    cancel();
    removeStaleSaveFiles(m_target);
    m_file = new QFile(saveTempPath(m_target, false));
    if (!m_file->open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        m_error = m_file->errorString();
        delete m_file;
        m_file = nullptr;
        return false;
    }
    if (QFile::exists(m_target))
        m_file->setPermissions(QFile::permissions(m_target));
    return true;
}

QIODevice *AtomicFile::device()
{
    return m_file;
}

bool AtomicFile::commit()
{
    if (!m_file)
        return false;
    const bool written = m_file->flush() && ::fsync(m_file->handle()) == 0;
    if (!written)
        m_error = m_file->error() != QFileDevice::NoError ? m_file->errorString()
                                                          : QString::fromLocal8Bit(strerror(errno));
    m_file->close();
    if (written && ::rename(QFile::encodeName(m_file->fileName()).constData(),
                            QFile::encodeName(m_target).constData()) == 0) {
        delete m_file;
        m_file = nullptr;
        return true;
    }
    if (written)
        m_error = QString::fromLocal8Bit(strerror(errno));
    cancel();
    return false;
}

void AtomicFile::cancel()
{
    if (!m_file)
        return;
    m_file->close();
    QFile::remove(m_file->fileName());
    delete m_file;
    m_file = nullptr;
}

QString AtomicFile::errorString() const
{
    return m_error;
}

int removeStaleSaveFiles(const QString &targetPath)
{
    const QFileInfo fi(targetPath);
    const QDir dir(fi.absolutePath());
    const QRegularExpression own(
        QStringLiteral("^\\.%1~?\\.%2-([0-9]+)\\.[0-9a-f]{8}\\.saving(-journal)?$")
            .arg(QRegularExpression::escape(fi.fileName()), hostTag()));
    int removed = 0;
    const QStringList names = dir.entryList({QStringLiteral(".%1*.saving*").arg(fi.fileName())},
                                            QDir::Files | QDir::Hidden);
    for (const QString &name : names) {
        const auto m = own.match(name);
        if (!m.hasMatch())
            continue;
        const qint64 pid = m.captured(1).toLongLong();
        // kill(pid, 0) fails with ESRCH only when no such process exists.
        if (pid <= 0 || pid == qint64(::getpid()) || ::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
            continue;
        if (QFile::remove(dir.filePath(name)))
            ++removed;
    }
    return removed;
}

} // namespace fp
