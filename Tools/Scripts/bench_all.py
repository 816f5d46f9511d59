"""Runs the repository's benchmarks and writes their sections of docs/performance.md.

Called by Tools/Scripts/bench-all.sh (see --help there). Each area runs one of the per-area scripts,
parses what it prints and renders one or more blocks of Markdown; each block replaces the text between
`<!-- bench:<block>:begin -->` and `<!-- bench:<block>:end -->` in the output file, which is written
after every area, so an area that fails or is not run keeps its previous block.
"""

import argparse
import os
import re
import subprocess
import sys
import textwrap
from dataclasses import dataclass, field
from typing import Callable

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MEMORY_TARGET_MIB = 64


# ---- running -------------------------------------------------------------------------------------

@dataclass
class Machine:
    commit: str
    cores: int
    load: str

    def cells(self) -> list[str]:
        return [f"`{self.commit}`", f"{self.cores} cores, load {self.load}"]


def current_machine() -> Machine:
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout.strip()
    # Changes outside docs/ would make the commit not the code measured.
    changes = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--", ".", ":!docs"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.strip()
    if changes:
        commit += " + changes"
    with open("/proc/loadavg") as file:
        load = file.read().split()[0]
    return Machine(commit, os.cpu_count() or 0, load)


def run(command: list[str], env: dict[str, str] | None = None) -> tuple[str, int]:
    """Runs `command` under `nice -n 10` from the repository's root; its standard error goes to ours,
    its standard output is returned (and echoed to our standard error, to follow the run)."""
    print(f"bench-all: {' '.join(command)}", file=sys.stderr, flush=True)
    process = subprocess.Popen(["nice", "-n", "10", *command], cwd=ROOT, stdout=subprocess.PIPE,
                               text=True, env={**os.environ, **(env or {})})
    lines = []
    assert process.stdout is not None
    for line in process.stdout:
        sys.stderr.write(line)
        lines.append(line)
    return "".join(lines), process.wait()


# The build a server is deployed with (Tools/Scripts/build-command.sh), and how the tables say it.
DEPLOYMENT_BUILD = {"FEED_STATIC_SWIFT_STDLIB": "1"}
DEPLOYMENT_BUILD_TEXT = ("release builds as deployed: `--static-swift-stdlib`, linked by lld with packed relative "
                         "relocations (`.build-release-static`)")


class BenchmarkFailed(Exception):
    pass


# ---- formatting ----------------------------------------------------------------------------------

def thousands(value: float) -> str:
    return f"{value:,.0f}"


def milliseconds(text: str) -> float:
    """wrk's latency ("812.00us", "3.11ms", "1.23s", "1.02m") in milliseconds."""
    match = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text)
    if not match:
        raise BenchmarkFailed(f"unreadable latency '{text}'")
    scale = {"us": 0.001, "ms": 1, "s": 1000, "m": 60000}[match.group(2)]
    return float(match.group(1)) * scale


def duration(ms: float) -> str:
    if ms >= 1000:
        return f"{ms / 1000:.2f} s"
    if ms >= 1:
        return f"{ms:.2f} ms"
    return f"{ms * 1000:.0f} µs"


