import FeedCache
import Foundation
import Testing

/// The `FeedStore` contract as checks that run against any implementation.
///
/// Each implementation's test suite runs every `Check` (below) on a new, empty store, or calls one check:
///
///     @Test func retrieveDeliversEmptyOnEmptyCache() async {
///         await FeedStoreSpecs.assertRetrieveDeliversEmptyOnEmptyCache(on: makeSUT())
///     }
///
/// Failures are reported at the caller's `sourceLocation`.
public enum FeedStoreSpecs {
    public static func assertRetrieveDeliversEmptyOnEmptyCache(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expect(sut, toRetrieve: nil, sourceLocation: sourceLocation)
    }

    public static func assertRetrieveHasNoSideEffectsOnEmptyCache(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expect(sut, toRetrieveTwice: nil, sourceLocation: sourceLocation)
    }

    public static func assertRetrieveDeliversFoundValuesOnNonEmptyCache(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let cache = uniqueCache()

        await insert(cache, to: sut, sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: cache, sourceLocation: sourceLocation)
    }

    public static func assertRetrieveHasNoSideEffectsOnNonEmptyCache(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let cache = uniqueCache()

        await insert(cache, to: sut, sourceLocation: sourceLocation)

        await expect(sut, toRetrieveTwice: cache, sourceLocation: sourceLocation)
    }

    public static func assertInsertDeliversNoErrorOnEmptyCache(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let inserted = await insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

        #expect(inserted, "Expected to insert into an empty cache", sourceLocation: sourceLocation)
    }

    public static func assertInsertDeliversNoErrorOnNonEmptyCache(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

        let inserted = await insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

        #expect(inserted, "Expected to insert into a non-empty cache", sourceLocation: sourceLocation)
    }

    public static func assertInsertOverridesPreviouslyInsertedCacheValues(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

        let latest = uniqueCache(timestamp: Date().adding(seconds: 1))
        await insert(latest, to: sut, sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: latest, sourceLocation: sourceLocation)
    }

    public static func assertDeleteDeliversNoErrorOnEmptyCache(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let deleted = await deleteCache(from: sut, sourceLocation: sourceLocation)

        #expect(deleted, "Expected to delete from an empty cache", sourceLocation: sourceLocation)
    }

    public static func assertDeleteHasNoSideEffectsOnEmptyCache(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await deleteCache(from: sut, sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: nil, sourceLocation: sourceLocation)
    }

    public static func assertDeleteDeliversNoErrorOnNonEmptyCache(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

        let deleted = await deleteCache(from: sut, sourceLocation: sourceLocation)

        #expect(deleted, "Expected to delete from a non-empty cache", sourceLocation: sourceLocation)
    }

    public static func assertDeleteEmptiesPreviouslyInsertedCache(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await insert(uniqueCache(), to: sut, sourceLocation: sourceLocation)

        await deleteCache(from: sut, sourceLocation: sourceLocation)

        await expect(sut, toRetrieve: nil, sourceLocation: sourceLocation)
    }
}

// MARK: - Helpers shared by the store specs

extension FeedStoreSpecs {
    /// A cache of a unique two-image feed; one image has no description and no location, so that
    /// stores are seen to keep `nil` apart from an empty string.
    public static func uniqueCache(timestamp: Date = Date()) -> CachedFeed {
        let id = UUID()
        let bare = LocalFeedImage(
            id: id, description: nil, location: nil, url: URL(string: "https://bare-\(id).com")!)
        return CachedFeed(feed: uniqueImageFeed().local + [bare], timestamp: timestamp)
    }

    /// Checks that `sut` retrieves `expected`; an error is recorded as an issue.
    public static func expect(
        _ sut: some FeedStore,
        toRetrieve expected: CachedFeed?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do {
            let retrieved = try await sut.retrieve()
            #expect(retrieved == expected, sourceLocation: sourceLocation)
        } catch {
            Issue.record(
                error, "Expected to retrieve \(String(describing: expected))",
                sourceLocation: sourceLocation)
        }
    }

    /// Checks that `sut` retrieves `expected` twice in a row.
    public static func expect(
        _ sut: some FeedStore,
        toRetrieveTwice expected: CachedFeed?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
        await expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
    }

