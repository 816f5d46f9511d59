import Foundation

/// The cache use cases every feature shares, on top of a ``ResourceStore``: save a resource, load it
/// while it is younger than the ``CachePolicy``'s max age, and validate the cache.
///
/// A feature whose store keeps a representation of its own gives its ``CacheMapping``
/// (``init(store:mapping:currentDate:policy:)``), or uses the store directly when the two are one type.
public final class LocalResourceLoader<Resource: Sendable>: ResourceCache {
    private let store: any ResourceStore<Resource>
    private let currentDate: @Sendable () -> Date
    private let policy: CachePolicy

    /// - Parameters:
    ///   - store: where the resource is kept.
    ///   - currentDate: the clock; read once per use case.
    ///   - policy: how old a cache may get; seven days unless told otherwise.
    public init(
        store: any ResourceStore<Resource>,
        currentDate: @escaping @Sendable () -> Date,
        policy: CachePolicy = .sevenDays
    ) {
        self.store = store
        self.currentDate = currentDate
        self.policy = policy
    }

    /// The use cases on a store that keeps the resource as `Stored`, through `mapping`.
    public convenience init<Stored: Sendable>(
        store: any ResourceStore<Stored>,
        mapping: CacheMapping<Resource, Stored>,
        currentDate: @escaping @Sendable () -> Date,
        policy: CachePolicy = .sevenDays
    ) {
        self.init(store: MappedResourceStore(store: store, mapping: mapping), currentDate: currentDate, policy: policy)
    }

    /// When the cached resource was saved, valid or not; `nil` when there is none.
    public func savedAt() async throws -> Date? {
        try await store.retrieve()?.timestamp
    }

    /// Deletes the old cache, then inserts `resource` stamped with the current date, through the
    /// store's ``ResourceStore/replaceCache(with:timestamp:)``: one atomic step where the store can.
    /// A deletion error is thrown and nothing is inserted.
    public func save(_ resource: Resource) async throws {
        try await store.replaceCache(with: resource, timestamp: currentDate())
    }

    /// The cached resource while it is valid; `nil` when the cache is empty or expired.
    /// Never changes the store.
    public func load() async throws -> Resource? {
        guard let cache = try await store.retrieve(),
            policy.validates(cache.timestamp, against: currentDate())
        else { return nil }
        return cache.resource
    }

    /// Deletes the cache when it is unreadable (``UnreadableCacheError``) or has expired; keeps an
    /// empty or valid one, and throws a passing retrieval failure (a locked store) without deleting
    /// anything. An expired
    /// cache is deleted only if it is still the one read (``ResourceStore/deleteCache(ifSavedAt:)``):
    /// a cache another process saved meanwhile is kept.
    ///
    /// - Returns: what it found and did; a deletion error is thrown instead.
    @discardableResult
    public func validateCache() async throws -> CacheValidationOutcome {
        try await store.validateCache { cache in
            guard !policy.validates(cache.timestamp, against: currentDate()) else { return .kept }
            try await store.deleteCache(ifSavedAt: cache.timestamp)
            return .deleted
        }
    }
}
