import Foundation
import Requirements
import SharedCache

/// What `requirements validate --json` prints for one item: the validation, where it stands, and the
/// message the text output shows. Every key is always there (`failureReason` and `server` may be null).
struct ValidationReport: Encodable {
    let id: UUID
    let itemID: UUID
    let validatedAt: Date
    let server: String?
    let status: String
    let failureReason: String?
    let message: String

    init(entry: OutboxEntry, message: String) {
        id = entry.validation.id
        itemID = entry.validation.itemID
        validatedAt = entry.validation.validatedAt
        server = entry.validation.server
        status = entry.status.rawValue
        failureReason = entry.failureReason
        self.message = message
    }

    private enum CodingKeys: String, CodingKey {
        case id, itemID, validatedAt, server, status, failureReason, message
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(itemID, forKey: .itemID)
        try container.encode(validatedAt, forKey: .validatedAt)
        try container.encode(server, forKey: .server)
        try container.encode(status, forKey: .status)
        try container.encode(failureReason, forKey: .failureReason)
        try container.encode(message, forKey: .message)
    }
}
