// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the tests (fp_testsupport, linked by every fp_add_test target):
// the shipped catalog, generated and hand-built projects, the CLI as a process, the
// example and fixture paths, and the first difference between two projects. Helpers
// that need widgets live in guisupport.h (fp_testsupport_gui).
#pragma once

#include "edit/document.h"
#include "model/catalog.h"
#include "model/model.h"
#include "topology/generator.h"

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

// 1 under AddressSanitizer, from g++ (__SANITIZE_ADDRESS__) or clang (__has_feature):
// memory bounds that hold for the real program are skipped there.
#if defined(__SANITIZE_ADDRESS__)
#define FP_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FP_UNDER_ASAN 1
#endif
#endif
#ifndef FP_UNDER_ASAN
#define FP_UNDER_ASAN 0
#endif

namespace fp::test {

// The shipped catalog (resources/catalog.json), loaded once; a catalog that does not
// load ends the test program (qFatal) with the reader's message.
const Catalog &shippedCatalog();

// generateProject() with `params` on `catalog` (with `fabrics`: the storage, front-end
// and management networks too); a refusal ends the test program with the generator's
// message.
Project generatedProject(const GeneratorParams &params, const Catalog &catalog = shippedCatalog(),
                         ClusterFabrics fabrics = ClusterFabrics::ComputeOnly);

// A small design built by hand: one compute fabric on InfiniBand to which nodes,
// switches, groups and links are added. The defaults are an H100 node (8 x ConnectX-7
// 400G, docs/CATALOG.md) and a QM9700 leaf (64 x 400G).
struct ProjectBuilder {
    Project p;
    Id fabric = NoId;

    ProjectBuilder();
    Id node(const QString &type = QStringLiteral("h100-8gpu"), Id group = NoId);
    Id sw(const QString &type = QStringLiteral("qm9700"), Id group = NoId, int tier = 0,
          Id inFabric = NoId);
    Id group(int repeat);
    // A link from port `nic` of `a` (a node's NIC or a switch) up to switch `b`.
    Id link(Id a, int nic, Id b, double gbit = 400.0, int bundle = 1);
    // NIC ports 0-7 of `nodeId` to `leaf`.
    void connectAll(Id nodeId, Id leaf);
};

// Drawn through fp::edit as a user would: one QM9700 leaf and two H100 nodes with every
// NIC port linked to it (16 links of 400 Gb/s). Returns the links in the order drawn.
IdList smallDrawnDesign(ProjectDocument &doc);

// One run of build/bin/fabricplanner-cli.
struct CliRun {
    int exitCode = -1; // -1 when the process did not end normally
    QProcess::ExitStatus status = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

// Runs fabricplanner-cli with `args` under the locale `locale` (LC_ALL and LANG; LANGUAGE
// cleared); waits up to 5 minutes, or ends the test program.
CliRun runCli(const QStringList &args, const QByteArray &locale = "C.UTF-8");

// A built example project: build/examples/<name> (made from examples/*.json by the
// examples target).
QString examplePath(const QString &name = QStringLiteral("example-1024-h100.fabricplan"));

// A file under tests/data/: fixturePath("nccl/two_tests.txt").
QString fixturePath(const QString &relative);

// Runs SQL statements directly against the database file `dbPath` (test set-up: damage,
// edits, old schema versions); false at the first failing statement, with the
// database's message and the statement in `error`.
bool runSql(const QString &dbPath, const QStringList &statements, QString *error = nullptr);

// The statements of the SQL script file `path`, each ending with ";" at the end of a
// line; "--" comment lines and blank lines are skipped.
QStringList sqlScript(const QString &path);

// The first line where projectToJsonText(a) and projectToJsonText(b) differ, as
// "line N: <a> | <b>"; empty when the two texts are equal.
QString firstDifference(const Project &a, const Project &b);

// The names in FILES without the temp files of savers that are still running
// (".NAME.HOST-PID.RAND.saving"): the writer keeps those on purpose, and with a
// pid_max of 32,768 a killed saver's PID can belong to a new process a moment later.
QStringList withoutLiveSavers(QStringList files);

} // namespace fp::test
