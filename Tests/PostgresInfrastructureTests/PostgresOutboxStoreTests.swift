import Foundation
import PostgresInfrastructure
import PostgresTestSupport
import SharedCache
import SharedCacheTestSupport
import Testing

/// The outbox in PostgreSQL, against a real server: a throwaway cluster (`initdb`, `pg_ctl`) on
/// loopback, with the same contract suite as the in-memory and SQLite outboxes.
@Suite(
    "PostgresOutboxStore",
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct PostgresOutboxStoreTests {
    @Test(arguments: OutboxStoreCheck.allCases)
    func outboxStoreContract(_ check: OutboxStoreCheck) async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { url in
            try await withDatabase(url: url) { database in
                try await OutboxStoreSpecs(PostgresOutboxStore(database: database)) {
                    PostgresOutboxStore(database: database)
                }.run(check)
            }
        }
    }

    /// Two instances enqueue twenty messages at once into an outbox of capacity ten: ten are kept and
    /// ten refused, each instance's count and insert being one step under the outbox's lock.
    @Test func instancesEnqueueingAtOnceKeepTheCapacity() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { url in
            try await withDatabase(url: url) { first in
                try await withDatabase(url: url) { second in
                    let refused = try await withThrowingTaskGroup(of: Bool.self) { group in
                        for index in 0..<20 {
                            let store = PostgresOutboxStore(database: index.isMultiple(of: 2) ? first : second)
                            group.addTask {
                                do {
                                    try await store.enqueue(
                                        OutboxMessage(id: UUID(), subject: UUID(), madeAt: Date(), destination: nil),
                                        capacity: 10)
                                    return false
                                } catch is OutboxFullError {
                                    return true
                                }
                            }
                        }
                        return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
                    }
                    let pending = try await PostgresOutboxStore(database: first).pending()
                    #expect(refused == 10)
                    #expect(pending.count == 10)
                }
            }
        }
    }

    @Test func whatOneInstanceEnqueuesAnotherDelivers() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { url in
            let message = OutboxMessage(id: UUID(), subject: UUID(), madeAt: Date(), destination: "api")
            try await withDatabase(url: url) { database in
                try await PostgresOutboxStore(database: database).enqueue(message, capacity: 10)
            }
            try await withDatabase(url: url) { database in
                let store = PostgresOutboxStore(database: database)
                let pending = try await store.pending()
                try await store.markDelivered(message.id)
                let entry = try await store.entry(withID: message.id)
                #expect(pending == [message])
                #expect(entry?.status == .delivered)
            }
        }
    }
}
