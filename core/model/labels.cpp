// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/labels.h"

#include "model/tr.h"

#include <QCoreApplication>

namespace fp {

QString tr(const char *text, const char *disambiguation, int n)
{
    return QCoreApplication::translate("fp", text, disambiguation, n);
}

QString skillWord(Skill s)
{
    switch (s) {
    case Skill::None:
        return tr("no");
    case Skill::Some:
        return tr("some");
    case Skill::Expert:
        return tr("expert");
    }
    return {};
}

QString skillName(Skill s)
{
    switch (s) {
    case Skill::None:
        return tr("None");
    case Skill::Some:
        return tr("Some");
    case Skill::Expert:
        return tr("Expert");
    }
    return {};
}

QString workloadWord(WorkloadKind k)
{
    switch (k) {
    case WorkloadKind::Pretraining:
        return tr("LLM pre-training");
    case WorkloadKind::FineTuning:
        return tr("fine-tuning");
    case WorkloadKind::Inference:
        return tr("inference");
    case WorkloadKind::MixedHpc:
        return tr("mixed HPC");
    }
    return {};
}

QString workloadName(WorkloadKind k)
{
    switch (k) {
    case WorkloadKind::Pretraining:
        return tr("LLM pre-training");
    case WorkloadKind::FineTuning:
        return tr("Fine-tuning");
    case WorkloadKind::Inference:
        return tr("Inference");
    case WorkloadKind::MixedHpc:
        return tr("Mixed HPC");
    }
    return {};
}

QString purposeWord(FabricPurpose p)
{
    switch (p) {
    case FabricPurpose::Compute:
        return tr("compute");
    case FabricPurpose::Storage:
        return tr("storage");
    case FabricPurpose::FrontEnd:
        return tr("front-end");
    case FabricPurpose::Management:
        return tr("management");
    }
    return {};
}

QString technologyName(Technology t)
{
    return t == Technology::InfiniBand ? tr("InfiniBand") : tr("Ethernet");
}

QString roceTuningName(RoceTuning t)
{
    switch (t) {
    case RoceTuning::AdaptiveRouting:
        return tr("Lossless class and adaptive routing");
    case RoceTuning::PlainEcmp:
        return tr("Lossless class, plain ECMP");
    case RoceTuning::Untuned:
        return tr("Untuned");
    }
    return {};
}

QString topologyName(TopologyKind k)
{
    return k == TopologyKind::RailOptimized ? tr("Rail-optimized") : tr("Fat tree");
}

QString tierWord(int tier, int tiers)
{
    if (tier == 0)
        return tr("leaf");
    if (tier == 1)
        return tiers == 3 ? tr("aggregation") : tr("spine");
    return tr("core");
}

QString tierName(int tier, int tiers)
{
    if (tier == 0)
        return tr("Leaf");
    if (tier == 1)
        return tiers == 3 ? tr("Aggregation") : tr("Spine");
    return tr("Core");
}

QString roleWord(SwitchRole r)
{
    switch (r) {
    case SwitchRole::Leaf:
        return tr("leaf");
    case SwitchRole::Spine:
        return tr("spine");
    case SwitchRole::Core:
        return tr("core");
    case SwitchRole::NvlinkSwitch:
        return tr("NVLink switch");
    }
    return {};
}

QString roleName(SwitchRole r)
{
    switch (r) {
    case SwitchRole::Leaf:
        return tr("Leaf");
    case SwitchRole::Spine:
        return tr("Spine");
    case SwitchRole::Core:
        return tr("Core");
    case SwitchRole::NvlinkSwitch:
        return tr("NVLink switch");
    }
    return {};
}

QString cableKindWord(CableKind k)
{
    switch (k) {
    case CableKind::PassiveCopper:
        return tr("passive copper (DAC)");
    case CableKind::ActiveCopper:
        return tr("active copper");
    case CableKind::ActiveOptical:
        return tr("active optical (AOC)");
    case CableKind::Transceiver:
        return tr("transceiver");
    case CableKind::Fibre:
        return tr("fibre");
    }
    return {};
}

QString sourceTagWord(SourceTag t)
{
    switch (t) {
    case SourceTag::Primary:
        return tr("primary source");
    case SourceTag::Secondary:
        return tr("secondary source");
    case SourceTag::Estimate:
        return tr("estimate");
    case SourceTag::Derived:
        return tr("derived");
    case SourceTag::User:
        return tr("your figure");
    }
    return {};
}

QString sourceTagLetter(SourceTag t)
{
    switch (t) {
    case SourceTag::Primary:
        return tr("P");
    case SourceTag::Secondary:
        return tr("S");
    case SourceTag::Estimate:
        return tr("E");
    case SourceTag::Derived:
        return tr("D");
    case SourceTag::User:
        return tr("U");
    }
    return {};
}

namespace {
// A bill's category: its key, its name, and its name over a row of totals.
struct BomCategoryNames {
    const char *key;
    const char *one;
    const char *many;
};
const BomCategoryNames *bomCategory(const QString &key)
{
    static const BomCategoryNames names[] = {
        {"switch", QT_TRANSLATE_NOOP("fp", "Switch"), QT_TRANSLATE_NOOP("fp", "Switches")},
        {"nic", QT_TRANSLATE_NOOP("fp", "NIC"), QT_TRANSLATE_NOOP("fp", "NICs")},
        {"transceiver", QT_TRANSLATE_NOOP("fp", "Transceiver"),
         QT_TRANSLATE_NOOP("fp", "Optics (transceivers)")},
        {"cable", QT_TRANSLATE_NOOP("fp", "Cable"), QT_TRANSLATE_NOOP("fp", "Cables and fibres")},
        {"appliance", QT_TRANSLATE_NOOP("fp", "Appliance"), QT_TRANSLATE_NOOP("fp", "Appliances")},
        {"licence", QT_TRANSLATE_NOOP("fp", "Licence"), QT_TRANSLATE_NOOP("fp", "Licences")},
        {"spare", QT_TRANSLATE_NOOP("fp", "Spare"), QT_TRANSLATE_NOOP("fp", "Spares")},
    };
    for (const BomCategoryNames &n : names)
        if (key == QLatin1String(n.key))
            return &n;
    return nullptr;
}
} // namespace

QString bomCategoryName(const QString &key)
{
    const BomCategoryNames *n = bomCategory(key);
    return n ? tr(n->one) : key;
}

QString bomCategoryPlural(const QString &key)
{
    const BomCategoryNames *n = bomCategory(key);
    return n ? tr(n->many) : key;
}

QString complexityFactorName(const QString &id)
{
    static const std::pair<const char *, const char *> names[] = {
        {"managed-devices", QT_TRANSLATE_NOOP("fp", "Managed devices")},
        {"technologies", QT_TRANSLATE_NOOP("fp", "Fabric technologies")},
        {"vendors", QT_TRANSLATE_NOOP("fp", "Vendors")},
        {"lossless-ethernet", QT_TRANSLATE_NOOP("fp", "Lossless Ethernet configuration")},
        {"subnet-manager", QT_TRANSLATE_NOOP("fp", "InfiniBand subnet manager")},
        {"skill-gap", QT_TRANSLATE_NOOP("fp", "Team skill gap")},
        {"cables-optics", QT_TRANSLATE_NOOP("fp", "Cables and optics")},
        {"tooling", QT_TRANSLATE_NOOP("fp", "Tooling and monitoring")},
    };
    for (const auto &[k, name] : names)
        if (id == QLatin1String(k))
            return tr(name);
    return id;
}

} // namespace fp
