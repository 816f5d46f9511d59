#!/usr/bin/env bash
# Proves that Tools/Scripts/new-feature.sh adds a feature that works with no other edit: in the current
# working tree, it generates the feature Specimen, then checks that the generated Swift is formatted,
# that a second run refuses, that the package builds with its tests, that the architecture check passes
# (.ci/arch-check.sh), that the feature's tests and its app's acceptance tests pass, that
# `feed-web --help` offers the feature in --features and that feed-web serves its page at /specimen.
# The tree is restored afterwards, on failure too: the generated folders are removed and the edited
# files get back the contents they had (uncommitted changes to them included).
#
#   Tools/Scripts/new-feature-check.sh
#
# CI runs it after the test suite, on a warm build cache. Exit status: 0 when every step passed, 1 at
# the first step that failed (named on stderr).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tools/Scripts/swiftpm-crash-retry.sh

program="new-feature-check"
name="Specimen"
lower="specimen"

if [[ "${1:-}" == "--help" || "${1:-}" == "-h" ]]; then
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
fi

# What the generator writes (+ folder) and edits (~ file).
mapfile -t created < <(Tools/Scripts/new-feature.sh --paths "$name" | sed -n 's/^+ //p')
mapfile -t edited < <(Tools/Scripts/new-feature.sh --paths "$name" | sed -n 's/^~ //p')
for folder in "${created[@]}"; do
    if [[ -e "$folder" ]]; then
        echo "$program: error: $folder exists already; remove it first (nothing was changed)" >&2
        exit 1
    fi
done

# MARK: - Restoring, whatever happens
backup="$(mktemp -d "${TMPDIR:-/tmp}/new-feature-check.XXXXXX")"
for file in "${edited[@]}"; do
    mkdir -p "$backup/$(dirname "$file")"
    cp -p "$file" "$backup/$file"
done
web_pid=""
restore() {
    local status=$?
    if [[ -n "$web_pid" ]]; then kill "$web_pid" 2>/dev/null || true; fi
    for file in "${edited[@]}"; do cp -p "$backup/$file" "$file"; done
    git clean -fdq -- "${created[@]}" 2>/dev/null || true
    rm -rf -- "${created[@]}"
    rm -rf "$backup"
    echo "$program: restored the tree (removed ${created[*]}; restored ${edited[*]})"
    if ((status != 0)); then echo "$program: FAILED (status $status)" >&2; fi
    exit "$status"
}
trap restore EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# MARK: - Steps, each timed
summary=()
current=""
step() {
    current="$1"
    echo
    echo "== $program: $current"
    step_start=$SECONDS
}
passed() {
    local line
    line="$(printf '%-64s %4ds  ok' "$current" $((SECONDS - step_start)))"
    summary+=("$line")
}
failed() {
    echo "$program: error: step '$current' failed: $*" >&2
    printf '%s\n' "${summary[@]}" >&2
    printf '%-64s %4ds  FAILED\n' "$current" $((SECONDS - step_start)) >&2
    exit 1
}
total_start=$SECONDS

step "generate $name (new-feature.sh --force $name)"
Tools/Scripts/new-feature.sh --force "$name" || failed "the generator"
passed

step "a second run refuses and changes nothing"
before="$(git status --porcelain && git diff)"
if Tools/Scripts/new-feature.sh --force "$name" 2>"$backup/second-run"; then failed "the second run succeeded"; fi
cat "$backup/second-run"
[[ "$(git status --porcelain && git diff)" == "$before" ]] || failed "the second run changed the tree"
passed

step "format lint of the generated and edited Swift files"
mapfile -t swift_files < <(find "${created[@]}" -name '*.swift' | sort)
mapfile -t edited_swift < <(printf '%s\n' "${edited[@]}" | grep '\.swift$')
Tools/Scripts/format.sh --lint "${swift_files[@]}" "${edited_swift[@]}" || failed "swift format lint"
echo "${#swift_files[@]} generated and ${#edited_swift[@]} edited Swift files formatted"
passed

step "swift build --build-tests"
retry_swiftpm_crash swift build --build-tests || failed "swift build --build-tests"
passed

step "architecture check (.ci/arch-check.sh)"
bash .ci/arch-check.sh || failed ".ci/arch-check.sh (a target no rule covers is architecture-rules.json's to fix)"
passed

step "swift test --filter '${name}Tests|${name}CLIAcceptanceTests|EveryFeatureTests'"
retry_swiftpm_crash swift test --skip-build --filter "${name}Tests|${name}CLIAcceptanceTests|EveryFeatureTests" \
    || failed "the feature's tests"
passed

bin="$(swift build --show-bin-path)"
step "feed-web --help offers $lower in --features"
help="$("$bin/feed-web" --help | tr -s ' \n' '  ')"
grep -oE -- '--features <names> .{0,160}' <<<"$help" | head -1
grep -qE -- "--features <names> [^(]* among [^.]*\b$lower\b" <<<"$help" \
    || failed "'$lower' is not among the names of --features in feed-web --help"
passed

step "feed-web serves /$lower"
web_log="$backup/feed-web.log"
"$bin/feed-web" --port 0 --features "$lower" --store "$backup/store/feed.sqlite" >"$web_log" 2>&1 &
web_pid=$!
address=""
for _ in $(seq 1 150); do
    address="$(grep -oE 'serving http://[0-9.]+:[0-9]+' "$web_log" | head -1 | sed 's/^serving //')" || true
    [[ -n "$address" ]] && break
    kill -0 "$web_pid" 2>/dev/null || break
    sleep 0.2
done
[[ -n "$address" ]] || { cat "$web_log" >&2; failed "feed-web did not start"; }
page="$(curl -sS --max-time 10 -H 'Accept-Language: el' -w '\n%{http_code}' "$address/$lower")" \
    || failed "GET $address/$lower"
status="${page##*$'\n'}"
[[ "$status" == "200" ]] || failed "GET /$lower answered $status"
grep -q "id=\"$lower\"" <<<"$page" || failed "the page of /$lower has no list id=\"$lower\""
grep -q '3 στοιχεία' <<<"$page" || failed "the page of /$lower is not in Greek for Accept-Language: el"
echo "GET $address/$lower: 200, the list of 3 items, in Greek"
kill "$web_pid" && wait "$web_pid" 2>/dev/null || true
web_pid=""
passed

echo
echo "== $program: every step passed in $((SECONDS - total_start))s"
printf '%s\n' "${summary[@]}"
