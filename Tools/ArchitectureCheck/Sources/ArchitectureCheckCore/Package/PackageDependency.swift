/// A declared dependency of a target: another target of the same package or a product of another
/// package.
public struct PackageDependency: Sendable, Hashable, Codable {
    /// Whether the dependency names a target or a product.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A target of the same package.
        case target
        /// A product of another package.
        case product
    }

    /// Target or product.
    public var kind: Kind
    /// The target's or product's name.
    public var name: String
    /// The product's package, when known.
    public var package: String?
    /// The modules the dependency makes importable: the target's module, or the product's modules
    /// (the product's name when nothing better is known).
    public var modules: [String]
    /// For a product, the modules of the targets its targets depend on in their package, which the
    /// product builds and the compiler lets its users import too; `nil` when not known.
    public var reachableModules: [String]?

    /// Creates a dependency.
    public init(kind: Kind, name: String, package: String? = nil, modules: [String], reachableModules: [String]? = nil)
    {
        self.kind = kind
        self.name = name
        self.package = package
        self.modules = modules
        self.reachableModules = reachableModules
    }

    /// Every module an import of which uses this dependency: ``modules``, then ``reachableModules``.
    public var importableModules: [String] {
        guard let reachableModules else { return modules }
        return modules + reachableModules.filter { !modules.contains($0) }
    }
}
