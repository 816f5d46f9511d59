import ExecutableTestSupport
import Foundation
import Testing

extension FeedCLIAcceptanceTests {
    /// A database that cannot be reached is one line at the start, naming its host and port and the
    /// socket's error, with exit status 1: not PostgresNIO's log lines and then the feed, uncached.
    @Suite struct UnreachableDatabase {
        @Test(arguments: [[String](), ["comments", "7DAF0165-CB0D-594F-8E7B-1D92DBB43B57"]])
        func aDatabaseThatRefusesTheConnectionIsNamedWithItsHostAndPort(arguments: [String]) async throws {
            let down = try HeldLoopbackPort()
            try await AcceptanceContext.run { context in
                let output = try await context.feed(
                    arguments + ["--database-url", "postgres://me@127.0.0.1:\(down.port)/feed"])

                #expect(output.status == 1)
                #expect(output.stdout.isEmpty)
                #expect(
                    output.stderr == "Error: cannot reach the database at 127.0.0.1:\(down.port) (--database-url or "
                        + "DATABASE_URL): Connection refused\n")
            }
        }
    }
}
