#!/usr/bin/env bash
# Benchmark of feed-web against the trivial /health route of the same server, under wrk, in one run:
# the warm feed page, the Refresh link with four pages (every visitor asking to reload the feed), the
# image route and its comments, the photos pages (the first and the second) and the checklist, then
# /health once more (is it unharmed by the others?). Every route is loaded once before the runs, as a
# server that has been serving finds them: a crowd on a resource never loaded before waits for its
# first load (about 6 KiB per waiting request, measured on the comments page). The feed API is feed-sample-server in its own process, so the upstream load each
# route causes is counted there (GET /_admin/requests) and printed as feed-page requests per second.
# With --postgres, feed-web keeps its cache in a throwaway PostgreSQL cluster (initdb and pg_ctl in a
# temporary folder, on loopback, as the tests start one) instead of its SQLite file.
# Each route's row also says where the CPU time went while wrk ran: seconds of CPU used by feed-web, by
# the feed API and (with --postgres) by the PostgreSQL server's processes, from /proc/<pid>/stat;
# the requests that failed (wrk's connect, read and write errors, and the responses neither 2xx nor
# 3xx) and those that timed out (no answer within wrk's 2 s); and feed-web's peak resident memory so far (VmHWM, MiB).
# Many connections (e.g. 1000) need as many open files: the script raises its limit to 4096 when it is lower.
# Needs wrk (apt-get install wrk) and curl; --postgres needs postgresql.
#   Tools/Scripts/bench-web.sh [seconds per route, default 10] [connections, default 32] [--postgres]
set -euo pipefail
cd "$(dirname "$0")/../.."
duration="${1:-10}"
connections="${2:-32}"
store="SQLite"
[[ "${3:-}" == "--postgres" ]] && store="PostgreSQL"
command -v wrk >/dev/null || { echo "wrk not found: apt-get install wrk" >&2; exit 1; }
(($(ulimit -n) >= 4096)) || ulimit -n 4096

source Tools/Scripts/web-stack.sh
api_options=()
web_options=()
if [[ "$store" == "PostgreSQL" ]]; then
    pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
    [[ -x "$pg_bin/initdb" ]] || pg_bin="$(dirname "$(command -v initdb)")"
    pg_dir="$(mktemp -d)"
    pg_port=$((40000 + RANDOM % 10000))
    as_postgres=()
    # initdb refuses to run as root: the cluster then belongs to the postgres user.
    if [[ "$(id -u)" -eq 0 ]]; then chown postgres "$pg_dir"; as_postgres=(runuser -u postgres --); fi
    "${as_postgres[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust --no-sync >/dev/null
    "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w start \
        -o "-p $pg_port -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off" >/dev/null
    web_options=(--database-url "postgres://postgres@127.0.0.1:$pg_port/postgres")
fi
start_web_stack release # loads the feed, saves the cache, takes the snapshot
if [[ "$store" == "PostgreSQL" ]]; then
    trap 'kill "${stack_pids[@]}" 2>/dev/null; rm -rf "$work";
        "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null; rm -rf "$pg_dir"' EXIT
fi
curl -fs "http://127.0.0.1:$port$image" >/dev/null   # warm: downloads and caches the image
curl -fs "http://127.0.0.1:$port$image/comments" >/dev/null   # and its comments page (loaded once ever before)
curl -fs "http://127.0.0.1:$port/photos" >/dev/null   # warm: loads and caches the first photos page
curl -fs "http://127.0.0.1:$port/photos?page=2" >/dev/null   # and the second
curl -fs "http://127.0.0.1:$port/requirements" >/dev/null   # and the checklist

# CPU seconds (user and system) the processes $@ have used so far; those that are gone count 0.
cpu_seconds() {
    local ticks=0 pid fields
    for pid in "$@"; do
        fields="$(cat "/proc/$pid/stat" 2>/dev/null | sed 's/.*) //')" || continue
        [[ -n "$fields" ]] || continue
        ticks=$((ticks + $(awk '{print $12 + $13}' <<<"$fields")))
    done
    awk -v t="$ticks" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.2f", t / hz }'
}
postgres_pids() { if [[ "$store" == "PostgreSQL" ]]; then pgrep -x postgres || true; fi; }

# feed-web's peak resident memory so far, in MiB.
peak_rss() { awk '/^VmHWM/ { printf "%.0f", $2 / 1024 }' "/proc/$server/status"; }

feed_pages() { curl -fs "http://127.0.0.1:$api_port/_admin/requests" | grep -o '"feedPages" *: *[0-9]*' | grep -o '[0-9]*$'; }

echo "feed-web release with its cache in $store, $(nproc) cores, wrk -t2 -c$connections -d${duration}s --latency, one run"
printf '%-20s %10s %8s %10s %18s %24s %16s %9s\n' route req/s share p99 "upstream pages/s" \
    "CPU s: web/API/database" "failed/timeouts" "peak MiB"
health_rps=""
# Refresh is the page's form post (POST /?pages=4); every other route is a GET.
printf 'wrk.method = "POST"\nwrk.headers["Origin"] = "http://127.0.0.1:%s"\n' "$port" >"$work/post.lua"
for route in /health / "POST /?pages=4" "$image" "$image/comments" /photos "/photos?page=2" /requirements /health; do
    before="$(feed_pages)"
    read -r web_cpu api_cpu db_cpu <<<"$(cpu_seconds "$server") $(cpu_seconds "$api") $(cpu_seconds $(postgres_pids))"
    if [[ "$route" == POST* ]]; then
        result="$(wrk -t2 -c"$connections" -d"${duration}s" --latency -s "$work/post.lua" "http://127.0.0.1:$port${route#POST }")"
    else
        result="$(wrk -t2 -c"$connections" -d"${duration}s" --latency "http://127.0.0.1:$port$route")"
    fi
    after="$(feed_pages)"
    cpu="$(awk -v w0="$web_cpu" -v a0="$api_cpu" -v d0="$db_cpu" -v w1="$(cpu_seconds "$server")" \
        -v a1="$(cpu_seconds "$api")" -v d1="$(cpu_seconds $(postgres_pids))" \
        'BEGIN { printf "%.1f/%.1f/%.1f", w1 - w0, a1 - a0, d1 - d0 }')"
    rps="$(awk '/Requests\/sec/ {print $2}' <<<"$result")"
    p99="$(awk '$1 == "99%" {print $2}' <<<"$result")"
    # Failed: connect, read and write errors, responses neither 2xx nor 3xx; then the timeouts.
    failed="$(awk '/Socket errors/ { gsub(",", ""); n += $4 + $6 + $8; t += $10 } /Non-2xx or 3xx/ { n += $5 }
        END { printf "%d/%d", n, t }' <<<"$result")"
    health_rps="${health_rps:-$rps}"
    share="$(awk -v r="$rps" -v h="$health_rps" 'BEGIN { printf "%.0f%%", 100 * r / h }')"
    upstream="$(awk -v a="$after" -v b="$before" -v d="$duration" 'BEGIN { printf "%.1f", (a - b) / d }')"
    label="$route"
    [[ "$route" == "$image" ]] && label="/images/<id>"
    [[ "$route" == "$image/comments" ]] && label="/images/<id>/comments"
    printf '%-20s %10s %8s %10s %18s %24s %16s %9s\n' "$label" "$rps" "$share" "$p99" "$upstream" "$cpu" "$failed" \
        "$(peak_rss)"
done
