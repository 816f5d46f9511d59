#!/usr/bin/env bash
# Formats (or with --lint, checks) every Swift file of the repository with the toolchain's
# `swift format` and the root .swift-format. The architecture check's corpus of deliberately odd
# sources is left as written.
set -euo pipefail
cd "$(dirname "$0")/../.."

mapfile -t files < <(git ls-files '*.swift' ':!:Tests/ArchitectureCheckTests/Fixtures/Corpus/*')
if [[ "${1:-}" == "--lint" ]]; then
    swift format lint --strict --parallel "${files[@]}"
else
    swift format format --in-place --parallel "${files[@]}"
fi
