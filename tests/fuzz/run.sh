#!/bin/sh
# Runs every libFuzzer target of tests/fuzz for a bounded time (README.md here).
#   tests/fuzz/run.sh BINDIR SECONDS [WORKDIR]
# BINDIR holds the targets (build-fuzz/bin). Each target starts from its checked-in seed
# corpus (tests/fuzz/corpus/<target>, read only) plus what earlier runs in WORKDIR found
# (default: a temporary folder, removed at the end). Prints one line per target: runs,
# runs per second, coverage (edges) and corpus size. Exit 1 when a target found a crash,
# a sanitizer report, a leak or a timeout; the input is kept as WORKDIR/<target>-crash-*
# (and printed) so it can be replayed with: BINDIR/<target> FILE
# FP_FUZZ_TARGETS="fuzz_nccl ..." runs only those; FP_FUZZ_JOBS=N runs N at a time.
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
# Targets run FP_FUZZ_JOBS at a time (default: the processors), each for SECONDS each.
JOBS=${FP_FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
for t in $TARGETS; do
    if [ ! -x "$BIN/$t" ]; then
        echo "fuzz: $BIN/$t is missing (build with -DFP_BUILD_FUZZ=ON)" >&2
        exit 2
    fi
done

# Fuzzes target $1 into $WORK/$1.log; its exit code into $WORK/$1.rc.
fuzz_one() {
    mkdir -p "$WORK/$1.corpus"
    # shellcheck disable=SC2086
    "$BIN/$1" $OPTS -artifact_prefix="$WORK/$1-" "$WORK/$1.corpus" "$HERE/corpus/$1" \
        >"$WORK/$1.log" 2>&1
    echo $? >"$WORK/$1.rc"
}

# Prints target $1's line; adds it to $failed when it found something.
report_one() {
    log="$WORK/$1.log"
    rc=$(cat "$WORK/$1.rc")
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
    corp=$(grep -o 'corp: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
    echo "fuzz: $1: ${runs:-?} runs in ${SECONDS_EACH} s (${speed:-?}/s), coverage ${cov:-?} edges, corpus ${corp:-?}, exit $rc"
    if [ "$rc" -ne 0 ]; then
        failed="$failed $1"
        grep -E '^(==[0-9]+==ERROR|SUMMARY|.*runtime error)' "$log" | head -n 5
        ls "$WORK/$1-"* 2>/dev/null
        KEEP=1
    fi
}

failed=""
batch=""
n=0
for t in $TARGETS; do
    fuzz_one "$t" &
    batch="$batch $t"
    n=$((n + 1))
    if [ "$n" -ge "$JOBS" ]; then
        wait
        for b in $batch; do report_one "$b"; done
        batch=""
        n=0
    fi
done
wait
for b in $batch; do report_one "$b"; done
if [ "$KEEP" -eq 0 ]; then rm -rf "$WORK"; else echo "fuzz: logs and corpora in $WORK"; fi
if [ -n "$failed" ]; then
    echo "fuzz: FAILED:$failed" >&2
    exit 1
fi
