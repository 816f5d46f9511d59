import Foundation
import SharedCache

/// A message with a fresh key, subject and payload, made now, for `destination`.
public func uniqueOutboxMessage(
    subject: UUID = UUID(), madeAt: Date = Date(), destination: String? = "http://127.0.0.1:8080"
) -> OutboxMessage {
    OutboxMessage(
        id: UUID(), subject: subject, madeAt: madeAt, destination: destination, payload: Data(UUID().uuidString.utf8))
}
