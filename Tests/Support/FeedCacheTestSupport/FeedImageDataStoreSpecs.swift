import CommonTestSupport
import FeedCache
import Foundation
import SharedCacheTestSupport
import Testing

/// The `FeedImageDataStore` contract as checks that run against any implementation, each given a new,
/// empty store. Failures are reported at the caller's `sourceLocation`.
public enum FeedImageDataStoreSpecs {
    public static func assertRetrieveImageDataDeliversNotFoundOnEmptyStore(
        on sut: some FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expect(sut, toRetrieve: nil, for: anyURL(), sourceLocation: sourceLocation)
    }

    public static func assertRetrieveImageDataDeliversNotFoundForAnotherURL(
        on sut: some FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let url = URL(string: "https://a-url.com/image.png")!
        let anotherURL = URL(string: "https://another-url.com/image.png")!

        await insert(anyData(), for: url, into: sut, sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: nil, for: anotherURL, sourceLocation: sourceLocation)
    }

    public static func assertRetrieveImageDataDeliversFoundDataForMatchingURL(
        on sut: some FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let url = URL(string: "https://a-url.com/image.png?size=large&v=2")!
        let data = Data((0...255).map { UInt8($0) })

        await insert(data, for: url, into: sut, sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: data, for: url, sourceLocation: sourceLocation)
    }

    public static func assertRetrieveImageDataDeliversLastInsertedValue(
        on sut: some FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let url = anyURL()
        let last = Data("last".utf8)

        await insert(Data("first".utf8), for: url, into: sut, sourceLocation: sourceLocation)
        await insert(last, for: url, into: sut, sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: last, for: url, sourceLocation: sourceLocation)
    }

    /// Saving the feed again with more images (load more) keeps the data of the images it still has.
    public static func assertImageDataOfImagesStillInTheFeedSurvivesFeedReSave(
        on sut: some FeedStore & FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let feedStore = ResourceStoreSpecs(sut)
        let first = uniqueFeedCache()
        let data = [Data("first".utf8), Data("second".utf8)]
        await feedStore.insert(first, sourceLocation: sourceLocation)
        for (image, bytes) in zip(first.feed, data) {
            await insert(bytes, for: image.url, into: sut, sourceLocation: sourceLocation)
        }

        await feedStore.insert(
            CachedFeed(feed: first.feed + uniqueFeedCache().feed, timestamp: Date()), sourceLocation: sourceLocation)

        for (image, bytes) in zip(first.feed, data) {
            await expect(sut, toRetrieve: bytes, for: image.url, sourceLocation: sourceLocation)
        }
    }

    /// An image whose URL changed from one save to the next only in its host or port (a server on
    /// another port, a new CDN address) keeps its data, now under its new URL, and leaves no copy
    /// under the old one.
    public static func assertImageDataFollowsItsImageToANewURL(
        on sut: some FeedStore & FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let feedStore = ResourceStoreSpecs(sut)
        let first = uniqueFeedCache()
        let image = first.feed[0]
        let moved = LocalFeedImage(
            id: image.id, description: image.description, location: image.location,
            url: URL(string: "https://moved-\(image.id).com:8443")!)
        let data = anyData()
        await feedStore.insert(first, sourceLocation: sourceLocation)
        await insert(data, for: image.url, into: sut, sourceLocation: sourceLocation)

        await feedStore.insert(
            CachedFeed(feed: [moved] + first.feed.dropFirst(), timestamp: Date()), sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: data, for: moved.url, sourceLocation: sourceLocation)
        await expect(sut, toRetrieve: nil, for: image.url, sourceLocation: sourceLocation)
    }

