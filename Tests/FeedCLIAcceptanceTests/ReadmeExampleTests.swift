import ExecutableTestSupport
import Foundation
import Testing

/// The examples of `Apps/feed/README.md`, run: what the README shows is what `feed` prints.
@Suite struct FeedReadmeExampleTests {
    @Test func theFeedAsTheReadmeShowsIt() async throws {
        let example = try ReadmeExample(readme: "Apps/feed/README.md", after: "caches it, and prints it:")

        try await AcceptanceContext.run { context in
            let output = try await context.feed([])

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(example.linesDiffering(from: output.text) == [])
        }
    }

    /// The seven-day rule as the README tells it: saved at one date, validated six and seven days
    /// later; then a cache saved on the real clock, validated at a date before it. Exactly the
    /// README's commands, on the app's embedded backend and default store.
    @Test(arguments: ["### Seven days later", "Validating at a past date a cache saved on the real clock"])
    func theCacheAgeAsTheReadmeShowsIt(marker: String) async throws {
        let session = ReadmeSession(try ReadmeExample(readme: "Apps/feed/README.md", after: marker))
        #expect(session.commands.count >= 2)
        #expect(session.commands.allSatisfy { !$0.arguments.contains("--store") })

        try await AcceptanceContext.run { context in
            let transcript = try await session.run(with: context.executable)

            #expect(session.example.linesDiffering(from: transcript) == [])
            #expect(
                transcript.components(separatedBy: "\n").count
                    == session.example.text.components(separatedBy: "\n").count)
        }
    }

    @Test func theJSONAsTheReadmeShowsIt() async throws {
        let feed = try ReadmeExample(readme: "Apps/feed/README.md", after: "## JSON schemas")
        let comments = try ReadmeExample(readme: "Apps/feed/README.md", after: "`feed comments <id> --json --lang el`:")

        try await AcceptanceContext.run { context in
            let feedOutput = try await context.feed(["--json"])
            let commentsOutput = try await context.feed(
                ["comments", "7DAF0165-CB0D-594F-8E7B-1D92DBB43B57", "--json", "--lang", "el"])

            #expect(try feed.jsonDifferences(from: feedOutput.stdout) == [])
            #expect(try comments.jsonDifferences(from: commentsOutput.stdout) == [])
        }
    }
}
