// SPDX-License-Identifier: GPL-3.0-or-later
// The design search (analysis/explore.h, docs/EXPLORE.md).
//
// Thread safety of a candidate's evaluation, which runs on QThreadPool::globalInstance():
//  - `project` and `catalog` are read only; every candidate builds its own Project.
//  - Numbers in the analyses' texts follow the AnalysisLocale each worker opens from
//    ExploreOptions::locale (thread-local, analysis/wording.h), never the process-wide
//    QLocale default, which the GUI changes on a language switch.
//  - The generator writes numbers of its refusals with QLocale() (the default); reading
//    the default is safe while nobody sets it (the CLI sets it once, before the search).
//  - QCoreApplication::translate is thread-safe; the flow solver of each candidate's
//    NetworkAnalysis belongs to that candidate only.
#include "analysis/explore.h"

#include "analysis/analysis_bandwidth.h"
#include "analysis/analysis_collectives.h"
#include "analysis/analysis_complexity.h"
#include "analysis/analysis_cost.h"
#include "analysis/analysis_resilience.h"
#include "analysis/assumptionreader.h"
#include "analysis/recommendation.h"
#include "analysis/wording.h"
#include "model/fieldrange.h"
#include "model/variantkind.h"
#include "topology/clusterfabrics.h"
#include "topology/generator.h"
#include "topology/variant.h"

#include <QJsonArray>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace fp {

