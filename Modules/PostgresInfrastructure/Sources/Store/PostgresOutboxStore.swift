import Foundation
import Logging
import PostgresNIO
import SharedCache

/// An outbox in the PostgreSQL database that any number of app instances share: a table (`outbox`)
/// whose increasing `sequence` is the order messages were made.
///
/// - `enqueue` counts the pending messages and inserts the new one in one transaction under an
///   advisory lock, so instances enqueueing at once keep the capacity, and a full outbox refuses a
///   message with nothing changed.
/// - Marking a message settles it only while it is pending: a message two instances delivered at once
///   is settled once.
/// - The delivery lease of a destination is a session-level advisory lock on the destination's hash,
///   held on a connection of its own for the delivery's length: a deliverer killed mid-delivery loses
///   its connection, and the server gives the lease to the next deliverer that asks.
/// - Every operation is bounded by the database's operation timeout, as the feed store's are.
/// - Retention is bounded too: a pass removes at most ``retentionBatchSize`` settled messages.
public struct PostgresOutboxStore: OutboxStore {
    /// A row holds a status this version does not know (written by a newer version).
    public struct CorruptRowError: Error, Equatable {
        public let status: String
    }

    /// The key of the advisory lock every `enqueue` holds for its transaction.
    static var enqueueLockKey: Int64 { 7_406_201_403 }

    /// The first key of every delivery lease (the second is the destination's hash), apart from the
    /// other stores' locks.
    static var deliveryLeaseClass: Int32 { 74_062_015 }

    private let database: PostgresDatabase
    /// The most settled messages one ``removeSettled(madeBefore:)`` removes.
    public let retentionBatchSize: Int

    /// An outbox in `database`, whose schema is migrated on the first operation.
    ///
    /// - Parameter retentionBatchSize: the most settled messages one retention pass removes, so that a
    ///   pass stays well within the operation limit however many have expired; 1,000 unless told
    ///   otherwise.
    public init(database: PostgresDatabase, retentionBatchSize: Int = 1_000) {
        self.database = database
        self.retentionBatchSize = max(1, retentionBatchSize)
    }

