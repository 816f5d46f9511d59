import Foundation

/// Keeps image bytes by URL so that they can be shown without connectivity.
public protocol FeedImageDataCache: Sendable {
    func save(_ data: Data, for url: URL) async throws
}
