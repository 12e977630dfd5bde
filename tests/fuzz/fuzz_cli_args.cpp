// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the bytes are a command line of fabricplanner-cli, one argument
// per line. It goes through the CLI's parser (app/cli/cliparse.h) the way run() and
// the commands use it (--lang, the command's options, the checked values), without
// running a command, so no file is read or written.
#include "cli/cliparse.h"
#include "fuzz_common.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace {

void checkValues(const fp::cli::Options &o)
{
    for (const char *name : {"gpus", "planes"})
        (void)fp::cli::parseCount(o.value(QLatin1String(name)), 10'000'000);
    (void)fp::cli::parseOversubscription(o.value(QStringLiteral("oversubscription")));
    for (const char *name : {"compute-s", "comm-s", "overlap-s"})
        (void)fp::cli::parseSeconds(o.value(QLatin1String(name)));
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fp::fuzz::initApplication();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text =
        QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const fp::cli::CommandLine line = fp::cli::takeLanguage(text.split(QLatin1Char('\n')));
    if (line.langMissingValue || line.args.isEmpty())
        return 0;
    QStringList args = line.args;
    const QString command = args.takeFirst();
    if (!fp::cli::commandOptions(command))
        return 0;
    fp::cli::Options options;
    if (!fp::cli::parseCommandOptions(command, args, &options).isEmpty())
        return 0;
    if (options.positional.size() > args.size())
        __builtin_trap(); // every positional argument came from the command line
    checkValues(options);
    return 0;
}
