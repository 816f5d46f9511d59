import FeedComposition
import FeedFeature
import Foundation
import SharedAPI

/// The server-side cache of the web app: the feed as last loaded for each page count, reused for a
/// short time so that a busy feed page does not cost a remote round trip and a cache save per request,
/// and the images the server has shown, which are the only ones its image route serves.
///
/// A snapshot is fresh for `lifetime` (measured on a monotonic clock); a refresh, or an older
/// snapshot, loads the feed again through the `PaginatedFeedLoader` (remote first, the local cache as
/// fallback, each page saved as it comes).
actor FeedSnapshots {
    private struct Snapshot {
        let feed: LoadedFeed
        let loadedAt: ContinuousClock.Instant
    }

    private let loader: PaginatedFeedLoader
    private let lifetime: Duration
    private let clock = ContinuousClock()
    private var snapshots: [Int: Snapshot] = [:]
    private var shownImages: [UUID: URL] = [:]

    /// - Parameters:
    ///   - loader: loads the feed: remote first with the cache as fallback, and load more.
    ///   - lifetime: how long a loaded feed is shown again without loading it anew; `.zero` never reuses.
    init(loader: PaginatedFeedLoader, lifetime: Duration) {
        self.loader = loader
        self.lifetime = lifetime
    }

    /// The first `pages` pages of the feed (fewer when an empty page ends it).
    ///
    /// - Parameter refresh: load anew even when a fresh snapshot exists.
    /// - Throws: the loader's error when neither the remote nor the cache delivers the first page.
    ///   When a later page fails, the pages loaded so far are returned, with more still to load.
    func feed(pages: Int, refresh: Bool = false) async throws -> LoadedFeed {
        if !refresh, let snapshot = snapshots[pages], clock.now < snapshot.loadedAt.advanced(by: lifetime) {
            return snapshot.feed
        }
        let feed = try await load(pages: pages)
        snapshots[pages] = Snapshot(feed: feed, loadedAt: clock.now)
        for image in feed.images { shownImages[image.id] = image.url }
        return feed
    }

    /// The URL of an image the server has shown, or `nil` for any other id.
    func urlOfShownImage(withID id: UUID) -> URL? {
        shownImages[id]
    }

    private func load(pages: Int) async throws -> LoadedFeed {
        let walk = try await loader.load().loadingMore(upTo: pages)
        return LoadedFeed(images: walk.items, pages: pages, canLoadMore: walk.last.canLoadMore)
    }
}
