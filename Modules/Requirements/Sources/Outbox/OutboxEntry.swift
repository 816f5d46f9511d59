import SharedCache

/// A validation in the outbox, and where it stands.
public struct OutboxEntry: Hashable, Sendable {
    /// Where a validation stands: pending, delivered or failed.
    public typealias Status = OutboxStatus

    public let validation: RequirementValidation
    public let status: Status
    /// Why the server rejected it, when it did.
    public let failureReason: String?

    public init(validation: RequirementValidation, status: Status, failureReason: String? = nil) {
        self.validation = validation
        self.status = status
        self.failureReason = failureReason
    }

    /// The validation an outbox store keeps as `stored`.
    public init(_ stored: StoredOutboxMessage) {
        self.init(
            validation: RequirementValidation(stored.message), status: stored.status,
            failureReason: stored.failureReason)
    }
}
