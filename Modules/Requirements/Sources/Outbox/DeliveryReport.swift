/// What one delivery of the outbox did.
public struct DeliveryReport: Hashable, Sendable {
    /// Validations the server recorded, in the order they were sent.
    public let delivered: [RequirementValidation]
    /// Validations the server rejected for good, with why.
    public let failed: [OutboxEntry]
    /// How many are still pending.
    public let stillPending: Int
    /// Whether delivery stopped because the server could not be reached (or asked to retry later).
    public let serverUnreachable: Bool
    /// Why delivery stopped, when it did.
    public let delay: DeliveryDelay?

    public init(
        delivered: [RequirementValidation], failed: [OutboxEntry], stillPending: Int, serverUnreachable: Bool,
        delay: DeliveryDelay? = nil
    ) {
        self.delivered = delivered
        self.failed = failed
        self.stillPending = stillPending
        self.serverUnreachable = serverUnreachable
        self.delay = serverUnreachable ? (delay ?? .unreachable) : nil
    }
}
