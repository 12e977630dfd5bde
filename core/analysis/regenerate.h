// SPDX-License-Identifier: GPL-3.0-or-later
// Regenerating a generated fabric with other settings (the fabric's generation settings in
// the properties dock): the design a
// change of technology, oversubscription, switch part, planes or GPU count gives, what it
// changes (switches, links, GPUs, network capex before and after, from summarize() and
// analyzeCost()), and which hand edits made since the generation it keeps or drops.
//
// Hand edits are found by building the fabric again from the settings it keeps
// (Fabric::generated) and comparing: buildFabric() allocates the fabric's id first and
// then its groups, nodes, switches and links in a fixed order, so an object of the
// design and its counterpart in the rebuild differ by one id offset. What the current
// design has beyond, without or different from the rebuild is a hand edit.
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <QString>

#include <optional>
#include <vector>

namespace fp {

struct RegenerationPreview {
    GeneratorParams before;         // the settings the fabric was generated with
    GeneratorParams after;          // the settings asked for
    std::optional<Project> project; // the design after; nullopt: refused, `error` says why
    QString error;
    QString projectNameBefore; // the design's name now (the new one is project->info.name)
    // Over every fabric of the design, groups multiplied out (topology/summary.h).
    long long gpusBefore = 0, gpusAfter = 0;
    long long switchesBefore = 0, switchesAfter = 0;
    long long linksBefore = 0, linksAfter = 0;
    // Network capital cost (analyzeCost(), CostResult::capexEur) and whether every part
    // has a price (false: the figure is a lower bound).
    double capexBeforeEur = 0.0, capexAfterEur = 0.0;
    bool capexBeforeComplete = true, capexAfterComplete = true;
    QString currency;
    // Translated sentences, one per kind of hand edit: those carried into the new design
    // (names of switches, nodes and groups the new design still has) and those dropped.
    std::vector<QString> keptEdits;
    std::vector<QString> droppedEdits;
    long long droppedOtherLinks = 0; // links of other fabrics that ended on a removed node
    bool changes() const { return before != after; }
};

// The generation settings of fabric `fabricId` (nullopt when it was drawn by hand or
// does not exist).
std::optional<GeneratorParams> generationSettings(const Project &project, Id fabricId);
// The first compute fabric that keeps generation settings (NoId when none does): what
// the design's properties show with nothing selected.
Id firstGeneratedFabric(const Project &project);

// The preview of regenerating `fabricId` with `after` (analysis/explore.h exploredDesign()
// builds it: the compute fabric and the nodes, and generated storage, front-end and
// management fabrics on the new nodes; everything else is kept). A project name the
// generator gave the old settings becomes the one it gives the new settings.
RegenerationPreview previewRegeneration(const Project &project, const Catalog &catalog, Id fabricId,
                                        const GeneratorParams &after);

} // namespace fp
