import AppSupport
import FeedWeb
import Foundation
import PhotosWeb
import PostgresInfrastructure
import Prometheus
import RequirementsWeb

/// Everything `feed-web` is built from: the resolved app options, where to listen, which features to
/// mount, how long a loaded feed is shown again, which store keeps it, and where metrics go.
public struct FeedWebConfiguration: Sendable {
    /// The SQLite store's file name under the per-user cache directory when there is no `--store`:
    /// `feed`'s file, so that the two apps share one cache. The photos and the checklist keep theirs
    /// beside it, under their own apps' names.
    public static let storeFileName = FeedWebSettings.storeFileName
    /// The features the host can mount, in the navigation's order: every one by default.
    public static let availableFeatures = [
        FeedWebFeature.name, PhotosWebFeature.name, RequirementsWebFeature.name,
    ]

    /// The features to mount, among ``availableFeatures``.
    public let features: [String]

    /// The feed API, the store, the clock and the request timeout.
    public let context: AppContext
    /// The address to serve on.
    public let host: String
    /// The port to serve on; `0` picks a free one.
    public let port: Int
    /// How long a loaded feed is shown again without loading it anew; `.zero` loads on every request.
    public let snapshotLifetime: Duration
    /// How long after a load a refresh (`?refresh=1`) is still served from it; `.zero` loads on every refresh.
    public let refreshInterval: Duration
    /// How long an image's loaded comments are shown again without loading them anew; `.zero` loads
    /// on every request.
    public let commentsLifetime: Duration
    /// How long a connection may stay without a complete request: idle between requests, or still
    /// sending a request's head (a client that opens a connection and sends half a request).
    public let idleTimeout: Duration
    /// The most connections served at once; more wait in the listen backlog until one closes.
    public let maximumConnections: Int
    /// How often the feed cache is validated (deleted once seven days old), besides once at start.
    public let cacheValidationInterval: Duration
    /// The PostgreSQL database in which every mounted feature keeps its state (the feed, the photos'
    /// pages, the checklist and the outbox), shared by every instance given it; `nil` for the files
    /// beside `context.storeURL`.
    public let databaseURL: PostgresDatabaseURL?
    /// The most connections to the database this instance opens.
    public let databaseConnections: Int
    /// Hosts the feed's image URLs may name although they resolve to loopback, private or link-local
    /// addresses (`--allow-host`); see `HostPolicy`.
    public let allowedHosts: [String]
    /// Where the app's metrics are kept, served at `/metrics`; `nil` serves none. The process must
    /// bootstrap swift-metrics with a `PrometheusMetricsFactory` on the same registry.
    public let metricsRegistry: PrometheusCollectorRegistry?
    /// How many days cached photos and a cached checklist may be shown when the API cannot be reached.
    public let maximumAgeInDays: Int
    /// How many validations may wait in the checklist's outbox at once.
    public let outboxCapacity: Int
    /// How long the checklist's background delivery waits between two attempts.
    public let deliveryInterval: Duration
    /// The clock the reuse lifetimes are measured on (the snapshots', the refresh interval, the comments',
    /// the cached indexes', the readiness report's): a monotonic one, `ContinuousClock` unless a test
    /// passes one it advances itself.
    public let lifetimeClock: any Clock<Duration>
    /// The names this server answers to in `Host` besides its IP addresses and `localhost`
    /// (`--server-name`): the public name behind a reverse proxy that keeps the visitor's `Host`. A
    /// request for any other name gets 421 (see `ServedHostNames`).
    public let serverNames: [String]

    public init(
        context: AppContext,
        features: [String] = FeedWebConfiguration.availableFeatures,
        host: String = "127.0.0.1",
        port: Int = 8080,
        snapshotLifetime: Duration = .seconds(10),
        refreshInterval: Duration = .seconds(1),
        commentsLifetime: Duration = .seconds(5),
        cacheValidationInterval: Duration = .seconds(3600),
        idleTimeout: Duration = .seconds(30),
        maximumConnections: Int = 1_000,
        databaseURL: PostgresDatabaseURL? = nil,
        databaseConnections: Int = 10,
        allowedHosts: [String] = [],
        metricsRegistry: PrometheusCollectorRegistry? = nil,
        maximumAgeInDays: Int = 7,
        outboxCapacity: Int = 100,
        deliveryInterval: Duration = .seconds(30),
        lifetimeClock: any Clock<Duration> = ContinuousClock(),
        serverNames: [String] = []
    ) {
        self.context = context
        self.features = features
        self.maximumAgeInDays = maximumAgeInDays
        self.outboxCapacity = outboxCapacity
        self.deliveryInterval = deliveryInterval
        self.host = host
        self.port = port
        self.snapshotLifetime = snapshotLifetime
        self.refreshInterval = refreshInterval
        self.commentsLifetime = commentsLifetime
        self.cacheValidationInterval = cacheValidationInterval
        self.idleTimeout = idleTimeout
        self.maximumConnections = maximumConnections
        self.databaseURL = databaseURL
        self.databaseConnections = databaseConnections
        self.allowedHosts = allowedHosts
        self.metricsRegistry = metricsRegistry
        self.lifetimeClock = lifetimeClock
        self.serverNames = serverNames
    }
}
