// SPDX-License-Identifier: GPL-3.0-or-later
#include "topology/graphml.h"

#include <QXmlStreamWriter>

namespace fp {

QByteArray expandedGraphToGraphml(const Project &project, const ExpandedGraph &g)
{
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("graphml"));
    w.writeDefaultNamespace(QStringLiteral("http://graphml.graphdrawing.org/xmlns"));
    struct Key {
        const char *id;
        const char *forWhat;
        const char *type;
    };
    // GraphML primer (graphml.graphdrawing.org): typed keys for node and edge data.
    const Key keys[] = {
        {"kind", "node", "string"},   {"label", "node", "string"},
        {"model_id", "node", "long"}, {"instance", "node", "int"},
        {"tier", "node", "int"},      {"plane", "node", "int"},
        {"gpus", "node", "int"},      {"capacity_gbit_s", "edge", "double"},
        {"bundle", "edge", "int"},    {"gbit_per_s", "edge", "double"},
        {"link_id", "edge", "long"},
    };
    for (const Key &k : keys) {
        w.writeStartElement(QStringLiteral("key"));
        w.writeAttribute(QStringLiteral("id"), QString::fromLatin1(k.id));
        w.writeAttribute(QStringLiteral("for"), QString::fromLatin1(k.forWhat));
        w.writeAttribute(QStringLiteral("attr.name"), QString::fromLatin1(k.id));
        w.writeAttribute(QStringLiteral("attr.type"), QString::fromLatin1(k.type));
        w.writeEndElement();
    }
    w.writeStartElement(QStringLiteral("graph"));
    w.writeAttribute(QStringLiteral("id"), QStringLiteral("fabric"));
    w.writeAttribute(QStringLiteral("edgedefault"), QStringLiteral("undirected"));
    auto data = [&w](const char *key, const QString &value) {
        w.writeStartElement(QStringLiteral("data"));
        w.writeAttribute(QStringLiteral("key"), QString::fromLatin1(key));
        w.writeCharacters(value);
        w.writeEndElement();
    };
    for (int v = 0; v < g.vertexCount(); ++v) {
        const bool isNode = g.kind[size_t(v)] == ExpandedGraph::Kind::Node;
        QString name;
        if (isNode) {
            const Node *n = project.node(g.modelId[size_t(v)]);
            name = n ? n->name : QString();
        } else {
            const Switch *s = project.switchById(g.modelId[size_t(v)]);
            name = s ? s->name : QString();
        }
        if (g.instance[size_t(v)] > 0 || (name.isEmpty()))
            name = QStringLiteral("%1#%2").arg(name).arg(g.instance[size_t(v)]);
        w.writeStartElement(QStringLiteral("node"));
        w.writeAttribute(QStringLiteral("id"), QStringLiteral("v%1").arg(v));
        data("kind", isNode ? QStringLiteral("node") : QStringLiteral("switch"));
        data("label", name);
        data("model_id", QString::number(g.modelId[size_t(v)]));
        data("instance", QString::number(g.instance[size_t(v)]));
        data("tier", QString::number(g.tier[size_t(v)]));
        data("plane", QString::number(g.plane[size_t(v)]));
        data("gpus", QString::number(g.gpus[size_t(v)]));
        w.writeEndElement();
    }
    for (int e = 0; e < g.edgeCount(); ++e) {
        w.writeStartElement(QStringLiteral("edge"));
        w.writeAttribute(QStringLiteral("id"), QStringLiteral("e%1").arg(e));
        w.writeAttribute(QStringLiteral("source"),
                         QStringLiteral("v%1").arg(g.edgeFrom[size_t(e)]));
        w.writeAttribute(QStringLiteral("target"), QStringLiteral("v%1").arg(g.edgeTo[size_t(e)]));
        data("capacity_gbit_s", QString::number(g.capacityGbitPerS(e), 'g', 17));
        data("bundle", QString::number(g.bundle[size_t(e)]));
        data("gbit_per_s", QString::number(g.gbitPerS[size_t(e)], 'g', 17));
        data("link_id", QString::number(g.linkId[size_t(e)]));
        w.writeEndElement();
    }
    w.writeEndElement(); // graph
    w.writeEndElement(); // graphml
    w.writeEndDocument();
    return out;
}

} // namespace fp
