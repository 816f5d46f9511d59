/// Where a message in an outbox stands.
public enum OutboxStatus: String, Hashable, Sendable, Codable {
    /// Saved locally, not yet recorded by the server.
    case pending
    /// Recorded by the server.
    case delivered
    /// Rejected by the server for good; not retried.
    case failed
}
