import CommonTestSupport
import FeedCache
import FeedCacheTestSupport
import FeedFeature
import Foundation
import SharedCache
import Testing

/// FeedCache's use cases on the persistent stores, each operation on a new store instance over the same
/// files, as on successive launches of an app.
@Suite final class FeedCacheIntegrationTests {
    private let directory = TemporaryDirectory()

    // MARK: - LocalFeedLoader

    @Test(arguments: PersistentStoreKind.allCases)
    func loadDeliversNoItemsOnEmptyCache(store: PersistentStoreKind) async throws {
        let feed = try await makeFeedLoader(store).load()

        #expect(feed.isEmpty)
    }

    @Test(arguments: PersistentStoreKind.allCases)
    func loadDeliversItemsSavedOnASeparateInstance(store: PersistentStoreKind) async throws {
        let feed = uniqueImageFeed().models

        try await makeFeedLoader(store).save(feed)

        #expect(try await makeFeedLoader(store).load() == feed)
    }

    @Test(arguments: PersistentStoreKind.allCases)
    func saveOverridesItemsSavedOnASeparateInstance(store: PersistentStoreKind) async throws {
        let latestFeed = uniqueImageFeed().models

        try await makeFeedLoader(store).save(uniqueImageFeed().models)
        try await makeFeedLoader(store).save(latestFeed)

        #expect(try await makeFeedLoader(store).load() == latestFeed)
    }

    @Test(arguments: PersistentStoreKind.allCases)
    func validateCacheDoesNotDeleteARecentlySavedFeed(store: PersistentStoreKind) async throws {
        let feed = uniqueImageFeed().models
        try await makeFeedLoader(store).save(feed)

        try await makeFeedLoader(store).validateCache()

        #expect(try await makeFeedLoader(store).load() == feed)
    }

    @Test(arguments: PersistentStoreKind.allCases)
    func validateCacheDeletesAFeedSavedInADistantPast(store: PersistentStoreKind) async throws {
        let now = Date()
        try await makeFeedLoader(store, currentDate: now.minusFeedCacheMaxAge()).save(
            uniqueImageFeed().models)

        try await makeFeedLoader(store, currentDate: now).validateCache()

        let stored = try await store.makeStore(in: directory.url).retrieve()
        #expect(stored == nil)
    }

    @Test(arguments: PersistentStoreKind.allCases)
    func loadDeliversNoItemsOnceTheCacheIsSevenDaysOld(store: PersistentStoreKind) async throws {
        let now = Date()
        try await makeFeedLoader(store, currentDate: now.minusFeedCacheMaxAge()).save(
            uniqueImageFeed().models)

        #expect(try await makeFeedLoader(store, currentDate: now).load().isEmpty)
    }

    // MARK: - LocalFeedImageDataLoader

    @Test(arguments: PersistentStoreKind.allCases)
    func loadImageDataDeliversDataSavedOnASeparateInstance(store: PersistentStoreKind) async throws {
        let image = uniqueImage()
        let data = anyData()
        try await makeFeedLoader(store).save([image])

        try await makeImageDataLoader(store).save(data, for: image.url)

        #expect(try await makeImageDataLoader(store).loadImageData(from: image.url) == data)
    }

    @Test(arguments: PersistentStoreKind.allCases)
    func saveImageDataOverridesDataSavedOnASeparateInstance(store: PersistentStoreKind) async throws {
        let url = uniqueImage().url
        let lastData = Data("last".utf8)

        try await makeImageDataLoader(store).save(Data("first".utf8), for: url)
        try await makeImageDataLoader(store).save(lastData, for: url)

        #expect(try await makeImageDataLoader(store).loadImageData(from: url) == lastData)
    }

    @Test(arguments: PersistentStoreKind.allCases)
    func imageDataSurvivesSavingTheFeedAgainOnASeparateInstance(store: PersistentStoreKind)
        async throws
    {
        let feed = uniqueImageFeed().models
        let data = anyData()
        try await makeFeedLoader(store).save(feed)
        try await makeImageDataLoader(store).save(data, for: feed[0].url)

        try await makeFeedLoader(store).save(feed + [uniqueImage()])

        #expect(try await makeImageDataLoader(store).loadImageData(from: feed[0].url) == data)
    }

    @Test(arguments: PersistentStoreKind.allCases)
    func loadImageDataDeliversNotFoundForAURLNeverSaved(store: PersistentStoreKind) async throws {
        await #expect(throws: LocalFeedImageDataLoader.LoadError.notFound) {
            try await self.makeImageDataLoader(store).loadImageData(from: anyURL())
        }
    }

    // MARK: - Helpers

    private func makeFeedLoader(_ store: PersistentStoreKind, currentDate: Date = Date())
        -> LocalFeedLoader
    {
        LocalFeedLoader(store: store.makeStore(in: directory.url), currentDate: { currentDate })
    }

    private func makeImageDataLoader(_ store: PersistentStoreKind) -> LocalFeedImageDataLoader {
        LocalFeedImageDataLoader(store: store.makeStore(in: directory.url))
    }
}
