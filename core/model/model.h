// SPDX-License-Identifier: GPL-3.0-or-later
// The design model of docs/DESIGN.md section 2 as plain data with stable ids.
// Analyses read it, edit commands change it, the project file stores it.
// Nothing here knows about widgets, scenes or files.
#pragma once

#include "model/catalog.h"

#include <QPointF>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace fp {

// Stable object id, unique within a project, never reused (Project::nextId).
using Id = std::uint32_t;
constexpr Id NoId = 0;

// A canvas position (scene units). A QPointF whose == with another Position is exact:
// QPointF's own == is fuzzy, and model equality (a saved project reads back equal)
// must not be.
struct Position : QPointF {
    Position() = default;
    Position(const QPointF &p) // NOLINT(google-explicit-constructor): a QPointF is a position
        : QPointF(p)
    {
    }
    Position(qreal x, qreal y)
        : QPointF(x, y)
    {
    }
    friend bool operator==(const Position &a, const Position &b)
    {
        return a.x() == b.x() && a.y() == b.y();
    }
    // Against a plain QPointF (a canvas point, a test's expectation): QPointF's own ==.
    friend bool operator==(const Position &a, const QPointF &b)
    {
        return static_cast<const QPointF &>(a) == b;
    }
};

enum class FabricPurpose { Compute, Storage, FrontEnd, Management };
QString purposeKey(FabricPurpose p); // "compute" | "storage" | "front-end" | "management"
bool purposeFromKey(const QString &key, FabricPurpose *out);

enum class SwitchRole { Leaf, Spine, Core, NvlinkSwitch };
QString roleKey(SwitchRole r); // "leaf" | "spine" | "core" | "nvlink-switch"
bool roleFromKey(const QString &key, SwitchRole *out);

enum class TopologyKind { FatTree, RailOptimized };
QString topologyKey(TopologyKind t); // "fat-tree" | "rail-optimized"
bool topologyFromKey(const QString &key, TopologyKind *out);

// Where the spine and core switches of a floor layout stand (FloorLayout).
enum class SpinePlacement { Central, EndOfRow };
QString spinePlacementKey(SpinePlacement s); // "central" | "end-of-row"
bool spinePlacementFromKey(const QString &key, SpinePlacement *out);

// What a GPU-hour lost to a slower network is worth (ComparisonBasis).
enum class GpuTimeValue { OwnCost, GpuHourCost };
QString gpuTimeValueKey(GpuTimeValue v); // "own-cost" | "gpu-hour-cost"
bool gpuTimeValueFromKey(const QString &key, GpuTimeValue *out);

// How a RoCE fabric is tuned: drives the efficiency assumption (docs/CATALOG.md).
enum class RoceTuning { AdaptiveRouting, PlainEcmp, Untuned };
QString roceTuningKey(RoceTuning t); // "adaptive-routing" | "ecmp" | "untuned"
bool roceTuningFromKey(const QString &key, RoceTuning *out);

// A server in the design, of a catalog node type.
struct Node {
    Id id = NoId;
    QString name;
    QString nodeTypeId;
    Id groupId = NoId; // NoId: not in a group
    Position pos;      // canvas position (scene units)
    friend bool operator==(const Node &, const Node &) = default;
};

// GPUs sharing one NVLink/NVSwitch fabric. In-node domains follow from the node
// type and need no object; a rack-scale domain (NVL72) lists its nodes.
struct NvlinkDomain {
    Id id = NoId;
    QString name;
    std::vector<Id> nodeIds; // all in the same group (or none)
    Id groupId = NoId;
    friend bool operator==(const NvlinkDomain &, const NvlinkDomain &) = default;
};

struct Switch {
    Id id = NoId;
    QString name;
    QString switchTypeId;
    SwitchRole role = SwitchRole::Leaf;
    Id fabricId = NoId;
    Id groupId = NoId;
    int tier = 0;  // 0 leaf, 1 spine/aggregation, 2 core
    int plane = 0; // 0 or 1
    Position pos;
    friend bool operator==(const Switch &, const Switch &) = default;
};

// At a switch end: the link takes no port of its own number; the switch's ports are
// counted against its total and the exports number them (core/io/projectschema.md).
constexpr int UnnumberedPort = -1;

// One end of a link: a node's NIC port (nicIndex, port) or a switch.
struct LinkEnd {
    Id objectId = NoId; // a Node or a Switch
    int nicIndex = -1;  // for a node: which NIC (0-based); -1 for a switch
    int port = 0;       // a node: port of that NIC (0-based); a switch: its first port
                        // (0-based, `bundle` ports from it) or UnnumberedPort
    friend bool operator==(const LinkEnd &, const LinkEnd &) = default;
};

