import FeedCache
import FeedCacheTestSupport
import Foundation
import GRDB
import JSONFileInfrastructure
import SQLiteInfrastructure
import SharedCache
import Testing

/// A store written by a newer version of the app is left as it is by an older one: refused with a
/// clear error, never read, written, moved aside or deleted, also by the Validate Cache use case.
@Suite final class NewerVersionStoreTests {
    private let directory = TemporaryDirectory()

    init() throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
    }

    // MARK: - SQLite

    @Test func aFeedStoreMigratedByANewerVersionIsRefusedAndKept() async throws {
        let url = directory.appending("feed.sqlite")
        try await SQLiteFeedStore(storeURL: url).insert(uniqueImageFeed().local, timestamp: Date())
        try markMigratedByANewerVersion(url)
        let before = try Data(contentsOf: url)
        let sut = SQLiteFeedStore(storeURL: url, corruptFilePolicy: .moveAside { _ in Issue.record("moved aside") })

        let expected = SQLiteNewerSchemaError(url: url, unknownMigrations: ["v99-from-the-future"])
        await #expect(throws: expected) { try await sut.retrieve() }
        await #expect(throws: expected) { try await sut.insert(uniqueImageFeed().local, timestamp: Date()) }
        await #expect(throws: expected) { try await sut.deleteCache() }
        await #expect(throws: expected) {
            try await LocalFeedLoader(store: sut, currentDate: Date.init).validateCache()
        }

        #expect(try Data(contentsOf: url) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.contains("corrupt") }
                .isEmpty)
    }

    @Test func theChecklistFileMigratedByANewerVersionIsRefusedByBothItsStores() async throws {
        let url = directory.appending("requirements.sqlite")
        try await SQLiteResourceStore<[String]>(storeURL: url, key: "requirements").insert(["item"], timestamp: Date())
        _ = try await SQLiteOutboxStore(storeURL: url).pending()
        try markMigratedByANewerVersion(url)

        await #expect(throws: SQLiteNewerSchemaError.self) {
            try await SQLiteResourceStore<[String]>(storeURL: url, key: "requirements").retrieve()
        }
        await #expect(throws: SQLiteNewerSchemaError.self) { try await SQLiteOutboxStore(storeURL: url).pending() }
    }

    @Test func theChecklistFileWithBothItsSchemasIsNoNewerVersion() async throws {
        let url = directory.appending("requirements.sqlite")
        _ = try await SQLiteOutboxStore(storeURL: url).pending()
        try await SQLiteResourceStore<[String]>(storeURL: url, key: "requirements").insert(["item"], timestamp: Date())

        #expect(
            try await SQLiteResourceStore<[String]>(storeURL: url, key: "requirements").retrieve()?.resource == ["item"]
        )
        #expect(try await SQLiteOutboxStore(storeURL: url).pending().isEmpty)
    }

    // MARK: - JSON

    @Test func aJSONFeedOfANewerFormatIsRefusedAndKept() async throws {
        let folder = directory.appending("store")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "feed.json")
        let newer = Data(#"{"version": 2, "timestamp": 0, "images": [], "albums": []}"#.utf8)
        try newer.write(to: file)
        let sut = JSONFileFeedStore(directory: folder)

        let expected = NewerStoreVersionError(url: file, version: 2, currentVersion: 1)
        await #expect(throws: expected) { try await sut.checkOwnership() }
        await #expect(throws: expected) { try await sut.retrieve() }
        await #expect(throws: expected) { try await sut.insert(uniqueImageFeed().local, timestamp: Date()) }
        await #expect(throws: expected) {
            try await LocalFeedLoader(store: sut, currentDate: Date.init).validateCache()
        }

        #expect(try Data(contentsOf: file) == newer)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["feed.json"])
    }

    @Test func aJSONResourceOfANewerFormatIsRefusedAndKept() async throws {
        let file = directory.appending("photos.json")
        let newer = Data(#"{"version": 3, "timestamp": 0, "resource": {"shape": "new"}}"#.utf8)
        try newer.write(to: file)
        let sut = JSONFileResourceStore<[String]>(fileURL: file) { _ in Issue.record("moved aside") }

        let expected = NewerStoreVersionError(url: file, version: 3, currentVersion: 1)
        await #expect(throws: expected) { try await sut.checkOwnership() }
        await #expect(throws: expected) { try await sut.retrieve() }
        await #expect(throws: expected) { try await sut.insert(["item"], timestamp: Date()) }
        await #expect(throws: expected) { try await sut.validateCache { _ in .kept } }

        #expect(try Data(contentsOf: file) == newer)
    }

    /// Records a migration this version does not know, as a newer version's migrator would.
    private func markMigratedByANewerVersion(_ url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
    }
}
