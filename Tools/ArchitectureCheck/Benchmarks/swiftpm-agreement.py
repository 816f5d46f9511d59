"""One package's row of swiftpm-agreement.sh, then its disagreements, one Markdown list item each.

Arguments: package name, SwiftPM's build log (with `<log>.status`: exit status and seconds),
arch-check's JSON report, `swift package describe --type json`.
"""
import json
import re
import sys
from collections import defaultdict

name, log_path, report_path, describe_path = sys.argv[1:5]
log = open(log_path, encoding="utf-8", errors="replace").read()
words = open(log_path + ".status").read().split()
status, seconds, stopped = int(words[0]), int(words[1]), "stopped" in words
report = json.load(open(report_path))["diagnostics"]
package = json.load(open(describe_path))

targets = {target["c99name"]: target for target in package["targets"]}
by_name = {target["name"]: target for target in package["targets"]}


def dependencies(target_name):
    return [by_name[d]["c99name"] if d in by_name else d for d in by_name[target_name].get("target_dependencies", [])]


def path_to(target_name, module):
    """The chain of declared target dependencies from target_name to module, or None."""
    seen, frontier = set(), [(by_name[target_name]["c99name"], [])]
    while frontier:
        current, path = frontier.pop(0)
        for dependency in dependencies(targets[current]["name"]) if current in targets else []:
            if dependency in seen:
                continue
            seen.add(dependency)
            if dependency == module:
                return path + [dependency]
            frontier.append((dependency, path + [dependency]))
    return None


def duration(total):
    return f"{total // 60} min {total % 60} s" if total >= 60 else f"{total} s"


swiftpm = set(re.findall(r"Target (\S+) imports another target \((\S+)\) in the package", log))
other_errors = sorted({line.strip() for line in log.splitlines()
                       if re.search(r"\berror:", line) and "imports another target" not in line})
undeclared = defaultdict(list)
for diagnostic in report:
    if diagnostic["code"] == "undeclared-dependency":
        undeclared[(diagnostic["target"], diagnostic["module"])].append(f'{diagnostic["file"]}:{diagnostic["line"]}')
unused = []
for diagnostic in report:
    if diagnostic["code"] == "unused-dependency":
        dependency = re.search(r"declares a dependency on '([^']+)'", diagnostic["message"]).group(1)
        unused.append((diagnostic["target"], dependency))


def pairs(found):
    return "; ".join(f"`{t}` → `{m}`" for t, m in sorted(found))


def count(number, noun):
    return f"{number} {noun}" + ("" if number == 1 else "s")


undeclared_cell = (f"{count(sum(map(len, undeclared.values())), 'import')}, "
                   f"{count(len(undeclared), 'target–module pair')}" if undeclared else "none")
unused_cell = str(len(unused)) if unused else "none"
notes = []
if unused:
    notes.append(f"- {name}, unused (SwiftPM has no such check): "
                 + "; ".join(f"`{t}` → `{d}`" for t, d in sorted(unused)))
if stopped:
    status = 0
if status != 0 and not swiftpm:
    reason = other_errors[0] if other_errors else log.strip().splitlines()[-1] if log.strip() else "no output"
    reason = re.sub(r"^.*?error: ", "", reason)[:160].replace("|", "\\|")
    print(f"| {name} | {undeclared_cell} | {unused_cell} | build fails for another reason, after "
          f"{duration(seconds)}: {reason} | not compared |")
    print("\n".join(notes))
    sys.exit(0)
swiftpm_cell = (f"{count(len(swiftpm), 'target–module pair')} ({duration(seconds)} build)" if swiftpm
                else f"passes ({duration(seconds)} build)")
if stopped:
    swiftpm_cell = (f"{count(len(swiftpm), 'target–module pair')}" if swiftpm else "import check passes") + (
        f" (build stopped when compiling began, after {duration(seconds)})")
if status != 0 and other_errors and any("imports another target" not in e for e in other_errors):
    swiftpm_cell += f"; the build also fails: {other_errors[0][:120]}".replace("|", "\\|")
both = swiftpm & set(undeclared)
ours = set(undeclared) - swiftpm
theirs = swiftpm - set(undeclared)
verdicts = []
if both:
    verdicts.append(f"{count(len(both), 'pair')} both")
transitive = 0
for target, module in sorted(ours):
    chain = path_to(target, module)
    places = undeclared[(target, module)]
    where = places[0] + (f" and {len(places) - 1} more" if len(places) > 1 else "")
    if chain:
        transitive += 1
        notes.append(f"- {name}: `{target}` imports `{module}` ({where}); SwiftPM accepts it through "
                     f"{' → '.join(f'`{c}`' for c in chain)} (transitive), arch-check asks for a direct declaration")
    else:
        notes.append(f"- {name}: `{target}` imports `{module}` ({where}), which no declared dependency reaches; "
                     "SwiftPM reports nothing: UNEXPLAINED")
if transitive:
    verdicts.append(f"{count(transitive, 'pair')} only arch-check, transitive")
if len(ours) > transitive:
    verdicts.append(f"{count(len(ours) - transitive, 'pair')} only arch-check, unexplained")
for target, module in sorted(theirs):
    kind = "a module of the package" if module in targets else "not a module of the package"
    notes.append(f"- {name}: SwiftPM reports `{target}` importing `{module}` ({kind}); arch-check does not: UNEXPLAINED")
if theirs:
    verdicts.append(f"{count(len(theirs), 'pair')} only SwiftPM")
for target, module in sorted(swiftpm):
    for t, dependency in unused:
        if t == target:
            notes.append(f"- {name}: `{target}` imports `{module}` undeclared and declares `{dependency}` unused")
agreement = "agree" if not ours and not theirs else "disagree: " + ", ".join(verdicts)
if not ours and not theirs and both:
    agreement = f"agree ({count(len(both), 'pair')} both)"
print(f"| {name} | {undeclared_cell} | {unused_cell} | {swiftpm_cell} | {agreement} |")
print("\n".join(notes))
