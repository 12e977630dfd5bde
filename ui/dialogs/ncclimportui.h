// SPDX-License-Identifier: GPL-3.0-or-later
// Importing nccl-tests logs into the open document (File > Import nccl-tests logs...
// and logs or folders dropped on the main window): every log the paths stand for is
// read, the variant is asked for when a log gives no hint, and all runs are added as
// one undoable step (fp::edit::addMeasurements). Questions go through UiPrompts.
#pragma once

#include <QString>
#include <QStringList>

class QMimeData;
class QWidget;

namespace fp {

class ProjectDocument;
class UiPrompts;

struct NcclUiImport {
    int runs = 0;  // runs added (0: nothing changed)
    int files = 0; // logs read
    bool cancelled = false;
    QString status; // one line for the status bar (translated)
};

NcclUiImport importNcclLogs(ProjectDocument &doc, UiPrompts &prompts, QWidget *parent,
                            const QStringList &paths);

// The local files and folders of a drag, when they look like logs or folders of them
// (not a project file: that is opened, not imported). Empty when the drag has none.
QStringList ncclDropPaths(const QMimeData *mime);

} // namespace fp
