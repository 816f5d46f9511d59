/// A validation in the outbox, and where it stands.
public struct OutboxEntry: Hashable, Sendable {
    /// Where a validation stands.
    public enum Status: String, Hashable, Sendable, Codable {
        /// Saved locally, not yet recorded by the server.
        case pending
        /// Recorded by the server.
        case delivered
        /// Rejected by the server for good (e.g. an unknown item); not retried.
        case failed
    }

    public let validation: RequirementValidation
    public let status: Status
    /// Why the server rejected it, when it did.
    public let failureReason: String?

    public init(validation: RequirementValidation, status: Status, failureReason: String? = nil) {
        self.validation = validation
        self.status = status
        self.failureReason = failureReason
    }
}
