import FeedPresentation
import SharedPresentation
import Testing

struct FeedPresenterTests {
    @Test(arguments: [
        (Language.english, "My Feed"), (.brazilianPortuguese, "Meu Feed"), (.greek, "Το Feed μου"),
    ])
    func titleIsLocalized(language: Language, expected: String) {
        #expect(FeedPresenter.title(in: language) == expected)
    }

}
