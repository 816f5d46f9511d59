/// The outcome of checking a package, what every reporter renders.
public struct CheckResult: Sendable, Hashable, Codable {
    /// The package's root directory; reporters print paths relative to it.
    public var packageDirectory: String
    /// The findings, errors and warnings, in report order.
    public var diagnostics: [Diagnostic]
    /// How many targets were checked.
    public var targetCount: Int
    /// How many Swift files were scanned.
    public var fileCount: Int
    /// How many import declarations were found.
    public var importCount: Int
    /// The names of the checked targets, in package order (empty when unknown), so that a report can
    /// list the clean ones too.
    public var targetNames: [String]

    /// Creates a result.
    public init(
        packageDirectory: String,
        diagnostics: [Diagnostic],
        targetCount: Int,
        fileCount: Int,
        importCount: Int,
        targetNames: [String] = []
    ) {
        self.packageDirectory = packageDirectory
        self.diagnostics = diagnostics
        self.targetCount = targetCount
        self.fileCount = fileCount
        self.importCount = importCount
        self.targetNames = targetNames
    }

    /// The findings that fail the check.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The findings that do not.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    /// Whether the check passed.
    public var passed: Bool { errors.isEmpty }

    /// `path` relative to the package directory when it lies inside it.
    public func relativePath(_ path: String) -> String {
        let prefix = packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
