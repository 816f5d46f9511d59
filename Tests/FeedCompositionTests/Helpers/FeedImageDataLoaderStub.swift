import FeedFeature
import Foundation
import Synchronization

/// A `FeedImageDataLoader` double: answers with a stubbed result and records requested URLs.
final class FeedImageDataLoaderStub: FeedImageDataLoader {
    private let result: @Sendable () async throws -> Data
    private let requests = Mutex<[URL]>([])

    init(result: @escaping @Sendable () async throws -> Data) {
        self.result = result
    }

    var requestedURLs: [URL] { requests.withLock { $0 } }

    func loadImageData(from url: URL) async throws -> Data {
        requests.withLock { $0.append(url) }
        return try await result()
    }
}
