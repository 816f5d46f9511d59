import FeedCache
import FeedCacheTestSupport
import Foundation
import PostgresInfrastructure
import PostgresTestSupport
import SharedCache
import SharedCacheTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A connection whose server stops answering, as across a network partition: the server process of the
/// store's one connection is stopped (`SIGSTOP`), so the socket stays open and nothing comes back.
@Suite(
    "PostgresFeedStore unanswered connection",
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct PostgresUnansweredConnectionTests {
    /// The operation on the silent connection fails at its limit, and the next one gets a new connection
    /// instead of waiting for that one until TCP gives up.
    @Test func anOperationThatGotNoAnswerDoesNotKeepItsConnection() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { server, database in
            let cache = uniqueFeedCache()
            try await withStore(
                url: server.url(database: database), operationTimeout: .seconds(3), maximumConnections: 1
            ) {
                store in
                // The first save opens the connection and migrates: retried, whatever the machine's load.
                let saved = try await PostgresActivity.poll(within: .seconds(60)) {
                    (try? await store.insert(cache.feed, timestamp: cache.timestamp)) != nil
                }
                try #require(saved)
                // Connections of failed first tries may take a moment to go: waits for the one left.
                var pids = ""
                _ = try await PostgresActivity.poll(within: .seconds(60)) {
                    pids = try await server.query(
                        """
                        SELECT pid FROM pg_stat_activity
                        WHERE datname = '\(database)' AND backend_type = 'client backend'
                        """)
                    return pid_t(pids) != nil
                }
                let pid = try #require(pid_t(pids), "not one server process for the store: \(pids)")
                #expect(kill(pid, SIGSTOP) == 0)
                defer { kill(pid, SIGCONT) }

                await #expect(throws: (any Error).self) { try await store.retrieve() }
                let clock = ContinuousClock()
                let start = clock.now
                var failures: [String] = []
                let answered = try await PostgresActivity.poll(within: .seconds(30)) {
                    do {
                        return try await store.retrieve() == cache
                    } catch {
                        failures.append(String(describing: error))
                        return false
                    }
                }
                print(
                    "PostgresUnansweredConnectionTests: answered \(answered) after \(clock.now - start) "
                        + "with the first connection still unanswered; \(failures.count) failures: \(failures.prefix(2))"
                )
                #expect(answered, "every operation failed while the one connection got no answer")
            }
        }
    }
}
