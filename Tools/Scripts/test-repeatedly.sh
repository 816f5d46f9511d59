#!/usr/bin/env bash
# Runs the README's test command (`swift test`) N times in a row and counts, per test, the runs in
# which it failed; a run that crashed before or during the tests counts as a crash. Prints one line per
# run (status, seconds, tests run, issues) and a summary, and exits 1 if any run failed.
#
#   Tools/Scripts/test-repeatedly.sh [N]          # 10 runs by default
#   TEST_HOG=1 Tools/Scripts/test-repeatedly.sh 1 # the same beside a CPU hog on every core
#
# The first run builds what is missing. Logs stay in a temporary folder, named at the end.
set -uo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-10}"
case "$runs" in -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
logs="$(mktemp -d)"
hogs=()
cleanup() { for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null; done; }
trap cleanup EXIT
if [[ "${TEST_HOG:-0}" == 1 ]]; then
    for _ in $(seq 1 "$(nproc)"); do
        (while :; do :; done) &
        hogs+=($!)
    done
    echo "test-repeatedly: a busy loop on each of $(nproc) cores"
fi
failed_runs=0
for run in $(seq 1 "$runs"); do
    log="$logs/run-$run.log"
    start=$SECONDS
    swift test >"$log" 2>&1
    status=$?
    summary="$(grep -E '^(✔|✘) Test run with' "$log" | tail -1)"
    [[ -z "$summary" ]] && summary="no summary (crashed?)"
    echo "run $run: exit $status in $((SECONDS - start)) s: $summary"
    if ((status != 0)); then
        failed_runs=$((failed_runs + 1))
        grep -oE '^✘ Test [^ ]+' "$log" | grep -v '^✘ Test run' | sort -u | sed 's/^✘ Test /    failed: /'
        grep -q "Program crashed\|Fatal error" "$log" && echo "    crash: $(grep -m1 -E 'Program crashed|Fatal error' "$log")"
    fi
done
echo "test-repeatedly: $((runs - failed_runs)) of $runs runs passed; logs in $logs"
((failed_runs == 0))