def table(header: list[str], alignments: str, rows: list[list[str]]) -> str:
    """A Markdown table; `alignments` has one letter a column: l (left) or r (right)."""
    lines = ["| " + " | ".join(header) + " |",
             "|" + "|".join("---:" if a == "r" else "---" for a in alignments) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def met(missed: list[str]) -> str:
    return "yes" if not missed else "**no**: " + ", ".join(missed)


def shell(command: list[str], env: dict[str, str] | None = None) -> str:
    prefix = "".join(f"{k}={v} " for k, v in (env or {}).items())
    return prefix + " ".join(command)


# ---- areas ---------------------------------------------------------------------------------------

@dataclass
class Area:
    name: str
    summary: str
    blocks: list[str]
    produce: Callable[[bool], dict[str, str]]
    heavy: str = ""


def only_area(name: str, quick: bool) -> str:
    return f"Tools/Scripts/bench-all.sh --only {name}" + (" --quick" if quick else "")


# The web host -------------------------------------------------------------------------------------

def web_rows(output: str) -> list[dict]:
    rows, in_table = [], False
    for line in output.splitlines():
        if line.startswith("route "):
            in_table = True
            continue
        if in_table and line.strip():
            fields = line.split()
            if len(fields) < 8:
                continue
            rps, share, p99, _upstream, cpu, failed, peak = fields[-7:]
            label = " ".join(fields[:-7])
            failures, timeouts = (int(n) for n in failed.split("/"))
            rows.append({"route": label, "rps": float(rps), "p99": milliseconds(p99), "cpu": cpu,
                         "failed": failures, "timeouts": timeouts, "peak": int(peak)})
    if len(rows) < 2:
        raise BenchmarkFailed("bench-web.sh printed no table")
    return rows


def web_table(rows: list[dict], machine: Machine, many_connections: bool) -> str:
    reference = rows[0]
    body = []
    for index, row in enumerate(rows):
        share = row["rps"] / reference["rps"]
        p99_ratio = row["p99"] / reference["p99"]
        route = row["route"]
        last = index == len(rows) - 1 and route == "/health"
        label = f"`{route}`" + (" once more, last" if last else "")
        missed = []
        if many_connections:
            target = "share ≥ 50 %"
        else:
            minimum = 25 if route.endswith("/comments") else 50
            p99_limit = 3 if route == "/" else 5
            target = f"share ≥ {minimum} %, p99 ≤ {p99_limit}x"
            if index > 0 and p99_ratio > p99_limit:
                missed.append(f"p99 {p99_ratio:.1f}x")
        minimum = 25 if (route.endswith("/comments") and not many_connections) else 50
        if index > 0 and share * 100 < minimum:
            missed.append(f"share {share * 100:.0f} %")
        if row["failed"] or (many_connections and row["timeouts"]):
            missed.append(f"{row['failed']} failed, {row['timeouts']} timed out")
        if row["peak"] >= MEMORY_TARGET_MIB:
            missed.append(f"memory {row['peak']} MiB")
        verdict = ("reference" if not missed else "reference, " + met(missed)) if index == 0 else met(missed)
        if index == 0:
            target = "reference"
        body.append([label, thousands(row["rps"]), f"{share * 100:.0f} %", duration(row["p99"]),
                     f"{p99_ratio:.1f}x", f"{row['failed']} / {row['timeouts']}", row["cpu"].replace("/", " / "),
                     f"{row['peak']} MiB", target, verdict, *machine.cells()])
    return table(["route", "req/s", "share of `/health`", "p99", "p99 / `/health`'s", "failed / timed out",
                  "CPU s: web / API / database", "peak memory so far", "target", "met", "commit", "machine"],
                 "lrrrrrrrllll", body)


def web_area(block: str, seconds: int, connections: int, postgres: bool) -> Callable[[bool], dict[str, str]]:
    def produce(quick: bool) -> dict[str, str]:
        duration_s = 2 if quick else seconds
        command = ["Tools/Scripts/bench-web.sh", str(duration_s), str(connections)] + (["--postgres"] if postgres else [])
        machine = current_machine()
        output, status = run(command, DEPLOYMENT_BUILD)
        if status != 0:
            raise BenchmarkFailed(f"{command[0]} exited with {status}")
        rows = web_rows(output)
        store = "every feature's state in a throwaway local PostgreSQL cluster" if postgres else \
            "feed-web's state in files (its cache in SQLite, the photos in JSON)"
        many = connections >= 100
        intro = (f"`{only_area(block, quick)}` runs `{shell(command, DEPLOYMENT_BUILD)}`: {DEPLOYMENT_BUILD_TEXT}, wrk with "
                 f"{connections} connections for {duration_s} s per route, one route after another, {store}, "
                 f"the feed API (`feed-sample-server`) in its own process. The reference is `/health` of the "
                 f"same server, measured first, and once more last to show that the other routes left it "
                 f"unharmed. ")
        if many:
            intro += (f"Target: every route at least 50 % of `/health`'s requests per second, no request failed or "
                      f"timed out (wrk's 2 s), and feed-web's peak resident memory under {MEMORY_TARGET_MIB} MiB; "
                      f"the p99 is given for information. ")
        else:
            intro += (f"Target: every route at least 50 % of `/health`'s requests per second (the comments 25 %) "
                      f"with a p99 within 5x of `/health`'s (`/`: 3x), no request failed, and feed-web's peak "
                      f"resident memory under {MEMORY_TARGET_MIB} MiB. ")
        intro += (f"The CPU seconds are those used while the route ran ({machine.cores} cores give "
                  f"{machine.cores * duration_s} s; wrk takes the rest); the peak memory is the most so far "
                  f"(`VmHWM`), so it only grows down the table.")
        return {block: intro + "\n\n" + web_table(rows, machine, many)}
    return produce


# Memory under faults ------------------------------------------------------------------------------

def faults(quick: bool) -> dict[str, str]:
    seconds = 20 if quick else 60
    command = ["Tools/Scripts/web-fault-load.sh", str(seconds), "32"]
    machine = current_machine()
    output, _ = run(command, DEPLOYMENT_BUILD)  # exits 1 when a target is missed: the table says which
    memory = re.search(r"resident memory: (\d+) MiB at the start, (\d+) MiB at most", output)
    rps = re.search(r"Requests/sec:\s*([\d.]+)", output)
    errors = re.search(r"own making \(5xx but 503\): (\d+); feed-web alive at the end: (\w+)", output)
    if not (memory and rps and errors):
        raise BenchmarkFailed("web-fault-load.sh printed no result")
    start, most = int(memory.group(1)), int(memory.group(2))
    own, alive = int(errors.group(1)), errors.group(2)
    rows = [
        ["resident memory at most", f"{most} MiB", f"{start} MiB at the start", f"{most / start:.2f}x",
         f"under {MEMORY_TARGET_MIB} MiB", met([] if most < MEMORY_TARGET_MIB else [f"{most} MiB"])],
        ["server errors of feed-web's own making (5xx but 503)", str(own), "", "", "0",
         met([] if own == 0 else [str(own)])],
        ["feed-web alive at the end", alive, "", "", "yes", met([] if alive == "yes" else ["it died"])],
        ["requests per second", thousands(float(rps.group(1))), "", "", "none (for information)", ""],
    ]
    intro = (f"`{only_area('faults', quick)}` runs `{shell(command, DEPLOYMENT_BUILD)}`: {DEPLOYMENT_BUILD_TEXT}, wrk with 32 "
             f"connections for {seconds} s over the feed page, `/?pages=2`, `/?pages=50`, `POST /?pages=1`, "
             f"`POST /?pages=50`, absurd `?pages=` values, an image and its comments, while the feed API "
             f"cycles through its failure modes; resident memory sampled every second. Target: under "
             f"{MEMORY_TARGET_MIB} MiB, no server error of feed-web's own making, feed-web alive at the end.")
    body = [row + machine.cells() for row in rows]
    return {"faults": intro + "\n\n" + table(["measure", "value", "reference", "ratio", "target", "met",
                                               "commit", "machine"], "lrlrllll", body)}


# The stores --------------------------------------------------------------------------------------

def store(quick: bool) -> dict[str, str]:
    command = ["Tools/Benchmarks/StoreBenchmarks/run.sh"]
    machine = current_machine()
    output, status = run(command)
    if status != 0:
        raise BenchmarkFailed(f"run.sh exited with {status}")
    rows = []
    for line in output.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 7 and cells[0].split(":")[0] in ("SQLiteFeedStore", "JSONFileFeedStore"):
            name, measured, reference, base, ratio, target, verdict = cells
            store_name, operation = name.split(": ", 1)
            label = {"SQLiteFeedStore": "SQLite", "JSONFileFeedStore": "JSON file"}[store_name] + ": " + operation
            verdict = {"yes": "yes", "no": "**no**", "n/a": ""}[verdict]
            target = "none (for information)" if target == "none" else target
            rows.append([label, measured, reference, base, ratio, target, verdict, *machine.cells()])
    if not rows:
        raise BenchmarkFailed("run.sh printed no table")
    intro = (f"`{only_area('store', quick)}` runs `{' '.join(command)}` (package-benchmark, release, the "
             f"median of up to 30 samples a benchmark): the SQLite reference is the same SQL through "
             f"libsqlite3 in C, the JSON-file reference Foundation's encoder and an atomic write "
             f"([Tools/Benchmarks/StoreBenchmarks](../Tools/Benchmarks/StoreBenchmarks/README.md) lists "
             f"them). Target: saving and loading 10,000 images within 2x of the reference for the SQLite "
             f"store and 3x for the JSON-file store, reading a 1 MB image within 2x.")
    blocks = {"store": intro + "\n\n" + table(["operation", "store", "reference", "reference's time", "ratio",
                                                "target", "met", "commit", "machine"], "lrlrrllll", rows)}
    ours = re.search(r"at once take (.+?), one after another (.+?): ([\d.]+)x", output)
    theirs = re.search(r"libsqlite3 on eight connections and threads: at once (.+?),\s*one after another (.+?): "
                       r"([\d.]+)x", output)
    if ours and theirs:
        ratio = float(ours.group(3))
        readers = [
            ["the store: eight reads at once", ours.group(1), ours.group(2), f"{ratio:.2f}x", "0.7x",
             met([] if ratio <= 0.7 else [f"{ratio:.2f}x"]), *machine.cells()],
            ["libsqlite3: eight connections on eight threads", theirs.group(1), theirs.group(2),
             f"{float(theirs.group(3)):.2f}x", "none", "reference", *machine.cells()],
        ]
        blocks["store-readers"] = (
            f"`{only_area('store', quick)}` (the same run): eight reads of a 1 MB image at once against the same "
            f"eight one after another. The reference is libsqlite3 on eight connections and threads. Target: "
            f"at once within 0.7x of one after another.\n\n"
            + table(["measure", "at once", "one after another (reference)", "ratio", "target", "met",
                     "commit", "machine"], "lrrrllll", readers))
    return blocks


# Start-up of the terminal apps --------------------------------------------------------------------

def startup_area(static: bool) -> Callable[[bool], dict[str, str]]:
    block = "startup-static" if static else "startup"

    def produce(quick: bool) -> dict[str, str]:
        runs = 5 if quick else 30
        command = ["Tools/Scripts/bench-startup.sh", str(runs)]
        env = DEPLOYMENT_BUILD if static else {}
        machine = current_machine()
        output, status = run(command, env)
        if status != 0:
            raise BenchmarkFailed(f"bench-startup.sh exited with {status}")
        rows = []
        first_reference = None
        for line in output.splitlines():
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) == 6 and cells[0].startswith("`") and cells[1].endswith("ms"):
                app, measured, reference, base, ratio, target = cells
                first_reference = first_reference or (reference, base)
                rows.append([app, measured, reference, base, ratio, "3x",
                             "yes" if target.endswith("met") and "missed" not in target else "**no**",
                             *machine.cells()])
        floor = re.search(r"imports Foundation and prints a line: ([\d.]+) ms \(([\d.]+)x sqlite3\)", output)
        if not rows:
            raise BenchmarkFailed("bench-startup.sh printed no table")
        if floor and first_reference:
            rows.append(["a Swift program that imports Foundation and prints a line", f"{floor.group(1)} ms",
                         first_reference[0], first_reference[1], f"{float(floor.group(2)):.1f}x",
                         "none (the floor of every app)", "", *machine.cells()])
        linked = DEPLOYMENT_BUILD_TEXT + " (libcurl's libraries stay dynamic)" if static else "release builds"
        intro = (f"`{only_area(block, quick)}` runs `{shell(command, env)}`: {linked}, each app's cache warmed "
                 f"by one online run; each app offline (`--base-url http://127.0.0.1:9`) and its reference "
                 f"alternate, {runs} times each, median from process start to exit. Target: within 3x of the reference.")
        return {block: intro + "\n\n" + table(["app, offline", "app", "reference", "reference's time", "ratio",
                                                "target", "met", "commit", "machine"], "lrlrrllll", rows)}
    return produce


