import FeedCache
import Foundation

/// The feed file's format, version 1, kept apart from `LocalFeedImage` so that the file stays
/// readable whatever the cache's own types become.
struct StoredFeed: Codable {
    /// The format version this store writes and reads.
    static var currentVersion: Int { 1 }
    /// The mark of the feed file (see `JSONEnvelope`).
    static var format: String { "essential-feed.feed-cache" }

    struct Image: Codable {
        let id: UUID
        let description: String?
        let location: String?
        let url: String
    }

    /// The mark; `nil` in a file of an earlier release.
    let format: String?
    let version: Int
    let images: [Image]
    /// Seconds since the reference date: a `Date` comes back unchanged.
    let timestamp: Double

    init(_ feed: [LocalFeedImage], timestamp: Date) {
        format = Self.format
        version = Self.currentVersion
        images = feed.map {
            Image(
                id: $0.id, description: $0.description, location: $0.location, url: $0.url.absoluteString)
        }
        self.timestamp = timestamp.timeIntervalSinceReferenceDate
    }

    /// - Throws: `JSONFileFeedStore.Error.corruptFeedFile` when the file holds an unknown version or
    ///   a URL that cannot be read back.
    func cachedFeed() throws -> CachedFeed {
        guard version == Self.currentVersion else { throw JSONFileFeedStore.Error.corruptFeedFile }
        let feed = try images.map { image in
            guard let url = URL(string: image.url) else { throw JSONFileFeedStore.Error.corruptFeedFile }
            return LocalFeedImage(
                id: image.id, description: image.description, location: image.location, url: url)
        }
        return CachedFeed(feed: feed, timestamp: Date(timeIntervalSinceReferenceDate: timestamp))
    }
}
