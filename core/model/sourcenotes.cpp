// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/sourcenotes.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

namespace fp {

namespace {

// The Dutch table, read once from the resource (thread-safe: a function-local static).
const QHash<QString, QString> &dutchNotes()
{
    static const QHash<QString, QString> table = [] {
        QHash<QString, QString> out;
        QFile file(QStringLiteral(":/catalog/catalog_sources_nl.json"));
        if (!file.open(QIODevice::ReadOnly))
            return out;
        const QJsonObject notes = QJsonDocument::fromJson(file.readAll())
                                      .object()
                                      .value(QLatin1String("notes"))
                                      .toObject();
        for (auto it = notes.begin(); it != notes.end(); ++it)
            out.insert(it.key(), it.value().toString());
        return out;
    }();
    return table;
}

} // namespace

QString sourceNoteIn(const QString &note, const QString &lang)
{
    if (lang != QLatin1String("nl"))
        return note;
    const auto it = dutchNotes().constFind(note);
    return it == dutchNotes().constEnd() || it->isEmpty() ? note : *it;
}

QStringList dutchSourceNoteKeys()
{
    return dutchNotes().keys();
}

} // namespace fp
