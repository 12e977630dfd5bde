// SPDX-License-Identifier: GPL-3.0-or-later
// Small toolbar icons drawn with QPainter (no theme is needed, so they look the same
// on every desktop and in the screenshots).
#pragma once

#include <QIcon>

namespace fp::icons {

enum class Kind { NewDesign, Select, Connect, ZoomIn, ZoomOut, ZoomFit };
QIcon make(Kind kind);

} // namespace fp::icons
