import Foundation
import GRDB

/// The single row of `feed_cache`: when the cached feed was saved.
struct FeedCacheRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "feed_cache"

    /// Always 1: the table holds one row at most.
    let id: Int
    /// Seconds since the reference date, stored as a double so that a `Date` comes back unchanged.
    let timestamp: Double

    init(timestamp: Date) {
        id = 1
        self.timestamp = timestamp.timeIntervalSinceReferenceDate
    }

    var date: Date {
        Date(timeIntervalSinceReferenceDate: timestamp)
    }
}
