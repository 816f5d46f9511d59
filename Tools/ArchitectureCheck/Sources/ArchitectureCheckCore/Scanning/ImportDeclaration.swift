/// One `import` declaration found in a Swift source file.
///
/// `import struct Foundation.Date` has the module `Foundation`, the path `["Foundation", "Date"]` and
/// the kind `struct`; `@testable public import FeedAPI` has the attribute `testable` and the access
/// level `public`.
public struct ImportDeclaration: Sendable, Hashable, Codable {
    /// The imported path, one component per element: `["A", "B"]` for `import A.B`.
    public var path: [String]
    /// The declaration kind of a scoped import (`struct`, `func`, ...), `nil` for a module import.
    public var kind: String?
    /// The attribute names written before the declaration, without `@` or arguments
    /// (`testable`, `_exported`, `_implementationOnly`, `preconcurrency`, `_spi`, ...).
    public var attributes: [String]
    /// The access-level modifier (`public`, `package`, `internal`, `fileprivate`, `private`), if any.
    public var accessLevel: String?
    /// Where the imported module's name starts.
    public var location: SourceLocation
    /// Whether the declaration sits inside an `#if` block.
    public var isConditional: Bool
    /// The `#if` branches the declaration sits in, outermost first: it is compiled when every one of
    /// them is active (see ``ConditionalBranch``).
    public var branches: [ConditionalBranch]

    /// Creates a declaration; see the properties for the meaning of each argument.
    public init(
        path: [String],
        kind: String? = nil,
        attributes: [String] = [],
        accessLevel: String? = nil,
        location: SourceLocation,
        isConditional: Bool = false,
        branches: [ConditionalBranch] = []
    ) {
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.location = location
        self.isConditional = isConditional || !branches.isEmpty
        self.branches = branches
    }

    /// The imported module: the first path component (`A` for `import A.B`).
    public var module: String { path.first ?? "" }

    /// Whether the declaration is a `@testable import`.
    public var isTestable: Bool { attributes.contains("testable") }
}
