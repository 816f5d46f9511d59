import Foundation
import SharedPresentation
import Testing

/// Every strings table of the repository, found in the sources (`<lang>.lproj/<Table>.strings` under
/// `Modules/` and `Apps/`), so that a new feature's tables are checked without an edit here: each
/// supported language has the table, with the same keys as English, and each value has the same
/// format specifiers as English's (a `%d` where English has a `%@` crashes `String(format:)`).
@Suite("Every strings table")
struct EveryStringsTableTests {
    /// One table: the folder that holds its `<lang>.lproj` folders, and its name.
    struct StringsTable: Sendable, CustomTestStringConvertible {
        let folder: URL
        let name: String
        var testDescription: String {
            let repository = EveryStringsTableTests.root.path + "/"
            return "\(folder.path.replacingOccurrences(of: repository, with: "")): \(name)"
        }

        func entries(in language: Language) throws -> [String: String]? {
            let file = folder.appending(path: "\(language.identifier).lproj/\(name).strings")
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            let text = try String(contentsOf: file, encoding: .utf8)
            var entries: [String: String] = [:]
            for match in text.matches(of: /^"([^"]+)" = "(.*)";$/.anchorsMatchLineEndings()) {
                entries[String(match.1)] = String(match.2)
            }
            return entries
        }
    }

    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The English tables of the repository's sources, each with the folder of its languages.
    static let tables: [StringsTable] = {
        var tables: [StringsTable] = []
        for top in ["Modules", "Apps"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appending(path: top), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "strings", url.deletingLastPathComponent().lastPathComponent == "en.lproj"
                else { continue }
                tables.append(
                    StringsTable(
                        folder: url.deletingLastPathComponent().deletingLastPathComponent(),
                        name: url.deletingPathExtension().lastPathComponent))
            }
        }
        return tables.sorted { $0.testDescription < $1.testDescription }
    }()

    @Test func theSearchFindsTheTablesOfModulesAndApps() {
        let names = Set(Self.tables.map(\.name))
        #expect(names.contains("Shared"), "SharedPresentation's own table, beside this test's sources")
        #expect(Self.tables.contains { $0.folder.path.contains("/Apps/") })
    }

    @Test(arguments: tables)
    func everyLanguageHasEveryKeyWithItsFormat(table: StringsTable) throws {
        let english = try #require(try table.entries(in: .english))
        #expect(!english.isEmpty)
        for language in Language.supported where language != .english {
            let entries = try table.entries(in: language)
            try #require(entries != nil, "no \(language.identifier) table")
            let translated = entries ?? [:]
            #expect(Set(translated.keys) == Set(english.keys), "\(language.identifier)")
            for (key, value) in english {
                #expect(
                    Self.specifiers(translated[key] ?? "") == Self.specifiers(value),
                    "\(key) in \(language.identifier)")
            }
        }
    }

    /// The value's format specifiers: in order, or sorted where they are numbered (`%1$@`), since a
    /// language may place numbered values in another order.
    static func specifiers(_ value: String) -> [String] {
        let found = value.matches(of: /%(?:[0-9]+\$)?[@dilfsu%]/).map { String($0.0) }.filter { $0 != "%%" }
        return found.contains { $0.contains("$") } ? found.sorted() : found
    }
}
