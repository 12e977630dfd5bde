#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tst_translations: the committed .ts files are complete for the current sources.
#
# Runs lupdate with the sources and options of qt_add_translations (top-level
# CMakeLists.txt) into temporary copies of translations/fabricplanner_{nl,en}.ts and
# fails, listing the messages, when
#   - a Dutch message is unfinished, empty or new (lupdate adds new ones as unfinished);
#   - an English plural message (%n) has no finished singular and plural form;
#   - a Dutch translation drops or adds a placeholder (%1, %n) or an accelerator (&);
#   - a message uses %n but is not a plural message (call tr(text, nullptr, n)), or
#     writes a plural as "plane(s)" without %n;
#   - a file's own tr() helper translates in a context lupdate does not give its
#     messages (they would be extracted and translated, but never found at run time).
# The committed .ts files are never changed. Fix: cmake --build <build> --target
# update_translations, translate, commit (translations/GLOSSARY.md).
#
# Usage: translations_test.sh SOURCE_DIR [LUPDATE]
set -eu

src=${1:?usage: translations_test.sh SOURCE_DIR [LUPDATE]}
lupdate=${2:-/usr/lib/qt6/bin/lupdate}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

cp "$src/translations/fabricplanner_nl.ts" "$src/translations/fabricplanner_en.ts" "$tmp/"
cat >"$tmp/locations.ts" <<'EOF'
<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
</TS>
EOF

# The same sources, include folders and options as qt_add_translations. The include
# folders keep lupdate out of the Boost and Qt headers: it finishes in about a second.
# Every folder of core/, ui/ and app/ (the modules), as the build's GLOB_RECURSE.
# shellcheck disable=SC2046
set -- $(find "$src/core" "$src/ui" "$src/app" -name '*.cpp' -o -name '*.h' | LC_ALL=C sort)
opts="-I $src/core -I $src/ui -I $src/app"
# shellcheck disable=SC2086
if ! "$lupdate" -no-obsolete -locations none $opts "$@" \
    -ts "$tmp/fabricplanner_nl.ts" "$tmp/fabricplanner_en.ts" >"$tmp/lupdate.log" 2>&1; then
    cat "$tmp/lupdate.log"
    echo "FAIL: lupdate failed"
    exit 1
fi
# shellcheck disable=SC2086
"$lupdate" -no-obsolete -locations absolute $opts "$@" -ts "$tmp/locations.ts" \
    >"$tmp/lupdate-locations.log" 2>&1

