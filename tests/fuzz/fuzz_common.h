// SPDX-License-Identifier: GPL-3.0-or-later
// Shared set-up of the libFuzzer targets (tests/fuzz/README.md): one QCoreApplication
// for the whole run (the SQLite driver is a Qt plugin) and a quiet message handler, so
// that Qt's warnings about bad input do not flood the fuzzer's output.
#pragma once

#include <QCoreApplication>

namespace fp::fuzz {

inline void quietHandler(QtMsgType, const QMessageLogContext &, const QString &)
{
}

// The application lives until the process ends: destroying it in the exit handlers, after
// Qt's own statics are gone, crashes.
inline void initApplication()
{
    static int argc = 1;
    static char name[] = "fp-fuzz";
    static char *argv[] = {name, nullptr};
    static QCoreApplication *app = nullptr;
    if (!app) {
        qInstallMessageHandler(quietHandler);
        app = new QCoreApplication(argc, argv);
    }
}

} // namespace fp::fuzz
