import FeedCache
import FeedCacheTestSupport
import Testing

@Suite struct InMemoryFeedStoreTests {
    // MARK: - FeedStore

    @Test(arguments: FeedStoreSpecs.Check.allCases)
    func feedStoreContract(_ check: FeedStoreSpecs.Check) async {
        await check.run(on: makeSUT())
    }

    // MARK: - FeedImageDataStore

    @Test(arguments: FeedImageDataStoreSpecs.Check.allCases)
    func feedImageDataStoreContract(_ check: FeedImageDataStoreSpecs.Check) async {
        await check.run(on: makeSUT())
    }

    // MARK: - Helpers

    private func makeSUT() -> InMemoryFeedStore {
        InMemoryFeedStore()
    }
}
