import Foundation

/// Persists image bytes by URL. Every implementation must pass the FeedImageDataStore spec suite
/// (`FeedCacheTestSupport.FeedImageDataStoreSpecs`).
///
/// Contract:
/// - `retrieve` delivers `nil` for a URL with nothing stored, and the last inserted bytes otherwise.
/// - Image data belongs to the images of the cached feed. A store that is also the `FeedStore` keeps,
///   when a feed is saved, the data of every image the new feed has, so that images already
///   downloaded stay available offline after load more; an image whose URL changed only in its
///   scheme, host or port (same id, same path and query: a server on a new port, a new CDN address)
///   keeps its data under its new URL, unless data is stored for the new URL already
///   (``ImageDataCarryOver``); a new path or query is a new version of the image, downloaded again. The data of images the new feed does not have is dropped, so the
///   store does not grow with every feed ever cached. Deleting the feed keeps the image data.
/// - A failure throws and has no side effects.
public protocol FeedImageDataStore: Sendable {
    func insert(_ data: Data, for url: URL) async throws
    func retrieve(dataForURL url: URL) async throws -> Data?
}
