import ExecutableTestSupport
import Foundation
import Testing

/// A database that cannot be reached is one line at the start, naming its host and port and the
/// socket's error, with exit status 1.
@Suite struct PhotosUnreachableDatabaseTests {
    @Test func aDatabaseThatRefusesTheConnectionIsNamedWithItsHostAndPort() async throws {
        let down = try HeldLoopbackPort()
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.photos(
                [], environment: ["DATABASE_URL": "postgres://me@127.0.0.1:\(down.port)/feed"])

            #expect(output.status == 1)
            #expect(output.stdout.isEmpty)
            #expect(
                output.stderr == "Error: cannot reach the database at 127.0.0.1:\(down.port) (--database-url or "
                    + "DATABASE_URL): Connection refused\n")
        }
    }
}
