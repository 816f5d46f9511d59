/// A finding of the check: a violation (error) or a warning, with the rule that caused it and where.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// Fails the check.
        case error
        /// Reported, does not fail the check.
        case warning
    }

    /// Error or warning.
    public var severity: Severity
    /// The kind of finding (`forbidden-import`, `cycle`, ...).
    public var code: DiagnosticCode
    /// What is wrong, naming the rule.
    public var message: String
    /// The rule that caused the finding, when one did.
    public var rule: String?
    /// The target the finding is about.
    public var target: String?
    /// The imported or depended-on module, the second half of a baseline key.
    public var module: String?
    /// The file, absolute.
    public var file: String?
    /// The position in `file`.
    public var location: SourceLocation?
    /// The manifest change that resolves the finding, for the findings that have one.
    public var fix: ManifestFix?

    /// Creates a diagnostic. The checks build theirs with the factory functions beside them
    /// (`Diagnostic.forbiddenImport(...)` and the like), which give each kind its severity and wording.
    public init(
        severity: Severity,
        code: DiagnosticCode,
        message: String,
        rule: String? = nil,
        target: String? = nil,
        module: String? = nil,
        file: String? = nil,
        location: SourceLocation? = nil,
        fix: ManifestFix? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.rule = rule
        self.target = target
        self.module = module
        self.file = file
        self.location = location
        self.fix = fix
    }

    /// Orders by file, position, then message, so reports are stable.
    public static func sortedForReport(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            let left = ($0.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0, $0.message)
            let right = ($1.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0, $1.message)
            return left < right
        }
    }
}
