import Foundation

/// "I have done this requirement": one validation of an item, at a moment. Its `id` is the idempotency
/// key sent with it on every attempt, so the server records it once however often it is sent.
public struct RequirementValidation: Hashable, Sendable, Codable {
    /// The idempotency key: one per validation, the same on every retry.
    public let id: UUID
    public let itemID: UUID
    public let validatedAt: Date

    public init(id: UUID, itemID: UUID, validatedAt: Date) {
        self.id = id
        self.itemID = itemID
        self.validatedAt = validatedAt
    }
}