namespace {

// The oversubscriptions of the search (r in r:1): non-blocking, and the 2:1 and 3:1
// tapers of DESIGN.md section 4; the workload's maximum removes the larger ones.
constexpr double kOversubscriptions[] = {1.0, 2.0, 3.0};

// The catalog assumption of the workload's largest oversubscription.
QString maxOversubscriptionId(WorkloadKind kind)
{
    return QStringLiteral("explore-max-oversubscription-") + workloadKey(kind);
}

// Nodes per node type, groups repeated (a group that does not exist counts 0, as in
// expandedGpuCount()).
std::map<QString, long long> nodesPerType(const Project &project)
{
    std::unordered_map<Id, long long> repeat;
    for (const Group &g : project.groups)
        repeat.emplace(g.id, std::max(0, g.repeat));
    std::map<QString, long long> out;
    for (const Node &n : project.nodes) {
        const auto it = repeat.find(n.groupId);
        const long long times = n.groupId == NoId ? 1 : (it == repeat.end() ? 0 : it->second);
        if (times > 0)
            out[n.nodeTypeId] += times;
    }
    return out;
}

// The workload's largest collective; the profile's default sizes when it lists none.
double largestCollectiveBytes(const WorkloadProfile &workload)
{
    double bytes = 0.0;
    for (double b : workload.collectiveBytes)
        if (std::isfinite(b) && b > bytes)
            bytes = b;
    if (bytes > 0.0)
        return bytes;
    const std::vector<double> defaults = WorkloadProfile{}.collectiveBytes;
    return *std::max_element(defaults.begin(), defaults.end());
}

// `a` is less than `b` by more than rounding: sums of the same parts in another order
// differ in the last bits, which must not make one design dominate its twin.
bool clearlyLess(double a, double b)
{
    return a < b - 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

// The design of a candidate: the generated compute fabric, with the project's
// workload, organisation, requirements, decision weights and catalog overrides and the
// compute fabric's RoCE tuning.
Project candidateProject(const Project &project, const Catalog &catalog, const FabricPlan &plan,
                         const ExploreCluster &cluster, const ExploreCandidate &candidate,
                         long long *joined)
{
    Project p;
    p.info = project.info;
    p.catalogOverrides = project.catalogOverrides;
    p.workload = project.workload;
    p.organisation = project.organisation;
    p.requirements = project.requirements;
    p.decisionWeights = project.decisionWeights;
    const Id fabricId = buildFabric(p, catalog, plan);
    if (Fabric *f = p.fabric(fabricId))
        f->roceTuning = cluster.roceTuning;
    IssueList notes;
    *joined = candidate.ethernetBetweenUnits ? joinUnitsByEthernet(p, catalog, notes) : 0;
    return p;
}

// Bus bandwidth of `op` for the job at the cluster's collective size: the collectives
// model (analysis_collectives.h, docs/COLLECTIVES.md) and nccl-tests' busbw definition
// (doc/PERFORMANCE.md: all-reduce busbw = algbw x 2(n-1)/n, all-to-all algbw x
// (n-1)/n), as analyzeCollectives() computes its points. The catalog's figures, never
// a calibration: the candidate was not measured.
double jobBusbw(CollectiveOp op, const CollectiveModel &model, const ExploreCluster &cluster)
{
    const double bytes = cluster.collectiveBytes;
    const double seconds = collectiveSeconds(op, bytes, model);
    if (!(seconds > 0.0))
        return 0.0;
    return bytes / seconds / 1e9 * busBandwidthFactor(op, model.gpus);
}

// The project's requirements (model.h Requirements and OrganisationProfile), checked
// as the recommendation checks a variant's (recommendation.cpp, checkRequirements):
// a job survives any single switch failure; the network capex within the budget, with
// every price known (a lower bound cannot confirm a budget); the job's all-reduce busbw
// at least the minimum (here at the workload's largest collective itself, where the
// recommendation takes the modelled size nearest below it).
bool meetsRequirements(const Project &project, const NetworkAnalysis &network,
                       const ExplorePoint &point)
{
    const Requirements &r = project.requirements;
    if (r.networkCapexBudgetEur > 0.0 &&
        !(point.capexComplete && point.capexEur <= r.networkCapexBudgetEur))
        return false;
    if (r.minJobAllReduceBusbwGbytePerS > 0.0 &&
        !(point.busbwGbytePerS >= r.minJobAllReduceBusbwGbytePerS))
        return false;
    // analyzeResilience()'s worstSwitchFailure.jobSurvives, without its flows.
    if (project.organisation.surviveSingleSwitchFailure)
        return jobSurvivesAnySwitchFailure(network.net);
    return true;
}

// What the generator is asked for to build `candidate` for `cluster`.
GeneratorParams generatorParams(const ExploreCluster &cluster, const ExploreCandidate &candidate)
{
    GeneratorParams params;
    params.gpus = cluster.gpus;
    params.nodeTypeId = cluster.nodeTypeId;
    params.technology = candidate.technology;
    params.switchTypeId = candidate.switchTypeId;
    params.topology = candidate.topology;
    params.oversubscription = candidate.oversubscription;
    params.planes = candidate.planes;
    return params;
}

// Removes every compute fabric with its switches and links, every node with its NVLink
// domains and the links of other fabrics that end on one, and the groups left empty.
// Returns the links of other fabrics dropped.
long long removeComputeFabricsAndNodes(Project &p)
{
    std::unordered_set<Id> compute;
    for (const Fabric &f : p.fabrics)
        if (f.purpose == FabricPurpose::Compute)
            compute.insert(f.id);
    std::unordered_set<Id> nodes;
    for (const Node &n : p.nodes)
        nodes.insert(n.id);
    long long dropped = 0;
    std::erase_if(p.links, [&](const Link &l) {
        if (compute.count(l.fabricId))
            return true;
        const bool toNode = nodes.count(l.a.objectId) || nodes.count(l.b.objectId);
        dropped += toNode ? 1 : 0;
        return toNode;
    });
    std::erase_if(p.switches, [&](const Switch &s) { return compute.count(s.fabricId) > 0; });
    std::erase_if(p.fabrics, [&](const Fabric &f) { return compute.count(f.id) > 0; });
    p.nodes.clear();
    p.nvlinkDomains.clear();
    std::unordered_set<Id> used;
    for (const Switch &s : p.switches)
        used.insert(s.groupId);
    std::erase_if(p.groups, [&](const Group &g) { return used.count(g.id) == 0; });
    return dropped;
}

} // namespace

std::optional<ExploreCluster> exploreCluster(const Project &project, const Catalog &catalog,
                                             QString *error)
{
    const auto refuse = [error](const QString &why) {
        if (error)
            *error = why;
        return std::optional<ExploreCluster>();
    };
    const std::map<QString, long long> types = nodesPerType(project);
    if (types.empty())
        return refuse(tr("The design has no nodes: the search needs the cluster's GPUs and "
                         "node type."));
    if (types.size() > 1) {
        QStringList ids;
        for (const auto &[id, count] : types)
            ids << id;
        return refuse(tr("The design has nodes of %1 node types (%2); the search builds "
                         "clusters of one node type.")
                          .arg(types.size())
                          .arg(ids.join(QStringLiteral(", "))));
    }
    const auto &[typeId, nodes] = *types.begin();
    const NodeTypeSpec *nt = catalog.nodeType(typeId);
    if (!nt || nt->gpuCount <= 0)
        return refuse(
            tr("The node type \"%1\" is not in the catalogue or has no GPUs.").arg(typeId));
    const long long gpus = nodes * nt->gpuCount;
    if (gpus > kMaxGpus)
        return refuse(tr("The design has %1 GPUs; the search handles at most %2.")
                          .arg(num(static_cast<double>(gpus)), num(kMaxGpus)));

    ExploreCluster c;
    c.gpus = static_cast<int>(gpus);
    c.nodes = nodes;
    c.nodeTypeId = typeId;
    const WorkloadProfile &w = project.workload;
    c.jobGpus = w.jobGpus > 0 && w.jobGpus < c.gpus ? w.jobGpus : c.gpus;
    c.collectiveBytes = largestCollectiveBytes(w);
    c.workload = w.kind;
    c.collective = collectiveOf(w);
    c.maxOversubscriptionId = maxOversubscriptionId(w.kind);
    AssumptionReader reader(catalog);
    c.maxOversubscription = std::max(1.0, reader.valueOr(c.maxOversubscriptionId, 1.0));
    if (const Fabric *compute = project.computeFabric())
        c.roceTuning = compute->roceTuning;
    return c;
}

std::vector<double> exploreOversubscriptions(double maxOversubscription)
{
    std::vector<double> out;
    for (double r : kOversubscriptions)
        if (r == 1.0 || r <= maxOversubscription + 1e-9)
            out.push_back(r);
    return out;
}

ExploreCluster candidateCluster(const ExploreCluster &cluster, const ExploreCandidate &candidate)
{
    ExploreCluster out = cluster;
    if (!candidate.nodeTypeId.isEmpty())
        out.nodeTypeId = candidate.nodeTypeId;
    return out;
}

std::vector<ExploreCandidate> dualPortCandidates(const Project &project,
                                                 const ExploreCluster &cluster,
                                                 const Catalog &catalog, Technology technology)
{
    const NodeTypeSpec *nt = catalog.nodeType(cluster.nodeTypeId);
    const NicType *nic = nt ? catalog.nic(nt->nicTypeId) : nullptr;
    const std::optional<PortMode> mode = nic ? nic->modeFor(technology) : std::nullopt;
    if (!project.organisation.surviveSingleSwitchFailure || !mode || mode->ports >= 2)
        return {};
    const NodeTypeSpec *dual = dualPortAlternative(catalog, *nt, technology);
    if (!dual)
        return {};
    ExploreCluster alt = cluster;
    alt.nodeTypeId = dual->id;
    std::vector<ExploreCandidate> out;
    for (ExploreCandidate c : exploreCandidates(alt, catalog, technology)) {
        if (c.planes != 2)
            continue;
        c.nodeTypeId = dual->id;
        out.push_back(c);
    }
    return out;
}

std::vector<ExploreCandidate> exploreCandidates(const ExploreCluster &cluster,
                                                const Catalog &catalog, Technology technology)
{
    const NodeTypeSpec *nt = catalog.nodeType(cluster.nodeTypeId);
    const NicType *nic = nt ? catalog.nic(nt->nicTypeId) : nullptr;
    const std::optional<PortMode> mode = nic ? nic->modeFor(technology) : std::nullopt;
    if (!mode)
        return {};
    std::vector<ExploreCandidate> out;
    const long long ports = static_cast<long long>(nt->nicCount) * mode->ports;
    for (const SwitchType *sw : catalog.switchesFor(technology, mode->gbitPerS)) {
        // Rail-split: 4 or 8 planes (a plane per pair of rails, or per rail), only the
        // fewest that make a plane one switch where half as many do not, so cross-rail
        // traffic takes NVLink (NCCL's PXN) instead of a spine; more planes of several
        // tiers cost more switches and reach nothing new.
        const int k = sw->portsAt(mode->gbitPerS);
        std::vector<int> planeCounts{1, 2};
        for (const int p : {4, 8})
            if (ports % p == 0 && cluster.nodes * (ports / p) <= k &&
                cluster.nodes * (ports / (p / 2)) > k)
                planeCounts.push_back(p);
        for (const int planes : planeCounts) {
            for (TopologyKind topology : {TopologyKind::RailOptimized, TopologyKind::FatTree}) {
                for (double r : exploreOversubscriptions(cluster.maxOversubscription))
                    out.push_back({technology, sw->id, topology, planes, r});
            }
        }
    }
    return out;
}

namespace {

// The candidate's design, with point.built, tiers and switches set; nullopt with
// point.refusal when the generator refuses it.
std::optional<Project> buildCandidate(const Project &project, const Catalog &catalog,
                                      const ExploreCluster &searched, ExplorePoint &point)
{
    const ExploreCandidate &candidate = point.candidate;
    const ExploreCluster cluster = candidateCluster(searched, candidate);
    point.meetsRequirements = false; // until built and checked
    const std::optional<FabricPlan> plan =
        planFabric(catalog, generatorParams(cluster, candidate), &point.refusal);
    if (!plan)
        return std::nullopt;
    long long joined = 0;
    Project p = candidateProject(project, catalog, *plan, cluster, candidate, &joined);
    if (p.fabrics.empty()) { // buildFabric() refused a plan of planFabric(): cannot happen
        point.refusal = tr("The plan could not be built into a project.");
        return std::nullopt;
    }
    if (candidate.ethernetBetweenUnits && joined == 0) {
        point.refusal = tr("One tier: no switches between the units to move to Ethernet.");
        return std::nullopt;
    }
    point.built = true;
    point.tiers = plan->tiers;
    point.switches =
        std::accumulate(plan->switchesPerTier.begin(), plan->switchesPerTier.end(), 0LL);
    return p;
}

// A candidate built and priced, without its flows, collectives or requirements
// (exploreCheapest()'s first pass), with its cost for the second.
struct PricedCandidate {
    ExplorePoint point;
    CostResult cost;
    // false: the survival the organisation requires is not met (a switch failure cuts
    // a GPU off), so the candidate cannot meet the requirements whatever its flows.
    bool canSurvive = true;
};

PricedCandidate priceCandidate(const Project &project, const Catalog &catalog,
                               const ExploreCluster &searched, const ExploreCandidate &candidate)
{
    PricedCandidate priced;
    priced.point.candidate = candidate;
    if (const std::optional<Project> p = buildCandidate(project, catalog, searched, priced.point)) {
        priced.cost = analyzeCost(*p, catalog);
        priced.point.capexEur = priced.cost.capexEur;
        priced.point.capexComplete = priced.cost.priceComplete();
        if (project.organisation.surviveSingleSwitchFailure)
            priced.canSurvive = jobSurvivesAnySwitchFailure(buildComputeNetwork(*p, catalog));
    }
    return priced;
}

// The rest of a built candidate's point: busbw, complexity, requirements.
void completePoint(const Project &project, const Catalog &catalog, const ExploreCluster &searched,
                   const Project &p, const CostResult &cost, ExplorePoint &point)
{
    const ExploreCluster cluster = candidateCluster(searched, point.candidate);
    const NetworkAnalysis network = analyzeNetwork(p, catalog);
    const CollectiveModel model = collectiveModel(p, catalog, analyzeBandwidth(p, catalog, network),
                                                  cluster.jobGpus, network);
    point.busbwGbytePerS = jobBusbw(CollectiveOp::AllReduce, model, cluster);
    point.collectiveBusbwGbytePerS = cluster.collective == CollectiveOp::AllReduce
                                         ? point.busbwGbytePerS
                                         : jobBusbw(cluster.collective, model, cluster);
    point.capexEur = cost.capexEur;
    point.capexComplete = cost.priceComplete();
    point.complexity = analyzeComplexity(p, catalog, ComplexityWeights{}, cost).score;
    point.meetsRequirements = meetsRequirements(project, network, point);
}

// A priced candidate's full point (exploreCheapest()'s second pass): built again
// (cheap next to its flows), its cost reused.
ExplorePoint completePriced(const Project &project, const Catalog &catalog,
                            const ExploreCluster &searched, const PricedCandidate &priced)
{
    ExplorePoint point;
    point.candidate = priced.point.candidate;
    if (const std::optional<Project> p = buildCandidate(project, catalog, searched, point))
        completePoint(project, catalog, searched, *p, priced.cost, point);
    return point;
}

} // namespace

ExplorePoint evaluateCandidate(const Project &project, const Catalog &catalog,
                               const ExploreCluster &searched, const ExploreCandidate &candidate)
{
    ExplorePoint point;
    point.candidate = candidate;
    if (const std::optional<Project> p = buildCandidate(project, catalog, searched, point))
        completePoint(project, catalog, searched, *p, analyzeCost(*p, catalog), point);
    return point;
}

bool dominates(const ExplorePoint &a, const ExplorePoint &b)
{
    if (!a.built || !b.built || a.candidate.technology != b.candidate.technology ||
        a.candidate.ethernetBetweenUnits != b.candidate.ethernetBetweenUnits)
        return false;
    // A capex that is only a lower bound (a part without a price, or priced at a floor)
    // is not known to be below a capex priced in full.
    if (!a.capexComplete && b.capexComplete)
        return false;
    const bool noWorse = !clearlyLess(b.capexEur, a.capexEur) &&
                         !clearlyLess(a.collectiveBusbwGbytePerS, b.collectiveBusbwGbytePerS) &&
                         !clearlyLess(b.complexity, a.complexity) &&
                         (a.meetsRequirements || !b.meetsRequirements);
    const bool better = clearlyLess(a.capexEur, b.capexEur) ||
                        clearlyLess(b.collectiveBusbwGbytePerS, a.collectiveBusbwGbytePerS) ||
                        clearlyLess(a.complexity, b.complexity) ||
                        (a.meetsRequirements && !b.meetsRequirements);
    return noWorse && better;
}

std::vector<std::size_t> paretoFront(const std::vector<ExplorePoint> &points)
{
    std::vector<std::size_t> front;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (!points[i].built)
            continue;
        const bool dominated =
            std::any_of(points.begin(), points.end(),
                        [&](const ExplorePoint &q) { return dominates(q, points[i]); });
        if (!dominated)
            front.push_back(i);
    }
    std::sort(front.begin(), front.end(), [&](std::size_t i, std::size_t j) {
        const ExplorePoint &a = points[i];
        const ExplorePoint &b = points[j];
        return std::make_tuple(static_cast<int>(a.candidate.technology),
                               a.candidate.ethernetBetweenUnits, a.capexEur,
                               -a.collectiveBusbwGbytePerS, a.complexity,
                               i) < std::make_tuple(static_cast<int>(b.candidate.technology),
                                                    b.candidate.ethernetBetweenUnits, b.capexEur,
                                                    -b.collectiveBusbwGbytePerS, b.complexity, j);
    });
    return front;
}

