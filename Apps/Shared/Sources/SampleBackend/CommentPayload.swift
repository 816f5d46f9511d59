import Foundation

/// One image comment on the wire.
struct CommentPayload: Encodable {
    struct Author: Encodable {
        let username: String
    }

    let id: UUID
    let message: String
    let createdAt: String
    let author: Author

    enum CodingKeys: String, CodingKey {
        case id, message, author
        case createdAt = "created_at"
    }
}
