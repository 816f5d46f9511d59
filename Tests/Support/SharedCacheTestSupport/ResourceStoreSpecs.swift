import Foundation
import SharedCache
import Testing

/// The `ResourceStore` contract as checks that run against any implementation, with any resource.
///
/// Each store's test suite runs every ``ResourceStoreCheck`` on a new, empty store:
///
///     @Test(arguments: ResourceStoreCheck.allCases)
///     func contract(_ check: ResourceStoreCheck) async {
///         await ResourceStoreSpecs(makeSUT(), makeResource: uniqueResource).run(check)
///     }
///
/// `makeResource` must return a different resource on every call. Failures are reported at the
/// caller's `sourceLocation`.
public struct ResourceStoreSpecs<Store: ResourceStore>: Sendable where Store.Resource: Equatable {
    /// The store under test.
    public let sut: Store
    private let makeResource: @Sendable () -> Store.Resource

    public init(_ sut: Store, makeResource: @escaping @Sendable () -> Store.Resource) {
        self.sut = sut
        self.makeResource = makeResource
    }

    /// A cache of a new resource saved at `timestamp`.
    public func uniqueCache(timestamp: Date = Date()) -> CachedResource<Store.Resource> {
        CachedResource(resource: makeResource(), timestamp: timestamp)
    }

    public func assertRetrieveDeliversEmptyOnEmptyCache(sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(toRetrieve: nil, sourceLocation: sourceLocation)
    }

    public func assertRetrieveHasNoSideEffectsOnEmptyCache(sourceLocation: SourceLocation = #_sourceLocation) async {
        await expect(toRetrieveTwice: nil, sourceLocation: sourceLocation)
    }

    public func assertRetrieveDeliversFoundValuesOnNonEmptyCache(
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let cache = uniqueCache()

        await insert(cache, sourceLocation: sourceLocation)

        await expect(toRetrieve: cache, sourceLocation: sourceLocation)
    }

    public func assertRetrieveHasNoSideEffectsOnNonEmptyCache(
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let cache = uniqueCache()

        await insert(cache, sourceLocation: sourceLocation)

        await expect(toRetrieveTwice: cache, sourceLocation: sourceLocation)
    }

    public func assertInsertDeliversNoErrorOnEmptyCache(sourceLocation: SourceLocation = #_sourceLocation) async {
        let inserted = await insert(uniqueCache(), sourceLocation: sourceLocation)

        #expect(inserted, "Expected to insert into an empty cache", sourceLocation: sourceLocation)
    }

    public func assertInsertDeliversNoErrorOnNonEmptyCache(sourceLocation: SourceLocation = #_sourceLocation) async {
        await insert(uniqueCache(), sourceLocation: sourceLocation)

        let inserted = await insert(uniqueCache(), sourceLocation: sourceLocation)

        #expect(inserted, "Expected to insert into a non-empty cache", sourceLocation: sourceLocation)
    }

    public func assertInsertOverridesPreviouslyInsertedCacheValues(
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await insert(uniqueCache(), sourceLocation: sourceLocation)

        let latest = uniqueCache(timestamp: Date() + 1)
        await insert(latest, sourceLocation: sourceLocation)

        await expect(toRetrieve: latest, sourceLocation: sourceLocation)
    }

    public func assertDeleteDeliversNoErrorOnEmptyCache(sourceLocation: SourceLocation = #_sourceLocation) async {
        let deleted = await deleteCache(sourceLocation: sourceLocation)

        #expect(deleted, "Expected to delete from an empty cache", sourceLocation: sourceLocation)
    }

    public func assertDeleteHasNoSideEffectsOnEmptyCache(sourceLocation: SourceLocation = #_sourceLocation) async {
        await deleteCache(sourceLocation: sourceLocation)

        await expect(toRetrieve: nil, sourceLocation: sourceLocation)
    }

    public func assertDeleteDeliversNoErrorOnNonEmptyCache(sourceLocation: SourceLocation = #_sourceLocation) async {
        await insert(uniqueCache(), sourceLocation: sourceLocation)

        let deleted = await deleteCache(sourceLocation: sourceLocation)

        #expect(deleted, "Expected to delete from a non-empty cache", sourceLocation: sourceLocation)
    }

