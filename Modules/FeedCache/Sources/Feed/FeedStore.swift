import Foundation
import SharedCache

/// Persists one cached feed: the shared ``ResourceStore`` contract for a feed of ``LocalFeedImage``s.
/// Every implementation must pass the FeedStore spec suite (`FeedCacheTestSupport.FeedStoreSpecs`),
/// which runs the shared resource store specs with feeds.
///
/// `deleteCache` removes the feed, never the image data a store may also keep.
public protocol FeedStore: ResourceStore where Resource == [LocalFeedImage] {}
