import ExecutableTestSupport
import Testing

/// `feed-sample-server --help` in an 80-column terminal: ArgumentParser lays it out (the routes are a
/// list it can wrap), and no line is wider than the terminal or broken in two.
@Suite struct FeedSampleServerHelpAtEightyColumnsTests {
    @Test func helpFitsEightyColumns() async throws {
        try await withTemporaryWorkingDirectory(prefix: "SampleBackendTests", executable: "feed-sample-server") {
            _, executable in
            let layout = try await executable.helpLayout()

            #expect(layout.problems == [])
            #expect(layout.narrow.contains("/v1/image/{id}/comments"))
        }
    }
}
