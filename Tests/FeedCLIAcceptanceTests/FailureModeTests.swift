import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

extension FeedCLIAcceptanceTests {
    /// The server's failure modes: a 500, invalid JSON and slowness count as a failed remote load.
    @Suite struct FailureModes {
        @Test(arguments: [SampleBackend.Mode.serverError, .invalidJSON])
        func showsTheErrorMessageWithAnEmptyCache(mode: SampleBackend.Mode) async throws {
            try await AcceptanceContext.run(mode: mode) { context in
                let feed = try await context.feed([])
                let comments = try await context.feed(["comments", UUID().uuidString])

                #expect(feed.status == 1)
                #expect(feed.stdout.isEmpty)
                #expect(feed.stderr.hasPrefix("The server answered HTTP \(mode == .serverError ? 500 : 200) for "))
                #expect(feed.stderr.contains("/v1/feed?limit=10"), "\(feed.stderr)")
                #expect(comments.status == 1)
                #expect(comments.stderr.hasPrefix("The server answered HTTP \(mode == .serverError ? 500 : 200) for "))
                #expect(comments.stderr.contains("/comments"), "\(comments.stderr)")
            }
        }

        @Test(arguments: [SampleBackend.Mode.serverError, .invalidJSON])
        func fallsBackToTheCache(mode: SampleBackend.Mode) async throws {
            try await AcceptanceContext.run { context in
                let (_, online) = try await context.feedJSON()
                await context.backend.setMode(mode)

                let (output, fallback) = try await context.feedJSON()

                #expect(output.status == 0)
                #expect(fallback?.images == online?.images)
            }
        }

        @Test func aSlowServerWithinTheTimeoutIsWaitedFor() async throws {
            try await AcceptanceContext.run(mode: .slow(.seconds(1))) { context in
                let output = try await context.feed(["--timeout", "20"])

                #expect(output.status == 0)
                #expect(output.lines.first == "My Feed")
                #expect(output.elapsed >= .seconds(1))
            }
        }

        @Test func aServerSlowerThanTheTimeoutCountsAsUnreachable() async throws {
            try await AcceptanceContext.run { context in
                _ = try await context.feed([])
                await context.backend.setMode(.slow(.seconds(30)))

                let withCache = try await context.feed(["--timeout", "0.5"])
                let comments = try await context.feed(["comments", UUID().uuidString, "--timeout", "0.5"])

                #expect(withCache.status == 0)
                #expect(withCache.lines.first == "My Feed")
                #expect(withCache.elapsed >= .milliseconds(500))
                #expect(comments.status == 1)
                #expect(
                    comments.stderr.hasPrefix("Couldn't connect to server: http://127.0.0.1:"), "\(comments.stderr)")
                #expect(comments.stderr.contains("(no answer within"), "\(comments.stderr)")
            }
        }
    }
}
