import AppSupport
import FeedWeb
import Foundation
import PhotosWeb
import PostgresInfrastructure
import Prometheus
import RequirementsWeb
import WebSupport

/// What the host is built from: the features to mount (each with its own options), the resolved app
/// options, what the host gives every feature (the database, the hosts URLs may name, how long a loaded
/// page is reused, how old a cached one may be shown, the clock), where to listen, how connections are
/// served and how long each step of theirs may take, and where metrics go. A feature's own settings are
/// its ``HostedWebFeature/Options``.
public struct FeedWebConfiguration: Sendable {
    /// The SQLite store's file name under the per-user cache directory when there is no `--store`:
    /// `feed`'s file, so that the two apps share one cache. The photos and the checklist keep theirs
    /// beside it, under their own apps' names.
    public static let storeFileName = FeedWebSettings.storeFileName
    /// The features the host can mount, in the navigation's order: every one by default. A new feature's
    /// web part is one more type here.
    public static let availableFeatures: [any HostedWebFeature.Type] = [
        FeedWebFeature.self, PhotosWebFeature.self, RequirementsWebFeature.self,
    ]
    /// The names of ``availableFeatures``, as `--features` takes them.
    public static var availableFeatureNames: [String] { availableFeatures.map { $0.name } }

    /// Each of ``availableFeatures`` with where it is mounted (`photos at /photos`), for the help.
    public static var availableFeatureMounts: [String] { availableFeatures.map { "\($0.name) at \($0.path)" } }

    /// The features of ``availableFeatures`` that `names` names, in the navigation's order, each as the
    /// first of `mounts` with its name gives it (with its options), else with its defaults.
    public static func features(named names: [String], mounts: [WebFeatureMount] = []) -> [WebFeatureMount] {
        availableFeatures.filter { names.contains($0.name) }.map { feature in
            mounts.first { $0.name == feature.name } ?? feature.mountWithDefaults
        }
    }

    /// The features to mount, each with its options.
    public let features: [WebFeatureMount]

    /// The feed API, the store, the clock and the request timeout.
    public let context: AppContext
    /// The address to serve on.
    public let host: String
    /// The port to serve on; `0` picks a free one.
    public let port: Int
    /// How long a loaded page of any feature (the feed, a photos page, the checklist) is shown again
    /// without loading it anew; `.zero` loads on every request.
    public let snapshotLifetime: Duration
    /// How long a connection may stay without a complete request: idle between requests, or still
    /// sending a request's head (a client that opens a connection and sends half a request).
    public let idleTimeout: Duration
    /// The most connections served at once; more wait in the listen backlog until one closes.
    public let maximumConnections: Int
    /// How long a request's body, a response's write and the graceful shutdown may take before the
    /// connections they hold are closed.
    public let connectionTimeLimits: ConnectionTimeLimits
    /// Where the graceful shutdown counts the connections it closed at the end of its grace period.
    public let shutdownReport: ShutdownReport
    /// The PostgreSQL database in which every mounted feature keeps its state (the feed, the photos'
    /// pages, the checklist and the outbox), shared by every instance given it; `nil` for the files
    /// beside `context.storeURL`.
    public let databaseURL: PostgresDatabaseURL?
    /// The most connections to the database this instance opens.
    public let databaseConnections: Int
    /// Hosts the feed's image URLs and the photos' URLs may name although they resolve to loopback,
    /// private or link-local addresses (`--allow-host`); see `HostPolicy`.
    public let allowedHosts: [String]
    /// Where the app's metrics are kept, served at `/metrics`; `nil` serves none. The process must
    /// bootstrap swift-metrics with a `PrometheusMetricsFactory` on the same registry.
    public let metricsRegistry: PrometheusCollectorRegistry?
    /// How many days cached photos and a cached checklist may be shown when the API cannot be reached.
    public let maximumAgeInDays: Int
    /// The clock the reuse lifetimes are measured on (the features', the readiness report's): a
    /// monotonic one, `ContinuousClock` unless a test passes one it advances itself.
    public let lifetimeClock: any Clock<Duration>
    /// The names this server answers to in `Host` besides its IP addresses and `localhost`
    /// (`--server-name`): the public name behind a reverse proxy that keeps the visitor's `Host`. A
    /// request for any other name gets 421 (see `ServedHostNames`).
    public let serverNames: [String]

    public init(
        context: AppContext,
        features: [WebFeatureMount] = FeedWebConfiguration.features(named: availableFeatureNames),
        host: String = "127.0.0.1",
        port: Int = 8080,
        snapshotLifetime: Duration = .seconds(10),
        idleTimeout: Duration = .seconds(30),
        maximumConnections: Int = 1_000,
        connectionTimeLimits: ConnectionTimeLimits = ConnectionTimeLimits(),
        shutdownReport: ShutdownReport = ShutdownReport(),
        databaseURL: PostgresDatabaseURL? = nil,
        databaseConnections: Int = 10,
        allowedHosts: [String] = [],
        metricsRegistry: PrometheusCollectorRegistry? = nil,
        maximumAgeInDays: Int = 7,
        lifetimeClock: any Clock<Duration> = ContinuousClock(),
        serverNames: [String] = []
    ) {
        self.context = context
        self.features = features
        self.maximumAgeInDays = maximumAgeInDays
        self.host = host
        self.port = port
        self.snapshotLifetime = snapshotLifetime
        self.idleTimeout = idleTimeout
        self.maximumConnections = maximumConnections
        self.connectionTimeLimits = connectionTimeLimits
        self.shutdownReport = shutdownReport
        self.databaseURL = databaseURL
        self.databaseConnections = databaseConnections
        self.allowedHosts = allowedHosts
        self.metricsRegistry = metricsRegistry
        self.lifetimeClock = lifetimeClock
        self.serverNames = serverNames
    }
}
