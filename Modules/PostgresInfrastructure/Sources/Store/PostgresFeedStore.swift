import FeedCache
import Foundation
import Logging
import PostgresNIO

/// The feed store of servers: one PostgreSQL database that any number of app instances share.
///
/// - A save is one transaction under a transaction-scoped advisory lock: two instances saving at the
///   same moment save one after the other, and a reader sees the previous feed or the new one, never
///   a mix, even when an instance dies during its save.
/// - A retrieval is one statement, so it reads one consistent snapshot.
/// - Image data is a URL-keyed table of its own. A save keeps, in its transaction, the data of the
///   images the new feed has (copied to an image's new URL when its URL changed) and drops the rest;
///   deleting the feed keeps it.
/// - Every operation is bounded by the database's operation timeout and throws when the server is
///   unreachable; the next one after the server's return succeeds. A write (a save, a deletion, image
///   data) reported as failed never lands later: its last statement before `COMMIT` checks that it was
///   not given up, and the server's own lock and statement timeouts end it within the same limit
///   (``PostgresDatabase/withMigratedSchemaTransaction(_:)``).
public struct PostgresFeedStore: Sendable {
    /// The key of the advisory lock every save and deletion of the feed holds for its transaction.
    static let feedLockKey = 7_406_201_402

    private let database: PostgresDatabase

    /// A store in `database`, whose schema is migrated on the first operation.
    public init(database: PostgresDatabase) {
        self.database = database
    }
}

extension PostgresFeedStore: FeedStore {
    public func deleteCache() async throws {
        try await database.withMigratedSchemaTransaction { connection, logger in
            try await Self.deleteFeed(on: connection, logger: logger)
        }
    }