    /// When an image's new URL has data of its own already, that data wins over the old URL's.
    public static func assertImageDataAlreadyStoredForTheNewURLIsKept(
        on sut: some FeedStore & FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let feedStore = ResourceStoreSpecs(sut)
        let first = uniqueFeedCache()
        let image = first.feed[0]
        let moved = LocalFeedImage(
            id: image.id, description: nil, location: nil, url: URL(string: "https://moved-\(image.id).com")!)
        let newer = Data("newer".utf8)
        await feedStore.insert(first, sourceLocation: sourceLocation)
        await insert(Data("older".utf8), for: image.url, into: sut, sourceLocation: sourceLocation)
        await insert(newer, for: moved.url, into: sut, sourceLocation: sourceLocation)

        await feedStore.insert(CachedFeed(feed: [moved], timestamp: Date()), sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: newer, for: moved.url, sourceLocation: sourceLocation)
        await expect(sut, toRetrieve: nil, for: image.url, sourceLocation: sourceLocation)
    }

    /// An image whose URL's path changed is a new version of it: its old data is dropped, not carried
    /// over, so that it is downloaded again.
    public static func assertImageDataIsNotCarriedOverToANewPath(
        on sut: some FeedStore & FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let feedStore = ResourceStoreSpecs(sut)
        let image = LocalFeedImage(
            id: UUID(), description: nil, location: nil, url: URL(string: "https://images.example/v1/a.png")!)
        let newVersion = LocalFeedImage(
            id: image.id, description: nil, location: nil, url: URL(string: "https://images.example/v2/a.png")!)
        await feedStore.insert(CachedFeed(feed: [image], timestamp: Date()), sourceLocation: sourceLocation)
        await insert(anyData(), for: image.url, into: sut, sourceLocation: sourceLocation)

        await feedStore.insert(CachedFeed(feed: [newVersion], timestamp: Date()), sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: nil, for: newVersion.url, sourceLocation: sourceLocation)
        await expect(sut, toRetrieve: nil, for: image.url, sourceLocation: sourceLocation)
    }

    /// Saving a feed drops the data of the images it no longer has, so the image data does not grow
    /// with every feed that was ever cached.
    public static func assertImageDataOfImagesNoLongerInTheFeedIsDroppedOnFeedSave(
        on sut: some FeedStore & FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let feedStore = ResourceStoreSpecs(sut)
        let first = uniqueFeedCache()
        let second = uniqueFeedCache()
        let kept = Data("kept".utf8)
        await feedStore.insert(first, sourceLocation: sourceLocation)
        await insert(anyData(), for: first.feed[0].url, into: sut, sourceLocation: sourceLocation)
        await insert(kept, for: second.feed[0].url, into: sut, sourceLocation: sourceLocation)

        await feedStore.insert(second, sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: nil, for: first.feed[0].url, sourceLocation: sourceLocation)
        await expect(sut, toRetrieve: kept, for: second.feed[0].url, sourceLocation: sourceLocation)
    }

    /// Deleting the feed (an expired cache) keeps the image data; the next save drops what its feed
    /// does not have.
    public static func assertImageDataSurvivesFeedDeletion(
        on sut: some FeedStore & FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let feedStore = ResourceStoreSpecs(sut)
        let cache = uniqueFeedCache()
        let url = cache.feed[0].url
        let data = anyData()
        await feedStore.insert(cache, sourceLocation: sourceLocation)
        await insert(data, for: url, into: sut, sourceLocation: sourceLocation)

        await feedStore.deleteCache(sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: data, for: url, sourceLocation: sourceLocation)
    }
}

extension FeedImageDataStoreSpecs {
    /// Checks that `sut` retrieves `expected` for `url`; an error is recorded as an issue.
    public static func expect(
        _ sut: some FeedImageDataStore,
        toRetrieve expected: Data?,
        for url: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do {
            let retrieved = try await sut.retrieve(dataForURL: url)
            #expect(retrieved == expected, sourceLocation: sourceLocation)
        } catch {
            Issue.record(error, "Expected to retrieve data for \(url)", sourceLocation: sourceLocation)
        }
    }