long long ExploreResult::builtCount() const
{
    return std::count_if(points.begin(), points.end(),
                         [](const ExplorePoint &p) { return p.built; });
}

int ExploreResult::cheapestMeetingRequirements(Technology technology,
                                               bool ethernetBetweenUnits) const
{
    // The front is ordered by capex, then busbw, then complexity: the first that meets
    // the requirements, priced in full when one is.
    for (const bool onlyKnown : {true, false})
        for (std::size_t i : front) {
            const ExplorePoint &p = points[i];
            if (p.candidate.technology == technology &&
                p.candidate.ethernetBetweenUnits == ethernetBetweenUnits && p.meetsRequirements &&
                (p.capexComplete || !onlyKnown))
                return static_cast<int>(i);
        }
    return -1;
}

namespace {

// The candidates explore() and exploreCheapest() evaluate, in the order enumerated.
std::vector<ExploreCandidate> searchedCandidates(const Project &project, const Catalog &catalog,
                                                 const ExploreCluster &cluster,
                                                 const ExploreOptions &options)
{
    std::vector<ExploreCandidate> candidates;
    for (Technology t : options.technologies) {
        std::vector<ExploreCandidate> more = exploreCandidates(cluster, catalog, t);
        const std::vector<ExploreCandidate> dual = dualPortCandidates(project, cluster, catalog, t);
        more.insert(more.end(), dual.begin(), dual.end());
        candidates.insert(candidates.end(), more.begin(), more.end());
        if (t != Technology::InfiniBand || !options.hybridPerUnit)
            continue;
        for (ExploreCandidate c : more) {
            c.ethernetBetweenUnits = true;
            candidates.push_back(c);
        }
    }
    return candidates;
}

// Whether a point priced at `point` can meet the network capex budget (a lower bound
// cannot: meetsRequirements()).
bool withinBudget(const Project &project, const ExplorePoint &point)
{
    const double budget = project.requirements.networkCapexBudgetEur;
    return !(budget > 0.0) || (point.capexComplete && point.capexEur <= budget);
}

} // namespace

