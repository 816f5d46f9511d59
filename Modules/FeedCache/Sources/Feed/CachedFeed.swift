import Foundation

/// What a `FeedStore` holds: the feed and when it was saved.
public struct CachedFeed: Hashable, Sendable {
    public let feed: [LocalFeedImage]
    public let timestamp: Date

    public init(feed: [LocalFeedImage], timestamp: Date) {
        self.feed = feed
        self.timestamp = timestamp
    }
}
