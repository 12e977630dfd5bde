#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tst_lintian: build the Debian package with CPack and run lintian on it: no error and no
# warning (issue 19 point 6). Skipped (exit 77) when lintian is not installed
# (quickstart.sh's PACKAGES has it). About 40 s with CPack on the shared 2-core machine
# (10 s of CPU); tags of level info (hardening-no-bindnow, ...) are shown and pass.
#
#   tests/lintian_test.sh BUILD_DIR
set -eu

BUILD=${1:?usage: lintian_test.sh BUILD_DIR}
CPACK=${CPACK:-cpack}
if ! command -v lintian >/dev/null 2>&1; then
    echo "SKIP: lintian is not installed (apt-get install lintian); the package is not checked"
    exit 77
fi
for exe in fabricplanner fabricplanner-cli; do
    [ -x "$BUILD/bin/$exe" ] || { echo "FAIL: $BUILD/bin/$exe is missing: build first"; exit 1; }
done

TMP=$(mktemp -d "${TMPDIR:-/tmp}/fp-lintian.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM
if ! (cd "$BUILD" && "$CPACK" -G DEB --config "$BUILD/CPackConfig.cmake" -B "$TMP/out") \
        >"$TMP/cpack.log" 2>&1; then
    cat "$TMP/cpack.log"
    echo "FAIL: cpack -G DEB"
    exit 1
fi
DEB=$(ls "$TMP"/out/fabricplanner_*.deb)
# Errors and warnings fail; info and pedantic tags are shown but pass. lintian's own
# exit status says whether a tag at --fail-on level was emitted.
if lintian --fail-on error,warning --display-info "$DEB" >"$TMP/lintian.log" 2>&1; then
    cat "$TMP/lintian.log"
    echo "PASS: lintian reports no error and no warning on $(basename "$DEB")"
else
    cat "$TMP/lintian.log"
    echo "FAIL: lintian on $(basename "$DEB")"
    exit 1
fi
