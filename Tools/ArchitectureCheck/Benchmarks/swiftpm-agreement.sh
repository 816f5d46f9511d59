#!/usr/bin/env bash
# Compares arch-check's zero-configuration findings with SwiftPM's own import check on real packages.
# For each package: `swift build --build-tests --explicit-target-dependency-import-check error` on a
# copy (scratch path in the work folder, under `nice -n 15`, one build at a time), and arch-check
# without rules on another copy; every SwiftPM finding ("Target T imports another target (M) …") is
# matched with arch-check's undeclared-dependency findings (target, module), and each side's extra
# findings are classified. Prints one Markdown table row per package, then every disagreement.
# Usage:
#   Tools/ArchitectureCheck/Benchmarks/swiftpm-agreement.sh [--rebuild] [package…]
# A build's log is kept in the work folder (see packages.sh) and reused on the next run unless
# --rebuild is given. A build that fails for another reason than the import check is reported as
# such and not compared. With --stop-at-compile, a build is stopped once it starts compiling: SwiftPM
# checks the imports (with the compiler's import prescan) before it compiles anything, so its findings
# are complete by then, but whether the package builds is not known.
set -euo pipefail
source "$(dirname "$0")/packages.sh"
rebuild=0
stop_at_compile=0
while [[ "${1:-}" == --* ]]; do
    case "$1" in
    --rebuild) rebuild=1 ;;
    --stop-at-compile) stop_at_compile=1 ;;
    *) echo "unknown option $1" >&2 && exit 2 ;;
    esac
    shift
done
packages=("$@")
((${#packages[@]})) || packages=("${default_packages[@]}")

swift build --package-path "$root" --product arch-check >/dev/null
arch_check="$(swift build --package-path "$root" --show-bin-path)/arch-check"
agreement="$work/agreement"
mkdir -p "$agreement"

echo "| package | arch-check undeclared | arch-check unused | SwiftPM | agreement |"
echo "|---|---|---|---|---|"
notes=()
for name in "${packages[@]}"; do
    log="$agreement/$name.build.log"
    if ((rebuild)) || [[ ! -f "$log.status" ]]; then
        copy_package "$name" "$agreement/$name.build"
        start="$(date +%s)"
        status=0
        setsid nice -n 15 swift build --package-path "$agreement/$name.build" \
            --scratch-path "$agreement/$name.scratch" --build-tests \
            --explicit-target-dependency-import-check error >"$log" 2>&1 &
        build=$!
        stopped=""
        while kill -0 "$build" 2>/dev/null; do
            if ((stop_at_compile)) && grep -q -E '^\[[0-9]+/[0-9]+\] (Compiling|Emitting module)' "$log" 2>/dev/null; then
                # SwiftPM cancels its build on an interrupt, compilers included.
                kill -INT -- -"$build" 2>/dev/null || true
                stopped=" stopped"
            fi
            sleep 1
        done
        wait "$build" || status=$?
        echo "$status $(($(date +%s) - start))$stopped" >"$log.status"
        # The scratch folder of a large package takes gigabytes; the log is what the comparison reads.
        rm -rf "$agreement/$name.scratch" "$agreement/$name.build" 2>/dev/null ||
            (sleep 5 && rm -rf "$agreement/$name.scratch" "$agreement/$name.build")
    fi
    copy_package "$name" "$agreement/$name.check"
    (cd "$agreement/$name.check" && "$arch_check" --reporter "json:$agreement/$name.arch-check.json" \
        >/dev/null 2>&1 || true)
    (cd "$agreement/$name.check" && swift package describe --type json >"$agreement/$name.describe.json" \
        2>/dev/null)
    python3 "$(dirname "$0")/swiftpm-agreement.py" "$name" "$log" "$agreement/$name.arch-check.json" \
        "$agreement/$name.describe.json" >"$agreement/$name.row" ||
        echo "| $name | comparison failed: see $agreement | | | |" >"$agreement/$name.row"
    head -n 1 "$agreement/$name.row"
    notes+=("$(tail -n +2 "$agreement/$name.row")")
    rm -rf "$agreement/$name.check"
done
echo
for note in "${notes[@]}"; do
    [[ -n "$note" ]] && echo "$note"
done
exit 0
