import CommonTestSupport
import FeedCache
import FeedCacheTestSupport
import Foundation
import SharedCacheTestSupport
import Testing

@Suite struct CacheFeedImageDataUseCaseTests {
    @Test func saveRequestsInsertionOfDataForURL() async throws {
        let url = anyURL()
        let data = anyData()
        let (sut, store) = makeSUT()

        try await sut.save(data, for: url)

        #expect(store.receivedMessages == [.insert(data, url)])
    }

    @Test func saveFailsOnStoreInsertionError() async {
        let (sut, store) = makeSUT()
        store.completeInsertion(with: anyNSError())

        await #expect(throws: LocalFeedImageDataLoader.SaveError.failed) {
            try await sut.save(anyData(), for: anyURL())
        }
    }

    @Test func saveSucceedsOnSuccessfulStoreInsertion() async throws {
        let (sut, store) = makeSUT()

        try await sut.save(anyData(), for: anyURL())

        #expect(store.receivedMessages.count == 1)
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: LocalFeedImageDataLoader, store: FeedImageDataStoreSpy) {
        let store = FeedImageDataStoreSpy()
        return (LocalFeedImageDataLoader(store: store), store)
    }
}
