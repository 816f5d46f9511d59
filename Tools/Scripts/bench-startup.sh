#!/usr/bin/env bash
# Start-up of the terminal apps offline from a warm cache, process start to exit, each against a
# reference reading the same file in the same run: `feed` against `sqlite3` selecting the cached feed's
# rows from feed.sqlite, `photos` and `requirements` against `cat` of their cache file.
#
# Builds feed, photos and requirements in release (.build-release), warms each app's cache in a
# temporary folder (one run online, against the embedded sample backend, with --store there), then runs
# each app offline (--base-url http://127.0.0.1:9, a closed port: the load fails at once and the cache
# is shown) and its reference in turn, RUNS times each, and prints the medians and their ratio (target:
# within 3x). Then, for where the time goes: the median of a Swift program that only imports Foundation
# and prints (the floor every app pays), and with strace, one offline run's system calls (no bind or
# listen: the embedded backend is not started when --base-url is given) and its threads.
# Needs python3 and sqlite3 (apt-get install sqlite3); strace is optional.
#   Tools/Scripts/bench-startup.sh [runs, default 30]
# FEED_BUILD_CONFIGURATION=debug reuses the debug build instead of building a release one.
# FEED_STATIC_SWIFT_STDLIB=1 builds as a server is deployed: --static-swift-stdlib, lld
# (.build-release-static; Tools/Scripts/build-command.sh says what it needs).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-30}"
configuration="${FEED_BUILD_CONFIGURATION:-release}"
command -v sqlite3 >/dev/null || { echo "sqlite3 not found: apt-get install sqlite3" >&2; exit 1; }
command -v python3 >/dev/null || { echo "python3 not found" >&2; exit 1; }

source Tools/Scripts/build-command.sh
build_command "$configuration"
for product in feed photos requirements; do "${build[@]}" --product "$product" >&2; done
bin="$("${build[@]}" --show-bin-path)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
offline=(--base-url http://127.0.0.1:9)

# Warm each cache: one run online, against the embedded sample backend.
"$bin/feed" --store "$work/feed.sqlite" >/dev/null
"$bin/photos" --store "$work/photos.json" >/dev/null
"$bin/requirements" --store "$work/requirements.sqlite" >/dev/null
# Each app must show its cache offline (exit 0), or the figures would time a failure.
for app in "feed --store $work/feed.sqlite" "photos --store $work/photos.json" \
    "requirements --store $work/requirements.sqlite"; do
    # shellcheck disable=SC2086
    "$bin"/$app "${offline[@]}" >"$work/out.txt" || { echo "offline run failed: $app" >&2; exit 1; }
    [[ -s "$work/out.txt" ]] || { echo "offline run printed nothing: $app" >&2; exit 1; }
done

# The floor: a Swift program that imports Foundation and prints a line.
printf 'import Foundation\nprint(Date.now.timeIntervalSince1970 > 0 ? "hello" : "")\n' >"$work/hello.swift"
swiftc -O "$work/hello.swift" -o "$work/hello" 2>/dev/null

feed_sql='SELECT timestamp FROM feed_cache; SELECT id, description, location, url FROM feed_image ORDER BY position;'
echo "$(nproc) cores, $runs runs of each command, interleaved; median wall-clock time from process start to exit"
python3 - "$runs" "$bin" "$work" "$feed_sql" <<'PY'
import statistics, subprocess, sys, time

runs, bin, work, feed_sql = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
offline = ["--base-url", "http://127.0.0.1:9"]
pairs = [
    ("feed", [f"{bin}/feed", "--store", f"{work}/feed.sqlite", *offline],
     "sqlite3 (the feed's rows)", ["sqlite3", f"{work}/feed.sqlite", feed_sql]),
    ("photos", [f"{bin}/photos", "--store", f"{work}/photos.json", *offline],
     "cat photos.json", ["cat", f"{work}/photos.json"]),
    ("requirements", [f"{bin}/requirements", "--store", f"{work}/requirements.sqlite", *offline],
     "cat requirements.sqlite", ["cat", f"{work}/requirements.sqlite"]),
]
floor = [f"{work}/hello"]

def once(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start

samples = {}
for _ in range(runs):
    for name, app, reference_name, reference in pairs:
        samples.setdefault(name, []).append(once(app))
        samples.setdefault(reference_name, []).append(once(reference))
    samples.setdefault("floor", []).append(once(floor))

ms = lambda name: statistics.median(samples[name]) * 1000
print(f"| app, offline | median | reference | median | ratio | target |")
print(f"|---|---:|---|---:|---:|---|")
for name, _, reference_name, _ in pairs:
    ratio = ms(name) / ms(reference_name)
    met = "met" if ratio <= 3 else "**missed**"
    print(f"| `{name}` | {ms(name):.1f} ms | `{reference_name}` | {ms(reference_name):.1f} ms | {ratio:.1f}x | 3x, {met} |")
print()
print(f"A Swift program that imports Foundation and prints a line: {ms('floor'):.1f} ms "
      f"({ms('floor') / ms('sqlite3 (the feed' + chr(39) + 's rows)'):.1f}x sqlite3)")
PY

if command -v strace >/dev/null; then
    echo
    echo "One offline run of each app under strace -f (system calls; bind and listen would mean a server):"
    for app in "feed --store $work/feed.sqlite" "photos --store $work/photos.json" \
        "requirements --store $work/requirements.sqlite"; do
        # shellcheck disable=SC2086
        strace -f -c -o "$work/strace.txt" "$bin"/$app "${offline[@]}" >/dev/null 2>&1 || true
        # shellcheck disable=SC2086
        strace -f -e trace=bind,listen,clone,clone3,openat -o "$work/calls.txt" "$bin"/$app "${offline[@]}" \
            >/dev/null 2>&1 || true
        calls="$(awk '$NF == "total" {print $4}' "$work/strace.txt")"
        binds="$(grep -cE ' (bind|listen)\(' "$work/calls.txt" || true)"
        threads="$(grep -cE ' clone3?\(' "$work/calls.txt" || true)"
        opens="$(grep -cE ' openat\(' "$work/calls.txt" || true)"
        echo "  ${app%% *}: $calls system calls, $opens files opened, $threads threads started, $binds bind/listen"
    done
    echo "  (a Swift program that imports Foundation and prints a line:" \
        "$(strace -f -c -o "$work/strace.txt" "$work/hello" >/dev/null 2>&1;
            awk '$NF == "total" {print $4}' "$work/strace.txt") system calls)"
fi
