import FeedAPI
import FeedAppSupport
import FeedCache
import FeedComposition
import FeedFeature
import Foundation
import ImageComments
import Infrastructure
import SharedAPI

/// The wiring of the web app: the same modules as the terminal client, composed for a server.
///
/// ```
/// URLSessionHTTPClient ─ TimeoutHTTPClient ─┬─ RemoteFeedLoader ─────────── PaginatedFeedLoader ─ FeedSnapshots
///                                           ├─ RemoteFeedImageDataLoader ─┐
///                                           └─ RemoteImageCommentsLoader ─┼──────────────────── SingleFlight
/// SQLiteFeedStore ─┬─ LocalFeedLoader ─────── PaginatedFeedLoader         │
///                  └─ LocalFeedImageDataLoader ─ LocalFirstFeedImageDataLoader ─ SingleFlight
/// ```
struct WebCompositionRoot: Sendable {
    /// The feed as the pages show it: a short-lived server-side snapshot over remote-with-cache-fallback.
    let snapshots: FeedSnapshots
    /// The app's clock (cache timestamps, the seven-day rule, relative dates).
    let clock: FeedClock
    private let imageDataLoader: LocalFirstFeedImageDataLoader
    private let commentsLoader: RemoteImageCommentsLoader
    private let imageDataLoads = SingleFlight<URL, Data>()
    private let commentsLoads = SingleFlight<UUID, [ImageComment]>()

    /// - Parameter configuration: the feed API, the SQLite cache (its folder must exist), the clock, the
    ///   request timeout, and how long a loaded feed is reused.
    init(configuration: FeedWebConfiguration) {
        let context = configuration.context
        let httpClient = TimeoutHTTPClient(
            decorating: URLSessionHTTPClient(maximumResponseSize: context.maximumResponseSize),
            limit: context.requestTimeout)
        let store = SQLiteFeedStore(storeURL: context.storeURL)
        let localFeed = LocalFeedLoader(store: store, currentDate: context.clock.now)
        let localImageData = LocalFeedImageDataLoader(store: store)
        clock = context.clock
        snapshots = FeedSnapshots(
            loader: PaginatedFeedLoader(
                remote: RemoteFeedLoader(baseURL: context.baseURL, client: httpClient), cache: localFeed),
            lifetime: configuration.snapshotLifetime,
            refreshInterval: configuration.refreshInterval
        )
        imageDataLoader = LocalFirstFeedImageDataLoader(
            local: localImageData,
            remote: RemoteFeedImageDataLoader(client: httpClient),
            cache: localImageData
        )
        commentsLoader = RemoteImageCommentsLoader(baseURL: context.baseURL, client: httpClient)
    }

    /// Image bytes: the local image cache first, else remote (and cached). Concurrent requests for one
    /// URL share one load.
    func imageData(from url: URL) async throws -> Data {
        try await imageDataLoads.value(for: url) { [imageDataLoader] in
            try await imageDataLoader.loadImageData(from: url)
        }
    }

    /// An image's comments: remote only, never cached. Concurrent requests for one image share one load.
    func comments(forImageWithID id: UUID) async throws -> [ImageComment] {
        try await commentsLoads.value(for: id) { [commentsLoader] in
            try await commentsLoader.loadComments(forImageWithID: id)
        }
    }
}
