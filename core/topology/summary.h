// SPDX-License-Identifier: GPL-3.0-or-later
// A project at a glance: GPUs, nodes and per fabric its tiers and switch counts,
// counted on the expanded graph (groups multiplied out).
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <vector>

namespace fp {

struct FabricSummary {
    Id fabricId = NoId;
    QString name;
    Technology technology = Technology::InfiniBand;
    FabricPurpose purpose = FabricPurpose::Compute;
    int tiers = 0;
    std::vector<int> switchesPerTier;
    std::vector<long long> linksPerTier;
};

struct ProjectSummary {
    long long gpus = 0;
    long long nodes = 0;
    std::vector<FabricSummary> fabrics;
};

ProjectSummary summarize(const Project &project, const Catalog &catalog);

} // namespace fp
