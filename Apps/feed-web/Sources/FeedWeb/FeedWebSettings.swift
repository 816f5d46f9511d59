import AppSupport
import Foundation
import PostgresInfrastructure

/// What the feed's web part is built from: the resolved app options, how long loads are reused, and
/// which store keeps the feed.
public struct FeedWebSettings: Sendable {
    /// The SQLite store's file name under the per-user cache directory when there is no `--store`:
    /// `feed`'s file, so that the two apps share one cache.
    public static let storeFileName = "feed.sqlite"

    /// The feed API, the store, the clock and the request timeout.
    public let context: AppContext
    /// How long a loaded feed is shown again without loading it anew (and for as long again while it is
    /// reloaded in the background); `.zero` loads on every request.
    public let snapshotLifetime: Duration
    /// How long after a load a refresh is still served from it; `.zero` loads on every refresh.
    public let refreshInterval: Duration
    /// How long an image's loaded comments are shown again; `.zero` loads on every request.
    public let commentsLifetime: Duration
    /// How often the feed cache is validated (deleted once seven days old), besides once at start.
    public let cacheValidationInterval: Duration
    /// The PostgreSQL database that several instances share, or `nil` for the SQLite file of
    /// `context.storeURL`. The host runs it (its connections) while it serves.
    public let database: PostgresDatabase?
    /// Hosts the feed's image URLs may name although they resolve to loopback, private or link-local
    /// addresses (`--allow-host`); see `HostPolicy`.
    public let allowedHosts: [String]
    /// The clock the reuse lifetimes (the snapshot's, the refresh interval, the comments') are measured
    /// on: a monotonic one, `ContinuousClock` unless a test passes one it advances itself.
    public let lifetimeClock: any Clock<Duration>

    public init(
        context: AppContext,
        snapshotLifetime: Duration = .seconds(10),
        refreshInterval: Duration = .seconds(1),
        commentsLifetime: Duration = .seconds(5),
        cacheValidationInterval: Duration = .seconds(3600),
        database: PostgresDatabase? = nil,
        allowedHosts: [String] = [],
        lifetimeClock: any Clock<Duration> = ContinuousClock()
    ) {
        self.context = context
        self.snapshotLifetime = snapshotLifetime
        self.refreshInterval = refreshInterval
        self.commentsLifetime = commentsLifetime
        self.cacheValidationInterval = cacheValidationInterval
        self.database = database
        self.allowedHosts = allowedHosts
        self.lifetimeClock = lifetimeClock
    }
}
