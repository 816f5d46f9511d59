import SharedPresentation

/// The feed screen's texts.
public enum FeedPresenter {
    /// The `Feed` strings table of this module.
    public static let table = LocalizedStringTable(named: "Feed", in: .module)

    /// "My Feed", in `language`.
    public static func title(in language: Language) -> String {
        table.string("FEED_VIEW_TITLE", in: language)
    }
}