# The architecture check at scale ------------------------------------------------------------------

def scale(quick: bool) -> dict[str, str]:
    build = ["swift", "build", "-c", "release", "--product", "arch-check", "--scratch-path", ".build-release"]
    machine = current_machine()
    _, status = run(build)
    if status != 0:
        raise BenchmarkFailed("the release build of arch-check failed")
    scales = ["1", "10"] if quick else ["1", "10", "100"]
    runs = "2" if quick else "7"
    command = ["Tools/ArchitectureCheck/Benchmarks/scale.sh", "--runs", runs, "--arch-check",
               ".build-release/release/arch-check", *scales]
    output, status = run(command)
    if status != 0:
        raise BenchmarkFailed(f"scale.sh exited with {status}")
    rows = []
    for line in output.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 11 and re.fullmatch(r"\d+x", cells[0]):
            factor, targets, files, reference, whole, whole_ratio, one, one_ratio = cells[:8]
            ratio = float(whole_ratio)
            rows.append([factor, f"{int(targets):,}", f"{int(files):,}", f"{float(reference):.2f} s",
                         f"{float(whole):.2f} s", f"{ratio:.2f}x", f"{float(one):.3f} s", f"{float(one_ratio):.2f}x",
                         "whole check ≤ 1.5x", met([] if ratio <= 1.5 else [f"{ratio:.2f}x"]), *machine.cells()])
    if not rows:
        raise BenchmarkFailed("scale.sh printed no table")
    intro = (f"`{only_area('scale', quick)}` runs `{' '.join(command)}` (release build of `arch-check`, medians "
             f"of {runs} rounds after a warm-up, each ratio the median of the rounds' ratios) on generated "
             f"packages of 10 x the scale targets with 50 Swift files each. The reference is "
             f"`swift package describe --type json` plus a `grep` of the imports over the same files. Target: the "
             f"whole check within 1.5x of the reference; one target's plugin run is given for information.")
    return {"scale": intro + "\n\n" + table(
        ["scale", "targets", "files", "reference", "whole check", "ratio", "one target's plugin run", "ratio",
         "target", "met", "commit", "machine"], "lrrrrrrrllll", rows)}


