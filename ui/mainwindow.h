// SPDX-License-Identifier: GPL-3.0-or-later
// The main window. For now it shows the open project's summary; the canvas
// editor, palette, properties and analysis dock come with the editor issue.
#pragma once

#include "catalog.h"
#include "model.h"

#include <QMainWindow>

#include <optional>

class QLabel;
class QTreeWidget;
class QActionGroup;

namespace fp {

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(Catalog catalog, QWidget *parent = nullptr);

    // Opens a project; on failure shows the message and keeps the current one.
    bool openFile(const QString &path);
    void setProject(Project project, const QString &path);
    const std::optional<Project> &project() const { return m_project; }
    QString lastError() const { return m_lastError; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void retranslate();
    void refreshSummary();
    void openDialog();
    void switchLanguage(const QString &lang);

    Catalog m_catalog;
    std::optional<Project> m_project;
    QString m_path;
    QString m_lastError;

    QLabel *m_title = nullptr;
    QTreeWidget *m_summary = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_dutchAction = nullptr;
    QAction *m_englishAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace fp
