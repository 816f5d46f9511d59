import FeedFeature
import SharedAPI

/// The image feed as every app loads it: the latest pages from remote, cached as they come, with the
/// cache as the fallback when the remote fails.
///
/// - First page: from remote, then saved as the new cache. When the remote fails, the cached feed
///   (valid caches only, as the cache decides); when that is empty too, the remote's error.
/// - Load more: the page after the last image shown, appended; the whole list is saved as the new
///   cache. An empty page ends loading more.
/// - A failed cache save never fails a load: the images are still shown.
/// - A cancelled load throws `CancellationError` and falls back to nothing.
public struct PaginatedFeedLoader: Sendable {
    private let remote: any FeedPageLoader
    private let cache: any FeedLoader & FeedCache

    public init(remote: any FeedPageLoader, cache: any FeedLoader & FeedCache) {
        self.remote = remote
        self.cache = cache
    }

    /// The first page, from remote or from the cache.
    public func load() async throws -> Paginated<FeedImage> {
        let firstPage: [FeedImage]
        do {
            firstPage = try await remote.loadPage(after: nil)
        } catch {
            try Task.checkCancellation()
            return page(with: try await cachedFeed(orThrow: error))
        }
        await saveIgnoringFailure(firstPage)
        return page(with: firstPage)
    }

    private func cachedFeed(orThrow remoteError: any Error) async throws -> [FeedImage] {
        let cached = try await cache.load()
        guard !cached.isEmpty else { throw remoteError }
        return cached
    }

    private func page(with items: [FeedImage], lastPage: [FeedImage]? = nil) -> Paginated<FeedImage> {
        guard let last = (lastPage ?? items).last else { return Paginated(items: items) }
        return Paginated(items: items) {
            try await self.loadMore(after: last, appendingTo: items)
        }
    }

    private func loadMore(after last: FeedImage, appendingTo items: [FeedImage]) async throws -> Paginated<FeedImage> {
        let nextPage = try await remote.loadPage(after: last)
        guard !nextPage.isEmpty else { return Paginated(items: items) }
        let all = items + nextPage
        await saveIgnoringFailure(all)
        return page(with: all, lastPage: nextPage)
    }

    private func saveIgnoringFailure(_ feed: [FeedImage]) async {
        try? await cache.save(feed)
    }
}
