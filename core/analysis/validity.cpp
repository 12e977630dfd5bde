// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/validity.h"

#include "model/invariants.h"
#include "model/variantkind.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <utility>

namespace fp {

namespace {

// A class only so that lupdate files the texts under the context "fp::Validity".
class Validity
{
    Q_DECLARE_TR_FUNCTIONS(fp::Validity)

public:
    // A figure of a variant: its name in words and where it is read.
    struct Figure {
        QString name;
        std::function<double(const VariantEvaluation &)> value;
    };

    // The headline figures of a variant's analyses (the lists inside them, collective
    // points and bill-of-materials lines, are checked apart).
    static std::vector<Figure> figures()
    {
        using V = VariantEvaluation;
        return {
            {tr("injection bandwidth per GPU"),
             [](const V &v) { return v.bandwidth.injectionGbitPerSPerGpu; }},
            {tr("bisection bandwidth"), [](const V &v) { return v.bandwidth.bisectionGbitPerS; }},
            {tr("oversubscription"), [](const V &v) { return v.bandwidth.oversubscription; }},
            {tr("network capital cost"), [](const V &v) { return v.cost.capexEur; }},
            {tr("network cost per GPU"), [](const V &v) { return v.cost.networkCostPerGpuEur; }},
            {tr("network share of cluster cost"),
             [](const V &v) { return v.cost.networkShareOfCluster; }},
            {tr("network power"), [](const V &v) { return v.cost.networkPowerWatts; }},
            {tr("energy per year"), [](const V &v) { return v.cost.energyKwhPerYear; }},
            {tr("energy cost per year"), [](const V &v) { return v.cost.energyEurPerYear; }},
            {tr("support cost per year"), [](const V &v) { return v.cost.supportEurPerYear; }},
            {tr("TCO"), [](const V &v) { return v.cost.tcoEur; }},
            {tr("management complexity"), [](const V &v) { return v.complexity.score; }},
            {tr("bandwidth lost in the worst switch failure"),
             [](const V &v) { return v.resilience.worstSwitchFailure.bandwidthLostFraction; }},
        };
    }

    static Explanation invalid(const VariantEvaluation &v, const QString &name, double value)
    {
        return {QStringLiteral("figure-invalid"),
                tr("%1: the %2 is %3, not a finite number of at least 0.")
                    .arg(variantName(v.kind), name, QString::number(value)),
                {}};
    }

    // The first figure of `v` that is not finite and at least 0, or none.
    static std::optional<Explanation> firstInvalidFigure(const VariantEvaluation &v)
    {
        for (const Figure &f : figures()) {
            const double x = f.value(v);
            if (!ok(x))
                return invalid(v, f.name, x);
        }
        for (const CollectivePoint &p : v.collectives.points) {
            for (const auto &[name, x] :
                 {std::pair{tr("time of a collective"), p.seconds},
                  std::pair{tr("bus bandwidth of a collective"), p.busbwGbytePerS}}) {
                if (!ok(x))
                    return invalid(v, QStringLiteral("%1 (%2)").arg(name, collectiveKey(p.op)), x);
            }
        }
        for (const BomLine &l : v.cost.bom) {
            if (!ok(l.unitPriceEur))
                return invalid(v, tr("price of %1").arg(l.partId), l.unitPriceEur);
            if (!ok(l.unitPowerWatts))
                return invalid(v, tr("power of %1").arg(l.partId), l.unitPowerWatts);
        }
        return std::nullopt;
    }

    static bool ok(double x) { return std::isfinite(x) && x >= 0.0; }

    // A design without GPUs or without a switch has no network to compare: every
    // variant would score the same empty fabric.
    static std::optional<Explanation> nothingToCompare(const Evaluation &evaluation)
    {
        long long gpus = 0;
        long long switches = 0;
        for (const VariantEvaluation &v : evaluation.variants) {
            gpus = std::max(gpus, v.cost.gpus);
            for (const BomLine &l : v.cost.bom)
                switches += l.category == QLatin1String("switch") ? l.quantity : 0;
        }
        if (gpus == 0)
            return Explanation{QStringLiteral("design-empty"),
                               tr("The design has no GPUs yet, so there is no network to "
                                  "compare. Add nodes or generate a design."),
                               {}};
        if (switches == 0)
            return Explanation{QStringLiteral("design-without-network"),
                               tr("The design has no switches yet, so there is no network to "
                                  "compare. Add switches and links or generate a design."),
                               {}};
        // Switches but no node linked to one: every variant would score an injection and
        // bisection of 0 with the switches' cost (the review's 4 nodes, 2 leaves and a
        // spine dropped but not wired got "Recommended: Ethernet/RoCE").
        for (const VariantEvaluation &v : evaluation.variants)
            if (v.linksPerTier.empty() || v.linksPerTier.front() == 0)
                return Explanation{QStringLiteral("design-not-linked"),
                                   tr("No node is linked to a switch yet, so there is no network "
                                      "to compare. Link the nodes' NICs to leaf switches "
                                      "(Connect rail by rail) or generate a design."),
                                   {}};
        return std::nullopt;
    }
};

} // namespace

std::vector<Explanation> recommendationRefusals(const Project &project, const Catalog &catalog,
                                                const Evaluation &evaluation)
{
    std::vector<Explanation> out;
    if (auto nothing = Validity::nothingToCompare(evaluation))
        out.push_back(*nothing);
    for (const Issue &i : checkInvariants(project, catalog)) {
        if (i.severity == Severity::Error)
            out.push_back({i.code, i.text, {}});
    }
    for (const VariantEvaluation &v : evaluation.variants) {
        if (auto bad = Validity::firstInvalidFigure(v))
            out.push_back(*bad);
    }
    return out;
}

} // namespace fp
