import Foundation
import SharedAPI

/// Load Photos From Remote: one page of the list of photos from an API at `baseURL`.
public struct RemotePhotosLoader: Sendable {
    private let baseURL: URL
    private let loader: RemoteLoader<[Photo]>

    public init(baseURL: URL, client: any HTTPClient) {
        self.baseURL = baseURL
        self.loader = RemoteLoader(client: client, mapper: PhotosMapper.map)
    }

    /// - Throws: `RemoteLoader<[Photo]>.Error.connectivity` or `.invalidData`; `CancellationError` when
    ///   the calling task is cancelled.
    public func load(page: Int, perPage: Int) async throws -> [Photo] {
        try await loader.load(from: PhotosEndpoint.get(page: page, perPage: perPage).url(baseURL: baseURL))
    }
}
