/// An inline suppression comment: `// arch-check:ignore <reason>`.
///
/// It silences the violations of the import on its own line, or, when it stands alone on a line, of
/// the import on the next line. A suppression without a written reason is itself a violation.
public struct Suppression: Sendable, Hashable, Codable {
    /// Where the comment starts.
    public var location: SourceLocation
    /// The text after `arch-check:ignore`, trimmed; empty when no reason was given.
    public var reason: String
    /// Whether code precedes the comment on its line (a trailing comment).
    public var isTrailing: Bool

    /// Creates a suppression.
    public init(location: SourceLocation, reason: String, isTrailing: Bool) {
        self.location = location
        self.reason = reason
        self.isTrailing = isTrailing
    }

    /// The line whose import this suppression covers.
    public var coveredLine: Int { isTrailing ? location.line : location.line + 1 }

    /// The marker that starts a suppression comment.
    public static let marker = "arch-check:ignore"
}
