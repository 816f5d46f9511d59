import CommonTestSupport
import FeedCache
import FeedCacheTestSupport
import FeedFeature
import Foundation
import SharedCacheTestSupport
import Testing

@Suite struct CacheFeedUseCaseTests {
    @Test func initDoesNotMessageStore() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func saveRequestsCacheDeletion() async throws {
        let (sut, store) = makeSUT()

        try await sut.save(uniqueImageFeed().models)

        #expect(store.receivedMessages.first == .deleteCache)
    }

    @Test func saveDoesNotRequestInsertionOnDeletionError() async {
        let (sut, store) = makeSUT()
        store.completeDeletion(with: anyNSError())

        await #expect(throws: NSError.self) { try await sut.save(uniqueImageFeed().models) }

        #expect(store.receivedMessages == [.deleteCache])
    }

    @Test func saveRequestsInsertionWithTimestampOnSuccessfulDeletion() async throws {
        let timestamp = Date()
        let feed = uniqueImageFeed()
        let (sut, store) = makeSUT(currentDate: { timestamp })

        try await sut.save(feed.models)

        #expect(store.receivedMessages == [.deleteCache, .insert(feed.local, timestamp)])
    }

    @Test func saveFailsOnDeletionError() async {
        let deletionError = anyNSError()
        let (sut, store) = makeSUT()
        store.completeDeletion(with: deletionError)

        await #expect(throws: deletionError) { try await sut.save(uniqueImageFeed().models) }
    }

    @Test func saveFailsOnInsertionError() async {
        let insertionError = NSError(domain: "insertion", code: 1)
        let (sut, store) = makeSUT()
        store.completeInsertion(with: insertionError)

        await #expect(throws: insertionError) { try await sut.save(uniqueImageFeed().models) }
    }

    @Test func saveSucceedsOnSuccessfulInsertion() async throws {
        let (sut, _) = makeSUT()

        await #expect(throws: Never.self) { try await sut.save(uniqueImageFeed().models) }
    }

    // MARK: - Helpers

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        return (LocalFeedLoader(store: store, currentDate: currentDate), store)
    }
}
