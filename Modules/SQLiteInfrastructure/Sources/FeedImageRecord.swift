import FeedCache
import Foundation
import GRDB

/// One image of the cached feed: a row of `feed_image`, at its place in the feed. Its columns are
/// written and read by the statements below, not through `Codable` (see ``insert(_:_:)``).
struct FeedImageRecord: TableRecord {
    static let databaseTableName = "feed_image"
}

extension FeedImageRecord {
    /// Inserts `feed` in order, one row per image, with one statement reused. The values are the ones
    /// the record's `insert` writes (the id as its 16 bytes, the URL as its absolute string), without
    /// the cost of encoding every image through `Codable` and of converting its URL through `NSURL`,
    /// which took most of a 10,000-image save (Tools/Benchmarks/StoreBenchmarks).
    static func insert(_ feed: [LocalFeedImage], _ db: Database) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT INTO feed_image (position, id, description, location, url) VALUES (?, ?, ?, ?, ?)")
        for (position, image) in feed.enumerated() {
            try statement.execute(arguments: [
                position, image.id, image.description, image.location, image.url.absoluteString,
            ])
        }
    }

    /// The feed in position order, its columns read by index: the values the record decodes, without
    /// `Codable` and the `NSURL` round trip of GRDB's `URL` conversion.
    ///
    /// - Throws: `DatabaseError` (`SQLITE_MISMATCH`) for a row whose URL does not parse.
    static func fetchFeed(_ db: Database) throws -> [LocalFeedImage] {
        let rows = try Row.fetchCursor(
            db.cachedStatement(sql: "SELECT id, description, location, url FROM feed_image ORDER BY position"))
        var feed: [LocalFeedImage] = []
        while let row = try rows.next() {
            let urlString = try row.decode(String.self, atIndex: 3)
            guard let url = URL(string: urlString) else {
                throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "feed_image.url is not a URL: \(urlString)")
            }
            feed.append(
                LocalFeedImage(
                    id: try row.decode(UUID.self, atIndex: 0),
                    description: try row.decode(String?.self, atIndex: 1),
                    location: try row.decode(String?.self, atIndex: 2),
                    url: url))
        }
        return feed
    }

    /// The URL of each image of the stored feed by its id, as stored (the first, should an id repeat).
    static func urlsByID(_ db: Database) throws -> [UUID: String] {
        let rows = try Row.fetchCursor(db.cachedStatement(sql: "SELECT id, url FROM feed_image"))
        var urls: [UUID: String] = [:]
        while let row = try rows.next() {
            let id = try row.decode(UUID.self, atIndex: 0)
            if urls[id] == nil { urls[id] = try row.decode(String.self, atIndex: 1) }
        }
        return urls
    }
}
