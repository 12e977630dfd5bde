// SPDX-License-Identifier: GPL-3.0-or-later
// The design search of docs/EXPLORE.md ("each technology at its best"): for the cluster
// of the project as it is now (its GPUs, node type and workload, never the generator
// parameters a fabric was once built from), every compute fabric the generator can build
// for each technology: each catalog switch of that technology with ports at the NIC's
// speed, 1 or 2 planes (4 or 8 where a plane is one switch: rail-split), rail-optimized
// or fat tree, and each oversubscription the
// workload allows; the generator takes the fewest tiers that fit. Each candidate is
// built and analysed (network capex, the job's all-reduce bus bandwidth at the
// workload's largest collective, management complexity, the organisation's
// requirements) on the global thread pool (QtConcurrent), and the Pareto front of each
// technology is kept.
#pragma once

#include "analysis/results.h"
#include "model/catalog.h"
#include "model/issue.h"
#include "model/model.h"

#include <QJsonObject>
#include <QLocale>
#include <QString>

#include <optional>
#include <vector>

namespace fp {

// The cluster the search designs for, read from the design as it is now.
struct ExploreCluster {
    int gpus = 0;                 // every node of the design, groups repeated
    long long nodes = 0;          // (one node type: the generator builds one)
    QString nodeTypeId;           // the design's node type
    int jobGpus = 0;              // the workload's job GPUs, the cluster when 0 or larger
    double collectiveBytes = 0.0; // the workload's largest collective (all-reduce) size
    WorkloadKind workload = WorkloadKind::Pretraining;
    // The collective the recommendation scores the workload's performance on
    // (recommendation.h collectiveOf: all-to-all for inference, else all-reduce): the
    // front's performance objective, so the search optimises what the comparison scores.
    CollectiveOp collective = CollectiveOp::AllReduce;
    // The oversubscription the workload allows (r in r:1): the catalog assumption
    // explore-max-oversubscription-<workload key> (docs/EXPLORE.md), 1 when missing.
    double maxOversubscription = 1.0;
    QString maxOversubscriptionId;
    RoceTuning roceTuning = RoceTuning::AdaptiveRouting; // of the design's compute fabric
};

// The cluster of `project` on `catalog`; nullopt with a translated one-line reason when
// the design has no nodes, nodes of an unknown or of more than one node type, or more
// than kMaxGpus GPUs.
std::optional<ExploreCluster> exploreCluster(const Project &project, const Catalog &catalog,
                                             QString *error);

// One point of the search space: what the generator is asked to build.
struct ExploreCandidate {
    Technology technology = Technology::InfiniBand;
    QString switchTypeId;
    TopologyKind topology = TopologyKind::RailOptimized;
    int planes = 1;
    double oversubscription = 1.0; // r in r:1
    // The hybrid per unit (VariantKind::HybridPerUnit): this InfiniBand design with every
    // switch above the leaves moved to Ethernet (topology/variant.h joinUnitsByEthernet()).
    bool ethernetBetweenUnits = false;
    // Empty: the cluster's node type. Else the catalog's node type with the same GPUs and
    // dual-port NICs (analysis_resilience.h dualPortAlternative()), on two planes with each
    // NIC's ports on both: searched when the organisation requires jobs to survive a
    // switch failure and the cluster's NICs have one port, which no design can meet.
    QString nodeTypeId = {};
    friend bool operator==(const ExploreCandidate &, const ExploreCandidate &) = default;
};

// The cluster a candidate builds: `cluster` with the candidate's node type when it has one.
ExploreCluster candidateCluster(const ExploreCluster &cluster, const ExploreCandidate &candidate);

// The candidates on dual-port NICs (ExploreCandidate::nodeTypeId) for `technology`: two
// planes of every switch, topology and oversubscription, when `project` requires a job
// to survive any single switch failure, the cluster's NICs have one port on
// `technology` and the catalog has the dual-port counterpart; else none.
std::vector<ExploreCandidate> dualPortCandidates(const Project &project,
                                                 const ExploreCluster &cluster,
                                                 const Catalog &catalog, Technology technology);

// The oversubscriptions searched: 1, 2 and 3 (r:1), those up to the workload's maximum.
std::vector<double> exploreOversubscriptions(double maxOversubscription);

// Every candidate of `technology` for the cluster, in a fixed order (switch in catalog
// order, planes, topology, oversubscription); none when the node type's NIC does not
// support the technology.
std::vector<ExploreCandidate> exploreCandidates(const ExploreCluster &cluster,
                                                const Catalog &catalog, Technology technology);

// A candidate with its figures.
struct ExplorePoint {
    ExploreCandidate candidate;
    bool built = false; // false: the generator refused it, `refusal` says why
    QString refusal;
    int tiers = 0;
    long long switches = 0;
    double capexEur = 0.0;     // network capex (analysis_cost.h CostResult::capexEur)
    bool capexComplete = true; // false: a part has no price, capex is a lower bound
    // false: a part has no price or no power figure, so the network TCO is a lower bound;
    // the cheapest design of a technology is one with a known TCO whenever there is one.
    bool tcoKnown = true;
    double busbwGbytePerS = 0.0; // all-reduce busbw of the job at collectiveBytes
    // Busbw of the cluster's collective (ExploreCluster::collective) at collectiveBytes:
    // the performance objective of dominates() and the front's order; busbwGbytePerS
    // when that is all-reduce.
    double collectiveBusbwGbytePerS = 0.0;
    double complexity = 0.0; // 0-100 (analysis_complexity.h)
    // The project's requirements, as the recommendation checks them: a job survives any
    // single switch failure (OrganisationProfile::surviveSingleSwitchFailure,
    // analysis_resilience.h), the network capex budget and the job's minimum all-reduce
    // busbw (Requirements); true when none is set, false for a design not built.
    bool meetsRequirements = true;
};

// Builds the candidate for the cluster and analyses it. `project` gives the workload,
// the organisation and the compute fabric's RoCE tuning. Thread-safe: it reads
// `project` and `catalog` only and writes numbers in the locale of the calling
// thread's AnalysisLocale (analysis/wording.h).
ExplorePoint evaluateCandidate(const Project &project, const Catalog &catalog,
                               const ExploreCluster &cluster, const ExploreCandidate &candidate);

// Whether `a` dominates `b` (both built, same technology and form): at least as good on every
// objective (capex lower or equal, busbw of the cluster's collective higher or equal,
// complexity lower or equal,
// meets the requirements when `b` does) and better on at least one. A lower-bound capex
// (capexComplete false) never dominates one priced in full.
bool dominates(const ExplorePoint &a, const ExplorePoint &b);

// The indices of the built points that no built point of the same technology and form
// dominates: the Pareto front of each, ordered by technology (InfiniBand first), the
// hybrid per unit after InfiniBand, then capex, then busbw (higher first), then
// complexity, then index.
std::vector<std::size_t> paretoFront(const std::vector<ExplorePoint> &points);

struct ExploreOptions {
    QLocale locale{QLocale::c()}; // numbers in the texts (analysis/wording.h)
    std::vector<Technology> technologies{Technology::InfiniBand, Technology::Ethernet};
    // Also the hybrid per unit: each InfiniBand candidate again with Ethernet between
    // its units (ExploreCandidate::ethernetBetweenUnits).
    bool hybridPerUnit = false;
};

struct ExploreResult {
    ExploreCluster cluster;
    std::vector<ExplorePoint> points; // every candidate, in the order enumerated
    std::vector<std::size_t> front;   // paretoFront(points)
    long long builtCount() const;
    // The cheapest point of `technology` (of the hybrid per unit with
    // `ethernetBetweenUnits`) on the front that meets the requirements (then higher
    // busbw, lower complexity), of those priced in full when one meets them (a design
    // whose parts lack a price is cheap by omission); -1 when none does.
    int cheapestMeetingRequirements(Technology technology, bool ethernetBetweenUnits = false) const;
};

// Enumerates, evaluates (QtConcurrent::blockingMapped on QThreadPool::globalInstance())
// and keeps the front. The cluster must come from exploreCluster(project, catalog).
ExploreResult explore(const Project &project, const Catalog &catalog, const ExploreCluster &cluster,
                      const ExploreOptions &options = {});

// What useBestDesigns() (evaluation.cpp) needs of explore(), at a fraction of its cost:
// every candidate built and priced (no flows), then per technology and form only the
// cheapest ones evaluated fully, in order of capex, until one meets the requirements
// and the next costs clearly more. `points` holds the evaluated ones only, so
// cheapestMeetingRequirements() gives the point it gives on explore()'s result (a test
// compares the two); the rest of the front is not known.
ExploreResult exploreCheapest(const Project &project, const Catalog &catalog,
                              const ExploreCluster &cluster, const ExploreOptions &options = {});

// The project with the design of `candidate` in place of its compute fabric (what the
// GUI's "use this design" applies as one undo step): every compute fabric with its
// switches and links and every node (the cluster is all of them) with its NVLink domain
// are removed, groups left empty too, and the generated fabric is built in their place
// with the compute fabric's RoCE tuning. Generated storage, front-end and management
// fabrics (topology/clusterfabrics.h) are rebuilt on the new nodes with their
// technology and tuning. Links of other fabrics that ended on a removed node are
// dropped; `droppedLinks` (when given) says how many. A candidate with
// ethernetBetweenUnits gets its units joined by Ethernet, with the note in `notes`. Everything else
// (other fabrics' switches, profiles, requirements, measurements, overrides) is kept. nullopt with
// the generator's reason when the candidate or a generated cluster fabric cannot be built.
std::optional<Project> exploredDesign(const Project &project, const Catalog &catalog,
                                      const ExploreCluster &cluster,
                                      const ExploreCandidate &candidate, QString *error,
                                      long long *droppedLinks = nullptr,
                                      IssueList *notes = nullptr);

// The variant a candidate stands for: "infiniband", "ethernet" or "hybrid-per-unit".
QString exploredVariantKey(const ExploreCandidate &candidate);

// The docs/CLI.md `explore --json` object: {"points": [front points], ...}. Each point's
// "variant" is "infiniband", "ethernet" or "hybrid-per-unit" (model/variantkind.h).
QJsonObject exploreToJson(const ExploreResult &result);

} // namespace fp
