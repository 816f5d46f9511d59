import Foundation
import SharedAPI

/// Load Photo Data From Remote: the bytes at one of a photo's URLs. Photo bytes are never cached.
public struct RemotePhotoDataLoader: Sendable {
    private let loader: RemoteLoader<Data>

    public init(client: any HTTPClient) {
        self.loader = RemoteLoader(client: client, mapper: ImageDataMapper.map)
    }

    /// - Throws: `RemoteLoader<Data>.Error.connectivity` or `.invalidData`; `CancellationError` when the
    ///   calling task is cancelled.
    public func loadData(from url: URL) async throws -> Data {
        try await loader.load(from: url)
    }
}
