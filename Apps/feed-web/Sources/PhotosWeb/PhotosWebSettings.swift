import AppSupport
import PhotosComposition
import PostgresInfrastructure
import SharedCache

/// What the photos' web part is built from: the resolved app options (its store is a JSON file, the
/// `photos` app's own by default, or the database the host shares) and how old a cached page may be
/// shown.
public struct PhotosWebSettings: Sendable {
    /// The JSON file's name beside the host's store: the `photos` app's, so that the two share a cache.
    public static let storeFileName = PhotosComposition.storeFileName

    /// The photos API (the feed's base URL), the store file, the clock and the request timeout.
    public let context: AppContext
    /// The PostgreSQL database that keeps the cached pages instead of the store file, shared by every
    /// instance on it; the host runs its connections.
    public let database: PostgresDatabase?
    /// How old a cached page may be when the API cannot be reached.
    public let policy: CachePolicy
    /// Photos on one page.
    public let perPage: Int
    /// Hosts photo URLs may name although they resolve to loopback, private or link-local addresses.
    public let allowedHosts: [String]
    /// How long a loaded page (from the API, or the cached page it fell back to) is shown again without
    /// loading it anew, from when its load ended; `.zero` loads on every request.
    public let pageLifetime: Duration
    /// The clock the page lifetime is measured on: a monotonic one, `ContinuousClock` unless a test
    /// passes one it advances itself.
    public let lifetimeClock: any Clock<Duration>
    /// The most photo bytes kept in memory, 64 MiB unless told otherwise; a photo larger than this is
    /// downloaded on every request.
    public let photoCacheCapacity: Int

    /// The photo bytes kept in memory unless told otherwise: 64 MiB.
    public static let defaultPhotoCacheCapacity = 64 * 1024 * 1024

    public init(
        context: AppContext, database: PostgresDatabase? = nil, policy: CachePolicy = .sevenDays, perPage: Int = 12,
        allowedHosts: [String] = [],
        pageLifetime: Duration = .zero, lifetimeClock: any Clock<Duration> = ContinuousClock(),
        photoCacheCapacity: Int = defaultPhotoCacheCapacity
    ) {
        self.context = context
        self.database = database
        self.policy = policy
        self.perPage = perPage
        self.allowedHosts = allowedHosts
        self.pageLifetime = pageLifetime
        self.lifetimeClock = lifetimeClock
        self.photoCacheCapacity = photoCacheCapacity
    }
}
