import CommonTestSupport
import FeedCache
import FeedCacheTestSupport
import FeedFeature
import Foundation
import SharedCacheTestSupport
import Testing

@Suite struct LoadFeedFromCacheUseCaseTests {
    @Test func initDoesNotMessageStore() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func loadRequestsCacheRetrieval() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func loadFailsOnRetrievalError() async {
        let retrievalError = anyNSError()
        let (sut, store) = makeSUT()
        store.completeRetrieval(with: retrievalError)

        await #expect(throws: retrievalError) { try await sut.load() }
    }

    @Test func loadDeliversNoImagesOnEmptyCache() async throws {
        let (sut, store) = makeSUT()
        store.completeRetrievalWithEmptyCache()

        #expect(try await sut.load().isEmpty)
    }

    @Test func loadDeliversCachedImagesOnNonExpiredCache() async throws {
        let feed = uniqueImageFeed()
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: feed.local, timestamp: now.minusFeedCacheMaxAge().adding(seconds: 1))

        #expect(try await sut.load() == feed.models)
    }

    @Test func loadDeliversNoImagesOnCacheExpiration() async throws {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge())

        #expect(try await sut.load().isEmpty)
    }

    @Test func loadDeliversNoImagesOnExpiredCache() async throws {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        store.completeRetrieval(
            with: uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge().adding(seconds: -1))

        #expect(try await sut.load().isEmpty)
    }

    @Test(arguments: [
        CacheAge.empty, .nonExpired, .expiring, .expired, .unreadable, .unavailable,
    ])
    func loadHasNoSideEffects(on age: CacheAge) async {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        age.stub(store, now: now)

        _ = try? await sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    // MARK: - Helpers

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        return (LocalFeedLoader(store: store, currentDate: currentDate), store)
    }
}
