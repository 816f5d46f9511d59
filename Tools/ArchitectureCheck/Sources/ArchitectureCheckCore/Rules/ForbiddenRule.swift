/// An import that is forbidden whatever the target rules allow, with the reason shown in the
/// violation.
public struct ForbiddenRule: Sendable, Hashable, Codable {
    /// The rule's name, quoted in every violation it causes.
    public var name: String
    /// Why the import is forbidden.
    public var description: String?
    /// Target patterns the rule applies to (names, globs, `@sets`), matched against a target's name
    /// and its module name.
    public var from: [String]
    /// Target patterns exempt from the rule.
    public var except: [String]?
    /// Globs over a file's path relative to the package root (`Modules/*/Sources/API/*`): when given,
    /// the rule forbids imports in those files only, and no declared dependency (a dependency is the
    /// whole target's).
    public var files: [String]?
    /// Module patterns those targets must not import or depend on; a module of the package matches by
    /// its module name or its target's name.
    public var imports: [String]

    /// Creates a rule.
    public init(
        name: String, description: String? = nil, from: [String], except: [String]? = nil, files: [String]? = nil,
        imports: [String]
    ) {
        self.name = name
        self.description = description
        self.from = from
        self.except = except
        self.files = files
        self.imports = imports
    }
}

extension ForbiddenRule {
    /// The description in parentheses after a space, as findings quote it; empty without one.
    var reasonSuffix: String {
        guard let description, !description.isEmpty else { return "" }
        return " (\(description))"
    }

    /// Whether the rule applies to the file at `path` (relative to the package root), or to a declared
    /// dependency when `path` is `nil`: a rule with `files` applies only to the files they match.
    func applies(toFile path: String?) -> Bool {
        guard let files else { return true }
        guard let path else { return false }
        return files.contains { Glob.matches($0, path) }
    }
}
