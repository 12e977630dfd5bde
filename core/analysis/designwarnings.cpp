// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/designwarnings.h"

#include "analysis/analysis_cost.h"
#include "analysis/assumptionreader.h"
#include "text/i18n.h"

#include <QCoreApplication>

#include <cmath>

namespace fp {

namespace {

QString switchName(const Switch &s)
{
    return s.name.isEmpty()
               ? QCoreApplication::translate("fp::DesignWarnings", "switch %1").arg(s.id)
               : s.name;
}

QString endName(const Project &p, const LinkEnd &end)
{
    if (const Node *n = p.node(end.objectId))
        return n->name.isEmpty()
                   ? QCoreApplication::translate("fp::DesignWarnings", "node %1").arg(n->id)
                   : n->name;
    if (const Switch *s = p.switchById(end.objectId))
        return switchName(*s);
    return QString::number(end.objectId);
}

// The length the cost analysis uses for `link`: its own, else the default of its
// stretch (node-leaf, leaf-spine, spine-core), whose assumption is then recorded.
double effectiveLengthM(const Project &p, const Link &link, const CostAssumptions &a,
                        AssumptionReader &reader)
{
    if (link.lengthM > 0.0)
        return link.lengthM;
    LinkSegment segment = LinkSegment::NodeLeaf;
    if (!p.node(link.a.objectId)) {
        const Switch *lower = p.switchById(link.a.objectId);
        segment = lower && lower->tier >= 1 ? LinkSegment::SpineCore : LinkSegment::LeafSpine;
    }
    reader.assumption(CostAssumptions::lengthId(segment));
    return linkLengthM(nullptr, segment, a);
}

void checkReach(const Project &p, AssumptionReader &reader, IssueList &out)
{
    const CostAssumptions assumptions = CostAssumptions::fromCatalog(reader.catalog());
    for (const Link &link : p.links) {
        if (link.cableTypeId.isEmpty())
            continue; // chosen by the cost analysis to fit the length
        const CableType *cable = reader.cable(link.cableTypeId);
        if (!cable || !cable->reachM.known || cable->reachM.value <= 0.0)
            continue;
        const double length = effectiveLengthM(p, link, assumptions, reader);
        if (length <= cable->reachM.value + 1e-9)
            continue;
        const QString text =
            link.lengthM > 0.0
                ? QCoreApplication::translate(
                      "fp::DesignWarnings",
                      "The link from %1 to %2 is %3 m long, but its cable %4 reaches only %5 m. "
                      "Choose a longer-reaching cable (optics) or shorten the run.")
                : QCoreApplication::translate(
                      "fp::DesignWarnings",
                      "The link from %1 to %2 has no length of its own and gets the default of "
                      "%3 m, but its cable %4 reaches only %5 m. Enter the real length or "
                      "choose a longer-reaching cable.");
        out.push_back(
            Issue{Severity::Warning, QStringLiteral("link-past-reach"),
                  text.arg(endName(p, link.a), endName(p, link.b),
                           formatNumber(length, length < 10.0 ? 1 : 0), cable->name,
                           formatNumber(cable->reachM.value, cable->reachM.value < 10.0 ? 1 : 0)),
                  link.id});
    }
}

void checkRoce(const Project &p, AssumptionReader &reader, IssueList &out)
{
    for (const Fabric &f : p.fabrics) {
        if (f.technology != Technology::Ethernet || f.purpose != FabricPurpose::Compute ||
            f.roceTuning != RoceTuning::Untuned)
            continue;
        // The subject: the fabric's first leaf (fabrics have no item on the canvas).
        Id subject = NoId;
        for (const Switch &s : p.switches) {
            if (s.fabricId == f.id && (subject == NoId || s.tier == 0)) {
                subject = s.id;
                if (s.tier == 0)
                    break;
            }
        }
        const double share = reader.valueOr(QStringLiteral("roce-efficiency-untuned"), 0.0);
        QString text =
            QCoreApplication::translate(
                "fp::DesignWarnings",
                "The Ethernet compute fabric \"%1\" runs RoCE untuned: without a lossless "
                "traffic class (PFC on the RoCE priority, ECN marking, DCQCN) and adaptive "
                "routing, collectives reach about %2 % of InfiniBand's bus bandwidth. Plan "
                "the lossless class from the RoCE checklist and set the fabric's tuning.")
                .arg(f.name.isEmpty() ? QString::number(f.id) : f.name,
                     formatNumber(100.0 * share, 0));
        out.push_back(Issue{Severity::Warning, QStringLiteral("roce-untuned"), text, subject});
    }
}

void checkSinglePointOfFailure(const Project &p, const Evaluation &e, IssueList &out)
{
    if (!p.organisation.surviveSingleSwitchFailure)
        return;
    for (const VariantEvaluation &v : e.variants) {
        if (v.kind != VariantKind::AsDrawn)
            continue;
        const FailureImpact &f = v.resilience.worstSwitchFailure;
        if (f.jobSurvives || f.subject == NoId)
            return;
        const Switch *s = p.switchById(f.subject);
        if (!s)
            return; // the evaluation is of an older state of the project
        out.push_back(Issue{
            Severity::Warning, QStringLiteral("single-point-of-failure"),
            QCoreApplication::translate(
                "fp::DesignWarnings",
                "Single point of failure: the organisation requires jobs to survive a switch "
                "failure, but when %1 fails %2 GPUs are cut off and a job spanning the cluster "
                "stops. Two planes or dual-homed nodes would meet the requirement.")
                .arg(switchName(*s), formatInteger(f.gpusCutOff)),
            s->id});
        return;
    }
}

} // namespace

IssueList checkDesignWarnings(const Project &project, const Catalog &catalog,
                              const Evaluation *evaluation, FiguresUsed *used)
{
    IssueList out;
    AssumptionReader reader(catalog);
    checkReach(project, reader, out);
    checkRoce(project, reader, out);
    if (evaluation)
        checkSinglePointOfFailure(project, *evaluation, out);
    if (used)
        *used = reader.used();
    return out;
}

} // namespace fp
