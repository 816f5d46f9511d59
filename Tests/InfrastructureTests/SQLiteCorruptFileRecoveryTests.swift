import Foundation
import SQLiteInfrastructure
import SharedCache
import Synchronization
import Testing

/// The checklist's cache and its outbox share one SQLite file. When the file is their own and corrupt, and both stores
/// open it at once, it is moved aside once, and what either store writes lands in the new store, not
/// in the `.corrupt-*` file.
@Suite("Corrupt file recovery")
struct SQLiteCorruptFileRecoveryTests {

    @Test(arguments: 0..<20)
    func twoStoresOfACorruptFileMoveItAsideOnceAndKeepEveryWrite(round: Int) async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "corrupt-recovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appending(path: "requirements.sqlite")
        try writeDamagedSQLiteStoreFile(to: url)
        let damaged = try Data(contentsOf: url)
        let moves = Mutex(0)
        let policy = CorruptFilePolicy.moveAside { _ in moves.withLock { $0 += 1 } }
        let outbox = SQLiteOutboxStore(storeURL: url, corruptFilePolicy: policy)
        let cache = SQLiteResourceStore<[String]>(storeURL: url, key: "requirements", corruptFilePolicy: policy)
        let message = OutboxMessage(id: UUID(), subject: UUID(), madeAt: Date(), destination: "http://h")

        async let enqueued: Void = outbox.enqueue(message, capacity: 10)
        async let saved: Void = cache.replaceCache(with: ["item"], timestamp: Date())
        _ = try await (enqueued, saved)

        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("requirements.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        #expect(moves.withLock { $0 } == 1, "moved aside once")
        #expect(aside.count == 1)
        #expect(try Data(contentsOf: directory.appending(path: aside[0])) == damaged, "the corrupt bytes kept")
        let reopened = SQLiteOutboxStore(storeURL: url)
        #expect(try await reopened.pending().map(\.id) == [message.id], "the validation is in the store")
        #expect(
            try await SQLiteResourceStore<[String]>(storeURL: url, key: "requirements").retrieve()?.resource == ["item"]
        )
    }
}

/// A process stopped between moving a corrupt database aside and moving its `-wal` leaves a `-wal`
/// without its database. The new database created at that path does not take in the old one's pages:
/// SQLite creates it in rollback-journal mode, where a `-wal` is not read, and switching it to WAL
/// starts a new log. This test keeps that true.
@Suite struct SQLiteOrphanedWALTests {
    @Test func aWALLeftWithoutItsDatabaseIsNotReplayedIntoTheNewOne() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "orphaned-wal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appending(path: "old.sqlite")
        let new = directory.appending(path: "feed.sqlite")
        let oldStore = SQLiteResourceStore<[String]>(storeURL: old, key: "feed")
        try await oldStore.insert(["from the old database"], timestamp: Date())
        try FileManager.default.copyItem(atPath: old.path + "-wal", toPath: new.path + "-wal")
        let copied = try FileManager.default.attributesOfItem(atPath: new.path + "-wal")[.size] as? Int ?? 0
        try #require(copied > 32, "the old database's write is still in its -wal (\(copied) bytes)")
        _ = oldStore

        let sut = SQLiteResourceStore<[String]>(storeURL: new, key: "feed")

        #expect(try await sut.retrieve() == nil, "the new database holds nothing of the old one")
        try await sut.insert(["new"], timestamp: Date())
        #expect(try await SQLiteResourceStore<[String]>(storeURL: new, key: "feed").retrieve()?.resource == ["new"])
    }
}
