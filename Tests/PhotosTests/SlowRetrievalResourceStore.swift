import Foundation
import SharedCache

/// A store in memory whose `retrieve` first waits a little: long enough for saves that are not
/// serialized to read the same cache before any of them writes it back.
actor SlowRetrievalResourceStore<Resource: Sendable>: ResourceStore {
    private let stored = InMemoryResourceStore<Resource>()

    func deleteCache() async {
        await stored.deleteCache()
    }

    func insert(_ resource: Resource, timestamp: Date) async {
        await stored.insert(resource, timestamp: timestamp)
    }

    func retrieve() async throws -> CachedResource<Resource>? {
        try await Task.sleep(for: .milliseconds(5))
        return await stored.retrieve()
    }
}
