extension ResourceStore {
    /// The course every Validate Cache use case shares: an empty store is ``CacheValidationOutcome/empty``;
    /// a cache that cannot be read (``UnreadableCacheError``) is deleted; any other retrieval failure
    /// (a locked store) is thrown and nothing is deleted. `decide` judges the cache that was read, and
    /// deletes or trims it itself.
    public func validateCache(
        deciding decide: (CachedResource<Resource>) async throws -> CacheValidationOutcome
    ) async throws -> CacheValidationOutcome {
        let cache: CachedResource<Resource>
        do {
            guard let retrieved = try await retrieve() else { return .empty }
            cache = retrieved
        } catch is any UnreadableCacheError {
            try await deleteCache()
            return .deleted
        }
        return try await decide(cache)
    }
}
