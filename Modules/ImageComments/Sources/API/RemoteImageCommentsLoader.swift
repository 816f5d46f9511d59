import Foundation
import SharedAPI

/// Load Image Comments From Remote from an API at `baseURL`. Comments are never cached.
public struct RemoteImageCommentsLoader: Sendable {
    private let baseURL: URL
    private let loader: RemoteLoader<[ImageComment]>

    public init(baseURL: URL, client: any HTTPClient) {
        self.baseURL = baseURL
        self.loader = RemoteLoader(client: client, mapper: ImageCommentsMapper.map)
    }

    /// - Throws: `RemoteLoader<[ImageComment]>.Error.connectivity` or `.invalidData`; `.notFound` when
    ///   the API has no image `imageID`.
    public func loadComments(forImageWithID imageID: UUID) async throws -> [ImageComment] {
        try await loader.load(from: ImageCommentsEndpoint.get(imageID: imageID).url(baseURL: baseURL))
    }
}