    public func assertDeleteEmptiesPreviouslyInsertedCache(sourceLocation: SourceLocation = #_sourceLocation) async {
        await insert(uniqueCache(), sourceLocation: sourceLocation)

        await deleteCache(sourceLocation: sourceLocation)

        await expect(toRetrieve: nil, sourceLocation: sourceLocation)
    }

    public func assertDeleteIfSavedAtEmptiesTheCacheSavedThen(sourceLocation: SourceLocation = #_sourceLocation) async {
        let cache = uniqueCache(timestamp: Date(timeIntervalSinceReferenceDate: 700_000_000.25))
        await insert(cache, sourceLocation: sourceLocation)

        do {
            try await sut.deleteCache(ifSavedAt: cache.timestamp)
        } catch {
            Issue.record(error, "Expected to delete the cache", sourceLocation: sourceLocation)
        }

        await expect(toRetrieve: nil, sourceLocation: sourceLocation)
    }

    /// Validation read an expired cache, another process saved a new one: the new one stays.
    public func assertDeleteIfSavedAtKeepsACacheSavedAtAnotherTime(sourceLocation: SourceLocation = #_sourceLocation)
        async
    {
        let expired = uniqueCache(timestamp: Date(timeIntervalSinceReferenceDate: 700_000_000))
        let saved = uniqueCache(timestamp: expired.timestamp.addingTimeInterval(0.001))
        await insert(saved, sourceLocation: sourceLocation)

        do {
            try await sut.deleteCache(ifSavedAt: expired.timestamp)
        } catch {
            Issue.record(error, "Expected no error", sourceLocation: sourceLocation)
        }

        await expect(toRetrieve: saved, sourceLocation: sourceLocation)
    }

    public func assertReplaceCacheFillsAnEmptyCache(sourceLocation: SourceLocation = #_sourceLocation) async {
        let cache = uniqueCache()

        await replaceCache(with: cache, sourceLocation: sourceLocation)

        await expect(toRetrieve: cache, sourceLocation: sourceLocation)
    }

    public func assertReplaceCacheOverridesPreviouslyInsertedCacheValues(
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await insert(uniqueCache(), sourceLocation: sourceLocation)

        let latest = uniqueCache(timestamp: Date() + 1)
        await replaceCache(with: latest, sourceLocation: sourceLocation)

        await expect(toRetrieve: latest, sourceLocation: sourceLocation)
    }

    /// Runs one check of the contract.
    public func run(_ check: ResourceStoreCheck, sourceLocation: SourceLocation = #_sourceLocation) async {
        switch check {
        case .retrieveDeliversEmptyOnEmptyCache:
            await assertRetrieveDeliversEmptyOnEmptyCache(sourceLocation: sourceLocation)
        case .retrieveHasNoSideEffectsOnEmptyCache:
            await assertRetrieveHasNoSideEffectsOnEmptyCache(sourceLocation: sourceLocation)
        case .retrieveDeliversFoundValuesOnNonEmptyCache:
            await assertRetrieveDeliversFoundValuesOnNonEmptyCache(sourceLocation: sourceLocation)
        case .retrieveHasNoSideEffectsOnNonEmptyCache:
            await assertRetrieveHasNoSideEffectsOnNonEmptyCache(sourceLocation: sourceLocation)
        case .insertDeliversNoErrorOnEmptyCache:
            await assertInsertDeliversNoErrorOnEmptyCache(sourceLocation: sourceLocation)
        case .insertDeliversNoErrorOnNonEmptyCache:
            await assertInsertDeliversNoErrorOnNonEmptyCache(sourceLocation: sourceLocation)
        case .insertOverridesPreviouslyInsertedCacheValues:
            await assertInsertOverridesPreviouslyInsertedCacheValues(sourceLocation: sourceLocation)
        case .deleteDeliversNoErrorOnEmptyCache:
            await assertDeleteDeliversNoErrorOnEmptyCache(sourceLocation: sourceLocation)
        case .deleteHasNoSideEffectsOnEmptyCache:
            await assertDeleteHasNoSideEffectsOnEmptyCache(sourceLocation: sourceLocation)
        case .deleteDeliversNoErrorOnNonEmptyCache:
            await assertDeleteDeliversNoErrorOnNonEmptyCache(sourceLocation: sourceLocation)
        case .deleteEmptiesPreviouslyInsertedCache:
            await assertDeleteEmptiesPreviouslyInsertedCache(sourceLocation: sourceLocation)
        case .replaceCacheFillsAnEmptyCache:
            await assertReplaceCacheFillsAnEmptyCache(sourceLocation: sourceLocation)
        case .replaceCacheOverridesPreviouslyInsertedCacheValues:
            await assertReplaceCacheOverridesPreviouslyInsertedCacheValues(sourceLocation: sourceLocation)
        case .deleteIfSavedAtEmptiesTheCacheSavedThen:
            await assertDeleteIfSavedAtEmptiesTheCacheSavedThen(sourceLocation: sourceLocation)
        case .deleteIfSavedAtKeepsACacheSavedAtAnotherTime:
            await assertDeleteIfSavedAtKeepsACacheSavedAtAnotherTime(sourceLocation: sourceLocation)
        case .updateOfAnEmptyCacheSeesNothingAndSavesWhatItMakes:
            await assertUpdateOfAnEmptyCacheSeesNothingAndSavesWhatItMakes(sourceLocation: sourceLocation)
        case .updateSeesTheStoredCacheAndReplacesItWithWhatItMakes:
            await assertUpdateSeesTheStoredCacheAndReplacesItWithWhatItMakes(sourceLocation: sourceLocation)
        case .updateThatMakesNothingKeepsTheCache:
            await assertUpdateThatMakesNothingKeepsTheCache(sourceLocation: sourceLocation)
        case .updateThatThrowsChangesNothingAndThrows:
            await assertUpdateThatThrowsChangesNothingAndThrows(sourceLocation: sourceLocation)
        }
    }
}

// MARK: - Helpers shared by the store specs

extension ResourceStoreSpecs {
    /// Checks that the store retrieves `expected`; an error is recorded as an issue.
    public func expect(
        toRetrieve expected: CachedResource<Store.Resource>?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do {
            let retrieved = try await sut.retrieve()
            #expect(retrieved == expected, sourceLocation: sourceLocation)
        } catch {
            Issue.record(
                error, "Expected to retrieve \(String(describing: expected))", sourceLocation: sourceLocation)
        }
    }

