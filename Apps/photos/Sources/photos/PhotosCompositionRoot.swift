import AppSupport
import Foundation
import JSONFileInfrastructure
import Photos
import SharedAPI
import SharedCache
import SharedPresentation
import TerminalSupport
import URLSessionInfrastructure

/// The wiring of the `photos` app: the same HTTP client and cache use cases as the feed apps, a
/// JSON-file store instead of SQLite, and no cache of photo bytes.
///
/// ```
/// URLSessionHTTPClient ─┬─ TimeoutHTTPClient ─────────────────────────── RemotePhotosLoader ─────┐
///                       └─ HostPolicyHTTPClient ─ TimeoutHTTPClient ─── RemotePhotoDataLoader   │
/// JSONFileResourceStore ─ LocalPhotosLoader ─ CacheFallbackLoader ◄──────────────────────────────┘
/// ```
///
/// A photo's URL comes from the API's payload: its bytes are fetched only from hosts the
/// ``HostPolicy`` allows (public ones, those of the API's own kind, `--allow-host`), the name's
/// resolution within the request's time limit.
struct PhotosCompositionRoot {
    /// The store's file name in the per-user cache directory when there is no `--store`.
    static let storeFileName = "photos.json"

    let language: Language
    let storeURL: URL

    private let baseURL: URL
    private let clock: AppClock
    private let policy: CachePolicy
    private let httpClient: any HTTPClient
    /// The client for the photo URLs the payload names: only hosts the ``HostPolicy`` allows.
    private let photoClient: any HTTPClient
    private let store: JSONFileResourceStore<LocalPhotoPages>

    init(context: AppContext, language: Language, policy: CachePolicy, allowedHosts: [String]) {
        self.language = language
        self.storeURL = context.storeURL
        self.baseURL = context.baseURL
        self.clock = context.clock
        self.policy = policy
        let client = URLSessionHTTPClient(maximumResponseSize: context.maximumResponseSize)
        self.httpClient = TimeoutHTTPClient(decorating: client, limit: context.requestTimeout)
        self.photoClient = TimeoutHTTPClient(
            decorating: HostPolicyHTTPClient(
                decorating: client,
                policy: HostPolicy(
                    baseURL: context.baseURL, allowedHosts: allowedHosts, resolver: SystemHostResolver())),
            limit: context.requestTimeout)
        self.store = JSONFileResourceStore(fileURL: context.storeURL) { [storeURL = context.storeURL] aside in
            Terminal.printError(TerminalStrings.storeMovedAside(storeURL, to: aside, in: language))
        }
    }

    /// Refuses a store path that holds a file the cache did not write (`NotThisStoresFileError`),
    /// before any command reads or changes it.
    func checkStore() async throws {
        try await store.checkOwnership()
    }

    /// One page of photos: from remote, saved in the cache beside the other pages; that page from the
    /// cache as fallback.
    func photos(page: Int, perPage: Int) async throws -> [Photo] {
        let remote = RemotePhotosLoader(baseURL: baseURL, client: httpClient)
        let cache = LocalPhotosLoader(
            store: store, page: page, perPage: perPage, currentDate: clock.now, policy: policy)
        return try await CacheFallbackLoader(cache: cache).load {
            try await remote.load(page: page, perPage: perPage)
        }
    }

    /// A photo's bytes, always from remote, from allowed hosts only.
    var photoDataLoader: RemotePhotoDataLoader {
        RemotePhotoDataLoader(client: photoClient)
    }

    /// The cache use cases, Validate among them.
    var localPhotosLoader: LocalPhotosLoader {
        LocalPhotosLoader(store: store, currentDate: clock.now, policy: policy)
    }
}
