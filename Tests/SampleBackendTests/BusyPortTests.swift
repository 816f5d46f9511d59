import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

/// `feed-sample-server` on a port another program holds says so in one line, with `--port 0`
/// suggested, not SwiftNIO's `bind(descriptor:ptr:bytes:)` error.
@Suite struct FeedSampleServerBusyPortTests {
    @Test func aBusyPortIsNamedWithPortZeroSuggested() async throws {
        try await StubHTTPServer.withStarted { holder in
            try await withTemporaryWorkingDirectory(prefix: "feed-sample-server", executable: "feed-sample-server") {
                _, server in
                let output = try await server.run(["--port", String(holder.port)])

                #expect(output.status == 1)
                #expect(
                    output.stderr == "Error: port \(holder.port) of 127.0.0.1 is in use by another program; pass "
                        + "another --port, or --port 0 for any free port\n")
            }
        }
    }

    @Test func theDefaultPortIsNotFeedWebs() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-sample-server", executable: "feed-sample-server") {
            _, server in
            let help = try await server.run(["--help"])

            #expect(help.text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("(default: 8081)"))
        }
    }
}