ExploreResult explore(const Project &project, const Catalog &catalog, const ExploreCluster &cluster,
                      const ExploreOptions &options)
{
    const std::vector<ExploreCandidate> candidates =
        searchedCandidates(project, catalog, cluster, options);
    const QLocale locale = options.locale;
    const auto evaluateOne = [&project, &catalog, &cluster, locale](const ExploreCandidate &c) {
        const AnalysisLocale scope(locale);
        return evaluateCandidate(project, catalog, cluster, c);
    };
    ExploreResult result;
    result.cluster = cluster;
    result.points =
        QtConcurrent::blockingMapped<std::vector<ExplorePoint>>(candidates, evaluateOne);
    result.front = paretoFront(result.points);
    return result;
}

ExploreResult exploreCheapest(const Project &project, const Catalog &catalog,
                              const ExploreCluster &cluster, const ExploreOptions &options)
{
    const std::vector<ExploreCandidate> candidates =
        searchedCandidates(project, catalog, cluster, options);
    const QLocale locale = options.locale;
    const std::vector<PricedCandidate> priced =
        QtConcurrent::blockingMapped<std::vector<PricedCandidate>>(
            candidates, [&project, &catalog, &cluster, locale](const ExploreCandidate &c) {
                const AnalysisLocale scope(locale);
                return priceCandidate(project, catalog, cluster, c);
            });
    // Per technology and form, the built candidates by capex (those over the budget or
    // that a switch failure cuts off cannot meet the requirements); evaluated fully in that order
    // until the next one costs clearly more than the cheapest that met the requirements: no dearer
    // point comes first on the front (paretoFront()'s order).
    struct Group {
        std::vector<std::size_t> order; // indices into `priced`, by capex
        std::size_t next = 0;
        std::optional<double> cheapestMet;
        bool metKnown = false; // the cheapest that met them is priced in full
        bool done(const std::vector<PricedCandidate> &all) const
        {
            if (next >= order.size())
                return true;
            const ExplorePoint &p = all[order[next]].point;
            // Designs priced in full come first (see the order below): once one of them
            // met the requirements, the others cannot be chosen.
            return cheapestMet &&
                   ((metKnown && !p.capexComplete) || clearlyLess(*cheapestMet, p.capexEur));
        }
    };
    std::map<std::pair<int, bool>, Group> groups;
    for (std::size_t i = 0; i < priced.size(); ++i) {
        const ExplorePoint &p = priced[i].point;
        if (p.built && priced[i].canSurvive && withinBudget(project, p))
            groups[{static_cast<int>(p.candidate.technology), p.candidate.ethernetBetweenUnits}]
                .order.push_back(i);
    }
    for (auto &[key, g] : groups)
        std::stable_sort(g.order.begin(), g.order.end(), [&priced](std::size_t a, std::size_t b) {
            const ExplorePoint &pa = priced[a].point;
            const ExplorePoint &pb = priced[b].point;
            if (pa.capexComplete != pb.capexComplete)
                return pa.capexComplete;
            return pa.capexEur < pb.capexEur;
        });
    // Rounds: from every group not done its next candidates, as many in all as the
    // pool runs at once (at least one a group), evaluated in parallel.
    const int threads = std::max(1, QThreadPool::globalInstance()->maxThreadCount());
    ExploreResult result;
    result.cluster = cluster;
    for (;;) {
        std::vector<Group *> active;
        for (auto &[key, g] : groups)
            if (!g.done(priced))
                active.push_back(&g);
        if (active.empty())
            break;
        const std::size_t each = static_cast<std::size_t>(std::max<int>(
            1, (threads + static_cast<int>(active.size()) - 1) / static_cast<int>(active.size())));
        std::vector<std::pair<Group *, std::size_t>> round;
        for (Group *g : active)
            for (std::size_t n = 0; n < each && g->next < g->order.size(); ++n)
                round.emplace_back(g, g->order[g->next++]);
        const std::vector<ExplorePoint> points =
            QtConcurrent::blockingMapped<std::vector<ExplorePoint>>(
                round, [&project, &catalog, &cluster, &priced,
                        locale](const std::pair<Group *, std::size_t> &item) {
                    const AnalysisLocale scope(locale);
                    return completePriced(project, catalog, cluster, priced[item.second]);
                });
        for (std::size_t k = 0; k < points.size(); ++k) {
            Group &g = *round[k].first;
            const ExplorePoint &point = points[k];
            if (point.meetsRequirements && !(g.metKnown && !point.capexComplete) &&
                (!g.cheapestMet || point.capexEur < *g.cheapestMet)) {
                g.cheapestMet = point.capexEur;
                g.metKnown = point.capexComplete;
            }
            result.points.push_back(point);
        }
    }
    result.front = paretoFront(result.points);
    return result;
}

