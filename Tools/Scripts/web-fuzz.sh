#!/usr/bin/env bash
# The web host under hostile HTTP: builds feed-web, starts it with every feature mounted on its
# embedded sample backend (a temporary home, a free loopback port), and runs Tools/WebFuzz/web_fuzz.py
# against it: every route of docs/api/feed-web.openapi.yaml, every method, malformed request lines,
# headers, percent-encodings, form bodies and Unicode, with and without the page's CSRF cookie and
# token. The process is watched: it must not end, /health must keep answering, and no answer may be
# a 5xx other than 503. Python's standard library only.
#
#   Tools/Scripts/web-fuzz.sh [REQUESTS] [SEED]     # 3000 requests, seed 1 by default
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tools/Scripts/swiftpm-crash-retry.sh
requests="${1:-3000}"
seed="${2:-1}"
case "$requests" in -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac

work="$(mktemp -d)"
pid=""
cleanup() {
    [[ -n "$pid" ]] && kill "$pid" 2>/dev/null || true
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

retry_swiftpm_crash swift build --product feed-web >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
bin="$(swift build --show-bin-path)"
HOME="$work/home" XDG_CACHE_HOME="$work/cache" "$bin/feed-web" --port 0 --store "$work/feed.sqlite" \
    >"$work/server.log" 2>&1 &
pid=$!
url=""
for _ in $(seq 1 600); do
    url="$(grep -oE '^feed-web: serving http://127\.0\.0\.1:[0-9]+' "$work/server.log" | grep -oE 'http://.*' || true)"
    [[ -n "$url" ]] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
done
if [[ -z "$url" ]]; then
    echo "web-fuzz: feed-web did not start; its output:" >&2
    cat "$work/server.log" >&2
    exit 1
fi
status=0
python3 Tools/WebFuzz/web_fuzz.py --url "$url" --pid "$pid" --spec docs/api/feed-web.openapi.yaml \
    --requests "$requests" --seed "$seed" --item-id 6E729C5E-513E-59E8-AE1A-5EA35E387215 \
    --image-id 7DAF0165-CB0D-594F-8E7B-1D92DBB43B57 --photo-id lKHPETBeFgF || status=$?
if ((status != 0)); then
    echo "web-fuzz: the server's last output:" >&2
    tail -20 "$work/server.log" >&2
fi
exit "$status"
