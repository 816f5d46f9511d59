import FeedFeature
import Foundation
import SharedAPI

/// Load Feed Image Data From Remote: the bytes at an image's URL, validated by `ImageDataMapper`.
public struct RemoteFeedImageDataLoader: FeedImageDataLoader {
    private let loader: RemoteLoader<Data>

    public init(client: any HTTPClient) {
        self.loader = RemoteLoader(client: client, mapper: ImageDataMapper.map)
    }

    /// - Throws: `RemoteLoader<Data>.Error.connectivity` or `.invalidData`; `CancellationError` when
    ///   the calling task is cancelled.
    public func loadImageData(from url: URL) async throws -> Data {
        try await loader.load(from: url)
    }
}
