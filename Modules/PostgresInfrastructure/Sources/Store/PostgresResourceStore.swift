import Foundation
import Logging
import PostgresNIO
import SharedCache

/// A store of one resource of any feature (the photos' pages, the checklist, a new feature's cache) in
/// the PostgreSQL database that any number of app instances share: one row of `resource_cache` per
/// store key, the resource as JSON and the time it was saved.
///
/// - A save is one statement: a reader sees the previous resource or the new one.
/// - ``deleteCache(ifSavedAt:)`` is one statement that deletes the row only while it holds that time,
///   so instances validating the shared cache at once never delete what another saved after they read.
/// - ``update(_:)`` is one transaction under a transaction-scoped advisory lock on the key, from the
///   read to the write: instances merging into one resource at once do so one after the other.
/// - A row that no longer decodes as `Resource` makes ``retrieve()`` throw, so the cache use cases
///   delete it on validation.
/// - Every operation is bounded by the database's operation timeout, as the feed store's are.
public struct PostgresResourceStore<Resource: Codable & Sendable>: ResourceStore {
    /// The first key of every advisory lock an update takes (the second is the key's hash), apart from
    /// the feed store's and the migrations' locks.
    static var updateLockClass: Int32 { 74_062_014 }

    /// The row this store reads and writes.
    public let key: String
    private let database: PostgresDatabase

    /// A store of the resource under `key` in `database`, whose schema is migrated on the first
    /// operation. Stores with different keys share the table without touching each other's rows.
    public init(database: PostgresDatabase, key: String) {
        self.database = database
        self.key = key
    }

    public func deleteCache() async throws {
        try await database.withMigratedSchemaTransaction { [key] connection, logger in
            _ = try await connection.query("DELETE FROM resource_cache WHERE key = \(key)", logger: logger)
        }
    }

    public func insert(_ resource: Resource, timestamp: Date) async throws {
        let payload = try JSONEncoder().encode(resource)
        try await database.withMigratedSchemaTransaction { [key] connection, logger in
            try await Self.save(payload, timestamp: timestamp, key: key, on: connection, logger: logger)
        }
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous resource in one statement.
    public func replaceCache(with resource: Resource, timestamp: Date) async throws {
        try await insert(resource, timestamp: timestamp)
    }

    public func retrieve() async throws -> CachedResource<Resource>? {
        let row = try await database.withMigratedSchema { [key] connection, logger in
            try await Self.row(key: key, on: connection, logger: logger)
        }
        return try row.map(Self.decoded)
    }

    public func deleteCache(ifSavedAt timestamp: Date) async throws {
        try await database.withMigratedSchemaTransaction { [key] connection, logger in
            _ = try await connection.query(
                """
                DELETE FROM resource_cache
                WHERE key = \(key) AND saved_at = \(timestamp.timeIntervalSinceReferenceDate)
                """,
                logger: logger)
        }
    }

    public func update(
        _ change:
            @escaping @Sendable (Result<CachedResource<Resource>?, any Error>) throws -> (
                resource: Resource, timestamp: Date
            )?
    ) async throws {
        let refusal: (any Error)? = try await database.withMigratedSchemaTransaction { [key] connection, logger in
            try await connection.query(
                "SELECT pg_advisory_xact_lock(\(Self.updateLockClass), hashtext(\(key)))", logger: logger)
            let current: Result<CachedResource<Resource>?, any Error>
            do {
                current = .success(try await Self.row(key: key, on: connection, logger: logger).map(Self.decoded))
            } catch {
                current = .failure(error)
            }
            let new: (resource: Resource, timestamp: Date)?
            do {
                new = try change(current)
            } catch {
                return error
            }
            if let new {
                try await Self.save(
                    try JSONEncoder().encode(new.resource), timestamp: new.timestamp, key: key, on: connection,
                    logger: logger)
            }
            return nil
        }
        // The change's own error, as it threw it: the transaction wrote nothing before it.
        if let refusal { throw refusal }
    }

    private static func save(
        _ payload: Data, timestamp: Date, key: String, on connection: PostgresConnection, logger: Logger
    ) async throws {
        try await connection.query(
            """
            INSERT INTO resource_cache (key, saved_at, payload)
            VALUES (\(key), \(timestamp.timeIntervalSinceReferenceDate), \(payload))
            ON CONFLICT (key) DO UPDATE SET saved_at = EXCLUDED.saved_at, payload = EXCLUDED.payload
            """,
            logger: logger)
    }

    private static func row(
        key: String, on connection: PostgresConnection, logger: Logger
    ) async throws -> (savedAt: Double, payload: Data)? {
        let rows = try await connection.query(
            "SELECT saved_at, payload FROM resource_cache WHERE key = \(key)", logger: logger)
        for try await (savedAt, payload) in rows.decode((Double, Data).self) {
            return (savedAt, payload)
        }
        return nil
    }

    private static func decoded(_ row: (savedAt: Double, payload: Data)) throws -> CachedResource<Resource> {
        CachedResource(
            resource: try JSONDecoder().decode(Resource.self, from: row.payload),
            timestamp: Date(timeIntervalSinceReferenceDate: row.savedAt))
    }
}
