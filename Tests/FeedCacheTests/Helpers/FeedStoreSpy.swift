import FeedCache
import SharedCacheTestSupport

/// A `FeedStore` double: the shared store spy, holding feeds.
typealias FeedStoreSpy = ResourceStoreSpy<[LocalFeedImage]>

extension ResourceStoreSpy: FeedStore where Resource == [LocalFeedImage] {}
