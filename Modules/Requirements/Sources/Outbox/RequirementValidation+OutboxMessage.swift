import SharedCache

extension RequirementValidation {
    /// The validation as an outbox keeps it: the item is the subject, the server the destination, and
    /// nothing else to carry.
    public var outboxMessage: OutboxMessage {
        OutboxMessage(id: id, subject: itemID, madeAt: validatedAt, destination: server)
    }

    /// The validation an outbox kept as `message`.
    public init(_ message: OutboxMessage) {
        self.init(id: message.id, itemID: message.subject, validatedAt: message.madeAt, server: message.destination)
    }
}
