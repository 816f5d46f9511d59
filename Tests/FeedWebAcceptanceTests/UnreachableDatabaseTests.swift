import ExecutableTestSupport
import Foundation
import Testing

/// `feed-web --database-url` naming a database nobody listens for: one line at the start names its
/// host, port and the socket's error, PostgresNIO's own info lines are not written, and the server
/// still serves (its `/ready` says 503 until the database can be reached).
@Suite("Unreachable database")
struct FeedWebUnreachableDatabaseTests {
    @Test func saysSoInOneLineAtTheStart() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-no-database", executable: "feed-web") { _, web in
            let arguments = ["--database-url", "postgres://me@127.0.0.1:1/feed"]
            try await FeedWebInstance.withStarted(web, [arguments]) { instances in
                let instance = instances[0]
                let health = try await instance.get("/health")
                let ready = try await instance.get("/ready")
                #expect(health.status == 200)
                #expect(ready.status == 503)
                let stderr = instance.app.stderr
                #expect(
                    stderr.contains(
                        "feed-web: cannot reach the database at 127.0.0.1:1 (--database-url or DATABASE_URL): Connection refused"
                    ), "\(stderr)")
                #expect(!instance.app.stdout.contains("PostgresNIO"), "\(instance.app.stdout)")
            }
        }
    }
}
