import AppSupport
import FeedWeb
import Logging
import PhotosWeb
import PostgresInfrastructure
import RequirementsWeb
import SharedCache
import WebSupport

/// The plugins the host composes: each feature's web part, built from the host's configuration.
/// A new feature's web target is added here and to ``FeedWebConfiguration/availableFeatures``.
enum WebFeatures {
    /// The features `configuration` names, in the navigation's order, each keeping its state in
    /// `database` when there is one.
    static func make(
        for configuration: FeedWebConfiguration, database: PostgresDatabase?, logger: Logger
    ) throws -> [any WebFeature] {
        let policy = CachePolicy(maxAgeInDays: configuration.maximumAgeInDays)
        let context = configuration.context
        let factories: [(name: String, make: () throws -> any WebFeature)] = [
            (
                FeedWebFeature.name,
                {
                    try FeedWebFeature(
                        settings: FeedWebSettings(
                            context: context, snapshotLifetime: configuration.snapshotLifetime,
                            refreshInterval: configuration.refreshInterval,
                            commentsLifetime: configuration.commentsLifetime,
                            cacheValidationInterval: configuration.cacheValidationInterval,
                            database: database,
                            allowedHosts: configuration.allowedHosts, lifetimeClock: configuration.lifetimeClock),
                        logger: logger)
                }
            ),
            (
                PhotosWebFeature.name,
                {
                    try PhotosWebFeature(
                        settings: PhotosWebSettings(
                            context: context.storing(in: PhotosWebSettings.storeFileName), database: database,
                            policy: policy,
                            allowedHosts: configuration.allowedHosts, pageLifetime: configuration.snapshotLifetime,
                            lifetimeClock: configuration.lifetimeClock))
                }
            ),
            (
                RequirementsWebFeature.name,
                {
                    try RequirementsWebFeature(
                        settings: RequirementsWebSettings(
                            context: context.storing(in: RequirementsWebSettings.storeFileName),
                            database: database, policy: policy,
                            outboxCapacity: configuration.outboxCapacity,
                            deliveryInterval: configuration.deliveryInterval,
                            checklistLifetime: configuration.snapshotLifetime,
                            lifetimeClock: configuration.lifetimeClock),
                        logger: logger)
                }
            ),
        ]
        return try factories.filter { configuration.features.contains($0.name) }.map { try $0.make() }
    }
}
