// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the bytes are the JSON text of a project (export --format json).
// Parsed with QJsonDocument and read with projectFromJson (core/io/projectjson.h), as
// loadProject does for a JSON file; an accepted project is written back to JSON and
// must read again (the round trip the CLI's import/export promise).
#include "fuzz_common.h"
#include "io/projectjson.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fp::fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    if (!doc.isObject())
        return 0;
    QString error;
    const auto project = fp::projectFromJson(doc.object(), &error);
    if (!project)
        return 0;
    QString again;
    if (!fp::projectFromJson(fp::projectToJson(*project), &again))
        __builtin_trap(); // what was accepted must survive its own export
    return 0;
}
