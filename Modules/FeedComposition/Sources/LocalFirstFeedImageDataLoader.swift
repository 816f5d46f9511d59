import FeedFeature
import Foundation

/// Image data as every app loads it: from the local image cache first; on a miss (or a local failure),
/// from remote, and what the remote delivers is saved to the cache for next time.
///
/// A failed cache save never fails the load. A cancelled load throws `CancellationError` and does
/// not fall back.
public struct LocalFirstFeedImageDataLoader: FeedImageDataLoader {
    private let local: any FeedImageDataLoader
    private let remote: any FeedImageDataLoader
    private let cache: any FeedImageDataCache

    public init(local: any FeedImageDataLoader, remote: any FeedImageDataLoader, cache: any FeedImageDataCache) {
        self.local = local
        self.remote = remote
        self.cache = cache
    }

    public func loadImageData(from url: URL) async throws -> Data {
        try await loadImageDataAndSource(from: url).data
    }

    /// The image data, and whether it came from the local cache (`true`) or from `url` itself, so
    /// that a caller does not name a server as the source of bytes it never sent.
    public func loadImageDataAndSource(from url: URL) async throws -> (data: Data, fromCache: Bool) {
        do {
            return (try await local.loadImageData(from: url), true)
        } catch {
            try Task.checkCancellation()
        }
        let data = try await remote.loadImageData(from: url)
        try? await cache.save(data, for: url)
        return (data, false)
    }
}
