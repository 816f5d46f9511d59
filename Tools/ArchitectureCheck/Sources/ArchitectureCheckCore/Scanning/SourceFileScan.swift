/// What the scanner found in one source file.
public struct SourceFileScan: Sendable, Hashable, Codable {
    /// The file's path as it was given to the scanner.
    public var path: String
    /// The file's import declarations, in source order.
    public var imports: [ImportDeclaration]
    /// The file's `arch-check:ignore` comments, in source order.
    public var suppressions: [Suppression]

    /// Creates a scan result.
    public init(path: String, imports: [ImportDeclaration], suppressions: [Suppression] = []) {
        self.path = path
        self.imports = imports
        self.suppressions = suppressions
    }
}
