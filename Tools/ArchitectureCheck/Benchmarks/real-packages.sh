#!/usr/bin/env bash
# Adopts arch-check in real packages, each a fresh copy without rules: the zero-configuration check,
# `init`, the check right after it (must pass), then a planted import of another of the package's
# library modules into the first library target's first file (must fail, at that file and line).
# Prints one Markdown table row per package. Usage:
#   Tools/ArchitectureCheck/Benchmarks/real-packages.sh [package…]
# The default is the fifteen packages of packages.sh: this repository's .build/checkouts (after a
# build) and three packages it clones at a fixed tag into the work folder.
set -euo pipefail
source "$(dirname "$0")/packages.sh"
packages=("$@")
((${#packages[@]})) || packages=("${default_packages[@]}")

swift build --package-path "$root" --product arch-check >/dev/null
arch_check="$(swift build --package-path "$root" --show-bin-path)/arch-check"
adopted="$work/adopted"

seconds() { python3 -c 'import sys, time; print(f"{time.time() - float(sys.argv[1]):.2f}")' "$1"; }

echo "| package | targets | files | findings without rules | init | check after init | planted import |"
echo "|---|---|---|---|---|---|---|"
for name in "${packages[@]}"; do
    copy="$adopted/$name"
    copy_package "$name" "$copy"
    cd "$copy"
    zero="$("$arch_check" 2>/dev/null | tail -n 1 || true)"
    findings="$(sed -E 's/.*; ([0-9]+ errors?, [0-9]+ warnings?).*/\1/' <<<"$zero")"
    start="$(date +%s.%N)"
    "$arch_check" init >/dev/null
    init_time="$(seconds "$start")"
    start="$(date +%s.%N)"
    passed="$("$arch_check" | tail -n 1)"
    check_time="$(seconds "$start")"
    counts="$(sed -E 's/arch-check (passed|FAILED): ([0-9]+) targets, ([0-9]+) files.*/\2|\3/' <<<"$passed")"
    verdict="$(sed -E 's/arch-check (passed|FAILED).*/\1/' <<<"$passed")"
    # A library target's first file imports a library module of the package its rule does not allow (in
    # a package with one library module, a module no rule names).
    read -r file module < <(python3 - "$copy" <<'PY'
import json, subprocess, sys
package = json.loads(subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=sys.argv[1],
                                    capture_output=True, text=True, check=True).stdout)
rules = {rule["name"]: rule for rule in json.load(open(sys.argv[1] + "/architecture-rules.json"))["rules"]}
libraries = [t for t in package["targets"] if t["type"] == "library" and t.get("module_type") == "SwiftTarget"]
choices = []
for target in libraries:
    allowed = set(rules[target["name"]]["mayImport"])
    others = [t["c99name"] for t in libraries if t["c99name"] not in allowed and t["name"] != target["name"]]
    if target.get("sources"):
        choices.append((0 if others else 1, target, others[0] if others else "PlantedModule"))
# A module of the package where one is not allowed, else a module no rule names.
_, target, module = sorted(choices, key=lambda choice: choice[0])[0]
print(sys.argv[1] + "/" + target["path"] + "/" + sorted(target["sources"])[0], module)
PY
)
    printf 'import %s\n' "$module" | cat - "$file" >"$file.planted" && mv "$file.planted" "$file"
    planted="$("$arch_check" 2>&1 | grep -m 1 "forbidden-import" | sed -E "s#^error: ##; s#: '.*##" || true)"
    echo "| $name | ${counts%%|*} | ${counts##*|} | $findings | ${init_time} s | $verdict, ${check_time} s | ${planted:-NOT CAUGHT} (\`import $module\`) |"
    cd "$root"
    rm -rf "$copy"
done
