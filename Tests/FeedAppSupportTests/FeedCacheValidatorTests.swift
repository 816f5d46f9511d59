import FeedAppSupport
import FeedCache
import Foundation
import Synchronization
import Testing

@Suite struct FeedCacheValidatorTests {
    private let now = Date(timeIntervalSince1970: 1_716_206_400)
    private let image = LocalFeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a.url")!)

    @Test func reportsAnEmptyCache() async throws {
        let store = StoreSpy(cache: nil)
        #expect(try await makeSUT(store).validate() == .empty)
    }

    @Test func keepsAFreshCache() async throws {
        let store = StoreSpy(cache: CachedFeed(feed: [image], timestamp: now.addingTimeInterval(-6 * 86_400)))
        #expect(try await makeSUT(store).validate() == .kept)
        #expect(store.cache != nil)
    }

    @Test func deletesAnExpiredCache() async throws {
        let store = StoreSpy(cache: CachedFeed(feed: [image], timestamp: now.addingTimeInterval(-7 * 86_400)))
        #expect(try await makeSUT(store).validate() == .deleted)
        #expect(store.cache == nil)
    }

    @Test func deletesAnUnreadableCache() async throws {
        let store = StoreSpy(cache: nil, failsToRetrieve: true)
        #expect(try await makeSUT(store).validate() == .deleted)
    }

    private func makeSUT(_ store: StoreSpy) -> FeedCacheValidator {
        let now = now
        return FeedCacheValidator(loader: LocalFeedLoader(store: store, currentDate: { now }), store: store)
    }
}

private final class StoreSpy: FeedStore {
    private struct State {
        var cache: CachedFeed?
        var failsToRetrieve: Bool
    }

    private let state: Mutex<State>

    init(cache: CachedFeed?, failsToRetrieve: Bool = false) {
        state = Mutex(State(cache: cache, failsToRetrieve: failsToRetrieve))
    }

    var cache: CachedFeed? { state.withLock { $0.cache } }

    func deleteCachedFeed() async throws {
        state.withLock {
            $0.cache = nil
            $0.failsToRetrieve = false
        }
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        state.withLock { $0.cache = CachedFeed(feed: feed, timestamp: timestamp) }
    }

    func retrieve() async throws -> CachedFeed? {
        try state.withLock {
            if $0.failsToRetrieve { throw CocoaError(.fileReadCorruptFile) }
            return $0.cache
        }
    }
}
