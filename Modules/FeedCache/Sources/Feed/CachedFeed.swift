import Foundation
import SharedCache

/// What a `FeedStore` holds: the feed and when it was saved.
public typealias CachedFeed = CachedResource<[LocalFeedImage]>

extension CachedResource where Resource == [LocalFeedImage] {
    /// The cached feed's images, in feed order.
    public var feed: [LocalFeedImage] { resource }

    public init(feed: [LocalFeedImage], timestamp: Date) {
        self.init(resource: feed, timestamp: timestamp)
    }
}
