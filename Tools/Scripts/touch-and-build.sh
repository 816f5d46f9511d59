#!/usr/bin/env bash
# Touches Package.swift and runs `swift build --build-tests`, ROUNDS times (default 20), in this
# repository's working tree; prints each round's seconds, compile steps and exit status, and at the
# end how many rounds SwiftPM itself crashed (exit 139 with a "Program crashed" in swift-build or
# swift-package: swiftlang/swift#87033) and how many failed otherwise. Usage:
#   Tools/Scripts/touch-and-build.sh [rounds]
set -uo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-20}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

if ! swift build --build-tests >"$log" 2>&1; then
    tail -n 30 "$log"
    echo "touch-and-build.sh: the first build failed" >&2
    exit 1
fi
crashes=0
failures=0
for round in $(seq 1 "$rounds"); do
    touch Package.swift
    start=$(date +%s.%N)
    swift build --build-tests >"$log" 2>&1
    status=$?
    end=$(date +%s.%N)
    steps=$(($(grep -cE '\] (Compiling [^ ]+ [^ ]+|Emitting module )' "$log") - $(grep -cE '\] Compiling plugin ' "$log")))
    verdict=passed
    if ((status == 139)) && grep -q "Program crashed" "$log"; then
        verdict="SwiftPM crashed"
        crashes=$((crashes + 1))
    elif ((status != 0)); then
        verdict="failed"
        failures=$((failures + 1))
        tail -n 20 "$log"
    fi
    printf 'round %2d: %6.1f s, %4d compile steps, exit %3d, %s\n' "$round" "$(echo "$end - $start" | bc)" "$steps" \
        "$status" "$verdict"
done
echo "touch-and-build.sh: $rounds rounds, $crashes SwiftPM crashes, $failures other failures"
((crashes == 0 && failures == 0))
