import Foundation

/// One strings table (`<language>.lproj/<name>.strings`) of a module's resource bundle, read at run
/// time in whichever language is asked for, on Linux as on Apple platforms.
///
/// Falls back to English for a language or key the table lacks, and to the key itself last.
public struct LocalizedStringTable: Sendable {
    private let name: String
    private let stringsByLanguage: [String: [String: String]]

    /// Reads every localization of table `name` from `bundle`.
    public init(named name: String, in bundle: Bundle) {
        self.name = name
        var stringsByLanguage: [String: [String: String]] = [:]
        for localization in bundle.localizations {
            guard
                let path = bundle.path(
                    forResource: name, ofType: "strings", inDirectory: nil, forLocalization: localization),
                let data = FileManager.default.contents(atPath: path),
                let strings = try? PropertyListSerialization.propertyList(from: data, format: nil)
                    as? [String: String]
            else { continue }
            stringsByLanguage[localization.lowercased()] = strings
        }
        self.stringsByLanguage = stringsByLanguage
    }

    /// The languages this table has strings for, lower-cased (SwiftPM lower-cases `.lproj` names).
    public var languageIdentifiers: Set<String> { Set(stringsByLanguage.keys) }

    /// The keys the table has in `language`; empty when the language is missing.
    public func keys(in language: Language) -> Set<String> {
        Set(strings(in: language)?.keys ?? [:].keys)
    }

    /// The string for `key` in `language`, else in English, else `key` itself.
    public func string(_ key: String, in language: Language) -> String {
        strings(in: language)?[key] ?? strings(in: .english)?[key] ?? key
    }

    private func strings(in language: Language) -> [String: String]? {
        stringsByLanguage[language.identifier.lowercased()]
    }
}
