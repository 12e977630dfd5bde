// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and saving a project by path, whatever its form: a .fabricplan SQLite
// file (projectfile.h) or the project's JSON text (projectjson.h).
#pragma once

#include "io/projectfile.h"
#include "model/model.h"

#include <QString>

#include <optional>

namespace fp {

enum class ProjectIoStatus { Ok, BadInput, InternalFailure };

// Detects the form from the content (SQLite header or JSON), not the extension.
// Only a regular file is opened (a pipe is refused at once, never read). Removes
// the temporary files that dead savers of the file left (filesafety.h).
std::optional<Project> loadProject(const QString &path, QString *error,
                                   ProjectIoStatus *status = nullptr);
// The form a save to `path` keeps: that of the file there (JSON text or SQLite),
// else JSON for a name ending in ".json", else SQLite. Never SQLite under .json.
ProjectFormat projectFormatForSave(const QString &path);
// Saves in projectFormatForSave(path) (atomic, keeps a backup of the previous
// version, follows symbolic links to the real file).
bool saveProject(const Project &project, const QString &path, QString *error);

} // namespace fp
