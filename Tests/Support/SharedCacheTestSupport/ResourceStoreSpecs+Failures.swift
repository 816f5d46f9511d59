import Foundation
import SharedCache
import Testing

/// The failure contract, for stores that can fail: a failure throws and has no side effects.
///
/// The caller passes a store already arranged to fail the operation under test (a corrupt file, a
/// read-only database, a path that cannot be written). "No side effects" is checked by what the store
/// retrieves: the same resource (or the same failure) before and after the failed operation.
extension ResourceStoreSpecs {
    public func assertRetrieveDeliversFailureOnRetrievalError(sourceLocation: SourceLocation = #_sourceLocation)
        async
    {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
            try await sut.retrieve()
        }
    }

    public func assertRetrieveHasNoSideEffectsOnFailure(sourceLocation: SourceLocation = #_sourceLocation) async {
        await assertRetrieveDeliversFailureOnRetrievalError(sourceLocation: sourceLocation)
        await assertRetrieveDeliversFailureOnRetrievalError(sourceLocation: sourceLocation)
    }

    public func assertInsertDeliversErrorOnInsertionError(sourceLocation: SourceLocation = #_sourceLocation) async {
        let cache = uniqueCache()

        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
            try await sut.insert(cache.resource, timestamp: cache.timestamp)
        }
    }

    public func assertInsertHasNoSideEffectsOnInsertionError(sourceLocation: SourceLocation = #_sourceLocation)
        async
    {
        let before = await retrieval()

        await assertInsertDeliversErrorOnInsertionError(sourceLocation: sourceLocation)

        let after = await retrieval()
        #expect(after == before, sourceLocation: sourceLocation)
    }

    public func assertDeleteDeliversErrorOnDeletionError(sourceLocation: SourceLocation = #_sourceLocation) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
            try await sut.deleteCache()
        }
    }

    public func assertDeleteHasNoSideEffectsOnDeletionError(sourceLocation: SourceLocation = #_sourceLocation)
        async
    {
        let before = await retrieval()

        await assertDeleteDeliversErrorOnDeletionError(sourceLocation: sourceLocation)

        let after = await retrieval()
        #expect(after == before, sourceLocation: sourceLocation)
    }

    /// What a retrieve delivered, comparable whether it succeeded or failed.
    enum Retrieval: Equatable {
        case found(CachedResource<Store.Resource>?)
        /// The failure's stable description, so that a different failure counts as a side effect.
        case failed(String)
    }

    func retrieval() async -> Retrieval {
        do {
            return .found(try await sut.retrieve())
        } catch {
            return .failed(Self.stableDescription(of: error))
        }
    }

    /// An `NSError`'s type, domain and code and those of its underlying error; any other error's
    /// description. An `NSError`'s own description lists its `userInfo` in an order that changes from
    /// run to run, so the same failure would not compare equal.
    static func stableDescription(of error: any Error) -> String {
        guard type(of: error as Any) is NSError.Type || error is CocoaError else { return String(describing: error) }
        let nsError = error as NSError
        var parts = ["\(type(of: error))", nsError.domain, "\(nsError.code)"]
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            parts += [underlying.domain, "\(underlying.code)"]
        }
        return parts.joined(separator: " ")
    }
}
