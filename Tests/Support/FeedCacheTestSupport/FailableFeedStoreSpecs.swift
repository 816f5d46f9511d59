import FeedCache
import Foundation
import Testing

/// The `FeedStore` failure contract, for stores that can fail: a failure throws and has no side
/// effects.
///
/// The caller passes a store already arranged to fail the operation under test (a corrupt file, a
/// read-only database, a path that cannot be written). "No side effects" is checked by what the store
/// retrieves: the same feed (or the same failure) before and after the failed operation.
public enum FailableFeedStoreSpecs {
    public static func assertRetrieveDeliversFailureOnRetrievalError(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
            try await sut.retrieve()
        }
    }

    public static func assertRetrieveHasNoSideEffectsOnFailure(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await assertRetrieveDeliversFailureOnRetrievalError(on: sut, sourceLocation: sourceLocation)
        await assertRetrieveDeliversFailureOnRetrievalError(on: sut, sourceLocation: sourceLocation)
    }

    public static func assertInsertDeliversErrorOnInsertionError(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let cache = FeedStoreSpecs.uniqueCache()

        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
            try await sut.insert(cache.feed, timestamp: cache.timestamp)
        }
    }

    public static func assertInsertHasNoSideEffectsOnInsertionError(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let before = await retrieval(from: sut)

        await assertInsertDeliversErrorOnInsertionError(on: sut, sourceLocation: sourceLocation)

        #expect(await retrieval(from: sut) == before, sourceLocation: sourceLocation)
    }

    public static func assertDeleteDeliversErrorOnDeletionError(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
            try await sut.deleteCachedFeed()
        }
    }

    public static func assertDeleteHasNoSideEffectsOnDeletionError(
        on sut: some FeedStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let before = await retrieval(from: sut)

        await assertDeleteDeliversErrorOnDeletionError(on: sut, sourceLocation: sourceLocation)

        #expect(await retrieval(from: sut) == before, sourceLocation: sourceLocation)
    }
}

extension FailableFeedStoreSpecs {
    /// What a retrieve delivered, comparable whether it succeeded or failed.
    enum Retrieval: Equatable {
        case found(CachedFeed?)
        /// The failure's description, so that a different failure counts as a side effect.
        case failed(String)
    }

    static func retrieval(from sut: some FeedStore) async -> Retrieval {
        do {
            return .found(try await sut.retrieve())
        } catch {
            return .failed(String(describing: error))
        }
    }
}
