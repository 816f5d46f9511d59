import Foundation
import SharedAPI

/// Validates and maps an image comments response: any 2xx status and the `{"items": [...]}` contract,
/// with ISO 8601 dates in either offset form (`+0000` or `+00:00`). A 404 is the API's answer for an
/// image it does not have (`NotFound` in `docs/api/openapi.yaml`): `RemoteLoadError.notFound`, which
/// an app tells apart from a server it could not reach.
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

    /// The comments of a 2xx response whose body matches the contract.
    /// - Throws: `RemoteLoadError.notFound` for a 404 (no such image), `Error.invalidData` for any
    ///   other response.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [ImageComment] {
        guard !response.isNotFound else { throw RemoteLoadError.notFound }
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
