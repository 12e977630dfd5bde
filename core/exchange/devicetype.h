// SPDX-License-Identifier: GPL-3.0-or-later
// A device type of the community devicetype-library (github.com/netbox-community/
// devicetype-library, one YAML file per model) as one of the project's own parts
// (CatalogOverrides::ownParts, the layout of resources/catalog.json): a switch whose
// data ports are InfiniBand or Ethernet. docs/EXCHANGE.md lists what is read.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace fp::exchange {

// The switch entry for ownParts["switches"]; nullopt and a one-line `error` naming the
// field or value it does not understand. `fileName` goes into the figures' sources.
std::optional<QJsonObject> deviceTypeToSwitch(const QByteArray &yaml, const QString &fileName,
                                              QString *error);

// ownParts with `part` added to its "switches" (replacing a part of the same id).
QJsonObject withOwnSwitch(const QJsonObject &ownParts, const QJsonObject &part);

} // namespace fp::exchange
