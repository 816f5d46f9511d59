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
