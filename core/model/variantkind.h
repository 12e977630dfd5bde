// SPDX-License-Identifier: GPL-3.0-or-later
// The four variants every comparison shows (docs/DESIGN.md, "Variants"): the design as
// drawn, all-InfiniBand, all-Ethernet/RoCE and hybrid. Their keys live in the model
// because project files store them (calibration per variant); topology/variant.h
// builds the variants themselves.
#pragma once

#include <QString>

namespace fp {

enum class VariantKind { AsDrawn, InfiniBand, Ethernet, Hybrid };
QString variantKey(VariantKind v); // "as-drawn" | "infiniband" | "ethernet" | "hybrid"
bool variantFromKey(const QString &key, VariantKind *out);
QString variantName(VariantKind v); // translated display name

} // namespace fp
