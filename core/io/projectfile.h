// SPDX-License-Identifier: GPL-3.0-or-later
// The project file (.fabricplan): an SQLite database marked with
// PRAGMA application_id = FABRICPLANNER_APPLICATION_ID and PRAGMA user_version =
// the schema version. The schema and its migrations are described in
// projectschema.md next to this file.
//
//   ProjectReader reader;
//   if (auto project = reader.read(path)) ... else show(reader.errorString());
//   ProjectWriter writer;
//   if (!writer.write(project, path)) show(writer.errorString());
//
// Reading never writes to the file: an older file is migrated in a private copy.
// Saving is atomic: a new database is written beside the target, synced, and
// renamed over it; the previous version is kept as "<path>~". If anything fails the
// target is unchanged. Both classes are usable from any thread (one connection
// per call, under a unique name, removed afterwards).
#pragma once

#include "model/model.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace fp {

// The schema version this build writes and the newest it reads.
constexpr int ProjectSchemaVersion = 8;

// What went wrong, for callers that map it (the CLI: every code except Internal is
// bad input, exit code 2; Internal exit code 1).
enum class ProjectFileError {
    None,
    NotFound,       // the file, or its folder, does not exist
    NotReadable,    // exists but cannot be read (permissions, a folder)
    NotSqlite,      // not an SQLite database (or an empty file)
    Foreign,        // an SQLite database of another program (application_id)
    NewerVersion,   // written by a newer FabricPlanner (user_version > ProjectSchemaVersion)
    Truncated,      // shorter than its header says
    Corrupt,        // damaged: integrity check fails, tables missing or unreadable
    InvalidContent, // rows that break the model (dangling ids, unknown keys, bad ranges)
    WriteFailed,    // saving failed (folder missing, read-only, disk full...): target unchanged
    Internal,       // the SQLite driver is missing or failed unexpectedly
};

// Stable key of an error code: "none", "not-found", "not-readable", "not-sqlite",
// "foreign", "newer-version", "truncated", "corrupt", "invalid-content",
// "write-failed", "internal".
QString projectFileErrorKey(ProjectFileError e);

// What the file says about itself (valid after a successful read).
struct ProjectFileInfo {
    int schemaVersion = 0; // user_version found in the file, before any migration
    bool migrated = false; // schemaVersion < ProjectSchemaVersion: upgraded on reading
    QString appVersion;    // FABRICPLANNER_VERSION of the program that saved it
    QDateTime savedAt;     // UTC; invalid when not recorded (schema version 1)
};

class ProjectReader
{
public:
    // The project, or nullopt with error() / errorString() set. The message is
    // translated (context "fp::ProjectFile"), names the file and, for bad rows, the
    // table, row id and column.
    std::optional<Project> read(const QString &path);

    ProjectFileError error() const { return m_error; }
    QString errorString() const { return m_errorString; }
    const ProjectFileInfo &fileInfo() const { return m_info; }

private:
    ProjectFileError m_error = ProjectFileError::None;
    QString m_errorString;
    ProjectFileInfo m_info;
};

// The two forms a project is kept in.
enum class ProjectFormat { Sqlite, Json };

class ProjectWriter
{
public:
    // Saves `project` to `path` (atomic, keeps the previous file as backupPath()),
    // as an SQLite project file or as the project's JSON text (projectjson.h).
    // Returns false with error() / errorString() set; the file at `path` is then
    // unchanged. The project is checked first like the reader checks rows, so a file
    // that cannot be read back is never written (error InvalidContent). A symbolic
    // link is followed: the file it leads to is replaced (and backed up beside it),
    // the link stays. Only a regular file is replaced; a full disk is named as such.
    // Temporary files that earlier savers on this host left when they died are
    // removed first (filesafety.h).
    bool write(const Project &project, const QString &path,
               ProjectFormat format = ProjectFormat::Sqlite);

    ProjectFileError error() const { return m_error; }
    QString errorString() const { return m_errorString; }

    // "<path>~": the version the last save replaced.
    static QString backupPath(const QString &path);

private:
    ProjectFileError m_error = ProjectFileError::None;
    QString m_errorString;
};

} // namespace fp
