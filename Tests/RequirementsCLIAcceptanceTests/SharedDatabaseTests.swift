import ExecutableTestSupport
import Foundation
import PostgresTestSupport
import SampleBackend
import Testing

/// `requirements` with `--database-url` (or `DATABASE_URL`): the checklist and the outbox are the
/// database's, shared with every app and web host on it, and no store file is written. A throwaway
/// server (`initdb`, `pg_ctl`) on loopback; skipped without PostgreSQL unless `FEED_REQUIRE_POSTGRES=1`.
@Suite(
    "requirements on a shared database",
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct SharedDatabaseTests {
    @Test func aValidationMadeOfflineWaitsInTheDatabaseAndIsSentOnceBySync() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { url in
            try await RequirementsAcceptanceContext.run { context in
                let item = context.itemIDs[4]
                _ = try await context.requirements(["--database-url", url])
                await context.backend.setMode(.offline)

                let made = try await context.requirements(["validate", item.uuidString, "--database-url", url])
                let (_, status) = try await context.requirementsJSON(
                    ["status", "--database-url", url], as: StatusJSON.self)
                await context.backend.setMode(.normal)
                let synced = try await context.requirements(["sync"], environment: ["DATABASE_URL": url])

                #expect(made.status == 0, "\(made.stderr)")
                #expect(status?.pending == 1)
                #expect(synced.status == 0, "\(synced.stderr)")
                #expect(context.backend.recordedValidations.map(\.itemID) == [item])
                #expect(!FileManager.default.fileExists(atPath: context.storeURL.path))
            }
        }
    }

    /// Retention runs after each delivery; a database that refuses its DELETE (here a trigger, as a
    /// pass past the statement limit would) costs the validation nothing: it is delivered and the
    /// command succeeds.
    @Test func aRetentionThatFailsDoesNotFailTheValidation() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { server, name in
            let url = server.url(database: name)
            try await RequirementsAcceptanceContext.run { context in
                let first = try await context.requirements([
                    "validate", context.itemIDs[1].uuidString, "--database-url", url,
                ])
                try await server.psql(
                    """
                    CREATE FUNCTION refuse_outbox_delete() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN RAISE EXCEPTION 'retention refused'; END $$;
                    CREATE TRIGGER refuse_outbox_delete BEFORE DELETE ON outbox
                    FOR EACH STATEMENT EXECUTE FUNCTION refuse_outbox_delete();
                    """, database: name)

                let item = context.itemIDs[4]
                let made = try await context.requirements(["validate", item.uuidString, "--database-url", url])

                #expect(first.status == 0, "\(first.stderr)")
                #expect(made.status == 0, "\(made.stderr)")
                #expect(context.backend.recordedValidations.map(\.itemID).contains(item))
            }
        }
    }

    @Test func aURLThatIsNoPostgreSQLDatabaseIsAUsageError() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let output = try await context.requirements(["status", "--database-url", "mysql://localhost/db"])

            #expect(output.status == 64)
            #expect(output.stderr.contains("--database-url"), "\(output.stderr)")
        }
    }
}
