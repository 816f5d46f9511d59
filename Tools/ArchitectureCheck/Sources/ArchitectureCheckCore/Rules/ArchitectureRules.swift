import Foundation

/// The contents of a rules file: named module sets, what each group of targets may import, and
/// imports that are forbidden whatever else says. A target that no rule covers is a violation.
public struct ArchitectureRules: Sendable, Hashable, Codable {
    /// The rules-file format version; `1`.
    public var version: Int
    /// Named lists of module patterns, referred to elsewhere as `@name`.
    public var moduleSets: [String: [String]]?
    /// Target rules; a target follows the first one that covers it.
    public var rules: [TargetRule]
    /// Imports forbidden whatever the target rules allow.
    public var forbidden: [ForbiddenRule]?
    /// Constraints on the module graph as a whole: layers, independent modules, acyclic modules.
    public var contracts: [Contract]?
    /// A baseline file of known violations, relative to the rules file.
    public var baseline: String?
    /// Target-name globs the module graph leaves out (test targets and plugins always are).
    public var graphExclude: [String]?
    /// The package's targets by every name they go by, for `path:` and `kind:` patterns; empty until
    /// `bound(to:)` gives the package, and then such patterns match nothing.
    var boundTargets: [String: BoundTarget] = [:]

    /// What a `path:` or `kind:` pattern asks of a target.
    struct BoundTarget: Sendable, Hashable {
        /// The target's directory relative to the package root.
        var path: String
        /// The target's kind.
        var kind: TargetKind
    }

    enum CodingKeys: String, CodingKey {
        case version, moduleSets, rules, forbidden, contracts, baseline, graphExclude
    }

    /// The rules file's name at a package root when none is given.
    public static let defaultFileName = "architecture-rules.json"
    /// The target kinds a rule can name.
    public static let knownKinds: Set<TargetKind> = TargetKind.known
    /// The placeholders a module pattern can use.
    public static let placeholders: Set<String> = ["$subject", "$subjectDependencies"]
    /// The prefix of a pattern that matches the package's targets whose directory (relative to the
    /// package root) matches the glob after it: `path:Modules/*`.
    public static let pathPrefix = "path:"
    /// The prefix of a pattern that matches the package's targets of one kind: `kind:executable`.
    public static let kindPrefix = "kind:"
    /// The prefix of a module set's entry that removes what it matches from the set: `!Shared*`.
    public static let exclusionPrefix = "!"

    /// Creates rules.
    public init(
        version: Int = 1,
        moduleSets: [String: [String]]? = nil,
        rules: [TargetRule],
        forbidden: [ForbiddenRule]? = nil,
        contracts: [Contract]? = nil,
        baseline: String? = nil,
        graphExclude: [String]? = nil
    ) {
        self.version = version
        self.moduleSets = moduleSets
        self.rules = rules
        self.forbidden = forbidden
        self.contracts = contracts
        self.baseline = baseline
        self.graphExclude = graphExclude
    }

