#!/usr/bin/env bash
# Benchmark of feed-web against the trivial /health route of the same server, under wrk, in one run:
# the warm feed page, the Refresh link with four pages (every visitor asking to reload the feed), and
# the image route. The feed API is feed-sample-server in its own process, so the upstream load each
# route causes is counted there (GET /_admin/requests) and printed as feed-page requests per second.
# Needs wrk (apt-get install wrk) and curl.
#   Tools/Scripts/bench-web.sh [seconds per route, default 10] [connections, default 32]
set -euo pipefail
cd "$(dirname "$0")/../.."
duration="${1:-10}"
connections="${2:-32}"
command -v wrk >/dev/null || { echo "wrk not found: apt-get install wrk" >&2; exit 1; }

source Tools/Scripts/web-stack.sh
api_options=()
web_options=()
start_web_stack release # loads the feed, saves the cache, takes the snapshot
curl -fs "http://127.0.0.1:$port$image" >/dev/null   # warm: downloads and caches the image

feed_pages() { curl -fs "http://127.0.0.1:$api_port/_admin/requests" | grep -o '"feedPages" *: *[0-9]*' | grep -o '[0-9]*$'; }

echo "feed-web release, $(nproc) cores, wrk -t2 -c$connections -d${duration}s --latency, one run"
printf '%-20s %10s %8s %10s %18s\n' route req/s share p99 "upstream pages/s"
health_rps=""
# Refresh is the page's form post (POST /?pages=4); every other route is a GET.
printf 'wrk.method = "POST"\nwrk.headers["Origin"] = "http://127.0.0.1:%s"\n' "$port" >"$work/post.lua"
for route in /health / "POST /?pages=4" "$image" "$image/comments"; do
    before="$(feed_pages)"
    if [[ "$route" == POST* ]]; then
        result="$(wrk -t2 -c"$connections" -d"${duration}s" --latency -s "$work/post.lua" "http://127.0.0.1:$port${route#POST }")"
    else
        result="$(wrk -t2 -c"$connections" -d"${duration}s" --latency "http://127.0.0.1:$port$route")"
    fi
    after="$(feed_pages)"
    rps="$(awk '/Requests\/sec/ {print $2}' <<<"$result")"
    p99="$(awk '$1 == "99%" {print $2}' <<<"$result")"
    health_rps="${health_rps:-$rps}"
    share="$(awk -v r="$rps" -v h="$health_rps" 'BEGIN { printf "%.0f%%", 100 * r / h }')"
    upstream="$(awk -v a="$after" -v b="$before" -v d="$duration" 'BEGIN { printf "%.1f", (a - b) / d }')"
    label="$route"
    [[ "$route" == "$image" ]] && label="/images/<id>"
    [[ "$route" == "$image/comments" ]] && label="/images/<id>/comments"
    printf '%-20s %10s %8s %10s %18s\n' "$label" "$rps" "$share" "$p99" "$upstream"
done
