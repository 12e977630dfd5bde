// SPDX-License-Identifier: GPL-3.0-or-later
// A number that carries where it comes from. Every default FabricPlanner ships
// is a Figure: the value, its confidence tag and its source (docs/CATALOG.md).
#pragma once

#include <QString>
#include <QStringList>

namespace fp {

// docs/CATALOG.md tags: P primary, S secondary, E estimate, D derived by arithmetic.
enum class SourceTag { Primary, Secondary, Estimate, Derived, User };

QString sourceTagKey(SourceTag tag);                       // "primary", ... (files, JSON)
bool sourceTagFromKey(const QString &key, SourceTag *out); // false when unknown

struct Figure {
    double value = 0.0;
    SourceTag tag = SourceTag::Estimate;
    QString source;    // a URL or a citation; never empty for shipped defaults
    bool known = true; // false: the catalog has no figure ("not found" in docs/CATALOG.md)
    // The assumptions this figure was derived with (catalog key "rests_on"), e.g. a
    // USD price converted with "eur-per-usd". Empty for user values.
    QStringList restsOn;
    // true: `value` is only a floor (catalog key "lower_bound"): a price derived by a rule
    // the part is known to exceed. A sum with it is a lower bound, as with an unknown one.
    bool lowerBound = false;

    static Figure unknown(const QString &why)
    {
        Figure f;
        f.known = false;
        f.source = why;
        return f;
    }
    friend bool operator==(const Figure &, const Figure &) = default;
};

} // namespace fp
