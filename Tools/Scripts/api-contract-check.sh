#!/usr/bin/env bash
# Checks servers against the machine-readable contracts in docs/api with schemathesis: every operation,
# a bounded number of generated requests each (schema examples, boundary values, fuzzed and stateful
# cases), every response checked for status, content type, headers and body against the document.
#
#   Tools/Scripts/api-contract-check.sh                       # the sample backend and feed-web, built here
#   Tools/Scripts/api-contract-check.sh --base-url URL        # your own server, against docs/api/openapi.yaml
#   options: --max-examples N (25 by default), --seed N (fixed by default, so a run repeats)
#
# Every check runs but `unsupported_method` (a method the document does not list must answer 405): the
# servers answer 404, which HTTP allows and no app depends on. The hooks of api_contract_hooks.py give
# the Validate form's posts the page's token, so that generated bodies get past the CSRF check.
# schemathesis comes from PyPI, pinned, into a virtual environment under the user's cache folder
# unless it is on PATH already.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tools/Scripts/swiftpm-crash-retry.sh
root="$PWD"

schemathesis_version="4.32.5"
max_examples=25
seed=1
base_url=""
while (($#)); do
    case "$1" in
        --base-url) base_url="$2"; shift 2 ;;
        --max-examples) max_examples="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "api-contract-check: unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done

if command -v schemathesis >/dev/null 2>&1; then
    st=(schemathesis)
else
    venv="${XDG_CACHE_HOME:-$HOME/.cache}/essential-feed/schemathesis-$schemathesis_version"
    if [[ ! -x "$venv/bin/schemathesis" ]]; then
        echo "api-contract-check: installing schemathesis $schemathesis_version into $venv"
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet "schemathesis==$schemathesis_version"
    fi
    st=("$venv/bin/schemathesis")
fi

work="$(mktemp -d)"
# The servers' process ids, one a line: start_server runs in a command substitution (a subshell), so
# an array it filled would not reach cleanup, and the servers would outlive the script.
touch "$work/pids"
cleanup() {
    while read -r pid; do kill "$pid" 2>/dev/null || true; done <"$work/pids"
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# Starts "$@" in the background and prints the http URL it announces on its first lines (it listens on
# a free port of 127.0.0.1), within 60 s.
start_server() {
    local log
    log="$work/server-$(wc -l <"$work/pids").log"
    "$@" >"$log" 2>&1 &
    echo $! >>"$work/pids"
    for _ in $(seq 1 600); do
        local url
        url="$(grep -oE 'http://127\.0\.0\.1:[0-9]+' "$log" | head -1 || true)"
        if [[ -n "$url" ]]; then echo "$url"; return 0; fi
        sleep 0.1
    done
    echo "api-contract-check: $1 did not start; its output:" >&2
    cat "$log" >&2
    return 1
}

failures=0
# Runs schemathesis for the document $1 against the server at $2 and prints one summary line.
check() {
    local document="$1" url="$2" output="$work/schemathesis.out" status=0
    # From the temporary folder: schemathesis keeps its caches in the working directory.
    (cd "$work" && SCHEMATHESIS_HOOKS="$root/Tools/Scripts/api_contract_hooks.py" "${st[@]}" --no-color run "$root/$document" --url "$url" --max-examples "$max_examples" \
        --seed "$seed" --generation-database none --checks all --exclude-checks unsupported_method \
        --request-timeout 30) >"$output" 2>&1 || status=$?
    local operations cases
    operations="$(grep -oE 'Tested: [0-9]+' "$output" | grep -oE '[0-9]+' || echo 0)"
    cases="$(grep -oE '[0-9]+ generated' "$output" | grep -oE '[0-9]+' || echo 0)"
    if ((status == 0)); then
        echo "api-contract-check: $document against $url: $operations operations, $cases requests, 0 failures"
    else
        cat "$output"
        echo "api-contract-check: $document against $url: FAILED ($operations operations, $cases requests)"
        failures=$((failures + 1))
    fi
}

if [[ -n "$base_url" ]]; then
    check docs/api/openapi.yaml "$base_url"
else
    for product in feed-sample-server feed-web; do
        retry_swiftpm_crash swift build --product "$product" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
    done
    bin="$(swift build --show-bin-path)"
    backend="$(start_server "$bin/feed-sample-server" --port 0 --admin)"
    check docs/api/openapi.yaml "$backend"
    web="$(start_server "$bin/feed-web" --port 0 --base-url "$backend" --store "$work/feed-web.sqlite")"
    check docs/api/feed-web.openapi.yaml "$web"
    # The Validate form's generated posts must have got past the token check to the API at least once:
    # else the hooks no longer apply, and the form's decoding and outbox went untested.
    recorded="$(python3 -c 'import json, sys, urllib.request
print(len(json.load(urllib.request.urlopen(sys.argv[1] + "/_admin/validations"))))' "$backend")"
    echo "api-contract-check: validations recorded through feed-web's Validate form: $recorded"
    if ((recorded == 0)); then
        echo "api-contract-check: no generated Validate post got past the CSRF check (see api_contract_hooks.py)"
        failures=$((failures + 1))
    fi
fi
exit $((failures > 0))
