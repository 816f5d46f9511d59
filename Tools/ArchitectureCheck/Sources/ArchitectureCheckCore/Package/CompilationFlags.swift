/// The conditional compilation flags a build defines for a target (`-D`): what decides its `#if FLAG`
/// branches.
public struct CompilationFlags: Sendable, Hashable, Codable {
    /// Defined in every build of the target: `.define("X")`, `-DX` in `unsafeFlags`.
    public var defined: [String]
    /// Defined on some platforms only (`.define("X", .when(platforms: [.linux]))`): the flag, and the
    /// platforms as the manifest's dump names them (`linux`, `macos`, ...).
    public var definedOnPlatforms: [String: [String]]?
    /// Defined in some builds only: `.define("X", .when(configuration: .debug))`, and the package's
    /// traits (a build passes each enabled trait as a flag, and a package that depends on this one
    /// chooses the traits).
    public var possible: [String]

    /// Creates the flags of a target.
    public init(defined: [String], definedOnPlatforms: [String: [String]]? = nil, possible: [String] = []) {
        self.defined = defined
        self.definedOnPlatforms = definedOnPlatforms
        self.possible = possible
    }
}
