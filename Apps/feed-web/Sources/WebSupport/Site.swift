import SharedPresentation

/// The features a host mounts, in the order its navigation lists them.
public struct Site: Sendable {
    /// A mounted feature as the navigation names it.
    public struct Section: Sendable {
        public let name: String
        public let path: String
        public let title: @Sendable (Language) -> String

        public init(name: String, path: String, title: @escaping @Sendable (Language) -> String) {
            self.name = name
            self.path = path
            self.title = title
        }
    }

    public let sections: [Section]

    public init(sections: [Section]) {
        self.sections = sections
    }

    /// A site of the one feature `name` (a plugin tested alone).
    public static func single(name: String, path: String) -> Site {
        Site(sections: [Section(name: name, path: path, title: { _ in name })])
    }

    /// The navigation's links, in `language`, the one of feature `current` marked.
    public func navigation(in language: Language, current: String) -> [NavigationLink] {
        sections.map { NavigationLink(title: $0.title(language), href: $0.path, isCurrent: $0.name == current) }
    }
}
