import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

/// The built `feed-web` against clients that open a connection, send half a request and wait: they do
/// not stop it from serving, and each is closed once `--idle-seconds` have passed.
@Suite("Idle connections")
struct IdleConnectionsTests {
    private static let halfRequest = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n"

    /// `python3` holds the 500 connections (see `IdleClients`); without it the test is skipped, unless
    /// `FEED_REQUIRE_PYTHON3=1`, where it fails.
    static let pythonPresentOrRequired =
        (try? IdleClients.python()) != nil || ProcessInfo.processInfo.environment["FEED_REQUIRE_PYTHON3"] == "1"

    @Test(.enabled(if: pythonPresentOrRequired, "python3 holds the connections: not installed"))
    func fiveHundredHalfRequestsNeitherBlockHealthNorStayOpen() async throws {
        let python = try #require(try IdleClients.python())
        try await withTemporaryWorkingDirectory(prefix: "feed-web-idle", executable: "feed-web") { directory, web in
            let arguments = [
                "--base-url", "http://127.0.0.1:9", "--store", directory.appending(path: "feed.sqlite").path,
                "--idle-seconds", "20", "--log-level", "warning",
            ]
            try await FeedWebInstance.withStarted(web, [arguments]) { instances in
                let instance = instances[0]
                let port = try #require(instance.url.port)
                // 20 s: time for a busy machine to open 500 connections, say so and have /health asked
                // before the first times out (with 10 s, a full `swift test` on two cores saw 34 to 282
                // of them closed by then, /health having answered in under 2 s).
                var health: (status: Int, time: Duration)?
                let counts = try await IdleClients.holding(
                    500, halfRequest: Self.halfRequest, to: port, checkAfter: .seconds(22), python: python
                ) {
                    let clock = ContinuousClock()
                    let start = clock.now
                    let response = try await instance.get("/health")
                    health = (response.status, clock.now - start)
                }

                #expect(health?.status == 200)
                #expect(
                    counts.openWhenAsked == 500,
                    "/health answered after \(health?.time ?? .zero), once idle connections closed")
                #expect(
                    counts.openAtTheEnd == 0,
                    "\(counts.openAtTheEnd) of 500 half requests still open \(IdleClients.grace) after the idle timeout"
                )
            }
        }
    }

    /// `--max-connections 5`: five half requests take every place, so a sixth connection waits in the
    /// backlog until the idle timeout (12 s) frees one; then it is served, within the client's 20 s. At
    /// 6 s, a cold full run on two cores twice delayed this test's own steps so long that all five were
    /// closed before it looked.
    @Test func connectionsPastTheMaximumWaitUntilOneCloses() async throws {
        try await withTemporaryWorkingDirectory(prefix: "feed-web-max", executable: "feed-web") { directory, web in
            let arguments = [
                "--base-url", "http://127.0.0.1:9", "--store", directory.appending(path: "feed.sqlite").path,
                "--idle-seconds", "12", "--max-connections", "5", "--log-level", "warning",
            ]
            try await FeedWebInstance.withStarted(web, [arguments]) { instances in
                let instance = instances[0]
                // The start-up check's connection has timed out; 12 s of idle time leave a busy machine room
                // to open the five connections below before the first of them times out.
                try await Task.sleep(for: .seconds(13))
                let port = try #require(instance.url.port)
                let sockets = try (0..<5).map { _ in try LoopbackSocket(port: port) }
                for socket in sockets { socket.send(Self.halfRequest) }
                try await Task.sleep(for: .milliseconds(300))  // accepted, before the next one arrives

                var openBefore = 0
                for socket in sockets where await !socket.isClosedByServer(within: .zero) { openBefore += 1 }
                let health = try await instance.get("/health")
                // It was served once a place was free: by then the server had closed a half request
                // (a timing bound would fail on a busy machine, where the sleep above overshoots).
                var closedWhenServed = 0
                for socket in sockets where await socket.isClosedByServer(within: .milliseconds(100)) {
                    closedWhenServed += 1
                }

                #expect(health.status == 200)
                #expect(openBefore == 5, "a half request was closed before /health was asked")
                #expect(closedWhenServed >= 1, "/health was served while all five places were taken")
                for socket in sockets {
                    #expect(await socket.isClosedByServer(within: .seconds(13)))
                }
            }
        }
    }
}
