import Foundation
import GRDB
import SharedCache
import SharedCacheTestSupport
import Testing

@testable import SQLiteInfrastructure

@Suite final class SQLiteOutboxStoreTests {
    private let directory = TemporaryDirectory()
    private var storeURL: URL { directory.appending("nested/requirements.sqlite") }

    @Test(arguments: OutboxStoreCheck.allCases)
    func outboxStoreContract(_ check: OutboxStoreCheck) async throws {
        let url = storeURL
        try await OutboxStoreSpecs(makeSUT(), reopen: { SQLiteOutboxStore(storeURL: url) }).run(check)
    }

    @Test(arguments: OutboxStoreCheck.allCases)
    func inMemoryOutboxStoreContract(_ check: OutboxStoreCheck) async throws {
        let sut = SQLiteOutboxStore.inMemory()
        try await OutboxStoreSpecs(sut, reopen: { sut }).run(check)
    }

    @Test func sharesItsFileWithAResourceCache() async throws {
        let cache = SQLiteResourceStore<[String]>(storeURL: storeURL, key: "requirements")
        let message = uniqueOutboxMessage()
        try await cache.insert(["cached"], timestamp: Date())

        try await makeSUT().enqueue(message, capacity: 1)

        #expect(try await cache.retrieve()?.resource == ["cached"])
        #expect(try await makeSUT().pending() == [message])
    }

    /// The requirements app's outbox of earlier releases (`validation_outbox`, schema versions 1 and
    /// 2), written with that schema's own SQL: every row opens as a message, in its place, with its
    /// status and reason, and new messages follow it.
    @Test func anOutboxOfValidationsFromAnEarlierReleaseOpensWithEveryRowInItsPlace() async throws {
        let rows: [(item: UUID, validatedAt: Double, status: String, reason: String?, server: String?)] = [
            (UUID(), 700_000_000.25, "delivered", nil, "http://127.0.0.1:8080"),
            (UUID(), 700_000_100, "failed", "unknown item", "http://127.0.0.1:8080"),
            (UUID(), 700_000_200, "pending", nil, nil),
            (UUID(), 700_000_300, "pending", nil, "https://api.example"),
        ]
        let ids = rows.map { _ in UUID() }
        try await writeReleasedDatabase(at: storeURL) { db in
            try db.execute(
                sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('validation-outbox-v1'), ('validation-outbox-v2-server');
                    CREATE TABLE validation_outbox (
                        sequence INTEGER PRIMARY KEY AUTOINCREMENT, id BLOB NOT NULL UNIQUE, item_id BLOB NOT NULL,
                        validated_at DOUBLE NOT NULL, status TEXT NOT NULL, failure_reason TEXT, server TEXT);
                    CREATE INDEX validation_outbox_status ON validation_outbox(status);
                    """)
            // Sequence numbers with a gap, as retention leaves them.
            for (index, row) in rows.enumerated() {
                try db.execute(
                    sql: "INSERT INTO validation_outbox VALUES (?, ?, ?, ?, ?, ?, ?)",
                    arguments: [
                        index * 3 + 1, ids[index], row.item, row.validatedAt, row.status, row.reason, row.server,
                    ])
            }
        }

        let sut = makeSUT()
        let next = uniqueOutboxMessage()
        try await sut.enqueue(next, capacity: 10)

        let entries = try await sut.entries()
        #expect(entries.map(\.message.id) == ids + [next.id])
        #expect(entries.map(\.message.subject) == rows.map(\.item) + [next.subject])
        #expect(
            entries.dropLast().map(\.message.madeAt)
                == rows.map { Date(timeIntervalSinceReferenceDate: $0.validatedAt) })
        #expect(entries.map(\.status) == [.delivered, .failed, .pending, .pending, .pending])
        #expect(entries.map(\.failureReason) == [nil, "unknown item", nil, nil, nil])
        #expect(entries.dropLast().map(\.message.destination) == rows.map(\.server))
        #expect(try await sut.pending().map(\.id) == [ids[2], ids[3], next.id])
    }

    @Test func storesOnSeveralInstancesAtOnceNeverGoPastTheCapacity() async throws {
        let capacity = 25
        let stores = (0..<4).map { _ in makeSUT() }

        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<100 {
                let store = stores[index % stores.count]
                group.addTask {
                    do {
                        try await store.enqueue(uniqueOutboxMessage(), capacity: capacity)
                        return true
                    } catch {
                        return false
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }

        #expect(outcomes.count(where: { $0 }) == capacity)
        #expect(try await makeSUT().pending().count == capacity)
    }

    @Test func aFileThatIsNotADatabaseFailsEveryCallAndIsLeftAlone() async throws {
        try writeGarbage(to: storeURL)
        let before = try Data(contentsOf: storeURL)

        await #expect(throws: (any Error).self) {
            try await self.makeSUT().enqueue(uniqueOutboxMessage(), capacity: 10)
        }
        await #expect(throws: (any Error).self) { try await self.makeSUT().pending() }
        #expect(try Data(contentsOf: storeURL) == before)
    }

    @Test func aReadOnlyDatabaseRefusesToEnqueueAndKeepsWhatItHas() async throws {
        let message = uniqueOutboxMessage()
        try await makeSUT().enqueue(message, capacity: 10)
        let readOnly = SQLiteOutboxStore(location: .file(storeURL), readOnly: true)

        await #expect(throws: (any Error).self) { try await readOnly.enqueue(uniqueOutboxMessage(), capacity: 10) }
        #expect(try await readOnly.pending() == [message])
    }

    private func makeSUT() -> SQLiteOutboxStore {
        SQLiteOutboxStore(storeURL: storeURL)
    }
}
