import FeedAPI
import FeedFeature
import Foundation
import URLSessionInfrastructure

/// The first page of the feed at `baseURL` (`<baseURL>/v1/feed?limit=10`), then the page after it.
public func loadFirstTwoPages(from baseURL: URL) async throws -> [FeedImage] {
    // URLSession (FoundationNetworking on Linux); follows a redirect only to the same scheme, host and port.
    let client = URLSessionHTTPClient(timeout: .seconds(30))
    let feed = RemoteFeedLoader(baseURL: baseURL, client: client)

    let firstPage = try await feed.load()
    guard let last = firstPage.last else { return firstPage }
    let secondPage = try await feed.loadPage(after: last)
    return firstPage + secondPage
}
