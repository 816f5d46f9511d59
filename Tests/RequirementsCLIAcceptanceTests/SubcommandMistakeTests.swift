import ExecutableTestSupport
import Foundation
import Testing

/// A mistyped subcommand and an option of another subcommand are named as such, and a bad
/// `FEED_CURRENT_DATE` gets the short usage.
@Suite struct RequirementsSubcommandMistakeTests {
    @Test(arguments: [
        (["stauts"], "Error: unknown command 'stauts'. Did you mean 'status'?"),
        (
            ["valdate", "7DAF0165-CB0D-594F-8E7B-1D92DBB43B57"],
            "Error: unknown command 'valdate'. Did you mean 'validate'?"
        ),
    ])
    func aMistypedSubcommandIsAnUnknownCommand(arguments: [String], error: String) async throws {
        try await RequirementsAcceptanceContext.run { context in
            let output = try await context.executable.run(arguments)

            #expect(output.status == 64)
            #expect(output.stderr.hasPrefix(error + "\n"), "\(output.stderr)")
        }
    }

    @Test func aBadCurrentDateWithNoArgumentsPrintsTheShortUsage() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let output = try await context.executable.run([], environment: ["FEED_CURRENT_DATE": "bogus"])

            #expect(output.status == 64)
            #expect(output.stderr.split(separator: "\n").count == 3, "\(output.stderr)")
            #expect(output.stderr.contains("Usage: requirements [list] [<options>]"), "\(output.stderr)")
        }
    }
}
