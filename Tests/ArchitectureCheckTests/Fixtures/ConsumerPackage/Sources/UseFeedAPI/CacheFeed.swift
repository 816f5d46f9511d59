import FeedAPI
import FeedCache
import FeedFeature
import Foundation
import JSONFileInfrastructure
import SharedAPI
import URLSessionInfrastructure

/// The feed from the server, kept in `directory` (`feed.json`); the cached feed, up to seven days
/// old, when the server cannot be reached.
public func loadFeed(from baseURL: URL, cachingIn directory: URL) async throws -> [FeedImage] {
    let remote = RemoteFeedLoader(baseURL: baseURL, client: URLSessionHTTPClient())
    let cache = LocalFeedLoader(store: JSONFileFeedStore(directory: directory), currentDate: { Date() })

    do {
        let feed = try await remote.load()
        try await cache.save(feed)
        return feed
    } catch RemoteLoadError.connectivity {
        return try await cache.load()
    }
}
