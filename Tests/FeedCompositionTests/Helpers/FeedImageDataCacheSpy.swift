import FeedFeature
import Foundation
import Synchronization

/// A `FeedImageDataCache` double that records what it is asked to save and may fail.
final class FeedImageDataCacheSpy: FeedImageDataCache {
    struct Saved: Equatable {
        let data: Data
        let url: URL
    }

    private let saveError: (any Error)?
    private let saves = Mutex<[Saved]>([])

    init(saveError: (any Error)? = nil) {
        self.saveError = saveError
    }

    var saved: [Saved] { saves.withLock { $0 } }

    func save(_ data: Data, for url: URL) async throws {
        saves.withLock { $0.append(Saved(data: data, url: url)) }
        if let saveError { throw saveError }
    }
}
