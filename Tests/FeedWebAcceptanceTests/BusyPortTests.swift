import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

/// `feed-web` on a port another program holds says so in one line, with `--port 0` suggested, not
/// SwiftNIO's `bind(descriptor:ptr:bytes:)` error.
@Suite struct FeedWebBusyPortTests {
    @Test func aBusyPortIsNamedWithPortZeroSuggested() async throws {
        try await StubHTTPServer.withStarted { holder in
            try await withTemporaryWorkingDirectory(prefix: "FeedWebAcceptanceTests", executable: "feed-web") {
                _, feedWeb in
                let output = try await feedWeb.run(["--port", String(holder.port), "--log-level", "warning"])

                #expect(output.status == 1)
                #expect(
                    output.stderr == "Error: port \(holder.port) of 127.0.0.1 is in use by another program; pass "
                        + "another --port, or --port 0 for any free port\n")
            }
        }
    }
}
