import FeedFeature
import Foundation
import SharedAPI

/// Load Feed From Remote, page by page, from a feed API at `baseURL`.
public struct RemoteFeedLoader: FeedPageLoader, FeedLoader {
    private let baseURL: URL
    private let loader: RemoteLoader<[FeedImage]>

    public init(baseURL: URL, client: any HTTPClient) {
        self.baseURL = baseURL
        self.loader = RemoteLoader(client: client, mapper: FeedItemsMapper.map)
    }

    /// - Throws: `RemoteLoader<[FeedImage]>.Error.connectivity` or `.invalidData`.
    public func loadPage(after lastImage: FeedImage?) async throws -> [FeedImage] {
        try await loader.load(from: FeedEndpoint.get(after: lastImage).url(baseURL: baseURL))
    }

    /// The first page.
    public func load() async throws -> [FeedImage] {
        try await loadPage(after: nil)
    }
}
