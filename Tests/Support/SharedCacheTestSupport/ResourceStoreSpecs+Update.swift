import Foundation
import SharedCache
import Synchronization
import Testing

extension ResourceStoreSpecs {
    public func assertUpdateOfAnEmptyCacheSeesNothingAndSavesWhatItMakes(
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let made = uniqueCache()

        let seen = await update(sourceLocation: sourceLocation) { _ in (made.resource, made.timestamp) }

        #expect(seen == .some(nil), "the change saw the empty cache", sourceLocation: sourceLocation)
        await expect(toRetrieve: made, sourceLocation: sourceLocation)
    }

    public func assertUpdateSeesTheStoredCacheAndReplacesItWithWhatItMakes(
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let stored = uniqueCache(timestamp: Date(timeIntervalSinceReferenceDate: 700_000_000))
        let made = uniqueCache(timestamp: stored.timestamp.addingTimeInterval(60))
        await insert(stored, sourceLocation: sourceLocation)

        let seen = await update(sourceLocation: sourceLocation) { _ in (made.resource, made.timestamp) }

        #expect(seen == .some(stored), "the change saw the stored cache", sourceLocation: sourceLocation)
        await expect(toRetrieve: made, sourceLocation: sourceLocation)
    }

    public func assertUpdateThatMakesNothingKeepsTheCache(sourceLocation: SourceLocation = #_sourceLocation) async {
        let stored = uniqueCache()
        await insert(stored, sourceLocation: sourceLocation)

        await update(sourceLocation: sourceLocation) { _ in nil }

        await expect(toRetrieve: stored, sourceLocation: sourceLocation)
    }

    public func assertUpdateThatThrowsChangesNothingAndThrows(sourceLocation: SourceLocation = #_sourceLocation) async {
        let stored = uniqueCache()
        await insert(stored, sourceLocation: sourceLocation)

        await #expect(throws: UpdateRefusal.self, sourceLocation: sourceLocation) {
            try await sut.update { _ in throw UpdateRefusal() }
        }

        await expect(toRetrieve: stored, sourceLocation: sourceLocation)
    }

    /// Runs `sut.update` with `make`; an error is recorded as an issue. - Returns: what the change was
    /// given (`nil` when it was not called or got an error; `.some(nil)` for an empty cache).
    @discardableResult
    private func update(
        sourceLocation: SourceLocation,
        _ make: @escaping @Sendable (CachedResource<Store.Resource>?) -> (resource: Store.Resource, timestamp: Date)?
    ) async -> CachedResource<Store.Resource>?? {
        let seen = Mutex<CachedResource<Store.Resource>??>(nil)
        do {
            try await sut.update { current in
                let cache = try current.get()
                seen.withLock { $0 = .some(cache) }
                return make(cache)
            }
        } catch {
            Issue.record(error, "Expected to update the cache", sourceLocation: sourceLocation)
        }
        return seen.withLock { $0 }
    }
}

/// What the specs' change throws to refuse an update.
private struct UpdateRefusal: Error {}
