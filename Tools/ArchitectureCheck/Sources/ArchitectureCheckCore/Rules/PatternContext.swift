/// What the placeholders of a module pattern stand for when one target is checked.
public struct PatternContext: Sendable, Hashable {
    /// The module a test target tests (`FeedAPI` for `FeedAPITests`), if the package has it.
    public var subject: String?
    /// The subject's declared direct dependencies (module names).
    public var subjectDependencies: [String]

    /// Creates a context.
    public init(subject: String? = nil, subjectDependencies: [String] = []) {
        self.subject = subject
        self.subjectDependencies = subjectDependencies
    }
}
