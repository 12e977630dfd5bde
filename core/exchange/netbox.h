// SPDX-License-Identifier: GPL-3.0-or-later
// NetBox bulk-import CSV files of one fabric (docs/EXCHANGE.md): devices.csv,
// interfaces.csv and cables.csv with the column names of NetBox's import forms
// (DeviceImportForm, InterfaceImportForm, CableImportForm in
// netbox/dcim/forms/bulk_import.py, github.com/netbox-community/netbox). Devices and
// ports are named as in exchange/physical.h.
#pragma once

#include "exchange/physical.h"

#include <QByteArray>
#include <QStringList>

namespace fp::exchange {

// The header rows, as NetBox names the columns.
QStringList netboxDeviceColumns();
QStringList netboxInterfaceColumns();
QStringList netboxCableColumns();

// NetBox's interface type for a port of this technology and speed ("infiniband-ndr",
// "400gbase-x-osfp"; "other" for a speed NetBox has no type for).
QString netboxInterfaceType(Technology technology, double gbitPerS);

struct NetboxFiles {
    QByteArray devices;
    QByteArray interfaces;
    QByteArray cables;
};
// `site`: the NetBox site the devices go to (the project's name, else "FabricPlanner").
NetboxFiles fabricToNetbox(const Project &project, const Catalog &catalog,
                           const PhysicalFabric &fabric);

// One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
QString csvField(const QString &text);

} // namespace fp::exchange
