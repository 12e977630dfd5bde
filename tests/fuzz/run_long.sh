#!/bin/sh
# The long fuzzing campaign, beside the CI run: every libFuzzer target for an hour (or
# FP_FUZZ_SECONDS), one after the other, keeping the corpora it grows in WORKDIR.
#   tests/fuzz/run_long.sh [BUILDDIR] [WORKDIR]
# BUILDDIR (default build-fuzz) is configured and built here with clang if needed.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$ROOT/build-fuzz}
WORK=${2:-$ROOT/build-fuzz-work}
if [ ! -x "$BUILD/bin/fuzz_cli_args" ]; then
    cmake -S "$ROOT" -B "$BUILD" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
        -DCMAKE_CXX_FLAGS=-O1 -DFP_BUILD_FUZZ=ON -DFP_BUILD_GUI=OFF -DFP_BUILD_TESTS=OFF >/dev/null
    cmake --build "$BUILD" -j"$(nproc 2>/dev/null || echo 2)" --target fuzz_all
fi
exec sh "$ROOT/tests/fuzz/run.sh" "$BUILD/bin" "${FP_FUZZ_SECONDS:-3600}" "$WORK"
