// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/recommendation.h"

#include "analysis/wording.h"
#include "model/labels.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace fp {

namespace {

QString pct(double fraction)
{
    return num(100.0 * fraction, 1);
}

int skillLevel(Skill s)
{
    switch (s) {
    case Skill::None:
        return 0;
    case Skill::Some:
        return 1;
    case Skill::Expert:
        return 2;
    }
    return 0;
}

const VariantEvaluation *find(const std::vector<VariantEvaluation> &vs, VariantKind k)
{
    for (const VariantEvaluation &v : vs)
        if (v.kind == k)
            return &v;
    return nullptr;
}

bool hasEthernetFabric(const Project &p)
{
    return std::any_of(p.fabrics.begin(), p.fabrics.end(),
                       [](const Fabric &f) { return f.technology == Technology::Ethernet; });
}

long long clusterGpus(const std::vector<VariantEvaluation> &vs)
{
    long long gpus = 0;
    for (const VariantEvaluation &v : vs)
        gpus = std::max(gpus, v.cost.gpus);
    return gpus;
}

// The all-reduce time of a variant for the whole cluster at the size nearest to
// `bytes` (largest point not above it, else the smallest).
const CollectivePoint *allReduceAt(const VariantEvaluation &v, double bytes, long long gpus)
{
    const CollectivePoint *best = nullptr;
    for (const CollectivePoint &p : v.collectives.points) {
        if (p.op != CollectiveOp::AllReduce || (gpus > 0 && p.gpus != gpus))
            continue;
        const bool fits = p.bytes <= bytes * (1 + 1e-9);
        if (!best) {
            best = &p;
            continue;
        }
        const bool bestFits = best->bytes <= bytes * (1 + 1e-9);
        if ((fits && (!bestFits || p.bytes > best->bytes)) ||
            (!fits && !bestFits && p.bytes < best->bytes))
            best = &p;
    }
    return best;
}

struct Reason {
    Explanation explanation;
    int points = 0; // > 0 InfiniBand, < 0 Ethernet/RoCE
};

Reason reason(const QString &id, int points, const QString &text,
              std::vector<std::pair<QString, double>> figures)
{
    Reason r;
    r.explanation.id = id;
    r.explanation.text = text;
    r.explanation.figures = std::move(figures);
    r.explanation.figures.emplace_back(QStringLiteral("points"), points);
    r.points = points;
    return r;
}

struct Decision {
    VariantKind variant = VariantKind::InfiniBand;
    int total = 0;
    std::vector<Reason> reasons;
};

QString favours(int points)
{
    if (points > 0)
        return tr("this favours InfiniBand");
    if (points < 0)
        return tr("this favours Ethernet/RoCE");
    return tr("this favours neither");
}

// What the criteria of decide() look at.
struct Criteria {
    const WorkloadProfile &w;
    const OrganisationProfile &org;
    const RecommendationAssumptions &a;
    const VariantEvaluation *ib = nullptr;
    const VariantEvaluation *eth = nullptr;
    long long gpus = 0;
};

// 1. Workload communication intensity (docs/DESIGN.md section 1): its points.
int workloadPoints(const Criteria &c)
{
    int kindPoints = 0;
    switch (c.w.kind) {
    case WorkloadKind::Pretraining:
    case WorkloadKind::MixedHpc:
        kindPoints = 2;
        break;
    case WorkloadKind::FineTuning:
        kindPoints = 1;
        break;
    case WorkloadKind::Inference:
        kindPoints = -2;
        break;
    }
    const int sharePoints = c.w.commShare >= c.a.commHeavyShare   ? 1
                            : c.w.commShare <= c.a.commLightShare ? -1
                                                                  : 0;
    return kindPoints + sharePoints;
}

void workloadCriterion(const Criteria &c, std::vector<Reason> &out)
{
    const int points = workloadPoints(c);
    out.push_back(
        reason(QStringLiteral("workload"), points,
               tr("The workload is %1 with %2 % of step time spent communicating (heavy from %3 %, "
                  "light up to %4 %); %5.")
                   .arg(workloadWord(c.w.kind), pct(c.w.commShare), pct(c.a.commHeavyShare),
                        pct(c.a.commLightShare), favours(points)),
               {{QStringLiteral("comm_share"), c.w.commShare},
                {QStringLiteral("comm_heavy_share"), c.a.commHeavyShare},
                {QStringLiteral("comm_light_share"), c.a.commLightShare}}));
}

// 2. Cluster size.
void clusterSizeCriterion(const Criteria &c, std::vector<Reason> &out)
{
    int sizePoints = 0;
    if (c.gpus >= c.a.largeClusterGpus && workloadPoints(c) > 0)
        sizePoints = 1;
    else if (c.gpus < c.a.smallClusterGpus)
        sizePoints = -1;
    QString sizeText;
    if (sizePoints > 0)
        sizeText = tr("With %1 GPUs (large from %2) communication-heavy jobs span many nodes, "
                      "where latency and tail behaviour count; this favours InfiniBand.")
                       .arg(num(static_cast<double>(c.gpus)),
                            num(static_cast<double>(c.a.largeClusterGpus)));
    else if (sizePoints < 0)
        sizeText = tr("With %1 GPUs (small below %2) the fabric is small either way, so "
                      "integration with the data-centre network weighs more; this favours "
                      "Ethernet/RoCE.")
                       .arg(num(static_cast<double>(c.gpus)),
                            num(static_cast<double>(c.a.smallClusterGpus)));
    else
        sizeText = tr("With %1 GPUs the cluster size favours neither fabric.")
                       .arg(num(static_cast<double>(c.gpus)));
    out.push_back(reason(
        QStringLiteral("cluster-size"), sizePoints, sizeText,
        {{QStringLiteral("gpus"), static_cast<double>(c.gpus)},
         {QStringLiteral("small_cluster_gpus"), static_cast<double>(c.a.smallClusterGpus)},
         {QStringLiteral("large_cluster_gpus"), static_cast<double>(c.a.largeClusterGpus)}}));
}

// 3. Collective time: modelled all-reduce of the job at the workload's largest collective.
void collectiveTimeCriterion(const Criteria &c, std::vector<Reason> &out)
{
    if (c.ib && c.eth) {
        const double bytes =
            c.w.collectiveBytes.empty()
                ? 1024.0 * 1024 * 1024
                : *std::max_element(c.w.collectiveBytes.begin(), c.w.collectiveBytes.end());
        // The job's collectives when the workload names a job smaller than the cluster
        // (analyzeCollectives computes that scope too), else the whole cluster's.
        const long long scope = c.w.jobGpus > 0 && c.w.jobGpus < c.gpus ? c.w.jobGpus : c.gpus;
        const CollectivePoint *pi = allReduceAt(*c.ib, bytes, scope);
        const CollectivePoint *pe = allReduceAt(*c.eth, bytes, scope);
        if (pi && pe && pi->seconds > 0.0) {
            // Step-time change if the communicating share scales with the collective time.
            const double change = c.w.commShare * (pe->seconds / pi->seconds - 1.0);
            const int pts = change > 5 * c.a.stepTimeThreshold ? 2
                            : change > c.a.stepTimeThreshold   ? 1
                            : change < -c.a.stepTimeThreshold  ? -1
                                                               : 0;
            out.push_back(reason(
                QStringLiteral("collective-time"), pts,
                tr("An all-reduce of %1 MiB over %2 GPUs takes %3 ms on InfiniBand and %4 ms "
                   "on Ethernet/RoCE; with %5 % of step time communicating the step time "
                   "changes by %6 % on Ethernet/RoCE; %7.")
                    .arg(num(pi->bytes / (1024.0 * 1024.0)), num(pi->gpus),
                         num(pi->seconds * 1e3, 3), num(pe->seconds * 1e3, 3), pct(c.w.commShare),
                         pct(change), favours(pts)),
                {{QStringLiteral("bytes"), pi->bytes},
                 {QStringLiteral("infiniband_seconds"), pi->seconds},
                 {QStringLiteral("ethernet_seconds"), pe->seconds},
                 {QStringLiteral("step_time_change_fraction"), change}}));
        }
    }
}

// 4. Network TCO.
void tcoCriterion(const Criteria &c, std::vector<Reason> &out)
{
    if (c.ib && c.eth && std::max(c.ib->cost.tcoEur, c.eth->cost.tcoEur) > 0.0) {
        const double rel = (c.ib->cost.tcoEur - c.eth->cost.tcoEur) /
                           std::max(c.ib->cost.tcoEur, c.eth->cost.tcoEur);
        const int pts = rel > c.a.tcoThreshold ? -1 : rel < -c.a.tcoThreshold ? 1 : 0;
        out.push_back(
            reason(QStringLiteral("tco"), pts,
                   tr("The network TCO is %1 EUR on InfiniBand and %2 EUR on Ethernet/RoCE over "
                      "%3 years, a difference of %4 % (counts from %5 %); %6.")
                       .arg(num(c.ib->cost.tcoEur), num(c.eth->cost.tcoEur),
                            QString::number(c.org.depreciationYears), pct(rel),
                            pct(c.a.tcoThreshold), favours(pts)),
                   {{QStringLiteral("infiniband_tco_eur"), c.ib->cost.tcoEur},
                    {QStringLiteral("ethernet_tco_eur"), c.eth->cost.tcoEur},
                    {QStringLiteral("tco_difference_fraction"), rel}}));
    }
}

// 5. Team skills.
void teamSkillsCriterion(const Criteria &c, std::vector<Reason> &out)
{
    const int skillPoints = skillLevel(c.org.infinibandSkill) - skillLevel(c.org.roceSkill);
    out.push_back(
        reason(QStringLiteral("team-skills"), skillPoints,
               tr("The team has %1 InfiniBand experience and %2 RoCE experience; %3.")
                   .arg(skillWord(c.org.infinibandSkill), skillWord(c.org.roceSkill),
                        favours(skillPoints)),
               {{QStringLiteral("infiniband_skill_level"), skillLevel(c.org.infinibandSkill)},
                {QStringLiteral("roce_skill_level"), skillLevel(c.org.roceSkill)}}));
}

// 6. Existing Ethernet data centre.
void existingEthernetCriterion(const Criteria &c, std::vector<Reason> &out)
{
    if (c.org.existingEthernetDc)
        out.push_back(
            reason(QStringLiteral("existing-ethernet"), -1,
                   tr("The data centre already runs Ethernet: an Ethernet/RoCE fabric shares its "
                      "tools, processes and spares; this favours Ethernet/RoCE."),
                   {{QStringLiteral("existing_ethernet_dc"), 1}}));
}

// 7. Fault tolerance.
void faultToleranceCriterion(const Criteria &c, std::vector<Reason> &out)
{
    if (c.org.surviveSingleSwitchFailure && c.ib && c.eth) {
        const bool ibOk = c.ib->resilience.worstSwitchFailure.jobSurvives;
        const bool ethOk = c.eth->resilience.worstSwitchFailure.jobSurvives;
        const int pts = ibOk == ethOk ? 0 : ibOk ? 2 : -2;
        QString text;
        if (ibOk && ethOk)
            text = tr("A job must survive any single switch failure; both fabrics do.");
        else if (!ibOk && !ethOk)
            text =
                tr("A job must survive any single switch failure, and neither fabric does "
                   "as designed (worst case %1 GPUs cut off on InfiniBand, %2 on "
                   "Ethernet/RoCE): use two planes.")
                    .arg(num(static_cast<double>(c.ib->resilience.worstSwitchFailure.gpusCutOff)),
                         num(static_cast<double>(c.eth->resilience.worstSwitchFailure.gpusCutOff)));
        else
            text = tr("A job must survive any single switch failure; only %1 does; %2.")
                       .arg(ibOk ? tr("InfiniBand") : tr("Ethernet/RoCE"), favours(pts));
        out.push_back(
            reason(QStringLiteral("fault-tolerance"), pts, text,
                   {{QStringLiteral("infiniband_job_survives"), ibOk ? 1 : 0},
                    {QStringLiteral("ethernet_job_survives"), ethOk ? 1 : 0},
                    {QStringLiteral("infiniband_gpus_cut_off"),
                     static_cast<double>(c.ib->resilience.worstSwitchFailure.gpusCutOff)},
                    {QStringLiteral("ethernet_gpus_cut_off"),
                     static_cast<double>(c.eth->resilience.worstSwitchFailure.gpusCutOff)}}));
    }
}

// 8. Growth: the furthest target set.
void growthCriterion(const Criteria &c, std::vector<Reason> &out)
{
    if (c.ib && c.eth) {
        auto target = [](const VariantEvaluation &v) -> const GrowthTarget * {
            const GrowthTarget *best = nullptr;
            for (const GrowthTarget &t : v.growth.targets)
                if (!best || t.years > best->years)
                    best = &t;
            return best;
        };
        const GrowthTarget *ti = target(*c.ib);
        const GrowthTarget *te = target(*c.eth);
        if (ti && te && ti->tiers > 0 && te->tiers > 0) {
            const int pts = ti->tiers > te->tiers ? -1 : ti->tiers < te->tiers ? 1 : 0;
            out.push_back(reason(
                QStringLiteral("growth"), pts,
                tr("The %1-year target of %2 GPUs needs a %3-tier fabric on InfiniBand and a "
                   "%4-tier "
                   "fabric on Ethernet/RoCE; %5.")
                    .arg(QString::number(ti->years), num(static_cast<double>(ti->gpus)),
                         QString::number(ti->tiers), QString::number(te->tiers), favours(pts)),
                {{QStringLiteral("target_gpus"), static_cast<double>(ti->gpus)},
                 {QStringLiteral("infiniband_tiers"), ti->tiers},
                 {QStringLiteral("ethernet_tiers"), te->tiers}}));
        }
    }
}

// 9. Management complexity.
void complexityCriterion(const Criteria &c, std::vector<Reason> &out)
{
    if (c.ib && c.eth) {
        const double diff = c.ib->complexity.score - c.eth->complexity.score;
        const int pts = diff > c.a.complexityThreshold    ? -1
                        : diff < -c.a.complexityThreshold ? 1
                                                          : 0;
        out.push_back(
            reason(QStringLiteral("complexity"), pts,
                   tr("Management complexity scores %1 for InfiniBand and %2 for Ethernet/RoCE "
                      "(out of 100; a difference counts from %3 points); %4.")
                       .arg(num(c.ib->complexity.score, 1), num(c.eth->complexity.score, 1),
                            num(c.a.complexityThreshold), favours(pts)),
                   {{QStringLiteral("infiniband_complexity"), c.ib->complexity.score},
                    {QStringLiteral("ethernet_complexity"), c.eth->complexity.score}}));
    }
}

// Hybrid: only when its TCO saving returns more than its extra management cost.
void considerHybrid(Decision &d, const std::vector<VariantEvaluation> &variants,
                    const VariantEvaluation *ib, const RecommendationAssumptions &a)
{
    const VariantEvaluation *hy = find(variants, VariantKind::Hybrid);
    if (d.variant == VariantKind::InfiniBand && ib && hy && hasEthernetFabric(hy->project) &&
        ib->cost.tcoEur > 0.0) {
        const double saving = (ib->cost.tcoEur - hy->cost.tcoEur) / ib->cost.tcoEur;
        const double extra =
            (hy->complexity.score - ib->complexity.score) * a.tcoFractionPerComplexityPoint;
        const bool chooseHybrid = saving > extra;
        d.reasons.push_back(reason(
            QStringLiteral("hybrid"), 0,
            (chooseHybrid
                 ? tr("The hybrid (compute on InfiniBand, storage and front-end on Ethernet) "
                      "saves %1 % of the network TCO against %2 % of extra management cost "
                      "(%3 complexity points at %4 % each): it returns more than it costs.")
                 : tr("The hybrid (compute on InfiniBand, storage and front-end on Ethernet) "
                      "saves %1 % of the network TCO against %2 % of extra management cost "
                      "(%3 complexity points at %4 % each): not worth a second fabric."))
                .arg(pct(saving), pct(std::max(0.0, extra)),
                     num(hy->complexity.score - ib->complexity.score, 1),
                     pct(a.tcoFractionPerComplexityPoint)),
            {{QStringLiteral("hybrid_tco_saving_fraction"), saving},
             {QStringLiteral("hybrid_extra_management_fraction"), extra}}));
        if (chooseHybrid)
            d.variant = VariantKind::Hybrid;
    }
}

// The nine criteria of docs/DESIGN.md section 1, in order; each adds its reasons.
Decision decide(const Project &project, const std::vector<VariantEvaluation> &variants,
                const RecommendationAssumptions &a)
{
    Decision d;
    const Criteria c{project.workload,
                     project.organisation,
                     a,
                     find(variants, VariantKind::InfiniBand),
                     find(variants, VariantKind::Ethernet),
                     clusterGpus(variants)};
    using Criterion = void (*)(const Criteria &, std::vector<Reason> &);
    static constexpr Criterion criteria[] = {
        workloadCriterion,   clusterSizeCriterion,      collectiveTimeCriterion, tcoCriterion,
        teamSkillsCriterion, existingEthernetCriterion, faultToleranceCriterion, growthCriterion,
        complexityCriterion};
    for (Criterion criterion : criteria)
        criterion(c, d.reasons);
    const VariantEvaluation *ib = c.ib;
    const VariantEvaluation *eth = c.eth;
    for (const Reason &r : d.reasons)
        d.total += r.points;
    if (d.total > 0)
        d.variant = VariantKind::InfiniBand;
    else if (d.total < 0)
        d.variant = VariantKind::Ethernet;
    else
        d.variant = (ib && eth && eth->cost.tcoEur < ib->cost.tcoEur) || (!ib && eth)
                        ? VariantKind::Ethernet
                        : VariantKind::InfiniBand;

    considerHybrid(d, variants, ib, a);
    return d;
}

QString technologyOf(VariantKind k)
{
    switch (k) {
    case VariantKind::InfiniBand:
        return tr("InfiniBand");
    case VariantKind::Ethernet:
        return tr("Ethernet/RoCE");
    case VariantKind::Hybrid:
        return tr("the hybrid");
    case VariantKind::AsDrawn:
        return tr("the design as drawn");
    }
    return {};
}

// What would change the answer: the same decision with one input changed (workload,
// team skills, an existing Ethernet network, the survival requirement).
void addWhatIfs(Recommendation &rec, const Decision &d, const Project &project,
                const std::vector<VariantEvaluation> &variants, const RecommendationAssumptions &a)
{
    auto tryChange = [&](const QString &id, Project changed, const QString &text) {
        const Decision other = decide(changed, variants, a);
        if (other.variant != d.variant)
            rec.whatWouldChange.push_back(explain(id, text.arg(technologyOf(other.variant)),
                                                  {{QStringLiteral("points"), other.total}}));
    };
    {
        Project p = project;
        const bool heavy = d.variant != VariantKind::Ethernet;
        p.workload.kind = heavy ? WorkloadKind::Inference : WorkloadKind::Pretraining;
        p.workload.commShare = heavy ? a.commLightShare : a.commHeavyShare;
        tryChange(QStringLiteral("workload"), p,
                  heavy ? tr("If the workload were mostly inference (communication at most "
                             "%1 % of step time), %2 would be recommended.")
                              .arg(pct(a.commLightShare), QStringLiteral("%1"))
                        : tr("If the workload were large-model pre-training (communication "
                             "at least %1 % of step time), %2 would be recommended.")
                              .arg(pct(a.commHeavyShare), QStringLiteral("%1")));
    }
    {
        Project p = project;
        const bool toEthernet = d.variant != VariantKind::Ethernet;
        p.organisation.infinibandSkill = toEthernet ? Skill::None : Skill::Expert;
        p.organisation.roceSkill = toEthernet ? Skill::Expert : Skill::None;
        tryChange(QStringLiteral("team-skills"), p,
                  toEthernet ? tr("With a team expert in RoCE and new to InfiniBand, %1 "
                                  "would be recommended.")
                             : tr("With a team expert in InfiniBand and new to RoCE, %1 "
                                  "would be recommended."));
    }
    {
        Project p = project;
        p.organisation.existingEthernetDc = !project.organisation.existingEthernetDc;
        tryChange(QStringLiteral("existing-ethernet"), p,
                  project.organisation.existingEthernetDc
                      ? tr("Without an existing Ethernet data-centre network, %1 would be "
                           "recommended.")
                      : tr("With an existing Ethernet data-centre network, %1 would be "
                           "recommended."));
    }
    {
        Project p = project;
        p.organisation.surviveSingleSwitchFailure =
            !project.organisation.surviveSingleSwitchFailure;
        tryChange(QStringLiteral("fault-tolerance"), p,
                  project.organisation.surviveSingleSwitchFailure
                      ? tr("If jobs need not survive a single switch failure, %1 would be "
                           "recommended.")
                      : tr("If jobs had to survive any single switch failure, %1 would be "
                           "recommended."));
    }
}

// Tiers at twice the GPUs (docs/DESIGN.md section 5 example): when only one of
// InfiniBand and Ethernet/RoCE would need another tier.
void addDoubleGpus(Recommendation &rec, const std::vector<VariantEvaluation> &variants)
{
    const VariantEvaluation *ib = find(variants, VariantKind::InfiniBand);
    const VariantEvaluation *eth = find(variants, VariantKind::Ethernet);
    const long long gpus = clusterGpus(variants);
    if (ib && eth && gpus > 0) {
        const long long twice = 2 * gpus;
        const bool ibGrows = twice > ib->growth.maxGpusSameTiers && ib->growth.maxGpusSameTiers > 0;
        const bool ethGrows =
            twice > eth->growth.maxGpusSameTiers && eth->growth.maxGpusSameTiers > 0;
        std::vector<std::pair<QString, double>> figures{
            {QStringLiteral("gpus"), static_cast<double>(twice)},
            {QStringLiteral("infiniband_tiers"), ib->tiers},
            {QStringLiteral("ethernet_tiers"), eth->tiers},
            {QStringLiteral("infiniband_max_gpus_same_tiers"),
             static_cast<double>(ib->growth.maxGpusSameTiers)},
            {QStringLiteral("ethernet_max_gpus_same_tiers"),
             static_cast<double>(eth->growth.maxGpusSameTiers)}};
        if (ibGrows && !ethGrows)
            rec.whatWouldChange.push_back(explain(
                QStringLiteral("double-gpus"),
                tr("With 2x the GPUs (%1) InfiniBand needs a tier more than its %2 (it takes "
                   "up to %3 GPUs); Ethernet/RoCE stays at %4 (up to %5 GPUs).")
                    .arg(num(static_cast<double>(twice)), QString::number(ib->tiers),
                         num(static_cast<double>(ib->growth.maxGpusSameTiers)),
                         QString::number(eth->tiers),
                         num(static_cast<double>(eth->growth.maxGpusSameTiers))),
                figures));
        else if (ethGrows && !ibGrows)
            rec.whatWouldChange.push_back(
                explain(QStringLiteral("double-gpus"),
                        tr("With 2x the GPUs (%1) Ethernet/RoCE needs a tier more than its %2 (it "
                           "takes up to %3 GPUs); InfiniBand stays at %4 (up to %5 GPUs).")
                            .arg(num(static_cast<double>(twice)), QString::number(eth->tiers),
                                 num(static_cast<double>(eth->growth.maxGpusSameTiers)),
                                 QString::number(ib->tiers),
                                 num(static_cast<double>(ib->growth.maxGpusSameTiers))),
                        figures));
    }
}

} // namespace

Recommendation recommend(const Project &project, const std::vector<VariantEvaluation> &variants)
{
    return recommend(project, variants, RecommendationAssumptions{});
}

Recommendation recommend(const Project &project, const std::vector<VariantEvaluation> &variants,
                         const RecommendationAssumptions &a)
{
    Recommendation rec;
    const Decision d = decide(project, variants, a);
    rec.variant = d.variant;
    for (const Reason &r : d.reasons)
        rec.reasons.push_back(r.explanation);
    Explanation total;
    total.id = QStringLiteral("total");
    total.text = tr("Adding up the points (positive for InfiniBand, negative for "
                    "Ethernet/RoCE) gives %1: %2 is recommended.")
                     .arg(QString::number(d.total), technologyOf(d.variant));
    total.figures = {{QStringLiteral("points"), d.total}};
    rec.reasons.push_back(total);

    addWhatIfs(rec, d, project, variants, a);
    addDoubleGpus(rec, variants);
    return rec;
}

} // namespace fp
