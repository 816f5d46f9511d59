import ExecutableTestSupport
import Testing

/// `requirements`' help in an 80-column terminal: ArgumentParser lays it out, and no line is wider
/// than the terminal or broken in two.
@Suite struct RequirementsHelpAtEightyColumnsTests {
    @Test(arguments: [
        ["--help"], ["list", "--help"], ["validate", "--help"], ["sync", "--help"], ["status", "--help"],
        ["validate-cache", "--help"],
    ])
    func helpFitsEightyColumns(arguments: [String]) async throws {
        try await RequirementsAcceptanceContext.run { context in
            let layout = try await context.executable.helpLayout(arguments)

            #expect(layout.problems == [], "requirements \(arguments.joined(separator: " "))")
        }
    }
}
