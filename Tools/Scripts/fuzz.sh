#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer) of the JSON mappers, of the architecture check's import lexer and
# of the web host's form decoder and HTML escaper (Tools/Fuzz). Builds `fuzz` with -sanitize=fuzzer,address into .build-fuzz, then runs each target
# from its seed corpus, Tools/Fuzz/Corpus/<target>, for RUNS inputs, and prints per target the inputs
# executed, the seconds, the crashes and the hangs (an input slower than 5 s), with the dictionary of
# Tools/Fuzz/Dictionaries for its input language. Exits 1 on a finding;
# its reproducer is in .build-fuzz/artifacts/<target>/.
#
#   Tools/Scripts/fuzz.sh [target|all] [runs]       # default: all 1000000
#   Tools/Scripts/fuzz.sh --merge [target|all]      # minimize what the runs found into the seed corpus
#   Tools/Scripts/fuzz.sh --replay [target|all]     # no sanitizer: replay the seed corpus (as CI can)
#
# Targets: feed, comments, image-data, photos, requirements, lexer, form, html-text. New inputs go to
# .build-fuzz/corpus/<target>, never to the committed corpus unless --merge. FUZZ_MAX_LEN (default
# 8192) caps an input's length; FUZZ_SKIP_BUILD=1 reuses the last build.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tools/Scripts/swiftpm-crash-retry.sh

all_targets=(feed comments image-data photos requirements lexer form html-text)
mode=fuzz
case "${1:-}" in
    --merge) mode=merge; shift ;;
    --replay) mode=replay; shift ;;
esac
selection="${1:-all}"
runs="${2:-1000000}"
max_len="${FUZZ_MAX_LEN:-8192}"
if [[ "$selection" == all ]]; then
    targets=("${all_targets[@]}")
elif [[ " ${all_targets[*]} " == *" $selection "* ]]; then
    targets=("$selection")
else
    echo "fuzz.sh: unknown target '$selection' (one of: ${all_targets[*]}, all)" >&2
    exit 2
fi

# A trap inside the fuzzer is libFuzzer's to report: the Swift runtime's backtracer would hold it up.
export SWIFT_BACKTRACE=enable=no

if [[ "$mode" == replay ]]; then
    build=(swift build --product fuzz)
    "${build[@]}"
    bin="$("${build[@]}" --show-bin-path)/fuzz"
    for target in "${targets[@]}"; do
        FUZZ_TARGET="$target" "$bin" "Tools/Fuzz/Corpus/$target"
    done
    exit 0
fi

# libFuzzer's instrumentation and the address sanitizer (the lexer reads through unsafe pointers), on
# every module `fuzz` links, Hummingbird's form decoder among them. lld, because gold fails on the
# sanitized arch-check that the build-tool plugin needs.
build=(swift build --build-path .build-fuzz -c release --product fuzz
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld)
if [[ "${FUZZ_SKIP_BUILD:-0}" != 1 ]]; then
    # The address sanitizer's runtime makes the linker warn once per symbol it cannot export: noise.
    if ! retry_swiftpm_crash "${build[@]}" 2>&1 | { grep -v 'Cannot export local symbol' || true; }; then
        echo "fuzz.sh: the build failed" >&2
        exit 2
    fi
fi
bin=.build-fuzz/release/fuzz
[[ -x "$bin" ]] || { echo "fuzz.sh: $bin is missing" >&2; exit 2; }

if [[ "$mode" == merge ]]; then
    for target in "${targets[@]}"; do
        mkdir -p ".build-fuzz/corpus/$target"
        FUZZ_TARGET="$target" "$bin" -merge=1 -max_len="$max_len" \
            "Tools/Fuzz/Corpus/$target" ".build-fuzz/corpus/$target" 2>&1 | grep -E '^MERGE-OUTER' || true
    done
    du -sh Tools/Fuzz/Corpus
    exit 0
fi

status=0
summary=()
for target in "${targets[@]}"; do
    work=".build-fuzz/corpus/$target"
    artifacts=".build-fuzz/artifacts/$target"
    log=".build-fuzz/logs/$target.log"
    mkdir -p "$work" "$artifacts" "$(dirname "$log")"
    rm -f "$artifacts"/*
    echo "== $target: $runs runs"
    start=$(date +%s.%N)
    set +e
    case "$target" in
        lexer) dict=(-dict=Tools/Fuzz/Dictionaries/swift.dict) ;;
        image-data) dict=() ;;
        form) dict=(-dict=Tools/Fuzz/Dictionaries/form.dict) ;;
        html-text) dict=(-dict=Tools/Fuzz/Dictionaries/html.dict) ;;
        *) dict=(-dict=Tools/Fuzz/Dictionaries/json.dict) ;;
    esac
    FUZZ_TARGET="$target" "$bin" "$work" "Tools/Fuzz/Corpus/$target" -runs="$runs" -max_len="$max_len" \
        "${dict[@]}" -timeout=5 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" \
        >"$log" 2>&1
    code=$?
    set -e
    seconds=$(awk -v start="$start" -v end="$(date +%s.%N)" 'BEGIN { print end - start }')
    # A finding in the seed corpus stops libFuzzer before its first status line: no figure, no exit.
    executed=$(grep -oE '^stat::number_of_executed_units: [0-9]+' "$log" | awk '{print $2}' | tail -1 || true)
    [[ -n "$executed" ]] || executed=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#' || true)
    crashes=$(find "$artifacts" -name 'crash-*' -o -name 'leak-*' -o -name 'oom-*' | wc -l)
    hangs=$(find "$artifacts" -name 'timeout-*' | wc -l)
    coverage=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | awk '{print $2}' || true)
    line=$(printf '%-13s inputs %9s  seconds %7.1f  crashes %d  hangs %d  edges %s  exit %d' \
        "$target" "${executed:-?}" "$seconds" "$crashes" "$hangs" "${coverage:-?}" "$code")
    echo "$line"
    summary+=("$line")
    if [[ "$code" != 0 || "$crashes" != 0 || "$hangs" != 0 ]]; then
        status=1
        echo "   finding: see $log and $artifacts/"
        grep -E 'ERROR|Fatal error|SUMMARY' "$log" | head -5 || true
    fi
done

echo
echo "== summary ($runs runs per target, max_len $max_len)"
printf '%s\n' "${summary[@]}"
exit "$status"
