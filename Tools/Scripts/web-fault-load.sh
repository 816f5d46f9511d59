#!/usr/bin/env bash
# feed-web under wrk while its feed API misbehaves: feed-sample-server in its own process cycles
# through its modes (normal, unavailable, slow, invalid JSON, server error; a few seconds each) while
# wrk requests the feed page, more pages (up to the 50 a page may show, as a GET and as a refresh),
# absurd ?pages= values, an image and its comments. Counts
# every status wrk saw, samples feed-web's resident memory every second, and fails when feed-web
# answered with a server error of its own making (any 5xx but 503, its offline page) or died.
# Needs wrk (apt-get install wrk) and curl.
#   Tools/Scripts/web-fault-load.sh [seconds, default 60] [connections, default 32]
# FEED_BUILD_CONFIGURATION=debug reuses the debug build instead of building a release one.
set -euo pipefail
cd "$(dirname "$0")/../.."
duration="${1:-60}"
connections="${2:-32}"
configuration="${FEED_BUILD_CONFIGURATION:-release}"
command -v wrk >/dev/null || { echo "wrk not found: apt-get install wrk" >&2; exit 1; }

source Tools/Scripts/web-stack.sh
api_options=(--slow-seconds 2)
web_options=(--timeout 3 --snapshot-seconds 1)
start_web_stack "$configuration"

# The modes in turn, each for a few seconds; `unavailable` closes the port and reopens it by itself.
(
    while true; do
        for mode in unavailable slow invalidJSON serverError; do
            curl -fs -X POST "http://127.0.0.1:$api_port/_admin/mode?mode=$mode&seconds=3" >/dev/null || true
            sleep 5
        done
    done
) &
cycler=$!
stack_pids+=("$cycler")
(
    while kill -0 "$server" 2>/dev/null; do
        awk '/VmRSS/ {print $2}' "/proc/$server/status" 2>/dev/null
        sleep 1
    done
) >"$work/rss" &
sampler=$!
stack_pids+=("$sampler")

cat >"$work/mix.lua" <<LUA
local paths = { "/", "/?pages=2", "/?pages=50", "/?pages=99999999999999999999", "/?pages=-1", "/?pages=abc",
    "$image", "$image/comments", "POST /?pages=1", "POST /?pages=50" }
local counter = 0
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {} end
function request()
    counter = counter + 1
    local path = paths[(counter % #paths) + 1]
    if path:sub(1, 5) == "POST " then
        return wrk.format("POST", path:sub(6), { Origin = "http://127.0.0.1:$port" })
    end
    return wrk.format("GET", path)
end
function response(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end
function done(summary, latency, requests)
    local total = {}
    for _, thread in ipairs(threads) do
        for status, count in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + count end
    end
    for status, count in pairs(total) do io.write(string.format("status %d %d\n", status, count)) end
    io.write(string.format("errors connect %d read %d write %d timeout %d\n", summary.errors.connect,
        summary.errors.read, summary.errors.write, summary.errors.timeout))
end
LUA
result="$(wrk -t2 -c"$connections" -d"${duration}s" --timeout 10s --latency -s "$work/mix.lua" "http://127.0.0.1:$port")"
alive=yes
kill -0 "$server" 2>/dev/null || alive=no
kill "$cycler" "$sampler" 2>/dev/null || true

own_errors="$(awk '$1 == "status" && $2 >= 500 && $2 != 503 {n += $3} END {print n + 0}' <<<"$result")"
echo "feed-web $configuration, $(nproc) cores, wrk -t2 -c$connections -d${duration}s, the API cycling through its failure modes"
grep -E 'Requests/sec|Latency|99%' <<<"$result"
grep -E '^status|^errors' <<<"$result" | sort
awk 'NR == 1 {first = $1} {if ($1 > max) max = $1; last = $1}
    END {printf "feed-web resident memory: %d MiB at the start, %d MiB at most, %d MiB at the end\n", first / 1024, max / 1024, last / 1024}' "$work/rss"
echo "server errors of feed-web's own making (5xx but 503): $own_errors; feed-web alive at the end: $alive"
[[ "$own_errors" == 0 && "$alive" == yes ]]
