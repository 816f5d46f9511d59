import FeedCache
import Foundation
import GRDB

/// One image of the cached feed: a row of `feed_image`, at its place in the feed.
struct FeedImageRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "feed_image"

    enum Columns {
        static let position = Column(CodingKeys.position)
    }

    let position: Int
    let id: UUID
    let description: String?
    let location: String?
    let url: URL

    init(_ image: LocalFeedImage, position: Int) {
        self.position = position
        id = image.id
        description = image.description
        location = image.location
        url = image.url
    }

    var local: LocalFeedImage {
        LocalFeedImage(id: id, description: description, location: location, url: url)
    }
}
