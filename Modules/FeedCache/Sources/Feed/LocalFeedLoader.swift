import FeedFeature
import Foundation

/// The image feed's cache use cases on top of a `FeedStore`: Cache Feed, Load Feed From Cache and
/// Validate Feed Cache.
public final class LocalFeedLoader: Sendable {
    private let store: any FeedStore
    private let currentDate: @Sendable () -> Date
    private let policy: FeedCachePolicy

    /// - Parameters:
    ///   - store: where the feed is kept.
    ///   - currentDate: the clock; read once per use case.
    ///   - policy: how old a cache may get; seven days unless told otherwise.
    public init(
        store: any FeedStore,
        currentDate: @escaping @Sendable () -> Date,
        policy: FeedCachePolicy = .sevenDays
    ) {
        self.store = store
        self.currentDate = currentDate
        self.policy = policy
    }
}

extension LocalFeedLoader: FeedCache {
    /// Deletes the old cache, then inserts `feed` stamped with the current date.
    /// A deletion error is thrown and nothing is inserted.
    public func save(_ feed: [FeedImage]) async throws {
        try await store.deleteCachedFeed()
        try await store.insert(feed.map(LocalFeedImage.init), timestamp: currentDate())
    }
}

extension LocalFeedLoader: FeedLoader {
    /// The cached feed while it is valid; no images when the cache is empty or expired.
    /// Never changes the store.
    public func load() async throws -> [FeedImage] {
        guard let cache = try await store.retrieve(),
            policy.validates(cache.timestamp, against: currentDate())
        else { return [] }
        return cache.feed.map(FeedImage.init)
    }
}

extension LocalFeedLoader {
    /// Deletes the cache when it cannot be read or has expired; keeps an empty or valid one.
    ///
    /// - Returns: what it found and did; a deletion error is thrown instead.
    @discardableResult
    public func validateCache() async throws -> CacheValidationOutcome {
        do {
            guard let cache = try await store.retrieve() else { return .empty }
            guard !policy.validates(cache.timestamp, against: currentDate()) else { return .kept }
        } catch {
            try await store.deleteCachedFeed()
            return .deleted
        }
        try await store.deleteCachedFeed()
        return .deleted
    }
}

extension LocalFeedImage {
    init(_ image: FeedImage) {
        self.init(id: image.id, description: image.description, location: image.location, url: image.url)
    }
}

extension FeedImage {
    init(_ image: LocalFeedImage) {
        self.init(id: image.id, description: image.description, location: image.location, url: image.url)
    }
}