    /// Inserts `cache` into `sut`. - Returns: whether it succeeded; an error is recorded as an issue.
    @discardableResult
    public static func insert(
        _ cache: CachedFeed,
        to sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        do {
            try await sut.insert(cache.feed, timestamp: cache.timestamp)
            return true
        } catch {
            Issue.record(error, "Expected to insert the cache", sourceLocation: sourceLocation)
            return false
        }
    }

    /// Deletes `sut`'s cache. - Returns: whether it succeeded; an error is recorded as an issue.
    @discardableResult
    public static func deleteCache(
        from sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        do {
            try await sut.deleteCachedFeed()
            return true
        } catch {
            Issue.record(error, "Expected to delete the cache", sourceLocation: sourceLocation)
            return false
        }
    }
}

extension FeedStoreSpecs {
    /// Every check of the contract, so that an implementation's suite runs them all in one
    /// parameterized test, each on a new, empty store:
    ///
    ///     @Test(arguments: FeedStoreSpecs.Check.allCases)
    ///     func contract(_ check: FeedStoreSpecs.Check) async {
    ///         await check.run(on: makeSUT())
    ///     }
    public enum Check: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case retrieveDeliversEmptyOnEmptyCache
        case retrieveHasNoSideEffectsOnEmptyCache
        case retrieveDeliversFoundValuesOnNonEmptyCache
        case retrieveHasNoSideEffectsOnNonEmptyCache
        case insertDeliversNoErrorOnEmptyCache
        case insertDeliversNoErrorOnNonEmptyCache
        case insertOverridesPreviouslyInsertedCacheValues
        case deleteDeliversNoErrorOnEmptyCache
        case deleteHasNoSideEffectsOnEmptyCache
        case deleteDeliversNoErrorOnNonEmptyCache
        case deleteEmptiesPreviouslyInsertedCache

        public var testDescription: String { rawValue }

        public func run(on sut: some FeedStore, sourceLocation: SourceLocation = #_sourceLocation) async {
            switch self {
            case .retrieveDeliversEmptyOnEmptyCache:
                await FeedStoreSpecs.assertRetrieveDeliversEmptyOnEmptyCache(on: sut, sourceLocation: sourceLocation)
            case .retrieveHasNoSideEffectsOnEmptyCache:
                await FeedStoreSpecs.assertRetrieveHasNoSideEffectsOnEmptyCache(on: sut, sourceLocation: sourceLocation)
            case .retrieveDeliversFoundValuesOnNonEmptyCache:
                await FeedStoreSpecs.assertRetrieveDeliversFoundValuesOnNonEmptyCache(
                    on: sut, sourceLocation: sourceLocation)
            case .retrieveHasNoSideEffectsOnNonEmptyCache:
                await FeedStoreSpecs.assertRetrieveHasNoSideEffectsOnNonEmptyCache(
                    on: sut, sourceLocation: sourceLocation)
            case .insertDeliversNoErrorOnEmptyCache:
                await FeedStoreSpecs.assertInsertDeliversNoErrorOnEmptyCache(on: sut, sourceLocation: sourceLocation)
            case .insertDeliversNoErrorOnNonEmptyCache:
                await FeedStoreSpecs.assertInsertDeliversNoErrorOnNonEmptyCache(on: sut, sourceLocation: sourceLocation)
            case .insertOverridesPreviouslyInsertedCacheValues:
                await FeedStoreSpecs.assertInsertOverridesPreviouslyInsertedCacheValues(
                    on: sut, sourceLocation: sourceLocation)
            case .deleteDeliversNoErrorOnEmptyCache:
                await FeedStoreSpecs.assertDeleteDeliversNoErrorOnEmptyCache(on: sut, sourceLocation: sourceLocation)
            case .deleteHasNoSideEffectsOnEmptyCache:
                await FeedStoreSpecs.assertDeleteHasNoSideEffectsOnEmptyCache(on: sut, sourceLocation: sourceLocation)
            case .deleteDeliversNoErrorOnNonEmptyCache:
                await FeedStoreSpecs.assertDeleteDeliversNoErrorOnNonEmptyCache(on: sut, sourceLocation: sourceLocation)
            case .deleteEmptiesPreviouslyInsertedCache:
                await FeedStoreSpecs.assertDeleteEmptiesPreviouslyInsertedCache(on: sut, sourceLocation: sourceLocation)
            }
        }
    }
}
