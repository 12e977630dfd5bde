// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/measurements.h"

#include <QDataStream>
#include <QIODevice>

#include <algorithm>
#include <map>

namespace fp {

int nextMeasurementRun(const std::vector<Measurement> &measurements)
{
    int next = 1;
    for (const Measurement &m : measurements)
        next = std::max(next, m.run + 1);
    return next;
}

std::vector<Measurement> mergeMeasurements(const std::vector<Measurement> &current,
                                           std::vector<Measurement> imported, int *runs)
{
    int next = nextMeasurementRun(current);
    std::map<int, int> numbers; // imported run -> run in the project
    for (Measurement &m : imported) {
        const auto it = numbers.find(m.run);
        m.run = it != numbers.end() ? it->second : numbers.emplace(m.run, next++).first->second;
    }
    std::vector<Measurement> all = current;
    all.insert(all.end(), std::make_move_iterator(imported.begin()),
               std::make_move_iterator(imported.end()));
    if (runs)
        *runs = int(numbers.size());
    return all;
}

MeasurementRunIndex::MeasurementRunIndex(const std::vector<Measurement> &measurements)
{
    std::map<int, std::vector<Measurement>> byRun;
    for (const Measurement &m : measurements)
        byRun[m.run].push_back(m);
    for (const auto &[run, rows] : byRun)
        add(rows, run);
}

int MeasurementRunIndex::find(const std::vector<Measurement> &rows) const
{
    return rows.empty() ? 0 : m_runs.value(fingerprint(rows), 0);
}

void MeasurementRunIndex::add(const std::vector<Measurement> &rows, int run)
{
    if (!rows.empty())
        m_runs.insert(fingerprint(rows), run);
}

QByteArray MeasurementRunIndex::fingerprint(const std::vector<Measurement> &rows)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << quint64(rows.size());
    for (const Measurement &m : rows) {
        out << m.op << m.gpus << m.bytes << m.seconds << m.algbwGbyteS << m.busbwGbyteS << m.test
            << m.count << m.type << m.redop << m.root << m.wrong << m.inPlaceSeconds
            << m.inPlaceAlgbwGbyteS << m.inPlaceBusbwGbyteS << m.inPlaceWrong << m.devices
            << m.nodes << m.avgBusbwGbyteS << m.partial;
    }
    return bytes;
}

} // namespace fp
