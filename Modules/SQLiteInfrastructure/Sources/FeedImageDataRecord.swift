import FeedCache
import Foundation
import GRDB

/// A row of `feed_image_data`: the bytes of one image, keyed by its URL.
struct FeedImageDataRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "feed_image_data"

    enum Columns {
        static let url = Column(CodingKeys.url)
    }

    let url: URL
    let data: Data
}

extension FeedImageDataRecord {
    /// The bytes stored for `url`, read with one cached statement straight into `Data`.
    static func fetchData(for url: URL, _ db: Database) throws -> Data? {
        try Data.fetchOne(
            db.cachedStatement(sql: "SELECT data FROM feed_image_data WHERE url = ?"),
            arguments: [url.absoluteString])
    }

    /// Keeps the data of the images of `feed`, which is stored already, and drops the rest: the data
    /// of an image whose URL changed since the previous feed (`previousURLs`, by id) moves to its new
    /// URL where ``ImageDataCarryOver`` says it is the same image, unless data is stored for that URL
    /// already.
    static func keepOnlyData(of feed: [LocalFeedImage], previousURLs: [UUID: String], _ db: Database) throws {
        let move = try db.cachedStatement(sql: "UPDATE OR IGNORE feed_image_data SET url = ? WHERE url = ?")
        for image in feed {
            let url = image.urlString
            guard let previous = previousURLs[image.id], previous != url, let previousURL = URL(string: previous),
                ImageDataCarryOver.carriesOver(from: previousURL, to: image.url)
            else { continue }
            try move.execute(arguments: [url, previous])
        }
        try db.execute(sql: "DELETE FROM feed_image_data WHERE url NOT IN (SELECT url FROM feed_image)")
    }
}
