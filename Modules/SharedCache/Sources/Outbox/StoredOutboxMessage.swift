/// A message in an outbox, and where it stands.
public struct StoredOutboxMessage: Hashable, Sendable {
    public let message: OutboxMessage
    public let status: OutboxStatus
    /// Why the server rejected it, when it did.
    public let failureReason: String?

    public init(message: OutboxMessage, status: OutboxStatus, failureReason: String? = nil) {
        self.message = message
        self.status = status
        self.failureReason = failureReason
    }
}
