#!/usr/bin/env bash
# Builds the store benchmarks in release (scratch path .build-bench), runs them with package-benchmark
# under `nice -n 19`, and prints a Markdown table: each store's median wall-clock time as a ratio to
# the median of its reference (libsqlite3 directly, or Foundation alone) measured in the same run.
set -euo pipefail

usage() {
    cat <<'USAGE'
Usage: Tools/Benchmarks/StoreBenchmarks/run.sh [--filter REGEX] [--keep DIR]

Runs the SQLiteFeedStore and JSONFileFeedStore benchmarks and their references, then prints
one Markdown row per store operation: median, reference median, ratio, target, met.

  --filter REGEX  only the benchmarks whose whole name matches REGEX (package-benchmark's --filter,
                  e.g. 'SQLiteFeedStore: 8 reads.*');
                  a store's row needs its reference in the run too
  --keep DIR      write the raw samples (microseconds, one .tsv per benchmark) to DIR and keep them
  --help          this text

Targets: saving and retrieving 10,000 images within 2x of the reference for the SQLite store
and 3x for the JSON-file store, reading a 1 MB image within 2x. Writing a 1 MB image has no target and
is reported for information.
USAGE
}

filter='.*'
keep=''
while [[ $# -gt 0 ]]; do
    case "$1" in
        --help | -h) usage; exit 0 ;;
        --filter) filter="${2:?--filter needs a value}"; shift 2 ;;
        --keep) keep="${2:?--keep needs a directory}"; shift 2 ;;
        *) echo "run.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

cd "$(dirname "$0")"
if [[ -n "$keep" ]]; then
    mkdir -p "$keep"
    samples="$(cd "$keep" && pwd)"
else
    samples="$(mktemp -d)"
    trap 'rm -rf "$samples"' EXIT
fi

# The plugin builds the benchmark target in release before running it.
nice -n 19 swift package --scratch-path .build-bench --allow-writing-to-directory "$samples" \
    benchmark run --filter "$filter" --metric wallClock --format histogramSamples --path "$samples" \
    --no-progress >&2

# The median of one benchmark's samples, in microseconds ("" when it did not run). The file's first
# line names the unit, e.g. "Time (wall clock) (μs)".
median() {
    local file="$samples/Current_run.StoreBenchmarks.${1// /_}.wallClock.histogram.samples.tsv"
    [[ -f "$file" ]] || return 0
    local scale
    case "$(head -n 1 "$file")" in
        *"(ns)") scale=0.001 ;;
        *"(μs)" | *"(us)") scale=1 ;;
        *"(ms)") scale=1000 ;;
        *"(s)") scale=1000000 ;;
        *) echo "run.sh: unknown unit in $file" >&2; exit 1 ;;
    esac
    tail -n +2 "$file" | sort -n | awk -v scale="$scale" '{ v[NR] = $1 } END {
        if (NR == 0) exit
        if (NR % 2) print v[(NR + 1) / 2] * scale; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 * scale }'
}

# Microseconds as milliseconds (or microseconds below one millisecond).
duration() {
    awk -v us="$1" 'BEGIN { if (us >= 1000) printf "%.2f ms", us / 1000; else printf "%.0f µs", us }'
}

echo "| Benchmark | Median | Reference | Reference median | Ratio | Target | Met |"
echo "|---|---:|---|---:|---:|---:|---|"
for store in SQLiteFeedStore JSONFileFeedStore; do
    case "$store" in
        SQLiteFeedStore) reference=libsqlite3 ;;
        JSONFileFeedStore) reference=Foundation ;;
    esac
    for operation in "insert 10,000 images" "retrieve 10,000 images" "read 1 MB image data" \
        "insert 1 MB image data"; do
        case "$operation" in
            *"10,000 images") if [[ "$store" == SQLiteFeedStore ]]; then target=2; else target=3; fi ;;
            "read 1 MB image data") target=2 ;;
            *) target='' ;;
        esac
        measured="$(median "$store: $operation")"
        base="$(median "$reference: $operation")"
        [[ -n "$measured" && -n "$base" ]] || continue
        ratio="$(awk -v a="$measured" -v b="$base" 'BEGIN { printf "%.2f", a / b }')"
        if [[ -z "$target" ]]; then
            target_cell='none'
            met='n/a'
        else
            target_cell="${target}x"
            met="$(awk -v r="$ratio" -v t="$target" 'BEGIN { print (r <= t ? "yes" : "no") }')"
        fi
        echo "| $store: $operation | $(duration "$measured") | $reference | $(duration "$base") | ${ratio}x | $target_cell | $met |"
    done
done
sequential="$(median "SQLiteFeedStore: 8 reads of a 1 MB image one after another")"
parallel="$(median "SQLiteFeedStore: 8 reads of a 1 MB image at once")"
if [[ -n "$sequential" && -n "$parallel" ]]; then
    echo
    echo "Readers in parallel: 8 reads of a 1 MB image at once take $(duration "$parallel"), one after another" \
        "$(duration "$sequential"): $(awk -v a="$parallel" -v b="$sequential" 'BEGIN { printf "%.2f", a / b }')x" \
        "(1.00: the reads wait in one line; $(nproc) cores could approach $(awk -v n="$(nproc)" 'BEGIN { printf "%.2f", 1 / n }')x)"
fi
c_sequential="$(median "libsqlite3: 8 reads of a 1 MB image one after another")"
c_parallel="$(median "libsqlite3: 8 reads of a 1 MB image at once")"
if [[ -n "$c_sequential" && -n "$c_parallel" ]]; then
    echo
    echo "The readers' reference, libsqlite3 on eight connections and threads: at once $(duration "$c_parallel")," \
        "one after another $(duration "$c_sequential"): $(awk -v a="$c_parallel" -v b="$c_sequential" 'BEGIN { printf "%.2f", a / b }')x"
fi
urls="$(median "Foundation: URL(string:) of 10,000 image URLs")"
if [[ -n "$urls" ]]; then
    echo
    echo "URL(string:) of the feed's 10,000 URLs alone (part of any retrieve, not of the libsqlite3 reference): $(duration "$urls")"
fi
