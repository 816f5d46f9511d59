import Foundation

/// A store that keeps one resource in memory for as long as the instance lives: for tests, previews
/// and apps that need no persistence. It never fails.
public actor InMemoryResourceStore<Resource: Sendable>: ResourceStore {
    private var cache: CachedResource<Resource>?

    /// An empty store.
    public init() {}

    public func deleteCache() {
        cache = nil
    }

    public func deleteCache(ifSavedAt timestamp: Date) async {
        if cache?.timestamp == timestamp { cache = nil }
    }

    public func insert(_ resource: Resource, timestamp: Date) {
        cache = CachedResource(resource: resource, timestamp: timestamp)
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous resource.
    public func replaceCache(with resource: Resource, timestamp: Date) async {
        insert(resource, timestamp: timestamp)
    }

    public func retrieve() -> CachedResource<Resource>? {
        cache
    }
}
