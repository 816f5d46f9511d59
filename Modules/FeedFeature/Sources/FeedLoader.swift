/// Delivers the image feed from one source (a cache, a remote, a composition of both).
public protocol FeedLoader: Sendable {
    /// The feed's images, newest first.
    func load() async throws -> [FeedImage]
}
