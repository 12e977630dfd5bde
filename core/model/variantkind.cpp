// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/variantkind.h"

#include <QCoreApplication>
#include <QLatin1String>

#include <array>
#include <utility>

namespace fp {

namespace {

constexpr std::array<std::pair<VariantKind, const char *>, 5> kVariants{{
    {VariantKind::AsDrawn, "as-drawn"},
    {VariantKind::InfiniBand, "infiniband"},
    {VariantKind::Ethernet, "ethernet"},
    {VariantKind::Hybrid, "hybrid"},
    {VariantKind::HybridPerUnit, "hybrid-per-unit"},
}};

} // namespace

QString variantKey(VariantKind v)
{
    for (const auto &[kind, key] : kVariants) {
        if (kind == v)
            return QString::fromLatin1(key);
    }
    return {};
}

bool variantFromKey(const QString &key, VariantKind *out)
{
    for (const auto &[kind, k] : kVariants) {
        if (key == QLatin1String(k)) {
            if (out)
                *out = kind;
            return true;
        }
    }
    return false;
}

QString variantName(VariantKind v)
{
    switch (v) {
    case VariantKind::AsDrawn:
        return QCoreApplication::translate("fp::Variant", "As drawn");
    case VariantKind::InfiniBand:
        return QCoreApplication::translate("fp::Variant", "InfiniBand");
    case VariantKind::Ethernet:
        return QCoreApplication::translate("fp::Variant", "Ethernet/RoCE");
    case VariantKind::Hybrid:
        return QCoreApplication::translate("fp::Variant", "Hybrid");
    case VariantKind::HybridPerUnit:
        return QCoreApplication::translate("fp::Variant", "Hybrid per unit");
    }
    return {};
}

} // namespace fp
