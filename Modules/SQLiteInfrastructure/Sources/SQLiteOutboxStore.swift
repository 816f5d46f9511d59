import Foundation
import GRDB
import SharedCache

/// A persistent outbox: a SQLite table (`outbox`) through GRDB.
///
/// - Every call is one transaction: `enqueue` counts the pending messages and inserts the new one
///   atomically, so a full outbox refuses it with nothing changed, and a process killed at any moment
///   leaves each message either stored whole or not at all.
/// - The order messages were made is SQLite's increasing `sequence`.
/// - It may share a database file with other stores (the requirements app keeps its cache beside it),
///   and several processes may use it at once (WAL mode; a write waits up to five seconds for another).
/// - One delivery at a time per store file, whatever its destination, among every process that opens
///   it: the lease is a lock file beside it (``DeliveryLockFile``).
/// - A file written by a version that kept only validations (`validation_outbox`) is migrated on first
///   use, every row in its place.
public actor SQLiteOutboxStore: OutboxStore {
    /// A row holds a status this version does not know (written by a newer version).
    public struct CorruptRowError: Error, Equatable {
        public let status: String
    }

    private var database: SQLiteDatabase
    private let deliveryLease: DeliveryLease
    private let executor = DispatchQueueExecutor(label: "SQLiteOutboxStore")

    /// The store runs on a dispatch queue of its own: a call that waits for a locked file holds none of
    /// the cooperative pool's threads.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// An outbox in the database file at `storeURL`, created with its parent directories on first use.
    ///
    /// - Parameter corruptFilePolicy: what to do when the store's own file is a damaged database: every
    ///   operation fails by default; an app can have it moved aside and start anew. A file the store
    ///   did not write is never moved: every operation throws ``SQLiteForeignFileError``.
    public init(storeURL: URL, corruptFilePolicy: CorruptFilePolicy = .fail) {
        self.init(location: .file(storeURL), corruptFilePolicy: corruptFilePolicy)
    }

    /// An outbox in a private in-memory database that lives as long as the instance.
    public static func inMemory() -> SQLiteOutboxStore {
        SQLiteOutboxStore(location: .inMemory)
    }

    init(location: SQLiteDatabase.Location, readOnly: Bool = false, corruptFilePolicy: CorruptFilePolicy = .fail) {
        database = SQLiteDatabase(
            location: location, migrator: OutboxSchema.migrator, readOnly: readOnly,
            corruptFilePolicy: corruptFilePolicy)
        deliveryLease =
            switch location {
            case .file(let url): DeliveryLockFile(storeURL: url).lease
            case .inMemory: InProcessLeases().lease(on: "outbox")
            }
    }

    public func enqueue(_ message: OutboxMessage, capacity: Int) async throws {
        try await database.open().write { db in
            guard try OutboxRecord.filter(OutboxRecord.Columns.id == message.id).fetchCount(db) == 0 else { return }
            let pending = try OutboxRecord.filter(OutboxRecord.Columns.status == OutboxStatus.pending.rawValue)
                .fetchCount(db)
            guard pending < capacity else { throw OutboxFullError(capacity: capacity) }
            try OutboxRecord(pending: message).insert(db)
        }
    }

    public func pending() async throws -> [OutboxMessage] {
        try await database.open().read { db in
            try OutboxRecord.filter(OutboxRecord.Columns.status == OutboxStatus.pending.rawValue)
                .order(OutboxRecord.Columns.sequence)
                .fetchAll(db)
                .map(\.message)
        }
    }

    public func markDelivered(_ id: UUID) async throws {
        try await settle(id, as: .delivered, reason: nil)
    }

    public func markFailed(_ id: UUID, reason: String) async throws {
        try await settle(id, as: .failed, reason: reason)
    }

    public func entries() async throws -> [StoredOutboxMessage] {
        try await database.open().read { db in
            try OutboxRecord.order(OutboxRecord.Columns.sequence).fetchAll(db).map { try $0.stored() }
        }
    }

    /// One indexed lookup (`id` is unique), whatever the number of messages.
    public func entry(withID id: UUID) async throws -> StoredOutboxMessage? {
        try await database.open().read { db in
            try OutboxRecord.filter(OutboxRecord.Columns.id == id).fetchOne(db)?.stored()
        }
    }

    public func withDeliveryLease<Result: Sendable>(
        to destination: String, waitingAtMost patience: Duration, _ delivery: @Sendable () async throws -> Result
    ) async throws -> Result? {
        try await deliveryLease.run(waitingAtMost: patience, delivery)
    }

    @discardableResult
    public func removeSettled(madeBefore date: Date) async throws -> Int {
        try await database.open().write { db in
            try db.execute(
                sql: """
                    DELETE FROM outbox
                    WHERE status != ? AND made_at < ?
                      AND NOT (status = ? AND sequence = (
                          SELECT MAX(newest.sequence) FROM outbox AS newest
                          WHERE newest.subject = outbox.subject AND newest.status = ?))
                    """,
                arguments: [
                    OutboxStatus.pending.rawValue, date.timeIntervalSinceReferenceDate,
                    OutboxStatus.delivered.rawValue, OutboxStatus.delivered.rawValue,
                ])
            return db.changesCount
        }
    }

    private func settle(_ id: UUID, as status: OutboxStatus, reason: String?) async throws {
        try await database.open().write { db in
            _ = try OutboxRecord.filter(OutboxRecord.Columns.id == id)
                .filter(OutboxRecord.Columns.status == OutboxStatus.pending.rawValue)
                .updateAll(
                    db,
                    OutboxRecord.Columns.status.set(to: status.rawValue),
                    OutboxRecord.Columns.failureReason.set(to: reason)
                )
        }
    }
}
