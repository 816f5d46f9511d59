/// What ``CacheFallbackLoader`` needs of a cache: save the latest resource, load the valid one.
///
/// ``LocalResourceLoader`` is one; a feature whose cache holds its own representation of the resource
/// (the photos' `LocalPhotosLoader`) is another, mapping its domain model on the way in and out.
public protocol ResourceCache<Resource>: Sendable {
    associatedtype Resource: Sendable

    /// Replaces the cache with `resource`.
    func save(_ resource: Resource) async throws
    /// The cached resource while it is valid; `nil` when there is none.
    func load() async throws -> Resource?
}
