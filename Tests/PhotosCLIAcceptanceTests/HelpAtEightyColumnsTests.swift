import ExecutableTestSupport
import Testing

/// `photos`' help in an 80-column terminal: ArgumentParser lays it out, and no line is wider than the
/// terminal or broken in two.
@Suite struct PhotosHelpAtEightyColumnsTests {
    @Test(arguments: [["--help"], ["list", "--help"], ["photo", "--help"], ["validate-cache", "--help"]])
    func helpFitsEightyColumns(arguments: [String]) async throws {
        try await PhotosAcceptanceContext.run { context in
            let layout = try await context.executable.helpLayout(arguments)

            #expect(layout.problems == [], "photos \(arguments.joined(separator: " "))")
        }
    }
}
