// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/fieldrange.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace fp {

namespace {

// A number in words: whole numbers below 10^18 in full, others in 12 significant digits.
QString bound(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e18)
        return QString::number(v, 'f', 0);
    return QString::number(v, 'g', 12);
}

} // namespace

QString describe(const FieldRange &r)
{
    if (r.minExclusive)
        return QCoreApplication::translate("fp::Validation", "above %1 up to %2")
            .arg(bound(r.min), bound(r.max));
    if (r.integer)
        return QCoreApplication::translate("fp::Validation", "a whole number from %1 to %2")
            .arg(bound(r.min), bound(r.max));
    return QCoreApplication::translate("fp::Validation", "from %1 to %2")
        .arg(bound(r.min), bound(r.max));
}

QString validate(const FieldRange &r, double value)
{
    const bool inRange = std::isfinite(value) &&
                         (r.minExclusive ? value > r.min : value >= r.min) && value <= r.max &&
                         (!r.integer || value == std::floor(value));
    if (inRange)
        return {};
    return QCoreApplication::translate("fp::Validation",
                                       "%1 is not allowed here: the value must be %2")
        .arg(bound(value), describe(r));
}

QString validateText(const FieldRange &r, const QString &value)
{
    if (value.size() <= r.maxLength)
        return {};
    return QCoreApplication::translate("fp::Validation",
                                       "the text has %1 characters; at most %2 are allowed")
        .arg(value.size())
        .arg(r.maxLength);
}

FieldRange figureRange(const QString &partId, const QString &field)
{
    const QString id = partId.isEmpty() || partId == QLatin1String("assumptions") ? field
                       : field == QLatin1String("value")                          ? partId
                                                                                  : QString();
    if (id.isEmpty()) {
        // A part's figure. Prices in EUR, powers in W, latency in ns, buffer in MB,
        // reach in m, NVLink bandwidth in GB/s: far above any shipped part.
        if (field == QLatin1String("reachM") || field == QLatin1String("nvlinkGbytePerS") ||
            field == QLatin1String("bf16DenseTflops"))
            return FieldRange::above(0, 1e6);
        if (field == QLatin1String("rackUnits")) // a node's height: 1 U up to a whole rack
            return FieldRange::whole(1, 60);
        return FieldRange::real(0, 1e9);
    }
    // Efficiencies are factors on a bandwidth: above 0 (a divisor) and at most 1.
    if (id.contains(QLatin1String("efficiency")))
        return FieldRange::above(0, 1);
    if (id == QLatin1String("default-spares-share") ||
        id == QLatin1String("roce-network-cost-discount"))
        return FieldRange::real(0, 1);
    if (id.endsWith(QLatin1String("-priority")))
        return FieldRange::whole(0, 7); // IEEE 802.1p priorities
    // NCCL's tuning factors (docs/COLLECTIVES.md) divide or multiply a bandwidth or a
    // latency: above 0. SHARP is on (1) or off (0).
    if (id.startsWith(QLatin1String("nccl-")) &&
        (id.endsWith(QLatin1String("-factor")) || id == QLatin1String("nccl-ring-plateau")))
        return FieldRange::above(0, 10);
    if (id.startsWith(QLatin1String("nccl-ll-max-busbw")))
        return FieldRange::above(0, 1e6);
    if (id == QLatin1String("sharp-enabled") || id == QLatin1String("job-placement-random"))
        return FieldRange::whole(0, 1);
    // The design search's largest oversubscription r (r:1), as the generator takes it
    // (docs/EXPLORE.md): 1 (non-blocking) up to the 64:1 the CLI accepts.
    if (id.startsWith(QLatin1String("explore-max-oversubscription-")))
        return FieldRange::real(1, 64);
    if (id == QLatin1String("eur-per-usd") || id.startsWith(QLatin1String("nccl-busbw")) ||
        id.startsWith(QLatin1String("nvlink-busbw")))
        return FieldRange::above(0, 1e6);
    return FieldRange::real(0, 1e9);
}

} // namespace fp
