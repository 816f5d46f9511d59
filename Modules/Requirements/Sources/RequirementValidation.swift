import Foundation

/// "I have done this requirement": one validation of an item, at a moment, for one server. Its `id` is
/// the idempotency key sent with it on every attempt, so the server records it once however often it
/// is sent.
public struct RequirementValidation: Hashable, Sendable, Codable {
    /// The idempotency key: one per validation, the same on every retry.
    public let id: UUID
    public let itemID: UUID
    public let validatedAt: Date
    /// The server it was made for (see ``ValidationOutbox``), which alone may receive it; `nil` for a
    /// validation saved before outboxes recorded their server, sent to whichever server delivers next.
    public let server: String?

    public init(id: UUID, itemID: UUID, validatedAt: Date, server: String? = nil) {
        self.id = id
        self.itemID = itemID
        self.validatedAt = validatedAt
        self.server = server
    }

    /// Whether it may be delivered to `server`.
    public func isFor(_ server: String) -> Bool {
        self.server.map { $0 == server } ?? true
    }
}