# What the build plugin adds to a no-op build --------------------------------------------------------

def plugin_noop(quick: bool) -> dict[str, str]:
    runs = "3" if quick else "15"
    command = ["Tools/ArchitectureCheck/Benchmarks/noop-build-overhead.sh"]
    machine = current_machine()
    output, status = run(command, {"RUNS": runs})
    if status != 0:
        raise BenchmarkFailed(f"noop-build-overhead.sh exited with {status}")
    with_plugin = re.search(r"with the plugin:\s+median ([\d.]+) s", output)
    without = re.search(r"without the plugin:\s+median ([\d.]+) s", output)
    if not (with_plugin and without):
        raise BenchmarkFailed("noop-build-overhead.sh printed no result")
    ratio = float(with_plugin.group(1)) / float(without.group(1))
    rows = [["no-op `swift build` of the consumer fixture", f"{float(with_plugin.group(1)):.3f} s",
             f"{float(without.group(1)):.3f} s", f"{ratio:.2f}x", "none (for information)", "",
             *machine.cells()]]
    intro = (f"`{only_area('plugin-noop', quick)}` runs `RUNS={runs} {command[0]}`: "
             f"`Tests/ArchitectureCheckTests/Fixtures/ConsumerPackage`, already built, with the build plugin and "
             f"without it (`ARCH_CHECK_DISABLE_PLUGIN=1`, the reference), each in its own scratch folder, the median "
             f"of {runs} no-op builds each. No target: the plugin's share of a no-op build, for information.")
    return {"plugin-noop": intro + "\n\n" + table(["build", "with the plugin", "without (reference)", "ratio",
                                                    "target", "met", "commit", "machine"], "lrrrllll", rows)}


