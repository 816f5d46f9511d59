import FeedFeature
import Synchronization

/// A feed cache double: loads a stubbed feed and records every feed it is asked to save.
final class FeedCacheSpy: FeedLoader, FeedCache {
    private struct State {
        var loadResult: Result<[FeedImage], any Error>
        var saveError: (any Error)?
        var savedFeeds: [[FeedImage]] = []
    }

    private let state: Mutex<State>

    init(cached: [FeedImage] = [], saveError: (any Error)? = nil) {
        state = Mutex(State(loadResult: .success(cached), saveError: saveError))
    }

    init(loadError: any Error) {
        state = Mutex(State(loadResult: .failure(loadError)))
    }

    var savedFeeds: [[FeedImage]] { state.withLock { $0.savedFeeds } }

    func load() async throws -> [FeedImage] {
        try state.withLock { $0.loadResult }.get()
    }

    func save(_ feed: [FeedImage]) async throws {
        try state.withLock {
            $0.savedFeeds.append(feed)
            if let error = $0.saveError { throw error }
        }
    }
}
