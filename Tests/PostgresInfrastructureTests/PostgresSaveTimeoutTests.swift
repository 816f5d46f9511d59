import FeedCache
import FeedCacheTestSupport
import Foundation
import PostgresInfrastructure
import PostgresTestSupport
import SharedCache
import SharedCacheTestSupport
import Testing

/// A save that runs out of time against a real server: it must fail for good, never land afterwards.
@Suite(
    "PostgresFeedStore time limits",
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct PostgresSaveTimeoutTests {
    /// Another session holds a lock the save needs past the save's limit: the save fails, its session
    /// stops waiting while the lock is still held, and once the lock goes and the server is idle, the
    /// stored feed is still the previous one.
    @Test func aSaveThatRanOutOfTimeWaitingForALockNeverLandsAfterwards() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { server, database in
            let url = server.url(database: database)
            let previous = uniqueFeedCache()
            try await withStore(url: url) { store in
                try await store.insert(previous.feed, timestamp: previous.timestamp)
            }

            // Long enough for `psql`, polling beside it, to see the save wait on a machine ten times slower.
            let limit = Duration.seconds(6)
            try await withStore(url: url, operationTimeout: limit) { store in
                try await warmUp(store)
                let holder = try await TableLockHolder.lock("feed_cache", of: database, on: server)
                let clock = ContinuousClock()
                let start = clock.now
                let save = Task {
                    let next = uniqueFeedCache()
                    try await store.insert(next.feed, timestamp: next.timestamp)
                }
                let sawTheSaveWait = try await PostgresActivity.poll(within: .seconds(60)) {
                    try await PostgresActivity.lockWaiters(in: database, on: server) > 0
                }
                let outcome = await save.result
                let failedAfter = clock.now - start
                #expect(sawTheSaveWait, "the save never waited for the lock: the test proves nothing")
                #expect(throws: (any Error).self, "the save outlived the lock it waited for") { try outcome.get() }
                // The server gives up too: the save's session stops waiting while the lock is still held.
                let serverGaveUp = try await PostgresActivity.poll(within: .seconds(60)) {
                    try await PostgresActivity.lockWaiters(in: database, on: server) == 0
                }
                let serverGaveUpAfter = clock.now - start
                #expect(serverGaveUp, "the save's session still waited for the lock 60 s after its start")
                print(
                    "PostgresSaveTimeoutTests: the save failed after \(failedAfter) (limit \(limit)): \(outcome); "
                        + "its session stopped waiting for the lock after \(serverGaveUpAfter)")

                try await holder.release()
                let idle = try await PostgresActivity.poll(within: .seconds(60)) {
                    try await PostgresActivity.busySessions(in: database, on: server) == 0
                }
                #expect(idle, "the database's sessions were still busy 60 s after the lock went")
            }
            try await withStore(url: url) { store in
                let stored = try await store.retrieve()
                #expect(stored == previous, "a save reported as failed landed afterwards")
            }
        }
    }

    /// The first operations of a store open its connection: retries them (up to 60 s) so that the timed
    /// operation after it starts on an open connection, whatever the machine's load.
    private func warmUp(_ store: PostgresFeedStore) async throws {
        var lastError: (any Error)?
        let warm = try await PostgresActivity.poll(within: .seconds(60)) {
            do {
                _ = try await store.retrieve()
                return true
            } catch {
                lastError = error
                return false
            }
        }
        if !warm { throw lastError ?? CancellationError() }
    }
}
