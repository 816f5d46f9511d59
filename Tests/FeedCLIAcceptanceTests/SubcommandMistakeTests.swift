import ExecutableTestSupport
import Foundation
import Testing

extension FeedCLIAcceptanceTests {
    /// A mistyped subcommand, an option of another subcommand and contradictory options are named as
    /// such, as git or swift would name them, not as arguments of the default subcommand.
    @Suite struct SubcommandMistakes {
        let id = "7DAF0165-CB0D-594F-8E7B-1D92DBB43B57"

        @Test(arguments: [
            (
                ["coments", "7DAF0165-CB0D-594F-8E7B-1D92DBB43B57"],
                "Error: unknown command 'coments'. Did you mean 'comments'?"
            ),
            (
                ["imgae", "7DAF0165-CB0D-594F-8E7B-1D92DBB43B57", "-o", "z.png"],
                "Error: unknown command 'imgae'. Did you mean 'image'?"
            ),
            (
                ["--lang", "en", "validate-cahce"],
                "Error: unknown command 'validate-cahce'. Did you mean 'validate-cache'?"
            ),
            (["xyzzy"], "Error: unknown command 'xyzzy'; the commands are: show, comments, image, validate-cache."),
        ])
        func aMistypedSubcommandIsAnUnknownCommandWithTheNearestSuggested(arguments: [String], error: String)
            async throws
        {
            try await AcceptanceContext.run { context in
                let output = try await context.executable.run(arguments)

                #expect(output.status == 64)
                #expect(output.stderr.split(separator: "\n").first.map(String.init) == error, "\(output.stderr)")
                #expect(!FileManager.default.fileExists(atPath: context.directory.appending(path: "z.png").path))
            }
        }

        @Test(arguments: [
            (
                ["comments", "7DAF0165-CB0D-594F-8E7B-1D92DBB43B57", "--all"],
                "--all is an option of 'feed' (feed show), not of 'feed comments'."
            ),
            (
                ["--pages", "2", "comments", "7DAF0165-CB0D-594F-8E7B-1D92DBB43B57"],
                "--pages is an option of 'feed' (feed show), not of 'feed comments'."
            ),
            (["show", "-o", "z.png"], "-o is an option of 'feed image', not of 'feed show'."),
        ])
        func anOptionOfAnotherSubcommandIsNamedWithItsSubcommand(arguments: [String], error: String) async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.executable.run(arguments)

                #expect(output.status == 64)
                #expect(output.stderr.hasPrefix("Error: \(error)\n"), "\(output.stderr)")
            }
        }

        @Test func allAndPagesTogetherAreAUsageError() async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.feed(["--all", "--pages", "2"])

                #expect(output.status == 64)
                #expect(
                    output.stderr.hasPrefix("Error: --all and --pages cannot be given together"), "\(output.stderr)")
                #expect(output.stdout.isEmpty)
            }
        }

        /// A bad `FEED_CURRENT_DATE` with no arguments gets the error and the short usage, three lines, as
        /// every other usage error does, not the whole help.
        @Test func aBadCurrentDateWithNoArgumentsPrintsTheShortUsage() async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.executable.run([], environment: ["FEED_CURRENT_DATE": "bogus"])

                #expect(output.status == 64)
                #expect(
                    output.stderr == """
                        Error: FEED_CURRENT_DATE must be an ISO 8601 date-time such as 2024-05-20T12:00:00Z, not 'bogus'
                        Usage: feed [show] [<options>]
                          See 'feed show --help' for more information.

                        """)
            }
        }
    }
}
