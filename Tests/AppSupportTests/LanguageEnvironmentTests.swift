import AppSupport
import SharedPresentation
import Testing

@Suite struct LanguageEnvironmentTests {
    @Test func isEnglishWithoutLocaleVariables() {
        #expect(Language.preferred(inEnvironment: [:]) == .english)
    }

    @Test(arguments: [
        (["LANG": "pt_BR.UTF-8"], Language.brazilianPortuguese),
        (["LANG": "el_GR.UTF-8"], .greek),
        (["LANG": "C.UTF-8"], .english),
        (["LANG": "POSIX"], .english),
        (["LANG": "fr_FR.UTF-8"], .english),
        (["LANG": "pt_BR.UTF-8", "LC_MESSAGES": "el_GR.UTF-8"], .greek),
        (["LANG": "pt_BR.UTF-8", "LC_MESSAGES": "el_GR.UTF-8", "LC_ALL": "en_US.UTF-8"], .english),
        (["LANG": "el_GR.UTF-8", "LC_ALL": ""], .greek),
        (["LC_ALL": "pt_PT"], .brazilianPortuguese),
    ])
    func followsLCAllThenLCMessagesThenLang(environment: [String: String], expected: Language) {
        #expect(Language.preferred(inEnvironment: environment) == expected)
    }
}
