import FeedAPI
import Foundation

/// The URL of the feed's first page: this target uses one library product of the repository, FeedAPI.
public func firstPageURL(of baseURL: URL) -> URL {
    FeedEndpoint.get(after: nil).url(baseURL: baseURL)
}
