// SPDX-License-Identifier: GPL-3.0-or-later
// The design as a picture others can open (docs/EXCHANGE.md): SVG drawn by the one
// renderer of the canvas and the PDF (render/designrenderer.h, CODINGSTYLE.md 5), and
// draw.io (mxGraph XML) with every node, switch and group as an editable shape and
// every link as a connector. Groups are draw.io containers, collapsed as on the canvas,
// so a 16,384-GPU design stays a file draw.io handles.
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <QByteArray>

namespace fp::exchange {

// The design as an SVG document at 100 % (one scene unit = one pixel), with the legend.
QByteArray designToSvg(const Project &project, const Catalog &catalog);

// The design as a draw.io file (uncompressed mxGraph XML in an <mxfile>).
QByteArray designToDrawio(const Project &project, const Catalog &catalog);

} // namespace fp::exchange
