import FeedFeature
import Foundation
import SharedAPI
import SharedCache

/// The image feed as every app loads it: the latest pages from remote, cached as they come, with the
/// cache as the fallback when the remote fails.
///
/// - First page: from remote, then saved as the new cache. When the remote fails, the cached feed
///   (valid caches only, as the cache decides); when that is empty too, the remote's error.
/// - Load more: the page after the last image shown, appended; the whole list is saved as the new
///   cache. An empty page ends loading more.
/// - A failed cache save never fails a load: the images are still shown.
/// - A cancelled load throws `CancellationError` and falls back to nothing.
/// - A server that ignores `after_id` cannot make a walk endless: a page that repeats an image already
///   loaded ends loading more with ``NoProgressError`` (nothing of it is appended or saved), and so
///   does a page past ``maximumPages`` with ``TooManyPagesError``.
public struct PaginatedFeedLoader: Sendable {
    /// The next page repeats an image the feed already has: the server did not move past `after_id`.
    public struct NoProgressError: Error, Equatable {
        /// How many pages were loaded before the repeating one.
        public let pagesLoaded: Int

        public init(pagesLoaded: Int) {
            self.pagesLoaded = pagesLoaded
        }
    }

    /// The feed has ``PaginatedFeedLoader/maximumPages`` pages already; no more are loaded.
    public struct TooManyPagesError: Error, Equatable {
        public let limit: Int

        public init(limit: Int) {
            self.limit = limit
        }
    }

    /// The most pages one walk loads: 1,000 pages of 10, far past any feed a person scrolls.
    public static let maximumPages = 1_000

    private let remote: any FeedPageLoader
    private let cache: any FeedLoader & FeedCache

    public init(remote: any FeedPageLoader, cache: any FeedLoader & FeedCache) {
        self.remote = remote
        self.cache = cache
    }

    /// The first page, from remote or from the cache: SharedCache's Load With Cache Fallback.
    public func load() async throws -> Paginated<FeedImage> {
        let fallback = CacheFallbackLoader(cache: FeedResourceCache(feed: cache))
        return page(with: try await fallback.load { [remote] in try await remote.loadPage(after: nil) })
    }

    /// The feed so far, `pageCount` pages holding the images of `loadedIDs`, and the way on.
    private func page(
        with items: [FeedImage], lastPage: [FeedImage]? = nil, pageCount: Int = 1, loadedIDs: Set<UUID>? = nil
    ) -> Paginated<FeedImage> {
        guard let last = (lastPage ?? items).last else { return Paginated(items: items) }
        let loadedIDs = loadedIDs ?? Set(items.map(\.id))
        return Paginated(items: items) {
            try await self.loadMore(after: last, appendingTo: items, pageCount: pageCount, loadedIDs: loadedIDs)
        }
    }

    private func loadMore(
        after last: FeedImage, appendingTo items: [FeedImage], pageCount: Int, loadedIDs: Set<UUID>
    ) async throws -> Paginated<FeedImage> {
        guard pageCount < Self.maximumPages else { throw TooManyPagesError(limit: Self.maximumPages) }
        let nextPage = try await remote.loadPage(after: last)
        guard !nextPage.isEmpty else { return Paginated(items: items) }
        var ids = loadedIDs
        for image in nextPage {
            guard ids.insert(image.id).inserted else { throw NoProgressError(pagesLoaded: pageCount) }
        }
        let all = items + nextPage
        await saveIgnoringFailure(all)
        return page(with: all, lastPage: nextPage, pageCount: pageCount + 1, loadedIDs: ids)
    }

    private func saveIgnoringFailure(_ feed: [FeedImage]) async {
        try? await cache.save(feed)
    }
}
