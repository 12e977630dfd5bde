// SPDX-License-Identifier: GPL-3.0-or-later
// Adding imported runs (nccl-tests logs, core/nccl/) to a project's measurements: the
// numbering of the runs and the recognition of a run that is already there. One place
// for both front ends: the GUI's edit (edit::addMeasurements) and the CLI's import-nccl.
#pragma once

#include "model/model.h"

#include <QByteArray>
#include <QHash>

#include <vector>

namespace fp {

// The next free Measurement::run after `measurements` (1 for none).
int nextMeasurementRun(const std::vector<Measurement> &measurements);

// `current` followed by `imported`, whose runs are renumbered after the current ones
// in the order they first appear (the rows of one imported run keep one number).
// *runs: how many runs were added.
std::vector<Measurement> mergeMeasurements(const std::vector<Measurement> &current,
                                           std::vector<Measurement> imported, int *runs = nullptr);

// The runs of a set of measurements by their results: every field of every row except
// what differs between two imports of one log (run number, file name, date, variant).
// The same log imported twice, or a copy of it under another name, is found.
class MeasurementRunIndex
{
public:
    MeasurementRunIndex() = default;
    explicit MeasurementRunIndex(const std::vector<Measurement> &measurements);

    // The run number under which rows with the same results were added; 0 for none.
    int find(const std::vector<Measurement> &rows) const;
    void add(const std::vector<Measurement> &rows, int run);

private:
    static QByteArray fingerprint(const std::vector<Measurement> &rows);
    QHash<QByteArray, int> m_runs;
};

} // namespace fp
