import Logging
import PostgresNIO

/// One version of the schema: the statements that bring the previous version to this one. A shipped
/// migration is never edited: a change is a new version.
struct SchemaMigration: Sendable {
    let version: Int
    let name: String
    let statements: [String]

    /// The key of the transaction-scoped advisory lock that serializes migrations of every process
    /// sharing the database, so that two instances starting together do not both migrate.
    static let advisoryLockKey = 7_406_201_401

    /// Applies the migrations the database lacks, each with its version row, in one transaction under
    /// the advisory lock: every instance sees the whole schema of a version or none of it. A database
    /// that has them all already is only read: no DDL, no lock, so a role that may use the tables but
    /// not create any (no `CREATE` on the schema) works with a schema its owner migrated.
    static func apply(_ migrations: [SchemaMigration], client: PostgresClient, logger: Logger) async throws {
        let applied = try await appliedVersions(client: client, logger: logger)
        if migrations.allSatisfy({ applied.contains($0.version) }) { return }
        try await client.withTransaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(advisoryLockKey))", logger: logger)
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS feed_schema_migrations (
                    version integer PRIMARY KEY,
                    name text NOT NULL,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """,
                logger: logger)
            var applied: Set<Int> = []
            for try await version in try await connection.query(
                "SELECT version FROM feed_schema_migrations", logger: logger
            ).decode(Int.self) {
                applied.insert(version)
            }
            for migration in migrations where !applied.contains(migration.version) {
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query(
                    "INSERT INTO feed_schema_migrations (version, name) VALUES (\(migration.version), \(migration.name))",
                    logger: logger)
                logger.info("Migrated the feed schema", metadata: ["version": "\(migration.version)"])
            }
        }
    }

    /// The versions the database records as applied, read without DDL: none when it has no migrations
    /// table yet.
    private static func appliedVersions(client: PostgresClient, logger: Logger) async throws -> Set<Int> {
        var exists = false
        for try await found in try await client.query(
            "SELECT to_regclass('feed_schema_migrations') IS NOT NULL", logger: logger
        ).decode(Bool.self) {
            exists = found
        }
        guard exists else { return [] }
        var applied: Set<Int> = []
        for try await version in try await client.query("SELECT version FROM feed_schema_migrations", logger: logger)
            .decode(Int.self)
        {
            applied.insert(version)
        }
        return applied
    }
}
