import FeedCache
import FeedCacheTestSupport
import Testing

@Suite struct InMemoryFeedStoreTests {
    // MARK: - FeedStore

    @Test func retrieveDeliversEmptyOnEmptyCache() async {
        await FeedStoreSpecs.assertRetrieveDeliversEmptyOnEmptyCache(on: makeSUT())
    }

    @Test func retrieveHasNoSideEffectsOnEmptyCache() async {
        await FeedStoreSpecs.assertRetrieveHasNoSideEffectsOnEmptyCache(on: makeSUT())
    }

    @Test func retrieveDeliversFoundValuesOnNonEmptyCache() async {
        await FeedStoreSpecs.assertRetrieveDeliversFoundValuesOnNonEmptyCache(on: makeSUT())
    }

    @Test func retrieveHasNoSideEffectsOnNonEmptyCache() async {
        await FeedStoreSpecs.assertRetrieveHasNoSideEffectsOnNonEmptyCache(on: makeSUT())
    }

    @Test func insertDeliversNoErrorOnEmptyCache() async {
        await FeedStoreSpecs.assertInsertDeliversNoErrorOnEmptyCache(on: makeSUT())
    }

    @Test func insertDeliversNoErrorOnNonEmptyCache() async {
        await FeedStoreSpecs.assertInsertDeliversNoErrorOnNonEmptyCache(on: makeSUT())
    }

    @Test func insertOverridesPreviouslyInsertedCacheValues() async {
        await FeedStoreSpecs.assertInsertOverridesPreviouslyInsertedCacheValues(on: makeSUT())
    }

    @Test func deleteDeliversNoErrorOnEmptyCache() async {
        await FeedStoreSpecs.assertDeleteDeliversNoErrorOnEmptyCache(on: makeSUT())
    }

    @Test func deleteHasNoSideEffectsOnEmptyCache() async {
        await FeedStoreSpecs.assertDeleteHasNoSideEffectsOnEmptyCache(on: makeSUT())
    }

    @Test func deleteDeliversNoErrorOnNonEmptyCache() async {
        await FeedStoreSpecs.assertDeleteDeliversNoErrorOnNonEmptyCache(on: makeSUT())
    }

    @Test func deleteEmptiesPreviouslyInsertedCache() async {
        await FeedStoreSpecs.assertDeleteEmptiesPreviouslyInsertedCache(on: makeSUT())
    }

    // MARK: - FeedImageDataStore

    @Test func retrieveImageDataDeliversNotFoundOnEmptyStore() async {
        await FeedImageDataStoreSpecs.assertRetrieveImageDataDeliversNotFoundOnEmptyStore(on: makeSUT())
    }

    @Test func retrieveImageDataDeliversNotFoundForAnotherURL() async {
        await FeedImageDataStoreSpecs.assertRetrieveImageDataDeliversNotFoundForAnotherURL(
            on: makeSUT())
    }

    @Test func retrieveImageDataDeliversFoundDataForMatchingURL() async {
        await FeedImageDataStoreSpecs.assertRetrieveImageDataDeliversFoundDataForMatchingURL(
            on: makeSUT())
    }

    @Test func retrieveImageDataDeliversLastInsertedValue() async {
        await FeedImageDataStoreSpecs.assertRetrieveImageDataDeliversLastInsertedValue(on: makeSUT())
    }

    @Test func imageDataSurvivesFeedReSave() async {
        await FeedImageDataStoreSpecs.assertImageDataSurvivesFeedReSave(on: makeSUT())
    }

    @Test func imageDataSurvivesFeedDeletion() async {
        await FeedImageDataStoreSpecs.assertImageDataSurvivesFeedDeletion(on: makeSUT())
    }

    // MARK: - Helpers

    private func makeSUT() -> InMemoryFeedStore {
        InMemoryFeedStore()
    }
}
