#!/usr/bin/env bash
# Benchmark of feed-web: the feed page with a warm cache against the trivial /health route of the same
# server, under wrk, in one run. Needs wrk (apt-get install wrk).
#   Tools/Scripts/bench-web.sh [seconds per route, default 10] [connections, default 32]
set -euo pipefail
cd "$(dirname "$0")/../.."
duration="${1:-10}"
connections="${2:-32}"
command -v wrk >/dev/null || { echo "wrk not found: apt-get install wrk" >&2; exit 1; }

swift build -c release --product feed-web
bin="$(swift build -c release --show-bin-path)/feed-web"
work="$(mktemp -d)"
port=$((20000 + RANDOM % 20000))
"$bin" --port "$port" --store "$work/feed.sqlite" >"$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.1; done
curl -fs "http://127.0.0.1:$port/" >/dev/null   # warm: loads the feed, saves the cache, takes the snapshot

echo "feed-web release, $(nproc) cores, wrk -t2 -c$connections -d${duration}s --latency"
for route in / /health; do
    result="$(wrk -t2 -c"$connections" -d"${duration}s" --latency "http://127.0.0.1:$port$route")"
    rps="$(awk '/Requests\/sec/ {print $2}' <<<"$result")"
    p99="$(awk '$1 == "99%" {print $2}' <<<"$result")"
    printf '%-8s %10s req/s   p99 %s\n' "$route" "$rps" "$p99"
done