AREAS = [
    Area("web", "the web host under wrk, 32 connections, state in files", ["web"], web_area("web", 8, 32, False),
         "about 3 minutes after the release build"),
    Area("web-postgres", "the same with every feature's state in a throwaway PostgreSQL cluster", ["web-postgres"],
         web_area("web-postgres", 8, 32, True), "needs postgresql"),
    Area("web-1000", "the web host under 1,000 connections", ["web-1000"], web_area("web-1000", 4, 1000, False)),
    Area("faults", "feed-web's memory while its feed API misbehaves", ["faults"], faults),
    Area("store", "the SQLite and JSON-file stores against libsqlite3 and Foundation", ["store", "store-readers"],
         store, "the first build takes about 6 minutes; --quick runs the same"),
    Area("startup", "start-up of the terminal apps", ["startup"], startup_area(False)),
    Area("startup-static", "the same, built with --static-swift-stdlib", ["startup-static"], startup_area(True),
         "a release build of its own"),
    Area("scale", "the architecture check on 10 to 1,000 generated targets", ["scale"], scale),
    Area("plugin-noop", "what the architecture check's build plugin adds to a no-op build", ["plugin-noop"],
         plugin_noop),
]


# ---- the document --------------------------------------------------------------------------------

def wrap(text: str) -> str:
    """Each paragraph of `text` but tables wrapped at 100 columns, as the rest of the file is."""
    paragraphs = text.split("\n\n")
    return "\n\n".join(p if p.startswith("|") else textwrap.fill(p, width=100, break_long_words=False,
                                                                  break_on_hyphens=False)
                         for p in paragraphs)


