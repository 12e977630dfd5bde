// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the bytes are a .fabricplan file. They are written to a temporary
// file and opened through the normal reader (loadProject, core/io/projectio.h), as the
// CLI and the GUI open a project. Any crash, sanitizer report or exception is a finding;
// refusals are expected.
#include "fuzz_common.h"
#include "io/projectio.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fp::fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("input.fabricplan"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return 0;
        file.write(reinterpret_cast<const char *>(data), static_cast<qint64>(size));
    }
    QString error;
    fp::ProjectIoStatus status = fp::ProjectIoStatus::Ok;
    const auto project = fp::loadProject(path, &error, &status);
    (void)project;
    // Remove the input and anything beside it (a WAL-mode input leaves -wal and -shm,
    // F15 of the reliability review) so that every run starts from an empty folder.
    QDir folder(dir.path());
    for (const QString &name : folder.entryList(QDir::Files | QDir::Hidden))
        folder.remove(name);
    return 0;
}
