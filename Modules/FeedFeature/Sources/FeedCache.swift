/// Keeps the latest image feed so that it can be shown without connectivity.
public protocol FeedCache: Sendable {
    /// Replaces whatever was cached with `feed`.
    func save(_ feed: [FeedImage]) async throws
}
