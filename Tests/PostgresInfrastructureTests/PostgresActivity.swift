import Foundation
import PostgresTestSupport

/// What the server's sessions on one database are doing, from `pg_stat_activity` and `pg_locks`.
enum PostgresActivity {
    /// How many sessions of `database` wait for a lock another session holds.
    static func lockWaiters(in database: String, on server: PostgresServer) async throws -> Int {
        Int(
            try await server.query(
                """
                SELECT count(*) FROM pg_locks AS l JOIN pg_database AS d ON d.oid = l.database
                WHERE NOT l.granted AND d.datname = '\(database)'
                """)) ?? 0
    }

    /// How many sessions of `database` are not idle: running a statement, waiting, or in a transaction.
    static func busySessions(in database: String, on server: PostgresServer) async throws -> Int {
        Int(
            try await server.query(
                """
                SELECT count(*) FROM pg_stat_activity
                WHERE datname = '\(database)' AND backend_type = 'client backend'
                    AND state IS DISTINCT FROM 'idle' AND pid <> pg_backend_pid()
                """)) ?? 0
    }

    /// Calls `condition` every 50 ms until it holds or `limit` passes.
    /// - Returns: whether it held.
    static func poll(within limit: Duration, _ condition: () async throws -> Bool) async throws -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < limit {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try await condition()
    }
}
