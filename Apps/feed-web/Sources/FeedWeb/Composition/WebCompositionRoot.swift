import AppSupport
import AsyncHTTPInfrastructure
import FeedAPI
import FeedCache
import FeedComposition
import FeedFeature
import Foundation
import ImageComments
import Logging
import ServiceLifecycle
import SharedAPI
import SystemResolverInfrastructure
import WebSupport

/// The wiring of the web app: the same modules as the terminal client, composed for a server.
///
/// ```
/// AsyncHTTPClientAdapter ─ UpstreamMetrics ─┬─ RemoteFeedLoader ─────────── PaginatedFeedLoader ─ FeedSnapshots
///                    HostPolicyHTTPClient ──┼─ RemoteFeedImageDataLoader ─┐
///                                           └─ RemoteImageCommentsLoader ─┼──────────────────── SingleFlight
/// SQLite file or PostgreSQL ─┬─ LocalFeedLoader ─── PaginatedFeedLoader   │
///                            └─ LocalFeedImageDataLoader ─ ImageDataCacheMetrics ─ LocalFirst ─ SingleFlight
/// ```
struct WebCompositionRoot: Sendable {
    /// The feed as the pages show it: a short-lived server-side snapshot over remote-with-cache-fallback.
    let snapshots: FeedSnapshots
    /// The app's clock (cache timestamps, the seven-day rule, relative dates).
    let clock: AppClock
    /// What must run while the app serves: the PostgreSQL pool, and the cache's validation.
    let services: [any Service]
    /// What `/ready` checks: the store and the feed API.
    let readinessChecks: [ReadinessCheck]
    /// How long an image's loaded comments are reused.
    let commentsLifetime: Duration
    /// How long a loaded feed is reused, and with it the bytes of the images it shows.
    let snapshotLifetime: Duration
    /// The clock the reuse lifetimes are measured on.
    let lifetimeClock: any Clock<Duration>
    private let imageDataLoader: LocalFirstFeedImageDataLoader
    private let cachedFeed: LocalFeedLoader
    private let commentsLoader: RemoteImageCommentsLoader
    private let imageDataLoads = SingleFlight<URL, Data>()
    private let commentsLoads = SingleFlight<UUID, [ImageComment]>()
    /// The cached feed's images by id, read from the store at most once a second whatever the
    /// image requests ask for (ids the pages never showed among them).
    private let cachedFeedIndex: ShortLivedCache<Int, [UUID: FeedImage]>

    /// - Parameter configuration: the feed API, the store (the SQLite file, whose folder must exist, or
    ///   a PostgreSQL database), the clock, the request timeout, and how long a loaded feed is reused.
    init(settings configuration: FeedWebSettings, logger: Logger) {
        let context = configuration.context
        let upstream = AsyncHTTPClientAdapter(
            timeout: context.requestTimeout, maximumResponseSize: context.maximumResponseSize)
        let httpClient = UpstreamMetricsHTTPClient(decoratee: upstream)
        let store = FeedWebStore.make(for: configuration, logger: logger)
        let localFeed = LocalFeedLoader(store: store.store, currentDate: context.clock.now)
        let localImageData = LocalFeedImageDataLoader(store: store.store)
        clock = context.clock
        cachedFeed = localFeed
        services = [
            CacheValidationService(interval: configuration.cacheValidationInterval, logger: logger) {
                try await localFeed.validateCache()
            }
        ]
        readinessChecks = [
            ReadinessCheck(name: "feed.store", run: store.checkReachable),
            .api(of: "feed", client: upstream, baseURL: context.baseURL),
        ]
        snapshots = FeedSnapshots(
            loader: PaginatedFeedLoader(
                remote: RemoteFeedLoader(baseURL: context.baseURL, client: httpClient), cache: localFeed),
            lifetime: configuration.snapshotLifetime,
            staleness: configuration.snapshotLifetime,
            refreshInterval: configuration.refreshInterval,
            clock: configuration.lifetimeClock
        )
        cachedFeedIndex = ShortLivedCache(lifetime: .seconds(1), capacity: 1, clock: configuration.lifetimeClock)
        imageDataLoader = LocalFirstFeedImageDataLoader(
            local: ImageDataCacheMetrics(decoratee: localImageData),
            remote: RemoteFeedImageDataLoader(
                client: TimeoutHTTPClient(
                    decorating: HostPolicyHTTPClient(
                        decorating: httpClient,
                        policy: HostPolicy(
                            baseURL: context.baseURL, allowedHosts: configuration.allowedHosts,
                            resolver: SystemHostResolver())),
                    limit: context.requestTimeout)),
            cache: localImageData
        )
        commentsLoader = RemoteImageCommentsLoader(baseURL: context.baseURL, client: httpClient)
        commentsLifetime = configuration.commentsLifetime
        snapshotLifetime = configuration.snapshotLifetime
        lifetimeClock = configuration.lifetimeClock
    }

    /// The image with `id` (its URL, description and location) if this server may serve it: one its
    /// pages have shown, or, when several instances share a database, one of the feed an instance saved
    /// there (the proxy may send the image request to another instance than the page's). Never a URL
    /// from the request.
    ///
    /// The cached feed is read through an index kept for a second, so a flood of unknown ids costs
    /// one store read a second, not one per request.
    func servableImage(withID id: UUID) async -> FeedImage? {
        if let image = snapshots.shownImage(withID: id) { return image }
        let index = try? await cachedFeedIndex.value(for: 0) { [cachedFeed] in
            Dictionary(try await cachedFeed.load().map { ($0.id, $0) }) { first, _ in first }
        }
        return index?[id]
    }

    /// Image bytes: the local image cache first, else remote (and cached). Concurrent requests for one
    /// URL share one load.
    func imageData(from url: URL) async throws -> Data {
        try await imageDataLoads.value(for: url) { [imageDataLoader] in
            try await imageDataLoader.loadImageData(from: url)
        }
    }

    /// An image's comments: remote, never stored. Concurrent requests for one image share one load; the
    /// comments page that shows them is what is reused (`ImagesController`, `--comments-seconds`).
    func comments(forImageWithID id: UUID) async throws -> [ImageComment] {
        try await commentsLoads.value(for: id) { [commentsLoader] in
            try await commentsLoader.loadComments(forImageWithID: id)
        }
    }
}
