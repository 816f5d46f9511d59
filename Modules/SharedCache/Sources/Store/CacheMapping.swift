/// How a feature keeps its resource in a cache: in a representation of the cache's own (`Stored`), so
/// that stores never depend on the feature's model, and the two ways between them. A feature declares
/// its mapping; ``LocalResourceLoader`` does the rest.
public struct CacheMapping<Resource: Sendable, Stored: Sendable>: Sendable {
    /// The resource as the cache keeps it.
    public let store: @Sendable (Resource) -> Stored
    /// The resource from what the cache kept.
    public let restore: @Sendable (Stored) -> Resource

    public init(store: @escaping @Sendable (Resource) -> Stored, restore: @escaping @Sendable (Stored) -> Resource) {
        self.store = store
        self.restore = restore
    }
}
