// SPDX-License-Identifier: GPL-3.0-or-later
#include "exchange/diagrams.h"

#include "render/designrenderer.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPainter>
#include <QSvgGenerator>
#include <QXmlStreamWriter>

#include <cmath>

namespace fp::exchange {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("fp::exchange", text);
}

} // namespace

QByteArray designToSvg(const Project &project, const Catalog &catalog)
{
    constexpr double kMargin = 20.0;
    const QRectF bounds = render::designBounds(project, catalog).adjusted(-20, -20, 20, 20);
    const QSizeF legend = render::legendSize(2);
    const double width = std::max(bounds.width(), legend.width()) + 2 * kMargin;
    const double height = bounds.height() + legend.height() + 3 * kMargin;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(int(std::ceil(width)), int(std::ceil(height))));
    svg.setViewBox(QRectF(0, 0, std::ceil(width), std::ceil(height)));
    svg.setTitle(project.info.name.isEmpty() ? tr("FabricPlanner design") : project.info.name);
    svg.setDescription(tr("Drawn by FabricPlanner"));
    QPainter p(&svg);
    p.fillRect(QRectF(0, 0, width, height), Qt::white);
    render::drawLegend(&p, QPointF(kMargin, kMargin), 2);
    const QRectF target(kMargin, legend.height() + 2 * kMargin, bounds.width(), bounds.height());
    render::drawDesign(&p, project, catalog, target);
    p.end();
    return bytes;
}

namespace {

QString hex(const QColor &c)
{
    return c.name(QColor::HexRgb);
}

QString cellId(char kind, Id id)
{
    return QStringLiteral("%1%2").arg(QLatin1Char(kind)).arg(id);
}

// An mxCell vertex with its geometry; `parentPos` is the container's top-left corner
// (child geometry is relative to its container).
void writeVertex(QXmlStreamWriter &w, const QString &id, const QString &label, const QString &style,
                 const QString &parent, const QRectF &r)
{
    w.writeStartElement(QStringLiteral("mxCell"));
    w.writeAttribute(QStringLiteral("id"), id);
    w.writeAttribute(QStringLiteral("value"), label);
    w.writeAttribute(QStringLiteral("style"), style);
    w.writeAttribute(QStringLiteral("vertex"), QStringLiteral("1"));
    w.writeAttribute(QStringLiteral("parent"), parent);
    w.writeStartElement(QStringLiteral("mxGeometry"));
    w.writeAttribute(QStringLiteral("x"), QString::number(r.x()));
    w.writeAttribute(QStringLiteral("y"), QString::number(r.y()));
    w.writeAttribute(QStringLiteral("width"), QString::number(r.width()));
    w.writeAttribute(QStringLiteral("height"), QString::number(r.height()));
    w.writeAttribute(QStringLiteral("as"), QStringLiteral("geometry"));
    w.writeEndElement();
    w.writeEndElement();
}

// Groups as containers: collapsed to their header as on the canvas, the full frame
// kept as the bounds draw.io restores on expanding (alternateBounds).
void writeGroups(QXmlStreamWriter &w, const Project &project, const Catalog &catalog)
{
    for (const Group &g : project.groups) {
        const render::GroupLook look = render::groupLook(project, catalog, g);
        const QRectF frame = look.frame;
        const QRectF shown =
            g.collapsed ? QRectF(frame.topLeft(), QSizeF(frame.width(), 60)) : frame;
        w.writeStartElement(QStringLiteral("mxCell"));
        w.writeAttribute(QStringLiteral("id"), cellId('g', g.id));
        w.writeAttribute(
            QStringLiteral("value"),
            QStringLiteral("%1 \u00d7 %2 (%3)").arg(g.name).arg(g.repeat).arg(look.summary));
        w.writeAttribute(QStringLiteral("style"),
                         QStringLiteral("swimlane;container=1;collapsible=1;startSize=%1;"
                                        "fillColor=#f4f6f8;strokeColor=#5b6670;")
                             .arg(render::kGroupHeader));
        w.writeAttribute(QStringLiteral("vertex"), QStringLiteral("1"));
        if (g.collapsed)
            w.writeAttribute(QStringLiteral("collapsed"), QStringLiteral("1"));
        w.writeAttribute(QStringLiteral("parent"), QStringLiteral("1"));
        w.writeStartElement(QStringLiteral("mxGeometry"));
        w.writeAttribute(QStringLiteral("x"), QString::number(shown.x()));
        w.writeAttribute(QStringLiteral("y"), QString::number(shown.y()));
        w.writeAttribute(QStringLiteral("width"), QString::number(shown.width()));
        w.writeAttribute(QStringLiteral("height"), QString::number(shown.height()));
        w.writeAttribute(QStringLiteral("as"), QStringLiteral("geometry"));
        w.writeEmptyElement(QStringLiteral("mxRectangle"));
        w.writeAttribute(QStringLiteral("x"), QString::number(frame.x()));
        w.writeAttribute(QStringLiteral("y"), QString::number(frame.y()));
        w.writeAttribute(QStringLiteral("width"), QString::number(frame.width()));
        w.writeAttribute(QStringLiteral("height"),
                         QString::number(g.collapsed ? frame.height() : 60));
        w.writeAttribute(QStringLiteral("as"), QStringLiteral("alternateBounds"));
        w.writeEndElement();
        w.writeEndElement();
    }
}

// Where a member sits: its container and its rectangle relative to it.
QPair<QString, QRectF> placeIn(const Project &project, const Catalog &catalog, Id groupId, QRectF r)
{
    const Group *g = project.group(groupId);
    if (!g)
        return {QStringLiteral("1"), r};
    const QRectF frame = render::groupLook(project, catalog, *g).frame;
    return {cellId('g', g->id), r.translated(-frame.topLeft())};
}

void writeObjects(QXmlStreamWriter &w, const Project &project, const Catalog &catalog)
{
    const render::DesignIndex index(project, catalog);
    for (const Node &n : project.nodes) {
        const render::NodeLook look = render::nodeLook(project, catalog, index, n);
        const auto [parent, r] =
            placeIn(project, catalog, n.groupId, render::nodeRect().translated(n.pos));
        const QString label =
            QStringLiteral("%1\n%2\n%3 GPU").arg(look.name, look.typeName).arg(look.gpus);
        writeVertex(
            w, cellId('n', n.id), label,
            QStringLiteral("rounded=1;whiteSpace=wrap;html=0;fillColor=#ffffff;strokeColor=%1;")
                .arg(hex(render::technologyColor(index.nodeTechnology(n.id)))),
            parent, r);
    }
    for (const Switch &s : project.switches) {
        const render::SwitchLook look = render::switchLook(catalog, index, s);
        const auto [parent, r] =
            placeIn(project, catalog, s.groupId, render::switchRect().translated(s.pos));
        writeVertex(
            w, cellId('s', s.id), QStringLiteral("%1\n%2").arg(look.name, look.typeName),
            QStringLiteral("rounded=0;whiteSpace=wrap;html=0;fillColor=%1;strokeColor=%2;")
                .arg(hex(render::roleFill(s.role)), hex(render::technologyColor(look.technology))),
            parent, r);
    }
}

QString endCell(const Project &project, Id objectId)
{
    return project.node(objectId) ? cellId('n', objectId) : cellId('s', objectId);
}

void writeLinks(QXmlStreamWriter &w, const Project &project)
{
    for (const Link &l : project.links) {
        const Fabric *f = project.fabric(l.fabricId);
        const Technology t = f ? f->technology : Technology::InfiniBand;
        w.writeStartElement(QStringLiteral("mxCell"));
        w.writeAttribute(QStringLiteral("id"), cellId('l', l.id));
        w.writeAttribute(QStringLiteral("value"),
                         l.bundle > 1
                             ? QStringLiteral("%1 \u00d7 %2G").arg(l.bundle).arg(l.gbitPerS)
                             : QStringLiteral("%1G").arg(l.gbitPerS));
        w.writeAttribute(QStringLiteral("style"),
                         QStringLiteral("endArrow=none;html=0;strokeColor=%1;fontSize=9;")
                             .arg(hex(render::technologyColor(t))));
        w.writeAttribute(QStringLiteral("edge"), QStringLiteral("1"));
        w.writeAttribute(QStringLiteral("parent"), QStringLiteral("1"));
        w.writeAttribute(QStringLiteral("source"), endCell(project, l.a.objectId));
        w.writeAttribute(QStringLiteral("target"), endCell(project, l.b.objectId));
        w.writeEmptyElement(QStringLiteral("mxGeometry"));
        w.writeAttribute(QStringLiteral("relative"), QStringLiteral("1"));
        w.writeAttribute(QStringLiteral("as"), QStringLiteral("geometry"));
        w.writeEndElement();
    }
}

} // namespace

