import FeedCache
import FeedFeature
import Foundation

/// A feed image with a fresh id and URL.
public func uniqueImage() -> FeedImage {
    let id = UUID()
    return FeedImage(
        id: id, description: "any", location: "any", url: URL(string: "https://image-\(id).com")!)
}

/// A two-image feed, as the domain sees it and as the cache stores it.
public func uniqueImageFeed() -> (models: [FeedImage], local: [LocalFeedImage]) {
    let models = [uniqueImage(), uniqueImage()]
    let local = models.map {
        LocalFeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url)
    }
    return (models, local)
}
