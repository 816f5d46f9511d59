import Foundation
import PostgresTestSupport

/// Another session holding a lock a save needs: `psql` locks a table of the database in ACCESS
/// EXCLUSIVE mode and sleeps in its transaction until ``release()`` ends its session.
struct TableLockHolder {
    private let server: PostgresServer
    private let database: String
    private let session: Task<Void, Never>
    private static let applicationName = "feed_test_lock_holder"

    /// Locks `table` of `database` and returns once the lock is held (within 60 s).
    static func lock(_ table: String, of database: String, on server: PostgresServer) async throws -> TableLockHolder {
        let session = Task {
            _ = try? await server.query(
                "BEGIN; LOCK TABLE \(table) IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(600);",
                database: "dbname=\(database) application_name=\(applicationName)")
        }
        let holder = TableLockHolder(server: server, database: database, session: session)
        let held = try await PostgresActivity.poll(within: .seconds(60)) {
            try await server.query(
                """
                SELECT count(*) FROM pg_locks AS l JOIN pg_database AS d ON d.oid = l.database
                WHERE l.locktype = 'relation' AND l.mode = 'AccessExclusiveLock' AND l.granted
                    AND d.datname = '\(database)' AND l.relation = '\(table)'::regclass
                """, database: database) == "1"
        }
        guard held else {
            try await holder.release()
            throw HolderFailed(description: "psql did not lock \(table) within 60 s")
        }
        return holder
    }

    /// Ends the holding session (its transaction rolls back, the lock goes) and waits for `psql` to exit.
    func release() async throws {
        _ = try await server.query(
            """
            SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
            WHERE application_name = '\(Self.applicationName)' AND datname = '\(database)'
            """)
        await session.value
    }

    struct HolderFailed: Error, CustomStringConvertible {
        let description: String
    }
}
