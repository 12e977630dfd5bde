// SPDX-License-Identifier: GPL-3.0-or-later
// The five variants every comparison shows (docs/DESIGN.md section 3): the design as
// drawn, all-InfiniBand, all-Ethernet/RoCE and hybrid (compute on InfiniBand,
// storage and front-end on Ethernet). Each variant is a full Project of its own,
// so every analysis is a pure function of (Project, Catalog).
#pragma once

#include "model/catalog.h"
#include "model/issue.h"
#include "model/model.h"
#include "model/variantkind.h"

#include <QString>

#include <vector>

namespace fp {

struct Variant {
    VariantKind kind = VariantKind::AsDrawn;
    Project project; // the design of this variant
    IssueList notes; // what the translation changed or could not translate
};

// Builds the five variants. Generated fabrics are regenerated for the variant's
// technology with that technology's default switch (Catalog::defaultSwitchFor);
// hand-drawn fabrics are translated part for part to the catalog equivalent.
std::vector<Variant> buildVariants(const Project &project, const Catalog &catalog);

// The second hybrid form (VariantKind::HybridPerUnit), InfiniBand inside each scalable
// unit and Ethernet between units: every switch above the leaves (tier >= 1) of each
// InfiniBand compute fabric becomes its Ethernet equivalent at the speed of its links
// (the leaves stay InfiniBand), with a note per fabric in `notes` (the gateways its
// leaves' uplinks need are not counted). Returns the switches moved, groups repeated
// (0: nothing between units, e.g. a one-tier fabric).
long long joinUnitsByEthernet(Project &project, const Catalog &catalog, IssueList &notes);

} // namespace fp
