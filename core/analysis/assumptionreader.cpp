// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/assumptionreader.h"

#include <algorithm>

namespace fp {

namespace {

void addOnce(std::vector<QString> &ids, const QString &id)
{
    if (std::find(ids.begin(), ids.end(), id) == ids.end())
        ids.push_back(id);
}

} // namespace

void FiguresUsed::add(const FiguresUsed &other)
{
    for (const QString &id : other.assumptions)
        addOnce(assumptions, id);
    for (const QString &id : other.parts)
        addOnce(parts, id);
}

const Figure *AssumptionReader::assumption(const QString &id)
{
    const Figure *f = m_catalog.assumption(id);
    if (f)
        addOnce(m_used.assumptions, id);
    return f;
}

std::optional<double> AssumptionReader::value(const QString &id)
{
    const Figure *f = m_catalog.assumption(id);
    if (!f || !f->known)
        return std::nullopt;
    addOnce(m_used.assumptions, id);
    return f->value;
}

double AssumptionReader::valueOr(const QString &id, double fallback)
{
    return value(id).value_or(fallback);
}

void AssumptionReader::usePart(const QString &id)
{
    addOnce(m_used.parts, id);
}

template <typename T> static const T *recorded(const T *part, FiguresUsed &used)
{
    if (part)
        addOnce(used.parts, part->id);
    return part;
}

const PartBase *AssumptionReader::part(const QString &id)
{
    return recorded(m_catalog.part(id), m_used);
}
const SwitchType *AssumptionReader::switchType(const QString &id)
{
    return recorded(m_catalog.switchType(id), m_used);
}
const NicType *AssumptionReader::nic(const QString &id)
{
    return recorded(m_catalog.nic(id), m_used);
}
const GpuType *AssumptionReader::gpu(const QString &id)
{
    return recorded(m_catalog.gpu(id), m_used);
}
const NodeTypeSpec *AssumptionReader::nodeType(const QString &id)
{
    return recorded(m_catalog.nodeType(id), m_used);
}
const CableType *AssumptionReader::cable(const QString &id)
{
    return recorded(m_catalog.cable(id), m_used);
}

} // namespace fp
