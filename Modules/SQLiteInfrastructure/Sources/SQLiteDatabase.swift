import Foundation
import GRDB
import Synchronization

/// A SQLite database that a store opens, and migrates, on first use: the connection settings every
/// SQLite store here shares.
///
/// - WAL mode: readers never block a writer nor wait for it, so several stores, in one process or
///   several, may use one file at once (the terminal client and the web app default to the same file).
/// - A writer waits up to ``busyTimeout`` for another writer's transaction to end; a lock held longer
///   is reported as the operation's error.
/// - A missing file is created with its parent directories; a failure to open is thrown and retried on
///   the next operation.
/// - A file that a newer version migrated (``SQLiteNewerSchemaError``) is refused, left as it is.
/// - A file the store did not write (see `SQLiteFileOwnership`: no SQLite header, another program's
///   schema, no regular file) is refused before it is opened for writing (``SQLiteForeignFileError``);
///   only the store's own damaged file is moved aside by `CorruptFilePolicy.moveAside`.
struct SQLiteDatabase {
    /// Where the database lives.
    enum Location {
        case file(URL)
        case inMemory
    }

    /// How long an operation waits for another connection's write to end before it fails.
    static let busyTimeout: TimeInterval = 5

    /// Held while a store of this process opens its file, migrates it and, when it is corrupt, moves it
    /// aside: stores of one file (the checklist's cache and its outbox) that open it at once take turns,
    /// so a corrupt file is moved once, and no store creates the new file (or its `-wal`) while another
    /// is moving the old one. Each store opens its file once in its lifetime.
    private static let fileOpening = Mutex(())

    private let location: Location
    private let configuration: Configuration
    private let migrator: DatabaseMigrator
    private let corruptFilePolicy: CorruptFilePolicy
    private var queue: DatabaseQueue?

    /// - Parameters:
    ///   - migrator: the store's schema, applied when the database opens (unless it is read-only).
    ///   - readOnly: opens the database read-only and leaves its schema alone, so that writes fail.
    ///   - preparationSQL: run on the connection when it opens, before any operation.
    ///   - corruptFilePolicy: what to do with the store's own damaged database: fail, by default.
    init(
        location: Location, migrator: DatabaseMigrator, readOnly: Bool = false, preparationSQL: String? = nil,
        corruptFilePolicy: CorruptFilePolicy = .fail
    ) {
        self.location = location
        self.migrator = migrator
        self.corruptFilePolicy = corruptFilePolicy
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(Self.busyTimeout)
        if let preparationSQL {
            configuration.prepareDatabase { db in try db.execute(sql: preparationSQL) }
        }
        if !readOnly, case .file = location {
            configuration.prepareDatabase(Self.setUpWALMode)
        }
        self.configuration = configuration
    }

    /// The open database, opened and migrated on first use.
    mutating func open() throws -> DatabaseQueue {
        if let queue { return queue }
        let opened: DatabaseQueue
        switch location {
        case .file(let url):
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            opened = try Self.fileOpening.withLock { _ in
                try SQLiteFileOwnership.check(url)
                do {
                    return try openAndMigrateFile(at: url)
                } catch let error as DatabaseError where Self.isCorrupt(error) {
                    guard case .moveAside(let notify) = corruptFilePolicy, !configuration.readonly else { throw error }
                    let aside = try Self.moveAside(url)
                    let opened = try openAndMigrateFile(at: url)
                    notify(aside)
                    return opened
                }
            }
        case .inMemory:
            opened = try DatabaseQueue(configuration: configuration)
            if !configuration.readonly { try migrate(opened) }
        }
        queue = opened
        return opened
    }

    /// - Throws: ``SQLiteNewerSchemaError`` when a newer version migrated the file: it is neither
    ///   migrated nor used.
    private func openAndMigrateFile(at url: URL) throws -> DatabaseQueue {
        let opened = try openFile(at: url)
        let unknownMigrations = try opened.read(KnownMigrations.unknown)
        guard unknownMigrations.isEmpty else {
            throw SQLiteNewerSchemaError(url: url, unknownMigrations: unknownMigrations)
        }
        if !configuration.readonly { try migrate(opened) }
        return opened
    }

    /// WAL mode and `synchronous = NORMAL`, what GRDB's `Configuration.journalMode = .wal` sets, without
    /// the transaction GRDB then writes whenever the `-wal` file is missing or empty (a table created
    /// and dropped, for its `DatabasePool` readers: groue/GRDB.swift#102). SQLite deletes that file
    /// when its last connection closes, so every process that opened the store wrote and synced a
    /// transaction, even one that only read (an offline `feed`), and checkpointed it on exit.
    /// `PRAGMA journal_mode = WAL` writes nothing when the file is in WAL mode already.
    private static func setUpWALMode(_ db: Database) throws {
        let journalMode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        guard journalMode == "wal" else {
            throw DatabaseError(message: "could not activate WAL mode at path: \(db.description)")
        }
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
    }

    /// Whether `error` says the file is not a SQLite database, or a damaged one.
    private static func isCorrupt(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    }

    /// Renames the database at `url`, with its `-wal` and `-shm` files, to `<name>.corrupt-<timestamp>`.
    ///
    /// - Returns: where the database file went.
    private static func moveAside(_ url: URL) throws -> URL {
        let stamp = Date().formatted(.iso8601.dateSeparator(.omitted).timeSeparator(.omitted))
        var aside = url.deletingLastPathComponent().appending(path: "\(url.lastPathComponent).corrupt-\(stamp)")
        var attempt = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            attempt += 1
            aside = url.deletingLastPathComponent().appending(
                path: "\(url.lastPathComponent).corrupt-\(stamp)-\(attempt)")
        }
        try FileManager.default.moveItem(at: url, to: aside)
        for suffix in ["-wal", "-shm"] {
            let companion = URL(filePath: url.path + suffix)
            guard FileManager.default.fileExists(atPath: companion.path) else { continue }
            try? FileManager.default.moveItem(at: companion, to: URL(filePath: aside.path + suffix))
        }
        return aside
    }

    /// The connection to the file at `url`. Switching a new file to WAL needs a lock that SQLite does
    /// not wait for (the busy timeout does not apply), so a busy error while opening is retried until
    /// the busy timeout has passed.
    private func openFile(at url: URL) throws -> DatabaseQueue {
        let deadline = Date() + Self.busyTimeout
        while true {
            do {
                return try DatabaseQueue(path: url.path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    /// Applies the missing migrations. Two connections that open a new file at once (two processes,
    /// or two stores) may both find a migration missing, since GRDB looks before it takes the write
    /// lock; the second then fails on the first's tables. So a failure counts as success when the
    /// schema is complete afterwards, and the migration is tried again (at most three times) when not.
    private func migrate(_ database: DatabaseQueue) throws {
        for attempt in 1...3 {
            do {
                return try migrator.migrate(database)
            } catch {
                if try database.read(migrator.hasCompletedMigrations) { return }
                if attempt == 3 { throw error }
            }
        }
    }
}
