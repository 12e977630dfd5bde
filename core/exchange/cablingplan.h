// SPDX-License-Identifier: GPL-3.0-or-later
// The cabling plan (docs/EXCHANGE.md): one row per cable run of one
// link, from A (the node, or the lower-tier switch) to B, with the ports numbered
// deterministically from the design's links, the parts the cost analysis chose for
// the link (analysis_cost.h linkMedium), the length it counted and a label id;
// sorted the way an installer works: by rack, then device, then port.
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace fp::exchange {

struct CableEnd {
    QString rack;      // the unit (group repeat) of the device, "Central" outside groups
    QString device;    // "Unit 2/Leaf 1.3"
    QString port;      // a switch's cage ("5"), a node's NIC and port ("nic3/1")
    int lane = 0;      // the split lane of the cage (1, 2, ...); 0: the cage is not split
    QString partId;    // the module or cable end in this port
    int positionU = 0; // the device's lowest rack unit (floor layout on); 0: not known
};

struct CablingRow {
    QString label; // "FP-00001", in the plan's order
    CableEnd a;
    CableEnd b;
    QString medium;      // catalog.h cableKindKey: "passive-copper", "aoc", "fibre", ...
    QString cablePartId; // the cable with integrated ends, or the fibre between modules
    double lengthM = 0.0;
    double gbitPerS = 0.0;
    QString fabric; // the fabric's name
};

// Every link of every fabric, bundles and split lanes counted one row each.
std::vector<CablingRow> cablingPlan(const Project &project, const Catalog &catalog);

// CSV (csvtext.h) with the columns of docs/EXCHANGE.md.
QByteArray cablingToCsv(const std::vector<CablingRow> &rows);
// One sheet, the same columns, the header repeated on every printed page.
std::optional<QByteArray> cablingToXlsx(const Project &project, const std::vector<CablingRow> &rows,
                                        QString *error);

} // namespace fp::exchange
