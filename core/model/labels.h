// SPDX-License-Identifier: GPL-3.0-or-later
// The translated names of the model's enums and keys, once (translation context "fp"):
// the report, the CLI, the docks and the dialogs all take their words from here.
//
// Two forms where both are needed: a lower-case word for use inside sentences and
// table cells ("The team has no InfiniBand experience", "leaf"), and a capitalised
// name for choices in lists and combo boxes ("None", "Leaf").
#pragma once

#include "model/catalog.h"
#include "model/figure.h"
#include "model/model.h"

#include <QString>

namespace fp {

// "no" | "some" | "expert" (how much experience, inside a sentence).
QString skillWord(Skill s);
// "None" | "Some" | "Expert".
QString skillName(Skill s);
// "LLM pre-training" | "fine-tuning" | "inference" | "mixed HPC".
QString workloadWord(WorkloadKind k);
// "LLM pre-training" | "Fine-tuning" | "Inference" | "Mixed HPC".
QString workloadName(WorkloadKind k);
// "compute" | "storage" | "front-end" | "management".
QString purposeWord(FabricPurpose p);
// "InfiniBand" | "Ethernet".
QString technologyName(Technology t);
// "Lossless class and adaptive routing" | "Lossless class, plain ECMP" | "Untuned".
QString roceTuningName(RoceTuning t);
// "Rail-optimized" | "Fat tree".
QString topologyName(TopologyKind k);
// Tier `tier` of a fabric of `tiers` tiers: "leaf" | "spine" ("aggregation" in a
// three-tier fabric) | "core".
QString tierWord(int tier, int tiers = 2);
// The same capitalised: "Leaf" | "Spine" | "Aggregation" | "Core".
QString tierName(int tier, int tiers = 2);
// "leaf" | "spine" | "core" | "NVLink switch".
QString roleWord(SwitchRole r);
// "Leaf" | "Spine" | "Core" | "NVLink switch".
QString roleName(SwitchRole r);
// "passive copper (DAC)" | "active copper" | "active optical (AOC)" | "transceiver" |
// "fibre".
QString cableKindWord(CableKind k);
// "primary source" | "secondary source" | "estimate" | "derived" | "your figure".
QString sourceTagWord(SourceTag t);
// "P" | "S" | "E" | "D" | "U" (the report's tables).
QString sourceTagLetter(SourceTag t);
// A BOM line's category key (analysis/results.h BomLine::category): "Switch", "NIC",
// "Transceiver", "Cable", "Appliance", "Licence", "Spare"; an unknown key as it is.
QString bomCategoryName(const QString &key);
// The same category as a row of totals ("Switches", "Optics (transceivers)").
QString bomCategoryPlural(const QString &key);
// A complexity factor's id (analysis/analysis_complexity.h): "Managed devices",
// "Fabric technologies", ...; an unknown id as it is.
QString complexityFactorName(const QString &id);

} // namespace fp
