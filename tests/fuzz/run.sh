#!/bin/sh
# Runs every libFuzzer target of tests/fuzz for a bounded time (README.md here).
#   tests/fuzz/run.sh BINDIR SECONDS [WORKDIR]
# BINDIR holds the targets (build-fuzz/bin). Each target starts from its checked-in seed
# corpus (tests/fuzz/corpus/<target>, read only) plus what earlier runs in WORKDIR found
# (default: a temporary folder, removed at the end). Prints one line per target: runs,
# runs per second, coverage (edges) and corpus size. Exit 1 when a target found a crash,
# a sanitizer report, a leak or a timeout; the input is kept as WORKDIR/<target>-crash-*
# (and printed) so it can be replayed with: BINDIR/<target> FILE
# FP_FUZZ_TARGETS="fuzz_nccl ..." runs only those.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
BIN=${1:?usage: run.sh BINDIR SECONDS [WORKDIR]}
SECONDS_EACH=${2:?usage: run.sh BINDIR SECONDS [WORKDIR]}
WORK=${3:-}
KEEP=1
if [ -z "$WORK" ]; then
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/fp-fuzz.XXXXXX")
    KEEP=0
fi
mkdir -p "$WORK"
TARGETS=${FP_FUZZ_TARGETS:-fuzz_project_sqlite fuzz_project_json fuzz_nccl fuzz_cli_args fuzz_exchange}
# Inputs up to 64 KiB (the largest seed is 25 KiB); 20 s per input is a hang.
OPTS="-max_total_time=$SECONDS_EACH -timeout=20 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1"
export QT_QPA_PLATFORM=offscreen
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
failed=""
for t in $TARGETS; do
    if [ ! -x "$BIN/$t" ]; then
        echo "fuzz: $BIN/$t is missing (build with -DFP_BUILD_FUZZ=ON)" >&2
        exit 2
    fi
    mkdir -p "$WORK/$t.corpus"
    log="$WORK/$t.log"
    # shellcheck disable=SC2086
    "$BIN/$t" $OPTS -artifact_prefix="$WORK/$t-" "$WORK/$t.corpus" "$HERE/corpus/$t" >"$log" 2>&1
    rc=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
    corp=$(grep -o 'corp: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
    echo "fuzz: $t: ${runs:-?} runs in ${SECONDS_EACH} s (${speed:-?}/s), coverage ${cov:-?} edges, corpus ${corp:-?}, exit $rc"
    if [ "$rc" -ne 0 ]; then
        failed="$failed $t"
        grep -E '^(==[0-9]+==ERROR|SUMMARY|.*runtime error)' "$log" | head -n 5
        ls "$WORK/$t-"* 2>/dev/null
        KEEP=1
    fi
done
if [ "$KEEP" -eq 0 ]; then rm -rf "$WORK"; else echo "fuzz: logs and corpora in $WORK"; fi
if [ -n "$failed" ]; then
    echo "fuzz: FAILED:$failed" >&2
    exit 1
fi
