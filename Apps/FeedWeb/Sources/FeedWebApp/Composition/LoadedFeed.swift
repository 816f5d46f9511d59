import FeedFeature

/// The images of the first `pages` pages of the feed, as one request of the web app shows them.
public struct LoadedFeed: Sendable, Equatable {
    /// The images, newest first.
    public let images: [FeedImage]
    /// How many pages were asked for.
    public let pages: Int
    /// Whether another page may follow (no empty page has ended the feed yet).
    public let canLoadMore: Bool

    public init(images: [FeedImage], pages: Int, canLoadMore: Bool) {
        self.images = images
        self.pages = pages
        self.canLoadMore = canLoadMore
    }
}
