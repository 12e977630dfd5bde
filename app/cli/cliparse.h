// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's command-line parser, apart from the commands (docs/CLI.md), so that it can
// be called without running anything (tests/fuzz/fuzz_cli_args.cpp).
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace fp::cli {

// Options of one command: "--name value", "--name=value" or a flag "--name".
struct Options {
    QMap<QString, QString> values;
    QStringList flags;
    QStringList positional;

    bool has(const QString &name) const { return values.contains(name) || flags.contains(name); }
    QString value(const QString &name) const { return values.value(name); }
};

// Parses args against the command's known options. Returns an error message, or
// an empty string on success.
QString parseOptions(const QStringList &args, const QStringList &valued, const QStringList &flags,
                     Options *out);

// The options a command knows: those taking a value and the flags.
struct CommandOptions {
    QStringList valued;
    QStringList flags;
};

// The options of `command` ("generate", "export", ...); nullopt for an unknown command.
std::optional<CommandOptions> commandOptions(const QString &command);

// parseOptions with the options of `command` (a known command).
QString parseCommandOptions(const QString &command, const QStringList &args, Options *out);

// A command line with --lang (which may appear anywhere) taken out.
struct CommandLine {
    QStringList args;              // everything else, in order; the command first
    QString lang;                  // the value of the last --lang; empty when absent
    bool langMissingValue = false; // "--lang" was the last argument
};
CommandLine takeLanguage(const QStringList &args);

// A positive whole number within [1, max]: no signs, no exponents, no fractions.
std::optional<long long> parseCount(const QString &text, long long max);

// "3", "3:1", "1.5", "3:2" -> r >= 1. "0", "x:y", "1:3", "inf" are refused.
std::optional<double> parseOversubscription(const QString &text);

// A number of seconds for set-comm-share: finite and >= 0, no locale forms.
std::optional<double> parseSeconds(const QString &text);

} // namespace fp::cli
