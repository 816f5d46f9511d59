import FeedCache
import Foundation
import SharedCacheTestSupport

/// A cache of a unique three-image feed; one image has no description and no location, so that
/// stores are seen to keep `nil` apart from an empty string.
public func uniqueFeedCache(timestamp: Date = Date()) -> CachedFeed {
    let id = UUID()
    let bare = LocalFeedImage(
        id: id, description: nil, location: nil, url: URL(string: "https://bare-\(id).com")!)
    return CachedFeed(feed: uniqueImageFeed().local + [bare], timestamp: timestamp)
}

extension ResourceStoreSpecs where Store.Resource == [LocalFeedImage] {
    /// The shared store specs run with feeds: the `FeedStore` contract.
    public init(_ sut: Store) {
        self.init(sut, makeResource: { uniqueFeedCache().feed })
    }
}
