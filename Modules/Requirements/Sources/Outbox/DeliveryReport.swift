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
    /// Whether nothing was sent because another deliverer (another instance sharing the store) held the
    /// delivery lease all along: it delivers what is pending, and ``stillPending`` is what it had left.
    public let deliveringElsewhere: Bool

    public init(
        delivered: [RequirementValidation], failed: [OutboxEntry], stillPending: Int, serverUnreachable: Bool,
        delay: DeliveryDelay? = nil, deliveringElsewhere: Bool = false
    ) {
        self.delivered = delivered
        self.failed = failed
        self.stillPending = stillPending
        self.serverUnreachable = serverUnreachable
        self.delay = serverUnreachable ? (delay ?? .unreachable) : nil
        self.deliveringElsewhere = deliveringElsewhere
    }
}
