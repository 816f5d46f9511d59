import FeedComposition
import FeedFeature
import Foundation
import SharedAPI

/// Finds a feed image by its id, as an app must before it can load the image's data by URL: in the
/// cached feed first, then page by page in the feed (remote with cache fallback, each page cached as
/// it comes), until the image turns up or the feed ends.
public struct FeedImageLookup: Sendable {
    /// No loaded page of the feed holds an image with this id.
    public struct NotFoundError: Error, Equatable, CustomStringConvertible {
        public let id: UUID

        public init(id: UUID) {
            self.id = id
        }

        public var description: String { "No image with id \(id.uuidString) in the feed" }
    }

    private let cache: any FeedLoader
    private let feed: PaginatedFeedLoader

    /// - Parameters:
    ///   - cache: the cached feed (valid caches only), searched first.
    ///   - feed: the feed to walk page by page when the cache lacks the image.
    public init(cache: any FeedLoader, feed: PaginatedFeedLoader) {
        self.cache = cache
        self.feed = feed
    }

    /// The image with `id`.
    ///
    /// - Throws: ``NotFoundError`` when the whole feed was walked without finding it; the feed's error
    ///   when a page cannot be loaded.
    public func image(withID id: UUID) async throws -> FeedImage {
        if let cached = try? await cache.load(), let image = cached.first(where: { $0.id == id }) {
            return image
        }
        var page = try await feed.load()
        while true {
            if let image = page.items.first(where: { $0.id == id }) { return image }
            guard let loadMore = page.loadMore else { throw NotFoundError(id: id) }
            page = try await loadMore()
        }
    }
}
