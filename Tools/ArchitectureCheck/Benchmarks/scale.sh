#!/usr/bin/env bash
# The architecture check at scale: generates a synthetic package of 10 x <scale> targets with 50 Swift files each
# (1x: 10 targets, 500 files; 100x: 1,000 targets, 50,000 files), then times, for each scale, in the same run:
#   - the reference: `swift package describe --type json` plus `grep -rh '^import'` over the same files (the sum),
#   - the whole-package check: `arch-check --package-path <package>` (it runs `swift package describe` itself),
#   - one target's build-plugin run: the command line ArchitectureCheckPlugin gives the build system
#     (`arch-check check --package-model … --rules … --target … --reporter xcode --stamp …`), with a package
#     model written as the plugin writes it (every target, the Swift files of the checked target only).
# Prints a Markdown table with each figure as a ratio to its reference of the same run.
#
# A plain loop over `date +%s%N` rather than hyperfine: hyperfine adds a variable of random length to the
# environment of every run, and SwiftPM re-evaluates a manifest whose environment changed, which would time
# manifest compilation instead of the check.
set -euo pipefail

usage() {
    cat <<'EOF'
USAGE: Tools/ArchitectureCheck/Benchmarks/scale.sh [--runs <n>] [--arch-check <path>] [--keep] [<scale>...]

Times the whole-package architecture check and one target's plugin run on generated packages of
10 x <scale> targets of 50 Swift files each (default scales: 1 10 100, that is 10, 100 and 1,000
targets, 500, 5,000 and 50,000 files), against `swift package describe --type json` plus a `grep`
of the imports over the same files, and prints a Markdown table. The four commands run one after
the other in each of <n> rounds (default 7), after one warm-up run each; each time is the median
of the rounds, each ratio the median of the rounds' ratios.

OPTIONS:
  --runs <n>           Timed rounds (default: 7; or RUNS in the environment).
  --arch-check <path>  The arch-check executable (default: ARCH_CHECK in the environment, else
                       <repository>/.build/release/arch-check). Build it with
                       `swift build -c release --product arch-check` at the repository root.
  --keep               Keep the generated packages and print where they are.
  -h, --help           Show this help.

EXAMPLE:
  swift build -c release --product arch-check --scratch-path .build-scale
  nice -n 19 Tools/ArchitectureCheck/Benchmarks/scale.sh --arch-check .build-scale/release/arch-check 1 10 100
EOF
}

repository="$(cd "$(dirname "$0")/../../.." && pwd)"
runs="${RUNS:-7}"
arch_check="${ARCH_CHECK:-$repository/.build/release/arch-check}"
keep=0
scales=()
while [ $# -gt 0 ]; do
    case "$1" in
        -h | --help) usage; exit 0 ;;
        --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
        --arch-check) arch_check="${2:?--arch-check needs a path}"; shift 2 ;;
        --keep) keep=1; shift ;;
        -*) echo "scale.sh: unknown option '$1'" >&2; usage >&2; exit 2 ;;
        *) scales+=("$1"); shift ;;
    esac
