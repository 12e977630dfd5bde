// SPDX-License-Identifier: GPL-3.0-or-later
// Result values of the analyses (docs/DESIGN.md section 5). Every analysis is a pure
// function (const Project &, const Catalog &) -> one of these structs; evaluate()
// (analysis/evaluation.h) runs them all on the four variants. Texts are translated
// when computed, in the language and locale the caller passes in.
#pragma once

#include "analysis/collectivemodel.h"
#include "analysis/ncclmodel.h"
#include "analysis/racks.h"
#include "model/catalog.h"
#include "model/collective.h"
#include "model/issue.h"
#include "model/model.h"
#include "topology/variant.h"

#include <QString>

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace fp {

// The catalog ids an analysis read through its AssumptionReader
// (analysis/assumptionreader.h), each once, in the order first read.
struct FiguresUsed {
    std::vector<QString> assumptions;   // assumption ids ("pfc-headroom-base")
    std::vector<QString> parts;         // part ids whose figures were read ("qm9700")
    void add(const FiguresUsed &other); // union, keeping the order
};

// One explained finding: a stable id, the figures it rests on (name -> value, with
// the unit in the name, e.g. "bisection_gbit_s") and a full sentence.
struct Explanation {
    QString id;
    QString text;
    std::vector<std::pair<QString, double>> figures;
};

struct TierOversubscription {
    int tier = 0;         // 0: leaf (down to endpoints : up), 1: spine/aggregation
    double worst = 0.0;   // highest downlink:uplink capacity ratio of a switch in the tier
    double typical = 0.0; // median
    // Capacity down over capacity up of the tier's switches together, as built: a
    // partial unit's leaves may have more uplinks than the ratio asked needs (1,024
    // GPUs at 3:1 on QM9700: 3:1 at worst, 2.67:1 over the tier).
    double overall = 0.0;
};

struct BandwidthResult {
    double injectionGbitPerSPerGpu = 0.0;
    double injectionGbitPerSPerNode = 0.0;
    double totalInjectionGbitPerS = 0.0;
    double nvlinkGbytePerSPerGpu = 0.0;
    int nvlinkDomainGpus = 0;
    std::vector<TierOversubscription> tiers;
    double oversubscription = 1.0;        // worst over tiers (r in r:1)
    double oversubscriptionOverall = 1.0; // highest TierOversubscription::overall
    double bisectionGbitPerS = 0.0;       // minimum over the balanced cuts tried
    QString bisectionCut; // which cut gave the minimum ("group order", "rail 3 vs rest" ...)
    QString gpuTypeId;    // the GPU type of most of the compute fabric's GPUs
    std::vector<Explanation> explanations;
    FiguresUsed used; // the switch, node and GPU types of the compute network
};

struct CollectivePoint {
    CollectiveOp op = CollectiveOp::AllReduce;
    double bytes = 0.0;
    int gpus = 0;
    double seconds = 0.0;
    double algbwGbytePerS = 0.0;
    double busbwGbytePerS = 0.0;
    // What NCCL's tuner would pick (analysis/ncclmodel.h) and what limits it.
    NcclAlgorithm algorithm = NcclAlgorithm::Ring;
    NcclProtocol protocol = NcclProtocol::Simple;
    NcclBottleneck bottleneck = NcclBottleneck::None;
    double latencySeconds = 0.0; // the latency part of `seconds`
};

struct CollectiveResult {
    std::vector<CollectivePoint> points; // ops x sizes (8 B..16 GiB, powers of 2) x {cluster, job}
    // The latency of one network step (NCCL's Ring/Simple network latency plus the
    // fabric's switch path), and each GPU's network bandwidth after efficiency.
    double alphaSeconds = 0.0;
    double networkGbytePerSPerGpu = 0.0;
    double efficiency = 0.0;        // technology efficiency applied
    QString efficiencyAssumptionId; // catalog assumption it came from
    // Calibrated from measurement (Project::usesCalibration): the per-NIC efficiency
    // and the latencies of the model are scaled to fit the measured runs (calibration.h);
    // alphaSeconds, networkGbytePerSPerGpu and efficiency are the calibrated figures,
    // calibrationSource says where they came from (translated).
    bool calibrated = false;
    double latencyScale = 1.0;   // calibrated latencies / NCCL's
    double bandwidthScale = 1.0; // calibrated per-NIC efficiency / the catalog's
    int calibrationNodes = 0;    // the most NVLink domains in a calibrating run
    QString calibrationSource;
    // The (calibrated) model of the job's GPUs, or of the cluster without a job: the
    // step-time model (analysis/steptime.h) reshapes it for its parallel groups.
    CollectiveModel jobModel;
    std::vector<Explanation> explanations;
    FiguresUsed used;
};

// Which stretch of the fabric a link is on.
enum class LinkSegment { NodeLeaf, LeafSpine, SpineCore };

// What a BOM line's part is for, as structured fields (the report and the JSON
// output say it in their own words; bomDetailKey() gives the docs/CLI.md key).
struct BomDetail {
    enum class Kind {
        None,
        Tier,                  // a switch of `tier` (0 leaf, 1 spine, 2 and up core)
        Segment,               // cables or fibre of links on `segment`, `lengthM` long
        SwitchSide,            // modules at the switch ends
        NodeSide,              // modules at the NIC ends
        Technology,            // NICs of the compute fabric's `technology`
        SubnetManager,         // the UFM appliances (a high-availability pair per fabric)
        NetworkRackManagement, // the management switches of the network racks (by ports)
        NodeRackManagement,    // the management network's switches, in the node racks
        OutOfBand,             // the out-of-band management network's patch cords
        Gateway,               // InfiniBand-to-Ethernet gateways (the hybrid per unit)
        SpareOf,               // spares of parts of `category`
    };
    Kind kind = Kind::None;
    int tier = 0;
    // The tiers of the fabric of a Tier or Segment line (3: tier 1 is the aggregation
    // tier, labels.h tierWord); 0 where lines of fabrics with other tier counts merged.
    int tiers = 0;
    LinkSegment segment = LinkSegment::NodeLeaf;
    double lengthM = 0.0;
    Technology technology = Technology::InfiniBand;
    QString category;
};

// The docs/CLI.md key of a detail: "leaf", "node-leaf, 10 m", "switch side",
// "node side", "infiniband", "subnet manager (HA)", "network racks", "node racks",
// "out-of-band management", a category for spares, "".
QString bomDetailKey(const BomDetail &detail);

struct BomLine {
    QString partId;
    QString
        category; // "switch" | "nic" | "transceiver" | "cable" | "appliance" | "licence" | "spare"
    BomDetail detail;
    long long quantity = 0;
    double unitPriceEur = 0.0;
    double unitPowerWatts = 0.0;
    // false: the catalog has no figure. The unit figure is then 0 in the sums, and
    // the line is shown as "unknown" (never as a smaller number).
    bool priceKnown = true;
    bool powerKnown = true;
    double totalPriceEur() const { return unitPriceEur * static_cast<double>(quantity); }
    double totalPowerWatts() const { return unitPowerWatts * static_cast<double>(quantity); }
};

struct CostResult {
    std::vector<BomLine> bom;
    double networkCapexEur =
        0.0; // the fabric(s): switches, NICs, optics, cables, appliances, spares
    double clusterCapexEur = 0.0; // network + nodes + GPUs
    double capexEur = 0.0;        // = networkCapexEur (what docs/CLI.md "capex" reports)
    double networkPowerWatts = 0.0;
    double energyEurPerYear = 0.0; // network power x PUE x 8,760 h x price
    double supportEurPerYear = 0.0;
    double tcoEur = 0.0; // capex + (energy + support) x depreciation years
    double networkCostPerGpuEur = 0.0;
    // The cluster's own cost per GPU-hour: its capital cost (nodes, GPUs, network) over
    // the depreciation years, plus the energy of nodes and network (PUE, energy price),
    // the network's and the nodes' support and the data-centre facility per kW of IT
    // load, over GPUs x 8,760 h. Staff is not in it (a lower bound). Known only when
    // every price and power figure is.
    double ownCostPerGpuHourEur = 0.0;
    bool ownCostKnown = false;
    double nodeSupportEurPerYear = 0.0; // node-support-share-per-year x servers and GPUs
    double nodesEnergyEurPerYear = 0.0; // the nodes' power x PUE x 8,760 h x price
    double facilityEurPerYear = 0.0;    // facility-eur-per-kw-month x 12 x IT kW
    double networkShareOfCluster = 0.0;
    double energyKwhPerYear = 0.0; // network power x PUE x 8,760 h / 1000
    long long gpus = 0;            // GPUs of the project (for cost per GPU)
    int priceYear = 0;             // latest price year of the parts used
    QString currency;              // of the prices ("EUR": catalog prices are EUR)
    // Unknown figures: parts on the BOM without a price (power). Then capex, cost per
    // GPU and TCO (power, energy and TCO) leave them out: incomplete, a lower bound.
    std::vector<QString> unknownPriceParts;
    std::vector<QString> unknownPowerParts;
    bool priceComplete() const { return unknownPriceParts.empty(); }
    bool powerComplete() const { return unknownPowerParts.empty(); }
    // Node types and GPUs of the cluster without a price: the cluster capital cost and
    // the network share of it are then unknown (never computed with 0 for them).
    std::vector<QString> unknownClusterPriceParts;
    bool clusterPriceComplete() const { return unknownClusterPriceParts.empty(); }
    // Cages the fullest switch lacks for the modules and cables counted at it (0: the
    // BOM fits the switches' cages).
    long long cagesShort = 0;
    // Software the capital cost leaves out because no public price exists (a quote
    // is needed), counted so that it can be asked for: nodes managed by UFM Enterprise
    // (an optional licence per managed node where UFM appliances run the subnet
    // manager), and Ethernet switches, each needing its network operating system's
    // licence or subscription (Cumulus Linux, SONiC with support, or the vendor's OS).
    long long ufmLicenceNodes = 0;
    // Why the subnet manager runs on UFM appliances or control-plane servers instead of
    // the switches (the bill's reasons, in words).
    QStringList ufmReasons;
    // InfiniBand subnets (fabrics x planes) small enough that OpenSM runs on two
    // control-plane servers instead of UFM appliances (catalog "host-sm-max-nodes").
    int hostManagedSubnets = 0;
    QStringList hostSmReasons; // why those do not run on the switches, in words
    // Switch ports the subnet managers off the switches take, per fabric: a UFM appliance
    // or a control-plane server running OpenSM has a port in each subnet (plane) it
    // manages (NVIDIA's DGX SuperPOD H100 RA counts the UFM appliances' leaf ports among
    // the compute fabric's cables: 1,020 for 1,016 node links at 127 nodes).
    std::map<Id, int> subnetManagerPorts;
    long long ethernetSwitchOsLicences = 0;
    // The network racks all fabrics share (analysis/racks.h networkRackKinds): every
    // fabric's switches but the management network's, the InfiniBand-to-Ethernet
    // gateways (the hybrid per unit) included. Their number sizes the out-of-band
    // ports and cords of their PDUs.
    std::vector<RackKind> networkRacks;
    std::vector<Explanation> explanations;
    FiguresUsed used;
};

struct ComplexityFactor {
    QString id;
    double points = 0.0; // contribution to the 0-100 score
    double weight = 0.0; // editable assumption
    QString text;
};

struct ChecklistItem {
    QString id;
    QString setting; // e.g. "PFC headroom per 400G port, 5 m cable"
    QString value;   // e.g. "124,3 KB" (formatted for the language)
    double number = 0.0;
    QString source;
};

struct ComplexityResult {
    double score = 0.0;
    std::vector<ComplexityFactor> factors;
    std::vector<ChecklistItem> roceChecklist; // empty for pure InfiniBand
    FiguresUsed used;
};

struct FailureImpact {
    Id subject = NoId; // the switch or link
    long long gpusCutOff = 0;
    double bandwidthLostFraction = 0.0; // of bisection (or injection for leaves)
    bool jobSurvives = true;
    // GPUs that lose a port but keep another (a dual-port NIC on two planes, or a second
    // NIC): they go on only if NCCL moves the failed port's traffic to the surviving one
    // (port failover, NCCL 2.29.7 and later, for ports fused into one device). For the
    // worst failure of a kind (ResilienceResult), the most that any failure of that kind
    // (switch, link) leaves on failover.
    long long gpusOnFailover = 0;
    // For the worst failure of a kind: the switch or link whose failure leaves those
    // gpusOnFailover GPUs on failover (a leaf, where the worst by bandwidth is a spine
    // that leaves none); NoId when none does.
    Id failoverSubject = NoId;
};

struct ResilienceResult {
    FailureImpact worstSwitchFailure;
    FailureImpact worstLinkFailure;
    long long freeSwitchPorts = 0;
    // Interruptions a year of a job spanning the cluster that the network causes: the
    // compute fabric's links (node ports and links between switches) at the catalog's
    // network-interruptions-per-link-year (Meta's Llama 3 run), none when the job
    // survives any single switch and link failure; each costs interruption-lost-hours of
    // every GPU, valued at the step time's GPU-hour (analyzeVariant). Not known when an
    // assumption is not.
    bool interruptionsKnown = false;
    long long links = 0;
    double interruptionsPerYear = 0.0;
    double interruptionGpuHoursPerYear = 0.0;
    double interruptionEurPerYear = 0.0;
    // The job survives only by port failover (FailureImpact::gpusOnFailover): the zero
    // above is that assumption, untested in the design; the figures without it are these.
    bool survivalNeedsFailover = false;
    double interruptionsWithoutFailoverPerYear = 0.0;
    double interruptionGpuHoursWithoutFailoverPerYear = 0.0;
    double interruptionEurWithoutFailoverPerYear = 0.0;
    std::vector<Explanation> explanations;
    FiguresUsed used; // the switch types (ports) and node types (NICs, GPUs) read
};

// The organisation profile's growth targets (gpusInOneYear, gpusInThreeYears).
struct GrowthTarget {
    int years = 0;
    long long gpus = 0;
    int tiers = 0;                // tiers needed then (0: no design found)
    int planes = 1;               // planes of the design priced then
    double networkCapexEur = 0.0; // network capital cost then
    bool sameTiers = false;       // reachable without another tier
    // For the growth plan (analysis/growthplan.h), from the design generated at the
    // target size with the same parameters; priced: a generated fabric could be planned.
    bool priced = false;
    double ethernetSwitchCapexEur = 0.0; // the Ethernet switches in networkCapexEur
    double energyKwhPerYear = 0.0;       // network power x PUE x 8,760 h / 1000
    long long switchLinks = 0;           // links above the leaves (leaf-spine, spine-core)
    int spines = 0;                      // switches of the tier above the leaves
    long long leafSpineLinks = 0;        // links between the leaves and that tier
    // Priced on two planes of fewer tiers because that costs less than one plane of more
    // tiers (the cheapest design, as the design search finds it; docs/EXPLORE.md).
    bool planesAdded = false;
};

// One training step of the workload's model plan on a variant (analysis/steptime.h,
// docs/STEPTIME.md): compute plus the communication that is not hidden.
struct StepTimeResult {
    bool modelled = false;
    QString notModelledReason; // translated, when !modelled
    int jobGpus = 0;           // J = TP x PP x DP
    int dataParallel = 0;
    int microBatches = 0;             // m per pipeline per step
    double computeSeconds = 0.0;      // with the pipeline bubble
    double bubbleShare = 0.0;         // (PP - 1) / m
    double dataParallelSeconds = 0.0; // the gradient reduction, all buckets
    double dataParallelExposedSeconds = 0.0;
    double tensorParallelSeconds = 0.0; // exposed in full
    double pipelineSeconds = 0.0;       // exposed in full
    double expertParallelSeconds = 0.0; // exposed in full
    double exposedCommSeconds = 0.0;
    double stepSeconds = 0.0;
    double commShare = 0.0;          // exposed communication / step
    double tokensPerSecond = 0.0;    // of the job
    double gpuHourCostEur = 0.0;     // gpu-hour-cost-eur, or the cluster's own cost
    bool gpuHourAtOwnCost = false;   // gpuHourCostEur is the own cost (ComparisonBasis)
    double commCostEurPerYear = 0.0; // exposed share x cluster GPUs x 8,760 h x cost
    // The step time over that of the fastest variant evaluated with it (1.037: 3.7 %
    // longer), from stepTimeRatio() (recommendation.h): the modelled steps, or without
    // a parallelism plan the communicating share scaled with the workload's collective.
    // Set for every variant, modelled or not (compareStepTimes()); 0 when not compared.
    double relativeToFastest = 0.0;
    // GPU time lost against the fastest variant per year, in money: with steps r times
    // as long a year does 1/r of the fastest's work, so the share (1 - 1/r) of
    // GPUs x 8,760 h x gpuHourCostEur is lost (performanceValueEurPerYear, negated: the
    // figure page 1 of the report values). Known only with a cost per GPU-hour.
    double lostEurPerYear = 0.0;
    bool lostKnown = false;
    Explanation relativeExplanation;
    std::vector<Explanation> explanations;
    FiguresUsed used;
};

struct GrowthResult {
    long long maxGpusSameTiers = 0; // before another tier is needed
    long long gpusAddableBeforeNewSpine = 0;
    int nextIncrementGpus = 0; // one more unit
    double nextIncrementCostEur = 0.0;
    bool nextIncrementPriced = false; // false: not known (a drawn fabric, or not buildable)
    long long costStepAtGpus = 0;     // where cost per GPU steps up (next tier)
    long long currentGpus = 0;
    int currentTiers = 0;
    std::vector<GrowthTarget> targets;     // 1- and 3-year targets (those set)
    std::vector<Explanation> explanations; // incl. the 1- and 3-year targets
    // The node, NIC and switch types the growth figures rest on. The network costs of
    // the larger designs it plans (targets, cost step) come from analyzeCost() of those
    // designs, whose figures are not listed here: they are designs the project does not
    // have (their default cable lengths of a third tier, say).
    FiguresUsed used;
};

// One year of the growth plan of a variant (analysis/growthplan.h): year 0 is the
// purchase of the design now; a target of `years` is built at the end of that year.
struct GrowthPlanYear {
    int year = 0;
    long long gpus = 0;            // installed during the year (after a step at year 0)
    int tiers = 0;                 // of the design in place during the year
    double capexStepEur = 0.0;     // bought at the end of the year (year 0: the design now)
    double recablingEur = 0.0;     // part of capexStepEur: links moved for an added tier
    double energyEur = 0.0;        // network energy during the year (0 in year 0)
    double supportEur = 0.0;       // support during the year (0 in year 0)
    double opexEur = 0.0;          // energy + support
    double tcoCumulativeEur = 0.0; // every capex step and opex up to this year
};

struct GrowthPlan {
    bool hasTargets = false;           // a 1- or 3-year target was set and priced
    int horizonYears = 0;              // max(depreciation years, the furthest target)
    std::vector<GrowthPlanYear> years; // 0 .. horizonYears
    double tcoEur = 0.0;               // the last year's tcoCumulativeEur
};

struct VariantEvaluation {
    VariantKind kind = VariantKind::AsDrawn;
    Project project; // the variant's design
    int tiers = 0;
    std::vector<int> switchesPerTier;
    std::vector<long long> linksPerTier;
    BandwidthResult bandwidth;
    CollectiveResult collectives;
    CostResult cost;
    ComplexityResult complexity;
    ResilienceResult resilience;
    GrowthResult growth;
    GrowthPlan growthPlan;
    StepTimeResult stepTime;
    IssueList issues;
};

// One requirement (Project::requirements and OrganisationProfile::
// surviveSingleSwitchFailure) checked on one variant.
struct RequirementCheck {
    QString id; // "survive-switch-failure" | "network-capex-budget" | "min-job-busbw"
    bool met = true;
    QString why; // a sentence with the figures
    std::vector<std::pair<QString, double>> figures;
};

// The requirements set in the project, checked on one variant (every variant, the
// design as drawn included).
struct VariantRequirements {
    VariantKind variant = VariantKind::AsDrawn;
    std::vector<RequirementCheck> checks; // one per requirement set, in the order above
    int failed() const;                   // how many are not met
};

// One row of the scoring table: a criterion, its weight, its points for every
// candidate (0-10, the best 10) and the figures they rest on.
struct CriterionScore {
    QString
        id; // "performance" | "tco" | "complexity" | "integration" | "vendor-diversity" | "risk"
    double weight = 0.0;
    std::vector<double> points; // per Scoring::candidates
    QString text;               // how the points were given, with the figures
    std::vector<std::pair<QString, double>> figures;
};

// The scoring table of the recommendation (docs/DESIGN.md section 5).
struct Scoring {
    std::vector<VariantKind> candidates; // the variants scored (the hybrid when it differs)
    std::vector<CriterionScore> criteria;
    std::vector<double> totals; // weighted mean of the points, per candidate (0-10)
    double margin = 0.0;        // the recommended total minus the best other total
    // The total of `kind`, or -1 when it is not a candidate.
    double totalOf(VariantKind kind) const;
    // The margin as a reader computes it from the totals printed with `decimals`: the
    // recommended total minus the best other, each rounded first (8.83 - 8.04 = 0.79,
    // where the margin itself, 0.785, printed as 0.78).
    double printedMargin(VariantKind recommended, int decimals = 2) const;
    // Whether `recommended` leads by under a tenth of a point (1 % of the 0-10 scale),
    // which a small change of one weight or assumption undoes: the report's lead line and
    // the GUI's banner call it a narrow margin. False with one candidate.
    bool narrowLead(VariantKind recommended) const;
    // A lead as printed beside the totals: `lead` when it differs from the margin (a
    // sensitivity end), the printed margin when it is the margin itself (an end at the
    // value now), so one lead never reads 0.79 on page 1 and 0.78 in the table.
    double printedLead(double lead, VariantKind recommended, int decimals = 2) const;
};

// A statement of "what would change the answer", verified by deciding again with the
// changed input: `input` set to `threshold` recommends `variant`.
struct AnswerChange : Explanation {
    QString input;          // "weight.tco", "tco.ethernet", "assumption.gpu-hour-cost-eur", ...
    double value = 0.0;     // the input's value now (a skill or kind: the enum's index)
    double threshold = 0.0; // the value at which the answer changes
    QString valueKey;       // for a skill or workload kind: the keys of the value now
    QString thresholdKey;   // and of the threshold ("some", "expert"); else empty
    VariantKind variant = VariantKind::InfiniBand; // recommended then
};

// How one assumption moves the decision (recommendation_sensitivity.cpp): the margin
// of the variant recommended now at the low and high end of the range, and the value
// at which another variant would be recommended (none: it does not flip in the range).
struct SensitivityRow {
    QString assumption; // "energy-eur-per-kwh", "roce-network-cost-discount", ...
    QString unit;       // "EUR/kWh", "share", "EUR/h"
    QString name;       // translated
    double base = 0.0;
    double low = 0.0;
    double high = 0.0;
    double marginLow = 0.0; // the recommended variant's total minus the best other's
    double marginHigh = 0.0;
    std::optional<double> flipValue;
    VariantKind flipVariant = VariantKind::InfiniBand; // recommended past flipValue
    QString text;                                      // translated sentence
    // The value under a named alternative the design may end up with (the RoCE
    // efficiency of plain ECMP when adaptive routing is assumed), and the variant
    // recommended there when that differs from the recommendation now.
    std::optional<double> alternative;
    QString alternativeName = {}; // translated: "plain ECMP routing (no adaptive routing)"
    std::optional<VariantKind> alternativeVariant = {};
};

struct Recommendation {
    VariantKind variant = VariantKind::InfiniBand;
    std::vector<Explanation> reasons;
    // The reason that decided (an index into `reasons`): the requirements when they
    // did, else the criterion that gives the recommended variant most of its lead,
    // else the weighted totals. The first reason may favour the runner-up (reasons are
    // ordered by the size of their effect), so a one-line summary shows this one.
    std::size_t decidingReason = 0;
    const Explanation *decidingExplanation() const
    {
        return decidingReason < reasons.size() ? &reasons[decidingReason] : nullptr;
    }
    std::vector<AnswerChange> whatWouldChange;
    std::vector<SensitivityRow> sensitivity;       // largest margin swing first
    std::vector<VariantRequirements> requirements; // per variant; empty checks: none set
    Scoring scoring;
    FiguresUsed used; // the catalog assumptions the scoring read
};

struct Evaluation {
    std::vector<VariantEvaluation> variants;
    Recommendation recommendation;
    // Why no variant is recommended (validity.h): the design breaks a model invariant,
    // or a figure is not a finite number of at least 0. Empty: `recommendation` stands.
    // With refusals, the recommendation's reasons and what-would-change are empty and
    // its variant means nothing.
    std::vector<Explanation> refusals;
    bool recommends() const { return refusals.empty(); }
    // The generated shapes met no requirement set in full for any variant scored, so each
    // technology was compared at its best (the cheapest design of the search that meets
    // them, explore.h) although the project did not ask for it: evaluate() does so
    // rather than recommend a design that fails a requirement another design meets.
    bool atBestForRequirements = false;
};

} // namespace fp