    /// One transaction under the feed's lock: the feed is deleted only while it is still the one saved
    /// at `timestamp`, so instances validating the shared cache at once never delete a feed another
    /// instance saved after they read it.
    public func deleteCache(ifSavedAt timestamp: Date) async throws {
        try await database.withMigratedSchemaTransaction { connection, logger in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.feedLockKey))", logger: logger)
            let rows = try await connection.query("SELECT saved_at FROM feed_cache", logger: logger)
            var savedAt: Double?
            for try await value in rows.decode(Double.self) { savedAt = value }
            guard savedAt == timestamp.timeIntervalSinceReferenceDate else { return }
            try await Self.deleteFeed(on: connection, logger: logger)
        }
    }

    /// One transaction under the feed's lock, from the read to the write: instances merging into the
    /// shared feed at once do so one after the other.
    public func update(
        _ change:
            @escaping @Sendable (Result<CachedFeed?, any Error>) throws -> (
                resource: [LocalFeedImage], timestamp: Date
            )?
    ) async throws {
        let refusal: (any Error)? = try await database.withMigratedSchemaTransaction { connection, logger in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.feedLockKey))", logger: logger)
            let current: Result<CachedFeed?, any Error>
            do {
                current = .success(try await Self.retrieveFeed(on: connection, logger: logger))
            } catch {
                current = .failure(error)
            }
            let new: (resource: [LocalFeedImage], timestamp: Date)?
            do {
                new = try change(current)
            } catch {
                return error
            }
            if let new {
                try await Self.insertFeed(new.resource, timestamp: new.timestamp, on: connection, logger: logger)
            }
            return nil
        }
        // The change's own error, as it threw it: the transaction wrote nothing before it.
        if let refusal { throw refusal }
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        try await database.withMigratedSchemaTransaction { connection, logger in
            try await Self.insertFeed(feed, timestamp: timestamp, on: connection, logger: logger)
        }
    }

    private static func insertFeed(
        _ feed: [LocalFeedImage], timestamp: Date, on connection: PostgresConnection, logger: Logger
    ) async throws {
        let rows = try FeedImageRow.json(for: feed)
        try await Self.deleteFeed(on: connection, logger: logger, carryingImageDataOverTo: feed)
        try await connection.query(
            "INSERT INTO feed_cache (id, saved_at) VALUES (1, \(timestamp.timeIntervalSinceReferenceDate))",
            logger: logger)
        try await connection.query(
            """
            INSERT INTO feed_images (position, id, description, location, url)
            SELECT position, id, description, location, url
            FROM jsonb_to_recordset(\(rows)::jsonb)
                AS image(position integer, id uuid, description text, location text, url text)
            """,
            logger: logger)
        try await connection.query(
            "DELETE FROM feed_image_data WHERE url NOT IN (SELECT url FROM feed_images)", logger: logger)
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous feed in one transaction.
    public func replaceCache(with feed: [LocalFeedImage], timestamp: Date) async throws {
        try await insert(feed, timestamp: timestamp)
    }

    public func retrieve() async throws -> CachedFeed? {
        try await database.withMigratedSchema { connection, logger in
            try await Self.retrieveFeed(on: connection, logger: logger)
        }
    }

    private static func retrieveFeed(on connection: PostgresConnection, logger: Logger) async throws -> CachedFeed? {
        let rows = try await connection.query(
            """
            SELECT cache.saved_at, image.id, image.description, image.location, image.url
            FROM feed_cache AS cache LEFT JOIN feed_images AS image ON TRUE
            ORDER BY image.position
            """,
            logger: logger)
        var timestamp: Double?
        var feed: [LocalFeedImage] = []
        for try await (savedAt, id, description, location, url) in rows.decode(
            (Double, UUID?, String?, String?, String?).self)
        {
            timestamp = savedAt
            if let id, let url {
                feed.append(try FeedImageRow.image(id: id, description: description, location: location, url: url))
            }
        }
        return timestamp.map { CachedFeed(feed: feed, timestamp: Date(timeIntervalSinceReferenceDate: $0)) }
    }

    /// Deletes the feed under the feed's lock. Given the feed that replaces it, it first copies the
    /// data of each image whose URL changes to the image's new URL, where `ImageDataCarryOver` says it
    /// is the same image (unless data is stored for that URL already), so that the image keeps it.
    private static func deleteFeed(
        on connection: PostgresConnection, logger: Logger, carryingImageDataOverTo newFeed: [LocalFeedImage]? = nil
    ) async throws {
        try await connection.query("SELECT pg_advisory_xact_lock(\(feedLockKey))", logger: logger)
        if let newFeed {
            let rows = try await connection.query("SELECT id, url FROM feed_images", logger: logger)
            var previousURLs: [UUID: URL] = [:]
            for try await (id, url) in rows.decode((UUID, String).self) where previousURLs[id] == nil {
                previousURLs[id] = URL(string: url)
            }
            let moves = ImageDataCarryOver.moves(from: previousURLs, to: newFeed)
            if !moves.isEmpty {
                try await connection.query(
                    """
                    INSERT INTO feed_image_data (url, data)
                    SELECT move.to_url, stored.data
                    FROM jsonb_to_recordset(\(try FeedImageRow.json(forMoves: moves))::jsonb)
                        AS move(from_url text, to_url text)
                    JOIN feed_image_data AS stored ON stored.url = move.from_url
                    ON CONFLICT (url) DO NOTHING
                    """,
                    logger: logger)
            }
        }
        try await connection.query("DELETE FROM feed_images", logger: logger)
        try await connection.query("DELETE FROM feed_cache", logger: logger)
    }
}

extension PostgresFeedStore: FeedImageDataStore {
    public func insert(_ data: Data, for url: URL) async throws {
        try await database.withMigratedSchemaTransaction { connection, logger in
            _ = try await connection.query(
                """
                INSERT INTO feed_image_data (url, data) VALUES (\(url.absoluteString), \(data))
                ON CONFLICT (url) DO UPDATE SET data = EXCLUDED.data
                """,
                logger: logger)
        }
    }

    public func retrieve(dataForURL url: URL) async throws -> Data? {
        try await database.withMigratedSchema { connection, logger in
            let rows = try await connection.query(
                "SELECT data FROM feed_image_data WHERE url = \(url.absoluteString)", logger: logger)
            for try await data in rows.decode(Data.self) {
                return data
            }
            return nil
        }
    }
}
