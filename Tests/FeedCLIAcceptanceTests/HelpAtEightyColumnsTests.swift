import ExecutableTestSupport
import Foundation
import Testing

extension FeedCLIAcceptanceTests {
    /// `feed`'s and `feed-web`'s help in an 80-column terminal: ArgumentParser lays it out, no line is
    /// wider than the terminal or broken in two; the top level shows the default command's options.
    @Suite struct HelpAtEightyColumns {
        @Test(arguments: [
            ["--help"], ["show", "--help"], ["comments", "--help"], ["image", "--help"], ["validate-cache", "--help"],
        ])
        func feedHelpFitsEightyColumns(arguments: [String]) async throws {
            try await AcceptanceContext.run { context in
                let layout = try await context.executable.helpLayout(arguments)

                #expect(layout.problems == [], "feed \(arguments.joined(separator: " "))")
            }
        }

        @Test func feedHelpShowsTheDefaultCommandsOptions() async throws {
            try await AcceptanceContext.run { context in
                let help = try await context.executable.run(["--help"], environment: ["COLUMNS": "80"])

                #expect(help.status == 0)
                for option in ["--base-url", "--lang", "--all", "--pages", "--store", "--json", "--timeout"] {
                    #expect(help.text.contains(option), "feed --help lacks \(option)")
                }
            }
        }

        @Test func feedWebHelpFitsEightyColumns() async throws {
            try await withTemporaryWorkingDirectory(prefix: "FeedCLIAcceptanceTests", executable: "feed-web") {
                _, executable in
                let layout = try await executable.helpLayout()

                #expect(layout.problems == [])
            }
        }
    }
}
