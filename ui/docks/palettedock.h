// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog palette: node types, switches, NICs, GPUs and cables, grouped and
// searchable, each with its key specs and the source and tag of every figure in a
// tooltip. Node types, switches and cables drag onto the canvas (kPartMimeType).
#pragma once

#include "model/catalog.h"

#include <QWidget>

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;
class QMimeData;

namespace fp {

class PaletteWidget : public QWidget
{
    Q_OBJECT

public:
    explicit PaletteWidget(QWidget *parent = nullptr);

    void setCatalog(const Catalog &catalog);
    void setFilter(const QString &text);
    QTreeWidget *tree() const { return m_tree; }
    // The drag payload for the part on `item` (nullptr when it does not drag).
    static QMimeData *mimeDataFor(const QString &kind, const QString &partId);
    // The item of a part, for tests.
    QTreeWidgetItem *itemFor(const QString &partId) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void addNodeTypes();
    void addSwitches();
    void addComponents();
    void applyFilter();

    Catalog m_catalog;
    QLineEdit *m_search = nullptr;
    QTreeWidget *m_tree = nullptr;
};

} // namespace fp
