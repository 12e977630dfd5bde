// SPDX-License-Identifier: GPL-3.0-or-later
// One renderer for screen and paper (CODINGSTYLE.md 5): draws model objects with a
// QPainter. The canvas items (ui/canvasitems.cpp) delegate paint() to it, and
// drawDesign() draws a whole project without a scene (PDF report, CLI pictures).
//
// Geometry is in scene units; every object is drawn centred on its model `pos`.
// `lod` is the painter's level of detail (1 = 100 %): small values draw less.
#pragma once

#include "model/catalog.h"
#include "model/model.h"

#include <QColor>
#include <QHash>
#include <QPointF>
#include <QRectF>
#include <QSet>
#include <QSizeF>
#include <QString>

#include <vector>

class QPainter;

namespace fp::render {

// --- Sizes --------------------------------------------------------------------------
constexpr double kNodeWidth = 52.0;
constexpr double kNodeHeight = 76.0;
constexpr double kSwitchWidth = 104.0;
constexpr double kSwitchHeight = 46.0;
constexpr double kGroupMargin = 22.0;
constexpr double kGroupHeader = 34.0;
constexpr double kDomainMargin = 9.0;
constexpr double kGrid = 10.0; // move snapping

QRectF nodeRect();   // local, centred on (0, 0)
QRectF switchRect(); // local, centred on (0, 0)

// --- Colours (one palette for canvas, legend and paper) ------------------------------
QColor technologyColor(Technology t);
QColor roleFill(SwitchRole role);
QColor selectionColor();
QColor gpuColor();

// --- Facts about a design that drawing needs: port usage, technologies ----------------
class DesignIndex
{
public:
    DesignIndex() = default;
    DesignIndex(const Project &project, const Catalog &catalog);

    struct PortUse {
        double used = 0.0; // ports in use, with group repetition
        int total = 0;     // ports at the speed of its links (native speed when none)
        double gbitPerS = 0.0;
    };
    PortUse switchPorts(Id switchId) const { return m_ports.value(switchId); }
    // Technology of the fabric the node's links belong to (InfiniBand when unlinked).
    Technology nodeTechnology(Id nodeId) const
    {
        return m_nodeTech.value(nodeId, Technology::InfiniBand);
    }
    bool nicPortUsed(Id nodeId, int nic, int port) const
    {
        return m_usedNicPorts.contains(key(nodeId, nic, port));
    }
    Technology fabricTechnology(Id fabricId) const
    {
        return m_fabricTech.value(fabricId, Technology::InfiniBand);
    }

private:
    static quint64 key(Id node, int nic, int port)
    {
        return (quint64(node) << 16) | (quint64(nic & 0xff) << 8) | quint64(port & 0xff);
    }
    QHash<Id, PortUse> m_ports;
    QHash<Id, Technology> m_nodeTech;
    QHash<Id, Technology> m_fabricTech;
    QSet<quint64> m_usedNicPorts;
};

// --- What to draw, resolved from model + catalog --------------------------------------
struct NodeLook {
    QString name;
    QString typeName;
    int gpus = 0;
    int nics = 0;
    int portsPerNic = 1;
    bool rackScaleDomain = false; // GPUs share an NVLink domain beyond the node
    std::vector<bool> portUsed;   // nics * portsPerNic
};
NodeLook nodeLook(const Project &project, const Catalog &catalog, const DesignIndex &index,
                  const Node &node);
// Centre of NIC port (nic, port) relative to the node's centre.
QPointF nicPortPos(const NodeLook &look, int nic, int port);
// The NIC port under a local point (nic -1 when none).
std::pair<int, int> nicPortAt(const NodeLook &look, QPointF local);

struct SwitchLook {
    QString name;
    QString typeName;
    SwitchRole role = SwitchRole::Leaf;
    Technology technology = Technology::InfiniBand;
    double usedPorts = 0.0;
    int totalPorts = 0;
    double gbitPerS = 0.0;
};
SwitchLook switchLook(const Catalog &catalog, const DesignIndex &index, const Switch &sw);

struct LinkLook {
    QPointF from;
    QPointF to;
    int bundle = 1;
    double gbitPerS = 0.0;
    Technology technology = Technology::InfiniBand;
    bool aggregate = false; // a collapsed group's links to one switch
};

struct GroupLook {
    QString name;
    int repeat = 1;
    bool collapsed = true;
    QRectF frame;                    // scene rectangle, header included
    QString summary;                 // "32 nodes (256 GPUs), 8 switches"
    std::vector<QRectF> silhouettes; // member outlines (collapsed drawing), scene coords
};

// The storage targets of a generated storage fabric (model/storagetargets.h), drawn as a
// box beside its top tier with a dashed line to the tier's last switch: they are not
// objects of the design, only the ports kept for them.
struct TargetsLook {
    QRectF box;     // scene coordinates
    QPointF from;   // on the top tier's last switch
    QPointF to;     // on the box
    QString title;  // "Storage targets"
    QString detail; // "64 ports of 400 Gb/s on the top tier (4 switches)"
    QString note;   // "kept for them; not objects of the design"
};
std::vector<TargetsLook> storageTargetsLooks(const Project &project);
void drawStorageTargets(QPainter *p, const TargetsLook &look, double lod);

// Where a link ends on an object: a NIC port of a node, or the edge of a switch facing
// the other end.
QPointF switchAnchor(QPointF centre, QPointF toward);
QPointF linkEndPoint(const Project &project, const Catalog &catalog, const DesignIndex &index,
                     const LinkEnd &end, QPointF toward);

// The frame of a group (members' bounding box + margin + header); the group's pos
// when it has no members. `summary` and `silhouettes` are filled too.
GroupLook groupLook(const Project &project, const Catalog &catalog, const Group &group);
// The frame of a rack-scale NVLink domain (its nodes' bounding box + margin).
QRectF domainFrame(const Project &project, const NvlinkDomain &domain);

// --- Painting -----------------------------------------------------------------------
void drawNode(QPainter *p, const NodeLook &look, double lod, bool selected);
void drawSwitch(QPainter *p, const SwitchLook &look, double lod, bool selected);
void drawLink(QPainter *p, const LinkLook &look, double lod, bool selected);
void drawGroup(QPainter *p, const GroupLook &look, double lod, bool selected); // scene coords
// A collapsed group's big label ("Pod \u00d7 16") and its height in scene units at the
// level of detail `lod` (the zoom): a fifth of the block (14 to 40) as drawn at 100 %,
// grown at small zooms to stay 16 px high on screen - so the name reads in Fit's
// overview of a wide design - but at most 1/2.5 of the block's height and
// 90 % of its width. Drawn while it is at least 2 px high on screen.
QString collapsedLabel(const GroupLook &look);
double collapsedLabelSize(const GroupLook &look, double lod);
void drawDomain(QPainter *p, const QRectF &frame, const QString &label, double lod);
// The legend box with its top-left corner at `topLeft` (device coordinates), its
// entries in `columns` columns; returns its size (legendSize()).
QSizeF drawLegend(QPainter *p, QPointF topLeft, int columns = 1);
QSizeF legendSize(int columns);

// The whole design into `target` (scaled to fit), as the canvas shows it.
void drawDesign(QPainter *p, const Project &project, const Catalog &catalog, const QRectF &target);
// The scene rectangle a project covers.
QRectF designBounds(const Project &project, const Catalog &catalog);

} // namespace fp::render
