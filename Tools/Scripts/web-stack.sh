# Sourced by bench-web.sh and web-fault-load.sh: builds feed-web and feed-sample-server, starts the
# feed API and feed-web on it, each on a random loopback port with the cache in a temporary folder,
# waits until feed-web shows an image, and on exit stops them (and whatever else is in `stack_pids`)
# and deletes the folder.
# FEED_STATIC_SWIFT_STDLIB=1 builds both as a server is deployed (Tools/Scripts/build-command.sh).
#   api_options=(…) web_options=(…) start_web_stack <debug|release>
# Sets bin, work, api_port, port, api, server and image (the path of the first image, /images/<id>).
source Tools/Scripts/build-command.sh
stack_pids=()

start_web_stack() {
    local configuration="$1" build
    build_command "$configuration"
    "${build[@]}" --product feed-web
    "${build[@]}" --product feed-sample-server
    bin="$("${build[@]}" --show-bin-path)"
    work="$(mktemp -d)"
    api_port=$((20000 + RANDOM % 10000))
    port=$((30000 + RANDOM % 10000))
    "$bin/feed-sample-server" --admin --port "$api_port" "${api_options[@]}" >"$work/api.log" 2>&1 &
    api=$!
    # Request logs off (`--log-level warning`): a line per request would measure the log file.
    "$bin/feed-web" --port "$port" --store "$work/feed.sqlite" --base-url "http://127.0.0.1:$api_port" \
        --log-level warning "${web_options[@]}" >"$work/server.log" 2>&1 &
    server=$!
    stack_pids+=("$server" "$api")
    trap 'kill "${stack_pids[@]}" 2>/dev/null; rm -rf "$work"' EXIT
    for _ in $(seq 1 600); do curl -fs "http://127.0.0.1:$port/health" >/dev/null && break; sleep 0.1; done
    image=""
    for _ in $(seq 1 60); do # the first load may time out on a busy machine: the page is then the offline one
        image="$( (curl -fs "http://127.0.0.1:$port/" || true) | grep -o '/images/[0-9A-F-]\{36\}' | head -n 1 || true)"
        [[ -n "$image" ]] && break
        sleep 1
    done
    [[ -n "$image" ]] || { echo "feed-web served no image within a minute: $(cat "$work/server.log")" >&2; exit 1; }
}
