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
