import FeedFeature
import Foundation
import SharedAPI

/// Finds a feed image by its id, as an app must before it can load the image's data by URL: in the
/// feed as the app shows it (remote first, each page cached as it comes, the cache as fallback), page
/// by page until the image turns up or the feed ends.
///
/// The feed is walked rather than the cache searched first so that online, image URLs are the
/// server's current ones (the embedded sample backend listens on a new port each run); offline, the
/// cached feed's URLs are the keys of the cached image data.
public struct FeedImageLookup: Sendable {
    /// No page of the feed holds an image with this id.
    public struct NotFoundError: Error, Equatable, CustomStringConvertible {
        public let id: UUID

        public init(id: UUID) {
            self.id = id
        }

        public var description: String { "No image with id \(id.uuidString) in the feed" }
    }

    private let feed: PaginatedFeedLoader

    /// - Parameter feed: the feed to walk page by page.
    public init(feed: PaginatedFeedLoader) {
        self.feed = feed
    }

    /// The image with `id`.
    ///
    /// - Throws: ``NotFoundError`` when the whole feed was walked without finding it; the feed's error
    ///   when a page cannot be loaded.
    public func image(withID id: UUID) async throws -> FeedImage {
        let walk = try await feed.load().loadingMore(until: { $0.items.contains { $0.id == id } })
        if let image = walk.items.first(where: { $0.id == id }) { return image }
        throw walk.loadMoreError ?? NotFoundError(id: id)
    }
}
