// SPDX-License-Identifier: GPL-3.0-or-later
// fabricplanner-cli: the core without a window (docs/CLI.md).
#pragma once

#include <QStringList>

namespace fp::cli {

// Exit codes of the CLI contract.
// compare-fabric exits with Differs (1) when the fabric as built differs from the design.
enum ExitCode { Ok = 0, InternalFailure = 1, BadInput = 2, Differs = 1 };

// Runs one command line (without the program name). Needs a QCoreApplication.
int run(const QStringList &args);

} // namespace fp::cli
