import FeedAPI
import FeedAppSupport
import FeedCache
import FeedComposition
import Foundation
import ImageComments
import Infrastructure
import SharedAPI
import SharedPresentation

/// The wiring of the FeedCLI app: which HTTP client, which store, which fallbacks.
///
/// ```
/// URLSessionHTTPClient ─ TimeoutHTTPClient ─┬─ RemoteFeedLoader ──────────┐
///                                           ├─ RemoteFeedImageDataLoader ─┼─ LocalFirstFeedImageDataLoader
///                                           └─ RemoteImageCommentsLoader  │
/// SQLiteFeedStore ─┬─ LocalFeedLoader ──────── PaginatedFeedLoader ◄─────┘
///                  └─ LocalFeedImageDataLoader ─ LocalFirstFeedImageDataLoader
/// ```
struct CompositionRoot {
    let language: Language
    let clock: FeedClock
    let baseURL: URL
    let storeURL: URL

    private let httpClient: any HTTPClient
    private let store: SQLiteFeedStore

    init(language: Language, clock: FeedClock, baseURL: URL, storeURL: URL, timeout: Duration) {
        self.language = language
        self.clock = clock
        self.baseURL = baseURL
        self.storeURL = storeURL
        self.httpClient = TimeoutHTTPClient(decorating: URLSessionHTTPClient(), limit: timeout)
        self.store = SQLiteFeedStore(storeURL: storeURL)
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
            remote: RemoteFeedImageDataLoader(client: httpClient),
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

    /// Validate Feed Cache.
    var cacheValidator: FeedCacheValidator {
        FeedCacheValidator(loader: localFeedLoader, store: store)
    }

    private var localFeedLoader: LocalFeedLoader {
        LocalFeedLoader(store: store, currentDate: clock.now)
    }
}