std::optional<Project> exploredDesign(const Project &project, const Catalog &catalog,
                                      const ExploreCluster &searched,
                                      const ExploreCandidate &candidate, QString *error,
                                      long long *droppedLinks, IssueList *notes)
{
    const ExploreCluster cluster = candidateCluster(searched, candidate);
    const std::optional<FabricPlan> plan =
        planFabric(catalog, generatorParams(cluster, candidate), error);
    if (!plan)
        return std::nullopt;
    Project p = project;
    // Generated storage, front-end and management fabrics are rebuilt on the new nodes
    // (clusterfabrics.h); fabrics drawn by hand keep their switches.
    std::vector<Fabric> generatedCluster;
    for (const Fabric &f : project.fabrics)
        if (isGeneratedClusterFabric(f))
            generatedCluster.push_back(f);
    removeClusterFabrics(p);
    const long long dropped = removeComputeFabricsAndNodes(p);
    const Id fabricId = buildFabric(p, catalog, *plan);
    Fabric *built = p.fabric(fabricId);
    if (!built) {
        if (error)
            *error = tr("The plan could not be built into a project.");
        return std::nullopt;
    }
    built->roceTuning = cluster.roceTuning;
    // The compute fabric first, where the analyses and the canvas look for it.
    std::rotate(p.fabrics.begin(), p.fabrics.end() - 1, p.fabrics.end());
    for (const Fabric &f : generatedCluster) {
        QString why;
        const Id again = addClusterFabric(p, catalog, f.purpose, f.technology, &why);
        // No ports for it on the new nodes (a node type without storage NICs): the design
        // would be cheaper for lacking a fabric the cluster has, so it is not offered
        // (the two-plane option priced 1,024 H100 without storage and front-end so).
        if (again == NoId && why.isEmpty())
            why = tr("%1 cannot be built again: the nodes of this design have no ports for it.")
                      .arg(f.name);
        if (again == NoId) {
            if (error)
                *error = why;
            return std::nullopt;
        }
        if (Fabric *rebuilt = p.fabric(again))
            rebuilt->roceTuning = f.roceTuning;
    }
    IssueList joinNotes;
    if (candidate.ethernetBetweenUnits)
        joinUnitsByEthernet(p, catalog, joinNotes);
    if (notes)
        notes->insert(notes->end(), joinNotes.begin(), joinNotes.end());
    if (droppedLinks)
        *droppedLinks = dropped;
    return p;
}

