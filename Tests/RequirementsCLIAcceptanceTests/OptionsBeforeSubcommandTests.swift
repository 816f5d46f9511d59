import ExecutableTestSupport
import Foundation
import SampleBackend
import Testing

/// Options written before the subcommand's name work as they do after it.
@Suite struct RequirementsOptionsBeforeSubcommandTests {
    @Test func validateInGreekWithTheOptionsBeforeTheSubcommand() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let options = context.options()
            let item = context.itemIDs[0]

            let output = try await context.executable.run(
                ["--lang", "el"] + options.arguments + ["validate", item.uuidString], environment: options.environment)

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(context.backend.recordedValidations.map(\.itemID) == [item])
        }
    }

    /// A wrong item id is blamed on `<item-id>` wherever `--base-url` stands, not on the default
    /// subcommand, which takes no `validate`.
    @Test func aBadItemIDGetsTheSameErrorWithTheOptionBeforeOrAfterTheSubcommand() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let baseURL = ["--base-url", "http://127.0.0.1:9"]

            let optionFirst = try await context.executable.run(baseURL + ["validate", "nope"])
            let subcommandFirst = try await context.executable.run(["validate"] + baseURL + ["nope"])

            #expect(optionFirst.status == 64)
            #expect(subcommandFirst.status == 64)
            #expect(optionFirst.stderr == subcommandFirst.stderr)
            #expect(optionFirst.stderr.contains("'nope'"), "stderr: \(optionFirst.stderr)")
            #expect(optionFirst.stderr.contains("<item-id>"), "stderr: \(optionFirst.stderr)")
            #expect(optionFirst.stderr.contains("Usage: requirements validate"), "stderr: \(optionFirst.stderr)")
        }
    }

    @Test func statusAsJSONWithTheFlagBeforeTheSubcommand() async throws {
        try await RequirementsAcceptanceContext.run { context in
            let options = context.options()

            let output = try await context.executable.run(
                ["--json"] + options.arguments + ["status"], environment: options.environment)

            #expect(output.status == 0, "stderr: \(output.stderr)")
            #expect(output.text.hasPrefix("{"))
        }
    }
}
