import FeedCache
import Foundation
import GRDB
import SharedCache
import Testing

@testable import SQLiteInfrastructure

/// A cache written by an earlier release still loads: the file below is built with the exact SQL of
/// the first released schema (migration `v1`), not with the store, so that a change to the store's
/// schema that forgot a migration fails here.
@Suite final class SQLiteFeedStoreCompatibilityTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.appending("released/feed.sqlite") }

    @Test func aCacheWrittenWithTheFirstReleasedSchemaLoads() async throws {
        let id = UUID(uuidString: "7DAF0165-CB0D-594F-8E7B-1D92DBB43B57")!
        let timestamp = Date(timeIntervalSinceReferenceDate: 737_000_000.5)
        try await writeReleasedDatabase(at: storeURL) { db in
            try db.execute(
                sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1');
                    CREATE TABLE feed_cache (id INTEGER PRIMARY KEY CHECK (id = 1), timestamp DOUBLE NOT NULL);
                    CREATE TABLE feed_image (
                        position INTEGER PRIMARY KEY, id BLOB NOT NULL, description TEXT, location TEXT,
                        url TEXT NOT NULL);
                    CREATE TABLE feed_image_data (url TEXT PRIMARY KEY, data BLOB NOT NULL);
                    """)
            try db.execute(
                sql: "INSERT INTO feed_cache VALUES (1, ?)", arguments: [timestamp.timeIntervalSinceReferenceDate])
            try db.execute(
                sql: "INSERT INTO feed_image VALUES (0, ?, 'Morning fog', 'San Francisco', 'https://a.com/1.png')",
                arguments: [id])
            try db.execute(
                sql: "INSERT INTO feed_image VALUES (1, ?, NULL, NULL, 'https://a.com/2.png')", arguments: [id])
            try db.execute(
                sql: "INSERT INTO feed_image_data VALUES ('https://a.com/1.png', ?)", arguments: [Data([1, 2, 3])])
        }

        let sut = SQLiteFeedStore(storeURL: storeURL)

        let cached = try await sut.retrieve()
        #expect(cached?.timestamp == timestamp)
        #expect(
            cached?.feed == [
                LocalFeedImage(
                    id: id, description: "Morning fog", location: "San Francisco",
                    url: URL(string: "https://a.com/1.png")!),
                LocalFeedImage(id: id, description: nil, location: nil, url: URL(string: "https://a.com/2.png")!),
            ])
        #expect(try await sut.retrieve(dataForURL: URL(string: "https://a.com/1.png")!) == Data([1, 2, 3]))
    }
}
