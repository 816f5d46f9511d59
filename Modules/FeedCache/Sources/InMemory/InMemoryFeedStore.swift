import Foundation
import SharedCache

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

    public func deleteCache(ifSavedAt timestamp: Date) async {
        if feedCache?.timestamp == timestamp { feedCache = nil }
    }

    /// Replaces the feed; keeps the data of the images `feed` has (carried over to an image's new URL
    /// as ``ImageDataCarryOver`` says) and drops the rest.
    public func insert(_ feed: [LocalFeedImage], timestamp: Date) {
        let previousURLs = Dictionary((feedCache?.feed ?? []).map { ($0.id, $0.url) }) { first, _ in first }
        for move in ImageDataCarryOver.moves(from: previousURLs, to: feed) where imageData[move.to] == nil {
            imageData[move.to] = imageData[move.from]
        }
        let referenced = Set(feed.map(\.url))
        imageData = imageData.filter { referenced.contains($0.key) }
        feedCache = CachedFeed(feed: feed, timestamp: timestamp)
    }

    /// One step: ``insert(_:timestamp:)`` already replaces the previous feed.
    public func replaceCache(with feed: [LocalFeedImage], timestamp: Date) async {
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
