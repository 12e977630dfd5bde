// SPDX-License-Identifier: GPL-3.0-or-later
// Translated words for the model's enums, once. These are the lower-case words used
// inside sentences ("The team has no InfiniBand experience"); translation context "fp".
#pragma once

#include "model/model.h"

#include <QString>

namespace fp {

// "no" | "some" | "expert" (how much experience).
QString skillWord(Skill s);
// "LLM pre-training" | "fine-tuning" | "inference" | "mixed HPC".
QString workloadWord(WorkloadKind k);

} // namespace fp
