import AppSupport
import Foundation
import JSONFileInfrastructure
import Photos
import PostgresInfrastructure
import SharedAPI
import SharedCache
import SystemResolverInfrastructure

/// The photos feature composed once, for the `photos` app and the web host's photos: each injects only
/// what differs, its HTTP client, what happens to a cache file that cannot be read, and the database
/// when the pages are kept in one. The pages are cached in one JSON file, or in PostgreSQL (one row that
/// every app and instance on the database shares); photo bytes are not cached on disk.
///
/// ```
/// client ─┬─ TimeoutHTTPClient ─────────────────────────── RemotePhotosLoader ─────┐
///         └─ HostPolicyHTTPClient ─ TimeoutHTTPClient ─── RemotePhotoDataLoader   │
/// JSONFileResourceStore ─┬─ LocalPhotosLoader ─ CacheFallbackLoader ◄──────────────┘
/// PostgresResourceStore ─┘
/// ```
///
/// A photo's URL comes from the API's payload: its bytes are fetched only from hosts the
/// ``HostPolicy`` allows (public ones, those of the API's own kind, the allowed hosts), the name's
/// resolution within the request's time limit.
public struct PhotosComposition: Sendable {
    /// The cache's file name: in the per-user cache folder for the app, beside the feed's store for the
    /// web host, so that the two share one cache.
    public static let storeFileName = "photos.json"
    /// The cache's key among the resources of its database.
    public static let resourceKey = "photos"

    /// The client the API's requests go through, bounded by the request timeout.
    public let client: any HTTPClient
    /// The cached pages.
    public let store: any ResourceStore<LocalPhotoPages>
    private let cacheFile: JSONFileResourceStore<LocalPhotoPages>?
    /// A photo's bytes, from allowed hosts only.
    public let photoDataLoader: RemotePhotoDataLoader

    private let baseURL: URL
    private let clock: AppClock
    private let policy: CachePolicy

    /// - Parameters:
    ///   - context: the API, the cache file, the clock and the request timeout.
    ///   - client: the HTTP client (URLSession in a terminal, AsyncHTTPClient in a server).
    ///   - policy: how old a cached page may be shown.
    ///   - allowedHosts: hosts photo URLs may name although they resolve to loopback, private or
    ///     link-local addresses.
    ///   - database: the database to keep the pages in; the JSON file at the context's store URL when `nil`.
    ///   - movedAside: told where an unreadable cache file of the store's own was moved.
    public init(
        context: AppContext, client: any HTTPClient, policy: CachePolicy, allowedHosts: [String],
        database: PostgresDatabase? = nil, movedAside: @escaping @Sendable (_ movedTo: URL) -> Void = { _ in }
    ) {
        baseURL = context.baseURL
        clock = context.clock
        self.policy = policy
        self.client = TimeoutHTTPClient(decorating: client, limit: context.requestTimeout)
        photoDataLoader = RemotePhotoDataLoader(
            client: TimeoutHTTPClient(
                decorating: HostPolicyHTTPClient(
                    decorating: client,
                    policy: HostPolicy(
                        baseURL: context.baseURL, allowedHosts: allowedHosts, resolver: SystemHostResolver())),
                limit: context.requestTimeout))
        if let database {
            cacheFile = nil
            store = PostgresResourceStore<LocalPhotoPages>(database: database, key: Self.resourceKey)
        } else {
            let file = JSONFileResourceStore<LocalPhotoPages>(fileURL: context.storeURL, movedAside: movedAside)
            cacheFile = file
            store = file
        }
    }

    /// Refuses a cache file that holds a file the cache did not write (`NotThisStoresFileError`), before
    /// any command reads or changes it; a database's row is always the cache's own.
    public func checkOwnership() async throws {
        try await cacheFile?.checkOwnership()
    }

    /// Page `page` of photos: from the API, saved in the cache beside the other pages; that page from the
    /// cache as fallback, while younger than the policy's max age.
    public func photos(page: Int, perPage: Int) async throws -> [Photo] {
        let remote = RemotePhotosLoader(baseURL: baseURL, client: client)
        let cache = LocalPhotosLoader(
            store: store, page: page, perPage: perPage, currentDate: clock.now, policy: policy)
        return try await CacheFallbackLoader(cache: cache).load {
            try await remote.load(page: page, perPage: perPage)
        }
    }

    /// The cache use cases, Validate among them.
    public var localPhotosLoader: LocalPhotosLoader {
        LocalPhotosLoader(store: store, currentDate: clock.now, policy: policy)
    }
}
