import Foundation

/// A contract of the rules file: a constraint on the module graph as a whole, besides what each
/// target's rule allows it to import (as import-linter's contracts are).
///
/// - `layers`: `layers` lists module patterns from the top layer to the bottom one; a module imports
///   only modules of lower layers (and of its own layer when `allowSameLayer`).
/// - `independence`: the modules of the package that `modules` matches never depend on each other,
///   directly or through other modules of the package; and the modules of one group (`groups`,
///   `features`, `groupMembers`) never depend directly on a module of another group.
/// - `acyclic`: no dependency cycle runs through a module `modules` matches.
public struct Contract: Sendable, Hashable, Codable {
    /// The contract's name, quoted in every violation it causes.
    public var name: String
    /// Why the contract exists, printed in its violations.
    public var description: String?
    /// What the contract constrains.
    public var kind: ContractKind
    /// For `layers`: module patterns (names, globs, `@sets`), one list per layer, top layer first.
    public var layers: [[String]]?
    /// For `layers`: whether a module may import a module of its own layer; `false` when absent.
    public var allowSameLayer: Bool?
    /// For `independence` and `acyclic`: module patterns (names, globs, `@sets`).
    public var modules: [String]?
    /// For `independence`: groups named explicitly, each with module patterns (names, globs, `@sets`);
    /// `groupMembers` adds to each.
    public var groups: [String: [String]]?
    /// For `independence`: module patterns whose every matching module of the package (not already in
    /// a group) names a group of its own, which `groupMembers` fills: a new feature needs no edit.
    public var features: [String]?
    /// For `independence`: name templates of every group's members; `{name}` stands for the group's
    /// name, `{lowercased}` for it in lower case. `["{name}"]` when absent.
    public var groupMembers: [String]?

    /// The placeholders of a `groupMembers` template.
    public static let groupPlaceholders = ["{name}", "{lowercased}"]

    /// Creates a contract.
    public init(
        name: String,
        description: String? = nil,
        kind: ContractKind,
        layers: [[String]]? = nil,
        allowSameLayer: Bool? = nil,
        modules: [String]? = nil,
        groups: [String: [String]]? = nil,
        features: [String]? = nil,
        groupMembers: [String]? = nil
    ) {
        self.name = name
        self.description = description
        self.kind = kind
        self.layers = layers
        self.allowSameLayer = allowSameLayer
        self.modules = modules
        self.groups = groups
        self.features = features
        self.groupMembers = groupMembers
    }
}

extension Contract {
    /// The description in parentheses after a space, as findings quote it; empty without one.
    var reasonSuffix: String {
        guard let description, !description.isEmpty else { return "" }
        return " (\(description))"
    }

    /// The index of the first layer (0 is the top one) that matches one of `names`, the names one
    /// module goes by; `nil` when no layer does or the contract is no `layers` contract.
    func layerIndex(of names: [String], rules: ArchitectureRules) -> Int? {
        (layers ?? []).firstIndex { rules.matches($0, anyOf: names) }
    }

    /// The modules of `package` that `modules` matches, by module name or target name, sorted.
    func members(in package: PackageModel, rules: ArchitectureRules) -> [String] {
        let patterns = modules ?? []
        return Set(package.targets.filter { rules.matches(patterns, anyOf: $0.names) }.map(\.moduleName)).sorted()
    }

    /// Whether the contract has groups (`groups` or `features`).
    public var hasGroups: Bool { !(groups ?? [:]).isEmpty || !(features ?? []).isEmpty }

    /// The groups of `package`: first the explicit ones, in name order, then one per module that
    /// `features` matches and no earlier group holds, in name order (named by its target's name).
    /// Each group holds the modules its patterns and `groupMembers` (with `{name}` the group's name)
    /// match that no earlier group holds, sorted.
    /// `rules` should be bound to `package` (`ArchitectureRules.bound(to:)`) for `path:` and `kind:`.
    public func groups(in package: PackageModel, rules: ArchitectureRules) -> [(name: String, members: [String])] {
        guard hasGroups else { return [] }
        let templates = groupMembers ?? ["{name}"]
        var taken = Set<String>()
        var result: [(name: String, members: [String])] = []
        func add(_ name: String, explicit: [String]) {
            let patterns =
                explicit
                + templates.map {
                    $0.replacingOccurrences(of: "{name}", with: name)
                        .replacingOccurrences(of: "{lowercased}", with: name.lowercased())
                }
            let members = Set(
                package.targets.filter { !taken.contains($0.moduleName) && rules.matches(patterns, anyOf: $0.names) }
                    .map(\.moduleName)
            ).sorted()
            taken.formUnion(members)
            result.append((name, members))
        }
        for (name, patterns) in (groups ?? [:]).sorted(by: { $0.key < $1.key }) { add(name, explicit: patterns) }
        let featurePatterns = features ?? []
        let features = package.targets.filter { rules.matches(featurePatterns, anyOf: $0.names) }
            .sorted { $0.name < $1.name }
        for feature in features where !taken.contains(feature.moduleName) { add(feature.name, explicit: []) }
        return result
    }
}
