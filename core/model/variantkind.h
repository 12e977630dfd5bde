// SPDX-License-Identifier: GPL-3.0-or-later
// The five variants every comparison shows (docs/DESIGN.md, "Variants"): the design as
// drawn, all-InfiniBand, all-Ethernet/RoCE, hybrid, and hybrid per unit. Their keys live in the
// model because project files store them (calibration per variant); topology/variant.h builds the
// variants themselves.
#pragma once

#include <QString>

namespace fp {

// HybridPerUnit: the second hybrid form, InfiniBand inside each scalable unit (the
// compute fabric's leaves) and Ethernet between the units (its spines and cores).
enum class VariantKind { AsDrawn, InfiniBand, Ethernet, Hybrid, HybridPerUnit };
// "as-drawn" | "infiniband" | "ethernet" | "hybrid" | "hybrid-per-unit"
QString variantKey(VariantKind v);
bool variantFromKey(const QString &key, VariantKind *out);
QString variantName(VariantKind v); // translated display name

} // namespace fp
