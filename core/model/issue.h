// SPDX-License-Identifier: GPL-3.0-or-later
// A finding about the design: a model invariant that does not hold, or an
// analysis warning. The UI lists them; a click selects `subject`.
#pragma once

#include "model/model.h"

#include <QString>

#include <vector>

namespace fp {

enum class Severity { Info, Warning, Error };
QString severityKey(Severity s); // "info" | "warning" | "error"

struct Issue {
    Severity severity = Severity::Error;
    QString code;      // stable id, e.g. "switch-ports-exceeded"
    QString text;      // translated, full sentence with the figures
    Id subject = NoId; // the object it is about (node, switch, link, ...)
};

using IssueList = std::vector<Issue>;

} // namespace fp
