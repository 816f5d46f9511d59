#!/usr/bin/env bash
# Runs the repository's benchmarks and writes docs/performance.md from what they print: each area's
# section (between `<!-- bench:<area>:begin -->` and `<!-- bench:<area>:end -->`) is replaced by the
# command, its target and a table of the run, every row with its ratio to the run's reference, whether
# the target was met, the commit and the machine (cores, load average when the area started). The text
# outside the markers (where the time goes, the causes of a miss) is kept as it is. Areas not run keep
# their section unchanged, so the file can be regenerated one area at a time.
# The work is done by bench_all.py (python3) beside this script; `--help` lists the areas and options.
#   Tools/Scripts/bench-all.sh [--only AREA,...] [--quick] [--dry-run] [--help]
set -euo pipefail
command -v python3 >/dev/null || { echo "bench-all.sh: python3 not found" >&2; exit 1; }
exec python3 "$(dirname "$0")/bench_all.py" "$@"
