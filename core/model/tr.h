// SPDX-License-Identifier: GPL-3.0-or-later
// The one free tr() of namespace fp: QCoreApplication::translate in context "fp", which
// is where lupdate files a free tr() call inside namespace fp. Every file whose texts
// are in context "fp" includes this instead of writing its own helper. Files that
// translate in a context of their own (model/invariants.cpp "fp::Checker",
// edit/editcommands.cpp "fp::edit", render/designrenderer.cpp "fp::render",
// ui/prompts.cpp "fp::UiPrompts", app/cli "fp::cli", exchange/exchangetr.h
// "fp::exchange") keep theirs and do not include it.
#pragma once

#include <QString>

namespace fp {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1);

} // namespace fp
