/// A link of the navigation between the mounted features.
public struct NavigationLink: Sendable, Equatable {
    /// The feature's title, in the page's language.
    public let title: String
    /// Where its first page is: its mount path.
    public let href: String
    /// Whether the page showing it belongs to this feature.
    public let isCurrent: Bool
}

extension NavigationLink: PageFields {
    public func field(_ key: String) -> Any? {
        switch key {
        case "title": title
        case "href": href
        case "isCurrent": isCurrent
        default: nil
        }
    }
}