// The end of a link at switch `switchId` whose port is not numbered.
constexpr LinkEnd switchEnd(Id switchId)
{
    return LinkEnd{switchId, -1, UnnumberedPort};
}

struct Link {
    Id id = NoId;
    Id fabricId = NoId;
    LinkEnd a;             // node port or switch (lower tier)
    LinkEnd b;             // switch (higher tier)
    int bundle = 1;        // parallel links of `gbitPerS` each
    double gbitPerS = 0.0; // per link
    QString cableTypeId;   // empty: chosen by the cost analysis from length and speed
    double lengthM = 0.0;  // 0: per-tier default of the project
    friend bool operator==(const Link &, const Link &) = default;
};

// The parameters a generated fabric was built from; kept so variants can
// regenerate it for another technology (docs/DESIGN.md section 3).
struct GeneratorParams {
    int gpus = 0;
    QString nodeTypeId;
    Technology technology = Technology::InfiniBand;
    QString switchTypeId;
    TopologyKind topology = TopologyKind::RailOptimized;
    double oversubscription = 1.0; // r in r:1
    int planes = 1;
    friend bool operator==(const GeneratorParams &, const GeneratorParams &) = default;
};

struct Fabric {
    Id id = NoId;
    QString name;
    Technology technology = Technology::InfiniBand;
    FabricPurpose purpose = FabricPurpose::Compute;
    RoceTuning roceTuning = RoceTuning::AdaptiveRouting;
    std::optional<GeneratorParams> generated; // set when built by the generator
    friend bool operator==(const Fabric &, const Fabric &) = default;
};

// Nodes, switches and links inside a group are repeated `repeat` times. A link from
// a group member to a switch outside any group is repeated too (each copy ends on
// the same outside switch). Links between two different groups are not allowed.
struct Group {
    Id id = NoId;
    QString name;
    int repeat = 1;
    bool collapsed = true; // canvas state
    Position pos;
    friend bool operator==(const Group &, const Group &) = default;
};

enum class WorkloadKind { Pretraining, FineTuning, Inference, MixedHpc };
QString workloadKey(WorkloadKind k); // "pretraining" | "fine-tuning" | "inference" | "mixed-hpc"
bool workloadFromKey(const QString &key, WorkloadKind *out);

// The model a training job trains, for the step-time model (analysis/steptime.h,
// docs/STEPTIME.md). parameters 0: not given, and the step time is not modelled.
struct ModelPlan {
    double parameters = 0.0;       // total parameters (weights), e.g. 175e9
    double activeParameters = 0.0; // parameters a token passes through (MoE); 0: all
    int layers = 0;                // transformer layers
    int hiddenSize = 0;            // h
    int sequenceLength = 0;        // tokens per sequence (s)
    int microBatchSequences = 1;   // b: sequences per micro-batch
    int globalBatchSequences = 0;  // B: sequences per optimizer step
    int bytesPerValue = 2;         // activations and gradients (bf16: 2)
    int moeTopK = 0;               // experts per token; 0: dense (no expert all-to-all)
    int pipelineInterleave = 1;    // v: model chunks per pipeline stage (interleaved 1F1B)
    bool given() const { return parameters > 0.0; }
    friend bool operator==(const ModelPlan &, const ModelPlan &) = default;
};

struct WorkloadProfile {
    WorkloadKind kind = WorkloadKind::Pretraining;
    int tensorParallel = 8;
    int pipelineParallel = 1;
    int dataParallel = 0; // 0: whatever the cluster allows
    int expertParallel = 1;
    double commShare = 0.3; // share of step time spent communicating (0..1)
    std::vector<double> collectiveBytes{1 << 20, 64.0 * (1 << 20), 1024.0 * (1 << 20)};
    int jobGpus = 0; // 0: the whole cluster
    ModelPlan model; // for the step time; not given by default
    friend bool operator==(const WorkloadProfile &, const WorkloadProfile &) = default;
};

enum class Skill { None, Some, Expert };
QString skillKey(Skill s); // "none" | "some" | "expert"
bool skillFromKey(const QString &key, Skill *out);

struct OrganisationProfile {
    Skill infinibandSkill = Skill::Some;
    Skill roceSkill = Skill::Some;
    bool existingEthernetDc = true;
    bool surviveSingleSwitchFailure = false;
    int gpusInOneYear = 0;
    int gpusInThreeYears = 0;
    double energyEurPerKwh = 0.25;
    double pue = 1.3;
    int depreciationYears = 5;
    double supportShareOfCapexPerYear = 0.10; // yearly support as share of capex
    double sparesShare = 0.05;                // spares as share of network parts
    QString currency = QStringLiteral("EUR");
    friend bool operator==(const OrganisationProfile &, const OrganisationProfile &) = default;
};

