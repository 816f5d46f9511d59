import ImageComments
import SharedPresentation
import WebSupport

/// What the comments page template shows: the title, the comments or the error message.
struct CommentsPage: Sendable {
    struct Comment: Sendable {
        let username: String
        let date: String
        let message: String
    }

    let chrome: PageChrome
    let title: String
    let backLabel: String
    let comments: [Comment]
    let hasError: Bool
    let errorMessage: String

    init(comments: ImageCommentsViewModel, language: Language, site: Site) {
        self.init(
            language: language, site: site,
            comments: comments.comments.map { Comment(username: $0.username, date: $0.date, message: $0.message) },
            error: nil
        )
    }

    /// The page for comments that could not be loaded: `error`, the message its presenter gave.
    init(error: String, in language: Language, site: Site) {
        self.init(language: language, site: site, comments: [], error: error)
    }

    private init(language: Language, site: Site, comments: [Comment], error: String?) {
        title = ImageCommentsPresenter.title(in: language)
        chrome = PageChrome(
            title: title, language: language, stylesheets: [FeedWebFeature.stylesheet],
            scripts: [FeedWebFeature.script], site: site,
            current: FeedWebFeature.name)
        backLabel = WebStrings.backToFeed(in: language)
        self.comments = comments
        hasError = error != nil
        errorMessage = error ?? ""
    }
}
