import Foundation
import Requirements
import SharedCache
import TerminalSupport

/// What `requirements validate --json` prints for one item: the validation, where it stands, and the
/// message the text output shows. Every key is always there (`failureReason` and `server` may be null).
struct ValidationReport: Encodable {
    let id: UUID
    let itemID: UUID
    let validatedAt: Date
    @NullWhenMissing var server: String?
    let status: String
    @NullWhenMissing var failureReason: String?
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
}
