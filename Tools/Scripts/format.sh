#!/usr/bin/env bash
# Formats (or with --lint, checks) every Swift file of the repository with the toolchain's
# `swift format` and the root .swift-format. The architecture check's corpus of deliberately odd
# sources is left as written. Files given after the option are the ones formatted or checked instead,
# tracked or not (Tools/Scripts/new-feature-check.sh lints the files it generates):
#
#   Tools/Scripts/format.sh [--lint] [<file.swift>...]
set -euo pipefail
cd "$(dirname "$0")/../.."

mode="${1:-}"
if [[ "$mode" == "--lint" ]]; then shift; fi
if (($#)); then
    files=("$@")
else
    mapfile -t files < <(git ls-files '*.swift' ':!:Tests/ArchitectureCheckTests/Fixtures/Corpus/*')
fi
if [[ "$mode" == "--lint" ]]; then
    swift format lint --strict --parallel "${files[@]}"
else
    swift format format --in-place --parallel "${files[@]}"
fi
