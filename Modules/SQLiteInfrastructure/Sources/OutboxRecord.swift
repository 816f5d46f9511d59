import Foundation
import GRDB
import SharedCache

/// A row of `outbox`: one message, at its place in the order messages were made.
struct OutboxRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "outbox"

    enum Columns {
        static let sequence = Column(CodingKeys.sequence)
        static let id = Column(CodingKeys.id)
        static let status = Column(CodingKeys.status)
        static let failureReason = Column(CodingKeys.failureReason)
    }

    /// Assigned by SQLite on insert, increasing: the order messages were made.
    let sequence: Int64?
    let id: UUID
    let subject: UUID
    /// Seconds since the reference date: a `Date` comes back unchanged.
    let madeAt: Double
    let destination: String?
    let payload: Data
    let status: String
    let failureReason: String?

    enum CodingKeys: String, CodingKey {
        case sequence, id, subject, destination, payload, status
        case madeAt = "made_at"
        case failureReason = "failure_reason"
    }

    init(pending message: OutboxMessage) {
        sequence = nil
        id = message.id
        subject = message.subject
        madeAt = message.madeAt.timeIntervalSinceReferenceDate
        destination = message.destination
        payload = message.payload
        status = OutboxStatus.pending.rawValue
        failureReason = nil
    }

    var message: OutboxMessage {
        OutboxMessage(
            id: id, subject: subject, madeAt: Date(timeIntervalSinceReferenceDate: madeAt), destination: destination,
            payload: payload)
    }

    /// - Throws: `SQLiteOutboxStore.CorruptRowError` for a status this version does not know.
    func stored() throws -> StoredOutboxMessage {
        guard let status = OutboxStatus(rawValue: status) else {
            throw SQLiteOutboxStore.CorruptRowError(status: status)
        }
        return StoredOutboxMessage(message: message, status: status, failureReason: failureReason)
    }
}
