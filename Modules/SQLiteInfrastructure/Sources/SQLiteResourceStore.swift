import Foundation
import GRDB
import SharedCache

/// A persistent store of one resource of any feature in a SQLite database file, through GRDB: one row
/// of `resource_cache` per store key, holding the resource as JSON and its timestamp.
///
/// - A save replaces the row in one statement: a failed or interrupted `insert` leaves the previous
///   resource as it was.
/// - Several stores with different keys may share one file, and several processes may use it at once
///   (WAL mode; a save waits up to five seconds for another to finish).
/// - A file that is not a SQLite database makes every operation throw; a missing file is an empty
///   store. A row that no longer decodes as `Resource` makes `retrieve` throw, so the cache use cases
///   delete it on validation.
public actor SQLiteResourceStore<Resource: Codable & Sendable>: ResourceStore {
    /// The row this store reads and writes.
    public nonisolated let key: String
    private var database: SQLiteDatabase
    private let executor = DispatchQueueExecutor(label: "SQLiteResourceStore")

    /// The store runs on a dispatch queue of its own: a call that waits for a locked file holds none of
    /// the cooperative pool's threads.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// A store of the resource under `key` in the database file at `storeURL`, created with its parent
    /// directories on first use.
    ///
    /// - Parameter corruptFilePolicy: what to do when the store's own file is a damaged database: every
    ///   operation fails by default; an app can have it moved aside and start anew. A file the store
    ///   did not write is never moved: every operation throws ``SQLiteForeignFileError``.
    public init(storeURL: URL, key: String, corruptFilePolicy: CorruptFilePolicy = .fail) {
        self.init(location: .file(storeURL), key: key, corruptFilePolicy: corruptFilePolicy)
    }

    /// A store in a private in-memory database that lives as long as the instance.
    public static func inMemory(key: String) -> SQLiteResourceStore {
        SQLiteResourceStore(location: .inMemory, key: key)
    }

    /// - Parameter readOnly: opens the database read-only and leaves its schema alone, so that writes fail.
    init(
        location: SQLiteDatabase.Location, key: String, readOnly: Bool = false,
        corruptFilePolicy: CorruptFilePolicy = .fail
    ) {
        self.key = key
        database = SQLiteDatabase(
            location: location, migrator: ResourceStoreSchema.migrator, readOnly: readOnly,
            corruptFilePolicy: corruptFilePolicy)
    }

    public func deleteCache() async throws {
        try await database.open().write { [key] db in
            _ = try ResourceCacheRecord.deleteOne(db, key: key)
        }
    }

    public func insert(_ resource: Resource, timestamp: Date) async throws {
        let record = ResourceCacheRecord(
            key: key,
            timestamp: timestamp.timeIntervalSinceReferenceDate,
            payload: try JSONEncoder().encode(resource)
        )
        try await database.open().write { db in
            try record.upsert(db)
        }
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous resource atomically, so a process
    /// killed during a save leaves the old resource or the new one.
    public func replaceCache(with resource: Resource, timestamp: Date) async throws {
        try await insert(resource, timestamp: timestamp)
    }

    public func retrieve() async throws -> CachedResource<Resource>? {
        let record: ResourceCacheRecord?
        do {
            record = try await database.open().read { [key] db in
                try ResourceCacheRecord.fetchOne(db, key: key)
            }
        } catch {
            try SQLiteUnreadableDataError.rethrow(error)
        }
        guard let record else { return nil }
        return CachedResource(
            resource: try JSONDecoder().decode(Resource.self, from: record.payload),
            timestamp: Date(timeIntervalSinceReferenceDate: record.timestamp)
        )
    }
}
