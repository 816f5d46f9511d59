import Foundation
import GRDB
import Requirements

/// The persistent outbox of validations: a SQLite table (`validation_outbox`) through GRDB.
///
/// - Every call is one transaction: `enqueue` counts the pending validations and inserts the new one
///   atomically, so a full outbox refuses it with nothing changed, and a process killed at any moment
///   leaves each validation either stored whole or not at all.
/// - The order validations were made is SQLite's increasing `sequence`.
/// - It may share a database file with other stores (the requirements app keeps its cache beside it),
///   and several processes may use it at once (WAL mode; a write waits up to five seconds for another).
public actor SQLiteValidationOutboxStore: ValidationOutboxStore {
    /// A row holds a status this version does not know (written by a newer version).
    public struct CorruptRowError: Error, Equatable {
        public let status: String
    }

    private var database: SQLiteDatabase

    /// An outbox in the database file at `storeURL`, created with its parent directories on first use.
    ///
    /// - Parameter corruptFilePolicy: what to do when the file is not a SQLite database: every
    ///   operation fails by default; an app can have it moved aside and start anew.
    public init(storeURL: URL, corruptFilePolicy: CorruptFilePolicy = .fail) {
        self.init(location: .file(storeURL), corruptFilePolicy: corruptFilePolicy)
    }

    /// An outbox in a private in-memory database that lives as long as the instance.
    public static func inMemory() -> SQLiteValidationOutboxStore {
        SQLiteValidationOutboxStore(location: .inMemory)
    }

    init(location: SQLiteDatabase.Location, readOnly: Bool = false, corruptFilePolicy: CorruptFilePolicy = .fail) {
        database = SQLiteDatabase(
            location: location, migrator: OutboxSchema.migrator, readOnly: readOnly,
            corruptFilePolicy: corruptFilePolicy)
    }

    public func enqueue(_ validation: RequirementValidation, capacity: Int) async throws {
        try await database.open().write { db in
            guard try OutboxRecord.filter(OutboxRecord.Columns.id == validation.id).fetchCount(db) == 0 else { return }
            let pending = try OutboxRecord.filter(OutboxRecord.Columns.status == OutboxEntry.Status.pending.rawValue)
                .fetchCount(db)
            guard pending < capacity else { throw OutboxFullError(capacity: capacity) }
            try OutboxRecord(pending: validation).insert(db)
        }
    }

    public func pending() async throws -> [RequirementValidation] {
        try await database.open().read { db in
            try OutboxRecord.filter(OutboxRecord.Columns.status == OutboxEntry.Status.pending.rawValue)
                .order(OutboxRecord.Columns.sequence)
                .fetchAll(db)
                .map(\.validation)
        }
    }

    public func markDelivered(_ id: UUID) async throws {
        try await setStatus(.delivered, of: id, reason: nil)
    }

    public func markFailed(_ id: UUID, reason: String) async throws {
        try await setStatus(.failed, of: id, reason: reason)
    }

    public func entries() async throws -> [OutboxEntry] {
        try await database.open().read { db in
            try OutboxRecord.order(OutboxRecord.Columns.sequence).fetchAll(db).map { try $0.entry() }
        }
    }

    @discardableResult
    public func removeSettled(madeBefore date: Date) async throws -> Int {
        try await database.open().write { db in
            try db.execute(
                sql: """
                    DELETE FROM validation_outbox
                    WHERE status != ? AND validated_at < ?
                      AND NOT (status = ? AND sequence = (
                          SELECT MAX(newest.sequence) FROM validation_outbox AS newest
                          WHERE newest.item_id = validation_outbox.item_id AND newest.status = ?))
                    """,
                arguments: [
                    OutboxEntry.Status.pending.rawValue, date.timeIntervalSinceReferenceDate,
                    OutboxEntry.Status.delivered.rawValue, OutboxEntry.Status.delivered.rawValue,
                ])
            return db.changesCount
        }
    }

    private func setStatus(_ status: OutboxEntry.Status, of id: UUID, reason: String?) async throws {
        try await database.open().write { db in
            _ = try OutboxRecord.filter(OutboxRecord.Columns.id == id)
                .filter(OutboxRecord.Columns.status == OutboxEntry.Status.pending.rawValue)
                .updateAll(
                    db,
                    Column("status").set(to: status.rawValue),
                    Column("failure_reason").set(to: reason)
                )
        }
    }
}
