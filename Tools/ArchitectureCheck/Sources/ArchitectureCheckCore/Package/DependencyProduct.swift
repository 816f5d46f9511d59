/// A product of one of the package's dependencies, with the modules it makes importable: what a
/// `.product(name:package:)` dependency of a target stands for.
public struct DependencyProduct: Sendable, Hashable, Codable {
    /// The product's name.
    public var name: String
    /// The identity of the package that holds the product (`swift-nio`, or `core` for `../Core`).
    public var package: String
    /// The modules of the product's targets that are source modules (see ``ProductModules``); empty for
    /// a product that stands for none (a plugin, an executable).
    public var modules: [String]
    /// The source modules of the targets the product's targets depend on in their package (SwiftPM's
    /// product memberships), which the product builds and its users may import; `nil` when not read.
    public var reachableModules: [String]?

    /// Creates a product.
    public init(name: String, package: String, modules: [String], reachableModules: [String]? = nil) {
        self.name = name
        self.package = package
        self.modules = modules
        self.reachableModules = reachableModules
    }
}
