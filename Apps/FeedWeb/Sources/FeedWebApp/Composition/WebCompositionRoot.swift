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
public struct WebCompositionRoot: Sendable {
    /// The feed as the pages show it: a short-lived server-side snapshot over remote-with-cache-fallback.
    public let snapshots: FeedSnapshots
    /// Image bytes: the local image cache first, else remote (and cached).
    public let imageDataLoader: LocalFirstFeedImageDataLoader
    private let baseURL: URL
    private let httpClient: any HTTPClient

    /// - Parameters:
    ///   - baseURL: the feed API.
    ///   - storeURL: the SQLite cache (feed and image data); its folder must exist.
    ///   - clock: the app's clock (cache timestamps, the seven-day rule, relative dates).
    ///   - timeout: how long one request to the feed API may take.
    ///   - snapshotLifetime: how long a loaded feed is shown again without loading it anew.
    public init(baseURL: URL, storeURL: URL, clock: FeedClock, timeout: Duration, snapshotLifetime: Duration) {
        let httpClient = TimeoutHTTPClient(decorating: URLSessionHTTPClient(), limit: timeout)
        let store = SQLiteFeedStore(storeURL: storeURL)
        let localFeed = LocalFeedLoader(store: store, currentDate: clock.now)
        let localImageData = LocalFeedImageDataLoader(store: store)
        self.baseURL = baseURL
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
    public var commentsLoader: RemoteImageCommentsLoader {
        RemoteImageCommentsLoader(baseURL: baseURL, client: httpClient)
    }
}
