import SharedPresentation
import Testing

struct SharedLocalizationTests {
    @Test(arguments: [
        (Language.english, "Couldn't connect to server"),
        (.brazilianPortuguese, "Não foi possível conectar com o servidor"),
        (.greek, "Δεν ήταν δυνατή η σύνδεση στο διακομιστή"),
    ])
    func genericConnectionError(language: Language, expected: String) {
        #expect(SharedStrings.genericConnectionError(in: language) == expected)
    }

    @Test func anUnknownLanguageFallsBackToEnglish() {
        #expect(SharedStrings.genericConnectionError(in: Language(identifier: "fr")) == "Couldn't connect to server")
    }
}
