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

    /// A deliverer whose session ends mid-delivery (its process killed: the server ends the session)
    /// loses the lease at once: the next deliverer takes it while the first is still "delivering". Only
    /// this database's sessions are ended: the other tests share the server.
    @Test func theLeaseOfADelivererWhoseSessionEndsGoesToTheNext() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { server, name in
            try await withDatabase(url: server.url(database: name)) { first in
                try await withDatabase(url: server.url(database: name)) { second in
                    let holder = PostgresOutboxStore(database: first)
                    let next = PostgresOutboxStore(database: second)
                    let destination = "https://api.example"
                    let taken = try await holder.withDeliveryLease(to: destination, waitingAtMost: .zero) {
                        let refused = try await next.withDeliveryLease(to: destination, waitingAtMost: .zero) { true }
                        _ = try await server.query(
                            """
                            SELECT count(pg_terminate_backend(pid)) FROM pg_locks
                            WHERE locktype = 'advisory' AND granted AND classid = 74062015
                                AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
                            """, database: name)
                        let afterKill = try await next.withDeliveryLease(to: destination, waitingAtMost: .seconds(30)) {
                            true
                        }
                        return (refused, afterKill)
                    }
                    #expect(taken?.0 == nil)
                    #expect(taken?.1 == true)
                    #expect(try await holder.withDeliveryLease(to: destination, waitingAtMost: .seconds(30)) { 1 } == 1)
                }
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
