import AppSupport
import FeedCache
import Foundation
import Logging
import PostgresInfrastructure
import SQLiteInfrastructure

/// Where feed-web keeps the feed and image data: the embedded SQLite file of this machine, or a
/// PostgreSQL database that several instances share (whose connections the host runs).
struct FeedWebStore: Sendable {
    /// The feed and image data store.
    let store: any FeedStore & FeedImageDataStore
    /// Throws unless the store can be reached now: the readiness check.
    let checkReachable: @Sendable () async throws -> Void

    /// The store `configuration` names: PostgreSQL when it has a database URL, else the SQLite file.
    static func make(for configuration: FeedWebSettings, logger: Logger) -> FeedWebStore {
        guard let database = configuration.database else {
            let storeURL = configuration.context.storeURL
            let store = SQLiteFeedStore(
                storeURL: storeURL,
                corruptFilePolicy: .moveAside { aside in
                    logger.warning("the SQLite store \(storeURL.path) could not be read: moved to \(aside.path)")
                })
            return FeedWebStore(store: store, checkReachable: { _ = try await store.retrieve() })
        }
        return FeedWebStore(
            store: PostgresFeedStore(database: database), checkReachable: { try await database.checkReachable() })
    }
}
