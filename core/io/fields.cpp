// SPDX-License-Identifier: GPL-3.0-or-later
// The field tables of fields.h. Ranges: core/io/projectschema.md, "Limits".
#include "io/fields.h"

#include <limits>
#include <type_traits>

namespace fp::fields {

namespace {

template <typename T> struct MemberOf;
template <typename C, typename T> struct MemberOf<T C::*> {
    using Class = C;
    using Type = T;
};
template <auto M> using ClassOf = typename MemberOf<decltype(M)>::Class;
template <auto M> using TypeOf = typename MemberOf<decltype(M)>::Type;

template <auto M> QVariant getMember(const ClassOf<M> &s)
{
    using T = TypeOf<M>;
    if constexpr (std::is_same_v<T, QString> || std::is_same_v<T, bool> ||
                  std::is_same_v<T, double>)
        return QVariant(s.*M);
    else
        return QVariant(qlonglong(s.*M));
}

template <auto M> bool setMember(ClassOf<M> &s, const QVariant &v)
{
    using T = TypeOf<M>;
    if constexpr (std::is_same_v<T, QString>)
        s.*M = v.toString();
    else if constexpr (std::is_same_v<T, bool>)
        s.*M = v.toBool();
    else if constexpr (std::is_same_v<T, double>)
        s.*M = v.toDouble();
    else
        s.*M = T(v.toLongLong()); // in range: checked before it is set
    return true;
}

// A field stored under the same name as SQLite column and JSON key.
template <auto M> constexpr Field<ClassOf<M>> field(const char *name, Kind kind, FieldRange r)
{
    return {name, name, kind, r, &getMember<M>, &setMember<M>};
}

template <auto M> constexpr Field<ClassOf<M>> text(const char *name, int maxLength = kMaxTextLength)
{
    return field<M>(name, Kind::Text, FieldRange::text(maxLength));
}

template <auto M> constexpr Field<ClassOf<M>> whole(const char *name, double lo, double hi)
{
    return field<M>(name, Kind::Integer, FieldRange::whole(lo, hi));
}

template <auto M> constexpr Field<ClassOf<M>> real(const char *name, FieldRange r)
{
    return field<M>(name, Kind::Real, r);
}

template <auto M> constexpr Field<ClassOf<M>> boolean(const char *name)
{
    return field<M>(name, Kind::Boolean, {});
}

template <auto M> constexpr Field<ClassOf<M>> id(const char *name, bool optional = false)
{
    return field<M>(name, optional ? Kind::OptionalId : Kind::Id, {});
}

// An enum stored as its stable key.
template <auto M, auto ToKey, auto FromKey> QVariant getKey(const ClassOf<M> &s)
{
    return ToKey(s.*M);
}
template <auto M, auto ToKey, auto FromKey> bool setKey(ClassOf<M> &s, const QVariant &v)
{
    return FromKey(v.toString(), &(s.*M));
}
template <auto M, auto ToKey, auto FromKey> constexpr Field<ClassOf<M>> key(const char *name)
{
    return {name, name, Kind::Key, {}, &getKey<M, ToKey, FromKey>, &setKey<M, ToKey, FromKey>};
}

// A canvas position: finite and within a billion scene units.
constexpr FieldRange kPosition = FieldRange::real(-1e9, 1e9);

template <typename S> constexpr Field<S> posX()
{
    return {"pos_x",
            "pos_x",
            Kind::Real,
            kPosition,
            [](const S &s) { return QVariant(s.pos.x()); },
            [](S &s, const QVariant &v) {
                s.pos.setX(v.toDouble());
                return true;
            }};
}
template <typename S> constexpr Field<S> posY()
{
    return {"pos_y",
            "pos_y",
            Kind::Real,
            kPosition,
            [](const S &s) { return QVariant(s.pos.y()); },
            [](S &s, const QVariant &v) {
                s.pos.setY(v.toDouble());
                return true;
            }};
}

constexpr double kIntMax = std::numeric_limits<int>::max();
constexpr double kGpus = double(kMaxGpus);
constexpr int kKeyLength = 256; // ids of catalog parts, variants, ops

const Field<ProjectInfo> kInfo[] = {
    text<&ProjectInfo::name>("name"),
    text<&ProjectInfo::author>("author"),
    text<&ProjectInfo::organisation>("organisation"),
    text<&ProjectInfo::description>("description", kMaxLongTextLength),
};

const Field<FigureOverride> kFigureOverride[] = {
    text<&FigureOverride::partId>("part_id", kKeyLength),
    text<&FigureOverride::field>("field", kKeyLength),
    {"value", "value", Kind::Real, FieldRange::real(-1e12, 1e12),
     [](const FigureOverride &f) { return QVariant(f.figure.value); },
     [](FigureOverride &f, const QVariant &v) {
         f.figure.value = v.toDouble();
         return true;
     }},
    {"tag",
     "tag",
     Kind::Key,
     {},
     [](const FigureOverride &f) { return QVariant(sourceTagKey(f.figure.tag)); },
     [](FigureOverride &f, const QVariant &v) {
         return sourceTagFromKey(v.toString(), &f.figure.tag);
     }},
    {"source", "source", Kind::Text, FieldRange::text(),
     [](const FigureOverride &f) { return QVariant(f.figure.source); },
     [](FigureOverride &f, const QVariant &v) {
         f.figure.source = v.toString();
         return true;
     }},
    {"known",
     "known",
     Kind::Boolean,
     {},
     [](const FigureOverride &f) { return QVariant(f.figure.known); },
     [](FigureOverride &f, const QVariant &v) {
         f.figure.known = v.toBool();
         return true;
     }},
};

const Field<Group> kGroup[] = {
    id<&Group::id>("id"),
    text<&Group::name>("name"),
    whole<&Group::repeat>("repeat", 1, kGpus),
    boolean<&Group::collapsed>("collapsed"),
    posX<Group>(),
    posY<Group>(),
};

const Field<Fabric> kFabric[] = {
    id<&Fabric::id>("id"),
    text<&Fabric::name>("name"),
    key<&Fabric::technology, &technologyKey, &technologyFromKey>("technology"),
    key<&Fabric::purpose, &purposeKey, &purposeFromKey>("purpose"),
    key<&Fabric::roceTuning, &roceTuningKey, &roceTuningFromKey>("roce_tuning"),
};

const Field<GeneratorParams> kGenerator[] = {
    whole<&GeneratorParams::gpus>("gpus", 0, kGpus),
    text<&GeneratorParams::nodeTypeId>("node_type_id", kKeyLength),
    key<&GeneratorParams::technology, &technologyKey, &technologyFromKey>("technology"),
    text<&GeneratorParams::switchTypeId>("switch_type_id", kKeyLength),
    key<&GeneratorParams::topology, &topologyKey, &topologyFromKey>("topology"),
    real<&GeneratorParams::oversubscription>("oversubscription", FieldRange::above(0, 1024)),
    whole<&GeneratorParams::planes>("planes", 1, 64),
};

const Field<Node> kNode[] = {
    id<&Node::id>("id"),
    text<&Node::name>("name"),
    text<&Node::nodeTypeId>("node_type_id", kKeyLength),
    id<&Node::groupId>("group_id", true),
    posX<Node>(),
    posY<Node>(),
};

const Field<NvlinkDomain> kNvlinkDomain[] = {
    id<&NvlinkDomain::id>("id"),
    text<&NvlinkDomain::name>("name"),
    id<&NvlinkDomain::groupId>("group_id", true),
};

const Field<Switch> kSwitch[] = {
    id<&Switch::id>("id"),
    text<&Switch::name>("name"),
    text<&Switch::switchTypeId>("switch_type_id", kKeyLength),
    key<&Switch::role, &roleKey, &roleFromKey>("role"),
    id<&Switch::fabricId>("fabric_id", true),
    id<&Switch::groupId>("group_id", true),
    whole<&Switch::tier>("tier", 0, 15),
    whole<&Switch::plane>("plane", 0, 63),
    posX<Switch>(),
    posY<Switch>(),
};

// The two ends of a link: object, NIC index (-1: a switch), port (-1: an unnumbered
// switch port; a node's port below 0 is refused by the invariants, not here).
template <LinkEnd Link::*End> constexpr Field<Link> endObject(const char *name)
{
    return {name,
            name,
            Kind::Id,
            {},
            [](const Link &l) { return QVariant(qlonglong((l.*End).objectId)); },
            [](Link &l, const QVariant &v) {
                (l.*End).objectId = Id(v.toLongLong());
                return true;
            }};
}
template <LinkEnd Link::*End> constexpr Field<Link> endNic(const char *name)
{
    return {name,
            name,
            Kind::Integer,
            FieldRange::whole(-1, 1023),
            [](const Link &l) { return QVariant(qlonglong((l.*End).nicIndex)); },
            [](Link &l, const QVariant &v) {
                (l.*End).nicIndex = int(v.toLongLong());
                return true;
            }};
}
template <LinkEnd Link::*End> constexpr Field<Link> endPort(const char *name)
{
    return {name,
            name,
            Kind::Integer,
            FieldRange::whole(UnnumberedPort, 65535),
            [](const Link &l) { return QVariant(qlonglong((l.*End).port)); },
            [](Link &l, const QVariant &v) {
                (l.*End).port = int(v.toLongLong());
                return true;
            }};
}

const Field<Link> kLink[] = {
    id<&Link::id>("id"),
    id<&Link::fabricId>("fabric_id", true),
    endObject<&Link::a>("a_object"),
    endNic<&Link::a>("a_nic"),
    endPort<&Link::a>("a_port"),
    endObject<&Link::b>("b_object"),
    endNic<&Link::b>("b_nic"),
    endPort<&Link::b>("b_port"),
    whole<&Link::bundle>("bundle", 1, 65536),
    // Above 0: capacities and times divide by it; 100 Tbit/s is far above any port.
    real<&Link::gbitPerS>("gbit_per_s", FieldRange::above(0, 100000)),
    text<&Link::cableTypeId>("cable_type_id", kKeyLength),
    real<&Link::lengthM>("length_m", FieldRange::real(0, 100000)),
};

const Field<WorkloadProfile> kWorkload[] = {
    key<&WorkloadProfile::kind, &workloadKey, &workloadFromKey>("kind"),
    whole<&WorkloadProfile::tensorParallel>("tensor_parallel", 1, kGpus),
    whole<&WorkloadProfile::pipelineParallel>("pipeline_parallel", 1, kGpus),
    whole<&WorkloadProfile::dataParallel>("data_parallel", 0, kGpus),
    whole<&WorkloadProfile::expertParallel>("expert_parallel", 1, kGpus),
    real<&WorkloadProfile::commShare>("comm_share", FieldRange::real(0, 1)),
    whole<&WorkloadProfile::jobGpus>("job_gpus", 0, kGpus),
};

// Counts of the model plan: generous bounds far above any model trained today
// (parameters up to 1e15, a hidden size up to 1,048,576).
const Field<ModelPlan> kModelPlan[] = {
    real<&ModelPlan::parameters>("parameters", FieldRange::real(0, 1e15)),
    real<&ModelPlan::activeParameters>("active_parameters", FieldRange::real(0, 1e15)),
    whole<&ModelPlan::layers>("layers", 0, 1 << 20),
    whole<&ModelPlan::hiddenSize>("hidden_size", 0, 1 << 20),
    whole<&ModelPlan::sequenceLength>("sequence_length", 0, 1 << 24),
    whole<&ModelPlan::microBatchSequences>("micro_batch_sequences", 1, 1 << 20),
    whole<&ModelPlan::globalBatchSequences>("global_batch_sequences", 0, 1 << 30),
    whole<&ModelPlan::bytesPerValue>("bytes_per_value", 1, 8),
    whole<&ModelPlan::moeTopK>("moe_top_k", 0, 1024),
    whole<&ModelPlan::pipelineInterleave>("pipeline_interleave", 1, 1024),
};

const Field<OrganisationProfile> kOrganisation[] = {
    key<&OrganisationProfile::infinibandSkill, &skillKey, &skillFromKey>("infiniband_skill"),
    key<&OrganisationProfile::roceSkill, &skillKey, &skillFromKey>("roce_skill"),
    boolean<&OrganisationProfile::existingEthernetDc>("existing_ethernet_dc"),
    boolean<&OrganisationProfile::surviveSingleSwitchFailure>("survive_single_switch_failure"),
    whole<&OrganisationProfile::gpusInOneYear>("gpus_in_one_year", 0, kGpus),
    whole<&OrganisationProfile::gpusInThreeYears>("gpus_in_three_years", 0, kGpus),
    real<&OrganisationProfile::energyEurPerKwh>("energy_eur_per_kwh", FieldRange::real(0, 100)),
    real<&OrganisationProfile::pue>("pue", FieldRange::real(1, 10)),
    whole<&OrganisationProfile::depreciationYears>("depreciation_years", 0, 100),
    real<&OrganisationProfile::supportShareOfCapexPerYear>("support_share_of_capex_per_year",
                                                           FieldRange::real(0, 1)),
    real<&OrganisationProfile::sparesShare>("spares_share", FieldRange::real(0, 1)),
    text<&OrganisationProfile::currency>("currency", 16),
};

// The requirements (0: none): a budget up to the price limit of projectschema.md, a
// bus bandwidth up to the measured figures' limit.
const Field<Requirements> kRequirements[] = {
    real<&Requirements::networkCapexBudgetEur>("network_capex_budget_eur",
                                               FieldRange::real(0, 1e12)),
    real<&Requirements::minJobAllReduceBusbwGbytePerS>("min_job_all_reduce_busbw_gbyte_s",
                                                       FieldRange::real(0, 1e9)),
};

// The floor layout (model.h FloorLayout): rows of up to 1,000 racks, lengths in metres.
const Field<FloorLayout> kFloorLayout[] = {
    boolean<&FloorLayout::enabled>("enabled"),
    whole<&FloorLayout::racksPerRow>("racks_per_row", 1, 1000),
    real<&FloorLayout::rackWidthM>("rack_width_m", FieldRange::real(0.3, 2)),
    real<&FloorLayout::rowPitchM>("row_pitch_m", FieldRange::real(0.5, 100)),
    real<&FloorLayout::riseM>("rise_m", FieldRange::real(0, 20)),
    real<&FloorLayout::slackM>("slack_m", FieldRange::real(0, 100)),
    key<&FloorLayout::spines, spinePlacementKey, spinePlacementFromKey>("spines"),
};

// The comparison basis (model.h ComparisonBasis).
const Field<ComparisonBasis> kComparisonBasis[] = {
    boolean<&ComparisonBasis::eachTechnologyAtBest>("each_technology_at_best"),
    key<&ComparisonBasis::gpuTimeValue, gpuTimeValueKey, gpuTimeValueFromKey>("gpu_time_valued_at"),
};

// Criterion weights: relative, 0 (ignored) to 100.
constexpr FieldRange kWeight = FieldRange::real(0, 100);

const Field<DecisionWeights> kDecisionWeights[] = {
    real<&DecisionWeights::performance>("performance", kWeight),
    real<&DecisionWeights::tco>("tco", kWeight),
    real<&DecisionWeights::complexity>("complexity", kWeight),
    real<&DecisionWeights::integration>("integration", kWeight),
    real<&DecisionWeights::vendorDiversity>("vendor_diversity", kWeight),
    real<&DecisionWeights::risk>("risk", kWeight),
};

// Measured figures: seconds, GB/s and counts; -1 means "not known" where allowed.
constexpr FieldRange kSeconds = FieldRange::real(0, 1e9);
constexpr FieldRange kGbyteS = FieldRange::real(0, 1e9);
constexpr FieldRange kWrong = FieldRange::real(-1, kMaxExactInteger);

const Field<Measurement> kMeasurement[] = {
    whole<&Measurement::run>("run", 0, kIntMax),
    text<&Measurement::source>("source"),
    text<&Measurement::date>("date", kKeyLength),
    text<&Measurement::variant>("variant", kKeyLength),
    text<&Measurement::op>("op", kKeyLength),
    whole<&Measurement::gpus>("gpus", 0, kGpus),
    whole<&Measurement::bytes>("bytes", 0, kMaxExactInteger),
    real<&Measurement::seconds>("time_s", kSeconds),
    real<&Measurement::algbwGbyteS>("algbw_gbyte_s", kGbyteS),
    real<&Measurement::busbwGbyteS>("busbw_gbyte_s", kGbyteS),
    text<&Measurement::test>("test", kKeyLength),
    whole<&Measurement::count>("count", 0, kMaxExactInteger),
    text<&Measurement::type>("type", kKeyLength),
    text<&Measurement::redop>("redop", kKeyLength),
    whole<&Measurement::root>("root", -1, kGpus),
    real<&Measurement::wrong>("wrong", kWrong),
    real<&Measurement::inPlaceSeconds>("in_place_time_s", kSeconds),
    real<&Measurement::inPlaceAlgbwGbyteS>("in_place_algbw_gbyte_s", kGbyteS),
    real<&Measurement::inPlaceBusbwGbyteS>("in_place_busbw_gbyte_s", kGbyteS),
    real<&Measurement::inPlaceWrong>("in_place_wrong", kWrong),
    text<&Measurement::devices>("devices"),
    whole<&Measurement::nodes>("nodes", 0, kGpus),
    real<&Measurement::avgBusbwGbyteS>("avg_busbw_gbyte_s", FieldRange::real(-1, 1e9)),
    boolean<&Measurement::partial>("partial"),
};

const Field<CalibrationChoice> kCalibration[] = {
    text<&CalibrationChoice::variant>("variant", kKeyLength),
    {"use_calibration",
     "use",
     Kind::Boolean,
     {},
     [](const CalibrationChoice &c) { return QVariant(c.use); },
     [](CalibrationChoice &c, const QVariant &v) {
         c.use = v.toBool();
         return true;
     }},
};

#if Q_PROCESSOR_WORDSIZE == 8
// A tripwire: a field added to a persisted struct must get a line in its table above
// (and a migration), or saving would lose it. Update the size once it is stored.
static_assert(sizeof(Measurement) == 320, "Measurement changed: add the field to kMeasurement");
static_assert(sizeof(CalibrationChoice) == 32, "CalibrationChoice changed: add it to kCalibration");
static_assert(sizeof(Link) == 80, "Link changed: add the field to kLink");
static_assert(sizeof(Switch) == 96, "Switch changed: add the field to kSwitch");
static_assert(sizeof(Node) == 80, "Node changed: add the field to kNode");
static_assert(sizeof(OrganisationProfile) == 88,
              "OrganisationProfile changed: add it to kOrganisation");
static_assert(sizeof(Requirements) == 16, "Requirements changed: add it to kRequirements");
static_assert(sizeof(DecisionWeights) == 48, "DecisionWeights changed: add it to kDecisionWeights");
static_assert(sizeof(FloorLayout) == 48, "FloorLayout changed: add it to kFloorLayout");
static_assert(sizeof(ComparisonBasis) == 8, "ComparisonBasis changed: add it to kComparisonBasis");
#endif

} // namespace

Table<ProjectInfo> info()
{
    return kInfo;
}
Table<FigureOverride> figureOverride()
{
    return kFigureOverride;
}
Table<Group> group()
{
    return kGroup;
}
Table<Fabric> fabric()
{
    return kFabric;
}
Table<GeneratorParams> generator()
{
    return kGenerator;
}
Table<Node> node()
{
    return kNode;
}
Table<NvlinkDomain> nvlinkDomain()
{
    return kNvlinkDomain;
}
Table<Switch> switches()
{
    return kSwitch;
}
Table<Link> link()
{
    return kLink;
}
Table<WorkloadProfile> workload()
{
    return kWorkload;
}

Table<ModelPlan> modelPlan()
{
    return kModelPlan;
}
Table<OrganisationProfile> organisation()
{
    return kOrganisation;
}
Table<Requirements> requirements()
{
    return kRequirements;
}
Table<DecisionWeights> decisionWeights()
{
    return kDecisionWeights;
}
Table<FloorLayout> floorLayout()
{
    return kFloorLayout;
}
Table<ComparisonBasis> comparisonBasis()
{
    return kComparisonBasis;
}
Table<Measurement> measurement()
{
    return kMeasurement;
}
Table<CalibrationChoice> calibration()
{
    return kCalibration;
}

FieldRange nextIdRange()
{
    return FieldRange::whole(1, double(std::numeric_limits<Id>::max()));
}

FieldRange collectiveBytesRange()
{
    return FieldRange::real(1, kMaxExactInteger);
}

FieldRange ownPartJsonRange()
{
    return FieldRange::text(kMaxLongTextLength);
}

QString checkValue(Kind kind, const FieldRange &range, const QVariant &value)
{
    switch (kind) {
    case Kind::Text:
        return validateText(range, value.toString());
    case Kind::Integer:
    case Kind::Real:
        return validate(range, value.toDouble());
    case Kind::Id: // ids and references: projectcheck.cpp (unique, resolvable)
    case Kind::Boolean:
    case Kind::OptionalId:
    case Kind::Key:
        return {};
    }
    return {};
}

} // namespace fp::fields
