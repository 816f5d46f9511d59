import FeedCache
import Foundation
import GRDB
import SQLiteInfrastructure
import SharedCache
import SharedCacheTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A SQLite store opens only what it wrote: `requirements --store notes.txt` renamed
/// a person's text file `notes.txt.corrupt-<time>` and started a database in its place. A file without
/// SQLite's header, a database without the store's schema table, and anything that is no regular file
/// are refused with their path, even under `CorruptFilePolicy.moveAside`, and left as they were; only
/// the store's own damaged database is moved aside.
@Suite final class SQLiteStoreForeignFileTests {
    private let directory = TemporaryDirectory()
    private var url: URL { directory.appending("notes.txt") }
    private let policy = CorruptFilePolicy.moveAside { _ in Issue.record("moved aside") }

    @Test(arguments: ["Shopping: milk, eggs, bread.\n", ""])
    func aFileWithoutTheHeaderIsRefusedByEveryStoreAndLeftAsItWas(contents: String) async throws {
        try write(contents, to: url)

        try await expectEveryStoreRefuses()

        #expect(try String(contentsOf: url, encoding: .utf8) == contents)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["notes.txt"])
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItWas() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try await DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "CREATE TABLE note (text TEXT); INSERT INTO note VALUES ('milk')")
        }
        let before = try Data(contentsOf: url)

        try await expectEveryStoreRefuses()

        #expect(try Data(contentsOf: url) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["notes.txt"])
    }

    /// A named pipe would block SQLite's read: it is refused by its `stat`, never opened.
    @Test(.timeLimit(.minutes(10))) func aNamedPipeIsRefusedWithoutBeingOpened() async throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try #require(mkfifo(url.path, 0o600) == 0)

        try await expectEveryStoreRefuses()

        var status = stat()
        #expect(lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["notes.txt"])
    }

    @Test func itsOwnDamagedDatabaseIsMovedAside() async throws {
        try writeDamagedSQLiteStoreFile(to: url)
        let damaged = try Data(contentsOf: url)
        let sut = SQLiteResourceStore<[String]>(storeURL: url, key: "k", corruptFilePolicy: .moveAside { _ in })

        try await sut.insert(["new"], timestamp: Date())

        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
            .filter { $0.hasPrefix("notes.txt.corrupt-") }
        #expect(aside.count == 1)
        #expect(try Data(contentsOf: directory.appending(aside[0])) == damaged)
        #expect(try await sut.retrieve()?.resource == ["new"])
    }

    @Test func itsOwnDatabaseOpensInEveryStore() async throws {
        try await SQLiteResourceStore<[String]>(storeURL: url, key: "k").insert(["saved"], timestamp: Date())

        #expect(try await SQLiteResourceStore<[String]>(storeURL: url, key: "k").retrieve()?.resource == ["saved"])
        #expect(try await SQLiteOutboxStore(storeURL: url).pending().isEmpty)
        #expect(try await SQLiteFeedStore(storeURL: url).retrieve() == nil)
    }

    private func expectEveryStoreRefuses(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let refused = SQLiteForeignFileError(url: url)
        let resource = SQLiteResourceStore<[String]>(storeURL: url, key: "k", corruptFilePolicy: policy)
        let outbox = SQLiteOutboxStore(storeURL: url, corruptFilePolicy: policy)
        let feed = SQLiteFeedStore(storeURL: url, corruptFilePolicy: policy)

        await #expect(throws: refused, sourceLocation: sourceLocation) { try await resource.retrieve() }
        await #expect(throws: refused, sourceLocation: sourceLocation) {
            try await resource.insert(["x"], timestamp: Date())
        }
        await #expect(throws: refused, sourceLocation: sourceLocation) { try await resource.deleteCache() }
        await #expect(throws: refused, sourceLocation: sourceLocation) { try await outbox.pending() }
        await #expect(throws: refused, sourceLocation: sourceLocation) { try await feed.retrieve() }
    }
}