QString exploredVariantKey(const ExploreCandidate &c)
{
    if (c.ethernetBetweenUnits)
        return variantKey(VariantKind::HybridPerUnit);
    return variantKey(c.technology == Technology::InfiniBand ? VariantKind::InfiniBand
                                                             : VariantKind::Ethernet);
}

QJsonObject exploreToJson(const ExploreResult &result)
{
    const ExploreCluster &c = result.cluster;
    QJsonArray points;
    for (std::size_t i : result.front) {
        const ExplorePoint &p = result.points[i];
        const bool cheapest =
            result.cheapestMeetingRequirements(
                p.candidate.technology, p.candidate.ethernetBetweenUnits) == static_cast<int>(i);
        points.append(QJsonObject{
            {QStringLiteral("technology"), technologyKey(p.candidate.technology)},
            {QStringLiteral("variant"), exploredVariantKey(p.candidate)},
            {QStringLiteral("switch"), p.candidate.switchTypeId},
            {QStringLiteral("topology"), topologyKey(p.candidate.topology)},
            {QStringLiteral("tiers"), p.tiers},
            {QStringLiteral("planes"), p.candidate.planes},
            {QStringLiteral("node_type"),
             p.candidate.nodeTypeId.isEmpty() ? c.nodeTypeId : p.candidate.nodeTypeId},
            {QStringLiteral("oversubscription"), p.candidate.oversubscription},
            {QStringLiteral("capex"), p.capexEur},
            {QStringLiteral("capex_complete"), p.capexComplete},
            {QStringLiteral("busbw_gbyte_s"), p.busbwGbytePerS},
            {QStringLiteral("collective_busbw_gbyte_s"), p.collectiveBusbwGbytePerS},
            {QStringLiteral("complexity"), p.complexity},
            {QStringLiteral("meets_requirements"), p.meetsRequirements},
            {QStringLiteral("switches"), static_cast<double>(p.switches)},
            {QStringLiteral("cheapest_meeting_requirements"), cheapest},
        });
    }
    return QJsonObject{
        {QStringLiteral("gpus"), c.gpus},
        {QStringLiteral("nodes"), static_cast<double>(c.nodes)},
        {QStringLiteral("node_type"), c.nodeTypeId},
        {QStringLiteral("workload"), workloadKey(c.workload)},
        {QStringLiteral("job_gpus"), c.jobGpus},
        {QStringLiteral("collective_bytes"), c.collectiveBytes},
        {QStringLiteral("collective"), collectiveKey(c.collective)},
        {QStringLiteral("max_oversubscription"), c.maxOversubscription},
        {QStringLiteral("candidates"), static_cast<double>(result.points.size())},
        {QStringLiteral("built"), static_cast<double>(result.builtCount())},
        {QStringLiteral("points"), points},
    };
}

} // namespace fp
