import FeedCache
import Foundation
import GRDB

/// The persistent feed store: a SQLite database file, through GRDB.
///
/// - The feed is saved in one transaction: a failed or interrupted `insert` leaves the previous feed
///   as it was, never half of a new one.
/// - Image data is a URL-keyed table of its own: it survives a feed re-save or deletion.
/// - The database is opened, and its schema migrated, on first use. A file that is not a SQLite
///   database makes every operation throw; a missing file is an empty store.
/// - Several stores, in one process or several, may use one file at once: the database is in WAL mode
///   (reads never wait for a save) and a save waits up to ``busyTimeout`` for another one to finish.
public actor SQLiteFeedStore {
    private let location: Location
    private let configuration: Configuration
    private var database: DatabaseQueue?

    /// How long an operation waits for another connection's write to end before it fails.
    static let busyTimeout: TimeInterval = 5

    /// A store in the database file at `storeURL`, created with its parent directories on first use.
    public init(storeURL: URL) {
        self.init(location: .file(storeURL))
    }

    /// A store in a private in-memory database that lives as long as the instance.
    public static func inMemory() -> SQLiteFeedStore {
        SQLiteFeedStore(location: .inMemory)
    }

    /// - Parameters:
    ///   - readOnly: opens the database read-only and leaves its schema alone, so that writes fail.
    ///   - preparationSQL: run on the connection when it opens, before any operation.
    init(location: Location, readOnly: Bool = false, preparationSQL: String? = nil) {
        self.location = location
        var configuration = Configuration()
        configuration.readonly = readOnly
        // Several processes may share one store (the terminal client and the web app default to the same
        // file): in WAL mode readers never block the writer nor wait for it, and a writer waits for
        // another writer's transaction (a save is one short transaction) instead of failing at once.
        // A lock held longer than that is reported as the operation's error.
        configuration.journalMode = .wal
        configuration.busyMode = .timeout(Self.busyTimeout)
        if let preparationSQL {
            configuration.prepareDatabase { db in try db.execute(sql: preparationSQL) }
        }
        self.configuration = configuration
    }

    enum Location {
        case file(URL)
        case inMemory
    }

    /// The open database, opened and migrated on first use; a failure is thrown and retried next time.
    private func openDatabase() throws -> DatabaseQueue {
        if let database { return database }
        let queue: DatabaseQueue
        switch location {
        case .file(let url):
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            queue = try DatabaseQueue(path: url.path, configuration: configuration)
        case .inMemory:
            queue = try DatabaseQueue(configuration: configuration)
        }
        if !configuration.readonly {
            try FeedStoreSchema.migrator.migrate(queue)
        }
        database = queue
        return queue
    }
}

extension SQLiteFeedStore: FeedStore {
    public func deleteCachedFeed() async throws {
        try await openDatabase().write { db in
            _ = try FeedImageRecord.deleteAll(db)
            _ = try FeedCacheRecord.deleteAll(db)
        }
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        try await openDatabase().write { db in
            _ = try FeedImageRecord.deleteAll(db)
            _ = try FeedCacheRecord.deleteAll(db)
            try FeedCacheRecord(timestamp: timestamp).insert(db)
            for (position, image) in feed.enumerated() {
                try FeedImageRecord(image, position: position).insert(db)
            }
        }
    }

    public func retrieve() async throws -> CachedFeed? {
        try await openDatabase().read { db in
            guard let cache = try FeedCacheRecord.fetchOne(db) else { return nil }
            let images = try FeedImageRecord.order(FeedImageRecord.Columns.position).fetchAll(db)
            return CachedFeed(feed: images.map(\.local), timestamp: cache.date)
        }
    }
}

extension SQLiteFeedStore: FeedImageDataStore {
    public func insert(_ data: Data, for url: URL) async throws {
        try await openDatabase().write { db in
            try FeedImageDataRecord(url: url, data: data).upsert(db)
        }
    }

    public func retrieve(dataForURL url: URL) async throws -> Data? {
        try await openDatabase().read { db in
            try FeedImageDataRecord.filter(FeedImageDataRecord.Columns.url == url.absoluteString)
                .fetchOne(db)?.data
        }
    }
}
