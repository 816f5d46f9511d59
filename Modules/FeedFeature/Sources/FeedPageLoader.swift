/// Delivers the image feed one page at a time.
public protocol FeedPageLoader: Sendable {
    /// The page that follows `lastImage`, or the first page when `lastImage` is `nil`.
    /// An empty page means there is nothing more to load.
    func loadPage(after lastImage: FeedImage?) async throws -> [FeedImage]
}
