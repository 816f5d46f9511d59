#!/usr/bin/env bash
# Runs the README's test command (`swift test`) N times in a row and counts, per test, the runs in
# which it failed; a run that crashed before or during the tests counts as a crash. Prints one line per
# run (status, seconds, tests run, issues), the nested SwiftPM runs that crashed on SwiftPM's own
# planning crash and were run once more (swiftlang/swift#87033), by test, and a summary; exits 1 if
# any run failed.
#
#   Tools/Scripts/test-repeatedly.sh [N]          # 10 runs by default
#   TEST_HOG=1 Tools/Scripts/test-repeatedly.sh 1 # the same beside a CPU hog on every core
#   TEST_HOG_RUNS="4" Tools/Scripts/test-repeatedly.sh 10   # only the 4th of ten beside the hog
#
# The first run builds what is missing. Logs stay in a temporary folder, named at the end.
set -uo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-10}"
case "$runs" in -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
logs="$(mktemp -d)"
hogs=()
start_hogs() {
    for _ in $(seq 1 "$(nproc)"); do
        (while :; do :; done) &
        hogs+=($!)
    done
}
stop_hogs() {
    for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null; done
    hogs=()
}
trap stop_hogs EXIT
beside_hog() {
    [[ "${TEST_HOG:-0}" == 1 ]] || [[ " ${TEST_HOG_RUNS:-} " == *" $1 "* ]]
}
failed_runs=0
for run in $(seq 1 "$runs"); do
    log="$logs/run-$run.log"
    hog_note=""
    if beside_hog "$run"; then
        start_hogs
        hog_note=" (beside a busy loop on each of $(nproc) cores)"
    fi
    start=$SECONDS
    swift test >"$log" 2>&1
    status=$?
    stop_hogs
    summary="$(grep -E '^(✔|✘) Test run with' "$log" | tail -1)"
    [[ -z "$summary" ]] && summary="no summary (crashed?)"
    echo "run $run: exit $status in $((SECONDS - start)) s$hog_note: $summary"
    if ((status != 0)); then
        failed_runs=$((failed_runs + 1))
        grep -oE '^✘ Test [^ ]+' "$log" | grep -v '^✘ Test run' | sort -u | sed 's/^✘ Test /    failed: /'
        grep -q "Program crashed\|Fatal error" "$log" && echo "    crash: $(grep -m1 -E 'Program crashed|Fatal error' "$log")"
    fi
    # The line SwiftPackageManagerRun (Tests/Support/CommonTestSupport) prints for each retried crash of
    # SwiftPM itself ('swift …'; its own tests' stand-in scripts are named by their path).
    grep -oE "^swiftpm-crash-retried: test '[^']*': 'swift " "$log" | sed -E "s/^swiftpm-crash-retried: (test '[^']*').*/    SwiftPM crash retried in \1/"
done
retried="$(cat "$logs"/run-*.log | grep -oE "^swiftpm-crash-retried: test '[^']*': 'swift " | sed -E "s/^swiftpm-crash-retried: (test '[^']*').*/\1/" | sort | uniq -c)"
if [[ -n "$retried" ]]; then
    echo "test-repeatedly: nested SwiftPM runs retried after SwiftPM's own crash, by test:"
    echo "$retried"
else
    echo "test-repeatedly: no nested SwiftPM run crashed"
fi
echo "test-repeatedly: $((runs - failed_runs)) of $runs runs passed; logs in $logs"
((failed_runs == 0))
