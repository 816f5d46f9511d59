import FeedCache
import FeedCacheTestSupport
import SharedCacheTestSupport
import Testing

@Suite struct InMemoryFeedStoreTests {
    // MARK: - FeedStore

    @Test(arguments: ResourceStoreCheck.allCases)
    func feedStoreContract(_ check: ResourceStoreCheck) async {
        await ResourceStoreSpecs(makeSUT()).run(check)
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
