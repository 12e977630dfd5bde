// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/sourcenotes.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

namespace fp {

namespace {

// One table of the Dutch file ("notes" or "names"), read once from the resource
// (thread-safe: function-local statics).
QHash<QString, QString> readDutchTable(const char *key)
{
    QHash<QString, QString> out;
    QFile file(QStringLiteral(":/catalog/catalog_sources_nl.json"));
    if (!file.open(QIODevice::ReadOnly))
        return out;
    const QJsonObject table =
        QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String(key)).toObject();
    for (auto it = table.begin(); it != table.end(); ++it)
        out.insert(it.key(), it.value().toString());
    return out;
}

const QHash<QString, QString> &dutchNotes()
{
    static const QHash<QString, QString> table = readDutchTable("notes");
    return table;
}

const QHash<QString, QString> &dutchNames()
{
    static const QHash<QString, QString> table = readDutchTable("names");
    return table;
}

} // namespace

QString sourceNoteIn(const QString &note, const QString &lang)
{
    if (lang != QLatin1String("nl"))
        return note;
    const auto it = dutchNotes().constFind(note);
    if (it != dutchNotes().constEnd() && !it->isEmpty())
        return *it;
    // A shipped note with a suffix of a project's own ("... [x 1.333: id = 0.2]", a
    // figure derived again from an overridden assumption, catalog.cpp rederive()).
    const qsizetype cut = note.lastIndexOf(QLatin1String(" [x "));
    if (cut > 0 && note.endsWith(QLatin1Char(']'))) {
        const auto head = dutchNotes().constFind(note.left(cut));
        if (head != dutchNotes().constEnd() && !head->isEmpty())
            return *head + note.mid(cut);
    }
    return note;
}

QString partNameIn(const QString &name, const QString &lang)
{
    if (lang != QLatin1String("nl"))
        return name;
    const auto it = dutchNames().constFind(name);
    return it != dutchNames().constEnd() && !it->isEmpty() ? *it : name;
}

QStringList dutchPartNameKeys()
{
    return dutchNames().keys();
}

QStringList dutchSourceNoteKeys()
{
    return dutchNotes().keys();
}

} // namespace fp
