import HTTPTypes
import SharedPresentation

/// What the `status` template shows for a request a browser cannot be served: the status's title, one
/// sentence saying what happened and a link back to the feed.
struct StatusPage: Sendable {
    let chrome: PageChrome
    let title: String
    let message: String
    let backLabel: String

    /// The page for `status` in `language`, `nil` for a status that has none (only 404 and 403 do).
    init?(status: HTTPResponse.Status, language: Language, site: Site) {
        switch status {
        case .notFound:
            title = WebSupportStrings.notFoundTitle(in: language)
            message = WebSupportStrings.notFoundMessage(in: language)
        case .forbidden:
            title = WebSupportStrings.forbiddenTitle(in: language)
            message = WebSupportStrings.forbiddenMessage(in: language)
        default:
            return nil
        }
        chrome = PageChrome(title: title, language: language, site: site, current: "")
        backLabel = WebSupportStrings.backToFeed(in: language)
    }
}

extension StatusPage: PageFields {
    func field(_ key: String) -> Any? {
        switch key {
        case "chrome": chrome
        case "title": title
        case "message": message
        case "backLabel": backLabel
        default: nil
        }
    }
}
