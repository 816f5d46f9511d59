import Foundation

/// "I have done this requirement": one validation of an item, at a moment, for one server. Its `id` is
/// the idempotency key sent with it on every attempt, so the server records it once however often it
/// is sent.
public struct RequirementValidation: Hashable, Sendable, Codable {
    /// The idempotency key: one per validation, the same on every retry.
    public let id: UUID
    public let itemID: UUID
    public let validatedAt: Date
    /// The server it was made for (see ``ValidationOutbox``), which alone may receive it, as its
    /// ``ServerIdentity`` (no credentials); `nil` for a validation saved before outboxes recorded their
    /// server, sent to whichever server delivers next.
    public let server: String?

    /// - Parameter server: the server's address in any spelling; it is kept as its ``ServerIdentity``.
    public init(id: UUID, itemID: UUID, validatedAt: Date, server: String? = nil) {
        self.id = id
        self.itemID = itemID
        self.validatedAt = validatedAt
        self.server = server.map(ServerIdentity.of)
    }

    private enum CodingKeys: String, CodingKey {
        case id, itemID, validatedAt, server
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(UUID.self, forKey: .id), itemID: try container.decode(UUID.self, forKey: .itemID),
            validatedAt: try container.decode(Date.self, forKey: .validatedAt),
            server: try container.decodeIfPresent(String.self, forKey: .server))
    }

    /// Whether it may be delivered to `server` (any spelling of its address).
    public func isFor(_ server: String) -> Bool {
        self.server.map { $0 == ServerIdentity.of(server) } ?? true
    }
}
