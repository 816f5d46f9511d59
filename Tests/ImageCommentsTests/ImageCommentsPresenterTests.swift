import Foundation
import ImageComments
import SharedPresentation
import Testing

struct ImageCommentsPresenterTests {
    @Test(arguments: [
        (Language.english, "Comments"), (.brazilianPortuguese, "Comentários"), (.greek, "Σχόλια"),
    ])
    func titleIsLocalized(language: Language, expected: String) {
        #expect(ImageCommentsPresenter.title(in: language) == expected)
    }

    @Test(arguments: [
        (Language.english, "No image with id %@ on the server"),
        (.brazilianPortuguese, "Nenhuma imagem com id %@ no servidor"),
        (.greek, "Δεν υπάρχει εικόνα με id %@ στο διακομιστή"),
    ])
    func imageNotFoundErrorIsLocalized(language: Language, expected: String) {
        let id = UUID()
        #expect(
            ImageCommentsPresenter.imageNotFoundError(imageID: id, in: language)
                == String(format: expected, id.uuidString))
    }

    @Test(arguments: [
        ("en_US_POSIX", "5 minutes ago", "1 day ago"),
        ("en_US", "5 minutes ago", "1 day ago"),
        ("pt_BR", "há 5 minutos", "há 1 dia"),
        ("el_GR", "πριν από 5 λεπτά", "πριν από 1 ημέρα"),
    ])
    func mapShowsDatesRelativeToNowInTheLocale(locale: String, fiveMinutesAgo: String, oneDayAgo: String) {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let calendar = Calendar(identifier: .gregorian)
        let comments = [
            ImageComment(
                id: UUID(), message: "a message", createdAt: now.addingTimeInterval(-5 * 60), username: "a username"),
            ImageComment(
                id: UUID(), message: "another message", createdAt: now.addingTimeInterval(-24 * 60 * 60),
                username: "another username"),
        ]

        let viewModel = ImageCommentsPresenter.map(
            comments, currentDate: now, calendar: calendar, locale: Locale(identifier: locale))

        #expect(
            viewModel.comments == [
                ImageCommentViewModel(message: "a message", date: fiveMinutesAgo, username: "a username"),
                ImageCommentViewModel(message: "another message", date: oneDayAgo, username: "another username"),
            ])
    }

    @Test func mapWithALanguageUsesThatLanguagesLocale() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let comment = ImageComment(id: UUID(), message: "m", createdAt: now.addingTimeInterval(-300), username: "u")

        let viewModel = ImageCommentsPresenter.map(
            [comment], currentDate: now, calendar: Calendar(identifier: .gregorian), language: .brazilianPortuguese)

        #expect(viewModel.comments.map(\.date) == ["há 5 minutos"])
    }
}
