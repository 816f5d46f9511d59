/// One target of a package.
public struct PackageTarget: Sendable, Hashable, Codable {
    /// The target's name as the manifest spells it (`feed-web`).
    public var name: String
    /// The module name its sources import it by (`feed_web`).
    public var moduleName: String
    /// `library`, `executable`, `test`, `plugin`, `macro` or `snippet`.
    public var kind: TargetKind
    /// The target's directory relative to the package root (`Modules/FeedAPI/Sources`).
    public var path: String
    /// Absolute paths of the target's Swift source files.
    public var sources: [String]
    /// The target's declared direct dependencies.
    public var dependencies: [PackageDependency]
    /// The conditional compilation flags the build defines for the target; `nil` when not known.
    public var compilationFlags: CompilationFlags?
    /// The directory (absolute) of the local package that declares the target, when it is not the
    /// checked package itself but one of its local (`.package(path:)`) dependencies; `nil` for a
    /// target of the checked package.
    public var packageDirectory: String?

    /// Creates a target.
    public init(
        name: String,
        moduleName: String? = nil,
        kind: TargetKind,
        path: String,
        sources: [String],
        dependencies: [PackageDependency],
        compilationFlags: CompilationFlags? = nil,
        packageDirectory: String? = nil
    ) {
        self.name = name
        self.moduleName = moduleName ?? PackageTarget.c99Name(name)
        self.kind = kind
        self.path = path
        self.sources = sources
        self.dependencies = dependencies
        self.compilationFlags = compilationFlags
        self.packageDirectory = packageDirectory
    }

    /// The names a rules file may call the target by: its name and, when it differs, its module name
    /// (`feed-web` and `feed_web`), so that a rule names a target either way.
    public var names: [String] { name == moduleName ? [name] : [name, moduleName] }

    /// The module name SwiftPM derives from a target name: every character that cannot appear in an
    /// identifier becomes `_`.
    public static func c99Name(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
                let isDigit = scalar >= "0" && scalar <= "9"
                return isLetter || isDigit || scalar.value >= 0x80 ? Character(scalar) : "_"
            }
        )
        if let first = result.unicodeScalars.first, first >= "0" && first <= "9" { result = "_" + result }
        return result
    }
}
