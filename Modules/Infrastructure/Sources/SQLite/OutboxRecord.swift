import Foundation
import GRDB
import Requirements

/// A row of `validation_outbox`: one validation, at its place in the order validations were made.
struct OutboxRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "validation_outbox"

    enum Columns {
        static let sequence = Column(CodingKeys.sequence)
        static let id = Column(CodingKeys.id)
        static let status = Column(CodingKeys.status)
    }

    /// Assigned by SQLite on insert, increasing: the order validations were made.
    let sequence: Int64?
    let id: UUID
    let itemID: UUID
    /// Seconds since the reference date: a `Date` comes back unchanged.
    let validatedAt: Double
    let status: String
    let failureReason: String?
    /// The server the validation is for; `nil` for a row of the first schema.
    let server: String?

    enum CodingKeys: String, CodingKey {
        case sequence, id, status
        case itemID = "item_id"
        case validatedAt = "validated_at"
        case failureReason = "failure_reason"
        case server
    }

    init(pending validation: RequirementValidation) {
        sequence = nil
        id = validation.id
        itemID = validation.itemID
        validatedAt = validation.validatedAt.timeIntervalSinceReferenceDate
        status = OutboxEntry.Status.pending.rawValue
        failureReason = nil
        server = validation.server
    }

    var validation: RequirementValidation {
        RequirementValidation(
            id: id, itemID: itemID, validatedAt: Date(timeIntervalSinceReferenceDate: validatedAt), server: server)
    }

    /// - Throws: `SQLiteValidationOutboxStore.CorruptRowError` for a status this version does not know.
    func entry() throws -> OutboxEntry {
        guard let status = OutboxEntry.Status(rawValue: status) else {
            throw SQLiteValidationOutboxStore.CorruptRowError(status: status)
        }
        return OutboxEntry(validation: validation, status: status, failureReason: failureReason)
    }
}
