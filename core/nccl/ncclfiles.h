// SPDX-License-Identifier: GPL-3.0-or-later
// Importing many nccl-tests logs at once (File > Import nccl-tests logs..., a folder
// dropped on the window): which files a selection stands for, and reading them all
// into measurements with the variant per run, warnings and errors. No widgets here.
#pragma once

#include "model/model.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace fp {

// The logs `paths` stand for: files as given, folders searched recursively for
// *.txt, *.log and *.json (sorted by path, hidden entries left out). Duplicates go.
QStringList ncclLogFiles(const QStringList &paths);

struct NcclFileRun {
    QString source; // file name
    QString op;     // "all-reduce", ...
    int gpus = 0;
    int sizes = 0;
    QString guessed;      // variant guessed from the log ("" when there was no hint)
    bool partial = false; // the table was cut short or lost rows
};

struct NcclFilesImport {
    // Rows of every run read; run numbers 1, 2, ... in reading order (the edit that
    // adds them renumbers them after the project's runs).
    std::vector<Measurement> rows;
    std::vector<NcclFileRun> runs; // one per run, in the order of the run numbers
    QStringList warnings;          // "<file> line N: <sentence>" (translated)
    QStringList errors;            // "<file> line N: <sentence>" or "<file>: <sentence>"
    // The variant the logs suggest: the single guess all runs with a guess agree on,
    // "" when none was guessed or the guesses differ.
    QString guessedVariant() const;
    bool allGuessed() const; // every run has a guess
};

// Reads every file, line by line; a file that is not nccl-tests output (or cannot be
// read) is an error and contributes nothing. `date` is used where a log has none (e.g.
// the import time, ISO 8601); empty: the file's modification time.
NcclFilesImport importNcclFiles(const QStringList &files, const QString &date = {});

// The same, for adding to a project that holds `existing`: a run whose results are
// already there, or were read from an earlier file of `files`, is left out with a
// warning naming both; a file of which every run is left out so is an error.
NcclFilesImport importNcclFiles(const QStringList &files, const std::vector<Measurement> &existing,
                                const QString &date = {});

// Sets the variant of every row (and run) to `variant` (a variantKey), or only where
// it was not guessed when `onlyUnguessed`.
void setNcclVariant(NcclFilesImport &import, const QString &variant, bool onlyUnguessed);

} // namespace fp
