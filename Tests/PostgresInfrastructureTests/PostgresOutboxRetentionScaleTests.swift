import Foundation
import PostgresInfrastructure
import PostgresTestSupport
import SharedCache
import Testing

/// Retention of a long-used outbox in PostgreSQL: settled validations over 14 subjects (the shipped
/// checklist's count), 3,000 in the suite (three passes; the shared test server serves every other
/// PostgreSQL suite at the same time, and 20,000 rows here made two of them miss their 30 s limit in a
/// full run), 20,000 or 100,000 with `OUTBOX_SCALE_ROWS`, two delivered for each failed one. Passes of at most the store's batch size together remove all but each subject's
/// newest delivered message; the run prints the total and the slowest pass, the figures
/// docs/RELIABILITY.md reports (about 60 ms a pass, run alone, far under the 5 s operation limit; before
/// the index of migration 4 one pass over 20,000 rows took 15 s). The limit here is a minute: in a full
/// `swift test` on two cores a pass waited past 5 s for the CPU, and this test proves what retention
/// removes, not how fast (no timing assertion).
@Suite(
    "PostgresOutboxStore retention at scale",
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct PostgresOutboxRetentionScaleTests {
    private var rows: Int { ProcessInfo.processInfo.environment["OUTBOX_SCALE_ROWS"].flatMap(Int.init) ?? 3_000 }
    private let subjects = 14

    @Test func everyPassOverThousandsOfSettledMessagesStaysWithinTheOperationLimit() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { server, name in
            try await withDatabase(url: server.url(database: name), operationTimeout: .seconds(60)) { database in
                let sut = PostgresOutboxStore(database: database)
                _ = try await sut.pending()
                try await server.psql(
                    """
                    INSERT INTO outbox (id, subject, made_at, destination, payload, status)
                    SELECT gen_random_uuid(),
                        ('00000000-0000-0000-0000-0000000000' || lpad((i % \(subjects))::text, 2, '0'))::uuid,
                        i, 'api', '\\x'::bytea, CASE WHEN i % 3 = 0 THEN 'failed' ELSE 'delivered' END
                    FROM generate_series(0, \(rows - 1)) AS i
                    """, database: name)
                let clock = ContinuousClock()
                let start = clock.now
                var removed = 0
                var passes = 0
                var slowest = Duration.zero
                while true {
                    let passStart = clock.now
                    let pass = try await sut.removeSettled(
                        madeBefore: Date(timeIntervalSinceReferenceDate: Double(rows)))
                    slowest = max(slowest, clock.now - passStart)
                    passes += 1
                    removed += pass
                    if pass < sut.retentionBatchSize { break }
                }
                let total = clock.now - start
                let remaining = try await sut.entries()

                #expect(removed == rows - subjects, "every settled row but each subject's newest delivered one")
                #expect(remaining.count == subjects)
                #expect(remaining.allSatisfy { $0.status == .delivered })
                print(
                    "PostgresOutboxRetentionScaleTests: \(rows) settled rows: retention \(total) in \(passes) passes "
                        + "of at most \(sut.retentionBatchSize), slowest \(slowest) (\(removed) removed)")
            }
        }
    }
}
