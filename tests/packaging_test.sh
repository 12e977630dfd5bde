#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tst_packaging: build the Debian package with CPack, unpack it into a temporary root
# (dpkg -x, no root rights needed) and check what a user's system will see: the desktop
# entry and the AppStream metainfo validate, the MIME type is registered for
# *.fabricplan, the icons and man page are there, and the installed CLI runs from there.
#
#   tests/packaging_test.sh BUILD_DIR VERSION
#
# Registered in tests/CMakeLists.txt (label "packaging", only with FP_BUILD_GUI); ctest
# runs it after the build. Needs dpkg-dev (dpkg-shlibdeps), desktop-file-utils, appstream,
# shared-mime-info, man-db or groff, sqlite3 and file: all in quickstart.sh's PACKAGES.
set -eu

BUILD=${1:?usage: packaging_test.sh BUILD_DIR VERSION}
VERSION=${2:?usage: packaging_test.sh BUILD_DIR VERSION}
APP_ID=nl.fabricplanner.FabricPlanner
MIME_TYPE=application/x-fabricplanner-project

failures=0
pass() { printf 'PASS   %s\n' "$*"; }
fail() { printf 'FAIL!  %s\n' "$*"; failures=$((failures + 1)); }
skip() { printf 'SKIP   %s\n' "$*"; }
need() { command -v "$1" >/dev/null 2>&1 || { echo "FAIL!  $1 not found (install $2)"; exit 1; }; }
check() { # check DESCRIPTION COMMAND...: run the command, pass or fail with its output
    what=$1
    shift
    if out=$("$@" 2>&1); then
        pass "$what"
    else
        fail "$what"
        printf '%s\n' "$out" | sed 's/^/       /'
    fi
}

CPACK=${CPACK:-cpack}
need "$CPACK" cmake
need dpkg-shlibdeps dpkg-dev
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
need sqlite3 sqlite3
need file file

for exe in fabricplanner fabricplanner-cli; do
    [ -x "$BUILD/bin/$exe" ] || { echo "FAIL!  $BUILD/bin/$exe is missing: build first"; exit 1; }
done

TMP=$(mktemp -d "${TMPDIR:-/tmp}/fp-packaging.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM
ROOT=$TMP/root
XDG_RUNTIME_DIR=$TMP/xdg-runtime
mkdir -m 0700 "$XDG_RUNTIME_DIR"
export XDG_RUNTIME_DIR

# --- 1. build the package ------------------------------------------------------------------
if ! (cd "$BUILD" && "$CPACK" -G DEB --config "$BUILD/CPackConfig.cmake" -B "$TMP/out") \
        >"$TMP/cpack.log" 2>&1; then
    cat "$TMP/cpack.log"
    echo "FAIL!  cpack -G DEB"
    exit 1
fi
DEB=$(ls "$TMP"/out/fabricplanner_*.deb)
pass "cpack -G DEB: $(basename "$DEB") ($(du -k "$DEB" | cut -f1) KiB)"
case $(basename "$DEB") in
fabricplanner_"$VERSION"-*) pass "package version is $VERSION" ;;
*) fail "package file name $(basename "$DEB") does not carry version $VERSION" ;;
esac

dpkg-deb --field "$DEB" Depends >"$TMP/depends"
for dep in libqt6core6 libqt6widgets6 libqt6sql6 libc6 libqt6sql6-sqlite libqt6svg6 qt6-qpa-plugins; do
    if grep -q "\\b$dep\\b" "$TMP/depends"; then pass "Depends names $dep"; else fail "Depends lacks $dep: $(cat "$TMP/depends")"; fi
done
if dpkg-deb --contents "$DEB" | awk '{print $6}' | grep -v '^\./usr/' | grep -v '^\./$' | grep -q .; then
    fail "files outside /usr: $(dpkg-deb --contents "$DEB" | awk '{print $6}' | grep -v '^\./usr/' | grep -v '^\./$' | tr '\n' ' ')"
else
    pass "every file is under /usr"
