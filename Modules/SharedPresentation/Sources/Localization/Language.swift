import Foundation

/// A language the presentation modules are translated into, by BCP 47 identifier ("en", "pt-BR").
public struct Language: Hashable, Sendable, CustomStringConvertible {
    public static let english = Language(identifier: "en")
    public static let brazilianPortuguese = Language(identifier: "pt-BR")
    public static let greek = Language(identifier: "el")

    /// Every language each presentation module ships strings for.
    public static let supported: [Language] = [.english, .brazilianPortuguese, .greek]

    public let identifier: String

    public init(identifier: String) {
        self.identifier = identifier
    }

    /// The supported language that best matches a user preference such as `pt_BR.UTF-8`, `pt-br`,
    /// `el-GR` or an `Accept-Language` entry; `nil` when none matches.
    public static func bestMatch(for preference: String) -> Language? {
        let normalized = Self.normalize(preference)
        if let exact = supported.first(where: { normalized == $0.identifier.lowercased() }) {
            return exact
        }
        let primary = normalized.split(separator: "-").first.map(String.init) ?? normalized
        return supported.first { $0.identifier.lowercased().split(separator: "-").first.map(String.init) == primary }
    }

    /// The first supported language of `preferences`, in order, or English.
    public static func preferred(from preferences: [String]) -> Language {
        preferences.lazy.compactMap(bestMatch(for:)).first ?? .english
    }

    public var description: String { identifier }

    private static func normalize(_ preference: String) -> String {
        let withoutEncoding = preference.split(separator: ".").first.map(String.init) ?? preference
        let withoutModifier = withoutEncoding.split(separator: "@").first.map(String.init) ?? withoutEncoding
        return withoutModifier.replacingOccurrences(of: "_", with: "-")
            .trimmingCharacters(in: .whitespaces)
            .lowercased()
    }
}
