import Foundation

/// Persists one cached feed. Every implementation must pass the FeedStore spec suite
/// (`FeedCacheTestSupport.FeedStoreSpecs`).
///
/// Contract:
/// - `retrieve` on an empty store delivers `nil`; it never changes the store.
/// - `insert` replaces whatever feed was stored, atomically: a failed insert leaves the previous
///   feed as it was.
/// - `deleteCachedFeed` on an empty store succeeds; it removes the feed, not the image data.
/// - A failure throws and has no side effects.
public protocol FeedStore: Sendable {
    func deleteCachedFeed() async throws
    func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws
    func retrieve() async throws -> CachedFeed?
}
