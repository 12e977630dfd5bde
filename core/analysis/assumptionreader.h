// SPDX-License-Identifier: GPL-3.0-or-later
// The one way an analysis reads the catalog: assumptions and parts go through an
// AssumptionReader, which records the ids it handed out. The analysis copies that
// record into its result (FiguresUsed, analysis/results.h), and the report's table of
// assumptions and sources lists exactly those ids instead of guessing them.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"

#include <QString>

#include <optional>

namespace fp {

class AssumptionReader
{
public:
    explicit AssumptionReader(const Catalog &catalog)
        : m_catalog(catalog)
    {
    }

    const Catalog &catalog() const { return m_catalog; }

    // The figure of assumption `id` (known or not), nullptr when the catalog lacks it.
    // Recorded when the catalog has it.
    const Figure *assumption(const QString &id);
    // Its value when the catalog has it and knows it; recorded then.
    std::optional<double> value(const QString &id);
    // The value, or `fallback` (not recorded) when the catalog has no known figure.
    double valueOr(const QString &id, double fallback);

    // Parts: recorded when found (their figures are what the analysis rests on).
    const PartBase *part(const QString &id);
    const SwitchType *switchType(const QString &id);
    const NicType *nic(const QString &id);
    const GpuType *gpu(const QString &id);
    const NodeTypeSpec *nodeType(const QString &id);
    const CableType *cable(const QString &id);
    // A part found some other way (e.g. by scanning catalog.cables).
    void usePart(const QString &id);

    const FiguresUsed &used() const { return m_used; }

private:
    const Catalog &m_catalog;
    FiguresUsed m_used;
};

} // namespace fp
