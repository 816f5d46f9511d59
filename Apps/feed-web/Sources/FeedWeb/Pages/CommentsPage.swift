import FeedFeature
import Foundation
import ImageComments
import SharedPresentation
import WebSupport

/// What the comments page template shows: the title, the comments or the error message. The document's
/// title names the image: its description, else its location, else its id. Back goes to the feed's page
/// count the visitor came from, at the image's anchor.
struct CommentsPage: Sendable {
    struct Comment: Sendable {
        let username: String
        let date: String
        let message: String
    }

    let chrome: PageChrome
    let title: String
    let backLabel: String
    /// `/?pages=N#image-<id>`: the feed page that linked here, scrolled to the image.
    let backLink: String
    let comments: [Comment]
    let hasError: Bool
    let errorMessage: String

    /// - Parameter pages: the page count of the feed page that linked here.
    init(comments: ImageCommentsViewModel, of image: FeedImage, pages: Int, language: Language, site: Site) {
        self.init(
            image: image, pages: pages, language: language, site: site,
            comments: comments.comments.map { Comment(username: $0.username, date: $0.date, message: $0.message) },
            error: nil
        )
    }

    /// The page for comments that could not be loaded: `error`, the message its presenter gave.
    init(error: String, of image: FeedImage, pages: Int, in language: Language, site: Site) {
        self.init(image: image, pages: pages, language: language, site: site, comments: [], error: error)
    }

    private init(
        image: FeedImage, pages: Int, language: Language, site: Site, comments: [Comment], error: String?
    ) {
        title = ImageCommentsPresenter.title(in: language)
        chrome = PageChrome(
            title: WebStrings.commentsTitle(naming: Self.name(of: image), in: language), language: language,
            stylesheets: [FeedWebFeature.stylesheet],
            scripts: [FeedWebFeature.script], site: site,
            current: FeedWebFeature.name)
        backLabel = WebStrings.backToFeed(in: language)
        backLink = "/?pages=\(pages)#image-\(image.id.uuidString)"
        self.comments = comments
        hasError = error != nil
        errorMessage = error ?? ""
    }

    /// How the title names `image`: its description, else its location, else its id.
    static func name(of image: FeedImage) -> String {
        for text in [image.description, image.location] {
            if let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty { return text }
        }
        return image.id.uuidString
    }
}

extension CommentsPage: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "title": title
        case "backLabel": backLabel
        case "backLink": backLink
        case "comments": comments
        case "hasError": hasError
        case "errorMessage": errorMessage
        default: nil
        }
    }
}

extension CommentsPage.Comment: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "username": username
        case "date": date
        case "message": message
        default: nil
        }
    }
}
