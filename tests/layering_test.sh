#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The module rules of core/CMakeLists.txt (docs/ARCHITECTURE.md), checked on every
# include line: a file in core/M/ may include "N/..." only when M may use N, and the
# CLI in app/cli/ may not include the edit module or anything of ui/.
#   layering_test.sh SRC             check the tree SRC
#   layering_test.sh SRC --graph BUILD [CMAKE]
#                                    check the link edges of cmake --graphviz in BUILD
#   layering_test.sh SRC --self-test also prove that the check fails: copy the tree,
#                                    inject forbidden includes and expect a failure
set -eu
src=$1

# module: the modules it may use (besides itself)
allowed() {
    case $1 in
    text) echo "" ;;
    model) echo "" ;;
    topology) echo "model text" ;; # text: a generated name in the reader's language
    analysis) echo "topology model text" ;;
    nccl) echo "model" ;;
    io) echo "model" ;;
    edit) echo "model io" ;;
    render) echo "model text" ;; # text: number and size formats of the labels
    report) echo "exchange analysis topology render model text io" ;; # io: AtomicFile for the PDF
    exchange) echo "analysis topology render model text" ;;
    *) echo "?" ;;
    esac
}
MODULES="text model topology analysis nccl io edit render report exchange"

# check TREE: prints each violation as FILE:LINE: M may not use N; returns 1 if any.
check() {
    tree=$1
    bad=0
    for m in $MODULES; do
        [ -d "$tree/core/$m" ] || { echo "missing module folder core/$m"; bad=1; continue; }
        ok=" $m $(allowed "$m") "
        out=$(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z]+/' "$tree/core/$m" \
            --include='*.h' --include='*.cpp' || true)
        [ -n "$out" ] || continue
        while IFS= read -r line; do
            dep=$(printf '%s\n' "$line" | sed -E 's/^[^:]*:[0-9]+:[^"]*"([a-z]+)\/.*/\1/')
            case $ok in
            *" $dep "*) ;;
            *)
                echo "${line%%:#*}: module $m may not use $dep"
                bad=1
                ;;
            esac
        done <<EOT
$out
EOT
    done
    # The CLI proves the core stands alone: no widgets, no undo stack.
    if grep -rnE '#[[:space:]]*include[[:space:]]*"(edit|canvas|docks|dialogs)/|#[[:space:]]*include[[:space:]]*"(mainwindow|prompts|icons)\.h"|#[[:space:]]*include[[:space:]]*<Q(Widget|Application|MainWindow)' \
        "$tree/app/cli"; then
        echo "app/cli may not use edit/ or ui/"
        bad=1
    fi
    # Unqualified includes of a module header hide the edge from this check.
    for m in $MODULES; do
        for h in "$tree"/core/"$m"/*.h; do
            b=$(basename "$h")
            if grep -rnE "#[[:space:]]*include[[:space:]]*\"$b\"" "$tree/core" "$tree/ui" "$tree/app"; then
                echo "include core/$m/$b as \"$m/$b\""
                bad=1
            fi
        done
    done
    return $bad
}

# graph BUILD CMAKE: every link edge between two fp_<module> targets is allowed.
graph() {
    tmpg=$(mktemp -d)
    (cd "$1" && "$2" --graphviz="$tmpg/fp.dot" . >/dev/null) || { rm -rf "$tmpg"; return 1; }
    bad=0
    edges=$(sed -n 's/^ *"\(node[0-9]*\)" \[ label = "\([^"]*\)".*/\1 \2/p' "$tmpg/fp.dot" >"$tmpg/names"
        sed -n 's/^ *"\(node[0-9]*\)" -> "\(node[0-9]*\)".*/\1 \2/p' "$tmpg/fp.dot" |
            while read -r a b; do
                printf '%s %s\n' "$(awk -v n="$a" '$1 == n { print $2 }' "$tmpg/names")" \
                    "$(awk -v n="$b" '$1 == n { print $2 }' "$tmpg/names")"
            done)
    rm -rf "$tmpg"
    count=0
    while read -r from to; do
        m=${from#fp_}
        d=${to#fp_}
        case " $MODULES " in *" $m "*) ;; *) continue ;; esac
        case " $MODULES " in *" $d "*) ;; *) continue ;; esac
        count=$((count + 1))
        case " $(allowed "$m") " in
        *" $d "*) ;;
        *)
            echo "link edge $from -> $to is against the module rules"
            bad=1
            ;;
        esac
    done <<EOT
$edges
EOT
    [ "$count" -gt 0 ] || { echo "no module edges found in the graph"; return 1; }
    [ "$bad" -eq 0 ] && echo "graph: $count link edges between modules, all allowed"
    return $bad
}

if [ "${2:-}" = "--graph" ]; then
    graph "$3" "${4:-cmake}" || { echo "FAIL: module link graph"; exit 1; }
    exit 0
fi

if [ "${2:-}" = "--self-test" ]; then
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    for inj in "analysis/evaluation.cpp:io/projectfile.h" "model/model.cpp:topology/variant.h" \
        "io/projectio.cpp:analysis/evaluation.h" "render/chartpainter.cpp:report/reportcontent.h"; do
        rm -rf "$tmp/tree"
        mkdir -p "$tmp/tree"
        cp -R "$src/core" "$src/app" "$src/ui" "$tmp/tree/"
        file=${inj%%:*}
        header=${inj#*:}
        printf '#include "%s"\n' "$header" >>"$tmp/tree/core/$file"
        if check "$tmp/tree" >"$tmp/out" 2>&1; then
            echo "FAIL: an injected #include \"$header\" in core/$file was not found"
            exit 1
        fi
        grep -q "may not use" "$tmp/out" || { cat "$tmp/out"; echo "FAIL: wrong reason"; exit 1; }
        echo "ok: injected $header in core/$file -> $(grep 'may not use' "$tmp/out" | head -1 | sed "s|$tmp/tree/||")"
    done
    printf '#include "edit/document.h"\n' >>"$tmp/tree/app/cli/cli.cpp"
    if check "$tmp/tree" >/dev/null 2>&1; then
        echo "FAIL: an injected edit/ include in app/cli was not found"
        exit 1
    fi
    echo "ok: injected edit/document.h in app/cli/cli.cpp is refused"
    exit 0
fi

if check "$src"; then
    echo "layering: every include follows the module rules"
else
    echo "FAIL: include lines against the module rules (core/CMakeLists.txt)"
    exit 1
fi
