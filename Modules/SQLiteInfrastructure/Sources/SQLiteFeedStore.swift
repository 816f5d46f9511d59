import FeedCache
import Foundation
import GRDB
import SharedCache

/// The persistent feed store: a SQLite database file, through GRDB.
///
/// - The feed is saved in one transaction: a failed or interrupted `insert` leaves the previous feed
///   as it was, never half of a new one.
/// - Image data is a URL-keyed table of its own. A feed save keeps the data of the images the new
///   feed has (moved to an image's new URL when its URL changed) and drops the rest, in the save's
///   transaction; deleting the feed keeps it.
/// - The database is opened, and its schema migrated, on first use. A file that is not a SQLite
///   database makes every operation throw; a missing file is an empty store.
/// - Several stores, in one process or several, may use one file at once: the database is in WAL mode
///   (reads never wait for a save) and a save waits up to five seconds for another one to finish.
public actor SQLiteFeedStore {
    private var database: SQLiteDatabase
    private let executor = DispatchQueueExecutor(label: "SQLiteFeedStore")

    /// The store runs on a dispatch queue of its own: a call that waits for a locked file holds none of
    /// the cooperative pool's threads.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// A store in the database file at `storeURL`, created with its parent directories on first use.
    ///
    /// - Parameter corruptFilePolicy: what to do when the store's own file is a damaged database: every
    ///   operation fails by default; an app can have it moved aside and start anew. A file the store
    ///   did not write is never moved: every operation throws ``SQLiteForeignFileError``.
    public init(storeURL: URL, corruptFilePolicy: CorruptFilePolicy = .fail) {
        self.init(location: .file(storeURL), corruptFilePolicy: corruptFilePolicy)
    }

    /// A store in a private in-memory database that lives as long as the instance.
    public static func inMemory() -> SQLiteFeedStore {
        SQLiteFeedStore(location: .inMemory)
    }

    /// - Parameters:
    ///   - readOnly: opens the database read-only and leaves its schema alone, so that writes fail.
    ///   - preparationSQL: run on the connection when it opens, before any operation.
    init(
        location: SQLiteDatabase.Location, readOnly: Bool = false, preparationSQL: String? = nil,
        corruptFilePolicy: CorruptFilePolicy = .fail
    ) {
        database = SQLiteDatabase(
            location: location, migrator: FeedStoreSchema.migrator, readOnly: readOnly, preparationSQL: preparationSQL,
            corruptFilePolicy: corruptFilePolicy)
    }
}

extension SQLiteFeedStore: FeedStore {
    public func deleteCache() async throws {
        try await database.open().write { db in
            _ = try FeedImageRecord.deleteAll(db)
            _ = try FeedCacheRecord.deleteAll(db)
        }
    }

    /// One transaction: the feed is deleted only while it is still the one saved at `timestamp`.
    public func deleteCache(ifSavedAt timestamp: Date) async throws {
        try await database.open().write { db in
            guard try FeedCacheRecord.fetchOne(db)?.timestamp == timestamp.timeIntervalSinceReferenceDate else {
                return
            }
            _ = try FeedImageRecord.deleteAll(db)
            _ = try FeedCacheRecord.deleteAll(db)
        }
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        try await database.open().write { db in
            let previousURLs = try FeedImageRecord.urlsByID(db)
            _ = try FeedImageRecord.deleteAll(db)
            _ = try FeedCacheRecord.deleteAll(db)
            try FeedCacheRecord(timestamp: timestamp).insert(db)
            try FeedImageRecord.insert(feed, db)
            try FeedImageDataRecord.keepOnlyData(of: feed, previousURLs: previousURLs, db)
        }
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous feed atomically, so a process
    /// killed during a save leaves the old feed or the new one.
    public func replaceCache(with feed: [LocalFeedImage], timestamp: Date) async throws {
        try await insert(feed, timestamp: timestamp)
    }

    /// - Throws: ``SQLiteUnreadableDataError`` when the file or a row is not the store's data.
    public func retrieve() async throws -> CachedFeed? {
        do {
            return try await database.open().read { db in
                guard let cache = try FeedCacheRecord.fetchOne(db) else { return nil }
                return CachedFeed(feed: try FeedImageRecord.fetchFeed(db), timestamp: cache.date)
            }
        } catch {
            try SQLiteUnreadableDataError.rethrow(error)
        }
    }
}

extension SQLiteFeedStore: FeedImageDataStore {
    public func insert(_ data: Data, for url: URL) async throws {
        try await database.open().write { db in
            try FeedImageDataRecord(url: url, data: data).upsert(db)
        }
    }

    public func retrieve(dataForURL url: URL) async throws -> Data? {
        try await database.open().read { db in
            try FeedImageDataRecord.fetchData(for: url, db)
        }
    }
}
