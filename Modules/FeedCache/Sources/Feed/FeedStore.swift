import Foundation
import SharedCache

/// Persists one cached feed: the shared ``ResourceStore`` contract for a feed of ``LocalFeedImage``s.
/// Every implementation must pass the shared resource store specs (`SharedCacheTestSupport`'s
/// `ResourceStoreSpecs`) with feeds, as `FeedCacheTestSupport` extends them.
///
/// `deleteCache` removes the feed, never the image data a store may also keep.
public protocol FeedStore: ResourceStore where Resource == [LocalFeedImage] {}
