#!/usr/bin/env bash
# What the build plugin adds to a no-op `swift build`: the consumer fixture built with and without the plugin
# (ARCH_CHECK_DISABLE_PLUGIN=1), each in its own scratch folder, already built, then RUNS no-op builds each.
# A plain loop rather than hyperfine: hyperfine changes the environment of every run, which makes SwiftPM
# re-evaluate a manifest that reads the environment.
set -euo pipefail
repository="$(cd "$(dirname "$0")/../../.." && pwd)"
fixture="$repository/Tests/ArchitectureCheckTests/Fixtures/ConsumerPackage"
work="$(mktemp -d)"
runs="${RUNS:-15}"
export ARCH_CHECK_REPOSITORY="$repository"

median() { sort -n | awk '{ a[NR] = $1 } END { printf "median %.3f s, min %.3f s, max %.3f s (%d runs)\n", a[int((NR + 1) / 2)], a[1], a[NR], NR }'; }
measure() {
    local scratch="$1"
    swift build --package-path "$fixture" --scratch-path "$scratch" >/dev/null 2>&1
    for _ in $(seq 1 "$runs"); do
        local start end
        start=$(date +%s.%N)
        swift build --package-path "$fixture" --scratch-path "$scratch" >/dev/null 2>&1
        end=$(date +%s.%N)
        echo "$end - $start" | bc
    done | median
}

echo "with the plugin:    $(measure "$work/with")"
echo "without the plugin: $(ARCH_CHECK_DISABLE_PLUGIN=1 measure "$work/without")"
rm -rf "$work"
