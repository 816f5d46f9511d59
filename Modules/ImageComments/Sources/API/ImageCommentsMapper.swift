import Foundation
import SharedAPI

/// Validates and maps an image comments response: any 2xx status and the `{"items": [...]}` contract,
/// with ISO 8601 dates in either offset form (`+0000` or `+00:00`).
public enum ImageCommentsMapper {
    public enum Error: Swift.Error, Equatable, Sendable {
        case invalidData
    }

    private struct Root: Decodable {
        let items: [RemoteComment]
    }

    private struct RemoteComment: Decodable {
        let id: UUID
        let message: String
        let createdAt: Date
        let author: Author

        private enum CodingKeys: String, CodingKey {
            case id, message, author
            case createdAt = "created_at"
        }
    }

    private struct Author: Decodable {
        let username: String
    }

    public static func map(_ data: Data, from response: HTTPResponse) throws -> [ImageComment] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard response.isSuccessful, let root = try? decoder.decode(Root.self, from: data) else {
            throw Error.invalidData
        }
        return root.items.map {
            ImageComment(id: $0.id, message: $0.message, createdAt: $0.createdAt, username: $0.author.username)
        }
    }
}
