#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every C++ file of the repository is clang-formatted (.clang-format).
#   format_test.sh SRC CLANG_FORMAT
# Exits 77 (ctest: skipped) when clang-format is not installed.
set -eu
src=$1
cf=${2:-clang-format}
command -v "$cf" >/dev/null 2>&1 || { echo "SKIP: $cf not installed"; exit 77; }
cd "$src"
bad=$(find core ui app tests -name '*.cpp' -o -name '*.h' | LC_ALL=C sort | while read -r f; do
    "$cf" --dry-run --Werror "$f" >/dev/null 2>&1 || echo "$f"
done)
if [ -n "$bad" ]; then
    echo "Not clang-formatted (run clang-format -i on them):"
    echo "$bad"
    exit 1
fi
echo "format: every C++ file is clang-formatted"
