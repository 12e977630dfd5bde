// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/collective.h"

namespace fp {

QString collectiveKey(CollectiveOp op)
{
    switch (op) {
    case CollectiveOp::AllReduce:
        return QStringLiteral("all-reduce");
    case CollectiveOp::AllGather:
        return QStringLiteral("all-gather");
    case CollectiveOp::ReduceScatter:
        return QStringLiteral("reduce-scatter");
    case CollectiveOp::AllToAll:
        return QStringLiteral("all-to-all");
    }
    return {};
}

bool collectiveFromKey(const QString &key, CollectiveOp *out)
{
    for (CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::AllGather,
                            CollectiveOp::ReduceScatter, CollectiveOp::AllToAll}) {
        if (collectiveKey(op) == key) {
            *out = op;
            return true;
        }
    }
    return false;
}

namespace {

bool ringOfAll(const QString &key) // the (n-1)/n ops
{
    return key == QLatin1String("all-gather") || key == QLatin1String("reduce-scatter") ||
           key == QLatin1String("all-to-all");
}

bool pipelined(const QString &key) // broadcast and reduce
{
    return key == QLatin1String("broadcast") || key == QLatin1String("reduce");
}

} // namespace

double collectiveBusFactor(const QString &key, int gpus)
{
    if (gpus < 1)
        return 0.0;
    const double n = gpus;
    if (key == QLatin1String("all-reduce"))
        return 2.0 * (n - 1.0) / n;
    if (ringOfAll(key))
        return (n - 1.0) / n;
    if (pipelined(key) || key == QLatin1String("send-recv"))
        return 1.0;
    return 0.0;
}

double collectiveLatencySteps(const QString &key, int gpus)
{
    const double p = gpus;
    if (key == QLatin1String("send-recv"))
        return gpus >= 1 ? 1.0 : 0.0;
    if (gpus < 2)
        return 0.0;
    if (key == QLatin1String("all-reduce"))
        return 2.0 * (p - 1.0);
    if (ringOfAll(key) || pipelined(key))
        return p - 1.0;
    return 0.0;
}

} // namespace fp
