import Foundation

/// A store of `Stored` seen as a store of `Resource` through a ``CacheMapping``: what
/// ``LocalResourceLoader/init(store:mapping:currentDate:policy:)`` runs its use cases on.
struct MappedResourceStore<Resource: Sendable, Stored: Sendable>: ResourceStore {
    let store: any ResourceStore<Stored>
    let mapping: CacheMapping<Resource, Stored>

    func deleteCache() async throws {
        try await store.deleteCache()
    }

    func insert(_ resource: Resource, timestamp: Date) async throws {
        try await store.insert(mapping.store(resource), timestamp: timestamp)
    }

    func retrieve() async throws -> CachedResource<Resource>? {
        try await store.retrieve().map {
            CachedResource(resource: mapping.restore($0.resource), timestamp: $0.timestamp)
        }
    }

    func replaceCache(with resource: Resource, timestamp: Date) async throws {
        try await store.replaceCache(with: mapping.store(resource), timestamp: timestamp)
    }

    func deleteCache(ifSavedAt timestamp: Date) async throws {
        try await store.deleteCache(ifSavedAt: timestamp)
    }

    func update(
        _ change:
            @escaping @Sendable (Result<CachedResource<Resource>?, any Error>) throws -> (
                resource: Resource, timestamp: Date
            )?
    ) async throws {
        try await store.update { stored in
            let current = stored.map { cache in
                cache.map { CachedResource(resource: mapping.restore($0.resource), timestamp: $0.timestamp) }
            }
            return try change(current).map { (mapping.store($0.resource), $0.timestamp) }
        }
    }
}
