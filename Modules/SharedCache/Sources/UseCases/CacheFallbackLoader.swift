/// Load With Cache Fallback: the latest resource from remote, saved as the new cache; when the remote
/// fails, the cached resource while it is valid; when there is none, the remote's error.
///
/// - A failed cache save never fails a load: the remote resource is still delivered.
/// - A cancelled load throws `CancellationError` and does not fall back.
/// - When the cache stands in, ``CacheStandIn/observer`` is told the remote's error.
public struct CacheFallbackLoader<Resource: Sendable>: Sendable {
    private let cache: any ResourceCache<Resource>

    /// - Parameter cache: where the resource is saved and read back from.
    public init(cache: some ResourceCache<Resource>) {
        self.cache = cache
    }

    /// Loads with `remote`, falling back to the cache.
    ///
    /// - Throws: the remote's error when the cache holds nothing valid, the cache's error when it
    ///   cannot be read, and `CancellationError` when the calling task is cancelled.
    public func load(from remote: @Sendable () async throws -> Resource) async throws -> Resource {
        let resource: Resource
        do {
            resource = try await remote()
        } catch {
            try Task.checkCancellation()
            guard let cached = try await cache.load() else { throw error }
            CacheStandIn.observer?(error)
            return cached
        }
        try? await cache.save(resource)
        return resource
    }
}