def replace_block(document: str, block: str, text: str) -> str:
    pattern = re.compile(rf"(<!-- bench:{re.escape(block)}:begin -->\n).*?(\n<!-- bench:{re.escape(block)}:end -->)",
                         re.DOTALL)
    if not pattern.search(document):
        raise BenchmarkFailed(f"no <!-- bench:{block}:begin --> ... <!-- bench:{block}:end --> in the document")
    return pattern.sub(lambda match: match.group(1) + text + match.group(2), document, count=1)


def main() -> int:
    names = [area.name for area in AREAS]
    area_help = "\n".join(f"  {a.name:<15} {a.summary}" + (f" ({a.heavy})" if a.heavy else "") for a in AREAS)
    parser = argparse.ArgumentParser(
        prog="Tools/Scripts/bench-all.sh",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Runs the repository's benchmarks and writes their sections of docs/performance.md: each "
                    "table row with its ratio to the run's reference, the target and whether it was met, the "
                    "commit and the machine. Areas not run keep their section unchanged.",
        epilog=f"areas (all by default, in this order):\n{area_help}\n\n"
               "On 2 shared cores, once the release builds exist, web to scale take about 27 minutes "
               "(scale's 100x alone about 12) and --quick about 8; the static build and the store "
               "benchmarks' first build add 10 minutes or more each. Every command runs under "
               "`nice -n 10`.\n\n"
               "examples:\n  Tools/Scripts/bench-all.sh --only web,store\n  Tools/Scripts/bench-all.sh --quick\n")
    parser.add_argument("--only", metavar="AREA,...", help="run only these areas (comma-separated)")
    parser.add_argument("--quick", action="store_true",
                        help="shorter runs (2 s a route, 20 s of faults, 5 start-ups, scales 1 and 10 in 2 rounds): "
                             "for trying the script; the section says so")
    parser.add_argument("--output", default="docs/performance.md", help="the file to update (default: %(default)s)")
    parser.add_argument("--dry-run", action="store_true", help="print the areas that would run, run nothing")
    options = parser.parse_args()

    selected = names if not options.only else [n.strip() for n in options.only.split(",") if n.strip()]
    unknown = [n for n in selected if n not in names]
    if unknown:
        parser.error(f"unknown area {', '.join(unknown)} (areas: {', '.join(names)})")
    path = os.path.join(ROOT, options.output)
    with open(path) as file:
        document = file.read()
    for area in AREAS:  # every block must be there before anything runs
        if area.name in selected:
            for block in area.blocks:
                replace_block(document, block, "")
    if options.dry_run:
        print("would run: " + ", ".join(n for n in names if n in selected) + f"; would write {options.output}")
        return 0

    failed = []
    for area in AREAS:
        if area.name not in selected:
            continue
        print(f"bench-all: area {area.name}", file=sys.stderr, flush=True)
        try:
            blocks = area.produce(options.quick)
        except (BenchmarkFailed, subprocess.CalledProcessError) as error:
            print(f"bench-all: {area.name}: {error}; its section is unchanged", file=sys.stderr)
            failed.append(area.name)
            continue
        with open(path) as file:
            document = file.read()
        for block, text in blocks.items():
            document = replace_block(document, block, wrap(text))
        with open(path, "w") as file:
            file.write(document)
        print(f"bench-all: {area.name} written to {options.output}", file=sys.stderr, flush=True)
    if failed:
        print(f"bench-all: failed: {', '.join(failed)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