    public func enqueue(_ message: OutboxMessage, capacity: Int) async throws {
        let refusal: OutboxFullError? = try await database.withMigratedSchemaTransaction { connection, logger in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.enqueueLockKey))", logger: logger)
            let known = try await Self.count("SELECT count(*) FROM outbox WHERE id = \(message.id)", connection, logger)
            guard known == 0 else { return nil }
            let pending = try await Self.count(
                "SELECT count(*) FROM outbox WHERE status = \(OutboxStatus.pending.rawValue)", connection, logger)
            guard pending < capacity else { return OutboxFullError(capacity: capacity) }
            try await connection.query(
                """
                INSERT INTO outbox (id, subject, made_at, destination, payload, status)
                VALUES (\(message.id), \(message.subject), \(message.madeAt.timeIntervalSinceReferenceDate),
                    \(message.destination), \(message.payload), \(OutboxStatus.pending.rawValue))
                """,
                logger: logger)
            return nil
        }
        // Refused with nothing written: the transaction only read.
        if let refusal { throw refusal }
    }

    public func pending() async throws -> [OutboxMessage] {
        try await entries(where: "WHERE status = 'pending'").map(\.message)
    }

    public func markDelivered(_ id: UUID) async throws {
        try await settle(id, as: .delivered, reason: nil)
    }

    public func markFailed(_ id: UUID, reason: String) async throws {
        try await settle(id, as: .failed, reason: reason)
    }

    public func entries() async throws -> [StoredOutboxMessage] {
        try await entries(where: "")
    }

    /// One indexed lookup (`id` is unique), whatever the number of messages.
    public func entry(withID id: UUID) async throws -> StoredOutboxMessage? {
        try await database.withMigratedSchema { connection, logger in
            let rows = try await connection.query(
                "SELECT \(unescaped: Self.columns) FROM outbox WHERE id = \(id)", logger: logger)
            return try await Self.stored(rows).first
        }
    }

    /// One bounded pass: removes at most ``retentionBatchSize`` of the settled messages made before
    /// `date`, oldest first, in one statement that each subject's newest delivered message is found for
    /// through an index (`outbox_delivered_subject`); a later pass removes the rest. A failure is logged
    /// on the database's logger and thrown.
    @discardableResult
    public func removeSettled(madeBefore date: Date) async throws -> Int {
        do {
            return try await database.withMigratedSchemaTransaction { [retentionBatchSize] connection, logger in
                let rows = try await connection.query(
                    """
                    DELETE FROM outbox WHERE sequence IN (
                        SELECT candidate.sequence FROM outbox AS candidate
                        WHERE candidate.status != 'pending'
                          AND candidate.made_at < \(date.timeIntervalSinceReferenceDate)
                          AND NOT (candidate.status = 'delivered' AND candidate.sequence = (
                              SELECT MAX(newest.sequence) FROM outbox AS newest
                              WHERE newest.subject = candidate.subject AND newest.status = 'delivered'))
                        ORDER BY candidate.sequence
                        LIMIT \(retentionBatchSize))
                    RETURNING sequence
                    """,
                    logger: logger)
                var removed = 0
                for try await _ in rows.decode(Int64.self) { removed += 1 }
                return removed
            }
        } catch {
            database.logger.warning(
                "The outbox's retention failed; settled messages are kept until a later pass",
                metadata: ["error": "\(String(reflecting: error))"])
            throw error
        }
    }

    public func withDeliveryLease<Result: Sendable>(
        to destination: String, waitingAtMost patience: Duration, _ delivery: @Sendable () async throws -> Result
    ) async throws -> Result? {
        try await database.withSession { connection, logger in
            let lease = DeliveryLease(
                tryTake: { try await Self.tryLock(destination, on: connection, logger: logger) },
                release: { await Self.unlock(destination, on: connection, logger: logger) })
            return try await lease.run(waitingAtMost: patience, delivery)
        }
    }

    private static func tryLock(_ destination: String, on connection: PostgresConnection, logger: Logger) async throws
        -> Bool
    {
        let rows = try await connection.query(
            "SELECT pg_try_advisory_lock(\(deliveryLeaseClass), hashtext(\(destination)))", logger: logger)
        for try await taken in rows.decode(Bool.self) { return taken }
        return false
    }

    /// Releases the lease; a connection that cannot release it is closed, which releases it too, and a
    /// closed one holds none.
    private static func unlock(_ destination: String, on connection: PostgresConnection, logger: Logger) async {
        // A query on a connection already closed (the server ended the session) never returns.
        guard !connection.isClosed else { return }
        do {
            _ = try await connection.query(
                "SELECT pg_advisory_unlock(\(deliveryLeaseClass), hashtext(\(destination)))", logger: logger)
        } catch {
            try? await connection.close()
        }
    }

    private func settle(_ id: UUID, as status: OutboxStatus, reason: String?) async throws {
        try await database.withMigratedSchemaTransaction { connection, logger in
            _ = try await connection.query(
                """
                UPDATE outbox SET status = \(status.rawValue), failure_reason = \(reason)
                WHERE id = \(id) AND status = 'pending'
                """,
                logger: logger)
        }
    }

    private static let columns = "id, subject, made_at, destination, payload, status, failure_reason"

    private func entries(where condition: String) async throws -> [StoredOutboxMessage] {
        try await database.withMigratedSchema { connection, logger in
            let rows = try await connection.query(
                "SELECT \(unescaped: Self.columns) FROM outbox \(unescaped: condition) ORDER BY sequence",
                logger: logger)
            return try await Self.stored(rows)
        }
    }

    private static func stored(_ rows: PostgresRowSequence) async throws -> [StoredOutboxMessage] {
        var stored: [StoredOutboxMessage] = []
        for try await (id, subject, madeAt, destination, payload, status, reason) in rows.decode(
            (UUID, UUID, Double, String?, Data, String, String?).self)
        {
            guard let status = OutboxStatus(rawValue: status) else { throw CorruptRowError(status: status) }
            stored.append(
                StoredOutboxMessage(
                    message: OutboxMessage(
                        id: id, subject: subject, madeAt: Date(timeIntervalSinceReferenceDate: madeAt),
                        destination: destination, payload: payload),
                    status: status, failureReason: reason))
        }
        return stored
    }

    private static func count(
        _ query: PostgresQuery, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> Int {
        for try await count in try await connection.query(query, logger: logger).decode(Int64.self) {
            return Int(count)
        }
        return 0
    }
}
