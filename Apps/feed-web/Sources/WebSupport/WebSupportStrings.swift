import Foundation
import SharedPresentation

/// The shared layout's own strings, in every supported language.
enum WebSupportStrings {
    /// The `WebSupport` strings table of this module's bundle.
    static let table = LocalizedStringTable(named: "WebSupport", in: .module)

    /// The navigation's accessible name.
    static func navigation(in language: Language) -> String { table.string("NAVIGATION", in: language) }
    /// The title of the page for an address that has none (404).
    static func notFoundTitle(in language: Language) -> String { table.string("NOT_FOUND_TITLE", in: language) }
    /// What the page for an address that has none (404) says happened.
    static func notFoundMessage(in language: Language) -> String { table.string("NOT_FOUND_MESSAGE", in: language) }
    /// The title of the page for a refused form (403).
    static func forbiddenTitle(in language: Language) -> String { table.string("FORBIDDEN_TITLE", in: language) }
    /// What the page for a refused form (403) says happened.
    static func forbiddenMessage(in language: Language) -> String { table.string("FORBIDDEN_MESSAGE", in: language) }
    /// The link from a 404 or 403 page to the feed.
    static func backToFeed(in language: Language) -> String { table.string("BACK_TO_FEED", in: language) }
}
