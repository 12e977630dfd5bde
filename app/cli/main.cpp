// SPDX-License-Identifier: GPL-3.0-or-later
// fabricplanner-cli: thin main; everything happens in cli.cpp and the core.
#include "cli/cli.h"
#include "version.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <exception>
#include <memory>

namespace {

QtMessageHandler previousHandler = nullptr;

// The offscreen platform warns once that XDG_RUNTIME_DIR is not set (usual in CI and
// containers); docs/CLI.md promises one clear line on stderr, so that notice is dropped.
void quietHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (previousHandler)
        previousHandler(type, context, message);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

} // namespace

int main(int argc, char *argv[])
{
    // The PDF report (`report`) lays out text, which needs Qt's font database and so a
    // QGuiApplication (a plain QCoreApplication aborts on the first font). The CLI
    // never opens a window: it uses the offscreen platform and needs no display.
    // Every other command keeps the lighter QCoreApplication.
    bool needsGui = false;
    for (int i = 1; i < argc; ++i)
        needsGui = needsGui || qstrcmp(argv[i], "report") == 0 ||
                   qstrcmp(argv[i], "export") == 0; // --format svg draws text too
    if (needsGui) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        previousHandler = qInstallMessageHandler(quietHandler);
    }
    std::unique_ptr<QCoreApplication> appHolder(needsGui ? new QGuiApplication(argc, argv)
                                                         : new QCoreApplication(argc, argv));
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
