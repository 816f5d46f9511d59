import ExecutableTestSupport
import Foundation
import HTTPTestSupport
import Testing

extension FeedCLIAcceptanceTests {
    /// A feed API that ignores `after_id` and answers every page with the first one: `feed --all` and
    /// `feed image <id>` end (they walked forever, saving an ever longer feed), with a message that
    /// says why.
    @Suite struct IgnoredAfterID {
        private let ids = (0..<3).map { _ in UUID() }

        @Test func feedAllEndsAfterTheFirstPageAndSaysWhy() async throws {
            try await withRepeatingServer { server, feed, store in
                let output = try await runBounded(feed, ["--all", "--json", "--base-url", server, "--store", store])

                #expect(output?.status == 0)
                #expect(output?.stderr == "The server sent images it had sent before; stopped after page 1.\n")
                let json = try #require(
                    output.map { try JSONDecoder().decode(FeedJSON.self, from: Data($0.stdout.utf8)) })
                #expect(json.images.map(\.id) == ids)
            }
        }

        @Test func imageOfAnIdTheFeedDoesNotHaveEnds() async throws {
            try await withRepeatingServer { server, feed, store in
                let output = try await runBounded(
                    feed, ["image", UUID().uuidString, "-o", "x.png", "--base-url", server, "--store", store])

                #expect(output?.status == 1)
                #expect(output?.stderr.hasPrefix("The server sent images it had sent before") == true)
            }
        }

        private func withRepeatingServer(
            _ body: (_ baseURL: String, _ feed: AppExecutable, _ store: String) async throws -> Void
        ) async throws {
            try await withTemporaryWorkingDirectory(prefix: "feed-ignored-after-id", executable: "feed") {
                directory, feed in
                let items = ids.map {
                    #"{"id":"\#($0.uuidString)","image":"http://127.0.0.1:9/\#($0.uuidString).png"}"#
                }
                let page = #"{"items":[\#(items.joined(separator: ","))]}"#
                try await StubHTTPServer.withStarted(responding: StubResponse(body: Data(page.utf8))) { server in
                    try await body(server.baseURL.absoluteString, feed, directory.appending(path: "feed.sqlite").path)
                }
            }
        }

        /// Runs `feed` for at most 60 s; `nil` (and an issue) when it is still running then.
        private func runBounded(_ feed: AppExecutable, _ arguments: [String]) async throws
            -> (status: Int32, stdout: String, stderr: String)?
        {
            let app = try await feed.start(arguments)
            let deadline = ContinuousClock.now.advanced(by: .seconds(60))
            while app.isRunning, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            guard !app.isRunning else {
                await app.kill()
                Issue.record("feed was still running after 60 s: \(arguments)")
                return nil
            }
            return (app.terminationStatus, app.stdout, app.stderr)
        }
    }
}
