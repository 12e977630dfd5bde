// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cliparse.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace fp::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("fp::cli", text);
}

} // namespace

QString parseOptions(const QStringList &args, const QStringList &valued, const QStringList &flags,
                     Options *out)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (!arg.startsWith(QLatin1String("--")) || arg == QLatin1String("--")) {
            out->positional << arg;
            continue;
        }
        QString name = arg.mid(2);
        QString value;
        bool hasValue = false;
        const qsizetype eq = name.indexOf(QLatin1Char('='));
        if (eq >= 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
            hasValue = true;
        }
        if (flags.contains(name)) {
            if (hasValue)
                return tr("option --%1 takes no value").arg(name);
            out->flags << name;
        } else if (valued.contains(name)) {
            if (!hasValue) {
                if (i + 1 >= args.size())
                    return tr("option --%1 needs a value").arg(name);
                value = args.at(++i);
            }
            if (out->values.contains(name))
                return tr("option --%1 is given twice").arg(name);
            out->values.insert(name, value);
        } else {
            return tr("unknown option --%1 (see fabricplanner-cli --help)").arg(name);
        }
    }
    return {};
}

std::optional<CommandOptions> commandOptions(const QString &command)
{
    static const QMap<QString, CommandOptions> table{
        {QStringLiteral("generate"),
         {{QStringLiteral("gpus"), QStringLiteral("node-type"), QStringLiteral("technology"),
           QStringLiteral("switch"), QStringLiteral("topology"), QStringLiteral("oversubscription"),
           QStringLiteral("planes"), QStringLiteral("output")},
          {QStringLiteral("json"), QStringLiteral("cluster-fabrics"),
           QStringLiteral("compare-as-generated")}}},
        {QStringLiteral("catalog"), {{}, {QStringLiteral("json")}}},
        {QStringLiteral("import"), {{QStringLiteral("output")}, {}}},
        {QStringLiteral("export"),
         {{QStringLiteral("format"), QStringLiteral("output")},
          {QStringLiteral("best-per-technology")}}},
        {QStringLiteral("evaluate"),
         {{}, {QStringLiteral("json"), QStringLiteral("best-per-technology")}}},
        {QStringLiteral("explore"),
         {{}, {QStringLiteral("json"), QStringLiteral("hybrid-per-unit")}}},
        {QStringLiteral("import-nccl"),
         {{QStringLiteral("variant")}, {QStringLiteral("use-calibration")}}},
        {QStringLiteral("set-comm-share"),
         {{QStringLiteral("compute-s"), QStringLiteral("comm-s"), QStringLiteral("overlap-s")},
          {}}},
        {QStringLiteral("report"),
         {{QStringLiteral("pdf"), QStringLiteral("page-size")},
          {QStringLiteral("best-per-technology"), QStringLiteral("cabling-plan")}}},
        {QStringLiteral("import-devicetype"), {{}, {}}},
        {QStringLiteral("compare-fabric"), {{}, {QStringLiteral("json")}}},
    };
    const auto it = table.constFind(command);
    if (it == table.constEnd())
        return std::nullopt;
    return *it;
}

QString parseCommandOptions(const QString &command, const QStringList &args, Options *out)
{
    const CommandOptions known = commandOptions(command).value_or(CommandOptions{});
    return parseOptions(args, known.valued, known.flags, out);
}

CommandLine takeLanguage(const QStringList &args)
{
    CommandLine line;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--lang")) {
            if (i + 1 >= args.size()) {
                line.langMissingValue = true;
                break;
            }
            line.lang = args.at(++i);
        } else if (a.startsWith(QLatin1String("--lang="))) {
            line.lang = a.mid(7);
        } else {
            line.args << a;
        }
    }
    return line;
}

std::optional<long long> parseCount(const QString &text, long long max)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,12}$"));
    if (!digits.match(text).hasMatch())
        return std::nullopt;
    const long long v = text.toLongLong();
    if (v < 1 || v > max)
        return std::nullopt;
    return v;
}

std::optional<double> parseOversubscription(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^([0-9]+(?:\\.[0-9]+)?)(?::([0-9]+(?:\\.[0-9]+)?))?$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const double up = m.captured(1).toDouble();
    const double down = m.captured(2).isEmpty() ? 1.0 : m.captured(2).toDouble();
    if (!(down > 0.0) || !(up > 0.0))
        return std::nullopt;
    const double r = up / down;
    if (!std::isfinite(r) || r < 1.0 || r > 64.0)
        return std::nullopt;
    return r;
}

std::optional<double> parseSeconds(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^[0-9]+(?:\\.[0-9]+)?(?:[eE][-+]?[0-9]+)?$"));
    if (!re.match(text.trimmed()).hasMatch())
        return std::nullopt;
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0.0)
        return std::nullopt;
    return v;
}

} // namespace fp::cli
