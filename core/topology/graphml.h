// SPDX-License-Identifier: GPL-3.0-or-later
// GraphML of an expanded fabric (CLI `export --format graphml`): every node and
// switch instance as a vertex, every link bundle as an edge with its capacity.
// Readable by networkx (read_graphml) and yEd.
#pragma once

#include "model/model.h"
#include "topology/expansion.h"

#include <QByteArray>

namespace fp {

QByteArray expandedGraphToGraphml(const Project &project, const ExpandedGraph &graph);

} // namespace fp
