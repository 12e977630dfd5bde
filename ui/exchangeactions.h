// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export for other tools, File > Import device types and File > Compare with
// built fabric (issue 19): the same core writers and readers as the CLI's export
// --format, import-devicetype and compare-fabric
// (core/exchange/, docs/EXCHANGE.md). The comparison's differences are selected on the
// canvas (the design's links that are missing or miswired, the switches with an extra
// link) and listed in a report.
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QMenu;
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

    QMenu *exportMenu() const { return m_exportMenu; }
    QAction *compareAction() const { return m_compareAction; }
    QAction *importDeviceTypesAction() const { return m_importTypesAction; }
    void retranslate();

    // Exports in the format `key` (exchange/exchange.h) to `path` (a folder for
    // netbox); an empty text on success, else why not.
    QString exportTo(const QString &key, const QString &path) const;
    // Compares the design with the ibnetdiscover output at `path`, selects the
    // differences on the canvas and returns the report text; `error` when unreadable.
    QString compareWith(const QString &path, QString *error, int *differences = nullptr);

private:
    void exportFormat(const QString &key);
    void compare();
    void importDeviceTypes();
    QString startFolder() const;

    QWidget *m_window;
    ProjectDocument *m_doc;
    FabricScene *m_scene;
    std::function<UiPrompts *()> m_prompts; // the window's prompts (replaceable in tests)
    QMenu *m_exportMenu;
    QAction *m_compareAction;
    QAction *m_importTypesAction;
};

} // namespace fp
