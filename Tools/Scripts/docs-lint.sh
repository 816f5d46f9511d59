#!/usr/bin/env bash
# Fails when a tracked text file (documentation, code comments, scripts) refers to something a reader
# of this repository cannot find: a number in a tracker outside it ("issue 28"), a time of day
# ("at 07:18 UTC"), or when and by whom work was done ("an earlier session", "this round"). Upstream
# projects' public issues keep their full name (owner/repository#number). Prints each match.
# Also fails when a table of docs/performance.md is not introduced (between the heading or table
# before it and the table) by the command that measures it: a `Tools/...` script of this repository.
#
#   Tools/Scripts/docs-lint.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

patterns=(
    '\bissues? #?[0-9]+'
    '\(issue\b'
    '\b[0-9]{1,2}:[0-9]{2}( (and|to) [0-9]{1,2}:[0-9]{2})? UTC\b'
    '\b(an earlier|the earlier|this|that|the last|the previous|the same|a later|the next) session\b'
    '\b(this|the last|the previous|an earlier) round\b'
    '\b(the tracker|the reviewer|another engineer|the other engineer)\b'
)
expression="$(IFS='|'; echo "${patterns[*]}")"
# The architecture check's fixtures and the fuzzers' corpora are inputs, not text for readers; this
# script names the patterns it looks for.
mapfile -t files < <(git ls-files -- ':!Tests/ArchitectureCheckTests/Fixtures' ':!Tools/Fuzz/Corpus' \
    ':!Tools/Scripts/docs-lint.sh' | grep -E '\.(md|swift|sh|py|yaml|yml|json|txt)$|^\.ci/')
if matches="$(grep -n -i -E "$expression" "${files[@]}")"; then
    echo "$matches"
    echo "docs-lint: the lines above refer to something outside the repository (a tracker's number, a time"
    echo "of day, when or by whom work was done); state the fact itself instead."
    exit 1
fi

# Each table's command: the first script named in backquotes since the previous heading or table.
missing=0
while IFS=: read -r line command; do
    script="${command%% *}"
    if [[ -z "$command" || ! -x "$script" ]]; then
        echo "docs/performance.md:$line: this table names no command of the repository that measures it${command:+ ($script is not one)}"
        missing=1
    fi
done < <(awk '
    /^#/ { context = ""; next }
    /^\|/ {
        if (!intable) {
            rest = context; command = ""
            while (command == "" && match(rest, /`[^`]+`/)) {
                token = substr(rest, RSTART + 1, RLENGTH - 2)
                sub(/^([A-Z_]+=[^ ]+ )+/, "", token)
                if (token ~ /^Tools\//) command = token
                rest = substr(rest, RSTART + RLENGTH)
            }
            print NR ":" command
        }
        intable = 1; next
    }
    { if (intable) context = ""; intable = 0; context = context " " $0 }
' docs/performance.md)
((missing == 0)) || exit 1
echo "docs-lint: ${#files[@]} files, no reference outside the repository; every table of docs/performance.md names its command"