// draw.io's file format: an <mxfile> holding <diagram>s, each an uncompressed
// <mxGraphModel> whose <root> lists mxCells; cells 0 and 1 are the root and the default
// layer (www.drawio.com/doc/faq/save-file-formats, jgraph.github.io/mxgraph).
QByteArray designToDrawio(const Project &project, const Catalog &catalog)
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("mxfile"));
    w.writeAttribute(QStringLiteral("host"), QStringLiteral("FabricPlanner"));
    w.writeStartElement(QStringLiteral("diagram"));
    w.writeAttribute(QStringLiteral("id"), QStringLiteral("design"));
    w.writeAttribute(QStringLiteral("name"),
                     project.info.name.isEmpty() ? tr("FabricPlanner design") : project.info.name);
    w.writeStartElement(QStringLiteral("mxGraphModel"));
    w.writeAttribute(QStringLiteral("grid"), QStringLiteral("1"));
    w.writeAttribute(QStringLiteral("gridSize"), QString::number(render::kGrid));
    w.writeStartElement(QStringLiteral("root"));
    w.writeEmptyElement(QStringLiteral("mxCell"));
    w.writeAttribute(QStringLiteral("id"), QStringLiteral("0"));
    w.writeEmptyElement(QStringLiteral("mxCell"));
    w.writeAttribute(QStringLiteral("id"), QStringLiteral("1"));
    w.writeAttribute(QStringLiteral("parent"), QStringLiteral("0"));
    writeGroups(w, project, catalog);
    writeObjects(w, project, catalog);
    writeLinks(w, project);
    w.writeEndDocument();
    return out;
}

} // namespace fp::exchange
