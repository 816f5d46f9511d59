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
