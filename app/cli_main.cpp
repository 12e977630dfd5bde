// SPDX-License-Identifier: GPL-3.0-or-later
// fabricplanner-cli: thin main; everything happens in cli.cpp and the core.
#include "cli.h"
#include "version.h"

#include <QCoreApplication>

#include <cstdio>
#include <exception>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fabricplanner-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("FabricPlanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FABRICPLANNER_VERSION));
    try {
        QStringList args = QCoreApplication::arguments();
        args.removeFirst();
        return fp::cli::run(args);
    } catch (const std::exception &e) {
        std::fprintf(stderr, "fabricplanner-cli: internal error: %s\n", e.what());
        return fp::cli::InternalFailure;
    }
}
