import Foundation
import Logging
import PostgresNIO
import ServiceLifecycle

/// A PostgreSQL database shared by any number of processes: a bounded pool of connections, a time
/// limit on every operation, and the stores' schema, migrated on first use.
///
/// A service: its connections exist only while ``run()`` runs, so add it to the app's service group
/// (or run it in a task) before a store uses it; cancelling `run()` closes the pool.
///
/// When the server goes away, operations fail within the time limit (``DatabaseTimeoutError``, or the
/// server's or the connection's error) and the pool reconnects once it returns: no restart needed.
public final class PostgresDatabase: Service, Sendable {
    let client: PostgresClient
    let logger: Logger
    /// How long one store operation may take, a wait for a free connection included.
    public let operationTimeout: Duration
    private let schema: SchemaGate

    /// - Parameters:
    ///   - url: `postgres://user:password@host:port/database` (see ``PostgresDatabaseURL``).
    ///   - maximumConnections: the most connections this process opens, at least two (an outbox
    ///     delivery holds one for its lease while its operations use another); more concurrent operations
    ///     wait for one, within `operationTimeout`.
    ///   - operationTimeout: how long one operation may take.
    ///   - logger: where the pool reports connections it could not open or lost.
    public init(
        url: PostgresDatabaseURL,
        maximumConnections: Int = 10,
        operationTimeout: Duration = .seconds(5),
        logger: Logger = Logger(label: "postgres")
    ) {
        var configuration = url.clientConfiguration
        configuration.options.maximumConnections = max(2, maximumConnections)
        configuration.options.connectTimeout = operationTimeout
        client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.logger = logger
        self.operationTimeout = operationTimeout
        schema = SchemaGate(migrations: PostgresSchema.migrations)
    }

    /// Keeps the pool's connections until cancelled.
    public func run() async {
        await client.run()
    }

    /// Throws unless the server answers a query within the time limit: the readiness check.
    public func checkReachable() async throws {
        let deadline = OperationDeadline(limit: operationTimeout)
        try await deadline.run { [client, logger] in
            try await client.withConnection { connection in
                try await deadline.lease(connection) {
                    _ = try await connection.query("SELECT 1", logger: logger)
                }
            }
        }
    }

    /// Runs `operation` on a connection once the schema is up to date, within the time limit; the
    /// connection is closed if the limit passes first (``OperationDeadline``).
    func withMigratedSchema<Result: Sendable>(
        _ operation: @escaping @Sendable (PostgresConnection, Logger) async throws -> Result
    ) async throws -> Result {
        let deadline = OperationDeadline(limit: operationTimeout)
        return try await deadline.run { [client, logger, schema] in
            try await schema.migrateIfNeeded(client: client, logger: logger)
            return try await client.withConnection { connection in
                try await deadline.lease(connection) { try await operation(connection, logger) }
            }
        }
    }

    /// Runs `body` on a connection of its own for as long as `body` takes, once the server answered and
    /// the schema is up to date within the time limit: a session, whose session-level locks last until
    /// they are released, `body` ends, or the connection closes (with the process, when it dies).
    func withSession<Result: Sendable>(
        _ body: (PostgresConnection, Logger) async throws -> Result
    ) async throws -> Result {
        let deadline = OperationDeadline(limit: operationTimeout)
        try await deadline.run { [client, logger, schema] in
            try await schema.migrateIfNeeded(client: client, logger: logger)
        }
        try await checkReachable()
        return try await client.withConnection { connection in try await body(connection, logger) }
    }

    /// Runs `write` in one transaction once the schema is up to date, within the time limit, so that it
    /// commits only if its caller is told it succeeded:
    ///
    /// - the server gives up too, no later than the caller: the transaction's `lock_timeout`,
    ///   `statement_timeout` and `idle_in_transaction_session_timeout` are the time left, so a write
    ///   the caller stopped waiting for does not wait on for a lock, and a client that vanished
    ///   mid-transaction loses its session and its locks;
    /// - the last statement before `COMMIT` checks that the write was not given up (its limit passed, or
    ///   its task was cancelled), and rolls back otherwise (``OperationDeadline``);
    /// - a write that began to commit before its limit is waited for: its outcome is the caller's.
    func withMigratedSchemaTransaction<Result: Sendable>(
        _ write: @escaping @Sendable (PostgresConnection, Logger) async throws -> Result
    ) async throws -> Result {
        let deadline = OperationDeadline(limit: operationTimeout)
        return try await deadline.run { [client, logger, schema] in
            try await schema.migrateIfNeeded(client: client, logger: logger)
            return try await client.withConnection { connection in
                try await deadline.lease(connection) {
                    try await connection.withTransaction(logger: logger) { connection in
                        try await Self.run(write, on: connection, logger: logger, within: deadline)
                    }
                }
            }
        }
    }

    /// The transaction's statements: the server's timeouts, `write`, and the last check.
    private static func run<Result: Sendable>(
        _ write: @Sendable (PostgresConnection, Logger) async throws -> Result,
        on connection: PostgresConnection, logger: Logger, within deadline: OperationDeadline
    ) async throws -> Result {
        let left = "\(deadline.remainingMilliseconds)ms"
        try await connection.query(
            """
            SELECT set_config('lock_timeout', \(left), true), set_config('statement_timeout', \(left), true),
                set_config('idle_in_transaction_session_timeout', \(left), true)
            """,
            logger: logger)
        let result = try await write(connection, logger)
        try deadline.beginCommit()
        return result
    }
}
