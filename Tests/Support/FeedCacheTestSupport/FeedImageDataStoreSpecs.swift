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

    /// Image data is a URL-keyed cache of its own: saving the feed again keeps it.
    public static func assertImageDataSurvivesFeedReSave(
        on sut: some FeedStore & FeedImageDataStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let feedStore = ResourceStoreSpecs(sut)
        let first = uniqueFeedCache()
        let url = first.feed[0].url
        let data = anyData()
        await feedStore.insert(first, sourceLocation: sourceLocation)
        await insert(data, for: url, into: sut, sourceLocation: sourceLocation)

        await feedStore.insert(uniqueFeedCache(), sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: data, for: url, sourceLocation: sourceLocation)
    }

    /// Image data is a URL-keyed cache of its own: deleting the feed keeps it.
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
        case imageDataSurvivesFeedReSave
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
            case .imageDataSurvivesFeedReSave:
                await FeedImageDataStoreSpecs.assertImageDataSurvivesFeedReSave(on: sut, sourceLocation: sourceLocation)
            case .imageDataSurvivesFeedDeletion:
                await FeedImageDataStoreSpecs.assertImageDataSurvivesFeedDeletion(
                    on: sut, sourceLocation: sourceLocation)
            }
        }
    }
}
