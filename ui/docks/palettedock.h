// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog palette: node types, switches, NICs, GPUs and cables, grouped and
// searchable, each with its key specs and the source and tag of every figure in a
// tooltip. Node types, switches and cables drag onto the canvas (kPartMimeType).
//
// Search: every word typed must match a word of the part - its name, id, vendor,
// spec, category, technology with its aliases (InfiniBand: "infiniband", "ib";
// Ethernet: "ethernet", "eth", "roce", "rocev2"; a node type by its NICs), a cable's
// kind and use - as the whole word or, from three letters on, its start; never the
// middle of a word ("IB" does not find "fibre"). A note says when nothing matches.
#pragma once

#include "model/catalog.h"

#include <QWidget>

class QLabel;
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
    // How many parts the search leaves in view.
    int visiblePartCount() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void addRoles();
    void addNodeTypes();
    void addSwitches();
    void addComponents();
    void applyFilter();

    Catalog m_catalog;
    QLineEdit *m_search = nullptr;
    QLabel *m_noMatch = nullptr;
    QTreeWidget *m_tree = nullptr;
};

} // namespace fp
