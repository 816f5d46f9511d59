import Foundation
import SharedPresentation

/// The web app's own strings (links and controls), in every supported language.
enum WebStrings {
    /// The `FeedWeb` strings table of this module's bundle.
    static let table = LocalizedStringTable(named: "FeedWeb", in: .module)

    static func loadMore(in language: Language) -> String { table.string("LOAD_MORE", in: language) }
    static func refresh(in language: Language) -> String { table.string("REFRESH", in: language) }
    static func retry(in language: Language) -> String { table.string("RETRY", in: language) }
    static func comments(in language: Language) -> String { table.string("COMMENTS", in: language) }
    static func backToFeed(in language: Language) -> String { table.string("BACK_TO_FEED", in: language) }
    /// The comments page's document title, naming its image.
    static func commentsTitle(naming image: String, in language: Language) -> String {
        String(format: table.string("COMMENTS_TITLE", in: language), image)
    }
}
