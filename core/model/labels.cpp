// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/labels.h"

#include <QCoreApplication>

namespace fp {

QString skillWord(Skill s)
{
    switch (s) {
    case Skill::None:
        return QCoreApplication::translate("fp", "no");
    case Skill::Some:
        return QCoreApplication::translate("fp", "some");
    case Skill::Expert:
        return QCoreApplication::translate("fp", "expert");
    }
    return {};
}

QString workloadWord(WorkloadKind k)
{
    switch (k) {
    case WorkloadKind::Pretraining:
        return QCoreApplication::translate("fp", "LLM pre-training");
    case WorkloadKind::FineTuning:
        return QCoreApplication::translate("fp", "fine-tuning");
    case WorkloadKind::Inference:
        return QCoreApplication::translate("fp", "inference");
    case WorkloadKind::MixedHpc:
        return QCoreApplication::translate("fp", "mixed HPC");
    }
    return {};
}

} // namespace fp
