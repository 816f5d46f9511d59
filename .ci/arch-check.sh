#!/usr/bin/env bash
# The architecture check (Tools/ArchitectureCheck) over the whole package, then the module diagrams:
# fails on a forbidden import or dependency, an uncovered target, a cycle, a stale baseline entry, or a
# committed diagram (docs/module-graph.md) that no longer matches.
#
# Reports: text on stdout; SARIF and JSON in test-artifacts/; GitHub annotations under GitHub Actions.
# ARCH_CHECK_SCRATCH_PATH picks the build folder (default: .build, shared with the main build).
set -euo pipefail
cd "$(dirname "$0")/.."
source Tools/Scripts/swiftpm-crash-retry.sh

scratch="${ARCH_CHECK_SCRATCH_PATH:-.build}"
retry_swiftpm_crash swift build --scratch-path "$scratch" --product arch-check
bin="$(swift build --scratch-path "$scratch" --show-bin-path)/arch-check"

mkdir -p test-artifacts
reporters=(--reporter text --reporter "sarif:test-artifacts/arch-check.sarif" --reporter "json:test-artifacts/arch-check.json")
if [[ "${GITHUB_ACTIONS:-}" == "true" ]]; then reporters+=(--reporter github); fi
"$bin" check "${reporters[@]}"

"$bin" graph --update docs/module-graph.md --check
