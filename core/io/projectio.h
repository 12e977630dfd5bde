// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and saving a project by path, whatever its form: a .fabricplan SQLite
// file (projectfile.h) or the project's JSON text (projectjson.h).
#pragma once

#include "model/model.h"

#include <QString>

#include <optional>

namespace fp {

enum class ProjectIoStatus { Ok, BadInput, InternalFailure };

// Detects the form from the content (SQLite header or JSON), not the extension.
std::optional<Project> loadProject(const QString &path, QString *error,
                                   ProjectIoStatus *status = nullptr);
// Saves as .fabricplan (atomic, keeps a backup of the previous version).
bool saveProject(const Project &project, const QString &path, QString *error);

} // namespace fp
