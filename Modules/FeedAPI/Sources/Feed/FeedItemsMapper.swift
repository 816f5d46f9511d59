import FeedFeature
import Foundation
import SharedAPI

/// Validates and maps a feed page response: status 200 and the `{"items": [...]}` contract, each image
/// URL an `http` or `https` one (a feed that lists any other is invalid data).
public enum FeedItemsMapper {
    public enum Error: Swift.Error, Equatable, Sendable {
        case invalidData
    }

    private struct Root: Decodable {
        let items: [RemoteFeedItem]
    }

    private struct RemoteFeedItem: Decodable {
        let id: UUID
        let description: String?
        let location: String?
        let image: WebURL
    }

    /// The feed images of a 200 response whose body matches the contract.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> [FeedImage] {
        guard response.isOK, let root = try? JSONDecoder().decode(Root.self, from: data) else {
            throw Error.invalidData
        }
        return root.items.map {
            FeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.image.url)
        }
    }
}