    /// Reads, decodes and validates a rules file.
    /// - Throws: `ArchitectureCheckError.invalidRules` saying what is wrong and where.
    public static func load(from path: String) throws -> ArchitectureRules {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ArchitectureCheckError.invalidRules(path: path, reason: "the file does not exist or cannot be read")
        }
        return try decode(data, path: path)
    }

    /// Decodes and validates rules-file JSON.
    public static func decode(_ data: Data, path: String = "<memory>") throws -> ArchitectureRules {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ArchitectureCheckError.invalidRules(
                path: path, reason: "not valid JSON (\(error.localizedDescription))")
        }
        try RulesSchema.checkKeys(object, path: path)
        let rules: ArchitectureRules
        do {
            rules = try JSONDecoder().decode(ArchitectureRules.self, from: data)
        } catch let error as DecodingError {
            throw ArchitectureCheckError.invalidRules(path: path, reason: RulesSchema.describe(error))
        }
        try rules.validate(path: path)
        return rules
    }

    /// Checks names, kinds, set references and placeholders.
    public func validate(path: String = "<memory>") throws {
        func fail(_ reason: String) -> ArchitectureCheckError { .invalidRules(path: path, reason: reason) }
        guard version == 1 else { throw fail("unsupported version \(version); this tool reads version 1") }
        guard !rules.isEmpty else { throw fail("'rules' is empty: every target would be uncovered") }
        var names = Set<String>()
        for rule in rules {
            guard !rule.name.isEmpty else { throw fail("a rule has an empty name") }
            guard names.insert(rule.name).inserted else { throw fail("two rules are named '\(rule.name)'") }
            guard !(rule.targets ?? []).isEmpty || !(rule.paths ?? []).isEmpty else {
                throw fail("rule '\(rule.name)' covers no target: give it 'targets' or 'paths'")
            }
            for kind in rule.kinds ?? [] where !Self.knownKinds.contains(kind) {
                let known = Self.knownKinds.map(\.rawValue).sorted().joined(separator: ", ")
                throw fail("rule '\(rule.name)' names unknown kind '\(kind.rawValue)' (known: \(known))")
            }
            try checkReferences(
                rule.targets ?? [], in: "rule '\(rule.name)' targets", allowPlaceholders: false, path: path)
            try checkReferences(
                rule.mayImport, in: "rule '\(rule.name)' mayImport", allowPlaceholders: true, path: path)
            try checkReferences(
                rule.mayTestableImport ?? [], in: "rule '\(rule.name)' mayTestableImport", allowPlaceholders: true,
                path: path)
            try checkReferences(
                rule.mayExposeImport ?? [], in: "rule '\(rule.name)' mayExposeImport", allowPlaceholders: false,
                path: path)
        }
        for rule in forbidden ?? [] {
            guard !rule.name.isEmpty else { throw fail("a forbidden rule has an empty name") }
            guard names.insert(rule.name).inserted else { throw fail("two rules are named '\(rule.name)'") }
            try checkReferences(
                rule.from, in: "forbidden rule '\(rule.name)' from", allowPlaceholders: false, path: path)
            try checkReferences(
                rule.except ?? [], in: "forbidden rule '\(rule.name)' except", allowPlaceholders: false, path: path)
            try checkReferences(
                rule.imports, in: "forbidden rule '\(rule.name)' imports", allowPlaceholders: false, path: path)
            if let files = rule.files {
                guard !files.isEmpty, !files.contains(where: \.isEmpty) else {
                    throw fail("forbidden rule '\(rule.name)' has 'files' without a path glob")
                }
            }
        }
        for contract in contracts ?? [] {
            guard !contract.name.isEmpty else { throw fail("a contract has an empty name") }
            guard names.insert(contract.name).inserted else { throw fail("two rules are named '\(contract.name)'") }
            try validate(contract, path: path)
        }
        for (name, patterns) in moduleSets ?? [:] {
            try checkReferences(
                patterns, in: "module set '\(name)'", allowPlaceholders: false, allowExclusions: true, path: path)
            guard patterns.isEmpty || patterns.contains(where: { !$0.hasPrefix(Self.exclusionPrefix) }) else {
                throw fail("module set '\(name)' holds only exclusions ('!…'): it matches nothing")
            }
            _ = try expand(["@" + name], path: path)
        }
    }

    private func validate(_ contract: Contract, path: String) throws {
        func fail(_ reason: String) -> ArchitectureCheckError {
            .invalidRules(path: path, reason: "\(contract.kind) contract '\(contract.name)' \(reason)")
        }
        switch contract.kind {
        case .layers:
            guard let layers = contract.layers else { throw fail("needs 'layers', a list of layers, top first") }
            guard !layers.isEmpty else { throw fail("has no layers") }
            var seen: [String: Int] = [:]
            for (index, layer) in layers.enumerated() {
                guard !layer.isEmpty else { throw fail("has an empty layer: layers[\(index)]") }
                try checkReferences(
                    layer, in: "contract '\(contract.name)' layers[\(index)]", allowPlaceholders: false, path: path)
                for pattern in layer {
                    if let other = seen[pattern], other != index {
                        throw fail("puts '\(pattern)' in two layers: layers[\(other)] and layers[\(index)]")
                    }
                    seen[pattern] = index
                }
            }
        case .independence where contract.modules == nil:
            guard contract.hasGroups else {
                throw fail("needs 'modules', a list of module patterns, or groups ('groups', 'features')")
            }
            try validateGroups(of: contract, path: path)
        case .independence, .acyclic:
            try validateGroups(of: contract, path: path)
            guard let modules = contract.modules else { throw fail("needs 'modules', a list of module patterns") }
            guard !modules.isEmpty else { throw fail("has an empty 'modules' list") }
            try checkReferences(
                modules, in: "contract '\(contract.name)' modules", allowPlaceholders: false, path: path)
        }
    }

    private func validateGroups(of contract: Contract, path: String) throws {
        func fail(_ reason: String) -> ArchitectureCheckError {
            .invalidRules(path: path, reason: "\(contract.kind) contract '\(contract.name)' \(reason)")
        }
        for (name, patterns) in contract.groups ?? [:] {
            guard !name.isEmpty else { throw fail("has a group with an empty name") }
            guard !patterns.isEmpty else { throw fail("has an empty group '\(name)'") }
            try checkReferences(
                patterns, in: "contract '\(contract.name)' group '\(name)'", allowPlaceholders: false, path: path)
        }
        if let features = contract.features {
            guard !features.isEmpty else { throw fail("has an empty 'features' list") }
            try checkReferences(
                features, in: "contract '\(contract.name)' features", allowPlaceholders: false, path: path)
        }
        if let templates = contract.groupMembers {
            guard contract.hasGroups else { throw fail("has 'groupMembers' but no 'groups' nor 'features'") }
            guard !templates.isEmpty else { throw fail("has an empty 'groupMembers' list") }
            for template in templates {
                var rest = template
                for placeholder in Contract.groupPlaceholders {
                    rest = rest.replacingOccurrences(of: placeholder, with: "")
                }
                guard !rest.contains("{") && !rest.contains("}") else {
                    throw fail(
                        "has the template '\(template)' in 'groupMembers'; its placeholders are \(Contract.groupPlaceholders.joined(separator: " and "))"
                    )
                }
                guard Contract.groupPlaceholders.contains(where: template.contains) else {
                    throw fail(
                        "has the template '\(template)' in 'groupMembers', which names no group: use {name} or {lowercased}"
                    )
                }
            }
        }
    }

    private func checkReferences(
        _ patterns: [String], in place: String, allowPlaceholders: Bool, allowExclusions: Bool = false, path: String
    ) throws {
        for pattern in patterns {
            if pattern.hasPrefix(Self.exclusionPrefix) {
                guard allowExclusions else {
                    throw ArchitectureCheckError.invalidRules(
                        path: path,
                        reason:
                            "\(place) holds the exclusion '\(pattern)'; only a module set's entries may start with '!': name a set that holds it"
                    )
                }
                let excluded = String(pattern.dropFirst())
                guard !excluded.isEmpty, !excluded.hasPrefix(Self.exclusionPrefix) else {
                    throw ArchitectureCheckError.invalidRules(
                        path: path, reason: "\(place) holds '\(pattern)', which excludes no pattern")
                }
                try checkReferences([excluded], in: place, allowPlaceholders: false, path: path)
            } else if pattern.hasPrefix(Self.pathPrefix) {
                guard pattern.count > Self.pathPrefix.count else {
                    throw ArchitectureCheckError.invalidRules(
                        path: path, reason: "\(place) holds '\(pattern)' without a path glob (as in 'path:Modules/*')")
                }
            } else if pattern.hasPrefix(Self.kindPrefix) {
                let kind = TargetKind(rawValue: String(pattern.dropFirst(Self.kindPrefix.count)))
                guard Self.knownKinds.contains(kind) else {
                    let known = Self.knownKinds.map(\.rawValue).sorted().joined(separator: ", ")
                    throw ArchitectureCheckError.invalidRules(
                        path: path, reason: "\(place) holds '\(pattern)', an unknown kind (known: \(known))")
                }
            } else if pattern.hasPrefix("@") {
                let name = String(pattern.dropFirst())
                guard moduleSets?[name] != nil else {
                    let known = (moduleSets ?? [:]).keys.sorted().map { "@" + $0 }.joined(separator: ", ")
                    throw ArchitectureCheckError.invalidRules(
                        path: path,
                        reason:
                            "\(place) refers to unknown module set '\(pattern)' (known: \(known.isEmpty ? "none" : known))"
                    )
                }
            } else if pattern.hasPrefix("$") {
                guard allowPlaceholders, Self.placeholders.contains(pattern) else {
                    throw ArchitectureCheckError.invalidRules(
                        path: path,
                        reason:
                            "\(place) uses '\(pattern)'; only mayImport and mayTestableImport take \(Self.placeholders.sorted().joined(separator: " and "))"
                    )
                }
            } else if pattern.isEmpty {
                throw ArchitectureCheckError.invalidRules(path: path, reason: "\(place) holds an empty pattern")
            }
        }
    }

    /// Replaces `@set` references by their patterns, recursively, each pattern once (in the order of its
    /// first appearance). Each set is expanded once per call, so sets that name each other many times
    /// cost what the file's patterns cost, not the product of the references. A set's exclusions
    /// (`!…`) are left out: the result lists what a set may match, `matches` says what it does.
    /// - Throws: `invalidRules` on an unknown set or a set that contains itself.
    public func expand(_ patterns: [String], path: String = "<memory>") throws -> [String] {
        var expandedSets: [String: [String]] = [:]
        var visiting: [String] = []
        func members(of pattern: String) throws -> [String] {
            let name = String(pattern.dropFirst())
            if let expanded = expandedSets[name] { return expanded }
            guard let members = moduleSets?[name] else {
                throw ArchitectureCheckError.invalidRules(path: path, reason: "unknown module set '\(pattern)'")
            }
            guard !visiting.contains(name) else {
                throw ArchitectureCheckError.invalidRules(
                    path: path,
                    reason:
                        "module set '@\(name)' contains itself (\((visiting + [name]).map { "@" + $0 }.joined(separator: " -> ")))"
                )
            }
            visiting.append(name)
            let expanded = try expandList(members)
            visiting.removeLast()
            expandedSets[name] = expanded
            return expanded
        }
        func expandList(_ patterns: [String]) throws -> [String] {
            var result: [String] = []
            var seen: Set<String> = []
            for pattern in patterns {
                if pattern.hasPrefix(Self.exclusionPrefix) {
                    // Only checked for unknown sets and cycles: an exclusion is no member.
                    let excluded = String(pattern.dropFirst())
                    if excluded.hasPrefix("@") { _ = try members(of: excluded) }
                    continue
                }
                for member in pattern.hasPrefix("@") ? try members(of: pattern) : [pattern]
                where seen.insert(member).inserted {
                    result.append(member)
                }
            }
            return result
        }
        return try expandList(patterns)
    }

    /// Whether `name` matches one of `patterns` (`@sets` expanded, placeholders resolved by `context`).
    public func matches(_ patterns: [String], _ name: String, context: PatternContext = PatternContext()) -> Bool {
        matches(patterns, anyOf: [name], context: context)
    }

    /// The rules with `package`'s targets known, so that `path:` and `kind:` patterns match them.
    public func bound(to package: PackageModel) -> ArchitectureRules {
        var bound = self
        bound.boundTargets = [:]
        for target in package.targets {
            for name in target.names where bound.boundTargets[name] == nil {
                bound.boundTargets[name] = BoundTarget(path: target.path, kind: target.kind)
            }
        }
        return bound
    }

    /// Whether the module that goes by `names` matches `pattern`: a name or glob, a placeholder, a
    /// `path:` or `kind:` pattern (through the bound targets), or a set: one of its entries matches
    /// and none of its exclusions does. A set that contains itself matches nothing on the way back.
    /// Each set is judged once per call (`judged`), so sets that name each other many times cost what
    /// the file's patterns cost, not the product of the references.
    private func matches(
        _ pattern: String, anyOf names: [String], context: PatternContext, visiting: inout Set<String>,
        judged: inout [String: Bool]
    ) -> Bool {
        if pattern.hasPrefix("@") {
            let name = String(pattern.dropFirst())
            if let verdict = judged[name] { return verdict }
            guard let members = moduleSets?[name], visiting.insert(name).inserted else { return false }
            defer { visiting.remove(name) }
            let verdict = matches(set: members, anyOf: names, context: context, visiting: &visiting, judged: &judged)
            judged[name] = verdict
            return verdict
        }
        switch pattern {
        case "$subject":
            guard let subject = context.subject else { return false }
            return names.contains(subject)
        case "$subjectDependencies":
            return names.contains { context.subjectDependencies.contains($0) }
        default:
            break
        }
        if pattern.hasPrefix(Self.pathPrefix) {
            let glob = String(pattern.dropFirst(Self.pathPrefix.count))
            return names.contains { name in boundTargets[name].map { Glob.matches(glob, $0.path) } ?? false }
        }
        if pattern.hasPrefix(Self.kindPrefix) {
            let kind = String(pattern.dropFirst(Self.kindPrefix.count))
            return names.contains { boundTargets[$0]?.kind.rawValue == kind }
        }
        return names.contains { Glob.matches(pattern, $0) }
    }

    /// Whether a set of `members` holds the module that goes by `names`: an entry matches it and no
    /// exclusion does.
    private func matches(
        set members: [String], anyOf names: [String], context: PatternContext, visiting: inout Set<String>,
        judged: inout [String: Bool]
    ) -> Bool {
        var included = false
        for member in members where !member.hasPrefix(Self.exclusionPrefix) {
            if matches(member, anyOf: names, context: context, visiting: &visiting, judged: &judged) {
                included = true
                break
            }
        }
        guard included else { return false }
        for member in members where member.hasPrefix(Self.exclusionPrefix) {
            if matches(String(member.dropFirst()), anyOf: names, context: context, visiting: &visiting, judged: &judged)
            {
                return false
            }
        }
        return true
    }

    /// Whether one of `names` matches one of `patterns`: the names one module or target goes by (its
    /// target name and its module name, `feed-web` and `feed_web`), as `PackageTarget.names` and
    /// `PackageModel.names(ofModule:)` give them.
    /// A set's exclusions apply to every name: `!feed-web` removes the module `feed_web` too.
    public func matches(_ patterns: [String], anyOf names: [String], context: PatternContext = PatternContext())
        -> Bool
    {
        var visiting: Set<String> = []
        var judged: [String: Bool] = [:]
        return patterns.contains { pattern in
            !pattern.hasPrefix(Self.exclusionPrefix)
                && matches(pattern, anyOf: names, context: context, visiting: &visiting, judged: &judged)
        }
    }

    /// The first rule that covers `target`, or `nil` when none does (a violation: deny by default).
    /// `targets` patterns match the target's name or its module name.
    public func rule(for target: PackageTarget) -> TargetRule? {
        rules.first { rule in
            if let kinds = rule.kinds, !kinds.contains(target.kind) { return false }
            let byName = matches(rule.targets ?? [], anyOf: target.names)
            let byPath = (rule.paths ?? []).contains { Glob.matches($0, target.path) }
            return byName || byPath
        }
    }

    /// The forbidden rules that apply to `target`; `from` and `except` patterns match the target's
    /// name or its module name.
    public func forbiddenRules(for target: PackageTarget) -> [ForbiddenRule] {
        (forbidden ?? []).filter { rule in
            matches(rule.from, anyOf: target.names) && !matches(rule.except ?? [], anyOf: target.names)
        }
    }
}
