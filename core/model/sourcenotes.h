// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped catalog's source notes in the reader's language. The catalog
// (resources/catalog.json) writes every note in English; resources/catalog_sources_nl.json
// holds the Dutch text of each, the citation itself kept (document titles, addresses,
// part numbers). A note with no entry (a user's own figure, a note of an own catalog file)
// is returned as written.
#pragma once

#include <QString>
#include <QStringList>

namespace fp {

// `note` in language `lang` ("en" | "nl"): the Dutch text for "nl" when the table has
// one, else `note` unchanged.
QString sourceNoteIn(const QString &note, const QString &lang);

// A shipped part's name (catalog "name") in `lang`: the Dutch name for "nl" when the
// table's "names" has one (the words that describe the part; product names and part
// numbers kept), else `name` unchanged.
QString partNameIn(const QString &name, const QString &lang);

// The English part names the Dutch table holds (for the test that each is a shipped name).
QStringList dutchPartNameKeys();

// The English notes the Dutch table holds (for the test that every shipped note has
// its Dutch text).
QStringList dutchSourceNoteKeys();

} // namespace fp
