// SPDX-License-Identifier: GPL-3.0-or-later
// fabricplanner: thin GUI main. Opens the project given on the command line.
#include "catalog.h"
#include "i18n.h"
#include "mainwindow.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QSettings>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("FabricPlanner"));
    QApplication::setOrganizationName(QStringLiteral("FabricPlanner"));
    QApplication::setApplicationVersion(QStringLiteral(FABRICPLANNER_VERSION));

    // First start follows the system locale; later starts the saved choice.
    const QString lang =
        QSettings()
            .value(QStringLiteral("language"), fp::languageForLocale(QLocale::system()))
            .toString();
    fp::setLanguage(fp::isSupportedLanguage(lang) ? lang : QStringLiteral("en"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "fp::Gui", "Plan and compare InfiniBand, Ethernet/RoCE and hybrid AI cluster fabrics."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("fp::Gui", "Project to open."));
    parser.process(app);

    QString error;
    auto catalog = fp::Catalog::loadDefaults(&error);
    if (!catalog) {
        QMessageBox::critical(
            nullptr, QStringLiteral("FabricPlanner"),
            QApplication::translate("fp::Gui", "The built-in catalog is damaged: %1").arg(error));
        return 1;
    }
    fp::MainWindow window(std::move(*catalog));
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        if (!window.openFile(parser.positionalArguments().constFirst()))
            QMessageBox::warning(&window, QStringLiteral("FabricPlanner"), window.lastError());
    }
    return app.exec();
}
