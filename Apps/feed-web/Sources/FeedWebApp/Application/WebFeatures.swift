import FeedWeb
import PhotosWeb
import RequirementsWeb

// The features the host can mount, each built from its options and what the host gives it.
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
