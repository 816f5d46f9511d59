import Foundation

/// A validation the sample backend recorded: once per idempotency key, in the order first received.
public struct RecordedValidation: Sendable, Hashable, Codable {
    /// The `Idempotency-Key` it came with.
    public let key: UUID
    public let itemID: UUID
    /// `validatedAt` as the client sent it.
    public let validatedAt: String

    public init(key: UUID, itemID: UUID, validatedAt: String) {
        self.key = key
        self.itemID = itemID
        self.validatedAt = validatedAt
    }
}
