#!/usr/bin/env bash
# What the build plugin costs in the four everyday builds: a no-op build, one file changed,
# Package.swift touched, one dependency added. Usage:
#   Tools/ArchitectureCheck/Benchmarks/incremental-builds.sh [repository] [swift-argument-parser]
# (both by default). Each package is copied to a temporary folder and built completely twice, each
# in its own scratch folder: with the plugin and with ARCH_CHECK_DISABLE_PLUGIN=1. Then, in this
# order, each edit is made and `swift build --build-tests` timed:
#   - no-op: nothing changed (after one build that lets the build settle);
#   - one file: a comment appended to one source file of a library module at the bottom of the graph;
#   - manifest: Package.swift touched (rewritten unchanged);
#   - dependency: one target gains a dependency its rule allows, and one of its files imports it.
# The repository is a clone of HEAD. swift-argument-parser is the copy in this repository's
# .build/checkouts (run `swift build` first), with this repository added as a dependency (`traits: []`),
# the plugin added to every target and rules written by `arch-check init`. Prints a Markdown table:
# seconds and compile steps ("Compiling <module> <file>" and "Emitting module" lines) per build.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
packages=("$@")
((${#packages[@]})) || packages=(repository swift-argument-parser)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Seconds and compile steps of one `swift build --build-tests` of $1 in scratch folder $2.
timed_build() {
    local start end log="$work/build.log"
    start=$(date +%s.%N)
    if ! swift build --build-tests --package-path "$1" --scratch-path "$2" >"$log" 2>&1; then
        tail -n 30 "$log" >&2
        echo "incremental-builds.sh: the build of $1 failed" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    local steps
    steps=$(grep -cE '\] (Compiling [^ ]+ [^ ]+|Emitting module )' "$log" | tr -d '\n' || true)
    steps=$((steps - $(grep -cE '\] Compiling plugin ' "$log" || true)))
    printf '%.1f s, %d compile steps' "$(echo "$end - $start" | bc)" "$steps"
}

# The repository: a clone of HEAD; its edits.
prepare_repository() {
    git clone --quiet "$root" "$1"
}
edit_file_repository() { printf '\n// edited\n' >>"$1/Modules/FeedFeature/Sources/FeedImage.swift"; }
add_dependency_repository() {
    sed -i 's|tests("FeedFeatureTests", dependencies: \["FeedFeature"\])|tests("FeedFeatureTests", dependencies: ["FeedFeature", "CommonTestSupport"])|' "$1/Package.swift"
    grep -q '"FeedFeature", "CommonTestSupport"' "$1/Package.swift"
    sed -i '1i import CommonTestSupport' "$1/Tests/FeedFeatureTests/FeedImageTests.swift"
}

# swift-argument-parser: the checkout, adopting the check.
prepare_swift-argument-parser() {
    local checkout="$root/.build/checkouts/swift-argument-parser"
    [[ -d "$checkout" ]] || { echo "incremental-builds.sh: run swift build first (no $checkout)" >&2; exit 1; }
    cp -R "$checkout" "$1"
    rm -rf "$1/.git"
    # `traits:` on a package dependency needs tools version 6.1; 6.0 and 6.1 build the same way.
    sed -i '1s|.*|// swift-tools-version:6.1|' "$1/Package.swift"
    cat >>"$1/Package.swift" <<EOF

// Added by incremental-builds.sh: the architecture check on every target.
package.dependencies.append(.package(path: "$root", traits: []))
if Context.environment["ARCH_CHECK_DISABLE_PLUGIN"] != "1" {
    for target in package.targets where [.regular, .executable, .test].contains(target.type) {
        target.plugins = (target.plugins ?? []) + [.plugin(name: "ArchitectureCheckPlugin", package: "$(basename "$root")")]
    }
}
EOF
    (cd "$1" && "$arch_check" init >/dev/null)
}
edit_file_swift-argument-parser() { printf '\n// edited\n' >>"$1/Sources/ArgumentParserToolInfo/ToolInfo.swift"; }
add_dependency_swift-argument-parser() {
    python3 - "$1" <<'PY'
import json, re, sys
package = sys.argv[1]
manifest = open(package + "/Package.swift").read()
declared = 'name: "math",\n      dependencies: ["ArgumentParser"]'
assert declared in manifest
open(package + "/Package.swift", "w").write(
    manifest.replace(declared, 'name: "math",\n      dependencies: ["ArgumentParser", "ArgumentParserToolInfo"]'))
rules = json.load(open(package + "/architecture-rules.json"))
for rule in rules["rules"]:
    if rule.get("targets") == ["math"]:
        rule["mayImport"].append("ArgumentParserToolInfo")
json.dump(rules, open(package + "/architecture-rules.json", "w"), indent=2)
PY
    sed -i '1i import ArgumentParserToolInfo' "$1/Examples/math/Math.swift"
}

swift build --package-path "$root" --product arch-check >/dev/null 2>&1
arch_check="$(swift build --package-path "$root" --show-bin-path)/arch-check"

echo "| package | plugin | complete build | no-op | one file changed | Package.swift touched | one dependency added |"
echo "|---|---|---:|---:|---:|---:|---:|"
for name in "${packages[@]}"; do
    for plugin in with without; do
        copy="$work/$name-$plugin"
        "prepare_$name" "$copy"
        if [[ $plugin == without ]]; then export ARCH_CHECK_DISABLE_PLUGIN=1; else unset ARCH_CHECK_DISABLE_PLUGIN; fi
        scratch="$copy/.build"
        complete="$(timed_build "$copy" "$scratch")"
        timed_build "$copy" "$scratch" >/dev/null
        noop="$(timed_build "$copy" "$scratch")"
        "edit_file_$name" "$copy"
        file="$(timed_build "$copy" "$scratch")"
        touch "$copy/Package.swift"
        manifest="$(timed_build "$copy" "$scratch")"
        "add_dependency_$name" "$copy"
        dependency="$(timed_build "$copy" "$scratch")"
        echo "| $name | $plugin | $complete | $noop | $file | $manifest | $dependency |"
        rm -rf "$copy"
    done
done
