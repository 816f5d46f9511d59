import FeedWeb
import RequirementsWeb
import WebSupport

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
