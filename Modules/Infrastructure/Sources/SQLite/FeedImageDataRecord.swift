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
}
