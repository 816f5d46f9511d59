import ExecutableTestSupport
import Foundation
import PostgresTestSupport
import SampleBackend
import Testing

/// `feed` with `--database-url` (or `DATABASE_URL`): the feed and image data are kept in that
/// database, the one `feed-web` instances share, and no store file is written. A throwaway server
/// (`initdb`, `pg_ctl`) on loopback; skipped without PostgreSQL unless `FEED_REQUIRE_POSTGRES=1`.
@Suite(
    "feed on a shared database",
    .enabled(if: PostgresServer.isEnabled, Comment(rawValue: PostgresServer.unavailableReason ?? ""))
)
struct SharedDatabaseFeedTests {
    @Test func aFeedLoadedOnlineIsShownOfflineFromTheDatabase() async throws {
        try await SharedPostgresServer.shared.withFreshDatabase { url in
            try await AcceptanceContext.run { context in
                let online = try await context.feed(["--pages", "2", "--json", "--database-url", url])
                await context.backend.setMode(.offline)
                let offline = try await context.feed(["--pages", "2", "--json"], environment: ["DATABASE_URL": url])

                #expect(online.status == 0, "\(online.stderr)")
                #expect(offline.status == 0, "\(offline.stderr)")
                let ids = try JSONDecoder().decode(FeedJSON.self, from: offline.stdout).images.map(\.id)
                #expect(ids == SampleDataSet.shipped.images.prefix(20).map(\.id))
                #expect(!FileManager.default.fileExists(atPath: context.storeURL.path))
            }
        }
    }

    @Test func theJSONStoreFormatWithADatabaseIsAUsageError() async throws {
        try await AcceptanceContext.run { context in
            let output = try await context.feed([
                "--store-format", "json", "--database-url", "postgres://feed@127.0.0.1:5432/feed",
            ])

            #expect(output.status == 64)
            #expect(output.stderr.contains("--store-format json and --database-url"), "\(output.stderr)")
        }
    }
}
