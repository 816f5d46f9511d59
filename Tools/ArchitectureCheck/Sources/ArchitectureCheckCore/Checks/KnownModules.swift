/// The modules `arch-check explain` can be asked about: the package's targets (by target or module
/// name), the modules its targets' dependencies provide, the toolchain's and platform's modules, and
/// every module the rules name, literally or through a pattern that is not all wildcards. Anything
/// else is most likely a misspelling, which `explain` reports instead of explaining.
struct KnownModules {
    /// The names known literally: those a misspelling is compared with.
    private let names: Set<String>
    /// The rules' patterns with wildcards and at least one other character (`Hummingbird*`).
    private let patterns: [String]

    init(package: PackageModel, rules: ArchitectureRules) {
        var rulePatterns: [String] = []
        for rule in rules.rules {
            rulePatterns += rule.mayImport
            rulePatterns += rule.mayTestableImport ?? []
            rulePatterns += rule.mayExposeImport ?? []
        }
        for forbidden in rules.forbidden ?? [] { rulePatterns += forbidden.imports }
        for members in (rules.moduleSets ?? [:]).values { rulePatterns += members }
        let expanded: [String] = ((try? rules.expand(rulePatterns)) ?? rulePatterns).filter { pattern in
            !pattern.hasPrefix("@") && !pattern.hasPrefix("$") && !pattern.hasPrefix(ArchitectureRules.pathPrefix)
                && !pattern.hasPrefix(ArchitectureRules.kindPrefix)
        }
        var names = RulesProposal.systemModules
        for target in package.targets {
            names.insert(target.name)
            names.insert(target.moduleName)
            for dependency in target.dependencies { names.formUnion(dependency.importableModules) }
        }
        var patterns: [String] = []
        for pattern in expanded {
            if !Self.isGlob(pattern) {
                names.insert(pattern)
            } else if pattern.contains(where: { $0 != "*" && $0 != "?" }) {
                patterns.append(pattern)
            }
        }
        self.names = names
        self.patterns = patterns
    }

    private static func isGlob(_ pattern: String) -> Bool {
        pattern.contains("*") || pattern.contains("?")
    }

    /// Whether `module` is a name the package or its rules know.
    func contains(_ module: String) -> Bool {
        names.contains(module) || patterns.contains { Glob.matches($0, module) }
    }

    /// Up to three known names closest to `module` by edit distance (case-insensitive), closest
    /// first; only those close enough to be a misspelling of it.
    func closest(to module: String) -> [String] {
        let wanted = Array(module.lowercased())
        let limit = max(2, wanted.count / 3)
        var candidates: [(name: String, distance: Int)] = []
        for name in names {
            let distance = Self.editDistance(wanted, Array(name.lowercased()))
            if distance <= limit { candidates.append((name, distance)) }
        }
        candidates.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return candidates.prefix(3).map(\.name)
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous: [Int] = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [Int](repeating: 0, count: b.count + 1)
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                let substitution: Int = previous[j] + (x == y ? 0 : 1)
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
