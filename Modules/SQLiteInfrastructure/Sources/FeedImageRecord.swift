import FeedCache
import Foundation
import GRDB
import GRDBSQLite

/// One image of the cached feed: a row of `feed_image`, at its place in the feed. Its columns are
/// written and read by the statements below, not through `Codable` (see ``insert(_:_:)``).
struct FeedImageRecord: TableRecord {
    static let databaseTableName = "feed_image"
}

extension FeedImageRecord {
    /// Inserts `feed` in order, one row per image, with one statement reused. The values are the ones
    /// the record's `insert` writes (the id as its 16 bytes, the URL as its absolute string), without
    /// the cost of encoding every image through `Codable` and of converting its URL through `NSURL`,
    /// which took most of a 10,000-image save (Tools/Benchmarks/StoreBenchmarks). They are bound straight
    /// to the statement (`sqlite3_bind_*`), as the C reference does: GRDB's `StatementArguments` made the
    /// save 2.7x the reference without the image data's reconciliation, 1.23x with direct binding.
    static func insert(_ feed: [LocalFeedImage], _ db: Database) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT INTO feed_image (position, id, description, location, url) VALUES (?, ?, ?, ?, ?)")
        let sqliteStatement = statement.sqliteStatement
        defer { sqlite3_reset(sqliteStatement) }
        for (position, image) in feed.enumerated() {
            sqlite3_reset(sqliteStatement)
            sqlite3_bind_int64(sqliteStatement, 1, Int64(position))
            withUnsafeBytes(of: image.id.uuid) { bytes in
                _ = sqlite3_bind_blob(sqliteStatement, 2, bytes.baseAddress, 16, transient)
            }
            bind(image.description, to: 3, of: sqliteStatement)
            bind(image.location, to: 4, of: sqliteStatement)
            bind(image.urlString, to: 5, of: sqliteStatement)
            let code = sqlite3_step(sqliteStatement)
            guard code == SQLITE_DONE else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: code),
                    message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
        }
    }

    /// SQLite's `SQLITE_TRANSIENT`: it copies a bound value before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds `text` (or `NULL`) to parameter `index`.
    private static func bind(_ text: String?, to index: CInt, of statement: SQLiteStatement) {
        guard var text else {
            sqlite3_bind_null(statement, index)
            return
        }
        text.withUTF8 { characters in
            // An empty buffer may have no address, and a null pointer would bind NULL, not "".
            guard let address = characters.baseAddress, !characters.isEmpty else {
                _ = sqlite3_bind_text(statement, index, "", 0, transient)
                return
            }
            _ = sqlite3_bind_text(
                statement, index, UnsafeRawPointer(address).assumingMemoryBound(to: CChar.self),
                CInt(characters.count), transient)
        }
    }

    /// The feed in position order. GRDB steps the statement; each row's columns are read straight
    /// from it (`sqlite3_column_*`), which the C reference of Tools/Benchmarks/StoreBenchmarks does
    /// too: the id's 16 bytes copied into a `UUID`, the texts copied into `String`s by their byte
    /// counts. A URL is kept as its stored string and parsed only when an image's `url` is asked for,
    /// where `LocalFeedImage` can (`init(id:description:location:storedURL:)`). An id that is not 16
    /// bytes goes through GRDB's `UUID` conversion, as before.
    ///
    /// - Throws: `DatabaseError` (`SQLITE_MISMATCH`) for a row whose URL is `NULL` or does not parse.
    static func fetchFeed(_ db: Database) throws -> [LocalFeedImage] {
        let statement = try db.cachedStatement(
            sql: "SELECT id, description, location, url FROM feed_image ORDER BY position")
        let rows = try Row.fetchCursor(statement)
        let sqliteStatement = statement.sqliteStatement
        var feed: [LocalFeedImage] = []
        while let row = try rows.next() {
            let id: UUID
            if sqlite3_column_type(sqliteStatement, 0) == SQLITE_BLOB, sqlite3_column_bytes(sqliteStatement, 0) == 16,
                let bytes = sqlite3_column_blob(sqliteStatement, 0)
            {
                id = UUID(uuid: bytes.loadUnaligned(as: uuid_t.self))
            } else {
                id = try row.decode(UUID.self, atIndex: 0)
            }
            guard let urlString = text(sqliteStatement, 3),
                let image = LocalFeedImage(
                    id: id, description: text(sqliteStatement, 1), location: text(sqliteStatement, 2),
                    storedURL: urlString)
            else {
                throw DatabaseError(
                    resultCode: .SQLITE_MISMATCH, message: "feed_image.url is not a URL: \(String(describing: row[3]))")
            }
            feed.append(image)
        }
        return feed
    }

    /// The text of column `index` of the current row, or `nil` when it is `NULL`.
    private static func text(_ statement: SQLiteStatement, _ index: CInt) -> String? {
        guard sqlite3_column_type(statement, index) != SQLITE_NULL,
            let characters = sqlite3_column_text(statement, index)
        else { return nil }
        return String(
            decoding: UnsafeBufferPointer(start: characters, count: Int(sqlite3_column_bytes(statement, index))),
            as: UTF8.self)
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
