#!/bin/sh
# FabricPlanner quick start (README.md). Two commands, on a fresh Debian 12:
#   ./quickstart.sh run    install what is missing, build a Release into build/ and
#                          start the GUI on the bundled example project
#   ./quickstart.sh test   the same set-up, then run every test with ctest (the kill
#                          suite included), the core and GUI tests once more under
#                          AddressSanitizer + UBSan (a clang build, which also holds
#                          the libFuzzer targets of tests/fuzz, each fuzzed for
#                          FP_FUZZ_SECONDS, default 10, seconds), and the evaluation
#                          worker's test under ThreadSanitizer
# Works as root or as a user with sudo. apt is skipped when everything is present.
set -eu

cd "$(dirname "$0")"
ROOT=$(pwd)
JOBS=$(nproc 2>/dev/null || echo 2)

PACKAGES="cmake g++ make qt6-base-dev libqt6sql6-sqlite qt6-svg-dev qt6-tools-dev \
qt6-l10n-tools qt6-translations-l10n libqcustomplot-dev libqcustomplot2.1-qt6 libboost-dev \
libsqlite3-dev sqlite3 clang-format ccache xvfb xauth imagemagick poppler-utils fonts-dejavu-core libgl-dev \
desktop-file-utils appstream dpkg-dev file \
librsvg2-bin shared-mime-info man-db clang libclang-rt-14-dev \
libxlsxwriter-dev python3-openpyxl lintian libyaml-cpp-dev libxml2-utils"

log() { printf '==> %s\n' "$*"; }

# stage_done NAME: prints how long NAME took and the time since the start (CI's budget).
STAGE_T=$(date +%s)
stage_done() {
    now=$(date +%s)
    log "$1: $((now - STAGE_T)) s (total $((now - ${T0:-$STAGE_T})) s)"
    STAGE_T=$now
}

install_packages() {
    missing=""
    for p in $PACKAGES; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
            missing="$missing $p"
        fi
    done
    if [ -z "$missing" ]; then
        log "All Debian packages present; skipping apt"
        return
    fi
    log "Installing:$missing"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update
    # shellcheck disable=SC2086
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
}

# ccache only when asked (FP_CCACHE=1) and installed. On a fresh machine its cache is
# empty, and a cold-cache build is slower with it than without: the Release build took
# 680-728 s through ccache (default or depend mode) against 483 s without, on 2 cores
# (2026-12-03), so CI builds without it. A developer who rebuilds from scratch often
# sets FP_CCACHE=1 (cmake/pch.cmake configures ccache for the precompiled headers).
launcher() {
    if [ "${FP_CCACHE:-0}" = 1 ] && command -v ccache >/dev/null 2>&1; then
        echo "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
    fi
}

# The clang sanitizer tree is the opposite case: with an empty cache it built in 620 s
# through ccache (cmake/pch.cmake's settings) against about 760 s without, so it uses
# ccache whenever it is installed.
sanitizer_launcher() {
    if command -v ccache >/dev/null 2>&1; then echo "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"; fi
}

build_release() {
    log "Building Release into build/"
    cmake -S "$ROOT" -B "$ROOT/build" -DCMAKE_BUILD_TYPE=Release -DFP_WERROR=ON $(launcher) >/dev/null
    cmake --build "$ROOT/build" -j"$JOBS"
}

runtime_env() {
    XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d /tmp/fabricplanner-xdg.XXXXXX)}
    chmod 0700 "$XDG_RUNTIME_DIR"
    export XDG_RUNTIME_DIR
}

case "${1:-}" in
run)
    install_packages
    build_release
    runtime_env
    EXAMPLE="$ROOT/build/examples/example-1024-h100-cluster.fabricplan"
    case "${LC_ALL:-${LC_MESSAGES:-${LANG:-}}}" in
    nl*) EXAMPLE="$ROOT/build/examples/example-1024-h100-cluster-nl.fabricplan" ;;
    esac
    log "Starting FabricPlanner on $EXAMPLE"
    if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
        exec "$ROOT/build/bin/fabricplanner" "$EXAMPLE"
    fi
    log "No display found: running on a virtual X server (xvfb-run); close with Ctrl+C"
    exec xvfb-run -a -s "-screen 0 1600x1000x24" "$ROOT/build/bin/fabricplanner" "$EXAMPLE"
    ;;