// Hard constraints on the network (docs/DESIGN.md section 5, "Recommendation"): a
// variant that fails one is marked and is recommended only when every variant fails
// one, and then the recommendation says so first. The third requirement, that a job
// survives any single switch failure, is OrganisationProfile::surviveSingleSwitchFailure
// (stored there since the first file format).
struct Requirements {
    double networkCapexBudgetEur = 0.0;         // the network's capital cost at most; 0: none
    double minJobAllReduceBusbwGbytePerS = 0.0; // the job's all-reduce busbw at least; 0: none
    friend bool operator==(const Requirements &, const Requirements &) = default;
};

// The weights of the recommendation's scoring table (docs/DESIGN.md section 5,
// "Recommendation"): each criterion gives every variant 0-10 points; the weighted mean
// decides. The defaults add up to 100 and are chosen so that the two money criteria
// weigh the same (a euro is a euro) and the others weigh what the design document
// says each is worth in money (DESIGN.md states the equivalences).
struct DecisionWeights {
    double performance = 30.0;    // the step-time change as money per year
    double tco = 30.0;            // network TCO over the depreciation period
    double complexity = 22.0;     // management complexity score (includes the skill gap)
    double integration = 5.0;     // fabrics on Ethernet where the data centre runs Ethernet
    double vendorDiversity = 3.0; // suppliers to choose from
    double risk = 10.0;           // RoCE bandwidth at stake if the tuning is not reached
    friend bool operator==(const DecisionWeights &, const DecisionWeights &) = default;
};

// One result row imported from an nccl-tests log (CLI import-nccl): measured
// performance of a collective, to set beside the model's figures.
struct Measurement {
    int run = 0;              // import batch: the rows of one imported log share it
    QString source;           // log file name
    QString date;             // when the run happened or was imported (ISO 8601), as known
    QString variant;          // the variant measured: "as-drawn", "infiniband", ... or empty
    QString op;               // "all-reduce" | "all-gather" | "reduce-scatter" | "all-to-all" | ...
    int gpus = 0;             // ranks in the run
    qint64 bytes = 0;         // message size
    double seconds = 0.0;     // time per operation
    double algbwGbyteS = 0.0; // algorithm bandwidth, GB/s (10^9 B/s)
    double busbwGbyteS = 0.0; // bus bandwidth as nccl-tests defines it, GB/s
    // Added with the nccl-tests importer (core/ncclimport.h): the rest of the row.
    QString test;                // nccl-tests program, "all_reduce_perf"; empty: unknown
    qint64 count = 0;            // elements
    QString type;                // data type, "float", ...
    QString redop;               // reduction, "sum" | "none" | ...
    int root = -1;               // root rank; -1: none
    double wrong = -1.0;         // out-of-place "#wrong" (old logs: "error"); -1: N/A
    double inPlaceSeconds = 0.0; // in-place figures; 0 when the log has none
    double inPlaceAlgbwGbyteS = 0.0;
    double inPlaceBusbwGbyteS = 0.0;
    double inPlaceWrong = -1.0;
    QString devices;              // "16 x NVIDIA H100 80GB HBM3"
    int nodes = 0;                // distinct hosts in the rank lines; 0: unknown
    double avgBusbwGbyteS = -1.0; // the run's "Avg bus bandwidth"; -1: not in the log
    bool partial = false;         // the run's table was cut short or lost rows
    friend bool operator==(const Measurement &, const Measurement &) = default;
};

// Whether the analyses of a variant use the figures calibrated from its measurements
// (calibrateVariant, core/calibration.h) instead of the catalog assumptions.
struct CalibrationChoice {
    QString variant; // "as-drawn" | "infiniband" | "ethernet" | "hybrid" (variantKey)
    bool use = false;
    friend bool operator==(const CalibrationChoice &, const CalibrationChoice &) = default;
};

// The floor the cluster stands on, for the length of every cable run
// (analysis/floorplan.h, docs/FLOORPLAN.md). Off (the default): every link without a
// length of its own takes the per-tier default length of the catalog
// ("cable-length-default-m-tier0" ...). On: racks are laid out in rows, each unit (a
// group's copy) in racks of its own with its leaves in a network rack in the middle,
// the spines and cores in network racks in the middle of the floor or at the end of
// the rows, and each run is measured along the racks and across the rows.
struct FloorLayout {
    bool enabled = false;
    // The nodes in one rack are the catalog's assumption "nodes-per-rack" (4 DGX/HGX
    // 8-GPU systems, NVIDIA DGX SuperPOD RAs), the same that counts the management
    // switches; the nodes of a multi-node NVLink domain (GB200 NVL72) fill one rack.
    int racksPerRow = 16;    // racks side by side in a row, network racks included
    double rackWidthM = 0.6; // a 600 mm rack
    double rowPitchM = 3.0;  // row to row, centre to centre (a rack and a shared aisle)
    double riseM = 2.0;      // at each end: from the port up to the cable tray
    double slackM = 2.0;     // per run: service loop and bends
    SpinePlacement spines = SpinePlacement::Central;
    friend bool operator==(const FloorLayout &, const FloorLayout &) = default;
};

// What the variants are compared as (docs/DESIGN.md section 4, "Variants"). Off (the
// default, and every file saved before format version 7): the InfiniBand, Ethernet/RoCE
// and hybrid variants are the design's compute fabric as generated, translated to the
// other technology. On: each of those variants is first replaced by the cheapest
// compute fabric of its technology that meets the requirements, found by the design
// search (analysis/explore.h, docs/EXPLORE.md), so that no technology is judged in a
// shape it would not be built in. The CLI's --best-per-technology turns it on for one
// command.
// gpuTimeValue: the money a GPU-hour lost to a slower network is worth in the step-time
// rows and the performance criterion. OwnCost (the default, and every file saved before
// format version 8): the cluster's own cost per GPU-hour as drawn (CostResult::
// ownCostPerGpuHourEur: its capital cost over the depreciation years, energy and network
// support), the cost of building the capacity the slower network loses; the catalog's
// gpu-hour-cost-eur when that cost is unknown. GpuHourCost: the catalog's
// gpu-hour-cost-eur (a rental price, EUR 3.67), for an owner who would otherwise rent.
struct ComparisonBasis {
    bool eachTechnologyAtBest = false;
    GpuTimeValue gpuTimeValue = GpuTimeValue::OwnCost;
    friend bool operator==(const ComparisonBasis &, const ComparisonBasis &) = default;
};

struct ProjectInfo {
    QString name;
    QString author;
    QString organisation;
    QString description;
    friend bool operator==(const ProjectInfo &, const ProjectInfo &) = default;
};

// The whole design plus its context. Plain data: copyable, comparable (exactly, every
// field, positions included).
struct Project {
    ProjectInfo info;
    CatalogOverrides catalogOverrides;
    std::vector<Node> nodes;
    std::vector<NvlinkDomain> nvlinkDomains;
    std::vector<Switch> switches;
    std::vector<Link> links;
    std::vector<Fabric> fabrics;
    std::vector<Group> groups;
    WorkloadProfile workload;
    OrganisationProfile organisation;
    Requirements requirements;
    DecisionWeights decisionWeights;
    FloorLayout floorLayout;
    ComparisonBasis comparisonBasis;
    std::vector<Measurement> measurements;      // imported, in import order
    std::vector<CalibrationChoice> calibration; // at most one per variant, in the order set
    Id nextId = 1;

    Id allocateId() { return nextId++; }

    const Node *node(Id id) const;
    const Switch *switchById(Id id) const;
    const Link *link(Id id) const;
    const Fabric *fabric(Id id) const;
    const Group *group(Id id) const;
    Node *node(Id id);
    Switch *switchById(Id id);
    Link *link(Id id);
    Fabric *fabric(Id id);
    Group *group(Id id);

    // How many times an object in `groupId` is instantiated (1 for NoId).
    int multiplicity(Id groupId) const;

    // The fabric the analyses treat as the compute fabric: the first of purpose
    // compute, else the first fabric; nullptr without fabrics.
    const Fabric *computeFabric() const;
    // The planes the switches of fabric `fabricId` are drawn on (1 without a switch on
    // plane 1).
    int planesOf(Id fabricId) const;

    // Whether the analyses of `variant` (variantKey) use its calibrated figures.
    bool usesCalibration(const QString &variant) const;
    // Sets that choice (adds or updates the variant's entry).
    void setUsesCalibration(const QString &variant, bool use);

    friend bool operator==(const Project &, const Project &) = default;
};

// The GPUs of the design with every group repeated (nodes of unknown types count 0),
// summed in 64 bits without expanding anything: compared with kMaxGpus
// (fieldrange.h) before an analysis expands the design.
std::int64_t expandedGpuCount(const Project &project, const Catalog &catalog);

} // namespace fp