# One record per <message> (the lupdate .ts format: one element per line, texts may
# span lines). Prints "kind<TAB>context<TAB>detail" lines for every problem.
check_ts() { # $1 = nl|en, $2 = file
    awk -v lang="$1" '
    BEGIN { RS = "</message>" }
    function between(s, op, cl,    i, j) {
        i = index(s, op); if (i == 0) return ""
        s = substr(s, i + length(op)); j = index(s, cl)
        return j == 0 ? "" : substr(s, 1, j - 1)
    }
    function unxml(s) {
        gsub(/&lt;/, "<", s); gsub(/&gt;/, ">", s); gsub(/&quot;/, "\"", s)
        gsub(/&apos;/, "\047", s); gsub(/&amp;/, "\\&", s); return s
    }
    function oneline(s) { gsub(/\n/, "\\n", s); return s }
    function placeholders(s,    out, rest, m) {
        out = ""; rest = s
        while (match(rest, /%L?(n|[1-9][0-9]?)/)) {
            m = substr(rest, RSTART, RLENGTH); sub(/%L/, "%", m)
            if (index(" " out " ", " " m " ") == 0) out = out " " m
            rest = substr(rest, RSTART + RLENGTH)
        }
        return sortwords(out)
    }
    function sortwords(s,    n, a, i, j, t, out) {
        n = split(s, a, " ")
        for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
        out = ""; for (i = 1; i <= n; i++) out = out (out == "" ? "" : " ") a[i]
        return out
    }
    function accel(s) { gsub(/&&/, "", s); return index(s, "&") > 0 }
    function report(kind, detail) { printf "%s\t%s\t%s\n", kind, ctx, oneline(detail); bad++ }
    {
        if (index($0, "<name>") > 0) ctx = between($0, "<name>", "</name>")
        if (index($0, "<message") == 0) next
        src = unxml(between($0, "<source>", "</source>"))
        numerus = index($0, "<message numerus=\"yes\"") > 0
        tr = substr($0, index($0, "<translation"))
        unfinished = index(tr, "type=\"unfinished\"") > 0
        # Translations: the plain text or the numerus forms.
        n = 0; rest = tr
        if (numerus) {
            while ((i = index(rest, "<numerusform>")) > 0) {
                rest = substr(rest, i + 13); forms[++n] = unxml(substr(rest, 1, index(rest, "</numerusform>") - 1))
            }
        } else {
            forms[++n] = unxml(between(tr, ">", "</translation>"))
        }
        if (index(src, "%n") > 0 && !numerus)
            report("NOT-PLURAL", src)
        else if (!numerus && src ~ /[A-Za-z]\((s|es|ies)\)/)
            report("PLURAL-WITHOUT-%n", src)
        if (lang == "en" && !numerus) next
        empty = 0; for (i = 1; i <= n; i++) if (forms[i] == "") empty = 1
        if (unfinished || empty || n == 0) { report(lang == "nl" ? "UNFINISHED" : "EN-PLURAL-UNFINISHED", src); next }
        if (lang != "nl") next
        want = placeholders(src)
        for (i = 1; i <= n; i++) {
            got = placeholders(forms[i])
            # A plural form may leave out %n ("één vlak"), never add or lose others.
            w = want; if (numerus) { sub(/(^| )%n( |$)/, " ", w); sub(/(^| )%n( |$)/, " ", got) }
            gsub(/^ +| +$/, "", w); gsub(/^ +| +$/, "", got); gsub(/  +/, " ", w); gsub(/  +/, " ", got)
            if (w != got) report("PLACEHOLDERS", src " -> " forms[i])
            if (accel(src) != accel(forms[i])) report("ACCELERATOR", src " -> " forms[i])
        }
    }
    END { exit bad > 0 }
    ' "$2"
}

status=0
check_ts nl "$tmp/fabricplanner_nl.ts" >"$tmp/nl.txt" || status=1
check_ts en "$tmp/fabricplanner_en.ts" | grep -v '^NOT-PLURAL\|^PLURAL-WITHOUT' >"$tmp/en.txt" || true
[ -s "$tmp/en.txt" ] && status=1

# tr() helpers: a file-local "QString tr(const char *...)" translating in context C.
# Every context lupdate gives a message of that file must be C or one the file names
# itself (Q_DECLARE_TR_FUNCTIONS(X), translate("X", ...), QT_TRANSLATE_NOOP("X", ...)),
# or a Q_OBJECT class of the file or its header.
awk '
    BEGIN { RS = "</message>" }
    {
        if (match($0, /<name>[^<]*<\/name>/)) ctx = substr($0, RSTART + 6, RLENGTH - 13)
        rest = $0
        while (match(rest, /<location filename="[^"]*"/)) {
            f = substr(rest, RSTART + 20, RLENGTH - 21)
            if (!((f, ctx) in seen)) { seen[f, ctx] = 1; print f "\t" ctx }
            rest = substr(rest, RSTART + RLENGTH)
        }
    }
