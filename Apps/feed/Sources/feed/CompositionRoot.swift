import AppSupport
import FeedAPI
import FeedCache
import FeedComposition
import Foundation
import ImageComments
import JSONFileInfrastructure
import PostgresInfrastructure
import SQLiteInfrastructure
import SharedAPI
import SharedCache
import SharedPresentation
import SystemResolverInfrastructure
import TerminalSupport
import URLSessionInfrastructure

/// The wiring of the `feed` app: which HTTP client, which store, which fallbacks.
///
/// ```
/// (each client wrapped in ServerExchangeRecordingHTTPClient, which notes how each request ended)
/// URLSessionHTTPClient ─ TimeoutHTTPClient ─┬─ RemoteFeedLoader ──────────┐
///                 └─ HostPolicyHTTPClient ──┼─ RemoteFeedImageDataLoader ─┼─ LocalFirstFeedImageDataLoader
///                                           └─ RemoteImageCommentsLoader  │
/// SQLiteFeedStore ─┬─ LocalFeedLoader ──────── PaginatedFeedLoader ◄─────┘
/// (or JSONFileFeedStore, or PostgresFeedStore)
///                  └─ LocalFeedImageDataLoader ─ LocalFirstFeedImageDataLoader
/// ```
struct CompositionRoot {
    /// The store's file name under the per-user cache directory when there is no `--store`: the
    /// feed's SQLite file, the one `feed-web` keeps by default too.
    static let storeFileName = "feed.sqlite"

    let language: Language
    let clock: AppClock
    let baseURL: URL
    let storeURL: URL

    private let httpClient: any HTTPClient
    /// The client for the image URLs the feed names: only hosts the ``HostPolicy`` allows.
    private let imageClient: any HTTPClient
    private let store: any FeedStore & FeedImageDataStore

    /// Where the feed and image data are kept: a file of the format, or a database.
    enum Store {
        case file(FeedStoreFormat)
        case database(PostgresDatabase)
    }

    init(context: AppContext, language: Language, allowedHosts: [String], store: Store = .file(.sqlite)) {
        self.language = language
        self.clock = context.clock
        self.baseURL = context.baseURL
        self.storeURL = context.storeURL
        let client = URLSessionHTTPClient(maximumResponseSize: context.maximumResponseSize)
        self.httpClient = ServerExchangeRecordingHTTPClient(
            decorating: TimeoutHTTPClient(decorating: client, limit: context.requestTimeout))
        self.imageClient = ServerExchangeRecordingHTTPClient(
            decorating: TimeoutHTTPClient(
                decorating: HostPolicyHTTPClient(
                    decorating: client,
                    policy: HostPolicy(
                        baseURL: context.baseURL, allowedHosts: allowedHosts, resolver: SystemHostResolver())),
                limit: context.requestTimeout))
        switch store {
        case .database(let database):
            self.store = PostgresFeedStore(database: database)
        case .file(.sqlite):
            self.store = SQLiteFeedStore(
                storeURL: context.storeURL,
                corruptFilePolicy: .moveAside { [storeURL = context.storeURL] aside in
                    Terminal.printError(TerminalStrings.storeMovedAside(storeURL, to: aside, in: language))
                })
        case .file(.json):
            self.store = JSONFileFeedStore(directory: context.storeURL)
        }
    }

    /// When the cached feed was saved; `nil` when there is none or it cannot be read.
    func cacheSavedAt() async -> Date? {
        try? await store.retrieve()?.timestamp
    }

    /// Refuses a JSON store folder that holds files the cache did not write (`NotThisStoresFileError`),
    /// before any command reads or changes it.
    func checkStore() async throws {
        try await (store as? JSONFileFeedStore)?.checkOwnership()
    }

    /// The feed: remote first, cached as it loads, the cache as fallback; load more page by page.
    var feedLoader: PaginatedFeedLoader {
        PaginatedFeedLoader(remote: RemoteFeedLoader(baseURL: baseURL, client: httpClient), cache: localFeedLoader)
    }

    /// Image bytes: the local image cache first, else remote (and cached).
    var imageDataLoader: LocalFirstFeedImageDataLoader {
        let local = LocalFeedImageDataLoader(store: store)
        return LocalFirstFeedImageDataLoader(
            local: local,
            remote: RemoteFeedImageDataLoader(client: imageClient),
            cache: local
        )
    }

    /// An image by id, in the feed's pages.
    var imageLookup: FeedImageLookup {
        FeedImageLookup(feed: feedLoader)
    }

    /// Comments: remote only, never cached.
    var commentsLoader: RemoteImageCommentsLoader {
        RemoteImageCommentsLoader(baseURL: baseURL, client: httpClient)
    }

    /// The cache use cases: Validate Feed Cache among them.
    var localFeedLoader: LocalFeedLoader {
        LocalFeedLoader(store: store, currentDate: clock.now)
    }
}