done
[ ${#scales[@]} -gt 0 ] || scales=(1 10 100)
for scale in "${scales[@]}"; do
    [[ "$scale" =~ ^[1-9][0-9]*$ ]] || { echo "scale.sh: a scale is a positive integer, not '$scale'" >&2; exit 2; }
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "scale.sh: --runs takes a positive integer, not '$runs'" >&2; exit 2; }
if [ ! -x "$arch_check" ]; then
    echo "scale.sh: no arch-check executable at '$arch_check'." >&2
    echo "Build it with 'swift build -c release --product arch-check' and pass --arch-check <path> if it is elsewhere." >&2
    exit 2
fi
arch_check="$(cd "$(dirname "$arch_check")" && pwd)/$(basename "$arch_check")"
command -v swift >/dev/null || { echo "scale.sh: 'swift' is not on the PATH" >&2; exit 2; }

work="$(mktemp -d "${TMPDIR:-/tmp}/arch-check-scale.XXXXXX")"
cleanup() {
    if [ "$keep" = 1 ]; then echo "scale.sh: kept the generated packages in $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT

layers=10
files_per_target=50

# Writes the package of `scale` x 10 targets into directory $1: Package.swift, architecture-rules.json, the
# Swift files, and plugin-model.json (what ArchitectureCheckPlugin writes for the first target of the top layer).
generate() {
    local directory="$1" scale="$2"
    mkdir -p "$directory"
    awk -v dir="$directory" -v perLayer="$scale" -v layers="$layers" -v files="$files_per_target" '
    function name(layer, idx) { return sprintf("Layer%dModule%04d", layer, idx) }
    # The declared dependencies of target (layer, i), in deps[1..n]; returns n. Two of the layer below,
    # one of the layer below that: every target of a layer above 0 depends on three (fewer at 1x).
    function dependencies(layer, i,    n, candidate, k, seen) {
        n = 0
        if (layer >= 1) {
            deps[++n] = name(layer - 1, i)
            candidate = name(layer - 1, (i + 1) % perLayer)
            if (candidate != deps[1]) deps[++n] = candidate
        }
        if (layer >= 2) deps[++n] = name(layer - 2, i)
        return n
    }
    function quoted(text) { return "\"" text "\"" }
    BEGIN {
        manifest = dir "/Package.swift"
        print "// swift-tools-version: 6.0" > manifest
        print "// Generated by Tools/ArchitectureCheck/Benchmarks/scale.sh: " layers " layers of " perLayer " targets." > manifest
        print "import PackageDescription" > manifest
        print "" > manifest
        print "let package = Package(" > manifest
        print "    name: \"ArchitectureScale\"," > manifest
        print "    targets: [" > manifest
        for (layer = 0; layer < layers; layer++) {
            for (i = 0; i < perLayer; i++) {
                n = dependencies(layer, i)
                list = ""
                for (k = 1; k <= n; k++) list = list (k > 1 ? ", " : "") quoted(deps[k])
                print "        .target(name: " quoted(name(layer, i)) ", dependencies: [" list "])," > manifest
            }
        }
        print "    ]" > manifest
        print ")" > manifest
        close(manifest)

        rules = dir "/architecture-rules.json"
        print "{" > rules
        print "  \"version\": 1," > rules
        print "  \"moduleSets\": { \"standard\": [\"Swift\", \"_Concurrency\", \"Foundation\", \"Dispatch\"] }," > rules
        print "  \"rules\": [" > rules
        for (layer = 0; layer < layers; layer++) {
            allowed = "\"@standard\""
            for (below = 0; below < layer; below++) allowed = allowed ", \"Layer" below "Module*\""
            print "    { \"name\": \"layer-" layer "\", \"description\": \"Layer " layer ": the standard modules and the layers below.\", \"targets\": [\"Layer" layer "Module*\"], \"kinds\": [\"library\"], \"mayImport\": [" allowed "] }" (layer < layers - 1 ? "," : "") > rules
        }
        print "  ]," > rules
        print "  \"forbidden\": [" > rules
        print "    { \"name\": \"no-networking\", \"description\": \"the modules stay portable\", \"from\": [\"Layer*\"], \"imports\": [\"FoundationNetworking\"] }" > rules
        print "  ]," > rules
        print "  \"contracts\": [" > rules
        line = "    { \"name\": \"layers\", \"kind\": \"layers\", \"allowSameLayer\": false, \"layers\": ["
        for (layer = layers - 1; layer >= 0; layer--) line = line "[\"Layer" layer "Module*\"]" (layer > 0 ? ", " : "")
        print line "] }" > rules
        print "  ]" > rules
        print "}" > rules
        close(rules)

        model = dir "/plugin-model.json"
        pluginTarget = name(layers - 1, 0)
        printf "{\"name\":\"ArchitectureScale\",\"directory\":\"%s\",\"targets\":[", dir > model
        first = 1
        for (layer = 0; layer < layers; layer++) {
            for (i = 0; i < perLayer; i++) {
                target = name(layer, i)
                n = dependencies(layer, i)
                list = ""
                for (k = 1; k <= n; k++)
                    list = list (k > 1 ? "," : "") "{\"kind\":\"target\",\"name\":\"" deps[k] "\",\"modules\":[\"" deps[k] "\"]}"
                sources = ""
                if (target == pluginTarget)
                    for (f = 0; f < files; f++)
                        sources = sources (f > 0 ? "," : "") "\"" dir "/Sources/" target "/" target "File" sprintf("%02d", f) ".swift\""
                printf "%s{\"name\":\"%s\",\"moduleName\":\"%s\",\"kind\":\"library\",\"path\":\"Sources/%s\",\"sources\":[%s],\"dependencies\":[%s]}", \
                    (first ? "" : ","), target, target, target, sources, list > model
                first = 0
            }
        }
        print "]}" > model
        close(model)

        for (layer = 0; layer < layers; layer++) {
            for (i = 0; i < perLayer; i++) {
                target = name(layer, i)
                n = dependencies(layer, i)
                system("mkdir -p \"" dir "/Sources/" target "\"")
                for (f = 0; f < files; f++) {
                    type = target "Item" sprintf("%02d", f)
                    file = dir "/Sources/" target "/" target "File" sprintf("%02d", f) ".swift"
                    print "// " target "File" sprintf("%02d", f) ".swift" > file
                    print "// Generated by scale.sh. A mention in a comment is no import: import NotAModule" > file
                    print "" > file
                    print "import Foundation" > file
                    if (f % 5 == 0) print "import Dispatch" > file
                    if (n > 0) {
                        print "import " deps[f % n + 1] > file
                        if (f % 3 == 0 && n > 1) print "import " deps[(f + 1) % n + 1] > file
                    }
                    print "" > file
                    print "/// One value of " target "; `import Fake` in documentation is no import either." > file
                    print "public struct " type ": Sendable, Hashable {" > file
                    print "    public var id: Int" > file
                    print "    public var title: String" > file
                    print "    public var tags: [String]" > file
                    print "" > file
                    print "    public init(id: Int, title: String, tags: [String] = []) {" > file
                    print "        self.id = id" > file
                    print "        self.title = title" > file
                    print "        self.tags = tags" > file
                    print "    }" > file
                    print "" > file
                    print "    /* A block comment /* nested */ that says" > file
                    print "       import AlsoNotAModule" > file
                    print "     */" > file
                    print "    public var summary: String {" > file
                    print "        \"\\(id): \\(title) (\\(tags.joined(separator: \", \"))) import nothing\"" > file
                    print "    }" > file
                    print "" > file
                    print "    static let template = \"\"\"" > file
                    print "        import StillNotAModule" > file
                    print "        \\(1 + 1) lines" > file
                    print "        \"\"\"" > file
                    print "}" > file
                    print "" > file
                    print "extension " type " {" > file
                    print "    /// A score of the tags; " f " of " files "." > file
                    print "    func score(_ weights: [String: Int]) -> Int {" > file
                    print "        tags.reduce(id) { total, tag in total &+ (weights[tag] ?? 1) &* 31 }  // wraps on overflow" > file
                    print "    }" > file
                    print "" > file
                    print "    func matches(_ query: String) -> Bool {" > file
                    print "        title.localizedCaseInsensitiveContains(query) || tags.contains(query)" > file
                    print "    }" > file
                    print "}" > file
                    close(file)
                }
            }
        }
    }'
}

# Prints the wall-clock time in seconds of one run of the command; stops the script if the command fails.
elapsed() {
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1 || { echo "scale.sh: failed: $*" >&2; "$@" >&2 || true; exit 1; }
    end=$(date +%s%N)
    echo "$(((end - start) / 1000))e-6"
}

# The median of column $1 (an awk expression over the columns of the lines on standard input), 3 decimals.
median_of() {
    awk "{ print $1 }" | sort -g | awk '{ a[NR] = $1 } END { printf "%.3f", (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

rows=()
details=()
base_whole="" base_one="" base_reference=""
for scale in "${scales[@]}"; do
    package="$work/scale-$scale"
    targets=$((scale * layers))
    files=$((targets * files_per_target))
    echo "scale.sh: ${scale}x: generating $targets targets, $files files in $package" >&2
    generate "$package" "$scale"
    one_target="Layer$((layers - 1))Module0000"
    describe_command=(swift package --package-path "$package" describe --type json)
    grep_command=(grep -rh '^import' "$package/Sources")
    whole_command=("$arch_check" --package-path "$package")
    # What ArchitectureCheckPlugin gives the build system for one target.
    one_command=("$arch_check" check --package-model "$package/plugin-model.json"
        --rules "$package/architecture-rules.json" --target "$one_target" --reporter xcode
        --stamp "$package/stamp.swift")

    # Once, shown: the check passes and finds every import grep finds. Also the warm-up run of each command.
    summary="$("${whole_command[@]}" 2>&1 | tail -1)" || {
        echo "scale.sh: ${scale}x: the check does not pass on the generated package:" >&2
        "${whole_command[@]}" >&2 || true
        exit 1
    }
    grep_lines="$("${grep_command[@]}" | wc -l | tr -d ' ')"
    echo "scale.sh: ${scale}x: $summary; grep: $grep_lines import lines" >&2
    "${one_command[@]}" >&2
    "${describe_command[@]}" >/dev/null 2>&1

    # The four commands one after the other in each round, so that each round's figures share the machine's
    # load of the moment; a ratio is the median of the rounds' ratios.
    echo "scale.sh: ${scale}x: timing ($runs rounds after a warm-up)" >&2
    times="$work/times-$scale"
    for _ in $(seq 1 "$runs"); do
        echo "$(elapsed "${describe_command[@]}") $(elapsed "${grep_command[@]}") $(elapsed "${whole_command[@]}") $(elapsed "${one_command[@]}")"
    done >"$times"
    awk 'NF != 4 { exit 1 }' "$times" || { echo "scale.sh: ${scale}x: a timed run failed" >&2; exit 1; }
    reference=$(median_of '$1 + $2' <"$times")
    whole=$(median_of '$3' <"$times")
    one=$(median_of '$4' <"$times")
    if [ -z "$base_whole" ]; then base_whole=$whole base_one=$one base_reference=$reference; fi
    rows+=("| ${scale}x | $targets | $files | $reference | $whole | $(median_of '$3 / ($1 + $2)' <"$times" | xargs printf '%.2f') | $one | $(median_of '$4 / ($1 + $2)' <"$times" | xargs printf '%.2f') | $(ratio "$reference" "$base_reference")× | $(ratio "$whole" "$base_whole")× | $(ratio "$one" "$base_one")× |")
    details+=("| ${scale}x | $(median_of '$1' <"$times") | $(median_of '$2' <"$times") | $(median_of '$3 - $1' <"$times") |")
    [ "$keep" = 1 ] || rm -rf "$package"
done

first="${scales[0]}"
echo
echo "Medians of $runs rounds after a warm-up; a ratio to the reference is the median of the rounds' ratios; growth is"
echo "against the ${first}x row of the same run."
echo
echo "| Scale | Targets | Files | Reference (s) | Whole check (s) | Whole / reference | One target (s) | One target / reference | Reference growth | Whole growth | One-target growth |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
printf '%s\n' "${rows[@]}"
echo
echo "| Scale | describe (s) | grep (s) | Whole check minus describe, per round (s) |"
echo "| --- | ---: | ---: | ---: |"
printf '%s\n' "${details[@]}"
