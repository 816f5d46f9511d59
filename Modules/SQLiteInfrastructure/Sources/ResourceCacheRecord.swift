import Foundation
import GRDB

/// A row of `resource_cache`: one cached resource, under its store's key, as JSON.
struct ResourceCacheRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "resource_cache"

    enum Columns {
        static let key = Column(CodingKeys.key)
    }

    /// Which resource: one row per store key.
    let key: String
    /// Seconds since the reference date, stored as a double so that a `Date` comes back unchanged.
    let timestamp: Double
    /// The resource, JSON-encoded.
    let payload: Data
}
