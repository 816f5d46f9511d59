import ImageComments
import SharedPresentation

/// What the comments page template shows: the title, the comments or the error message.
struct CommentsPage: Sendable {
    struct Comment: Sendable {
        let username: String
        let date: String
        let message: String
    }

    let language: String
    let title: String
    let backLabel: String
    let comments: [Comment]
    let hasError: Bool
    let errorMessage: String

    init(comments: ImageCommentsViewModel, language: Language) {
        self.init(
            language: language,
            comments: comments.comments.map { Comment(username: $0.username, date: $0.date, message: $0.message) },
            error: nil
        )
    }

    /// The page for comments that could not be loaded: `error`, the message its presenter gave.
    init(error: String, in language: Language) {
        self.init(language: language, comments: [], error: error)
    }

    private init(language: Language, comments: [Comment], error: String?) {
        self.language = language.identifier
        title = ImageCommentsPresenter.title(in: language)
        backLabel = WebStrings.backToFeed(in: language)
        self.comments = comments
        hasError = error != nil
        errorMessage = error ?? ""
    }
}
