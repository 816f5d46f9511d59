/// A contract of the rules file: a constraint on the module graph as a whole, besides what each
/// target's rule allows it to import (as import-linter's contracts are).
///
/// - `layers`: `layers` lists module patterns from the top layer to the bottom one; a module imports
///   only modules of lower layers (and of its own layer when `allowSameLayer`).
/// - `independence`: the modules of the package that `modules` matches never depend on each other,
///   directly or through other modules of the package.
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

    /// Creates a contract.
    public init(
        name: String,
        description: String? = nil,
        kind: ContractKind,
        layers: [[String]]? = nil,
        allowSameLayer: Bool? = nil,
        modules: [String]? = nil
    ) {
        self.name = name
        self.description = description
        self.kind = kind
        self.layers = layers
        self.allowSameLayer = allowSameLayer
        self.modules = modules
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
}
