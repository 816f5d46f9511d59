import Foundation
import Testing

/// Every strings table of the web host and its plugins has the same keys in en, pt-BR and el, with the
/// same format specifiers (a `%d` where English has a `%@` would crash `String(format:)`).
@Suite("Web strings tables")
struct WebStringsTableTests {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Apps/feed-web/Sources")
    private static let languages = ["en", "pt-BR", "el"]

    @Test(arguments: ["WebSupport", "FeedWeb", "PhotosWeb", "RequirementsWeb"])
    func everyLanguageHasEveryKeyWithItsFormat(target: String) throws {
        let folder = Self.sources.appending(path: "\(target)/Localization")
        let tables = try Self.languages.map { language in
            try Self.entries(in: folder.appending(path: "\(language).lproj/\(target).strings"))
        }
        let english = try #require(tables.first)
        #expect(!english.isEmpty)
        for (language, table) in zip(Self.languages, tables).dropFirst() {
            #expect(Set(table.keys) == Set(english.keys), "\(target) in \(language)")
            for (key, value) in english {
                #expect(Self.specifiers(table[key] ?? "") == Self.specifiers(value), "\(target) \(key) in \(language)")
            }
        }
    }

    private static func entries(in file: URL) throws -> [String: String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var entries: [String: String] = [:]
        for match in text.matches(of: /^"([A-Z_]+)" = "(.*)";$/.anchorsMatchLineEndings()) {
            entries[String(match.1)] = String(match.2)
        }
        return entries
    }

    private static func specifiers(_ value: String) -> [String] {
        value.matches(of: /%[@d]/).map { String($0.0) }
    }
}