fi

dpkg -x "$DEB" "$ROOT"
echo "Installed files:"
(cd "$ROOT" && find . -type f -o -type l | sort | sed 's/^\./       /')

# --- 2. desktop entry, metainfo -------------------------------------------------------------
DESKTOP=$ROOT/usr/share/applications/$APP_ID.desktop
METAINFO=$ROOT/usr/share/metainfo/$APP_ID.metainfo.xml
check "desktop-file-validate $APP_ID.desktop" desktop-file-validate "$DESKTOP"
for key in "Exec=fabricplanner %f" "MimeType=$MIME_TYPE;" "Icon=$APP_ID" "Name[nl]=" "Comment[nl]="; do
    if grep -q -F -- "$key" "$DESKTOP"; then pass "desktop entry has $key"; else fail "desktop entry lacks $key"; fi
done
check "appstreamcli validate --no-net $APP_ID.metainfo.xml" appstreamcli validate --no-net "$METAINFO"
if grep -q "<release version=\"$VERSION\"" "$METAINFO"; then pass "metainfo release $VERSION"; else fail "metainfo has no release $VERSION"; fi

# --- 3. MIME type ---------------------------------------------------------------------------
MIME_XML=$ROOT/usr/share/mime/packages/fabricplanner.xml
if [ -f "$MIME_XML" ] && grep -q "type=\"$MIME_TYPE\"" "$MIME_XML" && grep -q 'pattern="\*\.fabricplan"' "$MIME_XML"; then
    pass "usr/share/mime/packages/fabricplanner.xml declares $MIME_TYPE for *.fabricplan"
else
    fail "MIME XML missing or without $MIME_TYPE / *.fabricplan"
fi
if command -v update-mime-database >/dev/null 2>&1; then
    check "update-mime-database" update-mime-database "$ROOT/usr/share/mime"
    if grep -q "^[0-9]*:$MIME_TYPE:\*\.fabricplan" "$ROOT/usr/share/mime/globs2"; then
        pass "globs2 maps *.fabricplan to $MIME_TYPE"
    else
        fail "globs2 lacks $MIME_TYPE: $(cat "$ROOT/usr/share/mime/globs2" 2>/dev/null)"
    fi
    # The magic (SQLite header + our application id) recognises a project without the
    # extension, and leaves other SQLite databases alone.
    if command -v gio >/dev/null 2>&1; then
        sqlite3 "$TMP/renamed-project" 'PRAGMA application_id = 1179675758; CREATE TABLE t(a);'
        sqlite3 "$TMP/other-database" 'CREATE TABLE t(a);'
        for f in renamed-project other-database; do
            XDG_DATA_HOME=$ROOT/usr/share XDG_DATA_DIRS=/usr/share \
                gio info -a standard::content-type "$TMP/$f" 2>/dev/null |
                sed -n 's/^ *standard::content-type: //p' >"$TMP/$f.type"
        done
        if [ "$(cat "$TMP/renamed-project.type")" = "$MIME_TYPE" ]; then
            pass "magic: an SQLite file with our application id is $MIME_TYPE"
        else
            fail "magic: a project without extension is $(cat "$TMP/renamed-project.type")"
        fi
        if [ "$(cat "$TMP/other-database.type")" != "$MIME_TYPE" ]; then
            pass "magic: another SQLite database is $(cat "$TMP/other-database.type")"
        else
            fail "magic: any SQLite database is taken for a project"
        fi
    else
        skip "gio not installed (libglib2.0-bin): magic not checked"
    fi
else
    skip "update-mime-database not installed (shared-mime-info)"
fi

