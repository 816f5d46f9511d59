import Foundation

/// Persists one cached resource of any feature: a feed, a list of photos, a checklist.
///
/// Every implementation must pass the resource store spec suite (`SharedCacheTestSupport.ResourceStoreSpecs`).
///
/// Contract:
/// - `retrieve` on an empty store delivers `nil`; it never changes the store.
/// - `insert` replaces whatever was stored, atomically: a failed insert leaves the previous resource
///   as it was.
/// - `deleteCache` on an empty store succeeds.
/// - `update` reads and replaces as one step where the store is shared by several processes.
/// - `replaceCache` deletes the cache and inserts a new one as one step where the store can: a process
///   that dies during it leaves the previous resource or the new one, never none.
/// - A failure throws and has no side effects.
public protocol ResourceStore<Resource>: Sendable {
    /// What the store keeps: the cache's own representation, never a domain model.
    associatedtype Resource: Sendable

    /// Removes the cached resource, if any.
    func deleteCache() async throws
    /// Replaces the cached resource with `resource`, saved at `timestamp`.
    func insert(_ resource: Resource, timestamp: Date) async throws
    /// The cached resource and its timestamp, or `nil` when there is none.
    func retrieve() async throws -> CachedResource<Resource>?
    /// Deletes the cache, then inserts `resource` saved at `timestamp`; a deletion error is thrown and
    /// nothing is inserted. A store whose `insert` replaces atomically does both in that one step
    /// (its failure then changes nothing), so that no moment exists with neither resource stored.
    func replaceCache(with resource: Resource, timestamp: Date) async throws
    /// Removes the cached resource if it is still the one saved at `timestamp`, and keeps a resource
    /// saved since (by another process sharing the store, say): validating a cache must never delete
    /// the fresh cache that replaced the expired one it read. Stores shared by several processes do the
    /// check and the deletion as one step.
    func deleteCache(ifSavedAt timestamp: Date) async throws
    /// Reads the cached resource and, when `change` makes a new one of it, replaces the cache with it,
    /// as one step: a save that merges its part into what is stored (the photos cache's pages) loses
    /// nothing to another save of the same store. `change` gets the stored resource (`nil` when there
    /// is none) or the error retrieving it, and returns the new resource with its timestamp, or `nil`
    /// to leave the cache as it is; its error is thrown, having changed nothing. Stores shared by
    /// several processes hold their lock from the read to the write.
    func update(
        _ change:
            @escaping @Sendable (Result<CachedResource<Resource>?, any Error>) throws -> (
                resource: Resource, timestamp: Date
            )?
    ) async throws
}

extension ResourceStore {
    /// ``retrieve()``, then ``deleteCache()`` when the timestamp matches: two steps, for stores that
    /// one process uses at a time.
    public func deleteCache(ifSavedAt timestamp: Date) async throws {
        guard try await retrieve()?.timestamp == timestamp else { return }
        try await deleteCache()
    }

    /// ``retrieve()``, then ``replaceCache(with:timestamp:)``: two steps, for stores that one process
    /// uses at a time (an actor's calls do not interleave within one step, but may between them).
    public func update(
        _ change:
            @escaping @Sendable (Result<CachedResource<Resource>?, any Error>) throws -> (
                resource: Resource, timestamp: Date
            )?
    ) async throws {
        let current: Result<CachedResource<Resource>?, any Error>
        do {
            current = .success(try await retrieve())
        } catch {
            current = .failure(error)
        }
        guard let new = try change(current) else { return }
        try await replaceCache(with: new.resource, timestamp: new.timestamp)
    }

    /// `deleteCache()`, then `insert(_:timestamp:)`: two steps, for stores that cannot do better.
    public func replaceCache(with resource: Resource, timestamp: Date) async throws {
        try await deleteCache()
        try await insert(resource, timestamp: timestamp)
    }
}
