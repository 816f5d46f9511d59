import AppSupport
import Logging
import PostgresInfrastructure
import SharedCache

/// What the host gives every feature it mounts, besides the feature's own options.
public struct WebFeatureHost: Sendable {
    /// The API, the folder of the stores (each feature keeps its own file in it), the app's clock and
    /// the request timeout.
    public let context: AppContext
    /// The PostgreSQL database every feature keeps its state in, shared by every instance; `nil` for the
    /// files beside `context.storeURL`. The host runs its connections.
    public let database: PostgresDatabase?
    /// Hosts that image and photo URLs may name although they resolve to loopback, private or
    /// link-local addresses (`--allow-host`).
    public let allowedHosts: [String]
    /// How long a loaded page (the feed, a photos page, the checklist) is shown again without loading
    /// it anew (`--snapshot-seconds`).
    public let snapshotLifetime: Duration
    /// How old cached photos and a cached checklist may be shown when the API cannot be reached (`--max-age`).
    public let policy: CachePolicy
    /// The monotonic clock every reuse lifetime is measured on.
    public let lifetimeClock: any Clock<Duration>
    /// The host's logger.
    public let logger: Logger
}
