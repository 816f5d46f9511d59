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
///                                           └─ RemoteImageCommentsLoader  │
/// SQLiteFeedStore ─┬─ LocalFeedLoader ─────── PaginatedFeedLoader         │
///                  └─ LocalFeedImageDataLoader ─ LocalFirstFeedImageDataLoader
/// ```
struct WebCompositionRoot: Sendable {
    /// The feed as the pages show it: a short-lived server-side snapshot over remote-with-cache-fallback.
    let snapshots: FeedSnapshots
    /// Image bytes: the local image cache first, else remote (and cached).
    let imageDataLoader: LocalFirstFeedImageDataLoader
    /// The app's clock (cache timestamps, the seven-day rule, relative dates).
    let clock: FeedClock
    private let baseURL: URL
    private let httpClient: any HTTPClient

    /// - Parameters:
    ///   - context: the feed API, the SQLite cache (its folder must exist), the clock and the request timeout.
    ///   - snapshotLifetime: how long a loaded feed is shown again without loading it anew.
    init(context: FeedAppContext, snapshotLifetime: Duration) {
        let httpClient = TimeoutHTTPClient(decorating: URLSessionHTTPClient(), limit: context.requestTimeout)
        let store = SQLiteFeedStore(storeURL: context.storeURL)
        let localFeed = LocalFeedLoader(store: store, currentDate: context.clock.now)
        let localImageData = LocalFeedImageDataLoader(store: store)
        let baseURL = context.baseURL
        self.baseURL = baseURL
        self.clock = context.clock
        self.httpClient = httpClient
        self.snapshots = FeedSnapshots(
            loader: PaginatedFeedLoader(
                remote: RemoteFeedLoader(baseURL: baseURL, client: httpClient), cache: localFeed),
            lifetime: snapshotLifetime
        )
        self.imageDataLoader = LocalFirstFeedImageDataLoader(
            local: localImageData,
            remote: RemoteFeedImageDataLoader(client: httpClient),
            cache: localImageData
        )
    }

    /// Comments: remote only, never cached.
    var commentsLoader: RemoteImageCommentsLoader {
        RemoteImageCommentsLoader(baseURL: baseURL, client: httpClient)
    }
}
