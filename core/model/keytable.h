// SPDX-License-Identifier: GPL-3.0-or-later
// Enum <-> stable key tables for files and JSON ("rail-optimized", "infiniband").
// Internal to core: the model and the catalog both map their enums through these.
#pragma once

#include <QLatin1String>
#include <QString>

#include <array>
#include <cstddef>
#include <utility>

namespace fp::keytable {

template <typename E, std::size_t N> using Table = std::array<std::pair<E, const char *>, N>;

// The key of `value`, or an empty string when the table lacks it.
template <typename E, std::size_t N> QString keyOf(const Table<E, N> &table, E value)
{
    for (const auto &[e, key] : table) {
        if (e == value)
            return QString::fromLatin1(key);
    }
    return {};
}

// Sets *out (if given) and returns true when `key` is in the table.
template <typename E, std::size_t N>
bool fromKey(const Table<E, N> &table, const QString &key, E *out)
{
    for (const auto &[e, k] : table) {
        if (key == QLatin1String(k)) {
            if (out)
                *out = e;
            return true;
        }
    }
    return false;
}

} // namespace fp::keytable
