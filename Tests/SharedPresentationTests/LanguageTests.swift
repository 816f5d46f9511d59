import SharedPresentation
import Testing

struct LanguageTests {
    @Test(arguments: [
        ("en", Language.english), ("en_US.UTF-8", .english), ("en-GB", .english),
        ("pt-BR", .brazilianPortuguese), ("pt_BR.UTF-8", .brazilianPortuguese), ("pt-br", .brazilianPortuguese),
        ("pt", .brazilianPortuguese), ("pt_PT", .brazilianPortuguese),
        ("el", .greek), ("el_GR.UTF-8", .greek), ("el-GR", .greek),
    ])
    func bestMatchFindsTheSupportedLanguage(preference: String, expected: Language) {
        #expect(Language.bestMatch(for: preference) == expected)
    }

    @Test(arguments: ["fr_FR.UTF-8", "C", "POSIX", "", "de"])
    func bestMatchFindsNothingForUnsupportedLanguages(preference: String) {
        #expect(Language.bestMatch(for: preference) == nil)
    }

    @Test func preferredPicksTheFirstSupportedPreferenceOrEnglish() {
        #expect(Language.preferred(from: ["fr", "el-GR", "pt-BR"]) == .greek)
        #expect(Language.preferred(from: ["fr", "de"]) == .english)
        #expect(Language.preferred(from: []) == .english)
    }
}
