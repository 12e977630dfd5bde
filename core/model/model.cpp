// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/model.h"

#include "model/keytable.h"

#include <algorithm>
#include <array>
#include <unordered_map>
#include <utility>

namespace fp {

namespace {

using keytable::fromKey;
using keytable::keyOf;

constexpr std::array<std::pair<FabricPurpose, const char *>, 4> kPurposes{{
    {FabricPurpose::Compute, "compute"},
    {FabricPurpose::Storage, "storage"},
    {FabricPurpose::FrontEnd, "front-end"},
    {FabricPurpose::Management, "management"},
}};
constexpr std::array<std::pair<SwitchRole, const char *>, 4> kRoles{{
    {SwitchRole::Leaf, "leaf"},
    {SwitchRole::Spine, "spine"},
    {SwitchRole::Core, "core"},
    {SwitchRole::NvlinkSwitch, "nvlink-switch"},
}};
constexpr std::array<std::pair<TopologyKind, const char *>, 2> kTopologies{{
    {TopologyKind::FatTree, "fat-tree"},
    {TopologyKind::RailOptimized, "rail-optimized"},
}};
constexpr std::array<std::pair<SpinePlacement, const char *>, 2> kSpinePlacements{{
    {SpinePlacement::Central, "central"},
    {SpinePlacement::EndOfRow, "end-of-row"},
}};
constexpr std::array<std::pair<GpuTimeValue, const char *>, 2> kGpuTimeValues{{
    {GpuTimeValue::OwnCost, "own-cost"},
    {GpuTimeValue::GpuHourCost, "gpu-hour-cost"},
}};
constexpr std::array<std::pair<RoceTuning, const char *>, 3> kTunings{{
    {RoceTuning::AdaptiveRouting, "adaptive-routing"},
    {RoceTuning::PlainEcmp, "ecmp"},
    {RoceTuning::Untuned, "untuned"},
}};
constexpr std::array<std::pair<WorkloadKind, const char *>, 4> kWorkloads{{
    {WorkloadKind::Pretraining, "pretraining"},
    {WorkloadKind::FineTuning, "fine-tuning"},
    {WorkloadKind::Inference, "inference"},
    {WorkloadKind::MixedHpc, "mixed-hpc"},
}};
constexpr std::array<std::pair<Skill, const char *>, 3> kSkills{{
    {Skill::None, "none"},
    {Skill::Some, "some"},
    {Skill::Expert, "expert"},
}};

template <typename T> auto findById(T &items, Id id) -> decltype(&items.front())
{
    auto it = std::find_if(items.begin(), items.end(), [id](const auto &x) { return x.id == id; });
    return it == items.end() ? nullptr : &*it;
}

} // namespace

QString purposeKey(FabricPurpose p)
{
    return keyOf(kPurposes, p);
}
bool purposeFromKey(const QString &key, FabricPurpose *out)
{
    return fromKey(kPurposes, key, out);
}
QString roleKey(SwitchRole r)
{
    return keyOf(kRoles, r);
}
bool roleFromKey(const QString &key, SwitchRole *out)
{
    return fromKey(kRoles, key, out);
}
QString topologyKey(TopologyKind t)
{
    return keyOf(kTopologies, t);
}
bool topologyFromKey(const QString &key, TopologyKind *out)
{
    return fromKey(kTopologies, key, out);
}
QString spinePlacementKey(SpinePlacement s)
{
    return keyOf(kSpinePlacements, s);
}
bool spinePlacementFromKey(const QString &key, SpinePlacement *out)
{
    return fromKey(kSpinePlacements, key, out);
}
QString gpuTimeValueKey(GpuTimeValue v)
{
    return keyOf(kGpuTimeValues, v);
}
bool gpuTimeValueFromKey(const QString &key, GpuTimeValue *out)
{
    return fromKey(kGpuTimeValues, key, out);
}
QString roceTuningKey(RoceTuning t)
{
    return keyOf(kTunings, t);
}
bool roceTuningFromKey(const QString &key, RoceTuning *out)
{
    return fromKey(kTunings, key, out);
}
QString workloadKey(WorkloadKind k)
{
    return keyOf(kWorkloads, k);
}
bool workloadFromKey(const QString &key, WorkloadKind *out)
{
    return fromKey(kWorkloads, key, out);
}
QString skillKey(Skill s)
{
    return keyOf(kSkills, s);
}
bool skillFromKey(const QString &key, Skill *out)
{
    return fromKey(kSkills, key, out);
}

const Node *Project::node(Id id) const
{
    return findById(nodes, id);
}
const Switch *Project::switchById(Id id) const
{
    return findById(switches, id);
}
const Link *Project::link(Id id) const
{
    return findById(links, id);
}
const Fabric *Project::fabric(Id id) const
{
    return findById(fabrics, id);
}
const Fabric *Project::computeFabric() const
{
    for (const Fabric &f : fabrics)
        if (f.purpose == FabricPurpose::Compute)
            return &f;
    return fabrics.empty() ? nullptr : &fabrics.front();
}
int Project::planesOf(Id fabricId) const
{
    int planes = 1;
    for (const Switch &s : switches)
        if (s.fabricId == fabricId)
            planes = std::max(planes, s.plane + 1);
    return planes;
}
const Group *Project::group(Id id) const
{
    return findById(groups, id);
}
Node *Project::node(Id id)
{
    return findById(nodes, id);
}
Switch *Project::switchById(Id id)
{
    return findById(switches, id);
}
Link *Project::link(Id id)
{
    return findById(links, id);
}
Fabric *Project::fabric(Id id)
{
    return findById(fabrics, id);
}
Group *Project::group(Id id)
{
    return findById(groups, id);
}

int Project::multiplicity(Id groupId) const
{
    if (groupId == NoId)
        return 1;
    const Group *g = group(groupId);
    return g ? std::max(0, g->repeat) : 0;
}

std::int64_t expandedGpuCount(const Project &project, const Catalog &catalog)
{
    std::unordered_map<Id, std::int64_t> repeat;
    for (const Group &g : project.groups)
        repeat.emplace(g.id, std::max(0, g.repeat));
    std::int64_t total = 0;
    for (const Node &n : project.nodes) {
        const NodeTypeSpec *type = catalog.nodeType(n.nodeTypeId);
        if (!type)
            continue;
        const auto it = repeat.find(n.groupId);
        const std::int64_t times = n.groupId == NoId ? 1 : (it == repeat.end() ? 0 : it->second);
        // At most 2^32 nodes x 2^31 repeats x 2^31 GPUs would overflow: the file reader
        // limits repeats (kMaxGpus) and node counts, so the sum stays far below 2^63.
        total += times * std::max(0, type->gpuCount);
    }
    return total;
}

bool Project::usesCalibration(const QString &variant) const
{
    for (const CalibrationChoice &c : calibration)
        if (c.variant == variant)
            return c.use;
    return false;
}

void Project::setUsesCalibration(const QString &variant, bool use)
{
    for (CalibrationChoice &c : calibration) {
        if (c.variant == variant) {
            c.use = use;
            return;
        }
    }
    calibration.push_back({variant, use});
}

} // namespace fp
