import FeedFeature

/// The images of the first `pages` pages of the feed, as one request of the web app shows them.
struct LoadedFeed: Sendable, Equatable {
    /// The images, newest first.
    let images: [FeedImage]
    /// How many pages were asked for.
    let pages: Int
    /// Whether another page may follow (no empty page has ended the feed yet).
    let canLoadMore: Bool

    init(images: [FeedImage], pages: Int, canLoadMore: Bool) {
        self.images = images
        self.pages = pages
        self.canLoadMore = canLoadMore
    }
}
