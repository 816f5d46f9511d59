import FeedCache

/// The Validate Feed Cache use case, run on demand, telling what it did: an app can report whether
/// the cache was kept or deleted.
public struct FeedCacheValidator: Sendable {
    /// What validation found and did.
    public enum Outcome: String, Sendable, Encodable {
        /// There was no cache: nothing deleted.
        case empty
        /// The cache was fresh (younger than seven days): kept.
        case kept
        /// The cache had expired or could not be read: deleted.
        case deleted
    }

    private let loader: LocalFeedLoader
    private let store: any FeedStore

    /// - Parameters:
    ///   - loader: the cache use cases, whose ``LocalFeedLoader/validateCache()`` decides.
    ///   - store: the store `loader` works on, looked at before and after to tell the outcome.
    public init(loader: LocalFeedLoader, store: any FeedStore) {
        self.loader = loader
        self.store = store
    }

    /// Validates the cache. - Throws: the deletion error.
    public func validate() async throws -> Outcome {
        let wasEmpty: Bool
        do {
            wasEmpty = try await store.retrieve() == nil
        } catch {
            // An unreadable cache is deleted by the validation below.
            wasEmpty = false
        }
        try await loader.validateCache()
        if wasEmpty { return .empty }
        let isStillCached = (try? await store.retrieve()) != nil
        return isStillCached ? .kept : .deleted
    }
}
