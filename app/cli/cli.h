// SPDX-License-Identifier: GPL-3.0-or-later
// fabricplanner-cli: the core without a window (docs/CLI.md).
#pragma once

#include <QStringList>

namespace fp::cli {

// Exit codes of the CLI contract.
enum ExitCode { Ok = 0, InternalFailure = 1, BadInput = 2 };

// Runs one command line (without the program name). Needs a QCoreApplication.
int run(const QStringList &args);

} // namespace fp::cli
