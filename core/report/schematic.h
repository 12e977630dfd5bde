// SPDX-License-Identifier: GPL-3.0-or-later
// The design as the PDF report draws it: a schematic, not the
// canvas scaled down. One row per tier with a labelled box ("32 x Quantum-2 QM9700
// leaf"), the link bundles between the rows with their counts and speeds, one unit of
// the compute fabric drawn in detail with its rails (the leaves of its first node, that
// node's rail group drawn as its first two nodes and its last), the other fabrics
// (storage, front-end, management) beside each other or a box saying which are not in
// the design, and a legend of only the symbols drawn.
//
// The drawing has a fixed type scale in points, whatever the size of the design: its
// texts are 6 pt or larger on the page (the NIC numbers 6 pt, the rest 6.5 pt and up; a test
// checks them for 16 to 131,072 GPUs).
// Every count comes from the expanded design (topology/expansion.h), the same counts
// the analyses and the "Fabrics of the design as drawn" table use.
//
// buildSchematic() decides what is drawn (translated texts, counts), layoutSchematic()
// where (device units of the report: 1/96 inch; font sizes in points), and
// paintSchematic() paints the layout.
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <QColor>
#include <QLineF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QPainter;
class QPaintDevice;

namespace fp::report {

// One fabric as a stack of rows, the highest tier first and the nodes last.
struct SchematicStack {
    QString title; // "Compute fabric (InfiniBand): 2 tiers, 1 plane"
    Technology technology = Technology::InfiniBand;
    FabricPurpose purpose = FabricPurpose::Compute;
    struct Row {
        QString name;   // "Spine", "Leaf", "Nodes" (left of the box)
        QString label;  // "16 x Quantum-2 QM9700 spine"
        QString detail; // "8 per unit x 4 units", planes; may be empty
        bool nodes = false;
        SwitchRole role = SwitchRole::Leaf;
        long long count = 0; // switches or nodes in the row
    };
    std::vector<Row> rows;
    std::vector<QString> bundles; // between rows[i] and rows[i + 1]: "1,024 links x 400 Gb/s"
    std::vector<long long> bundleLinks;
    QString note; // under the stack: "No node is linked to this fabric in the design."
};

// One unit of the compute fabric with its rails.
struct SchematicUnit {
    QString title; // "One unit in detail: 32 nodes and 8 leaves (1 of 4 units)"
    QString note;  // which nodes are drawn, the rail group
    Technology technology = Technology::InfiniBand;
    struct NodeBox {
        QString name;   // "Node 1"
        QString detail; // "8 GPUs, 8 NICs"
        int nics = 0;
        int portsPerNic = 1;
        std::vector<int> leafOfPort; // per NIC port (nic * portsPerNic + port): leaf index, -1 none
    };
    std::vector<NodeBox> nodes;     // drawn: at most three
    QString omitted;                // between the second and the last node: "... 29 more"
    std::vector<QString> leaves;    // "Leaf 1"
    std::vector<QString> leafRails; // "rail 1" or empty
    QString railShort;              // "r%1": a rail where "rail 1" does not fit
    QString uplinks;                // "Each leaf: 32 links x 400 Gb/s up to the spines"
    bool hasUplinks = false;
};

struct Schematic {
    SchematicStack compute;
    std::optional<SchematicUnit> unit;
    std::vector<SchematicStack> others; // storage, front-end, management fabrics
    QString absent;                     // "Not in this design: ..." (empty: all there)
    // Legend texts, in the current language.
    QString legendSwitches, legendNodes, legendBundle, legendInfiniBand, legendEthernet,
        legendNicPort, legendAbsent;
};

// What the report draws for the design, texts in the current language.
Schematic buildSchematic(const Project &project, const Catalog &catalog);

struct SchematicLayout {
    struct Text {
        QRectF rect;
        QString text;
        double pt = 8.0;
        bool bold = false;
        QColor color;
        int flags = 0; // Qt::AlignmentFlag | Qt::TextWordWrap
    };
    struct Shape {
        QRectF rect;
        QColor fill;
        QColor stroke;
        int deck = 0; // copies drawn behind it (a row of many switches)
        bool dashed = false;
        double radius = 3.0;
    };
    struct Line {
        QLineF line;
        QColor color;
        double width = 1.0;
        bool dashed = false;
    };
    QSizeF size; // device units
    std::vector<Shape> shapes;
    std::vector<Line> lines;
    std::vector<Text> texts;
};

// The schematic laid out `width` device units wide (1/96 inch), texts measured on
// `metrics` (the PDF writer, or an image of the same resolution).
SchematicLayout layoutSchematic(const Schematic &schematic, double width, QPaintDevice *metrics);
// Paints the layout with its top-left corner at `topLeft`.
void paintSchematic(QPainter *p, QPointF topLeft, const SchematicLayout &layout);

} // namespace fp::report
