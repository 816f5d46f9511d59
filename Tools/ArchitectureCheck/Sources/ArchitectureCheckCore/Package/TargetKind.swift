/// The kind of a target, spelt as `swift package describe` spells a target's `type` (`library`,
/// `executable`, `test`, `plugin`, `macro`, `snippet`).
///
/// A struct rather than an enum: the package model is also read from JSON that other tools write, and
/// the rules file names kinds as strings; a kind this tool does not know decodes, and
/// `ArchitectureRules.validate(path:)` reports it with the list of known ones.
public struct TargetKind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kind's name as `swift package describe` and the rules file spell it.
    public var rawValue: String

    /// The kind named `rawValue`, known or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A library: a module other targets import.
    public static let library = TargetKind(rawValue: "library")
    /// An executable.
    public static let executable = TargetKind(rawValue: "executable")
    /// A test target.
    public static let test = TargetKind(rawValue: "test")
    /// A package plugin.
    public static let plugin = TargetKind(rawValue: "plugin")
    /// A macro implementation.
    public static let macro = TargetKind(rawValue: "macro")
    /// A snippet.
    public static let snippet = TargetKind(rawValue: "snippet")

    /// Every kind a rule can name.
    public static let known: Set<TargetKind> = [.library, .executable, .test, .plugin, .macro, .snippet]

    /// Whether a rule can name this kind.
    public var isKnown: Bool { Self.known.contains(self) }

    /// The kind's name.
    public var description: String { rawValue }
}
