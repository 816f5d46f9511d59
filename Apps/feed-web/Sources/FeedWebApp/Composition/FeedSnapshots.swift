import FeedComposition
import FeedFeature
import Foundation
import SharedAPI

/// The server-side cache of the web app: the feed as last loaded for each page count, reused for a
/// short time so that a busy feed page does not cost a remote round trip and a cache save per request,
/// and the images the server has shown, which are the only ones its image route serves.
///
/// A snapshot is fresh for `lifetime` (measured on a monotonic clock); an older one loads the feed
/// again through the `PaginatedFeedLoader` (remote first, the local cache as fallback, each page saved
/// as it comes). A refresh loads anew too, unless the last load completed less than `refreshInterval`
/// ago: then it is served from that load, so a crowd following the Refresh link costs one load per
/// interval. Concurrent loads of the same page count share one load (single flight).
actor FeedSnapshots {
    private struct Snapshot {
        let feed: LoadedFeed
        let loadedAt: ContinuousClock.Instant
    }

    private let loader: PaginatedFeedLoader
    private let lifetime: Duration
    private let refreshInterval: Duration
    private let clock = ContinuousClock()
    private let loads = SingleFlight<Int, LoadedFeed>()
    private var snapshots: [Int: Snapshot] = [:]
    private var shownImages: [UUID: URL] = [:]

    /// - Parameters:
    ///   - loader: loads the feed: remote first with the cache as fallback, and load more.
    ///   - lifetime: how long a loaded feed is shown again without loading it anew; `.zero` never reuses.
    ///   - refreshInterval: how long after a load a refresh is still served from it; `.zero` never.
    init(loader: PaginatedFeedLoader, lifetime: Duration, refreshInterval: Duration) {
        self.loader = loader
        self.lifetime = lifetime
        self.refreshInterval = refreshInterval
    }

    /// The first `pages` pages of the feed (fewer when an empty page ends it).
    ///
    /// - Parameter refresh: load anew even when a fresh snapshot exists, unless the last load completed
    ///   less than the refresh interval ago.
    /// - Throws: the loader's error when neither the remote nor the cache delivers the first page.
    ///   When a later page fails, the pages loaded so far are returned, with more still to load.
    func feed(pages: Int, refresh: Bool = false) async throws -> LoadedFeed {
        if let snapshot = snapshots[pages], clock.now - snapshot.loadedAt < (refresh ? refreshInterval : lifetime) {
            CacheLookupCounter.count(cache: "snapshot", hit: true)
            return snapshot.feed
        }
        CacheLookupCounter.count(cache: "snapshot", hit: false)
        let feed = try await loads.value(for: pages) { [loader] in
            try await Self.load(pages: pages, from: loader)
        }
        snapshots[pages] = Snapshot(feed: feed, loadedAt: clock.now)
        for image in feed.images { shownImages[image.id] = image.url }
        return feed
    }

    /// The URL of an image the server has shown, or `nil` for any other id.
    func urlOfShownImage(withID id: UUID) -> URL? {
        shownImages[id]
    }

    private static func load(pages: Int, from loader: PaginatedFeedLoader) async throws -> LoadedFeed {
        let walk = try await loader.load().loadingMore(upTo: pages)
        return LoadedFeed(images: walk.items, pages: pages, canLoadMore: walk.last.canLoadMore)
    }
}
