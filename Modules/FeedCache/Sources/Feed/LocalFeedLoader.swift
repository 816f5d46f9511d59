import FeedFeature
import Foundation
import SharedCache

/// The image feed's cache use cases on top of a `FeedStore`: Cache Feed, Load Feed From Cache and
/// Validate Feed Cache: the shared `LocalResourceLoader`'s, with the feed's ``CacheMapping`` to the
/// cache's own `LocalFeedImage`s, behind FeedFeature's `FeedCache` and `FeedLoader` (where an empty
/// feed, not `nil`, means nothing cached).
public final class LocalFeedLoader: Sendable {
    private let cache: LocalResourceLoader<[FeedImage]>

    /// - Parameters:
    ///   - store: where the feed is kept.
    ///   - currentDate: the clock; read once per use case.
    ///   - policy: how old a cache may get; seven days unless told otherwise.
    public init(
        store: some FeedStore,
        currentDate: @escaping @Sendable () -> Date,
        policy: CachePolicy = .sevenDays
    ) {
        cache = LocalResourceLoader(store: store, mapping: .feed, currentDate: currentDate, policy: policy)
    }
}

extension LocalFeedLoader: FeedCache {
    /// Deletes the old cache, then inserts `feed` stamped with the current date.
    /// A deletion error is thrown and nothing is inserted.
    public func save(_ feed: [FeedImage]) async throws {
        try await cache.save(feed)
    }
}

extension LocalFeedLoader: FeedLoader {
    /// The cached feed while it is valid; an empty array, not an error, when the cache is empty or
    /// expired, so a caller that needs to tell "nothing cached" from "nothing to show" checks for
    /// `isEmpty` (the `feed` app reports the server's failure then). Never changes the store.
    public func load() async throws -> [FeedImage] {
        try await cache.load() ?? []
    }
}

extension LocalFeedLoader {
    /// Deletes the cache when it cannot be read or has expired; keeps an empty or valid one.
    ///
    /// - Returns: what it found and did; a deletion error is thrown instead.
    @discardableResult
    public func validateCache() async throws -> CacheValidationOutcome {
        try await cache.validateCache()
    }
}

extension CacheMapping where Resource == [FeedImage], Stored == [LocalFeedImage] {
    /// The feed as the cache keeps it: `LocalFeedImage`s.
    public static let feed = CacheMapping(
        store: { $0.map(LocalFeedImage.init) },
        restore: { $0.map(FeedImage.init) }
    )
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