' "$tmp/locations.ts" >"$tmp/contexts-relative.txt"
# lupdate writes the file names relative to the .ts file.
tab=$(printf '\t')
(cd "$tmp" && while IFS="$tab" read -r f ctx; do
    printf '%s\t%s\n' "$(realpath "$f")" "$ctx"
done) <"$tmp/contexts-relative.txt" >"$tmp/contexts.txt"
: >"$tmp/helpers.txt"
for f in "$@"; do
    [ -f "$f" ] || continue
    helper=$(awk '/^QString tr\(const char \*/ { h = 1 }
                  h && match($0, /translate\("[^"]*"/) { print substr($0, RSTART + 11, RLENGTH - 12); exit }' "$f")
    [ -n "$helper" ] || continue
    header="${f%.cpp}.h"
    [ -f "$header" ] || header=""
    allowed=$(printf '%s\n' "$helper"
        # shellcheck disable=SC2086
        grep -oh 'Q_DECLARE_TR_FUNCTIONS([^)]*)\|translate("[^"]*"\|QT_TRANSLATE_N\?_NOOP("[^"]*"' "$f" $header |
            sed 's/^Q_DECLARE_TR_FUNCTIONS(\(.*\))$/\1/; s/^[^"]*"\([^"]*\)"$/\1/'
        # shellcheck disable=SC2086
        if grep -q Q_OBJECT "$f" $header; then
            grep -oh '^class [A-Za-z_][A-Za-z_0-9]*' "$f" $header | sed 's/^class /fp::/'
        fi)
    contexts=$(awk -F '\t' -v f="$(realpath "$f")" '$1 == f { print $2 }' "$tmp/contexts.txt")
    if ! printf '%s\n' "$contexts" | grep -qxF "$helper"; then
        printf 'CONTEXT\t%s\t%s: its tr() helper translates in "%s", a context lupdate gives none of its messages (%s)\n' \
            "$helper" "${f#"$src"/}" "$helper" "$(printf '%s' "$contexts" | tr '\n' ' ')" >>"$tmp/helpers.txt"
    fi
    printf '%s\n' "$contexts" |
        while read -r ctx; do
            if ! printf '%s\n' "$allowed" | grep -qxF "$ctx"; then
                printf 'CONTEXT\t%s\t%s: its tr() helper translates in "%s", lupdate files its messages under "%s"\n' \
                    "$ctx" "${f#"$src"/}" "$helper" "$ctx"
            fi
        done >>"$tmp/helpers.txt"
done
[ -s "$tmp/helpers.txt" ] && status=1

# One quotation style in Dutch: straight double quotes, as the English sources write
# them ("Aannames en bronnen"); the report mixed in 'Implementatiestappen' and
# ‘...’ (issue 17). Typographic quotes, and a straight single quote that opens a
# quotation of words (after a space or parenthesis, before a capitalised word; the
# catalogue messages quote their lower-case keys that way, as the English), are listed.
awk 'BEGIN { RS = "</message>" }
    {
        i = index($0, "<translation"); if (i == 0) next
        t = substr($0, i); j = index(t, ">"); t = substr(t, j + 1)
        k = index(t, "</translation>"); if (k > 0) t = substr(t, 1, k - 1)
        bad = index(t, "\342\200\230") || index(t, "\342\200\231") || index(t, "\342\200\234") ||
              index(t, "\342\200\235") || index(t, "\342\200\236") ||
              match(t, /[ (]&apos;[A-Z][a-z]/)
        if (bad) {
            s = $0; i = index(s, "<source>"); s = substr(s, i + 8)
            print "QUOTES\tnl\t" substr(s, 1, 80)
        }
    }' "$src/translations/fabricplanner_nl.ts" >"$tmp/quotes.txt"
[ -s "$tmp/quotes.txt" ] && status=1

total=$(grep -c '<message' "$tmp/fabricplanner_nl.ts" || true)
if [ "$status" -ne 0 ]; then
    echo "Translations are not complete for the current sources ($total messages):"
    cat "$tmp/nl.txt" "$tmp/en.txt" "$tmp/helpers.txt" "$tmp/quotes.txt" | sort | sed 's/^/  /'
    echo "Fix: cmake --build <build> --target update_translations; translate every message"
    echo "listed in translations/fabricplanner_nl.ts (and the English plural forms in"
    echo "translations/fabricplanner_en.ts) following translations/GLOSSARY.md; commit the .ts files."
    exit 1
fi
echo "PASS: $total messages, Dutch complete, English plural forms complete"
