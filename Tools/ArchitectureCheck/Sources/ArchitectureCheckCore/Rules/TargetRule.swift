/// What one group of targets may import. A target follows the first rule that covers it.
public struct TargetRule: Sendable, Hashable, Codable {
    /// The rule's name, quoted in every violation it causes.
    public var name: String
    /// Why the rule exists, for people reading the rules file and the reports.
    public var description: String?
    /// Target-name patterns: exact names, globs (`*Tests`), module sets (`@featureModules`). A pattern
    /// matches a target by its name or by its module name (`feed-web` or `feed_web`).
    public var targets: [String]?
    /// Globs over the target's path relative to the package root (`Apps/*`).
    public var paths: [String]?
    /// Target kinds the rule covers (`library`, `executable`, `test`, `plugin`, `macro`); all when absent.
    public var kinds: [TargetKind]?
    /// Module patterns the covered targets may import and depend on. Besides names, globs and
    /// `@sets`: `$subject` (the module a test target tests: its name without `Tests`) and
    /// `$subjectDependencies` (that module's declared direct dependencies).
    public var mayImport: [String]
    /// Module patterns the covered targets may `@testable import`; none when absent.
    public var mayTestableImport: [String]?
    /// Module patterns the covered targets may re-export: `public import` (SE-0409) or
    /// `@_exported import`; none when absent. Names, globs and `@sets`, no placeholders. A plain
    /// `import` is not taken as re-exporting.
    public var mayExposeImport: [String]?

    /// What the rule allows, as a violation quotes it: `allows only A, B`, or `allows no import`.
    public var allowedSummary: String {
        mayImport.isEmpty ? "allows no import" : "allows only \(mayImport.joined(separator: ", "))"
    }

    /// Creates a rule.
    public init(
        name: String,
        description: String? = nil,
        targets: [String]? = nil,
        paths: [String]? = nil,
        kinds: [TargetKind]? = nil,
        mayImport: [String],
        mayTestableImport: [String]? = nil,
        mayExposeImport: [String]? = nil
    ) {
        self.name = name
        self.description = description
        self.targets = targets
        self.paths = paths
        self.kinds = kinds
        self.mayImport = mayImport
        self.mayTestableImport = mayTestableImport
        self.mayExposeImport = mayExposeImport
    }
}