    /// Checks that the store retrieves `expected` twice in a row.
    public func expect(
        toRetrieveTwice expected: CachedResource<Store.Resource>?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await expect(toRetrieve: expected, sourceLocation: sourceLocation)
        await expect(toRetrieve: expected, sourceLocation: sourceLocation)
    }

    /// Inserts `cache`. - Returns: whether it succeeded; an error is recorded as an issue.
    @discardableResult
    public func insert(
        _ cache: CachedResource<Store.Resource>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        do {
            try await sut.insert(cache.resource, timestamp: cache.timestamp)
            return true
        } catch {
            Issue.record(error, "Expected to insert the cache", sourceLocation: sourceLocation)
            return false
        }
    }

    /// Replaces the cache with `cache`; an error is recorded as an issue.
    public func replaceCache(
        with cache: CachedResource<Store.Resource>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do {
            try await sut.replaceCache(with: cache.resource, timestamp: cache.timestamp)
        } catch {
            Issue.record(error, "Expected to replace the cache", sourceLocation: sourceLocation)
        }
    }

    /// Deletes the cache. - Returns: whether it succeeded; an error is recorded as an issue.
    @discardableResult
    public func deleteCache(sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        do {
            try await sut.deleteCache()
            return true
        } catch {
            Issue.record(error, "Expected to delete the cache", sourceLocation: sourceLocation)
            return false
        }
    }
}
