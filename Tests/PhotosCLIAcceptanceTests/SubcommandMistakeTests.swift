import ExecutableTestSupport
import Foundation
import Testing

/// A mistyped subcommand and an option of another subcommand are named as such, and a bad
/// `FEED_CURRENT_DATE` gets the short usage.
@Suite struct PhotosSubcommandMistakeTests {
    @Test(arguments: [
        (["phot", "lKHPETBeFgF", "-o", "z.png"], "Error: unknown command 'phot'. Did you mean 'photo'?"),
        (["lsit"], "Error: unknown command 'lsit'. Did you mean 'list'?"),
        (["validate-cache", "--per-page", "5"], "Error: --per-page is an option of 'photos' (photos list), "),
    ])
    func aSubcommandMistakeIsNamed(arguments: [String], error: String) async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.executable.run(arguments)

            #expect(output.status == 64)
            #expect(output.stderr.hasPrefix(error), "\(output.stderr)")
        }
    }

    @Test func aBadCurrentDateWithNoArgumentsPrintsTheShortUsage() async throws {
        try await PhotosAcceptanceContext.run { context in
            let output = try await context.executable.run([], environment: ["FEED_CURRENT_DATE": "bogus"])

            #expect(output.status == 64)
            #expect(output.stderr.split(separator: "\n").count == 3, "\(output.stderr)")
            #expect(output.stderr.contains("Usage: photos [list] [<options>]"), "\(output.stderr)")
        }
    }
}