# --- 4. icons -------------------------------------------------------------------------------
ICONS=$ROOT/usr/share/icons/hicolor
for ctx in apps mimetypes; do
    name=$APP_ID
    [ $ctx = mimetypes ] && name=application-x-fabricplanner-project
    if [ -f "$ICONS/scalable/$ctx/$name.svg" ]; then pass "scalable/$ctx/$name.svg"; else fail "scalable/$ctx/$name.svg missing"; fi
    for s in 16 32 48 64 128 256; do
        png=$ICONS/${s}x${s}/$ctx/$name.png
        if [ -f "$png" ] && file "$png" | grep -q "PNG image data, $s x $s"; then
            pass "${s}x${s}/$ctx/$name.png is a $s x $s PNG"
        else
            fail "${s}x${s}/$ctx/$name.png missing or wrong: $(file "$png" 2>&1)"
        fi
    done
done

# --- 5. man page ----------------------------------------------------------------------------
MAN=$ROOT/usr/share/man/man1/fabricplanner-cli.1.gz
if [ -f "$MAN" ]; then
    if command -v man >/dev/null 2>&1; then
        rendered=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$MAN" 2>"$TMP/man.err") || fail "man -l failed"
        renderer="man -l"
    elif command -v groff >/dev/null 2>&1; then
        rendered=$(gzip -dc "$MAN" | LC_ALL=C.UTF-8 groff -man -Tutf8 -ww 2>"$TMP/man.err") || fail "groff failed"
        renderer="groff -man"
    else
        rendered=""
        renderer=""
        skip "neither man nor groff installed"
    fi
    if [ -n "$renderer" ]; then
        if [ -s "$TMP/man.err" ]; then fail "$renderer warns: $(cat "$TMP/man.err")"; else pass "$renderer renders the man page without warnings"; fi
        for word in NAME SYNOPSIS "EXIT STATUS" generate evaluate explore report import-nccl export catalog --lang --oversubscription; do
            if printf '%s' "$rendered" | grep -q -- "$word"; then :; else fail "man page lacks \"$word\""; fi
        done
        pass "man page names every command"
    fi
else
    fail "usr/share/man/man1/fabricplanner-cli.1.gz missing"
fi

# --- 6. examples, licence -------------------------------------------------------------------
n=0
for ex in "$ROOT"/usr/share/fabricplanner/examples/*.fabricplan; do
    [ -f "$ex" ] || continue
    n=$((n + 1))
    id=$(sqlite3 "file:$ex?mode=ro" 'PRAGMA application_id;' 2>&1)
    if [ "$id" = 1179675758 ]; then pass "$(basename "$ex") is a FabricPlanner project"; else fail "$(basename "$ex"): application_id $id"; fi
done
[ $n -gt 0 ] || fail "no example projects under usr/share/fabricplanner/examples"
if grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
        "$ROOT/usr/share/doc/fabricplanner/copyright" 2>/dev/null; then
    pass "usr/share/doc/fabricplanner/copyright (machine-readable)"
else
    fail "usr/share/doc/fabricplanner/copyright missing or not machine-readable"
fi

# --- 7. the installed programs run from the temporary root ----------------------------------
CLI=$ROOT/usr/bin/fabricplanner-cli
out=$(QT_QPA_PLATFORM=offscreen "$CLI" --version 2>&1) || true
if [ "$out" = "fabricplanner-cli $VERSION" ]; then pass "installed CLI --version: $out"; else fail "installed CLI --version: $out"; fi
if QT_QPA_PLATFORM=offscreen "$CLI" generate --gpus 64 --json --lang en >"$TMP/gen.json" 2>"$TMP/gen.err" &&
        grep -q '"gpus": *64[,}]' "$TMP/gen.json" && grep -q '"switches_per_tier": *\[' "$TMP/gen.json"; then
    pass "installed CLI generate --gpus 64 --json: $(cat "$TMP/gen.json")"
else
    fail "installed CLI generate --gpus 64 --json: $(cat "$TMP/gen.json" "$TMP/gen.err")"
fi
out=$(QT_QPA_PLATFORM=offscreen "$ROOT/usr/bin/fabricplanner" --version 2>&1) || true
case $out in
*"$VERSION"*) pass "installed GUI --version: $out" ;;
*) fail "installed GUI --version: $out" ;;
esac

if [ $failures -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "All packaging checks passed"
