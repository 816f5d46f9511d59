import SharedPresentation

/// The feed pages already rendered, one per page count and language, reused while the feed they show is
/// the same: a warm feed page costs a comparison instead of a template rendering.
actor RenderedFeedPages {
    private struct Key: Hashable {
        let pages: Int
        let language: Language
    }

    private var pages: [Key: (feed: LoadedFeed, html: String)] = [:]

    /// The page for `feed` in `language`, rendered by `render` only when it is not rendered yet.
    func html(for feed: LoadedFeed, in language: Language, render: @Sendable () -> String) -> String {
        let key = Key(pages: feed.pages, language: language)
        if let rendered = pages[key], rendered.feed == feed { return rendered.html }
        let html = render()
        pages[key] = (feed, html)
        return html
    }
}
