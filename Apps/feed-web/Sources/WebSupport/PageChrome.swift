import SharedPresentation

/// What every page shows around its content, rendered by the shared `head` and `navigation` partials:
/// the document's language and title, the feature's stylesheets and scripts, and the links to every
/// mounted feature.
public struct PageChrome: Sendable {
    public let language: String
    public let title: String
    public let stylesheets: [String]
    public let scripts: [String]
    public let navigationLabel: String
    public let navigation: [NavigationLink]
    public let hasNavigation: Bool

    /// - Parameters:
    ///   - title: the page's title, in `language`.
    ///   - stylesheets, scripts: names of the feature's assets (served under `/assets/`), after the
    ///     shared stylesheet.
    ///   - site: the mounted features; the navigation shows them when there is more than one.
    ///   - current: the name of the feature the page belongs to.
    public init(
        title: String, language: Language, stylesheets: [String] = [], scripts: [String] = [], site: Site,
        current: String
    ) {
        self.language = language.identifier
        self.title = title
        self.stylesheets = stylesheets
        self.scripts = scripts
        navigationLabel = WebSupportStrings.navigation(in: language)
        navigation = site.navigation(in: language, current: current)
        hasNavigation = navigation.count > 1
    }
}

extension PageChrome: PageFields {
    public func field(_ key: String) -> Any? {
        switch key {
        case "language": language
        case "title": title
        case "stylesheets": stylesheets
        case "scripts": scripts
        case "navigationLabel": navigationLabel
        case "navigation": navigation
        case "hasNavigation": hasNavigation
        default: nil
        }
    }
}
