import AppSupport
import FeedWeb
import Logging
import PhotosWeb
import PostgresInfrastructure
import RequirementsWeb
import SharedCache
import WebSupport

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

/// A feature the host can mount: its name and path (``WebFeature``), its own options, and how it is
/// built from them and what the host gives every feature.
///
/// The three features conform below, each by handing the host's parts its initializer takes to it;
/// a new feature's web target conforms here too and is listed in ``FeedWebConfiguration/availableFeatures``.
public protocol HostedWebFeature: WebFeature {
    /// The feature's own settings: the values of its options.
    associatedtype Options: Sendable
    /// Its options when none is given: `feed-web`'s defaults.
    static var defaultOptions: Options { get }
    /// The feature built from `options` and `host`.
    static func make(_ options: Options, host: WebFeatureHost) throws -> Self
}

extension HostedWebFeature {
    /// This feature to mount with `options`, the defaults unless told otherwise.
    public static func mount(_ options: Options = defaultOptions) -> WebFeatureMount {
        WebFeatureMount(self, options)
    }

    /// This feature to mount with its defaults.
    static var mountWithDefaults: WebFeatureMount { mount() }
}

/// A feature to mount, with its options: ``HostedWebFeature/mount(_:)``.
public struct WebFeatureMount: Sendable {
    /// The feature's name in `--features`.
    public let name: String
    private let make: @Sendable (WebFeatureHost) throws -> any WebFeature

    init<Feature: HostedWebFeature>(_ feature: Feature.Type, _ options: Feature.Options) {
        name = Feature.name
        make = { host in try Feature.make(options, host: host) }
    }

    /// The feature, built.
    func feature(host: WebFeatureHost) throws -> any WebFeature {
        try make(host)
    }
}

extension FeedWebFeature: HostedWebFeature {
    public static var defaultOptions: Options { Options() }

    public static func make(_ options: Options, host: WebFeatureHost) throws -> Self {
        try Self(
            options, context: host.context, database: host.database, allowedHosts: host.allowedHosts,
            snapshotLifetime: host.snapshotLifetime, lifetimeClock: host.lifetimeClock, logger: host.logger)
    }
}

extension PhotosWebFeature: HostedWebFeature {
    public static var defaultOptions: Options { Options() }

    public static func make(_ options: Options, host: WebFeatureHost) throws -> Self {
        try Self(
            options, context: host.context, database: host.database, allowedHosts: host.allowedHosts,
            snapshotLifetime: host.snapshotLifetime, policy: host.policy, lifetimeClock: host.lifetimeClock)
    }
}

extension RequirementsWebFeature: HostedWebFeature {
    public static var defaultOptions: Options { Options() }

    public static func make(_ options: Options, host: WebFeatureHost) throws -> Self {
        try Self(
            options, context: host.context, database: host.database, snapshotLifetime: host.snapshotLifetime,
            policy: host.policy, lifetimeClock: host.lifetimeClock, logger: host.logger)
    }
}

// The features with their own settings, for the tests that build the host without importing the
// features' modules (the command line gives them through each feature's option group).
extension WebFeatureMount {
    /// The feed with its own options: `--refresh-seconds`, `--comments-seconds`, `--cache-validation-seconds`.
    public static func feed(
        refreshInterval: Duration = .seconds(1), commentsLifetime: Duration = .seconds(5),
        cacheValidationInterval: Duration = .seconds(3600)
    ) -> WebFeatureMount {
        FeedWebFeature.mount(
            FeedWebFeature.Options(
                refreshInterval: refreshInterval, commentsLifetime: commentsLifetime,
                cacheValidationInterval: cacheValidationInterval))
    }

    /// The checklist with its own options: `--outbox-capacity`, `--delivery-seconds`.
    public static func requirements(outboxCapacity: Int = 100, deliveryInterval: Duration = .seconds(30))
        -> WebFeatureMount
    {
        RequirementsWebFeature.mount(
            RequirementsWebFeature.Options(outboxCapacity: outboxCapacity, deliveryInterval: deliveryInterval))
    }
}
