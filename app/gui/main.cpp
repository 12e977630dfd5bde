// SPDX-License-Identifier: GPL-3.0-or-later
// fabricplanner: thin GUI main. Opens the project given on the command line and
// offers the recovery copy of a session that crashed.
//
// Hidden options for documentation screenshots (docs/): --grab FILE.png saves the
// window after start and quits; --grab-wizard FILE.png saves the new design wizard.
#include "canvas/canvasview.h"
#include "dialogs/newdesigndialog.h"
#include "edit/document.h"
#include "mainwindow.h"
#include "model/catalog.h"
#include "text/i18n.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>

namespace {

// The hidden screenshot options (--grab, --grab-wizard, --zoom): save the window or
// the wizard once it has been shown, then quit.
void scheduleScreenshot(const QCommandLineParser &parser, const QCommandLineOption &grab,
                        const QCommandLineOption &grabWizard, const QCommandLineOption &zoom,
                        const fp::Catalog &catalog, fp::MainWindow &window)
{
    // The timers fire after this returns: they capture values and the window's address.
    fp::MainWindow *w = &window;
    if (parser.isSet(grabWizard)) {
        auto *dialog = new fp::NewDesignDialog(catalog, w);
        dialog->show();
        QTimer::singleShot(600, qApp, [file = parser.value(grabWizard), dialog] {
            dialog->grab().save(file);
            QApplication::exit(0);
        });
    } else if (parser.isSet(grab)) {
        const bool zoomed = parser.isSet(zoom);
        const double z = parser.value(zoom).toDouble() / 100.0;
        QTimer::singleShot(800, qApp, [file = parser.value(grab), zoomed, z, w] {
            if (zoomed) {
                const fp::Project &p = w->document()->project();
                QPointF centre;
                if (!p.nodes.empty() && !p.switches.empty()) {
                    // The first node near the left edge, all tiers in view.
                    const double halfWidth = w->view()->viewport()->width() / 2.0 / z;
                    centre = QPointF(p.nodes.front().pos.x() + halfWidth - 90,
                                     (p.nodes.front().pos.y() + p.switches.front().pos.y()) / 2);
                }
                w->view()->zoomTo(z, centre);
                QCoreApplication::processEvents();
            }
            w->grab().save(file);
            QApplication::exit(0);
        });
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("FabricPlanner"));
    QApplication::setOrganizationName(QStringLiteral("FabricPlanner"));
    QApplication::setApplicationVersion(QStringLiteral(FABRICPLANNER_VERSION));
    // Links the window to the desktop entry and its icon (Wayland, taskbars).
    QGuiApplication::setDesktopFileName(QStringLiteral("nl.fabricplanner.FabricPlanner"));

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
    QCommandLineOption grab(QStringLiteral("grab"), QStringLiteral("Save a screenshot and quit."),
                            QStringLiteral("png"));
    grab.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption grabWizard(QStringLiteral("grab-wizard"),
                                  QStringLiteral("Save a screenshot of the wizard and quit."),
                                  QStringLiteral("png"));
    grabWizard.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption zoom(QStringLiteral("zoom"),
                            QStringLiteral("With --grab: zoom (percent) on the first group."),
                            QStringLiteral("percent"));
    zoom.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(zoom);
    parser.addOption(grab);
    parser.addOption(grabWizard);
    parser.process(app);

    QString error;
    auto catalog = fp::Catalog::loadDefaults(&error);
    if (!catalog) {
        QMessageBox::critical(
            nullptr, QStringLiteral("FabricPlanner"),
            QApplication::translate("fp::Gui", "The built-in catalogue is damaged: %1").arg(error));
        return 1;
    }
    fp::MainWindow window(*catalog);
    const bool screenshot = parser.isSet(grab) || parser.isSet(grabWizard);
    if (screenshot)
        window.resize(1600, 1000);
    window.show();
    const QString fileArgument = parser.positionalArguments().isEmpty()
                                     ? QString()
                                     : parser.positionalArguments().constFirst();
    if (!screenshot)
        window.startUp(fileArgument); // the file first, then recovery (which may replace it)
    else if (!fileArgument.isEmpty())
        window.openFile(fileArgument); // shows its own message

    scheduleScreenshot(parser, grab, grabWizard, zoom, *catalog, window);
    return app.exec();
}
