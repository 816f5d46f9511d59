import Foundation

/// Persists image bytes by URL. Every implementation must pass the FeedImageDataStore spec suite
/// (`FeedCacheTestSupport.FeedImageDataStoreSpecs`).
///
/// Contract:
/// - `retrieve` delivers `nil` for a URL with nothing stored, and the last inserted bytes otherwise.
/// - Image data is an independent, URL-keyed cache: it survives a feed re-save or deletion, so that
///   images already downloaded stay available offline when the feed is saved again (load more).
/// - A failure throws and has no side effects.
public protocol FeedImageDataStore: Sendable {
    func insert(_ data: Data, for url: URL) async throws
    func retrieve(dataForURL url: URL) async throws -> Data?
}
