// SPDX-License-Identifier: GPL-3.0-or-later
// Model invariants (docs/DESIGN.md section 2), reported as issues with stable codes.
#pragma once

#include "model/catalog.h"
#include "model/issue.h"
#include "model/model.h"

namespace fp {

// Every invariant that does not hold, as Error issues; findings that are legal but
// worth a look (an unconnected NIC port) as Warnings. Never throws, never asserts:
// a project read from a foreign file may be arbitrarily broken.
IssueList checkInvariants(const Project &project, const Catalog &catalog);

} // namespace fp