    /// Inserts `data` for `url` into `sut`; an error is recorded as an issue.
    public static func insert(
        _ data: Data,
        for url: URL,
        into sut: some FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do {
            try await sut.insert(data, for: url)
        } catch {
            Issue.record(error, "Expected to insert data for \(url)", sourceLocation: sourceLocation)
        }
    }
}

extension FeedImageDataStoreSpecs {
    /// Every check of the contract, so that an implementation's suite runs them all in one
    /// parameterized test, each on a new, empty store:
    ///
    ///     @Test(arguments: FeedImageDataStoreSpecs.Check.allCases)
    ///     func contract(_ check: FeedImageDataStoreSpecs.Check) async {
    ///         await check.run(on: makeSUT())
    ///     }
    public enum Check: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case retrieveImageDataDeliversNotFoundOnEmptyStore
        case retrieveImageDataDeliversNotFoundForAnotherURL
        case retrieveImageDataDeliversFoundDataForMatchingURL
        case retrieveImageDataDeliversLastInsertedValue
        case imageDataOfImagesStillInTheFeedSurvivesFeedReSave
        case imageDataFollowsItsImageToANewURL
        case imageDataAlreadyStoredForTheNewURLIsKept
        case imageDataIsNotCarriedOverToANewPath
        case imageDataOfImagesNoLongerInTheFeedIsDroppedOnFeedSave
        case imageDataSurvivesFeedDeletion

        public var testDescription: String { rawValue }

        public func run(on sut: some FeedStore & FeedImageDataStore, sourceLocation: SourceLocation = #_sourceLocation)
            async
        {
            switch self {
            case .retrieveImageDataDeliversNotFoundOnEmptyStore:
                await FeedImageDataStoreSpecs.assertRetrieveImageDataDeliversNotFoundOnEmptyStore(
                    on: sut, sourceLocation: sourceLocation)
            case .retrieveImageDataDeliversNotFoundForAnotherURL:
                await FeedImageDataStoreSpecs.assertRetrieveImageDataDeliversNotFoundForAnotherURL(
                    on: sut, sourceLocation: sourceLocation)
            case .retrieveImageDataDeliversFoundDataForMatchingURL:
                await FeedImageDataStoreSpecs.assertRetrieveImageDataDeliversFoundDataForMatchingURL(
                    on: sut, sourceLocation: sourceLocation)
            case .retrieveImageDataDeliversLastInsertedValue:
                await FeedImageDataStoreSpecs.assertRetrieveImageDataDeliversLastInsertedValue(
                    on: sut, sourceLocation: sourceLocation)
            case .imageDataOfImagesStillInTheFeedSurvivesFeedReSave:
                await FeedImageDataStoreSpecs.assertImageDataOfImagesStillInTheFeedSurvivesFeedReSave(
                    on: sut, sourceLocation: sourceLocation)
            case .imageDataFollowsItsImageToANewURL:
                await FeedImageDataStoreSpecs.assertImageDataFollowsItsImageToANewURL(
                    on: sut, sourceLocation: sourceLocation)
            case .imageDataAlreadyStoredForTheNewURLIsKept:
                await FeedImageDataStoreSpecs.assertImageDataAlreadyStoredForTheNewURLIsKept(
                    on: sut, sourceLocation: sourceLocation)
            case .imageDataIsNotCarriedOverToANewPath:
                await FeedImageDataStoreSpecs.assertImageDataIsNotCarriedOverToANewPath(
                    on: sut, sourceLocation: sourceLocation)
            case .imageDataOfImagesNoLongerInTheFeedIsDroppedOnFeedSave:
                await FeedImageDataStoreSpecs.assertImageDataOfImagesNoLongerInTheFeedIsDroppedOnFeedSave(
                    on: sut, sourceLocation: sourceLocation)
            case .imageDataSurvivesFeedDeletion:
                await FeedImageDataStoreSpecs.assertImageDataSurvivesFeedDeletion(
                    on: sut, sourceLocation: sourceLocation)
            }
        }
    }
}