test)
    T0=$(date +%s)
    install_packages
    build_release
    stage_done "set-up and Release build"
    runtime_env
    log "Running all tests (Release, warnings as errors)"
    (cd "$ROOT/build" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j"$JOBS")
    stage_done "Release tests"
    # One clang build serves AddressSanitizer + UBSan and libFuzzer (the fuzz targets link
    # the fuzzer's main; every other object only carries its coverage hooks), and shows the
    # sources build with clang too. Line tables only: sanitizer reports keep file:line.
    # -O1, as the AddressSanitizer manual advises: the tests run about 4x faster than at
    # -O0 (589 s -> 138 s on 2 cores) for about 10 % more build time.
    ASAN_SKIPPED_BUILDS="tst_report;tst_cli_i18n;tst_collectives_measured"
    log "Building core, GUI, tests and libFuzzer targets with clang, ASan + UBSan into build-asan/"
    cmake -S "$ROOT" -B "$ROOT/build-asan" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
        -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DFP_SANITIZE=ON -DFP_BUILD_FUZZ=ON \
        -DFP_BUILD_GUI=ON -DFP_WERROR=ON "-DFP_SKIP_TESTS=$ASAN_SKIPPED_BUILDS" \
        $(sanitizer_launcher) >/dev/null
    cmake --build "$ROOT/build-asan" -j"$JOBS"
    stage_done "clang ASan + UBSan + fuzz build"
    # Not run again here: the source checks (clang-format, layering, translations) and the
    # tests whose code the others already run under the sanitizers: tst_cli_i18n (the CLI
    # in other languages; tst_cli and tst_cli_nccl run its code paths), the Xvfb
    # walkthrough (the GUI tests drive the same widgets) and tst_report (162 s under ASan,
    # the longest; its PDFs go through the renderer and paginator that tst_reportbody,
    # tst_reportschematic and tst_filesafety run under the sanitizers; CI took 1,812 s of
    # its 1,800 with it, 2026-12-07).
    # The compiled ones of these are not built here either (FP_SKIP_TESTS above: three
    # test executables fewer to compile and link with the sanitizers).
    log "Running the core and GUI tests (offscreen) under AddressSanitizer + UBSan"
    (cd "$ROOT/build-asan" && QT_QPA_PLATFORM=offscreen \
        ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        LSAN_OPTIONS="suppressions=$ROOT/tests/lsan.supp" \
        ctest --output-on-failure -j"$JOBS" -L '^(core|gui)$' \
            -E '^(tst_format|tst_layering|tst_layering_selftest|tst_layering_graph|tst_translations|tst_collectives_measured|tst_cli_i18n|walkthrough_xvfb|tst_report)$')
    stage_done "ASan + UBSan tests"
    # 10 s each on every CI run (15 s until 2026-12-07, when CI ran 1,833 s of its 1,800);
    # tests/fuzz/run_long.sh fuzzes for an hour.
    log "Fuzzing each target for ${FP_FUZZ_SECONDS:-10} s"
    sh "$ROOT/tests/fuzz/run.sh" "$ROOT/build-asan/bin" "${FP_FUZZ_SECONDS:-10}"
    stage_done "fuzzing"
    # The worker (ui/evaluationrunner.h, library fp_runner) links the core only, so this
    # stage builds no widgets.
    log "Building the evaluation worker's test with ThreadSanitizer into build-tsan/"
    cmake -S "$ROOT" -B "$ROOT/build-tsan" -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-g1 \
        -DFP_TSAN=ON -DFP_BUILD_GUI=ON -DFP_WERROR=ON $(launcher) >/dev/null
    cmake --build "$ROOT/build-tsan" -j"$JOBS" --target tst_evaluationrunner
    log "Running it under ThreadSanitizer (reports inside Qt only: tests/tsan.supp)"
    (cd "$ROOT/build-tsan" && QT_QPA_PLATFORM=offscreen \
        TSAN_OPTIONS="suppressions=$ROOT/tests/tsan.supp halt_on_error=1 second_deadlock_stack=1" \
        ctest --output-on-failure -R '^tst_evaluationrunner$')
    stage_done "ThreadSanitizer build and tests"
    log "All tests passed in $(($(date +%s) - T0)) s"
    ;;
*)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac
