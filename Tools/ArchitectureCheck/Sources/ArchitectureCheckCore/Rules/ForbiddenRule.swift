/// An import that is forbidden whatever the target rules allow, with the reason shown in the
/// violation.
public struct ForbiddenRule: Sendable, Hashable, Codable {
    /// The rule's name, quoted in every violation it causes.
    public var name: String
    /// Why the import is forbidden.
    public var description: String?
    /// Target patterns the rule applies to (names, globs, `@sets`).
    public var from: [String]
    /// Target patterns exempt from the rule.
    public var except: [String]?
    /// Module patterns those targets must not import or depend on.
    public var imports: [String]

    /// Creates a rule.
    public init(name: String, description: String? = nil, from: [String], except: [String]? = nil, imports: [String]) {
        self.name = name
        self.description = description
        self.from = from
        self.except = except
        self.imports = imports
    }
}
