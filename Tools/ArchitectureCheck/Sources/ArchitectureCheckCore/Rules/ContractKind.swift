/// The kind of a contract of the rules file, spelt as its `kind` key spells it.
public enum ContractKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Ordered layers: a module imports only modules of the layers below its own.
    case layers
    /// Modules that never depend on each other, directly or through other modules of the package.
    case independence
    /// Modules no dependency cycle runs through.
    case acyclic

    /// The keys a contract of this kind takes besides `name`, `description` and `kind`.
    var keys: Set<String> {
        switch self {
        case .layers: ["layers", "allowSameLayer"]
        case .independence: ["modules", "groups", "features", "groupMembers"]
        case .acyclic: ["modules"]
        }
    }

    /// The kind's name.
    public var description: String { rawValue }
}
