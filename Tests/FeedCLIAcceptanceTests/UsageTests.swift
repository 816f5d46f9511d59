import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

extension FeedCLIAcceptanceTests {
    /// Bad arguments get a usage message and exit status 64, never a stack trace.
    @Suite struct Usage {
        @Test(arguments: [
            ["comments", "not-a-uuid"],
            ["image", "not-a-uuid", "-o", "x.png"],
            ["--lang", "fr"],
            ["--pages", "0"],
            ["--base-url", "ftp://example.com"],
            ["--timeout", "-1"],
            ["--allow-host", "http://images.internal/"],
            ["--allow-host", ""],
            ["show", "--no-such-option"],
        ])
        func rejectsBadArgumentsWithAUsageMessage(arguments: [String]) async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.executable.run(arguments)

                #expect(output.status == 64)
                #expect(output.stdout.isEmpty)
                #expect(output.stderr.contains("Usage: feed"))
            }
        }

        @Test func rejectsAnInvalidCurrentDate() async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.executable.run([], environment: ["FEED_CURRENT_DATE": "yesterday"])

                #expect(output.status == 64)
                #expect(output.stderr.contains("FEED_CURRENT_DATE must be an ISO 8601 date-time"))
            }
        }

        @Test func listsEverySubcommandInHelp() async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.executable.run(["--help"])

                #expect(output.status == 0)
                for subcommand in ["show (default)", "comments", "image", "validate-cache", "FEED_CURRENT_DATE"] {
                    #expect(output.text.contains(subcommand))
                }
            }
        }

        @Test(arguments: [
            ["show", "--help"], ["comments", "--help"], ["image", "--help"], ["validate-cache", "--help"],
        ])
        func documentsEveryOptionInHelp(arguments: [String]) async throws {
            try await AcceptanceContext.run { context in
                let output = try await context.executable.run(arguments)

                #expect(output.status == 0)
                for option in ["--base-url", "--store", "--lang", "--json", "--timeout", "--allow-host", "Examples:"] {
                    #expect(output.text.contains(option), "\(arguments) help lacks \(option)")
                }
            }
        }

        @Test func acceptsEveryOptionOnEverySubcommand() async throws {
            try await AcceptanceContext.run { context in
                let base = context.backend.baseURL.absoluteString
                let store = context.storeURL.path
                let common = ["--base-url", base, "--store", store, "--lang", "el", "--timeout", "5", "--json"]

                let feed = try await context.executable.run(common + ["--pages", "1"])
                let explicitShow = try await context.executable.run(["show"] + common)
                let validate = try await context.executable.run(["validate-cache"] + common)

                #expect(feed.status == 0)
                #expect(explicitShow.status == 0)
                #expect(validate.status == 0)
                #expect(try JSONDecoder().decode(FeedJSON.self, from: feed.stdout).title == "Το Feed μου")
            }
        }
    }
}
