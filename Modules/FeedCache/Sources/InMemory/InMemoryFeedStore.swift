import Foundation

/// A store that keeps the feed and image data in memory, for as long as the instance lives: for
/// tests, previews and apps that need no persistence. It never fails.
public actor InMemoryFeedStore {
    private var feedCache: CachedFeed?
    private var imageData: [URL: Data] = [:]

    /// An empty store.
    public init() {}
}

extension InMemoryFeedStore: FeedStore {
    public func deleteCache() {
        feedCache = nil
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) {
        feedCache = CachedFeed(feed: feed, timestamp: timestamp)
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous feed.
    public func replaceCache(with feed: [LocalFeedImage], timestamp: Date) {
        insert(feed, timestamp: timestamp)
    }

    public func retrieve() -> CachedFeed? {
        feedCache
    }
}

extension InMemoryFeedStore: FeedImageDataStore {
    public func insert(_ data: Data, for url: URL) {
        imageData[url] = data
    }

    public func retrieve(dataForURL url: URL) -> Data? {
        imageData[url]
    }
}
