// SPDX-License-Identifier: GPL-3.0-or-later
// The orchestrator: evaluate() runs every analysis (analysis/results.h holds their
// result structs) on the four variants and recommends one.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/model.h"

#include <QJsonObject>
#include <QLocale>

namespace fp {

// Runs every analysis on every variant and recommends one.
Evaluation evaluate(const Project &project, const Catalog &catalog);

// Wall time of each step of evaluate(), in milliseconds, summed over the variants
// (tests/bench/bench_evaluate).
struct EvaluationTimings {
    double variantsMs = 0.0; // buildVariants() and finding variants with equal designs
    double tiersMs = 0.0;    // switches and links per tier
    double bandwidthMs = 0.0;
    double collectivesMs = 0.0;
    double costMs = 0.0;
    double complexityMs = 0.0;
    double resilienceMs = 0.0;
    double growthMs = 0.0;
    double recommendationMs = 0.0;
    double sensitivityMs = 0.0; // part of recommendationMs
};

// The same, recording the time of each step in `timings` (when not null).
Evaluation evaluate(const Project &project, const Catalog &catalog, EvaluationTimings *timings);

// What evaluate() takes beside the design. The two overloads above use the calling
// thread's default locale (fp::defaultLocale()): fine on the thread that sets the
// language. A worker thread passes the locale it was given, so a language switch
// (QLocale::setDefault, not thread-safe) cannot race with it.
struct EvaluationOptions {
    QLocale locale{QLocale::c()}; // numbers in texts (the user's language)
    EvaluationTimings *timings = nullptr;
    // Each technology at its best: the InfiniBand, Ethernet/RoCE and hybrid variants
    // get the cheapest compute fabric of their technology that meets the project's
    // requirements, found by the design search (analysis/explore.h), instead of the
    // generated shape translated; a note on each says what was chosen. The design as
    // drawn and the hybrid per unit are kept. Off: the variants as buildVariants()
    // makes them (the search costs about 0.5 s at 16,384 GPUs, docs/EXPLORE.md), unless
    // the project asks for it (model.h ComparisonBasis::eachTechnologyAtBest).
    bool bestPerTechnology = false;
    // When no variant scored meets every requirement set, compare each technology at its
    // best all the same (Evaluation::atBestForRequirements). Off: the variants as made,
    // requirement failed (the tests of how a failed requirement is reported).
    bool searchWhenRequirementsUnmet = true;
    // An evaluation of the same project, catalog and locale: a variant whose design
    // equals one of its variants of the same kind takes that variant's analyses instead
    // of running them again (the search above re-evaluates the project; the design as
    // drawn, and a variant the search left as it was, are unchanged).
    const Evaluation *previous = nullptr;
};
Evaluation evaluate(const Project &project, const Catalog &catalog,
                    const EvaluationOptions &options);

// What the search of EvaluationOptions::bestPerTechnology chose for `v` (its note
// "best-design"), or why `v` is compared as generated ("best-design-none"); empty when
// the search did not run for `v`. *chosen (when not null) says which of the two.
QString bestDesignNote(const VariantEvaluation &v, bool *chosen = nullptr);

// The docs/CLI.md `evaluate --json` object (never localised numbers). With `catalog`,
// the recommendation also carries the recommended variant's two-plane design
// ("two_planes": what page 1 of the report weighs against a switch failure).
QJsonObject evaluationToJson(const Project &project, const Evaluation &evaluation,
                             const Catalog *catalog = nullptr);

} // namespace fp
