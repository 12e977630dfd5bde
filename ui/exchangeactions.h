// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import device types and File > Compare with built fabric: the same core readers
// as the CLI's import-devicetype and compare-fabric (the exports are the main window's
// File > Export for other tools, ui/dialogs/exchangeexport.h)
// (core/exchange/, docs/EXCHANGE.md). The comparison's differences are selected on the
// canvas (the design's links that are missing or miswired, the switches with an extra
// link) and listed in a report.
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QWidget;

namespace fp {

class FabricScene;
class ProjectDocument;
class UiPrompts;

class ExchangeActions : public QObject
{
    Q_OBJECT

public:
    ExchangeActions(QWidget *window, ProjectDocument *doc, FabricScene *scene,
                    std::function<UiPrompts *()> prompts);

    QAction *compareAction() const { return m_compareAction; }
    QAction *importDeviceTypesAction() const { return m_importTypesAction; }
    void retranslate();

    // Compares the design with the ibnetdiscover output at `path`, selects the
    // differences on the canvas and returns the report text; `error` when unreadable.
    QString compareWith(const QString &path, QString *error, int *differences = nullptr);

private:
    void compare();
    void importDeviceTypes();
    QString startFolder() const;

    QWidget *m_window;
    ProjectDocument *m_doc;
    FabricScene *m_scene;
    std::function<UiPrompts *()> m_prompts; // the window's prompts (replaceable in tests)
    QAction *m_compareAction;
    QAction *m_importTypesAction;
};

} // namespace fp
