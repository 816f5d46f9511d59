import CommonTestSupport
import FeedCache
import FeedCacheTestSupport
import Foundation
import SharedCache
import SharedCacheTestSupport
import Testing

@Suite struct ValidateFeedCacheUseCaseTests {
    @Test func initDoesNotMessageStore() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test(arguments: [CacheAge.unreadable, .expiring, .expired])
    func validateCacheDeletesCache(when age: CacheAge) async throws {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        age.stub(store, now: now)

        let outcome = try await sut.validateCache()

        let deletion = age.timestamp(now: now).map { FeedStoreSpy.Message.deleteCacheIfSavedAt($0) } ?? .deleteCache
        #expect(store.receivedMessages == [.retrieve, deletion])
        #expect(outcome == .deleted)
    }

    @Test(arguments: [(CacheAge.empty, CacheValidationOutcome.empty), (.nonExpired, .kept)])
    func validateCacheDoesNotDeleteCache(when age: CacheAge, reports outcome: CacheValidationOutcome) async throws {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        age.stub(store, now: now)

        let reported = try await sut.validateCache()

        #expect(store.receivedMessages == [.retrieve])
        #expect(reported == outcome)
    }

    /// Scenario 5's limit: a store that is locked or busy for now keeps its cache, and the validation
    /// fails with the retrieval error.
    @Test func validateCacheKeepsTheCacheWhenTheStoreIsUnavailableForNow() async {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        CacheAge.unavailable.stub(store, now: now)

        await #expect(throws: anyNSError()) { try await sut.validateCache() }
        #expect(store.receivedMessages == [.retrieve])
    }

    @Test(arguments: [CacheAge.unreadable, .expired])
    func validateCacheFailsOnDeletionError(when age: CacheAge) async {
        let deletionError = NSError(domain: "deletion", code: 1)
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        age.stub(store, now: now)
        store.completeDeletion(with: deletionError)

        await #expect(throws: deletionError) { try await sut.validateCache() }
    }

    // MARK: - Helpers

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        return (LocalFeedLoader(store: store, currentDate: currentDate), store)
    }
}
